// lecture_model.h — what the lecture view shows, apart from how it is drawn: a puzzle of any genre, the
// steps the chosen solver recorded, the board after each step, and the graphs that go with the steps.
//
// Engine-only code (no GL, no ImGui, no Emscripten): main.cpp and the *_view files draw a Lecture; this
// file only loads and replays one. Steps come from the engine's own traces (trace.h), so the view shows
// exactly what the solver did:
//   sudoku    solve_sudoku_human's ladder steps ("human"), or MiniSat's CDCL search of document 002's
//             extended encoding with the givens as assumptions ("sat"), or document 002's pattern
//             of givens over a set of puzzles, one puzzle a step ("patterns", the heatmap);
//   tectonic  solve_tectonic_rules with 2-SAT rounds (keep_graphs: each round's implication graph), or
//             MiniSat's CDCL search of document 000's encoding, givens as assumptions ("sat");
//   hashi     solve_hashi_rules' steps, then the SAT spanning tree (document 001 figure 5) growing edge
//             by edge ("rules+tree"), or the SAT cut rounds ("cuts");
//   variant   a variant Sudoku (f-puzzles / SudokuPad: killer, thermo, arrow, kropki, …):
//             explain_variant's human steps (singles, locked candidates, subsets, each rule's own
//             narrowing, a labelled last resort), the rules drawn on the board (lecture_variant.h);
//   cnf       MiniSat through the search window (search_window.h): decisions, propagations, conflicts
//             with their implication graph and first-UIP cut, learned clauses (lecture_cdcl.cpp records
//             the "sat" methods of the grids the same way).
// Position k of the timeline means "the first k steps applied"; state(k) is the board then, and
// replay(k) recomputes it from the start by applying steps 0..k-1 (states are cached, replay checks them).
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "gridlogic/cnf.h"
#include "gridlogic/hashi.h"
#include "gridlogic/result.h"
#include "gridlogic/search_window.h"
#include "gridlogic/sudoku.h"
#include "gridlogic/tectonic.h"
#include "gridlogic/trace.h"
#include "gridlogic/two_sat.h"
#include "gridlogic/variant.h"

