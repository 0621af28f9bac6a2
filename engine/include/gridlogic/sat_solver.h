// sat_solver.h — the SAT back end: MiniSat 2.2 in-process, incremental, with budgets and statistics.
//
// The MiniSat types stay behind a pointer to an implementation so that no other file sees them; the
// engine talks in Var/Lit from cnf.h.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <span>
#include <vector>

#include "gridlogic/cnf.h"

namespace gridlogic {

enum class SatStatus { Satisfiable, Unsatisfiable, Unknown };

// Counters of one solver since construction (MiniSat's own) and wall time spent in solve().
struct SatStats {
  uint64_t decisions = 0;
  uint64_t propagations = 0;
  uint64_t conflicts = 0;
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
  // Returns false when the solver already knows the formula is unsatisfiable.
  bool add_clause(std::span<const Lit> lits);

  // Limits the next solve() calls to this many more conflicts (negative: no limit).
  void set_conflict_budget(int64_t conflicts);
  SatStatus solve(std::span<const Lit> assumptions = {});

  // Value of a variable in the last model (only after Satisfiable).
  bool value(Var v) const;
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
  bool budget_hit = false;  // true when a budget stopped the search before either
};

// Enumerates models distinct on `projection`, calling on_model after each, blocking each one with a
// clause over the projection; stops after `limit` models, on exhaustion, or when the budget runs out.
ModelCount enumerate_models(SatSolver& solver, std::span<const Var> projection, int limit,
                            const std::function<void(const SatSolver&)>& on_model);

}  // namespace gridlogic
