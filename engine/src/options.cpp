// options.cpp — named request options with checked readers (options.h).
#include "gridlogic/text.h"
#include "gridlogic/options.h"

#include <cassert>
#include <charconv>
#include <climits>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <unordered_map>

namespace gridlogic {

void Options::set(std::string name, std::string value) {
  for (auto& [n, v] : entries_)
    if (n == name) {
      v = std::move(value);
      return;
    }
  entries_.emplace_back(std::move(name), std::move(value));
}

// One walk over the entries a lookup (a verb reads its options on every input of a batch: get_int was
// three walks and a copy of the value).
const std::string* Options::find(std::string_view name) const {
  for (const auto& e : entries_)
    if (e.first == name) return &e.second;
  return nullptr;
}

bool Options::has(std::string_view name) const { return find(name) != nullptr; }

std::string Options::get(std::string_view name, std::string_view fallback) const {
  const std::string* v = find(name);
  return v ? *v : std::string(fallback);
}

Result<int64_t> Options::get_int(std::string_view name, int64_t fallback, int64_t min, int64_t max) const {
  const std::string* found = find(name);
  if (!found) return fallback;
  const std::string& v = *found;
  int64_t n = 0;
  auto [end, ec] = std::from_chars(v.data(), v.data() + v.size(), n);
  if (ec != std::errc() || end != v.data() + v.size() || n < min || n > max)
    return Error{"--" + std::string(name) + " takes a whole number from " + std::to_string(min) + " to " +
                 std::to_string(max) + ", not " + quote_excerpt(v)};
  return n;
}

bool Options::get_flag(std::string_view name) const {
  const std::string v = get(name, "false");
  return v == "1" || v == "true" || v == "yes" || v == "on";
}

Result<std::string> Options::get_choice(std::string_view name, std::string_view fallback,
                                        std::initializer_list<std::string_view> choices) const {
  const std::string v = get(name, fallback);
  std::string list;
  size_t i = 0;
  for (std::string_view c : choices) {
    if (c == v) return v;
    list += (i == 0 ? "" : i + 1 == choices.size() ? " or " : ", ") + std::string(c);
    ++i;
  }
  return Error{"--" + std::string(name) + " takes " + list + ", not " + quote_excerpt(v)};
}

int64_t Options::integer(std::string_view name, int64_t fallback) const {
  auto n = get_int(name, fallback, INT64_MIN, INT64_MAX);
  assert(n && "Options::integer: the option was not checked against its declaration");
  return n ? *n : fallback;
}

Result<Options> Options::from_json(const JsonValue& object) {
  if (!object.is_object())
    return Error{"options must be an object, not " + std::string(JsonValue::kind_name(object.kind()))};
  Options o;
  // One pass, linear in the members (set() looks names up one by one: quadratic for an object of
  // 30,000 keys); a repeated name keeps its last value, as set() would.
  std::unordered_map<std::string_view, size_t> at;
  at.reserve(object.members().size());
  auto put = [&](const std::string& name, std::string value) {
    auto [it, fresh] = at.try_emplace(name, o.entries_.size());
    if (fresh) o.entries_.emplace_back(name, std::move(value));
    else o.entries_[it->second].second = std::move(value);
  };
  for (const auto& [name, value] : object.members()) {
    if (value.is_null()) continue;  // JS callers spread defaults; null means "not given"
    if (value.is_string()) {
      put(name, value.as_string());
    } else if (value.is_bool()) {
      put(name, value.as_bool() ? "true" : "false");
    } else if (value.is_number()) {
      if (auto i = value.as_integer()) {
        put(name, std::to_string(*i));
      } else {
        // 2.5, 1e99: passed on as the shortest text of the number, so the option's declaration
        // answers as for the CLI ("--count takes a whole number from 1 to 1000000, not '1e+99'") and
        // a text option takes it as written.
        // (Emscripten's libc++ has no floating-point to_chars: the shortest %g that reads back.)
        // A literal beyond a double (1e400) reads as infinity: named for what it is, not as "inf".
        const double d = value.as_number();
        char text[40];
        for (int digits = 1; digits <= 17; ++digits) {
          std::snprintf(text, sizeof text, "%.*g", digits, d);
          if (std::strtod(text, nullptr) == d) break;
        }
        put(name,
            std::isfinite(d) ? std::string(text) : std::string(d > 0 ? "a number too large" : "a number too small"));
      }
    } else {
      return Error{"option " + quote_excerpt(name) + " must be a string, number or Boolean, not " +
                   std::string(JsonValue::kind_name(value.kind()))};
    }
  }
  return o;
}

}  // namespace gridlogic
