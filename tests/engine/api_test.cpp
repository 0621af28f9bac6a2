// api_test.cpp — the Sudoku solve and the genre-neutral run(): statuses, verified solutions, errors, JSON, the 17-clue set.
#include <gtest/gtest.h>

#include "gridlogic/api.h"
#include "gridlogic/sudoku_solve.h"
#include "gridlogic/sudoku.h"
#include "test_util.h"

namespace gridlogic {
namespace {

SudokuSolveReport solve_line(const std::string& puzzle, int count = 2) {
  SudokuSolveRequest req;
  req.puzzle = puzzle;
  req.count_limit = count;
  return solve_sudoku_request(req);
}

// A puzzle with exactly two solutions: the solution with one "deadly rectangle" blanked — four cells
// in two rows of one band and two columns of different stacks holding a,b / b,a.
std::string two_solution_puzzle(std::string solution) {
  for (int r1 = 0; r1 < 9; ++r1)
    for (int r2 = r1 + 1; r2 < r1 / 3 * 3 + 3; ++r2)
      for (int c1 = 0; c1 < 9; ++c1)
        for (int c2 = (c1 / 3 + 1) * 3; c2 < 9; ++c2) {
          char& a = solution[r1 * 9 + c1];
          char& b = solution[r1 * 9 + c2];
          char& c = solution[r2 * 9 + c1];
          char& d = solution[r2 * 9 + c2];
          if (a == d && b == c) {
            a = b = c = d = '.';
            return solution;
          }
        }
  return "";
}

TEST(Solve, KnownPuzzleIsUniqueWithVerifiedSolution) {
  SudokuSolveReport r = solve_line(testing::kWikipediaPuzzle);
  ASSERT_EQ(r.verdict, Verdict::Unique) << r.error;
  EXPECT_EQ(r.solution, testing::kWikipediaSolution);
  EXPECT_EQ(r.count, 1);
  EXPECT_GE(r.stats.ms, 0.0);
}

TEST(Solve, CountOneAnswersSolved) { EXPECT_EQ(solve_line(testing::kWikipediaPuzzle, 1).verdict, Verdict::Solved); }

TEST(Solve, ContradictoryGivensAreNone) {
  SudokuSolveReport r = solve_line("11" + std::string(79, '.'));
  EXPECT_EQ(r.verdict, Verdict::None);
  EXPECT_TRUE(r.solution.empty());
  // No two givens clash, yet r1c9 must be 9 and column 9 already has one.
  SudokuSolveReport hidden = solve_line("12345678." + std::string(8, '.') + "9" + std::string(63, '.'));
  EXPECT_EQ(hidden.verdict, Verdict::None);
}

TEST(Solve, TwoSolutionPuzzleIsMultipleAndCountsExactlyTwo) {
  std::string puzzle = two_solution_puzzle(testing::kWikipediaSolution);
  ASSERT_FALSE(puzzle.empty());
  SudokuSolveReport r = solve_line(puzzle);
  EXPECT_EQ(r.verdict, Verdict::Multiple);
  EXPECT_EQ(r.count, 2);
  SudokuSolveReport counted = solve_line(puzzle, 10);
  EXPECT_EQ(counted.count, 2);
  EXPECT_EQ(testing::brute_force_count(*parse_sudoku_line(puzzle), 10), 2);
  EXPECT_EQ(find_sudoku_violation(*parse_sudoku_line(puzzle), *parse_sudoku_line(r.solution)), std::nullopt);
}

TEST(Solve, EmptyGridIsMultiple) { EXPECT_EQ(solve_line(std::string(81, '.')).verdict, Verdict::Multiple); }

TEST(Solve, BadInputIsAnErrorReportNotACrash) {
  SudokuSolveReport r = solve_line("not a sudoku");
  EXPECT_FALSE(r.error.empty());
  EXPECT_NE(r.error.find("this one has 12"), std::string::npos) << r.error;

  Request genre;
  genre.verb = "solve";
  genre.genre = "kakuro";
  genre.input = testing::kWikipediaPuzzle;
  EXPECT_NE(run(genre).error.find("unknown genre 'kakuro'"), std::string::npos);

  SudokuSolveRequest enc;
  enc.puzzle = testing::kWikipediaPuzzle;
  enc.encoding = "clever";
  EXPECT_NE(solve_sudoku_request(enc).error.find("unknown encoding 'clever'"), std::string::npos);

  EXPECT_FALSE(solve_line(testing::kWikipediaPuzzle, 0).error.empty());
}

TEST(Solve, EveryEncodingAgrees) {
  for (const char* e : {"minimal", "efficient", "extended"}) {
    SudokuSolveRequest req;
    req.puzzle = testing::kWikipediaPuzzle;
    req.encoding = e;
    SudokuSolveReport r = solve_sudoku_request(req);
    EXPECT_EQ(r.verdict, Verdict::Unique) << e;
    EXPECT_EQ(r.solution, testing::kWikipediaSolution) << e;
  }
}

// The SAT method keeps one solver per shape between requests; a run of requests must answer each as
// if alone (the same multi-solution puzzle twice, an unsatisfiable one between, a budget of 0).
TEST(Solve, SatRequestsInARowDoNotInfluenceEachOther) {
  const std::string two = two_solution_puzzle(testing::kWikipediaSolution);
  auto sat = [](const std::string& puzzle, const char* encoding, int count = 2, int64_t budget = -1) {
    SudokuSolveRequest req;
    req.puzzle = puzzle;
    req.encoding = encoding;
    req.count_limit = count;
    req.conflict_budget = budget;
    return solve_sudoku_request(req);
  };
  for (const char* e : {"minimal", "efficient", "extended"}) {
    for (int round = 0; round < 3; ++round) {
      EXPECT_EQ(sat(two, e).verdict, Verdict::Multiple) << e;
      EXPECT_EQ(sat(two, e, 10).count, 2) << e;
      EXPECT_EQ(sat("11" + std::string(79, '.'), e).verdict, Verdict::None) << e;
      SudokuSolveReport unique = sat(testing::kWikipediaPuzzle, e);
      EXPECT_EQ(unique.verdict, Verdict::Unique) << e;
      EXPECT_EQ(unique.solution, testing::kWikipediaSolution) << e;
      EXPECT_EQ(sat(std::string(81, '.'), e, 2).verdict, Verdict::Multiple) << e;
    }
  }
}

TEST(Solve, SixteenBySixteenEmptyGridSolves) {
  SudokuSolveReport r = solve_line(std::string(256, '.'), 1);
  ASSERT_EQ(r.verdict, Verdict::Solved);
  auto empty = *parse_sudoku_line(std::string(256, '.'));
  EXPECT_EQ(find_sudoku_violation(empty, *parse_sudoku_line(r.solution)), std::nullopt);
}

// Progress: a generate run reports each puzzle (from 0) and every attempt of each, and a listener does
// not change what is made.
TEST(Progress, GenerateReportsPuzzlesAndAttemptsAndIsUnchangedByListening) {
  for (const char* genre : {"sudoku", "tectonic", "hashi"}) {
    Request req;
    req.verb = "generate";
    req.genre = genre;
    req.options.set("count", "3");
    req.options.set("seed", "11");
    req.options.set("size", std::string(genre) == "sudoku" ? "4" : "6x6");
    const Response quiet = run(req);
    ASSERT_TRUE(quiet.error.empty()) << quiet.error;
    std::vector<std::pair<std::string, std::pair<int64_t, int64_t>>> heard;
    req.progress = [&](const Progress& p) { heard.push_back({std::string(p.stage), {p.done, p.total}}); };
    const Response watched = run(req);
    EXPECT_EQ(watched.json, quiet.json) << genre;
    std::vector<int64_t> puzzles;
    int attempts = 0;
    for (const auto& [stage, dt] : heard) {
      if (stage == "puzzle") {
        puzzles.push_back(dt.first);
        EXPECT_EQ(dt.second, 3);
      } else if (stage == "best level") {  // after a missed attempt: the nearest level so far
        EXPECT_GE(dt.first, 1) << genre;
      } else {
        ASSERT_EQ(stage, "attempt") << genre;
        EXPECT_GE(dt.first, 1);
        EXPECT_EQ(dt.second, -1) << genre << ": an attempt limit is a bound, never reported as a total";
        ++attempts;
      }
    }
    EXPECT_EQ(puzzles, (std::vector<int64_t>{0, 1, 2})) << genre;
    EXPECT_GE(attempts, 3) << genre;
    EXPECT_EQ(heard.front().first, "puzzle") << genre << ": the puzzle is announced before its attempts";
  }
}

TEST(Json, ShapeOfReports) {
  SudokuSolveReport r = solve_line(testing::kWikipediaPuzzle);
  std::string j = to_json(r);
  EXPECT_EQ(j.rfind(std::string("{\"status\":\"unique\",\"solution\":\"") + testing::kWikipediaSolution +
                        "\",\"stats\":{\"ms\":",
                    0),
            0u)
      << j;
  EXPECT_NE(j.find("\"decisions\":"), std::string::npos);
  EXPECT_NE(j.find("\"conflicts\":"), std::string::npos);

  SudokuSolveReport e = solve_line("5\"\\\n");
  EXPECT_EQ(to_json(e),
            "{\"status\":\"error\",\"error\":\"a Sudoku line has 16, 36, 81, 144, 256 or "
            "625 cells (4×4 to 25×25); this one has 3\"}");
  EXPECT_NE(to_json(r, true).find("\"count\":1"), std::string::npos);
}

// The first 1,000 puzzles of the 17-clue set (document 002's set) each have one verified solution.
TEST(Dataset, SeventeenClueSampleIsUnique) {
  std::string path = testing::dataset_path("sudoku-17clue/puzzles2_17_clue");
  if (path.empty()) GTEST_SKIP() << "../shared/datasets/sudoku-17clue is absent; skipping";
  auto puzzles = testing::read_puzzle_lines(path, 1000);
  ASSERT_EQ(puzzles.size(), 1000u);
  for (const std::string& p : puzzles) {
    SudokuSolveReport r = solve_line(p);
    ASSERT_EQ(r.verdict, Verdict::Unique) << p << " " << r.error;
    EXPECT_EQ(parse_sudoku_line(p)->givens(), 17);
  }
}

}  // namespace
}  // namespace gridlogic

