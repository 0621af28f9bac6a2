// bench_setting.cpp — the live answer to an edit while a puzzle is set (docs/setting.md): `candidates`
// and `analyze` after every edit of a simulated setter, timed through gridlogic::run() as the CLI and the
// WASM module call them, with a plain `solve` (two solutions: unique or not) of the same puzzle beside
// them as the baseline of the same run. bench/wasm_bench_setting.mjs is the same simulation in the WASM
// module (the same edits: the same generator seeds and the same shuffle).
//
// A simulated setter starts from a known unique puzzle's solution (made by `generate` with a fixed seed)
// and adds its pieces one at a time in a seeded random order, until the puzzle is unique:
//   sudoku 9x9    the solution's digits as givens;
//   killer 9x9    the generated puzzle's cages all drawn, then the solution's digits as givens; and, as a
//                 row of its own, the cages drawn one at a time from an empty grid before the digits;
//   tectonic 8x8  the regions fixed, the solution's digits as givens;
//   hashi 10x10   the islands placed without numbers, then their numbers.
// Rows: every edit, and the edits "in the middle of setting" (2 to 99 solutions left); "complete" is
// the share of edits whose two answers were whole (a --budget row may cut some short). Also the empty
// 9×9 (every value possible, each counted to 8): the many-solutions case.
//
//   build/native/bench/bench_setting [--runs 10] [--seed 1] [--cpu 1] [--slow MS] [--only TEXT]
//
// --cpu 1 times the thread's CPU (a shared machine's load swings wall times several-fold); --slow MS
// prints each edit slower than that, with its input, to standard error.
#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <string>
#include <vector>

#include "gridlogic/api.h"
#include "gridlogic/json_value.h"

