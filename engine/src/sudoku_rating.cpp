// sudoku_rating.cpp — the combined Sudoku rating of sudoku_rating.h: the unique solution (sudoku_fast.h),
// the SiSuS metrics (sudoku_sisus.cpp), the technique-ladder grade (sudoku_human.h) and the 1..5 level.
// docs/rating.md shows the measurements the level's thresholds come from.
#include <algorithm>
#include <cassert>

#include "gridlogic/deadline.h"
#include "gridlogic/sudoku_fast.h"
#include "gridlogic/sudoku_human.h"
#include "gridlogic/sudoku_rating.h"

namespace gridlogic {
namespace {

// `marks`: a pencil-mark puzzle's candidates (sudoku_rating.h), empty for a puzzle of givens.
Result<SudokuGrid> unique_solution(const SudokuGrid& puzzle, const std::vector<uint32_t>& marks = {}) {
  FastSudokuResult fr = marks.empty() ? solve_sudoku_fast(puzzle, 2) : solve_sudoku_candidates(puzzle, marks, 2);
  if (fr.count == 0) return Error{"the puzzle has no solution, so it cannot be rated"};
  if (fr.count >= 2) return Error{"the puzzle has more than one solution, so it cannot be rated"};
  return std::move(fr.first);
}

// The level's thresholds (docs/rating.md, "Levels"), fitted on the 9×9 buckets of
// sudoku-exchange-rated. The SE bands are Sudoku Explainer's: below 2.5 singles and the simplest
// locked candidates, from 3.8 swordfish, wings and hidden triples, from 5.0 chains. Dependency grows
// with the number of cells and refutation chains with the side, so other sizes scale them (not
// measured: no rated data set of other sizes).
struct Thresholds {
  double easy_dependency;              // singles only, SE < 1.5: easy from this dependency
  double easy_any_dependency;          // singles only: easy from this dependency whatever the SE
  double fiendish_refutation;          // SE 2.5..3.8: fiendish from this refutation sum
  double sisus_easy_dependency;        // without SE: singles only, easy from this dependency
  double sisus_hard_refutation;        // without SE: fiendish from this refutation sum
  double sisus_diabolical_refutation;  // without SE: diabolical from this refutation sum
};

Thresholds thresholds(SudokuShape shape) {
  const double cells = shape.cells() / 81.0, side = shape.n() / 9.0;
  return Thresholds{4.0 * cells, 12.0 * cells, 20.0 * side, 8.0 * cells, 8.0 * side, 12.0 * side};
}

// The level from the metrics. With the ladder's grade: its SE band, refined by SiSuS where document 004
// found the SE scale blind — among singles-only puzzles the dependency decides easy or medium, and a
// high refutation sum lifts a puzzle of the hard band to fiendish.
// A puzzle offers no more singles than it has empty cells, so for nearly full grids (a generator's
// first removals) the easy dependency bar drops to a fifth of the empty cells.
int level_of(const SudokuRating& r, bool with_se, const SudokuGrid& puzzle) {
  Thresholds t = thresholds(puzzle.shape);
  const double open = (puzzle.shape.cells() - puzzle.givens()) / 5.0;
  t.easy_dependency = std::min(t.easy_dependency, open);
  t.sisus_easy_dependency = std::min(t.sisus_easy_dependency, open);
  const bool singles_only = r.refutation_steps == 0;
  if (!with_se) {
    if (singles_only) return r.dependency >= t.sisus_easy_dependency ? 1 : 2;
    if (r.refutation_sum >= t.sisus_diabolical_refutation) return 5;
    return r.refutation_sum >= t.sisus_hard_refutation ? 4 : 3;
  }
  if (r.last_resort || !r.se || *r.se >= 5.0) return 5;
  const double se = *r.se;
  if (se >= 3.8) return 4;
  if (singles_only || se < 2.5) {
    const bool easy =
        singles_only && ((se < 1.5 && r.dependency >= t.easy_dependency) || r.dependency >= t.easy_any_dependency);
    return easy ? 1 : 2;
  }
  return r.refutation_sum >= t.fiendish_refutation ? 4 : 3;
}

// Whether the level of a puzzle with this ladder result depends on the SiSuS metrics at all.
bool level_needs_sisus(const SudokuRating& r) { return !(r.last_resort || !r.se || *r.se >= 3.8); }

// `cap`: rungs above it are not tried, and a puzzle they would be needed for gets no grade (the level
// only asks whether SE < 5; the chaining rungs above cost milliseconds to seconds).
void grade_by_ladder(const SudokuGrid& puzzle, SudokuRating& r, double cap = 100.0,
                     const std::vector<uint32_t>& marks = {}) {
  HumanOptions options;
  options.max_rating = cap;
  options.allow_last_resort = cap >= 100.0;
  const HumanSolveResult h = solve_sudoku_human(human_position(puzzle, marks), options);
  r.last_resort = h.used_last_resort;
  r.hardest_technique = h.hardest_technique;
  if (!h.solved || h.used_last_resort || h.steps.empty()) {
    if (h.solved && !h.used_last_resort) r.se = h.hardest_rating;
    return;
  }
  r.se = h.hardest_rating;
  // SE's diamond (ED) and pearl (EP): the first step's rating, and the hardest one up to and including
  // the first step that places a value.
  r.ed = h.ratings.front();
  double pearl = 0;
  for (size_t i = 0; i < h.steps.size(); ++i) {
    pearl = std::max(pearl, h.ratings[i]);
    if (!h.steps[i].placed.empty()) break;
  }
  r.ep = pearl;
}

void add_sisus(const SudokuGrid& puzzle, const SudokuGrid& solution, const RatingOptions& options, SudokuRating& r,
               const std::vector<uint32_t>& marks = {}) {
  const SisusRating s =
      rate_sisus(puzzle, solution, SisusOptions{options.runs, options.seed, options.dependency_steps}, marks);
  r.refutation_sum = s.refutation_sum;
  r.dependency = s.dependency;
  r.refutation_steps = s.refutation_steps;
}

// For a puzzle the ladder grades SE 2.5 to 3.8, level 3 or 4: 4 when the mean refutation sum of the
// SiSuS runs reaches the fiendish bar. The runs stop as soon as those so far put the mean there:
// refutation sums are never negative, so the mean of all runs can only be higher. (A puzzle of this
// band is never singles-only, so the dependency does not enter: singles alone would have kept the
// ladder below SE 2.5.) With `runs` below the rating's 30, the mean of the first `runs` of them:
// an estimate (sudoku_level_screened).
int hard_or_fiendish(const SudokuGrid& puzzle, const SudokuGrid& solution, int runs = RatingOptions{}.runs) {
  const RatingOptions defaults;
  const double bar = thresholds(puzzle.shape).fiendish_refutation;
  const SisusOptions sisus{defaults.runs, defaults.seed, defaults.dependency_steps};
  int64_t sum = 0;
  for (int i = 0; i < runs; ++i) {
    sum += run_sisus(puzzle, solution, sisus_run_seed(sisus.seed, i), sisus.count_contradiction_step).refutation_sum;
    if (static_cast<double>(sum) / runs >= bar) return 4;
  }
  return 3;
}

}  // namespace

Result<SudokuRating> rate_sudoku(const SudokuGrid& puzzle, const RatingOptions& options) {
  return rate_sudoku(puzzle, {}, options);
}

Result<SudokuRating> rate_sudoku(const SudokuGrid& puzzle, const std::vector<uint32_t>& marks,
                                 const RatingOptions& options) {
  assert(options.runs >= 1 && options.dependency_steps >= 1 && "rate_sudoku: runs and dependency_steps ≥ 1");
  Result<SudokuGrid> solution = unique_solution(puzzle, marks);
  if (!solution) return solution.error();
  SudokuRating r;
  add_sisus(puzzle, *solution, options, r, marks);
  if (options.with_se) grade_by_ladder(puzzle, r, 100.0, marks);
  r.level = level_of(r, options.with_se, puzzle);
  // A ladder walk the request's time limit cut short proves nothing about the level (deadline.h).
  if (time_is_up_now()) return Error{"the explained solve stopped before the end, so the puzzle has no rating"};
  r.level_name = kSudokuLevelNames[r.level - 1];
  return r;
}

// The ladder first, below SE 5.0 only: from SE 3.8 on, or when it stops, the level needs no SiSuS run,
// and from SE 2.5 the runs stop once the fiendish bar is reached.
int sudoku_level(const SudokuGrid& puzzle) {
  Result<SudokuGrid> solution = unique_solution(puzzle);
  if (!solution) return 0;
  SudokuRating r;
  grade_by_ladder(puzzle, r, 4.99);  // from SE 5.0 on the level is 5 whatever the rung
  if (!level_needs_sisus(r)) return level_of(r, true, puzzle);
  if (*r.se >= 2.5) return hard_or_fiendish(puzzle, *solution);
  add_sisus(puzzle, *solution, RatingOptions{}, r);
  return level_of(r, true, puzzle);
}

// The ladder's grade leaves two levels open below SE 3.8: 1 or 2 below SE 2.5 (a singles-only puzzle
// never needs a rung above the naked single's 2.3, so the SiSuS test of singles_only can only say so
// below 2.5 too), 3 or 4 from 2.5. SiSuS is run only when the target splits that pair, and for 3-or-4
// its runs stop at the bar (hard_or_fiendish).
int sudoku_level_within(const SudokuGrid& puzzle, int target) {
  return sudoku_level_screened(puzzle, target, RatingOptions{}.runs);
}

int sudoku_level_screened(const SudokuGrid& puzzle, int target, int sisus_runs) {
  assert(sisus_runs >= 1 && sisus_runs <= RatingOptions{}.runs);
  Result<SudokuGrid> solution = unique_solution(puzzle);
  if (!solution) return 0;
  SudokuRating r;
  grade_by_ladder(puzzle, r, 4.99);
  if (!level_needs_sisus(r)) return level_of(r, true, puzzle);
  const int low = *r.se < 2.5 ? 1 : 3;
  if (low + 1 <= target) return kSudokuLevelWithin;
  if (low > target) return low;
  if (low == 3) return hard_or_fiendish(puzzle, *solution, sisus_runs);  // target 3
  add_sisus(puzzle, *solution, RatingOptions{}, r);
  return level_of(r, true, puzzle);
}

}  // namespace gridlogic
