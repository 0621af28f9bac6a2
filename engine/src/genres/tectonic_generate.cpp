// tectonic_generate.cpp — the Tectonic verb `generate`: new puzzles from tectonic_generator.h, no input.
//
//   gridlogic generate --genre tectonic [--size WxH (default 9x5)] [--count N] [--seed S]
//                      [--difficulty any|1..8] [--max-region K (default 5)] [--attempts N]   (docs/cli.md)
//
// Text: one puzz.link `suguru` URL a line. JSON: one object for one puzzle; for several,
// {"size":…,"max_region":…,"difficulty":…,"seed":…,"puzzles":[{…},…]} — the seed is always reported, so
// a puzzle made with the default (clock-derived) seed can be made again.
#include <string>

#include "gridlogic/json.h"
#include "gridlogic/tectonic.h"
#include "gridlogic/tectonic_generator.h"
#include "verbs/generate_common.h"
#include "verbs/verbs.h"

namespace gridlogic::verbs {
namespace {

// --size WxH (columns × rows), or N for N×N. The document's books are 4x5, 9x5, 4x11 and 9x11 in this
// notation (it writes height × width: 5 by 4, 5 by 9, 11 by 4, 11 by 9).
Result<GridSize> parse_size(const std::string& text) {
  return parse_grid_size(text, kTectonicGeneratorMaxSide, "9x5");
}

// --difficulty: "any" (the default) or a level 1..8 of chapter 8's scale (docs/tectonic.md).
Result<int> parse_difficulty(const std::string& text) {
  if (text.empty() || text == "any" || text == "0") return 0;
  if (text.size() == 1 && text[0] >= '1' && text[0] <= '0' + kTectonicLevels) return text[0] - '0';
  return Error{"--difficulty takes any or a level from 1 to " + std::to_string(kTectonicLevels) + ", not '" + text + "'"};
}

void write_puzzle(JsonWriter& w, const GeneratedTectonic& g) {
  w.key("puzzle").value(format_tectonic_url(g.puzzle))
      .key("solution").value(format_tectonic_solution(g.puzzle, g.solution))
      .key("level").value(g.rating.level)
      .key("rule_class").value(tectonic_rule_class_name(g.rating.rule_class))
      .key("givens").value(g.givens)
      .key("attempts").value(g.attempts);
}

}  // namespace

Response tectonic_generate(const Request& request) {
  const Options& o = request.options;
  if (auto e = o.reject_unknown("generate", {"size", "count", "seed", "difficulty", "max-region", "attempts"}))
    return Response::options_failure(e->message);
  auto size = parse_size(o.get("size", "9x5"));
  if (!size) return Response::options_failure(size.error().message);
  auto count = o.get_int("count", 1, 1, 10000);
  if (!count) return Response::options_failure(count.error().message);
  auto seed = o.get_int("seed", -1, 0, kMaxGeneratorSeed);
  if (!seed) return Response::options_failure(seed.error().message);
  auto difficulty = parse_difficulty(o.get("difficulty"));
  if (!difficulty) return Response::options_failure(difficulty.error().message);
  auto max_region = o.get_int("max-region", 5, 1, kTectonicMaxRegion);
  if (!max_region) return Response::options_failure(max_region.error().message);
  auto attempts = o.get_int("attempts", 0, 1, 100000);
  if (!attempts) return Response::options_failure(attempts.error().message);
  if (!request.input.empty()) return Response::options_failure("'generate' reads no input");

  TectonicGeneratorOptions g;
  g.rows = size->rows;
  g.cols = size->cols;
  g.max_region = static_cast<int>(*max_region);
  g.seed = *seed >= 0 ? static_cast<uint64_t>(*seed) : fresh_seed();
  g.level = *difficulty;
  g.max_attempts = static_cast<int>(*attempts);
  g.progress = request.progress;

  return generated_puzzles<GeneratedTectonic>(
      request.progress, *count, [&](uint64_t i) { return generate_tectonic(g, i); },
      [](const GeneratedTectonic& p) { return format_tectonic_url(p.puzzle); }, write_puzzle,
      [&](JsonWriter& w) {
        w.key("size").value(std::to_string(g.cols) + "x" + std::to_string(g.rows))
            .key("max_region").value(g.max_region)
            .key("difficulty").value(g.level)
            .key("seed").value(static_cast<unsigned long long>(g.seed));
      });
}

}  // namespace gridlogic::verbs
