// variant_rules_nurikabe.cpp — Nurikabe Sudoku (document 003 §3.8, variant_rules.h): every cell is ocean
// or island; islands (orthogonally connected island cells) have 3 or more cells and no repeated value,
// the ocean is one connected area with no 2×2 of ocean, and an arrow's cell holds the number of cells
// of its own kind (ocean or island) in the arrow's direction.
//
// Document 003 encodes islands, walks and floods up front (NK-i … NK-xxvi: 13.9 million clauses). Here
// only local facts are clauses — the 2×2 rule, no island of one or two cells (a cell or a pair of
// island cells with only ocean around it), no repeated value between island cells one or two steps
// apart, the arrows as sums — and the two global rules are lazy checks on each model (variant.h):
//   - a model whose ocean falls apart gets, for each part C but one, the cut "C is not all ocean with
//     only island around it while ocean lies elsewhere": ⋁ O(boundary) ∨ ⋁ ¬O(C) ∨ ¬O(o), o ocean
//     outside C — every solution keeps it, since such a C would be the whole ocean;
//   - a model with a repeated value v in one island gets, for a shortest island path P between the two
//     cells a and b, "not all of P island while a and b both hold v": ⋁ O(P) ∨ ¬a_v ∨ ¬b_v.
// An island of more than n cells repeats a value, so it needs no rule of its own.
#include <algorithm>
#include <queue>

#include "gridlogic/variant_rules.h"

namespace gridlogic {
namespace {

constexpr int kDr[4] = {-1, 1, 0, 0};
// The longest island path whose "no equal values at its ends" is a clause from the start.
constexpr int kStaticPathSteps = 3;
constexpr int kDc[4] = {0, 0, -1, 1};

std::vector<int> neighbours(int n, int cell) {
  std::vector<int> out;
  const int r = cell / n, c = cell % n;
  for (int d = 0; d < 4; ++d) {
    const int r2 = r + kDr[d], c2 = c + kDc[d];
    if (r2 >= 0 && r2 < n && c2 >= 0 && c2 < n) out.push_back(r2 * n + c2);
  }
  return out;
}

// Orthogonally connected parts of the cells where `in` is true: per cell its part, or -1.
int components(int n, const std::vector<bool>& in, std::vector<int>& part) {
  part.assign(n * n, -1);
  int parts = 0;
  for (int start = 0; start < n * n; ++start) {
    if (!in[start] || part[start] >= 0) continue;
    std::vector<int> stack{start};
    part[start] = parts;
    while (!stack.empty()) {
      const int cell = stack.back();
      stack.pop_back();
      for (int nb : neighbours(n, cell))
        if (in[nb] && part[nb] < 0) part[nb] = parts, stack.push_back(nb);
    }
    ++parts;
  }
  return parts;
}

// A shortest path from a to b through cells of part `k` (both ends included).
std::vector<int> path_within(int n, const std::vector<int>& part, int k, int a, int b) {
  std::vector<int> from(n * n, -2);
  std::queue<int> q;
  q.push(a);
  from[a] = -1;
  while (!q.empty()) {
    const int cell = q.front();
    q.pop();
    if (cell == b) break;
    for (int nb : neighbours(n, cell))
      if (part[nb] == k && from[nb] == -2) from[nb] = cell, q.push(nb);
  }
  std::vector<int> path;
  for (int cell = b; cell != -1; cell = from[cell]) path.push_back(cell);
  return path;
}

class Nurikabe : public VariantRule {
 public:
  explicit Nurikabe(std::vector<NurikabeArrow> arrows) : arrows_(std::move(arrows)) {}
  std::string_view kind() const override { return "nurikabe"; }
  std::string describe(const VariantGrid&) const override {
    return "Nurikabe Sudoku with " + std::to_string(arrows_.size()) + " arrows";
  }
  bool marks_cells() const override { return true; }

