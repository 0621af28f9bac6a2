// hashi_sat.cpp — Hashi as SAT (hashi_sat.h): the encoding of the rules, the spanning tree of document
// 001 §4.1 (figure 5), the lazy cut loop, and counting with verified models.
//
// Figure 5 gives each potential bridge an integer x ∈ −2..2 (|x| bridges, the sign its direction), each
// island an order value z ∈ 1..N and a root flag r. In the 1-based names the DIMACS comments show:
// |x| ≥ 1 is y[e,1], |x| = 2 is y[e,2], x > 0 is dir[e,1] (from island a, left/above, to b), x < 0 is
// dir[e,2]; z is in the order encoding Sugar itself uses (document 001 §4: "order encoding"):
// z[i,k] ⇔ z_i > k. The lines of figure 5 become:
//   (int v -2 2)                        y[e,2] → y[e,1]; dir[e,1], dir[e,2] → y[e,1];
//                                       y[e,1] → dir[e,1] ∨ dir[e,2]; ¬dir[e,1] ∨ ¬dir[e,2]
//   (= (+ (abs v) (abs h)) n)           Σ y[e,1] + y[e,2] = n over the island's edges (encode_pb)
//   (int z 1 N)                         z[i,k+1] → z[i,k] (the order ladder)
//   (iff (= z 1) (= r 1))               r_i ↔ ¬z[i,1]
//   (= (+ r …) 1)                       exactly_one(r)
//   (=> (> v 0) (< z_a z_b))            dir[e,1] → z_a < z_b: for k = 1..N, z_a ≥ k → z_b ≥ k+1, i.e.
//                                       (¬dir ∨ z[b,1]), (¬dir ∨ ¬z[a,k-1] ∨ z[b,k]), (¬dir ∨ ¬z[a,N-1])
//   (=> (< v 0) (< z_b z_a))            the same with a and b exchanged, on dir[e,2]
//   (=> (= r 0) (or (< v 0) (> h 0)))   r_i ∨ ⋁ (the bridges directed into i)
// Figure 5's example has no crossing; the crossing clauses ¬y[h,1] ∨ ¬y[v,1] are the rule of §2.1.
// That is N clauses per direction and edge: about 4N² for the dense .has instances (N = 400: 0.79 M clauses in all,
// against 36 k for the rules alone).
//
// The cut loop needs no auxiliary variables: a model without connectivity splits into groups; for a
// group G, "some bridge leaves G" (⋁ y[e,1] over edges with one end in G) holds in every connected
// solution, so it is added for every group of the model and stays for the rest of the run.
#include "gridlogic/hashi_sat.h"

#include <algorithm>

#include "gridlogic/cardinality.h"
#include "gridlogic/pseudo_boolean.h"
#include "gridlogic/sat_solver.h"
#include "gridlogic/text.h"

