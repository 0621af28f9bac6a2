// sudoku_simd.cpp — the 9×9 search of solve_sudoku_fast in 128-bit vectors (SSE4.1 or WASM SIMD).
//
// State: one vector per digit whose 32-bit lanes 0..2 are the digit's 27-bit candidate words of bands
// 0..2 (bit 9r + c: row 3b + r, column c; lane 3 stays zero), plus one vector of the cells not placed
// yet. The scalar search (sudoku_fast.cpp) treats each digit-band word on its own, by table look-ups;
// here every rule runs on a digit's three bands at once with shifts and masks, so columns, which cross
// bands, are lane shuffles:
//   - a placement (a set of cells for one digit: a pass's singles of that digit, or a guess) clears the
//     cells in every other digit and the rows, boxes and columns holding them in its digit, by masks
//     built without branches (data-dependent branches per digit were the largest cost measured);
//   - per digit and band, the minirows in use must contain one of the six row/box permutations a digit
//     takes in a band: the union of the permutations that fit is kept (pointing and claiming along rows,
//     all bands in about 30 instructions); a box whose candidates sit in one column clears that column
//     in the other bands, a column found in one band only clears the rest of its box in that band;
//   - per minirow (three cells of a row inside a box), exactly three digits go there: a minirow with
//     fewer than three digits left is a contradiction, and when exactly three remain each of them must
//     use that minirow (tdoku's "triads" idea, from its write-up; no code taken), which fixes those
//     digits' permutations further;
//   - naked singles by bit-sliced counts over the nine digit vectors, hidden singles per digit by a
//     single-bit test on every row, box and column of all bands at once;
//   - only where these are stuck, before a branch: the triad rule on minicolumns, and "three digits
//     must use this minirow / minicolumn, so no other digit may".
// Branching: in the first levels on a digit's permutations in a band (tdoku's choice), below them on
// the most constraining two-candidate cell among the first few, as the scalar path does.
// This file is compiled with SSE4.1 + POPCNT natively, -msimd128 under Emscripten (engine/CMakeLists.txt),
// and calls nothing inline from other headers, so no code compiled for those instructions can be shared
// with the baseline build (sudoku_simd.h).
#include "sudoku_simd.h"

#if defined(GRIDLOGIC_SIMD9)
#include <smmintrin.h>

#include "gridlogic/deadline.h"

