// json.h — a small streaming JSON writer for the reports the CLI and the WASM API print.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace gridlogic {

// Appends JSON text; the caller states structure explicitly (begin/end, key, value), commas are added.
class JsonWriter {
 public:
  JsonWriter& begin_object();
  JsonWriter& end_object();
  JsonWriter& begin_array();
  JsonWriter& end_array();
  JsonWriter& key(std::string_view k);
  JsonWriter& value(std::string_view s);
  JsonWriter& value(const char* s) { return value(std::string_view(s)); }
  JsonWriter& value(double d);
  JsonWriter& value(long long i);
  JsonWriter& value(int i) { return value(static_cast<long long>(i)); }
  JsonWriter& value(unsigned long long i);
  JsonWriter& value(bool b);
  JsonWriter& null();
  // A value already written as JSON by a JsonWriter (an answer in a batch), as it is.
  JsonWriter& raw(std::string_view json);
  // The elements of an array already written as JSON ("[a,b]"), each as a value of the current array.
  JsonWriter& raw_elements(std::string_view array_json);

  const std::string& str() const { return out_; }

  // Continues a complete JSON object (as end_object() leaves one): the members written next go before
  // its closing brace, which end_object() puts back. For adding fields to an answer already written.
  static JsonWriter continuing(std::string object);

 private:
  void separate();
  std::string out_;
  std::vector<bool> first_;  // per open container: no element written yet
  bool after_key_ = false;
};

// The JSON string literal for s (with quotes), escaping as RFC 8259 requires.
std::string json_quote(std::string_view s);

}  // namespace gridlogic
