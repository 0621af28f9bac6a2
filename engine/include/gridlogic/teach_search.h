// teach_search.h — the searches a course on SAT compares with CDCL, on any CNF: unit propagation alone,
// propagation with failed literals, backtracking (no propagation, only checking) and DPLL (chronological
// backtracking with unit propagation, no learning), with a choice of branching heuristic (first open
// variable, MOM, Jeroslow–Wang, DLIS). Small and plain on purpose: the lecture view shows each event and
// `gridlogic solve --method …` counts the same, so the screen's numbers are the command line's.
//
// Events go to a TeachObserver, a SearchObserver (search_window.h) with the events MiniSat has not:
// chronological backtracking, a failed literal, a fixpoint. The trail is the search window's
// (TrailEntry: literal, level, reason clause), so the lecture view draws these searches as it draws
// MiniSat's. A literal DPLL sets by backtracking has as its reason the clause of the decisions above it
// (¬d1 ∨ … ∨ ¬dk), which is what the backtrack proves; no clause is ever added to the formula.
// Exact cover (exact_cover.h) reports through the same observer.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <string_view>
#include <vector>

#include "gridlogic/cnf.h"
#include "gridlogic/sat_solver.h"
#include "gridlogic/search_window.h"

namespace gridlogic {

enum class TeachMethod {
  Propagation,     // unit propagation from the units to its fixpoint, nothing else
  FailedLiterals,  // propagation, then probing every open literal: one that leads to a conflict is false
  Backtracking,    // decide, check every clause, undo the deepest decision on a conflict (no propagation
                   // beyond the units' own binary clauses)
  Dpll,            // decide, propagate, undo the deepest decision on a conflict (no learning)
};
std::optional<TeachMethod> parse_teach_method(std::string_view name);  // "propagation", "failed-literals", ...
std::string_view teach_method_name(TeachMethod m);

enum class BranchHeuristic {
  FirstOpen,     // the first unassigned variable, true first
  Mom,           // Maximum Occurrences in clauses of Minimum size: (f(x) + f(¬x))·2^k + f(x)·f(¬x)
  JeroslowWang,  // the literal with the largest Σ 2^-|c| over the open clauses c it is in
  Dlis,          // Dynamic Largest Individual Sum: the literal in the most open clauses
};
std::optional<BranchHeuristic> parse_branch_heuristic(
    std::string_view name);  // "first-open", "mom", "jeroslow-wang", "dlis"
std::string_view branch_heuristic_name(BranchHeuristic h);

// What a teaching search did (one solve(), or summed over the solves of a count).
struct TeachStats {
  uint64_t decisions = 0;        // branching choices
  uint64_t propagations = 0;     // literals implied by unit propagation (or by checking, at level 0)
  uint64_t conflicts = 0;        // clauses found false
  uint64_t backtracks = 0;       // decisions undone (their negation then holds one level up)
  uint64_t probes = 0;           // failed literals: literals tried
  uint64_t failed_literals = 0;  // failed literals: probes that met a conflict
  double ms = 0.0;
  TeachStats& operator+=(const TeachStats& o);
};

// A SearchObserver that also hears what a teaching search does beyond MiniSat's events. Every method
// defaults to doing nothing; choose_decision (SearchObserver's) lets a front end decide.
class TeachObserver : public SearchObserver {
 public:
  // Chronological backtracking undid the deepest decision: trail[first_new] is its negation, one level
  // up, whose reason is the clause of the decisions above it.
  virtual void on_backtrack(const SearchSnapshot&) {}
  // Probing `failed` met this conflict; its negation now holds at level 0 (trail[first_new]).
  virtual void on_failed_literal(const ConflictSnapshot&, Lit /*failed*/, const SearchSnapshot&) {}
  // Nothing more follows from propagation (the propagation methods end here without a model).
  virtual void on_fixpoint(const SearchSnapshot&) {}
  // Exact cover: the column about to be branched on and its rows (as literals), `tried` of them before;
  // before a dead end (on_conflict), the column with no rows left (`rows` empty).
  virtual void on_column(int column, std::span<const Lit> rows, int tried) { (void)column, (void)rows, (void)tried; }
};

struct TeachOptions {
  TeachMethod method = TeachMethod::Dpll;
  BranchHeuristic heuristic = BranchHeuristic::FirstOpen;
  int64_t conflict_budget = -1;  // conflicts before answering Unknown; -1: no limit
  // Propagation reported round by round (what a decision implies first, then what that implies, …)
  // rather than as one event; the propagation methods always do.
  bool rounds = false;
};

// One teaching solver over a formula (clauses may be added between solves: blocking clauses).
class TeachSolver {
 public:
  explicit TeachSolver(const Cnf& cnf);
  // Adds a clause (a model's blocking clause); false when it is empty.
  bool add_clause(std::span<const Lit> lits);
  // Watches the following solves (nullptr: stop); at most max_events events per solve, then
  // on_window_closed once, and the search runs on unobserved to the same answer.
  void set_observer(TeachObserver* observer, int max_events = kSearchWindowEvents);

  // Solves with `units` true at level 0 (a puzzle's givens). Satisfiable: value() is a model.
  // Unsatisfiable: no model. Unknown: the budget or the request's time limit ran out, or a propagation
  // method reached its fixpoint without deciding every variable (value() is the fixpoint then).
  SatStatus solve(std::span<const Lit> units, const TeachOptions& options);
  // Backtracking and DPLL pause where the observer asks (SearchObserver::pause_here): solve() or
  // resume() then answers Unknown with paused() true, and resume() goes on from that very point — the
  // same events, counters and answer as one solve() (stats().ms sums the slices).
  bool paused() const;
  SatStatus resume();

  // After solve(): per variable -1 open, 0 false, 1 true.
  int8_t value(Var v) const;
  int num_vars() const;
  int num_clauses() const;
  // What the last solve() did.
  const TeachStats& stats() const;

  ~TeachSolver();
  TeachSolver(const TeachSolver&) = delete;
  TeachSolver& operator=(const TeachSolver&) = delete;

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace gridlogic
