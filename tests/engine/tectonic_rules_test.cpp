// tectonic_rules_test.cpp — document 000's worked examples: figure 4.3 by rules alone, each rule
// switchable, the SAT encoding of chapter 6 on figure 6.1's shape, 2-SAT rounds on the trace.
#include <gtest/gtest.h>

#include <algorithm>

#include "gridlogic/tectonic.h"

namespace gridlogic {
namespace {

// Figure 4.3 (5 rows × 4 columns; circled givens only). The colours are not in the text; this is the
// one region layout that fits figure 4.3b's solution, makes the givens unique and matches the chapter's
// narrative (yellow A, green B, red C, the size-4 region D next to all of (2,3), orange E of size 1).
constexpr const char* kFigure43 = "..3./5..4/2.../.4../...1 ABBB/AABB/ACCD/ACCD/ECDD";
constexpr const char* kFigure43b = "12315454213234541231";

int cell_xy(int x, int y) { return y * 4 + x; }  // the document's (X, Y)

TEST(TectonicRules, Figure43SolvesByRulesAlone) {
  auto p = parse_tectonic(kFigure43);
  ASSERT_TRUE(p) << p.error().message;
  TraceRecorder rec;
  TectonicSolve s = solve_tectonic_rules(*p, {}, &rec);
  ASSERT_EQ(s.outcome, TectonicOutcome::Solved);
  EXPECT_EQ(format_tectonic_solution(*p, s.grid()), kFigure43b);
  // The deductions the chapter lists, each placed by some step of the trace.
  std::vector<CellValue> placed;
  for (const auto& step : rec.trace().steps) placed.insert(placed.end(), step.placed.begin(), step.placed.end());
  auto has = [&](int x, int y, int v) {
    return std::find(placed.begin(), placed.end(), CellValue{cell_xy(x, y), v}) != placed.end();
  };
  EXPECT_TRUE(has(0, 4, 1));  // figure 4.1a: the size-1 region
  EXPECT_TRUE(has(0, 3, 3));  // figure 4.1b: (0,3) has one possibility left
  EXPECT_TRUE(has(3, 0, 1));  // figure 4.3a: only (3,0) can hold 1
  EXPECT_TRUE(has(3, 3, 4));  // figure 4.2a: only (3,3) can hold 4 in its region (rule 3)
  EXPECT_TRUE(has(2, 3, 5));  // figure 4.2b: (2,3) is next to a whole region of size 4
  EXPECT_TRUE(has(1, 2, 1));
  EXPECT_TRUE(has(0, 0, 1));
  EXPECT_TRUE(has(1, 1, 4));
  EXPECT_TRUE(has(2, 1, 5));
  EXPECT_TRUE(has(1, 0, 2));
  EXPECT_TRUE(has(1, 4, 2));
  EXPECT_TRUE(has(3, 2, 2));
  EXPECT_EQ(s.fired[1], 1);
  EXPECT_GT(s.fired[2], 0);
  EXPECT_EQ(s.fired[3] + s.fired[4], 2);
  for (const auto& step : rec.trace().steps) {
    EXPECT_FALSE(step.explanation.empty());
    EXPECT_FALSE(step.cells.empty());
  }
}

TEST(TectonicRules, RulesCanBeSwitchedOff) {
  auto p = parse_tectonic(kFigure43);
  ASSERT_TRUE(p);
  TectonicSolveOptions o;
  o.rules.enabled[4] = false;
  TectonicSolve s = solve_tectonic_rules(*p, o);
  EXPECT_EQ(s.fired[4], 0);
  EXPECT_EQ(s.outcome, TectonicOutcome::Solved);  // rule 5 or 6 steps in
  o.rules.enabled = {false, true, true, false, false, false, false};  // rules 1–3 only
  s = solve_tectonic_rules(*p, o);
  EXPECT_EQ(s.outcome, TectonicOutcome::Stuck);
  for (int k = 4; k <= 6; ++k) EXPECT_EQ(s.fired[k], 0);
  // Whatever it placed agrees with the solution.
  for (int c = 0; c < p->size(); ++c) {
    uint8_t v = s.grid()[c];
    if (v) EXPECT_EQ(v, kFigure43b[c] - '0') << tectonic_cell_name(*p, c);
  }
}

TEST(TectonicRules, Rule5And6OnHandMadeGrids) {
  // Rule 5: r1c1 and r1c2 hold {1,2} (region of two); r2c1 touches both and cannot hold 1 or 2.
  auto p = parse_tectonic(".../.../... AAB/CCC/CCC");
  ASSERT_TRUE(p) << p.error().message;
  std::vector<Candidates> cand(p->size());
  for (int c = 0; c < p->size(); ++c) cand[c] = static_cast<Candidates>(((1u << (p->region_size(c) + 1)) - 1) & ~1u);
  TectonicSolveOptions o;
  o.rules.enabled = {false, false, false, false, false, true, false};
  TraceRecorder rec;
  TectonicSolve s = continue_tectonic_rules(*p, cand, o, &rec);
  ASSERT_GE(s.fired[5], 1);
  EXPECT_EQ(rec.trace().steps[0].technique, "rule-5");
  EXPECT_FALSE(s.candidates[3] & 0b110);  // r2c1 lost 1 and 2
}

TEST(TectonicSat, Chapter6EncodingCounts) {
  // Figure 6.1's shape: a 2×2 puzzle of one region; without givens 4·3·2·1 = 24 solutions (§7.3).
  auto p = parse_tectonic("../.. AA/AA");
  ASSERT_TRUE(p);
  EXPECT_EQ(solve_tectonic_sat(*p, 100).count, 24);
  EXPECT_TRUE(solve_tectonic_sat(*p, 100).exhausted);
  TectonicEncoding no_alo;
  no_alo.region_at_least_once = false;
  EXPECT_EQ(solve_tectonic_sat(*p, 100, no_alo).count, 24);
  Cnf cnf;
  encode_tectonic(*p, {}, cnf);
  // 4 cells × (1 ALO + 6 AMO) + 4 values × (1 ALO + 6 AMO); no neighbour clauses (one region).
  EXPECT_EQ(cnf.num_clauses(), 4 * 7 + 4 * 7);
}

TEST(TectonicSat, UniqueAndMultiple) {
  auto p = parse_tectonic(kFigure43);
  ASSERT_TRUE(p);
  TectonicSatResult r = solve_tectonic_sat(*p, 2);
  EXPECT_EQ(r.count, 1);
  EXPECT_TRUE(r.exhausted);
  EXPECT_EQ(format_tectonic_solution(*p, r.first), kFigure43b);
  auto open = parse_tectonic("..3./5..4/2.../.4../.... ABBB/AABB/ACCD/ACCD/ECDD");
  ASSERT_TRUE(open);
  EXPECT_EQ(solve_tectonic_sat(*open, 2).count, 2);
}

TEST(TectonicTwoSat, RoundKeepsItsGraphAndOnlySoundDeductions) {
  // A 1×4 strip of two regions of two: r1c1,r1c2 = {1,2}; r1c3,r1c4 = {1,2}. r1c2 and r1c3 touch,
  // so they differ: 2-SAT links them but cannot decide alone; with r1c1 = 2 given it can.
  auto p = parse_tectonic("2... AABB");
  ASSERT_TRUE(p);
  std::vector<Candidates> cand(p->size(), 0b110);
  cand[0] = 0b100;
  TectonicTwoSatRound round;
  TraceStep step;
  ASSERT_TRUE(tectonic_two_sat_round(*p, cand, round, step, true));
  EXPECT_EQ(step.technique, "2-sat");
  EXPECT_EQ(round.graph.nodes.size(), 2u * round.variables);
  EXPECT_GT(round.placed, 0);
  EXPECT_EQ(cand[1], 0b010);  // r1c2 = 1
  EXPECT_EQ(cand[2], 0b100);  // r1c3 = 2
  EXPECT_EQ(cand[3], 0b010);
}

}  // namespace
}  // namespace gridlogic
