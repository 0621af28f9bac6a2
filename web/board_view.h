// board_view.h — the Board panel: the puzzle at a position of the timeline, drawn with
// ImGui's draw lists (the grids are small; graphs go through graph_renderer.h).
//
// Sudoku: givens, placed values, candidates, box lines. Tectonic: regions with thick borders, holes.
// Hashi: islands, drawn bridges, still-possible bridges, groups of joined islands in colours.
// CNF: the variable matrix (true / false / open, with decision levels). Variant Sudoku: its regions and
// its rules as marks (cages with sums, thermometers, arrows, lines, dots, XV). In every genre the current
// step's cells are highlighted, its placed values filled green and its removed candidates struck red.
#pragma once

#include "lecture_model.h"
#include "theme.h"

namespace gridlogic::web {

// Fills the rest of the current ImGui window with the board at timeline position `pos`.
void draw_board(const lecture::Lecture& L, int pos, const Palette& p, const Fonts& f);

}  // namespace gridlogic::web
