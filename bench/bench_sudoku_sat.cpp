// bench_sudoku_sat.cpp — SAT solve + uniqueness time per Sudoku encoding (document 002, table 2).
//
// Report ratios against the minimal encoding measured in the same run; absolute times are noisy.
// Uses ../shared/datasets/sudoku-17clue when present, else a few well-known puzzles.
#include <benchmark/benchmark.h>

#include <fstream>
#include <string>
#include <vector>

#include "gridlogic/api.h"

namespace {

std::vector<std::string> load_puzzles() {
  std::vector<std::string> puzzles;
  for (const char* path : {"../shared/datasets/sudoku-17clue/puzzles2_17_clue",
                           "../../../shared/datasets/sudoku-17clue/puzzles2_17_clue"}) {
    std::ifstream in(path);
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

void BM_SudokuSat(benchmark::State& state, const char* encoding) {
  static const std::vector<std::string> puzzles = load_puzzles();
  size_t i = 0;
  for (auto _ : state) {
    gridlogic::SolveRequest req;
    req.puzzle = puzzles[i++ % puzzles.size()];
    req.encoding = encoding;
    auto report = gridlogic::solve(req);
    benchmark::DoNotOptimize(report);
  }
  state.SetLabel(std::to_string(puzzles.size()) + " puzzles");
}

BENCHMARK_CAPTURE(BM_SudokuSat, minimal, "minimal")->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(BM_SudokuSat, efficient, "efficient")->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(BM_SudokuSat, extended, "extended")->Unit(benchmark::kMicrosecond);

}  // namespace

BENCHMARK_MAIN();
