// sudoku_check.h — the one-pass rule check behind find_sudoku_violation (sudoku.cpp), for callers that
// hold raw cells: the searches' second solutions read off a first (sudoku_swap.cpp) are checked with it
// before they are counted.
#pragma once

#include <cstdint>

#include "gridlogic/sudoku.h"

namespace gridlogic {

// True when `filled` (shape.cells() values, row by row) holds 1..n in every cell, keeps every given of
// `givens` (0: none) and repeats no value in a row, column or box; sides up to 32.
bool is_sudoku_solution(const SudokuShape& shape, const uint8_t* givens, const uint8_t* filled);

}  // namespace gridlogic