namespace gridlogic {
namespace {

constexpr uint32_t kBand = (1u << 27) - 1;
constexpr uint32_t kMinirows = 0x01249249u;  // bit 9r + 3k: the first cell of each minirow

struct alignas(16) Lanes {
  uint32_t w[4];
};

struct Tables {
  Lanes cell[81];   // the cell's bit in its band's lane
  Lanes peer[81];   // its row and box in its band, its column in the other bands; the cell excluded
  uint32_t perms[6];  // the six permutations as minirow bits 9r + 3k
};

constexpr Tables make_tables() {
  Tables t{};
  for (int c = 0; c < 81; ++c) {
    const int b = c / 27, i = c % 27, r = i / 9, col = i % 9;
    t.cell[c].w[b] = 1u << i;
    for (int o = 0; o < 3; ++o) {
      for (int rr = 0; rr < 3; ++rr) t.peer[c].w[o] |= 1u << (9 * rr + col);
      if (o == b) {
        t.peer[c].w[o] |= 0x1FFu << (9 * r);
        for (int rr = 0; rr < 3; ++rr) t.peer[c].w[o] |= 7u << (9 * rr + 3 * (col / 3));
        t.peer[c].w[o] &= ~(1u << i);
      }
    }
  }
  constexpr int kPerms[6][3] = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};
  for (int p = 0; p < 6; ++p)
    t.perms[p] = 1u << (3 * kPerms[p][0]) | 1u << (9 + 3 * kPerms[p][1]) | 1u << (18 + 3 * kPerms[p][2]);
  return t;
}
constexpr Tables kTables = make_tables();

inline __m128i lanes3(uint32_t x) { return _mm_set_epi32(0, static_cast<int>(x), static_cast<int>(x), static_cast<int>(x)); }
inline __m128i load(const Lanes& l) { return _mm_load_si128(reinterpret_cast<const __m128i*>(l.w)); }
inline void store(Lanes& l, __m128i v) { _mm_store_si128(reinterpret_cast<__m128i*>(l.w), v); }
inline bool same(__m128i a, __m128i b) { return _mm_movemask_epi8(_mm_cmpeq_epi32(a, b)) == 0xFFFF; }
// Lane k ← lane k+1 and lane k ← lane k+2 among lanes 0..2 (lane 3, zero, stays).
inline __m128i next1(__m128i v) { return _mm_shuffle_epi32(v, _MM_SHUFFLE(3, 0, 2, 1)); }
inline __m128i next2(__m128i v) { return _mm_shuffle_epi32(v, _MM_SHUFFLE(3, 1, 0, 2)); }
// Within each group of three columns (a box's), rotate by one and by two.
inline __m128i group_rot1(__m128i x) {
  return _mm_or_si128(_mm_and_si128(_mm_slli_epi32(x, 1), _mm_set1_epi32(0x1B6)),
                      _mm_and_si128(_mm_srli_epi32(x, 2), _mm_set1_epi32(0x049)));
}
inline __m128i group_rot2(__m128i x) {
  return _mm_or_si128(_mm_and_si128(_mm_slli_epi32(x, 2), _mm_set1_epi32(0x124)),
                      _mm_and_si128(_mm_srli_epi32(x, 1), _mm_set1_epi32(0x0DB)));
}
// Nine column bits → those columns in all three rows of a band.
inline __m128i spread_rows(__m128i x) {
  return _mm_or_si128(x, _mm_or_si128(_mm_slli_epi32(x, 9), _mm_slli_epi32(x, 18)));
}
// Minirow bits (9r + 3k) → their three cells.
inline __m128i spread_minirows(__m128i x) {
  return _mm_or_si128(x, _mm_or_si128(_mm_slli_epi32(x, 1), _mm_slli_epi32(x, 2)));
}
inline __m128i minirows_in_use(__m128i v) {
  return _mm_and_si128(_mm_or_si128(v, _mm_or_si128(_mm_srli_epi32(v, 1), _mm_srli_epi32(v, 2))), lanes3(kMinirows));
}
inline int popcount128(__m128i x) {
  return __builtin_popcountll(static_cast<unsigned long long>(_mm_cvtsi128_si64(x))) +
         __builtin_popcountll(static_cast<unsigned long long>(_mm_extract_epi64(x, 1)));
}

struct State {
  Lanes d[9];
  Lanes open;
  Lanes forced[9];  // per digit, minirow bits (9r + 3k) it must use: the triad rule's findings
};

class Search {
 public:
  Search(int limit, int64_t budget, Simd9Result& r) : limit_(limit), budget_(budget), r_(r) {}

  // The rows, boxes and columns holding one of `cells` (all their cells), branch-free; false when two
  // of the cells share a house. For a handful of cells this costs less than a loop over them with the
  // peer table, whose unpredictable trip counts and branches cost more than the instructions here.
  static bool houses_of(__m128i cells, __m128i& cut) {
    const __m128i zero = _mm_setzero_si128(), ones = _mm_set1_epi32(1), row9 = lanes3(0x1FF);
    __m128i twice = zero;
    cut = zero;
    for (int k = 0; k < 3; ++k) {
      const uint32_t houses[2] = {0x1FFu << (9 * k), 0x1C0E07u << (3 * k)};  // row k, box k of a band
      for (const uint32_t house : houses) {
        const __m128i h = _mm_and_si128(cells, lanes3(house));
        cut = _mm_or_si128(cut, _mm_andnot_si128(_mm_cmpeq_epi32(h, zero), lanes3(house)));
        twice = _mm_or_si128(twice, _mm_and_si128(h, _mm_sub_epi32(h, ones)));
      }
    }
    // Columns: once and twice over the three rows of each band, then over the bands.
    const __m128i r0 = _mm_and_si128(cells, row9), r1 = _mm_and_si128(_mm_srli_epi32(cells, 9), row9), r2 = _mm_srli_epi32(cells, 18);
    const __m128i cols = _mm_or_si128(r0, _mm_or_si128(r1, r2));
    const __m128i others = _mm_or_si128(next1(cols), next2(cols));
    twice = _mm_or_si128(twice, _mm_and_si128(cols, others));
    twice = _mm_or_si128(twice, _mm_or_si128(_mm_and_si128(r0, r1), _mm_and_si128(r2, _mm_or_si128(r0, r1))));
    cut = _mm_or_si128(cut, spread_rows(_mm_or_si128(cols, others)));
    return _mm_testz_si128(twice, twice);
  }

