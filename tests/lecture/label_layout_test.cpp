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

// The search-tree panel at 1920×1080, scales 2 and 3 (small text 38 and 42 px, the right panel's graph
// canvas about 1090 × 500 and 1090 × 460): no drawn label covers a node's circle — its own (decisions are
// drawn a quarter larger) or the one beside it, which near the root are closer than a label is wide.
// Measured for the trees of the lab lessons (DPLL, exact cover, and DPLL after the class decided),
// at the end of the run and half way; the placement without the nodes is counted for comparison.
TEST(LabelLayout, SearchTreeLabelsKeepClearOfEveryNode) {
  const std::string hard = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
  struct Tree {
    const char* name;
    const char* method;
    const char* encoding;
    const char* what_if;
  };
  const Tree trees[] = {{"dpll", "dpll", "extended", ""},
                        {"exact-cover", "exact-cover", "", ""},
                        {"dpll-what-if", "dpll", "extended", "2:r9c9=3"}};
  const float scales[][3] = {{38.0f, 1090, 500}, {42.0f, 1090, 460}};  // small px, canvas w, h
  for (const Tree& tree : trees) {
    LabOptions o;
    o.encoding = tree.encoding;
    o.what_if_text = tree.what_if;
    auto L = load_lecture("sudoku", hard, tree.method, o);
    ASSERT_TRUE(L) << tree.name;
    for (const int pos : {(*L)->size(), (*L)->size() / 2})
      for (const auto& sc : scales) {
        const float small = sc[0], w = sc[1], h = sc[2];
        const Graph g = (*L)->search_tree(pos);
        ASSERT_FALSE(g.empty()) << tree.name;
        const GraphFrame f = fit_graph(g, 0, 0, w, h, small / 13.5f, small, small * 1.1f);
        std::vector<LabelWanted> wanted;
        std::vector<NodeCircle> circles;
        for (const GraphNode& n : g.nodes) {
          const float x = f.origin_x + n.x * f.scale_x, y = f.origin_y + n.y * f.scale_y;
          const float r = node_extent(n, f.node_radius);
          if (x < -r || y < -r || x > w + r || y > h + r) continue;
          circles.push_back({x, y, r});
          if (x < 0 || y < 0 || x > w || y > h) continue;
          wanted.push_back({x, y, text_width(n.label, f.label_size) + 2, f.label_size, false, label_rank(n), r});
        }
        auto covered = [&](const std::vector<LabelPlacement>& placed) {
          int over = 0;
          for (const LabelPlacement& p : placed)
            if (p.drawn)
              for (const NodeCircle& c : circles) over += overlaps_circle(p.rect, c);
          return over;
        };
        const auto placed = place_labels(wanted, f.node_radius, 0, 0, w, h, circles);
        int drawn = 0;
        for (const LabelPlacement& p : placed) drawn += p.drawn;
        EXPECT_GT(drawn, 0) << tree.name;
        EXPECT_EQ(covered(placed), 0) << tree.name << " at " << pos << ", " << small << " px";
        // Before: only labels kept apart, each at the plain radius from its node.
        std::vector<LabelWanted> plain = wanted;
        for (LabelWanted& l : plain) l.extent = 0;
        const int before = covered(place_labels(plain, f.node_radius, 0, 0, w, h));
        std::printf("%-13s step %4d, %2.0f px: %3d of %3d labels drawn; without the nodes %d label/node overlaps\n",
                    tree.name, pos, small, drawn, static_cast<int>(wanted.size()), before);
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
