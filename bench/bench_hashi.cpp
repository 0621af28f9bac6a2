// bench_hashi.cpp — exact SAT on the public Hashi sets (../shared/datasets): the document's spanning tree
// (document 001 §4.1, figure 5) against lazily added cut constraints, uniqueness included (a second
// model search), on the 910 janko puzzles and the 1,440 .has instances of Coelho et al. by island
// count (docs/benchmarks.md). One iteration solves the whole set once; "mean_ms", "median_ms" and
// "max_ms" are per puzzle in CPU time, "unique" counts puzzles proven unique, "rounds" is the mean
// number of cut rounds. Run from the repository root or anywhere: the data path is taken from
// this file's place. --benchmark_filter=janko or =cllv100/cuts picks rows.
#include <benchmark/benchmark.h>

#include <algorithm>
#include <ctime>
#include <filesystem>

#include "../tests/engine/hashi_test_data.h"
#include "gridlogic/hashi_sat.h"
#include "../tests/engine/test_paths.h"

namespace gridlogic {
namespace {

const std::filesystem::path& root() {
  static const std::filesystem::path r = gridlogic::testing::datasets_dir();
  return r;
}

// Set 0: janko; sets 1-4: the .has instances with 100, 200, 300, 400 islands.
const std::vector<testing::HashiCase>& cases(int set) {
  static const std::vector<std::vector<testing::HashiCase>> all = [] {
    std::vector<std::string> errors;
    std::vector<std::vector<testing::HashiCase>> sets(5);
    sets[0] = testing::load_hashi_janko(root(), errors);
    for (auto& c : testing::load_hashi_cllv(root(), errors)) {
      const int islands = c.puzzle.island_count();
      const int k = islands <= 100 ? 1 : islands <= 200 ? 2 : islands <= 300 ? 3 : 4;
      sets[k].push_back(std::move(c));
    }
    return sets;
  }();
  return all[set];
}

// CPU time of this (single-threaded) process: the machine is shared, and wall time counts the others.
double cpu_ms() {
  timespec t{};
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
  return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

void BM_HashiSat(benchmark::State& state, int set, HashiConnectivity connectivity) {
  const auto& all = cases(set);
  if (all.empty()) {
    state.SkipWithError("../shared/datasets/hashi-* absent");
    return;
  }
  HashiSatOptions o;
  o.connectivity = connectivity;
  o.limit = 2;
  int unique = 0;
  double rounds = 0;
  std::vector<double> ms;
  for (auto _ : state) {
    unique = 0;
    rounds = 0;
    ms.clear();
    for (const auto& c : all) {
      const double t0 = cpu_ms();
      const HashiSatResult r = solve_hashi_sat(c.puzzle, o);
      ms.push_back(cpu_ms() - t0);
      unique += r.count == 1 && r.exhausted && r.error.empty();
      rounds += r.cut_rounds;
    }
  }
  std::sort(ms.begin(), ms.end());
  state.SetItemsProcessed(state.iterations() * static_cast<int64_t>(all.size()));
  state.counters["puzzles"] = static_cast<double>(all.size());
  state.counters["unique"] = unique;
  state.counters["rounds"] = rounds / static_cast<double>(all.size());
  state.counters["median_ms"] = ms[ms.size() / 2];
  state.counters["max_ms"] = ms.back();
  double total = 0;
  for (double t : ms) total += t;
  state.counters["mean_ms"] = total / static_cast<double>(ms.size());
}

}  // namespace
}  // namespace gridlogic

// Rows "hashi_sat/<set>/<tree|cuts>", one pass each (a pass over cllv400 with the tree takes minutes).
int main(int argc, char** argv) {
  using namespace gridlogic;
  const char* sets[] = {"janko", "cllv100", "cllv200", "cllv300", "cllv400"};
  for (int set = 0; set < 5; ++set)
    for (HashiConnectivity c : {HashiConnectivity::Tree, HashiConnectivity::Cuts})
      benchmark::RegisterBenchmark(
          ("hashi_sat/" + std::string(sets[set]) + "/" + std::string(hashi_connectivity_name(c))).c_str(), BM_HashiSat,
          set, c)
          ->Iterations(1)
          ->Unit(benchmark::kMillisecond);
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
