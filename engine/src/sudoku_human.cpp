// sudoku_human.cpp — the human solver's board, the ladder and its driver, the last resort, and the
// public API of sudoku_human.h. The techniques themselves live in sudoku_human_{singles,subsets,fish,
// wings,chains}.cpp (sudoku_human_internal.h lists them).
#include <algorithm>
#include <cassert>
#include <cmath>
#include <functional>
#include <map>
#include <memory>
#include <mutex>

#include "gridlogic/deadline.h"
#include "gridlogic/sudoku_fast.h"
#include "gridlogic/sudoku_human.h"
#include "sudoku_human_internal.h"

namespace gridlogic {
namespace human {

const Topology& Topology::of(const SudokuShape& shape) {
  // Few shapes exist (4×4 to 25×25); each is built once and kept for the process's life.
  static std::mutex mutex;
  static std::map<std::pair<int, int>, std::unique_ptr<Topology>> cache;
  const std::lock_guard<std::mutex> lock(mutex);
  std::unique_ptr<Topology>& t = cache[{shape.box_rows, shape.box_cols}];
  if (!t) {
    t = std::make_unique<Topology>();
    const int n = shape.n();
    t->houses.assign(3 * n, {});
    t->house_of.assign(n * n, {});
    t->slot.assign(n * n, {});
    for (int cell = 0; cell < n * n; ++cell) {
      const int r = cell / n, c = cell % n, bx = shape.box_of(r, c);
      t->house_of[cell] = {r, n + c, 2 * n + bx};
      for (int k = 0; k < 3; ++k) {
        std::vector<int>& h = t->houses[t->house_of[cell][k]];
        t->slot[cell][k] = static_cast<int>(h.size());
        h.push_back(cell);
      }
    }
  }
  return *t;
}

Board::Board(const HumanPosition& p) : Board(p.grid.shape, p.grid.cells, p.candidates) {}

Board::Board(const SudokuShape& s, std::vector<uint8_t> values, std::vector<uint32_t> cands)
    : shape(s),
      n(s.n()),
      size(n * n),
      value(std::move(values)),
      cand(std::move(cands)),
      houses(Topology::of(shape).houses),
      house_of(Topology::of(shape).house_of),
      slot(Topology::of(shape).slot) {
  assert(static_cast<int>(value.size()) == size && static_cast<int>(cand.size()) == size);
}

void Board::fill_positions() const {
  positions_.assign(3 * n * n, 0);
  for (int h = 0; h < 3 * n; ++h) {
    const std::vector<int>& cells = houses[h];
    uint32_t* row = &positions_[h * n];
    for (int i = 0; i < n; ++i)
      for (uint32_t m = cand[cells[i]]; m; m &= m - 1) row[std::countr_zero(m)] |= 1u << i;
  }
}

std::string house_name(const Board& b, int house) {
  switch (b.kind(house)) {
    case HouseKind::Row: return "row " + std::to_string(house + 1);
    case HouseKind::Column: return "column " + std::to_string(house - b.n + 1);
    case HouseKind::Box: return "box " + std::to_string(house - 2 * b.n + 1);
  }
  return "";
}

std::string cell_label(const Board& b, int cell) { return cell_name(b.row(cell), b.col(cell)); }

std::string cell_list(const Board& b, const std::vector<int>& cells) {
  std::string s;
  for (size_t i = 0; i < cells.size(); ++i) s += (i ? ", " : "") + cell_label(b, cells[i]);
  return s;
}

std::string value_list(const std::vector<int>& values) {
  std::string s;
  for (size_t i = 0; i < values.size(); ++i) {
    if (i) s += i + 1 == values.size() ? " and " : ", ";
    s += value_char(values[i]);
  }
  return s;
}

std::string cand_set(uint32_t mask) {
  std::string s = "{";
  bool first = true;
  for (int v = 1; mask >> (v - 1); ++v)
    if ((mask >> (v - 1)) & 1u) {
      if (!first) s += ',';
      s += value_char(v);
      first = false;
    }
  return s + "}";
}

std::vector<int> distinct_cells(const std::vector<CellValue>& removed) {
  std::vector<int> cells;
  for (const CellValue& cv : removed)
    if (std::find(cells.begin(), cells.end(), cv.cell) == cells.end()) cells.push_back(cv.cell);
  return cells;
}

double chain_length_bonus(int length) {
  double added = 0;
  int ceil = 4;
  bool odd = false;
  while (length > ceil) {
    added += 0.1;
    ceil = odd ? ceil * 4 / 3 : ceil * 3 / 2;
    odd = !odd;
  }
  return added;
}

namespace {

void place(Board& b, int cell, int v) {
  b.value[cell] = static_cast<uint8_t>(v);
  b.cand[cell] = 0;
  const uint32_t bit = ~(1u << (v - 1));
  for (int h : b.house_of[cell])
    for (int other : b.houses[h]) b.cand[other] &= bit;
  b.changed();
}

void apply(Board& b, const TraceStep& step) {
  for (const CellValue& cv : step.placed) place(b, cv.cell, cv.value);
  for (const CellValue& cv : step.removed) b.cand[cv.cell] &= ~(1u << (cv.value - 1));
  b.changed();
}

bool complete(const Board& b) {
  return std::none_of(b.value.begin(), b.value.end(), [](uint8_t v) { return v == 0; });
}

// Two equal values in a house, an empty cell without candidates, or a value that has no place left in
// a house: the position has no solution. Returns what is wrong, or "" when nothing is.
std::string find_contradiction(const Board& b) {
  for (int cell = 0; cell < b.size; ++cell)
    if (!b.value[cell] && !b.cand[cell]) return cell_label(b, cell) + " has no candidate left";
  for (int h = 0; h < 3 * b.n; ++h) {
    uint32_t placed = 0, possible = 0;
    for (int cell : b.houses[h]) {
      if (b.value[cell]) {
        const uint32_t bit = 1u << (b.value[cell] - 1);
        if (placed & bit) return house_name(b, h) + " has two " + value_char(b.value[cell]) + "s";
        placed |= bit;
      }
      possible |= b.cand[cell];
    }
    const uint32_t all = b.n >= 32 ? ~0u : (1u << b.n) - 1;
    const uint32_t missing = all & ~placed & ~possible;
    if (missing) return std::string(1, value_char(lowest_value(missing))) + " has no place left in " + house_name(b, h);
  }
  return "";
}

// Singles to a fixpoint on a scratch board: false on a contradiction.
bool propagate_singles(Board& b) {
  for (bool changed = true; changed;) {
    changed = false;
    if (!find_contradiction(b).empty()) return false;
    for (int cell = 0; cell < b.size; ++cell)
      if (!b.value[cell] && popcount(b.cand[cell]) == 1) {
        place(b, cell, lowest_value(b.cand[cell]));
        changed = true;
      }
    for (int h = 0; h < 3 * b.n; ++h)
      for (int v = 1; v <= b.n; ++v) {
        const uint32_t pos = b.positions(h, v);
        if (popcount(pos) == 1) {
          place(b, b.houses[h][std::countr_zero(pos)], v);
          changed = true;
        }
      }
  }
  return true;
}

// The solutions of a position by the fast search: of its values alone when its candidates are those
// the rules leave (every puzzle of givens), else of its candidates too (a pencil-mark puzzle, whose
// marks rule out more than the givens do).
FastSudokuResult search_position(const Board& b, int limit) {
  const HumanPosition rules = human_position(SudokuGrid{b.shape, b.value});
  if (rules.candidates == b.cand) return solve_sudoku_fast(rules.grid, limit);
  std::vector<uint32_t> masks = b.cand;
  for (int cell = 0; cell < b.size; ++cell)
    if (b.value[cell]) masks[cell] = 1u << (b.value[cell] - 1);
  return solve_sudoku_candidates(rules.grid, masks, limit);
}

// The last resort, labelled as such: a candidate whose trial leads to a contradiction by singles is
// removed (cells with fewest candidates first); failing that, one cell takes its value in a solution
// found by the fast search. `no_solution` is set when that search finds none.
std::optional<Step> find_last_resort(const Board& b, bool& no_solution) {
  std::vector<int> cells;
  for (int cell = 0; cell < b.size; ++cell)
    if (!b.value[cell]) cells.push_back(cell);
  std::stable_sort(cells.begin(), cells.end(), [&](int x, int y) { return popcount(b.cand[x]) < popcount(b.cand[y]); });
  for (int cell : cells)
    for (int v = 1; v <= b.n; ++v) {
      if (!b.has(cell, v)) continue;
      Board trial = b;
      place(trial, cell, v);
      if (propagate_singles(trial)) continue;
      Step s;
      s.rating = kLastResortRating;
      s.trace.technique = "trial-and-error";
      s.trace.cells = {cell};
      s.trace.removed = {{cell, v}};
      s.trace.explanation = "Last resort: trial and error: if " + cell_label(b, cell) + " were " + value_char(v) +
                            ", singles would lead to a contradiction, so " + value_char(v) + " is removed from " +
                            cell_label(b, cell);
      return s;
    }
  if (cells.empty()) return std::nullopt;
  FastSudokuResult fr = search_position(b, 1);
  if (fr.count == 0) {
    no_solution = true;
    return std::nullopt;
  }
  // Only the candidates matter from here on: the search saw the values, so make sure it agrees with
  // the candidates too (a removed candidate could otherwise come back).
  const int cell = cells.front();
  const int v = fr.first.cells[cell];
  if (!b.has(cell, v)) {
    no_solution = true;
    return std::nullopt;
  }
  Step s;
  s.rating = kLastResortRating;
  s.trace.technique = "trial-and-error";
  s.trace.cells = {cell};
  s.trace.placed = {{cell, v}};
  s.trace.explanation = "Last resort: trial and error: no technique applies, so " + cell_label(b, cell) +
                        " is set to " + value_char(v) + ", its value in a solution found by search";
  return s;
}

}  // namespace

// SE's ladder, easiest rung first (declared in sudoku_human_internal.h: the HoDoKu ladder reuses its rungs).
const std::vector<Rung>& ladder() {
  static const std::vector<Rung> rungs = {
      {{"full-house", "Full house", 1.0}, find_full_house},
      {{"hidden-single", "Hidden single (box)", 1.2}, [](const Board& b) { return find_hidden_single(b, true); }},
      {{"hidden-single", "Hidden single (row or column)", 1.5},
       [](const Board& b) { return find_hidden_single(b, false); }},
      {{"direct-pointing", "Direct pointing", 1.7}, find_direct_pointing},
      {{"direct-claiming", "Direct claiming", 1.9}, find_direct_claiming},
      {{"direct-hidden-pair", "Direct hidden pair", 2.0},
       [](const Board& b) { return find_direct_hidden_subset(b, 2); }},
      {{"naked-single", "Naked single", 2.3}, find_naked_single},
      {{"direct-hidden-triple", "Direct hidden triple", 2.5},
       [](const Board& b) { return find_direct_hidden_subset(b, 3); }},
      {{"pointing", "Pointing", 2.6}, [](const Board& b) { return find_pointing(b); }},
      {{"claiming", "Claiming", 2.8}, [](const Board& b) { return find_claiming(b); }},
      {{"naked-pair", "Naked pair", 3.0}, [](const Board& b) { return find_naked_subset(b, 2); }},
      {{"x-wing", "X-wing", 3.2}, [](const Board& b) { return find_fish(b, 2); }},
      {{"hidden-pair", "Hidden pair", 3.4}, [](const Board& b) { return find_hidden_subset(b, 2); }},
      {{"naked-triple", "Naked triple", 3.6}, [](const Board& b) { return find_naked_subset(b, 3); }},
      {{"swordfish", "Swordfish", 3.8}, [](const Board& b) { return find_fish(b, 3); }},
      {{"hidden-triple", "Hidden triple", 4.0}, [](const Board& b) { return find_hidden_subset(b, 3); }},
      {{"xy-wing", "XY-wing", 4.2}, find_xy_wing},
      {{"xyz-wing", "XYZ-wing", 4.4}, find_xyz_wing},
      {{"unique-rectangle-1", "Unique rectangle type 1", 4.5}, find_unique_loop},
      {{"naked-quad", "Naked quad", 5.0}, [](const Board& b) { return find_naked_subset(b, 4); }},
      {{"jellyfish", "Jellyfish", 5.2}, [](const Board& b) { return find_fish(b, 4); }},
      {{"hidden-quad", "Hidden quad", 5.4}, [](const Board& b) { return find_hidden_subset(b, 4); }},
      {{"bug-plus-one", "BUG+1", 5.6}, find_bug_plus_one},
      {{"aligned-pair-exclusion", "Aligned pair exclusion", 6.2}, find_aligned_pair_exclusion},
      // SE has no colouring: its bidirectional X-cycles and forcing X-chains make these removals, sorted
      // by rating with its other static chains in one rung. A colouring rated otherwise than that rung's
      // first step is not SE's step, so that step is taken instead: it is what the next rung would
      // find, and the chain search (run only when a colouring is found) is not done twice. The HoDoKu
      // ladder, which rates colouring in its own right, takes find_simple_colouring alone.
      {{"simple-colouring", "Simple colouring", 6.5},
       [](const Board& b) -> std::optional<Step> {
         std::optional<Step> s = find_simple_colouring(b);
         if (!s) return s;
         std::optional<Step> chain = find_forcing_chain(b);
         if (!chain || std::abs(chain->rating - s->rating) > 1e-9) return chain;
         return s;
       }},
      // The chaining rungs each find several kinds of step (chain_kinds() lists the others).
      {{"forcing-x-chain", "Forcing X-chain", 6.6}, find_forcing_chain},
      // SE tries aligned triples only when no static chain applies, before Nishio.
      {{"aligned-triple-exclusion", "Aligned triple exclusion", 7.5}, find_aligned_triple_exclusion},
      {{"nishio", "Nishio forcing chains", 7.5}, find_nishio},
      {{"cell-forcing-chains", "Cell forcing chains", 8.0}, find_multiple_forcing_chains},
      {{"dynamic-contradiction-chains", "Dynamic contradiction forcing chains", 8.5},
       [](const Board& b) { return find_dynamic_forcing_chains(b, 0); }},
      {{"dynamic-contradiction-chains-plus1", "Dynamic contradiction forcing chains (+)", 9.0},
       [](const Board& b) { return find_dynamic_forcing_chains(b, 1); }},
      {{"dynamic-contradiction-chains-plus2", "Dynamic contradiction forcing chains (+ forcing chains)", 9.5},
       [](const Board& b) { return find_dynamic_forcing_chains(b, 2); }},
      {{"dynamic-contradiction-chains-plus3", "Dynamic contradiction forcing chains (+ multiple forcing chains)", 10.0},
       [](const Board& b) { return find_dynamic_forcing_chains(b, 3); }},
      {{"dynamic-contradiction-chains-plus4", "Dynamic contradiction forcing chains (+ dynamic forcing chains)", 10.5},
       [](const Board& b) { return find_dynamic_forcing_chains(b, 4); }},
  };
  return rungs;
}

namespace {

// The easiest step the options allow; the last resort only when allowed and nothing else applies.
// Whether the position's placed values leave exactly one solution (fast search, microseconds).
bool unique_solution(const Board& b) { return search_position(b, 2).count == 1; }

// Rungs that assume a unique solution, and the nested chains, whose search on a grid with many
// solutions (an unfinished or mistyped puzzle) can take minutes and prove nothing: such a grid goes
// to the last resort after the plain dynamic chains instead.
bool needs_unique(const HumanTechnique& t) {
  return t.name.starts_with("unique-rectangle") || t.name == "bug-plus-one" || t.rating >= 9.0;
}

std::optional<Step> find_step(const Board& b, const HumanOptions& options, bool& no_solution, bool unique) {
  const bool se = options.ladder == HumanLadder::SE;
  for (const Rung& rung : se ? ladder() : hodoku_ladder()) {
    spend_work(kWorkPerCandidateRung * b.size * b.n);  // the work limit (deadline.h): the rung's share
    if (time_is_up_now()) return std::nullopt;         // the request's limit: stop, claim nothing
    if (rung.technique.rating > options.max_rating) {
      if (se) break;  // SE's ladder climbs in rating order; HoDoKu's does not
      continue;
    }
    if (!unique && needs_unique(rung.technique)) continue;
    std::optional<Step> s = rung.find(b);
    if (s && s->rating <= options.max_rating) return s;
  }
  if (!options.allow_last_resort || time_is_up_now()) return std::nullopt;
  return find_last_resort(b, no_solution);
}

}  // namespace
}  // namespace human

using human::Board;

namespace {
// The other kinds of step a chaining rung reports, after the rung's own (sudoku_human_forcing.cpp).
std::vector<HumanTechnique> chain_kinds(std::string_view rung) {
  if (rung == "forcing-x-chain")
    return {{"forcing-chain", "Forcing chain", 7.0},
            {"bidirectional-x-cycle", "Bidirectional X-cycle", 6.5},
            {"bidirectional-y-cycle", "Bidirectional Y-cycle", 6.5},
            {"bidirectional-cycle", "Bidirectional cycle", 7.0}};
  if (rung == "unique-rectangle-1")
    return {{"unique-rectangle-2", "Unique rectangle type 2", 4.5},
            {"unique-rectangle-3", "Unique rectangle type 3", 4.5},
            {"unique-rectangle-4", "Unique rectangle type 4", 4.5},
            {"unique-loop-1", "Unique loop type 1", 4.6},
            {"unique-loop-2", "Unique loop type 2", 4.6},
            {"unique-loop-3", "Unique loop type 3", 4.6},
            {"unique-loop-4", "Unique loop type 4", 4.6}};
  if (rung == "bug-plus-one")
    return {{"bug-type-2", "BUG type 2", 5.7}, {"bug-type-3", "BUG type 3", 5.8}, {"bug-type-4", "BUG type 4", 5.7}};
  if (rung == "cell-forcing-chains") return {{"region-forcing-chains", "Region forcing chains", 8.0}};
  static const char* const kTags[] = {"", "-plus1", "-plus2", "-plus3", "-plus4"};
  static const char* const kPlus[] = {"", " (+)", " (+ forcing chains)", " (+ multiple forcing chains)",
                                      " (+ dynamic forcing chains)"};
  static const std::vector<std::string> names = [] {
    std::vector<std::string> v;
    for (int level = 0; level < 5; ++level)
      for (const char* kind : {"dynamic-double-chains", "dynamic-cell-forcing-chains", "dynamic-region-forcing-chains"})
        v.push_back(kind + std::string(kTags[level]));
    for (int level = 0; level < 5; ++level)
      for (const char* kind :
           {"Dynamic double forcing chains", "Dynamic cell forcing chains", "Dynamic region forcing chains"})
        v.push_back(kind + std::string(kPlus[level]));
    return v;
  }();
  for (int level = 0; level < 5; ++level)
    if (rung == "dynamic-contradiction-chains" + std::string(kTags[level]))
      return {{names[3 * level], names[15 + 3 * level], 8.5 + 0.5 * level},
              {names[3 * level + 1], names[15 + 3 * level + 1], 8.5 + 0.5 * level},
              {names[3 * level + 2], names[15 + 3 * level + 2], 8.5 + 0.5 * level}};
  return {};
}
}  // namespace

std::span<const HumanTechnique> human_techniques() {
  static const std::vector<HumanTechnique> list = [] {
    std::vector<HumanTechnique> v;
    for (const auto& rung : human::ladder()) {
      v.push_back(rung.technique);
      for (const HumanTechnique& k : chain_kinds(rung.technique.name)) v.push_back(k);
    }
    v.push_back({"trial-and-error", "Last resort: trial and error", kLastResortRating});
    return v;
  }();
  return list;
}

HumanPosition human_position(const SudokuGrid& puzzle) {
  const int n = puzzle.shape.n();
  HumanPosition p{puzzle, std::vector<uint32_t>(puzzle.cells.size(), 0)};
  const uint32_t all = n >= 32 ? ~0u : (1u << n) - 1;
  std::vector<uint32_t> row(n, 0), col(n, 0), box(n, 0);
  for (int cell = 0; cell < n * n; ++cell)
    if (int v = puzzle.cells[cell]) {
      const uint32_t bit = 1u << (v - 1);
      row[cell / n] |= bit;
      col[cell % n] |= bit;
      box[puzzle.shape.box_of(cell / n, cell % n)] |= bit;
    }
  for (int cell = 0; cell < n * n; ++cell)
    if (!puzzle.cells[cell])
      p.candidates[cell] = all & ~(row[cell / n] | col[cell % n] | box[puzzle.shape.box_of(cell / n, cell % n)]);
  return p;
}

HumanPosition human_position(const SudokuGrid& givens, const std::vector<uint32_t>& candidates) {
  if (candidates.empty()) return human_position(givens);
  HumanPosition p{givens, candidates};
  for (size_t cell = 0; cell < p.candidates.size(); ++cell)
    if (p.grid.cells[cell]) p.candidates[cell] = 0;
  return p;
}

void apply_human_step(HumanPosition& position, const TraceStep& step) {
  const SudokuShape shape = position.grid.shape;
  const int n = shape.n();
  for (const CellValue& cv : step.placed) {
    position.grid.cells[cv.cell] = static_cast<uint8_t>(cv.value);
    position.candidates[cv.cell] = 0;
    const int r = cv.cell / n, c = cv.cell % n, bx = shape.box_of(r, c);
    const uint32_t keep = ~(1u << (cv.value - 1));
    for (int cell = 0; cell < n * n; ++cell)
      if (cell / n == r || cell % n == c || shape.box_of(cell / n, cell % n) == bx) position.candidates[cell] &= keep;
  }
  for (const CellValue& cv : step.removed) position.candidates[cv.cell] &= ~(1u << (cv.value - 1));
}

HumanSolveResult solve_sudoku_human(const SudokuGrid& puzzle, const HumanOptions& options, TraceObserver* observer) {
  return solve_sudoku_human(human_position(puzzle), options, observer);
}

HumanSolveResult solve_sudoku_human(const HumanPosition& start, const HumanOptions& options, TraceObserver* observer) {
  const SudokuGrid& puzzle = start.grid;
  // HoDoKu's own search (the port) starts from givens: a pencil-mark position, whose candidates are
  // fewer than the rules leave, takes the generic HoDoKu ladder.
  if (options.ladder == HumanLadder::HoDoKu && !options.hodoku_generic && human::hodoku_port_applies(puzzle.shape) &&
      human_position(puzzle).candidates == start.candidates)
    if (std::optional<HumanSolveResult> r = human::hodoku_solve(puzzle, options, observer)) return std::move(*r);
  HumanSolveResult result;
  Board b(start);
  const bool unique = human::unique_solution(b);  // steps are sound, so it stays so along the path
  const human::NestedSearchMemoScope memo;        // consecutive steps stall in many of the same positions
  for (;;) {
    if (!human::find_contradiction(b).empty()) {
      result.contradiction = true;
      break;
    }
    if (human::complete(b)) {
      result.solved = true;
      break;
    }
    bool no_solution = false;
    std::optional<human::Step> s = human::find_step(b, options, no_solution, unique);
    if (no_solution) result.contradiction = true;
    if (!s) break;
    if (options.ladder == HumanLadder::HoDoKu && options.max_hodoku_score != std::numeric_limits<int>::max()) {
      const std::optional<HodokuTechnique> h = hodoku_technique(s->trace.technique);
      if (h && h->score > options.max_hodoku_score) break;  // HumanOptions::max_hodoku_score
    }
    human::apply(b, s->trace);
    if (s->rating >= result.hardest_rating) {
      if (s->rating > result.hardest_rating || result.hardest_technique.empty())
        result.hardest_technique = s->trace.technique;
      result.hardest_rating = s->rating;
    }
    if (s->trace.technique == "trial-and-error") result.used_last_resort = true;
    if (options.ladder == HumanLadder::HoDoKu) {
      const std::optional<HodokuTechnique> h = hodoku_technique(s->trace.technique);
      result.hodoku_scores.push_back(h ? h->score : 0);
      result.hodoku_score += h ? h->score : 0;
      result.hodoku_level = std::max(result.hodoku_level, h ? h->level : 0);
    }
    if (observer) observer->on_step(s->trace);
    result.steps.push_back(std::move(s->trace));
    result.ratings.push_back(s->rating);
  }
  result.stopped = !result.solved && !result.contradiction && time_is_up_now();
  if (options.ladder == HumanLadder::HoDoKu) {
    // HoDoKu's grade: the hardest step's level, raised while the sum passes the level's maximum score.
    static constexpr int kMaxScore[] = {0, 800, 1000, 1600, 1800};
    if (!result.solved) result.hodoku_level = 0;
    else
      for (result.hodoku_level = std::max(result.hodoku_level, 1);
           result.hodoku_level < 5 && result.hodoku_score > kMaxScore[result.hodoku_level];)
        ++result.hodoku_level;
  }
  result.grid = SudokuGrid{puzzle.shape, b.value};
  return result;
}

std::optional<TraceStep> next_human_step(const HumanPosition& position, const HumanOptions& options, double* rating) {
  if (options.ladder == HumanLadder::HoDoKu && !options.hodoku_generic &&
      human::hodoku_port_applies(position.grid.shape)) {
    if (rating) *rating = 0;
    return human::hodoku_next_step(position, options);
  }
  Board b(position);
  if (!human::find_contradiction(b).empty() || human::complete(b)) return std::nullopt;
  bool no_solution = false;
  std::optional<human::Step> s = human::find_step(b, options, no_solution, human::unique_solution(b));
  if (!s) return std::nullopt;
  if (rating) *rating = s->rating;
  return std::move(s->trace);
}

std::optional<TraceStep> next_human_step(const SudokuGrid& puzzle, const HumanOptions& options, double* rating) {
  return next_human_step(human_position(puzzle), options, rating);
}

std::optional<double> sudoku_se_rating(const SudokuGrid& puzzle) {
  HumanOptions options;
  options.allow_last_resort = false;
  HumanSolveResult r = solve_sudoku_human(puzzle, options);
  if (!r.solved) return std::nullopt;
  return r.hardest_rating;
}

}  // namespace gridlogic
