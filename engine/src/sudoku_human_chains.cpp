// sudoku_human_chains.cpp — single-value chains of the human solver: simple colouring and X-chains.
//
// Both work on one value v. A strong link joins the only two places of v in a house (one of them is
// v); a weak link joins any two cells that see each other (not both are v). Simple colouring 2-colours
// the strong links' connected cells: one colour is v throughout. An X-chain alternates strong and weak
// links from a strong start to a strong end, so one of its two ends is v. Sudoku Explainer has no
// colouring; it finds the same eliminations as X-cycles and X-chains (6.5-6.9), so colouring is rated
// 6.5 and X-chains 6.6, each plus SE's length bonus (chain_length_bonus). See docs/human-solver.md.
#include <algorithm>

#include "sudoku_human_internal.h"

namespace gridlogic::human {
namespace {

// Per cell, the cells joined to it by a strong link on v.
std::vector<std::vector<int>> strong_links(const Board& b, int v) {
  std::vector<std::vector<int>> links(b.size);
  for (int h = 0; h < 3 * b.n; ++h) {
    const uint32_t pos = b.positions(h, v);
    if (popcount(pos) != 2) continue;
    const int x = b.houses[h][std::countr_zero(pos)];
    const int y = b.houses[h][31 - std::countl_zero(pos)];
    if (std::find(links[x].begin(), links[x].end(), y) == links[x].end()) {
      links[x].push_back(y);
      links[y].push_back(x);
    }
  }
  return links;
}

}  // namespace

std::optional<Step> find_simple_colouring(const Board& b) {
  for (int v = 1; v <= b.n; ++v) {
    const auto links = strong_links(b, v);
    std::vector<int> colour(b.size, -1);
    for (int root = 0; root < b.size; ++root) {
      if (links[root].empty() || colour[root] >= 0) continue;
      std::vector<int> cluster = {root};
      colour[root] = 0;
      for (size_t i = 0; i < cluster.size(); ++i)
        for (int next : links[cluster[i]])
          if (colour[next] < 0) {
            colour[next] = 1 - colour[cluster[i]];
            cluster.push_back(next);
          }
      if (cluster.size() < 3) continue;
      std::vector<int> side[2];
      for (int cell : cluster) side[colour[cell]].push_back(cell);
      std::sort(side[0].begin(), side[0].end());
      std::sort(side[1].begin(), side[1].end());
      const std::string intro = std::string("Simple colouring: the conjugate pairs of ") + value_char(v) + " split " +
                                cell_list(b, side[0]) + " | " + cell_list(b, side[1]) +
                                " into two colours, one of which is all " + value_char(v) + "s; ";
      Step s;
      s.rating = 6.5 + chain_length_bonus(static_cast<int>(cluster.size()));
      s.trace.technique = "simple-colouring";
      s.trace.cells = cluster;
      // The pattern: each cell's colour, and the strong links that join them (each once).
      for (int cell : cluster) {
        s.trace.roles.push_back({cell, colour[cell] == 0 ? "colour-1" : "colour-2"});
        for (int next : links[cell])
          if (next > cell) s.trace.chain.push_back({{cell, v}, {next, v}, true});
      }
      // Colour wrap: two cells of one colour see each other, so that colour is not v.
      for (int c = 0; c < 2; ++c)
        for (size_t i = 0; i < side[c].size(); ++i)
          for (size_t j = i + 1; j < side[c].size(); ++j)
            if (b.sees(side[c][i], side[c][j])) {
              for (int cell : side[c]) s.trace.removed.push_back({cell, v});
              s.trace.explanation = intro + cell_label(b, side[c][i]) + " and " + cell_label(b, side[c][j]) +
                                    " share a colour and see each other, so that colour is not " + value_char(v) +
                                    " and " + value_char(v) + " is removed from " + cell_list(b, side[c]);
              return s;
            }
      // Colour trap: a cell outside the cluster that sees both colours.
      std::vector<int> trapped;
      for (int cell = 0; cell < b.size; ++cell) {
        if (!b.has(cell, v) || colour[cell] >= 0) continue;
        bool sees[2] = {false, false};
        for (int other : cluster) sees[colour[other]] |= b.sees(cell, other);
        if (sees[0] && sees[1]) {
          trapped.push_back(cell);
          s.trace.removed.push_back({cell, v});
        }
      }
      if (trapped.empty()) continue;
      s.trace.explanation = intro + cell_list(b, trapped) + (trapped.size() == 1 ? " sees" : " each see") +
                            " both colours, so " + value_char(v) + " is removed from " + cell_list(b, trapped);
      return s;
    }
  }
  return std::nullopt;
}

std::optional<Step> find_x_chain(const Board& b) {
  std::optional<Step> best;
  size_t best_length = 0;
  for (int v = 1; v <= b.n; ++v) {
    const auto strong = strong_links(b, v);
    std::vector<int> cells;
    for (int cell = 0; cell < b.size; ++cell)
      if (b.has(cell, v)) cells.push_back(cell);
    // Nodes: (cell, reached by a weak link or the start = 0 / by a strong link = 1) → index 2*cell+layer.
    std::vector<int> parent(2 * b.size), depth(2 * b.size);
    std::vector<int> queue;
    for (int start : cells) {
      if (strong[start].empty()) continue;
      std::fill(parent.begin(), parent.end(), -2);
      queue.assign(1, 2 * start);
      parent[2 * start] = -1;
      depth[2 * start] = 1;
      for (size_t qi = 0; qi < queue.size(); ++qi) {
        const int node = queue[qi], cell = node / 2, layer = node % 2;
        auto path_to = [&](int last) {
          std::vector<int> path;
          for (int x = last; x >= 0; x = parent[x]) path.push_back(x / 2);
          std::reverse(path.begin(), path.end());
          return path;
        };
        if (layer == 1 && cell != start) {
          // If start is not v, cell is: every cell seeing both loses v.
          if (depth[node] >= 4 && (!best || static_cast<size_t>(depth[node]) < best_length)) {
            const std::vector<int> path = path_to(node);
            Step s;
            for (int x : cells)
              if (x != start && x != cell && b.sees(x, start) && b.sees(x, cell)) s.trace.removed.push_back({x, v});
            if (!s.trace.removed.empty()) {
              std::string chain;
              for (size_t i = 0; i < path.size(); ++i)
                chain += (i == 0 ? "" : i % 2 ? "=" : "-") + cell_label(b, path[i]);
              s.rating = 6.6 + chain_length_bonus(static_cast<int>(path.size()));
              s.trace.technique = "x-chain";
              s.trace.cells = path;
              for (size_t i = 1; i < path.size(); ++i)  // strong, weak, strong, …, strong
                s.trace.chain.push_back({{path[i - 1], v}, {path[i], v}, i % 2 == 1});
              s.trace.explanation = std::string("X-chain on ") + value_char(v) + ": " + chain + ": if " +
                                    cell_label(b, start) + " is not " + value_char(v) + " then " + cell_label(b, cell) +
                                    " is, so " + value_char(v) + " is removed from " +
                                    cell_list(b, distinct_cells(s.trace.removed));
              best = std::move(s);
              best_length = path.size();
              if (best_length == 4) return best;
            }
          }
        }
        // A longer chain than the best found so far is of no interest.
        if (best && static_cast<size_t>(depth[node]) + 1 >= best_length) continue;
        if (layer == 0) {
          for (int next : strong[cell])
            if (parent[2 * next + 1] == -2) {
              parent[2 * next + 1] = node;
              depth[2 * next + 1] = depth[node] + 1;
              queue.push_back(2 * next + 1);
            }
        } else {
          for (int next : cells)
            if (b.sees(cell, next) && parent[2 * next] == -2) {
              parent[2 * next] = node;
              depth[2 * next] = depth[node] + 1;
              queue.push_back(2 * next);
            }
        }
      }
    }
  }
  return best;
}

}  // namespace gridlogic::human

