// lecture_cdcl.cpp — recording a CDCL search for the lecture view and mapping its trails onto boards
// (lecture_cdcl.h).
#include "lecture_cdcl.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdlib>
#include <utility>

#include "gridlogic/dimacs.h"
#include "lecture_genres.h"
#include "lecture_internal.h"
#include "lecture_lab.h"

namespace gridlogic::lecture {
namespace {

bool grid_genre(const Lecture& L) { return L.genre->cell_value != nullptr; }

Lit from_dimacs(int v) { return v > 0 ? Lit::pos(Var{v - 1}) : Lit::neg(Var{-v - 1}); }

}  // namespace

SearchRecorder::SearchRecorder(Lecture& L, std::span<const Lit> assumptions)
    : L_(L), adapter_(rec_, [&L](Lit l) { return L.literal_name(l); }) {
  assumed_.assign(2 * static_cast<size_t>(std::max(1, L.cnf.num_vars())), false);
  for (Lit a : assumptions)
    if (a.code >= 0 && a.code < static_cast<int>(assumed_.size())) assumed_[a.code] = true;
}

void SearchRecorder::on_decision(const SearchSnapshot& s) {
  const TrailEntry& d = s.trail[s.first_new];
  if (d.level == 0) {  // a teaching search's units: the givens and what they take at once
    TraceStep t;
    t.technique = "givens";
    for (size_t i = s.first_new; i < s.trail.size(); ++i) t.variables.push_back(s.trail[i].lit.dimacs());
    int placed = 0;
    for (size_t i = s.first_new; i < s.trail.size(); ++i) placed += !s.trail[i].lit.negated();
    t.explanation =
        "the givens: " + std::to_string(placed) + (placed == 1 ? " value" : " values") +
        (placed < static_cast<int>(s.trail.size() - s.first_new)
             ? ", and the " + std::to_string(s.trail.size() - s.first_new - placed) + " candidates they rule out"
             : std::string());
    push(std::move(t), s.trail, -1);
    return;
  }
  adapter_.on_decision(s);
  // Exact cover takes a row and knocks out others in one event: the step lists them all (decision first).
  extra_vars_.clear();
  for (size_t i = s.first_new + 1; i < s.trail.size(); ++i) extra_vars_.push_back(s.trail[i].lit.dimacs());
  pending_note_ = column_;  // exact cover: which column the row was taken for
  column_.clear();
  take(s.trail, -1);
}

void SearchRecorder::on_propagation(const SearchSnapshot& s) {
  adapter_.on_propagation(s);
  take(s.trail, -1);
}

void SearchRecorder::on_conflict(const ConflictSnapshot& c) {
  L_.conflicts.push_back(c);
  if (column_name_ && c.level > 0) {
    // Exact cover has no clauses to analyse: a column whose every row clashes with a row taken is a
    // dead end, and the deepest row taken goes back (the clause is the column's rows, all knocked out).
    TraceStep t;
    t.technique = "conflict";
    for (Lit l : c.clause) t.variables.push_back(l.dimacs());
    std::string rows;
    for (size_t i = 0; i < c.clause.size() && i < 8; ++i) rows += (i ? ", " : "") + L_.literal_name(c.clause[i]);
    if (c.clause.size() > 8) rows += ", … " + std::to_string(c.clause.size() - 8) + " more";
    t.explanation = "level " + std::to_string(c.level) + ": " + std::exchange(column_, std::string()) + ": its rows (" +
                    rows +
                    ") each clash with a row taken — a dead end; the last row taken is "
                    "taken back";
    rec_.on_step(t);
  } else if (c.uip >= 0 || c.level == 0 || !teaching_) {
    adapter_.on_conflict(c);
  } else {  // DPLL, backtracking: no analysis, the deepest decision is undone
    TraceStep t;
    t.technique = "conflict";
    for (Lit l : c.clause) t.variables.push_back(l.dimacs());
    t.explanation = "level " + std::to_string(c.level) + ": clause " + clause_words(c.clause) +
                    " is false; no clause is learned: the deepest decision is undone";
    rec_.on_step(t);
  }
  take(trail_, static_cast<int>(L_.conflicts.size()) - 1);
}

void SearchRecorder::on_learned(const SearchSnapshot& s) {
  adapter_.on_learned(s);
  take(s.trail, static_cast<int>(L_.conflicts.size()) - 1);
}

void SearchRecorder::on_restart() {
  adapter_.on_restart();
  std::vector<TrailEntry> kept;
  for (const TrailEntry& e : trail_)
    if (e.level == 0) kept.push_back(e);
  take(kept, -1);
}

void SearchRecorder::on_model(const SearchSnapshot& s) {
  adapter_.on_model(s);
  take(s.trail, -1);
}
void SearchRecorder::on_window_closed() {
  if (stop_at_window_) {  // the search stops here (end_run says so); a longer window records what follows
    window_closed_ = true;
    return;
  }
  // A teaching search's run says where its window closed at its end ("the search goes on unobserved
  // and finds a model", end_run); MiniSat's runs have this step.
  if (teaching_) return;
  adapter_.on_window_closed();
  take(trail_, -1);
}

void SearchRecorder::on_backtrack(const SearchSnapshot& s) {
  TraceStep t;
  t.technique = "backtrack";
  if (s.first_new < static_cast<int>(s.trail.size())) {
    const TrailEntry& e = s.trail[s.first_new];
    t.variables = {e.lit.dimacs()};
    t.explanation = "backtrack: " + L_.literal_name(~e.lit) + " failed under the decisions above it, so " +
                    L_.literal_name(e.lit) + " at level " + std::to_string(e.level) + " (the clause " +
                    clause_words(e.reason) + ")";
  } else {  // exact cover: the row is taken back, the column's next row follows
    t.explanation = "take the row back (uncover its columns): back to level " + std::to_string(s.decision_level);
  }
  push(std::move(t), s.trail, -1);
}

void SearchRecorder::on_failed_literal(const ConflictSnapshot& c, Lit failed, const SearchSnapshot& s) {
  L_.conflicts.push_back(c);
  TraceStep t;
  t.technique = "failed-literal";
  t.variables = {(~failed).dimacs()};
  t.explanation = "failed literal: assuming " + L_.literal_name(failed) + " makes " + clause_words(c.clause) +
                  " false, so " + L_.literal_name(~failed) + " for good";
  push(std::move(t), s.trail, static_cast<int>(L_.conflicts.size()) - 1);
}

void SearchRecorder::on_fixpoint(const SearchSnapshot& s) {
  TraceStep t;
  t.technique = "fixpoint";
  t.explanation = "propagation can do no more: " + std::to_string(s.trail.size()) + " literals are set";
  push(std::move(t), s.trail, -1);
}

void SearchRecorder::on_column(int column, std::span<const Lit> rows, int tried) {
  const std::string name = column_name_ ? column_name_(column) : "column " + std::to_string(column + 1);
  std::string list;
  for (Lit r : rows) list += (list.empty() ? "" : ", ") + L_.literal_name(r);
  const std::string row =
      rows.empty() ? std::string() : L_.literal_name(rows[std::min<size_t>(tried, rows.size() - 1)]);
  // One row left is no choice: say so (a guess is never presented as a deduction, nor the reverse).
  column_ = rows.empty() ? "column “" + name + "” has no rows left"
            : rows.size() == 1
                ? "column “" + name + "” has one row left: take " + row + " (forced)"
                : "column “" + name + "” has the fewest rows, " + std::to_string(rows.size()) + " (" + list +
                      "): try row " + std::to_string(tried + 1) + ", " + row + "; cover its columns";
}

namespace {
double steady_ms() {
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now().time_since_epoch()).count();
}
}  // namespace

