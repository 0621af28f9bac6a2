// graph_view.cpp — the Implication graph panel (graph_view.h).
#include "graph_view.h"

#include <algorithm>
#include <cmath>
#include <vector>

#include "imgui.h"
#include "label_layout.h"

namespace gridlogic::web {

using namespace lecture;
using lecture::GraphEdge;  // not gridlogic::GraphEdge (search_window.h)
using lecture::GraphNode;

namespace {

// A coloured bullet and its meaning, on one wrapping line.
void legend_item(ImU32 colour, const char* text, bool ring = false, bool dashed = false) {
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const float h = ImGui::GetTextLineHeight();
  const float w = ImGui::CalcTextSize(text).x + h * 1.4f;
  if (ImGui::GetContentRegionAvail().x < w) ImGui::NewLine();
  const ImVec2 p = ImGui::GetCursorScreenPos();
  const ImVec2 c(p.x + h * 0.5f, p.y + h * 0.5f);
  if (dashed) {
    for (int i = 0; i < 3; ++i)
      dl->AddLine(ImVec2(p.x + i * h * 0.4f, c.y), ImVec2(p.x + i * h * 0.4f + h * 0.25f, c.y), colour, 2.5f);
  } else if (ring) {
    dl->AddCircle(c, h * 0.35f, colour, 0, 3.0f);
  } else {
    dl->AddCircleFilled(c, h * 0.38f, colour);
  }
  ImGui::Dummy(ImVec2(h * 1.1f, h));
  ImGui::SameLine(0, 0);
  ImGui::TextUnformatted(text);
  ImGui::SameLine(0, h * 0.8f);
}

void legend(const Graph& g, const Palette& p) {
  uint32_t all_nodes = 0, all_edges = 0;
  for (const GraphNode& n : g.nodes) all_nodes |= n.flags;
  for (const GraphEdge& e : g.edges) all_edges |= e.flags;
  if (g.tree) {
    // The search tree: shapes by what happened there.
    legend_item(p.decision, "decision");
    if (all_nodes & kNodeNegative) legend_item(p.node_negative, "other branch (backtrack)");
    if (all_nodes & kNodeLearned) legend_item(p.learned, "learned clause's literal", true);
    if (all_nodes & kNodeConflict) legend_item(p.conflict, "conflict (square)");
    if (all_nodes & kNodePlaced) legend_item(p.placed_fill, "solution (diamond)");
    if (all_nodes & kNodeRule) legend_item(p.decision, "restart / blocked model");
    legend_item(p.focus, "path to this step", true);
  } else if (g.keep_aspect) {
    // The Hashi islands.
    legend_item(p.node, "island (clue)");
    if (all_nodes & kNodeDecision) legend_item(p.decision, "root, z=1");
    if (all_nodes & kNodeDim) legend_item(p.node_negative, "not reached yet");
    if (all_nodes & kNodeInCycle) legend_item(p.group(0), "joined group (colour)");
    if (all_nodes & kNodeFocus) legend_item(p.focus, "the step's islands", true);
    if (all_edges & kEdgeStrong) legend_item(p.label, (all_nodes & kNodeDecision) ? "tree arrow" : "bridge");
    if (all_edges & kEdgeWeak) legend_item(p.label, "still possible", false, true);
  } else if (all_edges & (kEdgeStrong | kEdgeWeak | kEdgeRemoves) || all_nodes & kNodeRemoved) {
    // A step's own graph (Sudoku, Tectonic rules, Hashi islands).
    if (all_nodes & kNodeRule) legend_item(p.decision, "the rule");
    if (all_nodes & kNodeFocus) legend_item(p.focus, "the step's candidates", true);
    if (all_nodes & kNodePlaced) legend_item(p.forced, "placed");
    if (all_nodes & kNodeRemoved) legend_item(p.removed, "removed");
    if (all_nodes & kNodeDecision) legend_item(p.decision, "root");
    if (all_nodes & kNodeDim) legend_item(p.node_negative, "not reached yet");
    if (all_edges & kEdgeStrong) legend_item(p.label, "strong link (solid)");
    if (all_edges & kEdgeWeak) legend_item(p.label, "weak link (dashed)", false, true);
    if (all_edges & kEdgeRemoves) legend_item(p.removed, "rules out");
    if (all_edges & kEdgeFocus) legend_item(p.edge_focus, "what the rule leaves");
  } else if (g.by_level) {
    if (all_nodes & kNodeDecision) legend_item(p.decision, "decision");
    legend_item(p.group(1), "implied (colour = level)");
    if (all_nodes & kNodeNew) legend_item(p.fresh, "new this step");
    if (all_nodes & kNodeConflict) legend_item(p.conflict, "conflict");
    if (all_nodes & kNodeConflictSide) legend_item(p.conflict_side, "conflict side");
    if (all_nodes & kNodeUip) legend_item(p.uip, "first UIP", true);
    if (all_edges & kEdgeCut) legend_item(p.edge_cut, "cut", false, true);
    if (all_nodes & kNodeLearned) legend_item(p.learned, "in learned clause", true);
  } else {
    legend_item(p.node, "literal");
    legend_item(p.node_negative, "negated");
    if (all_nodes & kNodeInCycle) legend_item(p.group(2), "cycle (SCC colour)");
    if (all_nodes & kNodeForced) legend_item(p.forced, "true in every model");
    if (all_edges & kEdgeForcing) legend_item(p.edge_focus, "the path forcing it");
    if (all_nodes & kNodePlaced) legend_item(p.placed_fill, "placed: its cell's other values ruled out");
    if (all_nodes & kNodeDim) legend_item(p.node_negative, "rest of the round (faint)");
    if (all_nodes & kNodeContradiction) legend_item(p.contradiction, "x and ¬x in one SCC");
    if (all_nodes & kNodeFocus) legend_item(p.focus, "the step's cells", true);
  }
  ImGui::NewLine();
}

}  // namespace

void GraphView::set_graph(Graph g, const Palette& p, GraphRenderer& r, bool keep_view) {
  graph_ = std::move(g);
  if (!keep_view) {
    zoom_ = 1.0f;
    pan_ = ImVec2(0, 0);
  }
  r.upload(graph_, p);
  // Alternate columns put their labels above and below, so neighbours' labels do not collide.
  std::vector<int> columns;
  for (const GraphNode& n : graph_.nodes) columns.push_back(static_cast<int>(std::lround(n.x * 100)));
  std::vector<int> sorted = columns;
  std::sort(sorted.begin(), sorted.end());
  sorted.erase(std::unique(sorted.begin(), sorted.end()), sorted.end());
  label_above_.assign(graph_.nodes.size(), false);
  for (size_t i = 0; i < columns.size(); ++i)
    label_above_[i] = (std::lower_bound(sorted.begin(), sorted.end(), columns[i]) - sorted.begin()) % 2 == 1;
}

void GraphView::draw(const Palette& p, const Fonts& f, GraphRenderer& r) {
  const Graph& g = graph_;
  // Short of height (a large text scale), the graph keeps its title and drops notes and legend.
  const bool roomy = ImGui::GetContentRegionAvail().y > 16 * ImGui::GetFontSize();
  ImGui::PushTextWrapPos(0.0f);
  ImGui::TextUnformatted(g.title.empty() ? "No graph for this step" : g.title.c_str());
  for (const std::string& note : g.notes) {
    if (!roomy) break;
    const bool learned = note.rfind("LEARNED", 0) == 0;
    if (learned) ImGui::PushStyleColor(ImGuiCol_Text, ImGui::ColorConvertU32ToFloat4(p.accent));
    ImGui::TextUnformatted(note.c_str());
    if (learned) ImGui::PopStyleColor();
  }
  ImGui::PopTextWrapPos();
  if (!g.empty() && roomy) legend(g, p);
  if (!r.ok()) {
    ImGui::PushStyleColor(ImGuiCol_Text, ImGui::ColorConvertU32ToFloat4(p.removed));
    ImGui::TextWrapped("Shader error (drawing with ImGui instead): %s", r.error().c_str());
    ImGui::PopStyleColor();
  }

  ImVec2 size = ImGui::GetContentRegionAvail();
  size.x = std::max(size.x, 50.0f);
  size.y = std::max(size.y, 50.0f);
  const ImVec2 a = ImGui::GetCursorScreenPos();
  const ImVec2 b(a.x + size.x, a.y + size.y);
  canvas_min_ = a;
  canvas_max_ = b;
  ImGui::InvisibleButton("##graph-canvas", size, ImGuiButtonFlags_MouseButtonLeft);
  ImDrawList* dl = ImGui::GetWindowDrawList();
  dl->AddRectFilled(a, b, p.graph_bg);
  visible_ = 0;
  drawn_labels_.clear();
  if (g.empty()) return;

  ImGuiIO& io = ImGui::GetIO();
  const float margin = 28.0f * f.scale;
  draw_list_ = dl;
  if (ImGui::IsItemHovered() && io.MouseWheel != 0) {
    wheel_time_ = ImGui::GetTime();
    const float old = zoom_;
    zoom_ = std::clamp(zoom_ * std::pow(1.2f, io.MouseWheel), 0.2f, 40.0f);
    // Zoom about the mouse: keep the layout point under it in place.
    const ImVec2 m(io.MousePos.x - a.x - margin - pan_.x, io.MousePos.y - a.y - margin - pan_.y);
    pan_.x -= m.x * (zoom_ / old - 1);
    pan_.y -= m.y * (zoom_ / old - 1);
  }
  // A drag pans, from the frame after the press: in the press's own frame MouseDelta is where the
  // pointer came from — a touch tap or a pen jumps onto a node and presses in one event — and panning
  // by it would move the node away from under the tap (and the graph off its place).
  if (ImGui::IsItemActive() && ImGui::IsMouseDragging(ImGuiMouseButton_Left, 0.0f) &&
      !ImGui::IsMouseClicked(ImGuiMouseButton_Left)) {
    pan_.x += io.MouseDelta.x;
    pan_.y += io.MouseDelta.y;
  }
  if (ImGui::IsItemHovered() && ImGui::IsMouseDoubleClicked(ImGuiMouseButton_Left)) {
    zoom_ = 1.0f;
    pan_ = ImVec2(0, 0);
  }
  interacting_ = (ImGui::IsItemActive() && ImGui::IsMouseDown(ImGuiMouseButton_Left)) ||
                 (wheel_time_ >= 0 && ImGui::GetTime() - wheel_time_ < 0.25);
  r.set_interacting(interacting_);
  // The fit, node sizes and label size: label_layout.h (shared with the native test).
  const GraphFrame frame =
      fit_graph(g, a.x, a.y, size.x, size.y, f.scale, f.small->FontSize, f.regular->FontSize, zoom_, pan_.x, pan_.y);
  GraphTransform t;
  t.scale = ImVec2(frame.scale_x, frame.scale_y);
  t.origin = ImVec2(frame.origin_x, frame.origin_y);
  t.node_radius = frame.node_radius;
  t.arrow = frame.arrow;
  last_origin_ = t.origin;
  last_scale_ = t.scale;

  dl->PushClipRect(a, b, true);
  auto screen = [&](const GraphNode& n) { return ImVec2(t.origin.x + n.x * t.scale.x, t.origin.y + n.y * t.scale.y); };
  if (r.ok()) {
    r.draw(dl, t);
  } else {
    // Fallback: ImGui's draw lists (fine for teaching-size graphs).
    for (const GraphEdge& e : g.edges) {
      const ImVec2 p0 = screen(g.nodes[e.from]), p1 = screen(g.nodes[e.to]);
      dl->AddLine(p0, p1, edge_colour(e, p), edge_width(e) * f.scale);
      const float len = std::hypot(p1.x - p0.x, p1.y - p0.y);
      if (len > 2 * t.node_radius && !(e.flags & kEdgeUndirected)) {
        const ImVec2 d((p1.x - p0.x) / len, (p1.y - p0.y) / len);
        const ImVec2 tip(p1.x - d.x * t.node_radius, p1.y - d.y * t.node_radius);
        const ImVec2 neck(tip.x - d.x * t.arrow, tip.y - d.y * t.arrow);
        dl->AddTriangleFilled(tip, ImVec2(neck.x - d.y * t.arrow * 0.45f, neck.y + d.x * t.arrow * 0.45f),
                              ImVec2(neck.x + d.y * t.arrow * 0.45f, neck.y - d.x * t.arrow * 0.45f),
                              edge_colour(e, p));
      }
    }
    for (const GraphNode& n : g.nodes) {
      const ImVec2 c = screen(n);
      const float r = t.node_radius;
      if (n.flags & kNodeSquare) {
        dl->AddRectFilled(ImVec2(c.x - r, c.y - r), ImVec2(c.x + r, c.y + r), node_fill(n, p));
        dl->AddRect(ImVec2(c.x - r, c.y - r), ImVec2(c.x + r, c.y + r), node_ring(n, p), 0, 0, node_ring_width(n));
      } else if (n.flags & kNodeDiamond) {
        dl->AddQuadFilled(ImVec2(c.x, c.y - r), ImVec2(c.x + r, c.y), ImVec2(c.x, c.y + r), ImVec2(c.x - r, c.y),
                          node_fill(n, p));
      } else {
        dl->AddCircleFilled(c, r, node_fill(n, p));
        dl->AddCircle(c, r, node_ring(n, p), 0, node_ring_width(n));
      }
    }
  }
  // Level columns of a CDCL graph: a heading and a faint separator per decision level (after the
  // graph: the renderer's cached picture is opaque).
  // A grid's SAT search stacks a level per given (assumptions): narrow levels get the bare number,
  // and a heading that would run into the previous one is left out.
  if (g.by_level) {
    float free_x = -1e9f;
    for (auto [x, level] : g.columns) {
      const float sx = t.origin.x + x * t.scale.x;
      dl->AddLine(ImVec2(sx - t.scale.x * 0.45f, a.y), ImVec2(sx - t.scale.x * 0.45f, b.y),
                  IM_COL32(128, 128, 128, 70));
      std::string head = "level " + std::to_string(level);
      const float at = sx - t.node_radius;
      if (f.regular->CalcTextSizeA(f.regular->FontSize, 1e9f, 0.0f, head.c_str()).x > t.scale.x * 1.2f)
        head = std::to_string(level);
      if (at < free_x) continue;
      dl->AddText(f.regular, f.regular->FontSize, ImVec2(at, a.y + 4), p.label, head.c_str());
      free_x = at + f.regular->CalcTextSizeA(f.regular->FontSize, 1e9f, 0.0f, head.c_str()).x + 4.0f;
    }
  }
  // Labels where there is room. A step's graph and a CDCL graph name every node that has room for its
  // name; a big residual graph only when zoomed in enough. Never smaller than the small font, so the
  // back row can read them; a label that would overlap another is left out (label_layout.h: at scales
  // 2 and 3 names are wider than the space between nodes), hovering its node names it.
  const bool labels = g.label_all || (g.nodes.size() <= 600 && t.scale.x > 34.0f * f.scale);
  const float label_size = frame.label_size;
  int hovered = -1;
  float best = (t.node_radius + 4) * (t.node_radius + 4);
  std::vector<LabelWanted> wanted;
  std::vector<int> wanted_node;
  std::vector<NodeCircle> circles;  // every node in the panel: labels keep clear of them
  for (size_t i = 0; i < g.nodes.size(); ++i) {
    const ImVec2 c = screen(g.nodes[i]);
    const float extent = node_extent(g.nodes[i], t.node_radius);
    if (c.x < a.x - extent || c.y < a.y - extent || c.x > b.x + extent || c.y > b.y + extent) continue;
    // (The search tree's labels keep clear of every node: its rows are closer than a label is high at
    // scales 2 and 3. A step's graph is denser — a 2-SAT round's would keep no label — and keeps the
    // rule of labels apart from each other.)
    if (labels && g.tree) circles.push_back({c.x, c.y, extent});
    if (c.x < a.x || c.y < a.y || c.x > b.x || c.y > b.y) continue;
    ++visible_;
    if (ImGui::IsItemHovered()) {
      const float dx = io.MousePos.x - c.x, dy = io.MousePos.y - c.y;
      if (dx * dx + dy * dy < best) best = dx * dx + dy * dy, hovered = static_cast<int>(i);
    }
    if (!labels) continue;
    // In a big graph the faint part stays unlabelled (hover names a node): the step's part reads.
    if ((g.nodes[i].flags & kNodeDim) && g.nodes.size() > 30 && !g.tree) continue;
    const ImVec2 ts = f.small->CalcTextSizeA(label_size, 1e9f, 0.0f, g.nodes[i].label.c_str());
    wanted.push_back(
        {c.x, c.y, ts.x + 2, ts.y, static_cast<bool>(label_above_[i]), label_rank(g.nodes[i]), g.tree ? extent : 0.0f});
    wanted_node.push_back(static_cast<int>(i));
  }
  const std::vector<LabelPlacement> placed = place_labels(wanted, t.node_radius, a.x, a.y, b.x, b.y, circles);
  for (size_t k = 0; k < placed.size(); ++k) {
    if (!placed[k].drawn) continue;
    const GraphNode& n = g.nodes[wanted_node[k]];
    const LabelRect& r = placed[k].rect;
    dl->AddRectFilled(ImVec2(r.x0, r.y0), ImVec2(r.x1, r.y1), (p.graph_bg & 0x00FFFFFF) | 0xB0000000);
    const ImU32 colour = (n.flags & kNodeDim) ? ((p.label & 0x00FFFFFFu) | 0x60000000u) : p.label;
    dl->AddText(f.small, label_size, ImVec2(r.x0 + 1, r.y0), colour, n.label.c_str());
    drawn_labels_.push_back({n.label, r});
  }
  dl->PopClipRect();
  // A press on a node: the search tree jumps there (a drag that starts on one pans as well).
  if (hovered >= 0 && ImGui::IsMouseClicked(ImGuiMouseButton_Left)) clicked_ = hovered;
  hovered_ = hovered;
  if (hovered >= 0 && !interacting_) {  // (no tooltip while dragging: only this panel may be redrawn)
    const GraphNode& n = g.nodes[hovered];
    ImGui::BeginTooltip();
    ImGui::TextUnformatted(n.label.c_str());
    if (n.level >= 0) ImGui::Text("decision level %d", n.level);
    if (n.flags & kNodeDecision) ImGui::TextUnformatted("a decision");
    if (n.flags & kNodeUip) ImGui::TextUnformatted("the first UIP");
    if (n.flags & kNodeConflictSide) ImGui::TextUnformatted("conflict side of the cut");
    if (n.flags & kNodeForced) ImGui::TextUnformatted("true in every model");
    if (n.flags & kNodeContradiction) ImGui::TextUnformatted("in one SCC with its negation");
    if (n.flags & kNodeLearned) ImGui::TextUnformatted("its negation is in the learned clause");
    ImGui::EndTooltip();
  }
}

}  // namespace gridlogic::web
