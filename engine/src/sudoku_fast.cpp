// sudoku_fast.cpp — the fast native search of sudoku_fast.h: a 9×9 bitboard solver (digit × band
// words, locked candidates by table, singles by bit slicing), the dispatch to the SIMD 9×9 and the
// 16×16 searches (sudoku_simd.h, sudoku_fast16.cpp), and a generic one for every other shape
// (one candidate mask per cell, singles to a fixpoint). Both branch on a cell with the fewest
// candidates and stop at `limit` solutions; tests/engine/sudoku_fast_test.cpp checks them against
// brute force and SAT, bench/bench_sudoku.cpp measures them (docs/benchmarks.md).
#include "gridlogic/sudoku_fast.h"

#include <algorithm>
#include <bit>
#include <cassert>
#include <cstdlib>
#include <optional>
#include <string_view>

#include "gridlogic/deadline.h"
#include "sudoku_fast16.h"
#include "sudoku_simd.h"

namespace gridlogic {
namespace {

// ---------------------------------------------------------------------------------------------------
// The 9×9 path: one 27-bit word per digit and band.
//
// Bit i of p[d][b] is cell (3b + i / 9, i % 9) of band b (rows 3b..3b+2) and is set while digit d+1
// may still go there; a placed cell keeps the bit of its own digit only, and `open` marks the cells
// not placed yet. Within a band a digit occupies exactly one "minirow" (three cells of a row inside
// one box) per row and per box, so the minirows it uses form one of six permutations: the union of
// the permutations that fit the candidates is what is left (`kTables.shrink`), which is pointing and
// claiming along rows and more, in three table look-ups. Columns meet across bands: a box whose
// candidates sit in one column removes the digit from that column in the other bands, and a column
// whose candidates lie in one band only removes the digit from the other columns of that box. Naked
// and hidden singles are bit-sliced counts over the nine digit words. The state is 30 words, copied
// per search level, so the recursion allocates nothing. This is the structure of the fast bitboard
// solvers (JCZSolve, tdoku's "simple" solver), written from the description, not from their code.
namespace nine {

constexpr uint32_t kBandCells = (1u << 27) - 1;
constexpr uint32_t kColumn = 0x40201u;  // column 0 of a band; << c for column c
constexpr uint32_t kBox = 0x1C0E07u;    // box 0 of a band; << 3k for box k
constexpr uint32_t spread(uint32_t cols) { return cols | cols << 9 | cols << 18; }
// Not std::has_single_bit: without -mpopcnt GCC makes that a library call.
constexpr bool single_bit(uint32_t x) { return x && !(x & (x - 1)); }
// Not std::popcount, for the same reason: the classic SWAR count, inline.
constexpr int count_bits(uint32_t x) {
  x = x - ((x >> 1) & 0x55555555u);
  x = (x & 0x33333333u) + ((x >> 2) & 0x33333333u);
  x = (x + (x >> 4)) & 0x0F0F0F0Fu;
  return static_cast<int>((x * 0x01010101u) >> 24);
}

struct Tables {
  uint8_t row_boxes[512]{};       // a 9-bit row → which of its three minirows hold a candidate
  uint16_t shrink[512]{};         // minirows in use (bit 3r+k) → union of the permutations inside them
  uint32_t minirow_cells[512]{};  // a set of minirows → its 27-bit cell mask
  uint16_t pointing[512]{};       // a band's columns with candidates → columns that are a box's only one
  uint16_t claiming[512]{};       // columns with candidates in this band only → columns the digit may
                                  // keep in this band; 0xFFFF when a box would need it twice
  uint32_t peers[27]{};           // a cell's row, box and column within its band, the cell excluded
};

constexpr Tables make_tables() {
  Tables t;
  for (uint32_t x = 0; x < 512; ++x) {
    for (int k = 0; k < 3; ++k)
      if ((x >> (3 * k)) & 7) t.row_boxes[x] |= static_cast<uint8_t>(1u << k);
    constexpr int kPerms[6][3] = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};
    for (const auto& p : kPerms) {
      uint32_t m = (1u << p[0]) | (1u << (3 + p[1])) | (1u << (6 + p[2]));
      if ((m & ~x) == 0) t.shrink[x] = static_cast<uint16_t>(t.shrink[x] | m);
    }
    for (int r = 0; r < 3; ++r)
      for (int k = 0; k < 3; ++k)
        if (x & (1u << (3 * r + k))) t.minirow_cells[x] |= 7u << (9 * r + 3 * k);
    uint32_t allowed = 0;
    bool clash = false;
    for (int k = 0; k < 3; ++k) {
      uint32_t g = (x >> (3 * k)) & 7;
      bool single = g && !(g & (g - 1));
      if (single) t.pointing[x] = static_cast<uint16_t>(t.pointing[x] | g << (3 * k));
      if (g && !single) clash = true;
      allowed |= (g ? g : 7u) << (3 * k);
    }
    t.claiming[x] = clash ? 0xFFFF : static_cast<uint16_t>(allowed);
  }
  for (int i = 0; i < 27; ++i) {
    int r = i / 9, c = i % 9;
    t.peers[i] = ((0x1FFu << (9 * r)) | (kBox << (3 * (c / 3))) | (kColumn << c)) & ~(1u << i);
  }
  return t;
}
constexpr Tables kTables = make_tables();

struct State {
  uint32_t p[9][3];
  uint32_t open[3];
};

class Search {
 public:
  Search(int limit, int64_t budget, FastSudokuResult& result) : limit_(limit), budget_(budget), r_(result) {}