namespace gridlogic::lecture {

struct LectureGenre;   // lecture_genres.h: one row per genre (its methods, board, naming)
struct LectureMethod;  // lecture_genres.h: one row per method of a genre (how its steps are recorded)

// What the lab adds to a method (lecture_lab.h): the encoding, the branching heuristic, restarts, the
// class's own decisions and the uniqueness proof. Empty fields are the method's defaults.
struct LabOptions {
  std::string encoding;   // Sudoku SAT methods: minimal | efficient | extended ("" = the method's)
  std::string heuristic;  // backtracking / DPLL: first-open | mom | jeroslow-wang | dlis; CDCL: vsids
  bool restarts = true;   // CDCL: MiniSat's Luby restarts
  // The class's decisions: the d-th decision of the run (1-based) is `lit` instead of the heuristic's.
  // what_if_text, when given, is read instead once the puzzle is known ("3:r5c2=3,7:r1c1!=4", or
  // DIMACS literals "3:-124"), as the address holds it.
  std::vector<std::pair<int, Lit>> what_if;
  std::string what_if_text;
  bool unique = false;  // after the first model: block it and search again (the uniqueness proof)
  int max_events = 0;   // search events recorded as steps (0 = the method's window)
  // > 0: a search method (backtracking, DPLL, CDCL, exact cover; not with `unique`) records this many
  // events at most and its search stops there, unfinished (Lecture::complete false): the view's answer
  // to a click costs the events up to the click and a window after it, not the whole search. Recording
  // again with a larger window gives the same steps and more (docs/lecture.md, "The class decides").
  int window = 0;
  // Seconds a backtracking or DPLL run may take before it answers "unknown" (0 = no limit; the view
  // gives kViewSeconds). It stops at a conflict, so `command` then carries --budget with the conflicts
  // reached and the command line stops at the very same point.
  double seconds = 0;
  // Tests only: when set, the recorder also copies the whole trail after each step here (what it stored
  // before TrailLog kept changes), the reference the change log and the boards are checked against.
  std::vector<std::vector<TrailEntry>>* full_trails = nullptr;
};

// The view's limit for a lab run: with a scoring heuristic (MOM, Jeroslow-Wang, DLIS) every decision
// scans every clause, and a hard puzzle's search to the conflict budget froze the tab (DPLL with
// Jeroslow-Wang on the minimal encoding of Norvig's hard puzzle: about 10 s of CPU natively).
inline constexpr double kViewSeconds = 2.0;

// A graph ready to draw: nodes placed on a layout grid (x = column, y = row, both ≥ 0), with the
// meaning of each node and edge as flags; the view picks colours from them.
struct GraphNode {
  float x = 0, y = 0;
  std::string label;
  int group = -1;      // SCC (2-SAT) or decision level (CDCL): nodes of one group share a colour
  int level = -1;      // CDCL decision level
  uint32_t flags = 0;  // kNode* below
  int step = -1;       // search tree: the timeline position the node stands for (a click goes there)
};
struct GraphEdge {
  int from = 0;
  int to = 0;
  uint32_t flags = 0;  // kEdge* below
};
inline constexpr uint32_t kNodeNegative = 1u << 0;       // a negated literal
inline constexpr uint32_t kNodeDecision = 1u << 1;       // CDCL: a decision
inline constexpr uint32_t kNodeConflict = 1u << 2;       // CDCL: the conflict node (κ)
inline constexpr uint32_t kNodeUip = 1u << 3;            // CDCL: the first UIP
inline constexpr uint32_t kNodeConflictSide = 1u << 4;   // CDCL: after the first-UIP cut
inline constexpr uint32_t kNodeForced = 1u << 5;         // 2-SAT: true in every model (a deduction)
inline constexpr uint32_t kNodeContradiction = 1u << 6;  // 2-SAT: x and ¬x in one SCC
inline constexpr uint32_t kNodeInCycle = 1u << 7;        // 2-SAT: in an SCC of two or more literals
inline constexpr uint32_t kNodeFocus = 1u << 8;          // belongs to the current step's cells
inline constexpr uint32_t kNodeLearned = 1u << 9;        // its negation is in the learned clause
inline constexpr uint32_t kNodeNew = 1u << 10;           // CDCL: assigned by the current step
inline constexpr uint32_t kNodeDim = 1u << 11;           // not part of the step's reasoning: drawn faint
inline constexpr uint32_t kNodeRemoved = 1u << 12;       // step graph: a candidate the step removes (r3c5≠7)
inline constexpr uint32_t kNodePlaced = 1u << 13;        // step graph: a value the step places
inline constexpr uint32_t kNodeRule = 1u << 14;          // step graph: a variant rule (killer cage 7, a thermometer)
inline constexpr uint32_t kNodeSquare = 1u << 15;        // drawn as a square (search tree: a failure)
inline constexpr uint32_t kNodeDiamond = 1u << 16;       // drawn as a diamond (search tree: a solution)
inline constexpr uint32_t kEdgeCut = 1u << 0;            // crosses the first-UIP cut
inline constexpr uint32_t kEdgeIntoConflict = 1u << 1;   // ends in the conflict node
inline constexpr uint32_t kEdgeFocus = 1u << 2;          // between two focus nodes
inline constexpr uint32_t kEdgeDim = 1u << 3;            // not part of the step's reasoning: drawn faint
inline constexpr uint32_t kEdgeStrong = 1u << 4;         // step graph: a strong link (one of the two holds)
inline constexpr uint32_t kEdgeWeak = 1u << 5;           // step graph: a weak link (not both hold), dashed
inline constexpr uint32_t kEdgeRemoves = 1u << 6;        // step graph: rules out a candidate (to a removed node)
inline constexpr uint32_t kEdgeForcing = 1u << 7;        // 2-SAT: on an implication path forcing the step
inline constexpr uint32_t kEdgeUndirected = 1u << 8;     // no arrowhead (a Hashi bridge, a strong link)

struct Graph {
  std::string title;               // "2-SAT round 1: 44 variables, 109 clauses"
  std::vector<std::string> notes;  // lines under the graph: the learned clause, the cut, forced literals
  std::vector<GraphNode> nodes;
  std::vector<GraphEdge> edges;
  float width = 1, height = 1;                 // the layout's extent (max x + 1, max y + 1)
  bool by_level = false;                       // columns are decision levels (CDCL)
  std::vector<std::pair<float, int>> columns;  // by_level: (x where a level starts, the level)
  bool keep_aspect = false;                    // one scale for x and y (nodes at board positions: Hashi islands)
  bool label_all = false;                      // every node carries its label, however many (step graphs, CDCL)
  bool residual = false;                       // the whole residual clause graph (the view's toggle), not the step's
  bool tree = false;                           // a search tree (its legend; its faint part keeps labels too)
  bool empty() const { return nodes.empty(); }
};

// The board after some steps. Which fields are used depends on the genre.
struct BoardState {
  std::vector<uint32_t> candidates;             // Sudoku, Tectonic: per cell, bit v = value v still possible
  std::vector<int8_t> lo, hi;                   // Hashi: per edge, the bridges still possible
  std::vector<int> group;                       // Hashi: per island, its group of islands joined by drawn bridges
  std::vector<int> order;                       // Hashi spanning tree: per island its z (0 = not in the tree yet)
  int root = -1;                                // Hashi spanning tree: the root island
  std::vector<std::pair<int, int>> tree_edges;  // Hashi spanning tree: (from island, to island)
  std::vector<std::vector<int>> cut_groups;     // Hashi cut round: the groups (islands) cut apart
  std::vector<int8_t> round_bridges;            // Hashi cut round: per edge the bridges of the rejected
                                                // model (empty outside a cut round)
  std::vector<int8_t> value;                    // Sudoku, Tectonic: per cell the value placed (0 = open);
                                                // Cnf: per variable -1 unassigned, 0 false, 1 true
  std::vector<int> level;                       // Cnf: per variable its decision level (-1 unassigned)
  std::vector<int> heat;                        // Sudoku patterns: per cell, the puzzles so far with a given there
  std::vector<int8_t> decided;                  // Sudoku, Tectonic by SAT: per cell 1 when a decision on the trail is
                                                // about it (MiniSat decides ¬s[r,c,v] first: a struck candidate)
  std::vector<TrailEntry> trail;                // Cnf: the trail (with reasons)
  // Equal boards: every field, the trail by its literals and levels.
  friend bool operator==(const BoardState& a, const BoardState& b);
};

// A variant rule as the board draws it, in cells (row-major indices of the grid): cages and extra
// regions as outlines, thermometers, arrows and lines along their cells, dots and XV on the edge
// between two cells, parity and min/max marks in a cell. Read from the puzzle's f-puzzles object.
struct RuleMark {
  enum class Kind { Cage, Region, Thermo, Arrow, Line, Dot, Letter, Odd, Even, Diagonal };
  Kind kind = Kind::Cage;
  std::vector<int> cells;  // outline: its cells; Thermo/Arrow/Line: the path in order (an arrow's
                           // circle first, `circle` cells long); Dot/Letter: the two cells
  int circle = 0;          // Arrow: how many leading cells are the circle (or pill)
  std::string text;        // a cage's sum, an XV letter, a dot's value when not the plain one
  bool black = false;      // Dot: black (ratio) rather than white (difference)
  bool anti = false;       // Diagonal: the anti-diagonal (bottom left to top right)
};

// The trail after each step of a search. A search's trail grows and is cut back, so step k is kept as
// how much of step k-1's trail stays and what it adds, with the whole trail every 32 steps: memory and
// recording time grow with what changes, not with the trail's length (a 9×9's trail holds up to 729
// literals; the lab re-records a search whenever the class decides). The recorder knows what stayed
// (SearchRecorder compares each event's trail with its own, reasons included), so nothing here
// compares or copies a whole trail but the checkpoints.
class TrailLog {
 public:
  // Appends the trail after the next step: its first `keep` entries are the previous step's.
  void push(const std::vector<TrailEntry>& trail, int keep);
  // Drops the last step's trail (a run recorded in slices takes back its "unrecorded" tail step).
  void pop_back();
  int size() const { return static_cast<int>(deltas_.size()); }
  bool empty() const { return deltas_.empty(); }
  // The trail after step k, rebuilt.
  std::vector<TrailEntry> operator[](int k) const;
  // Its literals alone (with level and whether each is a decision): what a board needs, without the
  // reasons' copies.
  struct Lit3 {
    Lit lit;
    int level = 0;
    bool decision = false;
  };
  std::vector<Lit3> lits(int k) const;
  // Step k as a change of step k-1's trail (k = 0: of the empty trail): how many entries stay, the
  // entries that follow them, and the trail's length after it. A board steps forward with these alone.
  int keep(int k) const { return deltas_[k].keep; }
  int added_count(int k) const { return deltas_[k].count; }
  Lit3 added_lit(int k, int i) const { return light(deltas_[k].first + i); }
  TrailEntry added_entry(int k, int i) const { return whole(deltas_[k].first + i); }
  int length(int k) const { return deltas_[k].keep + deltas_[k].count; }

