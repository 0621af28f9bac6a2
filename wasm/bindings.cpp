// bindings.cpp — the only embind file: the engine's verbs as JS functions returning JSON.
//
// Arguments are plain strings (the JS layer in gridlogic-api.js fills defaults, checks types and
// turns an options object into JSON), and results are the same JSON text the CLI prints with --json,
// so one shape is documented once (docs/api.md). Bad input comes back as {"status":"error",...};
// nothing here can abort the module.
#include <emscripten/bind.h>

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "gridlogic/api.h"
#include "gridlogic/json.h"
#include "gridlogic/json_value.h"
#include "gridlogic/options.h"

namespace {

// run(verb, genre, input, optionsJson) → the verb's JSON, or {"status":"error","error":...}.
// `progress`, when not empty, hears how far a long verb has got.
std::string run_verb(std::string verb, std::string genre, std::string input, std::string options_json,
                     gridlogic::ProgressSink progress) {
  gridlogic::Result<gridlogic::JsonValue> parsed = gridlogic::parse_json(options_json.empty() ? "{}" : options_json);
  if (!parsed) return gridlogic::error_json("options: " + parsed.error().message);
  gridlogic::Result<gridlogic::Options> options = gridlogic::Options::from_json(*parsed);
  if (!options) return gridlogic::error_json(options.error().message);
  gridlogic::Request req;
  req.verb = std::move(verb);
  req.genre = std::move(genre);
  req.input = std::move(input);
  req.options = std::move(*options);
  req.progress = std::move(progress);
  req.text = false;  // JSON only
  gridlogic::Response r = gridlogic::run(std::move(req));
  return r.error.empty() ? r.json : gridlogic::error_json(r.error, r.stopped);
}

std::string run(std::string verb, std::string genre, std::string input, std::string options_json) {
  return run_verb(std::move(verb), std::move(genre), std::move(input), std::move(options_json), {});
}

// Answers each line of `lines` (split at '\n', a '\r' before it dropped as the CLI does, a final '\n'
// ending the last line) exactly as run() would, handing each answer's JSON to `emit` in order. The
// options are parsed and checked once (gridlogic::BatchRun); an options error is every line's answer.
// The lines are answered back to back (BatchRun::answer_next): one clock reading a line, each line's
// "ms" counting from the previous line's.
template <class Emit>
void answer_lines(std::string verb, std::string genre, std::string_view lines, const std::string& options_json,
                  Emit emit) {
  std::string options_error;
  gridlogic::Request req;
  req.verb = std::move(verb);
  req.genre = std::move(genre);
  req.text = false;  // JSON only
  gridlogic::Result<gridlogic::JsonValue> parsed = gridlogic::parse_json(options_json.empty() ? "{}" : options_json);
  if (!parsed) {
    options_error = gridlogic::error_json("options: " + parsed.error().message);
  } else if (gridlogic::Result<gridlogic::Options> options = gridlogic::Options::from_json(*parsed); !options) {
    options_error = gridlogic::error_json(options.error().message);
  } else {
    req.options = std::move(*options);
  }
  std::optional<gridlogic::BatchRun> batch;
  if (options_error.empty()) batch.emplace(std::move(req));
  for (size_t begin = 0; begin < lines.size();) {
    size_t end = lines.find('\n', begin);
    if (end == std::string_view::npos) end = lines.size();
    size_t stop = end > begin && lines[end - 1] == '\r' ? end - 1 : end;
    if (!options_error.empty()) {
      emit(std::string_view(options_error));
    } else {
      gridlogic::Response r = batch->answer_next(lines.substr(begin, stop - begin));
      if (r.error.empty()) emit(std::string_view(r.json));
      else emit(std::string_view(gridlogic::error_json(r.error, r.stopped)));
    }
    begin = end + 1;
  }
}

// runBatch(verb, genre, lines, optionsJson) → a JSON array with, for each line of `lines`, exactly what
// run() returns for that line. One call instead of one per puzzle: the strings cross embind once each
// way and the options are parsed once, which is most of a 17-clue puzzle's cost per call (docs/benchmarks.md).
std::string run_batch(std::string verb, std::string genre, std::string lines, std::string options_json) {
  gridlogic::JsonWriter out;
  out.begin_array();
  answer_lines(std::move(verb), std::move(genre), lines, options_json,
               [&out](std::string_view json) { out.raw(json); });
  return out.end_array().str();
}

// runBatchLines(verb, genre, bytes, optionsJson): as runBatch, with the lines as UTF-8 bytes (a
// Uint8Array; or a string, converted as runBatch converts it) and the answers as one byte buffer: each
// answer's JSON followed by '\n' — the lines the CLI's --json prints. Returns a Uint8Array *view* of
// the module's memory, valid until releaseBatchLines() or the next call into the module (the memory
// may grow and move): the caller copies it at once, then releases it (gridlogic-api.js does). Neither
// side converts a string character by character or builds a JS array of objects, and the answers are
// parsed only when read (gridlogic-api.js, BatchLines).
std::string& batch_lines_buffer() {
  static std::string out;  // the view's memory
  return out;
}
// Where each answer of the buffer ends (its '\n'), for batchLinesEnds(): the JS side then need not
// search the buffer a line at a time (an indexOf a line was 3 % of a 17-clue batch).
std::vector<uint32_t>& batch_lines_ends() {
  static std::vector<uint32_t> ends;
  return ends;
}

emscripten::val run_batch_lines(std::string verb, std::string genre, emscripten::val bytes, std::string options_json) {
  std::string& out = batch_lines_buffer();
  std::string lines;
  if (bytes.typeOf().as<std::string>() == "string") {
    lines = bytes.as<std::string>();  // a string is converted as run()'s input is (lone surrogates too)
  } else {
    lines.resize(bytes["length"].as<size_t>());
    emscripten::val(emscripten::typed_memory_view(lines.size(), reinterpret_cast<uint8_t*>(lines.data())))
        .call<void>("set", bytes);
  }
  std::vector<uint32_t>& ends = batch_lines_ends();
  out.clear();
  ends.clear();
  out.reserve(2 * lines.size());  // a guess that saves most regrowths: a solved 9×9's answer is ≈ 2× its line
  answer_lines(std::move(verb), std::move(genre), lines, options_json, [&out, &ends](std::string_view json) {
    out += json;
    out += '\n';
    ends.push_back(static_cast<uint32_t>(out.size() - 1));
  });
  return emscripten::val(emscripten::typed_memory_view(out.size(), reinterpret_cast<const uint8_t*>(out.data())));
}

// batchLinesEnds(): where each answer of runBatchLines' buffer ends (the offset of its '\n'), as a
// Uint32Array view valid as long as that buffer's.
emscripten::val batch_lines_ends_view() {
  const std::vector<uint32_t>& ends = batch_lines_ends();
  return emscripten::val(emscripten::typed_memory_view(ends.size(), ends.data()));
}

// Frees runBatchLines' buffer once its view is copied, so a large batch's answers do not stay held.
void release_batch_lines() {
  std::string().swap(batch_lines_buffer());
  std::vector<uint32_t>().swap(batch_lines_ends());
}

// runWithProgress(verb, genre, input, optionsJson, onProgress): as run, calling onProgress(stage, done,
// total) from inside the work (total −1 when unknown). The call is synchronous, so JS state the
// callback touches is the caller's own; the worker turns the calls into 'progress' messages.
std::string run_with_progress(std::string verb, std::string genre, std::string input, std::string options_json,
                              emscripten::val on_progress) {
  gridlogic::ProgressSink sink;
  if (on_progress.typeOf().as<std::string>() == "function")
    sink = [&on_progress](const gridlogic::Progress& p) {
      on_progress(std::string(p.stage), static_cast<double>(p.done), static_cast<double>(p.total));
    };
  return run_verb(std::move(verb), std::move(genre), std::move(input), std::move(options_json), std::move(sink));
}

// The registry (genre.h) as JSON: every genre with its names, rules and verbs, each verb with its
// declared options. gridlogic-api.js flattens it for verbs(); the site reads it for its genre list.
std::string genres() { return gridlogic::registry_json(); }

// checkOptions(genre, verb, optionsJson): "" when the engine would accept these options for that verb,
// else the message run() would give — without running the verb.
std::string check_options(std::string genre, std::string verb, std::string options_json) {
  gridlogic::Result<gridlogic::JsonValue> parsed = gridlogic::parse_json(options_json.empty() ? "{}" : options_json);
  if (!parsed) return "options: " + parsed.error().message;
  gridlogic::Result<gridlogic::Options> options = gridlogic::Options::from_json(*parsed);
  if (!options) return options.error().message;
  return gridlogic::request_error(genre, verb, *options).value_or("");
}

// The genre a one-line puzzle names itself (a puzz.link type, a project JSON, an f-puzzles link), or "".
std::string genre_of_input(std::string input) { return std::string(gridlogic::genre_of_input(input)); }

std::string version() { return std::string(gridlogic::version()); }

}  // namespace

EMSCRIPTEN_BINDINGS(gridlogic) {
  emscripten::function("run", &run);
  emscripten::function("runWithProgress", &run_with_progress);
  emscripten::function("runBatch", &run_batch);
  emscripten::function("runBatchLines", &run_batch_lines);
  emscripten::function("batchLinesEnds", &batch_lines_ends_view);
  emscripten::function("releaseBatchLines", &release_batch_lines);
  emscripten::function("genres", &genres);
  emscripten::function("genreOfInput", &genre_of_input);
  emscripten::function("checkOptions", &check_options);
  emscripten::function("version", &version);
}
