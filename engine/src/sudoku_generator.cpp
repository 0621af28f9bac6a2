// sudoku_generator.cpp — the Sudoku generator of sudoku_generator.h: a random full grid by randomised
// search, then Solo-style removal of symmetric orbits of givens under a uniqueness check (sudoku_fast.h)
// and a level bound (sudoku_rating.h, or the caller's function), and a second proof of uniqueness by
// SAT (sudoku_sat.h) before anything is returned. docs/generator.md explains the choices;
// tests/engine/sudoku_generator_test.cpp and bench/bench_sudoku_generate.cpp check and measure them.
#include "gridlogic/sudoku_generator.h"
#include "gridlogic/verdict.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cassert>
#include <memory>

#include "gridlogic/deadline.h"
#include "gridlogic/sudoku_fast.h"
#include "gridlogic/sudoku_rating.h"
#include "gridlogic/sudoku_sat.h"
#include "gridlogic/text.h"

namespace gridlogic {

// --- Symmetry ---------------------------------------------------------------------------------------

std::optional<SudokuSymmetry> parse_sudoku_symmetry(std::string_view name) {
  if (name == "none") return SudokuSymmetry::None;
  if (name == "rot2") return SudokuSymmetry::Rot2;
  if (name == "rot4") return SudokuSymmetry::Rot4;
  if (name == "mirror") return SudokuSymmetry::Mirror;
  if (name == "diagonal") return SudokuSymmetry::Diagonal;
  return std::nullopt;
}

std::string_view symmetry_name(SudokuSymmetry s) {
  switch (s) {
    case SudokuSymmetry::None: return "none";
    case SudokuSymmetry::Rot2: return "rot2";
    case SudokuSymmetry::Rot4: return "rot4";
    case SudokuSymmetry::Mirror: return "mirror";
    case SudokuSymmetry::Diagonal: return "diagonal";
  }
  return "none";
}

namespace {

// The generator of the symmetry group applied to one cell; its powers give the orbit.
int symmetric_cell(int cell, int n, SudokuSymmetry s) {
  const int r = cell / n, c = cell % n;
  switch (s) {
    case SudokuSymmetry::None: return cell;
    case SudokuSymmetry::Rot2: return (n - 1 - r) * n + (n - 1 - c);
    case SudokuSymmetry::Rot4: return c * n + (n - 1 - r);
    case SudokuSymmetry::Mirror: return r * n + (n - 1 - c);
    case SudokuSymmetry::Diagonal: return c * n + r;
  }
  return cell;
}

}  // namespace

std::vector<std::vector<int>> symmetry_orbits(SudokuShape shape, SudokuSymmetry s) {
  const int n = shape.n();
  std::vector<std::vector<int>> orbits;
  std::vector<bool> seen(shape.cells(), false);
  for (int cell = 0; cell < shape.cells(); ++cell) {
    if (seen[cell]) continue;
    std::vector<int> orbit;
    for (int c = cell; !seen[c]; c = symmetric_cell(c, n, s)) {
      seen[c] = true;
      orbit.push_back(c);
    }
    std::sort(orbit.begin(), orbit.end());
    orbits.push_back(std::move(orbit));
  }
  return orbits;
}

bool has_symmetry(const SudokuGrid& puzzle, SudokuSymmetry s) {
  const int n = puzzle.shape.n();
  for (int cell = 0; cell < puzzle.shape.cells(); ++cell)
    if ((puzzle.cells[cell] != 0) != (puzzle.cells[symmetric_cell(cell, n, s)] != 0)) return false;
  return true;
}

// --- Full grids -------------------------------------------------------------------------------------

namespace {

// Randomised depth-first search for a complete grid: the boxes on the diagonal are independent, so they
// start as random permutations; then the cell with the fewest candidates (ties broken at random) gets
// its candidates in random order. A search that wanders (more nodes than a budget) starts again, which
// keeps 16×16 and 25×25 fast where plain backtracking can stall in a dead subtree for a long time.
class GridFiller {
 public:
  GridFiller(SudokuShape shape, SplitMix64& rng)
      : shape_(shape), n_(shape.n()), rng_(rng), full_(static_cast<uint32_t>((uint64_t{1} << n_) - 1)) {}