  void encode(VariantEncoder& e) const override {
    const int n = e.n(), cells = n * n;
    const VarRange& range = e.cnf().new_range("ocean", {cells}, {"cell"});
    std::vector<Var> ocean_vars;
    for (int c = 0; c < cells; ++c) ocean_vars.push_back(range.at({c}));
    e.set_marks(ocean_vars);
    auto O = [&](int cell) { return Lit::pos(range.at({cell})); };
    Cnf& cnf = e.cnf();
    // NK-i: no 2×2 of ocean.
    for (int r = 0; r + 1 < n; ++r)
      for (int c = 0; c + 1 < n; ++c)
        cnf.add_clause({~O(r * n + c), ~O(r * n + c + 1), ~O((r + 1) * n + c), ~O((r + 1) * n + c + 1)});
    // No island of one cell, or of two.
    std::vector<Lit> clause;
    for (int cell = 0; cell < cells; ++cell) {
      clause.assign({O(cell)});
      for (int nb : neighbours(n, cell)) clause.push_back(~O(nb));
      cnf.add_clause(clause);
      for (int other : neighbours(n, cell)) {
        if (other < cell) continue;
        clause.assign({O(cell), O(other)});
        for (int x : {cell, other})
          for (int nb : neighbours(n, x))
            if (nb != cell && nb != other && std::find(clause.begin(), clause.end(), ~O(nb)) == clause.end())
              clause.push_back(~O(nb));
        cnf.add_clause(clause);
      }
    }
    // The ocean is one connected area of more than two cells (islands are small and cannot touch), so
    // no ocean cell, and no pair of ocean cells, stands alone.
    for (int cell = 0; cell < cells; ++cell) {
      clause.assign({~O(cell)});
      for (int nb : neighbours(n, cell)) clause.push_back(O(nb));
      cnf.add_clause(clause);
      for (int other : neighbours(n, cell)) {
        if (other < cell) continue;
        clause.assign({~O(cell), ~O(other)});
        for (int x : {cell, other})
          for (int nb : neighbours(n, x))
            if (nb != cell && nb != other && std::find(clause.begin(), clause.end(), O(nb)) == clause.end())
              clause.push_back(O(nb));
        cnf.add_clause(clause);
      }
    }
    // Island cells joined by a short island path are in one island: no equal values. Every simple path
    // of up to kStaticPathSteps steps gets its clause ⋁ O(path) ∨ ¬a_v ∨ ¬b_v (longer ones are cut
    // lazily); measured in docs/variants.md.
    std::vector<int> path;
    auto walk = [&](auto&& self, int steps) -> void {
      const int a = path.front(), b = path.back();
      if (path.size() >= 2 && a < b) {
        clause.clear();
        for (int cell : path) clause.push_back(O(cell));
        for (int v = 1; v <= n; ++v) {
          clause.push_back(~e.is(a, v));
          clause.push_back(~e.is(b, v));
          cnf.add_clause(clause);
          clause.resize(clause.size() - 2);
        }
      }
      if (steps == 0) return;
      for (int nb : neighbours(n, path.back())) {
        if (std::find(path.begin(), path.end(), nb) != path.end()) continue;
        path.push_back(nb);
        self(self, steps - 1);
        path.pop_back();
      }
    };
    for (int a = 0; a < cells; ++a) {
      path.assign({a});
      walk(walk, kStaticPathSteps);
    }
    // Arrows (NK-xxiv … NK-xxvi): Σ over the ray of [same kind as the arrow cell] = the arrow cell's value.
    for (const NurikabeArrow& arrow : arrows_) {
      const std::vector<int> ray = ray_of(n, arrow);
      if (ray.empty()) {  // NK-xxvi: pointing straight out of the grid
        cnf.add_clause(std::span<const Lit>{});
        continue;
      }
      std::vector<VariantEncoder::Group> groups;
      for (int cell : ray) groups.push_back({{{e.equivalence(O(cell), O(arrow.cell)), 1}}, false});
      VariantEncoder::Group value;
      value.exactly_one = true;
      for (int v = 1; v <= n; ++v) value.choices.push_back({e.is(arrow.cell, v), -v});
      groups.push_back(std::move(value));
      e.group_sum(groups, PbCompare::Eq, 0);
    }
    e.add_lazy_check([n, range](const VariantEncoder::Model& value, std::vector<std::vector<Lit>>& cuts) {
      cut_disconnected_ocean(n, range, value, cuts);
    });
    const VarRange s = e.values();
    e.add_lazy_check([n, range, s](const VariantEncoder::Model& value, std::vector<std::vector<Lit>>& cuts) {
      cut_repeated_values(n, range, s, value, cuts);
    });
  }

  std::optional<std::string> verify(const VariantGrid&, std::span<const uint8_t>) const override {
    return std::string("Nurikabe Sudoku is checked with the solution's ocean cells (its marks)");
  }

