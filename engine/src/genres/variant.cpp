// variant.cpp — the variant Sudoku genre: the verbs solve, check, encode, convert, generate, explain,
// rate, and the genre's descriptor, which declares every variant verb with its options.
//
// Each verb's options are the tables at the end (`gridlogic help VERB` lists them); the SAT
// encodings offer document 003's own beside ours.
//
// Input: an f-puzzles URL, a SudokuPad link (fpuzzles, scl or ctc), the f-puzzles or SudokuPad JSON, or the bare lz-string payload
// (docs/variants.md). Every solution is verified by every rule before it is returned.
#include <algorithm>
#include <array>
#include <cctype>
#include <sstream>

#include "gridlogic/json.h"
#include "gridlogic/json_value.h"
#include "gridlogic/variant_fpuzzles.h"
#include "gridlogic/variant_generator.h"
#include "gridlogic/variant_human.h"
#include "gridlogic/variant_sudokupad.h"
#include "genres/kit.h"
#include "genres/genres.h"

namespace gridlogic::verbs {
namespace {

VariantEncodingOptions encoding_options(const Options& o) {
  VariantEncodingOptions e;
  e.sums = *parse_sum_encoding(o.get("sums"));
  e.pb = o.get("pb") == "adder" ? PbMethod::Adder : PbMethod::Bdd;
  e.killer = *parse_killer_encoding(o.get("killer"));
  e.sandwich = *parse_sandwich_encoding(o.get("sandwich"));
  e.nurikabe_document = o.get("nurikabe") == "document";
  e.hidden_thermometer_document = o.get("hiddenthermometer") == "document";
  e.secret_direction_document = o.get("secretdirection") == "document";
  e.fawlty_towers_document = o.get("fawltytowers") == "document";
  return e;
}

// A Nurikabe Sudoku is made one way only.
std::optional<std::string> check_generate_options(const Options& o) {
  if (o.get("rule") != "nurikabe") return std::nullopt;
  if (o.integer("size") != 9) return "a Nurikabe Sudoku is 9×9";
  if (o.integer("difficulty")) return "--difficulty is for killer and thermo puzzles";
  return std::nullopt;
}

// The rules of a puzzle by kind, for reports: {"killercage": 12, "thermometer": 3}.
void write_rule_counts(JsonWriter& w, const VariantPuzzle& p) {
  std::vector<std::pair<std::string, int>> counts;
  for (const VariantRulePtr& r : p.rules) {
    auto it = std::find_if(counts.begin(), counts.end(), [&](const auto& c) { return c.first == r->kind(); });
    if (it == counts.end()) counts.emplace_back(std::string(r->kind()), 1);
    else ++it->second;
  }
  w.key("rules").begin_object();
  for (const auto& [kind, count] : counts) w.key(kind).value(count);
  w.end_object();
}

}  // namespace

Response variant_solve(const Request& request) {
  const Options& o = request.options;
  const int64_t count = o.integer("count");
  auto puzzle = parse_variant(request.input);
  if (!puzzle) return Response::failure(puzzle.error().message);
  VariantSolveOptions so;
  so.encoding = encoding_options(o);
  so.limit = static_cast<int>(count);
  so.conflict_budget = o.integer("budget");
  so.progress = request.progress;
  const auto start = Clock::now();
  const VariantSolveResult r = solve_variant(*puzzle, so);
  const double ms = ms_since(start);
  if (!r.error.empty()) return Response::failure(r.error);
  const std::string status(verdict_name(verdict(r.count, r.exhausted, count)));
  std::string solution = r.count > 0 ? format_variant_solution(*puzzle, r.first) : std::string();
  // Rules that mark cells (Nurikabe's ocean) add the marks: '#' marked, '.' not, after a '/'.
  if (!solution.empty() && !r.first_marks.empty()) solution += "/" + format_variant_marks(r.first_marks);
  JsonWriter w;
  w.begin_object().key("status").value(status);
  if (!solution.empty()) w.key("solution").value(solution);
  if (count > 2) w.key("count").value(r.count);
  w.key("size").value(puzzle->grid.n);
  if (!puzzle->title.empty()) w.key("title").value(puzzle->title);
  write_rule_counts(w, *puzzle);
  begin_stats(w, SolveStats{ms, r.decisions, r.propagations, r.conflicts});
  w.key("variables")
      .value(r.variables)
      .key("clauses")
      .value(r.clauses)
      .key("encode_ms")
      .value(r.encode_ms)
      .key("solve_ms")
      .value(r.solve_ms)
      .key("cut_rounds")
      .value(r.cut_rounds)
      .key("cuts")
      .value(r.cuts)
      .key("rejected")
      .value(r.rejected)
      .end_object();
  w.end_object();
  Response out;
  out.json = w.str();
  out.text = status + (solution.empty() ? "" : "\t" + solution);
  if (count > 2) out.text += "\tcount=" + std::to_string(r.count);
  out.text += '\n';
  return out;
}

Response variant_check(const Request& request) {
  // URLs and payloads hold no spaces; JSON needs --solution.
  auto parts = split_check_input(request.input, request.options);
  if (!parts) return Response::failure(parts.error().message);
  std::string sol = parts->solution;
  auto puzzle = parse_variant(parts->puzzle);
  if (!puzzle) {
    // JSON written with spaces, and no solution after it: its last word is no solution, and the rest no
    // puzzle; the whole is a puzzle, alone.
    if (!request.options.has("solution") && parse_variant(request.input))
      return Response::failure(std::string(kPuzzleWithoutSolution));
    return Response::failure(puzzle.error().message);
  }
  std::vector<uint8_t> marks;
  if (const size_t slash = sol.find('/'); slash != std::string::npos) {
    auto m = parse_variant_marks(*puzzle, sol.substr(slash + 1));
    if (!m) return Response::failure(m.error().message);
    marks = std::move(*m);
    sol.resize(slash);
  } else if (variant_has_marks(*puzzle)) {
    return Response::failure(
        "this puzzle's solution marks cells: give them after the values, 'VALUES/MARKS' ('#' marked, '.' not)");
  }
  auto values = parse_variant_solution(*puzzle, sol);
  if (!values) return Response::failure(values.error().message);
  const auto broken = find_variant_violation(*puzzle, *values, marks);
  const bool incomplete = std::find(values->begin(), values->end(), 0) != values->end();
  JsonWriter w;
  w.begin_object();
  Response out;
  if (broken && incomplete) {
    // An empty cell is only "incomplete" when nothing filled breaks a rule; the check then says so.
    w.key("status").value("incomplete").key("reason").value(*broken);
    out.text = "incomplete\t" + *broken + "\n";
  } else if (broken) {
    w.key("status").value("invalid").key("reason").value(*broken);
    out.text = "invalid\t" + *broken + "\n";
  } else {
    w.key("status").value("valid");
    out.text = "valid\n";
  }
  out.json = w.end_object().str();
  return out;
}

Response variant_encode(const Request& request) {
  const VariantEncodingOptions enc = encoding_options(request.options);
  auto puzzle = parse_variant(request.input);
  if (!puzzle) return Response::failure(puzzle.error().message);
  Cnf cnf;
  encode_variant(*puzzle, enc, cnf);
  std::string size = "variant Sudoku " + std::to_string(puzzle->grid.n) + "x" + std::to_string(puzzle->grid.n);
  if (!puzzle->title.empty()) size += " \"" + puzzle->title + "\"";
  const std::string encodings = "sums " + std::string(sum_encoding_name(enc.sums)) + ", killer " +
                                std::string(killer_encoding_name(enc.killer)) + ", sandwich " +
                                std::string(sandwich_encoding_name(enc.sandwich)) + ", hidden thermometers " +
                                (enc.hidden_thermometer_document ? "document" : "placements") + ", secret direction " +
                                (enc.secret_direction_document ? "document" : "path") + ", Fawlty Towers " +
                                (enc.fawlty_towers_document ? "document" : "exact");
  return dimacs_response(cnf, {size, encodings});
}

Response variant_convert(const Request& request) {
  auto puzzle = parse_variant(request.input);
  if (!puzzle) return Response::failure(puzzle.error().message);
  const std::string to = request.options.get("to");
  if (to == "sudokupad") {
    // SudokuPad's own format when every rule has a SudokuPad element; else the f-puzzles link SudokuPad opens.
    std::string fallback;
    const std::string url = format_sudokupad_url(*puzzle, &fallback);
    return convert_response(url, [&](JsonWriter& w) {
      if (!fallback.empty())
        w.key("note").value(fallback + "; written as an f-puzzles link, which SudokuPad also opens");
    });
  }
  return convert_response(to == "json" ? format_fpuzzles_json(*puzzle) : format_fpuzzles_url(*puzzle));
}

}  // namespace gridlogic::verbs

