// hashi_rules_connect.cpp — stage 2 of the Hashi rule solver and document 001's connectivity check
// (§3.3): everything that follows from "one connected group". Two 1s never joined and two 2s never
// doubly joined are the textbook cases of isolation (a bridge that would complete a group short of the
// whole puzzle); only-way-out is its dual (a part of the puzzle with a single possible link to the rest
// must use it).
#include <algorithm>

#include "hashi_rules_internal.h"

namespace gridlogic {

namespace {

// An edge that can still carry a bridge: hi ≥ 1, and not at an island that is already complete (unless
// it is drawn).
bool possible_link(const HashiPuzzle& p, const HashiBounds& b, const std::vector<int>& sum_lo, int e) {
  if (b.hi[e] < 1) return false;
  if (b.lo[e] >= 1) return true;
  auto full = [&](int i) { return p.islands[i].clue != kHashiUnknownClue && sum_lo[i] >= p.islands[i].clue; };
  return !full(p.edges[e].a) && !full(p.edges[e].b);
}

std::vector<int> lo_sums(const HashiPuzzle& p, const HashiBounds& b) {
  std::vector<int> s(p.island_count(), 0);
  for (int e = 0; e < p.edge_count(); ++e) {
    s[p.edges[e].a] += b.lo[e];
    s[p.edges[e].b] += b.lo[e];
  }
  return s;
}

template <class Linked>
int components(const HashiPuzzle& p, Linked linked, std::vector<int>& group) {
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
        const int j = p.other(e, i);
        if (group[j] < 0 && linked(e)) {
          group[j] = groups;
          stack.push_back(j);
        }
      }
    }
    ++groups;
  }
  return groups;
}

}  // namespace

std::string_view hashi_group_case_name(HashiGroupCase c) {
  switch (c) {
    case HashiGroupCase::Whole: return "whole";
    case HashiGroupCase::Open: return "open";
    case HashiGroupCase::CutOff: return "cut-off";
    case HashiGroupCase::Closed: return "closed";
  }
  return "?";
}

bool HashiGroupCheck::failed() const {
  for (const HashiGroup& g : groups)
    if (g.state == HashiGroupCase::CutOff || g.state == HashiGroupCase::Closed) return true;
  return false;
}

// The groups are those of the drawn bridges; whether one is cut off is judged on the possible links,
// which is the document's "completely cut off from possibilities around it" taken over the whole
// region such a group can still reach: if that region is not every island, no solution can connect it.
HashiGroupCheck check_hashi_groups(const HashiPuzzle& p, const HashiBounds& b) {
  HashiGroupCheck out;
  const int n = p.island_count();
  if (n == 0) return out;
  const std::vector<int> sum_lo = lo_sums(p, b);
  std::vector<int> drawn, reach;
  const int groups = components(
      p, [&](int e) { return b.lo[e] >= 1; }, drawn);
  const int regions = components(
      p, [&](int e) { return possible_link(p, b, sum_lo, e); }, reach);
  std::vector<int> region_size(regions, 0);
  for (int i = 0; i < n; ++i) ++region_size[reach[i]];
  out.groups.resize(groups);
  for (int i = 0; i < n; ++i) out.groups[drawn[i]].islands.push_back(i);
  for (HashiGroup& g : out.groups) {
    const int size = static_cast<int>(g.islands.size());
    if (size == n) {
      g.state = HashiGroupCase::Whole;
    } else if (regions == 1) {
      g.state = HashiGroupCase::Open;
    } else {
      bool settled = region_size[reach[g.islands[0]]] == size;
      for (int i : g.islands) {
        if (!settled) break;
        if (p.islands[i].clue != kHashiUnknownClue) {
          settled = sum_lo[i] == p.islands[i].clue;
        } else {
          for (int e : p.incident[i]) settled = settled && b.decided(e);
        }
      }
      g.state = settled ? HashiGroupCase::Closed : HashiGroupCase::CutOff;
    }
  }
  return out;
}

TraceStep hashi_state_step(const HashiPuzzle& p, const HashiBounds& b, std::string explanation) {
  TraceStep step;
  step.technique = "state";
  auto cell_of = [&](int i) { return p.islands[i].row * p.cols + p.islands[i].col; };
  for (int i = 0; i < p.island_count(); ++i) step.cells.push_back(cell_of(i));
  for (int e = 0; e < p.edge_count(); ++e)
    if (b.lo[e] > 0 || b.hi[e] < 2)
      step.links.push_back({cell_of(p.edges[e].a), cell_of(p.edges[e].b), b.lo[e], b.hi[e]});
  std::vector<int> group;
  const int groups = components(
      p, [&](int e) { return b.lo[e] >= 1; }, group);
  std::vector<std::vector<int>> members(groups);
  for (int i = 0; i < p.island_count(); ++i) members[group[i]].push_back(cell_of(i));
  for (auto& m : members)
    if (m.size() >= 2) step.groups.push_back(std::move(m));
  step.explanation = std::move(explanation);
  return step;
}

