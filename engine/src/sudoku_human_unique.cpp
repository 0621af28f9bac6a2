// sudoku_human_unique.cpp — uniqueness rungs of the human solver, as Sudoku Explainer rates them:
// unique rectangles types 1, 2 and 4 (4.5, 4.6, 4.5) and BUG+1 (5.6).
//
// Both rest on the puzzle having one solution. A "deadly" rectangle — four cells in two rows, two
// columns and two boxes holding only the same two values a and b — could swap a and b and give a second
// solution, so something must break it. BUG (bivalue universal grave): a position whose every empty
// cell has two candidates and every value two places in each house has two solutions; with one cell of
// three candidates, that cell takes the value that appears three times in its houses.
#include <algorithm>

#include "sudoku_human_internal.h"

namespace gridlogic::human {
namespace {

std::string pair_text(int a, int b) { return std::string(1, value_char(a)) + " and " + value_char(b); }

}  // namespace

std::optional<Step> find_unique_rectangle(const Board& b) {
  std::optional<Step> best;
  for (int r1 = 0; r1 < b.n; ++r1)
    for (int r2 = r1 + 1; r2 < b.n; ++r2)
      for (int c1 = 0; c1 < b.n; ++c1)
        for (int c2 = c1 + 1; c2 < b.n; ++c2) {
          const int cells[4] = {r1 * b.n + c1, r1 * b.n + c2, r2 * b.n + c1, r2 * b.n + c2};
          // Two boxes exactly: the rows share boxes or the columns do, not both.
          const bool rows_same_band = b.box(cells[0]) == b.box(cells[2]);
          const bool cols_same_stack = b.box(cells[0]) == b.box(cells[1]);
          if (rows_same_band == cols_same_stack) continue;
          uint32_t common = ~0u;
          bool empty = true;
          for (int c : cells) {
            empty &= !b.value[c];
            common &= b.cand[c];
          }
          if (!empty || popcount(common) < 2) continue;
          for (int a = 1; a <= b.n; ++a)
            for (int z = a + 1; z <= b.n; ++z) {
              const uint32_t ab = (1u << (a - 1)) | (1u << (z - 1));
              if ((common & ab) != ab) continue;
              std::vector<int> floor, roof;
              for (int c : cells) (b.cand[c] == ab ? floor : roof).push_back(c);
              const std::string intro = "Unique rectangle: " + cell_list(b, {cells[0], cells[1], cells[2], cells[3]}) +
                                        " would hold only " + pair_text(a, z) +
                                        ", and then the two could swap: a puzzle with one solution cannot allow that, so ";
              Step s;
              s.trace.cells = {cells[0], cells[1], cells[2], cells[3]};
              if (roof.size() == 1) {  // type 1: the fourth cell is not a or b
                for (int v : {a, z}) s.trace.removed.push_back({roof[0], v});
                s.rating = 4.5;
                s.trace.technique = "unique-rectangle-1";
                s.trace.explanation = intro + cell_label(b, roof[0]) + " is neither " + value_char(a) + " nor " + value_char(z);
              } else if (roof.size() == 2) {
                const uint32_t extra0 = b.cand[roof[0]] & ~ab, extra1 = b.cand[roof[1]] & ~ab;
                if (extra0 == extra1 && popcount(extra0) == 1) {  // type 2: one of the roofs holds c
                  const int c = lowest_value(extra0);
                  for (int cell = 0; cell < b.size; ++cell)
                    if (b.has(cell, c) && cell != roof[0] && cell != roof[1] && b.sees(cell, roof[0]) &&
                        b.sees(cell, roof[1]))
                      s.trace.removed.push_back({cell, c});
                  if (!s.trace.removed.empty()) {
                    s.rating = 4.6;
                    s.trace.technique = "unique-rectangle-2";
                    s.trace.explanation = intro + "one of " + cell_list(b, roof) + " is " + value_char(c) + ", and " +
                                          value_char(c) + " is removed from the cells that see both";
                  }
                }
                if (s.trace.removed.empty()) {  // type 4: a is locked to the roofs in a shared house
                  for (int h : b.house_of[roof[0]]) {
                    if (std::find(b.house_of[roof[1]].begin(), b.house_of[roof[1]].end(), h) == b.house_of[roof[1]].end())
                      continue;
                    for (auto [lock, other] : {std::pair{a, z}, std::pair{z, a}}) {
                      if (popcount(b.positions(h, lock)) != 2) continue;
                      for (int c : roof) s.trace.removed.push_back({c, other});
                      s.rating = 4.5;
                      s.trace.technique = "unique-rectangle-4";
                      s.trace.explanation = intro + "as " + value_char(lock) + " can only go in " + cell_list(b, roof) +
                                            " in " + house_name(b, h) + ", " + value_char(other) +
                                            " is removed from both";
                      break;
                    }
                    if (!s.trace.removed.empty()) break;
                  }
                }
              }
              if (s.trace.removed.empty()) continue;
              if (!best || s.rating < best->rating) best = std::move(s);
              if (best->rating <= 4.5) return best;
            }
        }
  return best;
}

std::optional<Step> find_bug_plus_one(const Board& b) {
  int odd = -1;
  for (int cell = 0; cell < b.size; ++cell) {
    if (b.value[cell]) continue;
    const int k = popcount(b.cand[cell]);
    if (k == 2) continue;
    if (k != 3 || odd >= 0) return std::nullopt;
    odd = cell;
  }
  if (odd < 0) return std::nullopt;
  // The value of the odd cell with three places in each of its houses; every other value of every house
  // must have two places (the grave).
  int value = 0;
  for (int v = 1; v <= b.n; ++v) {
    if (!b.has(odd, v)) continue;
    bool three = true;
    for (int h : b.house_of[odd]) three &= popcount(b.positions(h, v)) == 3;
    if (three) {
      if (value) return std::nullopt;
      value = v;
    }
  }
  if (!value) return std::nullopt;
  for (int h = 0; h < 3 * b.n; ++h)
    for (int v = 1; v <= b.n; ++v) {
      const int places = popcount(b.positions(h, v));
      const bool odd_here = v == value && std::find(b.house_of[odd].begin(), b.house_of[odd].end(), h) != b.house_of[odd].end();
      if (places != 0 && places != (odd_here ? 3 : 2)) return std::nullopt;
    }
  Step s;
  s.rating = 5.6;
  s.trace.technique = "bug-plus-one";
  s.trace.cells = {odd};
  s.trace.placed = {{odd, value}};
  s.trace.explanation = "BUG+1: every empty cell but " + cell_label(b, odd) +
                        " has two candidates, and every value two places in each house except " + value_char(value) +
                        " around " + cell_label(b, odd) +
                        "; without it the position would have two solutions, so " + cell_label(b, odd) + " is " +
                        value_char(value);
  return s;
}

}  // namespace gridlogic::human

