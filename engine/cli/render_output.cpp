// render_output.cpp — PNG and files for `gridlogic render` (render_output.h). The PNG comes from the
// image module (images.h), loaded on the first PNG: SVG output never loads librsvg or cairo.
#include "render_output.h"

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>

#include "gridlogic/api.h"
#include "gridlogic/json.h"
#include "gridlogic/json_value.h"
#include "images.h"

namespace gridlogic::cli {

std::optional<std::string> svg_to_png(const std::string& svg, Png& out) {
  std::string problem;
  const GridlogicImages* im = images(problem);
  if (!im) return problem;
  unsigned char* bytes = nullptr;
  size_t length = 0;
  if (char* m = im->svg_to_png(svg.data(), svg.size(), &bytes, &length, &out.width, &out.height))
    return take_message(m);
  out.bytes.assign(reinterpret_cast<const char*>(bytes), length);
  std::free(bytes);
  return std::nullopt;
}

std::optional<std::string> RenderOutput::check() const {
  if (png_ && json_ && dir_.empty()) return "--format png with --json needs --output DIR (JSON then names the files)";
  if (!dir_.empty()) {
    std::error_code ec;
    std::filesystem::create_directories(dir_, ec);
    if (!std::filesystem::is_directory(dir_, ec)) return "--output " + dir_ + ": not a folder that can be made";
  }
  return std::nullopt;
}

void RenderOutput::error(const std::string& message, const std::string& where) {
  const std::string m = where.empty() ? message : where + ": " + message;
  if (json_) std::cout << error_json(m) << '\n';
  else std::cout << "error\t" << m << '\n';
}

void RenderOutput::write(const Response& r, const std::string& where) {
  if (!r.error.empty()) return error(r.error, where);
  auto doc = parse_json(r.json);
  const JsonValue* svg_value = doc ? doc->find("svg") : nullptr;
  if (!svg_value || !svg_value->is_string()) return error("internal error: render answered without an SVG", where);
  const std::string& svg = svg_value->as_string();
  std::string bytes = svg;
  int width = 0, height = 0;
  if (const JsonValue* w = doc->find("width")) width = static_cast<int>(w->as_integer().value_or(0));
  if (const JsonValue* h = doc->find("height")) height = static_cast<int>(h->as_integer().value_or(0));
  if (png_) {
    Png png;
    if (auto problem = svg_to_png(svg, png)) return error(*problem, where);
    bytes = std::move(png.bytes);
  }
  ++count_;
  if (dir_.empty()) {
    if (png_ && count_ > 1) {
      // A second PNG after the first would make standard output no image at all.
      std::cerr << "gridlogic: " << where << ": several PNG images need --output DIR; this one is skipped\n";
      status_ = 1;
      return;
    }
    if (json_) std::cout << r.json << '\n';
    else std::cout << bytes;
    return;
  }
  char name[32];
  std::snprintf(name, sizeof name, "puzzle-%03d.%s", count_, png_ ? "png" : "svg");
  const std::string path = (std::filesystem::path(dir_) / name).string();
  std::ofstream file(path, std::ios::binary);
  file << bytes;
  file.close();
  if (!file) {
    std::cerr << "gridlogic: cannot write " << path << '\n';
    status_ = 2;
    return;
  }
  if (json_) {
    JsonWriter w;
    w.begin_object().key("file").value(path).key("width").value(width).key("height").value(height).end_object();
    std::cout << w.str() << '\n';
  } else {
    std::cout << path << '\n';
  }
}

}  // namespace gridlogic::cli
