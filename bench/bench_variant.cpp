// bench_variant.cpp — variant Sudoku through SAT (variant.h), shaped like document 003's table 5.1 and
// §5.1–5.2 (docs/benchmarks.md, docs/variants.md):
//   variant_example/<file>/<config>  each of the 30 f-puzzles puzzles of ../shared/datasets/variants:
//        clauses, variables, encode and solve ms (uniqueness included: a second model search), best of
//        3 runs, under the default encoding ("default": layered sums, cell at-most-one, value
//        at-least-once per house, distinct sums), the default without distinct sums
//        ("plain-sums", the baseline of that change), without the redundant house clauses ("no-alo"), and
//        document 003's ("pb": PB sums by BDD, minimal base);
//   variant_sandwich/<file>/<encoding>/<pb>/<base>  the examples with sandwich sums under our crusts and
//        document 003 §4.7's three (pb, pb+lengths, combinations), PB by BDD and by adder, on the full
//        base (cell at-most-one, house at-least-once) and on the minimal one (003 table 5.1's); one
//        solution each, as table 5.1 (the document's with every variable a decision, as MiniSat on DIMACS);
//   variant_killer/<set>/<encoding>  the killer sets (janko 810, the first 1,000 krazydad) under each
//        killer encoding: sum (layered; and without distinct sums), pb with BDD and with adder (003 §5.1),
//        pb+combinations and combinations (003 §5.2); mean and median ms per puzzle, clauses per puzzle.
//   variant_doc003/<rule>/<ours|document>  the 9×9 puzzles of hidden thermometers, secret direction and
//        Fawlty Towers that variant_doc003_test.cpp builds (variant_doc003_puzzles.h: same seeds, same
//        givens), under our encoding of the rule and document 003's (the *_document options); uniqueness
//        asked; <rule>-blank: the rule alone without givens, one solution asked (a generator's first
//        question); at most 300,000 conflicts (the document's secret direction would run for minutes).
//
//   build/native/bench/bench_variant --benchmark_counters_tabular=true     # about 3 minutes
//   build/native/bench/bench_variant --benchmark_filter=variant_killer
//
// Times are CPU time of the process (the machine is shared); compare rows of one run.
#include <benchmark/benchmark.h>

#include <algorithm>
#include <ctime>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "../tests/engine/killer_test_data.h"
#include "../tests/engine/variant_doc003_puzzles.h"
#include "../tests/engine/variant_test_data.h"
#include "gridlogic/variant_fpuzzles.h"

