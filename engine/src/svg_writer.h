// svg_writer.h — internal: the small SVG builder the renderers share (svg_render_*.cpp): elements with
// attributes, numbers written short, text escaped, the theme's palette and the stylesheet that colours
// each class. Text is placed by its baseline (no dominant-baseline, which librsvg does not honour), so
// the image looks the same in a browser, in librsvg and in a PDF.
#pragma once

#include <cstdint>
#include <initializer_list>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "gridlogic/svg_render.h"

namespace gridlogic::svg {

// One attribute; numbers are written with at most three decimals.
struct Attr {
  std::string_view name;
  std::string value;
  Attr(std::string_view n, std::string_view v) : name(n), value(v) {}
  Attr(std::string_view n, const char* v) : name(n), value(v) {}
  Attr(std::string_view n, const std::string& v) : name(n), value(v) {}
  Attr(std::string_view n, double v);
  Attr(std::string_view n, int v) : Attr(n, static_cast<double>(v)) {}
};

std::string num(double v);  // 0.5 → "0.5", 2 → "2", 1/3 → "0.333"
std::string escape(std::string_view text);

class Writer {
 public:
  // The drawing covers [x0, x0+w] × [y0, y0+h] in board units and is `width_px` pixels wide.
  Writer(double x0, double y0, double w, double h, int width_px, SvgTheme theme, std::string_view title);

  void element(std::string_view tag, std::initializer_list<Attr> attrs, std::string_view text = {});
  void open(std::string_view tag, std::initializer_list<Attr> attrs);
  void close(std::string_view tag);
  // Text centred on (x, cy) at `size` board units, with a class for colour and weight.
  void text(double x, double cy, double size, std::string_view cls, std::string_view content);
  // Text starting at x (left-aligned), its middle at cy.
  void text_left(double x, double cy, double size, std::string_view cls, std::string_view content);

  SvgImage finish();

 private:
  std::string out_;
  int width_px_ = 0, height_px_ = 0;
  int depth_ = 0;
  void attrs(std::initializer_list<Attr> list);
};

// The lines every cell genre draws: the background, thin cell lines, thick lines where the region
// changes (region per cell, row-major, -1 for a hole), the border. Holes are filled.
void cell_grid(Writer& w, int rows, int cols, const std::vector<int>& region);
// Digits in cells: givens bold, the others as the solution / the player's entries.
void cell_values(Writer& w, int rows, int cols, std::span<const uint8_t> givens, std::span<const uint8_t> values);

}  // namespace gridlogic::svg
