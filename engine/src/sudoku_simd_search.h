// sudoku_simd_search.h — the 9×9 search of solve_sudoku_fast in SIMD vectors, included once per
// instruction set by sudoku_simd.cpp (SSE4.1 or WASM SIMD128), sudoku_simd_avx2.cpp (AVX2) and
// sudoku_simd_avx512.cpp (AVX-512), each compiled with its own flags (sudoku_simd.h, docs/simd.md).
// The includer defines SIMD9_WIDTH (128, 256 or 512); everything here has internal linkage, so the
// copies never meet at link time. tests/engine/sudoku_simd_simde_test.cpp compiles the 512-bit copy
// against SIMDe, so its results are checked on a CPU without AVX-512 too.
//
// State: one 128-bit vector per digit whose 32-bit lanes 0..2 are the digit's 27-bit candidate words
// of bands 0..2 (bit 9r + c: row 3b + r, column c; lane 3 stays zero), plus one vector of the cells not
// placed yet. The scalar search (sudoku_fast.cpp) treats each digit-band word on its own, by table
// look-ups; here every rule runs on a digit's three bands at once with shifts and masks, so columns,
// which cross bands, are lane shuffles. The wider copies run the per-digit rules (band rules, hidden
// singles) on K = SIMD9_WIDTH / 128 digits at once, one digit a 128-bit lane of the register (every
// rule's shuffles stay inside a 128-bit lane), and the counts over the nine digits (triads, the cell
// choice) K digits a step; naked singles' count and a placement's update of the other digits go one
// digit a step, since they read vectors just stored one by one (docs/simd.md, "Sixth pass"):
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
// Below the root, a node with fewer than kRulesMinOpen cells open runs singles only (the band rules,
// triads and the rules before a branch cost more there than the branch points they save), and so
// does every node of a puzzle with at least kDenseGivens givens; a node left with at most kFinishOpen
// cells open is finished by a scalar search over a list of its open cells.
// Branching: in the first levels on a digit's permutations in a band or a stack (tdoku's choice), below them on
// the most constraining two-candidate cell among the first few, as the scalar path does.
// Nothing inline from other headers is called (deadline.h's guess_is_over is an out-of-line function),
// so no code compiled for the wider instruction sets can be shared with the baseline build.
#if !defined(SIMD9_WIDTH)
#error "define SIMD9_WIDTH (128, 256 or 512) before including sudoku_simd_search.h"
#endif

#include "sudoku_simd.h"

#if defined(SIMD9_SIMDE)
#include <simde/x86/avx512.h>  // the includer (a test) set it up
#elif SIMD9_WIDTH == 128
#include <smmintrin.h>  // SSE4.1; Emscripten maps it onto WebAssembly SIMD
#else
#include <immintrin.h>
#endif

#include "gridlogic/deadline.h"

