// hashi_verbs.cpp — the Hashi verbs (genre "hashi"): solve, check, encode, convert, explain, rate.
//
//   gridlogic solve   --genre hashi [--method sat (default)|rules|better] [--connectivity cuts (default)|tree]
//                     [--count N] [--budget CONFLICTS] [--stage easy|medium|hard (rules)] [--trace yes]
//   gridlogic explain --genre hashi [--stage easy|medium|hard]
//   gridlogic rate    --genre hashi
//   gridlogic check   --genre hashi [--solution S]     (or the solution as the input's last part)
//   gridlogic encode  --genre hashi [--connectivity tree (default)|cuts]
//   gridlogic convert --genre hashi --to url|text|json|janko|has
//
// `sat` is complete: a second model search proves uniqueness (docs/hashi.md has the JSON). `rules` is
// sound (a puzzle it finishes is unique), `better` is the document's one-guess solver. generate and
// compare are in hashi_generate.cpp.
#include <algorithm>
#include <chrono>
#include <functional>
#include <sstream>

#include "gridlogic/hashi_format.h"
#include "gridlogic/hashi_rules.h"
#include "gridlogic/hashi_sat.h"
#include "gridlogic/json.h"
#include "verbs/verbs.h"

namespace gridlogic::verbs {
namespace {

double ms_since(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
}

Result<HashiConnectivity> connectivity(const Options& o, HashiConnectivity fallback) {
  auto c = o.get_choice("connectivity", hashi_connectivity_name(fallback), {"tree", "cuts"});
  if (!c) return c.error();
  return *parse_hashi_connectivity(*c);
}

// The verdict of a count up to `limit`, as every genre's solve reports it.
std::string verdict(int count, bool exhausted, int64_t limit) {
  if (count == 0) return exhausted ? "none" : "unknown";
  if (limit == 1) return "solved";
  if (count >= 2) return "multiple";
  return exhausted ? "unique" : "unknown";
}

// --stage easy|medium|hard (or 1..3): the techniques the rule solver may use (default hard: all).
Result<HashiStage> rule_stage(const Options& o) {
  auto s = o.get_choice("stage", "hard", {"easy", "medium", "hard", "1", "2", "3"});
  if (!s) return s.error();
  if (*s == "easy" || *s == "1") return HashiStage::Easy;
  if (*s == "medium" || *s == "2") return HashiStage::Medium;
  return HashiStage::Hard;
}

// Applications per technique, every technique named even at 0 (one shape for every puzzle).
void write_fired(JsonWriter& w, const HashiRuleSolve& r) {
  w.key("techniques").begin_object();
  for (int t = 0; t < kHashiTechniques; ++t) w.key(hashi_technique_name(static_cast<HashiTechnique>(t))).value(r.fired[t]);
  w.end_object();
}

}  // namespace

Response hashi_solve(const Request& request) {
  const Options& o = request.options;
  if (auto e = o.reject_unknown("solve", {"method", "connectivity", "count", "budget", "trace", "stage"}))
    return Response::options_failure(e->message);
  auto method = o.get_choice("method", "sat", {"sat", "rules", "better"});
  if (!method) return Response::options_failure(method.error().message);
  auto conn = connectivity(o, kHashiDefaultConnectivity);
  if (!conn) return Response::options_failure(conn.error().message);
  auto count = o.get_int("count", 2, 1, 1000000);
  if (!count) return Response::options_failure(count.error().message);
  auto budget = o.get_int("budget", -1, -1, INT64_MAX);
  if (!budget) return Response::options_failure(budget.error().message);
  auto stage = rule_stage(o);
  if (!stage) return Response::options_failure(stage.error().message);
  const bool want_trace = o.get_flag("trace");
  auto puzzle = parse_hashi(request.input);
  if (!puzzle) return Response::failure(puzzle.error().message);
  const HashiPuzzle& p = *puzzle;

  const auto start = std::chrono::steady_clock::now();
  TraceRecorder rec;
  TraceObserver* observer = want_trace ? &rec : nullptr;
  std::string status;
  HashiBridges found;
  int found_count = 0;  // sat: solutions counted
  std::function<void(JsonWriter&)> write_detail;  // the method's own keys, after the common ones
  if (*method == "rules") {
    HashiRuleOptions ro;
    ro.rules = HashiRuleSet::stage(static_cast<int>(*stage));
    const HashiRuleSolve r = solve_hashi_rules(p, ro, observer);
    // The techniques are sound for every solution, so deciding every edge proves uniqueness.
    status = r.outcome == HashiOutcome::Solved ? "unique" : r.outcome == HashiOutcome::Contradiction ? "none" : "unknown";
    if (r.outcome == HashiOutcome::Solved) found = r.solution;
    int decided = 0;
    for (int e = 0; e < p.edge_count(); ++e) decided += r.bounds.decided(e);
    write_detail = [r, decided, edges = p.edge_count()](JsonWriter& w) {
      w.key("outcome").value(hashi_outcome_name(r.outcome));
      if (!r.contradiction.empty()) w.key("contradiction").value(r.contradiction);
      w.key("decided_edges").value(decided).key("edges").value(edges);
      write_fired(w, r);
    };
  } else if (*method == "better") {
    const HashiBetterResult r = solve_hashi_better(p, {}, observer);
    // Solved: the easy solver alone (sound); Guessed: one solution, another may exist; Failed: the
    // document reads it as "no solution", but one guess deep is not a proof.
    status = r.outcome == HashiBetterOutcome::Solved ? "unique" : r.outcome == HashiBetterOutcome::Guessed ? "solved" : "unknown";
    if (r.outcome != HashiBetterOutcome::Failed) found = r.solution;
    write_detail = [outcome = r.outcome, guesses = r.guesses, failed = r.failed_guesses](JsonWriter& w) {
      w.key("outcome").value(hashi_better_outcome_name(outcome)).key("guesses").value(guesses)
          .key("failed_guesses").value(failed);
    };
  } else {
    HashiSatOptions so;
    so.connectivity = *conn;
    so.limit = static_cast<int>(*count);
    so.conflict_budget = *budget;
    const HashiSatResult r = solve_hashi_sat(p, so, observer);
    if (!r.error.empty()) return Response::failure(r.error);
    status = verdict(r.count, r.exhausted, *count);
    if (r.count > 0) found = r.first;
    found_count = r.count;
    write_detail = [r, limit = *count, c = *conn](JsonWriter& w) {
      if (limit > 2) w.key("count").value(r.count);
      w.key("connectivity").value(hashi_connectivity_name(c));
      w.key("stats").begin_object().key("decisions").value(static_cast<unsigned long long>(r.decisions))
          .key("propagations").value(static_cast<unsigned long long>(r.propagations))
          .key("conflicts").value(static_cast<unsigned long long>(r.conflicts))
          .key("cut_rounds").value(r.cut_rounds).key("cuts").value(r.cuts)
          .key("variables").value(r.variables).key("clauses").value(r.clauses).end_object();
    };
  }
  const double ms = ms_since(start);
  const std::string solution = found.empty() ? std::string() : format_hashi_solution(p, found);

  JsonWriter w;
  w.begin_object().key("status").value(status);
  if (!found.empty()) {
    w.key("bridges");
    write_hashi_bridges(w, p, found);
    w.key("solution").value(solution);
  }
  w.key("method").value(*method);
  write_detail(w);
  w.key("ms").value(ms);
  if (want_trace) {
    w.key("trace");
    write_json(w, rec.trace());
  }
  w.end_object();
  Response out;
  out.json = w.str();
  out.text = status;
  if (!solution.empty()) out.text += '\t' + solution;
  if (*method == "sat" && *count > 2) out.text += "\tcount=" + std::to_string(found_count);
  out.text += '\n';
  return out;
}

Response hashi_check(const Request& request) {
  const Options& o = request.options;
  if (auto e = o.reject_unknown("check", {"solution"})) return Response::options_failure(e->message);
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
  const Options& o = request.options;
  if (auto e = o.reject_unknown("encode", {"connectivity"})) return Response::options_failure(e->message);
  // A DIMACS file stands alone, so the default is the complete formula: the tree. `cuts` writes the
  // rules without connectivity (what the cut loop starts from).
  auto conn = connectivity(o, HashiConnectivity::Tree);
  if (!conn) return Response::options_failure(conn.error().message);
  auto puzzle = parse_hashi(request.input);
  if (!puzzle) return Response::failure(puzzle.error().message);
  Cnf cnf;
  encode_hashi(*puzzle, *conn, cnf);
  std::ostringstream out;
  out << "c puzzle " << format_hashi_url(*puzzle) << "\nc connectivity " << hashi_connectivity_name(*conn)
      << (*conn == HashiConnectivity::Cuts ? " (none encoded: the rules only)" : " (document 001 figure 5)") << "\n";
  write_dimacs(cnf, out);
  Response r;
  r.text = out.str();
  JsonWriter w;
  w.begin_object().key("connectivity").value(hashi_connectivity_name(*conn))
      .key("variables").value(cnf.num_vars()).key("clauses").value(cnf.num_clauses())
      .key("dimacs").value(r.text).end_object();
  r.json = w.str();
  return r;
}

Response hashi_convert(const Request& request) {
  const Options& o = request.options;
  if (auto e = o.reject_unknown("convert", {"to"})) return Response::options_failure(e->message);
  auto to = o.get_choice("to", "url", {"url", "text", "json", "janko", "has"});
  if (!to) return Response::options_failure(to.error().message);
  auto puzzle = parse_hashi(request.input);
  if (!puzzle) return Response::failure(puzzle.error().message);
  const std::string text = format_hashi(*puzzle, *parse_hashi_format(*to));
  Response r;
  r.text = text;
  if (r.text.empty() || r.text.back() != '\n') r.text += '\n';
  JsonWriter w;
  w.begin_object().key("format").value(*to).key("puzzle").value(text).end_object();
  r.json = w.str();
  return r;
}

}  // namespace gridlogic::verbs

