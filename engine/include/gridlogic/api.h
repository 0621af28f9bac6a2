// api.h — the genre-neutral front door: what the CLI and the WASM binding call, with one JSON shape.
//
// Front ends own the loop (read input, print output); this layer turns one puzzle text into one
// report, and reports into the JSON documented in docs/cli.md and docs/api.md.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace gridlogic {

// The verdict of a solve, as the CLI prints it.
enum class SolveStatus { Unique, Multiple, None, Solved, Unknown, Error };
std::string_view status_name(SolveStatus s);

struct SolveRequest {
  std::string genre = "sudoku";   // sudoku (more genres as they land)
  std::string puzzle;             // one puzzle in any one-line form of its genre
  std::string method;             // "" = the genre's default; sudoku: "fast" (default) or "sat"
  std::string encoding;           // "" = the method's default; sudoku/sat: minimal|efficient|extended
  int count_limit = 2;            // 1: any solution ("solved"); 2: prove uniqueness; N: count up to N
  int64_t conflict_budget = -1;   // SAT conflicts (fast: guesses) before answering "unknown"; -1 = no limit
};

struct SolveStats {
  double ms = 0.0;
  uint64_t decisions = 0;
  uint64_t propagations = 0;
  uint64_t conflicts = 0;
};

struct SolveReport {
  SolveStatus status = SolveStatus::Error;
  std::string solution;  // the first solution found, in the genre's one-line form
  int count = 0;         // solutions found (up to the request's limit)
  std::string error;     // with status Error: what was wrong with the input, and where
  SolveStats stats;
};

// Solves one puzzle. Never throws for bad input: the report says status Error and why. Every returned
// solution has been verified against the rules and the givens.
SolveReport solve(const SolveRequest& request);

// {"status":"unique","solution":"...","count":1,"stats":{"ms":0.4,...}} — see docs/cli.md.
std::string to_json(const SolveReport& report, bool with_count = false);

// The engine's version string ("0.1.0").
std::string_view version();

}  // namespace gridlogic
