// sudoku_human_singles.cpp — the human solver's easiest rungs: full house, hidden single, naked single,
// and locked candidates (pointing and claiming). See sudoku_human_internal.h.
#include "sudoku_human_internal.h"

namespace gridlogic::human {

std::optional<Step> find_full_house(const Board& b) {
  for (int i = 0; i < 3 * b.n; ++i) {
    const int h = se_house(b.n, i);
    int empty = -1, count = 0;
    for (int cell : b.houses[h])
      if (!b.value[cell]) {
        empty = cell;
        ++count;
      }
    if (count != 1 || popcount(b.cand[empty]) != 1) continue;
    const int v = lowest_value(b.cand[empty]);
    Step s;
    s.rating = 1.0;
    s.trace.technique = "full-house";
    s.trace.cells = b.houses[h];
    s.trace.placed = {{empty, v}};
    s.trace.explanation = "Full house: " + cell_label(b, empty) + " is the last empty cell in " + house_name(b, h) +
                          ", so it is " + value_char(v);
    return s;
  }
  return std::nullopt;
}

std::optional<Step> find_hidden_single(const Board& b, bool boxes) {
  const int first = boxes ? 0 : b.n, last = boxes ? b.n : 3 * b.n;  // in se_house() order
  for (int i = first; i < last; ++i)
    for (int v = 1, h = se_house(b.n, i); v <= b.n; ++v) {
      const uint32_t pos = b.positions(h, v);
      if (popcount(pos) != 1) continue;
      const int cell = b.houses[h][std::countr_zero(pos)];
      Step s;
      s.rating = boxes ? 1.2 : 1.5;
      s.trace.technique = "hidden-single";
      s.trace.cells = b.houses[h];
      s.trace.placed = {{cell, v}};
      s.trace.explanation = std::string("Hidden single: ") + value_char(v) + " can only go in " + cell_label(b, cell) +
                            " in " + house_name(b, h);
      return s;
    }
  return std::nullopt;
}

std::optional<Step> find_naked_single(const Board& b) {
  for (int cell = 0; cell < b.size; ++cell) {
    if (b.value[cell] || popcount(b.cand[cell]) != 1) continue;
    const int v = lowest_value(b.cand[cell]);
    Step s;
    s.rating = 2.3;
    s.trace.technique = "naked-single";
    s.trace.cells = {cell};
    for (int peer : naked_single_causes(Topology::of(b.shape), b.n, cell, v, [&](int c) { return int(b.value[c]); })) {
      s.trace.cells.push_back(peer);
      s.trace.roles.push_back({peer, "cause"});
    }
    s.trace.placed = {{cell, v}};
    s.trace.explanation = "Naked single: " + cell_label(b, cell) + " can only be " + value_char(v);
    return s;
  }
  return std::nullopt;
}

namespace {

// Locked candidates: in house `from`, v lies only in cells that are also in house `to`, so v goes in
// their intersection and leaves the rest of `to`.
std::optional<Step> locked(const Board& b, int from, int to, int v, const char* technique, double rating,
                           const char* title, const StepFilter& accept) {
  // Decided before any allocation: this runs for every box, line and value at every stalled
  // assumption of the forcing chains' "+" levels.
  bool any = false;
  for (int cell : b.houses[from]) {
    if (!b.has(cell, v)) continue;
    if (b.house_of[cell][0] != to && b.house_of[cell][1] != to && b.house_of[cell][2] != to) return std::nullopt;
    any = true;
  }
  if (!any) return std::nullopt;
  bool removes = false;
  for (int cell : b.houses[to])
    if (b.has(cell, v) && b.house_of[cell][0] != from && b.house_of[cell][1] != from && b.house_of[cell][2] != from)
      removes = true;
  if (!removes) return std::nullopt;
  std::vector<int> inside;
  for (int cell : b.houses[from])
    if (b.has(cell, v)) inside.push_back(cell);
  Step s;
  for (int cell : b.houses[to]) {
    if (!b.has(cell, v)) continue;
    bool in_from = false;
    for (int h : b.house_of[cell]) in_from |= h == from;
    if (!in_from) s.trace.removed.push_back({cell, v});
  }
  if (s.trace.removed.empty()) return std::nullopt;
  s.rating = rating;
  s.trace.technique = technique;
  s.trace.cells = inside;
  s.trace.explanation = std::string(title) + ": in " + house_name(b, from) + ", " + value_char(v) + " lies only in " +
                        house_name(b, to) + ", so " + value_char(v) + " is removed from " +
                        cell_list(b, distinct_cells(s.trace.removed));
  if (accept && !accept(s)) return std::nullopt;
  return s;
}

}  // namespace

// SE's order: every box with each of its columns, value by value; then every box with its rows.
std::optional<Step> find_pointing(const Board& b, const StepFilter& accept) {
  const int br = b.shape.box_rows, bc = b.shape.box_cols;
  for (bool columns : {true, false})
    for (int bx = 2 * b.n; bx < 3 * b.n; ++bx) {
      const int corner = b.houses[bx][0];
      for (int j = 0; j < (columns ? bc : br); ++j) {
        // locked() finds something only where the box's places of v (a mask over its cells,
        // row-major) lie in this line: tested here first, on the mask.
        uint32_t line = 0;
        for (int k = 0; k < (columns ? br : bc); ++k) line |= 1u << (columns ? k * bc + j : j * bc + k);
        const int to = columns ? b.n + b.col(corner) + j : b.row(corner) + j;
        for (int v = 1; v <= b.n; ++v) {
          const uint32_t pos = b.positions(bx, v);
          if (!pos || (pos & ~line)) continue;
          if (auto s = locked(b, bx, to, v, "pointing", 2.6, "Pointing", accept)) return s;
        }
      }
    }
  return std::nullopt;
}

// SE's order: every column with each box it crosses, value by value; then every row.
std::optional<Step> find_claiming(const Board& b, const StepFilter& accept) {
  for (int i = 0; i < 2 * b.n; ++i) {
    const int line = i < b.n ? b.n + i : i - b.n;
    // The line's places of v must lie in one box (a segment of box_cols columns of a row, or of
    // box_rows rows of a column) for locked() to find anything.
    const int seg = line < b.n ? b.shape.box_cols : b.shape.box_rows;
    for (int first = 0; first < b.n; first += seg)
      for (int v = 1; v <= b.n; ++v) {
        const uint32_t pos = b.positions(line, v);
        if (!pos || (pos & ~(((1u << seg) - 1) << first))) continue;
        const int bx = b.house_of[b.houses[line][first]][2];
        if (auto s = locked(b, line, bx, v, "claiming", 2.8, "Claiming", accept)) return s;
      }
  }
  return std::nullopt;
}

}  // namespace gridlogic::human
