// sudoku_human_unique.cpp — uniqueness rungs of the human solver, as Sudoku Explainer rates them:
// unique rectangles and loops, types 1–4 (4.5 to 5.3), and BUG types 1 (BUG+1), 2, 3 and 4 (5.6 to 6.2).
//
// Both rest on the puzzle having one solution. A "deadly" rectangle — four cells in two rows, two
// columns and two boxes holding only the same two values a and b — could swap a and b and give a second
// solution, so something must break it; a loop is the same pattern over more cells. BUG (bivalue universal grave): a position whose every empty
// cell has two candidates and every value two places in each house has two solutions, so the candidates
// that keep a position from being one must hold one of them.
#include <algorithm>

#include "sudoku_human_internal.h"

namespace gridlogic::human {
namespace {

std::string pair_text(int a, int b) { return std::string(1, value_char(a)) + " and " + value_char(b); }

std::vector<int> values_of(uint32_t mask) {
  std::vector<int> v;
  for (; mask; mask &= mask - 1) v.push_back(lowest_value(mask));
  return v;
}

// The next larger mask with as many bits (Gosper's hack): subsets of one size in increasing binary
// order, the order SE's Permutations lists them in (which decides which of several equal steps it
// finds first).
uint32_t next_of_same_size(uint32_t set) {
  const uint32_t low = set & (0u - set), ripple = set + low;
  return ripple | (((set ^ ripple) >> 2) / low);
}

// Calls found(chosen cells, their candidates' union) for every `pick` of `cells` (pick ≥ 1) in that
// order whose cells each hold two candidates or more (SE's naked-set test); stops, returning true,
// when found does.
template <class F>
bool open_subsets(const Board& b, const std::vector<int>& cells, int pick, F&& found) {
  const int m = static_cast<int>(cells.size());
  if (pick > m) return false;
  std::vector<int> chosen;
  for (uint32_t set = (1u << pick) - 1; set < (1u << m); set = next_of_same_size(set)) {
    chosen.clear();
    uint32_t values = 0;
    bool open = true;
    for (int i = 0; i < m; ++i)
      if ((set >> i) & 1u) {
        chosen.push_back(cells[i]);
        values |= b.cand[cells[i]];
        open = open && popcount(b.cand[cells[i]]) >= 2;
      }
    if (open && found(chosen, values)) return true;
  }
  return false;
}

// "1 or 4", "1, 4 or 7".
std::string or_list(const std::vector<int>& values) {
  std::string s;
  for (size_t i = 0; i < values.size(); ++i)
    s += (i == 0 ? "" : i + 1 == values.size() ? " or " : ", ") + std::string(1, value_char(values[i]));
  return s;
}

// A deadly pattern on the values a and z: a closed loop of empty cells, all holding a and z, that
// meets each of its houses in exactly two cells of opposite parity along the loop. Were a and z the
// only candidates left there, the two values could be swapped all around the loop: two solutions. A
// rectangle (four cells in two rows, two columns and two boxes) is the shortest such loop.
//
// Found as Sudoku Explainer finds them: from a cell holding exactly {a, z}, walk to a cell of a house
// of another kind than the last step's that also holds a and z, until the walk comes back. Cells with
// other candidates too ("extra" cells) are allowed twice, or any number of times when all their extra
// candidates are one and the same value (type 2).
class LoopFinder {
 public:
  LoopFinder(const Board& b, int a, int z)
      : b_(b), ab_((1u << (a - 1)) | (1u << (z - 1))), on_loop_(b.size, 0), house_count_(3 * b.n, 0) {}

  // Every valid loop through `start`, each once (by its set of cells), in the order first met.
  void search(int start, std::vector<std::vector<int>>& loops, std::vector<std::vector<int>>& seen) {
    loops_ = &loops;
    seen_ = &seen;
    nodes_ = 0;
    push(start);
    walk(start, -1, 2, 0);
    pop(start);
  }

