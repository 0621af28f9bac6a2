// variant_human.cpp — explained variant solving (variant_human.h).
#include "gridlogic/variant_human.h"

#include <algorithm>
#include <bit>

#include "gridlogic/sudoku_human.h"

namespace gridlogic {
namespace {

std::vector<std::vector<int>> houses_of(const VariantGrid& g) {
  std::vector<std::vector<int>> out;
  for (int r = 0; r < g.n; ++r) {
    out.emplace_back();
    for (int c = 0; c < g.n; ++c) out.back().push_back(r * g.n + c);
  }
  for (int c = 0; c < g.n; ++c) {
    out.emplace_back();
    for (int r = 0; r < g.n; ++r) out.back().push_back(r * g.n + c);
  }
  for (int k = 0; k < g.n; ++k) {
    out.emplace_back();
    for (int cell = 0; cell < g.cells(); ++cell)
      if (g.region[cell] == k) out.back().push_back(cell);
  }
  return out;
}

std::string house_name(const VariantGrid& g, int index) {
  if (index < g.n) return "row " + std::to_string(index + 1);
  if (index < 2 * g.n) return "column " + std::to_string(index - g.n + 1);
  return "region " + std::to_string(index - 2 * g.n + 1);
}

std::string values_text(uint32_t mask) {
  std::string out;
  for (int v = 1; v <= 32; ++v)
    if (mask & (1u << (v - 1))) out += (out.empty() ? "" : ", ") + std::to_string(v);
  return out;
}

// The values a cell may take when the cells together sum to `total`; `distinct` when they share a
// house. Candidates as in the position (a placed value is its single candidate).
std::vector<uint32_t> sum_candidates(std::span<const int> cells, std::span<const uint32_t> cand, int total,
                                     bool distinct) {
  std::vector<uint32_t> supported(cells.size(), 0);
  std::vector<int> v(cells.size(), 0);
  auto rec = [&](auto&& self, size_t i, int left) -> void {
    if (left < 0) return;
    if (i == cells.size()) {
      if (left == 0)
        for (size_t k = 0; k < cells.size(); ++k) supported[k] |= 1u << (v[k] - 1);
      return;
    }
    for (uint32_t m = cand[cells[i]]; m; m &= m - 1) {
      const int x = std::countr_zero(m) + 1;
      if (distinct && std::find(v.begin(), v.begin() + static_cast<long>(i), x) != v.begin() + static_cast<long>(i))
        continue;
      v[i] = x;
      self(self, i + 1, left - x);
    }
  };
  rec(rec, 0, total);
  return supported;
}

// Where innies and outies are sought: each row, column and region, then runs of 2 … n−1 adjacent rows
// or columns (a band of two rows holds every value twice: "the 45 rule" over several houses).
struct Area {
  std::vector<int> cells;
  std::vector<bool> holds;  // per cell of the grid
  int houses = 1;           // how many houses it is made of: its total is houses · (1 + … + n)
  std::string name;
};

std::vector<Area> innie_areas(const VariantGrid& g, const std::vector<std::vector<int>>& houses) {
  std::vector<Area> out;
  auto add = [&](std::vector<int> cells, int count, std::string name) {
    Area a{std::move(cells), std::vector<bool>(g.cells(), false), count, std::move(name)};
    for (int c : a.cells) a.holds[c] = true;
    out.push_back(std::move(a));
  };
  for (size_t h = 0; h < houses.size(); ++h) add(houses[h], 1, house_name(g, static_cast<int>(h)));
  for (int k = 2; k < g.n; ++k)
    for (int columns = 0; columns < 2; ++columns)
      for (int first = 0; first + k <= g.n; ++first) {
        std::vector<int> cells;
        for (int i = first; i < first + k; ++i)
          cells.insert(cells.end(), houses[columns * g.n + i].begin(), houses[columns * g.n + i].end());
        add(std::move(cells), k,
            std::string(columns ? "columns " : "rows ") + std::to_string(first + 1) + "–" + std::to_string(first + k));
      }
  return out;
}

// Killer reasoning across an area (a house, or adjacent rows or columns): the cages wholly inside it
// leave the rest of it ("innies") a known sum; the cages that reach into it from outside leave their
// outside cells ("outies") a known sum. With at most four such cells, their candidates are narrowed
// to the values that can make that sum (distinct when the cells share a house).
std::optional<TraceStep> innies_outies(const VariantPuzzle& p, const VariantPosition& pos,
                                       const std::vector<std::vector<int>>& houses) {
  const VariantGrid& g = p.grid;
  std::vector<std::pair<std::vector<int>, int>> cages;
  for (const VariantRulePtr& r : p.rules)
    if (auto c = r->cage_sum()) cages.push_back(std::move(*c));
  if (cages.empty()) return std::nullopt;
  std::vector<uint32_t> view(pos.candidates);
  for (int cell = 0; cell < g.cells(); ++cell)
    if (pos.values[cell]) view[cell] = 1u << (pos.values[cell] - 1);
  const int house_total = g.n * (g.n + 1) / 2;
  auto one_house = [&](const std::vector<int>& cells) {
    return std::any_of(houses.begin(), houses.end(), [&](const std::vector<int>& h) {
      return std::all_of(cells.begin(), cells.end(),
                         [&](int c) { return std::find(h.begin(), h.end(), c) != h.end(); });
    });
  };
  for (const Area& area : innie_areas(g, houses)) {
    const auto in_area = [&](int c) { return area.holds[c]; };
    const int area_total = area.houses * house_total;
    const bool plural = area.houses > 1;
    // Innies.
    std::vector<bool> covered(g.cells(), false);
    int inside_sum = 0, inside_cages = 0;
    bool overlap = false;  // cages that share a cell (allowed by f-puzzles) would count it twice
    for (const auto& [cells, sum] : cages) {
      if (!std::all_of(cells.begin(), cells.end(), in_area)) continue;
      for (int c : cells) overlap = overlap || covered[c], covered[c] = true;
      inside_sum += sum;
      ++inside_cages;
    }
    std::vector<int> rest;
    for (int c : area.cells)
      if (!covered[c]) rest.push_back(c);
    if (inside_cages > 0 && !overlap && !rest.empty() && rest.size() <= 4) {
      const int total = area_total - inside_sum;
      const auto supported = sum_candidates(rest, view, total, one_house(rest));
      if (auto step =
              narrowing_step(g, "innies", "Innies of " + area.name, rest, view, supported,
                             std::string("the cages inside ") + (plural ? "them" : "it") + " sum to " +
                                 std::to_string(inside_sum) + (plural ? " of " + std::to_string(area_total) : "") +
                                 ", so these cells sum to " + std::to_string(total))) {
        step->cells.insert(step->cells.end(), area.cells.begin(), area.cells.end());
        return step;
      }
    }
    // Outies: every cage that touches the area has a sum and together they cover it.
    std::vector<int> touching;
    std::vector<bool> in_some(g.cells(), false);
    overlap = false;
    for (size_t k = 0; k < cages.size(); ++k)
      if (std::any_of(cages[k].first.begin(), cages[k].first.end(), in_area)) {
        touching.push_back(static_cast<int>(k));
        for (int c : cages[k].first) overlap = overlap || in_some[c], in_some[c] = true;
      }
    if (overlap || !std::all_of(area.cells.begin(), area.cells.end(), [&](int c) { return in_some[c]; })) continue;
    int touching_sum = 0;
    std::vector<int> outside;
    for (int k : touching) {
      touching_sum += cages[k].second;
      for (int c : cages[k].first)
        if (!in_area(c)) outside.push_back(c);
    }
    if (outside.empty() || outside.size() > 4) continue;
    const int total = touching_sum - area_total;
    const auto supported = sum_candidates(outside, view, total, one_house(outside));
    if (auto step = narrowing_step(g, "outies", "Outies of " + area.name, outside, view, supported,
                                   std::string("the cages touching ") + (plural ? "them" : "it") + " sum to " +
                                       std::to_string(touching_sum) +
                                       (plural ? " of " + std::to_string(area_total) : "") + ", so the cells outside " +
                                       (plural ? "them" : "it") + " sum to " + std::to_string(total)))
      return step;
  }
  return std::nullopt;
}

// The classic solver's next step on the position's rows, columns and boxes, when the regions are the
// standard boxes of the side (the HoDoKu ladder without its last resort).
std::optional<TraceStep> classic_step(const VariantPuzzle& p, const VariantPosition& pos) {
  const VariantGrid& g = p.grid;
  const std::optional<SudokuShape> shape = SudokuShape::for_side(g.n);
  if (!shape || static_cast<int>(g.region.size()) != g.cells()) return std::nullopt;
  std::vector<int> box_to_region(g.n, -1), region_to_box(g.n, -1);
  for (int cell = 0; cell < g.cells(); ++cell) {
    const int box = shape->box_of(g.row(cell), g.col(cell)), region = g.region[cell];
    if (region < 0 || region >= g.n) return std::nullopt;
    if (box_to_region[box] < 0 && region_to_box[region] < 0) {
      box_to_region[box] = region;
      region_to_box[region] = box;
    } else if (box_to_region[box] != region || region_to_box[region] != box) {
      return std::nullopt;  // irregular regions
    }
  }
  HumanPosition hp{SudokuGrid{*shape, pos.values}, pos.candidates};
  for (int cell = 0; cell < g.cells(); ++cell)
    if (pos.values[cell]) hp.candidates[cell] = 0;
  HumanOptions o;
  o.ladder = HumanLadder::HoDoKu;
  o.allow_last_resort = false;
  return next_human_step(hp, o);
}

}  // namespace

VariantPosition variant_position(const VariantPuzzle& p) {
  const VariantGrid& g = p.grid;
  VariantPosition pos;
  pos.values.assign(g.cells(), 0);
  pos.candidates.assign(g.cells(), (g.n >= 32 ? ~0u : (1u << g.n) - 1));
  TraceStep givens;
  for (int cell = 0; cell < g.cells(); ++cell)
    if (p.givens[cell]) givens.placed.push_back({cell, p.givens[cell]});
  apply_variant_step(p, pos, givens);
  return pos;
}

void apply_variant_step(const VariantPuzzle& p, VariantPosition& pos, const TraceStep& step) {
  const VariantGrid& g = p.grid;
  for (const CellValue& cv : step.placed) {
    pos.values[cv.cell] = static_cast<uint8_t>(cv.value);
    pos.candidates[cv.cell] = 0;
    for (int other = 0; other < g.cells(); ++other)
      if (g.row(other) == g.row(cv.cell) || g.col(other) == g.col(cv.cell) || g.region[other] == g.region[cv.cell])
        pos.candidates[other] &= ~(1u << (cv.value - 1));
  }
  for (const CellValue& cv : step.removed) pos.candidates[cv.cell] &= ~(1u << (cv.value - 1));
}

namespace {

// The steps before the classic techniques: singles, locked candidates, naked pairs and triples, the
// rules' own reasoning, innies and outies. nullopt when stuck or contradictory; `dead` (when given) says
// which, and why: a cell without candidates, a value without a place in a house, or a rule that rules out
// a placed value.
struct Dead {
  bool yes = false;
  std::string why;
};

std::optional<TraceStep> basic_step(const VariantPuzzle& p, const VariantPosition& pos, Dead* dead = nullptr) {
  const VariantGrid& g = p.grid;
  const auto die = [&](std::string why) -> std::optional<TraceStep> {
    if (dead) *dead = {true, std::move(why)};
    return std::nullopt;
  };
  if (dead) *dead = {};
  for (int cell = 0; cell < g.cells(); ++cell)
    if (pos.values[cell] == 0 && pos.candidates[cell] == 0) return die(g.name(cell) + " has no candidate left");
  // Naked single.
  for (int cell = 0; cell < g.cells(); ++cell)
    if (pos.values[cell] == 0 && std::popcount(pos.candidates[cell]) == 1) {
      const int v = std::countr_zero(pos.candidates[cell]) + 1;
      TraceStep s;
      s.technique = "naked-single";
      s.cells = {cell};
      s.placed = {{cell, v}};
      s.explanation = "Naked single: " + g.name(cell) + " can only be " + std::to_string(v);
      return s;
    }
  // Hidden single.
  const auto houses = houses_of(g);
  for (size_t h = 0; h < houses.size(); ++h)
    for (int v = 1; v <= g.n; ++v) {
      int where = -1, count = 0;
      bool placed = false;
      for (int cell : houses[h]) {
        placed = placed || pos.values[cell] == v;
        if (pos.candidates[cell] & (1u << (v - 1))) where = cell, ++count;
      }
      if (!placed && count == 0 && static_cast<int>(houses[h].size()) == g.n)
        return die(std::to_string(v) + " has no place left in " + house_name(g, static_cast<int>(h)));
      if (placed || count != 1) continue;
      TraceStep s;
      s.technique = "hidden-single";
      s.cells = houses[h];
      s.placed = {{where, v}};
      s.explanation = "Hidden single: " + std::to_string(v) + " can only go in " + g.name(where) + " in " +
                      house_name(g, static_cast<int>(h));
      return s;
    }
  // Locked candidates: a value whose places in one house all lie in another house leaves the rest of
  // that other house.
  for (size_t h = 0; h < houses.size(); ++h)
    for (int v = 1; v <= g.n; ++v) {
      const uint32_t bit = 1u << (v - 1);
      std::vector<int> places;
      for (int cell : houses[h])
        if (pos.candidates[cell] & bit) places.push_back(cell);
      if (places.size() < 2) continue;
      // The houses that could hold all of them are those of the first (row, column, region: in order).
      const int first = places[0];
      const int holding[3] = {g.row(first), g.n + g.col(first), g.region[first] >= 0 ? 2 * g.n + g.region[first] : -1};
      const auto in_house = [&](int c, int k) {
        return k < g.n ? g.row(c) == k : k < 2 * g.n ? g.n + g.col(c) == k : 2 * g.n + g.region[c] == k;
      };
      for (const int hk : holding) {
        if (hk < 0 || hk == static_cast<int>(h)) continue;
        const size_t k = static_cast<size_t>(hk);
        const auto& other = houses[k];
        if (!std::all_of(places.begin(), places.end(), [&](int c) { return in_house(c, hk); })) continue;
        TraceStep s;
        for (int cell : other)
          if ((pos.candidates[cell] & bit) && std::find(places.begin(), places.end(), cell) == places.end())
            s.removed.push_back({cell, v});
        if (s.removed.empty()) continue;
        s.technique = "locked-candidates";
        s.cells = places;
        std::string where;
        for (const CellValue& cv : s.removed) where += (where.empty() ? "" : ", ") + g.name(cv.cell);
        s.explanation = "Locked candidates: in " + house_name(g, static_cast<int>(h)) + ", " + std::to_string(v) +
                        " can only be in " + house_name(g, static_cast<int>(k)) + ", so it leaves " + where;
        return s;
      }
    }
  // Naked pairs and triples: k cells of a house whose candidates together are k values keep them.
  for (size_t h = 0; h < houses.size(); ++h) {
    std::vector<int> open;
    for (int cell : houses[h])
      if (pos.values[cell] == 0) open.push_back(cell);
    for (int k = 2; k <= 3; ++k) {
      std::vector<int> pick;
      std::optional<TraceStep> found;
      auto rec = [&](auto&& self, size_t from, uint32_t mask) -> void {
        if (found) return;
        if (static_cast<int>(pick.size()) == k) {
          if (std::popcount(mask) != k) return;
          TraceStep s;
          for (int cell : open)
            if (std::find(pick.begin(), pick.end(), cell) == pick.end())
              for (uint32_t m = pos.candidates[cell] & mask; m; m &= m - 1)
                s.removed.push_back({cell, std::countr_zero(m) + 1});
          if (s.removed.empty()) return;
          s.technique = k == 2 ? "naked-pair" : "naked-triple";
          s.cells = pick;
          std::string cells;
          for (int c : pick) cells += (cells.empty() ? "" : ", ") + g.name(c);
          s.explanation = std::string(k == 2 ? "Naked pair" : "Naked triple") + ": " + cells + " hold " +
                          values_text(mask) + " between them, so these values leave the rest of " +
                          house_name(g, static_cast<int>(h));
          found = std::move(s);
          return;
        }
        for (size_t i = from; i < open.size(); ++i) {
          const uint32_t next = mask | pos.candidates[open[i]];
          if (std::popcount(next) > k) continue;
          pick.push_back(open[i]);
          self(self, i + 1, next);
          pick.pop_back();
        }
      };
      rec(rec, 0, 0);
      if (found) return found;
    }
  }
  // The rules' own reasoning, on the candidates with placed values as single candidates.
  std::vector<uint32_t> view(pos.candidates);
  for (int cell = 0; cell < g.cells(); ++cell)
    if (pos.values[cell]) view[cell] = 1u << (pos.values[cell] - 1);
  for (const VariantRulePtr& rule : p.rules)
    if (auto step = rule->narrow(g, view)) {
      // Placed values are never "removed": a rule that rules one out reports a contradiction instead.
      for (const CellValue& cv : step->removed)
        if (pos.values[cv.cell] == cv.value)
          return die(step->explanation + " — but " + g.name(cv.cell) + " holds " + std::to_string(cv.value));
      return step;
    }
  // Cages and houses together, when each rule alone has said what it can.
  return innies_outies(p, pos, houses);
}

}  // namespace

std::optional<TraceStep> next_variant_step(const VariantPuzzle& p, const VariantPosition& pos, bool classic) {
  Dead dead;
  if (auto step = basic_step(p, pos, &dead)) return step;
  if (dead.yes || !classic) return std::nullopt;
  // Then the classic techniques on rows, columns and boxes (the HoDoKu ladder: subsets, fish, wings,
  // single-digit patterns, chains, forcing chains; no guess): sound whatever the other rules, since they
  // use only those houses and the candidates the rules have left. Where the regions are not boxes,
  // nothing (the classic solver knows boxes only).
  return classic_step(p, pos);
}

std::optional<TraceStep> variant_contradiction_step(const VariantPuzzle& p, const VariantPosition& pos, int max_depth) {
  const VariantGrid& g = p.grid;
  struct Trial {
    int cell = 0, value = 0;
    VariantPosition pos;
    std::vector<TraceStep> steps;
    bool live = true;
  };
  // The assumptions: each candidate of the cells with two candidates, then three, cell order within.
  std::vector<Trial> trials;
  for (int width = 2; width <= 3; ++width)
    for (int cell = 0; cell < g.cells(); ++cell)
      if (pos.values[cell] == 0 && std::popcount(pos.candidates[cell]) == width)
        for (uint32_t m = pos.candidates[cell]; m; m &= m - 1) {
          Trial t;
          t.cell = cell;
          t.value = std::countr_zero(m) + 1;
          t.pos = pos;
          TraceStep assume;
          assume.placed = {{cell, t.value}};
          apply_variant_step(p, t.pos, assume);
          trials.push_back(std::move(t));
        }
  // All assumptions followed together, one step at a time, so the shortest contradiction is found first.
  for (int depth = 0; depth <= max_depth; ++depth) {
    bool any = false;
    for (Trial& t : trials) {
      if (!t.live) continue;
      Dead dead;
      std::optional<TraceStep> step = basic_step(p, t.pos, &dead);
      if (dead.yes) {
        const std::string name = g.name(t.cell), v = std::to_string(t.value);
        TraceStep s;
        s.technique = "contradiction-chain";
        s.cells = {t.cell};
        s.removed = {{t.cell, t.value}};
        std::string placed;
        int shown = 0, total = 0;
        for (const TraceStep& sub : t.steps)
          for (const CellValue& cv : sub.placed) {
            ++total;
            if (shown < 6) placed += (shown++ ? ", " : "") + g.name(cv.cell) + "=" + std::to_string(cv.value);
          }
        if (total > shown) placed += ", …";
        s.explanation = "Contradiction chain: if " + name + " were " + v + ", " +
                        (t.steps.empty() ? std::string()
                                         : std::to_string(t.steps.size()) +
                                               (t.steps.size() == 1 ? " step follows" : " steps follow") +
                                               (placed.empty() ? std::string() : " (" + placed + ")") + " and ") +
                        dead.why + "; so " + name + " is not " + v;
        s.substeps = std::move(t.steps);
        TraceStep last;
        last.technique = "contradiction";
        last.explanation = "Contradiction: " + dead.why;
        s.substeps.push_back(std::move(last));
        return s;
      }
      if (!step) {
        t.live = false;
        continue;
      }
      any = true;
      apply_variant_step(p, t.pos, *step);
      t.steps.push_back(std::move(*step));
    }
    if (!any) break;
  }
  return std::nullopt;
}

VariantExplainResult explain_variant(const VariantPuzzle& p, int max_steps, TraceObserver* observer, bool last_resort,
                                     bool contradictions) {
  VariantExplainResult out;
  out.end = variant_position(p);
  std::vector<uint8_t> solution;  // the SAT solution, asked once when a last resort is first needed
  for (int i = 0; i < max_steps; ++i) {
    auto step = next_variant_step(p, out.end);
    if (!step && contradictions) step = variant_contradiction_step(p, out.end);
    if (!step && last_resort) {
      bool open = false, dead = false;
      for (int cell = 0; cell < p.grid.cells(); ++cell) {
        open = open || out.end.values[cell] == 0;
        dead = dead || (out.end.values[cell] == 0 && out.end.candidates[cell] == 0);
      }
      if (!open || dead) break;
      if (solution.empty()) {
        VariantSolveOptions o;
        o.limit = 1;
        const VariantSolveResult r = solve_variant(p, o);
        if (r.count != 1) break;
        solution = r.first;
      }
      // The open cell with the fewest candidates gets its value from the solution.
      int best = -1;
      for (int cell = 0; cell < p.grid.cells(); ++cell)
        if (out.end.values[cell] == 0 &&
            (best < 0 || std::popcount(out.end.candidates[cell]) < std::popcount(out.end.candidates[best])))
          best = cell;
      TraceStep s;
      s.technique = "last-resort";
      s.cells = {best};
      s.placed = {{best, solution[best]}};
      s.explanation = "Last resort: no rule step applies; the solver's solution puts " +
                      std::to_string(solution[best]) + " in " + p.grid.name(best) + " (of its " +
                      std::to_string(std::popcount(out.end.candidates[best])) + " candidates)";
      ++out.last_resorts;
      step = std::move(s);
    }
    if (!step) break;
    apply_variant_step(p, out.end, *step);
    if (observer) observer->on_step(*step);
    out.steps.push_back(std::move(*step));
  }
  out.solved = std::find(out.end.values.begin(), out.end.values.end(), 0) == out.end.values.end();
  for (int cell = 0; cell < p.grid.cells(); ++cell)
    out.contradiction = out.contradiction || (out.end.values[cell] == 0 && out.end.candidates[cell] == 0);
  return out;
}

std::optional<std::vector<uint32_t>> supported_values(std::span<const int> cells, std::span<const uint32_t> candidates,
                                                      const std::function<bool(std::span<const int>)>& keeps,
                                                      int64_t limit) {
  std::vector<uint32_t> supported(cells.size(), 0);
  std::vector<int> values(cells.size(), 0);
  int64_t visited = 0;
  bool over = false;
  auto rec = [&](auto&& self, size_t i) -> void {
    if (over) return;
    if (++visited > limit) {
      over = true;
      return;
    }
    if (i == cells.size()) {
      if (keeps(values))
        for (size_t k = 0; k < cells.size(); ++k) supported[k] |= 1u << (values[k] - 1);
      return;
    }
    for (uint32_t m = candidates[cells[i]]; m; m &= m - 1) {
      values[i] = std::countr_zero(m) + 1;
      self(self, i + 1);
    }
  };
  rec(rec, 0);
  if (over) return std::nullopt;
  return supported;
}

std::vector<uint32_t> distinct_sum_support(std::span<const int> cells, std::span<const uint32_t> candidates,
                                           uint32_t allowed, int sum) {
  const size_t k = cells.size();
  std::vector<uint32_t> supported(k, 0);
  auto total = [](uint32_t set) {
    int s = 0;
    for (; set; set &= set - 1) s += std::countr_zero(set) + 1;
    return s;
  };
  // reach[i]: the sets of values the first i cells can hold (distinct, allowed, from their candidates).
  std::vector<std::vector<uint32_t>> reach(k + 1);
  reach[0] = {0};
  for (size_t i = 0; i < k; ++i) {
    for (uint32_t set : reach[i])
      for (uint32_t m = candidates[cells[i]] & allowed & ~set; m; m &= m - 1)
        if (total(set | (m & -m)) <= sum) reach[i + 1].push_back(set | (m & -m));
    std::sort(reach[i + 1].begin(), reach[i + 1].end());
    reach[i + 1].erase(std::unique(reach[i + 1].begin(), reach[i + 1].end()), reach[i + 1].end());
  }
  // Back from the sets that make the sum: alive[i] are the sets after i cells that can still end there.
  std::vector<uint32_t> alive;
  for (uint32_t set : reach[k])
    if (total(set) == sum) alive.push_back(set);
  for (size_t i = k; i-- > 0;) {
    std::vector<uint32_t> before;
    for (uint32_t set : reach[i])
      for (uint32_t m = candidates[cells[i]] & allowed & ~set; m; m &= m - 1)
        if (std::binary_search(alive.begin(), alive.end(), set | (m & -m))) {
          supported[i] |= m & -m;
          if (before.empty() || before.back() != set) before.push_back(set);
        }
    alive = std::move(before);  // reach[i] is sorted, so is `before`
  }
  if (alive.empty()) std::fill(supported.begin(), supported.end(), 0u);
  return supported;
}

std::optional<TraceStep> narrowing_step(const VariantGrid& g, std::string technique, const std::string& what,
                                        std::span<const int> cells, std::span<const uint32_t> candidates,
                                        std::span<const uint32_t> supported, const std::string& why) {
  TraceStep s;
  s.technique = std::move(technique);
  std::string text;
  std::vector<int> seen;
  for (size_t k = 0; k < cells.size(); ++k) {
    const int cell = cells[k];
    if (std::find(seen.begin(), seen.end(), cell) != seen.end()) continue;
    seen.push_back(cell);
    s.cells.push_back(cell);
    // A cell listed twice (in two parts of a rule) keeps only what both allow.
    uint32_t keep = ~0u;
    for (size_t j = 0; j < cells.size(); ++j)
      if (cells[j] == cell) keep &= supported[j];
    const uint32_t gone = candidates[cell] & ~keep;
    if (!gone) continue;
    for (uint32_t m = gone; m; m &= m - 1) s.removed.push_back({cell, std::countr_zero(m) + 1});
    text += std::string(text.empty() ? "" : "; ") + g.name(cell) + " cannot be " + values_text(gone);
  }
  if (s.removed.empty()) return std::nullopt;
  s.explanation = what + ": " + text + (why.empty() ? "" : " (" + why + ")");
  return s;
}

namespace {

int step_level(const std::string& technique) {
  if (technique == "naked-single" || technique == "hidden-single" || technique == "full-house") return 1;
  if (technique == "locked-candidates" || technique == "naked-pair" || technique == "naked-triple") return 2;
  if (technique == "innies" || technique == "outies") return 4;
  if (technique == "last-resort" || technique == "contradiction-chain") return 5;
  // The classic solver's steps (classic_step): its subsets and locked candidates with the subsets, the
  // rest — fish, wings, patterns, chains — with innies and outies.
  // ("skyscraper" is also the Skyscrapers rule's name: a rule's level.)
  if (technique != "skyscraper")
    if (const std::optional<HodokuTechnique> h = hodoku_technique(technique)) return h->level <= 2 ? 2 : 4;
  return 3;  // a rule's own reasoning, named by its kind
}

}  // namespace

int variant_step_level(const std::string& technique) { return step_level(technique); }

std::string_view variant_level_name(int level) {
  static constexpr std::string_view kNames[] = {"singles", "subsets", "rules", "innies", "last resort"};
  return level >= 1 && level <= kVariantLevels ? kNames[level - 1] : "?";
}

std::optional<VariantRating> rate_variant(const VariantPuzzle& p) {
  return rate_variant(explain_variant(p, 100000, nullptr, true));
}

std::optional<VariantRating> rate_variant(const VariantExplainResult& r) {
  if (!r.solved) return std::nullopt;
  VariantRating rating;
  rating.level = 1;
  rating.steps = static_cast<int>(r.steps.size());
  rating.last_resorts = r.last_resorts;
  for (size_t i = 0; i < r.steps.size(); ++i) {
    const TraceStep& s = r.steps[i];
    if (step_level(s.technique) > rating.level || rating.hardest.empty()) {
      rating.level = std::max(rating.level, step_level(s.technique));
      if (step_level(s.technique) == rating.level)
        rating.hardest = s.technique, rating.hardest_step = static_cast<int>(i);
    }
  }
  return rating;
}

}  // namespace gridlogic
