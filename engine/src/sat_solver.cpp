// sat_solver.cpp — MiniSat 2.2 behind the SatSolver facade: budgets, interrupt, the observed search loop
// of the search window, model enumeration by blocking clauses.
//
// The implementation subclasses Minisat::Solver to reach its protected state (trail, vardata, ca, ...)
// without editing MiniSat. Unobserved, solve() is MiniSat's own solveLimited(). Observed, it runs
// search_observed()/solve_observed(), a line-for-line mirror of Solver::search()/solve_() (luby restarts,
// learned clauses, reduceDB, simplify, assumptions, the same statistics) with calls to the observer in
// between, so both modes take the same decisions and reach the same answer. Graph analysis of conflicts
// lives in search_window.cpp.
#include "gridlogic/sat_solver.h"

#include <algorithm>
#include <cassert>
#include <chrono>
#include <cmath>
#include <optional>

#include "gridlogic/deadline.h"
#include "gridlogic/memory_budget.h"
#include "gridlogic/search_window.h"
#include "minisat/core/Solver.h"

using Minisat::lbool;  // MiniSat's l_True/l_False macros name it unqualified

namespace gridlogic {
namespace {

Minisat::Lit to_minisat(Lit l) { return Minisat::mkLit(l.var().index, l.negated()); }
Lit from_minisat(Minisat::Lit l) { return Lit{Minisat::toInt(l)}; }  // same 2 * var + sign coding

// MiniSat's restart sequence (Solver.cc keeps its luby() static): 1 1 2 1 1 2 4 1 1 2 ... as powers of y.
double luby(double y, int x) {
  int size, seq;
  for (size = 1, seq = 0; size < x + 1; seq++, size = 2 * size + 1) {
  }
  while (size - 1 != x) {
    size = (size - 1) >> 1;
    seq--;
    x = x % size;
  }
  return std::pow(y, seq);
}

}  // namespace

struct SatSolver::Impl : Minisat::Solver {
  double ms = 0.0;
  SearchObserver* observer = nullptr;  // not owned; nullptr: MiniSat's own loop
  int max_events = kSearchWindowEvents;
  int events = 0;           // events sent in this solve(); one more marks the window closed
  int solve_decisions = 0;  // decisions of this observed solve() (choose_decision's count)
  SearchSnapshot window;    // the trail mirrored in engine types while the window is open

  void ensure_vars(int n) {
    while (nVars() < n) newVar();
  }
  // MiniSat's saved phase is the sign of the literal it decides: true means the negative literal.
  std::vector<char> initial_phase;  // per variable, as in polarity; absent: MiniSat's default (true)
  void set_phase(int v, bool value) {
    if (static_cast<int>(initial_phase.size()) <= v) initial_phase.resize(v + 1, 1);
    initial_phase[v] = polarity[v] = !value;
  }
  void forget_search() {
    cancelUntil(0);
    // removeClause clears the reason of a level-0 literal a learned clause implied; the literal stays
    // assigned, as a consequence of the formula it is.
    for (int i = 0; i < learnts.size(); i++) removeClause(learnts[i]);
    learnts.clear();
    checkGarbage();
    for (int v = 0; v < nVars(); v++) {
      polarity[v] = v < static_cast<int>(initial_phase.size()) ? initial_phase[v] : 1;
      activity[v] = 0;
    }
    var_inc = 1;
    rebuildOrderHeap();
  }
  void set_conflict_budget(int64_t n) { conflict_budget = n < 0 ? -1 : static_cast<int64_t>(conflicts) + n; }
  void set_propagation_budget(int64_t n) { propagation_budget = n < 0 ? -1 : static_cast<int64_t>(propagations) + n; }

  lbool solve_observed(const Minisat::vec<Minisat::Lit>& assumps);

