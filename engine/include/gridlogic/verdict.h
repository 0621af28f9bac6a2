// verdict.h — what every genre's solve reports the same way: the one rule that turns what a method found
// ("N solutions, searched everything or not"; "deductions finished the grid, got stuck or met a
// contradiction") into its status (unique / multiple / none / solved / unknown), and the common core of
// its "stats".
#pragma once

#include <cstdint>
#include <string_view>

namespace gridlogic {

// The common core of every solve's "stats" (docs/api.md), before the genre's own fields: what a method
// does not count stays 0.
struct SolveStats {
  double ms = 0.0;
  uint64_t decisions = 0;
  uint64_t propagations = 0;
  uint64_t conflicts = 0;
};

enum class Verdict { Unique, Multiple, None, Solved, Unknown };

// The one rule for every genre and method. "unique" is a claim about every solution, and the engine
// backs it by a search that looked for a second solution and finished (verdict()); so a method that
// only deduces — a technique ladder, a rule solver, a solver that guesses once — answers for the grid
// it reached (deduction_verdict()): a grid it finishes is "solved", a solution checked against the
// rules by the caller, never "unique", even though sound steps that decide every cell leave no room for
// another; a stuck walk is "unknown"; a contradiction reached by steps that hold in every solution (a
// guess is not such a step: a method that guessed reports Stuck) is "none". A budget or a limit that
// stops a search makes it not exhausted, so what it has not seen is never called "none" or "unique".

// `count` solutions found by a search asked for up to `limit` (1: any solution; 2: prove uniqueness),
// `exhausted` when it looked everywhere (no budget or limit stopped it). With limit 1 a found solution
// is "solved": nobody looked for a second.
constexpr Verdict verdict(int64_t count, bool exhausted, int64_t limit) {
  if (count == 0) return exhausted ? Verdict::None : Verdict::Unknown;
  if (limit == 1) return Verdict::Solved;
  if (count >= 2) return Verdict::Multiple;
  return exhausted ? Verdict::Unique : Verdict::Unknown;
}

// How a method that only deduces ended.
enum class Deduction {
  Finished,       // every cell (or edge) decided
  Stuck,          // no step applies, or the method gave up (a failed guess, a limit)
  Contradiction,  // a cell or a rule left with no possibility, by steps that hold in every solution
};

constexpr Verdict deduction_verdict(Deduction end) {
  switch (end) {
    case Deduction::Finished: return Verdict::Solved;
    case Deduction::Stuck: return Verdict::Unknown;
    case Deduction::Contradiction: return Verdict::None;
  }
  return Verdict::Unknown;
}

constexpr std::string_view verdict_name(Verdict v) {
  switch (v) {
    case Verdict::Unique: return "unique";
    case Verdict::Multiple: return "multiple";
    case Verdict::None: return "none";
    case Verdict::Solved: return "solved";
    case Verdict::Unknown: return "unknown";
  }
  return "unknown";
}

}  // namespace gridlogic
