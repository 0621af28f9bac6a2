// json.h — a small streaming JSON writer for the reports the CLI and the WASM API print.
#pragma once

#include <cstdint>
#include <cstring>
#include <string>
#include <string_view>
#include <vector>

namespace gridlogic {

// Appends JSON text; the caller states structure explicitly (begin/end, key, value), commas are added.
class JsonWriter {
 public:
  JsonWriter() = default;
  // Room for `capacity` characters from the start, for a caller that knows about how long its text gets.
  explicit JsonWriter(size_t capacity) { out_.resize(capacity); }

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

  const std::string& str() const {
    out_.resize(used_);  // drops the room not written yet
    return out_;
  }
  // The text, moved out (no copy); the writer is empty afterwards.
  std::string take() {
    out_.resize(used_);
    used_ = 0;
    return std::move(out_);
  }

  // Continues a complete JSON object (as end_object() leaves one): the members written next go before
  // its closing brace, which end_object() puts back. For adding fields to an answer already written.
  static JsonWriter continuing(std::string object);

 private:
  void separate();
  void open(char bracket);
  void close(char bracket);
  // The text is written straight into out_'s characters, and out_ is grown (to twice its size) only when
  // they run out; str() and take() trim it to used_. In WebAssembly every std::string append was a call
  // into the prebuilt libc++ (and its memcpy) — JSON writing was a tenth of a 17-clue puzzle's time
  // through the API —, and the string regrew several times an answer (docs/benchmarks.md).
  char* room(size_t n) {
    if (out_.size() - used_ < n) grow(n);
    char* at = out_.data() + used_;
    used_ += n;
    return at;
  }
  void put(char c) { *room(1) = c; }
  void put(std::string_view s) {
    if (!s.empty()) std::memcpy(room(s.size()), s.data(), s.size());
  }
  void grow(size_t n);
  void put_quoted(std::string_view s, char suffix = 0);  // s as a JSON string literal, then suffix if not 0

  mutable std::string out_;  // out_[0, used_) is the text so far; the rest is room
  size_t used_ = 0;
  // Per open container, whether it has no element yet: bit d for depth d < 64, deeper ones in first_deep_
  // (the answers' depth is a handful; a std::vector<bool> was an allocation per writer).
  uint64_t first_bits_ = 0;
  int depth_ = 0;
  std::vector<bool> first_deep_;
  bool after_key_ = false;
};

// The JSON string literal for s (with quotes), escaping as RFC 8259 requires.
std::string json_quote(std::string_view s);

}  // namespace gridlogic
