// render.cpp — the `render` verb of every genre: the puzzle as an SVG image (gridlogic/svg_render.h),
// optionally with its solution (found by the genre's own solver) or the grid so far.
//
// The answer's text is the SVG; its JSON is {"svg", "width", "height"}. PNG and writing files are the
// command-line tool's (engine/cli/render_output.cpp rasterises this SVG with librsvg); the engine itself
// only ever writes SVG, so the WASM build carries no image library.
#include <optional>
#include <string>

#include "genres.h"
#include "gridlogic/hashi_format.h"
#include "gridlogic/hashi_sat.h"
#include "gridlogic/json.h"
#include "gridlogic/json_value.h"
#include "gridlogic/sudoku_fast.h"
#include "gridlogic/sudoku_format.h"
#include "gridlogic/svg_render.h"
#include "gridlogic/tectonic.h"
#include "gridlogic/variant.h"
#include "gridlogic/variant_fpuzzles.h"

namespace gridlogic::verbs {
namespace {

std::optional<Response> png_in_engine(const Options& o) {
  if (o.get("format") == "png")
    return Response::options_failure(
        "--format png is drawn by the command-line tool (librsvg); here the engine writes SVG (a page draws it on a "
        "canvas)");
  return std::nullopt;
}

SvgRenderOptions svg_options(const Options& o, std::string title) {
  SvgRenderOptions s;
  s.width = static_cast<int>(o.integer("size"));
  const std::string theme = o.get("theme");
  s.theme = theme == "dark" ? SvgTheme::Dark : theme == "print" ? SvgTheme::Print : SvgTheme::Light;
  s.title = std::move(title);
  return s;
}

Response image_response(const SvgImage& img) {
  JsonWriter w;
  w.begin_object().key("svg").value(img.svg).key("width").value(img.width).key("height").value(img.height).end_object();
  Response r;
  r.json = w.str();
  r.text = img.svg;
  return r;
}

const char* kNoSolution = "the puzzle has no solution to draw";

}  // namespace

std::optional<std::string> check_render_options(const Options& o) {
  if (o.get_flag("solution") && o.has("grid"))
    return std::string("--solution yes draws the solution and --grid a grid in progress: give one of them");
  return std::nullopt;
}

Response sudoku_render(const Request& request) {
  const Options& o = request.options;
  if (auto e = png_in_engine(o)) return *e;
  auto puzzle = parse_sudoku(request.input);
  if (!puzzle) return Response::failure(puzzle.error().message);
  std::vector<uint8_t> values;
  if (o.get_flag("solution")) {
    FastSudokuResult r = solve_sudoku_fast(*puzzle, 1);
    if (r.count == 0) return Response::failure(kNoSolution);
    values = r.first.cells;
  } else if (o.has("grid")) {
    auto grid = parse_sudoku(o.get("grid"));
    if (!grid) return Response::failure("--grid: " + grid.error().message);
    if (!(grid->shape == puzzle->shape)) return Response::failure("--grid: the grid is not the puzzle's size");
    values = grid->cells;
  }
  const int n = puzzle->shape.n();
  return image_response(
      render_sudoku_svg(*puzzle, values, svg_options(o, "Sudoku " + std::to_string(n) + "×" + std::to_string(n))));
}

Response tectonic_render(const Request& request) {
  const Options& o = request.options;
  if (auto e = png_in_engine(o)) return *e;
  auto puzzle = parse_tectonic(request.input);
  if (!puzzle) return Response::failure(puzzle.error().message);
  std::vector<uint8_t> values;
  if (o.get_flag("solution")) {
    TectonicSatResult r = solve_tectonic_sat(*puzzle, 1);
    if (!r.error.empty()) return Response::failure(r.error);
    if (r.count == 0) return Response::failure(kNoSolution);
    values = r.first;
  } else if (o.has("grid")) {
    auto grid = parse_tectonic_solution(*puzzle, o.get("grid"));
    if (!grid) return Response::failure("--grid: " + grid.error().message);
    values = *grid;
  }
  const std::string title = "Tectonic " + std::to_string(puzzle->cols) + "×" + std::to_string(puzzle->rows);
  return image_response(render_tectonic_svg(*puzzle, values, svg_options(o, title)));
}

Response hashi_render(const Request& request) {
  const Options& o = request.options;
  if (auto e = png_in_engine(o)) return *e;
  auto puzzle = parse_hashi(request.input);
  if (!puzzle) return Response::failure(puzzle.error().message);
  HashiBridges bridges;
  if (o.get_flag("solution")) {
    HashiSatOptions so;
    so.limit = 1;
    HashiSatResult r = solve_hashi_sat(*puzzle, so);
    if (!r.error.empty()) return Response::failure(r.error);
    if (r.count == 0) return Response::failure(kNoSolution);
    bridges = r.first;
  } else if (o.has("grid")) {
    auto b = parse_hashi_solution(*puzzle, o.get("grid"));
    if (!b) return Response::failure("--grid: " + b.error().message);
    bridges = *b;
  }
  const std::string title = "Hashi " + std::to_string(puzzle->cols) + "×" + std::to_string(puzzle->rows);
  return image_response(render_hashi_svg(*puzzle, bridges, svg_options(o, title)));
}

Response variant_render(const Request& request) {
  const Options& o = request.options;
  if (auto e = png_in_engine(o)) return *e;
  auto puzzle = parse_variant(request.input);
  if (!puzzle) return Response::failure(puzzle.error().message);
  std::vector<uint8_t> values, marks;
  if (o.get_flag("solution")) {
    VariantSolveOptions so;
    so.limit = 1;
    so.progress = request.progress;
    VariantSolveResult r = solve_variant(*puzzle, so);
    if (!r.error.empty()) return Response::failure(r.error);
    if (r.count == 0) return Response::failure(kNoSolution);
    values = r.first;
    marks = r.first_marks;
  } else if (o.has("grid")) {
    std::string grid = o.get("grid");
    // Rules that mark cells (Nurikabe's ocean) take the marks after a '/', as check does.
    if (const size_t slash = grid.find('/'); slash != std::string::npos) {
      auto m = parse_variant_marks(*puzzle, grid.substr(slash + 1));
      if (!m) return Response::failure("--grid: " + m.error().message);
      marks = std::move(*m);
      grid.resize(slash);
    }
    auto v = parse_variant_solution(*puzzle, grid);
    if (!v) return Response::failure("--grid: " + v.error().message);
    values = std::move(*v);
  }
  // The drawing reads the f-puzzles JSON, as the play page does: one description of the rules' shapes.
  auto fp = parse_json(format_fpuzzles_json(*puzzle));
  if (!fp) return Response::failure("internal error: the f-puzzles JSON does not read back: " + fp.error().message);
  const int n = puzzle->grid.n;
  const std::string title =
      puzzle->title.empty() ? "Variant Sudoku " + std::to_string(n) + "×" + std::to_string(n) : puzzle->title;
  return image_response(render_variant_svg(*fp, values, marks, svg_options(o, title)));
}

}  // namespace gridlogic::verbs
