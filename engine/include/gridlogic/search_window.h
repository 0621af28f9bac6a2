// search_window.h — the teaching "search window": MiniSat's CDCL search seen from inside, event by event.
//
// A SearchObserver attached to a SatSolver (sat_solver.h, set_observer) hears of every decision, round
// of unit propagation, conflict, learned clause, restart and model, each with a snapshot in engine types
// (Var/Lit from cnf.h). A conflict comes with its implication graph, first UIP and cut, computed here
// from the graph's definition, independently of MiniSat's analyze(), whose learned clause rides along
// so that the two can be compared. The observer pattern follows CaDiCaL's Tracer: no-op defaults, so an
// observer overrides only what it shows. trace.h turns these events into TraceSteps.
//
// Snapshots copy the solver's state and are meant for small teaching instances; the event budget of
// set_observer bounds the cost on anything larger.
#pragma once

#include <span>
#include <vector>

#include "gridlogic/cnf.h"

namespace gridlogic {

// One assignment on the trail (MiniSat's trail + vardata, with the reason clause copied out).
struct TrailEntry {
  Lit lit;                  // the literal made true
  int level = 0;            // decision level at which it was assigned
  std::vector<Lit> reason;  // the clause that forced lit: lit first, every other literal false earlier
                            // on the trail. Empty for a decision or an assumption, and at level 0 for
                            // a unit clause (given or learned).
  bool is_decision() const { return reason.empty() && level > 0; }
};

// The solver's assignment at one event, in assignment order.
struct SearchSnapshot {
  std::vector<TrailEntry> trail;
  int decision_level = 0;
  int first_new = 0;  // trail[first_new..] were added by this event (trail.size(): nothing was)
};

// A node of an implication graph: an assigned literal, or the conflict itself.
struct GraphNode {
  Lit lit;                     // the true literal; Lit{} (code -1) for the conflict node
  int level = 0;               // decision level (the conflict node's is the conflict's level)
  bool decision = false;       // assigned without a reason clause
  bool conflict_side = false;  // after the first-UIP cut (the conflict node always is)
  bool is_conflict() const { return lit.code < 0; }
};

// An edge antecedent → implied: the antecedent's negation is a literal of the implied node's reason
// clause (or of the conflicting clause, for edges into the conflict node).
struct GraphEdge {
  int from = 0;  // index into ConflictSnapshot::nodes
  int to = 0;
};

// A conflict: the false clause, the part of the implication graph that led to it, its analysis.
struct ConflictSnapshot {
  int level = 0;                 // decision level of the conflict; 0 means the formula is unsatisfiable
  std::vector<Lit> clause;       // the conflicting clause, every literal false
  std::vector<GraphNode> nodes;  // literals in trail order, then the conflict node (last)
  std::vector<GraphEdge> edges;
  int uip = -1;                 // index of the first UIP node (-1 at level 0)
  std::vector<Lit> cut_clause;  // the negations of the reason-side nodes with an edge into the conflict
                                // side, ¬UIP first; literals false at level 0 are left out (false for
                                // ever). This is the 1UIP clause before minimisation.
  std::vector<Lit> learned;     // the clause MiniSat learned (cut_clause minimised), asserting literal
                                // first; empty at level 0
  int backjump_level = -1;      // the level MiniSat returns to, where learned[0] is implied

  int conflict_node() const { return static_cast<int>(nodes.size()) - 1; }
  Lit uip_lit() const { return uip >= 0 ? nodes[uip].lit : Lit{}; }
};

// Receives the search's events. Every method defaults to doing nothing. An observer may call the
// solver's interrupt() from any callback to stop the search (it answers Unknown).
class SearchObserver {
 public:
  virtual ~SearchObserver() = default;
  virtual void on_decision(const SearchSnapshot&) {}     // trail[first_new] is the new decision
  virtual void on_propagation(const SearchSnapshot&) {}  // trail[first_new..] were implied by unit
                                                         // propagation (called only when some were)
  virtual void on_conflict(const ConflictSnapshot&) {}   // a clause became false; its analysis
  virtual void on_learned(const SearchSnapshot&) {}      // after the backjump: trail[first_new] is the
                                                         // asserting literal, its reason the learned
                                                         // clause (empty when the clause is a unit)
  virtual void on_restart() {}                           // back to level 0 (learned clauses are kept)
  virtual void on_model(const SearchSnapshot&) {}        // the trail is a complete model
  virtual void on_window_closed() {}                     // the event budget ran out this solve()
  // Whether the search stops where its window closes (the solve answers Unknown, with the counters so
  // far) instead of running on unobserved to its answer. A front end that records a run in windows
  // (the lecture view after the class decides: docs/lecture.md) says yes and records further by running
  // again, deterministically, with a larger window; what it recorded is the longer run's prefix, event
  // for event. Asked once, right after on_window_closed(). (SatSolver stops through interrupt(), which
  // stays set until clear_interrupt().)
  virtual bool stop_at_window_end() const { return false; }
  // Whether a resumable search (TeachSolver, ExactCover; not MiniSat) pauses here: its solve() then
  // returns with paused() true and resume() goes on from exactly this point, so a run recorded in
  // slices is event for event the run recorded at once. Asked between events, at the top of the
  // search's loop (after the window closes too: a front end spreads the unobserved rest over frames).
  virtual bool pause_here() { return false; }
  // The front end's choice for this solve()'s `decision`-th decision (counted from 1): a literal to
  // decide instead of the heuristic's (the class decides, "what if"), or Lit{} to leave it to the
  // heuristic. A literal already assigned is ignored. Asked while the observer is attached.
  virtual Lit choose_decision(int decision) {
    (void)decision;
    return Lit{};
  }
};

// Builds the implication graph of a conflict and cuts it at the first UIP.
//
// Pre-conditions:
//   * state.trail is the assignment in trail order, with reasons as TrailEntry describes;
//   * every literal of conflict_clause is false under it (its negation is on the trail).
// Post-conditions:
//   * nodes hold the conflict's cone: every literal at the conflict level from which the conflict node
//     can be reached through reason edges, plus, as leaves, the earlier-level literals that are their
//     antecedents (or the conflict clause's); trail order, conflict node last;
//   * at a level > 0, uip is the node closest to the conflict through which every path from that
//     level's decision to the conflict passes (found by testing that definition, not by MiniSat's
//     counting), the conflict side is every node reachable from the UIP, and cut_clause is filled;
//   * learned and backjump_level are left for the caller (the solver) to fill.
ConflictSnapshot analyze_conflict(const SearchSnapshot& state, std::span<const Lit> conflict_clause);

}  // namespace gridlogic
