// variant_rules_doc003_narrow.cpp — explained steps (VariantRule::narrow) for document 003's own rules
// whose reasoning is more than a pair relation: sandwich sums "1 to X", hidden thermometers, secret
// direction and Fawlty Towers (variant_doc003_internal.h; the rules themselves are in
// variant_rules_doc003.cpp and variant_rules_doc003_hidden.cpp).
//
// Every step is a relaxation of the rule: it keeps every value that some grid keeping the rule could use
// (so a step never contradicts a solution), and may keep more. Each function says what it relaxes.
#include <algorithm>
#include <array>
#include <bit>

#include "gridlogic/variant_human.h"
#include "variant_doc003_internal.h"

namespace gridlogic {
namespace {

uint32_t bit(int v) { return 1u << (v - 1); }

std::string list_text(const std::vector<int>& values) {
  std::string out;
  for (size_t i = 0; i < values.size(); ++i)
    out += (i ? i + 1 == values.size() ? " or " : ", " : "") + std::to_string(values[i]);
  return out;
}

// --- Sandwich sums "1 to X" -------------------------------------------------------------------------------

// Per cell of a clue's line, the values it takes when X is the hidden value: for each pair of places of the
// crusts (1 and X, either way round), the cells between take distinct values other than 1 and X summing
// to the clue (exact, distinct_sum_support), the cells outside anything but 1 and X (relaxed: their
// distinctness among themselves is not checked). All zero when no placement fits.
std::vector<uint32_t> sandwich_line_support(const std::vector<int>& line, std::span<const uint32_t> cand, int n, int X,
                                            int sum) {
  const int len = static_cast<int>(line.size());
  const uint32_t middle = ((n >= 32 ? ~0u : (1u << n) - 1)) & ~bit(1) & ~bit(X);
  std::vector<uint32_t> out(line.size(), 0);
  for (int i = 0; i < len; ++i)
    for (int j = i + 1; j < len; ++j)
      for (const auto& [a, b] : {std::pair{1, X}, std::pair{X, 1}}) {
        if (!(cand[line[i]] & bit(a)) || !(cand[line[j]] & bit(b))) continue;
        bool outside_ok = true;
        for (int k = 0; k < len; ++k)
          if ((k < i || k > j) && !(cand[line[k]] & middle)) outside_ok = false;
        if (!outside_ok) continue;
        const std::vector<int> inside(line.begin() + i + 1, line.begin() + j);
        std::vector<uint32_t> in_support;
        if (inside.empty()) {
          if (sum != 0) continue;
        } else {
          in_support = distinct_sum_support(inside, cand, middle, sum);
          if (in_support[0] == 0) continue;
        }
        out[i] |= bit(a), out[j] |= bit(b);
        for (int k = 0; k < len; ++k)
          if (k < i || k > j) out[k] |= cand[line[k]] & middle;
          else if (k > i && k < j) out[k] |= in_support[k - i - 1];
      }
  return out;
}

// --- Hidden thermometers ----------------------------------------------------------------------------------

// Per depth of a placement, the values an increasing (never decreasing, when partial) run along it can
// take from the candidates; empty when none.
std::vector<uint32_t> chain_support(const std::vector<int>& cells, std::span<const uint32_t> cand, bool partial) {
  const size_t len = cells.size();
  std::vector<uint32_t> up(len), down(len);
  // Values strictly above (or at least) the smallest value allowed before.
  auto above = [&](uint32_t prev) {
    if (!prev) return 0u;
    const int lowest = std::countr_zero(prev) + 1;
    return ~0u << (partial ? lowest - 1 : lowest);
  };
  auto below = [&](uint32_t next) {
    if (!next) return 0u;
    const int highest = 32 - std::countl_zero(next);
    const int keep = partial ? highest : highest - 1;  // values 1..keep
    return keep >= 32 ? ~0u : (1u << keep) - 1;
  };
  for (size_t d = 0; d < len; ++d) up[d] = cand[cells[d]] & (d ? above(up[d - 1]) : ~0u);
  for (size_t d = len; d-- > 0;) down[d] = up[d] & (d + 1 < len ? below(down[d + 1]) : ~0u);
  if (std::any_of(down.begin(), down.end(), [](uint32_t m) { return m == 0; })) return {};
  return down;
}

std::string placement_text(const VariantGrid& g, const std::vector<int>& cells) {
  return g.name(cells.front()) + "–" + g.name(cells.back());
}

// --- Fawlty Towers ---------------------------------------------------------------------------------------

enum TowerKind { kNormal, kNotIncreasing, kWrongSum };
constexpr const char* kTowerKindNames[] = {"normal", "not increasing", "with a wrong sum"};

// Per kind, the values each cell of the tower takes in some filling of that kind: a walk over (values used,
// last value, whether it has decreased yet) from the base up — distinct values (one column), exact. Empty
// per kind when it cannot be that kind; nullopt when the walk would be too large.
std::optional<std::array<std::vector<uint32_t>, 3>> tower_support(const FawltyTower& t,
                                                                  std::span<const uint32_t> cand) {
  const size_t h = t.cells.size();
  // A state: the set of values used (low 32 bits), the last value (bits 32–39), "has fallen" (bit 40).
  auto key = [](uint32_t set, int last, bool fell) {
    return static_cast<uint64_t>(set) | (uint64_t(last) << 32) | (uint64_t(fell) << 40);
  };
  // The state after cell i of the tower takes the value whose bit is `b`.
  auto next = [&](uint64_t s, size_t i, uint32_t b) {
    const int last = static_cast<int>((s >> 32) & 0xff), v = std::countr_zero(b) + 1;
    return key(static_cast<uint32_t>(s) | b, v, ((s >> 40) & 1) || (i > 0 && v <= last));
  };
  std::vector<std::vector<uint64_t>> layer(h + 1);
  layer[0] = {key(0, 0, false)};
  size_t states = 0;
  for (size_t i = 0; i < h; ++i) {
    for (uint64_t s : layer[i])
      for (uint32_t m = cand[t.cells[i]] & ~static_cast<uint32_t>(s); m; m &= m - 1)
        layer[i + 1].push_back(next(s, i, m & -m));
    std::sort(layer[i + 1].begin(), layer[i + 1].end());
    layer[i + 1].erase(std::unique(layer[i + 1].begin(), layer[i + 1].end()), layer[i + 1].end());
    if ((states += layer[i + 1].size()) > 400000) return std::nullopt;
  }
  auto total = [](uint32_t set) {
    int s = 0;
    for (; set; set &= set - 1) s += std::countr_zero(set) + 1;
    return s;
  };
  std::array<std::vector<uint32_t>, 3> out;
  for (int kind = 0; kind < 3; ++kind) {
    std::vector<uint64_t> alive;
    for (uint64_t s : layer[h]) {
      const bool hits = total(static_cast<uint32_t>(s)) == t.sum, fell = (s >> 40) & 1;
      if ((kind == kNormal && hits && !fell) || (kind == kNotIncreasing && hits && fell) ||
          (kind == kWrongSum && !hits && !fell))
        alive.push_back(s);
    }
    std::vector<uint32_t> support(h, 0);
    for (size_t i = h; i-- > 0;) {
      std::vector<uint64_t> before;
      for (uint64_t s : layer[i])
        for (uint32_t m = cand[t.cells[i]] & ~static_cast<uint32_t>(s); m; m &= m - 1) {
          if (!std::binary_search(alive.begin(), alive.end(), next(s, i, m & -m))) continue;
          support[i] |= m & -m;
          if (before.empty() || before.back() != s) before.push_back(s);
        }
      alive = std::move(before);
    }
    if (!alive.empty()) out[kind] = std::move(support);
  }
  return out;
}

}  // namespace

std::optional<TraceStep> narrow_sandwich_x(const VariantGrid& g, std::span<const uint32_t> cand,
                                           const std::vector<SandwichXClue>& clues, const std::string& what) {
  // One X for every clue: under each X, a cell keeps what all its lines allow; then what some X allows.
  std::vector<uint32_t> keep(g.cells(), 0);
  std::vector<int> cells, xs;
  std::vector<bool> on_line(g.cells(), false);
  for (const SandwichXClue& clue : clues)
    for (int c : clue.line)
      if (!on_line[c]) on_line[c] = true, cells.push_back(c);
  for (int X = 2; X <= g.n; ++X) {
    std::vector<uint32_t> here(g.cells(), ~0u);
    bool fits = true;
    for (const SandwichXClue& clue : clues) {
      const auto support = sandwich_line_support(clue.line, cand, g.n, X, clue.sum);
      if (std::all_of(support.begin(), support.end(), [](uint32_t m) { return m == 0; })) {
        fits = false;
        break;
      }
      for (size_t k = 0; k < clue.line.size(); ++k) here[clue.line[k]] &= support[k];
    }
    if (!fits) continue;
    xs.push_back(X);
    for (int c : cells) keep[c] |= here[c];
  }
  if (xs.empty()) return std::nullopt;  // no X fits: a contradiction, which the cells' candidates will show
  std::vector<uint32_t> supported;
  for (int c : cells) supported.push_back(keep[c]);
  return narrowing_step(g, "sandwichx", what, cells, cand, supported,
                        xs.size() == 1 ? "X must be " + std::to_string(xs[0]) : "X can be " + list_text(xs));
}

std::optional<TraceStep> narrow_hidden_thermometers(const VariantGrid& g, std::span<const uint32_t> cand,
                                                    const std::vector<HiddenThermometer>& thermometers) {
  const size_t m = thermometers.size();
  // Per thermometer, the placements along which an increasing run fits the candidates, with its support.
  struct Place {
    std::vector<int> cells;
    std::vector<uint32_t> support;
  };
  std::vector<std::vector<Place>> places(m);
  for (size_t t = 0; t < m; ++t)
    for (auto& cells : hidden_thermometer_placements(g.n, thermometers[t].shape)) {
      auto support = chain_support(cells, cand, thermometers[t].partial);
      if (!support.empty()) places[t].push_back({std::move(cells), std::move(support)});
    }
  // Thermometers do not overlap: the cells every remaining placement of one covers are out for the
  // others' placements; repeat until nothing changes.
  std::vector<std::vector<int>> forced(m);
  for (bool changed = true; changed;) {
    changed = false;
    std::vector<int> owner(g.cells(), -1);
    for (size_t t = 0; t < m; ++t) {
      forced[t].clear();
      if (places[t].empty()) return std::nullopt;  // fits nowhere: a contradiction, not a narrowing
      for (int c : places[t][0].cells)
        if (std::all_of(places[t].begin(), places[t].end(), [&](const Place& p) {
              return std::find(p.cells.begin(), p.cells.end(), c) != p.cells.end();
            })) {
          forced[t].push_back(c);
          owner[c] = static_cast<int>(t);
        }
    }
    for (size_t t = 0; t < m; ++t) {
      const auto before = places[t].size();
      std::erase_if(places[t], [&](const Place& p) {
        return std::any_of(p.cells.begin(), p.cells.end(),
                           [&](int c) { return owner[c] >= 0 && owner[c] != static_cast<int>(t); });
      });
      changed = changed || places[t].size() != before;
    }
  }
  // A cell that thermometer t covers wherever it lies keeps the values some placement gives it there.
  for (size_t t = 0; t < m; ++t) {
    if (forced[t].empty()) continue;
    std::vector<uint32_t> supported(forced[t].size(), 0);
    for (size_t k = 0; k < forced[t].size(); ++k)
      for (const Place& p : places[t]) {
        const auto d = std::find(p.cells.begin(), p.cells.end(), forced[t][k]) - p.cells.begin();
        supported[k] |= p.support[static_cast<size_t>(d)];
      }
    const std::string what = "hidden thermometer " + std::to_string(t + 1) + " (" +
                             std::to_string(thermometers[t].shape.size()) + " cells" +
                             (thermometers[t].partial ? ", slow" : "") + ")";
    const std::string why = places[t].size() == 1 ? "it can only lie at " + placement_text(g, places[t][0].cells)
                                                  : "it can lie in " + std::to_string(places[t].size()) +
                                                        " places, all covering these cells";
    if (auto step = narrowing_step(g, "hiddenthermometer", what, forced[t], cand, supported, why)) return step;
  }
  return std::nullopt;
}

std::optional<TraceStep> narrow_secret_direction(const VariantGrid& g, std::span<const uint32_t> cand, int start,
                                                 const std::string& what) {
  const int n = g.n;
  const Boxes boxes = boxes_of(g);
  if (std::any_of(boxes.centre.begin(), boxes.centre.end(), [](int c) { return c < 0; })) return std::nullopt;
  auto single = [&](int cell, uint32_t keep, const std::string& why) -> std::optional<TraceStep> {
    const std::vector<int> cells{cell};
    const std::vector<uint32_t> supported{keep};
    return narrowing_step(g, "secretdirection", what, cells, cand, supported, why);
  };
  // Exactly one box centre holds n: the treasure.
  std::vector<int> may_hold;
  for (int c : boxes.centre)
    if (cand[c] & bit(n)) may_hold.push_back(c);
  const std::string nine = std::to_string(n);
  for (int c : may_hold)
    if (cand[c] == bit(n))
      for (int other : may_hold)
        if (other != c)
          if (auto step = single(other, cand[other] & ~bit(n),
                                 "the treasure is " + g.name(c) + ", the one box centre holding " + nine))
            return step;
  if (may_hold.size() == 1)
    if (auto step =
            single(may_hold[0], bit(n), "no other box centre can hold " + nine + ", and one must: the treasure"))
      return step;
  // Follow the path while its next cell is known, and narrow the cell where it is not.
  std::vector<bool> visited(g.cells(), false);
  std::string path = g.name(start);
  for (int at = start;;) {
    visited[at] = true;
    const int k = g.region[at], centre = boxes.centre[k];
    const bool may_stop = at == centre && (cand[at] & bit(n));
    // A path cell other than the centre needs a direction: its box's centre cannot hold n (SD-ix).
    if (at != centre && (cand[centre] & bit(n)))
      if (auto step = single(centre, cand[centre] & ~bit(n),
                             "the path " + path + " passes " + g.name(at) + ", whose box needs its " + nine +
                                 " away from the centre to give a direction"))
        return step;
    // The moves: a value z of `at` and a place q of the box's n (q = at when z = n), never the centre;
    // the step lands inside the grid and not back on the path (that would loop for ever).
    uint32_t values = may_stop ? bit(n) : 0;
    std::vector<int> nines, destinations;
    for (int q : boxes.cells[k]) {
      if (q == centre || !(cand[q] & bit(n))) continue;
      const auto dir = box_direction(g, centre, q);
      for (uint32_t m = cand[at]; m; m &= m - 1) {
        const int z = std::countr_zero(m) + 1;
        if ((z == n) != (q == at)) continue;
        const int r = g.row(at) + z * dir.first, c = g.col(at) + z * dir.second;
        if (r < 0 || r >= n || c < 0 || c >= n || visited[r * n + c]) continue;
        values |= bit(z);
        if (std::find(nines.begin(), nines.end(), q) == nines.end()) nines.push_back(q);
        if (std::find(destinations.begin(), destinations.end(), r * n + c) == destinations.end())
          destinations.push_back(r * n + c);
      }
    }
    const std::string where = "the path " + path + " goes on from " + g.name(at);
    if (auto step = single(at, values, where + " inside the grid and without coming back on itself")) return step;
    std::vector<int> box_cells;
    std::vector<uint32_t> keep;
    for (int q : boxes.cells[k])
      if (cand[q] & bit(n)) {
        const bool kept = std::find(nines.begin(), nines.end(), q) != nines.end() || (q == centre && may_stop);
        box_cells.push_back(q), keep.push_back(kept ? cand[q] : cand[q] & ~bit(n));
      }
    if (auto step = narrowing_step(g, "secretdirection", what, box_cells, cand, keep,
                                   where + ": the " + nine + " of its box must point a way it can go"))
      return step;
    if (may_stop || destinations.size() != 1) return std::nullopt;
    at = destinations[0];
    path += " → " + g.name(at);
  }
}

std::optional<TraceStep> narrow_fawlty_towers(const VariantGrid& g, std::span<const uint32_t> cand,
                                              const std::vector<FawltyTower>& towers, int nonincreasing, int wrong_sums,
                                              const std::string& what) {
  const size_t m = towers.size();
  std::vector<std::array<std::vector<uint32_t>, 3>> support(m);
  for (size_t t = 0; t < m; ++t) {
    auto s = tower_support(towers[t], cand);
    if (!s) return std::nullopt;  // too tall to walk; no step
    support[t] = std::move(*s);
  }
  // Which kinds each tower can be, given the counts: (not increasing, wrong sums) reachable over the
  // towers before it, and what the towers after it can still add.
  auto can = [&](size_t t, int kind) { return !support[t][kind].empty(); };
  using Counts = std::pair<int, int>;
  auto add = [](Counts c, int kind) {
    return Counts{c.first + (kind == kNotIncreasing), c.second + (kind == kWrongSum)};
  };
  std::vector<std::vector<Counts>> prefix(m + 1), suffix(m + 1);
  prefix[0] = {{0, 0}}, suffix[m] = {{0, 0}};
  for (size_t t = 0; t < m; ++t) {
    for (Counts c : prefix[t])
      for (int kind = 0; kind < 3; ++kind)
        if (can(t, kind)) prefix[t + 1].push_back(add(c, kind));
    std::sort(prefix[t + 1].begin(), prefix[t + 1].end());
    prefix[t + 1].erase(std::unique(prefix[t + 1].begin(), prefix[t + 1].end()), prefix[t + 1].end());
  }
  for (size_t t = m; t-- > 0;) {
    for (Counts c : suffix[t + 1])
      for (int kind = 0; kind < 3; ++kind)
        if (can(t, kind)) suffix[t].push_back(add(c, kind));
    std::sort(suffix[t].begin(), suffix[t].end());
    suffix[t].erase(std::unique(suffix[t].begin(), suffix[t].end()), suffix[t].end());
  }
  for (size_t t = 0; t < m; ++t) {
    std::vector<int> kinds;
    std::vector<uint32_t> supported(towers[t].cells.size(), 0);
    for (int kind = 0; kind < 3; ++kind) {
      if (!can(t, kind)) continue;
      bool fits = false;
      for (Counts before : prefix[t]) {
        const Counts with = add(before, kind);
        fits = fits || std::binary_search(suffix[t + 1].begin(), suffix[t + 1].end(),
                                          Counts{nonincreasing - with.first, wrong_sums - with.second});
      }
      if (!fits) continue;
      kinds.push_back(kind);
      for (size_t i = 0; i < supported.size(); ++i) supported[i] |= support[t][kind][i];
    }
    if (kinds.empty()) return std::nullopt;  // a contradiction, not a narrowing
    std::string why = kinds.size() == 1 ? "it must be " : "it can be ";
    for (size_t i = 0; i < kinds.size(); ++i)
      why += (i ? i + 1 == kinds.size() ? " or " : ", " : "") + std::string(kTowerKindNames[kinds[i]]);
    why += " (" + std::to_string(nonincreasing) + " towers do not increase, " + std::to_string(wrong_sums) +
           " miss their sum)";
    if (auto step = narrowing_step(g, "fawltytowers", what + ", " + fawlty_tower_name(g, towers[t]), towers[t].cells,
                                   cand, supported, why))
      return step;
  }
  return std::nullopt;
}

}  // namespace gridlogic
