// images.h — the seam between the command-line tool and its image libraries (issue 37).
//
// librsvg and cairo (PNG for `render --format png`, the PDF of `booklet`) pull in about fifty shared
// libraries (GLib, Pango, HarfBuzz, fontconfig, ICU, X11…). Linked into `gridlogic` itself, the dynamic
// loader relocated all of them before every command: 9 ms of CPU for `gridlogic --version`. So every
// cairo/librsvg call lives in a separate program, `gridlogic-images` beside the executable
// (images_tool.cpp), which the CLI starts the first time a command draws and then talks to over a
// socket pair; `gridlogic` itself is linked statically and starts with no dynamic loader at all
// (docs/cli.md, "Start-up").
//
// In the CLI the drawing functions are a table of function pointers (below), so booklet.cpp and
// render_output.cpp do not see the process. Strings they return (error messages, PNG bytes) are
// malloc'ed and freed by the caller with free().
//
// The protocol (text headers, raw payloads; numbers in decimal, doubles with 17 digits):
//   program → CLI on start:  "H 0 ABI 0\n"                   (GRIDLOGIC_IMAGES_ABI of its build)
//   "P N\n" SVG              → "K N W H\n" PNG | "E N\n" message
//   "O W H N M\n" TITLE CREATOR  (opens the PDF; no reply)
//   "T X Y SIZE BOLD RIGHT N\n" TEXT  (no reply)
//   "S X Y W H N\n" SVG      → "K 0\n" | "E N\n" message
//   "G\n"                    (ends the page; no reply)
//   "C\n"                    → "D N\n" PDF | "E N\n" message
// The program ends when its input closes (when the CLI exits).
#pragma once

#include <cstddef>
#include <cstdlib>
#include <cstring>
#include <string>

extern "C" {

// Raised whenever the protocol or a request's meaning changes.
#define GRIDLOGIC_IMAGES_ABI 2

// Receives the PDF's bytes as cairo writes them; returns 0 when they could not be written.
typedef int (*GridlogicImagesWrite)(void* closure, const unsigned char* data, unsigned int length);

struct GridlogicImages {
  // The SVG rasterised as a PNG of its own pixel size (its width and height attributes). Null, with
  // *png (malloc'ed) and its size set; or an error message (malloc'ed).
  char* (*svg_to_png)(const char* svg, size_t svg_length, unsigned char** png, size_t* png_length, int* width,
                      int* height);
  // A PDF document of pages pw × ph points, its bytes handed to `write` when it is closed.
  void* (*pdf_open)(GridlogicImagesWrite write, void* closure, double pw, double ph, const char* title,
                    const char* creator);
  // Text in DejaVu Sans with its baseline at y, starting at x (right = 0) or ending there (right = 1).
  void (*pdf_text)(void* pdf, double x, double y, double size, int bold, const char* text, int right);
  // The SVG fitted into the box (x, y, w, h), keeping its shape, centred across and at the box's top.
  // Null, or an error message (malloc'ed).
  char* (*pdf_svg)(void* pdf, const char* svg, size_t svg_length, double x, double y, double w, double h);
  void (*pdf_page)(void* pdf);  // ends the page; the next drawing starts a new one
  // Finishes the file and frees the document: null, or cairo's error message (malloc'ed).
  char* (*pdf_close)(void* pdf);
};
}

namespace gridlogic::cli {

// The drawing functions, the program started on first use (then kept for the process); null with
// `problem` saying why not (missing beside the executable, not startable, another build).
// GRIDLOGIC_IMAGES, when set, is the program's path instead. Calls from several threads are taken
// one at a time.
const GridlogicImages* images(std::string& problem);

// A message as the drawing functions return one: malloc'ed (both programs make them; take_message frees).
inline char* malloc_message(const std::string& m) {
  char* copy = static_cast<char*>(std::malloc(m.size() + 1));
  if (copy) std::memcpy(copy, m.c_str(), m.size() + 1);
  return copy;
}

// A message a drawing function returned, as a string, the memory freed; empty for null.
std::string take_message(char* message);

}  // namespace gridlogic::cli