  bool fill(SudokuGrid& out, int64_t node_budget) {
    cells_.assign(shape_.cells(), 0);
    row_.assign(n_, 0);
    col_.assign(n_, 0);
    box_.assign(n_, 0);
    nodes_left_ = node_budget;
    std::vector<int> values(n_);
    const int diagonal = std::min(shape_.box_rows, shape_.box_cols);
    for (int k = 0; k < diagonal; ++k) {
      for (int v = 0; v < n_; ++v) values[v] = v + 1;
      rng_.shuffle(values);
      // Box k of the k-th box row and k-th box column: rows k·box_rows.., columns k·box_cols..
      int i = 0;
      for (int r = k * shape_.box_rows; r < (k + 1) * shape_.box_rows; ++r)
        for (int c = k * shape_.box_cols; c < (k + 1) * shape_.box_cols; ++c) place(r * n_ + c, values[i++]);
    }
    if (!search()) return false;
    out.shape = shape_;
    out.cells = cells_;
    return true;
  }

 private:
  uint32_t candidates(int cell) const {
    const int r = cell / n_, c = cell % n_;
    return full_ & ~(row_[r] | col_[c] | box_[shape_.box_of(r, c)]);
  }
  void place(int cell, int v) {
    const int r = cell / n_, c = cell % n_;
    const uint32_t bit = 1u << (v - 1);
    cells_[cell] = static_cast<uint8_t>(v);
    row_[r] |= bit;
    col_[c] |= bit;
    box_[shape_.box_of(r, c)] |= bit;
  }
  void unplace(int cell) {
    const int r = cell / n_, c = cell % n_;
    const uint32_t bit = 1u << (cells_[cell] - 1);
    cells_[cell] = 0;
    row_[r] &= ~bit;
    col_[c] &= ~bit;
    box_[shape_.box_of(r, c)] &= ~bit;
  }

  bool search() {
    if (--nodes_left_ < 0) return false;
    int best = -1, best_count = n_ + 1;
    uint64_t ties = 0;
    for (int cell = 0; cell < shape_.cells(); ++cell) {
      if (cells_[cell]) continue;
      const int k = std::popcount(candidates(cell));
      if (k == 0) return false;
      if (k < best_count) {
        best = cell;
        best_count = k;
        ties = 1;
      } else if (k == best_count && rng_.below(++ties) == 0) {
        best = cell;  // reservoir sampling: each tied cell equally likely
      }
    }
    if (best < 0) return true;
    std::array<int, 32> order{};
    int m = 0;
    for (uint32_t bits = candidates(best); bits; bits &= bits - 1) order[m++] = std::countr_zero(bits) + 1;
    for (int i = m; i > 1; --i) std::swap(order[i - 1], order[rng_.below(i)]);
    for (int i = 0; i < m; ++i) {
      place(best, order[i]);
      if (search()) return true;
      unplace(best);
      if (nodes_left_ < 0) return false;
    }
    return false;
  }

