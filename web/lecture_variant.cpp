// lecture_variant.cpp — variant Sudoku in the lecture view (lecture_variant.h).
#include "lecture_variant.h"

#include <algorithm>
#include <bit>

#include "gridlogic/json_value.h"
#include "gridlogic/variant_fpuzzles.h"
#include "gridlogic/variant_human.h"
#include "gridlogic/verdict.h"
#include "lecture_genres.h"
#include "lecture_internal.h"

namespace gridlogic::lecture {
namespace {

// The engine's positions keep candidates as bit v−1 and none on a filled cell; the lecture's boards
// as bit v, a filled cell keeping its value's bit (as the Sudoku board does).
VariantPosition to_position(const BoardState& s) {
  VariantPosition p;
  p.values.assign(s.value.begin(), s.value.end());
  p.candidates.resize(s.candidates.size());
  for (size_t c = 0; c < s.candidates.size(); ++c) p.candidates[c] = s.value[c] ? 0 : s.candidates[c] >> 1;
  return p;
}

void from_position(const VariantPosition& p, BoardState& s) {
  for (size_t c = 0; c < p.values.size(); ++c) {
    s.value[c] = static_cast<int8_t>(p.values[c]);
    s.candidates[c] = p.values[c] ? 1u << p.values[c] : p.candidates[c] << 1;
  }
}

// "R3C5" (f-puzzles' cell names) → row-major index, -1 when not a cell of the grid.
int cell_index(const JsonValue* v, int n) {
  if (!v || !v->is_string()) return -1;
  const std::string& s = v->as_string();
  int r = 0, c = 0;
  size_t i = 0;
  if (i >= s.size() || (s[i] != 'R' && s[i] != 'r')) return -1;
  for (++i; i < s.size() && std::isdigit(static_cast<unsigned char>(s[i])); ++i) r = r * 10 + (s[i] - '0');
  if (i >= s.size() || (s[i] != 'C' && s[i] != 'c')) return -1;
  for (++i; i < s.size() && std::isdigit(static_cast<unsigned char>(s[i])); ++i) c = c * 10 + (s[i] - '0');
  if (i != s.size() || r < 1 || c < 1 || r > n || c > n) return -1;
  return (r - 1) * n + (c - 1);
}

std::vector<int> cells_of(const JsonValue* v, int n) {
  std::vector<int> out;
  if (!v || !v->is_array()) return out;
  for (const JsonValue& item : v->items())
    if (const int c = cell_index(&item, n); c >= 0) out.push_back(c);
  return out;
}

const std::vector<JsonValue>& list(const JsonValue& o, std::string_view key) {
  static const std::vector<JsonValue> none;
  const JsonValue* v = o.find(key);
  return v && v->is_array() ? v->items() : none;
}

std::string text_of(const JsonValue* v) {
  if (!v) return {};
  if (v->is_string()) return v->as_string();
  if (auto i = v->as_integer(); v->is_number() && i) return std::to_string(*i);
  return {};
}

}  // namespace

bool variant_rule_step(std::string_view t) {
  return t != "naked-single" && t != "hidden-single" && t != "locked-candidates" && t != "naked-pair" &&
         t != "naked-triple" && t != "last-resort";
}

std::vector<RuleMark> rule_marks(const VariantPuzzle& p) {
  std::vector<RuleMark> out;
  if (!p.source || !p.source->is_object()) return out;
  const JsonValue& fp = *p.source;
  const int n = p.grid.n;
  using K = RuleMark::Kind;
  auto add = [&](K kind, std::vector<int> cells, std::string text = {}) {
    if (cells.empty()) return;
    RuleMark m;
    m.kind = kind;
    m.cells = std::move(cells);
    m.text = std::move(text);
    out.push_back(std::move(m));
  };
  // Under the digits first: diagonals, parity, lines; the outlines and dots after them.
  for (auto [key, anti] : {std::pair<std::string_view, bool>{"diagonal+", true}, {"diagonal-", false}})
    if (const JsonValue* d = fp.find(key); d && d->is_bool() && d->as_bool()) {
      RuleMark m;
      m.kind = K::Diagonal;
      m.anti = anti;
      out.push_back(m);
    }
  for (const JsonValue& e : list(fp, "odd")) add(K::Odd, {cell_index(e.find("cell"), n)});
  for (const JsonValue& e : list(fp, "even")) add(K::Even, {cell_index(e.find("cell"), n)});
  for (std::string_view key : {"palindrome", "renban", "whispers", "regionsumline", "zipperline", "betweenline",
                               "entropicline", "modularline", "line"})
    for (const JsonValue& e : list(fp, key)) {
      if (const JsonValue* f = e.find("fromConstraint"); f && f->is_bool() && f->as_bool()) continue;
      for (const JsonValue& l : list(e, "lines")) add(K::Line, cells_of(&l, n));
    }
  for (std::string_view key : {"thermometer", "slowthermometer"})
    for (const JsonValue& e : list(fp, key))
      for (const JsonValue& l : list(e, "lines")) add(K::Thermo, cells_of(&l, n));
  for (const JsonValue& e : list(fp, "arrow")) {
    const std::vector<int> circle = cells_of(e.find("cells"), n);
    for (const JsonValue& l : list(e, "lines")) {
      std::vector<int> path = circle;
      for (int c : cells_of(&l, n))
        if (std::find(circle.begin(), circle.end(), c) == circle.end()) path.push_back(c);
      RuleMark m;
      m.kind = K::Arrow;
      m.cells = std::move(path);
      m.circle = static_cast<int>(circle.size());
      if (!m.cells.empty()) out.push_back(std::move(m));
    }
  }
  for (const JsonValue& e : list(fp, "extraregion")) add(K::Region, cells_of(e.find("cells"), n));
  for (const JsonValue& e : list(fp, "killercage"))
    add(K::Cage, cells_of(e.find("cells"), n), text_of(e.find("value")));
  for (auto [key, black, plain] :
       {std::tuple<std::string_view, bool, std::string_view>{"difference", false, "1"}, {"ratio", true, "2"}})
    for (const JsonValue& e : list(fp, key)) {
      std::vector<int> cells = cells_of(e.find("cells"), n);
      if (cells.size() != 2) continue;
      std::string value = text_of(e.find("value"));
      RuleMark m;
      m.kind = K::Dot;
      m.cells = std::move(cells);
      m.black = black;
      m.text = value == plain ? "" : value;
      out.push_back(std::move(m));
    }
  for (const JsonValue& e : list(fp, "xv")) {
    std::vector<int> cells = cells_of(e.find("cells"), n);
    std::string value = text_of(e.find("value"));
    for (char& ch : value) ch = static_cast<char>(std::toupper(static_cast<unsigned char>(ch)));
    if (cells.size() == 2) add(K::Letter, std::move(cells), value);
  }
  return out;
}

Result<bool> load_variant(Lecture& L, std::string_view text, BoardState& expected) {
  auto parsed = parse_variant(text);
  if (!parsed) return parsed.error();
  L.variant = std::move(*parsed);
  const VariantPuzzle& p = *L.variant;
  const int n = p.grid.n, cells = p.grid.cells();
  L.rows = L.cols = n;
  L.given.assign(cells, 0);
  for (int c = 0; c < cells; ++c) L.given[c] = p.givens[c] != 0;
  BoardState& s = L.states.emplace_back();
  s.value.assign(cells, 0);
  s.candidates.assign(cells, 0);
  from_position(variant_position(p), s);
  L.rule_marks = rule_marks(p);

  VariantExplainResult r = explain_variant(p, 10000, nullptr, /*last_resort=*/true);
  for (TraceStep& t : r.steps) {
    Step step;
    step.trace = std::move(t);
    L.steps.push_back(std::move(step));
  }
  expected.value.assign(r.end.values.begin(), r.end.values.end());
  VariantSolveOptions o;
  o.limit = 2;
  const VariantSolveResult v = solve_variant(p, o);
  L.verdict = std::string(verdict_name(verdict(v.count, v.exhausted, 2)));
  // The residual graphs read the cell-value variables s[cell, v] (value variables of encode_variant).
  encode_variant(p, VariantEncodingOptions{}, L.cnf);

  std::string kinds;
  std::vector<std::string_view> seen;
  for (const VariantRulePtr& rule : p.rules)
    if (std::find(seen.begin(), seen.end(), rule->kind()) == seen.end()) {
      seen.push_back(rule->kind());
      kinds += (kinds.empty() ? "" : ", ") + std::string(rule->kind());
    }
  int givens = 0;
  for (uint8_t g : p.givens) givens += g != 0;
  L.summary = std::to_string(n) + "×" + std::to_string(n) + " variant Sudoku (" +
              (kinds.empty() ? "no extra rules" : kinds) + "), " + std::to_string(givens) + " givens; " +
              (r.solved ? r.last_resorts ? "solved with " + std::to_string(r.last_resorts) + " last-resort steps"
                                         : std::string("solved with a person's techniques")
               : r.contradiction ? "a contradiction"
                                 : "the techniques get stuck");
  return true;
}

void apply_variant(const Lecture& L, const TraceStep& step, BoardState& s) {
  VariantPosition p = to_position(s);
  apply_variant_step(*L.variant, p, step);
  from_position(p, s);
}

namespace {

void apply_variant_at(const Lecture& L, int k, BoardState& s) { apply_variant(L, L.steps[k].trace, s); }
std::optional<CellValue> variant_cell_value(const Lecture& L, Var v) { return cell_value_in(L, "s", v); }
bool variant_residual(const Lecture& L, const BoardState& s, ResidualVars& out) {
  return residual_cell_range(L, "s", s, out);
}

const LectureMethod kVariantMethods[] = {
    {"human", "Human techniques",
     "explain_variant's steps: singles, locked candidates, subsets, each rule's own narrowing", &load_variant,
     &apply_variant_at, &check_cells, "Next beyond singles", kMethodBeyondSingles},
};

// Its cages' combinations carry most steps (the first: cage 7 on r4c9 r5c9, {1,6} {2,5} {3,4}).
// A 9×9 killer: generate --genre variant --rule killer --size 9 --seed 1.
constexpr std::string_view kDefaultKiller =
    "https://www.f-puzzles.com/"
    "?load=N4IgzglgXgpiBcBOANCALhNAbO8QGkIscAnAAgGUBXAEwHsBrKsgCgHMSIas62IBjZGTAwYNMgEYhAYgkBKEKgZFS/"
    "AIZtcAbVD8YxMAi0gASgBYAwmcWnLAVhsm7Vx84eoTANhcBdVADc1LCpcEAAmBwBfZF19LEN4YxMJCwB2RzC0xwBmLL8QQODQiU8QaNiDI1sLRFcak"
    "HzCkIQQdPKQPUrE00zrD0z3U1y+oYsHRqDmvDDsspiOuISk1LHHFdKPAA5VrYsN00Q9hoDJ0OywuYr4quSLCQy7nMeJopaJa3bO6+6vCwuPFb3AF/"
    "RzbC4vKYgCSzT6LG6WdIeSybOqI0zOFEebxo34oiGhMK1WFdJIpWb9CyzfEtInzL5Lar/dEgjzOcmmbxUk6vaYXYnfJLeWrA4Wmba1al4CQo/"
    "kM8yPVkKjnPbmQiS0q5yyz7JxHLE7ZWlSXhAAMlwWJLFLg8hyZJkO7Pt1oOq2NEXN9JuKTtmTtuT9lMcli5BVOLXdspu2xxh3SxokfLpcJ+"
    "uUxowlquKMKTltuI1ug1uRszbw+OYFphWjpW+e2IaaxVKkZ+"
    "2yBLvuxqi5blKxxKzxJal92bpIsaduopMmXHmQzoZ5UKb3ajY8ch3HhznDbe2c1N0yOtyxfnkJl+Q4XCMOnK7W38DCqD4/"
    "hgADsEGgSCEbzFv8Bf5E/GveY7zMR8IGfN94A/L8f1gv84P/QD4OQ/"
    "8EIQpDUOQk9cBQEAn1fd9PxgW8w3gTYwIgwiYJQn8MLg7CEDsCiCKgojMIY+BUmYyDoOItC/zomihMwgDkCA4T+MQsSJJkqTxJEyTaJ8SIgA===";

}  // namespace

extern const LectureGenre kVariantLecture{
    "variant", "Variant Sudoku",  kVariantMethods, kDefaultKiller, &count_cells, &variant_cell_value,
    nullptr,   &variant_residual, "open cells",    &cell_total,    true};

}  // namespace gridlogic::lecture
