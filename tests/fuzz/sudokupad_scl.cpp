// sudokupad_scl.cpp — fuzz target: SudokuPad's own format (variant_sudokupad.h). Input starting with '{'
// is SudokuPad JSON or its zipped form; anything else is the payload of an scl link (URL-decoding,
// lz-string, unzipping, the classification of drawn elements, then the f-puzzles reader).
#include "fuzz_util.h"
#include "gridlogic/variant_fpuzzles.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace gridlogic;
  const std::string text(reinterpret_cast<const char*>(data), size);
  fuzz::check(parse_variant(!text.empty() && text[0] == '{' ? text : "https://sudokupad.app/scl" + text));
  return 0;
}
