// variant_generator.h — seeded generation of variant Sudoku with exactly one solution: killer and
// thermometer puzzles (issue 7's "where it makes sense"), and Nurikabe Sudoku (document 003 §3.8), for
// which no public instance exists in f-puzzles form.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "gridlogic/progress.h"
#include "gridlogic/result.h"
#include "gridlogic/variant.h"

namespace gridlogic {

// A generated puzzle: its f-puzzles JSON (with gridlogic's "nurikabe" field), the puzzle read back from
// it, and its only solution with the marks (1 = ocean).
struct GeneratedVariant {
  std::string fpuzzles_json;
  VariantPuzzle puzzle;
  std::vector<uint8_t> solution, marks;
  int arrows = 0, givens = 0;
  int level = 0;     // rate_variant's level, when a level was asked (0: not rated)
  int attempts = 1;  // puzzles drawn to reach the level
};

// A 9×9 Nurikabe Sudoku: a random solution (values and ocean) is drawn by SAT from a random first row;
// then, while a second solution exists, an arrow that the solution keeps and the other breaks is added
// (or, when no arrow tells them apart, a given where they differ); finally givens that are no longer
// needed are taken out again. Every step's uniqueness is a full SAT count with the lazy connectivity
// checks; the result is checked by find_variant_violation with its marks.
Result<GeneratedVariant> generate_nurikabe_sudoku(uint64_t seed);

// The rule a generated variant is built on.
enum class VariantGenerated { Killer, Thermometer };
std::string_view variant_generated_name(VariantGenerated k);  // "killer", "thermo"

struct VariantGeneratorOptions {
  VariantGenerated kind = VariantGenerated::Killer;
  int size = 9;           // a side with conventional boxes: 4, 6, 9
  uint64_t seed = 0;      // with the index, fixes the puzzle
  int level = 0;          // 0: any; 1..kVariantLevels: exactly this rate_variant level
  int max_attempts = 0;   // drawn puzzles to try for a level; 0: kVariantDefaultAttempts
  ProgressSink progress;  // hears {"attempt", k} before each drawn puzzle (no total: the limit is a bound)
};
inline constexpr int kVariantDefaultAttempts = 40;
inline constexpr int kVariantSmallKillerAttempts = 200;  // killers of 4×4 and 6×6 aimed at a level

// Puzzle `index` of the run seeded with options.seed. Both draw a random solved grid first.
//   killer: the grid is cut into random connected cages of 2–5 cells with distinct values, their sums
//           from the grid; while a second solution exists a given is added where the two differ; then
//           givens no longer needed are removed again (most puzzles end with none).
//   thermo: thermometers are drawn as random walks along increasing values of the grid (orthogonal or
//           diagonal steps, 3–6 cells, no cell used twice) and added while a second solution exists and
//           a new one still tells them apart; then givens as for killer; then thermometers and givens
//           that are no longer needed are removed.
// Every uniqueness question is a full SAT count (two models); the result is checked by
// find_variant_violation against the drawn grid.
// With a level 1–4 no SAT is asked while drawing: the explained solve walks the puzzle as rate_variant
// would and, wherever the easiest step left is above the level, gives the open cell with the fewest
// candidates its value; check walks then drop the givens (and thermometers) the walk no longer needs.
// A puzzle the steps finish is unique (first proof); it is kept when rate_variant says exactly the level
// and SAT confirms the one solution (second proof), else the next is drawn. Level 5 (the explained steps
// get stuck somewhere) is a SAT-made draw kept as it is when it rates 5. Thermo has no level 4 (innies
// and outies need cages): an error at once. docs/variants.md "Generation".
Result<GeneratedVariant> generate_variant(const VariantGeneratorOptions& options, uint64_t index);

}  // namespace gridlogic
