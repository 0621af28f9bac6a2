// variant_fpuzzles.cpp — f-puzzles JSON, URLs and SudokuPad links to variant puzzles and back
// (variant_fpuzzles.h). Field meanings: FORMATS.md and docs/variants.md.
#include "gridlogic/variant_fpuzzles.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <map>

#include "gridlogic/json.h"
#include "gridlogic/lz_string.h"
#include "gridlogic/sudoku.h"
#include "gridlogic/text.h"
#include "gridlogic/variant_rules.h"
#include "gridlogic/variant_sudokupad.h"
#include "variant_fpuzzles_fields.h"

namespace gridlogic {
namespace {

// A field's entries with their place, for messages: "killercage 3".
struct Place {
  std::string field;
  size_t index;
  // The field may be one no rule knows (its values are read before that is reported): never raw.
  std::string text() const { return bare_or_excerpt(field) + " " + std::to_string(index + 1); }
};

class Reader {
 public:
  Reader(const JsonValue& root, int n) : root_(root), n_(n) {}

  // "R3C5" → cell index; outside = true admits row/column 0 and n+1 (clues beside the grid).
  Result<int> cell(const JsonValue& v, const Place& at, bool outside = false) const {
    if (!v.is_string())
      return Error{at.text() + ": a cell is a string like \"R1C1\", not " +
                   std::string(JsonValue::kind_name(v.kind()))};
    const std::string& s = v.as_string();
    int r = -1, c = -1;
    if (!parse_rc(s, r, c))
      return Error{at.text() + ": " + quote_excerpt(s) + " is not a cell (expected R<row>C<column>, e.g. R1C1)"};
    const int lo = outside ? 0 : 1, hi = outside ? n_ + 1 : n_;
    if (r < lo || r > hi || c < lo || c > hi)
      return Error{at.text() + ": " + quote_excerpt(s) + " is outside the " + std::to_string(n_) + "×" +
                   std::to_string(n_) + " grid"};
    return (r) * (n_ + 2) + c;  // in the framed coordinates; inside() converts
  }
  int inside(int framed) const { return (framed / (n_ + 2) - 1) * n_ + (framed % (n_ + 2) - 1); }
  int frame_row(int framed) const { return framed / (n_ + 2); }
  int frame_col(int framed) const { return framed % (n_ + 2); }

  Result<std::vector<int>> cells(const JsonValue* v, const Place& at) const {
    if (!v || !v->is_array() || v->items().empty()) return Error{at.text() + ": expected a non-empty list of cells"};
    std::vector<int> out;
    for (const JsonValue& item : v->items()) {
      auto c = cell(item, at);
      if (!c) return c.error();
      out.push_back(inside(*c));
    }
    return out;
  }

  // "17" or 17 → 17; absent or "" → nullopt. Values beyond ±kMaxValue are errors: no clue of a 16×16
  // grid comes near, and a larger one must not wrap around in an int (4294967299 once became 3).
  static constexpr int64_t kMaxValue = 999999;
  Result<std::optional<int>> number(const JsonValue* v, const Place& at) const {
    if (!v || v->is_null()) return std::optional<int>{};
    if (v->is_number()) {
      if (auto i = v->as_integer(); i && *i >= -kMaxValue && *i <= kMaxValue)
        return std::optional<int>{static_cast<int>(*i)};
      if (v->as_integer() || std::isinf(v->as_number()) || std::fabs(v->as_number()) > 9.0e15)
        return Error{at.text() + ": the value is out of range; expected a whole number from -" +
                     std::to_string(kMaxValue) + " to " + std::to_string(kMaxValue)};
    } else if (v->is_string()) {
      const std::string& s = v->as_string();
      if (s.empty()) return std::optional<int>{};
      // At most six digits, so x never overflows (every character was once folded in, whatever its length).
      bool ok = s.size() <= 6;
      int x = 0;
      for (size_t i = 0; ok && i < s.size(); ++i) {
        ok = s[i] >= '0' && s[i] <= '9';
        x = x * 10 + (s[i] - '0');
      }
      if (ok) return std::optional<int>{x};
      if (s.size() > 6 && s.find_first_not_of("0123456789") == std::string::npos)
        return Error{at.text() + ": the value " + quote_excerpt(s) + " is out of range; expected at most " +
                     std::to_string(kMaxValue)};
    }
    return Error{at.text() + ": expected a whole number as its value"};
  }

  const std::vector<JsonValue>* entries(std::string_view field) const {
    const JsonValue* v = root_.find(field);
    return v && v->is_array() ? &v->items() : nullptr;
  }

