// bench_work_units.cpp — what a unit of the work limit (deadline.h) costs in CPU time, per kind of work:
// the requests that meet the limit first (a big empty grid explained, the forum's hardest rated, a SAT
// count, a generator's level hunt) run under a fixed --work-limit, and the table gives the units spent,
// the CPU seconds and the units per CPU second. The weights (kWorkPer… in deadline.h) aim at one rate for
// every row; the default limit (genre.h, kDefaultWorkLimit) divided by the rate is how long a request
// may run on this machine. A plain program (not Google Benchmark: one run of each request is the point).
//   build/native/bench/bench_work_units [UNITS]        (default 300000000 a row)
#include <ctime>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <string>
#include <vector>

#include "gridlogic/api.h"
#include "gridlogic/deadline.h"
#include "../tests/engine/test_paths.h"

namespace {

double cpu_seconds() {
  timespec t{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
  return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_nsec) * 1e-9;
}

std::string first_line(const std::string& path) {
  std::ifstream in(path);
  std::string line;
  while (std::getline(in, line))
    if (!line.empty() && line[0] != '#') return line;
  return "";
}

struct Row {
  const char* what;
  gridlogic::Request request;
};

}  // namespace

int main(int argc, char** argv) {
  const long long units = argc > 1 ? std::atoll(argv[1]) : 300000000LL;
  const std::string data = gridlogic::testing::datasets_dir().string();
  const std::string hard = first_line(data + "/sudoku-forum-hardest-1106/puzzles6_forum_hardest_1106");
  auto request = [&](const char* genre, const char* verb, std::string input,
                     std::vector<std::pair<const char*, const char*>> options) {
    gridlogic::Request r;
    r.genre = genre;
    r.verb = verb;
    r.input = std::move(input);
    for (auto [k, v] : options) r.options.set(k, v);
    r.options.set("work-limit", std::to_string(units));
    r.options.set("time-limit", "0");
    return r;
  };
  std::vector<Row> rows = {
      {"explain, empty 25x25", request("sudoku", "explain", std::string(625, '.'), {})},
      {"explain, empty 16x16", request("sudoku", "explain", std::string(256, '.'), {})},
      {"explain, forum hardest 9x9", request("sudoku", "explain", hard, {})},
      {"rate, forum hardest 9x9", request("sudoku", "rate", hard, {{"runs", "3"}})},
      {"solve sat, empty 25x25, count 1000000",
       request("sudoku", "solve", std::string(625, '.'), {{"method", "sat"}, {"count", "1000000"}})},
      {"solve fast, empty 9x9, count 1000000",
       request("sudoku", "solve", std::string(81, '.'), {{"count", "1000000"}})},
      {"generate 25x25 level 4",
       request("sudoku", "generate", "", {{"size", "25"}, {"difficulty", "4"}, {"count", "100"}, {"seed", "1"}})},
      {"generate 16x16 level 4",
       request("sudoku", "generate", "", {{"size", "16"}, {"difficulty", "4"}, {"count", "100"}, {"seed", "1"}})},
      {"generate hashi 40x40 hard",
       request("hashi", "generate", "", {{"size", "40"}, {"difficulty", "hard"}, {"count", "100"}, {"seed", "1"}})},
      {"generate tectonic 12x10 level 7",
       request("tectonic", "generate", "", {{"size", "12x10"}, {"difficulty", "7"}, {"count", "100"}, {"seed", "1"}})},
      {"generate variant 9x9 killer level 4",
       request("variant", "generate", "", {{"difficulty", "4"}, {"count", "100"}, {"seed", "1"}})},
  };
  std::printf("| request (--work-limit %lld) | stopped | units spent | CPU s | million units per CPU s |\n", units);
  std::printf("| --- | --- | ---: | ---: | ---: |\n");
  for (Row& row : rows) {
    gridlogic::WorkScope outer(0);  // no limit of its own: it only sums what the request spends
    const double start = cpu_seconds();
    const gridlogic::Response r = gridlogic::run(row.request);
    const double cpu = cpu_seconds() - start;
    const long long spent = outer.spent();
    std::printf("| %s | %s | %lld | %.2f | %.1f |\n", row.what,
                r.stopped.empty() ? "no" : std::string(r.stopped).c_str(), spent, cpu,
                cpu > 0 ? static_cast<double>(spent) / cpu / 1e6 : 0.0);
    std::fflush(stdout);
  }
  return 0;
}