namespace {

using gridlogic::JsonValue;

// The shuffle both benches share: xorshift32, Fisher–Yates from the back.
struct Xorshift32 {
  uint32_t s;
  uint32_t next() {
    s ^= s << 13;
    s ^= s >> 17;
    s ^= s << 5;
    return s;
  }
  template <class T>
  void shuffle(std::vector<T>& v) {
    for (size_t i = v.size(); i > 1; --i) std::swap(v[i - 1], v[next() % i]);
  }
};

double now(bool cpu) {
  if (!cpu) return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count();
  timespec t{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
  return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_nsec) * 1e-9;
}

double percentile(std::vector<double> v, double p) {
  if (v.empty()) return 0;
  std::sort(v.begin(), v.end());
  const size_t rank = static_cast<size_t>(std::max(1.0, std::ceil(p * static_cast<double>(v.size()))));
  return v[std::min(rank, v.size()) - 1];
}

gridlogic::Response call(const std::string& verb, const std::string& genre, const std::string& input,
                         std::vector<std::pair<std::string, std::string>> options = {}) {
  gridlogic::Request r;
  r.verb = verb;
  r.genre = genre;
  r.input = input;
  for (auto& [k, v] : options) r.options.set(k, v);
  return gridlogic::run(r);
}

JsonValue json_of(const gridlogic::Response& r) {
  if (!r.error.empty()) {
    std::fprintf(stderr, "error: %s\n", r.error.c_str());
    std::exit(1);
  }
  return *gridlogic::parse_json(r.json);
}

std::string quoted(const std::string& s) { return "\"" + s + "\""; }

// One simulated setting: the inputs after each edit, in order.
struct Setting {
  std::string genre;
  std::vector<std::string> inputs;
};

std::string cell_name(int cell, int n) {
  return "R" + std::to_string(cell / n + 1) + "C" + std::to_string(cell % n + 1);
}

Setting sudoku_setting(uint32_t seed) {
  const JsonValue g = json_of(call("generate", "sudoku", "", {{"seed", std::to_string(seed)}}));
  const std::string solution = g.find("solution")->as_string();
  std::vector<int> order(81);
  for (int i = 0; i < 81; ++i) order[i] = i;
  Xorshift32{seed}.shuffle(order);
  Setting s{"sudoku", {}};
  std::string line(81, '.');
  for (int cell : order) {
    line[cell] = solution[cell];
    s.inputs.push_back(line);
  }
  return s;
}

// f-puzzles JSON: the cages so far, and digits as givens.
std::string killer_json(const std::vector<std::string>& cages, const std::string& givens) {
  std::string grid = "[";
  for (int r = 0; r < 9; ++r) {
    grid += r ? ",[" : "[";
    for (int c = 0; c < 9; ++c) {
      const char v = givens[r * 9 + c];
      grid += std::string(c ? "," : "") + (v == '.' ? "{}" : "{\"value\":" + std::string(1, v) + ",\"given\":true}");
    }
    grid += "]";
  }
  grid += "]";
  std::string cage_list;
  for (const std::string& c : cages) cage_list += (cage_list.empty() ? "" : ",") + c;
  return "{\"size\":9,\"grid\":" + grid + ",\"killercage\":[" + cage_list + "]}";
}

// The generated killer's cages all drawn, then its solution's digits one at a time (`cages_first`:
// the cages drawn one at a time before that, from an empty grid).
Setting killer_setting(uint32_t seed, bool cages_first) {
  const JsonValue g = json_of(call("generate", "variant", "", {{"seed", std::to_string(seed)}, {"rule", "killer"}}));
  const std::string solution = g.find("solution")->as_string();
  const JsonValue fp = *gridlogic::parse_json(
      json_of(call("convert", "variant", g.find("puzzle")->as_string(), {{"to", "json"}})).find("puzzle")->as_string());
  std::vector<std::string> cages;
  for (const JsonValue& cage : fp.find("killercage")->items()) {
    std::string cells;
    for (const JsonValue& c : cage.find("cells")->items()) cells += (cells.empty() ? "" : ",") + quoted(c.as_string());
    cages.push_back("{\"cells\":[" + cells + "],\"value\":" + quoted(cage.find("value")->as_string()) + "}");
  }
  Xorshift32 rng{seed};
  rng.shuffle(cages);
  std::vector<int> order(81);
  for (int i = 0; i < 81; ++i) order[i] = i;
  rng.shuffle(order);
  Setting s{"variant", {}};
  std::vector<std::string> drawn;
  std::string givens(81, '.');
  for (const std::string& c : cages) {
    drawn.push_back(c);
    if (cages_first) s.inputs.push_back(killer_json(drawn, givens));
  }
  if (!cages_first) s.inputs.push_back(killer_json(drawn, givens));
  for (int cell : order) {
    givens[cell] = solution[cell];
    s.inputs.push_back(killer_json(drawn, givens));
  }
  return s;
}

Setting tectonic_setting(uint32_t seed) {
  const JsonValue g = json_of(call("generate", "tectonic", "", {{"seed", std::to_string(seed)}, {"size", "8x8"}}));
  const std::string solution = g.find("solution")->as_string();
  const JsonValue t =
      *gridlogic::parse_json(json_of(call("convert", "tectonic", g.find("puzzle")->as_string(), {{"to", "json"}}))
                                 .find("puzzle")
                                 ->as_string());
  const int rows = static_cast<int>(t.find("rows")->as_number()), cols = static_cast<int>(t.find("cols")->as_number());
  std::string regions;
  for (const JsonValue& row : t.find("regions")->items()) {
    std::string r;
    for (const JsonValue& x : row.items())
      r += (r.empty() ? "" : ",") + std::to_string(static_cast<int>(x.as_number()));
    regions += (regions.empty() ? "[" : ",[") + r + "]";
  }
  std::vector<int> order;
  for (int c = 0; c < rows * cols; ++c)
    if (solution[c] != '.') order.push_back(c);
  Xorshift32{seed}.shuffle(order);
  Setting s{"tectonic", {}};
  std::string givens(rows * cols, '.');
  for (int cell : order) {
    givens[cell] = solution[cell];
    std::string rows_text;
    for (int r = 0; r < rows; ++r) rows_text += (r ? "," : "") + quoted(givens.substr(r * cols, cols));
    s.inputs.push_back("{\"genre\":\"tectonic\",\"rows\":" + std::to_string(rows) + ",\"cols\":" +
                       std::to_string(cols) + ",\"givens\":[" + rows_text + "],\"regions\":[" + regions + "]}");
  }
  return s;
}

Setting hashi_setting(uint32_t seed) {
  const JsonValue g =
      json_of(call("generate", "hashi", "", {{"seed", std::to_string(seed)}, {"size", "10x10"}, {"islands", "15"}}));
  const JsonValue h = *gridlogic::parse_json(
      json_of(call("convert", "hashi", g.find("puzzle")->as_string(), {{"to", "json"}})).find("puzzle")->as_string());
  std::vector<std::vector<int>> islands;
  for (const JsonValue& i : h.find("islands")->items())
    islands.push_back({static_cast<int>(i.items()[0].as_number()), static_cast<int>(i.items()[1].as_number()),
                       static_cast<int>(i.items()[2].as_number())});
  std::vector<int> order(islands.size());
  for (size_t i = 0; i < order.size(); ++i) order[i] = static_cast<int>(i);
  Xorshift32{seed}.shuffle(order);
  Setting s{"hashi", {}};
  std::vector<bool> shown(islands.size(), false);
  for (int i : order) {
    shown[i] = true;
    std::string list;
    for (size_t k = 0; k < islands.size(); ++k)
      list += std::string(k ? "," : "") + "[" + std::to_string(islands[k][0]) + "," + std::to_string(islands[k][1]) +
              "," + (shown[k] ? std::to_string(islands[k][2]) : "null") + "]";
    s.inputs.push_back("{\"genre\":\"hashi\",\"rows\":10,\"cols\":10,\"islands\":[" + list + "]}");
  }
  return s;
}

struct Row {
  std::vector<double> live, live_middle, base, base_middle;
  int edits = 0, complete = 0, complete_middle = 0;  // answers neither verb left incomplete
};

}  // namespace

