// fpuzzles_url.cpp — fuzz target: f-puzzles ?load= URLs (lz-string payload → JSON → variant puzzle).
#include "fuzz_util.h"
#include "gridlogic/variant_fpuzzles.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace gridlogic;
  const std::string url = "https://www.f-puzzles.com/?load=" + std::string(reinterpret_cast<const char*>(data), size);
  auto p = parse_variant(url);
  fuzz::check(p);
  if (p && !parse_variant(format_fpuzzles_url(*p))) fuzz::fail("format_fpuzzles_url does not read back", url);
  return 0;
}
