// lecture_variant.h — variant Sudoku in the lecture view (lecture_model.h): loading an f-puzzles /
// SudokuPad puzzle, recording explain_variant's steps, replaying them, and the rules as board marks.
#pragma once

#include <string_view>

#include "gridlogic/result.h"
#include "lecture_model.h"

namespace gridlogic::lecture {

// Reads the puzzle (any form parse_variant reads), records its human steps (explain_variant, with the
// labelled last resort so that a stuck solve still ends) and the start board; `expected` gets the
// explained solve's own end, which the replay must reach.
Result<bool> load_variant(Lecture& L, std::string_view text, BoardState& expected);

// Applies one step exactly as apply_variant_step does (placements take the value from row, column and
// region peers), on the lecture's board (candidates bit v = value v).
void apply_variant(const Lecture& L, const TraceStep& step, BoardState& s);

// The rules of a variant puzzle as marks for the board, from its f-puzzles object.
std::vector<RuleMark> rule_marks(const VariantPuzzle& p);

// Whether a variant step is a rule's own narrowing (killercage, thermometer, innies, …), whose cells are
// the rule's cells in full, rather than a Sudoku technique (singles, locked candidates, subsets) or the
// last resort.
bool variant_rule_step(std::string_view technique);

}  // namespace gridlogic::lecture
