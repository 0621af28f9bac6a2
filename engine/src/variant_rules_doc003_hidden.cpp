// variant_rules_doc003_hidden.cpp — document 003's rules whose geometry is deduced with the digits
// (variant_rules.h): hidden thermometers (§3.2, §4.6: shapes given, positions found) and secret direction
// (§3.4, §4.8: a path whose steps the digits define). Meaning, fields and encodings: docs/variants.md,
// "Document 003's own rules".
#include <algorithm>

#include "gridlogic/variant_rules.h"
#include "variant_doc003_internal.h"

namespace gridlogic {
namespace {

// --- Hidden thermometers -----------------------------------------------------------------------------------

class HiddenThermometers : public VariantRule {
 public:
  explicit HiddenThermometers(std::vector<HiddenThermometer> thermometers) : thermos_(std::move(thermometers)) {}
  std::string_view kind() const override { return "hiddenthermometer"; }
  std::string describe(const VariantGrid&) const override {
    std::string out = std::to_string(thermos_.size()) + " hidden thermometers (";
    for (size_t t = 0; t < thermos_.size(); ++t) out += (t ? ", " : "") + std::to_string(thermos_[t].shape.size());
    return out + " cells)";
  }

  // Document 003 (table 4.9) has s(t, d, x, y) "depth d of thermometer t lies on (x, y)" for every depth,
  // tied together by TH-iv/TH-v (depth d here ⇒ depth d ± 1 at the shape's neighbour). Those make every
  // depth's variable of a placement equal to its bulb's, so one variable per placement of the bulb
  // stands for all of them: P(t, p), only for placements inside the grid (TH-vii).
  //   TH-i       ⋁_p P(t, p), and at most one placement per thermometer (pairwise; the document has none,
  //              a second placement would only add constraints, so the grids are the same);
  //   TH-ii/iii  cover(t, cell) ↔ ⋁ P(t, p) over the placements covering the cell; at most one
  //              thermometer covers a cell (pairwise over t);
  //   TH-vi      per placement and step, AH-i (AH-ii for a slow one) guarded by ¬P, from both cells' sides;
  //   redundant  ¬P ∨ ¬(depth d holds v) for v outside d+1 … n−(len−1−d) (strict order only).
  // Positions are real choices (a grid may fit the shapes in two ways): the search branches on them.
  void encode(VariantEncoder& e) const override {
    if (e.options().hidden_thermometer_document) return encode_document(e);
    Cnf& cnf = e.cnf();
    const int n = e.n();
    e.require_branching_on_all();
    std::vector<std::vector<Lit>> covers(e.grid().cells());
    for (const HiddenThermometer& th : thermos_) {
      const auto places = hidden_thermometer_placements(n, th.shape);
      const int len = static_cast<int>(th.shape.size());
      std::vector<Lit> at;
      std::vector<std::vector<Lit>> covering(e.grid().cells());
      for (const std::vector<int>& cells : places) {
        const Lit p = Lit::pos(cnf.new_var());
        at.push_back(p);
        for (int cell : cells) covering[cell].push_back(p);
        std::vector<Lit> clause;
        for (int d = 0; d < len; ++d) {
          if (!th.partial)
            for (int v = 1; v <= n; ++v)
              if (v < d + 1 || v > n - (len - 1 - d)) cnf.add_clause({~p, ~e.is(cells[d], v)});
          if (d + 1 == len) continue;
          const int a = cells[d], b = cells[d + 1];
          for (int v = 1; v <= n; ++v) {
            clause.assign({~p, ~e.is(a, v)});
            for (int w = th.partial ? v : v + 1; w <= n; ++w) clause.push_back(e.is(b, w));
            cnf.add_clause(clause);
            clause.assign({~p, ~e.is(b, v)});
            for (int u = 1; u <= (th.partial ? v : v - 1); ++u) clause.push_back(e.is(a, u));
            cnf.add_clause(clause);
          }
        }
      }
      cnf.add_clause(at);  // TH-i (no placement inside the grid: unsatisfiable)
      cnf.at_most_one_pairwise(at);
      for (int cell = 0; cell < e.grid().cells(); ++cell)
        if (!covering[cell].empty())
          covers[cell].push_back(covering[cell].size() == 1 ? covering[cell][0] : e.disjunction(covering[cell]));
    }
    for (const auto& c : covers) cnf.at_most_one_pairwise(c);  // TH-ii, TH-iii
  }

