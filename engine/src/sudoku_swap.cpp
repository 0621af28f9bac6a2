// sudoku_swap.cpp — a second solution by exchanging two rows (columns) of one band (stack) on a closed
// set of non-given cells (sudoku_swap.h says why that is a solution; docs/simd.md, "Tenth pass").
#include "sudoku_swap.h"

#include "sudoku_check.h"

#include <cstring>
#include <utility>

#if defined(__x86_64__) && !defined(__EMSCRIPTEN__)
#include <immintrin.h>
#define GRIDLOGIC_SWAP_SSSE3 1
#endif

namespace gridlogic {
namespace {

// Not std::popcount: without -mpopcnt GCC makes that a library call (as sudoku_fast.cpp's count_bits).
inline bool two_or_more(uint32_t x) { return (x & (x - 1)) != 0; }

// Lines a and b (rows of one band or columns of one stack): cells first[a + k · step], first[b + k ·
// step], k < n, where `open` (bit k) has no given in either. The largest set of open positions closed
// under π (π(k): the position where b holds a's value at k) is found by dropping every position whose
// image is dropped, to a fixpoint: what is left maps into itself, so onto itself (π is one-to-one),
// and is a union of π's cycles. Exchanging a and b there gives the second solution.
template <int kN>
bool exchange(int n, const uint8_t* first, int a, int b, int step, uint32_t open, uint8_t* second) {
  if constexpr (kN > 0) n = kN;
  if (!two_or_more(open)) return false;  // a cycle has two positions at least (a ≠ b in every column)
  uint8_t at_b[33];
  for (int k = 0; k < n; ++k) at_b[first[b + k * step]] = static_cast<uint8_t>(k);
  uint8_t pi[32];
  for (int k = 0; k < n; ++k) pi[k] = at_b[first[a + k * step]];
  uint32_t closed = open;
  for (;;) {
    uint32_t image_kept = 0;
    for (int k = 0; k < n; ++k) image_kept |= (closed >> pi[k] & 1u) << k;
    const uint32_t next = closed & image_kept;
    if (next == closed) break;
    closed = next;
  }
  if (!closed) return false;
  std::memcpy(second, first, static_cast<size_t>(n) * static_cast<size_t>(n));
  for (; closed; closed &= closed - 1) {
    const int k = __builtin_ctz(closed);
    second[a + k * step] = first[b + k * step];
    second[b + k * step] = first[a + k * step];
  }
  return true;
}

template <int kBoxRows, int kBoxCols>
bool swapped(int box_rows, int box_cols, const uint8_t* givens, const uint8_t* first, uint8_t* second) {
  if constexpr (kBoxRows > 0) box_rows = kBoxRows, box_cols = kBoxCols;
  constexpr int kN = kBoxRows * kBoxCols;
  const int n = box_rows * box_cols;
  // Per row (bit c) and per column (bit r), the cells without a given.
  uint32_t row_open[32], col_open[32] = {};
  for (int r = 0; r < n; ++r) {
    uint32_t m = 0;
    for (int c = 0; c < n; ++c) {
      const uint32_t open = givens[r * n + c] == 0;
      m |= open << c;
      col_open[c] |= open << r;
    }
    row_open[r] = m;
  }
  for (int r1 = 0; r1 < n; ++r1)
    for (int r2 = r1 + 1; r2 < (r1 / box_rows + 1) * box_rows; ++r2)
      if (exchange<kN>(n, first, r1 * n, r2 * n, 1, row_open[r1] & row_open[r2], second)) return true;
  for (int c1 = 0; c1 < n; ++c1)
    for (int c2 = c1 + 1; c2 < (c1 / box_cols + 1) * box_cols; ++c2)
      if (exchange<kN>(n, first, c1, c2, n, col_open[c1] & col_open[c2], second)) return true;
  return false;
}

#if defined(GRIDLOGIC_SWAP_SSSE3)
// The 9×9 case, every pair of lines in 16-byte vectors (SSSE3's byte shuffle; the searches that call it
// run on SSE4.1 or later). A line's 9 cells are bytes 0..8, each value with bit 4 set where it is a
// given. π of a pair: line b rotated by s = 1..8 (a byte shuffle) compared with line a gives the
// positions k where b holds a's value at k + s. A position is bad when it or any position on its
// cycle has a given: ORed along π, π², π⁴, π⁸ (every cycle has at most 9 positions). What is left is
// closed under π. About 45 instructions a pair, against 30–100 ns for the loop above.
// kRot[s][k] = (k + s) mod 9 for k < 9: line b rotated by s is a byte shuffle by it (0x80: zero).
alignas(16) constexpr uint8_t kRot[9][16] = {{0},
#define ROT(s)                                                                                              \
  {                                                                                                         \
    (0 + s) % 9, (1 + s) % 9, (2 + s) % 9, (3 + s) % 9, (4 + s) % 9, (5 + s) % 9, (6 + s) % 9, (7 + s) % 9, \
        (8 + s) % 9, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80                                               \
  }
                                             ROT(1), ROT(2), ROT(3), ROT(4), ROT(5),
                                             ROT(6), ROT(7), ROT(8)
#undef ROT
};

// Per pair of lines (0, 1), (0, 2), (1, 2) of one band (stack), given as 16-byte vectors: bit k of
// out[p] says position k lies on a cycle of that pair's π without a given.
__attribute__((target("ssse3"))) inline void closed_positions(const __m128i (&l)[3], uint32_t (&out)[3]) {
  const __m128i lanes9 = _mm_setr_epi8(-1, -1, -1, -1, -1, -1, -1, -1, -1, 0, 0, 0, 0, 0, 0, 0);
  const __m128i outside = _mm_setr_epi8(0, 0, 0, 0, 0, 0, 0, 0, 0, 9, 10, 11, 12, 13, 14, 15);
  const __m128i value = _mm_set1_epi8(0x0F), given = _mm_set1_epi8(0x10);
  const __m128i v0 = _mm_and_si128(l[0], value), v1 = _mm_and_si128(l[1], value), v2 = _mm_and_si128(l[2], value);
  // π of each pair, from line 1 and line 2 rotated once per s for all three pairs.
  __m128i pi01 = outside, pi02 = outside, pi12 = outside;
  for (int s = 1; s < 9; ++s) {
    const __m128i rot = _mm_load_si128(reinterpret_cast<const __m128i*>(kRot[s]));
    const __m128i r1 = _mm_shuffle_epi8(v1, rot), r2 = _mm_shuffle_epi8(v2, rot);
    pi01 = _mm_or_si128(pi01, _mm_and_si128(_mm_cmpeq_epi8(v0, r1), rot));
    pi02 = _mm_or_si128(pi02, _mm_and_si128(_mm_cmpeq_epi8(v0, r2), rot));
    pi12 = _mm_or_si128(pi12, _mm_and_si128(_mm_cmpeq_epi8(v1, r2), rot));
  }
  const __m128i g0 = _mm_and_si128(l[0], given), g1 = _mm_and_si128(l[1], given), g2 = _mm_and_si128(l[2], given);
  auto closed = [&](__m128i pi, __m128i g) __attribute__((target("ssse3"))) {
    __m128i bad = _mm_and_si128(_mm_cmpeq_epi8(g, given), lanes9);
    for (int j = 0; j < 4; ++j) {
      bad = _mm_or_si128(bad, _mm_shuffle_epi8(bad, pi));
      if (j < 3) pi = _mm_shuffle_epi8(pi, pi);
    }
    return static_cast<uint32_t>(_mm_movemask_epi8(_mm_andnot_si128(bad, lanes9)));
  };
  out[0] = closed(pi01, _mm_or_si128(g0, g1));
  out[1] = closed(pi02, _mm_or_si128(g0, g2));
  out[2] = closed(pi12, _mm_or_si128(g1, g2));
}

// closed_positions for two groups at once, one a 128-bit lane (the byte shuffle stays in its lane):
// out[p] holds group 0's positions in bits 0..8 and group 1's in bits 16..24.
__attribute__((target("avx2"))) inline void closed_positions2(const __m256i (&l)[3], uint32_t (&out)[3]) {
  const __m256i lanes9 =
      _mm256_broadcastsi128_si256(_mm_setr_epi8(-1, -1, -1, -1, -1, -1, -1, -1, -1, 0, 0, 0, 0, 0, 0, 0));
  const __m256i outside =
      _mm256_broadcastsi128_si256(_mm_setr_epi8(0, 0, 0, 0, 0, 0, 0, 0, 0, 9, 10, 11, 12, 13, 14, 15));
  const __m256i value = _mm256_set1_epi8(0x0F), given = _mm256_set1_epi8(0x10);
  const __m256i v0 = _mm256_and_si256(l[0], value), v1 = _mm256_and_si256(l[1], value),
                v2 = _mm256_and_si256(l[2], value);
  __m256i pi01 = outside, pi02 = outside, pi12 = outside;
  for (int s = 1; s < 9; ++s) {
    const __m256i rot = _mm256_broadcastsi128_si256(_mm_load_si128(reinterpret_cast<const __m128i*>(kRot[s])));
    const __m256i r1 = _mm256_shuffle_epi8(v1, rot), r2 = _mm256_shuffle_epi8(v2, rot);
    pi01 = _mm256_or_si256(pi01, _mm256_and_si256(_mm256_cmpeq_epi8(v0, r1), rot));
    pi02 = _mm256_or_si256(pi02, _mm256_and_si256(_mm256_cmpeq_epi8(v0, r2), rot));
    pi12 = _mm256_or_si256(pi12, _mm256_and_si256(_mm256_cmpeq_epi8(v1, r2), rot));
  }
  const __m256i g0 = _mm256_and_si256(l[0], given), g1 = _mm256_and_si256(l[1], given),
                g2 = _mm256_and_si256(l[2], given);
  auto closed = [&](__m256i pi, __m256i g) __attribute__((target("avx2"))) {
    __m256i bad = _mm256_and_si256(_mm256_cmpeq_epi8(g, given), lanes9);
    for (int j = 0; j < 4; ++j) {
      bad = _mm256_or_si256(bad, _mm256_shuffle_epi8(bad, pi));
      if (j < 3) pi = _mm256_shuffle_epi8(pi, pi);
    }
    return static_cast<uint32_t>(_mm256_movemask_epi8(_mm256_andnot_si256(bad, lanes9)));
  };
  out[0] = closed(pi01, _mm256_or_si256(g0, g1));
  out[1] = closed(pi02, _mm256_or_si256(g0, g2));
  out[2] = closed(pi12, _mm256_or_si256(g1, g2));
}

// is_sudoku_solution for 9×9 in SSSE3, for the grids this file hands back: the same pass as
// sudoku_check_simd128.h's (which WebAssembly runs), in SSE. The scalar one-pass loop cost about
// 150 ns a grid here, as much as the exchange it checks.
__attribute__((target("ssse3"))) bool is_solution_9x9_ssse3(const uint8_t* givens, const uint8_t* grid) {
  alignas(16) uint8_t f[96] = {}, g[96] = {};
  std::memcpy(f, grid, 81);
  std::memcpy(g, givens, 81);
  // Every value in 1..9 (v − 1 ≤ 8, unsigned) and equal to its given where there is one (a given g is
  // off when min(g, g ^ v) > 0), 16 cells a step; the last step overlaps the one before.
  const __m128i one = _mm_set1_epi8(1), eight = _mm_set1_epi8(8);
  __m128i bad = _mm_setzero_si128();
  for (const int at : {0, 16, 32, 48, 64, 65}) {
    const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i*>(f + at));
    const __m128i gv = _mm_loadu_si128(reinterpret_cast<const __m128i*>(g + at));
    bad = _mm_or_si128(bad, _mm_subs_epu8(_mm_sub_epi8(v, one), eight));
    bad = _mm_or_si128(bad, _mm_min_epu8(gv, _mm_xor_si128(gv, v)));
  }
  // Row r in bytes 0..8. Each value's bit: 1..8 a bit of a byte (a byte table look-up), 9 a byte of
  // its own.
  const __m128i bit = _mm_setr_epi8(0, 1, 2, 4, 8, 16, 32, 64, -128, 0, 0, 0, 0, 0, 0, 0);
  const __m128i nine = _mm_set1_epi8(9);
  __m128i cols = _mm_setzero_si128(), cols9 = cols;  // per column: values 1..8 seen, 9 seen
  __m128i rows = _mm_set1_epi8(-1), boxes = rows;    // ANDed over the rows, the bands
  for (int band = 0; band < 3; ++band) {
    __m128i box = _mm_setzero_si128();
    for (int r = 3 * band; r < 3 * band + 3; ++r) {
      const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i*>(f + 9 * r));
      const __m128i lo = _mm_shuffle_epi8(bit, v);
      cols = _mm_or_si128(cols, lo);
      cols9 = _mm_or_si128(cols9, _mm_cmpeq_epi8(v, nine));
      // Bytes 0, 3, 6: the ORs of columns 0..2, 3..5, 6..8 (a box's part of the row).
      const __m128i three = _mm_or_si128(lo, _mm_or_si128(_mm_srli_si128(lo, 1), _mm_srli_si128(lo, 2)));
      box = _mm_or_si128(box, three);
      // Byte 0: the OR of the whole row.
      rows = _mm_and_si128(rows, _mm_or_si128(three, _mm_or_si128(_mm_srli_si128(three, 3), _mm_srli_si128(three, 6))));
    }
    boxes = _mm_and_si128(boxes, box);
  }
  // Every column holds all nine values, so each value is in the grid nine times: a row (box) with 1..8
  // has a 9 in its last cell, or the nine 9s would not fit in the others. So rows and boxes need 1..8.
  const __m128i lanes9 = _mm_setr_epi8(-1, -1, -1, -1, -1, -1, -1, -1, -1, 0, 0, 0, 0, 0, 0, 0);
  const __m128i lane0 = _mm_setr_epi8(-1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
  const __m128i lanes036 = _mm_setr_epi8(-1, 0, 0, -1, 0, 0, -1, 0, 0, 0, 0, 0, 0, 0, 0, 0);
  bad = _mm_or_si128(bad, _mm_andnot_si128(_mm_and_si128(cols, cols9), lanes9));
  bad = _mm_or_si128(bad, _mm_andnot_si128(rows, lane0));
  bad = _mm_or_si128(bad, _mm_andnot_si128(boxes, lanes036));
  return _mm_movemask_epi8(_mm_cmpeq_epi8(bad, _mm_setzero_si128())) == 0xFFFF;
}

// Row r of the 81 cells held in chunks of 16 (bytes 0..8; the rest is the next row's).
template <int kRow>
__attribute__((target("ssse3"))) inline __m128i row_from_chunks(const __m128i (&chunk)[7]) {
  constexpr int j = 9 * kRow / 16, at = 9 * kRow % 16;
  if constexpr (at == 0) return chunk[j];
  else return _mm_alignr_epi8(chunk[j + 1], chunk[j], at);
}

// Column c (bytes 0..8) of rows 0..8: rows 0..7 by the 8×8 byte transpose (three rounds of unpacks),
// row 8's byte shifted in (an earlier scalar copy of the 81 bytes took a third of the whole check).
__attribute__((target("ssse3"))) inline void columns_of(const __m128i (&row)[9], __m128i (&col)[9]) {
  __m128i a[4], h[4], b[4], c[4];
  for (int k = 0; k < 4; ++k) {
    a[k] = _mm_unpacklo_epi8(row[2 * k], row[2 * k + 1]);  // columns 0..7, rows 2k, 2k+1
    h[k] = _mm_unpackhi_epi8(row[2 * k], row[2 * k + 1]);  // column 8 first
  }
  b[0] = _mm_unpacklo_epi16(a[0], a[1]), b[1] = _mm_unpackhi_epi16(a[0], a[1]);
  b[2] = _mm_unpacklo_epi16(a[2], a[3]), b[3] = _mm_unpackhi_epi16(a[2], a[3]);
  c[0] = _mm_unpacklo_epi32(b[0], b[2]), c[1] = _mm_unpackhi_epi32(b[0], b[2]);  // columns 0, 1 | 2, 3
  c[2] = _mm_unpacklo_epi32(b[1], b[3]), c[3] = _mm_unpackhi_epi32(b[1], b[3]);  // columns 4, 5 | 6, 7
  const __m128i r8 = row[8];
  col[0] = _mm_unpacklo_epi64(c[0], r8);
  col[1] = _mm_unpackhi_epi64(c[0], _mm_slli_si128(r8, 7));
  col[2] = _mm_unpacklo_epi64(c[1], _mm_srli_si128(r8, 2));
  col[3] = _mm_unpackhi_epi64(c[1], _mm_slli_si128(r8, 5));
  col[4] = _mm_unpacklo_epi64(c[2], _mm_srli_si128(r8, 4));
  col[5] = _mm_unpackhi_epi64(c[2], _mm_slli_si128(r8, 3));
  col[6] = _mm_unpacklo_epi64(c[3], _mm_srli_si128(r8, 6));
  col[7] = _mm_unpackhi_epi64(c[3], _mm_slli_si128(r8, 1));
  const __m128i e = _mm_unpacklo_epi32(_mm_unpacklo_epi16(h[0], h[1]), _mm_unpacklo_epi16(h[2], h[3]));
  col[8] = _mm_unpacklo_epi64(e, _mm_srli_si128(r8, 8));
}

// The 81 values, each with bit 4 set where it is given: rows, then columns, in registers.
__attribute__((target("ssse3"))) inline void lines_of(const uint8_t* givens, const uint8_t* first,
                                                      __m128i (&lines)[2][9]) {
  __m128i chunk[7];
  const __m128i zero = _mm_setzero_si128(), given = _mm_set1_epi8(0x10);
  for (int j = 0; j < 6; ++j) {
    const __m128i fv =
        j < 5 ? _mm_loadu_si128(reinterpret_cast<const __m128i*>(first + 16 * j)) : _mm_cvtsi32_si128(first[80]);
    const __m128i gv =
        j < 5 ? _mm_loadu_si128(reinterpret_cast<const __m128i*>(givens + 16 * j)) : _mm_cvtsi32_si128(givens[80]);
    chunk[j] = _mm_or_si128(fv, _mm_andnot_si128(_mm_cmpeq_epi8(gv, zero), given));
  }
  chunk[6] = zero;
  lines[0][0] = row_from_chunks<0>(chunk), lines[0][1] = row_from_chunks<1>(chunk);
  lines[0][2] = row_from_chunks<2>(chunk), lines[0][3] = row_from_chunks<3>(chunk);
  lines[0][4] = row_from_chunks<4>(chunk), lines[0][5] = row_from_chunks<5>(chunk);
  lines[0][6] = row_from_chunks<6>(chunk), lines[0][7] = row_from_chunks<7>(chunk);
  lines[0][8] = row_from_chunks<8>(chunk);
  columns_of(lines[0], lines[1]);
}

// Group g (0..2: row bands, 3..5: column stacks): with `good` its pairs' closed positions, the
// exchange of the first pair that has one, into `second`; false when none has.
bool exchange_first_pair(int group, const uint32_t (&good)[3], const uint8_t* first, uint8_t* second) {
  constexpr int kPair[3][2] = {{0, 1}, {0, 2}, {1, 2}};
  const bool columns = group >= 3;
  const int band = group % 3;
  for (int p = 0; p < 3; ++p) {
    if (!good[p]) continue;
    std::memcpy(second, first, 81);
    const int a = 3 * band + kPair[p][0], b = 3 * band + kPair[p][1];
    for (uint32_t k_set = good[p]; k_set; k_set &= k_set - 1) {
      const int k = __builtin_ctz(k_set);
      const int ca = columns ? 9 * k + a : 9 * a + k, cb = columns ? 9 * k + b : 9 * b + k;
      second[ca] = first[cb];
      second[cb] = first[ca];
    }
    return true;
  }
  return false;
}

__attribute__((target("ssse3"))) bool swapped_9x9_ssse3(const uint8_t* givens, const uint8_t* first, uint8_t* second) {
  __m128i lines[2][9];
  lines_of(givens, first, lines);
  for (int group = 0; group < 6; ++group) {
    const __m128i* g = &lines[group / 3][3 * (group % 3)];
    const __m128i l[3] = {g[0], g[1], g[2]};
    uint32_t good[3];
    closed_positions(l, good);
    if (exchange_first_pair(group, good, first, second)) return true;
  }
  return false;
}

// The same, two groups a 256-bit step (rows 0–5, rows 6–8 and columns 0–2, columns 3–8).
__attribute__((target("avx2"))) bool swapped_9x9_avx2(const uint8_t* givens, const uint8_t* first, uint8_t* second) {
  __m128i lines[2][9];
  lines_of(givens, first, lines);
  for (int group = 0; group < 6; group += 2) {
    const __m128i* g0 = &lines[group / 3][3 * (group % 3)];
    const __m128i* g1 = &lines[(group + 1) / 3][3 * ((group + 1) % 3)];
    const __m256i l[3] = {_mm256_set_m128i(g1[0], g0[0]), _mm256_set_m128i(g1[1], g0[1]),
                          _mm256_set_m128i(g1[2], g0[2])};
    uint32_t both[3];
    closed_positions2(l, both);
    const uint32_t lo[3] = {both[0] & 0x1FF, both[1] & 0x1FF, both[2] & 0x1FF};
    const uint32_t hi[3] = {both[0] >> 16 & 0x1FF, both[1] >> 16 & 0x1FF, both[2] >> 16 & 0x1FF};
    if (exchange_first_pair(group, lo, first, second) || exchange_first_pair(group + 1, hi, first, second)) return true;
  }
  return false;
}
#endif

}  // namespace

