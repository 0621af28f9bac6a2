// variant_sudokupad_test.cpp — SudokuPad's own format (variant_sudokupad.h): the link forms, the zipped
// JSON, the classification of drawn elements into rules, the writer's round trip, short links, and the
// sudoku genre's SudokuPad and puzz.link conversions.
#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>
#include <sstream>

#include "gridlogic/api.h"
#include "gridlogic/json_value.h"
#include "gridlogic/lz_string.h"
#include "gridlogic/sudoku_format.h"
#include "gridlogic/text.h"
#include "gridlogic/variant_fpuzzles.h"
#include "gridlogic/variant_sudokupad.h"
#include "variant_test_data.h"
#include "test_paths.h"

namespace gridlogic {
namespace {

std::string read_fixture(const std::string& name) {
  std::ifstream in(gridlogic::testing::test_data_dir() / name);
  std::stringstream ss;
  ss << in.rdbuf();
  std::string s = ss.str();
  while (!s.empty() && (s.back() == '\n' || s.back() == '\r')) s.pop_back();
  return s;
}

// A puzzle's rules as the sorted list of their descriptions: equal lists, the same rules.
std::vector<std::string> described(const VariantPuzzle& p) {
  std::vector<std::string> out;
  for (const VariantRulePtr& r : p.rules) out.push_back(std::string(r->kind()) + ": " + r->describe(p.grid));
  std::sort(out.begin(), out.end());
  return out;
}

size_t count_kind(const VariantPuzzle& p, std::string_view kind) {
  return std::count_if(p.rules.begin(), p.rules.end(), [&](const VariantRulePtr& r) { return r->kind() == kind; });
}

std::string scl_link(const std::string& json) { return "https://sudokupad.app/scl" + lz_compress_base64(json); }

// Nine boxes of a 9×9 in SudokuPad's "regions" form.
std::string boxes9() {
  std::string out = "[";
  for (int b = 0; b < 9; ++b) {
    out += b ? ",[" : "[";
    for (int k = 0; k < 9; ++k) {
      const int r = b / 3 * 3 + k / 3, c = b % 3 * 3 + k % 3;
      out += (k ? "," : "") + std::string("[") + std::to_string(r) + "," + std::to_string(c) + "]";
    }
    out += "]";
  }
  return out + "]";
}

std::string empty_cells(int n) {
  std::string row = "[";
  for (int c = 0; c < n; ++c) row += c ? ",{}" : "{}";
  row += "]";
  std::string out = "[";
  for (int r = 0; r < n; ++r) out += (r ? "," : "") + row;
  return out + "]";
}

TEST(SudokuPadUnzip, ExpandsTheCompactForm) {
  // Bare keys, short names, ' for ", empty array slots, t/f, #0/#F and colours without '#'.
  auto json =
      sudokupad_unzip("{ce:[[{v:1},,]],o:[{ct:[0.5,1],w:0.3,r:t,c2:#0,c1:#F,c:F067F0,te:'it\\'s'}],l:[{th:f}]}");
  ASSERT_TRUE(json) << json.error().message;
  EXPECT_EQ(*json,
            "{\"cells\":[[{\"value\":1},{},{}]],\"overlays\":[{\"center\":[0.5,1],\"width\":0.3,\"rounded\":true,"
            "\"backgroundColor\":\"#000000\",\"borderColor\":\"#FFFFFF\",\"color\":\"#F067F0\",\"text\":\"it's\"}],"
            "\"lines\":[{\"thickness\":false}]}");
  EXPECT_FALSE(sudokupad_unzip("{ce:'never ends"));
}

// A real link Sudoku Maker wrote: its kropki dots are overlays, but its parity lines are drawn only in
// a background image — so the reader refuses it, naming the image.
TEST(SudokuPadReader, PublishedSudokuMakerLinkNamesWhatItCannotSee) {
  const std::string id = read_fixture("sudokupad/parity-fish.scl.txt");
  ASSERT_EQ(id.substr(0, 3), "scl");
  auto refused = parse_variant("https://sudokupad.app/" + id);
  ASSERT_FALSE(refused);
  EXPECT_NE(refused.error().message.find("background image"), std::string::npos) << refused.error().message;

  // Without the image, everything else reads: the metadata, the regions and 21 dots, and the published
  // solution keeps every rule read.
  auto text = lz_decompress_base64(id.substr(3));
  ASSERT_TRUE(text);
  auto unzipped = sudokupad_unzip(*text);
  ASSERT_TRUE(unzipped) << unzipped.error().message;
  std::string json = *unzipped;
  const std::string image = "\"bgimage\":\"https://i.imgur.com/n3iOt4N.jpeg\",";
  ASSERT_NE(json.find(image), std::string::npos);
  json.erase(json.find(image), image.size());
  auto doc = parse_json(json);
  ASSERT_TRUE(doc);
  auto fp = sudokupad_to_fpuzzles(*doc);
  ASSERT_TRUE(fp) << fp.error().message;
  auto p = parse_fpuzzles(*fp);
  ASSERT_TRUE(p) << p.error().message;
  EXPECT_EQ(p->title, "Parity Fish");
  EXPECT_EQ(p->author, "Marty Sears");
  EXPECT_EQ(count_kind(*p, "difference"), 16u);
  EXPECT_EQ(count_kind(*p, "ratio"), 5u);
  EXPECT_EQ(p->rules.size(), 21u);
  const std::string solution = doc->find("metadata")->find("solution")->as_string();
  std::vector<uint8_t> values;
  for (char ch : solution) values.push_back(static_cast<uint8_t>(ch - '0'));
  EXPECT_EQ(find_variant_violation(*p, values), std::nullopt);
}

// A real SudokuPad puzzle's elements (tests/data/README.md): whisper and renban rings drawn as closed
// loops, colours with alpha, dots. Its renban cross is two SudokuPad lines that the rules call one line:
// refused, naming the shared cell. Without the cross, every other rule reads and the published solution
// keeps them all (a whisper ring's closing step included).
TEST(SudokuPadReader, PublishedRingsAndTheCrossThatIsOneLine) {
  const std::string json = read_fixture("sudokupad/dancing-in-a-ring.json");
  auto refused = parse_variant(json);
  ASSERT_FALSE(refused);
  EXPECT_NE(refused.error().message.find("shares r5c5 with another renban line"), std::string::npos)
      << refused.error().message;

  auto doc = parse_json(json);
  ASSERT_TRUE(doc);
  std::vector<JsonValue::Member> members;
  for (const auto& [k, v] : doc->members()) {
    if (k != "lines") {
      members.push_back({k, v});
      continue;
    }
    std::vector<JsonValue> rings(v.items().begin() + 2, v.items().end());  // the cross is the first two
    members.push_back({k, JsonValue::array(std::move(rings))});
  }
  auto fp = sudokupad_to_fpuzzles(JsonValue::object(std::move(members)));
  ASSERT_TRUE(fp) << fp.error().message;
  auto p = parse_fpuzzles(*fp);
  ASSERT_TRUE(p) << p.error().message;
  EXPECT_EQ(count_kind(*p, "renban"), 3u);
  EXPECT_EQ(count_kind(*p, "whispers"), 4u);
  EXPECT_EQ(count_kind(*p, "ratio"), 4u);
  EXPECT_EQ(count_kind(*p, "difference"), 4u);
  const std::string solution = doc->find("metadata")->find("solution")->as_string();
  std::vector<uint8_t> values;
  for (char ch : solution) values.push_back(static_cast<uint8_t>(ch - '0'));
  EXPECT_EQ(find_variant_violation(*p, values), std::nullopt);
  // A whisper ring keeps its closing step (back to r6c3); a renban ring is the set of its four cells.
  const std::string fpjson = format_fpuzzles_json(*p);
  EXPECT_NE(fpjson.find(R"(["R6C3","R6C4","R7C4","R7C3","R6C3"])"), std::string::npos) << fpjson;
  EXPECT_NE(fpjson.find(R"(["R8C8","R8C9","R9C9","R9C8"])"), std::string::npos) << fpjson;
}

// Each element kind, written as SudokuPad's f-puzzles import draws it, reads back to the same rules.
TEST(SudokuPadRoundTrip, EveryElementKindComesBack) {
  const std::string fpuzzles = R"({"size":9,"title":"All kinds","author":"gridlogic tests",
    "ruleset":"Normal sudoku rules apply. Sandwich clues sum the digits between 1 and 9.",
    "grid":[[{"value":5,"given":true},{},{},{},{},{},{},{},{}],[{},{},{},{},{},{},{},{},{}],[{},{},{},{},{},{},{},{},{}],
      [{},{},{},{},{},{},{},{},{}],[{},{},{},{},{},{},{},{},{}],[{},{},{},{},{},{},{},{},{}],
      [{},{},{},{},{},{},{},{},{}],[{},{},{},{},{},{},{},{},{}],[{},{},{},{},{},{},{},{},{"value":3,"given":true}]],
    "diagonal+":true,"antiknight":true,
    "killercage":[{"cells":["R1C2","R1C3"],"value":"7"},{"cells":["R2C2","R2C3","R3C3"]}],
    "thermometer":[{"lines":[["R4C1","R4C2","R5C3"]]}],
    "arrow":[{"cells":["R6C1"],"lines":[["R6C1","R7C1","R8C2"]]},{"cells":["R9C2","R9C3"],"lines":[["R9C3","R8C4","R7C4"]]}],
    "whispers":[{"lines":[["R1C5","R1C6","R2C6"]]}],
    "renban":[{"lines":[["R3C5","R3C6","R3C7"]]}],
    "palindrome":[{"lines":[["R5C5","R5C6","R6C6","R6C7"]]}],
    "betweenline":[{"lines":[["R7C6","R7C7","R7C8"]]}],
    "regionsumline":[{"lines":[["R4C6","R4C7"]]}],
    "difference":[{"cells":["R2C8","R2C9"]},{"cells":["R3C8","R4C8"],"value":"3"}],
    "ratio":[{"cells":["R5C8","R5C9"]}],
    "xv":[{"cells":["R6C8","R6C9"],"value":"X"},{"cells":["R8C8","R8C9"],"value":"V"}],
    "littlekillersum":[{"cell":"R0C1","cells":["R1C2","R2C3","R3C4","R4C5","R5C6","R6C7","R7C8","R8C9"],"direction":"DR","value":"40"}],
    "sandwichsum":[{"cell":"R10C5","value":"12"}],
    "odd":[{"cell":"R9C6"}],"even":[{"cell":"R9C7"}],
    "quadruple":[{"cells":["R8C5","R8C6","R9C5","R9C6"],"values":[1,2]}]})";
  auto original = parse_variant(fpuzzles);
  ASSERT_TRUE(original) << original.error().message;
  std::string why;
  const std::string url = format_sudokupad_url(*original, &why);
  EXPECT_EQ(why, "");
  ASSERT_EQ(url.substr(0, 25), "https://sudokupad.app/scl");
  auto back = parse_variant(url);
  ASSERT_TRUE(back) << back.error().message;
  EXPECT_EQ(described(*back), described(*original));
  EXPECT_EQ(back->givens, original->givens);
  EXPECT_EQ(back->grid.region, original->grid.region);
  EXPECT_EQ(back->title, "All kinds");
  EXPECT_EQ(back->author, "gridlogic tests");
  // The rules text gained a sentence for each kind it did not mention (players read it; the reader needs
  // it for grey lines and numbers beside the grid).
  EXPECT_NE(back->ruleset.find("palindrome"), std::string::npos);
  EXPECT_EQ(original->rules.size(), 22u);
}

