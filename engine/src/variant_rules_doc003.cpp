// variant_rules_doc003.cpp — document 003's own rules that f-puzzles has no field for (variant_rules.h):
// arrowheads (§3.5, §4.5), sandwich sums "1 to X" (§3.3) and Fawlty Towers (§3.7, §4.9). Hidden
// thermometers and secret direction, whose positions and paths are deduced: variant_rules_doc003_hidden.cpp.
// Meaning, fields and encodings: docs/variants.md, "Document 003's own rules".
#include <algorithm>
#include <numeric>

#include "gridlogic/variant_human.h"
#include "gridlogic/variant_rules.h"
#include "variant_doc003_internal.h"

namespace gridlogic {
namespace {

Lit constant(Cnf& cnf, bool value) {
  const Var v = cnf.new_var();
  cnf.add_clause({value ? Lit::pos(v) : Lit::neg(v)});
  return Lit::pos(v);
}

// Whether k distinct values from `allowed` sum to `sum`.
bool distinct_sum_possible(const std::vector<int>& allowed, int k, int sum, size_t from = 0) {
  if (k == 0) return sum == 0;
  for (size_t i = from; i < allowed.size() && allowed[i] <= sum; ++i)
    if (distinct_sum_possible(allowed, k - 1, sum - allowed[i], i + 1)) return true;
  return false;
}

// --- Arrowheads ------------------------------------------------------------------------------------------

// Two cells in order: the first smaller (total order, AH-i) or not greater (partial order, AH-ii).
class Arrowhead : public VariantRule {
 public:
  Arrowhead(int smaller, int larger, bool partial) : a_(smaller), b_(larger), partial_(partial) {}
  std::string_view kind() const override { return "arrowhead"; }
  std::string describe(const VariantGrid& g) const override {
    return std::string("arrowhead ") + g.name(a_) + (partial_ ? " ≤ " : " < ") + g.name(b_);
  }
  bool keeps(int x, int y) const { return partial_ ? x <= y : x < y; }
  // AH-i / AH-ii are the support clauses from the first cell's side (¬a_z1 ∨ ⋁ b_z2 with z2 > z1, or
  // z2 ≥ z1); VariantEncoder::relation adds the same from the second cell's side too (¬b_z2 ∨ ⋁ a_z1,
  // z1 < z2): the same solutions, and propagation that needs no "at most one value per cell".
  void encode(VariantEncoder& e) const override {
    e.relation(a_, b_, [this](int x, int y) { return keeps(x, y); });
  }
  std::optional<TraceStep> narrow(const VariantGrid& g, std::span<const uint32_t> cand) const override {
    const std::vector<int> cells{a_, b_};
    auto supported = supported_values(cells, cand, [this](std::span<const int> v) { return keeps(v[0], v[1]); });
    if (!supported) return std::nullopt;
    return narrowing_step(g, "arrowhead", describe(g), cells, cand, *supported);
  }
  std::optional<std::string> verify(const VariantGrid& g, std::span<const uint8_t> v) const override {
    if (keeps(v[a_], v[b_])) return std::nullopt;
    return describe(g) + ": " + g.name(a_) + " (" + std::to_string(v[a_]) + ") is " +
           (partial_ ? "greater than " : "not smaller than ") + g.name(b_) + " (" + std::to_string(v[b_]) + ")";
  }

