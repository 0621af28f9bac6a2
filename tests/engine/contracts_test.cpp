// contracts_test.cpp — issue 38's contracts at the engine's seam: the work limit (the same stop at the
// same step, marked "stopped"), limit stops that are answers and never internal errors, checks linear
// and before the work, JsonWriter for every JSON, and the small misreads, each with its message.
#include <gtest/gtest.h>

#include <regex>
#include <string>

#include "gridlogic/api.h"
#include "gridlogic/deadline.h"
#include "gridlogic/genre.h"
#include "gridlogic/json.h"
#include "gridlogic/json_value.h"
#include "gridlogic/options.h"

namespace gridlogic {
namespace {

Response call(const std::string& genre, const std::string& verb, const std::string& input,
              std::initializer_list<std::pair<const char*, const char*>> options = {}) {
  Request r;
  r.genre = genre;
  r.verb = verb;
  r.input = input;
  for (auto [k, v] : options) r.options.set(k, v);
  return run(std::move(r));
}

std::string without_times(std::string json) {
  return std::regex_replace(json, std::regex(R"re("(ms|encode_ms|solve_ms)":[0-9.e+-]+)re"), "");
}

const std::string kP17 = ".......1.4.........2...........5.4.7..8...3....1.9....3..4..2...5.1........8.6...";
const std::string kWiki = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

// --- the work limit --------------------------------------------------------------------------------

TEST(WorkLimit, ScopesCountAndStopAtTheirUnits) {
  WorkScope none(0);
  spend_work(1000);
  EXPECT_FALSE(time_is_up());
  EXPECT_FALSE(none.fired());
  {
    WorkScope limit(100);
    EXPECT_EQ(work_left(), 100);
    spend_work(60);
    EXPECT_FALSE(time_is_up_now());
    spend_work(40);
    EXPECT_TRUE(time_is_up());
    EXPECT_TRUE(limit.fired());
    EXPECT_EQ(work_left(), 0);
  }
  EXPECT_FALSE(time_is_up()) << "the enclosing scope has no limit";
  EXPECT_EQ(none.spent(), 1100) << "it counts what the inner scope spent";
}

// The same request under the same work limit stops at the same step, whatever else runs: its answer is
// the same text, time aside, every time (the clock cannot promise that).
TEST(WorkLimit, TheSameRequestStopsAtTheSameStep) {
  // A puzzle the ladder needs chains for (the first of top1465), so the limit falls mid-walk.
  const std::string hard = "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";
  for (const char* verb : {"explain", "rate", "solve"}) {
    const bool solve = std::string(verb) == "solve";
    auto once = [&] {
      return solve ? call("sudoku", verb, hard, {{"work-limit", "2000"}, {"method", "sat"}})
                   : call("sudoku", verb, hard, {{"work-limit", "300000"}});
    };
    const Response a = once();
    const Response b = once();
    EXPECT_EQ(a.stopped, "work-limit") << verb << ": " << a.json << a.error;
    EXPECT_EQ(without_times(a.json), without_times(b.json)) << verb;
    EXPECT_EQ(a.error, b.error) << verb;
    EXPECT_EQ(a.text, b.text) << verb;
  }
}

TEST(WorkLimit, EveryLimitStopIsMarkedAndNeverAnInternalError) {
  for (const auto& [genre, extra] : std::vector<std::pair<std::string, std::string>>{
           {"sudoku", "25"}, {"tectonic", "12x10"}, {"hashi", "25"}, {"variant", "9"}}) {
    for (const char* limit : {"work-limit", "max-memory"}) {
      Request r;
      r.genre = genre;
      r.verb = "generate";
      r.options.set("count", "2");
      r.options.set("seed", "1");
      r.options.set("size", extra);
      r.options.set(limit, "1");
      const Response out = run(std::move(r));
      EXPECT_EQ(out.error, "") << genre << " " << limit;
      auto doc = parse_json(out.json);
      ASSERT_TRUE(doc) << out.json;
      ASSERT_TRUE(doc->find("puzzles")) << genre << ": " << out.json;
      // One unit stops every generator at once; a megabyte stops those that need more.
      if (std::string(limit) == "work-limit") {
        EXPECT_EQ(out.stopped, "work-limit") << genre;
        EXPECT_EQ(doc->find("puzzles")->items().size(), 0u) << genre;
      }
      if (!out.stopped.empty()) EXPECT_TRUE(doc->find("stopped")) << out.json;
    }
  }
  // No clock: under ASan on a busy machine the default 60 s could run out before the units do.
  const Response compare =
      call("hashi", "compare", "", {{"count", "100000"}, {"seed", "1"}, {"work-limit", "300000"}, {"time-limit", "0"}});
  EXPECT_EQ(compare.error, "");
  EXPECT_EQ(compare.stopped, "work-limit");
  auto doc = parse_json(compare.json);
  ASSERT_TRUE(doc);
  const int judged = static_cast<int>(*doc->find("document_generator")->find("puzzles")->as_integer());
  EXPECT_GT(judged, 0);
  EXPECT_LT(judged, 100000);
}

TEST(WorkLimit, HelpStatesTheDefaults) {
  for (const OptionSpec& o : common_options())
    if (o.name == "work-limit") EXPECT_NE(o.help.find(std::to_string(kDefaultWorkLimit)), std::string_view::npos);
}

// --- the input counts against the memory limit -------------------------------------------------------

TEST(MemoryLimit, AnInputLongerThanTheLimitIsRefusedBeforeTheWork) {
  const Response r = call("sudoku", "solve", std::string(3 * 1024 * 1024, '.'), {{"max-memory", "2"}});
  EXPECT_EQ(r.stopped, "memory-limit");
  EXPECT_NE(r.error.find("the memory limit of 2 MB was reached"), std::string::npos) << r.error;
}

// --- linear checks, size checks before the work ------------------------------------------------------

TEST(Checks, OptionsFromJsonAreReadInOnePass) {
  std::string json = "{";
  for (int i = 0; i < 200000; ++i) json += (i ? ",\"k" : "\"k") + std::to_string(i) + "\":1";
  json += ",\"k7\":\"last\"}";
  auto doc = parse_json(json);
  ASSERT_TRUE(doc);
  auto o = Options::from_json(*doc);  // quadratic, this took minutes
  ASSERT_TRUE(o);
  EXPECT_EQ(o->entries().size(), 200000u);
  EXPECT_EQ(o->get("k7"), "last") << "a repeated name keeps its last value";
  EXPECT_EQ(o->entries()[0].first, "k0");
}

TEST(Checks, AHugeMultiRowGridIsRefusedByItsSize) {
  std::string grid;
  for (int i = 0; i < 1'300'000; ++i) grid += "1 2 3 4\n";
  const Response r = call("sudoku", "solve", grid);
  EXPECT_NE(r.error.find("the grid has more than 64 lines"), std::string::npos) << r.error;
  const Response wide = call("sudoku", "solve", std::string(3000, '1') + "\n" + std::string(3000, '2'));
  EXPECT_NE(wide.error.find("line 1 is 3000 characters long"), std::string::npos) << wide.error;
  EXPECT_EQ(call("sudoku", "solve", "1 . . .\n. . 3 .\n. 4 . .\n. . . 2").error, "");
}

// --- JsonWriter -------------------------------------------------------------------------------------

TEST(JsonWriterContract, ContinuingRawAndRawElements) {
  JsonWriter a = JsonWriter::continuing("{\"status\":\"unique\"}");
  EXPECT_EQ(a.key("stopped").value("work-limit").end_object().str(), R"({"status":"unique","stopped":"work-limit"})");
  JsonWriter b = JsonWriter::continuing("{}");
  EXPECT_EQ(b.key("x").value(1).end_object().str(), R"({"x":1})");
  JsonWriter c;
  c.begin_array().raw(R"({"a":1})").raw_elements("[]").raw_elements("[2,3]").value(4).end_array();
  EXPECT_EQ(c.str(), R"([{"a":1},2,3,4])");
}

// --- the small misreads ------------------------------------------------------------------------------

TEST(Misreads, ATectonicOfHolesAloneIsAnError) {
  // 2×2, every cell a hole (borders 0 and 0, four blank cells j, holes 11110 = u).
  const Response r = call("tectonic", "solve", "https://puzz.link/p?suguru/2/2/00ju");
  EXPECT_NE(r.error.find("every cell of the 2x2 grid is a hole"), std::string::npos) << r.error << r.json;
}

TEST(Misreads, ASuguruUrlEndingInASlashIsRead) {
  const Response r = call("tectonic", "solve", "https://puzz.link/p?suguru/5/5/cih47bs73m3g5p1g2g/");
  EXPECT_EQ(r.error, "");
  EXPECT_NE(r.json.find("\"status\":\"unique\""), std::string::npos) << r.json;
}

TEST(Misreads, FiveDigitSizesAreSizesNotNonDigits) {
  EXPECT_NE(call("sudoku", "solve", "https://puzz.link/p?sudoku/123456/9/abc")
                .error.find("'123456' columns; expected 1 to 25"),
            std::string::npos);
  EXPECT_NE(
      call("hashi", "solve", "https://puzz.link/p?hashi/7/99999/abc").error.find("'99999' rows; expected 1 to 100"),
      std::string::npos);
}

TEST(Misreads, APzprv3FileIsNamedAsAFile) {
  const std::string e = call("hashi", "solve", "https://puzz.link/p?pzprv3/hashikake/7/7/").error;
  EXPECT_NE(e.find("'pzprv3' starts a puzz.link file"), std::string::npos) << e;
  EXPECT_EQ(e.find("number of columns"), std::string::npos) << e;
}

TEST(Misreads, HashiTextWithALetterIsATextFormError) {
  const std::string e = call("hashi", "solve", "x.2../.3..2").error;
  EXPECT_NE(e.find("text form, character 1 (r1c1): 'x' is not a cell"), std::string::npos) << e;
}

TEST(Misreads, JsonGivensWithARowMissingNameTheRows) {
  std::string rows;
  for (int r = 0; r < 8; ++r) rows += (r ? ",\"" : "\"") + std::string("123456789") + "\"";
  const std::string e = call("sudoku", "solve", "{\"genre\":\"sudoku\",\"givens\":[" + rows + "]}").error;
  EXPECT_NE(e.find("\"givens\" has 8 rows"), std::string::npos) << e;
  EXPECT_NE(e.find("givens[0] has 9 cells, so 9 rows"), std::string::npos) << e;
}

TEST(Misreads, AVariantJsonWithSpacesAndNoSolutionSaysSo) {
  const std::string puzzle =
      R"({"size": 4, "grid": [[{"value": 1, "given": true}, {}, {}, {}], [{}, {}, {}, {}], [{}, {}, {}, {}], [{}, {}, {}, {}]]})";
  const std::string e = call("variant", "check", puzzle).error;
  EXPECT_NE(e.find("this is a puzzle alone"), std::string::npos) << e;
}

}  // namespace
}  // namespace gridlogic
