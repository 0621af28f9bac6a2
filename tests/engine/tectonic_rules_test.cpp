// tectonic_rules_test.cpp — document 000's worked examples: figure 4.3 by rules alone, each rule
// switchable, the SAT encoding of chapter 6 on figure 6.1's shape, 2-SAT rounds on the trace.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <utility>

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
  EXPECT_EQ(s.outcome, TectonicOutcome::Solved);                      // rule 5 or 6 steps in
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

// Figure 5.1 → 5.3 (11 rows × 9 columns), chapter 5's example. From the text: the circled givens of
// figure 5.1, its filled cells (where the rules stop), figure 5.3's solution, figure 5.2's letters and
// the narrative. The region borders are lost. Chosen: this layout, found by a search over the ways to
// cut figure 5.3 into regions of k cells holding 1..k (the value counts force 16 regions of five, 3 of
// four, 1 of three, 4 of one), keeping those where the rules stop exactly at figure 5.1 and rules +
// 2-SAT finish. The regions inside rows 6–10 are one choice of many; given them, figure 5.1 pins down
// every region reaching rows 0–5 except the single cell at (2,2) (or (2,0)) and the regions in columns
// 6–8 of rows 2–6 (three variants), and in particular the regions the narrative relies on: (0,3)'s
// {(0,3),(0,4),(1,4),(2,4),(0,5)}, which (1,5) touches except (0,3) (rule 6); the region
// {(3,2),(4,2),(5,2),(4,3),(5,3)}; (2,3) with (3,3); (4,4) with (4,5). Not as in the text: (4,5) touches
// the 4 at (5,6), so its "5 and B" is {3,5}; the A/B cells (1,3), (5,4), (0,5) keep 5 as well; 2-SAT
// removes 3 from (4,3) and the rules then give the 2; the letters form several chains, not just two.
// Letters: one per region (A…X in reading order). Coordinates in comments: the document's (X, Y) =
// (column, row).
constexpr const char* kFigure51 =
    ".3..5.4.4/5....3.../........./........./........./..5....../........2/...3...../........./...5...1./.......4. "
    "AABBCCCDD/AABBBCCDD/AEFGGGHID/JEEEGGIIK/JJJELLIMM/JNNNLLIMM/NNOOLPPQM/RSOOOPPQQ/RSSTTTTQQ/RUUUVTWWW/RUUXVVVWW";
constexpr const char* kFigure51State =  // figure 5.1: the cells the rules decide ('.' open)
    "231.514.4"
    "545.232.."
    "121.1.1.."
    "........1"
    "..21....."
    "..5..2151"
    "121214342"
    "434352151"
    "121213432"
    "343545215"
    "212121343";
constexpr const char* kFigure53 =
    "231351434"
    "545423251"
    "121314132"
    "434525251"
    "512143434"
    "345352151"
    "121214342"
    "434352151"
    "121213432"
    "343545215"
    "212121343";

int fig51_xy(int x, int y) { return y * 9 + x; }

std::string decided_text(const TectonicSolve& s) {
  std::string t;
  for (uint8_t v : s.grid()) t += v ? static_cast<char>('0' + v) : '.';
  return t;
}

