// lecture_variant_test.cpp — variant Sudoku in the lecture view's model (web/lecture_variant.h),
// natively: the default killer records explain_variant's steps, every position's board is the same
// cached and replayed, the end is a grid find_variant_violation accepts (the engine's rule check, not
// the solver's word); a killer-cage step's graph is the cage's rule node, the candidates its cells keep
// and exactly the candidates the step removes, each with an arrow from the rule; the board gets the
// cages as marks with their sums; a thermometer puzzle's marks follow its cells.
#include <gtest/gtest.h>

#include <algorithm>
#include <set>
#include <string>

#include "gridlogic/variant.h"
#include "lecture_genres.h"
#include "lecture_model.h"
#include "lecture_step_graph.h"
#include "lecture_variant.h"

namespace gridlogic::lecture {
namespace {

std::unique_ptr<Lecture> load_default_killer() {
  auto L = load_lecture("variant", "");
  EXPECT_TRUE(L) << (L ? "" : L.error().message);
  return L ? std::move(*L) : nullptr;
}

TEST(LectureVariant, KillerRecordsExplainedStepsAndReplaysToAValidGrid) {
  auto L = load_default_killer();
  ASSERT_TRUE(L);
  EXPECT_EQ(L->genre->name, "variant");
  EXPECT_EQ(L->method, "human");
  EXPECT_EQ(L->verdict, "unique");
  ASSERT_GT(L->size(), 20);
  int killer = 0;
  for (const Step& s : L->steps) killer += s.trace.technique == "killercage";
  EXPECT_GT(killer, 5);
  ASSERT_EQ(L->states.size(), L->steps.size() + 1);
  for (int k = 0; k <= L->size(); k += 7) EXPECT_TRUE(L->replay(k) == L->state(k)) << "position " << k;
  EXPECT_TRUE(L->replay(L->size()) == L->states.back());
  EXPECT_EQ(L->replay_problem, "");
  std::vector<uint8_t> grid(L->states.back().value.begin(), L->states.back().value.end());
  for (uint8_t v : grid) ASSERT_GT(v, 0);
  EXPECT_EQ(find_variant_violation(*L->variant, grid), std::nullopt);
  EXPECT_NE(L->summary.find("killercage"), std::string::npos) << L->summary;
}

TEST(LectureVariant, KillerCageStepGraphIsTheRuleItsKeptCandidatesAndItsRemovals) {
  auto L = load_default_killer();
  ASSERT_TRUE(L);
  int k = 0;
  while (k < L->size() && L->steps[k].trace.technique != "killercage") ++k;
  ASSERT_LT(k, L->size());
  const int pos = k + 1;
  const TraceStep& t = L->steps[k].trace;
  const BoardState& before = L->state(pos - 1);
  const Graph g = L->graph_at(pos);
  ASSERT_FALSE(g.empty());
  EXPECT_TRUE(g.label_all);
  int rule = -1;
  std::set<std::string> removed, kept;
  for (size_t i = 0; i < g.nodes.size(); ++i) {
    const GraphNode& n = g.nodes[i];
    EXPECT_FALSE(n.label.empty());
    if (n.flags & kNodeRule) {
      EXPECT_EQ(rule, -1) << "one rule node";
      rule = static_cast<int>(i);
      EXPECT_EQ(n.label.rfind("killer cage ", 0), 0u) << n.label;
    } else if (n.flags & kNodeRemoved) {
      removed.insert(n.label);
    } else {
      kept.insert(n.label);
    }
  }
  ASSERT_GE(rule, 0);
  // Exactly the step's removals, named r…c…≠v.
  std::set<std::string> want_removed, want_kept;
  auto name = [&](int cell, int v, bool out) {
    return "r" + std::to_string(cell / 9 + 1) + "c" + std::to_string(cell % 9 + 1) + (out ? "≠" : "=") +
           std::to_string(v);
  };
  for (const CellValue& cv : t.removed) want_removed.insert(name(cv.cell, cv.value, true));
  for (int cell : t.cells)
    for (int v = 1; v <= 9; ++v)
      if ((before.candidates[cell] >> v & 1u) && !want_removed.count(name(cell, v, true)))
        want_kept.insert(name(cell, v, false));
  EXPECT_EQ(removed, want_removed);
  EXPECT_EQ(kept, want_kept);
  // Every removal has an arrow from the rule; every kept candidate is joined to it.
  int removes = 0, joins = 0;
  for (const GraphEdge& e : g.edges) {
    EXPECT_EQ(e.from, rule);
    removes += (e.flags & kEdgeRemoves) != 0;
    joins += (e.flags & kEdgeFocus) != 0;
  }
  EXPECT_EQ(removes, static_cast<int>(want_removed.size()));
  EXPECT_EQ(joins, static_cast<int>(want_kept.size()));
  // The combinations that fit are the note under the graph.
  ASSERT_FALSE(g.notes.empty());
  EXPECT_EQ(g.notes[0].rfind("combinations that fit:", 0), 0u) << g.notes[0];
}

TEST(LectureVariant, SudokuTechniquesOnAVariantKeepTheirPatternGraphs) {
  auto L = load_default_killer();
  ASSERT_TRUE(L);
  int k = 0;
  while (k < L->size() && L->steps[k].trace.technique != "locked-candidates") ++k;
  ASSERT_LT(k, L->size());
  const Graph g = L->graph_at(k + 1);
  ASSERT_FALSE(g.empty());
  int removed = 0;
  for (const GraphNode& n : g.nodes) {
    EXPECT_EQ(n.flags & kNodeRule, 0u);
    removed += (n.flags & kNodeRemoved) != 0;
  }
  EXPECT_EQ(removed, static_cast<int>(L->steps[k].trace.removed.size()));
  for (const GraphEdge& e : g.edges)
    if (e.flags & kEdgeRemoves) EXPECT_TRUE(g.nodes[e.to].flags & kNodeRemoved);
}

TEST(LectureVariant, RulesBecomeBoardMarks) {
  auto L = load_default_killer();
  ASSERT_TRUE(L);
  int cages = 0, cells = 0;
  for (const RuleMark& m : L->rule_marks) {
    if (m.kind != RuleMark::Kind::Cage) continue;
    ++cages;
    cells += static_cast<int>(m.cells.size());
    EXPECT_FALSE(m.text.empty());
  }
  int rules = 0;
  for (const VariantRulePtr& r : L->variant->rules) rules += r->kind() == "killercage";
  EXPECT_EQ(cages, rules);
  EXPECT_GT(cells, 40);

  // A 4×4 with a thermometer r1c1 → r1c2 → r2c2 and a white dot, f-puzzles JSON.
  const std::string fp =
      R"({"size":4,"grid":[[{},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]],)"
      R"("thermometer":[{"lines":[["R1C1","R1C2","R2C2"]]}],"difference":[{"cells":["R3C3","R3C4"]}]})";
  auto T = load_lecture("variant", fp);
  ASSERT_TRUE(T) << T.error().message;
  const auto& marks = (*T)->rule_marks;
  ASSERT_EQ(marks.size(), 2u);
  EXPECT_EQ(marks[0].kind, RuleMark::Kind::Thermo);
  EXPECT_EQ(marks[0].cells, (std::vector<int>{0, 1, 5}));
  EXPECT_EQ(marks[1].kind, RuleMark::Kind::Dot);
  EXPECT_EQ(marks[1].cells, (std::vector<int>{10, 11}));
  EXPECT_FALSE(marks[1].black);
}

TEST(LectureVariant, BadInputIsAnErrorNamingIt) {
  auto L = load_lecture("variant", R"({"size":4,"grid":[[{},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]],)"
                                   R"("killercage":[{"cells":["R5C1"],"value":"5"}]})");
  ASSERT_FALSE(L);
  EXPECT_NE(L.error().message.find("R5C1"), std::string::npos) << L.error().message;
}

}  // namespace
}  // namespace gridlogic::lecture
