// tectonic_test_data.h — the 430 public Tectonic puzzles with their published solutions (janko 200,
// abcqwq 230) from ../shared/datasets, for tectonic_dataset_test.cpp and bench/bench_tectonic.cpp.
// Never copied into the repository; an absent folder gives an empty list (tests skip).
#pragma once

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "gridlogic/json_value.h"
#include "gridlogic/tectonic.h"

namespace gridlogic::testing {

struct TectonicCase {
  std::string name;  // "janko/1_6x6", "abcqwq/17"
  TectonicPuzzle puzzle;
  std::vector<uint8_t> solution;
};

inline std::string read_text_file(const std::filesystem::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

// Digits of a solution text, skipping a leading "R C" line when `header`.
inline std::vector<uint8_t> solution_digits(const std::string& text, bool header) {
  std::istringstream in(text);
  std::string tok;
  std::vector<uint8_t> out;
  if (header) in >> tok >> tok;
  while (in >> tok)
    for (char ch : tok)
      if (ch >= '0' && ch <= '9') out.push_back(static_cast<uint8_t>(ch - '0'));
  return out;
}

// Loads both sets under `root` (the datasets folder); `errors` collects what failed to load.
inline std::vector<TectonicCase> load_tectonic_cases(const std::filesystem::path& root,
                                                     std::vector<std::string>& errors) {
  std::vector<TectonicCase> out;
  const auto janko = root / "suguru-janko" / "Suguru_dataset.json";
  if (std::filesystem::exists(janko)) {
    auto doc = parse_json(read_text_file(janko));
    if (!doc) errors.push_back("janko: " + doc.error().message);
    const JsonValue* data = doc ? doc->find("data") : nullptr;
    if (data && data->is_object())
      for (const auto& [key, item] : data->members()) {
        const JsonValue* problem = item.find("problem");
        const JsonValue* solution = item.find("solution");
        if (!problem || !solution || !problem->is_string() || !solution->is_string()) continue;
        auto p = parse_tectonic(problem->as_string());
        if (!p) {
          errors.push_back("janko/" + key + ": " + p.error().message);
          continue;
        }
        out.push_back({"janko/" + key, std::move(*p), solution_digits(solution->as_string(), true)});
      }
  }
  const auto abc = root / "suguru-abcqwq" / "testcases";
  for (int i = 1; std::filesystem::exists(abc / (std::to_string(i) + ".in")); ++i) {
    auto p = parse_tectonic(read_text_file(abc / (std::to_string(i) + ".in")));
    if (!p) {
      errors.push_back("abcqwq/" + std::to_string(i) + ": " + p.error().message);
      continue;
    }
    out.push_back({"abcqwq/" + std::to_string(i), std::move(*p),
                   solution_digits(read_text_file(abc / (std::to_string(i) + ".ans")), false)});
  }
  return out;
}

}  // namespace gridlogic::testing
