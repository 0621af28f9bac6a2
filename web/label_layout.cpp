// label_layout.cpp — the graph's fit into its panel and labels that do not overlap (label_layout.h).
#include "label_layout.h"

#include <algorithm>
#include <numeric>

namespace gridlogic::lecture {

GraphFrame fit_graph(const Graph& g, float x, float y, float w, float h, float text_scale, float small_px,
                     float regular_px, float zoom, float pan_x, float pan_y) {
  GraphFrame f;
  // Separate x and y scales, each at most 140 px a unit (times the text scale: larger labels need
  // more room between nodes), with room for labels at the edges.
  const float margin = 28.0f * text_scale;
  float fit_x = std::min(140.0f * text_scale, (w - 2 * margin) / std::max(1.0f, g.width - 1 + 0.001f));
  float fit_y = std::min(110.0f * text_scale, (h - 2 * margin) / std::max(1.0f, g.height - 1 + 0.001f));
  if (g.keep_aspect) fit_x = fit_y = std::min(fit_x, fit_y);  // nodes at board positions: no stretching
  // A graph whose every node is named (a step's graph, a CDCL conflict) keeps its rows a label apart
  // even when the panel is short (large text on a projector leaves the graph a strip): squeezed
  // flatter, its nodes would merge into a line no one can read. It then overflows the panel,
  // centred, and dragging shows the rest.
  const float min_row = 1.6f * small_px;
  const bool overflow_y = g.label_all && !g.keep_aspect && fit_y < min_row && g.height > 1;
  if (overflow_y) fit_y = min_row;
  f.scale_x = fit_x * zoom;
  f.scale_y = fit_y * zoom;
  // Centre a graph smaller than the panel (or, overflowing, its middle in the panel's).
  const float used_x = (g.width - 1) * fit_x, used_y = (g.height - 1) * fit_y;
  f.origin_x = x + margin + std::max(0.0f, (w - 2 * margin - used_x) / 2) + pan_x;
  f.origin_y =
      (overflow_y ? y + h / 2 - used_y / 2 : y + margin + std::max(0.0f, (h - 2 * margin - used_y) / 2)) + pan_y;
  const float unit = std::min(f.scale_x, f.scale_y);
  f.node_radius = std::clamp(unit * 0.22f, 2.0f, 14.0f * text_scale);
  f.arrow = std::clamp(unit * 0.18f, 3.0f, 12.0f * text_scale);
  // Never smaller than the small font, so the back row can read them.
  f.label_size = std::clamp(unit * 0.3f, small_px, regular_px * 1.3f);
  return f;
}

int label_rank(const GraphNode& n) {
  if (n.flags & kNodeDim) return 3;
  if (n.flags & (kNodeRule | kNodeFocus | kNodePlaced | kNodeConflict | kNodeUip | kNodeDecision | kNodeForced))
    return 0;
  if (n.flags & (kNodeRemoved | kNodeLearned | kNodeNew)) return 1;
  return 2;
}

float node_extent(const GraphNode& n, float node_radius) {
  const bool big = n.flags & (kNodeConflict | kNodeUip | kNodeDecision);  // (graph_renderer.cpp's rule)
  const float r = node_radius * (big ? 1.25f : 1.0f) * ((n.flags & kNodeSquare) ? 1.415f : 1.0f);
  return r + 1.5f;  // the anti-aliased edge
}

bool overlaps_circle(const LabelRect& r, const NodeCircle& c) {
  const float x = std::clamp(c.cx, r.x0, r.x1), y = std::clamp(c.cy, r.y0, r.y1);
  return (x - c.cx) * (x - c.cx) + (y - c.cy) * (y - c.cy) < c.r * c.r;
}

std::vector<LabelPlacement> place_labels(const std::vector<LabelWanted>& labels, float node_radius, float cx0,
                                         float cy0, float cx1, float cy1, const std::vector<NodeCircle>& nodes) {
  std::vector<LabelPlacement> out(labels.size());
  std::vector<size_t> order(labels.size());
  std::iota(order.begin(), order.end(), size_t{0});
  std::stable_sort(order.begin(), order.end(), [&](size_t a, size_t b) { return labels[a].rank < labels[b].rank; });
  std::vector<LabelRect> placed;
  placed.reserve(labels.size());
  for (size_t i : order) {
    const LabelWanted& l = labels[i];
    const float gap = 1.0f, rad = l.extent > 0 ? l.extent : node_radius;
    const LabelRect below{l.cx - l.w / 2, l.cy + rad + gap, l.cx + l.w / 2, l.cy + rad + gap + l.h};
    const LabelRect above{l.cx - l.w / 2, l.cy - rad - gap - l.h, l.cx + l.w / 2, l.cy - rad - gap};
    const LabelRect right{l.cx + rad + gap, l.cy - l.h / 2, l.cx + rad + gap + l.w, l.cy + l.h / 2};
    const LabelRect left{l.cx - rad - gap - l.w, l.cy - l.h / 2, l.cx - rad - gap, l.cy + l.h / 2};
    const LabelRect tries[] = {l.above ? above : below, l.above ? below : above, right, left};
    for (const LabelRect& r : tries) {
      if (r.x0 < cx0 || r.y0 < cy0 || r.x1 > cx1 || r.y1 > cy1) continue;
      if (std::any_of(placed.begin(), placed.end(), [&](const LabelRect& p) { return p.overlaps(r); })) continue;
      if (std::any_of(nodes.begin(), nodes.end(), [&](const NodeCircle& c) { return overlaps_circle(r, c); })) continue;
      placed.push_back(r);
      out[i] = {true, r};
      break;
    }
  }
  return out;
}

}  // namespace gridlogic::lecture
