// variant_test_data.h — what the variant tests and bench/bench_variant.cpp share: the 30 f-puzzles
// examples of ../shared/datasets/variants (never copied into the repository; an absent folder gives an
// empty list) and every 4×4 Sudoku grid, the independent oracle for small variant puzzles.
#pragma once

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "gridlogic/json_value.h"
#include "test_paths.h"

namespace gridlogic::testing {

// One example file as published.
struct VariantExample {
  std::string file;      // "21-orbit.json"
  std::string payload;   // fpuzzles_lz: the lz-string payload of an f-puzzles link
  std::string solution;  // as published (16×16: solution_padded2, two digits a cell)
  JsonValue fpuzzles;    // the decoded object
};

inline std::vector<VariantExample> load_variant_examples() {
  std::vector<VariantExample> out;
  // Not __FILE__: under ccache's CCACHE_BASEDIR (tools/build.sh) it is relative to the build folder.
  const auto dir = datasets_dir() / "variants";
  if (!std::filesystem::exists(dir)) return out;
  std::vector<std::filesystem::path> files;
  for (const auto& entry : std::filesystem::directory_iterator(dir))
    if (entry.path().extension() == ".json") files.push_back(entry.path());
  std::sort(files.begin(), files.end());
  for (const auto& f : files) {
    std::ifstream in(f);
    std::stringstream ss;
    ss << in.rdbuf();
    auto doc = parse_json(ss.str());
    if (!doc) continue;
    VariantExample c;
    c.file = f.filename().string();
    c.payload = doc->find("fpuzzles_lz")->as_string();
    const JsonValue* padded = doc->find("solution_padded2");
    c.solution = (padded && padded->is_string() ? padded : doc->find("solution"))->as_string();
    c.fpuzzles = *doc->find("fpuzzles");
    out.push_back(std::move(c));
  }
  return out;
}

// Every 4×4 Sudoku grid with 2×2 boxes (288), by plain backtracking.
inline std::vector<std::vector<uint8_t>> all_4x4_grids() {
  std::vector<std::vector<uint8_t>> out;
  std::vector<uint8_t> g(16, 0);
  auto ok = [&](int cell, int v) {
    const int r = cell / 4, c = cell % 4;
    for (int k = 0; k < 4; ++k)
      if (g[r * 4 + k] == v || g[k * 4 + c] == v) return false;
    for (int i = r / 2 * 2; i < r / 2 * 2 + 2; ++i)
      for (int j = c / 2 * 2; j < c / 2 * 2 + 2; ++j)
        if (g[i * 4 + j] == v) return false;
    return true;
  };
  auto rec = [&](auto&& self, int cell) -> void {
    if (cell == 16) return out.push_back(g);
    for (int v = 1; v <= 4; ++v)
      if (ok(cell, v)) g[cell] = static_cast<uint8_t>(v), self(self, cell + 1), g[cell] = 0;
  };
  rec(rec, 0);
  return out;
}

}  // namespace gridlogic::testing