namespace gridlogic {
namespace {

constexpr uint32_t kBand = (1u << 27) - 1;
constexpr uint32_t kMinirows = 0x01249249u;  // bit 9r + 3k: the first cell of each minirow

struct alignas(16) Lanes {
  uint32_t w[4];
};

constexpr int kPerms[6][3] = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};

struct Tables {
  Lanes cell[81];      // the cell's bit in its band's lane
  Lanes peer[81];      // its row and box in its band, its column in the other bands; the cell excluded
  uint32_t perms[6];   // the six permutations as minirow bits 9r + 3k
  uint8_t rcb[81][3];  // the cell's row, column and box
};

constexpr Tables make_tables() {
  Tables t{};
  for (int c = 0; c < 81; ++c) {
    const int b = c / 27, i = c % 27, r = i / 9, col = i % 9;
    t.cell[c].w[b] = 1u << i;
    t.rcb[c][0] = static_cast<uint8_t>(3 * b + r), t.rcb[c][1] = static_cast<uint8_t>(col);
    t.rcb[c][2] = static_cast<uint8_t>(3 * b + col / 3);
    for (int o = 0; o < 3; ++o) {
      for (int rr = 0; rr < 3; ++rr) t.peer[c].w[o] |= 1u << (9 * rr + col);
      if (o == b) {
        t.peer[c].w[o] |= 0x1FFu << (9 * r);
        for (int rr = 0; rr < 3; ++rr) t.peer[c].w[o] |= 7u << (9 * rr + 3 * (col / 3));
        t.peer[c].w[o] &= ~(1u << i);
      }
    }
  }
  for (int p = 0; p < 6; ++p)
    t.perms[p] = 1u << (3 * kPerms[p][0]) | 1u << (9 + 3 * kPerms[p][1]) | 1u << (18 + 3 * kPerms[p][2]);
  return t;
}
constexpr Tables kTables = make_tables();

// The masks the rules apply on every pass, as vectors (lane 3 zero).
struct Masks {
  Lanes house[6];  // row k and box k of a band: house[2k], house[2k + 1]
  Lanes perm[6];   // kTables.perms
  Lanes row9, band, minirows, one;
  Lanes rot[4];           // group_rot1's and group_rot2's masks: 0x1B6, 0x049, 0x124, 0x0DB
  Lanes box_minirows[3];  // box k's minirow bits (9r + 3k)
};
constexpr Masks make_masks() {
  Masks m{};
  auto three = [](uint32_t x) { return Lanes{{x, x, x, 0}}; };
  for (int k = 0; k < 3; ++k)
    m.house[2 * k] = three(0x1FFu << (9 * k)), m.house[2 * k + 1] = three(0x1C0E07u << (3 * k));
  for (int p = 0; p < 6; ++p) m.perm[p] = three(kTables.perms[p]);
  m.row9 = three(0x1FF), m.band = three(kBand), m.minirows = three(kMinirows), m.one = three(1);
  m.rot[0] = three(0x1B6), m.rot[1] = three(0x049), m.rot[2] = three(0x124), m.rot[3] = three(0x0DB);
  for (int k = 0; k < 3; ++k) m.box_minirows[k] = three(0x40201u << (3 * k));
  return m;
}
constexpr Masks kMasks = make_masks();
#if defined(__wasm_simd128__)
// V8 builds a v128.const in a register with up to five instructions (two 64-bit immediates moved in),
// where a load from memory is one; LLVM folds every load from kMasks into a constant, so the rules
// read the masks through an address it cannot see through, and the loads stay loads.
const Masks* volatile masks_address = &kMasks;
inline const Masks& masks() { return *masks_address; }
#else
inline const Masks& masks() { return kMasks; }
#endif

inline __m128i lanes3(uint32_t x) {
  return _mm_set_epi32(0, static_cast<int>(x), static_cast<int>(x), static_cast<int>(x));
}
inline __m128i load(const Lanes& l) { return _mm_load_si128(reinterpret_cast<const __m128i*>(l.w)); }
inline void store(Lanes& l, __m128i v) { _mm_store_si128(reinterpret_cast<__m128i*>(l.w), v); }
// a & b == 0 (SSE4.1's ptest, ZF) and ~a & b == 0 (its CF). In WebAssembly, Emscripten's ptest is two
// 64-bit lane extractions and an OR, where v128.any_true is one instruction (a ptest on x86 engines;
// docs/simd.md, "WebAssembly").
#if defined(__wasm_simd128__)
inline bool testz(__m128i a, __m128i b) { return !wasm_v128_any_true(wasm_v128_and(a, b)); }
inline bool testc(__m128i a, __m128i b) { return !wasm_v128_any_true(wasm_v128_andnot(b, a)); }
inline bool same(__m128i a, __m128i b) { return !wasm_v128_any_true(wasm_v128_xor(a, b)); }
#else
inline bool testz(__m128i a, __m128i b) { return _mm_testz_si128(a, b); }
inline bool testc(__m128i a, __m128i b) { return _mm_testc_si128(a, b); }
inline bool same(__m128i a, __m128i b) { return _mm_movemask_epi8(_mm_cmpeq_epi32(a, b)) == 0xFFFF; }
#endif
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

// K digits in one register, digit k in 128-bit lane k (the layout of one digit's vector above), for the
// rules that run per digit. Only lane-wise operations and shuffles inside 128-bit lanes are used, so each
// rule reads as its 128-bit form. At 128 bits K = 1 and these are the plain SSE operations.
#if SIMD9_WIDTH == 512
constexpr int K = 4;
using G = __m512i;
inline G g_and(G a, G b) { return _mm512_and_si512(a, b); }
inline G g_or(G a, G b) { return _mm512_or_si512(a, b); }
inline G g_andnot(G a, G b) { return _mm512_andnot_si512(a, b); }
inline G g_xor(G a, G b) { return _mm512_xor_si512(a, b); }
inline G g_sub(G a, G b) { return _mm512_sub_epi32(a, b); }
inline G g_shl(G a, int n) { return _mm512_slli_epi32(a, static_cast<unsigned>(n)); }
inline G g_shr(G a, int n) { return _mm512_srli_epi32(a, static_cast<unsigned>(n)); }
inline G g_zero() { return _mm512_setzero_si512(); }
inline G g_set1(uint32_t x) { return _mm512_set1_epi32(static_cast<int>(x)); }
inline G g_wide(__m128i x) { return _mm512_broadcast_i32x4(x); }
inline auto g_eqz_mask(G a) { return _mm512_cmpeq_epi32_mask(a, _mm512_setzero_si512()); }
inline G g_eqz(G a) { return _mm512_movm_epi32(g_eqz_mask(a)); }
inline G g_next1(G v) { return _mm512_shuffle_epi32(v, static_cast<_MM_PERM_ENUM>(_MM_SHUFFLE(3, 0, 2, 1))); }
inline G g_next2(G v) { return _mm512_shuffle_epi32(v, static_cast<_MM_PERM_ENUM>(_MM_SHUFFLE(3, 1, 0, 2))); }
inline bool g_same(G a, G b) { return _mm512_cmpeq_epi32_mask(a, b) == 0xFFFF; }
inline bool g_is_zero(G a) { return _mm512_test_epi32_mask(a, a) == 0; }
// Whether lane 0, 1 or 2 (a band) of some digit is zero.
inline bool g_band_zero(G a) { return (g_eqz_mask(a) & 0x7777) != 0; }
inline bool g_band_nonzero(G a) { return (_mm512_test_epi32_mask(a, a) & 0x7777) != 0; }
// Digits e..e+n-1 (n = K, or 1 for the ninth digit, then the other lanes are zero / left alone).
inline G g_load_digits(const Lanes* base, int e, int n) {
  if (n == K) return _mm512_loadu_si512(base + e);
  return _mm512_inserti32x4(_mm512_setzero_si512(), load(base[e]), 0);
}
inline void g_store_digits(Lanes* base, int e, int n, G v) {
  if (n == K) return _mm512_storeu_si512(base + e, v);
  store(base[e], _mm512_castsi512_si128(v));
}
// Bit k: digit lane k of a and b differ.
inline uint32_t g_lanes_differ(G a, G b) {
  const uint32_t eq = _mm512_cmpeq_epi32_mask(a, b);
  uint32_t out = 0;
  for (int k = 0; k < K; ++k) out |= static_cast<uint32_t>(((eq >> (4 * k)) & 0xF) != 0xF) << k;
  return out;
}
inline G g_gather(const Lanes* base, const int* ds) {
  G v = _mm512_castsi128_si512(_mm_load_si128(reinterpret_cast<const __m128i*>(base[ds[0]].w)));
  v = _mm512_inserti32x4(v, _mm_load_si128(reinterpret_cast<const __m128i*>(base[ds[1]].w)), 1);
  v = _mm512_inserti32x4(v, _mm_load_si128(reinterpret_cast<const __m128i*>(base[ds[2]].w)), 2);
  return _mm512_inserti32x4(v, _mm_load_si128(reinterpret_cast<const __m128i*>(base[ds[3]].w)), 3);
}
#elif SIMD9_WIDTH == 256
constexpr int K = 2;
using G = __m256i;
inline G g_and(G a, G b) { return _mm256_and_si256(a, b); }
inline G g_or(G a, G b) { return _mm256_or_si256(a, b); }
inline G g_andnot(G a, G b) { return _mm256_andnot_si256(a, b); }
inline G g_xor(G a, G b) { return _mm256_xor_si256(a, b); }
inline G g_sub(G a, G b) { return _mm256_sub_epi32(a, b); }
inline G g_shl(G a, int n) { return _mm256_slli_epi32(a, n); }
inline G g_shr(G a, int n) { return _mm256_srli_epi32(a, n); }
inline G g_zero() { return _mm256_setzero_si256(); }
inline G g_set1(uint32_t x) { return _mm256_set1_epi32(static_cast<int>(x)); }
inline G g_wide(__m128i x) { return _mm256_broadcastsi128_si256(x); }
inline G g_eqz(G a) { return _mm256_cmpeq_epi32(a, _mm256_setzero_si256()); }
inline G g_next1(G v) { return _mm256_shuffle_epi32(v, _MM_SHUFFLE(3, 0, 2, 1)); }
inline G g_next2(G v) { return _mm256_shuffle_epi32(v, _MM_SHUFFLE(3, 1, 0, 2)); }
inline bool g_same(G a, G b) { return _mm256_movemask_epi8(_mm256_cmpeq_epi32(a, b)) == -1; }
inline bool g_is_zero(G a) { return _mm256_testz_si256(a, a); }
inline bool g_band_zero(G a) { return (_mm256_movemask_epi8(g_eqz(a)) & 0x0FFF0FFF) != 0; }
inline bool g_band_nonzero(G a) { return (_mm256_movemask_epi8(g_eqz(a)) & 0x0FFF0FFF) != 0x0FFF0FFF; }
inline G g_load_digits(const Lanes* base, int e, int n) {
  if (n == K) return _mm256_loadu_si256(reinterpret_cast<const __m256i*>(base + e));
  return _mm256_inserti128_si256(_mm256_setzero_si256(), load(base[e]), 0);
}
inline void g_store_digits(Lanes* base, int e, int n, G v) {
  if (n == K) return _mm256_storeu_si256(reinterpret_cast<__m256i*>(base + e), v);
  store(base[e], _mm256_castsi256_si128(v));
}
inline uint32_t g_lanes_differ(G a, G b) {
  const uint32_t eq = static_cast<uint32_t>(_mm256_movemask_epi8(_mm256_cmpeq_epi32(a, b)));
  return static_cast<uint32_t>((eq & 0xFFFF) != 0xFFFF) | static_cast<uint32_t>((eq >> 16) != 0xFFFF) << 1;
}
inline G g_gather(const Lanes* base, const int* ds) {
  return _mm256_inserti128_si256(
      _mm256_castsi128_si256(_mm_load_si128(reinterpret_cast<const __m128i*>(base[ds[0]].w))),
      _mm_load_si128(reinterpret_cast<const __m128i*>(base[ds[1]].w)), 1);
}
#else
constexpr int K = 1;
using G = __m128i;
inline G g_and(G a, G b) { return _mm_and_si128(a, b); }
inline G g_or(G a, G b) { return _mm_or_si128(a, b); }
inline G g_andnot(G a, G b) { return _mm_andnot_si128(a, b); }
inline G g_xor(G a, G b) { return _mm_xor_si128(a, b); }
inline G g_sub(G a, G b) { return _mm_sub_epi32(a, b); }
inline G g_shl(G a, int n) { return _mm_slli_epi32(a, n); }
inline G g_shr(G a, int n) { return _mm_srli_epi32(a, n); }
inline G g_zero() { return _mm_setzero_si128(); }
inline G g_set1(uint32_t x) { return _mm_set1_epi32(static_cast<int>(x)); }
inline G g_wide(__m128i x) { return x; }
inline G g_eqz(G a) { return _mm_cmpeq_epi32(a, _mm_setzero_si128()); }
inline G g_next1(G v) { return next1(v); }
inline G g_next2(G v) { return next2(v); }
inline bool g_same(G a, G b) { return same(a, b); }
inline bool g_is_zero(G a) { return testz(a, a); }
inline bool g_band_zero(G a) { return (_mm_movemask_epi8(g_eqz(a)) & 0x0FFF) != 0; }
inline bool g_band_nonzero(G a) { return (_mm_movemask_epi8(g_eqz(a)) & 0x0FFF) != 0x0FFF; }
inline G g_gather(const Lanes* base, const int* ds) { return load(base[ds[0]]); }
inline G g_load_digits(const Lanes* base, int e, int) { return load(base[e]); }
inline void g_store_digits(Lanes* base, int e, int, G v) { store(base[e], v); }
inline uint32_t g_lanes_differ(G a, G b) { return !same(a, b); }
#endif
// Digit k's lane (the first n matter; unused lanes repeat digit 0, so they change nothing).
inline void g_scatter(G v, Lanes (&out)[K]) { __builtin_memcpy(out, &v, sizeof v); }
inline G g_spread_rows(G x) { return g_or(x, g_or(g_shl(x, 9), g_shl(x, 18))); }
inline G g_spread_minirows(G x) { return g_or(x, g_or(g_shl(x, 1), g_shl(x, 2))); }
inline G g_mask(const Lanes& l) { return g_wide(load(l)); }
inline G g_minirows_in_use(G v, const Masks& m) {
  return g_and(g_or(v, g_or(g_shr(v, 1), g_shr(v, 2))), g_mask(m.minirows));
}
inline G g_group_rot1(G x, const Masks& m) {
  return g_or(g_and(g_shl(x, 1), g_mask(m.rot[0])), g_and(g_shr(x, 2), g_mask(m.rot[1])));
}
inline G g_group_rot2(G x, const Masks& m) {
  return g_or(g_and(g_shl(x, 2), g_mask(m.rot[2])), g_and(g_shr(x, 1), g_mask(m.rot[3])));
}

// Bit-sliced "at least 1, 2, 3, 4" counts of bits over digits, K digits a step; fold() adds the K
// lanes up into one 128-bit count (saturating at four).
struct Count4 {
  G c1 = g_zero(), c2 = g_zero(), c3 = g_zero(), c4 = g_zero();
  void add(G x) {
    c4 = g_or(c4, g_and(c3, x));
    c3 = g_or(c3, g_and(c2, x));
    c2 = g_or(c2, g_and(c1, x));
    c1 = g_or(c1, x);
  }
};
struct Count4x {
  __m128i c1, c2, c3, c4;
};
inline Count4x fold(const Count4& c) {
#if SIMD9_WIDTH == 128
  return {c.c1, c.c2, c.c3, c.c4};
#else
  Lanes a1[K], a2[K], a3[K], a4[K];
  g_scatter(c.c1, a1), g_scatter(c.c2, a2), g_scatter(c.c3, a3), g_scatter(c.c4, a4);
  Count4x r{load(a1[0]), load(a2[0]), load(a3[0]), load(a4[0])};
  for (int k = 1; k < K; ++k) {
    const __m128i b1 = load(a1[k]), b2 = load(a2[k]), b3 = load(a3[k]), b4 = load(a4[k]);
    const __m128i or_ = _mm_or_si128(r.c4, b4);
    r.c4 = _mm_or_si128(_mm_or_si128(or_, _mm_and_si128(r.c3, b1)),
                        _mm_or_si128(_mm_and_si128(r.c2, b2), _mm_and_si128(r.c1, b3)));
    r.c3 = _mm_or_si128(_mm_or_si128(r.c3, b3), _mm_or_si128(_mm_and_si128(r.c2, b1), _mm_and_si128(r.c1, b2)));
    r.c2 = _mm_or_si128(_mm_or_si128(r.c2, b2), _mm_and_si128(r.c1, b1));
    r.c1 = _mm_or_si128(r.c1, b1);
  }
  return r;
#endif
}

// Up to K digits of `todo` (lowest first) taken off it into ds; the rest of ds repeats ds[0].
// Without a branch per digit (todo is not empty; its trip count was mispredicted).
inline int take_digits(uint32_t& todo, int (&ds)[K]) {
  const int first = __builtin_ctz(todo);
  int n = 0;
  for (int k = 0; k < K; ++k) {
    const bool has = todo != 0;
    const int d = __builtin_ctz(todo | 1u << 31);
    ds[k] = has ? d : first;
    n += has;
    todo &= todo - 1;
  }
  return n;
}

// Once/twice over the nine digit vectors (bit-sliced counts, each cell's candidates), one digit a step
// at every width: naked singles run this right after placements stored digit vectors one by one, and
// a wider load over two such stores waits for them to reach the cache (no store-to-load forwarding
// across two stores). Elsewhere the stores are older and K digits a load is cheaper (docs/simd.md,
// "Sixth pass").
struct OnceTwice {
  __m128i once, twice;
};
inline OnceTwice fold_digits(const Lanes* d, __m128i mask) {
  __m128i once = _mm_setzero_si128(), twice = once;
  for (int e = 0; e < 9; ++e) {
    const __m128i x = _mm_and_si128(load(d[e]), mask);
    twice = _mm_or_si128(twice, _mm_and_si128(once, x));
    once = _mm_or_si128(once, x);
  }
  return {once, twice};
}

struct alignas(64) State {
  Lanes d[9];
  Lanes open;
  Lanes forced[9];  // per digit, minirow bits (9r + 3k) it must use: the triad rule's findings
};

// Digits 0..3 and 4..7 of each band side by side (a 4×4 transpose of the digit vectors), so that a
// cell's candidates are two shifts and two movemasks instead of a loop over nine digits (choose_cell
// reads them for up to kScoredCells cells a node).
struct CellDigits {
  __m128i lo[3], hi[3];
  uint32_t d8[3];
  explicit CellDigits(const State& s) {
    for (int h = 0; h < 2; ++h) {
      const __m128i a = load(s.d[4 * h]), b = load(s.d[4 * h + 1]), c = load(s.d[4 * h + 2]), d = load(s.d[4 * h + 3]);
      const __m128i ab0 = _mm_unpacklo_epi32(a, b), cd0 = _mm_unpacklo_epi32(c, d);  // bands 0, 1
      const __m128i ab1 = _mm_unpackhi_epi32(a, b), cd1 = _mm_unpackhi_epi32(c, d);  // bands 2, 3
      __m128i* out = h ? hi : lo;
      out[0] = _mm_unpacklo_epi64(ab0, cd0);
      out[1] = _mm_unpackhi_epi64(ab0, cd0);
      out[2] = _mm_unpacklo_epi64(ab1, cd1);
    }
    for (int b = 0; b < 3; ++b) d8[b] = s.d[8].w[b];
  }
  // Bit d: digit d has cell i of band b.
  uint32_t at(int b, int i) const {
#if defined(__wasm_simd128__)
    // Emscripten's _mm_sll_epi32 reads the count back out of a vector and tests it for ≥ 32; i < 27.
    const uint32_t l = wasm_i32x4_bitmask(wasm_i32x4_shl(lo[b], static_cast<uint32_t>(31 - i)));
    const uint32_t h = wasm_i32x4_bitmask(wasm_i32x4_shl(hi[b], static_cast<uint32_t>(31 - i)));
#else
    const __m128i shift = _mm_cvtsi32_si128(31 - i);
    const uint32_t l = static_cast<uint32_t>(_mm_movemask_ps(_mm_castsi128_ps(_mm_sll_epi32(lo[b], shift))));
    const uint32_t h = static_cast<uint32_t>(_mm_movemask_ps(_mm_castsi128_ps(_mm_sll_epi32(hi[b], shift))));
#endif
    return l | h << 4 | ((d8[b] >> i) & 1u) << 8;
  }
};

class Search {
 public:
  Search(int limit, int64_t budget, Simd9Result& r) : limit_(limit), budget_(budget), r_(r) {}

