// tectonic.h — Tectonic (Suguru, document 000): the puzzle model, its formats, the rule check, and the
// three solvers of the document — rules 1–6 (ch.4), rules alternating with 2-SAT (ch.5), full SAT (ch.6).
//
// A puzzle is a rectangle of cells split into connected regions; a region of k cells holds 1..k once
// each; equal numbers never touch, diagonals included. Cells may be holes (puzz.link), which belong to
// no region. Formats (docs/tectonic.md): puzz.link `suguru` URLs (also read as `tectonic`), a readable
// one-line text form, the janko and abcqwq data forms, and the project JSON. Implementation is split by
// concern: tectonic.cpp (model, check), tectonic_format.cpp (formats), tectonic_rules.cpp (ch.4),
// tectonic_two_sat.cpp (ch.5), tectonic_sat.cpp (ch.6). None of it throws.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "gridlogic/cnf.h"
#include "gridlogic/constraint_parts.h"
#include "gridlogic/json_value.h"
#include "gridlogic/result.h"
#include "gridlogic/trace.h"
#include "gridlogic/two_sat.h"

namespace gridlogic {

inline constexpr int kTectonicMaxRegion = 9;  // the document allows 5; public sets reach 7
inline constexpr int kTectonicMaxSide = 64;   // rows and columns

// The puzzle: immutable once made by make_tectonic (which checks it).
struct TectonicPuzzle {
  int rows = 0;
  int cols = 0;
  std::vector<int> region;                   // per cell (row-major): region index, -1 = hole
  std::vector<uint8_t> givens;               // per cell: 0 = empty, else the given value
  std::vector<std::vector<int>> cells;       // per region: its cells, ascending
  std::vector<std::vector<int>> neighbours;  // per cell: the up to 8 touching non-hole cells, ascending
  // puzz.link border bits beside a hole, as a link read gave them (indices into its vertical-then-horizontal
  // border list). They draw the hole's outline and say nothing about regions; puzz.link keeps them as the
  // setter drew them, so they are kept too and the link re-encodes byte for byte.
  std::vector<int> hole_borders;

