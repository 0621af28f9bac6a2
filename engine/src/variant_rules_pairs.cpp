// variant_rules_pairs.cpp — the rules that are relations between pairs of cells, and the groups of
// distinct values (variant_rules.h). One class each serves them all: PairRule (a relation every listed
// pair keeps, encoded by the support encoding, or by ¬a_v ∨ ¬b_v when it is "differ") and DistinctRule.
#include <algorithm>
#include <bit>
#include <cstdlib>

#include "gridlogic/variant_human.h"
#include "gridlogic/variant_rules.h"

namespace gridlogic {
namespace {

// Pairs of cells and one relation between their values.
class PairRule : public VariantRule {
 public:
  using Relation = std::function<bool(int, int)>;
  // `what` names the rule in messages ("anti-knight", "thermometer r1c1 r1c2"); `broken` says what a
  // failing pair does ("are equal", "are not increasing"). different: the relation is "a ≠ b".
  PairRule(std::string kind, std::string what, std::vector<std::pair<int, int>> pairs, Relation ok, std::string broken,
           bool different = false)
      : kind_(std::move(kind)),
        what_(std::move(what)),
        pairs_(std::move(pairs)),
        ok_(std::move(ok)),
        broken_(std::move(broken)),
        different_(different) {}

  std::string_view kind() const override { return kind_; }
  std::string describe(const VariantGrid&) const override { return what_; }
  void encode(VariantEncoder& e) const override {
    for (const auto& [a, b] : pairs_) different_ ? e.different(a, b) : e.relation(a, b, ok_);
  }
  std::optional<TraceStep> narrow(const VariantGrid& g, std::span<const uint32_t> cand) const override {
    for (const auto& [a, b] : pairs_) {
      // A rule on one cell (odd, even) is a pair of the cell with itself.
      const std::vector<int> cells = a == b ? std::vector<int>{a} : std::vector<int>{a, b};
      auto supported = supported_values(cells, cand, [&](std::span<const int> v) { return ok_(v[0], v.back()); });
      if (!supported) continue;
      const std::string where = a == b ? g.name(a) : g.name(a) + " and " + g.name(b);
      if (auto step = narrowing_step(g, kind_, what_ + " on " + where, cells, cand, *supported)) return step;
    }
    return std::nullopt;
  }
  std::optional<std::string> verify(const VariantGrid& g, std::span<const uint8_t> v) const override {
    for (const auto& [a, b] : pairs_)
      if (!ok_(v[a], v[b]))
        return what_ + ": " + g.name(a) + " (" + std::to_string(v[a]) + ") and " + g.name(b) + " (" +
               std::to_string(v[b]) + ") " + broken_;
    return std::nullopt;
  }

 private:
  std::string kind_, what_;
  std::vector<std::pair<int, int>> pairs_;
  Relation ok_;
  std::string broken_;
  bool different_;
};

// Groups whose values are all different.
class DistinctRule : public VariantRule {
 public:
  DistinctRule(std::string kind, std::vector<std::pair<std::string, std::vector<int>>> groups)
      : kind_(std::move(kind)), groups_(std::move(groups)) {}
  std::string_view kind() const override { return kind_; }
  std::string describe(const VariantGrid&) const override {
    std::string out;
    for (size_t i = 0; i < groups_.size(); ++i) out += (i ? ", " : "") + groups_[i].first;
    return out;
  }
  void encode(VariantEncoder& e) const override {
    for (const auto& group : groups_) e.distinct(group.second);
  }
  std::optional<TraceStep> narrow(const VariantGrid& g, std::span<const uint32_t> cand) const override {
    // A value settled in one cell of the group leaves the others.
    for (const auto& [name, cells] : groups_)
      for (int settled : cells) {
        if (std::popcount(cand[settled]) != 1) continue;
        std::vector<uint32_t> supported;
        for (int c : cells) supported.push_back(c == settled ? cand[c] : cand[c] & ~cand[settled]);
        const int v = std::countr_zero(cand[settled]) + 1;
        if (auto step = narrowing_step(g, kind_, name, cells, cand, supported,
                                       std::to_string(v) + " is at " + g.name(settled) + " and values do not repeat"))
          return step;
      }
    return std::nullopt;
  }
  std::optional<std::string> verify(const VariantGrid& g, std::span<const uint8_t> v) const override {
    for (const auto& [name, cells] : groups_)
      for (size_t i = 0; i < cells.size(); ++i)
        for (size_t j = i + 1; j < cells.size(); ++j)
          if (v[cells[i]] == v[cells[j]])
            return std::to_string(v[cells[i]]) + " appears twice in " + name + " (" + g.name(cells[i]) + " and " +
                   g.name(cells[j]) + ")";
    return std::nullopt;
  }

