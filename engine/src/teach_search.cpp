// teach_search.cpp — the teaching searches of a CNF (teach_search.h): counter-based unit propagation,
// failed literals, backtracking and DPLL with four branching heuristics, each event reported with the
// trail in the search window's terms.
//
// Propagation keeps, per clause, how many of its literals are true and how many false (the textbook
// counter scheme, not watched literals: the counts are what a lecture explains, and a teaching formula
// of 12,000 clauses needs nothing faster). A clause with no true literal is unit when all but one are
// false and a conflict when all are.
#include "gridlogic/teach_search.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <utility>

#include "gridlogic/deadline.h"

namespace gridlogic {

namespace {

constexpr std::string_view kMethodNames[] = {"propagation", "failed-literals", "backtracking", "dpll"};
constexpr std::string_view kHeuristicNames[] = {"first-open", "mom", "jeroslow-wang", "dlis"};
constexpr int kReasonNone = -1;       // a decision, a unit, a failed literal's negation
constexpr int kReasonBacktrack = -2;  // set by backtracking: the decisions' clause (flipped_)

}  // namespace

std::optional<TeachMethod> parse_teach_method(std::string_view name) {
  for (size_t i = 0; i < std::size(kMethodNames); ++i)
    if (kMethodNames[i] == name) return static_cast<TeachMethod>(i);
  return std::nullopt;
}
std::string_view teach_method_name(TeachMethod m) { return kMethodNames[static_cast<int>(m)]; }

std::optional<BranchHeuristic> parse_branch_heuristic(std::string_view name) {
  for (size_t i = 0; i < std::size(kHeuristicNames); ++i)
    if (kHeuristicNames[i] == name) return static_cast<BranchHeuristic>(i);
  return std::nullopt;
}
std::string_view branch_heuristic_name(BranchHeuristic h) { return kHeuristicNames[static_cast<int>(h)]; }

TeachStats& TeachStats::operator+=(const TeachStats& o) {
  decisions += o.decisions;
  propagations += o.propagations;
  conflicts += o.conflicts;
  backtracks += o.backtracks;
  probes += o.probes;
  failed_literals += o.failed_literals;
  ms += o.ms;
  return *this;
}

struct TeachSolver::Impl {
  std::vector<std::vector<Lit>> clauses;
  std::vector<std::vector<int>> occurs;   // per literal code: the clauses it is in
  std::vector<int8_t> value;              // per variable: -1 open, 0 false, 1 true
  std::vector<int> level;                 // per variable
  std::vector<int> reason;                // per variable: a clause, kReasonNone or kReasonBacktrack
  std::vector<std::vector<Lit>> flipped;  // per variable set by backtracking: (negation first) the clause
  std::vector<int> n_false, n_true;       // per clause
  std::vector<Lit> trail;
  std::vector<int> trail_lim;  // trail index where each level > 0 starts
  std::vector<int> pending;    // clauses that may have become unit or false
  int conflict = -1;           // a false clause found, or -1
  TeachObserver* observer = nullptr;
  int max_events = kSearchWindowEvents;
  int events = 0;
  bool halted = false;    // the window closed and the observer stops the search there
  bool paused = false;    // the observer paused the search (pause_here); resume() goes on
  bool resuming = false;  // resume() re-enters the search at the point it paused at
  int solve_decisions = 0;
  mutable int first_open = 0;  // no variable below it is open (first-open's scan starts here)
  SearchSnapshot window;       // the trail mirrored in the search window's terms
  TeachStats stats;
  TeachOptions options;

  int level_now() const { return static_cast<int>(trail_lim.size()); }
  int8_t lit_value(Lit l) const {
    const int8_t v = value[l.var().index];
    return v < 0 ? -1 : static_cast<int8_t>(l.negated() ? 1 - v : v);
  }
  int clause_size(int c) const { return static_cast<int>(clauses[c].size()); }

