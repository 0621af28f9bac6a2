// variant_rules_sums.cpp — the rules about sums of cell values (variant_rules.h): killer cages in
// document 003's three encodings, little killers, arrows, region-sum, zipper and between lines,
// quadruples, and the outside clues (sandwich, X-sum, skyscraper), which need auxiliary variables for
// "this cell counts". Every sum is one PB constraint (VariantEncoder::sum / pb: BDD or adder).
#include <algorithm>
#include <climits>
#include <bit>
#include <numeric>

#include "gridlogic/variant_human.h"
#include "gridlogic/variant_rules.h"

namespace gridlogic {
namespace {

using Term = VariantEncoder::Term;

std::string cells_text(const VariantGrid& g, std::span<const int> cells) {
  std::string out;
  for (size_t i = 0; i < cells.size(); ++i) out += (i ? " " : "") + g.name(cells[i]);
  return out;
}

int sum_of(std::span<const int> cells, std::span<const uint8_t> v) {
  int s = 0;
  for (int c : cells) s += v[c];
  return s;
}

std::vector<Term> terms(std::span<const int> cells, int64_t factor = 1) {
  std::vector<Term> out;
  for (int c : cells) out.push_back({c, factor});
  return out;
}

// Per term, the values its cell takes in some assignment from the candidates with Σ factor·value = target
// (repeats allowed): reachable partial sums from the front and from the back.
std::vector<uint32_t> sum_support(const std::vector<Term>& t, std::span<const uint32_t> cand, int64_t target) {
  const size_t m = t.size();
  std::vector<std::vector<int64_t>> front(m + 1), back(m + 1);
  auto values = [&](size_t k) {
    std::vector<int> out;
    for (uint32_t mask = cand[t[k].cell]; mask; mask &= mask - 1) out.push_back(std::countr_zero(mask) + 1);
    return out;
  };
  auto unique_sorted = [](std::vector<int64_t>& v) {
    std::sort(v.begin(), v.end());
    v.erase(std::unique(v.begin(), v.end()), v.end());
  };
  front[0] = {0};
  for (size_t k = 0; k < m; ++k) {
    for (int64_t s : front[k])
      for (int v : values(k)) front[k + 1].push_back(s + t[k].factor * v);
    unique_sorted(front[k + 1]);
  }
  back[m] = {target};
  for (size_t k = m; k-- > 0;) {
    for (int64_t s : back[k + 1])
      for (int v : values(k)) back[k].push_back(s - t[k].factor * v);
    unique_sorted(back[k]);
  }
  std::vector<uint32_t> supported(m, 0);
  for (size_t k = 0; k < m; ++k)
    for (int v : values(k))
      for (int64_t s : front[k])
        if (std::binary_search(back[k + 1].begin(), back[k + 1].end(), s + t[k].factor * v)) {
          supported[k] |= 1u << (v - 1);
          break;
        }
  return supported;
}

// The sets of k distinct values 1..n summing to `sum`, each ascending.
std::vector<std::vector<int>> combinations(int n, int k, int sum) {
  std::vector<std::vector<int>> out;
  std::vector<int> pick;
  auto rec = [&](auto&& self, int from, int left) -> void {
    if (static_cast<int>(pick.size()) == k) {
      if (left == 0) out.push_back(pick);
      return;
    }
    for (int v = from; v <= n && v <= left; ++v) {
      pick.push_back(v);
      self(self, v + 1, left - v);
      pick.pop_back();
    }
  };
  rec(rec, 1, sum);
  return out;
}

class KillerCage : public VariantRule {
 public:
  KillerCage(std::vector<int> cells, std::optional<int> sum) : cells_(std::move(cells)), sum_(sum) {}
  std::string_view kind() const override { return "killercage"; }
  std::optional<std::pair<std::vector<int>, int>> cage_sum() const override {
    if (!sum_) return std::nullopt;
    return std::pair{cells_, *sum_};
  }
  std::string describe(const VariantGrid& g) const override {
    return "killer cage" + (sum_ ? " " + std::to_string(*sum_) : std::string()) + " on " + cells_text(g, cells_);
  }
  void encode(VariantEncoder& e) const override {
    e.distinct(cells_);  // K-iv
    if (!sum_) return;
    const int k = static_cast<int>(cells_.size());
    switch (e.options().killer) {
      case KillerEncoding::Sum: e.distinct_sum(cells_, *sum_); return;
      case KillerEncoding::Pb: {
        std::vector<Lit> lits;
        std::vector<int64_t> weights;
        for (int cell : cells_)
          for (int v = 1; v <= e.n(); ++v) lits.push_back(e.is(cell, v)), weights.push_back(v);
        e.pb(lits, weights, PbCompare::Eq, *sum_);
        return;
      }
      case KillerEncoding::PbCombinations: {
        // Only values some combination uses may appear; the PB constraint then sums only those.
        const auto combos = combinations(e.n(), k, *sum_);
        std::vector<bool> allowed(e.n() + 1, false);
        for (const auto& c : combos)
          for (int v : c) allowed[v] = true;
        std::vector<Lit> lits;
        std::vector<int64_t> weights;
        for (int cell : cells_)
          for (int v = 1; v <= e.n(); ++v) {
            if (!allowed[v]) {
              e.cnf().add_clause({~e.is(cell, v)});
              continue;
            }
            lits.push_back(e.is(cell, v));
            weights.push_back(v);
          }
        e.pb(lits, weights, PbCompare::Eq, *sum_);
        return;
      }
      case KillerEncoding::Combinations: {
        const auto combos = combinations(e.n(), k, *sum_);
        std::vector<Lit> chosen;
        for (const auto& c : combos) {
          const Lit x = Lit::pos(e.cnf().new_var());
          chosen.push_back(x);
          for (int cell : cells_) {  // K-i
            std::vector<Lit> clause{~x};
            for (int v : c) clause.push_back(e.is(cell, v));
            e.cnf().add_clause(clause);
          }
        }
        e.cnf().add_clause(chosen);            // K-ii (empty: no combination, unsatisfiable)
        e.cnf().at_most_one_pairwise(chosen);  // K-iii
        return;
      }
    }
  }
  // The combinations of the sum that fit the candidates (each value in a distinct cell that allows
  // it); a cell keeps the values some fitting combination puts there.
  std::optional<TraceStep> narrow(const VariantGrid& g, std::span<const uint32_t> cand) const override {
    const int k = static_cast<int>(cells_.size());
    std::vector<std::vector<int>> combos;
    if (sum_) {
      combos = combinations(g.n, k, *sum_);
    } else {
      return std::nullopt;  // without a sum the cage is a group of distinct values: singles cover it
    }
    std::vector<uint32_t> supported(k, 0);
    std::vector<int> fitting;
    std::vector<bool> used;
    std::vector<int> at(k);
    for (size_t ci = 0; ci < combos.size(); ++ci) {
      const auto& combo = combos[ci];
      used.assign(combo.size(), false);
      bool fits = false;
      auto rec = [&](auto&& self, int i) -> void {
        if (i == k) {
          fits = true;
          for (int j = 0; j < k; ++j) supported[j] |= 1u << (at[j] - 1);
          return;
        }
        for (size_t u = 0; u < combo.size(); ++u)
          if (!used[u] && (cand[cells_[i]] & (1u << (combo[u] - 1)))) {
            used[u] = true, at[i] = combo[u];
            self(self, i + 1);
            used[u] = false;
          }
      };
      rec(rec, 0);
      if (fits) fitting.push_back(static_cast<int>(ci));
    }
    std::string why = fitting.empty() ? "no combination fits" : "combinations that fit:";
    for (size_t i = 0; i < fitting.size() && i < 6; ++i) {
      why += " {";
      for (size_t j = 0; j < combos[fitting[i]].size(); ++j)
        why += (j ? "," : "") + std::to_string(combos[fitting[i]][j]);
      why += "}";
    }
    if (fitting.size() > 6) why += " …";
    return narrowing_step(g, "killercage", describe(g), cells_, cand, supported, why);
  }
  std::optional<std::string> verify(const VariantGrid& g, std::span<const uint8_t> v) const override {
    for (size_t i = 0; i < cells_.size(); ++i)
      for (size_t j = i + 1; j < cells_.size(); ++j)
        if (v[cells_[i]] == v[cells_[j]])
          return describe(g) + ": " + std::to_string(v[cells_[i]]) + " appears twice (" + g.name(cells_[i]) + " and " +
                 g.name(cells_[j]) + ")";
    if (sum_ && sum_of(cells_, v) != *sum_) return describe(g) + " sums to " + std::to_string(sum_of(cells_, v));
    return std::nullopt;
  }

