// setting_test.cpp — the setter's questions (gridlogic/setting.h) against brute force on small grids of
// every genre: random partial puzzles drawn from random solutions, some with a wrong given. A value
// marked possible appears in some solution and one marked impossible in none; every count agrees up to
// the cap; the removable givens really keep the puzzle unique (and the others do not); the suggested
// given is one the solutions found take, and splits them best; a contradiction's pieces have no solution
// together, and each is needed.
#include <gtest/gtest.h>

#include <algorithm>
#include <functional>
#include <map>
#include <set>

#include "gridlogic/api.h"
#include "gridlogic/hashi.h"
#include "gridlogic/hashi_generator.h"
#include "gridlogic/json_value.h"
#include "gridlogic/random.h"
#include "gridlogic/setting.h"
#include "gridlogic/sudoku.h"
#include "gridlogic/tectonic.h"
#include "gridlogic/tectonic_generator.h"
#include "gridlogic/variant.h"
#include "gridlogic/variant_rules.h"
#include "hashi_brute_force.h"
#include "variant_enumerate.h"

namespace gridlogic {
namespace {

using variant_enumerate::boxed_grid;
using variant_enumerate::enumerate_fills;
using variant_enumerate::Fill;

// Every solution of a small puzzle as a SettingSolution-like value per slot: the brute force's answer.
// `value[slot]` of each solution, for the slots of a model.
using Solutions = std::vector<std::vector<int>>;

// What every question must agree on with the brute force's solutions (per slot, its value).
void check_candidates(const SettingModel& model, const Solutions& all, int limit, const std::string& what) {
  SCOPED_TRACE(what + " limit " + std::to_string(limit));
  const SettingCandidates c = setting_candidates(model, limit, -1);
  ASSERT_TRUE(c.error.empty()) << c.error;
  ASSERT_TRUE(c.complete);
  const int total = static_cast<int>(all.size());
  const int cap = std::max(2, limit);
  EXPECT_EQ(c.count, std::min(total, cap));
  if (c.exhausted) {
    EXPECT_EQ(c.count, total);
  }
  if (total < cap) {
    EXPECT_TRUE(c.exhausted);
  }
  EXPECT_EQ(c.conflict.has_value(), total == 0);
  for (size_t k = 0; k < model.slots.size(); ++k)
    for (size_t o = 0; o < model.slots[k].options.size(); ++o) {
      const int value = model.slots[k].values[o];
      int with = 0;
      for (const auto& s : all) with += s[k] == value;
      EXPECT_EQ(c.state[k][o], with ? CandidateState::Possible : CandidateState::Impossible)
          << model.place_name(model.slots[k].place) << " value " << value;
      EXPECT_EQ(c.counts[k][o], std::min(with, limit)) << model.place_name(model.slots[k].place) << " value " << value;
    }
}

// The analysis, with `count_without(j)` the brute force's solution count without given j.
void check_analysis(const SettingModel& model, const Solutions& all, int limit,
                    const std::function<int(int)>& count_without,
                    const std::function<void(const SettingConflict&)>& check_conflict, const std::string& what) {
  SCOPED_TRACE(what + " analyze limit " + std::to_string(limit));
  const SettingAnalysis a = setting_analyze(model, limit, -1);
  ASSERT_TRUE(a.error.empty()) << a.error;
  ASSERT_FALSE(a.stopped);
  const int total = static_cast<int>(all.size());
  EXPECT_EQ(a.count, std::min(total, limit));
  if (a.exhausted) {
    EXPECT_EQ(a.count, total);
  }
  if (total < limit) {
    EXPECT_TRUE(a.exhausted);
  }
  ASSERT_EQ(static_cast<int>(a.found.size()), a.count);
  // Every solution found is one of the brute force's, and they differ.
  std::set<std::vector<int>> truth(all.begin(), all.end()), seen;
  for (const SettingSolution& s : a.found) {
    std::vector<int> values;
    for (size_t k = 0; k < model.slots.size(); ++k) values.push_back(model.slots[k].values[s.choice[k]]);
    EXPECT_TRUE(truth.count(values));
    EXPECT_TRUE(seen.insert(values).second);
  }
  if (total == 0) {
    ASSERT_TRUE(a.conflict.has_value());
    check_conflict(*a.conflict);
  } else {
    EXPECT_FALSE(a.conflict.has_value());
  }
  if (total == 1) {
    EXPECT_TRUE(a.removable_complete);
    std::set<int> removable(a.removable.begin(), a.removable.end());
    for (int j = 0; j < static_cast<int>(model.givens.size()); ++j)
      EXPECT_EQ(removable.count(j) == 1, count_without(j) == 1)
          << "given " << j << " at " << model.place_name(model.givens[j].place);
  } else {
    EXPECT_TRUE(a.removable.empty());
  }
  if (total >= 2) {
    // The suggestion: a value the solutions found take at an open place, with the best split.
    std::map<int, std::map<int, int>> split;  // place → value → solutions found
    for (int place : model.open_places)
      for (const SettingSolution& s : a.found) ++split[place][model.value_at(place, s)];
    int best_largest = a.count + 1;
    for (const auto& [place, values] : split) {
      if (values.size() < 2) continue;
      int largest = 0;
      for (const auto& [v, n] : values) largest = std::max(largest, n);
      best_largest = std::min(best_largest, largest);
    }
    if (best_largest > a.count) {
      EXPECT_FALSE(a.suggestion.has_value());
    } else {
      ASSERT_TRUE(a.suggestion.has_value());
      const SettingSuggestion& s = *a.suggestion;
      ASSERT_TRUE(split.count(s.place));
      EXPECT_EQ(s.keeps, split[s.place][s.value]);
      EXPECT_GE(s.keeps, 1);
      int largest = 0, sum = 0;
      for (const auto& [v, n] : s.split) {
        largest = std::max(largest, n);
        sum += n;
        EXPECT_EQ(n, split[s.place][v]);
      }
      EXPECT_EQ(sum, a.count);
      EXPECT_EQ(largest, best_largest);
      for (const auto& [v, n] : s.split) EXPECT_GE(n, s.keeps);
    }
  }
}

// --- Cell genres: Sudoku, jigsaw and killer on 4×4 and 5×5 ---------------------------------------------

// Solutions of a variant puzzle by brute force: every filled grid of its frame keeping the givens, then
// its rules checked on each.
Solutions variant_solutions(const VariantPuzzle& p) {
  Solutions out;
  for (const Fill& f : enumerate_fills(p.grid, p.givens)) {
    if (find_variant_violation(p, f)) continue;
    out.emplace_back(f.begin(), f.end());
  }
  return out;
}

// Whether the pieces hold together on some filling of their cells (every other cell free): a search
// over the cells the pieces cover, each piece checked once its cells are filled. Pieces: givens, rows,
// columns, regions (a distinct group) and killer cages (by the puzzle's rule `index`).
bool pieces_hold(const VariantPuzzle& p, const std::vector<ConstraintPart>& parts) {
  const int n = p.grid.n;
  std::vector<int> cells;
  for (const ConstraintPart& part : parts) cells.insert(cells.end(), part.cells.begin(), part.cells.end());
  std::sort(cells.begin(), cells.end());
  cells.erase(std::unique(cells.begin(), cells.end()), cells.end());
  std::vector<int> value(p.grid.cells(), 0);
  const auto holds = [&](const ConstraintPart& part) {
    if (part.kind == "given") return value[part.cells[0]] == part.value;
    if (part.kind == "killercage") {
      const auto cage = p.rules[part.index]->cage_sum();
      int sum = 0;
      std::set<int> seen;
      for (int c : cage->first) sum += value[c], seen.insert(value[c]);
      return sum == cage->second && seen.size() == cage->first.size();
    }
    std::set<int> seen;  // a house
    for (int c : part.cells) seen.insert(value[c]);
    return seen.size() == part.cells.size();
  };
  const std::function<bool(size_t)> fill = [&](size_t i) -> bool {
    if (i == cells.size()) return true;
    for (int v = 1; v <= n; ++v) {
      value[cells[i]] = v;
      bool ok = true;
      for (const ConstraintPart& part : parts) {
        const bool filled = std::all_of(part.cells.begin(), part.cells.end(), [&](int c) {
          return std::find(cells.begin(), cells.begin() + i + 1, c) != cells.begin() + i + 1;
        });
        if (filled && !holds(part)) ok = false;
      }
      if (ok && fill(i + 1)) return true;
    }
    value[cells[i]] = 0;
    return false;
  };
  return fill(0);
}

void check_cell_conflict(const VariantPuzzle& p, const SettingConflict& c) {
  ASSERT_TRUE(c.minimal);
  ASSERT_FALSE(c.parts.empty());
  for (const ConstraintPart& part : c.parts)
    ASSERT_TRUE(part.kind == "given" || part.kind == "row" || part.kind == "column" || part.kind == "region" ||
                part.kind == "box" || part.kind == "killercage")
        << part.kind;
  EXPECT_FALSE(pieces_hold(p, c.parts)) << "the pieces have a solution";
  for (size_t i = 0; i < c.parts.size(); ++i) {
    std::vector<ConstraintPart> rest = c.parts;
    rest.erase(rest.begin() + static_cast<long>(i));
    EXPECT_TRUE(pieces_hold(p, rest)) << c.parts[i].name << " is not needed";
  }
}

// Both verbs on a cell puzzle against brute force (candidates to caps 1, 3, 8; analyze to 2 and 50);
// returns its number of solutions, for the draw's tally.
size_t check_variant_verbs(const VariantPuzzle& p, const std::string& what,
                           const std::function<void(const SettingConflict&)>& check_conflict) {
  const Solutions all = variant_solutions(p);
  const auto model = variant_setting_model(p);
  for (int limit : {1, 3, 8}) check_candidates(*model, all, limit, what);
  const auto count_without = [&](int j) {
    VariantPuzzle q = p;
    q.givens[model->givens[j].place] = 0;
    return static_cast<int>(variant_solutions(q).size());
  };
  for (int limit : {2, 50}) check_analysis(*model, all, limit, count_without, check_conflict, what);
  return all.size();
}

// A random frame: 4×4 boxes, a 4×4 or 5×5 jigsaw; each with cages or not.
VariantGrid frame(int kind) {
  if (kind == 0) return boxed_grid(4, 2, 2);
  VariantGrid g;
  if (kind == 1) {
    g.n = 4;
    g.region = {0, 0, 1, 1, 0, 2, 2, 1, 0, 2, 3, 1, 2, 3, 3, 3};
  } else {
    g.n = 5;
    g.region = {0, 0, 0, 1, 1, 0, 2, 0, 1, 1, 2, 2, 2, 3, 1, 4, 2, 3, 3, 3, 4, 4, 4, 4, 3};
  }
  return g;
}

TEST(Setting, CellGenresAgreeWithBruteForce) {
  SplitMix64 rng(34);
  int nones = 0, uniques = 0, multiples = 0;
  for (int round = 0; round < 90; ++round) {
    VariantPuzzle p;
    p.grid = frame(round % 3);
    ASSERT_FALSE(check_variant_regions(p.grid));
    const int n = p.grid.n;
    const std::vector<Fill> fills = enumerate_fills(p.grid, Fill(p.grid.cells(), 0));
    ASSERT_FALSE(fills.empty());
    const Fill& solution = fills[rng.below(fills.size())];
    // Killer cages on every other round: random dominoes with the solution's sums.
    if (round % 2) {
      for (int k = 0; k < 3; ++k) {
        const int a = static_cast<int>(rng.below(p.grid.cells()));
        const int b = a % n + 1 < n ? a + 1 : a - 1;
        p.rules.push_back(make_killer_cage({std::min(a, b), std::max(a, b)}, solution[a] + solution[b]));
      }
    }
    p.givens.assign(p.grid.cells(), 0);
    const int givens = static_cast<int>(rng.below(n * n / 2 + 1));
    for (int k = 0; k < givens; ++k) {
      const int cell = static_cast<int>(rng.below(p.grid.cells()));
      p.givens[cell] = solution[cell];
    }
    if (round % 5 == 4) {  // a wrong given: often no solution
      const int cell = static_cast<int>(rng.below(p.grid.cells()));
      p.givens[cell] = static_cast<uint8_t>(solution[cell] % n + 1);
    }
    const size_t total = check_variant_verbs(p, "round " + std::to_string(round),
                                             [&](const SettingConflict& c) { check_cell_conflict(p, c); });
    (total == 0 ? nones : total == 1 ? uniques : multiples)++;
  }
  // The draw reaches every verdict.
  EXPECT_GT(nones, 3);
  EXPECT_GT(uniques, 3);
  EXPECT_GT(multiples, 3);
}

// The rules the setting page offers besides cages (thermometers, arrows, kropki, XV, diagonals, little
// killer, sandwich, X-sum, odd/even) on 4×4 boxes: each drawn to fit a solution of the grid (a diagonal
// first, then a solution among the fills that keep it), so the draws reach "unique" and "multiple"; a
// wrong given now and then reaches "none". The contradiction is checked to name pieces of the puzzle
// (its minimality against brute force is the killer rounds' above).
TEST(Setting, PageRulesAgreeWithBruteForce) {
  SplitMix64 rng(3434);
  int nones = 0, uniques = 0, multiples = 0;
  const int n = 4;
  const auto adjacent = [&](int a) {
    std::vector<int> out;
    if (a % n + 1 < n) out.push_back(a + 1);
    if (a + n < n * n) out.push_back(a + n);
    return out;
  };
  for (int round = 0; round < 60; ++round) {
    VariantPuzzle p;
    p.grid = boxed_grid(n, 2, 2);
    p.givens.assign(p.grid.cells(), 0);
    if (round % 4 == 1) p.rules.push_back(make_diagonal(n, true));
    if (round % 4 == 3) p.rules.push_back(make_diagonal(n, false));
    std::vector<Fill> fills;
    for (const Fill& f : enumerate_fills(p.grid, Fill(p.grid.cells(), 0)))
      if (!find_variant_violation(p, f)) fills.push_back(f);
    ASSERT_FALSE(fills.empty());
    const Fill& s = fills[rng.below(fills.size())];
    const auto cell = [&]() { return static_cast<int>(rng.below(n * n)); };
    const auto neighbour = [&](int a) {
      std::vector<int> next = adjacent(a);
      return next.empty() ? -1 : next[rng.below(next.size())];
    };
    for (int k = 0; k < 3; ++k) {
      const int a = cell(), b = neighbour(a);
      switch (rng.below(8)) {
        case 0:  // a thermometer from the smaller end
          if (b >= 0) p.rules.push_back(s[a] < s[b] ? make_thermometer({a, b}) : make_thermometer({b, a}));
          break;
        case 1: {  // an arrow: its circle holds the sum of one cell with the same value elsewhere
          std::vector<int> same;
          for (int c = 0; c < n * n; ++c)
            if (c != a && s[c] == s[a]) same.push_back(c);
          p.rules.push_back(make_arrow({a}, {{same[rng.below(same.size())]}}));
          break;
        }
        case 2:  // a kropki dot where the pair has one
          if (b >= 0 && std::abs(s[a] - s[b]) == 1) p.rules.push_back(make_difference_dot(a, b, 1));
          if (b >= 0 && (s[a] == 2 * s[b] || s[b] == 2 * s[a])) p.rules.push_back(make_ratio_dot(a, b, 2));
          break;
        case 3:  // a V (an X cannot fit on 4×4)
          if (b >= 0 && s[a] + s[b] == 5) p.rules.push_back(make_xv(a, b, 5));
          break;
        case 4: {  // a little killer along the long diagonal from r1c2 down-right
          const std::vector<int> line = {1, 1 + n + 1, 1 + 2 * (n + 1)};
          p.rules.push_back(make_little_killer(line, s[line[0]] + s[line[1]] + s[line[2]]));
          break;
        }
        case 5: {  // a sandwich on a row: the sum between its 1 and its 4
          const int r = static_cast<int>(rng.below(n));
          std::vector<int> line;
          for (int c = 0; c < n; ++c) line.push_back(r * n + c);
          int i1 = 0, i4 = 0;
          for (int c = 0; c < n; ++c) {
            if (s[line[c]] == 1) i1 = c;
            if (s[line[c]] == n) i4 = c;
          }
          int sum = 0;
          for (int c = std::min(i1, i4) + 1; c < std::max(i1, i4); ++c) sum += s[line[c]];
          p.rules.push_back(make_sandwich(line, sum));
          break;
        }
        case 6: {  // an X-sum down a column
          const int c = static_cast<int>(rng.below(n));
          std::vector<int> line;
          for (int r = 0; r < n; ++r) line.push_back(r * n + c);
          int sum = 0;
          for (int i = 0; i < s[line[0]]; ++i) sum += s[line[i]];
          p.rules.push_back(make_x_sum(line, sum));
          break;
        }
        default:  // odd or even
          p.rules.push_back(make_parity(a, s[a] % 2 == 1));
      }
    }
    const int givens = static_cast<int>(rng.below(n + 1));
    for (int k = 0; k < givens; ++k) {
      const int c = cell();
      p.givens[c] = s[c];
    }
    if (round % 5 == 4) {
      const int c = cell();
      p.givens[c] = static_cast<uint8_t>(s[c] % n + 1);
    }
    const size_t total = check_variant_verbs(p, "round " + std::to_string(round), [](const SettingConflict& c) {
      EXPECT_FALSE(c.parts.empty());
      for (const ConstraintPart& part : c.parts) {
        EXPECT_FALSE(part.name.empty());
        EXPECT_FALSE(part.cells.empty()) << part.name;
      }
    });
    (total == 0 ? nones : total == 1 ? uniques : multiples)++;
  }
  EXPECT_GT(nones, 3);
  EXPECT_GT(uniques, 3);
  EXPECT_GT(multiples, 3);
}

TEST(Setting, SudokuModelNamesBoxesAndAgreesWithTheVariantOne) {
  auto grid = parse_sudoku_line(
      "12..34.."
      "........");
  ASSERT_TRUE(grid);  // 16 cells: 4×4, two equal... no: a valid start
  SudokuGrid g = *grid;
  g.cells[1] = 1;  // two 1s in row 1 and box 1
  const auto model = sudoku_setting_model(g);
  const SettingConflict c = setting_conflict(*model, -1);
  ASSERT_TRUE(c.minimal);
  ASSERT_EQ(c.parts.size(), 3u);
  EXPECT_EQ(c.parts[0].kind, "given");
  EXPECT_EQ(c.parts[1].kind, "given");
  // Row 1 or box 1 (both hold the two cells); the search keeps the first that is needed.
  EXPECT_TRUE(c.parts[2].kind == "row" || c.parts[2].kind == "box");
  if (c.parts[2].kind == "box") {
    EXPECT_EQ(c.parts[2].name, "box 1");
  }
}

// --- Tectonic -------------------------------------------------------------------------------------------

// Every solution by backtracking on the rules alone (values 1..region size, once per region, equal values
// never touching), sharing nothing with the encoding.
Solutions tectonic_solutions(const TectonicPuzzle& p) {
  std::vector<int> value(p.size(), 0);
  std::vector<int> order;
  for (int c = 0; c < p.size(); ++c)
    if (!p.hole(c)) order.push_back(c);
  Solutions out;
  const std::function<void(size_t)> fill = [&](size_t i) {
    if (i == order.size()) {
      std::vector<int> s;
      for (int c : order) s.push_back(value[c]);
      out.push_back(s);
      return;
    }
    const int c = order[i];
    for (int v = 1; v <= p.region_size(c); ++v) {
      if (p.givens[c] && p.givens[c] != v) continue;
      bool ok = true;
      for (int d : p.cells[p.region[c]]) ok = ok && !(d != c && value[d] == v);
      for (int d : p.neighbours[c]) ok = ok && value[d] != v;
      if (!ok) continue;
      value[c] = v;
      fill(i + 1);
      value[c] = 0;
    }
  };
  fill(0);
  return out;
}

// Whether the pieces of a Tectonic contradiction hold together on some filling of their cells (each
// cell 1..its region's size, every other cell free): givens, regions (distinct values), touching pairs.
bool tectonic_pieces_hold(const TectonicPuzzle& p, const std::vector<ConstraintPart>& parts) {
  std::vector<int> cells;
  for (const ConstraintPart& part : parts) cells.insert(cells.end(), part.cells.begin(), part.cells.end());
  std::sort(cells.begin(), cells.end());
  cells.erase(std::unique(cells.begin(), cells.end()), cells.end());
  std::vector<int> value(p.size(), 0);
  const auto holds = [&](const ConstraintPart& part) {
    if (part.kind == "given") return value[part.cells[0]] == part.value;
    if (part.kind == "touch") return value[part.cells[0]] != value[part.cells[1]];
    std::set<int> seen;  // a region
    for (int c : part.cells) seen.insert(value[c]);
    return seen.size() == part.cells.size();
  };
  const std::function<bool(size_t)> fill = [&](size_t i) -> bool {
    if (i == cells.size()) {
      return std::all_of(parts.begin(), parts.end(), holds);
    }
    for (int v = 1; v <= p.region_size(cells[i]); ++v) {
      value[cells[i]] = v;
      if (fill(i + 1)) return true;
    }
    value[cells[i]] = 0;
    return false;
  };
  return fill(0);
}

void check_tectonic_conflict(const TectonicPuzzle& p, const SettingConflict& c) {
  ASSERT_TRUE(c.minimal);
  ASSERT_FALSE(c.parts.empty());
  size_t cells = 0;
  for (const ConstraintPart& part : c.parts) cells += part.cells.size();
  if (cells > 14) return;  // too many to fill by brute force here
  EXPECT_FALSE(tectonic_pieces_hold(p, c.parts)) << "the pieces have a solution";
  for (size_t i = 0; i < c.parts.size(); ++i) {
    std::vector<ConstraintPart> rest = c.parts;
    rest.erase(rest.begin() + static_cast<long>(i));
    EXPECT_TRUE(tectonic_pieces_hold(p, rest)) << c.parts[i].name << " is not needed";
  }
}

TEST(Setting, TectonicAgreesWithBruteForce) {
  SplitMix64 rng(8);
  int nones = 0, uniques = 0, multiples = 0;
  for (int round = 0; round < 120; ++round) {
    const int rows = 3 + static_cast<int>(rng.below(2)), cols = 3 + static_cast<int>(rng.below(2));
    const auto layout = random_tectonic_layout(rows, cols, 4, rng);
    if (!layout) continue;
    std::vector<uint8_t> givens(rows * cols, 0);
    const int count = static_cast<int>(rng.below(rows * cols / 2 + 1));
    for (int k = 0; k < count; ++k) {
      const int c = static_cast<int>(rng.below(rows * cols));
      givens[c] = layout->solution[c];
    }
    // Every third round one given is wrong (when the parser takes it: it refuses clashes it sees).
    if (round % 3 == 2) {
      std::vector<uint8_t> wrong = givens;
      const int c = static_cast<int>(rng.below(rows * cols));
      wrong[c] = static_cast<uint8_t>(layout->solution[c] % 4 + 1);
      if (make_tectonic(rows, cols, layout->labels, wrong)) givens = wrong;
    }
    auto puzzle = make_tectonic(rows, cols, layout->labels, givens);
    if (!puzzle) continue;  // a value above its region's size
    const TectonicPuzzle& p = *puzzle;
    const Solutions all = tectonic_solutions(p);
    (all.empty() ? nones : all.size() == 1 ? uniques : multiples)++;
    const auto model = tectonic_setting_model(p);
    const std::string what = "round " + std::to_string(round) + " " + format_tectonic(p, TectonicFormat::Text);
    for (int limit : {1, 4}) check_candidates(*model, all, limit, what);
    const auto count_without = [&](int j) {
      std::vector<uint8_t> g = p.givens;
      g[model->givens[j].place] = 0;
      auto q = make_tectonic(rows, cols, layout->labels, g);
      return static_cast<int>(tectonic_solutions(*q).size());
    };
    check_analysis(
        *model, all, 20, count_without, [&](const SettingConflict& c) { check_tectonic_conflict(p, c); }, what);
  }
  EXPECT_GT(uniques, 2);
  EXPECT_GT(multiples, 2);
  EXPECT_GT(nones, 2);
}

// --- Hashi ----------------------------------------------------------------------------------------------

// Whether 0–2 bridges per edge meet every island's clue (0: any number from 1), crossings and
// connectivity not required: the rules a contradiction made of numbers alone leaves in force.
bool sums_solvable(const HashiPuzzle& p, const std::vector<int>& clue) {
  const int m = p.edge_count(), n = p.island_count();
  std::vector<int> sum(n, 0), last(n, -1);
  for (int e = 0; e < m; ++e) last[p.edges[e].a] = last[p.edges[e].b] = e;
  const auto ok = [&](int i) { return clue[i] ? sum[i] == clue[i] : (sum[i] >= 1 || n == 1); };
  for (int i = 0; i < n; ++i)
    if (last[i] < 0 && !ok(i)) return false;
  const std::function<bool(int)> rec = [&](int e) -> bool {
    if (e == m) return true;
    const int a = p.edges[e].a, b = p.edges[e].b;
    for (int k = 0; k <= 2; ++k) {
      sum[a] += k, sum[b] += k;
      const bool fine = (last[a] != e || ok(a)) && (last[b] != e || ok(b)) && (!clue[a] || sum[a] <= clue[a]) &&
                        (!clue[b] || sum[b] <= clue[b]);
      if (fine && rec(e + 1)) {
        sum[a] -= k, sum[b] -= k;
        return true;
      }
      sum[a] -= k, sum[b] -= k;
    }
    return false;
  };
  return rec(0);
}

TEST(Setting, HashiAgreesWithBruteForce) {
  SplitMix64 rng(5);
  int uniques = 0, multiples = 0, nones = 0;
  for (int round = 0; round < 30; ++round) {
    HashiGeneratorOptions o;
    o.rows = 5 + static_cast<int>(rng.below(2));
    o.cols = 5;
    o.islands = 6 + static_cast<int>(rng.below(3));
    o.seed = 100 + round;
    auto g = generate_hashi(o, 0);
    ASSERT_TRUE(g) << g.error().message;
    std::vector<int> cells = hashi_cells(g->puzzle);
    // Erase some numbers (islands without one take any); or, every third round, keep them all and make
    // one wrong by one (the numbers' sum, twice the bridges, turns odd: no solution).
    if (round % 3 == 2) {
      for (int& c : cells)
        if (c > 1) {
          c -= 1;
          break;
        }
    } else {
      for (int& c : cells)
        if (c > 0 && rng.below(3) == 0) c = 0;
    }
    auto puzzle = make_hashi(o.rows, o.cols, cells);
    ASSERT_TRUE(puzzle) << puzzle.error().message;
    const HashiPuzzle& p = *puzzle;
    Solutions all;
    for (const HashiBridges& b : testing::hashi_brute_force(p, 100000)) all.emplace_back(b.begin(), b.end());
    (all.empty() ? nones : all.size() == 1 ? uniques : multiples)++;
    const auto model = hashi_setting_model(p);
    const std::string what = "round " + std::to_string(round);
    for (int limit : {1, 5}) check_candidates(*model, all, limit, what);
    const auto count_without = [&](int j) {
      std::vector<int> c = cells;
      const HashiIsland& island = p.islands[model->givens[j].place];
      c[island.row * p.cols + island.col] = 0;
      auto q = make_hashi(p.rows, p.cols, c);
      return static_cast<int>(testing::hashi_brute_force(*q, 2).size());
    };
    const auto check_conflict = [&](const SettingConflict& c) {
      ASSERT_TRUE(c.minimal);
      // Only numbers named: those numbers alone (every other island without one, so taking at least one
      // bridge, and no rule but the sums in force: no crossing, no connectivity) have no solution, and
      // without any one of them they have.
      if (std::any_of(c.parts.begin(), c.parts.end(), [](const ConstraintPart& x) { return x.kind != "given"; }))
        return;
      const auto solvable = [&](size_t skip) {
        std::vector<int> clue(p.island_count(), 0);
        for (size_t i = 0; i < c.parts.size(); ++i)
          if (i != skip) clue[c.parts[i].index] = c.parts[i].value;
        return sums_solvable(p, clue);
      };
      EXPECT_FALSE(solvable(c.parts.size()));
      for (size_t i = 0; i < c.parts.size(); ++i) EXPECT_TRUE(solvable(i)) << c.parts[i].name << " is not needed";
    };
    check_analysis(*model, all, 20, count_without, check_conflict, what);
  }
  EXPECT_GT(uniques, 2);
  EXPECT_GT(multiples, 2);
  EXPECT_GT(nones, 2);
}

// --- Through the verbs: every genre's JSON has cells as numbers ----------------------------------------

JsonValue run_json(const std::string& verb, const std::string& genre, const std::string& input, Options options = {}) {
  Request r;
  r.verb = verb;
  r.genre = genre;
  r.input = input;
  r.options = std::move(options);
  const Response out = run(r);
  EXPECT_TRUE(out.error.empty()) << out.error;
  auto json = parse_json(out.json);
  EXPECT_TRUE(json) << out.json;
  return json ? *json : JsonValue{};
}

TEST(Setting, VerbsAnswerWithStructuredCells) {
  const JsonValue c = run_json("candidates", "sudoku",
                               "1..."
                               "..3."
                               ".4.."
                               "...2");
  EXPECT_EQ(c.find("status")->as_string(), "unique");
  const auto& cells = c.find("cells")->items();
  ASSERT_EQ(cells.size(), 16u);
  EXPECT_EQ(cells[0].find("given")->as_number(), 1);
  EXPECT_EQ(cells[1].find("row")->as_number(), 0);
  EXPECT_EQ(cells[1].find("col")->as_number(), 1);
  EXPECT_EQ(cells[1].find("values")->items().size(), 1u);

  const JsonValue a = run_json("analyze", "sudoku", std::string(16, '.'));
  EXPECT_EQ(a.find("status")->as_string(), "multiple");
  EXPECT_EQ(a.find("count")->as_number(), 100);  // 288 solutions, counted to 100
  const JsonValue* s = a.find("suggestion");
  ASSERT_TRUE(s && s->is_object());
  EXPECT_GE(s->find("keeps")->as_number(), 1);

  const JsonValue h = run_json("candidates", "hashi", "2.2.2.2.2/........./2.2.2.2.2");
  const auto& bridges = h.find("bridges")->items();
  ASSERT_FALSE(bridges.empty());
  EXPECT_EQ(bridges[0].find("from")->items().size(), 2u);

  const JsonValue n = run_json("analyze", "sudoku",
                               "11.."
                               "...."
                               "...."
                               "....");
  EXPECT_EQ(n.find("status")->as_string(), "none");
  const auto& parts = n.find("conflict")->find("parts")->items();
  ASSERT_EQ(parts.size(), 3u);
  EXPECT_EQ(parts[0].find("cells")->items()[0].items()[1].as_number(), 0);
}

TEST(Setting, BudgetStopsWithWhatIsKnown) {
  Options o;
  o.set("budget", "0");
  o.set("count", "8");
  const JsonValue c = run_json("candidates", "sudoku", std::string(81, '.'), o);
  EXPECT_FALSE(c.find("complete")->as_bool());
}

}  // namespace
}  // namespace gridlogic
