// project_json.cpp — fuzz target: the JSON reader and the project's JSON form of every genre.
#include "fuzz_util.h"
#include "gridlogic/hashi_format.h"
#include "gridlogic/json_value.h"
#include "gridlogic/options.h"
#include "gridlogic/sudoku_format.h"
#include "gridlogic/tectonic.h"
#include "gridlogic/variant_fpuzzles.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace gridlogic;
  const std::string_view in(reinterpret_cast<const char*>(data), size);
  auto json = parse_json(in);
  fuzz::check(json);
  if (!json) return 0;
  fuzz::check(sudoku_from_json(*json));
  fuzz::check(tectonic_from_json(*json));
  fuzz::check(hashi_from_json(*json));
  fuzz::check(parse_fpuzzles(*json));
  fuzz::check(Options::from_json(*json));
  // The genre readers of text take the same JSON through their own detection.
  fuzz::check(parse_sudoku(in));
  return 0;
}
