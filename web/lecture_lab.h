// lecture_lab.h — the lecture view as a lab (issue 35): a Sudoku solved by the methods a course compares
// (propagation alone, failed literals, backtracking, DPLL, CDCL, exact cover) on the encoding and with
// the branching heuristic the class picks, recorded step by step from the engine's own
// solve_sudoku_teach (sudoku_teach.h) — the function `gridlogic solve --method …` calls, so the totals
// on the screen are the command line's; the class's own decisions (what-if) and the uniqueness proof.
// Internal to the lecture model: lecture_sudoku.cpp's rows name these record functions.
#pragma once

#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "gridlogic/result.h"
#include "lecture_model.h"

namespace gridlogic::lecture {

// The record functions of the Sudoku lab methods (LectureMethod::record).
Result<bool> record_lab_propagation(Lecture& L, std::string_view text, BoardState& expected);
Result<bool> record_lab_failed_literals(Lecture& L, std::string_view text, BoardState& expected);
Result<bool> record_lab_backtracking(Lecture& L, std::string_view text, BoardState& expected);
Result<bool> record_lab_dpll(Lecture& L, std::string_view text, BoardState& expected);
Result<bool> record_lab_cdcl(Lecture& L, std::string_view text, BoardState& expected);
Result<bool> record_lab_exact_cover(Lecture& L, std::string_view text, BoardState& expected);

// Recording in windows (LabOptions::window). After a click the view records the run up to the click
// and kWhatIfWindow events more, and the search stops there (Lecture::complete false); stepping on
// records again with next_window's larger window — twice as many events, up to the method's window of
// full_window events (the search then stops after them), and then 0: the complete run, searched to its
// answer as before. Each run is deterministic, so a windowed run's steps are the longer run's first
// steps, and doubling keeps the cost of all the re-recordings within about twice the last one's.
inline constexpr int kWhatIfWindow = 256;
// Backtracking, DPLL and exact cover do not search again: their search pauses at the window's end with
// its state (Lecture::recording) and record_further goes on from exactly there, for about budget_ms of
// work — one slice a frame, so that going to the end after a click spreads the search over frames —
// appending the steps (and the boards) a single recording would have had; the run's totals and words
// stay "so far" until its last slice. CDCL (MiniSat cannot pause) records again with next_window.
bool can_record_further(const Lecture& L);
void record_further(Lecture& L, double budget_ms, int more_steps = -1);  // (tests: a slice of steps)
int full_window(const Lecture& L);             // the events a complete run records (events= or 1,500)
bool can_record_in_windows(const Lecture& L);  // a Sudoku search method, not the uniqueness proof
int window_after(int position);                // the window for a click at timeline position `position`
int next_window(const Lecture& L);             // the window after L's (0: the complete run)

// The class's decisions as the address holds them: "3:r5c2=3,7:r1c1!=4" (decision number, literal in
// the grid's words; a signed DIMACS number for any variable). An error names the part that does not read.
Result<std::vector<std::pair<int, Lit>>> parse_what_if(const Lecture& L, std::string_view text);
std::string format_what_if(const Lecture& L, const std::vector<std::pair<int, Lit>>& what_if);

// The literal a click on the board asks to decide: on a grid the candidate r,c holds v (true); on a
// CNF's variable matrix (a genre without cells) the variable of tile `cell`, true for value > 0 and
// false for value < 0. One mechanism for both: the literal becomes the next decision (what-if).
std::optional<Lit> candidate_literal(const Lecture& L, int cell, int value);

// The decisions of the run up to position k: (decision number, literal) in order — where a what-if
// click at position k goes (its number is one more than the last).
std::vector<std::pair<int, Lit>> decisions_until(const Lecture& L, int k);

}  // namespace gridlogic::lecture
