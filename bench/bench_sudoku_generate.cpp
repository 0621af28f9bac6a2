// bench_sudoku_generate.cpp — the Sudoku generator (sudoku_generator.h): puzzles per second by size and
// target level, and what one puzzle costs in its parts (full grid, removal pass, the SAT proof).
//
// Each iteration makes the next puzzle of one seed (index 0, 1, 2, …), so a run is reproducible and the
// rows average over different grids. Level 0 is "any": givens removed while the solution stays unique,
// rated once at the end. Counters: puzzles/s, mean givens, mean attempts (full grids tried per
// puzzle). Results and their reading: docs/benchmarks.md.
#include <benchmark/benchmark.h>

#include <cstdint>

#include "gridlogic/sudoku_fast.h"
#include "gridlogic/sudoku_generator.h"
#include "gridlogic/sudoku_sat.h"

namespace {

using gridlogic::SudokuShape;

// Args: side, level (0 = any), symmetry (index of SudokuSymmetry).
void BM_Generate(benchmark::State& state) {
  gridlogic::SudokuGeneratorOptions o;
  o.shape = *SudokuShape::for_side(static_cast<int>(state.range(0)));
  o.level = static_cast<int>(state.range(1));
  o.symmetry = static_cast<gridlogic::SudokuSymmetry>(state.range(2));
  o.seed = 2024;
  uint64_t index = 0;
  double givens = 0, attempts = 0;
  for (auto _ : state) {
    auto g = gridlogic::generate_sudoku(o, index++);
    if (!g) {
      state.SkipWithError(g.error().message.c_str());
      return;
    }
    givens += g->puzzle.givens();
    attempts += g->attempts;
  }
  const double n = static_cast<double>(index);
  state.counters["puzzles/s"] = benchmark::Counter(n, benchmark::Counter::kIsRate);
  state.counters["givens"] = givens / n;
  state.counters["attempts"] = attempts / n;
  state.SetLabel(std::to_string(o.shape.n()) + "x" + std::to_string(o.shape.n()) + " level " +
                 (o.level ? std::to_string(o.level) : std::string("any")) + " " +
                 std::string(gridlogic::symmetry_name(o.symmetry)));
}

void GenerateArgs(benchmark::internal::Benchmark* b) {
  const int rot2 = static_cast<int>(gridlogic::SudokuSymmetry::Rot2);
  const int none = static_cast<int>(gridlogic::SudokuSymmetry::None);
  for (int side : {4, 6, 9, 12, 16, 25}) b->Args({side, 0, rot2});
  b->Args({9, 0, none});
  for (int side : {4, 6, 9})
    for (int level = 1; level <= gridlogic::kSudokuMaxLevel; ++level) b->Args({side, level, rot2});
  b->Args({12, 1, rot2});
  b->Args({16, 1, rot2});
}
BENCHMARK(BM_Generate)->Apply(GenerateArgs)->Unit(benchmark::kMillisecond);

// The parts of one puzzle of level "any": a random full grid …
void BM_FullGrid(benchmark::State& state) {
  const SudokuShape shape = *SudokuShape::for_side(static_cast<int>(state.range(0)));
  gridlogic::SplitMix64 rng(1);
  for (auto _ : state) benchmark::DoNotOptimize(gridlogic::random_sudoku_solution(shape, rng));
}
BENCHMARK(BM_FullGrid)->Arg(9)->Arg(16)->Arg(25)->Unit(benchmark::kMicrosecond);

// … and the two proofs of uniqueness of a finished puzzle: the fast search and SAT.
void BM_Proof(benchmark::State& state) {
  gridlogic::SudokuGeneratorOptions o;
  o.shape = *SudokuShape::for_side(static_cast<int>(state.range(0)));
  o.seed = 7;
  auto g = gridlogic::generate_sudoku(o);
  if (!g) {
    state.SkipWithError(g.error().message.c_str());
    return;
  }
  const bool sat = state.range(1) != 0;
  for (auto _ : state) {
    if (sat) {
      auto session = gridlogic::SudokuSatSession::for_puzzle(g->puzzle, gridlogic::SudokuEncoding::Efficient);
      benchmark::DoNotOptimize(session->solve(g->puzzle, 2).count);
    } else {
      benchmark::DoNotOptimize(gridlogic::solve_sudoku_fast(g->puzzle, 2).count);
    }
  }
  state.SetLabel(sat ? "sat (efficient, givens as units)" : "fast");
}
BENCHMARK(BM_Proof)->ArgsProduct({{9, 16}, {0, 1}})->Unit(benchmark::kMicrosecond);

}  // namespace

BENCHMARK_MAIN();
