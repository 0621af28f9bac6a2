// sudoku_human_fish.cpp — basic fish of the human solver: X-wing (2), swordfish (3), jellyfish (4).
// When a value's places in k rows all lie in k columns, those columns hold it in these rows only (and
// the same with rows and columns swapped). See sudoku_human_internal.h.
#include <algorithm>
#include <array>

#include "sudoku_human_internal.h"

namespace gridlogic::human {

namespace {
constexpr std::array<const char*, 5> kName = {"", "", "x-wing", "swordfish", "jellyfish"};
constexpr std::array<const char*, 5> kTitle = {"", "", "X-wing", "Swordfish", "Jellyfish"};
constexpr std::array<double, 5> kRating = {0, 0, 3.2, 3.8, 5.2};
}  // namespace

std::optional<Step> find_fish(const Board& b, int k, const StepFilter& accept) {
  std::vector<int> lines;  // per value and orientation, reused (this runs at every stall of the "+" levels)
  std::vector<uint32_t> masks;
  for (int v = 1; v <= b.n; ++v)
    for (int orientation = 0; orientation < 2; ++orientation) {
      // Base lines are rows (orientation 0) or columns; a line house's index i is the crossing line.
      const int base0 = orientation == 0 ? 0 : b.n, cover0 = orientation == 0 ? b.n : 0;
      lines.clear();
      masks.clear();
      int open = 0;
      for (int line = 0; line < b.n; ++line) {
        const uint32_t pos = b.positions(base0 + line, v);
        if (!pos) continue;
        ++open;
        if (popcount(pos) >= 2 && popcount(pos) <= k) {
          lines.push_back(line);
          masks.push_back(pos);
        }
      }
      if (open <= k) continue;
      std::optional<Step> result;
      combinations(masks, k, [&](const std::vector<int>& chosen, uint32_t acc) {
        // Anything to remove: v in a cover line outside the base lines? Decided before building the step.
        uint32_t base_bits = 0;
        for (int i : chosen) base_bits |= 1u << lines[i];
        bool removes = false;
        for (int j = 0; j < b.n && !removes; ++j)
          if ((acc >> j) & 1u) removes = (b.positions(cover0 + j, v) & ~base_bits) != 0;
        if (!removes) return false;
        Step s;
        std::vector<int> bases, covers;
        for (int i : chosen) bases.push_back(lines[i]);
        for (int j = 0; j < b.n; ++j) {
          if (!((acc >> j) & 1u)) continue;
          covers.push_back(j);
          for (int i = 0; i < b.n; ++i) {
            const int cell = b.houses[cover0 + j][i];  // cover line j, crossing base line i
            if (std::find(bases.begin(), bases.end(), i) == bases.end() && b.has(cell, v))
              s.trace.removed.push_back({cell, v});
          }
        }
        if (s.trace.removed.empty()) return false;
        for (int line : bases)
          for (int j : covers) {
            const int cell = b.houses[base0 + line][j];
            if (b.has(cell, v)) s.trace.cells.push_back(cell);
          }
        auto names = [](const std::vector<int>& idx) {  // 0-based lines as "1, 2 and 12" (numbers, not values)
          std::string out;
          for (size_t i = 0; i < idx.size(); ++i)
            out += (i == 0 ? "" : i + 1 == idx.size() ? " and " : ", ") + std::to_string(idx[i] + 1);
          return out;
        };
        // The pattern for a hint to draw: the base lines, which hold v only where the cover lines cross.
        for (int line : bases) s.trace.houses.push_back({"base", orientation == 0 ? "row" : "column", line});
        for (int j : covers) s.trace.houses.push_back({"cover", orientation == 0 ? "column" : "row", j});
        const char* base_word = orientation == 0 ? "rows " : "columns ";
        const char* cover_word = orientation == 0 ? "columns " : "rows ";
        s.rating = kRating[k];
        s.trace.technique = kName[k];
        s.trace.explanation = std::string(kTitle[k]) + ": in " + base_word + names(bases) + ", " + value_char(v) +
                              " lies only in " + cover_word + names(covers) + ", so " + value_char(v) +
                              " is removed from " + cell_list(b, distinct_cells(s.trace.removed));
        if (accept && !accept(s)) return false;
        result = std::move(s);
        return true;
      });
      if (result) return result;
    }
  return std::nullopt;
}

}  // namespace gridlogic::human
