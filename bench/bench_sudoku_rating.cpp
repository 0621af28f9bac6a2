// bench_sudoku_rating.cpp — how well the Sudoku rating (sudoku_rating.h) orders the six rated buckets
// of ../shared/datasets/sudoku-exchange-rated, and how fast it rates. A plain program, not a Google
// Benchmark table: it rates every puzzle once and prints
//   - per bucket: the mean of each metric and the rating time;
//   - Spearman's rank correlation of each metric with the bucket order (easy < medium < hard1 < hard2 <
//     diabolical; "hard", which spans hard1 and hard2, is reported apart and left out of the ranks);
//   - the confusion matrix of our levels against the buckets;
//   - the throughput in puzzles per second.
//
//   bench_sudoku_rating [--datasets DIR] [--limit N per bucket] [--runs R] [--seed S] [--no-se]
//                       [--csv FILE (one row per puzzle)]
// docs/rating.md records a run and what it means.
#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "gridlogic/sudoku.h"
#include "gridlogic/sudoku_rating.h"
#include "../tests/engine/test_paths.h"

using namespace gridlogic;

namespace {

struct Bucket {
  const char* name;
  double rank;  // position in the order; 0 = not ranked (hard spans hard1 and hard2)
};
constexpr Bucket kBuckets[] = {{"easy", 1}, {"medium", 2}, {"hard1", 3}, {"hard2", 4}, {"diabolical", 5}, {"hard", 0}};

struct Row {
  int bucket;
  SudokuRating rating;
  SudokuGrid puzzle;
};

// Ranks with ties given their mean rank.
std::vector<double> ranks(const std::vector<double>& x) {
  std::vector<size_t> idx(x.size());
  for (size_t i = 0; i < idx.size(); ++i) idx[i] = i;
  std::sort(idx.begin(), idx.end(), [&](size_t a, size_t b) { return x[a] < x[b]; });
  std::vector<double> r(x.size());
  for (size_t i = 0; i < idx.size();) {
    size_t j = i;
    while (j + 1 < idx.size() && x[idx[j + 1]] == x[idx[i]]) ++j;
    const double mean = (static_cast<double>(i) + static_cast<double>(j)) / 2 + 1;
    for (size_t k = i; k <= j; ++k) r[idx[k]] = mean;
    i = j + 1;
  }
  return r;
}

double pearson(const std::vector<double>& a, const std::vector<double>& b) {
  const double n = static_cast<double>(a.size());
  double ma = 0, mb = 0;
  for (size_t i = 0; i < a.size(); ++i) ma += a[i], mb += b[i];
  ma /= n, mb /= n;
  double sab = 0, saa = 0, sbb = 0;
  for (size_t i = 0; i < a.size(); ++i) {
    sab += (a[i] - ma) * (b[i] - mb);
    saa += (a[i] - ma) * (a[i] - ma);
    sbb += (b[i] - mb) * (b[i] - mb);
  }
  return saa > 0 && sbb > 0 ? sab / std::sqrt(saa * sbb) : 0.0;
}

double spearman(const std::vector<double>& a, const std::vector<double>& b) { return pearson(ranks(a), ranks(b)); }

}  // namespace

