// sudoku_fast16.cpp — the 16×16 search of solve_sudoku_fast: per-digit bitboards of four 64-bit bands.
//
// Bit 16r + c of p[d][b] is cell (4b + r, c) and is set while digit d+1 may still go there; a placed
// cell keeps the bit of its own digit only, and `open` marks the cells not placed yet. The state is
// 68 words (544 bytes), copied per guess, so the search allocates nothing. Rules (docs/sixteen.md):
// placement, band and stack permutations (pointing and claiming in both directions and more), hidden
// singles in boxes, naked singles by bit-sliced counts, and branching on a scored two-candidate cell.
#include "sudoku_fast16.h"

#include <algorithm>
#include <cassert>

#include "gridlogic/deadline.h"

namespace gridlogic {
namespace {

constexpr uint64_t kRow = 0xFFFFull;                 // row 0 of a band; << 16r for row r
constexpr uint64_t kBox = 0x000F000F000F000Full;     // box 0 of a band; << 4k for box k
constexpr uint64_t kColumn = 0x0001000100010001ull;  // column 0 of a band; << c for column c
constexpr uint64_t kNibbleLow = 0x1111111111111111ull;

// Not std::popcount/has_single_bit: without -mpopcnt GCC makes those library calls (as in sudoku_fast.cpp).
constexpr bool single_bit(uint64_t x) { return x && !(x & (x - 1)); }
constexpr int count_bits(uint64_t x) {
  x = x - ((x >> 1) & 0x5555555555555555ull);
  x = (x & 0x3333333333333333ull) + ((x >> 2) & 0x3333333333333333ull);
  x = (x + (x >> 4)) & 0x0F0F0F0F0F0F0F0Full;
  return static_cast<int>((x * 0x0101010101010101ull) >> 56);
}
inline int lowest(uint64_t x) { return __builtin_ctzll(x); }

// A band's minirows (four cells of a row inside one box) → 16 bits, bit 4r + k for row r, box k.
inline uint32_t minirows(uint64_t x) {
  uint64_t t = x | x >> 1;
  t = (t | t >> 2) & kNibbleLow;  // bit 16r + 4k: minirow (r, k) holds a candidate
  t = (t | t >> 3) & 0x0303030303030303ull;
  t = (t | t >> 6) & 0x000F000F000F000Full;
  t = (t | t >> 12) & 0x000000FF000000FFull;
  return static_cast<uint32_t>((t | t >> 24) & 0xFFFF);
}
// The inverse: 16 minirow bits → their cells.
inline uint64_t minirow_cells(uint32_t m) {
  uint64_t e = m;
  e = (e | e << 24) & 0x000000FF000000FFull;
  e = (e | e << 12) & 0x000F000F000F000Full;
  e = (e | e << 6) & 0x0303030303030303ull;
  e = (e | e << 3) & kNibbleLow;
  return e * 0xF;
}
// The columns of a band holding a candidate (16 bits).
inline uint32_t columns(uint64_t x) { return static_cast<uint32_t>((x | x >> 16 | x >> 32 | x >> 48) & 0xFFFF); }

// Within a band a digit uses exactly one minirow per row and per box: a 4×4 permutation matrix (bit
// 4r + k). Within a stack (four columns of four bands) it uses exactly one column per band and one band
// per column: again a permutation matrix, bit 4b + j for band b and the stack's column j. kShrink[m] is
// the union of the 24 permutation matrices inside m — pointing and claiming, and the "fish" a 4×4
// matching implies — 0 when none fits (a contradiction). 128 KiB, built at first use rather than
// compiled in, so the WASM module does not grow.
struct ShrinkTable {
  uint16_t keep[1 << 16];
  ShrinkTable() {
    uint16_t perms[24];
    int n = 0;
    int p[4] = {0, 1, 2, 3};
    do {
      uint16_t m = 0;
      for (int r = 0; r < 4; ++r) m = static_cast<uint16_t>(m | 1u << (4 * r + p[r]));
      perms[n++] = m;
    } while (std::next_permutation(p, p + 4));
    assert(n == 24);
    for (uint32_t x = 0; x < (1u << 16); ++x) {
      uint16_t u = 0;
      for (uint16_t m : perms)
        if ((m & ~x) == 0) u = static_cast<uint16_t>(u | m);
      keep[x] = u;
    }
  }
};
const uint16_t* shrink_table() {
  static const ShrinkTable t;  // thread-safe initialisation
  return t.keep;
}

// A cell's row and box within its band, the cell excluded.
struct Peers {
  uint64_t in_band[64]{};
  constexpr Peers() {
    for (int i = 0; i < 64; ++i) in_band[i] = ((kRow << (16 * (i / 16))) | (kBox << (4 * (i % 16 / 4)))) & ~(1ull << i);
  }
};
constexpr Peers kPeers;

struct State {
  uint64_t p[16][4];
  uint64_t open[4];
};

class Search {
 public:
  Search(int limit, int64_t budget, FastSudokuResult& result)
      : limit_(limit), budget_(budget), r_(result), shrink_(shrink_table()) {}

