// tectonic.cpp — the Tectonic genre: the verbs solve, check, encode, convert, explain, rate, ablation,
// and the genre's descriptor, which declares every Tectonic verb with its options.
//
// Each verb's options are the tables at the end (`gridlogic help VERB` lists them).
//
// The complete methods prove uniqueness by a second model search; the deduction-only methods give
// their verdict by verdict.h's rule for deductions, and the partial grid when they
// get stuck. docs/tectonic.md has the JSON.
#include <chrono>
#include <cstdio>
#include <map>
#include <sstream>

#include "gridlogic/text.h"
#include "gridlogic/json.h"
#include "gridlogic/puzzle_set.h"
#include "gridlogic/tectonic.h"
#include "genres/genres.h"
#include "genres/kit.h"

namespace gridlogic::verbs {
namespace {

// --disable-rule N[,M…]: the rules 1–6 the solver may not use.
Result<TectonicRuleSet> parse_rule_set(std::string_view list) {
  TectonicRuleSet set;
  std::string item;
  std::istringstream in{std::string(list)};
  while (std::getline(in, item, ',')) {
    if (item.size() != 1 || item[0] < '1' || item[0] > '6')
      return Error{"--disable-rule takes rule numbers 1 to 6 separated by commas, not " + quote_excerpt(list)};
    set.enabled[item[0] - '0'] = false;
  }
  return set;
}

std::optional<std::string> check_rule_set(std::string_view list) {
  if (auto s = parse_rule_set(list); !s) return s.error().message;
  return std::nullopt;
}

TectonicRuleSet rule_set(const Options& o) { return *parse_rule_set(o.get("disable-rule")); }

Deduction deduction_of(TectonicOutcome o) {
  return o == TectonicOutcome::Solved          ? Deduction::Finished
         : o == TectonicOutcome::Contradiction ? Deduction::Contradiction
                                               : Deduction::Stuck;
}

TectonicEncoding encoding(const Options& o) {
  TectonicEncoding enc;
  enc.region_at_least_once = o.get("encoding") == "alo";
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
  for (const auto& e : g.edges)
    w.begin_array().value(static_cast<int>(e.from.code)).value(static_cast<int>(e.to.code)).end_array();
  w.end_array().end_object();
}

}  // namespace

Response tectonic_solve(const Request& request) {
  const Options& o = request.options;
  const std::string method = o.get("method");
  const TectonicRuleSet rules = rule_set(o);
  const TectonicEncoding enc = encoding(o);
  const int64_t count = o.integer("count"), budget = o.integer("budget");
  auto puzzle = parse_tectonic(request.input);
  if (!puzzle) return Response::failure(puzzle.error().message);
  const TectonicPuzzle& p = *puzzle;

  const auto start = Clock::now();
  std::string status, solution, partial;
  int found = 0;
  uint64_t decisions = 0, propagations = 0, conflicts = 0;
  TectonicSolve rs;
  const bool use_rules = method != "sat";
  if (use_rules) {
    TectonicSolveOptions so;
    so.rules = rules;
    so.two_sat = method == "rules+2sat";
    rs = solve_tectonic_rules(p, so);
    status = verdict_name(deduction_verdict(deduction_of(rs.outcome)));
    if (rs.outcome == TectonicOutcome::Solved) {
      found = 1;
      solution = format_tectonic_solution(p, rs.grid());
    } else if (rs.outcome == TectonicOutcome::Stuck) {
      partial = format_tectonic_solution(p, rs.grid());
      for (char& ch : partial)
        if (ch == '0') ch = '.';
    }
  }
  // rules+sat searches what the rules leave, with their eliminations as units; when they finished the
  // grid, that search is the proof that no other solution exists (verdict.h).
  if (method == "sat" || (method == "rules+sat" && rs.outcome != TectonicOutcome::Contradiction)) {
    TectonicSatResult r =
        solve_tectonic_sat(p, static_cast<int>(count), enc, use_rules ? &rs.candidates : nullptr, budget);
    if (!r.error.empty()) return Response::failure(r.error);
    found = r.count;
    decisions = r.decisions, propagations = r.propagations, conflicts = r.conflicts;
    status = verdict_name(verdict(r.count, r.exhausted, count));
    if (r.count > 0) solution = format_tectonic_solution(p, r.first);
    partial.clear();
  }
  const double ms = ms_since(start);
  JsonWriter w;
  w.begin_object().key("status").value(status);
  if (!solution.empty()) w.key("solution").value(solution);
  if (!partial.empty()) w.key("partial").value(partial);
  if (count > 2) w.key("count").value(found);
  w.key("method").value(method);
  if (use_rules) {
    w.key("outcome").value(tectonic_outcome_name(rs.outcome));
    if (!rs.contradiction.empty()) w.key("contradiction").value(rs.contradiction);
    write_fired(w, rs);
  }
  begin_stats(w, SolveStats{ms, decisions, propagations, conflicts});
  w.end_object();
  w.end_object();
  Response r;
  r.json = w.str();
  r.text = status;
  if (!solution.empty()) r.text += '\t' + solution;
  if (!partial.empty()) r.text += "\tpartial=" + partial;
  if (count > 2) r.text += "\tcount=" + std::to_string(found);
  r.text += '\n';
  return r;
}

Response tectonic_check(const Request& request) {
  auto parts = split_check_input(request.input, request.options);
  if (!parts) return Response::failure(parts.error().message);
  auto puzzle = parse_tectonic(parts->puzzle);
  if (!puzzle) return Response::failure(puzzle.error().message);
  auto grid = parse_tectonic_solution(*puzzle, parts->solution);
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
  const TectonicEncoding enc = encoding(request.options);
  auto puzzle = parse_tectonic(request.input);
  if (!puzzle) return Response::failure(puzzle.error().message);
  Cnf cnf;
  encode_tectonic(*puzzle, enc, cnf);
  const std::string name = request.options.get("encoding");
  return dimacs_response(cnf, {"puzzle " + format_tectonic_url(*puzzle), "encoding " + name},
                         [&](JsonWriter& w) { w.key("encoding").value(name); });
}

Response tectonic_convert(const Request& request) {
  const std::string to = request.options.get("to");
  auto puzzle = parse_tectonic(request.input);
  if (!puzzle) return Response::failure(puzzle.error().message);
  return convert_response(format_tectonic(*puzzle, *parse_tectonic_format(to)),
                          [&](JsonWriter& w) { w.key("format").value(to); });
}

Response tectonic_explain(const Request& request) {
  const Options& o = request.options;
  auto puzzle = parse_tectonic(request.input);
  if (!puzzle) return Response::failure(puzzle.error().message);
  TectonicSolveOptions so;
  so.rules = rule_set(o);
  so.two_sat = o.get("method") == "rules+2sat";
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
    w.begin_object()
        .key("variables")
        .value(round.variables)
        .key("clauses")
        .value(round.clauses)
        .key("placed")
        .value(round.placed)
        .key("removed")
        .value(round.removed)
        .key("satisfiable")
        .value(round.satisfiable)
        .key("graph");
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
  auto puzzle = parse_tectonic(request.input);
  if (!puzzle) return Response::failure(puzzle.error().message);
  const TectonicRating r = rate_tectonic(*puzzle);
  // A level says how hard the one solution is to find; without uniqueness it means nothing.
  const TectonicSatResult sat = solve_tectonic_sat(*puzzle, 2);
  if (!sat.error.empty()) return Response::failure(sat.error);
  if (auto why = unrateable(sat.count, sat.exhausted, "level")) return Response::failure(*why);
  JsonWriter w;
  w.begin_object()
      .key("status")
      .value("rated")
      .key("level")
      .value(r.level)
      .key("rule_class")
      .value(tectonic_rule_class_name(r.rule_class))
      .key("rule3")
      .value(r.rule3)
      .key("rule4")
      .value(r.rule4)
      .key("two_sat_rounds")
      .value(r.two_sat_rounds)
      .key("rules")
      .begin_object();
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
  const std::vector<std::vector<int>> removals = {{6},       {5},       {4},       {3},       {6, 5},
                                                  {6, 4},    {6, 3},    {5, 4},    {5, 3},    {4, 3},
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
  const std::string by = o.get("by");
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
    if (by == "level") {
      char buf[8];
      std::snprintf(buf, sizeof buf, "%d", rate_tectonic(p).level);
      key = buf;
    } else if (by == "size") {
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
      const auto start = Clock::now();
      const TectonicSolve s = solve_tectonic_rules(p, so);
      const double ms = ms_since(start);
      row.ms[k] += ms, total.ms[k] += ms;
      if (s.outcome == TectonicOutcome::Solved) ++row.solved[k], ++total.solved[k];
    }
  }

  auto label = [&](const std::string& key) {
    if (by != "size") return key;
    return std::to_string(std::stoi(key.substr(0, 3))) + " by " + std::to_string(std::stoi(key.substr(4)));
  };
  const std::string group_name = by == "level" ? "Level" : by == "size" ? "Size" : "Set";
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
  add_rows(
      [](const AblationRow& r, size_t k) { return std::to_string(r.solved[k]) + "/" + std::to_string(r.solvable); });
  text += "\nMean ms per puzzle\n" + group_name;
  for (const auto& c : columns) text += '\t' + c.name;
  text += '\n';
  add_rows([](const AblationRow& r, size_t k) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.3f", r.ms[k] / r.puzzles);
    return std::string(buf);
  });