void SearchRecorder::set_pause(int steps, double budget_ms) {
  pause_steps_ = steps;
  pause_at_ms_ = budget_ms > 0 ? steady_ms() + budget_ms : 0;
}

bool SearchRecorder::pause_here() {
  if (pause_steps_ >= 0 && L_.size() >= pause_steps_) return true;
  // (a clock reading is a call into JavaScript in the browser: well under a microsecond, against a loop
  // round of the search that propagates or scans clauses)
  return pause_at_ms_ > 0 && steady_ms() >= pause_at_ms_;
}

void SearchRecorder::push_tail(std::string explanation) {
  Step step;
  step.trace.technique = "unrecorded";
  step.trace.explanation = std::move(explanation);
  for (const TrailEntry& e : trail_) step.level = std::max(step.level, e.level);
  L_.steps.push_back(std::move(step));
  L_.trails.push(trail_, static_cast<int>(trail_.size()));
  if (L_.lab.full_trails) L_.lab.full_trails->push_back(trail_);
}

void SearchRecorder::pop_tail() {
  L_.steps.pop_back();
  L_.trails.pop_back();
  if (L_.lab.full_trails) L_.lab.full_trails->pop_back();
}

Lit SearchRecorder::choose_decision(int decision) {
  if (run_ > 0) return Lit{};
  for (const auto& [d, lit] : L_.lab.what_if)
    if (d == decision) return lit;
  return Lit{};
}