 private:
  std::vector<int> cells_;
  std::optional<int> sum_;
};

// Σ over cells = sum, repeats allowed.
class LittleKiller : public VariantRule {
 public:
  LittleKiller(std::vector<int> cells, int sum) : cells_(std::move(cells)), sum_(sum) {}
  std::string_view kind() const override { return "littlekillersum"; }
  std::string describe(const VariantGrid& g) const override {
    return "little killer " + std::to_string(sum_) + " along " + cells_text(g, cells_);
  }
  void encode(VariantEncoder& e) const override { e.sum(terms(cells_), PbCompare::Eq, sum_); }
  std::optional<TraceStep> narrow(const VariantGrid& g, std::span<const uint32_t> cand) const override {
    return narrowing_step(g, "littlekillersum", describe(g), cells_, cand, sum_support(terms(cells_), cand, sum_),
                          "the diagonal sums to " + std::to_string(sum_));
  }
  std::optional<std::string> verify(const VariantGrid& g, std::span<const uint8_t> v) const override {
    if (sum_of(cells_, v) != sum_) return describe(g) + " sums to " + std::to_string(sum_of(cells_, v));
    return std::nullopt;
  }

 private:
  std::vector<int> cells_;
  int sum_;
};

class Arrow : public VariantRule {
 public:
  Arrow(std::vector<int> circle, std::vector<std::vector<int>> shafts)
      : circle_(std::move(circle)), shafts_(std::move(shafts)) {}
  std::string_view kind() const override { return "arrow"; }
  std::string describe(const VariantGrid& g) const override { return "arrow from " + cells_text(g, circle_); }
  void encode(VariantEncoder& e) const override {
    for (const auto& shaft : shafts_) {
      std::vector<Term> t = terms(shaft);
      int64_t place = 1;
      for (size_t i = circle_.size(); i-- > 0; place *= 10) t.push_back({circle_[i], -place});
      e.sum(t, PbCompare::Eq, 0);
    }
  }
  std::optional<TraceStep> narrow(const VariantGrid& g, std::span<const uint32_t> cand) const override {
    for (const auto& shaft : shafts_) {
      std::vector<Term> t = terms(shaft);
      int64_t place = 1;
      for (size_t i = circle_.size(); i-- > 0; place *= 10) t.push_back({circle_[i], -place});
      std::vector<int> cells;
      for (const Term& x : t) cells.push_back(x.cell);
      if (auto step = narrowing_step(g, "arrow", describe(g), cells, cand, sum_support(t, cand, 0),
                                     "the shaft sums to the circle"))
        return step;
    }
    return std::nullopt;
  }
  std::optional<std::string> verify(const VariantGrid& g, std::span<const uint8_t> v) const override {
    int number = 0;
    for (int c : circle_) number = number * 10 + v[c];
    for (const auto& shaft : shafts_)
      if (sum_of(shaft, v) != number)
        return describe(g) + ": the circle holds " + std::to_string(number) + " but the shaft through " +
               cells_text(g, shaft) + " sums to " + std::to_string(sum_of(shaft, v));
    return std::nullopt;
  }

