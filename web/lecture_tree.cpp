// lecture_tree.cpp — the search tree of a trail-based run (lecture_model.h, Lecture::search_tree), as
// CP-Profiler draws a constraint solver's: every decision a node under the node of the level above it,
// a literal set by backtracking (DPLL's other branch) or by learning (CDCL's backjump) a node beside the
// branch it replaces, failures as red squares, solutions as green diamonds. Built from the steps alone,
// so every method that records a search (backtracking, DPLL, CDCL, exact cover: the tree of rows) gets
// the same tree. Laid out top-down: leaves left to right in the order the search met them, a parent
// centred over its children, depth as the row.
#include <algorithm>

#include "lecture_genres.h"
#include "lecture_internal.h"
#include "lecture_model.h"

namespace gridlogic::lecture {
namespace {

Lit lit_of(int dimacs) { return dimacs > 0 ? Lit::pos(Var{dimacs - 1}) : Lit::neg(Var{-dimacs - 1}); }

}  // namespace

Graph Lecture::search_tree(int k) const {
  Graph g;
  if (!trail_based()) return g;
  std::vector<int> parent;
  std::vector<int> tip{0};  // tip[d]: the node under which a decision of level d + 1 hangs
  GraphNode root;
  root.label = "start";
  root.step = 0;
  g.nodes.push_back(root);
  parent.push_back(-1);
  auto add = [&](int under, GraphNode n) {
    g.nodes.push_back(std::move(n));
    parent.push_back(under);
    return static_cast<int>(g.nodes.size()) - 1;
  };
  auto tip_at = [&](int level) {
    if (level < 0) level = 0;
    if (static_cast<int>(tip.size()) <= level) tip.resize(level + 1, tip.back());
    return tip[level];
  };
  int decisions = 0, failures = 0, solutions = 0, deepest = 0;
  for (int i = 0; i < size(); ++i) {
    const TraceStep& t = steps[i].trace;
    const std::string& kind = t.technique;
    const bool branch = kind == "decision" || kind == "backtrack" || kind == "learned";
    if (branch && !t.variables.empty()) {
      const Lit l = lit_of(t.variables[0]);
      const int level = steps[i].level;
      if (level < 0) continue;
      GraphNode n;
      n.label = literal_name(l);
      n.step = i + 1;
      n.level = level;
      if (kind == "decision") {
        n.flags |= kNodeDecision;
        ++decisions;
        // A decision of level d hangs under the tip of level d - 1 and becomes the tip of level d.
        const int id = add(tip_at(level - 1), n);
        tip.resize(level);
        tip.push_back(id);
      } else {
        // The other branch (backtracking) or the learned clause's literal (a backjump): beside the
        // undone branch, under the tip of its own level, which it becomes.
        n.flags |= kind == "learned" ? kNodeLearned : kNodeNegative;
        const int id = add(tip_at(level - 1), n);
        tip.resize(level);
        tip.push_back(id);
      }
      deepest = std::max(deepest, level);
    } else if (kind == "conflict" || kind == "model" || kind == "fixpoint") {
      GraphNode n;
      n.step = i + 1;
      if (kind == "conflict") {
        n.flags |= kNodeConflict | kNodeSquare;
        n.label = "×";
        ++failures;
      } else {
        n.flags |= kNodePlaced | kNodeDiamond;
        n.label = kind == "model" ? "solution" : "fixpoint";
        solutions += kind == "model";
      }
      add(tip.back(), n);
    } else if (kind == "restart" || kind == "block") {
      // Back to the root: the next decisions hang under a node that says why.
      GraphNode n;
      n.step = i + 1;
      n.label = kind == "restart" ? "restart" : "blocked: search again";
      n.flags |= kNodeRule;
      const int id = add(0, n);
      tip.assign(1, id);
    } else if (kind == "backtrack") {
      // Exact cover's backtrack sets no literal: the next row is a sibling (the tip goes up a level).
      tip.resize(std::max<size_t>(1, static_cast<size_t>(std::max(0, steps[i].level)) + 1));
    }
  }
  const int n = static_cast<int>(g.nodes.size());
  std::vector<std::vector<int>> children(n);
  for (int v = 1; v < n; ++v) children[parent[v]].push_back(v);
  // Depth and leaf order (iterative: a deep backtracking tree must not overflow the stack).
  std::vector<int> depth(n, 0);
  float next_leaf = 0;
  std::vector<std::pair<int, size_t>> stack{{0, 0}};
  while (!stack.empty()) {
    auto& [v, at] = stack.back();
    if (at < children[v].size()) {
      const int c = children[v][at++];
      depth[c] = depth[v] + 1;
      stack.push_back({c, 0});
      continue;
    }
    if (children[v].empty()) {
      g.nodes[v].x = next_leaf;
      next_leaf += 1;
    } else {
      g.nodes[v].x = (g.nodes[children[v].front()].x + g.nodes[children[v].back()].x) / 2;
    }
    g.nodes[v].y = static_cast<float>(depth[v]);
    stack.pop_back();
  }
  for (int v = 1; v < n; ++v) g.edges.push_back({parent[v], v, kEdgeUndirected});
  // The path to position k lit; what the search does after k dimmed.
  int current = 0;
  for (int v = 0; v < n; ++v)
    if (g.nodes[v].step <= k && g.nodes[v].step >= g.nodes[current].step) current = v;
  std::vector<bool> on_path(n, false);
  for (int v = current; v >= 0; v = parent[v]) on_path[v] = true;
  for (int v = 0; v < n; ++v) {
    if (on_path[v]) g.nodes[v].flags |= kNodeFocus;
    else if (g.nodes[v].step > k) g.nodes[v].flags |= kNodeDim;
  }
  for (GraphEdge& e : g.edges) {
    if (on_path[e.from] && on_path[e.to]) e.flags |= kEdgeFocus;
    else if (g.nodes[e.to].step > k) e.flags |= kEdgeDim;
  }
  g.nodes[current].flags |= kNodeNew;
  float max_x = 0, max_y = 0;
  for (const GraphNode& v : g.nodes) max_x = std::max(max_x, v.x), max_y = std::max(max_y, v.y);
  g.width = max_x + 1;
  g.height = max_y + 1;
  g.tree = true;
  g.label_all = n <= 400;  // names where they have room (label_layout.h drops what would overlap)
  g.title = "Search tree: " + std::to_string(decisions) + (decisions == 1 ? " decision, " : " decisions, ") +
            std::to_string(failures) + (failures == 1 ? " failure, " : " failures, ") + std::to_string(solutions) +
            (solutions == 1 ? " solution" : " solutions") + "; depth " + std::to_string(deepest) +
            (complete ? "" : "; recorded so far");
  g.notes.push_back("the lit path leads to the step on screen, what comes later is faint; click a node to go there");
  return g;
}

}  // namespace gridlogic::lecture
