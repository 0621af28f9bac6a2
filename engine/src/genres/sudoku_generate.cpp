// sudoku_generate.cpp — the Sudoku verb `generate`: new puzzles from sudoku_generator.h, no input.
//
//   gridlogic generate [--size 9|9x9|4|6|12|16|25] [--count N] [--seed S] [--difficulty any|1..5|easy..diabolical]
//                      [--symmetry none|rot2|rot4|mirror|diagonal] [--attempts N]     (docs/cli.md)
//
// Text: one puzzle a line in the one-line cell form. JSON: one object for one puzzle; for several,
// {"size":…,"symmetry":…,"seed":…,"puzzles":[{…},…]} — the seed is always reported, so a puzzle made
// with the default (clock-derived) seed can be made again.
#include <string>

#include "gridlogic/json.h"
#include "gridlogic/sudoku.h"
#include "gridlogic/sudoku_generator.h"
#include "gridlogic/sudoku_rating.h"
#include "verbs/generate_common.h"
#include "verbs/verbs.h"

namespace gridlogic::verbs {
namespace {

static_assert(sizeof kSudokuLevelNames / sizeof kSudokuLevelNames[0] == kSudokuMaxLevel, "one name per level");

// --size N or WxH (columns × rows, SPEC "Fixed points"); a Sudoku is square, with the conventional
// boxes of SudokuShape::for_side.
Result<SudokuShape> parse_size(const std::string& text) {
  const std::string expected = "expected 4, 6, 9, 12, 16 or 25, or the same as WxH (9x9)";
  auto size = parse_grid_size(text, 999, "9x9");
  if (!size) return Error{"--size takes a side length, not '" + text + "'; " + expected};
  if (size->cols != size->rows) return Error{"--size " + text + ": a Sudoku is square (columns × rows); " + expected};
  auto shape = SudokuShape::for_side(size->cols);
  if (!shape) return Error{"--size " + text + ": no Sudoku of side " + std::to_string(size->cols) + "; " + expected};
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
  auto seed = o.get_int("seed", -1, 0, kMaxGeneratorSeed);
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
  g.progress = request.progress;

  return generated_puzzles<GeneratedSudoku>(
      request.progress, *count, [&](uint64_t i) { return generate_sudoku(g, i); },
      [](const GeneratedSudoku& p) { return format_sudoku_line(p.puzzle); }, write_puzzle,
      [&](JsonWriter& w) {
        w.key("size").value(std::to_string(shape->n()) + "x" + std::to_string(shape->n()))
            .key("symmetry").value(symmetry_name(g.symmetry))
            .key("difficulty").value(g.level)
            .key("seed").value(static_cast<unsigned long long>(g.seed));
      });
}

}  // namespace gridlogic::verbs
