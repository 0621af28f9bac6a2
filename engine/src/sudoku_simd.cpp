// sudoku_simd.cpp — the SIMD 9×9 search (sudoku_simd_search.h) in 128-bit vectors: SSE4.1 + POPCNT on
// x86-64, WebAssembly SIMD128 under Emscripten (whose SSE intrinsics compile to it). Flags:
// engine/CMakeLists.txt; the seam and the other widths: sudoku_simd.h.
#include "sudoku_simd.h"

#if defined(GRIDLOGIC_SIMD9)
#define SIMD9_WIDTH 128
#include "sudoku_simd_search.h"

namespace gridlogic {
extern const Simd9Solve solve_sudoku_simd9_sse41 = solve_simd9;
}
#else
namespace gridlogic {
extern const Simd9Solve solve_sudoku_simd9_sse41 = nullptr;
}
#endif
