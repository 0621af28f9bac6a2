// shader_program.h — builds a GL program from two of the shaders embedded from shaders/ (generated
// embedded_shaders.h), prepending "#version 300 es", which the files leave out. Shared by the graph
// renderer and the heatmap view.
#pragma once

#include <string>
#include <string_view>

namespace gridlogic::web {

// Compiles and links `vert` + `frag` (file names in shaders/). Returns the program, or 0 after appending
// "name: the driver's log" to `error` (the panels show it, and fall back to ImGui's draw lists).
unsigned link_program(std::string_view vert, std::string_view frag, std::string& error);

}  // namespace gridlogic::web