namespace gridlogic {
namespace {

// The JSON with its "ms" timing, the one field two runs may differ in, set to 0.
std::string without_ms(std::string json) {
  const size_t at = json.find("\"ms\":");
  if (at == std::string::npos) return json;
  const size_t end = json.find_first_of(",}", at);
  return json.replace(at + 5, end - at - 5, "0");
}

// BatchRun answers every input as run() does for that input: statuses, solutions, counts, errors in
// the input and the options, a limit's mark, a verb that reads no input; the plain form unless the
// request asked for JSON only. answer_next, too.
TEST(BatchRun, AnswersEachInputAsRunDoes) {
  const std::vector<std::string> inputs = {testing::kWikipediaPuzzle,
                                           std::string(81, '.'),
                                           "",
                                           "12",
                                           "x",
                                           std::string(81, '1'),
                                           two_solution_puzzle(testing::kWikipediaSolution)};
  struct Case {
    std::string genre, verb;
    std::vector<std::pair<std::string, std::string>> options;
    bool text;
  };
  const std::vector<Case> cases = {
      {"sudoku", "solve", {}, true},
      {"sudoku", "solve", {}, false},
      {"sudoku", "solve", {{"count", "5"}}, false},
      {"sudoku", "solve", {{"method", "human"}}, true},  // (SAT's counters depend on the thread's session)
      {"sudoku", "solve", {{"work-limit", "1"}}, true},
      {"sudoku", "solve", {{"bogus", "1"}}, false},
      {"sudoku", "solve", {{"count", "0"}}, false},
      {"sudoku", "nonsense", {}, false},
      {"nonsense", "solve", {}, false},
      {"sudoku", "generate", {{"seed", "3"}}, true},
  };
  for (const Case& c : cases) {
    Request base;
    base.genre = c.genre;
    base.verb = c.verb;
    base.text = c.text;
    for (const auto& [name, value] : c.options) base.options.set(name, value);
    BatchRun batch(base), chained(base);  // chained: answer_next, the clock read once an answer
    for (const std::string& input : inputs) {
      if (c.verb == "generate" && !input.empty() && input != "x") continue;
      Request one = base;
      one.input = input;
      const Response want = run(one), got = batch.answer(input);
      SCOPED_TRACE(c.genre + " " + c.verb + " '" + input + "'");
      EXPECT_EQ(got.error, want.error);
      EXPECT_EQ(got.bad_options, want.bad_options);
      EXPECT_EQ(got.stopped, want.stopped);
      EXPECT_EQ(without_ms(got.json), without_ms(want.json));
      EXPECT_EQ(got.text, want.text);
      if (c.verb == "solve" && want.error.empty()) EXPECT_EQ(got.text.empty(), !c.text);
      const Response next = chained.answer_next(input);
      EXPECT_EQ(next.error, want.error);
      EXPECT_EQ(next.bad_options, want.bad_options);
      EXPECT_EQ(next.stopped, want.stopped);
      EXPECT_EQ(without_ms(next.json), without_ms(want.json));
      EXPECT_EQ(next.text, want.text);
    }
  }
}

}  // namespace
}  // namespace gridlogic