  // The rows, boxes and columns holding one of `cells` (all their cells), branch-free; false when two
  // of the cells share a house. For a handful of cells this costs less than a loop over them with the
  // peer table, whose unpredictable trip counts and branches cost more than the instructions here.
  static bool houses_of(__m128i cells, __m128i& cut) {
    const Masks& m = masks();
    const __m128i zero = _mm_setzero_si128(), ones = load(m.one), row9 = load(m.row9);
    __m128i twice = zero;
    cut = zero;
    for (const Lanes& l : m.house) {  // row k, box k of a band
      const __m128i house = load(l), h = _mm_and_si128(cells, house);
      cut = _mm_or_si128(cut, _mm_andnot_si128(_mm_cmpeq_epi32(h, zero), house));
      twice = _mm_or_si128(twice, _mm_and_si128(h, _mm_sub_epi32(h, ones)));
    }
    // Columns: once and twice over the three rows of each band, then over the bands.
    const __m128i r0 = _mm_and_si128(cells, row9), r1 = _mm_and_si128(_mm_srli_epi32(cells, 9), row9),
                  r2 = _mm_srli_epi32(cells, 18);
    const __m128i cols = _mm_or_si128(r0, _mm_or_si128(r1, r2));
    const __m128i others = _mm_or_si128(next1(cols), next2(cols));
    twice = _mm_or_si128(twice, _mm_and_si128(cols, others));
    twice = _mm_or_si128(twice, _mm_or_si128(_mm_and_si128(r0, r1), _mm_and_si128(r2, _mm_or_si128(r0, r1))));
    cut = _mm_or_si128(cut, spread_rows(_mm_or_si128(cols, others)));
    return testz(twice, twice);
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
    // One digit a step at every width: K digits a load and store was 2 % slower (hidden singles call
    // this for one digit after another, and a wide load over the last call's stores stalls).
    uint32_t changed = 0;
#if defined(__wasm_simd128__)
    // WebAssembly skips d itself: the x86 form below took 3 % more of a 17-clue batch's time in V8.
    for (int e = 0; e < 9; ++e) {
      if (e == d) continue;
      const __m128i x = load(s.d[e]);
      changed |= static_cast<uint32_t>(!testz(x, cells)) << e;
      store(s.d[e], _mm_andnot_si128(cells, x));
    }
#else
    // All nine digits, then d's own vector put back: a `continue` for e == d was mispredicted.
    const __m128i own = load(s.d[d]);
    for (int e = 0; e < 9; ++e) {
      const __m128i x = load(s.d[e]);
      changed |= static_cast<uint32_t>(!testz(x, cells)) << e;
      store(s.d[e], _mm_andnot_si128(cells, x));
    }
    store(s.d[d], own);
    changed &= ~(1u << d);
#endif
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
    if (!testc(open, _mm_andnot_si128(v, start))) return false;  // a placed d among the peers
    // Stored and flagged without a branch: whether the placement cut any peer's candidate is
    // data-dependent and was mispredicted often.
    store(s.d[d], v);
    const uint32_t bit = static_cast<uint32_t>(!same(v, start)) << d;
    dirty_ |= bit;
    unscanned_ |= bit;
    return true;
  }

