// test_util.h — helpers shared by the engine tests: data-set paths, a brute-force Sudoku counter, the
// pigeonhole CNF, and a verb run through the public API.
#pragma once

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <numeric>
#include <random>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "gridlogic/api.h"
#include "gridlogic/sudoku_fast.h"
#include "gridlogic/cnf.h"
#include "gridlogic/json_value.h"
#include "gridlogic/sudoku.h"
#include "test_paths.h"

namespace gridlogic::testing {

// Pigeons into holes, each pigeon in some hole and no two in one: unsatisfiable when pigeons > holes,
// and exponentially hard for resolution (CDCL), so a small instance keeps a solver busy.
inline Cnf pigeonhole(int pigeons, int holes) {
  Cnf cnf;
  const VarRange& p = cnf.new_range("p", {pigeons, holes}, {"p", "h"});
  for (int i = 0; i < pigeons; ++i) {
    std::vector<Lit> row;
    for (int h = 0; h < holes; ++h) row.push_back(Lit::pos(p.at({i, h})));
    cnf.add_clause(row);
  }
  for (int h = 0; h < holes; ++h) {
    std::vector<Lit> col;
    for (int i = 0; i < pigeons; ++i) col.push_back(Lit::pos(p.at({i, h})));
    cnf.at_most_one_pairwise(col);
  }
  return cnf;
}

inline constexpr const char* kWikipediaPuzzle =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
inline constexpr const char* kWikipediaSolution =
    "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

// The path of a file under ../shared/datasets, or "" when the folder is absent (tests then skip).
inline std::string dataset_path(const std::string& relative) {
  const std::filesystem::path p = datasets_dir() / relative;
  return std::filesystem::exists(p) ? p.string() : std::string();
}

// The five classic 9×9 data sets of the benchmarks (docs/benchmarks.md), relative to dataset_path.
inline constexpr const char* kNineByNineSets[] = {
    "sudoku-17clue/puzzles2_17_clue", "sudoku-magictour-top1465/puzzles3_magictour_top1465",
    "sudoku-forum-hardest-1905-11plus/puzzles5_forum_hardest_1905_11+",
    "sudoku-forum-hardest-1106/puzzles6_forum_hardest_1106", "sudoku-serg-benchmark/puzzles7_serg_benchmark"};

// How sparsely the slow data-set tests sample their sets: every k-th case, k from the environment's
// GRIDLOGIC_DATASET_SAMPLE (1, every case, when unset). The checked preset sets it because ASan and
// UBSan make those tests several times slower (docs/testing.md); the native run checks every case.
inline size_t dataset_sample_stride() {
  const char* s = std::getenv("GRIDLOGIC_DATASET_SAMPLE");
  const long k = s ? std::strtol(s, nullptr, 10) : 1;
  return k > 1 ? static_cast<size_t>(k) : 1;
}

// Every dataset_sample_stride()-th element of `all`, starting with the first.
template <class T>
std::vector<T> dataset_sample(std::vector<T> all) {
  const size_t k = dataset_sample_stride();
  if (k == 1) return all;
  std::vector<T> out;
  for (size_t i = 0; i < all.size(); i += k) out.push_back(std::move(all[i]));
  return out;
}

// Reads up to `limit` puzzle lines (skipping '#' comments) of a tdoku-style file.
inline std::vector<std::string> read_puzzle_lines(const std::string& path, size_t limit) {
  std::vector<std::string> out;
  std::ifstream in(path);
  std::string line;
  while (out.size() < limit && std::getline(in, line)) {
    if (!line.empty() && line.back() == '\r') line.pop_back();
    if (line.empty() || line[0] == '#') continue;
    out.push_back(line);
  }
  return out;
}

// Counts solutions by plain backtracking, up to `limit`: the independent oracle for property tests.
inline int brute_force_count(SudokuGrid g, int limit) {
  const SudokuShape s = g.shape;
  const int n = s.n();
  auto allowed = [&](int cell, int v) {
    int r = cell / n, c = cell % n;
    for (int k = 0; k < n; ++k) {
      if (k != c && g.at(r, k) == v) return false;
      if (k != r && g.at(k, c) == v) return false;
    }
    int br = r / s.box_rows * s.box_rows, bc = c / s.box_cols * s.box_cols;
    for (int i = br; i < br + s.box_rows; ++i)
      for (int j = bc; j < bc + s.box_cols; ++j)
        if ((i != r || j != c) && g.at(i, j) == v) return false;
    return true;
  };
  for (int cell = 0; cell < s.cells(); ++cell)
    if (g.cells[cell] && !allowed(cell, g.cells[cell])) return 0;
  int count = 0;
  auto rec = [&](auto&& self, int cell) -> void {
    if (count >= limit) return;
    while (cell < s.cells() && g.cells[cell]) ++cell;
    if (cell == s.cells()) {
      ++count;
      return;
    }
    for (int v = 1; v <= n; ++v)
      if (allowed(cell, v)) {
        g.cells[cell] = static_cast<uint8_t>(v);
        self(self, cell + 1);
        g.cells[cell] = 0;
      }
  };
  rec(rec, 0);
  return count;
}

// A puzzle of side n with a unique solution: a pattern solution, then blanks wherever the fast search
// still proves uniqueness, in a fixed scattered order.
inline SudokuGrid small_puzzle(int n, int seed) {
  const SudokuShape shape = *SudokuShape::for_side(n);
  SudokuGrid g{shape, std::vector<uint8_t>(n * n)};
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c)
      g.cells[r * n + c] =
          static_cast<uint8_t>((shape.box_cols * (r % shape.box_rows) + r / shape.box_rows + c) % n + 1);
  for (int k = 0; k < n * n; ++k) {
    const int cell = (k * 7 + seed * 13) % (n * n);
    SudokuGrid trial = g;
    trial.cells[cell] = 0;
    if (solve_sudoku_fast(trial, 2).count == 1) g = trial;
  }
  return g;
}