 private:
  std::vector<int> circle_;
  std::vector<std::vector<int>> shafts_;
};

// Lines whose parts must sum alike: region-sum lines (segments by region) and zipper lines (pairs
// around the middle). Each part is a list of (cell, factor) terms; all parts have equal totals.
class EqualSums : public VariantRule {
 public:
  EqualSums(std::string kind, std::string what, std::vector<int> line, std::vector<std::vector<Term>> parts)
      : kind_(std::move(kind)), what_(std::move(what)), line_(std::move(line)), parts_(std::move(parts)) {}
  std::string_view kind() const override { return kind_; }
  std::string describe(const VariantGrid& g) const override { return what_ + " " + cells_text(g, line_); }
  // Every part against one shared total, not a chain of neighbours (part 1 = part 2, part 2 = part 3 …):
  // in a chain what one part allows reaches the next only through its cells' values and is mostly lost;
  // against a shared total each part narrows the total and the total every part. The total is the
  // single cell of a one-cell part (an odd zipper's middle), else a fresh integer over the totals every
  // part can reach. Two parts need no total: one sum of their difference.
  void encode(VariantEncoder& e) const override {
    if (parts_.size() < 2) return;
    if (parts_.size() == 2) {
      std::vector<Term> t = parts_[0];
      for (const Term& x : parts_[1]) t.push_back({x.cell, -x.factor});
      e.sum(t, PbCompare::Eq, 0);
      return;
    }
    const auto single = std::find_if(parts_.begin(), parts_.end(),
                                     [](const std::vector<Term>& p) { return p.size() == 1 && p[0].factor == 1; });
    if (single != parts_.end()) {
      for (const auto& part : parts_) {
        if (&part == &*single) continue;
        std::vector<Term> t = part;
        t.push_back({single->front().cell, -1});
        e.sum(t, PbCompare::Eq, 0);
      }
      return;
    }
    int64_t lo = INT64_MIN, hi = INT64_MAX;
    for (const auto& part : parts_) {
      int64_t part_lo = 0, part_hi = 0;
      for (const Term& t : part) {
        part_lo += std::min(t.factor, t.factor * e.n());
        part_hi += std::max(t.factor, t.factor * e.n());
      }
      lo = std::max(lo, part_lo), hi = std::min(hi, part_hi);
    }
    std::vector<int64_t> totals;
    for (int64_t v = lo; v <= hi; ++v) totals.push_back(v);
    if (totals.empty()) {
      e.cnf().add_clause(std::span<const Lit>{});  // no total every part reaches
      return;
    }
    VariantEncoder::Group minus = e.integer(totals);
    for (auto& c : minus.choices) c.weight = -c.weight;
    const std::vector<VariantEncoder::Group> extra{minus};
    for (const auto& part : parts_) e.sum(part, PbCompare::Eq, 0, extra);
  }
  std::optional<TraceStep> narrow(const VariantGrid& g, std::span<const uint32_t> cand) const override {
    std::vector<int> cells;
    std::vector<size_t> part_end;
    for (const auto& part : parts_) {
      for (const Term& t : part) cells.push_back(t.cell);
      part_end.push_back(cells.size());
    }
    auto supported = supported_values(cells, cand, [&](std::span<const int> v) {
      int64_t first = 0, total = 0;
      size_t k = 0, p = 0;
      for (const auto& part : parts_) {
        total = 0;
        for (const Term& t : part) total += t.factor * v[k++];
        if (p++ == 0) first = total;
        else if (total != first) return false;
      }
      return true;
    });
    if (!supported) return std::nullopt;
    return narrowing_step(g, kind_, describe(g), cells, cand, *supported, "its parts sum alike");
  }
  std::optional<std::string> verify(const VariantGrid& g, std::span<const uint8_t> v) const override {
    auto total = [&](const std::vector<Term>& part) {
      int64_t s = 0;
      for (const Term& t : part) s += t.factor * v[t.cell];
      return s;
    };
    for (size_t i = 1; i < parts_.size(); ++i)
      if (total(parts_[i]) != total(parts_[0]))
        return describe(g) + ": one part sums to " + std::to_string(total(parts_[0])) + ", another to " +
               std::to_string(total(parts_[i]));
    return std::nullopt;
  }

