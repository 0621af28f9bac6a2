// sudoku_sisus_test.cpp — the SiSuS model's incremental position (sudoku_sisus.cpp) against the plain
// reading of document 004: a reference here rescans the whole grid for singles before every step,
// lists them in the model's order (naked singles by cell, then hidden ones by house and value) and
// draws from the same random stream. Every run must take the same cells in the same order with the
// same refutation scores, on generated puzzles of every size from 4×4 to 16×16.
#include <gtest/gtest.h>

#include <bit>
#include <limits>
#include <random>

#include "gridlogic/sudoku_fast.h"
#include "gridlogic/sudoku_generator.h"
#include "gridlogic/sudoku_rating.h"

namespace gridlogic {
namespace {

// The reference model: the grid, and singles found by a full rescan.
struct Reference {
  SudokuShape shape;
  int n, cells;
  uint32_t full;
  std::vector<std::array<int, 3>> houses_of;  // row, n + column, 2n + box
  std::vector<std::vector<int>> house_cells;
  std::mt19937 rng;
  bool contradiction_step;

  Reference(SudokuShape s, uint32_t seed, bool cost)
      : shape(s),
        n(s.n()),
        cells(s.cells()),
        full((1u << s.n()) - 1),
        houses_of(s.cells()),
        house_cells(3 * s.n()),
        rng(seed),
        contradiction_step(cost) {
    for (int c = 0; c < cells; ++c) {
      houses_of[c] = {c / n, n + c % n, 2 * n + s.box_of(c / n, c % n)};
      for (int h : houses_of[c]) house_cells[h].push_back(c);
    }
  }
  uint32_t pick(uint32_t k) { return static_cast<uint32_t>((static_cast<uint64_t>(rng()) * k) >> 32); }
  uint32_t candidates(const std::vector<uint8_t>& g, int cell) const {
    uint32_t used = 0;
    for (int h : houses_of[cell])
      for (int c : house_cells[h])
        if (g[c]) used |= 1u << (g[c] - 1);
    return full & ~used;
  }
  // The singles of g as (cell, value), in order; false on a contradiction.
  bool singles(const std::vector<uint8_t>& g, std::vector<std::pair<int, int>>& out) const {
    out.clear();
    std::vector<int> forced(cells, 0);
    for (int c = 0; c < cells; ++c) {
      if (g[c]) continue;
      const uint32_t m = candidates(g, c);
      if (m == 0) return false;
      if (std::popcount(m) == 1) {
        forced[c] = std::countr_zero(m) + 1;
        out.emplace_back(c, forced[c]);
      }
    }
    for (int h = 0; h < 3 * n; ++h)
      for (int v = 1; v <= n; ++v) {
        int places = 0, where = -1;
        bool used = false;
        for (int c : house_cells[h]) {
          if (g[c] == v) used = true;
          if (!g[c] && (candidates(g, c) >> (v - 1) & 1)) ++places, where = c;
        }
        if (used) continue;
        if (places == 0) return false;
        if (places > 1) continue;
        if (forced[where] == 0) {
          forced[where] = v;
          out.emplace_back(where, v);
        } else if (forced[where] != v) {
          return false;
        }
      }
    return true;
  }
  int refute(std::vector<uint8_t> g, int cell, int v, int limit) {
    g[cell] = static_cast<uint8_t>(v);
    std::vector<std::pair<int, int>> s;
    for (int steps = 0;; ++steps) {
      if (!singles(g, s)) return steps + (contradiction_step ? 1 : 0);
      if (s.empty()) return -1;
      if (steps + 1 + (contradiction_step ? 1 : 0) > limit) return -2;
      const auto [c, w] = s[pick(static_cast<uint32_t>(s.size()))];
      g[c] = static_cast<uint8_t>(w);
    }
  }
  SisusRun run(const SudokuGrid& puzzle, const SudokuGrid& solution) {
    std::vector<uint8_t> g = puzzle.cells;
    SisusRun r;
    std::vector<std::pair<int, int>> s;
    for (;;) {
      std::vector<int> empties;
      for (int c = 0; c < cells; ++c)
        if (!g[c]) empties.push_back(c);
      if (empties.empty()) return r;
      EXPECT_TRUE(singles(g, s));
      int cell;
      if (!s.empty()) {
        r.possibilities.push_back(static_cast<int>(s.size()));
        cell = s[pick(static_cast<uint32_t>(s.size()))].first;
      } else {
        r.possibilities.push_back(0);
        for (size_t i = empties.size(); i > 1; --i) std::swap(empties[i - 1], empties[pick(static_cast<uint32_t>(i))]);
        const int inf = std::numeric_limits<int>::max() / 2;
        int best = inf;
        cell = -1;
        for (int c : empties) {
          int score = 0;
          for (uint32_t m = candidates(g, c); m; m &= m - 1) {
            const int v = std::countr_zero(m) + 1;
            if (v == solution.cells[c]) continue;
            const int x = refute(g, c, v, best - 1 - score);
            if (x < 0) {
              score = x;
              break;
            }
            score += x;
          }
          if (score >= 0 && score < best) {
            best = score;
            cell = c;
            if (best == 0) break;
          }
        }
        // The reference covers runs without an unrefutable position (none occurs on these puzzles).
        EXPECT_GE(cell, 0);
        if (cell < 0) return r;
        r.refutation_scores.push_back(best);
        r.refutation_sum += best;
      }
      g[cell] = solution.cells[cell];
      r.order.push_back(cell);
    }
  }
};

TEST(SudokuSisus, IncrementalModelMatchesARescanBeforeEveryStep) {
  int refuted = 0;
  for (int side : {4, 6, 9, 12, 16}) {
    SudokuGeneratorOptions o;
    o.shape = *SudokuShape::for_side(side);
    o.seed = 77;
    o.rate = [](const SudokuGrid&) { return 1; };  // minimal puzzles: no rating needed to make them
    const int puzzles = side <= 9 ? 6 : 2;
    for (int i = 0; i < puzzles; ++i) {
      Result<GeneratedSudoku> g = generate_sudoku(o, static_cast<uint64_t>(i));
      ASSERT_TRUE(g.ok()) << g.error().message;
      for (int k = 0; k < 3; ++k) {
        const uint64_t seed = sisus_run_seed(5, k);
        const bool cost = k != 1;
        const SisusRun fast = run_sisus(g->puzzle, g->solution, seed, cost);
        if (fast.unrefutable_steps > 0) continue;
        Reference ref(g->puzzle.shape, static_cast<uint32_t>(seed) ^ static_cast<uint32_t>(seed >> 32), cost);
        const SisusRun slow = ref.run(g->puzzle, g->solution);
        EXPECT_EQ(fast.order, slow.order) << side << "×" << side << " puzzle " << i << " run " << k;
        EXPECT_EQ(fast.refutation_scores, slow.refutation_scores) << side << "×" << side << " puzzle " << i;
        EXPECT_EQ(fast.possibilities, slow.possibilities) << side << "×" << side << " puzzle " << i;
        refuted += static_cast<int>(fast.refutation_scores.size());
      }
    }
  }
  EXPECT_GT(refuted, 20);  // the comparison reached the refutation steps, not only singles
}

}  // namespace
}  // namespace gridlogic
