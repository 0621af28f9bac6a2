// tectonic_verbs.cpp — the Tectonic verbs (genre "tectonic"): solve, check, encode, convert, explain.
//
//   gridlogic solve   --genre tectonic [--method rules+sat (default)|sat|rules|rules+2sat] [--disable-rule N[,M…]]
//                     [--count N] [--encoding alo|no-alo]
//   gridlogic check   --genre tectonic [--solution S]     (or the solution as the line's last word)
//   gridlogic encode  --genre tectonic [--encoding alo|no-alo]
//   gridlogic convert --genre tectonic --to url|text|json|janko|abcqwq
//   gridlogic explain --genre tectonic [--method rules|rules+2sat] [--disable-rule N[,M…]]
//   gridlogic rate    --genre tectonic                 (chapter 8's 8 levels)
//   gridlogic ablation --genre tectonic [--by level|size|none] FILE   (tables 8.2–8.5 for any set)
//
// `sat` and `rules+sat` are complete and prove uniqueness by a second model search; `rules` and
// `rules+2sat` answer "unique" when the deductions fill the grid (every deduction is sound, so no other
// solution exists), "unknown" with the partial grid when they get stuck. docs/tectonic.md has the JSON.
#include <chrono>
#include <cstdio>
#include <map>
#include <sstream>

#include "gridlogic/json.h"
#include "gridlogic/puzzle_set.h"
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

Response tectonic_rate(const Request& request) {
  if (auto e = request.options.reject_unknown("rate", {})) return Response::options_failure(e->message);
  auto puzzle = parse_tectonic(request.input);
  if (!puzzle) return Response::failure(puzzle.error().message);
  const TectonicRating r = rate_tectonic(*puzzle);
  // A level says how hard the one solution is to find; without uniqueness it means nothing.
  const TectonicSatResult sat = solve_tectonic_sat(*puzzle, 2);
  if (!sat.error.empty()) return Response::failure(sat.error);
  if (sat.count != 1)
    return Response::failure(sat.count == 0 ? "the puzzle has no solution, so it has no level"
                                            : "the puzzle has more than one solution, so it has no level");
  JsonWriter w;
  w.begin_object().key("status").value("rated").key("level").value(r.level)
      .key("rule_class").value(tectonic_rule_class_name(r.rule_class))
      .key("rule3").value(r.rule3).key("rule4").value(r.rule4).key("two_sat_rounds").value(r.two_sat_rounds)
      .key("rules").begin_object();
  for (int k = 1; k <= 6; ++k) w.key(std::to_string(k)).value(r.fired[k]);
  w.end_object().end_object();
  Response out;
  out.json = w.str();
  out.text = "level " + std::to_string(r.level) + " (" + std::string(tectonic_rule_class_name(r.rule_class)) +
             ") rule3 " + std::to_string(r.rule3) + " rule4 " + std::to_string(r.rule4) + "\n";
  return out;
}

namespace {

// The columns of tables 8.2/8.3: rules + 2-SAT, all rules, then every removal of rules 3–6 the
// document tried ("-R6,5" = rules 6 and 5 off).
struct AblationColumn {
  std::string name;
  std::vector<int> off;
  bool two_sat = false;
};

std::vector<AblationColumn> ablation_columns() {
  std::vector<AblationColumn> cols = {{"2-SAT", {}, true}, {"All Rules", {}, false}};
  const std::vector<std::vector<int>> removals = {
      {6}, {5}, {4}, {3}, {6, 5}, {6, 4}, {6, 3}, {5, 4}, {5, 3}, {4, 3},
      {6, 5, 4}, {6, 5, 3}, {6, 4, 3}, {5, 4, 3}, {6, 5, 4, 3}};
  for (const auto& off : removals) {
    std::string name = "-R";
    for (size_t i = 0; i < off.size(); ++i) name += (i ? "," : "") + std::to_string(off[i]);
    cols.push_back({name, off, false});
  }
  return cols;
}

struct AblationRow {
  int puzzles = 0;
  int solvable = 0;
  std::vector<int> solved;
  std::vector<double> ms;  // summed
};

}  // namespace

