// bench_sudoku.cpp — solve + uniqueness time per Sudoku method: the fast native search, and SAT with
// each encoding of document 002 (its table 2 compares the encodings).
//
// Report ratios against a row measured in the same run; absolute times are noisy. Uses the 17-clue
// set and the hardest set from ../shared/datasets when present, else a few well-known puzzles.
#include <benchmark/benchmark.h>

#include <fstream>
#include <string>
#include <vector>

#include "gridlogic/api.h"
#include "gridlogic/sudoku.h"
#include "gridlogic/sudoku_sat.h"

namespace {

std::vector<std::string> load_puzzles(const std::string& set) {
  std::vector<std::string> puzzles;
  for (const std::string& root : {"../shared/datasets/", "../../shared/datasets/", "../../../shared/datasets/"}) {
    std::ifstream in(root + set);
    std::string line;
    while (puzzles.size() < 200 && std::getline(in, line))
      if (line.size() >= 81 && line[0] != '#') puzzles.push_back(line.substr(0, 81));
    if (!puzzles.empty()) return puzzles;
  }
  return {
      "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..",
      "..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9",
      "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
  };
}

constexpr const char* k17 = "sudoku-17clue/puzzles2_17_clue";
constexpr const char* kHardest = "sudoku-forum-hardest-1905-11plus/puzzles5_forum_hardest_1905_11+";

// One iteration = solve one puzzle and prove it unique (count up to 2), cycling through the set.
void BM_Sudoku(benchmark::State& state, const char* set, const char* method, const char* encoding) {
  const std::vector<std::string> puzzles = load_puzzles(set);
  size_t i = 0;
  for (auto _ : state) {
    gridlogic::SolveRequest req;
    req.puzzle = puzzles[i++ % puzzles.size()];
    req.method = method;
    req.encoding = encoding;
    auto report = gridlogic::solve(req);
    benchmark::DoNotOptimize(report);
  }
  state.SetLabel(std::to_string(puzzles.size()) + " puzzles");
}

// The same work through one SudokuSatSession per run: rules encoded once, givens as assumptions.
void BM_SudokuSession(benchmark::State& state, const char* set, gridlogic::SudokuEncoding encoding) {
  const std::vector<std::string> puzzles = load_puzzles(set);
  std::vector<gridlogic::SudokuGrid> grids;
  for (const std::string& p : puzzles) grids.push_back(*gridlogic::parse_sudoku_line(p));
  gridlogic::SudokuSatSession session(grids.front().shape, encoding);
  size_t i = 0;
  for (auto _ : state) {
    auto mc = session.solve(grids[i++ % grids.size()], 2);
    benchmark::DoNotOptimize(mc);
  }
  state.SetLabel(std::to_string(puzzles.size()) + " puzzles");
}

BENCHMARK_CAPTURE(BM_Sudoku, 17clue_fast, k17, "fast", "")->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(BM_Sudoku, 17clue_sat_minimal, k17, "sat", "minimal")->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(BM_Sudoku, 17clue_sat_efficient, k17, "sat", "efficient")->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(BM_Sudoku, 17clue_sat_extended, k17, "sat", "extended")->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(BM_Sudoku, hardest_fast, kHardest, "fast", "")->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(BM_Sudoku, hardest_sat_minimal, kHardest, "sat", "minimal")->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(BM_Sudoku, hardest_sat_extended, kHardest, "sat", "extended")->Unit(benchmark::kMicrosecond);

using gridlogic::SudokuEncoding;
BENCHMARK_CAPTURE(BM_SudokuSession, 17clue_session_minimal, k17, SudokuEncoding::Minimal)->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(BM_SudokuSession, 17clue_session_efficient, k17, SudokuEncoding::Efficient)->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(BM_SudokuSession, 17clue_session_extended, k17, SudokuEncoding::Extended)->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(BM_SudokuSession, hardest_session_minimal, kHardest, SudokuEncoding::Minimal)->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(BM_SudokuSession, hardest_session_extended, kHardest, SudokuEncoding::Extended)->Unit(benchmark::kMicrosecond);

}  // namespace

BENCHMARK_MAIN();
