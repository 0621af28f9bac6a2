// variant_rules_test.cpp — every factory of variant_rules.h against the rule's own verify: on 4×4 (2×2
// boxes) and 6×6 (2×3 boxes) grids, the set of solutions of the CNF (encode_variant, every model
// enumerated by MiniSat on the value variables) equals the set of grids that find_variant_violation
// accepts (the base rules, then the rule's verify) among all filled grids, as an enumerator written
// here lists them by plain backtracking and shares nothing with the encoder: the 288 of an empty 4×4,
// and on 6×6 those left by a random first row and a few random cells of one solution (at most 1,500
// of the 28,200,960). Per rule kind and size, 20 random instances (seeded; random lines, cages and
// clue lines, values drawn from a random enumerated grid so that some grids pass; rules of the whole
// grid, such as anti-knight, on 10 frames, half of them built around a grid that keeps the rule),
// under each encoding choice the rule can take: sums layered | pb, pb BDD | adder, the four killer
// encodings, and the minimal base of document 003 (no "at most one value per cell", no "every value
// in each house"). A 5×5 frame with rows as regions adds a few instances of each, and the only
// positive anti-queen cases (no 4×4 or 6×6 grid keeps that rule). Then random unions of two or three
// rules, contradictions that must give no solution (not a crash), and document 003's clause counts
// on an empty 9×9 (tables 4.1 and 4.3).
#include <gtest/gtest.h>

#include <algorithm>
#include <functional>
#include <set>
#include <string>
#include <tuple>
#include <vector>

#include "gridlogic/random.h"
#include "gridlogic/sat_solver.h"
#include "gridlogic/variant_rules.h"
#include "variant_enumerate.h"

