// pb_test.cpp — cardinality and pseudo-Boolean encodings checked against brute force on every assignment.
//
// The property: for every assignment of the input variables, the encoding with that assignment as
// MiniSat assumptions is satisfiable iff the constraint holds. That covers soundness (no assignment
// that breaks the constraint survives) and completeness (the auxiliary variables can always follow).
#include <gtest/gtest.h>

#include <cstdint>
#include <random>
#include <string>
#include <vector>

#include "gridlogic/cardinality.h"
#include "gridlogic/pseudo_boolean.h"
#include "gridlogic/sat_solver.h"

namespace gridlogic {
namespace {

// A constraint over input variables 0..num_inputs-1, which are the first variables of its Cnf.
struct PbCase {
  int num_inputs = 0;
  std::vector<Lit> lits;
  std::vector<int64_t> weights;
  int64_t bound = 0;
};

bool value_of(Lit l, uint32_t assignment) { return (((assignment >> l.var().index) & 1) != 0) != l.negated(); }

bool holds(const PbCase& c, PbCompare compare, uint32_t assignment) {
  int64_t sum = 0;
  for (size_t i = 0; i < c.lits.size(); ++i)
    if (value_of(c.lits[i], assignment)) sum += c.weights[i];
  switch (compare) {
    case PbCompare::Le: return sum <= c.bound;
    case PbCompare::Ge: return sum >= c.bound;
    case PbCompare::Eq: return sum == c.bound;
  }
  return false;
}

std::vector<Lit> assumptions(int num_inputs, uint32_t assignment) {
  std::vector<Lit> out;
  for (int v = 0; v < num_inputs; ++v) out.push_back(((assignment >> v) & 1) ? Lit::pos(Var{v}) : Lit::neg(Var{v}));
  return out;
}

// Checks `cnf` against `expected` on all 2^num_inputs assignments; returns the first mismatch or "".
template <typename Expected>
std::string first_mismatch(const Cnf& cnf, int num_inputs, Expected expected) {
  SatSolver solver;
  solver.add_cnf(cnf);
  for (uint32_t a = 0; a < (1u << num_inputs); ++a) {
    const bool sat = solver.solve(assumptions(num_inputs, a)) == SatStatus::Satisfiable;
    if (sat != expected(a))
      return "assignment " + std::to_string(a) + ": encoding " + (sat ? "sat" : "unsat") + ", constraint " +
             (expected(a) ? "holds" : "fails");
  }
  return "";
}

std::string describe(const PbCase& c, PbCompare compare, PbMethod method) {
  std::string s = method == PbMethod::Bdd ? "bdd: " : "adder: ";
  for (size_t i = 0; i < c.lits.size(); ++i)
    s += (i ? " + " : "") + std::to_string(c.weights[i]) + (c.lits[i].negated() ? "*~x" : "*x") +
         std::to_string(c.lits[i].var().index);
  s += compare == PbCompare::Le ? " <= " : compare == PbCompare::Ge ? " >= " : " == ";
  return s + std::to_string(c.bound);
}

void expect_exact(const PbCase& c) {
  for (PbMethod method : {PbMethod::Bdd, PbMethod::Adder})
    for (PbCompare compare : {PbCompare::Le, PbCompare::Ge, PbCompare::Eq}) {
      Cnf cnf;
      cnf.new_range("x", {c.num_inputs});
      encode_pb(cnf, c.lits, c.weights, compare, c.bound, method);
      const std::string error = first_mismatch(cnf, c.num_inputs, [&](uint32_t a) { return holds(c, compare, a); });
      EXPECT_EQ(error, "") << describe(c, compare, method);
    }
}

enum class WeightFamily { Killer, Large, Signed, Huge };

// Random constraints: up to 10 inputs, about a third negated, some variables used twice (merging
// is part of the normal form), bounds around and beyond the reachable range.
PbCase random_case(std::mt19937& rng, WeightFamily family) {
  auto uniform = [&](int64_t lo, int64_t hi) { return std::uniform_int_distribution<int64_t>(lo, hi)(rng); };
  PbCase c;
  c.num_inputs = static_cast<int>(uniform(1, 10));
  const int terms = c.num_inputs + static_cast<int>(uniform(0, 2));
  for (int i = 0; i < terms; ++i) {
    const Var v{i < c.num_inputs ? i : static_cast<int32_t>(uniform(0, c.num_inputs - 1))};
    c.lits.push_back(uniform(0, 2) == 0 ? Lit::neg(v) : Lit::pos(v));
    switch (family) {
      case WeightFamily::Killer: c.weights.push_back(uniform(1, 9)); break;
      case WeightFamily::Large: c.weights.push_back(uniform(1, 1000)); break;
      case WeightFamily::Signed: c.weights.push_back(uniform(-9, 9)); break;
      case WeightFamily::Huge: c.weights.push_back(uniform(1, int64_t{1} << 50)); break;
    }
  }
  int64_t lo = 0, hi = 0;
  for (int64_t w : c.weights) (w < 0 ? lo : hi) += w;
  if (uniform(0, 1) == 0) {  // a reachable sum, so that = is satisfiable
    const uint32_t a = static_cast<uint32_t>(uniform(0, (1 << c.num_inputs) - 1));
    for (size_t i = 0; i < c.lits.size(); ++i)
      if (value_of(c.lits[i], a)) c.bound += c.weights[i];
  } else if (family == WeightFamily::Huge) {
    c.bound = uniform(lo, hi);
  } else {
    c.bound = uniform(lo - 2, hi + 2);
  }
  return c;
}

TEST(PbEncode, KillerWeightsMatchBruteForce) {
  std::mt19937 rng(20240601);
  for (int i = 0; i < 60; ++i) expect_exact(random_case(rng, WeightFamily::Killer));
}

TEST(PbEncode, LargeWeightsMatchBruteForce) {
  std::mt19937 rng(7);
  for (int i = 0; i < 30; ++i) expect_exact(random_case(rng, WeightFamily::Large));
  for (int i = 0; i < 15; ++i) expect_exact(random_case(rng, WeightFamily::Huge));
}

TEST(PbEncode, SignedAndZeroWeightsMatchBruteForce) {
  std::mt19937 rng(99);
  for (int i = 0; i < 40; ++i) expect_exact(random_case(rng, WeightFamily::Signed));
}

// Document 003 makes a PB constraint conditional by adding ¬S to each of its clauses (SW-vii): with
// Cnf guards, "S → constraint" must hold exactly, auxiliary variables included — with S false every
// assignment of the inputs is free, with S true exactly those that keep the constraint.
TEST(PbEncode, GuardedConstraintIsAnImplication) {
  std::mt19937 rng(31);
  for (int i = 0; i < 40; ++i) {
    PbCase c = random_case(rng, WeightFamily::Killer);
    if (c.num_inputs > 9) continue;
    for (PbMethod method : {PbMethod::Bdd, PbMethod::Adder}) {
      Cnf cnf;
      cnf.new_range("x", {c.num_inputs + 1});  // the last input is the condition S
      const Lit when = Lit::pos(Var{c.num_inputs});
      cnf.push_guard(~when);
      encode_pb(cnf, c.lits, c.weights, PbCompare::Eq, c.bound, method);
      cnf.pop_guard();
      const std::string error = first_mismatch(cnf, c.num_inputs + 1, [&](uint32_t a) {
        return ((a >> c.num_inputs) & 1) == 0 || holds(c, PbCompare::Eq, a);
      });
      EXPECT_EQ(error, "") << describe(c, PbCompare::Eq, method) << " under a guard";
    }
  }
}

TEST(PbEncode, KillerCageOfNineValuesEveryBound) {
  // One cell of a killer cage: Σ v·x_v over its nine value indicators, every bound 0..46.
  PbCase c;
  c.num_inputs = 9;
  for (int v = 0; v < 9; ++v) {
    c.lits.push_back(Lit::pos(Var{v}));
    c.weights.push_back(v + 1);
  }
  for (c.bound = -1; c.bound <= 46; ++c.bound) expect_exact(c);
}

TEST(PbEncode, TrivialBoundsAddNothingOrTheEmptyClause) {
  const Lit x = Lit::pos(Var{0}), y = Lit::neg(Var{1});
  const std::vector<Lit> lits{x, y};
  const std::vector<int64_t> weights{3, -2};  // the sum ranges over [-2, 3]
  struct Row {
    PbCompare compare;
    int64_t bound;
    bool always;  // true: no clauses; false: exactly the empty clause
  } rows[] = {{PbCompare::Le, 3, true},  {PbCompare::Le, 100, true}, {PbCompare::Le, -3, false},
              {PbCompare::Ge, -2, true}, {PbCompare::Ge, 4, false},  {PbCompare::Eq, 4, false},
              {PbCompare::Eq, -3, false}};
  for (const Row& row : rows)
    for (PbMethod method : {PbMethod::Bdd, PbMethod::Adder}) {
      Cnf cnf;
      cnf.new_range("x", {2});
      encode_pb(cnf, lits, weights, row.compare, row.bound, method);
      EXPECT_EQ(cnf.num_vars(), 2);
      ASSERT_EQ(cnf.num_clauses(), row.always ? 0 : 1) << "bound " << row.bound;
      if (!row.always) {
        EXPECT_TRUE(cnf.clause(0).empty());
      }
    }
  // No terms (or only zero weights, or x cancelling against ¬x): the sum is the constant 0 or 2.
  for (PbMethod method : {PbMethod::Bdd, PbMethod::Adder}) {
    Cnf cnf;
    cnf.new_range("x", {1});
    encode_pb(cnf, {}, {}, PbCompare::Eq, 0, method);
    const std::vector<Lit> zero_lits{x};
    const std::vector<int64_t> zero_weights{0};
    encode_pb(cnf, zero_lits, zero_weights, PbCompare::Le, 0, method);
    const std::vector<Lit> both{x, ~x};
    const std::vector<int64_t> twos{2, 2};
    encode_pb(cnf, both, twos, PbCompare::Eq, 2, method);
    EXPECT_EQ(cnf.num_clauses(), 0);
    encode_pb(cnf, both, twos, PbCompare::Eq, 1, method);
    ASSERT_EQ(cnf.num_clauses(), 1);
    EXPECT_TRUE(cnf.clause(0).empty());
  }
}

TEST(PbNormalForm, MergesFlipsAndSortsByWeight) {
  const Var a{0}, b{1}, c{2};
  // 2a − 3b + 4¬c + 1a ≤ 2  ⇔  3a + 3¬b + 4¬c ≤ 2 + 3 + 4 − 4 = 5
  const std::vector<Lit> lits{Lit::pos(a), Lit::pos(b), Lit::neg(c), Lit::pos(a)};
  const std::vector<int64_t> weights{2, -3, 4, 1};
  const PbNormalForm pb = normalize_pb(lits, weights, PbCompare::Le, 2);
  ASSERT_EQ(pb.kind, PbNormalForm::Kind::Constraint);
  EXPECT_FALSE(pb.equality);
  EXPECT_EQ(pb.bound, 5);
  EXPECT_EQ(pb.weights, (std::vector<int64_t>{4, 3, 3}));
  EXPECT_EQ(pb.lits, (std::vector<Lit>{Lit::neg(c), Lit::pos(a), Lit::neg(b)}));
}

// Document 003's running example 6·v1 + 4·v2 + 2·v3 = 6 (figures 4.1 and 4.2).
TEST(PbEncode, DocumentExampleSizes) {
  const std::vector<Lit> lits{Lit::pos(Var{0}), Lit::pos(Var{1}), Lit::pos(Var{2})};
  const std::vector<int64_t> weights{6, 4, 2};
  // §4.1.2: one half adder in layer 1 and one full adder in layer 2; 7 + 14 clauses, then units for
  // bits 1, 2, 3 of 6 (bit 0 of the sum is the constant 0, which matches 6's bit 0 without a clause).
  Cnf adder;
  adder.new_range("v", {3});
  encode_pb(adder, lits, weights, PbCompare::Eq, 6, PbMethod::Adder);
  EXPECT_EQ(adder.num_vars() - 3, 4);
  EXPECT_EQ(adder.num_clauses(), 7 + 14 + 3);
  // §4.1.1: internal nodes are the root, sums 0 and 6 after v1, sums 0 and 2 after v2 (the other
  // five of figure 4.1's ten nodes are terminals, folded into constants here).
  Cnf bdd;
  bdd.new_range("v", {3});
  encode_pb(bdd, lits, weights, PbCompare::Eq, 6, PbMethod::Bdd);
  EXPECT_EQ(bdd.num_vars() - 3, 5);
  EXPECT_EQ(bdd.ranges().back().name, "pb_bdd");
  EXPECT_EQ(adder.ranges().back().name, "pb_adder");
}

// Without sharing a BDD over n unit weights has 2^n paths; with it, at most (n+1)(K+1) nodes.
TEST(PbBdd, NodeSharingKeepsUnitWeightsPolynomial) {
  for (PbCompare compare : {PbCompare::Eq, PbCompare::Le}) {
    std::vector<int> clauses;
    for (int n : {10, 20, 40, 80}) {
      Cnf cnf;
      const Var first = cnf.new_range("x", {n}).first;
      std::vector<Lit> lits;
      for (int i = 0; i < n; ++i) lits.push_back(Lit::pos(Var{first.index + i}));
      const std::vector<int64_t> ones(n, 1);
      const int k = n / 2;
      encode_pb(cnf, lits, ones, compare, k, PbMethod::Bdd);
      const int nodes = cnf.num_vars() - n;
      EXPECT_LE(nodes, (n + 1) * (k + 1)) << "n = " << n;
      EXPECT_LE(cnf.num_clauses(), 6 * nodes + 1);
      clauses.push_back(cnf.num_clauses());
    }
    // Doubling n roughly quadruples the size (n·K nodes), far from squaring it.
    for (size_t i = 1; i < clauses.size(); ++i) EXPECT_LE(clauses[i], 5 * clauses[i - 1]);
  }
  // A 9-cell killer cage: 81 terms with weights 1..9 and target 45 stays small.
  Cnf cnf;
  cnf.new_range("s", {9, 9});
  std::vector<Lit> lits;
  std::vector<int64_t> weights;
  for (int cell = 0; cell < 9; ++cell)
    for (int v = 0; v < 9; ++v) {
      lits.push_back(Lit::pos(Var{cell * 9 + v}));
      weights.push_back(v + 1);
    }
  encode_pb(cnf, lits, weights, PbCompare::Eq, 45, PbMethod::Bdd);
  EXPECT_LE(cnf.num_vars() - 81, 82 * 46);
}

std::vector<Lit> mixed_signs(const Cnf& cnf, int n) {
  std::vector<Lit> lits;
  for (int i = 0; i < n; ++i) {
    const Var v{cnf.ranges().front().first.index + i};
    lits.push_back(i % 3 == 2 ? Lit::neg(v) : Lit::pos(v));
  }
  return lits;
}

int true_count(std::span<const Lit> lits, uint32_t assignment) {
  int count = 0;
  for (Lit l : lits) count += value_of(l, assignment);
  return count;
}

TEST(CardinalityAmo, EveryEncodingMatchesBruteForce) {
  for (AmoEncoding encoding : {AmoEncoding::Pairwise, AmoEncoding::Sequential, AmoEncoding::Product})
    for (int n = 1; n <= 10; ++n) {
      Cnf amo, eo;
      amo.new_range("x", {n});
      eo.new_range("x", {n});
      const std::vector<Lit> lits = mixed_signs(amo, n);
      at_most_one(amo, lits, encoding);
      exactly_one(eo, lits, encoding);
      EXPECT_EQ(first_mismatch(amo, n, [&](uint32_t a) { return true_count(lits, a) <= 1; }), "")
          << "at_most_one n = " << n << " encoding " << static_cast<int>(encoding);
      EXPECT_EQ(first_mismatch(eo, n, [&](uint32_t a) { return true_count(lits, a) == 1; }), "")
          << "exactly_one n = " << n << " encoding " << static_cast<int>(encoding);
    }
}

TEST(CardinalityAmo, SizesAndNamedRanges) {
  for (int n : {2, 9, 16, 25, 81}) {
    Cnf pairwise, sequential, product;
    for (Cnf* cnf : {&pairwise, &sequential, &product}) cnf->new_range("x", {n});
    const std::vector<Lit> lits = mixed_signs(pairwise, n);
    at_most_one(pairwise, lits, AmoEncoding::Pairwise);
    at_most_one(sequential, lits, AmoEncoding::Sequential);
    at_most_one(product, lits, AmoEncoding::Product);
    EXPECT_EQ(pairwise.num_clauses(), n * (n - 1) / 2);
    EXPECT_EQ(pairwise.num_vars(), n);
    EXPECT_EQ(sequential.num_clauses(), 3 * n - 4);
    EXPECT_EQ(sequential.num_vars(), n + n - 1);
    EXPECT_EQ(sequential.describe(Var{n}), "amo_seq[1]");
    if (n == 81) {  // 9×9 grid, each axis of 9 again as a 3×3 grid of pairwise triples
      EXPECT_EQ(product.num_clauses(), 210);
      EXPECT_EQ(product.num_vars() - n, 30);
      EXPECT_EQ(product.describe(Var{n}), "amo_prod_row[1]");
    }
    EXPECT_LE(product.num_clauses(), pairwise.num_clauses());
  }
  // Zero literals: at most one holds trivially, exactly one cannot.
  Cnf cnf;
  at_most_one(cnf, {}, AmoEncoding::Sequential);
  EXPECT_EQ(cnf.num_clauses(), 0);
  exactly_one(cnf, {}, AmoEncoding::Product);
  ASSERT_EQ(cnf.num_clauses(), 1);
  EXPECT_TRUE(cnf.clause(0).empty());
}

}  // namespace
}  // namespace gridlogic
