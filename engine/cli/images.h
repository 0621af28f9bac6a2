// images.h — the seam between the command-line tool and its image libraries (issue 37).
//
// librsvg and cairo (PNG for `render --format png`, the PDF of `booklet`) pull in about fifty shared
// libraries (GLib, Pango, HarfBuzz, fontconfig, ICU, X11…); linked into `gridlogic` itself, the dynamic
// loader relocated all of them before every command, 9 ms of CPU for `gridlogic --version`. So every
// cairo/librsvg call lives in a separate module, `gridlogic-images.so` beside the executable
// (images_module.cpp), which the CLI `dlopen`s the first time a command draws; every other command
// starts with libstdc++ and libc only (docs/cli.md, "Start-up").
//
// The interface is plain C — a table of function pointers with a version number — so the module and the
// tool share no C++ type, and a module from another build is refused rather than misread. Strings the
// module returns (error messages, PNG bytes) are malloc'ed and freed by the caller with free().
#pragma once

#include <cstddef>
#include <string>

extern "C" {

// Raised whenever a function's signature or meaning changes.
#define GRIDLOGIC_IMAGES_ABI 1

// Receives the PDF's bytes as cairo writes them; returns 0 when they could not be written.
typedef int (*GridlogicImagesWrite)(void* closure, const unsigned char* data, unsigned int length);

struct GridlogicImages {
  int abi;  // GRIDLOGIC_IMAGES_ABI of the module's build
  // The SVG rasterised as a PNG of its own pixel size (its width and height attributes). Null, with
  // *png (malloc'ed) and its size set; or an error message (malloc'ed).
  char* (*svg_to_png)(const char* svg, size_t svg_length, unsigned char** png, size_t* png_length, int* width,
                      int* height);
  // A PDF document of pages pw × ph points written through `write`; null when cairo cannot make one.
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

// The module's one exported symbol: its table, or null when it was built for another ABI.
const GridlogicImages* gridlogic_images(int abi);
}

namespace gridlogic::cli {

// The module, loaded on first use (then kept for the process); null with `problem` saying why not
// (missing beside the executable, unloadable, another ABI). GRIDLOGIC_IMAGES, when set, is the
// module's path instead.
const GridlogicImages* images(std::string& problem);

// A message the module returned, as a string, the memory freed; empty for null.
std::string take_message(char* message);

}  // namespace gridlogic::cli
