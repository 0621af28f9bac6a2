// sudoku_generator.h — seeded Sudoku generation: a random full grid, then givens removed under a
// symmetry while the solution stays unique and the puzzle stays at the level asked for.
//
// The method is Simon Tatham's Solo's (docs/generator.md): remove each symmetric orbit of givens, in a
// random order, when the puzzle is still unique (sudoku_fast.h) and still solvable at or below the target
// level; accept the result only if it is not solvable one level lower; otherwise start again from a new
// full grid, up to an attempt limit. Every puzzle returned has been proved unique twice, by the fast
// search and by SAT (sudoku_sat.h). Works with genres/sudoku_generate.cpp (the `generate` verb).
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "gridlogic/progress.h"
#include "gridlogic/random.h"  // SplitMix64
#include "gridlogic/result.h"
#include "gridlogic/sudoku.h"

namespace gridlogic {

// Symmetries of the pattern of givens (the values are free). Mirror reflects left↔right; Diagonal
// reflects in the main diagonal (r,c)↔(c,r); Rot4 includes Rot2.
enum class SudokuSymmetry { None, Rot2, Rot4, Mirror, Diagonal };

std::optional<SudokuSymmetry> parse_sudoku_symmetry(std::string_view name);  // none|rot2|rot4|mirror|diagonal
std::string_view symmetry_name(SudokuSymmetry s);
// The cells (row-major indices) that are given or blank together, one orbit per entry; the orbits
// partition the grid, each sorted, listed by their smallest cell.
std::vector<std::vector<int>> symmetry_orbits(SudokuShape shape, SudokuSymmetry s);
// Whether the givens of `puzzle` form a pattern with this symmetry.
bool has_symmetry(const SudokuGrid& puzzle, SudokuSymmetry s);

// A puzzle's level, 1 (easiest) .. kSudokuMaxLevel; any other value means "not rated" (the ladder
// cannot finish it), which the generator treats as above every target.
using SudokuLevelFn = std::function<int(const SudokuGrid&)>;
inline constexpr int kSudokuMaxLevel = 5;

// Whether a trial is at most the target, as cheaply as that allows: the level, or kSudokuLevelWithin
// (sudoku_rating.h: somewhere in 1..target) or any level above the target. A removal only asks this;
// the generator rates exactly (SudokuLevelFn) only the puzzle it ends with.
using SudokuWithinFn = std::function<int(const SudokuGrid&, int target)>;

struct SudokuGeneratorOptions {
  SudokuShape shape;                              // any n = box_rows × box_cols from 4 to 25
  uint64_t seed = 0;                              // with the index below, fixes the puzzle
  SudokuSymmetry symmetry = SudokuSymmetry::Rot2;
  int level = 0;                                  // 0: any (remove while unique); 1..5: exactly this level
  int max_attempts = 0;                           // full grids to try for a level; 0: the default per size
  SudokuLevelFn rate;                             // empty: the engine's rating (sudoku_rating.h)
  SudokuWithinFn within;                          // empty: rate's level, or sudoku_level_within
                                                  // when rate is empty too
  SudokuWithinFn screen;                          // an estimate of `within` asked for every trial;
                                                  // the puzzles it lets through are confirmed with
                                                  // `within` before one is kept. Empty: none, except
                                                  // on 25×25 with the engine's rating, where it is
                                                  // sudoku_level_screened with 10 SiSuS runs
  ProgressSink progress;                          // hears {"attempt", k, max_attempts} before each grid
};

struct GeneratedSudoku {
  SudokuGrid puzzle;
  SudokuGrid solution;
  int level = 0;     // rate(puzzle)
  int attempts = 0;  // full grids tried (1 when the first one gave the level)
};

// The default attempt limit for a shape: generous where attempts are cheap.
int default_generator_attempts(SudokuShape shape);

// A random complete grid (randomised search, smallest domain first, restarts): a function of the shape
// and of the stream only.
SudokuGrid random_sudoku_solution(SudokuShape shape, SplitMix64& rng);

// Puzzle number `index` of the sequence for options.seed (the same puzzle whether made alone or as part
// of a batch). Errors: options out of range, or the level not reached within the attempt limit (the
// message says which levels were reached instead).
Result<GeneratedSudoku> generate_sudoku(const SudokuGeneratorOptions& options, uint64_t index = 0);

}  // namespace gridlogic