  // Places digit d in cell i of band b (a guess); false when d can no longer go there.
  bool place(State& s, int d, int b, int i) {
    if (!(s.d[d].w[b] & (1u << i))) return false;
    return assign(s, d, load(kTables.cell[27 * b + i]));
  }

  // Places digit d in `cells` (open cells, each a candidate of d), all at once: every other digit loses
  // them, and d loses their peers. False when two of them are peers or a peer holds a placed d. The
  // other digits are updated without a branch per digit (a `continue` for the digits that had no
  // candidate there was mispredicted often enough to cost 10 %).
  bool assign(State& s, int d, __m128i cells) {
    uint32_t changed = 0;
    for (int e = 0; e < 9; ++e) {
      if (e == d) continue;
      const __m128i x = load(s.d[e]);
      changed |= static_cast<uint32_t>(!_mm_testz_si128(x, cells)) << e;
      store(s.d[e], _mm_andnot_si128(cells, x));
    }
    dirty_ |= changed;
    unscanned_ |= changed;
    return place_own(s, d, cells);
  }

  // The second half of assign, all that naked singles need (their cells have no other digit): the cells
  // leave `open`, digit d loses their peers.
  bool place_own(State& s, int d, __m128i cells) {
    const __m128i open = _mm_andnot_si128(cells, load(s.open));
    store(s.open, open);
    const __m128i start = load(s.d[d]);
    __m128i cut;
    if (!houses_of(cells, cut)) return false;
    cut = _mm_andnot_si128(cells, cut);
    const __m128i v = _mm_andnot_si128(cut, start);
    if (!_mm_testc_si128(open, _mm_andnot_si128(v, start))) return false;  // a placed d among the peers
    if (!same(v, start)) {
      store(s.d[d], v);
      dirty_ |= 1u << d;
      unscanned_ |= 1u << d;
    }
    return true;
  }

  // All givens at once (cells: 81 values 0..9): per digit, the rows, boxes and columns holding one of
  // its givens lose it elsewhere; two givens of a digit in one house are a contradiction.
  bool place_givens(State& s, const uint8_t* cells) {
    // Per digit, its givens as three 27-bit words: byte compares over the 81 cells, each 16 cells'
    // results packed to bits by movemask (a scalar loop of read-modify-writes cost twice as much).
    alignas(16) uint8_t buf[96] = {};
    __builtin_memcpy(buf, cells, 81);
    __m128i bytes[6];
    for (int j = 0; j < 6; ++j) bytes[j] = _mm_load_si128(reinterpret_cast<const __m128i*>(buf + 16 * j));
    Lanes given[9];
    for (int d = 0; d < 9; ++d) {
      const __m128i digit = _mm_set1_epi8(static_cast<char>(d + 1));
      uint64_t lo = 0, hi = 0;
      for (int j = 0; j < 4; ++j)
        lo |= static_cast<uint64_t>(_mm_movemask_epi8(_mm_cmpeq_epi8(bytes[j], digit))) << (16 * j);
      for (int j = 4; j < 6; ++j)
        hi |= static_cast<uint64_t>(_mm_movemask_epi8(_mm_cmpeq_epi8(bytes[j], digit))) << (16 * (j - 4));
      given[d] = Lanes{{static_cast<uint32_t>(lo) & kBand, static_cast<uint32_t>(lo >> 27) & kBand,
                        static_cast<uint32_t>(lo >> 54 | hi << 10) & kBand, 0}};
    }
    __m128i all = _mm_setzero_si128();
    for (const Lanes& g : given) all = _mm_or_si128(all, load(g));
    store(s.open, _mm_andnot_si128(all, lanes3(kBand)));
    for (int d = 0; d < 9; ++d) {
      const __m128i g = load(given[d]);
      __m128i v = _mm_andnot_si128(all, load(s.d[d]));
      if (!_mm_testz_si128(g, g)) {
        __m128i cut;
        if (!houses_of(g, cut)) return false;
        v = _mm_or_si128(_mm_andnot_si128(cut, v), g);
      }
      store(s.d[d], v);
    }
    dirty_ = unscanned_ = 0x1FF;
    return true;
  }

