// two_sat_test.cpp — the 2-SAT solver and its implication graph against brute force and MiniSat.
#include <gtest/gtest.h>

#include <cstdint>
#include <random>
#include <vector>

#include "gridlogic/cnf.h"
#include "gridlogic/sat_solver.h"
#include "gridlogic/two_sat.h"

namespace gridlogic {
namespace {

bool holds(Lit l, uint32_t assignment) { return ((assignment >> l.var().index) & 1) != l.negated(); }

// Everything the oracle knows about a formula, from all 2^n assignments.
struct BruteForce {
  int models = 0;
  uint32_t true_in_all = ~0u;  // bit v: v is true in every model
  uint32_t true_in_some = 0;   // bit v: v is true in some model

  bool forced(Lit l) const {
    if (models == 0) return false;
    uint32_t bit = 1u << l.var().index;
    return l.negated() ? (true_in_some & bit) == 0 : (true_in_all & bit) != 0;
  }
};

bool satisfies(const std::vector<BinaryClause>& clauses, uint32_t assignment) {
  for (BinaryClause c : clauses)
    if (!holds(c.a, assignment) && !holds(c.b, assignment)) return false;
  return true;
}

BruteForce brute_force(int num_vars, const std::vector<BinaryClause>& clauses) {
  BruteForce r;
  for (uint32_t a = 0; a < (1u << num_vars); ++a) {
    if (!satisfies(clauses, a)) continue;
    ++r.models;
    r.true_in_all &= a;
    r.true_in_some |= a;
  }
  return r;
}

Lit random_lit(std::mt19937& rng, int num_vars) {
  return Lit{static_cast<int32_t>(std::uniform_int_distribution<int>(0, 2 * num_vars - 1)(rng))};
}

// A random 2-CNF around the satisfiability threshold (clauses ≈ variables), with some units,
// repeated literals and tautologies mixed in.
TwoSat random_two_sat(std::mt19937& rng, int num_vars) {
  TwoSat f(num_vars);
  int num_clauses = std::uniform_int_distribution<int>(0, 5 * num_vars / 2)(rng);
  for (int i = 0; i < num_clauses; ++i) {
    Lit a = random_lit(rng, num_vars);
    int kind = std::uniform_int_distribution<int>(0, 19)(rng);
    if (kind == 0) f.add_unit(a);
    else if (kind == 1) f.add_clause(a, ~a);
    else f.add_clause(a, random_lit(rng, num_vars));
  }
  return f;
}

// Reachability by plain breadth-first search over the graph value: an oracle independent of Tarjan.
std::vector<std::vector<char>> reachability(const ImplicationGraph& g) {
  const int n = static_cast<int>(g.nodes.size());
  std::vector<std::vector<int>> succ(n);
  for (const ImplicationEdge& e : g.edges) succ[e.from.code].push_back(e.to.code);
  std::vector<std::vector<char>> reach(n, std::vector<char>(n, 0));
  for (int s = 0; s < n; ++s) {
    std::vector<int> queue{s};
    reach[s][s] = 1;
    for (size_t q = 0; q < queue.size(); ++q)
      for (int w : succ[queue[q]])
        if (!reach[s][w]) {
          reach[s][w] = 1;
          queue.push_back(w);
        }
  }
  return reach;
}

TEST(TwoSatRandom, AgreesWithBruteForce) {
  std::mt19937 rng(20240611);
  int sat = 0, unsat = 0, with_forced = 0;
  for (int round = 0; round < 3000; ++round) {
    const int n = 1 + round % 14;
    TwoSat f = random_two_sat(rng, n);
    const BruteForce truth = brute_force(n, f.clauses());
    SCOPED_TRACE("round " + std::to_string(round) + ", " + std::to_string(n) + " variables, " +
                 std::to_string(f.num_clauses()) + " clauses");

    ASSERT_EQ(f.solve(), truth.models > 0);
    ASSERT_EQ(f.satisfiable(), truth.models > 0);
    if (truth.models == 0) {
      ++unsat;
      EXPECT_FALSE(f.conflict_vars().empty());
      EXPECT_TRUE(f.forced().empty());
      continue;
    }
    ++sat;
    EXPECT_TRUE(f.conflict_vars().empty());

    uint32_t model = 0;
    for (int v = 0; v < n; ++v) {
      EXPECT_EQ(f.value(Var{v}), !f.value(Lit::neg(Var{v})));
      if (f.value(Var{v})) model |= 1u << v;
    }
    EXPECT_TRUE(satisfies(f.clauses(), model));

    std::vector<Lit> expected;
    for (int v = 0; v < n; ++v)
      for (Lit l : {Lit::pos(Var{v}), Lit::neg(Var{v})})
        if (truth.forced(l)) expected.push_back(l);
    EXPECT_EQ(f.forced(), expected);
    if (!expected.empty()) ++with_forced;
  }
  // The generator must exercise every branch, or the comparison proves little.
  EXPECT_GT(sat, 500);
  EXPECT_GT(unsat, 500);
  EXPECT_GT(with_forced, 300);
}

// Formulas with hundreds of variables take many 64-target sweeps and both closures, which the small
// formulas above never need; MiniSat, asked for a model with ¬l, is the oracle there.
TEST(TwoSatRandom, ForcedMatchesMiniSatOnLargeFormulas) {
  std::mt19937 rng(4242);
  int rounds_with_forced = 0;
  for (int round = 0; round < 24; ++round) {
    const int n = 100 + 60 * round;
    TwoSat f(n);
    // Just below the threshold, plus a few units: satisfiable, with forced implication chains.
    const int num_clauses = n * 9 / 10;
    for (int i = 0; i < num_clauses; ++i) f.add_clause(random_lit(rng, n), random_lit(rng, n));
    for (int i = 0; i < n / 50; ++i) f.add_unit(random_lit(rng, n));
    SatSolver oracle;
    for (BinaryClause c : f.clauses()) oracle.add_clause(std::vector<Lit>{c.a, c.b});
    const bool sat = oracle.solve() == SatStatus::Satisfiable;
    SCOPED_TRACE("round " + std::to_string(round));
    ASSERT_EQ(f.solve(), sat);
    if (!sat) continue;
    std::vector<Lit> expected;
    for (int v = 0; v < n; ++v) {
      const Lit l = f.value(Var{v}) ? Lit::pos(Var{v}) : Lit::neg(Var{v});
      const Lit assume[] = {~l};
      if (oracle.solve(assume) == SatStatus::Unsatisfiable) expected.push_back(l);
    }
    EXPECT_EQ(f.forced(), expected);
    if (!expected.empty()) ++rounds_with_forced;
  }
  EXPECT_GT(rounds_with_forced, 12);
}

TEST(TwoSatRandom, SccsAndConflictsMatchReachability) {
  std::mt19937 rng(7);
  for (int round = 0; round < 600; ++round) {
    const int n = 1 + round % 14;
    TwoSat f = random_two_sat(rng, n);
    f.solve();
    const ImplicationGraph g = f.graph();
    const auto reach = reachability(g);
    SCOPED_TRACE("round " + std::to_string(round));

    ASSERT_EQ(g.nodes.size(), size_t(2 * n));
    for (int u = 0; u < 2 * n; ++u) {
      EXPECT_EQ(g.nodes[u].lit.code, u);
      EXPECT_EQ(g.nodes[u].scc, f.scc(Lit{u}));
      for (int w = 0; w < 2 * n; ++w) EXPECT_EQ(g.nodes[u].scc == g.nodes[w].scc, reach[u][w] && reach[w][u]);
    }
    for (const ImplicationEdge& e : g.edges)
      EXPECT_LE(g.nodes[e.from.code].scc, g.nodes[e.to.code].scc) << "SCCs not topological";

    size_t listed = 0;
    for (size_t s = 0; s < g.sccs.size(); ++s) {
      ASSERT_FALSE(g.sccs[s].empty());
      for (size_t k = 0; k < g.sccs[s].size(); ++k) {
        EXPECT_EQ(g.nodes[g.sccs[s][k].code].scc, int(s));
        if (k) EXPECT_LT(g.sccs[s][k - 1].code, g.sccs[s][k].code);
      }
      listed += g.sccs[s].size();
    }
    EXPECT_EQ(listed, g.nodes.size());

    std::vector<Var> conflicts;
    for (int v = 0; v < n; ++v)
      if (reach[2 * v][2 * v + 1] && reach[2 * v + 1][2 * v]) conflicts.push_back(Var{v});
    EXPECT_EQ(f.conflict_vars(), conflicts);
    EXPECT_EQ(f.satisfiable(), conflicts.empty());
  }
}

TEST(TwoSatGraph, EdgesAreTheClausesImplications) {
  std::mt19937 rng(99);
  for (int round = 0; round < 200; ++round) {
    TwoSat f = random_two_sat(rng, 1 + round % 14);
    f.solve();
    const ImplicationGraph g = f.graph();
    size_t e = 0;
    for (int i = 0; i < f.num_clauses(); ++i) {
      const BinaryClause c = f.clauses()[i];
      ASSERT_LT(e, g.edges.size());
      EXPECT_EQ(g.edges[e].clause, i);
      EXPECT_EQ(g.edges[e].from, ~c.a);
      EXPECT_EQ(g.edges[e].to, c.b);
      ++e;
      if (c.a == c.b) continue;  // a unit has the one implication ¬a → a
      ASSERT_LT(e, g.edges.size());
      EXPECT_EQ(g.edges[e].clause, i);
      EXPECT_EQ(g.edges[e].from, ~c.b);
      EXPECT_EQ(g.edges[e].to, c.a);
      ++e;
    }
    EXPECT_EQ(e, g.edges.size());
  }
}

TEST(TwoSatGraph, CountsAndLabels) {
  Cnf names;
  const VarRange& x = names.new_range("x", {3}, {"i"});
  const Var a = x.at({0}), b = x.at({1}), c = x.at({2});
  TwoSat f;
  f.add_clause(Lit::pos(a), Lit::pos(b));  // a ∨ b
  f.add_clause(Lit::neg(a), Lit::pos(c));  // a → c
  f.add_unit(Lit::neg(b));                 // ¬b
  ASSERT_TRUE(f.solve());
  EXPECT_EQ(f.num_vars(), 3);

  const ImplicationGraph g = f.graph(names);
  EXPECT_EQ(g.edges.size(), 2u + 2u + 1u);
  EXPECT_EQ(g.nodes[Lit::pos(a).code].label, "x[i1]");
  EXPECT_EQ(g.nodes[Lit::neg(c).code].label, "¬x[i3]");
  EXPECT_EQ(g.edges[4].from, Lit::pos(b));
  EXPECT_EQ(g.edges[4].to, Lit::neg(b));
  EXPECT_EQ(g.edges[4].clause, 2);
  EXPECT_EQ(f.forced(), (std::vector<Lit>{Lit::pos(a), Lit::neg(b), Lit::pos(c)}));

  const ImplicationGraph custom = f.graph([](Var v) { return "v" + std::to_string(v.index); });
  EXPECT_EQ(custom.nodes[Lit::neg(b).code].label, "¬v1");
  EXPECT_EQ(f.graph().nodes[0].label, "");
}

TEST(TwoSatSolve, ReportsTheContradictionCycle) {
  // x → y → ¬x → x puts x, y, ¬x and (by the mirrored edges) ¬y in one SCC; z stays free.
  TwoSat f;
  const Var x = f.new_var(), y = f.new_var(), z = f.new_var();
  f.add_clause(Lit::neg(x), Lit::pos(y));
  f.add_clause(Lit::neg(y), Lit::neg(x));
  f.add_unit(Lit::pos(x));
  f.add_clause(Lit::pos(z), Lit::pos(y));
  EXPECT_FALSE(f.solve());
  EXPECT_EQ(f.conflict_vars(), (std::vector<Var>{x, y}));
  EXPECT_EQ(f.scc(Lit::pos(x)), f.scc(Lit::neg(y)));
  EXPECT_NE(f.scc(Lit::pos(z)), f.scc(Lit::neg(z)));
  EXPECT_EQ(f.graph().sccs[f.scc(Lit::pos(x))].size(), 4u);

  // Adding clauses after a solve needs a new solve; an empty formula is satisfiable.
  TwoSat empty;
  EXPECT_TRUE(empty.solve());
  EXPECT_TRUE(empty.forced().empty());
  EXPECT_TRUE(empty.graph().nodes.empty());
  empty.add_unit(Lit::neg(Var{4}));
  EXPECT_EQ(empty.num_vars(), 5);
  EXPECT_TRUE(empty.solve());
  EXPECT_EQ(empty.forced(), std::vector<Lit>{Lit::neg(Var{4})});
}

TEST(TwoSatSolve, LongChainsNeedNoDeepStack) {
  // A million-step implication chain: a recursive SCC search would overflow the stack here.
  const int n = 1000000;
  TwoSat f(n);
  for (int v = 0; v + 1 < n; ++v) f.add_clause(Lit::neg(Var{v}), Lit::pos(Var{v + 1}));
  TwoSat forced_chain = f;
  forced_chain.add_unit(Lit::pos(Var{0}));
  ASSERT_TRUE(forced_chain.solve());
  ASSERT_EQ(forced_chain.forced().size(), size_t(n));
  EXPECT_EQ(forced_chain.forced().back(), Lit::pos(Var{n - 1}));

  f.add_clause(Lit::neg(Var{n - 1}), Lit::neg(Var{0}));  // x0 → … → ¬x0: x0 false, the rest free
  ASSERT_TRUE(f.solve());
  EXPECT_EQ(f.forced(), std::vector<Lit>{Lit::neg(Var{0})});
}

TEST(TwoSatBinaryPart, TakesShortClausesAndMapsThemBack) {
  Cnf cnf;
  const Var a = cnf.new_var(), b = cnf.new_var(), c = cnf.new_var();
  cnf.add_clause({Lit::pos(a), Lit::neg(b)});               // 0: binary
  cnf.add_clause({Lit::pos(a), Lit::pos(b), Lit::pos(c)});  // 1: too long
  cnf.add_clause({Lit::pos(c), Lit::pos(c), Lit::neg(a)});  // 2: binary once repeats merge
  cnf.add_clause({Lit::neg(c)});                            // 3: unit
  cnf.add_clause(std::span<const Lit>{});                   // 4: empty, not representable

  BinaryPart part = binary_part(cnf);
  EXPECT_FALSE(part.is_two_cnf());
  EXPECT_EQ(part.skipped, 2);
  EXPECT_EQ(part.source, (std::vector<int>{0, 2, 3}));
  EXPECT_EQ(part.two_sat.num_vars(), 3);
  EXPECT_EQ(
      part.two_sat.clauses(),
      (std::vector<BinaryClause>{{Lit::pos(a), Lit::neg(b)}, {Lit::pos(c), Lit::neg(a)}, {Lit::neg(c), Lit::neg(c)}}));
  ASSERT_TRUE(part.two_sat.solve());
  EXPECT_EQ(part.two_sat.forced(), (std::vector<Lit>{Lit::neg(a), Lit::neg(b), Lit::neg(c)}));

  Cnf binary;
  binary.new_range("t", {4});
  binary.exactly_one_pairwise(std::vector<Lit>{Lit::pos(Var{0}), Lit::pos(Var{1})});
  EXPECT_TRUE(binary_part(binary).is_two_cnf());
}

TEST(TwoSatBinaryPart, IsASoundRelaxationOfAnyCnf) {
  std::mt19937 rng(31337);
  int exact = 0;
  for (int round = 0; round < 400; ++round) {
    const int n = 1 + round % 10;
    Cnf cnf;
    for (int v = 0; v < n; ++v) cnf.new_var();
    const int num_clauses = std::uniform_int_distribution<int>(0, 2 * n)(rng);
    std::vector<std::vector<Lit>> clauses;
    for (int i = 0; i < num_clauses; ++i) {
      std::vector<Lit> clause(std::uniform_int_distribution<int>(1, round % 3 == 0 ? 2 : 4)(rng));
      for (Lit& l : clause) l = random_lit(rng, n);
      cnf.add_clause(clause);
      clauses.push_back(clause);
    }
    BinaryPart part = binary_part(cnf);
    part.two_sat.solve();

    int models = 0;
    bool forced_hold = true;
    for (uint32_t a = 0; a < (1u << n); ++a) {
      bool ok = true;
      for (const auto& clause : clauses) {
        bool sat = false;
        for (Lit l : clause) sat = sat || holds(l, a);
        ok = ok && sat;
      }
      if (!ok) continue;
      ++models;
      for (Lit l : part.two_sat.forced()) forced_hold = forced_hold && holds(l, a);
    }
    SCOPED_TRACE("round " + std::to_string(round));
    if (models > 0) EXPECT_TRUE(part.two_sat.satisfiable());
    EXPECT_TRUE(forced_hold);
    if (part.is_two_cnf()) {
      ++exact;
      EXPECT_EQ(part.two_sat.satisfiable(), models > 0);
    }
  }
  EXPECT_GT(exact, 100);
}

}  // namespace
}  // namespace gridlogic
