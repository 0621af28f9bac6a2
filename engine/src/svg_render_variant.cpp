// svg_render_variant.cpp — variant Sudoku as SVG (svg_render.h), from the f-puzzles JSON the engine
// writes (`convert --to json`): the grid with its regions, the givens, and every rule the play page
// draws (site/play/variant-draw.js, whose shapes and sizes this follows so a downloaded image matches
// the board): cell colours, extra regions, clones, diagonals, lines, thermometers, parity, min/max,
// arrows, killer and cosmetic cages, kropki dots, XV, quadruples, sandwich / X-sum / skyscraper / little
// killer clues outside the grid, arrowheads, secret direction, Fawlty Towers, hidden thermometers'
// shapes under the grid, Nurikabe arrows, and f-puzzles' cosmetic circles, rectangles and text.
//
// Cells are named "R3C4" (1-based); outside clues use row/column 0 or n+1. Cell (r, c) 0-based spans
// [c, c+1] × [r, r+1], so "RrCc" has its centre at (c − 0.5, r − 0.5).
#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdlib>
#include <tuple>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "gridlogic/svg_render.h"
#include "gridlogic/variant.h"
#include "svg_writer.h"

namespace gridlogic {
namespace {

using svg::num;
using Point = std::pair<double, double>;

struct Rc {
  int r = 0, c = 0;
};

std::optional<Rc> parse_cell(const JsonValue* v) {
  if (!v || !v->is_string()) return std::nullopt;
  const std::string& s = v->as_string();
  size_t i = 0;
  auto read = [&](char letter) -> std::optional<int> {
    if (i >= s.size() || std::toupper(static_cast<unsigned char>(s[i])) != letter) return std::nullopt;
    ++i;
    bool neg = i < s.size() && s[i] == '-';
    if (neg) ++i;
    if (i >= s.size() || !std::isdigit(static_cast<unsigned char>(s[i]))) return std::nullopt;
    int x = 0;
    while (i < s.size() && std::isdigit(static_cast<unsigned char>(s[i])) && x < 1000) x = x * 10 + (s[i++] - '0');
    return neg ? -x : x;
  };
  auto r = read('R');
  auto c = read('C');
  if (!r || !c || i != s.size()) return std::nullopt;
  return Rc{*r, *c};
}
std::optional<Point> centre(const JsonValue* v) {
  auto p = parse_cell(v);
  if (!p) return std::nullopt;
  return Point{p->c - 0.5, p->r - 0.5};
}

const std::vector<JsonValue>& list(const JsonValue& o, std::string_view key) {
  static const std::vector<JsonValue> kNone;
  const JsonValue* v = o.find(key);
  return v && v->is_array() ? v->items() : kNone;
}
bool truthy(const JsonValue* v) {
  if (!v) return false;
  if (v->is_bool()) return v->as_bool();
  if (v->is_array()) return !v->items().empty();
  return v->is_object() || v->is_number() || (v->is_string() && !v->as_string().empty());
}
// A clue's value as text ("" when absent).
std::string text_of(const JsonValue* v) {
  if (!v) return "";
  if (v->is_string()) return v->as_string();
  if (v->is_number()) {
    if (auto i = v->as_integer()) return std::to_string(*i);
    return num(v->as_number());
  }
  return "";
}
double number_of(const JsonValue* v, double fallback) {
  if (v && v->is_number() && v->as_number() != 0) return v->as_number();
  if (v && v->is_string()) {
    const double d = std::strtod(v->as_string().c_str(), nullptr);  // f-puzzles writes some numbers as text
    return std::isfinite(d) && d != 0 ? d : fallback;
  }
  return fallback;
}
std::string upper(std::string s) {
  for (char& ch : s) ch = static_cast<char>(std::toupper(static_cast<unsigned char>(ch)));
  return s;
}
std::vector<Point> centres(const JsonValue* names) {
  std::vector<Point> out;
  if (!names || !names->is_array()) return out;
  for (const JsonValue& n : names->items())
    if (auto p = centre(&n)) out.push_back(*p);
  return out;
}
std::vector<Rc> cells_of(const JsonValue* names) {
  std::vector<Rc> out;
  if (!names || !names->is_array()) return out;
  for (const JsonValue& n : names->items())
    if (auto p = parse_cell(&n)) out.push_back(*p);
  return out;
}
std::string points(const std::vector<Point>& pts) {
  std::string s;
  for (const auto& [x, y] : pts) s += (s.empty() ? "" : " ") + num(x) + ',' + num(y);
  return s;
}

struct Margin {
  double top = 0, left = 0, right = 0, bottom = 0;
};

// Hidden thermometers' shapes laid out in rows under the grid at half a cell per cell.
struct LegendItem {
  std::vector<std::pair<int, int>> shape;
  bool partial = false;
  double x = 0, y = 0;
};
struct Legend {
  double height = 0;
  std::vector<LegendItem> items;
};
constexpr double kLegendScale = 0.5, kLegendGap = 0.35, kLegendTitle = 0.45;

Legend thermo_legend(const JsonValue& fp, int n) {
  Legend out;
  double x = 0, y = kLegendTitle, row_height = 0;
  for (const JsonValue& t : list(fp, "hiddenthermometer")) {
    const JsonValue* shape = t.find("shape");
    if (!shape || !shape->is_array() || shape->items().empty()) continue;
    LegendItem it;
    for (const JsonValue& p : shape->items())
      if (p.is_array() && p.items().size() == 2 && p.items()[0].is_number() && p.items()[1].is_number())
        it.shape.emplace_back(static_cast<int>(p.items()[0].as_number()), static_cast<int>(p.items()[1].as_number()));
    if (it.shape.empty()) continue;
    int r0 = 1 << 20, r1 = -(1 << 20), c0 = 1 << 20, c1 = -(1 << 20);
    for (auto [r, c] : it.shape) r0 = std::min(r0, r), r1 = std::max(r1, r), c0 = std::min(c0, c), c1 = std::max(c1, c);
    const double w = (c1 - c0 + 1) * kLegendScale, h = (r1 - r0 + 1) * kLegendScale;
    if (x > 0 && x + w > n) x = 0, y += row_height + kLegendGap, row_height = 0;
    it.x = x - c0 * kLegendScale;
    it.y = y - r0 * kLegendScale;
    it.partial = upper(text_of(t.find("order"))) == "PARTIAL";
    out.items.push_back(std::move(it));
    x += w + kLegendGap;
    row_height = std::max(row_height, h);
  }
  if (!out.items.empty()) out.height = y + row_height + 0.2;
  return out;
}

const std::vector<JsonValue>& fawlty_towers(const JsonValue& fp) {
  static const std::vector<JsonValue> kNone;
  const JsonValue* f = fp.find("fawltytowers");
  return f && f->is_object() ? list(*f, "towers") : kNone;
}

// Room for clues outside the grid: one cell on each side that has any; below, Fawlty Towers' sums and
// the hidden thermometers' shapes.
Margin outside_margin(const JsonValue& fp, int n, const Legend& legend) {
  Margin m;
  for (std::string_view key : {"sandwichsum", "xsum", "skyscraper", "littlekillersum", "sandwichx"})
    for (const JsonValue& e : list(fp, key)) {
      auto p = parse_cell(e.find("cell"));
      if (!p) continue;
      if (p->r <= 0) m.top = 1;
      if (p->r > n) m.bottom = 1;
      if (p->c <= 0) m.left = 1;
      if (p->c > n) m.right = 1;
    }
  if (!fawlty_towers(fp).empty()) m.bottom = 1;
  m.bottom += legend.height;
  return m;
}

// The inset outline of a set of cells (killer cages): each cell edge not shared with the set, pulled in
// by d, with the corners joined so concave corners close.
std::string cage_outline(const std::vector<Rc>& cells, double d) {
  std::set<std::pair<int, int>> set;
  for (const Rc& p : cells) set.insert({p.r, p.c});
  auto has = [&](int r, int c) { return set.count({r, c}) > 0; };
  std::string segs;
  for (const Rc& p : cells) {
    const int r = p.r, c = p.c;
    const double x = c - 1, y = r - 1;
    auto hx = [&](int dr, double yy) {
      const double x1 = has(r, c - 1) ? (has(r + dr, c - 1) ? x - d : x) : x + d;
      const double x2 = has(r, c + 1) ? (has(r + dr, c + 1) ? x + 1 + d : x + 1) : x + 1 - d;
      segs += "M" + num(x1) + ' ' + num(yy) + 'H' + num(x2);
    };
    auto vy = [&](int dc, double xx) {
      const double y1 = has(r - 1, c) ? (has(r - 1, c + dc) ? y - d : y) : y + d;
      const double y2 = has(r + 1, c) ? (has(r + 1, c + dc) ? y + 1 + d : y + 1) : y + 1 - d;
      segs += "M" + num(xx) + ' ' + num(y1) + 'V' + num(y2);
    };
    if (!has(r - 1, c)) hx(-1, y + d);
    if (!has(r + 1, c)) hx(1, y + 1 - d);
    if (!has(r, c - 1)) vy(-1, x + d);
    if (!has(r, c + 1)) vy(1, x + 1 - d);
  }
  return segs;
}

// A colour the f-puzzles JSON gives ("#60C060"), or "" when it is missing or not a hex colour.
std::string hex_colour(const JsonValue* v) {
  const std::string colour = text_of(v);
  const bool hex = colour.size() >= 4 && colour.size() <= 9 && colour[0] == '#' &&
                   std::all_of(colour.begin() + 1, colour.end(),
                               [](char ch) { return std::isxdigit(static_cast<unsigned char>(ch)); });
  return hex ? colour : std::string();
}

// The four edge chevrons of a minimum / maximum cell centred at (x, y), as the play page draws them
// (variant-draw.js minMaxChevrons): tips at the edges (maximum) or towards the centre (minimum).
std::string min_max_chevrons(double x, double y, bool outward) {
  const double tip = outward ? 0.44 : 0.3, base = outward ? 0.3 : 0.44, w = 0.13;
  std::string d;
  for (const auto& [dx, dy] : {std::pair{0, -1}, std::pair{1, 0}, std::pair{0, 1}, std::pair{-1, 0}}) {
    const double tx = x + dx * tip, ty = y + dy * tip, bx = x + dx * base, by = y + dy * base, px = -dy * w,
                 py = dx * w;
    d += "M" + num(bx + px) + ' ' + num(by + py) + "L" + num(tx) + ' ' + num(ty) + "L" + num(bx - px) + ' ' +
         num(by - py);
  }
  return d;
}

class VariantDrawing {
 public:
  VariantDrawing(svg::Writer& w, const JsonValue& fp, int n, const Margin& margin, const Legend& legend)
      : w_(w), fp_(fp), n_(n), margin_(margin), legend_(legend) {}

