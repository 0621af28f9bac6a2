// tectonic.cpp — the Tectonic model (tectonic.h): building a checked puzzle from region labels, the
// rule check of a full grid. Formats are in tectonic_format.cpp, the solvers in tectonic_rules.cpp,
// tectonic_two_sat.cpp and tectonic_sat.cpp.
#include <algorithm>
#include <map>

#include "gridlogic/tectonic.h"
#include "gridlogic/text.h"

namespace gridlogic {

int TectonicPuzzle::max_region() const {
  int m = 0;
  for (const auto& r : cells) m = std::max(m, static_cast<int>(r.size()));
  return m;
}

std::string tectonic_cell_name(const TectonicPuzzle& p, int cell) { return cell_name(cell / p.cols, cell % p.cols); }

Result<TectonicPuzzle> make_tectonic(int rows, int cols, const std::vector<int>& labels,
                                     const std::vector<uint8_t>& givens) {
  if (rows < 1 || cols < 1 || rows > kTectonicMaxSide || cols > kTectonicMaxSide)
    return Error{"a Tectonic has 1 to " + std::to_string(kTectonicMaxSide) + " rows and columns, not " +
                 std::to_string(cols) + "×" + std::to_string(rows)};
  const int n = rows * cols;
  if (static_cast<int>(labels.size()) != n || static_cast<int>(givens.size()) != n)
    return Error{"internal: labels and givens must have one entry per cell"};
  TectonicPuzzle p;
  p.rows = rows;
  p.cols = cols;
  p.region.assign(n, -1);
  p.givens = givens;
  auto name = [&](int c) { return tectonic_cell_name(p, c); };
  // Regions: orthogonally connected cells of equal label.
  std::vector<int> stack;
  for (int start = 0; start < n; ++start) {
    if (labels[start] < 0 || p.region[start] >= 0) continue;
    const int id = static_cast<int>(p.cells.size());
    p.cells.emplace_back();
    stack.assign(1, start);
    p.region[start] = id;
    while (!stack.empty()) {
      int c = stack.back();
      stack.pop_back();
      p.cells[id].push_back(c);
      int r = c / cols, k = c % cols;
      const int nb[4][2] = {{r - 1, k}, {r + 1, k}, {r, k - 1}, {r, k + 1}};
      for (auto& q : nb) {
        if (q[0] < 0 || q[0] >= rows || q[1] < 0 || q[1] >= cols) continue;
        int d = q[0] * cols + q[1];
        if (p.region[d] < 0 && labels[d] == labels[c]) {
          p.region[d] = id;
          stack.push_back(d);
        }
      }
    }
    std::sort(p.cells[id].begin(), p.cells[id].end());
    if (static_cast<int>(p.cells[id].size()) > kTectonicMaxRegion)
      return Error{"the region at " + name(start) + " has " + std::to_string(p.cells[id].size()) + " cells; at most " +
                   std::to_string(kTectonicMaxRegion) + " are allowed"};
  }
  // A label used by two separate groups of cells is a mistake in the data, not two regions.
  std::map<int, int> region_of_label;
  for (int c = 0; c < n; ++c) {
    if (labels[c] < 0) continue;
    auto [it, fresh] = region_of_label.emplace(labels[c], p.region[c]);
    if (!fresh && it->second != p.region[c])
      return Error{"region label " + std::to_string(labels[c]) + " is split: " + name(p.cells[it->second].front()) +
                   " and " + name(c) + " are not connected"};
  }
  p.neighbours.assign(n, {});
  for (int c = 0; c < n; ++c) {
    if (p.region[c] < 0) {
      if (givens[c]) return Error{name(c) + " is a hole but has a given"};
      continue;
    }
    int r = c / cols, k = c % cols;
    for (int dr = -1; dr <= 1; ++dr)
      for (int dk = -1; dk <= 1; ++dk) {
        if (!dr && !dk) continue;
        int rr = r + dr, kk = k + dk;
        if (rr < 0 || rr >= rows || kk < 0 || kk >= cols) continue;
        if (p.region[rr * cols + kk] >= 0) p.neighbours[c].push_back(rr * cols + kk);
      }
    std::sort(p.neighbours[c].begin(), p.neighbours[c].end());
  }
  for (int c = 0; c < n; ++c) {
    if (!givens[c]) continue;
    if (givens[c] > p.region_size(c))
      return Error{name(c) + " is given " + std::to_string(givens[c]) + " but its region has " +
                   std::to_string(p.region_size(c)) + (p.region_size(c) == 1 ? " cell" : " cells")};
    for (int d : p.neighbours[c])
      if (d > c && givens[d] == givens[c])
        return Error{"givens clash: " + name(c) + " and " + name(d) + " both hold " + std::to_string(givens[c]) +
                     " and touch"};
    for (int d : p.cells[p.region[c]])
      if (d > c && givens[d] == givens[c])
        return Error{"givens clash: " + name(c) + " and " + name(d) + " both hold " + std::to_string(givens[c]) +
                     " in one region"};
  }
  return p;
}

std::optional<std::string> find_tectonic_violation(const TectonicPuzzle& p, const std::vector<uint8_t>& grid) {
  if (static_cast<int>(grid.size()) != p.size())
    return "the grid has " + std::to_string(grid.size()) + " cells, not " + std::to_string(p.size());
  auto name = [&](int c) { return tectonic_cell_name(p, c); };
  for (int c = 0; c < p.size(); ++c) {
    if (p.hole(c)) {
      if (grid[c]) return name(c) + " is a hole but holds " + std::to_string(grid[c]);
      continue;
    }
    const int v = grid[c];
    if (v < 1) return name(c) + " is empty";
    if (v > p.region_size(c))
      return name(c) + " holds " + std::to_string(v) + " but its region has " + std::to_string(p.region_size(c)) +
             " cells";
    if (p.givens[c] && p.givens[c] != v)
      return name(c) + " is given " + std::to_string(p.givens[c]) + " but holds " + std::to_string(v);
    for (int d : p.neighbours[c])
      if (d > c && grid[d] == v) return name(c) + " and " + name(d) + " both hold " + std::to_string(v) + " and touch";
    for (int d : p.cells[p.region[c]])
      if (d > c && grid[d] == v)
        return name(c) + " and " + name(d) + " both hold " + std::to_string(v) + " in one region";
  }
  return std::nullopt;
}

}  // namespace gridlogic
