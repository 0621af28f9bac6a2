// search_window_test.cpp — the observed CDCL search against independent oracles: brute force over all
// assignments, reverse unit propagation for learned clauses, the unobserved solver; budgets and interrupt.
#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <cstdio>
#include <random>
#include <thread>

#include "gridlogic/cnf.h"
#include "gridlogic/sat_solver.h"
#include "gridlogic/search_window.h"
#include "gridlogic/sudoku_format.h"
#include "gridlogic/sudoku_teach.h"
#include "gridlogic/teach_search.h"
#include "test_util.h"

namespace gridlogic {
namespace {

using Clause = std::vector<Lit>;

using gridlogic::testing::pigeonhole;

// Random 3-CNF over distinct variables per clause.
Cnf random_3cnf(std::mt19937& rng, int vars, int clauses) {
  Cnf cnf;
  for (int i = 0; i < vars; ++i) cnf.new_var();
  for (int c = 0; c < clauses; ++c) {
    Clause clause;
    while (clause.size() < 3) {
      Var v{static_cast<int>(rng() % vars)};
      if (std::none_of(clause.begin(), clause.end(), [&](Lit l) { return l.var() == v; }))
        clause.push_back(rng() % 2 ? Lit::pos(v) : Lit::neg(v));
    }
    cnf.add_clause(clause);
  }
  return cnf;
}

std::vector<Clause> clauses_of(const Cnf& cnf) {
  std::vector<Clause> out;
  for (int i = 0; i < cnf.num_clauses(); ++i) out.emplace_back(cnf.clause(i).begin(), cnf.clause(i).end());
  return out;
}

bool satisfied_by(const Clause& clause, uint32_t bits) {
  for (Lit l : clause)
    if ((((bits >> l.var().index) & 1) != 0) != l.negated()) return true;
  return false;
}

// Every satisfying assignment of the formula, as bit masks (brute force).
std::vector<uint32_t> all_models(const Cnf& cnf) {
  std::vector<Clause> cs = clauses_of(cnf);
  std::vector<uint32_t> models;
  for (uint32_t bits = 0; bits < (1u << cnf.num_vars()); ++bits)
    if (std::all_of(cs.begin(), cs.end(), [&](const Clause& c) { return satisfied_by(c, bits); }))
      models.push_back(bits);
  return models;
}

// Reverse unit propagation: asserting the negation of `clause` and propagating over `db` reaches a
// conflict. Every clause CDCL learns has this property with respect to the clauses it had, which makes
// the check meaningful on unsatisfiable formulas, where "every model satisfies it" is vacuous.
bool rup(const std::vector<Clause>& db, const Clause& clause, int num_vars) {
  std::vector<int> val(num_vars, 0);  // +1 true, -1 false, 0 unassigned
  auto value = [&](Lit l) { return l.negated() ? -val[l.var().index] : val[l.var().index]; };
  for (Lit l : clause) {
    if (value(l) > 0) return true;  // the clause has x and ¬x
    val[l.var().index] = l.negated() ? 1 : -1;
  }
  for (bool changed = true; changed;) {
    changed = false;
    for (const Clause& c : db) {
      int unassigned = 0;
      Lit last{};
      bool sat = false;
      for (Lit l : c) {
        if (value(l) > 0) sat = true;
        if (value(l) == 0) ++unassigned, last = l;
      }
      if (sat) continue;
      if (unassigned == 0) return true;
      if (unassigned == 1) {
        val[last.var().index] = last.negated() ? -1 : 1;
        changed = true;
      }
    }
  }
  return false;
}

bool contains(const Clause& c, Lit l) { return std::find(c.begin(), c.end(), l) != c.end(); }

Clause sorted(Clause c) {
  std::sort(c.begin(), c.end(), [](Lit a, Lit b) { return a.code < b.code; });
  return c;
}

// Keeps every event, and checks the trail of each snapshot as it arrives.
class CheckingObserver : public SearchObserver {
 public:
  struct Event {
    char kind;  // d(ecision) p(ropagation) c(onflict) l(earned) r(estart) m(odel) w(indow closed)
    int index;  // into conflicts for 'c'
  };
  std::vector<Event> events;
  std::vector<ConflictSnapshot> conflicts;
  std::vector<TrailEntry> last_trail;  // the trail at the latest snapshot
  std::vector<Clause> reasons_seen;    // every reason clause of every snapshot
  std::vector<TrailEntry> learned_entries;
  SearchSnapshot model;
  int trail_errors = 0;