  // Document 003's own form (--hiddenthermometer document). Table 4.11, its formulas, is lost in our copy
  // of the document, so this follows table 4.10's constraints, with s(t, d, c) "depth d of thermometer t
  // lies on cell c" for every thermometer, depth and cell (table 4.9):
  //   TH-i       ⋁_c s(t, d, c), per thermometer and depth;
  //   TH-ii/iii  ¬s(t, d, c) ∨ ¬s(t', d', c) for (t, d) ≠ (t', d'): one thermometer cell per grid cell;
  //   per translation of the shape that fits, cells c_0 … c_{len−1} (table 4.10's "bulb at (x, y)"):
  //   TH-iv      s(t, d, c_d) → s(t, d+1, c_{d+1}), but at the last depth;
  //   TH-v       s(t, d, c_d) → s(t, d−1, c_{d−1}), but at the bulb;
  //   TH-vi      s(t, d, c_d) → Arrowhead(c_d, c_{d+1}): AH-i (AH-ii for a slow one), each clause with ¬s;
  //   per translation that does not fit: TH-vii ¬s(t, d, c_d) for each depth that lies inside the grid.
  // Two places where the printed text is off: depths are 1…9 in table 4.9, yet TH-iv excepts
  // d = T[t].size and TH-v d = 0 (meant: no successor at the last depth, none before the bulb); and the
  // case split runs over bulbs (x, y) inside the grid, so a depth whose bulb would lie outside (depth 1 of
  // a thermometer going right, on the left column) gets no clause at all and may lie there alone. It
  // could only block a cell, never change the grids, but the intent of TH-vii is "a depth lies only where
  // its whole thermometer fits": here TH-vii covers every translation that has some cell inside. Like
  // the document, no "at most one place per depth": a second copy only adds constraints.
  void encode_document(VariantEncoder& e) const {
    Cnf& cnf = e.cnf();
    const int n = e.n(), cells = e.grid().cells();
    e.require_branching_on_all();
    std::vector<std::vector<Lit>> on_cell(cells);  // every s(t, d, c) of a cell, for TH-ii/iii
    for (size_t t = 0; t < thermos_.size(); ++t) {
      const HiddenThermometer& th = thermos_[t];
      const int len = static_cast<int>(th.shape.size());
      const VarRange s = cnf.new_range("thermometer" + std::to_string(t + 1), {len, cells}, {"d", "cell"});
      auto at = [&](int d, int cell) { return Lit::pos(s.at({d, cell})); };
      std::vector<Lit> clause;
      for (int d = 0; d < len; ++d) {
        clause.clear();
        for (int c = 0; c < cells; ++c) clause.push_back(at(d, c)), on_cell[c].push_back(at(d, c));
        cnf.add_clause(clause);  // TH-i
      }
      // Shapes fit in the grid (the reader checks), so offsets are within ±(n−1).
      for (int r = -(n - 1); r < n; ++r)
        for (int c = -(n - 1); c < n; ++c) {
          std::vector<int> place(len, -1);
          bool fits = true;
          for (int d = 0; d < len; ++d) {
            const int r2 = r + th.shape[d].first, c2 = c + th.shape[d].second;
            if (r2 >= 0 && r2 < n && c2 >= 0 && c2 < n) place[d] = r2 * n + c2;
            else fits = false;
          }
          for (int d = 0; d < len; ++d) {
            if (place[d] < 0) continue;
            const Lit here = at(d, place[d]);
            if (!fits) {
              cnf.add_clause({~here});  // TH-vii
              continue;
            }
            if (d + 1 < len) cnf.add_clause({~here, at(d + 1, place[d + 1])});  // TH-iv
            if (d > 0) cnf.add_clause({~here, at(d - 1, place[d - 1])});        // TH-v
            if (d + 1 == len) continue;
            e.when(here, [&] {  // TH-vi
              for (int z1 = th.partial ? 2 : 1; z1 <= n; ++z1) {
                clause.assign({~e.is(place[d], z1)});
                for (int z2 = th.partial ? z1 : z1 + 1; z2 <= n; ++z2) clause.push_back(e.is(place[d + 1], z2));
                cnf.add_clause(clause);
              }
            });
          }
        }
    }
    for (const auto& lits : on_cell) cnf.at_most_one_pairwise(lits);  // TH-ii (same t), TH-iii (others)
  }

  std::optional<TraceStep> narrow(const VariantGrid& g, std::span<const uint32_t> cand) const override {
    return narrow_hidden_thermometers(g, cand, thermos_);
  }