  // Singles first, then the band rules of the digits that changed, then triads, to a fixpoint. With
  // singles placed per digit, running the band rules only once singles are exhausted saves calls; the
  // contradictions they used to find early (a house left without the digit) hidden_singles now finds.
  bool propagate(State& s) {
    for (;;) {
      int placed = 0;
      if (!naked_singles(s, placed)) return false;
      if (placed) continue;
      if (!hidden_singles(s, placed)) return false;
      if (placed) continue;
      if (dirty_) {
        while (dirty_) {
          const int d = __builtin_ctz(dirty_);
          dirty_ &= dirty_ - 1;
          if (!shrink(s, d)) return false;
        }
        if (unscanned_) continue;
      }
      if (!triads(s)) return false;
      if (dirty_) continue;
      // Stuck: before the search branches, the rules too costly for every pass.
      if (_mm_testz_si128(load(s.open), load(s.open))) return true;
      if (!before_branching(s)) return false;
      if (!(dirty_ | unscanned_)) return true;
    }
  }

  void run(const State& s, int depth = 0) {
    if (done()) return;
    if ((s.open.w[0] | s.open.w[1] | s.open.w[2]) == 0) {
      if (r_.count++ == 0) save_first(s);
      return;
    }
    if (depth <= kBandBranchDepth && branch_on_band(s, depth)) return;
    int b = 0, i = 0;
    choose_cell(s, b, i);
    ++r_.branch_points;
    uint32_t digits = 0;  // the cell's candidates, gathered without a branch per digit
    for (int d = 0; d < 9; ++d) digits |= ((s.d[d].w[b] >> i) & 1u) << d;
    for (; digits && !done(); digits &= digits - 1) {
      const int d = __builtin_ctz(digits);
      if (budget_ >= 0 && (r_.guesses >= static_cast<uint64_t>(budget_) || guess_is_over())) {
        r_.out_of_budget = true;
        return;
      }
      ++r_.guesses;
      State child = s;
      dirty_ = unscanned_ = 0;
      if (place(child, d, b, i) && propagate(child))
        run(child, depth + 1);
      else
        ++r_.dead_ends;
    }
  }

  bool done() const { return r_.count >= limit_ || r_.out_of_budget; }

 private:
  // Near the root the search branches as tdoku does (its write-up; no code taken): in the band with
  // the fewest row→box permutations left over all digits, on the digit with the fewest (two or more),
  // one child per permutation, each an obligation in State::forced. A permutation places the digit's
  // three minirows of the band at once, a stronger first step than one cell's candidate: it halves
  // 17-clue branch points. Deeper down, cells again: a band branch there costs more per node
  // (counting permutations, weaker children) than it saves in branch points.
  static constexpr int kBandBranchDepth = 2;
  bool branch_on_band(const State& s, int depth) {
    const __m128i zero = _mm_setzero_si128();
    Lanes count[9];
    int total[3] = {0, 0, 0};
    for (int d = 0; d < 9; ++d) {
      const __m128i used = minirows_in_use(load(s.d[d])), forced = load(s.forced[d]);
      __m128i c = zero;
      for (uint32_t p : kTables.perms) {
        const __m128i perm = lanes3(p);
        c = _mm_sub_epi32(c, _mm_cmpeq_epi32(_mm_or_si128(_mm_andnot_si128(used, perm), _mm_andnot_si128(perm, forced)), zero));
      }
      store(count[d], c);
      for (int b = 0; b < 3; ++b) total[b] += static_cast<int>(count[d].w[b]);
    }
    int band = -1;
    for (int b = 0, best = 1 << 30; b < 3; ++b)
      if (total[b] > 9 && total[b] < best) best = total[b], band = b;  // 9: every digit settled there
    if (band < 0) return false;
    int digit = -1;
    for (int d = 0, best = 99; d < 9; ++d) {
      const int c = static_cast<int>(count[d].w[band]);
      if (c >= 2 && c < best) best = c, digit = d;
    }
    if (digit < 0) return false;
    const uint32_t w = s.d[digit].w[band], used = (w | w >> 1 | w >> 2) & kMinirows, forced = s.forced[digit].w[band];
    ++r_.branch_points;
    for (uint32_t p : kTables.perms) {
      if ((p & ~used) || (forced & ~p) || done()) continue;
      if (budget_ >= 0 && (r_.guesses >= static_cast<uint64_t>(budget_) || guess_is_over())) {
        r_.out_of_budget = true;
        return true;
      }
      ++r_.guesses;
      State child = s;
      child.forced[digit].w[band] |= p;
      dirty_ = 1u << digit;
      unscanned_ = 0;
      if (propagate(child))
        run(child, depth + 1);
      else
        ++r_.dead_ends;
    }
    return true;
  }