  // Places digit d in cell i of band b; false when d can no longer go there.
  bool place(State& s, int d, int b, int i) {
    const uint32_t bit = 1u << i;
    if (!(s.p[d][b] & bit)) return false;
    if (!(s.open[b] & bit)) return true;  // placed already, with d (any other digit lost the bit)
    s.open[b] &= ~bit;
    for (int e = 0; e < 9; ++e)
      if (e != d && (s.p[e][b] & bit)) {
        s.p[e][b] &= ~bit;
        dirty_ |= 1u << (3 * e + b);
        unscanned_ |= 1u << e;
      }
    s.p[d][b] &= ~kTables.peers[i];
    dirty_ |= 1u << (3 * d + b);
    unscanned_ |= 1u << d;
    const uint32_t col = kColumn << (i % 9);
    for (int o = 0; o < 3; ++o)
      if (o != b && (s.p[d][o] & col)) {
        if (s.p[d][o] & col & ~s.open[o]) return false;
        s.p[d][o] &= ~col;
        dirty_ |= 1u << (3 * d + o);
      }
    return true;
  }

  // Locked candidates on every changed digit and band, then naked and hidden singles, to a fixpoint.
  bool propagate(State& s) {
    for (;;) {
      while (dirty_) {
        const int k = std::countr_zero(dirty_);
        dirty_ &= dirty_ - 1;
        if (!shrink(s, k / 3, k % 3)) return false;
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
    if ((s.open[0] | s.open[1] | s.open[2]) == 0) {
      if (r_.count++ == 0) save_first(s);
      return;
    }
    int b = 0, i = 0;
    choose_cell(s, b, i);
    ++r_.branch_points;
    const uint32_t bit = 1u << i;
    for (int d = 0; d < 9 && !done(); ++d) {
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
  static uint32_t fold(uint32_t a) { return (a | a >> 9 | a >> 18) & 0x1FF; }

  bool shrink(State& s, int d, int b) {
    const uint32_t before = s.p[d][b];
    uint32_t a = before;
    const uint32_t occupied =
        kTables.row_boxes[a & 0x1FF] | kTables.row_boxes[(a >> 9) & 0x1FF] << 3 | kTables.row_boxes[a >> 18] << 6;
    const uint32_t keep = kTables.shrink[occupied];
    if (!keep) return false;
    a &= kTables.minirow_cells[keep];
    const int b1 = b == 0 ? 1 : 0, b2 = b == 2 ? 1 : 2;
    const uint32_t cols = fold(a);
    if (const uint32_t lock = kTables.pointing[cols]) {
      for (int o : {b1, b2}) {
        const uint32_t cut = s.p[d][o] & spread(lock);
        if (!cut) continue;
        if (cut & ~s.open[o]) return false;
        s.p[d][o] &= ~cut;
        dirty_ |= 1u << (3 * d + o);
        unscanned_ |= 1u << d;
      }
    }
    const uint32_t c1 = fold(s.p[d][b1]), c2 = fold(s.p[d][b2]);
    if ((cols | c1 | c2) != 0x1FF) return false;
    const uint32_t claim = kTables.claiming[cols & ~c1 & ~c2];
    if (claim == 0xFFFF) return false;
    const uint32_t shrunk = a;
    a &= spread(claim);
    if (a != shrunk) dirty_ |= 1u << (3 * d + b);  // once more: the claim may have emptied a minirow
    if (a != before) {
      if ((before & ~s.open[b]) & ~a) return false;  // a placed digit lost its own cell
      s.p[d][b] = a;
      unscanned_ |= 1u << d;
      if (fold(a) != fold(before)) dirty_ |= 1u << (3 * d + b1) | 1u << (3 * d + b2);
    }
    return true;
  }

  bool naked_singles(State& s, int& placed) {
    for (int b = 0; b < 3; ++b) {
      uint32_t once = 0, twice = 0;
      for (int d = 0; d < 9; ++d) {
        const uint32_t x = s.p[d][b];
        twice |= once & x;
        once |= x;
      }
      const uint32_t open = s.open[b];
      if (open & ~once) return false;
      uint32_t singles = open & once & ~twice;
      while (singles) {
        const int i = std::countr_zero(singles);
        singles &= singles - 1;
        if (!(s.open[b] & (1u << i))) continue;
        int d = 0;
        while (!(s.p[d][b] & (1u << i))) {
          if (++d == 9) return false;  // emptied by a placement of this loop
        }
        if (!place(s, d, b, i)) return false;
        ++placed;
      }
    }
    return true;
  }

  bool hidden_singles(State& s, int& placed) {
    while (unscanned_) {
      const int d = std::countr_zero(unscanned_);
      unscanned_ &= unscanned_ - 1;
      uint32_t once = 0, twice = 0;  // columns, over the nine rows
      for (int b = 0; b < 3; ++b) {
        const uint32_t a = s.p[d][b];
        for (int r = 0; r < 3; ++r) {
          const uint32_t row = (a >> (9 * r)) & 0x1FF;
          twice |= once & row;
          once |= row;
        }
        uint32_t found = 0;
        for (int r = 0; r < 3; ++r) {
          const uint32_t row = a & (0x1FFu << (9 * r));
          if (single_bit(row)) found |= row;
          const uint32_t box = a & (kBox << (3 * r));
          if (single_bit(box)) found |= box;
        }
        found &= s.open[b];
        while (found) {
          const int i = std::countr_zero(found);
          found &= found - 1;
          if (!place(s, d, b, i)) return false;
          ++placed;
        }
      }
      uint32_t cols = once & ~twice;
      while (cols) {
        const int c = std::countr_zero(cols);
        cols &= cols - 1;
        for (int b = 0; b < 3; ++b) {
          const uint32_t cell = s.p[d][b] & (kColumn << c) & s.open[b];
          if (cell) {
            if (!place(s, d, b, std::countr_zero(cell))) return false;
            ++placed;
            break;
          }
        }
      }
    }
    return true;
  }

  // Among the cells with two candidates, the one whose two digits have the most other candidates in
  // its row, column and box: either branch then removes the most, so propagation goes furthest.
  // Without a two-candidate cell, one with the fewest. Scoring costs time on every node, so it stops
  // at the first kScoredCells such cells, or at a cell scoring kGoodScore: measured with bench_sudoku
  // (docs/benchmarks.md), these cut guesses by a third to a half on the hard sets and time by 4–26 %,
  // but Serg's many-solution set, where nodes are cheap, got about a fifth slower.
  static constexpr int kScoredCells = 8;
  static constexpr int kGoodScore = 14;
  static void choose_cell(const State& s, int& band, int& index) {
    int best_score = -1, scored = 0;
    for (int b = 0; b < 3 && scored < kScoredCells; ++b) {
      uint32_t once = 0, twice = 0, thrice = 0;
      for (int d = 0; d < 9; ++d) {
        const uint32_t x = s.p[d][b] & s.open[b];
        thrice |= twice & x;
        twice |= once & x;
        once |= x;
      }
      for (uint32_t two = twice & ~thrice; two && scored < kScoredCells; two &= two - 1, ++scored) {
        const int i = std::countr_zero(two);
        const uint32_t bit = 1u << i, col = kColumn << (i % 9);
        int score = 0;
        for (int d = 0; d < 9; ++d) {
          if (!(s.p[d][b] & bit)) continue;
          score += count_bits(s.p[d][b] & s.open[b] & kTables.peers[i]);
          for (int o = 0; o < 3; ++o)
            if (o != b) score += count_bits(s.p[d][o] & s.open[o] & col);
        }
        if (score > best_score) best_score = score, band = b, index = i;
        if (score >= kGoodScore) return;
      }
    }
    if (best_score >= 0) return;
    int best = 99;
    for (int b = 0; b < 3; ++b)
      for (uint32_t open = s.open[b]; open; open &= open - 1) {
        const int i = std::countr_zero(open);
        int k = 0;
        for (int d = 0; d < 9; ++d) k += (s.p[d][b] >> i) & 1;
        if (k < best) {
          best = k;
          band = b;
          index = i;
        }
      }
  }

  void save_first(const State& s) {
    for (int d = 0; d < 9; ++d)
      for (int b = 0; b < 3; ++b)
        for (uint32_t a = s.p[d][b]; a; a &= a - 1) {
          const int i = std::countr_zero(a);
          first_[27 * b + i] = static_cast<uint8_t>(d + 1);
        }
  }

  int limit_;
  int64_t budget_;
  FastSudokuResult& r_;
  bool out_of_budget_ = false;
  uint32_t dirty_ = 0;      // bit 3d+b: p[d][b] changed since its locked candidates were last applied
  uint32_t unscanned_ = 0;  // bit d: digit d changed since its hidden singles were last looked for
  uint8_t first_[81] = {};
};

FastSudokuResult solve(const SudokuGrid& puzzle, int limit, int64_t budget) {
  FastSudokuResult result;
  Search search(limit, budget, result);
  State s;
  for (auto& digit : s.p)
    for (uint32_t& band : digit) band = kBandCells;
  for (uint32_t& band : s.open) band = kBandCells;
  bool consistent = true;
  for (int c = 0; c < 81 && consistent; ++c)
    if (puzzle.cells[c]) consistent = search.place(s, puzzle.cells[c] - 1, c / 27, c % 27);
  if (consistent && search.propagate(s)) search.run(s);
  else ++result.dead_ends;
  result.exhausted = !search.out_of_budget() && result.count < limit;
  result.first.shape = puzzle.shape;
  if (result.count > 0) result.first.cells.assign(search.first(), search.first() + 81);
  return result;
}

}  // namespace nine

// ---------------------------------------------------------------------------------------------------
// Every other shape: one candidate mask per cell (up to 25 values), a board per depth.

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
  if (is(3, 3)) {
    static const Geometry g(shape);
    return &g;
  }
  if (is(2, 2)) {
    static const Geometry g(shape);
    return &g;
  }
  if (is(2, 3)) {
    static const Geometry g(shape);
    return &g;
  }
  if (is(3, 4)) {
    static const Geometry g(shape);
    return &g;
  }
  if (is(4, 4)) {
    static const Geometry g(shape);
    return &g;
  }
  if (is(5, 5)) {
    static const Geometry g(shape);
    return &g;
  }
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
    ++result.branch_points;
    while (options && !done()) {
      int v = std::countr_zero(options) + 1;
      options &= options - 1;
      if (budget_ >= 0 && (result.guesses >= static_cast<uint64_t>(budget_) || guess_is_over())) {
        out_of_budget_ = true;
        return;
      }
      ++result.guesses;
      // Children reuse one board per depth: no allocation after the first visit of a depth.
      Board& child = pool_[depth];
      child = b;
      if (place(child, best, v)) run(child, depth + 1);
      else ++result.dead_ends;
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

namespace {

// Which 9×9 paths this build carries and this CPU runs, asked once. __builtin_cpu_supports reads CPUID
// and, for AVX and AVX-512, whether the OS saves their registers (XGETBV). Under Emscripten a module
// that loads has WebAssembly SIMD, so its 128-bit path always runs.
struct Paths {
  bool available[4] = {true, false, false, false};  // by Sudoku9Path
  Sudoku9Path best = Sudoku9Path::Scalar;
  Paths() {
#if defined(__x86_64__)
    available[1] = solve_sudoku_simd9_sse41 && __builtin_cpu_supports("sse4.1") && __builtin_cpu_supports("popcnt");
    available[2] = solve_sudoku_simd9_avx2 && available[1] && __builtin_cpu_supports("avx2") &&
                   __builtin_cpu_supports("bmi") && __builtin_cpu_supports("bmi2") && __builtin_cpu_supports("fma");
    available[3] = solve_sudoku_simd9_avx512 && available[2] && __builtin_cpu_supports("avx512f") &&
                   __builtin_cpu_supports("avx512vl") && __builtin_cpu_supports("avx512bw") &&
                   __builtin_cpu_supports("avx512dq") && __builtin_cpu_supports("avx512cd");
#else
    available[1] = solve_sudoku_simd9_sse41 != nullptr;
#endif
    for (int p = 3; p >= 0; --p)
      if (available[p]) {
        best = static_cast<Sudoku9Path>(p);
        break;
      }
    // GRIDLOGIC_SUDOKU9_PATH: another available path as the default (comparisons through the CLI).
    if (const char* want = std::getenv("GRIDLOGIC_SUDOKU9_PATH"))
      for (Sudoku9Path p : kSudoku9Paths)
        if (available[static_cast<int>(p)] && std::string_view(want) == sudoku9_path_name(p)) best = p;
  }
};

const Paths& paths() {
  static const Paths p;  // on first use, never at start-up
  return p;
}

Simd9Solve simd9_of(Sudoku9Path path) {
  switch (path) {
    case Sudoku9Path::Sse41: return solve_sudoku_simd9_sse41;
    case Sudoku9Path::Avx2: return solve_sudoku_simd9_avx2;
    case Sudoku9Path::Avx512: return solve_sudoku_simd9_avx512;
    default: return nullptr;
  }
}

}  // namespace

const char* sudoku9_path_name(Sudoku9Path path) {
  switch (path) {
    case Sudoku9Path::Scalar: return "scalar";
#if defined(__EMSCRIPTEN__)
    case Sudoku9Path::Sse41: return "simd128";
#else
    case Sudoku9Path::Sse41: return "sse4.1";
#endif
    case Sudoku9Path::Avx2: return "avx2";
    case Sudoku9Path::Avx512: return "avx512";
    case Sudoku9Path::Best: return sudoku9_path_name(paths().best);
  }
  return "";
}

bool sudoku9_path_available(Sudoku9Path path) {
  return path == Sudoku9Path::Best || paths().available[static_cast<int>(path)];
}

Sudoku9Path sudoku9_best_path() { return paths().best; }

bool sudoku_fast_simd_available() { return paths().best != Sudoku9Path::Scalar; }

namespace {

// The 16×16 search branches far better on average, but like any fixed order it has a heavy tail: on a
// few sparse grids with many solutions it found none in 2,000,000 guesses where the generic search
// needed 424, and the generic search has tails of its own that this one avoids (docs/sixteen.md). So
// the two take turns from scratch with budgets growing fourfold: a puzzle costs at most a few times
// what the luckier order needs. Counts are exact either way; the counters add up every turn.
FastSudokuResult solve_sixteen(const SudokuGrid& puzzle, int limit, int64_t guess_budget) {
  const bool budgeted = guess_budget >= 0;
  uint64_t guesses = 0, branch_points = 0, dead_ends = 0;
  auto finish = [&](FastSudokuResult r) {
    r.guesses += guesses;
    r.branch_points += branch_points;
    r.dead_ends += dead_ends;
    return r;
  };
  for (int64_t turn = 50000;; turn *= 4)
    for (bool generic : {false, true}) {
      const int64_t left = budgeted ? guess_budget - static_cast<int64_t>(guesses) : turn;
      const int64_t budget = std::min(turn, std::max<int64_t>(left, 0));
      FastSudokuResult r =
          generic ? solve_sudoku_generic(puzzle, limit, budget) : solve_sudoku_fast16(puzzle, limit, budget);
      if (r.exhausted || r.count >= limit || (budgeted && budget == left)) return finish(std::move(r));
      // Past the request's time limit a budgeted search stops: one with a budget reports "unknown";
      // one without must still answer, so the better order runs to the end.
      if (time_is_up_now()) return finish(budgeted ? std::move(r) : solve_sudoku_fast16(puzzle, limit, -1));
      guesses += r.guesses;
      branch_points += r.branch_points;
      dead_ends += r.dead_ends;
    }
}

}  // namespace

FastSudokuResult solve_sudoku_fast_path(const SudokuGrid& puzzle, int limit, int64_t guess_budget, Sudoku9Path path) {
  assert(limit >= 1);
  if (puzzle.shape.box_rows == 3 && puzzle.shape.box_cols == 3) {
    if (path == Sudoku9Path::Best || !sudoku9_path_available(path)) path = paths().best;
    const Simd9Solve solve = simd9_of(path);
    if (!solve) return nine::solve(puzzle, limit, guess_budget);
    Simd9Result s;
    solve(puzzle.cells.data(), limit, guess_budget, s);
    FastSudokuResult r;
    r.count = s.count;
    r.exhausted = !s.out_of_budget && s.count < limit;
    r.guesses = s.guesses;
    r.branch_points = s.branch_points;
    r.dead_ends = s.dead_ends;
    r.first.shape = puzzle.shape;
    if (r.count > 0) r.first.cells.assign(s.first, s.first + 81);
    return r;
  }
  if (puzzle.shape.box_rows == 4 && puzzle.shape.box_cols == 4) return solve_sixteen(puzzle, limit, guess_budget);
  return solve_sudoku_generic(puzzle, limit, guess_budget);
}

FastSudokuResult solve_sudoku_generic(const SudokuGrid& puzzle, int limit, int64_t guess_budget) {
  return solve_sudoku_candidates(puzzle, {}, limit, guess_budget);
}

FastSudokuResult solve_sudoku_candidates(const SudokuGrid& puzzle, const std::vector<uint32_t>& candidates, int limit,
                                         int64_t guess_budget) {
  assert(limit >= 1);
  assert(candidates.empty() || candidates.size() == puzzle.cells.size());
  const Geometry* cached = cached_geometry(puzzle.shape);
  std::optional<Geometry> local;
  if (!cached) local.emplace(puzzle.shape);
  const Geometry& g = cached ? *cached : *local;
  Board b;
  const uint32_t all = (1u << g.n) - 1;
  b.cand.assign(g.cells, all);
  if (!candidates.empty())
    for (int c = 0; c < g.cells; ++c) b.cand[c] = candidates[c] & all;
  b.placed.assign(g.cells, 0);
  b.open = g.cells;
  Search search(g, limit, guess_budget);
  bool consistent = true;
  for (int c = 0; c < g.cells && consistent; ++c)
    if (puzzle.cells[c]) consistent = search.place(b, c, puzzle.cells[c]);
  if (consistent) search.run(b);
  else ++search.result.dead_ends;

  FastSudokuResult r = search.result;
  r.exhausted = !search.out_of_budget() && r.count < limit;
  r.first.shape = puzzle.shape;
  if (r.count > 0) {
    r.first.cells.resize(g.cells);
    for (int c = 0; c < g.cells; ++c) r.first.cells[c] = static_cast<uint8_t>(std::countr_zero(search.first()[c]) + 1);
  }
  return r;
}

FastSudokuResult solve_sudoku_fast_path(const SudokuGrid& puzzle, int limit, int64_t guess_budget, bool simd) {
  return solve_sudoku_fast_path(puzzle, limit, guess_budget, simd ? Sudoku9Path::Best : Sudoku9Path::Scalar);
}

FastSudokuResult solve_sudoku_fast(const SudokuGrid& puzzle, int limit, int64_t guess_budget) {
  return solve_sudoku_fast_path(puzzle, limit, guess_budget, Sudoku9Path::Best);
}

}  // namespace gridlogic