 private:
  std::string kind_, what_;
  std::vector<int> line_;
  std::vector<std::vector<Term>> parts_;
};

// Region-sum segments need the regions, which the rule learns when encoding or verifying.
class RegionSumLine : public VariantRule {
 public:
  explicit RegionSumLine(std::vector<int> line) : line_(std::move(line)) {}
  std::string_view kind() const override { return "regionsumline"; }
  std::string describe(const VariantGrid& g) const override { return "region-sum line " + cells_text(g, line_); }
  void encode(VariantEncoder& e) const override { rule(e.grid()).encode(e); }
  std::optional<TraceStep> narrow(const VariantGrid& g, std::span<const uint32_t> cand) const override {
    return rule(g).narrow(g, cand);
  }
  std::optional<std::string> verify(const VariantGrid& g, std::span<const uint8_t> v) const override {
    return rule(g).verify(g, v);
  }

 private:
  EqualSums rule(const VariantGrid& g) const {
    std::vector<std::vector<Term>> parts;
    for (size_t i = 0; i < line_.size(); ++i) {
      if (i == 0 || g.region[line_[i]] != g.region[line_[i - 1]]) parts.emplace_back();
      parts.back().push_back({line_[i], 1});
    }
    return EqualSums("regionsumline", "region-sum line", line_, parts);
  }
  std::vector<int> line_;
};

// The inner cells lie strictly between the two ends' values.
class BetweenLine : public VariantRule {
 public:
  explicit BetweenLine(std::vector<int> line) : line_(std::move(line)) {}
  std::string_view kind() const override { return "betweenline"; }
  std::string describe(const VariantGrid& g) const override { return "between line " + cells_text(g, line_); }
  void encode(VariantEncoder& e) const override {
    const int a = line_.front(), b = line_.back();
    std::vector<Lit> clause;
    for (size_t i = 1; i + 1 < line_.size(); ++i)
      for (int va = 1; va <= e.n(); ++va)
        for (int vb = 1; vb <= e.n(); ++vb) {
          clause.assign({~e.is(a, va), ~e.is(b, vb)});
          for (int x = std::min(va, vb) + 1; x < std::max(va, vb); ++x) clause.push_back(e.is(line_[i], x));
          e.cnf().add_clause(clause);
        }
  }
  std::optional<TraceStep> narrow(const VariantGrid& g, std::span<const uint32_t> cand) const override {
    // Each inner cell with the two ends: three cells at a time.
    for (size_t i = 1; i + 1 < line_.size(); ++i) {
      const std::vector<int> cells{line_.front(), line_[i], line_.back()};
      auto supported = supported_values(cells, cand, [](std::span<const int> v) {
        return v[1] > std::min(v[0], v[2]) && v[1] < std::max(v[0], v[2]);
      });
      if (!supported) continue;
      if (auto step = narrowing_step(g, "betweenline", describe(g), cells, cand, *supported,
                                     g.name(line_[i]) + " lies strictly between the ends"))
        return step;
    }
    return std::nullopt;
  }
  std::optional<std::string> verify(const VariantGrid& g, std::span<const uint8_t> v) const override {
    const int lo = std::min(v[line_.front()], v[line_.back()]), hi = std::max(v[line_.front()], v[line_.back()]);
    for (size_t i = 1; i + 1 < line_.size(); ++i)
      if (v[line_[i]] <= lo || v[line_[i]] >= hi)
        return describe(g) + ": " + g.name(line_[i]) + " (" + std::to_string(v[line_[i]]) + ") is not between " +
               std::to_string(lo) + " and " + std::to_string(hi);
    return std::nullopt;
  }