  std::optional<std::string> verify_marked(const VariantGrid& g, std::span<const uint8_t> v,
                                           std::span<const uint8_t> marks) const override {
    const int n = g.n, cells = n * n;
    std::vector<bool> ocean(cells), island(cells);
    for (int c = 0; c < cells; ++c) ocean[c] = marks[c] != 0, island[c] = marks[c] == 0;
    for (int r = 0; r + 1 < n; ++r)
      for (int c = 0; c + 1 < n; ++c)
        if (ocean[r * n + c] && ocean[r * n + c + 1] && ocean[(r + 1) * n + c] && ocean[(r + 1) * n + c + 1])
          return "Nurikabe: the 2×2 at " + g.name(r * n + c) + " is all ocean";
    std::vector<int> part;
    if (components(n, ocean, part) > 1) return std::string("Nurikabe: the ocean is not one connected area");
    const int islands = components(n, island, part);
    for (int k = 0; k < islands; ++k) {
      std::vector<int> members;
      for (int c = 0; c < cells; ++c)
        if (part[c] == k) members.push_back(c);
      if (members.size() < 3) return "Nurikabe: the island at " + g.name(members[0]) + " has fewer than 3 cells";
      for (size_t i = 0; i < members.size(); ++i)
        for (size_t j = i + 1; j < members.size(); ++j)
          if (v[members[i]] == v[members[j]])
            return "Nurikabe: " + std::to_string(v[members[i]]) + " appears twice in one island (" + g.name(members[i]) +
                   " and " + g.name(members[j]) + ")";
    }
    for (const NurikabeArrow& arrow : arrows_) {
      int same = 0;
      for (int cell : ray_of(n, arrow)) same += ocean[cell] == ocean[arrow.cell];
      if (same != v[arrow.cell])
        return "Nurikabe: the arrow at " + g.name(arrow.cell) + " holds " + std::to_string(v[arrow.cell]) + " but sees " +
               std::to_string(same) + " cells of its kind";
    }
    return std::nullopt;
  }

 private:
  static std::vector<int> ray_of(int n, const NurikabeArrow& a) {
    static constexpr int kRayDr[4] = {-1, 1, 0, 0}, kRayDc[4] = {0, 0, -1, 1};  // up, down, left, right
    const int d = static_cast<int>(a.direction);
    std::vector<int> out;
    for (int r = a.cell / n + kRayDr[d], c = a.cell % n + kRayDc[d]; r >= 0 && r < n && c >= 0 && c < n;
         r += kRayDr[d], c += kRayDc[d])
      out.push_back(r * n + c);
    return out;
  }

  static void cut_disconnected_ocean(int n, const VarRange& range, const VariantEncoder::Model& value,
                                     std::vector<std::vector<Lit>>& cuts) {
    const int cells = n * n;
    std::vector<bool> ocean(cells);
    for (int c = 0; c < cells; ++c) ocean[c] = value(range.at({c}));
    std::vector<int> part;
    const int parts = components(n, ocean, part);
    if (parts <= 1) return;
    // Every part but the largest gets its cut, naming a cell of another part as the ocean elsewhere.
    std::vector<int> size(parts, 0), any(parts, -1);
    for (int c = 0; c < cells; ++c)
      if (part[c] >= 0) ++size[part[c]], any[part[c]] = c;
    const int largest = static_cast<int>(std::max_element(size.begin(), size.end()) - size.begin());
    for (int k = 0; k < parts; ++k) {
      if (k == largest) continue;
      std::vector<Lit> cut{Lit::neg(range.at({any[largest]}))};
      std::vector<bool> seen(cells, false);
      for (int c = 0; c < cells; ++c) {
        if (part[c] != k) continue;
        cut.push_back(Lit::neg(range.at({c})));
        for (int nb : neighbours(n, c))
          if (part[nb] != k && !seen[nb]) seen[nb] = true, cut.push_back(Lit::pos(range.at({nb})));
      }
      cuts.push_back(std::move(cut));
    }
  }

  static void cut_repeated_values(int n, const VarRange& range, const VarRange& s, const VariantEncoder::Model& value,
                                  std::vector<std::vector<Lit>>& cuts) {
    const int cells = n * n;
    std::vector<bool> island(cells);
    std::vector<int> val(cells, 0);
    for (int c = 0; c < cells; ++c) {
      island[c] = !value(range.at({c}));
      for (int v = 1; v <= n; ++v)
        if (value(s.at({c, v - 1}))) val[c] = v;
    }
    std::vector<int> part;
    const int parts = components(n, island, part);
    for (int k = 0; k < parts; ++k) {
      std::vector<int> first(n + 1, -1);
      for (int c = 0; c < cells; ++c) {
        if (part[c] != k) continue;
        if (first[val[c]] < 0) {
          first[val[c]] = c;
          continue;
        }
        std::vector<Lit> cut;
        for (int p : path_within(n, part, k, first[val[c]], c)) cut.push_back(Lit::pos(range.at({p})));
        cut.push_back(Lit::neg(s.at({first[val[c]], val[c] - 1})));
        cut.push_back(Lit::neg(s.at({c, val[c] - 1})));
        cuts.push_back(std::move(cut));
      }
    }
  }

  std::vector<NurikabeArrow> arrows_;
};

}  // namespace

VariantRulePtr make_nurikabe(std::vector<NurikabeArrow> arrows) { return std::make_shared<Nurikabe>(std::move(arrows)); }

}  // namespace gridlogic
