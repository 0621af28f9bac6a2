// tectonic_generator.cpp — the Tectonic generator of tectonic_generator.h: region layouts built together
// with a random solution (document 000 §7.1; GridBuilder says why together), the incremental uniqueness
// check (TectonicUniqueness), givens removed by random passes under that check and brought to a level
// (rate_tectonic) by bisection or add-back, and a second, independent proof of every puzzle returned.
// docs/tectonic.md ("Generator") explains the choices; tests/engine/tectonic_generator_test.cpp and
// bench/bench_tectonic_generate.cpp check and measure them.
#include "gridlogic/tectonic_generator.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cassert>
#include <cstdlib>

#include "gridlogic/deadline.h"
#include "gridlogic/sat_solver.h"

namespace gridlogic {

// --- Layouts with a solution (§7.1) ---------------------------------------------------------------------

namespace {

constexpr int kOrthogonal[4][2] = {{-1, 0}, {1, 0}, {0, -1}, {0, 1}};

bool touching(int a, int b, int cols) {
  return a != b && std::abs(a / cols - b / cols) <= 1 && std::abs(a % cols - b % cols) <= 1;
}

// The size a new region aims at. The 110 public puzzles whose largest region is 5 have regions of 5, 4,
// 3, 2, 1 cells in the proportions 66 : 22 : 3 : 4 : 5 %. Drawing those weights gave too many regions
// of 5 and too few of 4 (what the search keeps is not what it draws: pockets and forced values bend
// it), so we draw 58 : 30 and 12 shared by the sizes below, which lands close to the books' mix
// (docs/tectonic.md has it per size). For a largest size k the weights go to k, k−1 and the rest.
int draw_region_size(int max_region, SplitMix64& rng) {
  if (max_region <= 1) return 1;
  if (max_region == 2) return rng.below(100) < 80 ? 2 : 1;
  const uint64_t x = rng.below(100);
  if (x < 58) return max_region;
  if (x < 88) return max_region - 1;
  return 1 + static_cast<int>(rng.below(static_cast<uint64_t>(max_region - 2)));
}

// Builds a layout and a solution together, one region at a time in reading order.
//
// Why together: a layout drawn first is rarely solvable beyond small sizes (measured in a layout-first
// version: about 1 in 3 random 11×9 layouts free of §7.1's local flaws had a solution, 1 in 7 at
// 15×15, and only SAT could tell which). The four cells of a 2×2 block all touch, so they hold four
// different values; with mostly regions of 4 and 5, each of the values 1–4 must fill nearly a quarter
// of the cells, so the 1s, 2s, 3s and 4s must be packed almost perfectly, which a random layout seldom
// allows. Placing values as the regions are drawn keeps that packing possible by construction.
//
// Each step takes the first free cell in reading order, draws a size, grows a connected shape of free
// cells from it (compact shapes and cells about to be cut off are favoured), and gives its cells a
// random permutation of 1..k that no touching placed value forbids. Forward checks: every free cell
// still has a value, and every pocket of free cells can still hold a region (a cell that can take 1,
// and no cell needing a larger value than its pocket has cells). A step with no fitting shape after a
// few draws backtracks; a budget of steps bounds the search, and the caller restarts.
class GridBuilder {
 public:
  GridBuilder(int rows, int cols, int max_region, SplitMix64& rng)
      : rows_(rows), cols_(cols), n_(rows * cols), max_region_(max_region), rng_(rng) {}

  bool build(int64_t node_budget) {
    label_.assign(n_, -1);
    value_.assign(n_, 0);
    regions_ = 0;
    nodes_left_ = node_budget;
    return place_next();
  }

  const std::vector<int>& labels() const { return label_; }
  const std::vector<uint8_t>& values() const { return value_; }

 private:
  static constexpr int kShapeTries = 6;

  // Values 1..max_region no placed touching cell holds (bit v = value v).
  unsigned allowed(int cell) const {
    unsigned used = 0;
    const int r = cell / cols_, c = cell % cols_;
    for (int dr = -1; dr <= 1; ++dr)
      for (int dc = -1; dc <= 1; ++dc) {
        const int rr = r + dr, cc = c + dc;
        if ((dr || dc) && rr >= 0 && rr < rows_ && cc >= 0 && cc < cols_) used |= 1u << value_[rr * cols_ + cc];
      }
    return ((1u << (max_region_ + 1)) - 2) & ~used;
  }

