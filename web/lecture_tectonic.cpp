// lecture_tectonic.cpp — Tectonic/Suguru in the lecture view: document 000's rules with 2-SAT rounds
// ("rules+2sat", "rules") and MiniSat's search of its encoding ("sat"), and the genre's row.
#include <algorithm>
#include <bit>

#include "gridlogic/tectonic.h"
#include "gridlogic/verdict.h"
#include "lecture_cdcl.h"
#include "lecture_genres.h"
#include "lecture_internal.h"

namespace gridlogic::lecture {
namespace {

void settle_tectonic(const Lecture& L, BoardState& s) {
  for (int c = 0; c < L.tectonic->size(); ++c)
    s.value[c] = std::popcount(s.candidates[c]) == 1 ? static_cast<int8_t>(std::countr_zero(s.candidates[c])) : 0;
}

void apply_rules(const Lecture& L, int k, BoardState& s) {
  const TraceStep& step = L.steps[k].trace;
  for (const CellValue& cv : step.removed) s.candidates[cv.cell] &= ~bit(cv.value);
  for (const CellValue& cv : step.placed) s.candidates[cv.cell] = bit(cv.value);
  settle_tectonic(L, s);
}

// The puzzle, the start board, the verdict (SAT, counted to two) and the encoding without the givens'
// unit clauses: the residual graphs read the givens off the board, and the SAT method passes them as
// assumptions so that their propagation is seen step by step.
Result<TectonicVars> read_tectonic(Lecture& L, std::string_view text, TectonicSatResult& sat) {
  auto parsed = parse_tectonic(text);
  if (!parsed) return parsed.error();
  L.tectonic = *parsed;
  const TectonicPuzzle& p = *L.tectonic;
  L.rows = p.rows;
  L.cols = p.cols;
  L.given.assign(p.size(), 0);
  BoardState& s = L.states.emplace_back();
  s.candidates.assign(p.size(), 0);
  s.value.assign(p.size(), 0);
  for (int c = 0; c < p.size(); ++c) {
    if (p.hole(c)) continue;
    s.candidates[c] = ((1u << (p.region_size(c) + 1)) - 1) & ~1u;  // as the rule solver starts
    if (p.givens[c]) {
      L.given[c] = 1;
      s.candidates[c] = bit(p.givens[c]);
    }
  }
  settle_tectonic(L, s);
  sat = solve_tectonic_sat(p, 2);
  L.verdict = std::string(verdict_name(verdict(sat.count, sat.exhausted, 2)));
  TectonicPuzzle rules = p;
  std::fill(rules.givens.begin(), rules.givens.end(), 0);
  return encode_tectonic(rules, {}, L.cnf);
}

std::string size_words(const TectonicPuzzle& p) {
  return std::to_string(p.cols) + "×" + std::to_string(p.rows) + " Tectonic, " + std::to_string(p.cells.size()) +
         " regions";
}

Result<bool> record_rules(Lecture& L, std::string_view text, BoardState& expected, bool two_sat) {
  TectonicSatResult sat;
  auto vars = read_tectonic(L, text, sat);
  if (!vars) return vars.error();
  TraceRecorder rec;
  TectonicSolveOptions o;
  o.two_sat = two_sat;
  o.keep_graphs = true;
  TectonicSolve r = solve_tectonic_rules(*L.tectonic, o, &rec);
  L.two_sat_rounds = std::move(r.rounds);
  int round = 0;
  for (const TraceStep& t : rec.trace().steps) {
    Step step = step_of(t);
    if (t.technique == "2-sat" && round < static_cast<int>(L.two_sat_rounds.size())) step.two_sat_round = round++;
    L.steps.push_back(std::move(step));
  }
  L.summary = size_words(*L.tectonic) + "; rules" + (o.two_sat ? " + 2-SAT: " : ": ") +
              std::string(tectonic_outcome_name(r.outcome)) + ", " + std::to_string(r.two_sat_rounds) +
              (r.two_sat_rounds == 1 ? " 2-SAT round" : " 2-SAT rounds");
  expected.candidates.assign(r.candidates.begin(), r.candidates.end());  // to check the replay against
  return true;
}

Result<bool> record_rules_2sat(Lecture& L, std::string_view text, BoardState& expected) {
  return record_rules(L, text, expected, true);
}
Result<bool> record_rules_only(Lecture& L, std::string_view text, BoardState& expected) {
  return record_rules(L, text, expected, false);
}

Result<bool> record_sat(Lecture& L, std::string_view text, BoardState& expected) {
  TectonicSatResult sat;
  auto vars = read_tectonic(L, text, sat);
  if (!vars) return vars.error();
  const TectonicPuzzle& p = *L.tectonic;
  std::vector<Lit> givens;
  for (int c = 0; c < p.size(); ++c)
    if (p.givens[c]) givens.push_back(Lit::pos(vars->x.at({c, p.givens[c] - 1})));
  SatStats stats;
  const SatStatus st = record_cdcl(L, givens, kGridCdclEvents, &stats);
  if (st == SatStatus::Satisfiable && !L.steps.empty() && L.steps.back().trace.technique == "model" && sat.count == 1)
    expected.value.assign(sat.first.begin(), sat.first.end());  // the SAT method ends in the model's values
  L.summary = size_words(p) + "; a SAT solver's search, one variable per cell and value (" +
              std::to_string(L.cnf.num_vars()) + " variables, " + std::to_string(L.cnf.num_clauses()) +
              " clauses), givens as assumptions: " + std::to_string(stats.decisions) + " decisions, " +
              std::to_string(stats.conflicts) + " conflicts";
  return true;
}

std::optional<CellValue> tectonic_cell_value(const Lecture& L, Var v) { return cell_value_in(L, "x", v); }
bool tectonic_residual(const Lecture& L, const BoardState& s, ResidualVars& out) {
  return residual_cell_range(L, "x", s, out);
}

const LectureMethod kTectonicMethods[] = {
    {"rules+2sat", "Rules + 2-SAT", "document 000's rules 1-6, then 2-SAT rounds on what they leave",
     &record_rules_2sat, &apply_rules, &check_cells, "Next 2-SAT round"},
    {"rules", "Rules", "document 000's rules 1-6 alone", &record_rules_only, &apply_rules, &check_cells,
     "Next 2-SAT round"},
    {"sat", "SAT (MiniSat)", "MiniSat's CDCL search of document 000's encoding, the givens as assumptions", &record_sat,
     &apply_trail, &check_cells, "Next conflict", kMethodTrail},
};

}  // namespace

extern const LectureGenre kTectonicLecture{
    "tectonic", "Tectonic", kTectonicMethods,
    // 9×5, level 5: the rules need one 2-SAT round (generate --difficulty 5 --seed 1)
    "https://puzz.link/p?suguru/9/5/d2rb8mkipm0hrq80n1n23o1l3h3g5g1h", &count_cells, &tectonic_cell_value, nullptr,
    &tectonic_residual, "open cells", &cell_total, true};

}  // namespace gridlogic::lecture
