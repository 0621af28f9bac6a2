// setting.h — the setter's questions about a puzzle being made (docs/setting.md): which values each cell
// takes in some solution and in how many (true candidates; for Hashi the bridge counts of each island
// pair), and an analysis: how many solutions, which givens could go without losing uniqueness, one given
// that would split the solutions best, and — when there is none — a minimal set of pieces of the puzzle
// (givens, rows, regions, cages, islands) that contradict each other, named in the user's words.
//
// One mechanism serves every genre. A genre describes its puzzle as a SettingModel: the rules encoded
// once without the givens, the slots where solutions choose (a cell and its values; an island pair and
// its bridge counts), the givens as assumption literals, and its own check of a solution. A
// SettingSession holds one MiniSat solver over those rules and answers question after question with
// assumptions (MiniSat's incremental interface), so every learned clause — a consequence of the rules
// alone — serves the next question. Every solution it finds is verified by the genre's check and kept;
// a question that must look past some of them ("another solution with r4c5 = 7") blocks them with
// clauses behind an activation literal of its own, assumed by its searches and retired when it is
// answered, so the blocks of one question cost the next nothing. Cuts of lazily checked rules
// (connectivity) hold in every solution and stay.
//
// A session lives for one request: every answer is a function of the puzzle and the options alone
// (MiniSat is deterministic), never of what was asked before (docs/setting.md says why).
//
// Where: setting.cpp (the session), setting_candidates.cpp, setting_analyze.cpp, setting_conflict.cpp
// (the questions), setting_cells.cpp (Sudoku and variant Sudoku), setting_tectonic.cpp,
// setting_hashi.cpp (the genres' models); the verbs are genres/setting_verbs.cpp.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "gridlogic/cnf.h"
#include "gridlogic/constraint_parts.h"
#include "gridlogic/sat_solver.h"

namespace gridlogic {

// A place where solutions choose: a cell and its values, or a Hashi island pair and its bridge counts.
struct SettingSlot {
  int place = 0;                          // the cell (row-major), or the Hashi edge
  std::vector<int> values;                // per option: its value (a digit; a bridge count)
  std::vector<std::vector<Lit>> options;  // per option: literals that all hold exactly when a solution takes it
};

// A given of the puzzle being set: a digit in a cell, or a number on a Hashi island.
struct SettingGiven {
  int place = 0;          // the cell, or the island
  int value = 0;          // the digit, or the island's number
  std::vector<Lit> lits;  // assumed while the given is in force
};

// A solution as the questions see it.
struct SettingSolution {
  std::vector<uint8_t> choice;  // per slot: the index of its option
  std::vector<uint8_t> marks;   // per mark variable of the encoding (Nurikabe's ocean): its value
  friend bool operator==(const SettingSolution&, const SettingSolution&) = default;
};

// The rules as clauses, for every set of givens.
struct SettingEncoding {
  Cnf cnf;
  std::vector<Var> marks;      // further variables that tell solutions apart (Nurikabe's ocean)
  std::vector<Var> decisions;  // when not empty: the only variables the search branches on (the others
                               // follow from them by propagation)
  // Rules too large to encode up front: given a model, clauses it breaks and every solution keeps (for
  // parts, behind the part's guard: such a cut binds only while its part is assumed, and a model that
  // leaves the part out keeps it); none when the model is a solution. Only the cuts the model breaks
  // count (violated_cuts).
  std::function<void(const std::function<bool(Var)>& value, std::vector<std::vector<Lit>>& cuts)> cuts;
  std::vector<ConstraintPart> parts;  // encode(true): the named pieces of the rules, each behind its guard
};

// One genre's puzzle as the setter's questions see it (setting_<genre>.cpp make one).
class SettingModel {
 public:
  virtual ~SettingModel() = default;

  std::vector<SettingSlot> slots;
  std::vector<SettingGiven> givens;  // the puzzle's givens, in the order the puzzle lists them
  // Places where a given could be added, each with the values it could take (setting_analyze's
  // suggestion): the empty cells; Hashi's islands without a number.
  std::vector<int> open_places;

