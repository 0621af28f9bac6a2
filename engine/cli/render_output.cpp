// render_output.cpp — PNG and files for `gridlogic render` (render_output.h): librsvg reads the engine's
// SVG and draws it on a cairo image surface, which cairo writes as PNG. librsvg and cairo are Debian's
// (librsvg2-dev, libcairo2-dev): a well-kept SVG renderer instead of a rasteriser of our own, and the
// same pair draws the booklet's PDF pages, so a puzzle looks the same on screen, in a PNG and on paper.
#include "render_output.h"

#include <cairo.h>
#include <librsvg/rsvg.h>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>

#include "gridlogic/api.h"
#include "gridlogic/json.h"
#include "gridlogic/json_value.h"

namespace gridlogic::cli {

namespace {

// librsvg's message ("librsvg: …"), the GError freed; `fallback` when it gave none.
std::string rsvg_problem(GError* err, const char* fallback) {
  std::string m = err ? err->message : fallback;
  if (err) g_error_free(err);
  return "librsvg: " + m;
}

// The SVG parsed by librsvg (the caller unrefs it), or nullptr with `problem` set.
RsvgHandle* open_svg(const std::string& svg, std::string& problem) {
  GError* err = nullptr;
  RsvgHandle* handle = rsvg_handle_new_from_data(reinterpret_cast<const guint8*>(svg.data()), svg.size(), &err);
  if (!handle) problem = rsvg_problem(err, "unreadable SVG");
  return handle;
}

}  // namespace

std::optional<std::string> draw_svg(cairo_t* cr, const std::string& svg, double x, double y, double w, double h) {
  std::string problem;
  RsvgHandle* handle = open_svg(svg, problem);
  if (!handle) return problem;
  // render_document fits the SVG's viewBox into the viewport keeping its aspect ratio, centred; the
  // viewport is first shrunk to that shape at the box's top, so a board sits right under its title.
  gdouble iw = 0, ih = 0;
  if (rsvg_handle_get_intrinsic_size_in_pixels(handle, &iw, &ih) && iw > 0 && ih > 0) {
    const double scale = std::min(w / iw, h / ih);
    x += (w - iw * scale) / 2;
    w = iw * scale;
    h = ih * scale;
  }
  RsvgRectangle viewport{x, y, w, h};
  GError* err = nullptr;
  const gboolean ok = rsvg_handle_render_document(handle, cr, &viewport, &err);
  g_object_unref(handle);
  if (!ok) return rsvg_problem(err, "could not draw the SVG");
  return std::nullopt;
}

std::optional<std::string> svg_to_png(const std::string& svg, Png& out) {
  // The pixel size is the SVG's own width and height attributes (the render verb's --size).
  std::string problem_text;
  RsvgHandle* handle = open_svg(svg, problem_text);
  if (!handle) return problem_text;
  gdouble w = 0, h = 0;
  const bool sized = rsvg_handle_get_intrinsic_size_in_pixels(handle, &w, &h);
  g_object_unref(handle);
  if (!sized || w < 1 || h < 1) return "the SVG has no size in pixels";
  out.width = static_cast<int>(w + 0.5);
  out.height = static_cast<int>(h + 0.5);
  cairo_surface_t* surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, out.width, out.height);
  cairo_t* cr = cairo_create(surface);
  std::optional<std::string> problem = draw_svg(cr, svg, 0, 0, out.width, out.height);
  cairo_destroy(cr);
  if (!problem) {
    out.bytes.clear();
    auto append = [](void* closure, const unsigned char* data, unsigned int length) {
      static_cast<std::string*>(closure)->append(reinterpret_cast<const char*>(data), length);
      return CAIRO_STATUS_SUCCESS;
    };
    if (cairo_surface_write_to_png_stream(surface, append, &out.bytes) != CAIRO_STATUS_SUCCESS) problem = "cairo could not write the PNG";
  }
  cairo_surface_destroy(surface);
  return problem;
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
