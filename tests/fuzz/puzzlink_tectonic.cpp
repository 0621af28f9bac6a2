// puzzlink_tectonic.cpp — fuzz target: Tectonic (suguru) puzz.link URLs, with a round trip.
#include "fuzz_util.h"
#include "gridlogic/tectonic.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace gridlogic;
  const std::string_view in(reinterpret_cast<const char*>(data), size);
  auto p = parse_tectonic_url(in);
  fuzz::check(p);
  if (p) {
    const std::string url = format_tectonic_url(*p);
    auto again = parse_tectonic_url(url);
    if (!again) fuzz::fail("format_tectonic_url does not read back", url);
    if (format_tectonic_url(*again) != url) fuzz::fail("URL round trip changed the puzzle", url);
  }
  return 0;
}