// The published puzzles (../shared/datasets/variants): those SudokuPad can draw go through its own format
// and keep their rules and their solution; the others fall back to the f-puzzles link SudokuPad opens.
TEST(SudokuPadRoundTrip, PublishedPuzzlesKeepTheirRules) {
  const auto cases = testing::load_variant_examples();
  if (cases.empty()) GTEST_SKIP() << "../shared/datasets/variants is absent";
  int own = 0, fallback = 0;
  for (const testing::VariantExample& c : cases) {
    SCOPED_TRACE(c.file);
    auto p = parse_variant(c.payload);
    ASSERT_TRUE(p) << p.error().message;
    std::string why;
    const std::string url = format_sudokupad_url(*p, &why);
    auto back = parse_variant(url);
    ASSERT_TRUE(back) << back.error().message << "\n" << url;
    EXPECT_EQ(described(*back), described(*p));
    EXPECT_EQ(back->givens, p->givens);
    EXPECT_EQ(back->grid.region, p->grid.region);
    auto values = parse_variant_solution(*back, c.solution);
    ASSERT_TRUE(values);
    if (!variant_has_marks(*back)) EXPECT_EQ(find_variant_violation(*back, *values), std::nullopt);
    if (why.empty()) {
      ++own;
      EXPECT_EQ(url.substr(0, 25), "https://sudokupad.app/scl");
    } else {
      ++fallback;
      EXPECT_EQ(url.substr(0, 30), "https://sudokupad.app/fpuzzles");
    }
  }
  std::cout << "SudokuPad links: " << own << " in SudokuPad's format, " << fallback << " as f-puzzles links\n";
  EXPECT_GE(own, 15);
}

