// shader_program.h — what the panels that draw with their own shaders share (the graph renderer and
// the heatmap view): building a GL program from two of the shaders embedded from shaders/ (generated
// embedded_shaders.h), prepending "#version 300 es", which the files leave out; and the framebuffer
// rectangle an ImGui draw-list callback may draw into.
#pragma once

#include <string>
#include <string_view>

#include "imgui.h"

namespace gridlogic::web {

// Compiles and links `vert` + `frag` (file names in shaders/). Returns the program, or 0 after appending
// "name: the driver's log" to `error` (the panels show it, and fall back to ImGui's draw lists).
unsigned link_program(std::string_view vert, std::string_view frag, std::string& error);

// An ImGui callback's clip rectangle (its panel) in framebuffer pixels, y down, with the framebuffer's
// size and scale; GL's scissor wants y up: scissor_y() converts.
struct CallbackClip {
  int x0 = 0, y0 = 0, x1 = 0, y1 = 0;
  float fb_w = 0, fb_h = 0;  // framebuffer size in pixels
  float sx = 1, sy = 1;      // framebuffer pixels per ImGui unit
  ImVec2 display_pos;        // ImGui's screen origin
  int w() const { return x1 - x0; }
  int h() const { return y1 - y0; }
  bool empty() const { return x1 <= x0 || y1 <= y0; }
  int scissor_y() const { return static_cast<int>(fb_h) - y1; }
};
CallbackClip callback_clip(const ImDrawCmd* cmd);

}  // namespace gridlogic::web
