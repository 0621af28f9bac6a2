// live_conflicts.h — the rules a partly filled grid already breaks, per genre, for marking a clash the
// moment a digit or bridge is placed (the play pages' live feedback).
//
// Each function reads the genre's own rule definitions (houses, regions, a variant rule's `narrow`, an
// island's clue), so the page never holds a second rule set. A conflict names the rule and lists the
// cells to mark: the placed digits (or islands) that cannot all stand together.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "gridlogic/hashi.h"
#include "gridlogic/sudoku.h"
#include "gridlogic/tectonic.h"
#include "gridlogic/variant.h"

namespace gridlogic {

struct LiveConflict {
  std::string rule;        // what kind of rule: "row", "column", "box", "region", "neighbours", a variant
                           // rule's f-puzzles kind ("killercage", "thermometer", …), "island", "crossing"
  std::string message;     // one sentence for a person: "row 3 holds 5 twice: r3c1, r3c7"
  std::vector<int> cells;  // row-major cell indices to mark
};

// Sudoku: a value repeated in a row, column or box. `values` holds every cell (givens included), 0 empty.
std::vector<LiveConflict> sudoku_live_conflicts(const SudokuShape& shape, const std::vector<uint8_t>& values);

// Variant Sudoku: repeats in rows, columns and regions, then every rule whose own reasoning (narrow, with
// each filled cell's value as its only candidate and every value open in an empty cell) rules out a
// placed value or leaves an empty cell of the rule without one: no completion of that rule alone can
// hold the digits placed (a cage already over its sum, a thermometer out of order, a kropki pair that is
// neither consecutive nor double, an arrow that cannot add up). A rule without such reasoning (a
// quadruple; Fawlty Towers, whose narrow() names no contradiction) names the placed digits that break it
// itself (VariantRule::broken_by).
std::vector<LiveConflict> variant_live_conflicts(const VariantPuzzle& p, const std::vector<uint8_t>& values);

// Tectonic: a number repeated in a region, equal numbers touching, a number larger than its region.
std::vector<LiveConflict> tectonic_live_conflicts(const TectonicPuzzle& p, const std::vector<uint8_t>& values);

// Hashi: islands with more bridges than their clue, bridges that cross, two or more of a pair beyond 2,
// and a closed group: islands joined by the bridges placed, each with all its bridges, that are not all
// the islands (they can never reach the rest).
std::vector<LiveConflict> hashi_live_conflicts(const HashiPuzzle& p, const HashiBridges& bridges);

}  // namespace gridlogic
