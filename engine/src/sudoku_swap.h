// sudoku_swap.h — a second Sudoku solution read off the first by exchanging two rows (columns) of one
// band (stack) on a closed set of columns (rows), for "count to 2" (issue 37; docs/simd.md, "Tenth
// pass"). Internal: the searches of sudoku_fast.cpp, sudoku_simd_search.h and sudoku_fast16.cpp call it
// through SecondFromFirst (sudoku_simd.h's seam, plain types) at their first solution when asked for 2.
//
// Why it is sound: take rows r1, r2 of one band and the columns C ⊆ non-given cells of both rows with
// {S[r1][c] : c ∈ C} = {S[r2][c] : c ∈ C} (C closed under π, π(c) = the column where r2 holds
// S[r1][c]: a union of π's cycles). Exchanging the two rows' values on C keeps each row's value set,
// moves values only within each column, and keeps each box's values (both rows cross every box of the
// band). So the exchanged grid is a solution, different from S (r1 and r2 differ in every column), and
// keeps every given. The same holds for two columns of one stack.
#pragma once

#include <cstdint>

namespace gridlogic {

// For a grid of side n = box_rows · box_cols ≤ 32, row by row: `givens` (0 = empty), `first` a
// solution of them. Writes into `second` (n · n values) a second solution differing from `first` by
// such an exchange and returns true, or returns false when no pair of rows (columns) of one band
// (stack) has a closed set of columns (rows) without a given. False says nothing about uniqueness.
bool swapped_solution(int box_rows, int box_cols, const uint8_t* givens, const uint8_t* first, uint8_t* second);

// The 9×9 case, as the searches call it (sudoku_simd.h's SecondFromFirst).
bool swapped_solution_9x9(const uint8_t* givens, const uint8_t* first, uint8_t* second);

// The parts, for tests: the exchange without the rule check that the two above apply to what it finds,
// portable (any shape) and in SSSE3 or AVX2 vectors (9×9; false where the CPU or build lacks them),
// which find the same exchange (the same pair first, the largest closed set of its non-given positions); and
// that check for 9×9 in SSSE3 (sudoku_check.h's is_sudoku_solution where there is none).
bool exchange_lines(int box_rows, int box_cols, const uint8_t* givens, const uint8_t* first, uint8_t* second);
bool exchange_lines_9x9_ssse3(const uint8_t* givens, const uint8_t* first, uint8_t* second);
bool exchange_lines_9x9_avx2(const uint8_t* givens, const uint8_t* first, uint8_t* second);  // two groups a step
bool is_sudoku_solution_9x9_ssse3(const uint8_t* givens, const uint8_t* grid);
bool have_ssse3();
bool have_avx2();

}  // namespace gridlogic