 private:
  std::vector<int> line_;
};

class Quadruple : public VariantRule {
 public:
  Quadruple(std::vector<int> cells, std::vector<int> values) : cells_(std::move(cells)), values_(std::move(values)) {}
  std::string_view kind() const override { return "quadruple"; }
  std::string describe(const VariantGrid& g) const override {
    std::string vals;
    for (int v : values_) vals += std::to_string(v);
    return "quadruple " + vals + " on " + cells_text(g, cells_);
  }
  void encode(VariantEncoder& e) const override {
    for (int u = 1; u <= e.n(); ++u) {
      const int times = static_cast<int>(std::count(values_.begin(), values_.end(), u));
      if (times == 0) continue;
      std::vector<Lit> lits;
      std::vector<VariantEncoder::Group> groups;
      for (int c : cells_) {
        lits.push_back(e.is(c, u));
        groups.push_back({{{e.is(c, u), 1}}, false});
      }
      if (times == 1) e.cnf().add_clause(lits);
      else e.group_sum(groups, PbCompare::Ge, times);
    }
  }
  std::optional<std::string> verify(const VariantGrid& g, std::span<const uint8_t> v) const override {
    for (int u : values_) {
      const auto need = std::count(values_.begin(), values_.end(), u);
      const auto have = std::count_if(cells_.begin(), cells_.end(), [&](int c) { return v[c] == u; });
      if (have < need) return describe(g) + ": " + std::to_string(u) + " is missing";
    }
    return std::nullopt;
  }
  // The clue's digits still missing from its cells outnumber the cells left empty: the digits placed
  // there that the clue does not ask for (or asks for fewer times) are at fault.
  std::vector<int> broken_by(const VariantGrid&, std::span<const uint8_t> v) const override {
    const auto empty = std::count_if(cells_.begin(), cells_.end(), [&](int c) { return v[c] == 0; });
    long missing = 0;
    for (size_t i = 0; i < values_.size(); ++i) {
      const int u = values_[i];
      if (std::find(values_.begin(), values_.begin() + static_cast<long>(i), u) !=
          values_.begin() + static_cast<long>(i))
        continue;
      const auto need = std::count(values_.begin(), values_.end(), u);
      const auto have = std::count_if(cells_.begin(), cells_.end(), [&](int c) { return v[c] == u; });
      missing += std::max<long>(0, need - have);
    }
    if (missing <= empty) return {};
    std::vector<int> out;
    for (size_t i = 0; i < cells_.size(); ++i) {
      const int c = cells_[i], u = v[c];
      if (!u) continue;
      const auto need = std::count(values_.begin(), values_.end(), u);
      const auto before =
          std::count_if(cells_.begin(), cells_.begin() + static_cast<long>(i), [&](int d) { return v[d] == u; });
      if (before >= need) out.push_back(c);  // a digit the clue does not need here (or one too many)
    }
    return out;
  }

