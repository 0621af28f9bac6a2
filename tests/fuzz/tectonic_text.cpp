// tectonic_text.cpp — fuzz target: every Tectonic text form parse_tectonic reads, round-tripped.
#include "fuzz_util.h"
#include "gridlogic/tectonic.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace gridlogic;
  const std::string_view in(reinterpret_cast<const char*>(data), size);
  auto p = parse_tectonic(in);
  fuzz::check(p);
  if (!p) return 0;
  const std::string json = format_tectonic(*p, TectonicFormat::Json);
  for (TectonicFormat f : {TectonicFormat::Url, TectonicFormat::Text, TectonicFormat::Json, TectonicFormat::Janko,
                           TectonicFormat::Abcqwq}) {
    const std::string text = format_tectonic(*p, f);
    auto again = parse_tectonic(text);
    if (!again) fuzz::fail("a written form does not read back", text);
    if (format_tectonic(*again, TectonicFormat::Json) != json) fuzz::fail("round trip changed the puzzle", text);
  }
  return 0;
}
