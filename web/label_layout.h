// label_layout.h — where the graph panel puts a graph and its node labels, apart from ImGui (so that
// tests/lecture can check it natively): the fit of a layout into the panel at a text scale, and labels
// placed so that no two overlap. At scales 2 and 3 a label is wider than the space between nodes;
// each label tries below or above its node (alternate columns first take the other side), then right
// and left, and a label that fits nowhere is left out (hovering its node still names it).
#pragma once

#include <string>
#include <vector>

#include "lecture_model.h"

namespace gridlogic::lecture {

// Screen placement of a graph: screen = origin + layout * scale.
struct GraphFrame {
  float origin_x = 0, origin_y = 0;  // screen position of layout (0, 0)
  float scale_x = 1, scale_y = 1;    // pixels per layout unit
  float node_radius = 6, arrow = 8;
  float label_size = 13.5f;  // the labels' font size in pixels
};

// The frame for a graph in a canvas at (x, y) of w × h pixels, at text scale `text_scale` (1 = 15 px
// regular text), after the viewer's zoom and pan (pixels). small_px / regular_px: the fonts' sizes.
GraphFrame fit_graph(const Graph& g, float x, float y, float w, float h, float text_scale, float small_px,
                     float regular_px, float zoom = 1.0f, float pan_x = 0.0f, float pan_y = 0.0f);

struct LabelRect {
  float x0 = 0, y0 = 0, x1 = 0, y1 = 0;
  bool overlaps(const LabelRect& o) const { return x0 < o.x1 && o.x0 < x1 && y0 < o.y1 && o.y0 < y1; }
};

struct LabelWanted {
  float cx = 0, cy = 0;  // the node's centre on screen
  float w = 0, h = 0;    // the label's text size
  bool above = false;    // first choice above the node (alternate columns), else below
  int rank = 0;          // lower ranks are placed first (the step's own nodes before the rest)
  float extent = 0;      // how far the node's drawn shape reaches from its centre (0: node_radius)
};

// A node's drawn shape as a circle on screen: labels keep clear of every one.
struct NodeCircle {
  float cx = 0, cy = 0, r = 0;
};
// How far a node's shape reaches from its centre as the graph renderer draws it (graph_node.vert):
// decisions, conflicts and the first UIP are 1.25 times the radius, a square's corners √2 times, plus
// the outline's anti-aliased edge.
float node_extent(const GraphNode& n, float node_radius);
bool overlaps_circle(const LabelRect& r, const NodeCircle& c);

// Per label, its rectangle or none (left out: it would overlap a label already placed, or leave the
// canvas [cx0, cy0]–[cx1, cy1]). Labels are placed in rank order, then in the given order.
struct LabelPlacement {
  bool drawn = false;
  LabelRect rect;
};
// A label also keeps clear of every node in `nodes` (its own included): in a search tree at scales 2
// and 3 the rows are closer than a label's height, and a label may not cover the node beside its own.
std::vector<LabelPlacement> place_labels(const std::vector<LabelWanted>& labels, float node_radius, float cx0,
                                         float cy0, float cx1, float cy1, const std::vector<NodeCircle>& nodes = {});

// A rank for a node's label: the step's candidates, removals and the rule first, dimmed nodes last.
int label_rank(const GraphNode& n);

}  // namespace gridlogic::lecture
