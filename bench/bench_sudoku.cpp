// bench_sudoku.cpp — solve + uniqueness time per Sudoku method and data set: the fast native search
// (sudoku_fast.h), SAT with each encoding of document 002 (one solver reused with the givens as
// assumptions, and a formula rebuilt per puzzle), and a plain backtracking baseline like the
// document's brute force. 16×16 rows: the dedicated 16×16 search against the generic one on seeded
// generated and minimal puzzles (`--benchmark_filter=16x16`; docs/sixteen.md).
//
// One iteration solves every puzzle of a capped sample of a set, each counted up to 2 solutions (so a
// unique puzzle is solved and proved unique). Per row: µs/puzzle and puzzles/s; at the end a summary
// of every row as a ratio to the fast solver on the same set, measured in the same run (absolute
// times are noisy; compare within a run). Run from the repository root: the sets are read from
// ../shared/datasets (absent sets are skipped). Results: docs/benchmarks.md, "Sudoku".
#include <benchmark/benchmark.h>

#include <cstdio>
#include <fstream>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "gridlogic/api.h"
#include "gridlogic/sudoku_solve.h"
#include "gridlogic/sat_solver.h"
#include "gridlogic/sudoku.h"
#include "gridlogic/sudoku_fast.h"
#include "gridlogic/sudoku_generator.h"
#include "gridlogic/sudoku_sat.h"

