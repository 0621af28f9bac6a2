// table_constraint_test.cpp — one-hot CSP variables and table constraints in the direct and support
// encodings: document 003's clause lists, and every assignment of random small tables.
#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "gridlogic/cnf.h"
#include "gridlogic/sat_solver.h"
#include "gridlogic/table_constraint.h"

namespace gridlogic {
namespace {

// The clauses from index `from` on, each as the text of its literals ("-x1[v5] x2[v1]").
std::vector<std::string> clause_texts(const Cnf& cnf, int from) {
  std::vector<std::string> out;
  for (int i = from; i < cnf.num_clauses(); ++i) {
    std::string s;
    for (Lit l : cnf.clause(i))
      s += (s.empty() ? "" : " ") + std::string(l.negated() ? "-" : "") + cnf.describe(l.var());
    out.push_back(s);
  }
  return out;
}

// k CSP variables x1..xk with the given domain sizes.
std::vector<FiniteDomain> domains(Cnf& cnf, const std::vector<int>& sizes) {
  std::vector<FiniteDomain> out;
  for (size_t i = 0; i < sizes.size(); ++i)
    out.push_back(add_finite_domain(cnf, "x" + std::to_string(i + 1), sizes[i]));
  return out;
}

TEST(TableFiniteDomain, IsANamedOneHotRange) {
  Cnf cnf;
  cnf.new_var();
  FiniteDomain x = add_finite_domain(cnf, "x", 4);
  ASSERT_EQ(x.size(), 4);
  EXPECT_EQ(x.is(0), Lit::pos(Var{1}));
  EXPECT_EQ(cnf.describe(x.is(2).var()), "x[v3]");
  EXPECT_EQ(cnf.num_clauses(), 1 + 6);  // at least one, and C(4,2) at most one
  SatSolver solver;
  solver.add_cnf(cnf);
  std::vector<Var> values;
  for (Lit l : x.values) values.push_back(l.var());
  EXPECT_EQ(enumerate_models(solver, values, 100, nullptr).count, 4);
}

// Document 003, §2.3.4: "at most one of x1, x2, x3 has value 5", domains {1..5}.
TEST(TableConstraint, DocumentExampleSupportClauses) {
  Cnf cnf;
  TableConstraint at_most_one_five{domains(cnf, {5, 5, 5}), TableKind::Forbidden, {}};
  for (int a = 0; a < 5; ++a)
    for (int b = 0; b < 5; ++b)
      for (int c = 0; c < 5; ++c)
        if ((a == 4) + (b == 4) + (c == 4) >= 2) at_most_one_five.tuples.push_back({a, b, c});
  const int before = cnf.num_clauses();
  encode_table(cnf, at_most_one_five, TableEncoding::Support);
  // Exactly the document's six clauses, in its order: the constraint is the conjunction of its binary
  // projections, so no conflict clause is needed on top.
  EXPECT_EQ(clause_texts(cnf, before), (std::vector<std::string>{
                                           "-x1[v5] x2[v1] x2[v2] x2[v3] x2[v4]",
                                           "-x2[v5] x1[v1] x1[v2] x1[v3] x1[v4]",
                                           "-x1[v5] x3[v1] x3[v2] x3[v3] x3[v4]",
                                           "-x3[v5] x1[v1] x1[v2] x1[v3] x1[v4]",
                                           "-x2[v5] x3[v1] x3[v2] x3[v3] x3[v4]",
                                           "-x3[v5] x2[v1] x2[v2] x2[v3] x2[v4]",
                                       }));
  // The direct encoding: one conflict clause per forbidden tuple (3 * 4 with two fives, 1 with three).
  Cnf direct;
  at_most_one_five.scope = domains(direct, {5, 5, 5});
  const int direct_before = direct.num_clauses();
  encode_table(direct, at_most_one_five, TableEncoding::Direct);
  std::vector<std::string> conflicts = clause_texts(direct, direct_before);
  ASSERT_EQ(conflicts.size(), 13u);
  EXPECT_EQ(conflicts.front(), "-x1[v1] -x2[v5] -x3[v5]");
  EXPECT_EQ(conflicts.back(), "-x1[v5] -x2[v5] -x3[v5]");
}

TEST(TableConstraint, BinaryLessThanInBothEncodings) {
  Cnf cnf;
  TableConstraint less{domains(cnf, {3, 3}), TableKind::Allowed, {{0, 1}, {0, 2}, {1, 2}}};
  int before = cnf.num_clauses();
  encode_table(cnf, less, TableEncoding::Support);
  EXPECT_EQ(clause_texts(cnf, before), (std::vector<std::string>{
                                           "-x1[v1] x2[v2] x2[v3]",
                                           "-x1[v2] x2[v3]",
                                           "-x1[v3]",
                                           "-x2[v1]",
                                           "-x2[v2] x1[v1]",
                                           "-x2[v3] x1[v1] x1[v2]",
                                       }));
  before = cnf.num_clauses();
  encode_table(cnf, less, TableEncoding::Direct);
  EXPECT_EQ(clause_texts(cnf, before), (std::vector<std::string>{
                                           "-x1[v1] -x2[v1]",
                                           "-x1[v2] -x2[v1]",
                                           "-x1[v2] -x2[v2]",
                                           "-x1[v3] -x2[v1]",
                                           "-x1[v3] -x2[v2]",
                                           "-x1[v3] -x2[v3]",
                                       }));
}

// x1 + x2 + x3 even over {0, 1}: every pair of values is allowed, so support clauses alone would
// allow everything; the four odd tuples need their conflict clauses.
TEST(TableConstraint, SupportAddsConflictsWhereProjectionsAreNotEnough) {
  Cnf cnf;
  TableConstraint even{domains(cnf, {2, 2, 2}), TableKind::Allowed, {{0, 0, 0}, {0, 1, 1}, {1, 0, 1}, {1, 1, 0}}};
  const int before = cnf.num_clauses();
  encode_table(cnf, even, TableEncoding::Support);
  EXPECT_EQ(clause_texts(cnf, before), (std::vector<std::string>{
                                           "-x1[v1] -x2[v1] -x3[v2]",
                                           "-x1[v1] -x2[v2] -x3[v1]",
                                           "-x1[v2] -x2[v1] -x3[v1]",
                                           "-x1[v2] -x2[v2] -x3[v2]",
                                       }));
}

// Property: on random tables (1-4 variables, domains of 2-4 values, random relations, listed as allowed
// or as forbidden tuples in random order), each encoding with the domains' exactly-one clauses is
// satisfiable under a full assignment exactly when the tuple is allowed, has exactly as many models
// as allowed tuples, and does not depend on how the relation was listed.
TEST(TableConstraint, RandomTablesAcceptExactlyTheAllowedTuples) {
  std::mt19937 rng(31337);
  int exercised_conflicts = 0;
  for (int round = 0; round < 250; ++round) {
    const int k = 1 + static_cast<int>(rng() % 4);
    std::vector<int> sizes(k);
    for (int& d : sizes) d = 2 + static_cast<int>(rng() % 3);
    const double density = std::uniform_real_distribution<double>(0.05, 0.95)(rng);
    std::vector<std::vector<int>> all, allowed, forbidden;
    std::vector<int> t(k, 0);
    for (;;) {
      all.push_back(t);
      (std::uniform_real_distribution<double>(0, 1)(rng) < density ? allowed : forbidden).push_back(t);
      int i = k - 1;
      while (i >= 0 && ++t[i] == sizes[i]) t[i--] = 0;
      if (i < 0) break;
    }
    const std::set<std::vector<int>> allowed_set(allowed.begin(), allowed.end());
    for (TableEncoding encoding : {TableEncoding::Direct, TableEncoding::Support}) {
      std::vector<std::string> first_listing;
      for (TableKind kind : {TableKind::Allowed, TableKind::Forbidden}) {
        Cnf cnf;
        std::vector<FiniteDomain> xs = domains(cnf, sizes);
        std::vector<std::vector<int>> listed = kind == TableKind::Allowed ? allowed : forbidden;
        if (!listed.empty()) listed.push_back(listed.front());  // a repeat is harmless
        std::shuffle(listed.begin(), listed.end(), rng);
        const int before = cnf.num_clauses();
        encode_table(cnf, TableConstraint{xs, kind, listed}, encoding);
        std::vector<std::string> clauses = clause_texts(cnf, before);
        if (kind == TableKind::Allowed) first_listing = clauses;
        else ASSERT_EQ(clauses, first_listing) << "round " << round;
        if (encoding == TableEncoding::Support && k >= 3)
          for (const std::string& c : clauses) exercised_conflicts += std::count(c.begin(), c.end(), '-') == k;

        SatSolver solver;
        solver.add_cnf(cnf);
        for (const std::vector<int>& tuple : all) {
          std::vector<Lit> assume;
          for (int i = 0; i < k; ++i) assume.push_back(xs[i].is(tuple[i]));
          SatStatus expected = allowed_set.count(tuple) ? SatStatus::Satisfiable : SatStatus::Unsatisfiable;
          ASSERT_EQ(solver.solve(assume), expected) << "round " << round << " encoding " << int(encoding);
        }
        std::vector<Var> projection;
        for (const FiniteDomain& x : xs)
          for (Lit l : x.values) projection.push_back(l.var());
        ModelCount mc = enumerate_models(solver, projection, static_cast<int>(all.size()) + 1, nullptr);
        ASSERT_TRUE(mc.exhausted);
        ASSERT_EQ(mc.count, static_cast<int>(allowed.size())) << "round " << round;
      }
    }
  }
  EXPECT_GT(exercised_conflicts, 0);  // the n-ary fallback was needed somewhere, and it was right
}

}  // namespace
}  // namespace gridlogic
