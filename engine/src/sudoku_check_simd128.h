// sudoku_check_simd128.h — find_sudoku_violation's pass for a 9×9 solution in WebAssembly SIMD128
// (sudoku.cpp includes it under __wasm_simd128__). tests/engine/sudoku_check_simd128_test.cpp compiles
// it natively against SIMDe's implementation of the same intrinsics and compares it with the scalar
// check. The includer provides the wasm_* intrinsics (<wasm_simd128.h> or SIMDe).
//
// The scalar pass (three house masks per cell, read and written through memory) was 6 % of a 17-clue
// batch in WebAssembly, where the module's stack arrays live in linear memory; here the grid is read in
// 16-byte rows and every house is an OR of bytes (docs/simd.md, "WebAssembly").
#pragma once

#include <cstdint>

namespace gridlogic {

// True when `filled` (81 values, row by row) holds 1..9 in every cell, keeps every given of `givens`
// (0: none) and repeats no value in a row, column or box. False otherwise; the caller's walk then
// names what is broken.
inline bool is_sudoku_solution_9x9_simd128(const uint8_t* filled, const uint8_t* givens) {
  // Every value in 1..9 (v − 1 ≤ 8, unsigned: 0 wraps) and equal to its given where there is one (a
  // given g is off when min(g, g ^ v) > 0), 16 cells a step; the last step overlaps the one before.
  const v128_t one = wasm_i8x16_splat(1), eight = wasm_i8x16_splat(8);
  v128_t bad = wasm_i64x2_splat(0);
  for (const int at : {0, 16, 32, 48, 64, 65}) {
    const v128_t v = wasm_v128_load(filled + at), g = wasm_v128_load(givens + at);
    bad = wasm_v128_or(bad, wasm_u8x16_sub_sat(wasm_i8x16_sub(v, one), eight));
    bad = wasm_v128_or(bad, wasm_u8x16_min(g, wasm_v128_xor(g, v)));
  }
  // Row r in lanes 0..8 (lanes 9..15 are the next row's or anything: never read below). Each value's
  // bit: 1..8 a bit of a byte (a byte table look-up), 9 a byte of its own.
  const v128_t bit = wasm_i8x16_const(0, 1, 2, 4, 8, 16, 32, 64, -128, 0, 0, 0, 0, 0, 0, 0);
  const v128_t nine = wasm_i8x16_splat(9);
  v128_t cols = wasm_i64x2_splat(0), cols9 = cols;   // per column: values 1..8 seen, 9 seen
  v128_t rows = wasm_i64x2_splat(-1), boxes = rows;  // ANDed over the rows, the bands
  for (int band = 0; band < 3; ++band) {
    v128_t box = wasm_i64x2_splat(0);
    for (int r = 3 * band; r < 3 * band + 3; ++r) {
      const v128_t v = r < 8 ? wasm_v128_load(filled + 9 * r)
                             : wasm_i8x16_shuffle(wasm_v128_load(filled + 65), wasm_v128_load(filled + 65), 7, 8, 9, 10,
                                                  11, 12, 13, 14, 15, 0, 0, 0, 0, 0, 0, 0);
      const v128_t lo = wasm_i8x16_swizzle(bit, v);
      cols = wasm_v128_or(cols, lo);
      cols9 = wasm_v128_or(cols9, wasm_i8x16_eq(v, nine));
      // Lanes 0, 3, 6: the ORs of columns 0..2, 3..5, 6..8 of the row (a box's part of it).
      const v128_t three = wasm_v128_or(
          lo, wasm_v128_or(wasm_i8x16_shuffle(lo, lo, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 0),
                           wasm_i8x16_shuffle(lo, lo, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 0, 1)));
      box = wasm_v128_or(box, three);
      // Lane 0: the OR of the whole row.
      rows = wasm_v128_and(
          rows,
          wasm_v128_or(
              three,
              wasm_v128_or(wasm_i8x16_shuffle(three, three, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 0, 1, 2),
                           wasm_i8x16_shuffle(three, three, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 0, 1, 2, 3, 4, 5))));
    }
    boxes = wasm_v128_and(boxes, box);
  }
  // Every column holds all nine values, so each value is in the grid nine times. A row (a box) with
  // values 1..8 has one cell left; were it not a 9 in some row (box), the nine 9s would not fit in the
  // others, one each. So rows and boxes need only 1..8.
  const v128_t lanes9 = wasm_i8x16_const(-1, -1, -1, -1, -1, -1, -1, -1, -1, 0, 0, 0, 0, 0, 0, 0);
  const v128_t lane0 = wasm_i8x16_const(-1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
  const v128_t lanes036 = wasm_i8x16_const(-1, 0, 0, -1, 0, 0, -1, 0, 0, 0, 0, 0, 0, 0, 0, 0);
  bad = wasm_v128_or(bad, wasm_v128_andnot(lanes9, wasm_v128_and(cols, cols9)));
  bad = wasm_v128_or(bad, wasm_v128_andnot(lane0, rows));
  bad = wasm_v128_or(bad, wasm_v128_andnot(lanes036, boxes));
  return !wasm_v128_any_true(bad);
}

}  // namespace gridlogic
