// sudoku_human_subsets.cpp — naked and hidden subsets (pairs, triples, quads) of the human solver:
// k cells of a house holding only k values between them, or k values of a house that fit only in k
// cells. See sudoku_human_internal.h.
#include <algorithm>
#include <array>

#include "sudoku_human_internal.h"

namespace gridlogic::human {
namespace {

const std::array<const char*, 5> kSubsetWord = {"", "single", "pair", "triple", "quad"};

std::vector<int> values_of(uint32_t mask) {
  std::vector<int> v;
  for (int x = 1; mask >> (x - 1); ++x)
    if ((mask >> (x - 1)) & 1u) v.push_back(x);
  return v;
}

}  // namespace

std::optional<Step> find_naked_subset(const Board& b, int k, const StepFilter& accept) {
  static const std::array<double, 5> kRating = {0, 0, 3.0, 3.6, 5.0};
  std::vector<int> cells;  // per house, reused (this runs at every stall of the "+" levels)
  std::vector<uint32_t> masks;
  for (int i = 0; i < 3 * b.n; ++i) {
    const int h = se_house(b.n, i);
    cells.clear();
    masks.clear();
    int empty = 0;
    for (int cell : b.houses[h]) {
      if (b.value[cell]) continue;
      ++empty;
      const int c = popcount(b.cand[cell]);
      if (c >= 2 && c <= k) {
        cells.push_back(cell);
        masks.push_back(b.cand[cell]);
      }
    }
    if (empty <= k) continue;
    std::optional<Step> result;
    combinations(masks, k, [&](const std::vector<int>& chosen, uint32_t values) {
      // Anything to remove? Decided before building the step (most subsets remove nothing).
      bool removes = false;
      for (int cell : b.houses[h])
        if (!b.value[cell] && (b.cand[cell] & values) &&
            std::none_of(chosen.begin(), chosen.end(), [&](int i) { return cells[i] == cell; }))
          removes = true;
      if (!removes) return false;
      std::vector<int> subset;
      for (int i : chosen) subset.push_back(cells[i]);
      Step s;
      for (int cell : b.houses[h]) {
        if (b.value[cell] || std::find(subset.begin(), subset.end(), cell) != subset.end()) continue;
        for (int v : values_of(b.cand[cell] & values)) s.trace.removed.push_back({cell, v});
      }
      if (s.trace.removed.empty()) return false;
      const std::string title = std::string("Naked ") + kSubsetWord[k];
      s.rating = kRating[k];
      s.trace.technique = "naked-" + std::string(kSubsetWord[k]);
      s.trace.cells = subset;
      s.trace.explanation = title + ": " + cell_list(b, subset) + " hold only " + value_list(values_of(values)) +
                            " in " + house_name(b, h) + ", so " + value_list(values_of(values)) + " are removed from " +
                            cell_list(b, distinct_cells(s.trace.removed));
      if (accept && !accept(s)) return false;
      result = std::move(s);
      return true;
    });
    if (result) return result;
  }
  return std::nullopt;
}

std::optional<Step> find_hidden_subset(const Board& b, int k, const StepFilter& accept) {
  static const std::array<double, 5> kRating = {0, 0, 3.4, 4.0, 5.4};
  std::vector<int> values;  // per house, reused
  std::vector<uint32_t> masks;
  for (int i = 0; i < 3 * b.n; ++i) {
    const int h = se_house(b.n, i);
    values.clear();
    masks.clear();
    int open = 0;
    for (int v = 1; v <= b.n; ++v) {
      const uint32_t pos = b.positions(h, v);
      if (!pos) continue;
      ++open;
      if (popcount(pos) >= 2 && popcount(pos) <= k) {
        values.push_back(v);
        masks.push_back(pos);
      }
    }
    if (open <= k) continue;
    std::optional<Step> result;
    combinations(masks, k, [&](const std::vector<int>& chosen, uint32_t where) {
      uint32_t keep = 0;
      for (int i : chosen) keep |= 1u << (values[i] - 1);
      bool removes = false;  // decided before building the step
      for (int i = 0; i < b.n; ++i)
        if (((where >> i) & 1u) && (b.cand[b.houses[h][i]] & ~keep)) removes = true;
      if (!removes) return false;
      keep = 0;
      std::vector<int> subset_values;
      for (int i : chosen) {
        keep |= 1u << (values[i] - 1);
        subset_values.push_back(values[i]);
      }
      std::vector<int> cells;
      Step s;
      for (int i = 0; i < b.n; ++i) {
        if (!((where >> i) & 1u)) continue;
        const int cell = b.houses[h][i];
        cells.push_back(cell);
        for (int v : values_of(b.cand[cell] & ~keep)) s.trace.removed.push_back({cell, v});
      }
      if (s.trace.removed.empty()) return false;
      s.rating = kRating[k];
      s.trace.technique = "hidden-" + std::string(kSubsetWord[k]);
      s.trace.cells = cells;
      s.trace.explanation = std::string("Hidden ") + kSubsetWord[k] + ": in " + house_name(b, h) + ", " +
                            value_list(subset_values) + " can only go in " + cell_list(b, cells) +
                            ", so the other candidates are removed from " +
                            cell_list(b, distinct_cells(s.trace.removed));
      if (accept && !accept(s)) return false;
      result = std::move(s);
      return true;
    });
    if (result) return result;
  }
  return std::nullopt;
}

}  // namespace gridlogic::human