  // Sets `s` up with all givens at once (cells: 81 values 0..9): per digit, the rows, boxes and columns
  // holding one of its givens lose it elsewhere; two givens of a digit in one house are a contradiction.
  bool place_givens(State& s, const uint8_t* cells) {
    // Per digit, its givens as three 27-bit words: byte compares over the 81 cells, each 16 cells'
    // results packed to bits by movemask (a scalar loop of read-modify-writes cost twice as much).
    // The bytes are read from `cells` itself and the words kept in registers: a copy through memory
    // written piecewise and read back 16 bytes at a time stalls each read (no store forwarding).
    __m128i bytes[6];
    for (int j = 0; j < 5; ++j) bytes[j] = _mm_loadu_si128(reinterpret_cast<const __m128i*>(cells + 16 * j));
    bytes[5] = _mm_cvtsi32_si128(cells[80]);
    __m128i given[9];
    __m128i all = _mm_setzero_si128();
    for (int d = 0; d < 9; ++d) {
      const __m128i digit = _mm_set1_epi8(static_cast<char>(d + 1));
      uint64_t lo = 0, hi = 0;
      for (int j = 0; j < 4; ++j)
        lo |= static_cast<uint64_t>(_mm_movemask_epi8(_mm_cmpeq_epi8(bytes[j], digit))) << (16 * j);
      for (int j = 4; j < 6; ++j)
        hi |= static_cast<uint64_t>(_mm_movemask_epi8(_mm_cmpeq_epi8(bytes[j], digit))) << (16 * (j - 4));
      given[d] = _mm_and_si128(
          _mm_set_epi32(0, static_cast<int>(lo >> 54 | hi << 10), static_cast<int>(lo >> 27), static_cast<int>(lo)),
          lanes3(kBand));
      all = _mm_or_si128(all, given[d]);
    }
    const __m128i open = _mm_andnot_si128(all, lanes3(kBand));
    store(s.open, open);
    for (int d = 0; d < 9; ++d) {
      const __m128i g = given[d];
      __m128i v = open;
      if (!testz(g, g)) {
        __m128i cut;
        if (!houses_of(g, cut)) return false;
        v = _mm_or_si128(_mm_andnot_si128(cut, v), g);
      }
      store(s.d[d], v);
      store(s.forced[d], _mm_setzero_si128());
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
      if (placed) {
        // Every cell placed, each checked against its peers as it was: a solution, and no rule left
        // that could find anything (hidden singles and triads on a full grid cost a third of a leaf).
        if (testz(load(s.open), load(s.open))) return true;
        continue;
      }
      if (!hidden_singles(s, placed)) return false;
      if (placed) {
        if (testz(load(s.open), load(s.open))) return true;
        continue;
      }
      // Below the root with few cells open, singles only: the band rules, triads and the rules before
      // a branch cost more there than the branch points they save (rules_min_open_, ninth pass).
      if (popcount128(load(s.open)) < rules_min_open_) {
        dirty_ = 0;
        return true;
      }
      if (dirty_) {
        const uint32_t dirty = dirty_;
        dirty_ = 0;
        if (!shrink(s, dirty)) return false;
        if (unscanned_) continue;
      }
      if (!triads(s)) return false;
      if (dirty_) continue;
      // Stuck: before the search branches, the rules too costly for every pass.
      if (testz(load(s.open), load(s.open))) return true;
      if (popcount128(load(s.open)) < kBbMinOpen) return true;
      if (!before_branching(s)) return false;
      if (!(dirty_ | unscanned_)) return true;
    }
  }

  // The root's propagation (`s` has its givens placed): every rule, unless the puzzle has at least
  // kDenseGivens givens; then singles only, there and at every node below (eleventh pass).
  bool propagate_root(State& s) {
    dense_ = popcount128(load(s.open)) <= 81 - kDenseGivens;
    rules_min_open_ = dense_ ? kNoRules : 0;
    return propagate(s);
  }

  // Searches below the root `s` (propagated), which it may change.
  void search_from_root(State& s) {
    rules_min_open_ = dense_ ? kNoRules : kRulesMinOpen;
    run(s, 0);
  }

