// sudoku_teach.cpp — a Sudoku by the teaching methods (sudoku_teach.h): the encodings of sudoku_sat.h
// searched by teach_search.h's solvers or MiniSat, or the exact cover of exact_cover.h; the blocking
// loop of a count; the verification of every grid returned.
#include "gridlogic/sudoku_teach.h"

#include <algorithm>
#include <chrono>

#include "gridlogic/exact_cover.h"
#include "gridlogic/sat_solver.h"
#include "gridlogic/sudoku_sat.h"

namespace gridlogic {
namespace {

constexpr std::string_view kTeachMethods[] = {"propagation", "failed-literals", "backtracking", "dpll",
                                              "cdcl",        "exact-cover"};

double ms_since(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
}

// The grid a complete assignment of the s variables describes (a cell with no true value stays 0).
SudokuGrid grid_of(const SudokuVars& vars, const SudokuGrid& puzzle, const std::function<int8_t(Var)>& value) {
  SudokuGrid g = puzzle;
  const int n = puzzle.shape.n();
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c)
      for (int v = 1; v <= n; ++v)
        if (value(vars.at(r, c, v)) == 1) {
          g.cells[r * n + c] = static_cast<uint8_t>(v);
          break;
        }
  return g;
}

// "Not this grid": over the open cells, the negation of each value the model placed.
std::vector<Lit> blocking_clause(const SudokuVars& vars, const SudokuGrid& puzzle, const SudokuGrid& model) {
  std::vector<Lit> clause;
  const int n = puzzle.shape.n();
  for (int cell = 0; cell < n * n; ++cell)
    if (!puzzle.cells[cell]) clause.push_back(Lit::neg(vars.at(cell / n, cell % n, model.cells[cell])));
  return clause;
}

// A model becomes a solution only once the rules accept it; otherwise the run reports an error.
bool accept(SudokuTeachReport& report, const SudokuGrid& puzzle, const SudokuGrid& grid, const char* who) {
  if (auto broken = find_sudoku_violation(puzzle, grid)) {
    report.error = std::string("internal error: ") + who + "'s grid breaks a rule (" + *broken + ")";
    return false;
  }
  if (report.solutions.size() < 2) report.solutions.push_back(grid);
  ++report.count;
  return true;
}

void add_counter(SudokuTeachReport& r, std::string name, uint64_t value) {
  r.counters.push_back({std::move(name), value});
}

// The rules in the request's encoding, the report's size counters filled in.
SudokuVars encode_for(const SudokuTeachRequest& req, Cnf& cnf, SudokuTeachReport& report) {
  const SudokuVars vars = encode_sudoku_rules(req.puzzle.shape, req.encoding, cnf);
  report.variables = cnf.num_vars();
  report.clauses = cnf.num_clauses();
  return vars;
}

// Unit propagation alone, or with failed literals: one run, ending at the fixpoint. A complete
// fixpoint is the one solution (every value was forced); a conflict proves there is none.
void propagation_methods(const SudokuTeachRequest& req, TeachMethod method, SudokuTeachReport& report) {
  Cnf cnf;
  const SudokuVars vars = encode_for(req, cnf, report);
  TeachSolver solver(cnf);
  solver.set_observer(req.observer, req.max_events);
  TeachOptions o;
  o.method = method;
  o.rounds = true;
  const SatStatus st = solver.solve(given_literals(vars, req.puzzle), o);
  const TeachStats& s = solver.stats();
  report.stats = SolveStats{s.ms, s.decisions, s.propagations, s.conflicts};
  if (method == TeachMethod::FailedLiterals) {
    add_counter(report, "probes", s.probes);
    add_counter(report, "failedLiterals", s.failed_literals);
  }
  const int n = req.puzzle.shape.n();
  report.fixpoint = grid_of(vars, req.puzzle, [&](Var v) { return solver.value(v); });
  report.fixpoint_candidates.assign(n * n, 0);
  uint64_t open = 0, candidates = 0;
  for (int cell = 0; cell < n * n; ++cell) {
    if (report.fixpoint.cells[cell]) continue;
    ++open;
    for (int v = 1; v <= n; ++v)
      if (solver.value(vars.at(cell / n, cell % n, v)) != 0)
        report.fixpoint_candidates[cell] |= 1u << (v - 1), ++candidates;
  }
  add_counter(report, "openCells", open);
  add_counter(report, "candidatesLeft", candidates);
  if (st == SatStatus::Satisfiable) {
    if (!accept(report, req.puzzle, report.fixpoint, "propagation")) return;
    report.verdict = verdict(1, true, req.count_limit);  // forced: no other grid satisfies the rules
  } else {
    report.verdict = verdict(0, st == SatStatus::Unsatisfiable, req.count_limit);  // none only when refuted
  }
}

// MiniSat on the encoding, the givens as assumptions, a fresh solver per puzzle (as the lecture view
// records it); each model blocked and the search run again.
void cdcl_method(const SudokuTeachRequest& req, SudokuTeachReport& report) {
  Cnf cnf;
  const SudokuVars vars = encode_for(req, cnf, report);
  report.heuristic = "vsids";
  SatSolver solver;
  solver.add_cnf(cnf);
  solver.set_restarts(req.restarts);
  solver.set_conflict_budget(req.budget);
  if (req.observer) solver.set_observer(req.observer, req.max_events);
  const std::vector<Lit> givens = given_literals(vars, req.puzzle);
  const auto start = std::chrono::steady_clock::now();
  bool exhausted = false;
  for (int run = 0; report.count < req.count_limit; ++run) {
    const SatStatus st = solver.solve(givens);
    if (st == SatStatus::Unsatisfiable) exhausted = true;
    if (st != SatStatus::Satisfiable) {
      if (req.on_run_end) req.on_run_end(run, st, nullptr);
      break;
    }
    const SudokuGrid grid = grid_of(vars, req.puzzle, [&](Var v) { return static_cast<int8_t>(solver.value(v)); });
    if (!accept(report, req.puzzle, grid, "MiniSat")) return;
    if (req.on_run_end) req.on_run_end(run, st, &grid);
    if (report.count >= req.count_limit) break;
    const std::vector<Lit> block = blocking_clause(vars, req.puzzle, grid);
    if (req.on_block) req.on_block(run + 1, block);
    if (block.empty() || !solver.add_clause(block)) {
      exhausted = true;
      break;
    }
  }
  if (req.observer) solver.set_observer(nullptr);
  const SatStats s = solver.stats();
  report.stats = SolveStats{ms_since(start), s.decisions, s.propagations, s.conflicts};
  report.verdict = verdict(report.count, exhausted, req.count_limit);
}

}  // namespace

