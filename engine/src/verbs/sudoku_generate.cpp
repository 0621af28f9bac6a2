// sudoku_generate.cpp — the Sudoku verb `generate`: new puzzles from sudoku_generator.h, no input.
//
//   gridlogic generate [--size 9|9x9|4|6|12|16|25] [--count N] [--seed S] [--difficulty any|1..5|easy..diabolical]
//                      [--symmetry none|rot2|rot4|mirror|diagonal] [--attempts N]     (docs/cli.md)
//
// Text: one puzzle a line in the one-line cell form. JSON: one object for one puzzle; for several,
// {"size":…,"symmetry":…,"seed":…,"puzzles":[{…},…]} — the seed is always reported, so a puzzle made
// with the default (clock-derived) seed can be made again.
#include <chrono>
#include <string>

#include "gridlogic/json.h"
#include "gridlogic/sudoku.h"
#include "gridlogic/sudoku_generator.h"
#include "gridlogic/sudoku_rating.h"
#include "verbs/verbs.h"

namespace gridlogic::verbs {
namespace {

// Seeds up to 2^53 − 1, so that JavaScript numbers carry them back exactly.
constexpr int64_t kMaxSeed = (int64_t{1} << 53) - 1;
static_assert(sizeof kSudokuLevelNames / sizeof kSudokuLevelNames[0] == kSudokuMaxLevel, "one name per level");

// --size N or WxH (columns × rows, SPEC "Fixed points"); a Sudoku is square, with the conventional
// boxes of SudokuShape::for_side.
Result<SudokuShape> parse_size(const std::string& text) {
  const std::string expected = "expected 4, 6, 9, 12, 16 or 25, or the same as WxH (9x9)";
  auto number = [](const std::string& s) -> int {
    if (s.empty() || s.size() > 3) return -1;
    int v = 0;
    for (char ch : s) {
      if (ch < '0' || ch > '9') return -1;
      v = v * 10 + (ch - '0');
    }
    return v;
  };
  int side = -1;
  const size_t x = text.find_first_of("xX");
  if (x == std::string::npos) {
    side = number(text);
  } else {
    const int w = number(text.substr(0, x)), h = number(text.substr(x + 1));
    if (w > 0 && h > 0 && w != h)
      return Error{"--size " + text + ": a Sudoku is square (columns × rows); " + expected};
    side = w;
  }
  if (side < 0) return Error{"--size takes a side length, not '" + text + "'; " + expected};
  auto shape = SudokuShape::for_side(side);
  if (!shape) return Error{"--size " + text + ": no Sudoku of side " + std::to_string(side) + "; " + expected};
  return *shape;
}

// --difficulty: "any" (the default), a level 1..5 or its name (sudoku_rating.h: easy … diabolical).
Result<int> parse_difficulty(const std::string& text) {
  if (text.empty() || text == "any" || text == "0") return 0;
  if (text.size() == 1 && text[0] >= '1' && text[0] <= '0' + kSudokuMaxLevel) return text[0] - '0';
  std::string names;
  for (int level = 1; level <= kSudokuMaxLevel; ++level) {
    if (text == kSudokuLevelNames[level - 1]) return level;
    names += std::string(level == 1 ? "" : level == kSudokuMaxLevel ? " or " : ", ") + kSudokuLevelNames[level - 1];
  }
  return Error{"--difficulty takes any, a level from 1 to " + std::to_string(kSudokuMaxLevel) + " or " + names +
               ", not '" + text + "'"};
}

// A seed when none is given: the clock, mixed with a counter so two calls in one tick differ.
uint64_t fresh_seed() {
  static uint64_t calls = 0;
  const auto ticks = static_cast<uint64_t>(std::chrono::system_clock::now().time_since_epoch().count());
  SplitMix64 mix(ticks ^ (++calls * 0xD1B54A32D192ED03ull));
  return mix.next() & static_cast<uint64_t>(kMaxSeed);
}

void write_puzzle(JsonWriter& w, const GeneratedSudoku& g) {
  w.key("puzzle").value(format_sudoku_line(g.puzzle))
      .key("solution").value(format_sudoku_line(g.solution))
      .key("level").value(g.level);
  if (g.level >= 1 && g.level <= kSudokuMaxLevel) w.key("level_name").value(kSudokuLevelNames[g.level - 1]);
  w.key("givens").value(g.puzzle.givens())
      .key("attempts").value(g.attempts);
}

}  // namespace

Response sudoku_generate(const Request& request) {
  const Options& o = request.options;
  if (auto e = o.reject_unknown("generate", {"size", "count", "seed", "difficulty", "symmetry", "attempts"}))
    return Response::options_failure(e->message);
  auto shape = parse_size(o.get("size", "9"));
  if (!shape) return Response::options_failure(shape.error().message);
  auto count = o.get_int("count", 1, 1, 10000);
  if (!count) return Response::options_failure(count.error().message);
  auto seed = o.get_int("seed", -1, 0, kMaxSeed);
  if (!seed) return Response::options_failure(seed.error().message);
  auto difficulty = parse_difficulty(o.get("difficulty"));
  if (!difficulty) return Response::options_failure(difficulty.error().message);
  auto symmetry_text = o.get_choice("symmetry", "rot2", {"none", "rot2", "rot4", "mirror", "diagonal"});
  if (!symmetry_text) return Response::options_failure(symmetry_text.error().message);
  auto attempts = o.get_int("attempts", 0, 1, 100000);
  if (!attempts) return Response::options_failure(attempts.error().message);
  if (!request.input.empty()) return Response::options_failure("'generate' reads no input");

  SudokuGeneratorOptions g;
  g.shape = *shape;
  g.seed = *seed >= 0 ? static_cast<uint64_t>(*seed) : fresh_seed();
  g.symmetry = *parse_sudoku_symmetry(*symmetry_text);
  g.level = *difficulty;
  g.max_attempts = static_cast<int>(*attempts);

  std::vector<GeneratedSudoku> made;
  for (int64_t i = 0; i < *count; ++i) {
    auto one = generate_sudoku(g, static_cast<uint64_t>(i));
    // No input to blame: a level out of reach is a problem with the options asked for.
    if (!one) {
      const std::string& m = one.error().message;
      return m.rfind("internal error", 0) == 0 ? Response::failure(m) : Response::options_failure(m);
    }
    made.push_back(std::move(*one));
  }

  Response r;
  for (const GeneratedSudoku& p : made) r.text += format_sudoku_line(p.puzzle) + '\n';
  const std::string size = std::to_string(shape->n()) + "x" + std::to_string(shape->n());
  JsonWriter w;
  w.begin_object();
  if (made.size() == 1) write_puzzle(w, made[0]);
  w.key("size").value(size)
      .key("symmetry").value(symmetry_name(g.symmetry))
      .key("difficulty").value(g.level)
      .key("seed").value(static_cast<unsigned long long>(g.seed));
  if (made.size() > 1) {
    w.key("puzzles").begin_array();
    for (const GeneratedSudoku& p : made) {
      w.begin_object();
      write_puzzle(w, p);
      w.end_object();
    }
    w.end_array();
  }
  r.json = w.end_object().str();
  return r;
}

}  // namespace gridlogic::verbs
