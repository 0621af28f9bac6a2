// json.cpp — JsonWriter (see json.h).
#include "gridlogic/json.h"

#include <cassert>
#include <charconv>
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstring>

#include "gridlogic/text.h"

namespace gridlogic {

// Whether any of the 8 bytes in x is a control character, not ASCII, '"' or '\\' (the classic tests for a
// zero byte and for a byte below n, exact for whether there is one).
constexpr bool needs_escape(uint64_t x) {
  constexpr uint64_t kOnes = 0x0101010101010101, kHigh = 0x8080808080808080;
  const uint64_t quote = x ^ (kOnes * '"'), backslash = x ^ (kOnes * '\\');
  return ((x | ((x - kOnes * 0x20) & ~x) | ((quote - kOnes) & ~quote) | ((backslash - kOnes) & ~backslash)) & kHigh) !=
         0;
}

// Writes s as a JSON string literal. The writer quotes every key and string value straight into its
// output: a temporary string per key (json_quote) was an allocation, a copy and a free each, a few per
// cent of a 17-clue solve's answer in WebAssembly. `suffix` (':' after a key), when not 0, follows the
// closing quote. A run of characters that need no escape — every key, most values whole — is copied
// at once.
void JsonWriter::put_quoted(std::string_view s, char suffix) {
  put('"');
  for (size_t i = 0; i < s.size(); ++i) {
    size_t plain = i;
    for (uint64_t x; plain + 8 <= s.size(); plain += 8) {  // 8 characters a step while none needs an escape
      std::memcpy(&x, s.data() + plain, 8);
      if (needs_escape(x)) break;
    }
    while (plain < s.size()) {
      const unsigned char b = static_cast<unsigned char>(s[plain]);
      if (b < 0x20 || b >= 0x80 || b == '"' || b == '\\') break;
      ++plain;
    }
    if (plain > i) {
      put(s.substr(i, plain - i));
      i = plain - 1;
      continue;
    }
    const char ch = s[i];
    unsigned char u = static_cast<unsigned char>(ch);
    if (u >= 0x80) {
      // JSON text is UTF-8: a valid sequence goes through whole, a stray byte (input quoted in a
      // message, say) becomes U+FFFD rather than making the whole document unreadable.
      const size_t len = utf8_char_length(s, i);
      if (len == 1) put("\\ufffd");
      else put(s.substr(i, len));
      i += len - 1;
      continue;
    }
    switch (ch) {
      case '"': put("\\\""); break;
      case '\\': put("\\\\"); break;
      case '\n': put("\\n"); break;
      case '\r': put("\\r"); break;
      case '\t': put("\\t"); break;
      default:
        if (u < 0x20) {
          char buf[8];
          std::snprintf(buf, sizeof buf, "\\u%04x", u);
          put(buf);
        } else {
          put(ch);
        }
    }
  }
  put('"');
  if (suffix) put(suffix);
}

void JsonWriter::grow(size_t n) { out_.resize(std::max(used_ + n, std::max<size_t>(2 * out_.size(), 64))); }

std::string json_quote(std::string_view s) {
  JsonWriter w(s.size() + 2);
  w.value(s);
  return w.take();
}

void JsonWriter::separate() {
  if (after_key_) {
    after_key_ = false;
    return;
  }
  if (depth_ == 0) return;
  const int d = depth_ - 1;
  if (d < 64) {
    const uint64_t bit = uint64_t{1} << d;
    if (!(first_bits_ & bit)) put(',');
    first_bits_ &= ~bit;
  } else {
    if (!first_deep_[d - 64]) put(',');
    first_deep_[d - 64] = false;
  }
}

void JsonWriter::open(char bracket) {
  separate();
  put(bracket);
  if (depth_ < 64) first_bits_ |= uint64_t{1} << depth_;
  else first_deep_.push_back(true);
  ++depth_;
}

void JsonWriter::close(char bracket) {
  put(bracket);
  assert(depth_ > 0 && "JsonWriter: a close without an open");
  --depth_;
  if (depth_ >= 64) first_deep_.pop_back();
}

JsonWriter& JsonWriter::raw(std::string_view json) {
  separate();
  put(json);
  return *this;
}

JsonWriter& JsonWriter::raw_elements(std::string_view array_json) {
  assert(array_json.size() >= 2 && array_json.front() == '[' && array_json.back() == ']' && "raw_elements: an array");
  const std::string_view inner = array_json.substr(1, array_json.size() - 2);
  if (inner.empty()) return *this;
  separate();
  put(inner);
  return *this;
}

JsonWriter JsonWriter::continuing(std::string object) {
  JsonWriter w;
  while (!object.empty() && (object.back() == '\n' || object.back() == ' ')) object.pop_back();
  if (object.empty()) object = "{}";
  assert(object.size() >= 2 && object.front() == '{' && object.back() == '}' && "JsonWriter::continuing: an object");
  object.pop_back();
  size_t last = object.find_last_not_of(" \n\t");
  w.first_bits_ = last == 0 ? 1 : 0;  // "{": no member yet
  w.depth_ = 1;
  w.used_ = object.size();
  w.out_ = std::move(object);
  return w;
}

JsonWriter& JsonWriter::begin_object() {
  open('{');
  return *this;
}
JsonWriter& JsonWriter::end_object() {
  close('}');
  return *this;
}
JsonWriter& JsonWriter::begin_array() {
  open('[');
  return *this;
}
JsonWriter& JsonWriter::end_array() {
  close(']');
  return *this;
}

JsonWriter& JsonWriter::key(std::string_view k) {
  separate();
  put_quoted(k, ':');
  after_key_ = true;
  return *this;
}

JsonWriter& JsonWriter::value(std::string_view s) {
  separate();
  put_quoted(s);
  return *this;
}

namespace {

// printf's "%.6g" of d into buf (≥ 32 bytes), returning its length. Every answer's "ms" goes through
// here, and in WebAssembly snprintf formats a double through 128-bit long double arithmetic done in
// software (3 % of a 17-clue puzzle's time through the API), while std::to_chars with a precision is
// missing from Emscripten 3.1.6's libc++. So the common case, 1e-4 ≤ d < 1e6 (plain notation), is
// written here with one exact scaling by a power of ten, and everything else — other magnitudes, and a
// value whose rounding the scaling's error could decide (within 1e-9 of a tie or of a power of ten) —
// goes to snprintf. The result is snprintf's, character for character (json_test.cpp checks millions).
int format_g6(double d, char* buf) {
  static constexpr double kPow10[] = {1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9};
  if (d >= 1e-4 && d < 1e6) {
    int x = 5;  // d's decimal exponent: 10^x ≤ d < 10^(x+1), so d · 10^(5−x) has 6 integer digits
    while (x > -4 && d < kPow10[x + 4] * 1e-4) --x;
    const double scaled = d * kPow10[5 - x];  // one rounding: off by at most 1e6 · 2^-53 ≈ 1.1e-10
    const double whole = std::floor(scaled), frac = scaled - whole;
    if (whole >= 1e5 && scaled < 1e6 - 1e-9 && scaled - 1e5 > 1e-9 && std::fabs(frac - 0.5) > 1e-9) {
      auto digits = static_cast<long>(whole) + (frac > 0.5);
      if (digits == 1000000) digits = 100000, ++x;  // rounded up to the next power of ten
      if (x < 6) {
        char six[6];
        for (int i = 5; i >= 0; --i) six[i] = static_cast<char>('0' + digits % 10), digits /= 10;
        int used = 6;  // %g drops trailing zeros of the fraction
        while (used > 1 && used > x + 1 && six[used - 1] == '0') --used;
        int n = 0;
        if (x < 0) {
          buf[n++] = '0', buf[n++] = '.';
          for (int i = -1; i > x; --i) buf[n++] = '0';
          for (int i = 0; i < used; ++i) buf[n++] = six[i];
        } else {
          for (int i = 0; i <= x; ++i) buf[n++] = six[i];
          if (used > x + 1) buf[n++] = '.';
          for (int i = x + 1; i < used; ++i) buf[n++] = six[i];
        }
        buf[n] = '\0';
        return n;
      }
    }
  }
  return std::snprintf(buf, 32, "%.6g", d);
}

}  // namespace

JsonWriter& JsonWriter::value(double d) {
  separate();
  if (!std::isfinite(d)) {
    put("null");
    return *this;
  }
  char buf[32];
  put(std::string_view(buf, static_cast<size_t>(format_g6(d, buf))));
  return *this;
}

JsonWriter& JsonWriter::value(long long i) {
  separate();
  char buf[24];
  put(std::string_view(buf, static_cast<size_t>(std::to_chars(buf, buf + sizeof buf, i).ptr - buf)));
  return *this;
}
JsonWriter& JsonWriter::value(unsigned long long i) {
  separate();
  char buf[24];
  put(std::string_view(buf, static_cast<size_t>(std::to_chars(buf, buf + sizeof buf, i).ptr - buf)));
  return *this;
}
JsonWriter& JsonWriter::value(bool b) {
  separate();
  put(b ? "true" : "false");
  return *this;
}
JsonWriter& JsonWriter::null() {
  separate();
  put("null");
  return *this;
}

}  // namespace gridlogic