 private:
  static constexpr int kCheckpointEvery = 32;
  // Entries are stored flat (a reason is a slice of reasons_), so a step costs no allocation per literal.
  struct Delta {
    int keep = 0;   // entries of the previous trail that stay
    int first = 0;  // then entries_[first, first + count)
    int count = 0;
  };
  struct Entry {
    Lit lit;
    int level = 0;
    int reason_end = 0;  // its reason: reasons_[the previous entry's reason_end, reason_end)
  };
  void append(const TrailEntry& e);
  Lit3 light(int i) const;
  TrailEntry whole(int i) const;
  std::vector<Delta> deltas_;
  std::vector<Delta> checkpoints_;  // the whole trail after steps 0, 32, 64, ... (keep 0)
  std::vector<Entry> entries_;
  std::vector<Lit> reasons_;
};

// Running totals up to a position of the timeline (for the Statistics panel).
struct Counters {
  int decisions = 0;
  int propagations = 0;  // literals implied by unit propagation
  int conflicts = 0;
  int learned = 0;     // learned clauses
  int backtracks = 0;  // decisions undone (DPLL, backtracking, exact cover)
  int restarts = 0;
  int two_sat_rounds = 0;
  int open = 0;        // open cells / undecided edges / unassigned variables after the step
  int candidates = 0;  // candidates left (Sudoku, Tectonic)
  int clauses = 0;     // Cnf: original + learned clauses
};

// One step of the timeline.
struct Step {
  TraceStep trace;         // as the solver recorded it (technique, cells, explanation, ...)
  int two_sat_round = -1;  // Tectonic "2-sat": index into Lecture::two_sat_rounds
  int conflict = -1;       // Cnf "conflict"/"learned": index into Lecture::conflicts
  bool key = false;        // a step worth jumping to (conflict, contradiction, 2-SAT round, cut)
  int level = -1;          // trail-based: the decision level of the step's literal (decision,
                           // backtrack, learned), else the level the search is at after it
  Counters after;          // totals once this step is applied
};

struct LabRecording;  // lecture_lab.cpp

struct Lecture {
  const LectureGenre* genre = nullptr;  // its row (lecture_genres.h)
  const LectureMethod* how = nullptr;   // the method's row
  std::string method;                   // how->name
  LabOptions lab;                       // the lab's choices the steps were recorded with
  std::string puzzle_text;              // as loaded
  std::string verdict;                  // "unique", "multiple", "none", "unsatisfiable", "satisfiable", ...
  std::string summary;                  // one line: size, givens, steps