 private:
  // Searches below `s`, which it may change (its last child is worked out in place).
  void run(State& s, int depth) {
    if (done()) return;
    const int open = popcount128(load(s.open));
    if (open == 0) {
      if (r_.count++ == 0) save_first(s);
      return;
    }
    if (open <= kFinishOpen) return finish(s);
    if ((depth <= kBandBranchDepth || open >= kBandBranchOpen) && branch_on_band(s, depth)) return;
    int b = 0, i = 0;
    uint32_t digits = choose_cell(s, b, i);  // the cell's candidates
    ++r_.branch_points;
    children(s, depth, digits, [&](State& child, int d) {
      dirty_ = unscanned_ = 0;
      return place(child, d, b, i);
    });
  }

  bool done() const { return r_.count >= limit_ || r_.out_of_budget; }

  // The children of one branch point, one per bit of `choices` (lowest first): `narrow(child, k)`
  // makes child k (a cell's digit, a permutation) and says whether it holds up; each is propagated
  // and searched. The last child works on the node itself: nothing needs it afterwards.
  template <class Narrow>
  void children(State& s, int depth, uint32_t choices, Narrow narrow) {
    for (; choices && !done(); choices &= choices - 1) {
      if (budget_ >= 0 && (r_.guesses >= static_cast<uint64_t>(budget_) || guess_is_over())) {
        r_.out_of_budget = true;
        return;
      }
      ++r_.guesses;
      State copy;
      State* child = &s;
      if (choices & (choices - 1)) copy = s, child = &copy;
      if (narrow(*child, __builtin_ctz(choices)) && propagate(*child)) run(*child, depth + 1);
      else ++r_.dead_ends;
    }
  }

  // Near the root the search branches as tdoku does (its write-up; no code taken): in the band (or
  // stack) with the fewest row→box (column→band) permutations left over all digits, on the digit with
  // the fewest (two or more),
  // one child per permutation, whose candidates of the digit in the band keep that permutation's three
  // minirows only (not an obligation for the band rules to apply: below kRulesMinOpen they do not
  // run, and a child left to them would repeat its siblings' solutions). A permutation places the digit's
  // three minirows of the band at once, a stronger first step than one cell's candidate: it halves
  // 17-clue branch points. Deeper down, cells again: a band branch there costs more per node
  // (counting permutations, weaker children) than it saves in branch points.
  // Deeper down too while at least kBandBranchOpen cells are open (eighth pass, docs/simd.md: 4 % fewer branch
  // points on hardest 1106, where the hardest nodes stay that open for several levels).
  static constexpr int kBandBranchDepth = 2;
  static constexpr int kBandBranchOpen = 55;
  bool branch_on_band(State& s, int depth) {
    // Per digit and band, the permutations left: K digits a register.
    const Masks& m = masks();
    Lanes count[9];
    for (int e = 0; e < 9; e += K) {
      const int n = 9 - e < K ? 9 - e : K;
      const G used = g_minirows_in_use(g_load_digits(s.d, e, n), m), forced = g_load_digits(s.forced, e, n);
      G c = g_zero();
      for (const Lanes& p : m.perm) {
        const G perm = g_mask(p);
        c = g_sub(c, g_eqz(g_or(g_andnot(used, perm), g_andnot(perm, forced))));
      }
      g_store_digits(count, e, n, c);
    }
    __m128i sum = _mm_setzero_si128();
    for (const Lanes& c : count) sum = _mm_add_epi32(sum, load(c));
    Lanes total_l;
    store(total_l, sum);
    const int total[3] = {static_cast<int>(total_l.w[0]), static_cast<int>(total_l.w[1]),
                          static_cast<int>(total_l.w[2])};
    int band = -1, best_total = 1 << 30;
    for (int b = 0; b < 3; ++b)
      if (total[b] > 9 && total[b] < best_total) best_total = total[b], band = b;  // 9: all settled
    // Stacks too, as tdoku does (its six "bands"): per digit and stack, the column→band permutations
    // left, the three stacks at once in 3-bit fields (scalar: it runs only near the root); a stack with
    // fewer permutations than every band is branched on instead (9 % fewer branch points on the forum's
    // hardest, docs/simd.md).
    uint32_t scount[9];
    uint64_t stot = 0;  // per stack t, bits 16t..: the permutations left summed over the digits
    for (int d = 0; d < 9; ++d) {
      uint32_t cnt = 0;
      for (const auto& p : kPerms) cnt += stack_perms(s.d[d], p);
      scount[d] = cnt;  // per stack t, bits 3t..3t+2: this digit's permutations left (at most 6)
      stot += (cnt & 7) | static_cast<uint64_t>(cnt >> 3 & 7) << 16 | static_cast<uint64_t>(cnt >> 6 & 7) << 32;
    }
    const int stotal[3] = {static_cast<int>(stot & 0xFFFF), static_cast<int>(stot >> 16 & 0xFFFF),
                           static_cast<int>(stot >> 32 & 0xFFFF)};
    int stack = -1;
    for (int t = 0; t < 3; ++t)
      if (stotal[t] > 9 && stotal[t] < best_total) best_total = stotal[t], stack = t;
    if (stack >= 0) return branch_on_stack(s, depth, stack, scount);
    if (band < 0) return false;
    uint32_t counts[9];
    for (int d = 0; d < 9; ++d) counts[d] = count[d].w[band];
    const int digit = fewest_choices(counts, 0);
    if (digit < 0) return false;
    const uint32_t w = s.d[digit].w[band], used = (w | w >> 1 | w >> 2) & kMinirows, forced = s.forced[digit].w[band];
    ++r_.branch_points;
    uint32_t fits = 0;
    for (int k = 0; k < 6; ++k)
      fits |= static_cast<uint32_t>(!(kTables.perms[k] & ~used) && !(forced & ~kTables.perms[k])) << k;
    children(s, depth, fits, [&](State& child, int k) {
      child.d[digit].w[band] &= kTables.perms[k] * 7u;  // the permutation's minirows, three cells each
      dirty_ = unscanned_ = 1u << digit;
      return true;
    });
    return true;
  }

  // The digit with the fewest permutations left (two or more; ties to the lower digit) among the 3-bit
  // fields at `shift` of `counts`, or -1. Without a branch per digit: a compare-and-keep loop was
  // mispredicted about three times a call (ninth pass).
  static int fewest_choices(const uint32_t (&counts)[9], int shift) {
    uint32_t best = ~0u;
    for (int d = 0; d < 9; ++d) {
      const uint32_t c = counts[d] >> shift & 7;
      const uint32_t key = (c >= 2 ? c : 15u) << 4 | static_cast<uint32_t>(d);
      best = key < best ? key : best;
    }
    return (best >> 4) == 15u ? -1 : static_cast<int>(best & 15);
  }

  // Per stack t, bit 3t: the permutation p (band b → column p[b] of the stack) fits a digit's columns
  // in use. (Bits above a band's nine columns fall outside 0x49.)
  static uint32_t stack_perms(const Lanes& v, const int (&p)[3]) {
    uint32_t x = 0x49;
    for (int b = 0; b < 3; ++b) {
      const uint32_t w = v.w[b];
      x &= (w | w >> 9 | w >> 18) >> p[b];
    }
    return x;
  }

