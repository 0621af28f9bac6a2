// sat_solver.h — the SAT back end: MiniSat 2.2 in-process, incremental, with budgets and statistics.
//
// The MiniSat types stay behind a pointer to an implementation so that no other file sees them; the
// engine talks in Var/Lit from cnf.h. Long searches are bounded by budgets (conflicts, propagations) and
// can be cancelled by interrupt(), so a front end steps them without threads (STYLE.md §5). A
// SearchObserver (search_window.h) may watch the search from inside; without one, solve() is plain
// MiniSat and costs nothing extra.
#pragma once

#include <cstdint>
#include <functional>
#include <initializer_list>
#include <memory>
#include <span>
#include <vector>

#include "gridlogic/cnf.h"

namespace gridlogic {

class SearchObserver;

// Events a SearchObserver receives per solve() unless set_observer says otherwise: plenty for a teaching
// instance, and a bound on the copying a forgotten observer can cost on a large one.
inline constexpr int kSearchWindowEvents = 10000;

enum class SatStatus { Satisfiable, Unsatisfiable, Unknown };

// Counters of one solver since construction (MiniSat's own) and wall time spent in solve().
struct SatStats {
  uint64_t decisions = 0;     // branching choices (assumptions are not counted)
  uint64_t propagations = 0;  // literals taken from the trail and propagated
  uint64_t conflicts = 0;     // clauses found false, including the final one of an UNSAT proof
  double ms = 0.0;
};

// One incremental MiniSat instance.
class SatSolver {
 public:
  SatSolver();
  ~SatSolver();
  SatSolver(const SatSolver&) = delete;
  SatSolver& operator=(const SatSolver&) = delete;

  // Adds every variable and clause of the formula (variables are shared by index).
  void add_cnf(const Cnf& cnf);
  // A variable no formula mentions yet (an activation literal, say).
  Var new_var();
  // Whether the search may branch on v (default yes). Auxiliary variables that are functions of others
  // (sum-diagram nodes and edges) can be left to propagation, so the search branches on the puzzle's
  // own choices.
  void set_decision_var(Var v, bool decide);
  // The value the search tries first when it branches on v (MiniSat starts every variable at false).
  // Phase saving still applies: after a backtrack v keeps the value it last had. Sudoku's cell
  // variables start at true, so a decision places a digit instead of ruling one out.
  void set_initial_phase(Var v, bool value);
  // Drops what earlier solve() calls learned — learned clauses, saved phases, variable activities — so
  // the next solve() searches as a solver freshly built from the same clauses would, without rebuilding
  // it. Facts proved at the top level stay. A session answering unrelated questions (one puzzle after
  // another) gains: what one puzzle taught mostly misleads the search on the next (docs/benchmarks.md).
  void forget_search();
  // MiniSat's Luby restarts (on by default); off, the search never restarts (a teaching comparison).
  void set_restarts(bool on);
  // Returns false when the solver already knows the formula is unsatisfiable.
  bool add_clause(std::span<const Lit> lits);
  bool add_clause(std::initializer_list<Lit> lits) { return add_clause(std::span(lits.begin(), lits.size())); }

  // Budgets, counted from the moment they are set and shared by the solve() calls that follow (MiniSat's
  // semantics); a negative value removes that budget only. A search that runs out answers Unknown.
  void set_conflict_budget(int64_t conflicts);
  void set_propagation_budget(int64_t propagations);
  // Asks a running (or the next) solve() to stop with Unknown at its next decision point. The flag stays
  // set until clear_interrupt(): clearing it on entry to solve() would lose an interrupt sent just before.
  // Callable from another thread (MiniSat polls a one-byte flag, as its own SIGINT handler relies on)
  // and from inside a SearchObserver callback, which is how the lecture view pauses a search.
  void interrupt();
  void clear_interrupt();

  // Watches the following solve() calls (nullptr: stop watching). The observer is not owned and must
  // outlive its use; it receives at most max_events events per solve(), then on_window_closed() once,
  // and the search runs on unobserved to the same answer.
  void set_observer(SearchObserver* observer, int max_events = kSearchWindowEvents);

  SatStatus solve(std::span<const Lit> assumptions = {});

  // Value of a variable in the last model (only after Satisfiable).
  bool value(Var v) const;
  // After solve() answered Unsatisfiable: the assumptions its final conflict used (MiniSat's
  // analyzeFinal), a subset of them that the formula already contradicts; empty when the formula alone
  // is unsatisfiable. The cheap first step towards a minimal contradiction (setting.h).
  std::vector<Lit> failed_assumptions() const;
  int num_vars() const;
  SatStats stats() const;

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

// The outcome of enumerating models up to a limit.
struct ModelCount {
  int count = 0;            // distinct models found (on the projection)
  bool exhausted = false;   // true when the solver proved there are no more
  bool budget_hit = false;  // true when a budget or an interrupt stopped the search before either
};

// Enumerates models distinct on `projection`, calling on_model after each, blocking each one with a
// clause over the projection; stops after `limit` models, on exhaustion, or when the budget runs out.
ModelCount enumerate_models(SatSolver& solver, std::span<const Var> projection, int limit,
                            const std::function<void(const SatSolver&)>& on_model);

// The same under assumptions, leaving the solver fit for the next question: the blocking clauses carry
// a fresh activation literal a (¬a ∨ block), a is assumed while enumerating, and the unit ¬a added at
// the end satisfies them for good. This is how one solver per puzzle shape answers puzzle after puzzle
// with the givens as assumptions (SudokuSatSession).
ModelCount enumerate_models_scoped(SatSolver& solver, std::span<const Lit> assumptions, std::span<const Var> projection,
                                   int limit, const std::function<void(const SatSolver&)>& on_model);

}  // namespace gridlogic
