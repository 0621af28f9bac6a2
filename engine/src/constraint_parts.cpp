// constraint_parts.cpp — guarded, named pieces of an encoding (constraint_parts.h).
#include "gridlogic/constraint_parts.h"

#include <algorithm>
#include <cassert>

namespace gridlogic {

ConstraintParts::ConstraintParts(Cnf& cnf, std::optional<VarRange> cell_values)
    : cnf_(cnf), cell_values_(std::move(cell_values)) {}

void ConstraintParts::open(ConstraintPart part) {
  assert(!open_ && "ConstraintParts::open: parts do not nest");
  part.guard = Lit::pos(cnf_.new_var());
  cnf_.push_guard(~part.guard);
  parts_.push_back(std::move(part));
  open_ = true;
  first_clause_ = cnf_.num_clauses();
}

void ConstraintParts::close() {
  assert(open_ && "ConstraintParts::close: no part is open");
  cnf_.pop_guard();
  open_ = false;
  ConstraintPart& part = parts_.back();
  if (part.cells.empty() && cell_values_ && cell_values_->dims.size() == 2) {
    const int per_cell = cell_values_->dims[1];
    for (int i = first_clause_; i < cnf_.num_clauses(); ++i)
      for (Lit l : cnf_.clause(i))
        if (cell_values_->contains(l.var()))
          part.cells.push_back((l.var().index - cell_values_->first.index) / per_cell);
  }
  std::sort(part.cells.begin(), part.cells.end());
  part.cells.erase(std::unique(part.cells.begin(), part.cells.end()), part.cells.end());
}

std::optional<Lit> ConstraintParts::open_guard() const {
  if (!open_) return std::nullopt;
  return parts_.back().guard;
}

}  // namespace gridlogic