  std::optional<std::string> verify(const VariantGrid& g, std::span<const uint8_t> v) const override {
    const size_t m = thermos_.size();
    // Per thermometer, the placements along which the values keep its order.
    std::vector<std::vector<std::vector<int>>> fits(m);
    for (size_t t = 0; t < m; ++t) {
      for (auto& cells : hidden_thermometer_placements(g.n, thermos_[t].shape)) {
        bool ok = true;
        for (size_t d = 1; d < cells.size() && ok; ++d)
          ok = thermos_[t].partial ? v[cells[d - 1]] <= v[cells[d]] : v[cells[d - 1]] < v[cells[d]];
        if (ok) fits[t].push_back(std::move(cells));
      }
      if (fits[t].empty())
        return describe(g) + ": thermometer " + std::to_string(t + 1) + " (" + shape_text(thermos_[t]) +
               ") fits nowhere: no place in the grid " +
               (thermos_[t].partial ? "keeps its values from decreasing" : "increases along it");
    }
    // Then a choice of one place each without overlap, fewest choices first.
    std::vector<size_t> order(m);
    for (size_t t = 0; t < m; ++t) order[t] = t;
    std::sort(order.begin(), order.end(), [&](size_t a, size_t b) { return fits[a].size() < fits[b].size(); });
    std::vector<bool> used(g.cells(), false);
    auto place = [&](auto&& self, size_t k) -> bool {
      if (k == m) return true;
      for (const auto& cells : fits[order[k]]) {
        if (std::any_of(cells.begin(), cells.end(), [&](int c) { return used[c]; })) continue;
        for (int c : cells) used[c] = true;
        const bool done = self(self, k + 1);
        for (int c : cells) used[c] = false;
        if (done) return true;
      }
      return false;
    };
    if (place(place, 0)) return std::nullopt;
    return describe(g) + ": each fits somewhere, but they cannot all be placed without overlapping";
  }

 private:
  static std::string shape_text(const HiddenThermometer& th) {
    std::string out;
    for (const auto& [dr, dc] : th.shape)
      out += (out.empty() ? "" : " ") + std::string("[") + std::to_string(dr) + "," + std::to_string(dc) + "]";
    return out + (th.partial ? ", slow" : "");
  }
  std::vector<HiddenThermometer> thermos_;
};

// --- Secret direction --------------------------------------------------------------------------------------

// Reading of §3.4 and table 4.16: the treasure is the only box centre holding 9 (the value n), and there
// must be exactly one (SD-i…SD-iii). From the start cell, each step goes as many cells as the current
// cell's value, in the direction in which the 9 of the current cell's box lies from that box's centre
// (succ_x, succ_y: the 9's place in its box, not its place relative to the current cell), orthogonally or
// diagonally. The path must reach the treasure; it cannot leave the grid, and a box whose 9 is its centre
// gives no direction (only the treasure itself may be in it, SD-ix). A path that revisits a cell loops
// for ever and never arrives. On other grids "box" is a region that fills a rectangle of odd sides.
class SecretDirection : public VariantRule {
 public:
  explicit SecretDirection(int start) : start_(start) {}
  std::string_view kind() const override { return "secretdirection"; }
  std::string describe(const VariantGrid& g) const override { return "secret direction from " + g.name(start_); }

