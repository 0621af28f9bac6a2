// hashi_generator_test.cpp — Hashi generation (hashi_generator.h): document 001's generator draws valid
// puzzles whose drawn solution holds; ours never emits a puzzle with a second solution (checked here by
// brute force on small grids and by SAT with the other connectivity encoding on large ones), hits the
// stage asked for, repairs where plain drafts fail (40×40), and is fixed by its seed.
#include <gtest/gtest.h>

#include "gridlogic/hashi_format.h"
#include "gridlogic/hashi_generator.h"
#include "gridlogic/hashi_rules.h"
#include "gridlogic/hashi_sat.h"
#include "hashi_brute_force.h"

namespace gridlogic {
namespace {

TEST(HashiDocumentGenerator, DrawsValidPuzzlesWithTheAskedIslandCount) {
  for (uint64_t seed = 0; seed < 200; ++seed) {
    SplitMix64 rng(seed);
    auto d = generate_hashi_document(10, 10, 15, rng);
    ASSERT_TRUE(d) << d.error().message;
    EXPECT_EQ(d->puzzle.island_count(), 15) << seed;
    // Its drawn solution obeys every rule (finish() checks too; this is the test's own look).
    EXPECT_FALSE(find_hashi_violation(d->puzzle, d->intended)) << format_hashi_url(d->puzzle);
    // The same seed draws the same puzzle.
    SplitMix64 again(seed);
    EXPECT_EQ(format_hashi_url(generate_hashi_document(10, 10, 15, again)->puzzle), format_hashi_url(d->puzzle));
  }
}

TEST(HashiDocumentGenerator, OftenMakesPuzzlesWithSeveralSolutions) {
  // Figure 11's point: at 15×15 with 30 islands most drafts are not unique (the document: 60%).
  int several = 0;
  for (uint64_t seed = 0; seed < 100; ++seed) {
    SplitMix64 rng(seed);
    auto d = generate_hashi_document(15, 15, 30, rng);
    ASSERT_TRUE(d);
    several += solve_hashi_sat(d->puzzle).count > 1;
  }
  EXPECT_GT(several, 30);
}

TEST(HashiDocumentGenerator, RejectsImpossibleOptions) {
  SplitMix64 rng(1);
  EXPECT_FALSE(generate_hashi_document(7, 7, 1, rng));
  EXPECT_FALSE(generate_hashi_document(7, 7, 40, rng));
  EXPECT_FALSE(generate_hashi_document(0, 7, 4, rng));
}

TEST(HashiGenerator, SmallPuzzlesAreUniqueByBruteForce) {
  for (int islands : {4, 7, 9}) {
    HashiGeneratorOptions o;
    o.rows = o.cols = 7;
    o.islands = islands;
    o.seed = 11;
    for (uint64_t i = 0; i < 60; ++i) {
      auto g = generate_hashi(o, i);
      ASSERT_TRUE(g) << g.error().message;
      const auto all = testing::hashi_brute_force(g->puzzle, 2);
      ASSERT_EQ(all.size(), 1u) << format_hashi_url(g->puzzle);
      EXPECT_EQ(all[0], g->solution);
      EXPECT_EQ(hashi_stage(g->puzzle), g->stage);
    }
  }
}

TEST(HashiGenerator, LargerPuzzlesAreUniqueByTheOtherEncoding) {
  struct Case {
    int side, islands, count;
  };
  for (const Case c : {Case{10, 15, 40}, Case{15, 30, 30}, Case{25, 80, 5}, Case{40, 200, 2}}) {
    HashiGeneratorOptions o;
    o.rows = o.cols = c.side;
    o.islands = c.islands;
    o.seed = 5;
    int repaired = 0;
    for (int i = 0; i < c.count; ++i) {
      auto g = generate_hashi(o, static_cast<uint64_t>(i));
      ASSERT_TRUE(g) << c.side << ": " << g.error().message;
      EXPECT_GE(g->puzzle.island_count(), c.islands);
      EXPECT_EQ(g->puzzle.island_count(), c.islands + g->repairs);  // a repair adds one island
      repaired += g->repairs > 0;
      EXPECT_FALSE(find_hashi_violation(g->puzzle, g->solution));
      HashiSatOptions tree;
      tree.connectivity = HashiConnectivity::Tree;
      const HashiSatResult r = solve_hashi_sat(g->puzzle, tree);
      EXPECT_EQ(r.count, 1) << format_hashi_url(g->puzzle);
      EXPECT_TRUE(r.exhausted);
      EXPECT_EQ(r.first, g->solution);
    }
    // At 40×40 with 200 islands plain drafts are never unique (docs/hashi.md): repairs did the work.
    if (c.side == 40) EXPECT_EQ(repaired, c.count);
  }
}

TEST(HashiGenerator, HitsTheStageAskedFor) {
  for (HashiStage stage : {HashiStage::Easy, HashiStage::Medium, HashiStage::Hard}) {
    HashiGeneratorOptions o;
    o.rows = o.cols = 10;
    o.islands = 15;
    o.seed = 3;
    o.stage = stage;
    for (uint64_t i = 0; i < 4; ++i) {
      auto g = generate_hashi(o, i);
      ASSERT_TRUE(g) << g.error().message;
      EXPECT_EQ(g->stage, stage);
      EXPECT_EQ(hashi_stage(g->puzzle), stage);
      // "Solvable at d, not at d − 1".
      HashiRuleOptions below;
      below.rules = HashiRuleSet::stage(static_cast<int>(stage) - 1);
      if (stage != HashiStage::Easy) EXPECT_NE(solve_hashi_rules(g->puzzle, below).outcome, HashiOutcome::Solved);
    }
  }
}

// Large grids with a stage asked: after the plain drafts, repairs are driven by the stage's rules
// (an island where they leave edges open) instead of SAT's second solution. Every puzzle must still be
// unique by the other encoding, at exactly the stage asked, with one island per repair.
TEST(HashiGenerator, RepairsByTheRulesKeepUniquenessAndStage) {
  struct Case {
    int side, islands;
    HashiStage stage;
    int count;
  };
  for (const Case c : {Case{25, 89, HashiStage::Medium, 3}, Case{25, 89, HashiStage::Hard, 3},
                       Case{40, 228, HashiStage::Medium, 2}, Case{20, 60, HashiStage::Easy, 3}}) {
    HashiGeneratorOptions o;
    o.rows = o.cols = c.side;
    o.islands = c.islands;
    o.seed = 11;
    o.stage = c.stage;
    int repaired = 0;
    for (int i = 0; i < c.count; ++i) {
      auto g = generate_hashi(o, static_cast<uint64_t>(i));
      const std::string what =
          std::to_string(c.side) + " " + std::string(hashi_stage_name(c.stage)) + " #" + std::to_string(i);
      ASSERT_TRUE(g) << what << ": " << g.error().message;
      EXPECT_EQ(g->stage, c.stage) << what;
      EXPECT_EQ(hashi_stage(g->puzzle), c.stage) << what;
      EXPECT_EQ(g->puzzle.island_count(), c.islands + g->repairs) << what;
      repaired += g->repairs > 0;
      EXPECT_FALSE(find_hashi_violation(g->puzzle, g->solution));
      // The spanning-tree encoding up to 20×20; above, it takes minutes a puzzle, so cuts (a fresh run).
      HashiSatOptions other;
      if (c.side <= 20) other.connectivity = HashiConnectivity::Tree;
      const HashiSatResult r = solve_hashi_sat(g->puzzle, other);
      EXPECT_EQ(r.count, 1) << what << ": " << format_hashi_url(g->puzzle);
      EXPECT_TRUE(r.exhausted) << what;
      EXPECT_EQ(r.first, g->solution) << what;
    }
    if (c.side == 40) EXPECT_EQ(repaired, c.count);
  }
}

TEST(HashiGenerator, SameSeedAndIndexSamePuzzle) {
  HashiGeneratorOptions o;
  o.rows = 12;
  o.cols = 9;
  o.islands = 16;
  o.seed = 77;
  auto a = generate_hashi(o, 3), b = generate_hashi(o, 3), c = generate_hashi(o, 4);
  ASSERT_TRUE(a && b && c);
  EXPECT_EQ(format_hashi_url(a->puzzle), format_hashi_url(b->puzzle));
  EXPECT_NE(format_hashi_url(a->puzzle), format_hashi_url(c->puzzle));
  EXPECT_EQ(a->puzzle.rows, 12);
  EXPECT_EQ(a->puzzle.cols, 9);
}

TEST(HashiGenerator, ReportsAnUnreachableStage) {
  HashiGeneratorOptions o;
  o.rows = o.cols = 5;
  o.islands = 3;
  o.stage = HashiStage::Beyond;
  o.max_attempts = 50;
  auto g = generate_hashi(o, 0);
  ASSERT_FALSE(g);
  EXPECT_NE(g.error().message.find("at stage beyond in 50 attempts"), std::string::npos) << g.error().message;
}

}  // namespace
}  // namespace gridlogic