  // A solve under the request's work limit (deadline.h), which becomes MiniSat's own propagation
  // budget, checked at every decision: the search stops at the same propagation on any machine. The
  // caller's budget is kept; the propagations are spent from the request's work.
  lbool solve_counted(const Minisat::vec<Minisat::Lit>& assumps) {
    const int64_t own_budget = propagation_budget;
    const auto before = static_cast<int64_t>(propagations);
    if (const int64_t left = work_left(); left != INT64_MAX) {
      const int64_t at = before + left;
      propagation_budget = own_budget < 0 ? at : std::min(own_budget, at);
    }
    const lbool r = observer ? solve_observed(assumps) : solve_limited(assumps);
    propagation_budget = own_budget;
    spend_work(static_cast<int64_t>(propagations) - before);
    return r;
  }

  // solveLimited, or under a request time or memory limit (deadline.h, memory_budget.h) solve_timed.
  lbool solve_limited(const Minisat::vec<Minisat::Lit>& assumps) {
    return time_limit_seconds() > 0 || memory_limit_bytes() > 0 ? solve_timed(assumps) : solveLimited(assumps);
  }
  // MiniSat allocates with realloc, which the heap accounting does not see: an estimate of what it
  // holds (the clause arena in 32-bit words, two 8-byte watchers per clause, ~80 bytes of per-variable
  // arrays), added to the request's count at each restart.
  int64_t held_bytes() const {
    return 4 * static_cast<int64_t>(ca.size()) + 16 * static_cast<int64_t>(clauses.size() + learnts.size()) +
           80 * static_cast<int64_t>(nVars());
  }
  bool budget_spent() { return check_memory_with(held_bytes()) || time_is_up_now(); }
  lbool solve_timed(const Minisat::vec<Minisat::Lit>& assumps);
  lbool search_observed(int nof_conflicts);

