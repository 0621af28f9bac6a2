// variant_doc003_internal.h — what document 003's own rules share between their encodings
// (variant_rules_doc003.cpp, variant_rules_doc003_hidden.cpp) and their explained steps
// (variant_rules_doc003_narrow.cpp): the geometry of hidden thermometers and of secret direction's boxes,
// and one narrowing function per rule, which each rule's VariantRule::narrow calls.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include "gridlogic/trace.h"
#include "gridlogic/variant.h"
#include "gridlogic/variant_rules.h"

namespace gridlogic {

// Every translation of a shape that lies inside the n×n grid, as its cells from the bulb.
std::vector<std::vector<int>> hidden_thermometer_placements(int n, const std::vector<std::pair<int, int>>& shape);

// Per region its cells and its centre: the middle cell of a region that fills a rectangle of odd height
// and width (a 3×3 box: its middle); -1 for other regions.
struct Boxes {
  std::vector<int> centre;
  std::vector<std::vector<int>> cells;
};
Boxes boxes_of(const VariantGrid& g);
// The direction (sign Δrow, sign Δcolumn) in which `at` lies from `centre`: secret direction's succ_x/succ_y.
std::pair<int, int> box_direction(const VariantGrid& g, int centre, int at);
const char* direction_name(std::pair<int, int> d);  // "up-left", …, "down-right"

// "tower r9c1–r7c1 (sum 20)", as messages and steps name a Fawlty tower.
std::string fawlty_tower_name(const VariantGrid& g, const FawltyTower& t);

// The explained steps (VariantRule::narrow) of the rules; each removes only candidates that no grid
// keeping the rule (and distinct values along rows and columns) can use. Candidates: bit v−1 per cell, a
// placed value as its single candidate.
std::optional<TraceStep> narrow_sandwich_x(const VariantGrid& g, std::span<const uint32_t> cand,
                                           const std::vector<SandwichXClue>& clues, const std::string& what);
std::optional<TraceStep> narrow_hidden_thermometers(const VariantGrid& g, std::span<const uint32_t> cand,
                                                    const std::vector<HiddenThermometer>& thermometers);
std::optional<TraceStep> narrow_secret_direction(const VariantGrid& g, std::span<const uint32_t> cand, int start,
                                                 const std::string& what);
std::optional<TraceStep> narrow_fawlty_towers(const VariantGrid& g, std::span<const uint32_t> cand,
                                              const std::vector<FawltyTower>& towers, int nonincreasing, int wrong_sums,
                                              const std::string& what);

}  // namespace gridlogic
