// variant_generator.cpp — Nurikabe Sudoku generation (variant_generator.h).
#include "gridlogic/variant_generator.h"

#include <algorithm>
#include <cstdio>

#include "gridlogic/json.h"
#include "gridlogic/random.h"
#include "gridlogic/text.h"
#include "gridlogic/variant_fpuzzles.h"
#include "gridlogic/variant_rules.h"

namespace gridlogic {
namespace {

constexpr int kN = 9;

// The cells of kind `marks[cell]` an arrow at `cell` sees in direction d (up, down, left, right), or −1
// when it points straight out of the grid.
int arrow_count(const std::vector<uint8_t>& marks, int cell, int d) {
  static constexpr int kDr[4] = {-1, 1, 0, 0}, kDc[4] = {0, 0, -1, 1};
  int same = 0, len = 0;
  for (int r = cell / kN + kDr[d], c = cell % kN + kDc[d]; r >= 0 && r < kN && c >= 0 && c < kN; r += kDr[d], c += kDc[d]) {
    ++len;
    same += marks[r * kN + c] == marks[cell];
  }
  return len == 0 ? -1 : same;
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
  w.begin_object().key("size").value(kN).key("title").value("Nurikabe Sudoku (gridlogic, seed " + std::to_string(seed) + ")")
      .key("ruleset").value("Normal Sudoku rules. Shade cells as ocean: the unshaded islands have at least 3 cells and no "
                            "repeated digit, islands do not touch, the ocean is connected with no 2x2 of ocean. The digit "
                            "in an arrow's cell counts the cells of its own kind in the arrow's direction.");
  w.key("grid").begin_array();
  for (int r = 0; r < kN; ++r) {
    w.begin_array();
    for (int c = 0; c < kN; ++c) {
      w.begin_object();
      if (givens[r * kN + c]) w.key("value").value(static_cast<int>(givens[r * kN + c])).key("given").value(true);
      w.end_object();
    }
    w.end_array();
  }
  w.end_array().key("nurikabe").begin_array();
  for (const NurikabeArrow& a : arrows)
    w.begin_object().key("cell").value("R" + std::to_string(a.cell / kN + 1) + "C" + std::to_string(a.cell % kN + 1))
        .key("direction").value(std::string(1, "UDLR"[static_cast<int>(a.direction)])).end_object();
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
  if (first.count != 1) return Error{first.error.empty() ? "internal error: no Nurikabe Sudoku completes the first row" : first.error};
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
