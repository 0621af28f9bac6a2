// hashi_brute_force.h — the tests' independent Hashi oracle: every solution by enumeration, sharing
// nothing with the solvers but the model's list of edges and crossings (no find_hashi_violation).
#pragma once

#include <cstdint>
#include <vector>

#include "gridlogic/hashi.h"

namespace gridlogic::testing {

// Every assignment of 0–2 bridges per edge, in edge order, pruned by the island sums and crossings,
// then a union-find connectivity check; solutions up to `limit`.
inline std::vector<HashiBridges> hashi_brute_force(const HashiPuzzle& p, int limit) {
  const int m = p.edge_count(), n = p.island_count();
  std::vector<HashiBridges> out;
  HashiBridges b(m, 0);
  std::vector<int> sum(n, 0), last(n, -1);
  for (int e = 0; e < m; ++e) last[p.edges[e].a] = last[p.edges[e].b] = e;  // the island's last edge
  auto sum_ok = [&](int i) {
    const int clue = p.islands[i].clue;
    return clue == kHashiUnknownClue ? (sum[i] >= 1 || n == 1) : sum[i] == clue;
  };
  auto connected = [&] {
    std::vector<int> parent(n);
    for (int i = 0; i < n; ++i) parent[i] = i;
    auto find = [&](int i) {
      while (parent[i] != i) i = parent[i] = parent[parent[i]];
      return i;
    };
    int groups = n;
    for (int e = 0; e < m; ++e)
      if (b[e] > 0) {
        const int x = find(p.edges[e].a), y = find(p.edges[e].b);
        if (x != y) parent[x] = y, --groups;
      }
    return groups == 1;
  };
  auto rec = [&](auto&& self, int e) -> void {
    if (static_cast<int>(out.size()) >= limit) return;
    if (e == m) {
      for (int i = 0; i < n; ++i)
        if (last[i] < 0 && !sum_ok(i)) return;
      if (connected()) out.push_back(b);
      return;
    }
    const HashiEdge& edge = p.edges[e];
    for (int k = 0; k <= 2; ++k) {
      if (k > 0) {
        bool crossed = false;
        for (int f : p.crossing[e]) crossed |= f < e && b[f] > 0;
        if (crossed) break;
      }
      b[e] = static_cast<uint8_t>(k);
      sum[edge.a] += k, sum[edge.b] += k;
      const auto clue_ok = [&](int i) {
        const int clue = p.islands[i].clue;
        if (clue != kHashiUnknownClue && sum[i] > clue) return false;
        return last[i] != e || sum_ok(i);
      };
      if (clue_ok(edge.a) && clue_ok(edge.b)) self(self, e + 1);
      sum[edge.a] -= k, sum[edge.b] -= k;
      b[e] = 0;
    }
  };
  rec(rec, 0);
  return out;
}

}  // namespace gridlogic::testing