  // Document 003 numbers the path: s(1, x, y, d) "cell (x, y) is the path's cell at depth d", d = 0 … 64,
  // with SD-v (a cell at one depth), SD-vi/SD-vii (one cell per depth) and SD-xi (a step from depth d to
  // d+1) — its table 5.1 gives 5,994 variables and 727,636 clauses for "9 Marks The Spot". Encoded that
  // way once (SD-xi from the fixed start, which makes the pairwise SD-v/SD-vi redundant, left out),
  // building the 9×9 test puzzle took 466 s, single questions over 100 s even with decisions on every
  // variable; encode_document below is the document's form, SD-v…SD-vii included, for the comparison
  // (--secretdirection document). The depths only keep a loop from passing for the path; here one variable per cell, on(c),
  // does the same by support (about 4,300 variables and 19,000 clauses on 9×9):
  //   start      on(start);
  //   SD-i…iii   exactly one box centre holds n (the treasure);
  //   SD-iv      a centre holding n is on the path;
  //   SD-xi      on(b) ∧ move(b, c) → on(c), move(b, c) ↔ b holds z ∧ b's box points in direction δ
  //              (its n lies that way from its centre), c = b + zδ;
  //   F₁         on(b) ∧ b holds z ∧ direction δ → false when b + zδ is outside the grid;
  //   SD-ix      on(b) → the centre of b's box does not hold n, for b not the centre;
  //   support    on(c) → ⋁_b (on(b) ∧ move(b, c)), for c ≠ start.
  // Why support suffices: follow it back from the treasure, T = b₀ ← b₁ ← b₂ …, each b_{i+1} moving to b_i.
  // Moves are a function (one value, one direction per cell) and the treasure has none, so the chain
  // cannot repeat a cell (b_j = b_i would give the treasure a successor); it ends, and only at the start.
  // So the start's path reaches the treasure. Loops elsewhere may hold on() without harm. Once every
  // value is set, unit propagation follows the path forward and the support back from the treasure, so
  // the search needs no decisions on on() (the 9×9 test puzzle is built in 0.1 s).
  void encode(VariantEncoder& e) const override {
    if (e.options().secret_direction_document) return encode_document(e);
    Cnf& cnf = e.cnf();
    const VariantGrid& g = e.grid();
    const int n = g.n, cells = g.cells();
    const Boxes boxes = boxes_of(g);
    std::vector<Lit> treasures;
    for (int c : boxes.centre)
      if (c >= 0) treasures.push_back(e.is(c, n));
    cnf.add_clause(treasures);            // SD-i (no box with a centre: unsatisfiable)
    cnf.at_most_one_pairwise(treasures);  // SD-ii, SD-iii
    // Per region, per direction, "the region's n lies that way from its centre".
    std::vector<std::vector<std::pair<std::pair<int, int>, Lit>>> dirs(n);
    for (int k = 0; k < n; ++k) {
      const int centre = boxes.centre[k];
      if (centre < 0) continue;
      for (int dr = -1; dr <= 1; ++dr)
        for (int dc = -1; dc <= 1; ++dc) {
          if (dr == 0 && dc == 0) continue;
          std::vector<Lit> where;
          for (int q : boxes.cells[k])
            if (box_direction(g, centre, q) == std::pair{dr, dc}) where.push_back(e.is(q, n));
          if (where.empty()) continue;
          dirs[k].push_back({{dr, dc}, where.size() == 1 ? where[0] : e.disjunction(where)});
        }
    }
    std::vector<Lit> on(cells);
    for (int c = 0; c < cells; ++c) on[c] = Lit::pos(cnf.new_var());
    cnf.add_clause({on[start_]});
    std::vector<std::vector<Lit>> support(cells);  // per c: on(b) ∧ move(b, c)
    for (int b = 0; b < cells; ++b) {
      const int k = g.region[b], centre = boxes.centre[k];
      if (centre < 0) {
        cnf.add_clause({~on[b]});  // a region without a centre gives no direction
        continue;
      }
      if (b == centre) cnf.add_clause({~e.is(b, n), on[b]});  // SD-iv
      else cnf.add_clause({~on[b], ~e.is(centre, n)});        // SD-ix
      for (const auto& [dir, pointing] : dirs[k])
        for (int z = 1; z <= n; ++z) {
          const int r = g.row(b) + z * dir.first, c = g.col(b) + z * dir.second;
          if (r < 0 || r >= n || c < 0 || c >= n) {
            cnf.add_clause({~on[b], ~e.is(b, z), ~pointing});  // F₁, the successor outside the grid
            continue;
          }
          const int next = r * n + c;
          const Lit move = e.conjunction(e.is(b, z), pointing);
          cnf.add_clause({~on[b], ~move, on[next]});  // SD-xi
          support[next].push_back(e.conjunction(on[b], move));
        }
    }
    for (int c = 0; c < cells; ++c) {
      if (c == start_) continue;
      std::vector<Lit> clause{~on[c]};
      clause.insert(clause.end(), support[c].begin(), support[c].end());
      cnf.add_clause(clause);  // support
    }
  }