  // Where propagate is stuck and the search would branch: rules that cut branch points by a fifth or
  // more with the band branching above but cost too much on every pass (docs/simd.md):
  //   - per minicolumn (three cells of a column in a box), the triad rule of minirows: fewer than three
  //     digits there is a contradiction; with exactly three, each is there, so not elsewhere in its box;
  //   - per minirow and minicolumn, the other direction: three digits that must use it (their only one
  //     in its row or column, or a triad obligation) leave no room for any other digit;
  //     four are a contradiction.
  bool before_branching(State& s) {
    const __m128i zero = _mm_setzero_si128(), cols9 = lanes3(0x1FF);
    const __m128i k0 = lanes3(0x40201u), k1 = lanes3(0x40201u << 3), k2 = lanes3(0x40201u << 6);
    const __m128i k01 = _mm_or_si128(k0, k1), k12 = _mm_or_si128(k1, k2);
    __m128i cols[9], must_row[9], must_col[9];
    // Bit-sliced counts over the digits: c* of minicolumns in use, r* and m* of minirows and
    // minicolumns a digit must use (at least 1, 2, 3, 4).
    __m128i c1 = zero, c2 = zero, c3 = zero, c4 = zero, r1 = zero, r2 = zero, r3 = zero, r4 = zero;
    __m128i m1 = zero, m2 = zero, m3 = zero, m4 = zero;
    for (int d = 0; d < 9; ++d) {
      const __m128i v = load(s.d[d]);
      const __m128i c = _mm_and_si128(_mm_or_si128(v, _mm_or_si128(_mm_srli_epi32(v, 9), _mm_srli_epi32(v, 18))), cols9);
      const __m128i u = minirows_in_use(v);
      // Must use: the only minirow in use in its row, the only minicolumn in use in its column. At
      // propagate's fixpoint the band rules have run for every digit, so a minirow alone in its row is
      // alone in its box and the converse (both mean: in every permutation left), and a minicolumn
      // alone in its column is alone in its box and the converse (shrink's column rules): one test
      // each finds them all.
      const __m128i in_row = _mm_or_si128(  // the other minirows of the row: rotations by one and two boxes
          _mm_or_si128(_mm_and_si128(_mm_srli_epi32(u, 3), k01), _mm_and_si128(_mm_slli_epi32(u, 6), k2)),
          _mm_or_si128(_mm_and_si128(_mm_srli_epi32(u, 6), k0), _mm_and_si128(_mm_slli_epi32(u, 3), k12)));
      const __m128i mr = _mm_or_si128(_mm_andnot_si128(in_row, u), load(s.forced[d]));
      const __m128i mc = _mm_andnot_si128(_mm_or_si128(next1(c), next2(c)), c);
      c4 = _mm_or_si128(c4, _mm_and_si128(c3, c)), c3 = _mm_or_si128(c3, _mm_and_si128(c2, c));
      c2 = _mm_or_si128(c2, _mm_and_si128(c1, c)), c1 = _mm_or_si128(c1, c);
      r4 = _mm_or_si128(r4, _mm_and_si128(r3, mr)), r3 = _mm_or_si128(r3, _mm_and_si128(r2, mr));
      r2 = _mm_or_si128(r2, _mm_and_si128(r1, mr)), r1 = _mm_or_si128(r1, mr);
      m4 = _mm_or_si128(m4, _mm_and_si128(m3, mc)), m3 = _mm_or_si128(m3, _mm_and_si128(m2, mc));
      m2 = _mm_or_si128(m2, _mm_and_si128(m1, mc)), m1 = _mm_or_si128(m1, mc);
      cols[d] = c, must_row[d] = mr, must_col[d] = mc;
    }
    if (!same(c3, cols9)) return false;
    const __m128i over = _mm_or_si128(r4, m4);
    if (!_mm_testz_si128(over, over)) return false;
    const __m128i col_three = _mm_andnot_si128(c4, c3);
    for (int d = 0; d < 9; ++d) {
      const __m128i start = load(s.d[d]);
      const __m128i fc = _mm_and_si128(cols[d], col_three);
      __m128i v = _mm_andnot_si128(spread_rows(_mm_or_si128(group_rot1(fc), group_rot2(fc))), start);
      v = _mm_andnot_si128(spread_minirows(_mm_andnot_si128(must_row[d], r3)), v);
      v = _mm_andnot_si128(spread_rows(_mm_andnot_si128(must_col[d], m3)), v);
      if (!same(v, start)) {
        store(s.d[d], v);
        dirty_ |= 1u << d;
        unscanned_ |= 1u << d;
      }
    }
    return true;
  }

