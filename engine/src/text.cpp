// text.cpp — trimming, splitting, cell names and safe quoting of input in messages (text.h).
#include "gridlogic/text.h"

#include <cstdint>
#include <cstdio>
#include <utility>

namespace gridlogic {

std::string_view trim(std::string_view s) {
  constexpr std::string_view kSpace = " \t\r\n\v\f";
  const size_t b = s.find_first_not_of(kSpace);
  if (b == std::string_view::npos) return {};
  return s.substr(b, s.find_last_not_of(kSpace) - b + 1);
}

std::vector<std::string_view> split(std::string_view s, char sep) {
  std::vector<std::string_view> out;
  for (size_t start = 0;;) {
    const size_t at = s.find(sep, start);
    out.push_back(s.substr(start, at == std::string_view::npos ? std::string_view::npos : at - start));
    if (at == std::string_view::npos) return out;
    start = at + 1;
  }
}

std::string cell_name(int row, int col) { return "r" + std::to_string(row + 1) + "c" + std::to_string(col + 1); }

namespace {

// The code point of the valid UTF-8 sequence at s[pos] and its length, or length 0 when the bytes there
// are not one (overlong forms, surrogates and values above U+10FFFF are not valid).
std::pair<uint32_t, std::size_t> decode_utf8(std::string_view s, std::size_t pos) {
  const auto byte = [&](std::size_t i) { return static_cast<unsigned char>(s[i]); };
  const unsigned char b0 = byte(pos);
  if (b0 < 0x80) return {b0, 1};
  std::size_t len = 0;
  uint32_t cp = 0, min = 0;
  if ((b0 & 0xE0) == 0xC0) len = 2, cp = b0 & 0x1F, min = 0x80;
  else if ((b0 & 0xF0) == 0xE0) len = 3, cp = b0 & 0x0F, min = 0x800;
  else if ((b0 & 0xF8) == 0xF0) len = 4, cp = b0 & 0x07, min = 0x10000;
  else return {0, 0};
  if (pos + len > s.size()) return {0, 0};
  for (std::size_t i = 1; i < len; ++i) {
    if ((byte(pos + i) & 0xC0) != 0x80) return {0, 0};
    cp = (cp << 6) | (byte(pos + i) & 0x3F);
  }
  if (cp < min || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) return {0, 0};
  return {cp, len};
}

std::string hex(const char* format, unsigned value) {
  char buf[16];
  std::snprintf(buf, sizeof buf, format, value);
  return buf;
}

}  // namespace

bool is_valid_utf8(std::string_view s) {
  for (std::size_t i = 0; i < s.size();) {
    const std::size_t len = decode_utf8(s, i).second;
    if (len == 0) return false;
    i += len;
  }
  return true;
}

std::size_t utf8_char_length(std::string_view s, std::size_t pos) {
  const std::size_t len = decode_utf8(s, pos).second;
  return len == 0 ? 1 : len;
}

std::size_t utf8_char_count(std::string_view s) {
  std::size_t n = 0;
  for (std::size_t i = 0; i < s.size(); ++n)
    i += static_cast<unsigned char>(s[i]) < 0x80 ? 1 : utf8_char_length(s, i);  // ASCII needs no decoding
  return n;
}

std::string quote_excerpt(std::string_view s, std::size_t max_chars) {
  std::string out = "'";
  std::size_t chars = 0, i = 0;
  for (; i < s.size() && chars < max_chars; ++chars) {
    const auto [cp, len] = decode_utf8(s, i);
    const unsigned char b = static_cast<unsigned char>(s[i]);
    if (len == 0) out += hex("\\x%02X", b);
    else if (cp == '\n') out += "\\n";
    else if (cp == '\t') out += "\\t";
    else if (cp == '\r') out += "\\r";
    else if (cp < 0x20 || cp == 0x7F || (cp >= 0x80 && cp < 0xA0)) out += hex("\\u%04X", cp);
    else out.append(s.substr(i, len));
    i += len == 0 ? 1 : len;
  }
  out += "'";
  if (i < s.size()) out.insert(out.size() - 1, "…"), out += " (" + std::to_string(utf8_char_count(s)) + " characters)";
  return out;
}

std::string bare_or_excerpt(std::string_view s) {
  std::string q = quote_excerpt(s);
  return q.size() == s.size() + 2 && q.compare(1, s.size(), s) == 0 ? std::string(s) : q;
}

std::string describe_char(std::string_view s, std::size_t pos) {
  const auto [cp, len] = decode_utf8(s, pos);
  if (len == 0) return "the byte " + hex("0x%02X", static_cast<unsigned char>(s[pos])) + " (not UTF-8)";
  const std::string code = hex("U+%04X", cp);
  if (cp == ' ') return "a space";
  if (cp == '\t') return "a tab (" + code + ")";
  if (cp == '\n' || cp == '\r') return "a line break (" + code + ")";
  if (cp < 0x20 || cp == 0x7F || (cp >= 0x80 && cp < 0xA0)) return "the control character " + code;
  if (cp < 0x80) return "'" + std::string(s.substr(pos, 1)) + "'";
  return "'" + std::string(s.substr(pos, len)) + "' (" + code + ")";
}

std::string percent_decode(std::string_view s) {
  auto hex = [](char c) {
    return c >= '0' && c <= '9'   ? c - '0'
           : c >= 'a' && c <= 'f' ? c - 'a' + 10
           : c >= 'A' && c <= 'F' ? c - 'A' + 10
                                  : -1;
  };
  std::string out;
  for (size_t i = 0; i < s.size(); ++i) {
    if (s[i] == '%' && i + 2 < s.size() && hex(s[i + 1]) >= 0 && hex(s[i + 2]) >= 0) {
      out += static_cast<char>(hex(s[i + 1]) * 16 + hex(s[i + 2]));
      i += 2;
    } else {
      out += s[i];
    }
  }
  return out;
}

}  // namespace gridlogic