  void on_decision(const SearchSnapshot& s) override {
    check(s);
    events.push_back({'d', 0});
    EXPECT_EQ(s.first_new + 1, static_cast<int>(s.trail.size()));
    EXPECT_TRUE(s.trail[s.first_new].is_decision());
    EXPECT_EQ(s.trail[s.first_new].level, s.decision_level);
  }
  void on_propagation(const SearchSnapshot& s) override {
    check(s);
    events.push_back({'p', 0});
    EXPECT_LT(s.first_new, static_cast<int>(s.trail.size()));
    for (size_t i = s.first_new; i < s.trail.size(); ++i)
      if (s.decision_level > 0) EXPECT_FALSE(s.trail[i].reason.empty());
  }
  void on_conflict(const ConflictSnapshot& c) override {
    events.push_back({'c', static_cast<int>(conflicts.size())});
    conflicts.push_back(c);
  }
  void on_learned(const SearchSnapshot& s) override {
    check(s);
    events.push_back({'l', 0});
    learned_entries.push_back(s.trail[s.first_new]);
  }
  void on_restart() override { events.push_back({'r', 0}); }
  void on_model(const SearchSnapshot& s) override {
    check(s);
    events.push_back({'m', 0});
    model = s;
  }
  void on_window_closed() override { events.push_back({'w', 0}); }

