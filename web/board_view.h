// board_view.h — the Board panel: the puzzle at a position of the timeline, drawn with
// ImGui's draw lists (the grids are small; graphs go through graph_renderer.h).
//
// Sudoku: givens, placed values, candidates, box lines. Tectonic: regions with thick borders, holes.
// Hashi: islands, drawn bridges, still-possible bridges, groups of joined islands in colours.
// CNF: the variable matrix (true / false / open, with decision levels). Variant Sudoku: its regions and
// its rules as marks (cages with sums, thermometers, arrows, lines, dots, XV). In every genre the current
// step's cells are highlighted, its placed values filled green and its removed candidates struck red.
#pragma once

#include <utility>
#include <vector>

#include "imgui.h"
#include "lecture_model.h"
#include "theme.h"

namespace gridlogic::web {

// What the class may do on a board in the lab: pick an open candidate as the next decision (a click),
// set a breakpoint on one (a right click); and where the grid lies (published for the tests). On a
// CNF's variable matrix a tile is a variable: its left half decides it true (clicked_value 1), its right
// half false (clicked_value -1); a right click sets a breakpoint on the variable (value 0).
struct BoardInput {
  bool pickable = false;                                    // candidates answer the mouse
  const std::vector<std::pair<int, int>>* marks = nullptr;  // breakpoints (cell, value) drawn as red rings
  // Filled in by draw_board:
  int clicked_cell = -1, clicked_value = 0;  // a candidate clicked this frame
  bool right_click = false;                  // … with the right button
  ImVec2 grid_min{0, 0};                     // the grid's top-left corner (screen)
  float cell = 0;                            // a cell's side in pixels (a CNF tile's width)
  float cell_h = 0;                          // a cell's height (= cell but on the CNF's tiles)
  int sub_cols = 0, sub_rows = 0;            // how a cell's candidates are laid out
  float candidate_px = 0;                    // the candidates' text size in pixels
};

// Fills the rest of the current ImGui window with the board at timeline position `pos`.
void draw_board(const lecture::Lecture& L, int pos, const Palette& p, const Fonts& f, BoardInput* input = nullptr);

}  // namespace gridlogic::web
