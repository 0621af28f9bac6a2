// generate_common.h — what every genre's `generate` verb shares: the seed range, a fresh seed when none
// is given, and reading --size.
#pragma once

#include <cstdint>
#include <string>

#include "gridlogic/result.h"

namespace gridlogic::verbs {

// Seeds up to 2^53 − 1, so that JavaScript numbers carry them back exactly.
inline constexpr int64_t kMaxGeneratorSeed = (int64_t{1} << 53) - 1;

// A seed when none is given: the clock, mixed with a counter so two calls in one tick differ. Always
// reported back, so a puzzle made with it can be made again.
uint64_t fresh_seed();

// A grid size as columns × rows (SPEC "Fixed points").
struct GridSize {
  int cols = 0, rows = 0;
};

// --size WxH or N (for N×N), each side 1..max_side; the error names the text and what was expected.
Result<GridSize> parse_grid_size(const std::string& text, int max_side, const std::string& example);

}  // namespace gridlogic::verbs
