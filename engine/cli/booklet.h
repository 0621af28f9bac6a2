// booklet.h — `gridlogic booklet`: generated puzzles of chosen genres and levels laid out on A4 or Letter
// pages as a PDF (cairo's PDF surface, the boards drawn by librsvg from the engine's SVG), titles as
// real text, the solutions at the end. The CLI's own command, declared like a verb for checks and help.
#pragma once

#include <string>

#include "gridlogic/genre.h"

namespace gridlogic::cli {

extern const VerbSpec kBooklet;

// genres: "sudoku" or a comma-separated list used in turn ("sudoku,hashi"). Returns the exit status.
int run_booklet(const std::string& genres, const Options& named, bool progress);

}  // namespace gridlogic::cli
