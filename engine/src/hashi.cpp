// hashi.cpp — the Hashi model (hashi.h): edges between islands that see each other, the crossings,
// the connected groups, and the rule check of a full solution.
#include <algorithm>
#include <numeric>

#include "gridlogic/hashi.h"
#include "gridlogic/text.h"

namespace gridlogic {

int HashiPuzzle::edge_between(int i, int j) const {
  for (int e : incident[i])
    if (other(e, i) == j) return e;
  return -1;
}

std::string hashi_island_name(const HashiPuzzle& p, int island) {
  return cell_name(p.islands[island].row, p.islands[island].col);
}

Result<HashiPuzzle> make_hashi(int rows, int cols, const std::vector<int>& cells) {
  if (rows < 1 || cols < 1 || rows > kHashiMaxSide || cols > kHashiMaxSide)
    return Error{"a Hashi has 1 to " + std::to_string(kHashiMaxSide) + " rows and columns, not " +
                 std::to_string(cols) + "×" + std::to_string(rows)};
  const int n = rows * cols;
  if (static_cast<int>(cells.size()) != n) return Error{"internal: make_hashi needs one entry per cell"};
  HashiPuzzle p;
  p.rows = rows;
  p.cols = cols;
  p.island_at.assign(n, -1);
  for (int c = 0; c < n; ++c) {
    const int v = cells[c];
    if (v < 0) continue;
    if (v > 8)
      return Error{cell_name(c / cols, c % cols) + " has the clue " + std::to_string(v) +
                   ", but an island takes at most 8 bridges (two to each of four neighbours)"};
    p.island_at[c] = static_cast<int>(p.islands.size());
    p.islands.push_back({c / cols, c % cols, v});
  }
  if (p.islands.empty()) return Error{"the puzzle has no islands"};

  // Edges: from each island, the nearest island to the right and below. Islands are row-major, so
  // a < b holds and the (a, b) order is the order of creation after a sort.
  for (int i = 0; i < p.island_count(); ++i) {
    const auto [r, c, clue] = p.islands[i];
    for (int dir = 0; dir < 2; ++dir) {
      HashiEdge e;
      e.a = i;
      e.horizontal = dir == 0;
      int rr = r, cc = c;
      while (true) {
        (dir == 0 ? cc : rr) += 1;
        if (rr >= rows || cc >= cols) break;
        const int cell = rr * cols + cc;
        if (p.island_at[cell] >= 0) {
          e.b = p.island_at[cell];
          p.edges.push_back(std::move(e));
          break;
        }
        e.cells.push_back(cell);
      }
    }
  }
  std::sort(p.edges.begin(), p.edges.end(),
            [](const HashiEdge& x, const HashiEdge& y) { return std::pair(x.a, x.b) < std::pair(y.a, y.b); });
  p.incident.assign(p.island_count(), {});
  for (int e = 0; e < p.edge_count(); ++e) {
    p.incident[p.edges[e].a].push_back(e);
    p.incident[p.edges[e].b].push_back(e);
  }
  for (auto& list : p.incident) std::sort(list.begin(), list.end());

  // Crossings: a horizontal and a vertical edge cross when they share a water cell.
  std::vector<int> horizontal_at(n, -1);
  for (int e = 0; e < p.edge_count(); ++e)
    if (p.edges[e].horizontal)
      for (int cell : p.edges[e].cells) horizontal_at[cell] = e;
  p.crossing.assign(p.edge_count(), {});
  for (int e = 0; e < p.edge_count(); ++e) {
    if (p.edges[e].horizontal) continue;
    for (int cell : p.edges[e].cells) {
      const int h = horizontal_at[cell];
      if (h < 0) continue;
      p.crossings.emplace_back(h, e);
      p.crossing[h].push_back(e);
      p.crossing[e].push_back(h);
    }
  }
  std::sort(p.crossings.begin(), p.crossings.end());
  for (auto& list : p.crossing) std::sort(list.begin(), list.end());

  if (p.island_count() > 1) {
    for (int i = 0; i < p.island_count(); ++i) {
      const int seen = static_cast<int>(p.incident[i].size());
      if (seen == 0) return Error{hashi_island_name(p, i) + " can see no other island along its row or column"};
      if (p.islands[i].clue > 2 * seen)
        return Error{hashi_island_name(p, i) + " has the clue " + std::to_string(p.islands[i].clue) +
                     " but sees only " + std::to_string(seen) + (seen == 1 ? " island" : " islands") + " (at most " +
                     std::to_string(2 * seen) + " bridges)"};
    }
  } else if (p.islands[0].clue != kHashiUnknownClue) {
    return Error{hashi_island_name(p, 0) + " is the only island, so it can take no bridges, but its clue is " +
                 std::to_string(p.islands[0].clue)};
  }
  return p;
}

std::vector<int> hashi_cells(const HashiPuzzle& p) {
  std::vector<int> cells(p.rows * p.cols, -1);
  for (const auto& island : p.islands) cells[island.row * p.cols + island.col] = island.clue;
  return cells;
}

int hashi_components(const HashiPuzzle& p, const HashiBridges& bridges, std::vector<int>& group) {
  group.assign(p.island_count(), -1);
  int groups = 0;
  std::vector<int> stack;
  for (int start = 0; start < p.island_count(); ++start) {
    if (group[start] >= 0) continue;
    group[start] = groups;
    stack.assign(1, start);
    while (!stack.empty()) {
      const int i = stack.back();
      stack.pop_back();
      for (int e : p.incident[i]) {
        if (bridges[e] == 0) continue;
        const int j = p.other(e, i);
        if (group[j] < 0) {
          group[j] = groups;
          stack.push_back(j);
        }
      }
    }
    ++groups;
  }
  return groups;
}

std::optional<std::string> find_hashi_violation(const HashiPuzzle& p, const HashiBridges& bridges) {
  if (static_cast<int>(bridges.size()) != p.edge_count())
    return "the solution has " + std::to_string(bridges.size()) + " bridge counts for " +
           std::to_string(p.edge_count()) + " possible bridges";
  auto edge_name = [&](int e) { return hashi_island_name(p, p.edges[e].a) + "–" + hashi_island_name(p, p.edges[e].b); };
  for (int e = 0; e < p.edge_count(); ++e)
    if (bridges[e] > 2) return "the bridge " + edge_name(e) + " is " + std::to_string(bridges[e]) + "-fold (at most 2)";
  for (auto [h, v] : p.crossings)
    if (bridges[h] > 0 && bridges[v] > 0) return "the bridges " + edge_name(h) + " and " + edge_name(v) + " cross";
  for (int i = 0; i < p.island_count(); ++i) {
    int sum = 0;
    for (int e : p.incident[i]) sum += bridges[e];
    const int clue = p.islands[i].clue;
    if (clue == kHashiUnknownClue ? sum == 0 && p.island_count() > 1 : sum != clue)
      return hashi_island_name(p, i) + " has " + std::to_string(sum) + (sum == 1 ? " bridge" : " bridges") +
             (clue == kHashiUnknownClue ? " but every island needs one" : " but its clue is " + std::to_string(clue));
  }
  std::vector<int> group;
  if (hashi_components(p, bridges, group) > 1) {
    for (int i = 0; i < p.island_count(); ++i)
      if (group[i] != group[0]) return hashi_island_name(p, i) + " is not connected to " + hashi_island_name(p, 0);
  }
  return std::nullopt;
}

}  // namespace gridlogic