bool have_ssse3() {
#if defined(GRIDLOGIC_SWAP_SSSE3)
  static const bool ssse3 = __builtin_cpu_supports("ssse3");
  return ssse3;
#else
  return false;
#endif
}

bool have_avx2() {
#if defined(GRIDLOGIC_SWAP_SSSE3)
  static const bool avx2 = __builtin_cpu_supports("avx2");
  return avx2;
#else
  return false;
#endif
}

bool exchange_lines(int box_rows, int box_cols, const uint8_t* givens, const uint8_t* first, uint8_t* second) {
  if (box_rows == 3 && box_cols == 3) return swapped<3, 3>(3, 3, givens, first, second);
  return swapped<0, 0>(box_rows, box_cols, givens, first, second);
}

bool exchange_lines_9x9_ssse3(const uint8_t* givens, const uint8_t* first, uint8_t* second) {
#if defined(GRIDLOGIC_SWAP_SSSE3)
  if (have_ssse3()) return swapped_9x9_ssse3(givens, first, second);
#endif
  (void)givens, (void)first, (void)second;
  return false;
}

bool exchange_lines_9x9_avx2(const uint8_t* givens, const uint8_t* first, uint8_t* second) {
#if defined(GRIDLOGIC_SWAP_SSSE3)
  if (have_avx2()) return swapped_9x9_avx2(givens, first, second);
#endif
  (void)givens, (void)first, (void)second;
  return false;
}

