// svg_render_cells.cpp — SVG drawings of the plain grid genres (svg_render.h): Sudoku of every size with
// its boxes, Tectonic with its regions and holes, Hashi's islands and bridges. Variant Sudoku's rules
// are svg_render_variant.cpp. The geometry follows the play page (site/play/cell-game.js, hashi-game.js).
#include <algorithm>
#include <string>

#include "gridlogic/svg_render.h"
#include "svg_writer.h"

namespace gridlogic {

namespace {
// A little paper round the grid so the border's stroke is not clipped.
constexpr double kPad = 0.1;
}  // namespace

SvgImage render_sudoku_svg(const SudokuGrid& puzzle, std::span<const uint8_t> values, const SvgRenderOptions& o) {
  const int n = puzzle.shape.n();
  svg::Writer w(-kPad, -kPad, n + 2 * kPad, n + 2 * kPad, o.width, o.theme, o.title);
  std::vector<int> region(static_cast<size_t>(n * n));
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c) region[static_cast<size_t>(r * n + c)] = puzzle.shape.box_of(r, c);
  svg::cell_grid(w, n, n, region);
  svg::cell_values(w, n, n, puzzle.cells, values);
  return w.finish();
}

SvgImage render_tectonic_svg(const TectonicPuzzle& p, std::span<const uint8_t> values, const SvgRenderOptions& o) {
  svg::Writer w(-kPad, -kPad, p.cols + 2 * kPad, p.rows + 2 * kPad, o.width, o.theme, o.title);
  svg::cell_grid(w, p.rows, p.cols, p.region);
  svg::cell_values(w, p.rows, p.cols, p.givens, values);
  return w.finish();
}

SvgImage render_hashi_svg(const HashiPuzzle& p, std::span<const uint8_t> bridges, const SvgRenderOptions& o) {
  svg::Writer w(-kPad, -kPad, p.cols + 2 * kPad, p.rows + 2 * kPad, o.width, o.theme, o.title);
  // Faint dots on the cell centres show where islands line up, as on the page.
  std::string dots;
  for (int r = 0; r < p.rows; ++r)
    for (int c = 0; c < p.cols; ++c)
      if (p.island_at[static_cast<size_t>(r * p.cols + c)] < 0)
        dots += "M" + svg::num(c + 0.5) + ' ' + svg::num(r + 0.5) + "h0";
  if (!dots.empty()) w.element("path", {{"d", dots}, {"class", "hashi-dots"}});
  for (int e = 0; e < p.edge_count() && e < static_cast<int>(bridges.size()); ++e) {
    const int count = bridges[static_cast<size_t>(e)];
    if (count == 0) continue;
    const HashiEdge& edge = p.edges[static_cast<size_t>(e)];
    const HashiIsland &a = p.islands[static_cast<size_t>(edge.a)], &b = p.islands[static_cast<size_t>(edge.b)];
    const double x1 = a.col + 0.5, y1 = a.row + 0.5, x2 = b.col + 0.5, y2 = b.row + 0.5;
    const double dx = edge.horizontal ? 0 : 0.09, dy = edge.horizontal ? 0.09 : 0;
    const std::string cls = count == 2 ? "bridge double" : "bridge";
    if (count == 1) w.element("line", {{"x1", x1}, {"y1", y1}, {"x2", x2}, {"y2", y2}, {"class", cls}});
    else
      for (int side : {-1, 1})
        w.element("line", {{"x1", x1 + side * dx},
                           {"y1", y1 + side * dy},
                           {"x2", x2 + side * dx},
                           {"y2", y2 + side * dy},
                           {"class", cls}});
  }
  for (const HashiIsland& is : p.islands) {
    w.element("circle", {{"cx", is.col + 0.5}, {"cy", is.row + 0.5}, {"r", 0.38}, {"class", "island"}});
    w.text(is.col + 0.5, is.row + 0.5, 0.46, "island-clue", is.clue ? std::to_string(is.clue) : "?");
  }
  return w.finish();
}

}  // namespace gridlogic
