// variant_dataset_test.cpp — the 30 f-puzzles puzzles of ../shared/datasets/variants: each imports from
// its published lz-string payload and from its JSON alike, solves uniquely to its published solution
// (checked by every rule's own verify), and survives export and import (skipped when the folder is
// absent).
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "gridlogic/json_value.h"
#include "gridlogic/variant_fpuzzles.h"
#include "test_util.h"

namespace gridlogic {
namespace {

struct VariantCase {
  std::string file;
  std::string payload;      // fpuzzles_lz
  std::string solution;     // as published (16×16: solution_padded2)
  JsonValue fpuzzles;       // the decoded object
};

std::vector<VariantCase> load_cases() {
  std::vector<VariantCase> out;
  const std::string dir = testing::dataset_path("variants");
  if (dir.empty()) return out;
  std::vector<std::filesystem::path> files;
  for (const auto& entry : std::filesystem::directory_iterator(dir))
    if (entry.path().extension() == ".json") files.push_back(entry.path());
  std::sort(files.begin(), files.end());
  for (const auto& f : files) {
    std::ifstream in(f);
    std::stringstream ss;
    ss << in.rdbuf();
    auto doc = parse_json(ss.str());
    if (!doc) continue;
    VariantCase c;
    c.file = f.filename().string();
    c.payload = doc->find("fpuzzles_lz")->as_string();
    const JsonValue* padded = doc->find("solution_padded2");
    c.solution = (padded && padded->is_string() ? padded : doc->find("solution"))->as_string();
    c.fpuzzles = *doc->find("fpuzzles");
    out.push_back(std::move(c));
  }
  return out;
}

TEST(VariantDataset, EveryPuzzleSolvesUniquelyToItsPublishedSolution) {
  const auto cases = load_cases();
  if (cases.empty()) GTEST_SKIP() << "../shared/datasets/variants is absent";
  EXPECT_EQ(cases.size(), 30u);
  for (const VariantCase& c : cases) {
    SCOPED_TRACE(c.file);
    auto p = parse_variant(c.payload);
    ASSERT_TRUE(p) << p.error().message;
    auto expected = parse_variant_solution(*p, c.solution);
    ASSERT_TRUE(expected) << expected.error().message;
    EXPECT_FALSE(find_variant_violation(*p, *expected)) << *find_variant_violation(*p, *expected);
    const VariantSolveResult r = solve_variant(*p);
    EXPECT_EQ(r.error, "");
    EXPECT_EQ(r.count, 1);
    EXPECT_TRUE(r.exhausted);
    EXPECT_EQ(format_variant_solution(*p, r.first), format_variant_solution(*p, *expected));
  }
}

TEST(VariantDataset, JsonAndPayloadReadAlikeAndExportRoundTrips) {
  const auto cases = load_cases();
  if (cases.empty()) GTEST_SKIP() << "../shared/datasets/variants is absent";
  for (const VariantCase& c : cases) {
    SCOPED_TRACE(c.file);
    auto from_payload = parse_variant(c.payload);
    auto from_json = parse_fpuzzles(c.fpuzzles);
    ASSERT_TRUE(from_payload && from_json);
    EXPECT_EQ(format_fpuzzles_json(*from_payload), format_fpuzzles_json(*from_json));
    EXPECT_EQ(from_payload->rules.size(), from_json->rules.size());
    // Export, then import the URL: the same puzzle.
    auto again = parse_variant(format_fpuzzles_url(*from_payload));
    ASSERT_TRUE(again) << again.error().message;
    EXPECT_EQ(format_fpuzzles_json(*again), format_fpuzzles_json(*from_payload));
    EXPECT_EQ(again->givens, from_payload->givens);
    EXPECT_EQ(again->grid.region, from_payload->grid.region);
  }
}

}  // namespace
}  // namespace gridlogic
