// hashi_generator.h — making Hashi puzzles: document 001's generator (§5) as it is, which the compare
// verb measures (figure 11: 28–60% of its puzzles have more than one solution), and ours, which
// starts from it and never emits a puzzle with more than one solution.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "gridlogic/hashi.h"
#include "gridlogic/hashi_rules.h"
#include "gridlogic/progress.h"
#include "gridlogic/random.h"
#include "gridlogic/result.h"

namespace gridlogic {

// A generated puzzle with the solution its generator drew (the "intended" one).
struct HashiDraft {
  HashiPuzzle puzzle;
  HashiBridges intended;
};

// Document 001 §5: one random island; then, from a random island, a single or double bridge (at
// random) in a random direction, deciding at every grid point whether to go on or to stop and put an
// island there (not before one empty cell); a bridge that runs into a crossing bridge puts its island
// on that bridge (splitting it), one that runs into an island joins it (at most two bridges a pair);
// until `islands` islands or 10,000 failed tries (so a puzzle may have fewer, as in the document).
// Clues are the bridges drawn. Deterministic in `rng`.
Result<HashiDraft> generate_hashi_document(int rows, int cols, int islands, SplitMix64& rng);

inline constexpr int kHashiGeneratorMaxSide = 40;  // rows and columns a generated puzzle may have

// What to generate: the size, the island count, the seed, the stage.
struct HashiGeneratorOptions {
  int rows = 7;
  int cols = 7;
  int islands = 7;                  // the draft's island count (repairs may add a few)
  uint64_t seed = 0;                // with the index, fixes the puzzle
  std::optional<HashiStage> stage;  // exactly this stage (hashi_stage), or any
  int max_attempts = 0;             // drafts to try; 0: default_hashi_attempts
  bool repair = true;               // after the first plain drafts, repair ambiguous ones
  ProgressSink progress;            // hears {"attempt", k, max_attempts} before each draft
};

// One generated puzzle: its only solution, its stage, and how it was reached.
struct GeneratedHashi {
  HashiPuzzle puzzle;
  HashiBridges solution;  // the only one: proved by SAT, then by the rules or a second SAT encoding
  HashiStage stage = HashiStage::Easy;
  int attempts = 0;  // drafts drawn (1 when the first was unique at the stage asked)
  int repairs = 0;   // islands added to this puzzle's draft to make it unique
};

// The default draft limit for a size and stage: generous where drafts are cheap.
int default_hashi_attempts(const HashiGeneratorOptions& options);

// Puzzle `index` of the run seeded with options.seed. Each draft comes from generate_hashi_document.
// A draft that SAT (cuts) finds a second solution for is, after the first kHashiPlainDrafts drafts,
// repaired: an island is put on a bridge of the drawn solution where the two solutions differ (on
// the differing edge itself, or on a drawn bridge crossing it), with clue twice that bridge, so the
// drawn solution still holds and the other loses the edge it used; repeated until unique or out of
// repairs. A unique puzzle is rated by hashi_stage; off the stage asked, the attempt is spent. Before
// it is returned, uniqueness is proved a second way: the sound rules solve it (stages easy–hard), or
// the spanning-tree encoding finds one solution and proves there is no other (beyond). Errors: options
// out of range, or no puzzle at the stage within the attempts.
Result<GeneratedHashi> generate_hashi(const HashiGeneratorOptions& options, uint64_t index);

// Plain drafts tried before repairs start: below this, puzzles keep exactly the asked island count.
inline constexpr int kHashiPlainDrafts = 8;

}  // namespace gridlogic
