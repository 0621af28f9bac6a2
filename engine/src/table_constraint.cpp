// table_constraint.cpp — one-hot CSP variables and table constraints in the direct and support
// encodings (see table_constraint.h).
#include "gridlogic/table_constraint.h"

#include <cassert>

namespace gridlogic {
namespace {

// Tuples are numbered in mixed radix, the first scope variable most significant, so counting up
// visits them in lexicographic order and the clause order follows from the relation alone.
class TupleSpace {
 public:
  explicit TupleSpace(const std::vector<FiniteDomain>& scope) {
    for (const FiniteDomain& d : scope) {
      assert(d.size() > 0 && size_ <= kMaxTableTuples / d.size() && "encode_table: table too large");
      sizes_.push_back(d.size());
      size_ *= d.size();
    }
  }
  int size() const { return size_; }

  int index_of(const std::vector<int>& tuple) const {
    assert(tuple.size() == sizes_.size() && "encode_table: tuple of the wrong arity");
    int index = 0;
    for (size_t i = 0; i < sizes_.size(); ++i) {
      assert(tuple[i] >= 0 && tuple[i] < sizes_[i] && "encode_table: value outside the domain");
      index = index * sizes_[i] + tuple[i];
    }
    return index;
  }

  void decode(int index, std::vector<int>& tuple) const {
    tuple.resize(sizes_.size());
    for (size_t i = sizes_.size(); i-- > 0;) {
      tuple[i] = index % sizes_[i];
      index /= sizes_[i];
    }
  }

 private:
  std::vector<int> sizes_;
  int size_ = 1;
};

void add_conflict(Cnf& cnf, const std::vector<FiniteDomain>& scope, const std::vector<int>& tuple,
                  std::vector<Lit>& clause) {
  clause.clear();
  for (size_t i = 0; i < scope.size(); ++i) clause.push_back(~scope[i].is(tuple[i]));
  cnf.add_clause(clause);
}

}  // namespace

FiniteDomain add_finite_domain(Cnf& cnf, std::string name, int size) {
  assert(size > 0 && "add_finite_domain: a domain needs a value");
  const VarRange& range = cnf.new_range(std::move(name), {size}, {"v"});
  FiniteDomain d;
  for (int v = 0; v < size; ++v) d.values.push_back(Lit::pos(range.at({v})));
  cnf.exactly_one_pairwise(d.values);
  return d;
}

void encode_table(Cnf& cnf, const TableConstraint& table, TableEncoding encoding) {
  const std::vector<FiniteDomain>& scope = table.scope;
  const size_t k = scope.size();
  assert(k > 0 && "encode_table: empty scope");
  TupleSpace space(scope);
  const bool listed_allowed = table.kind == TableKind::Allowed;
  std::vector<char> allowed(space.size(), listed_allowed ? 0 : 1);
  for (const std::vector<int>& t : table.tuples) allowed[space.index_of(t)] = listed_allowed ? 1 : 0;

  std::vector<int> tuple;
  std::vector<Lit> clause;
  if (encoding == TableEncoding::Direct) {
    for (int p = 0; p < space.size(); ++p) {
      if (allowed[p]) continue;
      space.decode(p, tuple);
      add_conflict(cnf, scope, tuple, clause);
    }
    return;
  }

  // supported[pair][a * dj + b]: some allowed tuple has xi = a and xj = b (pairs i < j in order).
  std::vector<std::vector<char>> supported;
  for (size_t i = 0; i < k; ++i)
    for (size_t j = i + 1; j < k; ++j) supported.emplace_back(scope[i].size() * scope[j].size(), 0);
  for (int p = 0; p < space.size(); ++p) {
    if (!allowed[p]) continue;
    space.decode(p, tuple);
    size_t pair = 0;
    for (size_t i = 0; i < k; ++i)
      for (size_t j = i + 1; j < k; ++j) supported[pair++][tuple[i] * scope[j].size() + tuple[j]] = 1;
  }

  // For each pair, the clauses of xi's values and then of xj's, as document 003 lists them.
  size_t pair = 0;
  for (size_t i = 0; i < k; ++i) {
    for (size_t j = i + 1; j < k; ++j, ++pair) {
      const int di = scope[i].size(), dj = scope[j].size();
      auto support_clause = [&](const FiniteDomain& x, int a, const FiniteDomain& y, auto is_support) {
        clause.assign(1, ~x.is(a));
        for (int b = 0; b < y.size(); ++b)
          if (is_support(b)) clause.push_back(y.is(b));
        if (static_cast<int>(clause.size()) <= y.size()) cnf.add_clause(clause);  // else all compatible
      };
      const std::vector<char>& s = supported[pair];
      for (int a = 0; a < di; ++a) support_clause(scope[i], a, scope[j], [&](int b) { return s[a * dj + b] != 0; });
      for (int b = 0; b < dj; ++b) support_clause(scope[j], b, scope[i], [&](int a) { return s[a * dj + b] != 0; });
    }
  }

  // Forbidden tuples whose every pair is supported slip through the support clauses. For one variable
  // that is every forbidden value; for two, none (the pair is the tuple).
  for (int p = 0; p < space.size(); ++p) {
    if (allowed[p]) continue;
    space.decode(p, tuple);
    bool slips_through = true;
    size_t q = 0;
    for (size_t i = 0; i < k && slips_through; ++i)
      for (size_t j = i + 1; j < k && slips_through; ++j, ++q)
        slips_through = supported[q][tuple[i] * scope[j].size() + tuple[j]] != 0;
    if (slips_through) add_conflict(cnf, scope, tuple, clause);
  }
}

}  // namespace gridlogic