  JsonWriter w;
  w.begin_object().key("by").value(by).key("columns").begin_array();
  for (const auto& c : columns) w.value(c.name);
  w.end_array().key("rows").begin_array();
  auto write_row = [&](const std::string& name, const AblationRow& r) {
    w.begin_object()
        .key("group")
        .value(name)
        .key("puzzles")
        .value(r.puzzles)
        .key("solvable")
        .value(r.solvable)
        .key("solved")
        .begin_array();
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

namespace gridlogic::verbs {
namespace {

constexpr OptionSpec kSolveOptions[] = {
    choice_option(
        "method", "rules+sat", "rules+sat|sat|rules|rules+2sat",
        "rules+sat: the rules, then SAT for what is left; sat: SAT alone; rules, rules+2sat: deductions only"),
    text_option("disable-rule", "N[,M]", "", "rules 1-6 the deductions may not use", &check_rule_set),
    kSolveCountOption,
    choice_option("encoding", "alo", "alo|no-alo", "with or without the regions' at-least-once clauses"),
    kBudgetOption,
};
constexpr OptionSpec kCheckOptions[] = {kCheckSolutionOption};
constexpr OptionSpec kEncodeOptions[] = {
    choice_option("encoding", "alo", "alo|no-alo", "with or without the regions' at-least-once clauses"),
};
constexpr OptionSpec kConvertOptions[] = {
    choice_option("to", "url", "url|text|json|janko|abcqwq", "the form to write"),
};
constexpr OptionSpec kExplainOptions[] = {
    choice_option("method", "rules+2sat", "rules|rules+2sat",
                  "the rules alone, or with 2-SAT rounds when they are stuck"),
    text_option("disable-rule", "N[,M]", "", "rules 1-6 the deductions may not use", &check_rule_set),
};
constexpr OptionSpec kGenerateOptions[] = {
    text_option("size", "WxH", "9x5", "columns x rows (or N for NxN)", &check_tectonic_size),
    kGenerateCountOption,
    kSeedOption,
    text_option("difficulty", "LEVEL", "any", "any or a level 1..8 of chapter 8's scale", &check_tectonic_difficulty),
    integer_option("max-region", "5", 1, kTectonicMaxRegion, "the largest region"),
    integer_option("attempts", "", 1, 100000, "layouts to try before giving up on the level (default: by size)"),
};
constexpr OptionSpec kAblationOptions[] = {
    choice_option("by", "level", "level|size|none", "the rows of the table"),
};

constexpr VerbSpec kVerbs[] = {
    {"solve", VerbInput::PerPuzzle,
     "solve each puzzle by chapter 6's rules, 2-SAT and SAT, and prove its solution unique", kSolveOptions,
     &tectonic_solve},
    {"check", VerbInput::PerPuzzle, "check a proposed solution against the rules", kCheckOptions, &tectonic_check},
    {"encode", VerbInput::PerPuzzle, "the CNF of document 000 chapter 6 in DIMACS", kEncodeOptions, &tectonic_encode},
    {"convert", VerbInput::PerPuzzle, "rewrite each puzzle in another form (URL, text, JSON, janko, abcqwq)",
     kConvertOptions, &tectonic_convert},
    {"explain", VerbInput::PerPuzzle, "the rule and 2-SAT steps that solve each puzzle", kExplainOptions,
     &tectonic_explain},
    {"rate", VerbInput::PerPuzzle, "chapter 8's level 1-8, rule class and rule 3/4 counts", {}, &tectonic_rate},
    {"generate", VerbInput::None, "new puzzles with a unique solution, by size, level and largest region",
     kGenerateOptions, &tectonic_generate},
    {"ablation", VerbInput::WholeSet, "tables 8.2-8.5 for a set: solved/solvable and mean ms per rule subset",
     kAblationOptions, &tectonic_ablation},
    {"conflicts", VerbInput::PerPuzzle, "the rules a grid in progress already breaks, with their cells",
     kConflictsOptions, &tectonic_conflicts},
    {"render", VerbInput::PerPuzzle, kRenderSummary, kRenderOptions, &tectonic_render, &check_render_options},
    {"candidates", VerbInput::PerPuzzle, kCandidatesSummary, kCandidatesOptions, &tectonic_candidates},
    {"analyze", VerbInput::PerPuzzle, kAnalyzeSummary, kAnalyzeOptions, &tectonic_analyze},
};

constexpr std::string_view kAliases[] = {"suguru"};
constexpr std::string_view kLinkTypes[] = {"tectonic", "suguru"};

}  // namespace
}  // namespace gridlogic::verbs

namespace gridlogic {

extern const GenreSpec kTectonicGenre{
    "tectonic",
    "Tectonic / Suguru",
    "A region of k cells holds 1 to k; equal digits never touch, not even diagonally.",
    verbs::kAliases,
    verbs::kLinkTypes,
    nullptr,
    verbs::kVerbs};

}  // namespace gridlogic
