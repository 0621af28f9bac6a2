// lz_string_test.cpp — the lz-string Base64 codec against the 30 published f-puzzles payloads of
// ../shared/datasets/variants and against outputs of the JS library (pieroxy/lz-string 1.5.0, run
// once under node to establish them; the project does not depend on it).
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "gridlogic/json_value.h"
#include "gridlogic/lz_string.h"
#include "test_util.h"

namespace gridlogic {
namespace {

std::string read_file(const std::filesystem::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

// Structural equality of two JSON values (object members in order, numbers as doubles).
bool same_json(const JsonValue& a, const JsonValue& b) {
  if (a.kind() != b.kind()) return false;
  switch (a.kind()) {
    case JsonValue::Kind::Null: return true;
    case JsonValue::Kind::Bool: return a.as_bool() == b.as_bool();
    case JsonValue::Kind::Number: return a.as_number() == b.as_number();
    case JsonValue::Kind::String: return a.as_string() == b.as_string();
    case JsonValue::Kind::Array:
      return std::equal(a.items().begin(), a.items().end(), b.items().begin(), b.items().end(), same_json);
    case JsonValue::Kind::Object:
      return std::equal(a.members().begin(), a.members().end(), b.members().begin(), b.members().end(),
                        [](const JsonValue::Member& x, const JsonValue::Member& y) {
                          return x.first == y.first && same_json(x.second, y.second);
                        });
  }
  return false;
}

// ---- (1) the published f-puzzles payloads ------------------------------------------------------

TEST(LzStringDataset, PublishedPayloadsDecodeToTheirJsonAndReencodeByteForByte) {
  const std::string dir = testing::dataset_path("variants");
  if (dir.empty()) GTEST_SKIP() << "../shared/datasets/variants is absent on this machine";
  std::vector<std::filesystem::path> files;
  for (const auto& entry : std::filesystem::directory_iterator(dir))
    if (entry.path().extension() == ".json") files.push_back(entry.path());
  std::sort(files.begin(), files.end());
  ASSERT_EQ(files.size(), 30u);

  for (const auto& file : files) {
    SCOPED_TRACE(file.filename().string());
    auto doc = parse_json(read_file(file));
    ASSERT_TRUE(doc.ok()) << doc.error().message;
    const JsonValue* payload = doc->find("fpuzzles_lz");
    const JsonValue* expected = doc->find("fpuzzles");
    ASSERT_TRUE(payload && payload->is_string());
    ASSERT_TRUE(expected && expected->is_object());

    auto text = lz_decompress_base64(payload->as_string());
    ASSERT_TRUE(text.ok()) << text.error().message;
    auto decoded = parse_json(*text);
    ASSERT_TRUE(decoded.ok()) << decoded.error().message;
    EXPECT_TRUE(decoded->is_object());
    EXPECT_TRUE(same_json(*decoded, *expected)) << "the decoded JSON differs from the file's \"fpuzzles\"";

    EXPECT_EQ(lz_compress_base64(*text), payload->as_string());
  }
}

// ---- (2) hand-made vectors ---------------------------------------------------------------------

// compressToBase64 outputs of the JS library (lz-string 1.5.0 under node).
struct KnownVector {
  const char* text;
  const char* payload;
};
const KnownVector kKnown[] = {
    {"", "Q==="},  // only the end code: one digit, then the 4k+1 padding "==="
    {"a", "IZA="},
    {"ab", "IYIyA==="},
    {"abc", "IYIwxkA="},
    {"hello world", "BYUwNmD2AEDukCcwBMg="},
    {"TOBEORNOTTOBEORTOBEORNOT", "CoeQQgoiBKByLFJGSpwUA==="},
    {"aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa", "IY18ZVkA"},  // ends on a digit boundary: extra 'A'
    {"Gr\u00fc\u00dfe \u2713", "OIJwPw+wpgBIyORA"},
    {"emoji \U0001F600 here", "KYWw9gVglgBIvBuAA9mALYAnYQ=="},  // a surrogate pair: two 16-bit literals
    {"constructor", "MYewdgzgLgTgrsKIZA=="},
    // The JS dictionary is a plain object, so the phrase "__proto__" never enters it (a code is used up
    // all the same). A dictionary without that quirk would give "PogOYJ0h7GBd7QB6NWoA".
    {"___p__pr__pro__prot__protox__proto__proto___proto__", "PogOYJ0h7GBd7QB6Na4Q"},
};

TEST(LzStringKnown, CompressMatchesTheJsLibrary) {
  for (const auto& v : kKnown) EXPECT_EQ(lz_compress_base64(v.text), v.payload) << '"' << v.text << '"';
}

TEST(LzStringKnown, DecompressGivesTheText) {
  for (const auto& v : kKnown) {
    auto text = lz_decompress_base64(v.payload);
    ASSERT_TRUE(text.ok()) << v.payload << ": " << text.error().message;
    EXPECT_EQ(*text, v.text);
  }
}

TEST(LzStringRoundTrip, TextsSurviveCompressThenDecompress) {
  std::string long_text;
  for (int i = 0; i < 5000; ++i)
    long_text += "{\"cell\":\"R" + std::to_string(i % 9 + 1) + "C" + std::to_string(i % 7 + 1) + "\"},";
  std::string many_units;  // enough distinct units and phrases to push the code width past 16 bits
  for (uint32_t i = 0; i < 70000; ++i) {
    const char32_t cp = 0x4E00 + (i * 7919u) % 0x5000;
    many_units += static_cast<char>(0xE0 | (cp >> 12));
    many_units += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
    many_units += static_cast<char>(0x80 | (cp & 0x3F));
  }
  const std::string texts[] = {
      "",
      "a",
      "hello world",
      "Gr\u00fc\u00dfe \u2713",
      "\U0001F600",
      "a\U0001F9E9b\U0001F9E9\U0001F9E9",
      std::string("nul\0inside", 10),
      long_text,
      many_units,
  };
  for (const auto& t : texts) {
    const std::string payload = lz_compress_base64(t);
    EXPECT_EQ(payload.size() % 4, 0u);
    auto back = lz_decompress_base64(payload);
    ASSERT_TRUE(back.ok()) << back.error().message;
    EXPECT_EQ(*back, t) << "length " << t.size();
  }
}

TEST(LzStringRoundTrip, InvalidUtf8IsReadAsReplacementCharacters) {
  auto back =
      lz_decompress_base64(lz_compress_base64("a\xFF"
                                              "b\xE2\x9C"));
  ASSERT_TRUE(back.ok());
  EXPECT_EQ(*back,
            "a\xEF\xBF\xBD"
            "b\xEF\xBF\xBD");
}

TEST(LzStringDecompress, IgnoresWhiteSpaceAndPadding) {
  auto text = lz_decompress_base64("  BYUwNmD2\nAEDukCcw\r\nBMg=  \n");
  ASSERT_TRUE(text.ok()) << text.error().message;
  EXPECT_EQ(*text, "hello world");
  auto unpadded = lz_decompress_base64("IYIyA");
  ASSERT_TRUE(unpadded.ok()) << unpadded.error().message;
  EXPECT_EQ(*unpadded, "ab");
}

// ---- (3) errors --------------------------------------------------------------------------------

TEST(LzStringErrors, InvalidCharacterIsNamedWithItsPosition) {
  auto r = lz_decompress_base64("BYUwNm*2AEDukCcwBMg=");
  ASSERT_FALSE(r.ok());
  EXPECT_NE(r.error().message.find("character 7"), std::string::npos) << r.error().message;
  EXPECT_NE(r.error().message.find("'*'"), std::string::npos) << r.error().message;

  auto url = lz_decompress_base64("BYUwNmD2AEDukCcwBMg%3D");
  ASSERT_FALSE(url.ok());
  EXPECT_NE(url.error().message.find("character 20: '%'"), std::string::npos) << url.error().message;
  EXPECT_NE(url.error().message.find("URL-encoded"), std::string::npos) << url.error().message;

  auto non_ascii = lz_decompress_base64("BYU\xC3\xA9wNm");  // 'é' is one character, the 4th
  ASSERT_FALSE(non_ascii.ok());
  EXPECT_NE(non_ascii.error().message.find("character 4: '\xC3\xA9' (U+00E9)"), std::string::npos)
      << non_ascii.error().message;

  auto url_safe = lz_decompress_base64("BYUwNmD2AEDukCcwBMg-");
  ASSERT_FALSE(url_safe.ok());
  EXPECT_NE(url_safe.error().message.find("compressToEncodedURIComponent"), std::string::npos)
      << url_safe.error().message;
}

TEST(LzStringErrors, PaddingInTheMiddleIsRejected) {
  auto r = lz_decompress_base64("BYUw=NmD2AEDukCcwBMg");
  ASSERT_FALSE(r.ok());
  EXPECT_NE(r.error().message.find("character 5: '=' padding"), std::string::npos) << r.error().message;
}

TEST(LzStringErrors, TruncatedPayloadSaysSo) {
  const std::string full = "BYUwNmD2AEDukCcwBMg=";
  for (std::size_t len : {1u, 2u, 5u, 12u, 18u}) {
    auto r = lz_decompress_base64(full.substr(0, len));
    ASSERT_FALSE(r.ok()) << len;
    EXPECT_NE(r.error().message.find("cut short"), std::string::npos) << r.error().message;
  }
  auto empty = lz_decompress_base64(" \n=");
  ASSERT_FALSE(empty.ok());
  EXPECT_NE(empty.error().message.find("empty"), std::string::npos) << empty.error().message;
}

TEST(LzStringErrors, SpaceHintWhenAPlusWasLost) {
  // "OIJwPw+wpgBIyORA" after a form decoder turned its '+' into a space.
  auto r = lz_decompress_base64("OIJwPw wpgBIyORA");
  ASSERT_FALSE(r.ok());
  EXPECT_NE(r.error().message.find("'+' decoded as a space"), std::string::npos) << r.error().message;
}

TEST(LzStringErrors, CodeBeyondTheDictionaryIsCorrupt) {
  // Literal 'a' (2-bit code 0, 8 bits), then the 3-bit code 7 while the dictionary has 4 entries.
  // Bits, least-significant first per integer: 00 | 10000110 | 111, packed from bit 5 down:
  // 001000 011011 1(00000) = "Ibg".
  auto r = lz_decompress_base64("Ibg");
  ASSERT_FALSE(r.ok());
  EXPECT_NE(r.error().message.find("corrupt"), std::string::npos) << r.error().message;
  EXPECT_NE(r.error().message.find("code 7"), std::string::npos) << r.error().message;
}

TEST(LzStringErrors, FirstCodeThreeIsCorrupt) {
  auto r = lz_decompress_base64("wAAA");  // bits 11: code 3 at the start
  ASSERT_FALSE(r.ok());
  EXPECT_NE(r.error().message.find("corrupt"), std::string::npos) << r.error().message;
}

TEST(LzStringErrors, LoneSurrogateIsNamedWithItsPosition) {
  // Built by hand: 8-bit literal 'x', then a 16-bit literal 0xD83D (a high surrogate with no low
  // half), then the end code.
  std::vector<int> bits;
  auto put = [&](uint32_t v, int n) {
    for (int k = 0; k < n; ++k) bits.push_back((v >> k) & 1);
  };
  put(0, 2), put('x', 8);      // code 0 at width 2, the literal; width becomes 3
  put(1, 3), put(0xD83D, 16);  // code 1 at width 3
  put(2, 3);                   // end (the dictionary has 6 entries, still within 3 bits)
  while (bits.size() % 6) bits.push_back(0);
  static constexpr char kAlphabet[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
  std::string payload;
  for (std::size_t i = 0; i < bits.size(); i += 6) {
    int v = 0;
    for (int k = 0; k < 6; ++k) v = v * 2 + bits[i + k];
    payload += kAlphabet[v];
  }
  auto r = lz_decompress_base64(payload);
  ASSERT_FALSE(r.ok()) << payload;
  EXPECT_NE(r.error().message.find("lone UTF-16 surrogate U+D83D at code unit 2"), std::string::npos)
      << r.error().message;
}

}  // namespace
}  // namespace gridlogic