  // Document 003's own form (--secretdirection document; tables 4.15–4.17, whose formulas are partly
  // garbled in our copy): s(1, c, d) "cell c is the path's cell at depth d". A path holds at most
  // n² − 2(n − 1) cells — not the treasure box's n − 1 other cells, nor another box's n, which steps out
  // of the grid — so depths run 0 … n² − 2n + 1 (0 … 64 on 9×9, as the document has).
  //   SD-i…iii   exactly one box centre holds n (the printed {2, 3, 8} mean the centres 2, 5, 8);
  //   SD-iv      a centre holding n is on the path at some depth;
  //   SD-v       a cell at one depth at most (pairwise);
  //   SD-vi/vii  a depth holds one cell at most (pairwise);
  //   SD-viii    a path cell that is not a centre does not hold n. The table's sentence says the opposite
  //              ("center cells … have not the value 9"), its parenthesis and SD-iv say this;
  //   SD-ix      a path cell other than its box's centre: that centre does not hold n;
  //   SD-x       the start is the path's cell at depth 0 (not in table 4.15; the text defines depth 0);
  //   SD-xi, F₁  s(1, b, d) ∧ q holds n ∧ b holds z → s(1, b + z·dir(q), d+1), for q a cell of b's box
  //              other than its centre; just ¬(…) when b + z·dir(q) is outside the grid, and at the last
  //              depth, which has no successor (no path is that long).
  // A loop must revisit a cell at another depth (SD-v), so only a path from the start to the treasure
  // satisfies these; depths past the treasure's may hold stray cells, which change no grid.
  void encode_document(VariantEncoder& e) const {
    Cnf& cnf = e.cnf();
    const VariantGrid& g = e.grid();
    const int n = g.n, cells = g.cells();
    const int depths = cells - 2 * (n - 1);
    const Boxes boxes = boxes_of(g);
    const VarRange path = cnf.new_range("path", {cells, depths}, {"cell", "d"});
    auto at = [&](int c, int d) { return Lit::pos(path.at({c, d})); };
    std::vector<Lit> treasures;
    for (int c : boxes.centre)
      if (c >= 0) treasures.push_back(e.is(c, n));
    cnf.add_clause(treasures);            // SD-i
    cnf.at_most_one_pairwise(treasures);  // SD-ii, SD-iii
    std::vector<Lit> lits;
    for (int c = 0; c < cells; ++c) {
      lits.clear();
      for (int d = 0; d < depths; ++d) lits.push_back(at(c, d));
      cnf.at_most_one_pairwise(lits);  // SD-v
      const int centre = boxes.centre[g.region[c]];
      if (c == centre) {
        lits.insert(lits.begin(), ~e.is(c, n));
        cnf.add_clause(lits);  // SD-iv
      }
    }
    for (int d = 0; d < depths; ++d) {
      lits.clear();
      for (int c = 0; c < cells; ++c) lits.push_back(at(c, d));
      cnf.at_most_one_pairwise(lits);  // SD-vi, SD-vii
    }
    cnf.add_clause({at(start_, 0)});  // SD-x
    for (int b = 0; b < cells; ++b) {
      const int k = g.region[b], centre = boxes.centre[k];
      for (int d = 0; d < depths; ++d) {
        if (centre < 0) {
          cnf.add_clause({~at(b, d)});  // a region without a centre gives no direction
          continue;
        }
        if (b != centre) {
          cnf.add_clause({~at(b, d), ~e.is(b, n)});       // SD-viii
          cnf.add_clause({~at(b, d), ~e.is(centre, n)});  // SD-ix
        }
        for (int q : boxes.cells[k]) {
          if (q == centre) continue;
          const auto [dr, dc] = box_direction(g, centre, q);
          for (int z = 1; z <= n; ++z) {
            const int r = g.row(b) + z * dr, c = g.col(b) + z * dc;
            const bool inside = r >= 0 && r < n && c >= 0 && c < n;
            if (inside && d + 1 < depths)
              cnf.add_clause({~at(b, d), ~e.is(q, n), ~e.is(b, z), at(r * n + c, d + 1)});  // SD-xi
            else cnf.add_clause({~at(b, d), ~e.is(q, n), ~e.is(b, z)});                     // F₁: no successor
          }
        }
      }
    }
  }

  std::optional<TraceStep> narrow(const VariantGrid& g, std::span<const uint32_t> cand) const override {
    return narrow_secret_direction(g, cand, start_, describe(g));
  }