namespace gridlogic {
namespace {

int dimacs(Lit l) { return l.dimacs(); }

// "r1c1, r1c3, r2c5 and 4 more": enough names for a person, bounded for large groups.
std::string island_list(const HashiPuzzle& p, const std::vector<int>& islands, size_t shown = 6) {
  std::string out;
  for (size_t i = 0; i < islands.size() && i < shown; ++i) out += (i ? ", " : "") + hashi_island_name(p, islands[i]);
  if (islands.size() > shown) out += " and " + std::to_string(islands.size() - shown) + " more";
  return out;
}

int island_cell(const HashiPuzzle& p, int i) { return p.islands[i].row * p.cols + p.islands[i].col; }

HashiBridges read_bridges(const HashiPuzzle& p, const HashiVars& v, const SatSolver& s) {
  HashiBridges b(p.edge_count(), 0);
  for (int e = 0; e < p.edge_count(); ++e)
    b[e] = static_cast<uint8_t>(s.value(v.bridge(e, 1)) + s.value(v.bridge(e, 2)));
  return b;
}

// The lecture view's picture of a cut round: per group its islands, the cut added for it and the
// model's bridges inside it (what the round rejects, so the view can show why the groups fall apart).
TraceStep cut_round_step(const HashiPuzzle& p, int round, const std::vector<std::vector<int>>& groups,
                         const std::vector<std::vector<Lit>>& cuts, const std::vector<int>& group_of,
                         const HashiBridges& bridges) {
  TraceStep step;
  step.technique = "cut-round";
  std::string sizes;
  for (size_t g = 0; g < groups.size(); ++g) {
    TraceStep sub;
    sub.technique = "cut";
    for (int i : groups[g]) sub.cells.push_back(island_cell(p, i));
    for (Lit l : cuts[g]) sub.variables.push_back(dimacs(l));
    // A model's bridge never leaves its group (that is what makes the groups), so each lies in one.
    for (int e = 0; e < p.edge_count(); ++e)
      if (bridges[e] && group_of[p.edges[e].a] == static_cast<int>(g)) {
        const int a = island_cell(p, p.edges[e].a), b = island_cell(p, p.edges[e].b);
        sub.links.push_back({std::min(a, b), std::max(a, b), bridges[e], bridges[e]});
      }
    sub.explanation = "the group " + island_list(p, groups[g]) + " (" + std::to_string(groups[g].size()) +
                      (groups[g].size() == 1 ? " island" : " islands") + ") must be joined to the rest: one of its " +
                      std::to_string(cuts[g].size()) + " leaving edges carries a bridge";
    step.cells.insert(step.cells.end(), sub.cells.begin(), sub.cells.end());
    step.variables.insert(step.variables.end(), sub.variables.begin(), sub.variables.end());
    sizes += (g ? g + 1 == groups.size() ? " and " : ", " : "") + std::to_string(groups[g].size());
    step.substeps.push_back(std::move(sub));
  }
  // Two groups share one cut (what leaves one enters the other).
  const size_t added = groups.size() == 2 ? 1 : groups.size();
  step.explanation = "round " + std::to_string(round) + ": the model falls into " + std::to_string(groups.size()) +
                     " groups (" + sizes + " islands); " + std::to_string(added) +
                     (added == 1 ? " cut says" : " cuts say") + " that a bridge must leave " +
                     (added == 1 ? "one of them" : "each");
  return step;
}

// The spanning tree of a Tree model: the root first, z per island, and for every other island the
// directed bridge that enters it from the island of smallest z.
TraceStep spanning_tree_step(const HashiPuzzle& p, const HashiVars& v, const SatSolver& s, int solution) {
  const int n = p.island_count();
  std::vector<int> z(n, 1);
  for (int i = 0; i < n; ++i)
    for (int k = 1; k < n; ++k) z[i] += s.value(v.z.at({i, k - 1}));
  std::vector<int> order(n);
  for (int i = 0; i < n; ++i) order[i] = i;
  std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return z[a] < z[b]; });
  TraceStep step;
  step.technique = "spanning-tree";
  int root = -1;
  for (int i = 0; i < n; ++i)
    if (s.value(v.root.at({i}))) root = i;
  for (int i : order) {
    step.cells.push_back(island_cell(p, i));
    step.placed.push_back({island_cell(p, i), z[i]});
  }
  for (int e = 0; e < p.edge_count(); ++e)
    for (int d = 0; d < 2; ++d)
      if (s.value(v.dir.at({e, d}))) step.variables.push_back(v.dir.at({e, d}).index + 1);
  for (int i : order) {
    if (i == root) continue;
    int from = -1;
    for (int e : p.incident[i]) {
      const int into_i = p.edges[e].b == i ? 0 : 1;
      if (!s.value(v.dir.at({e, into_i}))) continue;
      const int j = p.other(e, i);
      if (from < 0 || z[j] < z[from]) from = j;
    }
    if (from < 0) continue;  // cannot happen in a model; the rule check would have said so
    TraceStep sub;
    sub.technique = "tree-edge";
    sub.cells = {island_cell(p, from), island_cell(p, i)};
    sub.explanation = hashi_island_name(p, i) + " (z = " + std::to_string(z[i]) + ") is entered from " +
                      hashi_island_name(p, from) + " (z = " + std::to_string(z[from]) + ")";
    step.substeps.push_back(std::move(sub));
  }
  std::string zs;
  for (size_t k = 0; k < order.size() && k < 8; ++k)
    zs += (k ? ", " : "") + hashi_island_name(p, order[k]) + " " + std::to_string(z[order[k]]);
  if (order.size() > 8) zs += ", …";
  step.explanation = "solution " + std::to_string(solution) + ": the spanning tree has root " +
                     (root >= 0 ? hashi_island_name(p, root) : std::string("?")) +
                     " (z = 1); z grows along every directed bridge: " + zs;
  return step;
}

}  // namespace

