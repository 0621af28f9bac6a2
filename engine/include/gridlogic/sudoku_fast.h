// sudoku_fast.h — a fast native Sudoku solver for "solve and prove unique", for every size.
//
// 9×9 has its own path: one 27-bit word per digit and band, band-wise locked candidates, naked and
// hidden singles by bit tricks, branching on a two-candidate cell first, no allocation during the
// search — in SIMD vectors (sudoku_simd.h, docs/simd.md: SSE4.1, AVX2 or AVX-512, chosen at run time;
// WebAssembly SIMD128 in the WASM build), else scalar (docs/benchmarks.md measures both). 16×16 has its own bitboard
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
  int count = 0;               // solutions found, at most the limit
  bool exhausted = false;      // the whole search space was covered (count is exact)
  SudokuGrid first;            // the first solution found (cells empty when count == 0)
  uint64_t guesses = 0;        // branching decisions: every candidate tried at a branch point
  uint64_t branch_points = 0;  // cells branched on; what tdoku's benchmark counts as its guesses
  uint64_t dead_ends = 0;      // contradictions met
};

// Counts solutions up to `limit` (≥ 1). A `guess_budget` ≥ 0 stops the search before guess number
// budget + 1 (then neither exhausted nor at the limit: the caller reports "unknown"); -1 = no limit.
// A search with a budget also stops when the request's time limit passes (deadline.h); one without a
// budget never stops early, so a caller reading `count == 1` as "unique" needs no other check.
// 9×9 runs the widest SIMD search (sudoku_simd.h) the build has and the CPU can run, else the scalar
// one; all give the same counts, and the same solution whenever it is unique.
FastSudokuResult solve_sudoku_fast(const SudokuGrid& puzzle, int limit, int64_t guess_budget = -1);

// The 9×9 searches: the scalar bitboard search and one SIMD search compiled for several instruction
// sets (docs/simd.md). `Best` is what solve_sudoku_fast runs: the widest this build and CPU can run
// (AVX2 rather than AVX-512 on AMD CPUs, where it measured faster), checked once (CPUID), unless the environment variable GRIDLOGIC_SUDOKU9_PATH names another one that
// is available (scalar, sse4.1, avx2, avx512), for comparing them through the CLI.
enum class Sudoku9Path { Scalar, Sse41, Avx2, Avx512, Best };
inline constexpr Sudoku9Path kSudoku9Paths[] = {Sudoku9Path::Scalar, Sudoku9Path::Sse41, Sudoku9Path::Avx2,
                                                Sudoku9Path::Avx512};
// "scalar", "sse4.1" ("simd128" in a WASM build), "avx2", "avx512"; Best names the path it stands for.
const char* sudoku9_path_name(Sudoku9Path path);
// Whether this build carries the path and this CPU can run it (Scalar and Best always).
bool sudoku9_path_available(Sudoku9Path path);
// The path Best stands for.
Sudoku9Path sudoku9_best_path();

// Whether solve_sudoku_fast takes a SIMD path for 9×9 here.
bool sudoku_fast_simd_available();

// The same search with the 9×9 path chosen (tests, benchmarks); a path that is not available runs
// Best's. Other sizes ignore it. The bool form: true = Best, false = Scalar.
FastSudokuResult solve_sudoku_fast_path(const SudokuGrid& puzzle, int limit, int64_t guess_budget, Sudoku9Path path);
FastSudokuResult solve_sudoku_fast_path(const SudokuGrid& puzzle, int limit, int64_t guess_budget, bool simd);

// The generic search for any shape, which 16×16 used before its own search: the reference that tests
// and benchmarks compare the dedicated searches with. The same contract as solve_sudoku_fast.
FastSudokuResult solve_sudoku_generic(const SudokuGrid& puzzle, int limit, int64_t guess_budget = -1);

// The generic search of a pencil-mark puzzle (sudoku_format.h's SudokuPuzzle): every cell takes one of
// its `candidates` (bit v-1 for value v, one mask per cell) besides obeying the givens and the rules.
// The same contract as solve_sudoku_fast.
FastSudokuResult solve_sudoku_candidates(const SudokuGrid& puzzle, const std::vector<uint32_t>& candidates, int limit,
                                         int64_t guess_budget = -1);

}  // namespace gridlogic
