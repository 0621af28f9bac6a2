// variant_human_test.cpp — explained variant solving (variant_human.h): on the 30 f-puzzles examples no
// step ever contradicts the published solution (replay), and with the last resort every one ends solved
// with that solution; generated killer and thermometer puzzles of 4×4 and 6×6 are solved mostly by rule
// steps whose technique names the rule; a killer step explains its combinations; the public killer sets
// solve almost wholly by steps (innies and outies included), never against their solutions.
#include <gtest/gtest.h>

#include <cstdio>

#include "gridlogic/variant_fpuzzles.h"
#include "gridlogic/variant_generator.h"
#include "gridlogic/variant_human.h"
#include "killer_test_data.h"
#include "test_util.h"
#include "variant_test_data.h"

namespace gridlogic {
namespace {

// Every placement agrees with the solution and no removal takes the solution's value.
void expect_steps_keep(const std::vector<TraceStep>& steps, const std::vector<uint8_t>& solution,
                       const std::string& where) {
  for (const TraceStep& s : steps) {
    for (const CellValue& cv : s.placed) EXPECT_EQ(solution[cv.cell], cv.value) << where << ": " << s.explanation;
    for (const CellValue& cv : s.removed) EXPECT_NE(solution[cv.cell], cv.value) << where << ": " << s.explanation;
  }
}

TEST(VariantHuman, ExampleStepsKeepThePublishedSolution) {
  const auto all = testing::load_variant_examples();
  if (all.empty()) GTEST_SKIP() << "../shared/datasets/variants is absent";
  EXPECT_EQ(all.size(), 30u);
  const auto examples = testing::dataset_sample(all);  // every 10th under the checked preset (ASan)
  int files = 0, rule_steps = 0;
  for (const auto& c : examples) {
    auto p = parse_variant(c.payload);
    ASSERT_TRUE(p);
    auto solution = parse_variant_solution(*p, c.solution);
    ASSERT_TRUE(solution);
    const VariantExplainResult r = explain_variant(*p, 100000, nullptr, true);
    expect_steps_keep(r.steps, *solution, c.file);
    EXPECT_TRUE(r.solved) << c.file;
    EXPECT_EQ(r.end.values, *solution) << c.file;
    for (const TraceStep& s : r.steps)
      rule_steps += s.technique != "last-resort" && s.technique.find('-') == std::string::npos;
    ++files;
  }
  // The rules' own reasoning takes part, not only singles and the last resort: over 100 steps in the 30.
  EXPECT_GT(rule_steps, 100 * files / 30);
}

TEST(VariantHuman, GeneratedPuzzlesSolveMostlyByRuleSteps) {
  int solved_without_last_resort = 0, total = 0;
  for (VariantGenerated kind : {VariantGenerated::Killer, VariantGenerated::Thermometer})
    for (int size : {4, 6})
      for (uint64_t i = 0; i < 5; ++i) {
        VariantGeneratorOptions o;
        o.kind = kind;
        o.size = size;
        o.seed = 31;
        auto g = generate_variant(o, i);
        ASSERT_TRUE(g) << g.error().message;
        const VariantExplainResult r = explain_variant(g->puzzle, 100000, nullptr, true);
        expect_steps_keep(r.steps, g->solution, g->fpuzzles_json);
        EXPECT_TRUE(r.solved);
        solved_without_last_resort += r.last_resorts == 0;
        ++total;
      }
  EXPECT_GE(solved_without_last_resort, total / 2);
}

TEST(VariantHuman, KillerSetsSolveByStepsAlone) {
  const auto krazydad = testing::load_killer_krazydad();
  const auto janko = testing::load_killer_janko();
  if (krazydad.empty() || janko.empty()) GTEST_SKIP() << "../shared/datasets/killer-sudoku-* is absent";
  int solved = 0, innies = 0, several = 0;
  auto count = [&](const VariantExplainResult& r) {
    solved += r.solved;
    for (const TraceStep& s : r.steps)
      if (s.technique == "innies" || s.technique == "outies") {
        ++innies;
        // Innies and outies of adjacent rows or columns ("Innies of rows 1–2: …").
        several += s.explanation.find(" of rows ") != std::string::npos ||
                   s.explanation.find(" of columns ") != std::string::npos;
      }
  };
  for (size_t i = 0; i < 200; ++i) {
    const VariantExplainResult r = explain_variant(krazydad[i].puzzle);
    expect_steps_keep(r.steps, krazydad[i].solution, krazydad[i].name);
    count(r);
  }
  // Measured: 199 of these 200, 299 of the first 300 (291 before innies over several houses).
  EXPECT_GE(solved, 195);
  EXPECT_GT(innies, 0);
  solved = 0;
  for (size_t i = 0; i < janko.size(); i += 4) {
    const VariantExplainResult r = explain_variant(janko[i].puzzle);
    expect_steps_keep(r.steps, janko[i].solution, janko[i].name);
    count(r);
  }
  // Of 203 (782 of all 810, 765 before innies over several houses); the Killer-X puzzles cannot be
  // solved without their diagonals.
  EXPECT_GE(solved, 190) << "janko";
  EXPECT_GT(several, 0) << "no innies or outies over several rows or columns";
  std::printf("killer sets: %d innies/outies steps, %d over several rows or columns; janko solved %d of %zu\n", innies,
              several, solved, (janko.size() + 3) / 4);
}

// Where the rule ladder is stuck, a contradiction chain (one candidate assumed, followed by singles and
// the rules to something impossible) finds the move a guess took: a generated 9×9 killer of level 5
// (two last resorts before) solves with none, and the stuck janko killers solve further; no step, and
// no candidate a chain removes, is against the solution.
TEST(VariantHuman, ContradictionChainsReplaceTheLastResort) {
  const char* url =
      "https://www.f-puzzles.com/?load=N4IgzglgXgpiBcBOANCALhNAbO8QGkIscAnAAgGUBXAEwHsBrKsgCgHMSIas62IB"
      "jZGTAwYNMgEYhAYgkBKEKgZFS/AIZtcAbVD8YxMAi0gASgBYAwmcWnLAVhsm7Vx84eoTANhcBdVADc1LCpcEAAmBwBfZF19L"
      "EN4YxMJCwB2RzC0xwBmLL8QQODQiU8QaNiDI1sLRFcakHzCkIQQdPKQPUrE00zrD0z3U1y+oYsHRqDmvDDsspiOuISk1LHHF"
      "dKPAA5VrYsN00Q9hoDJ0OywuYr4quSLCQy7nMeJopaJa3bO6+6vCwuPFb3AF/RzbC4vKYgCSzT6LG6WdIeSybOqI0zOFEebx"
      "o34oiGhMK1WFdJIpWb9CyzfEtInzL5Lar/dEgjzOcmmbxUk6vaYXYnfJLeWrA4Wmba1al4CQo/kM8yPVkKjnPbmQiS0q5yyz"
      "7JxHLE7ZWlSXhAAMlwWJLFLg8hyZJkO7Pt1oOq2NEXN9JuKTtmTtuT9lMcli5BVOLXdspu2xxh3SxokfLpcJ+uUxowlquKMK"
      "TltuI1ug1uRszbw+OYFphWjpW+e2IaaxVKkZ+2yBLvuxqi5blKxxKzxJal92bpIsaduopMmXHmQzoZ5UKb3ajY8ch3HhznDb"
      "e2c1N0yOtyxfnkJl+Q4XCMOnK7W38DCqD4/hgADsEGgSCEbzFv8Bf5E/GveY7zMR8IGfN94A/L8f1gv84P/QD4OQ/8EIQpDU"
      "OQk9cBQEAn1fd9PxgW8w3gTYwIgwiYJQn8MLg7CEDsCiCKgojMIY+BUmYyDoOItC/zomihMwgDkCA4T+MQsSJJkqTxJEyTaJ"
      "8SIgA===";
  auto p = parse_variant(url);
  ASSERT_TRUE(p) << p.error().message;
  const VariantSolveResult sat = solve_variant(*p);
  ASSERT_EQ(sat.count, 1);
  const VariantExplainResult guessing = explain_variant(*p, 100000, nullptr, true);
  EXPECT_GT(guessing.last_resorts, 0);
  const VariantExplainResult r = explain_variant(*p, 100000, nullptr, true, true);
  expect_steps_keep(r.steps, sat.first, "generated killer");
  EXPECT_TRUE(r.solved);
  EXPECT_EQ(r.last_resorts, 0);
  int chains = 0;
  for (const TraceStep& s : r.steps)
    if (s.technique == "contradiction-chain") {
      ++chains;
      ASSERT_EQ(s.removed.size(), 1u);
      ASSERT_FALSE(s.substeps.empty());
      EXPECT_EQ(s.substeps.back().technique, "contradiction");
      EXPECT_NE(s.explanation.find("Contradiction chain: if "), std::string::npos) << s.explanation;
    }
  EXPECT_GT(chains, 0);

  const auto janko = testing::load_killer_janko();
  if (janko.empty()) GTEST_SKIP() << "../shared/datasets/killer-sudoku-janko is absent";
  int stuck = 0, solved = 0, guesses_before = 0, guesses_after = 0;
  for (size_t i = 0; i < janko.size(); i += 4) {
    const VariantExplainResult plain = explain_variant(janko[i].puzzle);
    if (plain.solved) continue;
    const VariantExplainResult chains = explain_variant(janko[i].puzzle, 100000, nullptr, false, true);
    expect_steps_keep(chains.steps, janko[i].solution, janko[i].name);
    // The Killer-X puzzles are not unique without their diagonals: a guess there may take another solution.
    VariantSolveOptions two;
    two.limit = 2;
    if (solve_variant(janko[i].puzzle, two).count != 1) continue;
    ++stuck;
    solved += chains.solved;
    const VariantExplainResult before = explain_variant(janko[i].puzzle, 100000, nullptr, true);
    const VariantExplainResult after = explain_variant(janko[i].puzzle, 100000, nullptr, true, true);
    expect_steps_keep(after.steps, janko[i].solution, janko[i].name);
    guesses_before += before.last_resorts;
    guesses_after += after.last_resorts;
  }
  std::printf("janko stuck and unique %d: %d solved by contradiction chains; last resorts %d -> %d\n", stuck, solved,
              guesses_before, guesses_after);
  EXPECT_LT(guesses_after, guesses_before);
}

TEST(VariantHuman, KillerStepNamesItsCombinations) {
  const char* json =
      R"({"size":4,"grid":[[{"value":1,"given":true},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]],)"
      R"("killercage":[{"cells":["R1C2","R1C3"],"value":"5"}]})";
  auto p = parse_variant(json);
  ASSERT_TRUE(p) << p.error().message;
  auto step = next_variant_step(*p, variant_position(*p));
  ASSERT_TRUE(step);
  EXPECT_EQ(step->technique, "killercage");
  EXPECT_EQ(step->explanation,
            "killer cage 5 on r1c2 r1c3: r1c2 cannot be 4; r1c3 cannot be 4 (combinations that fit: {2,3})");
}

}  // namespace
}  // namespace gridlogic