// Issue 25's "done when": a killer, a thermo, an arrow and a German-whispers puzzle (published) as
// SudokuPad scl links import and solve to their one published solution.
TEST(SudokuPadRoundTrip, KillerThermoArrowWhispersLinksSolve) {
  const auto cases = testing::load_variant_examples();
  if (cases.empty()) GTEST_SKIP() << "../shared/datasets/variants is absent";
  for (const char* file : {"04-self-contained.json", "16-return-of-the-revenge-of-the-hash-the-mo.json",
                           "21-orbit.json", "23-alien.json"}) {
    SCOPED_TRACE(file);
    auto c = std::find_if(cases.begin(), cases.end(), [&](const auto& x) { return x.file == file; });
    ASSERT_NE(c, cases.end());
    auto p = parse_variant(c->payload);
    ASSERT_TRUE(p);
    std::string why;
    const std::string url = format_sudokupad_url(*p, &why);
    ASSERT_EQ(why, "");
    auto back = parse_variant(url);
    ASSERT_TRUE(back) << back.error().message;
    VariantSolveOptions o;
    o.limit = 2;
    const VariantSolveResult r = solve_variant(*back, o);
    EXPECT_EQ(r.count, 1);
    EXPECT_EQ(format_variant_solution(*back, r.first), c->solution);
  }
}