  int free_neighbours(int cell) const {
    int k = 0;
    const int r = cell / cols_, c = cell % cols_;
    for (const auto& d : kOrthogonal) {
      const int rr = r + d[0], cc = c + d[1];
      if (rr >= 0 && rr < rows_ && cc >= 0 && cc < cols_ && label_[rr * cols_ + cc] < 0) ++k;
    }
    return k;
  }

  bool place_next() {
    if (--nodes_left_ < 0) return false;
    int first = 0;
    while (first < n_ && label_[first] >= 0) ++first;
    if (first == n_) return true;
    const int id = regions_++;
    for (int attempt = 0; attempt < kShapeTries; ++attempt) {
      std::vector<int> shape = grow(first, id, draw_region_size(max_region_, rng_));
      if (assign(shape) && pockets_alive() && place_next()) return true;
      for (int c : shape) {
        label_[c] = -1;
        value_[c] = 0;
      }
      if (nodes_left_ < 0) break;
    }
    --regions_;
    return false;
  }

  // Adds free orthogonal neighbours one at a time, each drawn with a weight favouring compact shapes
  // (touching the region on several sides) and cells with no other free neighbour (they would be cut
  // off as regions of one), like the blob-shaped regions of the books.
  std::vector<int> grow(int seed, int id, int size) {
    std::vector<int> cells{seed};
    label_[seed] = id;
    std::vector<std::pair<int, int>> frontier;  // cell, weight
    while (static_cast<int>(cells.size()) < size) {
      frontier.clear();
      int total = 0;
      for (int cell : cells) {
        const int r = cell / cols_, c = cell % cols_;
        for (const auto& d : kOrthogonal) {
          const int rr = r + d[0], cc = c + d[1];
          if (rr < 0 || rr >= rows_ || cc < 0 || cc >= cols_) continue;
          const int next = rr * cols_ + cc;
          if (label_[next] >= 0) continue;
          if (std::any_of(frontier.begin(), frontier.end(), [&](const auto& f) { return f.first == next; })) continue;
          int inside = 0;
          for (const auto& e : kOrthogonal) {
            const int r2 = rr + e[0], c2 = cc + e[1];
            if (r2 >= 0 && r2 < rows_ && c2 >= 0 && c2 < cols_ && label_[r2 * cols_ + c2] == id) ++inside;
          }
          const int weight = 1 + 3 * (inside - 1) + (free_neighbours(next) == 0 ? 6 : 0);
          frontier.emplace_back(next, weight);
          total += weight;
        }
      }
      if (frontier.empty()) break;  // an enclosed pocket: the region stays smaller
      int x = static_cast<int>(rng_.below(static_cast<uint64_t>(total)));
      size_t pick = 0;
      while (x >= frontier[pick].second) x -= frontier[pick++].second;
      cells.push_back(frontier[pick].first);
      label_[frontier[pick].first] = id;
    }
    return cells;
  }

  // A random permutation of 1..k over the shape that the placed touching values allow (values inside
  // the shape differ anyway): depth-first, most constrained cell first, values in random order.
  bool assign(std::vector<int>& shape) {
    const int k = static_cast<int>(shape.size());
    const unsigned all = (1u << (k + 1)) - 2;
    std::array<unsigned, kTectonicMaxRegion> allow{};
    for (int i = 0; i < k; ++i) allow[i] = allowed(shape[i]) & all;
    std::array<int, kTectonicMaxRegion> idx{};
    for (int i = 0; i < k; ++i) idx[i] = i;
    // Ties by position: std::sort orders equal keys differently in each standard library, and the
    // order decides which random numbers go where (the same seed must give the same puzzle in WASM).
    std::sort(idx.begin(), idx.begin() + k, [&](int a, int b) {
      const int pa = std::popcount(allow[a]), pb = std::popcount(allow[b]);
      return pa != pb ? pa < pb : a < b;
    });
    std::array<int, kTectonicMaxRegion> got{};
    auto dfs = [&](auto& self, int depth, unsigned used) -> bool {
      if (depth == k) return true;
      const int i = idx[depth];
      std::array<int, kTectonicMaxRegion> order{};
      int m = 0;
      for (unsigned bits = allow[i] & ~used; bits; bits &= bits - 1) order[m++] = std::countr_zero(bits);
      for (int j = m; j > 1; --j) std::swap(order[j - 1], order[rng_.below(static_cast<uint64_t>(j))]);
      for (int j = 0; j < m; ++j) {
        got[i] = order[j];
        if (self(self, depth + 1, used | (1u << order[j]))) return true;
      }
      return false;
    };
    if (!dfs(dfs, 0, 0)) return false;
    for (int i = 0; i < k; ++i) value_[shape[i]] = static_cast<uint8_t>(got[i]);
    return true;
  }

