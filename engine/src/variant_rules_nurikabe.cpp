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
    if (e.options().nurikabe_document) return encode_document(e);
    const int n = e.n(), cells = n * n;
    const VarRange range = e.cnf().new_range("ocean", {cells}, {"cell"});
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
    encode_arrows(e, O);
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
            return "Nurikabe: " + std::to_string(v[members[i]]) + " appears twice in one island (" +
                   g.name(members[i]) + " and " + g.name(members[j]) + ")";
    }
    for (const NurikabeArrow& arrow : arrows_) {
      int same = 0;
      for (int cell : ray_of(n, arrow)) same += ocean[cell] == ocean[arrow.cell];
      if (same != v[arrow.cell])
        return "Nurikabe: the arrow at " + g.name(arrow.cell) + " holds " + std::to_string(v[arrow.cell]) +
               " but sees " + std::to_string(same) + " cells of its kind";
    }
    return std::nullopt;
  }

 private:
  // Document 003 §4.10, tables 4.22–4.30: O(c)
  // ocean; I(k,c) cell c in island k, k < 14 islands; N(t,k,c) cell c of island k in constellation t
  // (the 18 three-cell shapes through c); W(d,k,s,c) cell c at depth d of the walk on island k from
  // source s, d ≤ 9 (an island has at most 9 cells); F(d,s,c) cell c at depth d of the flood from
  // source s, d ≤ 49. Everything is a clause from the start; no lazy check. The arrows (NK-xxiv,
  // NK-xxv) are the same layered sums as the lazy method uses, which state the same PBCs.
  void encode_document(VariantEncoder& e) const {
    const int n = e.n(), cells = n * n;
    e.require_branching_on_all();  // island numbers, walks and floods are choices, not functions of the values
    // The document's bounds for 9×9 (14 islands, found by hand to exceed the 13 that fit; flood depth 49);
    // other sides take the safe bounds (cells/3 islands of 3+ cells, a flood as deep as the grid has cells).
    const int islands = n == 9 ? 14 : std::max(1, cells / 3), walk = n, flood = n == 9 ? 49 : cells;
    Cnf& cnf = e.cnf();
    const VarRange ocean = cnf.new_range("O", {cells}, {"cell"});
    const VarRange isl = cnf.new_range("I", {islands, cells}, {"island", "cell"});
    std::vector<std::vector<std::pair<int, int>>> shapes(cells);  // per cell: the other two cells of each constellation
    for (int c = 0; c < cells; ++c) {
      const std::vector<int> nb = neighbours(n, c);
      for (size_t i = 0; i < nb.size(); ++i) {
        for (size_t j = i + 1; j < nb.size(); ++j) shapes[c].emplace_back(nb[i], nb[j]);  // c in the middle
        for (int far : neighbours(n, nb[i]))
          if (far != c) shapes[c].emplace_back(nb[i], far);  // c at an end
      }
    }
    const VarRange con = cnf.new_range("N", {18, islands, cells}, {"shape", "island", "cell"});
    const VarRange wlk = cnf.new_range("W", {walk, islands, cells, cells}, {"depth", "island", "source", "cell"});
    const VarRange fld = cnf.new_range("F", {flood, cells, cells}, {"depth", "source", "cell"});
    std::vector<Var> marks;
    for (int c = 0; c < cells; ++c) marks.push_back(ocean.at({c}));
    e.set_marks(marks);
    auto O = [&](int c) { return Lit::pos(ocean.at({c})); };
    auto I = [&](int k, int c) { return Lit::pos(isl.at({k, c})); };
    auto W = [&](int d, int k, int src, int c) { return Lit::pos(wlk.at({d - 1, k, src, c})); };
    auto F = [&](int d, int src, int c) { return Lit::pos(fld.at({d - 1, src, c})); };
    std::vector<Lit> clause;
    for (int r = 0; r + 1 < n; ++r)  // NK-i
      for (int c = 0; c + 1 < n; ++c)
        cnf.add_clause({~O(r * n + c), ~O(r * n + c + 1), ~O((r + 1) * n + c), ~O((r + 1) * n + c + 1)});
    for (int k = 0; k < islands; ++k)  // NK-ii, NK-iii
      for (int a = 0; a < cells; ++a)
        for (int b = a + 1; b < cells; ++b)
          for (int v = 1; v <= n; ++v) cnf.add_clause({~I(k, a), ~I(k, b), ~e.is(a, v), ~e.is(b, v)});
    for (int a = 0; a < cells; ++a)  // NK-iv, NK-v
      for (int b : neighbours(n, a))
        for (int k = 0; k < islands; ++k)
          for (int m = 0; m < islands; ++m)
            if (k != m) cnf.add_clause({~I(k, a), ~I(m, b)});
    for (int k = 0; k < islands; ++k)
      for (int c = 0; c < cells; ++c) {
        clause.assign({~I(k, c)});  // NK-vi
        for (size_t t = 0; t < shapes[c].size(); ++t) {
          const Lit x = Lit::pos(con.at({static_cast<int>(t), k, c}));
          clause.push_back(x);
          cnf.add_clause({~x, I(k, shapes[c][t].first)});   // NK-vii
          cnf.add_clause({~x, I(k, shapes[c][t].second)});  // NK-viii
        }
        cnf.add_clause(clause);
      }
    for (int c = 0; c < cells; ++c) {
      clause.assign({O(c)});  // NK-ix
      for (int k = 0; k < islands; ++k) {
        clause.push_back(I(k, c));
        cnf.add_clause({~O(c), ~I(k, c)});                                           // NK-x
        for (int m = k + 1; m < islands; ++m) cnf.add_clause({~I(k, c), ~I(m, c)});  // NK-xi
      }
      cnf.add_clause(clause);
    }
    for (int src = 0; src < cells; ++src)
      for (int c = 0; c < cells; ++c) {
        clause.assign({~O(c), ~O(src)});  // NK-xii
        for (int d = 1; d <= flood; ++d) {
          clause.push_back(F(d, src, c));
          for (int d2 = d + 1; d2 <= flood; ++d2) cnf.add_clause({~F(d, src, c), ~F(d2, src, c)});  // NK-xiii
          cnf.add_clause({O(c), ~F(d, src, c)});                                                    // NK-xiv
          if (d == 1 && c != src) cnf.add_clause({~F(1, src, c)});                                  // NK-xvi
          if (d > 1 && c != src) {
            std::vector<Lit> back{~F(d, src, c), ~O(src)};  // NK-xvii
            for (int nb : neighbours(n, c)) back.push_back(F(d - 1, src, nb));
            cnf.add_clause(back);
          }
        }
        cnf.add_clause(clause);
      }
    for (int c = 0; c < cells; ++c) cnf.add_clause({~O(c), F(1, c, c)});  // NK-xv
    for (int k = 0; k < islands; ++k)
      for (int src = 0; src < cells; ++src)
        for (int c = 0; c < cells; ++c) {
          if (c == src) cnf.add_clause({~I(k, c), W(1, k, c, c)});  // NK-xviii
          clause.assign({~I(k, c), ~I(k, src)});                    // NK-xxi
          for (int d = 1; d <= walk; ++d) {
            clause.push_back(W(d, k, src, c));
            for (int d2 = d + 1; d2 <= walk; ++d2) cnf.add_clause({~W(d, k, src, c), ~W(d2, k, src, c)});  // NK-xxii
            cnf.add_clause({I(k, c), ~W(d, k, src, c)});                                                   // NK-xxiii
            if (d == 1 && c != src) cnf.add_clause({~W(1, k, src, c)});                                    // NK-xix
            if (d > 1 && c != src) {
              std::vector<Lit> back{~W(d, k, src, c), ~I(k, src)};  // NK-xx
              for (int nb : neighbours(n, c)) back.push_back(W(d - 1, k, src, nb));
              cnf.add_clause(back);
            }
          }
          cnf.add_clause(clause);
        }
    encode_arrows(e, O);  // NK-xxiv … NK-xxvi
  }

  template <class OceanLit>
  void encode_arrows(VariantEncoder& e, const OceanLit& O) const {
    const int n = e.n();
    for (const NurikabeArrow& arrow : arrows_) {
      const std::vector<int> ray = ray_of(n, arrow);
      if (ray.empty()) {  // NK-xxvi: pointing straight out of the grid
        e.cnf().add_clause(std::span<const Lit>{});
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
  }

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

VariantRulePtr make_nurikabe(std::vector<NurikabeArrow> arrows) {
  return std::make_shared<Nurikabe>(std::move(arrows));
}

}  // namespace gridlogic