 private:
  std::string kind_;
  std::vector<std::pair<std::string, std::vector<int>>> groups_;
};

// Every unordered pair of cells (r, c), (r + dr, c + dc) over the offsets, inside an n×n grid.
std::vector<std::pair<int, int>> offset_pairs(int n, const std::vector<std::pair<int, int>>& offsets) {
  std::vector<std::pair<int, int>> out;
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c)
      for (const auto& [dr, dc] : offsets) {
        const int r2 = r + dr, c2 = c + dc;
        if (r2 < 0 || r2 >= n || c2 < 0 || c2 >= n) continue;
        const int a = r * n + c, b = r2 * n + c2;
        if (a < b) out.emplace_back(a, b);
      }
  return out;
}

const std::vector<std::pair<int, int>> kOrthogonal = {{0, 1}, {1, 0}};

std::pair<int, int> ordered(int a, int b) { return a < b ? std::pair{a, b} : std::pair{b, a}; }

std::vector<std::pair<int, int>> consecutive_pairs(const std::vector<int>& line) {
  std::vector<std::pair<int, int>> out;
  for (size_t i = 1; i < line.size(); ++i) out.emplace_back(line[i - 1], line[i]);
  return out;
}

std::vector<std::pair<int, int>> orthogonal_pairs_except(int n, const std::vector<std::pair<int, int>>& except) {
  std::vector<std::pair<int, int>> out;
  for (const auto& p : offset_pairs(n, kOrthogonal))
    if (std::find(except.begin(), except.end(), p) == except.end()) out.push_back(p);
  return out;
}

bool differ(int a, int b) { return a != b; }

}  // namespace

VariantRulePtr make_anti_knight(int n) {
  return std::make_shared<PairRule>("antiknight", "anti-knight", offset_pairs(n, {{1, 2}, {2, 1}, {1, -2}, {2, -1}}),
                                    differ, "are a knight's move apart and equal", true);
}

VariantRulePtr make_anti_king(int n) {
  return std::make_shared<PairRule>("antiking", "anti-king", offset_pairs(n, {{1, 1}, {1, -1}}), differ,
                                    "touch diagonally and are equal", true);
}

VariantRulePtr make_anti_queen(int n) {
  std::vector<std::pair<int, int>> offsets;
  for (int d = 1; d < n; ++d) offsets.insert(offsets.end(), {{d, d}, {d, -d}});
  return std::make_shared<PairRule>("antiqueen", "anti-queen", offset_pairs(n, offsets), differ,
                                    "share a diagonal and are equal", true);
}

VariantRulePtr make_nonconsecutive(int n, const std::vector<std::pair<int, int>>& exempt) {
  std::vector<std::pair<int, int>> ordered_exempt;
  for (const auto& [a, b] : exempt) ordered_exempt.push_back(ordered(a, b));
  return std::make_shared<PairRule>(
      "nonconsecutive", "non-consecutive", orthogonal_pairs_except(n, ordered_exempt),
      [](int a, int b) { return std::abs(a - b) != 1; }, "are consecutive");
}

VariantRulePtr make_difference_dot(int a, int b, int difference) {
  return std::make_shared<PairRule>(
      "difference", "white dot (difference " + std::to_string(difference) + ")", std::vector{std::pair{a, b}},
      [difference](int x, int y) { return std::abs(x - y) == difference; },
      "do not differ by " + std::to_string(difference));
}

VariantRulePtr make_ratio_dot(int a, int b, int ratio) {
  return std::make_shared<PairRule>(
      "ratio", "black dot (ratio " + std::to_string(ratio) + ")", std::vector{std::pair{a, b}},
      [ratio](int x, int y) { return x == ratio * y || y == ratio * x; }, "are not in ratio " + std::to_string(ratio));
}

VariantRulePtr make_xv(int a, int b, int sum) {
  const std::string name = sum == 10 ? "X" : sum == 5 ? "V" : "sum " + std::to_string(sum);
  return std::make_shared<PairRule>(
      "xv", name, std::vector{std::pair{a, b}}, [sum](int x, int y) { return x + y == sum; },
      "do not sum to " + std::to_string(sum));
}

VariantRulePtr make_negative(int n, std::string kind, std::vector<int> values,
                             const std::vector<std::pair<int, int>>& marked) {
  std::vector<std::pair<int, int>> ordered_marked;
  for (const auto& [a, b] : marked) ordered_marked.push_back(ordered(a, b));
  PairRule::Relation ok;
  std::string broken;
  if (kind == "ratio") {
    ok = [values](int x, int y) {
      for (int r : values)
        if (x == r * y || y == r * x) return false;
      return true;
    };
    broken = "have no black dot but are in its ratio";
  } else if (kind == "xv") {
    ok = [values](int x, int y) { return std::find(values.begin(), values.end(), x + y) == values.end(); };
    broken = "have no X or V but sum to one";
  } else {
    ok = [values](int x, int y) { return std::find(values.begin(), values.end(), std::abs(x - y)) == values.end(); };
    broken = "have no white dot but differ by its value";
  }
  return std::make_shared<PairRule>("negative", "negative constraint (" + kind + ")",
                                    orthogonal_pairs_except(n, ordered_marked), ok, broken);
}

VariantRulePtr make_thermometer(std::vector<int> line) {
  return std::make_shared<PairRule>(
      "thermometer", "thermometer of " + std::to_string(line.size()) + " cells", consecutive_pairs(line),
      [](int a, int b) { return a < b; }, "do not increase from the bulb");
}

