// theme.h — the lecture view's looks: colours for the normal and the high-contrast (projector) theme,
// ImGui's style for each, and the fonts at the chosen scale (rebuilt when the scale changes).
#pragma once

#include "imgui.h"

namespace gridlogic::web {

// Every colour the panels draw with; two instances, normal and high contrast.
struct Palette {
  ImU32 paper, grid, grid_thick, hole;    // board
  ImU32 given, placed, candidate;         // digits
  ImU32 step_cell, placed_fill, removed;  // the current step: its cells, what it places/removes
  ImU32 island, island_text, bridge, bridge_maybe, bridge_new;
  ImU32 var_true, var_false, var_open, var_text;  // CNF variables
  ImU32 graph_bg, node, node_negative, node_ring, decision, conflict, conflict_side, uip, forced, contradiction, focus,
      learned, fresh;
  ImU32 edge, edge_cut, edge_focus, label;
  ImU32 accent;              // play head, highlights in plots
  ImU32 group(int i) const;  // distinct colours for SCCs, levels, components
  bool high_contrast = false;
};

const Palette& palette(bool high_contrast);

// ImGui's colours and sizes for the theme at a font scale.
void apply_style(bool high_contrast, float scale);

struct Fonts {
  ImFont* regular = nullptr;
  ImFont* large = nullptr;  // the step's explanation, for the back of the room
  ImFont* small = nullptr;  // candidates, labels
  float scale = 1.0f;
};

// Clears ImGui's font atlas and adds the fonts at `scale` (the embedded DejaVu Sans when the build
// found it, with the Greek, arrows and logic symbols the explanations use; else ImGui's own font).
// Call outside a frame, then recreate the renderer's font texture.
Fonts build_fonts(float scale);

}  // namespace gridlogic::web
