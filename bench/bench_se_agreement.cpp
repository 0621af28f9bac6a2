// bench_se_agreement.cpp — how closely the ladder's grade (the number `rate` prints as SE) agrees with
// Sudoku Explainer 1.2.1, and how fast it is. A plain program, not a Google Benchmark table.
//
//   bench_se_agreement [--datasets DIR] [--limit N] [--worst K] [--list]
//                      [--paths] [--file PATH --sample N --seed S]...
//
// Without --file: rates every puzzle of DIR/sudoku-se-rated/se121_ratings.tsv (SE's rating and hardest
// technique measured side by side) and prints, per source set and in total, how many of our grades are
// exact, within ±0.2 and within ±0.5 of SE's, how many needed the last resort, and the median / max
// rating time (CPU time of the rating thread, in ms); then the K worst disagreements with SE's technique beside ours (--list: every puzzle).
// With --file (repeatable): a seeded sample of N puzzles of a tdoku-style puzzle file (one 81-character
// puzzle a line, '#' comments), rated for time and last resort only (no SE numbers to compare with).
// --paths: also one line per puzzle (input order) with its rating, hardest technique, step count and a
// fingerprint of the whole explained path, so that two builds' runs can be diffed (a speed change must
// leave every line but the time equal).
// docs/rating.md and docs/benchmarks.md record runs.
#include <algorithm>
#include <ctime>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <map>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "gridlogic/sudoku.h"
#include "gridlogic/sudoku_human.h"
#include "gridlogic/trace.h"

using namespace gridlogic;