 private:
  int a_, b_;
  bool partial_;
};

// --- Sandwich sums "1 to X" --------------------------------------------------------------------------------

// Reading of §3.3: "a target sum must be hit, but the second value that defines the sums border is not
// defined and must be deduced to a value of 2 to 9" — *the* second value, one X, so one X in 2..n is
// shared by every clue of the puzzle (the rule holds all of them). Each clue is the sum of the cells
// strictly between the line's 1 and its X (0 when they touch). With X = n it is the ordinary sandwich.
class SandwichX : public VariantRule {
 public:
  explicit SandwichX(std::vector<SandwichXClue> clues) : clues_(std::move(clues)) {}
  std::string_view kind() const override { return "sandwichx"; }
  std::string describe(const VariantGrid& g) const override {
    std::string out = "sandwich sums 1 to X:";
    for (size_t i = 0; i < clues_.size(); ++i)
      out += (i ? ", " : " ") + std::to_string(clues_[i].sum) + " from " + g.name(clues_[i].line.front());
    return out;
  }
  void encode(VariantEncoder& e) const override {
    const int n = e.n();
    Cnf& cnf = e.cnf();
    // X is a real choice: a grid may leave it open (two X fit) while no unit propagation decides it, so
    // the search branches on it too.
    e.require_branching_on_all();
    std::vector<Lit> x(n + 1);  // x[X], X = 2..n: "the hidden value is X" — exactly one
    std::vector<Lit> all;
    for (int X = 2; X <= n; ++X) all.push_back(x[X] = Lit::pos(cnf.new_var()));
    cnf.exactly_one_pairwise(all);
    if (all.empty()) cnf.add_clause(std::span<const Lit>{});  // a 1×1 grid has no X
    // A crust: 1, or X (shared by the clues through a cell's row and column).
    std::vector<std::optional<Lit>> crust(e.grid().cells());
    auto crust_of = [&](int cell) {
      if (!crust[cell]) {
        std::vector<Lit> parts{e.is(cell, 1)};
        for (int X = 2; X <= n; ++X) parts.push_back(e.conjunction(x[X], e.is(cell, X)));
        crust[cell] = e.disjunction(parts);
      }
      return *crust[cell];
    };
    for (const SandwichXClue& clue : clues_) {
      const std::vector<int>& line = clue.line;
      const int len = static_cast<int>(line.size());
      // Redundant, for propagation (as the ordinary sandwich, 003 SW-v/SW-vi): with X, crusts at i and j
      // leave j − i − 1 distinct values of 2..n other than X between them; where none sum to the clue,
      // the crusts cannot stand there.
      for (int X = 2; X <= n; ++X) {
        std::vector<int> allowed;
        for (int v = 2; v <= n; ++v)
          if (v != X) allowed.push_back(v);
        for (int i = 0; i < len; ++i)
          for (int j = i + 1; j < len; ++j) {
            if (distinct_sum_possible(allowed, j - i - 1, clue.sum)) continue;
            cnf.add_clause({~x[X], ~e.is(line[i], 1), ~e.is(line[j], X)});
            cnf.add_clause({~x[X], ~e.is(line[i], X), ~e.is(line[j], 1)});
          }
      }
      // As OutsideClue's sandwich: a "a crust at or before k", b "both crusts at or before k"; cell k is
      // inside iff a(k−1) ∧ ¬b(k); Σ v·(inside(k) ∧ value v) = clue (an inside cell holds neither 1 nor X).
      std::vector<VariantEncoder::Group> groups;
      Lit a_prev = crust_of(line[0]);
      Lit b_prev = constant(cnf, false);
      for (int k = 1; k < len; ++k) {
        const Lit here = crust_of(line[k]);
        const std::vector<Lit> second{b_prev, e.conjunction(a_prev, here)};
        const Lit b = e.disjunction(second);
        const Lit inside = e.conjunction(a_prev, ~b);
        VariantEncoder::Group g;
        for (int v = 2; v <= n; ++v) g.choices.push_back({e.conjunction(inside, e.is(line[k], v)), v});
        groups.push_back(std::move(g));
        const std::vector<Lit> first{a_prev, here};
        a_prev = e.disjunction(first);
        b_prev = b;
      }
      e.group_sum(groups, PbCompare::Eq, clue.sum);
    }
  }
  std::optional<TraceStep> narrow(const VariantGrid& g, std::span<const uint32_t> cand) const override {
    return narrow_sandwich_x(g, cand, clues_, "sandwich sums 1 to X");
  }
  std::optional<std::string> verify(const VariantGrid& g, std::span<const uint8_t> v) const override {
    std::string why;
    for (int X = 2; X <= g.n; ++X) {
      const SandwichXClue* broken = nullptr;
      int got = 0;
      for (const SandwichXClue& clue : clues_)
        if ((got = measure(clue.line, v, X)) != clue.sum) {
          broken = &clue;
          break;
        }
      if (!broken) return std::nullopt;
      why += (why.empty() ? "" : "; ") + std::string("X = ") + std::to_string(X) + ": " + std::to_string(broken->sum) +
             " from " + g.name(broken->line.front()) + " is " + (got < 0 ? "not a sandwich" : std::to_string(got));
    }
    return "sandwich sums 1 to X: no X from 2 to " + std::to_string(g.n) + " fits every clue (" + why + ")";
  }

 private:
  // The sum strictly between the 1 and the X of the line; −1 when one of them is missing.
  static int measure(const std::vector<int>& line, std::span<const uint8_t> v, int X) {
    int first = -1, second = -1;
    for (int i = 0; i < static_cast<int>(line.size()); ++i)
      if (v[line[i]] == 1 || v[line[i]] == X) (first < 0 ? first : second) = i;
    if (second < 0) return -1;
    int s = 0;
    for (int i = first + 1; i < second; ++i) s += v[line[i]];
    return s;
  }

