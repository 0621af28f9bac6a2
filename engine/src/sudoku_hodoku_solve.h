// sudoku_hodoku_solve.h — HoDoKu's SudokuSolver on one puzzle or position (internal to the engine): the
// next step as HoDoKu's hint would give it, or the whole path with HoDoKu's score and level. The port
// itself is described in sudoku_hodoku.h.
#pragma once

#include <limits>
#include <optional>
#include <vector>

#include "sudoku_hodoku.h"

namespace gridlogic::human::hodoku {

struct SolveResult {
  std::vector<Step> steps;
  std::vector<const StepConfig*> configs;  // the step type searched for each step (its score and level)
  int score = 0;
  int level = 0;  // 1 easy .. 5 extreme
  bool solved = false;
};

class Hodoku {
 public:
  // A puzzle (its givens, 0 for empty; the givens are set in reading order, as HoDoKu loads them) with
  // its solution. `unique`: the puzzle has one solution (uniqueness steps allowed); `givens_unique`:
  // the givens alone do (avoidable rectangles).
  Hodoku(const int8_t* values81, const int8_t* solution81, bool unique, bool givens_unique);
  // A position: values and candidate masks (bit v-1), the singles queues rebuilt from it.
  Hodoku(const int8_t* values81, const uint16_t* cands81, const int8_t* solution81, bool unique);
  Hodoku(const Hodoku&) = delete;
  Hodoku& operator=(const Hodoku&) = delete;

  struct Found {
    Step step;
    const StepConfig* config = nullptr;  // the type searched (HoDoKu scores the search, not the step)
  };
  // The first step in HoDoKu's order; with `max_score`, the techniques after the last one scored within
  // it are not searched (a step found before it may still score above: the caller decides).
  std::optional<Found> next(int max_score = std::numeric_limits<int>::max());
  void apply(const Step& step);
  SolveResult solve();
  const Grid& grid() const { return grid_; }

 private:
  Grid grid_;
  Finder finder_;
};

}  // namespace gridlogic::human::hodoku
