// hashi_test_data.h — the public Hashi sets from ../shared/datasets, for hashi_dataset_test.cpp and
// bench/bench_hashi.cpp: the 910 janko puzzles with their published solutions and the 1,440 .has
// instances of Coelho et al. (2019), which come without solutions. Never copied into the repository;
// an absent folder gives an empty list (tests skip).
#pragma once

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "gridlogic/hashi_format.h"
#include "gridlogic/json_value.h"

namespace gridlogic::testing {

struct HashiCase {
  std::string name;  // "janko/01_9x9", "cllv/100/Hs_16_100_25_00_001"
  std::string text;  // the file's or entry's text, as published
  HashiPuzzle puzzle;
  HashiBridges solution;  // janko only; empty for the .has instances
};

inline std::string read_hashi_file(const std::filesystem::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

// janko: Hashi_dataset.json under `root`/hashi-janko; `errors` collects what failed to load.
inline std::vector<HashiCase> load_hashi_janko(const std::filesystem::path& root, std::vector<std::string>& errors) {
  std::vector<HashiCase> out;
  const auto file = root / "hashi-janko" / "Hashi_dataset.json";
  if (!std::filesystem::exists(file)) return out;
  auto doc = parse_json(read_hashi_file(file));
  if (!doc) {
    errors.push_back("janko: " + doc.error().message);
    return out;
  }
  const JsonValue* data = doc->find("data");
  if (!data || !data->is_object()) return out;
  for (const auto& [key, item] : data->members()) {
    const JsonValue* problem = item.find("problem");
    const JsonValue* solution = item.find("solution");
    if (!problem || !solution || !problem->is_string() || !solution->is_string()) continue;
    auto p = parse_hashi(problem->as_string());
    if (!p) {
      errors.push_back("janko/" + key + ": " + p.error().message);
      continue;
    }
    auto s = parse_hashi_solution(*p, solution->as_string());
    if (!s) {
      errors.push_back("janko/" + key + " solution: " + s.error().message);
      continue;
    }
    out.push_back({"janko/" + key, problem->as_string(), std::move(*p), std::move(*s)});
  }
  return out;
}

// The .has instances under `root`/hashi-cllv-2019/Hashi_Puzzles/{100,200,300,400}, by name; every
// `stride`-th file of each folder (1 = all 1,440).
inline std::vector<HashiCase> load_hashi_cllv(const std::filesystem::path& root, std::vector<std::string>& errors,
                                              int stride = 1) {
  std::vector<HashiCase> out;
  for (const char* folder : {"100", "200", "300", "400"}) {
    const auto dir = root / "hashi-cllv-2019" / "Hashi_Puzzles" / folder;
    if (!std::filesystem::exists(dir)) continue;
    std::vector<std::filesystem::path> files;
    for (const auto& entry : std::filesystem::directory_iterator(dir))
      if (entry.path().extension() == ".has") files.push_back(entry.path());
    std::sort(files.begin(), files.end());
    for (size_t i = 0; i < files.size(); i += stride) {
      const std::string text = read_hashi_file(files[i]);
      const std::string name = std::string("cllv/") + folder + "/" + files[i].stem().string();
      auto p = parse_hashi(text);
      if (!p) {
        errors.push_back(name + ": " + p.error().message);
        continue;
      }
      out.push_back({name, text, std::move(*p), {}});
    }
  }
  return out;
}

}  // namespace gridlogic::testing