namespace gridlogic {
namespace {

// The two sides (variant_enumerate.h): A, the enumerated fills the rule's verify accepts (accepted()
// below); B, every model of the CNF (sat_fills).
using variant_enumerate::boxed_grid;
using variant_enumerate::enumerate_fills;
using variant_enumerate::Fill;
using variant_enumerate::fill_text;
using variant_enumerate::FillSet;
using variant_enumerate::sat_fills;
using variant_enumerate::SatFills;

// --- The frames ----------------------------------------------------------------------------------------

// A grid, its givens, and every fill of them.
struct Frame {
  VariantGrid grid;
  Fill givens;
  std::vector<Fill> fills;
};

constexpr size_t kMaxFills6 = 1500;

// The empty 4×4 (288 fills).
const Frame& frame4() {
  static const Frame f = [] {
    Frame out{boxed_grid(4, 2, 2), Fill(16, 0), {}};
    out.fills = enumerate_fills(out.grid, out.givens);
    return out;
  }();
  return f;
}

// Every fill of the 6×6 grid with first row 1 2 3 4 5 6 (39,168).
const std::vector<Fill>& first_row_fills() {
  static const std::vector<Fill> fills = [] {
    Fill givens(36, 0);
    for (int c = 0; c < 6; ++c) givens[c] = static_cast<uint8_t>(c + 1);
    return enumerate_fills(boxed_grid(6, 2, 3), givens);
  }();
  return fills;
}

// A 6×6 frame around the fill w, given every fill of w's first row: that row, then random cells of w
// until at most kMaxFills6 fills remain (at least one cell).
Frame frame_around(std::vector<Fill> fills, const Fill& w, SplitMix64& rng) {
  Frame f{boxed_grid(6, 2, 3), Fill(36, 0), {}};
  std::copy(w.begin(), w.begin() + 6, f.givens.begin());
  std::vector<int> rest;
  for (int cell = 6; cell < 36; ++cell) rest.push_back(cell);
  rng.shuffle(rest);
  for (size_t i = 0; i < rest.size() && (i == 0 || fills.size() > kMaxFills6); ++i) {
    const int cell = rest[i];
    f.givens[cell] = w[cell];
    std::erase_if(fills, [&](const Fill& x) { return x[cell] != w[cell]; });
  }
  f.fills = enumerate_fills(f.grid, f.givens);  // the same set, enumerated with the givens
  return f;
}

// 20 6×6 frames around random fills of random first rows.
const std::vector<Frame>& frames6() {
  static const std::vector<Frame> frames = [] {
    std::vector<Frame> out;
    SplitMix64 rng(6006);
    for (int k = 0; k < 20; ++k) {
      Fill givens(36, 0);
      std::vector<uint8_t> first{1, 2, 3, 4, 5, 6};
      rng.shuffle(first);
      std::copy(first.begin(), first.end(), givens.begin());
      const std::vector<Fill> fills = enumerate_fills(boxed_grid(6, 2, 3), givens);
      const Fill w = fills[rng.below(fills.size())];
      out.push_back(frame_around(fills, w, rng));
    }
    return out;
  }();
  return frames;
}

// 5×5 with each row a region (f-puzzles' default for a prime side) and the first row given: 1,344
// fills. No 4×4 or 6×6 grid keeps the anti-queen rule; this one has some.
const Frame& frame5() {
  static const Frame f = [] {
    Frame out{boxed_grid(5, 1, 5), Fill(25, 0), {}};
    for (int c = 0; c < 5; ++c) out.givens[c] = static_cast<uint8_t>(c + 1);
    out.fills = enumerate_fills(out.grid, out.givens);
    return out;
  }();
  return f;
}

const Frame& frame(int n, int instance) {
  if (n == 4) return frame4();
  if (n == 5) return frame5();
  return frames6()[static_cast<size_t>(instance) % frames6().size()];
}

// --- Both sides of the comparison ----------------------------------------------------------------------

VariantPuzzle puzzle_of(const Frame& f, std::vector<VariantRulePtr> rules) {
  VariantPuzzle p;
  p.grid = f.grid;
  p.givens = f.givens;
  p.rules = std::move(rules);
  return p;
}

// A: the enumerated fills that find_variant_violation accepts.
FillSet accepted(const VariantPuzzle& p, const std::vector<Fill>& fills) {
  FillSet out;
  for (const Fill& x : fills)
    if (!find_variant_violation(p, x)) out.insert(x);
  return out;
}

struct Config {
  std::string name;
  VariantEncodingOptions o;
};

Config config(std::string name, SumEncoding sums, PbMethod pb, KillerEncoding killer = KillerEncoding::Sum,
              bool minimal = false) {
  VariantEncodingOptions o;
  o.sums = sums;
  o.pb = pb;
  o.killer = killer;
  o.cell_at_most_one = o.house_at_least_one = !minimal;
  return {std::move(name), o};
}

// Which encoding choices a rule is checked under.
enum class Choices { Plain, Sums, Killer, Sandwich };

std::vector<Config> configs(Choices c) {
  using S = SumEncoding;
  using P = PbMethod;
  using K = KillerEncoding;
  std::vector<Config> out{config("default (sums layered)", S::Layered, P::Bdd),
                          config("minimal base", S::Layered, P::Bdd, K::Sum, true)};
  if (c == Choices::Plain) return out;
  out.push_back(config("sums layered, plain (no distinct parts)", S::Layered, P::Bdd));
  out.back().o.distinct_sums = false;
  out.push_back(config("minimal base, plain sums", S::Layered, P::Bdd, K::Sum, true));
  out.back().o.distinct_sums = false;
  out.push_back(config("sums pb, pb bdd", S::Pb, P::Bdd));
  out.push_back(config("sums pb, pb adder", S::Pb, P::Adder));
  out.push_back(config("minimal base, sums pb, pb adder", S::Pb, P::Adder, K::Sum, true));
  if (c == Choices::Sums) return out;
  if (c == Choices::Sandwich) {
    using W = SandwichEncoding;
    for (auto [name, w, pb, minimal] :
         {std::tuple{"sandwich pb (003), pb bdd", W::Pb, P::Bdd, false},
          std::tuple{"sandwich pb (003), pb adder", W::Pb, P::Adder, false},
          std::tuple{"sandwich pb+lengths (003), pb adder", W::PbLengths, P::Adder, false},
          std::tuple{"sandwich combinations (003), pb bdd", W::Combinations, P::Bdd, false},
          std::tuple{"minimal base, sandwich pb (003), pb adder", W::Pb, P::Adder, true},
          std::tuple{"minimal base, sandwich combinations (003)", W::Combinations, P::Bdd, true}}) {
      out.push_back(config(name, S::Layered, pb, K::Sum, minimal));
      out.back().o.sandwich = w;
    }
    return out;
  }
  out.push_back(config("killer pb, pb bdd", S::Layered, P::Bdd, K::Pb));
  out.push_back(config("killer pb, pb adder", S::Layered, P::Adder, K::Pb));
  out.push_back(config("killer pb+combinations, pb bdd", S::Layered, P::Bdd, K::PbCombinations));
  out.push_back(config("killer pb+combinations, pb adder", S::Layered, P::Adder, K::PbCombinations));
  out.push_back(config("killer combinations", S::Layered, P::Bdd, K::Combinations));
  out.push_back(config("minimal base, killer combinations", S::Layered, P::Bdd, K::Combinations, true));
  return out;
}

std::string rules_text(const VariantPuzzle& p) {
  std::string out;
  for (const VariantRulePtr& r : p.rules) out += (out.empty() ? "" : "; ") + r->describe(p.grid);
  return out;
}

// Expects the CNF's solutions under every config to be exactly `a`; the message names the rules, the
// givens, the encoding and a grid on which the two sides differ.
void expect_exact(const VariantPuzzle& p, const FillSet& a, size_t all, const std::vector<Config>& cs) {
  const int n = p.grid.n;
  for (const Config& c : cs) {
    const SatFills b = sat_fills(p, c.o, static_cast<int>(all) + 1);
    const std::string where =
        "rules: " + rules_text(p) + "\ngivens: " + fill_text(n, p.givens) + "\nencoding: " + c.name;
    EXPECT_TRUE(b.exhausted) << where;
    EXPECT_EQ(b.error, "") << where;
    if (b.fills == a) continue;
    std::string diff;
    int shown = 0;
    for (const Fill& x : a)
      if (!b.fills.count(x) && shown++ < 2) diff += "\n  verify accepts, the CNF excludes: " + fill_text(n, x);
    shown = 0;
    for (const Fill& x : b.fills)
      if (!a.count(x) && shown++ < 2) {
        const auto why = find_variant_violation(p, x);
        diff += "\n  the CNF admits, verify rejects: " + fill_text(n, x) + " (" +
                (why ? *why : "not an enumerated fill") + ")";
      }
    ADD_FAILURE() << where << "\n|A| = " << a.size() << " (verify), |B| = " << b.fills.size() << " (CNF)" << diff;
  }
}

// --- Random shapes -------------------------------------------------------------------------------------

int pick(SplitMix64& rng, int lo, int hi) {
  return lo + static_cast<int>(rng.below(static_cast<uint64_t>(hi - lo + 1)));
}

template <class T>
const T& pick_of(SplitMix64& rng, const std::vector<T>& v) {
  return v[rng.below(v.size())];
}

bool contains(const std::vector<int>& v, int x) { return std::find(v.begin(), v.end(), x) != v.end(); }

std::vector<int> neighbours(int n, int cell, bool diagonal) {
  std::vector<int> out;
  const int r = cell / n, c = cell % n;
  for (int dr = -1; dr <= 1; ++dr)
    for (int dc = -1; dc <= 1; ++dc) {
      if ((dr == 0 && dc == 0) || (!diagonal && dr != 0 && dc != 0)) continue;
      const int r2 = r + dr, c2 = c + dc;
      if (r2 >= 0 && r2 < n && c2 >= 0 && c2 < n) out.push_back(r2 * n + c2);
    }
  return out;
}

// A chain of up to `len` orthogonally or diagonally adjacent cells, none in `avoid`, from `start` (or a
// random cell); each step keeps step_ok(previous cell, next cell) when given.
std::vector<int> walk(int n, SplitMix64& rng, int len, const std::vector<int>& avoid = {}, int start = -1,
                      const std::function<bool(int, int)>& step_ok = nullptr) {
  std::vector<int> line;
  if (start < 0) {
    do start = pick(rng, 0, n * n - 1);
    while (contains(avoid, start));
  }
  line.push_back(start);
  while (static_cast<int>(line.size()) < len) {
    std::vector<int> next;
    for (int x : neighbours(n, line.back(), true))
      if (!contains(line, x) && !contains(avoid, x) && (!step_ok || step_ok(line.back(), x))) next.push_back(x);
    if (next.empty()) break;
    line.push_back(pick_of(rng, next));
  }
  return line;
}

// An orthogonally connected group of `size` cells.
std::vector<int> cage(int n, SplitMix64& rng, int size) {
  std::vector<int> cells{pick(rng, 0, n * n - 1)};
  while (static_cast<int>(cells.size()) < size) {
    std::vector<int> next;
    for (int c : cells)
      for (int x : neighbours(n, c, false))
        if (!contains(cells, x) && !contains(next, x)) next.push_back(x);
    cells.push_back(pick_of(rng, next));
  }
  return cells;
}

std::pair<int, int> orthogonal_pair(int n, SplitMix64& rng) {
  const int a = pick(rng, 0, n * n - 1);
  return {a, pick_of(rng, neighbours(n, a, false))};
}

std::vector<std::pair<int, int>> all_orthogonal_pairs(int n) {
  std::vector<std::pair<int, int>> out;
  for (int a = 0; a < n * n; ++a)
    for (int b : neighbours(n, a, false))
      if (a < b) out.emplace_back(a, b);
  return out;
}

// A full row or column, read from either end.
std::vector<int> clue_line(int n, SplitMix64& rng) {
  const int k = pick(rng, 0, n - 1);
  const bool column = rng.below(2) == 1;
  std::vector<int> line;
  for (int i = 0; i < n; ++i) line.push_back(column ? i * n + k : k * n + i);
  if (rng.below(2)) std::reverse(line.begin(), line.end());
  return line;
}

// A little-killer diagonal: from a cell on the edge to the opposite edge, at least two cells.
std::vector<int> diagonal_line(int n, SplitMix64& rng) {
  for (;;) {
    const int dr = rng.below(2) ? 1 : -1, dc = rng.below(2) ? 1 : -1;
    const int r0 = pick(rng, 0, n - 1), c0 = pick(rng, 0, n - 1);
    // Back up to the edge, then walk forward.
    int r = r0, c = c0;
    while (r - dr >= 0 && r - dr < n && c - dc >= 0 && c - dc < n) r -= dr, c -= dc;
    std::vector<int> line;
    for (; r >= 0 && r < n && c >= 0 && c < n; r += dr, c += dc) line.push_back(r * n + c);
    if (line.size() >= 2) return line;
  }
}

int sum_over(const std::vector<int>& cells, const Fill& w) {
  int s = 0;
  for (int c : cells) s += w[c];
  return s;
}

bool distinct_in(const std::vector<int>& cells, const Fill& w) {
  std::set<int> seen;
  for (int c : cells) seen.insert(w[c]);
  return seen.size() == cells.size();
}

// The outside clues' values in a grid, computed here from their definitions.
int sandwich_of(int n, const std::vector<int>& line, const Fill& w) {
  std::vector<int> crusts;
  for (size_t i = 0; i < line.size(); ++i)
    if (w[line[i]] == 1 || w[line[i]] == n) crusts.push_back(static_cast<int>(i));
  int s = 0;
  for (int i = crusts[0] + 1; i < crusts[1]; ++i) s += w[line[i]];
  return s;
}

int x_sum_of(const std::vector<int>& line, const Fill& w) {
  int s = 0;
  for (int i = 0; i < w[line[0]]; ++i) s += w[line[i]];
  return s;
}

int skyscraper_of(const std::vector<int>& line, const Fill& w) {
  int seen = 0, top = 0;
  for (int c : line)
    if (w[c] > top) ++seen, top = w[c];
  return seen;
}

// --- The rule kinds ------------------------------------------------------------------------------------

// Makes a random instance for a frame, given a random enumerated grid w (a witness that the rule's
// values are drawn from); nullptr asks for another try.
using Maker = std::function<VariantRulePtr(const Frame& f, SplitMix64& rng, const Fill& w, int instance)>;

struct Kind {
  std::string name;
  Choices choices;
  bool fixed;  // no random shape: the rule depends on the grid (and the instance number) only
  Maker make;
};

VariantRulePtr negative_of(const Frame& f, SplitMix64& rng, const Fill& w, const std::string& kind,
                           std::vector<int> values, const std::function<bool(int, int)>& related) {
  // Mark the witness's pairs that keep the relation (so it passes), and a few more.
  const int n = f.grid.n;
  std::vector<std::pair<int, int>> marked;
  for (auto [a, b] : all_orthogonal_pairs(n)) {
    if (rng.below(2)) std::swap(a, b);  // the order of a marked pair must not matter
    if (related(w[a], w[b]) || rng.below(8) == 0) marked.emplace_back(a, b);
  }
  return make_negative(n, kind, std::move(values), marked);
}

const std::vector<Kind>& kinds() {
  static const std::vector<Kind> all = [] {
    std::vector<Kind> k;
    const auto plain = Choices::Plain, sums = Choices::Sums;
    k.push_back({"AntiKnight", plain, true,
                 [](const Frame& f, SplitMix64&, const Fill&, int) { return make_anti_knight(f.grid.n); }});
    k.push_back({"AntiKing", plain, true,
                 [](const Frame& f, SplitMix64&, const Fill&, int) { return make_anti_king(f.grid.n); }});
    k.push_back({"AntiQueen", plain, true,
                 [](const Frame& f, SplitMix64&, const Fill&, int) { return make_anti_queen(f.grid.n); }});
    k.push_back({"Diagonal", plain, true,
                 [](const Frame& f, SplitMix64&, const Fill&, int i) { return make_diagonal(f.grid.n, i % 2 == 0); }});
    k.push_back({"DisjointGroups", plain, true,
                 [](const Frame& f, SplitMix64&, const Fill&, int) { return make_disjoint_groups(f.grid); }});
    k.push_back({"Nonconsecutive", plain, false, [](const Frame& f, SplitMix64& rng, const Fill& w, int) {
                   // Exempt most of the witness's consecutive pairs, and a few others.
                   std::vector<std::pair<int, int>> exempt;
                   for (auto [a, b] : all_orthogonal_pairs(f.grid.n)) {
                     if (rng.below(2)) std::swap(a, b);
                     if ((std::abs(w[a] - w[b]) == 1 && rng.below(5) != 0) || rng.below(10) == 0)
                       exempt.emplace_back(a, b);
                   }
                   return make_nonconsecutive(f.grid.n, exempt);
                 }});
    k.push_back({"DifferenceDot", plain, false, [](const Frame& f, SplitMix64& rng, const Fill& w, int) {
                   const auto [a, b] = orthogonal_pair(f.grid.n, rng);
                   return make_difference_dot(a, b, std::abs(w[a] - w[b]));
                 }});
    k.push_back({"RatioDot", plain, false, [](const Frame& f, SplitMix64& rng, const Fill& w, int) -> VariantRulePtr {
                   const auto [a, b] = orthogonal_pair(f.grid.n, rng);
                   const int hi = std::max(w[a], w[b]), lo = std::min(w[a], w[b]);
                   if (hi % lo != 0) return nullptr;
                   return make_ratio_dot(a, b, hi / lo);
                 }});
    k.push_back({"Xv", plain, false, [](const Frame& f, SplitMix64& rng, const Fill& w, int) {
                   const auto [a, b] = orthogonal_pair(f.grid.n, rng);
                   return make_xv(a, b, w[a] + w[b]);
                 }});
    k.push_back({"NegativeDifference", plain, false, [](const Frame& f, SplitMix64& rng, const Fill& w, int) {
                   std::vector<int> values{1};
                   if (f.grid.n == 6 && rng.below(2)) values.push_back(3);
                   return negative_of(f, rng, w, "difference", values,
                                      [values](int x, int y) { return contains(values, std::abs(x - y)); });
                 }});
    k.push_back({"NegativeRatio", plain, false, [](const Frame& f, SplitMix64& rng, const Fill& w, int) {
                   std::vector<int> values{2};
                   if (f.grid.n == 6 && rng.below(2)) values.push_back(3);
                   return negative_of(f, rng, w, "ratio", values, [values](int x, int y) {
                     for (int r : values)
                       if (x == r * y || y == r * x) return true;
                     return false;
                   });
                 }});
    k.push_back({"NegativeXv", plain, false, [](const Frame& f, SplitMix64& rng, const Fill& w, int) {
                   std::vector<int> values{5};
                   if (f.grid.n == 6 && rng.below(2)) values.push_back(10);
                   return negative_of(f, rng, w, "xv", values,
                                      [values](int x, int y) { return contains(values, x + y); });
                 }});
    k.push_back(
        {"Thermometer", plain, false, [](const Frame& f, SplitMix64& rng, const Fill& w, int) -> VariantRulePtr {
           const int n = f.grid.n;
           auto line = walk(n, rng, pick(rng, 2, n), {}, -1, [&](int a, int b) { return w[a] < w[b]; });
           if (line.size() < 2) return nullptr;
           return make_thermometer(line);
         }});
    k.push_back(
        {"SlowThermometer", plain, false, [](const Frame& f, SplitMix64& rng, const Fill& w, int) -> VariantRulePtr {
           const int n = f.grid.n;
           auto line = walk(n, rng, pick(rng, 2, n), {}, -1, [&](int a, int b) { return w[a] <= w[b]; });
           if (line.size() < 2) return nullptr;
           return make_slow_thermometer(line);
         }});
    k.push_back({"Whispers", plain, false, [](const Frame& f, SplitMix64& rng, const Fill& w, int) -> VariantRulePtr {
                   const int n = f.grid.n, d = n == 4 ? 2 : pick(rng, 2, 3);
                   auto line =
                       walk(n, rng, pick(rng, 2, n), {}, -1, [&](int a, int b) { return std::abs(w[a] - w[b]) >= d; });
                   if (line.size() < 2) return nullptr;
                   return make_whispers(line, d);
                 }});
    k.push_back({"Palindrome", plain, false, [](const Frame& f, SplitMix64& rng, const Fill&, int) -> VariantRulePtr {
                   auto line = walk(f.grid.n, rng, pick(rng, 3, f.grid.n));
                   if (line.size() < 3) return nullptr;
                   return make_palindrome(line);
                 }});
    k.push_back({"Clone", plain, false, [](const Frame& f, SplitMix64& rng, const Fill&, int) -> VariantRulePtr {
                   const int n = f.grid.n;
                   const auto cells = cage(n, rng, pick(rng, 1, 3));
                   // A shift that keeps the copy inside the grid and off the original.
                   int r0 = n, r1 = 0, c0 = n, c1 = 0;
                   for (int c : cells)
                     r0 = std::min(r0, c / n), r1 = std::max(r1, c / n), c0 = std::min(c0, c % n),
                     c1 = std::max(c1, c % n);
                   const int dr = pick(rng, -r0, n - 1 - r1), dc = pick(rng, -c0, n - 1 - c1);
                   std::vector<int> copies;
                   for (int c : cells) {
                     const int copy = c + dr * n + dc;
                     if (contains(cells, copy)) return nullptr;
                     copies.push_back(copy);
                   }
                   return make_clone(cells, copies);
                 }});
    k.push_back({"Renban", plain, false, [](const Frame& f, SplitMix64& rng, const Fill&, int) -> VariantRulePtr {
                   auto line = walk(f.grid.n, rng, pick(rng, 2, f.grid.n));
                   if (line.size() < 2) return nullptr;
                   return make_renban(line);
                 }});
    k.push_back({"Extremum", plain, false, [](const Frame& f, SplitMix64& rng, const Fill&, int) {
                   const int n = f.grid.n, cell = pick(rng, 0, n * n - 1);
                   std::vector<int> same_kind;
                   if (rng.below(2)) same_kind.push_back(pick_of(rng, neighbours(n, cell, false)));
                   if (rng.below(3) == 0) same_kind.push_back(pick(rng, 0, n * n - 1));
                   return make_extremum(n, cell, rng.below(2) == 1, same_kind);
                 }});
    k.push_back({"Parity", plain, false, [](const Frame& f, SplitMix64& rng, const Fill&, int) {
                   return make_parity(pick(rng, 0, f.grid.n * f.grid.n - 1), rng.below(2) == 1);
                 }});
    k.push_back({"ExtraRegion", plain, false, [](const Frame& f, SplitMix64& rng, const Fill&, int) {
                   return make_extra_region(cage(f.grid.n, rng, pick(rng, 2, f.grid.n)));
                 }});
    k.push_back({"BetweenLine", plain, false, [](const Frame& f, SplitMix64& rng, const Fill&, int) -> VariantRulePtr {
                   auto line = walk(f.grid.n, rng, pick(rng, 3, f.grid.n));
                   if (line.size() < 3) return nullptr;
                   return make_between_line(line);
                 }});
    k.push_back({"KillerCage", Choices::Killer, false,
                 [](const Frame& f, SplitMix64& rng, const Fill& w, int i) -> VariantRulePtr {
                   const auto cells = cage(f.grid.n, rng, pick(rng, 2, std::min(f.grid.n, 5)));
                   if (!distinct_in(cells, w)) return nullptr;
                   if (i % 7 == 6) return make_killer_cage(cells, std::nullopt);
                   return make_killer_cage(cells, sum_over(cells, w));
                 }});
    k.push_back({"LittleKiller", sums, false, [](const Frame& f, SplitMix64& rng, const Fill& w, int) {
                   const auto line = diagonal_line(f.grid.n, rng);
                   return make_little_killer(line, sum_over(line, w));
                 }});
    k.push_back({"Arrow", sums, false, [](const Frame& f, SplitMix64& rng, const Fill& w, int i) -> VariantRulePtr {
                   const int n = f.grid.n;
                   std::vector<int> circle;
                   std::vector<std::vector<int>> shafts;
                   if (n == 6 && i % 4 == 3) {
                     // A pill read as 10 + x: its first cell holds 1, the shaft 3 to 5 cells.
                     std::vector<int> ones;
                     for (int c = 0; c < n * n; ++c)
                       if (w[c] == 1) ones.push_back(c);
                     circle.push_back(pick_of(rng, ones));
                     circle.push_back(pick_of(rng, neighbours(n, circle[0], false)));
                     std::vector<int> starts;
                     for (int c : circle)
                       for (int x : neighbours(n, c, true))
                         if (!contains(circle, x)) starts.push_back(x);
                     shafts.push_back(walk(n, rng, pick(rng, 3, 5), circle, pick_of(rng, starts)));
                   } else {
                     circle.push_back(pick(rng, 0, n * n - 1));
                     std::vector<int> used = circle;
                     for (int s = pick(rng, 1, 2); s-- > 0;) {
                       std::vector<int> starts;
                       for (int x : neighbours(n, circle[0], true))
                         if (!contains(used, x)) starts.push_back(x);
                       if (starts.empty()) break;
                       shafts.push_back(walk(n, rng, pick(rng, 1, 3), used, pick_of(rng, starts)));
                       used.insert(used.end(), shafts.back().begin(), shafts.back().end());
                     }
                   }
                   return make_arrow(circle, shafts);
                 }});
    k.push_back({"RegionSumLine", sums, false, [](const Frame& f, SplitMix64& rng, const Fill&, int) -> VariantRulePtr {
                   auto line = walk(f.grid.n, rng, pick(rng, 2, f.grid.n));
                   bool crosses = false;
                   for (size_t i = 1; i < line.size(); ++i)
                     crosses = crosses || f.grid.region[line[i]] != f.grid.region[line[0]];
                   if (!crosses) return nullptr;
                   return make_region_sum_line(line);
                 }});
    k.push_back({"ZipperLine", sums, false, [](const Frame& f, SplitMix64& rng, const Fill&, int) -> VariantRulePtr {
                   auto line = walk(f.grid.n, rng, pick(rng, 3, f.grid.n));
                   if (line.size() < 3) return nullptr;
                   return make_zipper_line(line);
                 }});
    k.push_back({"Quadruple", sums, false, [](const Frame& f, SplitMix64& rng, const Fill& w, int i) -> VariantRulePtr {
                   const int n = f.grid.n, r = pick(rng, 0, n - 2), c = pick(rng, 0, n - 2);
                   const std::vector<int> cells{r * n + c, r * n + c + 1, (r + 1) * n + c, (r + 1) * n + c + 1};
                   std::vector<int> values;
                   for (int x : cells) values.push_back(w[x]);
                   if (i % 3 == 0) {  // a repeated value, as a block across two boxes can hold
                     std::sort(values.begin(), values.end());
                     const auto twin = std::adjacent_find(values.begin(), values.end());
                     if (twin == values.end()) return nullptr;
                     values = {*twin, *twin};
                   } else {
                     rng.shuffle(values);
                     values.resize(pick(rng, 1, 4));
                     std::sort(values.begin(), values.end());
                   }
                   return make_quadruple(cells, values);
                 }});
    k.push_back({"Sandwich", Choices::Sandwich, false, [](const Frame& f, SplitMix64& rng, const Fill& w, int) {
                   const auto line = clue_line(f.grid.n, rng);
                   return make_sandwich(line, sandwich_of(f.grid.n, line, w));
                 }});
    k.push_back({"XSum", sums, false, [](const Frame& f, SplitMix64& rng, const Fill& w, int) {
                   const auto line = clue_line(f.grid.n, rng);
                   return make_x_sum(line, x_sum_of(line, w));
                 }});
    k.push_back({"Skyscraper", sums, false, [](const Frame& f, SplitMix64& rng, const Fill& w, int) {
                   const auto line = clue_line(f.grid.n, rng);
                   return make_skyscraper(line, skyscraper_of(line, w));
                 }});
    return k;
  }();
  return all;
}

constexpr int kInstances = 20;

// A random instance of a kind on frame f: one the witness keeps (but for every fifth instance, which
// may have no solution at all), preferably one that rules out some fills.
VariantRulePtr random_instance(const Kind& kind, const Frame& f, SplitMix64& rng, int instance,
                               const Fill** witness = nullptr) {
  VariantRulePtr rule;
  for (int attempt = 0; attempt < 1000; ++attempt) {
    const Fill& w = f.fills[rng.below(f.fills.size())];
    VariantRulePtr candidate = kind.make(f, rng, w, instance);
    if (!candidate) continue;
    if (candidate->verify(f.grid, w) && (witness || (!kind.fixed && instance % 5 != 4))) continue;
    rule = candidate;
    if (witness) *witness = &w;
    if (kind.fixed || accepted(puzzle_of(f, {rule}), f.fills).size() < f.fills.size()) break;
  }
  return rule;
}

// --- Tests ---------------------------------------------------------------------------------------------

TEST(VariantRulesEnumerator, CountsEveryFill) {
  EXPECT_EQ(frame4().fills.size(), 288u);
  EXPECT_EQ(default_variant_regions(4), frame4().grid.region);
  const VariantGrid g6 = boxed_grid(6, 2, 3);
  EXPECT_EQ(default_variant_regions(6), g6.region);
  // 28,200,960 6×6 grids, a 720th of them for each first row.
  Fill first_row(36, 0);
  for (int c = 0; c < 6; ++c) first_row[c] = static_cast<uint8_t>(6 - c);
  EXPECT_EQ(enumerate_fills(g6, first_row).size(), 28200960u / 720u);
  EXPECT_EQ(first_row_fills().size(), 39168u);
  EXPECT_EQ(default_variant_regions(5), frame5().grid.region);
  EXPECT_EQ(frame5().fills.size(), 1344u);  // 56 reduced Latin squares of order 5, times 4!
  for (const Frame& f : frames6()) {
    EXPECT_GE(f.fills.size(), 20u) << fill_text(6, f.givens);
    EXPECT_LE(f.fills.size(), kMaxFills6) << fill_text(6, f.givens);
    for (const Fill& x : f.fills) ASSERT_FALSE(find_variant_violation(puzzle_of(f, {}), x));
  }
  // With no rule, the CNF's solutions are the fills (both bases).
  for (const Frame* f : {&frame4(), &frames6()[0]}) {
    const VariantPuzzle p = puzzle_of(*f, {});
    expect_exact(p, accepted(p, f->fills), f->fills.size(), configs(Choices::Plain));
  }
}

class VariantRulesExact : public ::testing::TestWithParam<std::tuple<int, int>> {};

TEST_P(VariantRulesExact, CnfSolutionsAreTheGridsVerifyAccepts) {
  const Kind& kind = kinds()[std::get<0>(GetParam())];
  const int n = std::get<1>(GetParam());
  SplitMix64 rng(mix64(static_cast<uint64_t>(std::get<0>(GetParam())) * 16 + n));
  const int instances = kind.fixed ? (n == 6 ? 10 : 2) : n == 5 ? kInstances / 4 : kInstances;
  const std::vector<Config> cs = configs(kind.choices);
  int proper = 0;  // instances that keep some fills and not all
  for (int i = 0; i < instances; ++i) {
    const Frame* frame_i = &frame(n, i);
    Frame around;
    if (kind.fixed && n == 6 && i % 2 == 1) {
      // Random givens seldom keep a rule of the whole grid: every other frame is built around a fill
      // that keeps it (when some fill of a first row does; the rules are symmetric in the values).
      const VariantRulePtr rule = kind.make(*frame_i, rng, frame_i->fills[0], i);
      std::vector<Fill> keep;
      for (const Fill& x : first_row_fills())
        if (!rule->verify(frame_i->grid, x)) keep.push_back(x);
      if (!keep.empty()) frame_i = &(around = frame_around(first_row_fills(), pick_of(rng, keep), rng));
    }
    const Frame& f = *frame_i;
    const VariantRulePtr rule = random_instance(kind, f, rng, i);
    ASSERT_TRUE(rule) << kind.name << ": no instance found";
    const VariantPuzzle p = puzzle_of(f, {rule});
    const FillSet a = accepted(p, f.fills);
    proper += !a.empty() && a.size() < f.fills.size();
    expect_exact(p, a, f.fills.size(), cs);
  }
  if (!kind.fixed)
    EXPECT_GE(proper, instances / 2) << kind.name << ": too few instances rule out some grids but not all";
}

std::string kind_test_name(const ::testing::TestParamInfo<std::tuple<int, int>>& info) {
  const int n = std::get<1>(info.param);
  return kinds()[std::get<0>(info.param)].name + "_" + std::to_string(n) + "x" + std::to_string(n);
}

INSTANTIATE_TEST_SUITE_P(VariantRules, VariantRulesExact,
                         ::testing::Combine(::testing::Range(0, static_cast<int>(kinds().size())),
                                            ::testing::Values(4, 5, 6)),
                         kind_test_name);

TEST(VariantRulesUnion, TwoOrThreeRulesAtOnce) {
  SplitMix64 rng(2023);
  for (int n : {4, 6})
    for (int i = 0; i < 15; ++i) {
      const Frame& f = frame(n, i);
      // The first rule's witness keeps every rule after it too, so the union has a solution.
      const int count = pick(rng, 2, 3);
      std::vector<VariantRulePtr> rules;
      Choices choices = Choices::Plain;
      const Fill* w = nullptr;
      while (static_cast<int>(rules.size()) < count) {
        const Kind& kind = pick_of(rng, kinds());
        VariantRulePtr rule;
        if (!w) {
          if (kind.fixed) continue;
          rule = random_instance(kind, f, rng, i, &w);
        } else {
          for (int attempt = 0; attempt < 1000 && !rule; ++attempt) {
            VariantRulePtr candidate = kind.make(f, rng, *w, i);
            if (candidate && !candidate->verify(f.grid, *w)) rule = candidate;
            if (kind.fixed) break;
          }
        }
        if (!rule) continue;  // a whole-grid rule the witness breaks: take another kind
        choices = std::max(choices, kind.choices);
        rules.push_back(rule);
      }
      const VariantPuzzle p = puzzle_of(f, rules);
      const FillSet a = accepted(p, f.fills);
      EXPECT_FALSE(a.empty()) << rules_text(p);
      expect_exact(p, a, f.fills.size(), configs(choices));
    }
}

TEST(VariantRulesUnion, ContradictionsHaveNoSolution) {
  const Frame& f4 = frame4();
  const Frame& f6 = frames6()[0];
  const std::vector<std::pair<const Frame*, std::vector<VariantRulePtr>>> cases = {
      {&f4, {make_parity(0, true), make_parity(0, false)}},
      {&f4, {make_thermometer({0, 1, 2, 3, 7})}},  // five strictly increasing values of 1..4
      {&f4, {make_killer_cage({0, 1}, 2)}},        // two distinct values summing to 2
      {&f4, {make_killer_cage({0, 1, 4}, 20)}},
      {&f4, {make_killer_cage({0, 1}, 7), make_killer_cage({4, 5}, 7), make_xv(0, 4, 10)}},  // 3+4 beside 3+4
      {&f4, {make_diagonal(4, true), make_diagonal(4, false), make_anti_king(4), make_anti_knight(4)}},
      {&f4, {make_clone({0}, {5}), make_difference_dot(0, 5, 1)}},
      {&f4, {make_sandwich({0, 1, 2, 3}, 6)}},
      {&f4, {make_x_sum({0, 1, 2, 3}, 2)}},
      {&f4, {make_skyscraper({0, 1, 2, 3}, 5)}},
      {&f4, {make_skyscraper({0, 1, 2, 3}, 0)}},
      {&f4, {make_quadruple({0, 1, 4, 5}, {1, 1})}},  // one box: no value twice
      {&f6, {make_arrow({6}, {{7, 8, 9, 10, 11}})}},  // five distinct values of a row sum past 6
      {&f6, {make_little_killer({0, 7, 14, 21, 28, 35}, 40)}},
      {&f6, {make_whispers({6, 7}, 6)}},
  };
  for (const auto& [f, rules] : cases) {
    const VariantPuzzle p = puzzle_of(*f, rules);
    EXPECT_TRUE(accepted(p, f->fills).empty()) << rules_text(p);
    for (const Config& c : configs(Choices::Killer)) {
      VariantSolveOptions o;
      o.encoding = c.o;
      const VariantSolveResult r = solve_variant(p, o);
      EXPECT_EQ(r.count, 0) << rules_text(p) << " (" << c.name << ")";
      EXPECT_TRUE(r.exhausted) << rules_text(p) << " (" << c.name << ")";
      EXPECT_EQ(r.error, "") << rules_text(p) << " (" << c.name << ")";
    }
  }
}

// Document 003, tables 4.1 and 4.3, on an empty 9×9 with the minimal encoding: S-i is one clause per
// cell (81); S-ii (rows), S-iii (columns) and S-iv+v (boxes) are each 9 houses × 9 values × C(9,2) = 36
// pairs = 2,916 clauses (the API builds the three in one pass, so their sum is what is measured);
// AK-i adds 9 clauses per pair of cells a knight's move apart: 4 directions × 8 × 7 = 224 pairs, 2,016.
TEST(VariantRulesCounts, Document003Tables41And43) {
  VariantPuzzle p;
  p.grid.n = 9;
  p.grid.region = *default_variant_regions(9);
  p.givens.assign(81, 0);
  VariantEncodingOptions minimal;
  minimal.cell_at_most_one = false;
  minimal.house_at_least_one = false;
  Cnf base;
  encode_variant(p, minimal, base);
  EXPECT_EQ(base.num_clauses(), 81 + 3 * 2916);
  EXPECT_EQ(base.num_clauses(), 8829);
  EXPECT_EQ(base.num_vars(), 729);

  p.rules.push_back(make_anti_knight(9));
  Cnf knight;
  encode_variant(p, minimal, knight);
  EXPECT_EQ(knight.num_clauses() - base.num_clauses(), 2016);
  EXPECT_EQ(knight.num_vars(), 729);

  // The default adds "at most one value per cell" (81 × 36) and "every value in each house" (27 × 9).
  Cnf full;
  encode_variant(p, VariantEncodingOptions{}, full);
  EXPECT_EQ(full.num_clauses(), 8829 + 2016 + 81 * 36 + 27 * 9);
}

}  // namespace
}  // namespace gridlogic
