// hashi_rules_test.cpp — the Hashi rule solver (hashi_rules.h): document 001's examples (the corner 4
// of §2.2, figure 2's 8 and 7), a hand-made puzzle per technique, the §3.3 cases, the better solver;
// then properties on random puzzles grown from random bridge layouts, checked against brute force
// (every step keeps every solution; solved means the unique solution; contradiction means none), and
// the 910 janko puzzles (skipped when ../shared/datasets is absent) per stage against their solutions.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>
#include <map>
#include <string>

#include "gridlogic/hashi_rules.h"
#include "gridlogic/json.h"
#include "gridlogic/random.h"
#include "hashi_brute_force.h"
#include "hashi_test_data.h"
#include "test_util.h"

namespace gridlogic {

// For readable failures (gtest would otherwise dump the bytes).
void PrintTo(const LinkRange& l, std::ostream* os) {
  *os << "{" << l.a << "," << l.b << "," << l.lo << "," << l.hi << "}";
}

namespace {

// A puzzle from rows split by '/': '1'-'8' an island, '?' one without a clue, '.' water.
HashiPuzzle puzzle(std::string_view text) {
  std::vector<int> cells;
  int rows = 1, cols = 0, col = 0;
  for (char ch : text) {
    if (ch == '/') {
      ++rows;
      col = 0;
      continue;
    }
    cells.push_back(ch == '.' ? -1 : ch == '?' ? 0 : ch - '0');
    cols = std::max(cols, ++col);
  }
  auto p = make_hashi(rows, cols, cells);
  EXPECT_TRUE(p) << text << ": " << (p ? "" : p.error().message);
  return p ? *p : HashiPuzzle{};
}

int cell(const HashiPuzzle& p, int r, int c) { return r * p.cols + c; }  // 0-based

int edge(const HashiPuzzle& p, int r1, int c1, int r2, int c2) {
  return p.edge_between(p.island_at[cell(p, r1, c1)], p.island_at[cell(p, r2, c2)]);
}

HashiRuleOptions stage(int s) {
  HashiRuleOptions o;
  o.rules = HashiRuleSet::stage(s);
  return o;
}

int fired(const HashiRuleSolve& s, HashiTechnique t) { return s.fired[static_cast<int>(t)]; }

// The first step of a technique in a trace, or nullptr.
const TraceStep* first_step(const Trace& trace, std::string_view technique) {
  for (const TraceStep& s : trace.steps)
    if (s.technique == technique) return &s;
  return nullptr;
}

std::vector<HashiBridges> brute_force(const HashiPuzzle& p, int limit) { return testing::hashi_brute_force(p, limit); }

// A random puzzle grown like document 001 §5 from a random bridge layout: from a random island a
// single or double bridge in a random direction, stopping at random to put an island, or running into
// an island (which makes loops); never over a bridge. Returns the puzzle and the layout's solution.
struct Grown {
  HashiPuzzle puzzle;
  HashiBridges solution;
};

std::optional<Grown> grow(int rows, int cols, int islands, SplitMix64& rng) {
  std::vector<int> clue(rows * cols, -1);
  std::vector<bool> bridge(rows * cols, false);
  std::map<std::pair<int, int>, int> pairs;  // (cell, cell) → bridges
  std::vector<int> placed{static_cast<int>(rng.below(rows * cols))};
  clue[placed[0]] = 0;
  const int dr[4] = {0, 1, 0, -1}, dc[4] = {1, 0, -1, 0};
  for (int tries = 0; tries < 2000 && static_cast<int>(placed.size()) < islands; ++tries) {
    const int from = placed[rng.below(placed.size())];
    const int d = static_cast<int>(rng.below(4));
    int r = from / cols, c = from % cols;
    std::vector<int> path;
    int to = -1;
    while (true) {
      r += dr[d];
      c += dc[d];
      if (r < 0 || c < 0 || r >= rows || c >= cols) break;
      const int at = r * cols + c;
      if (bridge[at]) break;
      if (clue[at] >= 0) {
        to = at;
        break;
      }
      if (rng.below(3) == 0) {
        to = at;
        break;
      }
      path.push_back(at);
    }
    if (to < 0) continue;
    const auto key = std::minmax(from, to);
    const int have = pairs[key];
    if (have >= 2) continue;
    const int k = std::min(2 - have, 1 + static_cast<int>(rng.below(2)));
    if (clue[to] < 0) {
      clue[to] = 0;
      placed.push_back(to);
    }
    pairs[key] += k;
    clue[from] += k;
    clue[to] += k;
    for (int at : path) bridge[at] = true;
  }
  if (placed.size() < 2) return std::nullopt;
  auto p = make_hashi(rows, cols, clue);
  if (!p) return std::nullopt;
  HashiBridges solution(p->edge_count(), 0);
  for (auto [key, k] : pairs) solution[p->edge_between(p->island_at[key.first], p->island_at[key.second])] = k;
  EXPECT_FALSE(find_hashi_violation(*p, solution));
  return Grown{std::move(*p), std::move(solution)};
}

// Every link a step (and its substeps, which a lookahead's probe may narrow beyond the truth: they
// are hypothetical) narrows keeps the edge's value in `s`.
void expect_steps_keep(const HashiPuzzle& p, const Trace& trace, const HashiBridges& s, const std::string& what) {
  for (const TraceStep& step : trace.steps)
    for (const LinkRange& l : step.links) {
      const int e = p.edge_between(p.island_at[l.a], p.island_at[l.b]);
      ASSERT_GE(e, 0) << what;
      if (step.technique == "guess" || step.technique == "guess-failed") continue;
      EXPECT_TRUE(l.lo <= s[e] && s[e] <= l.hi)
          << what << ": step " << step.technique << " (" << step.explanation << ") sets " << l.lo << ".." << l.hi
          << " where the solution has " << int(s[e]);
    }
}

void expect_bounds_keep(const HashiBounds& b, const HashiBridges& s, const std::string& what) {
  for (size_t e = 0; e < s.size(); ++e)
    EXPECT_TRUE(b.lo[e] <= s[e] && s[e] <= b.hi[e])
        << what << ": edge " << e << " " << int(b.lo[e]) << ".." << int(b.hi[e]) << " vs " << int(s[e]);
}

// --- document 001's examples -------------------------------------------------------------------------

TEST(HashiRules, CornerFourDrawsTwoToEachNeighbour) {
  // §2.2: "an island with value 4 in the corner … 2 bridges to his first neighbouring island and 2
  // bridges to his second neighbour."
  const HashiPuzzle p = puzzle("4.2/.../2..");
  TraceRecorder rec;
  HashiRuleSolve s = solve_hashi_rules(p, stage(1), &rec);
  ASSERT_EQ(s.outcome, HashiOutcome::Solved) << s.contradiction;
  const TraceStep& first = rec.trace().steps.at(0);
  EXPECT_EQ(first.technique, "easy-max");
  EXPECT_EQ(first.cells.at(0), cell(p, 0, 0));
  EXPECT_EQ(first.links, (std::vector<LinkRange>{{0, 2, 2, 2}, {0, 6, 2, 2}}));
  EXPECT_NE(first.explanation.find("r1c1 (4) can take at most 4 bridges"), std::string::npos) << first.explanation;
  EXPECT_NE(first.explanation.find("§3.1, k = max"), std::string::npos);
  EXPECT_EQ(s.solution, (HashiBridges{2, 2}));
  EXPECT_EQ(hashi_stage(p), HashiStage::Easy);
  // The document's easy solver alone does it too.
  HashiRuleOptions doc;
  doc.rules = HashiRuleSet::document_easy();
  EXPECT_EQ(solve_hashi_rules(p, doc).outcome, HashiOutcome::Solved);
}

TEST(HashiRules, FigureTwoEightAndSeven) {
  // Figure 2, left: an 8 whose four neighbours can each take two: all eight bridges are drawn.
  HashiRuleOptions doc;
  doc.rules = HashiRuleSet::document_easy();
  {
    const HashiPuzzle p = puzzle("1.3.1/...../3.8.3/...../1.3.1");
    TraceRecorder rec;
    HashiRuleSolve s = solve_hashi_rules(p, doc, &rec);
    const TraceStep* step = first_step(rec.trace(), "easy-max");
    ASSERT_NE(step, nullptr);
    EXPECT_EQ(step->cells.at(0), cell(p, 2, 2));
    ASSERT_EQ(step->links.size(), 4u);
    for (const LinkRange& l : step->links) EXPECT_EQ(l.lo, 2);
    EXPECT_GE(fired(s, HashiTechnique::EasyMax), 1);
  }
  // Right: a 7 there (7 = max − 1 and 7 > 4 neighbours): at least one bridge to each, nothing more.
  {
    const HashiPuzzle p = puzzle("1.3.1/...../3.7.3/...../1.3.1");
    TraceRecorder rec;
    solve_hashi_rules(p, doc, &rec);
    ASSERT_FALSE(rec.trace().steps.empty());
    const TraceStep& step = rec.trace().steps[0];
    EXPECT_EQ(step.technique, "easy-max-minus-one");
    EXPECT_EQ(step.cells.at(0), cell(p, 2, 2));
    ASSERT_EQ(step.links.size(), 4u);
    for (const LinkRange& l : step.links) {
      EXPECT_EQ(l.lo, 1);
      EXPECT_EQ(l.hi, 2);
    }
    EXPECT_NE(step.explanation.find("7 > its 4 neighbours"), std::string::npos) << step.explanation;
  }
  // k = max − 1 but k ≤ m: a 3 seeing three islands that can take 1, 1 and 2 — the document's rule
  // does not fire (the general lower bound would: at least one to the third).
  {
    const HashiPuzzle p = puzzle("1.3.1/...../..2..");
    TraceRecorder rec;
    solve_hashi_rules(p, doc, &rec);
    for (const TraceStep& s : rec.trace().steps) EXPECT_NE(s.technique, "easy-max-minus-one");
  }
}

TEST(HashiRules, MaxMinusOneDrawsNoSecondBridge) {
  // The text's "if there is one bridge draw the second" would be unsound: r1c3 (3) sees r1c1 (3) and
  // r1c5 (2), both with room for two, one bridge r1c3–r1c5 drawn; k = max − 1 and 3 > 2 neighbours, but
  // the only solution has that bridge single (2 to r1c1, 1 to r1c5, then round the ring).
  const HashiPuzzle p = puzzle("3.3.2/...../2...2");
  HashiBounds b = initial_hashi_bounds(p);
  const int right = edge(p, 0, 2, 0, 4);
  b.lo[right] = 1;
  HashiRuleOptions doc;
  doc.rules = HashiRuleSet::document_easy();
  TraceRecorder rec;
  HashiRuleSolve s = continue_hashi_rules(p, b, doc, &rec);
  const auto all = brute_force(p, 10);
  ASSERT_EQ(all.size(), 1u);
  EXPECT_EQ(all[0][right], 1);
  expect_bounds_keep(s.bounds, all[0], "max-1");
  expect_steps_keep(p, rec.trace(), all[0], "max-1");
  const TraceStep* step = first_step(rec.trace(), "easy-max-minus-one");
  ASSERT_NE(step, nullptr);
}

// --- one hand-made puzzle per technique --------------------------------------------------------------

TEST(HashiRules, CapacityAndLowerBound) {
  // r1c1 (1) can give r1c3 at most one; r1c3 (3) then needs at least two from r3c3.
  const HashiPuzzle p = puzzle("1.3/.../..2");
  HashiRuleOptions o = stage(1);
  o.rules.set(HashiTechnique::EasyMax, false);
  o.rules.set(HashiTechnique::EasyMaxMinusOne, false);
  TraceRecorder rec;
  HashiRuleSolve s = solve_hashi_rules(p, o, &rec);
  ASSERT_EQ(s.outcome, HashiOutcome::Solved) << s.contradiction;
  EXPECT_GT(fired(s, HashiTechnique::Capacity), 0);
  EXPECT_GT(fired(s, HashiTechnique::LowerBound), 0);
  const TraceStep* cap = first_step(rec.trace(), "capacity");
  ASSERT_NE(cap, nullptr);
  EXPECT_NE(cap->explanation.find("r1c1 (1) has 1 bridge left to place: at most 1 to r1c3"), std::string::npos)
      << cap->explanation;
  const TraceStep* low = first_step(rec.trace(), "lower-bound");
  ASSERT_NE(low, nullptr);
  EXPECT_NE(low->explanation.find("at least"), std::string::npos) << low->explanation;
  EXPECT_EQ(s.solution, (HashiBridges{1, 2}));
}

TEST(HashiRules, NoTwoOnes) {
  // A square of 1, 1 over 2, 2: the 1s cannot join each other, so each goes down.
  const HashiPuzzle p = puzzle("1..1/..../2..2");
  EXPECT_EQ(solve_hashi_rules(p, stage(1)).outcome, HashiOutcome::Stuck);
  TraceRecorder rec;
  HashiRuleSolve s = solve_hashi_rules(p, stage(2), &rec);
  ASSERT_EQ(s.outcome, HashiOutcome::Solved) << s.contradiction;
  const TraceStep* step = first_step(rec.trace(), "no-two-ones");
  ASSERT_NE(step, nullptr);
  EXPECT_EQ(step->links, (std::vector<LinkRange>{{0, 3, 0, 0}}));
  EXPECT_NE(step->explanation.find("r1c1 and r1c4 are both 1"), std::string::npos);
  EXPECT_EQ(hashi_stage(p), HashiStage::Medium);
  EXPECT_EQ(brute_force(p, 5).size(), 1u);
}

TEST(HashiRules, NoDoubleBetweenTwos) {
  // Four 2s in a square: doubles would make two closed pairs, so every side is single.
  const HashiPuzzle p = puzzle("2.2/.../2.2");
  EXPECT_EQ(solve_hashi_rules(p, stage(1)).outcome, HashiOutcome::Stuck);
  HashiRuleSolve s = solve_hashi_rules(p, stage(2));
  ASSERT_EQ(s.outcome, HashiOutcome::Solved) << s.contradiction;
  EXPECT_GE(fired(s, HashiTechnique::NoDoubleBetweenTwos), 1);
  EXPECT_EQ(s.solution, (HashiBridges{1, 1, 1, 1}));
  // With exactly two islands the rule does not apply: "2.2" is a double bridge.
  HashiRuleSolve two = solve_hashi_rules(puzzle("2.2"), stage(2));
  ASSERT_EQ(two.outcome, HashiOutcome::Solved);
  EXPECT_EQ(two.solution, (HashiBridges{2}));
}

TEST(HashiRules, IsolationNamesTheGroup) {
  // r1c1 (4) fills r1c2 (2) and joins r2c1 (4), which then has one bridge to r2c3 and at least one to
  // r3c1 (2): a double r2c1–r3c1 would complete {r1c1, r1c2, r2c1, r3c1} without r1c3, r2c3, r3c3.
  const HashiPuzzle p = puzzle("422/4.3/2.1");
  EXPECT_EQ(solve_hashi_rules(p, stage(1)).outcome, HashiOutcome::Stuck);
  TraceRecorder rec;
  HashiRuleSolve s = solve_hashi_rules(p, stage(2), &rec);
  ASSERT_EQ(s.outcome, HashiOutcome::Solved) << s.contradiction;
  const TraceStep* step = first_step(rec.trace(), "isolation");
  ASSERT_NE(step, nullptr);
  EXPECT_EQ(step->links, (std::vector<LinkRange>{{3, 6, 1, 1}}));
  ASSERT_EQ(step->groups.size(), 1u);
  EXPECT_EQ(step->groups[0], (std::vector<int>{0, 1, 3, 6}));
  EXPECT_NE(step->explanation.find("the group r1c1, r1c2, r2c1, r3c1 would be complete with 2 bridges on r2c1–r3c1"),
            std::string::npos)
      << step->explanation;
  const auto all = brute_force(p, 5);
  ASSERT_EQ(all.size(), 1u);
  EXPECT_EQ(s.solution, all[0]);
  // The textbook pair cases are isolation too: with no-two-ones and no-double-between-twos off,
  // isolation does their work (here r1c3's last bridge to r1c5 would close {r1c1, r1c3, r1c5}).
  const HashiPuzzle q = puzzle("1.2.1/...../..2.2");
  HashiRuleOptions o = stage(2);
  o.rules.set(HashiTechnique::NoTwoOnes, false);
  o.rules.set(HashiTechnique::NoDoubleBetweenTwos, false);
  TraceRecorder rec2;
  s = solve_hashi_rules(q, o, &rec2);
  ASSERT_EQ(s.outcome, HashiOutcome::Solved) << s.contradiction;
  step = first_step(rec2.trace(), "isolation");
  ASSERT_NE(step, nullptr);
  EXPECT_EQ(step->links, (std::vector<LinkRange>{{2, 4, 0, 0}}));
  EXPECT_EQ(s.solution, brute_force(q, 5).at(0));
}

TEST(HashiRules, OnlyWayOut) {
  // A five-island ring r2c1–r2c3–r2c5–r4c5–r4c1 whose only link to r1c3 and r1c6 is r2c3–r1c3. Its
  // clues also fit the ring alone, closed (r2c3 doubly to both sides); no local count sees that the
  // link is needed, but the pair above can reach the rest only through it.
  const HashiPuzzle p = puzzle("..?..1/2.4.3./....../2...3.");
  EXPECT_EQ(solve_hashi_rules(p, stage(1)).outcome, HashiOutcome::Stuck);
  TraceRecorder rec;
  HashiRuleSolve s = solve_hashi_rules(p, stage(2), &rec);
  EXPECT_GT(fired(s, HashiTechnique::OnlyWayOut), 0);
  const TraceStep* step = first_step(rec.trace(), "only-way-out");
  ASSERT_NE(step, nullptr);
  EXPECT_EQ(step->links, (std::vector<LinkRange>{{2, 8, 1, 2}}));
  ASSERT_EQ(step->groups.size(), 1u);
  EXPECT_EQ(step->groups[0], (std::vector<int>{2, 5}));
  EXPECT_NE(step->explanation.find("the islands r1c3, r1c6 can reach the other islands only through r1c3–r2c3"),
            std::string::npos)
      << step->explanation;
  const auto all = brute_force(p, 5);
  ASSERT_EQ(all.size(), 1u);
  expect_steps_keep(p, rec.trace(), all[0], "only-way-out");
  HashiRuleSolve hard = solve_hashi_rules(p, stage(3));
  ASSERT_EQ(hard.outcome, HashiOutcome::Solved) << hard.contradiction;
  EXPECT_EQ(hard.solution, all[0]);
  EXPECT_EQ(hashi_stage(p), HashiStage::Hard);
}

TEST(HashiRules, LookaheadRefutesAValue) {
  // Stage 3 on a puzzle stages 1–2 leave open; every value it removes is wrong.
  SplitMix64 rng(77);
  int found = 0;
  for (int n = 0; n < 3000 && found < 5; ++n) {
    auto g = grow(6, 6, 8, rng);
    if (!g || g->puzzle.edge_count() > 14) continue;
    if (solve_hashi_rules(g->puzzle, stage(2)).outcome != HashiOutcome::Stuck) continue;
    TraceRecorder rec;
    HashiRuleSolve s = solve_hashi_rules(g->puzzle, stage(3), &rec);
    if (fired(s, HashiTechnique::Lookahead) == 0) continue;
    ++found;
    const TraceStep* step = first_step(rec.trace(), "lookahead");
    ASSERT_NE(step, nullptr);
    ASSERT_FALSE(step->substeps.empty());
    EXPECT_EQ(step->substeps.front().technique, "assumption");
    EXPECT_EQ(step->substeps.back().technique, "contradiction");
    EXPECT_NE(step->explanation.find("would reach a contradiction"), std::string::npos);
    for (const auto& sol : brute_force(g->puzzle, 50)) expect_steps_keep(g->puzzle, rec.trace(), sol, "lookahead");
  }
  EXPECT_GT(found, 0);
}

// --- §3.3 -------------------------------------------------------------------------------------------------

TEST(HashiRules, ConnectivityCheckThreeCases) {
  const HashiPuzzle p = puzzle("2..2/..../2..2");
  const int top = edge(p, 0, 0, 0, 3), bottom = edge(p, 2, 0, 2, 3);
  const int left = edge(p, 0, 0, 2, 0), right = edge(p, 0, 3, 2, 3);
  // Case 3: nothing drawn, everything possible: open.
  HashiGroupCheck c = check_hashi_groups(p, initial_hashi_bounds(p));
  ASSERT_EQ(c.groups.size(), 4u);
  for (const auto& g : c.groups) EXPECT_EQ(g.state, HashiGroupCase::Open);
  EXPECT_FALSE(c.failed());
  // Case 2: a double bridge on top completes both islands: a closed pair.
  HashiBounds b = initial_hashi_bounds(p);
  b.lo[top] = b.hi[top] = 2;
  c = check_hashi_groups(p, b);
  EXPECT_TRUE(c.failed());
  EXPECT_EQ(c.groups[0].state, HashiGroupCase::Closed);
  EXPECT_EQ(c.groups[0].islands, (std::vector<int>{0, 1}));
  // Case 1: the verticals ruled out, the top still undecided: the top pair is cut off with a
  // possibility between them.
  b = initial_hashi_bounds(p);
  b.hi[left] = b.hi[right] = 0;
  c = check_hashi_groups(p, b);
  EXPECT_TRUE(c.failed());
  EXPECT_EQ(c.groups[0].state, HashiGroupCase::CutOff);
  // Whole: a ring of singles.
  b = initial_hashi_bounds(p);
  for (int e : {top, bottom, left, right}) b.lo[e] = b.hi[e] = 1;
  c = check_hashi_groups(p, b);
  ASSERT_EQ(c.groups.size(), 1u);
  EXPECT_EQ(c.groups[0].state, HashiGroupCase::Whole);
  EXPECT_EQ(hashi_group_case_name(HashiGroupCase::CutOff), "cut-off");
  // The solver reports the failure as a contradiction naming the case.
  b = initial_hashi_bounds(p);
  b.lo[top] = b.hi[top] = 2;
  TraceRecorder rec;
  HashiRuleSolve s = continue_hashi_rules(p, b, stage(1), &rec);
  EXPECT_EQ(s.outcome, HashiOutcome::Contradiction);
  EXPECT_NE(s.contradiction.find("§3.3 case 2"), std::string::npos) << s.contradiction;
  EXPECT_EQ(rec.trace().steps.back().technique, "contradiction");
}

// --- §3.2 ---------------------------------------------------------------------------------------------

TEST(HashiBetter, EasyAloneGuessAndFail) {
  // Solved by the easy solver: no guess.
  HashiBetterResult r = solve_hashi_better(puzzle("4.2/.../2.."));
  EXPECT_EQ(r.outcome, HashiBetterOutcome::Solved);
  EXPECT_FALSE(r.guessed);
  // 1, 1 over 2, 2: the easy solver draws nothing. The first extension (r1c1–r1c4) completes both
  // 1s and leaves two closed pairs: failed, banned. The second (r1c1–r3c1), with that ban, lets the
  // easy solver finish the ring: accepted after two guesses.
  const HashiPuzzle square = puzzle("1..1/..../2..2");
  TraceRecorder rec;
  r = solve_hashi_better(square, {}, &rec);
  EXPECT_EQ(r.outcome, HashiBetterOutcome::Guessed);
  EXPECT_TRUE(r.guessed);
  EXPECT_EQ(r.guesses, 2);
  EXPECT_EQ(r.failed_guesses, 1);
  EXPECT_EQ(r.guess_edge, edge(square, 0, 0, 2, 0));
  EXPECT_EQ(r.solution, brute_force(square, 5).at(0));
  ASSERT_GE(rec.trace().steps.size(), 2u);
  EXPECT_EQ(rec.trace().steps[rec.trace().steps.size() - 2].technique, "guess-failed");
  EXPECT_EQ(rec.trace().steps.back().technique, "guess");
  EXPECT_FALSE(rec.trace().steps.back().substeps.empty());
  // Without the bans kept, the second guess does the same here.
  HashiBetterOptions fresh;
  fresh.keep_bans = false;
  EXPECT_EQ(solve_hashi_better(square, fresh).outcome, HashiBetterOutcome::Guessed);
  // Four 2s in a square defeat it: each guess gets the easy solver stuck or to two closed pairs, and
  // the bans pile up — "failed", although the ring of singles solves it.
  r = solve_hashi_better(puzzle("2.2/.../2.2"));
  EXPECT_EQ(r.outcome, HashiBetterOutcome::Failed);
  EXPECT_EQ(r.guesses, 4);
  // No solution at all (r2c5 fills r1c5, the two 1s close each other off): nothing left to guess.
  r = solve_hashi_better(puzzle("1.1.2/....2"));
  EXPECT_EQ(r.outcome, HashiBetterOutcome::Failed);
  EXPECT_EQ(brute_force(puzzle("1.1.2/....2"), 5).size(), 0u);
}

// --- properties on random puzzles ---------------------------------------------------------------------

TEST(HashiRules, RandomPuzzlesAgainstBruteForce) {
  SplitMix64 rng(2009);
  std::array<int, kHashiTechniques> total{};
  int puzzles = 0, unique = 0, solved[4] = {}, better[3] = {}, mutated = 0, contradictions = 0, mutated_solved = 0;
  for (int n = 0; n < 4000 && puzzles < 600; ++n) {
    const int rows = 3 + static_cast<int>(rng.below(4)), cols = 3 + static_cast<int>(rng.below(4));
    auto g = grow(rows, cols, 3 + static_cast<int>(rng.below(6)), rng);
    if (!g || g->puzzle.edge_count() > 12) continue;
    ++puzzles;
    const HashiPuzzle& p = g->puzzle;
    const auto all = brute_force(p, 1000);
    ASSERT_FALSE(all.empty());
    unique += all.size() == 1;
    const std::string what = "puzzle " + std::to_string(n);
    for (int s = 1; s <= 3; ++s) {
      TraceRecorder rec;
      HashiRuleSolve r = solve_hashi_rules(p, stage(s), &rec);
      ASSERT_NE(r.outcome, HashiOutcome::Contradiction) << what << ": " << r.contradiction;
      for (const auto& sol : all) {
        expect_bounds_keep(r.bounds, sol, what);
        expect_steps_keep(p, rec.trace(), sol, what);
      }
      if (r.outcome == HashiOutcome::Solved) {
        ++solved[s];
        ASSERT_EQ(all.size(), 1u) << what << " solved at stage " << s << " but has " << all.size() << " solutions";
        EXPECT_EQ(r.solution, all[0]);
      }
      if (s == 3)
        for (int t = 0; t < kHashiTechniques; ++t) total[t] += r.fired[t];
    }
    const HashiStage st = hashi_stage(p);
    EXPECT_TRUE(st == HashiStage::Beyond || solved[static_cast<int>(st)] > 0);
    HashiBetterResult b = solve_hashi_better(p);
    ++better[static_cast<int>(b.outcome)];
    if (b.outcome == HashiBetterOutcome::Solved) {
      EXPECT_EQ(all.size(), 1u) << what;
      EXPECT_EQ(b.solution, all[0]);
    }
    if (b.outcome != HashiBetterOutcome::Failed) EXPECT_FALSE(find_hashi_violation(p, b.solution)) << what;
    // Two clues changed, one up and one down (a single change makes the clue sum odd, which no
    // solution has): often no solution, sometimes another. Contradiction must mean none; solved must
    // mean exactly one.
    std::vector<int> cells = hashi_cells(p);
    const int up = static_cast<int>(rng.below(p.island_count()));
    const int down = static_cast<int>(rng.below(p.island_count()));
    int& cu = cells[p.islands[up].row * p.cols + p.islands[up].col];
    int& cd = cells[p.islands[down].row * p.cols + p.islands[down].col];
    if (up == down || cu >= 8 || cd <= 1) continue;
    ++cu;
    --cd;
    auto q = make_hashi(p.rows, p.cols, cells);
    if (!q) continue;
    ++mutated;
    const auto none_or_some = brute_force(*q, 1000);
    TraceRecorder rec;
    HashiRuleSolve r = solve_hashi_rules(*q, stage(3), &rec);
    if (r.outcome == HashiOutcome::Contradiction) {
      ++contradictions;
      EXPECT_TRUE(none_or_some.empty()) << what << " mutated: " << r.contradiction;
    }
    if (r.outcome == HashiOutcome::Solved) {
      ++mutated_solved;
      EXPECT_EQ(none_or_some.size(), 1u) << what << " mutated";
    }
    for (const auto& sol : none_or_some) expect_steps_keep(*q, rec.trace(), sol, what + " mutated");
  }
  std::printf(
      "[ random ] %d puzzles (%d unique); solved by stage 1: %d, 2: %d, 3: %d; better solver: "
      "%d solved, %d guessed, %d failed; %d mutated: %d contradictions, %d solved\n",
      puzzles, unique, solved[1], solved[2], solved[3], better[0], better[1], better[2], mutated, contradictions,
      mutated_solved);
  std::printf("[ random ] stage-3 applications:");
  for (int t = 0; t < kHashiTechniques; ++t)
    std::printf(" %s %d", std::string(hashi_technique_name(static_cast<HashiTechnique>(t))).c_str(), total[t]);
  std::printf("\n");
  EXPECT_GT(puzzles, 300);
  // Grown layouts this small are mostly easy: the stage-1 techniques must all have been tried on them
  // (the stage-2 ones have the hand-made puzzles above and the janko set).
  for (HashiTechnique t :
       {HashiTechnique::EasyMax, HashiTechnique::EasyMaxMinusOne, HashiTechnique::Capacity, HashiTechnique::LowerBound})
    EXPECT_GT(total[static_cast<int>(t)], 0) << hashi_technique_name(t) << " never fired";
  EXPECT_GT(contradictions, 0);
  EXPECT_GE(solved[3], solved[2]);
  EXPECT_GE(solved[2], solved[1]);
}

TEST(HashiRules, TraceJsonCarriesLinks) {
  const HashiPuzzle p = puzzle("4.2/.../2..");
  TraceRecorder rec;
  solve_hashi_rules(p, stage(1), &rec);
  const std::string json = rec.trace().to_json();
  EXPECT_NE(json.find(R"("links":[{"a":0,"b":2,"lo":2,"hi":2},{"a":0,"b":6,"lo":2,"hi":2}])"), std::string::npos)
      << json;
  EXPECT_NE(json.find(R"("technique":"easy-max")"), std::string::npos);
}

TEST(HashiRules, StateSnapshot) {
  const HashiPuzzle p = puzzle("2..2/..../2..2");
  HashiBounds b = initial_hashi_bounds(p);
  b.lo[0] = b.hi[0] = 1;  // r1c1–r1c4
  b.hi[3] = 1;            // r3c1–r3c4
  const TraceStep s = hashi_state_step(p, b, "after step 3");
  EXPECT_EQ(s.technique, "state");
  EXPECT_EQ(s.cells, (std::vector<int>{0, 3, 8, 11}));
  EXPECT_EQ(s.links, (std::vector<LinkRange>{{0, 3, 1, 1}, {8, 11, 0, 1}}));
  EXPECT_EQ(s.groups, (std::vector<std::vector<int>>{{0, 3}}));
  EXPECT_EQ(s.explanation, "after step 3");
}

TEST(HashiRules, UnknownCluesAndSingleIsland) {
  // An island without a clue takes 1..8: "?.2" is a double bridge.
  HashiRuleSolve s = solve_hashi_rules(puzzle("?.2"), stage(3));
  ASSERT_EQ(s.outcome, HashiOutcome::Solved) << s.contradiction;
  EXPECT_EQ(s.solution, (HashiBridges{2}));
  // One island alone (no clue) is solved with no bridge.
  s = solve_hashi_rules(puzzle("..?"), stage(1));
  EXPECT_EQ(s.outcome, HashiOutcome::Solved);
  // Unknown clues on random layouts: sound.
  SplitMix64 rng(5);
  for (int n = 0, done = 0; n < 2000 && done < 100; ++n) {
    auto g = grow(5, 5, 6, rng);
    if (!g || g->puzzle.edge_count() > 11) continue;
    std::vector<int> cells = hashi_cells(g->puzzle);
    const HashiIsland& is = g->puzzle.islands[rng.below(g->puzzle.island_count())];
    cells[is.row * g->puzzle.cols + is.col] = kHashiUnknownClue;
    auto q = make_hashi(g->puzzle.rows, g->puzzle.cols, cells);
    ASSERT_TRUE(q);
    ++done;
    const auto all = brute_force(*q, 2000);
    TraceRecorder rec;
    HashiRuleSolve r = solve_hashi_rules(*q, stage(3), &rec);
    ASSERT_NE(r.outcome, HashiOutcome::Contradiction) << r.contradiction;
    if (r.outcome == HashiOutcome::Solved) EXPECT_EQ(all.size(), 1u);
    for (const auto& sol : all) expect_steps_keep(*q, rec.trace(), sol, "unknown clue");
  }
}

// --- the janko set --------------------------------------------------------------------------------------

TEST(HashiRulesDataset, JankoPerStage) {
  std::vector<std::string> errors;
  const std::string root = testing::dataset_path("");
  const auto cases = root.empty() ? std::vector<testing::HashiCase>{} : testing::load_hashi_janko(root, errors);
  for (const auto& e : errors) ADD_FAILURE() << e;
  if (cases.empty()) GTEST_SKIP() << "../shared/datasets/hashi-janko absent";
  int stage_count[5] = {}, better[3] = {}, better_right = 0, doc_easy = 0;
  std::array<int, kHashiTechniques> total{};
  for (const auto& c : testing::dataset_sample(cases)) {
    ASSERT_FALSE(find_hashi_violation(c.puzzle, c.solution)) << c.name;
    int first = 4;
    for (int s = 3; s >= 1; --s) {
      TraceRecorder rec;
      HashiRuleSolve r = solve_hashi_rules(c.puzzle, stage(s), &rec);
      ASSERT_NE(r.outcome, HashiOutcome::Contradiction) << c.name << " stage " << s << ": " << r.contradiction;
      expect_bounds_keep(r.bounds, c.solution, c.name);
      expect_steps_keep(c.puzzle, rec.trace(), c.solution, c.name);
      if (r.outcome == HashiOutcome::Solved) {
        EXPECT_EQ(r.solution, c.solution) << c.name;
        first = s;
      }
      if (s == 3)
        for (int t = 0; t < kHashiTechniques; ++t) total[t] += r.fired[t];
    }
    ++stage_count[first];
    HashiRuleOptions doc;
    doc.rules = HashiRuleSet::document_easy();
    doc_easy += solve_hashi_rules(c.puzzle, doc).outcome == HashiOutcome::Solved;
    HashiBetterResult b = solve_hashi_better(c.puzzle);
    ++better[static_cast<int>(b.outcome)];
    better_right += b.outcome != HashiBetterOutcome::Failed && b.solution == c.solution;
  }
  std::printf("[ janko  ] %zu puzzles; smallest stage: easy %d, medium %d, hard %d, beyond %d\n", cases.size(),
              stage_count[1], stage_count[2], stage_count[3], stage_count[4]);
  std::printf(
      "[ janko  ] document's easy solver alone: %d; better solver: %d solved, %d guessed, %d failed "
      "(%d equal to the published solution)\n",
      doc_easy, better[0], better[1], better[2], better_right);
  std::printf("[ janko  ] stage-3 applications:");
  for (int t = 0; t < kHashiTechniques; ++t)
    std::printf(" %s %d", std::string(hashi_technique_name(static_cast<HashiTechnique>(t))).c_str(), total[t]);
  std::printf("\n");
  // A rare technique may miss a sample (the checked run's GRIDLOGIC_DATASET_SAMPLE): the whole set only.
  for (int t = 0; t < kHashiTechniques && testing::dataset_sample_stride() == 1; ++t)
    EXPECT_GT(total[t], 0) << hashi_technique_name(static_cast<HashiTechnique>(t)) << " never fired";
}

}  // namespace
}  // namespace gridlogic
