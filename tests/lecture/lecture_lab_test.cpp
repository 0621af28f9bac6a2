// lecture_lab_test.cpp — the lecture view's lab methods (web/lecture_lab.h) against independent
// implementations written here: the propagation fixpoints of the three encodings against a plain singles
// fixpoint (naked singles for the minimal and efficient encodings, naked and hidden for the extended);
// DPLL's decision count against a small recursive DPLL (every branching heuristic); Algorithm X's solution count against brute force;
// the blocking-clause lesson ending UNSAT on unique puzzles and with a second grid on two-solution ones;
// a what-if decision then Back giving back the run exactly; and the screen's totals equal to
// `gridlogic solve --method … --json`'s (solve_sudoku_request, the CLI's function).
#include <gtest/gtest.h>

#include <algorithm>
#include <bit>
#include <chrono>
#include <cstdint>
#include <functional>
#include <map>
#include <random>
#include <string>
#include <vector>

#include "gridlogic/json_value.h"
#include "gridlogic/sudoku.h"
#include "gridlogic/sudoku_format.h"
#include "gridlogic/sudoku_sat.h"
#include "gridlogic/sudoku_solve.h"
#include "gridlogic/teach_search.h"
#include "lecture_cdcl.h"
#include "lecture_genres.h"
#include "lecture_lab.h"
#include "lecture_model.h"

namespace gridlogic::lecture {
namespace {

// The default Sudoku (singles, pointing, a naked pair), the X-wing lesson's puzzle, and one that
// singles alone do not finish.
constexpr const char* kDefault = "2.......4...91...5.6....18....7...4.1..3.5..2.2...8....52....7.3...94...4.......9";
constexpr const char* kXWing = "1.85..4.6....7.9..53...4..7..1.6...8.9.4.8.7.8...5.6..7..1...69..6.8....9.4..62.5";
constexpr const char* kHard = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";

std::unique_ptr<Lecture> lab(std::string_view method, std::string_view puzzle, LabOptions o = {}) {
  auto L = load_lecture("sudoku", puzzle, method, o);
  EXPECT_TRUE(L) << (L ? "" : L.error().message);
  return L ? std::move(*L) : nullptr;
}

void expect_consistent_replay(const Lecture& L) {
  ASSERT_EQ(L.states.size(), L.steps.size() + 1);
  for (int k = 0; k <= L.size(); k += std::max(1, L.size() / 40)) EXPECT_TRUE(L.replay(k) == L.state(k)) << k;
  EXPECT_TRUE(L.replay(L.size()) == L.states.back());
  EXPECT_EQ(L.replay_problem, "");
}

// --- an independent singles fixpoint ---------------------------------------------------------------

struct Singles {
  std::vector<int> value;      // per cell, 0 open
  std::vector<uint32_t> cand;  // per open cell, bit v
};

// Places naked singles (and hidden singles when asked) until none is left; candidates are the values
// no placed peer has.
Singles singles_fixpoint(const SudokuGrid& g, bool hidden) {
  const int n = g.shape.n();
  Singles s;
  s.value.assign(g.cells.begin(), g.cells.end());
  auto peers = [&](int a, int b) {
    return a != b && (a / n == b / n || a % n == b % n || g.shape.box_of(a / n, a % n) == g.shape.box_of(b / n, b % n));
  };
  auto candidates = [&](int cell) {
    uint32_t c = ((1u << (n + 1)) - 1) & ~1u;
    for (int o = 0; o < n * n; ++o)
      if (s.value[o] && peers(cell, o)) c &= ~(1u << s.value[o]);
    return c;
  };
  for (bool changed = true; changed;) {
    changed = false;
    for (int cell = 0; cell < n * n; ++cell)
      if (!s.value[cell] && std::popcount(candidates(cell)) == 1) {
        s.value[cell] = std::countr_zero(candidates(cell));
        changed = true;
      }
    if (!hidden || changed) continue;
    // Hidden singles: a value with one place in a row, column or box.
    for (int house = 0; house < 3 * n && !changed; ++house)
      for (int v = 1; v <= n && !changed; ++v) {
        int place = -1, places = 0;
        bool done = false;
        for (int cell = 0; cell < n * n; ++cell) {
          const int r = cell / n, c = cell % n;
          const bool in = house < n       ? r == house
                          : house < 2 * n ? c == house - n
                                          : g.shape.box_of(r, c) == house - 2 * n;
          if (!in) continue;
          if (s.value[cell] == v) done = true;
          if (!s.value[cell] && (candidates(cell) & (1u << v))) place = cell, ++places;
        }
        if (!done && places == 1) {
          s.value[place] = v;
          changed = true;
        }
      }
  }
  s.cand.assign(n * n, 0);
  for (int cell = 0; cell < n * n; ++cell)
    if (!s.value[cell]) s.cand[cell] = candidates(cell);
  return s;
}

TEST(LectureLab, PropagationFixpointsAreTheSinglesOfEachEncoding) {
  for (const char* p : {kDefault, kXWing, kHard}) {
    const SudokuGrid g = *parse_sudoku(p);
    for (const char* enc : {"minimal", "efficient", "extended"}) {
      LabOptions o;
      o.encoding = enc;
      auto L = lab("propagation", p, o);
      ASSERT_TRUE(L);
      expect_consistent_replay(*L);
      EXPECT_EQ(L->steps.back().trace.technique, L->run_verdict == "unknown" ? "fixpoint" : "model") << enc;
      const Singles want = singles_fixpoint(g, std::string(enc) == "extended");
      const BoardState& end = L->states.back();
      for (int cell = 0; cell < 81; ++cell) {
        EXPECT_EQ(end.value[cell], want.value[cell]) << p << " " << enc << " cell " << cell;
        if (!want.value[cell]) EXPECT_EQ(end.candidates[cell], want.cand[cell]) << enc << " cell " << cell;
      }
    }
  }
  // Lynce & Ouaknine's point on one puzzle: the extended encoding's propagation gets further.
  auto minimal = lab("propagation", kXWing, LabOptions{"minimal"});
  auto extended = lab("propagation", kXWing, LabOptions{"extended"});
  EXPECT_GT(minimal->states.back().value.size(), 0u);
  EXPECT_GT(minimal->steps.back().after.open, extended->steps.back().after.open);
}

// Failed literals do at least what propagation does, and each failed literal's negation is true in the
// solution (it was proved).
TEST(LectureLab, FailedLiteralsOnlyRemoveWhatTheSolutionLacks) {
  auto L = lab("failed-literals", kHard);
  ASSERT_TRUE(L);
  expect_consistent_replay(*L);
  auto P = lab("propagation", kHard);
  EXPECT_LE(L->steps.back().after.open, P->steps.back().after.open);
  SudokuSolveRequest req;
  req.puzzle = kHard;
  const SudokuGrid solution = *parse_sudoku(solve_sudoku_request(req).solution);
  int failed = 0;
  for (const Step& s : L->steps) {
    if (s.trace.technique != "failed-literal") continue;
    ++failed;
    for (const CellValue& cv : s.trace.removed) EXPECT_NE(solution.cells[cv.cell], cv.value) << s.trace.explanation;
    for (const CellValue& cv : s.trace.placed) EXPECT_EQ(solution.cells[cv.cell], cv.value) << s.trace.explanation;
  }
  EXPECT_GT(failed, 0);
  const BoardState& end = L->states.back();
  for (int cell = 0; cell < 81; ++cell) {
    if (end.value[cell]) EXPECT_EQ(end.value[cell], solution.cells[cell]);
    else EXPECT_TRUE(end.candidates[cell] & (1u << solution.cells[cell])) << cell;
  }
}

// --- an independent DPLL ---------------------------------------------------------------------------

// Recursive DPLL on a CNF: propagate by scanning the clauses, branch on the heuristic's literal, the
// branch first and its negation second; counts decisions until the first model.
struct SmallDpll {
  std::vector<std::vector<Lit>> clauses;
  int vars = 0;
  std::string heuristic;
  long decisions = 0;

