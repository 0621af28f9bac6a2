// tectonic_dataset_test.cpp — the 430 public puzzles (../shared/datasets, skipped when absent): every one
// solved by SAT to its published solution and proven unique; rules+2-SAT where it finishes; no rule or
// 2-SAT step ever contradicts the known solution (replay of the trace); every format round-trips.
#include <gtest/gtest.h>

#include <iostream>

#include "tectonic_test_data.h"
#include "test_util.h"

namespace gridlogic {
namespace {

std::vector<testing::TectonicCase> cases_or_skip() {
  const std::string root = testing::dataset_path("");
  std::vector<std::string> errors;
  std::vector<testing::TectonicCase> cases;
  if (!testing::dataset_path("suguru-janko").empty() || !testing::dataset_path("suguru-abcqwq").empty())
    cases = testing::load_tectonic_cases(root, errors);
  for (const auto& e : errors) ADD_FAILURE() << e;
  return cases;
}

TEST(TectonicDataset, SatSolvesEveryPuzzleUniquely) {
  auto cases = cases_or_skip();
  if (cases.empty()) GTEST_SKIP() << "../shared/datasets/suguru-{janko,abcqwq} absent";
  EXPECT_EQ(cases.size(), 430u);
  for (const auto& c : testing::dataset_sample(cases)) {
    ASSERT_FALSE(find_tectonic_violation(c.puzzle, c.solution)) << c.name << ": the published solution";
    TectonicSatResult r = solve_tectonic_sat(c.puzzle, 2);
    EXPECT_EQ(r.count, 1) << c.name;
    EXPECT_TRUE(r.exhausted) << c.name;
    EXPECT_EQ(r.first, c.solution) << c.name;
  }
}

TEST(TectonicDataset, RulesAndTwoSatNeverContradictTheSolution) {
  auto cases = cases_or_skip();
  if (cases.empty()) GTEST_SKIP() << "../shared/datasets/suguru-{janko,abcqwq} absent";
  cases = testing::dataset_sample(cases);
  int by_rules = 0, by_two_sat = 0, by_rules_then_sat = 0;
  for (const auto& c : cases) {
    for (bool two_sat : {false, true}) {
      TectonicSolveOptions o;
      o.two_sat = two_sat;
      TraceRecorder rec;
      TectonicSolve s = solve_tectonic_rules(c.puzzle, o, &rec);
      ASSERT_NE(s.outcome, TectonicOutcome::Contradiction) << c.name << ": " << s.contradiction;
      for (const auto& step : rec.trace().steps) {
        for (const CellValue& cv : step.placed)
          ASSERT_EQ(cv.value, c.solution[cv.cell]) << c.name << " " << step.technique << ": " << step.explanation;
        for (const CellValue& cv : step.removed)
          ASSERT_NE(cv.value, c.solution[cv.cell]) << c.name << " " << step.technique << ": " << step.explanation;
      }
      for (int cell = 0; cell < c.puzzle.size(); ++cell)
        if (!c.puzzle.hole(cell)) ASSERT_TRUE(s.candidates[cell] & (1u << c.solution[cell])) << c.name;
      if (s.outcome == TectonicOutcome::Solved) {
        EXPECT_EQ(s.grid(), c.solution) << c.name;
        ++(two_sat ? by_two_sat : by_rules);
      } else if (two_sat) {
        TectonicSatResult r = solve_tectonic_sat(c.puzzle, 2, {}, &s.candidates);
        EXPECT_EQ(r.count, 1) << c.name;
        EXPECT_EQ(r.first, c.solution) << c.name;
        by_rules_then_sat += r.count == 1;
      }
    }
  }
  std::cout << "[ tectonic ] of " << cases.size() << " public puzzles: rules alone solve " << by_rules
            << ", rules+2-SAT " << by_two_sat << "; the rest finish by SAT: " << by_rules_then_sat << "\n";
  RecordProperty("rules", by_rules);
  RecordProperty("rules_two_sat", by_two_sat);
}

TEST(TectonicDataset, FormatsRoundTrip) {
  auto cases = cases_or_skip();
  if (cases.empty()) GTEST_SKIP() << "../shared/datasets/suguru-{janko,abcqwq} absent";
  for (const auto& c : cases)
    for (TectonicFormat f : {TectonicFormat::Url, TectonicFormat::Text, TectonicFormat::Json, TectonicFormat::Janko,
                             TectonicFormat::Abcqwq}) {
      const std::string text = format_tectonic(c.puzzle, f);
      auto q = parse_tectonic(text);
      ASSERT_TRUE(q) << c.name << " " << tectonic_format_name(f) << ": " << q.error().message;
      EXPECT_EQ(q->region, c.puzzle.region) << c.name << " " << tectonic_format_name(f);
      EXPECT_EQ(q->givens, c.puzzle.givens) << c.name << " " << tectonic_format_name(f);
      EXPECT_EQ(format_tectonic(*q, f), text) << c.name << " " << tectonic_format_name(f);
    }
}

}  // namespace
}  // namespace gridlogic
