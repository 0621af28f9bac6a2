// sudoku_simd.h — the 128-bit SIMD 9×9 search behind solve_sudoku_fast (internal; docs/core.md).
//
// sudoku_simd.cpp is compiled with SSE4.1 + POPCNT on x86-64 and with WebAssembly SIMD under
// Emscripten (engine/CMakeLists.txt); everything else in the engine stays baseline x86-64. This header
// is the seam between the two: plain types only, so that no inline function or template instantiated
// with the wider instruction set can be shared with (and picked by the linker for) baseline code.
// sudoku_fast.cpp calls it when simd9_available() says the CPU has those instructions, and keeps its
// scalar 9×9 search otherwise.
#pragma once

#include <cstdint>

namespace gridlogic {

struct Simd9Result {
  int count = 0;
  bool out_of_budget = false;
  uint8_t first[81] = {};        // the first solution, when count > 0
  uint64_t guesses = 0;
  uint64_t branch_points = 0;
  uint64_t dead_ends = 0;
};

// Whether this build carries the SIMD search at all (GRIDLOGIC_SIMD9 in CMake).
bool simd9_compiled();

// Counts the solutions of `cells` (81 values, 0 = empty) up to `limit`, with the budget semantics of
// solve_sudoku_fast. Call only when simd9_compiled() and the CPU has SSE4.1 and POPCNT.
void solve_sudoku_simd9(const uint8_t* cells, int limit, int64_t budget, Simd9Result& out);

}  // namespace gridlogic
