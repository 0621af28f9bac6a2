// puzzle_set.h — a set of puzzles in one input, for the verbs that read a whole set (`ablation`,
// `patterns`, benchmarks): one puzzle a line, or a janko-style data set
// ({"data":{"<id>":{"problem":"…"}, …}}, shared/FORMATS.md), whose multi-line problems stay whole.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "gridlogic/result.h"

namespace gridlogic {

// One puzzle of a set: its text and where it came from, for messages ("line 7", "entry 12_8x8").
struct PuzzleSetEntry {
  std::string where;
  std::string text;
  std::string solution;  // the data set's published solution, if any
};

// Splits `input` into puzzles. Lines that are blank or start with '#' are skipped. A document that
// starts with '{' and has a "data" object is read as a data set; any other '{' line is one JSON puzzle.
// A line "R C" (two numbers) starts a multi-line puzzle (janko, abcqwq, .has files concatenated): it
// takes the following lines up to the next "R C" line once it has at least R of them.
Result<std::vector<PuzzleSetEntry>> split_puzzle_set(std::string_view input);

}  // namespace gridlogic
