// json_writer_test.cpp — JsonWriter's numbers: a double is written exactly as printf's "%.6g" writes it.
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

}  // namespace
}  // namespace gridlogic