  std::optional<std::string> verify(const VariantGrid& g, std::span<const uint8_t> v) const override {
    const int n = g.n;
    const Boxes boxes = boxes_of(g);
    std::vector<int> treasures;
    for (int c : boxes.centre)
      if (c >= 0 && v[c] == n) treasures.push_back(c);
    const std::string nine = std::to_string(n);
    if (treasures.empty()) return describe(g) + ": no box has its " + nine + " at the centre, so there is no treasure";
    if (treasures.size() > 1)
      return describe(g) + ": " + std::to_string(treasures.size()) + " boxes have their " + nine + " at the centre (" +
             g.name(treasures[0]) + ", " + g.name(treasures[1]) + "); there must be one";
    std::vector<bool> seen(g.cells(), false);
    int at = start_;
    for (;;) {
      if (at == treasures[0]) return std::nullopt;
      if (seen[at])
        return describe(g) + ": the path comes back to " + g.name(at) + " and loops without reaching the treasure at " +
               g.name(treasures[0]);
      seen[at] = true;
      const int k = g.region[at], centre = boxes.centre[k];
      int nine_at = -1;
      for (int q : boxes.cells[k])
        if (v[q] == n) nine_at = q;
      if (centre < 0 || nine_at < 0 || nine_at == centre)
        return describe(g) + ": the path stops at " + g.name(at) + ": its box " +
               (centre < 0 ? std::string("has no centre") : "has its " + nine + " at the centre") +
               ", which gives no direction";
      const auto dir = box_direction(g, centre, nine_at);
      const int z = v[at], r = g.row(at) + z * dir.first, c = g.col(at) + z * dir.second;
      if (r < 0 || r >= n || c < 0 || c >= n)
        return describe(g) + ": from " + g.name(at) + " (" + std::to_string(z) + ", " + direction_name(dir) +
               ") the path leaves the grid before reaching the treasure at " + g.name(treasures[0]);
      at = r * n + c;
    }
  }

 private:
  int start_;
};

}  // namespace

// Every translation of a shape that lies inside the grid, as its cells from the bulb (TH-vii: the other
// translations get no variable at all).
std::vector<std::vector<int>> hidden_thermometer_placements(int n, const std::vector<std::pair<int, int>>& shape) {
  std::vector<std::vector<int>> out;
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c) {
      std::vector<int> cells;
      for (const auto& [dr, dc] : shape) {
        const int r2 = r + dr, c2 = c + dc;
        if (r2 < 0 || r2 >= n || c2 < 0 || c2 >= n) break;
        cells.push_back(r2 * n + c2);
      }
      if (cells.size() == shape.size()) out.push_back(std::move(cells));
    }
  return out;
}

// The regions' centres: a region that fills a rectangle of odd height and width has the rectangle's middle
// cell as its centre (a 3×3 box: its middle); other regions have none (-1).
Boxes boxes_of(const VariantGrid& g) {
  Boxes b;
  b.cells.assign(g.n, {});
  for (int cell = 0; cell < g.cells(); ++cell)
    if (g.region[cell] >= 0 && g.region[cell] < g.n) b.cells[g.region[cell]].push_back(cell);
  b.centre.assign(g.n, -1);
  for (int k = 0; k < g.n; ++k) {
    if (b.cells[k].empty()) continue;
    int r0 = g.n, r1 = -1, c0 = g.n, c1 = -1;
    for (int cell : b.cells[k]) {
      r0 = std::min(r0, g.row(cell)), r1 = std::max(r1, g.row(cell));
      c0 = std::min(c0, g.col(cell)), c1 = std::max(c1, g.col(cell));
    }
    const int h = r1 - r0 + 1, w = c1 - c0 + 1;
    if (h * w == static_cast<int>(b.cells[k].size()) && h % 2 == 1 && w % 2 == 1)
      b.centre[k] = (r0 + h / 2) * g.n + (c0 + w / 2);
  }
  return b;
}

static int sign(int x) { return (x > 0) - (x < 0); }

// The direction a region's n points in, from the region's centre: (sign Δrow, sign Δcolumn). For a 3×3
// box this is document 003's succ_x/succ_y (x_n = 1, 2, 3 → −1, 0, +1).
std::pair<int, int> box_direction(const VariantGrid& g, int centre, int at) {
  return {sign(g.row(at) - g.row(centre)), sign(g.col(at) - g.col(centre))};
}

const char* direction_name(std::pair<int, int> d) {
  static const char* names[3][3] = {
      {"up-left", "up", "up-right"}, {"left", "", "right"}, {"down-left", "down", "down-right"}};
  return names[d.first + 1][d.second + 1];
}

VariantRulePtr make_hidden_thermometers(std::vector<HiddenThermometer> thermometers) {
  return std::make_shared<HiddenThermometers>(std::move(thermometers));
}

VariantRulePtr make_secret_direction(int start) { return std::make_shared<SecretDirection>(start); }

std::optional<std::string> secret_direction_frame_error(const VariantGrid& g) {
  const Boxes b = boxes_of(g);
  for (int k = 0; k < g.n; ++k)
    if (b.centre[k] < 0)
      return "region " + std::to_string(k + 1) + " is not a rectangle of odd height and width, so it has no centre";
  return std::nullopt;
}

}  // namespace gridlogic
