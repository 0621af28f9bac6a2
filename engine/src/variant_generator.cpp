// variant_generator.cpp — Nurikabe Sudoku generation (variant_generator.h).
#include "gridlogic/variant_generator.h"

#include <algorithm>
#include <array>
#include <bit>
#include <optional>
#include <cstdio>

#include "gridlogic/deadline.h"
#include "gridlogic/json.h"
#include "gridlogic/random.h"
#include "gridlogic/sudoku.h"
#include "gridlogic/sudoku_generator.h"
#include "gridlogic/text.h"
#include "gridlogic/variant_fpuzzles.h"
#include "gridlogic/variant_human.h"
#include "gridlogic/variant_rules.h"

namespace gridlogic {
namespace {

constexpr int kN = 9;

// The cells of kind `marks[cell]` an arrow at `cell` sees in direction d (up, down, left, right), or −1
// when it points straight out of the grid.
int arrow_count(const std::vector<uint8_t>& marks, int cell, int d) {
  static constexpr int kDr[4] = {-1, 1, 0, 0}, kDc[4] = {0, 0, -1, 1};
  int same = 0, len = 0;
  for (int r = cell / kN + kDr[d], c = cell % kN + kDc[d]; r >= 0 && r < kN && c >= 0 && c < kN;
       r += kDr[d], c += kDc[d]) {
    ++len;
    same += marks[r * kN + c] == marks[cell];
  }
  return len == 0 ? -1 : same;
}

// f-puzzles' "grid": n rows of cells, a given as {"value": v, "given": true}.
void write_givens(JsonWriter& w, int n, const std::vector<uint8_t>& givens) {
  w.key("grid").begin_array();
  for (int r = 0; r < n; ++r) {
    w.begin_array();
    for (int c = 0; c < n; ++c) {
      w.begin_object();
      if (givens[r * n + c]) w.key("value").value(static_cast<int>(givens[r * n + c])).key("given").value(true);
      w.end_object();
    }
    w.end_array();
  }
  w.end_array();
}

VariantPuzzle frame() {
  VariantPuzzle p;
  p.grid.n = kN;
  p.grid.region = *default_variant_regions(kN);
  p.givens.assign(kN * kN, 0);
  return p;
}

std::string to_json(const std::vector<uint8_t>& givens, const std::vector<NurikabeArrow>& arrows, uint64_t seed) {
  JsonWriter w;
  w.begin_object()
      .key("size")
      .value(kN)
      .key("title")
      .value("Nurikabe Sudoku (gridlogic, seed " + std::to_string(seed) + ")")
      .key("ruleset")
      .value(
          "Normal Sudoku rules. Shade cells as ocean: the unshaded islands have at least 3 cells and no "
          "repeated digit, islands do not touch, the ocean is connected with no 2x2 of ocean. The digit "
          "in an arrow's cell counts the cells of its own kind in the arrow's direction.");
  write_givens(w, kN, givens);
  w.key("nurikabe").begin_array();
  for (const NurikabeArrow& a : arrows)
    w.begin_object()
        .key("cell")
        .value("R" + std::to_string(a.cell / kN + 1) + "C" + std::to_string(a.cell % kN + 1))
        .key("direction")
        .value(std::string(1, "UDLR"[static_cast<int>(a.direction)]))
        .end_object();
  w.end_array();
  return w.end_object().str();
}

}  // namespace

namespace {

// One draw: a random solution, then arrows (and givens where no arrow helps) until it is the only one.
// nullopt when two solutions differ only in ocean cells that no arrow tells apart (a new draw is due).
struct Draft {
  std::vector<uint8_t> values, marks, givens;
  std::vector<NurikabeArrow> arrows;
};

VariantSolveResult count_solutions(const std::vector<uint8_t>& givens, const std::vector<NurikabeArrow>& arrows) {
  VariantPuzzle p = frame();
  p.givens = givens;
  p.rules.push_back(make_nurikabe(arrows));
  VariantSolveOptions o;
  o.limit = 2;
  return solve_variant(p, o);
}

Result<std::optional<Draft>> draw(SplitMix64& rng) {
  VariantPuzzle start = frame();
  std::vector<uint8_t> row{1, 2, 3, 4, 5, 6, 7, 8, 9};
  rng.shuffle(row);
  std::copy(row.begin(), row.end(), start.givens.begin());
  start.rules.push_back(make_nurikabe({}));
  VariantSolveOptions any;
  any.limit = 1;
  const VariantSolveResult first = solve_variant(start, any);
  if (first.count != 1)
    return Error{first.error.empty() ? "internal error: no Nurikabe Sudoku completes the first row" : first.error};
  Draft d{first.first, first.first_marks, std::vector<uint8_t>(kN * kN, 0), {}};
  for (;;) {
    const VariantSolveResult r = count_solutions(d.givens, d.arrows);
    if (!r.error.empty()) return Error{r.error};
    if (r.count == 1 && r.exhausted) return std::optional<Draft>(std::move(d));
    if (r.count == 0 || r.budget_hit) return Error{"internal error: the drawn solution was lost"};
    // The other solution: whichever of the two is not ours.
    const bool first_is_ours = r.first == d.values && r.first_marks == d.marks;
    const std::vector<uint8_t>& ov = first_is_ours ? r.second : r.first;
    const std::vector<uint8_t>& om = first_is_ours ? r.second_marks : r.first_marks;
    std::vector<NurikabeArrow> telling;
    std::vector<int> differing;
    for (int cell = 0; cell < kN * kN; ++cell) {
      if (ov[cell] != d.values[cell]) differing.push_back(cell);
      for (int dir = 0; dir < 4; ++dir) {
        const int ours = arrow_count(d.marks, cell, dir);
        if (ours < 0 || ours != d.values[cell]) continue;  // not an arrow our solution keeps
        // An arrow is read by its cell's own kind and value: the other solution must break it.
        if (arrow_count(om, cell, dir) != ov[cell]) telling.push_back({cell, static_cast<ArrowDirection>(dir)});
      }
    }
    if (!telling.empty()) {
      d.arrows.push_back(telling[rng.below(telling.size())]);
    } else if (!differing.empty()) {
      const int cell = differing[rng.below(differing.size())];
      d.givens[cell] = d.values[cell];
    } else {
      return std::optional<Draft>{};
    }
  }
}

}  // namespace

Result<GeneratedVariant> generate_nurikabe_sudoku(uint64_t seed) {
  SplitMix64 rng(stream_seed(seed, 0));
  std::optional<Draft> found;
  for (int attempt = 0; attempt < 20 && !found; ++attempt) {
    auto d = draw(rng);
    if (!d) return d.error();
    found = std::move(*d);
  }
  if (!found) return Error{"no Nurikabe Sudoku could be made unique in 20 draws"};
  std::vector<uint8_t> givens = found->givens;
  const std::vector<NurikabeArrow>& arrows = found->arrows;
  const std::vector<uint8_t>& values = found->values;
  const std::vector<uint8_t>& marks = found->marks;
  // Take out givens the arrows made unnecessary, in random order.
  std::vector<int> given_cells;
  for (int cell = 0; cell < kN * kN; ++cell)
    if (givens[cell]) given_cells.push_back(cell);
  rng.shuffle(given_cells);
  for (int cell : given_cells) {
    std::vector<uint8_t> fewer = givens;
    fewer[cell] = 0;
    const VariantSolveResult r = count_solutions(fewer, arrows);
    if (r.count == 1 && r.exhausted) givens = fewer;
  }

  GeneratedVariant g;
  g.fpuzzles_json = to_json(givens, arrows, seed);
  auto puzzle = parse_variant(g.fpuzzles_json);
  if (!puzzle) return Error{"internal error: the generated JSON does not read back: " + puzzle.error().message};
  g.puzzle = std::move(*puzzle);
  g.solution = values;
  g.marks = marks;
  g.arrows = static_cast<int>(arrows.size());
  g.givens = static_cast<int>(std::count_if(givens.begin(), givens.end(), [](uint8_t v) { return v != 0; }));
  if (auto broken = find_variant_violation(g.puzzle, g.solution, g.marks)) return Error{"internal error: " + *broken};
  return g;
}

}  // namespace gridlogic

