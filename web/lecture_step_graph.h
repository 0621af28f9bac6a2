// lecture_step_graph.h — the graph of the step on screen, in the puzzle's own words: what the lecture
// view's graph panel shows for a human or rule step (lecture_model.h's graph_at dispatches here).
//
//   Sudoku / Tectonic rule steps  the cells and values the step uses (r3c5=7), the candidates it removes
//                                 (r3c5≠7) with an edge from every pattern candidate that rules each out;
//                                 chains and wings (X-chain, XY-chain, XY-wing) as the directed chain of
//                                 strong (solid) and weak (dashed) links HoDoKu and Sudoku Explainer draw;
//                                 other patterns keep their cells' board geometry, strong links drawn.
//   Tectonic 2-SAT round          the round's implication graph with the paths ¬l → … → l that force each
//                                 of the step's literals highlighted, every other node and edge dimmed.
//   Hashi                         the islands at their board positions: fixed and possible bridges, the
//                                 spanning tree growing in z order, or a cut round's groups.
// Everything is built from the board before and after the step and the step's trace, so the graph
// shows what the solver did, not a re-derivation.
#pragma once

#include <string>
#include <string_view>

#include "gridlogic/two_sat.h"
#include "lecture_model.h"

namespace gridlogic::lecture {

// A technique's name for a person: "naked-pair" → "Naked pair", "xy-wing" → "XY-wing", "2-sat" →
// "2-SAT round".
std::string technique_title(std::string_view technique);

// The step graph of position k (steps[k-1]) for Sudoku "human" and Tectonic "rules" steps; empty at k = 0.
Graph cell_step_graph(const Lecture& L, int k);

// The islands of a Hashi at position k as a graph laid out on the board.
Graph hashi_island_graph(const Lecture& L, int k);

// Marks, in a graph built from `ig` (node i of `g` is ig's literal code code_of[i]), the implication
// paths that force `forced` (each a literal code of ig: its negation reaches it) with kEdgeForcing, and
// dims every node and edge on none of them. Returns, per literal of `forced`, whether it had a path.
std::vector<bool> mark_forcing_paths(Graph& g, const ImplicationGraph& ig, const std::vector<int>& code_of,
                                     const std::vector<int>& forced);

}  // namespace gridlogic::lecture
