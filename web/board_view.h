// board_view.h — draws a Sudoku board with ImGui's draw lists: givens, solved values, box lines.
#pragma once

#include "gridlogic/sudoku.h"

namespace gridlogic::web {

// Draws `puzzle` (givens, dark) and `solution` (the other cells, blue; may be empty) into the current
// ImGui window, filling the space available as a square.
void draw_sudoku_board(const SudokuGrid& puzzle, const SudokuGrid* solution);

}  // namespace gridlogic::web