namespace gridlogic {
namespace {

TEST(VariantHuman, RatingIsTheHardestKindOfStep) {
  // A 4×4 with a killer cage the singles need: level 3 (a rule's own reasoning).
  auto killer = parse_variant(
      R"({"size":4,"grid":[[{"value":1,"given":true},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]],)"
      R"("killercage":[{"cells":["R1C2","R1C3"],"value":"5"},{"cells":["R2C1","R2C2"],"value":"7"},)"
      R"({"cells":["R3C3","R3C4"],"value":"7"}],"thermometer":[{"lines":[["R4C4","R4C3","R4C2"]]}],)"
      R"("difference":[{"cells":["R3C1","R4C1"]}]})");
  ASSERT_TRUE(killer) << killer.error().message;
  auto r = rate_variant(*killer);
  ASSERT_TRUE(r);
  EXPECT_EQ(r->level, 3);
  EXPECT_EQ(r->last_resorts, 0);
  EXPECT_EQ(variant_level_name(r->level), "rules");
  // Givens enough for singles alone: level 1.
  auto plain = parse_variant(
      R"({"size":4,"grid":[[{"value":1,"given":true},{"value":2,"given":true},{},{}],)"
      R"([{},{},{"value":1,"given":true},{"value":2,"given":true}],[{"value":2,"given":true},{},{},{"value":3,"given":true}],)"
      R"([{},{"value":3,"given":true},{},{"value":1,"given":true}]]})");
  ASSERT_TRUE(plain) << plain.error().message;
  r = rate_variant(*plain);
  ASSERT_TRUE(r);
  EXPECT_EQ(r->level, 1);
}

}  // namespace
}  // namespace gridlogic
