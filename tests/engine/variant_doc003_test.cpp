// variant_doc003_test.cpp — document 003's own rules (arrowheads, sandwich "1 to X", hidden thermometers,
// secret direction, Fawlty Towers; variant_rules_doc003*.cpp):
//  - per rule, on 4×4, 5×5 (rows as regions) and 6×6 frames — and 9×9 frames with most cells given for
//    secret direction, which needs 3×3 boxes — the set of the CNF's solutions equals the set of filled
//    grids that the rule's own verify accepts (both enumerated; variant_enumerate.h), under the default
//    encoding, document 003's minimal base and, for the rules with sums, PB sums (BDD and adder);
//    random instances, most built around a grid that keeps them, so both sides are usually non-empty;
//  - per rule, a 9×9 puzzle built here: a random solved grid, a rule instance that grid keeps, then
//    givens from the grid while a second solution exists; the solver returns that grid, uniquely, and
//    again after the puzzle goes through its f-puzzles JSON field;
//  - the rules' explained steps (VariantRule::narrow, with singles and subsets around them): on every
//    random instance above, no step removes a value that a grid verify accepts uses, nor places one
//    that such a grid lacks; on each 9×9 puzzle the explained solve ends in its grid, the rule's own
//    steps take part, and without them the last resort is needed at least as often;
//  - the fields' parse errors name the place.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>
#include <functional>

#include "gridlogic/json.h"
#include "gridlogic/random.h"
#include "gridlogic/variant_fpuzzles.h"
#include "gridlogic/variant_human.h"
#include "gridlogic/variant_rules.h"
#include "variant_doc003_puzzles.h"
#include "variant_enumerate.h"

