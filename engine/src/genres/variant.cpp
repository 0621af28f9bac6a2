// variant_verbs.cpp — the variant Sudoku verbs (genre "variant"): solve, check, encode, convert, generate,
// explain, rate.
//
//   gridlogic solve   --genre variant [--count N] [--budget C] [--sums layered|pb] [--pb bdd|adder]
//                     [--killer sum|pb|pb+combinations|combinations]
//                     [--sandwich crusts|pb|pb+lengths|combinations] [--nurikabe lazy|document]
//                     [--hiddenthermometer placements|document] [--secretdirection path|document]
//                     [--fawltytowers exact|document]   (document 003's own encodings of its rules)
//   gridlogic check   --genre variant --solution S      (or the solution as the input's last word)
//   gridlogic encode  --genre variant [the same encoding options]
//   gridlogic convert --genre variant [--to fpuzzles|json]
//   gridlogic rate    --genre variant                  (level 1..5 from the hardest explained step)
//   gridlogic explain --genre variant [--steps N] [--last-resort yes|no]   (human-style steps)
//   gridlogic generate --genre variant [--rule killer|thermo|nurikabe] [--size 4|6|9] [--count N] [--seed S]
//                     [--difficulty 1..5] [--attempts N]   (killer, thermo: exactly that rate level)
//
// Input: an f-puzzles URL, a SudokuPad fpuzzles link, the f-puzzles JSON, or the bare lz-string payload
// (docs/variants.md). Every solution is verified by every rule before it is returned.
#include <algorithm>
#include <cctype>
#include <sstream>

#include "gridlogic/json.h"
#include "gridlogic/variant_fpuzzles.h"
#include "gridlogic/variant_generator.h"
#include "gridlogic/variant_human.h"
#include "verbs/generate_common.h"
#include "verbs/verbs.h"