  int n() const { return n_; }

 private:
  static bool parse_rc(const std::string& s, int& r, int& c) {
    if (s.size() < 4 || (s[0] != 'R' && s[0] != 'r')) return false;
    size_t i = 1;
    auto digits = [&](int& out) {
      const size_t start = i;
      out = 0;
      while (i < s.size() && s[i] >= '0' && s[i] <= '9' && i - start < 3) out = out * 10 + (s[i++] - '0');
      return i > start;
    };
    if (!digits(r) || i >= s.size() || (s[i] != 'C' && s[i] != 'c')) return false;
    ++i;
    return digits(c) && i == s.size();
  }

  const JsonValue& root_;
  int n_;
};

// The row or column a clue beside the grid looks along, read from the clue's side.
Result<std::vector<int>> clue_line(const Reader& rd, int framed, const Place& at) {
  const int n = rd.n(), r = rd.frame_row(framed), c = rd.frame_col(framed);
  std::vector<int> line;
  if ((r == 0 || r == n + 1) && c >= 1 && c <= n) {
    for (int i = 0; i < n; ++i) line.push_back((r == 0 ? i : n - 1 - i) * n + (c - 1));
  } else if ((c == 0 || c == n + 1) && r >= 1 && r <= n) {
    for (int i = 0; i < n; ++i) line.push_back((r - 1) * n + (c == 0 ? i : n - 1 - i));
  } else {
    return Error{at.text() + ": the clue must stand beside a row or column, outside the grid"};
  }
  return line;
}

std::pair<int, int> ordered_pair(int a, int b) { return a < b ? std::pair{a, b} : std::pair{b, a}; }

Result<std::vector<std::vector<int>>> lines_of(const Reader& rd, const JsonValue& entry, const Place& at) {
  const JsonValue* lines = entry.find("lines");
  if (!lines || !lines->is_array() || lines->items().empty())
    return Error{at.text() + ": expected \"lines\", a list of lines"};
  std::vector<std::vector<int>> out;
  for (const JsonValue& line : lines->items()) {
    auto cells = rd.cells(&line, at);
    if (!cells) return cells.error();
    out.push_back(std::move(*cells));
  }
  return out;
}

bool cosmetic_copy(const JsonValue& entry) { return entry.find("fromConstraint") != nullptr; }

// --- gridlogic's fields for document 003's own rules (docs/variants.md, "Document 003's own rules") ---

// "order": "total" (default, a < b) or "partial" (a ≤ b); true when partial.
Result<bool> doc003_order(const JsonValue& entry, const Place& at) {
  const JsonValue* o = entry.find("order");
  if (!o || o->is_null()) return false;
  if (o->is_string() && (o->as_string() == "total" || o->as_string() == "partial")) return o->as_string() == "partial";
  return Error{at.text() + ": order must be \"total\" or \"partial\""};
}

// {"cells": ["R1C1", "R1C2"], "order": "total"}: the first cell is the smaller.
Result<VariantRulePtr> arrowhead_entry(const Reader& rd, const JsonValue& e, const Place& at) {
  auto cells = rd.cells(e.find("cells"), at);
  if (!cells) return cells.error();
  const int n = rd.n();
  if (cells->size() != 2 || (*cells)[0] == (*cells)[1] || std::abs((*cells)[0] / n - (*cells)[1] / n) > 1 ||
      std::abs((*cells)[0] % n - (*cells)[1] % n) > 1)
    return Error{at.text() + ": an arrowhead stands between two adjacent cells, the smaller first"};
  auto partial = doc003_order(e, at);
  if (!partial) return partial.error();
  return make_arrowhead((*cells)[0], (*cells)[1], *partial);
}

// {"shape": [[0,0],[0,1],[1,1]], "order": "total"}: (row, column) offsets from the bulb, bulb first, each a
// step (orthogonal or diagonal) from the one before.
Result<HiddenThermometer> hidden_thermometer_entry(const Reader& rd, const JsonValue& e, const Place& at) {
  const JsonValue* shape = e.find("shape");
  const std::string expected =
      at.text() + ": \"shape\" is a list of [row, column] offsets from the bulb, starting [0,0]";
  if (!shape || !shape->is_array() || shape->items().empty()) return Error{expected};
  HiddenThermometer th;
  for (const JsonValue& off : shape->items()) {
    if (!off.is_array() || off.items().size() != 2 || !off.items()[0].as_integer() || !off.items()[1].as_integer() ||
        std::llabs(*off.items()[0].as_integer()) > 2 * kVariantMaxSide ||
        std::llabs(*off.items()[1].as_integer()) > 2 * kVariantMaxSide)  // checked before narrowing to int
      return Error{expected};
    const std::pair<int, int> d{static_cast<int>(*off.items()[0].as_integer()),
                                static_cast<int>(*off.items()[1].as_integer())};
    if (th.shape.empty() && d != std::pair{0, 0}) return Error{expected};
    if (std::find(th.shape.begin(), th.shape.end(), d) != th.shape.end())
      return Error{at.text() + ": the shape passes [" + std::to_string(d.first) + "," + std::to_string(d.second) +
                   "] twice"};
    if (!th.shape.empty() &&
        (std::abs(d.first - th.shape.back().first) > 1 || std::abs(d.second - th.shape.back().second) > 1))
      return Error{at.text() + ": [" + std::to_string(d.first) + "," + std::to_string(d.second) +
                   "] is not next to the offset before it"};
    th.shape.push_back(d);
  }
  int r0 = 0, r1 = 0, c0 = 0, c1 = 0;
  for (const auto& [dr, dc] : th.shape)
    r0 = std::min(r0, dr), r1 = std::max(r1, dr), c0 = std::min(c0, dc), c1 = std::max(c1, dc);
  if (r1 - r0 >= rd.n() || c1 - c0 >= rd.n())
    return Error{at.text() + ": the shape does not fit in the " + std::to_string(rd.n()) + "×" +
                 std::to_string(rd.n()) + " grid"};
  auto partial = doc003_order(e, at);
  if (!partial) return partial.error();
  th.partial = *partial;
  return th;
}

// {"start": "R1C1"}.
Result<VariantRulePtr> secret_direction_field(const Reader& rd, const VariantGrid& g, const JsonValue& v) {
  const JsonValue* start = v.find("start");
  if (!start) return Error{"secretdirection: expected {\"start\": \"R1C1\"}, the shaded cell the path starts from"};
  auto cell = rd.cell(*start, Place{"secretdirection start", 0});
  if (!cell) return cell.error();
  if (auto bad = secret_direction_frame_error(g)) return Error{"secretdirection: " + *bad};
  return make_secret_direction(rd.inside(*cell));
}

// {"towers": [{"cells": [...], "sum": 20}, ...], "nonincreasing": 2, "wrongsum": 1}: each tower a run of cells
// up one column from the bottom row (listed in any order), at most one tower per cell.
Result<VariantRulePtr> fawlty_towers_field(const Reader& rd, const JsonValue& v) {
  const int n = rd.n();
  const JsonValue* towers = v.find("towers");
  if (!towers || !towers->is_array() || towers->items().empty())
    return Error{"fawltytowers: expected \"towers\", a list of {\"cells\": [\"R9C1\", ...], \"sum\": 20}"};
  std::vector<FawltyTower> out;
  std::vector<bool> used(n * n, false);
  for (size_t i = 0; i < towers->items().size(); ++i) {
    const Place at{"fawltytowers tower", i};
    const JsonValue& t = towers->items()[i];
    if (!t.is_object()) return Error{at.text() + ": expected an object"};
    auto cells = rd.cells(t.find("cells"), at);
    if (!cells) return cells.error();
    auto sum = rd.number(t.find("sum"), at);
    if (!sum) return sum.error();
    if (!*sum) return Error{at.text() + ": expected \"sum\", the tower's target sum"};
    std::sort(cells->begin(), cells->end(), std::greater<>());  // from the base up
    for (size_t k = 0; k < cells->size(); ++k)
      if ((*cells)[k] != (n - 1 - static_cast<int>(k)) * n + (*cells)[0] % n)
        return Error{at.text() + ": a tower is a run of cells up one column from the bottom row"};
    for (int c : *cells) {
      if (used[c]) return Error{at.text() + ": " + cell_name(c / n, c % n) + " is in another tower too"};
      used[c] = true;
    }
    out.push_back({*cells, **sum});
  }
  const int count = static_cast<int>(out.size());
  int broken[2] = {0, 0};
  const char* names[2] = {"nonincreasing", "wrongsum"};
  for (int k = 0; k < 2; ++k) {
    const JsonValue* x = v.find(names[k]);
    const auto value = x ? x->as_integer() : std::nullopt;
    if (!value || *value < 0 || *value > count)
      return Error{std::string("fawltytowers: \"") + names[k] + "\" must be a whole number from 0 to " +
                   std::to_string(count) + " (how many towers " + (k ? "miss their sum" : "do not increase") + ")"};
    broken[k] = static_cast<int>(*value);
  }
  if (broken[0] + broken[1] > count)
    return Error{"fawltytowers: a faulty tower breaks one rule, so nonincreasing + wrongsum is at most " +
                 std::to_string(count)};
  return make_fawlty_towers(std::move(out), broken[0], broken[1]);
}

}  // namespace

Result<VariantPuzzle> parse_fpuzzles(const JsonValue& json) {
  if (!json.is_object()) return Error{"an f-puzzles puzzle is a JSON object"};
  const JsonValue* size = json.find("size");
  if (!size || !size->as_integer() || *size->as_integer() < 1 || *size->as_integer() > kVariantMaxSide)
    return Error{"\"size\": expected the side length, 1 to " + std::to_string(kVariantMaxSide)};
  const int n = static_cast<int>(*size->as_integer());
  VariantPuzzle p;
  p.grid.n = n;
  p.givens.assign(n * n, 0);
  auto text_field = [&](const char* key) {
    const JsonValue* v = json.find(key);
    return v && v->is_string() ? v->as_string() : std::string();
  };
  p.title = text_field("title");
  p.author = text_field("author");
  p.ruleset = text_field("ruleset");
  Reader rd(json, n);

  // The grid: givens and regions (a region may be given for some cells only; the rest keep the box).
  const JsonValue* grid = json.find("grid");
  if (!grid || !grid->is_array() || static_cast<int>(grid->items().size()) != n)
    return Error{"\"grid\": expected " + std::to_string(n) + " rows"};
  auto boxes = default_variant_regions(n);
  p.grid.region = boxes ? *boxes : std::vector<int>(n * n, -1);
  for (int r = 0; r < n; ++r) {
    const JsonValue& row = grid->items()[r];
    if (!row.is_array() || static_cast<int>(row.items().size()) != n)
      return Error{"\"grid\" row " + std::to_string(r + 1) + ": expected " + std::to_string(n) + " cells"};
    for (int c = 0; c < n; ++c) {
      const JsonValue& cell = row.items()[c];
      const std::string where = "\"grid\" " + cell_name(r, c);
      if (!cell.is_object()) return Error{where + ": expected an object"};
      if (const JsonValue* region = cell.find("region"); region && !region->is_null()) {
        auto k = region->as_integer();
        if (!k || *k < 0 || *k >= n) return Error{where + ": region must be 0 to " + std::to_string(n - 1)};
        p.grid.region[r * n + c] = static_cast<int>(*k);
      }
      const JsonValue* given = cell.find("given");
      const JsonValue* value = cell.find("value");
      if (given && given->is_bool() && given->as_bool() && value) {
        auto v = value->as_integer();
        if (!v || *v < 1 || *v > n) return Error{where + ": a given must be 1 to " + std::to_string(n)};
        p.givens[r * n + c] = static_cast<uint8_t>(*v);
      }
    }
  }
  if (auto bad = check_variant_regions(p.grid)) return Error{*bad};

  auto flag = [&](const char* key) {
    const JsonValue* v = json.find(key);
    return v && v->is_bool() && v->as_bool();
  };
  std::vector<std::string> negative;
  if (const JsonValue* neg = json.find("negative"); neg && neg->is_array())
    for (const JsonValue& v : neg->items())
      if (v.is_string()) negative.push_back(v.as_string());

  std::vector<std::pair<int, int>> white_pairs, black_pairs, xv_pairs;
  std::vector<int> ratios;
  std::vector<int> minimum_cells, maximum_cells;
  std::vector<NurikabeArrow> nurikabe_arrows;
  std::vector<SandwichXClue> sandwich_x;  // document 003's own rules: one rule per field
  std::vector<HiddenThermometer> hidden_thermometers;
  for (const auto& [key, value] : json.members()) {
    if (fpuzzles_cosmetic_field(key) || key == "negative") continue;  // "negative": read above
    if (value.is_bool()) {
      if (!value.as_bool()) continue;
      if (key == "diagonal+") p.rules.push_back(make_diagonal(n, true));
      else if (key == "diagonal-") p.rules.push_back(make_diagonal(n, false));
      else if (key == "antiknight") p.rules.push_back(make_anti_knight(n));
      else if (key == "antiking") p.rules.push_back(make_anti_king(n));
      else if (key == "antiqueen") p.rules.push_back(make_anti_queen(n));
      else if (key == "disjointgroups") p.rules.push_back(make_disjoint_groups(p.grid));
      else if (key == "nonconsecutive") continue;  // after the dots: it spares the pairs that carry one
      else
        return Error{"f-puzzles field " + quote_excerpt(key) +
                     " is not a rule gridlogic knows; it was not ignored, so the puzzle is not read"};
      continue;
    }
    if (key == "secretdirection" || key == "fawltytowers") {
      // gridlogic's extensions for document 003's secret direction and Fawlty Towers: one object each.
      if (!value.is_object())
        return Error{"f-puzzles field " + quote_excerpt(key) + ": expected one object (docs/variants.md)"};
      auto rule = key == "secretdirection" ? secret_direction_field(rd, p.grid, value) : fawlty_towers_field(rd, value);
      if (!rule) return rule.error();
      p.rules.push_back(*rule);
      continue;
    }
    if (!value.is_array()) return Error{"f-puzzles field " + quote_excerpt(key) + ": expected a list or true/false"};
    for (size_t i = 0; i < value.items().size(); ++i) {
      const JsonValue& e = value.items()[i];
      const Place at{key, i};
      if (!e.is_object()) return Error{at.text() + ": expected an object"};
      if (cosmetic_copy(e)) continue;
      // Every value is a number, but an XV mark's (X or V).
      auto number = key == "xv" ? Result<std::optional<int>>(std::optional<int>{}) : rd.number(e.find("value"), at);
      if (!number) return number.error();
      if (key == "killercage" || key == "extraregion") {
        auto cells = rd.cells(e.find("cells"), at);
        if (!cells) return cells.error();
        p.rules.push_back(key == "killercage" ? make_killer_cage(*cells, *number) : make_extra_region(*cells));
      } else if (key == "littlekillersum") {
        auto cells = rd.cells(e.find("cells"), at);
        if (!cells) return cells.error();
        if (!*number) continue;  // a little killer arrow without a sum says nothing
        p.rules.push_back(make_little_killer(*cells, **number));
      } else if (key == "arrow") {
        auto circle = rd.cells(e.find("cells"), at);
        if (!circle) return circle.error();
        auto lines = lines_of(rd, e, at);
        if (!lines) return lines.error();
        std::vector<std::vector<int>> shafts;
        for (auto& line : *lines) {
          // The line starts in the circle; the shaft is what follows it.
          size_t k = 0;
          while (k < line.size() && std::find(circle->begin(), circle->end(), line[k]) != circle->end()) ++k;
          if (k < line.size()) shafts.emplace_back(line.begin() + static_cast<long>(k), line.end());
        }
        if (!shafts.empty()) p.rules.push_back(make_arrow(*circle, shafts));
      } else if (key == "thermometer" || key == "slowthermometer" || key == "palindrome" || key == "betweenline" ||
                 key == "renban" || key == "whispers" || key == "regionsumline" || key == "zipperline") {
        auto lines = lines_of(rd, e, at);
        if (!lines) return lines.error();
        for (auto& line : *lines) {
          if (key == "thermometer") p.rules.push_back(make_thermometer(line));
          else if (key == "slowthermometer") p.rules.push_back(make_slow_thermometer(line));
          else if (key == "palindrome") p.rules.push_back(make_palindrome(line));
          else if (key == "betweenline") p.rules.push_back(make_between_line(line));
          else if (key == "renban") p.rules.push_back(make_renban(line));
          else if (key == "whispers") p.rules.push_back(make_whispers(line, number->value_or(n <= 6 ? n / 2 : 5)));
          else if (key == "regionsumline") p.rules.push_back(make_region_sum_line(line));
          else p.rules.push_back(make_zipper_line(line));
        }
      } else if (key == "odd" || key == "even" || key == "minimum" || key == "maximum") {
        const JsonValue* c = e.find("cell");
        if (!c) return Error{at.text() + ": expected \"cell\""};
        auto cell = rd.cell(*c, at);
        if (!cell) return cell.error();
        const int inner = rd.inside(*cell);
        if (key == "odd" || key == "even") p.rules.push_back(make_parity(inner, key == "odd"));
        else (key == "minimum" ? minimum_cells : maximum_cells).push_back(inner);
      } else if (key == "difference" || key == "ratio" || key == "xv") {
        auto cells = rd.cells(e.find("cells"), at);
        if (!cells) return cells.error();
        if (cells->size() != 2) return Error{at.text() + ": a dot joins two cells"};
        const int a = (*cells)[0], b = (*cells)[1];
        if (key == "difference") {
          p.rules.push_back(make_difference_dot(a, b, number->value_or(1)));
          white_pairs.push_back(ordered_pair(a, b));
        } else if (key == "ratio") {
          p.rules.push_back(make_ratio_dot(a, b, number->value_or(2)));
          black_pairs.push_back(ordered_pair(a, b));
          ratios.push_back(number->value_or(2));
        } else {
          const JsonValue* v = e.find("value");
          const std::string mark = v && v->is_string() ? v->as_string() : "";
          if (mark != "X" && mark != "V" && mark != "x" && mark != "v")
            return Error{at.text() + ": value must be X or V"};
          p.rules.push_back(make_xv(a, b, (mark == "X" || mark == "x") ? 10 : 5));
          xv_pairs.push_back(ordered_pair(a, b));
        }
      } else if (key == "clone") {
        auto cells = rd.cells(e.find("cells"), at);
        if (!cells) return cells.error();
        auto copies = rd.cells(e.find("cloneCells"), at);
        if (!copies) return copies.error();
        if (cells->size() != copies->size()) return Error{at.text() + ": cells and cloneCells differ in length"};
        p.rules.push_back(make_clone(*cells, *copies));
      } else if (key == "quadruple") {
        auto cells = rd.cells(e.find("cells"), at);
        if (!cells) return cells.error();
        std::vector<int> values;
        if (const JsonValue* vs = e.find("values"); vs && vs->is_array())
          for (const JsonValue& v : vs->items()) {
            auto x = rd.number(&v, at);
            if (!x) return x.error();
            if (*x) values.push_back(**x);
          }
        p.rules.push_back(make_quadruple(*cells, values));
      } else if (key == "sandwichsum" || key == "xsum" || key == "skyscraper") {
        const JsonValue* c = e.find("cell");
        if (!c) return Error{at.text() + ": expected \"cell\""};
        auto cell = rd.cell(*c, at, true);
        if (!cell) return cell.error();
        auto line = clue_line(rd, *cell, at);
        if (!line) return line.error();
        if (!*number) continue;
        if (key == "sandwichsum") p.rules.push_back(make_sandwich(*line, **number));
        else if (key == "xsum") p.rules.push_back(make_x_sum(*line, **number));
        else p.rules.push_back(make_skyscraper(*line, **number));
      } else if (key == "nurikabe") {
        // gridlogic's extension for document 003's Nurikabe Sudoku: the arrows, each {cell, direction}.
        const JsonValue* c = e.find("cell");
        const JsonValue* d = e.find("direction");
        if (!c || !d || !d->is_string())
          return Error{at.text() + ": an arrow is {\"cell\": \"R1C1\", \"direction\": \"U\"}"};
        auto cell = rd.cell(*c, at);
        if (!cell) return cell.error();
        const std::string& dir = d->as_string();
        const std::string kDirs = "UDLR";
        if (dir.size() != 1 || kDirs.find(dir[0]) == std::string::npos)
          return Error{at.text() + ": direction must be U, D, L or R, not " + quote_excerpt(dir)};
        nurikabe_arrows.push_back({rd.inside(*cell), static_cast<ArrowDirection>(kDirs.find(dir[0]))});
      } else if (key == "arrowhead") {
        // gridlogic's extension for document 003's arrowheads: {"cells": [smaller, larger], "order": ...}.
        auto rule = arrowhead_entry(rd, e, at);
        if (!rule) return rule.error();
        p.rules.push_back(*rule);
      } else if (key == "sandwichx") {
        // Document 003's sandwich "1 to X": like sandwichsum; all clues share one hidden X (one rule).
        const JsonValue* c = e.find("cell");
        if (!c) return Error{at.text() + ": expected \"cell\""};
        auto cell = rd.cell(*c, at, true);
        if (!cell) return cell.error();
        auto line = clue_line(rd, *cell, at);
        if (!line) return line.error();
        if (*number) sandwich_x.push_back({*line, **number});
      } else if (key == "hiddenthermometer") {
        // Document 003's hidden thermometers: {"shape": [[0,0],[0,1],...], "order": ...} (one rule).
        auto th = hidden_thermometer_entry(rd, e, at);
        if (!th) return th.error();
        hidden_thermometers.push_back(std::move(*th));
      } else {
        return Error{"f-puzzles field " + quote_excerpt(key) +
                     " is not a rule gridlogic knows; it was not ignored, so the puzzle is not read"};
      }
    }
    if (key == "nurikabe") p.rules.push_back(make_nurikabe(nurikabe_arrows));
    if (key == "sandwichx" && !sandwich_x.empty()) p.rules.push_back(make_sandwich_x(sandwich_x));
    if (key == "hiddenthermometer" && !hidden_thermometers.empty())
      p.rules.push_back(make_hidden_thermometers(hidden_thermometers));
  }
  for (int cell : minimum_cells) p.rules.push_back(make_extremum(n, cell, false, minimum_cells));
  for (int cell : maximum_cells) p.rules.push_back(make_extremum(n, cell, true, maximum_cells));
  // Negative constraints spare the pairs that carry a mark of their kind (kropki: any dot).
  std::vector<std::pair<int, int>> dotted = white_pairs;
  dotted.insert(dotted.end(), black_pairs.begin(), black_pairs.end());
  if (flag("nonconsecutive")) p.rules.push_back(make_nonconsecutive(n, dotted));
  for (const std::string& kind : negative) {
    if (kind == "ratio") {
      if (ratios.empty()) ratios.push_back(2);
      std::sort(ratios.begin(), ratios.end());
      ratios.erase(std::unique(ratios.begin(), ratios.end()), ratios.end());
      p.rules.push_back(make_negative(n, "ratio", ratios, dotted));
    } else if (kind == "xv") {
      p.rules.push_back(make_negative(n, "xv", {5, 10}, xv_pairs));
    } else if (kind == "difference") {
      p.rules.push_back(make_negative(n, "difference", {1}, dotted));
    } else {
      return Error{"\"negative\": gridlogic knows the negative constraint for ratio, difference and xv, not " +
                   quote_excerpt(kind)};
    }
  }
  p.source = std::make_shared<JsonValue>(json);
  return p;
}

namespace {

Result<VariantPuzzle> from_payload(std::string payload) {
  auto text = lz_decompress_base64(payload);
  if (!text) {
    // Some links collapse "//" to "/" inside the payload (FORMATS.md): try once with it restored.
    std::string restored;
    for (size_t i = 0; i < payload.size(); ++i) {
      restored += payload[i];
      if (payload[i] == '/' && (i + 1 >= payload.size() || payload[i + 1] != '/')) restored += '/';
    }
    auto retry = lz_decompress_base64(restored);
    if (!retry) return Error{"the f-puzzles payload does not decode: " + text.error().message};
    text = std::move(retry);
  }
  auto json = parse_json(*text);
  if (!json) return Error{"the f-puzzles payload decodes to text that is not JSON: " + json.error().message};
  return parse_fpuzzles(*json);
}

}  // namespace

Result<VariantPuzzle> parse_variant(std::string_view text) {
  while (!text.empty() && (text.front() == ' ' || text.front() == '\t' || text.front() == '\n' || text.front() == '\r'))
    text.remove_prefix(1);
  while (!text.empty() && (text.back() == ' ' || text.back() == '\t' || text.back() == '\n' || text.back() == '\r'))
    text.remove_suffix(1);
  if (text.empty())
    return Error{"no puzzle: expected an f-puzzles URL, a SudokuPad link, or the f-puzzles or SudokuPad JSON"};
  if (auto sudokupad = parse_sudokupad_text(text)) return std::move(*sudokupad);  // variant_sudokupad.cpp
  if (text.front() == '{') {
    auto json = parse_json(text);
    if (!json) return Error{"f-puzzles JSON: " + json.error().message};
    return parse_fpuzzles(*json);
  }
  const std::string decoded = percent_decode(text);
  std::string_view t = decoded;
  for (std::string_view marker : {"?load=", "&load="}) {
    if (const size_t at = t.find(marker); at != std::string_view::npos) {
      std::string_view payload = t.substr(at + marker.size());
      payload = payload.substr(0, payload.find('&'));
      return from_payload(std::string(payload));
    }
  }
  if (const size_t at = t.find("fpuzzles");
      at != std::string_view::npos && t.find("sudokupad") != std::string_view::npos) {
    std::string_view payload = t.substr(at + 8);
    payload = payload.substr(0, payload.find_first_of("&?#"));
    return from_payload(std::string(payload));
  }
  if (t.find("://") != std::string_view::npos)
    return Error{"this link carries no f-puzzles puzzle: expected an f-puzzles ?load= URL or a SudokuPad link"};
  return from_payload(std::string(t));
}

namespace {

void write_value(JsonWriter& w, const JsonValue& v) {
  switch (v.kind()) {
    case JsonValue::Kind::Null: w.null(); break;
    case JsonValue::Kind::Bool: w.value(v.as_bool()); break;
    case JsonValue::Kind::Number:
      if (auto i = v.as_integer()) w.value(static_cast<long long>(*i));
      else w.value(v.as_number());
      break;
    case JsonValue::Kind::String: w.value(v.as_string()); break;
    case JsonValue::Kind::Array:
      w.begin_array();
      for (const JsonValue& x : v.items()) write_value(w, x);
      w.end_array();
      break;
    case JsonValue::Kind::Object:
      w.begin_object();
      for (const auto& [k, x] : v.members()) {
        w.key(k);
        write_value(w, x);
      }
      w.end_object();
      break;
  }
}

}  // namespace

std::string format_fpuzzles_json(const VariantPuzzle& p) {
  const int n = p.grid.n;
  const auto boxes = default_variant_regions(n);
  JsonWriter w;
  w.begin_object().key("size").value(n);
  if (p.source)
    for (const auto& [k, v] : p.source->members()) {
      if (k == "size" || k == "grid") continue;
      w.key(k);
      write_value(w, v);
    }
  w.key("grid").begin_array();
  for (int r = 0; r < n; ++r) {
    w.begin_array();
    for (int c = 0; c < n; ++c) {
      const int cell = r * n + c;
      w.begin_object();
      if (p.givens[cell]) w.key("value").value(static_cast<int>(p.givens[cell])).key("given").value(true);
      if (!boxes || (*boxes)[cell] != p.grid.region[cell]) w.key("region").value(p.grid.region[cell]);
      w.end_object();
    }
    w.end_array();
  }
  w.end_array();
  return w.end_object().str();
}

std::string format_fpuzzles_url(const VariantPuzzle& p) {
  return "https://www.f-puzzles.com/?load=" + lz_compress_base64(format_fpuzzles_json(p));
}

std::string format_variant_solution(const VariantPuzzle& p, std::span<const uint8_t> values) {
  std::string out;
  for (int cell = 0; cell < p.grid.cells(); ++cell) out += value_char(values[cell]);
  return out;
}

Result<std::vector<uint8_t>> parse_variant_solution(const VariantPuzzle& p, std::string_view text) {
  const int cells = p.grid.cells(), n = p.grid.n;
  std::vector<uint8_t> out(cells, 0);
  if (n > 9 && static_cast<int>(text.size()) == 2 * cells) {
    for (int i = 0; i < cells; ++i) {
      const char a = text[2 * i], b = text[2 * i + 1];
      if (a < '0' || a > '9' || b < '0' || b > '9')
        return Error{"solution cell " + std::to_string(i + 1) + ": expected two digits"};
      out[i] = static_cast<uint8_t>((a - '0') * 10 + (b - '0'));
    }
    return out;
  }
  if (static_cast<int>(text.size()) != cells)
    return Error{"a solution has one character per cell (" + std::to_string(cells) + "); this one has " +
                 std::to_string(utf8_char_count(text))};
  for (int i = 0; i < cells; ++i) {
    const char ch = text[i];
    int v = ch >= '1' && ch <= '9'   ? ch - '0'
            : ch >= 'A' && ch <= 'Z' ? ch - 'A' + 10
            : ch >= 'a' && ch <= 'z' ? ch - 'a' + 10
                                     : 0;
    if (ch == '.' || ch == '0') v = 0;
    else if (v < 1 || v > n)
      return Error{"solution character " + std::to_string(i + 1) + " (" + p.grid.name(i) +
                   "): " + describe_char(text, i) + " is not a value of this grid"};
    out[i] = static_cast<uint8_t>(v);
  }
  return out;
}

std::string format_variant_marks(std::span<const uint8_t> marks) {
  std::string out;
  for (uint8_t m : marks) out += m ? '#' : '.';
  return out;
}

Result<std::vector<uint8_t>> parse_variant_marks(const VariantPuzzle& p, std::string_view text) {
  if (static_cast<int>(text.size()) != p.grid.cells())
    return Error{"the marks have one character per cell (" + std::to_string(p.grid.cells()) + "); these have " +
                 std::to_string(utf8_char_count(text))};
  std::vector<uint8_t> out;
  for (size_t i = 0; i < text.size(); ++i) {
    if (text[i] != '#' && text[i] != '.')
      return Error{"mark " + std::to_string(i + 1) + " (" + p.grid.name(static_cast<int>(i)) +
                   "): " + describe_char(text, i) + " is neither '#' (marked) nor '.'"};
    out.push_back(text[i] == '#');
  }
  return out;
}

}  // namespace gridlogic
