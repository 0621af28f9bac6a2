// bench_hashi_generate.cpp — the Hashi generator (hashi_generator.h) and the four solving methods on
// generated and public puzzles (docs/benchmarks.md, docs/hashi.md "Generator"):
//   BM_Generate  CPU time per puzzle by size and island count, drafts drawn, repairs, islands, stages,
//                and one row of 10,000 puzzles of 15×15/30 against document 001's "about 25 minutes
//                per 10,000" (its generator and its own solver, §6.1, 2009 hardware);
//   BM_Solve     rules (stage 3), the better solver (§3.2), SAT with the spanning tree and with cuts
//                (uniqueness asked) on 1,000 puzzles each of 7×7/7, 10×10/15 and 15×15/30, made by our
//                generator and by the document's generator alone (drafts, often not unique);
//   BM_Public    rules and the better solver on the 910 janko puzzles by grid size and the .has
//                instances by island count (SAT on these: bench_hashi.cpp).
//
//   build/native/bench/bench_hashi_generate --benchmark_counters_tabular=true   # about 2 minutes
//
// "Settled": rules decide every edge (so the puzzle is unique); the better solver ends with a solution
// (Solved or Guessed — a guess is no uniqueness proof); SAT proves exactly one solution. Times are CPU
// time of the process around each call (the machine is shared, wall time counts the others), per
// puzzle, over the last pass. Every set comes from a fixed seed, so a run is reproducible; compare
// rows of one run, never absolute times across runs.
#include <benchmark/benchmark.h>

#include <algorithm>
#include <array>
#include <ctime>
#include <filesystem>
#include <string>
#include <vector>

#include "../tests/engine/hashi_test_data.h"
#include "gridlogic/hashi_generator.h"
#include "gridlogic/hashi_rules.h"
#include "gridlogic/hashi_sat.h"
#include "../tests/engine/test_paths.h"

