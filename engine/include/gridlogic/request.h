// request.h — one verb call as every front end makes it: a Request in (genre, input, named options), a
// Response out (JSON, the CLI's plain text, or an error naming the place).
#pragma once

#include <functional>
#include <string>
#include <string_view>
#include <utility>

#include "gridlogic/options.h"
#include "gridlogic/progress.h"

namespace gridlogic {

// How the CLI feeds a verb: one puzzle per input line, no input at all, or every line at once.
enum class VerbInput { PerPuzzle, None, WholeSet };

// Hears the lines of a verb's plain answer as soon as each is final, for a verb that makes its answer
// piece by piece (generate: a puzzle a line), so a reader sees them at once. Returns false when a line
// could not be delivered (the output is closed), which ends the request. Lines handed to it are not
// repeated in Response::text.
using TextSink = std::function<bool(std::string_view lines)>;

struct Request {
  std::string verb;
  std::string genre = "sudoku";
  std::string input;  // one puzzle (PerPuzzle), nothing (None), or the lines of a set (WholeSet)
  Options options;
  ProgressSink progress;  // hears how far long verbs (generate) have got; may be empty
  TextSink stream;        // hears the plain answer's lines as they are made (generate); may be empty
  // false: the front end reads Response::json only (the WASM module), so a verb may leave the plain
  // form unmade (Sudoku's solve does: a batch of 17-clue puzzles spent 2 % of its time making it).
  bool text = true;
};

struct Response {
  std::string error;         // non-empty: bad input or options, in words naming the place; json/text unset
  bool bad_options = false;  // the error is in the options, not the input (the CLI: a usage error)
  // The limit that cut this answer short ("time-limit", "memory-limit", "work-limit"), or empty: the
  // answer holds what was done before it (run() marks the JSON and text too).
  std::string_view stopped;
  std::string json;  // one JSON object
  std::string text;  // the CLI's plain form, each line ending in '\n'

  static Response failure(std::string message) {
    Response r;
    r.error = std::move(message);
    return r;
  }
  // An error in the options rather than the input: a front end reports it once, as a usage error.
  static Response options_failure(std::string message) {
    Response r = failure(std::move(message));
    r.bad_options = true;
    return r;
  }
};

}  // namespace gridlogic
