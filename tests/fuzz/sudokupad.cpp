// sudokupad.cpp — fuzz target: SudokuPad fpuzzles links (URL-decoding, lz-string, f-puzzles JSON).
#include "fuzz_util.h"
#include "gridlogic/variant_fpuzzles.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace gridlogic;
  const std::string url = "https://sudokupad.app/fpuzzles" + std::string(reinterpret_cast<const char*>(data), size);
  fuzz::check(parse_variant(url));
  return 0;
}
