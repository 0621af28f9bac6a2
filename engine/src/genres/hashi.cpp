// hashi.cpp — the Hashi genre (genre "hashi"): the verbs solve, check, encode, convert, explain, rate, and
// the genre's descriptor, which declares every Hashi verb with its options.
//
// Each verb's options are the tables at the end (`gridlogic help VERB` lists them).
//
// The SAT method is complete: a second model search proves uniqueness (docs/hashi.md has the JSON).
// The rules are sound, the better solver is document 001's one-guess solver; both give their verdict
// by verdict.h's rule for deductions. generate and compare are in hashi_generate.cpp.
#include <algorithm>
#include <chrono>
#include <functional>
#include <sstream>

#include "gridlogic/hashi_format.h"
#include "gridlogic/hashi_rules.h"
#include "gridlogic/hashi_sat.h"
#include "gridlogic/json.h"
#include "genres/genres.h"
#include "genres/kit.h"

namespace gridlogic::verbs {
namespace {

HashiConnectivity connectivity(const Options& o) { return *parse_hashi_connectivity(o.get("connectivity")); }

// --stage easy|medium|hard (or 1..3): the techniques the rule solver may use (default hard: all).
HashiStage rule_stage(const Options& o) {
  const std::string s = o.get("stage");
  if (s == "easy" || s == "1") return HashiStage::Easy;
  if (s == "medium" || s == "2") return HashiStage::Medium;
  return HashiStage::Hard;
}

Deduction deduction_of(HashiOutcome o) {
  return o == HashiOutcome::Solved          ? Deduction::Finished
         : o == HashiOutcome::Contradiction ? Deduction::Contradiction
                                            : Deduction::Stuck;
}

// Applications per technique, every technique named even at 0 (one shape for every puzzle).
void write_fired(JsonWriter& w, const HashiRuleSolve& r) {
  w.key("techniques").begin_object();
  for (int t = 0; t < kHashiTechniques; ++t)
    w.key(hashi_technique_name(static_cast<HashiTechnique>(t))).value(r.fired[t]);
  w.end_object();
}

}  // namespace

Response hashi_solve(const Request& request) {
  const Options& o = request.options;
  const std::string method = o.get("method");
  const HashiConnectivity conn = connectivity(o);
  const int64_t count = o.integer("count");
  const HashiStage stage = rule_stage(o);
  const bool want_trace = o.get_flag("trace");
  auto puzzle = parse_hashi(request.input);
  if (!puzzle) return Response::failure(puzzle.error().message);
  const HashiPuzzle& p = *puzzle;

  const auto start = Clock::now();
  TraceRecorder rec;
  TraceObserver* observer = want_trace ? &rec : nullptr;
  std::string status;
  HashiBridges found;
  int found_count = 0;                            // sat: solutions counted
  std::function<void(JsonWriter&)> write_detail;  // the method's own keys, after the common ones
  SolveStats stats;                               // the common core; sat adds its own after it
  std::function<void(JsonWriter&)> write_stats = [](JsonWriter&) {};
  if (method == "rules") {
    HashiRuleOptions ro;
    ro.rules = HashiRuleSet::stage(static_cast<int>(stage));
    const HashiRuleSolve r = solve_hashi_rules(p, ro, observer);
    status = verdict_name(deduction_verdict(deduction_of(r.outcome)));
    if (r.outcome == HashiOutcome::Solved) found = r.solution;
    int decided = 0;
    for (int e = 0; e < p.edge_count(); ++e) decided += r.bounds.decided(e);
    write_detail = [r, decided, edges = p.edge_count()](JsonWriter& w) {
      w.key("outcome").value(hashi_outcome_name(r.outcome));
      if (!r.contradiction.empty()) w.key("contradiction").value(r.contradiction);
      w.key("decided_edges").value(decided).key("edges").value(edges);
      write_fired(w, r);
    };
  } else if (method == "better") {
    const HashiBetterResult r = solve_hashi_better(p, {}, observer);
    // Solved (the easy solver alone) and Guessed (after one guess) both finished the grid; Failed: the
    // document reads it as "no solution", but one guess deep is not a proof, so it is stuck.
    status = verdict_name(
        deduction_verdict(r.outcome == HashiBetterOutcome::Failed ? Deduction::Stuck : Deduction::Finished));
    if (r.outcome != HashiBetterOutcome::Failed) found = r.solution;
    write_detail = [outcome = r.outcome, guesses = r.guesses, failed = r.failed_guesses](JsonWriter& w) {
      w.key("outcome")
          .value(hashi_better_outcome_name(outcome))
          .key("guesses")
          .value(guesses)
          .key("failed_guesses")
          .value(failed);
    };
  } else {
    HashiSatOptions so;
    so.connectivity = conn;
    so.limit = static_cast<int>(count);
    so.conflict_budget = o.integer("budget");
    const HashiSatResult r = solve_hashi_sat(p, so, observer);
    if (!r.error.empty()) return Response::failure(r.error);
    status = verdict_name(verdict(r.count, r.exhausted, count));
    if (r.count > 0) found = r.first;
    found_count = r.count;
    write_detail = [r, limit = count, c = conn](JsonWriter& w) {
      if (limit > 2) w.key("count").value(r.count);
      w.key("connectivity").value(hashi_connectivity_name(c));
    };
    stats.decisions = r.decisions, stats.propagations = r.propagations, stats.conflicts = r.conflicts;
    write_stats = [r](JsonWriter& w) {
      w.key("cut_rounds")
          .value(r.cut_rounds)
          .key("cuts")
          .value(r.cuts)
          .key("variables")
          .value(r.variables)
          .key("clauses")
          .value(r.clauses);
    };
  }
  stats.ms = ms_since(start);
  const std::string solution = found.empty() ? std::string() : format_hashi_solution(p, found);

  JsonWriter w;
  w.begin_object().key("status").value(status);
  if (!found.empty()) {
    w.key("bridges");
    write_hashi_bridges(w, p, found);
    w.key("solution").value(solution);
  }
  w.key("method").value(method);
  write_detail(w);
  begin_stats(w, stats);
  write_stats(w);
  w.end_object();
  if (want_trace) {
    w.key("trace");
    write_json(w, rec.trace());
  }
  w.end_object();
  Response out;
  out.json = w.str();
  out.text = status;
  if (!solution.empty()) out.text += '\t' + solution;
  if (method == "sat" && count > 2) out.text += "\tcount=" + std::to_string(found_count);
  out.text += '\n';
  return out;
}

Response hashi_check(const Request& request) {
  const Options& o = request.options;
  const std::string& input = request.input;
  std::optional<HashiPuzzle> puzzle;
  std::string sol = o.get("solution");
  if (o.has("solution")) {
    auto p = parse_hashi(input);
    if (!p) return Response::failure(p.error().message);
    puzzle = std::move(*p);
  } else {
    // The solution is the input's last part. Usually the last word; when the puzzle does not parse
    // in front of it (a solution written with spaces, janko's solution lines), earlier white space
    // is tried, from the back.
    std::optional<Error> first_error;
    size_t end = input.find_last_not_of(" \t\r\n");
    for (size_t at = end == std::string::npos ? std::string::npos : input.find_last_of(" \t\r\n", end);
         at != std::string::npos && at > 0; at = input.find_last_of(" \t\r\n", at - 1)) {
      auto p = parse_hashi(std::string_view(input).substr(0, at));
      if (!p) {
        if (!first_error) first_error = p.error();
        continue;
      }
      puzzle = std::move(*p);
      sol = input.substr(at + 1);
      break;
    }
    if (!puzzle)
      return Response::failure(first_error ? first_error->message
                                           : "check takes a puzzle and a solution: 'PUZZLE SOLUTION' or --solution S");
  }
  auto bridges = parse_hashi_solution(*puzzle, sol);
  if (!bridges) return Response::failure(bridges.error().message);
  auto broken = find_hashi_violation(*puzzle, *bridges);
  JsonWriter w;
  w.begin_object().key("status").value(broken ? "invalid" : "valid");
  if (broken) w.key("error").value(*broken);
  w.end_object();
  Response r;
  r.json = w.str();
  r.text = broken ? "invalid\t" + *broken + "\n" : "valid\n";
  return r;
}

Response hashi_encode(const Request& request) {
  const HashiConnectivity conn = connectivity(request.options);
  auto puzzle = parse_hashi(request.input);
  if (!puzzle) return Response::failure(puzzle.error().message);
  Cnf cnf;
  encode_hashi(*puzzle, conn, cnf);
  const std::string name(hashi_connectivity_name(conn));
  return dimacs_response(
      cnf,
      {"puzzle " + format_hashi_url(*puzzle),
       "connectivity " + name +
           (conn == HashiConnectivity::Cuts ? " (none encoded: the rules only)" : " (document 001 figure 5)")},
      [&](JsonWriter& w) { w.key("connectivity").value(name); });
}

Response hashi_convert(const Request& request) {
  const std::string to = request.options.get("to");
  auto puzzle = parse_hashi(request.input);
  if (!puzzle) return Response::failure(puzzle.error().message);
  return convert_response(format_hashi(*puzzle, *parse_hashi_format(to)),
                          [&](JsonWriter& w) { w.key("format").value(to); });
}

}  // namespace gridlogic::verbs