bool is_sudoku_teach_method(std::string_view method) {
  return std::find(std::begin(kTeachMethods), std::end(kTeachMethods), method) != std::end(kTeachMethods);
}
bool teach_method_takes_encoding(std::string_view method) {
  return is_sudoku_teach_method(method) && method != "exact-cover";
}
bool teach_method_takes_heuristic(std::string_view method, std::string_view heuristic) {
  if (method == "cdcl") return heuristic == "vsids";
  return (method == "backtracking" || method == "dpll") && parse_branch_heuristic(heuristic).has_value();
}
bool teach_method_takes_restarts(std::string_view method) { return method == "cdcl"; }

// A request being answered. Backtracking and DPLL (run after run, each model blocked before the next)
// and exact cover keep their search between advance() calls; the other methods answer in one.
struct SudokuTeachRun::Impl {
  SudokuTeachRequest req;
  SudokuTeachReport report;
  bool done = false;
  // Backtracking, DPLL.
  TeachMethod method = TeachMethod::Dpll;
  Cnf cnf;
  SudokuVars vars;
  std::unique_ptr<TeachSolver> solver;
  TeachOptions options;
  std::vector<Lit> givens;
  TeachStats total;  // over the runs that ended
  bool exhausted = false;
  int run = 0;
  // Exact cover.
  std::unique_ptr<ExactCover> cover;

  void start_search(TeachMethod m) {
    method = m;
    vars = encode_for(req, cnf, report);
    solver = std::make_unique<TeachSolver>(cnf);
    solver->set_observer(req.observer, req.max_events);
    options.method = m;
    options.heuristic = *parse_branch_heuristic(req.heuristic.empty() ? "first-open" : req.heuristic);
    options.conflict_budget = req.budget;
    report.heuristic = branch_heuristic_name(options.heuristic);
    givens = given_literals(vars, req.puzzle);
  }

  // Run after run until the count is reached; false when the search paused.
  bool advance_search() {
    while (report.count < req.count_limit) {
      SatStatus st;
      if (solver->paused()) {
        st = solver->resume();
      } else {
        if (req.budget >= 0)
          options.conflict_budget = std::max<int64_t>(0, req.budget - static_cast<int64_t>(total.conflicts));
        st = solver->solve(givens, options);
      }
      if (solver->paused()) return false;
      total += solver->stats();
      const int this_run = run++;
      if (st == SatStatus::Unsatisfiable) exhausted = true;
      if (st != SatStatus::Satisfiable) {
        if (req.on_run_end) req.on_run_end(this_run, st, nullptr);
        break;
      }
      const SudokuGrid grid = grid_of(vars, req.puzzle, [&](Var v) { return solver->value(v); });
      if (!accept(report, req.puzzle, grid, teach_method_name(method).data())) return true;
      if (req.on_run_end) req.on_run_end(this_run, st, &grid);
      if (report.count >= req.count_limit) break;
      const std::vector<Lit> block = blocking_clause(vars, req.puzzle, grid);
      if (req.on_block) req.on_block(this_run + 1, block);
      if (block.empty()) {  // no open cell: nothing else to find
        exhausted = true;
        break;
      }
      solver->add_clause(block);
    }
    report.stats = SolveStats{total.ms, total.decisions, total.propagations, total.conflicts};
    add_counter(report, "backtracks", total.backtracks);
    report.verdict = verdict(report.count, exhausted, req.count_limit);
    return true;
  }

