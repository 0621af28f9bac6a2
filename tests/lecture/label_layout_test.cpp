// label_layout_test.cpp — the graph panel's labels at projector scales (web/label_layout.h), natively:
// for every lesson of the gallery (site/lecture.html), at text scale 3 in graph canvases of the sizes a
// 1280×800 and a 1920×1080 screen give it, no two drawn label rectangles overlap, every one lies in
// the canvas, and a graph naming every node keeps its rows a label apart (overflowing a short canvas); place_labels leaves out the second
// of two labels that would collide.
#include <gtest/gtest.h>

#include <cstdio>
#include <string>
#include <vector>

#include "label_layout.h"
#include "lecture_genres.h"
#include "lecture_model.h"

namespace gridlogic::lecture {
namespace {

struct Lesson {
  const char* name;
  std::string_view genre;
  const char* method;
  std::string puzzle;
  const char* at;
};

std::vector<Lesson> gallery() {
  const std::string xwing = "1.85..4.6....7.9..53...4..7..1.6...8.9.4.8.7.8...5.6..7..1...69..6.8....9.4..62.5";
  return {
      {"pointing", "sudoku", "human", std::string(default_puzzle("sudoku")), "pointing"},
      {"x-wing", "sudoku", "human", xwing, "x-wing"},
      {"xy-wing", "sudoku", "human", xwing, "xy-wing"},
      {"tectonic-2sat", "tectonic", "rules+2sat", std::string(default_puzzle("tectonic")), "2-sat"},
      {"hashi-tree", "hashi", "rules+tree", std::string(default_puzzle("hashi")), "spanning-tree"},
      {"killer-cage", "variant", "human", std::string(default_puzzle("variant")), "killercage"},
      {"cdcl", "cnf", "cdcl", "php:4:3", "learned"},
  };
}

// Code points × 0.62 em: DejaVu Sans' advance for digits and lower case is about 0.6 em (≠, κ a little more).
float text_width(const std::string& s, float px) {
  int points = 0;
  for (unsigned char ch : s) points += (ch & 0xC0) != 0x80;
  return static_cast<float>(points) * 0.62f * px;
}

TEST(LabelLayout, GalleryLessonsAtScale3HaveNoOverlappingLabels) {
  constexpr float kScale = 3.0f, kRegular = 15.0f * kScale, kSmall = 13.5f * kScale;
  // Graph canvases at scale 3: beside the board on a 1920×1080 projector, stacked on a laptop, and a
  // small one (the layout gives the graph what the board and the Timeline leave).
  // and a strip (large text beside a tall Timeline), where a named graph overflows rather than flattens.
  const float canvases[][2] = {{1000, 520}, {880, 380}, {560, 300}, {1100, 150}};
  for (const Lesson& lesson : gallery()) {
    auto L = load_lecture(lesson.genre, lesson.puzzle, lesson.method);
    ASSERT_TRUE(L) << lesson.name;
    int pos = 0;
    for (int k = 0; k < (*L)->size(); ++k)
      if ((*L)->steps[k].trace.technique == lesson.at) {
        pos = k + 1;
        break;
      }
    ASSERT_GT(pos, 0) << lesson.name;
    const Graph g = (*L)->graph_at(pos);
    ASSERT_FALSE(g.empty()) << lesson.name;
    for (const auto& c : canvases) {
      const GraphFrame f = fit_graph(g, 0, 0, c[0], c[1], kScale, kSmall, kRegular);
      std::vector<LabelWanted> wanted;
      int important = 0;
      for (const GraphNode& n : g.nodes) {
        const float x = f.origin_x + n.x * f.scale_x, y = f.origin_y + n.y * f.scale_y;
        if (x < 0 || y < 0 || x > c[0] || y > c[1]) continue;
        wanted.push_back({x, y, text_width(n.label, f.label_size) + 2, f.label_size, false, label_rank(n)});
        important += label_rank(n) == 0;
      }
      const auto placed = place_labels(wanted, f.node_radius, 0, 0, c[0], c[1]);
      int drawn = 0, important_drawn = 0;
      for (size_t i = 0; i < placed.size(); ++i) {
        if (!placed[i].drawn) continue;
        ++drawn;
        important_drawn += wanted[i].rank == 0;
        const LabelRect& r = placed[i].rect;
        EXPECT_TRUE(r.x0 >= 0 && r.y0 >= 0 && r.x1 <= c[0] && r.y1 <= c[1]) << lesson.name;
        for (size_t j = 0; j < i; ++j)
          if (placed[j].drawn)
            EXPECT_FALSE(r.overlaps(placed[j].rect)) << lesson.name << " labels " << i << " and " << j;
      }
      EXPECT_GT(drawn, 0) << lesson.name << " in " << c[0] << "×" << c[1];
      // Rows of a graph that names every node stay a label apart, however short the canvas.
      if (g.label_all && !g.keep_aspect && g.height > 1) EXPECT_GE(f.scale_y, 1.6f * kSmall - 0.01f) << lesson.name;
      std::printf("%-14s %4.0f×%-4.0f %3d of %3d labels drawn (%d of %d of the step's own)\n", lesson.name, c[0], c[1],
                  drawn, static_cast<int>(wanted.size()), important_drawn, important);
    }
  }
}

TEST(LabelLayout, ACollidingLabelMovesAsideOrIsLeftOut) {
  // Two nodes 10 px apart, labels 100 px wide: the second goes above, right or left of its node, or out.
  std::vector<LabelWanted> w = {{100, 100, 100, 20, false, 0}, {110, 100, 100, 20, false, 1}};
  auto p = place_labels(w, 5, 0, 0, 400, 400);
  ASSERT_TRUE(p[0].drawn);
  EXPECT_FLOAT_EQ(p[0].rect.y0, 106);  // below its node
  if (p[1].drawn) EXPECT_FALSE(p[1].rect.overlaps(p[0].rect));
  // Five nodes on top of each other: below and above, then the sides would overlap those: out.
  std::vector<LabelWanted> crowd(5, LabelWanted{200, 200, 60, 20, false, 0});
  p = place_labels(crowd, 5, 0, 0, 400, 400);
  int drawn = 0;
  for (const auto& q : p) drawn += q.drawn;
  EXPECT_EQ(drawn, 2);
  EXPECT_TRUE(p[0].drawn && p[1].drawn);
  EXPECT_FALSE(p[4].drawn);
  // The rank decides who keeps the place: the later, lower rank goes first.
  std::vector<LabelWanted> ranked = {{200, 200, 60, 20, false, 2}, {200, 200, 60, 20, false, 0}};
  p = place_labels(ranked, 5, 0, 0, 400, 400);
  EXPECT_FLOAT_EQ(p[1].rect.y0, 206);  // below: its first choice
}

}  // namespace
}  // namespace gridlogic::lecture
