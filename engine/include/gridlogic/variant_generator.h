// variant_generator.h — seeded generation of variant Sudoku with exactly one solution. So far: Nurikabe
// Sudoku (document 003 §3.8), for which no public instance exists in f-puzzles form.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

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
};

// A 9×9 Nurikabe Sudoku: a random solution (values and ocean) is drawn by SAT from a random first row;
// then, while a second solution exists, an arrow that the solution keeps and the other breaks is added
// (or, when no arrow tells them apart, a given where they differ); finally givens that are no longer
// needed are taken out again. Every step's uniqueness is a full SAT count with the lazy connectivity
// checks; the result is checked by find_variant_violation with its marks.
Result<GeneratedVariant> generate_nurikabe_sudoku(uint64_t seed);

}  // namespace gridlogic