  void under();  // below the grid lines: shading, lines, thermometers, arrows
  void over();   // above: cages, dots, clues

 private:
  svg::Writer& w_;
  const JsonValue& fp_;
  int n_;
  Margin margin_;
  const Legend& legend_;

  void polyline(const JsonValue* names, std::string_view cls) {
    const auto pts = centres(names);
    if (pts.size() >= 2) w_.element("polyline", {{"points", points(pts)}, {"class", cls}});
  }
  template <class Each>
  void each_line(std::string_view key, Each each) {
    for (const JsonValue& e : list(fp_, key))
      for (const JsonValue& l : list(e, "lines")) each(e, l);
  }
  void cage(const JsonValue& e, std::string_view cls);
  void outside_clue(const JsonValue& e, std::string_view cls, Point offset = {0, 0});
};

void VariantDrawing::under() {
  // Cell colours f-puzzles stores per cell, extra regions and clones as shading.
  const std::vector<JsonValue>& grid = list(fp_, "grid");
  for (size_t r = 0; r < grid.size(); ++r) {
    if (!grid[r].is_array()) continue;
    for (size_t c = 0; c < grid[r].items().size(); ++c) {
      const JsonValue& cell = grid[r].items()[c];
      const std::string colour = hex_colour(cell.find("c"));
      if (!colour.empty())
        w_.element("rect", {{"x", static_cast<int>(c)},
                            {"y", static_cast<int>(r)},
                            {"width", 1},
                            {"height", 1},
                            {"fill", colour},
                            {"class", "cell-colour"}});
    }
  }
  for (const JsonValue& e : list(fp_, "extraregion"))
    for (const Rc& p : cells_of(e.find("cells")))
      w_.element("rect", {{"x", p.c - 1}, {"y", p.r - 1}, {"width", 1}, {"height", 1}, {"class", "extra-region"}});
  for (const JsonValue& e : list(fp_, "clone"))
    for (std::string_view key : {"cells", "cloneCells"})
      for (const Rc& p : cells_of(e.find(key)))
        w_.element("rect",
                   {{"x", p.c - 1 + 0.05}, {"y", p.r - 1 + 0.05}, {"width", 0.9}, {"height", 0.9}, {"class", "clone"}});
  if (truthy(fp_.find("diagonal+")))
    w_.element("line", {{"x1", 0}, {"y1", n_}, {"x2", n_}, {"y2", 0}, {"class", "diagonal"}});
  if (truthy(fp_.find("diagonal-")))
    w_.element("line", {{"x1", 0}, {"y1", 0}, {"x2", n_}, {"y2", n_}, {"class", "diagonal"}});

  // The setter's own lines under the rules' lines (a renban traced in grey still shows its colour).
  each_line("line", [&](const JsonValue& e, const JsonValue& l) {
    if (truthy(e.find("fromConstraint"))) return;
    const auto pts = centres(&l);
    if (pts.size() < 2) return;
    // The setter's own colour where the JSON gives one (as f-puzzles and SudokuPad draw it).
    const std::string colour = hex_colour(e.find("outlineC"));
    const double width = std::min(0.5, number_of(e.find("width"), 0.15));
    if (colour.empty())
      w_.element("polyline", {{"points", points(pts)}, {"class", "line-cosmetic"}, {"stroke-width", width}});
    else
      w_.element("polyline",
                 {{"points", points(pts)}, {"class", "line-cosmetic"}, {"stroke-width", width}, {"stroke", colour}});
  });

  // Lines, thickest first so thin ones stay visible on top.
  const std::pair<std::string_view, std::string_view> kinds[] = {
      {"palindrome", "line-palindrome"},   {"renban", "line-renban"},     {"whispers", "line-whispers"},
      {"regionsumline", "line-regionsum"}, {"zipperline", "line-zipper"}, {"betweenline", "line-between"}};
  for (const auto& kind : kinds)  // (no structured binding: clang 14 cannot capture one in a lambda)
    each_line(kind.first, [&](const JsonValue&, const JsonValue& l) { polyline(&l, kind.second); });
  // A palindrome's light core (a rail, not a tube): never read as a thermometer's stem.
  each_line("palindrome", [&](const JsonValue&, const JsonValue& l) { polyline(&l, "line-palindrome-core"); });

  // Thermometers: a bulb and a thick rounded stem.
  for (std::string_view key : {"thermometer", "slowthermometer"})
    each_line(key, [&](const JsonValue&, const JsonValue& l) {
      if (!l.is_array() || l.items().empty()) return;
      if (auto p = centre(&l.items().front()))
        w_.element("circle", {{"cx", p->first}, {"cy", p->second}, {"r", 0.42}, {"class", "thermo-bulb"}});
      polyline(&l, key == "slowthermometer" ? "thermo-stem slow" : "thermo-stem");
    });

  // A between line's circled ends, over the thermometers: an end that is also a bulb shows both.
  each_line("betweenline", [&](const JsonValue&, const JsonValue& l) {
    if (!l.is_array() || l.items().empty()) return;
    for (const JsonValue* end : {&l.items().front(), &l.items().back()})
      if (auto p = centre(end))
        w_.element("circle", {{"cx", p->first}, {"cy", p->second}, {"r", 0.4}, {"class", "between-end"}});
  });

  // Odd circles and even squares, ringed (a circle never passes for a thermometer's bulb); minimum /
  // maximum cells shaded (their chevrons are drawn over the grid).
  for (const JsonValue& e : list(fp_, "odd"))
    if (auto p = centre(e.find("cell")))
      w_.element("circle", {{"cx", p->first}, {"cy", p->second}, {"r", 0.34}, {"class", "parity odd"}});
  for (const JsonValue& e : list(fp_, "even"))
    if (auto p = centre(e.find("cell")))
      w_.element("rect", {{"x", p->first - 0.32},
                          {"y", p->second - 0.32},
                          {"width", 0.64},
                          {"height", 0.64},
                          {"class", "parity even"}});
  for (std::string_view key : {"minimum", "maximum"})
    for (const JsonValue& e : list(fp_, key))
      if (auto p = centre(e.find("cell")))
        w_.element("rect",
                   {{"x", p->first - 0.5}, {"y", p->second - 0.5}, {"width", 1}, {"height", 1}, {"class", "minmax"}});

  // Arrows: circle (or pill) and shafts with heads.
  for (const JsonValue& e : list(fp_, "arrow")) {
    for (const JsonValue& l : list(e, "lines")) {
      const auto pts = centres(&l);
      if (pts.size() < 2) continue;
      w_.element("polyline", {{"points", points(pts)}, {"class", "arrow-shaft"}});
      const auto [x2, y2] = pts[pts.size() - 1];
      const auto [x1, y1] = pts[pts.size() - 2];
      const double a = std::atan2(y2 - y1, x2 - x1), h = 0.25;
      w_.element("polyline", {{"points", points({{x2 - h * std::cos(a - 0.5), y2 - h * std::sin(a - 0.5)},
                                                 {x2, y2},
                                                 {x2 - h * std::cos(a + 0.5), y2 - h * std::sin(a + 0.5)}})},
                              {"class", "arrow-shaft arrow-head"}});
    }
    const auto circle = cells_of(e.find("cells"));
    if (circle.size() == 1) {
      w_.element("circle",
                 {{"cx", circle[0].c - 0.5}, {"cy", circle[0].r - 0.5}, {"r", 0.4}, {"class", "arrow-circle"}});
    } else if (circle.size() > 1) {
      int r0 = 1 << 20, r1 = -(1 << 20), c0 = 1 << 20, c1 = -(1 << 20);
      for (const Rc& p : circle)
        r0 = std::min(r0, p.r), r1 = std::max(r1, p.r), c0 = std::min(c0, p.c), c1 = std::max(c1, p.c);
      w_.element("rect", {{"x", c0 - 1 + 0.1},
                          {"y", r0 - 1 + 0.1},
                          {"width", c1 - c0 + 0.8},
                          {"height", r1 - r0 + 0.8},
                          {"rx", 0.4},
                          {"class", "arrow-circle"}});
    }
  }
  // Secret direction's start: a dashed ring (the flag is drawn over the grid).
  if (const JsonValue* sd = fp_.find("secretdirection"); sd && sd->is_object())
    if (auto p = centre(sd->find("start")))
      w_.element("circle", {{"cx", p->first}, {"cy", p->second}, {"r", 0.44}, {"class", "secret-start"}});
  // f-puzzles' cosmetic circles.
  for (const JsonValue& e : list(fp_, "circle")) {
    if (truthy(e.find("fromConstraint"))) continue;
    const std::string stroke = hex_colour(e.find("outlineC")), fill = hex_colour(e.find("baseC"));
    for (const Point& p : centres(e.find("cells")))
      w_.element("circle", {{"cx", p.first},
                            {"cy", p.second},
                            {"r", 0.4 * number_of(e.find("width"), 1)},
                            {"class", "cosmetic"},
                            {"stroke", stroke.empty() ? std::string("none") : stroke},
                            {"fill", fill.empty() ? std::string("none") : fill}});
  }
}

void VariantDrawing::cage(const JsonValue& e, std::string_view cls) {
  const auto cells = cells_of(e.find("cells"));
  if (cells.empty()) return;
  w_.element("path", {{"d", cage_outline(cells, 0.08)}, {"class", cls}});
  const std::string value = text_of(e.find("value"));
  if (value.empty()) return;
  const Rc first = *std::min_element(cells.begin(), cells.end(),
                                     [](const Rc& a, const Rc& b) { return a.r != b.r ? a.r < b.r : a.c < b.c; });
  // A paper-coloured patch under the sum interrupts the dashes, as on paper.
  w_.element("rect", {{"x", first.c - 1 + 0.03},
                      {"y", first.r - 1 + 0.03},
                      {"width", 0.1 + 0.13 * static_cast<double>(value.size())},
                      {"height", 0.25},
                      {"class", "cage-sum-bg"}});
  w_.text_left(first.c - 1 + 0.06, first.r - 1 + 0.16, 0.2, "cage-sum", value);
}

void VariantDrawing::outside_clue(const JsonValue& e, std::string_view cls, Point offset) {
  auto c = centre(e.find("cell"));
  const std::string value = text_of(e.find("value"));
  if (!c || value.empty()) return;
  const double x = c->first + offset.first, y = c->second + offset.second;
  w_.open("g", {{"class", "outside-clue " + std::string(cls)}});
  if (cls == "clue-xsum")
    w_.element(
        "rect",
        {{"x", x - 0.36}, {"y", y - 0.3}, {"width", 0.72}, {"height", 0.6}, {"rx", 0.1}, {"class", "clue-frame"}});
  if (cls == "clue-skyscraper")
    w_.element("path", {{"d", "M" + num(x - 0.35) + ' ' + num(y + 0.3) + "V" + num(y - 0.15) + "L" + num(x) + ' ' +
                                  num(y - 0.38) + "L" + num(x + 0.35) + ' ' + num(y - 0.15) + "V" + num(y + 0.3) + "Z"},
                        {"class", "clue-frame"}});
  w_.text(x, y + 0.03, cls == "clue-little" ? 0.3 : 0.4, "clue-text", value);
  w_.close("g");
}

void VariantDrawing::over() {
  // Minimum / maximum: a chevron on each edge, pointing out of a maximum and into a minimum.
  for (std::string_view key : {"minimum", "maximum"})
    for (const JsonValue& e : list(fp_, key))
      if (auto p = centre(e.find("cell")))
        w_.element("path", {{"d", min_max_chevrons(p->first, p->second, key == "maximum")},
                            {"class", "minmax-mark " + std::string(key)}});

  for (const JsonValue& e : list(fp_, "killercage")) cage(e, "cage");
  for (const JsonValue& e : list(fp_, "cage"))
    if (!truthy(e.find("fromConstraint"))) cage(e, "cage cosmetic");

  // Dots and XV on the edge between two cells.
  auto midpoint = [](const JsonValue& e) -> std::optional<Point> {
    const JsonValue* cells = e.find("cells");
    if (!cells || !cells->is_array() || cells->items().size() != 2) return std::nullopt;
    auto p = centre(&cells->items()[0]), q = centre(&cells->items()[1]);
    if (!p || !q) return std::nullopt;
    return Point{(p->first + q->first) / 2, (p->second + q->second) / 2};
  };
  for (auto [key, cls, plain] :
       {std::tuple<std::string_view, std::string_view, std::string_view>{"difference", "kropki white", "1"},
        {"ratio", "kropki black", "2"}})
    for (const JsonValue& e : list(fp_, key)) {
      auto m = midpoint(e);
      if (!m) continue;
      w_.element("circle", {{"cx", m->first}, {"cy", m->second}, {"r", 0.12}, {"class", cls}});
      const std::string value = text_of(e.find("value"));
      if (!value.empty() && value != plain)
        w_.text(m->first, m->second + 0.01, 0.14, "kropki-value " + std::string(key), value);
    }
  for (const JsonValue& e : list(fp_, "xv")) {
    auto m = midpoint(e);
    if (!m) continue;
    w_.element("rect", {{"x", m->first - 0.17},
                        {"y", m->second - 0.19},
                        {"width", 0.34},
                        {"height", 0.38},
                        {"rx", 0.05},
                        {"class", "xv-bg"}});
    w_.text(m->first, m->second + 0.01, 0.38, "xv", upper(text_of(e.find("value"))));
  }
  for (const JsonValue& e : list(fp_, "quadruple")) {
    const auto ps = cells_of(e.find("cells"));
    if (ps.size() != 4) continue;
    int r = 0, c = 0;
    for (const Rc& p : ps) r = std::max(r, p.r), c = std::max(c, p.c);
    const double x = c - 1, y = r - 1;
    w_.element("circle", {{"cx", x}, {"cy", y}, {"r", 0.27}, {"class", "quad"}});
    std::string values;
    for (const JsonValue& v : list(e, "values")) values += (values.empty() ? "" : " ") + text_of(&v);
    w_.text(x, y + 0.01, std::min(0.16, 0.7 / std::max<double>(static_cast<double>(values.size()), 1)), "quad-values",
            values);
  }

  // Clues outside the grid. Each kind has its own frame, so mixed kinds read apart without colour.
  for (const JsonValue& e : list(fp_, "sandwichsum")) outside_clue(e, "clue-sandwich");
  for (const JsonValue& e : list(fp_, "sandwichx")) outside_clue(e, "clue-sandwich");
  for (const JsonValue& e : list(fp_, "xsum")) outside_clue(e, "clue-xsum");
  for (const JsonValue& e : list(fp_, "skyscraper")) outside_clue(e, "clue-skyscraper");
  for (const JsonValue& e : list(fp_, "littlekillersum")) {
    auto p = centre(e.find("cell"));
    if (!p) continue;
    const std::string d = upper(text_of(e.find("direction")));
    const int dx = d == "UL" || d == "DL" ? -1 : d == "UR" || d == "DR" ? 1 : 0;
    const int dy = d == "UL" || d == "UR" ? -1 : d == "DL" || d == "DR" ? 1 : 0;
    outside_clue(e, "clue-little", {-dx * 0.12, -dy * 0.12});
    if (dx != 0) {
      // A short diagonal arrow from the clue towards the cells it sums.
      const double x1 = p->first + dx * 0.2, y1 = p->second + dy * 0.2, x2 = p->first + dx * 0.46,
                   y2 = p->second + dy * 0.46, h = 0.1;
      w_.element("path",
                 {{"d", "M" + num(x1) + ' ' + num(y1) + "L" + num(x2) + ' ' + num(y2) + "M" + num(x2 - dx * h) + ' ' +
                            num(y2) + "L" + num(x2) + ' ' + num(y2) + "L" + num(x2) + ' ' + num(y2 - dy * h)},
                  {"class", "little-arrow"}});
    }
  }
  // Document 003's rules that f-puzzles lacks.
  for (const JsonValue& e : list(fp_, "arrowhead")) {
    const auto ps = centres(e.find("cells"));
    if (ps.size() < 2) continue;
    const Point a = ps[0], b = ps[1];
    const double mx = (a.first + b.first) / 2, my = (a.second + b.second) / 2;
    const double deg = std::atan2(b.second - a.second, b.first - a.first) * 180 / M_PI;
    w_.open("g", {{"transform", "translate(" + num(mx) + ' ' + num(my) + ") rotate(" + num(deg) + ")"},
                  {"class", "arrowhead"}});
    w_.element("path", {{"d", "M-0.08 -0.15L0.08 0L-0.08 0.15"}, {"class", "arrowhead-mark"}});
    if (upper(text_of(e.find("order"))) == "PARTIAL")
      w_.element("path", {{"d", "M-0.12 -0.19L-0.12 0.19"}, {"class", "arrowhead-mark"}});
    w_.close("g");
  }
  if (const JsonValue* sd = fp_.find("secretdirection"); sd && sd->is_object())
    if (auto p = centre(sd->find("start"))) {
      const double x = p->first, y = p->second;
      w_.element("path", {{"d", "M" + num(x - 0.3) + ' ' + num(y + 0.12) + "V" + num(y - 0.4) + "L" + num(x - 0.06) +
                                    ' ' + num(y - 0.32) + "L" + num(x - 0.3) + ' ' + num(y - 0.24)},
                          {"class", "secret-flag"}});
    }
  for (const JsonValue& t : fawlty_towers(fp_)) {
    const auto cells = cells_of(t.find("cells"));
    if (cells.empty()) continue;
    const double c = cells[0].c - 1;
    int top = 1 << 20;
    for (const Rc& q : cells) top = std::min(top, q.r - 1);
    w_.element("path",
               {{"d", "M" + num(c + 0.12) + ' ' + num(n_ - 0.04) + "V" + num(top + 0.2) + "L" + num(c + 0.5) + ' ' +
                          num(top + 0.06) + "L" + num(c + 0.88) + ' ' + num(top + 0.2) + "V" + num(n_ - 0.04)},
                {"class", "tower"}});
    const std::string sum = text_of(t.find("sum"));
    if (!sum.empty()) w_.text(c + 0.5, n_ + 0.5, 0.4, "clue-text tower-sum", sum);
  }
  if (!legend_.items.empty()) {
    const double y0 = n_ + (margin_.bottom - legend_.height);
    w_.text_left(0, y0 + kLegendTitle / 2, 0.28, "legend-title", "Thermometers to place:");
    for (const LegendItem& it : legend_.items) {
      std::vector<Point> pts;
      for (auto [r, c] : it.shape) {
        pts.emplace_back(it.x + (c + 0.5) * kLegendScale, y0 + it.y + (r + 0.5) * kLegendScale);
        w_.element("rect", {{"x", it.x + c * kLegendScale},
                            {"y", y0 + it.y + r * kLegendScale},
                            {"width", kLegendScale},
                            {"height", kLegendScale},
                            {"class", "legend-cell"}});
      }
      w_.element("circle",
                 {{"cx", pts[0].first}, {"cy", pts[0].second}, {"r", 0.36 * kLegendScale}, {"class", "thermo-bulb"}});
      if (pts.size() > 1)
        w_.element("polyline",
                   {{"points", points(pts)}, {"class", it.partial ? "thermo-stem legend slow" : "thermo-stem legend"}});
    }
  }
  for (const JsonValue& e : list(fp_, "nurikabe")) {
    auto p = centre(e.find("cell"));
    const std::string d = upper(text_of(e.find("direction")));
    const int rot = d == "U" ? -90 : d == "R" ? 0 : d == "D" ? 90 : d == "L" ? 180 : 1;
    // A small filled arrowhead inside the cell at the edge it points through, clear of the digit.
    if (p && rot != 1)
      w_.element("path",
                 {{"d", "M0.33 -0.1L0.46 0L0.33 0.1Z"},
                  {"transform", "translate(" + num(p->first) + ' ' + num(p->second) + ") rotate(" + num(rot) + ")"},
                  {"class", "nurikabe-arrow"}});
  }
  // f-puzzles' cosmetic rectangles and text.
  for (const JsonValue& e : list(fp_, "rectangle")) {
    if (truthy(e.find("fromConstraint"))) continue;
    const auto ps = centres(e.find("cells"));
    if (ps.empty()) continue;
    double x = 0, y = 0;
    for (const Point& p : ps) x += p.first, y += p.second;
    x /= static_cast<double>(ps.size()), y /= static_cast<double>(ps.size());
    const double wd = number_of(e.find("width"), 0.5), ht = number_of(e.find("height"), 0.5);
    w_.element("rect", {{"x", x - wd / 2}, {"y", y - ht / 2}, {"width", wd}, {"height", ht}, {"class", "cosmetic"}});
  }
  for (const JsonValue& e : list(fp_, "text")) {
    const std::string value = text_of(e.find("value"));
    if (truthy(e.find("fromConstraint")) || value.empty()) continue;
    const auto ps = centres(e.find("cells"));
    if (ps.empty()) continue;
    double x = 0, y = 0;
    for (const Point& p : ps) x += p.first, y += p.second;
    x /= static_cast<double>(ps.size()), y /= static_cast<double>(ps.size());
    const double size = 0.5 * number_of(e.find("size"), 1);
    const std::string colour = hex_colour(e.find("fontC"));
    if (colour.empty()) w_.text(x, y, size, "cosmetic-text", value);
    else
      w_.element("text",
                 {{"x", x}, {"y", y + 0.35 * size}, {"font-size", size}, {"class", "cosmetic-text"}, {"fill", colour}},
                 value);
  }
}

}  // namespace

SvgImage render_variant_svg(const JsonValue& fp, std::span<const uint8_t> values, std::span<const uint8_t> marks,
                            const SvgRenderOptions& o) {
  const JsonValue* size = fp.find("size");
  const int n =
      size && size->as_integer() ? static_cast<int>(std::clamp<int64_t>(*size->as_integer(), 1, kVariantMaxSide)) : 9;
  const Legend legend = thermo_legend(fp, n);
  const Margin m = outside_margin(fp, n, legend);
  constexpr double kPad = 0.1;
  svg::Writer w(-m.left - kPad, -m.top - kPad, n + m.left + m.right + 2 * kPad, n + m.top + m.bottom + 2 * kPad,
                o.width, o.theme, o.title);

  // Regions: the cells' own ("region" in the grid) or f-puzzles' default boxes; givens.
  std::vector<int> region = default_variant_regions(n).value_or(std::vector<int>(static_cast<size_t>(n * n), 0));
  std::vector<uint8_t> givens(static_cast<size_t>(n * n), 0);
  const std::vector<JsonValue>& grid = list(fp, "grid");
  for (int r = 0; r < n && r < static_cast<int>(grid.size()); ++r) {
    if (!grid[static_cast<size_t>(r)].is_array()) continue;
    const auto& row = grid[static_cast<size_t>(r)].items();
    for (int c = 0; c < n && c < static_cast<int>(row.size()); ++c) {
      const JsonValue& cell = row[static_cast<size_t>(c)];
      const size_t i = static_cast<size_t>(r * n + c);
      if (const JsonValue* reg = cell.find("region"); reg && reg->as_integer())
        region[i] = static_cast<int>(*reg->as_integer());
      const JsonValue* value = cell.find("value");
      if (truthy(cell.find("given")) && value && value->as_integer())
        givens[i] = static_cast<uint8_t>(std::clamp<int64_t>(*value->as_integer(), 0, kVariantMaxSide));
    }
  }
  for (int i = 0; i < n * n && i < static_cast<int>(marks.size()); ++i)
    if (marks[static_cast<size_t>(i)])
      w.element("rect", {{"x", i % n}, {"y", i / n}, {"width", 1}, {"height", 1}, {"class", "shaded"}});
  VariantDrawing d(w, fp, n, m, legend);
  d.under();
  svg::cell_grid(w, n, n, region);
  d.over();
  svg::cell_values(w, n, n, givens, values);
  return w.finish();
}

}  // namespace gridlogic
