// tectonic_format_test.cpp — Tectonic formats: FORMATS.md's puzz.link vectors byte for byte, round trips
// of every form, parser errors naming the place, the rule check.
#include <gtest/gtest.h>

#include "gridlogic/tectonic.h"

namespace gridlogic {
namespace {

const char* kVectors[] = {
    "https://puzz.link/p?suguru/5/5/cih47bs73m3g5p1g2g",
    "https://puzz.link/p?suguru/6/6/adbli15d2tluj2g1l2l3l4l5g",
    "https://puzz.link/p?suguru/16/6/"
    "gkca9ilcv6lapem2c8fraajtje56rd8u3r2j5h1n3k3p4m4j42j2m2p5k5g2l2h2j3000g0000000000000000",
    // Issue 25's link made elsewhere: its holes (r1c1–r1c4) are outlined, border bits that puzz.link keeps.
    "https://puzz.link/p?suguru/6/6/2aaleau0rn44k3h1g143h3h1j5g3j4g43g4u0000000",
};

// The outline of a hole says nothing about regions: with or without it, the same puzzle.
TEST(TectonicFormat, HoleOutlinesAreKeptButChangeNothing) {
  auto drawn = parse_tectonic("https://puzz.link/p?suguru/6/6/2aaleau0rn44k3h1g143h3h1j5g3j4g43g4u0000000");
  auto bare = parse_tectonic("https://puzz.link/p?suguru/6/6/0aalea00rn44k3h1g143h3h1j5g3j4g43g4u0000000");
  ASSERT_TRUE(drawn && bare);
  EXPECT_EQ(drawn->region, bare->region);
  EXPECT_EQ(drawn->givens, bare->givens);
  EXPECT_EQ(drawn->hole_borders, (std::vector<int>{3, 30, 31, 32, 33}));
  EXPECT_TRUE(bare->hole_borders.empty());
  EXPECT_EQ(format_tectonic_url(*bare), "https://puzz.link/p?suguru/6/6/0aalea00rn44k3h1g143h3h1j5g3j4g43g4u0000000");
}

TEST(TectonicFormat, UrlVectorsRoundTripByteForByte) {
  for (const char* url : kVectors) {
    auto p = parse_tectonic(url);
    ASSERT_TRUE(p) << url << ": " << p.error().message;
    EXPECT_EQ(format_tectonic_url(*p), url);
  }
}

TEST(TectonicFormat, FirstVectorDecodesAsListed) {
  auto p = parse_tectonic("https://puzz.link/p?suguru/5/5/cih47bs73m3g5p1g2g");
  ASSERT_TRUE(p);
  // regions AABCC / AADDD / ADDEE / FFFEE / FFGGG, givens 3.... / ...3. / 5.... / ..... / .1.2.
  auto q = parse_tectonic("3..../...3./5..../...../.1.2. AABCC/AADDD/ADDEE/FFFEE/FFGGG");
  ASSERT_TRUE(q) << q.error().message;
  EXPECT_EQ(p->region, q->region);
  EXPECT_EQ(p->givens, q->givens);
}

TEST(TectonicFormat, HoleVector) {
  auto p = parse_tectonic(kVectors[2]);
  ASSERT_TRUE(p);
  EXPECT_TRUE(p->hole(15));  // r1c16
  int holes = 0;
  for (int c = 0; c < p->size(); ++c) holes += p->hole(c);
  EXPECT_EQ(holes, 1);
}

TEST(TectonicFormat, AcceptsTectonicAliasAndUrlDecorations) {
  for (const char* url : {"https://puzz.link/p?tectonic/5/5/cih47bs73m3g5p1g2g",
                          "http://pzv.jp/p.html?suguru_edit/5/5/cih47bs73m3g5p1g2g",
                          "https://pzprxs.vercel.app/p?type=player&suguru/5/5/cih47bs73m3g5p1g2g"}) {
    auto p = parse_tectonic(url);
    ASSERT_TRUE(p) << url << ": " << p.error().message;
    EXPECT_EQ(format_tectonic_url(*p), kVectors[0]);
  }
}

TEST(TectonicFormat, EveryFormRoundTrips) {
  for (const char* url : kVectors) {
    auto p = parse_tectonic(url);
    ASSERT_TRUE(p);
    for (TectonicFormat f : {TectonicFormat::Url, TectonicFormat::Text, TectonicFormat::Json, TectonicFormat::Janko,
                             TectonicFormat::Abcqwq}) {
      const std::string text = format_tectonic(*p, f);
      auto q = parse_tectonic(text);
      ASSERT_TRUE(q) << tectonic_format_name(f) << ": " << q.error().message << "\n" << text;
      EXPECT_EQ(q->region, p->region) << tectonic_format_name(f);
      EXPECT_EQ(q->givens, p->givens) << tectonic_format_name(f);
      EXPECT_EQ(format_tectonic(*q, f), text) << tectonic_format_name(f);
    }
  }
}

TEST(TectonicFormat, ErrorsNameThePlace) {
  auto expect_error = [](const char* text, const char* part) {
    auto p = parse_tectonic(text);
    ASSERT_FALSE(p) << text;
    EXPECT_NE(p.error().message.find(part), std::string::npos) << p.error().message;
  };
  expect_error("6.. AAA", "r1c1 is given 6 but its region has 3 cells");
  expect_error("11. ABB", "givens clash: r1c1 and r1c2 both hold 1");
  expect_error("1.1 AAA", "givens clash: r1c1 and r1c3 both hold 1 in one region");
  expect_error("........../. AAAAAAAAAA/A", "row 2 has 1 cells");
  expect_error("... AAA AAA", "unexpected");
  expect_error(".......... AAAAAAAAAA", "has 10 cells; at most 9");
  expect_error("..x AAA", "given at r1c3 is 'x'");
  expect_error("... AA1", "region at r1c3 is '1'");
  expect_error("https://puzz.link/p?sudoku/4/4/g1k23k3g", "not Tectonic");
  expect_error("https://puzz.link/p?suguru/5/5/ci", "ends after");
  expect_error("2 2\n1 -\n- -\n1 2\n2 1", "split");
  expect_error("2 2\n1 -\n- -\n1 1\n1", "region of r2c2 is missing");
  expect_error("{\"genre\":\"tectonic\",\"rows\":1,\"cols\":2,\"givens\":[\"3.\"],\"regions\":[[0,0]]}",
               "r1c1 is given 3 but its region has 2 cells");
}

TEST(TectonicFormat, ViolationsNameThePlace) {
  auto p = parse_tectonic("3..../...3./5..../...../.1.2. AABCC/AADDD/ADDEE/FFFEE/FFGGG");
  ASSERT_TRUE(p);
  auto good = parse_tectonic_solution(*p, "3212114534521213454321321");
  ASSERT_TRUE(good);
  EXPECT_FALSE(find_tectonic_violation(*p, *good));
  std::vector<uint8_t> bad = *good;
  std::swap(bad[0], bad[1]);
  auto v = find_tectonic_violation(*p, bad);
  ASSERT_TRUE(v);
  EXPECT_EQ(*v, "r1c1 is given 3 but holds 2");
  auto short_solution = parse_tectonic_solution(*p, "321");
  EXPECT_FALSE(short_solution);
}

}  // namespace
}  // namespace gridlogic
