// sudoku_solve.cpp — one Sudoku by the fast search, SAT or the human ladder, with its verdict (sudoku_solve.h).
#include "gridlogic/sudoku_solve.h"

#include <chrono>
#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

#include "gridlogic/deadline.h"
#include "gridlogic/json.h"
#include "gridlogic/sat_solver.h"
#include "gridlogic/sudoku.h"
#include "gridlogic/sudoku_fast.h"
#include "gridlogic/sudoku_format.h"
#include "gridlogic/sudoku_human.h"
#include "gridlogic/sudoku_sat.h"
#include "gridlogic/sudoku_teach.h"

namespace gridlogic {
namespace {

SudokuSolveReport error_report(std::string message) {
  SudokuSolveReport r;
  r.error = std::move(message);
  return r;
}

double ms_since(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double, std::milli>(request_clock_now() - start).count();
}

// A solution's check: the rules, the givens and (a pencil-mark puzzle) the candidates.
std::optional<std::string> find_violation(const SudokuPuzzle& puzzle, const SudokuGrid& solution) {
  if (auto broken = find_sudoku_violation(puzzle.givens, solution)) return broken;
  return find_candidate_violation(puzzle, solution);
}

// The human-style ladder (sudoku_human.h) without its last resort, answered by verdict.h's rule for
// deductions. Its "decisions" are the steps taken.
SudokuSolveReport solve_sudoku_human_method(const SudokuPuzzle& puzzle) {
  auto start = request_clock_now();
  HumanOptions options;
  options.allow_last_resort = false;
  const HumanSolveResult hr = solve_sudoku_human(human_position(puzzle.givens, puzzle.candidates), options);
  SudokuSolveReport report;
  report.verdict = deduction_verdict(hr.solved          ? Deduction::Finished
                                     : hr.contradiction ? Deduction::Contradiction
                                                        : Deduction::Stuck);
  if (hr.solved) {
    if (auto broken = find_violation(puzzle, hr.grid))
      return error_report("internal error: the human solver's grid breaks a rule (" + *broken + ")");
    report.solution = format_sudoku_line(hr.grid);
    report.count = 1;
  }
  report.stats = SolveStats{ms_since(start), hr.steps.size(), 0, 0};
  return report;
}

// The fast native search; its "decisions" are guesses and its "conflicts" dead ends.
SudokuSolveReport solve_sudoku_fast_method(const SudokuPuzzle& puzzle, const SudokuSolveRequest& req) {
  auto start = request_clock_now();
  // A budget, even an endless one, lets the request's time limit stop the search (sudoku_fast.h).
  const int64_t budget = req.conflict_budget < 0 ? INT64_MAX : req.conflict_budget;
  FastSudokuResult fr = puzzle.has_marks()
                            ? solve_sudoku_candidates(puzzle.givens, puzzle.candidates, req.count_limit, budget)
                            : solve_sudoku_fast(puzzle.givens, req.count_limit, budget);
  SudokuSolveReport report;
  if (fr.count > 0) {
    if (auto broken = find_violation(puzzle, fr.first))
      return error_report("internal error: the fast solver's grid breaks a rule (" + *broken + ")");
    report.solution = format_sudoku_line(fr.first);
  }
  report.verdict = verdict(fr.count, fr.exhausted, req.count_limit);
  report.count = fr.count;
  report.stats = SolveStats{ms_since(start), fr.guesses, 0, fr.dead_ends};
  return report;
}

// One SAT session per shape and encoding, kept for the following requests of this thread: the rules
// are encoded once and the givens passed as assumptions. bench_sudoku measured it against a fresh
// encoding per puzzle (docs/benchmarks.md): about 7× faster on 17-clue puzzles with the extended
// encoding, no slower elsewhere except the minimal encoding on the hardest puzzles (about 2× slower:
// without Cell_u and the house at-least-one clauses the search is long, and it goes better on a
// formula MiniSat simplified with the givens as units). So the minimal encoding gets a session of
// its own per puzzle. A session is renewed once its retired activation variables outnumber the
// rules' variables, so a long CLI run stays lean.
SudokuSatSession& sudoku_session(const SudokuGrid& puzzle, SudokuEncoding encoding) {
  const SudokuShape shape = puzzle.shape;
  struct Slot {
    SudokuShape shape;
    SudokuEncoding encoding;
    std::unique_ptr<SudokuSatSession> session;
  };
  thread_local std::vector<Slot> slots;
  thread_local std::unique_ptr<SudokuSatSession> one_off;
  if (encoding == SudokuEncoding::Minimal) {
    one_off = SudokuSatSession::for_puzzle(puzzle, encoding);
    return *one_off;
  }
  for (Slot& slot : slots) {
    if (slot.shape != shape || slot.encoding != encoding) continue;
    if (slot.session->solver().num_vars() > 2 * slot.session->vars().s.size())
      slot.session = std::make_unique<SudokuSatSession>(shape, encoding);
    return *slot.session;
  }
  slots.push_back(Slot{shape, encoding, std::make_unique<SudokuSatSession>(shape, encoding)});
  return *slots.back().session;
}

// A teaching method (sudoku_teach.h): the same function the lecture view records with.
SudokuSolveReport solve_sudoku_teach_method(const SudokuGrid& puzzle, const SudokuSolveRequest& req) {
  SudokuTeachRequest t;
  t.puzzle = puzzle;
  t.method = req.method;
  if (!req.encoding.empty()) {
    auto e = parse_sudoku_encoding(req.encoding);
    if (!e) return error_report("unknown encoding '" + req.encoding + "'; expected minimal, efficient or extended");
    t.encoding = *e;
  }
  t.heuristic = req.heuristic;
  t.restarts = req.restarts;
  t.count_limit = req.count_limit;
  t.budget = req.conflict_budget;
  const SudokuTeachReport r = solve_sudoku_teach(t);
  if (!r.error.empty()) return error_report(r.error);
  SudokuSolveReport report;
  report.verdict = r.verdict;
  report.count = r.count;
  if (!r.solutions.empty()) report.solution = format_sudoku_line(r.solutions.front());
  report.stats = r.stats;
  for (const TeachCounter& c : r.counters) report.counters.emplace_back(c.name, c.value);
  report.cnf_variables = r.variables;
  report.cnf_clauses = r.clauses;
  return report;
}

SudokuSolveReport solve_sudoku_checked(const SudokuSolveRequest& req) {
  Result<SudokuPuzzle> puzzle = parse_sudoku_puzzle(req.puzzle);
  if (!puzzle) return error_report(puzzle.error().message);
  if (is_sudoku_teach_method(req.method)) {
    // The lecture's searches start from the givens alone; pencil marks would be silently dropped.
    if (puzzle->has_marks())
      return error_report("method " + req.method +
                          " starts from the givens alone and cannot take pencil marks; "
                          "use method fast, sat or human");
    return solve_sudoku_teach_method(puzzle->givens, req);
  }
  // Naming an encoding without a method asks for SAT; the fast search has no encoding.
  const bool fast = req.method == "fast" || (req.method.empty() && req.encoding.empty());
  if (fast) {
    if (!req.encoding.empty()) return error_report("an encoding applies to method sat, not fast");
    return solve_sudoku_fast_method(*puzzle, req);
  }
  if (req.method == "human") {
    if (!req.encoding.empty()) return error_report("an encoding applies to method sat, not human");
    return solve_sudoku_human_method(*puzzle);
  }
  if (!req.method.empty() && req.method != "sat")
    return error_report("unknown method '" + req.method +
                        "' for sudoku; expected fast, sat, human, propagation, failed-literals, backtracking, dpll, "
                        "cdcl or exact-cover");
  SudokuEncoding encoding = SudokuEncoding::Minimal;
  if (!req.encoding.empty()) {
    auto e = parse_sudoku_encoding(req.encoding);
    if (!e) return error_report("unknown encoding '" + req.encoding + "'; expected minimal, efficient or extended");
    encoding = *e;
  }

  auto start = request_clock_now();
  // A pencil-mark puzzle's candidates are unit clauses of its own encoding (no shared session).
  std::unique_ptr<SudokuSatSession> marked =
      puzzle->has_marks() ? SudokuSatSession::for_puzzle(puzzle->givens, encoding, puzzle->candidates) : nullptr;
  SudokuSatSession& session = marked ? *marked : sudoku_session(puzzle->givens, encoding);
  SatSolver& solver = session.solver();
  const SatStats before = solver.stats();
  solver.set_conflict_budget(req.conflict_budget);

  SudokuSolveReport report;
  std::optional<std::string> broken;
  ModelCount mc = session.solve(puzzle->givens, req.count_limit, [&](const SudokuGrid& solution) {
    if (!report.solution.empty() || broken) return;
    broken = find_violation(*puzzle, solution);
    report.solution = format_sudoku_line(solution);
  });
  if (broken) return error_report("internal error: the SAT model breaks a rule (" + *broken + ")");

  report.verdict = verdict(mc.count, mc.exhausted, req.count_limit);
  report.count = mc.count;
  const SatStats after = solver.stats();
  report.stats = SolveStats{ms_since(start), after.decisions - before.decisions,
                            after.propagations - before.propagations, after.conflicts - before.conflicts};
  return report;
}

}  // namespace

SudokuSolveReport solve_sudoku_request(const SudokuSolveRequest& req) {
  if (req.count_limit < 1) return error_report("count must be at least 1");
  return solve_sudoku_checked(req);
}

std::string to_json(const SudokuSolveReport& report, bool with_count) {
  JsonWriter w(report.solution.size() + report.error.size() + 160);  // room for a whole answer but its counters
  if (!report.error.empty())
    return w.begin_object().key("status").value("error").key("error").value(report.error).end_object().take();
  w.begin_object().key("status").value(verdict_name(report.verdict));
  if (!report.solution.empty()) w.key("solution").value(report.solution);
  if (with_count) w.key("count").value(report.count);
  w.key("stats")
      .begin_object()
      .key("ms")
      .value(report.stats.ms)
      .key("decisions")
      .value(static_cast<unsigned long long>(report.stats.decisions))
      .key("propagations")
      .value(static_cast<unsigned long long>(report.stats.propagations))
      .key("conflicts")
      .value(static_cast<unsigned long long>(report.stats.conflicts));
  for (const auto& [name, value] : report.counters) w.key(name).value(static_cast<unsigned long long>(value));
  w.end_object();
  if (report.cnf_variables > 0)
    w.key("cnf")
        .begin_object()
        .key("variables")
        .value(report.cnf_variables)
        .key("clauses")
        .value(report.cnf_clauses)
        .end_object();
  return w.end_object().take();
}

}  // namespace gridlogic