  // The band rules for digit d on its three bands at once, to a fixpoint; false on a contradiction.
  bool shrink(State& s, int d) {
    const __m128i start = load(s.d[d]);
    // A digit with every copy placed has nothing left to shrink (a house without it is found by
    // hidden_singles, which looks at every digit that changed).
    if (_mm_testz_si128(start, load(s.open))) return true;
    const __m128i forced = load(s.forced[d]);
    const __m128i zero = _mm_setzero_si128(), cols9 = lanes3(0x1FF);
    __m128i v = start;
    for (;;) {
      const __m128i before = v;
      // Rows and boxes: the union of the permutations inside the minirows in use (and through the
      // minirows the digit must use), per band.
      const __m128i used = minirows_in_use(v);
      __m128i keep = zero;
      for (uint32_t p : kTables.perms) {
        const __m128i perm = lanes3(p);
        const __m128i fits = _mm_cmpeq_epi32(_mm_or_si128(_mm_andnot_si128(used, perm), _mm_andnot_si128(perm, forced)), zero);
        keep = _mm_or_si128(keep, _mm_and_si128(fits, perm));
      }
      if (_mm_movemask_epi8(_mm_cmpeq_epi32(keep, zero)) & 0x0FFF) return false;
      v = _mm_and_si128(v, spread_minirows(keep));
      // Columns across bands.
      const __m128i cols = _mm_and_si128(_mm_or_si128(v, _mm_or_si128(_mm_srli_epi32(v, 9), _mm_srli_epi32(v, 18))), cols9);
      const __m128i other = _mm_or_si128(next1(cols), next2(cols));
      if ((_mm_movemask_epi8(_mm_cmpeq_epi32(_mm_or_si128(cols, other), cols9)) & 0x0FFF) != 0x0FFF) return false;
      // A box whose candidates sit in one column: that column is the digit's in that box, so the other
      // bands lose it.
      const __m128i alone = _mm_andnot_si128(_mm_or_si128(group_rot1(cols), group_rot2(cols)), cols);
      const __m128i locked_elsewhere = _mm_or_si128(next1(alone), next2(alone));
      // A column with candidates in this band only: the digit's cell in that column's box is there.
      const __m128i only = _mm_andnot_si128(other, cols);
      __m128i some = _mm_or_si128(only, _mm_or_si128(_mm_srli_epi32(only, 1), _mm_srli_epi32(only, 2)));
      some = _mm_and_si128(some, _mm_set1_epi32(0x049));
      some = _mm_or_si128(some, _mm_or_si128(_mm_slli_epi32(some, 1), _mm_slli_epi32(some, 2)));
      const __m128i allowed = _mm_andnot_si128(locked_elsewhere, _mm_or_si128(only, _mm_andnot_si128(some, cols9)));
      v = _mm_and_si128(v, spread_rows(allowed));
      if (same(v, before)) break;
    }
    if (!same(v, start)) {
      store(s.d[d], v);
      unscanned_ |= 1u << d;
    }
    return true;
  }

