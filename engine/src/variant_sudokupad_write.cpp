// variant_sudokupad_write.cpp — writes a variant puzzle in SudokuPad's own format (variant_sudokupad.h):
// each f-puzzles constraint drawn as SudokuPad's f-puzzles import draws it, so SudokuPad shows what players
// know and variant_sudokupad.cpp reads it back to the same rules. The reader is the judge of every style
// used here; the round trip writer → reader → same puzzle is tested (tests/engine/variant_sudokupad_test.cpp).
#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdio>
#include <set>

#include "gridlogic/json.h"
#include "gridlogic/lz_string.h"
#include "gridlogic/text.h"
#include "gridlogic/variant_fpuzzles.h"
#include "gridlogic/variant_sudokupad.h"
#include "variant_fpuzzles_fields.h"

namespace gridlogic {
namespace {

struct Rc {
  int r = 0, c = 0;  // 0-based; -1 and n for clues beside the grid
};

std::optional<Rc> rc_of(const JsonValue& v) {
  if (!v.is_string()) return std::nullopt;
  int r = 0, c = 0;
  if (std::sscanf(v.as_string().c_str(), "R%dC%d", &r, &c) != 2) return std::nullopt;
  return Rc{r - 1, c - 1};
}

std::vector<Rc> rcs_of(const JsonValue* v) {
  std::vector<Rc> out;
  if (!v || !v->is_array()) return out;
  for (const JsonValue& x : v->items())
    if (auto rc = rc_of(x)) out.push_back(*rc);
  return out;
}

// The sentences a rules text gets for each kind it does not mention yet: players read them, and the reader
// needs them where a style alone is ambiguous (a grey line, numbers beside the grid).
struct RuleSentence {
  const char* field;
  const char* word;  // the reader's keyword
  const char* sentence;
};
constexpr RuleSentence kSentences[] = {
    {"killercage", "cage", "Digits in a cage do not repeat and sum to the small clue in its corner."},
    {"thermometer", "thermo", "Digits on a thermometer increase from the bulb."},
    {"arrow", "arrow", "Digits on an arrow sum to the digit(s) in its circle."},
    {"palindrome", "palindrom", "A grey line is a palindrome: it reads the same from both ends."},
    {"betweenline", "between", "Digits on a between line lie strictly between the digits in its end circles."},
    {"renban", "renban", "A purple renban line holds a set of consecutive digits in any order."},
    {"whispers", "whisper", "Adjacent digits on a green German whispers line differ by at least 5."},
    {"regionsumline", "region sum", "A blue region sum line has the same sum in each region it passes."},
    {"difference", "dot", "Digits joined by a white dot are consecutive; by a black dot, one is double the other."},
    {"ratio", "dot", "Digits joined by a white dot are consecutive; by a black dot, one is double the other."},
    {"xv", "xv", "XV: digits joined by X sum to 10, by V to 5."},
    {"littlekillersum", "little killer", "Little killer: the clue is the sum of the digits along its diagonal."},
    {"sandwichsum", "sandwich",
     "Sandwich: a clue beside the grid is the sum of the digits between the 1 and the 9 of its row or column."},
    {"xsum", "x-sum",
     "X-sum: a clue beside the grid is the sum of the first X digits of its row or column, X being the first."},
    {"skyscraper", "skyscraper",
     "Skyscrapers: a clue beside the grid counts the digits seen from it, higher ones hiding lower."},
    {"odd", "odd", "Digits in grey circles are odd."},
    {"even", "even", "Digits in grey squares are even."},
    {"quadruple", "quadruple", "Quadruples: the digits in a circle appear in the four cells around it."},
    {"extraregion", "extra region", "Digits do not repeat in an extra region."},
};

class Writer {
 public:
  Writer(const VariantPuzzle& p, const JsonValue& fp) : p_(p), fp_(fp), n_(p.grid.n) {}
  Result<std::string> run();

 private:
  const VariantPuzzle& p_;
  const JsonValue& fp_;
  int n_;
  JsonWriter cages_, lines_, arrows_, overlays_, underlays_;
  std::vector<std::string> global_;
  std::set<std::string> kinds_;