  // The rules without the givens. Both forms use the same variables for the slots' and givens' literals;
  // with_parts: every piece a setter places or draws (a row, a region, a cage, a touching pair) is a
  // named part behind its guard, for naming a contradiction.
  virtual SettingEncoding encode(bool with_parts) const = 0;
  // The genre's own check of a solution against the rules (not the givens, which the session checks
  // with value_at): nothing when it is one, else what it breaks.
  virtual std::optional<std::string> verify(const SettingSolution& s) const = 0;
  // The value a solution puts at a given's place (a cell's digit; the bridges at an island).
  virtual int value_at(int place, const SettingSolution& s) const = 0;
  // A person's name for a place ("r3c4"; "the island at r2c5").
  virtual std::string place_name(int place) const = 0;
  // A given as a piece of a contradiction ("the given 5 in r1c1"; "the number 4 on the island at r2c3"),
  // its guard unset.
  virtual ConstraintPart given_part(const SettingGiven& g) const = 0;
  // Literals every solution that keeps all the givens has, found by the genre's own sound reasoning
  // (the explained solver's steps, never a guess); none by default. A search under all the givens starts
  // from them: they spare MiniSat what a person would see at once (a killer cage's combinations, the
  // innies of a box) — a killer being set answers six times faster with them (docs/setting.md).
  virtual std::vector<Lit> deductions() const { return {}; }
};

// What one search found.
enum class SettingFind { Solution, None, Unknown };

// One solver over a model's rules, with the solutions found so far.
class SettingSession {
 public:
  // `all_givens`: every search of this session keeps every given (candidates; the count of analyze),
  // so the givens and the model's deductions are unit clauses, which MiniSat simplifies away, rather
  // than assumptions; otherwise each search names the givens it keeps among its assumptions.
  SettingSession(const SettingModel& model, bool all_givens);
  SettingSession(const SettingSession&) = delete;
  SettingSession& operator=(const SettingSession&) = delete;

  const SettingModel& model() const { return model_; }
  // SAT conflicts every later search together may use (−1: no limit); the request's time and memory
  // limits apply as well (deadline.h).
  void set_budget(int64_t conflicts);
  // Whether the budget or a limit has stopped a search; then later questions are not asked.
  bool stopped() const { return stopped_; }

  // A solution under `assumptions` (givens, an option's literals, kept solutions' activation literals),
  // verified — by the genre's check, and to keep the givens `in_force` (those among the assumptions) —
  // and kept; its index in solutions() in *found. None: there is none (failed_assumptions() names the
  // assumptions that contradict the rules). Unknown: the budget or a limit stopped the search, or a
  // model failed the verification (error() says so).
  SettingFind find(std::span<const Lit> assumptions, std::span<const SettingGiven* const> in_force,
                   int* found = nullptr);
  std::vector<Lit> failed_assumptions() const { return solver_.failed_assumptions(); }

  const std::vector<SettingSolution>& solutions() const { return solutions_; }
  // Keeps a solution another session found (and verified); returns its index.
  int adopt(SettingSolution s);
  // Rules out kept solutions for the searches that assume the literal returned: a fresh guard g and, per
  // solution, the clause ¬g ∨ "not this solution" (exclude_also adds one more). retire(g) ends it for
  // good — the unit ¬g satisfies its clauses and MiniSat drops them — so a finished question's clauses
  // cost the next ones nothing.
  Lit exclude(std::span<const int> solutions);
  void exclude_also(Lit guard, int solution);
  void retire(Lit guard);
  // Whether kept solution i keeps the given.
  bool keeps(int i, const SettingGiven& g) const { return model_.value_at(g.place, solutions_[i]) == g.value; }
  // The kept solutions that keep every given of `givens`.
  std::vector<int> keeping(std::span<const SettingGiven* const> givens) const;

  // Steers the next searches towards solutions that take this option (yes) or not (no): the literals'
  // phases, which MiniSat's decisions follow (a search for new true candidates, or for solutions that
  // raise the counts still short of the cap).
  void prefer(const std::vector<Lit>& cube, bool yes = true);

  const std::string& error() const { return error_; }
  SatStats stats() const { return solver_.stats(); }

