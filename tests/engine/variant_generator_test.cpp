// variant_generator_test.cpp — generated killer and thermometer Sudoku (variant_generator.h): every
// puzzle has exactly one solution, the drawn grid — on 4×4 by checking all 288 grids against the rules,
// on 6×6 and 9×9 by a second solve with document 003's encoding (PB sums on the minimal base) — and the
// same seed and index give the same puzzle.
#include <gtest/gtest.h>

#include "gridlogic/variant_fpuzzles.h"
#include "gridlogic/variant_generator.h"
#include "gridlogic/variant_human.h"
#include "variant_test_data.h"

namespace gridlogic {
namespace {

TEST(VariantGenerator, FourByFourPuzzlesHaveOneSolutionAmongAllGrids) {
  const auto grids = testing::all_4x4_grids();
  for (VariantGenerated kind : {VariantGenerated::Killer, VariantGenerated::Thermometer})
    for (uint64_t i = 0; i < 15; ++i) {
      VariantGeneratorOptions o;
      o.kind = kind;
      o.size = 4;
      o.seed = 99;
      auto g = generate_variant(o, i);
      ASSERT_TRUE(g) << g.error().message;
      int fitting = 0;
      for (const auto& grid : grids) fitting += !find_variant_violation(g->puzzle, grid);
      EXPECT_EQ(fitting, 1) << g->fpuzzles_json;
      EXPECT_FALSE(find_variant_violation(g->puzzle, g->solution));
    }
}

TEST(VariantGenerator, LargerPuzzlesAreUniqueUnderTheDocumentsEncoding) {
  for (VariantGenerated kind : {VariantGenerated::Killer, VariantGenerated::Thermometer})
    for (int size : {6, 9})
      for (uint64_t i = 0; i < (size == 9 ? 1u : 6u); ++i) {
        VariantGeneratorOptions o;
        o.kind = kind;
        o.size = size;
        o.seed = 5;
        auto g = generate_variant(o, i);
        ASSERT_TRUE(g) << g.error().message;
        VariantSolveOptions second;
        second.encoding.sums = SumEncoding::Pb;
        second.encoding.killer = KillerEncoding::Pb;
        second.encoding.cell_at_most_one = false;
        second.encoding.house_at_least_one = false;
        const VariantSolveResult r = solve_variant(g->puzzle, second);
        EXPECT_EQ(r.count, 1);
        EXPECT_TRUE(r.exhausted);
        EXPECT_EQ(r.first, g->solution);
      }
}

// A level asked is the level rate_variant gives the puzzle; givens make a puzzle easier, so every level
// reachable at 6×6 is reached (killer 1, 3, 4, 5; level 2 is skipped: a killer's givens take it from the
// rules' reasoning straight to singles), the puzzle stays unique, and a level no draw reaches is an
// error naming what was reached.
TEST(VariantGenerator, ALevelAskedIsTheLevelTheRatingGives) {
  for (int level : {1, 3, 4, 5}) {
    VariantGeneratorOptions o;
    o.size = 6;
    o.seed = 4;
    o.level = level;
    int reports = 0;
    o.progress = [&](const Progress& p) { EXPECT_EQ(p.stage, "attempt"); ++reports; };
    auto g = generate_variant(o, 0);
    ASSERT_TRUE(g) << g.error().message;
    EXPECT_EQ(g->level, level);
    EXPECT_EQ(reports, g->attempts);
    const auto rating = rate_variant(g->puzzle);
    ASSERT_TRUE(rating);
    EXPECT_EQ(rating->level, level) << g->fpuzzles_json;
    const VariantSolveResult r = solve_variant(g->puzzle);
    EXPECT_EQ(r.count, 1);
    EXPECT_TRUE(r.exhausted);
    EXPECT_EQ(r.first, g->solution);
  }
  VariantGeneratorOptions thermo;
  thermo.kind = VariantGenerated::Thermometer;
  thermo.size = 4;
  thermo.level = 4;  // innies and outies need cages
  thermo.max_attempts = 5;
  auto none = generate_variant(thermo, 0);
  ASSERT_FALSE(none);
  EXPECT_NE(none.error().message.find("in 5 attempts"), std::string::npos) << none.error().message;
  thermo.level = 6;
  EXPECT_FALSE(generate_variant(thermo, 0));
}

TEST(VariantGenerator, SameSeedSamePuzzle) {
  VariantGeneratorOptions o;
  o.size = 6;
  o.seed = 12;
  auto a = generate_variant(o, 1), b = generate_variant(o, 1), c = generate_variant(o, 2);
  ASSERT_TRUE(a && b && c);
  EXPECT_EQ(a->fpuzzles_json, b->fpuzzles_json);
  EXPECT_NE(a->fpuzzles_json, c->fpuzzles_json);
  o.size = 7;
  EXPECT_FALSE(generate_variant(o, 0));
}

}  // namespace
}  // namespace gridlogic
