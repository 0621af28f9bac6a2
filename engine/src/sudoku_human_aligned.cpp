// sudoku_human_aligned.cpp — Sudoku Explainer's aligned exclusion rungs: aligned pair exclusion (6.2)
// and aligned triple exclusion (7.5).
//
// A few base cells cannot take values that together cover every candidate of a cell seeing them all
// (that cell would be left empty), nor one value twice where two of them see each other. A candidate
// of a base cell that belongs to no combination those rules allow is false. The pair looks only at
// excluding cells of two candidates; the triple, as SE's, at those of two or three, and needs two
// such cells seeing all three base cells before it enumerates anything.
#include <algorithm>
#include <array>

#include "sudoku_human_internal.h"

namespace gridlogic::human {
namespace {

// The candidates each base cell (two or three) keeps: those used by some allowed combination of
// values. Runs for every pair and triple of cells at a stalled position, so nothing is allocated.
std::array<uint32_t, 3> allowed_values(const Board& b, const std::array<int, 3>& cells, size_t k,
                                       const uint32_t* excluders, size_t excluder_count) {
  std::array<uint32_t, 3> keep{};
  std::array<int, 3> chosen{};
  size_t kept_all = 0;  // base cells whose every candidate is kept already: at k, nothing to remove
  auto rec = [&](auto&& self, size_t i, uint32_t used) -> bool {
    if (i >= k || i >= chosen.size()) {
      for (size_t e = 0; e < excluder_count; ++e)
        if ((excluders[e] & ~used) == 0) return false;  // that cell would have no value left
      for (size_t j = 0; j < k; ++j) {
        const uint32_t before = keep[j];
        keep[j] |= 1u << (chosen[j] - 1);
        if (keep[j] != before && keep[j] == b.cand[cells[j]]) ++kept_all;
      }
      return kept_all == k;
    }
    for (uint32_t m = b.cand[cells[i]]; m; m &= m - 1) {
      const int v = lowest_value(m);
      bool clash = false;
      for (size_t j = 0; j < i; ++j) clash |= chosen[j] == v && b.sees(cells[j], cells[i]);
      if (clash) continue;
      chosen[i] = v;
      if (self(self, i + 1, used | (1u << (v - 1)))) return true;
    }
    return false;
  };
  if (rec(rec, 0, 0)) return {~0u, ~0u, ~0u};
  return keep;
}

std::vector<CellValue> excluded(const Board& b, const std::array<int, 3>& cells, size_t k,
                                const std::array<uint32_t, 3>& keep) {
  std::vector<CellValue> out;
  for (size_t i = 0; i < k; ++i)
    for (uint32_t m = b.cand[cells[i]] & ~keep[i]; m; m &= m - 1) out.push_back({cells[i], lowest_value(m)});
  return out;
}

// A set of cells as bits (625 cells at most: 25×25).
struct CellBits {
  std::array<uint64_t, 10> w{};
  void set(int c) { w[c >> 6] |= uint64_t{1} << (c & 63); }
  bool test(int c) const { return (w[c >> 6] >> (c & 63)) & 1u; }
  CellBits operator&(const CellBits& o) const {
    CellBits r;
    for (size_t i = 0; i < w.size(); ++i) r.w[i] = w[i] & o.w[i];
    return r;
  }
  CellBits operator|(const CellBits& o) const {
    CellBits r;
    for (size_t i = 0; i < w.size(); ++i) r.w[i] = w[i] | o.w[i];
    return r;
  }
  bool none() const {
    for (uint64_t x : w)
      if (x) return false;
    return true;
  }
  int count() const {
    int n = 0;
    for (uint64_t x : w) n += popcount(static_cast<uint32_t>(x)) + popcount(static_cast<uint32_t>(x >> 32));
    return n;
  }
  template <class F>
  void each(F&& f) const {
    for (size_t i = 0; i < w.size(); ++i)
      for (uint64_t x = w[i]; x; x &= x - 1) f(static_cast<int>(i * 64 + std::countr_zero(x)));
  }
};

}  // namespace

std::optional<Step> find_aligned_pair_exclusion(const Board& b) {
  // The two-candidate cells each cell sees.
  std::vector<CellBits> sees_bivalue(b.size);
  for (int c = 0; c < b.size; ++c) {
    if (b.value[c] || popcount(b.cand[c]) != 2) continue;
    for (int h : b.house_of[c])
      for (int e : b.houses[h])
        if (e != c) sees_bivalue[e].set(c);
  }
  std::vector<uint32_t> forbidden;
  for (int x = 0; x < b.size; ++x)
    for (int y = x + 1; y < b.size; ++y) {
      if (b.value[x] || b.value[y]) continue;
      // Cells seeing both whose candidates are two values only: each forbids that pair. Without one
      // nothing is excluded (a lone clash would need a cell with one candidate left).
      const CellBits common = sees_bivalue[x] & sees_bivalue[y];
      if (common.none()) continue;
      const bool see = b.sees(x, y);
      forbidden.clear();
      common.each([&](int c) { forbidden.push_back(b.cand[c]); });
      Step s;
      const std::array<int, 3> cells = {x, y, -1};
      s.trace.removed = excluded(b, cells, 2, allowed_values(b, cells, 2, forbidden.data(), forbidden.size()));
      if (s.trace.removed.empty()) continue;
      s.rating = 6.2;
      s.trace.technique = "aligned-pair-exclusion";
      s.trace.cells = {x, y};
      std::string why;
      for (const CellValue& cv : s.trace.removed)
        why += (why.empty() ? "" : "; ") + std::string("if ") + cell_label(b, cv.cell) + " were " +
               value_char(cv.value) + ", " + cell_label(b, cv.cell == x ? y : x) + " would have no value left";
      s.trace.explanation = "Aligned pair exclusion: " + cell_label(b, x) + " and " + cell_label(b, y) +
                            " cannot together empty a two-candidate cell that sees both" +
                            (see ? ", nor hold the same value as they see each other" : "") + "; " + why + ", so " +
                            (s.trace.removed.size() == 1 ? "that candidate is" : "those candidates are") + " removed";
      return s;
    }
  return std::nullopt;
}

std::optional<Step> find_aligned_triple_exclusion(const Board& b) {
  // Base cells: two candidates or more, no naked single among the cells they see, some excluding
  // cell (two or three candidates) among them.
  std::vector<int> base;
  std::vector<CellBits> excl(b.size);
  CellBits is_base;
  for (int c = 0; c < b.size; ++c) {
    if (b.value[c] || popcount(b.cand[c]) < 2) continue;
    bool single = false;
    for (int h : b.house_of[c])
      for (int e : b.houses[h]) {
        if (e == c || b.value[e]) continue;
        const int k = popcount(b.cand[e]);
        single |= k == 1;
        if (k == 2 || k == 3) excl[c].set(e);
      }
    if (single || excl[c].count() == 0) continue;
    base.push_back(c);
    is_base.set(c);
  }
  std::vector<uint32_t> masks;
  for (size_t i = 0; i < base.size(); ++i)
    for (size_t j = i + 1; j < base.size(); ++j) {
      const int x = base[i], y = base[j];
      const CellBits pair_common = excl[x] & excl[y];
      if (pair_common.count() < 2) continue;
      // The third cell: a base cell seen by an excluding cell of x or y.
      const CellBits tails = (excl[x] | excl[y]) & is_base;
      std::optional<Step> found;
      tails.each([&](int t) {
        if (found || t == x || t == y) return;
        const CellBits common = pair_common & excl[t];
        if (common.count() < 2) return;
        masks.clear();
        common.each([&](int e) { masks.push_back(b.cand[e]); });
        std::array<int, 3> cells = {x, y, t};
        std::sort(cells.begin(), cells.end());
        std::vector<CellValue> removed = excluded(b, cells, 3, allowed_values(b, cells, 3, masks.data(), masks.size()));
        if (removed.empty()) return;
        std::vector<int> excluders;
        common.each([&](int e) { excluders.push_back(e); });
        Step s;
        s.rating = 7.5;
        s.trace.technique = "aligned-triple-exclusion";
        s.trace.cells = {cells.begin(), cells.end()};
        for (int e : excluders) s.trace.roles.push_back({e, "excluder"});
        s.trace.removed = std::move(removed);
        std::string seen;
        for (int e : excluders) seen += (seen.empty() ? "" : ", ") + cell_label(b, e) + " " + cand_set(b.cand[e]);
        std::string which;
        for (const CellValue& cv : s.trace.removed)
          which += (which.empty() ? "" : ", ") + cell_label(b, cv.cell) + " as " + value_char(cv.value);
        s.trace.explanation = "Aligned triple exclusion: " + cell_list(b, s.trace.cells) +
                              " cannot take values that leave no candidate to a cell seeing all three (" + seen +
                              "), nor one value twice where two of them see each other; no combination left has " +
                              which + ", so " +
                              (s.trace.removed.size() == 1 ? "that candidate is" : "those candidates are") + " removed";
        found = std::move(s);
      });
      if (found) return found;
    }
  return std::nullopt;
}

}  // namespace gridlogic::human
