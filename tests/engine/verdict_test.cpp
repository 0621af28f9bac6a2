// verdict_test.cpp — one verdict rule for every genre and method (verdict.h): "unique" only from a
// search that looked for a second solution and finished; a method that only deduces says "solved" for a
// grid it finishes. Checked through run() for every method, and in the sources: no status chosen by hand.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>
#include <string>

#include "gridlogic/api.h"
#include "gridlogic/json_value.h"
#include "gridlogic/verdict.h"
#include "test_paths.h"

namespace gridlogic {
namespace {

std::string status_of(const std::string& genre, const std::string& input, const std::string& method) {
  Request r;
  r.verb = "solve";
  r.genre = genre;
  r.input = input;
  if (!method.empty()) r.options.set("method", method);
  const Response out = run(r);
  EXPECT_EQ(out.error, "") << genre << " " << method;
  auto doc = parse_json(out.json);
  if (!doc || !doc->find("status")) return "";
  return doc->find("status")->as_string();
}

TEST(Verdict, TheRuleForSearchesAndForDeductions) {
  EXPECT_EQ(verdict(1, true, 2), Verdict::Unique);
  EXPECT_EQ(verdict(1, false, 2), Verdict::Unknown);
  EXPECT_EQ(verdict(0, true, 2), Verdict::None);
  EXPECT_EQ(verdict(0, false, 2), Verdict::Unknown);
  EXPECT_EQ(verdict(2, false, 2), Verdict::Multiple);
  EXPECT_EQ(verdict(1, false, 1), Verdict::Solved);
  EXPECT_EQ(deduction_verdict(Deduction::Finished), Verdict::Solved);
  EXPECT_EQ(deduction_verdict(Deduction::Stuck), Verdict::Unknown);
  EXPECT_EQ(deduction_verdict(Deduction::Contradiction), Verdict::None);
}

// Puzzles every method of their genre finishes: a deduction says "solved", a search "unique".
TEST(Verdict, EveryGenreAndMethodAnswersAFinishedGridTheSameWay) {
  const std::string sudoku = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
  EXPECT_EQ(status_of("sudoku", sudoku, "human"), "solved");
  EXPECT_EQ(status_of("sudoku", sudoku, "fast"), "unique");
  EXPECT_EQ(status_of("sudoku", sudoku, "sat"), "unique");

  const std::string tectonic = "https://puzz.link/p?suguru/5/5/cih47bs73m3g5p1g2g";
  EXPECT_EQ(status_of("tectonic", tectonic, "rules"), "solved");
  EXPECT_EQ(status_of("tectonic", tectonic, "rules+2sat"), "solved");
  EXPECT_EQ(status_of("tectonic", tectonic, "rules+sat"), "unique");  // the rules finish, SAT proves it
  EXPECT_EQ(status_of("tectonic", tectonic, "sat"), "unique");

  const std::string hashi = "https://puzz.link/p?hashi/5/5/4g2i3h23k3g1g3g4g3";
  EXPECT_EQ(status_of("hashi", hashi, "rules"), "solved");
  EXPECT_EQ(status_of("hashi", hashi, "better"), "solved");
  EXPECT_EQ(status_of("hashi", hashi, "sat"), "unique");
}

// The rule lives in verdict.h alone: no source picks a status word by hand ("unique" when the rules
// finish, say). A status is verdict_name(verdict(…)) or verdict_name(deduction_verdict(…)).
TEST(Verdict, NoSecondRuleInTheSources) {
  namespace fs = std::filesystem;
  const std::regex by_hand(
      R"re(status\s*=[^;]*"(unique|multiple|none|solved|unknown)"|\?\s*Verdict::|return\s+Verdict::)re");
  int files = 0;
  for (const char* dir : {"engine/src", "engine/cli", "web", "wasm"}) {
    for (const auto& entry : fs::recursive_directory_iterator(gridlogic::testing::source_dir() / dir)) {
      const std::string ext = entry.path().extension().string();
      if (ext != ".cpp" && ext != ".h") continue;
      std::ifstream in(entry.path());
      std::string line;
      int number = 0;
      ++files;
      while (std::getline(in, line)) {
        ++number;
        EXPECT_FALSE(std::regex_search(line, by_hand)) << entry.path().string() << ":" << number << ": " << line;
      }
    }
  }
  EXPECT_GT(files, 50);
}

}  // namespace
}  // namespace gridlogic
