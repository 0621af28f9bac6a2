// sudoku_simd_avx2.cpp — the SIMD 9×9 search (sudoku_simd_search.h) in 256-bit vectors, two digits a
// register, compiled for x86-64-v3 (AVX2, BMI1/2, LZCNT, POPCNT; engine/CMakeLists.txt) and run only on
// a CPU that has them (sudoku_fast.cpp). The seam and the other widths: sudoku_simd.h.
#include "sudoku_simd.h"

#if defined(GRIDLOGIC_SIMD9_X86)
#define SIMD9_WIDTH 256
#include "sudoku_simd_search.h"

namespace gridlogic {
extern const Simd9Solve solve_sudoku_simd9_avx2 = solve_simd9;
}
#else
namespace gridlogic {
extern const Simd9Solve solve_sudoku_simd9_avx2 = nullptr;
}
#endif
