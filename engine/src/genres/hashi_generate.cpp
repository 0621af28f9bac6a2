// hashi_generate.cpp — the Hashi verbs that make puzzles (no input): generate and compare. Their
// options are the tables at the end of hashi.cpp.
//
// generate: text = one puzz.link `hashi` URL a line; JSON = one object for one puzzle, for several
// {"size":…,"islands":…,"difficulty":…,"seed":…,"puzzles":[…]}. compare reproduces document 001's figure
// 11 on the document's own generator and sets ours beside it (docs/hashi.md, "compare").
#include <array>
#include <chrono>
#include <string>

#include "gridlogic/text.h"
#include "gridlogic/hashi_format.h"
#include "gridlogic/hashi_generator.h"
#include "gridlogic/hashi_rules.h"
#include "gridlogic/hashi_sat.h"
#include "gridlogic/json.h"
#include "genres/kit.h"
#include "genres/genres.h"

namespace gridlogic::verbs {
namespace {

double ms_between(Clock::time_point a, Clock::time_point b) {
  return std::chrono::duration<double, std::milli>(b - a).count();
}

// Both verbs' --size and --islands. The island default is about one per seven cells: the document's
// 7×7/7, 10×10/15 and 15×15/30 all lie near it.
struct Shape {
  int rows = 0, cols = 0, islands = 0;
  std::string size_text() const { return std::to_string(cols) + "x" + std::to_string(rows); }
};

Result<GridSize> parse_size(std::string_view text) {
  auto size = parse_grid_size(text, kHashiGeneratorMaxSide, "7x7");
  if (!size) return size.error();
  if (size->cols < 2 || size->rows < 2)
    return Error{"--size " + std::string(text) + ": a generated Hashi needs at least 2 rows and 2 columns"};
  return size;
}

Result<Shape> parse_shape(const Options& o) {
  auto size = parse_size(o.get("size"));
  if (!size) return size.error();
  const int cells = size->cols * size->rows;
  auto islands = o.get_int("islands", std::max(2, (cells + 3) / 7), 2, cells / 2 + 1);
  if (!islands) return islands.error();
  return Shape{size->rows, size->cols, static_cast<int>(*islands)};
}

// --difficulty: any (the default), a stage name or 1..4 (hashi_rules.h: easy … beyond).
Result<std::optional<HashiStage>> parse_difficulty(std::string_view text_view) {
  const std::string text(text_view);
  if (text.empty() || text == "any" || text == "0") return std::optional<HashiStage>{};
  for (int s = 1; s <= 4; ++s) {
    const auto stage = static_cast<HashiStage>(s);
    if (text == hashi_stage_name(stage) || text == std::to_string(s)) return std::optional<HashiStage>{stage};
  }
  return Error{"--difficulty takes any, easy, medium, hard or beyond (or 1 to 4), not " + quote_excerpt(text)};
}

void write_puzzle(JsonWriter& w, const GeneratedHashi& g) {
  w.key("puzzle")
      .value(format_hashi_url(g.puzzle))
      .key("solution")
      .value(format_hashi_solution(g.puzzle, g.solution))
      .key("bridges");
  write_hashi_bridges(w, g.puzzle, g.solution);
  w.key("stage")
      .value(hashi_stage_name(g.stage))
      .key("islands")
      .value(g.puzzle.island_count())
      .key("attempts")
      .value(g.attempts)
      .key("repairs")
      .value(g.repairs);
}

}  // namespace

std::optional<std::string> check_hashi_size(std::string_view text) {
  if (auto s = parse_size(text); !s) return s.error().message;
  return std::nullopt;
}

std::optional<std::string> check_hashi_difficulty(std::string_view text) {
  if (auto d = parse_difficulty(text); !d) return d.error().message;
  return std::nullopt;
}

// --islands, whose range depends on --size.
std::optional<std::string> check_hashi_shape(const Options& o) {
  if (auto s = parse_shape(o); !s) return s.error().message;
  return std::nullopt;
}

Response hashi_generate(const Request& request) {
  const Options& o = request.options;
  const Shape shape = *parse_shape(o);
  HashiGeneratorOptions g;
  g.rows = shape.rows;
  g.cols = shape.cols;
  g.islands = shape.islands;
  g.seed = seed_option(o);
  g.stage = *parse_difficulty(o.get("difficulty"));
  g.max_attempts = static_cast<int>(o.integer("attempts", 0));
  g.progress = request.progress;

  return generated_puzzles<GeneratedHashi>(
      request, o.integer("count"), [&](uint64_t i) { return generate_hashi(g, i); },
      [](const GeneratedHashi& p) { return format_hashi_url(p.puzzle); }, write_puzzle,
      [&](JsonWriter& w) {
        w.key("size")
            .value(shape.size_text())
            .key("islands_asked")
            .value(g.islands)
            .key("difficulty")
            .value(g.stage ? hashi_stage_name(*g.stage) : "any")
            .key("seed")
            .value(static_cast<unsigned long long>(g.seed));
      });
}

namespace {

// Figure 11's eight situations; 1 = the generator's drawn solution, 2 = the SAT solver's (the document:
// Sugar's), 3 = the better solver's.
constexpr std::array<const char*, 8> kSituations = {"1=2=3, unique", "1=2=3, guess",  "1=2, not 3",  "1=3, not 2",
                                                    "2=3, not 1",    "All different", "3 fail, 1=2", "3 fail, 1 not 2"};

// The document's figure 11 (10,000 puzzles each) for its three configurations, or nullptr.
const std::array<int, 8>* document_figure11(const Shape& s) {
  static const std::array<int, 8> k7{7267, 562, 718, 528, 587, 126, 114, 98};
  static const std::array<int, 8> k10{5181, 851, 1371, 566, 587, 554, 419, 471};
  static const std::array<int, 8> k15{4000, 902, 1635, 570, 641, 1010, 447, 795};
  if (s.rows != s.cols) return nullptr;
  if (s.rows == 7 && s.islands == 7) return &k7;
  if (s.rows == 10 && s.islands == 15) return &k10;
  if (s.rows == 15 && s.islands == 30) return &k15;
  return nullptr;
}

int situation(const HashiBridges& drawn, const HashiBridges& sat, const HashiBetterResult& better) {
  const bool one_two = drawn == sat;
  if (better.outcome == HashiBetterOutcome::Failed) return one_two ? 6 : 7;
  const bool one_three = drawn == better.solution, two_three = sat == better.solution;
  if (one_two && one_three) return better.outcome == HashiBetterOutcome::Solved ? 0 : 1;
  if (one_two) return 2;
  if (one_three) return 3;
  if (two_three) return 4;
  return 5;
}

// Per method: puzzles it settled and its total time.
struct MethodTally {
  int settled = 0;
  double ms = 0;
  void write(JsonWriter& w, const char* name, int count) const {
    w.key(name)
        .begin_object()
        .key("settled")
        .value(settled)
        .key("ms_per_puzzle")
        .value(count ? ms / count : 0.0)
        .end_object();
  }
};

}  // namespace

Response hashi_compare(const Request& request) {
  const Options& o = request.options;
  const Shape shape = *parse_shape(o);
  const uint64_t run_seed = seed_option(o);
  const int n = static_cast<int>(o.integer("count"));

  // The document's generator, judged by the exact count (SAT) and by its three programs.
  std::array<int, 8> situations{};
  int unique = 0, islands_drawn = 0;
  MethodTally rules, better_tally, sat_tally;
  std::array<int, 3> better_outcomes{};
  // A limit (deadline.h) ends either loop early: the table then covers the puzzles judged before it
  // (`judged`, `made`), and run() marks the answer stopped.
  int judged = 0, made = 0;
  for (int i = 0; i < n; ++i) {
    SplitMix64 rng(stream_seed(run_seed, static_cast<uint64_t>(i)));
    auto draft = generate_hashi_document(shape.rows, shape.cols, shape.islands, rng);
    if (!draft) return Response::options_failure(draft.error().message);
    islands_drawn += draft->puzzle.island_count();
    auto t0 = Clock::now();
    const HashiSatResult sat = solve_hashi_sat(draft->puzzle);
    auto t1 = Clock::now();
    if (time_is_up_now()) break;  // the search may have been cut short: this puzzle is not judged
    if (!sat.error.empty()) return Response::failure(sat.error);
    if (sat.count == 0) return Response::failure("internal error: SAT found no solution of a drawn puzzle");
    sat_tally.ms += ms_between(t0, t1);
    ++sat_tally.settled;
    unique += sat.count == 1 && sat.exhausted;
    const HashiRuleSolve r = solve_hashi_rules(draft->puzzle);
    auto t2 = Clock::now();
    rules.ms += ms_between(t1, t2);
    rules.settled += r.outcome == HashiOutcome::Solved;
    const HashiBetterResult b = solve_hashi_better(draft->puzzle);
    auto t3 = Clock::now();
    better_tally.ms += ms_between(t2, t3);
    better_tally.settled += b.outcome != HashiBetterOutcome::Failed;
    ++better_outcomes[static_cast<int>(b.outcome)];
    ++situations[situation(draft->intended, sat.first, b)];
    ++judged;
  }

  // Ours on the same options and seed: every puzzle proved unique again here by the spanning-tree
  // encoding, independently of the generator's own checks.
  HashiGeneratorOptions g;
  g.rows = shape.rows;
  g.cols = shape.cols;
  g.islands = shape.islands;
  g.seed = run_seed;
  int ours_unique = 0;
  long long ours_islands = 0, ours_repairs = 0, ours_attempts = 0;
  double ours_ms = 0;
  for (int i = 0; i < n && judged == n; ++i) {
    auto t0 = Clock::now();
    auto one = generate_hashi(g, static_cast<uint64_t>(i));
    ours_ms += ms_between(t0, Clock::now());
    if (time_is_up_now()) break;
    if (!one) return Response::failure(one.error().message);
    HashiSatOptions tree;
    tree.connectivity = HashiConnectivity::Tree;
    const HashiSatResult check = solve_hashi_sat(one->puzzle, tree);
    if (time_is_up_now()) break;
    ours_unique += check.count == 1 && check.exhausted && check.first == one->solution;
    ours_islands += one->puzzle.island_count();
    ours_repairs += one->repairs;
    ours_attempts += one->attempts;
    ++made;
  }
  const double per_judged = std::max(judged, 1), per_made = std::max(made, 1);

  const std::array<int, 8>* doc = document_figure11(shape);
  JsonWriter w;
  w.begin_object()
      .key("size")
      .value(shape.size_text())
      .key("islands")
      .value(shape.islands)
      .key("count")
      .value(n)
      .key("seed")
      .value(static_cast<unsigned long long>(run_seed));
  w.key("document_generator")
      .begin_object()
      .key("puzzles")
      .value(judged)
      .key("unique")
      .value(unique)
      .key("mean_islands")
      .value(islands_drawn / per_judged)
      .key("situations")
      .begin_object();
  for (int k = 0; k < 8; ++k) w.key(kSituations[k]).value(situations[k]);
  w.end_object().key("better").begin_object();
  for (int k = 0; k < 3; ++k)
    w.key(hashi_better_outcome_name(static_cast<HashiBetterOutcome>(k))).value(better_outcomes[k]);
  w.end_object().key("methods").begin_object();
  rules.write(w, "rules", std::max(judged, 1));
  better_tally.write(w, "better", std::max(judged, 1));
  sat_tally.write(w, "sat", std::max(judged, 1));
  w.end_object().end_object();
  w.key("ours")
      .begin_object()
      .key("puzzles")
      .value(made)
      .key("unique")
      .value(ours_unique)
      .key("mean_islands")
      .value(ours_islands / per_made)
      .key("mean_repairs")
      .value(ours_repairs / per_made)
      .key("mean_attempts")
      .value(ours_attempts / per_made)
      .key("ms_per_puzzle")
      .value(ours_ms / per_made)
      .end_object();
  if (doc) {
    w.key("figure11").begin_object();
    for (int k = 0; k < 8; ++k) w.key(kSituations[k]).value((*doc)[k]);
    w.end_object();
  }
  w.end_object();

  auto pct = [per_judged](double v) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%5.1f%%", 100.0 * v / per_judged);
    return std::string(buf);
  };
  auto pad = [](std::string s, size_t width) {
    // The situation names are ASCII, so bytes are columns.
    if (s.size() < width) s.append(width - s.size(), ' ');
    return s;
  };
  Response r;
  r.json = w.str();
  std::string& t = r.text;
  t += "Hashi " + shape.size_text() + ", " + std::to_string(shape.islands) + " islands, " + std::to_string(judged) +
       (judged < n ? " of " + std::to_string(n) : std::string()) + " puzzles, seed " + std::to_string(run_seed) +
       "\n\n";
  t += "Document 001's generator (section 5): 1 = its drawn solution, 2 = SAT, 3 = the better solver\n";
  t += pad("situation", 18) + pad("count", 8) + "share" + (doc ? "   figure 11 (of 10,000)" : "") + "\n";
  for (int k = 0; k < 8; ++k) {
    t += pad(kSituations[k], 18) + pad(std::to_string(situations[k]), 8) + pct(situations[k]);
    if (doc) t += "   " + std::to_string((*doc)[k]);
    t += "\n";
  }
  t += "\nunique by exact count (SAT): " + std::to_string(unique) + " of " + std::to_string(judged) + " (" +
       pct(unique) + "); more than one solution: " + std::to_string(judged - unique) + "\n";
  char line[200];
  std::snprintf(line, sizeof line,
                "rules (stage hard) solved %d, better solver solved/guessed/failed %d/%d/%d, SAT settled %d\n",
                rules.settled, better_outcomes[0], better_outcomes[1], better_outcomes[2], sat_tally.settled);
  t += line;
  std::snprintf(line, sizeof line, "ms per puzzle: rules %.3f, better %.3f, SAT (cuts, count 2) %.3f\n",
                rules.ms / per_judged, better_tally.ms / per_judged, sat_tally.ms / per_judged);
  t += line;
  std::snprintf(
      line, sizeof line,
      "\nOurs: %d of %d unique (each proved again by the spanning-tree encoding); %.1f islands, %.2f repairs, "
      "%.2f drafts, %.3f ms per puzzle\n",
      ours_unique, made, ours_islands / per_made, ours_repairs / per_made, ours_attempts / per_made,
      ours_ms / per_made);
  t += line;
  return r;
}

}  // namespace gridlogic::verbs
