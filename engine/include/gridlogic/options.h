// options.h — the named options of one request (`--to json` on the CLI, `{to: 'json'}` in JavaScript),
// read by each verb with checks whose messages name the option and what it takes.
#pragma once

#include <cstdint>
#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "gridlogic/json_value.h"
#include "gridlogic/result.h"

namespace gridlogic {

class Options {
 public:
  // Sets (or replaces) an option. Names are written without dashes: "count", "to", "seed".
  void set(std::string name, std::string value);
  bool has(std::string_view name) const;
  // The value, or the fallback when absent.
  std::string get(std::string_view name, std::string_view fallback = "") const;
  // A whole number in [min, max], or the fallback when absent. Errors read
  // "--count takes a whole number from 1 to 1000000, not 'x'".
  Result<int64_t> get_int(std::string_view name, int64_t fallback, int64_t min, int64_t max) const;
  // true for "1", "true", "yes", "on" (and a flag given with no value, stored as "true").
  bool get_flag(std::string_view name) const;
  // One of `choices`, or the fallback when absent: "--symmetry takes none, rot2, rot4, mirror or
  // diagonal, not 'x'".
  Result<std::string> get_choice(std::string_view name, std::string_view fallback,
                                 std::initializer_list<std::string_view> choices) const;

  // The value of an option the dispatcher has checked against its declaration (genre.h): the number of
  // an Integer option, and whether a Flag option is on. Only for declared options, which always hold a
  // good value or are absent with no default (then `fallback`).
  int64_t integer(std::string_view name, int64_t fallback = 0) const;

  // From a flat JSON object of strings, numbers and Booleans (what the JS API passes).
  static Result<Options> from_json(const JsonValue& object);

  const std::vector<std::pair<std::string, std::string>>& entries() const { return entries_; }

 private:
  const std::string* find(std::string_view name) const;  // the value, or null when absent

  std::vector<std::pair<std::string, std::string>> entries_;
};

}  // namespace gridlogic
