// graph_view.h — the Implication graph panel: title, notes and legend, then the graph itself with pan
// (drag), zoom (wheel; double-click fits again), labels when there is room, and a tooltip per node.
// Drawing goes through GraphRenderer (instanced shaders); when the shaders failed, ImGui's draw lists
// draw the graph instead and the panel shows the compile error.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "graph_renderer.h"
#include "label_layout.h"
#include "lecture_model.h"
#include "theme.h"

namespace gridlogic::web {

class GraphView {
 public:
  // A new graph: uploads it and fits it into the panel on the next draw (keep_view keeps pan/zoom).
  void set_graph(lecture::Graph g, const Palette& p, GraphRenderer& r, bool keep_view = false);
  // Re-uploads colours after a theme change.
  void restyle(const Palette& p, GraphRenderer& r) { r.upload(graph_, p); }
  // Fills the rest of the current ImGui window.
  void draw(const Palette& p, const Fonts& f, GraphRenderer& r);

  const lecture::Graph& graph() const { return graph_; }
  // The canvas rectangle of the last draw (screen coordinates), for the page's tests.
  ImVec2 canvas_min() const { return canvas_min_; }
  ImVec2 canvas_max() const { return canvas_max_; }
  // Nodes whose centre was inside the canvas at the last draw.
  int visible_nodes() const { return visible_; }
  // The viewer is dragging the graph or zoomed it a moment ago (a wheel gives no "end" event, so a
  // zoom counts as going on for 0.25 s): the renderer may move its cached picture instead of
  // rendering, and main.cpp may draw only this panel. When it turns false, one full frame follows.
  bool interacting() const { return interacting_; }
  // The draw list of the window the graph was drawn in at the last draw (the panel main.cpp redraws
  // alone while interacting).
  ImDrawList* draw_list() const { return draw_list_; }

  // Where node i was drawn at the last draw (screen coordinates).
  ImVec2 screen_of(int i) const {
    const lecture::GraphNode& n = graph_.nodes[i];
    return ImVec2(last_origin_.x + n.x * last_scale_.x, last_origin_.y + n.y * last_scale_.y);
  }

  // The node clicked at the last draw (and not dragged), once: -1 when none.
  int take_clicked() {
    const int c = clicked_;
    clicked_ = -1;
    return c;
  }

  // The node under the pointer at the last draw, or -1.
  int hovered() const { return hovered_; }

  // The labels written at the last draw, with their rectangles (screen coordinates); none overlap.
  const std::vector<std::pair<std::string, lecture::LabelRect>>& drawn_labels() const { return drawn_labels_; }

 private:
  lecture::Graph graph_;
  std::vector<bool> label_above_;  // per node: its label goes above it (alternate columns)
  float zoom_ = 1.0f;
  ImVec2 pan_{0, 0};
  ImVec2 canvas_min_{0, 0}, canvas_max_{0, 0};
  int visible_ = 0;
  bool interacting_ = false;
  int clicked_ = -1;
  int hovered_ = -1;  // the node under the pointer at the last draw, or -1

  ImVec2 last_origin_{0, 0}, last_scale_{1, 1};
  double wheel_time_ = -1;
  ImDrawList* draw_list_ = nullptr;
  std::vector<std::pair<std::string, lecture::LabelRect>> drawn_labels_;
};

}  // namespace gridlogic::web
