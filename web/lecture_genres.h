// lecture_genres.h — the lecture view's genres and their methods as rows of plain data and function
// pointers, as the engine's registry declares its genres and verbs (gridlogic/genre.h): a genre row holds
// what every method of it shares (naming its variables, counting what is open, the board's residual
// clauses, its default puzzle), a method row how its steps are recorded and replayed and which of the
// lab's menus apply. Adding a method is one row (and its record function); no code branches on genres.
//
// The rows live at the end of each genre's file (lecture_sudoku.cpp, lecture_tectonic.cpp,
// lecture_hashi.cpp, lecture_cdcl.cpp for CNF, lecture_variant.cpp) and lecture_genres.cpp lists them;
// the Sudoku lab methods (propagation, DPLL, CDCL, exact cover, ...) are recorded in lecture_lab.cpp.
// How a board is drawn is the view's (board_view.cpp keeps a row per genre name: the model library
// builds natively without ImGui).
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "gridlogic/cnf.h"
#include "gridlogic/result.h"
#include "gridlogic/trace.h"
#include "lecture_model.h"

namespace gridlogic::lecture {

// What a method row says about itself (flags).
inline constexpr uint32_t kMethodTrail = 1u << 0;          // steps are a search's events with trails (trail_based())
inline constexpr uint32_t kMethodHeatmap = 1u << 1;        // the graph panel shows the heatmap (a set's pattern)
inline constexpr uint32_t kMethodBeyondSingles = 1u << 2;  // key steps: every step beyond singles
inline constexpr uint32_t kMethodSet = 1u << 3;            // reads a set; without one it makes its own
inline constexpr uint32_t kMethodEncoding = 1u << 4;       // the encoding menu applies (document 002's three)
inline constexpr uint32_t kMethodHeuristic = 1u << 5;      // the branching-heuristic menu applies
inline constexpr uint32_t kMethodRestarts = 1u << 6;       // MiniSat's restarts can be switched off
inline constexpr uint32_t kMethodDecide = 1u << 7;         // the class may choose decisions (what-if)
inline constexpr uint32_t kMethodUnique = 1u << 8;         // a model can be blocked and the search run again
inline constexpr uint32_t kMethodTree = 1u << 9;           // the steps grow a search tree (tree panel)

struct LectureMethod {
  std::string_view name;   // what method= says: "dpll"
  std::string_view title;  // the menu's words: "DPLL"
  std::string_view help;   // one line under the menu
  // Reads the puzzle text (already trimmed, the default filled in) into L and records the steps;
  // `expected` gets the solver's own end state, where the replay must arrive (left empty: no check).
  Result<bool> (*record)(Lecture& L, std::string_view text, BoardState& expected) = nullptr;
  // Applies steps[k] to the board of position k (giving position k + 1).
  void (*apply)(const Lecture& L, int k, BoardState& s) = nullptr;
  // The replayed end against the solver's own; "" when they agree (nullptr: nothing to compare).
  std::string (*check_replay)(const Lecture& L, const BoardState& expected) = nullptr;
  std::string_view key_button = "Next key step";  // the transport's "next key step" button
  uint32_t flags = 0;                             // kMethod* above
  std::string_view default_puzzle = {};           // "" = the genre's
  std::string_view alias = {};                    // an older name the address may still use ("sat")
  bool has(uint32_t f) const { return (flags & f) != 0; }
};

// The variables of a genre's encoding as the residual graph reads them off a board: per variable its
// value (-1 open, 0 false, 1 true) and the cells it is about (up to two, -1 for none).
struct ResidualVars {
  const VarRange* range = nullptr;
  std::vector<int8_t> assign;
  std::vector<int> cell, cell2;
};

struct LectureGenre {
  std::string_view name;                   // the engine registry's name ("sudoku"), or the view's own ("cnf")
  std::string_view title;                  // the menu's words: "Sudoku"
  std::span<const LectureMethod> methods;  // the first is the default
  std::string_view default_puzzle;
  // Counters a board gives (open cells, candidates left / undecided bridges / unassigned variables).
  void (*count)(const Lecture& L, const BoardState& s, Counters& c) = nullptr;
  // The cell and value a CNF variable is about (s[r,c,v], x[cell,v]); nullptr: the genre has none.
  std::optional<CellValue> (*cell_value)(const Lecture& L, Var v) = nullptr;
  // A literal's name beyond cell values (a Hashi bridge "r1c1–r1c3≥2"); nullptr or "": Cnf::describe.
  std::string (*literal_name)(const Lecture& L, Lit l) = nullptr;
  // The board's assignment of the encoding's variables, for the residual clause graph; false: none.
  bool (*residual_vars)(const Lecture& L, const BoardState& s, ResidualVars& out) = nullptr;
  std::string_view open_label = {};               // the Statistics plot of Counters::open ("open cells"); "" = none
  int (*open_total)(const Lecture& L) = nullptr;  // its "of N"
  bool candidates = false;                        // the board has candidates (plot "candidates left")
};

// Every genre, in the menu's order.
std::span<const LectureGenre* const> lecture_genres();
// A genre by its name, an engine alias ("suguru", "bridges") or "dimacs"/"sat" for CNF; nullptr if none.
const LectureGenre* find_lecture_genre(std::string_view name);
// The genre a puzzle text names by itself (a puzz.link URL, f-puzzles, DIMACS), or nullptr.
const LectureGenre* detect_lecture_genre(std::string_view puzzle);
// A method of a genre by name; nullptr if none.
const LectureMethod* find_method(const LectureGenre& g, std::string_view name);
// The method names of a genre, the default first.
std::vector<std::string_view> genre_methods(const LectureGenre& g);
std::vector<std::string_view> genre_methods(std::string_view genre);
// The genre's default puzzle for a method (the method's own when it has one).
std::string_view default_puzzle(const LectureGenre& g, const LectureMethod& m);
std::string_view default_puzzle(std::string_view genre, std::string_view method = {});

}  // namespace gridlogic::lecture