  // --- the window ---
  bool window_open() const { return observer != nullptr && events < max_events; }
  // Counts an event; false once the budget is spent (the first refusal tells the observer).
  bool take_event() {
    if (observer == nullptr || events > max_events) return false;
    if (events++ < max_events) return true;
    observer->on_window_closed();
    if (observer->stop_at_window_end()) interrupt();  // MiniSat answers l_Undef at its next check
    return false;
  }
  std::vector<Lit> literals(Minisat::CRef cr) const {
    const Minisat::Clause& c = ca[cr];
    std::vector<Lit> out(c.size());
    for (int i = 0; i < c.size(); ++i) out[i] = from_minisat(c[i]);
    return out;
  }
  // Appends the trail entries the mirror lacks; returns the index of the first one appended. Reasons
  // are copied now because MiniSat may delete or move the clause later.
  int sync_window() {
    int first = static_cast<int>(window.trail.size());
    for (int i = first; i < trail.size(); ++i) {
      Minisat::Var x = Minisat::var(trail[i]);
      TrailEntry entry{from_minisat(trail[i]), level(x), {}};
      if (reason(x) != Minisat::CRef_Undef) entry.reason = literals(reason(x));
      assert(entry.reason.empty() || entry.reason[0] == entry.lit);  // MiniSat keeps the implied literal first
      window.trail.push_back(std::move(entry));
    }
    window.decision_level = decisionLevel();
    return first;
  }
  void backtrack(int to_level) {
    cancelUntil(to_level);
    if (window_open()) {
      assert(window.trail.size() >= static_cast<size_t>(trail.size()));  // synced before every backtrack
      window.trail.resize(trail.size());
      window.decision_level = decisionLevel();
    }
  }
  // Sends the entries added since the last sync to `event` (when there are some, or when `always`).
  template <class Event>
  void report(Event event, bool always = false) {
    if (!window_open()) return;
    int first = sync_window();
    if ((always || first < static_cast<int>(window.trail.size())) && take_event()) {
      window.first_new = first;
      (observer->*event)(window);
    }
  }
};

/*_________________________________________________________________________________________________
|
|  search_observed : (nof_conflicts : int)  ->  [lbool]
|
|  Description:
|    Solver::search() with the observer's calls; keep the two in step (Solver.cc, MiniSat 2.2).
|    Returns l_True on a model, l_False on UNSAT (or failed assumptions), l_Undef when the restart
|    interval or a budget ran out (the trail is then back at level 0).
|________________________________________________________________________________________________@*/
lbool SatSolver::Impl::search_observed(int nof_conflicts) {
  assert(ok);
  int backtrack_level;
  int conflict_count = 0;
  Minisat::vec<Minisat::Lit> learnt_clause;
  starts++;

  for (;;) {
    Minisat::CRef confl = propagate();
    report(&SearchObserver::on_propagation);
    if (confl != Minisat::CRef_Undef) {
      conflicts++;
      conflict_count++;
      bool shown = take_event();
      ConflictSnapshot snap;
      if (shown) snap = analyze_conflict(window, literals(confl));
      if (decisionLevel() == 0) {
        if (shown) observer->on_conflict(snap);
        return l_False;
      }

      learnt_clause.clear();
      analyze(confl, learnt_clause, backtrack_level);
      if (shown) {
        for (int i = 0; i < learnt_clause.size(); ++i) snap.learned.push_back(from_minisat(learnt_clause[i]));
        snap.backjump_level = backtrack_level;
        assert(snap.learned[0] == ~snap.uip_lit());  // MiniSat's asserting literal negates our 1UIP
        observer->on_conflict(snap);
      }
      backtrack(backtrack_level);

      if (learnt_clause.size() == 1) {
        uncheckedEnqueue(learnt_clause[0]);
      } else {
        Minisat::CRef cr = ca.alloc(learnt_clause, true);
        learnts.push(cr);
        attachClause(cr);
        claBumpActivity(ca[cr]);
        uncheckedEnqueue(learnt_clause[0], cr);
      }
      report(&SearchObserver::on_learned);

      varDecayActivity();
      claDecayActivity();
      if (--learntsize_adjust_cnt == 0) {
        learntsize_adjust_confl *= learntsize_adjust_inc;
        learntsize_adjust_cnt = static_cast<int>(learntsize_adjust_confl);
        max_learnts *= learntsize_inc;
      }
    } else {
      if ((nof_conflicts >= 0 && conflict_count >= nof_conflicts) || !withinBudget()) {
        progress_estimate = progressEstimate();
        backtrack(0);
        return l_Undef;
      }
      if (decisionLevel() == 0 && !simplify()) return l_False;
      if (learnts.size() - nAssigns() >= max_learnts) reduceDB();

      Minisat::Lit next = Minisat::lit_Undef;
      while (decisionLevel() < assumptions.size()) {
        Minisat::Lit p = assumptions[decisionLevel()];
        if (value(p) == l_True) {
          newDecisionLevel();  // dummy level: the assumption already holds
        } else if (value(p) == l_False) {
          analyzeFinal(~p, conflict);
          return l_False;
        } else {
          next = p;
          break;
        }
      }
      if (next == Minisat::lit_Undef) {
        decisions++;
        // The front end may decide (search_window.h); the heuristic otherwise. Asked before
        // pickBranchLit, which takes the variable it returns out of the order heap.
        if (observer) {
          const Lit chosen = observer->choose_decision(++solve_decisions);
          if (chosen.code >= 0 && chosen.var().index < nVars() && value(to_minisat(chosen)) == l_Undef)
            next = to_minisat(chosen);
        }
        if (next == Minisat::lit_Undef) next = pickBranchLit();
        if (next == Minisat::lit_Undef) return l_True;  // every variable assigned: a model
      }
      newDecisionLevel();
      uncheckedEnqueue(next);
      report(&SearchObserver::on_decision);
    }
  }
}

// Solver::solve_() with the observer's calls; keep the two in step.
lbool SatSolver::Impl::solve_observed(const Minisat::vec<Minisat::Lit>& assumps) {
  assumps.copyTo(assumptions);
  model.clear();
  conflict.clear();
  if (!ok) return l_False;
  solves++;

  events = 0;
  solve_decisions = 0;
  window = SearchSnapshot{};
  sync_window();  // level-0 facts from earlier calls; they are not an event of this one

  max_learnts = nClauses() * learntsize_factor;
  learntsize_adjust_confl = learntsize_adjust_start_confl;
  learntsize_adjust_cnt = static_cast<int>(learntsize_adjust_confl);
  lbool status = l_Undef;
  int curr_restarts = 0;
  while (status == l_Undef) {
    double rest_base = luby_restart ? luby(restart_inc, curr_restarts) : std::pow(restart_inc, curr_restarts);
    status = search_observed(static_cast<int>(rest_base * restart_first));
    if (!withinBudget()) break;
    curr_restarts++;
    if (status == l_Undef && take_event()) observer->on_restart();
  }

  if (status == l_True) {
    model.growTo(nVars());
    for (int i = 0; i < nVars(); i++) model[i] = value(i);
    report(&SearchObserver::on_model, /*always=*/true);
  } else if (status == l_False && conflict.size() == 0) {
    ok = false;
  }
  backtrack(0);
  return status;
}

// MiniSat's solve_() loop (Solver.cc) with the request's time limit read in it. MiniSat cannot be
// interrupted from its own thread, and calling solveLimited in slices resets its learnt-clause limit
// and restart sequence each time; cutting restart intervals short changes the search too (measured on
// pigeonhole 10/9: 274,072 conflicts as MiniSat, 440,058 with a cut every 10,000). So the clock is read
// at MiniSat's own restarts, and an interval is cut only when, at the conflict rate of this solve so
// far, it would run past the limit: far from the limit the search is exactly MiniSat's.
lbool SatSolver::Impl::solve_timed(const Minisat::vec<Minisat::Lit>& assumps) {
  constexpr int64_t kMinPiece = 1000;  // conflicts: a cut interval still does some work
  assumps.copyTo(assumptions);
  model.clear();
  conflict.clear();
  if (!ok) return l_False;
  solves++;

  const auto start = std::chrono::steady_clock::now();
  const uint64_t start_conflicts = conflicts;
  auto piece = [&](int64_t left) {  // the conflicts this solve can afford before the limit
    const double elapsed = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    const double rate = static_cast<double>(conflicts - start_conflicts + kMinPiece) / std::max(elapsed, 1e-3);
    const double afford = rate * std::max(seconds_left(), 0.0);
    return afford >= static_cast<double>(left) ? left : std::max<int64_t>(kMinPiece, static_cast<int64_t>(afford));
  };
  max_learnts = nClauses() * learntsize_factor;
  learntsize_adjust_confl = learntsize_adjust_start_confl;
  learntsize_adjust_cnt = static_cast<int>(learntsize_adjust_confl);
  lbool status = l_Undef;
  int curr_restarts = 0;
  while (status == l_Undef && !budget_spent()) {
    double rest_base = luby_restart ? luby(restart_inc, curr_restarts) : std::pow(restart_inc, curr_restarts);
    // Restarts off (restart_first < 0): one interval without end.
    for (int64_t left = restart_first < 0 ? INT64_MAX : static_cast<int64_t>(rest_base * restart_first);
         status == l_Undef && left > 0;) {
      const uint64_t before = conflicts;
      status = search(static_cast<int>(std::min<int64_t>(piece(left), INT32_MAX)));
      left -= static_cast<int64_t>(conflicts - before);
      if (!withinBudget() || budget_spent()) break;
    }
    if (!withinBudget()) break;
    curr_restarts++;
  }

  if (status == l_True) {
    model.growTo(nVars());
    for (int i = 0; i < nVars(); i++) model[i] = value(i);
  } else if (status == l_False && conflict.size() == 0) {
    ok = false;
  }
  cancelUntil(0);
  return status;
}

SatSolver::SatSolver() : impl_(std::make_unique<Impl>()) {}
SatSolver::~SatSolver() = default;

void SatSolver::add_cnf(const Cnf& cnf) {
  impl_->ensure_vars(cnf.num_vars());
  for (int i = 0; i < cnf.num_clauses(); ++i) add_clause(cnf.clause(i));
}

Var SatSolver::new_var() { return Var{impl_->newVar()}; }

void SatSolver::set_decision_var(Var v, bool decide) {
  impl_->ensure_vars(v.index + 1);
  impl_->setDecisionVar(v.index, decide);
}

void SatSolver::forget_search() { impl_->forget_search(); }

void SatSolver::set_initial_phase(Var v, bool value) {
  impl_->ensure_vars(v.index + 1);
  impl_->set_phase(v.index, value);
}

bool SatSolver::add_clause(std::span<const Lit> lits) {
  Minisat::vec<Minisat::Lit> clause;
  for (Lit l : lits) {
    impl_->ensure_vars(l.var().index + 1);
    clause.push(to_minisat(l));
  }
  return impl_->addClause_(clause);
}

void SatSolver::set_restarts(bool on) { impl_->restart_first = on ? 100 : -1; }  // 100: MiniSat's default

void SatSolver::set_conflict_budget(int64_t conflicts) { impl_->set_conflict_budget(conflicts); }
void SatSolver::set_propagation_budget(int64_t propagations) { impl_->set_propagation_budget(propagations); }
void SatSolver::interrupt() { impl_->interrupt(); }
void SatSolver::clear_interrupt() { impl_->clearInterrupt(); }

void SatSolver::set_observer(SearchObserver* observer, int max_events) {
  assert(max_events >= 0 && "SatSolver::set_observer: max_events must not be negative");
  impl_->observer = observer;
  impl_->max_events = max_events;
}

SatStatus SatSolver::solve(std::span<const Lit> assumptions) {
  Minisat::vec<Minisat::Lit> assume;
  for (Lit l : assumptions) {
    impl_->ensure_vars(l.var().index + 1);
    assume.push(to_minisat(l));
  }
  auto start = std::chrono::steady_clock::now();
  Minisat::lbool r = impl_->solve_counted(assume);
  impl_->ms += std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
  if (r == l_True) return SatStatus::Satisfiable;
  if (r == l_False) return SatStatus::Unsatisfiable;
  return SatStatus::Unknown;
}

bool SatSolver::value(Var v) const { return v.index < impl_->model.size() && impl_->model[v.index] == l_True; }

std::vector<Lit> SatSolver::failed_assumptions() const {
  std::vector<Lit> out;
  for (int i = 0; i < impl_->conflict.size(); ++i) out.push_back(~from_minisat(impl_->conflict[i]));
  return out;
}

int SatSolver::num_vars() const { return impl_->nVars(); }

SatStats SatSolver::stats() const {
  const Impl& s = *impl_;
  return SatStats{s.decisions, s.propagations, s.conflicts, impl_->ms};
}

namespace {

// Enumeration with the blocking clauses guarded by ¬guard when a guard is given (see the header).
ModelCount enumerate(SatSolver& solver, std::span<const Lit> assumptions, std::optional<Lit> guard,
                     std::span<const Var> projection, int limit,
                     const std::function<void(const SatSolver&)>& on_model) {
  ModelCount result;
  std::vector<Lit> block;
  while (result.count < limit) {
    SatStatus status = solver.solve(assumptions);
    if (status == SatStatus::Unknown) {
      result.budget_hit = true;
      return result;
    }
    if (status == SatStatus::Unsatisfiable) {
      result.exhausted = true;
      return result;
    }
    ++result.count;
    if (on_model) on_model(solver);
    block.clear();
    if (guard) block.push_back(~*guard);
    for (Var v : projection) block.push_back(solver.value(v) ? Lit::neg(v) : Lit::pos(v));
    if (!solver.add_clause(block)) {
      result.exhausted = true;
      return result;
    }
  }
  return result;
}

}  // namespace

ModelCount enumerate_models(SatSolver& solver, std::span<const Var> projection, int limit,
                            const std::function<void(const SatSolver&)>& on_model) {
  return enumerate(solver, {}, std::nullopt, projection, limit, on_model);
}

ModelCount enumerate_models_scoped(SatSolver& solver, std::span<const Lit> assumptions, std::span<const Var> projection,
                                   int limit, const std::function<void(const SatSolver&)>& on_model) {
  const Lit guard = Lit::pos(solver.new_var());
  std::vector<Lit> assumed(assumptions.begin(), assumptions.end());
  assumed.push_back(guard);
  ModelCount result = enumerate(solver, assumed, guard, projection, limit, on_model);
  solver.add_clause({~guard});
  return result;
}

}  // namespace gridlogic
