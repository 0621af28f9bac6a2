// sudoku_sat.cpp — the three Sudoku encodings of document 002, generalised to every n (sudoku_sat.h).
#include "gridlogic/sudoku_sat.h"

#include <cassert>

namespace gridlogic {

std::optional<SudokuEncoding> parse_sudoku_encoding(std::string_view name) {
  if (name == "minimal") return SudokuEncoding::Minimal;
  if (name == "efficient") return SudokuEncoding::Efficient;
  if (name == "extended") return SudokuEncoding::Extended;
  return std::nullopt;
}

std::string_view encoding_name(SudokuEncoding e) {
  switch (e) {
    case SudokuEncoding::Minimal: return "minimal";
    case SudokuEncoding::Efficient: return "efficient";
    case SudokuEncoding::Extended: return "extended";
  }
  return "?";
}

SudokuVars encode_sudoku_rules(SudokuShape shape, SudokuEncoding encoding, Cnf& cnf) {
  const int n = shape.n();
  SudokuVars vars{shape, cnf.new_range("s", {n, n, n}, {"r", "c", "v"})};
  const bool cell_u = encoding != SudokuEncoding::Minimal;
  const bool house_d = encoding == SudokuEncoding::Extended;

  std::vector<Lit> lits(n);
  // Cell_d (and Cell_u): every cell holds at least (at most) one value.
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c) {
      for (int v = 0; v < n; ++v) lits[v] = Lit::pos(vars.s.at({r, c, v}));
      cnf.at_least_one(lits);
      if (cell_u) cnf.at_most_one_pairwise(lits);
    }
  // Each value at most (and, extended, at least) once per row, column and box.
  auto house = [&](auto cell_at) {
    for (int v = 0; v < n; ++v) {
      for (int k = 0; k < n; ++k) {
        auto [r, c] = cell_at(k);
        lits[k] = Lit::pos(vars.s.at({r, c, v}));
      }
      if (house_d) cnf.at_least_one(lits);
      cnf.at_most_one_pairwise(lits);
    }
  };
  using Cell = std::pair<int, int>;
  for (int i = 0; i < n; ++i) house([&](int k) { return Cell{i, k}; });
  for (int i = 0; i < n; ++i) house([&](int k) { return Cell{k, i}; });
  for (int i = 0; i < n; ++i) {
    int br = (i / shape.box_rows) * shape.box_rows, bc = (i % shape.box_rows) * shape.box_cols;
    house([&](int k) { return Cell{br + k / shape.box_cols, bc + k % shape.box_cols}; });
  }
  return vars;
}

std::vector<Lit> given_literals(const SudokuVars& vars, const SudokuGrid& grid) {
  const int n = vars.shape.n();
  std::vector<Lit> givens;
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c)
      if (int g = grid.at(r, c)) givens.push_back(Lit::pos(vars.at(r, c, g)));
  return givens;
}

SudokuVars encode_sudoku(const SudokuGrid& grid, SudokuEncoding encoding, Cnf& cnf) {
  SudokuVars vars = encode_sudoku_rules(grid.shape, encoding, cnf);
  // Assigned: one unit clause per given.
  for (Lit g : given_literals(vars, grid)) cnf.add_clause({g});
  return vars;
}

SudokuSatSession::SudokuSatSession(SudokuShape shape, SudokuEncoding encoding) {
  Cnf cnf;
  SudokuVars vars = encode_sudoku_rules(shape, encoding, cnf);
  init(cnf, std::move(vars));
}

std::unique_ptr<SudokuSatSession> SudokuSatSession::for_puzzle(const SudokuGrid& puzzle, SudokuEncoding encoding,
                                                               const std::vector<uint32_t>& candidates) {
  std::unique_ptr<SudokuSatSession> session(new SudokuSatSession());
  Cnf cnf;
  SudokuVars vars = encode_sudoku(puzzle, encoding, cnf);
  const int n = puzzle.shape.n();
  if (!candidates.empty())
    for (int cell = 0; cell < puzzle.shape.cells(); ++cell)
      for (int v = 1; v <= n; ++v)
        if (!(candidates[cell] >> (v - 1) & 1u)) cnf.add_clause({Lit::neg(vars.at(cell / n, cell % n, v))});
  session->init(cnf, std::move(vars));
  return session;
}

void SudokuSatSession::init(const Cnf& cnf, SudokuVars vars) {
  vars_ = std::move(vars);
  solver_.add_cnf(cnf);
  projection_.reserve(vars_.s.size());
  for (int i = 0; i < vars_.s.size(); ++i) projection_.push_back(Var{vars_.s.first.index + i});
  // A decision on a cell variable places the digit first (MiniSat would rule it out first): one true
  // variable settles a cell and its houses, where a false one removes one candidate of many.
  for (Var v : projection_) solver_.set_initial_phase(v, true);
}

ModelCount SudokuSatSession::solve(const SudokuGrid& puzzle, int limit,
                                   const std::function<void(const SudokuGrid&)>& on_solution) {
  assert(puzzle.shape == vars_.shape && "SudokuSatSession: puzzle of another shape");
  const std::vector<Lit> givens = given_literals(vars_, puzzle);
  // Learned clauses, phases and activities of the previous puzzle slow this one down (1.4–1.9× on
  // hard puzzles, docs/benchmarks.md); the rules' clauses stay loaded, which is what a session is for.
  solver_.forget_search();
  return enumerate_models_scoped(solver_, givens, projection_, limit, [&](const SatSolver& s) {
    if (on_solution) on_solution(decode_sudoku(vars_, s));
  });
}

SudokuGrid decode_sudoku(const SudokuVars& vars, const SatSolver& solver) {
  const int n = vars.shape.n();
  SudokuGrid grid{vars.shape, std::vector<uint8_t>(vars.shape.cells(), 0)};
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c)
      for (int v = 1; v <= n; ++v)
        if (solver.value(vars.at(r, c, v))) {
          grid.cells[r * n + c] = static_cast<uint8_t>(v);
          break;
        }
  return grid;
}

}  // namespace gridlogic