  std::vector<SandwichXClue> clues_;
};

// --- Fawlty Towers -----------------------------------------------------------------------------------------

// Towers stand on the bottom row (cells listed from the base up) with a target sum each. A normal tower
// strictly increases from its base and hits its sum; a faulty one breaks exactly one of the two. The
// puzzle gives how many towers do not increase and how many miss their sum (so how many are faulty).
class FawltyTowers : public VariantRule {
 public:
  FawltyTowers(std::vector<FawltyTower> towers, int nonincreasing, int wrong_sums)
      : towers_(std::move(towers)), nonincreasing_(nonincreasing), wrong_sums_(wrong_sums) {}
  std::string_view kind() const override { return "fawltytowers"; }
  std::string describe(const VariantGrid&) const override {
    return "Fawlty Towers (" + std::to_string(towers_.size()) + " towers, " + std::to_string(nonincreasing_) +
           " not increasing, " + std::to_string(wrong_sums_) + " with a wrong sum)";
  }

  // Document 003 defines inc(x), sum(x) and faulty(x) per tower (table 4.20) with FT-i/FT-ii
  // (faulty ↔ inc ⊕ sum), FT-iii (inc → the arrowheads AH-i), FT-iv (sum → the killer cage) and the
  // counts FT-v…FT-vii as PB constraints. FT-iii and FT-iv only imply: a model may then call an
  // increasing tower "not increasing" (inc false) and count it among the faulty ones, accepting grids
  // with too few broken towers (two normal towers, "one does not increase": inc of one set false). Here
  // inc and sum are exact: inc ↔ ⋀ step(i), each step(i) ↔ (cell i < cell i+1) by the AH-i clauses
  // guarded with ¬step and their complement guarded with step; sum ↔ the final node K of a layered
  // diagram over the partial sums whose every node is defined both ways (the encoder's layered sum
  // asserts its bound and cannot be reified). Then "not both broken" (inc ∨ sum) directly, faulty by
  // FT-i/FT-ii, and FT-v, FT-vi, FT-vii as counting sums (VariantEncoder::group_sum, layered or PB).
  void encode(VariantEncoder& e) const override {
    if (e.options().fawlty_towers_document) return encode_document(e);
    Cnf& cnf = e.cnf();
    const int n = e.n();
    std::vector<VariantEncoder::Group> incs, sums, faults;
    for (const FawltyTower& t : towers_) {
      const std::vector<int>& c = t.cells;
      std::vector<Lit> broken_steps;
      for (size_t i = 0; i + 1 < c.size(); ++i) {
        const Lit step = Lit::pos(cnf.new_var());
        std::vector<Lit> clause;
        for (int v = 1; v <= n; ++v) {
          // step ∧ a = v → b > v (AH-i); ¬step ∧ a = v → b ≤ v; and the same from b's side.
          for (int side = 0; side < 2; ++side) {
            clause.assign({side ? step : ~step, ~e.is(c[i], v)});
            for (int w = 1; w <= n; ++w)
              if ((w > v) != static_cast<bool>(side)) clause.push_back(e.is(c[i + 1], w));
            cnf.add_clause(clause);
            clause.assign({side ? step : ~step, ~e.is(c[i + 1], v)});
            for (int u = 1; u <= n; ++u)
              if ((u < v) != static_cast<bool>(side)) clause.push_back(e.is(c[i], u));
            cnf.add_clause(clause);
          }
        }
        broken_steps.push_back(~step);
      }
      const Lit inc = broken_steps.empty() ? constant(cnf, true) : ~e.disjunction(broken_steps);
      const Lit sum = reified_sum(e, c, t.sum);
      cnf.add_clause({inc, sum});                   // a faulty tower breaks one rule, not both
      const Lit faulty = ~e.equivalence(inc, sum);  // FT-i, FT-ii
      incs.push_back({{{inc, 1}}, false});
      sums.push_back({{{sum, 1}}, false});
      faults.push_back({{{faulty, 1}}, false});
    }
    const int count = static_cast<int>(towers_.size());
    e.group_sum(faults, PbCompare::Eq, nonincreasing_ + wrong_sums_);  // FT-v
    e.group_sum(incs, PbCompare::Eq, count - nonincreasing_);          // FT-vi
    e.group_sum(sums, PbCompare::Eq, count - wrong_sums_);             // FT-vii
  }