bool is_sudoku_solution_9x9_ssse3(const uint8_t* givens, const uint8_t* grid) {
#if defined(GRIDLOGIC_SWAP_SSSE3)
  if (have_ssse3()) return is_solution_9x9_ssse3(givens, grid);
#endif
  return is_sudoku_solution(SudokuShape{3, 3}, givens, grid);
}

// Every grid handed back is checked against the rules first, as every answer is: a wrong exchange
// (a bug) then costs the search's time, never a wrong count.
bool swapped_solution(int box_rows, int box_cols, const uint8_t* givens, const uint8_t* first, uint8_t* second) {
  if (box_rows == 3 && box_cols == 3) return swapped_solution_9x9(givens, first, second);
  return swapped<0, 0>(box_rows, box_cols, givens, first, second) &&
         is_sudoku_solution(SudokuShape{box_rows, box_cols}, givens, second);
}

bool swapped_solution_9x9(const uint8_t* givens, const uint8_t* first, uint8_t* second) {
  if (have_avx2())
    return exchange_lines_9x9_avx2(givens, first, second) && is_sudoku_solution_9x9_ssse3(givens, second);
  if (have_ssse3())
    return exchange_lines_9x9_ssse3(givens, first, second) && is_sudoku_solution_9x9_ssse3(givens, second);
  return swapped<3, 3>(3, 3, givens, first, second) && is_sudoku_solution(SudokuShape{3, 3}, givens, second);
}

}  // namespace gridlogic
