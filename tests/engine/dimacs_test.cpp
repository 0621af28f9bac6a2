// dimacs_test.cpp — DIMACS reading and writing, canonical clause order, and MiniSat against brute force
// on random 3-SAT read from DIMACS.
#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "gridlogic/cnf.h"
#include "gridlogic/dimacs.h"
#include "gridlogic/text.h"
#include "gridlogic/sat_solver.h"

namespace gridlogic {
namespace {

using Clauses = std::vector<std::vector<int>>;

Clauses clauses_of(const Cnf& cnf) {
  Clauses out;
  for (int i = 0; i < cnf.num_clauses(); ++i) {
    out.emplace_back();
    for (Lit l : cnf.clause(i)) out.back().push_back(l.dimacs());
  }
  return out;
}

Cnf cnf_of(int num_vars, const Clauses& clauses) {
  Cnf cnf;
  for (int i = 0; i < num_vars; ++i) cnf.new_var();
  for (const std::vector<int>& c : clauses) {
    std::vector<Lit> lits;
    for (int d : c) lits.push_back(d > 0 ? Lit::pos(Var{d - 1}) : Lit::neg(Var{-d - 1}));
    cnf.add_clause(lits);
  }
  return cnf;
}

std::string dimacs_text(const Cnf& cnf) {
  std::ostringstream out;
  write_dimacs(cnf, out);
  return out.str();
}

// Reads text that must parse; returns the formula and fills `warnings`.
Cnf read_ok(const std::string& text, std::vector<std::string>* warnings = nullptr) {
  Result<Cnf> r = read_dimacs(text, warnings);
  EXPECT_TRUE(r.ok()) << (r.ok() ? "" : r.error().message) << "\nin:\n" << text;
  return r.ok() ? std::move(r).value() : Cnf{};
}

std::string read_error(const std::string& text) {
  Result<Cnf> r = read_dimacs(text);
  EXPECT_FALSE(r.ok()) << "accepted:\n" << text;
  return r.ok() ? std::string() : r.error().message;
}

void expect_same_ranges(const Cnf& a, const Cnf& b) {
  ASSERT_EQ(a.ranges().size(), b.ranges().size());
  for (size_t i = 0; i < a.ranges().size(); ++i) {
    const VarRange &x = a.ranges()[i], &y = b.ranges()[i];
    EXPECT_EQ(x.name, y.name);
    EXPECT_EQ(x.first, y.first);
    EXPECT_EQ(x.dims, y.dims);
    EXPECT_EQ(x.index_names, y.index_names);
  }
}

// A random formula: loose variables and named ranges (some with index names) in random order, then
// clauses of 0 to 5 literals, repeats and both signs included.
Cnf random_cnf(std::mt19937& rng) {
  Cnf cnf;
  auto pick = [&](int n) { return static_cast<int>(rng() % n); };
  const int blocks = pick(5);
  for (int b = 0; b < blocks; ++b) {
    for (int i = pick(3); i > 0; --i) cnf.new_var();
    std::vector<int> dims(1 + pick(3));
    for (int& d : dims) d = 1 + pick(4);
    std::vector<std::string> names;
    if (pick(2))
      for (size_t k = 0; k < dims.size(); ++k) names.push_back(std::string(1, static_cast<char>('a' + k)));
    cnf.new_range("r" + std::to_string(b), dims, names);
  }
  cnf.new_var();
  const int clauses = pick(30);
  for (int c = 0; c < clauses; ++c) {
    std::vector<Lit> lits;
    for (int k = pick(6); k > 0; --k) {
      Var v{pick(cnf.num_vars())};
      lits.push_back(pick(2) ? Lit::pos(v) : Lit::neg(v));
    }
    cnf.add_clause(lits);
  }
  return cnf;
}

// Models of a formula over its variables, counted by trying every assignment (num_vars <= ~16).
int brute_force_models(const Cnf& cnf) {
  int count = 0;
  for (uint32_t bits = 0; bits < (1u << cnf.num_vars()); ++bits) {
    bool all = true;
    for (int c = 0; c < cnf.num_clauses() && all; ++c) {
      bool any = false;
      for (Lit l : cnf.clause(c)) any |= (((bits >> l.var().index) & 1) != 0) != l.negated();
      all = any;
    }
    count += all;
  }
  return count;
}

TEST(DimacsRoundTrip, RandomFormulasKeepClausesAndRanges) {
  std::mt19937 rng(2024);
  for (int round = 0; round < 300; ++round) {
    Cnf cnf = random_cnf(rng);
    std::string text = dimacs_text(cnf);
    std::vector<std::string> warnings;
    Cnf back = read_ok(text, &warnings);
    EXPECT_TRUE(warnings.empty()) << warnings.front();
    ASSERT_EQ(back.num_vars(), cnf.num_vars()) << text;
    ASSERT_EQ(clauses_of(back), clauses_of(cnf)) << text;
    expect_same_ranges(back, cnf);
    for (int v = 0; v < cnf.num_vars(); ++v) ASSERT_EQ(back.describe(Var{v}), cnf.describe(Var{v}));
    ASSERT_EQ(dimacs_text(back), text);
  }
}

TEST(DimacsReader, DocumentExampleAndLayoutFreedom) {
  // Document 003's formula, with comments everywhere (also inside a clause that spans lines), blank
  // lines, tabs, CR LF, several clauses on a line, a '+' sign and no newline at the end.
  const std::string text =
      "c some comment describing the problem\r\n"
      "\r\n"
      "p cnf 3 4\r\n"
      " 1\t-2 0 2\n"
      "c between the literals of a clause\n"
      "   3\n"
      "0 -1 -3 0\n"
      "\n"
      "-1 -2 +3 0";
  std::vector<std::string> warnings;
  Cnf cnf = read_ok(text, &warnings);
  EXPECT_TRUE(warnings.empty());
  EXPECT_EQ(cnf.num_vars(), 3);
  EXPECT_EQ(clauses_of(cnf), (Clauses{{1, -2}, {2, 3}, {-1, -3}, {-1, -2, 3}}));
}

TEST(DimacsReader, SatlibEndMarkerAndMissingFinalZero) {
  // SATLIB's uf* files end with "%", then "0": the 0 is not an empty clause.
  std::vector<std::string> warnings;
  Cnf satlib = read_ok("c uf3\np cnf 3 2\n 1 -3 2 0\n-1 2 3 0\n%\n0\n\n", &warnings);
  EXPECT_EQ(clauses_of(satlib), (Clauses{{1, -3, 2}, {-1, 2, 3}}));
  EXPECT_TRUE(warnings.empty());
  // A last clause without its 0 ends at the end of the input, as in MiniSat.
  EXPECT_EQ(clauses_of(read_ok("p cnf 2 2\n1 2 0\n-1 -2")), (Clauses{{1, 2}, {-1, -2}}));
  EXPECT_EQ(clauses_of(read_ok("p cnf 2 1\n1\n2\n")), (Clauses{{1, 2}}));
}

TEST(DimacsReader, EmptyClausesAndEmptyFormula) {
  Cnf cnf = read_ok("p cnf 2 2\n0\n1 0\n");
  EXPECT_EQ(clauses_of(cnf), (Clauses{{}, {1}}));
  SatSolver solver;
  solver.add_cnf(cnf);
  EXPECT_EQ(solver.solve(), SatStatus::Unsatisfiable);
  Cnf empty = read_ok("p cnf 0 0\n");
  EXPECT_EQ(empty.num_vars(), 0);
  EXPECT_EQ(empty.num_clauses(), 0);
}

TEST(DimacsReader, HeaderIsAMinimumAndMismatchesAreWarnings) {
  // Document 002 declares 999 variables for 729 used: the unused ones still exist.
  std::vector<std::string> warnings;
  Cnf wide = read_ok("p cnf 999 1\n111 0\n", &warnings);
  EXPECT_EQ(wide.num_vars(), 999);
  EXPECT_TRUE(warnings.empty());

  Cnf narrow = read_ok("p cnf 2 1\n1 -5 0\n", &warnings);
  EXPECT_EQ(narrow.num_vars(), 5);
  EXPECT_EQ(clauses_of(narrow), (Clauses{{1, -5}}));
  ASSERT_EQ(warnings.size(), 1u);
  EXPECT_EQ(warnings[0], "line 1: the header declares 2 variables, but the clauses use variable 5");

  warnings.clear();
  Cnf counted = read_ok("c x\np cnf 2 3\n1 0\n", &warnings);
  EXPECT_EQ(counted.num_clauses(), 1);
  ASSERT_EQ(warnings.size(), 1u);
  EXPECT_EQ(warnings[0], "line 2: the header declares 3 clauses, but the file has 1");
  EXPECT_TRUE(read_dimacs("p cnf 1 3\n1 0\n").ok());  // warnings are optional
}

TEST(DimacsReader, RangeCommentsBecomeNamesOnlyWhenTheyFit) {
  std::vector<std::string> warnings;
  Cnf cnf = read_ok(
      "c var s 2..5 dims r=2 c=2 (row-major, 1-based)\n"
      "c var t 6..8 dims 3\n"
      "c var broken 1..2 dims 5\n"    // size does not match: an ordinary comment
      "c var half 1..4 dims a=2 4\n"  // index names on some dimensions only: ordinary
      "c var u 9..10 dims 2\n"        // beyond the formula: a warning
      "c var v 5..6 dims 2\n"         // overlaps s: a warning
      "c variables are fun\n"
      "p cnf 8 1\n1 0\n",
      &warnings);
  ASSERT_EQ(cnf.ranges().size(), 2u);
  EXPECT_EQ(cnf.describe(Var{4}), "s[r2,c2]");
  EXPECT_EQ(cnf.describe(Var{5}), "t[1]");
  EXPECT_EQ(cnf.describe(Var{0}), "x1");
  ASSERT_EQ(warnings.size(), 2u);
  EXPECT_EQ(warnings[0],
            "line 5: 'c var u' names variables 9..10, which overlap another range or lie beyond the "
            "formula's 8; the name is ignored");
  EXPECT_EQ(warnings[1],
            "line 6: 'c var v' names variables 5..6, which overlap another range or lie beyond the "
            "formula's 8; the name is ignored");
}

// Fuzz finding (fuzz_dimacs, long run 2026-11-24): a "c var" name holding invalid UTF-8 was copied
// raw into the overlap warning, which then was not valid UTF-8. Such a name is now refused with a
// warning whose quote escapes the bytes, and a name with a control character likewise.
TEST(DimacsRanges, NamesThatAreNotTextAreRefusedWithAReadableWarning) {
  std::vector<std::string> warnings;
  Cnf cnf = *read_dimacs(
      "c var s\xff\xfe 1..2 dims 2\n"
      "c var t 3..4 dims i\x01=2\n"
      "c var u 5..6 dims 2\n"
      "p cnf 6 1\n1 0\n",
      &warnings);
  ASSERT_EQ(cnf.ranges().size(), 1u);
  EXPECT_EQ(cnf.describe(Var{4}), "u[1]");
  EXPECT_EQ(cnf.describe(Var{0}), "x1");
  ASSERT_EQ(warnings.size(), 2u);
  EXPECT_EQ(warnings[0],
            "line 1: 'c var s\\xFF\\xFE' names a range with bytes that are not text (invalid UTF-8 or a control "
            "character); the name is ignored");
  EXPECT_EQ(warnings[1].rfind("line 2: 'c var t' names a range with bytes that are not text", 0), 0u) << warnings[1];
  for (const std::string& w : warnings) EXPECT_TRUE(is_valid_utf8(w)) << w;
}

TEST(DimacsErrors, EveryMessageSaysWhereAndWhatWasExpected) {
  EXPECT_EQ(read_error("c\nc\np cnf 3 2\n1 2 0\n\nc\n-1 x1 0\n"),
            "line 7: expected an integer literal or 0, found 'x1'");
  EXPECT_EQ(read_error("p cnf 3 1\n1 2 c 0\n"), "line 2: expected an integer literal or 0, found 'c'");
  EXPECT_EQ(read_error("p cnf 3 1\n1 2- 0\n"), "line 2: expected an integer literal or 0, found '2-'");
  EXPECT_EQ(read_error("p cnf 3 1\n1 2.5 0\n"), "line 2: expected an integer literal or 0, found '2.5'");
  EXPECT_EQ(read_error("p cnf 3 1\n1 \x01\x02 0\n"),
            "line 2: expected an integer literal or 0, found '\\u0001\\u0002'");
  EXPECT_EQ(read_error("p cnf 3 1\n" + std::string(50, 'y') + "\n"),
            "line 2: expected an integer literal or 0, found '" + std::string(40, 'y') + "…' (50 characters)");

  EXPECT_EQ(read_error("p cnf 3\n"), "line 1: expected 'p cnf <variables> <clauses>', found 'p cnf 3'");
  EXPECT_EQ(read_error("p dnf 3 4\n"), "line 1: expected 'p cnf <variables> <clauses>', found 'p dnf 3 4'");
  EXPECT_EQ(read_error("p cnf -1 4\n"), "line 1: expected 'p cnf <variables> <clauses>', found 'p cnf -1 4'");
  EXPECT_EQ(read_error("p cnf 3 4 5\n"), "line 1: expected 'p cnf <variables> <clauses>', found 'p cnf 3 4 5'");
  EXPECT_EQ(read_error("pcnf 3 4\n"), "line 1: expected 'p cnf <variables> <clauses>', found 'pcnf 3 4'");
  EXPECT_EQ(read_error("p cnf 3 4\r\n1 0\np cnf 3 4\n"), "line 3: a second 'p' line (the header is on line 1)");
  EXPECT_EQ(read_error("c no header\n1 2 0\n"),
            "line 2: expected 'p cnf <variables> <clauses>' before the first clause, found '1'");
  EXPECT_EQ(read_error(""), "line 1: expected 'p cnf <variables> <clauses>', found the end of the input");
  EXPECT_EQ(read_error("c only a comment\n"),
            "line 2: expected 'p cnf <variables> <clauses>', found the end of the input");

  EXPECT_EQ(read_error("p cnf 40000000 1\n"),
            "line 1: the header declares '40000000' variables; at most 1048576 are supported");
  // Issue 26: these headers once allocated gigabytes, or were quoted back without saying what was wrong.
  EXPECT_EQ(read_error("p cnf 2000000000 1\n1 0\n"),
            "line 1: the header declares '2000000000' variables; at most 1048576 are supported");
  EXPECT_EQ(read_error("p cnf 3 99999999999\n1 0\n"),
            "line 1: the header declares '99999999999' clauses; at most 2147483647 are supported");
  EXPECT_EQ(read_error("p cnf 99999999999999999999999 1\n"),
            "line 1: the header declares '99999999999999999999999' variables; at most 1048576 are supported");
  EXPECT_EQ(read_error("p cnf 3 1\n1 -1048577 0\n"),
            "line 2: literal '-1048577' names a variable above 1048576, the most supported");
  EXPECT_EQ(read_error("p cnf 3 1\n123456789012345678901234567890 0\n"),
            "line 2: literal '123456789012345678901234567890' names a variable above 1048576, the most "
            "supported");
  // A stray byte inside a token is escaped, never copied into the message.
  EXPECT_EQ(read_error("p cnf 3 1\n1 \xC3x 0\n"), "line 2: expected an integer literal or 0, found '\\xC3x'");
}

TEST(Canonical, OrdersLongestFirstThenLexicographically) {
  Cnf cnf = cnf_of(5, {{3, -1}, {5, 2, -4}, {2}, {-2, 1}, {4, 1, 4}, {1, -1, 3}, {-1, 3}, {}});
  cnf.canonicalize();
  // Duplicate literal dropped ({4,1,4} -> {1,4}), tautology {1,-1,3} dropped, repeated {-1,3} merged;
  // the empty clause stays (it makes the formula unsatisfiable) and goes last.
  EXPECT_EQ(clauses_of(cnf), (Clauses{{2, -4, 5}, {1, -2}, {1, 4}, {-1, 3}, {2}, {}}));
  EXPECT_EQ(cnf.num_vars(), 5);
}

// Property: the canonical form depends on the clause set only, keeps the models and the ranges, and is
// sorted as promised.
TEST(Canonical, DependsOnlyOnTheClauseSetAndKeepsModels) {
  std::mt19937 rng(77);
  int model_checks = 0;
  for (int round = 0; round < 300; ++round) {
    Cnf cnf = random_cnf(rng);
    Clauses shuffled = clauses_of(cnf);
    for (std::vector<int>& c : shuffled) {
      if (!c.empty() && rng() % 3 == 0) c.push_back(c.front());  // a repeated literal
      std::shuffle(c.begin(), c.end(), rng);
    }
    if (!shuffled.empty()) shuffled.push_back(shuffled.front());  // a repeated clause
    std::shuffle(shuffled.begin(), shuffled.end(), rng);
    Cnf a = cnf, b = cnf_of(cnf.num_vars(), shuffled);
    a.canonicalize();
    b.canonicalize();
    ASSERT_EQ(clauses_of(a), clauses_of(b));
    expect_same_ranges(a, cnf);
    if (cnf.num_vars() <= 14) {
      ASSERT_EQ(brute_force_models(a), brute_force_models(cnf));
      ++model_checks;
    }
    for (int i = 0; i < a.num_clauses(); ++i) {
      std::span<const Lit> c = a.clause(i);
      for (size_t k = 1; k < c.size(); ++k) ASSERT_LT(c[k - 1].var().index, c[k].var().index);
      if (i > 0) ASSERT_GE(a.clause(i - 1).size(), c.size());
    }
    Cnf again = a;
    again.canonicalize();
    ASSERT_EQ(clauses_of(again), clauses_of(a));
  }
  EXPECT_GT(model_checks, 75);
}

// MiniSat, fed through DIMACS, against trying every assignment on random 3-SAT at the satisfiability
// threshold (4.26 clauses per variable), where about half the instances are satisfiable.
TEST(DimacsSolve, Random3SatAtTheThresholdMatchesBruteForce) {
  std::mt19937 rng(4260);
  int satisfiable = 0, rounds = 0;
  for (int n = 3; n <= 12; ++n) {
    for (int round = 0; round < 40; ++round, ++rounds) {
      const int m = static_cast<int>(4.26 * n + 0.5);
      Clauses clauses;
      for (int c = 0; c < m; ++c) {
        std::vector<int> vars(n);
        for (int i = 0; i < n; ++i) vars[i] = i + 1;
        std::shuffle(vars.begin(), vars.end(), rng);  // three distinct variables, random signs
        clauses.push_back({});
        for (int k = 0; k < 3; ++k) clauses.back().push_back(rng() % 2 ? vars[k] : -vars[k]);
      }
      Cnf original = cnf_of(n, clauses);
      const int expected = brute_force_models(original);
      satisfiable += expected > 0;
      Cnf cnf = read_ok(dimacs_text(original));
      ASSERT_EQ(clauses_of(cnf), clauses);

      SatSolver solver;
      solver.add_cnf(cnf);
      SatStatus status = solver.solve();
      ASSERT_EQ(status, expected > 0 ? SatStatus::Satisfiable : SatStatus::Unsatisfiable) << n;
      if (status == SatStatus::Satisfiable) {
        for (const std::vector<int>& c : clauses)
          ASSERT_TRUE(
              std::any_of(c.begin(), c.end(), [&](int d) { return solver.value(Var{std::abs(d) - 1}) == (d > 0); }));
      }
      std::vector<Var> all;
      for (int i = 0; i < n; ++i) all.push_back(Var{i});
      SatSolver counter;
      Cnf canonical = cnf;
      canonical.canonicalize();
      counter.add_cnf(canonical);
      ModelCount mc = enumerate_models(counter, all, 1 << n, nullptr);
      ASSERT_EQ(mc.count, expected);
    }
  }
  // Near the threshold both answers occur often; a generator bug would show as all one way.
  EXPECT_GT(satisfiable, rounds / 5);
  EXPECT_LT(satisfiable, rounds * 4 / 5);
}

}  // namespace
}  // namespace gridlogic