  // Every minirow holds three cells, so exactly three digits: fewer than three digits with a candidate
  // there is a contradiction, and when exactly three have one, each of them must use that minirow.
  // New obligations go to State::forced and make their digits dirty for shrink.
  bool triads(State& s) {
    __m128i one = _mm_setzero_si128(), two = one, three = one, four = one;
    __m128i used[9];
    for (int d = 0; d < 9; ++d) {
      const __m128i u = minirows_in_use(load(s.d[d]));
      used[d] = u;
      four = _mm_or_si128(four, _mm_and_si128(three, u));
      three = _mm_or_si128(three, _mm_and_si128(two, u));
      two = _mm_or_si128(two, _mm_and_si128(one, u));
      one = _mm_or_si128(one, u);
    }
    if (!same(three, lanes3(kMinirows))) return false;
    const __m128i exactly = _mm_andnot_si128(four, three);
    for (int d = 0; d < 9; ++d) {
      const __m128i was = load(s.forced[d]);
      const __m128i now = _mm_or_si128(was, _mm_and_si128(used[d], exactly));
      if (!same(now, was)) {
        store(s.forced[d], now);
        dirty_ |= 1u << d;
      }
    }
    return true;
  }

  bool naked_singles(State& s, int& placed) {
    __m128i once = _mm_setzero_si128(), twice = once;
    for (int d = 0; d < 9; ++d) {
      const __m128i x = load(s.d[d]);
      twice = _mm_or_si128(twice, _mm_and_si128(once, x));
      once = _mm_or_si128(once, x);
    }
    if (!same(once, lanes3(kBand))) return false;  // a cell, placed or not, without a candidate
    const __m128i singles = _mm_andnot_si128(twice, load(s.open));
    if (_mm_testz_si128(singles, singles)) return true;
    // All at once, digit by digit: a single's cell has no other digit to clear. The digits with singles
    // are gathered first, then visited, rather than a mispredicted branch per digit (7 %).
    uint32_t digits = 0;
    for (int d = 0; d < 9; ++d) digits |= static_cast<uint32_t>(!_mm_testz_si128(singles, load(s.d[d]))) << d;
    for (; digits; digits &= digits - 1) {
      const int d = __builtin_ctz(digits);
      if (!place_own(s, d, _mm_and_si128(singles, load(s.d[d])))) return false;
      ++placed;
    }
    return true;
  }

  bool hidden_singles(State& s, int& placed) {
    const __m128i zero = _mm_setzero_si128(), ones = _mm_set1_epi32(1), row9 = lanes3(0x1FF);
    while (unscanned_) {
      const int d = __builtin_ctz(unscanned_);
      unscanned_ &= unscanned_ - 1;
      const __m128i v = load(s.d[d]);
      __m128i found = zero, none = zero;
      for (int k = 0; k < 3; ++k) {
        const uint32_t houses[2] = {0x1FFu << (9 * k), 0x1C0E07u << (3 * k)};  // row k, box k
        for (const uint32_t house : houses) {
          const __m128i h = _mm_and_si128(v, lanes3(house));
          const __m128i empty = _mm_cmpeq_epi32(h, zero);
          none = _mm_or_si128(none, empty);
          const __m128i one_bit = _mm_andnot_si128(empty, _mm_cmpeq_epi32(_mm_and_si128(h, _mm_sub_epi32(h, ones)), zero));
          found = _mm_or_si128(found, _mm_and_si128(h, one_bit));
        }
      }
      // Columns: once and twice over the three rows of each band, then over the bands.
      const __m128i r0 = _mm_and_si128(v, row9), r1 = _mm_and_si128(_mm_srli_epi32(v, 9), row9), r2 = _mm_srli_epi32(v, 18);
      const __m128i once = _mm_or_si128(r0, _mm_or_si128(r1, r2));
      const __m128i twice = _mm_or_si128(_mm_and_si128(r0, r1), _mm_and_si128(r2, _mm_or_si128(r0, r1)));
      const __m128i o1 = next1(once), o2 = next2(once);
      const __m128i all_twice = _mm_or_si128(
          _mm_or_si128(twice, _mm_or_si128(next1(twice), next2(twice))),
          _mm_or_si128(_mm_and_si128(once, _mm_or_si128(o1, o2)), _mm_and_si128(o1, o2)));
      const __m128i all_once = _mm_or_si128(once, _mm_or_si128(o1, o2));
      // A row, box or column without d, placed or candidate: a contradiction.
      none = _mm_or_si128(none, _mm_xor_si128(all_once, row9));
      if ((_mm_movemask_epi8(_mm_cmpeq_epi32(none, zero)) & 0x0FFF) != 0x0FFF) return false;
      found = _mm_or_si128(found, _mm_and_si128(v, spread_rows(_mm_andnot_si128(all_twice, all_once))));
      found = _mm_and_si128(found, load(s.open));
      if (_mm_testz_si128(found, found)) continue;
      if (!assign(s, d, found)) return false;
      ++placed;
    }
    return true;
  }