 private:
  // A loop visits a row at most twice, so it has at most 2n cells; the node budget keeps a large grid
  // full of {a, z} cells from turning the walk exponential (a loop not found is only a step not taken).
  static constexpr long kMaxNodes = 200000;

  void push(int cell) {
    path_.push_back(cell);
    on_loop_[cell] = 1;
    for (int h : b_.house_of[cell]) ++house_count_[h];
  }
  void pop(int cell) {
    path_.pop_back();
    on_loop_[cell] = 0;
    for (int h : b_.house_of[cell]) --house_count_[h];
  }

  void walk(int cell, int arrived_by, int extras_left, uint32_t extra_values) {
    if (++nodes_ > kMaxNodes) return;
    for (int kind = 0; kind < 3; ++kind) {
      if (kind == arrived_by) continue;
      for (int next : b_.houses[b_.house_of[cell][kind]]) {
        if (next == path_[0] && path_.size() >= 4) {
          record();
          continue;
        }
        if (on_loop_[next] || b_.value[next] || (b_.cand[next] & ab_) != ab_) continue;
        // A house meets the loop in two cells at most.
        bool full = false;
        for (int h : b_.house_of[next]) full |= house_count_[h] >= 2;
        if (full) continue;
        const bool extra = b_.cand[next] != ab_;
        const uint32_t values = extra_values | (b_.cand[next] & ~ab_);
        if (extra && popcount(values) != 1 && extras_left <= 0) continue;
        push(next);
        walk(next, kind, extras_left - (extra ? 1 : 0), values);
        pop(next);
      }
    }
  }

  void record() {
    // Each house the loop meets: two cells, one at an even and one at an odd place along it.
    std::vector<int> parity(3 * b_.n, 0);
    for (size_t i = 0; i < path_.size(); ++i)
      for (int h : b_.house_of[path_[i]]) parity[h] |= (i % 2 ? 2 : 1);
    for (int h = 0; h < 3 * b_.n; ++h)
      if (house_count_[h] && (house_count_[h] != 2 || parity[h] != 3)) return;
    std::vector<int> key = path_;
    std::sort(key.begin(), key.end());
    if (std::find(seen_->begin(), seen_->end(), key) != seen_->end()) return;
    seen_->push_back(std::move(key));
    loops_->push_back(path_);
  }

