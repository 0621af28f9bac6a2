// panels.h — the Timeline and Statistics panels, and the play head they share with the keyboard.
//
// The Timeline shows the current step's explanation large, the transport (start, back, play/pause,
// forward, end, speed, next conflict) and the list of every step; the Statistics panel plots what the
// solver did over the steps (open cells or variables, conflicts, decisions, propagations, clauses).
#pragma once

#include <string>
#include <vector>

#include "imgui.h"
#include "lecture_model.h"
#include "theme.h"

namespace gridlogic::web {

// Where the timeline stands, and whether it plays. pos counts the steps applied (0..size()).
struct PlayHead {
  int pos = 0;
  bool playing = false;
  float speed = 2.0f;  // steps per second while playing
  double carry = 0.0;  // fractional steps owed by the clock

  void go(int p, int size);
  void step(int delta, int size) { go(pos + delta, size); }
  // Jumps just past the next key step (conflict, 2-SAT round, cut...) after the current position.
  bool next_key(const lecture::Lecture& L);
  // Advances by the clock while playing; stops at the end.
  void tick(double dt, int size);
};

// The "next conflict" button's words for a genre (what its key steps are).
const char* key_step_name(const lecture::Lecture& L);

// A named rectangle on the screen, told to the page (panels, transport buttons) for the browser tests.
struct NamedRect {
  std::string name;
  ImVec2 min, max;
};

// A button the Timeline adds after its transport (the lab's: undo the class's decision, run to a
// breakpoint, is it unique?). Its rectangle is published as "transport:<id>".
struct TimelineButton {
  std::string id;
  std::string label;
};

// The Timeline: heading, the explanation, the transport (wrapping onto more rows when the panel is
// narrow for the text size), the position slider and, with `list`, every step. The transport's
// buttons are added to `rects` ("transport:play", ...). Returns true while the step list is still
// scrolling to the current step (draw another frame).
// `extra` buttons follow the transport; the id of one pressed goes to *pressed.
bool draw_timeline(const lecture::Lecture& L, PlayHead& head, const Palette& p, const Fonts& f, bool list,
                   std::vector<NamedRect>& rects, const std::vector<TimelineButton>& extra = {},
                   std::string* pressed = nullptr, bool compact = false);
// The height the Timeline needs at `width` without its step list (title bar included), at the
// current fonts: the layout gives it at least this, so the transport is never cut off.
// Compact: the transport in short words without the speed slider (the projector layout's left column).
float timeline_min_height(const lecture::Lecture& L, float width, const Fonts& f,
                          const std::vector<TimelineButton>& extra = {}, bool compact = false);

// What the Statistics panel reports about drawing.
struct RenderInfo {
  float fps = 0;
  int graph_nodes = 0;
  int graph_edges = 0;
  bool shaders = false;         // the graph shaders compiled (else ImGui draw lists)
  bool instanced = false;       // glDrawArraysInstanced rather than replicated vertices
  bool heatmap = false;         // the Sudoku patterns method: a heatmap panel instead of the graph
  bool heatmap_shader = false;  // heatmap.frag compiled (else ImGui rectangles)
};

void draw_statistics(const lecture::Lecture& L, int pos, const Palette& p, const Fonts& f, const RenderInfo& info);

}  // namespace gridlogic::web
