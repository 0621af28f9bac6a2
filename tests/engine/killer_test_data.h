// killer_test_data.h — the two public Killer Sudoku sets of ../shared/datasets as variant puzzles (killer
// cages on the default boxes), for variant_killer_test.cpp and bench/bench_variant.cpp: janko (810 of
// 4×4, 6×6, 9×9) and krazydad (8,000 9×9). Never copied into the repository; an absent folder gives an
// empty list.
#pragma once

#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "gridlogic/json_value.h"
#include "gridlogic/variant.h"
#include "gridlogic/variant_rules.h"
#include "test_paths.h"

namespace gridlogic::testing {

struct KillerCase {
  std::string name;
  VariantPuzzle puzzle;
  std::vector<uint8_t> solution;
};

inline std::filesystem::path killer_root() { return datasets_dir(); }

// A puzzle of n×n cells from per-cell cage labels and the sum of each label.
inline VariantPuzzle killer_puzzle(int n, const std::vector<std::string>& label,
                                   const std::map<std::string, int>& sum) {
  VariantPuzzle p;
  p.grid.n = n;
  p.grid.region = *default_variant_regions(n);
  p.givens.assign(n * n, 0);
  std::map<std::string, std::vector<int>> cages;
  for (int cell = 0; cell < n * n; ++cell) cages[label[cell]].push_back(cell);
  for (auto& [id, cells] : cages) {
    auto it = sum.find(id);
    p.rules.push_back(make_killer_cage(cells, it == sum.end() ? std::optional<int>{} : std::optional<int>{it->second}));
  }
  return p;
}

// janko: "R C", R lines with a cage's sum in one of its cells ('-' elsewhere), then R lines of cage ids.
inline std::vector<KillerCase> load_killer_janko() {
  std::vector<KillerCase> out;
  const auto path = killer_root() / "killer-sudoku-janko/KillerSudoku_dataset.json";
  std::ifstream in(path);
  if (!in) return out;
  std::stringstream ss;
  ss << in.rdbuf();
  auto doc = parse_json(ss.str());
  if (!doc || !doc->find("data")) return out;
  for (const auto& [name, entry] : doc->find("data")->members()) {
    std::istringstream problem(entry.find("problem")->as_string()), solution(entry.find("solution")->as_string());
    int rows = 0, cols = 0;
    problem >> rows >> cols;
    const int n = rows;
    std::vector<std::string> sums(n * n), label(n * n);
    for (auto& s : sums) problem >> s;
    for (auto& l : label) problem >> l;
    std::map<std::string, int> sum;
    for (int cell = 0; cell < n * n; ++cell)
      if (sums[cell] != "-") sum[label[cell]] = std::stoi(sums[cell]);
    KillerCase c{"janko/" + name, killer_puzzle(n, label, sum), {}};
    solution >> rows >> cols;
    for (int cell = 0; cell < n * n; ++cell) {
      int v = 0;
      solution >> v;
      c.solution.push_back(static_cast<uint8_t>(v));
    }
    out.push_back(std::move(c));
  }
  return out;
}

// krazydad CSV: puzz_color = 'K' + 81 cage letters; puzz_hint = sums in ASCII order of the letters.
inline std::vector<KillerCase> load_killer_krazydad() {
  std::vector<KillerCase> out;
  std::ifstream in(killer_root() / "killer-sudoku-krazydad/dataset_killer_sudoku.csv");
  std::string line;
  if (!in || !std::getline(in, line)) return out;
  while (std::getline(in, line)) {
    // Fields: index, title, vol, book, puzzle, color, "hint", solved, "order".
    std::vector<std::string> f;
    std::string cur;
    bool quoted = false;
    for (char ch : line) {
      if (ch == '"') quoted = !quoted;
      else if (ch == ',' && !quoted) f.push_back(cur), cur.clear();
      else cur += ch;
    }
    f.push_back(cur);
    if (f.size() < 8 || f[5].size() != 82) continue;
    std::vector<std::string> label;
    for (int i = 1; i <= 81; ++i) label.emplace_back(1, f[5][i]);
    std::vector<std::string> letters(label);
    std::sort(letters.begin(), letters.end());
    letters.erase(std::unique(letters.begin(), letters.end()), letters.end());
    std::map<std::string, int> sum;
    std::istringstream hints(f[6]);
    std::string h;
    for (size_t k = 0; k < letters.size() && std::getline(hints, h, ','); ++k) sum[letters[k]] = std::stoi(h);
    KillerCase c{"krazydad/" + f[1], killer_puzzle(9, label, sum), {}};
    for (char ch : f[7]) c.solution.push_back(static_cast<uint8_t>(ch - '0'));
    out.push_back(std::move(c));
  }
  return out;
}

}  // namespace gridlogic::testing