namespace gridlogic::human {

// XY-chain: bivalue cells, each seeing the next and sharing a value with it. If the first cell is not
// z it holds its other value, which the next cell then cannot hold, and so on; when the last cell's
// remaining value is z again, one of the two ends is z and every cell seeing both loses it. Rated as
// X-chains (SE's Y-cycles/chains, 6.6-7.0, with the same length bonus); the shortest is reported.
std::optional<Step> find_xy_chain(const Board& b) {
  std::vector<int> bivalue;
  for (int cell = 0; cell < b.size; ++cell)
    if (!b.value[cell] && popcount(b.cand[cell]) == 2) bivalue.push_back(cell);
  // Node (cell, value the cell holds if the start is not z) → cell * 32 + value.
  const int stride = 32;
  std::vector<int> parent(b.size * stride), depth(b.size * stride);
  std::optional<Step> best;
  int best_length = 0;
  for (int start : bivalue)
    for (int z = 1; z <= b.n; ++z) {
      if (!b.has(start, z)) continue;
      const int first = lowest_value(b.cand[start] & ~(1u << (z - 1)));
      std::fill(parent.begin(), parent.end(), -2);
      std::vector<int> queue = {start * stride + first};
      parent[queue[0]] = -1;
      depth[queue[0]] = 1;
      for (size_t qi = 0; qi < queue.size(); ++qi) {
        const int node = queue[qi], cell = node / stride, held = node % stride;
        if (best && depth[node] + 1 >= best_length) continue;
        for (int next : bivalue) {
          if (!b.sees(cell, next) || !b.has(next, held)) continue;
          const int other = lowest_value(b.cand[next] & ~(1u << (held - 1)));
          const int id = next * stride + other;
          if (parent[id] != -2) continue;
          parent[id] = node;
          depth[id] = depth[node] + 1;
          queue.push_back(id);
          if (other != z || next == start || depth[id] < 3) continue;
          Step s;
          for (int x = 0; x < b.size; ++x)
            if (x != start && x != next && b.has(x, z) && b.sees(x, start) && b.sees(x, next))
              s.trace.removed.push_back({x, z});
          if (s.trace.removed.empty()) continue;
          std::vector<int> path, held_by;  // the cells, and the value each holds if the start is not z
          for (int x = id; x >= 0; x = parent[x]) path.push_back(x / stride), held_by.push_back(x % stride);
          std::reverse(path.begin(), path.end());
          std::reverse(held_by.begin(), held_by.end());
          // The pattern: in each cell a strong link from the value the previous cell rules out to the
          // value it then holds; between cells a weak link on the value held.
          for (size_t i = 0; i < path.size(); ++i) {
            const int in = i == 0 ? z : held_by[i - 1];
            if (i) s.trace.chain.push_back({{path[i - 1], in}, {path[i], in}, false});
            s.trace.chain.push_back({{path[i], in}, {path[i], held_by[i]}, true});
          }
          std::string chain;
          for (size_t i = 0; i < path.size(); ++i)
            chain += (i ? " - " : "") + cell_label(b, path[i]) + " " + cand_set(b.cand[path[i]]);
          s.rating = 6.6 + chain_length_bonus(static_cast<int>(path.size()));
          s.trace.technique = "xy-chain";
          s.trace.cells = path;
          s.trace.explanation = std::string("XY-chain on ") + value_char(z) + ": " + chain + ": if " +
                                cell_label(b, start) + " is not " + value_char(z) + " then " + cell_label(b, next) +
                                " is, so " + value_char(z) + " is removed from " +
                                cell_list(b, distinct_cells(s.trace.removed));
          best = std::move(s);
          best_length = static_cast<int>(path.size());
        }
      }
    }
  return best;
}

}  // namespace gridlogic::human
