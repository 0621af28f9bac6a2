// sudoku_patterns_test.cpp — patterns of givens and solutions over a set (sudoku_patterns.h, the
// `patterns` verb), on small hand-made sets and on the whole 17-clue set when ../shared is present.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>
#include <string>

#include "gridlogic/api.h"
#include "gridlogic/json_value.h"
#include "gridlogic/sudoku_format.h"
#include "gridlogic/sudoku_patterns.h"
#include "test_util.h"

namespace gridlogic {
namespace {

using testing::kWikipediaPuzzle;
using testing::kWikipediaSolution;

Response run_patterns(const std::string& input, const char* format = nullptr) {
  Request req;
  req.verb = "patterns";
  req.input = input;
  if (format) req.options.set("format", format);
  return run(req);
}

TEST(SudokuPatterns, CountsGivensAndSolutionValues) {
  SudokuPatterns p(SudokuShape{3, 3});
  const SudokuGrid wiki = *parse_sudoku(kWikipediaPuzzle);
  add_sudoku_pattern(p, wiki);
  add_sudoku_pattern(p, wiki);
  add_sudoku_pattern(p, *parse_sudoku(std::string(81, '.')));  // many solutions: givens only
  EXPECT_EQ(p.puzzles, 3);
  EXPECT_EQ(p.unique, 2);
  EXPECT_EQ(p.not_unique, 1);
  EXPECT_EQ(p.givens[0], 2);  // r1c1 = 5 in the two Wikipedia copies
  EXPECT_EQ(p.givens[2], 0);
  EXPECT_NEAR(p.given_percent(0), 200.0 / 3, 1e-9);
  for (int cell = 0; cell < 81; ++cell) {
    EXPECT_EQ(p.popular_value(cell), kWikipediaSolution[cell] - '0');
    EXPECT_EQ(p.popular_count(cell), 2);
  }
  const std::vector<int> h = p.popular_histogram();
  for (int v = 1; v <= 9; ++v) EXPECT_EQ(h[v], 9);  // a solution holds each value in 9 cells
}

TEST(SudokuPatterns, VerbCsvJsonSvg) {
  const std::string set = std::string("# two puzzles\n") + kWikipediaPuzzle + "\n\n" +
                          format_sudoku(*parse_sudoku(kWikipediaPuzzle), SudokuFormat::Url) + "\n";
  Response r = run_patterns(set);
  ASSERT_TRUE(r.error.empty()) << r.error;
  std::istringstream csv(r.text);
  std::string header, first;
  std::getline(csv, header);
  std::getline(csv, first);
  EXPECT_EQ(header, "table,row,c1,c2,c3,c4,c5,c6,c7,c8,c9");
  EXPECT_EQ(first, "givens,1,2,2,0,0,2,0,0,0,0");
  EXPECT_NE(r.text.find("\npercent,1,100.0,100.0,0.0,"), std::string::npos);
  EXPECT_NE(r.text.find("\npopular,1,5,3,4,6,7,8,9,1,2\n"), std::string::npos);
  EXPECT_NE(r.text.find("\npopular_count,9,2,2,"), std::string::npos);
  auto j = parse_json(r.json);
  ASSERT_TRUE(j.ok()) << r.json;
  EXPECT_EQ(j->find("puzzles")->as_integer(), 2);
  EXPECT_EQ(j->find("unique")->as_integer(), 2);
  EXPECT_EQ(j->find("givens")->items()[0].items()[0].as_integer(), 2);
  EXPECT_EQ(j->find("percent")->items()[0].items()[0].as_number(), 100.0);
  EXPECT_EQ(j->find("popular")->items()[8].items()[8].as_integer(), 9);
  EXPECT_EQ(j->find("popularHistogram")->items().size(), 9u);
  EXPECT_EQ(j->find("svg"), nullptr);

  Response svg = run_patterns(set, "svg");
  ASSERT_TRUE(svg.error.empty()) << svg.error;
  EXPECT_EQ(svg.text.rfind("<svg xmlns=\"http://www.w3.org/2000/svg\"", 0), 0u);
  EXPECT_NE(svg.text.find("</svg>"), std::string::npos);
  EXPECT_NE(svg.text.find("<title>r1c1: 2 givens</title>"), std::string::npos);
  auto js = parse_json(svg.json);
  ASSERT_TRUE(js.ok());
  EXPECT_EQ(js->find("svg")->as_string(), svg.text);
}

TEST(SudokuPatterns, VerbErrors) {
  EXPECT_NE(run_patterns("").error.find("no puzzles"), std::string::npos);
  Response mixed = run_patterns(std::string(kWikipediaPuzzle) + "\n# c\n" + std::string(16, '.') + "\n");
  EXPECT_NE(mixed.error.find("puzzle 2 (line 3): a 4×4 Sudoku in a set of 9×9"), std::string::npos) << mixed.error;
  Response bad = run_patterns(std::string(kWikipediaPuzzle) + "\nxyz\n");
  EXPECT_NE(bad.error.find("puzzle 2 (line 2): a Sudoku line has"), std::string::npos) << bad.error;
  EXPECT_TRUE(run_patterns(kWikipediaPuzzle, "png").bad_options);
}

// The whole 17-clue set (document 002 used Royle's 49,151; this file has 49,158): every puzzle unique,
// 17 givens each, so the per-cell counts add up to 17 × the puzzles.
TEST(SudokuPatterns, Whole17ClueSet) {
  const std::string path = testing::dataset_path("sudoku-17clue/puzzles2_17_clue");
  if (path.empty()) GTEST_SKIP() << "../shared/datasets/sudoku-17clue is absent";
  std::ifstream in(path);
  std::stringstream all;
  all << in.rdbuf();
  Response r = run_patterns(all.str());
  ASSERT_TRUE(r.error.empty()) << r.error;
  auto j = parse_json(r.json);
  ASSERT_TRUE(j.ok());
  EXPECT_EQ(j->find("puzzles")->as_integer(), 49158);
  EXPECT_EQ(j->find("unique")->as_integer(), 49158);
  int64_t total = 0;
  for (const JsonValue& row : j->find("givens")->items())
    for (const JsonValue& v : row.items()) total += *v.as_integer();
  EXPECT_EQ(total, 17 * 49158);
}

}  // namespace
}  // namespace gridlogic
