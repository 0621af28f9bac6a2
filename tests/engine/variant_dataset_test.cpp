// variant_dataset_test.cpp — the 30 f-puzzles puzzles of ../shared/datasets/variants: each imports from
// its published lz-string payload and from its JSON alike, solves uniquely to its published solution
// (checked by every rule's own verify), and survives export and import (skipped when the folder is
// absent).
#include <gtest/gtest.h>

#include "gridlogic/json_value.h"
#include "gridlogic/variant_fpuzzles.h"
#include "variant_test_data.h"

namespace gridlogic {
namespace {

TEST(VariantDataset, EveryPuzzleSolvesUniquelyToItsPublishedSolution) {
  const auto cases = testing::load_variant_examples();
  if (cases.empty()) GTEST_SKIP() << "../shared/datasets/variants is absent";
  EXPECT_EQ(cases.size(), 30u);
  for (const testing::VariantExample& c : cases) {
    SCOPED_TRACE(c.file);
    auto p = parse_variant(c.payload);
    ASSERT_TRUE(p) << p.error().message;
    auto expected = parse_variant_solution(*p, c.solution);
    ASSERT_TRUE(expected) << expected.error().message;
    EXPECT_FALSE(find_variant_violation(*p, *expected)) << *find_variant_violation(*p, *expected);
    const VariantSolveResult r = solve_variant(*p);
    EXPECT_EQ(r.error, "");
    EXPECT_EQ(r.count, 1);
    EXPECT_TRUE(r.exhausted);
    EXPECT_EQ(format_variant_solution(*p, r.first), format_variant_solution(*p, *expected));
  }
}

// Issue 7 asks every example in under 0.1 s natively. Time is not tested (the machine is shared), the
// search's size is: with sums that know their distinct parts (options.distinct_sums) every example is
// proved unique within 2,000 conflicts; without, Orbit needs about 7,300, Jumbled Joy 3,000 and Equal
// Sums 2,100 (MiniSat is deterministic, so this is exact, not a timing).
TEST(VariantDataset, EveryPuzzleIsProvedUniqueWithinFewConflicts) {
  const auto cases = testing::load_variant_examples();
  if (cases.empty()) GTEST_SKIP() << "../shared/datasets/variants is absent";
  for (const testing::VariantExample& c : cases) {
    SCOPED_TRACE(c.file);
    auto p = parse_variant(c.payload);
    ASSERT_TRUE(p) << p.error().message;
    VariantSolveOptions o;
    o.conflict_budget = 2000;
    const VariantSolveResult r = solve_variant(*p, o);
    EXPECT_FALSE(r.budget_hit) << r.conflicts << " conflicts";
    EXPECT_EQ(r.count, 1);
    EXPECT_TRUE(r.exhausted);
  }
}

TEST(VariantDataset, JsonAndPayloadReadAlikeAndExportRoundTrips) {
  const auto cases = testing::load_variant_examples();
  if (cases.empty()) GTEST_SKIP() << "../shared/datasets/variants is absent";
  for (const testing::VariantExample& c : cases) {
    SCOPED_TRACE(c.file);
    auto from_payload = parse_variant(c.payload);
    auto from_json = parse_fpuzzles(c.fpuzzles);
    ASSERT_TRUE(from_payload && from_json);
    EXPECT_EQ(format_fpuzzles_json(*from_payload), format_fpuzzles_json(*from_json));
    EXPECT_EQ(from_payload->rules.size(), from_json->rules.size());
    // Export, then import the URL: the same puzzle.
    auto again = parse_variant(format_fpuzzles_url(*from_payload));
    ASSERT_TRUE(again) << again.error().message;
    EXPECT_EQ(format_fpuzzles_json(*again), format_fpuzzles_json(*from_payload));
    EXPECT_EQ(again->givens, from_payload->givens);
    EXPECT_EQ(again->grid.region, from_payload->grid.region);
  }
}

}  // namespace
}  // namespace gridlogic
