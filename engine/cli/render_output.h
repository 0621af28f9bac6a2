// render_output.h — the command-line tool's side of images: the engine's SVG (the `render` verb) written
// as SVG files, or drawn as PNG by the image module (images.h: librsvg on cairo, loaded only when a
// command draws). Native only: the WASM module never links these libraries (docs/architecture.md,
// "Dependencies").
#pragma once

#include <optional>
#include <string>

#include "gridlogic/request.h"

namespace gridlogic::cli {

// The SVG rasterised as a PNG of its own pixel size (the SVG's width and height).
struct Png {
  std::string bytes;
  int width = 0, height = 0;
};
std::optional<std::string> svg_to_png(const std::string& svg, Png& out);

// Where `render`'s images go: standard output (SVG, or one PNG) or one file per puzzle in a folder
// (puzzle-001.svg, …). The engine answers in SVG; this writes it, or its PNG.
class RenderOutput {
 public:
  RenderOutput(bool png, std::string dir, bool json) : png_(png), dir_(std::move(dir)), json_(json) {}
  // Before any input: the error when the options cannot work together (a PNG as JSON on stdout).
  std::optional<std::string> check() const;
  // One answer of the engine; errors are printed as the CLI prints every error (where: message).
  void write(const Response& r, const std::string& where);
  int status() const { return status_; }

 private:
  bool png_;
  std::string dir_;
  bool json_;
  int count_ = 0;   // images written
  int status_ = 0;  // 2 when a file could not be written
  void error(const std::string& message, const std::string& where);
};

}  // namespace gridlogic::cli
