// lecture_step_graph_test.cpp — the graph of the step on screen (web/lecture_step_graph.h), per genre:
// a naked pair's graph is exactly its two cells' candidates and the candidates it removes; an X-chain
// and an XY-wing are chains of alternating strong and weak links whose ends rule the removals out; the
// Tectonic 2-SAT round highlights, for each literal it forces, an implication path from its negation to
// it; the Hashi graph is the islands at their board positions with the tree's arrows in z order; every
// CDCL graph names every node; the whole residual only on request.
#include <gtest/gtest.h>

#include <algorithm>
#include <bit>
#include <map>
#include <queue>
#include <set>
#include <string>

#include "lecture_genres.h"
#include "lecture_model.h"
#include "lecture_step_graph.h"

namespace gridlogic::lecture {
namespace {

std::unique_ptr<Lecture> load(std::string_view g, std::string_view method, std::string_view puzzle = {}) {
  auto L = load_lecture(g, puzzle, method);
  EXPECT_TRUE(L) << (L ? "" : L.error().message);
  return L ? std::move(*L) : nullptr;
}

// The position just after the first step of a technique (0 when there is none).
int position_of(const Lecture& L, std::string_view technique) {
  for (int i = 0; i < L.size(); ++i)
    if (L.steps[i].trace.technique == technique) return i + 1;
  return 0;
}

std::string name(int cell, int value, bool removed) {
  return "r" + std::to_string(cell / 9 + 1) + "c" + std::to_string(cell % 9 + 1) + (removed ? "≠" : "=") +
         std::to_string(value);
}

std::set<std::string> labels(const Graph& g) {
  std::set<std::string> out;
  for (const GraphNode& n : g.nodes) out.insert(n.label);
  return out;
}

int node_named(const Graph& g, const std::string& label) {
  for (size_t i = 0; i < g.nodes.size(); ++i)
    if (g.nodes[i].label == label) return static_cast<int>(i);
  return -1;
}

// Every removed candidate of the step is a red node with an edge into it that rules it out.
void expect_removals_ruled_out(const Lecture& L, int pos, const Graph& g) {
  for (const CellValue& cv : L.steps[pos - 1].trace.removed) {
    const int node = node_named(g, name(cv.cell, cv.value, true));
    ASSERT_GE(node, 0) << name(cv.cell, cv.value, true);
    EXPECT_TRUE(g.nodes[node].flags & kNodeRemoved);
    const bool ruled = std::any_of(g.edges.begin(), g.edges.end(),
                                   [&](const GraphEdge& e) { return e.to == node && (e.flags & kEdgeRemoves); });
    EXPECT_TRUE(ruled) << g.nodes[node].label;
  }
}

TEST(StepGraph, NakedPairIsItsTwoCellsCandidatesAndTheEliminations) {
  auto L = load("sudoku", "human");
  ASSERT_TRUE(L);
  const int pos = position_of(*L, "naked-pair");
  ASSERT_GT(pos, 0);
  const TraceStep& t = L->steps[pos - 1].trace;
  ASSERT_EQ(t.cells.size(), 2u);
  const BoardState& before = L->state(pos - 1);
  std::set<std::string> expected;
  for (int cell : t.cells)
    for (int v = 1; v <= 9; ++v)
      if ((before.candidates[cell] >> v) & 1u) expected.insert(name(cell, v, false));
  EXPECT_EQ(expected.size(), 4u);  // two cells, two values each
  for (const CellValue& cv : t.removed) expected.insert(name(cv.cell, cv.value, true));
  const Graph g = L->graph_at(pos);
  EXPECT_EQ(labels(g), expected);
  EXPECT_EQ(g.nodes.size(), expected.size());
  EXPECT_TRUE(g.label_all);
  EXPECT_FALSE(g.residual);
  expect_removals_ruled_out(*L, pos, g);
  // Each removal comes from a candidate of the pair with the same value.
  for (const GraphEdge& e : g.edges)
    if (e.flags & kEdgeRemoves) {
      const std::string& from = g.nodes[e.from].label;
      const std::string& to = g.nodes[e.to].label;
      EXPECT_EQ(from.substr(from.find('=') + 1), to.substr(to.find("≠") + std::string("≠").size()));
    }
  // The whole residual only when asked for, and then much bigger.
  const Graph whole = L->graph_at(pos, true);
  EXPECT_TRUE(whole.residual);
  EXPECT_GT(whole.nodes.size(), 5 * g.nodes.size());
}

TEST(StepGraph, SinglesAndPointingShowTheirValuesAndRemovals) {
  auto L = load("sudoku", "human");
  ASSERT_TRUE(L);
  const int single = std::max(position_of(*L, "hidden-single"), position_of(*L, "naked-single"));
  ASSERT_GT(single, 0);
  const Graph g = L->graph_at(single);
  const CellValue placed = L->steps[single - 1].trace.placed.at(0);
  const int node = node_named(g, name(placed.cell, placed.value, false));
  ASSERT_GE(node, 0);
  EXPECT_TRUE(g.nodes[node].flags & kNodePlaced);
  for (const GraphNode& n : g.nodes)
    if (&n != &g.nodes[node]) EXPECT_TRUE(n.flags & kNodeRemoved) << n.label;  // only what the value takes
  const int pointing = position_of(*L, "pointing");
  ASSERT_GT(pointing, 0);
  const Graph p = L->graph_at(pointing);
  expect_removals_ruled_out(*L, pointing, p);
  for (int cell : L->steps[pointing - 1].trace.cells)
    EXPECT_GE(node_named(p, name(cell, L->steps[pointing - 1].trace.removed[0].value, false)), 0);
}

// A chain: nodes in order joined by alternating links, its two ends ruling out the removals.
void expect_chain(const Lecture& L, int pos) {
  const Graph g = L.graph_at(pos);
  int strong = 0, weak = 0;
  for (const GraphEdge& e : g.edges) {
    strong += (e.flags & kEdgeStrong) != 0;
    weak += (e.flags & kEdgeWeak) != 0;
    EXPECT_FALSE(e.flags & kEdgeUndirected);  // a chain reads in one direction
  }
  EXPECT_GE(strong, 2);
  EXPECT_EQ(weak, strong - 1);  // strong first and last: = - = - =
  expect_removals_ruled_out(L, pos, g);
  EXPECT_NE(g.notes.at(0).find("solid"), std::string::npos);
}

// From the lecture gallery (docs/lecture.md): generated puzzles whose human solve needs the technique.
// (From sudoku-exchange-rated's "hard" set: solved by singles, pointing, an X-wing and an XY-wing.)
constexpr const char* kXWing = "1.85..4.6....7.9..53...4..7..1.6...8.9.4.8.7.8...5.6..7..1...69..6.8....9.4..62.5";
constexpr const char* kXyWing = kXWing;
// (From the same set: needed an X-chain; the SE ladder now takes a forcing X-chain there.)
constexpr const char* kXChain = ".24...65.1.......7..8.1.9...........26..9..83.8.5.1.7.6..9.3..8..28547......7....";

TEST(StepGraph, XWingKeepsItsRectangleAndXyWingIsAChain) {
  {
    auto L = load("sudoku", "human", kXWing);
    ASSERT_TRUE(L);
    const int pos = position_of(*L, "x-wing");
    ASSERT_GT(pos, 0);
    const Graph g = L->graph_at(pos);
    const TraceStep& t = L->steps[pos - 1].trace;
    // Four corners (the value in two rows and two columns) in a 2 × 2 layout, then the removals.
    EXPECT_EQ(t.cells.size(), 4u);
    std::set<std::pair<float, float>> corners;
    for (int cell : t.cells) {
      const int n = node_named(g, name(cell, t.removed[0].value, false));
      ASSERT_GE(n, 0);
      corners.insert({g.nodes[n].x, g.nodes[n].y});
    }
    EXPECT_EQ(corners.size(), 4u);
    expect_removals_ruled_out(*L, pos, g);
  }
  {
    auto L = load("sudoku", "human", kXyWing);
    ASSERT_TRUE(L);
    const int pos = position_of(*L, "xy-wing");
    ASSERT_GT(pos, 0);
    expect_chain(*L, pos);
  }
  // Since Sudoku Explainer's ladder (issue 21) this puzzle's chain step is a forcing X-chain, whose
  // trace names its cells but not its links: the graph is its candidates and the removal, no more.
  auto L = load("sudoku", "human", kXChain);
  ASSERT_TRUE(L);
  const int pos = position_of(*L, "forcing-x-chain");
  ASSERT_GT(pos, 0);
  const TraceStep& t = L->steps[pos - 1].trace;
  const Graph g = L->graph_at(pos);
  ASSERT_FALSE(t.removed.empty());
  for (const CellValue& cv : t.removed) {
    const int node = node_named(g, name(cv.cell, cv.value, true));
    ASSERT_GE(node, 0) << name(cv.cell, cv.value, true);
    EXPECT_TRUE(g.nodes[node].flags & kNodeRemoved);
  }
  EXPECT_LE(g.nodes.size(), 4 * t.cells.size() + t.removed.size()) << "the step's own candidates, not the residual";
}

TEST(StepGraph, TectonicRoundHighlightsThePathForcingEachLiteral) {
  auto L = load("tectonic", "rules+2sat");
  ASSERT_TRUE(L);
  const int pos = position_of(*L, "2-sat");
  ASSERT_GT(pos, 0);
  const Graph g = L->graph_at(pos);
  int forced = 0, dim = 0;
  for (const GraphNode& n : g.nodes) dim += (n.flags & kNodeDim) != 0;
  EXPECT_GT(dim, 0);  // the rest of the round is there, faint
  // For every forced literal l (green): ¬l reaches l along highlighted edges, through bright nodes only.
  for (size_t i = 0; i < g.nodes.size(); ++i) {
    if (!(g.nodes[i].flags & kNodeForced)) continue;
    ++forced;
    EXPECT_FALSE(g.nodes[i].flags & kNodeDim);
    std::string neg = g.nodes[i].label;
    const bool negative = g.nodes[i].flags & kNodeNegative;
    const std::string from = negative ? "≠" : "=", to = negative ? "=" : "≠";
    neg.replace(neg.find(from), from.size(), to);
    const int start = node_named(g, neg);
    ASSERT_GE(start, 0) << neg;
    std::vector<bool> seen(g.nodes.size(), false);
    std::queue<int> q;
    q.push(start);
    seen[start] = true;
    while (!q.empty()) {
      const int v = q.front();
      q.pop();
      for (const GraphEdge& e : g.edges)
        if (e.from == v && (e.flags & kEdgeForcing) && !seen[e.to]) {
          EXPECT_FALSE(g.nodes[e.to].flags & kNodeDim);
          seen[e.to] = true;
          q.push(e.to);
        }
    }
    EXPECT_TRUE(seen[i]) << "no highlighted path " << neg << " → " << g.nodes[i].label;
  }
  EXPECT_GT(forced, 0);
  // A rule step's graph: its cells' values and what it removes, in the puzzle's words.
  for (int k = 1; k <= L->size(); ++k)
    if (L->steps[k - 1].trace.technique.rfind("rule-", 0) == 0 && !L->steps[k - 1].trace.removed.empty()) {
      const Graph r = L->graph_at(k);
      ASSERT_FALSE(r.empty()) << L->steps[k - 1].trace.technique;
      for (const GraphNode& n : r.nodes) EXPECT_EQ(n.label.rfind("r", 0), 0u) << n.label;
      break;
    }
}

TEST(StepGraph, HashiTreeIsTheIslandsAtTheirPlacesWithArrowsInZOrder) {
  auto L = load("hashi", "rules+tree");
  ASSERT_TRUE(L);
  const HashiPuzzle& p = *L->hashi;
  const Graph start = L->graph_at(0);
  ASSERT_EQ(start.nodes.size(), static_cast<size_t>(p.island_count()));
  EXPECT_TRUE(start.keep_aspect);
  for (int i = 0; i < p.island_count(); ++i) {
    EXPECT_EQ(start.nodes[i].x, p.islands[i].col);
    EXPECT_EQ(start.nodes[i].y, p.islands[i].row);
  }
  EXPECT_GT(start.edges.size(), 0u);  // the bridges still possible
  const Graph end = L->graph_at(L->size());
  size_t arrows = 0;
  for (const GraphEdge& e : end.edges) arrows += !(e.flags & kEdgeUndirected);
  EXPECT_EQ(arrows, static_cast<size_t>(p.island_count() - 1));  // a spanning tree, over the faint bridges
  const BoardState& s = L->state(L->size());
  for (const GraphEdge& e : end.edges) {
    if (e.flags & kEdgeUndirected) continue;
    EXPECT_LT(s.order[e.from], s.order[e.to]);
    EXPECT_NE(end.nodes[e.to].label.find("z=" + std::to_string(s.order[e.to])), std::string::npos);
  }
  EXPECT_NE(end.notes.at(0).find("z"), std::string::npos);
  // The cut rounds: groups in colours, the model's bridges inside them.
  auto C = load("hashi", "cuts");
  ASSERT_TRUE(C);
  const int round = position_of(*C, "cut-round");
  ASSERT_GT(round, 0);
  const Graph g = C->graph_at(round);
  std::set<int> groups;
  for (const GraphNode& n : g.nodes)
    if (n.group >= 0) groups.insert(n.group);
  EXPECT_GE(groups.size(), 2u);
  for (const GraphEdge& e : g.edges) EXPECT_EQ(g.nodes[e.from].group, g.nodes[e.to].group);
}

TEST(StepGraph, CdclGraphsNameEveryNode) {
  for (auto [genre, method] : {std::pair{"cnf", "cdcl"}, std::pair{"sudoku", "sat"}}) {
    auto L = load(genre, method);
    ASSERT_TRUE(L);
    const int pos = position_of(*L, "conflict");
    ASSERT_GT(pos, 0);
    const Graph g = L->graph_at(pos);
    EXPECT_TRUE(g.label_all);
    for (const GraphNode& n : g.nodes) EXPECT_FALSE(n.label.empty());
  }
}

}  // namespace
}  // namespace gridlogic::lecture