 private:
  // A reason clause holds its literal first, and every other literal is false earlier on the trail;
  // an implied literal sits at the highest level of its antecedents; levels never fall along the trail.
  void check(const SearchSnapshot& s) {
    for (size_t i = 0; i < s.trail.size(); ++i) {
      const TrailEntry& e = s.trail[i];
      if (i > 0 && e.level < s.trail[i - 1].level) ++trail_errors;
      if (e.level > s.decision_level) ++trail_errors;
      if (e.reason.empty()) continue;
      if (e.reason[0] != e.lit) ++trail_errors;
      int max_level = 0;
      for (size_t k = 1; k < e.reason.size(); ++k) {
        auto it = std::find_if(s.trail.begin(), s.trail.begin() + i,
                               [&](const TrailEntry& t) { return t.lit == ~e.reason[k]; });
        if (it == s.trail.begin() + i) ++trail_errors;
        else max_level = std::max(max_level, it->level);
      }
      if (max_level != e.level) ++trail_errors;
      reasons_seen.push_back(sorted(e.reason));
    }
    last_trail = s.trail;
  }
};

// What a run exercised, so that tests can show their checks were not vacuous.
struct Coverage {
  int conflicts = 0;         // analysed conflicts (level > 0)
  int uip_not_decision = 0;  // first UIP below the level's decision
  int minimised = 0;         // learned clause strictly shorter than the cut's clause
  int multi_level = 0;       // learned clause spanning several levels (a real backjump)
};

// Solves with a CheckingObserver and checks every conflict against the solver-independent facts.
void check_observed_run(const Cnf& cnf, const char* what, Coverage& cov) {
  SCOPED_TRACE(what);
  SatSolver solver;
  solver.add_cnf(cnf);
  CheckingObserver obs;
  solver.set_observer(&obs);
  SatStatus status = solver.solve();
  ASSERT_NE(status, SatStatus::Unknown);
  EXPECT_EQ(obs.trail_errors, 0);
  EXPECT_EQ(std::count_if(obs.events.begin(), obs.events.end(), [](auto e) { return e.kind == 'w'; }), 0);

  std::vector<Clause> db = clauses_of(cnf);
  const std::vector<uint32_t> models = all_models(cnf);
  EXPECT_EQ(status == SatStatus::Satisfiable, !models.empty());
  size_t learned_seen = 0;
  for (const ConflictSnapshot& c : obs.conflicts) {
    EXPECT_TRUE(c.nodes.back().is_conflict());
    for (const GraphEdge& e : c.edges) EXPECT_LT(e.from, e.to);  // trail order is a topological order
    if (c.level == 0) {
      EXPECT_EQ(status, SatStatus::Unsatisfiable);
      EXPECT_EQ(c.uip, -1);
      EXPECT_TRUE(c.learned.empty());
      continue;
    }
    // The two analyses agree: MiniSat's asserting literal is the negation of the graph's first UIP,
    // and its (minimised) clause is part of the cut's clause.
    ASSERT_GE(c.uip, 0);
    ASSERT_FALSE(c.learned.empty());
    ++cov.conflicts;
    cov.uip_not_decision += !c.nodes[c.uip].decision;
    cov.minimised += c.learned.size() < c.cut_clause.size();
    cov.multi_level += c.learned.size() > 1 && c.backjump_level > 0;
    EXPECT_EQ(c.learned[0], ~c.uip_lit());
    EXPECT_EQ(c.nodes[c.uip].level, c.level);
    EXPECT_EQ(c.cut_clause[0], ~c.uip_lit());
    for (Lit l : c.learned) EXPECT_TRUE(contains(c.cut_clause, l));
    int second = 0;
    for (size_t i = 1; i < c.learned.size(); ++i) {
      Lit l = c.learned[i];
      auto node = std::find_if(c.nodes.begin(), c.nodes.end(), [&](const GraphNode& n) { return n.lit == ~l; });
      ASSERT_NE(node, c.nodes.end());
      EXPECT_LT(node->level, c.level);
      EXPECT_FALSE(node->conflict_side);
      second = std::max(second, node->level);
    }
    EXPECT_EQ(c.backjump_level, second);
    // Each conflict-side node is reached from the UIP; each learned/cut clause is sound.
    for (const Clause* clause : {&c.learned, &c.cut_clause}) {
      for (uint32_t m : models) EXPECT_TRUE(satisfied_by(*clause, m));
      EXPECT_TRUE(rup(db, *clause, cnf.num_vars()));
    }
    ASSERT_LT(learned_seen, obs.learned_entries.size());
    const TrailEntry& asserted = obs.learned_entries[learned_seen++];
    EXPECT_EQ(asserted.lit, c.learned[0]);
    EXPECT_EQ(asserted.level, c.backjump_level);
    if (c.learned.size() > 1) EXPECT_EQ(sorted(asserted.reason), sorted(c.learned));
    db.push_back(c.learned);
  }
  // Every reason the trail ever showed is a clause of the formula or a learned one.
  std::vector<Clause> known;
  for (const Clause& c : db) known.push_back(sorted(c));
  for (const Clause& r : obs.reasons_seen) EXPECT_NE(std::find(known.begin(), known.end(), r), known.end());

  if (status == SatStatus::Satisfiable) {
    uint32_t bits = 0;
    for (int v = 0; v < cnf.num_vars(); ++v) bits |= solver.value(Var{v}) ? 1u << v : 0u;
    EXPECT_NE(std::find(models.begin(), models.end(), bits), models.end());
    EXPECT_EQ(static_cast<int>(obs.model.trail.size()), cnf.num_vars());
    for (const TrailEntry& e : obs.model.trail) EXPECT_EQ(solver.value(e.lit.var()), !e.lit.negated());
  } else {
    ASSERT_FALSE(obs.conflicts.empty());
    EXPECT_EQ(obs.conflicts.back().level, 0);
  }
}

TEST(SearchWindow, TextbookConflictGraph) {
  // Level 1: x1. Level 2: x2, then x3 by (¬x2 ∨ x3), x4 by (x4 ∨ ¬x3 ∨ ¬x1), x5 by (x5 ∨ ¬x3);
  // (¬x4 ∨ ¬x5) is false. x4 and x5 each leave a path x2 → x3 → conflict open; x3 closes all of them.
  auto x = [](int i) { return Lit::pos(Var{i - 1}); };
  SearchSnapshot s;
  s.decision_level = 2;
  s.trail = {{x(1), 1, {}},
             {x(2), 2, {}},
             {x(3), 2, {x(3), ~x(2)}},
             {x(4), 2, {x(4), ~x(3), ~x(1)}},
             {x(5), 2, {x(5), ~x(3)}}};
  Clause conflict{~x(4), ~x(5)};
  ConflictSnapshot c = analyze_conflict(s, conflict);
  EXPECT_EQ(c.level, 2);
  ASSERT_EQ(c.nodes.size(), 6u);
  EXPECT_EQ(c.nodes[0].lit, x(1));
  EXPECT_TRUE(c.nodes[0].decision);
  EXPECT_EQ(c.nodes[0].level, 1);
  EXPECT_TRUE(c.nodes[5].is_conflict());
  EXPECT_EQ(c.edges.size(), 6u);
  EXPECT_EQ(c.uip_lit(), x(3));
  std::vector<bool> side;
  for (const GraphNode& n : c.nodes) side.push_back(n.conflict_side);
  EXPECT_EQ(side, (std::vector<bool>{false, false, false, true, true, true}));
  EXPECT_EQ(c.cut_clause, (Clause{~x(3), ~x(1)}));
}

TEST(SearchWindow, DecisionIsTheUipWhenNothingElseSeparates) {
  // Level 1: x1; x2 by (x2 ∨ ¬x1), x3 by (x3 ∨ ¬x1); (¬x2 ∨ ¬x3) false: two disjoint paths from x1.
  auto x = [](int i) { return Lit::pos(Var{i - 1}); };
  SearchSnapshot s;
  s.decision_level = 1;
  s.trail = {{x(1), 1, {}}, {x(2), 1, {x(2), ~x(1)}}, {x(3), 1, {x(3), ~x(1)}}};
  ConflictSnapshot c = analyze_conflict(s, Clause{~x(2), ~x(3)});
  EXPECT_EQ(c.uip_lit(), x(1));
  EXPECT_EQ(c.cut_clause, (Clause{~x(1)}));
}

TEST(SearchWindow, PigeonholeFourIntoThree) {
  Coverage cov;
  check_observed_run(pigeonhole(4, 3), "php 4->3", cov);
  EXPECT_GT(cov.conflicts, 3);
  EXPECT_GT(cov.uip_not_decision, 0);
}

TEST(SearchWindow, RandomThreeSatAgainstBruteForce) {
  std::mt19937 rng(2024);
  int unsat = 0, sat = 0;
  Coverage cov;
  for (int round = 0; round < 120; ++round) {
    const int vars = 8 + static_cast<int>(rng() % 5);
    Cnf cnf = random_3cnf(rng, vars, static_cast<int>(vars * (round % 2 ? 4.3 : 6.0)));
    check_observed_run(cnf, ("round " + std::to_string(round)).c_str(), cov);
    if (HasFatalFailure()) return;
    (all_models(cnf).empty() ? unsat : sat)++;
  }
  // Both answers, and the interesting shapes of conflict, were exercised.
  EXPECT_GT(unsat, 20);
  EXPECT_GT(sat, 20);
  EXPECT_GT(cov.uip_not_decision, 10);
  EXPECT_GT(cov.minimised, 0);
  EXPECT_GT(cov.multi_level, 10);
  std::printf("[ coverage ] %d conflicts, %d UIP below decision, %d minimised, %d backjumps\n", cov.conflicts,
              cov.uip_not_decision, cov.minimised, cov.multi_level);
}

TEST(SearchWindow, ObservedSearchTakesTheSameSteps) {
  // The observed loop mirrors MiniSat's: same answer, same model, same counters, on easy and hard
  // instances, with and without assumptions, across incremental calls.
  std::mt19937 rng(77);
  for (int round = 0; round < 40; ++round) {
    Cnf cnf = round % 10 == 0 ? pigeonhole(6, 5) : random_3cnf(rng, 40, 150 + static_cast<int>(rng() % 60));
    SatSolver plain, watched;
    plain.add_cnf(cnf);
    watched.add_cnf(cnf);
    SearchObserver quiet;  // the default no-op observer still switches to the observed loop
    watched.set_observer(&quiet, round % 3 == 0 ? 50 : kSearchWindowEvents);
    for (int call = 0; call < 3; ++call) {
      std::vector<Lit> assumptions;
      if (call == 1) assumptions = {Lit::neg(Var{0}), Lit::pos(Var{1})};
      SatStatus a = plain.solve(assumptions), b = watched.solve(assumptions);
      ASSERT_EQ(a, b) << "round " << round << " call " << call;
      EXPECT_EQ(plain.stats().decisions, watched.stats().decisions);
      EXPECT_EQ(plain.stats().conflicts, watched.stats().conflicts);
      EXPECT_EQ(plain.stats().propagations, watched.stats().propagations);
      if (a != SatStatus::Satisfiable) break;
      for (int v = 0; v < cnf.num_vars(); ++v) ASSERT_EQ(plain.value(Var{v}), watched.value(Var{v}));
      for (int i = 0; i < cnf.num_clauses(); ++i) {
        std::span<const Lit> c = cnf.clause(i);
        EXPECT_TRUE(std::any_of(c.begin(), c.end(), [&](Lit l) { return watched.value(l.var()) != l.negated(); }));
      }
      Clause block;  // ask for another model next time
      for (int v = 0; v < 5; ++v) block.push_back(watched.value(Var{v}) ? Lit::neg(Var{v}) : Lit::pos(Var{v}));
      plain.add_clause(block);
      watched.add_clause(block);
    }
  }
}

TEST(SearchWindow, EnumerationWithObserverMatchesBruteForce) {
  std::mt19937 rng(5);
  for (int round = 0; round < 60; ++round) {
    Cnf cnf = random_3cnf(rng, 9, 20 + static_cast<int>(rng() % 25));
    SatSolver solver;
    solver.add_cnf(cnf);
    CheckingObserver obs;
    solver.set_observer(&obs);
    std::vector<Var> projection;
    for (int v = 0; v < cnf.num_vars(); ++v) projection.push_back(Var{v});
    ModelCount mc = enumerate_models(solver, projection, 1 << 9, nullptr);
    EXPECT_EQ(mc.count, static_cast<int>(all_models(cnf).size())) << "round " << round;
    EXPECT_EQ(obs.trail_errors, 0);
  }
}

TEST(SearchWindow, EventBudgetClosesTheWindowOnce) {
  SatSolver solver;
  solver.add_cnf(pigeonhole(5, 4));
  CheckingObserver obs;
  solver.set_observer(&obs, 7);
  EXPECT_EQ(solver.solve(), SatStatus::Unsatisfiable);
  ASSERT_EQ(obs.events.size(), 8u);
  EXPECT_EQ(obs.events.back().kind, 'w');
  EXPECT_EQ(obs.trail_errors, 0);
  solver.set_observer(nullptr);
  EXPECT_EQ(solver.solve(), SatStatus::Unsatisfiable);
  EXPECT_EQ(obs.events.size(), 8u);  // detached
}

// Each event as a few characters (its kind and the trail's length): two runs' logs compare event for event.
class EventLog : public TeachObserver {
 public:
  explicit EventLog(bool stop) : stop_(stop) {}
  std::string log;
  void on_decision(const SearchSnapshot& s) override { add('d', s); }
  void on_propagation(const SearchSnapshot& s) override { add('p', s); }
  void on_conflict(const ConflictSnapshot& c) override { log += "c" + std::to_string(c.level) + " "; }
  void on_learned(const SearchSnapshot& s) override { add('l', s); }
  void on_backtrack(const SearchSnapshot& s) override { add('b', s); }
  void on_restart() override { log += "r "; }
  void on_model(const SearchSnapshot& s) override { add('m', s); }
  void on_window_closed() override { log += "w "; }
  bool stop_at_window_end() const override { return stop_; }

