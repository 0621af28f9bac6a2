// images_tool.cpp — gridlogic-images, the CLI's image program (images.h): every call to librsvg and
// cairo. librsvg reads the engine's SVG and draws it on cairo surfaces: an image surface written as PNG
// (`render --format png`), a PDF surface for `booklet` (titles as real text, so the PDF can be searched).
// librsvg and cairo are Debian's (librsvg2-dev, libcairo2-dev): a well-kept SVG renderer instead of a
// rasteriser of our own, and the same pair draws PNG and paper, so a puzzle looks the same in both.
// Started by the CLI only when a command draws, and then answers its requests on standard input and
// output until that closes (images.h says why and gives the protocol).
#include <cairo-pdf.h>
#include <cairo.h>
#include <librsvg/rsvg.h>

#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include "images.h"

namespace {

using gridlogic::cli::malloc_message;

// librsvg's message ("librsvg: …"), the GError freed; `fallback` when it gave none.
char* rsvg_problem(GError* err, const char* fallback) {
  std::string m = err ? err->message : fallback;
  if (err) g_error_free(err);
  return malloc_message("librsvg: " + m);
}

// The SVG parsed by librsvg (the caller unrefs it), or nullptr with `problem` set.
RsvgHandle* open_svg(const char* svg, size_t length, char*& problem) {
  GError* err = nullptr;
  RsvgHandle* handle = rsvg_handle_new_from_data(reinterpret_cast<const guint8*>(svg), length, &err);
  if (!handle) problem = rsvg_problem(err, "unreadable SVG");
  return handle;
}

char* draw_svg(cairo_t* cr, const char* svg, size_t length, double x, double y, double w, double h) {
  char* problem = nullptr;
  RsvgHandle* handle = open_svg(svg, length, problem);
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
  return nullptr;
}

char* svg_to_png(const char* svg, size_t length, unsigned char** png, size_t* png_length, int* width, int* height) {
  // The pixel size is the SVG's own width and height attributes (the render verb's --size).
  char* problem = nullptr;
  RsvgHandle* handle = open_svg(svg, length, problem);
  if (!handle) return problem;
  gdouble w = 0, h = 0;
  const bool sized = rsvg_handle_get_intrinsic_size_in_pixels(handle, &w, &h);
  g_object_unref(handle);
  if (!sized || w < 1 || h < 1) return malloc_message("the SVG has no size in pixels");
  *width = static_cast<int>(w + 0.5);
  *height = static_cast<int>(h + 0.5);
  cairo_surface_t* surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, *width, *height);
  cairo_t* cr = cairo_create(surface);
  problem = draw_svg(cr, svg, length, 0, 0, *width, *height);
  cairo_destroy(cr);
  if (!problem) {
    std::string bytes;
    auto append = [](void* closure, const unsigned char* data, unsigned int n) {
      static_cast<std::string*>(closure)->append(reinterpret_cast<const char*>(data), n);
      return CAIRO_STATUS_SUCCESS;
    };
    if (cairo_surface_write_to_png_stream(surface, append, &bytes) != CAIRO_STATUS_SUCCESS) {
      problem = malloc_message("cairo could not write the PNG");
    } else {
      *png = static_cast<unsigned char*>(std::malloc(bytes.size() ? bytes.size() : 1));
      if (*png) std::memcpy(*png, bytes.data(), bytes.size());
      *png_length = bytes.size();
      if (!*png) problem = malloc_message("out of memory for the PNG");
    }
  }
  cairo_surface_destroy(surface);
  return problem;
}

struct Pdf {
  GridlogicImagesWrite write;
  void* closure;
  cairo_surface_t* surface;
  cairo_t* cr;
};

cairo_status_t write_pdf(void* closure, const unsigned char* data, unsigned int length) {
  const Pdf* pdf = static_cast<const Pdf*>(closure);
  return pdf->write(pdf->closure, data, length) ? CAIRO_STATUS_SUCCESS : CAIRO_STATUS_WRITE_ERROR;
}

void* pdf_open(GridlogicImagesWrite write, void* closure, double pw, double ph, const char* title,
               const char* creator) {
  Pdf* pdf = new Pdf{write, closure, nullptr, nullptr};
  pdf->surface = cairo_pdf_surface_create_for_stream(write_pdf, pdf, pw, ph);
  cairo_pdf_surface_set_metadata(pdf->surface, CAIRO_PDF_METADATA_TITLE, title);
  cairo_pdf_surface_set_metadata(pdf->surface, CAIRO_PDF_METADATA_CREATOR, creator);
  pdf->cr = cairo_create(pdf->surface);
  return pdf;
}

void pdf_text(void* doc, double x, double y, double size, int bold, const char* text, int right) {
  cairo_t* cr = static_cast<Pdf*>(doc)->cr;
  cairo_set_source_rgb(cr, 0, 0, 0);
  cairo_select_font_face(cr, "DejaVu Sans", CAIRO_FONT_SLANT_NORMAL,
                         bold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL);
  cairo_set_font_size(cr, size);
  cairo_text_extents_t ext;
  cairo_text_extents(cr, text, &ext);
  cairo_move_to(cr, right ? x - ext.x_advance : x, y);
  cairo_show_text(cr, text);
}

char* pdf_svg(void* doc, const char* svg, size_t length, double x, double y, double w, double h) {
  return draw_svg(static_cast<Pdf*>(doc)->cr, svg, length, x, y, w, h);
}

