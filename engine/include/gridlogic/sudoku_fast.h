// sudoku_fast.h — a fast native Sudoku solver for "solve and prove unique", for every size.
//
// 9×9 has its own path: one 27-bit word per digit and band, band-wise locked candidates, naked and
// hidden singles by bit tricks, branching on a two-candidate cell first, no allocation during the
// search — in 128-bit vectors (sudoku_simd.cpp, docs/simd.md) when the CPU has SSE4.1 and POPCNT or
// the WASM build has SIMD, else scalar (docs/benchmarks.md measures both). 16×16 has its own bitboard
// search too (sudoku_fast16.cpp, docs/sixteen.md). Other sizes use a generic bitset search: singles to a
// fixpoint, then the cell with the fewest candidates. Both stop as soon as
// `limit` solutions are found. This is the engine's default for classic Sudoku and the uniqueness
// check of generators; SAT remains the reference.
#pragma once

#include <cstdint>
#include <vector>

#include "gridlogic/sudoku.h"

namespace gridlogic {

struct FastSudokuResult {
  int count = 0;                 // solutions found, at most the limit
  bool exhausted = false;        // the whole search space was covered (count is exact)
  SudokuGrid first;              // the first solution found (cells empty when count == 0)
  uint64_t guesses = 0;          // branching decisions: every candidate tried at a branch point
  uint64_t branch_points = 0;    // cells branched on; what tdoku's benchmark counts as its guesses
  uint64_t dead_ends = 0;        // contradictions met
};

// Counts solutions up to `limit` (≥ 1). A `guess_budget` ≥ 0 stops the search before guess number
// budget + 1 (then neither exhausted nor at the limit: the caller reports "unknown"); -1 = no limit.
// A search with a budget also stops when the request's time limit passes (deadline.h); one without a
// budget never stops early, so a caller reading `count == 1` as "unique" needs no other check.
// 9×9 runs the SIMD search (sudoku_simd.cpp) when the build has it and the CPU can run it, else the
// scalar one; both give the same counts, and the same solution whenever it is unique.
FastSudokuResult solve_sudoku_fast(const SudokuGrid& puzzle, int limit, int64_t guess_budget = -1);

// Whether solve_sudoku_fast takes the SIMD path for 9×9 here (SSE4.1 + POPCNT, or a WASM SIMD build).
bool sudoku_fast_simd_available();

// The same search with the 9×9 path chosen: simd = false forces the scalar one (tests, benchmarks);
// simd = true takes SIMD when available. Other sizes ignore it.
FastSudokuResult solve_sudoku_fast_path(const SudokuGrid& puzzle, int limit, int64_t guess_budget, bool simd);

// The generic search for any shape, which 16×16 used before its own search: the reference that tests
// and benchmarks compare the dedicated searches with. The same contract as solve_sudoku_fast.
FastSudokuResult solve_sudoku_generic(const SudokuGrid& puzzle, int limit, int64_t guess_budget = -1);

}  // namespace gridlogic