std::string_view hashi_connectivity_name(HashiConnectivity c) { return c == HashiConnectivity::Tree ? "tree" : "cuts"; }

std::optional<HashiConnectivity> parse_hashi_connectivity(std::string_view name) {
  if (name == "tree") return HashiConnectivity::Tree;
  if (name == "cuts") return HashiConnectivity::Cuts;
  return std::nullopt;
}

HashiVars encode_hashi(const HashiPuzzle& p, HashiConnectivity connectivity, Cnf& cnf) {
  HashiVars v;
  const int n = p.island_count(), m = p.edge_count();
  v.y = cnf.new_range("y", {std::max(m, 1), 2}, {"edge", "k"});
  auto y1 = [&](int e) { return Lit::pos(v.bridge(e, 1)); };
  auto y2 = [&](int e) { return Lit::pos(v.bridge(e, 2)); };
  if (m == 0) cnf.add_clause({~y1(0)}), cnf.add_clause({~y2(0)});  // a lone island: the range's filler
  for (int e = 0; e < m; ++e) cnf.add_clause({~y2(e), y1(e)});
  for (auto [h, w] : p.crossings) cnf.add_clause({~y1(h), ~y1(w)});
  std::vector<Lit> lits;
  std::vector<int64_t> weights;
  for (int i = 0; i < n; ++i) {
    lits.clear();
    for (int e : p.incident[i]) lits.push_back(y1(e)), lits.push_back(y2(e));
    if (p.islands[i].clue == kHashiUnknownClue) {
      // Any number of bridges from 1 to 8: with y2 → y1, one y1 suffices; a lone island takes none.
      if (n > 1) {
        std::vector<Lit> any;
        for (int e : p.incident[i]) any.push_back(y1(e));
        cnf.add_clause(any);
      }
      continue;
    }
    weights.assign(lits.size(), 1);
    encode_pb(cnf, lits, weights, PbCompare::Eq, p.islands[i].clue, PbMethod::Bdd);
  }
  if (connectivity != HashiConnectivity::Tree) return v;

  v.tree = true;
  v.dir = cnf.new_range("dir", {std::max(m, 1), 2}, {"edge", "d"});
  v.root = cnf.new_range("r", {n}, {"island"});
  if (n > 1) v.z = cnf.new_range("z", {n, n - 1}, {"island", "k"});
  auto dir = [&](int e, int d) { return Lit::pos(v.dir.at({e, d})); };
  auto r = [&](int i) { return Lit::pos(v.root.at({i})); };
  auto gt = [&](int i, int k) { return Lit::pos(v.z.at({i, k - 1})); };  // z_i > k, k = 1..n-1
  if (m == 0) cnf.add_clause({~dir(0, 0)}), cnf.add_clause({~dir(0, 1)});
  for (int e = 0; e < m; ++e) {
    cnf.add_clause({~dir(e, 0), y1(e)});
    cnf.add_clause({~dir(e, 1), y1(e)});
    cnf.add_clause({~y1(e), dir(e, 0), dir(e, 1)});
    cnf.add_clause({~dir(e, 0), ~dir(e, 1)});
  }
  for (int i = 0; i < n; ++i) {
    for (int k = 1; k + 1 < n; ++k) cnf.add_clause({~gt(i, k + 1), gt(i, k)});
    if (n > 1) {
      cnf.add_clause({~r(i), ~gt(i, 1)});
      cnf.add_clause({r(i), gt(i, 1)});
    }
  }
  lits.clear();
  for (int i = 0; i < n; ++i) lits.push_back(r(i));
  exactly_one(cnf, lits, n <= 6 ? AmoEncoding::Pairwise : AmoEncoding::Product);
  // d = 0: a → b needs z_a < z_b; d = 1: b → a needs z_b < z_a.
  for (int e = 0; e < m; ++e)
    for (int d = 0; d < 2; ++d) {
      const int from = d == 0 ? p.edges[e].a : p.edges[e].b, to = d == 0 ? p.edges[e].b : p.edges[e].a;
      cnf.add_clause({~dir(e, d), gt(to, 1)});
      for (int k = 2; k <= n - 1; ++k) cnf.add_clause({~dir(e, d), ~gt(from, k - 1), gt(to, k)});
      cnf.add_clause({~dir(e, d), ~gt(from, n - 1)});
    }
  for (int i = 0; i < n; ++i) {
    lits.assign(1, r(i));
    for (int e : p.incident[i]) lits.push_back(dir(e, p.edges[e].b == i ? 0 : 1));
    cnf.add_clause(lits);
  }
  return v;
}

