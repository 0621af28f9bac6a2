// puzzlink_test.cpp — the shared puzz.link codec: envelope variants, Number16 forms, bit fields.
#include <gtest/gtest.h>

#include "gridlogic/puzzlink.h"

namespace gridlogic {
namespace {

TEST(PuzzLink, EnvelopeVariants) {
  for (const char* url :
       {"https://puzz.link/p?sudoku/4/4/g1k23k3g", "http://pzv.jp/p.html?sudoku_edit/4/4/g1k23k3g",
        "p?type=player&sudoku/v:/4/4/g1k23k3g#x", "  https://puzz.link/p?sudoku_play/4/4/g1k23k3g\n"}) {
    auto u = parse_puzzlink_url(url, 25, "sudoku/9/9/…");
    ASSERT_TRUE(u) << url << ": " << u.error().message;
    EXPECT_EQ(u->type, "sudoku") << url;
    EXPECT_EQ(u->cols, 4);
    EXPECT_EQ(u->rows, 4);
    EXPECT_EQ(u->body, "g1k23k3g") << url;
  }
  EXPECT_EQ(parse_puzzlink_url("sudoku/4/4/g", 25, "sudoku/9/9/…").error().message,
            "a puzz.link URL has '?' before the puzzle, as in https://puzz.link/p?sudoku/9/9/…");
  EXPECT_EQ(parse_puzzlink_url("p?sudoku/4/x/g", 25, "").error().message,
            "puzz.link URL: the number of rows is 'x'; expected digits");
  EXPECT_EQ(parse_puzzlink_url("p?sudoku/40/4/g", 25, "").error().message,
            "puzz.link URL: 40 columns; expected 1 to 25");
  EXPECT_EQ(format_puzzlink_url("hashi", 3, 2, "a-"), "https://puzz.link/p?hashi/3/2/a-/");
}

TEST(PuzzLink, Number16EveryFormRoundTrips) {
  const std::vector<int> values = {0, 5, 0, 0, 15, 16, 255, 256, 4095, 0};
  const std::string body = encode_number16(values);
  EXPECT_EQ(body, "g5hf-10-ff+100+fffg");
  size_t pos = 0;
  auto back = decode_number16(body, pos, 5, 10, [](int) { return std::string(); });
  ASSERT_TRUE(back) << back.error().message;
  EXPECT_EQ(back->values, values);
  EXPECT_EQ(back->covered, 10);
  EXPECT_EQ(pos, body.size());
  // pzprjs's longer forms, '.' and a run longer than the grid.
  pos = 0;
  back = decode_number16("=000%001.z", pos, 4, 8, [](int) { return std::string(); });
  ASSERT_TRUE(back);
  EXPECT_EQ(back->values, (std::vector<int>{4096, 8193, kNumber16Unknown, 0, 0, 0, 0, 0}));
  pos = 0;
  auto bad = decode_number16("g7", pos, 4, 8, [](int v) { return v > 4 ? std::to_string(v) + " is too big" : ""; });
  ASSERT_FALSE(bad);
  EXPECT_EQ(bad.error().message, "puzz.link body, character 2 (r1c2): 7 is too big");
}

TEST(PuzzLink, BitFields) {
  const std::vector<bool> bits = {true, false, true, true, false, false, true};
  EXPECT_EQ(encode_bits(bits), "m8");
  size_t pos = 0;
  EXPECT_EQ(*decode_bits("m8", pos, 7, "borders"), bits);
  pos = 0;
  EXPECT_EQ(decode_bits("m", pos, 7, "borders").error().message,
            "puzz.link body: the borders section ends after 1 of 2 characters");
}

}  // namespace
}  // namespace gridlogic