  SudokuShape shape_;
  int n_;
  SplitMix64& rng_;
  uint32_t full_;
  std::vector<uint8_t> cells_;
  std::vector<uint32_t> row_, col_, box_;
  int64_t nodes_left_ = 0;
};

}  // namespace

SudokuGrid random_sudoku_solution(SudokuShape shape, SplitMix64& rng) {
  assert(shape.box_rows >= 1 && shape.box_cols >= 1 && shape.n() <= 32 && "random_sudoku_solution: bad shape");
  GridFiller filler(shape, rng);
  SudokuGrid grid;
  // A few times the number of cells is plenty when the search goes well (it nearly always does up to
  // 16×16); a restart costs no more than that.
  const int64_t budget = 8 * int64_t{shape.cells()};
  while (!filler.fill(grid, budget)) {
  }
  return grid;
}

// --- Removal ----------------------------------------------------------------------------------------

int default_generator_attempts(SudokuShape shape) {
  const int n = shape.n();
  // Attempts are cheap since removal is driven by the fast search and the rating is asked a handful of
  // times, so the limits are set by the rarest level a size offers, for under one failure in a
  // thousand (WASM, 200 seeds, docs/benchmarks.md): at 6×6 level 3 comes about once in 480 attempts
  // of a third of a millisecond; 12×12 level 4 once in 5 (30 ms); 16×16 level 4 once in 2.3 (0.12 s).
  // Every 4×4 is level 1: 200 attempts say so quickly.
  if (n <= 4) return 200;
  if (n <= 6) return 10000;
  if (n <= 12) return 100;
  return 40;
}

namespace {

// Guesses the fast search may spend on one uniqueness question while removing givens. Up to 9×9 it
// never needs a limit; on larger grids a rare removal can make a puzzle that is very hard to prove
// unique, and then the given simply stays (an unproved removal is a refused one), which bounds the time.
// Measured on rot2 removal passes: on 16×16 a budget of 200 guesses already decides all but about one
// removal in 150, so 2,000 costs nothing; on 25×25 a fifth of the removals stay undecided even at
// 20,000 guesses while the pass takes 35× longer than at 200, so there the budget is small: over 30
// removal passes a budget of 100 leaves 294.7 givens on average, 300 leaves 294.5 and 60 leaves 294.1,
// while the pass takes 0.11 s, 0.25 s and 0.08 s. Most removals it refuses have other solutions
// that 300 guesses did not find either.
int64_t uniqueness_budget(SudokuShape shape) {
  if (shape.n() <= 9) return -1;
  return shape.n() <= 16 ? 2000 : 100;
}

bool proved_unique(const SudokuGrid& puzzle, int64_t budget) {
  const FastSudokuResult r = solve_sudoku_fast(puzzle, 2, budget);
  return r.count == 1 && r.exhausted;
}

enum class Proof { Unique, NotUnique, Unknown };

// The second, independent proof: MiniSat on the extended encoding with the givens as unit clauses.
// Extended, not efficient: its at-least-once clauses per house and value let unit propagation see
// hidden singles, without which a hard 25×25 took MiniSat seconds (one diabolical 25×25: 14.8 s to
// count to 2 on the efficient encoding, 0.06 s on the extended; 300 9×9s 0.61 → 0.09 s).
Proof sat_proof(const SudokuGrid& puzzle, const SudokuGrid& solution) {
  auto session = SudokuSatSession::for_puzzle(puzzle, SudokuEncoding::Extended);
  session->solver().set_conflict_budget(2000000);
  bool same = false;
  ModelCount mc = session->solve(puzzle, 2, [&](const SudokuGrid& g) {
    if (g.cells == solution.cells) same = true;
  });
  switch (verdict(mc.count, mc.exhausted, 2)) {  // verdict.h's rule; "unique" must be the drawn grid too
    case Verdict::Unique: return same ? Proof::Unique : Proof::NotUnique;
    case Verdict::Unknown: return Proof::Unknown;
    default: return Proof::NotUnique;  // two, or none
  }
}

// Every generated puzzle's proof before it is returned: the fast search again, the solution against
// the rules, then SAT — never a puzzle with two solutions. Unique, Unknown (SAT's budget ran out: try
// another grid), or the Error to return (a stop by the request's time limit, or an internal error).
Result<Proof> prove_generated(const SudokuGrid& puzzle, const SudokuGrid& solution, int64_t budget, int attempt) {
  if (!proved_unique(puzzle, budget)) {
    // The request's time limit can cut this proof (and the rating before it) short: a stop, not a
    // broken generator.
    if (time_is_up_now()) return Error{"stopped after " + std::to_string(attempt) + " attempts"};
    return Error{"internal error: the fast search no longer proves the generated puzzle unique: " +
                 format_sudoku_line(puzzle)};
  }
  if (auto broken = find_sudoku_violation(puzzle, solution))
    return Error{"internal error: the generated solution breaks a rule (" + *broken + ")"};
  const Proof p = sat_proof(puzzle, solution);
  if (p == Proof::NotUnique)
    return Error{"internal error: SAT disagrees with the fast search on the uniqueness of " +
                 format_sudoku_line(puzzle)};
  return p;
}

// The walk both aimed removals start from: each orbit of `order` whose removal keeps the puzzle
// provably unique goes, in sequence, leaving a minimal puzzle. prefix(k) is the solution with the first
// k of those removals, so a bisection can return to any point of the walk.
struct RemovalWalk {
  const SudokuGrid& solution;
  const std::vector<std::vector<int>>& orbits;
  std::vector<int> removed;  // the orbits removed, in order
  SudokuGrid minimal;        // all of them removed