 private:
  std::vector<int> cells_, values_;
};

// Outside clues over a line read from the clue's side.
class OutsideClue : public VariantRule {
 public:
  enum class Kind { Sandwich, XSum, Skyscraper };
  OutsideClue(Kind kind, std::vector<int> line, int value) : kind_(kind), line_(std::move(line)), value_(value) {}
  std::string_view kind() const override {
    return kind_ == Kind::Sandwich ? "sandwichsum" : kind_ == Kind::XSum ? "xsum" : "skyscraper";
  }
  std::string describe(const VariantGrid& g) const override {
    const char* what = kind_ == Kind::Sandwich ? "sandwich sum " : kind_ == Kind::XSum ? "X-sum " : "skyscraper ";
    return what + std::to_string(value_) + " from " + g.name(line_.front()) + " to " + g.name(line_.back());
  }
  void encode(VariantEncoder& e) const override {
    switch (kind_) {
      case Kind::Sandwich: return encode_sandwich(e);
      case Kind::XSum: return encode_x_sum(e);
      case Kind::Skyscraper: return encode_skyscraper(e);
    }
  }
  std::optional<TraceStep> narrow(const VariantGrid& g, std::span<const uint32_t> cand) const override {
    // The whole line at once, when its candidates leave few enough assignments to try.
    std::vector<uint8_t> grid(g.cells(), 0);
    auto supported = supported_values(line_, cand, [&](std::span<const int> v) {
      for (size_t i = 0; i < line_.size(); ++i) grid[line_[i]] = static_cast<uint8_t>(v[i]);
      for (size_t i = 0; i < line_.size(); ++i)
        for (size_t j = i + 1; j < line_.size(); ++j)
          if (v[i] == v[j]) return false;  // a row or column holds distinct values
      return measure(g.n, grid) == value_;
    });
    if (!supported) return std::nullopt;
    return narrowing_step(g, std::string(kind()), describe(g), line_, cand, *supported);
  }
  std::optional<std::string> verify(const VariantGrid& g, std::span<const uint8_t> v) const override {
    const int got = measure(g.n, v);
    if (got != value_) return describe(g) + ": it is " + std::to_string(got);
    return std::nullopt;
  }

 private:
  int measure(int n, std::span<const uint8_t> v) const {
    const int len = static_cast<int>(line_.size());
    switch (kind_) {
      case Kind::Sandwich: {
        int first = -1, second = -1;
        for (int i = 0; i < len; ++i)
          if (v[line_[i]] == 1 || v[line_[i]] == n) (first < 0 ? first : second) = i;
        int s = 0;
        for (int i = first + 1; i < second; ++i) s += v[line_[i]];
        return s;
      }
      case Kind::XSum: {
        int s = 0;
        for (int i = 0; i < v[line_[0]] && i < len; ++i) s += v[line_[i]];
        return s;
      }
      case Kind::Skyscraper: {
        int seen = 0, top = 0;
        for (int c : line_)
          if (v[c] > top) ++seen, top = v[c];
        return seen;
      }
    }
    return -1;
  }

