// variant_enumerate.h — the two sides of the rule property tests, for test files that need them
// (variant_rules_test.cpp, variant_doc003_test.cpp, setting_test.cpp): every filled grid of a frame by
// plain backtracking that shares nothing with the encoder, and every model of a puzzle's CNF projected on
// the value variables.
#pragma once

#include <set>
#include <string>
#include <vector>

#include "gridlogic/sat_solver.h"
#include "gridlogic/variant.h"

namespace gridlogic::variant_enumerate {

using Fill = std::vector<uint8_t>;

// Fills in a set, ordered by a plain loop (GCC 12 warns falsely on the library's memcmp for uint8_t).
struct FillLess {
  bool operator()(const Fill& a, const Fill& b) const {
    for (size_t i = 0; i < a.size() && i < b.size(); ++i)
      if (a[i] != b[i]) return a[i] < b[i];
    return a.size() < b.size();
  }
};
using FillSet = std::set<Fill, FillLess>;

// Boxes of box_rows × box_cols, numbered in reading order (written here, not taken from the engine).
inline VariantGrid boxed_grid(int n, int box_rows, int box_cols) {
  VariantGrid g;
  g.n = n;
  g.region.resize(n * n);
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c) g.region[r * n + c] = (r / box_rows) * (n / box_cols) + c / box_cols;
  return g;
}

// Every filled grid with each value once per row, column and region that keeps the givens.
inline std::vector<Fill> enumerate_fills(const VariantGrid& g, const Fill& givens) {
  const int n = g.n;
  std::vector<unsigned> row(n, 0), col(n, 0), reg(n, 0);
  Fill v = givens;
  for (int cell = 0; cell < g.cells(); ++cell) {
    if (!v[cell]) continue;
    const unsigned bit = 1u << v[cell];
    const int r = cell / n, c = cell % n, k = g.region[cell];
    if ((row[r] | col[c] | reg[k]) & bit) return {};
    row[r] |= bit, col[c] |= bit, reg[k] |= bit;
  }
  std::vector<Fill> out;
  auto rec = [&](auto&& self, int cell) -> void {
    while (cell < g.cells() && givens[cell]) ++cell;
    if (cell == g.cells()) {
      out.push_back(v);
      return;
    }
    const int r = cell / n, c = cell % n, k = g.region[cell];
    const unsigned used = row[r] | col[c] | reg[k];
    for (int x = 1; x <= n; ++x) {
      const unsigned bit = 1u << x;
      if (used & bit) continue;
      row[r] |= bit, col[c] |= bit, reg[k] |= bit;
      v[cell] = static_cast<uint8_t>(x);
      self(self, cell + 1);
      row[r] &= ~bit, col[c] &= ~bit, reg[k] &= ~bit;
    }
    v[cell] = 0;
  };
  rec(rec, 0);
  return out;
}

inline std::string fill_text(int n, const Fill& v) {
  std::string out;
  for (int cell = 0; cell < static_cast<int>(v.size()); ++cell) {
    if (cell && cell % n == 0) out += '/';
    out += v[cell] ? static_cast<char>(v[cell] < 10 ? '0' + v[cell] : 'A' + v[cell] - 10) : '.';
  }
  return out;
}

// Every model of the CNF, decoded (all variables are decisions here); a cell without exactly one value
// is reported.
struct SatFills {
  FillSet fills;
  bool exhausted = false;
  std::string error;
};

inline SatFills sat_fills(const VariantPuzzle& p, const VariantEncodingOptions& o, int limit) {
  Cnf cnf;
  const VarRange s = encode_variant(p, o, cnf);
  SatSolver solver;
  solver.add_cnf(cnf);
  std::vector<Var> projection;
  for (int i = 0; i < s.size(); ++i) projection.push_back(Var{s.first.index + i});
  const int n = p.grid.n;
  SatFills out;
  const ModelCount mc = enumerate_models(solver, projection, limit, [&](const SatSolver& m) {
    Fill v(p.grid.cells(), 0);
    for (int cell = 0; cell < p.grid.cells(); ++cell) {
      int values = 0;
      for (int x = 1; x <= n; ++x)
        if (m.value(s.at({cell, x - 1}))) v[cell] = static_cast<uint8_t>(x), ++values;
      if (values != 1 && out.error.empty())
        out.error = "a model gives " + p.grid.name(cell) + " " + std::to_string(values) + " values";
    }
    out.fills.insert(std::move(v));
  });
  out.exhausted = mc.exhausted;
  return out;
}

}  // namespace gridlogic::variant_enumerate
