// cnf.cpp — variable ranges, clause storage, pairwise cardinality, canonical order (see cnf.h).
#include "gridlogic/cnf.h"

#include <algorithm>
#include <cassert>
#include <iterator>

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

const VarRange& Cnf::new_range(std::string name, std::vector<int> dims, std::vector<std::string> index_names) {
  assert(index_names.empty() || index_names.size() == dims.size());
  VarRange range{std::move(name), Var{num_vars_}, std::move(dims), std::move(index_names)};
  num_vars_ += range.size();
  ranges_.push_back(std::move(range));
  return ranges_.back();
}

const VarRange& Cnf::name_range(std::string name, Var first, std::vector<int> dims,
                                std::vector<std::string> index_names) {
  assert(index_names.empty() || index_names.size() == dims.size());
  VarRange range{std::move(name), first, std::move(dims), std::move(index_names)};
  assert(first.index >= 0 && first.index + range.size() <= num_vars_);
  for ([[maybe_unused]] const VarRange& r : ranges_)
    assert(first.index + range.size() <= r.first.index || r.first.index + r.size() <= first.index);
  // Keep ranges ordered by first variable (new_range appends in that order) so describe() can bisect.
  auto at = std::upper_bound(ranges_.begin(), ranges_.end(), first.index,
                             [](int32_t index, const VarRange& r) { return index < r.first.index; });
  return *ranges_.insert(at, std::move(range));
}

void Cnf::add_clause(std::span<const Lit> lits) {
  starts_.push_back(static_cast<uint32_t>(lits_.size()));
  for (Lit l : lits) {
    assert(l.var().index >= 0 && l.var().index < num_vars_);
    lits_.push_back(l);
  }
  lits_.insert(lits_.end(), guards_.begin(), guards_.end());
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
  // Ranges are disjoint and ordered by first variable: only the last non-empty range starting at or
  // before v can hold it. Encodings make thousands of auxiliary ranges, so this must not be linear.
  auto it = std::upper_bound(ranges_.begin(), ranges_.end(), v.index,
                             [](int32_t index, const VarRange& r) { return index < r.first.index; });
  while (it != ranges_.begin() && std::prev(it)->size() == 0) --it;
  if (it != ranges_.begin()) {
    const VarRange& r = *std::prev(it);
    if (!r.contains(v)) return "x" + std::to_string(v.index + 1);
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

void Cnf::canonicalize() {
  struct Slice {
    uint32_t begin, size;
  };
  auto by_code = [](Lit a, Lit b) { return a.code < b.code; };
  std::vector<Lit> lits;
  std::vector<Slice> slices;
  lits.reserve(lits_.size());
  slices.reserve(starts_.size());
  for (int i = 0; i < num_clauses(); ++i) {
    uint32_t begin = static_cast<uint32_t>(lits.size());
    std::span<const Lit> c = clause(i);
    lits.insert(lits.end(), c.begin(), c.end());
    auto first = lits.begin() + begin;
    std::sort(first, lits.end(), by_code);
    lits.erase(std::unique(first, lits.end()), lits.end());
    // Sorted by code, x (2v) and not-x (2v+1) are neighbours.
    bool tautology =
        std::adjacent_find(first, lits.end(), [](Lit a, Lit b) { return a.var() == b.var(); }) != lits.end();
    if (tautology) {
      lits.resize(begin);
      continue;
    }
    slices.push_back({begin, static_cast<uint32_t>(lits.size()) - begin});
  }
  auto lits_of = [&](Slice s) { return std::span<const Lit>(lits.data() + s.begin, s.size); };
  std::sort(slices.begin(), slices.end(), [&](Slice a, Slice b) {
    if (a.size != b.size) return a.size > b.size;
    auto x = lits_of(a), y = lits_of(b);
    return std::lexicographical_compare(x.begin(), x.end(), y.begin(), y.end(), by_code);
  });
  auto same = [&](Slice a, Slice b) {
    auto x = lits_of(a), y = lits_of(b);
    return std::equal(x.begin(), x.end(), y.begin(), y.end());
  };
  slices.erase(std::unique(slices.begin(), slices.end(), same), slices.end());
  lits_.clear();
  starts_.clear();
  for (Slice s : slices) {
    starts_.push_back(static_cast<uint32_t>(lits_.size()));
    auto c = lits_of(s);
    lits_.insert(lits_.end(), c.begin(), c.end());
  }
}

}  // namespace gridlogic
