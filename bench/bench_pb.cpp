// bench_pb.cpp — PB equalities (BDD vs adder network) and at-most-one encodings: size, encode and solve time.
//
// A "killer cage" of n terms: cells of nine value indicators (the last cell keeps fewer candidates,
// as after pencil marks), term (cell, v) with weight v, target the middle of the reachable sums of
// distinct values. Solving means finding every filling of the cage (exactly one value per cell,
// values distinct, the sum), the question a killer solver asks of a cage. Compare rows of one run:
// BDD is the baseline for PB, pairwise for at-most-one (docs/benchmarks.md).
#include <benchmark/benchmark.h>

#include <algorithm>
#include <vector>

#include "gridlogic/cardinality.h"
#include "gridlogic/pseudo_boolean.h"
#include "gridlogic/sat_solver.h"

namespace {

using gridlogic::AmoEncoding;
using gridlogic::Cnf;
using gridlogic::Lit;
using gridlogic::PbCompare;
using gridlogic::PbMethod;
using gridlogic::Var;

struct Cage {
  int terms = 0;
  std::vector<int> candidates;  // per cell: values 1..candidates[c]
  int64_t target = 0;
  int fillings = 0;  // brute-force count of the solutions, to check the solver's
};

Cage make_cage(int terms) {
  Cage cage;
  cage.terms = terms;
  for (int left = terms; left > 0; left -= 9) cage.candidates.push_back(left < 9 ? left : 9);
  // Sums of distinct values, one per cell: brute force over at most 9^5 fillings.
  std::vector<int> count_by_sum(46, 0);
  const int cells = static_cast<int>(cage.candidates.size());
  auto rec = [&](auto&& self, int cell, int used, int sum) -> void {
    if (cell == cells) {
      ++count_by_sum[sum];
      return;
    }
    for (int v = 1; v <= cage.candidates[cell]; ++v)
      if (!(used >> v & 1)) self(self, cell + 1, used | 1 << v, sum + v);
  };
  rec(rec, 0, 0, 0);
  int lo = 45, hi = 0;
  for (int s = 0; s <= 45; ++s)
    if (count_by_sum[s]) lo = std::min(lo, s), hi = std::max(hi, s);
  cage.target = (lo + hi) / 2;
  cage.fillings = count_by_sum[cage.target];
  return cage;
}

// The cell-value indicators in a range "s", and the PB terms over them.
struct CageVars {
  std::vector<std::vector<Lit>> cell;  // cell[c][v-1]
  std::vector<Lit> lits;
  std::vector<int64_t> weights;
};

CageVars add_cage_vars(Cnf& cnf, const Cage& cage) {
  CageVars out;
  const Var first = cnf.new_range("s", {cage.terms}).first;
  int next = 0;
  for (int candidates : cage.candidates) {
    out.cell.emplace_back();
    for (int v = 1; v <= candidates; ++v) {
      const Lit l = Lit::pos(Var{first.index + next++});
      out.cell.back().push_back(l);
      out.lits.push_back(l);
      out.weights.push_back(v);
    }
  }
  return out;
}

void BM_PbEncode(benchmark::State& state, PbMethod method) {
  const Cage cage = make_cage(static_cast<int>(state.range(0)));
  int vars = 0, clauses = 0;
  for (auto _ : state) {
    Cnf cnf;
    const CageVars cv = add_cage_vars(cnf, cage);
    gridlogic::encode_pb(cnf, cv.lits, cv.weights, PbCompare::Eq, cage.target, method);
    vars = cnf.num_vars() - cage.terms;
    clauses = cnf.num_clauses();
    benchmark::DoNotOptimize(cnf);
  }
  state.counters["clauses"] = clauses;
  state.counters["vars"] = vars;
  state.counters["target"] = static_cast<double>(cage.target);
}

void BM_PbSolve(benchmark::State& state, PbMethod method) {
  const Cage cage = make_cage(static_cast<int>(state.range(0)));
  Cnf cnf;
  const CageVars cv = add_cage_vars(cnf, cage);
  for (const std::vector<Lit>& cell : cv.cell) cnf.exactly_one_pairwise(cell);
  for (int v = 0; v < 9; ++v) {
    std::vector<Lit> same_value;
    for (const std::vector<Lit>& cell : cv.cell)
      if (v < static_cast<int>(cell.size())) same_value.push_back(cell[v]);
    cnf.at_most_one_pairwise(same_value);
  }
  gridlogic::encode_pb(cnf, cv.lits, cv.weights, PbCompare::Eq, cage.target, method);
  std::vector<Var> projection;
  for (Lit l : cv.lits) projection.push_back(l.var());
  int models = 0;
  uint64_t conflicts = 0;
  for (auto _ : state) {
    gridlogic::SatSolver solver;
    solver.add_cnf(cnf);
    const gridlogic::ModelCount count =
        gridlogic::enumerate_models(solver, projection, 1 << 20, [](const gridlogic::SatSolver&) {});
    models = count.count;
    conflicts = solver.stats().conflicts;
  }
  if (models != cage.fillings) state.SkipWithError("model count differs from brute force");
  state.counters["models"] = models;
  state.counters["conflicts"] = static_cast<double>(conflicts);
}

void BM_AmoEncode(benchmark::State& state, AmoEncoding encoding) {
  const int n = static_cast<int>(state.range(0));
  int vars = 0, clauses = 0;
  for (auto _ : state) {
    Cnf cnf;
    const Var first = cnf.new_range("x", {n}).first;
    std::vector<Lit> lits;
    for (int i = 0; i < n; ++i) lits.push_back(Lit::pos(Var{first.index + i}));
    gridlogic::at_most_one(cnf, lits, encoding);
    vars = cnf.num_vars() - n;
    clauses = cnf.num_clauses();
    benchmark::DoNotOptimize(cnf);
  }
  state.counters["clauses"] = clauses;
  state.counters["vars"] = vars;
}

void pb_sizes(benchmark::internal::Benchmark* b) {
  for (int terms : {5, 10, 20, 30, 40}) b->Arg(terms);
}
void amo_sizes(benchmark::internal::Benchmark* b) {
  for (int n : {9, 16, 25, 81}) b->Arg(n);
}

BENCHMARK_CAPTURE(BM_PbEncode, bdd, PbMethod::Bdd)->Apply(pb_sizes)->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(BM_PbEncode, adder, PbMethod::Adder)->Apply(pb_sizes)->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(BM_PbSolve, bdd, PbMethod::Bdd)->Apply(pb_sizes)->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(BM_PbSolve, adder, PbMethod::Adder)->Apply(pb_sizes)->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(BM_AmoEncode, pairwise, AmoEncoding::Pairwise)->Apply(amo_sizes)->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(BM_AmoEncode, sequential, AmoEncoding::Sequential)->Apply(amo_sizes)->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(BM_AmoEncode, product, AmoEncoding::Product)->Apply(amo_sizes)->Unit(benchmark::kMicrosecond);

}  // namespace

BENCHMARK_MAIN();
