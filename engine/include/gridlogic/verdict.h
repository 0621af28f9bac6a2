// verdict.h — what every genre's solve reports the same way: the one rule that turns "found N solutions,
// searched everything or not" into its status (unique / multiple / none / solved / unknown), and the
// common core of its "stats".
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

// `count` solutions found by a search asked for up to `limit` (1: any solution; 2: prove uniqueness),
// `exhausted` when it looked everywhere (no budget or limit stopped it). With limit 1 a found solution
// is "solved": nobody looked for a second.
constexpr Verdict verdict(int64_t count, bool exhausted, int64_t limit) {
  if (count == 0) return exhausted ? Verdict::None : Verdict::Unknown;
  if (limit == 1) return Verdict::Solved;
  if (count >= 2) return Verdict::Multiple;
  return exhausted ? Verdict::Unique : Verdict::Unknown;
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
