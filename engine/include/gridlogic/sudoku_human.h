// sudoku_human.h — a human-style Sudoku solver: a ladder of named techniques (singles, locked
// candidates, subsets, fish, wings, colouring, X-chains, XY-chains), tried easiest first, each step explained and
// rated on the Sudoku Explainer (SE) scale; and the SE-style grade of a puzzle.
//
// Every size n = r×c (sudoku.h); the houses are rows, columns and boxes. After each step the ladder
// restarts from the easiest technique, so the path is the easiest-first path SE grades. Steps are
// reported as TraceSteps (trace.h) to a TraceObserver as they are taken. Techniques live in
// engine/src/sudoku_human_*.cpp, one file per family; docs/human-solver.md describes the ladder.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "gridlogic/sudoku.h"
#include "gridlogic/trace.h"

namespace gridlogic {

struct HumanOptions {
  double max_rating = 100.0;       // techniques rated above this are not used
  bool allow_last_resort = true;   // when no technique applies: trial and error (clearly labelled)
};

struct HumanSolveResult {
  SudokuGrid grid;                 // as far as the techniques got
  bool solved = false;             // grid complete
  bool contradiction = false;      // the puzzle has no solution (a house/cell without candidates)
  double hardest_rating = 0;       // SE rating of the hardest step used (0 if no step)
  std::string hardest_technique;   // its kebab-case name ("" if no step)
  bool used_last_resort = false;   // a "trial-and-error" step was needed
  bool stopped = false;            // the request's time limit ended the walk (deadline.h)
  std::vector<TraceStep> steps;    // same steps as sent to the observer
  std::vector<double> ratings;     // the SE rating of each step, parallel to `steps`
};

// A technique of the ladder, in ladder order (human_techniques()).
struct HumanTechnique {
  std::string_view name;   // kebab-case, as in TraceStep::technique
  std::string_view title;  // as the explanations start: "Hidden single"
  double rating;           // SE rating (the base rating for chains, whose rating grows with length)
};
std::span<const HumanTechnique> human_techniques();
// SE rating of the last resort (not an SE technique; above every technique of the ladder).
inline constexpr double kLastResortRating = 10.0;

// A solving position: the grid and the remaining candidates of every cell (bit v-1 for value v; 0 for
// a filled cell). A player's pencil marks, or the solver's own state between steps.
struct HumanPosition {
  SudokuGrid grid;
  std::vector<uint32_t> candidates;
};

// The position of a puzzle with every candidate the rules allow (no candidate repeats a value placed
// in the cell's row, column or box).
HumanPosition human_position(const SudokuGrid& puzzle);

// Solves by the ladder, easiest first, reporting each step to `observer` (may be null).
HumanSolveResult solve_sudoku_human(const SudokuGrid& puzzle, const HumanOptions& options = {},
                                    TraceObserver* observer = nullptr);

// The next step only (a hint): nullopt when the grid is complete, contradictory or stuck (no technique
// within the options applies). `rating`, when given, receives the step's SE rating.
std::optional<TraceStep> next_human_step(const HumanPosition& position, const HumanOptions& options = {},
                                         double* rating = nullptr);
std::optional<TraceStep> next_human_step(const SudokuGrid& puzzle, const HumanOptions& options = {},
                                         double* rating = nullptr);
// Applies a step: places its values (removing them from the peers' candidates) and removes its
// candidates.
void apply_human_step(HumanPosition& position, const TraceStep& step);

// SE-style grade: the hardest step of the easiest-first path; nullopt when the techniques do not solve
// the puzzle (last resort needed, or no solution).
std::optional<double> sudoku_se_rating(const SudokuGrid& puzzle);

}  // namespace gridlogic
