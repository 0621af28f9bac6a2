// lecture_internal.h — small helpers the lecture model's files share (lecture_model.cpp, the genre files
// lecture_sudoku.cpp, lecture_tectonic.cpp, lecture_hashi.cpp, lecture_cdcl.cpp, lecture_lab.cpp, and
// lecture_graph.cpp, which defines the range helpers). Internal to the model library.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "gridlogic/cnf.h"
#include "lecture_genres.h"
#include "lecture_model.h"

namespace gridlogic::lecture {

inline uint32_t bit(int v) { return 1u << v; }

inline Step step_of(TraceStep t) {
  Step s;
  s.trace = std::move(t);
  return s;
}

// Search events a trail-based method records as steps: a teaching instance needs far fewer; the bound
// keeps a large formula from filling the tab. A grid's trail holds every cell-value literal (729 for a
// 9×9 Sudoku) where a teaching CNF has a dozen, so grids get a smaller window.
inline constexpr int kCdclEvents = 3000;
inline constexpr int kGridCdclEvents = 1500;

// The multi-index of a variable in its range; a range by name (nullptr if none); "r3c5".
std::vector<int> range_index(const VarRange& r, Var v);
const VarRange* find_range(const Cnf& cnf, std::string_view name);
std::string cell_label(int cols, int cell);

// The cell and value of a variable of a range named `name` shaped [cell, v] or [row, col, v].
std::optional<CellValue> cell_value_in(const Lecture& L, std::string_view name, Var v);

// The boards (states) and counters of the steps recorded since the last call (load_lecture's, and a
// run recorded in slices after each slice).
void add_states(Lecture& L);

// The cell genres' counters: open cells and candidates left.
void count_cells(const Lecture& L, const BoardState& s, Counters& c);
// Cells that are not holes (a Tectonic's holes have no candidates): the "of N" of open cells.
int cell_total(const Lecture& L);

// The residual assignment of a cell genre's [cell, v] range (Tectonic x, variant s) from its candidates.
bool residual_cell_range(const Lecture& L, std::string_view name, const BoardState& s, ResidualVars& out);

// The replay ends in the solver's grid (values; candidates too when given): "" or what differs.
std::string check_cells(const Lecture& L, const BoardState& expected);

}  // namespace gridlogic::lecture
