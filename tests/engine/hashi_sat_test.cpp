// hashi_sat_test.cpp — exact SAT for Hashi (hashi_sat.h): document 001's figure 4/5 example, solution
// counts of both connectivity methods against brute force on small random puzzles, the traces the
// lecture view reads, the DIMACS ranges, budgets.
#include <gtest/gtest.h>

#include <algorithm>
#include <iostream>
#include <map>
#include <sstream>

#include "gridlogic/hashi_format.h"
#include "gridlogic/hashi_sat.h"
#include "gridlogic/random.h"
#include "hashi_brute_force.h"

namespace gridlogic {
namespace {

constexpr HashiConnectivity kBoth[] = {HashiConnectivity::Tree, HashiConnectivity::Cuts};

// Document 001, figure 4: islands at (0,0)=2, (0,6)=2, (5,0)=1, (6,6)=1 on a 7×7 grid; figure 5's
// spanning tree is rooted at (0,0) with z(0,6) = 2 < z(6,6) = 3.
constexpr const char* kFigure4 = "2.....2/......./......./......./......./1....../......1";

TEST(HashiSat, Figure4HasOneSolutionAndFigure5sTree) {
  auto p = parse_hashi(kFigure4);
  ASSERT_TRUE(p) << p.error().message;
  ASSERT_EQ(p->edge_count(), 3);  // x_00_06, x_00_50, x_06_66
  for (HashiConnectivity c : kBoth) {
    HashiSatOptions o;
    o.connectivity = c;
    TraceRecorder rec;
    HashiSatResult r = solve_hashi_sat(*p, o, &rec);
    EXPECT_EQ(r.count, 1);
    EXPECT_TRUE(r.exhausted);
    EXPECT_EQ(format_hashi_bridges(*p, r.first), "[[0,0,0,6,1],[0,0,5,0,1],[0,6,6,6,1]]");
    ASSERT_EQ(rec.trace().steps.size(), 1u);
    const TraceStep& step = rec.trace().steps[0];
    if (c == HashiConnectivity::Tree) {
      EXPECT_EQ(step.technique, "spanning-tree");
      ASSERT_EQ(step.placed.size(), 4u);
      ASSERT_EQ(step.substeps.size(), 3u);  // one tree edge into every island but the root
      // z grows along every tree edge, and the root (z = 1) comes first.
      EXPECT_EQ(step.placed[0].value, 1);
      std::vector<int> z(49, 0);
      for (const CellValue& cv : step.placed) z[cv.cell] = cv.value;
      for (const TraceStep& edge : step.substeps) EXPECT_LT(z[edge.cells[0]], z[edge.cells[1]]) << edge.explanation;
    } else {
      EXPECT_EQ(step.technique, "connected");
    }
  }
}

TEST(HashiSat, Figure5sVariablesAreNamedInTheDimacs) {
  auto p = parse_hashi(kFigure4);
  ASSERT_TRUE(p);
  Cnf cnf;
  HashiVars v = encode_hashi(*p, HashiConnectivity::Tree, cnf);
  std::ostringstream out;
  write_dimacs(cnf, out);
  for (const char* name : {"c var y ", "c var dir ", "c var r ", "c var z "})
    EXPECT_NE(out.str().find(name), std::string::npos) << name << "\n" << out.str();
  EXPECT_EQ(v.z.dims, (std::vector<int>{4, 3}));  // z ∈ 1..4, as figure 5's (int z_0_0 1 4)
  Cnf rules;
  encode_hashi(*p, HashiConnectivity::Cuts, rules);
  EXPECT_LT(rules.num_clauses(), cnf.num_clauses());
  std::ostringstream rules_out;
  write_dimacs(rules, rules_out);
  EXPECT_EQ(rules_out.str().find("c var z "), std::string::npos);
}

// --- Brute force -----------------------------------------------------------------------------------------
int brute_force_count(const HashiPuzzle& p, int limit) {
  return static_cast<int>(testing::hashi_brute_force(p, limit).size());
}

// A random small puzzle: islands scattered on a grid of up to 6×6, clues from a random bridge
// assignment (crossings avoided), so that many have solutions, some several, some none (the random
// bridges need not connect). A few clues are dropped to '?'.
std::optional<HashiPuzzle> random_puzzle(SplitMix64& rng) {
  const int rows = 2 + static_cast<int>(rng.below(5)), cols = 2 + static_cast<int>(rng.below(5));
  std::vector<int> cells(rows * cols, -1);
  for (int& c : cells)
    if (rng.below(100) < 35) c = kHashiUnknownClue;
  auto shape = make_hashi(rows, cols, cells);
  if (!shape || shape->edge_count() > 12 || shape->island_count() < 2) return std::nullopt;
  HashiBridges b(shape->edge_count(), 0);
  for (int e = 0; e < shape->edge_count(); ++e) {
    bool crossed = false;
    for (int f : shape->crossing[e]) crossed |= b[f] > 0;
    if (!crossed) b[e] = static_cast<uint8_t>(rng.below(3));
  }
  for (int i = 0; i < shape->island_count(); ++i) {
    int sum = 0;
    for (int e : shape->incident[i]) sum += b[e];
    const HashiIsland& island = shape->islands[i];
    int& cell = cells[island.row * cols + island.col];
    cell = sum > 0 ? sum : 1 + static_cast<int>(rng.below(2));
    if (rng.below(100) < 8) cell = kHashiUnknownClue;
  }
  auto p = make_hashi(rows, cols, cells);
  if (!p) return std::nullopt;
  return std::move(*p);
}

TEST(HashiSat, CountsMatchBruteForceOnRandomPuzzles) {
  SplitMix64 rng(20240601);
  int tested = 0, none = 0, unique = 0, several = 0;
  const int limit = 30;
  while (tested < 1500) {
    auto p = random_puzzle(rng);
    if (!p) continue;
    ++tested;
    const int expected = brute_force_count(*p, limit);
    none += expected == 0, unique += expected == 1, several += expected > 1;
    for (HashiConnectivity c : kBoth) {
      HashiSatOptions o;
      o.connectivity = c;
      o.limit = limit;
      HashiSatResult r = solve_hashi_sat(*p, o);
      ASSERT_TRUE(r.error.empty()) << r.error;
      EXPECT_EQ(r.count, expected) << hashi_connectivity_name(c) << " " << format_hashi(*p, HashiFormat::Text);
      EXPECT_EQ(r.exhausted, expected < limit)
          << hashi_connectivity_name(c) << " " << format_hashi(*p, HashiFormat::Text);
      if (expected > 0) EXPECT_FALSE(find_hashi_violation(*p, r.first));
    }
  }
  // The sample must exercise every verdict, or it proves little.
  EXPECT_GT(none, 50);
  EXPECT_GT(unique, 50);
  EXPECT_GT(several, 50);
  std::cout << "[ hashi ] " << tested << " random puzzles: " << none << " without solution, " << unique << " unique, "
            << several << " with several\n";
  RecordProperty("none", none);
  RecordProperty("unique", unique);
  RecordProperty("several", several);
}

TEST(HashiSat, CutRoundsAreTraced) {
  // FORMATS.md's larger vectors: without connectivity MiniSat's first models fall apart into groups.
  int total_rounds = 0;
  for (const char* url : {"https://puzz.link/p?hashi/6/6/3g1g2.g.g2h.g2g.h.g4g3h4g.g2g.h2",
                          "https://puzz.link/p?hashi/9/9/h2g3g.q.g1i3g.o2i1i2o.g2i2g1q.g3g3h",
                          "https://puzz.link/p?hashi/17/13/"
                          "l2h1w2i3h2i3zi1h3p1g2k2g1h3r1k4g4h4h4i3h2u1g2l1g3n1g3y1j.g3g3g3h3r2j.h3g.g2"}) {
    auto p = parse_hashi(url);
    ASSERT_TRUE(p);
    TraceRecorder rec;
    HashiSatResult r = solve_hashi_sat(*p, {}, &rec);
    ASSERT_TRUE(r.error.empty());
    EXPECT_EQ(r.count, 1) << url;
    int rounds = 0;
    for (const TraceStep& s : rec.trace().steps) {
      if (s.technique != "cut-round") continue;
      ++rounds;
      ASSERT_GE(s.substeps.size(), 2u);
      size_t cells = 0;
      for (const TraceStep& g : s.substeps) {
        EXPECT_EQ(g.technique, "cut");
        EXPECT_FALSE(g.cells.empty());
        EXPECT_FALSE(g.variables.empty());
        for (int var : g.variables) EXPECT_GT(var, 0);  // "some bridge": positive y literals
        // The rejected model's bridges: inside the group, and each of its islands gets its clue.
        std::map<int, int> carried;
        for (const LinkRange& l : g.links) {
          EXPECT_EQ(l.lo, l.hi);
          EXPECT_TRUE(std::count(g.cells.begin(), g.cells.end(), l.a) &&
                      std::count(g.cells.begin(), g.cells.end(), l.b));
          carried[l.a] += l.lo;
          carried[l.b] += l.lo;
        }
        for (int cell : g.cells)
          if (const int clue = p->islands[p->island_at[cell]].clue) EXPECT_EQ(carried[cell], clue) << url;
        cells += g.cells.size();
      }
      EXPECT_EQ(cells, static_cast<size_t>(p->island_count()));  // the groups partition the islands
      EXPECT_EQ(s.cells.size(), cells);
    }
    EXPECT_EQ(rounds, r.cut_rounds);
    // One "connected" step for the one solution; the rounds after it belong to the uniqueness proof.
    int connected = 0;
    for (const TraceStep& s : rec.trace().steps) connected += s.technique == "connected";
    EXPECT_EQ(connected, 1);
    total_rounds += rounds;
  }
  EXPECT_GT(total_rounds, 0);
}

TEST(HashiSat, DisconnectedOnlyPuzzleHasNoSolution) {
  // Two 1-1 pairs that cannot reach each other: every model is disconnected.
  auto p = parse_hashi("1.1/.../1.1");
  ASSERT_TRUE(p);
  // 1–1 horizontally in rows 1 and 3 or vertically in columns 1 and 3: never one group.
  for (HashiConnectivity c : kBoth) {
    HashiSatOptions o;
    o.connectivity = c;
    HashiSatResult r = solve_hashi_sat(*p, o);
    EXPECT_EQ(r.count, 0) << hashi_connectivity_name(c);
    EXPECT_TRUE(r.exhausted) << hashi_connectivity_name(c);
  }
}

TEST(HashiSat, LoneIslandWithoutClueIsSolved) {
  auto p = parse_hashi("..?");
  ASSERT_TRUE(p);
  for (HashiConnectivity c : kBoth) {
    HashiSatOptions o;
    o.connectivity = c;
    HashiSatResult r = solve_hashi_sat(*p, o);
    EXPECT_EQ(r.count, 1);
    EXPECT_TRUE(r.exhausted);
  }
}

TEST(HashiSat, BudgetGivesUnknown) {
  // A puzzle that needs search: FORMATS.md's 13×17 vector with a budget of zero conflicts.
  auto p = parse_hashi(
      "https://puzz.link/p?hashi/17/13/l2h1w2i3h2i3zi1h3p1g2k2g1h3r1k4g4h4h4i3h2u1g2l1g3n1g3y1j.g3g3g3h3r2j.h3g.g2");
  ASSERT_TRUE(p);
  HashiSatOptions o;
  o.conflict_budget = 0;
  HashiSatResult r = solve_hashi_sat(*p, o);
  EXPECT_TRUE(r.budget_hit || r.exhausted);  // a budget of 0 still lets propagation finish
  if (r.budget_hit) EXPECT_FALSE(r.exhausted);
  o.conflict_budget = -1;
  r = solve_hashi_sat(*p, o);
  EXPECT_EQ(r.count, 1);
  EXPECT_TRUE(r.exhausted);
}

TEST(HashiSat, ConnectivityNames) {
  EXPECT_EQ(parse_hashi_connectivity("tree"), HashiConnectivity::Tree);
  EXPECT_EQ(parse_hashi_connectivity("cuts"), HashiConnectivity::Cuts);
  EXPECT_FALSE(parse_hashi_connectivity("flow"));
  EXPECT_EQ(hashi_connectivity_name(kHashiDefaultConnectivity), "cuts");
}

}  // namespace
}  // namespace gridlogic