 private:
  void add(char kind, const SearchSnapshot& s) {
    log += kind + std::to_string(s.trail.size()) + ":" + std::to_string(s.trail.back().lit.code) + " ";
  }
  bool stop_;
};

// An observer that stops the search at its window's end: the solve answers Unknown there, having
// reported exactly the events a longer window's run reports first (the lecture view records a run
// after a click this way and records further with a larger window).
TEST(SearchWindow, StopAtWindowEndStopsWhereTheWindowCloses) {
  const Cnf cnf = pigeonhole(7, 6);
  auto check = [](const EventLog& part, const EventLog& whole, const std::string& what) {
    ASSERT_GE(part.log.size(), 2u) << what;
    EXPECT_EQ(part.log.substr(part.log.size() - 2), "w ") << what;
    const std::string events = part.log.substr(0, part.log.size() - 2);
    EXPECT_EQ(whole.log.substr(0, events.size()), events) << what << ": the longer run's first events";
    EXPECT_GT(whole.log.size(), part.log.size()) << what;
  };
  {
    SatSolver a, b;
    a.add_cnf(cnf);
    b.add_cnf(cnf);
    EventLog part(true), whole(false);
    a.set_observer(&part, 40);
    b.set_observer(&whole, 400);
    EXPECT_EQ(a.solve(), SatStatus::Unknown);
    EXPECT_EQ(b.solve(), SatStatus::Unsatisfiable);
    check(part, whole, "MiniSat");
    EXPECT_LT(a.stats().conflicts, b.stats().conflicts);
    // The stop is MiniSat's interrupt, which stays until cleared; the window opens again per solve.
    a.clear_interrupt();
    a.set_observer(nullptr);
    EXPECT_EQ(a.solve(), SatStatus::Unsatisfiable);
  }
  for (const TeachMethod m : {TeachMethod::Dpll, TeachMethod::Backtracking}) {
    TeachSolver a(cnf), b(cnf);
    EventLog part(true), whole(false);
    a.set_observer(&part, 40);
    b.set_observer(&whole, 400);
    TeachOptions o;
    o.method = m;
    EXPECT_EQ(a.solve({}, o), SatStatus::Unknown);
    EXPECT_EQ(b.solve({}, o), SatStatus::Unsatisfiable);
    check(part, whole, std::string(teach_method_name(m)));
    EXPECT_LT(a.stats().conflicts, b.stats().conflicts);
    // The next solve starts afresh: without the observer it searches to the end.
    a.set_observer(nullptr);
    EXPECT_EQ(a.solve({}, o), SatStatus::Unsatisfiable);
    EXPECT_EQ(a.stats().conflicts, b.stats().conflicts);
  }
}

TEST(SatSolverBudget, PropagationBudgetAnswersUnknown) {
  for (bool observed : {false, true}) {
    SatSolver solver;
    solver.add_cnf(pigeonhole(9, 8));
    SearchObserver quiet;
    if (observed) solver.set_observer(&quiet);
    solver.set_propagation_budget(200);
    solver.set_conflict_budget(-1);  // removes the conflict budget only
    EXPECT_EQ(solver.solve(), SatStatus::Unknown);
    EXPECT_GE(solver.stats().propagations, 200u);
    solver.set_propagation_budget(200);  // counted from now
    EXPECT_EQ(solver.solve(), SatStatus::Unknown);
    EXPECT_GE(solver.stats().propagations, 400u);
  }
  SatSolver small;
  small.add_cnf(pigeonhole(4, 3));
  small.set_propagation_budget(1'000'000);
  EXPECT_EQ(small.solve(), SatStatus::Unsatisfiable);
}

TEST(SatSolverBudget, ConflictBudgetWhenObserved) {
  SatSolver solver;
  solver.add_cnf(pigeonhole(9, 8));
  CheckingObserver obs;
  solver.set_observer(&obs);
  solver.set_conflict_budget(3);
  EXPECT_EQ(solver.solve(), SatStatus::Unknown);
  EXPECT_GE(solver.stats().conflicts, 3u);  // checked between propagations, so a chain may overshoot
  EXPECT_EQ(obs.conflicts.size(), solver.stats().conflicts);
}

TEST(SatSolverBudget, InterruptIsStickyUntilCleared) {
  SatSolver solver;
  solver.add_cnf(pigeonhole(5, 4));
  solver.interrupt();
  EXPECT_EQ(solver.solve(), SatStatus::Unknown);
  EXPECT_EQ(solver.solve(), SatStatus::Unknown);
  solver.clear_interrupt();
  EXPECT_EQ(solver.solve(), SatStatus::Unsatisfiable);
}

// An observer that pauses the search after a few conflicts, as the lecture view does.
class InterruptAfter : public SearchObserver {
 public:
  InterruptAfter(SatSolver& solver, int conflicts) : solver_(solver), left_(conflicts) {}
  void on_conflict(const ConflictSnapshot&) override {
    if (--left_ == 0) solver_.interrupt();
  }