namespace gridlogic::verbs {

Response variant_generate(const Request& request) {
  const Options& o = request.options;
  const std::string rule = o.get("rule");
  const int64_t size = o.integer("size"), difficulty = o.integer("difficulty");
  const uint64_t run_seed = seed_option(o);
  VariantGeneratorOptions g;
  g.kind = rule == "thermo" ? VariantGenerated::Thermometer : VariantGenerated::Killer;
  g.size = static_cast<int>(size);
  g.seed = run_seed;
  g.level = static_cast<int>(difficulty);
  g.max_attempts = static_cast<int>(o.integer("attempts", 0));
  g.progress = request.progress;
  return generated_puzzles<GeneratedVariant>(
      request, o.integer("count"),
      [&](uint64_t i) {
        // Nurikabe puzzles are made one per seed (the generator's own stream); index i uses seed + i.
        return rule == "nurikabe" ? generate_nurikabe_sudoku(run_seed + i) : generate_variant(g, i);
      },
      [](const GeneratedVariant& p) { return format_fpuzzles_url(p.puzzle); },
      [](JsonWriter& w, const GeneratedVariant& p) {
        std::string solution = format_variant_solution(p.puzzle, p.solution);
        if (!p.marks.empty()) solution += "/" + format_variant_marks(p.marks);
        w.key("puzzle")
            .value(format_fpuzzles_url(p.puzzle))
            .key("solution")
            .value(solution)
            .key("givens")
            .value(p.givens);
        if (p.level) w.key("level").value(p.level).key("attempts").value(p.attempts);
        write_rule_counts(w, p.puzzle);
      },
      [&](JsonWriter& w) {
        w.key("rule")
            .value(rule)
            .key("difficulty")
            .value(static_cast<int>(difficulty))
            .key("size")
            .value(std::to_string(size) + "x" + std::to_string(size))
            .key("seed")
            .value(static_cast<unsigned long long>(run_seed));
      });
}

}  // namespace gridlogic::verbs

