// svg_render.h — puzzles drawn as standalone SVG for print and image export: every genre, with or without
// its solution or a grid in progress, at a size in pixels, in a theme (the `render` verb; docs/cli.md, "Images and booklets").
//
// One drawing description for every front end: the CLI writes it as SVG, rasterises it to PNG and lays
// it out in booklets (librsvg + cairo, CLI only), and the play page downloads it or draws it on a canvas.
// The drawing is in board units (a cell is 1×1, the grid's top-left corner at 0,0; clues outside the
// grid in margins), scaled by the viewBox; every mark carries a class naming what it is ("given",
// "cage", "thermo-bulb"…) so tests can count them and the embedded stylesheet can colour them.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "gridlogic/hashi.h"
#include "gridlogic/json_value.h"
#include "gridlogic/sudoku.h"
#include "gridlogic/tectonic.h"

namespace gridlogic {

enum class SvgTheme { Light, Dark, Print };
std::string_view svg_theme_name(SvgTheme t);  // "light", "dark", "print"

struct SvgRenderOptions {
  int width = 600;  // the image's width in pixels; the height follows the board's shape
  SvgTheme theme = SvgTheme::Light;
  std::string title;  // drawn nowhere; written as <title> for accessibility and file viewers
};

// A drawn puzzle: the SVG text and its size in pixels.
struct SvgImage {
  std::string svg;
  int width = 0, height = 0;
};

// The digits to draw in the cells that hold no given: a solution, or the grid so far (0 = empty).
// Empty spans draw none. Givens are drawn bold, the other digits in the theme's accent colour.
SvgImage render_sudoku_svg(const SudokuGrid& puzzle, std::span<const uint8_t> values, const SvgRenderOptions& o);
SvgImage render_tectonic_svg(const TectonicPuzzle& puzzle, std::span<const uint8_t> values, const SvgRenderOptions& o);
// Bridges per edge (0, 1 or 2); an empty span draws the islands alone.
SvgImage render_hashi_svg(const HashiPuzzle& puzzle, std::span<const uint8_t> bridges, const SvgRenderOptions& o);
// A variant Sudoku from its f-puzzles JSON (as `convert --to json` writes it): the grid, its regions and
// every rule the play page draws (cages, thermometers, arrows, lines, dots, XV, outside clues…). `marks`
// (one per cell, non-zero shaded) are Nurikabe's ocean.
SvgImage render_variant_svg(const JsonValue& fpuzzles, std::span<const uint8_t> values, std::span<const uint8_t> marks,
                            const SvgRenderOptions& o);

}  // namespace gridlogic
