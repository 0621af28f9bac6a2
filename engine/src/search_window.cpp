// search_window.cpp — implication graph, first UIP and cut of a conflict (see search_window.h).
//
// This file knows nothing of MiniSat: sat_solver.cpp hands it a trail copied into engine types, and then
// compares its UIP with MiniSat's analyze(). The UIP is found by its definition (a node whose removal
// disconnects the level's decision from the conflict) rather than by MiniSat's counting walk, so that
// agreement between the two is evidence, not a tautology; the quadratic cost is fine for the small
// instances a search window is for.
#include "gridlogic/search_window.h"

#include <algorithm>
#include <cassert>

namespace gridlogic {
namespace {

// Whether `target` is reachable from `source` along edges without entering `avoid` (-1: none).
bool reachable(const std::vector<std::vector<int>>& out, int source, int target, int avoid) {
  if (source == avoid) return false;
  std::vector<char> seen(out.size(), 0);
  std::vector<int> stack{source};
  seen[source] = 1;
  while (!stack.empty()) {
    int n = stack.back();
    stack.pop_back();
    if (n == target) return true;
    for (int m : out[n])
      if (m != avoid && !seen[m]) {
        seen[m] = 1;
        stack.push_back(m);
      }
  }
  return false;
}

}  // namespace

ConflictSnapshot analyze_conflict(const SearchSnapshot& state, std::span<const Lit> conflict_clause) {
  const std::vector<TrailEntry>& trail = state.trail;
  int max_var = 0;
  for (const TrailEntry& e : trail) max_var = std::max(max_var, e.lit.var().index);
  std::vector<int> pos(max_var + 1, -1);  // trail position of each assigned variable
  for (int i = 0; i < static_cast<int>(trail.size()); ++i) pos[trail[i].lit.var().index] = i;
  // The trail position of the (true) negation of a false literal.
  auto position_of_false = [&](Lit l) {
    assert(l.var().index <= max_var && pos[l.var().index] >= 0 && trail[pos[l.var().index]].lit == ~l);
    return pos[l.var().index];
  };

  ConflictSnapshot snap;
  snap.clause.assign(conflict_clause.begin(), conflict_clause.end());
  for (Lit l : conflict_clause) snap.level = std::max(snap.level, trail[position_of_false(l)].level);

  // The cone: walk reasons backwards from the conflict, expanding only conflict-level literals.
  std::vector<char> in_graph(trail.size(), 0);
  std::vector<int> stack;
  auto visit = [&](int p) {
    if (in_graph[p]) return;
    in_graph[p] = 1;
    if (trail[p].level == snap.level) stack.push_back(p);
  };
  for (Lit l : conflict_clause) visit(position_of_false(l));
  while (!stack.empty()) {
    int p = stack.back();
    stack.pop_back();
    for (Lit r : trail[p].reason)
      if (r != trail[p].lit) {
        assert(position_of_false(r) < p);  // antecedents were assigned before what they imply
        visit(position_of_false(r));
      }
  }

  std::vector<int> node_of(trail.size(), -1);
  for (int p = 0; p < static_cast<int>(trail.size()); ++p) {
    if (!in_graph[p]) continue;
    node_of[p] = static_cast<int>(snap.nodes.size());
    snap.nodes.push_back(GraphNode{trail[p].lit, trail[p].level, trail[p].is_decision(), false});
  }
  const int conflict = static_cast<int>(snap.nodes.size());
  snap.nodes.push_back(GraphNode{Lit{}, snap.level, false, true});

  for (int p = 0; p < static_cast<int>(trail.size()); ++p) {
    if (!in_graph[p] || trail[p].level != snap.level) continue;  // leaves have no edges in
    for (Lit r : trail[p].reason)
      if (r != trail[p].lit) snap.edges.push_back(GraphEdge{node_of[position_of_false(r)], node_of[p]});
  }
  for (Lit l : conflict_clause) snap.edges.push_back(GraphEdge{node_of[position_of_false(l)], conflict});

  if (snap.level == 0) return snap;  // no decision to cut from: the formula itself is contradictory

  std::vector<std::vector<int>> out(snap.nodes.size());
  for (const GraphEdge& e : snap.edges) out[e.from].push_back(e.to);
  int decision = -1;
  for (int n = 0; n < conflict; ++n)
    if (snap.nodes[n].level == snap.level && snap.nodes[n].decision) {
      assert(decision < 0);  // one decision per level
      decision = n;
    }
  assert(decision >= 0);

  // Candidates closest to the conflict first: the first that separates decision and conflict is the 1UIP.
  for (int n = conflict - 1; n >= 0 && snap.uip < 0; --n)
    if (snap.nodes[n].level == snap.level && (n == decision || !reachable(out, decision, conflict, n))) snap.uip = n;

  stack.assign(out[snap.uip].begin(), out[snap.uip].end());
  while (!stack.empty()) {
    int n = stack.back();
    stack.pop_back();
    if (snap.nodes[n].conflict_side) continue;  // the conflict node has no edges out
    snap.nodes[n].conflict_side = true;
    for (int m : out[n]) stack.push_back(m);
  }

  std::vector<int> cut;  // reason-side nodes with an edge into the conflict side, level 0 left out
  for (const GraphEdge& e : snap.edges)
    if (!snap.nodes[e.from].conflict_side && snap.nodes[e.to].conflict_side && snap.nodes[e.from].level > 0 &&
        std::find(cut.begin(), cut.end(), e.from) == cut.end())
      cut.push_back(e.from);
  // ¬UIP first, then by falling level as MiniSat orders a learned clause (latest on the trail first).
  std::sort(cut.begin(), cut.end(), [&](int a, int b) {
    if ((a == snap.uip) != (b == snap.uip)) return a == snap.uip;
    if (snap.nodes[a].level != snap.nodes[b].level) return snap.nodes[a].level > snap.nodes[b].level;
    return a > b;
  });
  for (int n : cut) snap.cut_clause.push_back(~snap.nodes[n].lit);
  return snap;
}

}  // namespace gridlogic
