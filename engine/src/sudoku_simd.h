// sudoku_simd.h — the SIMD 9×9 searches behind solve_sudoku_fast (internal; docs/simd.md).
//
// One search (sudoku_simd_search.h) compiled once per instruction set, each copy in a file of its own
// with its own flags (engine/CMakeLists.txt):
//   sudoku_simd.cpp         SSE4.1 + POPCNT natively; WebAssembly SIMD128 under Emscripten
//   sudoku_simd_avx2.cpp    x86-64-v3: AVX2, BMI1/2, LZCNT — two digits a 256-bit register
//   sudoku_simd_avx512.cpp  x86-64-v4: AVX-512 F/BW/DQ/VL — two digits a 256-bit register, AVX-512
//                           instructions (four a 512-bit register with GRIDLOGIC_SIMD9_AVX512_WIDTH=512)
// Everything else in the engine stays baseline x86-64. This header is the seam: plain types only, so
// that no inline function or template instantiated with a wider instruction set can be shared with (and
// picked by the linker for) baseline code. sudoku_fast.cpp (baseline) asks the CPU once which copies it
// can run and calls the newest (Sudoku9Path, sudoku_fast.h); the scalar search stays for other CPUs.
#pragma once

#include <cstdint>

namespace gridlogic {

struct Simd9Result {
  int count = 0;
  bool out_of_budget = false;
  uint8_t first[81] = {};  // the first solution, when count > 0
  uint64_t guesses = 0;
  uint64_t branch_points = 0;
  uint64_t dead_ends = 0;
};

// Counts the solutions of `cells` (81 values, 0 = empty) up to `limit`, with the budget semantics of
// solve_sudoku_fast. Each runs only on a CPU with its instruction set (sudoku_fast.cpp checks); each
// copy that this build lacks (another architecture, GRIDLOGIC_SIMD9=OFF, WASM for the x86 ones) is
// null.
using Simd9Solve = void (*)(const uint8_t* cells, int limit, int64_t budget, Simd9Result& out);
extern const Simd9Solve solve_sudoku_simd9_sse41;  // or WebAssembly SIMD128
extern const Simd9Solve solve_sudoku_simd9_avx2;
extern const Simd9Solve solve_sudoku_simd9_avx512;

}  // namespace gridlogic
