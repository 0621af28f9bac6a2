// tectonic_rating_test.cpp — chapter 8's scale: the thresholds, the rule classes behind them, the sweep
// order that makes the rule counts comparable with table 8.8, and the distribution on the public sets.
#include <gtest/gtest.h>

#include <iostream>
#include <map>

#include "gridlogic/tectonic.h"
#include "tectonic_test_data.h"
#include "test_util.h"

namespace gridlogic {
namespace {

constexpr const char* kFigure43 = "..3./5..4/2.../.4../...1 ABBB/AABB/ACCD/ACCD/ECDD";

TEST(TectonicRating, ThresholdsAreTheMidpointsOfTable88) {
  using C = TectonicRuleClass;
  // Rules 1–3 suffice: books' levels 1 and 2, split at (5.35 + 9.31) / 2 = 7.33 uses of rule 4.
  EXPECT_EQ(tectonic_level(C::Rules123, 50, 7), 1);
  EXPECT_EQ(tectonic_level(C::Rules123, 0, 8), 2);
  // All rules: 3 below (11.92 + 16.12) / 2 = 14.02, books' 4–5 below (16.67 + 20.24) / 2 = 18.455.
  EXPECT_EQ(tectonic_level(C::AllRules, 0, 14), 3);
  EXPECT_EQ(tectonic_level(C::AllRules, 0, 15), 4);
  EXPECT_EQ(tectonic_level(C::AllRules, 0, 18), 4);
  EXPECT_EQ(tectonic_level(C::AllRules, 0, 19), 5);
  // 2-SAT needed: rule 3 separates books' 6 and 7 at (18.38 + 28.29) / 2 = 23.335.
  EXPECT_EQ(tectonic_level(C::TwoSat, 23, 20), 5);
  EXPECT_EQ(tectonic_level(C::TwoSat, 24, 20), 6);
  EXPECT_EQ(tectonic_level(C::TwoSat, 0, 21), 6);  // rule 4 ≥ 20.325
  EXPECT_EQ(tectonic_level(C::TwoSat, 0, 25), 7);  // ≥ (20.41 + 28.42) / 2 = 24.415
  EXPECT_EQ(tectonic_level(C::TwoSat, 0, 36), 8);  // ≥ (28.42 + 41.86) / 2 = 35.14
  EXPECT_EQ(tectonic_level(C::Beyond, 0, 0), 8);
  for (int r3 = 0; r3 < 60; r3 += 3)
    for (int r4 = 0; r4 < 60; r4 += 3)
      for (C c : {C::Rules123, C::AllRules, C::TwoSat, C::Beyond}) {
        const int level = tectonic_level(c, r3, r4);
        EXPECT_GE(level, 1);
        EXPECT_LE(level, kTectonicLevels);
      }
}

// Chapter 4's example needs rule 4 (figure 4.2b: a cell next to a whole region of four is 5).
TEST(TectonicRating, Figure43NeedsTheNormalRules) {
  auto p = parse_tectonic(kFigure43);
  ASSERT_TRUE(p) << p.error().message;
  const TectonicRating r = rate_tectonic(*p);
  EXPECT_EQ(r.rule_class, TectonicRuleClass::AllRules);
  EXPECT_GE(r.rule4, 1);
  EXPECT_EQ(r.level, tectonic_level(r.rule_class, r.rule3, r.rule4));
  EXPECT_EQ(r.two_sat_rounds, 0);
}

// The rule class is a property of the rules' fixpoint, so it must not depend on the order; the sweep
// order only moves work between rules. Checked on every public puzzle, with the replay of every step.
TEST(TectonicRating, PublicSetsClassesAndDistribution) {
  std::vector<std::string> errors;
  std::vector<testing::TectonicCase> cases;
  if (!testing::dataset_path("suguru-janko").empty() || !testing::dataset_path("suguru-abcqwq").empty())
    cases = testing::load_tectonic_cases(testing::dataset_path(""), errors);
  for (const auto& e : errors) ADD_FAILURE() << e;
  if (cases.empty()) GTEST_SKIP() << "../shared/datasets/suguru-{janko,abcqwq} absent";
  std::map<int, int> levels;
  std::map<std::string_view, int> classes;
  cases = testing::dataset_sample(cases);
  for (const auto& c : cases) {
    const TectonicRating r = rate_tectonic(c.puzzle);
    ++levels[r.level];
    ++classes[tectonic_rule_class_name(r.rule_class)];
    TectonicSolveOptions only123;
    only123.rules.enabled = {false, true, true, true, false, false, false};
    TectonicSolveOptions all;
    TectonicSolveOptions with_two_sat;
    with_two_sat.two_sat = true;
    const bool by123 = solve_tectonic_rules(c.puzzle, only123).outcome == TectonicOutcome::Solved;
    const bool by_all = solve_tectonic_rules(c.puzzle, all).outcome == TectonicOutcome::Solved;
    const bool by_two_sat = solve_tectonic_rules(c.puzzle, with_two_sat).outcome == TectonicOutcome::Solved;
    const TectonicRuleClass expected = by123        ? TectonicRuleClass::Rules123
                                       : by_all     ? TectonicRuleClass::AllRules
                                       : by_two_sat ? TectonicRuleClass::TwoSat
                                                    : TectonicRuleClass::Beyond;
    EXPECT_EQ(r.rule_class, expected) << c.name;
    // The sweep order reaches the same fixpoint, through sound steps only.
    for (bool two_sat : {false, true}) {
      TectonicSolveOptions sweep;
      sweep.sweep = true;
      sweep.two_sat = two_sat;
      TraceRecorder rec;
      const TectonicSolve s = solve_tectonic_rules(c.puzzle, sweep, &rec);
      TectonicSolveOptions simplest;
      simplest.two_sat = two_sat;
      EXPECT_EQ(s.candidates, solve_tectonic_rules(c.puzzle, simplest).candidates) << c.name;
      for (const auto& step : rec.trace().steps) {
        for (const CellValue& cv : step.placed)
          ASSERT_EQ(cv.value, c.solution[cv.cell]) << c.name << " " << step.explanation;
        for (const CellValue& cv : step.removed)
          ASSERT_NE(cv.value, c.solution[cv.cell]) << c.name << " " << step.explanation;
      }
    }
  }
  std::cout << "[ tectonic ] levels of the " << cases.size() << " public puzzles:";
  for (auto [level, n] : levels) std::cout << " " << level << ":" << n;
  std::cout << "\n[ tectonic ] rule classes:";
  for (auto [name, n] : classes) std::cout << " " << name << ":" << n;
  std::cout << "\n";
}

}  // namespace
}  // namespace gridlogic
