// lecture_lab.cpp — recording the Sudoku lab methods (lecture_lab.h) through solve_sudoku_teach.
#include "lecture_lab.h"

#include <algorithm>
#include <chrono>
#include <memory>
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

}  // namespace

// A lab run being recorded (Lecture::recording): the engine's run with its search paused, the recorder
// that turns its events into steps, and what the words about the run need.
struct LabRecording {
  std::string method;
  SudokuEncoding encoding = SudokuEncoding::Extended;
  bool cover = false;
  int count_limit = 1;
  bool restarts = true;
  SudokuVars vars;
  std::vector<Lit> givens;
  std::unique_ptr<SearchRecorder> recorder;
  std::unique_ptr<SudokuTeachRun> run;
  double seconds_spent = 0;  // the search's time so far (the view's limit, LabOptions::seconds, counts it)
  bool out_of_time = false;  // a slice's deadline fired
  bool tail = false;         // L.steps ends in the "unrecorded" step a paused run shows
};

namespace {

double now_ms() {
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

// One slice of the search: until the recorder pauses it or the run ends. The view's time limit (for the
// searches whose runs can be long) is the run's, spread over the slices; they check it at each conflict
// only, as they check the budget, so a stop by time is a stop by budget.
void advance(const Lecture& L, LabRecording& r) {
  const double t0 = now_ms();
  std::optional<DeadlineScope> deadline;
  if (L.lab.seconds > 0 && (r.method == "backtracking" || r.method == "dpll")) {
    deadline.emplace(std::max(1e-6, L.lab.seconds - r.seconds_spent));
    // (time_is_up() reads the clock every 256th question from the scope's start, and a slice may ask
    // fewer: a limit spent in earlier slices is marked at once, and the search stops at its next conflict)
    if (r.seconds_spent >= L.lab.seconds) time_is_up_now();
  }
  r.run->advance();
  if (deadline && deadline->fired()) r.out_of_time = true;
  deadline.reset();
  r.seconds_spent += (now_ms() - t0) / 1000.0;
}

// After a slice: the run's words, totals, command and summary — final when the run has ended, "so far"
// while it is paused (its last step then the "unrecorded" tail with `tail_words`).
Result<bool> conclude(Lecture& L, BoardState& expected, const std::string& tail_words) {
  LabRecording& r = *L.recording;
  const std::string_view method = r.method;
  const bool cover = r.cover;
  const SudokuGrid& grid = *L.sudoku;
  const int n = grid.shape.n();
  const SudokuTeachReport report = r.run->report();
  const bool done = r.run->done();
  const bool out_of_time = done && r.out_of_time && report.verdict == Verdict::Unknown;
  if (!report.error.empty()) return Error{report.error};
  if (out_of_time)
    for (Step& s : L.steps)
      if (s.trace.technique == "stopped")
        // (no thousands separator: ImGui's wrapping breaks a line after a comma, "27,|648")
        s.trace.explanation = "the view's time (" + seconds_words(L.lab.seconds) + ") is spent after " +
                              std::to_string(report.stats.conflicts) +
                              " conflicts, before an answer: unknown (the command line with --budget " +
                              std::to_string(report.stats.conflicts) + " stops at the same point)";

  L.complete = done && !r.recorder->stopped_at_window();
  if (!done) {
    r.recorder->push_tail(tail_words);
    r.tail = true;
  } else if (!L.complete && !L.steps.empty()) {  // (CDCL: its search stopped at the window's end)
    Step& tail = L.steps.back();
    const int recorded = std::min(full_window(L), L.lab.window);
    tail.trace.explanation =
        recorded < full_window(L)
            ? "the search goes on from here, not recorded yet: the view recorded " + thousands(recorded) +
                  " events (step on and it records further)"
            : "the view records " + thousands(recorded) +
                  " events of a run; the search goes on unobserved from here (step on for its answer and totals)";
  }
  L.run_verdict = L.complete ? std::string(verdict_name(report.verdict)) : std::string("unfinished");
  SudokuSolveRequest fast;  // the puzzle's verdict by a second method
  fast.puzzle = format_sudoku_line(grid);
  if (L.verdict.empty()) L.verdict = std::string(verdict_name(solve_sudoku_request(fast).verdict));
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
  if (!cover) L.command += " --encoding " + std::string(encoding_name(r.encoding));
  if (!report.heuristic.empty() && method != "cdcl") L.command += " --heuristic " + report.heuristic;
  if (method == "cdcl" && !r.restarts) L.command += " --restarts no";
  L.command += " --count " + std::to_string(r.count_limit);
  if (report.verdict == Verdict::Unknown && method != "propagation" && method != "failed-literals")
    L.command +=
        " --budget " + std::to_string(out_of_time ? static_cast<int64_t>(report.stats.conflicts) : kViewBudget);
  L.command += " --json";
  if (!L.complete) L.command.clear();  // no command line stops where the window did

  std::string words = title_of(method);
  if (!cover) words += " on the " + std::string(encoding_name(r.encoding)) + " encoding (" + L.cnf_size + ")";
  else words += " (" + L.cnf_size + ")";
  if (!report.heuristic.empty()) words += ", branching " + report.heuristic;
  if (method == "cdcl") words += r.restarts ? ", restarts on" : ", restarts off";
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
  if (!done) return true;

  // The fixpoint in the grid's words: how far propagation got.
  if (!L.steps.empty() && L.steps.back().trace.technique == "fixpoint") {
    uint64_t open = 0, candidates = 0;
    for (const auto& [name, value] : L.totals) {
      if (name == "openCells") open = value;
      if (name == "candidatesLeft") candidates = value;
    }
    L.steps.back().trace.explanation = "propagation can do no more: " + std::to_string(open) + " cells open, " +
                                       std::to_string(candidates) + " candidates left (" +
                                       std::string(encoding_name(r.encoding)) + " encoding)";
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

Result<bool> record(Lecture& L, std::string_view text, BoardState& expected, std::string_view method) {
  if (auto r = read_sudoku(L, text); !r) return r;
  const SudokuGrid& grid = *L.sudoku;
  const int n = grid.shape.n();
  // Before the search nothing is known but the givens: every other cell keeps all its values (the
  // "givens" step, or MiniSat's assumptions, strike what they rule out).
  BoardState& s0 = L.states[0];
  for (int cell = 0; cell < n * n; ++cell)
    if (!grid.cells[cell]) s0.candidates[cell] = ((1u << (n + 1)) - 1) & ~1u;

  auto rec = std::make_shared<LabRecording>();
  LabRecording& r = *rec;
  r.method = std::string(method);
  if (!L.lab.encoding.empty()) {
    auto e = parse_sudoku_encoding(L.lab.encoding);
    if (!e) return Error{"encoding '" + L.lab.encoding + "' is not one of minimal, efficient, extended"};
    r.encoding = *e;
  }
  // Exact cover has no encoding: the view names its rows by the extended encoding's s[r,c,v].
  r.cover = method == "exact-cover";
  r.vars = encode_sudoku_rules(grid.shape, r.cover ? SudokuEncoding::Extended : r.encoding, L.cnf);
  if (!L.lab.what_if_text.empty()) {
    auto w = parse_what_if(L, L.lab.what_if_text);
    if (!w) return w.error();
    L.lab.what_if = std::move(*w);
  }

  SudokuTeachRequest req;
  req.puzzle = grid;
  req.method = std::string(method);
  req.encoding = r.encoding;
  req.heuristic = L.lab.heuristic;
  if (!req.heuristic.empty() && !teach_method_takes_heuristic(method, req.heuristic)) req.heuristic.clear();
  req.restarts = r.restarts = L.lab.restarts;
  req.count_limit = r.count_limit = L.lab.unique ? 2 : 1;
  req.budget = kViewBudget;
  req.max_events = full_window(L);
  // After a click: the run up to the click and a window of steps after it. The teaching searches pause
  // there and go on later from where they paused (record_further); MiniSat cannot pause, so its search
  // stops at the window's end and a longer window records it again.
  const bool windowed = L.lab.window > 0 && can_record_in_windows(L);
  const bool pauses = windowed && method != "cdcl";
  if (windowed && !pauses) req.max_events = std::min(req.max_events, L.lab.window);
  r.givens = given_literals(r.vars, grid);
  r.recorder =
      std::make_unique<SearchRecorder>(L, method == "cdcl" ? std::span<const Lit>(r.givens) : std::span<const Lit>());
  SearchRecorder& recorder = *r.recorder;
  recorder.set_teaching(method != "cdcl");
  recorder.set_stop_at_window_end(windowed && !pauses);
  if (pauses) recorder.set_pause(L.lab.window, 0);
  if (r.cover) recorder.set_column_names([shape = grid.shape](int c) { return sudoku_cover_column_name(shape, c); });
  req.observer = &recorder;
  LabRecording* at = &r;  // (the recording outlives the request's callbacks: it owns the run)
  req.on_block = [at](int run, std::span<const Lit> clause) { at->recorder->block(run, clause); };
  req.on_run_end = [at, n](int run, SatStatus status, const SudokuGrid* solution) {
    std::vector<TrailEntry> trail;  // the grid as literals: each cell's value true, its other values false
    if (solution)
      for (int cell = 0; cell < n * n; ++cell)
        for (int v = 1; v <= n; ++v) {
          const Var x = at->vars.at(cell / n, cell % n, v);
          trail.push_back(TrailEntry{v == solution->cells[cell] ? Lit::pos(x) : Lit::neg(x), 0, {}});
        }
    at->recorder->end_run(run, status, solution ? &trail : nullptr, at->cover);
  };
  r.run = std::make_unique<SudokuTeachRun>(std::move(req));
  L.recording = rec;
  advance(L, r);
  auto ok = conclude(L, expected,
                     "the search goes on from here, not recorded yet: the view recorded " + thousands(L.size()) +
                         " steps (step on and it records further)");
  if (!ok || L.complete || r.run->done()) L.recording.reset();
  return ok;
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

bool can_record_further(const Lecture& L) { return !L.complete && L.recording != nullptr; }

void record_further(Lecture& L, double budget_ms, int more_steps) {
  if (!can_record_further(L)) return;
  std::shared_ptr<LabRecording> keep = L.recording;
  LabRecording& r = *keep;
  if (r.tail) {
    r.recorder->pop_tail();
    L.states.pop_back();
    r.tail = false;
  }
  const int before = L.size();
  r.recorder->set_pause(more_steps >= 0 ? before + more_steps : -1, budget_ms);
  advance(L, r);
  BoardState expected;
  auto ok = conclude(L, expected,
                     "recording… " + thousands(L.size()) + " steps so far (" + thousands(L.size() - before) +
                         " in this frame): the search goes on from here");
  add_states(L);
  if (!ok) L.replay_problem = ok.error().message;
  else if (r.run->done()) L.replay_problem = L.how->check_replay ? L.how->check_replay(L, expected) : "";
  if (r.run->done()) L.recording.reset();
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
