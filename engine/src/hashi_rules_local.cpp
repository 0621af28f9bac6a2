// hashi_rules_local.cpp — stage 1 of the Hashi rule solver (hashi_rules.h): what one island's clue and
// its neighbours' room say about its edges. Document 001's two easy-solver rules (§3.1) come first, as
// the document states them; "capacity" and "lower-bound" are the general per-island bounds, which
// include both (a human's "the 4 in the corner" and "the 7 in the middle" are their extreme cases).
#include <algorithm>

#include "hashi_rules_internal.h"

namespace gridlogic::hashi_detail {

namespace {

// §3.1's "maximum of bridges you can attach to this node, ignoring [its] value, but not ignoring the
// values of the neighbours": per edge, what is drawn plus what the neighbour has left, within the
// edge's range (a crossing or a full neighbour leaves only what is drawn).
std::vector<int> document_caps(const Engine& g, int i, int& max) {
  std::vector<int> caps;
  max = 0;
  for (int e : g.p.incident[i]) {
    const int j = g.p.other(e, i);
    const int cap = std::max<int>(g.b.lo[e], std::min<int>(g.b.hi[e], g.b.lo[e] + std::max(0, g.left(j))));
    caps.push_back(cap);
    max += cap;
  }
  return caps;
}

}  // namespace

// §3.1, first rule: "If after this calculation k = max, draw all bridges to the neighbours."
bool Engine::easy_max(int i) {
  if (!known(i)) return false;
  int max = 0;
  const std::vector<int> caps = document_caps(*this, i, max);
  const int k = p.islands[i].clue;
  if (k != max) return false;
  bool draws = false;
  for (size_t n = 0; n < caps.size(); ++n) draws |= b.lo[p.incident[i][n]] < caps[n];
  if (!draws) return false;
  std::vector<int> islands{i};
  std::string parts;
  for (size_t n = 0; n < caps.size(); ++n) {
    const int e = p.incident[i][n];
    raise_lo(e, caps[n]);
    lower_hi(e, caps[n]);
    if (caps[n] == 0) continue;
    islands.push_back(p.other(e, i));
    if (observed()) parts += (parts.empty() ? "" : ", ") + std::to_string(caps[n]) + " to " + name(p.other(e, i));
  }
  std::string why;
  if (observed())
    why = labelled(i) + " can take at most " + bridges_text(max) + " (" + parts +
          "), as many as its clue (§3.1, k = max): all of them are drawn";
  report(HashiTechnique::EasyMax, std::move(islands), std::move(why));
  return true;
}

// §3.1, second rule: "If k = max − 1 AND k > m, with m being the number of neighbours of the node, you
// can draw one extra bridge to all neighbours (except to nodes with a value left of 1 …)". One bridge
// short of the maximum means every edge carries at least its cap − 1: one bridge where the cap is 2,
// nothing where it is 1 (the neighbour with one left). m counts the islands it sees. The text goes on
// "if there is one bridge draw the second", which is not sound: a 3 seeing two islands with room, one
// bridge already drawn to the first, may still have 1 + 2 as well as 2 + 1. We draw what the bound
// proves (so only a first bridge, on an edge whose cap is 2); docs/hashi-rules.md has the example.
bool Engine::easy_max_minus_one(int i) {
  if (!known(i)) return false;
  int max = 0;
  const std::vector<int> caps = document_caps(*this, i, max);
  const int k = p.islands[i].clue;
  const int m = static_cast<int>(p.incident[i].size());
  if (k != max - 1 || k <= m) return false;
  std::vector<int> islands{i};
  for (size_t n = 0; n < caps.size(); ++n) {
    const int e = p.incident[i][n];
    if (caps[n] == 2 && raise_lo(e, 1)) islands.push_back(p.other(e, i));
  }
  if (islands.size() == 1) return false;
  std::string why;
  if (observed())
    why = labelled(i) + " can take at most " + bridges_text(max) + ", one more than its clue, and " +
          std::to_string(k) + " > its " + std::to_string(m) +
          " neighbours (§3.1, k = max − 1 > m): at least one bridge to " +
          names(std::vector<int>(islands.begin() + 1, islands.end()));
  report(HashiTechnique::EasyMaxMinusOne, std::move(islands), std::move(why));
  return true;
}

// An island with l bridges left gives no edge more than what it has plus l.
bool Engine::capacity(int i) {
  const int l = left(i);
  if (l < 0) return false;  // over full: a contradiction, which the loop reports
  std::vector<int> islands{i};
  std::string parts;
  for (int e : p.incident[i]) {
    if (!lower_hi(e, b.lo[e] + l)) continue;
    islands.push_back(p.other(e, i));
    if (observed())
      parts += (parts.empty() ? "" : ", ") +
               (b.hi[e] == b.lo[e] && b.lo[e] > 0 ? "no more than " + std::to_string(b.hi[e])
                                                  : "at most " + std::to_string(b.hi[e])) +
               " to " + name(p.other(e, i));
  }
  if (islands.size() == 1) return false;
  std::string why;
  if (observed())
    why = labelled(i) + (l == 0 ? " has all its bridges" : " has " + bridges_text(l) + " left to place") + ": " + parts;
  report(HashiTechnique::Capacity, std::move(islands), std::move(why));
  return true;
}

// What the other edges can take at most leaves a minimum for this one: clue − Σ others' hi.
bool Engine::lower_bound(int i) {
  const int k = clue_min(i);
  if (k == 0) return false;
  const int total = sum_hi(i);
  std::vector<int> islands{i};
  std::string parts;
  for (int e : p.incident[i]) {
    const int elsewhere = total - b.hi[e];
    if (!raise_lo(e, k - elsewhere)) continue;
    islands.push_back(p.other(e, i));
    if (observed())
      parts += std::string(parts.empty() ? "" : "; ") + "the others take at most " + std::to_string(elsewhere) +
               ", so at least " + bridges_text(b.lo[e]) + " to " + name(p.other(e, i));
  }
  if (islands.size() == 1) return false;
  std::string why;
  if (observed()) why = labelled(i) + (known(i) ? "" : " needs a bridge") + ": " + parts;
  report(HashiTechnique::LowerBound, std::move(islands), std::move(why));
  return true;
}

}  // namespace gridlogic::hashi_detail
