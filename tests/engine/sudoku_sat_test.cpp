// sudoku_sat_test.cpp — document 002's encodings: table 1's clause counts, solving, and brute force.
#include <gtest/gtest.h>

#include <random>

#include "gridlogic/sat_solver.h"
#include "gridlogic/sudoku_sat.h"
#include "test_util.h"

namespace gridlogic {
namespace {

int clauses_for_empty(int n, SudokuEncoding e) {
  Cnf cnf;
  encode_sudoku(*parse_sudoku_line(std::string(n * n, '.')), e, cnf);
  return cnf.num_clauses();
}

// Document 002, table 1: 8,829 / 11,745 / 11,988 clauses for an empty 9×9.
TEST(SudokuEncoding, Table1ClauseCounts) {
  EXPECT_EQ(clauses_for_empty(9, SudokuEncoding::Minimal), 8829);
  EXPECT_EQ(clauses_for_empty(9, SudokuEncoding::Efficient), 11745);
  EXPECT_EQ(clauses_for_empty(9, SudokuEncoding::Extended), 11988);
}

// The same formulas generalised: n² at-least-one clauses plus 3·n·n·C(n,2) binary ones (minimal).
TEST(SudokuEncoding, CountsGeneraliseToEverySize) {
  for (int n : {4, 6, 9, 12, 16}) {
    int pairs = n * (n - 1) / 2;
    EXPECT_EQ(clauses_for_empty(n, SudokuEncoding::Minimal), n * n + 3 * n * n * pairs) << n;
    EXPECT_EQ(clauses_for_empty(n, SudokuEncoding::Efficient), n * n + 4 * n * n * pairs) << n;
    EXPECT_EQ(clauses_for_empty(n, SudokuEncoding::Extended), 4 * n * n + 4 * n * n * pairs) << n;
  }
}

TEST(SudokuEncoding, GivensBecomeUnitClauses) {
  auto grid = *parse_sudoku_line(testing::kWikipediaPuzzle);
  Cnf cnf;
  SudokuVars vars = encode_sudoku(grid, SudokuEncoding::Minimal, cnf);
  EXPECT_EQ(cnf.num_clauses(), 8829 + 30);
  auto last = cnf.clause(cnf.num_clauses() - 1);  // r9c9 = 9
  ASSERT_EQ(last.size(), 1u);
  EXPECT_EQ(last[0], Lit::pos(vars.at(8, 8, 9)));
  EXPECT_EQ(cnf.describe(vars.at(8, 8, 9)), "s[r9,c9,v9]");
}

SudokuGrid solve_with(const SudokuGrid& puzzle, SudokuEncoding e, SatStatus* status) {
  Cnf cnf;
  SudokuVars vars = encode_sudoku(puzzle, e, cnf);
  SatSolver solver;
  solver.add_cnf(cnf);
  *status = solver.solve();
  return *status == SatStatus::Satisfiable ? decode_sudoku(vars, solver) : puzzle;
}

TEST(SudokuSat, EveryEncodingSolvesAKnownPuzzle) {
  auto puzzle = *parse_sudoku_line(testing::kWikipediaPuzzle);
  for (auto e : {SudokuEncoding::Minimal, SudokuEncoding::Efficient, SudokuEncoding::Extended}) {
    SatStatus status;
    SudokuGrid solution = solve_with(puzzle, e, &status);
    ASSERT_EQ(status, SatStatus::Satisfiable) << encoding_name(e);
    EXPECT_EQ(format_sudoku_line(solution), testing::kWikipediaSolution) << encoding_name(e);
  }
}

// Property: on random 4×4 and 6×6 givens (often contradictory), the SAT count equals brute force.
TEST(SudokuSat, CountsMatchBruteForceOnRandomSmallGrids) {
  std::mt19937 rng(2026);
  for (int round = 0; round < 300; ++round) {
    const int n = round % 3 == 0 ? 6 : 4;
    SudokuGrid g = *parse_sudoku_line(std::string(n * n, '.'));
    const int givens = static_cast<int>(rng() % (n == 4 ? 7 : 12));
    for (int k = 0; k < givens; ++k) g.cells[rng() % g.cells.size()] = static_cast<uint8_t>(1 + rng() % n);
    const int limit = 50;
    const int expected = testing::brute_force_count(g, limit);

    Cnf cnf;
    SudokuVars vars = encode_sudoku(g, static_cast<SudokuEncoding>(round % 3), cnf);
    SatSolver solver;
    solver.add_cnf(cnf);
    std::vector<Var> projection;
    for (int i = 0; i < vars.s.size(); ++i) projection.push_back(Var{vars.s.first.index + i});
    int verified = 0;
    ModelCount mc = enumerate_models(solver, projection, limit, [&](const SatSolver& s) {
      verified += !find_sudoku_violation(g, decode_sudoku(vars, s)).has_value();
    });
    ASSERT_EQ(mc.count, expected) << "round " << round << ": " << format_sudoku_line(g);
    ASSERT_EQ(verified, mc.count) << "every model decodes to a valid solution";
  }
}

// Property: one session per shape answers a stream of random puzzles exactly as brute force does —
// blocking clauses of one count, learned clauses and givens must not leak into the next. Each puzzle
// is asked twice, at different limits, so a leaked blocking clause would show as a lower count.
TEST(SudokuSatSession, ReusedSolverMatchesBruteForceOnAStreamOfPuzzles) {
  std::mt19937 rng(77);
  for (int n : {4, 6}) {
    SudokuSatSession session(*SudokuShape::for_side(n), n == 4 ? SudokuEncoding::Minimal : SudokuEncoding::Extended);
    for (int round = 0; round < 150; ++round) {
      SudokuGrid g = *parse_sudoku_line(std::string(n * n, '.'));
      const int givens = static_cast<int>(rng() % (n == 4 ? 7 : 12));
      for (int k = 0; k < givens; ++k) g.cells[rng() % g.cells.size()] = static_cast<uint8_t>(1 + rng() % n);
      for (int limit : {2, 30}) {
        const int expected = testing::brute_force_count(g, limit);
        int verified = 0;
        ModelCount mc = session.solve(
            g, limit, [&](const SudokuGrid& solution) { verified += !find_sudoku_violation(g, solution).has_value(); });
        ASSERT_EQ(mc.count, expected) << "n " << n << " round " << round << ": " << format_sudoku_line(g);
        ASSERT_EQ(verified, mc.count);
        ASSERT_EQ(mc.exhausted, mc.count < limit);
      }
    }
  }
}

}  // namespace
}  // namespace gridlogic