HashiSatResult solve_hashi_sat(const HashiPuzzle& p, const HashiSatOptions& o, TraceObserver* observer) {
  HashiSatResult result;
  Cnf cnf;
  const HashiVars v = encode_hashi(p, o.connectivity, cnf);
  result.variables = cnf.num_vars();
  result.clauses = cnf.num_clauses();
  SatSolver solver;
  solver.add_cnf(cnf);
  solver.set_conflict_budget(o.conflict_budget);
  const bool cuts = o.connectivity == HashiConnectivity::Cuts;
  const int m = p.edge_count();
  std::vector<int> group;
  std::vector<Lit> clause;
  while (result.count < o.limit) {
    const SatStatus status = solver.solve();
    if (status == SatStatus::Unknown) {
      result.budget_hit = true;
      break;
    }
    if (status == SatStatus::Unsatisfiable) {
      result.exhausted = true;
      break;
    }
    const HashiBridges bridges = read_bridges(p, v, solver);
    if (cuts) {
      const int groups = hashi_components(p, bridges, group);
      if (groups > 1) {
        ++result.cut_rounds;
        std::vector<std::vector<int>> members(groups);
        for (int i = 0; i < p.island_count(); ++i) members[group[i]].push_back(i);
        std::vector<std::vector<Lit>> cut_clauses(groups);
        bool still_satisfiable = true;
        for (int g = 0; g < groups; ++g) {
          for (int e = 0; e < m; ++e)
            if ((group[p.edges[e].a] == g) != (group[p.edges[e].b] == g))
              cut_clauses[g].push_back(Lit::pos(v.bridge(e, 1)));
          // With two groups both cuts are the same clause: it is added once. A group with no edge out
          // gives the empty clause: no connected solution exists.
          if (groups == 2 && g == 1) break;
          still_satisfiable = solver.add_clause(cut_clauses[g]) && still_satisfiable;
          ++result.cuts;
        }
        if (observer) observer->on_step(cut_round_step(p, result.cut_rounds, members, cut_clauses, group, bridges));
        if (!still_satisfiable) {
          result.exhausted = true;
          break;
        }
        continue;
      }
    }
    if (auto broken = find_hashi_violation(p, bridges)) {
      result.error = "internal error: the SAT model breaks a rule (" + *broken + ")";
      break;
    }
    ++result.count;
    if (result.count == 1) result.first = bridges;
    if (result.count == 2) result.second = bridges;
    if (observer) {
      if (v.tree) {
        observer->on_step(spanning_tree_step(p, v, solver, result.count));
      } else {
        TraceStep step;
        step.technique = "connected";
        for (int i = 0; i < p.island_count(); ++i) step.cells.push_back(island_cell(p, i));
        step.explanation = "solution " + std::to_string(result.count) + " after " + std::to_string(result.cut_rounds) +
                           (result.cut_rounds == 1 ? " cut round" : " cut rounds") + ": all " +
                           std::to_string(p.island_count()) + " islands form one group";
        observer->on_step(step);
      }
    }
    // Block this bridge assignment (the projection on y; directions and z may differ freely).
    clause.clear();
    for (int e = 0; e < m; ++e)
      for (int k = 1; k <= 2; ++k) {
        const Lit l = Lit::pos(v.bridge(e, k));
        clause.push_back(solver.value(v.bridge(e, k)) ? ~l : l);
      }
    if (!solver.add_clause(clause)) {
      result.exhausted = true;
      break;
    }
  }
  const SatStats st = solver.stats();
  result.decisions = st.decisions;
  result.propagations = st.propagations;
  result.conflicts = st.conflicts;
  return result;
}

}  // namespace gridlogic
