// bench_hodoku_agreement.cpp — how closely `rate --hodoku yes` (the HoDoKu ladder) agrees with HoDoKu
// 2.2.0 itself: level, exact score and the whole path, step by step. A plain program, not a Google
// Benchmark table.
//
//   bench_hodoku_agreement [--datasets DIR] [--hodoku-out FILE [--manifest TSV]] [--limit N] [--worst K]
//                          [--generic]
//
// Without --hodoku-out: the 300 puzzles of DIR/sudoku-hodoku-rated (HoDoKu's level, score and path,
// measured side by side). With --hodoku-out: the output of HoDoKu's batch mode `/bs FILE /vp` (a
// "PUZZLE #n Level (score)" line, then one line per step), grouped by the set named for each puzzle in
// --manifest (set TAB puzzle, one a line). Puzzles without exactly one solution are left out (HoDoKu
// rates them, but nothing is right or wrong there). Prints, per set and in total, the levels equal, the
// scores exact, the paths equal step for step (HoDoKu's text of every step), the median / max CPU time
// of our rating, then the K worst disagreements with the first step where the paths part. --generic:
// the generic HoDoKu ladder (HumanOptions::hodoku_generic, the ladder before HoDoKu's own solver) instead.
// docs/rating.md records runs.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "gridlogic/sudoku.h"
#include "gridlogic/sudoku_fast.h"
#include "gridlogic/sudoku_human.h"
#include "../tests/engine/test_paths.h"

using namespace gridlogic;