VariantRulePtr make_slow_thermometer(std::vector<int> line) {
  return std::make_shared<PairRule>(
      "slowthermometer", "slow thermometer of " + std::to_string(line.size()) + " cells", consecutive_pairs(line),
      [](int a, int b) { return a <= b; }, "decrease from the bulb");
}

VariantRulePtr make_whispers(std::vector<int> line, int difference) {
  return std::make_shared<PairRule>(
      "whispers", "German whispers line", consecutive_pairs(line),
      [difference](int a, int b) { return std::abs(a - b) >= difference; },
      "differ by less than " + std::to_string(difference));
}

VariantRulePtr make_palindrome(std::vector<int> line) {
  std::vector<std::pair<int, int>> pairs;
  for (size_t i = 0, j = line.size() - 1; i < j; ++i, --j) pairs.emplace_back(line[i], line[j]);
  return std::make_shared<PairRule>(
      "palindrome", "palindrome", pairs, [](int a, int b) { return a == b; }, "are mirror cells but differ");
}

VariantRulePtr make_clone(std::vector<int> cells, std::vector<int> copies) {
  std::vector<std::pair<int, int>> pairs;
  for (size_t i = 0; i < cells.size() && i < copies.size(); ++i) pairs.emplace_back(cells[i], copies[i]);
  return std::make_shared<PairRule>(
      "clone", "clone", pairs, [](int a, int b) { return a == b; }, "are clones but differ");
}

VariantRulePtr make_renban(std::vector<int> line) {
  // Distinct values no further apart than the line is long: exactly a run of consecutive values.
  const int span = static_cast<int>(line.size()) - 1;
  std::vector<std::pair<int, int>> pairs;
  for (size_t i = 0; i < line.size(); ++i)
    for (size_t j = i + 1; j < line.size(); ++j) pairs.emplace_back(line[i], line[j]);
  return std::make_shared<PairRule>(
      "renban", "renban line of " + std::to_string(line.size()) + " cells", pairs,
      [span](int a, int b) { return a != b && std::abs(a - b) <= span; },
      "are equal or too far apart for a run of consecutive values");
}

VariantRulePtr make_extremum(int n, int cell, bool maximum, const std::vector<int>& same_kind) {
  std::vector<std::pair<int, int>> pairs;
  const int r = cell / n, c = cell % n;
  for (const auto& [dr, dc] : std::vector<std::pair<int, int>>{{-1, 0}, {1, 0}, {0, -1}, {0, 1}}) {
    const int r2 = r + dr, c2 = c + dc;
    if (r2 < 0 || r2 >= n || c2 < 0 || c2 >= n) continue;
    const int other = r2 * n + c2;
    if (std::find(same_kind.begin(), same_kind.end(), other) == same_kind.end()) pairs.emplace_back(cell, other);
  }
  if (maximum)
    return std::make_shared<PairRule>(
        "maximum", "maximum", pairs, [](int a, int b) { return a > b; }, "break the maximum: it is not greater");
  return std::make_shared<PairRule>(
      "minimum", "minimum", pairs, [](int a, int b) { return a < b; }, "break the minimum: it is not smaller");
}

VariantRulePtr make_parity(int cell, bool odd) {
  // A relation of the cell with itself: the support encoding then removes the wrong values.
  return std::make_shared<PairRule>(
      odd ? "odd" : "even", odd ? "odd cell" : "even cell", std::vector{std::pair{cell, cell}},
      [odd](int a, int) { return (a % 2 == 1) == odd; }, odd ? "is even" : "is odd");
}

VariantRulePtr make_diagonal(int n, bool positive) {
  std::vector<int> cells;
  for (int i = 0; i < n; ++i) cells.push_back(positive ? (n - 1 - i) * n + i : i * n + i);
  return std::make_shared<DistinctRule>(
      positive ? "diagonal+" : "diagonal-",
      std::vector{std::pair{std::string(positive ? "the positive diagonal" : "the negative diagonal"), cells}});
}

VariantRulePtr make_disjoint_groups(const VariantGrid& g) {
  // The k-th cell of every region (in reading order) forms group k.
  std::vector<std::vector<int>> by_region(g.n);
  for (int cell = 0; cell < g.cells(); ++cell) by_region[g.region[cell]].push_back(cell);
  std::vector<std::pair<std::string, std::vector<int>>> groups(g.n);
  for (int k = 0; k < g.n; ++k) {
    groups[k].first = "disjoint group " + std::to_string(k + 1);
    for (const auto& region : by_region)
      if (k < static_cast<int>(region.size())) groups[k].second.push_back(region[k]);
  }
  return std::make_shared<DistinctRule>("disjointgroups", std::move(groups));
}

VariantRulePtr make_extra_region(std::vector<int> cells) {
  return std::make_shared<DistinctRule>("extraregion",
                                        std::vector{std::pair{std::string("an extra region"), std::move(cells)}});
}

}  // namespace gridlogic
