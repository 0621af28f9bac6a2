// sudoku_human_direct.cpp — Sudoku Explainer's "direct" rungs: a pointing, claiming, hidden pair or
// hidden triple whose removals leave a value with one place in a house. SE rates that whole thought as
// one easier step (1.7, 1.9, 2.0, 2.5 against 2.6, 2.8, 3.4, 4.0) because the player never writes the
// pencil marks down: the step places the single and keeps the other candidates (as SE does, so the
// path and its grade follow SE's).
#include <algorithm>

#include "sudoku_human_internal.h"

namespace gridlogic::human {
namespace {

struct Single {
  int house = -1, cell = -1, value = 0;
};

// A house where a value the step removes is left with exactly one place (and had more before). A
// hidden subset counts only a single in its own house (`only`), as SE does: the subset's cells are
// taken, so another value of that house is left one place.
Single single_after(const Board& b, const Step& s, int only, int kind) {
  for (const CellValue& cv : s.trace.removed)
    for (int h : b.house_of[cv.cell]) {
      if (only >= 0 && h != only) continue;
      if (kind >= 0 && static_cast<int>(b.kind(h)) != kind) continue;
      uint32_t pos = b.positions(h, cv.value);
      if (popcount(pos) < 2) continue;
      for (const CellValue& other : s.trace.removed)
        if (other.value == cv.value)
          for (int i = 0; i < b.n; ++i)
            if (b.houses[h][i] == other.cell) pos &= ~(1u << i);
      if (popcount(pos) == 1) return {h, b.houses[h][std::countr_zero(pos)], cv.value};
    }
  return {};
}

// The house a hidden subset was found in (its own), or -1 for locked candidates. Its cells can share a
// box and a line, and be a hidden subset of either or both: SE counts the single in the house its
// search was in, which the sentence names ("Hidden pair: in row 5, ...").
int subset_house(const Board& b, const Step& s, bool subset) {
  if (!subset) return -1;
  for (int h : b.house_of[s.trace.cells[0]])
    if (s.trace.explanation.find(": in " + house_name(b, h) + ", ") != std::string::npos) return h;
  return -1;
}

// Locked candidates count a single in a house of the kind they start from (SE's direct pointing
// leaves a single in another box, direct claiming one in a parallel line): the kind's index, or -1.
int locked_kind(const Board& b, const Step& s, bool subset) {
  if (subset) return -1;
  if (s.trace.technique == "pointing") return static_cast<int>(HouseKind::Box);
  const int r = b.row(s.trace.cells[0]);
  const bool row = std::all_of(s.trace.cells.begin(), s.trace.cells.end(), [&](int c) { return b.row(c) == r; });
  return static_cast<int>(row ? HouseKind::Row : HouseKind::Column);
}

std::optional<Step> direct(const Board& b, const char* technique, const char* title, double rating, bool subset,
                           const std::function<std::optional<Step>(const StepFilter&)>& find) {
  Single single;
  std::optional<Step> inner = find([&](const Step& s) {
    single = single_after(b, s, subset_house(b, s, subset), locked_kind(b, s, subset));
    return single.cell >= 0;
  });
  if (!inner) return std::nullopt;
  Step s;
  s.rating = rating;
  s.trace.technique = technique;
  s.trace.cells = inner->trace.cells;
  s.trace.placed = {{single.cell, single.value}};
  // The inner sentence without its title ("Pointing: in box 1, ..."), then the single it leaves.
  std::string why = inner->trace.explanation;
  why = why.substr(why.find(": ") + 2);
  s.trace.explanation = std::string(title) + ": " + why + "; then " + value_char(single.value) + " can only go in " +
                        cell_label(b, single.cell) + " in " + house_name(b, single.house);
  return s;
}

}  // namespace

std::optional<Step> find_direct_pointing(const Board& b) {
  return direct(b, "direct-pointing", "Direct pointing", 1.7, false,
                [&](const StepFilter& f) { return find_pointing(b, f); });
}

std::optional<Step> find_direct_claiming(const Board& b) {
  return direct(b, "direct-claiming", "Direct claiming", 1.9, false,
                [&](const StepFilter& f) { return find_claiming(b, f); });
}

std::optional<Step> find_direct_hidden_subset(const Board& b, int k) {
  return direct(b, k == 2 ? "direct-hidden-pair" : "direct-hidden-triple",
                k == 2 ? "Direct hidden pair" : "Direct hidden triple", k == 2 ? 2.0 : 2.5, true,
                [&](const StepFilter& f) { return find_hidden_subset(b, k, f); });
}

}  // namespace gridlogic::human
