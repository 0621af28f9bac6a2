// tectonic_generator.h — seeded Tectonic generation (document 000 §7.1–7.3): a random region layout
// built together with a random solution, then givens removed while the solution stays unique and the
// puzzle stays at the level asked for (chapter 8's scale, rate_tectonic).
//
// Removal, in a random order, keeps a given out when the puzzle is still unique — asked of an
// incremental SAT solver with the known solution blocked (TectonicUniqueness) — and, with a target
// level, still rated at or below it. A result off the target costs the attempt; a new layout and
// solution are tried, up to an attempt limit. Every puzzle returned has been proved unique again by a
// fresh SAT solve (two model searches, no assumptions), its solution checked against the rules and its
// level re-rated. docs/tectonic.md ("Generator") explains the choices and the measurements behind them;
// works with genres/tectonic_generate.cpp (the `generate` verb).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "gridlogic/progress.h"
#include "gridlogic/random.h"  // SplitMix64
#include "gridlogic/result.h"
#include "gridlogic/sat_solver.h"
#include "gridlogic/tectonic.h"

namespace gridlogic {

inline constexpr int kTectonicGeneratorMaxSide = 20;  // rows and columns a generated puzzle may have

// What to generate: the size, the largest region, the seed and the level.
struct TectonicGeneratorOptions {
  int rows = 5;  // the document's books: 5×4, 5×9, 11×4, 11×9 (height × width)
  int cols = 9;
  int max_region = 5;     // largest region, 4..kTectonicMaxRegion (1.. for one row or column)
  uint64_t seed = 0;      // with the index below, fixes the puzzle
  int level = 0;          // 0: any (remove while unique); 1..kTectonicLevels: exactly this level
  int max_attempts = 0;   // layouts to try for a level; 0: default_tectonic_attempts
  ProgressSink progress;  // hears {"attempt", k, max_attempts} before each layout
};

// One generated puzzle, its solution and its rating.
struct GeneratedTectonic {
  TectonicPuzzle puzzle;
  std::vector<uint8_t> solution;  // per cell, row-major
  TectonicRating rating;          // rate_tectonic(puzzle); rating.level is the puzzle's level
  int givens = 0;
  int attempts = 0;  // layouts with a solution tried (1 when the first gave the level)
};

// The default attempt limit for a size and target level: generous where attempts are cheap.
int default_tectonic_attempts(int rows, int cols, int level);

// A region layout with a solution: labels per cell (row-major, one per region) and the values.
struct TectonicLayout {
  std::vector<int> labels;
  std::vector<uint8_t> solution;
};

// A random partition of rows×cols into orthogonally connected regions of 1..max_region cells, sized like
// the published books (mostly regions of the largest two sizes), built together with a random solution:
// region by region in reading order, each region's cells given a random permutation of 1..k that the
// values placed around it allow, with forward checks and backtracking (tectonic_generator.cpp says why
// a layout drawn alone is rarely solvable). nullopt when the search used up its step budget (0: a
// default from the area); the caller draws again.
std::optional<TectonicLayout> random_tectonic_layout(int rows, int cols, int max_region, SplitMix64& rng,
                                                     int64_t node_budget = 0);

// §7.1's situations that rule out every solution, checked cheaply: a cell touching every cell of another
// region at least as large as its own (all of that region's values are then barred from it — a cell
// beside five cells of a region of five, a region of one beside a whole region). nullopt when none.
std::optional<std::string> find_tectonic_layout_flaw(const TectonicPuzzle& layout);

// "Is this solution still the only one under these givens?" for one layout, asked once per removal:
// an incremental MiniSat instance holding the empty layout's encoding and "some cell differs from the
// solution"; a question is one solve under the givens as assumptions (unsatisfiable = unique).
class TectonicUniqueness {
 public:
  enum class Answer { Unique, NotUnique, Unknown };  // of this question only (not a solve status: verdict.h)
  // Conflicts one question may cost. Measured on removal passes up to 20×20, every question was
  // decided within 1,000 (at 15×15, 7 in 2,250 needed more than 100); the generator keeps a given whose
  // removal stays undecided, so the budget could only cost givens, never uniqueness.
  static constexpr int64_t kDefaultConflicts = 100000;

  // `layout` must outlive this object; `solution` must solve it (its givens are ignored).
  TectonicUniqueness(const TectonicPuzzle& layout, const std::vector<uint8_t>& solution);
  Answer check(const std::vector<uint8_t>& givens, int64_t conflict_budget = kDefaultConflicts);

 private:
  const TectonicPuzzle& layout_;
  TectonicVars vars_;
  SatSolver solver_;
  Var guard_{};
  std::vector<Lit> assumptions_;
};

// Puzzle number `index` of the sequence for options.seed (the same puzzle whether made alone or in a
// batch). Errors: options out of range, or the level not reached within the attempt limit (the message
// says which levels were reached instead); "internal error: …" if a verification fails.
Result<GeneratedTectonic> generate_tectonic(const TectonicGeneratorOptions& options, uint64_t index = 0);

}  // namespace gridlogic