  RemovalWalk(const SudokuGrid& solution, const std::vector<std::vector<int>>& orbits, const std::vector<int>& order,
              int64_t budget)
      : solution(solution), orbits(orbits), minimal(solution) {
    for (int o : order) {
      SudokuGrid trial = minimal;
      for (int cell : orbits[o]) trial.cells[cell] = 0;
      if (!proved_unique(trial, budget)) continue;
      minimal = std::move(trial);
      removed.push_back(o);
    }
  }
  SudokuGrid prefix(size_t k) const {
    SudokuGrid p = solution;
    for (size_t i = 0; i < k; ++i)
      for (int cell : orbits[removed[i]]) p.cells[cell] = 0;
    return p;
  }
};

// Removal aimed at a level, with the rating asked a handful of times instead of once per orbit (Solo's
// pass asks it ~40 times on a 9×9, which made levels 3 and 4 cost seconds: 13–23 full grids of 40
// ratings each). Three steps:
//  1. uniqueness alone, in `order`: the orbits removed, in sequence, leave a minimal puzzle — the
//     fast search only, about a millisecond on a 9×9;
//  2. one rating of it. Below the target the attempt ends at once (removing givens is what makes a
//     puzzle harder, and none can go). Above it, bisection along the removal sequence finds the
//     longest prefix still rated ≤ target — levels grow, nearly always, as givens go — in log₂(orbits)
//     ratings;
//  3. Solo's pass (unique and rated ≤ target) over the orbits after that prefix, so that no orbit of
//     those can still go: the puzzle keeps Solo's property of being as hard as the bound allows.
// Steps 2 and 3 only ask whether a trial is within the target (`within`: for the engine's rating the
// SiSuS runs are skipped or cut short where the ladder's grade settles that); the puzzle kept last is
// rated exactly.
// `screen`, when given, answers steps 2 and 3 instead of `within` with a cheaper estimate (on 25×25,
// "level 3 or 4?" from 10 of the 30 SiSuS runs); the puzzles it lets through are then confirmed with
// `within`, the last one first, and the attempt keeps the last one that is truly within the target.
// The level returned is the rating of `puzzle` as it ends (0 when it has none); the caller compares it
// with the target, so a prefix that is not where the bisection assumed costs an attempt, never a
// wrong level.
int remove_to_level(const SudokuGrid& solution, const std::vector<std::vector<int>>& orbits,
                    const std::vector<int>& order, int target, const SudokuLevelFn& rate, const SudokuWithinFn& within,
                    const SudokuWithinFn& screen, int64_t budget, SudokuGrid& puzzle) {
  const RemovalWalk walk(solution, orbits, order, budget);
  const std::vector<int>& removed = walk.removed;
  puzzle = walk.minimal;
  // A trial's answer is its level or kSudokuLevelWithin; the puzzle kept last gets its exact level.
  const auto ok = [target](int l) { return l == kSudokuLevelWithin || (l >= 1 && l <= target); };
  const auto exact = [&](int l) { return l == kSudokuLevelWithin ? rate(puzzle) : l; };
  const int minimal_level = within(puzzle, target);
  if (ok(minimal_level)) return exact(minimal_level);
  const SudokuWithinFn& ask = screen ? screen : within;
  std::vector<SudokuGrid> passed;  // the puzzles `ask` let through, in order, when it only estimates
  const auto keep = [&](SudokuGrid p, int l, int& level) {
    if (screen) passed.push_back(p);
    puzzle = std::move(p);
    level = l;
  };
  const auto prefix = [&](size_t k) { return walk.prefix(k); };
  size_t lo = 0, hi = removed.size();  // prefix(hi) is above the target; prefix(lo) assumed within
  int level = 0;
  while (hi - lo > 1) {
    const size_t mid = lo + (hi - lo) / 2;
    SudokuGrid p = prefix(mid);
    const int l = ask(p, target);
    if (ok(l)) {
      lo = mid;
      keep(std::move(p), l, level);
    } else {
      hi = mid;
    }
  }
  puzzle = prefix(lo);
  if (level == 0) level = rate(puzzle);
  // On 25×25 a trial within the target can cost many SiSuS runs and the pass often keeps a long run
  // of removals in a row, so it gallops: after a kept removal it tries the next two at once, then
  // four, and halves back to one at a refusal. An orbit is still only refused alone.
  const bool gallop = solution.shape.n() >= 25;
  size_t step = 1;
  for (size_t i = lo + 1; i < removed.size();) {
    const size_t k = std::min(step, removed.size() - i);
    SudokuGrid trial = puzzle;
    for (size_t j = i; j < i + k; ++j)
      for (int cell : orbits[removed[j]]) trial.cells[cell] = 0;
    const bool unique = proved_unique(trial, budget);
    const int l = unique ? ask(trial, target) : 0;
    if (unique && ok(l)) {
      keep(std::move(trial), l, level);
      i += k;
      if (gallop) step *= 2;
    } else if (k > 1) {
      step = k / 2;
    } else {
      ++i;
    }
  }
  if (!screen || passed.empty()) return exact(level);
  // Confirm the estimates, the hardest puzzle first: levels grow with removals nearly always, so the
  // first one truly within the target is the one to keep. None: the attempt fails at that level.
  int last = 0;
  for (size_t j = passed.size(); j-- > 0;) {
    last = within(passed[j], target);
    if (ok(last)) {
      puzzle = std::move(passed[j]);
      return exact(last);
    }
  }
  puzzle = passed.front();
  return last;
}

}  // namespace

namespace {

// The engine's own rating, used when the caller gives none: sudoku_level is the level of rate_sudoku
// computed as cheaply as the level allows, which matters because removal asks once per orbit.
SudokuLevelFn engine_rating() {
  return [](const SudokuGrid& g) { return sudoku_level(g); };
}
SudokuWithinFn engine_within() {
  return [](const SudokuGrid& g, int target) { return sudoku_level_within(g, target); };
}
// The engine's screen (remove_to_level): 10 of the 30 SiSuS runs; the confirmation reads all 30.
SudokuWithinFn engine_screen() {
  return [](const SudokuGrid& g, int target) { return sudoku_level_screened(g, target, 10); };
}

std::string shape_text(SudokuShape shape) { return std::to_string(shape.n()) + "×" + std::to_string(shape.n()); }

}  // namespace

// --- Techniques and trainer puzzles ------------------------------------------------------------------

const std::vector<SudokuTechnique>& sudoku_techniques() {
  static const std::vector<SudokuTechnique> list = [] {
    std::vector<SudokuTechnique> v;
    auto entry = [&](std::string_view name, std::string_view title) -> SudokuTechnique& {
      for (SudokuTechnique& t : v)
        if (t.name == name) {
          // One technique on two rungs ("Hidden single (box)", "… (row or column)"): the common name.
          if (t.title != title) t.title = t.title.substr(0, t.title.find(" ("));
          return t;
        }
      v.push_back(SudokuTechnique{std::string(name), std::string(title)});
      return v.back();
    };
    for (const HumanTechnique& t : human_techniques()) {
      if (t.name == "trial-and-error") continue;
      SudokuTechnique& e = entry(t.name, t.title);
      if (!e.se || t.rating < e.se_rating) e.se_rating = t.rating;
      e.se = true;
    }
    for (const HodokuTechnique& t : hodoku_techniques()) {
      if (t.name == "trial-and-error") continue;
      SudokuTechnique& e = entry(t.name, t.title);
      e.hodoku = true;
      e.hodoku_score = t.score;
      e.hodoku_level = t.level;
    }
    return v;
  }();
  return list;
}

const SudokuTechnique* find_sudoku_technique(std::string_view name) {
  for (const SudokuTechnique& t : sudoku_techniques())
    if (t.name == name) return &t;
  return nullptr;
}

HumanLadder default_technique_ladder(const SudokuTechnique& t) { return t.se ? HumanLadder::SE : HumanLadder::HoDoKu; }

namespace {

// The highest SE rating a step of `name` has when it is its ladder's hardest without a harder technique
// being needed: just below the next technique's base rating (a fixed-rating technique is rated its
// base; chains grow with their length, up to there). Techniques of equal base rate alike.
double se_cap(std::string_view name) {
  double top = 0;
  for (const HumanTechnique& t : human_techniques())
    if (t.name == name) top = std::max(top, t.rating);
  double next = 1e9;
  for (const HumanTechnique& t : human_techniques())
    if (t.rating > top + 1e-9 && t.name != "trial-and-error") next = std::min(next, t.rating);
  return next >= 1e9 ? kLastResortRating - 1e-6 : next - 0.05;
}

// The levels whose SE band (sudoku_rating.h, level_of) holds grades from lo to hi.
std::vector<int> levels_of_grades(double lo, double hi) {
  std::vector<int> out;
  auto add = [&](int l) {
    if (std::find(out.begin(), out.end(), l) == out.end()) out.push_back(l);
  };
  if (lo < 2.5) add(1), add(2);
  if (lo < 3.8 && hi >= 2.5) add(3), add(4);
  if (lo < 5.0 && hi >= 3.8) add(4);
  if (hi >= 5.0) add(5);
  std::sort(out.begin(), out.end());
  return out;
}

}  // namespace

std::vector<int> technique_levels(const SudokuTechnique& t, HumanLadder ladder) {
  if (ladder != HumanLadder::SE || !t.se) return {};
  return levels_of_grades(t.se_rating, se_cap(t.name));
}

namespace {

// What a trainer needs to know of a puzzle's path on its ladder.
struct TechniqueFit {
  bool within = false;  // solved by the ladder, no step rated above the technique's bound
  bool hit = false;     // within, and the technique is a hardest step of the path
  int uses = 0;         // steps of the technique
  int first = -1;       // the first of them
  int steps = 0;
  double hardest = 0;  // the path's hardest step (SE rating or HoDoKu score)
};

class TechniqueTarget {
 public:
  TechniqueTarget(const SudokuTechnique& t, HumanLadder ladder) : name_(t.name), ladder_(ladder) {
    if (ladder == HumanLadder::SE) {
      // SE has no colouring: a colouring step takes the rating of the static chain that makes the same
      // removals (sudoku_human.cpp), up to the forcing X-chains' cap. Whatever the bound, a hit needs
      // the technique to be the path's hardest step.
      bound_ = t.name == "simple-colouring" ? se_cap("forcing-x-chain") : se_cap(t.name);
      options_.max_rating = bound_;
    } else {
      bound_ = t.hodoku_score;
      // The HoDoKu ladder tries SE's Nishio, forcing chains and nets last: below their score (500),
      // skipping them changes no step before them, and a position that needs them is not within.
      options_.max_rating = t.hodoku_score < 500 ? 7.45 : 100.0;
      // A walk that needs a step scored above the bound is not within whatever follows: it stops there.
      options_.max_hodoku_score = t.hodoku_score;
    }
    options_.ladder = ladder;
    options_.allow_last_resort = false;
  }