  // Places digit d in cell i of band b; false when d can no longer go there or a peer holds it.
  bool place(State& s, int d, int b, int i) {
    const uint64_t bit = 1ull << i;
    if (!(s.p[d][b] & bit)) return false;
    if (!(s.open[b] & bit)) return true;  // placed already, with d (any other digit lost the bit)
    s.open[b] &= ~bit;
    for (int e = 0; e < 16; ++e)
      if (e != d && (s.p[e][b] & bit)) {
        s.p[e][b] &= ~bit;
        dirty_ |= 1u << e;
      }
    const uint64_t peers = kPeers.in_band[i];
    if (s.p[d][b] & peers & ~s.open[b]) return false;
    s.p[d][b] &= ~peers;
    const uint64_t col = kColumn << (i % 16);
    for (int o = 0; o < 4; ++o)
      if (o != b && (s.p[d][o] & col)) {
        if (s.p[d][o] & col & ~s.open[o]) return false;
        s.p[d][o] &= ~col;
      }
    dirty_ |= 1u << d;
    return true;
  }

  // Permutations on every changed digit, then naked and hidden singles, to a fixpoint.
  bool propagate(State& s) {
    for (;;) {
      while (dirty_) {
        const int d = lowest(dirty_);
        dirty_ &= dirty_ - 1;
        unscanned_ |= 1u << d;
        if (!shrink(s.p[d])) return false;
      }
      int placed = 0;
      if (!naked_singles(s, placed)) return false;
      if (placed) continue;
      if (!hidden_singles(s, placed)) return false;
      if (!placed) return true;
    }
  }

  void run(const State& s) {
    if (done()) return;
    if ((s.open[0] | s.open[1] | s.open[2] | s.open[3]) == 0) {
      if (r_.count++ == 0) save_first(s);
      return;
    }
    int b = 0, i = 0;
    choose_cell(s, b, i);
    ++r_.branch_points;
    const uint64_t bit = 1ull << i;
    for (int d = 0; d < 16 && !done(); ++d) {
      if (!(s.p[d][b] & bit)) continue;
      if (budget_ >= 0 && (r_.guesses >= static_cast<uint64_t>(budget_) || guess_is_over())) {
        out_of_budget_ = true;
        return;
      }
      ++r_.guesses;
      State child = s;
      dirty_ = unscanned_ = 0;
      if (place(child, d, b, i) && propagate(child)) run(child);
      else ++r_.dead_ends;
    }
  }

  bool done() const { return r_.count >= limit_ || out_of_budget_; }
  bool out_of_budget() const { return out_of_budget_; }
  const uint8_t* first() const { return first_; }

 private:
  // One digit's four bands: band permutations, then stack permutations, until neither removes more.
  // An empty row, box or column leaves no permutation: false. A placed cell losing its own digit is
  // caught by naked_singles (the cell is left with no candidate).
  bool shrink(uint64_t (&x)[4]) {
    for (;;) {
      for (uint64_t& w : x) {
        const uint32_t used = minirows(w);
        const uint32_t keep = shrink_[used];
        if (!keep) return false;
        if (keep != used) w &= minirow_cells(keep);
      }
      const uint32_t cols[4] = {columns(x[0]), columns(x[1]), columns(x[2]), columns(x[3])};
      uint32_t allowed[4] = {0, 0, 0, 0};
      bool cut = false;
      for (int k = 0; k < 4; ++k) {
        const int sh = 4 * k;
        const uint32_t used = ((cols[0] >> sh) & 0xF) | ((cols[1] >> sh) & 0xF) << 4 | ((cols[2] >> sh) & 0xF) << 8 |
                              ((cols[3] >> sh) & 0xF) << 12;
        const uint32_t keep = shrink_[used];
        if (!keep) return false;
        cut |= keep != used;
        for (int b = 0; b < 4; ++b) allowed[b] |= ((keep >> (4 * b)) & 0xF) << sh;
      }
      if (!cut) break;
      for (int b = 0; b < 4; ++b) x[b] &= allowed[b] * kColumn;
    }
    return true;
  }

  bool naked_singles(State& s, int& placed) {
    for (int b = 0; b < 4; ++b) {
      uint64_t once = 0, twice = 0;
      for (int d = 0; d < 16; ++d) {
        const uint64_t x = s.p[d][b];
        twice |= once & x;
        once |= x;
      }
      if (~once) return false;  // a cell, placed or not, with no candidate left
      uint64_t singles = s.open[b] & ~twice;
      while (singles) {
        const int i = lowest(singles);
        singles &= singles - 1;
        const uint64_t bit = 1ull << i;
        if (!(s.open[b] & bit)) continue;
        int d = 0;
        while (!(s.p[d][b] & bit)) {
          if (++d == 16) return false;  // emptied by a placement of this loop
        }
        if (!place(s, d, b, i)) return false;
        ++placed;
      }
    }
    return true;
  }