  // The puzzle (one of these, by genre).
  std::optional<SudokuGrid> sudoku;
  std::optional<TectonicPuzzle> tectonic;
  std::optional<HashiPuzzle> hashi;
  std::optional<VariantPuzzle> variant;
  std::vector<RuleMark> rule_marks;  // Variant: its rules, for the board
  Cnf cnf;                           // Cnf: the formula; other genres: their encoding (residual graphs)
  std::vector<int8_t> given;         // Sudoku, Tectonic: per cell 1 when given
  int rows = 0, cols = 0;            // the grid (Cnf: the variable matrix the board draws)

  std::vector<Step> steps;
  std::vector<TectonicTwoSatRound> two_sat_rounds;
  std::vector<ConflictSnapshot> conflicts;
  std::vector<BoardState> states;  // states[k]: after the first k steps; states.size() == steps.size() + 1
  Counters start;                  // totals before any step
  HashiBridges hashi_solution;     // Hashi: the SAT solution the tree/cut steps draw
  TrailLog trails;                 // trail-based methods: the trail after each step
  // Empty when replaying the steps ends where the solver itself ended (its own final candidates,
  // bridges or grid); otherwise what differs. The page publishes it; the browser test checks it.
  std::string replay_problem;
  // A lab method's own totals for the whole run as the engine counted them (sudoku_teach.h): exactly
  // what `command` prints (the Statistics and compare tables show these, the steps' counters so far).
  std::vector<std::pair<std::string, uint64_t>> totals;
  std::string command;      // "gridlogic solve --method dpll --encoding extended … --json"
  std::string run_verdict;  // the lab run's own answer ("solved", "unique", "unknown": stuck), beside
                            // `verdict`, the puzzle's (by a second method, the fast search)
  std::string cnf_size;     // "729 variables, 11,988 clauses" (the encoding menu shows it)
  double solve_ms = -1;     // the run's time as the engine measured it (`ms` of the stats), recording
                            // the steps included; -1 for methods that are not the lab's
  // False when the run was recorded in a window (LabOptions::window) and its search stopped at the
  // window's end: the last step is "unrecorded", `totals` are the counts so far, `command` is empty
  // (no command line stops there) and `run_verdict` is "unfinished".
  bool complete = true;
  // A lab run recorded in slices (lecture_lab.h, record_further): the search paused with its state, to
  // go on from where it stopped; null when the run is complete or cannot resume (CDCL, other genres).
  std::shared_ptr<LabRecording> recording;