 private:
  SatSolver& solver_;
  int left_;
};

TEST(SatSolverBudget, ObserverCanInterrupt) {
  SatSolver solver;
  solver.add_cnf(pigeonhole(9, 8));
  InterruptAfter pause(solver, 5);
  solver.set_observer(&pause);
  EXPECT_EQ(solver.solve(), SatStatus::Unknown);
  EXPECT_GE(solver.stats().conflicts, 5u);  // stopped at the next decision point
  EXPECT_LT(solver.stats().conflicts, 20u);
  solver.clear_interrupt();
  solver.set_observer(nullptr);
  solver.set_conflict_budget(10);
  EXPECT_EQ(solver.solve(), SatStatus::Unknown);  // resumes (from level 0) until the budget
}

// Tells another thread that the search is under way.
class Started : public SearchObserver {
 public:
  std::atomic<bool> started{false};
  void on_decision(const SearchSnapshot&) override { started = true; }
  void on_window_closed() override { started = true; }
};

TEST(SatSolverBudget, InterruptFromAnotherThread) {
  // Pigeonhole 11 → 10 takes far longer than a thread start; the interrupt is sent once the search is
  // under way and stays set, so wherever it lands the answer is Unknown.
  SatSolver solver;
  solver.add_cnf(pigeonhole(11, 10));
  Started started;
  solver.set_observer(&started, 1);
  std::thread canceller([&] {
    while (!started.started) std::this_thread::yield();
    solver.interrupt();
  });
  SatStatus status = solver.solve();
  canceller.join();
  EXPECT_EQ(status, SatStatus::Unknown);
}

// Every event in full (kind, level, the whole trail with levels and reasons), and, for the slices, a
// pause at every `slice`-th question: the searches are asked between events and also after the window
// closes, so slicing reaches the unobserved rest of a run too.
class SlicedLog : public TeachObserver {
 public:
  SlicedLog(int slice, Lit decide_second) : slice_(slice), decide_(decide_second) {}
  std::string log;
  int pauses = 0;
  void on_decision(const SearchSnapshot& s) override { add("d", s); }
  void on_propagation(const SearchSnapshot& s) override { add("p", s); }
  void on_conflict(const ConflictSnapshot& c) override {
    log += "c" + std::to_string(c.level) + ":";
    for (Lit l : c.clause) log += std::to_string(l.code) + ",";
    log += " ";
  }
  void on_backtrack(const SearchSnapshot& s) override { add("b", s); }
  void on_model(const SearchSnapshot& s) override { add("m", s); }
  void on_window_closed() override { log += "w "; }
  void on_column(int column, std::span<const Lit> rows, int tried) override {
    log += "k" + std::to_string(column) + "/" + std::to_string(rows.size()) + "/" + std::to_string(tried) + " ";
  }
  Lit choose_decision(int decision) override { return decision == 2 ? decide_ : Lit{}; }
  bool pause_here() override {
    if (slice_ <= 0 || ++asked_ % slice_ != 0) return false;
    ++pauses;
    return true;
  }

