// sudoku_text.cpp — fuzz target: Sudoku lines, grids and every form parse_sudoku detects, round-tripped.
#include "fuzz_util.h"
#include "gridlogic/sudoku_format.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace gridlogic;
  const std::string_view in(reinterpret_cast<const char*>(data), size);
  fuzz::check(parse_sudoku_grid(in));
  auto grid = parse_sudoku(in);
  fuzz::check(grid);
  if (!grid) return 0;
  const std::string json = format_sudoku(*grid, SudokuFormat::Json);
  for (SudokuFormat f : {SudokuFormat::Line, SudokuFormat::Grid, SudokuFormat::Url, SudokuFormat::Json}) {
    if (!sudoku_format_keeps_shape(grid->shape, f)) continue;
    const std::string text = format_sudoku(*grid, f);
    auto again = parse_sudoku(text);
    if (!again) fuzz::fail("a written form does not read back", text);
    if (format_sudoku(*again, SudokuFormat::Json) != json) fuzz::fail("round trip changed the puzzle", text);
  }
  return 0;
}
