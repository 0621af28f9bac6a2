// lecture_hashi.cpp — Hashiwokakero/Bridges in the lecture view: the rule steps, then the SAT spanning
// tree of document 001 ("rules+tree"), or the SAT solve with lazily added cuts ("cuts"); the genre's row.
#include <algorithm>

#include "gridlogic/hashi.h"
#include "gridlogic/hashi_format.h"
#include "gridlogic/hashi_rules.h"
#include "gridlogic/hashi_sat.h"
#include "gridlogic/verdict.h"
#include "lecture_genres.h"
#include "lecture_internal.h"
#include "lecture_step_graph.h"

namespace gridlogic::lecture {
namespace {

int island_of(const Lecture& L, int cell) { return L.hashi->island_at[cell]; }

void regroup_hashi(const Lecture& L, BoardState& s) {
  const HashiPuzzle& p = *L.hashi;
  HashiBridges drawn(p.edge_count());
  for (int e = 0; e < p.edge_count(); ++e) drawn[e] = static_cast<uint8_t>(s.lo[e]);
  std::vector<int> group;
  const int groups = hashi_components(p, drawn, group);
  std::vector<int> size(groups, 0);
  for (int g : group) ++size[g];
  // Only groups of two or more islands get a colour; renumber them densely.
  std::vector<int> dense(groups, -1);
  int next = 0;
  s.group.assign(p.island_count(), -1);
  for (int i = 0; i < p.island_count(); ++i) {
    if (size[group[i]] < 2) continue;
    if (dense[group[i]] < 0) dense[group[i]] = next++;
    s.group[i] = dense[group[i]];
  }
}

void set_bridges(const Lecture& L, BoardState& s, const HashiBridges& b) {
  for (int e = 0; e < L.hashi->edge_count() && e < static_cast<int>(b.size()); ++e)
    s.lo[e] = s.hi[e] = static_cast<int8_t>(b[e]);
}

void apply_hashi(const Lecture& L, int k, BoardState& s) {
  const TraceStep& step = L.steps[k].trace;
  const HashiBridges& solution = L.hashi_solution;
  const HashiPuzzle& p = *L.hashi;
  const std::string& t = step.technique;
  s.cut_groups.clear();
  s.round_bridges.clear();
  for (const LinkRange& l : step.links) {
    const int e = p.edge_between(island_of(L, l.a), island_of(L, l.b));
    if (e < 0) continue;
    s.lo[e] = static_cast<int8_t>(l.lo);
    s.hi[e] = static_cast<int8_t>(l.hi);
  }
  if (t == "spanning-tree") {
    set_bridges(L, s, solution);
    s.order.assign(p.island_count(), 0);
    s.tree_edges.clear();
    s.root = step.cells.empty() ? -1 : island_of(L, step.cells[0]);
    if (s.root >= 0) s.order[s.root] = 1;
  } else if (t == "tree-edge" && step.cells.size() == 2) {
    const int from = island_of(L, step.cells[0]), to = island_of(L, step.cells[1]);
    s.tree_edges.emplace_back(from, to);
    if (!step.placed.empty()) s.order[to] = step.placed[0].value;
  } else if (t == "cut-round") {
    // The round's model is not a deduction: it goes beside the board's ranges, not into them.
    s.round_bridges.assign(p.edge_count(), 0);
    for (const TraceStep& sub : step.substeps) {
      std::vector<int> islands;
      for (int cell : sub.cells) islands.push_back(island_of(L, cell));
      s.cut_groups.push_back(std::move(islands));
      for (const LinkRange& l : sub.links)
        if (const int e = p.edge_between(island_of(L, l.a), island_of(L, l.b)); e >= 0)
          s.round_bridges[e] = static_cast<int8_t>(l.lo);
    }
  } else if (t == "connected") {
    set_bridges(L, s, solution);
  }
  regroup_hashi(L, s);
}

Result<bool> record_hashi(Lecture& L, std::string_view text, BoardState& expected, bool cuts) {
  HashiBridges& solution = L.hashi_solution;
  auto parsed = parse_hashi(text);
  if (!parsed) return parsed.error();
  L.hashi = *parsed;
  const HashiPuzzle& p = *L.hashi;
  L.rows = p.rows;
  L.cols = p.cols;
  BoardState& s = L.states.emplace_back();
  const HashiBounds b = initial_hashi_bounds(p);
  s.lo = b.lo;
  s.hi = b.hi;
  s.order.assign(p.island_count(), 0);
  regroup_hashi(L, s);

  HashiSatOptions verdict_options;
  verdict_options.limit = 2;
  std::string rules_outcome;
  if (cuts) {
    TraceRecorder rec;
    HashiSatResult r = solve_hashi_sat(p, verdict_options, &rec);
    solution = r.first;
    for (const TraceStep& t : rec.trace().steps) L.steps.push_back(step_of(t));
    L.verdict = std::string(verdict_name(verdict(r.count, r.exhausted, verdict_options.limit)));
    L.summary = std::to_string(p.cols) + "×" + std::to_string(p.rows) + " Hashi, " + std::to_string(p.island_count()) +
                " islands; SAT with lazy cuts: " + std::to_string(r.cut_rounds) + " cut rounds, " +
                std::to_string(r.cuts) + " cuts";
  } else {
    TraceRecorder rec;
    HashiRuleSolve rules = solve_hashi_rules(p, {}, &rec);
    expected.lo = rules.bounds.lo;  // where the rule steps must end (before the tree's steps)
    expected.hi = rules.bounds.hi;
    for (const TraceStep& t : rec.trace().steps) L.steps.push_back(step_of(t));
    rules_outcome = std::string(hashi_outcome_name(rules.outcome));
    // Then the document's spanning tree (figure 5) of the solution, one tree edge per step.
    TraceRecorder tree_rec;
    HashiSatOptions tree;
    tree.connectivity = HashiConnectivity::Tree;
    tree.limit = 1;
    HashiSatResult t = solve_hashi_sat(p, tree, &tree_rec);
    solution = t.first;
    for (const TraceStep& ts : tree_rec.trace().steps) {
      if (ts.technique != "spanning-tree") continue;
      TraceStep head = ts;
      head.substeps.clear();
      std::vector<int> z(p.island_count(), 0);
      for (const CellValue& cv : ts.placed) z[island_of(L, cv.cell)] = cv.value;
      L.steps.push_back(step_of(head));
      for (TraceStep sub : ts.substeps) {
        if (sub.cells.size() == 2) sub.placed = {{sub.cells[1], z[island_of(L, sub.cells[1])]}};
        L.steps.push_back(step_of(std::move(sub)));
      }
      break;  // one tree: the first solution's
    }
    HashiSatResult v = solve_hashi_sat(p, verdict_options);
    L.verdict = std::string(verdict_name(verdict(v.count, v.exhausted, verdict_options.limit)));
    L.summary = std::to_string(p.cols) + "×" + std::to_string(p.rows) + " Hashi, " + std::to_string(p.island_count()) +
                " islands; rules: " + rules_outcome + " after " + std::to_string(rules.fired_total()) +
                " steps; then a SAT solver's spanning tree shows the islands are all connected";
  }
  encode_hashi(p, HashiConnectivity::Cuts, L.cnf);
  return true;
}

Result<bool> record_tree(Lecture& L, std::string_view text, BoardState& expected) {
  return record_hashi(L, text, expected, false);
}
Result<bool> record_cuts(Lecture& L, std::string_view text, BoardState& expected) {
  return record_hashi(L, text, expected, true);
}

// The rule steps end before the first step of the tree: their board is the rules' own end.
std::string check_rules(const Lecture& L, const BoardState& expected) {
  if (expected.lo.empty()) return {};
  int k = 0;
  while (k < L.size() && L.steps[k].trace.technique != "spanning-tree") ++k;
  const BoardState& s = L.states[k];
  if (s.lo != expected.lo || s.hi != expected.hi) return "bridge ranges differ after replaying the rule steps";
  return {};
}

void count_bridges(const Lecture&, const BoardState& s, Counters& c) {
  c.open = 0;
  for (size_t e = 0; e < s.lo.size(); ++e) c.open += s.lo[e] != s.hi[e];
}
int bridge_total(const Lecture& L) { return L.hashi ? L.hashi->edge_count() : 0; }

std::string bridge_name(const Lecture& L, Lit l) {
  const VarRange* r = find_range(L.cnf, "y");
  if (!r || !r->contains(l.var()) || !L.hashi) return {};
  auto i = range_index(*r, l.var());
  const HashiEdge& e = L.hashi->edges[i[0]];
  return hashi_island_name(*L.hashi, e.a) + "–" + hashi_island_name(*L.hashi, e.b) + (l.negated() ? "<" : "≥") +
         std::to_string(i[1] + 1);
}

bool hashi_residual(const Lecture& L, const BoardState& s, ResidualVars& out) {
  out.range = find_range(L.cnf, "y");
  if (!out.range || !L.hashi) return false;
  const HashiPuzzle& p = *L.hashi;
  for (int e = 0; e < p.edge_count(); ++e)
    for (int kk = 1; kk <= 2; ++kk) {
      const Var var = out.range->at({e, kk - 1});
      out.assign[var.index] = s.lo[e] >= kk ? 1 : s.hi[e] < kk ? 0 : -1;
      const HashiIsland& a = p.islands[p.edges[e].a];
      const HashiIsland& b = p.islands[p.edges[e].b];
      out.cell[var.index] = a.row * p.cols + a.col;
      out.cell2[var.index] = b.row * p.cols + b.col;
    }
  return true;
}

const LectureMethod kHashiMethods[] = {
    {"rules+tree", "Rules + spanning tree",
     "the rule steps, then a SAT solver's spanning tree shows the islands connected", &record_tree, &apply_hashi,
     &check_rules, "Next SAT step"},
    // A ring of 2s: its clue sums allow models of separate pairs, so the cuts have work to do (3 cut
    // rounds before the one connected solution).
    {"cuts", "SAT with lazy cuts", "the SAT solve: each disconnected model is cut off, until a connected one",
     &record_cuts, &apply_hashi, nullptr, "Next SAT step", 0, "2.2.2.2.2/........./2.2.2.2.2"},
};

}  // namespace

extern const LectureGenre kHashiLecture{
    "hashi",
    "Hashi",
    kHashiMethods,
    "https://puzz.link/p?hashi/7/7/i1g2s4g3h4l5g5n3h5g4g",  // 7×7, 10 islands (generate --size 7x7 --islands 10 --seed 3)
    &count_bridges,
    nullptr,
    &bridge_name,
    &hashi_residual,
    "undecided bridges",
    &bridge_total,
    false};

}  // namespace gridlogic::lecture
