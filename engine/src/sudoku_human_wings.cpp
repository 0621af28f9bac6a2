// sudoku_human_wings.cpp — XY-wing and XYZ-wing of the human solver: a pivot cell and two "pincer"
// cells it sees, arranged so that one of them must hold z whatever the pivot takes; z then leaves every
// cell that sees all of them. See sudoku_human_internal.h.
#include "sudoku_human_internal.h"

namespace gridlogic::human {
namespace {

std::vector<int> peers_with(const Board& b, int cell, int min_cands, int max_cands) {
  std::vector<int> out;
  for (int other = 0; other < b.size; ++other) {
    const int c = popcount(b.cand[other]);
    if (!b.value[other] && c >= min_cands && c <= max_cands && b.sees(cell, other)) out.push_back(other);
  }
  return out;
}

// Removes z from every cell other than `wing` that sees all of `wing`.
std::vector<CellValue> removals(const Board& b, const std::vector<int>& wing, int z) {
  std::vector<CellValue> out;
  for (int cell = 0; cell < b.size; ++cell) {
    if (!b.has(cell, z)) continue;
    bool all = true;
    for (int w : wing) all &= b.sees(cell, w);
    if (all) out.push_back({cell, z});
  }
  return out;
}

}  // namespace

std::optional<Step> find_xy_wing(const Board& b) {
  for (int pivot = 0; pivot < b.size; ++pivot) {
    if (b.value[pivot] || popcount(b.cand[pivot]) != 2) continue;
    const uint32_t xy = b.cand[pivot];
    const std::vector<int> pincers = peers_with(b, pivot, 2, 2);
    for (size_t i = 0; i < pincers.size(); ++i)
      for (size_t j = i + 1; j < pincers.size(); ++j) {
        const uint32_t a = b.cand[pincers[i]], c = b.cand[pincers[j]];
        // a = {x,z}, c = {y,z}: each shares one value with the pivot, a different one, and z between them.
        if (popcount(a & xy) != 1 || popcount(c & xy) != 1 || (a & xy) == (c & xy)) continue;
        const uint32_t z = a & c & ~xy;
        if (popcount(z) != 1) continue;
        const int zv = lowest_value(z);
        Step s;
        s.trace.removed = removals(b, {pincers[i], pincers[j]}, zv);
        if (s.trace.removed.empty()) continue;
        s.rating = 4.2;
        s.trace.technique = "xy-wing";
        s.trace.cells = {pivot, pincers[i], pincers[j]};
        s.trace.roles = {{pivot, "pivot"}, {pincers[i], "pincer"}, {pincers[j], "pincer"}};
        // As a chain (an XY-chain of three cells): if the first pincer is not z it holds x, so the
        // pivot is not x but y, so the other pincer is not y but z.
        const int xv = lowest_value(a & xy), yv = lowest_value(c & xy);
        s.trace.chain = {{{pincers[i], zv}, {pincers[i], xv}, true},
                         {{pincers[i], xv}, {pivot, xv}, false},
                         {{pivot, xv}, {pivot, yv}, true},
                         {{pivot, yv}, {pincers[j], yv}, false},
                         {{pincers[j], yv}, {pincers[j], zv}, true}};
        s.trace.explanation = "XY-wing: " + cell_label(b, pivot) + " " + cand_set(xy) + " sees " +
                              cell_label(b, pincers[i]) + " " + cand_set(a) + " and " + cell_label(b, pincers[j]) +
                              " " + cand_set(c) + ": whichever value " + cell_label(b, pivot) +
                              " takes, one of the two others is " + value_char(zv) + ", so " + value_char(zv) +
                              " is removed from " + cell_list(b, distinct_cells(s.trace.removed));
        return s;
      }
  }
  return std::nullopt;
}

std::optional<Step> find_xyz_wing(const Board& b) {
  for (int pivot = 0; pivot < b.size; ++pivot) {
    if (b.value[pivot] || popcount(b.cand[pivot]) != 3) continue;
    const uint32_t xyz = b.cand[pivot];
    const std::vector<int> pincers = peers_with(b, pivot, 2, 2);
    for (size_t i = 0; i < pincers.size(); ++i)
      for (size_t j = i + 1; j < pincers.size(); ++j) {
        const uint32_t a = b.cand[pincers[i]], c = b.cand[pincers[j]];
        if ((a & ~xyz) || (c & ~xyz) || (a | c) != xyz) continue;
        const uint32_t z = a & c;
        if (popcount(z) != 1) continue;
        const int zv = lowest_value(z);
        Step s;
        s.trace.removed = removals(b, {pivot, pincers[i], pincers[j]}, zv);
        if (s.trace.removed.empty()) continue;
        s.rating = 4.4;
        s.trace.technique = "xyz-wing";
        s.trace.cells = {pivot, pincers[i], pincers[j]};
        s.trace.roles = {{pivot, "pivot"}, {pincers[i], "pincer"}, {pincers[j], "pincer"}};
        s.trace.explanation = "XYZ-wing: " + cell_label(b, pivot) + " " + cand_set(xyz) + " sees " +
                              cell_label(b, pincers[i]) + " " + cand_set(a) + " and " + cell_label(b, pincers[j]) +
                              " " + cand_set(c) + ": one of the three is " + value_char(zv) + ", so " + value_char(zv) +
                              " is removed from " + cell_list(b, distinct_cells(s.trace.removed));
        return s;
      }
  }
  return std::nullopt;
}

}  // namespace gridlogic::human
