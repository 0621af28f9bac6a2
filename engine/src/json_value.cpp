// json_value.cpp — JsonValue and a recursive-descent reader with line/column errors (json_value.h).
#include "gridlogic/text.h"
#include "gridlogic/json_value.h"

#include <cassert>
#include <charconv>
#include <cmath>
#include <cstdlib>

namespace gridlogic {

JsonValue JsonValue::boolean(bool b) {
  JsonValue v;
  v.kind_ = Kind::Bool;
  v.bool_ = b;
  return v;
}
JsonValue JsonValue::number(double d) {
  JsonValue v;
  v.kind_ = Kind::Number;
  v.number_ = d;
  return v;
}
JsonValue JsonValue::string(std::string s) {
  JsonValue v;
  v.kind_ = Kind::String;
  v.string_ = std::move(s);
  return v;
}
JsonValue JsonValue::array(std::vector<JsonValue> items) {
  JsonValue v;
  v.kind_ = Kind::Array;
  v.items_ = std::move(items);
  return v;
}
JsonValue JsonValue::object(std::vector<Member> members) {
  JsonValue v;
  v.kind_ = Kind::Object;
  v.members_ = std::move(members);
  return v;
}

bool JsonValue::as_bool() const {
  assert(is_bool());
  return bool_;
}
double JsonValue::as_number() const {
  assert(is_number());
  return number_;
}
const std::string& JsonValue::as_string() const {
  assert(is_string());
  return string_;
}
const std::vector<JsonValue>& JsonValue::items() const {
  assert(is_array());
  return items_;
}
const std::vector<JsonValue::Member>& JsonValue::members() const {
  assert(is_object());
  return members_;
}

std::optional<int64_t> JsonValue::as_integer() const {
  if (!is_number() || number_ != std::floor(number_) || std::fabs(number_) > 9.0e15) return std::nullopt;
  return static_cast<int64_t>(number_);
}

const JsonValue* JsonValue::find(std::string_view key) const {
  if (!is_object()) return nullptr;
  for (const Member& m : members_)
    if (m.first == key) return &m.second;
  return nullptr;
}

std::string_view JsonValue::kind_name(Kind k) {
  switch (k) {
    case Kind::Null: return "null";
    case Kind::Bool: return "a Boolean";
    case Kind::Number: return "a number";
    case Kind::String: return "a string";
    case Kind::Array: return "an array";
    case Kind::Object: return "an object";
  }
  return "?";
}

namespace {

class Reader {
 public:
  explicit Reader(std::string_view text) : text_(text) {}

  Result<JsonValue> document() {
    skip_space();
    JsonValue v;
    if (!value(v, 0)) return Error{error_};
    skip_space();
    if (pos_ < text_.size()) {
      fail("expected the end of the text after the JSON value");
      return Error{error_};
    }
    return v;
  }

 private:
  std::string_view text_;
  size_t pos_ = 0;
  std::string error_;

  // "line L, column C: <what>, found 'x'" at the current position.
  bool fail(std::string_view what) {
    int line = 1, column = 1;
    for (size_t i = 0; i < pos_ && i < text_.size(); ++i) {
      if (text_[i] == '\n') {
        ++line;
        column = 1;
      } else {
        ++column;
      }
    }
    std::string found = pos_ >= text_.size() ? "the end of the text" : describe_char(text_, pos_);
    error_ = "line " + std::to_string(line) + ", column " + std::to_string(column) + ": " + std::string(what) +
             ", found " + found;
    return false;
  }

  void skip_space() {
    while (pos_ < text_.size() &&
           (text_[pos_] == ' ' || text_[pos_] == '\t' || text_[pos_] == '\n' || text_[pos_] == '\r'))
      ++pos_;
  }

  bool literal(std::string_view word) {
    if (text_.substr(pos_, word.size()) != word) return false;
    pos_ += word.size();
    return true;
  }

  bool value(JsonValue& out, int depth) {
    if (depth > kMaxJsonDepth) return fail("nesting deeper than " + std::to_string(kMaxJsonDepth) + " levels");
    if (pos_ >= text_.size()) return fail("expected a JSON value");
    const char ch = text_[pos_];
    if (ch == '{') return object(out, depth);
    if (ch == '[') return array(out, depth);
    if (ch == '"') {
      std::string s;
      if (!string(s)) return false;
      out = JsonValue::string(std::move(s));
      return true;
    }
    if (ch == '-' || (ch >= '0' && ch <= '9')) return number(out);
    if (literal("true")) return out = JsonValue::boolean(true), true;
    if (literal("false")) return out = JsonValue::boolean(false), true;
    if (literal("null")) return out = JsonValue(), true;
    return fail("expected a JSON value (an object, array, string, number, true, false or null)");
  }

  bool object(JsonValue& out, int depth) {
    ++pos_;  // '{'
    std::vector<JsonValue::Member> members;
    skip_space();
    if (pos_ < text_.size() && text_[pos_] == '}') {
      ++pos_;
      out = JsonValue::object();
      return true;
    }
    for (;;) {
      skip_space();
      if (pos_ >= text_.size() || text_[pos_] != '"') return fail("expected a member name in double quotes");
      std::string key;
      if (!string(key)) return false;
      skip_space();
      if (pos_ >= text_.size() || text_[pos_] != ':') return fail("expected ':' after the member name");
      ++pos_;
      skip_space();
      JsonValue v;
      if (!value(v, depth + 1)) return false;
      members.emplace_back(std::move(key), std::move(v));
      skip_space();
      if (pos_ < text_.size() && text_[pos_] == ',') {
        ++pos_;
        continue;
      }
      if (pos_ < text_.size() && text_[pos_] == '}') {
        ++pos_;
        out = JsonValue::object(std::move(members));
        return true;
      }
      return fail("expected ',' or '}' after an object member");
    }
  }