int main(int argc, char** argv) {
  std::filesystem::path datasets = gridlogic::testing::datasets_dir();
  size_t limit = 500;
  RatingOptions options;
  std::string csv_path;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    auto next = [&]() -> std::string {
      if (i + 1 >= argc) {
        std::fprintf(stderr, "%s needs a value\n", a.c_str());
        std::exit(1);
      }
      return argv[++i];
    };
    if (a == "--datasets") datasets = next();
    else if (a == "--limit") limit = std::stoul(next());
    else if (a == "--runs") options.runs = std::stoi(next());
    else if (a == "--seed") options.seed = std::stoull(next());
    else if (a == "--no-se") options.with_se = false;
    else if (a == "--csv") csv_path = next();
    else {
      std::fprintf(stderr, "usage: %s [--datasets DIR] [--limit N] [--runs R] [--seed S] [--no-se] [--csv FILE]\n",
                   argv[0]);
      return 1;
    }
  }
  const std::filesystem::path dir = datasets / "sudoku-exchange-rated";
  if (!std::filesystem::exists(dir)) {
    std::printf("skipped: %s is absent\n", dir.string().c_str());
    return 0;
  }

  std::vector<Row> rows;
  double seconds[6] = {};
  int counts[6] = {};
  for (int b = 0; b < 6; ++b) {
    std::ifstream in(dir / (std::string(kBuckets[b].name) + "_puzzle_and_solution.txt"));
    std::string line;
    while (static_cast<size_t>(counts[b]) < limit && std::getline(in, line)) {
      if (line.size() < 81) continue;
      Result<SudokuGrid> puzzle = parse_sudoku_line(line.substr(0, 81));
      if (!puzzle) {
        std::fprintf(stderr, "%s: %s\n", kBuckets[b].name, puzzle.error().message.c_str());
        return 2;
      }
      const auto start = std::chrono::steady_clock::now();
      Result<SudokuRating> r = rate_sudoku(*puzzle, options);
      seconds[b] += std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
      if (!r) {
        std::fprintf(stderr, "%s: %s\n", kBuckets[b].name, r.error().message.c_str());
        return 2;
      }
      rows.push_back(Row{b, *r, *puzzle});
      ++counts[b];
    }
  }

  std::printf("sudoku-exchange-rated, %zu puzzles per bucket at most; SiSuS runs %d, seed %llu, k %d, SE %s\n\n", limit,
              options.runs, static_cast<unsigned long long>(options.seed), options.dependency_steps,
              options.with_se ? "on" : "off");
  std::printf(
      "| bucket | puzzles | refutation sum | refutation steps | dependency | SE (mean, rated) | last resort | level | "
      "ms/puzzle |\n");
  std::printf("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |\n");
  for (int b = 0; b < 6; ++b) {
    double ref = 0, steps = 0, dep = 0, se = 0, level = 0;
    int se_n = 0, resort = 0;
    for (const Row& r : rows) {
      if (r.bucket != b) continue;
      ref += r.rating.refutation_sum;
      steps += r.rating.refutation_steps;
      dep += r.rating.dependency;
      level += r.rating.level;
      if (r.rating.se) se += *r.rating.se, ++se_n;
      resort += r.rating.last_resort;
    }
    const double n = counts[b] ? counts[b] : 1;
    std::printf("| %s | %d | %.2f | %.2f | %.2f | %.2f (%d) | %d | %.2f | %.2f |\n", kBuckets[b].name, counts[b],
                ref / n, steps / n, dep / n, se_n ? se / se_n : 0.0, se_n, resort, level / n, 1000 * seconds[b] / n);
  }

  // Spearman over the five disjoint buckets. An SE of nullopt (last resort) ranks above every grade.
  std::vector<double> order, ref, dep, se, level;
  for (const Row& r : rows) {
    if (kBuckets[r.bucket].rank == 0) continue;
    order.push_back(kBuckets[r.bucket].rank);
    ref.push_back(r.rating.refutation_sum);
    dep.push_back(r.rating.dependency);
    se.push_back(r.rating.se ? *r.rating.se : 100.0);
    level.push_back(r.rating.level);
  }
  std::printf(
      "\nSpearman rank correlation with the bucket order (easy < medium < hard1 < hard2 < diabolical, %zu "
      "puzzles):\n\n",
      order.size());
  std::printf("| metric | Spearman ρ |\n| --- | ---: |\n");
  std::printf("| refutation sum | %.3f |\n", spearman(ref, order));
  std::printf("| dependency (lower = harder) | %.3f |\n", spearman(dep, order));
  if (options.with_se) std::printf("| SE grade (last resort = highest) | %.3f |\n", spearman(se, order));
  std::printf("| level | %.3f |\n", spearman(level, order));

  std::printf(
      "\nLevels (rows) against buckets (columns):\n\n| level | easy | medium | hard1 | hard2 | diabolical | hard |\n");
  std::printf("| --- | ---: | ---: | ---: | ---: | ---: | ---: |\n");
  for (int l = 1; l <= 5; ++l) {
    std::printf("| %d %s |", l, kSudokuLevelNames[l - 1]);
    for (int b = 0; b < 6; ++b) {
      int k = 0;
      for (const Row& r : rows) k += r.bucket == b && r.rating.level == l;
      std::printf(" %d |", k);
    }
    std::printf("\n");
  }

  double total = 0;
  for (double s : seconds) total += s;
  std::printf("\nThroughput: %zu puzzles in %.2f s = %.1f puzzles/s (rate_sudoku, one thread)\n", rows.size(), total,
              total > 0 ? static_cast<double>(rows.size()) / total : 0.0);

  // sudoku_level, the generators' call: the ladder first, SiSuS only where the level needs it.
  const auto level_start = std::chrono::steady_clock::now();
  size_t differ = 0;
  for (const Row& r : rows) differ += sudoku_level(r.puzzle) != r.rating.level;
  const double level_s = std::chrono::duration<double>(std::chrono::steady_clock::now() - level_start).count();
  std::printf("sudoku_level: %zu puzzles in %.2f s = %.1f puzzles/s; %zu differ from rate_sudoku's level%s\n",
              rows.size(), level_s, level_s > 0 ? static_cast<double>(rows.size()) / level_s : 0.0, differ,
              options.runs == 30 && options.seed == 1 && options.with_se ? "" : " (other options than the default)");

  if (!csv_path.empty()) {
    std::ofstream csv(csv_path);
    csv << "bucket,refutation_sum,refutation_steps,dependency,se,last_resort,hardest_technique,level\n";
    for (const Row& r : rows)
      csv << kBuckets[r.bucket].name << ',' << r.rating.refutation_sum << ',' << r.rating.refutation_steps << ','
          << r.rating.dependency << ',' << (r.rating.se ? std::to_string(*r.rating.se) : "") << ','
          << r.rating.last_resort << ',' << r.rating.hardest_technique << ',' << r.rating.level << '\n';
  }
  return 0;
}