TEST(SudokuPadReader, LinkFormsAndRawJson) {
  const std::string json = "{\"cells\":" + empty_cells(9) + ",\"regions\":" + boxes9() +
                           ",\"cages\":[{\"cells\":[[0,0],[0,1]],\"value\":3}]}";
  const std::string payload = lz_compress_base64(json);
  std::string encoded;
  for (char ch : payload) encoded += ch == '+' ? "%2B" : ch == '/' ? "%2F" : ch == '=' ? "%3D" : std::string(1, ch);
  for (const std::string& form : {"https://sudokupad.app/scl" + payload, "https://sudokupad.app/ctc" + encoded,
                                  "https://sudokupad.app/?puzzleid=scl" + encoded,
                                  "sudokupad.app/scf?puzzleid=ctc" + payload, "scl" + payload, json}) {
    SCOPED_TRACE(form);
    auto p = parse_variant(form);
    ASSERT_TRUE(p) << p.error().message;
    ASSERT_EQ(p->rules.size(), 1u);
    EXPECT_EQ(p->rules[0]->cage_sum(), (std::pair<std::vector<int>, int>{{0, 1}, 3}));
    EXPECT_EQ(genre_of_input(form), "variant");
  }
}

TEST(SudokuPadReader, ShortLinksSayWhatToPaste) {
  for (const char* link : {"https://sudokupad.app/psxczr0jpr", "https://sudokupad.app/pdyxs/whispers-in-the-mist"}) {
    SCOPED_TRACE(link);
    EXPECT_EQ(genre_of_input(link), "variant");
    auto p = parse_variant(link);
    ASSERT_FALSE(p);
    const std::string& m = p.error().message;
    EXPECT_NE(m.find("short link"), std::string::npos) << m;
    EXPECT_NE(m.find("SudokuPad's server"), std::string::npos) << m;
    EXPECT_NE(m.find("menu"), std::string::npos) << m;
    EXPECT_EQ(m.find("f-puzzles puzzle"), std::string::npos) << m;
  }
}