  void grow(int vars) {
    if (static_cast<int>(value.size()) >= vars) return;
    value.resize(vars, -1);
    level.resize(vars, 0);
    reason.resize(vars, kReasonNone);
    flipped.resize(vars);
    occurs.resize(2 * static_cast<size_t>(vars));
  }

  int add(std::span<const Lit> lits) {
    std::vector<Lit> c;
    for (Lit l : lits) {
      if (std::find(c.begin(), c.end(), l) != c.end()) continue;  // a repeated literal counts once
      c.push_back(l);
      grow(l.var().index + 1);
    }
    const int id = static_cast<int>(clauses.size());
    int f = 0, t = 0;
    for (Lit l : c) {
      occurs[l.code].push_back(id);
      const int8_t v = lit_value(l);
      f += v == 0;
      t += v == 1;
    }
    clauses.push_back(std::move(c));
    n_false.push_back(f);
    n_true.push_back(t);
    return id;
  }

  // --- the assignment ---

  void assign(Lit l, int why, std::vector<Lit> flip = {}) {
    const int v = l.var().index;
    value[v] = l.negated() ? 0 : 1;
    level[v] = level_now();
    reason[v] = why;
    if (why == kReasonBacktrack) flipped[v] = std::move(flip);
    trail.push_back(l);
    for (int c : occurs[l.code]) ++n_true[c];
    for (int c : occurs[(~l).code]) {
      ++n_false[c];
      if (n_true[c] == 0 && n_false[c] >= clause_size(c) - 1) pending.push_back(c);
    }
    if (watching()) window.trail.push_back(entry(l));
  }

  void undo_to(int lvl) {
    if (level_now() <= lvl) return;
    const int keep = trail_lim[lvl];
    while (static_cast<int>(trail.size()) > keep) {
      const Lit l = trail.back();
      trail.pop_back();
      const int v = l.var().index;
      for (int c : occurs[l.code]) --n_true[c];
      for (int c : occurs[(~l).code]) --n_false[c];
      value[v] = -1;
      flipped[v].clear();
      first_open = std::min(first_open, v);
    }
    trail_lim.resize(lvl);
    pending.clear();
    conflict = -1;
    if (watching()) {
      window.trail.resize(std::min(window.trail.size(), static_cast<size_t>(keep)));
      window.decision_level = lvl;
    }
  }

  // Unit propagation: to the fixpoint, or (one_round) only what the assignments so far imply directly.
  // Returns false on a conflict (conflict holds the false clause). `round_done` is called after each
  // round with the trail index where it started.
  template <class RoundDone>
  bool propagate(bool one_round, RoundDone round_done) {
    while (!pending.empty()) {
      std::vector<int> now;
      now.swap(pending);
      const size_t round_start = trail.size();
      for (int c : now) {
        if (n_true[c] > 0) continue;
        if (n_false[c] == clause_size(c)) {
          conflict = c;
          pending.clear();
          if (trail.size() > round_start) round_done(round_start);
          return false;
        }
        if (n_false[c] != clause_size(c) - 1) continue;
        for (Lit l : clauses[c])
          if (lit_value(l) < 0) {
            assign(l, c);
            ++stats.propagations;
            break;
          }
      }
      if (trail.size() > round_start) round_done(round_start);
      if (one_round) {
        // Checking only: a clause the round made false is still a conflict; units wait.
        for (int c : pending)
          if (n_true[c] == 0 && n_false[c] == clause_size(c)) {
            conflict = c;
            pending.clear();
            return false;
          }
        pending.clear();
        return true;
      }
    }
    return true;
  }

  // Whether a clause is false (checking without propagating, as backtracking does).
  bool check() {
    for (int c : pending)
      if (n_true[c] == 0 && n_false[c] == clause_size(c)) {
        conflict = c;
        pending.clear();
        return false;
      }
    pending.clear();
    return true;
  }