TEST(TectonicTwoSat, Figure51FinishesThrough2SatToFigure53) {
  auto p = parse_tectonic(kFigure51);
  ASSERT_TRUE(p) << p.error().message;
  // (1) The givens and the layout have one solution, figure 5.3.
  TectonicSatResult sat = solve_tectonic_sat(*p, 2);
  EXPECT_EQ(sat.count, 1);
  EXPECT_TRUE(sat.exhausted);
  EXPECT_EQ(format_tectonic_solution(*p, sat.first), kFigure53);

  // (2) The rules stop exactly at figure 5.1: the same cells decided, with the same values.
  TraceRecorder rules_trace;
  TectonicSolve rules = solve_tectonic_rules(*p, {}, &rules_trace);
  ASSERT_EQ(rules.outcome, TectonicOutcome::Stuck);
  EXPECT_EQ(decided_text(rules), kFigure51State);
  auto cand = [&](int x, int y) { return rules.candidates[fig51_xy(x, y)]; };
  const Candidates k34 = 0b11000;
  // "because of the form of the region of cell (0, 3), the cell has the same value as cell (1, 5)":
  // rule 6 — (1,5) touches all of (0,3)'s region but (0,3) — leaves both with {3,4}.
  bool rule6 = false;
  for (const auto& step : rules_trace.trace().steps) {
    if (step.technique != "rule-6") continue;
    auto in = [&](int c) { return std::find(step.cells.begin(), step.cells.end(), c) != step.cells.end(); };
    rule6 = rule6 || (in(fig51_xy(0, 3)) && in(fig51_xy(1, 5)));
  }
  EXPECT_TRUE(rule6);
  EXPECT_EQ(cand(0, 3), k34);
  EXPECT_EQ(cand(1, 5), k34);
  // (6,4), (7,4), (8,4) hold 3 or 4 (figure 5.2's B A B); (7,0) cannot hold 4 (it touches two 4s).
  for (int x = 6; x <= 8; ++x) EXPECT_EQ(cand(x, 4), k34) << x;
  EXPECT_FALSE(cand(7, 0) & (1u << 4));
  // (2,3), (3,3), (4,4) keep 3, 4 and 5 ("5 and B"); (4,3) still has 2 among its possibilities.
  for (auto [x, y] : {std::pair{2, 3}, {3, 3}, {4, 4}}) EXPECT_EQ(cand(x, y), 0b111000) << x << "," << y;
  EXPECT_TRUE(cand(4, 3) & 0b100);
  // (4,3) and (5,3) share a region with A at (3,2) and (5,2), the region's last open cell in the text.
  const int rstar = p->region[fig51_xy(3, 2)];
  for (auto [x, y] : {std::pair{4, 2}, {5, 2}, {4, 3}, {5, 3}}) EXPECT_EQ(p->region[fig51_xy(x, y)], rstar);
  EXPECT_EQ(p->cells[rstar].size(), 5u);

  // (3) Rules + 2-SAT finish to figure 5.3.
  TectonicSolveOptions o;
  o.two_sat = true;
  o.keep_graphs = true;
  TraceRecorder rec;
  TectonicSolve s = solve_tectonic_rules(*p, o, &rec);
  ASSERT_EQ(s.outcome, TectonicOutcome::Solved);
  EXPECT_EQ(format_tectonic_solution(*p, s.grid()), kFigure53);
  ASSERT_GE(s.two_sat_rounds, 1);
  ASSERT_FALSE(s.rounds.empty());
  // The first 2-SAT round's graph holds figure 5.2's chains as strongly connected components (a literal
  // "cell = v" and its equals): A = 3 at (3,0), (3,2) with B = 4 at (3,1) and at (5,2) — the text's
  // "(5,2) is equal to B"; A at (7,2), (7,4) with B at (6,4), (8,4) — "(6,4) and (8,4) have the same
  // value"; B at (1,5) with A at (3,5).
  const ImplicationGraph& g = s.rounds[0].graph;
  auto scc = [&](int x, int y, int v) {
    const std::string label = tectonic_cell_name(*p, fig51_xy(x, y)) + "=" + std::to_string(v);
    for (const auto& node : g.nodes)
      if (node.label == label) return node.scc;
    return -1;
  };
  ASSERT_NE(scc(3, 0, 3), -1);
  EXPECT_EQ(scc(3, 2, 3), scc(3, 0, 3));
  EXPECT_EQ(scc(3, 1, 4), scc(3, 0, 3));
  EXPECT_EQ(scc(5, 2, 4), scc(3, 0, 3));
  ASSERT_NE(scc(6, 4, 4), -1);
  EXPECT_EQ(scc(8, 4, 4), scc(6, 4, 4));
  EXPECT_EQ(scc(7, 4, 3), scc(6, 4, 4));
  EXPECT_EQ(scc(7, 2, 3), scc(6, 4, 4));
  ASSERT_NE(scc(1, 5, 4), -1);
  EXPECT_EQ(scc(3, 5, 3), scc(1, 5, 4));
  // The first 2-SAT step rules 3 out of (4,3); the rules then give (4,3) = 2 and (5,3) = 5 as in the text.
  const TraceStep* first = nullptr;
  for (const auto& step : rec.trace().steps)
    if (step.technique == "2-sat") {
      first = &step;
      break;
    }
  ASSERT_NE(first, nullptr);
  EXPECT_NE(std::find(first->removed.begin(), first->removed.end(), CellValue{fig51_xy(4, 3), 3}),
            first->removed.end());
  EXPECT_EQ(s.grid()[fig51_xy(4, 3)], 2);
  EXPECT_EQ(s.grid()[fig51_xy(5, 3)], 5);
  // The step carries the chain behind its first deduction (for a hint to draw): a path of implications
  // from the deduction's opposite back to it, each link joined to the next, strong and weak in turn
  // (the clauses are "one of two" or "not both"), and every candidate on it open in figure 5.1.
  ASSERT_FALSE(first->chain.empty());
  const CellValue goal =
      !first->placed.empty() && first->placed[0].cell == first->cells[0] ? first->placed[0] : first->removed[0];
  EXPECT_EQ(first->chain.front().from, goal);
  EXPECT_EQ(first->chain.back().to, goal);
  for (size_t i = 0; i < first->chain.size(); ++i) {
    const CandidateLink& l = first->chain[i];
    if (i) EXPECT_EQ(l.from, first->chain[i - 1].to);
    if (i) EXPECT_NE(l.strong, first->chain[i - 1].strong);
    for (const CellValue& cv : {l.from, l.to}) EXPECT_TRUE(rules.candidates[cv.cell] & (1u << cv.value)) << cv.cell;
  }
  // Starting from figure 5.1's candidates (continue_tectonic_rules) gives the same finish.
  TectonicSolve from51 = continue_tectonic_rules(*p, rules.candidates, o);
  EXPECT_EQ(from51.outcome, TectonicOutcome::Solved);
  EXPECT_EQ(format_tectonic_solution(*p, from51.grid()), kFigure53);
}

}  // namespace
}  // namespace gridlogic