TEST(SudokuPadReader, NamesWhatItCannotCheck) {
  const std::string base = "{\"cells\":" + empty_cells(9) + ",\"regions\":" + boxes9();
  // A red line is no rule gridlogic knows.
  auto red = parse_variant(
      scl_link(base + ",\"lines\":[{\"wayPoints\":[[0.5,0.5],[0.5,2.5]],\"color\":\"#FF0000\",\"thickness\":8}]}"));
  ASSERT_FALSE(red);
  EXPECT_NE(red.error().message.find("a line (colour #FF0000) on r1c1 r1c2 r1c3"), std::string::npos)
      << red.error().message;
  // A purple line is a renban only when the rules do not speak of something else.
  const std::string purple = ",\"lines\":[{\"wayPoints\":[[0.5,0.5],[0.5,2.5]],\"color\":\"#F067F0\",\"thickness\":8}]";
  auto renban = parse_variant(scl_link(base + purple + "}"));
  ASSERT_TRUE(renban) << renban.error().message;
  EXPECT_EQ(count_kind(*renban, "renban"), 1u);
  auto other = parse_variant(scl_link(base + purple + ",\"metadata\":{\"rules\":\"Purple lines are entropic.\"}}"));
  ASSERT_FALSE(other);
  EXPECT_NE(other.error().message.find("renban"), std::string::npos) << other.error().message;
  // A number beside the grid needs the rules to say what it is.
  const std::string clue = ",\"overlays\":[{\"center\":[-0.5,4.5],\"width\":0.25,\"height\":0.25,\"text\":\"12\"}]";
  auto bare = parse_variant(scl_link(base + clue + "}"));
  ASSERT_FALSE(bare);
  EXPECT_NE(bare.error().message.find("beside the grid"), std::string::npos) << bare.error().message;
  auto sandwich =
      parse_variant(scl_link(base + clue + ",\"metadata\":{\"rules\":\"Clues outside are sandwich sums.\"}}"));
  ASSERT_TRUE(sandwich) << sandwich.error().message;
  EXPECT_EQ(count_kind(*sandwich, "sandwichsum"), 1u);
  // Rules only in words: a knight's move with no "global" element.
  auto knight = parse_variant(scl_link(base + ",\"metadata\":{\"rules\":\"Cells a knight's move apart differ.\"}}"));
  ASSERT_FALSE(knight);
  EXPECT_NE(knight.error().message.find("knight"), std::string::npos);
  // Many: as many as fit in a message, then how many more (a fuzz finding: the list once ran past
  // kMaxMessageBytes).
  std::string many = base + ",\"lines\":[";
  for (int r = 0; r < 9; ++r)
    many += (r ? "," : "") + std::string("{\"wayPoints\":[[") + std::to_string(r) + ".5,0.5],[" + std::to_string(r) +
            ".5,8.5]],\"color\":\"#FF0000\",\"thickness\":8}";
  auto lots = parse_variant(scl_link(many + "]}"));
  ASSERT_FALSE(lots);
  EXPECT_LE(lots.error().message.size(), kMaxMessageBytes);
  EXPECT_NE(lots.error().message.find("9 elements"), std::string::npos) << lots.error().message;
  EXPECT_NE(lots.error().message.find(" more"), std::string::npos) << lots.error().message;
  // No regions: not a Sudoku gridlogic plays.
  auto latin = parse_variant(scl_link("{\"cells\":" + empty_cells(9) + "}"));
  ASSERT_FALSE(latin);
  EXPECT_NE(latin.error().message.find("regions"), std::string::npos);
}

