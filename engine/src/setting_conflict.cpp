// setting_conflict.cpp — why a puzzle being set has no solution (setting.h): a minimal set of its pieces
// that contradict each other, named as the setter drew them (the given 5 in r1c1, row 3, the killer cage
// 15 on r1c1 r1c2, the region of 4 cells at r2c2, the number 4 on the island at r3c3).
//
// The rules are encoded again with every piece behind a guard (ConstraintParts); the givens' own literals
// are their guards. Assuming every guard, MiniSat's final conflict names a subset that already
// contradicts (cheap, not minimal). Then each piece of it, givens first and then the rules' pieces in
// the puzzle's order, is left out in turn: when the rest still has no solution the piece goes, and the
// set shrinks to that search's final conflict; otherwise it stays. What remains is minimal — leaving out
// any one piece gives a solution — and, givens going first, it holds the fewest givens the rules
// allow. Lazily checked rules (connectivity) add their cuts behind their own piece's guard.
#include <algorithm>

#include "gridlogic/deadline.h"
#include "gridlogic/setting.h"

namespace gridlogic {

SettingConflict setting_conflict(const SettingModel& model, int64_t budget) {
  SettingConflict out;
  SettingEncoding enc = model.encode(true);
  SatSolver solver;
  solver.add_cnf(enc.cnf);
  std::vector<ConstraintPart> pieces;
  for (const SettingGiven& g : model.givens) {
    ConstraintPart part = model.given_part(g);
    if (g.lits.size() == 1) {
      part.guard = g.lits[0];
    } else {
      part.guard = Lit::pos(solver.new_var());
      for (Lit l : g.lits) solver.add_clause({~part.guard, l});
    }
    pieces.push_back(std::move(part));
  }
  for (ConstraintPart& part : enc.parts) pieces.push_back(std::move(part));
  if (!enc.decisions.empty()) {
    std::vector<bool> own(solver.num_vars(), false);
    for (Var v : enc.decisions) own[v.index] = true;
    for (int v = 0; v < solver.num_vars(); ++v)
      if (!own[v]) solver.set_decision_var(Var{v}, false);
  } else {
    for (const ConstraintPart& part : pieces) solver.set_decision_var(part.guard.var(), false);
  }
  solver.set_conflict_budget(budget);

  std::vector<std::vector<Lit>> cuts;
  const auto value = [&solver](Var v) { return solver.value(v); };
  // Whether the pieces `in` (indices) together have no solution: true, false, or nothing when stopped.
  const auto contradict = [&](const std::vector<int>& in) -> std::optional<bool> {
    std::vector<Lit> assumptions;
    for (int i : in) assumptions.push_back(pieces[i].guard);
    for (;;) {
      if (time_is_up_now()) return std::nullopt;
      const SatStatus status = solver.solve(assumptions);
      if (status == SatStatus::Unknown) return std::nullopt;
      if (status == SatStatus::Unsatisfiable) return true;
      if (!enc.cuts) return false;
      cuts.clear();
      enc.cuts(value, cuts);
      keep_violated_cuts(value, cuts);
      if (cuts.empty()) return false;
      for (const auto& cut : cuts) solver.add_clause(cut);
    }
  };
  // The pieces the last final conflict used, in the order of `pieces`.
  const auto core = [&]() {
    std::vector<Lit> failed = solver.failed_assumptions();
    std::vector<int> in;
    for (int i = 0; i < static_cast<int>(pieces.size()); ++i)
      if (std::find(failed.begin(), failed.end(), pieces[i].guard) != failed.end()) in.push_back(i);
    return in;
  };

  std::vector<int> in(pieces.size());
  for (int i = 0; i < static_cast<int>(pieces.size()); ++i) in[i] = i;
  const std::optional<bool> all = contradict(in);
  if (!all || !*all) return out;  // stopped, or (the session said otherwise) a solution after all
  in = core();
  out.minimal = true;
  for (int piece = 0; piece < static_cast<int>(pieces.size()); ++piece) {
    if (std::find(in.begin(), in.end(), piece) == in.end()) continue;
    std::vector<int> rest;
    for (int i : in)
      if (i != piece) rest.push_back(i);
    const std::optional<bool> still = contradict(rest);
    if (!still) {
      out.minimal = false;
      break;
    }
    if (*still) in = core();
  }
  for (int i : in) out.parts.push_back(std::move(pieces[i]));
  return out;
}

}  // namespace gridlogic
