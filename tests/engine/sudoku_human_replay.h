// sudoku_human_replay.h — shared by the human-solver tests (SE ladder and HoDoKu ladder): a puzzle
// from its line, and a whole explained path replayed against the known solution.
#pragma once

#include <gtest/gtest.h>

#include <string>

#include "gridlogic/sudoku_format.h"
#include "gridlogic/sudoku_human.h"

namespace gridlogic::testing {

inline SudokuGrid grid(const std::string& line) {
  auto g = parse_sudoku_line(line);
  EXPECT_TRUE(g.ok()) << line;
  return *g;
}

// Replays `result` from `puzzle`: every placement is the solution's value and a candidate at the time,
// every removal a candidate at the time and not the solution's value. Returns the number of failures.
inline int replay_failures(const SudokuGrid& puzzle, const SudokuGrid& solution, const HumanSolveResult& result) {
  int failures = 0;
  HumanPosition pos = human_position(puzzle);
  for (const TraceStep& step : result.steps) {
    for (const CellValue& cv : step.placed) {
      const bool ok = solution.cells[cv.cell] == cv.value && ((pos.candidates[cv.cell] >> (cv.value - 1)) & 1u);
      if (!ok) ++failures;
      EXPECT_TRUE(ok) << format_sudoku_line(puzzle) << ": " << step.explanation;
    }
    for (const CellValue& cv : step.removed) {
      const bool ok = solution.cells[cv.cell] != cv.value && ((pos.candidates[cv.cell] >> (cv.value - 1)) & 1u);
      if (!ok) ++failures;
      EXPECT_TRUE(ok) << format_sudoku_line(puzzle) << ": " << step.explanation;
    }
    EXPECT_FALSE(step.explanation.empty());
    EXPECT_FALSE(step.placed.empty() && step.removed.empty()) << step.explanation;
    apply_human_step(pos, step);
  }
  EXPECT_EQ(pos.grid.cells, result.grid.cells);
  if (result.solved) EXPECT_EQ(result.grid.cells, solution.cells) << format_sudoku_line(puzzle);
  return failures;
}

}  // namespace gridlogic::testing
