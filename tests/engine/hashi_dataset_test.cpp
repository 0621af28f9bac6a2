// hashi_dataset_test.cpp — the public Hashi sets (../shared/datasets, skipped when absent): all 910 janko
// puzzles solved by SAT to their published solution and proven unique (the default connectivity on
// all, the spanning tree on a sample); a sample of the 1,440 .has instances solved with a verdict and
// every model verified; every form round-trips (the .has files byte for byte).
#include <gtest/gtest.h>

#include <iostream>

#include "gridlogic/hashi_sat.h"
#include "hashi_test_data.h"
#include "test_util.h"

namespace gridlogic {
namespace {

std::vector<testing::HashiCase> janko_or_skip() {
  std::vector<std::string> errors;
  std::vector<testing::HashiCase> cases;
  if (!testing::dataset_path("hashi-janko").empty())
    cases = testing::load_hashi_janko(testing::dataset_path(""), errors);
  for (const auto& e : errors) ADD_FAILURE() << e;
  return cases;
}

std::vector<testing::HashiCase> cllv_or_skip(int stride) {
  std::vector<std::string> errors;
  std::vector<testing::HashiCase> cases;
  if (!testing::dataset_path("hashi-cllv-2019").empty())
    cases = testing::load_hashi_cllv(testing::dataset_path(""), errors, stride);
  for (const auto& e : errors) ADD_FAILURE() << e;
  return cases;
}

TEST(HashiDataset, JankoSolvedUniquelyToThePublishedSolution) {
  auto cases = janko_or_skip();
  if (cases.empty()) GTEST_SKIP() << "../shared/datasets/hashi-janko absent";
  EXPECT_EQ(cases.size(), 910u);
  for (const auto& c : testing::dataset_sample(cases)) {
    ASSERT_FALSE(find_hashi_violation(c.puzzle, c.solution)) << c.name << ": the published solution";
    const HashiSatResult r = solve_hashi_sat(c.puzzle);
    ASSERT_TRUE(r.error.empty()) << c.name << ": " << r.error;
    EXPECT_EQ(r.count, 1) << c.name;
    EXPECT_TRUE(r.exhausted) << c.name;
    EXPECT_EQ(r.first, c.solution) << c.name;
  }
}

TEST(HashiDataset, JankoSampleBySpanningTree) {
  auto cases = janko_or_skip();
  if (cases.empty()) GTEST_SKIP() << "../shared/datasets/hashi-janko absent";
  HashiSatOptions o;
  o.connectivity = HashiConnectivity::Tree;
  cases = testing::dataset_sample(cases);
  for (size_t i = 0; i < cases.size(); i += 10) {
    const auto& c = cases[i];
    const HashiSatResult r = solve_hashi_sat(c.puzzle, o);
    ASSERT_TRUE(r.error.empty()) << c.name << ": " << r.error;
    EXPECT_EQ(r.count, 1) << c.name;
    EXPECT_TRUE(r.exhausted) << c.name;
    EXPECT_EQ(r.first, c.solution) << c.name;
  }
}

// The .has instances come without solutions and, as it turns out, are not built for uniqueness: every
// instance of the sample has a solution, and most have several (counted up to 2 here; bench_hashi has
// the whole set). Every model is verified against the rules inside solve_hashi_sat.
TEST(HashiDataset, CllvSampleSolvedWithAVerdict) {
  auto cases = cllv_or_skip(10);
  if (cases.empty()) GTEST_SKIP() << "../shared/datasets/hashi-cllv-2019 absent";
  EXPECT_EQ(cases.size(), 144u);
  cases = testing::dataset_sample(cases);
  int unique = 0, multiple = 0;
  for (const auto& c : cases) {
    const HashiSatResult r = solve_hashi_sat(c.puzzle);
    ASSERT_TRUE(r.error.empty()) << c.name << ": " << r.error;
    ASSERT_GE(r.count, 1) << c.name;
    EXPECT_FALSE(find_hashi_violation(c.puzzle, r.first)) << c.name;
    EXPECT_TRUE(r.count == 2 || r.exhausted) << c.name;
    (r.count == 1 ? unique : multiple) += 1;
  }
  std::cout << "[ hashi ] .has sample of " << cases.size() << ": " << unique << " unique, " << multiple
            << " with more than one solution\n";
  RecordProperty("unique", unique);
  RecordProperty("multiple", multiple);
}

TEST(HashiDataset, CllvConnectivityMethodsAgree) {
  auto cases = cllv_or_skip(60);  // 24 instances, 100 to 400 islands
  if (cases.empty()) GTEST_SKIP() << "../shared/datasets/hashi-cllv-2019 absent";
  for (const auto& c : testing::dataset_sample(cases)) {
    if (c.puzzle.island_count() > 200) continue;  // the tree's N² clauses make the largest slow
    HashiSatOptions o;
    o.limit = 5;
    o.connectivity = HashiConnectivity::Cuts;
    const HashiSatResult cuts = solve_hashi_sat(c.puzzle, o);
    o.connectivity = HashiConnectivity::Tree;
    const HashiSatResult tree = solve_hashi_sat(c.puzzle, o);
    ASSERT_TRUE(cuts.error.empty() && tree.error.empty()) << c.name;
    EXPECT_EQ(cuts.count, tree.count) << c.name;
    EXPECT_EQ(cuts.exhausted, tree.exhausted) << c.name;
  }
}

TEST(HashiDataset, FormsRoundTrip) {
  auto janko = janko_or_skip();
  auto cllv = cllv_or_skip(1);
  if (janko.empty() && cllv.empty()) GTEST_SKIP() << "../shared/datasets/hashi-* absent";
  for (const auto& c : cllv) {
    // The published .has files, byte for byte.
    EXPECT_EQ(format_hashi(c.puzzle, HashiFormat::Has), c.text) << c.name;
  }
  for (const auto& c : janko) {
    // janko's own text, up to the trailing spaces some of its entries have.
    std::string published;
    for (char ch : c.text + "\n") {
      if (ch == '\n')
        while (!published.empty() && published.back() == ' ') published.pop_back();
      published += ch;
    }
    EXPECT_EQ(format_hashi(c.puzzle, HashiFormat::Janko), published) << c.name;
    // No janko puzzle has touching islands, so the grid form shows every bridge.
    auto grid = format_hashi_solution_grid(c.puzzle, c.solution);
    ASSERT_TRUE(grid) << c.name;
    auto back = parse_hashi_solution(c.puzzle, *grid);
    ASSERT_TRUE(back) << c.name << ": " << back.error().message;
    EXPECT_EQ(*back, c.solution) << c.name;
    auto listed = parse_hashi_solution(c.puzzle, format_hashi_bridges(c.puzzle, c.solution));
    ASSERT_TRUE(listed) << c.name;
    EXPECT_EQ(*listed, c.solution) << c.name;
  }
  std::vector<const testing::HashiCase*> all;
  for (const auto& c : janko) all.push_back(&c);
  for (size_t i = 0; i < cllv.size(); i += 40) all.push_back(&cllv[i]);
  for (const testing::HashiCase* c : all)
    for (HashiFormat f :
         {HashiFormat::Url, HashiFormat::Text, HashiFormat::Json, HashiFormat::Janko, HashiFormat::Has}) {
      const std::string text = format_hashi(c->puzzle, f);
      auto q = parse_hashi(text);
      ASSERT_TRUE(q) << c->name << " " << hashi_format_name(f) << ": " << q.error().message;
      EXPECT_EQ(hashi_cells(*q), hashi_cells(c->puzzle)) << c->name << " " << hashi_format_name(f);
      EXPECT_EQ(format_hashi(*q, f), text) << c->name << " " << hashi_format_name(f);
    }
}

}  // namespace
}  // namespace gridlogic