  int size() const { return rows * cols; }
  bool hole(int cell) const { return region[cell] < 0; }
  int region_size(int cell) const { return static_cast<int>(cells[region[cell]].size()); }
  int max_region() const;
};

// "r2c3" (1-based), the name every message uses for a cell.
std::string tectonic_cell_name(const TectonicPuzzle& p, int cell);

// Builds and checks a puzzle from per-cell region labels (any ints; cells with equal labels that touch
// orthogonally form one region; a label of -1 is a hole) and givens. Errors name the place: a region
// larger than kTectonicMaxRegion, a label split in two, a given out of its region's range, two equal
// givens touching or in one region.
Result<TectonicPuzzle> make_tectonic(int rows, int cols, const std::vector<int>& labels,
                                     const std::vector<uint8_t>& givens);

// The first broken rule of a full grid (values per cell, 0 for holes) that should solve the puzzle,
// named by place: "r1c2 holds 6 but its region has 5 cells", "r1c1 and r1c2 both hold 3 and touch",
// "r3c4 is given 2 but holds 4". nullopt when the grid is a solution.
std::optional<std::string> find_tectonic_violation(const TectonicPuzzle& p, const std::vector<uint8_t>& grid);

// --- Formats (tectonic_format.cpp) --------------------------------------------------------------------
enum class TectonicFormat { Url, Text, Json, Janko, Abcqwq };
std::string_view tectonic_format_name(TectonicFormat f);  // "url", "text", "json", "janko", "abcqwq"
std::optional<TectonicFormat> parse_tectonic_format(std::string_view name);

// Any form, detected: '{' → JSON, "?" or "://" → URL, leading "R C" numbers → janko/abcqwq, otherwise
// the text form "GIVENROWS REGIONROWS" (rows split by '/', e.g. "3..../...3./5..../...../.1.2.
// AABCC/AADDD/ADDEE/FFFEE/FFGGG"; '#' is a hole in both halves; region letters: orthogonally touching
// equal letters are one region).
Result<TectonicPuzzle> parse_tectonic(std::string_view text);
Result<TectonicPuzzle> parse_tectonic_url(std::string_view url);
Result<TectonicPuzzle> tectonic_from_json(const JsonValue& object);

std::string format_tectonic(const TectonicPuzzle& p, TectonicFormat f);
std::string format_tectonic_url(const TectonicPuzzle& p);  // https://puzz.link/p?suguru/C/R/…

// Solutions: one line of values row-major (digits; '.' for holes); parse checks length and digits.
std::string format_tectonic_solution(const TectonicPuzzle& p, const std::vector<uint8_t>& grid);
Result<std::vector<uint8_t>> parse_tectonic_solution(const TectonicPuzzle& p, std::string_view text);

// --- The rules of chapter 4 (tectonic_rules.cpp) ---------------------------------------------------------
using Candidates = uint16_t;  // bit v set: value v is still possible (bits 1..9)

struct TectonicRuleSet {
  std::array<bool, 7> enabled{false, true, true, true, true, true, true};  // index 1..6
  bool on(int rule) const { return enabled[rule]; }
};

enum class TectonicOutcome { Solved, Stuck, Contradiction };
std::string_view tectonic_outcome_name(TectonicOutcome o);  // "solved", "stuck", "contradiction"

// One 2-SAT round (ch.5): the formula's variables t[r,c,v] ("cell holds v"), the implication graph the
// lecture view draws, and what it decided.
struct TectonicTwoSatRound {
  ImplicationGraph graph;
  int variables = 0;
  int clauses = 0;
  int placed = 0;   // values fixed by forced literals
  int removed = 0;  // candidates ruled out by forced literals
  bool satisfiable = true;
};

// The state of a rule-based solve: candidates per cell, counts per rule, the rounds of 2-SAT.
struct TectonicSolve {
  TectonicOutcome outcome = TectonicOutcome::Stuck;
  std::vector<Candidates> candidates;       // per cell; 0 for holes
  std::array<int, 7> fired{};               // applications per rule (index 1..6)
  int two_sat_rounds = 0;                   // rounds that were run
  std::vector<TectonicTwoSatRound> rounds;  // kept when keep_graphs
  std::string contradiction;                // with Contradiction: where
  std::vector<uint8_t> grid() const;        // the decided values (0 where open)
};

struct TectonicSolveOptions {
  TectonicRuleSet rules;
  bool two_sat = false;      // alternate with 2-SAT (ch.5) when the rules are stuck
  bool keep_graphs = false;  // keep each round's implication graph
  // Order of rules. Default: one application of the simplest rule that changes something, then from
  // rule 2 again (fewest applications of the harder rules). Sweep: passes in which each rule runs until
  // it no longer applies before the next one looks — the order behind table 8.8's counts (its level-1
  // puzzles use rule 4 five times on average although rules 1–3 solve them all, table 8.2).
  bool sweep = false;
};

// Applies the enabled rules, simplest first (after every change it restarts from rule 2, so the counts
// follow the document's "the simplest rule is used first"), and optionally 2-SAT rounds, until solved,
// stuck or contradictory. Every application is reported to `observer` as a TraceStep with technique
// "rule-N" or "2-sat", the cells looked at, the candidates removed and the values placed.
TectonicSolve solve_tectonic_rules(const TectonicPuzzle& p, const TectonicSolveOptions& options,
                                   TraceObserver* observer = nullptr);

// Starting from given candidates (a partial solve, as figure 5.1): the same loop.
TectonicSolve continue_tectonic_rules(const TectonicPuzzle& p, std::vector<Candidates> candidates,
                                      const TectonicSolveOptions& options, TraceObserver* observer = nullptr);

// One 2-SAT round on the candidates (tectonic_two_sat.cpp): variables for each candidate of each open
// cell, binary clauses from the rules (at most one value per cell, at least one of two candidates,
// equal values never touching or sharing a region, a region value with two places left), then the
// forced literals are applied. Returns false on a contradiction (no 2-SAT model).
bool tectonic_two_sat_round(const TectonicPuzzle& p, std::vector<Candidates>& candidates, TectonicTwoSatRound& round,
                            TraceStep& step, bool keep_graph);

// --- Full SAT (tectonic_sat.cpp) ------------------------------------------------------------------------
struct TectonicEncoding {
  bool region_at_least_once = true;  // (x[c1,v] ∨ … ∨ x[ck,v]) per region and value (ch.6 lists them)
};

struct TectonicVars {
  VarRange x;  // x[cell, v-1]: the cell holds v (v up to the puzzle's largest region)
  int max_value = 0;
};

// Chapter 6's encoding: per cell exactly one value (values above the region size excluded by units),
// per region each value at most once (and, optionally, at least once), touching cells of different
// regions never equal, givens as units. With `parts` each region, each touching pair and each given is
// a named, guarded part (constraint_parts.h), for naming a contradiction.
TectonicVars encode_tectonic(const TectonicPuzzle& p, const TectonicEncoding& e, Cnf& cnf,
                             ConstraintParts* parts = nullptr);

struct TectonicSatResult {
  int count = 0;               // solutions found, up to the limit
  bool exhausted = false;      // proved there are no more
  std::vector<uint8_t> first;  // the first solution (verified)
  std::string error;           // internal error (a model breaking a rule)
  uint64_t decisions = 0, propagations = 0, conflicts = 0;
};

// Counts solutions up to `limit` (2 proves uniqueness); `fixed` optionally restricts cells to given
// candidate sets first (rules then SAT), as unit clauses.
TectonicSatResult solve_tectonic_sat(const TectonicPuzzle& p, int limit, const TectonicEncoding& e = {},
                                     const std::vector<Candidates>* fixed = nullptr, int64_t conflict_budget = -1);

// --- Difficulty (tectonic_rating.cpp) ------------------------------------------------------------------
// Chapter 8's scale: which rule set suffices (rules 1–3 only; all six rules; the rules alternating with
// 2-SAT; none of these), then how often rules 3 and 4 fire in the rules+2-SAT solve, cut at the
// midpoints between the book levels' averages of table 8.8. Book levels 4 and 5 cannot be told apart
// (the document says so), which leaves 8 levels. docs/tectonic.md has the table.
enum class TectonicRuleClass { Rules123, AllRules, TwoSat, Beyond };
std::string_view tectonic_rule_class_name(TectonicRuleClass c);  // "rules-1-3", "rules", "2-sat", "beyond"

inline constexpr int kTectonicLevels = 8;

struct TectonicRating {
  int level = 0;  // 1..kTectonicLevels
  TectonicRuleClass rule_class = TectonicRuleClass::Beyond;
  int rule3 = 0;  // applications of rule 3 in the rules+2-SAT solve
  int rule4 = 0;  // … of rule 4
  int two_sat_rounds = 0;
  std::array<int, 7> fired{};  // every rule's count in that solve
};

// The level of a puzzle from its rule class and rule 3/4 counts (the thresholds of the scale).
int tectonic_level(TectonicRuleClass c, int rule3, int rule4);

// Rates a puzzle: three rule solves (1–3, all, all + 2-SAT), no search. A puzzle the rules cannot
// finish rates as "beyond" (level 8) whatever its number of solutions; callers that need uniqueness
// check it with solve_tectonic_sat.
TectonicRating rate_tectonic(const TectonicPuzzle& p);

}  // namespace gridlogic
