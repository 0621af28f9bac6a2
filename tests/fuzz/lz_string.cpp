// lz_string.cpp — fuzz target: lz-string Base64 decompression, and compress → decompress identity.
#include "fuzz_util.h"
#include "gridlogic/lz_string.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace gridlogic;
  const std::string_view in(reinterpret_cast<const char*>(data), size);
  fuzz::check(lz_decompress_base64(in));
  // Any valid UTF-8 text survives a round trip exactly.
  if (is_valid_utf8(in)) {
    const std::string packed = lz_compress_base64(in);
    auto back = lz_decompress_base64(packed);
    if (!back) fuzz::fail("compressed text does not decompress", back.error().message);
    if (*back != in) fuzz::fail("lz-string round trip changed the text", in);
  }
  return 0;
}