namespace {

using gridlogic::SudokuEncoding;
using gridlogic::SudokuGrid;

struct DataSet {
  const char* name;  // row prefix
  const char* path;  // under ../shared/datasets
  size_t cap;        // puzzles for the fast and API rows
  size_t sat_cap;    // puzzles for the SAT rows
  size_t brute_cap;  // puzzles for the backtracking baseline
};

constexpr DataSet kSets[] = {
    {"17clue", "sudoku-17clue/puzzles2_17_clue", 1000, 200, 20},
    {"top1465", "sudoku-magictour-top1465/puzzles3_magictour_top1465", 1000, 200, 20},
    {"hardest", "sudoku-forum-hardest-1905-11plus/puzzles5_forum_hardest_1905_11+", 1000, 100, 20},
    {"hardest1106", "sudoku-forum-hardest-1106/puzzles6_forum_hardest_1106", 1000, 100, 20},
    {"serg", "sudoku-serg-benchmark/puzzles7_serg_benchmark", 1000, 200, 100},
};

// The first `cap` puzzles of a tdoku-style file ('#' comments; the puzzle is the first 81 characters,
// some files add fields after it). Empty when the file is absent.
std::vector<SudokuGrid> load(const char* path, size_t cap) {
  std::vector<SudokuGrid> grids;
  std::ifstream in(std::string("../shared/datasets/") + path);
  std::string line;
  while (grids.size() < cap && std::getline(in, line)) {
    if (line.size() < 81 || line[0] == '#') continue;
    if (auto g = gridlogic::parse_sudoku_line(line.substr(0, 81))) grids.push_back(*g);
  }
  return grids;
}

// Per-puzzle time and rate counters, from the number of puzzles one iteration solves.
void set_counters(benchmark::State& state, size_t puzzles) {
  state.SetItemsProcessed(static_cast<int64_t>(state.iterations() * puzzles));
  // (puzzles × 1e-6 × iterations / CPU seconds), inverted: CPU µs per puzzle.
  state.counters["us_per_puzzle"] = benchmark::Counter(
      static_cast<double>(puzzles) * 1e-6, benchmark::Counter::kIsIterationInvariantRate | benchmark::Counter::kInvert);
  state.SetLabel(std::to_string(puzzles) + " puzzles");
}

// `path`: Best for the default (`fast` rows: the widest SIMD search the CPU runs), Scalar for the
// scalar 9×9 search (`fast_scalar`), or one SIMD copy (`fast_sse4.1`, `fast_avx2`, `fast_avx512`, rows
// registered only where the CPU runs them; docs/simd.md).
void BM_Fast(benchmark::State& state, std::vector<SudokuGrid> grids, gridlogic::Sudoku9Path path) {
  int64_t solutions = 0;
  uint64_t guesses = 0, branch_points = 0;
  for (auto _ : state)
    for (const SudokuGrid& g : grids) {
      auto r = gridlogic::solve_sudoku_fast_path(g, 2, -1, path);
      solutions += r.count;
      guesses += r.guesses;
      branch_points += r.branch_points;
      benchmark::DoNotOptimize(r);
    }
  set_counters(state, grids.size());
  const double solved = static_cast<double>(state.iterations() * grids.size());
  state.counters["solutions"] = static_cast<double>(solutions) / solved;
  state.counters["guesses"] = static_cast<double>(guesses) / solved;         // per puzzle: the branching's quality
  state.counters["branches"] = static_cast<double>(branch_points) / solved;  // tdoku's "guesses"
}

// 16×16 (no data set exists): puzzles made here with fixed seeds, built at the first run of a row that
// needs them (so other rows pay nothing). Level 1–5: generate_sudoku, seed 2026, indices 0..7 of
// that level. "minimal": 8 random grids (seed 16) with every given removed, in a random order, that
// keeps the solution unique — the sparsest and hardest to prove unique.
const std::vector<SudokuGrid>& sixteen_set(int level) {
  static std::map<int, std::vector<SudokuGrid>> sets;
  auto [it, fresh] = sets.try_emplace(level);
  if (!fresh) return it->second;
  const gridlogic::SudokuShape shape = *gridlogic::SudokuShape::for_side(16);
  if (level > 0) {
    gridlogic::SudokuGeneratorOptions opts;
    opts.shape = shape;
    opts.seed = 2026;
    opts.level = level;
    for (uint64_t i = 0; i < 8; ++i)
      if (auto g = gridlogic::generate_sudoku(opts, i); g.ok()) it->second.push_back(g.value().puzzle);
    return it->second;
  }
  gridlogic::SplitMix64 rng(16);
  for (int k = 0; k < 8; ++k) {
    SudokuGrid p = gridlogic::random_sudoku_solution(shape, rng);
    std::vector<int> order(p.cells.size());
    for (size_t c = 0; c < order.size(); ++c) order[c] = static_cast<int>(c);
    rng.shuffle(order);
    for (int c : order) {
      const uint8_t v = p.cells[c];
      p.cells[c] = 0;
      const auto r = gridlogic::solve_sudoku_fast(p, 2, 20000);
      if (r.count != 1 || !r.exhausted) p.cells[c] = v;
    }
    it->second.push_back(p);
  }
  return it->second;
}

// `dedicated`: solve_sudoku_fast (the 16×16 search); false: the generic search it replaced.
void BM_Sixteen(benchmark::State& state, int level, bool dedicated) {
  const std::vector<SudokuGrid>& grids = sixteen_set(level);
  uint64_t branch_points = 0, guesses = 0;
  for (auto _ : state)
    for (const SudokuGrid& g : grids) {
      auto r = dedicated ? gridlogic::solve_sudoku_fast(g, 2) : gridlogic::solve_sudoku_generic(g, 2);
      branch_points += r.branch_points;
      guesses += r.guesses;
      benchmark::DoNotOptimize(r);
    }
  set_counters(state, grids.size());
  const double solved = static_cast<double>(state.iterations() * grids.size());
  state.counters["guesses"] = static_cast<double>(guesses) / solved;
  state.counters["branches"] = static_cast<double>(branch_points) / solved;
  int givens = 0;
  for (const SudokuGrid& g : grids) givens += g.givens();
  state.counters["givens"] = static_cast<double>(givens) / static_cast<double>(grids.size());
}

// The same through gridlogic::solve(): parsing, rule check of the solution and formatting included.
void BM_Api(benchmark::State& state, std::vector<SudokuGrid> grids) {
  std::vector<std::string> lines;
  for (const SudokuGrid& g : grids) lines.push_back(gridlogic::format_sudoku_line(g));
  for (auto _ : state)
    for (const std::string& line : lines) {
      gridlogic::SudokuSolveRequest req;
      req.puzzle = line;
      auto report = gridlogic::solve_sudoku_request(req);
      benchmark::DoNotOptimize(report);
    }
  set_counters(state, grids.size());
}

// One solver per run: the rules encoded once, each puzzle's givens as assumptions.
void BM_SatSession(benchmark::State& state, std::vector<SudokuGrid> grids, SudokuEncoding encoding) {
  gridlogic::SudokuSatSession session(grids.front().shape, encoding);
  uint64_t decisions = 0, solutions = 0;
  for (auto _ : state)
    for (const SudokuGrid& g : grids) {
      const uint64_t before = session.solver().stats().decisions;
      auto mc = session.solve(g, 2);
      // MiniSat counts one decision per solve() call that finds a model; tdoku's harness subtracts
      // them, and so does this counter, so the two compare.
      decisions += session.solver().stats().decisions - before;
      solutions += static_cast<uint64_t>(mc.count);
      benchmark::DoNotOptimize(mc);
    }
  set_counters(state, grids.size());
  const double solved = static_cast<double>(state.iterations() * grids.size());
  state.counters["decisions"] = static_cast<double>(decisions - solutions) / solved;
}

// A formula and a solver built afresh per puzzle, givens as unit clauses (document 002's way).
void BM_SatFresh(benchmark::State& state, std::vector<SudokuGrid> grids, SudokuEncoding encoding) {
  for (auto _ : state)
    for (const SudokuGrid& g : grids) {
      gridlogic::Cnf cnf;
      gridlogic::SudokuVars vars = gridlogic::encode_sudoku(g, encoding, cnf);
      gridlogic::SatSolver solver;
      solver.add_cnf(cnf);
      std::vector<gridlogic::Var> projection;
      for (int i = 0; i < vars.s.size(); ++i) projection.push_back(gridlogic::Var{vars.s.first.index + i});
      auto mc = gridlogic::enumerate_models(solver, projection, 2, {});
      benchmark::DoNotOptimize(mc);
    }
  set_counters(state, grids.size());
}

// The baseline: plain recursive backtracking in cell order, trying 1..9 in each empty cell and checking
// the row, column and box by scanning them (no candidate sets, no propagation), counting up to 2.
// `nodes` counts tried values; past `budget` the puzzle is abandoned.
struct BruteForce {
  uint8_t g[81];
  int count = 0;
  int64_t nodes = 0;
  int64_t budget = 0;