  int size() const { return static_cast<int>(steps.size()); }
  // Steps are a search's events with the trail after each (MiniSat's CDCL, DPLL, backtracking, ...):
  // trails, conflicts, decisions.
  bool trail_based() const;
  const BoardState& state(int k) const { return states[k]; }
  // The state after steps 0..k-1, applied one by one from the start (what states[k] caches).
  BoardState replay(int k) const;
  // The next step at or after `from` (0-based step index) flagged key, or -1.
  int next_key_step(int from) const;

  // The graph that goes with position k (the step just applied, steps[k-1]): a 2-SAT round's graph,
  // a CDCL conflict with its cut, the trail's implication graph, or the binary clauses the formula
  // still has on the board of position k ("any genre's binary clauses").
  // With whole_residual (the view's "show the whole residual" toggle) a human or rule step shows the
  // residual clause graph instead of the step's own structure (lecture_step_graph.cpp).
  Graph graph_at(int k, bool whole_residual = false) const;
  // The search tree of a trail-based run (lecture_tree.cpp): a node per decision (and per literal set by
  // backtracking or learning), failures as squares, solutions as diamonds, laid out top-down; the path
  // to position k lit, what comes after k dimmed. Empty for other methods.
  Graph search_tree(int k) const;
  // Literal names for labels: "r1c2=3" / "r1c2≠3" for cell variables, Cnf::describe otherwise.
  std::string literal_name(Lit l) const;
  // The cell and value a grid's CNF variable is about (s[r,c,v], x[cell,v]); nullopt for other
  // variables and genres.
  std::optional<CellValue> cell_value(Var v) const;

 private:
  // cell_value's answers tabled per variable on the first question (every literal of every recorded
  // step asks); made again when the formula has grown since (value 0: not a cell's variable).
  mutable std::vector<CellValue> cell_values_;
  mutable int cell_values_vars_ = -1;
  mutable size_t cell_values_ranges_ = 0;
};

// Loads a puzzle and records the method's steps (genre by its name or an alias, lecture_genres.h;
// method "" = the genre's default). Bad input comes back as an error naming the place; it never throws.
Result<std::unique_ptr<Lecture>> load_lecture(std::string_view genre, std::string_view puzzle,
                                              std::string_view method = {}, const LabOptions& lab = {});
Result<std::unique_ptr<Lecture>> load_lecture(const LectureGenre& genre, std::string_view puzzle,
                                              const LectureMethod& method, const LabOptions& lab = {});
// Document-style pigeonhole formula "n pigeons, m holes" with variables p[pigeon, hole], as DIMACS with
// the range named (a small UNSAT formula with conflicts for the CDCL view).
std::string pigeonhole_dimacs(int pigeons, int holes);

// A generated layered graph of `nodes` nodes (about two edges a node) for measuring the renderer.
Graph benchmark_graph(int nodes, uint32_t seed = 1);

}  // namespace gridlogic::lecture
