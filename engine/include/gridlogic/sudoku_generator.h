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
#include "gridlogic/sudoku_human.h"  // HumanLadder

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
// Full grids a trainer puzzle (--technique) tries before it says none was found.
inline constexpr int kTrainerAttempts = 3000;

// Whether a trial is at most the target, as cheaply as that allows: the level, or kSudokuLevelWithin
// (sudoku_rating.h: somewhere in 1..target) or any level above the target. A removal only asks this;
// the generator rates exactly (SudokuLevelFn) only the puzzle it ends with.
using SudokuWithinFn = std::function<int(const SudokuGrid&, int target)>;

// A technique a trainer puzzle practises (SudokuGeneratorOptions::technique): one of either ladder's,
// as the ladders' own tables list them (sudoku_human.h: human_techniques(), hodoku_techniques()), so a
// technique added to a ladder is offered with no other edit. The last resort is not one.
struct SudokuTechnique {
  std::string name;   // as in TraceStep::technique: "x-wing"
  std::string title;  // "X-wing"
  bool se = false;    // on Sudoku Explainer's ladder, with its (base) rating
  double se_rating = 0;
  bool hodoku = false;  // on the HoDoKu ladder, with HoDoKu's score and level (1 easy .. 5 extreme)
  int hodoku_score = 0;
  int hodoku_level = 0;
};
// Every technique, SE's ladder order first, then the HoDoKu ladder's own; each name once.
const std::vector<SudokuTechnique>& sudoku_techniques();
const SudokuTechnique* find_sudoku_technique(std::string_view name);
// The ladder a trainer puzzle of this technique follows when none is asked: SE's when it has it.
HumanLadder default_technique_ladder(const SudokuTechnique& t);
// The levels (sudoku_rating.h, 1..5) a puzzle whose hardest step is this SE technique can have; empty
// when that is not known in advance (a HoDoKu-only technique, whose SE grade is some other step's).
std::vector<int> technique_levels(const SudokuTechnique& t, HumanLadder ladder);

struct SudokuGeneratorOptions {
  SudokuShape shape;  // any n = box_rows × box_cols from 4 to 25
  uint64_t seed = 0;  // with the index below, fixes the puzzle
  SudokuSymmetry symmetry = SudokuSymmetry::Rot2;
  int level = 0;          // 0: any (remove while unique); 1..5: exactly this level
  int max_attempts = 0;   // full grids to try for a level; 0: the default per size (kTrainerAttempts
                          // for a technique)
  SudokuLevelFn rate;     // empty: the engine's rating (sudoku_rating.h)
  SudokuWithinFn within;  // empty: rate's level, or sudoku_level_within
                          // when rate is empty too
  SudokuWithinFn screen;  // an estimate of `within` asked for every trial;
                          // the puzzles it lets through are confirmed with
                          // `within` before one is kept. Empty: none, except
                          // on 25×25 with the engine's rating, where it is
                          // sudoku_level_screened with 10 SiSuS runs
  ProgressSink progress;  // hears {"attempt", k, max_attempts} before each grid
  // A trainer puzzle (docs/generator.md, "Technique trainer"): when `technique` names one of
  // sudoku_techniques(), the puzzle's path on `ladder` (the explained, easiest-first path that `explain`
  // and the hints follow) takes that technique at least once and no step rated above it (SE: by SE
  // rating; HoDoKu: by HoDoKu score). `level` then also applies (0: any). 9×9 and smaller.
  std::string technique;
  HumanLadder ladder = HumanLadder::SE;
};

struct GeneratedSudoku {
  SudokuGrid puzzle;
  SudokuGrid solution;
  int level = 0;     // rate(puzzle)
  int attempts = 0;  // full grids tried (1 when the first one gave the level)
  // A trainer puzzle: the steps of its path that are the technique (≥ 1), the first of them (0-based
  // index into the path), the path's length, and its hardest step's rating on the ladder (SE rating,
  // or HoDoKu score).
  int technique_steps = 0;
  int first_technique_step = -1;
  int path_steps = 0;
  double hardest = 0;
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