void SearchRecorder::block(int run, std::span<const Lit> clause) {
  run_ = run;
  TraceStep t;
  t.technique = "block";
  for (Lit l : clause) t.variables.push_back(l.dimacs());
  t.explanation = "solution " + std::to_string(run) + " found. Is it the only one? Add its blocking clause " +
                  clause_words(clause) + " (“not this grid”) and search again";
  const std::vector<TrailEntry> model = trail_;  // the board keeps the grid being blocked
  push(std::move(t), model, -1);
}

void SearchRecorder::end_run(int run, SatStatus status, const std::vector<TrailEntry>* model_trail, bool exact_cover) {
  const bool shown_model = !L_.steps.empty() && L_.steps.back().trace.technique == "model";
  TraceStep t;
  // Stopped where the window closed: whatever the run answered then (a model may come with the event
  // that closed it), the steps end where the window did, as a longer window's run goes on.
  if (stopped_at_window()) {
    t.technique = "unrecorded";
    t.explanation = "the search goes on from here: not recorded yet";
    return push(std::move(t), trail_, -1);
  }
  if (status == SatStatus::Satisfiable) {
    if (shown_model || !model_trail) return;
    // Found after the window closed: the grid, so that the run still ends in it.
    t.technique = "model";
    t.explanation = "the search goes on unobserved and finds a model: the grid below";
    for (const TrailEntry& e : *model_trail) t.variables.push_back(e.lit.dimacs());
    return push(std::move(t), *model_trail, -1);
  }
  if (status == SatStatus::Unsatisfiable) {
    t.technique = "unsatisfiable";
    if (run == 0)
      t.explanation = exact_cover ? "the tree is exhausted: no other solution — the puzzle is unique"
                                  : "no model: the formula is unsatisfiable, the puzzle has no solution";
    else
      t.explanation =
          "no other model: with the blocking clause the formula is unsatisfiable, so the solution "
          "found is the only one — the puzzle is unique (a proof by search, no guess left open)";
    if (exact_cover && L_.lab.unique && run == 0)
      t.explanation =
          "the tree is exhausted: no other choice of rows covers every column — the solution found is the only one, "
          "the puzzle is unique";
  } else {
    t.technique = "stopped";
    t.explanation =
        "the budget of conflicts is spent before an answer: unknown (the command line with the same "
        "--budget stops at the same point)";
  }
  push(std::move(t), trail_, -1);
}

std::string SearchRecorder::clause_words(std::span<const Lit> c) const {
  std::string out = "(";
  const size_t shown = std::min<size_t>(c.size(), 8);
  for (size_t i = 0; i < shown; ++i) out += (i ? " ∨ " : "") + L_.literal_name(c[i]);
  if (c.size() > shown) out += " ∨ … " + std::to_string(c.size() - shown) + " more";
  return out + ")";
}

void SearchRecorder::push(TraceStep t, const std::vector<TrailEntry>& trail, int conflict) {
  rec_.on_step(t);
  take(trail, conflict);
}