  // A band branch down a stack: the digit with the fewest column→band permutations (two or more) in
  // `stack`, one child per permutation, given to the child by clearing the stack's other columns.
  bool branch_on_stack(State& s, int depth, int stack, const uint32_t (&scount)[9]) {
    const int digit = fewest_choices(scount, 3 * stack);
    if (digit < 0) return false;
    ++r_.branch_points;
    uint32_t fits = 0;
    for (int k = 0; k < 6; ++k) fits |= (stack_perms(s.d[digit], kPerms[k]) >> 3 * stack & 1) << k;
    children(s, depth, fits, [&](State& child, int k) {
      for (int b = 0; b < 3; ++b)  // band b keeps column kPerms[k][b] of the stack only
        child.d[digit].w[b] &= ~((7u << 3 * stack & ~(1u << (3 * stack + kPerms[k][b]))) * 0x40201u);
      dirty_ = unscanned_ = 1u << digit;
      return true;
    });
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
    const Masks& mk = masks();
    const G cols9 = g_mask(mk.row9);
    const G k0 = g_mask(mk.box_minirows[0]), k1 = g_mask(mk.box_minirows[1]), k2 = g_mask(mk.box_minirows[2]);
    const G k01 = g_or(k0, k1), k12 = g_or(k1, k2);
    Lanes cols[9], must_row[9], must_col[9];
    // Bit-sliced counts over the digits (at least 1, 2, 3, 4): minicolumns in use, and minirows and
    // minicolumns a digit must use.
    Count4 in_use, rows_must, cols_must;
    for (int e = 0; e < 9; e += K) {
      const int n = 9 - e < K ? 9 - e : K;
      const G v = g_load_digits(s.d, e, n);
      const G c = g_and(g_or(v, g_or(g_shr(v, 9), g_shr(v, 18))), cols9);
      const G u = g_minirows_in_use(v, mk);
      // Must use: the only minirow in use in its row, the only minicolumn in use in its column. At
      // propagate's fixpoint the band rules have run for every digit, so a minirow alone in its row is
      // alone in its box and the converse (both mean: in every permutation left), and a minicolumn
      // alone in its column is alone in its box and the converse (shrink's column rules): one test
      // each finds them all.
      const G in_row = g_or(  // the other minirows of the row: rotations by one and two boxes
          g_or(g_and(g_shr(u, 3), k01), g_and(g_shl(u, 6), k2)), g_or(g_and(g_shr(u, 6), k0), g_and(g_shl(u, 3), k12)));
      const G mr = g_or(g_andnot(in_row, u), g_load_digits(s.forced, e, n));
      const G mc = g_andnot(g_or(g_next1(c), g_next2(c)), c);
      in_use.add(c);
      rows_must.add(mr);
      cols_must.add(mc);
      g_store_digits(cols, e, n, c);
      g_store_digits(must_row, e, n, mr);
      g_store_digits(must_col, e, n, mc);
    }
    const Count4x c = fold(in_use), r = fold(rows_must), m = fold(cols_must);
    if (!same(c.c3, lanes3(0x1FF))) return false;
    const __m128i over = _mm_or_si128(r.c4, m.c4);
    if (!testz(over, over)) return false;
    const G col_three = g_wide(_mm_andnot_si128(c.c4, c.c3)), r3 = g_wide(r.c3), m3 = g_wide(m.c3);
    for (int e = 0; e < 9; e += K) {
      const int n = 9 - e < K ? 9 - e : K;
      const G start = g_load_digits(s.d, e, n);
      const G fc = g_and(g_load_digits(cols, e, n), col_three);
      G v = g_andnot(g_spread_rows(g_or(g_group_rot1(fc, mk), g_group_rot2(fc, mk))), start);
      v = g_andnot(g_spread_minirows(g_andnot(g_load_digits(must_row, e, n), r3)), v);
      v = g_andnot(g_spread_rows(g_andnot(g_load_digits(must_col, e, n), m3)), v);
      const uint32_t changed = g_lanes_differ(v, start) & ((1u << n) - 1);
      if (!changed) continue;
      g_store_digits(s.d, e, n, v);
      dirty_ |= changed << e;
      unscanned_ |= changed << e;
    }
    return true;
  }

  // The band rules for the digits of `digits` (a bit mask) on their three bands at once, K digits a
  // register, each to a fixpoint; false on a contradiction.
  bool shrink(State& s, uint32_t digits) {
    // A digit with every copy placed has nothing left to shrink (a house without it is found by
    // hidden_singles, which looks at every digit that changed).
    const __m128i open = load(s.open);
    uint32_t todo = 0;
    for (; digits; digits &= digits - 1) {
      const int d = __builtin_ctz(digits);
      todo |= static_cast<uint32_t>(!testz(load(s.d[d]), open)) << d;
    }
    int ds[K];
    while (todo) {
      const int n = take_digits(todo, ds);
      if (!shrink_group(s, ds, n)) return false;
    }
    return true;
  }

  bool shrink_group(State& s, const int (&ds)[K], int n) {
    const G start = g_gather(s.d, ds);
    const G forced = g_gather(s.forced, ds);
    const Masks& m = masks();
    const G zero = g_zero(), cols9 = g_mask(m.row9);
    G v = start;
    for (;;) {
      const G before = v;
      // Rows and boxes: the union of the permutations inside the minirows in use (and through the
      // minirows the digit must use), per band.
      const G used = g_minirows_in_use(v, m);
      G keep = zero;
      for (const Lanes& p : m.perm) {
        const G perm = g_mask(p);
        const G fits = g_eqz(g_or(g_andnot(used, perm), g_andnot(perm, forced)));
        keep = g_or(keep, g_and(fits, perm));
      }
      if (g_band_zero(keep)) return false;
      // Columns across bands, from the same v: the two halves run side by side (a shorter chain; the
      // fixpoint is the same, both only remove candidates).
      const G rowbox = g_spread_minirows(keep);
      const G cols = g_and(g_or(v, g_or(g_shr(v, 9), g_shr(v, 18))), cols9);
      const G other = g_or(g_next1(cols), g_next2(cols));
      if (!g_is_zero(g_xor(g_or(cols, other), cols9))) return false;  // a column without the digit
      // A box whose candidates sit in one column: that column is the digit's in that box, so the other
      // bands lose it.
      const G alone = g_andnot(g_or(g_group_rot1(cols, m), g_group_rot2(cols, m)), cols);
      const G locked_elsewhere = g_or(g_next1(alone), g_next2(alone));
      // A column with candidates in this band only: the digit's cell in that column's box is there.
      const G only = g_andnot(other, cols);
      G some = g_or(only, g_or(g_shr(only, 1), g_shr(only, 2)));
      some = g_and(some, g_mask(m.rot[1]));  // 0x049
      some = g_or(some, g_or(g_shl(some, 1), g_shl(some, 2)));
      const G allowed = g_andnot(locked_elsewhere, g_or(only, g_andnot(some, cols9)));
      v = g_and(g_and(v, rowbox), g_spread_rows(allowed));
      if (g_same(v, before)) break;
    }
    if (g_same(v, start)) return true;
#if SIMD9_WIDTH == 128
    store(s.d[ds[0]], v);
    unscanned_ |= 1u << ds[0];
    (void)n;
#else
    // Every lane stored and flagged without a branch per lane (lanes past n repeat lane 0).
    const uint32_t changed = g_lanes_differ(v, start) & ((1u << n) - 1);
    Lanes out[K];
    g_scatter(v, out);
    for (int k = K - 1; k >= 0; --k) {
      store(s.d[ds[k]], load(out[k]));
      unscanned_ |= (changed >> k & 1u) << ds[k];
    }
#endif
    return true;
  }

  // Every minirow holds three cells, so exactly three digits: fewer than three digits with a candidate
  // there is a contradiction, and when exactly three have one, each of them must use that minirow.
  // New obligations go to State::forced and make their digits dirty for shrink.
  bool triads(State& s) {
    const Masks& m = masks();
    Count4 count;
    Lanes used[9];
    for (int e = 0; e < 9; e += K) {
      const int n = 9 - e < K ? 9 - e : K;
      const G u = g_minirows_in_use(g_load_digits(s.d, e, n), m);
      g_store_digits(used, e, n, u);
      count.add(u);
    }
    const Count4x c = fold(count);
    if (!same(c.c3, load(m.minirows))) return false;
    const G exactly = g_wide(_mm_andnot_si128(c.c4, c.c3));
    for (int e = 0; e < 9; e += K) {
      const int n = 9 - e < K ? 9 - e : K;
      const G was = g_load_digits(s.forced, e, n);
      const G now = g_or(was, g_and(g_load_digits(used, e, n), exactly));
      // Stored either way: a branch on "changed" was mispredicted.
      g_store_digits(s.forced, e, n, now);
      dirty_ |= (g_lanes_differ(now, was) & ((1u << n) - 1)) << e;
    }
    return true;
  }