namespace gridlogic::verbs {

Response hashi_explain(const Request& request) {
  const HashiStage stage = rule_stage(request.options);
  auto puzzle = parse_hashi(request.input);
  if (!puzzle) return Response::failure(puzzle.error().message);
  const HashiPuzzle& p = *puzzle;
  HashiRuleOptions ro;
  ro.rules = HashiRuleSet::stage(static_cast<int>(stage));
  TraceRecorder rec;
  const HashiRuleSolve r = solve_hashi_rules(p, ro, &rec);
  const std::string solution = r.outcome == HashiOutcome::Solved ? format_hashi_solution(p, r.solution) : std::string();
  JsonWriter w;
  w.begin_object().key("outcome").value(hashi_outcome_name(r.outcome));
  if (!solution.empty()) {
    w.key("bridges");
    write_hashi_bridges(w, p, r.solution);
    w.key("solution").value(solution);
  }
  if (!r.contradiction.empty()) w.key("contradiction").value(r.contradiction);
  write_fired(w, r);
  w.key("trace");
  write_json(w, rec.trace());
  w.end_object();
  Response out;
  out.json = w.str();
  int i = 0;
  for (const auto& step : rec.trace().steps)
    out.text += std::to_string(++i) + ". " + step.technique + ": " + step.explanation + "\n";
  out.text += std::string(hashi_outcome_name(r.outcome));
  if (!solution.empty()) out.text += '\t' + solution;
  out.text += '\n';
  return out;
}

Response hashi_rate(const Request& request) {
  auto puzzle = parse_hashi(request.input);
  if (!puzzle) return Response::failure(puzzle.error().message);
  const HashiPuzzle& p = *puzzle;
  // A stage says how hard the one solution is to find; without uniqueness it means nothing.
  const HashiSatResult sat = solve_hashi_sat(p);
  if (!sat.error.empty()) return Response::failure(sat.error);
  if (auto why = unrateable(sat.count, sat.exhausted, "stage")) return Response::failure(*why);
  const HashiStage stage = hashi_stage(p);
  // The technique counts of the solve at that stage (at beyond: of the stuck stage-3 solve).
  HashiRuleOptions ro;
  ro.rules = HashiRuleSet::stage(std::min(static_cast<int>(stage), 3));
  const HashiRuleSolve r = solve_hashi_rules(p, ro);
  const HashiBetterResult better = solve_hashi_better(p);
  JsonWriter w;
  w.begin_object()
      .key("status")
      .value("rated")
      .key("stage")
      .value(hashi_stage_name(stage))
      .key("level")
      .value(static_cast<int>(stage))
      .key("better")
      .value(hashi_better_outcome_name(better.outcome))
      .key("islands")
      .value(p.island_count());
  write_fired(w, r);
  w.end_object();
  Response out;
  out.json = w.str();
  out.text = std::string(hashi_stage_name(stage)) +
             "\tbetter=" + std::string(hashi_better_outcome_name(better.outcome)) + "\n";
  return out;
}

}  // namespace gridlogic::verbs

