// bench_tectonic_generate.cpp — the Tectonic generator (tectonic_generator.h): time per puzzle by size,
// how often each target level is reached and at how many attempts, the removal pass's uniqueness check
// two ways, and
// the document's methods (rules, rules+2-SAT, SAT, rules then SAT) timed on 1,000 generated puzzles of
// each of document 000's four sizes — the counterpart of its tables 8.4 and 8.6 for our own puzzles
// (docs/benchmarks.md, docs/tectonic.md).
//
// Sizes are rows × columns as the document writes them (5 by 4 = 5 rows, 4 columns; `--size 4x5` on
// the command line). Every set is made from a fixed seed, so a run is reproducible; compare rows of one
// run, never absolute times across runs.
#include <benchmark/benchmark.h>

#include <algorithm>
#include <array>
#include <ctime>
#include <string>
#include <vector>

#include "gridlogic/tectonic.h"
#include "gridlogic/tectonic_generator.h"

namespace {

using namespace gridlogic;

struct Size {
  int rows, cols;
};
// Document 000's four book sizes, then the largest the issue asks for.
constexpr Size kSizes[] = {{5, 4}, {5, 9}, {11, 4}, {11, 9}, {15, 15}};
constexpr int kSetSize = 1000;
constexpr uint64_t kSeed = 2017;  // the year of document 000

std::string size_label(Size s) { return std::to_string(s.rows) + "x" + std::to_string(s.cols); }

// Milliseconds of this thread's CPU time: other jobs on a shared machine do not inflate it (wall time
// did, by up to three times, while the numbers of docs/benchmarks.md were taken).
double cpu_ms() {
  timespec t{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
  return static_cast<double>(t.tv_sec) * 1e3 + static_cast<double>(t.tv_nsec) / 1e6;
}

// 1,000 puzzles of level "any" (minimal: givens removed while the solution stays unique) per book size,
// and 50 of 15×15 (for the removal pass only), made once and shared by the benchmarks below.
struct GeneratedSet {
  std::vector<GeneratedTectonic> puzzles;
  double ms = 0;  // making all of them
};

const GeneratedSet& generated(int size_index) {
  static std::array<GeneratedSet, 5> sets;
  GeneratedSet& set = sets[size_index];
  if (set.puzzles.empty()) {
    TectonicGeneratorOptions o;
    o.rows = kSizes[size_index].rows;
    o.cols = kSizes[size_index].cols;
    o.seed = kSeed;
    const double t0 = cpu_ms();
    const int count = size_index < 4 ? kSetSize : 50;
    for (int i = 0; i < count; ++i) {
      auto g = generate_tectonic(o, static_cast<uint64_t>(i));
      if (g) set.puzzles.push_back(std::move(*g));
    }
    set.ms = cpu_ms() - t0;
  }
  return set;
}

// The 1,000-puzzle sets: what making them cost, their givens and their levels (rate_tectonic).
void BM_GeneratedSet(benchmark::State& state) {
  const int k = static_cast<int>(state.range(0));
  for (auto _ : state) benchmark::DoNotOptimize(generated(k).puzzles.size());
  const GeneratedSet& set = generated(k);
  std::array<int, kTectonicLevels + 1> levels{};
  std::array<int, 4> classes{};
  double givens = 0;
  for (const auto& g : set.puzzles) {
    ++levels[g.rating.level];
    ++classes[static_cast<int>(g.rating.rule_class)];
    givens += g.givens;
  }
  const double n = static_cast<double>(set.puzzles.size());
  state.counters["puzzles"] = n;
  state.counters["ms_per_puzzle"] = set.ms / n;
  state.counters["givens"] = givens / n;
  for (int l = 1; l <= kTectonicLevels; ++l) state.counters["L" + std::to_string(l)] = levels[l];
  state.counters["rules123"] = classes[0];
  state.counters["rules"] = classes[1];
  state.counters["2sat"] = classes[2];
  state.counters["beyond"] = classes[3];
  state.SetLabel(size_label(kSizes[k]) + " level any");
}
BENCHMARK(BM_GeneratedSet)->DenseRange(0, 3)->Iterations(1)->Unit(benchmark::kMillisecond);

enum Method { kRules, kRulesTwoSat, kSat, kRulesThenSat };

bool solve_one(const TectonicPuzzle& p, Method m) {
  if (m == kSat) return solve_tectonic_sat(p, 2).count == 1;
  TectonicSolveOptions o;
  o.two_sat = m == kRulesTwoSat;
  const TectonicSolve s = solve_tectonic_rules(p, o);
  if (m == kRulesThenSat && s.outcome != TectonicOutcome::Solved)
    return solve_tectonic_sat(p, 2, {}, &s.candidates).count == 1;
  return s.outcome == TectonicOutcome::Solved;
}

// Tables 8.4/8.6 for the generated sets: CPU time per puzzle (mean and median of the last pass) and how many the
// method finishes (rules, rules+2-SAT) or proves unique (SAT, rules then SAT).
void BM_Solve(benchmark::State& state) {
  const int k = static_cast<int>(state.range(0));
  const Method m = static_cast<Method>(state.range(1));
  const auto& set = generated(k).puzzles;
  int solved = 0;
  std::vector<double> us;
  for (auto _ : state) {
    solved = 0;
    us.clear();
    for (const auto& g : set) {
      const double t0 = cpu_ms();
      solved += solve_one(g.puzzle, m);
      us.push_back((cpu_ms() - t0) * 1000);
    }
  }
  std::sort(us.begin(), us.end());
  state.counters["solved"] = solved;
  state.counters["median_us"] = us[us.size() / 2];
  double total = 0;
  for (double u : us) total += u;
  state.counters["mean_us"] = total / static_cast<double>(us.size());
  static const char* kNames[] = {"rules", "rules+2sat", "sat", "rules+sat"};
  state.SetLabel(size_label(kSizes[k]) + " " + kNames[m]);
}
BENCHMARK(BM_Solve)
    ->ArgsProduct({{0, 1, 2, 3}, {kRules, kRulesTwoSat, kSat, kRulesThenSat}})
    ->Unit(benchmark::kMillisecond);

// One puzzle of level "any" per iteration (puzzle 0, 1, 2, … of the seed): the time to make a puzzle.
void BM_Generate(benchmark::State& state) {
  const Size s = kSizes[state.range(0)];
  TectonicGeneratorOptions o;
  o.rows = s.rows;
  o.cols = s.cols;
  o.seed = kSeed + 1;
  uint64_t index = 0;
  double attempts = 0, givens = 0;
  for (auto _ : state) {
    auto g = generate_tectonic(o, index++);
    if (!g) {
      state.SkipWithError(g.error().message.c_str());
      return;
    }
    attempts += g->attempts;
    givens += g->givens;
  }
  const double n = static_cast<double>(index);
  state.counters["attempts"] = attempts / n;
  state.counters["givens"] = givens / n;
  state.SetLabel(size_label(s) + " level any");
}
BENCHMARK(BM_Generate)->DenseRange(0, 4)->Iterations(40)->Unit(benchmark::kMillisecond);

// The reach table of docs/tectonic.md: requests for a target level with the default attempt limit,
// one per iteration. Counters: the share of requests that got the level, and attempts per puzzle made
// (a failed request counts its whole limit), so a rare level shows as a low share rather than ending
// the row.
void BM_Reach(benchmark::State& state) {
  const Size s = kSizes[state.range(0)];
  TectonicGeneratorOptions o;
  o.rows = s.rows;
  o.cols = s.cols;
  o.level = static_cast<int>(state.range(1));
  o.seed = kSeed + 2;
  uint64_t index = 0;
  double attempts = 0, made = 0;
  for (auto _ : state) {
    auto g = generate_tectonic(o, index++);
    attempts += g ? g->attempts : default_tectonic_attempts(s.rows, s.cols, o.level);
    made += g.ok();
  }
  state.counters["got"] = made / static_cast<double>(index);
  state.counters["attempts_per_puzzle"] = made > 0 ? attempts / made : attempts;
  state.SetLabel(size_label(s) + " level " + std::to_string(o.level));
}

void ReachArgs(benchmark::internal::Benchmark* b) {
  for (int k = 0; k < 4; ++k)
    for (int level = 1; level <= kTectonicLevels; ++level) b->Args({k, level});
}
BENCHMARK(BM_Reach)->Apply(ReachArgs)->Iterations(10)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_Reach)->ArgsProduct({{4}, {1, 2, 3, 4, 5, 6, 7, 8}})->Iterations(3)->Unit(benchmark::kMillisecond);

// The removal pass's uniqueness question two ways, on the layouts and solutions of the first 50
// puzzles of a set: the incremental SAT check alone (the generator's choice), or the rules with 2-SAT
// first (sound, so a finished grid proves uniqueness) and SAT only where they get stuck.
void BM_RemovalPass(benchmark::State& state) {
  const int k = static_cast<int>(state.range(0));
  const bool rules_first = state.range(1) != 0;
  const auto& set = generated(k).puzzles;
  const size_t layouts = std::min<size_t>(50, set.size());
  TectonicSolveOptions rules;
  rules.two_sat = true;
  int64_t questions = 0, by_rules = 0, passes = 0;
  double ms = 0;
  for (auto _ : state) {
    const double t0 = cpu_ms();
    for (size_t i = 0; i < layouts; ++i) {
      TectonicPuzzle p = set[i].puzzle;
      p.givens = set[i].solution;
      TectonicUniqueness oracle(p, set[i].solution);
      SplitMix64 rng(i);
      std::vector<int> order(p.size());
      for (int c = 0; c < p.size(); ++c) order[c] = c;
      rng.shuffle(order);
      for (int c : order) {
        const uint8_t v = p.givens[c];
        p.givens[c] = 0;
        ++questions;
        bool unique = false;
        if (rules_first && solve_tectonic_rules(p, rules).outcome == TectonicOutcome::Solved) {
          unique = true;
          ++by_rules;
        } else {
          unique = oracle.check(p.givens) == TectonicUniqueness::Answer::Unique;
        }
        if (!unique) p.givens[c] = v;
      }
      ++passes;
    }
    ms += cpu_ms() - t0;
  }
  state.counters["pass_ms"] = ms / static_cast<double>(passes);
  state.counters["by_rules"] = static_cast<double>(by_rules) / static_cast<double>(questions);
  state.SetLabel(size_label(kSizes[k]) + (rules_first ? " rules+2sat, then SAT" : " SAT only"));
}
BENCHMARK(BM_RemovalPass)->ArgsProduct({{0, 1, 2, 3, 4}, {0, 1}})->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();