  bool naked_singles(State& s, int& placed) {
    const __m128i band = load(masks().band);
    const OnceTwice c = fold_digits(s.d, band);
    if (!same(c.once, band)) return false;  // a cell, placed or not, without a candidate
    const __m128i singles = _mm_andnot_si128(c.twice, load(s.open));
    if (testz(singles, singles)) return true;
    // All at once, digit by digit: a single's cell has no other digit to clear. The digits with singles
    // are gathered first, then visited, rather than a mispredicted branch per digit (7 %).
    uint32_t digits = 0;
    for (int e = 0; e < 9; ++e) digits |= static_cast<uint32_t>(!testz(load(s.d[e]), singles)) << e;
    for (; digits; digits &= digits - 1) {
      const int d = __builtin_ctz(digits);
      if (!place_own(s, d, _mm_and_si128(singles, load(s.d[d])))) return false;
      ++placed;
    }
    return true;
  }

  // Per digit that changed, K digits a register: a row, box or column with one candidate of the digit
  // places it there. The K digits are read from one state and placed in turn; a later one's cells are
  // re-read first (an earlier placement can only take candidates away, and what it took is then a
  // house without the digit, which the next pass reports).
  bool hidden_singles(State& s, int& placed) {
    const Masks& m = masks();
    const G zero = g_zero(), ones = g_mask(m.one), row9 = g_mask(m.row9);
    int ds[K];
    // A digit without an open candidate has nothing to place; it is sound only with all nine copies
    // placed (each house then holds one), otherwise some house has none: a contradiction.
    {
      const __m128i open = load(s.open);
      for (uint32_t t = unscanned_; t; t &= t - 1) {
        const int d = __builtin_ctz(t);
        const __m128i v = load(s.d[d]);
        if (!testz(v, open)) continue;
        if (popcount128(v) != 9) return false;
        unscanned_ &= ~(1u << d);
      }
    }
    while (unscanned_) {
      const int n = take_digits(unscanned_, ds);
      const G v = g_gather(s.d, ds);
      G found = zero, none = zero;
      for (const Lanes& house : m.house) {  // row k, box k
        const G h = g_and(v, g_mask(house));
        const G empty = g_eqz(h);
        none = g_or(none, empty);
#if defined(__wasm_simd128__)
        // h where it holds one bit: h & (h − 1) is ≥ 0, so minus one it is negative exactly when zero.
        // LLVM turns the compare form below into a v128.bitselect, three instructions in V8, and the
        // mask from the sign takes two (`ones` comes from memory, so LLVM cannot turn it back).
        found = g_or(found, g_and(h, wasm_i32x4_shr(g_sub(g_and(h, g_sub(h, ones)), ones), 31)));
#else
        const G one_bit = g_andnot(empty, g_eqz(g_and(h, g_sub(h, ones))));
        found = g_or(found, g_and(h, one_bit));
#endif
      }
      // Columns: once and twice over the three rows of each band, then over the bands.
      const G r0 = g_and(v, row9), r1 = g_and(g_shr(v, 9), row9), r2 = g_shr(v, 18);
      const G once = g_or(r0, g_or(r1, r2));
      const G twice = g_or(g_and(r0, r1), g_and(r2, g_or(r0, r1)));
      const G o1 = g_next1(once), o2 = g_next2(once);
      const G all_twice =
          g_or(g_or(twice, g_or(g_next1(twice), g_next2(twice))), g_or(g_and(once, g_or(o1, o2)), g_and(o1, o2)));
      const G all_once = g_or(once, g_or(o1, o2));
      // A row, box or column without d, placed or candidate: a contradiction.
      none = g_or(none, g_xor(all_once, row9));
      if (g_band_nonzero(none)) return false;
      found = g_or(found, g_and(v, g_spread_rows(g_andnot(all_twice, all_once))));
      found = g_and(found, g_wide(load(s.open)));
      if (g_is_zero(found)) continue;
#if SIMD9_WIDTH == 128
      (void)n;
      if (!assign(s, ds[0], found)) return false;
      ++placed;
#else
      Lanes f[K];
      g_scatter(found, f);
      for (int k = 0; k < n; ++k) {
        const __m128i cells = _mm_and_si128(load(f[k]), _mm_and_si128(load(s.d[ds[k]]), load(s.open)));
        if (testz(cells, cells)) continue;
        if (!assign(s, ds[k], cells)) return false;
        ++placed;
      }
#endif
    }
    return true;
  }

  // As sudoku_fast.cpp's choose_cell: among the first kScoredCells two-candidate cells, the one whose
  // digits have the most other candidates among its peers (or the first scoring kGoodScore); without
  // a two-candidate cell, one with the fewest candidates. 16 rather than the scalar path's 8: with
  // before_branching's rules the score predicts better (7–12 % fewer branch points on the hard sets).
  static constexpr int kScoredCells = 16;
  static constexpr int kGoodScore = 14;
  static constexpr int kFewOpen = 40;
  // Returns the chosen cell's candidates (bit d: digit d).
  static uint32_t choose_cell(const State& s, int& band, int& index) {
    const __m128i open = load(s.open);
    Count4 count;
    const G open_g = g_wide(open);
    for (int e = 0; e < 9; e += K) count.add(g_and(g_load_digits(s.d, e, 9 - e < K ? 9 - e : K), open_g));
    const Count4x c = fold(count);
    Lanes two;
    store(two, _mm_andnot_si128(c.c3, c.c2));
    const CellDigits cd(s);
    // With few cells open (many-solution puzzles, deep nodes) half as many are scored: as good a choice
    // there, for half the cost (Serg's set 2–7 % faster, docs/simd.md).
    const int limit = popcount128(open) < kFewOpen ? kScoredCells / 2 : kScoredCells;
    int best_score = -1, scored = 0;
    uint32_t best_digits = 0;
    for (int b = 0; b < 3 && scored < limit; ++b)
      for (uint32_t t = two.w[b]; t && scored < limit; t &= t - 1, ++scored) {
        const int i = __builtin_ctz(t);
        const __m128i peer = _mm_and_si128(load(kTables.peer[27 * b + i]), open);
        // The cell's two digits without a branch per digit (those branches mispredicted).
        const uint32_t digits = cd.at(b, i);
        const int d1 = __builtin_ctz(digits), d2 = __builtin_ctz(digits & (digits - 1));
        const int score =
            popcount128(_mm_and_si128(load(s.d[d1]), peer)) + popcount128(_mm_and_si128(load(s.d[d2]), peer));
        if (score > best_score) best_score = score, band = b, index = i, best_digits = digits;
        if (score >= kGoodScore) return digits;
      }
    if (best_score >= 0) return best_digits;
    int best = 99;
    for (int b = 0; b < 3; ++b)
      for (uint32_t o = s.open.w[b]; o; o &= o - 1) {
        const int i = __builtin_ctz(o);
        const uint32_t digits = cd.at(b, i);
        const int k = __builtin_popcount(digits);
        if (k < best) best = k, band = b, index = i, best_digits = digits;
      }
    return best_digits;
  }