namespace {

bool g_paths = false;  // --paths: one line per puzzle with its rating, step count and path fingerprint

struct Rated {
  std::string set, puzzle, se_technique;
  double se = 0;
  double ours = 0;
  std::string our_technique;
  bool last_resort = false;
  double ms = 0;
  size_t steps = 0;
  uint64_t path = 0;  // FNV-1a of the explained path (JSON of every step and its rating)
};

// A fingerprint of a whole explained path, so that two builds can be checked to explain every puzzle
// identically (--paths prints it per puzzle; diff two runs).
uint64_t path_hash(const HumanSolveResult& r) {
  Trace t;
  t.steps = r.steps;
  std::string s = t.to_json();
  for (double x : r.ratings) s += std::to_string(x) + ",";
  uint64_t h = 1469598103934665603ull;
  for (unsigned char c : s) h = (h ^ c) * 1099511628211ull;
  return h;
}

// Grades as `rate` does (sudoku_rating.cpp, grade_by_ladder): the ladder with its last resort allowed.
void grade(const std::string& text, double& rating, std::string& technique, bool& last_resort, double& ms,
           size_t& steps, uint64_t& path) {
  const SudokuGrid g = *parse_sudoku_line(text);
  // CPU time of this thread: the machine is shared, so wall time would measure the neighbours.
  const auto cpu = [] {
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
  };
  const double t0 = cpu();
  const HumanSolveResult r = solve_sudoku_human(g);
  ms = cpu() - t0;
  rating = r.hardest_rating;
  technique = r.hardest_technique;
  last_resort = r.used_last_resort || !r.solved;
  steps = r.steps.size();
  path = path_hash(r);
}

void print_path(const std::string& puzzle, const Rated& r) {
  if (g_paths)
    std::printf("path %s %4.1f %-40s %4zu steps %016llx %9.1f ms\n", puzzle.c_str(), r.ours, r.our_technique.c_str(),
                r.steps, static_cast<unsigned long long>(r.path), r.ms);
}

double median(std::vector<double> v) {
  if (v.empty()) return 0;
  std::sort(v.begin(), v.end());
  return v.size() % 2 ? v[v.size() / 2] : (v[v.size() / 2 - 1] + v[v.size() / 2]) / 2;
}

struct Tally {
  int n = 0, exact = 0, near2 = 0, near5 = 0, last = 0;
  std::vector<double> ms;
  void add(const Rated& r) {
    ++n;
    const double d = std::fabs(r.ours - r.se);
    exact += d < 0.05;
    near2 += d < 0.25;
    near5 += d < 0.55;
    last += r.last_resort;
    ms.push_back(r.ms);
  }
};

void print_tally(const std::string& name, const Tally& t) {
  auto pct = [&](int k) { return t.n ? 100.0 * k / t.n : 0.0; };
  std::printf("| %-10s | %4d | %3d (%5.1f%%) | %3d (%5.1f%%) | %3d (%5.1f%%) | %3d | %8.2f | %8.1f |\n", name.c_str(),
              t.n, t.exact, pct(t.exact), t.near2, pct(t.near2), t.near5, pct(t.near5), t.last, median(t.ms),
              t.ms.empty() ? 0.0 : *std::max_element(t.ms.begin(), t.ms.end()));
}

int agreement(const std::string& dir, size_t limit, int worst, bool list) {
  std::ifstream in(dir + "/sudoku-se-rated/se121_ratings.tsv");
  if (!in) {
    std::fprintf(stderr, "no %s/sudoku-se-rated/se121_ratings.tsv\n", dir.c_str());
    return 1;
  }
  std::vector<Rated> rows;
  std::string line;
  while (rows.size() < limit && std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    std::istringstream ls(line);
    Rated r;
    std::string se;
    std::getline(ls, r.set, '\t');
    std::getline(ls, r.puzzle, '\t');
    std::getline(ls, se, '\t');
    std::getline(ls, r.se_technique);
    r.se = std::atof(se.c_str());
    grade(r.puzzle, r.ours, r.our_technique, r.last_resort, r.ms, r.steps, r.path);
    print_path(r.puzzle, r);
    rows.push_back(r);
  }
  std::map<std::string, Tally> per_set;
  std::vector<std::string> order;
  Tally all;
  for (const Rated& r : rows) {
    if (!per_set.count(r.set)) order.push_back(r.set);
    per_set[r.set].add(r);
    all.add(r);
  }
  std::printf(
      "| set        |    n | exact        | within ±0.2  | within ±0.5  | last resort | median ms | max ms |\n");
  std::printf("|---|---:|---:|---:|---:|---:|---:|---:|\n");
  for (const std::string& s : order) print_tally(s, per_set[s]);
  print_tally("all", all);
  std::vector<const Rated*> by_gap;
  for (const Rated& r : rows) by_gap.push_back(&r);
  std::stable_sort(by_gap.begin(), by_gap.end(), [](const Rated* a, const Rated* b) {
    return std::fabs(a->ours - a->se) > std::fabs(b->ours - b->se);
  });
  const int shown = list ? static_cast<int>(by_gap.size()) : std::min<int>(worst, static_cast<int>(by_gap.size()));
  if (shown) std::printf("\n%s:\n", list ? "every puzzle, worst first" : "worst disagreements");
  for (int i = 0; i < shown; ++i) {
    const Rated& r = *by_gap[i];
    std::printf("%-10s SE %4.1f %-45s ours %4.1f %-22s %7.1f ms %s\n", r.set.c_str(), r.se, r.se_technique.c_str(),
                r.ours, r.our_technique.c_str(), r.ms, r.puzzle.c_str());
  }
  return 0;
}

int sample_file(const std::string& path, size_t sample, uint64_t seed) {
  std::ifstream in(path);
  if (!in) {
    std::fprintf(stderr, "no %s\n", path.c_str());
    return 1;
  }
  std::vector<std::string> puzzles;
  std::string line;
  while (std::getline(in, line)) {
    if (!line.empty() && line.back() == '\r') line.pop_back();
    if (line.size() < 81 || line[0] == '#') continue;
    puzzles.push_back(line.substr(0, 81));
  }
  std::mt19937_64 rng(seed);
  std::shuffle(puzzles.begin(), puzzles.end(), rng);
  if (puzzles.size() > sample) puzzles.resize(sample);
  Tally t;
  std::map<std::string, int> hardest;
  std::vector<double> ratings;
  for (const std::string& p : puzzles) {
    Rated r;
    r.puzzle = p;
    grade(p, r.ours, r.our_technique, r.last_resort, r.ms, r.steps, r.path);
    print_path(p, r);
    r.se = r.ours;  // no reference: only time and last resort count
    t.add(r);
    ++hardest[r.our_technique];
    ratings.push_back(r.ours);
  }
  const std::string name = path.substr(path.find_last_of('/') + 1);
  std::vector<double> sorted = t.ms;
  std::sort(sorted.begin(), sorted.end());
  const double p90 =
      sorted.empty() ? 0.0 : sorted[std::max<size_t>(1, static_cast<size_t>(std::ceil(0.9 * sorted.size()))) - 1];
  std::printf(
      "%s: %d puzzles (seed %llu), last resort %d, median rating %.1f, rating time median %.2f ms, p90 %.1f ms, "
      "max %.1f ms, total %.2f s\n",
      name.c_str(), t.n, static_cast<unsigned long long>(seed), t.last, median(ratings), median(t.ms), p90,
      t.ms.empty() ? 0.0 : *std::max_element(t.ms.begin(), t.ms.end()), [&] {
        double s = 0;
        for (double x : t.ms) s += x;
        return s / 1000;
      }());
  for (const auto& [tech, count] : hardest) std::printf("    hardest %-30s %d\n", tech.c_str(), count);
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  std::string dir = "../shared/datasets";
  size_t limit = 100000, sample = 20;
  uint64_t seed = 1;
  int worst = 15;
  bool list = false;
  std::vector<std::pair<std::string, size_t>> files;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    auto next = [&]() -> std::string { return i + 1 < argc ? argv[++i] : ""; };
    if (a == "--datasets") dir = next();
    else if (a == "--limit") limit = std::strtoull(next().c_str(), nullptr, 10);
    else if (a == "--worst") worst = std::atoi(next().c_str());
    else if (a == "--list") list = true;
    else if (a == "--paths") g_paths = true;
    else if (a == "--sample") sample = std::strtoull(next().c_str(), nullptr, 10);
    else if (a == "--seed") seed = std::strtoull(next().c_str(), nullptr, 10);
    else if (a == "--file") files.push_back({next(), 0});
    else {
      std::fprintf(
          stderr,
          "usage: %s [--datasets DIR] [--limit N] [--worst K] [--list] [--paths] [--file PATH --sample N --seed S]\n",
          argv[0]);
      return 2;
    }
  }
  if (files.empty()) return agreement(dir, limit, worst, list);
  int rc = 0;
  for (const auto& f : files) rc |= sample_file(f.first, sample, seed);
  return rc;
}
