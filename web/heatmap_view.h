// heatmap_view.h — the Heatmap panel of the Sudoku "patterns" method: per cell how many puzzles of the
// set so far give it (lecture_patterns.h), drawn by shaders/heatmap.frag from a texture of one texel per
// cell inside an ImGui draw-list callback, the counts written over it by ImGui. A shader that does not
// compile is shown in the panel (and error() reaches the page), which then draws with ImGui's rectangles.
#pragma once

#include <string>

#include "imgui.h"
#include "lecture_model.h"
#include "theme.h"

namespace gridlogic::web {

class HeatmapView {
 public:
  bool init();  // compiles blit.vert + heatmap.frag
  bool ok() const { return ok_; }
  const std::string& error() const { return error_; }

  // Draws the counts of position `pos` (uploading them when the position changed since the last
  // draw or since reset(), which main.cpp calls when it loads another lecture).
  void draw(const lecture::Lecture& L, int pos, const Palette& p, const Fonts& f);
  void reset() { uploaded_pos_ = -1; }

 private:
  static void callback(const ImDrawList* list, const ImDrawCmd* cmd);
  void render(const ImDrawCmd* cmd);
  void upload(const lecture::Lecture& L, int pos);

  bool ok_ = false;
  std::string error_;
  unsigned program_ = 0, vao_ = 0, texture_ = 0;
  int uploaded_pos_ = -1;
  int n_ = 0, box_cols_ = 1, box_rows_ = 1;
  ImVec2 min_, max_;  // the grid's rectangle on the screen this frame
};

}  // namespace gridlogic::web