  int8_t val(const std::vector<int8_t>& a, Lit l) const {
    const int8_t v = a[l.var().index];
    return v < 0 ? -1 : static_cast<int8_t>(l.negated() ? 1 - v : v);
  }
  bool propagate(std::vector<int8_t>& a) const {
    for (bool changed = true; changed;) {
      changed = false;
      for (const auto& c : clauses) {
        int open = 0;
        Lit last{};
        bool sat = false;
        for (Lit l : c) {
          const int8_t v = val(a, l);
          if (v == 1) sat = true;
          if (v < 0) ++open, last = l;
        }
        if (sat) continue;
        if (open == 0) return false;
        if (open == 1) {
          a[last.var().index] = last.negated() ? 0 : 1;
          changed = true;
        }
      }
    }
    return true;
  }
  Lit pick(const std::vector<int8_t>& a) const {
    if (heuristic == "first-open") {
      for (int v = 0; v < vars; ++v)
        if (a[v] < 0) return Lit::pos(Var{v});
      return Lit{};
    }
    // Over the clauses not yet satisfied, each literal's occurrences: DLIS counts them all, MOM only
    // those in the shortest such clauses, Jeroslow-Wang weighs each by 2^-(its open literals), kept as
    // a count of 2^-open in units of 2^-16 (exact: clauses here have at most 9 literals).
    std::vector<std::vector<Lit>> open_clauses;
    size_t shortest = SIZE_MAX;
    for (const auto& c : clauses) {
      std::vector<Lit> open;
      bool sat = false;
      for (Lit l : c) {
        sat |= val(a, l) == 1;
        if (val(a, l) < 0) open.push_back(l);
      }
      if (sat) continue;
      shortest = std::min(shortest, open.size());
      open_clauses.push_back(std::move(open));
    }
    std::vector<uint64_t> count(2 * vars, 0);
    for (const auto& open : open_clauses) {
      if (heuristic == "mom" && open.size() != shortest) continue;
      for (Lit l : open) count[l.code] += heuristic == "jeroslow-wang" ? uint64_t{1} << (16 - open.size()) : 1;
    }
    Lit best{};
    if (heuristic == "mom") {
      // MOM: the variable with the largest (f(x) + f(-x))·2^10 + f(x)·f(-x), the first on a tie, its
      // more frequent literal (true on a tie).
      uint64_t best_score = 0;
      bool any = false;
      for (int v = 0; v < vars; ++v) {
        if (a[v] >= 0) continue;
        const uint64_t p = count[2 * v], q = count[2 * v + 1], s = (p + q) * 1024 + p * q;
        if (!any || s > best_score) best_score = s, any = true, best = p >= q ? Lit::pos(Var{v}) : Lit::neg(Var{v});
      }
      return best;
    }
    // DLIS and Jeroslow-Wang: the literal with the largest count, the first on a tie, true before false.
    bool any = false;
    uint64_t best_count = 0;
    for (int v = 0; v < vars; ++v) {
      if (a[v] >= 0) continue;
      for (Lit l : {Lit::pos(Var{v}), Lit::neg(Var{v})})
        if (!any || count[l.code] > best_count) best_count = count[l.code], any = true, best = l;
    }
    return best;
  }
  bool solve(std::vector<int8_t> a) {
    if (!propagate(a)) return false;
    const Lit l = pick(a);
    if (l.code < 0) return true;
    ++decisions;
    std::vector<int8_t> b = a;
    b[l.var().index] = l.negated() ? 0 : 1;
    if (solve(b)) return true;
    a[l.var().index] = l.negated() ? 1 : 0;
    return solve(a);
  }
};

TEST(LectureLab, DpllDecisionsEqualASmallIndependentDpll) {
  struct Case {
    const char* puzzle;
    const char* heuristic;
    const char* encoding;
  };
  // Runs of a few to a few hundred decisions (the test's DPLL scans every clause to propagate).
  for (const Case& c :
       {Case{kDefault, "first-open", "minimal"}, Case{kDefault, "first-open", "extended"},
        Case{kXWing, "dlis", "minimal"}, Case{kXWing, "dlis", "extended"}, Case{kHard, "first-open", "extended"},
        Case{kDefault, "mom", "extended"}, Case{kXWing, "mom", "minimal"}, Case{kDefault, "jeroslow-wang", "extended"},
        Case{kXWing, "jeroslow-wang", "minimal"}}) {
    const SudokuGrid g = *parse_sudoku(c.puzzle);
    Cnf cnf;
    const SudokuVars vars = encode_sudoku_rules(g.shape, *parse_sudoku_encoding(c.encoding), cnf);
    SmallDpll d;
    d.vars = cnf.num_vars();
    d.heuristic = c.heuristic;
    for (int i = 0; i < cnf.num_clauses(); ++i) d.clauses.emplace_back(cnf.clause(i).begin(), cnf.clause(i).end());
    for (Lit l : given_literals(vars, g)) d.clauses.push_back({l});
    ASSERT_TRUE(d.solve(std::vector<int8_t>(d.vars, -1)));
    LabOptions o;
    o.encoding = c.encoding;
    o.heuristic = c.heuristic;
    o.max_events = 20000;  // every event a step: the steps count the decisions too
    auto L = lab("dpll", c.puzzle, o);
    ASSERT_TRUE(L);
    expect_consistent_replay(*L);
    const std::string where = std::string(c.puzzle) + " " + c.heuristic + " " + c.encoding;
    EXPECT_EQ(L->totals[0].first, "decisions");
    EXPECT_EQ(L->totals[0].second, static_cast<uint64_t>(d.decisions)) << where;
    EXPECT_EQ(L->steps.back().after.decisions, d.decisions) << where << ": the steps count them too";
    EXPECT_EQ(L->steps.back().trace.technique, "model") << where;
    SudokuGrid end = g;
    for (int cell = 0; cell < 81; ++cell) end.cells[cell] = static_cast<uint8_t>(L->states.back().value[cell]);
    EXPECT_EQ(find_sudoku_violation(g, end), std::nullopt) << where;
  }
}

// On Sudoku's encodings DLIS and Jeroslow-Wang choose alike (a binary clause is satisfied or whole):
// random formulas with clauses of one to five literals tell every heuristic apart. The engine's DPLL
// (the lab's) against the small one, decisions and answer, satisfiable or not.
TEST(LectureLab, DpllHeuristicsOnRandomFormulasEqualASmallIndependentDpll) {
  std::mt19937 rng(35);
  std::map<std::string, std::map<long, int>> seen;  // per heuristic, how often each count came
  for (int round = 0; round < 150; ++round) {
    const int vars = 6 + static_cast<int>(rng() % 10), clauses = vars * (3 + static_cast<int>(rng() % 3));
    Cnf cnf;
    for (int v = 0; v < vars; ++v) cnf.new_var();
    std::vector<std::vector<Lit>> list;
    for (int c = 0; c < clauses; ++c) {
      const int size = std::min(vars, 1 + static_cast<int>(rng() % 5) + (rng() % 4 == 0 ? 0 : 1));
      std::vector<Lit> clause;
      while (static_cast<int>(clause.size()) < size) {
        const Var v{static_cast<int>(rng() % vars)};
        if (std::any_of(clause.begin(), clause.end(), [&](Lit l) { return l.var() == v; })) continue;
        clause.push_back(rng() % 2 ? Lit::pos(v) : Lit::neg(v));
      }
      cnf.add_clause(clause);
      list.push_back(clause);
    }
    for (const char* h : {"first-open", "mom", "jeroslow-wang", "dlis"}) {
      SmallDpll d;
      d.vars = vars;
      d.heuristic = h;
      d.clauses = list;
      const bool sat = d.solve(std::vector<int8_t>(vars, -1));
      TeachSolver solver(cnf);
      TeachOptions o;
      o.method = TeachMethod::Dpll;
      o.heuristic = *parse_branch_heuristic(h);
      const SatStatus status = solver.solve({}, o);
      const std::string where = "round " + std::to_string(round) + " " + h;
      EXPECT_EQ(status, sat ? SatStatus::Satisfiable : SatStatus::Unsatisfiable) << where;
      EXPECT_EQ(solver.stats().decisions, static_cast<uint64_t>(d.decisions)) << where;
      ++seen[h][d.decisions];
    }
  }
  // The formulas are varied enough to mean something: many different counts per heuristic.
  for (const auto& [h, counts] : seen) EXPECT_GE(counts.size(), 8u) << h;
}

// Backtracking checks and never propagates: every decision's consequences are only what it makes
// false at once; it still ends in the solution.
TEST(LectureLab, BacktrackingEndsInTheSolutionWithoutPropagating) {
  LabOptions o;
  o.max_events = 20000;
  auto L = lab("backtracking", kXWing, o);
  ASSERT_TRUE(L);
  expect_consistent_replay(*L);
  int after_givens = 0;
  for (const Step& s : L->steps) after_givens += s.trace.technique == "propagation";
  EXPECT_LE(after_givens, 1) << "only the givens' own binary clauses, once";
  EXPECT_GT(L->steps.back().after.backtracks, 0);
  EXPECT_EQ(L->steps.back().trace.technique, "model");
}

// --- exact cover against brute force --------------------------------------------------------------

long brute_count(SudokuGrid g, int cell = 0) {
  const int n = g.shape.n();
  while (cell < n * n && g.cells[cell]) ++cell;
  if (cell == n * n) return 1;
  long total = 0;
  for (int v = 1; v <= n; ++v) {
    bool ok = true;
    for (int o = 0; o < n * n && ok; ++o)
      if (g.cells[o] == v && (o / n == cell / n || o % n == cell % n ||
                              g.shape.box_of(o / n, o % n) == g.shape.box_of(cell / n, cell % n)))
        ok = false;
    if (!ok) continue;
    g.cells[cell] = static_cast<uint8_t>(v);
    total += brute_count(g, cell + 1);
    g.cells[cell] = 0;
  }
  return total;
}

TEST(LectureLab, ExactCoverFindsEverySolutionOfAManySolutionPuzzle) {
  // The default puzzle with its last two givens removed (493 solutions by brute force), an empty 4×4
  // (288 grids) and a 4×4 with one given.
  std::string many = kDefault;
  for (int i = static_cast<int>(many.size()) - 1, removed = 0; i >= 0 && removed < 2; --i)
    if (many[i] != '.') many[i] = '.', ++removed;
  for (const std::string& p : {many, std::string(16, '.'), std::string("1") + std::string(15, '.')}) {
    const SudokuGrid g = *parse_sudoku(p);
    const long want = brute_count(g);
    ASSERT_GT(want, 1) << p;
    SudokuSolveRequest req;
    req.puzzle = p;
    req.method = "exact-cover";
    req.count_limit = 1000000;
    const SudokuSolveReport r = solve_sudoku_request(req);
    ASSERT_EQ(r.error, "");
    EXPECT_EQ(r.count, want) << p;
    EXPECT_EQ(r.verdict, Verdict::Multiple);
  }
  // In the view: the first solution, the tree of rows, then with the proof the second one.
  LabOptions o;
  o.unique = true;
  auto L = lab("exact-cover", many, o);
  ASSERT_TRUE(L);
  expect_consistent_replay(*L);
  int models = 0;
  for (const Step& s : L->steps) models += s.trace.technique == "model";
  EXPECT_EQ(models, 2);
  EXPECT_EQ(L->run_verdict, "multiple");
}

// A dead end of Algorithm X is told as exact cover, not as a CNF conflict: the column with no rows
// left and its rows, each of them struck on the board at that step (none learned, no first UIP).
TEST(LectureLab, ExactCoverDeadEndsNameTheColumnWithNoRowsLeft) {
  for (const char* p : {kDefault, kXWing, kHard}) {
    auto L = lab("exact-cover", p);
    ASSERT_TRUE(L) << p;
    int dead_ends = 0;
    for (int k = 0; k < L->size(); ++k) {
      const TraceStep& t = L->steps[k].trace;
      if (t.technique != "conflict") continue;
      ++dead_ends;
      EXPECT_NE(t.explanation.find("has no rows left"), std::string::npos) << t.explanation;
      EXPECT_EQ(t.explanation.find("UIP"), std::string::npos) << t.explanation;
      EXPECT_EQ(t.explanation.find("learn"), std::string::npos) << t.explanation;
      ASSERT_FALSE(t.variables.empty());
      // What is placed at the dead end: the givens and the rows taken (true on the trail).
      std::vector<std::pair<int, int>> placed;  // (cell, value)
      for (int cell = 0; cell < 81; ++cell)
        if (p[cell] != '.') placed.emplace_back(cell, p[cell] - '0');
      for (const TrailEntry& e : L->trails[k])  // the trail after step k
        if (!e.lit.negated())
          if (auto cv = L->cell_value(e.lit.var())) placed.emplace_back(cv->cell, cv->value);
      auto clash = [](std::pair<int, int> a, std::pair<int, int> b) {
        const int ra = a.first / 9, ca = a.first % 9, rb = b.first / 9, cb = b.first % 9;
        return a.first == b.first ||
               (a.second == b.second && (ra == rb || ca == cb || (ra / 3 == rb / 3 && ca / 3 == cb / 3)));
      };
      for (int row : t.variables) {
        ASSERT_GT(row, 0);
        const auto cv = L->cell_value(Var{row - 1});
        ASSERT_TRUE(cv);
        EXPECT_TRUE(std::any_of(placed.begin(), placed.end(),
                                [&](std::pair<int, int> q) {
                                  return clash({cv->cell, cv->value}, q);
                                }))
            << t.explanation << ": row " << row;
      }
    }
    EXPECT_GT(dead_ends, 0) << p << ": a puzzle whose search meets a dead end";
  }
}

// --- uniqueness, live ------------------------------------------------------------------------------

// A two-solution puzzle: the default's solution with a unique rectangle's four cells emptied (two rows
// of one band, two columns of different stacks, values a b / b a) — swapping a and b is the second grid.
std::string two_solution_puzzle() {
  SudokuSolveRequest req;
  req.puzzle = kDefault;
  SudokuGrid s = *parse_sudoku(solve_sudoku_request(req).solution);
  for (int r1 = 0; r1 < 9; ++r1)
    for (int r2 = r1 + 1; r2 < 9 && r2 / 3 == r1 / 3; ++r2)
      for (int c1 = 0; c1 < 9; ++c1)
        for (int c2 = c1 + 1; c2 < 9; ++c2) {
          if (c1 / 3 == c2 / 3) continue;
          if (s.at(r1, c1) != s.at(r2, c2) || s.at(r1, c2) != s.at(r2, c1)) continue;
          SudokuGrid p = s;
          for (int cell : {r1 * 9 + c1, r1 * 9 + c2, r2 * 9 + c1, r2 * 9 + c2}) p.cells[cell] = 0;
          if (brute_count(p) == 2) return format_sudoku_line(p);
        }
  return {};
}

TEST(LectureLab, BlockingTheModelProvesUniquenessOrShowsTheSecondSolution) {
  const std::string two = two_solution_puzzle();
  ASSERT_FALSE(two.empty());
  for (const char* method : {"dpll", "cdcl", "backtracking", "exact-cover"}) {
    LabOptions o;
    o.unique = true;
    // Plain backtracking searches the whole tree after the block: the X-wing puzzle keeps it short.
    const std::string unique_puzzle = std::string(method) == "backtracking" ? kXWing : kDefault;
    auto unique = lab(method, unique_puzzle, o);
    ASSERT_TRUE(unique);
    expect_consistent_replay(*unique);
    EXPECT_EQ(unique->run_verdict, "unique") << method;
    int blocks = 0;
    for (const Step& s : unique->steps) blocks += s.trace.technique == "block";
    EXPECT_EQ(blocks, std::string(method) == "exact-cover" ? 0 : 1) << method;
    // The proof is the last step: no other model (exact cover: the tree is exhausted).
    EXPECT_EQ(unique->steps.back().trace.technique, "unsatisfiable") << method;
    EXPECT_NE(unique->steps.back().trace.explanation.find("unique"), std::string::npos) << method;

    auto multiple = lab(method, two, o);
    ASSERT_TRUE(multiple);
    expect_consistent_replay(*multiple);
    EXPECT_EQ(multiple->run_verdict, "multiple") << method;
    // Two models, two different grids, both right.
    std::vector<SudokuGrid> grids;
    for (int k = 1; k <= multiple->size(); ++k)
      if (multiple->steps[k - 1].trace.technique == "model") {
        SudokuGrid g = *multiple->sudoku;
        for (int c = 0; c < 81; ++c) g.cells[c] = static_cast<uint8_t>(multiple->state(k).value[c]);
        EXPECT_EQ(find_sudoku_violation(*multiple->sudoku, g), std::nullopt) << method;
        grids.push_back(g);
      }
    ASSERT_EQ(grids.size(), 2u) << method;
    EXPECT_NE(grids[0].cells, grids[1].cells);
  }
}

// --- the class decides -----------------------------------------------------------------------------

// The index of the d-th decision step of a run, or -1.
int decision_index(const Lecture& L, int d) {
  for (int i = 0, seen = 0; i < L.size(); ++i)
    if (L.steps[i].trace.technique == "decision" && ++seen == d) return i;
  return -1;
}

TEST(LectureLab, AWhatIfDecisionThenBackRestoresTheRunExactly) {
  for (const char* method : {"dpll", "cdcl", "backtracking", "exact-cover"})
    for (int d : {1, 2}) {
      auto base = lab(method, kHard);
      ASSERT_TRUE(base);
      const int i = decision_index(*base, d);
      ASSERT_GE(i, 0) << method;
      // The class picks an open candidate just before the run's d-th decision, not the one it takes.
      const BoardState& here = base->state(i);
      const int taken = base->steps[i].trace.variables.at(0);
      std::optional<Lit> pick;
      for (int cell = 80; cell >= 0 && !pick; --cell)
        if (!here.value[cell])
          for (int v = 9; v >= 1 && !pick; --v)
            if (here.candidates[cell] & (1u << v)) {
              const Lit l = *candidate_literal(*base, cell, v);
              if (l.var().index + 1 != std::abs(taken)) pick = l;
            }
      ASSERT_TRUE(pick) << method;
      EXPECT_EQ(static_cast<int>(decisions_until(*base, i).size()), d - 1);
      LabOptions o;  // only the class's own choice: the run before it is the heuristic's
      o.what_if.emplace_back(d, *pick);
      auto what_if = lab(method, kHard, o);
      ASSERT_TRUE(what_if);
      expect_consistent_replay(*what_if);
      // The run is the same up to the decision, which is the class's.
      for (int j = 0; j < i; ++j) {
        EXPECT_EQ(what_if->steps[j].trace.explanation, base->steps[j].trace.explanation) << method << " " << j;
        EXPECT_TRUE(what_if->state(j + 1) == base->state(j + 1)) << method << " " << j;
      }
      ASSERT_GT(what_if->size(), i);
      EXPECT_EQ(what_if->steps[i].trace.technique, "decision") << method;
      EXPECT_EQ(what_if->steps[i].trace.variables.at(0), pick->dimacs()) << method;
      // The address form reads back.
      auto parsed = parse_what_if(*what_if, format_what_if(*what_if, o.what_if));
      ASSERT_TRUE(parsed);
      EXPECT_EQ(*parsed, o.what_if);
      // Back: the class's decision taken away gives the original run, step for step and board for board.
      o.what_if.pop_back();
      auto back = lab(method, kHard, o);
      ASSERT_EQ(back->size(), base->size()) << method;
      for (int j = 0; j < base->size(); ++j)
        EXPECT_EQ(back->steps[j].trace.explanation, base->steps[j].trace.explanation);
      for (int j = 0; j <= base->size(); ++j) EXPECT_TRUE(back->state(j) == base->state(j)) << method << " " << j;
      EXPECT_EQ(back->totals, base->totals);
    }
  auto L = lab("dpll", kXWing);
  EXPECT_FALSE(parse_what_if(*L, "3:r10c1=2"));
  EXPECT_FALSE(parse_what_if(*L, "x:r1c1=2"));
  EXPECT_EQ(parse_what_if(*L, "2:r1c2!=3")->at(0).second, ~*candidate_literal(*L, 1, 3));
}

// --- recording in windows (after a click): a prefix of the complete run, extended into it ------------

// The class's pick just before the run's d-th decision: an open candidate the run does not take there.
std::optional<Lit> pick_before(const Lecture& base, int d) {
  const int i = decision_index(base, d);
  if (i < 0) return std::nullopt;
  const BoardState& here = base.state(i);
  const int taken = base.steps[i].trace.variables.at(0);
  for (int cell = 80; cell >= 0; --cell)
    if (!here.value[cell])
      for (int v = 9; v >= 1; --v)
        if (here.candidates[cell] & (1u << v)) {
          const Lit l = *candidate_literal(base, cell, v);
          if (l.var().index + 1 != std::abs(taken)) return l;
        }
  return std::nullopt;
}

// `part` (a run recorded in a window, its search stopped there) is `whole` up to its last step, which
// says the search goes on: every step before it the same (words, literals, level, conflict, counters),
// every board and every trail the same.
void expect_prefix(const Lecture& part, const Lecture& whole, const std::string& what) {
  ASSERT_FALSE(part.complete) << what;
  ASSERT_GE(part.size(), 1) << what;
  EXPECT_EQ(part.steps.back().trace.technique, "unrecorded") << what;
  EXPECT_EQ(part.run_verdict, "unfinished") << what;
  EXPECT_EQ(part.command, "") << what << ": no command line stops where the window did";
  EXPECT_NE(part.summary.find("so far"), std::string::npos) << what << ": " << part.summary;
  const int n = part.size() - 1;
  ASSERT_LE(n, whole.size()) << what;
  for (int j = 0; j < n; ++j) {
    const Step &a = part.steps[j], &b = whole.steps[j];
    ASSERT_EQ(a.trace.technique, b.trace.technique) << what << " step " << j;
    EXPECT_EQ(a.trace.explanation, b.trace.explanation) << what << " step " << j;
    EXPECT_EQ(a.trace.variables, b.trace.variables) << what << " step " << j;
    EXPECT_EQ(a.level, b.level) << what << " step " << j;
    EXPECT_EQ(a.conflict, b.conflict) << what << " step " << j;
    EXPECT_EQ(a.after.decisions, b.after.decisions) << what << " step " << j;
    EXPECT_EQ(a.after.conflicts, b.after.conflicts) << what << " step " << j;
    EXPECT_TRUE(part.state(j + 1) == whole.state(j + 1)) << what << " step " << j;
    EXPECT_EQ(part.trails.lits(j).size(), whole.trails.lits(j).size()) << what << " step " << j;
  }
  // The counts so far never exceed the whole run's (unless the view's time limit stopped that, at a
  // conflict that depends on the clock).
  const bool timed = whole.steps.back().trace.explanation.find("the view's time") != std::string::npos;
  for (size_t t = 0; t < part.totals.size() && t < whole.totals.size() && !timed; ++t) {
    EXPECT_EQ(part.totals[t].first, whole.totals[t].first) << what;
    EXPECT_LE(part.totals[t].second, whole.totals[t].second) << what << " " << part.totals[t].first;
  }
  expect_consistent_replay(part);
}

// The same run, step for step and board for board, with the same totals, command and answer. A run the
// view's time limit stopped ("stopped", Jeroslow-Wang's) stops at a conflict that depends on the clock:
// its last step and its counts are left out.
void expect_same_run(const Lecture& a, const Lecture& b, const std::string& what) {
  ASSERT_EQ(a.size(), b.size()) << what;
  const bool timed = a.steps.back().trace.technique == "stopped" && b.steps.back().trace.technique == "stopped";
  for (int j = 0; j < a.size() - (timed ? 1 : 0); ++j) {
    EXPECT_EQ(a.steps[j].trace.technique, b.steps[j].trace.technique) << what << " step " << j;
    EXPECT_EQ(a.steps[j].trace.explanation, b.steps[j].trace.explanation) << what << " step " << j;
    EXPECT_EQ(a.steps[j].trace.variables, b.steps[j].trace.variables) << what << " step " << j;
  }
  for (int j = 0; j <= a.size(); ++j) EXPECT_TRUE(a.state(j) == b.state(j)) << what << " position " << j;
  EXPECT_EQ(a.run_verdict, b.run_verdict) << what;
  EXPECT_TRUE(a.complete && b.complete) << what;
  if (timed) return;
  EXPECT_EQ(a.totals, b.totals) << what;
  EXPECT_EQ(a.command, b.command) << what;
  EXPECT_EQ(a.summary, b.summary) << what;
}

struct WindowCase {
  const char* method;
  const char* encoding;
  const char* heuristic;
};
constexpr WindowCase kWindowCases[] = {{"dpll", "extended", "first-open"},         {"dpll", "minimal", "first-open"},
                                       {"dpll", "minimal", "jeroslow-wang"},       {"cdcl", "extended", ""},
                                       {"backtracking", "extended", "first-open"}, {"exact-cover", "", ""}};

LabOptions window_options(const WindowCase& c) {
  LabOptions o;
  o.encoding = c.encoding;
  o.heuristic = c.heuristic;
  o.seconds = kViewSeconds;  // as the view runs them (Jeroslow-Wang's whole search meets it)
  return o;
}

TEST(LectureLab, AWindowedRunIsThePrefixOfTheWholeRun) {
  for (const WindowCase& c : kWindowCases)
    for (const bool click : {false, true}) {
      LabOptions o = window_options(c);
      auto whole = lab(c.method, kHard, o);
      ASSERT_TRUE(whole);
      ASSERT_TRUE(whole->complete);
      if (click) {  // the class's choice at the run's second decision, as a click records it
        const auto pick = pick_before(*whole, 2);
        ASSERT_TRUE(pick) << c.method;
        o.what_if = {{2, *pick}};
        whole = lab(c.method, kHard, o);
        ASSERT_TRUE(whole);
      }
      const std::string what = std::string(c.method) + " " + c.encoding + " " + c.heuristic + (click ? " what-if" : "");
      for (int window : {1, 17, 300}) {
        LabOptions w = o;
        w.window = window;
        auto part = lab(c.method, kHard, w);
        ASSERT_TRUE(part);
        // One step an event (the givens, a model are one): a run of no more events than the window is
        // complete, the same run; a longer one stops with the window's events on screen — MiniSat at
        // the window's end, the searches that pause at the first point between events after it (one
        // round of the loop: a few steps more).
        const bool pauses = std::string(c.method) != "cdcl";
        if (!pauses) EXPECT_EQ(part->complete, whole->size() <= window) << what << " window " << window;
        if (whole->size() <= window) EXPECT_TRUE(part->complete) << what << " window " << window;
        if (part->complete) {
          expect_same_run(*part, *whole, what + " window " + std::to_string(window));
          continue;
        }
        expect_prefix(*part, *whole, what + " window " + std::to_string(window));
        if (!pauses) EXPECT_EQ(part->size() - 1, window) << what;
        if (pauses) EXPECT_GE(part->size() - 1, window) << what;
        if (pauses) EXPECT_LE(part->size() - 1, window + 4) << what;
        // A paused search goes on where it stopped (record_further) instead of recording again.
        EXPECT_EQ(can_record_further(*part), pauses) << what;
      }
    }
}

TEST(LectureLab, ExtendingAWindowReachesTheWholeRunExactly) {
  for (const WindowCase& c : kWindowCases) {
    LabOptions o = window_options(c);
    auto base = lab(c.method, kHard, o);
    ASSERT_TRUE(base);
    const int i = decision_index(*base, 3);
    const auto pick = pick_before(*base, 3);
    ASSERT_TRUE(pick && i >= 0) << c.method;
    o.what_if = {{3, *pick}};
    auto whole = lab(c.method, kHard, o);
    ASSERT_TRUE(whole);
    const std::string what = std::string(c.method) + " " + c.encoding + " " + c.heuristic;
    // The click at position i: the window after it holds the class's decision and what it implies.
    LabOptions w = o;
    w.window = window_after(i);
    auto part = lab(c.method, kHard, w);
    ASSERT_TRUE(part);
    if (part->complete) {  // the whole search fits in the window
      expect_same_run(*part, *whole, what);
      continue;
    }
    ASSERT_GT(part->size(), i + 1) << what;
    EXPECT_EQ(part->steps[i].trace.technique, "decision") << what;
    EXPECT_EQ(part->steps[i].trace.variables.at(0), pick->dimacs()) << what;
    int extensions = 0, last = part->size();
    // The searches that pause go on from where they stopped, slice after slice (a frame's budget in the
    // view; here slices of steps, and of a little time), and end in the whole run.
    if (can_record_further(*part)) {
      for (const int slice : {1, 17, 300, -1}) {
        auto sliced = lab(c.method, kHard, w);
        ASSERT_TRUE(sliced);
        int slices = 0;
        while (!sliced->complete) {
          // (every slice's prefix compared would cost the square of the steps)
          if (slices % 64 == 0) expect_prefix(*sliced, *whole, what + " slices of " + std::to_string(slice));
          const int before = sliced->size();
          record_further(*sliced, slice < 0 ? 0.5 : 0, slice);
          if (slice > 0 && !sliced->complete) EXPECT_GE(sliced->size(), before - 1 + slice) << what;
          ASSERT_LE(++slices, 200000) << what;
        }
        EXPECT_FALSE(can_record_further(*sliced)) << what;
        expect_same_run(*sliced, *whole, what + " slices of " + std::to_string(slice));
        EXPECT_EQ(sliced->replay_problem, "") << what;
        expect_consistent_replay(*sliced);
      }
      continue;
    }
    while (!part->complete) {
      expect_prefix(*part, *whole, what + " window " + std::to_string(part->lab.window));
      const int next = next_window(*part);
      if (next > 0)
        EXPECT_GE(next, 2 * part->lab.window > full_window(*part) ? full_window(*part) : 2 * part->lab.window);
      w.window = next;
      part = lab(c.method, kHard, w);
      ASSERT_TRUE(part);
      EXPECT_GE(part->size(), last) << what;
      last = part->size();
      ASSERT_LE(++extensions, 8) << what << ": doubling from " << window_after(i) << " reaches 1,500 in a few";
    }
    expect_same_run(*part, *whole, what + " extended " + std::to_string(extensions) + " times");
  }
}

// A run that ends inside its window is complete: the same run as without a window.
TEST(LectureLab, ARunThatEndsInsideItsWindowIsComplete) {
  for (const char* method : {"dpll", "cdcl", "exact-cover"}) {  // (backtracking needs thousands of events)
    auto whole = lab(method, kDefault);
    ASSERT_TRUE(whole);
    ASSERT_LT(whole->size(), 1400) << method;
    LabOptions o;
    o.window = whole->size() + 5;
    auto part = lab(method, kDefault, o);
    ASSERT_TRUE(part);
    expect_same_run(*part, *whole, method);
  }
  // The uniqueness proof (two runs) and the propagation methods are never cut.
  LabOptions o;
  o.window = 3;
  o.unique = true;
  EXPECT_TRUE(lab("dpll", kHard, o)->complete);
  o.unique = false;
  EXPECT_TRUE(lab("failed-literals", kHard, o)->complete);
}

// --- the trail log: changes recorded, whole trails and boards given back --------------------------

// Every step's trail as the recorder logged it (a change of the previous step's) equals the whole trail
// it also copied (LabOptions::full_trails: the storage before the log), reasons included; and every
// board the view steps through (apply_trail, one change at a time) equals the board set_trail makes of
// that whole trail from the puzzle. Several methods, encodings and puzzles, the CNF and Tectonic genres.
void expect_log_equals_full_copies(const Lecture& L, const std::vector<std::vector<TrailEntry>>& full,
                                   const std::string& what) {
  ASSERT_EQ(static_cast<int>(full.size()), L.size()) << what;
  ASSERT_EQ(L.trails.size(), L.size()) << what;
  for (int k = 0; k < L.size(); ++k) {
    const std::vector<TrailEntry> t = L.trails[k];
    ASSERT_EQ(t.size(), full[k].size()) << what << " step " << k;
    const auto light = L.trails.lits(k);
    ASSERT_EQ(light.size(), t.size()) << what << " step " << k;
    for (size_t i = 0; i < t.size(); ++i) {
      EXPECT_EQ(t[i].lit, full[k][i].lit) << what << " step " << k << " entry " << i;
      EXPECT_EQ(t[i].level, full[k][i].level) << what << " step " << k << " entry " << i;
      EXPECT_EQ(t[i].reason, full[k][i].reason) << what << " step " << k << " entry " << i;
      EXPECT_EQ(light[i].lit, t[i].lit);
      EXPECT_EQ(light[i].decision, full[k][i].is_decision());
    }
    BoardState whole = L.state(0);
    set_trail(L, whole, full[k]);
    EXPECT_TRUE(L.state(k + 1) == whole) << what << " step " << k;
    for (size_t i = 0; i < whole.trail.size() && i < L.state(k + 1).trail.size(); ++i)
      EXPECT_EQ(L.state(k + 1).trail[i].reason, whole.trail[i].reason) << what << " step " << k;
  }
}

TEST(LectureLab, TheTrailLogGivesBackTheWholeTrailsAndTheirBoards) {
  struct Run {
    const char* method;
    const char* encoding;
    const char* heuristic;
  };
  const Run runs[] = {{"dpll", "extended", "first-open"}, {"dpll", "minimal", "mom"},       {"cdcl", "extended", ""},
                      {"cdcl", "efficient", ""},          {"backtracking", "extended", ""}, {"exact-cover", "", ""},
                      {"failed-literals", "minimal", ""}, {"propagation", "extended", ""}};
  int backjumps = 0;  // steps whose trail is shorter than the one before: the log's hard case
  for (const char* puzzle : {kHard, kDefault, kXWing})
    for (const Run& r : runs) {
      std::vector<std::vector<TrailEntry>> full;
      LabOptions o;
      o.encoding = r.encoding;
      o.heuristic = r.heuristic;
      o.max_events = 600;
      o.full_trails = &full;
      auto L = lab(r.method, puzzle, o);
      ASSERT_TRUE(L);
      expect_log_equals_full_copies(*L, full, std::string(r.method) + " " + r.encoding + " " + puzzle);
      for (int k = 1; k < L->size(); ++k) backjumps += L->trails.length(k) < L->trails.length(k - 1);
    }
  EXPECT_GT(backjumps, 100);
  // A what-if, then Back: the same trails and boards as the run never steered.
  for (const char* method : {"dpll", "cdcl", "exact-cover"}) {
    std::vector<std::vector<TrailEntry>> full;
    LabOptions o;
    o.full_trails = &full;
    auto base = lab(method, kHard, o);
    ASSERT_TRUE(base);
    const int i = decision_index(*base, 2);
    ASSERT_GE(i, 0) << method;
    const BoardState& here = base->state(i);
    std::optional<Lit> pick;
    for (int cell = 0; cell < 81 && !pick; ++cell)
      if (!here.value[cell])
        for (int v = 1; v <= 9 && !pick; ++v)
          if ((here.candidates[cell] & (1u << v)) &&
              candidate_literal(*base, cell, v)->var().index + 1 != std::abs(base->steps[i].trace.variables.at(0)))
            pick = *candidate_literal(*base, cell, v);
    ASSERT_TRUE(pick) << method;
    std::vector<std::vector<TrailEntry>> full_what_if;
    o.full_trails = &full_what_if;
    o.what_if = {{2, *pick}};
    auto what_if = lab(method, kHard, o);
    ASSERT_TRUE(what_if);
    expect_log_equals_full_copies(*what_if, full_what_if, std::string(method) + " what-if");
    std::vector<std::vector<TrailEntry>> full_back;
    o.full_trails = &full_back;
    o.what_if.clear();
    auto back = lab(method, kHard, o);
    ASSERT_TRUE(back);
    expect_log_equals_full_copies(*back, full_back, std::string(method) + " back");
    ASSERT_EQ(back->size(), base->size()) << method;
    for (int k = 0; k < base->size(); ++k) {
      EXPECT_EQ(back->trails.keep(k), base->trails.keep(k)) << method << " " << k;
      EXPECT_EQ(full_back[k].size(), full[k].size()) << method << " " << k;
      for (size_t j = 0; j < full[k].size() && j < full_back[k].size(); ++j) {
        EXPECT_EQ(full_back[k][j].lit, full[k][j].lit);
        EXPECT_EQ(full_back[k][j].reason, full[k][j].reason);
      }
      EXPECT_TRUE(back->state(k + 1) == base->state(k + 1)) << method << " " << k;
    }
  }
  // The other trail genres: a CNF (the variable matrix, its trail with reasons) and a Tectonic by SAT.
  for (const auto& [genre, method] : {std::pair{"cnf", "cdcl"}, std::pair{"tectonic", "sat"}}) {
    std::vector<std::vector<TrailEntry>> full;
    LabOptions o;
    o.full_trails = &full;
    auto L = load_lecture(genre, "", method, o);
    ASSERT_TRUE(L) << genre;
    expect_log_equals_full_copies(**L, full, genre);
  }
}

// --- the screen's numbers are the command line's ---------------------------------------------------

// What `gridlogic solve --method METHOD --json` prints for the same puzzle and options (and `--budget`
// when given), parsed; nothing when the request fails.
std::optional<JsonValue> command_line_json(const char* puzzle, const char* method, const LabOptions& o,
                                           int64_t conflict_budget = -1) {
  SudokuSolveRequest req;
  req.puzzle = puzzle;
  req.method = method;
  req.encoding = o.encoding;
  req.heuristic = o.heuristic;
  req.restarts = o.restarts;
  req.count_limit = 1;
  req.conflict_budget = conflict_budget;
  const SudokuSolveReport r = solve_sudoku_request(req);
  EXPECT_EQ(r.error, "") << method;
  if (!r.error.empty()) return std::nullopt;
  Result<JsonValue> json = parse_json(to_json(r));
  if (!json) return std::nullopt;
  return std::move(*json);
}

TEST(LectureLab, TotalsEqualTheCommandLinesJson) {
  struct Case {
    const char* method;
    const char* encoding;
    const char* heuristic;
    bool restarts;
  };
  for (const Case& c : {Case{"propagation", "minimal", "", true}, Case{"failed-literals", "extended", "", true},
                        Case{"backtracking", "extended", "first-open", true}, Case{"dpll", "efficient", "mom", true},
                        Case{"dpll", "extended", "jeroslow-wang", true}, Case{"cdcl", "extended", "", false},
                        Case{"cdcl", "minimal", "", true}, Case{"exact-cover", "", "", true}}) {
    LabOptions o;
    o.encoding = c.encoding;
    o.heuristic = c.heuristic;
    o.restarts = c.restarts;
    auto L = lab(c.method, kXWing, o);
    ASSERT_TRUE(L);
    const std::optional<JsonValue> json = command_line_json(kXWing, c.method, o);
    ASSERT_TRUE(json);
    const JsonValue* stats = json->find("stats");
    ASSERT_TRUE(stats);
    ASSERT_GE(L->totals.size(), 3u) << c.method;
    EXPECT_GE(L->solve_ms, 0.0) << c.method << ": the compare table's time";
    for (const auto& [name, value] : L->totals) {
      const JsonValue* v = stats->find(name);
      ASSERT_TRUE(v) << c.method << " " << name;
      EXPECT_EQ(static_cast<uint64_t>(v->as_number()), value) << c.method << " " << name;
    }
    EXPECT_NE(L->command.find("--method " + std::string(c.method)), std::string::npos);
    if (std::string(c.method) != "exact-cover") EXPECT_FALSE(L->cnf_size.empty());
  }
}

// The view's time limit: DPLL with Jeroslow-Wang on the minimal encoding of a hard puzzle scans every
// clause at each decision and would take minutes; the view stops it at a conflict after its seconds,
// says so, and its command's --budget reproduces the same counts on the command line.
TEST(LectureLab, ALongSearchStopsInTimeAndItsCommandStopsAtTheSamePoint) {
  LabOptions o;
  o.encoding = "minimal";
  o.heuristic = "jeroslow-wang";
  o.seconds = 0.2;
  const auto start = std::chrono::steady_clock::now();
  auto L = lab("dpll", kHard, o);
  ASSERT_TRUE(L);
  EXPECT_LT(std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count(), 60.0);
  EXPECT_EQ(L->run_verdict, "unknown");
  expect_consistent_replay(*L);
  const Step& last = L->steps.back();
  EXPECT_EQ(last.trace.technique, "stopped");
  const uint64_t conflicts = L->totals[2].second;
  ASSERT_EQ(L->totals[2].first, "conflicts");
  ASSERT_GT(conflicts, 0u);
  const std::string budget = "--budget " + std::to_string(conflicts);
  EXPECT_NE(last.trace.explanation.find(budget), std::string::npos) << last.trace.explanation;
  EXPECT_NE(L->command.find(budget + " "), std::string::npos) << L->command;
  const std::optional<JsonValue> json = command_line_json(kHard, "dpll", o, static_cast<int64_t>(conflicts));
  ASSERT_TRUE(json);
  const JsonValue* stats = json->find("stats");
  ASSERT_TRUE(stats);
  for (const auto& [name, value] : L->totals)
    EXPECT_EQ(static_cast<uint64_t>(stats->find(name)->as_number()), value) << name;
  // Without a limit (the tests' default) nothing is cut short: the X-wing puzzle's DPLL ends in a model.
  auto whole = lab("dpll", kXWing, LabOptions{"minimal", "jeroslow-wang"});
  EXPECT_EQ(whole->steps.back().trace.technique, "model");
}

TEST(LectureLab, EveryLabMethodIsARowOfTheSudokuGenre) {
  const auto methods = genre_methods("sudoku");
  for (const char* m :
       {"human", "propagation", "failed-literals", "backtracking", "dpll", "cdcl", "exact-cover", "patterns"})
    EXPECT_NE(std::find(methods.begin(), methods.end(), m), methods.end()) << m;
  // "sat" still opens (the older name of cdcl).
  auto L = load_lecture("sudoku", kDefault, "sat");
  ASSERT_TRUE(L);
  EXPECT_EQ((*L)->method, "cdcl");
}

}  // namespace
}  // namespace gridlogic::lecture
