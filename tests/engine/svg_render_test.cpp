// svg_render_test.cpp — the engine's SVG drawings (gridlogic/svg_render.h) through its own API, no CLI:
// the pixel size follows the board's shape, text is escaped, givens and other digits are told apart,
// themes change colours only, and the render verb refuses what only the CLI can do (PNG).
// tests/engine/render_test.py checks every genre's marks end to end through the CLI.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "gridlogic/api.h"
#include "gridlogic/hashi_format.h"
#include "gridlogic/sudoku_format.h"
#include "gridlogic/svg_render.h"

namespace gridlogic {
namespace {

size_t count(const std::string& text, const std::string& what) {
  size_t n = 0;
  for (size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
  return n;
}

TEST(SvgRender, SudokuGivensBoldOtherDigitsEntered) {
  auto grid = parse_sudoku("4.....1..2.....1");
  ASSERT_TRUE(grid);
  std::vector<uint8_t> values(16, 0);
  values[1] = 3;
  values[0] = 3;  // a given's cell: the given is drawn, not this
  SvgRenderOptions o;
  o.width = 200;
  const SvgImage img = render_sudoku_svg(*grid, values, o);
  EXPECT_EQ(img.width, 200);
  EXPECT_EQ(img.height, 200);
  EXPECT_EQ(count(img.svg, "class=\"value given\""), 4u);
  EXPECT_EQ(count(img.svg, "class=\"value entered\""), 1u);
  EXPECT_EQ(count(img.svg, ">3</text>"), 1u) << "a given's cell shows the given";
  EXPECT_EQ(img.svg.rfind("</svg>\n"), img.svg.size() - 7);
}

TEST(SvgRender, HeightFollowsTheBoardsShape) {
  auto p = parse_hashi("2.2.2.2.2/........./2.2.2.2.2");
  ASSERT_TRUE(p);
  SvgRenderOptions o;
  o.width = 920;
  const SvgImage img = render_hashi_svg(*p, {}, o);
  EXPECT_EQ(img.width, 920);
  EXPECT_EQ(img.height, 320);  // viewBox 9.2 × 3.2
  EXPECT_EQ(count(img.svg, "class=\"island\""), 10u);
  EXPECT_EQ(count(img.svg, "class=\"bridge"), 0u);
}

TEST(SvgRender, TitleIsEscapedAndThemesChangeColoursOnly) {
  auto grid = parse_sudoku("4.....1..2.....1");
  ASSERT_TRUE(grid);
  SvgRenderOptions light;
  light.title = "A <b> & \"c\"";
  SvgRenderOptions print = light;
  print.theme = SvgTheme::Print;
  const std::string a = render_sudoku_svg(*grid, {}, light).svg, b = render_sudoku_svg(*grid, {}, print).svg;
  EXPECT_NE(a.find("<title>A &lt;b&gt; &amp; &quot;c&quot;</title>"), std::string::npos);
  EXPECT_NE(a, b);
  EXPECT_NE(b.find("data-theme=\"print\""), std::string::npos);
  // Past the stylesheet the drawings are the same, element for element.
  EXPECT_EQ(a.substr(a.find("</style>")), b.substr(b.find("</style>")));
}

TEST(SvgRender, TheVerbAnswersSvgAndLeavesPngToTheCommandLine) {
  Request r;
  r.verb = "render";
  r.genre = "sudoku";
  r.input = "4.....1..2.....1";
  r.options.set("solution", "yes");
  Response ok = run(r);
  ASSERT_TRUE(ok.error.empty()) << ok.error;
  EXPECT_EQ(ok.text.rfind("<svg", 0), 0u);
  EXPECT_EQ(count(ok.text, "class=\"value "), 16u);
  EXPECT_NE(ok.json.find("\"width\":600"), std::string::npos);
  r.options.set("format", "png");
  Response png = run(r);
  EXPECT_TRUE(png.bad_options);
  EXPECT_NE(png.error.find("command-line tool"), std::string::npos) << png.error;
}

}  // namespace
}  // namespace gridlogic
