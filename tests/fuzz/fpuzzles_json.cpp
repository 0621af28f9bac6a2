// fpuzzles_json.cpp — fuzz target: f-puzzles JSON text through parse_variant, with a round trip.
#include "fuzz_util.h"
#include "gridlogic/variant_fpuzzles.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace gridlogic;
  const std::string_view in(reinterpret_cast<const char*>(data), size);
  auto p = parse_variant(in);
  fuzz::check(p);
  if (p) {
    const std::string json = format_fpuzzles_json(*p);
    auto again = parse_variant(json);
    if (!again) fuzz::fail("format_fpuzzles_json does not read back", again.error().message);
  }
  return 0;
}