  // Document 003's own form (--fawltytowers document), table 4.21 as printed: per tower faulty, inc, sum;
  //   FT-i, FT-ii  faulty ↔ inc ⊕ sum;
  //   FT-iii       inc → Arrowhead(lower, upper) for each step: AH-i from the lower cell, each clause with ¬inc;
  //   FT-iv        sum → Killer(tower): the cage's PB Σ v·s = sum (options.pb) and K-iv, each clause with ¬sum;
  //   FT-v…FT-vii  PB_faulty, PB_inc, PB_sum: Σ faulty = nonincreasing + wrongsum, Σ inc = towers −
  //                nonincreasing, Σ sum = towers − wrongsum.
  // Two slips of the printed formulas are not followed: FT-iv repeats the whole cage once per step
  // (⋀ over y = 11 − h … 9 around a Killer that does not use y), which adds it h − 1 times and, for a
  // tower of one cell, not at all (sum would be free); here the cage is added once per tower. As
  // printed FT-iii and FT-iv only imply, so a model may set inc or sum false for a tower that increases
  // or hits its sum: with two normal towers and "one does not increase", one inc false and its faulty
  // true satisfy every count. The grids are then a superset of what verify accepts; the encoder says so
  // (admit_unverified), and solve_variant blocks the extra grids instead of returning them. For the
  // same reason inc and sum are real choices, not functions of the values: the search branches on them.
  void encode_document(VariantEncoder& e) const {
    Cnf& cnf = e.cnf();
    const int n = e.n();
    e.admit_unverified();
    e.require_branching_on_all();
    std::vector<Lit> faults, incs, sums;
    std::vector<Lit> clause, values;
    std::vector<int64_t> weights;
    for (const FawltyTower& t : towers_) {
      const Lit faulty = Lit::pos(cnf.new_var()), inc = Lit::pos(cnf.new_var()), sum = Lit::pos(cnf.new_var());
      cnf.add_clause({~faulty, sum, inc}), cnf.add_clause({~faulty, ~sum, ~inc});  // FT-i
      cnf.add_clause({faulty, sum, ~inc}), cnf.add_clause({faulty, ~sum, inc});    // FT-ii
      const std::vector<int>& c = t.cells;
      e.when(inc, [&] {  // FT-iii
        for (size_t i = 0; i + 1 < c.size(); ++i)
          for (int z1 = 1; z1 <= n; ++z1) {
            clause.assign({~e.is(c[i], z1)});
            for (int z2 = z1 + 1; z2 <= n; ++z2) clause.push_back(e.is(c[i + 1], z2));
            cnf.add_clause(clause);
          }
      });
      e.when(sum, [&] {  // FT-iv
        values.clear(), weights.clear();
        for (int cell : c)
          for (int v = 1; v <= n; ++v) values.push_back(e.is(cell, v)), weights.push_back(v);
        e.pb(values, weights, PbCompare::Eq, t.sum);
        for (size_t i = 0; i < c.size(); ++i)
          for (size_t j = i + 1; j < c.size(); ++j)
            for (int v = 1; v <= n; ++v) cnf.add_clause({~e.is(c[i], v), ~e.is(c[j], v)});  // K-iv
      });
      faults.push_back(faulty), incs.push_back(inc), sums.push_back(sum);
    }
    const int count = static_cast<int>(towers_.size());
    const std::vector<int64_t> ones(towers_.size(), 1);
    e.pb(faults, ones, PbCompare::Eq, nonincreasing_ + wrong_sums_);  // FT-v
    e.pb(incs, ones, PbCompare::Eq, count - nonincreasing_);          // FT-vi
    e.pb(sums, ones, PbCompare::Eq, count - wrong_sums_);             // FT-vii
  }

  std::optional<TraceStep> narrow(const VariantGrid& g, std::span<const uint32_t> cand) const override {
    return narrow_fawlty_towers(g, cand, towers_, nonincreasing_, wrong_sums_, "Fawlty Towers");
  }

  // narrow() stops at a contradiction without naming it; once every tower is filled, verify (which reads
  // only the towers) tells whether the counts are kept, and the towers' digits are then at fault.
  std::vector<int> broken_by(const VariantGrid& g, std::span<const uint8_t> v) const override {
    std::vector<int> cells;
    for (const FawltyTower& t : towers_)
      for (int c : t.cells) {
        if (!v[c]) return {};
        cells.push_back(c);
      }
    if (!verify(g, v)) return {};
    std::sort(cells.begin(), cells.end());
    return cells;
  }

