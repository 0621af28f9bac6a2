// sudoku_fast.cpp — bitset candidates, singles to a fixpoint, fewest-candidates branching (sudoku_fast.h).
#include "gridlogic/sudoku_fast.h"

#include <bit>
#include <cassert>
#include <optional>

namespace gridlogic {
namespace {

// The fixed geometry of one shape: the houses and each cell's peers, computed once per solve.
struct Geometry {
  int n = 0;
  int cells = 0;
  std::vector<std::vector<int>> houses;  // 3n houses of n cells
  std::vector<int> peers;                // cells × peer_count, row-major
  int peer_count = 0;

  explicit Geometry(const SudokuShape& shape) : n(shape.n()), cells(shape.cells()) {
    for (int i = 0; i < n; ++i) {
      std::vector<int> row, col, box;
      int br = (i / shape.box_rows) * shape.box_rows, bc = (i % shape.box_rows) * shape.box_cols;
      for (int k = 0; k < n; ++k) {
        row.push_back(i * n + k);
        col.push_back(k * n + i);
        box.push_back((br + k / shape.box_cols) * n + bc + k % shape.box_cols);
      }
      houses.push_back(row);
      houses.push_back(col);
      houses.push_back(box);
    }
    peer_count = 3 * (n - 1) - (shape.box_rows - 1) - (shape.box_cols - 1);
    peers.reserve(static_cast<size_t>(cells) * peer_count);
    for (int c = 0; c < cells; ++c) {
      int r0 = c / n, c0 = c % n, b0 = shape.box_of(r0, c0);
      for (int o = 0; o < cells; ++o) {
        if (o == c) continue;
        int r1 = o / n, c1 = o % n;
        if (r1 == r0 || c1 == c0 || shape.box_of(r1, c1) == b0) peers.push_back(o);
      }
    }
    assert(peers.size() == static_cast<size_t>(cells) * peer_count);
  }
};

// Geometry is pure arithmetic on the shape; the conventional shapes are built once per process
// (thread-safe static initialisation), others per call.
const Geometry* cached_geometry(const SudokuShape& shape) {
  auto is = [&](int r, int c) { return shape.box_rows == r && shape.box_cols == c; };
  if (is(3, 3)) { static const Geometry g(shape); return &g; }
  if (is(2, 2)) { static const Geometry g(shape); return &g; }
  if (is(2, 3)) { static const Geometry g(shape); return &g; }
  if (is(3, 4)) { static const Geometry g(shape); return &g; }
  if (is(4, 4)) { static const Geometry g(shape); return &g; }
  if (is(5, 5)) { static const Geometry g(shape); return &g; }
  return nullptr;
}

// One search node: candidate masks (bit v-1 for value v) and which cells are placed.
struct Board {
  std::vector<uint32_t> cand;
  std::vector<uint8_t> placed;
  int open = 0;
};

class Search {
 public:
  // The pool holds one board per depth (depth ≤ cells) and never reallocates during the search, so
  // references into it stay valid across recursion.
  Search(const Geometry& g, int limit, int64_t budget)
      : g_(g), limit_(limit), budget_(budget), pool_(static_cast<size_t>(g.cells) + 1) {}

  // Places v in cell and removes it from the peers, following naked singles; false on contradiction.
  bool place(Board& b, int cell, int v) {
    stack_.clear();
    stack_.push_back({cell, v});
    while (!stack_.empty()) {
      auto [c, val] = stack_.back();
      stack_.pop_back();
      uint32_t bit = 1u << (val - 1);
      if (b.placed[c]) {
        if (b.cand[c] != bit) return false;
        continue;
      }
      if (!(b.cand[c] & bit)) return false;
      b.cand[c] = bit;
      b.placed[c] = 1;
      --b.open;
      const int* p = &g_.peers[static_cast<size_t>(c) * g_.peer_count];
      for (int k = 0; k < g_.peer_count; ++k) {
        int o = p[k];
        if (!(b.cand[o] & bit)) continue;
        if (b.placed[o]) return false;
        b.cand[o] &= ~bit;
        if (b.cand[o] == 0) return false;
        if (std::has_single_bit(b.cand[o])) stack_.push_back({o, std::countr_zero(b.cand[o]) + 1});
      }
    }
    return true;
  }