  bool allowed(int cell, int v) const {
    const int r = cell / 9, c = cell % 9, br = r / 3 * 3, bc = c / 3 * 3;
    for (int k = 0; k < 9; ++k)
      if (g[r * 9 + k] == v || g[k * 9 + c] == v || g[(br + k / 3) * 9 + bc + k % 3] == v) return false;
    return true;
  }
  void run(int cell) {
    while (cell < 81 && g[cell]) ++cell;
    if (cell == 81) {
      ++count;
      return;
    }
    for (int v = 1; v <= 9 && count < 2 && nodes < budget; ++v) {
      ++nodes;
      if (!allowed(cell, v)) continue;
      g[cell] = static_cast<uint8_t>(v);
      run(cell + 1);
      g[cell] = 0;
    }
  }
};

constexpr int64_t kBruteBudget = 20'000'000;  // tried values per puzzle (≈ 0.1–0.3 s here)

void BM_Brute(benchmark::State& state, std::vector<SudokuGrid> grids) {
  int64_t abandoned = 0;
  for (auto _ : state)
    for (const SudokuGrid& p : grids) {
      BruteForce bf;
      for (int i = 0; i < 81; ++i) bf.g[i] = p.cells[i];
      bf.budget = kBruteBudget;
      bf.run(0);
      if (bf.count < 2 && bf.nodes >= kBruteBudget) ++abandoned;
      benchmark::DoNotOptimize(bf.count);
    }
  set_counters(state, grids.size());
  state.counters["abandoned"] = static_cast<double>(abandoned) / static_cast<double>(state.iterations() * grids.size());
}

// Collects µs/puzzle per row for the closing summary.
class SummaryReporter : public benchmark::ConsoleReporter {
 public:
  void ReportRuns(const std::vector<Run>& runs) override {
    ConsoleReporter::ReportRuns(runs);
    for (const Run& run : runs) {
      if (run.run_type != Run::RT_Iteration) continue;
      auto it = run.counters.find("us_per_puzzle");
      if (it == run.counters.end()) continue;
      std::string name = run.benchmark_name();
      name = name.substr(0, name.find("/iterations:"));
      us[name] = it->second.value;  // already CPU µs per puzzle (set_counters)
      auto br = run.counters.find("branches");
      if (br != run.counters.end()) branches[name] = br->second.value;
      auto ab = run.counters.find("abandoned");
      if (ab != run.counters.end()) abandoned[name] = ab->second.value;
    }
  }
  std::map<std::string, double> us;
  std::map<std::string, double> abandoned;
  std::map<std::string, double> branches;
};

const char* const kMethods[] = {"fast",
                                "fast_scalar",
                                "fast_sse4.1",
                                "fast_avx2",
                                "fast_avx512",
                                "api_fast",
                                "sat_session_minimal",
                                "sat_fresh_minimal",
                                "sat_session_efficient",
                                "sat_fresh_efficient",
                                "sat_session_extended",
                                "sat_fresh_extended",
                                "brute"};

}  // namespace

