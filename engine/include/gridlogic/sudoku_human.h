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
#include <limits>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "gridlogic/sudoku.h"
#include "gridlogic/trace.h"

namespace gridlogic {

// Which ladder the solver climbs. SE: Sudoku Explainer's techniques in SE's order, rated on SE's scale
// (the default; `rate`'s se/ep/ed). HoDoKu: on 9×9 HoDoKu 2.2.0's own solver (its techniques, order and
// path, each step scored on HoDoKu's scale, hodoku_techniques()); other sizes climb a generic form of
// it (SE's finders in HoDoKu's order with HoDoKu's finned fish and ALS moves). docs/human-solver.md.
enum class HumanLadder { SE, HoDoKu };

struct HumanOptions {
  double max_rating = 100.0;      // techniques rated above this (SE scale) are not used
  bool allow_last_resort = true;  // when no technique applies: trial and error (clearly labelled)
  HumanLadder ladder = HumanLadder::SE;
  // HoDoKu ladder: on 9×9 it is HoDoKu's own solver; true climbs the generic HoDoKu ladder of other sizes
  // instead (SE's finders in HoDoKu's order), as the ladder was before — for comparisons
  // (bench_hodoku_agreement --generic).
  bool hodoku_generic = false;
  // HoDoKu ladder: the walk stops (unsolved) at the first step HoDoKu scores above this, and HoDoKu's
  // own solver does not search the techniques after the last one scored within it. A trainer asking
  // "is this puzzle within the technique's score?" gets the same answer without solving the rest of a
  // puzzle that is not.
  int max_hodoku_score = std::numeric_limits<int>::max();
};

struct HumanSolveResult {
  SudokuGrid grid;                // as far as the techniques got
  bool solved = false;            // grid complete
  bool contradiction = false;     // the puzzle has no solution (a house/cell without candidates)
  double hardest_rating = 0;      // SE rating of the hardest step used (0 if no step)
  std::string hardest_technique;  // its kebab-case name ("" if no step)
  bool used_last_resort = false;  // a "trial-and-error" step was needed
  bool stopped = false;           // the request's time limit ended the walk (deadline.h)
  std::vector<TraceStep> steps;   // same steps as sent to the observer
  std::vector<double> ratings;    // the SE rating of each step, parallel to `steps` (0: SE has no such step)
  // HoDoKu ladder only (empty / 0 on SE's): each step's HoDoKu score, parallel to `steps`; their sum; and
  // HoDoKu's level (1 easy .. 5 extreme; 0 when unsolved): the hardest step's, raised while the sum
  // exceeds the level's maximum score, as HoDoKu grades.
  std::vector<int> hodoku_scores;
  int hodoku_score = 0;
  int hodoku_level = 0;
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

// A rung of the HoDoKu ladder, in ladder order, with HoDoKu's default score and level for its steps.
struct HodokuTechnique {
  std::string_view name;  // as in TraceStep::technique
  std::string_view title;
  int score;  // HoDoKu's StepConfig base score
  int level;  // 1 easy, 2 medium, 3 hard, 4 unfair, 5 extreme
};
std::span<const HodokuTechnique> hodoku_techniques();
// The HoDoKu score and level of a step's technique (any kind the HoDoKu ladder reports), nullopt for
// SE-only kinds.
std::optional<HodokuTechnique> hodoku_technique(std::string_view technique);
// "easy", "medium", "hard", "unfair", "extreme"; "incomplete" for 0.
std::string_view hodoku_level_name(int level);

// A solving position: the grid and the remaining candidates of every cell (bit v-1 for value v; 0 for
// a filled cell). A player's pencil marks, or the solver's own state between steps.
struct HumanPosition {
  SudokuGrid grid;
  std::vector<uint32_t> candidates;
};

// The position of a puzzle with every candidate the rules allow (no candidate repeats a value placed
// in the cell's row, column or box).
HumanPosition human_position(const SudokuGrid& puzzle);
// The position of a pencil-mark puzzle (sudoku_format.h's SudokuPuzzle: its givens and one candidate
// mask per cell); without masks, the one above.
HumanPosition human_position(const SudokuGrid& givens, const std::vector<uint32_t>& candidates);

// Solves by the ladder, easiest first, reporting each step to `observer` (may be null).
HumanSolveResult solve_sudoku_human(const SudokuGrid& puzzle, const HumanOptions& options = {},
                                    TraceObserver* observer = nullptr);
// The same from a position (a pencil-mark puzzle's candidates, a player's marks).
HumanSolveResult solve_sudoku_human(const HumanPosition& start, const HumanOptions& options = {},
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
