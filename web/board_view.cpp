// board_view.cpp — the Board panel's Sudoku drawing (see board_view.h).
#include "board_view.h"

#include <algorithm>

#include "imgui.h"

namespace gridlogic::web {

void draw_sudoku_board(const SudokuGrid& puzzle, const SudokuGrid* solution) {
  const int n = puzzle.shape.n();
  ImVec2 avail = ImGui::GetContentRegionAvail();
  float side = std::max(64.0f, std::min(avail.x, avail.y));
  ImVec2 origin = ImGui::GetCursorScreenPos();
  float cell = side / static_cast<float>(n);
  ImDrawList* dl = ImGui::GetWindowDrawList();

  dl->AddRectFilled(origin, ImVec2(origin.x + side, origin.y + side), IM_COL32(250, 248, 240, 255));
  for (int i = 0; i <= n; ++i) {
    bool row_box = i % puzzle.shape.box_rows == 0, col_box = i % puzzle.shape.box_cols == 0;
    float t = static_cast<float>(i) * cell;
    dl->AddLine(ImVec2(origin.x, origin.y + t), ImVec2(origin.x + side, origin.y + t),
                IM_COL32(40, 40, 40, 255), row_box ? 3.0f : 1.0f);
    dl->AddLine(ImVec2(origin.x + t, origin.y), ImVec2(origin.x + t, origin.y + side),
                IM_COL32(40, 40, 40, 255), col_box ? 3.0f : 1.0f);
  }
  ImFont* font = ImGui::GetFont();
  float size = cell * 0.6f;
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c) {
      int given = puzzle.at(r, c);
      int value = given ? given : (solution ? solution->at(r, c) : 0);
      if (!value) continue;
      char text[2] = {value_char(value), 0};
      ImVec2 ts = font->CalcTextSizeA(size, 1e9f, 0.0f, text);
      ImVec2 pos(origin.x + (static_cast<float>(c) + 0.5f) * cell - ts.x / 2,
                 origin.y + (static_cast<float>(r) + 0.5f) * cell - ts.y / 2);
      dl->AddText(font, size, pos, given ? IM_COL32(20, 20, 20, 255) : IM_COL32(30, 90, 200, 255), text);
    }
  ImGui::Dummy(ImVec2(side, side));
}

}  // namespace gridlogic::web