  // The scalar finish (eleventh pass): a node that propagate leaves with at most kFinishOpen cells open
  // is searched as a list of its open cells, each with its candidates as nine bits and its peers among
  // the list as a bit mask: naked singles cell by cell, then a branch on a cell with the fewest
  // candidates, each child a 32-byte copy of the candidates. Every open cell's candidates already
  // exclude the digits placed among its peers (every placement cuts them; a placed cell keeps its one
  // digit, which propagate's naked singles check), so candidates that differ between peers on every
  // open cell are a solution, and a house without room for a digit shows up as a cell left without
  // a candidate. With so few cells this costs less than the vector nodes' cell choice, copies and
  // passes over the nine digit vectors (Serg's set 0.96–0.97 of the time; the unique sets level).
  // Branch points, guesses and dead ends count as in the vector search; the budget is checked per guess.
  static constexpr int kFinishOpen = 16;
  struct Finish {
    int n;
    uint8_t cell[kFinishOpen];   // 27b + i: the cell's index in the grid, row-major
    uint32_t peer[kFinishOpen];  // bit k: list cell k shares a house with it
  };
  void finish(const State& s) {
    Finish f;
    uint16_t cand[kFinishOpen] = {};
    uint32_t row[9] = {}, col[9] = {}, box[9] = {};
    const CellDigits cd(s);
    int n = 0;
    for (int b = 0; b < 3; ++b)
      for (uint32_t o = s.open.w[b]; o; o &= o - 1) {
        const int i = __builtin_ctz(o), c = 27 * b + i;
        f.cell[n] = static_cast<uint8_t>(c);
        cand[n] = static_cast<uint16_t>(cd.at(b, i));
        const uint32_t bit = 1u << n;
        row[kTables.rcb[c][0]] |= bit, col[kTables.rcb[c][1]] |= bit, box[kTables.rcb[c][2]] |= bit;
        ++n;
      }
    f.n = n;
    for (int k = 0; k < n; ++k) {
      const int c = f.cell[k];
      f.peer[k] = (row[kTables.rcb[c][0]] | col[kTables.rcb[c][1]] | box[kTables.rcb[c][2]]) & ~(1u << k);
    }
    if (!finish_from(s, f, cand, (1u << n) - 1)) ++r_.dead_ends;
  }

  // Searches the list cells of `todo` with candidates `cand` (which it changes); false on a
  // contradiction found before any branch.
  bool finish_from(const State& s, const Finish& f, uint16_t* cand, uint32_t todo) {
    int best = -1;
    for (;;) {
      bool progress = false;
      int fewest = 10;
      for (uint32_t t = todo; t; t &= t - 1) {
        const int k = __builtin_ctz(t);
        const uint32_t c = cand[k];
        if (c == 0) return false;
        if ((c & (c - 1)) == 0) {
          todo &= ~(1u << k);
          for (uint32_t p = f.peer[k] & todo; p; p &= p - 1) cand[__builtin_ctz(p)] &= static_cast<uint16_t>(~c);
          progress = true;
        } else if (__builtin_popcount(c) < fewest) {
          fewest = __builtin_popcount(c), best = k;
        }
      }
      if (!todo) {
        if (r_.count++ == 0) save_finish(s, f, cand);
        return true;
      }
      if (!progress) break;
    }
    ++r_.branch_points;
    for (uint32_t choices = cand[best]; choices && !done(); choices &= choices - 1) {
      if (budget_ >= 0 && (r_.guesses >= static_cast<uint64_t>(budget_) || guess_is_over())) {
        r_.out_of_budget = true;
        return true;
      }
      ++r_.guesses;
      uint16_t copy[kFinishOpen];
      __builtin_memcpy(copy, cand, sizeof copy);
      copy[best] = static_cast<uint16_t>(choices & (~choices + 1));
      if (!finish_from(s, f, copy, todo)) ++r_.dead_ends;
    }
    return true;
  }

  void save_finish(const State& s, const Finish& f, const uint16_t* cand) {
    save_first(s);  // the placed cells; the open ones are written over
    for (int k = 0; k < f.n; ++k) r_.first[f.cell[k]] = static_cast<uint8_t>(__builtin_ctz(cand[k]) + 1);
  }

  // At a solution every cell holds one digit, so the four bits of its value (1..9) are ORs of digit
  // vectors; each band's 27 bits of a bit plane become bytes by a byte shuffle and compare, 16 cells
  // at a time (a loop over the 81 set bits cost five times as many instructions).
  void save_first(const State& s) {
    __m128i plane[4] = {_mm_setzero_si128(), _mm_setzero_si128(), _mm_setzero_si128(), _mm_setzero_si128()};
    for (int d = 0; d < 9; ++d)
      for (int j = 0; j < 4; ++j)
        if ((d + 1) >> j & 1) plane[j] = _mm_or_si128(plane[j], load(s.d[d]));
    const __m128i bits = _mm_set1_epi64x(static_cast<long long>(0x8040201008040201ull));
    const __m128i pick[2] = {_mm_setr_epi8(0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1),
                             _mm_setr_epi8(2, 2, 2, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3, 3, 3, 3)};
    alignas(16) uint8_t out[27 * 2 + 32];
    for (int b = 0; b < 3; ++b) {  // band b's 32 bytes; the next band overwrites its last five
      __m128i lane[4];
      for (int j = 0; j < 4; ++j) {
        const uint32_t w = static_cast<uint32_t>(_mm_cvtsi128_si32(b == 0   ? plane[j]
                                                                   : b == 1 ? next1(plane[j])
                                                                            : next2(plane[j])));
        lane[j] = _mm_set1_epi32(static_cast<int>(w));
      }
      for (int half = 0; half < 2; ++half) {
        __m128i acc = _mm_setzero_si128();
        for (int j = 0; j < 4; ++j) {
          const __m128i x = _mm_shuffle_epi8(lane[j], pick[half]);
          acc = _mm_or_si128(acc, _mm_and_si128(_mm_cmpeq_epi8(_mm_and_si128(x, bits), bits),
                                                _mm_set1_epi8(static_cast<char>(1 << j))));
        }
        _mm_storeu_si128(reinterpret_cast<__m128i*>(out + 27 * b + 16 * half), acc);
      }
    }
    __builtin_memcpy(r_.first, out, 81);
  }

  int limit_;
  int64_t budget_;
  Simd9Result& r_;
  // before_branching is left out where fewer than kBbMinOpen cells are open: on Serg's many-solution
  // set 40 % of its calls are there and 5 in 2,750 of them find something; on hardest 1106 3 % of its
  // calls are there (docs/simd.md).
  static constexpr int kBbMinOpen = 30;
  // Below the root, a node with fewer than kRulesMinOpen cells open runs singles only (no band rules,
  // triads or rules before a branch): on Serg's many-solution set, whose search is a dive of about
  // seven branch points from 44 open cells down to 10, those rules found almost nothing there, and
  // leaving them out takes 10–12 % off its time; on the three hard unique sets 1–2 % more branch
  // points (17-clue 0.22 → 0.245), the time level. The root keeps every rule (17-clue puzzles are
  // mostly settled there). docs/simd.md, "Ninth pass".
  static constexpr int kRulesMinOpen = 35;
  // A puzzle with at least kDenseGivens givens runs singles only at every node, the root included: on
  // Serg's set (34–35 givens, two or more solutions) the band rules, triads and the rules before a
  // branch cost more than the branch points they save even near the root (6.69 branch points a puzzle
  // with them, 7.11 without, 0.89 of the time); the sparse sets (17–28 givens) keep them. On dense
  // unique puzzles (the sudoku-exchange set's 539 with 30 or more givens) level: 0.99 of the time.
  static constexpr int kDenseGivens = 30;
  static constexpr int kNoRules = 82;  // rules_min_open_ above any open count
  bool dense_ = false;
  int rules_min_open_ = 0;  // while the root propagates 0 (kNoRules when dense), below it kRulesMinOpen
  uint32_t dirty_ = 0;      // bit d: digit d changed since its band rules last ran
  uint32_t unscanned_ = 0;  // bit d: digit d changed since its hidden singles were last looked for
};

// The search's entry (sudoku_simd.h): the includer publishes it as solve_sudoku_simd9_<set>.
void solve_simd9(const uint8_t* cells, int limit, int64_t budget, Simd9Result& out) {
  out = Simd9Result{};
  Search search(limit, budget, out);
  State s;
  if (search.place_givens(s, cells) && search.propagate_root(s)) search.search_from_root(s);
  else ++out.dead_ends;
}

}  // namespace
}  // namespace gridlogic
