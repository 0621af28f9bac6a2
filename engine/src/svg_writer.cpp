// svg_writer.cpp — the SVG builder the renderers share (svg_writer.h): elements, short numbers, escaping,
// the themes' palettes and the stylesheet, and the cell grid every cell genre draws.
#include "svg_writer.h"

#include <cassert>
#include <cmath>
#include <cstdio>
#include <algorithm>

namespace gridlogic {

std::string_view svg_theme_name(SvgTheme t) {
  switch (t) {
    case SvgTheme::Light: return "light";
    case SvgTheme::Dark: return "dark";
    case SvgTheme::Print: return "print";
  }
  return "light";
}

namespace svg {
namespace {

// The play page's palettes (site/style.css), so a downloaded image looks like the board; "print" is
// black on white with greys only, for paper and photocopiers.
struct Palette {
  const char *paper, *ink, *line, *thin, *given, *entered, *deco, *deco_ink, *cage, *line_a, *line_b, *line_c, *island,
      *bridge, *shade, *muted;
};
constexpr Palette kLight{"#ffffff", "#1d1d1f", "#2a2a2a", "#b8b8b8", "#1d1d1f", "#1f5fc8", "#cfcfcf", "#7a7a7a",
                         "#333333", "#9ab7e6", "#e3a6d8", "#8fd19e", "#ffffff", "#1d1d1f", "#4a5a6a", "#5a5a5a"};
constexpr Palette kDark{"#1e2128", "#e8e8e8", "#d6d6d6", "#4b505c", "#f2f2f2", "#8ab4ff", "#4a4f5b", "#b0b4bd",
                        "#d0d0d0", "#3f5f96", "#7d4a73", "#3f7a4c", "#1e2128", "#e8e8e8", "#9fb3c8", "#a8a8a8"};
constexpr Palette kPrint{"#ffffff", "#000000", "#000000", "#9a9a9a", "#000000", "#3c3c3c", "#d0d0d0", "#6a6a6a",
                         "#000000", "#b0b0b0", "#c8c8c8", "#8c8c8c", "#ffffff", "#000000", "#8a8a8a", "#4d4d4d"};

const Palette& palette(SvgTheme t) { return t == SvgTheme::Dark ? kDark : t == SvgTheme::Print ? kPrint : kLight; }

// The classes' looks, after site/play.css. Sizes are in board units (a cell is 1).
std::string stylesheet(SvgTheme theme) {
  const Palette& p = palette(theme);
  std::string s;
  auto rule = [&s](std::string_view selector, std::string_view body) {
    s += selector;
    s += '{';
    s += body;
    s += '}';
  };
  auto c = [](const char* colour) { return std::string(colour); };
  rule(".board-bg", "fill:" + c(p.paper));
  rule(".grid-thin", "stroke:" + c(p.thin) + ";stroke-width:0.02;fill:none");
  rule(".grid-thick", "stroke:" + c(p.line) + ";stroke-width:0.06;stroke-linecap:square;fill:none");
  rule(".grid-border", "stroke:" + c(p.line) + ";stroke-width:0.08;fill:none");
  rule(".hole", "fill:" + c(p.line));
  rule("text", "font-family:'DejaVu Sans',system-ui,sans-serif;text-anchor:middle;fill:" + c(p.ink));
  rule(".value.given", "fill:" + c(p.given) + ";font-weight:700");
  rule(".value.entered", "fill:" + c(p.entered));
  rule(".shaded", "fill:" + c(p.shade) + ";opacity:0.55");
  rule(".cell-colour", "opacity:0.45");
  rule(".extra-region,.clone", "fill:" + c(p.deco) + ";opacity:0.5");
  rule(".diagonal", "stroke:" + c(p.deco_ink) + ";stroke-width:0.04;opacity:0.7");
  rule(".thermo-bulb", "fill:" + c(p.deco));
  rule(".thermo-stem",
       "fill:none;stroke:" + c(p.deco) + ";stroke-width:0.3;stroke-linecap:round;stroke-linejoin:round");
  rule(".thermo-stem.slow", "stroke-dasharray:0.3 0.1");
  rule(".thermo-stem.legend", "stroke-width:0.15");
  rule(".arrow-shaft",
       "fill:none;stroke:" + c(p.deco_ink) + ";stroke-width:0.05;stroke-linecap:round;stroke-linejoin:round");
  rule(".arrow-circle", "fill:" + c(p.paper) + ";stroke:" + c(p.deco_ink) + ";stroke-width:0.05");
  const std::string round = ";stroke-linecap:round;stroke-linejoin:round";
  rule(".line-palindrome", "fill:none;stroke:" + c(p.deco_ink) + ";stroke-width:0.17;opacity:0.75" + round);
  rule(".line-palindrome-core", "fill:none;stroke:" + c(p.paper) + ";stroke-width:0.05" + round);
  rule(".line-renban", "fill:none;stroke:" + c(p.line_b) + ";stroke-width:0.22;opacity:0.85" + round);
  rule(".line-whispers", "fill:none;stroke:" + c(p.line_c) + ";stroke-width:0.2;opacity:0.9" + round);
  rule(".line-regionsum", "fill:none;stroke:" + c(p.line_a) + ";stroke-width:0.16" + round);
  rule(".line-zipper",
       "fill:none;stroke:" + c(p.line_b) + ";stroke-width:0.14;stroke-dasharray:0.05 0.1;stroke-linecap:round");
  rule(".line-between", "fill:none;stroke:" + c(p.deco_ink) + ";stroke-width:0.06");
  rule(".between-end", "fill:" + c(p.paper) + ";fill-opacity:0.45;stroke:" + c(p.deco_ink) + ";stroke-width:0.05");
  rule(".line-cosmetic", "fill:none;stroke:" + c(p.deco) + round);
  rule(".parity", "fill:" + c(p.deco) + ";fill-opacity:0.7;stroke:" + c(p.deco_ink) + ";stroke-width:0.035");
  rule(".minmax", "fill:" + c(p.deco) + ";opacity:0.45");
  rule(".minmax-mark", "fill:none;stroke:" + c(p.deco_ink) + ";stroke-width:0.05" + round);
  rule(".cage", "fill:none;stroke:" + c(p.cage) + ";stroke-width:0.025;stroke-dasharray:0.08 0.06");
  rule(".cage.cosmetic", "stroke-dasharray:none");
  rule(".cage-sum-bg,.xv-bg", "fill:" + c(p.paper));
  rule(".cage-sum,.legend-title", "text-anchor:start");
  rule(".legend-title", "fill:" + c(p.muted));
  // Kropki dots keep their literal colours in every theme: "black" and "white" are the rule's names.
  rule(".kropki", "stroke-width:0.03");
  rule(".kropki.white", "fill:#ffffff;stroke:#222222");
  rule(".kropki.black", "fill:#111111;stroke:" + c(p.ink));
  rule(".kropki-value", "fill:#111111");
  rule(".kropki-value.ratio", "fill:#ffffff");
  rule(".xv", "font-weight:800");
  rule(".quad", "fill:" + c(p.paper) + ";stroke:" + c(p.ink) + ";stroke-width:0.025");
  rule(".clue-frame,.cosmetic", "fill:none;stroke:" + c(p.deco_ink) + ";stroke-width:0.03");
  rule(".little-arrow", "fill:none;stroke:" + c(p.ink) + ";stroke-width:0.03");
  rule(".nurikabe-arrow", "fill:" + c(p.ink) + ";stroke:" + c(p.ink) + ";stroke-width:0.02;stroke-linejoin:round");
  rule(".arrowhead-mark", "fill:none;stroke:" + c(p.ink) + ";stroke-width:0.05" + round);
  rule(".secret-start", "fill:none;stroke:" + c(p.deco_ink) + ";stroke-width:0.04;stroke-dasharray:0.08 0.06");
  rule(".secret-flag", "fill:" + c(p.deco) + ";stroke:" + c(p.deco_ink) + ";stroke-width:0.03");
  rule(".tower", "fill:none;stroke:" + c(p.deco_ink) + ";stroke-width:0.04;stroke-linejoin:round");
  rule(".legend-cell", "fill:" + c(p.paper) + ";stroke:" + c(p.thin) + ";stroke-width:0.015");
  rule(".hashi-dots", "stroke:" + c(p.thin) + ";stroke-width:0.06;stroke-linecap:round");
  rule(".bridge", "stroke:" + c(p.bridge) + ";stroke-width:0.06;stroke-linecap:round");
  rule(".island", "fill:" + c(p.island) + ";stroke:" + c(p.line) + ";stroke-width:0.05");
  rule(".island-clue", "font-weight:600");
  return s;
}

}  // namespace

Attr::Attr(std::string_view n, double v) : name(n), value(num(v)) {}

std::string num(double v) {
  if (std::fabs(v) < 0.0005) return "0";
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.3f", v);
  std::string s = buf;
  while (s.back() == '0') s.pop_back();
  if (s.back() == '.') s.pop_back();
  return s;
}

std::string escape(std::string_view text) {
  std::string out;
  for (char ch : text) {
    switch (ch) {
      case '&': out += "&amp;"; break;
      case '<': out += "&lt;"; break;
      case '>': out += "&gt;"; break;
      case '"': out += "&quot;"; break;
      default:
        // Control characters are not allowed in XML 1.0.
        if (static_cast<unsigned char>(ch) >= 0x20 || ch == '\t' || ch == '\n') out += ch;
    }
  }
  return out;
}

Writer::Writer(double x0, double y0, double w, double h, int width_px, SvgTheme theme, std::string_view title) {
  width_px_ = width_px;
  height_px_ = std::max(1, static_cast<int>(std::lround(width_px * h / w)));
  out_ = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" + std::to_string(width_px_) + "\" height=\"" +
         std::to_string(height_px_) + "\" viewBox=\"" + num(x0) + ' ' + num(y0) + ' ' + num(w) + ' ' + num(h) +
         "\" data-theme=\"" + std::string(svg_theme_name(theme)) + "\">\n";
  if (!title.empty()) out_ += "<title>" + escape(title) + "</title>\n";
  out_ += "<style>" + stylesheet(theme) + "</style>\n";
  // The page behind the margins: clues outside the grid sit on the paper colour too.
  element("rect", {{"x", x0}, {"y", y0}, {"width", w}, {"height", h}, {"class", "board-bg"}});
}

void Writer::attrs(std::initializer_list<Attr> list) {
  for (const Attr& a : list) {
    out_ += ' ';
    out_ += a.name;
    out_ += "=\"";
    out_ += escape(a.value);
    out_ += '"';
  }
}

void Writer::element(std::string_view tag, std::initializer_list<Attr> list, std::string_view text) {
  out_ += '<';
  out_ += tag;
  attrs(list);
  if (text.empty()) {
    out_ += "/>\n";
    return;
  }
  out_ += '>';
  out_ += escape(text);
  out_ += "</";
  out_ += tag;
  out_ += ">\n";
}

void Writer::open(std::string_view tag, std::initializer_list<Attr> list) {
  out_ += '<';
  out_ += tag;
  attrs(list);
  out_ += ">\n";
  ++depth_;
}

void Writer::close(std::string_view tag) {
  assert(depth_ > 0 && "svg::Writer::close without open");
  --depth_;
  out_ += "</";
  out_ += tag;
  out_ += ">\n";
}

// Digits' cap height is about 0.7 em: a baseline 0.35 em below the middle centres them.
void Writer::text(double x, double cy, double size, std::string_view cls, std::string_view content) {
  element("text", {{"x", x}, {"y", cy + 0.35 * size}, {"font-size", size}, {"class", cls}}, content);
}

void Writer::text_left(double x, double cy, double size, std::string_view cls, std::string_view content) {
  element("text", {{"x", x}, {"y", cy + 0.35 * size}, {"font-size", size}, {"class", cls}, {"text-anchor", "start"}},
          content);
}

SvgImage Writer::finish() {
  assert(depth_ == 0 && "svg::Writer::finish with an open element");
  SvgImage img;
  img.svg = std::move(out_) + "</svg>\n";
  img.width = width_px_;
  img.height = height_px_;
  return img;
}

void cell_grid(Writer& w, int rows, int cols, const std::vector<int>& region) {
  auto reg = [&](int r, int c) { return region[static_cast<size_t>(r * cols + c)]; };
  std::string thin, thick, holes;
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < cols; ++c) {
      if (reg(r, c) < 0) w.element("rect", {{"x", c}, {"y", r}, {"width", 1}, {"height", 1}, {"class", "hole"}});
      // The edge to the right and the edge below, thick where the region changes.
      if (c + 1 < cols) (reg(r, c) != reg(r, c + 1) ? thick : thin) += "M" + num(c + 1) + ' ' + num(r) + "v1";
      if (r + 1 < rows) (reg(r, c) != reg(r + 1, c) ? thick : thin) += "M" + num(c) + ' ' + num(r + 1) + "h1";
    }
  if (!thin.empty()) w.element("path", {{"d", thin}, {"class", "grid-thin"}});
  if (!thick.empty()) w.element("path", {{"d", thick}, {"class", "grid-thick"}});
  w.element("rect", {{"x", 0}, {"y", 0}, {"width", cols}, {"height", rows}, {"class", "grid-border"}});
}

void cell_values(Writer& w, int rows, int cols, std::span<const uint8_t> givens, std::span<const uint8_t> values) {
  auto symbol = [](int v) {
    return v <= 9 ? std::string(1, static_cast<char>('0' + v)) : std::string(1, static_cast<char>('A' + v - 10));
  };
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < cols; ++c) {
      const size_t i = static_cast<size_t>(r * cols + c);
      const int g = i < givens.size() ? givens[i] : 0;
      const int v = i < values.size() ? values[i] : 0;
      if (g) w.text(c + 0.5, r + 0.5, 0.64, "value given", symbol(g));
      else if (v) w.text(c + 0.5, r + 0.5, 0.64, "value entered", symbol(v));
    }
}

}  // namespace svg
}  // namespace gridlogic
