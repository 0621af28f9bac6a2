// text.h — small text helpers every parser and message of the engine shares: trimming, splitting,
// the "r3c5" name of a cell, and the safe quoting of input inside messages.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace gridlogic {

// s without leading and trailing white space (space, tab, CR, LF, VT, FF).
std::string_view trim(std::string_view s);
// The parts of s between `sep` characters; "a//b" gives "a", "", "b"; "" gives one empty part.
std::vector<std::string_view> split(std::string_view s, char sep);
// "r3c5" (1-based), the way players and the error messages name a cell.
std::string cell_name(int row, int col);

// --- Quoting input in messages (docs/cli.md, "Limits") -------------------------------------------------
// Messages go to terminals and into JSON, and the input may be anything: a message quotes at most a
// short excerpt, and never a raw byte that is not valid UTF-8 or a control character.

// The longest error message the engine writes, in bytes (the fuzz targets check it).
inline constexpr std::size_t kMaxMessageBytes = 600;
// The most characters of the input quoted in one message.
inline constexpr std::size_t kMaxExcerptChars = 40;

bool is_valid_utf8(std::string_view s);

// A link's %XX escapes decoded ("%2F" → "/"); a '%' not followed by two hex digits stays as it is.
std::string percent_decode(std::string_view s);
// The length in bytes of the UTF-8 character starting at s[pos]: 1 for ASCII and for a byte that does
// not start a valid sequence (which is then shown as a byte), else 2–4.
std::size_t utf8_char_length(std::string_view s, std::size_t pos);
// How many characters (valid UTF-8 sequences, or stray bytes) s holds: "this one has 81".
std::size_t utf8_char_count(std::string_view s);
// s in single quotes, safe to print: control characters and invalid bytes escaped (\n, \t, \xC3),
// valid non-ASCII kept; longer than kMaxExcerptChars characters: cut with "…" and the length said.
std::string quote_excerpt(std::string_view s, std::size_t max_chars = kMaxExcerptChars);
// s itself when quoting would change nothing but the quotes (short, printable, valid UTF-8): names the
// input already vouched for (a field, an option) read better bare. Otherwise quote_excerpt(s).
std::string bare_or_excerpt(std::string_view s);
// The character at s[pos] for a message: "'x'", "'é' (U+00E9)", "a tab (U+0009)", or "the byte 0xC3
// (not UTF-8)".
std::string describe_char(std::string_view s, std::size_t pos);

}  // namespace gridlogic