  std::optional<std::string> verify(const VariantGrid& g, std::span<const uint8_t> v) const override {
    std::vector<std::string> not_increasing, wrong;
    for (const FawltyTower& t : towers_) {
      bool inc = true;
      int s = 0;
      for (size_t i = 0; i < t.cells.size(); ++i) {
        s += v[t.cells[i]];
        if (i && v[t.cells[i]] <= v[t.cells[i - 1]]) inc = false;
      }
      if (!inc && s != t.sum)
        return describe(g) + ": " + fawlty_tower_name(g, t) + " neither increases nor sums to " +
               std::to_string(t.sum) + " (it sums to " + std::to_string(s) +
               "); a faulty tower breaks only one of the two";
      if (!inc) not_increasing.push_back(fawlty_tower_name(g, t));
      if (s != t.sum) wrong.push_back(fawlty_tower_name(g, t) + " sums to " + std::to_string(s));
    }
    auto listed = [](const std::vector<std::string>& v) {
      std::string out;
      for (size_t i = 0; i < v.size(); ++i) out += (i ? ", " : ": ") + v[i];
      return out;
    };
    if (static_cast<int>(not_increasing.size()) != nonincreasing_)
      return describe(g) + ": " + std::to_string(not_increasing.size()) + " towers do not increase" +
             listed(not_increasing) + "; the puzzle says " + std::to_string(nonincreasing_);
    if (static_cast<int>(wrong.size()) != wrong_sums_)
      return describe(g) + ": " + std::to_string(wrong.size()) + " towers miss their sum" + listed(wrong) +
             "; the puzzle says " + std::to_string(wrong_sums_);
    return std::nullopt;
  }

 private:
  // A literal true iff the cells sum to `target`: node(k, s) ↔ "the first k cells sum to s", defined by
  // node(k, s) ∧ value v → node(k+1, s+v) and node(k+1, t) ∧ value v → node(k, t−v), from node(0, 0).
  // Sums above the target are one node ("over"): values are positive.
  static Lit reified_sum(VariantEncoder& e, const std::vector<int>& cells, int target) {
    Cnf& cnf = e.cnf();
    const int n = e.n();
    if (target < static_cast<int>(cells.size()) || target > n * static_cast<int>(cells.size()))
      return constant(cnf, false);
    const int over = target + 1;  // state index for every sum above the target
    std::vector<Lit> layer(over + 1);
    std::vector<bool> live(over + 1, false);
    layer[0] = constant(cnf, true), live[0] = true;
    for (int cell : cells) {
      std::vector<Lit> next(over + 1);
      std::vector<bool> next_live(over + 1, false);
      for (int s = 0; s <= over; ++s)
        if (live[s])
          for (int v = 1; v <= n; ++v) next_live[std::min(s + v, over)] = true;
      for (int t = 0; t <= over; ++t)
        if (next_live[t]) next[t] = Lit::pos(cnf.new_var());
      for (int s = 0; s <= over; ++s)
        if (live[s])
          for (int v = 1; v <= n; ++v) cnf.add_clause({~layer[s], ~e.is(cell, v), next[std::min(s + v, over)]});
      for (int t = 0; t <= over; ++t) {
        if (!next_live[t]) continue;
        for (int v = 1; v <= n; ++v) {
          // The predecessors of t by v: s = t − v, or (t = over) every s with s + v > target.
          std::vector<Lit> clause{~next[t], ~e.is(cell, v)};
          for (int s = 0; s <= over; ++s)
            if (live[s] && std::min(s + v, over) == t) clause.push_back(layer[s]);
          cnf.add_clause(clause);
        }
      }
      layer = std::move(next), live = std::move(next_live);
    }
    return live[target] ? layer[target] : constant(cnf, false);
  }

  std::vector<FawltyTower> towers_;
  int nonincreasing_, wrong_sums_;
};

}  // namespace

std::string fawlty_tower_name(const VariantGrid& g, const FawltyTower& t) {
  return "tower " + g.name(t.cells.front()) + (t.cells.size() > 1 ? "–" + g.name(t.cells.back()) : "") + " (sum " +
         std::to_string(t.sum) + ")";
}

VariantRulePtr make_arrowhead(int smaller, int larger, bool partial) {
  return std::make_shared<Arrowhead>(smaller, larger, partial);
}

VariantRulePtr make_sandwich_x(std::vector<SandwichXClue> clues) {
  return std::make_shared<SandwichX>(std::move(clues));
}

VariantRulePtr make_fawlty_towers(std::vector<FawltyTower> towers, int nonincreasing, int wrong_sums) {
  return std::make_shared<FawltyTowers>(std::move(towers), nonincreasing, wrong_sums);
}

}  // namespace gridlogic
