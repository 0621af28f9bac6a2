// json_writer_test.cpp — JsonWriter's numbers (a double is written exactly as printf's "%.6g" writes
// it) and its structure (commas at every depth, escapes, the text grown, trimmed and moved out).
#include <gtest/gtest.h>

#include <cmath>
#include <cstdio>
#include <random>
#include <string>

#include "gridlogic/json.h"

namespace gridlogic {
namespace {

std::string written(double d) {
  JsonWriter w;
  w.begin_array().value(d).end_array();
  return w.str().substr(1, w.str().size() - 2);
}

std::string printf_g6(double d) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.6g", d);
  return buf;
}

// json.cpp writes the common magnitudes itself and leaves the rest to snprintf: compare both over
// random values of every magnitude, timings as they come out of a clock (ms with ns digits), exact
// ties, and the neighbours of every power of ten and of every rounding boundary it uses.
TEST(JsonWrite, DoublesAsPrintfG6) {
  std::mt19937_64 rng(37);
  std::uniform_real_distribution<double> unit(0, 1);
  int checked = 0;
  auto check = [&checked](double d) {
    ASSERT_EQ(written(d), printf_g6(d)) << "value " << std::hexfloat << d;
    ++checked;
  };
  for (int i = 0; i < 100000; ++i) {
    const double u = unit(rng);
    check(std::ldexp(u, static_cast<int>(rng() % 80) - 40));
    check(static_cast<double>(rng() % 100000000) / 1e6);                                  // a clock's ms
    check(static_cast<double>(rng() % 10000000 * 2 + 1) / 2 / std::pow(10, rng() % 11));  // near ties
    check(-u * 100);
  }
  for (int e = -6; e <= 7; ++e) {
    const double p = std::pow(10.0, e);
    for (double d : {p, p * 0.9999995, p * 0.99999949, p * 0.99999951, p * 1.0000005})
      for (int step = -3; step <= 3; ++step) {
        double x = d;
        for (int k = 0; k < std::abs(step); ++k) x = std::nextafter(x, step < 0 ? 0.0 : HUGE_VAL);
        check(x);
      }
  }
  for (double d : {0.0, -0.0, 0.5, 1.0, 123456.5, 123457.5, 999999.5, 99999.95, 0.00012345650, 1e-4, 1e6}) check(d);
  EXPECT_GT(checked, 400000);
}

// The writer keeps the open containers' state as bits up to depth 64 and in a vector beyond: commas
// come out right at every depth and after closing back through the boundary; the text grows from an
// empty or a too small writer, str() shows it whole, take() moves it out and leaves the writer empty.
TEST(JsonWrite, StructureAtEveryDepth) {
  for (size_t capacity : {0, 1, 4096}) {
    JsonWriter w(capacity);
    std::string want;
    const int depth = 70;
    for (int d = 0; d < depth; ++d) {
      if (d > 0) want += ',';
      w.begin_array().value(d);
      want += "[" + std::to_string(d);
    }
    for (int d = depth - 1; d >= 0; --d) {
      w.value("x\"\n\u00e9").end_array();
      want += ",\"x\\\"\\n\u00e9\"]";
    }
    EXPECT_EQ(w.str(), want);
    JsonWriter o(capacity);
    o.begin_object().key("a").value(1).key("b").begin_object().end_object().key("c").begin_array().end_array();
    o.key("d").value(true).key("e").null().end_object();
    EXPECT_EQ(o.str(), R"({"a":1,"b":{},"c":[],"d":true,"e":null})");
    o.str();  // a second str() changes nothing
    EXPECT_EQ(o.take(), R"({"a":1,"b":{},"c":[],"d":true,"e":null})");
    EXPECT_EQ(o.str(), "");
  }
  EXPECT_EQ(json_quote("a\tb\x01\xff"), R"("a\tb\u0001\ufffd")");
  // Plain runs are found 8 characters at a time: a character needing an escape at every place of
  // strings up to 40 long, against the escape written alone.
  for (std::string_view special : {"\"", "\\", "\n", "\x1f", "\xc3\xa9", "\x80"}) {
    const std::string quoted = json_quote(special);
    const std::string inner = quoted.substr(1, quoted.size() - 2);
    for (size_t length = 0; length <= 40; ++length)
      for (size_t at = 0; at <= length; ++at) {
        const std::string s = std::string(at, 'a') + std::string(special) + std::string(length - at, '~');
        EXPECT_EQ(json_quote(s), "\"" + std::string(at, 'a') + inner + std::string(length - at, '~') + "\"") << s;
      }
  }
}

}  // namespace
}  // namespace gridlogic
