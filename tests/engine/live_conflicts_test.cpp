// live_conflicts_test.cpp — the `conflicts` verb: the rules a partly filled grid already breaks, per genre.
#include <gtest/gtest.h>

#include <string>

#include "gridlogic/api.h"
#include "gridlogic/live_conflicts.h"
#include "gridlogic/variant_rules.h"

namespace gridlogic {
namespace {

Response conflicts(const std::string& genre, const std::string& puzzle, const std::string& grid) {
  Request r;
  r.verb = "conflicts";
  r.genre = genre;
  r.input = puzzle;
  r.options.set("solution", grid);
  return run(r);
}

// A killer 4×4 (generated, seed 5): cages 6 on r1c3 r1c4 and 4 on r2c4 r3c4; r2c1 is given 4.
const std::string kKiller =
    "https://www.f-puzzles.com/"
    "?load=N4IgzglgXgpiBcAWANCALhNAbO8QGkIscAnAAgGUBXAEwHsBrKsgCgHMSIas62IBjZGTAwYNMgFYhAYgCMAShCoGRUvwCGbXAG1Q/"
    "GMTAJtIAEoAmAMIBmJWes27pxI9TPLiEAF1UAN3VYVLggsgAMIAC+yHoGWEbwJhaW5k4OKW4usk4uKT4g/"
    "oHBYZHRIPqGxmayrlUe3n4BQQggAGwlMRUJtVlu1elmVj32lll5BU14xVEdcZVJnm4OnmONwZ4ReRxcxrrTe9EbyLr5qwgoIHy+"
    "MAB2CGgkQfvAez67B6XjuNaolzd3DzAXkdnh9TvBZD8IFdbvB7o9QYUEOZIdD/vDnl4vBEgA==";
// A thermo 4×4 (generated, seed 3): a thermometer r1c1 → r1c2 → r2c2.
const std::string kThermo =
    "https://www.f-puzzles.com/"
    "?load="
    "N4IgzglgXgpiBcAWANCALhNAbO8QBUALGAJwFsB7AAgGUBXAEwoGs6qAKAcxIgaws4QAxsipgYMBlQDMogMQBGAJQhUaYuQpkYaUggDaoLBAB2MMAf"
    "0gASgoDCC1TfsAmJ9Zd23AXW8BfZCNTc0tnO0R3T2l3aXCQXz9vVG5eS2AA9MCMxORDbKyspLyCzPSi0oyQADcAQyw6XFkQQSqYEwQ0EgbshKA";

TEST(LiveConflicts, SudokuRepeatsNameRowColumnAndBoxWithCells) {
  const std::string puzzle = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
  std::string grid(81, '.');
  grid[2] = '3';  // row 1 and box 1 already hold the given 3 at r1c2
  const Response r = conflicts("sudoku", puzzle, grid);
  ASSERT_TRUE(r.error.empty()) << r.error;
  EXPECT_NE(r.json.find("\"message\":\"row 1 holds 3 twice: r1c2, r1c3\",\"cells\":[1,2]"), std::string::npos)
      << r.json;
  EXPECT_NE(r.json.find("\"message\":\"box 1 holds 3 twice: r1c2, r1c3\""), std::string::npos) << r.json;
  EXPECT_EQ(conflicts("sudoku", puzzle, std::string(81, '.')).json, "{\"conflicts\":[]}");
}

TEST(LiveConflicts, KillerCageOverItsSumOrWithoutACompletion) {
  // r2c4 = 4 in the cage of sum 4 leaves nothing for r3c4; r1c3 = 3 in the cage of 6 needs another 3.
  const Response r = conflicts("variant", kKiller, "..3....4........");
  ASSERT_TRUE(r.error.empty()) << r.error;
  EXPECT_NE(
      r.json.find(
          "\"rule\":\"killercage\",\"message\":\"the killer cage 4 on r2c4 r3c4 cannot hold r2c4 = 4\",\"cells\":[7]"),
      std::string::npos)
      << r.json;
  EXPECT_NE(r.json.find("killer cage 6 on r1c3 r1c4 cannot hold r1c3 = 3"), std::string::npos) << r.json;
  // A digit that some completion of its cage allows is not marked.
  EXPECT_EQ(conflicts("variant", kKiller, "..4.............").json, "{\"conflicts\":[]}");
}

TEST(LiveConflicts, ThermometerOutOfOrder) {
  const Response r = conflicts("variant", kThermo, "32..............");
  ASSERT_TRUE(r.error.empty()) << r.error;
  EXPECT_NE(r.json.find("\"rule\":\"thermometer\""), std::string::npos) << r.json;
  EXPECT_NE(r.json.find("\"cells\":[0,1]"), std::string::npos) << r.json;
  EXPECT_EQ(conflicts("variant", kThermo, "12..............").json, "{\"conflicts\":[]}");
}

TEST(LiveConflicts, TectonicRegionRepeatAndTouchingEquals) {
  // 5×5: r1c1 is given 5; r1c2 lies in its region. r3c5 is given 2; r2c4 touches it diagonally.
  const std::string puzzle = "https://puzz.link/p?suguru/5/5/8n5q1el25h1g4n2g3g4l";
  std::string grid(25, '.');
  grid[1] = '5';
  Response r = conflicts("tectonic", puzzle, grid);
  EXPECT_NE(r.json.find("\"rule\":\"region\",\"message\":\"the region at r1c1 holds 5 twice: r1c1, r1c2\""),
            std::string::npos)
      << r.json;
  grid = std::string(25, '.');
  grid[8] = '2';
  r = conflicts("tectonic", puzzle, grid);
  EXPECT_NE(r.json.find("\"rule\":\"neighbours\""), std::string::npos) << r.json;
  EXPECT_NE(r.json.find("\"cells\":[8,14]"), std::string::npos) << r.json;
}

TEST(LiveConflicts, HashiIslandOverItsNumber) {
  const std::string puzzle = "https://puzz.link/p?hashi/7/7/i2j2g5q3j2n3g4h3m";
  const Response r = conflicts("hashi", puzzle, "[[1,1,1,3,2],[1,1,3,1,2]]");
  ASSERT_TRUE(r.error.empty()) << r.error;
  EXPECT_EQ(
      r.json,
      "{\"conflicts\":[{\"rule\":\"island\",\"message\":\"r2c2 has 4 bridges but its number is 2\",\"cells\":[8]}]}");
  EXPECT_EQ(conflicts("hashi", puzzle, "[[1,1,1,3,1]]").json, "{\"conflicts\":[]}");
}

TEST(LiveConflicts, QuadrupleWithTooFewPlacesLeftForItsDigits) {
  // A 9×9 whose only rule is a quadruple 1, 2 on r1c3 r1c4 r2c3 r2c4 (it has no narrow(); broken_by says).
  std::string grid_json = "[";
  for (int r = 0; r < 9; ++r) grid_json += std::string(r ? "," : "") + "[{},{},{},{},{},{},{},{},{}]";
  const std::string puzzle = "{\"size\":9,\"grid\":" + grid_json +
                             "],\"quadruple\":[{\"cells\":[\"R1C3\",\"R1C4\",\"R2C3\",\"R2C4\"],\"values\":[1,2]}]}";
  std::string grid(81, '.');
  grid[2] = '5', grid[3] = '6';  // two places left for 1 and 2: not broken yet
  EXPECT_EQ(conflicts("variant", puzzle, grid).json, "{\"conflicts\":[]}");
  grid[11] = '1';  // one place left for 2: still not broken
  EXPECT_EQ(conflicts("variant", puzzle, grid).json, "{\"conflicts\":[]}");
  grid[11] = '7';  // one place left for both 1 and 2
  const Response r = conflicts("variant", puzzle, grid);
  ASSERT_TRUE(r.error.empty()) << r.error;
  EXPECT_EQ(r.json,
            "{\"conflicts\":[{\"rule\":\"quadruple\",\"message\":\"the quadruple 12 on r1c3 r1c4 r2c3 r2c4 cannot hold "
            "r1c3 = 5, r1c4 = 6, r2c3 = 7\",\"cells\":[2,3,11]}]}");
}

TEST(LiveConflicts, FawltyTowersFilledAgainstTheirCounts) {
  // One tower r9c1 (base), r8c1 of sum 3 that must be normal: it increases and sums to 3. Its narrow()
  // finds a contradiction when the tower reads 2, 1 but names none; broken_by marks it once filled.
  VariantPuzzle p;
  p.grid.n = 9;
  p.grid.region.resize(81);
  for (int c = 0; c < 81; ++c) p.grid.region[c] = (c / 9) / 3 * 3 + (c % 9) / 3;
  p.givens.assign(81, 0);
  p.rules.push_back(make_fawlty_towers({FawltyTower{{72, 63}, 3}}, 0, 0));
  std::vector<uint8_t> values(81, 0);
  values[72] = 2;
  EXPECT_TRUE(variant_live_conflicts(p, values).empty());  // r8c1 = 1 would do
  values[63] = 1;
  const auto out = variant_live_conflicts(p, values);
  ASSERT_EQ(out.size(), 1u);
  EXPECT_EQ(out[0].rule, "fawltytowers");
  EXPECT_EQ(out[0].cells, (std::vector<int>{63, 72}));
  values[72] = 1, values[63] = 2;  // increasing, sum 3: kept
  EXPECT_TRUE(variant_live_conflicts(p, values).empty());
}

TEST(LiveConflicts, HashiClosedGroupThatCannotReachTheRest) {
  // Four islands of 2 at the corners of a 3×3: a double bridge along the top completes both its ends,
  // which can then never join the bottom two.
  const std::string puzzle = "2.2/.../2.2";
  EXPECT_EQ(
      conflicts("hashi", puzzle, "[[0,0,0,2,2]]").json,
      "{\"conflicts\":[{\"rule\":\"isolated\",\"message\":\"the islands r1c1, r1c3 have all their bridges but cannot "
      "reach the other islands\",\"cells\":[0,2]}]}");
  EXPECT_EQ(conflicts("hashi", puzzle, "[[0,0,0,2,1]]").json, "{\"conflicts\":[]}");  // still open
  // Every island complete and all in one group: the solution, nothing to mark.
  EXPECT_EQ(conflicts("hashi", puzzle, "[[0,0,0,2,1],[0,2,2,2,1],[2,0,2,2,1],[0,0,2,0,1]]").json, "{\"conflicts\":[]}");
}

TEST(LiveConflicts, NeedsTheGrid) {
  Request r;
  r.verb = "conflicts";
  r.genre = "sudoku";
  r.input = std::string(81, '.');
  const Response out = run(r);
  EXPECT_TRUE(out.bad_options);
  EXPECT_NE(out.error.find("--solution"), std::string::npos);
}

}  // namespace
}  // namespace gridlogic
