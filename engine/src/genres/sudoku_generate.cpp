// sudoku_generate.cpp — the Sudoku verb `generate`: new puzzles from sudoku_generator.h, no input
// (docs/cli.md; its options are the table at the end of sudoku.cpp).
//
// Text: one puzzle a line in the one-line cell form. JSON: one object for one puzzle; for several,
// {"size":…,"symmetry":…,"seed":…,"puzzles":[{…},…]} — the seed is always reported, so a puzzle made
// with the default (clock-derived) seed can be made again.
#include <string>

#include "gridlogic/text.h"
#include "gridlogic/json.h"
#include "gridlogic/sudoku.h"
#include "gridlogic/sudoku_generator.h"
#include "gridlogic/sudoku_rating.h"
#include "genres/kit.h"
#include "genres/genres.h"

namespace gridlogic::verbs {
namespace {

static_assert(sizeof kSudokuLevelNames / sizeof kSudokuLevelNames[0] == kSudokuMaxLevel, "one name per level");

// --size N or WxH (columns × rows, SPEC "Fixed points"); a Sudoku is square, with the conventional
// boxes of SudokuShape::for_side.
Result<SudokuShape> parse_size(std::string_view text_view) {
  const std::string text(text_view);
  const std::string expected = "expected 4, 6, 9, 12, 16 or 25, or the same as WxH (9x9)";
  auto size = parse_grid_size(text, 999, "9x9");
  if (!size) return Error{"--size takes a side length, not " + quote_excerpt(text) + "; " + expected};
  if (size->cols != size->rows) return Error{"--size " + text + ": a Sudoku is square (columns × rows); " + expected};
  auto shape = SudokuShape::for_side(size->cols);
  if (!shape) return Error{"--size " + text + ": no Sudoku of side " + std::to_string(size->cols) + "; " + expected};
  return *shape;
}

// --difficulty: "any" (the default), a level 1..5 or its name (sudoku_rating.h: easy … diabolical).
Result<int> parse_difficulty(std::string_view text_view) {
  const std::string text(text_view);
  if (text.empty() || text == "any" || text == "0") return 0;
  if (text.size() == 1 && text[0] >= '1' && text[0] <= '0' + kSudokuMaxLevel) return text[0] - '0';
  std::string names;
  for (int level = 1; level <= kSudokuMaxLevel; ++level) {
    if (text == kSudokuLevelNames[level - 1]) return level;
    names += std::string(level == 1 ? "" : level == kSudokuMaxLevel ? " or " : ", ") + kSudokuLevelNames[level - 1];
  }
  return Error{"--difficulty takes any, a level from 1 to " + std::to_string(kSudokuMaxLevel) + " or " + names +
               ", not " + quote_excerpt(text)};
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

std::optional<std::string> check_sudoku_size(std::string_view text) {
  if (auto s = parse_size(text); !s) return s.error().message;
  return std::nullopt;
}

std::optional<std::string> check_sudoku_difficulty(std::string_view text) {
  if (auto d = parse_difficulty(text); !d) return d.error().message;
  return std::nullopt;
}

Response sudoku_generate(const Request& request) {
  const Options& o = request.options;
  const SudokuShape shape = *parse_size(o.get("size"));
  SudokuGeneratorOptions g;
  g.shape = shape;
  g.seed = seed_option(o);
  g.symmetry = *parse_sudoku_symmetry(o.get("symmetry"));
  g.level = *parse_difficulty(o.get("difficulty"));
  g.max_attempts = static_cast<int>(o.integer("attempts", 0));
  g.progress = request.progress;

  return generated_puzzles<GeneratedSudoku>(
      request, o.integer("count"), [&](uint64_t i) { return generate_sudoku(g, i); },
      [](const GeneratedSudoku& p) { return format_sudoku_line(p.puzzle); }, write_puzzle,
      [&](JsonWriter& w) {
        w.key("size").value(std::to_string(shape.n()) + "x" + std::to_string(shape.n()))
            .key("symmetry").value(symmetry_name(g.symmetry))
            .key("difficulty").value(g.level)
            .key("seed").value(static_cast<unsigned long long>(g.seed));
      });
}

}  // namespace gridlogic::verbs