void pdf_page(void* doc) { cairo_show_page(static_cast<Pdf*>(doc)->cr); }

char* pdf_close(void* doc) {
  Pdf* pdf = static_cast<Pdf*>(doc);
  cairo_destroy(pdf->cr);
  cairo_surface_finish(pdf->surface);
  const cairo_status_t status = cairo_surface_status(pdf->surface);
  cairo_surface_destroy(pdf->surface);
  delete pdf;
  return status == CAIRO_STATUS_SUCCESS ? nullptr
                                        : malloc_message(std::string("cairo: ") + cairo_status_to_string(status));
}

// The protocol's two directions (images.h): whole reads and writes on file descriptors 0 and 1.
bool read_exact(void* data, size_t n) {
  char* p = static_cast<char*>(data);
  while (n > 0) {
    const ssize_t got = read(0, p, n);
    if (got <= 0) return false;
    p += got;
    n -= static_cast<size_t>(got);
  }
  return true;
}

bool write_exact(const void* data, size_t n) {
  const char* p = static_cast<const char*>(data);
  while (n > 0) {
    const ssize_t put = write(1, p, n);
    if (put <= 0) return false;
    p += put;
    n -= static_cast<size_t>(put);
  }
  return true;
}

// A request's header line, without its '\n' (at most 512 bytes; longer is a broken peer).
bool read_line(std::string& line) {
  line.clear();
  for (char c; read_exact(&c, 1);) {
    if (c == '\n') return true;
    if (line.size() > 512) return false;
    line += c;
  }
  return false;
}

bool read_bytes(size_t n, std::string& out) {
  out.resize(n);
  return n == 0 || read_exact(out.data(), n);
}

// A reply: "TAG LENGTH [W H]\n" and LENGTH bytes.
bool reply(char tag, const void* data, size_t length, const std::string& extra = "") {
  const std::string head = std::string(1, tag) + ' ' + std::to_string(length) + extra + '\n';
  return write_exact(head.data(), head.size()) && write_exact(data, length);
}

// A function's result: nothing (K) or its malloc'ed message (E), freed.
bool reply_problem(char* problem) {
  if (!problem) return reply('K', "", 0);
  const bool ok = reply('E', problem, std::strlen(problem));
  std::free(problem);
  return ok;
}

// The PDF's bytes as cairo writes them, kept until the document is closed.
int keep_pdf_bytes(void* closure, const unsigned char* data, unsigned int length) {
  static_cast<std::string*>(closure)->append(reinterpret_cast<const char*>(data), length);
  return 1;
}

// Answers requests until standard input closes or a request cannot be read: false for the latter.
bool serve() {
  std::string line, a, b, pdf_bytes;
  void* pdf = nullptr;
  while (read_line(line)) {
    const char op = line.empty() ? '?' : line[0];
    const char* args = line.c_str() + (line.empty() ? 0 : 1);
    double x = 0, y = 0, w = 0, h = 0;
    size_t n = 0, m = 0;
    int bold = 0, right = 0;
    if (op == 'P' && std::sscanf(args, "%zu", &n) == 1 && read_bytes(n, a)) {
      unsigned char* png = nullptr;
      size_t length = 0;
      int pw = 0, ph = 0;
      if (char* problem = svg_to_png(a.data(), a.size(), &png, &length, &pw, &ph)) {
        if (!reply_problem(problem)) return false;
        continue;
      }
      const bool ok = reply('K', png, length, ' ' + std::to_string(pw) + ' ' + std::to_string(ph));
      std::free(png);
      if (!ok) return false;
    } else if (op == 'O' && !pdf && std::sscanf(args, "%lf %lf %zu %zu", &w, &h, &n, &m) == 4 && read_bytes(n, a) &&
               read_bytes(m, b)) {
      pdf_bytes.clear();
      pdf = pdf_open(keep_pdf_bytes, &pdf_bytes, w, h, a.c_str(), b.c_str());
    } else if (op == 'T' && pdf && std::sscanf(args, "%lf %lf %lf %d %d %zu", &x, &y, &w, &bold, &right, &n) == 6 &&
               read_bytes(n, a)) {
      pdf_text(pdf, x, y, w, bold, a.c_str(), right);
    } else if (op == 'S' && pdf && std::sscanf(args, "%lf %lf %lf %lf %zu", &x, &y, &w, &h, &n) == 5 &&
               read_bytes(n, a)) {
      if (!reply_problem(pdf_svg(pdf, a.data(), a.size(), x, y, w, h))) return false;
    } else if (op == 'G' && pdf) {
      pdf_page(pdf);
    } else if (op == 'C' && pdf) {
      char* problem = pdf_close(pdf);
      pdf = nullptr;
      if (problem) {
        if (!reply_problem(problem)) return false;
      } else if (!reply('D', pdf_bytes.data(), pdf_bytes.size())) {
        return false;
      }
      pdf_bytes.clear();
    } else {
      std::fprintf(stderr, "gridlogic-images: unreadable request '%.40s'\n", line.c_str());
      return false;
    }
  }
  return true;
}

}  // namespace

int main(int argc, char**) {
  if (argc > 1) {
    std::fprintf(stderr, "gridlogic-images: takes no arguments; gridlogic starts it to draw PNG and PDF\n");
    return 1;
  }
  // The greeting names this build's protocol, so a CLI of another build refuses it by its number.
  if (!reply('H', "", 0, " " + std::to_string(GRIDLOGIC_IMAGES_ABI) + " 0")) return 1;
  return serve() ? 0 : 1;
}