Response tectonic_ablation(const Request& request) {
  const Options& o = request.options;
  if (auto e = o.reject_unknown("ablation", {"by"})) return Response::options_failure(e->message);
  auto by = o.get_choice("by", "level", {"level", "size", "none"});
  if (!by) return Response::options_failure(by.error().message);
  auto set = split_puzzle_set(request.input);
  if (!set) return Response::failure(set.error().message);
  if (set->empty()) return Response::failure("no puzzles: ablation reads a set of puzzles, one a line, or a data set");

  const std::vector<AblationColumn> columns = ablation_columns();
  std::map<std::string, AblationRow> rows;  // by group key
  AblationRow total;
  auto blank_row = [&] {
    AblationRow r;
    r.solved.assign(columns.size(), 0);
    r.ms.assign(columns.size(), 0.0);
    return r;
  };
  total = blank_row();
  for (const PuzzleSetEntry& entry : *set) {
    auto puzzle = parse_tectonic(entry.text);
    if (!puzzle) return Response::failure(entry.where + ": " + puzzle.error().message);
    const TectonicPuzzle& p = *puzzle;
    std::string key = "all";
    if (*by == "level") {
      char buf[8];
      std::snprintf(buf, sizeof buf, "%d", rate_tectonic(p).level);
      key = buf;
    } else if (*by == "size") {
      char buf[32];
      std::snprintf(buf, sizeof buf, "%03dx%03d", p.rows, p.cols);  // sorts by rows, then columns
      key = buf;
    }
    auto [it, fresh] = rows.try_emplace(key, blank_row());
    AblationRow& row = it->second;
    ++row.puzzles, ++total.puzzles;
    const TectonicSatResult sat = solve_tectonic_sat(p, 1);
    if (sat.count > 0) ++row.solvable, ++total.solvable;
    for (size_t k = 0; k < columns.size(); ++k) {
      TectonicSolveOptions so;
      for (int off : columns[k].off) so.rules.enabled[off] = false;
      so.two_sat = columns[k].two_sat;
      const auto start = std::chrono::steady_clock::now();
      const TectonicSolve s = solve_tectonic_rules(p, so);
      const double ms = ms_since(start);
      row.ms[k] += ms, total.ms[k] += ms;
      if (s.outcome == TectonicOutcome::Solved) ++row.solved[k], ++total.solved[k];
    }
  }

  auto label = [&](const std::string& key) {
    if (*by != "size") return key;
    return std::to_string(std::stoi(key.substr(0, 3))) + " by " + std::to_string(std::stoi(key.substr(4)));
  };
  const std::string group_name = *by == "level" ? "Level" : *by == "size" ? "Size" : "Set";
  // Text: table 8.2/8.3 (solved / solvable), then table 8.4/8.5 (mean ms per puzzle).
  std::string text = group_name;
  for (const auto& c : columns) text += '\t' + c.name;
  text += '\n';
  auto add_rows = [&](auto cell) {
    for (const auto& [key, row] : rows) {
      text += label(key);
      for (size_t k = 0; k < columns.size(); ++k) text += '\t' + cell(row, k);
      text += '\n';
    }
    if (rows.size() > 1) {
      text += "Total";
      for (size_t k = 0; k < columns.size(); ++k) text += '\t' + cell(total, k);
      text += '\n';
    }
  };
  add_rows([](const AblationRow& r, size_t k) { return std::to_string(r.solved[k]) + "/" + std::to_string(r.solvable); });
  text += "\nMean ms per puzzle\n" + group_name;
  for (const auto& c : columns) text += '\t' + c.name;
  text += '\n';
  add_rows([](const AblationRow& r, size_t k) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.3f", r.ms[k] / r.puzzles);
    return std::string(buf);
  });

  JsonWriter w;
  w.begin_object().key("by").value(*by).key("columns").begin_array();
  for (const auto& c : columns) w.value(c.name);
  w.end_array().key("rows").begin_array();
  auto write_row = [&](const std::string& name, const AblationRow& r) {
    w.begin_object().key("group").value(name).key("puzzles").value(r.puzzles).key("solvable").value(r.solvable)
        .key("solved").begin_array();
    for (int v : r.solved) w.value(v);
    w.end_array().key("mean_ms").begin_array();
    for (double v : r.ms) w.value(v / r.puzzles);
    w.end_array().end_object();
  };
  for (const auto& [key, row] : rows) write_row(label(key), row);
  w.end_array().key("total");
  write_row("Total", total);
  w.end_object();
  Response out;
  out.json = w.str();
  out.text = text;
  return out;
}

}  // namespace gridlogic::verbs
