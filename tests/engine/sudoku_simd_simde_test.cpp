// sudoku_simd_simde_test.cpp — the AVX-512 copy of the SIMD 9×9 search, checked on any x86-64 CPU.
//
// sudoku_simd_avx512.cpp runs only on a CPU with AVX-512, which the machines this project is built and
// tested on may lack. So this file compiles the same source (sudoku_simd_search.h at SIMD9_WIDTH 512)
// against SIMDe (Debian's libsimde-dev), which implements the AVX-512 intrinsics in portable code with
// whatever the build targets, and compares its answers with the scalar search: counts to 2 on samples of
// every data set, exact counts of Serg's many-solution puzzles, random puzzles against brute force. What
// this checks is the code's logic at 512 bits (four digits a register, the mask compares); the real
// instructions' encoding is the compiler's and is checked where the CPU has them (sudoku_simd_test.cpp's
// avx512 cases). Skipped when SIMDe is not installed.
#include <gtest/gtest.h>

#if __has_include(<simde/x86/avx512.h>) && defined(__x86_64__)
#define GRIDLOGIC_HAVE_SIMDE 1
#define SIMDE_ENABLE_NATIVE_ALIASES
#include <simde/x86/avx512.h>

#include <cstring>

// SIMDe 0.7.4 lacks _mm512_shuffle_epi32 (and its immediate's type, GCC's _MM_PERM_ENUM): the same
// shuffle of 32-bit lanes inside each 128-bit lane.
typedef int _MM_PERM_ENUM;
static inline simde__m512i gridlogic_shuffle_epi32(simde__m512i a, int imm) {
  alignas(64) uint32_t x[16], y[16];
  simde_mm512_store_si512(x, a);
  for (int lane = 0; lane < 4; ++lane)
    for (int k = 0; k < 4; ++k) y[4 * lane + k] = x[4 * lane + ((imm >> (2 * k)) & 3)];
  return simde_mm512_load_si512(y);
}
#define _mm512_shuffle_epi32(a, imm) gridlogic_shuffle_epi32((a), static_cast<int>(imm))

// SIMDe 0.7.4's portable _mm_testz_si128 answers 1 when either 64-bit half of a & b is zero, not both
// (fixed in later SIMDe); this test found it. The intrinsic's meaning: 1 when a & b is zero.
static inline int gridlogic_testz_si128(simde__m128i a, simde__m128i b) {
  alignas(16) uint64_t x[2];
  simde_mm_store_si128(reinterpret_cast<simde__m128i*>(x), simde_mm_and_si128(a, b));
  return (x[0] | x[1]) == 0;
}
#undef _mm_testz_si128
#define _mm_testz_si128(a, b) gridlogic_testz_si128((a), (b))

#define SIMD9_SIMDE 1
#define SIMD9_WIDTH 512
#include "sudoku_simd_search.h"
#endif

#include <random>

#include "gridlogic/sudoku_fast.h"
#include "gridlogic/sudoku_solve.h"
#include "test_util.h"

namespace gridlogic {
namespace {

#if defined(GRIDLOGIC_HAVE_SIMDE)
FastSudokuResult simde512(const SudokuGrid& g, int limit) {
  Simd9Result s;
  solve_simd9(g.cells.data(), limit, -1, s);
  FastSudokuResult r;
  r.count = s.count;
  r.exhausted = !s.out_of_budget && s.count < limit;
  r.branch_points = s.branch_points;
  r.first.shape = g.shape;
  if (r.count > 0) r.first.cells.assign(s.first, s.first + 81);
  return r;
}

void expect_same_as_scalar(const SudokuGrid& g, int limit) {
  const FastSudokuResult a = simde512(g, limit), b = solve_sudoku_fast_path(g, limit, -1, Sudoku9Path::Scalar);
  const std::string line = format_sudoku_line(g);
  ASSERT_EQ(a.count, b.count) << line;
  ASSERT_EQ(a.exhausted, b.exhausted) << line;
  if (a.count == 1) ASSERT_EQ(a.first.cells, b.first.cells) << line;
  if (a.count > 0) ASSERT_EQ(find_sudoku_violation(g, a.first), std::nullopt) << line;
}

// When the CPU also runs the native AVX-512 copy, the two take the same search: same branch points.
void expect_same_search_as_native(const SudokuGrid& g) {
  if (!sudoku9_path_available(Sudoku9Path::Avx512)) return;
  ASSERT_EQ(simde512(g, 2).branch_points, solve_sudoku_fast_path(g, 2, -1, Sudoku9Path::Avx512).branch_points);
}

TEST(SudokuSimdSimde, Avx512CopyAgreesWithScalarOnDatasets) {
  int checked = 0;
  for (const char* set : testing::kNineByNineSets) {
    const std::string path = testing::dataset_path(set);
    if (path.empty()) continue;
    for (const std::string& p : testing::read_puzzle_lines(path, 200)) {
      const SudokuGrid g = *parse_sudoku_line(p.substr(0, 81));
      ASSERT_NO_FATAL_FAILURE(expect_same_as_scalar(g, 2)) << set;
      ASSERT_NO_FATAL_FAILURE(expect_same_search_as_native(g)) << set;
      ++checked;
    }
  }
  if (checked == 0) GTEST_SKIP() << "../shared/datasets is absent; skipping";
}

TEST(SudokuSimdSimde, Avx512CopyExactCountsOfManySolutions) {
  const std::string path = testing::dataset_path("sudoku-serg-benchmark/puzzles7_serg_benchmark");
  if (!path.empty())
    for (const std::string& p : testing::read_puzzle_lines(path, 100))
      ASSERT_NO_FATAL_FAILURE(expect_same_as_scalar(*parse_sudoku_line(p.substr(0, 81)), 10000));
  // Random sparse puzzles with hundreds of solutions, some made contradictory, and brute force.
  std::mt19937 rng(512);
  for (int round = 0; round < 120; ++round) {
    const SudokuGrid full = testing::random_full_grid(*SudokuShape::for_side(9), rng);
    SudokuGrid g = testing::blank_all_but(full, round % 2 ? 45 : 19 + static_cast<int>(rng() % 10), rng);
    if (round % 4 == 0) g.cells[rng() % 81] = static_cast<uint8_t>(1 + rng() % 9);
    ASSERT_NO_FATAL_FAILURE(expect_same_as_scalar(g, round % 2 ? 2 : 400));
    if (round % 2) ASSERT_EQ(simde512(g, 2).count, testing::brute_force_count(g, 2)) << format_sudoku_line(g);
  }
}
#else
TEST(SudokuSimdSimde, Avx512CopyAgreesWithScalarOnDatasets) {
  GTEST_SKIP() << "SIMDe (libsimde-dev) is not installed: the AVX-512 copy is checked only on a CPU with AVX-512";
}
#endif

}  // namespace
}  // namespace gridlogic
