// variant_fpuzzles.h — variant Sudoku in and out of f-puzzles form: the JSON itself, an f-puzzles URL
// (`?load=`), a SudokuPad `fpuzzles` link, or the bare lz-string payload (FORMATS.md, docs/variants.md).
#pragma once

#include <string>
#include <string_view>

#include "gridlogic/json_value.h"
#include "gridlogic/result.h"
#include "gridlogic/variant.h"

namespace gridlogic {

// Reads any of the forms above. Every constraint field becomes rules; cosmetic fields (line, circle,
// rectangle, text, cage, and anything marked fromConstraint) are skipped; an unknown field is an error
// naming it, never ignored — a puzzle solved without one of its rules would be solved wrongly.
// Errors name the place: "killercage 3: 'R10C1' is outside the 9×9 grid".
Result<VariantPuzzle> parse_variant(std::string_view text);
Result<VariantPuzzle> parse_fpuzzles(const JsonValue& json);

// The f-puzzles JSON text of a puzzle read by parse_variant: the original object with the givens
// written into `grid` (so every constraint goes back exactly as it came).
std::string format_fpuzzles_json(const VariantPuzzle& p);
// https://www.f-puzzles.com/?load=<lz-string payload of the JSON>
std::string format_fpuzzles_url(const VariantPuzzle& p);

// The solution as one line: values row by row, 1–9 then A–G for 10–16 ("." for an empty cell).
std::string format_variant_solution(const VariantPuzzle& p, std::span<const uint8_t> values);
// Reads that line back (or digits two per cell for sides above 9 when the length says so).
Result<std::vector<uint8_t>> parse_variant_solution(const VariantPuzzle& p, std::string_view text);
// Marks (Nurikabe's ocean) as one line: '#' marked, '.' not; and back.
std::string format_variant_marks(std::span<const uint8_t> marks);
Result<std::vector<uint8_t>> parse_variant_marks(const VariantPuzzle& p, std::string_view text);

}  // namespace gridlogic