  static void point(JsonWriter& w, double r, double c) { w.begin_array().value(r).value(c).end_array(); }
  static void centre(JsonWriter& w, Rc rc) { point(w, rc.r + 0.5, rc.c + 0.5); }
  // The middle of a list of cells (a dot between two, a quadruple's corner).
  static std::pair<double, double> middle(const std::vector<Rc>& cells) {
    double r = 0, c = 0;
    for (const Rc& x : cells) r += x.r + 0.5, c += x.c + 0.5;
    return {r / cells.size(), c / cells.size()};
  }
  void cells_array(JsonWriter& w, const std::vector<Rc>& cells) {
    w.begin_array();
    for (const Rc& x : cells) w.begin_array().value(x.r).value(x.c).end_array();
    w.end_array();
  }
  void way_points(JsonWriter& w, std::vector<std::pair<double, double>> pts) {
    w.key("wayPoints").begin_array();
    for (auto [r, c] : pts) point(w, r, c);
    w.end_array();
  }
  static std::vector<std::pair<double, double>> centres(const std::vector<Rc>& cells) {
    std::vector<std::pair<double, double>> out;
    for (const Rc& x : cells) out.push_back({x.r + 0.5, x.c + 0.5});
    return out;
  }
  // Moves an end point `by` towards its neighbour (arrows start at the circle's rim).
  static void pull(std::pair<double, double>& end, std::pair<double, double> towards, double by) {
    const double dr = towards.first - end.first, dc = towards.second - end.second, d = std::sqrt(dr * dr + dc * dc);
    if (d == 0) return;
    end.first += std::round(100 * by * (dr > 0 ? 1 : dr < 0 ? -1 : 0) / d) / 100;
    end.second += std::round(100 * by * (dc > 0 ? 1 : dc < 0 ? -1 : 0) / d) / 100;
  }
  void line(const std::vector<Rc>& cells, const char* colour, double thickness) {
    lines_.begin_object().key("color").value(colour).key("thickness").value(thickness);
    way_points(lines_, centres(cells));
    lines_.end_object();
  }
  void shape(JsonWriter& w, std::pair<double, double> at, double width, double height, bool rounded, const char* fill,
             const char* border, const std::string& text = "", int font = 0) {
    w.begin_object().key("center");
    point(w, at.first, at.second);
    w.key("width").value(width).key("height").value(height).key("rounded").value(rounded);
    if (fill) w.key("backgroundColor").value(fill);
    if (border) w.key("borderColor").value(border);
    if (!text.empty()) w.key("text").value(text);
    if (font) w.key("fontSize").value(font);
    w.end_object();
  }
  std::string value_text(const JsonValue& e) const {
    const JsonValue* v = e.find("value");
    if (!v) return "";
    if (v->is_string()) return v->as_string();
    if (auto i = v->as_integer()) return std::to_string(*i);
    return "";
  }
  std::vector<std::vector<Rc>> lines_of(const JsonValue& e) {
    std::vector<std::vector<Rc>> out;
    if (const JsonValue* ls = e.find("lines"); ls && ls->is_array())
      for (const JsonValue& l : ls->items()) out.push_back(rcs_of(&l));
    return out;
  }
  std::optional<std::string> entry(const std::string& field, const JsonValue& e);
  std::string rules_text() const;
};

std::optional<std::string> Writer::entry(const std::string& field, const JsonValue& e) {
  const std::string value = value_text(e);
  const std::vector<Rc> cells = rcs_of(e.find("cells"));
  if (field == "killercage") {
    cages_.begin_object().key("cells");
    cells_array(cages_, cells);
    if (!value.empty()) cages_.key("value").value(value);
    // SudokuPad checks a cage's digits against `sum` (its f-puzzles import sets it for a numeric value).
    if (!value.empty() && value.size() <= 4 && value.find_first_not_of("0123456789") == std::string::npos)
      cages_.key("sum").value(std::stoi(value));
    cages_.key("unique").value(true).end_object();
  } else if (field == "extraregion") {
    cages_.begin_object().key("cells");
    cells_array(cages_, cells);
    cages_.key("style").value("extraregion").key("unique").value(true).end_object();
  } else if (field == "thermometer") {
    for (const auto& l : lines_of(e)) {
      if (l.empty()) continue;
      shape(underlays_, {l[0].r + 0.5, l[0].c + 0.5}, 0.85, 0.85, true, "#CFCFCF", "#CFCFCF");
      line(l, "#CFCFCF", 21);
    }
  } else if (field == "palindrome" || field == "renban" || field == "whispers" || field == "regionsumline") {
    const char* colour = field == "palindrome"      ? "#CFCFCF"
                         : field == "renban"        ? "#F067F0"
                         : field == "regionsumline" ? "#2ECBFF"
                                                    : "#67F067";
    if (field == "whispers" && !value.empty() && value != "5") {
      if (value != "4") return "whispers with difference " + value;
      colour = "#FFA600";  // Dutch whispers
    }
    for (const auto& l : lines_of(e)) line(l, colour, field == "palindrome" ? 16 : 10);
  } else if (field == "betweenline") {
    for (const auto& l : lines_of(e)) {
      if (l.size() < 2) continue;
      for (const Rc& end : {l.front(), l.back()})
        shape(overlays_, {end.r + 0.5, end.c + 0.5}, 0.8, 0.8, true, "#FFFFFF", "#CFCFCF");
      auto pts = centres(l);
      pull(pts.front(), pts[1], 0.4);
      pull(pts.back(), pts[pts.size() - 2], 0.4);
      lines_.begin_object().key("color").value("#CFCFCF").key("thickness").value(2);
      way_points(lines_, pts);
      lines_.end_object();
    }
  } else if (field == "arrow") {
    if (cells.empty()) return std::nullopt;
    int r0 = n_, r1 = -1, c0 = n_, c1 = -1;
    for (const Rc& x : cells)
      r0 = std::min(r0, x.r), r1 = std::max(r1, x.r), c0 = std::min(c0, x.c), c1 = std::max(c1, x.c);
    if ((r1 - r0 + 1) * (c1 - c0 + 1) == static_cast<int>(cells.size()) && (r0 == r1 || c0 == c1)) {
      shape(overlays_, middle(cells), 0.83 + (c1 - c0), 0.83 + (r1 - r0), true, "#FFFFFF", "#A1A1A1");
    } else {  // a bent circle: a thick grey line with a white core, as SudokuPad draws it
      line(cells, "#A1A1A1", 45);
      line(cells, "#FFFFFF", 35);
    }
    for (const auto& l : lines_of(e)) {
      // The arrow starts in the circle; SudokuPad's starts at the rim of the circle's last cell.
      size_t k = 0;
      while (k + 1 < l.size() && std::any_of(cells.begin(), cells.end(),
                                             [&](const Rc& x) { return x.r == l[k + 1].r && x.c == l[k + 1].c; }))
        ++k;
      std::vector<Rc> shaft(l.begin() + static_cast<long>(k), l.end());
      if (shaft.size() < 2) continue;
      auto pts = centres(shaft);
      pull(pts.front(), pts[1], 0.4);
      arrows_.begin_object().key("color").value("#A1A1A1").key("headLength").value(0.3).key("thickness").value(5);
      way_points(arrows_, pts);
      arrows_.end_object();
    }
  } else if (field == "difference" || field == "ratio") {
    if (cells.size() != 2) return std::nullopt;
    const std::string shown = value.empty() || value == (field == "ratio" ? "2" : "1") ? "" : value;
    shape(overlays_, middle(cells), 0.3, 0.3, true, field == "ratio" ? "#000000" : "#FFFFFF", "#000000", shown);
  } else if (field == "xv") {
    if (cells.size() != 2) return std::nullopt;
    shape(overlays_, middle(cells), 0.25, 0.25, false, "#FFFFFF", "#FFFFFF",
          value == "x"   ? "X"
          : value == "v" ? "V"
                         : value,
          21);
  } else if (field == "littlekillersum" || field == "sandwichsum" || field == "xsum" || field == "skyscraper") {
    const JsonValue* c = e.find("cell");
    auto at = c ? rc_of(*c) : std::nullopt;
    if (!at || value.empty()) return std::nullopt;
    const std::pair<double, double> mid{at->r + 0.5, at->c + 0.5};
    if (field == "littlekillersum") {
      const std::string dir =
          e.find("direction") && e.find("direction")->is_string() ? e.find("direction")->as_string() : "";
      if (dir.size() != 2) return "a little killer clue without a direction";
      const int dr = dir[0] == 'D' ? 1 : -1, dc = dir[1] == 'R' ? 1 : -1;
      arrows_.begin_object().key("color").value("#000000").key("thickness").value(2);
      way_points(arrows_,
                 {{mid.first + 0.3 * dr, mid.second + 0.3 * dc}, {mid.first + 0.48 * dr, mid.second + 0.48 * dc}});
      arrows_.end_object();
    }
    shape(overlays_, mid, 0.25, 0.25, false, "#FFFFFF", "#FFFFFF", value, 28);
  } else if (field == "odd" || field == "even") {
    const JsonValue* c = e.find("cell");
    auto at = c ? rc_of(*c) : std::nullopt;
    if (!at) return std::nullopt;
    shape(underlays_, {at->r + 0.5, at->c + 0.5}, 0.7, 0.7, field == "odd", "#CFCFCF", "#CFCFCF");
  } else if (field == "quadruple") {
    std::string digits;
    if (const JsonValue* vs = e.find("values"); vs && vs->is_array())
      for (const JsonValue& v : vs->items()) {
        const std::string d = v.is_string() ? v.as_string() : v.as_integer() ? std::to_string(*v.as_integer()) : "";
        if (d.size() != 1)
          return "a quadruple with the value " + d + " (SudokuPad's quadruple circle shows single digits)";
        digits += (digits.empty() ? "" : " ") + d;
      }
    if (cells.size() != 4 || digits.empty()) return std::nullopt;
    shape(overlays_, middle(cells), 0.7, 0.7, true, "#FFFFFF", "#000000", digits, 14);
  } else {
    return field;
  }
  return std::nullopt;
}

std::string Writer::rules_text() const {
  const JsonValue* r = fp_.find("ruleset");
  std::string text = r && r->is_string() ? r->as_string() : "";
  if (text.empty()) text = "Normal sudoku rules apply.";
  std::string low = text;
  for (char& ch : low) ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
  std::set<std::string> said;
  for (const RuleSentence& s : kSentences)
    if (kinds_.count(s.field) && low.find(s.word) == std::string::npos && !said.count(s.sentence)) {
      text += (text.back() == '\n' ? "" : "\n") + std::string(s.sentence);
      said.insert(s.sentence);
    }
  return text;
}

Result<std::string> Writer::run() {
  cages_.begin_array(), lines_.begin_array(), arrows_.begin_array(), overlays_.begin_array(), underlays_.begin_array();
  // The checkable f-puzzles fields; everything else is either cosmetic or something SudokuPad cannot show.
  for (const auto& [key, value] : fp_.members()) {
    if (fpuzzles_cosmetic_field(key)) continue;
    if (value.is_bool()) {
      if (!value.as_bool()) continue;
      if (key == "diagonal+" || key == "diagonal-") {
        lines_.begin_object().key("color").value("#34BBE6").key("thickness").value(2);
        way_points(lines_, key == "diagonal-" ? std::vector<std::pair<double, double>>{{0, 0}, {n_, n_}}
                                              : std::vector<std::pair<double, double>>{{0, n_}, {n_, 0}});
        lines_.end_object();
      } else if (key == "antiknight" || key == "antiking" || key == "nonconsecutive") {
        global_.push_back(key);
      } else if (key == "disjointgroups") {
        global_.push_back("disjoint");
      } else {
        return Error{"SudokuPad has no element for the f-puzzles rule " + quote_excerpt(key)};
      }
      continue;
    }
    if (key == "negative" && value.is_array()) {
      for (const JsonValue& k : value.items())
        if (k.is_string()) global_.push_back("anti" + k.as_string());
      continue;
    }
    if (!value.is_array()) return Error{"SudokuPad has no element for the f-puzzles rule " + quote_excerpt(key)};
    for (const JsonValue& e : value.items()) {
      if (!e.is_object() || e.find("fromConstraint")) continue;
      kinds_.insert(key);
      if (auto bad = entry(key, e))
        return Error{"SudokuPad has no element for " +
                     (*bad == key ? "the f-puzzles rule " + quote_excerpt(key) : *bad)};
    }
  }
  const int n = n_;
  // Title, author and rules as SudokuPad keeps them: cages without cells whose value is "key: text".
  const std::string rules = rules_text();
  const std::string cages = cages_.end_array().str(), lines = lines_.end_array().str(),
                    arrows = arrows_.end_array().str(), underlays = underlays_.end_array().str(),
                    overlays = overlays_.end_array().str();
  auto body = [&](JsonWriter& w) {
    w.key("cellSize").value(50).key("cells").begin_array();
    for (int r = 0; r < n; ++r) {
      w.begin_array();
      for (int c = 0; c < n; ++c) {
        w.begin_object();
        if (const int v = p_.givens[r * n + c]) w.key("value").value(v);
        w.end_object();
      }
      w.end_array();
    }
    w.end_array().key("regions").begin_array();
    for (int k = 0; k < n; ++k) {
      w.begin_array();
      for (int cell = 0; cell < n * n; ++cell)
        if (p_.grid.region[cell] == k) w.begin_array().value(cell / n).value(cell % n).end_array();
      w.end_array();
    }
    w.end_array();
    w.key("cages").begin_array();
    if (!p_.title.empty()) w.begin_object().key("value").value("title: " + p_.title).end_object();
    if (!p_.author.empty()) w.begin_object().key("value").value("author: " + p_.author).end_object();
    w.begin_object().key("value").value("rules: " + rules).end_object();
    w.raw_elements(cages).end_array();
    for (const auto& [key, part] : {std::pair<const char*, const std::string&>{"lines", lines},
                                    {"arrows", arrows},
                                    {"underlays", underlays},
                                    {"overlays", overlays}})
      if (part.size() > 2) w.key(key).raw(part);
    if (!global_.empty()) {
      w.key("global").begin_array();
      for (const std::string& x : global_) w.value(x);
      w.end_array();
    }
  };
  // An id from the content, as SudokuPad's f-puzzles import makes one: SudokuPad keeps a player's progress
  // under it, so two puzzles must not share one. The content is the object without the id, hashed up to
  // its closing brace.
  JsonWriter content;
  content.begin_object();
  body(content);
  const std::string& text = content.str();
  uint64_t hash = 1469598103934665603ull;  // FNV-1a
  for (unsigned char ch : text) hash = (hash ^ ch) * 1099511628211ull;
  char id[32];
  std::snprintf(id, sizeof id, "gridlogic%016llx", static_cast<unsigned long long>(hash));
  JsonWriter w;
  w.begin_object().key("id").value(id);
  body(w);
  return w.end_object().str();
}

}  // namespace

Result<std::string> format_sudokupad_json(const VariantPuzzle& p) {
  auto fp = parse_json(format_fpuzzles_json(p));
  if (!fp) return Error{"internal: " + fp.error().message};
  return Writer(p, *fp).run();
}

std::string format_sudokupad_url(const VariantPuzzle& p, std::string* fallback) {
  // The payload URL-encoded: SudokuPad decodes it, and a '/' kept raw in the path is what link
  // shorteners and chat apps collapse ("//" → "/", the damage SudokuPad and our reader then repair).
  auto encoded = [](const std::string& payload) {
    std::string out;
    for (char ch : payload) out += ch == '+' ? "%2B" : ch == '/' ? "%2F" : ch == '=' ? "%3D" : std::string(1, ch);
    return out;
  };
  auto json = format_sudokupad_json(p);
  if (!json) {
    if (fallback) *fallback = json.error().message;
    return "https://sudokupad.app/fpuzzles" + encoded(lz_compress_base64(format_fpuzzles_json(p)));
  }
  return "https://sudokupad.app/scl" + encoded(lz_compress_base64(*json));
}

}  // namespace gridlogic
