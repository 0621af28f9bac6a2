// json_value_test.cpp — the JSON reader (values, escapes, errors with line and column) and Options.
#include <gtest/gtest.h>

#include "gridlogic/json.h"
#include "gridlogic/json_value.h"
#include "gridlogic/options.h"

namespace gridlogic {
namespace {

TEST(JsonRead, ValuesOfEveryKind) {
  auto v = parse_json(R"( {"a": [1, -2.5e1, true, false, null], "s": "x\"\\\/\n\u00e9\ud83d\ude00", "o": {}} )");
  ASSERT_TRUE(v) << v.error().message;
  const JsonValue& a = *v->find("a");
  ASSERT_EQ(a.items().size(), 5u);
  EXPECT_EQ(a.items()[0].as_integer(), 1);
  EXPECT_EQ(a.items()[1].as_number(), -25.0);
  EXPECT_EQ(a.items()[1].as_integer(), -25);  // integral, though written with an exponent
  EXPECT_TRUE(a.items()[2].as_bool());
  EXPECT_TRUE(a.items()[4].is_null());
  EXPECT_EQ(v->find("s")->as_string(), "x\"\\/\n\xC3\xA9\xF0\x9F\x98\x80");
  EXPECT_TRUE(v->find("o")->is_object());
  EXPECT_EQ(v->find("missing"), nullptr);
  EXPECT_FALSE(parse_json("2.5")->as_integer().has_value());
}

// What the writer writes, the reader reads back.
TEST(JsonRead, RoundTripsTheWriter) {
  JsonWriter w;
  w.begin_object()
      .key("t")
      .value("tab\there \x01")
      .key("n")
      .value(42)
      .key("l")
      .begin_array()
      .value(true)
      .null()
      .end_array()
      .end_object();
  auto v = parse_json(w.str());
  ASSERT_TRUE(v) << v.error().message;
  EXPECT_EQ(v->find("t")->as_string(), "tab\there \x01");
  EXPECT_EQ(v->find("n")->as_integer(), 42);
}

TEST(JsonRead, ErrorsSayWhereAndWhat) {
  auto expect_error = [](std::string_view text, std::string_view message) {
    auto v = parse_json(text);
    ASSERT_FALSE(v) << text;
    EXPECT_EQ(v.error().message, message) << text;
  };
  expect_error("{\"a\": 1,\n \"b\" 2}", "line 2, column 6: expected ':' after the member name, found '2'");
  expect_error("[1 2]", "line 1, column 4: expected ',' or ']' after an array element, found '2'");
  expect_error("{\"a\":1,}", "line 1, column 8: expected a member name in double quotes, found '}'");
  expect_error("", "line 1, column 1: expected a JSON value, found the end of the text");
  expect_error("\"abc", "line 1, column 5: expected '\"' to close the string, found the end of the text");
  expect_error("01", "line 1, column 2: expected the end of the text after the JSON value, found '1'");
  expect_error(
      "tru",
      "line 1, column 1: expected a JSON value (an object, array, string, number, true, false or null), found 't'");
  EXPECT_FALSE(parse_json(std::string(300, '[') + std::string(300, ']')));  // too deep, not a crash
  EXPECT_TRUE(parse_json(std::string(150, '[') + std::string(150, ']')));
}

TEST(Options, TypedReadersNameTheOption) {
  Options o;
  o.set("count", "7");
  o.set("to", "json");
  o.set("bad", "x7");
  EXPECT_EQ(*o.get_int("count", 2, 1, 10), 7);
  EXPECT_EQ(*o.get_int("absent", 2, 1, 10), 2);
  EXPECT_EQ(o.get_int("bad", 2, 1, 10).error().message, "--bad takes a whole number from 1 to 10, not 'x7'");
  EXPECT_EQ(*o.get_choice("to", "line", {"line", "json", "grid"}), "json");
  EXPECT_EQ(o.get_choice("to", "line", {"line", "grid"}).error().message, "--to takes line or grid, not 'json'");

  auto from = Options::from_json(*parse_json(R"({"count": 3, "flag": true, "name": "x", "skip": null})"));
  ASSERT_TRUE(from);
  EXPECT_EQ(from->get("count"), "3");
  EXPECT_TRUE(from->get_flag("flag"));
  EXPECT_FALSE(from->has("skip"));
  // A number that is not a whole one goes on as its shortest text, for the declaration to judge in
  // the CLI's words (--count takes a whole number …, not '2.5').
  auto fractional = Options::from_json(*parse_json(R"({"count": 2.5, "huge": 1e99, "tiny": -0.1})"));
  ASSERT_TRUE(fractional);
  EXPECT_EQ(fractional->get("count"), "2.5");
  EXPECT_EQ(fractional->get("huge"), "1e+99");
  EXPECT_EQ(fractional->get("tiny"), "-0.1");
  auto beyond = Options::from_json(*parse_json(R"({"count": 1e400})"));
  ASSERT_TRUE(beyond);
  EXPECT_EQ(beyond->get("count"), "a number too large");
  EXPECT_EQ(fractional->get_int("count", 2, 1, 10).error().message,
            "--count takes a whole number from 1 to 10, not '2.5'");
  EXPECT_FALSE(Options::from_json(*parse_json(R"({"a": [1]})")));
}

}  // namespace
}  // namespace gridlogic