  const Board& b_;
  uint32_t ab_;
  std::vector<int> path_;
  std::vector<uint8_t> on_loop_;
  std::vector<int> house_count_;
  std::vector<std::vector<int>>* loops_ = nullptr;
  std::vector<std::vector<int>>* seen_ = nullptr;
  long nodes_ = 0;
};

// The houses two cells share.
std::vector<int> shared_houses(const Board& b, int x, int y) {
  std::vector<int> out;
  for (int k = 0; k < 3; ++k)
    if (b.house_of[x][k] == b.house_of[y][k]) out.push_back(b.house_of[x][k]);
  return out;
}

// The steps one loop on {a, z} gives, each with SE's rating: 4.5 for a rectangle, +0.1 for 6 cells,
// +0.2 for 8, +0.5 from 10, whatever the type; type 3 adds 0.1 per value of its naked set beyond one,
// or per cell of its hidden set (outside the loop) beyond one.
void loop_steps(const Board& b, std::vector<int> loop, int a, int z, std::vector<Step>& out) {
  const uint32_t ab = (1u << (a - 1)) | (1u << (z - 1));
  if (loop.size() == 4) std::sort(loop.begin(), loop.end());  // a rectangle reads best row by row
  const int len = static_cast<int>(loop.size());
  const double base = 4.5 + (len >= 10 ? 0.3 : 0.0) + (len >= 8 ? 0.2 : len >= 6 ? 0.1 : 0.0);
  const bool rectangle = len == 4;
  const std::string kind = rectangle ? "rectangle" : "loop";
  std::vector<int> extras;
  uint32_t extra_values = 0;
  for (int c : loop)
    if (b.cand[c] != ab) {
      extras.push_back(c);
      extra_values |= b.cand[c] & ~ab;
    }
  if (extras.empty()) return;  // the position already has two solutions: nothing to conclude
  const std::string intro = std::string(rectangle ? "Unique rectangle: " : "Unique loop: ") + cell_list(b, loop) +
                            " would hold only " + pair_text(a, z) + ", and then the two could swap" +
                            (rectangle ? "" : " all around the loop") +
                            ": a puzzle with one solution cannot allow that, so ";
  auto make = [&](int type, double rating) {
    Step s;
    s.rating = rating;
    s.trace.technique = "unique-" + kind + "-" + std::to_string(type);
    s.trace.cells = loop;
    return s;
  };
  if (extras.size() == 1) {  // type 1: the one cell with more is neither a nor z
    Step s = make(1, base);
    for (int v : {a, z}) s.trace.removed.push_back({extras[0], v});
    s.trace.explanation = intro + cell_label(b, extras[0]) + " is neither " + value_char(a) + " nor " + value_char(z);
    out.push_back(std::move(s));
    return;
  }
  if (popcount(extra_values) == 1) {  // type 2: one of the extra cells holds x
    const int x = lowest_value(extra_values);
    Step s = make(2, base);
    for (int cell = 0; cell < b.size; ++cell) {
      if (!b.has(cell, x) || std::find(extras.begin(), extras.end(), cell) != extras.end()) continue;
      bool sees_all = true;
      for (int e : extras) sees_all &= b.sees(cell, e);
      if (sees_all) s.trace.removed.push_back({cell, x});
    }
    s.trace.explanation = intro + "one of " + cell_list(b, extras) + " is " + value_char(x) + ", and " + value_char(x) +
                          " is removed from the cells that see " + (extras.size() == 2 ? "both" : "them all");
    if (!s.trace.removed.empty()) out.push_back(std::move(s));
  }
  if (extras.size() != 2) return;
  const int c1 = extras[0], c2 = extras[1];
  const std::vector<int> houses = shared_houses(b, c1, c2);
  for (int h : houses) {
    // Type 4: a is locked to c1 and c2 in a house they share, so one of them is a; the other must not
    // be z, or the loop is deadly: z leaves both.
    for (auto [lock, other] : {std::pair{a, z}, std::pair{z, a}}) {
      if (popcount(b.positions(h, lock)) != 2) continue;
      Step s = make(4, base);
      for (int c : {c1, c2}) s.trace.removed.push_back({c, other});
      s.trace.explanation = intro + "as " + value_char(lock) + " can only go in " + cell_list(b, {c1, c2}) + " in " +
                            house_name(b, h) + ", " + value_char(other) + " is removed from both";
      out.push_back(std::move(s));
      break;
    }
  }
  if (popcount(extra_values) < 2) return;
  // Type 3, in SE's order (its createType3Hints): sets of k values from k = the number of extra values
  // up to 7; for each k the shared houses box, row, column; in each a naked set if 2k is at most the
  // house's empty cells, then a hidden one if 2k is fewer; the candidates of each in increasing binary
  // order (SE's Permutations). Among steps of one rating SE keeps the first found, so this order is the
  // path's.
  const std::vector<int> extra_list = values_of(extra_values);
  const uint32_t both_extra = extra_values & b.cand[c1] & b.cand[c2];
  for (int k = popcount(extra_values); k <= 7; ++k)
    for (int kind : {2, 0, 1}) {
      const int h = b.house_of[c1][kind];
      if (std::find(houses.begin(), houses.end(), h) == houses.end()) continue;
      const std::vector<int>& cells = b.houses[h];
      std::vector<int> others;  // the house's empty cells but c1 and c2
      for (int c : cells)
        if (!b.value[c] && c != c1 && c != c2) others.push_back(c);
      const int empty = static_cast<int>(others.size()) + 2;
      // A naked set: one of c1, c2 takes one of the extra values, so together they act as one cell
      // holding those; with k − 1 other cells of the house whose candidates make k values with them,
      // those values leave the rest of the house. SE also wants the extra values that only one of c1,
      // c2 has among the other cells' candidates.
      if (2 * k <= empty)
        open_subsets(b, others, k - 1, [&](const std::vector<int>& set_cells, uint32_t held) {
          const uint32_t set = extra_values | held;
          if (popcount(set) != k || popcount(both_extra | held) != k) return false;
          Step s = make(3, base + 0.1 * (k - 1));
          for (int c : others) {
            if (std::find(set_cells.begin(), set_cells.end(), c) != set_cells.end()) continue;
            for (int v : values_of(b.cand[c] & set)) s.trace.removed.push_back({c, v});
          }
          if (!s.trace.removed.empty()) {
            const std::vector<int> set_values = values_of(set);
            s.trace.explanation = intro + "one of " + cell_list(b, {c1, c2}) + " is " + or_list(extra_list) +
                                  "; with " + cell_list(b, set_cells) + " they hold only " + value_list(set_values) +
                                  " in " + house_name(b, h) + ", so " + value_list(set_values) +
                                  " are removed from the rest of " + house_name(b, h);
            out.push_back(std::move(s));
          }
          return false;
        });
      if (2 * k >= empty) continue;
      // … or, since c1 and c2 hold at most one of a and z and none of the values they lack, a hidden
      // set: k values, a and z among them, whose places in the house outside c1 and c2 are k − 1
      // cells: those cells hold the k values' other k − 1 and lose their other candidates.
      std::vector<int> rest_values;
      for (int v = 1; v <= b.n; ++v)
        if (!((ab | extra_values) >> (v - 1) & 1u) && b.positions(h, v)) rest_values.push_back(v);
      auto places = [&](int v) {
        uint32_t mask = 0;
        for (size_t i = 0; i < cells.size(); ++i)
          if (cells[i] != c1 && cells[i] != c2 && b.has(cells[i], v)) mask |= 1u << i;
        return mask;
      };
      const uint32_t ab_places = places(a) | places(z);
      const int r = static_cast<int>(rest_values.size());
      if (k - 2 > r) continue;
      for (uint32_t pick = (1u << (k - 2)) - 1; pick < (1u << r);) {
        uint32_t values = ab, set_places = ab_places;
        for (int i = 0; i < r; ++i)
          if ((pick >> i) & 1u) {
            values |= 1u << (rest_values[i] - 1);
            set_places |= places(rest_values[i]);
          }
        if (popcount(set_places) == k - 1) {
          Step s = make(3, base + 0.1 * (k - 2));
          std::vector<int> set_cells;
          for (size_t i = 0; i < cells.size(); ++i)
            if ((set_places >> i) & 1u) {
              set_cells.push_back(cells[i]);
              for (int v : values_of(b.cand[cells[i]] & ~values)) s.trace.removed.push_back({cells[i], v});
            }
          if (!s.trace.removed.empty()) {
            const std::vector<int> set_values = values_of(values);
            s.trace.explanation = intro + cell_list(b, {c1, c2}) + " hold at most one of " + value_list(set_values) +
                                  "; in " + house_name(b, h) + " those can only go there and in " +
                                  cell_list(b, set_cells) + ", so " + cell_list(b, set_cells) +
                                  (set_cells.size() == 1 ? " holds only " : " hold only ") + value_list(set_values);
            out.push_back(std::move(s));
          }
        }
        if (k == 2) break;  // the one empty choice
        pick = next_of_same_size(pick);
      }
    }
}

}  // namespace

// Unique rectangles and loops, types 1–4: every loop through a cell holding exactly two values, the
// lowest-rated step (lowest type on a tie, then the first found), as SE's producer sorts its hints.
std::optional<Step> find_unique_loop(const Board& b) {
  std::vector<Step> steps;
  std::vector<std::vector<int>> seen;
  for (int start = 0; start < b.size; ++start) {
    if (b.value[start] || popcount(b.cand[start]) != 2) continue;
    const int a = lowest_value(b.cand[start]), z = lowest_value(b.cand[start] & (b.cand[start] - 1));
    std::vector<std::vector<int>> loops;
    LoopFinder(b, a, z).search(start, loops, seen);
    for (const std::vector<int>& loop : loops) loop_steps(b, loop, a, z, steps);
  }
  if (steps.empty()) return std::nullopt;
  auto type = [](const Step& s) { return s.trace.technique.back(); };
  const auto best = std::min_element(steps.begin(), steps.end(), [&](const Step& x, const Step& y) {
    if (x.rating != y.rating) return x.rating < y.rating - 1e-9;
    return type(x) < type(y);
  });
  return std::move(*best);
}

// SE's BUG rung (its BivalueUniversalGrave): the "BUG values" are, in each house and for each value
// with neither zero nor two places, the one place in a cell of three or more candidates (two such
// cells: another house decides; none: no BUG). Without them every empty cell must keep two candidates
// and every value two places in each house: that grave has two solutions, so one BUG value is true.
// Type 1, one BUG cell: it takes one of its BUG values (5.6; one of them: BUG+1, it is placed).
// Type 2, one BUG value in several cells: it leaves every cell seeing them all (5.7). Type 4, two BUG
// cells sharing a house and one other value: each is its BUG value or that one (5.7). Type 3, BUG
// cells sharing a house: the BUG values act as one more cell of a naked set there (5.8 to 6.2).

namespace {

// SE's BUG type 3 (its addBug3Hint). Some BUG cell holds a BUG value, so when every BUG cell lies in
// one house, the BUG values count as one cell of that house: with degree − 1 other cells of the house
// whose candidates make up `degree` values that include every BUG value, those `degree` cells hold
// those values, which leave the house's other cells. Found in SE's order: houses box, row, column;
// degree 2 to 6; the other cells taken from those seeing every BUG cell in the order the first BUG cell
// lists its house mates (its box, then its row, then its column), their combinations in increasing
// binary order (SE's Permutations). Rated 5.7 + 0.1 per value of the set beyond one (a pair 5.8).
std::optional<Step> find_bug_type_3(const Board& b, const std::vector<int>& bug_cells, int first_bug,
                                    const std::vector<uint32_t>& extra, uint32_t all_extra,
                                    const std::vector<char>& common, const std::string& grave) {
  std::vector<int> mates;  // the first BUG cell's house mates that see every BUG cell, in SE's order
  for (int k : {2, 0, 1})
    for (int c : b.houses[b.house_of[first_bug][k]])
      if (common[c] && std::find(mates.begin(), mates.end(), c) == mates.end()) mates.push_back(c);
  for (int k : {2, 0, 1}) {
    const int house = b.house_of[bug_cells[0]][k];
    if (!std::all_of(bug_cells.begin(), bug_cells.end(), [&](int c) { return b.house_of[c][k] == house; })) continue;
    std::vector<int> others;
    for (int c : mates)
      if (b.house_of[c][k] == house) others.push_back(c);
    std::optional<Step> found;
    for (int degree = 2; degree <= 6 && !found; ++degree)
      open_subsets(b, others, degree - 1, [&](const std::vector<int>& chosen, uint32_t held) {
        const uint32_t values = all_extra | held;
        if (popcount(values) != degree) return false;
        Step s;
        for (int c : others)
          if (std::find(chosen.begin(), chosen.end(), c) == chosen.end())
            for (int v : values_of(b.cand[c] & values)) s.trace.removed.push_back({c, v});
        if (!s.trace.removed.empty()) {
          std::sort(s.trace.removed.begin(), s.trace.removed.end(), [](const CellValue& x, const CellValue& y) {
            return std::tie(x.cell, x.value) < std::tie(y.cell, y.value);
          });
          s.rating = (57 + degree - 1) / 10.0;
          s.trace.technique = "bug-type-3";
          s.trace.cells = bug_cells;
          s.trace.cells.insert(s.trace.cells.end(), chosen.begin(), chosen.end());
          std::vector<int> naked = chosen;
          std::sort(naked.begin(), naked.end());
          std::string one_of, removals;
          for (int c : bug_cells)
            one_of += (one_of.empty() ? "" : " or ") + cell_label(b, c) + " is " + or_list(values_of(extra[c]));
          for (int v : values_of(values)) {
            std::vector<int> from;
            for (const CellValue& r : s.trace.removed)
              if (r.value == v) from.push_back(r.cell);
            if (!from.empty())
              removals +=
                  (removals.empty() ? "" : ", ") + std::string(1, value_char(v)) + " from " + cell_list(b, from);
          }
          s.trace.explanation = "BUG type 3: without the extra candidates of " + cell_list(b, bug_cells) + ", " +
                                grave + "; so " + one_of + ", and that cell with " + cell_list(b, naked) + " holds " +
                                value_list(values_of(values)) + " in " + house_name(b, house) +
                                " (a naked set), so the house's other cells lose them: " + removals;
          found = std::move(s);
          return true;
        }
        return false;
      });
    if (found) return found;
  }
  return std::nullopt;
}

}  // namespace

std::optional<Step> find_bug_plus_one(const Board& b) {
  const int n = b.n;
  std::vector<uint32_t> rest = b.cand;  // the candidates without the BUG values
  std::vector<uint32_t> extra(b.size, 0);
  std::vector<int> bug_cells;
  uint32_t all_extra = 0;
  std::vector<char> common;  // cells seeing every BUG cell (none of them)
  // SE's house order: boxes, rows, columns.
  for (int kind : {2, 0, 1})
    for (int i = 0; i < n; ++i) {
      const int h = kind * n + i;
      for (int v = 1; v <= n; ++v) {
        const uint32_t pos = b.positions(h, v);
        const int places = popcount(pos);
        if (places == 0 || places == 2) continue;
        int bug = -1, count = 0;
        for (uint32_t m = pos; m; m &= m - 1) {
          const int cell = b.houses[h][std::countr_zero(m)];
          if (popcount(b.cand[cell]) >= 3) {
            bug = cell;
            ++count;
          }
        }
        if (count == 0) return std::nullopt;  // a value off its two places with no cell to blame
        if (count > 1) continue;
        if (std::find(bug_cells.begin(), bug_cells.end(), bug) == bug_cells.end()) bug_cells.push_back(bug);
        const uint32_t bit = 1u << (v - 1);
        extra[bug] |= bit;
        all_extra |= bit;
        rest[bug] &= ~bit;
        if (common.empty()) {
          common.assign(b.size, 0);
          for (int c = 0; c < b.size; ++c) common[c] = b.sees(bug, c);
        } else {
          for (int c = 0; c < b.size; ++c) common[c] &= b.sees(bug, c);
        }
        for (int c : bug_cells) common[c] = 0;
        if (bug_cells.size() > 1 && popcount(all_extra) > 1 &&
            std::none_of(common.begin(), common.end(), [](char c) { return c; }))
          return std::nullopt;  // none of the types SE knows
      }
    }
  if (bug_cells.empty()) return std::nullopt;
  // The grave left without the BUG values.
  for (int cell = 0; cell < b.size; ++cell)
    if (!b.value[cell] && popcount(rest[cell]) != 2) return std::nullopt;
  for (int h = 0; h < 3 * n; ++h)
    for (int v = 1; v <= n; ++v) {
      int places = 0;
      for (int cell : b.houses[h]) places += (rest[cell] >> (v - 1)) & 1u;
      if (places != 0 && places != 2) return std::nullopt;
    }
  const std::string grave =
      "every empty cell would have two candidates and every value two places in each house, "
      "and such a position has two solutions";
  Step s;
  if (bug_cells.size() == 1) {
    const int cell = bug_cells[0];
    s.rating = 5.6;
    s.trace.technique = "bug-plus-one";
    s.trace.cells = {cell};
    if (popcount(extra[cell]) == 1) {
      const int value = lowest_value(extra[cell]);
      s.trace.placed = {{cell, value}};
      s.trace.explanation = "BUG+1: every empty cell but " + cell_label(b, cell) +
                            " has two candidates, and every value two places in each house except " +
                            value_char(value) + " around " + cell_label(b, cell) +
                            "; without it the position would have two solutions, so " + cell_label(b, cell) + " is " +
                            value_char(value);
      return s;
    }
    for (int v : values_of(rest[cell])) s.trace.removed.push_back({cell, v});
    s.trace.explanation = "BUG type 1: without " + value_list(values_of(extra[cell])) + " in " + cell_label(b, cell) +
                          ", " + grave + "; so " + cell_label(b, cell) + " is " + or_list(values_of(extra[cell])) +
                          ", and " + value_list(values_of(rest[cell])) + " are removed from it";
    return s;
  }
  const int first_bug = bug_cells[0];  // SE lists its house mates for type 3
  std::sort(bug_cells.begin(), bug_cells.end());
  if (popcount(all_extra) == 1) {
    const int value = lowest_value(all_extra);
    for (int c = 0; c < b.size; ++c)
      if (common[c] && b.has(c, value)) s.trace.removed.push_back({c, value});
    if (!s.trace.removed.empty()) {
      s.rating = 5.7;
      s.trace.technique = "bug-type-2";
      s.trace.cells = bug_cells;
      s.trace.explanation = "BUG type 2: without the " + std::string(1, value_char(value)) + " of " +
                            cell_list(b, bug_cells) + ", " + grave + "; so one of them is " + value_char(value) +
                            ", and " + value_char(value) + " is removed from " +
                            cell_list(b, distinct_cells(s.trace.removed));
      return s;
    }
  }
  // SE tries type 4, then (several BUG values, some cell seeing every BUG cell) type 3.
  const bool type_3 = popcount(all_extra) > 1 && std::any_of(common.begin(), common.end(), [](char c) { return c; });
  auto third = [&]() {
    return type_3 ? find_bug_type_3(b, bug_cells, first_bug, extra, all_extra, common, grave) : std::nullopt;
  };
  if (bug_cells.size() != 2) return third();
  const int c1 = bug_cells[0], c2 = bug_cells[1];
  const uint32_t shared = b.cand[c1] & b.cand[c2] & ~all_extra;
  if (popcount(shared) != 1 || !b.sees(c1, c2)) return third();
  const int value = lowest_value(shared);
  int house = -1;
  for (int j : {2, 0, 1})
    if (b.house_of[c1][j] == b.house_of[c2][j]) {
      house = b.house_of[c1][j];
      break;
    }
  s.rating = 5.7;
  s.trace.technique = "bug-type-4";
  s.trace.cells = bug_cells;
  for (int c : {c1, c2})
    for (int v : values_of(b.cand[c] & ~extra[c] & ~shared)) s.trace.removed.push_back({c, v});
  s.trace.explanation = "BUG type 4: without the extra candidates of " + cell_list(b, bug_cells) + " (" +
                        value_list(values_of(extra[c1])) + ", " + value_list(values_of(extra[c2])) + "), " + grave +
                        "; so one of the two holds its extra candidate, and the other " + value_char(value) +
                        ", which in " + house_name(b, house) + " can go only there; their other candidates are removed";
  return s;
}

}  // namespace gridlogic::human
