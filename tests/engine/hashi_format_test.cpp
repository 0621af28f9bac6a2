// hashi_format_test.cpp — Hashi forms (hashi_format.h): FORMATS.md's puzz.link vectors byte for byte,
// round trips of every puzzle and solution form, readers' errors naming the place.
#include <gtest/gtest.h>

#include "gridlogic/hashi_format.h"

namespace gridlogic {
namespace {

// shared/FORMATS.md, "Test vectors": every hashi one (the bridges one is written back as hashi).
const char* kVectors[] = {
    "https://puzz.link/p?hashi/5/5/4g2i3h23k3g1g3g4g3",
    "https://puzz.link/p?hashi/6/6/3g1g2.g.g2h.g2g.h.g4g3h4g.g2g.h2",
    "https://puzz.link/p?hashi/9/9/h2g3g.q.g1i3g.o2i1i2o.g2i2g1q.g3g3h",
    "https://puzz.link/p?bridges/17/13/l2h1w2i3h2i3zi1h3p1g2k2g1h3r1k4g4h4h4i3h2u1g2l1g3n1g3y1j.g3g3g3h3r2j.h3g.g2",
};

std::string as_hashi(std::string url) {
  const size_t at = url.find("bridges/");
  if (at != std::string::npos) url.replace(at, 7, "hashi");
  return url;
}

TEST(HashiFormat, UrlVectorsRoundTripByteForByte) {
  for (const char* url : kVectors) {
    auto p = parse_hashi(url);
    ASSERT_TRUE(p) << url << ": " << p.error().message;
    EXPECT_EQ(format_hashi_url(*p), as_hashi(url));
    auto q = parse_hashi(format_hashi_url(*p));
    ASSERT_TRUE(q);
    EXPECT_EQ(hashi_cells(*q), hashi_cells(*p));
  }
}

TEST(HashiFormat, FirstVectorDecodesAsListed) {
  auto p = parse_hashi(kVectors[0]);
  ASSERT_TRUE(p);
  // FORMATS.md: 4.2.. / .3..2 / 3.... / .3.1. / 3.4.3 (spaces are allowed in the text form)
  auto q = parse_hashi("4.2.. / .3..2 / 3.... / .3.1. / 3.4.3");
  ASSERT_TRUE(q) << q.error().message;
  EXPECT_EQ(hashi_cells(*p), hashi_cells(*q));
  EXPECT_EQ(format_hashi(*p, HashiFormat::Text), "4.2../.3..2/3..../.3.1./3.4.3");
  EXPECT_EQ(p->island_count(), 10);
}

TEST(HashiFormat, UnknownCluesAreDots) {
  auto p = parse_hashi(kVectors[1]);
  ASSERT_TRUE(p);
  int unknown = 0;
  for (const auto& island : p->islands) unknown += island.clue == kHashiUnknownClue;
  EXPECT_EQ(unknown, 7);
  EXPECT_EQ(format_hashi(*p, HashiFormat::Text).substr(0, 6), "3.1.2?");
}

TEST(HashiFormat, AcceptsAliasesAndUrlDecorations) {
  for (const char* url :
       {"https://puzz.link/p?hashikake/5/5/4g2i3h23k3g1g3g4g3", "https://puzz.link/p?bridges/5/5/4g2i3h23k3g1g3g4g3",
        "http://pzv.jp/p.html?hashikake_edit/5/5/4g2i3h23k3g1g3g4g3",
        "https://pzprxs.vercel.app/p?type=player&hashi/5/5/4g2i3h23k3g1g3g4g3",
        "puzz.link/p?hashi_play/5/5/4g2i3h23k3g1g3g4g3#x"}) {
    auto p = parse_hashi(url);
    ASSERT_TRUE(p) << url << ": " << p.error().message;
    EXPECT_EQ(format_hashi_url(*p), kVectors[0]) << url;
  }
}

TEST(HashiFormat, EveryFormRoundTrips) {
  for (const char* url : kVectors) {
    auto p = parse_hashi(url);
    ASSERT_TRUE(p);
    for (HashiFormat f :
         {HashiFormat::Url, HashiFormat::Text, HashiFormat::Json, HashiFormat::Janko, HashiFormat::Has}) {
      const std::string text = format_hashi(*p, f);
      auto q = parse_hashi(text);
      ASSERT_TRUE(q) << hashi_format_name(f) << ": " << q.error().message << "\n" << text;
      EXPECT_EQ(hashi_cells(*q), hashi_cells(*p)) << hashi_format_name(f);
      EXPECT_EQ(format_hashi(*q, f), text) << hashi_format_name(f);
      EXPECT_EQ(parse_hashi_format(hashi_format_name(f)), f);
    }
  }
}

TEST(HashiFormat, DataAndJsonFormsAsDocumented) {
  auto p = parse_hashi("2.2/.../1.1");
  ASSERT_TRUE(p) << p.error().message;
  EXPECT_EQ(format_hashi(*p, HashiFormat::Janko), "3 3\n2 - 2\n- - -\n1 - 1\n");
  EXPECT_EQ(format_hashi(*p, HashiFormat::Has), "3 3 4\n 2  0  2 \n 0  0  0 \n 1  0  1 \n");
  EXPECT_EQ(format_hashi(*p, HashiFormat::Json),
            R"({"genre":"hashi","rows":3,"cols":3,"islands":[[0,0,2],[0,2,2],[2,0,1],[2,2,1]]})");
  auto q = parse_hashi(R"({"genre":"bridges","rows":3,"cols":3,"islands":[[0,0,null],[0,2,2],[2,0,1],[2,2,1]]})");
  ASSERT_TRUE(q) << q.error().message;
  EXPECT_EQ(format_hashi(*q, HashiFormat::Text), "?.2/.../1.1");
  auto r = parse_hashi("\n3 3\r\n2 - 2\r\n- - -\r\n1 - 1\r\n");  // CRLF, a blank line first
  ASSERT_TRUE(r) << r.error().message;
  EXPECT_EQ(hashi_cells(*r), hashi_cells(*p));
}

TEST(HashiFormat, ErrorsNameThePlace) {
  auto expect_error = [](const std::string& text, const std::string& part) {
    auto p = parse_hashi(text);
    ASSERT_FALSE(p) << text;
    EXPECT_NE(p.error().message.find(part), std::string::npos) << p.error().message;
  };
  // text form: character and cell
  expect_error("2.2/.x./1.1", "text form, character 6 (r2c2): 'x' is not a cell");
  expect_error("2.2/..9/1.1", "text form, character 7 (r2c3): the clue 9 is above 8");
  expect_error("2.2/../1.1", "row 2 (from character 5) has 2 cells; row 1 has 3");
  // make_hashi's checks
  expect_error("2.2/.../.1.", "r3c2 can see no other island along its row or column");
  expect_error("5.2/.../1.1", "r1c1 has the clue 5 but sees only 2 islands (at most 4 bridges)");
  expect_error("3", "r1c1 is the only island");
  expect_error("...", "no islands");
  // URL: character and cell
  expect_error("https://puzz.link/p?hashi/5/5/4g9i3", "puzz.link body, character 3 (r1c3): the clue 9");
  expect_error("https://puzz.link/p?hashi/5/5/0", "character 1 (r1c1): the clue 0");
  expect_error("https://puzz.link/p?suguru/5/5/4g2i3", "type 'suguru' is not Hashi");
  expect_error("https://puzz.link/p?hashi/5", "number of rows");
  // janko / .has: line and column
  expect_error("3 3\n2 - 2\n- x -\n1 - 1", "line 3, column 3 (r2c2): 'x' is not a cell");
  expect_error("3 3\n2 - 2\n- - - -\n1 - 1", "line 3: row 2 has 4 cells; the header says 3 columns");
  expect_error("3 3\n2 - 2\n- - -", "the grid ends after 2 of the 3 rows");
  expect_error("3 3\n2 - 2\n- - -\n1 - 1\n1 1 1", "line 5: unexpected '1' after the 3 rows");
  expect_error("3 3 5\n 2  0  2 \n 0  0  0 \n 1  0  1 \n", "line 1: the header says 5 islands but the grid has 4");
  expect_error("3 3\n2 - 2\n- 9 -\n1 - 1", "line 3, column 3 (r2c2): the clue 9 is above 8");
  expect_error("0 3\n", "line 1: '0 3' should be 'ROWS COLUMNS'");
  // JSON: the island
  expect_error(R"({"genre":"hashi","rows":3,"cols":3,"islands":[[0,0,2],[0,3,2]]})",
               "island 2 at row 0, column 3 lies outside the 3×3 grid");
  expect_error(R"({"genre":"hashi","rows":3,"cols":3,"islands":[[0,0,2],[0,0,2]]})",
               "island 2 is at r1c1 like island 1");
  expect_error(R"({"genre":"hashi","rows":3,"cols":3,"islands":[[0,0,9]]})", "island 1 (r1c1): the clue");
  expect_error(R"({"genre":"hashi","rows":3,"cols":3,"islands":[[0,0]]})", "island 1 is not [row, column, clue]");
  expect_error(R"({"genre":"sudoku","rows":3,"cols":3,"islands":[]})", "names its genre");
  expect_error(R"({"genre":"hashi","rows":3,"cols":3,"islands":[],"x":1})", "unknown key 'x'");
  expect_error(R"({"genre":"hashi",)", "JSON: line 1");
  expect_error("", "empty input");
}

// A 5×5 with a crossing-free unique solution (FORMATS.md's first vector), in every solution form.
TEST(HashiFormat, SolutionFormsRoundTrip) {
  auto p = parse_hashi(kVectors[0]);
  ASSERT_TRUE(p);
  auto b = parse_hashi_solution(*p, "-2---/b-11-/-b--a/a-1-a/-2-2-");
  ASSERT_TRUE(b) << b.error().message;
  EXPECT_FALSE(find_hashi_violation(*p, *b));
  EXPECT_EQ(format_hashi_solution(*p, *b), "-2---/b-11-/-b--a/a-1-a/-2-2-");
  const std::string list = format_hashi_bridges(*p, *b);
  EXPECT_EQ(list,
            "[[0,0,0,2,2],[0,0,2,0,2],[1,1,1,4,1],[1,1,3,1,2],[1,4,4,4,1],[2,0,4,0,1],[3,1,3,3,1],"
            "[4,0,4,2,2],[4,2,4,4,2]]");
  for (const std::string& form :
       {list, "{\"status\":\"unique\",\"bridges\":" + list + "}", *format_hashi_janko_solution(*p, *b),
        std::string("-2--- / b-11- / -b--a / a-1-a / -2-2-"),
        std::string("[[0,2,0,0,2],[2,0,0,0,2],[1,1,1,4,1],[1,1,3,1,2],[1,4,4,4,1],[2,0,4,0,1],"
                    "[3,1,3,3,1],[4,0,4,2,2],[4,2,4,4,2]]")}) {
    auto c = parse_hashi_solution(*p, form);
    ASSERT_TRUE(c) << form << ": " << c.error().message;
    EXPECT_EQ(*c, *b) << form;
  }
  EXPECT_EQ(*format_hashi_janko_solution(*p, *b), "5 5\n- 2 - - -\nb - 1 1 -\n- b - - a\na - 1 - a\n- 2 - 2 -\n");
}

TEST(HashiFormat, TouchingIslandsFallBackToTheBridgeList) {
  auto p = parse_hashi("22");
  ASSERT_TRUE(p);
  HashiBridges b{2};
  EXPECT_FALSE(format_hashi_solution_grid(*p, b));
  EXPECT_EQ(format_hashi_solution(*p, b), "[[0,0,0,1,2]]");
  auto c = parse_hashi_solution(*p, format_hashi_solution(*p, b));
  ASSERT_TRUE(c);
  EXPECT_EQ(*c, b);
}

TEST(HashiFormat, SolutionErrorsNameThePlace) {
  auto p = parse_hashi(kVectors[0]);
  ASSERT_TRUE(p);
  auto expect_error = [&](const std::string& text, const std::string& part) {
    auto b = parse_hashi_solution(*p, text);
    ASSERT_FALSE(b) << text;
    EXPECT_NE(b.error().message.find(part), std::string::npos) << b.error().message;
  };
  expect_error("-2---/b-11-/-b--a/a-1-a", "the solution has 4 rows; the puzzle has 5");
  expect_error("-2---/b-11/-b--a/a-1-a/-2-2-", "solution row 2 has 4 cells");
  expect_error("-2---/b-11-/-b--a/a-1-a/-2-x-", "solution character 28 (r5c4): 'x' is not a solution cell");
  expect_error("22---/b-11-/-b--a/a-1-a/-2-2-", "r1c1 is an island, but the solution shows a bridge on it");
  expect_error("-2-1-/b-11-/-b--a/a-1-a/-2-2-", "r1c4 shows a horizontal bridge, but no two islands face each other");
  expect_error("-2---/b-12-/-b--a/a-1-a/-2-2-", "the bridge r2c2–r2c5 is single at r2c3 but double at r2c4");
  expect_error("-2---/b-1--/-b--a/a-1-a/-2-2-", "the bridge r2c2–r2c5 is single at r2c3 but missing at r2c4");
  expect_error("[[0,0,0,2,3]]", "bridge item 1 ([0,0,0,2,3]): 3 bridges; a pair takes 1 or 2");
  expect_error("[[0,0,0,2,1],[0,2,0,0,1]]", "the pair r1c1–r1c3 is listed twice (items 1 and 2)");
  expect_error("[[0,0,1,0,1]]", "r2c1 is not an island");
  expect_error("[[0,0,1,1]]", "bridge item 1 is not [r1,c1,r2,c2,k]");
  expect_error("[[0,0,9,0,1]]", "row 9, column 0 lies outside the 5×5 grid");
  expect_error("[[0,0,1,4,1]]", "r1c1 and r2c5 do not see each other");
  expect_error("{\"status\":\"none\"}", "carries its bridges");
  expect_error("4 5\n- 2 - - -", "the solution's header '4 5' should be '5 5'");
}

TEST(HashiFormat, ViolationsNameThePlace) {
  auto p = parse_hashi(kVectors[0]);
  ASSERT_TRUE(p);
  auto b = parse_hashi_solution(*p, "-2---/b-11-/-b--a/a-1-a/-1-2-");
  ASSERT_TRUE(b);
  EXPECT_EQ(find_hashi_violation(*p, *b), "r5c1 has 2 bridges but its clue is 3");
}

}  // namespace
}  // namespace gridlogic