  // --- the window ---

  bool watching() const { return observer != nullptr && events < max_events; }
  bool take_event() {
    if (observer == nullptr || events > max_events) return false;
    if (events++ < max_events) return true;
    observer->on_window_closed();
    halted = observer->stop_at_window_end();
    return false;
  }
  TrailEntry entry(Lit l) const {
    TrailEntry e{l, level_now(), {}};
    const int v = l.var().index;
    if (reason[v] >= 0) {
      e.reason.push_back(l);
      for (Lit o : clauses[reason[v]])
        if (o != l) e.reason.push_back(o);
    } else if (reason[v] == kReasonBacktrack) {
      e.reason = flipped[v];
    }
    return e;
  }
  // (take_event, not watching(): the first event past the window closes it, on_window_closed once.)
  template <class Event>
  void report(Event event, size_t first_new) {
    if (!take_event()) return;
    window.decision_level = level_now();
    window.first_new = static_cast<int>(first_new);
    (observer->*event)(window);
  }
  ConflictSnapshot conflict_snapshot(bool with_cut) const {
    ConflictSnapshot snap = analyze_conflict(window, clauses[conflict]);
    if (!with_cut) {  // DPLL and probing do not analyse: the graph without a cut
      snap.uip = -1;
      snap.cut_clause.clear();
      for (GraphNode& n : snap.nodes) n.conflict_side = n.is_conflict();
    }
    return snap;
  }
  void report_conflict() {
    if (!take_event()) return;
    observer->on_conflict(conflict_snapshot(false));
  }

  // --- deciding ---

  Lit pick() const {
    const int n = static_cast<int>(value.size());
    if (options.heuristic == BranchHeuristic::FirstOpen) {
      while (first_open < n && value[first_open] >= 0) ++first_open;
      return first_open < n ? Lit::pos(Var{first_open}) : Lit{};
    }
    // Scores per literal over the clauses not yet satisfied, by their open literals.
    std::vector<double> score(2 * static_cast<size_t>(n), 0.0);
    int min_size = INT32_MAX;
    if (options.heuristic == BranchHeuristic::Mom)
      for (size_t c = 0; c < clauses.size(); ++c)
        if (n_true[c] == 0) min_size = std::min(min_size, clause_size(static_cast<int>(c)) - n_false[c]);
    for (size_t c = 0; c < clauses.size(); ++c) {
      if (n_true[c] > 0) continue;
      const int open = clause_size(static_cast<int>(c)) - n_false[c];
      if (options.heuristic == BranchHeuristic::Mom && open != min_size) continue;
      const double w = options.heuristic == BranchHeuristic::JeroslowWang ? std::ldexp(1.0, -open) : 1.0;
      for (Lit l : clauses[c])
        if (lit_value(l) < 0) score[l.code] += w;
    }
    Lit best{};
    double best_score = -1;
    for (int v = 0; v < n; ++v) {
      if (value[v] >= 0) continue;
      const double p = score[2 * v], q = score[2 * v + 1];
      if (options.heuristic == BranchHeuristic::Mom) {
        const double s = (p + q) * 1024.0 + p * q;  // k = 10
        if (s > best_score) best_score = s, best = p >= q ? Lit::pos(Var{v}) : Lit::neg(Var{v});
      } else {
        if (p > best_score) best_score = p, best = Lit::pos(Var{v});
        if (q > best_score) best_score = q, best = Lit::neg(Var{v});
      }
    }
    return best;
  }

  Lit choose() {
    ++solve_decisions;
    if (observer) {
      const Lit chosen = observer->choose_decision(solve_decisions);
      if (chosen.code >= 0 && chosen.var().index < static_cast<int>(value.size()) && lit_value(chosen) < 0)
        return chosen;
    }
    return pick();
  }

  bool out_of_budget() const {
    return halted ||
           (options.conflict_budget >= 0 && stats.conflicts >= static_cast<uint64_t>(options.conflict_budget)) ||
           time_is_up();
  }