  // The forward checks on the free cells (see the class comment).
  bool pockets_alive() {
    pocket_.assign(n_, -1);
    std::vector<int> stack;
    for (int start = 0; start < n_; ++start) {
      if (label_[start] >= 0 || pocket_[start] >= 0) continue;
      std::vector<int>& cells = members_;
      cells.clear();
      stack.assign(1, start);
      pocket_[start] = start;
      while (!stack.empty()) {
        const int cell = stack.back();
        stack.pop_back();
        cells.push_back(cell);
        const int r = cell / cols_, c = cell % cols_;
        for (const auto& d : kOrthogonal) {
          const int rr = r + d[0], cc = c + d[1];
          if (rr < 0 || rr >= rows_ || cc < 0 || cc >= cols_) continue;
          const int next = rr * cols_ + cc;
          if (label_[next] < 0 && pocket_[next] < 0) {
            pocket_[next] = start;
            stack.push_back(next);
          }
        }
      }
      const int size = static_cast<int>(cells.size());
      bool one = false;
      for (int cell : cells) {
        const unsigned a = allowed(cell);
        if (!a || std::countr_zero(a) > size) return false;
        one = one || (a & 2u);
      }
      if (!one) return false;
    }
    return true;
  }

  int rows_, cols_, n_, max_region_;
  SplitMix64& rng_;
  std::vector<int> label_;
  std::vector<uint8_t> value_;
  std::vector<int> pocket_, members_;
  int regions_ = 0;
  int64_t nodes_left_ = 0;
};

}  // namespace

std::optional<TectonicLayout> random_tectonic_layout(int rows, int cols, int max_region, SplitMix64& rng,
                                                     int64_t node_budget) {
  assert(rows >= 1 && cols >= 1 && max_region >= 1 && max_region <= kTectonicMaxRegion &&
         "random_tectonic_layout: bad size or max_region");
  GridBuilder builder(rows, cols, max_region, rng);
  if (!builder.build(node_budget > 0 ? node_budget : 16 * int64_t{rows} * cols + 100)) return std::nullopt;
  return TectonicLayout{builder.labels(), builder.values()};
}

std::optional<std::string> find_tectonic_layout_flaw(const TectonicPuzzle& p) {
  std::vector<int> near;
  for (int w = 0; w < p.size(); ++w) {
    if (p.hole(w)) continue;
    near.clear();
    for (int u : p.neighbours[w])
      if (p.region[u] != p.region[w] && std::find(near.begin(), near.end(), p.region[u]) == near.end())
        near.push_back(p.region[u]);
    for (int b : near) {
      const std::vector<int>& region = p.cells[b];
      if (static_cast<int>(region.size()) < p.region_size(w)) continue;
      if (std::all_of(region.begin(), region.end(), [&](int x) { return touching(w, x, p.cols); }))
        return tectonic_cell_name(p, w) + " touches every cell of the region of " + std::to_string(region.size()) +
               " at " + tectonic_cell_name(p, region.front()) + ", so none of the values 1-" +
               std::to_string(p.region_size(w)) + " is left for it";
    }
  }
  return std::nullopt;
}

// --- Uniqueness, incrementally ----------------------------------------------------------------------

// One MiniSat instance holds chapter 6's encoding of the empty layout and the clause "some cell differs
// from the solution", switched on by a guard literal; a question assumes the guard and the givens.
// Unsatisfiable = unique, so one call (instead of two model searches) answers it, and learnt clauses
// carry over between questions because assumptions never become part of the formula.
TectonicUniqueness::TectonicUniqueness(const TectonicPuzzle& layout, const std::vector<uint8_t>& solution)
    : layout_(layout) {
  assert(static_cast<int>(solution.size()) == layout.size() && "TectonicUniqueness: one value per cell");
  TectonicPuzzle empty = layout;
  std::fill(empty.givens.begin(), empty.givens.end(), 0);
  Cnf cnf;
  vars_ = encode_tectonic(empty, {}, cnf);
  solver_.add_cnf(cnf);
  guard_ = solver_.new_var();
  std::vector<Lit> differs{Lit::neg(guard_)};
  for (int c = 0; c < layout.size(); ++c)
    if (!layout.hole(c)) differs.push_back(Lit::neg(vars_.x.at({c, solution[c] - 1})));
  solver_.add_clause(differs);
}

TectonicUniqueness::Answer TectonicUniqueness::check(const std::vector<uint8_t>& givens, int64_t conflict_budget) {
  assumptions_.assign(1, Lit::pos(guard_));
  for (int c = 0; c < layout_.size(); ++c)
    if (givens[c]) assumptions_.push_back(Lit::pos(vars_.x.at({c, givens[c] - 1})));
  solver_.set_conflict_budget(conflict_budget);
  switch (solver_.solve(assumptions_)) {
    case SatStatus::Unsatisfiable: return Answer::Unique;
    case SatStatus::Satisfiable: return Answer::NotUnique;
    case SatStatus::Unknown: return Answer::Unknown;
  }
  return Answer::Unknown;
}

// --- Removal and levels -------------------------------------------------------------------------------

namespace {

// Layout searches (random_tectonic_layout, each with its own step budget) an attempt may use before
// the options are judged impossible: some have no layout at all (two touching cells with max_region 1).
constexpr int kLayoutDraws = 50;

std::string size_text(int rows, int cols) { return std::to_string(cols) + "x" + std::to_string(rows); }

// Targets at or above this level (the 2-SAT levels) come down from a minimal puzzle above them by
// add_back_toward_level, at most kAddBackSteps givens; lower targets by the bisection.
constexpr int kAddBackLevel = 6;
constexpr int kAddBackSteps = 3;

// Whether the puzzle without this given is still unique and, with a target, at or below it (rated
// only when unique: the SAT question is the cheaper one).
bool removable(const TectonicPuzzle& puzzle, TectonicUniqueness& oracle, int target, int& sat_unknown,
               TectonicRating* rating) {
  const auto verdict = oracle.check(puzzle.givens);
  sat_unknown += verdict == TectonicUniqueness::Answer::Unknown;
  if (verdict != TectonicUniqueness::Answer::Unique) return false;
  if (target == 0) return true;
  const TectonicRating r = rate_tectonic(puzzle);
  if (rating) *rating = r;
  return r.level <= target;
}

// The random pass (Solo's method, as the Sudoku generator): each given once, in the shuffled order,
// kept out when the puzzle stays unique and at or below the target. Uniqueness is asked of the
// incremental SAT check alone. The rules + 2-SAT would be a sound shortcut (a grid they fill has no
// other solution) and they do decide 70–87% of the questions, but a rule solve costs more than MiniSat
// with the solution blocked: a whole pass is 2× (5×4) to 10× (15×15) faster without them
// (bench_tectonic_generate, BM_RemovalPass). With no target the result is minimal: removing givens
// only ever adds solutions, so a given that had to stay still has to.
void remove_in_order(TectonicPuzzle& puzzle, TectonicUniqueness& oracle, const std::vector<int>& order, int target,
                     int& sat_unknown) {
  for (int cell : order) {
    const uint8_t given = puzzle.givens[cell];
    puzzle.givens[cell] = 0;
    if (!removable(puzzle, oracle, target, sat_unknown, nullptr)) puzzle.givens[cell] = given;
  }
}

// Removal by uniqueness alone, in `order` (the level-"any" pass), returning the cells removed in the
// order they went. The result is minimal; every puzzle on the way — the minimal one's givens plus any
// of the removed cells given back — is unique too, since adding givens never adds solutions.
std::vector<int> remove_minimal(TectonicPuzzle& puzzle, TectonicUniqueness& oracle, const std::vector<int>& order,
                                int& sat_unknown) {
  std::vector<int> removed;
  for (int cell : order) {
    const uint8_t given = puzzle.givens[cell];
    puzzle.givens[cell] = 0;
    const auto verdict = oracle.check(puzzle.givens);
    sat_unknown += verdict == TectonicUniqueness::Answer::Unknown;
    if (verdict == TectonicUniqueness::Answer::Unique) {
      removed.push_back(cell);
    } else {
      puzzle.givens[cell] = given;
    }
  }
  return removed;
}

// From a minimal puzzle above a 2-SAT level (6, 7), givens come back one at a time, each time the
// removed cell whose return rates best: at or below the target first (the target itself, then the
// highest level, then most rule 4), else still above it with the fewest rule 4 applications when
// 2-SAT finishes (nearest the target's window), else the most the rules do before they stick. Why not
// the bisection: these levels are windows of rule-4 counts that are met near the minimal end of a
// removal order or not at all — measured on 400 7×7 orders, 65 minimal puzzles rated 8, the
// bisection brought back none at 7, one given back brought 7 of them to 7 (9×9: 37 of 54).
// At most kAddBackSteps givens come back; the attempt ends with whatever was reached.
TectonicRating add_back_toward_level(TectonicPuzzle& puzzle, const std::vector<int>& removed,
                                     const std::vector<uint8_t>& solution, int target) {
  TectonicRating rating;
  for (int step = 0; step < kAddBackSteps; ++step) {
    int best = -1;
    int64_t best_key = -1;
    TectonicRating best_rating;
    for (int cell : removed) {
      if (puzzle.givens[cell]) continue;
      puzzle.givens[cell] = solution[cell];
      const TectonicRating r = rate_tectonic(puzzle);
      puzzle.givens[cell] = 0;
      int64_t key;
      if (r.level == target) {
        key = 4'000'000;
      } else if (r.level > target && r.rule_class == TectonicRuleClass::TwoSat) {
        key = 3'000'000 - r.rule4;
      } else if (r.level > target) {
        key = 2'000'000 + r.fired[1] + r.fired[2] + r.fired[3] + r.fired[4] + r.fired[5] + r.fired[6];
      } else {
        key = int64_t{r.level} * 1000 + r.rule4;
      }
      if (key > best_key) best_key = key, best = cell, best_rating = r;
      if (r.level == target) break;  // nothing rates better: take it
    }
    if (best < 0) break;
    puzzle.givens[best] = solution[best];
    rating = best_rating;
    if (rating.level <= target) break;
  }
  return rating;
}

// The random pass for a target level (issue 22; the Sudoku generator's method, docs/generator.md):
// remove by uniqueness alone and rate the minimal puzzle once. At the target: done. Below: no removal
// is left to make it harder, the attempt ends. Above: a bisection along the removal sequence finds the
// longest prefix still rated at or below the target (levels grow, nearly always, as givens go), then
// Solo's pass over the cells after that prefix removes each one that keeps the puzzle at or below the
// target — uniqueness needs no question there: the puzzle always contains the minimal one's givens.
// A pass that rated after every removal (the old random pass) stopped at the first level-8 step of its
// order, so high targets were reached only when some order happened to pass through them; this pass
// sees where the order ends first, and most layouts whose minimal puzzle is above the target hold a
// prefix at it. Returns the rating of the puzzle left.
TectonicRating remove_toward_level(TectonicPuzzle& puzzle, TectonicUniqueness& oracle, const std::vector<int>& order,
                                   const std::vector<uint8_t>& solution, int target, int& sat_unknown) {
  const std::vector<int> removed = remove_minimal(puzzle, oracle, order, sat_unknown);
  TectonicRating rating = rate_tectonic(puzzle);
  if (rating.level <= target) return rating;
  if (target >= kAddBackLevel) return add_back_toward_level(puzzle, removed, solution, target);
  // The puzzle with the first k removals made: level(0) <= target (every cell given: level 1),
  // level(m) > target.
  auto set_prefix = [&](size_t k) {
    for (size_t i = 0; i < removed.size(); ++i) puzzle.givens[removed[i]] = i < k ? 0 : solution[removed[i]];
  };
  size_t lo = 0, hi = removed.size();
  while (hi - lo > 1) {
    const size_t mid = lo + (hi - lo) / 2;
    set_prefix(mid);
    (rate_tectonic(puzzle).level <= target ? lo : hi) = mid;
  }
  set_prefix(lo);
  rating = rate_tectonic(puzzle);
  for (size_t i = lo + 1; i < removed.size(); ++i) {
    const int cell = removed[i];
    puzzle.givens[cell] = 0;
    const TectonicRating r = rate_tectonic(puzzle);
    if (r.level <= target) {
      rating = r;
    } else {
      puzzle.givens[cell] = solution[cell];
    }
  }
  return rating;
}

}  // namespace

int default_tectonic_attempts(int rows, int cols, int level) {
  // An attempt costs one removal pass by uniqueness (SAT questions only), then a handful of ratings
  // (the bisection) or up to three rounds of one per removed cell (the add-back): about 2–3 ms at 7×7,
  // 40–60 ms at 12×10 (bench_generate_tail). The limits keep a request for a level out of reach to a
  // second or two.
  if (level == 0) return 1;  // "any" takes the first attempt
  const int area = rows * cols;
  if (area <= 20) return 2000;
  if (area <= 50) return 300;
  if (area <= 100) return 150;
  if (area <= 225) return 30;
  return 10;
}

Result<GeneratedTectonic> generate_tectonic(const TectonicGeneratorOptions& options, uint64_t index) {
  const int rows = options.rows, cols = options.cols;
  if (rows < 1 || cols < 1 || rows > kTectonicGeneratorMaxSide || cols > kTectonicGeneratorMaxSide)
    return Error{"a generated Tectonic has 1 to " + std::to_string(kTectonicGeneratorMaxSide) +
                 " rows and columns, not " + size_text(rows, cols) + " (columns x rows)"};
  if (options.max_region < 1 || options.max_region > kTectonicMaxRegion)
    return Error{"the largest region must have 1 to " + std::to_string(kTectonicMaxRegion) + " cells, not " +
                 std::to_string(options.max_region)};
  if (rows >= 2 && cols >= 2 && options.max_region < 4)
    return Error{"the four cells of a 2x2 block all touch, so they hold four different values: a grid of " +
                 size_text(rows, cols) + " needs regions of up to 4 cells or more, not " +
                 std::to_string(options.max_region)};
  if (options.level < 0 || options.level > kTectonicLevels)
    return Error{"the level must be 0 (any) or 1 to " + std::to_string(kTectonicLevels) + ", not " +
                 std::to_string(options.level)};
  if (options.max_attempts < 0) return Error{"the attempt limit must be positive"};

  const int target = options.level;
  const int max_attempts =
      options.max_attempts > 0 ? options.max_attempts : default_tectonic_attempts(rows, cols, target);
  const int n = rows * cols;
  std::array<int, kTectonicLevels + 1> reached{};  // levels of the rejected attempts
  int best_level = 0;                              // the missed attempt nearest the target, for progress reports
  int sat_unknown = 0;

  SplitMix64 rng(stream_seed(options.seed, index));
  std::vector<int> order(n);
  for (int attempt = 1; attempt <= max_attempts; ++attempt) {
    report(options.progress, "attempt", attempt);  // no total: the limit is a bound
    if (time_is_up_now()) return Error{"stopped after " + std::to_string(attempt - 1) + " attempts"};
    // A layout together with a solution for it (GridBuilder), checked: make_tectonic accepts the
    // regions, §7.1's flaws are absent and the values obey every rule. (Several removal orders per
    // layout, sharing its oracle, were tried too: at 7×7 level 7 no more levels per second.)
    std::optional<TectonicPuzzle> layout;
    std::vector<uint8_t> solution;
    for (int draw = 0; draw < kLayoutDraws && !layout; ++draw) {
      auto grid = random_tectonic_layout(rows, cols, options.max_region, rng);
      if (!grid) continue;
      auto made = make_tectonic(rows, cols, grid->labels, std::vector<uint8_t>(n, 0));
      if (!made) return Error{"internal error: a generated layout is not a puzzle: " + made.error().message};
      if (auto flaw = find_tectonic_layout_flaw(*made))
        return Error{"internal error: a generated layout has a flaw: " + *flaw};
      if (auto broken = find_tectonic_violation(*made, grid->solution))
        return Error{"internal error: a generated solution breaks a rule (" + *broken + ")"};
      solution = std::move(grid->solution);
      layout = std::move(*made);
    }
    if (!layout)
      return Error{"no region layout of " + size_text(rows, cols) + " with regions of at most " +
                   std::to_string(options.max_region) + (options.max_region == 1 ? " cell" : " cells") +
                   " was found (" + std::to_string(kLayoutDraws) + " searches); allow larger regions"};

    TectonicPuzzle puzzle = *layout;
    puzzle.givens = solution;
    TectonicUniqueness oracle(*layout, solution);
    for (int i = 0; i < n; ++i) order[i] = i;
    rng.shuffle(order);
    if (target == 0) {
      remove_in_order(puzzle, oracle, order, target, sat_unknown);
    } else {
      remove_toward_level(puzzle, oracle, order, solution, target, sat_unknown);
    }

    const TectonicRating rating = rate_tectonic(puzzle);
    if (target > 0 && rating.level != target) {
      ++reached[rating.level];
      report_missed_level(options.progress, target, rating.level, best_level);
      continue;
    }

    // Never emit a puzzle with two solutions: prove it again, differently — a fresh solver with the
    // givens as unit clauses enumerating up to two models (solve_tectonic_sat, what `solve --method
    // sat` runs) and, where the rating says the rules + 2-SAT finish, the rules themselves, which use
    // no SAT at all and must fill in exactly this solution. The solution is checked against the rules,
    // and the level reported is rate_tectonic's of this very puzzle.
    const TectonicSatResult proof = solve_tectonic_sat(puzzle, 2);
    if (!proof.error.empty()) return Error{proof.error};
    if (proof.count != 1 || !proof.exhausted || proof.first != solution)
      return Error{"internal error: SAT does not confirm the generated puzzle's unique solution: " +
                   format_tectonic_url(puzzle)};
    if (rating.rule_class != TectonicRuleClass::Beyond) {
      TectonicSolveOptions rules;
      rules.two_sat = true;
      const TectonicSolve s = solve_tectonic_rules(puzzle, rules);
      if (s.outcome != TectonicOutcome::Solved || s.grid() != solution)
        return Error{"internal error: the rules do not fill in the generated puzzle's solution: " +
                     format_tectonic_url(puzzle)};
    }
    if (auto broken = find_tectonic_violation(puzzle, solution))
      return Error{"internal error: the generated solution breaks a rule (" + *broken + ")"};

    GeneratedTectonic g;
    g.puzzle = std::move(puzzle);
    g.solution = std::move(solution);
    g.rating = rating;
    g.givens = static_cast<int>(
        std::count_if(g.puzzle.givens.begin(), g.puzzle.givens.end(), [](uint8_t v) { return v != 0; }));
    g.attempts = attempt;
    return g;
  }

  std::string got;
  for (int l = 1; l <= kTectonicLevels; ++l)
    if (reached[l]) got += (got.empty() ? "" : ", ") + std::to_string(reached[l]) + " at level " + std::to_string(l);
  if (sat_unknown)
    got += (got.empty() ? "" : ", ") + std::to_string(sat_unknown) + " removals undecided by SAT within its budget";
  return Error{"no " + size_text(rows, cols) + " Tectonic (regions up to " + std::to_string(options.max_region) +
               ") of level " + std::to_string(target) + " in " + std::to_string(max_attempts) + " attempts (" + got +
               "); level " + std::to_string(target) +
               " is rare or out of reach at this size: try another level or size, or more attempts"};
}

}  // namespace gridlogic
