// sudoku_pattern_steps_test.cpp — the pattern each wing, fish, chain, colouring and forcing step reports
// for a hint to draw (TraceStep::houses, roles, chain), checked against the position it was found in:
// a strong link is really "one of the two", a weak link "not both", a fish's base lines hold the value
// only in its cover lines, and every removed candidate sees the pattern's ends.
#include <gtest/gtest.h>

#include <map>
#include <set>

#include "gridlogic/sudoku_human.h"

namespace gridlogic {
namespace {

struct Checker {
  const HumanPosition& pos;
  int n = pos.grid.shape.n();

  int row(int c) const { return c / n; }
  int col(int c) const { return c % n; }
  int box(int c) const { return pos.grid.shape.box_of(row(c), col(c)); }
  bool has(int c, int v) const { return (pos.candidates[c] >> (v - 1)) & 1u; }
  bool sees(int a, int b) const { return a != b && (row(a) == row(b) || col(a) == col(b) || box(a) == box(b)); }
  // Whether some row, column or box holds v as a candidate in exactly a and b.
  bool conjugate(int a, int b, int v) const {
    auto only_two = [&](auto same) {
      if (!same(a, b)) return false;
      for (int c = 0; c < n * n; ++c)
        if (c != a && c != b && same(a, c) && has(c, v)) return false;
      return true;
    };
    return only_two([&](int x, int y) { return row(x) == row(y); }) ||
           only_two([&](int x, int y) { return col(x) == col(y); }) ||
           only_two([&](int x, int y) { return box(x) == box(y); });
  }
  // A link is what it says in this position.
  void link(const CandidateLink& l, const std::string& why) const {
    SCOPED_TRACE(why);
    EXPECT_TRUE(has(l.from.cell, l.from.value));
    EXPECT_TRUE(has(l.to.cell, l.to.value));
    if (l.from.cell == l.to.cell) {
      EXPECT_NE(l.from.value, l.to.value);
      // In one cell: strong only when the cell has exactly these two candidates.
      if (l.strong) EXPECT_EQ(pos.candidates[l.from.cell], (1u << (l.from.value - 1)) | (1u << (l.to.value - 1)));
    } else {
      EXPECT_EQ(l.from.value, l.to.value);
      if (l.strong) EXPECT_TRUE(conjugate(l.from.cell, l.to.cell, l.from.value));
      else EXPECT_TRUE(sees(l.from.cell, l.to.cell));
    }
  }
};

// An X- or XY-chain (or an XY-wing read as one): a path of links, strong first and last and alternating,
// whose two ends are the removed value, and every removed cell sees both ends.
void check_alternating_chain(const Checker& k, const TraceStep& s) {
  ASSERT_FALSE(s.chain.empty()) << s.explanation;
  ASSERT_FALSE(s.removed.empty());
  const int z = s.removed[0].value;
  EXPECT_EQ(s.chain.size() % 2, 1u) << s.explanation;
  for (size_t i = 0; i < s.chain.size(); ++i) {
    k.link(s.chain[i], s.explanation);
    EXPECT_EQ(s.chain[i].strong, i % 2 == 0) << s.explanation;
    if (i) EXPECT_EQ(s.chain[i].from, s.chain[i - 1].to) << s.explanation;
  }
  const CellValue a = s.chain.front().from, b = s.chain.back().to;
  EXPECT_EQ(a.value, z);
  EXPECT_EQ(b.value, z);
  for (const CellValue& r : s.removed) {
    EXPECT_EQ(r.value, z);
    EXPECT_TRUE(k.sees(r.cell, a.cell) && k.sees(r.cell, b.cell)) << s.explanation;
  }
}

void check_fish(const Checker& k, const TraceStep& s) {
  std::set<int> base, cover;
  std::string base_kind;
  for (const HouseRole& h : s.houses) {
    (h.role == "base" ? base : cover).insert(h.index);
    if (h.role == "base") base_kind = h.kind;
    else EXPECT_NE(h.kind, base_kind.empty() ? std::string("?") : base_kind);
  }
  ASSERT_FALSE(base.empty());
  ASSERT_EQ(base.size(), cover.size()) << s.explanation;
  const bool rows = base_kind == "row";
  auto base_of = [&](int c) { return rows ? k.row(c) : k.col(c); };
  auto cover_of = [&](int c) { return rows ? k.col(c) : k.row(c); };
  const int v = s.removed.at(0).value;
  for (int c = 0; c < k.n * k.n; ++c)
    if (base.count(base_of(c)) && k.has(c, v)) EXPECT_TRUE(cover.count(cover_of(c))) << s.explanation;
  for (const CellValue& r : s.removed) {
    EXPECT_TRUE(cover.count(cover_of(r.cell)) && !base.count(base_of(r.cell))) << s.explanation;
  }
}

void check_wing(const Checker& k, const TraceStep& s) {
  ASSERT_EQ(s.roles.size(), 3u);
  EXPECT_EQ(s.roles[0].role, "pivot");
  EXPECT_EQ(s.roles[1].role, "pincer");
  EXPECT_EQ(s.roles[2].role, "pincer");
  for (int i : {1, 2}) EXPECT_TRUE(k.sees(s.roles[0].cell, s.roles[i].cell));
  if (s.technique == "xy-wing") {
    check_alternating_chain(k, s);
    EXPECT_EQ(s.chain.size(), 5u);
  }
  for (const CellValue& r : s.removed)
    for (const CellRole& w : s.roles)
      if (w.role == "pincer" || s.technique == "xyz-wing") EXPECT_TRUE(k.sees(r.cell, w.cell)) << s.explanation;
}

void check_colouring(const Checker& k, const TraceStep& s) {
  std::map<int, std::string> colour;
  for (const CellRole& r : s.roles) colour[r.cell] = r.role;
  EXPECT_EQ(colour.size(), s.cells.size());
  for (const CandidateLink& l : s.chain) {
    EXPECT_TRUE(l.strong);
    k.link(l, s.explanation);
    EXPECT_NE(colour.at(l.from.cell), colour.at(l.to.cell)) << s.explanation;
  }
  EXPECT_GE(s.chain.size(), colour.size() - 1);  // the links join the whole cluster
}

// A forcing chain: its links are candidates of the position, and its conclusion is the end of a link.
void check_forcing(const Checker& k, const TraceStep& s) {
  ASSERT_FALSE(s.chain.empty()) << s.explanation;
  for (const CandidateLink& l : s.chain) {
    EXPECT_TRUE(k.has(l.from.cell, l.from.value)) << s.explanation;
    EXPECT_TRUE(k.has(l.to.cell, l.to.value)) << s.explanation;
  }
  const CellValue end = !s.removed.empty() ? s.removed[0] : s.placed.at(0);
  bool reached = false;
  for (const CandidateLink& l : s.chain) reached = reached || l.to == end || l.from == end;
  // A contradiction refutes the assumption itself, which is the first link's start.
  EXPECT_TRUE(reached) << s.explanation;
}

// Solves each puzzle with the explained solver and checks every pattern step where it was taken.
std::set<std::string> check_solves(const std::vector<std::string>& puzzles) {
  std::set<std::string> seen;
  for (const std::string& line : puzzles) {
    auto g = parse_sudoku_line(line);
    EXPECT_TRUE(g.ok()) << line;
    if (!g.ok()) continue;
    const HumanSolveResult r = solve_sudoku_human(*g);
    HumanPosition pos = human_position(*g);
    for (const TraceStep& s : r.steps) {
      const Checker k{pos};
      const std::string& t = s.technique;
      SCOPED_TRACE(line + ": " + s.explanation);
      if (t == "x-wing" || t == "swordfish" || t == "jellyfish") check_fish(k, s), seen.insert(t);
      else if (t == "xy-wing" || t == "xyz-wing") check_wing(k, s), seen.insert(t);
      else if (t == "x-chain" || t == "xy-chain") check_alternating_chain(k, s), seen.insert(t);
      else if (t == "simple-colouring") check_colouring(k, s), seen.insert(t);
      else if (t == "forcing-x-chain" || t == "forcing-chain") {
        // Static chains use only what the position shows: every link is a true strong or weak link.
        check_forcing(k, s);
        for (const CandidateLink& l : s.chain) k.link(l, s.explanation);
        seen.insert("static-forcing");
      } else if (t.rfind("bidirectional-", 0) == 0) {
        // A cycle's loop is made of the position's own links, as the static chains' are.
        for (const CandidateLink& l : s.chain) k.link(l, s.explanation);
        seen.insert("cycle");
      } else if (t.find("forcing") != std::string::npos || t == "nishio" || t.rfind("dynamic-", 0) == 0) {
        check_forcing(k, s), seen.insert("forcing");
      } else if (t == "naked-single") {
        // Its roles are its causes, the filled peers ruling out the other values (sudoku_human_test.cpp).
        EXPECT_TRUE(s.chain.empty() && s.houses.empty()) << t;
        for (const CellRole& r : s.roles) EXPECT_EQ(r.role, "cause") << t;
      } else {
        EXPECT_TRUE(s.chain.empty() && s.houses.empty() && s.roles.empty()) << t;  // only patterns carry one
      }
      apply_human_step(pos, s);
    }
  }
  return seen;
}

TEST(SudokuPatternSteps, EachPatternIsWhatItSaysInItsPosition) {
  // Puzzles whose explained solve takes each kind of pattern step (sudoku_human_test.cpp's cases). The
  // ladder finds Sudoku Explainer's X- and Y-chains as forcing X-/Y-chains, so those are checked here.
  const std::set<std::string> seen = check_solves({
      "000000460000670809026080003085097000000030000000860210900040380803019000047000000",  // x-wing
      "400709003070305060020010070010834050000000000600000008500080001038106520100503007",  // swordfish
      "004500700020800060060071400000000006006417200300000000007130090080006050003004100",  // jellyfish
      "031020960000060000600301004960000083000000000000953000405000609080204030020506040",  // xy-wing, forcing
      "900050003000697000000000000007805100020709050300000004200000009006000400409103608",  // xyz-wing
      "069001570000070600400000020000010207082000910701060000070000003006050000094800150",  // colouring
      "300206007090407080001508900000709000030000060020000090900000002150060073004050600",  // forcing chain
      "000208006900050800020000090037080000500040003000070680010000040009030002400507000",  // cell forcing
      "000030600040800901006700005083000200600040008005000490900005800501008030004090000",  // X-cycle
  });
  for (const char* t : {"x-wing", "swordfish", "jellyfish", "xy-wing", "xyz-wing", "simple-colouring", "forcing",
                        "static-forcing", "cycle"})
    EXPECT_TRUE(seen.count(t)) << t << " was not taken by any solve here";
}

TEST(SudokuPatternSteps, XWingNamesItsBaseAndCoverLines) {
  // "X-wing: in rows 3 and 9, 1 lies only in columns 1 and 7, so 1 is removed from r4c1".
  auto g = parse_sudoku_line("000000460000670809026080003085097000000030000000860210900040380803019000047000000");
  ASSERT_TRUE(g.ok());
  const HumanSolveResult r = solve_sudoku_human(*g);
  for (const TraceStep& s : r.steps) {
    if (s.technique != "x-wing") continue;
    ASSERT_EQ(s.houses.size(), 4u);
    EXPECT_EQ(s.houses[0].role, "base");
    EXPECT_EQ(s.houses[0].kind, "row");
    EXPECT_EQ(s.houses[0].index, 2);
    EXPECT_EQ(s.houses[1].index, 8);
    EXPECT_EQ(s.houses[2].role, "cover");
    EXPECT_EQ(s.houses[2].kind, "column");
    EXPECT_EQ(s.houses[2].index, 0);
    EXPECT_EQ(s.houses[3].index, 6);
    const std::string json = Trace{{s}}.to_json();
    EXPECT_NE(json.find("\"houses\":[{\"role\":\"base\",\"kind\":\"row\",\"index\":2}"), std::string::npos) << json;
    return;
  }
  FAIL() << "no x-wing";
}

}  // namespace
}  // namespace gridlogic
