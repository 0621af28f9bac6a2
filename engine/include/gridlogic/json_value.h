// json_value.h — a JSON document in memory and its reader: the project JSON of every genre, f-puzzles
// data, and the options the JS API passes to the engine.
//
// Strict RFC 8259 (no comments, no trailing commas), with errors that say where and what was
// expected: "line 3, column 14: expected ',' or '}' after an object member, found ']'". Nesting is
// limited (kMaxJsonDepth) because the WASM stack is small. JsonWriter (json.h) is the writer.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "gridlogic/result.h"

namespace gridlogic {

inline constexpr int kMaxJsonDepth = 200;

// One JSON value. Objects keep their members in document order (duplicate keys: the first wins for
// find()).
class JsonValue {
 public:
  enum class Kind { Null, Bool, Number, String, Array, Object };
  using Member = std::pair<std::string, JsonValue>;

  JsonValue() = default;
  static JsonValue boolean(bool b);
  static JsonValue number(double d);
  static JsonValue string(std::string s);
  static JsonValue array(std::vector<JsonValue> items = {});
  static JsonValue object(std::vector<Member> members = {});

  Kind kind() const { return kind_; }
  bool is_null() const { return kind_ == Kind::Null; }
  bool is_bool() const { return kind_ == Kind::Bool; }
  bool is_number() const { return kind_ == Kind::Number; }
  bool is_string() const { return kind_ == Kind::String; }
  bool is_array() const { return kind_ == Kind::Array; }
  bool is_object() const { return kind_ == Kind::Object; }

  // Accessors for the matching kind (asserted).
  bool as_bool() const;
  double as_number() const;
  const std::string& as_string() const;
  const std::vector<JsonValue>& items() const;
  const std::vector<Member>& members() const;
  // The number as an integer when it is one exactly (3, not 3.5) and fits in int64_t.
  std::optional<int64_t> as_integer() const;

  // An object's member by key; nullptr when absent or when this is not an object.
  const JsonValue* find(std::string_view key) const;

  // "null", "true", "a number", "a string", "an array", "an object": for error messages.
  static std::string_view kind_name(Kind k);

 private:
  Kind kind_ = Kind::Null;
  bool bool_ = false;
  double number_ = 0;
  std::string string_;
  std::vector<JsonValue> items_;
  std::vector<Member> members_;
};

// Parses one JSON text (surrounding whitespace allowed, nothing else after the value).
Result<JsonValue> parse_json(std::string_view text);

}  // namespace gridlogic
