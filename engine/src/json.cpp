// json.cpp — JsonWriter (see json.h).
#include "gridlogic/json.h"

#include <cassert>
#include <charconv>
#include <cmath>
#include <cstdio>

#include "gridlogic/text.h"

namespace gridlogic {

namespace {

// Appends s as a JSON string literal to out. The writer quotes every key and string value straight into
// its output: a temporary string per key (json_quote) was an allocation, a copy and a free each, a few
// per cent of a 17-clue solve's answer in WebAssembly. `suffix` (':' after a key), when not 0, follows
// the closing quote. A short string that needs no escape — every key, most values — goes in with one
// append: in WebAssembly each std::string append is a call into the prebuilt libc++ and its memcpy.
void append_quoted(std::string& out, std::string_view s, char suffix = 0) {
  if (s.size() <= 128) {  // a 9×9 solution too
    char buf[132];
    size_t n = 0;
    buf[n++] = '"';
    for (const char ch : s) {
      const auto b = static_cast<unsigned char>(ch);
      if (b < 0x20 || b >= 0x80 || b == '"' || b == '\\') {
        n = 0;
        break;
      }
      buf[n++] = ch;
    }
    if (n > 0) {
      n = s.size() + 1;
      buf[n++] = '"';
      if (suffix) buf[n++] = suffix;
      out.append(buf, n);
      return;
    }
  }
  out += '"';
  for (size_t i = 0; i < s.size(); ++i) {
    // A run of characters that need no escape is copied whole: per-character appends are most of a
    // solution's formatting cost in WebAssembly, where std::string's push_back is a call.
    size_t plain = i;
    while (plain < s.size()) {
      const unsigned char b = static_cast<unsigned char>(s[plain]);
      if (b < 0x20 || b >= 0x80 || b == '"' || b == '\\') break;
      ++plain;
    }
    if (plain > i) {
      out.append(s.substr(i, plain - i));
      i = plain - 1;
      continue;
    }
    const char ch = s[i];
    unsigned char u = static_cast<unsigned char>(ch);
    if (u >= 0x80) {
      // JSON text is UTF-8: a valid sequence goes through whole, a stray byte (input quoted in a
      // message, say) becomes U+FFFD rather than making the whole document unreadable.
      const size_t len = utf8_char_length(s, i);
      if (len == 1) out += "\\ufffd";
      else out.append(s.substr(i, len));
      i += len - 1;
      continue;
    }
    switch (ch) {
      case '"': out += "\\\""; break;
      case '\\': out += "\\\\"; break;
      case '\n': out += "\\n"; break;
      case '\r': out += "\\r"; break;
      case '\t': out += "\\t"; break;
      default:
        if (u < 0x20) {
          char buf[8];
          std::snprintf(buf, sizeof buf, "\\u%04x", u);
          out += buf;
        } else {
          out += ch;
        }
    }
  }
  out += '"';
  if (suffix) out += suffix;
}

}  // namespace

std::string json_quote(std::string_view s) {
  std::string out;
  out.reserve(s.size() + 2);
  append_quoted(out, s);
  return out;
}

void JsonWriter::separate() {
  if (after_key_) {
    after_key_ = false;
    return;
  }
  if (!first_.empty()) {
    if (!first_.back()) out_ += ',';
    first_.back() = false;
  }
}

JsonWriter& JsonWriter::raw(std::string_view json) {
  separate();
  out_ += json;
  return *this;
}

JsonWriter& JsonWriter::raw_elements(std::string_view array_json) {
  assert(array_json.size() >= 2 && array_json.front() == '[' && array_json.back() == ']' && "raw_elements: an array");
  const std::string_view inner = array_json.substr(1, array_json.size() - 2);
  if (inner.empty()) return *this;
  separate();
  out_ += inner;
  return *this;
}

JsonWriter JsonWriter::continuing(std::string object) {
  JsonWriter w;
  while (!object.empty() && (object.back() == '\n' || object.back() == ' ')) object.pop_back();
  if (object.empty()) object = "{}";
  assert(object.size() >= 2 && object.front() == '{' && object.back() == '}' && "JsonWriter::continuing: an object");
  object.pop_back();
  size_t last = object.find_last_not_of(" \n\t");
  w.first_.push_back(last == 0);  // "{": no member yet
  w.out_ = std::move(object);
  return w;
}

JsonWriter& JsonWriter::begin_object() {
  separate();
  out_ += '{';
  first_.push_back(true);
  return *this;
}
JsonWriter& JsonWriter::end_object() {
  out_ += '}';
  first_.pop_back();
  return *this;
}
JsonWriter& JsonWriter::begin_array() {
  separate();
  out_ += '[';
  first_.push_back(true);
  return *this;
}
JsonWriter& JsonWriter::end_array() {
  out_ += ']';
  first_.pop_back();
  return *this;
}

JsonWriter& JsonWriter::key(std::string_view k) {
  separate();
  append_quoted(out_, k, ':');
  after_key_ = true;
  return *this;
}

JsonWriter& JsonWriter::value(std::string_view s) {
  separate();
  append_quoted(out_, s);
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
    out_ += "null";
    return *this;
  }
  char buf[32];
  out_.append(buf, static_cast<size_t>(format_g6(d, buf)));
  return *this;
}

JsonWriter& JsonWriter::value(long long i) {
  separate();
  char buf[24];
  out_.append(buf, static_cast<size_t>(std::to_chars(buf, buf + sizeof buf, i).ptr - buf));
  return *this;
}
JsonWriter& JsonWriter::value(unsigned long long i) {
  separate();
  char buf[24];
  out_.append(buf, static_cast<size_t>(std::to_chars(buf, buf + sizeof buf, i).ptr - buf));
  return *this;
}
JsonWriter& JsonWriter::value(bool b) {
  separate();
  out_ += b ? "true" : "false";
  return *this;
}
JsonWriter& JsonWriter::null() {
  separate();
  out_ += "null";
  return *this;
}

}  // namespace gridlogic