namespace {

using namespace gridlogic;

struct Shape {
  int rows, cols, islands;
};
// Document 001's three configurations (figure 11), then the two largest our generator is meant for.
constexpr Shape kShapes[] = {{7, 7, 7}, {10, 10, 15}, {15, 15, 30}, {25, 25, 80}, {40, 40, 200}};
constexpr int kSetSize = 1000;
constexpr uint64_t kSeed = 2009;

std::string shape_label(Shape s) {
  return std::to_string(s.rows) + "x" + std::to_string(s.cols) + "/" + std::to_string(s.islands);
}

// Milliseconds of this (single-threaded) process's CPU time: unlike wall time, not inflated by other
// jobs on the shared machine.
double cpu_ms() {
  timespec t{};
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
  return static_cast<double>(t.tv_sec) * 1e3 + static_cast<double>(t.tv_nsec) / 1e6;
}

// Per-puzzle times → the counters mean_<unit> and median_<unit>; returns the mean.
double time_counters(benchmark::State& state, std::vector<double> samples, const std::string& unit) {
  std::sort(samples.begin(), samples.end());
  double total = 0;
  for (double s : samples) total += s;
  const double mean = total / static_cast<double>(samples.size());
  state.counters["mean_" + unit] = mean;
  state.counters["median_" + unit] = samples[samples.size() / 2];
  return mean;
}

// Puzzles 0, 1, 2, … of the seed, one pass of range(1) of them: per puzzle CPU time, drafts drawn
// (attempts), islands added by repairs, islands in the end, and the stage hashi_stage gave.
// "s_per_10k" scales the pass to 10,000 puzzles, the document's unit.
void BM_Generate(benchmark::State& state) {
  const Shape s = kShapes[state.range(0)];
  const int count = static_cast<int>(state.range(1));
  HashiGeneratorOptions o;
  o.rows = s.rows;
  o.cols = s.cols;
  o.islands = s.islands;
  o.seed = kSeed;
  std::vector<double> ms;
  double drafts = 0, repairs = 0, islands = 0;
  std::array<int, 5> stages{};
  for (auto _ : state) {
    for (int i = 0; i < count; ++i) {
      const double t0 = cpu_ms();
      auto g = generate_hashi(o, static_cast<uint64_t>(i));
      ms.push_back(cpu_ms() - t0);
      if (!g) {
        state.SkipWithError(g.error().message.c_str());
        return;
      }
      drafts += g->attempts;
      repairs += g->repairs;
      islands += g->puzzle.island_count();
      ++stages[static_cast<int>(g->stage)];
    }
  }
  const double n = static_cast<double>(ms.size());
  const double mean_ms = time_counters(state, std::move(ms), "ms");
  state.counters["puzzles"] = n;
  state.counters["drafts"] = drafts / n;
  state.counters["repairs"] = repairs / n;
  state.counters["islands"] = islands / n;
  state.counters["s_per_10k"] = mean_ms * 10;  // ms per puzzle × 10,000 / 1,000
  for (int st = 1; st <= 4; ++st)
    state.counters[std::string(hashi_stage_name(static_cast<HashiStage>(st)))] = stages[st];
  std::string label = shape_label(s);
  if (count == 10000) label += ", 10,000 (document 001: ~1,500 s)";
  state.SetLabel(label);
}
// 1,000 per small size, fewer where a puzzle costs tens to hundreds of ms; the 10,000 only in its own row.
BENCHMARK(BM_Generate)
    ->Args({0, kSetSize})
    ->Args({1, kSetSize})
    ->Args({2, kSetSize})
    ->Args({3, 100})
    ->Args({4, 20})
    ->Args({2, 10000})
    ->Iterations(1)
    ->Unit(benchmark::kMillisecond);

// The solve sets: 1,000 puzzles of each of the document's three configurations, from our generator
// (every one unique) and from the document's generator alone (puzzle i is the draft our generator
// starts puzzle i from, so the two sets share every puzzle whose first draft was already unique).
enum Source { kOurs, kDocument };
const char* const kSourceNames[] = {"ours", "document"};

const std::vector<HashiPuzzle>& solve_set(Source source, int shape_index) {
  static std::array<std::array<std::vector<HashiPuzzle>, 3>, 2> sets;
  std::vector<HashiPuzzle>& set = sets[source][shape_index];
  if (set.empty()) {
    const Shape s = kShapes[shape_index];
    for (int i = 0; i < kSetSize; ++i) {
      if (source == kOurs) {
        HashiGeneratorOptions o;
        o.rows = s.rows;
        o.cols = s.cols;
        o.islands = s.islands;
        o.seed = kSeed;
        if (auto g = generate_hashi(o, static_cast<uint64_t>(i))) set.push_back(std::move(g->puzzle));
      } else {
        SplitMix64 rng(stream_seed(kSeed, static_cast<uint64_t>(i)));
        if (auto d = generate_hashi_document(s.rows, s.cols, s.islands, rng)) set.push_back(std::move(d->puzzle));
      }
    }
  }
  return set;
}

enum Method { kRules, kBetter, kSatTree, kSatCuts };
const char* const kMethodNames[] = {"rules", "better", "sat tree", "sat cuts"};

// True when the method settles the puzzle (see the header).
bool settles(const HashiPuzzle& p, Method m) {
  switch (m) {
    case kRules: return solve_hashi_rules(p).outcome == HashiOutcome::Solved;
    case kBetter: return solve_hashi_better(p).outcome != HashiBetterOutcome::Failed;
    case kSatTree:
    case kSatCuts: {
      HashiSatOptions o;
      o.connectivity = m == kSatTree ? HashiConnectivity::Tree : HashiConnectivity::Cuts;
      o.limit = 2;
      const HashiSatResult r = solve_hashi_sat(p, o);
      return r.count == 1 && r.exhausted;
    }
  }
  return false;
}

// One pass over `puzzles` per iteration: "settled" and CPU µs per puzzle (mean, median) of the last pass.
void solve_pass(benchmark::State& state, const std::vector<HashiPuzzle>& puzzles, Method m) {
  int settled = 0;
  std::vector<double> us;
  for (auto _ : state) {
    settled = 0;
    us.clear();
    for (const auto& p : puzzles) {
      const double t0 = cpu_ms();
      settled += settles(p, m);
      us.push_back((cpu_ms() - t0) * 1000);
    }
  }
  state.counters["puzzles"] = static_cast<double>(puzzles.size());
  state.counters["settled"] = settled;
  time_counters(state, std::move(us), "us");
}

void BM_Solve(benchmark::State& state) {
  const auto source = static_cast<Source>(state.range(0));
  const int k = static_cast<int>(state.range(1));
  const auto m = static_cast<Method>(state.range(2));
  solve_pass(state, solve_set(source, k), m);
  state.SetLabel(std::string(kSourceNames[source]) + " " + shape_label(kShapes[k]) + " " + kMethodNames[m]);
}
BENCHMARK(BM_Solve)
    ->ArgsProduct({{kOurs, kDocument}, {0, 1, 2}, {kRules, kBetter, kSatTree, kSatCuts}})
    ->Unit(benchmark::kMillisecond);

// The public sets (../shared/datasets, next to the repository): janko in four bands of grid cells,
// then the .has instances by island count as bench_hashi groups them.
constexpr int kPublicSets = 8;
const char* const kPublicNames[kPublicSets] = {"janko <=100 cells (to 10x10)",
                                               "janko 101-169 cells (to 13x13)",
                                               "janko 170-289 cells (to 17x17)",
                                               "janko >289 cells (to 40x60)",
                                               "cllv 100 islands",
                                               "cllv 200 islands",
                                               "cllv 300 islands",
                                               "cllv 400 islands"};

const std::vector<HashiPuzzle>& public_set(int set) {
  static const std::array<std::vector<HashiPuzzle>, kPublicSets> all = [] {
    const std::filesystem::path root = gridlogic::testing::datasets_dir();
    std::vector<std::string> errors;
    std::array<std::vector<HashiPuzzle>, kPublicSets> sets;
    for (auto& c : testing::load_hashi_janko(root, errors)) {
      const int cells = c.puzzle.rows * c.puzzle.cols;
      sets[cells <= 100 ? 0 : cells <= 169 ? 1 : cells <= 289 ? 2 : 3].push_back(std::move(c.puzzle));
    }
    for (auto& c : testing::load_hashi_cllv(root, errors)) {
      const int islands = c.puzzle.island_count();
      sets[islands <= 100 ? 4 : islands <= 200 ? 5 : islands <= 300 ? 6 : 7].push_back(std::move(c.puzzle));
    }
    return sets;
  }();
  return all[set];
}

void BM_Public(benchmark::State& state) {
  const int set = static_cast<int>(state.range(0));
  const auto m = static_cast<Method>(state.range(1));
  const auto& puzzles = public_set(set);
  if (puzzles.empty()) {
    state.SkipWithError("../shared/datasets/hashi-* absent");
    return;
  }
  solve_pass(state, puzzles, m);
  state.SetLabel(std::string(kPublicNames[set]) + " " + kMethodNames[m]);
}
BENCHMARK(BM_Public)
    ->ArgsProduct({benchmark::CreateDenseRange(0, kPublicSets - 1, 1), {kRules, kBetter}})
    ->Iterations(1)
    ->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();
