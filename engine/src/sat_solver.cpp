// sat_solver.cpp — MiniSat 2.2 behind the SatSolver facade; model enumeration by blocking clauses.
#include "gridlogic/sat_solver.h"

#include <chrono>

#include "minisat/core/Solver.h"

using Minisat::lbool;  // MiniSat's l_True/l_False macros name it unqualified

namespace gridlogic {
namespace {

Minisat::Lit to_minisat(Lit l) { return Minisat::mkLit(l.var().index, l.negated()); }

}  // namespace

struct SatSolver::Impl {
  Minisat::Solver solver;
  double ms = 0.0;

  void ensure_vars(int n) {
    while (solver.nVars() < n) solver.newVar();
  }
};

SatSolver::SatSolver() : impl_(std::make_unique<Impl>()) {}
SatSolver::~SatSolver() = default;

void SatSolver::add_cnf(const Cnf& cnf) {
  impl_->ensure_vars(cnf.num_vars());
  for (int i = 0; i < cnf.num_clauses(); ++i) add_clause(cnf.clause(i));
}

bool SatSolver::add_clause(std::span<const Lit> lits) {
  Minisat::vec<Minisat::Lit> clause;
  for (Lit l : lits) {
    impl_->ensure_vars(l.var().index + 1);
    clause.push(to_minisat(l));
  }
  return impl_->solver.addClause_(clause);
}

void SatSolver::set_conflict_budget(int64_t conflicts) {
  if (conflicts < 0)
    impl_->solver.budgetOff();
  else
    impl_->solver.setConfBudget(conflicts);
}

SatStatus SatSolver::solve(std::span<const Lit> assumptions) {
  Minisat::vec<Minisat::Lit> assume;
  for (Lit l : assumptions) {
    impl_->ensure_vars(l.var().index + 1);
    assume.push(to_minisat(l));
  }
  auto start = std::chrono::steady_clock::now();
  Minisat::lbool r = impl_->solver.solveLimited(assume);
  impl_->ms += std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
  if (r == l_True) return SatStatus::Satisfiable;
  if (r == l_False) return SatStatus::Unsatisfiable;
  return SatStatus::Unknown;
}

bool SatSolver::value(Var v) const {
  return v.index < impl_->solver.model.size() && impl_->solver.model[v.index] == l_True;
}

int SatSolver::num_vars() const { return impl_->solver.nVars(); }

SatStats SatSolver::stats() const {
  const Minisat::Solver& s = impl_->solver;
  return SatStats{s.decisions, s.propagations, s.conflicts, impl_->ms};
}

ModelCount enumerate_models(SatSolver& solver, std::span<const Var> projection, int limit,
                            const std::function<void(const SatSolver&)>& on_model) {
  ModelCount result;
  std::vector<Lit> block;
  while (result.count < limit) {
    SatStatus status = solver.solve();
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
    for (Var v : projection) block.push_back(solver.value(v) ? Lit::neg(v) : Lit::pos(v));
    if (!solver.add_clause(block)) {
      result.exhausted = true;
      return result;
    }
  }
  return result;
}

}  // namespace gridlogic
