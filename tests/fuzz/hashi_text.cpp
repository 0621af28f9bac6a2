// hashi_text.cpp — fuzz target: every Hashi text form parse_hashi reads, round-tripped.
#include "fuzz_util.h"
#include "gridlogic/hashi_format.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace gridlogic;
  const std::string_view in(reinterpret_cast<const char*>(data), size);
  auto p = parse_hashi(in);
  fuzz::check(p);
  if (!p) return 0;
  const std::string json = format_hashi(*p, HashiFormat::Json);
  for (HashiFormat f : {HashiFormat::Url, HashiFormat::Text, HashiFormat::Json, HashiFormat::Janko, HashiFormat::Has}) {
    const std::string text = format_hashi(*p, f);
    auto again = parse_hashi(text);
    if (!again) fuzz::fail("a written form does not read back", text);
    if (format_hashi(*again, HashiFormat::Json) != json) fuzz::fail("round trip changed the puzzle", text);
  }
  return 0;
}
