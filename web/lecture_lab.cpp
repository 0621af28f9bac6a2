// lecture_lab.cpp — recording the Sudoku lab methods (lecture_lab.h) through solve_sudoku_teach.
#include "lecture_lab.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <optional>

#include "gridlogic/deadline.h"
#include "gridlogic/exact_cover.h"
#include "gridlogic/sudoku_format.h"
#include "gridlogic/sudoku_sat.h"
#include "gridlogic/sudoku_solve.h"
#include "gridlogic/sudoku_teach.h"
#include "lecture_cdcl.h"
#include "lecture_genres.h"
#include "lecture_internal.h"

namespace gridlogic::lecture {

Result<bool> read_sudoku(Lecture& L, std::string_view text);  // lecture_sudoku.cpp
std::string sudoku_size_words(const SudokuGrid& grid);

namespace {

// Conflicts (exact cover: dead ends) a lab search may spend in the view before it answers "unknown":
// about a second of a hard puzzle's plain backtracking in the browser. A search that needs more says
// so, and its command line then carries --budget so that the numbers still agree.
constexpr int64_t kViewBudget = 200000;

// "2 s", "0.2 s".
std::string seconds_words(double s) {
  char text[32];
  std::snprintf(text, sizeof text, "%g s", s);
  return text;
}

std::string thousands(uint64_t v) {
  std::string s = std::to_string(v);
  for (int i = static_cast<int>(s.size()) - 3; i > 0; i -= 3) s.insert(static_cast<size_t>(i), ",");
  return s;
}

std::string title_of(std::string_view method) {
  if (method == "propagation") return "Unit propagation";
  if (method == "failed-literals") return "Propagation with failed literals";
  if (method == "backtracking") return "Backtracking";
  if (method == "dpll") return "DPLL";
  if (method == "cdcl") return "CDCL (MiniSat)";
  return "Exact cover (dancing links)";
}

Result<bool> record(Lecture& L, std::string_view text, BoardState& expected, std::string_view method) {
  if (auto r = read_sudoku(L, text); !r) return r;
  const SudokuGrid& grid = *L.sudoku;
  const int n = grid.shape.n();
  // Before the search nothing is known but the givens: every other cell keeps all its values (the
  // "givens" step, or MiniSat's assumptions, strike what they rule out).
  BoardState& s0 = L.states[0];
  for (int cell = 0; cell < n * n; ++cell)
    if (!grid.cells[cell]) s0.candidates[cell] = ((1u << (n + 1)) - 1) & ~1u;

  SudokuEncoding encoding = SudokuEncoding::Extended;
  if (!L.lab.encoding.empty()) {
    auto e = parse_sudoku_encoding(L.lab.encoding);
    if (!e) return Error{"encoding '" + L.lab.encoding + "' is not one of minimal, efficient, extended"};
    encoding = *e;
  }
  // Exact cover has no encoding: the view names its rows by the extended encoding's s[r,c,v].
  const bool cover = method == "exact-cover";
  const SudokuVars vars = encode_sudoku_rules(grid.shape, cover ? SudokuEncoding::Extended : encoding, L.cnf);
  if (!L.lab.what_if_text.empty()) {
    auto w = parse_what_if(L, L.lab.what_if_text);
    if (!w) return w.error();
    L.lab.what_if = std::move(*w);
  }

  SudokuTeachRequest req;
  req.puzzle = grid;
  req.method = std::string(method);
  req.encoding = encoding;
  req.heuristic = L.lab.heuristic;
  if (!req.heuristic.empty() && !teach_method_takes_heuristic(method, req.heuristic)) req.heuristic.clear();
  req.restarts = L.lab.restarts;
  req.count_limit = L.lab.unique ? 2 : 1;
  req.budget = kViewBudget;
  req.max_events = full_window(L);
  const bool windowed = L.lab.window > 0 && can_record_in_windows(L);
  if (windowed) req.max_events = std::min(req.max_events, L.lab.window);
  const std::vector<Lit> givens = given_literals(vars, grid);
  SearchRecorder recorder(L, method == "cdcl" ? std::span<const Lit>(givens) : std::span<const Lit>());
  recorder.set_teaching(method != "cdcl");
  recorder.set_stop_at_window_end(windowed);
  if (cover) recorder.set_column_names([shape = grid.shape](int c) { return sudoku_cover_column_name(shape, c); });
  req.observer = &recorder;
  req.on_block = [&recorder](int run, std::span<const Lit> clause) { recorder.block(run, clause); };
  req.on_run_end = [&](int run, SatStatus status, const SudokuGrid* solution) {
    std::vector<TrailEntry> trail;  // the grid as literals: each cell's value true, its other values false
    if (solution)
      for (int cell = 0; cell < n * n; ++cell)
        for (int v = 1; v <= n; ++v) {
          const Var x = vars.at(cell / n, cell % n, v);
          trail.push_back(TrailEntry{v == solution->cells[cell] ? Lit::pos(x) : Lit::neg(x), 0, {}});
        }
    recorder.end_run(run, status, solution ? &trail : nullptr, cover);
  };
  // The view's time limit (LabOptions::seconds) for the searches whose runs can be long; they check it
  // at each conflict only, as they check the budget, so a stop by time is a stop by budget.
  std::optional<DeadlineScope> deadline;
  if (L.lab.seconds > 0 && (method == "backtracking" || method == "dpll")) deadline.emplace(L.lab.seconds);
  const SudokuTeachReport report = solve_sudoku_teach(req);
  const bool out_of_time = deadline && deadline->fired() && report.verdict == Verdict::Unknown;
  deadline.reset();
  if (!report.error.empty()) return Error{report.error};
  if (out_of_time)
    for (Step& s : L.steps)
      if (s.trace.technique == "stopped")
        // (no thousands separator: ImGui's wrapping breaks a line after a comma, "27,|648")
        s.trace.explanation = "the view's time (" + seconds_words(L.lab.seconds) + ") is spent after " +
                              std::to_string(report.stats.conflicts) +
                              " conflicts, before an answer: unknown (the command line with --budget " +
                              std::to_string(report.stats.conflicts) + " stops at the same point)";

  L.complete = !recorder.stopped_at_window();
  if (!L.complete && !L.steps.empty()) {
    Step& tail = L.steps.back();
    tail.trace.explanation =
        req.max_events < full_window(L)
            ? "the search goes on from here, not recorded yet: the view recorded " + thousands(req.max_events) +
                  " events (step on and it records further)"
            : "the view records " + thousands(req.max_events) +
                  " events of a run; the search goes on unobserved from here (step on for its answer and totals)";
  }
  L.run_verdict = L.complete ? std::string(verdict_name(report.verdict)) : std::string("unfinished");
  SudokuSolveRequest fast;  // the puzzle's verdict by a second method
  fast.puzzle = format_sudoku_line(grid);
  L.verdict = std::string(verdict_name(solve_sudoku_request(fast).verdict));
  L.totals = {{"decisions", report.stats.decisions},
              {"propagations", report.stats.propagations},
              {"conflicts", report.stats.conflicts}};
  for (const TeachCounter& c : report.counters) L.totals.emplace_back(c.name, c.value);
  L.solve_ms = report.stats.ms;
  L.cnf_size = cover ? std::to_string(sudoku_cover_columns(grid.shape)) + " columns, " +
                           std::to_string(grid.shape.cells() * n) + " rows"
                     : thousands(static_cast<uint64_t>(report.variables)) + " variables, " +
                           thousands(static_cast<uint64_t>(report.clauses)) + " clauses";
  // The command that prints the same totals (the puzzle on its standard input).
  L.command = "gridlogic solve --method " + std::string(method);
  if (!cover) L.command += " --encoding " + std::string(encoding_name(encoding));
  if (!report.heuristic.empty() && method != "cdcl") L.command += " --heuristic " + report.heuristic;
  if (method == "cdcl" && !req.restarts) L.command += " --restarts no";
  L.command += " --count " + std::to_string(req.count_limit);
  if (report.verdict == Verdict::Unknown && method != "propagation" && method != "failed-literals")
    L.command +=
        " --budget " + std::to_string(out_of_time ? static_cast<int64_t>(report.stats.conflicts) : kViewBudget);
  L.command += " --json";
  if (!L.complete) L.command.clear();  // no command line stops where the window did

  std::string words = title_of(method);
  if (!cover) words += " on the " + std::string(encoding_name(encoding)) + " encoding (" + L.cnf_size + ")";
  else words += " (" + L.cnf_size + ")";
  if (!report.heuristic.empty()) words += ", branching " + report.heuristic;
  if (method == "cdcl") words += req.restarts ? ", restarts on" : ", restarts off";
  std::string counts;
  for (const auto& [name, value] : L.totals) {
    if (value == 0 && name != "decisions") continue;
    counts += (counts.empty() ? "" : ", ") + thousands(value) + " " + name;
  }
  L.summary = sudoku_size_words(grid) + "; " + words + ": " + counts +
              (L.complete ? "" : " so far (recorded up to step " + std::to_string(L.size() - 1) + ")");
  if (!L.lab.what_if.empty())
    L.summary += "; the class chose " + std::to_string(L.lab.what_if.size()) +
                 (L.lab.what_if.size() == 1 ? " decision" : " decisions");

  // The fixpoint in the grid's words: how far propagation got.
  if (!L.steps.empty() && L.steps.back().trace.technique == "fixpoint") {
    uint64_t open = 0, candidates = 0;
    for (const auto& [name, value] : L.totals) {
      if (name == "openCells") open = value;
      if (name == "candidatesLeft") candidates = value;
    }
    L.steps.back().trace.explanation = "propagation can do no more: " + std::to_string(open) + " cells open, " +
                                       std::to_string(candidates) + " candidates left (" +
                                       std::string(encoding_name(encoding)) + " encoding)";
  }
  // Where the replay must arrive: the model (or the propagation's fixpoint), when the recorded steps
  // reach it and no second run follows.
  const bool reached =
      !L.steps.empty() && (L.steps.back().trace.technique == "model" || L.steps.back().trace.technique == "fixpoint");
  // (A run that ends "unsatisfiable" or "stopped" has no grid to arrive at.)
  if (reached && !L.lab.unique) {
    const SudokuGrid& end = report.solutions.empty() ? report.fixpoint : report.solutions.front();
    if (!end.cells.empty()) expected.value.assign(end.cells.begin(), end.cells.end());
  }
  return true;
}

}  // namespace

Result<bool> record_lab_propagation(Lecture& L, std::string_view t, BoardState& e) {
  return record(L, t, e, "propagation");
}
Result<bool> record_lab_failed_literals(Lecture& L, std::string_view t, BoardState& e) {
  return record(L, t, e, "failed-literals");
}
Result<bool> record_lab_backtracking(Lecture& L, std::string_view t, BoardState& e) {
  return record(L, t, e, "backtracking");
}
Result<bool> record_lab_dpll(Lecture& L, std::string_view t, BoardState& e) { return record(L, t, e, "dpll"); }
Result<bool> record_lab_cdcl(Lecture& L, std::string_view t, BoardState& e) { return record(L, t, e, "cdcl"); }
Result<bool> record_lab_exact_cover(Lecture& L, std::string_view t, BoardState& e) {
  return record(L, t, e, "exact-cover");
}

int full_window(const Lecture& L) { return L.lab.max_events > 0 ? L.lab.max_events : kGridCdclEvents; }

bool can_record_in_windows(const Lecture& L) {
  const std::string& m = L.method;
  return L.sudoku && !L.lab.unique && (m == "backtracking" || m == "dpll" || m == "cdcl" || m == "exact-cover");
}

int window_after(int position) { return position + kWhatIfWindow; }

int next_window(const Lecture& L) {
  if (L.complete || L.lab.window <= 0) return 0;
  const int full = full_window(L);
  return L.lab.window >= full ? 0 : std::min(full, 2 * L.lab.window);
}

std::optional<Lit> candidate_literal(const Lecture& L, int cell, int value) {
  if (!L.genre->cell_value) {  // a CNF: the variable matrix's tile `cell` is the variable, value its sign
    if (cell < 0 || cell >= L.cnf.num_vars() || value == 0) return std::nullopt;
    return value > 0 ? Lit::pos(Var{cell}) : Lit::neg(Var{cell});
  }
  const VarRange* r = find_range(L.cnf, "s");
  if (!r || r->dims.size() != 3 || cell < 0 || cell >= L.rows * L.cols || value < 1 || value > r->dims[2])
    return std::nullopt;
  return Lit::pos(r->at({cell / L.cols, cell % L.cols, value - 1}));
}

Result<std::vector<std::pair<int, Lit>>> parse_what_if(const Lecture& L, std::string_view text) {
  std::vector<std::pair<int, Lit>> out;
  size_t at = 0;
  while (at < text.size()) {
    size_t end = text.find(',', at);
    if (end == std::string_view::npos) end = text.size();
    const std::string part(text.substr(at, end - at));
    at = end + 1;
    if (part.empty()) continue;
    auto bad = [&](const std::string& why) {
      return Error{"what-if '" + part + "': " + why + " (expected decision:literal, as 3:r5c2=3 or 3:r5c2!=3)"};
    };
    const size_t colon = part.find(':');
    if (colon == std::string::npos) return bad("no ':'");
    char* stop = nullptr;
    const long d = std::strtol(part.c_str(), &stop, 10);
    if (stop != part.c_str() + colon || d < 1 || d > 1000000) return bad("the decision number is not 1 or more");
    const std::string lit = part.substr(colon + 1);
    int r = 0, c = 0, v = 0;
    char op[3] = {};
    Lit l{};
    if (std::sscanf(lit.c_str(), "r%dc%d%2[=!]%d", &r, &c, op, &v) == 4 ||
        std::sscanf(lit.c_str(), "r%dc%d!=%d", &r, &c, &v) == 3) {
      const bool negated = lit.find("!=") != std::string::npos;
      auto cl = candidate_literal(L, (r - 1) * L.cols + (c - 1), v);
      if (!cl || r < 1 || c < 1 || r > L.rows || c > L.cols) return bad("no such cell or value");
      l = negated ? ~*cl : *cl;
    } else {
      const long x = std::strtol(lit.c_str(), &stop, 10);
      if (*stop || x == 0 || std::labs(x) > L.cnf.num_vars()) return bad("not a literal of this puzzle");
      l = x > 0 ? Lit::pos(Var{static_cast<int>(x - 1)}) : Lit::neg(Var{static_cast<int>(-x - 1)});
    }
    out.emplace_back(static_cast<int>(d), l);
  }
  return out;
}

std::string format_what_if(const Lecture& L, const std::vector<std::pair<int, Lit>>& what_if) {
  std::string out;
  for (const auto& [d, l] : what_if) {
    std::string lit;
    if (const auto cv = L.cell_value(l.var()))
      lit = "r" + std::to_string(cv->cell / L.cols + 1) + "c" + std::to_string(cv->cell % L.cols + 1) +
            (l.negated() ? "!=" : "=") + std::to_string(cv->value);
    else lit = std::to_string(l.dimacs());
    out += (out.empty() ? "" : ",") + std::to_string(d) + ":" + lit;
  }
  return out;
}

std::vector<std::pair<int, Lit>> decisions_until(const Lecture& L, int k) {
  std::vector<std::pair<int, Lit>> out;
  int d = 0;
  for (int i = 0; i < k && i < L.size(); ++i) {
    const TraceStep& t = L.steps[i].trace;
    if (t.technique == "block") break;  // a second run numbers its decisions anew
    if (t.technique != "decision" || t.variables.empty()) continue;
    const int x = t.variables[0];
    out.emplace_back(++d, x > 0 ? Lit::pos(Var{x - 1}) : Lit::neg(Var{-x - 1}));
  }
  return out;
}

}  // namespace gridlogic::lecture
