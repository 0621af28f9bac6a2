// lecture_cdcl.cpp — recording a CDCL search for the lecture view and mapping its trails onto boards
// (lecture_cdcl.h).
#include "lecture_cdcl.h"

#include <algorithm>

namespace gridlogic::lecture {
namespace {

bool grid_genre(const Lecture& L) { return L.genre == Genre::Sudoku || L.genre == Genre::Tectonic; }

Lit from_dimacs(int v) { return v > 0 ? Lit::pos(Var{v - 1}) : Lit::neg(Var{-v - 1}); }

// Records every search event as a trace step (through SearchTraceAdapter, for the words) together with
// the trail at that moment and, for conflicts, the conflict's implication graph.
class CdclRecorder : public SearchObserver {
 public:
  CdclRecorder(Lecture& L, std::span<const Lit> assumptions)
      : L_(L), adapter_(rec_, [&L](Lit l) { return L.literal_name(l); }) {
    assumed_.assign(2 * static_cast<size_t>(std::max(1, L.cnf.num_vars())), false);
    for (Lit a : assumptions)
      if (a.code >= 0 && a.code < static_cast<int>(assumed_.size())) assumed_[a.code] = true;
  }

  void on_decision(const SearchSnapshot& s) override { adapter_.on_decision(s); take(s.trail, -1); }
  void on_propagation(const SearchSnapshot& s) override { adapter_.on_propagation(s); take(s.trail, -1); }
  void on_conflict(const ConflictSnapshot& c) override {
    adapter_.on_conflict(c);
    L_.conflicts.push_back(c);
    take(trail_, static_cast<int>(L_.conflicts.size()) - 1);
  }
  void on_learned(const SearchSnapshot& s) override {
    adapter_.on_learned(s);
    take(s.trail, static_cast<int>(L_.conflicts.size()) - 1);
  }
  void on_restart() override {
    adapter_.on_restart();
    std::vector<TrailEntry> kept;
    for (const TrailEntry& e : trail_)
      if (e.level == 0) kept.push_back(e);
    take(kept, -1);
  }
  void on_model(const SearchSnapshot& s) override { adapter_.on_model(s); take(s.trail, -1); }
  void on_window_closed() override { adapter_.on_window_closed(); take(trail_, -1); }

 private:
  void take(const std::vector<TrailEntry>& trail, int conflict) {
    trail_ = trail;
    while (L_.steps.size() < rec_.trace().steps.size()) {
      Step step;
      step.trace = rec_.trace().steps[L_.steps.size()];
      step.conflict = conflict;
      relabel_assumption(step.trace);
      if (grid_genre(L_)) mark_cells(step.trace);
      L_.steps.push_back(std::move(step));
      L_.trails.push_back(trail_);
    }
  }

  // MiniSat takes assumptions as decisions of their own levels; saying "decide" would misstate a given.
  void relabel_assumption(TraceStep& t) const {
    if (t.technique != "decision" || t.variables.size() != 1) return;
    const Lit l = from_dimacs(t.variables[0]);
    if (l.code >= static_cast<int>(assumed_.size()) || !assumed_[l.code]) return;
    int level = 0;
    for (const TrailEntry& e : trail_)
      if (e.lit == l) level = e.level;
    t.technique = "assumption";
    t.explanation = "level " + std::to_string(level) + ": assume the given " + L_.literal_name(l) +
                    " (MiniSat takes each assumption as a decision level of its own)";
  }

  // The cells a step is about; what decisions and propagations place and strike.
  void mark_cells(TraceStep& t) const {
    const std::string& k = t.technique;
    const bool assigns = k == "decision" || k == "assumption" || k == "propagation";
    if (!assigns && k != "conflict" && k != "learned") return;
    for (int v : t.variables) {
      const Lit l = from_dimacs(v);
      const auto cv = L_.cell_value(l.var());
      if (!cv) continue;
      if (std::find(t.cells.begin(), t.cells.end(), cv->cell) == t.cells.end()) t.cells.push_back(cv->cell);
      if (assigns) (l.negated() ? t.removed : t.placed).push_back(*cv);
    }
  }

  Lecture& L_;
  TraceRecorder rec_;
  SearchTraceAdapter adapter_;
  std::vector<bool> assumed_;  // per literal code: an assumption
  std::vector<TrailEntry> trail_;
};

}  // namespace

SatStatus record_cdcl(Lecture& L, std::span<const Lit> assumptions, int max_events, SatStats* stats) {
  SatSolver solver;
  solver.add_cnf(L.cnf);
  CdclRecorder observer(L, assumptions);
  solver.set_observer(&observer, max_events);
  const SatStatus st = solver.solve(assumptions);
  solver.set_observer(nullptr);
  if (stats) *stats = solver.stats();
  return st;
}

void set_trail(const Lecture& L, BoardState& s, const std::vector<TrailEntry>& trail) {
  if (!grid_genre(L)) {
    std::fill(s.value.begin(), s.value.end(), -1);
    std::fill(s.level.begin(), s.level.end(), -1);
    for (const TrailEntry& e : trail) {
      const int v = e.lit.var().index;
      if (v < 0 || v >= static_cast<int>(s.value.size())) continue;
      s.value[v] = e.lit.negated() ? 0 : 1;
      s.level[v] = e.level;
    }
    s.trail = trail;
    return;
  }
  // A grid: after a backjump cells empty again, so every position starts from the puzzle itself.
  s = L.states[0];
  s.decided.assign(s.value.size(), 0);
  for (const TrailEntry& e : trail) {
    const auto cv = L.cell_value(e.lit.var());
    if (!cv || cv->cell < 0 || cv->cell >= static_cast<int>(s.value.size())) continue;
    if (e.lit.negated()) {
      s.candidates[cv->cell] &= ~(1u << cv->value);
    } else {
      s.value[cv->cell] = static_cast<int8_t>(cv->value);
      s.candidates[cv->cell] = 1u << cv->value;
    }
    // MiniSat decides a variable false first, so a decision usually strikes a candidate.
    if (e.is_decision() && !L.given[cv->cell]) s.decided[cv->cell] = 1;
  }
}

}  // namespace gridlogic::lecture
