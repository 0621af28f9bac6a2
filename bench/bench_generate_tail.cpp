// bench_generate_tail.cpp — the generation tail: per genre × size × level the site offers, the wall time
// of one `generate` call over N seeds (median, p90, p99, max) and the failures.
//
// A player remembers the slowest puzzle, not the average one, so this program times each seed on its
// own through gridlogic::run() — the verb the CLI and the WASM module call, options as the site's
// catalog (site/lib/catalog.js) builds them — and prints a Markdown table. bench/wasm_bench_generate.mjs
// is the same measurement in the WASM module. Not a Google Benchmark: the statistic wanted is the
// distribution over seeds, not a mean over iterations.
//
//   build/native/bench/bench_generate_tail [--n 200] [--seed 1] [--only TEXT] [--budget SECONDS] [--cpu 1]
//
// --cpu 1 times the thread's CPU instead of the wall clock: on a shared machine (load 20 on 2 cores)
// wall times swing several-fold with the neighbours, CPU time much less.
// --only keeps the rows whose name ("variant 9 killer-3", "tectonic 7x7 7", …) contains TEXT (several
// --only: any of them); --budget stops a row after that many seconds of its own (its n says how many
// seeds it got), for quick runs. Seeds are seed, seed+1, …, seed+n−1, so rows are reproducible.
#include <algorithm>
#include <cmath>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "gridlogic/api.h"

namespace {

struct Combo {
  std::string genre, size, level, rule, islands;
  std::string name() const { return genre + " " + size + " " + (rule.empty() ? "" : rule + "-") + level; }
};

// What site/lib/catalog.js offers (keep in step with it): Sudoku 4–16 at levels 1–5 (25×25 through the
// widget's size), Tectonic at 1/3/5/7, Hashi easy/medium/hard with the catalog's island counts, killer
// 1/3/4 and thermo 1/3 at 4×4–9×9. Hashi 25×25 and 40×40 (the widget's sizes) take the engine's
// default island count, a seventh of the cells.
std::vector<Combo> offered() {
  std::vector<Combo> out;
  for (const char* s : {"4", "6", "9", "12", "16", "25"})
    for (const char* l : {"1", "2", "3", "4", "5"}) out.push_back({"sudoku", s, l, "", ""});
  for (const char* s : {"5x5", "6x6", "7x7", "8x8", "9x9", "12x10"})
    for (const char* l : {"1", "3", "5", "7"}) out.push_back({"tectonic", s, l, "", ""});
  const std::pair<const char*, const char*> hashi[] = {{"7x7", "8"},    {"10x10", "15"}, {"15x15", "30"},
                                                       {"20x20", "60"}, {"25x25", ""},   {"40x40", ""}};
  for (auto [s, islands] : hashi)
    for (const char* l : {"easy", "medium", "hard"}) out.push_back({"hashi", s, l, "", islands});
  for (const char* s : {"4", "6", "9"}) {
    for (const char* l : {"1", "3", "4"}) out.push_back({"variant", s, l, "killer", ""});
    for (const char* l : {"1", "3"}) out.push_back({"variant", s, l, "thermo", ""});
  }
  return out;
}

// Nearest-rank percentile of sorted values.
double percentile(const std::vector<double>& sorted, double p) {
  if (sorted.empty()) return 0;
  size_t rank = static_cast<size_t>(std::max(1.0, std::ceil(p * static_cast<double>(sorted.size()))));
  return sorted[std::min(rank, sorted.size()) - 1];
}

// The whole number after "key": in a JSON answer, or −1.
long json_int(const std::string& json, const std::string& key) {
  const size_t at = json.find("\"" + key + "\":");
  return at == std::string::npos ? -1 : std::strtol(json.c_str() + at + key.size() + 3, nullptr, 10);
}

// Seconds on the wall clock, or of this thread's CPU.
double now(bool cpu) {
  if (!cpu) return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count();
  timespec t{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
  return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_nsec) * 1e-9;
}

}  // namespace

int main(int argc, char** argv) {
  int n = 200;
  unsigned long long seed = 1;
  double budget = 1e18;
  bool cpu = false;
  std::vector<std::string> only;
  for (int i = 1; i + 1 < argc; i += 2) {
    const std::string a = argv[i];
    if (a == "--n") n = std::atoi(argv[i + 1]);
    else if (a == "--seed") seed = std::strtoull(argv[i + 1], nullptr, 10);
    else if (a == "--only") only.emplace_back(argv[i + 1]);
    else if (a == "--budget") budget = std::atof(argv[i + 1]);
    else if (a == "--cpu") cpu = std::atoi(argv[i + 1]) != 0;
    else {
      std::fprintf(stderr, "unknown option %s\n", a.c_str());
      return 2;
    }
  }
  std::printf("%s time per request, seconds\n\n", cpu ? "CPU" : "Wall");
  std::printf("| genre | size | level | n | median s | p90 s | p99 s | max s | failures | mean attempts |\n");
  std::printf("|---|---|---|---:|---:|---:|---:|---:|---:|---:|\n");
  for (const Combo& c : offered()) {
    const std::string name = c.name();
    if (!only.empty() &&
        std::none_of(only.begin(), only.end(), [&](const std::string& o) { return name.find(o) != std::string::npos; }))
      continue;
    std::vector<double> times;
    int failures = 0;
    double attempts = 0, spent = 0;
    std::string first_error;
    for (int i = 0; i < n && spent < budget; ++i) {
      gridlogic::Request r;
      r.verb = "generate";
      r.genre = c.genre;
      r.options.set("size", c.size);
      r.options.set("difficulty", c.level);
      r.options.set("seed", std::to_string(seed + static_cast<unsigned long long>(i)));
      if (!c.rule.empty()) r.options.set("rule", c.rule);
      if (!c.islands.empty()) r.options.set("islands", c.islands);
      const double t0 = now(cpu);
      const gridlogic::Response answer = gridlogic::run(r);
      const double s = now(cpu) - t0;
      spent += s;
      times.push_back(s);
      if (!answer.error.empty() || answer.json.find("\"error\"") != std::string::npos) {
        ++failures;
        if (first_error.empty()) first_error = answer.error.empty() ? answer.json : answer.error;
      } else {
        attempts += static_cast<double>(std::max(1L, json_int(answer.json, "attempts")));
      }
    }
    std::sort(times.begin(), times.end());
    const int ok = static_cast<int>(times.size()) - failures;
    std::printf("| %s | %s | %s%s | %zu | %.3f | %.3f | %.3f | %.3f | %d | %.1f |\n", c.genre.c_str(), c.size.c_str(),
                c.rule.empty() ? "" : (c.rule + "-").c_str(), c.level.c_str(), times.size(), percentile(times, 0.5),
                percentile(times, 0.9), percentile(times, 0.99), times.empty() ? 0.0 : times.back(), failures,
                ok > 0 ? attempts / ok : 0.0);
    if (!first_error.empty()) std::fprintf(stderr, "%s: %s\n", name.c_str(), first_error.substr(0, 300).c_str());
    std::fflush(stdout);
  }
  return 0;
}