namespace gridlogic::verbs {
namespace {

Result<VariantEncodingOptions> encoding_options(const Options& o) {
  VariantEncodingOptions e;
  auto sums = o.get_choice("sums", "layered", {"layered", "pb"});
  if (!sums) return sums.error();
  e.sums = *parse_sum_encoding(*sums);
  auto pb = o.get_choice("pb", "bdd", {"bdd", "adder"});
  if (!pb) return pb.error();
  e.pb = *pb == "adder" ? PbMethod::Adder : PbMethod::Bdd;
  auto killer = o.get_choice("killer", "sum", {"sum", "pb", "pb+combinations", "combinations"});
  if (!killer) return killer.error();
  e.killer = *parse_killer_encoding(*killer);
  auto sandwich = o.get_choice("sandwich", "crusts", {"crusts", "pb", "pb+lengths", "combinations"});
  if (!sandwich) return sandwich.error();
  e.sandwich = *parse_sandwich_encoding(*sandwich);
  auto nurikabe = o.get_choice("nurikabe", "lazy", {"lazy", "document"});
  if (!nurikabe) return nurikabe.error();
  e.nurikabe_document = *nurikabe == "document";
  auto thermometers = o.get_choice("hiddenthermometer", "placements", {"placements", "document"});
  if (!thermometers) return thermometers.error();
  e.hidden_thermometer_document = *thermometers == "document";
  auto direction = o.get_choice("secretdirection", "path", {"path", "document"});
  if (!direction) return direction.error();
  e.secret_direction_document = *direction == "document";
  auto towers = o.get_choice("fawltytowers", "exact", {"exact", "document"});
  if (!towers) return towers.error();
  e.fawlty_towers_document = *towers == "document";
  return e;
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
  if (auto e = o.reject_unknown("solve", {"count", "budget", "sums", "pb", "killer", "sandwich", "nurikabe",
                                       "hiddenthermometer", "secretdirection", "fawltytowers"})) return Response::options_failure(e->message);
  auto enc = encoding_options(o);
  if (!enc) return Response::options_failure(enc.error().message);
  auto count = o.get_int("count", 2, 1, 1000000);
  if (!count) return Response::options_failure(count.error().message);
  auto budget = o.get_int("budget", -1, -1, INT64_MAX);
  if (!budget) return Response::options_failure(budget.error().message);
  auto puzzle = parse_variant(request.input);
  if (!puzzle) return Response::failure(puzzle.error().message);
  VariantSolveOptions so;
  so.encoding = *enc;
  so.limit = static_cast<int>(*count);
  so.conflict_budget = *budget;
  so.progress = request.progress;
  const VariantSolveResult r = solve_variant(*puzzle, so);
  if (!r.error.empty()) return Response::failure(r.error);
  std::string status;
  if (r.count == 0) status = r.exhausted ? "none" : "unknown";
  else if (*count == 1) status = "solved";
  else if (r.count >= 2) status = "multiple";
  else status = r.exhausted ? "unique" : "unknown";
  std::string solution = r.count > 0 ? format_variant_solution(*puzzle, r.first) : std::string();
  // Rules that mark cells (Nurikabe's ocean) add the marks: '#' marked, '.' not, after a '/'.
  if (!solution.empty() && !r.first_marks.empty()) solution += "/" + format_variant_marks(r.first_marks);
  JsonWriter w;
  w.begin_object().key("status").value(status);
  if (!solution.empty()) w.key("solution").value(solution);
  if (*count > 2) w.key("count").value(r.count);
  w.key("size").value(puzzle->grid.n);
  if (!puzzle->title.empty()) w.key("title").value(puzzle->title);
  write_rule_counts(w, *puzzle);
  w.key("stats").begin_object().key("variables").value(r.variables).key("clauses").value(r.clauses)
      .key("encode_ms").value(r.encode_ms).key("solve_ms").value(r.solve_ms)
      .key("decisions").value(static_cast<unsigned long long>(r.decisions))
      .key("conflicts").value(static_cast<unsigned long long>(r.conflicts))
      .key("cut_rounds").value(r.cut_rounds).key("cuts").value(r.cuts)
      .key("rejected").value(r.rejected).end_object();
  w.end_object();
  Response out;
  out.json = w.str();
  out.text = status + (solution.empty() ? "" : "\t" + solution);
  if (*count > 2) out.text += "\tcount=" + std::to_string(r.count);
  out.text += '\n';
  return out;
}

Response variant_check(const Request& request) {
  const Options& o = request.options;
  if (auto e = o.reject_unknown("check", {"solution"})) return Response::options_failure(e->message);
  std::string input = request.input, sol = o.get("solution");
  if (!o.has("solution")) {
    // The solution is the last word (URLs and payloads hold no spaces; JSON needs --solution).
    while (!input.empty() && std::isspace(static_cast<unsigned char>(input.back()))) input.pop_back();
    const size_t sp = input.find_last_of(" \t");
    if (sp == std::string::npos) return Response::failure("check takes a puzzle and a solution: 'PUZZLE SOLUTION' or --solution S");
    sol = input.substr(sp + 1);
    input.resize(sp);
  }
  auto puzzle = parse_variant(input);
  if (!puzzle) return Response::failure(puzzle.error().message);
  std::vector<uint8_t> marks;
  if (const size_t slash = sol.find('/'); slash != std::string::npos) {
    auto m = parse_variant_marks(*puzzle, sol.substr(slash + 1));
    if (!m) return Response::failure(m.error().message);
    marks = std::move(*m);
    sol.resize(slash);
  } else if (variant_has_marks(*puzzle)) {
    return Response::failure("this puzzle's solution marks cells: give them after the values, 'VALUES/MARKS' ('#' marked, '.' not)");
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
  const Options& o = request.options;
  if (auto e = o.reject_unknown("encode", {"sums", "pb", "killer", "sandwich", "nurikabe", "hiddenthermometer",
                                        "secretdirection", "fawltytowers"})) return Response::options_failure(e->message);
  auto enc = encoding_options(o);
  if (!enc) return Response::options_failure(enc.error().message);
  auto puzzle = parse_variant(request.input);
  if (!puzzle) return Response::failure(puzzle.error().message);
  Cnf cnf;
  encode_variant(*puzzle, *enc, cnf);
  std::ostringstream out;
  out << "c variant Sudoku " << puzzle->grid.n << "x" << puzzle->grid.n;
  if (!puzzle->title.empty()) out << " \"" << puzzle->title << "\"";
  out << "\nc sums " << sum_encoding_name(enc->sums) << ", killer " << killer_encoding_name(enc->killer)
      << ", sandwich " << sandwich_encoding_name(enc->sandwich) << ", hidden thermometers "
      << (enc->hidden_thermometer_document ? "document" : "placements") << ", secret direction "
      << (enc->secret_direction_document ? "document" : "path") << ", Fawlty Towers "
      << (enc->fawlty_towers_document ? "document" : "exact") << "\n";
  write_dimacs(cnf, out);
  Response r;
  r.text = out.str();
  JsonWriter w;
  w.begin_object().key("variables").value(cnf.num_vars()).key("clauses").value(cnf.num_clauses()).key("dimacs").value(r.text).end_object();
  r.json = w.str();
  return r;
}

Response variant_convert(const Request& request) {
  const Options& o = request.options;
  if (auto e = o.reject_unknown("convert", {"to"})) return Response::options_failure(e->message);
  auto to = o.get_choice("to", "fpuzzles", {"fpuzzles", "json"});
  if (!to) return Response::options_failure(to.error().message);
  auto puzzle = parse_variant(request.input);
  if (!puzzle) return Response::failure(puzzle.error().message);
  const std::string text = *to == "json" ? format_fpuzzles_json(*puzzle) : format_fpuzzles_url(*puzzle);
  Response r;
  r.text = text + "\n";
  JsonWriter w;
  w.begin_object().key("puzzle").value(text).end_object();
  r.json = w.str();
  return r;
}

}  // namespace gridlogic::verbs

namespace gridlogic::verbs {

Response variant_generate(const Request& request) {
  const Options& o = request.options;
  if (auto e = o.reject_unknown("generate", {"rule", "size", "count", "seed", "difficulty", "attempts"}))
    return Response::options_failure(e->message);
  auto rule = o.get_choice("rule", "killer", {"killer", "thermo", "nurikabe"});
  if (!rule) return Response::options_failure(rule.error().message);
  auto size = o.get_int("size", 9, 4, 9);
  if (!size) return Response::options_failure(size.error().message);
  auto count = o.get_int("count", 1, 1, 1000);
  if (!count) return Response::options_failure(count.error().message);
  auto seed = o.get_int("seed", -1, 0, kMaxGeneratorSeed);
  if (!seed) return Response::options_failure(seed.error().message);
  auto difficulty = o.get_int("difficulty", 0, 0, kVariantLevels);
  if (!difficulty) return Response::options_failure(difficulty.error().message);
  auto attempts = o.get_int("attempts", 0, 1, 100000);
  if (!attempts) return Response::options_failure(attempts.error().message);
  if (!request.input.empty()) return Response::options_failure("'generate' reads no input");
  const uint64_t run_seed = *seed >= 0 ? static_cast<uint64_t>(*seed) : fresh_seed();
  if (*rule == "nurikabe" && *size != 9) return Response::options_failure("a Nurikabe Sudoku is 9×9");
  if (*rule == "nurikabe" && *difficulty) return Response::options_failure("--difficulty is for killer and thermo puzzles");
  VariantGeneratorOptions g;
  g.kind = *rule == "thermo" ? VariantGenerated::Thermometer : VariantGenerated::Killer;
  g.size = static_cast<int>(*size);
  g.seed = run_seed;
  g.level = static_cast<int>(*difficulty);
  g.max_attempts = static_cast<int>(*attempts);
  g.progress = request.progress;
  return generated_puzzles<GeneratedVariant>(
      request.progress, *count,
      [&](uint64_t i) {
        // Nurikabe puzzles are made one per seed (the generator's own stream); index i uses seed + i.
        return *rule == "nurikabe" ? generate_nurikabe_sudoku(run_seed + i) : generate_variant(g, i);
      },
      [](const GeneratedVariant& p) { return format_fpuzzles_url(p.puzzle); },
      [](JsonWriter& w, const GeneratedVariant& p) {
        std::string solution = format_variant_solution(p.puzzle, p.solution);
        if (!p.marks.empty()) solution += "/" + format_variant_marks(p.marks);
        w.key("puzzle").value(format_fpuzzles_url(p.puzzle)).key("solution").value(solution).key("givens").value(p.givens);
        if (p.level) w.key("level").value(p.level).key("attempts").value(p.attempts);
        write_rule_counts(w, p.puzzle);
      },
      [&](JsonWriter& w) {
        w.key("rule").value(*rule).key("difficulty").value(static_cast<int>(*difficulty)).key("size").value(std::to_string(*size) + "x" + std::to_string(*size))
            .key("seed").value(static_cast<unsigned long long>(run_seed));
      });
}

}  // namespace gridlogic::verbs

namespace gridlogic::verbs {

Response variant_explain(const Request& request) {
  const Options& o = request.options;
  if (auto e = o.reject_unknown("explain", {"steps", "last-resort"})) return Response::options_failure(e->message);
  auto steps = o.get_int("steps", 10000, 1, 100000);
  if (!steps) return Response::options_failure(steps.error().message);
  auto last_resort = o.get_choice("last-resort", "yes", {"yes", "no"});
  if (!last_resort) return Response::options_failure(last_resort.error().message);
  auto puzzle = parse_variant(request.input);
  if (!puzzle) return Response::failure(puzzle.error().message);
  TraceRecorder rec;
  const VariantExplainResult r = explain_variant(*puzzle, static_cast<int>(*steps), &rec, *last_resort == "yes");
  const char* outcome = r.solved ? "solved" : r.contradiction ? "contradiction" : "stuck";
  JsonWriter w;
  w.begin_object().key("outcome").value(outcome).key("grid").value(format_variant_solution(*puzzle, r.end.values))
      .key("last_resorts").value(r.last_resorts).key("trace");
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
  if (auto e = request.options.reject_unknown("rate", {})) return Response::options_failure(e->message);
  auto puzzle = parse_variant(request.input);
  if (!puzzle) return Response::failure(puzzle.error().message);
  // A level says how hard the one solution is to find; without uniqueness it means nothing.
  const VariantSolveResult sat = solve_variant(*puzzle);
  if (!sat.error.empty()) return Response::failure(sat.error);
  if (sat.count != 1 || !sat.exhausted)
    return Response::failure(sat.count == 0 ? "the puzzle has no solution, so it has no level"
                                            : "the puzzle has more than one solution, so it has no level");
  const auto r = rate_variant(*puzzle);
  if (!r) return Response::failure("internal error: the explained solve did not finish a unique puzzle");
  JsonWriter w;
  w.begin_object().key("status").value("rated").key("level").value(r->level)
      .key("level_name").value(variant_level_name(r->level)).key("hardest").value(r->hardest)
      .key("steps").value(r->steps).key("last_resorts").value(r->last_resorts).end_object();
  Response out;
  out.json = w.str();
  out.text = "level " + std::to_string(r->level) + " (" + std::string(variant_level_name(r->level)) + ") hardest " +
             r->hardest + "\n";
  return out;
}

}  // namespace gridlogic::verbs
