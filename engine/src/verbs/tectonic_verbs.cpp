// tectonic_verbs.cpp — the Tectonic verbs (genre "tectonic"): solve, check, encode, convert, explain.
//
//   gridlogic solve   --genre tectonic [--method rules+sat (default)|sat|rules|rules+2sat] [--disable-rule N[,M…]]
//                     [--count N] [--encoding alo|no-alo]
//   gridlogic check   --genre tectonic [--solution S]     (or the solution as the line's last word)
//   gridlogic encode  --genre tectonic [--encoding alo|no-alo]
//   gridlogic convert --genre tectonic --to url|text|json|janko|abcqwq
//   gridlogic explain --genre tectonic [--method rules|rules+2sat] [--disable-rule N[,M…]]
//
// `sat` and `rules+sat` are complete and prove uniqueness by a second model search; `rules` and
// `rules+2sat` answer "unique" when the deductions fill the grid (every deduction is sound, so no other
// solution exists), "unknown" with the partial grid when they get stuck. docs/tectonic.md has the JSON.
#include <chrono>
#include <sstream>

#include "gridlogic/json.h"
#include "gridlogic/tectonic.h"
#include "verbs/verbs.h"

namespace gridlogic::verbs {
namespace {

double ms_since(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
}

Result<TectonicRuleSet> rule_set(const Options& o) {
  TectonicRuleSet set;
  const std::string list = o.get("disable-rule");
  std::string item;
  std::istringstream in(list);
  while (std::getline(in, item, ',')) {
    if (item.size() != 1 || item[0] < '1' || item[0] > '6')
      return Error{"--disable-rule takes rule numbers 1 to 6 separated by commas, not '" + list + "'"};
    set.enabled[item[0] - '0'] = false;
  }
  return set;
}

Result<TectonicEncoding> encoding(const Options& o) {
  auto e = o.get_choice("encoding", "alo", {"alo", "no-alo"});
  if (!e) return e.error();
  TectonicEncoding enc;
  enc.region_at_least_once = *e == "alo";
  return enc;
}

void write_fired(JsonWriter& w, const TectonicSolve& s) {
  w.key("rules").begin_object();
  for (int k = 1; k <= 6; ++k) w.key(std::to_string(k)).value(s.fired[k]);
  w.end_object().key("two_sat_rounds").value(s.two_sat_rounds);
}

void write_graph(JsonWriter& w, const ImplicationGraph& g) {
  w.begin_object().key("nodes").begin_array();
  for (const auto& n : g.nodes) w.begin_object().key("label").value(n.label).key("scc").value(n.scc).end_object();
  w.end_array().key("edges").begin_array();
  for (const auto& e : g.edges) w.begin_array().value(static_cast<int>(e.from.code)).value(static_cast<int>(e.to.code)).end_array();
  w.end_array().end_object();
}

}  // namespace

Response tectonic_solve(const Request& request) {
  const Options& o = request.options;
  if (auto e = o.reject_unknown("solve", {"method", "disable-rule", "count", "encoding", "budget"}))
    return Response::options_failure(e->message);
  auto method = o.get_choice("method", "rules+sat", {"rules+sat", "sat", "rules", "rules+2sat"});
  if (!method) return Response::options_failure(method.error().message);
  auto rules = rule_set(o);
  if (!rules) return Response::options_failure(rules.error().message);
  auto enc = encoding(o);
  if (!enc) return Response::options_failure(enc.error().message);
  auto count = o.get_int("count", 2, 1, 1000000);
  if (!count) return Response::options_failure(count.error().message);
  auto budget = o.get_int("budget", -1, -1, INT64_MAX);
  if (!budget) return Response::options_failure(budget.error().message);
  auto puzzle = parse_tectonic(request.input);
  if (!puzzle) return Response::failure(puzzle.error().message);
  const TectonicPuzzle& p = *puzzle;

  const auto start = std::chrono::steady_clock::now();
  std::string status, solution, partial;
  int found = 0;
  uint64_t decisions = 0, propagations = 0, conflicts = 0;
  TectonicSolve rs;
  const bool use_rules = *method != "sat";
  if (use_rules) {
    TectonicSolveOptions so;
    so.rules = *rules;
    so.two_sat = *method == "rules+2sat";
    rs = solve_tectonic_rules(p, so);
    if (rs.outcome == TectonicOutcome::Solved) {
      status = "unique";
      found = 1;
      solution = format_tectonic_solution(p, rs.grid());
    } else if (rs.outcome == TectonicOutcome::Contradiction) {
      status = "none";
    } else {
      status = "unknown";
      partial = format_tectonic_solution(p, rs.grid());
      for (char& ch : partial)
        if (ch == '0') ch = '.';
    }
  }
  if (*method == "sat" || (*method == "rules+sat" && rs.outcome == TectonicOutcome::Stuck)) {
    TectonicSatResult r = solve_tectonic_sat(p, static_cast<int>(*count), *enc, use_rules ? &rs.candidates : nullptr, *budget);
    if (!r.error.empty()) return Response::failure(r.error);
    found = r.count;
    decisions = r.decisions, propagations = r.propagations, conflicts = r.conflicts;
    if (r.count == 0) status = r.exhausted ? "none" : "unknown";
    else if (*count == 1) status = "solved";
    else if (r.count >= 2) status = "multiple";
    else status = r.exhausted ? "unique" : "unknown";
    if (r.count > 0) solution = format_tectonic_solution(p, r.first);
    partial.clear();
  }
  const double ms = ms_since(start);
  JsonWriter w;
  w.begin_object().key("status").value(status);
  if (!solution.empty()) w.key("solution").value(solution);
  if (!partial.empty()) w.key("partial").value(partial);
  if (*count > 2) w.key("count").value(found);
  w.key("method").value(*method);
  if (use_rules) {
    w.key("outcome").value(tectonic_outcome_name(rs.outcome));
    if (!rs.contradiction.empty()) w.key("contradiction").value(rs.contradiction);
    write_fired(w, rs);
  }
  w.key("stats").begin_object().key("ms").value(ms).key("decisions").value(static_cast<unsigned long long>(decisions))
      .key("propagations").value(static_cast<unsigned long long>(propagations))
      .key("conflicts").value(static_cast<unsigned long long>(conflicts)).end_object();
  w.end_object();
  Response r;
  r.json = w.str();
  r.text = status;
  if (!solution.empty()) r.text += '\t' + solution;
  if (!partial.empty()) r.text += "\tpartial=" + partial;
  if (*count > 2) r.text += "\tcount=" + std::to_string(found);
  r.text += '\n';
  return r;
}

Response tectonic_check(const Request& request) {
  const Options& o = request.options;
  if (auto e = o.reject_unknown("check", {"solution"})) return Response::options_failure(e->message);
  std::string input = request.input, sol = o.get("solution");
  if (sol.empty()) {
    // The solution is the last word of the line.
    while (!input.empty() && std::isspace(static_cast<unsigned char>(input.back()))) input.pop_back();
    const size_t sp = input.find_last_of(" \t");
    if (sp == std::string::npos)
      return Response::failure("check takes a puzzle and a solution: 'PUZZLE SOLUTION' or --solution S");
    sol = input.substr(sp + 1);
    input.resize(sp);
  }
  auto puzzle = parse_tectonic(input);
  if (!puzzle) return Response::failure(puzzle.error().message);
  auto grid = parse_tectonic_solution(*puzzle, sol);
  if (!grid) return Response::failure(grid.error().message);
  auto broken = find_tectonic_violation(*puzzle, *grid);
  JsonWriter w;
  w.begin_object().key("status").value(broken ? "invalid" : "valid");
  if (broken) w.key("error").value(*broken);
  w.end_object();
  Response r;
  r.json = w.str();
  r.text = broken ? "invalid\t" + *broken + "\n" : "valid\n";
  return r;
}

Response tectonic_encode(const Request& request) {
  const Options& o = request.options;
  if (auto e = o.reject_unknown("encode", {"encoding"})) return Response::options_failure(e->message);
  auto enc = encoding(o);
  if (!enc) return Response::options_failure(enc.error().message);
  auto puzzle = parse_tectonic(request.input);
  if (!puzzle) return Response::failure(puzzle.error().message);
  Cnf cnf;
  encode_tectonic(*puzzle, *enc, cnf);
  std::ostringstream out;
  out << "c puzzle " << format_tectonic_url(*puzzle) << "\nc encoding "
      << (enc->region_at_least_once ? "alo" : "no-alo") << "\n";
  write_dimacs(cnf, out);
  Response r;
  r.text = out.str();
  JsonWriter w;
  w.begin_object().key("encoding").value(enc->region_at_least_once ? "alo" : "no-alo")
      .key("variables").value(cnf.num_vars()).key("clauses").value(cnf.num_clauses())
      .key("dimacs").value(r.text).end_object();
  r.json = w.str();
  return r;
}

Response tectonic_convert(const Request& request) {
  const Options& o = request.options;
  if (auto e = o.reject_unknown("convert", {"to"})) return Response::options_failure(e->message);
  auto to = o.get_choice("to", "url", {"url", "text", "json", "janko", "abcqwq"});
  if (!to) return Response::options_failure(to.error().message);
  auto puzzle = parse_tectonic(request.input);
  if (!puzzle) return Response::failure(puzzle.error().message);
  const TectonicFormat f = *parse_tectonic_format(*to);
  Response r;
  r.text = format_tectonic(*puzzle, f);
  if (r.text.empty() || r.text.back() != '\n') r.text += '\n';
  JsonWriter w;
  w.begin_object().key("format").value(*to).key("puzzle").value(format_tectonic(*puzzle, f)).end_object();
  r.json = w.str();
  return r;
}

Response tectonic_explain(const Request& request) {
  const Options& o = request.options;
  if (auto e = o.reject_unknown("explain", {"method", "disable-rule"})) return Response::options_failure(e->message);
  auto method = o.get_choice("method", "rules+2sat", {"rules", "rules+2sat"});
  if (!method) return Response::options_failure(method.error().message);
  auto rules = rule_set(o);
  if (!rules) return Response::options_failure(rules.error().message);
  auto puzzle = parse_tectonic(request.input);
  if (!puzzle) return Response::failure(puzzle.error().message);
  TectonicSolveOptions so;
  so.rules = *rules;
  so.two_sat = *method == "rules+2sat";
  so.keep_graphs = true;
  TraceRecorder rec;
  TectonicSolve s = solve_tectonic_rules(*puzzle, so, &rec);
  JsonWriter w;
  w.begin_object().key("outcome").value(tectonic_outcome_name(s.outcome));
  if (s.outcome == TectonicOutcome::Solved) w.key("solution").value(format_tectonic_solution(*puzzle, s.grid()));
  write_fired(w, s);
  w.key("trace");
  write_json(w, rec.trace());
  w.key("two_sat").begin_array();
  for (const auto& round : s.rounds) {
    w.begin_object().key("variables").value(round.variables).key("clauses").value(round.clauses)
        .key("placed").value(round.placed).key("removed").value(round.removed)
        .key("satisfiable").value(round.satisfiable).key("graph");
    write_graph(w, round.graph);
    w.end_object();
  }
  w.end_array().end_object();
  Response r;
  r.json = w.str();
  int i = 0;
  for (const auto& step : rec.trace().steps)
    r.text += std::to_string(++i) + ". " + step.technique + ": " + step.explanation + "\n";
  r.text += std::string(tectonic_outcome_name(s.outcome));
  if (s.outcome == TectonicOutcome::Solved) r.text += '\t' + format_tectonic_solution(*puzzle, s.grid());
  r.text += '\n';
  return r;
}

}  // namespace gridlogic::verbs
