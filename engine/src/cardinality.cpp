// cardinality.cpp — at-most-one / exactly-one: pairwise, sequential counter, 2-product (see cardinality.h).
#include "gridlogic/cardinality.h"

#include <vector>

namespace gridlogic {
namespace {

// Below this size the product encoding would spend more clauses on its grid than pairwise needs
// (n = 6: 15 pairwise against 16; n = 7: 21 against 20), so its recursion bottoms out here.
constexpr size_t kProductPairwiseLimit = 6;

// s_i ("some literal among the first i+1 is true") for i < n-1; x_i forces s_i, s_{i-1} forbids x_i
// and passes itself on. 3n-4 clauses, n-1 variables.
void at_most_one_sequential(Cnf& cnf, std::span<const Lit> x) {
  const int n = static_cast<int>(x.size());
  const Var first = cnf.new_range("amo_seq", {n - 1}).first;
  auto s = [&](int i) { return Lit::pos(Var{first.index + i}); };
  cnf.add_clause({~x[0], s(0)});
  for (int i = 1; i < n - 1; ++i) {
    cnf.add_clause({~x[i], s(i)});
    cnf.add_clause({~s(i - 1), s(i)});
    cnf.add_clause({~x[i], ~s(i - 1)});
  }
  cnf.add_clause({~x[n - 1], ~s(n - 2)});
}

// Literal i sits at row i/q, column i%q of a p×q grid (p = ⌈√n⌉, q = ⌈n/p⌉) and implies its row and
// column variable; two true literals differ in a row or a column, so at most one row and at most one
// column variable (recursively) is enough.
void at_most_one_product(Cnf& cnf, std::span<const Lit> x) {
  const size_t n = x.size();
  if (n <= kProductPairwiseLimit) {
    cnf.at_most_one_pairwise(x);
    return;
  }
  size_t p = 1;
  while (p * p < n) ++p;
  const size_t q = (n + p - 1) / p;
  const Var rows = cnf.new_range("amo_prod_row", {static_cast<int>(p)}).first;
  const Var cols = cnf.new_range("amo_prod_col", {static_cast<int>(q)}).first;
  std::vector<Lit> u(p), v(q);
  for (size_t i = 0; i < p; ++i) u[i] = Lit::pos(Var{rows.index + static_cast<int32_t>(i)});
  for (size_t j = 0; j < q; ++j) v[j] = Lit::pos(Var{cols.index + static_cast<int32_t>(j)});
  for (size_t i = 0; i < n; ++i) {
    cnf.add_clause({~x[i], u[i / q]});
    cnf.add_clause({~x[i], v[i % q]});
  }
  at_most_one_product(cnf, u);
  at_most_one_product(cnf, v);
}

}  // namespace

void at_most_one(Cnf& cnf, std::span<const Lit> lits, AmoEncoding encoding) {
  if (lits.size() < 2) return;
  switch (encoding) {
    case AmoEncoding::Pairwise: cnf.at_most_one_pairwise(lits); return;
    case AmoEncoding::Sequential: at_most_one_sequential(cnf, lits); return;
    case AmoEncoding::Product: at_most_one_product(cnf, lits); return;
  }
}

void exactly_one(Cnf& cnf, std::span<const Lit> lits, AmoEncoding encoding) {
  cnf.at_least_one(lits);
  at_most_one(cnf, lits, encoding);
}

}  // namespace gridlogic
