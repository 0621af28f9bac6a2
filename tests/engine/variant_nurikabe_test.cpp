// variant_nurikabe_test.cpp — Nurikabe Sudoku (variant_rules_nurikabe.cpp): on 4×4 grids the solutions
// (values and ocean marks) that SAT counts — with the lazy connectivity cuts and with document 003's
// full encoding — equal those a brute force over every grid and every shading finds, with and without
// arrows; the project's own 9×9 instance
// (tests/data/nurikabe-sudoku.json, made by generate_nurikabe_sudoku) is unique and its solution keeps
// every rule; the marks are required to check a solution.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "gridlogic/random.h"
#include "gridlogic/variant_fpuzzles.h"
#include "gridlogic/variant_rules.h"
#include "variant_test_data.h"
#include "test_paths.h"
#include "test_util.h"

namespace gridlogic {
namespace {

VariantPuzzle nurikabe_4x4(std::vector<NurikabeArrow> arrows, std::vector<uint8_t> givens) {
  VariantPuzzle p;
  p.grid.n = 4;
  p.grid.region = *default_variant_regions(4);
  p.givens = std::move(givens);
  p.rules.push_back(make_nurikabe(std::move(arrows)));
  return p;
}

TEST(VariantNurikabe, CountsMatchBruteForceOn4x4) {
  const auto grids = testing::all_4x4_grids();
  ASSERT_EQ(grids.size(), 288u);
  SplitMix64 rng(2024);
  int with_solutions = 0;
  // The checked preset (GRIDLOGIC_DATASET_SAMPLE set, ASan) takes 3 rounds: each number of arrows once.
  const int rounds = testing::dataset_sample_stride() > 1 ? 3 : 12;
  for (int round = 0; round < rounds; ++round) {
    // A few random givens and arrows, so that the counts are small but not always zero.
    std::vector<uint8_t> givens(16, 0);
    const auto& base = grids[rng.below(grids.size())];
    for (int k = 0; k < 4; ++k) {
      const int cell = static_cast<int>(rng.below(16));
      givens[cell] = base[cell];
    }
    std::vector<NurikabeArrow> arrows;
    for (int k = 0; k < static_cast<int>(round % 3); ++k)
      arrows.push_back({static_cast<int>(rng.below(16)), static_cast<ArrowDirection>(rng.below(4))});
    const VariantPuzzle p = nurikabe_4x4(arrows, givens);
    int expected = 0;
    for (const auto& g : grids) {
      bool fits = true;
      for (int c = 0; c < 16; ++c) fits = fits && (givens[c] == 0 || givens[c] == g[c]);
      if (!fits) continue;
      for (int shading = 0; shading < (1 << 16); ++shading) {
        std::vector<uint8_t> marks(16);
        for (int c = 0; c < 16; ++c) marks[c] = (shading >> c) & 1;
        expected += !find_variant_violation(p, g, marks);
      }
    }
    for (bool document : {false, true}) {
      VariantSolveOptions o;
      o.limit = 100000;
      o.encoding.nurikabe_document = document;
      const VariantSolveResult r = solve_variant(p, o);
      EXPECT_EQ(r.error, "");
      EXPECT_TRUE(r.exhausted);
      EXPECT_EQ(r.count, expected) << "round " << round << ", " << arrows.size() << " arrows"
                                   << (document ? ", document 003's encoding" : ", lazy cuts");
    }
    with_solutions += expected > 0;
  }
  EXPECT_GE(with_solutions, rounds / 3);  // the comparison is not only of empty sets
}

TEST(VariantNurikabe, OwnNineByNineIsUnique) {
  std::ifstream in(gridlogic::testing::test_data_dir() / "nurikabe-sudoku.json");
  std::stringstream ss;
  ss << in.rdbuf();
  auto p = parse_variant(ss.str());
  ASSERT_TRUE(p) << p.error().message;
  ASSERT_TRUE(variant_has_marks(*p));
  const VariantSolveResult r = solve_variant(*p);
  EXPECT_EQ(r.error, "");
  EXPECT_EQ(r.count, 1);
  EXPECT_TRUE(r.exhausted);
  EXPECT_GT(r.cut_rounds, 0);  // connectivity really was cut lazily
  EXPECT_FALSE(find_variant_violation(*p, r.first, r.first_marks));
  // The marks are part of the solution: without them the rule cannot be checked.
  EXPECT_TRUE(find_variant_violation(*p, r.first));
  // Flipping one ocean cell breaks a rule.
  std::vector<uint8_t> flipped = r.first_marks;
  flipped[40] ^= 1;
  EXPECT_TRUE(find_variant_violation(*p, r.first, flipped));
}

TEST(VariantNurikabe, ArrowOutOfTheGridIsUnsatisfiable) {
  const VariantPuzzle p = nurikabe_4x4({{0, ArrowDirection::Up}}, std::vector<uint8_t>(16, 0));
  const VariantSolveResult r = solve_variant(p);
  EXPECT_EQ(r.count, 0);
  EXPECT_TRUE(r.exhausted);
}

}  // namespace
}  // namespace gridlogic
