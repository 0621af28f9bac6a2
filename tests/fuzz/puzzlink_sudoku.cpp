// puzzlink_sudoku.cpp — fuzz target: Sudoku puzz.link URLs (parse_sudoku_url), with a round trip.
#include "fuzz_util.h"
#include "gridlogic/sudoku_format.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace gridlogic;
  const std::string_view in(reinterpret_cast<const char*>(data), size);
  auto grid = parse_sudoku_url(in);
  fuzz::check(grid);
  if (grid) {
    // What the engine writes, it reads back as the same puzzle.
    const std::string url = format_sudoku(*grid, SudokuFormat::Url);
    auto again = parse_sudoku_url(url);
    if (!again) fuzz::fail("format_sudoku(url) does not read back", url);
    if (format_sudoku(*again, SudokuFormat::Url) != url) fuzz::fail("URL round trip changed the puzzle", url);
  }
  return 0;
}
