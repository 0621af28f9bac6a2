// lecture_model_test.cpp — the lecture view's model (web/lecture_model.h), natively: for every genre and
// method, recording gives the expected kinds of steps; the board of every position is the same whether
// cached, replayed from the start, or reached walking backwards; the last board is the verified solution
// (checked by the genre's own rule check, not by the solver that produced it); the 2-SAT round of a
// Tectonic and every CDCL conflict carry their graphs, cuts and learned clauses; a Hashi cut round
// carries the rejected model's bridges; the pattern of givens counts what sudoku_patterns counts.
#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "gridlogic/hashi.h"
#include "gridlogic/sudoku.h"
#include "gridlogic/tectonic.h"
#include "lecture_genres.h"
#include "lecture_model.h"
#include "lecture_patterns.h"

namespace gridlogic::lecture {
namespace {

std::unique_ptr<Lecture> load(std::string_view g, std::string_view method, std::string_view puzzle = {}) {
  auto L = load_lecture(g, puzzle, method);
  EXPECT_TRUE(L) << (L ? "" : L.error().message);
  return L ? std::move(*L) : nullptr;
}

std::map<std::string, int> kinds(const Lecture& L) {
  std::map<std::string, int> out;
  for (const Step& s : L.steps) ++out[s.trace.technique];
  return out;
}

// Every position's board three ways: cached, replayed from the start, and walking back from the end
// (each position reached from the one after it, as the ← key does); and the start survives the walk.
void expect_consistent_replay(const Lecture& L) {
  ASSERT_EQ(L.states.size(), L.steps.size() + 1);
  const BoardState start = L.state(0);
  for (int k = 0; k <= L.size(); ++k) EXPECT_TRUE(L.replay(k) == L.state(k)) << L.method << " position " << k;
  for (int k = L.size(); k >= 0; --k) EXPECT_TRUE(L.replay(k) == L.states[k]) << "back to " << k;
  EXPECT_TRUE(L.replay(0) == start);
  EXPECT_TRUE(L.replay(L.size()) == L.states.back());
  EXPECT_EQ(L.replay_problem, "");
}

SudokuGrid final_sudoku(const Lecture& L) {
  SudokuGrid g = *L.sudoku;
  const BoardState& last = L.states.back();
  for (size_t c = 0; c < g.cells.size(); ++c) g.cells[c] = static_cast<uint8_t>(std::max<int>(0, last.value[c]));
  return g;
}

std::vector<uint8_t> final_tectonic(const Lecture& L) {
  const BoardState& last = L.states.back();
  std::vector<uint8_t> grid(last.value.size());
  for (size_t c = 0; c < grid.size(); ++c) grid[c] = static_cast<uint8_t>(std::max<int>(0, last.value[c]));
  return grid;
}

// What a CDCL conflict step must carry: the graph with κ, the first UIP, the cut and the learned clause.
void expect_conflict_graph(const Lecture& L, int pos) {
  const Step& step = L.steps[pos - 1];
  ASSERT_GE(step.conflict, 0);
  const ConflictSnapshot& c = L.conflicts[step.conflict];
  const Graph g = L.graph_at(pos);
  ASSERT_FALSE(g.empty());
  EXPECT_TRUE(g.by_level);
  int conflict = 0, uip = 0, cut = 0, learned = 0, decisions = 0;
  for (const GraphNode& n : g.nodes) {
    conflict += (n.flags & kNodeConflict) != 0;
    uip += (n.flags & kNodeUip) != 0;
    learned += (n.flags & kNodeLearned) != 0;
    decisions += (n.flags & kNodeDecision) != 0;
  }
  for (const GraphEdge& e : g.edges) cut += (e.flags & kEdgeCut) != 0;
  EXPECT_EQ(conflict, 1);
  if (c.level > 0) {
    EXPECT_EQ(uip, 1);
    EXPECT_GT(cut, 0);
    EXPECT_FALSE(c.learned.empty());
    EXPECT_GT(learned, 0);
    EXPECT_GE(c.backjump_level, 0);
    EXPECT_LT(c.backjump_level, c.level);
    // The notes name the cut clause and the learned clause with the named variables.
    const std::string notes = [&] {
      std::string s;
      for (const std::string& n : g.notes) s += n + "\n";
      return s;
    }();
    EXPECT_NE(notes.find("cut clause ("), std::string::npos) << notes;
    EXPECT_NE(notes.find("learned (" + L.literal_name(c.learned[0])), std::string::npos) << notes;
    EXPECT_NE(notes.find("back to level " + std::to_string(c.backjump_level)), std::string::npos);
  }
}

TEST(LectureModel, SudokuHumanLadderReplaysToTheSolution) {
  auto L = load("sudoku", "human");
  ASSERT_TRUE(L);
  EXPECT_EQ(L->verdict, "unique");
  const auto k = kinds(*L);
  EXPECT_GT(k.count("hidden-single") + k.count("naked-single") + k.count("full-house"), 0u);
  EXPECT_EQ(k.at("pointing"), 4);  // the default's four pointing steps and its naked pair (lecture.md)
  EXPECT_EQ(k.at("naked-pair"), 1);
  for (const Step& s : L->steps) EXPECT_FALSE(s.trace.explanation.empty()) << s.trace.technique;
  expect_consistent_replay(*L);
  EXPECT_EQ(find_sudoku_violation(*L->sudoku, final_sudoku(*L)), std::nullopt);
  EXPECT_EQ(L->steps.back().after.open, 0);
}

TEST(LectureModel, SudokuSatRecordsTheCdclSearchWithNamedLiterals) {
  auto L = load("sudoku", "sat");
  ASSERT_TRUE(L);
  EXPECT_TRUE(L->trail_based());
  EXPECT_EQ(L->verdict, "unique");
  const auto k = kinds(*L);
  EXPECT_EQ(k.at("assumption"), L->sudoku->givens());  // no restart: each given assumed once
  EXPECT_GT(k.at("propagation"), 0);
  EXPECT_GT(k.at("decision"), 0);
  EXPECT_GT(k.at("conflict"), 0);
  EXPECT_EQ(k.at("learned"), k.at("conflict"));
  EXPECT_EQ(L->steps.back().trace.technique, "model");
  // Labels from the CNF's named variables s[r,c,v], in the grid's words.
  const Step& first = L->steps.front();
  EXPECT_EQ(first.trace.technique, "assumption");
  ASSERT_EQ(first.trace.placed.size(), 1u);
  const CellValue given = first.trace.placed[0];
  const std::string name = "r" + std::to_string(given.cell / 9 + 1) + "c" + std::to_string(given.cell % 9 + 1) + "=" +
                           std::to_string(given.value);
  EXPECT_NE(first.trace.explanation.find(name), std::string::npos) << first.trace.explanation;
  EXPECT_EQ(L->sudoku->cells[given.cell], given.value);
  // A propagation strikes candidates on the board and names them "r…c…≠v".
  for (const Step& s : L->steps)
    if (s.trace.technique == "propagation") {
      EXPECT_FALSE(s.trace.removed.empty());
      EXPECT_NE(s.trace.explanation.find("≠"), std::string::npos);
      break;
    }
  expect_consistent_replay(*L);
  EXPECT_EQ(find_sudoku_violation(*L->sudoku, final_sudoku(*L)), std::nullopt);
  // Every conflict carries its graph; a learned step undoes cells (the backjump empties them again).
  bool emptied = false;
  for (int pos = 1; pos <= L->size(); ++pos) {
    const std::string& t = L->steps[pos - 1].trace.technique;
    if (t == "conflict") expect_conflict_graph(*L, pos);
    if (t == "learned") emptied = emptied || L->steps[pos - 1].after.open > L->steps[pos - 2].after.open;
  }
  EXPECT_TRUE(emptied);
  // A decision shows on the board as a decided cell, never on a given.
  bool decided = false;
  for (const BoardState& s : L->states)
    for (size_t c = 0; c < s.decided.size(); ++c) {
      decided = decided || s.decided[c];
      if (s.decided[c]) EXPECT_FALSE(L->given[c]);
    }
  EXPECT_TRUE(decided);
  // The graph of a propagation is the trail's implication graph, labelled like the explanations.
  const Graph g = L->graph_at(2);
  ASSERT_FALSE(g.empty());
  EXPECT_EQ(g.nodes[0].label.rfind("r", 0), 0u) << g.nodes[0].label;
}

TEST(LectureModel, SudokuSatOfAHardPuzzleStaysWithinItsWindow) {
  // The Wikipedia puzzle needs no search beyond propagation after the givens; any puzzle must replay.
  auto L = load("sudoku", "sat", "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79");
  ASSERT_TRUE(L);
  expect_consistent_replay(*L);
  EXPECT_EQ(find_sudoku_violation(*L->sudoku, final_sudoku(*L)), std::nullopt);
}

TEST(LectureModel, TectonicRulesAndTwoSatRoundCarryItsGraph) {
  auto L = load("tectonic", "rules+2sat");
  ASSERT_TRUE(L);
  EXPECT_EQ(L->verdict, "unique");
  const auto k = kinds(*L);
  EXPECT_EQ(k.at("2-sat"), 1);
  int rules = 0;
  for (const auto& [t, n] : k) rules += t.rfind("rule-", 0) == 0 ? n : 0;
  EXPECT_GT(rules, 0);
  expect_consistent_replay(*L);
  EXPECT_EQ(find_tectonic_violation(*L->tectonic, final_tectonic(*L)), std::nullopt);
  int pos = 0;
  for (int i = 0; i < L->size(); ++i)
    if (L->steps[i].trace.technique == "2-sat") pos = i + 1;
  ASSERT_GT(pos, 0);
  EXPECT_GE(L->steps[pos - 1].two_sat_round, 0);
  const Graph g = L->graph_at(pos);
  EXPECT_EQ(g.title.rfind("2-SAT round 1", 0), 0u) << g.title;
  int forced = 0, negative = 0;
  for (const GraphNode& n : g.nodes) {
    forced += (n.flags & kNodeForced) != 0;
    negative += (n.flags & kNodeNegative) != 0;
    EXPECT_NE(n.label.find(n.flags & kNodeNegative ? "≠" : "="), std::string::npos) << n.label;
  }
  EXPECT_GT(forced, 0);  // the round deduces something: that is why the rules needed it
  EXPECT_GT(negative, 0);
  EXPECT_GT(g.edges.size(), g.nodes.size() / 2);
  // The round's deductions change the board.
  EXPECT_FALSE(L->state(pos) == L->state(pos - 1));
  // Without 2-SAT the rules stall short of the solution.
  auto rules_only = load("tectonic", "rules");
  ASSERT_TRUE(rules_only);
  EXPECT_EQ(kinds(*rules_only).count("2-sat"), 0u);
  EXPECT_GT(rules_only->steps.back().after.open, 0);
  expect_consistent_replay(*rules_only);
}

TEST(LectureModel, TectonicSatSearchEndsInTheSolution) {
  auto L = load("tectonic", "sat");
  ASSERT_TRUE(L);
  const auto k = kinds(*L);
  EXPECT_GT(k.at("assumption"), 0);
  EXPECT_GT(k.at("conflict"), 0);
  EXPECT_EQ(L->steps.back().trace.technique, "model");
  expect_consistent_replay(*L);
  EXPECT_EQ(find_tectonic_violation(*L->tectonic, final_tectonic(*L)), std::nullopt);
  for (int pos = 1; pos <= L->size(); ++pos)
    if (L->steps[pos - 1].trace.technique == "conflict") expect_conflict_graph(*L, pos);
}

TEST(LectureModel, HashiRulesThenTheSpanningTree) {
  auto L = load("hashi", "rules+tree");
  ASSERT_TRUE(L);
  EXPECT_EQ(L->verdict, "unique");
  const auto k = kinds(*L);
  EXPECT_EQ(k.at("spanning-tree"), 1);
  EXPECT_EQ(k.at("tree-edge"), L->hashi->island_count() - 1);
  expect_consistent_replay(*L);
  const BoardState& last = L->states.back();
  HashiBridges bridges(L->hashi->edge_count());
  for (int e = 0; e < L->hashi->edge_count(); ++e) {
    EXPECT_EQ(last.lo[e], last.hi[e]);
    bridges[e] = static_cast<uint8_t>(last.lo[e]);
  }
  EXPECT_EQ(find_hashi_violation(*L->hashi, bridges), std::nullopt);
  int reached = 0;
  for (int z : last.order) reached += z > 0;
  EXPECT_EQ(reached, L->hashi->island_count());
}

TEST(LectureModel, HashiCutRoundsCarryTheirBridges) {
  auto L = load("hashi", "cuts");
  ASSERT_TRUE(L);
  const auto k = kinds(*L);
  EXPECT_EQ(k.at("cut-round"), 3);  // the ring's three disconnected models (lecture.md)
  EXPECT_EQ(k.at("connected"), 1);
  expect_consistent_replay(*L);
  for (int pos = 1; pos <= L->size(); ++pos) {
    const BoardState& s = L->state(pos);
    if (L->steps[pos - 1].trace.technique != "cut-round") {
      EXPECT_TRUE(s.round_bridges.empty());
      continue;
    }
    ASSERT_EQ(s.round_bridges.size(), static_cast<size_t>(L->hashi->edge_count()));
    ASSERT_GE(s.cut_groups.size(), 2u);
    // The model meets every clue, yet its bridges stay inside the groups: that is why it is cut.
    std::vector<int> group(L->hashi->island_count(), -1), carried(L->hashi->island_count(), 0);
    for (size_t g = 0; g < s.cut_groups.size(); ++g)
      for (int i : s.cut_groups[g]) group[i] = static_cast<int>(g);
    for (int e = 0; e < L->hashi->edge_count(); ++e) {
      const HashiEdge& edge = L->hashi->edges[e];
      if (!s.round_bridges[e]) continue;
      EXPECT_EQ(group[edge.a], group[edge.b]);
      carried[edge.a] += s.round_bridges[e];
      carried[edge.b] += s.round_bridges[e];
    }
    for (int i = 0; i < L->hashi->island_count(); ++i) EXPECT_EQ(carried[i], L->hashi->islands[i].clue);
  }
  const BoardState& last = L->states.back();
  HashiBridges bridges(L->hashi->edge_count());
  for (int e = 0; e < L->hashi->edge_count(); ++e) bridges[e] = static_cast<uint8_t>(last.lo[e]);
  EXPECT_EQ(find_hashi_violation(*L->hashi, bridges), std::nullopt);
}

TEST(LectureModel, CnfPigeonholeConflictsCarryCutsAndLearnedClauses) {
  auto L = load("cnf", "cdcl");
  ASSERT_TRUE(L);
  EXPECT_EQ(L->verdict, "unsatisfiable");
  const auto k = kinds(*L);
  EXPECT_EQ(k.at("conflict"), 7);  // lecture.md: unsatisfiable after seven conflicts
  EXPECT_GT(k.at("decision"), 0);
  expect_consistent_replay(*L);
  int level_zero = 0;
  for (int pos = 1; pos <= L->size(); ++pos) {
    if (L->steps[pos - 1].trace.technique != "conflict") continue;
    expect_conflict_graph(*L, pos);
    level_zero += L->conflicts[L->steps[pos - 1].conflict].level == 0;
  }
  EXPECT_EQ(level_zero, 1);  // the last conflict, with nothing to undo
  // Labels come from the formula's named range p[pigeon, hole].
  EXPECT_NE(L->literal_name(Lit::pos(Var{0})).find("p["), std::string::npos);
}

TEST(LectureModel, SudokuPatternsCountGivensOnePuzzleAStep) {
  auto L = load("sudoku", "patterns");
  ASSERT_TRUE(L);
  EXPECT_EQ(L->size(), kDefaultPatternPuzzles);
  EXPECT_EQ(kinds(*L).at("pattern-puzzle"), kDefaultPatternPuzzles);
  expect_consistent_replay(*L);  // replay_problem: the counts equal sudoku_patterns' own
  int total = 0, givens = 0;
  for (int h : L->states.back().heat) total += h;
  for (const Step& s : L->steps) givens += static_cast<int>(s.trace.placed.size());
  EXPECT_EQ(total, givens);
  // Each position's board is exactly the puzzle of its step.
  const BoardState& third = L->state(3);
  for (const CellValue& cv : L->steps[2].trace.placed) EXPECT_EQ(third.value[cv.cell], cv.value);
  EXPECT_EQ(std::count_if(third.value.begin(), third.value.end(), [](int8_t v) { return v > 0; }),
            static_cast<long>(L->steps[2].trace.placed.size()));
  // A set of one's own: two puzzles, counted cell by cell.
  auto two = load("sudoku", "patterns",
                  std::string("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79\n") +
                      "5" + std::string(80, '.') + "\n");
  ASSERT_TRUE(two);
  EXPECT_EQ(two->states.back().heat[0], 2);
  EXPECT_EQ(two->states.back().heat[1], 1);
  EXPECT_EQ(two->states.back().heat[2], 0);
  EXPECT_EQ(two->replay_problem, "");
  auto mixed = load_lecture("sudoku",
                            "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79\n1...\n",
                            "patterns");
  ASSERT_FALSE(mixed);
  EXPECT_NE(mixed.error().message.find("line 2"), std::string::npos) << mixed.error().message;
}

TEST(LectureModel, MethodsAndErrors) {
  EXPECT_EQ(genre_methods("sudoku"),
            (std::vector<std::string_view>{"human", "propagation", "failed-literals", "backtracking", "dpll", "cdcl",
                                           "exact-cover", "patterns"}));
  EXPECT_EQ(genre_methods("tectonic"), (std::vector<std::string_view>{"rules+2sat", "rules", "sat"}));
  auto bad = load_lecture("sudoku", "", "magic");
  ASSERT_FALSE(bad);
  EXPECT_NE(bad.error().message.find("human, propagation"), std::string::npos) << bad.error().message;
  EXPECT_FALSE(load_lecture("nonogram", "", ""));
  auto broken = load_lecture("cnf", "p cnf 2 1\n1 x 0\n");
  ASSERT_FALSE(broken);
  EXPECT_NE(broken.error().message.find("line 2"), std::string::npos) << broken.error().message;
}

}  // namespace
}  // namespace gridlogic::lecture