int main(int argc, char** argv) {
  benchmark::Initialize(&argc, argv);
  std::vector<std::string> present;
  for (const DataSet& set : kSets) {
    std::vector<SudokuGrid> grids = load(set.path, set.cap);
    if (grids.empty()) {
      std::fprintf(stderr, "skipping %s: ../shared/datasets/%s is absent\n", set.name, set.path);
      continue;
    }
    present.push_back(set.name);
    const std::string n = set.name;
    auto head = [&](size_t k) {
      return std::vector<SudokuGrid>(grids.begin(), grids.begin() + std::min(k, grids.size()));
    };
    using gridlogic::Sudoku9Path;
    benchmark::RegisterBenchmark((n + "/fast").c_str(), BM_Fast, grids, Sudoku9Path::Best)
        ->Unit(benchmark::kMillisecond);
    for (Sudoku9Path p : gridlogic::kSudoku9Paths)
      if (gridlogic::sudoku9_path_available(p))
        benchmark::RegisterBenchmark(
            (n + "/fast_" + (p == Sudoku9Path::Scalar ? "scalar" : gridlogic::sudoku9_path_name(p))).c_str(), BM_Fast,
            grids, p)
            ->Unit(benchmark::kMillisecond);
    benchmark::RegisterBenchmark((n + "/api_fast").c_str(), BM_Api, grids)->Unit(benchmark::kMillisecond);
    for (SudokuEncoding e : {SudokuEncoding::Minimal, SudokuEncoding::Efficient, SudokuEncoding::Extended}) {
      const std::string en(gridlogic::encoding_name(e));
      benchmark::RegisterBenchmark((n + "/sat_session_" + en).c_str(), BM_SatSession, head(set.sat_cap), e)
          ->Unit(benchmark::kMillisecond)
          ->Iterations(1);
      benchmark::RegisterBenchmark((n + "/sat_fresh_" + en).c_str(), BM_SatFresh, head(set.sat_cap), e)
          ->Unit(benchmark::kMillisecond)
          ->Iterations(1);
    }
    benchmark::RegisterBenchmark((n + "/brute").c_str(), BM_Brute, head(set.brute_cap))
        ->Unit(benchmark::kMillisecond)
        ->Iterations(1);
  }
  const std::pair<int, const char*> kSixteen[] = {{1, "16x16_L1"}, {2, "16x16_L2"}, {3, "16x16_L3"},
                                                  {4, "16x16_L4"}, {5, "16x16_L5"}, {0, "16x16_minimal"}};
  for (auto [level, name] : kSixteen) {
    const std::string n = name;
    benchmark::RegisterBenchmark((n + "/generic").c_str(), BM_Sixteen, level, false)->Unit(benchmark::kMillisecond);
    benchmark::RegisterBenchmark((n + "/fast16").c_str(), BM_Sixteen, level, true)->Unit(benchmark::kMillisecond);
  }
  SummaryReporter reporter;
  benchmark::RunSpecifiedBenchmarks(&reporter);
  benchmark::Shutdown();

  // Summary: µs/puzzle and the ratio to the fast solver of the same set.
  std::printf("\n| method |");
  for (const std::string& s : present) std::printf(" %s µs | × fast |", s.c_str());
  std::printf("\n|---|");
  for (size_t i = 0; i < present.size(); ++i) std::printf("---|---|");
  std::printf("\n");
  for (const char* m : kMethods) {
    std::printf("| %s |", m);
    for (const std::string& s : present) {
      const std::string row = s + "/" + m;
      auto it = reporter.us.find(row);
      auto base = reporter.us.find(s + "/fast");
      if (it == reporter.us.end() || base == reporter.us.end()) {
        std::printf(" — | — |");
        continue;
      }
      auto ab = reporter.abandoned.find(row);
      const bool capped = ab != reporter.abandoned.end() && ab->second > 0;
      std::printf(" %s%.4g | %.3g |", capped ? "≥ " : "", it->second, it->second / base->second);
    }
    std::printf("\n");
  }
  // 16×16: the dedicated search against the generic one, same run.
  bool header = false;
  for (auto [level, name] : kSixteen) {
    const std::string n = name;
    auto g = reporter.us.find(n + "/generic"), f = reporter.us.find(n + "/fast16");
    if (g == reporter.us.end() || f == reporter.us.end()) continue;
    if (!header) {
      std::printf(
          "\n| 16×16 set | generic µs | fast16 µs | fast16 / generic | generic branch points | fast16 branch points |\n"
          "|---|---|---|---|---|---|\n");
      header = true;
    }
    std::printf("| %s | %.4g | %.4g | %.3f | %.4g | %.4g |\n", name, g->second, f->second, f->second / g->second,
                reporter.branches[n + "/generic"], reporter.branches[n + "/fast16"]);
  }
  for (const auto& [row, share] : reporter.abandoned)
    if (share > 0)
      std::printf("%s: %.0f%% of the puzzles abandoned after %lld tried values (time is a lower bound)\n", row.c_str(),
                  share * 100, static_cast<long long>(kBruteBudget));
  return 0;
}