namespace gridlogic::verbs {

Response variant_explain(const Request& request) {
  const Options& o = request.options;
  auto puzzle = parse_variant(request.input);
  if (!puzzle) return Response::failure(puzzle.error().message);
  TraceRecorder rec;
  const VariantExplainResult r =
      explain_variant(*puzzle, static_cast<int>(o.integer("steps")), &rec, o.get_flag("last-resort"),
                      /*contradictions=*/true);
  const char* outcome = r.solved ? "solved" : r.contradiction ? "contradiction" : "stuck";
  JsonWriter w;
  w.begin_object()
      .key("outcome")
      .value(outcome)
      .key("grid")
      .value(format_variant_solution(*puzzle, r.end.values))
      .key("last_resorts")
      .value(r.last_resorts)
      .key("trace");
  write_json(w, rec.trace());
  w.end_object();
  Response out;
  out.json = w.str();
  int i = 0;
  for (const auto& step : rec.trace().steps) out.text += std::to_string(++i) + ". " + step.explanation + "\n";
  out.text += std::string(outcome) + "\t" + format_variant_solution(*puzzle, r.end.values) + "\n";
  return out;
}

}  // namespace gridlogic::verbs

namespace gridlogic::verbs {

Response variant_rate(const Request& request) {
  auto puzzle = parse_variant(request.input);
  if (!puzzle) return Response::failure(puzzle.error().message);
  // A level says how hard the one solution is to find; without uniqueness it means nothing.
  const VariantSolveResult sat = solve_variant(*puzzle);
  if (!sat.error.empty()) return Response::failure(sat.error);
  if (auto why = unrateable(sat.count, sat.exhausted, "level")) return Response::failure(*why);
  const auto r = rate_variant(*puzzle);
  if (!r) return Response::failure("internal error: the explained solve did not finish a unique puzzle");
  JsonWriter w;
  w.begin_object()
      .key("status")
      .value("rated")
      .key("level")
      .value(r->level)
      .key("level_name")
      .value(variant_level_name(r->level))
      .key("hardest")
      .value(r->hardest)
      .key("steps")
      .value(r->steps)
      .key("last_resorts")
      .value(r->last_resorts)
      .end_object();
  Response out;
  out.json = w.str();
  out.text = "level " + std::to_string(r->level) + " (" + std::string(variant_level_name(r->level)) + ") hardest " +
             r->hardest + "\n";
  return out;
}

}  // namespace gridlogic::verbs

