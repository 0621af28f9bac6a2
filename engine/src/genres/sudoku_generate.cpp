// sudoku_generate.cpp — the Sudoku verb `generate`: new puzzles from sudoku_generator.h, no input
// (docs/cli.md; its options are the table at the end of sudoku.cpp).
//
// Text: one puzzle a line in the one-line cell form. JSON: one object for one puzzle; for several,
// {"size":…,"symmetry":…,"seed":…,"puzzles":[{…},…]} — the seed is always reported, so a puzzle made
// with the default (clock-derived) seed can be made again.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string>
#include <vector>

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
  w.key("puzzle")
      .value(format_sudoku_line(g.puzzle))
      .key("solution")
      .value(format_sudoku_line(g.solution))
      .key("level")
      .value(g.level);
  if (g.level >= 1 && g.level <= kSudokuMaxLevel) w.key("level_name").value(kSudokuLevelNames[g.level - 1]);
  w.key("givens").value(g.puzzle.givens()).key("attempts").value(g.attempts);
  if (g.technique_steps > 0)
    w.key("technique_steps")
        .value(g.technique_steps)
        .key("first_technique_step")
        .value(g.first_technique_step)
        .key("path_steps")
        .value(g.path_steps)
        .key("hardest")
        .value(std::round(g.hardest * 10) / 10);
}

// The edit distance of two names, for "did you mean" (small strings only).
size_t distance(std::string_view a, std::string_view b) {
  std::vector<size_t> row(b.size() + 1);
  for (size_t j = 0; j <= b.size(); ++j) row[j] = j;
  for (size_t i = 1; i <= a.size(); ++i) {
    size_t diagonal = row[0];
    row[0] = i;
    for (size_t j = 1; j <= b.size(); ++j) {
      const size_t up = row[j];
      row[j] = std::min({row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] != b[j - 1])});
      diagonal = up;
    }
  }
  return row[b.size()];
}

// The ladder of a trainer puzzle: --ladder when given, else the technique's own (SE's when it has it).
HumanLadder technique_ladder(const Options& o, const SudokuTechnique& t) {
  const std::string ladder = o.get("ladder");
  if (ladder.empty()) return default_technique_ladder(t);
  return ladder == "hodoku" ? HumanLadder::HoDoKu : HumanLadder::SE;
}

std::string_view ladder_name(HumanLadder l) { return l == HumanLadder::SE ? "se" : "hodoku"; }

}  // namespace

std::optional<std::string> check_sudoku_size(std::string_view text) {
  if (auto s = parse_size(text); !s) return s.error().message;
  return std::nullopt;
}

std::optional<std::string> check_sudoku_technique(std::string_view text) {
  if (find_sudoku_technique(text)) return std::nullopt;
  std::vector<std::pair<size_t, std::string_view>> near;
  for (const SudokuTechnique& t : sudoku_techniques()) near.emplace_back(distance(text, t.name), t.name);
  std::sort(near.begin(), near.end());
  std::string guess;
  for (size_t i = 0; i < near.size() && i < 3; ++i) guess += std::string(i ? ", " : "") + std::string(near[i].second);
  return "--technique takes a technique of the SE or HoDoKu ladder (" + std::to_string(sudoku_techniques().size()) +
         " names: gridlogic techniques lists them), not " + quote_excerpt(text) + "; nearest: " + guess;
}

Response sudoku_techniques_verb(const Request&) {
  Response r;
  JsonWriter w;
  w.begin_object().key("techniques").begin_array();
  for (const SudokuTechnique& t : sudoku_techniques()) {
    w.begin_object().key("name").value(t.name).key("title").value(t.title).key("ladder").value(
        ladder_name(default_technique_ladder(t)));
    w.key("se");
    if (t.se) w.begin_object().key("rating").value(t.se_rating).end_object();
    else w.null();
    w.key("hodoku");
    if (t.hodoku)
      w.begin_object()
          .key("score")
          .value(t.hodoku_score)
          .key("level")
          .value(t.hodoku_level)
          .key("level_name")
          .value(hodoku_level_name(t.hodoku_level))
          .end_object();
    else w.null();
    w.key("levels").begin_array();
    for (int l : technique_levels(t, default_technique_ladder(t))) w.value(l);
    w.end_array().end_object();
    char se[16] = "-";
    if (t.se) std::snprintf(se, sizeof se, "%.1f", t.se_rating);
    r.text += t.name + "\t" + t.title + "\tse " + se + "\thodoku " +
              (t.hodoku ? std::to_string(t.hodoku_score) + " " + std::string(hodoku_level_name(t.hodoku_level)) : "-") +
              "\n";
  }
  w.end_array().end_object();
  r.json = w.str();
  return r;
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
  const SudokuTechnique* technique = o.get("technique").empty() ? nullptr : find_sudoku_technique(o.get("technique"));
  if (technique) {
    g.technique = technique->name;
    g.ladder = technique_ladder(o, *technique);
  }

  return generated_puzzles<GeneratedSudoku>(
      request, o.integer("count"), [&](uint64_t i) { return generate_sudoku(g, i); },
      [](const GeneratedSudoku& p) { return format_sudoku_line(p.puzzle); }, write_puzzle,
      [&](JsonWriter& w) {
        w.key("size")
            .value(std::to_string(shape.n()) + "x" + std::to_string(shape.n()))
            .key("symmetry")
            .value(symmetry_name(g.symmetry))
            .key("difficulty")
            .value(g.level)
            .key("seed")
            .value(static_cast<unsigned long long>(g.seed));
        if (technique) w.key("technique").value(technique->name).key("ladder").value(ladder_name(g.ladder));
      });
}

}  // namespace gridlogic::verbs
