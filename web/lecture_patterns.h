// lecture_patterns.h — the Sudoku "patterns" method of the lecture view: document 002's pattern of
// givens over a set of puzzles, built one puzzle per step so that the heatmap forms as the lecturer
// steps. Internal to the lecture model (lecture_model.cpp loads it; heatmap_view.cpp draws heat).
#pragma once

#include <string_view>

#include "gridlogic/result.h"
#include "lecture_model.h"

namespace gridlogic::lecture {

// The set shown without ?p=: `gridlogic generate --size 9 --symmetry none --seed 1 --count 40`.
inline constexpr int kDefaultPatternPuzzles = 40;

// Loads a set (one puzzle a line, any one-line form; "" = the generated default) into L: a step per
// puzzle ("pattern-puzzle": cells and placed = its givens), states[0] an empty board. `expected` gets
// the per-cell counts of the engine's own SudokuPatterns (sudoku_patterns.h), where replay must end.
Result<bool> load_sudoku_patterns(Lecture& L, std::string_view set, BoardState& expected);

// Applies one "pattern-puzzle" step: the board shows that puzzle's givens, heat counts them.
void apply_pattern_step(const Lecture& L, const TraceStep& step, BoardState& s);

}  // namespace gridlogic::lecture