  // --- the searches ---

  // Level 0: the units, then what they imply (to the fixpoint, or for backtracking their direct
  // consequences only). False when the formula is already unsatisfiable.
  bool start(std::span<const Lit> units, bool one_round, bool rounds) {
    for (int c = 0; c < static_cast<int>(clauses.size()); ++c)
      if (n_true[c] == 0 && n_false[c] >= clause_size(c) - 1) pending.push_back(c);
    const size_t first = trail.size();
    for (Lit u : units) {
      const int8_t v = lit_value(u);
      if (v == 0) return false;
      if (v < 0) assign(u, kReasonNone);
    }
    if (trail.size() > first) report(&SearchObserver::on_decision, first);  // the units (givens), at level 0
    return propagate_reported(one_round, rounds);
  }

  bool propagate_reported(bool one_round, bool rounds) {
    const size_t first = trail.size();
    const bool ok = propagate(one_round, [&](size_t round_start) {
      if (rounds) report(&SearchObserver::on_propagation, round_start);
    });
    if (!rounds && trail.size() > first) report(&SearchObserver::on_propagation, first);
    return ok;
  }

  SatStatus fixpoint_status() {
    report(&TeachObserver::on_fixpoint, trail.size());
    for (int8_t v : value)
      if (v < 0) return SatStatus::Unknown;
    report(&SearchObserver::on_model, trail.size());
    return SatStatus::Satisfiable;
  }

  SatStatus failed_literals() {
    for (bool changed = true; changed;) {
      changed = false;
      for (int v = 0; v < static_cast<int>(value.size()); ++v)
        for (const Lit l : {Lit::pos(Var{v}), Lit::neg(Var{v})}) {
          if (value[v] >= 0) break;
          if (halted || time_is_up()) return SatStatus::Unknown;
          ++stats.probes;
          trail_lim.push_back(static_cast<int>(trail.size()));
          if (watching()) window.decision_level = level_now();
          assign(l, kReasonNone);
          const bool ok = propagate(false, [](size_t) {});
          if (ok) {
            undo_to(0);
            continue;
          }
          ++stats.conflicts;
          ++stats.failed_literals;
          ConflictSnapshot snap;
          const bool shown = watching();
          if (shown) snap = conflict_snapshot(false);
          undo_to(0);
          const size_t at = trail.size();
          assign(~l, kReasonNone);
          if (shown && take_event()) {
            window.first_new = static_cast<int>(at);
            observer->on_failed_literal(snap, l, window);
          }
          changed = true;
          if (!propagate_reported(false, true)) {
            ++stats.conflicts;
            report_conflict();
            return SatStatus::Unsatisfiable;
          }
        }
    }
    return fixpoint_status();
  }

  // Backtracking and DPLL: decide, propagate (or only check), undo the deepest decision on a conflict.
  SatStatus search(bool propagate_units) {
    for (;;) {
      if (halted) return SatStatus::Unknown;  // the observer's window closed (stop_at_window_end)
      // A clean point between events: everything the loop needs is in the solver's state (the trail,
      // its levels, a pending conflict), so resume() re-enters the loop here.
      // (Not asked again at the point it paused at: each slice goes one round or more.)
      if (!std::exchange(resuming, false) && observer && observer->pause_here()) {
        paused = true;
        return SatStatus::Unknown;
      }
      if (conflict >= 0) {
        ++stats.conflicts;
        report_conflict();
        if (level_now() == 0) return SatStatus::Unsatisfiable;
        if (out_of_budget()) return SatStatus::Unknown;
        // The deepest decision was wrong under the ones above it: its negation, one level up.
        const Lit d = trail[trail_lim.back()];
        std::vector<Lit> why{~d};
        for (int k = 0; k + 1 < level_now(); ++k) why.push_back(~trail[trail_lim[k]]);
        undo_to(level_now() - 1);
        ++stats.backtracks;
        const size_t at = trail.size();
        assign(~d, kReasonBacktrack, std::move(why));
        report(&TeachObserver::on_backtrack, at);
        if (!settle(propagate_units)) continue;
        continue;
      }
      const Lit next = choose();
      if (next.code < 0) {
        report(&SearchObserver::on_model, trail.size());
        return SatStatus::Satisfiable;
      }
      ++stats.decisions;
      trail_lim.push_back(static_cast<int>(trail.size()));
      const size_t at = trail.size();
      assign(next, kReasonNone);
      report(&SearchObserver::on_decision, at);
      settle(propagate_units);
    }
  }

