// setting_hashi.cpp — Hashi as the setter's questions see it (setting.h): a slot per island pair that can
// carry a bridge, with the options 0, 1 and 2 bridges; the islands' numbers as the givens, so that a
// number written, changed or erased is a different assumption on the same clauses.
//
// The encoding is hashi_sat.h's with each island's sum behind literals: y[e,1], y[e,2] per edge (y2 → y1),
// crossing edges never both carry a bridge, an island takes at least one bridge (any number, as
// puzz.link's island without a number), and for each island i and number k a literal n[i,k] with
// n[i,k] → Σ (y[e,1] + y[e,2]) = k (encode_pb under the guard). A number k on island i is the assumption
// n[i,k]. Connectivity is cut lazily, as hashi_sat.h's Cuts: a model in several groups gets, per group,
// "a bridge leaves it" — true of every solution, so it stays.
#include <algorithm>
#include <cassert>

#include "gridlogic/hashi.h"
#include "gridlogic/pseudo_boolean.h"
#include "gridlogic/setting.h"

namespace gridlogic {
namespace {

constexpr int kMaxBridges = 8;  // four directions, two bridges each

class HashiSettingModel : public SettingModel {
 public:
  explicit HashiSettingModel(const HashiPuzzle& puzzle) : rules_(puzzle) {
    for (HashiIsland& island : rules_.islands) island.clue = kHashiUnknownClue;
    edges_ = std::max(rules_.edge_count(), 1);
    for (int e = 0; e < rules_.edge_count(); ++e)
      slots.push_back({e, {0, 1, 2}, {{~y(e, 1)}, {y(e, 1), ~y(e, 2)}, {y(e, 2)}}});
    for (int i = 0; i < rules_.island_count(); ++i) {
      const int clue = puzzle.islands[i].clue;
      if (clue != kHashiUnknownClue) givens.push_back({i, clue, {number(i, clue)}});
      else open_places.push_back(i);
    }
  }

  SettingEncoding encode(bool with_parts) const override {
    SettingEncoding enc;
    Cnf& cnf = enc.cnf;
    // The layout the constructor's literals name: y first, then the numbers.
    const VarRange y_range = cnf.new_range("y", {edges_, 2}, {"edge", "k"});
    const VarRange n_range = cnf.new_range("n", {std::max(rules_.island_count(), 1), kMaxBridges}, {"island", "k"});
    assert(y_range.first.index == 0 && n_range.first.index == 2 * edges_ && "HashiSettingModel: the layout");
    (void)y_range, (void)n_range;
    std::optional<ConstraintParts> parts;
    if (with_parts) parts.emplace(cnf);
    const int m = rules_.edge_count(), islands = rules_.island_count();
    if (m == 0) cnf.add_clause({~y(0, 1)}), cnf.add_clause({~y(0, 2)});
    for (int e = 0; e < m; ++e) cnf.add_clause({~y(e, 2), y(e, 1)});
    for (auto [h, v] : rules_.crossings) {
      const HashiEdge& a = rules_.edges[h];
      const HashiEdge& b = rules_.edges[v];
      PartScope part(parts ? &*parts : nullptr,
                     {"crossing",
                      "the bridges " + bridge_name(h) + " and " + bridge_name(v) + " would cross",
                      -1,
                      0,
                      {cell(a.a), cell(a.b), cell(b.a), cell(b.b)},
                      {}});
      cnf.add_clause({~y(h, 1), ~y(v, 1)});
    }
    std::vector<Lit> lits;
    std::vector<int64_t> weights;
    for (int i = 0; i < islands; ++i) {
      lits.clear();
      for (int e : rules_.incident[i]) lits.push_back(y(e, 1)), lits.push_back(y(e, 2));
      if (islands > 1) {
        std::vector<Lit> any;
        for (int e : rules_.incident[i]) any.push_back(y(e, 1));
        cnf.add_clause(any);
      }
      weights.assign(lits.size(), 1);
      for (int k = 1; k <= kMaxBridges; ++k) {
        cnf.push_guard(~number(i, k));
        encode_pb(cnf, lits, weights, PbCompare::Eq, k, PbMethod::Bdd);
        cnf.pop_guard();
      }
    }
    // Connectivity: cut lazily; with parts, behind the guard of a part of its own.
    std::optional<Lit> connected;
    if (parts) {
      std::vector<int> cells;
      for (int i = 0; i < islands; ++i) cells.push_back(cell(i));
      parts->open({"connected", "all islands in one group", -1, 0, cells, {}});
      connected = parts->open_guard();
      parts->close();
      enc.parts = parts->parts();
    }
    enc.cuts = [this, connected](const std::function<bool(Var)>& value, std::vector<std::vector<Lit>>& cuts) {
      HashiBridges b(rules_.edge_count(), 0);
      for (int e = 0; e < rules_.edge_count(); ++e)
        b[e] = static_cast<uint8_t>(value(y(e, 1).var()) + value(y(e, 2).var()));
      std::vector<int> group;
      const int groups = hashi_components(rules_, b, group);
      if (groups <= 1) return;
      for (int g = 0; g < groups; ++g) {
        std::vector<Lit> cut;
        for (int e = 0; e < rules_.edge_count(); ++e)
          if ((group[rules_.edges[e].a] == g) != (group[rules_.edges[e].b] == g)) cut.push_back(y(e, 1));
        if (connected) cut.push_back(~*connected);
        cuts.push_back(std::move(cut));
      }
    };
    // The numbers' literals are assumptions only: never branched on (a clause ¬n ∨ … propagates ¬n).
    std::vector<bool> guard(cnf.num_vars(), false);
    for (const ConstraintPart& p : enc.parts) guard[p.guard.var().index] = true;
    for (int v = 0; v < cnf.num_vars(); ++v)
      if (!n_range.contains(Var{v}) && !guard[v]) enc.decisions.push_back(Var{v});
    return enc;
  }

  std::optional<std::string> verify(const SettingSolution& s) const override {
    return find_hashi_violation(rules_, bridges(s));
  }

  int value_at(int place, const SettingSolution& s) const override {
    int sum = 0;
    for (int e : rules_.incident[place]) sum += s.choice[e];
    return sum;
  }

  std::string place_name(int place) const override { return "the island at " + hashi_island_name(rules_, place); }

  ConstraintPart given_part(const SettingGiven& g) const override {
    return {"given",         "the number " + std::to_string(g.value) + " on " + place_name(g.place),
            g.place,         g.value,
            {cell(g.place)}, {}};
  }

 private:
  Lit y(int e, int k) const { return Lit::pos(Var{2 * e + k - 1}); }
  Lit number(int island, int k) const { return Lit::pos(Var{2 * edges_ + island * kMaxBridges + k - 1}); }
  int cell(int island) const { return rules_.islands[island].row * rules_.cols + rules_.islands[island].col; }
  std::string bridge_name(int e) const {
    return hashi_island_name(rules_, rules_.edges[e].a) + "–" + hashi_island_name(rules_, rules_.edges[e].b);
  }
  HashiBridges bridges(const SettingSolution& s) const { return HashiBridges(s.choice.begin(), s.choice.end()); }

  HashiPuzzle rules_;
  int edges_ = 1;  // edges in the y range (at least 1, as encode_hashi's filler)
};

}  // namespace

std::unique_ptr<SettingModel> hashi_setting_model(const HashiPuzzle& puzzle) {
  return std::make_unique<HashiSettingModel>(puzzle);
}

}  // namespace gridlogic