namespace gridlogic::verbs {

Response hashi_explain(const Request& request) {
  const Options& o = request.options;
  if (auto e = o.reject_unknown("explain", {"stage"})) return Response::options_failure(e->message);
  auto stage = rule_stage(o);
  if (!stage) return Response::options_failure(stage.error().message);
  auto puzzle = parse_hashi(request.input);
  if (!puzzle) return Response::failure(puzzle.error().message);
  const HashiPuzzle& p = *puzzle;
  HashiRuleOptions ro;
  ro.rules = HashiRuleSet::stage(static_cast<int>(*stage));
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
  if (auto e = request.options.reject_unknown("rate", {})) return Response::options_failure(e->message);
  auto puzzle = parse_hashi(request.input);
  if (!puzzle) return Response::failure(puzzle.error().message);
  const HashiPuzzle& p = *puzzle;
  // A stage says how hard the one solution is to find; without uniqueness it means nothing.
  const HashiSatResult sat = solve_hashi_sat(p);
  if (!sat.error.empty()) return Response::failure(sat.error);
  if (sat.count != 1 || !sat.exhausted)
    return Response::failure(sat.count == 0 ? "the puzzle has no solution, so it has no stage"
                                            : "the puzzle has more than one solution, so it has no stage");
  const HashiStage stage = hashi_stage(p);
  // The technique counts of the solve at that stage (at beyond: of the stuck stage-3 solve).
  HashiRuleOptions ro;
  ro.rules = HashiRuleSet::stage(std::min(static_cast<int>(stage), 3));
  const HashiRuleSolve r = solve_hashi_rules(p, ro);
  const HashiBetterResult better = solve_hashi_better(p);
  JsonWriter w;
  w.begin_object().key("status").value("rated").key("stage").value(hashi_stage_name(stage))
      .key("level").value(static_cast<int>(stage))
      .key("better").value(hashi_better_outcome_name(better.outcome))
      .key("islands").value(p.island_count());
  write_fired(w, r);
  w.end_object();
  Response out;
  out.json = w.str();
  out.text = std::string(hashi_stage_name(stage)) + "\tbetter=" + std::string(hashi_better_outcome_name(better.outcome)) + "\n";
  return out;
}

}  // namespace gridlogic::verbs