namespace hashi_detail {

int bound_components(const HashiPuzzle& p, const HashiBounds& b, bool use_hi, std::vector<int>& group) {
  if (!use_hi)
    return components(
        p, [&](int e) { return b.lo[e] >= 1; }, group);
  const std::vector<int> sum_lo = lo_sums(p, b);
  return components(
      p, [&](int e) { return possible_link(p, b, sum_lo, e); }, group);
}

// Two islands of clue 1 joined would be a closed group of two.
bool Engine::no_two_ones(int e) {
  const int a = p.edges[e].a, c = p.edges[e].b;
  if (island_count() <= 2 || p.islands[a].clue != 1 || p.islands[c].clue != 1) return false;
  if (!lower_hi(e, 0)) return false;
  std::string why;
  if (observed())
    why = name(a) + " and " + name(c) +
          " are both 1: joined, they would be a group of two cut off from the other "
          "islands, so no bridge between them";
  report(HashiTechnique::NoTwoOnes, {a, c}, std::move(why));
  return true;
}

// Two islands of clue 2 doubly joined would be a closed group of two.
bool Engine::no_double_between_twos(int e) {
  const int a = p.edges[e].a, c = p.edges[e].b;
  if (island_count() <= 2 || p.islands[a].clue != 2 || p.islands[c].clue != 2) return false;
  if (!lower_hi(e, 1)) return false;
  std::string why;
  if (observed())
    why = name(a) + " and " + name(c) +
          " are both 2: a double bridge would make them a group of two cut off from "
          "the other islands, so at most one bridge between them";
  report(HashiTechnique::NoDoubleBetweenTwos, {a, c}, std::move(why));
  return true;
}

// An edge whose ends both have exactly d bridges left, in groups (of drawn bridges) where no other island
// has any left: d more bridges there would complete the joined group, so unless that group is every
// island, it carries at most lo + d − 1. (d more is the only count that closes it: fewer leaves both ends
// open, more overfills them.)
bool Engine::isolation(bool all) {
  std::vector<int> group;
  const int groups = bound_components(p, b, false, group);
  std::vector<int> size(groups, 0), open(groups, 0);
  for (int i = 0; i < island_count(); ++i) {
    ++size[group[i]];
    if (!known(i) || left(i) != 0) ++open[group[i]];
  }
  bool changed = false;
  for (int e = 0; e < p.edge_count(); ++e) {
    const int a = p.edges[e].a, c = p.edges[e].b;
    if (!known(a) || !known(c)) continue;
    const int d = left(a);
    if (d < 1 || left(c) != d || b.lo[e] + d > b.hi[e]) continue;
    const int ga = group[a], gc = group[c];
    const int joined = ga == gc ? size[ga] : size[ga] + size[gc];
    const int still_open = ga == gc ? open[ga] : open[ga] + open[gc];
    if (joined >= island_count() || still_open != 2) continue;
    lower_hi(e, b.lo[e] + d - 1);
    std::vector<int> members;
    for (int i = 0; i < island_count(); ++i)
      if (group[i] == ga || group[i] == gc) members.push_back(i);
    std::string why;
    if (observed()) {
      const std::string whole = bridges_text(b.lo[e] + d);
      why = (members.size() == 2 ? name(a) + " and " + name(c) + " would only have each other"
                                 : "the group " + names(members) + " would be complete") +
            " with " + whole + " on " + edge_name(e) + ", cut off from the other islands: at most " +
            std::to_string(b.hi[e]) + " there";
    }
    report(HashiTechnique::Isolation, {a, c}, std::move(why), {members});
    changed = true;
    if (!all) return true;
  }
  return changed;
}

// A cut edge of the possible links (Tarjan's bridges, iteratively: the WASM stack is small): the islands
// on either side reach each other only through it, so it carries a bridge.
bool Engine::only_way_out(bool all) {
  const int n = island_count();
  if (n < 2) return false;
  const std::vector<int> sums = lo_sums(p, b);
  auto usable = [&](int e) { return possible_link(p, b, sums, e); };
  std::vector<int> tin(n, -1), low(n, 0), order;
  order.reserve(n);
  struct Frame {
    int island, parent_edge, next;
  };
  std::vector<Frame> stack{{0, -1, 0}};
  tin[0] = low[0] = 0;
  order.push_back(0);
  std::vector<std::pair<int, int>> cuts;  // (edge, child island): the child's subtree is one side
  std::vector<int> subtree(n, 1);
  while (!stack.empty()) {
    const size_t top = stack.size() - 1;
    const int v = stack[top].island;
    if (stack[top].next < static_cast<int>(p.incident[v].size())) {
      const int e = p.incident[v][stack[top].next++];
      if (e == stack[top].parent_edge || !usable(e)) continue;
      const int u = p.other(e, v);
      if (tin[u] < 0) {
        tin[u] = low[u] = static_cast<int>(order.size());
        order.push_back(u);
        stack.push_back({u, e, 0});
      } else {
        low[v] = std::min(low[v], tin[u]);
      }
      continue;
    }
    const int pe = stack[top].parent_edge;
    subtree[v] = static_cast<int>(order.size()) - tin[v];
    stack.pop_back();
    if (pe < 0) continue;
    const int w = p.other(pe, v);
    low[w] = std::min(low[w], low[v]);
    if (low[v] > tin[w] && b.lo[pe] == 0) cuts.emplace_back(pe, v);
  }
  if (static_cast<int>(order.size()) < n) return false;  // already cut off: the contradiction check's case
  bool changed = false;
  for (auto [e, child] : cuts) {
    if (b.lo[e] > 0) continue;
    raise_lo(e, 1);
    std::vector<int> side(order.begin() + tin[child], order.begin() + tin[child] + subtree[child]);
    if (2 * side.size() > static_cast<size_t>(n)) {
      std::vector<bool> in(n, false);
      for (int i : side) in[i] = true;
      side.clear();
      for (int i = 0; i < n; ++i)
        if (!in[i]) side.push_back(i);
    }
    std::sort(side.begin(), side.end());
    std::string why;
    if (observed())
      why = (side.size() == 1 ? name(side[0]) : "the islands " + names(side)) +
            " can reach the other islands only through " + edge_name(e) + ": at least one bridge there";
    report(HashiTechnique::OnlyWayOut, {p.edges[e].a, p.edges[e].b}, std::move(why), {side});
    changed = true;
    if (!all) return true;
  }
  return changed;
}

}  // namespace hashi_detail
}  // namespace gridlogic