// A random complete grid of any shape: the pattern (box_cols·(r mod box_rows) + r div box_rows + c)
// mod n, with its values relabelled, rows shuffled within bands and bands shuffled, columns likewise.
inline SudokuGrid random_full_grid(SudokuShape s, std::mt19937& rng) {
  const int n = s.n();
  auto order = [&](int groups, int size) {
    std::vector<int> g(groups), out;
    std::iota(g.begin(), g.end(), 0);
    std::shuffle(g.begin(), g.end(), rng);
    for (int gi : g) {
      std::vector<int> in(size);
      std::iota(in.begin(), in.end(), 0);
      std::shuffle(in.begin(), in.end(), rng);
      for (int x : in) out.push_back(gi * size + x);
    }
    return out;
  };
  const std::vector<int> rows = order(n / s.box_rows, s.box_rows), cols = order(n / s.box_cols, s.box_cols);
  std::vector<int> label(n);
  std::iota(label.begin(), label.end(), 1);
  std::shuffle(label.begin(), label.end(), rng);
  SudokuGrid g{s, std::vector<uint8_t>(s.cells())};
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c)
      g.cells[r * n + c] =
          static_cast<uint8_t>(label[(s.box_cols * (rows[r] % s.box_rows) + rows[r] / s.box_rows + cols[c]) % n]);
  return g;
}

// The grid with all but `keep` random cells blanked.
inline SudokuGrid blank_all_but(const SudokuGrid& full, int keep, std::mt19937& rng) {
  std::vector<int> idx(full.cells.size());
  std::iota(idx.begin(), idx.end(), 0);
  std::shuffle(idx.begin(), idx.end(), rng);
  SudokuGrid g{full.shape, std::vector<uint8_t>(full.cells.size(), 0)};
  for (int k = 0; k < keep; ++k) g.cells[idx[k]] = full.cells[idx[k]];
  return g;
}

// One verb through the public API (api.h), as the CLI and the WASM module call it.
inline Response run_verb(const std::string& verb, const std::string& input = "",
                         std::initializer_list<std::pair<const char*, const char*>> options = {}) {
  Request req;
  req.verb = verb;
  req.input = input;
  for (auto [k, v] : options) req.options.set(k, v);
  return run(req);
}

// A successful response's JSON, parsed (a failure is reported and gives an empty value).
inline JsonValue json_of(const Response& r) {
  EXPECT_TRUE(r.error.empty()) << r.error;
  auto v = parse_json(r.json);
  EXPECT_TRUE(v.ok()) << r.json;
  return v.ok() ? *v : JsonValue();
}

}  // namespace gridlogic::testing
