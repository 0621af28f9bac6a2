// variant_dataset_test.cpp — the 30 f-puzzles puzzles of ../shared/datasets/variants: each imports from
// its published lz-string payload and from its JSON alike, solves uniquely to its published solution
// (checked by every rule's own verify), and survives export and import (skipped when the folder is
// absent). The sandwich examples also under document 003's sandwich encodings, and a long solve's
// progress reports.
#include <gtest/gtest.h>

#include <algorithm>

#include "gridlogic/sudoku_solve.h"
#include "gridlogic/api.h"
#include "gridlogic/json_value.h"
#include "gridlogic/variant_fpuzzles.h"
#include "variant_test_data.h"

namespace gridlogic {
namespace {

TEST(VariantDataset, EveryPuzzleSolvesUniquelyToItsPublishedSolution) {
  const auto cases = testing::load_variant_examples();
  if (cases.empty()) GTEST_SKIP() << "../shared/datasets/variants is absent";
  EXPECT_EQ(cases.size(), 30u);
  for (const testing::VariantExample& c : cases) {
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

// Issue 7 asks every example in under 0.1 s natively. Time is not tested (the machine is shared), the
// search's size is: with sums that know their distinct parts (options.distinct_sums) every example is
// proved unique within 2,000 conflicts; without, Orbit needs about 7,300, Jumbled Joy 3,000 and Equal
// Sums 2,100 (MiniSat is deterministic, so this is exact, not a timing).
TEST(VariantDataset, EveryPuzzleIsProvedUniqueWithinFewConflicts) {
  const auto cases = testing::load_variant_examples();
  if (cases.empty()) GTEST_SKIP() << "../shared/datasets/variants is absent";
  for (const testing::VariantExample& c : cases) {
    SCOPED_TRACE(c.file);
    auto p = parse_variant(c.payload);
    ASSERT_TRUE(p) << p.error().message;
    VariantSolveOptions o;
    o.conflict_budget = 2000;
    const VariantSolveResult r = solve_variant(*p, o);
    EXPECT_FALSE(r.budget_hit) << r.conflicts << " conflicts";
    EXPECT_EQ(r.count, 1);
    EXPECT_TRUE(r.exhausted);
  }
}

// The two sandwich examples under document 003's three sandwich encodings (§4.7) solve uniquely to
// their published solutions too; and on the Sandwich Sudoku, with the document's minimal base and
// adder networks, the plain PB form is as large as table 5.1's "The Original Sandwich" (302,640
// clauses, 42,635 variables) within 0.1%.
TEST(VariantDataset, SandwichesUnderDocument003sEncodings) {
  const auto cases = testing::load_variant_examples();
  if (cases.empty()) GTEST_SKIP() << "../shared/datasets/variants is absent";
  int sandwiches = 0;
  for (const testing::VariantExample& c : cases) {
    if (c.file != "14-sandwich-sudoku.json" && c.file != "15-minimax-sandwich.json") continue;
    ++sandwiches;
    SCOPED_TRACE(c.file);
    auto p = parse_variant(c.payload);
    ASSERT_TRUE(p) << p.error().message;
    auto expected = parse_variant_solution(*p, c.solution);
    ASSERT_TRUE(expected) << expected.error().message;
    for (SandwichEncoding w : {SandwichEncoding::Pb, SandwichEncoding::PbLengths, SandwichEncoding::Combinations}) {
      SCOPED_TRACE(std::string(sandwich_encoding_name(w)));
      VariantSolveOptions o;
      o.encoding.sandwich = w;
      o.encoding.pb = PbMethod::Adder;
      const VariantSolveResult r = solve_variant(*p, o);
      EXPECT_EQ(r.count, 1);
      EXPECT_TRUE(r.exhausted);
      EXPECT_EQ(format_variant_solution(*p, r.first), format_variant_solution(*p, *expected));
    }
    if (c.file == "14-sandwich-sudoku.json") {
      VariantEncodingOptions e;
      e.sandwich = SandwichEncoding::Pb;
      e.pb = PbMethod::Adder;
      e.cell_at_most_one = e.house_at_least_one = false;
      Cnf cnf;
      encode_variant(*p, e, cnf);
      EXPECT_NEAR(cnf.num_clauses(), 302'640, 303) << "document 003 table 5.1";
      EXPECT_NEAR(cnf.num_vars(), 42'635, 43) << "document 003 table 5.1";
    }
  }
  EXPECT_EQ(sandwiches, 2);
}

// A long solve reports its conflicts through the API's progress sink (the page's progress bar): the
// Sandwich Sudoku under document 003's plain PB sandwich needs about 40,000 conflicts for one solution;
// with a budget of 12,000 the watched run reports at 5,000, 10,000 and 12,000 and stops where the
// quiet one does.
TEST(VariantDataset, ALongSolveReportsItsConflicts) {
  const auto cases = testing::load_variant_examples();
  auto sandwich =
      std::find_if(cases.begin(), cases.end(), [](const auto& c) { return c.file == "14-sandwich-sudoku.json"; });
  if (sandwich == cases.end()) GTEST_SKIP() << "../shared/datasets/variants is absent";
  Request req;
  req.verb = "solve";
  req.genre = "variant";
  req.input = sandwich->payload;
  req.options.set("sandwich", "pb");
  req.options.set("pb", "adder");
  req.options.set("count", "1");
  req.options.set("budget", "12000");
  const Response quiet = run(req);
  std::vector<std::pair<int64_t, int64_t>> heard;
  req.progress = [&](const Progress& p) {
    EXPECT_EQ(p.stage, "conflicts");
    heard.push_back({p.done, p.total});
  };
  const Response watched = run(req);
  ASSERT_TRUE(watched.error.empty()) << watched.error;
  EXPECT_NE(watched.json.find("\"status\":\"unknown\""), std::string::npos) << watched.json;
  EXPECT_EQ(quiet.json.substr(0, quiet.json.find("\"stats\"")), watched.json.substr(0, watched.json.find("\"stats\"")));
  // Rounds of 5,000, 5,000 and what is left; MiniSat may count one conflict more per round.
  ASSERT_EQ(heard.size(), 3u);
  const int64_t at[] = {5'000, 10'000, 12'000};
  for (int i = 0; i < 3; ++i) {
    EXPECT_GE(heard[i].first, at[i]);
    EXPECT_LE(heard[i].first, at[i] + i);
    EXPECT_EQ(heard[i].second, 12'000);
  }
}

TEST(VariantDataset, JsonAndPayloadReadAlikeAndExportRoundTrips) {
  const auto cases = testing::load_variant_examples();
  if (cases.empty()) GTEST_SKIP() << "../shared/datasets/variants is absent";
  for (const testing::VariantExample& c : cases) {
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