// A rule SudokuPad has no element for: the f-puzzles link, which SudokuPad opens and gridlogic reads back.
TEST(SudokuPadWriter, FallsBackToTheFpuzzlesLink) {
  auto p = parse_variant(R"({"size":4,"grid":[[{},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]],
    "clone":[{"cells":["R1C1"],"cloneCells":["R4C4"]}]})");
  ASSERT_TRUE(p) << p.error().message;
  std::string why;
  const std::string url = format_sudokupad_url(*p, &why);
  EXPECT_NE(why.find("clone"), std::string::npos) << why;
  EXPECT_EQ(url.substr(0, 30), "https://sudokupad.app/fpuzzles");
  auto back = parse_variant(url);
  ASSERT_TRUE(back) << back.error().message;
  EXPECT_EQ(described(*back), described(*p));
}

Response convert(std::string genre, std::string input, std::string to) {
  Request req;
  req.verb = "convert";
  req.genre = std::move(genre);
  req.input = std::move(input);
  req.options.set("to", std::move(to));
  return run(req);
}

TEST(SudokuPadWriter, ClassicSudokuOpensInSudokuPad) {
  const std::string line = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
  const Response r = convert("sudoku", line, "sudokupad");
  ASSERT_TRUE(r.error.empty()) << r.error;
  ASSERT_EQ(r.text.substr(0, 25), "https://sudokupad.app/scl");
  auto p = parse_variant(r.text);
  ASSERT_TRUE(p) << p.error().message;
  EXPECT_TRUE(p->rules.empty());
  for (int i = 0; i < 81; ++i) EXPECT_EQ(p->givens[i], line[i] == '.' ? 0 : line[i] - '0');
  EXPECT_EQ(p->grid.region, *default_variant_regions(9));
}

// puzz.link plays Sudoku of sides 4, 6, 9, 16 and 25; a 12×12 link opens with 3×3 boxes there.
TEST(PuzzLinkSudoku, TwelveByTwelveLinkCarriesAWarning) {
  const Response twelve = convert("sudoku", std::string(144, '.'), "url");
  ASSERT_TRUE(twelve.error.empty()) << twelve.error;
  EXPECT_NE(twelve.text.find("# warning: puzz.link plays Sudoku of side 4, 6, 9, 16 and 25 only"), std::string::npos)
      << twelve.text;
  EXPECT_NE(twelve.json.find("\"warning\""), std::string::npos);
  auto again = parse_sudoku(twelve.text);  // the '#' line is skipped: the output still reads back
  ASSERT_TRUE(again) << again.error().message;
  EXPECT_EQ(again->shape.n(), 12);
  const Response nine = convert("sudoku", std::string(81, '.'), "url");
  EXPECT_EQ(nine.text.find("warning"), std::string::npos);
  EXPECT_EQ(nine.json.find("warning"), std::string::npos);
}

}  // namespace
}  // namespace gridlogic
