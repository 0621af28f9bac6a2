// hashi_rules.h — rule-based Hashi solving (works with hashi.h): document 001's easy solver (§2.2, §3.1),
// the standard human techniques in three stages like Tatham's Bridges, the connectivity check with the
// three cases of §3.3, and the one-guess "better solver" of §3.2. docs/hashi-rules.md has examples.
//
// The state is a range of bridges per edge (lo..hi within 0..2). Every technique only narrows ranges and
// is sound for every solution (none assumes uniqueness), so a solve that decides every edge has found
// the only solution. Implementation by concern: hashi_rules.cpp (state, the loop, outcomes),
// hashi_rules_local.cpp (stage 1), hashi_rules_connect.cpp (stage 2, §3.3, snapshots),
// hashi_rules_lookahead.cpp (stage 3), hashi_better.cpp (§3.2). None of it throws.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "gridlogic/hashi.h"
#include "gridlogic/trace.h"

namespace gridlogic {

// Per edge (indexed like HashiPuzzle::edges) the bridges still possible: lo..hi, 0 ≤ lo, hi ≤ 2.
struct HashiBounds {
  std::vector<int8_t> lo;
  std::vector<int8_t> hi;
  bool decided(int edge) const { return lo[edge] == hi[edge]; }
};

// Nothing known yet: every edge 0..2.
HashiBounds initial_hashi_bounds(const HashiPuzzle& p);

// The techniques, simplest first (the order the solver tries them in); the stage each belongs to.
enum class HashiTechnique {
  EasyMax,              // "easy-max"             §3.1: clue = the most it can take → draw them all
  EasyMaxMinusOne,      // "easy-max-minus-one"   §3.1: clue = max − 1 and clue > neighbours → one each
  Capacity,             // "capacity"             at most what is left at an island
  LowerBound,           // "lower-bound"          at least clue − what the other edges can take
  NoTwoOnes,            // "no-two-ones"          two 1s never joined (more than two islands)
  NoDoubleBetweenTwos,  // "no-double-between-twos" two 2s never doubly joined (more than two islands)
  Isolation,            // "isolation"            no bridge that closes a group short of the whole
  OnlyWayOut,           // "only-way-out"         the only possible link of a group to the rest is used
  Lookahead,            // "lookahead"            a bridge count whose stage-2 consequences contradict
};
inline constexpr int kHashiTechniques = 9;

std::string_view hashi_technique_name(HashiTechnique t);  // the kebab-case names above
int hashi_technique_stage(HashiTechnique t);              // 1, 2 or 3

// Tatham-style difficulty stages: the smallest one whose techniques solve a puzzle rates it.
enum class HashiStage { Easy = 1, Medium = 2, Hard = 3, Beyond = 4 };
std::string_view hashi_stage_name(HashiStage s);  // "easy", "medium", "hard", "beyond"

// Which techniques run (index = HashiTechnique).
struct HashiRuleSet {
  std::array<bool, kHashiTechniques> enabled{};
  bool on(HashiTechnique t) const { return enabled[static_cast<int>(t)]; }
  void set(HashiTechnique t, bool v) { enabled[static_cast<int>(t)] = v; }
  static HashiRuleSet stage(int s);     // every technique of stages 1..s
  static HashiRuleSet document_easy();  // §3.1's easy solver alone: easy-max and easy-max-minus-one
};

// What a rule-based solve uses.
struct HashiRuleOptions {
  HashiRuleSet rules = HashiRuleSet::stage(3);
  // §3.3's check after every step: a group cut off from the rest ends the solve as a contradiction.
  // The document's easy solver has no such check (solve_hashi_better turns it off).
  bool connectivity_check = true;
};

enum class HashiOutcome { Solved, Stuck, Contradiction };
std::string_view hashi_outcome_name(HashiOutcome o);  // "solved", "stuck", "contradiction"

// The end of a rule-based solve.
struct HashiRuleSolve {
  HashiOutcome outcome = HashiOutcome::Stuck;
  HashiBounds bounds;                         // the ranges left
  std::array<int, kHashiTechniques> fired{};  // applications per technique
  std::string contradiction;                  // with Contradiction: what and where
  HashiBridges solution;                      // with Solved: checked by find_hashi_violation
  int fired_total() const;
};

// Applies the enabled techniques, simplest first (after every change it starts again from the first),
// until solved, stuck or contradictory. Every application is one TraceStep: technique name, the island
// cells involved, `links` = each narrowed edge as {cell a, cell b, lo, hi}, `groups` for connectivity
// steps, and an explanation naming islands as r3c5. A contradiction ends with a "contradiction" step.
HashiRuleSolve solve_hashi_rules(const HashiPuzzle& p, const HashiRuleOptions& options = {},
                                 TraceObserver* observer = nullptr);

// The same loop from given ranges (a partial solve, a guess).
HashiRuleSolve continue_hashi_rules(const HashiPuzzle& p, HashiBounds bounds, const HashiRuleOptions& options,
                                    TraceObserver* observer = nullptr);

// The smallest stage whose techniques solve the puzzle (three rule solves, no search); Beyond when even
// stage 3 gets stuck or finds the puzzle contradictory.
HashiStage hashi_stage(const HashiPuzzle& p);

// --- §3.3: single connected group ----------------------------------------------------------------------
// The document's three cases, per group of islands joined by drawn bridges (lo ≥ 1).
enum class HashiGroupCase {
  Whole,   // the group is every island: connected
  Open,    // case 3: bridges may still join it to the rest — undecided
  CutOff,  // case 1: it, and the islands it can still reach, are cut off from the rest although
           // bridges could still be drawn among them — fail
  Closed,  // case 2: complete, nothing left to draw out of it, not the whole puzzle — fail
};
std::string_view hashi_group_case_name(HashiGroupCase c);  // "whole", "open", "cut-off", "closed"

// One group of islands joined by drawn bridges, and its case.
struct HashiGroup {
  std::vector<int> islands;  // ascending
  HashiGroupCase state = HashiGroupCase::Open;
};

// The §3.3 check of a whole state: every group with its case.
struct HashiGroupCheck {
  std::vector<HashiGroup> groups;  // in order of their first island
  bool failed() const;             // some group is CutOff or Closed
};

// Groups of the drawn bridges, each with its §3.3 case, judged on what the ranges still allow.
HashiGroupCheck check_hashi_groups(const HashiPuzzle& p, const HashiBounds& bounds);

// A snapshot of ranges as one TraceStep for the lecture view (technique "state"): `links` = every edge
// narrowed from 0..2, `groups` = the groups of two or more islands joined by drawn bridges (lo ≥ 1),
// `cells` = all islands. Any solver working on edges (the SAT search's fixed bridges too) can report
// which bridges are fixed and which components exist this way.
TraceStep hashi_state_step(const HashiPuzzle& p, const HashiBounds& bounds, std::string explanation = {});

// --- §3.2: the better solver ---------------------------------------------------------------------------
enum class HashiBetterOutcome {
  Solved,   // the easy solver alone solved it (so the solution is unique)
  Guessed,  // solved after one guessed bridge extension — possibly one of several solutions
  Failed,   // every extension failed: the document then says there is no solution
};
std::string_view hashi_better_outcome_name(HashiBetterOutcome o);  // "solved", "guessed", "failed"

// How faithfully the better solver follows §3.2.
struct HashiBetterOptions {
  // §3.2 step 3: a failed extension is noted and never drawn again, in later guesses too. Off: each
  // guess starts from the easy solver's state alone.
  bool keep_bans = true;
};

// The end of a better-solver run.
struct HashiBetterResult {
  HashiBetterOutcome outcome = HashiBetterOutcome::Failed;
  bool guessed = false;    // a guess was needed (outcome Guessed, or Failed after guessing)
  int guesses = 0;         // extensions tried
  int failed_guesses = 0;  // extensions noted as failed
  int guess_edge = -1;     // with Guessed: the edge whose extension led to the solution
  HashiRuleSolve easy;     // step 1: the easy solver's own result
  HashiBridges solution;   // with Solved or Guessed: checked by find_hashi_violation
};

// §3.2 as the document states it: the easy solver; then for each possible extension (one more bridge on
// an edge, in edge order) one guess followed by the easy solver; the first guess that ends in a single
// connected solution ends the search. Trace: the easy solver's steps, then one "guess" (the one that
// worked) or "guess-failed" step per extension tried, with the easy solver's steps as its substeps.
HashiBetterResult solve_hashi_better(const HashiPuzzle& p, const HashiBetterOptions& options = {},
                                     TraceObserver* observer = nullptr);

}  // namespace gridlogic