  // Hidden singles in every house until nothing changes; false on contradiction.
  bool hidden_singles(Board& b) {
    const uint32_t all = (1u << g_.n) - 1;
    bool changed = true;
    while (changed && b.open > 0) {
      changed = false;
      for (const auto& house : g_.houses) {
        uint32_t once = 0, twice = 0, fixed = 0;
        for (int c : house) {
          uint32_t m = b.cand[c];
          twice |= once & m;
          once |= m;
          if (b.placed[c]) fixed |= m;
        }
        if (once != all) return false;
        uint32_t singles = once & ~twice & ~fixed;
        while (singles) {
          uint32_t bit = singles & (~singles + 1);
          singles &= singles - 1;
          for (int c : house)
            if (b.cand[c] & bit) {
              if (!place(b, c, std::countr_zero(bit) + 1)) return false;
              changed = true;
              break;
            }
        }
      }
    }
    return true;
  }

  void run(Board& b, size_t depth = 0) {
    if (done()) return;
    if (!hidden_singles(b)) {
      ++result.dead_ends;
      return;
    }
    if (b.open == 0) {
      if (result.count++ == 0) first_ = b.cand;
      return;
    }
    int best = -1, best_count = 99;
    for (int c = 0; c < g_.cells; ++c)
      if (!b.placed[c]) {
        int k = std::popcount(b.cand[c]);
        if (k < best_count) {
          best = c;
          best_count = k;
          if (k == 2) break;
        }
      }
    uint32_t options = b.cand[best];
    while (options && !done()) {
      int v = std::countr_zero(options) + 1;
      options &= options - 1;
      if (budget_ >= 0 && result.guesses >= static_cast<uint64_t>(budget_)) {
        out_of_budget_ = true;
        return;
      }
      ++result.guesses;
      // Children reuse one board per depth: no allocation after the first visit of a depth.
      Board& child = pool_[depth];
      child = b;
      if (place(child, best, v))
        run(child, depth + 1);
      else
        ++result.dead_ends;
    }
  }

  bool done() const { return result.count >= limit_ || out_of_budget_; }
  bool out_of_budget() const { return out_of_budget_; }
  const std::vector<uint32_t>& first() const { return first_; }

  FastSudokuResult result;

 private:
  const Geometry& g_;
  int limit_;
  int64_t budget_;
  bool out_of_budget_ = false;
  std::vector<std::pair<int, int>> stack_;
  std::vector<uint32_t> first_;
  std::vector<Board> pool_;
};

}  // namespace

FastSudokuResult solve_sudoku_fast(const SudokuGrid& puzzle, int limit, int64_t guess_budget) {
  assert(limit >= 1);
  const Geometry* cached = cached_geometry(puzzle.shape);
  std::optional<Geometry> local;
  if (!cached) local.emplace(puzzle.shape);
  const Geometry& g = cached ? *cached : *local;
  Board b;
  const uint32_t all = (1u << g.n) - 1;
  b.cand.assign(g.cells, all);
  b.placed.assign(g.cells, 0);
  b.open = g.cells;
  Search search(g, limit, guess_budget);
  bool consistent = true;
  for (int c = 0; c < g.cells && consistent; ++c)
    if (puzzle.cells[c]) consistent = search.place(b, c, puzzle.cells[c]);
  if (consistent)
    search.run(b);
  else
    ++search.result.dead_ends;

  FastSudokuResult r = search.result;
  r.exhausted = !search.out_of_budget() && r.count < limit;
  r.first.shape = puzzle.shape;
  if (r.count > 0) {
    r.first.cells.resize(g.cells);
    for (int c = 0; c < g.cells; ++c) r.first.cells[c] = static_cast<uint8_t>(std::countr_zero(search.first()[c]) + 1);
  }
  return r;
}

}  // namespace gridlogic
