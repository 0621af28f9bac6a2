// api.h — the genre-neutral front door: what the CLI and the WASM binding call, with one JSON shape.
//
// Front ends own the loop (read input, print output); this layer turns one puzzle text into one
// report, and reports into the JSON documented in docs/cli.md and docs/api.md.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <utility>

#include "gridlogic/options.h"
#include "gridlogic/progress.h"

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

// --- Verbs: the one dispatch the CLI and the WASM module share ---------------------------------------
//
// A verb (solve, check, encode, generate, rate, explain, convert, patterns, ...) of a genre takes one
// input and named options and answers with a JSON object and, for the CLI, a plain-text form. Each
// verb lives in its own file under engine/src/verbs/ and is listed once in api.cpp's table.

// How the CLI feeds a verb: one puzzle per input line, no input at all, or every line at once.
enum class VerbInput { PerPuzzle, None, WholeSet };

struct VerbInfo {
  std::string_view genre;
  std::string_view verb;
  VerbInput input;
  std::string_view summary;  // one line for `gridlogic help`
};

struct Request {
  std::string verb;
  std::string genre = "sudoku";
  std::string input;  // one puzzle (PerPuzzle), nothing (None), or the lines of a set (WholeSet)
  Options options;
  ProgressSink progress;  // hears how far long verbs (generate) have got; may be empty
};

struct Response {
  std::string error;  // non-empty: bad input or options, in words naming the place; json/text unset
  bool bad_options = false;  // the error is in the options, not the input (the CLI: a usage error)
  std::string json;   // one JSON object
  std::string text;   // the CLI's plain form, each line ending in '\n'

  static Response failure(std::string message) {
    Response r;
    r.error = std::move(message);
    return r;
  }
  // Verbs check their options before reading the input and report them through this, so a front end
  // can tell a misspelt option (once, up front) from a bad puzzle (per input).
  static Response options_failure(std::string message) {
    Response r = failure(std::move(message));
    r.bad_options = true;
    return r;
  }
};

// Runs a verb. Unknown genres, verbs and options are errors naming what is known.
Response run(const Request& request);
// Every verb of every genre, in help order.
std::span<const VerbInfo> verb_list();
const VerbInfo* find_verb(std::string_view genre, std::string_view verb);

// The genre a name means: itself for a known genre, the canonical one for an alias ("suguru" →
// "tectonic", "bridges"/"hashikake"/"hashiwokakero" → "hashi"), "" for an unknown name. run() and
// find_verb accept aliases.
std::string_view canonical_genre(std::string_view name);

// The genre a one-line puzzle names itself: a puzz.link URL's type ("p?suguru/…" → "tectonic"), or a
// project JSON's "genre" member; "" when the input does not say (a plain Sudoku line, say).
std::string_view genre_of_input(std::string_view input);
// {"status":"error","error":"..."}
std::string error_json(std::string_view message);

// The engine's version string ("0.1.0").
std::string_view version();

}  // namespace gridlogic