  // As sudoku_fast.cpp's choose_cell: among the first kScoredCells two-candidate cells, the one whose
  // digits have the most other candidates among its peers (or the first scoring kGoodScore); without
  // a two-candidate cell, one with the fewest candidates. 16 rather than the scalar path's 8: with
  // before_branching's rules the score predicts better (7–12 % fewer branch points on the hard sets).
  static constexpr int kScoredCells = 16;
  static constexpr int kGoodScore = 14;
  static void choose_cell(const State& s, int& band, int& index) {
    __m128i once = _mm_setzero_si128(), twice = once, thrice = once;
    const __m128i open = load(s.open);
    for (int d = 0; d < 9; ++d) {
      const __m128i x = _mm_and_si128(load(s.d[d]), open);
      thrice = _mm_or_si128(thrice, _mm_and_si128(twice, x));
      twice = _mm_or_si128(twice, _mm_and_si128(once, x));
      once = _mm_or_si128(once, x);
    }
    Lanes two;
    store(two, _mm_andnot_si128(thrice, twice));
    int best_score = -1, scored = 0;
    for (int b = 0; b < 3 && scored < kScoredCells; ++b)
      for (uint32_t t = two.w[b]; t && scored < kScoredCells; t &= t - 1, ++scored) {
        const int i = __builtin_ctz(t);
        const __m128i peer = _mm_and_si128(load(kTables.peer[27 * b + i]), open);
        // The cell's two digits without a branch per digit (those branches mispredicted).
        uint32_t digits = 0;
        for (int d = 0; d < 9; ++d) digits |= ((s.d[d].w[b] >> i) & 1u) << d;
        const int d1 = __builtin_ctz(digits), d2 = __builtin_ctz(digits & (digits - 1));
        const int score = popcount128(_mm_and_si128(load(s.d[d1]), peer)) + popcount128(_mm_and_si128(load(s.d[d2]), peer));
        if (score > best_score) best_score = score, band = b, index = i;
        if (score >= kGoodScore) return;
      }
    if (best_score >= 0) return;
    int best = 99;
    for (int b = 0; b < 3; ++b)
      for (uint32_t o = s.open.w[b]; o; o &= o - 1) {
        const int i = __builtin_ctz(o);
        int k = 0;
        for (int d = 0; d < 9; ++d) k += (s.d[d].w[b] >> i) & 1;
        if (k < best) best = k, band = b, index = i;
      }
  }

  void save_first(const State& s) {
    for (int d = 0; d < 9; ++d)
      for (int b = 0; b < 3; ++b)
        for (uint32_t a = s.d[d].w[b]; a; a &= a - 1) r_.first[27 * b + __builtin_ctz(a)] = static_cast<uint8_t>(d + 1);
  }

  int limit_;
  int64_t budget_;
  Simd9Result& r_;
  uint32_t dirty_ = 0;      // bit d: digit d changed since its band rules last ran
  uint32_t unscanned_ = 0;  // bit d: digit d changed since its hidden singles were last looked for
};

}  // namespace

bool simd9_compiled() { return true; }

void solve_sudoku_simd9(const uint8_t* cells, int limit, int64_t budget, Simd9Result& out) {
  out = Simd9Result{};
  Search search(limit, budget, out);
  State s;
  for (Lanes& l : s.d) l = Lanes{{kBand, kBand, kBand, 0}};
  s.open = Lanes{{kBand, kBand, kBand, 0}};
  for (Lanes& l : s.forced) l = Lanes{};
  if (search.place_givens(s, cells) && search.propagate(s))
    search.run(s);
  else
    ++out.dead_ends;
}

}  // namespace gridlogic

#else

namespace gridlogic {
bool simd9_compiled() { return false; }
void solve_sudoku_simd9(const uint8_t*, int, int64_t, Simd9Result& out) { out = Simd9Result{}; }
}  // namespace gridlogic

#endif