void SearchRecorder::take(const std::vector<TrailEntry>& trail, int conflict) {
  // The trail changes at its end: keep the common prefix (the same literal at the same level for the
  // same reason) and copy only what follows, rather than the whole trail at every event.
  if (&trail != &trail_) {
    const size_t n = std::min(trail_.size(), trail.size());
    size_t keep = 0;
    while (keep < n && trail_[keep].lit == trail[keep].lit && trail_[keep].level == trail[keep].level &&
           trail_[keep].reason == trail[keep].reason)
      ++keep;
    // (assigned slot by slot, so that a reason reuses the storage of the one it replaces)
    trail_.resize(trail.size());
    for (size_t i = keep; i < trail.size(); ++i) trail_[i] = trail[i];
    stable_ = std::min(stable_, static_cast<int>(keep));
  }
  while (L_.steps.size() < rec_.trace().steps.size()) {
    Step step;
    step.trace = rec_.trace().steps[L_.steps.size()];
    step.conflict = conflict;
    relabel_assumption(step.trace);
    if (step.trace.technique == "decision" && !pending_note_.empty()) {
      step.trace.explanation =
          "level " + std::to_string(trail_.empty() ? 0 : trail_.back().level) + ": " + pending_note_;
      pending_note_.clear();
    }
    if (step.trace.technique == "decision") {
      step.trace.variables.insert(step.trace.variables.end(), extra_vars_.begin(), extra_vars_.end());
      extra_vars_.clear();
    }
    if (grid_genre(L_)) mark_cells(step.trace);
    for (const TrailEntry& e : trail_) step.level = std::max(step.level, e.level);
    const std::string& k = step.trace.technique;
    if ((k == "decision" || k == "backtrack" || k == "learned") && !step.trace.variables.empty()) {
      const Lit l = from_dimacs(step.trace.variables[0]);
      for (size_t i = trail_.size(); i-- > 0;)
        if (trail_[i].lit == l) {
          step.level = trail_[i].level;
          break;
        }
    }
    L_.steps.push_back(std::move(step));
    L_.trails.push(trail_, stable_);
    stable_ = static_cast<int>(trail_.size());
    if (L_.lab.full_trails) L_.lab.full_trails->push_back(trail_);
  }
}

// MiniSat takes assumptions as decisions of their own levels; saying "decide" would misstate a given.
void SearchRecorder::relabel_assumption(TraceStep& t) const {
  if (t.technique != "decision" || t.variables.size() != 1) return;
  const Lit l = from_dimacs(t.variables[0]);
  if (l.code >= static_cast<int>(assumed_.size()) || !assumed_[l.code]) return;
  int level = 0;
  for (const TrailEntry& e : trail_)
    if (e.lit == l) level = e.level;
  t.technique = "assumption";
  t.explanation = "level " + std::to_string(level) + ": assume the given " + L_.literal_name(l) +
                  " (MiniSat takes each assumption as a decision level of its own)";
}

// The cells a step is about; what decisions and propagations place and strike.
void SearchRecorder::mark_cells(TraceStep& t) const {
  const std::string& k = t.technique;
  const bool assigns = k == "decision" || k == "assumption" || k == "propagation" || k == "givens" ||
                       k == "backtrack" || k == "failed-literal" || k == "model";
  if (!assigns && k != "conflict" && k != "learned" && k != "block") return;
  for (int v : t.variables) {
    const Lit l = from_dimacs(v);
    const auto cv = L_.cell_value(l.var());
    if (!cv) continue;
    if (std::find(t.cells.begin(), t.cells.end(), cv->cell) == t.cells.end()) t.cells.push_back(cv->cell);
    if (assigns) (l.negated() ? t.removed : t.placed).push_back(*cv);
  }
}

namespace {}  // namespace

SatStatus record_cdcl(Lecture& L, std::span<const Lit> assumptions, int max_events, SatStats* stats) {
  SatSolver solver;
  solver.add_cnf(L.cnf);
  SearchRecorder observer(L, assumptions);
  solver.set_observer(&observer, max_events);
  const SatStatus st = solver.solve(assumptions);
  solver.set_observer(nullptr);
  if (stats) *stats = solver.stats();
  return st;
}

