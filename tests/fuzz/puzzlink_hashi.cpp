// puzzlink_hashi.cpp — fuzz target: Hashi puzz.link URLs, with a round trip.
#include "fuzz_util.h"
#include "gridlogic/hashi_format.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace gridlogic;
  const std::string_view in(reinterpret_cast<const char*>(data), size);
  auto p = parse_hashi_url(in);
  fuzz::check(p);
  if (p) {
    const std::string url = format_hashi_url(*p);
    auto again = parse_hashi_url(url);
    if (!again) fuzz::fail("format_hashi_url does not read back", url);
    if (format_hashi_url(*again) != url) fuzz::fail("URL round trip changed the puzzle", url);
  }
  return 0;
}