  // After an assignment: propagate (DPLL) or check (backtracking). False on a conflict.
  bool settle(bool propagate_units) {
    if (propagate_units) return propagate_reported(false, options.rounds);
    return check();
  }
};

TeachSolver::TeachSolver(const Cnf& cnf) : impl_(std::make_unique<Impl>()) {
  impl_->grow(cnf.num_vars());
  for (int i = 0; i < cnf.num_clauses(); ++i) impl_->add(cnf.clause(i));
}
TeachSolver::~TeachSolver() = default;

bool TeachSolver::add_clause(std::span<const Lit> lits) {
  if (lits.empty()) return false;
  impl_->add(lits);
  return true;
}

void TeachSolver::set_observer(TeachObserver* observer, int max_events) {
  impl_->observer = observer;
  impl_->max_events = max_events;
}

SatStatus TeachSolver::solve(std::span<const Lit> units, const TeachOptions& options) {
  Impl& s = *impl_;
  const auto start = std::chrono::steady_clock::now();
  s.undo_to(0);
  // Level 0 is rebuilt each solve: the units are this solve's.
  while (!s.trail.empty()) {
    const Lit l = s.trail.back();
    s.trail.pop_back();
    for (int c : s.occurs[l.code]) --s.n_true[c];
    for (int c : s.occurs[(~l).code]) --s.n_false[c];
    s.value[l.var().index] = -1;
  }
  s.first_open = 0;
  s.pending.clear();
  s.conflict = -1;
  s.options = options;
  s.stats = TeachStats{};
  s.events = 0;
  s.halted = false;
  s.paused = false;
  s.solve_decisions = 0;
  s.window = SearchSnapshot{};

  const bool propagation = options.method == TeachMethod::Propagation || options.method == TeachMethod::FailedLiterals;
  const bool backtracking = options.method == TeachMethod::Backtracking;
  SatStatus status;
  if (!s.start(units, backtracking, propagation || options.rounds)) {
    ++s.stats.conflicts;
    s.report_conflict();
    status = SatStatus::Unsatisfiable;
  } else if (options.method == TeachMethod::Propagation) {
    status = s.fixpoint_status();
  } else if (options.method == TeachMethod::FailedLiterals) {
    status = s.failed_literals();
  } else {
    status = s.search(!backtracking);
  }
  s.stats.ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
  return status;
}

bool TeachSolver::paused() const { return impl_->paused; }

SatStatus TeachSolver::resume() {
  Impl& s = *impl_;
  if (!s.paused) return SatStatus::Unknown;  // (contract: only after a paused solve)
  const auto start = std::chrono::steady_clock::now();
  s.paused = false;
  s.resuming = true;
  const SatStatus status = s.search(s.options.method != TeachMethod::Backtracking);
  s.stats.ms += std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
  return status;
}

int8_t TeachSolver::value(Var v) const { return impl_->value[v.index]; }
int TeachSolver::num_vars() const { return static_cast<int>(impl_->value.size()); }
int TeachSolver::num_clauses() const { return static_cast<int>(impl_->clauses.size()); }
const TeachStats& TeachSolver::stats() const { return impl_->stats; }

}  // namespace gridlogic
