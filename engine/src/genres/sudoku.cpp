// sudoku.cpp — the Sudoku genre: the verbs `solve` (fast, SAT or the human ladder, counting) and `encode`
// (DIMACS), and the genre's descriptor, which declares every Sudoku verb with its options.
#include <cstdint>

#include "genres/genres.h"
#include "genres/kit.h"
#include "gridlogic/cnf.h"
#include "gridlogic/sudoku.h"
#include "gridlogic/sudoku_format.h"
#include "gridlogic/sudoku_sat.h"
#include "gridlogic/sudoku_solve.h"
#include "gridlogic/sudoku_teach.h"

namespace gridlogic::verbs {
namespace {

// Naming an encoding without a method asks for SAT; the fast search, the ladder and exact cover have
// none. A heuristic and restarts belong to the teaching searches (sudoku_teach.h).
std::optional<std::string> check_solve_options(const Options& o) {
  const std::string method = o.get("method");
  if (o.has("encoding") && (method == "fast" || method == "human" || method == "exact-cover"))
    return "an encoding applies to the SAT methods (sat, propagation, failed-literals, backtracking, dpll, cdcl), "
           "not " +
           method;
  if (o.has("heuristic") && !teach_method_takes_heuristic(method, o.get("heuristic")))
    return "heuristic " + o.get("heuristic") + " does not apply to method " + (method.empty() ? "fast" : method) +
           " (backtracking, dpll: first-open, mom, jeroslow-wang, dlis; cdcl: vsids)";
  if (o.has("restarts") && !teach_method_takes_restarts(method)) return "restarts apply to method cdcl only";
  return std::nullopt;
}

}  // namespace

Response sudoku_solve(const Request& request) {
  const Options& o = request.options;
  SudokuSolveRequest req;
  req.puzzle = request.input;
  req.method = o.get("method");
  req.encoding = o.get("encoding");
  req.heuristic = o.get("heuristic");
  req.restarts = !o.has("restarts") || o.get_flag("restarts");
  req.count_limit = static_cast<int>(o.integer("count"));
  req.conflict_budget = o.integer("budget");

  SudokuSolveReport report = solve_sudoku_request(req);
  if (!report.error.empty()) return Response::failure(report.error);
  Response r;
  r.json = to_json(report, req.count_limit > 2);
  if (!request.text) return r;
  r.text = std::string(verdict_name(report.verdict));
  if (!report.solution.empty()) r.text.append(1, '\t').append(report.solution);  // no temporary string
  if (req.count_limit > 2) r.text += "\tcount=" + std::to_string(report.count);
  r.text += '\n';
  return r;
}

Response sudoku_encode(const Request& request) {
  const SudokuEncoding encoding = *parse_sudoku_encoding(request.options.get("encoding"));
  auto grid = parse_sudoku(request.input);
  if (!grid) return Response::failure(grid.error().message);
  Cnf cnf;
  encode_sudoku(*grid, encoding, cnf);
  return dimacs_response(cnf,
                         {"puzzle " + format_sudoku_line(*grid), "encoding " + std::string(encoding_name(encoding))},
                         [&](JsonWriter& w) { w.key("encoding").value(encoding_name(encoding)); });
}

namespace {

constexpr OptionSpec kSolveOptions[] = {
    choice_option(
        "method", "", "fast|sat|human|propagation|failed-literals|backtracking|dpll|cdcl|exact-cover",
        "fast: the native search (the default); sat: MiniSat on document 002's encoding; human: the technique "
        "ladder without guessing; the teaching methods of the lecture view (docs/lecture.md): propagation, "
        "failed-literals, backtracking, dpll, cdcl (MiniSat, a fresh solver), exact-cover (dancing links)"),
    choice_option("encoding", "", "minimal|efficient|extended",
                  "the SAT encoding (naming one picks method sat; default minimal, extended for the teaching methods)"),
    choice_option("heuristic", "", "first-open|mom|jeroslow-wang|dlis|vsids",
                  "branching: backtracking and dpll first-open (default), mom, jeroslow-wang, dlis; cdcl vsids"),
    flag_option("restarts", "", "cdcl: MiniSat's restarts (default yes)"),
    kSolveCountOption,
    kBudgetOption,
};
constexpr OptionSpec kEncodeOptions[] = {
    choice_option("encoding", "minimal", "minimal|efficient|extended", "document 002's encoding"),
};
constexpr OptionSpec kCheckOptions[] = {kCheckSolutionOption};
constexpr OptionSpec kConvertOptions[] = {
    choice_option("to", "line", "line|grid|url|json|sudokupad|candidates",
                  "the form to write (sudokupad: a SudokuPad link; candidates: the pencil-mark line, n per cell)"),
};
constexpr OptionSpec kPatternsOptions[] = {
    choice_option("format", "csv", "csv|svg", "a table of counts, or an SVG heatmap"),
};
// Which ladder's path a step list follows: explain's, and a trainer puzzle's (generate --technique).
constexpr OptionSpec kLadderOption = choice_option(
    "ladder", "", "se|hodoku",
    "se: Sudoku Explainer's ladder and ratings (explain's default); hodoku: HoDoKu's order, techniques and scores; "
    "with generate --technique, the ladder whose path needs it (default: SE's when it has the technique)");
constexpr OptionSpec kGenerateOptions[] = {
    text_option("size", "N", "9", "the side: 4, 6, 9, 12, 16 or 25 (or NxN)", &check_sudoku_size),
    kGenerateCountOption,
    kSeedOption,
    text_option("difficulty", "LEVEL", "any",
                "any, a level 1..5 or its name (easy, medium, hard, fiendish, diabolical)", &check_sudoku_difficulty),
    choice_option("symmetry", "rot2", "none|rot2|rot4|mirror|diagonal", "the pattern of the givens"),
    integer_option("attempts", "", 1, 100000,
                   "solution grids to try before giving up on the level (default: by size; 3000 for --technique)"),
    text_option("technique", "NAME", "",
                "a trainer puzzle: its path needs this technique at least once and nothing rated above it (the "
                "techniques verb lists every name)",
                &check_sudoku_technique),
    kLadderOption,
};
constexpr OptionSpec kExplainOptions[] = {
    integer_option("steps", "", 1, 1000000, "show the first N steps (default: all)"),
    text_option("max-rating", "R", "", "use no technique rated above R (0 to 100)", &check_max_rating),
    flag_option("last-resort", "yes", "guess when the techniques are stuck"),
    kLadderOption,
};
constexpr OptionSpec kRateOptions[] = {
    integer_option("runs", "30", 1, 10000, "random runs averaged for document 004's refutation sum and dependency"),
    integer_option("seed", "1", 0, kMaxGeneratorSeed, "the seed of those runs"),
    flag_option("hodoku", "no", "also HoDoKu's score and level (a second solve, on the HoDoKu ladder)"),
};

constexpr VerbSpec kVerbs[] = {
    {"solve", VerbInput::PerPuzzle,
     "solve each puzzle and prove its solution unique, by search, SAT, the human techniques or a teaching method",
     kSolveOptions, &sudoku_solve, &check_solve_options},
    {"encode", VerbInput::PerPuzzle, "the CNF of each puzzle in DIMACS, in one of document 002's encodings",
     kEncodeOptions, &sudoku_encode},
    {"check", VerbInput::PerPuzzle, "check a proposed solution: valid, invalid (with every conflict) or incomplete",
     kCheckOptions, &sudoku_check},
    {"convert", VerbInput::PerPuzzle, "rewrite each puzzle in another form (line, grid, URL, JSON, SudokuPad link)",
     kConvertOptions, &sudoku_convert},
    {"patterns", VerbInput::WholeSet,
     "per-cell given counts and popular solution values over the whole set (document 002)", kPatternsOptions,
     &sudoku_patterns},
    {"generate", VerbInput::None, "new puzzles with a unique solution, by size, level and symmetry of the givens",
     kGenerateOptions, &sudoku_generate},
    {"techniques",
     VerbInput::None,
     "the techniques of the SE and HoDoKu ladders a trainer puzzle can practise, with their ratings and scores",
     {},
     &sudoku_techniques_verb},
    {"explain", VerbInput::PerPuzzle,
     "the human-style steps, easiest technique first, and the Sudoku Explainer (or HoDoKu) grade", kExplainOptions,
     &sudoku_explain},
    {"rate", VerbInput::PerPuzzle,
     "how hard for a person: level 1 to 5, SE grade, SiSuS refutation sum and dependency (document 004)", kRateOptions,
     &sudoku_rate},
    {"conflicts", VerbInput::PerPuzzle, "the rules a grid in progress already breaks, with their cells",
     kConflictsOptions, &sudoku_conflicts},
    {"render", VerbInput::PerPuzzle, kRenderSummary, kRenderOptions, &sudoku_render, &check_render_options},
    {"candidates", VerbInput::PerPuzzle, kCandidatesSummary, kCandidatesOptions, &sudoku_candidates},
    {"analyze", VerbInput::PerPuzzle, kAnalyzeSummary, kAnalyzeOptions, &sudoku_analyze},
};

constexpr std::string_view kLinkTypes[] = {"sudoku"};

}  // namespace
}  // namespace gridlogic::verbs

namespace gridlogic {

extern const GenreSpec kSudokuGenre{"sudoku",     "Sudoku",          "Every row, column and box holds each digit once.",
                                    {},           verbs::kLinkTypes, nullptr,
                                    verbs::kVerbs};

}  // namespace gridlogic
