// lecture_cdcl.h — the CDCL search of a lecture's CNF recorded event by event (the search window of
// search_window.h), and a trail turned into a board: the variable matrix of a CNF, or the cells of a
// Sudoku or Tectonic solved by SAT. Internal to the lecture model (lecture_model.cpp uses it).
#pragma once

#include <functional>
#include <span>
#include <string>
#include <vector>

#include "gridlogic/sat_solver.h"
#include "gridlogic/teach_search.h"
#include "gridlogic/trace.h"
#include "lecture_model.h"

namespace gridlogic::lecture {

// Records every event of a search — MiniSat's (through SearchTraceAdapter, for the words) and the
// teaching searches' (teach_search.h, exact_cover.h: backtracks, failed literals, fixpoints, columns) —
// as a Step with the trail after it (L.trails) and, for conflicts, the conflict's implication graph
// (L.conflicts). Decisions on an assumption become "assumption" steps; a teaching search's level-0
// units a "givens" step. It decides what L.lab.what_if says (choose_decision).
class SearchRecorder : public TeachObserver {
 public:
  SearchRecorder(Lecture& L, std::span<const Lit> assumptions);
  // The teaching searches do not analyse a conflict (no first UIP in its words).
  void set_teaching(bool on) { teaching_ = on; }
  // A run recorded in windows (LabOptions::window): the search stops where the window closes, and
  // end_run's one "unrecorded" step says the search goes on from there (not what it answered: a longer
  // window records that as an event); stopped_at_window() tells the caller.
  void set_stop_at_window_end(bool on) { stop_at_window_ = on; }
  bool stop_at_window_end() const override { return stop_at_window_; }
  bool stopped_at_window() const { return stop_at_window_ && window_closed_; }
  // A run recorded in slices (record_further): the search pauses (pause_here) once L has `steps`
  // steps (< 0: never for that) or `budget_ms` of work have passed since this call (≤ 0: no limit).
  void set_pause(int steps, double budget_ms);
  // A paused run's last step, "unrecorded" with these words (the trail unchanged), and taking it back
  // before the run goes on: it is not an event of the search.
  void push_tail(std::string explanation);
  void pop_tail();
  bool pause_here() override;
  // Exact cover: a column's name for a person.
  void set_column_names(std::function<std::string(int)> f) { column_name_ = std::move(f); }
  // A model is blocked and the search runs again (the uniqueness proof): a "block" step.
  void block(int run, std::span<const Lit> clause);
  // A run ended: its answer as a step ("unsatisfiable": no (other) model; "stopped": the budget), and a
  // "model" step with the grid when the search found it after its window closed. `trail_of` makes the
  // grid's trail (the cells' literals).
  void end_run(int run, SatStatus status, const std::vector<TrailEntry>* model_trail, bool exact_cover);

  void on_decision(const SearchSnapshot& s) override;
  void on_propagation(const SearchSnapshot& s) override;
  void on_conflict(const ConflictSnapshot& c) override;
  void on_learned(const SearchSnapshot& s) override;
  void on_restart() override;
  void on_model(const SearchSnapshot& s) override;
  void on_window_closed() override;
  void on_backtrack(const SearchSnapshot& s) override;
  void on_failed_literal(const ConflictSnapshot& c, Lit failed, const SearchSnapshot& s) override;
  void on_fixpoint(const SearchSnapshot& s) override;
  void on_column(int column, std::span<const Lit> rows, int tried) override;
  Lit choose_decision(int decision) override;

 private:
  std::string clause_words(std::span<const Lit> c) const;
  void push(TraceStep t, const std::vector<TrailEntry>& trail, int conflict);
  void take(const std::vector<TrailEntry>& trail, int conflict);
  void relabel_assumption(TraceStep& t) const;
  void mark_cells(TraceStep& t) const;

  Lecture& L_;
  TraceRecorder rec_;
  SearchTraceAdapter adapter_;
  std::vector<bool> assumed_;      // per literal code: an assumption
  std::vector<TrailEntry> trail_;  // the trail after the last event, kept up to date by its changes
  int stable_ = 0;                 // entries of trail_ unchanged since the last step was logged
  bool teaching_ = false;
  bool stop_at_window_ = false, window_closed_ = false;
  int pause_steps_ = -1;
  double pause_at_ms_ = 0;  // steady-clock ms (0: no time limit)
  std::function<std::string(int)> column_name_;
  std::string column_, pending_note_;
  int run_ = 0;                  // the search's run: the class's decisions steer the first only
  std::vector<int> extra_vars_;  // exact cover: the rows a taken row knocks out (its decision step's)
};

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
// A trail-based method's step function: the board of L.trails[k].
void apply_trail(const Lecture& L, int k, BoardState& s);

}  // namespace gridlogic::lecture
