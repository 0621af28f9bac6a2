// sudoku_simd_avx512.cpp — the SIMD 9×9 search (sudoku_simd_search.h) in 512-bit vectors, four digits a
// register, compiled for x86-64-v4 (AVX-512 F/BW/CD/DQ/VL on top of x86-64-v3; engine/CMakeLists.txt)
// and run only on a CPU that has them (sudoku_fast.cpp). The seam and the other widths: sudoku_simd.h.
// tests/engine/sudoku_simd_simde_test.cpp runs the same code through SIMDe on CPUs without AVX-512.
#include "sudoku_simd.h"

#if defined(GRIDLOGIC_SIMD9_X86)
#define SIMD9_WIDTH 512
#include "sudoku_simd_search.h"

namespace gridlogic {
extern const Simd9Solve solve_sudoku_simd9_avx512 = solve_simd9;
}
#else
namespace gridlogic {
extern const Simd9Solve solve_sudoku_simd9_avx512 = nullptr;
}
#endif