namespace gridlogic {
namespace {

double cpu_ms() {
  timespec t{};
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
  return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

struct Example {
  std::string name;
  VariantPuzzle puzzle;
};

const std::vector<Example>& examples() {
  static const std::vector<Example> all = [] {
    std::vector<Example> out;
    for (const auto& c : testing::load_variant_examples())
      if (auto p = parse_variant(c.payload)) out.push_back({c.file.substr(0, c.file.size() - 5), std::move(*p)});
    return out;
  }();
  return all;
}

VariantSolveOptions config(const std::string& name) {
  VariantSolveOptions o;
  if (name == "pb") {
    o.encoding.sums = SumEncoding::Pb;
    o.encoding.killer = KillerEncoding::Pb;
    o.encoding.cell_at_most_one = false;
    o.encoding.house_at_least_one = false;
  } else if (name == "no-alo") {
    o.encoding.house_at_least_one = false;
  } else if (name == "plain-sums") {
    o.encoding.distinct_sums = false;
  }
  // Document 003's encoding can run for minutes on the hardest examples: a budget keeps the run
  // bounded, and the row says "unknown" instead.
  if (name != "default" && name != "plain-sums") o.conflict_budget = 2'000'000;
  return o;
}

// Solves once per iteration and reports the best run's times with the result's size and search.
VariantSolveResult measure(benchmark::State& state, const VariantPuzzle& p, const VariantSolveOptions& o) {
  double best_encode = 1e18, best_solve = 1e18, best_total = 1e18;
  VariantSolveResult r;
  for (auto _ : state) {
    const double t0 = cpu_ms();
    r = solve_variant(p, o);
    const double total = cpu_ms() - t0;
    if (total < best_total) best_total = total, best_encode = r.encode_ms, best_solve = r.solve_ms;
  }
  state.counters["clauses"] = r.clauses;
  state.counters["vars"] = r.variables;
  state.counters["encode_ms"] = best_encode;
  state.counters["solve_ms"] = best_solve;
  state.counters["cpu_ms"] = best_total;
  state.counters["conflicts"] = static_cast<double>(r.conflicts);
  state.counters["unique"] = r.count == 1 && r.exhausted;
  return r;
}

void BM_Example(benchmark::State& state, size_t index, VariantSolveOptions o) {
  const VariantSolveResult r = measure(state, examples()[index].puzzle, o);
  state.counters["solved"] = r.count >= 1;
}

const std::vector<testing::KillerCase>& killer_set(int set) {
  static const std::vector<testing::KillerCase> janko = testing::load_killer_janko();
  static const std::vector<testing::KillerCase> krazydad = [] {
    auto all = testing::load_killer_krazydad();
    if (all.size() > 1000) all.resize(1000);
    return all;
  }();
  return set == 0 ? janko : krazydad;
}

void BM_Killer(benchmark::State& state, int set, KillerEncoding encoding, PbMethod pb, bool parts) {
  const auto& all = killer_set(set);
  if (all.empty()) {
    state.SkipWithError("../shared/datasets/killer-sudoku-* absent");
    return;
  }
  VariantSolveOptions o;
  o.encoding.killer = encoding;
  o.encoding.pb = pb;
  o.encoding.distinct_sums = parts;
  std::vector<double> ms;
  double clauses = 0;
  int settled = 0;
  for (auto _ : state) {
    ms.clear();
    clauses = 0;
    settled = 0;
    for (const auto& c : all) {
      // Janko's Killer-X puzzles are not unique as plain killers: one solution is asked of every puzzle.
      o.limit = 1;
      const double t0 = cpu_ms();
      const VariantSolveResult r = solve_variant(c.puzzle, o);
      ms.push_back(cpu_ms() - t0);
      clauses += r.clauses;
      settled += r.count == 1;
    }
  }
  std::sort(ms.begin(), ms.end());
  double total = 0;
  for (double t : ms) total += t;
  state.counters["puzzles"] = static_cast<double>(all.size());
  state.counters["solved"] = settled;
  state.counters["mean_ms"] = total / static_cast<double>(ms.size());
  state.counters["median_ms"] = ms[ms.size() / 2];
  state.counters["max_ms"] = ms.back();
  state.counters["clauses"] = clauses / static_cast<double>(all.size());
}

// The three 9×9 puzzles, built as the test builds them (seeds 903, 904, 905), givens included.
const VariantPuzzle& doc003_puzzle(int rule) {
  static const std::vector<VariantPuzzle> all = [] {
    namespace d = variant_doc003_puzzles;
    std::vector<VariantPuzzle> out;
    SplitMix64 th(903), sd(904), ft(905);
    std::vector<std::pair<d::NineByNine, SplitMix64*>> built;
    built.emplace_back(d::hidden_thermometers_9x9(th), &th);
    built.emplace_back(*d::secret_direction_9x9(sd), &sd);
    built.emplace_back(d::fawlty_towers_9x9(ft), &ft);
    for (auto& [b, rng] : built) {
      d::add_givens_until_unique(b.puzzle, b.grid, *rng);
      out.push_back(std::move(b.puzzle));
    }
    return out;
  }();
  return all[rule];
}

// blank: the rule alone, no givens, one solution asked — the first question a generator asks, where the
// encoding carries the whole search.
void BM_Doc003(benchmark::State& state, int rule, bool document, bool blank) {
  VariantPuzzle p = doc003_puzzle(rule);
  VariantSolveOptions o;
  if (blank) p.givens.assign(p.givens.size(), 0), o.limit = 1;
  o.conflict_budget = 300'000;
  if (document)
    (rule == 0   ? o.encoding.hidden_thermometer_document
     : rule == 1 ? o.encoding.secret_direction_document
                 : o.encoding.fawlty_towers_document) = true;
  const VariantSolveResult r = measure(state, p, o);
  state.counters["found"] = r.count;
  state.counters["rejected"] = r.rejected;  // the document's towers: grids its CNF admits and verify rejects
}

}  // namespace
}  // namespace gridlogic

int main(int argc, char** argv) {
  using namespace gridlogic;
  for (size_t i = 0; i < examples().size(); ++i)
    for (const char* cfg : {"default", "plain-sums", "no-alo", "pb"})
      benchmark::RegisterBenchmark(("variant_example/" + examples()[i].name + "/" + cfg).c_str(), BM_Example, i,
                                   config(cfg))
          ->Iterations(3)
          ->Unit(benchmark::kMillisecond);
  for (size_t i = 0; i < examples().size(); ++i) {
    const auto& rules = examples()[i].puzzle.rules;
    if (std::none_of(rules.begin(), rules.end(), [](const VariantRulePtr& r) { return r->kind() == "sandwichsum"; }))
      continue;
    for (SandwichEncoding w :
         {SandwichEncoding::Crusts, SandwichEncoding::Pb, SandwichEncoding::PbLengths, SandwichEncoding::Combinations})
      for (PbMethod pb : {PbMethod::Bdd, PbMethod::Adder})
        for (bool minimal : {false, true}) {
          if (w == SandwichEncoding::Crusts && pb == PbMethod::Adder) continue;  // no PB in it
          VariantSolveOptions o;
          o.encoding.sandwich = w;
          o.encoding.pb = pb;
          o.encoding.cell_at_most_one = o.encoding.house_at_least_one = !minimal;
          // One solution, as table 5.1 asks; the document's encodings can run for minutes (a budget),
          // and it ran MiniSat on its DIMACS, deciding on every variable, where our solve decides on
          // cell values only (the rest follow from them).
          o.limit = 1;
          if (w != SandwichEncoding::Crusts) o.conflict_budget = 200'000, o.branch_on_all = true;
          const std::string name = "variant_sandwich/" + examples()[i].name + "/" +
                                   std::string(sandwich_encoding_name(w)) + "/" +
                                   (pb == PbMethod::Bdd ? "bdd" : "adder") + "/" + (minimal ? "minimal" : "full");
          benchmark::RegisterBenchmark(name.c_str(), BM_Example, i, o)->Iterations(3)->Unit(benchmark::kMillisecond);
        }
  }
  const char* sets[] = {"janko810", "krazydad1000"};
  struct Row {
    const char* name;
    KillerEncoding encoding;
    PbMethod pb;
    bool parts = true;
  };
  const Row rows[] = {{"sum", KillerEncoding::Sum, PbMethod::Bdd},
                      {"sum-plain", KillerEncoding::Sum, PbMethod::Bdd, false},
                      {"pb-bdd", KillerEncoding::Pb, PbMethod::Bdd},
                      {"pb-adder", KillerEncoding::Pb, PbMethod::Adder},
                      {"pb+combinations", KillerEncoding::PbCombinations, PbMethod::Bdd},
                      {"combinations", KillerEncoding::Combinations, PbMethod::Bdd}};
  for (int set = 0; set < 2; ++set)
    for (const Row& row : rows)
      benchmark::RegisterBenchmark(("variant_killer/" + std::string(sets[set]) + "/" + row.name).c_str(), BM_Killer,
                                   set, row.encoding, row.pb, row.parts)
          ->Iterations(1)
          ->Unit(benchmark::kMillisecond);
  const char* doc003[] = {"hiddenthermometer", "secretdirection", "fawltytowers"};
  for (bool blank : {false, true})
    for (int rule = 0; rule < 3; ++rule)
      for (bool document : {false, true})
        benchmark::RegisterBenchmark(("variant_doc003/" + std::string(doc003[rule]) + (blank ? "-blank/" : "/") +
                                      (document ? "document" : "ours"))
                                         .c_str(),
                                     BM_Doc003, rule, document, blank)
            ->Iterations(document && rule == 1 ? 1 : 3)
            ->Unit(benchmark::kMillisecond);
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