namespace {

// One literal of a trail onto a grid's board: a true s[r,c,v] places v, a false one strikes the
// candidate; a decision about an open cell marks it.
void place(const Lecture& L, BoardState& s, Lit lit, bool decision) {
  const auto cv = L.cell_value(lit.var());
  if (!cv || cv->cell < 0 || cv->cell >= static_cast<int>(s.value.size())) return;
  if (lit.negated()) {
    s.candidates[cv->cell] &= ~(1u << cv->value);
  } else {
    s.value[cv->cell] = static_cast<int8_t>(cv->value);
    s.candidates[cv->cell] = 1u << cv->value;
  }
  // MiniSat decides a variable false first, so a decision usually strikes a candidate.
  if (decision && !L.given[cv->cell]) s.decided[cv->cell] = 1;
}

// One literal of a CNF's trail onto the variable matrix.
void assign(BoardState& s, const TrailEntry& e) {
  const int v = e.lit.var().index;
  if (v < 0 || v >= static_cast<int>(s.value.size())) return;
  s.value[v] = e.lit.negated() ? 0 : 1;
  s.level[v] = e.level;
}

}  // namespace

void set_trail(const Lecture& L, BoardState& s, const std::vector<TrailEntry>& trail) {
  if (!grid_genre(L)) {
    std::fill(s.value.begin(), s.value.end(), -1);
    std::fill(s.level.begin(), s.level.end(), -1);
    for (const TrailEntry& e : trail) assign(s, e);
    s.trail = trail;
    return;
  }
  // A grid: after a backjump cells empty again, so every position starts from the puzzle itself.
  s = L.states[0];
  s.decided.assign(s.value.size(), 0);
  for (const TrailEntry& e : trail) place(L, s, e.lit, e.is_decision());
}

// `s` is the board of position k (the rows' contract for `apply`), so step k changes it by the trail's
// change alone: what the step takes back, then what it adds. The result is set_trail's of the whole
// trail (the lecture tests compare the two at every step).
void apply_trail(const Lecture& L, int k, BoardState& s) {
  const TrailLog& log = L.trails;
  const int before = k > 0 ? log.length(k - 1) : 0;
  const int keep = log.keep(k), added = log.added_count(k);
  if (!grid_genre(L)) {
    if (static_cast<int>(s.trail.size()) != before) return set_trail(L, s, log[k]);
    // A variable is on a trail once, so what leaves it is open again.
    for (size_t i = static_cast<size_t>(keep); i < s.trail.size(); ++i) {
      const int v = s.trail[i].lit.var().index;
      if (v >= 0 && v < static_cast<int>(s.value.size())) s.value[v] = -1, s.level[v] = -1;
    }
    s.trail.resize(static_cast<size_t>(keep));
    for (int i = 0; i < added; ++i) {
      s.trail.push_back(log.added_entry(k, i));
      assign(s, s.trail.back());
    }
    return;
  }
  if (keep == before && s.decided.size() == s.value.size()) {  // the trail only grew
    for (int i = 0; i < added; ++i) {
      const TrailLog::Lit3 e = log.added_lit(k, i);
      place(L, s, e.lit, e.decision);
    }
    return;
  }
  // Taken back: a struck candidate may return and a placed value go, so the board starts again from
  // the puzzle itself and takes the trail's literals (not their reasons).
  s = L.states[0];
  s.decided.assign(s.value.size(), 0);
  for (const TrailLog::Lit3& e : log.lits(k)) place(L, s, e.lit, e.decision);
}