namespace gridlogic::human {

// Aligned pair exclusion (SE 6.2; not a uniqueness rung, kept here as the other "pattern" rung SE
// rates between BUG and chains): two empty cells cannot take two values that are all a cell seeing
// both could hold (that cell would be left empty), nor the same value when they see each other. A
// value of one cell that fits no allowed combination with the other is removed.
std::optional<Step> find_aligned_pair_exclusion(const Board& b) {
  for (int x = 0; x < b.size; ++x)
    for (int y = x + 1; y < b.size; ++y) {
        if (b.value[x] || b.value[y]) continue;
        const bool see = b.sees(x, y);
        // Cells seeing both whose candidates are two values only: each forbids that pair.
        std::vector<uint32_t> forbidden;
        for (int c = 0; c < b.size; ++c)
          if (!b.value[c] && c != x && c != y && popcount(b.cand[c]) == 2 && b.sees(c, x) && b.sees(c, y))
            forbidden.push_back(b.cand[c]);
        uint32_t keep_x = 0, keep_y = 0;
        for (int vx = 1; vx <= b.n; ++vx) {
          if (!b.has(x, vx)) continue;
          for (int vy = 1; vy <= b.n; ++vy) {
            if (!b.has(y, vy) || (see && vx == vy)) continue;
            const uint32_t pair = (1u << (vx - 1)) | (1u << (vy - 1));
            if (std::find(forbidden.begin(), forbidden.end(), pair) != forbidden.end()) continue;
            keep_x |= 1u << (vx - 1);
            keep_y |= 1u << (vy - 1);
          }
        }
        Step s;
        for (int v = 1; v <= b.n; ++v) {
          if (b.has(x, v) && !((keep_x >> (v - 1)) & 1u)) s.trace.removed.push_back({x, v});
          if (b.has(y, v) && !((keep_y >> (v - 1)) & 1u)) s.trace.removed.push_back({y, v});
        }
        if (s.trace.removed.empty()) continue;
        s.rating = 6.2;
        s.trace.technique = "aligned-pair-exclusion";
        s.trace.cells = {x, y};
        std::string why;
        for (const CellValue& cv : s.trace.removed)
          why += (why.empty() ? "" : "; ") + std::string("if ") + cell_label(b, cv.cell) + " were " +
                 value_char(cv.value) + ", " + cell_label(b, cv.cell == x ? y : x) + " would have no value left";
        s.trace.explanation = "Aligned pair exclusion: " + cell_label(b, x) + " and " + cell_label(b, y) +
                              " cannot together empty a two-candidate cell that sees both" +
                              (see ? ", nor hold the same value as they see each other" : "") + "; " + why +
                              ", so " + (s.trace.removed.size() == 1 ? "that candidate is" : "those candidates are") +
                              " removed";
        return s;
      }
  return std::nullopt;
}

}  // namespace gridlogic::human