 private:
  void add(const char* kind, const SearchSnapshot& s) {
    // (the trail as a hash of its literals, levels and reasons: a log of whole trails grows to gigabytes)
    uint64_t h = 1469598103934665603ull;
    auto mix = [&h](int64_t x) { h = (h ^ static_cast<uint64_t>(x)) * 1099511628211ull; };
    for (const TrailEntry& e : s.trail) {
      mix(e.lit.code), mix(e.level);
      for (Lit r : e.reason) mix(r.code);
      mix(-1);
    }
    log += std::string(kind) + std::to_string(s.decision_level) + "/" + std::to_string(s.first_new) + "/" +
           std::to_string(s.trail.size()) + ":" + std::to_string(h) + " ";
  }
  int slice_ = 0, asked_ = 0;
  Lit decide_;
};

// A run recorded in slices (the lecture view's frames) is the run recorded at once: the same events
// with the same trails, the same counters, solutions and verdict, for every method that pauses, with
// and without a class decision, the window closing mid-run or not, and through a uniqueness proof's
// second run.
TEST(SearchWindow, ResumedInSlicesEqualsTheWholeRun) {
  const std::string kDefault = "2.......4...91...5.6....18....7...4.1..3.5..2.2...8....52....7.3...94...4.......9";
  const std::string kXwing = "1.85..4.6....7.9..53...4..7..1.6...8.9.4.8.7.8...5.6..7..1...69..6.8....9.4..62.5";
  struct Row {
    const char* method;
    SudokuEncoding encoding;
    const char* heuristic;
    const std::string* puzzle;
  };
  const Row rows[] = {
      {"dpll", SudokuEncoding::Minimal, "first-open", &kDefault},
      {"dpll", SudokuEncoding::Extended, "first-open", &kXwing},
      {"dpll", SudokuEncoding::Minimal, "mom", &kXwing},
      {"dpll", SudokuEncoding::Minimal, "jeroslow-wang", &kXwing},
      {"dpll", SudokuEncoding::Efficient, "dlis", &kXwing},
      {"backtracking", SudokuEncoding::Extended, "first-open", &kXwing},
      {"exact-cover", SudokuEncoding::Extended, "", &kDefault},
      {"exact-cover", SudokuEncoding::Extended, "", &kXwing},
  };
  for (const Row& row : rows)
    for (const bool decide : {false, true})
      for (const int count : {1, 2})
        for (const int max_events : {300, 3000}) {
          const SudokuGrid g = *parse_sudoku(*row.puzzle);
          // The class decides r9c9≠9's opposite: the last cell's value 1 (s[9,9,1], the last cell's first
          // variable in every encoding) as the second decision.
          const Lit second = decide ? Lit::pos(Var{80 * 9}) : Lit{};
          auto request = [&](SlicedLog& log) {
            SudokuTeachRequest req;
            req.puzzle = g;
            req.method = row.method;
            req.encoding = row.encoding;
            req.heuristic = row.heuristic;
            req.count_limit = count;
            req.observer = &log;
            req.max_events = max_events;
            return req;
          };
          SlicedLog whole_log(0, second);
          const SudokuTeachReport whole = solve_sudoku_teach(request(whole_log));
          ASSERT_TRUE(whole.error.empty()) << whole.error;
          for (const int slice : {1, 17, 300}) {
            const std::string what = std::string(row.method) + " " + std::string(encoding_name(row.encoding)) + " " +
                                     row.heuristic + (decide ? " with a decision" : "") + " count " +
                                     std::to_string(count) + " window " + std::to_string(max_events) + " slices of " +
                                     std::to_string(slice);
            SlicedLog part_log(slice, second);
            SudokuTeachRun run(request(part_log));
            int advances = 1;
            while (!run.advance()) {
              ++advances;
              EXPECT_FALSE(run.done());
              EXPECT_EQ(run.report().verdict, Verdict::Unknown) << what;
            }
            const SudokuTeachReport part = run.report();
            EXPECT_EQ(advances, part_log.pauses + 1) << what;
            if (slice == 1) EXPECT_GT(part_log.pauses, 2) << what;
            EXPECT_EQ(part_log.log, whole_log.log) << what;
            EXPECT_EQ(part.verdict, whole.verdict) << what;
            EXPECT_EQ(part.count, whole.count) << what;
            EXPECT_EQ(part.stats.decisions, whole.stats.decisions) << what;
            EXPECT_EQ(part.stats.propagations, whole.stats.propagations) << what;
            EXPECT_EQ(part.stats.conflicts, whole.stats.conflicts) << what;
            ASSERT_EQ(part.counters.size(), whole.counters.size()) << what;
            for (size_t i = 0; i < part.counters.size(); ++i) {
              EXPECT_EQ(part.counters[i].name, whole.counters[i].name) << what;
              EXPECT_EQ(part.counters[i].value, whole.counters[i].value) << what;
            }
            ASSERT_EQ(part.solutions.size(), whole.solutions.size()) << what;
            for (size_t i = 0; i < part.solutions.size(); ++i)
              EXPECT_EQ(part.solutions[i].cells, whole.solutions[i].cells) << what;
          }
        }
}

}  // namespace
}  // namespace gridlogic