  // The cells strictly between the two crusts (1 and n): a_k "a crust at or before k", b_k "both
  // crusts at or before k"; cell k is inside iff a_{k−1} ∧ ¬b_k. Σ v·(inside_k ∧ s_{k,v}) = sum.
  void encode_sandwich(VariantEncoder& e) const {
    const int n = e.n();
    if (e.options().sandwich != SandwichEncoding::Crusts && static_cast<int>(line_.size()) == n && is_house(e.grid())) {
      encode_sandwich_document(e, e.options().sandwich);
      return;
    }
    // Redundant but decisive for propagation: crusts at i and j leave j − i − 1 cells of distinct
    // values 2..n−1 between them; where no such set sums to the clue, the crusts cannot stand there.
    const int len = static_cast<int>(line_.size());
    for (int i = 0; i < len; ++i)
      for (int j = i + 1; j < len; ++j) {
        bool possible = false;
        for (const auto& c : combinations(n - 1, j - i - 1, value_))
          possible = possible || std::find(c.begin(), c.end(), 1) == c.end();
        if (possible) continue;
        for (int x : {1, n})
          for (int y : {1, n})
            if (x != y) e.cnf().add_clause({~e.is(line_[i], x), ~e.is(line_[j], y)});
      }
    std::vector<VariantEncoder::Group> groups;
    Lit a_prev{}, b_prev{};
    for (size_t k = 0; k < line_.size(); ++k) {
      const std::vector<Lit> crusts{e.is(line_[k], 1), e.is(line_[k], n)};
      const Lit crust = e.disjunction(crusts);
      if (k == 0) {
        a_prev = crust;
        const Var never = e.cnf().new_var();  // b before the first cell: fixed false
        e.cnf().add_clause({Lit::neg(never)});
        b_prev = Lit::pos(never);
        continue;
      }
      const std::vector<Lit> second_parts{b_prev, e.conjunction(a_prev, crust)};
      const Lit b = e.disjunction(second_parts);
      const Lit inside = e.conjunction(a_prev, ~b);
      VariantEncoder::Group g;
      for (int v = 2; v < n; ++v) g.choices.push_back({e.conjunction(inside, e.is(line_[k], v)), v});
      groups.push_back(std::move(g));
      const std::vector<Lit> a_parts{a_prev, crust};
      a_prev = e.disjunction(a_parts);
      b_prev = b;
    }
    e.group_sum(groups, PbCompare::Eq, value_);
  }

  // Document 003 §4.7 (table 4.14): S(x, l) "the crusts are at x and x + l + 1" (either way round),
  // exactly one true; per S a PB constraint on the cells between, each clause guarded by ¬S.
  void encode_sandwich_document(VariantEncoder& e, SandwichEncoding how) const {
    const int n = e.n();
    const bool by_length = how != SandwichEncoding::Pb;
    std::vector<Lit> positions;
    for (int l = 0; l <= n - 2; ++l) {
      // Z(l): the values of 1..n some set of l distinct ones summing to the clue uses (the document's
      // L(y) and Z(y, l) count 1 and n too; they cannot lie between the crusts, but it says so).
      uint32_t z = 0;
      for (const auto& c : combinations(n, l, value_))
        for (int v : c) z |= 1u << (v - 1);
      const bool possible = l == 0 ? value_ == 0 : z != 0;
      for (int x = 0; x + l + 1 < n; ++x) {
        const int a = line_[x], b = line_[x + l + 1];
        if (by_length && !possible) {  // SW-v, SW-vi
          e.cnf().add_clause({~e.is(a, 1), ~e.is(b, n)});
          e.cnf().add_clause({~e.is(a, n), ~e.is(b, 1)});
          continue;
        }
        const Lit S = Lit::pos(e.cnf().new_var());
        positions.push_back(S);
        e.cnf().add_clause({~e.is(a, 1), ~e.is(b, n), S});  // SW-i / SW-iii
        e.cnf().add_clause({~e.is(a, n), ~e.is(b, 1), S});  // SW-ii / SW-iv
        std::vector<Lit> lits;
        std::vector<int64_t> weights;
        for (int k = x + 1; k <= x + l; ++k)
          for (int v = 1; v <= n; ++v) {
            if (how == SandwichEncoding::Combinations && !(z >> (v - 1) & 1)) {
              e.cnf().add_clause({~e.is(line_[k], v), ~S});  // SW-xii
              continue;
            }
            lits.push_back(e.is(line_[k], v));
            weights.push_back(v);
          }
        e.when(S, [&] { e.pb(lits, weights, PbCompare::Eq, value_); });  // SW-vii / SW-viii / SW-ix
      }
    }
    e.cnf().at_least_one(positions);          // SW-x
    e.cnf().at_most_one_pairwise(positions);  // SW-xi
  }

  // Whether the line is a whole row or column of the grid, so that it holds exactly one 1 and one n.
  bool is_house(const VariantGrid& g) const {
    const int n = g.n;
    const int r = line_.front() / n, c = line_.front() % n;
    bool row = true, col = true;
    for (int cell : line_) row = row && cell / n == r, col = col && cell % n == c;
    return row || col;
  }