  bool advance_cover() {
    ExactCoverResult r;
    if (!cover) {
      report.encoding.clear();
      cover = sudoku_exact_cover(req.puzzle);
      cover->set_observer(req.observer, req.max_events);
      r = cover->solve(req.count_limit, req.budget, [this](std::span<const int> rows) {
        if (solutions_seen++ < 2) cover_solutions.push_back(sudoku_cover_grid(req.puzzle, rows));
      });
    } else {
      r = cover->resume();
    }
    if (cover->paused()) return false;
    for (const SudokuGrid& g : cover_solutions) {
      if (auto broken = find_sudoku_violation(req.puzzle, g)) {
        report.error = "internal error: exact cover's grid breaks a rule (" + *broken + ")";
        return true;
      }
      report.solutions.push_back(g);
    }
    report.count = r.count;
    if (req.on_run_end) {
      const SatStatus st = r.count >= req.count_limit ? SatStatus::Satisfiable
                           : r.exhausted              ? SatStatus::Unsatisfiable
                                                      : SatStatus::Unknown;
      req.on_run_end(0, st, report.solutions.empty() ? nullptr : &report.solutions.back());
    }
    cover_report(r.stats, report);
    report.verdict = verdict(report.count, r.exhausted, req.count_limit);
    return true;
  }
  std::vector<SudokuGrid> cover_solutions;
  int solutions_seen = 0;

  static void cover_report(const ExactCoverStats& s, SudokuTeachReport& out) {
    out.stats = SolveStats{s.ms, s.decisions, s.removed, s.conflicts};
    out.counters.clear();
    add_counter(out, "backtracks", s.backtracks);
    add_counter(out, "updates", s.updates);
  }
};

SudokuTeachRun::SudokuTeachRun(SudokuTeachRequest request) : impl_(std::make_unique<Impl>()) {
  Impl& m = *impl_;
  m.req = std::move(request);
  const SudokuTeachRequest& req = m.req;
  SudokuTeachReport& report = m.report;
  m.done = true;
  if (!is_sudoku_teach_method(req.method)) {
    report.error = "unknown teaching method '" + req.method + "'";
    return;
  }
  if (req.count_limit < 1) {
    report.error = "count must be at least 1";
    return;
  }
  if (!req.heuristic.empty() && !teach_method_takes_heuristic(req.method, req.heuristic)) {
    report.error = "heuristic " + req.heuristic + " does not apply to method " + req.method +
                   (req.method == "cdcl" ? " (MiniSat branches by VSIDS)"
                                         : " (backtracking and dpll: first-open, mom, jeroslow-wang or dlis)");
    return;
  }
  report.encoding = std::string(encoding_name(req.encoding));
  m.done = false;
  if (req.method == "backtracking") m.start_search(TeachMethod::Backtracking);
  if (req.method == "dpll") m.start_search(TeachMethod::Dpll);
}

SudokuTeachRun::~SudokuTeachRun() = default;

bool SudokuTeachRun::advance() {
  Impl& m = *impl_;
  if (m.done) return true;
  const SudokuTeachRequest& req = m.req;
  if (m.solver) m.done = m.advance_search();
  else if (req.method == "exact-cover") m.done = m.advance_cover();
  else {
    if (req.method == "propagation") propagation_methods(req, TeachMethod::Propagation, m.report);
    else if (req.method == "failed-literals") propagation_methods(req, TeachMethod::FailedLiterals, m.report);
    else cdcl_method(req, m.report);
    m.done = true;
  }
  return m.done;
}

bool SudokuTeachRun::done() const { return impl_->done; }

SudokuTeachReport SudokuTeachRun::report() const {
  const Impl& m = *impl_;
  if (m.done) return m.report;
  SudokuTeachReport r = m.report;  // so far: the runs ended, and the one paused
  if (m.solver) {
    TeachStats t = m.total;
    t += m.solver->stats();
    r.stats = SolveStats{t.ms, t.decisions, t.propagations, t.conflicts};
    add_counter(r, "backtracks", t.backtracks);
  } else if (m.cover) {
    Impl::cover_report(m.cover->result().stats, r);
  }
  return r;
}

SudokuTeachReport solve_sudoku_teach(const SudokuTeachRequest& req) {
  SudokuTeachRun run(req);
  while (!run.advance()) {
  }
  return run.report();
}

}  // namespace gridlogic
