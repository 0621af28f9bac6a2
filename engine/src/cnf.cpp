// cnf.cpp — variable ranges, clause storage, pairwise cardinality, DIMACS output (see cnf.h).
#include "gridlogic/cnf.h"

#include <cassert>
#include <ostream>

namespace gridlogic {

int VarRange::size() const {
  int n = 1;
  for (int d : dims) n *= d;
  return n;
}

Var VarRange::at(std::initializer_list<int> index) const {
  assert(index.size() == dims.size());
  int offset = 0;
  auto d = dims.begin();
  for (int i : index) {
    assert(i >= 0 && i < *d);
    offset = offset * *d + i;
    ++d;
  }
  return Var{first.index + offset};
}

Var Cnf::new_var() { return Var{num_vars_++}; }

const VarRange& Cnf::new_range(std::string name, std::vector<int> dims,
                               std::vector<std::string> index_names) {
  assert(index_names.empty() || index_names.size() == dims.size());
  VarRange range{std::move(name), Var{num_vars_}, std::move(dims), std::move(index_names)};
  num_vars_ += range.size();
  ranges_.push_back(std::move(range));
  return ranges_.back();
}

void Cnf::add_clause(std::span<const Lit> lits) {
  starts_.push_back(static_cast<uint32_t>(lits_.size()));
  for (Lit l : lits) {
    assert(l.var().index >= 0 && l.var().index < num_vars_);
    lits_.push_back(l);
  }
}

std::span<const Lit> Cnf::clause(int i) const {
  size_t begin = starts_[i];
  size_t end = i + 1 < num_clauses() ? starts_[i + 1] : lits_.size();
  return {lits_.data() + begin, end - begin};
}

void Cnf::at_most_one_pairwise(std::span<const Lit> lits) {
  for (size_t i = 0; i < lits.size(); ++i)
    for (size_t j = i + 1; j < lits.size(); ++j) add_clause({~lits[i], ~lits[j]});
}

void Cnf::exactly_one_pairwise(std::span<const Lit> lits) {
  at_least_one(lits);
  at_most_one_pairwise(lits);
}

std::string Cnf::describe(Var v) const {
  for (const VarRange& r : ranges_) {
    if (!r.contains(v)) continue;
    int offset = v.index - r.first.index;
    std::vector<int> idx(r.dims.size());
    for (size_t k = r.dims.size(); k-- > 0;) {
      idx[k] = offset % r.dims[k];
      offset /= r.dims[k];
    }
    std::string s = r.name + "[";
    for (size_t k = 0; k < idx.size(); ++k) {
      if (k) s += ',';
      if (!r.index_names.empty()) s += r.index_names[k];
      s += std::to_string(idx[k] + 1);
    }
    return s + "]";
  }
  return "x" + std::to_string(v.index + 1);
}

void write_dimacs(const Cnf& cnf, std::ostream& out) {
  out << "c gridlogic CNF\n";
  for (const VarRange& r : cnf.ranges()) {
    out << "c var " << r.name << " " << r.first.index + 1 << ".." << r.first.index + r.size()
        << " dims";
    for (size_t k = 0; k < r.dims.size(); ++k) {
      out << ' ';
      if (!r.index_names.empty()) out << r.index_names[k] << '=';
      out << r.dims[k];
    }
    out << " (row-major, 1-based)\n";
  }
  out << "p cnf " << cnf.num_vars() << ' ' << cnf.num_clauses() << '\n';
  std::string line;
  for (int i = 0; i < cnf.num_clauses(); ++i) {
    line.clear();
    for (Lit l : cnf.clause(i)) {
      line += std::to_string(l.dimacs());
      line += ' ';
    }
    line += "0\n";
    out << line;
  }
}

}  // namespace gridlogic
