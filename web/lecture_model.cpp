// lecture_model.cpp — loading a puzzle and recording its solver's steps, and replaying them
// (lecture_model.h). The graphs that go with the steps are built in lecture_graph.cpp.
#include "lecture_model.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdlib>

#include "gridlogic/api.h"
#include "gridlogic/sudoku_solve.h"
#include "gridlogic/verdict.h"
#include "gridlogic/dimacs.h"
#include "gridlogic/hashi_format.h"
#include "gridlogic/hashi_rules.h"
#include "gridlogic/hashi_sat.h"
#include "gridlogic/sat_solver.h"
#include "gridlogic/sudoku_format.h"
#include "gridlogic/sudoku_human.h"
#include "gridlogic/sudoku_sat.h"
#include "lecture_cdcl.h"
#include "lecture_patterns.h"
#include "lecture_step_graph.h"
#include "lecture_variant.h"

namespace gridlogic::lecture {
namespace {

// Events the CDCL view records: a teaching instance needs far fewer; the bound keeps a large formula
// from filling the tab with trail copies. A grid's trail holds every cell-value literal (729 for a 9×9
// Sudoku) where a teaching CNF has a dozen, so grids get a smaller window.
constexpr int kCdclEvents = 3000;
constexpr int kGridCdclEvents = 1500;

uint32_t bit(int v) { return 1u << v; }

Step step_of(TraceStep t) {
  Step s;
  s.trace = std::move(t);
  return s;
}

bool contains(std::string_view hay, std::string_view needle) { return hay.find(needle) != std::string_view::npos; }

std::string lower(std::string_view s) {
  std::string out(s);
  for (char& ch : out) ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
  return out;
}

bool key_technique(std::string_view t) {
  return t == "conflict" || t == "contradiction" || t == "2-sat" || t == "cut-round" || t == "spanning-tree" ||
         t == "model" || t == "guess" || t == "trial-and-error";
}

// --- Sudoku --------------------------------------------------------------------------------------------

void apply_sudoku(const Lecture& L, const TraceStep& step, BoardState& s) {
  const SudokuShape shape = L.sudoku->shape;
  const int n = shape.n();
  for (const CellValue& cv : step.placed) {
    s.value[cv.cell] = static_cast<int8_t>(cv.value);
    s.candidates[cv.cell] = bit(cv.value);
    const int r = cv.cell / n, c = cv.cell % n, bx = shape.box_of(r, c);
    for (int cell = 0; cell < n * n; ++cell)
      if (cell != cv.cell && !s.value[cell] &&
          (cell / n == r || cell % n == c || shape.box_of(cell / n, cell % n) == bx))
        s.candidates[cell] &= ~bit(cv.value);
  }
  for (const CellValue& cv : step.removed) s.candidates[cv.cell] &= ~bit(cv.value);
}

Result<bool> load_sudoku(Lecture& L, std::string_view text, BoardState& expected) {
  if (L.method == "patterns") return load_sudoku_patterns(L, text, expected);
  auto parsed = parse_sudoku(text);
  if (!parsed) return parsed.error();
  L.sudoku = *parsed;
  const SudokuGrid& grid = *L.sudoku;
  const int n = grid.shape.n();
  L.rows = L.cols = n;
  L.given.assign(n * n, 0);
  BoardState& s = L.states.emplace_back();
  s.value.assign(n * n, 0);
  s.candidates.assign(n * n, 0);
  const HumanPosition pos = human_position(grid);
  for (int cell = 0; cell < n * n; ++cell) {
    if (grid.cells[cell]) {
      L.given[cell] = 1;
      s.value[cell] = static_cast<int8_t>(grid.cells[cell]);
      s.candidates[cell] = bit(grid.cells[cell]);
    } else {
      s.candidates[cell] = pos.candidates[cell] << 1;  // bit v-1 → bit v
    }
  }
  SudokuSolveRequest req;
  req.puzzle = std::string(text);
  const SudokuSolveReport report = solve_sudoku_request(req);
  L.verdict = std::string(verdict_name(report.verdict));
  const SudokuVars vars = encode_sudoku_rules(grid.shape, SudokuEncoding::Extended, L.cnf);
  const std::string size = std::to_string(n) + "×" + std::to_string(n) + " Sudoku, " + std::to_string(grid.givens()) + " givens";
  if (L.method == "sat") {
    // Before the search nothing is known but the givens: every other cell keeps all its values.
    for (int cell = 0; cell < n * n; ++cell)
      if (!grid.cells[cell]) s.candidates[cell] = ((1u << (n + 1)) - 1) & ~1u;
    // As SudokuSatSession solves: the rules once, the givens as assumptions.
    SatStats stats;
    const SatStatus st = record_cdcl(L, given_literals(vars, grid), kGridCdclEvents, &stats);
    if (st == SatStatus::Satisfiable && !L.steps.empty() && L.steps.back().trace.technique == "model")
      if (auto solution = parse_sudoku(report.solution); solution && report.count == 1)
        expected.value.assign(solution->cells.begin(), solution->cells.end());
    L.summary = size + "; a SAT solver's search, one variable per cell and value (" + std::to_string(L.cnf.num_vars()) +
                " variables, " + std::to_string(L.cnf.num_clauses()) + " clauses), givens as assumptions: " +
                std::to_string(stats.decisions) + " decisions, " + std::to_string(stats.conflicts) + " conflicts";
    return true;
  }
  HumanSolveResult r = solve_sudoku_human(grid);
  expected.value.assign(r.grid.cells.begin(), r.grid.cells.end());
  for (TraceStep& t : r.steps) L.steps.push_back(step_of(std::move(t)));
  const std::string hardest = technique_title(r.hardest_technique);  // "xy-wing" → "XY-wing"
  L.summary = size + "; " + (r.solved ? "solved with a person's techniques" : r.contradiction ? "a contradiction" : "the techniques get stuck") +
              (hardest.empty() ? "" : ", the hardest step: " + hardest);
  return true;
}

// --- Tectonic ------------------------------------------------------------------------------------------

void settle_tectonic(const Lecture& L, BoardState& s) {
  for (int c = 0; c < L.tectonic->size(); ++c)
    s.value[c] = std::popcount(s.candidates[c]) == 1 ? static_cast<int8_t>(std::countr_zero(s.candidates[c])) : 0;
}

void apply_tectonic(const Lecture& L, const TraceStep& step, BoardState& s) {
  for (const CellValue& cv : step.removed) s.candidates[cv.cell] &= ~bit(cv.value);
  for (const CellValue& cv : step.placed) s.candidates[cv.cell] = bit(cv.value);
  settle_tectonic(L, s);
}

Result<bool> load_tectonic(Lecture& L, std::string_view text, BoardState& expected) {
  auto parsed = parse_tectonic(text);
  if (!parsed) return parsed.error();
  L.tectonic = *parsed;
  const TectonicPuzzle& p = *L.tectonic;
  L.rows = p.rows;
  L.cols = p.cols;
  L.given.assign(p.size(), 0);
  BoardState& s = L.states.emplace_back();
  s.candidates.assign(p.size(), 0);
  s.value.assign(p.size(), 0);
  for (int c = 0; c < p.size(); ++c) {
    if (p.hole(c)) continue;
    s.candidates[c] = ((1u << (p.region_size(c) + 1)) - 1) & ~1u;  // as the rule solver starts
    if (p.givens[c]) {
      L.given[c] = 1;
      s.candidates[c] = bit(p.givens[c]);
    }
  }
  settle_tectonic(L, s);
  TectonicSatResult sat = solve_tectonic_sat(p, 2);
  L.verdict = std::string(verdict_name(verdict(sat.count, sat.exhausted, 2)));
  // The rules without the givens' unit clauses: the residual graphs read the givens off the board, and
  // the SAT method passes them as assumptions so that their propagation is seen step by step.
  TectonicPuzzle rules = p;
  std::fill(rules.givens.begin(), rules.givens.end(), 0);
  const TectonicVars vars = encode_tectonic(rules, {}, L.cnf);
  const std::string size = std::to_string(p.cols) + "×" + std::to_string(p.rows) + " Tectonic, " +
                           std::to_string(p.cells.size()) + " regions";
  if (L.method == "sat") {
    std::vector<Lit> givens;
    for (int c = 0; c < p.size(); ++c)
      if (p.givens[c]) givens.push_back(Lit::pos(vars.x.at({c, p.givens[c] - 1})));
    SatStats stats;
    const SatStatus st = record_cdcl(L, givens, kGridCdclEvents, &stats);
    if (st == SatStatus::Satisfiable && !L.steps.empty() && L.steps.back().trace.technique == "model" && sat.count == 1) {
      expected.value.assign(sat.first.begin(), sat.first.end());
      expected.candidates.clear();
    }
    L.summary = size + "; a SAT solver's search, one variable per cell and value (" + std::to_string(L.cnf.num_vars()) + " variables, " +
                std::to_string(L.cnf.num_clauses()) + " clauses), givens as assumptions: " +
                std::to_string(stats.decisions) + " decisions, " + std::to_string(stats.conflicts) + " conflicts";
    return true;
  }

  TraceRecorder rec;
  TectonicSolveOptions o;
  o.two_sat = L.method != "rules";
  o.keep_graphs = true;
  TectonicSolve r = solve_tectonic_rules(p, o, &rec);
  L.two_sat_rounds = std::move(r.rounds);
  int round = 0;
  for (const TraceStep& t : rec.trace().steps) {
    Step step = step_of(t);
    if (t.technique == "2-sat" && round < static_cast<int>(L.two_sat_rounds.size())) step.two_sat_round = round++;
    L.steps.push_back(std::move(step));
  }
  L.summary = size + "; rules" + (o.two_sat ? " + 2-SAT: " : ": ") + std::string(tectonic_outcome_name(r.outcome)) +
              ", " + std::to_string(r.two_sat_rounds) + (r.two_sat_rounds == 1 ? " 2-SAT round" : " 2-SAT rounds");
  expected.candidates.assign(r.candidates.begin(), r.candidates.end());  // to check the replay against
  return true;
}

// --- Hashi ---------------------------------------------------------------------------------------------

int island_of(const Lecture& L, int cell) { return L.hashi->island_at[cell]; }

void regroup_hashi(const Lecture& L, BoardState& s) {
  const HashiPuzzle& p = *L.hashi;
  HashiBridges drawn(p.edge_count());
  for (int e = 0; e < p.edge_count(); ++e) drawn[e] = static_cast<uint8_t>(s.lo[e]);
  std::vector<int> group;
  const int groups = hashi_components(p, drawn, group);
  std::vector<int> size(groups, 0);
  for (int g : group) ++size[g];
  // Only groups of two or more islands get a colour; renumber them densely.
  std::vector<int> dense(groups, -1);
  int next = 0;
  s.group.assign(p.island_count(), -1);
  for (int i = 0; i < p.island_count(); ++i) {
    if (size[group[i]] < 2) continue;
    if (dense[group[i]] < 0) dense[group[i]] = next++;
    s.group[i] = dense[group[i]];
  }
}

void set_bridges(const Lecture& L, BoardState& s, const HashiBridges& b) {
  for (int e = 0; e < L.hashi->edge_count() && e < static_cast<int>(b.size()); ++e) s.lo[e] = s.hi[e] = static_cast<int8_t>(b[e]);
}

void apply_hashi(const Lecture& L, const TraceStep& step, BoardState& s, const HashiBridges& solution) {
  const HashiPuzzle& p = *L.hashi;
  const std::string& t = step.technique;
  s.cut_groups.clear();
  s.round_bridges.clear();
  for (const LinkRange& l : step.links) {
    const int e = p.edge_between(island_of(L, l.a), island_of(L, l.b));
    if (e < 0) continue;
    s.lo[e] = static_cast<int8_t>(l.lo);
    s.hi[e] = static_cast<int8_t>(l.hi);
  }
  if (t == "spanning-tree") {
    set_bridges(L, s, solution);
    s.order.assign(p.island_count(), 0);
    s.tree_edges.clear();
    s.root = step.cells.empty() ? -1 : island_of(L, step.cells[0]);
    if (s.root >= 0) s.order[s.root] = 1;
  } else if (t == "tree-edge" && step.cells.size() == 2) {
    const int from = island_of(L, step.cells[0]), to = island_of(L, step.cells[1]);
    s.tree_edges.emplace_back(from, to);
    if (!step.placed.empty()) s.order[to] = step.placed[0].value;
  } else if (t == "cut-round") {
    // The round's model is not a deduction: it goes beside the board's ranges, not into them.
    s.round_bridges.assign(p.edge_count(), 0);
    for (const TraceStep& sub : step.substeps) {
      std::vector<int> islands;
      for (int cell : sub.cells) islands.push_back(island_of(L, cell));
      s.cut_groups.push_back(std::move(islands));
      for (const LinkRange& l : sub.links)
        if (const int e = p.edge_between(island_of(L, l.a), island_of(L, l.b)); e >= 0) s.round_bridges[e] = static_cast<int8_t>(l.lo);
    }
  } else if (t == "connected") {
    set_bridges(L, s, solution);
  }
  regroup_hashi(L, s);
}

Result<bool> load_hashi(Lecture& L, std::string_view text, HashiBridges& solution, BoardState& expected) {
  auto parsed = parse_hashi(text);
  if (!parsed) return parsed.error();
  L.hashi = *parsed;
  const HashiPuzzle& p = *L.hashi;
  L.rows = p.rows;
  L.cols = p.cols;
  BoardState& s = L.states.emplace_back();
  const HashiBounds b = initial_hashi_bounds(p);
  s.lo = b.lo;
  s.hi = b.hi;
  s.order.assign(p.island_count(), 0);
  regroup_hashi(L, s);

  HashiSatOptions verdict_options;
  verdict_options.limit = 2;
  std::string rules_outcome;
  if (L.method == "cuts") {
    TraceRecorder rec;
    HashiSatResult r = solve_hashi_sat(p, verdict_options, &rec);
    solution = r.first;
    for (const TraceStep& t : rec.trace().steps) L.steps.push_back(step_of(t));
    L.verdict = std::string(verdict_name(verdict(r.count, r.exhausted, verdict_options.limit)));
    L.summary = std::to_string(p.cols) + "×" + std::to_string(p.rows) + " Hashi, " + std::to_string(p.island_count()) +
                " islands; SAT with lazy cuts: " + std::to_string(r.cut_rounds) + " cut rounds, " +
                std::to_string(r.cuts) + " cuts";
  } else {
    TraceRecorder rec;
    HashiRuleSolve rules = solve_hashi_rules(p, {}, &rec);
    expected.lo = rules.bounds.lo;  // where the rule steps must end (before the tree's steps)
    expected.hi = rules.bounds.hi;
    for (const TraceStep& t : rec.trace().steps) L.steps.push_back(step_of(t));
    rules_outcome = std::string(hashi_outcome_name(rules.outcome));
    // Then the document's spanning tree (figure 5) of the solution, one tree edge per step.
    TraceRecorder tree_rec;
    HashiSatOptions tree;
    tree.connectivity = HashiConnectivity::Tree;
    tree.limit = 1;
    HashiSatResult t = solve_hashi_sat(p, tree, &tree_rec);
    solution = t.first;
    for (const TraceStep& ts : tree_rec.trace().steps) {
      if (ts.technique != "spanning-tree") continue;
      TraceStep head = ts;
      head.substeps.clear();
      std::vector<int> z(p.island_count(), 0);
      for (const CellValue& cv : ts.placed) z[island_of(L, cv.cell)] = cv.value;
      L.steps.push_back(step_of(head));
      for (TraceStep sub : ts.substeps) {
        if (sub.cells.size() == 2) sub.placed = {{sub.cells[1], z[island_of(L, sub.cells[1])]}};
        L.steps.push_back(step_of(std::move(sub)));
      }
      break;  // one tree: the first solution's
    }
    HashiSatResult v = solve_hashi_sat(p, verdict_options);
    L.verdict = std::string(verdict_name(verdict(v.count, v.exhausted, verdict_options.limit)));
    L.summary = std::to_string(p.cols) + "×" + std::to_string(p.rows) + " Hashi, " + std::to_string(p.island_count()) +
                " islands; rules: " + rules_outcome + " after " + std::to_string(rules.fired_total()) +
                " steps; then a SAT solver's spanning tree shows the islands are all connected";
  }
  encode_hashi(p, HashiConnectivity::Cuts, L.cnf);
  return true;
}

// --- CNF through the search window --------------------------------------------------------------------

Result<bool> load_cnf(Lecture& L, std::string_view text) {
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

  SatStats stats;
  const SatStatus st = record_cdcl(L, {}, kCdclEvents, &stats);
  L.verdict = st == SatStatus::Satisfiable ? "satisfiable" : st == SatStatus::Unsatisfiable ? "unsatisfiable" : "unknown";
  L.summary = "CNF with " + std::to_string(n) + " variables and " + std::to_string(L.cnf.num_clauses()) +
              " clauses: " + L.verdict + " after " + std::to_string(stats.decisions) + " decisions, " +
              std::to_string(stats.conflicts) + " conflicts";
  return true;
}

// --- Shared --------------------------------------------------------------------------------------------

void count(const Lecture& L, const Step& step, const BoardState& s, Counters& c) {
  const std::string& t = step.trace.technique;
  if (t == "decision") ++c.decisions;
  else if (t == "propagation") c.propagations += static_cast<int>(step.trace.variables.size());
  else if (t == "conflict" || t == "contradiction") ++c.conflicts;
  else if (t == "learned") ++c.learned;
  else if (t == "restart") ++c.restarts;
  else if (t == "2-sat") ++c.two_sat_rounds;
  c.open = 0;
  c.candidates = 0;
  switch (L.genre) {
    case Genre::Sudoku:
    case Genre::Tectonic:
    case Genre::Variant:
      for (size_t cell = 0; cell < s.candidates.size(); ++cell)
        if (s.candidates[cell] && !s.value[cell]) {
          ++c.open;
          c.candidates += std::popcount(s.candidates[cell]);
        }
      break;
    case Genre::Hashi:
      for (size_t e = 0; e < s.lo.size(); ++e) c.open += s.lo[e] != s.hi[e];
      break;
    case Genre::Cnf:
      for (int8_t v : s.value) c.open += v < 0;
      break;
  }
  if (L.cdcl()) c.clauses = L.cnf.num_clauses() + c.learned;
}

// Applies steps[k] to the board of position k (giving position k + 1).
void apply_step(const Lecture& L, int k, BoardState& s) {
  if (L.cdcl()) return set_trail(L, s, L.trails[k]);
  switch (L.genre) {
    case Genre::Sudoku:
      if (L.method == "patterns") apply_pattern_step(L, L.steps[k].trace, s);
      else apply_sudoku(L, L.steps[k].trace, s);
      break;
    case Genre::Tectonic: apply_tectonic(L, L.steps[k].trace, s); break;
    case Genre::Hashi: apply_hashi(L, L.steps[k].trace, s, L.hashi_solution); break;
    case Genre::Variant: apply_variant(L, L.steps[k].trace, s); break;
    case Genre::Cnf: break;  // cdcl()
  }
}

// Compares the replayed end with the solver's own end state; "" when they agree.
std::string check_replay(const Lecture& L, const BoardState& expected) {
  switch (L.genre) {
    case Genre::Variant:
    case Genre::Sudoku: {
      const BoardState& last = L.states.back();
      if (L.method == "patterns") return last.heat == expected.heat ? "" : "the replayed counts differ from sudoku_patterns'";
      if (expected.value.empty()) return {};  // a search that did not reach its model
      for (size_t c = 0; c < expected.value.size(); ++c)
        if (expected.value[c] != last.value[c]) return "cell " + std::to_string(c) + " differs after replay";
      return {};
    }
    case Genre::Tectonic: {
      const BoardState& last = L.states.back();
      for (size_t c = 0; c < expected.value.size(); ++c)  // the SAT method ends in the model's values
        if (expected.value[c] != last.value[c]) return "cell " + std::to_string(c) + " differs after replay";
      for (size_t c = 0; c < expected.candidates.size(); ++c)
        if (expected.candidates[c] != last.candidates[c]) return "candidates of cell " + std::to_string(c) + " differ after replay";
      return {};
    }
    case Genre::Hashi: {
      if (expected.lo.empty()) return {};
      // The rule steps end before the first step of the tree.
      int k = 0;
      while (k < L.size() && L.steps[k].trace.technique != "spanning-tree") ++k;
      const BoardState& s = L.states[k];
      if (s.lo != expected.lo || s.hi != expected.hi) return "bridge ranges differ after replaying the rule steps";
      return {};
    }
    case Genre::Cnf:
      return {};
  }
  return {};
}

}  // namespace

std::string_view genre_name(Genre g) {
  switch (g) {
    case Genre::Sudoku: return "sudoku";
    case Genre::Tectonic: return "tectonic";
    case Genre::Hashi: return "hashi";
    case Genre::Cnf: return "cnf";
    case Genre::Variant: return "variant";
  }
  return "sudoku";
}

// The engine's genres by the registry's names and aliases (genre.h); a DIMACS formula is the view's own.
std::optional<Genre> genre_of_registry_name(std::string_view canonical) {
  for (Genre g : {Genre::Sudoku, Genre::Tectonic, Genre::Hashi, Genre::Variant})
    if (genre_name(g) == canonical) return g;
  return std::nullopt;
}

std::optional<Genre> parse_genre(std::string_view name) {
  const std::string n = lower(name);
  if (n == "cnf" || n == "dimacs" || n == "sat") return Genre::Cnf;
  return genre_of_registry_name(canonical_genre(n));
}

std::optional<Genre> detect_genre(std::string_view puzzle) {
  if (auto g = genre_of_registry_name(genre_of_input(puzzle))) return g;
  const std::string p = lower(puzzle.substr(0, std::min<size_t>(puzzle.size(), 200)));
  if (p.rfind("p cnf", 0) == 0 || p.rfind("c ", 0) == 0 || p.rfind("php", 0) == 0 || contains(p, "\np cnf"))
    return Genre::Cnf;
  return std::nullopt;
}

std::vector<std::string_view> genre_methods(Genre g) {
  switch (g) {
    case Genre::Sudoku: return {"human", "sat", "patterns"};
    case Genre::Tectonic: return {"rules+2sat", "rules", "sat"};
    case Genre::Hashi: return {"rules+tree", "cuts"};
    case Genre::Cnf: return {"cdcl"};
    case Genre::Variant: return {"human"};
  }
  return {};
}

// Its cages' combinations carry most steps (the first: cage 7 on r4c9 r5c9, {1,6} {2,5} {3,4}).
constexpr std::string_view kDefaultKiller =
    "https://www.f-puzzles.com/?load=N4IgzglgXgpiBcBOANCALhNAbO8QGkIscAnAAgGUBXAEwHsBrKsgCgHMSIas62IBjZGTAwYNMgEYhAYgkBKEKgZFS/AIZtcAbVD8YxMAi0gASgBYAwmcWnLAVhsm7Vx84eoTANhcBdVADc1LCpcEAAmBwBfZF19LEN4YxMJCwB2RzC0xwBmLL8QQODQiU8QaNiDI1sLRFcakHzCkIQQdPKQPUrE00zrD0z3U1y+oYsHRqDmvDDsspiOuISk1LHHFdKPAA5VrYsN00Q9hoDJ0OywuYr4quSLCQy7nMeJopaJa3bO6+6vCwuPFb3AF/RzbC4vKYgCSzT6LG6WdIeSybOqI0zOFEebxo34oiGhMK1WFdJIpWb9CyzfEtInzL5Lar/dEgjzOcmmbxUk6vaYXYnfJLeWrA4Wmba1al4CQo/kM8yPVkKjnPbmQiS0q5yyz7JxHLE7ZWlSXhAAMlwWJLFLg8hyZJkO7Pt1oOq2NEXN9JuKTtmTtuT9lMcli5BVOLXdspu2xxh3SxokfLpcJ+uUxowlquKMKTltuI1ug1uRszbw+OYFphWjpW+e2IaaxVKkZ+2yBLvuxqi5blKxxKzxJal92bpIsaduopMmXHmQzoZ5UKb3ajY8ch3HhznDbe2c1N0yOtyxfnkJl+Q4XCMOnK7W38DCqD4/hgADsEGgSCEbzFv8Bf5E/GveY7zMR8IGfN94A/L8f1gv84P/QD4OQ/8EIQpDUOQk9cBQEAn1fd9PxgW8w3gTYwIgwiYJQn8MLg7CEDsCiCKgojMIY+BUmYyDoOItC/zomihMwgDkCA4T+MQsSJJkqTxJEyTaJ8SIgA===";

std::string_view default_puzzle(Genre g) {
  switch (g) {
    case Genre::Sudoku:  // generate --size 9 --difficulty 3 --seed 3: singles, four pointing steps, a naked pair
      return "2.......4...91...5.6....18....7...4.1..3.5..2.2...8....52....7.3...94...4.......9";
    case Genre::Tectonic:  // 9×5, level 5: the rules need one 2-SAT round (generate --difficulty 5 --seed 1)
      return "https://puzz.link/p?suguru/9/5/d2rb8mkipm0hrq80n1n23o1l3h3g5g1h";
    case Genre::Hashi:  // 7×7, 10 islands (generate --size 7x7 --islands 10 --seed 3)
      return "https://puzz.link/p?hashi/7/7/i1g2s4g3h4l5g5n3h5g4g";
    case Genre::Cnf:
      return "php:4:3";
    case Genre::Variant:  // a 9×9 killer (generate --genre variant --rule killer --size 9 --seed 1)
      return kDefaultKiller;
  }
  return "";
}

std::string pigeonhole_dimacs(int pigeons, int holes) {
  std::string out = "c pigeonhole: " + std::to_string(pigeons) + " pigeons, " + std::to_string(holes) +
                    " holes; p[pI,hJ] = pigeon I sits in hole J\n";
  out += "c var p 1.." + std::to_string(pigeons * holes) + " dims p=" + std::to_string(pigeons) + " h=" +
         std::to_string(holes) + "\n";
  const int clauses = pigeons + holes * pigeons * (pigeons - 1) / 2;
  out += "p cnf " + std::to_string(pigeons * holes) + " " + std::to_string(clauses) + "\n";
  auto var = [&](int i, int j) { return i * holes + j + 1; };
  for (int i = 0; i < pigeons; ++i) {
    for (int j = 0; j < holes; ++j) out += std::to_string(var(i, j)) + " ";
    out += "0\n";
  }
  for (int j = 0; j < holes; ++j)
    for (int a = 0; a < pigeons; ++a)
      for (int b = a + 1; b < pigeons; ++b) out += "-" + std::to_string(var(a, j)) + " -" + std::to_string(var(b, j)) + " 0\n";
  return out;
}

Result<std::unique_ptr<Lecture>> load_lecture(Genre genre, std::string_view puzzle, std::string_view method) {
  auto L = std::make_unique<Lecture>();
  L->genre = genre;
  const auto methods = genre_methods(genre);
  L->method = std::string(methods.front());
  if (!method.empty()) {
    if (std::find(methods.begin(), methods.end(), method) == methods.end()) {
      std::string list;
      for (auto m : methods) list += (list.empty() ? "" : ", ") + std::string(m);
      return Error{"method '" + std::string(method) + "' is not one of " + std::string(genre_name(genre)) + "'s: " + list};
    }
    L->method = std::string(method);
  }
  std::string text(puzzle);
  while (!text.empty() && (text.back() == '\n' || text.back() == '\r' || text.back() == ' ')) text.pop_back();
  // Patterns read a set; without one they generate theirs (lecture_patterns.h).
  if (text.empty() && !(genre == Genre::Sudoku && L->method == "patterns")) {
    text = std::string(default_puzzle(genre));
    // A ring of 2s: its clue sums allow models of separate pairs, so the cuts have work to do
    // (3 cut rounds before the one connected solution).
    if (genre == Genre::Hashi && L->method == "cuts") text = "2.2.2.2.2/........./2.2.2.2.2";
  }
  L->puzzle_text = text;

  HashiBridges& solution = L->hashi_solution;
  BoardState expected;  // the solver's own end state, where the replay must arrive
  Result<bool> loaded = true;
  switch (genre) {
    case Genre::Sudoku: loaded = load_sudoku(*L, text, expected); break;
    case Genre::Tectonic: loaded = load_tectonic(*L, text, expected); break;
    case Genre::Hashi: loaded = load_hashi(*L, text, solution, expected); break;
    case Genre::Variant: loaded = load_variant(*L, text, expected); break;
    case Genre::Cnf: loaded = load_cnf(*L, text); break;
  }
  if (!loaded) return loaded.error();

  // The states, one step at a time (what replay() recomputes from scratch).
  count(*L, Step(), L->states[0], L->start);
  L->states.reserve(L->steps.size() + 1);
  Counters c = L->start;
  for (size_t k = 0; k < L->steps.size(); ++k) {
    BoardState s = L->states.back();
    Step& step = L->steps[k];
    apply_step(*L, static_cast<int>(k), s);
    const std::string& t = step.trace.technique;
    // Sudoku's key steps are those beyond singles (pointing, subsets, fish, wings, chains...).
    step.key = key_technique(t) || ((genre == Genre::Sudoku || genre == Genre::Variant) && L->method == "human" && t != "full-house" &&
                                    t != "hidden-single" && t != "naked-single");
    count(*L, step, s, c);
    step.after = c;
    L->states.push_back(std::move(s));
  }
  L->replay_problem = check_replay(*L, expected);
  return L;
}

bool operator==(const BoardState& a, const BoardState& b) {
  if (a.candidates != b.candidates || a.lo != b.lo || a.hi != b.hi || a.group != b.group || a.order != b.order ||
      a.root != b.root || a.tree_edges != b.tree_edges || a.cut_groups != b.cut_groups ||
      a.round_bridges != b.round_bridges || a.value != b.value || a.level != b.level || a.decided != b.decided ||
      a.heat != b.heat || a.trail.size() != b.trail.size())
    return false;
  for (size_t i = 0; i < a.trail.size(); ++i)
    if (a.trail[i].lit != b.trail[i].lit || a.trail[i].level != b.trail[i].level) return false;
  return true;
}

BoardState Lecture::replay(int k) const {
  BoardState s = states[0];
  for (int i = 0; i < k && i < size(); ++i) apply_step(*this, i, s);
  return s;
}

int Lecture::next_key_step(int from) const {
  for (int i = std::max(0, from); i < size(); ++i)
    if (steps[i].key) return i;
  return -1;
}

}  // namespace gridlogic::lecture
