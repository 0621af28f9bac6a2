// sudoku_parse_test.cpp — the one-line Sudoku format: sizes, blanks, letters, and precise errors.
#include <gtest/gtest.h>

#include "gridlogic/sudoku.h"
#include "test_util.h"

namespace gridlogic {
namespace {

TEST(SudokuParse, NineByNineWithDotsAndZeros) {
  std::string line = testing::kWikipediaPuzzle;
  auto dots = parse_sudoku_line(line);
  ASSERT_TRUE(dots.ok()) << dots.error().message;
  EXPECT_EQ(dots->shape, (SudokuShape{3, 3}));
  EXPECT_EQ(dots->at(0, 0), 5);
  EXPECT_EQ(dots->at(0, 2), 0);
  EXPECT_EQ(dots->givens(), 30);
  std::string zeros = line;
  for (char& ch : zeros)
    if (ch == '.') ch = '0';
  auto z = parse_sudoku_line(zeros);
  ASSERT_TRUE(z.ok());
  EXPECT_EQ(z->cells, dots->cells);
  EXPECT_EQ(format_sudoku_line(*z), line);
}

TEST(SudokuParse, SurroundingWhitespaceIsIgnored) {
  auto g = parse_sudoku_line("  " + std::string(testing::kWikipediaPuzzle) + " \r\n");
  ASSERT_TRUE(g.ok()) << g.error().message;
}

TEST(SudokuParse, SizesFromLength) {
  EXPECT_EQ(parse_sudoku_line(std::string(16, '.'))->shape, (SudokuShape{2, 2}));
  EXPECT_EQ(parse_sudoku_line(std::string(36, '.'))->shape, (SudokuShape{2, 3}));
  EXPECT_EQ(parse_sudoku_line(std::string(144, '.'))->shape, (SudokuShape{3, 4}));
  EXPECT_EQ(parse_sudoku_line(std::string(256, '.'))->shape, (SudokuShape{4, 4}));
  EXPECT_EQ(parse_sudoku_line(std::string(625, '.'))->shape, (SudokuShape{5, 5}));
}

TEST(SudokuParse, LettersAboveNine) {
  std::string line(256, '.');
  line[0] = 'g';  // 16, lower case accepted
  line[1] = 'A';
  auto g = parse_sudoku_line(line);
  ASSERT_TRUE(g.ok()) << g.error().message;
  EXPECT_EQ(g->at(0, 0), 16);
  EXPECT_EQ(g->at(0, 1), 10);
  EXPECT_EQ(format_sudoku_line(*g).substr(0, 2), "GA");
}

TEST(SudokuParse, WrongLengthSaysWhatWasExpected) {
  auto g = parse_sudoku_line(std::string(80, '.'));
  ASSERT_FALSE(g.ok());
  EXPECT_NE(g.error().message.find("this one has 80"), std::string::npos) << g.error().message;
  EXPECT_NE(g.error().message.find("81"), std::string::npos);
}

TEST(SudokuParse, BadCharacterNamesPositionAndCell) {
  std::string line(81, '.');
  line[11] = 'x';  // character 12 = row 2, column 3
  auto g = parse_sudoku_line(line);
  ASSERT_FALSE(g.ok());
  EXPECT_EQ(g.error().message, "character 12 (r2c3): 'x' is not a value of a 9×9 Sudoku; expected 1-9, '.' or '0'");
}

TEST(SudokuParse, ValueTooLargeForTheSize) {
  std::string line(16, '.');
  line[5] = '7';
  auto g = parse_sudoku_line(line);
  ASSERT_FALSE(g.ok());
  EXPECT_NE(g.error().message.find("r2c2"), std::string::npos) << g.error().message;
  EXPECT_NE(g.error().message.find("expected 1-4"), std::string::npos) << g.error().message;
}

TEST(SudokuParse, ControlBytesArePrintedReadably) {
  std::string line(81, '.');
  line[0] = '\x01';
  auto g = parse_sudoku_line(line);
  ASSERT_FALSE(g.ok());
  EXPECT_NE(g.error().message.find("the control character U+0001"), std::string::npos) << g.error().message;
}

TEST(SudokuCheck, AcceptsTheSolutionAndNamesBrokenRules) {
  auto puzzle = *parse_sudoku_line(testing::kWikipediaPuzzle);
  auto solution = *parse_sudoku_line(testing::kWikipediaSolution);
  EXPECT_EQ(find_sudoku_violation(puzzle, solution), std::nullopt);

  auto wrong_given = solution;
  std::swap(wrong_given.cells[0], wrong_given.cells[1]);  // r1c1 is given as 5
  EXPECT_EQ(find_sudoku_violation(puzzle, wrong_given), "r1c1 holds 3 but the given is 5");

  auto empty = *parse_sudoku_line(std::string(81, '.'));
  auto repeated = solution;
  repeated.cells[80] = repeated.cells[79];  // r9c9 := r9c8 = 7
  EXPECT_EQ(find_sudoku_violation(empty, repeated), "row 9 has two 7s: r9c8 and r9c9");

  auto column = solution;
  std::swap(column.cells[0], column.cells[1]);  // rows stay valid, columns 1 and 2 break
  EXPECT_EQ(find_sudoku_violation(empty, column), "column 1 has two 3s: r1c1 and r9c1");

  // Rows and columns right, boxes wrong: a cyclic Latin square, at 9×9 and 6×6 (2×3 boxes).
  for (int n : {9, 6}) {
    const SudokuShape shape = *SudokuShape::for_side(n);
    SudokuGrid latin{shape, std::vector<uint8_t>(n * n)};
    for (int r = 0; r < n; ++r)
      for (int c = 0; c < n; ++c) latin.cells[r * n + c] = static_cast<uint8_t>((r + c) % n + 1);
    EXPECT_EQ(find_sudoku_violation(SudokuGrid{shape, std::vector<uint8_t>(n * n)}, latin),
              "box 1 has two 2s: r1c2 and r2c1")
        << n;
  }
}

}  // namespace
}  // namespace gridlogic
