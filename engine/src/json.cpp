// json.cpp — JsonWriter (see json.h).
#include "gridlogic/json.h"

#include <cassert>
#include <cmath>
#include <cstdio>

#include "gridlogic/text.h"

namespace gridlogic {

std::string json_quote(std::string_view s) {
  std::string out;
  out.reserve(s.size() + 2);
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
  return out + "\"";
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
  out_ += json_quote(k);
  out_ += ':';
  after_key_ = true;
  return *this;
}

JsonWriter& JsonWriter::value(std::string_view s) {
  separate();
  out_ += json_quote(s);
  return *this;
}

JsonWriter& JsonWriter::value(double d) {
  separate();
  if (!std::isfinite(d)) {
    out_ += "null";
    return *this;
  }
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.6g", d);
  out_ += buf;
  return *this;
}

JsonWriter& JsonWriter::value(long long i) {
  separate();
  out_ += std::to_string(i);
  return *this;
}
JsonWriter& JsonWriter::value(unsigned long long i) {
  separate();
  out_ += std::to_string(i);
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
