// sudoku_format_test.cpp — the Sudoku text forms (sudoku_format.h): FORMATS.md's puzz.link vectors byte
// for byte, every form at every size, errors that name the place, and the convert/check verbs via run().
#include <gtest/gtest.h>

#include <random>
#include <string>

#include "gridlogic/api.h"
#include "gridlogic/json_value.h"
#include "gridlogic/sudoku_format.h"
#include "test_util.h"

namespace gridlogic {
namespace {

using testing::kWikipediaPuzzle;
using testing::kWikipediaSolution;

// The sudoku vectors of /work/shared/FORMATS.md: each decodes and re-encodes byte for byte.
const char* const kUrlVectors[] = {
    "https://puzz.link/p?sudoku/4/4/g1k23k3g",
    "https://puzz.link/p?sudoku/6/6/61j3g2j4g3j5g4j6g5j12",
    "https://puzz.link/p?sudoku/9/9/15i96l17i7g65i42k1g5368h2i7g2p3h5g48g2g9k3h7i6",
    "https://puzz.link/p?sudoku/9/9/k8g1g7i2i99o2g3h75q19h5g4o83i4i6g4g5k",
};

TEST(SudokuFormat, FormatsMdVectorsRoundTripByteExact) {
  for (const char* url : kUrlVectors) {
    auto g = parse_sudoku(url);
    ASSERT_TRUE(g.ok()) << url << ": " << g.error().message;
    EXPECT_EQ(format_sudoku(*g, SudokuFormat::Url), url);
    EXPECT_EQ(g->shape, *SudokuShape::for_side(g->shape.n()));
  }
  auto g = parse_sudoku_url(kUrlVectors[0]);
  ASSERT_TRUE(g.ok());
  EXPECT_EQ(format_sudoku_line(*g), ".1.....23.....3.");  // .1.. / ...2 / 3... / ..3.
  auto six = parse_sudoku_url(kUrlVectors[1]);
  ASSERT_TRUE(six.ok());
  EXPECT_EQ(six->shape, (SudokuShape{2, 3}));  // 6 → 3 wide × 2 tall
}

TEST(SudokuFormat, UrlVariantsAreAccepted) {
  const std::string line = ".1.....23.....3.";
  for (const char* url :
       {"http://pzv.jp/p.html?sudoku/4/4/g1k23k3g", "p?sudoku/4/4/g1k23k3g",
        "https://puzz.link/p?type=editor&sudoku/4/4/g1k23k3g", "https://puzz.link/p?sudoku_edit/4/4/g1k23k3g",
        "https://puzz.link/p?sudoku/v:/4/4/g1k23k3g", "https://pzprxs.vercel.app/p?sudoku_play/4/4/g1k23k3g/",
        "  https://puzz.link/p?sudoku/4/4/g1k23k3g\n"}) {
    auto g = parse_sudoku(url);
    ASSERT_TRUE(g.ok()) << url << ": " << g.error().message;
    EXPECT_EQ(format_sudoku_line(*g), line) << url;
  }
}

TEST(SudokuFormat, UrlEncodingDetails) {
  // 20 blanks flush as 'z'; a 16×16 value of 16 is "-10".
  SudokuGrid g{*SudokuShape::for_side(16), std::vector<uint8_t>(256, 0)};
  g.cells[25] = 16;
  g.cells[26] = 10;
  const std::string url = format_sudoku(g, SudokuFormat::Url);
  EXPECT_EQ(url, "https://puzz.link/p?sudoku/16/16/zk-10azzzzzzzzzzzo");
  auto back = parse_sudoku(url);
  ASSERT_TRUE(back.ok()) << back.error().message;
  EXPECT_EQ(back->cells, g.cells);
  // An empty grid ends in a letter: no trailing '/'.
  SudokuGrid empty{*SudokuShape::for_side(4), std::vector<uint8_t>(16, 0)};
  EXPECT_EQ(format_sudoku(empty, SudokuFormat::Url), "https://puzz.link/p?sudoku/4/4/v");
}

// A grid of every size with pseudo-random givens (the forms do not need a solvable puzzle).
SudokuGrid random_grid(int n, unsigned seed) {
  std::mt19937 rng(seed);
  SudokuGrid g{*SudokuShape::for_side(n), std::vector<uint8_t>(n * n)};
  for (auto& v : g.cells) v = static_cast<uint8_t>(rng() % 3 == 0 ? 1 + rng() % n : 0);
  g.cells[0] = static_cast<uint8_t>(n);  // the largest value appears at least once
  return g;
}

TEST(SudokuFormat, EveryFormEverySizeRoundTrips) {
  for (int n : {4, 6, 9, 12, 16, 25})
    for (SudokuFormat f : {SudokuFormat::Line, SudokuFormat::Grid, SudokuFormat::Url, SudokuFormat::Json}) {
      const SudokuGrid g = random_grid(n, 1000u + n);
      const std::string text = format_sudoku(g, f);
      auto back = parse_sudoku(text);
      ASSERT_TRUE(back.ok()) << n << " " << sudoku_format_name(f) << ": " << back.error().message << "\n" << text;
      EXPECT_EQ(back->shape, g.shape) << n << " " << sudoku_format_name(f);
      EXPECT_EQ(back->cells, g.cells) << n << " " << sudoku_format_name(f);
      EXPECT_EQ(format_sudoku(*back, f), text) << "stable text for " << n << " " << sudoku_format_name(f);
    }
}

TEST(SudokuFormat, GridFormLooksLikeThis) {
  auto g = parse_sudoku(kWikipediaPuzzle);
  ASSERT_TRUE(g.ok());
  const std::string grid = format_sudoku(*g, SudokuFormat::Grid);
  EXPECT_EQ(grid.substr(0, 44),
            "5 3 . | . 7 . | . . .\n"
            "6 . . | 1 9 5 | . . .\n");
  EXPECT_NE(grid.find("\n------+-------+------\n"), std::string::npos);
  auto six = parse_sudoku(std::string(36, '.'));
  ASSERT_TRUE(six.ok());
  EXPECT_EQ(format_sudoku(*six, SudokuFormat::Grid).substr(0, 42), ". . . | . . .\n. . . | . . .\n------+------\n");
}

TEST(SudokuFormat, TolerantGridReader) {
  const std::string want = kWikipediaPuzzle;
  const char* forms[] = {
      // plain rows
      "53..7....\n6..195...\n.98....6.\n8...6...3\n4..8.3..1\n7...2...6\n.6....28.\n...419..5\n....8..79\n",
      // zeros, CRLF, a comment and blank lines around
      "# Wikipedia\r\n\r\n530070000\r\n600195000\r\n098000060\r\n800060003\r\n400803001\r\n700020006\r\n"
      "060000280\r\n000419005\r\n000080079\r\n\r\n",
      // a HoDoKu / Sudoku Explainer frame
      "*-----------*\n|53.|.7.|...|\n|6..|195|...|\n|.98|...|.6.|\n|---+---+---|\n|8..|.6.|..3|\n"
      "|4..|8.3|..1|\n|7..|.2.|..6|\n|---+---+---|\n|.6.|...|28.|\n|...|419|..5|\n|...|.8.|.79|\n*-----------*\n",
      // box-drawing characters
      "5 3 . │ . 7 . │ . . .\n6 . . │ 1 9 5 │ . . .\n. 9 8 │ . . . │ . 6 .\n──────┼───────┼──────\n"
      "8 . . │ . 6 . │ . . 3\n4 . . │ 8 . 3 │ . . 1\n7 . . │ . 2 . │ . . 6\n──────┼───────┼──────\n"
      ". 6 . │ . . . │ 2 8 .\n. . . │ 4 1 9 │ . . 5\n. . . │ . 8 . │ . 7 9\n",
      // comma-separated
      "5,3,0,0,7,0,0,0,0\n6,0,0,1,9,5,0,0,0\n0,9,8,0,0,0,0,6,0\n8,0,0,0,6,0,0,0,3\n4,0,0,8,0,3,0,0,1\n"
      "7,0,0,0,2,0,0,0,6\n0,6,0,0,0,0,2,8,0\n0,0,0,4,1,9,0,0,5\n0,0,0,0,8,0,0,7,9\n",
      // one line with separators
      "53..7.... 6..195... .98....6. 8...6...3 4..8.3..1 7...2...6 .6....28. ...419..5 ....8..79",
  };
  for (const char* text : forms) {
    auto g = parse_sudoku(text);
    ASSERT_TRUE(g.ok()) << text << "\n" << g.error().message;
    EXPECT_EQ(format_sudoku_line(*g), want) << text;
  }
}

TEST(SudokuFormat, BigGridsMayWriteNumbers) {
  SudokuGrid g = random_grid(16, 7);
  std::string text;
  for (int r = 0; r < 16; ++r) {
    for (int c = 0; c < 16; ++c) text += (c ? " " : "") + std::to_string(g.at(r, c));
    text += '\n';
  }
  auto back = parse_sudoku(text);
  ASSERT_TRUE(back.ok()) << back.error().message;
  EXPECT_EQ(back->cells, g.cells);
}

TEST(SudokuFormat, JsonForms) {
  auto a = parse_sudoku(R"({"genre":"sudoku","size":4,"box":[2,2],"givens":".1.....23.....3."})");
  ASSERT_TRUE(a.ok()) << a.error().message;
  auto b = parse_sudoku(R"({"genre":"sudoku","givens":[".1..","...2","3...","..3."], "title":"t"})");
  ASSERT_TRUE(b.ok()) << b.error().message;
  auto c = parse_sudoku("{\n  \"genre\": \"sudoku\",\n  \"givens\": [[0,1,0,0],[0,0,0,2],[3,0,0,0],[0,0,3,0]]\n}");
  ASSERT_TRUE(c.ok()) << c.error().message;
  EXPECT_EQ(a->cells, b->cells);
  EXPECT_EQ(a->cells, c->cells);
  // Boxes other than the conventional ones survive only in JSON.
  auto tall = parse_sudoku(R"({"genre":"sudoku","box":[3,2],"givens":"1..................................."})");
  ASSERT_TRUE(tall.ok()) << tall.error().message;
  EXPECT_EQ(tall->shape, (SudokuShape{3, 2}));
  EXPECT_TRUE(sudoku_format_keeps_shape(tall->shape, SudokuFormat::Json));
  EXPECT_FALSE(sudoku_format_keeps_shape(tall->shape, SudokuFormat::Line));
  auto again = parse_sudoku(format_sudoku(*tall, SudokuFormat::Json));
  ASSERT_TRUE(again.ok());
  EXPECT_EQ(again->shape, (SudokuShape{3, 2}));
}

// Each bad input and a piece of the message it must give.
struct BadInput {
  std::string text;
  std::string message;
};

TEST(SudokuFormat, ErrorsNameThePlace) {
  const std::string rows = "53..7....\n6..195...\n";
  const BadInput cases[] = {
      {rows + ".98..x.6.\n8...6...3\n4..8.3..1\n7...2...6\n.6....28.\n...419..5\n....8..79\n",
       "line 3, column 6 (r3c6): 'x' is not a value of a 9×9 Sudoku; expected 1-9, '.' or '0'"},
      {rows + ".98...6.\n8...6...3\n4..8.3..1\n7...2...6\n.6....28.\n...419..5\n....8..79\n",
       "line 3: row 3 has 8 cells; expected 9"},
      {rows + ".98.?..6.\n8...6...3\n4..8.3..1\n7...2...6\n.6....28.\n...419..5\n....8..79\n",
       "line 3, column 5: '?' is neither a cell"},
      {rows + ".98....6.\n8...6...3\n", "the grid has 4 rows"},
      {rows + ".98....6.\n8...6...3\n4..8.3..1\n7...2...6\n.6....28.\n...419..5\n", "the grid has 8 rows"},
      {"53..7.... 6..195... .98....6. 8...6...3 4..8.3..1 7...2...6 .6....28. ...419..5 ....8..7x",
       "column 89 (r9c9): 'x' is not a value"},
      {"53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..7x",
       "character 81 (r9c9): 'x' is not a value"},
      {"https://puzz.link/p?hashi/5/5/4g2i3h23k3g1g3g4g3", "'hashi' puzzle, not a sudoku"},
      {"https://puzz.link/p?sudoku/9/6/g1", "9 columns by 6 rows"},
      {"https://puzz.link/p?sudoku/7/7/g1", "side 7"},
      {"https://puzz.link/p?sudoku/4/4/g1k23k", "gives 14 of the 16 cells"},
      {"https://puzz.link/p?sudoku/4/4/g5", "character 2 (r1c2): 5 is not a value of a 4×4 Sudoku"},
      {"https://puzz.link/p?sudoku/4/4/g.", "character 2 (r1c2): '.' is a clue of unknown value"},
      {"https://puzz.link/p?sudoku/4/4/-1", "character 1: '-' is followed by 2 hexadecimal digits"},
      {"https://puzz.link/p?sudoku/x/4/g1", "the number of columns is 'x'"},
      {R"({"genre":"sudoku","givens":".1..",})", "JSON: line 1, column 35: expected a member name"},
      {R"({"givens":".1.....23.....3."})", "\"genre\":\"sudoku\""},
      {R"({"genre":"hashi","givens":".1.....23.....3."})", "genre 'hashi' is not sudoku"},
      {R"({"genre":"sudoku","givens":".1.....23.....3.","colour":1})", "unknown member 'colour'"},
      {R"({"genre":"sudoku","givens":".1.....23....x3."})", "givens, character 14 (r4c2): 'x' is not a value"},
      {R"({"genre":"sudoku","givens":[".1..","...2","3..","..3."]})", "givens[2] has 3 cells; expected 4"},
      {R"({"genre":"sudoku","givens":[[0,1,0,0],[0,0,0,2],[3,0,0,0],[0,0,5,0]]})",
       "givens[3][2] (r4c3): '5' is not a value of a 4×4 Sudoku"},
      {R"({"genre":"sudoku","size":9,"givens":".1.....23.....3."})", "\"size\" is 9 but"},
      {R"({"genre":"sudoku","box":[3,3],"givens":".1.....23.....3."})", "\"box\" is [rows, columns]"},
      {"   \n# only a comment\n", "no puzzle"},
  };
  for (const BadInput& c : cases) {
    auto g = parse_sudoku(c.text);
    ASSERT_FALSE(g.ok()) << c.text;
    EXPECT_NE(g.error().message.find(c.message), std::string::npos)
        << "input: " << c.text << "\nmessage: " << g.error().message << "\nexpected: " << c.message;
  }
}

using testing::json_of;
using testing::run_verb;

TEST(SudokuFormatVerbs, ConvertEveryWay) {
  Response r = run_verb("convert", kUrlVectors[2], {{"to", "line"}});
  ASSERT_TRUE(r.error.empty()) << r.error;
  const std::string line = r.text.substr(0, 81);
  EXPECT_EQ(r.text, line + "\n");
  for (const char* to : {"line", "grid", "url", "json"}) {
    Response out = run_verb("convert", line, {{"to", to}});
    JsonValue j = json_of(out);
    ASSERT_TRUE(j.is_object());
    EXPECT_EQ(j.find("to")->as_string(), to);
    EXPECT_EQ(j.find("size")->as_integer(), 9);
    Response back = run_verb("convert", j.find("puzzle")->as_string());
    EXPECT_EQ(back.text, line + "\n") << to;
  }
  EXPECT_EQ(run_verb("convert", line, {{"to", "url"}}).text, std::string(kUrlVectors[2]) + "\n");
  EXPECT_EQ(run_verb("convert", line).text, line + "\n");  // default: line
  EXPECT_TRUE(run_verb("convert", line, {{"to", "pdf"}}).bad_options);
  EXPECT_TRUE(run_verb("convert", line, {{"frob", "1"}}).bad_options);
  Response tall = run_verb("convert", R"({"genre":"sudoku","box":[3,2],"givens":")" + std::string(36, '.') + "\"}",
                           {{"to", "url"}});
  EXPECT_NE(tall.error.find("boxes are 3×2"), std::string::npos) << tall.error;
  EXPECT_NE(run_verb("convert", "12x").error.find("this one has 3"), std::string::npos);
}

TEST(SudokuFormatVerbs, SolveAndEncodeAcceptEveryForm) {
  auto g = parse_sudoku(kWikipediaPuzzle);
  ASSERT_TRUE(g.ok());
  for (SudokuFormat f : {SudokuFormat::Grid, SudokuFormat::Url, SudokuFormat::Json}) {
    Response r = run_verb("solve", format_sudoku(*g, f));
    JsonValue j = json_of(r);
    ASSERT_TRUE(j.is_object()) << sudoku_format_name(f);
    EXPECT_EQ(j.find("status")->as_string(), "unique");
    EXPECT_EQ(j.find("solution")->as_string(), kWikipediaSolution);
    Response e = run_verb("encode", format_sudoku(*g, f));
    EXPECT_TRUE(e.error.empty()) << e.error;
  }
}

TEST(SudokuFormatVerbs, CheckVerdicts) {
  const std::string p = kWikipediaPuzzle, s = kWikipediaSolution;
  JsonValue valid = json_of(run_verb("check", p + " " + s));
  EXPECT_EQ(valid.find("status")->as_string(), "valid");
  EXPECT_EQ(run_verb("check", p + "\t" + s).text, "valid\n");
  EXPECT_EQ(json_of(run_verb("check", p, {{"solution", s.c_str()}})).find("status")->as_string(), "valid");
  // A grid and a URL puzzle, the solution in --solution.
  auto g = parse_sudoku(p);
  EXPECT_EQ(json_of(run_verb("check", format_sudoku(*g, SudokuFormat::Grid), {{"solution", s.c_str()}}))
                .find("status")
                ->as_string(),
            "valid");
  // The solution may leave the givens out.
  std::string entries = s;
  for (size_t i = 0; i < p.size(); ++i)
    if (p[i] != '.') entries[i] = '.';
  EXPECT_EQ(json_of(run_verb("check", p + " " + entries)).find("status")->as_string(), "valid");

  // Swap r1c3 (4) and r1c4 (6): neither is a given; columns 3 and 4 and boxes 1 and 2 break.
  std::string swapped = s;
  std::swap(swapped[2], swapped[3]);
  JsonValue bad = json_of(run_verb("check", p + " " + swapped));
  EXPECT_EQ(bad.find("status")->as_string(), "invalid");
  EXPECT_EQ(bad.find("error")->as_string(), "box 1 has two 6s: r1c3 and r2c1");
  EXPECT_EQ(bad.find("conflicts")->items().size(), 4u);
  SudokuGrid sg = *parse_sudoku(swapped);
  EXPECT_EQ(*find_sudoku_violation(*g, sg), bad.find("error")->as_string());  // the same first conflict

  // A wrong given.
  std::string wrong = s;
  wrong[0] = '6';
  JsonValue wg = json_of(run_verb("check", p + " " + wrong));
  EXPECT_EQ(wg.find("status")->as_string(), "invalid");
  EXPECT_EQ(wg.find("error")->as_string(), "r1c1 holds 6 but the given is 5");
  ASSERT_NE(wg.find("wrongGivens"), nullptr);
  EXPECT_EQ(wg.find("wrongGivens")->items()[0].as_string(), "r1c1");

  // Incomplete: empty cells listed; still completable, or not.
  std::string part = s;
  part[72] = '.';
  part[73] = '.';
  JsonValue inc = json_of(run_verb("check", p + " " + part));
  EXPECT_EQ(inc.find("status")->as_string(), "incomplete");
  EXPECT_EQ(inc.find("empty")->items().size(), 2u);
  EXPECT_EQ(inc.find("empty")->items()[0].as_string(), "r9c1");
  EXPECT_TRUE(inc.find("completable")->as_bool());
  std::string stuck(81, '.');
  stuck[2] = '1';  // r1c3 = 1 clashes with nothing but leaves the puzzle unsolvable (r1c3 is 4)
  JsonValue st = json_of(run_verb("check", p + " " + stuck));
  EXPECT_EQ(st.find("status")->as_string(), "incomplete");
  EXPECT_FALSE(st.find("completable")->as_bool());

  // Input errors.
  EXPECT_NE(run_verb("check", p).error.find("expected a puzzle and a proposed solution"), std::string::npos);
  EXPECT_NE(run_verb("check", p + " " + std::string(16, '.')).error.find("the solution is 4×4 but the puzzle is 9×9"),
            std::string::npos);
  EXPECT_NE(run_verb("check", p + " " + s.substr(1) + "x").error.find("solution: character 81 (r9c9)"),
            std::string::npos);
  EXPECT_TRUE(run_verb("check", p, {{"frob", "1"}}).bad_options);
}

}  // namespace
}  // namespace gridlogic