  // The technique's path on `puzzle` (bounded: stops where only harder techniques would go on).
  TechniqueFit fit(const SudokuGrid& puzzle) const { return judge(solve_sudoku_human(puzzle, options_)); }
  // The same on the whole ladder, unbounded: the path explain and the hints follow.
  TechniqueFit confirm(const SudokuGrid& puzzle) const {
    HumanOptions whole = options_;
    whole.max_rating = 100.0;
    whole.max_hodoku_score = std::numeric_limits<int>::max();
    return judge(solve_sudoku_human(puzzle, whole));
  }
  const std::string& name() const { return name_; }

 private:
  std::string name_;
  HumanLadder ladder_;
  double bound_ = 0;
  HumanOptions options_;

  bool is_technique(const TraceStep& step) const {
    if (ladder_ == HumanLadder::SE) return step.technique == name_;
    const std::optional<HodokuTechnique> h = hodoku_technique(step.technique);
    return step.technique == name_ || (h && h->name == name_);
  }

  TechniqueFit judge(const HumanSolveResult& r) const {
    TechniqueFit f;
    if (!r.solved || r.used_last_resort) return f;
    f.steps = static_cast<int>(r.steps.size());
    double mine = 0;
    for (size_t i = 0; i < r.steps.size(); ++i) {
      const double value = ladder_ == HumanLadder::SE ? r.ratings[i] : r.hodoku_scores[i];
      f.hardest = std::max(f.hardest, value);
      if (!is_technique(r.steps[i])) continue;
      if (f.first < 0) f.first = static_cast<int>(i);
      ++f.uses;
      mine = std::max(mine, value);
    }
    f.within = f.hardest <= bound_ + 1e-9;
    f.hit = f.within && f.uses > 0 && f.hardest <= mine + 1e-9;
    return f;
  }
};

// One attempt at a trainer puzzle from `solution`: the givens go in `order` while the puzzle stays
// unique (the fast search); then, as for a level (remove_to_level), the longest prefix of that removal
// sequence whose path stays within the technique's bound, and a pass over the rest that keeps each
// removal within it. Once some puzzle of the walk takes the technique as its hardest step, later
// removals must keep it so. Returns that puzzle (with the most removals), or nullopt.
std::optional<SudokuGrid> remove_to_technique(const SudokuGrid& solution, const std::vector<std::vector<int>>& orbits,
                                              const std::vector<int>& order, const TechniqueTarget& target,
                                              int64_t budget) {
  const RemovalWalk walk(solution, orbits, order, budget);
  const std::vector<int>& removed = walk.removed;
  SudokuGrid puzzle = walk.minimal;
  std::optional<SudokuGrid> best;
  const TechniqueFit minimal = target.fit(puzzle);
  if (minimal.hit) return puzzle;  // nothing more can go
  const auto prefix = [&](size_t k) { return walk.prefix(k); };
  if (minimal.within) return std::nullopt;  // within but without the technique: no pass can add it
  size_t lo = 0, hi = removed.size();       // prefix(hi) is not within; prefix(lo) assumed within
  bool locked = false;                      // prefix(lo) takes the technique
  while (hi - lo > 1) {
    const size_t mid = lo + (hi - lo) / 2;
    SudokuGrid p = prefix(mid);
    const TechniqueFit f = target.fit(p);
    if (f.within) {
      lo = mid;
      locked = f.hit;
      if (f.hit) best = std::move(p);
    } else {
      hi = mid;
    }
    if (time_is_up()) return std::nullopt;
  }
  puzzle = prefix(lo);
  for (size_t i = lo + 1; i < removed.size(); ++i) {
    SudokuGrid trial = puzzle;
    for (int cell : orbits[removed[i]]) trial.cells[cell] = 0;
    if (!proved_unique(trial, budget)) continue;
    const TechniqueFit f = target.fit(trial);
    if (locked ? f.hit : f.within) {
      puzzle = std::move(trial);
      if (f.hit) {
        locked = true;
        best = puzzle;
      }
    }
    if (time_is_up()) return std::nullopt;
  }
  return best;
}

Result<GeneratedSudoku> generate_technique_puzzle(const SudokuGeneratorOptions& options, uint64_t index) {
  const SudokuShape shape = options.shape;
  const SudokuTechnique* technique = find_sudoku_technique(options.technique);
  if (!technique) return Error{"no technique named " + quote_excerpt(options.technique) + " on either ladder"};
  const bool se = options.ladder == HumanLadder::SE;
  if (se ? !technique->se : !technique->hodoku)
    return Error{"the " + std::string(se ? "SE" : "HoDoKu") + " ladder has no " + technique->name + "; it is on the " +
                 (se ? "HoDoKu" : "SE") + " ladder"};
  if (shape.n() > 9) return Error{"trainer puzzles are 9×9 and smaller, not " + shape_text(shape)};
  const std::vector<int> levels = technique_levels(*technique, options.ladder);
  if (options.level > 0 && !levels.empty() && std::find(levels.begin(), levels.end(), options.level) == levels.end()) {
    std::string which;
    for (size_t i = 0; i < levels.size(); ++i)
      which += (i == 0 ? "" : i + 1 == levels.size() ? " or " : ", ") + std::to_string(levels[i]);
    return Error{"a puzzle whose hardest step is " + technique->name + " is level " + which + ", not " +
                 std::to_string(options.level)};
  }
  const TechniqueTarget target(*technique, options.ladder);
  // An attempt finds an X-wing about one time in 240 (docs/benchmarks.md, "Trainer puzzles"): at 1,000
  // attempts one seed in 50 found none and the practice page said so. At 3,000 that is one in a few
  // hundred thousand for the common techniques; a technique no attempt finds costs 1–3 s.
  const int max_attempts = options.max_attempts > 0 ? options.max_attempts : kTrainerAttempts;
  const int64_t budget = uniqueness_budget(shape);
  const std::vector<std::vector<int>> orbits = symmetry_orbits(shape, options.symmetry);
  std::vector<int> order(orbits.size());
  const SudokuLevelFn rate = options.rate ? options.rate : engine_rating();
  int wrong_level = 0, sat_unknown = 0;

  SplitMix64 rng(stream_seed(options.seed, index));
  for (int attempt = 1; attempt <= max_attempts; ++attempt) {
    report(options.progress, "attempt", attempt);
    if (time_is_up_now()) return Error{"stopped after " + std::to_string(attempt - 1) + " attempts"};
    const SudokuGrid solution = random_sudoku_solution(shape, rng);
    for (size_t i = 0; i < order.size(); ++i) order[i] = static_cast<int>(i);
    rng.shuffle(order);
    std::optional<SudokuGrid> found = remove_to_technique(solution, orbits, order, target, budget);
    if (!found) continue;
    SudokuGrid puzzle = std::move(*found);
    // The path explain and the hints follow, on the whole ladder: the same as the bounded one unless a
    // rung above the bound would have come first (then the attempt is lost, never the promise).
    const TechniqueFit path = target.confirm(puzzle);
    if (!path.hit) continue;
    const int level = options.level > 0 || !options.rate ? rate(puzzle) : 0;
    if (options.level > 0 && level != options.level) {
      ++wrong_level;
      continue;
    }
    const Result<Proof> proof = prove_generated(puzzle, solution, budget, attempt);
    if (!proof) return proof.error();
    if (*proof == Proof::Unknown) {
      ++sat_unknown;
      continue;
    }
    GeneratedSudoku g{std::move(puzzle), solution, level, attempt};
    g.technique_steps = path.uses;
    g.first_technique_step = path.first;
    g.path_steps = path.steps;
    g.hardest = path.hardest;
    return g;
  }
  std::string why = options.level > 0 && wrong_level ? std::to_string(wrong_level) + " needed it at another level"
                                                     : std::string("it is rare in random puzzles");
  if (sat_unknown) why += ", " + std::to_string(sat_unknown) + " not proved unique by SAT in time";
  return Error{"no " + shape_text(shape) + " puzzle needing " + technique->name + " (" +
               std::string(se ? "SE" : "HoDoKu") + " ladder" +
               (options.level > 0 ? ", level " + std::to_string(options.level) : std::string()) + ") in " +
               std::to_string(max_attempts) + " attempts (" + why +
               "); try more attempts (--attempts), another seed or symmetry none"};
}

}  // namespace

Result<GeneratedSudoku> generate_sudoku(const SudokuGeneratorOptions& options, uint64_t index) {
  const SudokuShape shape = options.shape;
  if (shape.box_rows < 2 || shape.box_cols < 2 || shape.n() > 25)
    return Error{"a generated Sudoku needs boxes of at least 2×2 and a side of at most 25, not boxes " +
                 std::to_string(shape.box_rows) + "×" + std::to_string(shape.box_cols)};
  if (options.level < 0 || options.level > kSudokuMaxLevel)
    return Error{"the level must be 0 (any) or 1 to " + std::to_string(kSudokuMaxLevel) + ", not " +
                 std::to_string(options.level)};
  if (options.max_attempts < 0) return Error{"the attempt limit must be positive"};
  if (!options.technique.empty()) return generate_technique_puzzle(options, index);
  const SudokuLevelFn rate = options.rate ? options.rate : engine_rating();
  SudokuWithinFn within = options.within;
  if (!within && options.rate) within = [rate](const SudokuGrid& g, int) { return rate(g); };
  // The engine's within on 25×25 is screened first (remove_to_level): there a trial near the level 3
  // bar costs 30 SiSuS runs, a tenth of a second natively, and a pass asks about twenty of them.
  SudokuWithinFn screen = options.screen;
  if (!screen && !within && !options.rate && shape.n() >= 25) screen = engine_screen();
  if (!within) within = engine_within();
  if (options.level > 0 && !rate) return Error{"this build has no Sudoku rating, so it cannot aim at a level"};

  const int target = options.level;
  const int max_attempts = options.max_attempts > 0 ? options.max_attempts : default_generator_attempts(shape);
  const int64_t budget = uniqueness_budget(shape);
  const std::vector<std::vector<int>> orbits = symmetry_orbits(shape, options.symmetry);
  std::vector<int> order(orbits.size());
  std::array<int, kSudokuMaxLevel + 2> reached{};  // levels of the rejected attempts; last: unrated
  int best_level = 0;                              // the missed attempt nearest the target, for progress reports
  int sat_unknown = 0;

  SplitMix64 rng(stream_seed(options.seed, index));
  for (int attempt = 1; attempt <= max_attempts; ++attempt) {
    report(options.progress, "attempt", attempt);  // no total: the limit is a bound
    if (time_is_up_now()) return Error{"stopped after " + std::to_string(attempt - 1) + " attempts"};
    const SudokuGrid solution = random_sudoku_solution(shape, rng);
    SudokuGrid puzzle = solution;
    int level = 0;  // of `puzzle` once a removal at a target has been accepted
    for (size_t i = 0; i < order.size(); ++i) order[i] = static_cast<int>(i);
    rng.shuffle(order);
    if (target == 0) {
      for (int o : order) {
        SudokuGrid trial = puzzle;
        for (int cell : orbits[o]) trial.cells[cell] = 0;
        if (proved_unique(trial, budget)) puzzle = std::move(trial);
      }
      level = rate ? rate(puzzle) : 0;
    } else {
      level = remove_to_level(solution, orbits, order, target, rate, within, screen, budget, puzzle);
    }
    if (target > 0 && level != target) {
      ++reached[level >= 1 && level <= kSudokuMaxLevel ? level : kSudokuMaxLevel + 1];
      report_missed_level(options.progress, target, level >= 1 && level <= kSudokuMaxLevel ? level : 0, best_level);
      continue;
    }

    // Never emit a puzzle with two solutions: prove it again, by a different method.
    const Result<Proof> proof = prove_generated(puzzle, solution, budget, attempt);
    if (!proof) return proof.error();
    if (*proof == Proof::Unknown) {  // not proved twice within the budget: try another
      ++sat_unknown;
      continue;
    }
    return GeneratedSudoku{std::move(puzzle), solution, level, attempt};
  }

  std::string got;
  for (int l = 1; l <= kSudokuMaxLevel + 1; ++l) {
    if (!reached[l]) continue;
    got += (got.empty() ? "" : ", ") + std::to_string(reached[l]) + " at " +
           (l <= kSudokuMaxLevel ? "level " + std::to_string(l) : std::string("no level"));
  }
  if (sat_unknown) got += (got.empty() ? "" : ", ") + std::to_string(sat_unknown) + " not proved unique by SAT in time";
  return Error{"no " + shape_text(shape) + " Sudoku of level " + std::to_string(target) + " with " +
               std::string(symmetry_name(options.symmetry)) + " symmetry in " + std::to_string(max_attempts) +
               " attempts (" + got + "); try another level, symmetry or size, or more attempts"};
}

}  // namespace gridlogic
