// hashi_verbs.cpp — the Hashi verbs (genre "hashi"): solve, check, encode, convert.
//
//   gridlogic solve   --genre hashi [--method sat] [--connectivity cuts (default)|tree] [--count N]
//                     [--budget CONFLICTS] [--trace yes]
//   gridlogic check   --genre hashi [--solution S]     (or the solution as the input's last part)
//   gridlogic encode  --genre hashi [--connectivity tree (default)|cuts]
//   gridlogic convert --genre hashi --to url|text|json|janko|has
//
// `sat` is complete: a second model search proves uniqueness (docs/hashi.md has the JSON). The rule
// solvers join as further methods of `solve` (kSolveMethods below).
#include <chrono>
#include <sstream>

#include "gridlogic/hashi_format.h"
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

}  // namespace

Response hashi_solve(const Request& request) {
  const Options& o = request.options;
  if (auto e = o.reject_unknown("solve", {"method", "connectivity", "count", "budget", "trace"}))
    return Response::options_failure(e->message);
  // Methods of `solve`; the rule solvers add their names here and a branch below.
  auto method = o.get_choice("method", "sat", {"sat"});
  if (!method) return Response::options_failure(method.error().message);
  auto conn = connectivity(o, kHashiDefaultConnectivity);
  if (!conn) return Response::options_failure(conn.error().message);
  auto count = o.get_int("count", 2, 1, 1000000);
  if (!count) return Response::options_failure(count.error().message);
  auto budget = o.get_int("budget", -1, -1, INT64_MAX);
  if (!budget) return Response::options_failure(budget.error().message);
  const bool want_trace = o.get_flag("trace");
  auto puzzle = parse_hashi(request.input);
  if (!puzzle) return Response::failure(puzzle.error().message);
  const HashiPuzzle& p = *puzzle;

  const auto start = std::chrono::steady_clock::now();
  HashiSatOptions so;
  so.connectivity = *conn;
  so.limit = static_cast<int>(*count);
  so.conflict_budget = *budget;
  TraceRecorder rec;
  const HashiSatResult r = solve_hashi_sat(p, so, want_trace ? &rec : nullptr);
  if (!r.error.empty()) return Response::failure(r.error);
  const double ms = ms_since(start);
  const std::string status = verdict(r.count, r.exhausted, *count);
  const std::string solution = r.count > 0 ? format_hashi_solution(p, r.first) : std::string();

  JsonWriter w;
  w.begin_object().key("status").value(status);
  if (r.count > 0) {
    w.key("bridges");
    write_hashi_bridges(w, p, r.first);
    w.key("solution").value(solution);
  }
  if (*count > 2) w.key("count").value(r.count);
  w.key("method").value(*method).key("connectivity").value(hashi_connectivity_name(*conn));
  w.key("stats").begin_object().key("ms").value(ms)
      .key("decisions").value(static_cast<unsigned long long>(r.decisions))
      .key("propagations").value(static_cast<unsigned long long>(r.propagations))
      .key("conflicts").value(static_cast<unsigned long long>(r.conflicts))
      .key("cut_rounds").value(r.cut_rounds).key("cuts").value(r.cuts)
      .key("variables").value(r.variables).key("clauses").value(r.clauses).end_object();
  if (want_trace) {
    w.key("trace");
    write_json(w, rec.trace());
  }
  w.end_object();
  Response out;
  out.json = w.str();
  out.text = status;
  if (!solution.empty()) out.text += '\t' + solution;
  if (*count > 2) out.text += "\tcount=" + std::to_string(r.count);
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
