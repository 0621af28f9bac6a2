// tectonic_generate.cpp — the Tectonic verb `generate`: new puzzles from tectonic_generator.h, no input
// (docs/cli.md; its options are the table at the end of tectonic.cpp).
//
// Text: one puzz.link `suguru` URL a line. JSON: one object for one puzzle; for several,
// {"size":…,"max_region":…,"difficulty":…,"seed":…,"puzzles":[{…},…]} — the seed is always reported, so
// a puzzle made with the default (clock-derived) seed can be made again.
#include <string>

#include "gridlogic/text.h"
#include "gridlogic/json.h"
#include "gridlogic/tectonic.h"
#include "gridlogic/tectonic_generator.h"
#include "genres/kit.h"
#include "genres/genres.h"

namespace gridlogic::verbs {
namespace {

// --size WxH (columns × rows), or N for N×N. The document's books are 4x5, 9x5, 4x11 and 9x11 in this
// notation (it writes height × width: 5 by 4, 5 by 9, 11 by 4, 11 by 9).
Result<GridSize> parse_size(std::string_view text) { return parse_grid_size(text, kTectonicGeneratorMaxSide, "9x5"); }

// --difficulty: "any" (the default) or a level 1..8 of chapter 8's scale (docs/tectonic.md).
Result<int> parse_difficulty(std::string_view text_view) {
  const std::string text(text_view);
  if (text.empty() || text == "any" || text == "0") return 0;
  if (text.size() == 1 && text[0] >= '1' && text[0] <= '0' + kTectonicLevels) return text[0] - '0';
  return Error{"--difficulty takes any or a level from 1 to " + std::to_string(kTectonicLevels) + ", not " +
               quote_excerpt(text)};
}

void write_puzzle(JsonWriter& w, const GeneratedTectonic& g) {
  w.key("puzzle")
      .value(format_tectonic_url(g.puzzle))
      .key("solution")
      .value(format_tectonic_solution(g.puzzle, g.solution))
      .key("level")
      .value(g.rating.level)
      .key("rule_class")
      .value(tectonic_rule_class_name(g.rating.rule_class))
      .key("givens")
      .value(g.givens)
      .key("attempts")
      .value(g.attempts);
}

}  // namespace

std::optional<std::string> check_tectonic_size(std::string_view text) {
  if (auto s = parse_size(text); !s) return s.error().message;
  return std::nullopt;
}

std::optional<std::string> check_tectonic_difficulty(std::string_view text) {
  if (auto d = parse_difficulty(text); !d) return d.error().message;
  return std::nullopt;
}

Response tectonic_generate(const Request& request) {
  const Options& o = request.options;
  const GridSize size = *parse_size(o.get("size"));
  TectonicGeneratorOptions g;
  g.rows = size.rows;
  g.cols = size.cols;
  g.max_region = static_cast<int>(o.integer("max-region"));
  g.seed = seed_option(o);
  g.level = *parse_difficulty(o.get("difficulty"));
  g.max_attempts = static_cast<int>(o.integer("attempts", 0));
  g.progress = request.progress;

  return generated_puzzles<GeneratedTectonic>(
      request, o.integer("count"), [&](uint64_t i) { return generate_tectonic(g, i); },
      [](const GeneratedTectonic& p) { return format_tectonic_url(p.puzzle); }, write_puzzle,
      [&](JsonWriter& w) {
        w.key("size")
            .value(std::to_string(g.cols) + "x" + std::to_string(g.rows))
            .key("max_region")
            .value(g.max_region)
            .key("difficulty")
            .value(g.level)
            .key("seed")
            .value(static_cast<unsigned long long>(g.seed));
      });
}

}  // namespace gridlogic::verbs
