// hostile_input_test.cpp — regression tests of issue 26: every defect hostile input found, and the
// message rules (short excerpts, non-ASCII named safely) that the fuzz targets check.
#include <gtest/gtest.h>

#include <string>

#include "gridlogic/hashi_format.h"
#include "gridlogic/json.h"
#include "gridlogic/sudoku_format.h"
#include "gridlogic/tectonic.h"
#include "gridlogic/text.h"
#include "gridlogic/variant_fpuzzles.h"

namespace gridlogic {
namespace {

template <class R>
std::string error_of(const R& r) {
  EXPECT_FALSE(r.ok());
  return r.ok() ? std::string() : r.error().message;
}

// Every message must be valid UTF-8, free of control characters and short.
void expect_safe(const std::string& message) {
  EXPECT_TRUE(is_valid_utf8(message)) << message;
  EXPECT_LE(message.size(), kMaxMessageBytes) << message;
  for (unsigned char c : message) EXPECT_GE(c, 0x20) << message;
}

const std::string kBlank81(81, '.');
const std::string k4x4Killer =
    R"({"size":4,"grid":[[{},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]],"killercage":[{"cells":["R1C1","R1C2"],"value":VALUE}]})";

std::string killer_with(const std::string& value) {
  std::string s = k4x4Killer;
  return s.replace(s.find("VALUE"), 5, value);
}

TEST(Text, QuoteExcerptEscapesAndShortens) {
  EXPECT_EQ(quote_excerpt("abc"), "'abc'");
  EXPECT_EQ(quote_excerpt("a\tb\n"), "'a\\tb\\n'");
  EXPECT_EQ(quote_excerpt("x\xC3"), "'x\\xC3'");                         // a cut-off multi-byte character
  EXPECT_EQ(quote_excerpt("\xC3\xA9t\xC3\xA9"), "'\xC3\xA9t\xC3\xA9'");  // valid UTF-8 kept
  EXPECT_EQ(quote_excerpt(std::string(100, 'z'), 5), "'zzzzz…' (100 characters)");
  // Cutting never splits a character.
  EXPECT_TRUE(is_valid_utf8(quote_excerpt(std::string(30, '\xE2') + "\x82\xAC", 3)));
  EXPECT_TRUE(is_valid_utf8(quote_excerpt("\xE2\x82\xAC\xE2\x82\xAC\xE2\x82\xAC", 2)));
}

TEST(Text, DescribeCharNamesTheCodePoint) {
  EXPECT_EQ(describe_char("x", 0), "'x'");
  EXPECT_EQ(describe_char("a\xC3\xA9", 1), "'\xC3\xA9' (U+00E9)");
  EXPECT_EQ(describe_char("\xC3(", 0), "the byte 0xC3 (not UTF-8)");
  EXPECT_EQ(describe_char("\x01", 0), "the control character U+0001");
  EXPECT_EQ(describe_char("\xED\xA0\x80", 0), "the byte 0xED (not UTF-8)");  // a surrogate is not UTF-8
  EXPECT_EQ(utf8_char_count("a\xC3\xA9\xF0\x9F\x98\x80"), 3u);
}

TEST(Text, JsonQuoteNeverWritesInvalidUtf8) {
  EXPECT_EQ(json_quote("a\xC3(b"), "\"a\\ufffd(b\"");
  EXPECT_EQ(json_quote("\xC3\xA9"), "\"\xC3\xA9\"");
  EXPECT_TRUE(is_valid_utf8(json_quote("\xFF\xFE\x80")));
}

// "this one has 82": bytes were counted. A line of 81 characters with an 'é' names the 'é'.
TEST(HostileInput, SudokuLineCountsCharactersAndNamesThem) {
  std::string line = kBlank81;
  line.replace(4, 1, "\xC3\xA9");  // 81 characters, 82 bytes
  const std::string e = error_of(parse_sudoku(line));
  EXPECT_NE(e.find("character 5 (r1c5): '\xC3\xA9' (U+00E9) is not a value"), std::string::npos) << e;
  expect_safe(e);
  // 82 characters, 83 bytes: counted as 82. (The 'é' was once skipped as a separator of the spaced
  // form and the 81 dots solved.)
  const std::string e2 = error_of(parse_sudoku(kBlank81 + "\xC3\xA9"));
  EXPECT_NE(e2.find("this one has 82"), std::string::npos) << e2;
  const std::string e4 = error_of(parse_sudoku_grid(std::string(40, '.') + " \xC3\xA9 " + std::string(41, '.')));
  EXPECT_NE(e4.find("'\xC3\xA9' (U+00E9) is neither a cell"), std::string::npos) << e4;
  // Box-drawing frames still read as separators.
  EXPECT_TRUE(parse_sudoku(std::string(27, '.') + "\xE2\x94\x82" + std::string(54, '.')).ok());
  std::string bad = kBlank81;
  bad[10] = '\xC3';  // a lone lead byte
  const std::string e3 = error_of(parse_sudoku(bad));
  EXPECT_NE(e3.find("character 11 (r2c2): the byte 0xC3 (not UTF-8)"), std::string::npos) << e3;
  expect_safe(e3);
}

// A '?' in a line was read as a URL ("a puzz.link URL has '?' …").
TEST(HostileInput, QuestionMarkInALineIsACell) {
  std::string line = kBlank81;
  line[2] = '?';
  const std::string e = error_of(parse_sudoku(line));
  EXPECT_NE(e.find("character 3 (r1c3): '?' is not a value"), std::string::npos) << e;
  EXPECT_EQ(e.find("puzz.link"), std::string::npos) << e;
  // Links still read as links, with or without a scheme.
  EXPECT_TRUE(parse_sudoku("https://puzz.link/p?sudoku/4/4/g1i2h3g4j").ok() ||
              error_of(parse_sudoku("https://puzz.link/p?sudoku/4/4/g1i2h3g4j")).find("puzz.link") !=
                  std::string::npos);
  EXPECT_NE(error_of(parse_sudoku("p?sudoku/4/4/1")).find("cut short"), std::string::npos);
}

// A 10 MB "givens" string allocated one entry per character (1.45 GB) before its length was checked.
TEST(HostileInput, HugeJsonGivensFailFastOnTheLength) {
  const std::string json = "{\"genre\":\"sudoku\",\"givens\":\"" + std::string(10'000'000, '1') + "\"}";
  const std::string e = error_of(parse_sudoku(json));
  EXPECT_NE(e.find("has 10000000 characters; a Sudoku has at most 625 cells"), std::string::npos) << e;
  const std::string e2 =
      error_of(parse_sudoku("{\"genre\":\"sudoku\",\"givens\":\"" + std::string(80, '.') + "\xC3\xA9\"}"));
  EXPECT_NE(e2.find("character 81: '\xC3\xA9' (U+00E9) is not a cell"), std::string::npos) << e2;
  std::string rows = "{\"genre\":\"sudoku\",\"givens\":[";
  for (int i = 0; i < 30; ++i) rows += std::string(i ? "," : "") + "\"1\"";
  EXPECT_NE(error_of(parse_sudoku(rows + "]}")).find("has 30 rows"), std::string::npos);
}

// "value": 4294967299 was narrowed to 3, and the puzzle solved as a cage of 3.
TEST(HostileInput, KillerCageValueOutOfRangeIsAnError) {
  ASSERT_TRUE(parse_variant(killer_with("3")).ok());
  const std::string e = error_of(parse_variant(killer_with("4294967299")));
  EXPECT_NE(e.find("killercage"), std::string::npos) << e;
  EXPECT_NE(e.find("out of range"), std::string::npos) << e;
  EXPECT_NE(error_of(parse_variant(killer_with("-4294967293"))).find("out of range"), std::string::npos);
  EXPECT_NE(error_of(parse_variant(killer_with("1e300"))).find("out of range"), std::string::npos);
  // As a string: more than six digits once overflowed an int while being read (undefined behaviour).
  const std::string e2 = error_of(parse_variant(killer_with("\"99999999999999999999\"")));
  EXPECT_NE(e2.find("out of range"), std::string::npos) << e2;
  EXPECT_NE(error_of(parse_variant(killer_with("\"12a\""))).find("expected a whole number"), std::string::npos);
}

// A cut Tectonic or Hashi link was read as a puzzle with fewer clues.
TEST(HostileInput, TruncatedTectonicAndHashiLinksSaySo) {
  const std::string hashi = "https://puzz.link/p?hashi/5/5/4g2i3h23k3g1g3g4g3";
  ASSERT_TRUE(parse_hashi(hashi).ok());
  const std::string e = error_of(parse_hashi(hashi.substr(0, hashi.size() - 6)));
  EXPECT_NE(e.find("is the URL cut short?"), std::string::npos) << e;

  const std::string url = "https://puzz.link/p?suguru/5/5/dam8o3c71g4g4i2j5j4h3i";
  ASSERT_TRUE(parse_tectonic(url).ok());
  const std::string e2 = error_of(parse_tectonic(url.substr(0, url.size() - 4)));
  EXPECT_NE(e2.find("gives 18 of the 25 cells; is the URL cut short?"), std::string::npos) << e2;
}

// Messages quote at most an excerpt of the input, whatever its size.
TEST(HostileInput, MessagesQuoteOnlyAnExcerpt) {
  const std::string junk(100000, 'q');
  for (const std::string& e : {error_of(parse_sudoku("https://puzz.link/p?" + junk + "/9/9/")),
                               error_of(parse_tectonic("https://puzz.link/p?" + junk + "/4/4/")),
                               error_of(parse_hashi("https://puzz.link/p?" + junk + "/4/4/")),
                               error_of(parse_variant("{\"size\":4,\"" + junk + "\":[]}"))})
    expect_safe(e);
}

// The first fuzz runs' findings (tests/fuzz): raw bytes and whole tokens echoed into messages. Each
// input here is the finding, or the finding cut down to what mattered.
TEST(HostileInput, FuzzFindingsGiveSafeMessages) {
  using namespace std::string_literals;
  // hashi_text: a control character and NULs in the data form.
  expect_safe(error_of(parse_hashi(
      "1 5 6\n 0  0  0  0  1 \n 4\x04\x00\x00\x00 0  2  0 \n 0  0  0  0  2 \n0  0  \x000  \x001  0  0 \n 4  0  0 1 \n"s)));
  // hashi_text: a run of 0xFF bytes inside a row of the data form.
  expect_safe(error_of(parse_hashi("3 3\n- - -\n-" + std::string(40, '\xFF') + " - -\n- - -\n")));
  // project_json: a lone lead byte among a Tectonic's givens.
  expect_safe(error_of(parse_tectonic(R"({"genre":"tectonic","rows":2,"cols":2,"givens":["..",")"
                                      "\xD0"
                                      R"(."],"regions":[[0,0],[0,0]]})")));
  // puzzlink_sudoku: NULs in the link's type.
  const std::string nul_type =
      error_of(parse_sudoku_url("p?su"s + std::string(90, '\0') + "doku/6/6/i261i361i3i1n4i4i"));
  expect_safe(nul_type);
  EXPECT_NE(nul_type.find("(96 characters)"), std::string::npos) << nul_type;
  // sudoku_text: a 4-byte lead, NULs and a stray continuation byte in the type.
  expect_safe(
      error_of(parse_sudoku("https://puzz.liNk/p?s\xF0n\x00\x00\xB0`\x00\x00udoku/6/6/g3i1h4k2g6h5g3k5h4i3g"s)));
  // fpuzzles_json: an unknown field with a stray byte, whose value is read before the field is judged.
  expect_safe(error_of(parse_variant(
      R"({"size":4,"grid":)" + std::string(R"([[{},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]],"killert)") +
      "\xFF" + R"('h":[{"value":"x"}]})")));
  // tectonic_text: a stray byte in the data form's givens.
  expect_safe(
      error_of(parse_tectonic("2 2\n0 0\n0\xE5"
                              "0\n1 1\n1 1\n"s)));
}

}  // namespace
}  // namespace gridlogic
