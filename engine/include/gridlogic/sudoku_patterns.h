// sudoku_patterns.h — patterns over a set of Sudoku puzzles (document 002, "Pattern of givens" and
// "Pattern of solution"): how often each cell holds a given, and each cell's most frequent solution
// value. The `patterns` verb (genres/sudoku_patterns.cpp) reads a set and prints these as CSV or
// an SVG heatmap; docs/patterns.md compares them with 002's tables 4-5 and figure 4.
#pragma once

#include <string>
#include <vector>

#include "gridlogic/sudoku.h"

namespace gridlogic {

struct SudokuPatterns {
  SudokuShape shape;
  int puzzles = 0;          // puzzles added
  int unique = 0;           // puzzles whose unique solution entered the solution pattern
  int not_unique = 0;       // no solution, or several: left out of the solution pattern
  std::vector<int> givens;  // per cell (row-major): puzzles with a given there
  std::vector<int> values;  // per cell and value: [cell * (n + 1) + v] solutions holding v there

  explicit SudokuPatterns(SudokuShape s = {});
  int n() const { return shape.n(); }
  // Share of the puzzles with a given in `cell`, in percent (0 for an empty set).
  double given_percent(int cell) const;
  // The value most solutions hold in `cell` (the smallest of a tie); 0 when no solution was counted.
  int popular_value(int cell) const;
  int popular_count(int cell) const;
  // Index v (1..n): in how many cells v is the popular value (document 002, figure 6); index 0 unused.
  std::vector<int> popular_histogram() const;
};

// Adds one puzzle of the patterns' shape (contract: same side length): its givens, and, when the fast
// search proves a unique solution, that solution's values.
void add_sudoku_pattern(SudokuPatterns& patterns, const SudokuGrid& puzzle);

// Four tables in one CSV with the header "table,row,c1,…,cn": givens (counts), percent (one decimal),
// popular (value) and popular_count, n rows each.
std::string sudoku_patterns_csv(const SudokuPatterns& patterns);
// A standalone SVG: the given percentages as a heatmap beside the popular solution values.
std::string sudoku_patterns_svg(const SudokuPatterns& patterns);

}  // namespace gridlogic
