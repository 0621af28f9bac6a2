// variant_killer_test.cpp — the public Killer Sudoku sets through the variant solver: 200 puzzles drawn
// at random (seeded) from each set solve uniquely to their published solutions under every killer
// encoding of document 003 (skipped when ../shared/datasets is absent). 14 of janko's 810 are Killer-X
// puzzles (its page says so; the data does not): as plain killers they have several solutions, and
// with both diagonals added they solve uniquely to the published one.
#include <gtest/gtest.h>

#include "gridlogic/random.h"
#include "gridlogic/variant_rules.h"
#include "killer_test_data.h"

namespace gridlogic {
namespace {

// Returns how many sampled puzzles needed the diagonals.
int expect_sample_solves(const std::vector<testing::KillerCase>& set, uint64_t seed) {
  SplitMix64 rng(seed);
  int killer_x = 0;
  for (int i = 0; i < 200; ++i) {
    const testing::KillerCase& c = set[rng.below(set.size())];
    SCOPED_TRACE(c.name);
    EXPECT_FALSE(find_variant_violation(c.puzzle, c.solution)) << *find_variant_violation(c.puzzle, c.solution);
    VariantSolveOptions o;
    o.encoding.killer = static_cast<KillerEncoding>(i % 4);  // each encoding on a quarter of the sample
    VariantSolveResult r = solve_variant(c.puzzle, o);
    if (r.count > 1) {
      VariantPuzzle x = c.puzzle;
      x.rules.push_back(make_diagonal(x.grid.n, true));
      x.rules.push_back(make_diagonal(x.grid.n, false));
      r = solve_variant(x, o);
      ++killer_x;
    }
    EXPECT_EQ(r.error, "");
    EXPECT_EQ(r.count, 1) << killer_encoding_name(o.encoding.killer);
    EXPECT_TRUE(r.exhausted);
    EXPECT_EQ(r.first, c.solution) << killer_encoding_name(o.encoding.killer);
  }
  return killer_x;
}

TEST(VariantKiller, JankoSampleSolvesToPublishedSolutions) {
  const auto set = testing::load_killer_janko();
  if (set.empty()) GTEST_SKIP() << "../shared/datasets/killer-sudoku-janko is absent";
  EXPECT_EQ(set.size(), 810u);
  EXPECT_LE(expect_sample_solves(set, 3), 14);
}

TEST(VariantKiller, KrazydadSampleSolvesToPublishedSolutions) {
  const auto set = testing::load_killer_krazydad();
  if (set.empty()) GTEST_SKIP() << "../shared/datasets/killer-sudoku-krazydad is absent";
  EXPECT_EQ(set.size(), 8000u);
  EXPECT_EQ(expect_sample_solves(set, 4), 0);
}

}  // namespace
}  // namespace gridlogic
