// lecture_cnf_decide_test.cpp — the class decides on a CNF (issue 35 item 4): a literal chosen as the
// next decision is the run's decision, what MiniSat then propagates is exactly the literals unit
// propagation derives from it (an independent propagation written here), every clause it learns is
// implied by the formula (checked by a second solver: the formula and the clause's negation are
// unsatisfiable), Back gives the run back step for step, and the address form reads back.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "gridlogic/sat_solver.h"
#include "lecture_genres.h"
#include "lecture_lab.h"
#include "lecture_model.h"

namespace gridlogic::lecture {
namespace {

std::unique_ptr<Lecture> cnf(const std::string& text, LabOptions o = {}) {
  auto L = load_lecture("cnf", text, "cdcl", o);
  EXPECT_TRUE(L) << (L ? "" : L.error().message);
  return L ? std::move(*L) : nullptr;
}

// A random formula: `binary` two-literal clauses then three-literal ones (3-SAT near the threshold,
// about 4.3 clauses a variable; with binary clauses one decision often runs into a conflict at once).
std::string random_formula(int vars, int clauses, uint32_t seed, int binary = 0) {
  std::mt19937 rng(seed);
  std::string out = "p cnf " + std::to_string(vars) + " " + std::to_string(clauses) + "\n";
  for (int c = 0; c < clauses; ++c) {
    std::set<int> used;
    while (used.size() < (c < binary ? 2u : 3u)) used.insert(static_cast<int>(rng() % vars) + 1);
    for (int v : used) out += std::to_string(rng() % 2 ? v : -v) + " ";
    out += "0\n";
  }
  return out;
}

Lit lit_of(int dimacs) { return dimacs > 0 ? Lit::pos(Var{dimacs - 1}) : Lit::neg(Var{-dimacs - 1}); }

// Every literal unit propagation derives from `start` over the formula's clauses, going on past a
// contradiction (a monotone closure): a clause whose other literals are all false gives its last.
// `conflict` tells whether some clause is false (or a literal and its negation are both derived).
std::set<int> derived(const Cnf& f, const std::vector<int>& start, bool& conflict) {
  std::set<int> d(start.begin(), start.end());
  conflict = false;
  for (bool changed = true; changed;) {
    changed = false;
    for (int i = 0; i < f.num_clauses(); ++i) {
      const auto c = f.clause(i);
      int falsified = 0;
      for (Lit l : c) falsified += d.count(-l.dimacs()) > 0;
      if (falsified == static_cast<int>(c.size())) conflict = true;
      if (falsified + 1 < static_cast<int>(c.size())) continue;
      // Every literal whose clause-mates are all false is derived (satisfied clauses included: past a
      // contradiction the closure keeps what a propagation in any order could take).
      for (Lit l : c)
        if (falsified - (d.count(-l.dimacs()) ? 1 : 0) == static_cast<int>(c.size()) - 1)
          changed |= d.insert(l.dimacs()).second;
    }
  }
  for (int x : d) conflict |= d.count(-x) > 0;
  return d;
}

std::set<int> trail_literals(const BoardState& s) {
  std::set<int> out;
  for (const TrailEntry& e : s.trail) out.insert(e.lit.dimacs());
  return out;
}

int decision_index(const Lecture& L, int d) {
  int seen = 0;
  for (int i = 0; i < L.size(); ++i)
    if (L.steps[i].trace.technique == "decision" && ++seen == d) return i;
  return -1;
}

void expect_same_run(const Lecture& a, const Lecture& b, const std::string& what) {
  ASSERT_EQ(a.size(), b.size()) << what;
  for (int j = 0; j < a.size(); ++j) EXPECT_EQ(a.steps[j].trace.explanation, b.steps[j].trace.explanation) << what;
  for (int j = 0; j <= a.size(); ++j) EXPECT_TRUE(a.state(j) == b.state(j)) << what << " " << j;
}

// Every learned clause of a run follows from the formula: with its literals all false the formula is
// unsatisfiable (a second solver, no observer).
void expect_learned_clauses_implied(const Lecture& L, const std::string& what) {
  int learned = 0;
  for (const Step& s : L.steps) {
    if (s.trace.technique != "learned") continue;
    std::vector<Lit> negated;
    for (int x : s.trace.variables) negated.push_back(~lit_of(x));
    SatSolver check;
    check.add_cnf(L.cnf);
    EXPECT_EQ(check.solve(negated), SatStatus::Unsatisfiable) << what << ": " << s.trace.explanation;
    ++learned;
  }
  (void)learned;
}

struct Formula {
  std::string name, text;
};

std::vector<Formula> formulas() {
  std::vector<Formula> out = {{"php:4:3", "php:4:3"}, {"php:5:4", "php:5:4"}};
  for (uint32_t seed = 1; seed <= 6; ++seed)
    out.push_back({"3-sat seed " + std::to_string(seed), random_formula(20, 86, seed)});
  for (uint32_t seed = 1; seed <= 4; ++seed)
    out.push_back({"2+3-sat seed " + std::to_string(seed), random_formula(16, 50, seed, 22)});
  // Deciding 1 forces 2 and 3, they force 4, and (¬2 ∨ ¬4) is false: a conflict at level 1.
  out.push_back({"conflict at once", "p cnf 6 7\n-1 2 0\n-1 3 0\n-2 -3 4 0\n-2 -4 0\n1 5 0\n5 6 0\n-5 -6 0\n"});
  return out;
}

TEST(LectureCnfDecide, AClickedLiteralIsTheDecisionAndPropagationIsUnitPropagations) {
  int conflicts_seen = 0, checked = 0;
  for (const Formula& f : formulas()) {
    auto base = cnf(f.text);
    ASSERT_TRUE(base) << f.name;
    ASSERT_TRUE(base->how->has(kMethodDecide)) << "the CNF's CDCL takes the class's decisions";
    const int n = base->cnf.num_vars();
    for (int v = 0; v < n; v += std::max(1, n / 6))
      for (int sign : {1, -1}) {
        const auto pick = candidate_literal(*base, v, sign);
        ASSERT_TRUE(pick) << f.name;
        EXPECT_EQ(pick->dimacs(), sign * (v + 1));
        LabOptions o;
        o.what_if.emplace_back(1, *pick);
        auto W = cnf(f.text, o);
        ASSERT_TRUE(W) << f.name;
        const std::string what = f.name + " decide " + std::to_string(pick->dimacs());
        const int i = decision_index(*W, 1);
        ASSERT_GE(i, 0) << what;
        EXPECT_EQ(W->steps[i].trace.variables.at(0), pick->dimacs()) << what;
        // The run before the decision is the solver's own (nothing: the formulas have no units).
        for (int j = 0; j < i; ++j) EXPECT_EQ(W->steps[j].trace.explanation, base->steps[j].trace.explanation);
        // Its consequences: the propagation steps that follow, then a conflict or the next decision.
        int end = i + 1;
        while (end < W->size() && W->steps[end].trace.technique == "propagation") ++end;
        bool conflict = false;
        const std::set<int> d = derived(W->cnf, {pick->dimacs()}, conflict);
        const std::set<int> on_trail = trail_literals(W->state(end));
        if (!conflict) {
          EXPECT_EQ(on_trail, d) << what << ": MiniSat propagates exactly what unit propagation derives";
          ASSERT_LT(end, W->size());
          EXPECT_NE(W->steps[end].trace.technique, "conflict") << what;
        } else {
          ++conflicts_seen;
          EXPECT_TRUE(std::includes(d.begin(), d.end(), on_trail.begin(), on_trail.end())) << what;
          ASSERT_LT(end, W->size()) << what;
          ASSERT_EQ(W->steps[end].trace.technique, "conflict") << what;
          for (int x : W->steps[end].trace.variables) EXPECT_TRUE(on_trail.count(-x)) << what << ": a false clause";
          // At level 1 the learned clause is a unit that rules the class's literal out for good.
          ASSERT_LT(end + 1, W->size());
          EXPECT_EQ(W->steps[end + 1].trace.technique, "learned") << what;
        }
        expect_learned_clauses_implied(*W, what);
        // The address form reads back; Back (the choice taken away) gives the solver's run exactly.
        const std::string address = format_what_if(*W, o.what_if);
        EXPECT_EQ(address, "1:" + std::to_string(pick->dimacs()));
        LabOptions from_address;
        from_address.what_if_text = address;
        auto reopened = cnf(f.text, from_address);
        ASSERT_TRUE(reopened);
        EXPECT_EQ(reopened->lab.what_if, o.what_if);
        expect_same_run(*reopened, *W, what + " reopened");
        o.what_if.pop_back();
        expect_same_run(*cnf(f.text, o), *base, what + " back");
        ++checked;
      }
  }
  EXPECT_GT(checked, 50);
  EXPECT_GT(conflicts_seen, 0) << "some choice must run into a conflict at once";
}

TEST(LectureCnfDecide, ASecondDecisionKeepsTheFirstAndBackRestoresIt) {
  for (const Formula& f : formulas()) {
    LabOptions o;
    o.what_if.emplace_back(1, Lit::neg(Var{0}));
    auto one = cnf(f.text, o);
    ASSERT_TRUE(one);
    const int i = decision_index(*one, 2);
    if (i < 0) continue;  // the first choice ended the search
    // The class picks an open variable other than the one the solver takes, the other way round.
    const BoardState& here = one->state(i);
    const int taken = one->steps[i].trace.variables.at(0);
    int v = 0;
    while (v < one->cnf.num_vars() && (here.value[v] >= 0 || v + 1 == std::abs(taken))) ++v;
    if (v == one->cnf.num_vars()) continue;
    EXPECT_EQ(static_cast<int>(decisions_until(*one, i).size()), 1);
    const Lit pick = *candidate_literal(*one, v, taken > 0 ? -1 : 1);
    o.what_if.emplace_back(2, pick);
    auto two = cnf(f.text, o);
    ASSERT_TRUE(two);
    for (int j = 0; j < i; ++j) EXPECT_EQ(two->steps[j].trace.explanation, one->steps[j].trace.explanation);
    EXPECT_EQ(two->steps[i].trace.technique, "decision") << f.name;
    EXPECT_EQ(two->steps[i].trace.variables.at(0), pick.dimacs()) << f.name;
    expect_learned_clauses_implied(*two, f.name);
    auto parsed = parse_what_if(*two, format_what_if(*two, o.what_if));
    ASSERT_TRUE(parsed);
    EXPECT_EQ(*parsed, o.what_if);
    o.what_if.pop_back();
    expect_same_run(*cnf(f.text, o), *one, f.name + " back");
  }
}

// The lab's totals of a CNF are MiniSat's own counters for the formula, what `gridlogic sat` prints: a
// solver without an observer, run here, counts the same; the class's decisions have no command line.
TEST(LectureCnfDecide, TotalsAreTheCommandLinesCounters) {
  for (const Formula& f : formulas()) {
    auto L = cnf(f.text);
    ASSERT_TRUE(L) << f.name;
    SatSolver plain;
    plain.add_cnf(L->cnf);
    const SatStatus st = plain.solve();
    const SatStats s = plain.stats();
    const std::vector<std::pair<std::string, uint64_t>> want = {
        {"decisions", s.decisions}, {"propagations", s.propagations}, {"conflicts", s.conflicts}};
    EXPECT_EQ(L->totals, want) << f.name;
    EXPECT_EQ(L->run_verdict, st == SatStatus::Satisfiable ? "satisfiable" : "unsatisfiable") << f.name;
    EXPECT_EQ(L->command, "gridlogic sat") << f.name;
    EXPECT_EQ(L->cnf_size,
              std::to_string(L->cnf.num_vars()) + " variables, " + std::to_string(L->cnf.num_clauses()) + " clauses")
        << f.name;
  }
  LabOptions o;
  o.what_if_text = "1:-1";
  auto chosen = cnf("php:4:3", o);
  ASSERT_TRUE(chosen);
  EXPECT_EQ(chosen->command, "") << "the class's decision has no command-line form";
  EXPECT_FALSE(chosen->totals.empty());
}

TEST(LectureCnfDecide, BadAddressesAndClicksAreRefused) {
  auto L = cnf("php:4:3");
  ASSERT_TRUE(L);
  EXPECT_FALSE(parse_what_if(*L, "1:13"));  // 12 variables
  EXPECT_FALSE(parse_what_if(*L, "1:x"));
  EXPECT_FALSE(parse_what_if(*L, "0:3"));
  EXPECT_FALSE(candidate_literal(*L, 12, 1));
  EXPECT_FALSE(candidate_literal(*L, 3, 0));
  LabOptions o;
  o.what_if_text = "1:5,2:x";
  auto bad = load_lecture("cnf", "php:4:3", "cdcl", o);
  ASSERT_FALSE(bad);
  EXPECT_NE(bad.error().message.find("2:x"), std::string::npos) << bad.error().message;
}

}  // namespace
}  // namespace gridlogic::lecture