namespace gridlogic {
namespace {

using namespace variant_enumerate;
using namespace variant_doc003_puzzles;

// --- Frames ------------------------------------------------------------------------------------------------

struct Frame {
  std::string name;
  VariantGrid grid;
  Fill givens;
  std::vector<Fill> fills;
};

// A random solved grid of side n with box_rows × box_cols boxes, by backtracking in random value order.
Fill random_solution(const VariantGrid& g, SplitMix64& rng) {
  Fill v(g.cells(), 0);
  std::vector<std::vector<uint8_t>> orders(g.cells());
  for (auto& o : orders) {
    for (int x = 1; x <= g.n; ++x) o.push_back(static_cast<uint8_t>(x));
    rng.shuffle(o);
  }
  auto ok = [&](int cell, int x) {
    for (int other = 0; other < g.cells(); ++other)
      if (other != cell && v[other] == x &&
          (g.row(other) == g.row(cell) || g.col(other) == g.col(cell) || g.region[other] == g.region[cell]))
        return false;
    return true;
  };
  auto rec = [&](auto&& self, int cell) -> bool {
    if (cell == g.cells()) return true;
    for (uint8_t x : orders[cell]) {
      if (!ok(cell, x)) continue;
      v[cell] = x;
      if (self(self, cell + 1)) return true;
    }
    v[cell] = 0;
    return false;
  };
  rec(rec, 0);
  return v;
}

// The frame of `g` around a random solution: cells of it given (in random order) until at most
// max_fills fills remain, at least min_givens of them.
Frame frame_around(std::string name, const VariantGrid& g, SplitMix64& rng, int min_givens, size_t max_fills) {
  const Fill w = random_solution(g, rng);
  std::vector<int> order(g.cells());
  for (int i = 0; i < g.cells(); ++i) order[i] = i;
  rng.shuffle(order);
  Frame f{std::move(name), g, Fill(g.cells(), 0), {}};
  for (int i = 0; i < min_givens; ++i) f.givens[order[i]] = w[order[i]];
  for (int i = min_givens;; ++i) {
    f.fills = enumerate_fills(g, f.givens);
    if (f.fills.size() <= max_fills) break;
    f.givens[order[i]] = w[order[i]];
  }
  return f;
}

// The 9×9 frame around a random solution with cells taken away (in random order) while at most
// max_fills fills remain.
Frame frame9_around(SplitMix64& rng, size_t max_fills) {
  const VariantGrid g = boxed_grid(9, 3, 3);
  const Fill w = random_solution(g, rng);
  std::vector<int> order(81);
  for (int i = 0; i < 81; ++i) order[i] = i;
  rng.shuffle(order);
  Frame f{"9×9", g, w, {w}};
  for (int cell : order) {
    Fill fewer = f.givens;
    fewer[cell] = 0;
    auto fills = enumerate_fills(g, fewer);
    if (fills.size() > max_fills) break;
    f.givens = std::move(fewer), f.fills = std::move(fills);
  }
  return f;
}

const std::vector<Frame>& frames(int n) {
  static const std::vector<Frame> f4 = [] {
    const VariantGrid g = boxed_grid(4, 2, 2);
    return std::vector<Frame>{{"4×4", g, Fill(16, 0), enumerate_fills(g, Fill(16, 0))}};
  }();
  static const std::vector<Frame> f5 = [] {
    const VariantGrid g = boxed_grid(5, 1, 5);  // each row a region
    Fill givens(25, 0);
    for (int c = 0; c < 5; ++c) givens[c] = static_cast<uint8_t>(c + 1);
    return std::vector<Frame>{{"5×5 rows", g, givens, enumerate_fills(g, givens)}};
  }();
  static const std::vector<Frame> f6 = [] {
    SplitMix64 rng(3006);
    std::vector<Frame> out;
    for (int k = 0; k < 4; ++k) out.push_back(frame_around("6×6", boxed_grid(6, 2, 3), rng, 12, 1200));
    return out;
  }();
  static const std::vector<Frame> f9 = [] {
    SplitMix64 rng(3009);
    std::vector<Frame> out;
    for (int k = 0; k < 4; ++k) out.push_back(frame9_around(rng, 400));
    return out;
  }();
  return n == 4 ? f4 : n == 5 ? f5 : n == 6 ? f6 : f9;
}

// --- Both sides --------------------------------------------------------------------------------------------

struct Config {
  std::string name;
  VariantEncodingOptions o;
  // The CNF may admit grids verify rejects (document 003's Fawlty Towers): its solutions must include
  // every accepted grid, and solve_variant must return only those.
  bool superset = false;
  // On 9×9 frames only every stride9-th instance (0: none): the document's secret direction builds
  // 780,000 clauses per 9×9 instance, about 0.1 s.
  int stride9 = 1;
};

std::vector<Config> configs(bool sums) {
  std::vector<Config> out(2);
  out[0].name = "default";
  out[1].name = "minimal base";
  out[1].o.cell_at_most_one = out[1].o.house_at_least_one = false;
  if (sums) {
    out.push_back({"sums pb, bdd", {}});
    out.back().o.sums = SumEncoding::Pb;
    out.push_back({"minimal base, sums pb, adder", {}});
    out.back().o.sums = SumEncoding::Pb, out.back().o.pb = PbMethod::Adder;
    out.back().o.cell_at_most_one = out.back().o.house_at_least_one = false;
  }
  return out;
}

// Document 003's own encoding of a rule (set by `use`), alone and on its minimal base; `superset` for an
// encoding that admits more than verify.
std::vector<Config> with_document(std::vector<Config> out, void (*use)(VariantEncodingOptions&),
                                  bool superset = false) {
  out.push_back({"document", {}, superset});
  use(out.back().o);
  out.push_back({"document, minimal base, pb adder", {}, superset});
  use(out.back().o);
  out.back().o.pb = PbMethod::Adder;
  out.back().o.cell_at_most_one = out.back().o.house_at_least_one = false;
  return out;
}

// How many instances had no accepted grid, some, or every grid: the test is only worth something
// when many are in between.
struct Tally {
  int none = 0, some = 0, all = 0;
  int own_steps = 0;  // explained steps by the rule's own narrow
  int wider = 0;      // instances where a superset encoding admitted a grid verify rejects
};

// The explained steps (the rule's own narrow among singles and subsets, no last resort) against every grid
// that the rule's verify accepts: a removed candidate is in none of them, a placed value in all of them.
// Returns how many steps were the rule's own.
int expect_steps_sound(const VariantPuzzle& p, const FillSet& accepted, const std::string& where) {
  const VariantExplainResult r = explain_variant(p, 200);
  int own = 0;
  for (const TraceStep& s : r.steps) {
    own += s.technique == std::string(p.rules[0]->kind());
    for (const CellValue& cv : s.removed)
      for (const Fill& x : accepted)
        if (x[cv.cell] == cv.value) {
          ADD_FAILURE() << where << "\nstep removes a value an accepted grid uses: " << s.explanation << "\n  grid "
                        << fill_text(p.grid.n, x);
          return own;
        }
    for (const CellValue& cv : s.placed)
      for (const Fill& x : accepted)
        if (x[cv.cell] != cv.value) {
          ADD_FAILURE() << where << "\nstep places a value an accepted grid does not have: " << s.explanation
                        << "\n  grid " << fill_text(p.grid.n, x);
          return own;
        }
  }
  return own;
}

void expect_exact(const Frame& f, const VariantRulePtr& rule, const std::vector<Config>& cs, Tally& tally,
                  int instance = 0) {
  VariantPuzzle p;
  p.grid = f.grid;
  p.givens = f.givens;
  p.rules = {rule};
  FillSet a;
  for (const Fill& x : f.fills)
    if (!find_variant_violation(p, x)) a.insert(x);
  (a.empty() ? tally.none : a.size() == f.fills.size() ? tally.all : tally.some)++;
  const int n = f.grid.n;
  tally.own_steps +=
      expect_steps_sound(p, a, f.name + " frame " + fill_text(n, f.givens) + "\nrule: " + rule->describe(f.grid));
  for (const Config& c : cs) {
    if (n == 9 && (c.stride9 == 0 || instance % c.stride9 != 0)) continue;
    const SatFills b = sat_fills(p, c.o, static_cast<int>(f.fills.size()) + 1);
    const std::string where =
        f.name + " frame " + fill_text(n, f.givens) + "\nrule: " + rule->describe(f.grid) + "\nencoding: " + c.name;
    EXPECT_TRUE(b.exhausted) << where;
    EXPECT_EQ(b.error, "") << where;
    if (c.superset) {
      // Every accepted grid is a model; the solve returns exactly the accepted ones and blocks the rest.
      for (const Fill& x : a)
        if (!b.fills.count(x)) {
          ADD_FAILURE() << where << "\n  verify accepts, the CNF excludes: " << fill_text(n, x);
          break;
        }
      tally.wider += b.fills.size() > a.size();
      VariantSolveOptions so;
      so.encoding = c.o;
      so.limit = static_cast<int>(f.fills.size()) + 1;
      const VariantSolveResult r = solve_variant(p, so);
      EXPECT_EQ(r.error, "") << where;
      EXPECT_TRUE(r.exhausted) << where;
      EXPECT_EQ(r.count, static_cast<int>(a.size())) << where;
      EXPECT_EQ(r.rejected, static_cast<int>(b.fills.size() - a.size())) << where;
      if (r.count > 0) EXPECT_TRUE(a.count(r.first)) << where;
      continue;
    }
    if (b.fills == a) continue;
    std::string diff;
    for (const Fill& x : a)
      if (!b.fills.count(x)) {
        diff += "\n  verify accepts, the CNF excludes: " + fill_text(n, x);
        break;
      }
    for (const Fill& x : b.fills)
      if (!a.count(x)) {
        const auto why = find_variant_violation(p, x);
        diff += "\n  the CNF admits, verify rejects: " + fill_text(n, x) + " (" +
                (why ? *why : "not an enumerated fill") + ")";
        break;
      }
    ADD_FAILURE() << where << "\n|verify| = " << a.size() << ", |CNF| = " << b.fills.size() << diff;
  }
}

// --- Random instances ----------------------------------------------------------------------------------------

const Fill& some_fill(const Frame& f, SplitMix64& rng) { return f.fills[rng.below(f.fills.size())]; }

// The sandwich between the 1 and X of a line (−1 when one is missing), as the rule reads it.
int sandwich(const std::vector<int>& line, const Fill& w, int X) {
  int first = -1, second = -1;
  for (int i = 0; i < static_cast<int>(line.size()); ++i)
    if (w[line[i]] == 1 || w[line[i]] == X) (first < 0 ? first : second) = i;
  if (second < 0) return -1;
  int s = 0;
  for (int i = first + 1; i < second; ++i) s += w[line[i]];
  return s;
}

// Row or column k (0..2n−1), read from a random side.
std::vector<int> clue_line(int n, int k, bool reverse) {
  std::vector<int> line;
  for (int i = 0; i < n; ++i) line.push_back(k < n ? k * n + i : i * n + (k - n));
  if (reverse) std::reverse(line.begin(), line.end());
  return line;
}

VariantRulePtr random_arrowheads(const Frame& f, SplitMix64& rng, std::vector<VariantRulePtr>& extra) {
  const int n = f.grid.n;
  const Fill& w = some_fill(f, rng);
  const int count = pick(rng, 1, 3);
  for (int k = 0; k < count; ++k) {
    const int a = pick(rng, 0, n * n - 1);
    const auto near = king_neighbours(n, a);
    int b = near[rng.below(near.size())];
    const bool partial = chance(rng, 40);
    int x = a;
    if (chance(rng, 75) ? w[x] > w[b] : chance(rng, 50)) std::swap(x, b);
    extra.push_back(make_arrowhead(x, b, partial));
  }
  VariantRulePtr first = extra.front();
  extra.erase(extra.begin());
  return first;
}

VariantRulePtr random_sandwich_x(const Frame& f, SplitMix64& rng) {
  const int n = f.grid.n;
  const Fill& w = some_fill(f, rng);
  const int X = pick(rng, 2, n);
  std::vector<SandwichXClue> clues;
  const int count = pick(rng, 1, 3);
  for (int k = 0; k < count; ++k) {
    auto line = clue_line(n, pick(rng, 0, 2 * n - 1), chance(rng, 50));
    const int s = sandwich(line, w, X);
    clues.push_back({line, chance(rng, 80) ? s : pick(rng, 0, n * (n - 1) / 2)});
  }
  return make_sandwich_x(clues);
}

VariantRulePtr random_hidden_thermometers(const Frame& f, SplitMix64& rng) {
  const int n = f.grid.n;
  const Fill& w = some_fill(f, rng);
  const bool follow = chance(rng, 80);
  std::vector<bool> used(n * n, false);
  std::vector<HiddenThermometer> thermos;
  const int count = pick(rng, 1, n <= 4 ? 3 : 4);
  for (int k = 0; k < count * 10 && static_cast<int>(thermos.size()) < count; ++k) {
    const bool partial = chance(rng, 25);
    const auto line = walk(n, rng, pick(rng, 3, n), follow ? &w : nullptr, partial, follow ? &used : nullptr);
    if (line.size() < 2) continue;
    for (int c : line) used[c] = true;
    thermos.push_back(shape_of(n, line, partial));
  }
  if (thermos.empty()) thermos.push_back(shape_of(n, {0, 1}, false));
  return make_hidden_thermometers(thermos);
}

VariantRulePtr random_secret_direction(const Frame& f, SplitMix64& rng) {
  const int n = f.grid.n;
  const Fill& w = some_fill(f, rng);
  // Starts whose path in w reaches the treasure, and starts whose path loops (what the encoding must
  // not take for a path: other fills of the frame may close or open the loop).
  std::vector<int> good, loops;
  for (int s = 0; s < n * n; ++s) {
    const auto why = make_secret_direction(s)->verify(f.grid, w);
    if (!why) good.push_back(s);
    else if (why->find("loops") != std::string::npos) loops.push_back(s);
  }
  if (!loops.empty() && chance(rng, 30)) return make_secret_direction(loops[rng.below(loops.size())]);
  if (!good.empty() && chance(rng, 85)) return make_secret_direction(good[rng.below(good.size())]);
  return make_secret_direction(pick(rng, 0, n * n - 1));
}

VariantRulePtr random_fawlty_towers(const Frame& f, SplitMix64& rng) {
  const int n = f.grid.n;
  const Fill& w = some_fill(f, rng);
  std::vector<FawltyTower> towers;
  int nonincreasing = 0, wrong = 0;
  for (int c = 0; c < n; ++c) {
    if (!chance(rng, 60)) continue;
    FawltyTower t;
    const int h = pick(rng, 1, std::min(n, 4));
    bool inc = true;
    int s = 0;
    for (int k = 0; k < h; ++k) {
      t.cells.push_back((n - 1 - k) * n + c);
      s += w[t.cells.back()];
      if (k && w[t.cells[k]] <= w[t.cells[k - 1]]) inc = false;
    }
    t.sum = s;
    if (inc && chance(rng, 40)) t.sum = s + pick(rng, 1, 3), ++wrong;  // faulty by its sum
    else if (!inc) ++nonincreasing;                                    // faulty by its order
    if (chance(rng, 10)) t.sum = pick(rng, 1, h * n);                  // anything
    towers.push_back(std::move(t));
  }
  if (towers.empty()) towers.push_back({{n * n - 1}, w[n * n - 1]});
  const int count = static_cast<int>(towers.size());
  if (chance(rng, 20)) nonincreasing = pick(rng, 0, count), wrong = pick(rng, 0, count - nonincreasing);
  return make_fawlty_towers(towers, std::min(nonincreasing, count),
                            std::min(wrong, count - std::min(nonincreasing, count)));
}

// --- The property tests ---------------------------------------------------------------------------------------

// Returns the tally (for the superset encodings: how often they admitted more).
Tally run(const std::string& rule_name, const std::vector<int>& sizes, int per_frame, const std::vector<Config>& cs,
          const std::function<VariantRulePtr(const Frame&, SplitMix64&)>& make) {
  SplitMix64 rng(mix64(std::hash<std::string>{}(rule_name) ^ 0x3003));
  Tally tally;
  for (int n : sizes)
    for (const Frame& f : frames(n))
      for (int i = 0; i < per_frame; ++i) expect_exact(f, make(f, rng), cs, tally, i);
  // Most instances should keep some grids and break others.
  ::testing::Test::RecordProperty(
      "instances_none_some_all",
      std::to_string(tally.none) + " " + std::to_string(tally.some) + " " + std::to_string(tally.all));
  EXPECT_GE(tally.some, (tally.none + tally.some + tally.all) / 3)
      << rule_name << ": none " << tally.none << ", some " << tally.some << ", all " << tally.all;
  ::testing::Test::RecordProperty("own_steps", tally.own_steps);
  std::printf("%s: %d explained steps of the rule's own\n", rule_name.c_str(), tally.own_steps);
  return tally;
}

TEST(VariantDoc003Exact, Arrowheads) {
  // Several arrowheads as separate rules: the first is checked on its own, the others join as a union.
  SplitMix64 rng(33);
  Tally tally;
  for (int n : {4, 5, 6})
    for (const Frame& f : frames(n))
      for (int i = 0; i < (n == 6 ? 3 : 8); ++i) {
        std::vector<VariantRulePtr> extra;
        const VariantRulePtr first = random_arrowheads(f, rng, extra);
        expect_exact(f, first, configs(false), tally);
        if (extra.empty()) continue;
        // All of them at once, compared on the frame's fills.
        VariantPuzzle p;
        p.grid = f.grid, p.givens = f.givens, p.rules = extra;
        p.rules.push_back(first);
        FillSet a;
        for (const Fill& x : f.fills)
          if (!find_variant_violation(p, x)) a.insert(x);
        const SatFills b = sat_fills(p, {}, static_cast<int>(f.fills.size()) + 1);
        EXPECT_TRUE(b.exhausted);
        EXPECT_TRUE(b.fills == a) << f.name << ": " << p.rules.size() << " arrowheads, |verify| " << a.size()
                                  << " |CNF| " << b.fills.size();
      }
  EXPECT_GE(tally.some, (tally.none + tally.some + tally.all) / 3)
      << tally.none << " " << tally.some << " " << tally.all;
}

TEST(VariantDoc003Exact, SandwichOneToX) { run("sandwichx", {4, 5, 6}, 10, configs(true), random_sandwich_x); }

// Document 003's every-depth variables (TH-i…TH-vii) give exactly the same grids as our placements.
TEST(VariantDoc003Exact, HiddenThermometers) {
  run("hiddenthermometer", {4, 5, 6}, 10,
      with_document(configs(false), [](VariantEncodingOptions& o) { o.hidden_thermometer_document = true; }),
      random_hidden_thermometers);
}

// Document 003's depth-numbered path (SD-i…SD-xi) gives exactly the same grids as our on-path support;
// on the 9×9 frames (depths 0…64) it is checked on every third instance, and on its default base only.
TEST(VariantDoc003Exact, SecretDirection) {
  std::vector<Config> cs =
      with_document(configs(false), [](VariantEncodingOptions& o) { o.secret_direction_document = true; });
  cs[cs.size() - 2].stride9 = 3, cs.back().stride9 = 0;
  run("secretdirection", {5, 9}, 12, cs, random_secret_direction);
}

// Document 003's FT-iii/FT-iv only imply: its grids include every accepted one, and some instances
// admit more (the flaw docs/variants.md describes; FawltyTowersDocumentAdmitsAWrongGrid shows one).
TEST(VariantDoc003Exact, FawltyTowers) {
  const Tally t = run("fawltytowers", {4, 5, 6}, 10,
                      with_document(
                          configs(true), [](VariantEncodingOptions& o) { o.fawlty_towers_document = true; }, true),
                      random_fawlty_towers);
  RecordProperty("document_admits_more", t.wider);
  EXPECT_GT(t.wider, 0) << "no random instance showed the document's one-way FT-iii/FT-iv";
}

// The flaw by hand: two towers that both increase and hit their sums, and a puzzle that says one does
// not increase. Verify rejects the grid (no tower fails to increase); the document's clauses accept it
// by calling one tower's inc false (then faulty, and every count holds). The solve blocks it.
TEST(VariantDoc003Exact, FawltyTowersDocumentAdmitsAWrongGrid) {
  const VariantGrid g = boxed_grid(4, 2, 2);
  const Fill w = {1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1};
  VariantPuzzle p;
  p.grid = g, p.givens = w;
  // Column 3 from the base: 2, 4 (sum 6); column 4: 1, 3 (sum 4).
  p.rules = {make_fawlty_towers({{{14, 10}, 6}, {{15, 11}, 4}}, 1, 0)};
  const auto why = find_variant_violation(p, w);
  ASSERT_TRUE(why);
  EXPECT_NE(why->find("0 towers do not increase; the puzzle says 1"), std::string::npos) << *why;
  VariantEncodingOptions document;
  document.fawlty_towers_document = true;
  const SatFills admitted = sat_fills(p, document, 2);
  EXPECT_TRUE(admitted.exhausted);
  EXPECT_EQ(admitted.fills, FillSet{w});
  EXPECT_TRUE(sat_fills(p, {}, 2).fills.empty());  // ours: exact
  VariantSolveOptions so;
  so.encoding = document;
  const VariantSolveResult r = solve_variant(p, so);
  EXPECT_EQ(r.count, 0);
  EXPECT_TRUE(r.exhausted);
  EXPECT_EQ(r.rejected, 1);
  EXPECT_EQ(r.error, "");  // expected of this encoding, not an internal error
  EXPECT_TRUE(r.first.empty());
}

// A few messages, on hand-made grids.
TEST(VariantDoc003Verify, MessagesNameTheBrokenConstraint) {
  const VariantGrid g = boxed_grid(4, 2, 2);
  const Fill w = {1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1};
  EXPECT_EQ(make_arrowhead(1, 0, false)->verify(g, w), "arrowhead r1c2 < r1c1: r1c2 (2) is not smaller than r1c1 (1)");
  EXPECT_FALSE(make_arrowhead(0, 1, false)->verify(g, w));
  // Row 1 read from the left: 1 2 3 4. X = 3 gives 2, X = 4 gives 5.
  EXPECT_FALSE(make_sandwich_x({{{0, 1, 2, 3}, 5}})->verify(g, w));
  EXPECT_FALSE(make_sandwich_x({{{0, 1, 2, 3}, 2}})->verify(g, w));
  const auto none = make_sandwich_x({{{0, 1, 2, 3}, 2}, {{0, 1, 2, 3}, 5}})->verify(g, w);
  ASSERT_TRUE(none);
  EXPECT_NE(none->find("no X from 2 to 4 fits every clue"), std::string::npos) << *none;
  // Column 1 from the base: 4 2 3 1 (not increasing, sums to 10); column 2: 3 1 4 2.
  const FawltyTower c1{{12, 8, 4, 0}, 10}, c1_wrong{{12, 8, 4, 0}, 11};
  EXPECT_FALSE(make_fawlty_towers({c1}, 1, 0)->verify(g, w));
  const auto both = make_fawlty_towers({c1_wrong}, 1, 1)->verify(g, w);
  ASSERT_TRUE(both);
  EXPECT_NE(both->find("neither increases nor sums to 11"), std::string::npos) << *both;
  const auto count = make_fawlty_towers({c1}, 0, 0)->verify(g, w);
  ASSERT_TRUE(count);
  EXPECT_NE(count->find("1 towers do not increase: tower r4c1–r1c1 (sum 10); the puzzle says 0"), std::string::npos)
      << *count;
  // A two-cell thermometer going right fits where a row increases; three going right fit only row 1.
  EXPECT_FALSE(make_hidden_thermometers({{{{0, 0}, {0, 1}, {0, 2}, {0, 3}}, false}})->verify(g, w));
  const auto overlap =
      make_hidden_thermometers({{{{0, 0}, {0, 1}, {0, 2}}, false}, {{{0, 0}, {0, 1}, {0, 2}, {0, 3}}, false}})
          ->verify(g, w);
  ASSERT_TRUE(overlap);
  EXPECT_NE(overlap->find("cannot all be placed without overlapping"), std::string::npos) << *overlap;
  const auto nowhere = make_hidden_thermometers({{{{0, 0}, {1, 0}, {2, 0}, {3, 0}}, false}})->verify(g, w);
  ASSERT_TRUE(nowhere);
  EXPECT_NE(nowhere->find("thermometer 1 ([0,0] [1,0] [2,0] [3,0]) fits nowhere"), std::string::npos) << *nowhere;
}

// --- 9×9 puzzles built here -----------------------------------------------------------------------------------

// The f-puzzles JSON of a 9×9 with the givens and one extra field.
std::string fpuzzles_json(const Fill& givens, const std::string& field, const std::string& value) {
  std::string out = "{\"size\":9,\"grid\":[";
  for (int r = 0; r < 9; ++r) {
    out += r ? ",[" : "[";
    for (int c = 0; c < 9; ++c) {
      const int v = givens[r * 9 + c];
      out += std::string(c ? "," : "") + (v ? "{\"value\":" + std::to_string(v) + ",\"given\":true}" : "{}");
    }
    out += "]";
  }
  return out + "],\"" + field + "\":" + value + "}";
}

// Givens from w while a second solution exists; then the solver must return w alone, and so must the
// puzzle read back from its JSON. Returns the number of givens.
int make_unique_and_check(VariantPuzzle& p, const Fill& w, SplitMix64& rng, const std::string& field,
                          const std::string& value) {
  EXPECT_FALSE(find_variant_violation(p, w)) << *find_variant_violation(p, w);
  const std::string error = add_givens_until_unique(p, w, rng);
  if (!error.empty()) {
    ADD_FAILURE() << error;
    return -1;
  }
  const VariantSolveResult r = solve_variant(p);
  EXPECT_EQ(r.count, 1);
  EXPECT_TRUE(r.exhausted);
  EXPECT_TRUE(r.first == w) << fill_text(9, r.first);
  const std::string json = fpuzzles_json(p.givens, field, value);
  auto parsed = parse_variant(json);
  EXPECT_TRUE(parsed) << (parsed ? "" : parsed.error().message);
  if (parsed) {
    const VariantSolveResult again = solve_variant(*parsed);
    EXPECT_EQ(again.count, 1) << json;
    EXPECT_TRUE(again.exhausted);
    EXPECT_TRUE(again.first == w);
    EXPECT_EQ(again.error, "");
  }
  return static_cast<int>(std::count_if(p.givens.begin(), p.givens.end(), [](uint8_t v) { return v != 0; }));
}

// The same rule without its explained steps (VariantRule::narrow's default), for the comparison.
class WithoutNarrow : public VariantRule {
 public:
  explicit WithoutNarrow(VariantRulePtr rule) : rule_(std::move(rule)) {}
  std::string_view kind() const override { return rule_->kind(); }
  std::string describe(const VariantGrid& g) const override { return rule_->describe(g); }
  void encode(VariantEncoder& e) const override { rule_->encode(e); }
  std::optional<std::string> verify(const VariantGrid& g, std::span<const uint8_t> v) const override {
    return rule_->verify(g, v);
  }