namespace {

bool g_generic = false;  // --generic

struct Puzzle {
  std::string set, puzzle, level;
  int score = 0;
  std::vector<std::string> steps;  // HoDoKu's text of each step
};

struct Rated {
  const Puzzle* p = nullptr;
  std::string level;
  int score = 0;
  int diverge = -1;  // first step where the texts differ, -1 when the paths are equal
  std::string ours, theirs;
  double ms = 0;
};

std::string capital(std::string s) {
  if (!s.empty()) s[0] = static_cast<char>(std::toupper(s[0]));
  return s;
}

std::string trim(const std::string& s) {
  size_t a = s.find_first_not_of(" \t\r\n"), b = s.find_last_not_of(" \t\r\n");
  return a == std::string::npos ? "" : s.substr(a, b - a + 1);
}

std::vector<Puzzle> read_dataset(const std::string& dir) {
  std::vector<Puzzle> out;
  std::map<std::string, std::string> sets;
  std::ifstream tsv(dir + "/sudoku-hodoku-rated/hodoku220_ratings.tsv");
  for (std::string line; std::getline(tsv, line);) {
    if (line.empty() || line[0] == '#') continue;
    std::istringstream is(line);
    std::string set, n, puzzle;
    std::getline(is, set, '\t');
    std::getline(is, n, '\t');
    std::getline(is, puzzle, '\t');
    sets[puzzle] = set;
  }
  std::ifstream paths(dir + "/sudoku-hodoku-rated/hodoku220_paths.txt");
  for (std::string line; std::getline(paths, line);) {
    if (line.rfind("# ", 0) == 0) {
      Puzzle p;
      std::istringstream is(line.substr(2));
      is >> p.puzzle >> p.level >> p.score;
      p.set = sets.count(p.puzzle) ? sets[p.puzzle] : "?";
      out.push_back(p);
    } else if (!out.empty() && !line.empty()) {
      out.back().steps.push_back(line.substr(line.rfind('\t') + 1));
    }
  }
  return out;
}

// HoDoKu's /bs FILE /vp output.
std::vector<Puzzle> read_hodoku_output(const std::string& file, const std::string& manifest) {
  std::map<std::string, std::string> sets;
  if (!manifest.empty()) {
    std::ifstream m(manifest);
    for (std::string line; std::getline(m, line);) {
      const size_t tab = line.find('\t');
      if (tab != std::string::npos) sets[trim(line.substr(tab + 1))] = line.substr(0, tab);
    }
  }
  std::vector<Puzzle> out;
  std::ifstream in(file);
  for (std::string line; std::getline(in, line);) {
    if (line.size() > 81 && std::isdigit(static_cast<unsigned char>(line[0])) && line.find(" #") == 81) {
      Puzzle p;
      p.puzzle = line.substr(0, 81);
      std::istringstream is(line.substr(82));
      std::string num, score;
      is >> num >> p.level >> score;
      p.score = std::atoi(score.c_str() + 1);
      p.set = sets.count(p.puzzle) ? sets[p.puzzle] : "all";
      out.push_back(p);
    } else if (!out.empty() && line.rfind("   ", 0) == 0) {
      out.back().steps.push_back(trim(line));
    }
  }
  return out;
}

double cpu_ms() {
  timespec t{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
  return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

Rated rate(const Puzzle& p) {
  Rated r;
  r.p = &p;
  const SudokuGrid g = *parse_sudoku_line(p.puzzle);
  HumanOptions options;
  options.ladder = HumanLadder::HoDoKu;
  options.hodoku_generic = g_generic;
  const double t0 = cpu_ms();
  const HumanSolveResult s = solve_sudoku_human(g, options);
  r.ms = cpu_ms() - t0;
  r.level = capital(std::string(hodoku_level_name(s.hodoku_level)));
  r.score = s.hodoku_score;
  const size_t n = std::max(p.steps.size(), s.steps.size());
  for (size_t i = 0; i < n; ++i) {
    std::string ours = i < s.steps.size() ? s.steps[i].notation : "(none)";
    ours = ours.substr(0, ours.find('\n'));
    const std::string theirs = i < p.steps.size() ? p.steps[i] : "(none)";
    if (ours != theirs) {
      r.diverge = static_cast<int>(i);
      r.ours = ours;
      r.theirs = theirs;
      break;
    }
  }
  return r;
}

double median(std::vector<double> v) {
  if (v.empty()) return 0;
  std::sort(v.begin(), v.end());
  return v[v.size() / 2];
}

}  // namespace

int main(int argc, char** argv) {
  std::string datasets = gridlogic::testing::datasets_dir().string(), hodoku_out, manifest;
  size_t limit = SIZE_MAX;
  int worst = 10;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    auto next = [&]() -> std::string {
      if (i + 1 >= argc) {
        std::fprintf(stderr, "%s needs a value\n", a.c_str());
        std::exit(2);
      }
      return argv[++i];
    };
    if (a == "--datasets") datasets = next();
    else if (a == "--hodoku-out") hodoku_out = next();
    else if (a == "--manifest") manifest = next();
    else if (a == "--limit") limit = std::strtoul(next().c_str(), nullptr, 10);
    else if (a == "--worst") worst = std::atoi(next().c_str());
    else if (a == "--generic") g_generic = true;
    else {
      std::fprintf(
          stderr,
          "usage: %s [--datasets DIR] [--hodoku-out FILE [--manifest TSV]] [--limit N] [--worst K] [--generic]\n",
          argv[0]);
      return 2;
    }
  }
  std::vector<Puzzle> puzzles = hodoku_out.empty() ? read_dataset(datasets) : read_hodoku_output(hodoku_out, manifest);
  if (puzzles.empty()) {
    std::fprintf(stderr, "no puzzles read (is %s there?)\n",
                 hodoku_out.empty() ? datasets.c_str() : hodoku_out.c_str());
    return 1;
  }
  std::vector<Rated> results;
  int not_unique = 0;
  for (const Puzzle& p : puzzles) {
    if (results.size() >= limit) break;
    const auto g = parse_sudoku_line(p.puzzle);
    if (!g || solve_sudoku_fast(*g, 2).count != 1) {
      ++not_unique;
      continue;
    }
    results.push_back(rate(p));
  }
  std::vector<std::string> order;
  for (const Rated& r : results)
    if (std::find(order.begin(), order.end(), r.p->set) == order.end()) order.push_back(r.p->set);
  std::printf(
      "| set | n | level equal | score exact | path equal | median ms | max ms "
      "|\n|---|---:|---:|---:|---:|---:|---:|\n");
  auto row = [&](const std::string& name, const std::vector<const Rated*>& rs) {
    int lev = 0, exact = 0, path = 0;
    std::vector<double> ms;
    for (const Rated* r : rs) {
      lev += r->level == r->p->level;
      exact += r->score == r->p->score;
      path += r->diverge < 0;
      ms.push_back(r->ms);
    }
    const double n = static_cast<double>(rs.size());
    std::printf("| %s | %zu | %d (%.1f %%) | %d (%.1f %%) | %d (%.1f %%) | %.1f | %.1f |\n", name.c_str(), rs.size(),
                lev, 100 * lev / n, exact, 100 * exact / n, path, 100 * path / n, median(ms),
                ms.empty() ? 0 : *std::max_element(ms.begin(), ms.end()));
  };
  std::vector<const Rated*> all;
  for (const std::string& s : order) {
    std::vector<const Rated*> rs;
    for (const Rated& r : results)
      if (r.p->set == s) rs.push_back(&r);
    row(s, rs);
  }
  for (const Rated& r : results) all.push_back(&r);
  row("**all**", all);
  if (not_unique) std::printf("(%d puzzles without exactly one solution left out)\n", not_unique);
  std::vector<const Rated*> bad;
  for (const Rated* r : all)
    if (r->score != r->p->score || r->level != r->p->level) bad.push_back(r);
  std::sort(bad.begin(), bad.end(), [](const Rated* a, const Rated* b) {
    return std::abs(a->score - a->p->score) > std::abs(b->score - b->p->score);
  });
  if (!bad.empty()) std::printf("\nWorst disagreements (HoDoKu | ours; first step where the paths part):\n");
  for (int i = 0; i < worst && i < static_cast<int>(bad.size()); ++i) {
    const Rated* r = bad[i];
    std::printf("%s %s: %s %d | %s %d; step %d: HoDoKu \"%s\", ours \"%s\"\n", r->p->set.c_str(), r->p->puzzle.c_str(),
                r->p->level.c_str(), r->p->score, r->level.c_str(), r->score, r->diverge + 1, r->theirs.c_str(),
                r->ours.c_str());
  }
  return 0;
}