namespace {

Result<bool> record_cnf(Lecture& L, std::string_view text, BoardState&) {
  std::string dimacs(text);
  // "php:N:M" (or "php N M") is shorthand for the pigeonhole formula.
  if (dimacs.rfind("php", 0) == 0) {
    int n = 0, m = 0;
    const char* ptr = dimacs.c_str() + 3;
    char* end = nullptr;
    n = static_cast<int>(std::strtol(ptr + (*ptr ? 1 : 0), &end, 10));
    if (end && *end) m = static_cast<int>(std::strtol(end + 1, nullptr, 10));
    if (n < 1 || m < 1 || n > 12 || m > 12)
      return Error{"'" + dimacs + "': the pigeonhole shorthand is php:N:M with 1 ≤ N, M ≤ 12"};
    dimacs = pigeonhole_dimacs(n, m);
  }
  auto parsed = read_dimacs(dimacs);
  if (!parsed) return parsed.error();
  L.cnf = std::move(*parsed);
  const int n = L.cnf.num_vars();
  if (n == 0) return Error{"the formula has no variables"};
  // The board is the variable matrix: a two-index range covering every variable gives its shape.
  L.cols = static_cast<int>(std::ceil(std::sqrt(static_cast<double>(n))));
  L.rows = (n + L.cols - 1) / L.cols;
  for (const VarRange& r : L.cnf.ranges())
    if (r.dims.size() == 2 && r.first.index == 0 && r.size() == n) {
      L.rows = r.dims[0];
      L.cols = r.dims[1];
    }
  BoardState& s = L.states.emplace_back();
  s.value.assign(n, -1);
  s.level.assign(n, -1);
  // The class's decisions (what-if=), as the Sudoku lab reads them: signed DIMACS literals.
  if (!L.lab.what_if_text.empty()) {
    auto w = parse_what_if(L, L.lab.what_if_text);
    if (!w) return w.error();
    L.lab.what_if = std::move(*w);
  }

  SatStats stats;
  const SatStatus st = record_cdcl(L, {}, kCdclEvents, &stats);
  L.verdict = st == SatStatus::Satisfiable     ? "satisfiable"
              : st == SatStatus::Unsatisfiable ? "unsatisfiable"
                                               : "unknown";
  L.summary = "CNF with " + std::to_string(n) + " variables and " + std::to_string(L.cnf.num_clauses()) +
              " clauses: " + L.verdict + " after " + std::to_string(stats.decisions) + " decisions, " +
              std::to_string(stats.conflicts) + " conflicts";
  if (!L.lab.what_if.empty())
    L.summary += "; the class chose " + std::to_string(L.lab.what_if.size()) +
                 (L.lab.what_if.size() == 1 ? " decision" : " decisions");
  // The lab's totals, as for a Sudoku's methods: MiniSat's own counters, which `gridlogic sat` prints
  // for the same formula (its "c conflicts … decisions … propagations …" line) when the class chose
  // nothing; the class's decisions have no command-line form.
  L.run_verdict = L.verdict;
  L.totals = {{"decisions", stats.decisions}, {"propagations", stats.propagations}, {"conflicts", stats.conflicts}};
  L.solve_ms = stats.ms;
  L.cnf_size = std::to_string(n) + " variables, " + std::to_string(L.cnf.num_clauses()) + " clauses";
  if (L.lab.what_if.empty()) L.command = "gridlogic sat";
  return true;
}

void count_variables(const Lecture&, const BoardState& s, Counters& c) {
  c.open = 0;
  for (int8_t v : s.value) c.open += v < 0;
}

const LectureMethod kCnfMethods[] = {
    {"cdcl", "CDCL (MiniSat)", "MiniSat's search: decisions, propagations, conflicts with their cut, learned clauses",
     &record_cnf, &apply_trail, nullptr, "Next conflict", kMethodTrail | kMethodDecide | kMethodTree},
};

}  // namespace

std::string pigeonhole_dimacs(int pigeons, int holes) {
  std::string out = "c pigeonhole: " + std::to_string(pigeons) + " pigeons, " + std::to_string(holes) +
                    " holes; p[pI,hJ] = pigeon I sits in hole J\n";
  out += "c var p 1.." + std::to_string(pigeons * holes) + " dims p=" + std::to_string(pigeons) +
         " h=" + std::to_string(holes) + "\n";
  const int clauses = pigeons + holes * pigeons * (pigeons - 1) / 2;
  out += "p cnf " + std::to_string(pigeons * holes) + " " + std::to_string(clauses) + "\n";
  auto var = [&](int i, int j) { return i * holes + j + 1; };
  for (int i = 0; i < pigeons; ++i) {
    for (int j = 0; j < holes; ++j) out += std::to_string(var(i, j)) + " ";
    out += "0\n";
  }
  for (int j = 0; j < holes; ++j)
    for (int a = 0; a < pigeons; ++a)
      for (int b = a + 1; b < pigeons; ++b)
        out += "-" + std::to_string(var(a, j)) + " -" + std::to_string(var(b, j)) + " 0\n";
  return out;
}

extern const LectureGenre kCnfLecture{"cnf", "CNF (SAT)", kCnfMethods, "php:4:3", &count_variables};

}  // namespace gridlogic::lecture
