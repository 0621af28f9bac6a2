// variant_rules.h — the rules a variant Sudoku (variant.h) can combine: document 003's and the common
// f-puzzles ones. Cells are row-major indices of the grid; a line is its cells in order. Each factory
// returns one rule that encodes itself and verifies a filled grid (docs/variants.md lists the meaning
// and encoding of each).
#pragma once

#include <optional>
#include <vector>

#include "gridlogic/variant.h"

namespace gridlogic {

// --- Relations between pairs of cells (variant_rules_pairs.cpp) ------------------------------------------
// Each is a list of cell pairs and a relation every pair keeps, encoded by VariantEncoder::relation.
VariantRulePtr make_anti_knight(int n);  // cells a knight's move apart differ (003 AK-i)
VariantRulePtr make_anti_king(int n);    // cells a king's move apart differ
VariantRulePtr make_anti_queen(int n);   // cells on a common diagonal differ (rows, columns: base rules)
// Orthogonal neighbours never hold consecutive values, except pairs listed in `exempt` (a kropki dot).
VariantRulePtr make_nonconsecutive(int n, const std::vector<std::pair<int, int>>& exempt);
VariantRulePtr make_difference_dot(int a, int b, int difference);  // white kropki: |a − b| = difference
VariantRulePtr make_ratio_dot(int a, int b, int ratio);            // black kropki: a = ratio·b or b = ratio·a
VariantRulePtr make_xv(int a, int b, int sum);                     // X (10) or V (5): a + b = sum
// The negative constraint: orthogonal neighbours not in `marked` never keep the relation of the kind
// ("difference" with the given values, "ratio" with the given ratios, "xv" with the given sums).
VariantRulePtr make_negative(int n, std::string kind, std::vector<int> values,
                             const std::vector<std::pair<int, int>>& marked);
VariantRulePtr make_thermometer(std::vector<int> line);                   // strictly increasing from the bulb
VariantRulePtr make_slow_thermometer(std::vector<int> line);              // never decreasing from the bulb ("frozen")
VariantRulePtr make_whispers(std::vector<int> line, int difference = 5);  // neighbours differ by ≥ difference
VariantRulePtr make_palindrome(std::vector<int> line);                    // reads the same both ways
VariantRulePtr make_clone(std::vector<int> cells, std::vector<int> copies);  // cell-by-cell equal
VariantRulePtr make_renban(std::vector<int> line);  // distinct consecutive values, in any order
// A minimum (maximum) cell is smaller (greater) than each orthogonal neighbour that is not itself one
// of `same_kind` (the other minimum/maximum cells).
VariantRulePtr make_extremum(int n, int cell, bool maximum, const std::vector<int>& same_kind);
VariantRulePtr make_parity(int cell, bool odd);

// --- Groups of distinct values (variant_rules_pairs.cpp) -------------------------------------------------
VariantRulePtr make_diagonal(int n, bool positive);         // positive: bottom-left to top-right
VariantRulePtr make_disjoint_groups(const VariantGrid& g);  // same place in every region: distinct
VariantRulePtr make_extra_region(std::vector<int> cells);

// --- Sums (variant_rules_sums.cpp) -------------------------------------------------------------------------
VariantRulePtr make_killer_cage(std::vector<int> cells, std::optional<int> sum);  // distinct, Σ = sum
VariantRulePtr make_little_killer(std::vector<int> cells, int sum);               // Σ along a diagonal
// The circle (one cell, or a pill read as a number in order) equals the sum along each shaft.
VariantRulePtr make_arrow(std::vector<int> circle, std::vector<std::vector<int>> shafts);
VariantRulePtr make_region_sum_line(std::vector<int> line);  // the segments in each region sum alike
VariantRulePtr make_zipper_line(std::vector<int> line);      // pairs equidistant from the middle sum alike
VariantRulePtr make_between_line(std::vector<int> line);     // inner cells strictly between the ends
VariantRulePtr make_quadruple(std::vector<int> cells, std::vector<int> values);  // values among the cells
// Outside clues; `line` is the row or column read from the clue's side.
VariantRulePtr make_sandwich(std::vector<int> line, int sum);     // Σ between 1 and n
VariantRulePtr make_x_sum(std::vector<int> line, int sum);        // Σ of the first X, X = the first value
VariantRulePtr make_skyscraper(std::vector<int> line, int seen);  // values higher than all before: count

// --- Nurikabe Sudoku (variant_rules_nurikabe.cpp) ---------------------------------------------------------
// Every cell is ocean or island (the solution's marks: 1 = ocean); islands have ≥ 3 cells and no repeated
// value, the ocean is connected with no 2×2 of ocean, and an arrow's cell holds the number of cells of
// its own kind in its direction (document 003 §3.8). Connectivity is checked lazily (docs/variants.md).
enum class ArrowDirection { Up, Down, Left, Right };
struct NurikabeArrow {
  int cell;
  ArrowDirection direction;
};
VariantRulePtr make_nurikabe(std::vector<NurikabeArrow> arrows);

// --- Document 003's own rules (variant_rules_doc003.cpp, variant_rules_doc003_hidden.cpp) -----------------
// f-puzzles has no fields for these; gridlogic reads its own (docs/variants.md, "Document 003's own rules").
// Arrowhead (§3.5, §4.5): the first cell is smaller than the second (AH-i), or not greater when partial (AH-ii).
VariantRulePtr make_arrowhead(int smaller, int larger, bool partial);
// Sandwich sums "1 to X" (§3.3): one hidden X in 2..n, the same for every clue; each clue's line (read from
// the clue's side) sums, strictly between its 1 and its X, to the clue.
struct SandwichXClue {
  std::vector<int> line;
  int sum = 0;
};
VariantRulePtr make_sandwich_x(std::vector<SandwichXClue> clues);
// Hidden thermometers (§3.2, §4.6): each shape is (row, column) offsets from its bulb, bulb first; every
// thermometer lies somewhere in the grid as that shape moved (not turned), none overlap, and values strictly
// increase from the bulb (never decrease, when partial). Positions are deduced.
struct HiddenThermometer {
  std::vector<std::pair<int, int>> shape;
  bool partial = false;
};
VariantRulePtr make_hidden_thermometers(std::vector<HiddenThermometer> thermometers);
// Secret direction (§3.4, §4.8): exactly one box has n at its centre (the treasure); from `start`, each step
// goes the current value's number of cells in the direction of the n of the current box from the box's
// centre; the path reaches the treasure. Boxes are regions filling rectangles of odd sides.
VariantRulePtr make_secret_direction(int start);
// Why the grid's regions do not suit secret direction (a region without a centre); nullopt when they do.
std::optional<std::string> secret_direction_frame_error(const VariantGrid& g);
// Fawlty Towers (§3.7, §4.9): each tower's cells from its base up, and its target sum. A normal tower strictly
// increases from the base and hits its sum; a faulty one breaks exactly one of the two; `nonincreasing`
// towers do not increase and `wrong_sums` towers miss their sum.
struct FawltyTower {
  std::vector<int> cells;
  int sum = 0;
};
VariantRulePtr make_fawlty_towers(std::vector<FawltyTower> towers, int nonincreasing, int wrong_sums);

}  // namespace gridlogic