  // Boxes only: once a digit's permutations are applied, a row or column with one place left for it
  // has also left one place in the box holding that place (the permutation pins row and box together).
  bool hidden_singles(State& s, int& placed) {
    while (unscanned_) {
      const int d = lowest(unscanned_);
      unscanned_ &= unscanned_ - 1;
      for (int b = 0; b < 4; ++b)
        for (int k = 0; k < 4; ++k) {
          const uint64_t box = s.p[d][b] & (kBox << (4 * k));
          if (single_bit(box) && (box & s.open[b])) {
            if (!place(s, d, b, lowest(box))) return false;
            ++placed;
          }
        }
    }
    return true;
  }

  // Among the first kPerBand two-candidate cells of each band, the one whose two digits have the most
  // other candidates among its peers (either branch then removes the most); without one, an open cell
  // with the fewest candidates. Tuned with bench_sudoku's 16×16 rows (docs/sixteen.md): two cells per
  // band, i.e. spread over the grid, halved the branch points on minimal puzzles against the first
  // eight cells found (which sit in the top band) and cost nothing on generated ones; scoring more
  // cells, or stopping at a good score as the 9×9 search does, did not pay.
  static constexpr int kPerBand = 2;
  static void choose_cell(const State& s, int& band, int& index) {
    int best_score = -1;
    for (int b = 0; b < 4; ++b) {
      uint64_t once = 0, twice = 0, thrice = 0;
      for (int d = 0; d < 16; ++d) {
        const uint64_t x = s.p[d][b] & s.open[b];
        thrice |= twice & x;
        twice |= once & x;
        once |= x;
      }
      int scored = 0;
      for (uint64_t two = twice & ~thrice; two && scored < kPerBand; two &= two - 1, ++scored) {
        const int i = lowest(two);
        const uint64_t bit = 1ull << i, col = kColumn << (i % 16);
        int score = 0;
        for (int d = 0; d < 16; ++d) {
          if (!(s.p[d][b] & bit)) continue;
          score += count_bits(s.p[d][b] & s.open[b] & kPeers.in_band[i]);
          for (int o = 0; o < 4; ++o)
            if (o != b) score += count_bits(s.p[d][o] & s.open[o] & col);
        }
        if (score > best_score) best_score = score, band = b, index = i;
      }
    }
    if (best_score >= 0) return;
    int best = 99;
    for (int b = 0; b < 4; ++b)
      for (uint64_t open = s.open[b]; open; open &= open - 1) {
        const int i = lowest(open);
        int k = 0;
        for (int d = 0; d < 16; ++d) k += static_cast<int>((s.p[d][b] >> i) & 1);
        if (k < best) {
          best = k;
          band = b;
          index = i;
        }
      }
  }

  void save_first(const State& s) {
    for (int d = 0; d < 16; ++d)
      for (int b = 0; b < 4; ++b)
        for (uint64_t a = s.p[d][b]; a; a &= a - 1) first_[64 * b + lowest(a)] = static_cast<uint8_t>(d + 1);
  }

  int limit_;
  int64_t budget_;
  FastSudokuResult& r_;
  const uint16_t* shrink_;
  bool out_of_budget_ = false;
  uint32_t dirty_ = 0;      // bit d: p[d] changed since its permutations were last applied
  uint32_t unscanned_ = 0;  // bit d: digit d changed since its hidden singles were last looked for
  uint8_t first_[256] = {};
};

}  // namespace

FastSudokuResult solve_sudoku_fast16(const SudokuGrid& puzzle, int limit, int64_t guess_budget) {
  assert(puzzle.shape.box_rows == 4 && puzzle.shape.box_cols == 4 && puzzle.cells.size() == 256);
  FastSudokuResult result;
  Search search(limit, guess_budget, result);
  State s;
  for (auto& digit : s.p)
    for (uint64_t& band : digit) band = ~0ull;
  for (uint64_t& band : s.open) band = ~0ull;
  bool consistent = true;
  for (int c = 0; c < 256 && consistent; ++c) {
    const int v = puzzle.cells[c];
    if (v) consistent = v <= 16 && search.place(s, v - 1, c / 64, c % 64);
  }
  if (consistent && search.propagate(s)) search.run(s);
  else ++result.dead_ends;
  result.exhausted = !search.out_of_budget() && result.count < limit;
  result.first.shape = puzzle.shape;
  if (result.count > 0) result.first.cells.assign(search.first(), search.first() + 256);
  return result;
}

}  // namespace gridlogic
