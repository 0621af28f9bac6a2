// deadline_test.cpp — the request time limit (deadline.h): scopes nest and restore, the SAT back end
// and the fast search stop when it passes and say "not exhausted", and run() reports it in every form.
#include "gridlogic/deadline.h"

#include <gtest/gtest.h>

#include <chrono>
#include <string>
#include <thread>

#include "gridlogic/api.h"
#include "gridlogic/cnf.h"
#include "gridlogic/sat_solver.h"
#include "gridlogic/sudoku_fast.h"
#include "gridlogic/sudoku_format.h"
#include "test_util.h"

namespace gridlogic {
namespace {

using gridlogic::testing::pigeonhole;

// Lets a scope's limit pass.
void wait_past(double seconds) { std::this_thread::sleep_for(std::chrono::duration<double>(seconds * 1.5)); }

TEST(Deadline, NoScopeMeansNoLimit) {
  EXPECT_FALSE(time_is_up_now());
  EXPECT_EQ(time_limit_seconds(), 0);
  DeadlineScope none(0);
  EXPECT_FALSE(time_is_up_now());
  EXPECT_FALSE(none.fired());
}

TEST(Deadline, ScopesNestAndRestore) {
  DeadlineScope outer(3600);
  EXPECT_EQ(time_limit_seconds(), 3600);
  {
    DeadlineScope inner(0.01);
    wait_past(0.01);
    EXPECT_TRUE(time_is_up_now());
    EXPECT_TRUE(inner.fired());
    EXPECT_TRUE(time_is_up()) << "once up, the cheap check agrees at once";
  }
  EXPECT_EQ(time_limit_seconds(), 3600);
  EXPECT_FALSE(time_is_up_now());
  EXPECT_FALSE(outer.fired());
}

// A timed verb's first reading in a scope with a limit is the scope's own (one clock call fewer, which
// matters in WebAssembly); the next reading, and every reading without a limit, is fresh.
TEST(Deadline, FirstTimingReadingIsTheScopes) {
  using std::chrono::steady_clock;
  for (double limit : {60.0, 0.0}) {
    const steady_clock::time_point before = steady_clock::now();
    DeadlineScope scope(limit);
    const steady_clock::time_point after = steady_clock::now();
    std::this_thread::sleep_for(std::chrono::milliseconds(2));
    const steady_clock::time_point first = request_clock_now();
    if (limit > 0) {
      EXPECT_LE(before, first);
      EXPECT_LE(first, after) << "the scope's reading, taken before the sleep";
    } else {
      EXPECT_GT(first, after) << "no limit, no reading of the scope's: a fresh one";
    }
    EXPECT_GT(request_clock_now(), after) << "the scope's reading is handed out once";
  }
}

// A scope given its start (BatchRun::answer_next: the reading that ended the previous answer) hands
// that out first, with or without a limit, and last_clock_reading() is the last fresh reading taken.
TEST(Deadline, GivenStartIsHandedOutAndLastReadingKept) {
  using std::chrono::steady_clock;
  for (double limit : {60.0, 0.0}) {
    clear_last_clock_reading();
    EXPECT_FALSE(last_clock_reading());
    const steady_clock::time_point given = steady_clock::now() - std::chrono::milliseconds(5);
    DeadlineScope scope(limit, given);
    EXPECT_EQ(request_clock_now(), given);
    EXPECT_FALSE(last_clock_reading()) << "a handed-out reading is not a fresh one";
    const steady_clock::time_point end = request_clock_now();
    EXPECT_GT(end, given);
    ASSERT_TRUE(last_clock_reading());
    EXPECT_EQ(*last_clock_reading(), end);
  }
}

TEST(Deadline, SatSearchStopsAsUnknownAndKeepsItsOwnBudgets) {
  SatSolver solver;
  solver.add_cnf(pigeonhole(13, 12));
  {
    DeadlineScope limit(0.2);
    const auto start = std::chrono::steady_clock::now();
    EXPECT_EQ(solver.solve(), SatStatus::Unknown);
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    EXPECT_TRUE(limit.fired());
    EXPECT_LT(seconds, 30.0) << "stopped near its limit, not at the end of the proof";
  }
  // Outside the scope the caller's own conflict budget still works as before.
  const uint64_t before = solver.stats().conflicts;
  solver.set_conflict_budget(100);
  EXPECT_EQ(solver.solve(), SatStatus::Unknown);
  EXPECT_LT(solver.stats().conflicts - before, 1000u) << "MiniSat checks its budget between conflicts, so a few over";
}

// Far from its limit the search is MiniSat's own, conflict for conflict (slicing it once cost pigeonhole
// 10/9 60% more conflicts, sat_solver.cpp).
TEST(Deadline, AFarLimitLeavesTheSearchUnchanged) {
  SatSolver plain, timed;
  plain.add_cnf(pigeonhole(9, 8));
  timed.add_cnf(pigeonhole(9, 8));
  ASSERT_EQ(plain.solve(), SatStatus::Unsatisfiable);
  DeadlineScope limit(3600);
  ASSERT_EQ(timed.solve(), SatStatus::Unsatisfiable);
  EXPECT_EQ(timed.stats().conflicts, plain.stats().conflicts);
  EXPECT_EQ(timed.stats().decisions, plain.stats().decisions);
}

TEST(Deadline, EasySatProblemsFinishUnderALimit) {
  SatSolver solver;
  solver.add_cnf(pigeonhole(5, 5));
  DeadlineScope limit(60);
  EXPECT_EQ(solver.solve(), SatStatus::Satisfiable);
  EXPECT_FALSE(limit.fired());
}

TEST(Deadline, FastSearchWithABudgetStopsNotExhausted) {
  auto empty = parse_sudoku(std::string(81, '.'));
  ASSERT_TRUE(empty);
  DeadlineScope limit(0.01);
  wait_past(0.01);
  const FastSudokuResult r = solve_sudoku_fast(*empty, 1000000, INT64_MAX);
  EXPECT_FALSE(r.exhausted);
  EXPECT_LT(r.count, 1000000);
  // Without a budget the search never stops early: count == 1 keeps meaning "unique".
  const FastSudokuResult whole = solve_sudoku_fast(*empty, 2);
  EXPECT_EQ(whole.count, 2);
}

TEST(Deadline, RunReportsTheLimitInJsonAndText) {
  Request r;
  r.verb = "solve";
  r.input = std::string(81, '.');
  r.options.set("method", "sat");
  r.options.set("count", "1000000");
  r.options.set("time-limit", "1");
  const Response out = run(r);
  ASSERT_TRUE(out.error.empty()) << out.error;
  EXPECT_NE(out.json.find("\"status\":\"multiple\""), std::string::npos) << out.json;
  EXPECT_NE(out.json.find("\"stopped\":\"time-limit\",\"time_limit\":1}"), std::string::npos) << out.json;
  EXPECT_NE(out.text.find("stopped: the time limit of 1 s ran out"), std::string::npos) << out.text;
}

TEST(Deadline, TimeLimitIsACheckedOptionOfEveryVerb) {
  EXPECT_EQ(request_error("hashi", "rate",
                          [] {
                            Options o;
                            o.set("time-limit", "5");
                            return o;
                          }()),
            std::nullopt);
  auto bad = request_error("sudoku", "solve", [] {
    Options o;
    o.set("time-limit", "-1");
    return o;
  }());
  ASSERT_TRUE(bad.has_value());
  EXPECT_NE(bad->find("--time-limit"), std::string::npos) << *bad;
}

}  // namespace
}  // namespace gridlogic
