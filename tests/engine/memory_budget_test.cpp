// memory_budget_test.cpp — the request memory limit (memory_budget.h): per-thread heap accounting,
// scopes that nest and restore, checkpoints that stop for it, and run() reporting it in every form.
#include "gridlogic/memory_budget.h"

#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <thread>
#include <vector>

#include "gridlogic/api.h"
#include "gridlogic/deadline.h"
#include "gridlogic/sat_solver.h"
#include "test_util.h"

namespace gridlogic {
namespace {

constexpr int64_t kMb = 1024 * 1024;

// Keeps the optimiser from removing an allocation whose memory is never read.
void touch(std::vector<char>& v) {
  v[0] = 1;
  asm volatile("" : : "r"(v.data()) : "memory");
}

TEST(MemoryBudget, CountsThisThreadsNewAndDelete) {
  if (!memory_accounting_enabled()) GTEST_SKIP() << "heap accounting compiled out";
  const int64_t before = thread_heap_bytes();
  {
    std::vector<char> block(3 * kMb);
    touch(block);
    EXPECT_GE(thread_heap_bytes() - before, 3 * kMb);
    EXPECT_LT(thread_heap_bytes() - before, 3 * kMb + 64 * 1024) << "malloc_usable_size is near the size asked";
  }
  EXPECT_EQ(thread_heap_bytes(), before) << "delete gives back what new counted";
}

TEST(MemoryBudget, OtherThreadsDoNotCount) {
  if (!memory_accounting_enabled()) GTEST_SKIP() << "heap accounting compiled out";
  MemoryScope scope(2 * kMb);
  std::thread worker([] {
    std::vector<char> big(8 * kMb);
    touch(big);
  });
  worker.join();
  EXPECT_FALSE(scope.fired()) << "a --jobs worker's memory is its own request's";
  EXPECT_LT(scope.peak_bytes(), 2 * kMb);
}

TEST(MemoryBudget, ScopeFiresPastItsLimitAndTheCheckpointsStop) {
  if (!memory_accounting_enabled()) GTEST_SKIP() << "heap accounting compiled out";
  EXPECT_FALSE(memory_is_over());
  MemoryScope outer(0);
  {
    MemoryScope scope(1 * kMb);
    EXPECT_EQ(memory_limit_bytes(), kMb);
    std::vector<char> small(kMb / 2);
    touch(small);
    EXPECT_FALSE(scope.fired());
    EXPECT_FALSE(time_is_up_now());
    std::vector<char> big(2 * kMb);
    touch(big);
    EXPECT_TRUE(scope.fired());
    EXPECT_GE(scope.peak_bytes(), 2 * kMb + kMb / 2);
    EXPECT_TRUE(time_is_up()) << "every time checkpoint stops for the memory limit too";
    EXPECT_TRUE(time_is_up_now());
  }
  EXPECT_FALSE(outer.fired()) << "an enclosing scope without a limit is not stopped";
  EXPECT_GE(outer.peak_bytes(), 2 * kMb + kMb / 2) << "but it saw the inner scope's growth";
  EXPECT_FALSE(time_is_up_now());
  EXPECT_EQ(memory_limit_bytes(), 0);
}

TEST(MemoryBudget, MemoryOutsideOperatorNewIsAddedByItsOwner) {
  MemoryScope scope(4 * kMb);
  EXPECT_FALSE(check_memory_with(kMb));
  EXPECT_TRUE(check_memory_with(5 * kMb)) << "works without the heap accounting too";
  EXPECT_TRUE(scope.fired());
}

// MiniSat's clause arena is realloc'd, unseen by operator new: the solver adds its estimate at every
// restart, so a solver holding more than the limit stops as unknown; one within it is unchanged.
TEST(MemoryBudget, SatSearchCountsItsArenaAndStopsAsUnknown) {
  SatSolver big;
  big.add_cnf(gridlogic::testing::pigeonhole(20, 19));  // 3,630 clauses: > 100 KB of arena and watches
  {
    MemoryScope scope(64 * 1024);  // set after the clauses went in: only MiniSat's estimate can pass it
    EXPECT_EQ(big.solve(), SatStatus::Unknown);
    EXPECT_TRUE(scope.fired());
  }
  SatSolver small;
  small.add_cnf(gridlogic::testing::pigeonhole(7, 6));
  MemoryScope scope(64 * kMb);
  EXPECT_EQ(small.solve(), SatStatus::Unsatisfiable);
  EXPECT_FALSE(scope.fired());
}

TEST(MemoryBudget, RunReportsTheLimitInJsonAndText) {
  if (!memory_accounting_enabled()) GTEST_SKIP() << "heap accounting compiled out";
  Request r;
  r.verb = "solve";
  r.input = std::string(81, '.');
  r.options.set("method", "sat");
  r.options.set("count", "1000000");
  r.options.set("max-memory", "4");
  const Response out = run(r);
  ASSERT_TRUE(out.error.empty()) << out.error;
  EXPECT_NE(out.json.find("\"stopped\":\"memory-limit\",\"max_memory\":4}"), std::string::npos) << out.json;
  EXPECT_NE(out.text.find("stopped: the memory limit of 4 MB was reached (--max-memory raises it)"), std::string::npos)
      << out.text;
}

TEST(MemoryBudget, MaxMemoryIsACheckedOptionOfEveryVerb) {
  EXPECT_EQ(request_error("hashi", "rate",
                          [] {
                            Options o;
                            o.set("max-memory", "64");
                            return o;
                          }()),
            std::nullopt);
  EXPECT_EQ(request_error("tectonic", "generate",
                          [] {
                            Options o;
                            o.set("max-memory", "0");
                            return o;
                          }()),
            std::nullopt);
  for (const char* bad : {"-1", "abc", "1099511627776"}) {
    auto e = request_error("sudoku", "solve", [&] {
      Options o;
      o.set("max-memory", bad);
      return o;
    }());
    ASSERT_TRUE(e.has_value()) << bad;
    EXPECT_NE(e->find("--max-memory"), std::string::npos) << *e;
  }
}

}  // namespace
}  // namespace gridlogic
