// sudoku_simd_avx512.cpp — the SIMD 9×9 search (sudoku_simd_search.h) compiled for x86-64-v4 (AVX-512
// F/BW/CD/DQ/VL on top of x86-64-v3; engine/CMakeLists.txt) and run only on a CPU that has them
// (sudoku_fast.cpp). The seam and the other copies: sudoku_simd.h.
//
// Its registers are 256 bits, two digits each, as in the AVX2 copy: what AVX-512 adds here is its
// instructions (ternary logic fusing two or three and/or/andnot into one, 32 vector registers), which
// make this copy 7–10 % faster than the AVX2 one on a Zen 4 EPYC, where four digits a 512-bit register
// were 4–7 % slower (a 512-bit operation runs as two 256-bit halves there, and most calls of the
// per-digit rules have one or two digits to work on; docs/simd.md, "Fifth pass").
// GRIDLOGIC_SIMD9_AVX512_WIDTH=512 (a CMake cache variable) builds the four-digit form instead, to
// measure it on a CPU with full-width 512-bit units; tests/engine/sudoku_simd_simde_test.cpp checks
// that form through SIMDe on every CPU.
#include "sudoku_simd.h"

#if defined(GRIDLOGIC_SIMD9_X86)
#if !defined(GRIDLOGIC_SIMD9_AVX512_WIDTH)
#define GRIDLOGIC_SIMD9_AVX512_WIDTH 256
#endif
#define SIMD9_WIDTH GRIDLOGIC_SIMD9_AVX512_WIDTH
#include "sudoku_simd_search.h"

namespace gridlogic {
extern const Simd9Solve solve_sudoku_simd9_avx512 = solve_simd9;
}
#else
namespace gridlogic {
extern const Simd9Solve solve_sudoku_simd9_avx512 = nullptr;
}
#endif
