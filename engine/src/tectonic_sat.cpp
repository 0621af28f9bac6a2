// tectonic_sat.cpp — Tectonic as SAT (document 000 chapter 6) and the complete solve with uniqueness
// (tectonic.h). x[cell, v-1] says the cell holds v.
//
// As the document: per cell at least one value and pairwise at most one; values above the region's
// size are fixed false by units (the document keeps them "for the speed of the algorithm" — one
// variable block of uniform shape); per region each value at most once, and at least once as the
// document lists it (TectonicEncoding::region_at_least_once; bench_tectonic measures both ways);
// touching cells of different regions never equal (pairs within a region are covered by the region
// clauses, as the document notes). Givens are unit clauses.
#include <algorithm>

#include "gridlogic/sat_solver.h"
#include "gridlogic/tectonic.h"

namespace gridlogic {

TectonicVars encode_tectonic(const TectonicPuzzle& p, const TectonicEncoding& e, Cnf& cnf, ConstraintParts* parts) {
  TectonicVars vars;
  vars.max_value = std::max(1, p.max_region());
  vars.x = cnf.new_range("x", {p.size(), vars.max_value}, {"cell", "v"});
  auto x = [&](int c, int v) { return vars.x.at({c, v - 1}); };
  std::vector<Lit> lits;
  for (int c = 0; c < p.size(); ++c) {
    if (p.hole(c)) {
      for (int v = 1; v <= vars.max_value; ++v) cnf.add_clause({Lit::neg(x(c, v))});
      continue;
    }
    const int k = p.region_size(c);
    lits.clear();
    for (int v = 1; v <= k; ++v) lits.push_back(Lit::pos(x(c, v)));
    cnf.add_clause(lits);
    for (int a = 1; a <= k; ++a)
      for (int b = a + 1; b <= k; ++b) cnf.add_clause({Lit::neg(x(c, a)), Lit::neg(x(c, b))});
    for (int v = k + 1; v <= vars.max_value; ++v) cnf.add_clause({Lit::neg(x(c, v))});
  }
  for (size_t r = 0; r < p.cells.size(); ++r) {
    const auto& region = p.cells[r];
    const int k = static_cast<int>(region.size());
    PartScope part(parts, {"region",
                           "the region of " + std::to_string(k) + " cells at " + tectonic_cell_name(p, region[0]),
                           static_cast<int>(r),
                           0,
                           region,
                           {}});
    for (int v = 1; v <= k; ++v) {
      if (e.region_at_least_once) {
        lits.clear();
        for (int c : region) lits.push_back(Lit::pos(x(c, v)));
        cnf.add_clause(lits);
      }
      for (size_t i = 0; i < region.size(); ++i)
        for (size_t j = i + 1; j < region.size(); ++j)
          cnf.add_clause({Lit::neg(x(region[i], v)), Lit::neg(x(region[j], v))});
    }
  }
  for (int c = 0; c < p.size(); ++c) {
    if (p.hole(c)) continue;
    for (int d : p.neighbours[c]) {
      if (d < c || p.region[d] == p.region[c]) continue;
      const int k = std::min(p.region_size(c), p.region_size(d));
      PartScope part(
          parts,
          {"touch", tectonic_cell_name(p, c) + " and " + tectonic_cell_name(p, d) + " touch", -1, 0, {c, d}, {}});
      for (int v = 1; v <= k; ++v) cnf.add_clause({Lit::neg(x(c, v)), Lit::neg(x(d, v))});
    }
  }
  for (int c = 0; c < p.size(); ++c)
    if (p.givens[c]) {
      PartScope part(parts, {"given",
                             "the given " + std::to_string(p.givens[c]) + " in " + tectonic_cell_name(p, c),
                             c,
                             p.givens[c],
                             {c},
                             {}});
      cnf.add_clause({Lit::pos(x(c, p.givens[c]))});
    }
  return vars;
}

TectonicSatResult solve_tectonic_sat(const TectonicPuzzle& p, int limit, const TectonicEncoding& e,
                                     const std::vector<Candidates>* fixed, int64_t conflict_budget) {
  Cnf cnf;
  TectonicVars vars = encode_tectonic(p, e, cnf);
  SatSolver solver;
  solver.add_cnf(cnf);
  if (fixed)
    for (int c = 0; c < p.size(); ++c) {
      if (p.hole(c)) continue;
      for (int v = 1; v <= p.region_size(c); ++v)
        if (!((*fixed)[c] & (1u << v))) solver.add_clause({Lit::neg(vars.x.at({c, v - 1}))});
    }
  solver.set_conflict_budget(conflict_budget);
  // The projection: the cell-value variables that can be true.
  std::vector<Var> projection;
  for (int c = 0; c < p.size(); ++c)
    if (!p.hole(c))
      for (int v = 1; v <= p.region_size(c); ++v) projection.push_back(vars.x.at({c, v - 1}));
  TectonicSatResult r;
  ModelCount mc = enumerate_models(solver, projection, limit, [&](const SatSolver& s) {
    if (!r.first.empty() || !r.error.empty()) return;
    std::vector<uint8_t> grid(p.size(), 0);
    for (int c = 0; c < p.size(); ++c)
      if (!p.hole(c))
        for (int v = 1; v <= p.region_size(c); ++v)
          if (s.value(vars.x.at({c, v - 1}))) grid[c] = static_cast<uint8_t>(v);
    if (auto broken = find_tectonic_violation(p, grid))
      r.error = "internal error: the SAT model breaks a rule (" + *broken + ")";
    else r.first = std::move(grid);
  });
  r.count = mc.count;
  r.exhausted = mc.exhausted;
  const SatStats st = solver.stats();
  r.decisions = st.decisions;
  r.propagations = st.propagations;
  r.conflicts = st.conflicts;
  return r;
}

}  // namespace gridlogic
