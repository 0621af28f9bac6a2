// cnf_test.cpp — the CNF builder, DIMACS output and the MiniSat back end, with a brute-force oracle.
#include <gtest/gtest.h>

#include <random>
#include <sstream>

#include "gridlogic/cnf.h"
#include "gridlogic/sat_solver.h"

namespace gridlogic {
namespace {

TEST(Lit, CodesFollowMiniSat) {
  Var v{4};
  EXPECT_EQ(Lit::pos(v).code, 8);
  EXPECT_EQ(Lit::neg(v).code, 9);
  EXPECT_EQ(~Lit::pos(v), Lit::neg(v));
  EXPECT_EQ(Lit::neg(v).var(), v);
  EXPECT_EQ(Lit::pos(v).dimacs(), 5);
  EXPECT_EQ(Lit::neg(v).dimacs(), -5);
}

TEST(Cnf, RangesAreRowMajorAndNamed) {
  Cnf cnf;
  cnf.new_var();
  const VarRange& s = cnf.new_range("s", {2, 3, 4}, {"r", "c", "v"});
  EXPECT_EQ(s.first.index, 1);
  EXPECT_EQ(s.size(), 24);
  EXPECT_EQ(cnf.num_vars(), 25);
  EXPECT_EQ(s.at({0, 0, 0}).index, 1);
  EXPECT_EQ(s.at({1, 2, 3}).index, 24);
  EXPECT_EQ(s.at({0, 1, 2}).index, 1 + 4 + 2);
  EXPECT_EQ(cnf.describe(s.at({1, 2, 3})), "s[r2,c3,v4]");
  EXPECT_EQ(cnf.describe(Var{0}), "x1");
}

// describe() bisects the ranges; name_range may name blocks out of order and ranges may be empty.
TEST(Cnf, DescribeFindsEveryRangeWhateverTheNamingOrder) {
  Cnf cnf;
  for (int i = 0; i < 20; ++i) cnf.new_var();
  cnf.name_range("b", Var{10}, {5});
  cnf.name_range("e", Var{15}, {0});
  cnf.name_range("a", Var{2}, {2, 2});
  cnf.name_range("c", Var{15}, {3});
  for (size_t i = 1; i < cnf.ranges().size(); ++i)
    EXPECT_LE(cnf.ranges()[i - 1].first.index, cnf.ranges()[i].first.index);
  const char* expected[20] = {"x1",   "x2",   "a[1,1]", "a[1,2]", "a[2,1]", "a[2,2]", "x7",   "x8",   "x9",  "x10",
                              "b[1]", "b[2]", "b[3]",   "b[4]",   "b[5]",   "c[1]",   "c[2]", "c[3]", "x19", "x20"};
  for (int v = 0; v < 20; ++v) EXPECT_EQ(cnf.describe(Var{v}), expected[v]) << v;
}

TEST(Cnf, PairwiseCardinalityClauseCounts) {
  Cnf cnf;
  std::vector<Lit> lits;
  for (int i = 0; i < 9; ++i) lits.push_back(Lit::pos(cnf.new_var()));
  cnf.exactly_one_pairwise(lits);
  EXPECT_EQ(cnf.num_clauses(), 1 + 36);
  EXPECT_EQ(cnf.clause(0).size(), 9u);
  EXPECT_EQ(cnf.clause(1).size(), 2u);
}

TEST(Dimacs, WritesHeaderNamesAndClauses) {
  Cnf cnf;
  const VarRange& x = cnf.new_range("x", {2});
  cnf.add_clause({Lit::pos(x.at({0})), Lit::neg(x.at({1}))});
  cnf.add_clause({Lit::pos(x.at({1}))});
  std::ostringstream out;
  write_dimacs(cnf, out);
  EXPECT_EQ(out.str(),
            "c gridlogic CNF\n"
            "c var x 1..2 dims 2 (row-major, 1-based)\n"
            "p cnf 2 2\n"
            "1 -2 0\n"
            "2 0\n");
}

TEST(SatSolver, SatisfiableModelSatisfiesEveryClause) {
  Cnf cnf;
  const VarRange& x = cnf.new_range("x", {3});
  cnf.add_clause({Lit::pos(x.at({0})), Lit::pos(x.at({1}))});
  cnf.add_clause({Lit::neg(x.at({0}))});
  cnf.add_clause({Lit::neg(x.at({1})), Lit::pos(x.at({2}))});
  SatSolver solver;
  solver.add_cnf(cnf);
  ASSERT_EQ(solver.solve(), SatStatus::Satisfiable);
  EXPECT_FALSE(solver.value(x.at({0})));
  EXPECT_TRUE(solver.value(x.at({1})));
  EXPECT_TRUE(solver.value(x.at({2})));
}

TEST(SatSolver, UnsatisfiableAndAssumptions) {
  Cnf cnf;
  Var a = cnf.new_var(), b = cnf.new_var();
  cnf.add_clause({Lit::pos(a), Lit::pos(b)});
  cnf.add_clause({Lit::neg(a), Lit::pos(b)});
  SatSolver solver;
  solver.add_cnf(cnf);
  Lit not_b = Lit::neg(b);
  EXPECT_EQ(solver.solve(std::span(&not_b, 1)), SatStatus::Unsatisfiable);
  EXPECT_EQ(solver.solve(), SatStatus::Satisfiable);  // the assumption is gone again
  solver.add_clause(std::vector<Lit>{Lit::neg(b)});
  EXPECT_EQ(solver.solve(), SatStatus::Unsatisfiable);
}

// Property: model enumeration counts exactly what brute force over all assignments counts.
TEST(SatSolver, EnumerationMatchesBruteForceOnRandom3Cnf) {
  std::mt19937 rng(12345);
  for (int round = 0; round < 200; ++round) {
    const int nv = 3 + static_cast<int>(rng() % 8);
    const int nc = static_cast<int>(rng() % (4 * nv));
    Cnf cnf;
    for (int i = 0; i < nv; ++i) cnf.new_var();
    for (int c = 0; c < nc; ++c) {
      std::vector<Lit> clause;
      int len = 1 + static_cast<int>(rng() % 3);
      for (int k = 0; k < len; ++k) {
        Var v{static_cast<int>(rng() % nv)};
        clause.push_back(rng() % 2 ? Lit::pos(v) : Lit::neg(v));
      }
      cnf.add_clause(clause);
    }
    int expected = 0;
    for (int bits = 0; bits < (1 << nv); ++bits) {
      bool all = true;
      for (int c = 0; c < cnf.num_clauses() && all; ++c) {
        bool any = false;
        for (Lit l : cnf.clause(c)) any |= (((bits >> l.var().index) & 1) != 0) != l.negated();
        all = any;
      }
      expected += all;
    }
    SatSolver solver;
    solver.add_cnf(cnf);
    std::vector<Var> projection;
    for (int i = 0; i < nv; ++i) projection.push_back(Var{i});
    ModelCount mc = enumerate_models(solver, projection, 1 << nv, nullptr);
    ASSERT_EQ(mc.count, expected) << "round " << round;
    ASSERT_TRUE(mc.exhausted || mc.count == (1 << nv));
  }
}

// Property: one solver asked question after question — random assumptions, scoped enumeration, what it
// learned forgotten in between, some variables starting true — counts what brute force counts under
// the same assumptions, and a clause added on the way still holds after forget_search().
TEST(SatSolver, ForgettingBetweenQuestionsKeepsEveryAnswer) {
  std::mt19937 rng(777);
  for (int round = 0; round < 60; ++round) {
    const int nv = 4 + static_cast<int>(rng() % 7);
    Cnf cnf;
    for (int i = 0; i < nv; ++i) cnf.new_var();
    for (int c = 0, nc = static_cast<int>(rng() % (4 * nv)); c < nc; ++c) {
      std::vector<Lit> clause;
      for (int k = 0, len = 1 + static_cast<int>(rng() % 3); k < len; ++k) {
        Var v{static_cast<int>(rng() % nv)};
        clause.push_back(rng() % 2 ? Lit::pos(v) : Lit::neg(v));
      }
      cnf.add_clause(clause);
    }
    SatSolver solver;
    solver.add_cnf(cnf);
    std::vector<Var> projection;
    for (int i = 0; i < nv; ++i) {
      projection.push_back(Var{i});
      if (rng() % 2) solver.set_initial_phase(Var{i}, true);
    }
    for (int question = 0; question < 8; ++question) {
      std::vector<Lit> assumed;
      for (int i = 0; i < nv; ++i)
        if (rng() % 4 == 0) assumed.push_back(rng() % 2 ? Lit::pos(Var{i}) : Lit::neg(Var{i}));
      if (question == 5) {  // a lasting clause between questions
        std::vector<Lit> extra{Lit::pos(Var{0}), Lit::neg(Var{nv - 1})};
        solver.add_clause(extra);
        cnf.add_clause(extra);
      }
      int expected = 0;
      for (int bits = 0; bits < (1 << nv); ++bits) {
        bool all = true;
        for (Lit a : assumed) all &= (((bits >> a.var().index) & 1) != 0) != a.negated();
        for (int c = 0; c < cnf.num_clauses() && all; ++c) {
          bool any = false;
          for (Lit l : cnf.clause(c)) any |= (((bits >> l.var().index) & 1) != 0) != l.negated();
          all = any;
        }
        expected += all;
      }
      solver.forget_search();
      ModelCount mc = enumerate_models_scoped(solver, assumed, projection, 1 << nv, nullptr);
      ASSERT_EQ(mc.count, expected) << "round " << round << ", question " << question;
    }
  }
}

TEST(SatSolver, ConflictBudgetAnswersUnknown) {
  // Pigeonhole 9 → 8 is hard for resolution; one conflict is far too few.
  Cnf cnf;
  const VarRange& p = cnf.new_range("p", {9, 8});
  for (int i = 0; i < 9; ++i) {
    std::vector<Lit> row;
    for (int h = 0; h < 8; ++h) row.push_back(Lit::pos(p.at({i, h})));
    cnf.add_clause(row);
  }
  for (int h = 0; h < 8; ++h) {
    std::vector<Lit> col;
    for (int i = 0; i < 9; ++i) col.push_back(Lit::pos(p.at({i, h})));
    cnf.at_most_one_pairwise(col);
  }
  SatSolver solver;
  solver.add_cnf(cnf);
  solver.set_conflict_budget(1);
  EXPECT_EQ(solver.solve(), SatStatus::Unknown);
  EXPECT_GE(solver.stats().conflicts, 1u);
}

}  // namespace
}  // namespace gridlogic
