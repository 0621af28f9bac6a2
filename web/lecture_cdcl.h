// lecture_cdcl.h — the CDCL search of a lecture's CNF recorded event by event (the search window of
// search_window.h), and a trail turned into a board: the variable matrix of a CNF, or the cells of a
// Sudoku or Tectonic solved by SAT. Internal to the lecture model (lecture_model.cpp uses it).
#pragma once

#include <span>
#include <vector>

#include "gridlogic/sat_solver.h"
#include "lecture_model.h"

namespace gridlogic::lecture {

// Runs MiniSat on L.cnf under `assumptions` with the search window open for `max_events` events, and
// appends one Step per event to L.steps, the trail after it to L.trails and each conflict's snapshot to
// L.conflicts. Decisions on an assumption become "assumption" steps (a grid's givens: one level each).
// On a grid, a step's new literals become its cells, placed values and removed candidates, so the board
// highlights them as it does a human step's.
SatStatus record_cdcl(Lecture& L, std::span<const Lit> assumptions, int max_events, SatStats* stats = nullptr);

// The board of a CDCL position. Cnf: every variable true/false/open with its level and the trail.
// Grids: L.states[0] (the givens, full candidates) with the trail's literals about cells applied — a
// true s[r,c,v] places v, a false one strikes the candidate — and the cells whose value is a decision.
void set_trail(const Lecture& L, BoardState& s, const std::vector<TrailEntry>& trail);

}  // namespace gridlogic::lecture
