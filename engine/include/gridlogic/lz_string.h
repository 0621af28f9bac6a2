// lz_string.h — the lz-string Base64 codec: f-puzzles and SudokuPad links carry puzzle JSON as lz-string compressToBase64.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

#include "gridlogic/result.h"

namespace gridlogic {

// The most UTF-16 code units lz_decompress_base64 will produce. LZ-style streams can expand
// quadratically (a few kilobytes of payload can ask for gigabytes), and the WASM heap is small; real
// puzzle JSON is far below this.
inline constexpr std::size_t kLzMaxDecodedUnits = std::size_t{1} << 24;

// The text of an lz-string `compressToBase64` payload (the `?load=` value of an f-puzzles link), as
// UTF-8. Reads the stock Base64 alphabet `A–Z a–z 0–9 + /`; white space anywhere and trailing '='
// padding are ignored. URL decoding ('%2B', '+' turned into ' ') is the caller's job. Errors name the
// offending character and its 1-based position, or say that the stream is truncated or corrupt, or that
// the text holds a lone UTF-16 surrogate (which UTF-8 cannot carry). An empty payload is an error (the
// JS library returns null for it); the compressed empty text is "Q===".
Result<std::string> lz_decompress_base64(std::string_view payload);

// What the JS library's `compressToBase64` gives for the same text, byte for byte, padding included.
// The UTF-8 input is read as UTF-16 code units, as JavaScript strings are; an invalid UTF-8 sequence
// is read as U+FFFD, as a browser's TextDecoder would.
std::string lz_compress_base64(std::string_view utf8);

}  // namespace gridlogic