  bool array(JsonValue& out, int depth) {
    ++pos_;  // '['
    std::vector<JsonValue> items;
    skip_space();
    if (pos_ < text_.size() && text_[pos_] == ']') {
      ++pos_;
      out = JsonValue::array();
      return true;
    }
    for (;;) {
      skip_space();
      JsonValue v;
      if (!value(v, depth + 1)) return false;
      items.push_back(std::move(v));
      skip_space();
      if (pos_ < text_.size() && text_[pos_] == ',') {
        ++pos_;
        continue;
      }
      if (pos_ < text_.size() && text_[pos_] == ']') {
        ++pos_;
        out = JsonValue::array(std::move(items));
        return true;
      }
      return fail("expected ',' or ']' after an array element");
    }
  }

  bool number(JsonValue& out) {
    const size_t start = pos_;
    auto digits = [&] {
      size_t from = pos_;
      while (pos_ < text_.size() && text_[pos_] >= '0' && text_[pos_] <= '9') ++pos_;
      return pos_ > from;
    };
    if (text_[pos_] == '-') ++pos_;
    if (pos_ < text_.size() && text_[pos_] == '0') {
      ++pos_;
    } else if (!digits()) {
      return fail("expected a digit in the number");
    }
    if (pos_ < text_.size() && text_[pos_] == '.') {
      ++pos_;
      if (!digits()) return fail("expected a digit after the decimal point");
    }
    if (pos_ < text_.size() && (text_[pos_] == 'e' || text_[pos_] == 'E')) {
      ++pos_;
      if (pos_ < text_.size() && (text_[pos_] == '+' || text_[pos_] == '-')) ++pos_;
      if (!digits()) return fail("expected a digit in the exponent");
    }
    // strtod on a copy: from_chars for double is missing from some standard libraries we build with.
    const std::string token(text_.substr(start, pos_ - start));
    out = JsonValue::number(std::strtod(token.c_str(), nullptr));
    return true;
  }

  static void append_utf8(std::string& s, uint32_t cp) {
    if (cp < 0x80) {
      s += static_cast<char>(cp);
    } else if (cp < 0x800) {
      s += static_cast<char>(0xC0 | (cp >> 6));
      s += static_cast<char>(0x80 | (cp & 0x3F));
    } else if (cp < 0x10000) {
      s += static_cast<char>(0xE0 | (cp >> 12));
      s += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
      s += static_cast<char>(0x80 | (cp & 0x3F));
    } else {
      s += static_cast<char>(0xF0 | (cp >> 18));
      s += static_cast<char>(0x80 | ((cp >> 12) & 0x3F));
      s += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
      s += static_cast<char>(0x80 | (cp & 0x3F));
    }
  }

  bool hex4(uint32_t& out) {
    if (pos_ + 4 > text_.size()) return fail("expected four hexadecimal digits after \\u");
    auto [end, ec] = std::from_chars(text_.data() + pos_, text_.data() + pos_ + 4, out, 16);
    if (ec != std::errc() || end != text_.data() + pos_ + 4) return fail("expected four hexadecimal digits after \\u");
    pos_ += 4;
    return true;
  }

  bool string(std::string& out) {
    ++pos_;  // '"'
    for (;;) {
      if (pos_ >= text_.size()) return fail("expected '\"' to close the string");
      const char ch = text_[pos_];
      if (ch == '"') {
        ++pos_;
        return true;
      }
      if (static_cast<unsigned char>(ch) < 0x20)
        return fail("expected no raw control character in a string (write \\n, \\t, ...)");
      if (ch != '\\') {
        out += ch;
        ++pos_;
        continue;
      }
      ++pos_;
      if (pos_ >= text_.size()) return fail("expected an escape after '\\'");
      const char e = text_[pos_++];
      switch (e) {
        case '"': out += '"'; break;
        case '\\': out += '\\'; break;
        case '/': out += '/'; break;
        case 'b': out += '\b'; break;
        case 'f': out += '\f'; break;
        case 'n': out += '\n'; break;
        case 'r': out += '\r'; break;
        case 't': out += '\t'; break;
        case 'u': {
          uint32_t cp = 0;
          if (!hex4(cp)) return false;
          if (cp >= 0xD800 && cp < 0xDC00 && text_.substr(pos_, 2) == "\\u") {
            pos_ += 2;
            uint32_t low = 0;
            if (!hex4(low)) return false;
            if (low >= 0xDC00 && low < 0xE000) {
              cp = 0x10000 + ((cp - 0xD800) << 10) + (low - 0xDC00);
            } else {
              append_utf8(out, 0xFFFD);  // a lone high surrogate
              cp = low;
            }
          } else if (cp >= 0xD800 && cp < 0xE000) {
            cp = 0xFFFD;
          }
          append_utf8(out, cp);
          break;
        }
        default: --pos_; return fail("expected one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\u after '\\'");
      }
    }
  }
};

}  // namespace

Result<JsonValue> parse_json(std::string_view text) { return Reader(text).document(); }

}  // namespace gridlogic
