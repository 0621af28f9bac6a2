// tectonic_two_sat.cpp — one 2-SAT round of document 000 chapter 5 on what the rules left (tectonic.h).
//
// The document's graph has "a node for each cell having a certain value" and edges for the connections
// between them. So each remaining possibility v of an open cell is one variable t[rR,cC,v]; the binary
// constraints are: at most one value per cell; a cell with two possibilities holds one of them (this is
// where a bivalued cell becomes the document's Boolean A/B); equal values never touch nor share a
// region; a region value with exactly two places left is in one of them. Chains of "same value" (A…A in
// figure 5.2) arise as paths through these clauses. Literals true in every model (TwoSat::forced) are
// the deductions: a positive one places a value, a negative one removes a possibility.
#include <bit>
#include <string>

#include "gridlogic/tectonic.h"

namespace gridlogic {

bool tectonic_two_sat_round(const TectonicPuzzle& p, std::vector<Candidates>& cand, TectonicTwoSatRound& round,
                            TraceStep& step, bool keep_graph) {
  const int n = p.size();
  auto open = [&](int c) { return !p.hole(c) && std::popcount(cand[c]) > 1; };
  // var_of[c * 10 + v]: the variable "c holds v", or -1.
  std::vector<int> var_of(n * 10, -1);
  std::vector<std::pair<int, int>> meaning;  // variable → (cell, value)
  for (int c = 0; c < n; ++c) {
    if (!open(c)) continue;
    for (int v = 1; v <= kTectonicMaxRegion; ++v)
      if (cand[c] & (1u << v)) {
        var_of[c * 10 + v] = static_cast<int>(meaning.size());
        meaning.emplace_back(c, v);
      }
  }
  TwoSat f(static_cast<int>(meaning.size()));
  auto x = [&](int c, int v) { return Var{var_of[c * 10 + v]}; };
  for (int c = 0; c < n; ++c) {
    if (!open(c)) continue;
    std::vector<int> vals;
    for (int v = 1; v <= kTectonicMaxRegion; ++v)
      if (cand[c] & (1u << v)) vals.push_back(v);
    for (size_t i = 0; i < vals.size(); ++i)
      for (size_t j = i + 1; j < vals.size(); ++j) f.add_clause(Lit::neg(x(c, vals[i])), Lit::neg(x(c, vals[j])));
    if (vals.size() == 2) f.add_clause(Lit::pos(x(c, vals[0])), Lit::pos(x(c, vals[1])));
    // Equal values never touch nor share a region; a decided partner rules the value out.
    auto partner = [&](int d) {
      if (p.hole(d) || d == c) return;
      for (int v : vals) {
        if (!(cand[d] & (1u << v))) continue;
        if (!open(d)) f.add_unit(Lit::neg(x(c, v)));
        else if (d > c) f.add_clause(Lit::neg(x(c, v)), Lit::neg(x(d, v)));
      }
    };
    for (int d : p.neighbours[c]) partner(d);
    for (int d : p.cells[p.region[c]])
      if (!(d / p.cols - c / p.cols >= -1 && d / p.cols - c / p.cols <= 1 && d % p.cols - c % p.cols >= -1 &&
            d % p.cols - c % p.cols <= 1))
        partner(d);
  }
  for (const auto& region : p.cells)
    for (int v = 1; v <= static_cast<int>(region.size()); ++v) {
      std::vector<int> places;
      bool settled = false;
      for (int c : region)
        if (cand[c] & (1u << v)) {
          if (!open(c)) settled = true;
          places.push_back(c);
        }
      if (settled) continue;
      if (places.size() == 1) f.add_unit(Lit::pos(x(places[0], v)));
      if (places.size() == 2) f.add_clause(Lit::pos(x(places[0], v)), Lit::pos(x(places[1], v)));
    }
  const bool sat = f.solve();
  round.variables = f.num_vars();
  round.clauses = f.num_clauses();
  round.satisfiable = sat;
  auto label = [&](Var var) {
    auto [c, v] = meaning[var.index];
    return tectonic_cell_name(p, c) + "=" + std::to_string(v);
  };
  if (keep_graph) round.graph = f.graph(label);
  step.technique = "2-sat";
  if (!sat) {
    for (Var v : f.conflict_vars()) step.cells.push_back(meaning[v.index].first);
    step.explanation =
        "2-SAT on " + std::to_string(round.variables) + " variables and " + std::to_string(round.clauses) +
        " clauses has no model: " + (f.conflict_vars().empty() ? std::string() : label(f.conflict_vars()[0])) +
        " implies its own negation and back";
    return false;
  }
  // The chain behind the first deduction, for a hint to draw: a shortest path of implications from its
  // opposite back to it (a forced literal's opposite implies it). Each clause (a or b) gives "not a, so
  // b" and "not b, so a"; an implication that makes a value true is a strong link, one that rules it
  // out a weak link (trace.h). A unit clause (a decided partner, a region's only place) leads from a
  // literal to its opposite: a link from a candidate to itself.
  auto chain_to = [&](Lit goal) {
    std::vector<std::vector<Lit>> next(2 * static_cast<size_t>(f.num_vars()));
    for (const BinaryClause& cl : f.clauses()) {
      next[(~cl.a).code].push_back(cl.b);
      next[(~cl.b).code].push_back(cl.a);
    }
    std::vector<int> parent(next.size(), -2);
    std::vector<Lit> queue = {~goal};
    parent[(~goal).code] = -1;
    for (size_t qi = 0; qi < queue.size() && parent[goal.code] == -2; ++qi)
      for (Lit w : next[queue[qi].code])
        if (parent[w.code] == -2) {
          parent[w.code] = queue[qi].code;
          queue.push_back(w);
        }
    if (parent[goal.code] == -2) return;
    std::vector<int> path;
    for (int code = goal.code; code >= 0; code = parent[code]) path.push_back(code);
    for (size_t i = path.size() - 1; i > 0; --i) {
      const Lit from{path[i]}, to{path[i - 1]};
      auto [fc, fv] = meaning[from.var().index];
      auto [tc, tv] = meaning[to.var().index];
      step.chain.push_back({{fc, fv}, {tc, tv}, !to.negated()});
    }
  };
  std::string deductions;
  for (Lit l : f.forced()) {
    auto [c, v] = meaning[l.var().index];
    if (!(cand[c] & (1u << v)) || (!l.negated() && cand[c] == (1u << v))) continue;
    if (step.cells.empty()) chain_to(l);
    step.cells.push_back(c);
    if (!l.negated()) {
      for (int w = 1; w <= kTectonicMaxRegion; ++w)
        if (w != v && (cand[c] & (1u << w))) step.removed.push_back({c, w});
      cand[c] = static_cast<Candidates>(1u << v);
      step.placed.push_back({c, v});
      ++round.placed;
      deductions += (deductions.empty() ? "" : ", ") + tectonic_cell_name(p, c) + " = " + std::to_string(v);
    } else {
      cand[c] &= static_cast<Candidates>(~(1u << v));
      step.removed.push_back({c, v});
      ++round.removed;
      if (std::popcount(cand[c]) == 1) {
        step.placed.push_back({c, std::countr_zero(cand[c])});
        ++round.placed;
      }
      deductions += (deductions.empty() ? "" : ", ") + tectonic_cell_name(p, c) + " ≠ " + std::to_string(v);
    }
  }
  step.explanation = "2-SAT on " + std::to_string(round.variables) + " variables (cell = value) and " +
                     std::to_string(round.clauses) +
                     " binary clauses; true in every model: " + (deductions.empty() ? "nothing new" : deductions);
  return true;
}

}  // namespace gridlogic
