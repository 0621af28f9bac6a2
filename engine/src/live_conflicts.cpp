// live_conflicts.cpp — the rules a partly filled grid already breaks (live_conflicts.h), per genre.
#include "gridlogic/live_conflicts.h"

#include <algorithm>
#include <map>

namespace gridlogic {
namespace {

std::string cell_label(int cols, int cell) {
  return "r" + std::to_string(cell / cols + 1) + "c" + std::to_string(cell % cols + 1);
}

std::string value_label(int v) { return v <= 9 ? std::to_string(v) : std::string(1, static_cast<char>('A' + v - 10)); }

std::string cell_list(int cols, const std::vector<int>& cells) {
  std::string out;
  for (int c : cells) out += (out.empty() ? "" : ", ") + cell_label(cols, c);
  return out;
}

// Each value that appears more than once among `cells`: one conflict naming the house.
void repeats(const std::string& rule, const std::string& house, int cols, const std::vector<int>& cells,
             const std::vector<uint8_t>& values, std::vector<LiveConflict>& out) {
  std::map<int, std::vector<int>> at;
  for (int c : cells)
    if (values[c]) at[values[c]].push_back(c);
  for (auto& [v, where] : at)
    if (where.size() > 1)
      out.push_back({rule, house + " holds " + value_label(v) + " twice: " + cell_list(cols, where), where});
}

// Rows, columns and regions (boxes) of a square grid given the region of each cell.
void house_repeats(int n, const std::vector<int>& region, const char* region_word, const std::vector<uint8_t>& values,
                   std::vector<LiveConflict>& out) {
  for (int k = 0; k < n; ++k) {
    std::vector<int> row, col;
    for (int j = 0; j < n; ++j) row.push_back(k * n + j), col.push_back(j * n + k);
    repeats("row", "row " + std::to_string(k + 1), n, row, values, out);
    repeats("column", "column " + std::to_string(k + 1), n, col, values, out);
  }
  std::map<int, std::vector<int>> regions;
  for (int c = 0; c < n * n; ++c) regions[region[c]].push_back(c);
  int number = 0;
  for (auto& [id, cells] : regions)
    repeats(region_word, std::string(region_word) + " " + std::to_string(++number), n, cells, values, out);
}

}  // namespace

std::vector<LiveConflict> sudoku_live_conflicts(const SudokuShape& shape, const std::vector<uint8_t>& values) {
  const int n = shape.n();
  std::vector<int> box(n * n);
  for (int c = 0; c < n * n; ++c) box[c] = shape.box_of(c / n, c % n);
  std::vector<LiveConflict> out;
  house_repeats(n, box, "box", values, out);
  return out;
}

std::vector<LiveConflict> variant_live_conflicts(const VariantPuzzle& p, const std::vector<uint8_t>& values) {
  const VariantGrid& g = p.grid;
  const int n = g.n;
  std::vector<LiveConflict> out;
  house_repeats(n, g.region, "region", values, out);
  // The rules' own reasoning on the placed values, as the explained solver runs it (variant_human.cpp):
  // a placed value is a single candidate, an empty cell holds every value.
  const uint32_t all = n >= 32 ? ~0u : (1u << n) - 1;
  std::vector<uint32_t> view(g.cells());
  for (int c = 0; c < g.cells(); ++c) view[c] = values[c] ? 1u << (values[c] - 1) : all;
  for (const VariantRulePtr& rule : p.rules) {
    // A rule without reasoning of its own (a quadruple) says itself which placed digits break it.
    if (std::vector<int> at_fault = rule->broken_by(g, values); !at_fault.empty()) {
      std::string placed;
      for (int c : at_fault) placed += (placed.empty() ? "" : ", ") + g.name(c) + " = " + value_label(values[c]);
      out.push_back({std::string(rule->kind()), "the " + rule->describe(g) + " cannot hold " + placed, at_fault});
      continue;
    }
    auto step = rule->narrow(g, view);
    if (!step) continue;
    std::vector<uint32_t> left(view);
    for (const CellValue& cv : step->removed)
      if (cv.value >= 1 && cv.value <= n) left[cv.cell] &= ~(1u << (cv.value - 1));
    std::vector<int> marked;
    for (const CellValue& cv : step->removed)
      if (values[cv.cell] == cv.value) marked.push_back(cv.cell);
    bool dead = !marked.empty();
    for (int c : step->cells) dead = dead || (!values[c] && left[c] == 0);
    if (!dead) continue;
    if (marked.empty())  // an empty cell of the rule has no value left: every placed digit of it is at fault
      for (int c : step->cells)
        if (values[c]) marked.push_back(c);
    std::sort(marked.begin(), marked.end());
    marked.erase(std::unique(marked.begin(), marked.end()), marked.end());
    std::string placed;
    for (int c : marked) placed += (placed.empty() ? "" : ", ") + g.name(c) + " = " + value_label(values[c]);
    out.push_back({std::string(rule->kind()), "the " + rule->describe(g) + " cannot hold " + placed, marked});
  }
  return out;
}

std::vector<LiveConflict> tectonic_live_conflicts(const TectonicPuzzle& p, const std::vector<uint8_t>& values) {
  std::vector<LiveConflict> out;
  for (size_t r = 0; r < p.cells.size(); ++r)
    repeats("region", "the region at " + tectonic_cell_name(p, p.cells[r][0]), p.cols, p.cells[r], values, out);
  for (int c = 0; c < p.size(); ++c) {
    if (p.hole(c) || !values[c]) continue;
    if (values[c] > p.region_size(c))
      out.push_back({"region",
                     tectonic_cell_name(p, c) + " holds " + std::to_string(values[c]) + " but its region has " +
                         std::to_string(p.region_size(c)) + " cells",
                     {c}});
    for (int d : p.neighbours[c])
      if (d > c && values[d] == values[c] && p.region[d] != p.region[c])
        out.push_back({"neighbours",
                       tectonic_cell_name(p, c) + " and " + tectonic_cell_name(p, d) + " both hold " +
                           std::to_string(values[c]) + " and touch",
                       {c, d}});
  }
  return out;
}

std::vector<LiveConflict> hashi_live_conflicts(const HashiPuzzle& p, const HashiBridges& bridges) {
  std::vector<LiveConflict> out;
  const int cols = p.cols;
  auto cell = [&](int island) { return p.islands[island].row * cols + p.islands[island].col; };
  for (int i = 0; i < p.island_count(); ++i) {
    int count = 0;
    for (int e : p.incident[i]) count += bridges[e];
    if (p.islands[i].clue > 0 && count > p.islands[i].clue)
      out.push_back({"island",
                     hashi_island_name(p, i) + " has " + std::to_string(count) + " bridges but its number is " +
                         std::to_string(p.islands[i].clue),
                     {cell(i)}});
  }
  // A group of islands joined by the bridges placed, every one of them complete, that is not every
  // island: it can never join the rest.
  std::vector<int> group(p.island_count(), -1);
  for (int start = 0; start < p.island_count(); ++start) {
    if (group[start] >= 0) continue;
    std::vector<int> members = {start};
    group[start] = start;
    bool complete = true;
    for (size_t k = 0; k < members.size(); ++k) {
      const int i = members[k];
      int count = 0;
      for (int e : p.incident[i]) {
        count += bridges[e];
        const int other = p.edges[e].a == i ? p.edges[e].b : p.edges[e].a;
        if (bridges[e] && group[other] < 0) {
          group[other] = start;
          members.push_back(other);
        }
      }
      complete = complete && p.islands[i].clue > 0 && count == p.islands[i].clue;
    }
    if (!complete || static_cast<int>(members.size()) == p.island_count()) continue;
    std::sort(members.begin(), members.end());
    std::string names;
    std::vector<int> cells;
    for (int i : members) {
      names += (names.empty() ? "" : ", ") + hashi_island_name(p, i);
      cells.push_back(cell(i));
    }
    out.push_back({"isolated",
                   (members.size() == 1 ? "the island " + names + " has all its bridges"
                                        : "the islands " + names + " have all their bridges") +
                       " but cannot reach the other islands",
                   cells});
  }
  for (const auto& [h, v] : p.crossings)
    if (bridges[h] && bridges[v])
      out.push_back({"crossing",
                     "the bridges " + hashi_island_name(p, p.edges[h].a) + "–" + hashi_island_name(p, p.edges[h].b) +
                         " and " + hashi_island_name(p, p.edges[v].a) + "–" + hashi_island_name(p, p.edges[v].b) +
                         " cross",
                     {cell(p.edges[h].a), cell(p.edges[h].b), cell(p.edges[v].a), cell(p.edges[v].b)}});
  return out;
}

}  // namespace gridlogic
