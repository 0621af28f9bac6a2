// variant_human.h — explained, human-style solving of variant Sudoku: singles in the rows, columns and
// regions, then each rule's own reasoning (VariantRule::narrow: killer combinations, thermometer and
// pair relations, sums along arrows and diagonals, …), each step a TraceStep whose technique names the
// rule, so hints work on variant puzzles too. No search: when nothing applies the solve is stuck.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "gridlogic/trace.h"
#include "gridlogic/variant.h"

namespace gridlogic {

// A solving position: values (0 = empty) and the candidates of every cell (bit v−1; 0 when filled).
struct VariantPosition {
  std::vector<uint8_t> values;
  std::vector<uint32_t> candidates;
};

// The givens placed and every candidate the rows, columns and regions allow.
VariantPosition variant_position(const VariantPuzzle& p);

// The next explained step, easiest first: naked single, hidden single, then the rules in order, then
// (`classic`) the classic ladder on rows, columns and boxes; nullopt when complete, contradictory (a cell
// without candidates) or stuck. Without `classic` only the variant's own reasoning (singles, subsets,
// each rule's narrowing, innies and outies): what the setter's deductions take after every edit
// (setting_cells.cpp), where HoDoKu's fish and chains on a nearly empty grid cost far more than they
// save MiniSat.
std::optional<TraceStep> next_variant_step(const VariantPuzzle& p, const VariantPosition& position,
                                           bool classic = true);

// Places the step's values (removing them from row, column and region peers) and removes its candidates.
void apply_variant_step(const VariantPuzzle& p, VariantPosition& position, const TraceStep& step);

struct VariantExplainResult {
  VariantPosition end;
  bool solved = false;
  bool contradiction = false;
  int last_resorts = 0;  // steps that took a value from the solver's solution
  std::vector<TraceStep> steps;
};

// A "contradiction-chain" step where next_variant_step has none: one candidate of a cell with two (then
// three) candidates assumed, the steps before the classic techniques (singles, subsets, the rules,
// innies and outies) followed from it until a cell has no candidate, a value no place in a house or a
// rule rules out a placed value — so the candidate goes. All assumptions are followed a step at a time
// together (up to max_depth steps), so the shortest contradiction is the one told; its steps are the
// step's substeps, the contradiction the last. nullopt when none is found.
std::optional<TraceStep> variant_contradiction_step(const VariantPuzzle& p, const VariantPosition& position,
                                                    int max_depth = 60);

// Steps until solved, stuck or max_steps, each also reported to `observer`. With contradictions, a
// stuck solve first tries variant_contradiction_step; with last_resort it then goes on by a
// "last-resort" step: the SAT solution's value in the open cell with the fewest candidates (clearly
// labelled a guess; so a hint is always available). rate_variant uses no contradiction chains (its
// levels, and the generator's, stay the rule ladder's).
VariantExplainResult explain_variant(const VariantPuzzle& p, int max_steps = 10000, TraceObserver* observer = nullptr,
                                     bool last_resort = false, bool contradictions = false);

// How hard a variant puzzle is for a person, from the hardest kind of step its explained solve needs:
// 1 singles only, 2 locked candidates or naked subsets, 3 a rule's own reasoning (killer combinations,
// thermometers, sums, …), 4 innies and outies, 5 the last resort (nothing explained applies). nullopt
// when the puzzle has no solution.
struct VariantRating {
  int level = 0;
  std::string hardest;    // the technique of the hardest step
  int hardest_step = -1;  // its index in the explained solve's steps (the first step of that level)
  int steps = 0;
  int last_resorts = 0;
};
std::optional<VariantRating> rate_variant(const VariantPuzzle& p);
// The same from an explained solve already made (explain_variant with max_steps 100000 and the last
// resort): nullopt when it did not solve the puzzle.
std::optional<VariantRating> rate_variant(const VariantExplainResult& explained);
inline constexpr int kVariantLevels = 5;
// The level (1..5, as rate_variant counts it) of one explained step, by its technique.
int variant_step_level(const std::string& technique);
std::string_view variant_level_name(int level);  // "singles", "subsets", "rules", "innies", "last resort"

// --- For rules' narrow() ------------------------------------------------------------------------------------
// The values each of `cells` takes in some assignment from the candidates that `keeps` accepts (values
// given in the order of `cells`); nullopt when more than `limit` partial assignments would be visited.
std::optional<std::vector<uint32_t>> supported_values(std::span<const int> cells, std::span<const uint32_t> candidates,
                                                      const std::function<bool(std::span<const int>)>& keeps,
                                                      int64_t limit = 200000);
// The values each of `cells` takes when the cells hold distinct values, each from its candidates and
// from `allowed` (bit v−1), summing to `sum`: a walk over the sets of values used so far (the set fixes
// the sum), so exact for up to 16 values. All zero when no such assignment exists.
std::vector<uint32_t> distinct_sum_support(std::span<const int> cells, std::span<const uint32_t> candidates,
                                           uint32_t allowed, int sum);
// The step removing from `cells` the candidates outside `supported`: technique `technique`, explanation
// "<what>: r1c1 cannot be 3 or 4; r1c2 cannot be 9" plus `why`; nullopt when nothing is removed.
std::optional<TraceStep> narrowing_step(const VariantGrid& g, std::string technique, const std::string& what,
                                        std::span<const int> cells, std::span<const uint32_t> candidates,
                                        std::span<const uint32_t> supported, const std::string& why = {});

}  // namespace gridlogic
