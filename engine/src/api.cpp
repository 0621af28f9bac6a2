// api.cpp — dispatch of the genre-neutral requests, and the JSON shape of reports (see api.h).
#include "gridlogic/api.h"

#include <chrono>
#include <memory>
#include <optional>

#include "gridlogic/json.h"
#include "gridlogic/json_value.h"
#include "gridlogic/sat_solver.h"
#include "gridlogic/sudoku.h"
#include "gridlogic/sudoku_fast.h"
#include "gridlogic/sudoku_format.h"
#include "gridlogic/sudoku_human.h"
#include "gridlogic/sudoku_sat.h"
#include "verbs/verbs.h"

namespace gridlogic {
namespace {

SolveReport error_report(std::string message) {
  SolveReport r;
  r.status = SolveStatus::Error;
  r.error = std::move(message);
  return r;
}

// Status from what model enumeration found, for a request that asked for up to `limit` solutions.
SolveStatus verdict(const ModelCount& mc, int limit) {
  if (mc.count == 0) return mc.exhausted ? SolveStatus::None : SolveStatus::Unknown;
  if (limit == 1) return SolveStatus::Solved;
  if (mc.count >= 2) return SolveStatus::Multiple;
  return mc.exhausted ? SolveStatus::Unique : SolveStatus::Unknown;
}

double ms_since(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
}

// The human-style ladder (sudoku_human.h) without its last resort: "solved" when the techniques finish
// the grid, "none" when they meet a contradiction, "unknown" when they are stuck — never "unique", which
// needs a search. Its "decisions" are the steps taken.
SolveReport solve_sudoku_human_method(const SudokuGrid& puzzle) {
  auto start = std::chrono::steady_clock::now();
  HumanOptions options;
  options.allow_last_resort = false;
  const HumanSolveResult hr = solve_sudoku_human(puzzle, options);
  SolveReport report;
  report.status = hr.solved ? SolveStatus::Solved : hr.contradiction ? SolveStatus::None : SolveStatus::Unknown;
  if (hr.solved) {
    if (auto broken = find_sudoku_violation(puzzle, hr.grid))
      return error_report("internal error: the human solver's grid breaks a rule (" + *broken + ")");
    report.solution = format_sudoku_line(hr.grid);
    report.count = 1;
  }
  report.stats = SolveStats{ms_since(start), hr.steps.size(), 0, 0};
  return report;
}

// The fast native search; its "decisions" are guesses and its "conflicts" dead ends.
SolveReport solve_sudoku_fast_method(const SudokuGrid& puzzle, const SolveRequest& req) {
  auto start = std::chrono::steady_clock::now();
  FastSudokuResult fr = solve_sudoku_fast(puzzle, req.count_limit, req.conflict_budget);
  SolveReport report;
  if (fr.count > 0) {
    if (auto broken = find_sudoku_violation(puzzle, fr.first))
      return error_report("internal error: the fast solver's grid breaks a rule (" + *broken + ")");
    report.solution = format_sudoku_line(fr.first);
  }
  report.status = verdict(ModelCount{fr.count, fr.exhausted, !fr.exhausted && fr.count < req.count_limit},
                          req.count_limit);
  report.count = fr.count;
  report.stats = SolveStats{ms_since(start), fr.guesses, 0, fr.dead_ends};
  return report;
}

// One SAT session per shape and encoding, kept for the following requests of this thread: the rules
// are encoded once and the givens passed as assumptions. bench_sudoku measured it against a fresh
// encoding per puzzle (docs/benchmarks.md): about 7× faster on 17-clue puzzles with the extended
// encoding, no slower elsewhere except the minimal encoding on the hardest puzzles (about 2× slower:
// without Cell_u and the house at-least-one clauses the search is long, and it goes better on a
// formula MiniSat simplified with the givens as units). So the minimal encoding gets a session of
// its own per puzzle. A session is renewed once its retired activation variables outnumber the
// rules' variables, so a long CLI run stays lean.
SudokuSatSession& sudoku_session(const SudokuGrid& puzzle, SudokuEncoding encoding) {
  const SudokuShape shape = puzzle.shape;
  struct Slot {
    SudokuShape shape;
    SudokuEncoding encoding;
    std::unique_ptr<SudokuSatSession> session;
  };
  thread_local std::vector<Slot> slots;
  thread_local std::unique_ptr<SudokuSatSession> one_off;
  if (encoding == SudokuEncoding::Minimal) {
    one_off = SudokuSatSession::for_puzzle(puzzle, encoding);
    return *one_off;
  }
  for (Slot& slot : slots) {
    if (slot.shape != shape || slot.encoding != encoding) continue;
    if (slot.session->solver().num_vars() > 2 * slot.session->vars().s.size())
      slot.session = std::make_unique<SudokuSatSession>(shape, encoding);
    return *slot.session;
  }
  slots.push_back(Slot{shape, encoding, std::make_unique<SudokuSatSession>(shape, encoding)});
  return *slots.back().session;
}

SolveReport solve_sudoku(const SolveRequest& req) {
  Result<SudokuGrid> puzzle = parse_sudoku(req.puzzle);
  if (!puzzle) return error_report(puzzle.error().message);
  // Naming an encoding without a method asks for SAT; the fast search has no encoding.
  const bool fast = req.method == "fast" || (req.method.empty() && req.encoding.empty());
  if (fast) {
    if (!req.encoding.empty()) return error_report("an encoding applies to method sat, not fast");
    return solve_sudoku_fast_method(*puzzle, req);
  }
  if (req.method == "human") {
    if (!req.encoding.empty()) return error_report("an encoding applies to method sat, not human");
    return solve_sudoku_human_method(*puzzle);
  }
  if (!req.method.empty() && req.method != "sat")
    return error_report("unknown method '" + req.method + "' for sudoku; expected fast, sat or human");
  SudokuEncoding encoding = SudokuEncoding::Minimal;
  if (!req.encoding.empty()) {
    auto e = parse_sudoku_encoding(req.encoding);
    if (!e) return error_report("unknown encoding '" + req.encoding + "'; expected minimal, efficient or extended");
    encoding = *e;
  }

  auto start = std::chrono::steady_clock::now();
  SudokuSatSession& session = sudoku_session(*puzzle, encoding);
  SatSolver& solver = session.solver();
  const SatStats before = solver.stats();
  solver.set_conflict_budget(req.conflict_budget);

  SolveReport report;
  std::optional<std::string> broken;
  ModelCount mc = session.solve(*puzzle, req.count_limit, [&](const SudokuGrid& solution) {
    if (!report.solution.empty() || broken) return;
    broken = find_sudoku_violation(*puzzle, solution);
    report.solution = format_sudoku_line(solution);
  });
  if (broken) return error_report("internal error: the SAT model breaks a rule (" + *broken + ")");

  report.status = verdict(mc, req.count_limit);
  report.count = mc.count;
  const SatStats after = solver.stats();
  report.stats = SolveStats{ms_since(start), after.decisions - before.decisions,
                            after.propagations - before.propagations, after.conflicts - before.conflicts};
  return report;
}

}  // namespace

std::string_view status_name(SolveStatus s) {
  switch (s) {
    case SolveStatus::Unique: return "unique";
    case SolveStatus::Multiple: return "multiple";
    case SolveStatus::None: return "none";
    case SolveStatus::Solved: return "solved";
    case SolveStatus::Unknown: return "unknown";
    case SolveStatus::Error: return "error";
  }
  return "error";
}

SolveReport solve(const SolveRequest& req) {
  if (req.count_limit < 1) return error_report("count must be at least 1");
  if (req.genre == "sudoku") return solve_sudoku(req);
  return error_report("unknown genre '" + req.genre + "'; this build solves: sudoku");
}

std::string to_json(const SolveReport& report, bool with_count) {
  JsonWriter w;
  w.begin_object().key("status").value(status_name(report.status));
  if (report.status == SolveStatus::Error) {
    w.key("error").value(report.error);
    return w.end_object().str();
  }
  if (!report.solution.empty()) w.key("solution").value(report.solution);
  if (with_count) w.key("count").value(report.count);
  w.key("stats").begin_object()
      .key("ms").value(report.stats.ms)
      .key("decisions").value(static_cast<unsigned long long>(report.stats.decisions))
      .key("propagations").value(static_cast<unsigned long long>(report.stats.propagations))
      .key("conflicts").value(static_cast<unsigned long long>(report.stats.conflicts))
      .end_object();
  return w.end_object().str();
}

namespace {

struct VerbEntry {
  VerbInfo info;
  Response (*run)(const Request&);
};

// Every verb, in help order. A new verb: a function in engine/src/verbs/, declared in verbs.h, and a
// row here; the CLI, the WASM module and `gridlogic help` pick it up.
const VerbEntry kVerbs[] = {
    {{"sudoku", "solve", VerbInput::PerPuzzle,
      "solve; count solutions up to --count N (default 2: prove uniqueness); --method fast|sat|human"},
     &verbs::sudoku_solve},
    {{"sudoku", "encode", VerbInput::PerPuzzle, "the CNF of each puzzle in DIMACS (--encoding)"},
     &verbs::sudoku_encode},
    {{"sudoku", "check", VerbInput::PerPuzzle,
      "check a proposed solution: \"PUZZLE SOLUTION\" a line, or --solution S; valid, invalid or incomplete"},
     &verbs::sudoku_check},
    {{"sudoku", "convert", VerbInput::PerPuzzle, "rewrite each puzzle in another form: --to line|grid|url|json"},
     &verbs::sudoku_convert},
    {{"sudoku", "patterns", VerbInput::WholeSet,
      "per-cell given counts and popular solution values over the whole set (002): --format csv|svg"},
     &verbs::sudoku_patterns},
    {{"sudoku", "generate", VerbInput::None,
      "new puzzles with a unique solution: --size, --count, --seed, --difficulty 1..5, --symmetry"},
     &verbs::sudoku_generate},
    {{"sudoku", "explain", VerbInput::PerPuzzle,
      "the human-style steps, easiest technique first, and the SE rating: --steps N, --max-rating R, "
      "--last-resort yes|no"},
     &verbs::sudoku_explain},
    {{"sudoku", "rate", VerbInput::PerPuzzle,
      "how hard for a person: level 1..5, SE grade, SiSuS refutation sum and dependency (004); --runs, --seed"},
     &verbs::sudoku_rate},
    {{"tectonic", "solve", VerbInput::PerPuzzle,
      "solve; --method rules+sat (default) | sat | rules | rules+2sat, --disable-rule N[,M], --count N"},
     &verbs::tectonic_solve},
    {{"tectonic", "check", VerbInput::PerPuzzle, "check 'PUZZLE SOLUTION' (or --solution S) against the rules"},
     &verbs::tectonic_check},
    {{"tectonic", "encode", VerbInput::PerPuzzle, "the CNF of document 000 ch.6 in DIMACS (--encoding alo|no-alo)"},
     &verbs::tectonic_encode},
    {{"tectonic", "convert", VerbInput::PerPuzzle, "rewrite: --to url|text|json|janko|abcqwq"},
     &verbs::tectonic_convert},
    {{"tectonic", "explain", VerbInput::PerPuzzle, "the rule and 2-SAT steps (--method rules|rules+2sat)"},
     &verbs::tectonic_explain},
    {{"tectonic", "rate", VerbInput::PerPuzzle, "chapter 8's level 1-8, rule class and rule 3/4 counts"},
     &verbs::tectonic_rate},
    {{"tectonic", "generate", VerbInput::None,
      "new puzzles with a unique solution: --size WxH, --count, --seed, --difficulty 1..8, --max-region K"},
     &verbs::tectonic_generate},
    {{"tectonic", "ablation", VerbInput::WholeSet,
      "tables 8.2-8.5 for a set: solved/solvable and mean ms per rule subset (--by level|size|none)"},
     &verbs::tectonic_ablation},
    {{"variant", "solve", VerbInput::PerPuzzle,
      "solve an f-puzzles/SudokuPad puzzle; --count N, --sums layered|pb, --pb bdd|adder, --killer sum|pb|..."},
     &verbs::variant_solve},
    {{"variant", "check", VerbInput::PerPuzzle, "check 'PUZZLE SOLUTION' (or --solution S) against every rule"},
     &verbs::variant_check},
    {{"variant", "encode", VerbInput::PerPuzzle, "the CNF in DIMACS (--sums, --pb, --killer as for solve)"},
     &verbs::variant_encode},
    {{"variant", "convert", VerbInput::PerPuzzle, "rewrite as an f-puzzles URL (--to fpuzzles) or its JSON (--to json)"},
     &verbs::variant_convert},
    {{"variant", "generate", VerbInput::None,
      "new puzzles with one solution: --rule killer|thermo|nurikabe, --size 4|6|9, --count, --seed"},
     &verbs::variant_generate},
    {{"variant", "explain", VerbInput::PerPuzzle,
      "human-style steps: singles, then each rule's reasoning (killer combinations, thermometers, sums...)"},
     &verbs::variant_explain},
    {{"variant", "rate", VerbInput::PerPuzzle,
      "how hard for a person: level 1 singles, 2 subsets, 3 rules, 4 innies/outies, 5 last resort"},
     &verbs::variant_rate},
    {{"hashi", "solve", VerbInput::PerPuzzle,
      "solve; --method sat (default) | rules | better, --connectivity cuts (default) | tree, --count N"},
     &verbs::hashi_solve},
    {{"hashi", "check", VerbInput::PerPuzzle, "check 'PUZZLE SOLUTION' (or --solution S) against the rules"},
     &verbs::hashi_check},
    {{"hashi", "encode", VerbInput::PerPuzzle,
      "the CNF in DIMACS: --connectivity tree (default, document 001 figure 5) | cuts (rules only)"},
     &verbs::hashi_encode},
    {{"hashi", "convert", VerbInput::PerPuzzle, "rewrite: --to url|text|json|janko|has"},
     &verbs::hashi_convert},
    {{"hashi", "explain", VerbInput::PerPuzzle, "the rule steps, simplest technique first (--stage easy|medium|hard)"},
     &verbs::hashi_explain},
    {{"hashi", "rate", VerbInput::PerPuzzle, "the stage that solves it: easy, medium, hard or beyond (Tatham-style)"},
     &verbs::hashi_rate},
    {{"hashi", "generate", VerbInput::None,
      "new puzzles with one solution: --size WxH, --islands N, --count, --seed, --difficulty easy..beyond"},
     &verbs::hashi_generate},
    {{"hashi", "compare", VerbInput::None,
      "figure 11: the document's generator against SAT and the better solver, and ours (--size, --islands, --count)"},
     &verbs::hashi_compare},
    // Live feedback on the play pages: the rules a partly filled grid already breaks.
    {{"sudoku", "conflicts", VerbInput::PerPuzzle, "rules the grid so far breaks (--solution GRID, '.' empty), with cells"},
     &verbs::sudoku_conflicts},
    {{"variant", "conflicts", VerbInput::PerPuzzle, "rules the grid so far breaks, by each rule's own reasoning (--solution)"},
     &verbs::variant_conflicts},
    {{"tectonic", "conflicts", VerbInput::PerPuzzle, "rules the grid so far breaks (--solution GRID, '.' empty), with cells"},
     &verbs::tectonic_conflicts},
    {{"hashi", "conflicts", VerbInput::PerPuzzle, "islands over their number and crossing bridges (--solution BRIDGES)"},
     &verbs::hashi_conflicts},
};

const std::vector<VerbInfo>& verb_infos() {
  static const std::vector<VerbInfo> infos = [] {
    std::vector<VerbInfo> v;
    for (const VerbEntry& e : kVerbs) v.push_back(e.info);
    return v;
  }();
  return infos;
}

}  // namespace

std::span<const VerbInfo> verb_list() { return verb_infos(); }

const VerbInfo* find_verb(std::string_view genre, std::string_view verb) {
  genre = canonical_genre(genre);
  for (const VerbInfo& v : verb_infos())
    if (v.genre == genre && v.verb == verb) return &v;
  return nullptr;
}

std::string_view canonical_genre(std::string_view name) {
  static constexpr std::pair<std::string_view, std::string_view> kAliases[] = {
      {"suguru", "tectonic"}, {"bridges", "hashi"}, {"hashikake", "hashi"}, {"hashiwokakero", "hashi"},
      {"variants", "variant"}};
  for (auto [alias, genre] : kAliases)
    if (name == alias) name = genre;
  for (const VerbEntry& e : kVerbs)
    if (e.info.genre == name) return e.info.genre;
  return {};
}

std::string_view genre_of_input(std::string_view input) {
  const size_t start = input.find_first_not_of(" \t\r\n");
  if (start == std::string_view::npos) return {};
  input.remove_prefix(start);
  if (input.front() == '{') {
    // Project JSON names its genre; f-puzzles JSON (a size and a grid, no genre) is a variant.
    auto doc = parse_json(input);
    if (!doc || !doc->is_object()) return {};
    const JsonValue* g = doc->find("genre");
    if (!g && doc->find("size") && doc->find("grid")) return canonical_genre("variant");
    return g && g->is_string() ? canonical_genre(g->as_string()) : std::string_view{};
  }
  // f-puzzles URLs and SudokuPad fpuzzles links.
  if (input.find("f-puzzles.com") != std::string_view::npos ||
      (input.find("sudokupad") != std::string_view::npos && input.find("fpuzzles") != std::string_view::npos))
    return canonical_genre("variant");
  // puzz.link: the type is the first path part after '?', possibly behind "type=…&" pairs.
  const size_t q = input.find('?');
  if (q == std::string_view::npos) return {};
  std::string_view rest = input.substr(q + 1);
  while (!rest.empty()) {
    const size_t amp = rest.find('&'), slash = rest.find('/');
    if (amp != std::string_view::npos && amp < slash) rest.remove_prefix(amp + 1);
    else break;
  }
  std::string_view type = rest.substr(0, rest.find('/'));
  for (std::string_view suffix : {"_edit", "_play"})
    if (type.size() > suffix.size() && type.substr(type.size() - suffix.size()) == suffix) type.remove_suffix(suffix.size());
  return canonical_genre(type);
}

Response run(const Request& request) {
  if (std::string_view canon = canonical_genre(request.genre); !canon.empty() && canon != request.genre) {
    Request copy = request;
    copy.genre = std::string(canon);
    return run(copy);
  }
  bool genre_known = false;
  std::string genre_verbs;
  for (const VerbEntry& e : kVerbs) {
    if (e.info.genre != request.genre) continue;
    genre_known = true;
    if (e.info.verb == request.verb) return e.run(request);
    genre_verbs += (genre_verbs.empty() ? "" : ", ") + std::string(e.info.verb);
  }
  if (!genre_known) {
    std::string genres;
    for (const VerbEntry& e : kVerbs)
      if (genres.find(e.info.genre) == std::string::npos) genres += (genres.empty() ? "" : ", ") + std::string(e.info.genre);
    return Response::options_failure("unknown genre '" + request.genre + "'; this build knows: " + genres);
  }
  return Response::options_failure("unknown command '" + request.verb + "' for " + request.genre + "; expected one of " + genre_verbs);
}

std::string error_json(std::string_view message) {
  JsonWriter w;
  return w.begin_object().key("status").value("error").key("error").value(message).end_object().str();
}

std::string_view version() { return "0.1.0"; }

}  // namespace gridlogic