namespace gridlogic::verbs {
namespace {

constexpr OptionSpec kSolveOptions[] = {
    choice_option(
        "method", "sat", "sat|rules|better",
        "sat: exact, proves uniqueness; rules: the techniques alone; better: document 001's one-guess solver"),
    choice_option("connectivity", "cuts", "tree|cuts", "sat: connectivity as a spanning tree, or as cuts added lazily"),
    kSolveCountOption,
    kBudgetOption,
    flag_option("trace", "no", "add the solve's steps as a trace"),
    choice_option("stage", "hard", "easy|medium|hard|1|2|3", "rules: the techniques up to this stage"),
};
constexpr OptionSpec kCheckOptions[] = {kCheckSolutionOption};
constexpr OptionSpec kEncodeOptions[] = {
    choice_option("connectivity", "tree", "tree|cuts", "tree: complete (document 001 figure 5); cuts: the rules only"),
};
constexpr OptionSpec kConvertOptions[] = {
    choice_option("to", "url", "url|text|json|janko|has", "the form to write"),
};
constexpr OptionSpec kExplainOptions[] = {
    choice_option("stage", "hard", "easy|medium|hard|1|2|3", "the techniques up to this stage"),
};
constexpr OptionSpec kGenerateOptions[] = {
    text_option("size", "WxH", "7x7", "columns x rows (or N for NxN), each 2 to 40", &check_hashi_size),
    text_option("islands", "N", "", "how many islands (default: about one per seven cells)"),
    kGenerateCountOption,
    kSeedOption,
    text_option("difficulty", "STAGE", "any", "any, easy, medium, hard or beyond (or 1 to 4)", &check_hashi_difficulty),
    integer_option("attempts", "", 1, 100000, "drafts to try before giving up on the stage (default: by size)"),
};
constexpr OptionSpec kCompareOptions[] = {
    text_option("size", "WxH", "7x7", "columns x rows (or N for NxN), each 2 to 40", &check_hashi_size),
    text_option("islands", "N", "", "how many islands (default: about one per seven cells)"),
    integer_option("count", "1000", 1, 100000, "how many puzzles each generator makes"),
    kSeedOption,
};

constexpr VerbSpec kVerbs[] = {
    {"solve", VerbInput::PerPuzzle,
     "solve each puzzle by SAT (proving uniqueness), the rule techniques or document 001's solver", kSolveOptions,
     &hashi_solve},
    {"check", VerbInput::PerPuzzle, "check a proposed solution against the rules", kCheckOptions, &hashi_check},
    {"encode", VerbInput::PerPuzzle,
     "the CNF of each puzzle in DIMACS, connectivity as document 001's spanning tree or left out", kEncodeOptions,
     &hashi_encode},
    {"convert", VerbInput::PerPuzzle, "rewrite each puzzle in another form (URL, text, JSON, janko, .has)",
     kConvertOptions, &hashi_convert},
    {"explain", VerbInput::PerPuzzle, "the rule steps that solve each puzzle, simplest technique first",
     kExplainOptions, &hashi_explain},
    {"rate",
     VerbInput::PerPuzzle,
     "the stage that solves it: easy, medium, hard or beyond (Tatham-style)",
     {},
     &hashi_rate},
    {"generate", VerbInput::None, "new puzzles with one solution, by size, islands and stage", kGenerateOptions,
     &hashi_generate, &check_hashi_shape},
    {"compare", VerbInput::None, "figure 11: the document's generator against SAT and the better solver, and ours",
     kCompareOptions, &hashi_compare, &check_hashi_shape},
    {"conflicts", VerbInput::PerPuzzle,
     "the rules a set of bridges in progress already breaks: islands over their number, crossings", kConflictsOptions,
     &hashi_conflicts},
    {"render", VerbInput::PerPuzzle, kRenderSummary, kRenderOptions, &hashi_render, &check_render_options},
    {"candidates", VerbInput::PerPuzzle, kCandidatesSummary, kCandidatesOptions, &hashi_candidates},
    {"analyze", VerbInput::PerPuzzle, kAnalyzeSummary, kAnalyzeOptions, &hashi_analyze},
};

constexpr std::string_view kAliases[] = {"bridges", "hashikake", "hashiwokakero"};
constexpr std::string_view kLinkTypes[] = {"hashikake", "hashi", "bridges", "hashiwokakero"};

}  // namespace
}  // namespace gridlogic::verbs

namespace gridlogic {

extern const GenreSpec kHashiGenre{
    "hashi",
    "Hashi / Bridges",
    "Join the islands with straight bridges, at most two between a pair, none crossing, all in one group; each "
    "island has as many bridges as its number.",
    verbs::kAliases,
    verbs::kLinkTypes,
    nullptr,
    verbs::kVerbs};

}  // namespace gridlogic
