// sudoku_fast16.h — the dedicated 16×16 search behind solve_sudoku_fast (internal; docs/sixteen.md).
//
// sudoku_fast.cpp dispatches every classic 16×16 (4×4 boxes) request here; the generic search of that
// file stays the reference (solve_sudoku_generic) and is what tests/engine/sudoku_fast16_test.cpp and
// bench/bench_sudoku.cpp compare it with. Plain C++ with 64-bit words, built like the rest of the engine.
#pragma once

#include <cstdint>

#include "gridlogic/sudoku_fast.h"

namespace gridlogic {

// The contract of solve_sudoku_fast for a 4×4-box puzzle: count up to `limit`, the guess budget, the
// counters. `puzzle` must have 256 cells holding 0..16 (a value above 16 counts as a contradiction).
FastSudokuResult solve_sudoku_fast16(const SudokuGrid& puzzle, int limit, int64_t guess_budget);

}  // namespace gridlogic
