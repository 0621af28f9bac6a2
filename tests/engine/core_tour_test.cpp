// core_tour_test.cpp — the worked example of docs/core.md, compiled and checked so the page cannot rot.
// Each TEST is one section of the page; keep the two in step.
#include <gtest/gtest.h>

#include <sstream>
#include <vector>

#include "gridlogic/cardinality.h"
#include "gridlogic/cnf.h"
#include "gridlogic/dimacs.h"
#include "gridlogic/pseudo_boolean.h"
#include "gridlogic/sat_solver.h"
#include "gridlogic/search_window.h"
#include "gridlogic/trace.h"
#include "gridlogic/two_sat.h"

namespace gridlogic {
namespace {

// Three cells take values 1..3, all different, and cell 1 + cell 2 = 3.
struct Tiny {
  Cnf cnf;
  VarRange x;  // x[cell, v]: the cell holds v

  Tiny() {
    x = cnf.new_range("x", {3, 3}, {"cell", "v"});
    for (int c = 0; c < 3; ++c) exactly_one(cnf, values_of(c), AmoEncoding::Pairwise);
    for (int v = 0; v < 3; ++v) {
      std::vector<Lit> cells;
      for (int c = 0; c < 3; ++c) cells.push_back(Lit::pos(x.at({c, v})));
      at_most_one(cnf, cells, AmoEncoding::Pairwise);
    }
    std::vector<Lit> lits;
    std::vector<int64_t> weights;
    for (int c : {0, 1})
      for (int v = 0; v < 3; ++v) {
        lits.push_back(Lit::pos(x.at({c, v})));
        weights.push_back(v + 1);
      }
    encode_pb(cnf, lits, weights, PbCompare::Eq, 3, PbMethod::Bdd);
  }
  std::vector<Lit> values_of(int cell) const {
    std::vector<Lit> lits;
    for (int v = 0; v < 3; ++v) lits.push_back(Lit::pos(x.at({cell, v})));
    return lits;
  }
  std::vector<Var> projection() const {
    std::vector<Var> vars;
    for (int i = 0; i < x.size(); ++i) vars.push_back(Var{x.first.index + i});
    return vars;
  }
  static int value_of(const SatSolver& s, const VarRange& x, int cell) {
    for (int v = 0; v < 3; ++v)
      if (s.value(x.at({cell, v}))) return v + 1;
    return 0;
  }
};

TEST(CoreTour, BuildSolveAndCount) {
  Tiny t;
  EXPECT_EQ(t.cnf.describe(t.x.at({0, 1})), "x[cell1,v2]");

  SatSolver solver;
  solver.add_cnf(t.cnf);
  std::vector<std::vector<int>> solutions;
  ModelCount mc = enumerate_models(solver, t.projection(), 10, [&](const SatSolver& s) {
    solutions.push_back({Tiny::value_of(s, t.x, 0), Tiny::value_of(s, t.x, 1), Tiny::value_of(s, t.x, 2)});
  });
  EXPECT_EQ(mc.count, 2);
  EXPECT_TRUE(mc.exhausted);
  for (const auto& s : solutions) {
    EXPECT_EQ(s[0] + s[1], 3);
    EXPECT_EQ(s[2], 3);
  }
}

TEST(CoreTour, AssumptionsAskWhatIfWithoutChangingTheFormula) {
  Tiny t;
  SatSolver solver;
  solver.add_cnf(t.cnf);
  const Lit cell1_is_2 = Lit::pos(t.x.at({0, 1}));
  ASSERT_EQ(solver.solve({&cell1_is_2, 1}), SatStatus::Satisfiable);
  EXPECT_EQ(Tiny::value_of(solver, t.x, 1), 1);
  const Lit cell3_is_1 = Lit::pos(t.x.at({2, 0}));
  EXPECT_EQ(solver.solve({&cell3_is_1, 1}), SatStatus::Unsatisfiable);
  EXPECT_EQ(solver.solve(), SatStatus::Satisfiable);  // the formula itself is untouched
}

TEST(CoreTour, DimacsRoundTripKeepsNames) {
  Tiny t;
  t.cnf.canonicalize();
  std::ostringstream out;
  write_dimacs(t.cnf, out);
  Result<Cnf> back = read_dimacs(out.str());
  ASSERT_TRUE(back) << back.error().message;
  EXPECT_EQ(back->num_clauses(), t.cnf.num_clauses());
  EXPECT_EQ(back->describe(t.x.at({2, 2})), "x[cell3,v3]");

  Result<Cnf> bad = read_dimacs("p cnf 2 1\n1 x 0\n");
  ASSERT_FALSE(bad);
  EXPECT_NE(bad.error().message.find("line 2"), std::string::npos) << bad.error().message;
}

// Tectonic's chapter 5 in miniature: cells A, B, C each have two candidates left; a is "A holds its
// first candidate". A and B are neighbours with the same pair, so a ≠ b; likewise b ≠ c; C is known.
TEST(CoreTour, TwoSatForcesWhatEveryModelAgreesOn) {
  TwoSat f;
  const Var a = f.new_var(), b = f.new_var(), c = f.new_var();
  f.add_clause(Lit::pos(a), Lit::pos(b));  // a ≠ b
  f.add_clause(Lit::neg(a), Lit::neg(b));
  f.add_clause(Lit::pos(b), Lit::pos(c));  // b ≠ c
  f.add_clause(Lit::neg(b), Lit::neg(c));
  f.add_unit(Lit::pos(c));
  ASSERT_TRUE(f.solve());
  EXPECT_EQ(f.forced(), (std::vector<Lit>{Lit::pos(a), Lit::neg(b), Lit::pos(c)}));
  ImplicationGraph g = f.graph([](Var v) { return std::string(1, static_cast<char>('A' + v.index)); });
  EXPECT_EQ(g.nodes.size(), 6u);
  EXPECT_EQ(g.edges.size(), 9u);  // two per binary clause, one for the unit
}

TEST(CoreTour, TheSearchWindowExplainsItselfAsATrace) {
  Tiny t;
  SatSolver solver;
  solver.add_cnf(t.cnf);
  TraceRecorder recorder;
  SearchTraceAdapter adapter(recorder, &t.cnf);
  solver.set_observer(&adapter);
  ASSERT_EQ(solver.solve(), SatStatus::Satisfiable);
  solver.set_observer(nullptr);
  const Trace& trace = recorder.trace();
  ASSERT_FALSE(trace.steps.empty());
  EXPECT_EQ(trace.steps.back().technique, "model");
  EXPECT_NE(trace.to_json().find("x[cell"), std::string::npos) << "steps name variables by range";
}

}  // namespace
}  // namespace gridlogic
