// sudoku_rating.h — how hard a Sudoku is for a person: document 004's Simple Sudoku Solver (SiSuS)
// model with its refutation-sum and dependency metrics, the technique-ladder grade on the Sudoku
// Explainer scale (sudoku_human.h), and the 1..5 level the generator, the `rate` verb and the site use.
//
// SiSuS (Pelánek 2011, document 004): a simulated solver that repeatedly fills one cell, chosen at
// random among the cells where a naked or a hidden single applies. When no single applies it scores
// every empty cell by refutation — for each wrong candidate, the number of random single steps after
// assuming it until a contradiction shows — and fills the cell with the lowest score (with its correct
// value). Refutation sum: the scores of those cells added up; dependency: the mean number of cells
// where a single applies over the first k steps. Both are averaged over randomised runs with a fixed
// seed, so a rating is reproducible on every platform. sudoku_rating.cpp combines the metrics;
// sudoku_sisus.cpp is the model. docs/rating.md gives the exact definitions, the level table and how
// well each metric orders the rated buckets of ../shared/datasets/sudoku-exchange-rated.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "gridlogic/result.h"
#include "gridlogic/sudoku.h"

namespace gridlogic {

// --- The SiSuS model alone ---------------------------------------------------------------------------

struct SisusOptions {
  int runs = 30;              // randomised runs averaged (document 004: 30); ≥ 1
  uint64_t seed = 1;          // run i uses sisus_run_seed(seed, i): the same seed, the same numbers
  int dependency_steps = 25;  // k of the dependency metric (document 004: 20..30 work alike); ≥ 1
  // ref_v counts the single steps after assuming v *and* the one that finds the contradiction (a cell
  // with no candidate, a value with no place): an assumption refuted at once costs 1, not 0. With
  // false, only the placements count (docs/rating.md compares the two readings of document 004).
  bool count_contradiction_step = true;
};

// One run of the model.
struct SisusRun {
  std::vector<int> order;              // the cells (row-major index) in the order they were filled
  std::vector<int> possibilities;      // per step: cells where a single applied (0 for a refutation step)
  std::vector<int> refutation_scores;  // the score of each cell filled by refutation, in order
  int refutation_sum = 0;              // their sum
  int unrefutable_steps = 0;           // refutation steps where no cell was refutable by singles alone
};

struct SisusRating {
  double refutation_sum = 0;     // mean over the runs (0: singles alone solve the puzzle)
  double dependency = 0;         // mean over the runs of the mean possibilities of the first k steps
  double refutation_steps = 0;   // mean number of cells filled by refutation per run
  double unrefutable_steps = 0;  // mean number of those where every cell had an unrefutable candidate
  int runs = 0;
};

// One run from the puzzle and its solution, driven by `seed`. Contract: `solution` solves `puzzle`
// (assumed, not re-checked: singles never contradict a puzzle with a unique solution).
// `candidates`, when not empty: a pencil-mark puzzle's (one mask per cell, sudoku_format.h), which the
// model's candidates start from.
SisusRun run_sisus(const SudokuGrid& puzzle, const SudokuGrid& solution, uint64_t seed,
                   bool count_contradiction_step = true, const std::vector<uint32_t>& candidates = {});
// The seed run_sisus gets for run `run` (0-based) of rate_sisus under `seed`.
uint64_t sisus_run_seed(uint64_t seed, int run);
// The averaged metrics. Contract as run_sisus; options.runs ≥ 1, options.dependency_steps ≥ 1.
SisusRating rate_sisus(const SudokuGrid& puzzle, const SudokuGrid& solution, const SisusOptions& options = {},
                       const std::vector<uint32_t>& candidates = {});

// --- The combined rating -----------------------------------------------------------------------------

struct RatingOptions {
  int runs = 30;              // SiSuS runs
  uint64_t seed = 1;          // SiSuS seed
  int dependency_steps = 25;  // SiSuS k
  bool with_se = true;        // also grade by the technique ladder (sudoku_human.h)
};

struct SudokuRating {
  double refutation_sum = 0;    // SiSuS, mean over the runs
  double dependency = 0;        // SiSuS, mean possibilities over the first k steps
  double refutation_steps = 0;  // SiSuS, mean cells filled by refutation per run
  std::optional<double> se;     // SE-scale grade; nullopt without with_se or when the ladder needed
                                // its last resort
  // Sudoku Explainer's other two numbers (as its command-line raters print ED/EP/ER), with se:
  // ep the hardest step up to the first that places a value, ed the first step's rating.
  std::optional<double> ep, ed;
  std::string hardest_technique;  // of the ladder's path ("" without with_se); "trial-and-error" when
                                  // the last resort was needed
  bool last_resort = false;       // the ladder needed trial and error
  int level = 0;                  // 1..5 (docs/rating.md)
  std::string level_name;         // easy, medium, hard, fiendish, diabolical
};

// The five levels' names, level 1 first.
inline constexpr const char* kSudokuLevelNames[5] = {"easy", "medium", "hard", "fiendish", "diabolical"};

// Rates a puzzle. Error when it has no solution or more than one (a rating needs the unique solution).
Result<SudokuRating> rate_sudoku(const SudokuGrid& puzzle, const RatingOptions& options = {});
// A pencil-mark puzzle (its givens and one candidate mask per cell, sudoku_format.h): the same rating
// from its candidates — the ladder's and SiSuS's starting position.
Result<SudokuRating> rate_sudoku(const SudokuGrid& givens, const std::vector<uint32_t>& candidates,
                                 const RatingOptions& options = {});

// The level alone, as cheaply as the level allows (for generators): 1..5, or 0 when the puzzle has no
// unique solution. Equal to rate_sudoku(puzzle).level for the default options.
int sudoku_level(const SudokuGrid& puzzle);

// Whether sudoku_level(puzzle) is in 1..target, answered with no more work than that question needs,
// for a generator's removals: most of them only need "at most the target", and the SiSuS runs (the
// bulk of a rating from 16×16 on) are skipped when the ladder's grade already bounds the level, or cut
// short once the refutation sum is past the bar. Returns the exact level when it computed it, else
// kSudokuLevelWithin (the level is in 1..target, which one was not worked out) or some level above
// the target (not necessarily the exact one); 0 without a unique solution.
inline constexpr int kSudokuLevelWithin = -1;
int sudoku_level_within(const SudokuGrid& puzzle, int target);

// The same question with "level 3 or 4?" judged on the mean of the first `sisus_runs` of the 30 SiSuS
// runs: an estimate where a puzzle's mean refutation sum is near the bar, for a generator that screens
// many trials with it and confirms the one it keeps with sudoku_level_within. 30 runs is the exact
// answer. Every other answer is exact as in sudoku_level_within.
int sudoku_level_screened(const SudokuGrid& puzzle, int target, int sisus_runs);

}  // namespace gridlogic