 private:
  const SettingModel& model_;
  SettingEncoding encoding_;
  SatSolver solver_;
  std::vector<SettingSolution> solutions_;
  std::vector<std::vector<Lit>> cuts_;
  std::string error_;
  bool stopped_ = false;
};

// Drops the cuts the model keeps (a cut behind the guard of a part the model leaves out): what is left
// is what the model breaks; none left means the model stands.
void keep_violated_cuts(const std::function<bool(Var)>& value, std::vector<std::vector<Lit>>& cuts);

// --- The questions ----------------------------------------------------------------------------------------

// A minimal set of pieces with no solution together, in the user's words.
struct SettingConflict {
  std::vector<ConstraintPart> parts;  // givens first, then the rules' pieces, each in the puzzle's order
  bool minimal = false;               // no piece can be left out (false: the budget ran out first)
};

// Why the puzzle (these givens) has no solution: every piece behind a guard on a solver of its own, the
// final conflict of assuming them all, then each piece left out in turn (givens first) while the rest
// still contradict. `budget`: SAT conflicts for it all (−1: none).
SettingConflict setting_conflict(const SettingModel& model, int64_t budget);

enum class CandidateState : uint8_t { Open, Possible, Impossible };

// True candidates: per slot and option whether some solution takes it and how many do, up to a cap.
struct SettingCandidates {
  int limit = 0;                                   // the cap
  int count = 0;                                   // solutions of the puzzle, up to the cap
  bool exhausted = false;                          // count is every solution
  bool complete = false;                           // every state below decided and every count exact up to the cap
  std::vector<std::vector<CandidateState>> state;  // per slot, per option (Open only when not complete)
  std::vector<std::vector<int>> counts;            // per slot, per option: solutions that take it, up to the cap
  std::optional<SettingConflict> conflict;         // when the puzzle has no solution
  std::string error;                               // internal: a model that broke the genre's check
  SatStats stats;                                  // of the session's solver
};

// `limit` ≥ 1: counts stop there (1: possible or not). `budget`: SAT conflicts in all (−1: none).
SettingCandidates setting_candidates(const SettingModel& model, int limit, int64_t budget);

// A given that splits the solutions found: at `place`, `value`, which keeps `keeps` of them.
struct SettingSuggestion {
  int place = 0;
  int value = 0;
  int keeps = 0;
  std::vector<std::pair<int, int>> split;  // the place's values over the solutions found: (value, count)
};

struct SettingAnalysis {
  int limit = 0;
  int count = 0;                       // solutions, up to the cap
  bool exhausted = false;              // count is every solution
  bool stopped = false;                // the budget or a limit left a question unanswered
  std::vector<SettingSolution> found;  // the solutions found, up to the cap (the first is the unique one)
  // With one solution: the givens (indices into model.givens) whose removal keeps it unique; complete
  // when every given was decided.
  std::vector<int> removable;
  bool removable_complete = false;
  // With several: the given that splits the solutions found best (setting_analyze.cpp says how).
  std::optional<SettingSuggestion> suggestion;
  std::optional<SettingConflict> conflict;  // with none
  std::string error;
  SatStats stats;  // of the session's solver
};

// Counts solutions up to `limit` (≥ 2), then as above. `budget`: SAT conflicts in all (−1: none).
SettingAnalysis setting_analyze(const SettingModel& model, int limit, int64_t budget);

// --- The genres' models (setting_cells.cpp, setting_tectonic.cpp, setting_hashi.cpp) -----------------------
// Sudoku and variant Sudoku: a slot per cell (values 1..n), the digits given; encoded as encode_variant
// does (a Sudoku as a variant without rules, its boxes the regions). Tectonic: a slot per cell that is
// not a hole (values 1..its region's size). Hashi: a slot per island pair that can carry a bridge (0, 1
// or 2 bridges), the islands' numbers as the givens (an island without one takes any number).
struct SudokuGrid;
struct VariantPuzzle;
struct TectonicPuzzle;
struct HashiPuzzle;
std::unique_ptr<SettingModel> sudoku_setting_model(const SudokuGrid& puzzle);
std::unique_ptr<SettingModel> variant_setting_model(const VariantPuzzle& puzzle);
std::unique_ptr<SettingModel> tectonic_setting_model(const TectonicPuzzle& puzzle);
std::unique_ptr<SettingModel> hashi_setting_model(const HashiPuzzle& puzzle);

}  // namespace gridlogic