 private:
  VariantRulePtr rule_;
};

// The explained solve of a built 9×9 (the last resort where nothing else applies): it ends in the puzzle's
// grid, no step contradicts it, and the rule's own steps take part. Returns how many there were.
int expect_explained(const VariantPuzzle& p, const Fill& w) {
  const VariantExplainResult r = explain_variant(p, 100000, nullptr, true);
  EXPECT_TRUE(r.solved);
  EXPECT_TRUE(r.end.values == w);
  int own = 0, removed = 0;
  for (const TraceStep& s : r.steps) {
    for (const CellValue& cv : s.placed) EXPECT_EQ(w[cv.cell], cv.value) << s.explanation;
    for (const CellValue& cv : s.removed) EXPECT_NE(w[cv.cell], cv.value) << s.explanation;
    if (s.technique != std::string(p.rules[0]->kind())) continue;
    ++own;
    removed += static_cast<int>(s.removed.size());
  }
  EXPECT_GT(own, 0) << "no step of " << p.rules[0]->kind();
  // Without the rule's steps the solve needs the last resort at least as often.
  VariantPuzzle without = p;
  without.rules = {std::make_shared<WithoutNarrow>(p.rules[0])};
  const VariantExplainResult plain = explain_variant(without, 100000, nullptr, true);
  EXPECT_TRUE(plain.solved);
  EXPECT_LE(r.last_resorts, plain.last_resorts);
  ::testing::Test::RecordProperty("own_steps", own);
  ::testing::Test::RecordProperty("last_resorts", r.last_resorts);
  ::testing::Test::RecordProperty("last_resorts_without_own_steps", plain.last_resorts);
  std::printf("%s 9x9: %d steps of its own removing %d candidates; last resorts %d (without its steps %d)\n",
              std::string(p.rules[0]->kind()).c_str(), own, removed, r.last_resorts, plain.last_resorts);
  return own;
}

TEST(VariantDoc003NineByNine, Arrowheads) {
  SplitMix64 rng(901);
  const Fill w = random_grid9(rng);
  VariantPuzzle p = empty9();
  std::string field = "[";
  for (int k = 0; k < 24; ++k) {
    const int a = pick(rng, 0, 80);
    const auto near = king_neighbours(9, a);
    int b = near[rng.below(near.size())], x = a;
    if (w[x] > w[b]) std::swap(x, b);
    const bool partial = k % 4 == 0;
    p.rules.push_back(make_arrowhead(x, b, partial));
    field += std::string(k ? "," : "") + "{\"cells\":[\"" + rc(x) + "\",\"" + rc(b) + "\"],\"order\":\"" +
             (partial ? "partial" : "total") + "\"}";
  }
  const int givens = make_unique_and_check(p, w, rng, "arrowhead", field + "]");
  expect_explained(p, w);
  EXPECT_GT(givens, 0);
  RecordProperty("givens", givens);
}

TEST(VariantDoc003NineByNine, SandwichOneToX) {
  SplitMix64 rng(902);
  const Fill w = random_grid9(rng);
  VariantPuzzle p = empty9();
  const int X = 6;
  std::vector<SandwichXClue> clues;
  std::string field = "[";
  for (int k = 0; k < 18; ++k) {
    if (k % 3 == 2) continue;  // two lines of three
    const auto line = clue_line(9, k, false);
    clues.push_back({line, sandwich(line, w, X)});
    const std::string clue = k < 9 ? "R" + std::to_string(k + 1) + "C0" : "R0C" + std::to_string(k - 8);
    field += std::string(field.size() > 1 ? "," : "") + "{\"cell\":\"" + clue + "\",\"value\":\"" +
             std::to_string(clues.back().sum) + "\"}";
  }
  p.rules.push_back(make_sandwich_x(clues));
  const int givens = make_unique_and_check(p, w, rng, "sandwichx", field + "]");
  expect_explained(p, w);
  EXPECT_GT(givens, 0);
  RecordProperty("givens", givens);
}

TEST(VariantDoc003NineByNine, HiddenThermometers) {
  SplitMix64 rng(903);
  NineByNine b = hidden_thermometers_9x9(rng);
  const int givens = make_unique_and_check(b.puzzle, b.grid, rng, b.field, b.value);
  expect_explained(b.puzzle, b.grid);
  EXPECT_GT(givens, 0);
  RecordProperty("givens", givens);
}

TEST(VariantDoc003NineByNine, SecretDirection) {
  SplitMix64 rng(904);
  std::optional<NineByNine> b = secret_direction_9x9(rng);
  ASSERT_TRUE(b) << "no grid with one treasure and a path of 4 cells in 200 tries";
  const int givens = make_unique_and_check(b->puzzle, b->grid, rng, b->field, b->value);
  expect_explained(b->puzzle, b->grid);
  EXPECT_GT(givens, 0);
  RecordProperty("path_cells", b->path_cells);
  RecordProperty("givens", givens);
}

TEST(VariantDoc003NineByNine, FawltyTowers) {
  SplitMix64 rng(905);
  NineByNine b = fawlty_towers_9x9(rng);
  const int givens = make_unique_and_check(b.puzzle, b.grid, rng, b.field, b.value);
  expect_explained(b.puzzle, b.grid);
  EXPECT_GT(givens, 0);
  RecordProperty("givens", givens);
}

// --- Fields -------------------------------------------------------------------------------------------------

std::string with_field(const std::string& field, const std::string& value, int n = 9) {
  std::string out = "{\"size\":" + std::to_string(n) + ",\"grid\":[";
  for (int r = 0; r < n; ++r) {
    out += r ? ",[" : "[";
    for (int c = 0; c < n; ++c) out += c ? ",{}" : "{}";
    out += "]";
  }
  return out + "],\"" + field + "\":" + value + "}";
}

TEST(VariantDoc003Steps, ExplanationsNameTheRuleAndWhy) {
  // One tower of two cells summing to 3 and nothing faulty: it must be normal, so 1 below 2.
  auto towers = parse_variant(with_field(
      "fawltytowers", R"({"towers":[{"cells":["R4C1","R3C1"],"sum":3}],"nonincreasing":0,"wrongsum":0})", 4));
  ASSERT_TRUE(towers) << towers.error().message;
  auto step = towers->rules[0]->narrow(towers->grid, variant_position(*towers).candidates);
  ASSERT_TRUE(step);
  EXPECT_EQ(step->technique, "fawltytowers");
  EXPECT_EQ(
      step->explanation,
      "Fawlty Towers, tower r4c1–r3c1 (sum 3): r4c1 cannot be 2, 3, 4; r3c1 cannot be 1, 3, 4 (it must be normal (0 "
      "towers do not increase, 0 miss their sum))");
  // A 4×4 row clue of 7: only 3 + 4 fills a gap, which needs the whole row between the crusts, and
  // leaves 2 as the only X.
  auto sandwich = parse_variant(with_field("sandwichx", R"([{"cell":"R1C0","value":"7"}])", 4));
  ASSERT_TRUE(sandwich) << sandwich.error().message;
  step = sandwich->rules[0]->narrow(sandwich->grid, variant_position(*sandwich).candidates);
  ASSERT_TRUE(step);
  EXPECT_EQ(step->technique, "sandwichx");
  EXPECT_EQ(step->explanation,
            "sandwich sums 1 to X: r1c1 cannot be 3, 4; r1c2 cannot be 1, 2; r1c3 cannot be 1, 2; r1c4 cannot be 3, 4 "
            "(X must be 2)");
}

TEST(VariantDoc003Fields, ReadAsTheirRules) {
  struct Case {
    std::string field, value, kind;
    size_t rules;
  };
  const std::vector<Case> cases = {
      {"arrowhead", R"([{"cells":["R1C1","R1C2"]},{"cells":["R2C2","R1C1"],"order":"partial"}])", "arrowhead", 2},
      {"sandwichx", R"([{"cell":"R0C3","value":"12"},{"cell":"R4C10","value":7},{"cell":"R10C1","value":""}])",
       "sandwichx", 1},
      {"hiddenthermometer", R"([{"shape":[[0,0],[0,1],[1,1]]},{"shape":[[0,0],[-1,1]],"order":"partial"}])",
       "hiddenthermometer", 1},
      {"secretdirection", R"({"start":"R1C1"})", "secretdirection", 1},
      {"fawltytowers",
       R"({"towers":[{"cells":["R8C1","R9C1"],"sum":"9"},{"cells":["R9C4"],"sum":5}],"nonincreasing":1,"wrongsum":0})",
       "fawltytowers", 1},
  };
  for (const Case& c : cases) {
    auto p = parse_variant(with_field(c.field, c.value));
    ASSERT_TRUE(p) << c.field << ": " << p.error().message;
    ASSERT_EQ(p->rules.size(), c.rules) << c.field;
    EXPECT_EQ(p->rules[0]->kind(), c.kind);
  }
  // The arrowhead's order and the tower's order from the base come through.
  auto p = parse_variant(with_field("arrowhead", R"([{"cells":["R2C2","R1C1"],"order":"partial"}])"));
  ASSERT_TRUE(p);
  EXPECT_EQ(p->rules[0]->describe(p->grid), "arrowhead r2c2 ≤ r1c1");
  p = parse_variant(with_field(
      "fawltytowers", R"({"towers":[{"cells":["R7C2","R9C2","R8C2"],"sum":6}],"nonincreasing":0,"wrongsum":0})"));
  ASSERT_TRUE(p);
  EXPECT_EQ(p->rules[0]->describe(p->grid), "Fawlty Towers (1 towers, 0 not increasing, 0 with a wrong sum)");
  Fill v(81, 1);
  v[8 * 9 + 1] = 1, v[7 * 9 + 1] = 2, v[6 * 9 + 1] = 3;
  EXPECT_FALSE(p->rules[0]->verify(p->grid, v));
  v[6 * 9 + 1] = 4;
  EXPECT_TRUE(p->rules[0]->verify(p->grid, v));
}

TEST(VariantDoc003Fields, ErrorsNameThePlace) {
  struct Case {
    std::string field, value, message;
    int n = 9;
  };
  const std::vector<Case> cases = {
      {"arrowhead", R"([{"cells":["R1C1","R3C3"]}])",
       "arrowhead 1: an arrowhead stands between two adjacent cells, the smaller first"},
      {"arrowhead", R"([{"cells":["R1C1","R1C2"]},{"cells":["R1C1","R1C10"]}])",
       "arrowhead 2: 'R1C10' is outside the 9×9 grid"},
      {"arrowhead", R"([{"cells":["R1C1","R1C2"],"order":"strict"}])",
       "arrowhead 1: order must be \"total\" or \"partial\""},
      {"sandwichx", R"([{"cell":"R1C1","value":"3"}])",
       "sandwichx 1: the clue must stand beside a row or column, outside the grid"},
      {"sandwichx", R"([{"cell":"R0C1","value":"x"}])", "sandwichx 1: expected a whole number as its value"},
      {"sandwichx", R"([{"value":"3"}])", "sandwichx 1: expected \"cell\""},
      {"hiddenthermometer", R"([{"shape":[[0,1],[0,2]]}])",
       "hiddenthermometer 1: \"shape\" is a list of [row, column] offsets from the bulb, starting [0,0]"},
      {"hiddenthermometer", R"([{"shape":[[0,0],[0,1]]},{"shape":[[0,0],[0,2]]}])",
       "hiddenthermometer 2: [0,2] is not next to the offset before it"},
      {"hiddenthermometer", R"([{"shape":[[0,0],[0,1],[0,0]]}])", "hiddenthermometer 1: the shape passes [0,0] twice"},
      {"hiddenthermometer", R"([{"shape":[[0,0],[1,0],[2,0],[3,0],[4,0]]}])",
       "hiddenthermometer 1: the shape does not fit in the 4×4 grid", 4},
      {"secretdirection", R"({"begin":"R1C1"})",
       "secretdirection: expected {\"start\": \"R1C1\"}, the shaded cell the path starts from"},
      {"secretdirection", R"({"start":"R0C1"})", "secretdirection start 1: 'R0C1' is outside the 9×9 grid"},
      {"secretdirection", R"([{"start":"R1C1"}])",
       "f-puzzles field 'secretdirection': expected one object (docs/variants.md)"},
      {"secretdirection", R"({"start":"R1C1"})",
       "secretdirection: region 1 is not a rectangle of odd height and width, so it has no centre", 6},
      {"fawltytowers", R"({"towers":[{"cells":["R8C1"],"sum":5}],"nonincreasing":0,"wrongsum":0})",
       "fawltytowers tower 1: a tower is a run of cells up one column from the bottom row"},
      {"fawltytowers", R"({"towers":[{"cells":["R9C1","R7C1"],"sum":5}],"nonincreasing":0,"wrongsum":0})",
       "fawltytowers tower 1: a tower is a run of cells up one column from the bottom row"},
      {"fawltytowers",
       R"({"towers":[{"cells":["R9C1"],"sum":5},{"cells":["R9C2","R8C2"]}],"nonincreasing":0,"wrongsum":0})",
       "fawltytowers tower 2: expected \"sum\", the tower's target sum"},
      {"fawltytowers",
       R"({"towers":[{"cells":["R9C1"],"sum":5},{"cells":["R8C1","R9C1"],"sum":3}],"nonincreasing":0,"wrongsum":0})",
       "fawltytowers tower 2: r9c1 is in another tower too"},
      {"fawltytowers",
       R"({"towers":[{"cells":["R9C1"],"sum":5},{"cells":["R9C2"],"sum":3}],"nonincreasing":3,"wrongsum":0})",
       "fawltytowers: \"nonincreasing\" must be a whole number from 0 to 2 (how many towers do not increase)"},
      {"fawltytowers", R"({"towers":[{"cells":["R9C1"],"sum":5},{"cells":["R9C2"],"sum":3}],"nonincreasing":1})",
       "fawltytowers: \"wrongsum\" must be a whole number from 0 to 2 (how many towers miss their sum)"},
      {"fawltytowers",
       R"({"towers":[{"cells":["R9C1"],"sum":5},{"cells":["R9C2"],"sum":3}],"nonincreasing":2,"wrongsum":1})",
       "fawltytowers: a faulty tower breaks one rule, so nonincreasing + wrongsum is at most 2"},
      {"fawltytowers", R"({"towers":[]})",
       "fawltytowers: expected \"towers\", a list of {\"cells\": [\"R9C1\", ...], \"sum\": 20}"},
  };
  for (const Case& c : cases) {
    auto p = parse_variant(with_field(c.field, c.value, c.n));
    ASSERT_FALSE(p) << c.field << " " << c.value;
    EXPECT_EQ(p.error().message, c.message) << c.value;
  }
}

// Contradictions are unsatisfiable, not crashes.
TEST(VariantDoc003Exact, ContradictionsHaveNoSolution) {
  const Frame& f = frames(4)[0];
  const std::vector<std::vector<VariantRulePtr>> cases = {
      {make_arrowhead(0, 1, false), make_arrowhead(1, 0, false)},
      {make_hidden_thermometers({{{{0, 0}, {0, 1}, {0, 2}, {0, 3}, {1, 3}}, false}})},  // 5 increasing values in 1..4
      {make_hidden_thermometers(
          std::vector<HiddenThermometer>(5, {{{0, 0}, {0, 1}, {0, 2}, {0, 3}}, false}))},  // 5 rows
      {make_sandwich_x({{{0, 1, 2, 3}, 9}})},              // two cells between 1 and X sum to 7 at most (3 + 4, X = 2)
      {make_fawlty_towers({{{12}, 3}, {{13}, 3}}, 0, 0)},  // r4c1 and r4c2 cannot both be 3
      {make_secret_direction(0)},                          // 2×2 boxes have no centre
  };
  for (const auto& rules : cases) {
    VariantPuzzle p;
    p.grid = f.grid, p.givens = f.givens, p.rules = rules;
    for (const Fill& x : f.fills) ASSERT_TRUE(find_variant_violation(p, x)) << rules[0]->describe(p.grid);
    const VariantSolveResult r = solve_variant(p);
    EXPECT_EQ(r.count, 0) << rules[0]->describe(p.grid);
    EXPECT_TRUE(r.exhausted);
  }
}

}  // namespace
}  // namespace gridlogic
