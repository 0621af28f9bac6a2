// sudoku_sukaku_test.cpp — pencil-mark ("Sukaku") puzzles (sudoku_format.h's SudokuPuzzle): the
// n³-character line and the pencil-mark grid read as Sukaku Explainer and HoDoKu read them, round trips
// through every form that carries marks, errors that name the place, and the verbs that read them
// (solve by three methods against a brute-force count, explain, rate, check, conflicts, convert).
#include <gtest/gtest.h>

#include <bit>
#include <random>
#include <string>

#include "gridlogic/api.h"
#include "gridlogic/json_value.h"
#include "gridlogic/sudoku_fast.h"
#include "gridlogic/sudoku_format.h"
#include "gridlogic/sudoku_generator.h"
#include "gridlogic/sudoku_human.h"
#include "gridlogic/sudoku_sat.h"
#include "test_util.h"

namespace gridlogic {
namespace {

using testing::kWikipediaPuzzle;
using testing::kWikipediaSolution;

using testing::json_of;
using testing::run_verb;

// Solutions of a pencil-mark puzzle up to `limit`, by plain backtracking over the candidates: the
// independent count the engine's searches are held against.
int brute_force_marked(const SudokuGrid& givens, const std::vector<uint32_t>& masks, int limit) {
  const SudokuShape s = givens.shape;
  const int n = s.n();
  std::vector<int> v(givens.cells.begin(), givens.cells.end());
  auto fits = [&](int cell, int x) {
    const int r = cell / n, c = cell % n;
    for (int o = 0; o < n * n; ++o)
      if (o != cell && v[o] == x && (o / n == r || o % n == c || s.box_of(o / n, o % n) == s.box_of(r, c)))
        return false;
    return true;
  };
  for (int cell = 0; cell < n * n; ++cell)
    if (v[cell] && !fits(cell, v[cell])) return 0;
  int count = 0;
  auto rec = [&](auto&& self, int cell) -> void {
    if (count >= limit) return;
    if (cell == n * n) {
      ++count;
      return;
    }
    if (v[cell]) return self(self, cell + 1);
    for (int x = 1; x <= n; ++x)
      if ((masks[cell] >> (x - 1) & 1u) && fits(cell, x)) {
        v[cell] = x;
        self(self, cell + 1);
        v[cell] = 0;
      }
  };
  rec(rec, 0);
  return count;
}

// The position a puzzle reaches after its first `steps` explained steps, as a pencil-mark line.
std::string position_line(const std::string& puzzle, int steps) {
  HumanPosition p = human_position(*parse_sudoku(puzzle));
  const HumanSolveResult r = solve_sudoku_human(p.grid);
  for (int i = 0; i < steps && i < static_cast<int>(r.steps.size()); ++i) apply_human_step(p, r.steps[i]);
  std::vector<uint32_t> masks = p.candidates;
  for (size_t c = 0; c < masks.size(); ++c)
    if (p.grid.cells[c]) masks[c] = 1u << (p.grid.cells[c] - 1);
  return *format_sudoku_puzzle(SudokuPuzzle{p.grid, masks}, SudokuFormat::Candidates);
}

TEST(Sukaku, LineReadsAsSukakuExplainerReadsIt) {
  // Every cell of an empty 4×4 holds every value; r1c1 has the single candidate 1, which no peer
  // shares, so it is a given, and r1c2 names 2 at another place and with '0' placeholders.
  std::string line(64, '.');
  for (int cell = 0; cell < 16; ++cell)
    for (int v = 1; v <= 4; ++v) line[cell * 4 + v - 1] = static_cast<char>('0' + v);
  line.replace(0, 4, "1...");
  for (int cell : {1, 2, 3, 4, 8, 12, 5}) line[cell * 4] = '.';  // 1 leaves r1c1's peers
  line.replace(4, 4, "02.3");
  auto p = parse_sudoku_puzzle(line);
  ASSERT_TRUE(p.ok()) << p.error().message;
  EXPECT_TRUE(p->has_marks());
  EXPECT_EQ(p->givens.cells[0], 1);
  EXPECT_EQ(p->candidates[1], 0b0110u);  // {2,3}
  EXPECT_EQ(p->candidates[0], 0b0001u);
  // Written back in the canonical form: value v at place v, '.' elsewhere.
  const std::string canonical = *format_sudoku_puzzle(*p, SudokuFormat::Candidates);
  EXPECT_EQ(canonical.substr(0, 8), "1....23.");
  auto again = parse_sudoku_puzzle(canonical);
  ASSERT_TRUE(again.ok());
  EXPECT_EQ(again->givens.cells, p->givens.cells);
  EXPECT_EQ(again->candidates, p->candidates);

  // A single candidate a peer shares is an empty cell with one candidate, not a given.
  std::string shared(64, '.');
  for (int cell = 0; cell < 16; ++cell)
    for (int v = 1; v <= 4; ++v) shared[cell * 4 + v - 1] = static_cast<char>('0' + v);
  shared.replace(0, 4, "1...");
  auto q = parse_sudoku_puzzle(shared);
  ASSERT_TRUE(q.ok());
  EXPECT_EQ(q->givens.cells[0], 0);
  EXPECT_EQ(q->candidates[0], 1u);
}

TEST(Sukaku, EveryFormRoundTripsAtEverySize) {
  std::mt19937 rng(7);
  for (int side : {4, 6, 9, 12, 16}) {
    const SudokuShape shape = *SudokuShape::for_side(side);
    for (int trial = 0; trial < 20; ++trial) {
      // Random marks around a random solution grid, a few cells given.
      SplitMix64 stream(rng());
      const SudokuGrid solution = random_sudoku_solution(shape, stream);
      SudokuGrid givens{shape, std::vector<uint8_t>(shape.cells(), 0)};
      std::vector<uint32_t> masks(shape.cells());
      for (int c = 0; c < shape.cells(); ++c) {
        masks[c] = (static_cast<uint32_t>(rng()) & ((1u << side) - 1)) | 1u << (solution.cells[c] - 1);
        if (rng() % 9 == 0) givens.cells[c] = solution.cells[c];
      }
      auto made = parse_sudoku_puzzle(*format_sudoku_puzzle(SudokuPuzzle{givens, masks}, SudokuFormat::Json));
      ASSERT_TRUE(made.ok()) << made.error().message;
      for (SudokuFormat f : {SudokuFormat::Candidates, SudokuFormat::Json}) {
        const std::string text = *format_sudoku_puzzle(*made, f);
        auto back = parse_sudoku_puzzle(text);
        ASSERT_TRUE(back.ok()) << back.error().message;
        EXPECT_EQ(back->givens.cells, made->givens.cells) << side << " " << sudoku_format_name(f);
        EXPECT_EQ(back->candidates, made->candidates) << side << " " << sudoku_format_name(f);
        EXPECT_EQ(*format_sudoku_puzzle(*back, f), text);  // byte for byte
      }
      // The forms of givens only cannot carry marks, and say which forms can.
      auto line = format_sudoku_puzzle(*made, SudokuFormat::Line);
      ASSERT_FALSE(line.ok());
      EXPECT_NE(line.error().message.find("--to candidates or --to json"), std::string::npos);
    }
  }
}

TEST(Sukaku, PencilMarkGridsAsHoDoKuCopiesThem) {
  // HoDoKu's "copy pencil marks" grid of a position (its frame, '|' between boxes, '*' marking).
  const std::string grid =
      "*-----------------------------------------------------------*\n"
      "| 6     19    2     | 3     19    5     | 4     8     7     |\n"
      "| 578   19    4     | 28    67    1679  | 3     159   1259  |\n"
      "| 578   3     57    | 28    4     179   | 19    6     1259  |\n"
      "|-------------------+-------------------+-------------------|\n"
      "| 3    *678   568   |*17    2     179   | 1679  159   4     |\n"
      "| 57    4     1     | 6     379   8     | 2     3579  359   |\n"
      "| 9     2     67    | 4     5     137   | 167   137   8     |\n"
      "|-------------------+-------------------+-------------------|\n"
      "| 2     5     367   |*17    8     1367  | 179   4     139   |\n"
      "| 4    *67    9     | 5     1367  2     | 8     137   13    |\n"
      "| 1    *78    378   | 9     37    4     | 5     2     6     |\n"
      "*-----------------------------------------------------------*\n";
  auto p = parse_sudoku_puzzle(grid);
  ASSERT_TRUE(p.ok()) << p.error().message;
  EXPECT_TRUE(p->has_marks());
  EXPECT_EQ(p->givens.cells[0], 6);                                // r1c1: one candidate, no peer shares it
  EXPECT_EQ(p->candidates[1], (1u << 0) | (1u << 8));              // r1c2 {1,9}
  EXPECT_EQ(p->candidates[9], (1u << 4) | (1u << 6) | (1u << 7));  // r2c1 {5,7,8}
  // The same marks as one line of 81 groups, and as the 729-character line, read the same.
  std::string groups;
  const std::string line = *format_sudoku_puzzle(*p, SudokuFormat::Candidates);
  for (int cell = 0; cell < 81; ++cell) {
    std::string g;
    for (int v = 1; v <= 9; ++v)
      if (line[cell * 9 + v - 1] != '.') g += line[cell * 9 + v - 1];
    groups += (cell ? " " : "") + g;
  }
  auto one_line = parse_sudoku_puzzle(groups);
  ASSERT_TRUE(one_line.ok()) << one_line.error().message;
  EXPECT_EQ(one_line->candidates, p->candidates);
  EXPECT_EQ(one_line->givens.cells, p->givens.cells);
  // An ordinary grid of givens is still one (rows of single characters).
  auto plain =
      parse_sudoku_puzzle(*format_sudoku_puzzle(SudokuPuzzle{*parse_sudoku(kWikipediaPuzzle), {}}, SudokuFormat::Grid));
  ASSERT_TRUE(plain.ok());
  EXPECT_FALSE(plain->has_marks());
}

TEST(Sukaku, ErrorsNameThePlace) {
  struct Bad {
    std::string text;
    const char* message;
  };
  std::string full;
  for (int cell = 0; cell < 81; ++cell) full += "123456789";
  std::string bad_char = full, empty_cell = full, big = std::string(64, '.');
  bad_char[39] = 'x';  // character 40: r1c5's fourth place
  empty_cell.replace(9 * 12, 9, ".........");
  for (int cell = 0; cell < 16; ++cell) big.replace(cell * 4, 4, "1234");
  big[5] = '7';
  const std::string groups_row = "12 34 1234 4\n1234 1234 1234 1234\n1234 1234 1234\n1234 1234 1234 1234\n";
  const Bad cases[] = {
      {bad_char, "character 40 (r1c5): 'x' is not a candidate of a 9×9 Sudoku"},
      {empty_cell, "characters 109-117: r2c4 has no candidate"},
      {big, "character 6 (r1c2): '7' is not a candidate of a 4×4 Sudoku"},
      {groups_row, "line 3: row 3 has 3 groups of candidates; expected 4"},
      {"12 34 1234 4 1234 1234 1234 1234 1234 1234 1234 1234 1234 1234 1234 1x34",
       "column 70 (r4c4): 'x' is not a candidate of a 4×4 Sudoku"},
      {R"({"genre":"sudoku","givens":"1...............","candidates":"1234"})",
       "\"candidates\" is a string of 64 characters, 4 per cell (the pencil-mark line), not 4"},
      {R"({"genre":"sudoku","givens":"1...............","candidates":".234)" + std::string(60, '1') + "\"}",
       "r1c1 is given 1, which is not among its candidates"},
  };
  for (const Bad& c : cases) {
    auto p = parse_sudoku_puzzle(c.text);
    ASSERT_FALSE(p.ok()) << c.text;
    EXPECT_NE(p.error().message.find(c.message), std::string::npos)
        << "input: " << c.text << "\nmessage: " << p.error().message << "\nexpected: " << c.message;
  }
  // The readers of givens only say what a pencil-mark puzzle is and which commands read one.
  auto g = parse_sudoku(full);
  ASSERT_FALSE(g.ok());
  EXPECT_NE(g.error().message.find("pencil-mark puzzle"), std::string::npos) << g.error().message;
  EXPECT_NE(run_verb("encode", full).error.find("pencil-mark puzzle"), std::string::npos);
}

// Random small pencil-mark puzzles: the candidate search, SAT and brute force agree on the count; the
// human ladder's solution, when it finishes, is the one solution.
TEST(Sukaku, SearchesAgreeWithBruteForce) {
  std::mt19937 rng(2026);
  int unique = 0, several = 0, none = 0;
  for (int side : {4, 6}) {
    const SudokuShape shape = *SudokuShape::for_side(side);
    for (int trial = 0; trial < 300; ++trial) {
      SplitMix64 stream(rng());
      const SudokuGrid solution = random_sudoku_solution(shape, stream);
      SudokuGrid givens{shape, std::vector<uint8_t>(shape.cells(), 0)};
      std::vector<uint32_t> masks(shape.cells());
      for (int c = 0; c < shape.cells(); ++c) {
        masks[c] = static_cast<uint32_t>(rng()) & ((1u << side) - 1);
        if (trial % 3 != 0) masks[c] |= 1u << (solution.cells[c] - 1);  // a third may have no solution
        if (masks[c] == 0) masks[c] = 1u << (rng() % side);
      }
      const std::string json = *format_sudoku_puzzle(SudokuPuzzle{givens, masks}, SudokuFormat::Json);
      auto p = parse_sudoku_puzzle(json);
      ASSERT_TRUE(p.ok()) << p.error().message;
      const int brute = brute_force_marked(p->givens, p->candidates, 3);
      const FastSudokuResult fast = solve_sudoku_candidates(p->givens, p->candidates, 3);
      EXPECT_EQ(fast.count, brute) << json;
      auto sat = SudokuSatSession::for_puzzle(p->givens, SudokuEncoding::Minimal, p->candidates);
      EXPECT_EQ(sat->solve(p->givens, 3).count, brute) << json;
      const std::string status = json_of(run_verb("solve", json)).find("status")->as_string();
      EXPECT_EQ(status, brute == 0 ? "none" : brute == 1 ? "unique" : "multiple") << json;
      if (brute == 1) {
        ++unique;
        EXPECT_EQ(json_of(run_verb("solve", json, {{"method", "sat"}})).find("solution")->as_string(),
                  format_sudoku_line(fast.first));
        JsonValue human = json_of(run_verb("solve", json, {{"method", "human"}}));
        if (human.find("status")->as_string() == "solved")
          EXPECT_EQ(human.find("solution")->as_string(), format_sudoku_line(fast.first)) << json;
      }
      (brute == 0 ? none : brute > 1 ? several : unique) += brute != 1;
    }
  }
  EXPECT_GT(unique, 20);
  EXPECT_GT(several, 20);
  EXPECT_GT(none, 20);
}

// A real position as a Sukaku: the explained path from it, its rating and the check of its solution.
TEST(Sukaku, VerbsReadAPositionAsAPuzzle) {
  const std::string line = position_line(kWikipediaPuzzle, 5);
  ASSERT_EQ(line.size(), 729u);
  JsonValue solved = json_of(run_verb("solve", line));
  EXPECT_EQ(solved.find("status")->as_string(), "unique");
  EXPECT_EQ(solved.find("solution")->as_string(), kWikipediaSolution);
  JsonValue explained = json_of(run_verb("explain", line));
  EXPECT_TRUE(explained.find("solved")->as_bool());
  EXPECT_EQ(explained.find("grid")->as_string(), kWikipediaSolution);
  JsonValue rated = json_of(run_verb("rate", line, {{"runs", "3"}}));
  EXPECT_EQ(rated.find("status")->as_string(), "rated");
  EXPECT_GE(rated.find("level")->as_integer().value_or(0), 1);
  EXPECT_EQ(json_of(run_verb("check", line, {{"solution", kWikipediaSolution}})).find("status")->as_string(), "valid");
  // The JSON form round trip the play page makes, and convert's candidates form of a puzzle of givens.
  JsonValue to_json = json_of(run_verb("convert", line, {{"to", "json"}}));
  EXPECT_EQ(json_of(run_verb("convert", to_json.find("puzzle")->as_string(), {{"to", "candidates"}}))
                .find("puzzle")
                ->as_string(),
            line);
  const std::string rules_only =
      json_of(run_verb("convert", kWikipediaPuzzle, {{"to", "candidates"}})).find("puzzle")->as_string();
  EXPECT_EQ(json_of(run_verb("solve", rules_only)).find("solution")->as_string(), kWikipediaSolution);
}

TEST(Sukaku, ADigitOutsideTheMarksIsReported) {
  // r1c3 of the Wikipedia puzzle is 4; a Sukaku whose marks there are {1,2} has no solution, and a
  // grid that puts 4 there breaks the marks (check) and is shown at the cell (conflicts).
  auto p = parse_sudoku_puzzle(position_line(kWikipediaPuzzle, 0));
  ASSERT_TRUE(p.ok());
  SudokuPuzzle q = *p;
  q.candidates[2] = 0b11;
  const std::string line = *format_sudoku_puzzle(q, SudokuFormat::Candidates);
  EXPECT_EQ(json_of(run_verb("solve", line)).find("status")->as_string(), "none");
  JsonValue checked = json_of(run_verb("check", line, {{"solution", kWikipediaSolution}}));
  EXPECT_EQ(checked.find("status")->as_string(), "invalid");
  EXPECT_EQ(checked.find("error")->as_string(), "r1c3 is 4, not one of its candidates {1,2}");
  std::string partial(81, '.');
  partial[2] = '4';
  JsonValue conflicts = json_of(run_verb("conflicts", line, {{"solution", partial.c_str()}}));
  ASSERT_EQ(conflicts.find("conflicts")->items().size(), 1u);
  EXPECT_EQ(conflicts.find("conflicts")->items()[0].find("rule")->as_string(), "candidates");
  JsonValue incomplete =
      json_of(run_verb("check", *format_sudoku_puzzle(*p, SudokuFormat::Candidates), {{"solution", partial.c_str()}}));
  EXPECT_EQ(incomplete.find("status")->as_string(), "incomplete");
  EXPECT_TRUE(incomplete.find("completable")->as_bool());
}

}  // namespace
}  // namespace gridlogic