  // Cell k counts iff the first value is more than k.
  void encode_x_sum(VariantEncoder& e) const {
    const int n = e.n();
    // Redundant: with X first, the other X − 1 counted cells of the row are distinct and sum to the
    // clue − X; an X for which no such set exists is out.
    for (int x = 1; x <= n && x <= static_cast<int>(line_.size()); ++x) {
      bool possible = false;
      for (const auto& c : combinations(n, x - 1, value_ - x))
        possible = possible || std::find(c.begin(), c.end(), x) == c.end();
      if (!possible) e.cnf().add_clause({~e.is(line_[0], x)});
    }
    std::vector<VariantEncoder::Group> groups;
    for (size_t k = 0; k < line_.size(); ++k) {
      std::vector<Lit> far_enough;
      for (int x = static_cast<int>(k) + 1; x <= n; ++x) far_enough.push_back(e.is(line_[0], x));
      if (far_enough.empty()) break;
      VariantEncoder::Group g;
      g.exactly_one = k == 0;  // the first cell always counts
      const Lit counts = k == 0 ? Lit{} : e.disjunction(far_enough);
      for (int v = 1; v <= n; ++v)
        g.choices.push_back({k == 0 ? e.is(line_[0], v) : e.conjunction(counts, e.is(line_[k], v)), v});
      groups.push_back(std::move(g));
    }
    e.group_sum(groups, PbCompare::Eq, value_);
  }

  // m[v] = "the highest value so far is at least v"; cell k is seen iff it holds v with ¬m[v] before.
  void encode_skyscraper(VariantEncoder& e) const {
    const int n = e.n();
    std::vector<Lit> top(n + 1);  // top[v], v = 1..n, over the cells before k
    auto at_least = [&](int cell, int v) {
      std::vector<Lit> lits;
      for (int u = v; u <= n; ++u) lits.push_back(e.is(cell, u));
      return lits;
    };
    for (int v = 1; v <= n; ++v) top[v] = e.disjunction(at_least(line_[0], v));
    std::vector<Lit> seen;
    for (size_t k = 1; k < line_.size(); ++k) {
      std::vector<Lit> ways;
      for (int v = 1; v <= n; ++v) ways.push_back(e.conjunction(e.is(line_[k], v), ~top[v]));
      seen.push_back(e.disjunction(ways));
      if (k + 1 == line_.size()) break;
      for (int v = 1; v <= n; ++v) {
        std::vector<Lit> parts = at_least(line_[k], v);
        parts.push_back(top[v]);
        top[v] = e.disjunction(parts);
      }
    }
    std::vector<VariantEncoder::Group> groups;
    for (Lit l : seen) groups.push_back({{{l, 1}}, false});
    e.group_sum(groups, PbCompare::Eq, value_ - 1);  // the first cell is always seen
  }

  Kind kind_;
  std::vector<int> line_;
  int value_;
};

}  // namespace

VariantRulePtr make_killer_cage(std::vector<int> cells, std::optional<int> sum) {
  return std::make_shared<KillerCage>(std::move(cells), sum);
}

VariantRulePtr make_little_killer(std::vector<int> cells, int sum) {
  return std::make_shared<LittleKiller>(std::move(cells), sum);
}

VariantRulePtr make_arrow(std::vector<int> circle, std::vector<std::vector<int>> shafts) {
  return std::make_shared<Arrow>(std::move(circle), std::move(shafts));
}

VariantRulePtr make_region_sum_line(std::vector<int> line) { return std::make_shared<RegionSumLine>(std::move(line)); }

VariantRulePtr make_zipper_line(std::vector<int> line) {
  // Odd length: each pair sums to the middle cell. Even: every pair sums alike.
  std::vector<std::vector<Term>> parts;
  const size_t len = line.size();
  if (len % 2 == 1) parts.push_back({{line[len / 2], 1}});
  for (size_t i = 0, j = len - 1; i < j; ++i, --j) parts.push_back({{line[i], 1}, {line[j], 1}});
  return std::make_shared<EqualSums>("zipperline", "zipper line", line, std::move(parts));
}

VariantRulePtr make_between_line(std::vector<int> line) { return std::make_shared<BetweenLine>(std::move(line)); }

VariantRulePtr make_quadruple(std::vector<int> cells, std::vector<int> values) {
  return std::make_shared<Quadruple>(std::move(cells), std::move(values));
}

VariantRulePtr make_sandwich(std::vector<int> line, int sum) {
  return std::make_shared<OutsideClue>(OutsideClue::Kind::Sandwich, std::move(line), sum);
}

VariantRulePtr make_x_sum(std::vector<int> line, int sum) {
  return std::make_shared<OutsideClue>(OutsideClue::Kind::XSum, std::move(line), sum);
}

VariantRulePtr make_skyscraper(std::vector<int> line, int seen) {
  return std::make_shared<OutsideClue>(OutsideClue::Kind::Skyscraper, std::move(line), seen);
}

}  // namespace gridlogic
