// variant_sudokupad.cpp — reads SudokuPad's own puzzle format (variant_sudokupad.h): the link forms, the
// zipped JSON, and the classification of SudokuPad's drawn elements into f-puzzles constraints, which
// variant_fpuzzles.cpp then reads. The writer is variant_sudokupad_write.cpp.
//
// SudokuPad stores drawings, not rules: a thermometer is a grey line with a filled circle at one end, a
// renban a purple line. The classification follows the styles SudokuPad's own f-puzzles import draws
// (and Sudoku Maker writes), with colours compared by hue as SudokuPad's rules tools do; where a style
// alone is ambiguous (a grey line, a number outside the grid) the rules text decides. Anything left over
// is named in the error, so no puzzle is ever read with a rule missing.
#include "gridlogic/variant_sudokupad.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <functional>
#include <map>

#include "gridlogic/json.h"
#include "gridlogic/lz_string.h"
#include "gridlogic/text.h"
#include "gridlogic/variant_fpuzzles.h"

namespace gridlogic {
namespace {

// --- links -----------------------------------------------------------------------------------------

bool starts_with(std::string_view s, std::string_view p) { return s.substr(0, p.size()) == p; }

std::string lower(std::string_view s) {
  std::string out(s);
  for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

bool is_payload_char(char c) {
  return std::isalnum(static_cast<unsigned char>(c)) || c == '+' || c == '/' || c == '=' || c == '%';
}

// A bare id: "scl" or "ctc" and lz-string Base64.
bool is_bare_id(std::string_view t) {
  if (!(starts_with(t, "scl") || starts_with(t, "ctc")) || t.size() < 12) return false;
  return std::all_of(t.begin() + 3, t.end(), is_payload_char);
}

// The host of a link, lower case ("sudokupad.app"), and what follows it.
bool split_link(std::string_view t, std::string& host, std::string_view& rest) {
  const size_t scheme = t.find("://");
  std::string_view after = scheme == std::string_view::npos ? t : t.substr(scheme + 3);
  const size_t end = after.find_first_of("/?#");
  host = lower(after.substr(0, end));
  rest = end == std::string_view::npos ? std::string_view{} : after.substr(end);
  return host.find("sudokupad") != std::string::npos || host.find("crackingthecryptic") != std::string::npos;
}

// The puzzle id a SudokuPad link names: ?puzzleid= / ?puzzle= / ?id=, else the path.
std::string link_id(std::string_view rest) {
  for (std::string_view key : {"puzzleid=", "puzzle=", "id="}) {
    size_t at = rest.find(key);
    while (at != std::string_view::npos && at > 0 && rest[at - 1] != '?' && rest[at - 1] != '&')
      at = rest.find(key, at + 1);
    if (at != std::string_view::npos) {
      std::string_view v = rest.substr(at + key.size());
      return percent_decode(v.substr(0, v.find_first_of("&#")));
    }
  }
  std::string_view path = rest.substr(0, rest.find_first_of("?#"));
  while (!path.empty() && path.front() == '/') path.remove_prefix(1);
  for (std::string_view prefix : {"sudoku/", "puzzle/"})
    if (starts_with(path, prefix)) path.remove_prefix(prefix.size());
  return percent_decode(path);
}

bool is_sudokupad_json(const JsonValue& v) {
  return v.is_object() && !v.find("grid") && !v.find("genre") && v.find("cells") && v.find("cells")->is_array();
}

Result<VariantPuzzle> from_json_text(std::string_view text) {
  auto json = parse_json(text);
  if (!json) {
    auto unzipped = sudokupad_unzip(text);
    if (!unzipped)
      return Error{"the SudokuPad puzzle is neither JSON nor SudokuPad's zipped JSON: " + json.error().message};
    json = parse_json(*unzipped);
    if (!json) return Error{"SudokuPad's zipped JSON: " + json.error().message};
  }
  if (!json->is_object()) return Error{"a SudokuPad puzzle is a JSON object"};
  auto fp = sudokupad_to_fpuzzles(*json);
  if (!fp) return fp.error();
  return parse_fpuzzles(*fp);
}

// --- colours -----------------------------------------------------------------------------------------

struct Colour {
  bool ok = false;  // a colour was given and read
  double r = 0, g = 0, b = 0, a = 1;
  double hue = 0, sat = 0, val = 0;
  std::string text;  // as given, for messages
};

Colour colour_of(const JsonValue* v) {
  Colour c;
  if (!v || !v->is_string()) return c;
  c.text = bare_or_excerpt(v->as_string());  // for messages: the input's text, never raw
  std::string s = lower(v->as_string());
  if (s == "white") s = "#ffffff";
  if (s == "black") s = "#000000";
  if (s == "transparent" || s == "none") s = "#00000000";
  if (s.empty() || s[0] != '#') return c;
  s.erase(0, 1);
  if (s.size() == 3 || s.size() == 4) {
    std::string wide;
    for (char ch : s) wide += std::string(2, ch);
    s = wide;
  }
  if ((s.size() != 6 && s.size() != 8) || s.find_first_not_of("0123456789abcdef") != std::string::npos) return c;
  auto byte = [&](size_t i) { return std::stoi(s.substr(i, 2), nullptr, 16) / 255.0; };
  c.r = byte(0), c.g = byte(2), c.b = byte(4), c.a = s.size() == 8 ? byte(6) : 1.0;
  const double mx = std::max({c.r, c.g, c.b}), mn = std::min({c.r, c.g, c.b}), d = mx - mn;
  double h = d == 0 ? 0 : mx == c.r ? (c.g - c.b) / d : mx == c.g ? 2 + (c.b - c.r) / d : 4 + (c.r - c.g) / d;
  c.hue = std::fmod(h * 60 + 360, 360);
  c.sat = mx == 0 ? 0 : d / mx;
  c.val = mx;
  c.ok = true;
  return c;
}

bool invisible(const Colour& c) { return !c.ok || c.a < 0.05; }
bool white(const Colour& c) { return c.ok && c.a >= 0.05 && c.sat < 0.1 && c.val > 0.95; }
bool black(const Colour& c) { return c.ok && c.a >= 0.05 && c.val < 0.2; }
bool grey(const Colour& c) { return c.ok && c.a >= 0.05 && c.sat < 0.12 && c.val >= 0.2 && c.val <= 0.95; }
bool hue_near(const Colour& c, double hue) {
  const double d = std::fabs(c.hue - hue);
  return c.ok && c.a >= 0.05 && c.sat > 0.3 && std::min(d, 360 - d) <= 15;
}

// --- the puzzle's geometry -------------------------------------------------------------------------------

struct Pt {
  double r = 0, c = 0;
};

bool near(double x, double y) { return std::fabs(x - y) < 0.02; }
bool integral(double x) { return near(x, std::round(x)); }
bool half(double x) { return near(x - std::floor(x), 0.5); }

std::optional<Pt> point_of(const JsonValue& v) {
  if (!v.is_array() || v.items().size() < 2 || !v.items()[0].is_number() || !v.items()[1].is_number())
    return std::nullopt;
  const double r = v.items()[0].as_number(), c = v.items()[1].as_number();
  if (!std::isfinite(r) || !std::isfinite(c) || std::fabs(r) > 1000 || std::fabs(c) > 1000) return std::nullopt;
  return Pt{r, c};
}

std::vector<Pt> points_of(const JsonValue* v) {
  std::vector<Pt> out;
  if (!v || !v->is_array()) return out;
  for (const JsonValue& item : v->items()) {
    auto p = point_of(item);
    if (!p) return {};
    out.push_back(*p);
  }
  return out;
}

// A drawn shape: overlays and underlays alike.
struct Shape {
  Pt center;
  double w = 0, h = 0;
  bool rounded = false;
  Colour fill, border, ink;
  std::string text;
  bool used = false;
  std::string layer;  // "overlay" / "underlay", for messages
};

struct Line {
  std::vector<Pt> points;
  Colour colour;
  double thickness = 0;
};

std::string text_of(const JsonValue* v) {
  if (!v) return "";
  if (v->is_string()) return v->as_string();
  if (auto i = v->as_integer()) return std::to_string(*i);
  return "";
}

double number_of(const JsonValue* v, double fallback) { return v && v->is_number() ? v->as_number() : fallback; }

class Converter {
 public:
  explicit Converter(const JsonValue& sp) : sp_(sp) {}
  Result<JsonValue> run();

 private:
  const JsonValue& sp_;
  int n_ = 0;
  std::string rules_;  // lower case
  std::vector<std::pair<std::string, JsonValue>> meta_;
  std::vector<std::pair<std::string, std::vector<JsonValue>>> fields_;  // f-puzzles fields in order
  std::vector<std::string> flags_, negative_;
  std::vector<std::string> unknown_;
  std::vector<Shape> shapes_;
  std::vector<std::vector<int>> pills_;  // thick lines: multi-cell arrow circles

  void add(const std::string& field, JsonValue entry) {
    for (auto& [k, v] : fields_)
      if (k == field) return v.push_back(std::move(entry));
    fields_.push_back({field, {std::move(entry)}});
  }
  void flag(const std::string& f) {
    if (std::find(flags_.begin(), flags_.end(), f) == flags_.end()) flags_.push_back(f);
  }
  std::string ref(int r, int c) const { return "R" + std::to_string(r + 1) + "C" + std::to_string(c + 1); }
  JsonValue ref_value(int cell) const { return JsonValue::string(ref(cell / n_, cell % n_)); }
  JsonValue refs(const std::vector<int>& cells) const {
    std::vector<JsonValue> out;
    for (int c : cells) out.push_back(ref_value(c));
    return JsonValue::array(std::move(out));
  }
  std::string names(const std::vector<int>& cells) const {
    std::string out;
    for (size_t i = 0; i < cells.size() && i < 6; ++i) out += (i ? " " : "") + cell_name(cells[i] / n_, cells[i] % n_);
    if (cells.size() > 6) out += " …";
    return out;
  }
  // The rules text allows this reading: it names the rule, or there is no rules text to go by.
  bool rules_say(std::initializer_list<std::string_view> words) const {
    if (rules_.empty() || rules_.find("no rules provided") != std::string::npos) return true;
    return std::any_of(words.begin(), words.end(),
                       [&](std::string_view w) { return rules_.find(w) != std::string::npos; });
  }
  bool inside(Pt p) const { return p.r >= 0 && p.c >= 0 && p.r < n_ && p.c < n_; }
  int cell_at(Pt p) const { return static_cast<int>(std::floor(p.r)) * n_ + static_cast<int>(std::floor(p.c)); }
  // The cells a path passes, from each point's cell to the next by king steps; empty when it leaves the grid.
  std::vector<int> walk(const std::vector<Pt>& pts) const {
    std::vector<int> out;
    for (const Pt& p : pts) {
      if (!inside(p)) return {};
      const int r = static_cast<int>(std::floor(p.r)), c = static_cast<int>(std::floor(p.c));
      if (out.empty()) {
        out.push_back(r * n_ + c);
        continue;
      }
      int cr = out.back() / n_, cc = out.back() % n_;
      while (cr != r || cc != c) {
        cr += (r > cr) - (r < cr), cc += (c > cc) - (c < cc);
        out.push_back(cr * n_ + cc);
      }
    }
    return out;
  }
  bool at_centre(const Shape& s, int cell) const {
    return near(s.center.r, cell / n_ + 0.5) && near(s.center.c, cell % n_ + 0.5);
  }
  // An unused round shape at a cell's centre, filled (a thermometer's bulb) or white (a circle).
  Shape* circle_at(int cell, bool filled) {
    for (Shape& s : shapes_)
      if (!s.used && s.rounded && s.w >= 0.5 && s.w <= 1.0 && at_centre(s, cell) &&
          (filled ? !invisible(s.fill) && !white(s.fill) : (white(s.fill) || invisible(s.fill))))
        return &s;
    return nullptr;
  }
  void unknown(std::string what) { unknown_.push_back(std::move(what)); }
  std::map<std::string, std::vector<std::vector<int>>> line_cells_;  // per line rule, its lines so far
  // A line rule on `cells`. A closed loop (back to its first cell) is fine for whispers (the closing step
  // counts) and a renban (a set); other rules have no reading of it. Two renban, region-sum or palindrome
  // lines sharing a cell are refused: SudokuPad draws a branching line as several, and whether the
  // setter meant one line or two changes the rule (the rules text has to say).
  void add_line(const std::string& field, std::vector<int> cells, const std::string& what,
                std::optional<int> value = {}) {
    if (cells.size() > 2 && cells.front() == cells.back()) {
      if (field == "renban") cells.pop_back();
      else if (field != "whispers") return unknown(what + " is a closed loop, which a " + field + " line cannot be");
    }
    if (field == "renban" || field == "regionsumline" || field == "palindrome")
      for (const auto& other : line_cells_[field])
        for (int c : cells)
          if (std::find(other.begin(), other.end(), c) != other.end())
            return unknown(what + " shares " + cell_name(c / n_, c % n_) + " with another " + field +
                           " line (one branching line, or two lines?)");
    line_cells_[field].push_back(cells);
    std::vector<JsonValue::Member> m{{"lines", JsonValue::array({refs(cells)})}};
    if (value) m.push_back({"value", JsonValue::number(*value)});
    add(field, JsonValue::object(std::move(m)));
  }

  std::optional<std::string> read_grid(std::vector<std::vector<JsonValue>>& grid);
  void read_meta();
  void read_cages();
  void read_lines();
  void read_arrows();
  void read_shapes();
  void read_global();
  void read_rules_text();

  struct LittleKiller {
    int r, c, dr, dc;
  };
  std::vector<LittleKiller> little_killers_;
};

void Converter::read_meta() {
  auto set = [&](const std::string& key, const std::string& value) {
    for (auto& [k, v] : meta_)
      if (k == key) return;
    meta_.push_back({key, JsonValue::string(value)});
  };
  if (const JsonValue* m = sp_.find("metadata"); m && m->is_object()) {
    for (const auto& [k, v] : m->members()) {
      const std::string text = text_of(&v);
      if (k == "title" || k == "author") set(k, text);
      else if (k == "rules") set("ruleset", text);
      else if ((k == "bgimage" || k == "backgroundimage") && !text.empty())
        unknown("a background image (metadata " + k + "), whose drawing gridlogic cannot read");
    }
  }
  if (const JsonValue* cages = sp_.find("cages"); cages && cages->is_array())
    for (const JsonValue& cage : cages->items()) {
      const JsonValue* cells = cage.find("cells");
      if (cells && cells->is_array() && !cells->items().empty()) continue;
      const std::string v = text_of(cage.find("value"));
      const size_t colon = v.find(": ");
      if (colon == std::string::npos) continue;
      const std::string key = v.substr(0, colon), value = v.substr(colon + 2);
      if (key == "title" || key == "author") set(key, value);
      else if (key == "rules") set("ruleset", value);
    }
  for (auto& [k, v] : meta_)
    if (k == "ruleset") rules_ = lower(v.as_string());
}

std::optional<std::string> Converter::read_grid(std::vector<std::vector<JsonValue>>& grid) {
  const JsonValue* cells = sp_.find("cells");
  const int rows = static_cast<int>(cells->items().size());
  if (rows < 1 || rows > kVariantMaxSide)
    return "\"cells\": a SudokuPad grid gridlogic plays has 1 to " + std::to_string(kVariantMaxSide) + " rows, not " +
           std::to_string(rows);
  n_ = rows;
  std::vector<int> region(n_ * n_, -1);
  if (const JsonValue* regions = sp_.find("regions"); regions && regions->is_array() && !regions->items().empty()) {
    if (static_cast<int>(regions->items().size()) != n_)
      return "\"regions\": a " + std::to_string(n_) + "×" + std::to_string(n_) + " Sudoku has " + std::to_string(n_) +
             " regions; this puzzle has " + std::to_string(regions->items().size());
    for (size_t k = 0; k < regions->items().size(); ++k) {
      const JsonValue& reg = regions->items()[k];
      if (!reg.is_array()) return "\"regions\" " + std::to_string(k + 1) + ": expected a list of [row, column] cells";
      for (const JsonValue& rc : reg.items()) {
        auto p = point_of(rc);
        if (!p || !integral(p->r) || !integral(p->c) || !inside(*p))
          return "\"regions\" " + std::to_string(k + 1) + ": expected [row, column] cells of the grid (0-based)";
        region[cell_at(*p)] = static_cast<int>(k);
      }
    }
    for (int i = 0; i < n_ * n_; ++i)
      if (region[i] < 0)
        return "\"regions\": " + cell_name(i / n_, i % n_) +
               " is in no region; gridlogic plays Sudoku, where every cell is";
  } else if (n_ > 1) {
    return "the SudokuPad puzzle has no \"regions\"; gridlogic plays Sudoku, with " + std::to_string(n_) + " regions";
  } else {
    region.assign(1, 0);
  }
  for (int r = 0; r < n_; ++r) {
    const JsonValue& row = cells->items()[r];
    if (!row.is_array() || static_cast<int>(row.items().size()) != n_)
      return "\"cells\" row " + std::to_string(r + 1) + ": expected " + std::to_string(n_) +
             " cells (gridlogic plays square grids)";
    std::vector<JsonValue> out;
    for (int c = 0; c < n_; ++c) {
      const JsonValue& cell = row.items()[c];
      std::vector<JsonValue::Member> m;
      if (cell.is_object())
        if (const JsonValue* v = cell.find("value"); v && !v->is_null()) {
          const std::string t = text_of(v);
          if (!t.empty()) {
            const bool digits = t.size() <= 2 && t.find_first_not_of("0123456789") == std::string::npos;
            const int x = digits ? std::stoi(t) : 0;
            if (x < 1 || x > n_)
              return "\"cells\" " + cell_name(r, c) + ": the given " + quote_excerpt(t) +
                     " is not a value of this grid (1 to " + std::to_string(n_) + ")";
            m.push_back({"value", JsonValue::number(x)});
            m.push_back({"given", JsonValue::boolean(true)});
          }
        }
      m.push_back({"region", JsonValue::number(region[r * n_ + c])});
      out.push_back(JsonValue::object(std::move(m)));
    }
    grid.push_back(std::move(out));
  }
  return std::nullopt;
}

void Converter::read_cages() {
  const JsonValue* cages = sp_.find("cages");
  if (!cages || !cages->is_array()) return;
  for (const JsonValue& cage : cages->items()) {
    if (!cage.is_object()) continue;
    const JsonValue* cells = cage.find("cells");
    if (!cells || !cells->is_array() || cells->items().empty()) continue;  // metadata (read_meta)
    std::vector<int> list;
    for (const JsonValue& rc : cells->items()) {
      int cell = -1;
      if (auto p = point_of(rc); p && integral(p->r) && integral(p->c) && inside(*p)) cell = cell_at(*p);
      if (rc.is_string()) {  // "r1c1"
        const std::string s = lower(rc.as_string());
        int r = 0, c = 0;
        if (std::sscanf(s.c_str(), "r%dc%d", &r, &c) == 2 && r >= 1 && c >= 1 && r <= n_ && c <= n_)
          cell = (r - 1) * n_ + (c - 1);
      }
      if (cell < 0) {
        unknown("a cage with a cell outside the grid");
        list.clear();
        break;
      }
      list.push_back(cell);
    }
    if (list.empty()) continue;
    const std::string style = text_of(cage.find("style")), type = text_of(cage.find("type"));
    const JsonValue* unique = cage.find("unique");
    const JsonValue* hidden = cage.find("hidden");
    if (type == "disjoint") {
      flag("disjointgroups");
    } else if (hidden && hidden->is_bool() && hidden->as_bool()) {
      continue;  // SudokuPad's mark for cells without a region; read_grid has refused those
    } else if (style == "extraregion") {
      add("extraregion", JsonValue::object({{"cells", refs(list)}}));
    } else if (unique && unique->is_bool() && !unique->as_bool()) {
      unknown("a cage on " + names(list) + " whose digits may repeat");
    } else {
      std::string value = text_of(cage.find("value"));
      if (value.empty()) value = text_of(cage.find("sum"));
      std::vector<JsonValue::Member> m{{"cells", refs(list)}};
      if (!value.empty()) {
        if (value.size() > 4 || value.find_first_not_of("0123456789") != std::string::npos) {
          unknown("a cage on " + names(list) + " labelled " + quote_excerpt(value) + ", which is not a sum");
          continue;
        }
        m.push_back({"value", JsonValue::string(value)});
      }
      add("killercage", JsonValue::object(std::move(m)));
    }
  }
}

void Converter::read_lines() {
  const JsonValue* lines = sp_.find("lines");
  if (!lines || !lines->is_array()) return;
  for (const JsonValue& lv : lines->items()) {
    if (!lv.is_object()) continue;
    Line line{points_of(lv.find("wayPoints")), colour_of(lv.find("color")), number_of(lv.find("thickness"), 1)};
    if (line.points.size() < 2) continue;
    if (invisible(line.colour) || white(line.colour)) continue;  // the white core of an arrow's pill, or nothing
    // A diagonal: corner to corner of the grid.
    if (line.points.size() == 2) {
      const Pt a = line.points[0], b = line.points[1];
      auto is = [&](Pt p, double r, double c) { return near(p.r, r) && near(p.c, c); };
      if ((is(a, 0, 0) && is(b, n_, n_)) || (is(b, 0, 0) && is(a, n_, n_))) {
        flag("diagonal-");
        continue;
      }
      if ((is(a, 0, n_) && is(b, n_, 0)) || (is(b, 0, n_) && is(a, n_, 0))) {
        flag("diagonal+");
        continue;
      }
    }
    std::vector<int> cells = walk(line.points);
    const std::string what = "a line (colour " + line.colour.text + ")";
    if (cells.empty()) {
      unknown(what + " not from cell to cell");
      continue;
    }
    if (line.thickness >= 30) {  // a multi-cell arrow circle drawn as a thick line
      pills_.push_back(cells);
      continue;
    }
    const std::string where = " on " + names(cells);
    Shape* bulb = circle_at(cells.front(), true);
    if (!bulb && (bulb = circle_at(cells.back(), true))) std::reverse(cells.begin(), cells.end());
    if (bulb) {
      if (!rules_say({"thermo"})) {
        unknown(what + " with a bulb" + where + ", but the rules do not mention thermometers");
        continue;
      }
      bulb->used = true;
      add_line("thermometer", cells, what + where);
      continue;
    }
    Shape* a = circle_at(cells.front(), false);
    Shape* b = a ? circle_at(cells.back(), false) : nullptr;
    if (a && b && a != b && line.thickness <= 6 && rules_say({"between"})) {
      a->used = b->used = true;
      add_line("betweenline", cells, what + where);
      continue;
    }
    struct Kind {
      double hue;
      const char* field;
      std::initializer_list<std::string_view> words;
      const char* name;
    };
    bool done = false;
    for (const Kind& k : {Kind{300, "renban", {"renban", "consecutive"}, "renban"},
                          Kind{120, "whispers", {"whisper", "differ by at least"}, "German whispers"},
                          Kind{195, "regionsumline", {"region sum", "region-sum", "box sum", "sum"}, "region sum"}}) {
      if (!hue_near(line.colour, k.hue)) continue;
      done = true;
      if (!rules_say(k.words))
        unknown(what + where + " is coloured as a " + k.name + " line, but the rules do not mention one");
      else add_line(k.field, cells, what + where);
    }
    if (done) continue;
    if (hue_near(line.colour, 39) && rules_.find("dutch") != std::string::npos) {
      add_line("whispers", cells, what + where, 4);
      continue;
    }
    if (grey(line.colour) && line.thickness > 6 && cells.size() >= 2 && rules_say({"palindrom"})) {
      add_line("palindrome", cells, what + where);
      continue;
    }
    unknown(what + where);
  }
}

void Converter::read_arrows() {
  const JsonValue* arrows = sp_.find("arrows");
  if (!arrows || !arrows->is_array()) return;
  // f-puzzles arrows by circle: the circle's cells and the lines from it.
  std::vector<std::pair<std::vector<int>, std::vector<JsonValue>>> groups;
  for (const JsonValue& av : arrows->items()) {
    if (!av.is_object()) continue;
    std::vector<Pt> pts = points_of(av.find("wayPoints"));
    if (pts.size() < 2) continue;
    if (!inside(pts[0])) {  // from outside the grid, diagonally: a little killer's arrow
      const double dr = pts.back().r - pts[0].r, dc = pts.back().c - pts[0].c;
      if (std::fabs(dr) > 0.01 && std::fabs(dc) > 0.01 && near(std::fabs(dr), std::fabs(dc)))
        little_killers_.push_back({static_cast<int>(std::floor(pts[0].r)), static_cast<int>(std::floor(pts[0].c)),
                                   dr > 0 ? 1 : -1, dc > 0 ? 1 : -1});
      else unknown("an arrow outside the grid that is not diagonal");
      continue;
    }
    std::vector<int> path = walk(pts);
    if (path.empty()) {
      unknown("an arrow that leaves the grid");
      continue;
    }
    const int start = path.front();
    std::vector<int> circle;
    for (Shape& s : shapes_) {
      if (!s.rounded || s.w < 0.5) continue;
      const double sr = start / n_ + 0.5, sc = start % n_ + 0.5;
      if (std::fabs(s.center.r - sr) > s.h / 2 || std::fabs(s.center.c - sc) > s.w / 2) continue;
      for (int cell = 0; cell < n_ * n_; ++cell)
        if (std::fabs(s.center.r - (cell / n_ + 0.5)) <= s.h / 2 &&
            std::fabs(s.center.c - (cell % n_ + 0.5)) <= s.w / 2)
          circle.push_back(cell);
      s.used = true;
      break;
    }
    if (circle.empty())
      for (const auto& pill : pills_)
        if (std::find(pill.begin(), pill.end(), start) != pill.end()) circle = pill;
    if (circle.empty()) {
      unknown("an arrow from " + names({start}) + " without a circle");
      continue;
    }
    if (!rules_say({"arrow"})) {
      unknown("an arrow from " + names({start}) + ", but the rules do not mention arrows");
      continue;
    }
    std::sort(circle.begin(), circle.end());
    auto g = std::find_if(groups.begin(), groups.end(), [&](const auto& x) { return x.first == circle; });
    if (g == groups.end()) g = groups.insert(groups.end(), {circle, {}});
    g->second.push_back(refs(path));
  }
  for (auto& [circle, lines] : groups)
    add("arrow", JsonValue::object({{"cells", refs(circle)}, {"lines", JsonValue::array(std::move(lines))}}));
  // A pill no arrow starts in is a drawing gridlogic does not know.
  for (const auto& pill : pills_)
    if (std::none_of(groups.begin(), groups.end(), [&](const auto& g) {
          return g.first.size() == pill.size() && std::is_permutation(pill.begin(), pill.end(), g.first.begin());
        }))
      unknown("a thick line on " + names(pill));
}

void Converter::read_shapes() {
  const std::string outside_rule =
      rules_.find("sandwich") != std::string::npos ? "sandwichsum"
      : (rules_.find("x-sum") != std::string::npos || rules_.find("x sum") != std::string::npos ||
         rules_.find("xsum") != std::string::npos)
          ? "xsum"
      : rules_.find("skyscraper") != std::string::npos ? "skyscraper"
                                                       : "";
  for (Shape& s : shapes_) {
    if (s.used) continue;
    const Pt p = s.center;
    std::string text = s.text;
    text.erase(std::remove_if(text.begin(), text.end(), [](char ch) { return ch == ' ' || ch == '\n'; }), text.end());
    const bool number = !text.empty() && text.size() <= 3 && text.find_first_not_of("0123456789") == std::string::npos;
    const std::string where =
        s.layer + " at [" + JsonWriter().value(p.r).str() + ", " + JsonWriter().value(p.c).str() + "]";
    // Between two cells: an XV mark or a kropki dot.
    const bool edge_h = half(p.r) && integral(p.c) && p.c > 0.5 && p.c < n_ - 0.5 && inside(p);  // between columns
    const bool edge_v = integral(p.r) && half(p.c) && p.r > 0.5 && p.r < n_ - 0.5 && inside(p);  // between rows
    if ((edge_h || edge_v) && s.w <= 0.5) {
      const int r = static_cast<int>(std::floor(p.r)), c = static_cast<int>(std::floor(p.c));
      const int a = edge_h ? r * n_ + c - 1 : (r - 1) * n_ + c, b = edge_h ? r * n_ + c : r * n_ + c;
      const JsonValue cells = refs({a, b});
      if (text == "X" || text == "V" || text == "x" || text == "v") {
        add("xv", JsonValue::object(
                      {{"cells", cells}, {"value", JsonValue::string(text == "x" || text == "X" ? "X" : "V")}}));
        continue;
      }
      if (s.rounded && (text.empty() || number) && (black(s.fill) || white(s.fill))) {
        std::vector<JsonValue::Member> m{{"cells", cells}};
        if (number) m.push_back({"value", JsonValue::string(text)});
        add(black(s.fill) ? "ratio" : "difference", JsonValue::object(std::move(m)));
        continue;
      }
    }
    // On a corner: a quadruple's digits.
    if (integral(p.r) && integral(p.c) && p.r > 0.5 && p.c > 0.5 && p.r < n_ - 0.5 && p.c < n_ - 0.5 && s.rounded &&
        !text.empty() && text.find_first_not_of("0123456789") == std::string::npos && text.size() <= 4) {
      const int r = static_cast<int>(std::round(p.r)), c = static_cast<int>(std::round(p.c));
      std::vector<JsonValue> values;
      for (char ch : text) values.push_back(JsonValue::number(ch - '0'));
      add("quadruple",
          JsonValue::object({{"cells", refs({(r - 1) * n_ + c - 1, (r - 1) * n_ + c, r * n_ + c - 1, r * n_ + c})},
                             {"values", JsonValue::array(std::move(values))}}));
      continue;
    }
    // Beside the grid: a number on a row or column.
    if (!inside(p) && p.r > -1 && p.c > -1 && p.r < n_ + 1 && p.c < n_ + 1 && half(p.r) && half(p.c)) {
      const int r = static_cast<int>(std::floor(p.r)), c = static_cast<int>(std::floor(p.c));
      if (text.empty() || text == "_") continue;
      if (!number) {
        unknown("the text " + quote_excerpt(s.text) + " beside the grid");
        continue;
      }
      auto lk = std::find_if(little_killers_.begin(), little_killers_.end(),
                             [&](const LittleKiller& k) { return k.r == r && k.c == c; });
      if (lk != little_killers_.end()) {
        std::vector<int> cells;
        for (int rr = r + lk->dr, cc = c + lk->dc; rr >= 0 && cc >= 0 && rr < n_ && cc < n_; rr += lk->dr, cc += lk->dc)
          cells.push_back(rr * n_ + cc);
        if (cells.empty()) {
          unknown("a little killer arrow that points away from the grid");
          continue;
        }
        const std::string dir = std::string(lk->dr > 0 ? "D" : "U") + (lk->dc > 0 ? "R" : "L");
        add("littlekillersum",
            JsonValue::object({{"cell", JsonValue::string("R" + std::to_string(r + 1) + "C" + std::to_string(c + 1))},
                               {"cells", refs(cells)},
                               {"direction", JsonValue::string(dir)},
                               {"value", JsonValue::string(text)}}));
        continue;
      }
      const bool beside_line = (r == -1 || r == n_) != (c == -1 || c == n_);
      if (outside_rule.empty() || !beside_line) {
        unknown("the number " + text + " beside the grid at " + where +
                " (the rules name no sandwich, X-sum or skyscraper clues)");
        continue;
      }
      add(outside_rule,
          JsonValue::object({{"cell", JsonValue::string("R" + std::to_string(r + 1) + "C" + std::to_string(c + 1))},
                             {"value", JsonValue::string(text)}}));
      continue;
    }
    // In a cell.
    if (inside(p) && half(p.r) && half(p.c)) {
      const int cell = cell_at(p);
      if (text.empty() && grey(s.fill) && s.w >= 0.5 && s.w <= 0.85 && near(s.w, s.h)) {
        add(s.rounded ? "odd" : "even", JsonValue::object({{"cell", ref_value(cell)}}));
        continue;
      }
      if (text.empty() && !s.rounded && s.w >= 0.9 && s.h >= 0.9) continue;  // cell shading
    }
    if (text.empty() && invisible(s.fill) && invisible(s.border)) continue;  // draws nothing
    unknown(std::string(s.rounded ? "a circle" : "a shape") +
            (s.text.empty() ? "" : " with the text " + quote_excerpt(s.text)) +
            (s.fill.ok ? " (fill " + s.fill.text + ")" : "") + ", " + where);
  }
}

void Converter::read_global() {
  const JsonValue* global = sp_.find("global");
  if (!global || !global->is_array()) return;
  for (const JsonValue& g : global->items()) {
    const std::string v = text_of(&g);
    if (v == "antiknight" || v == "antiking" || v == "nonconsecutive") flag(v);
    else if (v == "disjoint") flag("disjointgroups");
    else if (v == "antiratio" || v == "antidifference" || v == "antixv") negative_.push_back(v.substr(4));
    else unknown("the global rule " + quote_excerpt(v));
  }
}

// Rules a SudokuPad puzzle states only in words: refused unless an element carries them too.
void Converter::read_rules_text() {
  auto has = [&](const std::string& f) { return std::find(flags_.begin(), flags_.end(), f) != flags_.end(); };
  auto says = [&](std::initializer_list<std::string_view> words) {
    return std::any_of(words.begin(), words.end(),
                       [&](std::string_view w) { return rules_.find(w) != std::string::npos; });
  };
  if (says({"knight"}) && !has("antiknight"))
    unknown("the rules text's knight's-move rule (SudokuPad has no element for it)");
  if (says({"king's move", "anti-king", "antiking"}) && !has("antiking"))
    unknown("the rules text's king's-move rule (SudokuPad has no element for it)");
  if (says({"non-consecutive", "nonconsecutive", "anti-consecutive"}) && !has("nonconsecutive"))
    unknown("the rules text's non-consecutive rule (SudokuPad has no element for it)");
  // "All possible dots are given" (not "negative constraint": rules say "without negative constraint").
  if (says({"all possible"}) && negative_.empty())
    unknown("the rules text's negative constraint ('all possible … are given'; SudokuPad has no element for it)");
}

Result<JsonValue> Converter::run() {
  read_meta();
  std::vector<std::vector<JsonValue>> grid;
  if (auto bad = read_grid(grid)) return Error{*bad};
  for (const char* layer : {"underlays", "overlays"}) {
    const JsonValue* list = sp_.find(layer);
    if (!list || !list->is_array()) continue;
    for (const JsonValue& v : list->items()) {
      if (!v.is_object()) continue;
      auto c = v.find("center") ? point_of(*v.find("center")) : std::nullopt;
      if (!c) continue;
      Shape s;
      s.center = *c;
      s.w = number_of(v.find("width"), 1), s.h = number_of(v.find("height"), 1);
      const JsonValue* rounded = v.find("rounded");
      s.rounded = rounded &&
                  ((rounded->is_bool() && rounded->as_bool()) || (rounded->is_number() && rounded->as_number() != 0));
      s.fill = colour_of(v.find("backgroundColor")), s.border = colour_of(v.find("borderColor")),
      s.ink = colour_of(v.find("color"));
      s.text = text_of(v.find("text"));
      s.layer = std::string(layer).substr(0, std::string(layer).size() - 1);
      shapes_.push_back(std::move(s));
    }
  }
  read_cages();
  read_lines();
  read_arrows();
  read_shapes();
  read_global();
  read_rules_text();
  for (const auto& [k, v] : sp_.members()) {
    static const std::vector<std::string_view> kKnown = {
        "id",       "cellSize",  "metadata", "cells",    "regions", "cages",    "lines", "arrows",
        "overlays", "underlays", "global",   "settings", "videos",  "duration", "d",     "solution"};
    if (std::find(kKnown.begin(), kKnown.end(), k) != kKnown.end()) continue;
    if ((v.is_array() && v.items().empty()) || v.is_null()) continue;
    unknown(k == "foglight" || k == "fogofwar" ? "fog of war (\"" + k + "\")"
                                               : "the SudokuPad field " + quote_excerpt(k));
  }
  if (!unknown_.empty()) {
    // As many as fit in a message (kMaxMessageBytes), each clipped, then how many more.
    std::string list;
    size_t shown = 0;
    for (; shown < unknown_.size() && list.size() < 200; ++shown) {
      std::string item = unknown_[shown];
      if (item.size() > 140) {
        size_t cut = 140;
        while (cut > 0 && (static_cast<unsigned char>(item[cut]) & 0xC0) == 0x80)
          --cut;  // not inside a UTF-8 character
        item = item.substr(0, cut) + "…";
      }
      list += (shown ? "; " : "") + item;
    }
    if (shown < unknown_.size()) list += "; and " + std::to_string(unknown_.size() - shown) + " more";
    return Error{"this SudokuPad puzzle has " +
                 std::string(unknown_.size() == 1 ? "an element" : std::to_string(unknown_.size()) + " elements") +
                 " gridlogic cannot check, so it is not read (a puzzle solved without one of its rules would be solved "
                 "wrongly): " +
                 list};
  }
  std::vector<JsonValue::Member> out{{"size", JsonValue::number(n_)}};
  for (auto& m : meta_) out.push_back(m);
  std::vector<JsonValue> rows;
  for (auto& row : grid) rows.push_back(JsonValue::array(std::move(row)));
  out.push_back({"grid", JsonValue::array(std::move(rows))});
  for (const std::string& f : flags_) out.push_back({f, JsonValue::boolean(true)});
  if (!negative_.empty()) {
    std::vector<JsonValue> neg;
    for (const std::string& k : negative_) neg.push_back(JsonValue::string(k));
    out.push_back({"negative", JsonValue::array(std::move(neg))});
  }
  for (auto& [k, v] : fields_) out.push_back({k, JsonValue::array(std::move(v))});
  return JsonValue::object(std::move(out));
}

// --- zipped JSON -------------------------------------------------------------------------------------

const std::pair<const char*, const char*> kZippedKeys[] = {
    {"c", "color"},      {"ca", "cages"},    {"ct", "center"},   {"c1", "borderColor"}, {"c2", "backgroundColor"},
    {"ce", "cells"},     {"cs", "cellSize"}, {"a", "arrows"},    {"o", "overlays"},     {"u", "underlays"},
    {"w", "width"},      {"h", "height"},    {"v", "value"},     {"vd", "videos"},      {"l", "lines"},
    {"r", "rounded"},    {"re", "regions"},  {"fs", "fontSize"}, {"th", "thickness"},   {"hl", "headLength"},
    {"wp", "wayPoints"}, {"t", "title"},     {"te", "text"},     {"d", "duration"},     {"d2", "d"}};

bool is_hex6(const std::string& s) {
  return s.size() == 6 && s.find_first_not_of("0123456789abcdefABCDEF") == std::string::npos;
}

JsonValue unzip_keys(const JsonValue& v) {
  if (v.is_array()) {
    std::vector<JsonValue> items;
    for (const JsonValue& x : v.items()) items.push_back(unzip_keys(x));
    return JsonValue::array(std::move(items));
  }
  if (v.is_object()) {
    std::vector<JsonValue::Member> members;
    for (const auto& [k, x] : v.members()) {
      std::string key = k;
      for (const auto& [zipped, full] : kZippedKeys)
        if (k == zipped) key = full;
      members.push_back({key, unzip_keys(x)});
    }
    return JsonValue::object(std::move(members));
  }
  if (v.is_string() && is_hex6(v.as_string())) return JsonValue::string("#" + v.as_string());
  return v;
}

}  // namespace

Result<std::string> sudokupad_unzip(std::string_view zipped) {
  // Quotes: the zipped text uses ' for " (and \' for a quote inside a string), unless it has " already.
  std::string text;
  if (zipped.find('"') != std::string_view::npos) {
    text = zipped;
  } else {
    for (size_t i = 0; i < zipped.size(); ++i) {
      if (zipped[i] == '\\' && i + 1 < zipped.size() && zipped[i + 1] == '\'') text += '\'', ++i;
      else text += zipped[i] == '\'' ? '"' : zipped[i];
    }
  }
  // Outside strings: quote bare keys, fill empty array slots with {}, and expand t, f and colours.
  std::string out;
  auto value_end = [&](size_t j) { return j < text.size() && (text[j] == ',' || text[j] == '}' || text[j] == ']'); };
  for (size_t i = 0; i < text.size();) {
    const char ch = text[i];
    if (ch == '"') {
      size_t j = i + 1;
      while (j < text.size() && text[j] != '"') j += text[j] == '\\' ? 2 : 1;
      if (j >= text.size()) return Error{"a string that never ends"};
      out.append(text, i, j + 1 - i);
      i = j + 1;
      continue;
    }
    out += ch;
    ++i;
    if (ch == ',' || ch == '{' || ch == '[') {
      size_t j = i;
      while (j < text.size() && std::isalnum(static_cast<unsigned char>(text[j]))) ++j;
      if (j > i && j < text.size() && text[j] == ':') {
        out += '"' + text.substr(i, j - i) + '"';
        i = j;
      } else if (ch != '{' && value_end(i)) {
        out += "{}";
      }
    } else if (ch == ':') {
      for (auto [short_form, full] :
           {std::pair{"f", "false"}, {"t", "true"}, {"#0", "\"#000000\""}, {"#F", "\"#FFFFFF\""}})
        if (text.compare(i, std::strlen(short_form), short_form) == 0 && value_end(i + std::strlen(short_form))) {
          out += full;
          i += std::strlen(short_form);
          break;
        }
      if (i + 6 <= text.size() && is_hex6(text.substr(i, 6)) && value_end(i + 6)) {
        out += "\"#" + text.substr(i, 6) + '"';
        i += 6;
      }
    }
  }
  auto json = parse_json(out);
  if (!json) return json.error();
  JsonWriter w;
  std::function<void(const JsonValue&)> write = [&](const JsonValue& v) {
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
        for (const JsonValue& x : v.items()) write(x);
        w.end_array();
        break;
      case JsonValue::Kind::Object:
        w.begin_object();
        for (const auto& [k, x] : v.members()) {
          w.key(k);
          write(x);
        }
        w.end_object();
        break;
    }
  };
  write(unzip_keys(*json));
  return w.str();
}

Result<JsonValue> sudokupad_to_fpuzzles(const JsonValue& puzzle) {
  if (!is_sudokupad_json(puzzle)) return Error{"a SudokuPad puzzle is a JSON object with \"cells\", a list of rows"};
  return Converter(puzzle).run();
}

bool is_sudokupad_input(std::string_view text) {
  text = trim(text);
  if (text.empty()) return false;
  if (text.front() == '{') {
    if (auto json = parse_json(text)) return is_sudokupad_json(*json);
    auto unzipped = sudokupad_unzip(text);
    if (!unzipped) return false;
    auto json = parse_json(*unzipped);
    return json && is_sudokupad_json(*json);
  }
  if (is_bare_id(text)) return true;
  std::string host;
  std::string_view rest;
  if (text.find("://") == std::string_view::npos && text.find('/') == std::string_view::npos) return false;
  return split_link(text, host, rest);
}

Result<VariantPuzzle> parse_sudokupad_payload(std::string_view payload) {
  std::string p = percent_decode(payload);
  if (p.empty()) return Error{"the SudokuPad link carries an empty puzzle (nothing after scl/ctc)"};
  auto text = lz_decompress_base64(p);
  if (!text) {
    // Some links collapse "//" to "/" inside the payload: try once with it restored (as for f-puzzles).
    std::string restored;
    for (size_t i = 0; i < p.size(); ++i) {
      restored += p[i];
      if (p[i] == '/' && (i + 1 >= p.size() || p[i + 1] != '/')) restored += '/';
    }
    auto retry = lz_decompress_base64(restored);
    if (!retry) {
      if (!p.empty() && p.front() == '{') return from_json_text(p);  // SudokuPad takes uncompressed JSON too
      return Error{"the SudokuPad payload does not decode: " + text.error().message};
    }
    text = std::move(retry);
  }
  return from_json_text(*text);
}

std::optional<Result<VariantPuzzle>> parse_sudokupad_text(std::string_view text) {
  text = trim(text);
  if (text.empty()) return std::nullopt;
  if (text.front() == '{') {
    if (!is_sudokupad_input(text)) return std::nullopt;
    return from_json_text(text);
  }
  if (is_bare_id(text)) return parse_sudokupad_payload(text.substr(3));
  std::string host;
  std::string_view rest;
  if (text.find("://") == std::string_view::npos && text.find('/') == std::string_view::npos) return std::nullopt;
  if (!split_link(text, host, rest)) return std::nullopt;
  const std::string id = link_id(rest);
  if (starts_with(id, "scl") || starts_with(id, "ctc")) return parse_sudokupad_payload(std::string_view(id).substr(3));
  if (starts_with(id, "fpuzzles") || starts_with(id, "fpuz")) return std::nullopt;  // the f-puzzles reader's
  if (id.empty() || id == "scf") return Result<VariantPuzzle>(Error{"this SudokuPad link names no puzzle"});
  return Result<VariantPuzzle>(Error{"this is a SudokuPad short link (" + quote_excerpt(host + "/" + id) +
                                     "): it names a puzzle stored on SudokuPad's server, and gridlogic works offline, "
                                     "so it cannot fetch it. Open the link in "
                                     "SudokuPad, use its menu's share option to copy the puzzle's full link (one that "
                                     "contains scl, ctc or fpuzzles after "
                                     "sudokupad.app/), and paste that here"});
}

}  // namespace gridlogic
