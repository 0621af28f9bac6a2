// bench_tectonic.cpp — time per public Tectonic puzzle (430: janko + abcqwq, ../shared/datasets) for the
// document's methods: rules, rules+2-SAT, SAT (with and without the region at-least-once clauses) and
// rules then SAT — the counterpart of document 000's tables 8.4 and 8.6 (docs/benchmarks.md).
// Each iteration solves the whole set; "per_puzzle_us" is the mean, "median_us" the median of one pass.
#include <benchmark/benchmark.h>

#include <algorithm>
#include <chrono>
#include <filesystem>

#include "../tests/engine/tectonic_test_data.h"
#include "../tests/engine/test_paths.h"

namespace gridlogic {
namespace {

const std::vector<testing::TectonicCase>& cases() {
  static const std::vector<testing::TectonicCase> all = [] {
    std::vector<std::string> errors;
    return testing::load_tectonic_cases(gridlogic::testing::datasets_dir(), errors);
  }();
  return all;
}

enum Method { kRules, kRulesTwoSat, kSat, kSatNoAlo, kRulesThenSat };

bool solve_one(const TectonicPuzzle& p, Method m) {
  if (m == kSat || m == kSatNoAlo) {
    TectonicEncoding e;
    e.region_at_least_once = m == kSat;
    return solve_tectonic_sat(p, 2, e).count == 1;
  }
  TectonicSolveOptions o;
  o.two_sat = m == kRulesTwoSat;
  TectonicSolve s = solve_tectonic_rules(p, o);
  if (m == kRulesThenSat && s.outcome != TectonicOutcome::Solved)
    return solve_tectonic_sat(p, 2, {}, &s.candidates).count == 1;
  return s.outcome == TectonicOutcome::Solved;
}

void BM_Tectonic(benchmark::State& state) {
  const auto& all = cases();
  if (all.empty()) {
    state.SkipWithError("../shared/datasets/suguru-* absent");
    return;
  }
  const Method m = static_cast<Method>(state.range(0));
  int solved = 0;
  std::vector<double> us;
  for (auto _ : state) {
    solved = 0;
    us.clear();
    for (const auto& c : all) {
      auto t0 = std::chrono::steady_clock::now();
      solved += solve_one(c.puzzle, m);
      us.push_back(std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - t0).count());
    }
  }
  std::sort(us.begin(), us.end());
  state.SetItemsProcessed(state.iterations() * static_cast<int64_t>(all.size()));
  state.counters["solved"] = solved;
  state.counters["median_us"] = us[us.size() / 2];
  state.counters["per_puzzle_us"] =
      benchmark::Counter(static_cast<double>(all.size()) * state.iterations(),
                         benchmark::Counter::kIsRate | benchmark::Counter::kInvert, benchmark::Counter::OneK::kIs1000);
}

BENCHMARK(BM_Tectonic)->Arg(kRules)->ArgName("rules")->Unit(benchmark::kMillisecond);
BENCHMARK(BM_Tectonic)->Arg(kRulesTwoSat)->ArgName("rules+2sat")->Unit(benchmark::kMillisecond);
BENCHMARK(BM_Tectonic)->Arg(kSat)->ArgName("sat")->Unit(benchmark::kMillisecond);
BENCHMARK(BM_Tectonic)->Arg(kSatNoAlo)->ArgName("sat-no-alo")->Unit(benchmark::kMillisecond);
BENCHMARK(BM_Tectonic)->Arg(kRulesThenSat)->ArgName("rules+sat")->Unit(benchmark::kMillisecond);

}  // namespace
}  // namespace gridlogic

BENCHMARK_MAIN();