namespace gridlogic::verbs {
namespace {

// The SAT encodings of solve and encode (document 003's own beside ours, for comparison).
constexpr std::array kEncodingOptions = {
    choice_option("sums", "layered", "layered|pb",
                  "sums (killer, arrows, little killers...): layered or pseudo-Boolean"),
    choice_option("pb", "bdd", "bdd|adder", "how a pseudo-Boolean sum is encoded"),
    choice_option("killer", "sum", "sum|pb|pb+combinations|combinations", "killer cages: ours, or document 003's"),
    choice_option("sandwich", "crusts", "crusts|pb|pb+lengths|combinations", "sandwich sums: ours, or document 003's"),
    choice_option("nurikabe", "lazy", "lazy|document", "Nurikabe connectivity: cut lazily, or document 003's"),
    choice_option("hiddenthermometer", "placements", "placements|document", "hidden thermometers"),
    choice_option("secretdirection", "path", "path|document", "secret direction"),
    choice_option("fawltytowers", "exact", "exact|document", "Fawlty Towers (document 003's admits wrong grids)"),
};
constexpr auto kSolveOptions = join_options(std::array{kSolveCountOption, kBudgetOption}, kEncodingOptions);
constexpr OptionSpec kCheckOptions[] = {kCheckSolutionOption};
constexpr OptionSpec kConvertOptions[] = {
    choice_option("to", "fpuzzles", "fpuzzles|json|sudokupad", "an f-puzzles URL, its JSON, or a SudokuPad link"),
};
constexpr OptionSpec kGenerateOptions[] = {
    choice_option("rule", "killer", "killer|thermo|nurikabe", "the variant"),
    integer_option("size", "9", 4, 9, "the side (4, 6 or 9; Nurikabe: 9)"),
    integer_option("count", "1", 1, 1000, "how many puzzles"),
    kSeedOption,
    integer_option("difficulty", "0", 0, kVariantLevels, "the rate level 1..5 (0: any)"),
    integer_option("attempts", "", 1, 100000, "puzzles to try before giving up on the level (default: by size)"),
};
constexpr OptionSpec kExplainOptions[] = {
    integer_option("steps", "10000", 1, 100000, "stop after N steps"),
    flag_option("last-resort", "yes", "guess when the techniques are stuck"),
};

constexpr VerbSpec kVerbs[] = {
    {"solve", VerbInput::PerPuzzle, "solve each f-puzzles or SudokuPad puzzle by SAT and prove its solution unique",
     kSolveOptions, &variant_solve},
    {"check", VerbInput::PerPuzzle, "check a proposed solution against every rule", kCheckOptions, &variant_check},
    {"encode", VerbInput::PerPuzzle, "the CNF of each puzzle in DIMACS, in the encodings solve uses", kEncodingOptions,
     &variant_encode},
    {"convert", VerbInput::PerPuzzle, "rewrite each puzzle as an f-puzzles URL, its JSON or a SudokuPad link",
     kConvertOptions, &variant_convert},
    {"generate", VerbInput::None, "new puzzles with one solution, by rule, size and level", kGenerateOptions,
     &variant_generate, &check_generate_options},
    {"explain", VerbInput::PerPuzzle,
     "human-style steps: singles, then each rule's reasoning (killer combinations, thermometers, sums...)",
     kExplainOptions, &variant_explain},
    {"rate",
     VerbInput::PerPuzzle,
     "how hard for a person: level 1 singles, 2 subsets, 3 rules, 4 innies/outies, 5 last resort",
     {},
     &variant_rate},
    {"conflicts", VerbInput::PerPuzzle,
     "the rules a grid in progress already breaks, by each rule's own reasoning, with their cells", kConflictsOptions,
     &variant_conflicts},
    {"render", VerbInput::PerPuzzle, kRenderSummary, kRenderOptions, &variant_render, &check_render_options},
    {"candidates", VerbInput::PerPuzzle, kCandidatesSummary, kCandidatesOptions, &variant_candidates},
    {"analyze", VerbInput::PerPuzzle, kAnalyzeSummary, kAnalyzeOptions, &variant_analyze},
};

constexpr std::string_view kAliases[] = {"variants"};

// f-puzzles JSON (a size and a grid, no genre), f-puzzles URLs, SudokuPad links and SudokuPad JSON.
bool claims_variant(std::string_view input) {
  if (is_sudokupad_input(input)) return true;
  if (input.front() == '{') {
    auto doc = parse_json(input);
    return doc && doc->is_object() && !doc->find("genre") && doc->find("size") && doc->find("grid");
  }
  return input.find("f-puzzles.com") != std::string_view::npos ||
         (input.find("sudokupad") != std::string_view::npos && input.find("fpuzzles") != std::string_view::npos);
}

}  // namespace
}  // namespace gridlogic::verbs

namespace gridlogic {

extern const GenreSpec kVariantGenre{
    "variant",
    "Variant Sudoku",
    "Sudoku with extra rules: killer cages, thermometers, arrows, kropki dots and more.",
    verbs::kAliases,
    {},
    &verbs::claims_variant,
    verbs::kVerbs};

}  // namespace gridlogic