int main(int argc, char** argv) {
  int runs = 10;
  uint32_t seed = 1;
  bool cpu = false;
  double slow = 0;
  std::string
      only;  // --only TEXT: the rows whose puzzle names contain it  // --slow MS: print each edit slower than that (its input) to standard error
  for (int i = 1; i + 1 < argc; i += 2) {
    const std::string a = argv[i];
    if (a == "--runs") runs = std::atoi(argv[i + 1]);
    else if (a == "--seed") seed = static_cast<uint32_t>(std::strtoul(argv[i + 1], nullptr, 10));
    else if (a == "--cpu") cpu = std::atoi(argv[i + 1]) != 0;
    else if (a == "--slow") slow = std::atof(argv[i + 1]);
    else if (a == "--only") only = argv[i + 1];
    else {
      std::fprintf(stderr, "unknown option %s\n", a.c_str());
      return 2;
    }
  }
  struct Kind {
    const char* name;
    std::function<Setting(uint32_t)> make;
    std::string budget;  // the live answer's --budget, "" for none
  };
  const Kind kinds[] = {{"sudoku 9x9", sudoku_setting, ""},
                        {"killer 9x9", [](uint32_t seed) { return killer_setting(seed, false); }, ""},
                        {"tectonic 8x8", tectonic_setting, ""},
                        {"hashi 10x10", hashi_setting, ""},
                        {"killer 9x9 drawn cage by cage", [](uint32_t seed) { return killer_setting(seed, true); }, ""},
                        {"killer 9x9 drawn cage by cage, --budget 5000",
                         [](uint32_t seed) { return killer_setting(seed, true); }, "5000"}};
  std::printf("%s ms per edit: candidates + analyze (live), and a two-solution solve (baseline); %d settings each\n\n",
              cpu ? "CPU" : "Wall", runs);
  std::printf(
      "| puzzle | edits | live p50 | p90 | p99 | max | complete | baseline p50 | p90 | max | live/baseline p50 |\n");
  std::printf("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n");
  for (const auto& [name, make, budget] : kinds) {
    if (!only.empty() && std::string(name).find(only) == std::string::npos) continue;
    Row row;
    for (int k = 0; k < runs; ++k) {
      const Setting s = make(seed + static_cast<uint32_t>(k));
      for (const std::string& input : s.inputs) {
        std::vector<std::pair<std::string, std::string>> options;
        if (!budget.empty()) options.emplace_back("budget", budget);
        double t0 = now(cpu);
        const gridlogic::Response c = call("candidates", s.genre, input, options);
        const double t1 = now(cpu);
        const gridlogic::Response a = call("analyze", s.genre, input, options);
        const double live = (now(cpu) - t0) * 1e3;
        if (slow > 0 && live > slow)
          std::fprintf(stderr, "slow %s: candidates %.0f ms, analyze %.0f ms: %s\n", name, (t1 - t0) * 1e3,
                       (now(cpu) - t1) * 1e3, input.c_str());
        t0 = now(cpu);
        call("solve", s.genre, input);
        const double base = (now(cpu) - t0) * 1e3;
        const JsonValue answer = json_of(a);
        const bool complete = answer.find("complete")->as_bool() && json_of(c).find("complete")->as_bool();
        const double count = answer.find("count")->as_number();
        row.live.push_back(live), row.base.push_back(base), ++row.edits, row.complete += complete;
        if (count >= 2 && count <= 99)
          row.live_middle.push_back(live), row.base_middle.push_back(base), row.complete_middle += complete;
        if (answer.find("status")->as_string() == "unique") break;  // the setter is done
      }
    }
    const auto print = [&](const std::string& label, const std::vector<double>& live, const std::vector<double>& base,
                           int complete) {
      std::printf("| %s | %zu | %.1f | %.1f | %.1f | %.1f | %.0f %% | %.2f | %.2f | %.2f | %.0f |\n", label.c_str(),
                  live.size(), percentile(live, 0.5), percentile(live, 0.9), percentile(live, 0.99),
                  live.empty() ? 0.0 : *std::max_element(live.begin(), live.end()),
                  live.empty() ? 0.0 : 100.0 * complete / static_cast<double>(live.size()), percentile(base, 0.5),
                  percentile(base, 0.9), base.empty() ? 0.0 : *std::max_element(base.begin(), base.end()),
                  percentile(base, 0.5) > 0 ? percentile(live, 0.5) / percentile(base, 0.5) : 0.0);
    };
    print(std::string(name) + ", every edit", row.live, row.base, row.complete);
    print(std::string(name) + ", 2-99 solutions left", row.live_middle, row.base_middle, row.complete_middle);
    std::fflush(stdout);
  }
  // Many solutions: the empty 9×9, every value possible and counted to 8.
  std::vector<double> empty, base;
  for (int k = 0; k < runs; ++k) {
    double t0 = now(cpu);
    call("candidates", "sudoku", std::string(81, '.'));
    empty.push_back((now(cpu) - t0) * 1e3);
    t0 = now(cpu);
    call("solve", "sudoku", std::string(81, '.'));
    base.push_back((now(cpu) - t0) * 1e3);
  }
  std::printf(
      "| candidates of the empty 9x9 | %zu | %.1f | %.1f | %.1f | %.1f | 100 %% | %.2f | %.2f | %.2f | %.0f |\n",
      empty.size(), percentile(empty, 0.5), percentile(empty, 0.9), percentile(empty, 0.99),
      *std::max_element(empty.begin(), empty.end()), percentile(base, 0.5), percentile(base, 0.9),
      *std::max_element(base.begin(), base.end()), percentile(empty, 0.5) / std::max(1e-9, percentile(base, 0.5)));
  return 0;
}