// --- Killer and thermometer puzzles -----------------------------------------------------------------------

namespace gridlogic {
namespace {

std::string cell_ref(int n, int cell) {
  return "R" + std::to_string(cell / n + 1) + "C" + std::to_string(cell % n + 1);
}

// A rule drawn for a generated puzzle: its cells (a cage or a thermometer from the bulb) and a sum.
struct Drawn {
  std::vector<int> cells;
  int sum = 0;
};

std::string generated_json(int n, VariantGenerated kind, const std::vector<uint8_t>& givens,
                           const std::vector<Drawn>& drawn, uint64_t seed, uint64_t index) {
  JsonWriter w;
  w.begin_object().key("size").value(n).key("title").value(
      std::string(kind == VariantGenerated::Killer ? "Killer" : "Thermo") + " Sudoku (gridlogic, seed " +
      std::to_string(seed) + ", #" + std::to_string(index + 1) + ")");
  write_givens(w, n, givens);
  w.key(kind == VariantGenerated::Killer ? "killercage" : "thermometer").begin_array();
  for (const Drawn& d : drawn) {
    w.begin_object();
    if (kind == VariantGenerated::Killer) {
      w.key("cells").begin_array();
      for (int c : d.cells) w.value(cell_ref(n, c));
      w.end_array().key("value").value(std::to_string(d.sum));
    } else {
      w.key("lines").begin_array().begin_array();
      for (int c : d.cells) w.value(cell_ref(n, c));
      w.end_array().end_array();
    }
    w.end_object();
  }
  w.end_array();
  return w.end_object().str();
}

VariantSolveResult count_generated(int n, VariantGenerated kind, const std::vector<uint8_t>& givens,
                                   const std::vector<Drawn>& drawn) {
  VariantPuzzle p;
  p.grid.n = n;
  p.grid.region = *default_variant_regions(n);
  p.givens = givens;
  for (const Drawn& d : drawn)
    p.rules.push_back(kind == VariantGenerated::Killer ? make_killer_cage(d.cells, d.sum) : make_thermometer(d.cells));
  VariantSolveOptions o;
  o.limit = 2;
  return solve_variant(p, o);
}

// Connected cages of `smallest`..smallest+3 cells (a lone cell left over joins a neighbouring cage) with
// distinct values.
std::vector<Drawn> random_cages(int n, const std::vector<uint8_t>& grid, SplitMix64& rng, int smallest = 2) {
  std::vector<int> cage(n * n, -1);
  std::vector<Drawn> cages;
  std::vector<int> order(n * n);
  for (int i = 0; i < n * n; ++i) order[i] = i;
  rng.shuffle(order);
  auto neighbours = [n](int cell) {
    std::vector<int> out;
    const int r = cell / n, c = cell % n;
    if (r > 0) out.push_back(cell - n);
    if (r + 1 < n) out.push_back(cell + n);
    if (c > 0) out.push_back(cell - 1);
    if (c + 1 < n) out.push_back(cell + 1);
    return out;
  };
  for (int start : order) {
    if (cage[start] >= 0) continue;
    const int want = smallest + static_cast<int>(rng.below(4));
    Drawn d;
    d.cells.push_back(start);
    cage[start] = static_cast<int>(cages.size());
    while (static_cast<int>(d.cells.size()) < want) {
      std::vector<int> grow;
      for (int c : d.cells)
        for (int nb : neighbours(c)) {
          if (cage[nb] >= 0) continue;
          bool repeats = false;
          for (int x : d.cells) repeats = repeats || grid[x] == grid[nb];
          if (!repeats) grow.push_back(nb);
        }
      if (grow.empty()) break;
      const int next = grow[rng.below(grow.size())];
      cage[next] = cage[start];
      d.cells.push_back(next);
    }
    cages.push_back(std::move(d));
  }
  // A cage of one cell joins a neighbouring cage that lacks its value (else it stays alone).
  for (size_t k = 0; k < cages.size(); ++k) {
    if (cages[k].cells.size() != 1) continue;
    const int cell = cages[k].cells[0];
    for (int nb : neighbours(cell)) {
      Drawn& other = cages[cage[nb]];
      if (cage[nb] == static_cast<int>(k) || other.cells.size() >= 6) continue;
      bool repeats = false;
      for (int x : other.cells) repeats = repeats || grid[x] == grid[cell];
      if (repeats) continue;
      other.cells.push_back(cell);
      cages[k].cells.clear();
      cage[cell] = cage[nb];
      break;
    }
  }
  std::vector<Drawn> out;
  for (Drawn& d : cages) {
    if (d.cells.empty()) continue;
    std::sort(d.cells.begin(), d.cells.end());
    for (int c : d.cells) d.sum += grid[c];
    out.push_back(std::move(d));
  }
  return out;
}

// A thermometer along increasing values of the grid, or an empty one when the walk is too short.
Drawn random_thermometer(int n, const std::vector<uint8_t>& grid, const std::vector<bool>& used, SplitMix64& rng) {
  Drawn d;
  const int start = static_cast<int>(rng.below(n * n));
  if (used[start]) return d;
  const int want = 3 + static_cast<int>(rng.below(4));
  d.cells.push_back(start);
  while (static_cast<int>(d.cells.size()) < want) {
    const int cell = d.cells.back();
    std::vector<int> next;
    for (int dr = -1; dr <= 1; ++dr)
      for (int dc = -1; dc <= 1; ++dc) {
        const int r = cell / n + dr, c = cell % n + dc;
        if ((dr == 0 && dc == 0) || r < 0 || r >= n || c < 0 || c >= n) continue;
        const int nb = r * n + c;
        if (!used[nb] && grid[nb] > grid[cell] && std::find(d.cells.begin(), d.cells.end(), nb) == d.cells.end())
          next.push_back(nb);
      }
    if (next.empty()) break;
    d.cells.push_back(next[rng.below(next.size())]);
  }
  if (d.cells.size() < 3) d.cells.clear();
  return d;
}

}  // namespace

std::string_view variant_generated_name(VariantGenerated k) {
  return k == VariantGenerated::Killer ? "killer" : "thermo";
}

namespace {

// Makes `givens` (the givens of `p`) easy enough for `target` in one explained solve: the steps of
// next_variant_step are taken, easiest first, as rate_variant would; whenever the easiest step left is
// above the target (or none applies), the open cell with the fewest candidates (ties at random) gets its
// value from `grid` as a new given — the step a last resort would take, made part of the puzzle — and
// the walk goes on from there. A given only removes work, so the finished puzzle solves with steps of
// level ≤ target; its level is the hardest step the walk took. This replaces re-rating the whole puzzle
// after each random given (dozens of explained solves an attempt, and a random given often jumped from
// "stuck" straight to "singles", missing the level): one walk, and the givens land where the solve
// needs them, so the hardest allowed step is usually reached. Returns the hardest level taken.
// With `givens` null the walk only checks: it returns 0 where it would have had to add a given.
int ease_to_level(const VariantPuzzle& p, const std::vector<uint8_t>& grid, std::vector<uint8_t>* givens, int target,
                  SplitMix64& rng) {
  const int cells = p.grid.cells();
  VariantPosition pos = variant_position(p);
  int hardest = 1;
  for (;;) {
    int fewest = 0;
    std::vector<int> open;
    for (int c = 0; c < cells; ++c) {
      if (pos.values[c]) continue;
      const int k = std::popcount(pos.candidates[c]);
      if (open.empty() || k < fewest) {
        open.assign(1, c);
        fewest = k;
      } else if (k == fewest) {
        open.push_back(c);
      }
    }
    if (open.empty()) return hardest;
    std::optional<TraceStep> step = next_variant_step(p, pos);
    if (step && variant_step_level(step->technique) <= target) {
      hardest = std::max(hardest, variant_step_level(step->technique));
      apply_variant_step(p, pos, *step);
      continue;
    }
    if (!givens) return 0;
    const int c = open[rng.below(open.size())];
    (*givens)[c] = grid[c];
    TraceStep given;
    given.placed = {{c, grid[c]}};
    apply_variant_step(p, pos, given);
  }
}

// Draws one unique puzzle from `rng` (generate_variant's description); `level` > 0 then adds givens
// while it is harder than that. The caller checks the level reached.
Result<GeneratedVariant> draw_variant(const VariantGeneratorOptions& options, uint64_t index, SplitMix64& rng) {
  const int n = options.size;
  const SudokuGrid solved = random_sudoku_solution(*SudokuShape::for_side(n), rng);
  const std::vector<uint8_t>& grid = solved.cells;
  std::vector<uint8_t> givens(n * n, 0);
  std::vector<Drawn> drawn;
  const VariantGenerated kind = options.kind;
  auto unique = [&](const std::vector<uint8_t>& g, const std::vector<Drawn>& d) {
    const VariantSolveResult r = count_generated(n, kind, g, d);
    return r.count == 1 && r.exhausted;
  };
  // A puzzle aimed at a level the explained steps can finish (1–4) is made unique by the ladder itself
  // (ease_to_level: a puzzle the steps solve to the end has one solution), so the SAT rounds that add
  // givens until unique and take them out again — nearly all of a killer's time, dozens of SAT counts
  // — are skipped; SAT proves the result once, at the end, as the second proof.
  // Thermometers likewise (levels 1–3): drawn without SAT, then thinned by the same check walks.
  const bool by_ladder = options.level >= 1 && options.level < kVariantLevels;

  if (kind == VariantGenerated::Killer) {
    // Cages of 3–6 cells for level 4 (less said per cage, so innies needed more often) were tried and
    // did worse at 6×6 and 9×9 (more attempts, larger SAT proofs): the level comes from the walk.
    drawn = random_cages(n, grid, rng);
  } else {
    std::vector<bool> used(n * n, false);
    // Thermometers while they still help: a run of misses (walks too short, or no new information)
    // ends the drawing.
    // Aimed at a level (by_ladder), no SAT: every thermometer that can be drawn is kept, and the check
    // walks after ease_to_level take out those the ladder does not need.
    for (int misses = 0; misses < 40;) {
      if (by_ladder) {
        Drawn t = random_thermometer(n, grid, used, rng);
        if (t.cells.empty()) {
          ++misses;
          continue;
        }
        for (int c : t.cells) used[c] = true;
        drawn.push_back(std::move(t));
        misses = 0;
        continue;
      }
      const VariantSolveResult r = count_generated(n, kind, givens, drawn);
      if (r.count == 1 && r.exhausted) break;
      Drawn t = random_thermometer(n, grid, used, rng);
      if (t.cells.empty()) {
        ++misses;
        continue;
      }
      // Keep it only when the other solution breaks it.
      const std::vector<uint8_t>& other = r.first == grid ? r.second : r.first;
      bool tells = false;
      for (size_t i = 1; i < t.cells.size(); ++i) tells = tells || other[t.cells[i]] <= other[t.cells[i - 1]];
      if (!tells) {
        ++misses;
        continue;
      }
      for (int c : t.cells) used[c] = true;
      drawn.push_back(std::move(t));
      misses = 0;
    }
  }
  if (!by_ladder) {
    // Givens where a second solution differs, until unique.
    for (;;) {
      const VariantSolveResult r = count_generated(n, kind, givens, drawn);
      if (!r.error.empty()) return Error{r.error};
      if (r.count == 1 && r.exhausted) break;
      if (r.count == 0 || r.budget_hit) return Error{"internal error: the drawn grid was lost"};
      const std::vector<uint8_t>& other = r.first == grid ? r.second : r.first;
      std::vector<int> differing;
      for (int c = 0; c < n * n; ++c)
        if (other[c] != grid[c]) differing.push_back(c);
      const int cell = differing[rng.below(differing.size())];
      givens[cell] = grid[cell];
    }
    // Remove what is no longer needed: givens first, then (thermo) thermometers.
    std::vector<int> cells;
    for (int c = 0; c < n * n; ++c)
      if (givens[c]) cells.push_back(c);
    rng.shuffle(cells);
    for (int c : cells) {
      std::vector<uint8_t> fewer = givens;
      fewer[c] = 0;
      if (unique(fewer, drawn)) givens = std::move(fewer);
    }
    if (kind == VariantGenerated::Thermometer)
      for (size_t k = drawn.size(); k-- > 0;) {
        std::vector<Drawn> fewer = drawn;
        fewer.erase(fewer.begin() + static_cast<long>(k));
        if (unique(givens, fewer)) drawn = std::move(fewer);
      }
  }
  GeneratedVariant g;
  auto read_back = [&]() -> Result<VariantPuzzle> {
    g.fpuzzles_json = generated_json(n, kind, givens, drawn, options.seed, index);
    auto puzzle = parse_variant(g.fpuzzles_json);
    if (!puzzle) return Error{"internal error: the generated JSON does not read back: " + puzzle.error().message};
    return puzzle;
  };
  auto puzzle = read_back();
  if (!puzzle) return puzzle.error();
  // Easier by givens, in one explained solve (ease_to_level), then (by_ladder) thinned: the walk's givens
  // were each needed when placed, but a later one can make an earlier one redundant, and of the densely
  // drawn thermometers most are; one check walk per given or thermometer (no SAT) drops it when the
  // ladder still finishes within `level`.
  auto ease_and_thin = [&](int level, bool thin_rules) -> Result<VariantPuzzle> {
    ease_to_level(*puzzle, grid, &givens, level, rng);
    std::vector<int> given_cells;
    for (int c = 0; c < n * n; ++c)
      if (givens[c]) given_cells.push_back(c);
    rng.shuffle(given_cells);
    for (int c : given_cells) {
      givens[c] = 0;
      auto fewer = read_back();
      if (!fewer) return fewer.error();
      if (ease_to_level(*fewer, grid, nullptr, level, rng) == 0) givens[c] = grid[c];
    }
    for (size_t k = thin_rules ? drawn.size() : 0; k-- > 0;) {
      const Drawn kept = drawn[k];
      drawn.erase(drawn.begin() + static_cast<long>(k));
      auto fewer = read_back();
      if (!fewer) return fewer.error();
      if (ease_to_level(*fewer, grid, nullptr, level, rng) == 0)
        drawn.insert(drawn.begin() + static_cast<long>(k), kept);
    }
    return read_back();
  };
  if (options.level > 0) {
    // Thermometers are thinned at level 3 at least — the level where the ladder reads them — so an
    // easy thermo keeps the thermometers a level-3 solve needs and gets easier by givens on top (thinned
    // at level 1 they would all go: singles never read a thermometer).
    // Level 5 is "stuck somewhere": the draw as it is (a given would only unstick it).
    const int rule_level = kind == VariantGenerated::Thermometer ? std::max(options.level, 3) : options.level;
    if (by_ladder) puzzle = ease_and_thin(rule_level, kind == VariantGenerated::Thermometer);
    if (puzzle && by_ladder && rule_level != options.level) puzzle = ease_and_thin(options.level, false);
    if (!puzzle) return puzzle.error();
    // The level is rated once, from scratch: that rating, not the walk's, is compared with the target.
    const auto rating = rate_variant(*puzzle);
    if (!rating) return Error{"internal error: a generated puzzle has no rating"};
    g.level = rating->level;
  }
  g.puzzle = std::move(*puzzle);
  g.solution = grid;
  g.givens = static_cast<int>(std::count_if(givens.begin(), givens.end(), [](uint8_t v) { return v != 0; }));
  if (auto broken = find_variant_violation(g.puzzle, g.solution)) return Error{"internal error: " + *broken};
  const VariantSolveResult check = solve_variant(g.puzzle);
  if (check.count != 1 || !check.exhausted || check.first != grid)
    return Error{"internal error: the generated puzzle is not unique when read back"};
  return g;
}

}  // namespace

Result<GeneratedVariant> generate_variant(const VariantGeneratorOptions& options, uint64_t index) {
  const int n = options.size;
  if (n != 4 && n != 6 && n != 9)
    return Error{"a generated " + std::string(variant_generated_name(options.kind)) +
                 " Sudoku is 4×4, 6×6 or 9×9, not " + std::to_string(n) + "×" + std::to_string(n)};
  if (options.level < 0 || options.level > kVariantLevels)
    return Error{"the level must be 0 (any) or 1 to " + std::to_string(kVariantLevels) + ", not " +
                 std::to_string(options.level)};
  if (options.kind == VariantGenerated::Thermometer && options.level == 4)
    return Error{"a thermo Sudoku has no level 4: that level is innies and outies, which need cages; try level 3 or 5"};
  SplitMix64 rng(stream_seed(options.seed, index));
  // A killer attempt aimed at a level costs one draft without SAT (draw_variant), a few milliseconds
  // below 9×9, so small killers get more of them: 6×6 level 4 comes in about one attempt in 17.
  const int default_attempts =
      options.kind == VariantGenerated::Killer && n < 9 ? kVariantSmallKillerAttempts : kVariantDefaultAttempts;
  const int max_attempts = options.level == 0 ? 1 : options.max_attempts > 0 ? options.max_attempts : default_attempts;
  std::array<int, kVariantLevels + 1> reached{};  // levels of the drawn puzzles that missed
  int best_level = 0;                             // the missed attempt nearest the target, for progress reports
  for (int attempt = 1; attempt <= max_attempts; ++attempt) {
    // The attempt number alone: the limit is a bound, not the expected count (most requests take one).
    report(options.progress, "attempt", attempt);
    if (time_is_up_now()) return Error{"stopped after " + std::to_string(attempt - 1) + " attempts"};
    auto g = draw_variant(options, index, rng);
    if (!g || options.level == 0) return g;
    if (g->level == options.level) {
      g->attempts = attempt;
      return g;
    }
    ++reached[std::clamp(g->level, 0, kVariantLevels)];
    report_missed_level(options.progress, options.level, g->level, best_level);
  }
  std::string got;
  for (int l = 1; l <= kVariantLevels; ++l)
    if (reached[l]) got += (got.empty() ? "" : ", ") + std::to_string(reached[l]) + " at level " + std::to_string(l);
  return Error{"no " + std::to_string(n) + "×" + std::to_string(n) + " " +
               std::string(variant_generated_name(options.kind)) + " Sudoku of level " + std::to_string(options.level) +
               " in " + std::to_string(max_attempts) + " attempts (" + got +
               "); try another level or size, or more attempts"};
}

}  // namespace gridlogic
