// sudoku_human_hodoku_trace.cpp — HoDoKu's steps (the port, sudoku_hodoku.h) as the engine's explained
// steps: the technique's kebab-case name, the cells, placements and removals, one sentence a player
// follows, HoDoKu's own line (`notation`: its Eureka notation for chains), the pattern a hint draws
// (`houses` and `roles`; `chain`: strong and weak links between candidates) and, for every chain, one
// substep per link with that link's reason, so a hint can walk it link by link. Also the driver that
// solves a 9×9 puzzle or gives the next step on the HoDoKu ladder (sudoku_human_internal.h).
#include <algorithm>
#include <functional>
#include <set>

#include "gridlogic/deadline.h"
#include "gridlogic/sudoku_fast.h"
#include "sudoku_hodoku_solve.h"
#include "sudoku_human_internal.h"

namespace gridlogic::human {

namespace hodoku {
namespace {

std::string cn(int cell) { return cell_print(cell); }
std::string vs(int v) { return std::to_string(v); }

std::string list_words(const std::vector<std::string>& xs) {
  std::string s;
  for (size_t i = 0; i < xs.size(); ++i) s += (i == 0 ? "" : i + 1 == xs.size() ? " and " : ", ") + xs[i];
  return s;
}
std::string cells_words(std::vector<int> cells) {
  std::vector<std::string> xs;
  for (int c : cells) xs.push_back(cn(c));
  std::string s;
  for (size_t i = 0; i < xs.size(); ++i) s += (i ? ", " : "") + xs[i];
  return s;
}
std::string values_words(const std::vector<int>& vals) {
  std::vector<std::string> xs;
  for (int v : vals) xs.push_back(vs(v));
  return list_words(xs);
}
std::string mask_words(unsigned mask) {
  std::vector<int> v;
  for (; mask; mask &= mask - 1) v.push_back(first_cand(mask));
  return values_words(v);
}
std::string cand_braces(unsigned mask) {
  std::string s = "{";
  for (unsigned m = mask; m; m &= m - 1) s += (s.size() > 1 ? "," : "") + vs(first_cand(m));
  return s + "}";
}

// Houses as the engine names them: 0..8 rows, 9..17 columns, 18..26 boxes.
std::string house_words(int h) {
  if (h < 9) return "row " + vs(h + 1);
  if (h < 18) return "column " + vs(h - 9 + 1);
  return "box " + vs(h - 18 + 1);
}
HouseRole house_role(const std::string& role, int h) {
  return {role, h < 9 ? "row" : h < 18 ? "column" : "box", h % 9};
}
int entity_house(const Entity& e) {  // HoDoKu's entity (name, 1-based number) as a house index
  return (e.name == LINE ? 0 : e.name == COL ? 9 : 18) + e.number - 1;
}
// The houses every cell of `cells` lies in (rows, columns, boxes).
std::vector<int> common_houses(const std::vector<int>& cells) {
  std::vector<int> out;
  if (cells.empty()) return out;
  for (int k = 0; k < 3; ++k) {
    const int h = T().constraints[cells[0]][k];
    if (std::all_of(cells.begin(), cells.end(), [&](int c) { return T().constraints[c][k] == h; })) out.push_back(h);
  }
  return out;
}
// The house two cells share, row before column before box.
int shared_house(int a, int b) {
  for (int k = 0; k < 3; ++k)
    if (T().constraints[a][k] == T().constraints[b][k]) return T().constraints[a][k];
  return -1;
}

std::vector<int> distinct_removed_cells(const std::vector<Cand>& del) {
  std::vector<int> cells;
  for (const Cand& c : del)
    if (std::find(cells.begin(), cells.end(), c.index) == cells.end()) cells.push_back(c.index);
  return cells;
}
// "5 is removed from r1c2, r3c4" or "5 is removed from r1c2 and 7 from r3c4".
std::string removal_words(const std::vector<Cand>& del) {
  std::vector<int> vals;
  for (const Cand& c : del)
    if (std::find(vals.begin(), vals.end(), c.value) == vals.end()) vals.push_back(c.value);
  std::string s;
  for (size_t i = 0; i < vals.size(); ++i) {
    std::vector<int> cells;
    for (const Cand& c : del)
      if (c.value == vals[i] && std::find(cells.begin(), cells.end(), c.index) == cells.end()) cells.push_back(c.index);
    s += (i == 0                 ? ""
          : i + 1 == vals.size() ? " and "
                                 : ", ") +
         vs(vals[i]) + (i == 0 ? " is removed from " : " from ") + cells_words(cells);
  }
  return s;
}

// ---------------------------------------------------------------------------------------------------
// Chains: HoDoKu's chain entries as links, and each link's reason.

CellValue node_cv(int e) { return {chain::cell(e), chain::cand(e)}; }

std::vector<int> node_cells(int e) {
  std::vector<int> cs = {chain::cell(e)};
  if (chain::node_type(e) == chain::GROUP_NODE) {
    if (chain::cell2(e) != -1) cs.push_back(chain::cell2(e));
    if (chain::cell3(e) != -1) cs.push_back(chain::cell3(e));
  }
  return cs;
}
std::string node_words(int e) {
  const std::vector<int> cs = node_cells(e);
  return cs.size() == 1 ? cn(cs[0]) : "(" + compact_cells(cs) + ")";
}

// Why a link holds in the position `g` before the step. Strong: "if `a` is not v, `b` is" (the only two
// places of v in a house, or a cell with two candidates); weak: they cannot both be true.
std::string link_reason(const Grid& g, int a, int b, bool strong) {
  const int ca = chain::cell(a), cb = chain::cell(b), va = chain::cand(a), vb = chain::cand(b);
  const bool group = chain::node_type(a) != chain::NORMAL_NODE || chain::node_type(b) != chain::NORMAL_NODE;
  if (ca == cb && !group) {
    if (strong)
      return cn(ca) + " holds only " + vs(va) + " and " + vs(vb) + ": if it is not " + vs(va) + ", it is " + vs(vb);
    return cn(ca) + " cannot be both " + vs(va) + " and " + vs(vb) + ": if it is " + vs(va) + ", it is not " + vs(vb);
  }
  std::vector<int> all = node_cells(a);
  for (int c : node_cells(b)) all.push_back(c);
  const std::vector<int> hs = common_houses(all);
  const int h = hs.empty() ? -1 : hs.front();
  const std::string na = node_words(a), nb = node_words(b), v = vs(va);
  if (strong) {
    std::string where = h >= 0 ? " in " + house_words(h) : "";
    // A house where v lies only in the two nodes.
    for (int hh : hs) {
      Set81 inside;
      for (int c : T().all_units[hh])
        if (g.is_cand(c, va)) inside.add(c);
      Set81 ours;
      for (int c : all) ours.add(c);
      if (inside == ours) {
        where = " in " + house_words(hh);
        break;
      }
    }
    return v + " lies only in " + na + " and " + nb + where + ": if " + na + " is not " + v + ", " + nb + " is";
  }
  (void)vb;
  return na + " and " + nb + " see each other" + (h >= 0 ? " in " + house_words(h) : "") + ": if " + na + " is " + v +
         ", " + nb + " is not";
}

// The links of a chain as CandidateLinks, with a substep for each (its reason, its cells), and the cells
// of every group node as role "group".
void add_chain_links(TraceStep& t, const Grid& g, const Chain& ch, bool forcing) {
  int prev = ch.chain[ch.start];
  bool in_branch = false;
  int branch_prev = 0;
  for (int i = ch.start + 1; i <= ch.end; ++i) {
    const int e = ch.chain[i];
    if (e == chain::kMin) {
      in_branch = false;
      continue;
    }
    int from = prev;
    if (e < 0) {
      if (!in_branch) {
        in_branch = true;
        branch_prev = prev;  // a net's branch starts from the node before it
      }
      from = branch_prev;
      branch_prev = -e;
    } else {
      prev = e;
    }
    const int to = chain::abs(e);
    if (chain::cell(from) == chain::cell(to) && chain::cand(from) == chain::cand(to) &&
        chain::node_type(from) == chain::node_type(to))
      continue;
    // In HoDoKu's chains an entry's strong bit tells the link into it (nice loops, AICs, X-/XY-chains);
    // in forcing chains it tells whether the candidate is set ("=") or not ("<>").
    const bool strong = forcing ? chain::strong(to) : chain::strong(to);
    t.chain.push_back({node_cv(from), node_cv(to), strong});
    TraceStep sub;
    sub.technique = "link";
    for (int c : node_cells(from)) sub.cells.push_back(c);
    for (int c : node_cells(to)) sub.cells.push_back(c);
    sub.chain.push_back(t.chain.back());
    if (forcing) {
      const bool from_on = chain::strong(from), to_on = chain::strong(to);
      const std::string a = node_words(from) + (from_on ? " is " : " is not ") + vs(chain::cand(from));
      const std::string b = node_words(to) + (to_on ? " is " : " is not ") + vs(chain::cand(to));
      std::string why;
      if (from_on && !to_on)
        why = chain::cell(from) == chain::cell(to) ? " (a cell holds one number)" : " (they see each other)";
      else if (!from_on && to_on)
        why = chain::cell(from) == chain::cell(to) && chain::node_type(to) == chain::NORMAL_NODE
                  ? " (the last candidate left in " + cn(chain::cell(to)) + ")"
                  : " (the last place left for " + vs(chain::cand(to)) + ")";
      sub.explanation = (e < 0 ? "Also: " : "") + std::string("if ") + a + ", then " + b + why;
    } else {
      sub.explanation = link_reason(g, from, to, strong);
    }
    t.substeps.push_back(std::move(sub));
    for (int x : {from, to})
      if (chain::node_type(x) == chain::GROUP_NODE)
        for (int c : node_cells(x))
          if (std::none_of(t.roles.begin(), t.roles.end(),
                           [&](const CellRole& r) { return r.cell == c && r.role == "group"; }))
            t.roles.push_back({c, "group"});
  }
}

// ---------------------------------------------------------------------------------------------------
// Names.

std::string kebab(Type type) {
  switch (type) {
    case Type::FULL_HOUSE: return "full-house";
    case Type::NAKED_SINGLE: return "naked-single";
    case Type::HIDDEN_SINGLE: return "hidden-single";
    case Type::LOCKED_PAIR: return "locked-pair";
    case Type::LOCKED_TRIPLE: return "locked-triple";
    case Type::LOCKED_CANDIDATES_1: return "pointing";
    case Type::LOCKED_CANDIDATES_2: return "claiming";
    case Type::NAKED_PAIR: return "naked-pair";
    case Type::NAKED_TRIPLE: return "naked-triple";
    case Type::NAKED_QUADRUPLE: return "naked-quad";
    case Type::HIDDEN_PAIR: return "hidden-pair";
    case Type::HIDDEN_TRIPLE: return "hidden-triple";
    case Type::HIDDEN_QUADRUPLE: return "hidden-quad";
    case Type::X_WING: return "x-wing";
    case Type::SWORDFISH: return "swordfish";
    case Type::JELLYFISH: return "jellyfish";
    case Type::REMOTE_PAIR: return "remote-pair";
    case Type::BUG_PLUS_1: return "bug-plus-one";
    case Type::SKYSCRAPER: return "skyscraper";
    case Type::TWO_STRING_KITE: return "two-string-kite";
    case Type::TURBOT_FISH: return "turbot-fish";
    case Type::EMPTY_RECTANGLE: return "empty-rectangle";
    case Type::W_WING: return "w-wing";
    case Type::XY_WING: return "xy-wing";
    case Type::XYZ_WING: return "xyz-wing";
    case Type::UNIQUENESS_1: return "unique-rectangle-1";
    case Type::UNIQUENESS_2: return "unique-rectangle-2";
    case Type::UNIQUENESS_3: return "unique-rectangle-3";
    case Type::UNIQUENESS_4: return "unique-rectangle-4";
    case Type::UNIQUENESS_5: return "unique-rectangle-5";
    case Type::UNIQUENESS_6: return "unique-rectangle-6";
    case Type::HIDDEN_RECTANGLE: return "hidden-rectangle";
    case Type::AVOIDABLE_RECTANGLE_1: return "avoidable-rectangle-1";
    case Type::AVOIDABLE_RECTANGLE_2: return "avoidable-rectangle-2";
    case Type::FINNED_X_WING: return "finned-x-wing";
    case Type::SASHIMI_X_WING: return "sashimi-x-wing";
    case Type::FINNED_SWORDFISH: return "finned-swordfish";
    case Type::SASHIMI_SWORDFISH: return "sashimi-swordfish";
    case Type::FINNED_JELLYFISH: return "finned-jellyfish";
    case Type::SASHIMI_JELLYFISH: return "sashimi-jellyfish";
    case Type::SUE_DE_COQ: return "sue-de-coq";
    case Type::SIMPLE_COLORS_TRAP:
    case Type::SIMPLE_COLORS_WRAP: return "simple-colouring";
    case Type::MULTI_COLORS_1:
    case Type::MULTI_COLORS_2: return "multi-colouring";
    case Type::X_CHAIN: return "x-chain";
    case Type::XY_CHAIN: return "xy-chain";
    case Type::DISCONTINUOUS_NICE_LOOP: return "discontinuous-nice-loop";
    case Type::CONTINUOUS_NICE_LOOP: return "continuous-nice-loop";
    case Type::AIC: return "aic";
    case Type::GROUPED_DISCONTINUOUS_NICE_LOOP: return "grouped-discontinuous-nice-loop";
    case Type::GROUPED_CONTINUOUS_NICE_LOOP: return "grouped-continuous-nice-loop";
    case Type::GROUPED_AIC: return "grouped-aic";
    case Type::ALS_XZ: return "als-xz";
    case Type::ALS_XY_WING: return "als-xy-wing";
    case Type::ALS_XY_CHAIN: return "als-xy-chain";
    case Type::FRANKEN_X_WING: return "franken-x-wing";
    case Type::FRANKEN_SWORDFISH: return "franken-swordfish";
    case Type::FRANKEN_JELLYFISH: return "franken-jellyfish";
    case Type::FINNED_FRANKEN_X_WING: return "finned-franken-x-wing";
    case Type::FINNED_FRANKEN_SWORDFISH: return "finned-franken-swordfish";
    case Type::FINNED_FRANKEN_JELLYFISH: return "finned-franken-jellyfish";
    case Type::MUTANT_X_WING: return "mutant-x-wing";
    case Type::MUTANT_SWORDFISH: return "mutant-swordfish";
    case Type::MUTANT_JELLYFISH: return "mutant-jellyfish";
    case Type::FINNED_MUTANT_X_WING: return "finned-mutant-x-wing";
    case Type::FINNED_MUTANT_SWORDFISH: return "finned-mutant-swordfish";
    case Type::FINNED_MUTANT_JELLYFISH: return "finned-mutant-jellyfish";
    case Type::FORCING_CHAIN_CONTRADICTION: return "forcing-chain-contradiction";
    case Type::FORCING_CHAIN_VERITY: return "forcing-chain-verity";
    case Type::FORCING_NET_CONTRADICTION: return "forcing-net-contradiction";
    case Type::FORCING_NET_VERITY: return "forcing-net-verity";
    case Type::BRUTE_FORCE: return "trial-and-error";
    default: return "hodoku-step";
  }
}

// ---------------------------------------------------------------------------------------------------
// Each kind of step: its pattern and its sentence.

struct Builder {
  const Grid& g;  // the position before the step
  const Step& s;
  TraceStep t;

  std::string effect() const { return removal_words(s.to_delete); }
  void role(int cell, const std::string& r) { t.roles.push_back({cell, r}); }
  void cells(const std::vector<int>& cs) {
    for (int c : cs)
      if (std::find(t.cells.begin(), t.cells.end(), c) == t.cells.end()) t.cells.push_back(c);
  }

  void singles() {
    const int cell = s.indices[0], v = s.values[0];
    const Tables& tb = T();
    if (s.type == Type::NAKED_SINGLE) {
      cells({cell});
      const std::vector<int> causes =
          naked_single_causes(Topology::of(SudokuShape{3, 3}), 9, cell, v, [&](int c) { return int(g.values[c]); });
      cells(causes);
      for (int c : causes) role(c, "cause");
      t.explanation = "Naked single: " + cn(cell) + " can only be " + vs(v);
      return;
    }
    // The house: the empty cells' (full house) or the places' (hidden single), row, column, box.
    int house = -1;
    for (int k = 0; k < 3 && house < 0; ++k) {
      const int h = tb.constraints[cell][k];
      if (s.type == Type::FULL_HOUSE) {
        bool only = true;
        for (int c : tb.all_units[h])
          if (c != cell && g.values[c] == 0) only = false;
        if (only) house = h;
      } else if (g.free[h][v] == 1) {
        house = h;
      }
    }
    if (house < 0) house = tb.constraints[cell][2];
    for (int c : tb.all_units[house]) cells({c});
    t.houses.push_back(house_role("house", house));
    t.explanation =
        s.type == Type::FULL_HOUSE
            ? "Full house: " + cn(cell) + " is the last empty cell in " + house_words(house) + ", so it is " + vs(v)
            : "Hidden single: " + vs(v) + " can only go in " + cn(cell) + " in " + house_words(house);
  }

  void locked_candidates() {
    const int v = s.values[0];
    const int house = entity_house({s.entity, s.entity_number});
    cells(s.indices);
    for (int c : s.indices) role(c, "locked");
    std::vector<int> hs = common_houses(s.indices);
    int other = -1;
    for (int h : hs)
      if (h != house && (s.type == Type::LOCKED_CANDIDATES_1 ? h < 18 : h >= 18)) other = h;
    t.houses.push_back(house_role("base", house));
    if (other >= 0) t.houses.push_back(house_role("cover", other));
    const std::string name = s.type == Type::LOCKED_CANDIDATES_1 ? "Pointing" : "Claiming";
    t.explanation = name + ": in " + house_words(house) + ", " + vs(v) + " lies only in " +
                    (other >= 0 ? house_words(other) : cells_words(s.indices)) + ", so " + effect();
  }

  void subset() {
    cells(s.indices);
    const bool hidden =
        s.type == Type::HIDDEN_PAIR || s.type == Type::HIDDEN_TRIPLE || s.type == Type::HIDDEN_QUADRUPLE;
    const bool locked = s.type == Type::LOCKED_PAIR || s.type == Type::LOCKED_TRIPLE;
    for (int c : s.indices) role(c, "subset");
    std::vector<int> hs = common_houses(s.indices);
    int house = hs.empty() ? -1 : hs.front();
    if (hidden) {
      // The house where the values are confined to the cells.
      for (int h : hs) {
        bool confined = true;
        for (int v : s.values)
          for (int c : T().all_units[h])
            if (g.is_cand(c, v) && std::find(s.indices.begin(), s.indices.end(), c) == s.indices.end())
              confined = false;
        if (confined) {
          house = h;
          break;
        }
      }
    }
    if (locked) {
      for (int h : hs) t.houses.push_back(house_role("house", h));
    } else if (house >= 0) {
      t.houses.push_back(house_role("house", house));
    }
    std::string title = step_name(s.type);
    std::transform(title.begin() + 1, title.end(), title.begin() + 1,
                   [](char c) { return static_cast<char>(std::tolower(c)); });
    if (title.ends_with("quadruple")) title.replace(title.size() - 9, 9, "quad");
    if (hidden) {
      t.explanation = title + ": in " + house_words(house) + ", " + values_words(s.values) + " can only go in " +
                      cells_words(s.indices) + ", so the other candidates are removed from " +
                      cells_words(distinct_removed_cells(s.to_delete));
    } else {
      std::vector<std::string> hw;
      for (int h : hs) hw.push_back(house_words(h));
      t.explanation = title + ": " + cells_words(s.indices) + " hold only " + values_words(s.values) + " in " +
                      (locked       ? list_words(hw)
                       : house >= 0 ? house_words(house)
                                    : "one house") +
                      ", so " + effect();
    }
  }

  void fish() {
    const int v = s.values[0];
    std::vector<int> base, cover;
    for (const Entity& e : s.base) base.push_back(entity_house(e));
    for (const Entity& e : s.cover) cover.push_back(entity_house(e));
    for (int h : base) t.houses.push_back(house_role("base", h));
    for (int h : cover) t.houses.push_back(house_role("cover", h));
    std::vector<int> fin_cells;
    for (const Cand& f : s.fins) fin_cells.push_back(f.index);
    for (const Cand& f : s.endo_fins) fin_cells.push_back(f.index);
    if (!fin_cells.empty()) {
      const std::vector<int> hs = common_houses(fin_cells);
      for (int h : hs)
        if (h >= 18) t.houses.push_back(house_role("fin-box", h));
    }
    cells(s.indices);
    cells(fin_cells);
    for (int c : s.indices) role(c, "body");
    for (const Cand& f : s.fins) role(f.index, "fin");
    for (const Cand& f : s.endo_fins) role(f.index, "endo-fin");
    auto words = [](const std::vector<int>& hs) {
      std::vector<std::string> w;
      for (int h : hs) w.push_back(house_words(h));
      return list_words(w);
    };
    std::string title = step_name(s.type);
    std::transform(title.begin() + 1, title.end(), title.begin() + 1,
                   [](char c) { return static_cast<char>(std::tolower(c)); });
    for (const char* fix : {"x-wing"})
      if (auto p = title.find(fix); p != std::string::npos) title.replace(p, 6, "X-wing");
    std::string sentence = title + ": in " + words(base) + ", " + vs(v) + " lies only in " + words(cover);
    if (!fin_cells.empty()) {
      sentence += " and in the fin" + std::string(fin_cells.size() > 1 ? "s " : " ") + cells_words(fin_cells) +
                  ": either the fish holds or a fin is " + vs(v) + ", so " + effect() +
                  (distinct_removed_cells(s.to_delete).size() > 1 ? ", which see " : ", which sees ") +
                  (fin_cells.size() > 1 ? "every fin" : "the fin") + " and " +
                  (distinct_removed_cells(s.to_delete).size() > 1 ? "lie" : "lies") + " in a cover house";
    } else {
      sentence += ", so " + vs(v) + " is taken in the cover houses by the base houses: " + effect();
    }
    t.explanation = sentence;
  }

  void single_digit() {
    const int v = s.values[0];
    const std::vector<Cand>& d = s.to_delete;
    const std::string target = cells_words(distinct_removed_cells(d));
    if (s.type == Type::SKYSCRAPER || s.type == Type::TWO_STRING_KITE) {
      // indices: the two ends, then the two connected cells (each end's strong-link partner).
      const int e1 = s.indices[0], e2 = s.indices[1], b1 = s.indices[2], b2 = s.indices[3];
      cells({e1, b1, b2, e2});
      const int h1 = shared_house(e1, b1), h2 = shared_house(e2, b2), hb = shared_house(b1, b2);
      t.houses.push_back(house_role("strong-link", h1));
      t.houses.push_back(house_role("strong-link", h2));
      if (hb >= 0) t.houses.push_back(house_role(s.type == Type::TWO_STRING_KITE ? "box" : "connection", hb));
      role(e1, "end");
      role(e2, "end");
      role(b1, "connected");
      role(b2, "connected");
      t.chain = {{{e1, v}, {b1, v}, true}, {{b1, v}, {b2, v}, false}, {{b2, v}, {e2, v}, true}};
      const std::string name = s.type == Type::SKYSCRAPER ? "Skyscraper" : "2-string kite";
      t.explanation = name + " on " + vs(v) + ": in " + house_words(h1) + ", " + vs(v) + " lies only in " + cn(e1) +
                      " and " + cn(b1) + "; in " + house_words(h2) + " only in " + cn(e2) + " and " + cn(b2) + "; " +
                      cn(b1) + " and " + cn(b2) + " share " + (hb >= 0 ? house_words(hb) : "a house") +
                      ", so they are not both " + vs(v) + " and one of " + cn(e1) + " and " + cn(e2) + " is " + vs(v) +
                      ": " + vs(v) + " is removed from " + target + ", which sees both";
      return;
    }
    // Empty rectangle: the box's candidates (fins), the strong link indices[0]-indices[1].
    const int box = 18 + s.entity_number - 1;
    const int a = s.indices[0], b = s.indices[1];
    std::vector<int> box_cells;
    for (const Cand& f : s.fins) box_cells.push_back(f.index);
    cells(box_cells);
    cells({a, b});
    for (int c : box_cells) role(c, "box");
    role(a, "link");
    role(b, "link");
    t.houses.push_back(house_role("box", box));
    const int link_house = shared_house(a, b);
    if (link_house >= 0) t.houses.push_back(house_role("strong-link", link_house));
    t.chain = {{{b, v}, {a, v}, true}};
    // The box's row and column through which the elimination works.
    const int target_cell = d[0].index;
    const int er_line = line_of(a) == line_of(target_cell) || block_of(a) == box - 18 ? -1 : 0;
    (void)er_line;
    t.explanation = "Empty rectangle on " + vs(v) + ": in " + house_words(box) + " the " + vs(v) +
                    "s lie in one row and one column (" + cells_words(box_cells) + "); in " +
                    (link_house >= 0 ? house_words(link_house) : "a house") + ", " + vs(v) + " lies only in " + cn(a) +
                    " and " + cn(b) + ". If " + cn(b) + " is not " + vs(v) + ", " + cn(a) +
                    " is, which leaves the box's " + vs(v) + " in the line through " + target + "; either way " +
                    target + " cannot be " + vs(v) + ": " + effect();
  }

  void wings() {
    if (s.type == Type::W_WING) {
      const int x = s.values[0], y = s.values[1];
      const int a = s.indices[0], b = s.indices[1];
      int w1 = -1, w2 = -1;
      for (const Cand& f : s.fins)
        if (f.index != a && f.index != b) (w1 < 0 ? w1 : w2) = f.index;
      if (w1 >= 0 && !T().buddies[a].contains(w1)) std::swap(w1, w2);
      cells({a, b, w1, w2});
      role(a, "wing");
      role(b, "wing");
      role(w1, "link");
      role(w2, "link");
      const int lh = shared_house(w1, w2);
      if (lh >= 0) t.houses.push_back(house_role("strong-link", lh));
      t.chain = {{{a, x}, {a, y}, true},
                 {{a, y}, {w1, y}, false},
                 {{w1, y}, {w2, y}, true},
                 {{w2, y}, {b, y}, false},
                 {{b, y}, {b, x}, true}};
      t.explanation = "W-wing: " + cn(a) + " and " + cn(b) + " both hold only " + vs(x) + " and " + vs(y) + "; in " +
                      (lh >= 0 ? house_words(lh) : "one house") + ", " + vs(y) + " lies only in " + cn(w1) + " and " +
                      cn(w2) + ", which see one each: if " + cn(a) + " is not " + vs(x) + " it is " + vs(y) + ", so " +
                      cn(w1) + " is not and " + cn(w2) + " is " + vs(y) + ", so " + cn(b) + " is " + vs(x) +
                      ": one of them is " + vs(x) + ", and " + effect();
      return;
    }
    const int pivot = s.indices[0], p1 = s.indices[1], p2 = s.indices[2];
    cells({pivot, p1, p2});
    role(pivot, "pivot");
    role(p1, "pincer");
    role(p2, "pincer");
    const int z = s.to_delete.empty() ? 0 : s.to_delete[0].value;
    if (s.type == Type::XY_WING) {
      // As a chain of three cells: if the first pincer is not z it holds x, so the pivot is not x but y,
      // so the other pincer is not y but z.
      const int x = first_cand(g.cells[p1] & ~mask_of(z)), y = first_cand(g.cells[p2] & ~mask_of(z));
      t.chain = {{{p1, z}, {p1, x}, true},
                 {{p1, x}, {pivot, x}, false},
                 {{pivot, x}, {pivot, y}, true},
                 {{pivot, y}, {p2, y}, false},
                 {{p2, y}, {p2, z}, true}};
    }
    const std::string name = s.type == Type::XY_WING ? "XY-wing" : "XYZ-wing";
    t.explanation = name + ": " + cn(pivot) + " " + cand_braces(g.cells[pivot]) + " sees " + cn(p1) + " " +
                    cand_braces(g.cells[p1]) + " and " + cn(p2) + " " + cand_braces(g.cells[p2]) +
                    ": whichever value " + cn(pivot) + " takes, one of " +
                    (s.type == Type::XY_WING ? "the two others" : "the three cells") + " is " + vs(z) + ", so " +
                    effect();
  }

  void uniqueness() {
    cells(s.indices);
    const int a = s.values[0], b = s.values[1];
    const unsigned ab = mask_of(a) | mask_of(b);
    std::vector<int> extra;
    for (int c : s.indices) {
      role(c, "corner");
      if (g.values[c] == 0 && (g.cells[c] & ~ab)) extra.push_back(c);
    }
    for (int c : extra) role(c, "extra");
    for (const Cand& f : s.fins) role(f.index, "subset");
    const std::string rect = cells_words(s.indices);
    std::string why;
    switch (s.type) {
      case Type::UNIQUENESS_1:
        why = "only " + cells_words(extra) + " has other candidates, so it is neither " + vs(a) + " nor " + vs(b);
        break;
      case Type::UNIQUENESS_2:
      case Type::UNIQUENESS_5:
        why = "the cells with more, " + cells_words(extra) +
              ", share one more value, so one of them holds it, and it leaves every cell that sees them all";
        break;
      case Type::UNIQUENESS_3:
        why = "one of " + cells_words(extra) +
              " holds one of their other values, so together with the cells ringed they form a locked set, whose "
              "values leave the rest of the house";
        break;
      case Type::UNIQUENESS_4:
        why = "one of the two values is locked to " + cells_words(extra) +
              " in a house they share, so the other leaves both";
        break;
      case Type::UNIQUENESS_6:
        why =
            "one value lies, in the rows and columns of the rectangle, only in its cells: it must sit on one diagonal, "
            "so it leaves " +
            cells_words(extra);
        break;
      case Type::HIDDEN_RECTANGLE: {
        const Cand& d = s.to_delete.front();
        const int other = d.value == a ? b : a;
        why = "in row " + vs(line_of(d.index) + 1) + " and column " + vs(col_of(d.index) + 1) + ", " + vs(other) +
              " lies only in the rectangle, so if " + cn(d.index) + " were " + vs(d.value) +
              " the four cells would hold only " + vs(a) + " and " + vs(b);
        break;
      }
      default: why = ""; break;
    }
    if (s.type == Type::AVOIDABLE_RECTANGLE_1 || s.type == Type::AVOIDABLE_RECTANGLE_2) {
      t.explanation =
          "Avoidable rectangle: " + rect + " — solved cells that are not givens hold " + vs(a) + " and " + vs(b) +
          " on one diagonal; the other two cells must not complete the swap (a second solution), so " + effect();
      return;
    }
    const std::string name = s.type == Type::HIDDEN_RECTANGLE
                                 ? "Hidden rectangle"
                                 : std::string("Unique rectangle type ") + std::string(step_name(s.type)).substr(17);
    t.explanation = name + ": " + rect + " would otherwise allow " + vs(a) + " and " + vs(b) +
                    " to swap (a second solution); " + why + ": " + effect();
  }

  void bug() {
    const int cell = s.to_delete[0].index;
    cells({cell});
    role(cell, "bug");
    unsigned left = g.cells[cell];
    for (const Cand& c : s.to_delete) left &= ~mask_of(c.value);
    t.explanation = "BUG+1: every empty cell but " + cn(cell) +
                    " has two candidates, and every value two places in each house except " + mask_words(left) +
                    " around " + cn(cell) + "; without it the position would have two solutions, so " + cn(cell) +
                    " is " + mask_words(left) + ": " + effect();
  }

  void sue_de_coq() {
    cells(s.indices);
    for (int c : s.indices) role(c, "intersection");
    std::vector<int> line_cells, box_cells;
    for (const Cand& f : s.fins)
      if (std::find(s.indices.begin(), s.indices.end(), f.index) == s.indices.end() &&
          std::find(line_cells.begin(), line_cells.end(), f.index) == line_cells.end())
        line_cells.push_back(f.index);
    for (const Cand& f : s.endo_fins)
      if (std::find(s.indices.begin(), s.indices.end(), f.index) == s.indices.end() &&
          std::find(box_cells.begin(), box_cells.end(), f.index) == box_cells.end())
        box_cells.push_back(f.index);
    for (int c : line_cells) role(c, "line-set");
    for (int c : box_cells) role(c, "box-set");
    cells(line_cells);
    cells(box_cells);
    for (int h : common_houses(s.indices)) t.houses.push_back(house_role(h >= 18 ? "box" : "line", h));
    unsigned lm = 0, bm = 0, im = 0;
    for (int c : line_cells) lm |= g.cells[c];
    for (int c : box_cells) bm |= g.cells[c];
    for (int c : s.indices) im |= g.cells[c];
    t.explanation =
        "Sue de Coq: " + cells_words(s.indices) + " hold " + mask_words(im) + "; with " + cells_words(line_cells) +
        " " + cand_braces(lm) + " in the line and " + cells_words(box_cells) + " " + cand_braces(bm) +
        " in the box they hold exactly those values, the line's in the line and the box's in the box, so " + effect();
  }

  void colours() {
    const int v = s.values[0];
    std::vector<int> by[4];
    for (const auto& [c, col] : s.colors) {
      by[col].push_back(c);
      role(c, "colour-" + vs(col + 1));
      cells({c});
    }
    const bool multi = s.type == Type::MULTI_COLORS_1 || s.type == Type::MULTI_COLORS_2;
    const bool wrap = s.type == Type::SIMPLE_COLORS_WRAP || s.type == Type::MULTI_COLORS_2;
    const std::string name = multi ? "Multi colours" : "Simple colouring";
    std::string how;
    if (s.type == Type::SIMPLE_COLORS_WRAP)
      how = "two cells of one colour see each other, so that colour is not " + vs(v);
    else if (s.type == Type::SIMPLE_COLORS_TRAP)
      how = "one colour holds every " + vs(v) + ", and these cells see both colours";
    else if (s.type == Type::MULTI_COLORS_2)
      how = "a colour of the first chain sees both colours of the second, so it is not " + vs(v);
    else
      how = "a colour of each chain see each other, so one of their opposite colours holds " + vs(v) +
            ", and these cells see both";
    (void)wrap;
    t.explanation = name + " on " + vs(v) + ": the conjugate pairs of " + vs(v) + " split " + cells_words(by[0]) +
                    " | " + cells_words(by[1]) +
                    (multi ? " and " + cells_words(by[2]) + " | " + cells_words(by[3]) : "") +
                    " into alternating colours; " + how + ": " + effect();
  }

  void chains() {
    const Chain& ch = s.chains[0];
    add_chain_links(t, g, ch, false);
    for (const CandidateLink& l : t.chain) {
      cells({l.from.cell});
      cells({l.to.cell});
    }
    const int start = ch.chain[ch.start], end = ch.chain[ch.end];
    const std::string eureka = s.chain_texts().front();
    std::string title;
    switch (s.type) {
      case Type::X_CHAIN: title = "X-chain"; break;
      case Type::XY_CHAIN: title = "XY-chain"; break;
      case Type::TURBOT_FISH: title = "Turbot fish"; break;
      case Type::REMOTE_PAIR: title = "Remote pair"; break;
      case Type::AIC: title = "AIC"; break;
      case Type::GROUPED_AIC: title = "Grouped AIC"; break;
      case Type::DISCONTINUOUS_NICE_LOOP: title = "Discontinuous nice loop"; break;
      case Type::CONTINUOUS_NICE_LOOP: title = "Continuous nice loop"; break;
      case Type::GROUPED_DISCONTINUOUS_NICE_LOOP: title = "Grouped discontinuous nice loop"; break;
      default: title = "Grouped continuous nice loop"; break;
    }
    const std::string e = effect();
    switch (s.type) {
      case Type::X_CHAIN:
      case Type::XY_CHAIN:
      case Type::TURBOT_FISH:
      case Type::REMOTE_PAIR:
        t.explanation = title + " on " + vs(chain::cand(start)) + ": " + eureka + " — one end, " + node_words(start) +
                        " or " + node_words(end) + ", is " + vs(chain::cand(start)) +
                        " (if the first is not, follow the links), so " + e + ", which sees both ends";
        if (s.type == Type::REMOTE_PAIR)
          t.explanation = "Remote pair: " + eureka + " — the cells hold only " + vs(s.values[0]) + " and " +
                          vs(s.values[1]) +
                          " and alternate along the chain, so cells seeing two of them an odd number of links apart "
                          "cannot hold either: " +
                          e;
        break;
      case Type::AIC:
      case Type::GROUPED_AIC:
        t.explanation = title + ": " + eureka +
                        " — if the first candidate is false, follow the links: the last is true, so one of them, " +
                        node_words(start) + " is " + vs(chain::cand(start)) + " or " + node_words(end) + " is " +
                        vs(chain::cand(end)) + ", holds: " + e;
        break;
      case Type::DISCONTINUOUS_NICE_LOOP:
      case Type::GROUPED_DISCONTINUOUS_NICE_LOOP:
        t.explanation = title + ": " + eureka + " — the loop starts and ends at " + node_words(start) +
                        " with links that disagree about it, so " + e;
        break;
      default:  // continuous loops
        t.explanation = title + ": " + eureka +
                        " — the loop closes and holds either way round, so every weak link is one of its two "
                        "candidates true: " +
                        e;
        break;
    }
  }

  void als() {
    const char* roles_of[] = {"als-a", "als-b", "als-pivot"};
    std::vector<std::string> sets;
    for (size_t i = 0; i < s.alses.size(); ++i) {
      const AlsInStep& a = s.alses[i];
      std::string r =
          s.type == Type::ALS_XY_CHAIN ? "als-" + vs(static_cast<int>(i) + 1) : roles_of[std::min<size_t>(i, 2)];
      for (int c : a.indices) role(c, r);
      cells(a.indices);
      unsigned m = 0;
      for (int v : a.candidates) m |= mask_of(v);
      sets.push_back(cells_words(a.indices) + " " + cand_braces(m));
      const std::vector<int> hs = common_houses(a.indices);
      if (!hs.empty()) t.houses.push_back(house_role(r, hs.front()));
    }
    // Restricted commons as weak links between the sets (their endo fins); for chains HoDoKu keeps one
    // link per RC in `chains`.
    if (s.type == Type::ALS_XY_CHAIN) {
      for (const Chain& c : s.chains) t.chain.push_back({node_cv(c.chain[0]), node_cv(c.chain[1]), false});
    } else {
      for (size_t i = 0; i + 1 < s.endo_fins.size(); ++i) {
        const Cand &x = s.endo_fins[i], &y = s.endo_fins[i + 1];
        if (x.value == y.value && x.index != y.index)
          t.chain.push_back({{x.index, x.value}, {y.index, y.value}, false});
      }
    }
    std::set<int> xs, zs;
    for (const Cand& c : s.endo_fins) xs.insert(c.value);
    for (const Cand& c : s.fins) zs.insert(c.value);
    const std::string x = values_words({xs.begin(), xs.end()}), z = values_words({zs.begin(), zs.end()});
    if (s.type == Type::ALS_XZ) {
      t.explanation = "ALS-XZ: the almost locked sets " + sets[0] + " and " + sets[1] + " share " + x +
                      " only where their cells see each other, so one of them lacks it and is locked: " + z +
                      " lies in one of them, and " + effect();
    } else if (s.type == Type::ALS_XY_WING) {
      t.explanation = "ALS-XY-wing: the almost locked set " + sets[2] + " is linked to " + sets[0] + " and " + sets[1] +
                      " by " + x + "; it lacks at most one of them, so one outer set is locked: " + z +
                      " lies in one of them, and " + effect();
    } else {
      t.explanation =
          "ALS chain: " + s.text().substr(std::string("Almost Locked Set Chain: ").size(), std::string::npos) +
          " — each set shares a value with the next only where their cells see each other, so one end set is locked: " +
          effect();
      // HoDoKu's text already ends with " => removals"; keep the sentence short.
      const auto p = t.explanation.find(" => ");
      if (p != std::string::npos)
        t.explanation = t.explanation.substr(0, p) + " — one of the end sets is locked: " + effect();
    }
  }

  void forcing() {
    const bool net = s.type == Type::FORCING_NET_CONTRADICTION || s.type == Type::FORCING_NET_VERITY;
    const bool contradiction = s.type == Type::FORCING_CHAIN_CONTRADICTION || s.type == Type::FORCING_NET_CONTRADICTION;
    for (const Chain& ch : s.chains) {
      add_chain_links(t, g, ch, true);
      for (int i = ch.start; i <= ch.end; ++i)
        if (ch.chain[i] != chain::kMin) cells(node_cells(chain::abs(ch.chain[i])));
    }
    std::string result;
    if (!s.indices.empty()) result = cn(s.indices[0]) + " is " + vs(s.values[0]);
    else result = effect();
    const std::string kind = net ? "Forcing net" : "Forcing chain";
    if (contradiction) {
      const Chain& first = s.chains.front();
      const int assumption = first.chain[first.start];
      const std::string assumed =
          node_words(assumption) + (chain::strong(assumption) ? " is " : " is not ") + vs(chain::cand(assumption));
      std::string where;
      if (s.entity == CELL) where = cn(s.entity_number);
      else where = house_words((s.entity == LINE ? 0 : s.entity == COL ? 9 : 18) + s.entity_number);
      t.explanation = kind + " (contradiction): if " + assumed + ", the " + std::string(net ? "nets" : "chains") +
                      " below lead to a contradiction in " + where + ", so " + result;
    } else {
      std::vector<std::string> starts;
      for (const Chain& ch : s.chains) {
        const int a = ch.chain[ch.start];
        starts.push_back(node_words(a) + (chain::strong(a) ? " is " : " is not ") + vs(chain::cand(a)));
      }
      t.explanation = kind + " (verity): each of " + list_words(starts) +
                      " — one of which is true — leads to the same conclusion, so " + result;
    }
  }
};

}  // namespace

TraceStep to_trace(const Grid& before, const Step& s) {
  Builder b{before, s, {}};
  b.t.technique = kebab(s.type);
  switch (s.type) {
    case Type::FULL_HOUSE:
    case Type::NAKED_SINGLE:
    case Type::HIDDEN_SINGLE: b.singles(); break;
    case Type::LOCKED_CANDIDATES_1:
    case Type::LOCKED_CANDIDATES_2: b.locked_candidates(); break;
    case Type::LOCKED_PAIR:
    case Type::LOCKED_TRIPLE:
    case Type::NAKED_PAIR:
    case Type::NAKED_TRIPLE:
    case Type::NAKED_QUADRUPLE:
    case Type::HIDDEN_PAIR:
    case Type::HIDDEN_TRIPLE:
    case Type::HIDDEN_QUADRUPLE: b.subset(); break;
    case Type::SKYSCRAPER:
    case Type::TWO_STRING_KITE:
    case Type::EMPTY_RECTANGLE: b.single_digit(); break;
    case Type::W_WING:
    case Type::XY_WING:
    case Type::XYZ_WING: b.wings(); break;
    case Type::UNIQUENESS_1:
    case Type::UNIQUENESS_2:
    case Type::UNIQUENESS_3:
    case Type::UNIQUENESS_4:
    case Type::UNIQUENESS_5:
    case Type::UNIQUENESS_6:
    case Type::HIDDEN_RECTANGLE:
    case Type::AVOIDABLE_RECTANGLE_1:
    case Type::AVOIDABLE_RECTANGLE_2: b.uniqueness(); break;
    case Type::BUG_PLUS_1: b.bug(); break;
    case Type::SUE_DE_COQ: b.sue_de_coq(); break;
    case Type::SIMPLE_COLORS_TRAP:
    case Type::SIMPLE_COLORS_WRAP:
    case Type::MULTI_COLORS_1:
    case Type::MULTI_COLORS_2: b.colours(); break;
    case Type::X_CHAIN:
    case Type::XY_CHAIN:
    case Type::REMOTE_PAIR:
    case Type::TURBOT_FISH:
    case Type::AIC:
    case Type::GROUPED_AIC:
    case Type::DISCONTINUOUS_NICE_LOOP:
    case Type::CONTINUOUS_NICE_LOOP:
    case Type::GROUPED_DISCONTINUOUS_NICE_LOOP:
    case Type::GROUPED_CONTINUOUS_NICE_LOOP: b.chains(); break;
    case Type::ALS_XZ:
    case Type::ALS_XY_WING:
    case Type::ALS_XY_CHAIN: b.als(); break;
    case Type::FORCING_CHAIN_CONTRADICTION:
    case Type::FORCING_CHAIN_VERITY:
    case Type::FORCING_NET_CONTRADICTION:
    case Type::FORCING_NET_VERITY: b.forcing(); break;
    case Type::BRUTE_FORCE:
      b.cells({s.indices[0]});
      b.t.explanation = "Last resort (brute force): no technique HoDoKu knows applies here, so " + cn(s.indices[0]) +
                        " is set to " + vs(s.values[0]) +
                        ", its value in the solution — a guess the solver checked, not a deduction";
      break;
    default:
      if (is_fish(s.type)) b.fish();
      else b.t.explanation = s.text();
      break;
  }
  TraceStep& t = b.t;
  // The effect: placements (singles, forcing steps that set a value, brute force) or removals.
  const bool places = is_single(s.type) || s.type == Type::BRUTE_FORCE ||
                      ((s.type == Type::FORCING_CHAIN_CONTRADICTION || s.type == Type::FORCING_CHAIN_VERITY ||
                        s.type == Type::FORCING_NET_CONTRADICTION || s.type == Type::FORCING_NET_VERITY) &&
                       !s.values.empty());
  if (places) {
    for (size_t i = 0; i < s.values.size(); ++i) t.placed.push_back({s.indices[i], s.values[i]});
  } else {
    for (const Cand& c : s.to_delete)
      if (std::find_if(t.removed.begin(), t.removed.end(),
                       [&](const CellValue& x) { return x.cell == c.index && x.value == c.value; }) == t.removed.end())
        t.removed.push_back({c.index, c.value});
  }
  t.notation = s.text();
  for (const std::string& line : s.chain_texts())
    if (s.type == Type::FORCING_CHAIN_CONTRADICTION || s.type == Type::FORCING_CHAIN_VERITY ||
        s.type == Type::FORCING_NET_CONTRADICTION || s.type == Type::FORCING_NET_VERITY)
      t.notation += "\n  " + line;
  return t;
}

}  // namespace hodoku

// ---------------------------------------------------------------------------------------------------
// The HoDoKu ladder on 9×9: HoDoKu's own solver.

bool hodoku_port_applies(const SudokuShape& shape) { return shape.box_rows == 3 && shape.box_cols == 3; }

namespace {

struct Solution {
  bool found = false, unique = false;
  std::array<int8_t, 81> values{};
};
Solution solution_of(const SudokuGrid& g) {
  Solution s;
  const FastSudokuResult r = solve_sudoku_fast(g, 2);
  s.found = r.count >= 1;
  s.unique = r.count == 1;
  if (s.found)
    for (int i = 0; i < 81; ++i) s.values[i] = static_cast<int8_t>(r.first.cells[i]);
  return s;
}

bool allowed(const hodoku::StepConfig& c, const HumanOptions& options) {
  return options.allow_last_resort || c.type != hodoku::Type::BRUTE_FORCE;
}

}  // namespace

std::optional<HumanSolveResult> hodoku_solve(const SudokuGrid& puzzle, const HumanOptions& options,
                                             TraceObserver* observer) {
  const Solution sol = solution_of(puzzle);
  if (!sol.found) return std::nullopt;  // no solution: the generic ladder reports the contradiction
  std::array<int8_t, 81> givens{};
  for (int i = 0; i < 81; ++i) givens[i] = static_cast<int8_t>(puzzle.cells[i]);
  hodoku::Hodoku h(givens.data(), sol.values.data(), sol.unique, sol.unique);
  HumanSolveResult result;
  int level = 1, best = -1;
  for (;;) {
    if (time_is_up_now()) {
      result.stopped = true;
      break;
    }
    const hodoku::Grid before = h.grid();
    std::optional<hodoku::Hodoku::Found> f = h.next(options.max_hodoku_score);
    if (!f || !allowed(*f->config, options) || f->config->score > options.max_hodoku_score) break;
    h.apply(f->step);
    TraceStep t = hodoku::to_trace(before, f->step);
    result.hodoku_scores.push_back(f->config->score);
    result.hodoku_score += f->config->score;
    level = std::max(level, f->config->level);
    if (best < 0 || f->config->score > result.hodoku_scores[best]) best = static_cast<int>(result.steps.size());
    if (f->step.type == hodoku::Type::BRUTE_FORCE) result.used_last_resort = true;
    if (observer) observer->on_step(t);
    result.steps.push_back(std::move(t));
    result.ratings.push_back(0);
  }
  const hodoku::Grid& g = h.grid();
  result.solved = g.solved();
  static constexpr int kMaxScore[] = {0, 800, 1000, 1600, 1800};
  while (level < 5 && result.hodoku_score > kMaxScore[level]) ++level;
  result.hodoku_level = result.solved ? level : 0;
  if (best >= 0) result.hardest_technique = result.steps[best].technique;
  result.grid = SudokuGrid{puzzle.shape, std::vector<uint8_t>(g.values.begin(), g.values.end())};
  return result;
}

std::optional<TraceStep> hodoku_next_step(const HumanPosition& position, const HumanOptions& options) {
  const Solution sol = solution_of(position.grid);
  if (!sol.found) return std::nullopt;
  std::array<int8_t, 81> values{};
  std::array<uint16_t, 81> cands{};
  for (int i = 0; i < 81; ++i) {
    values[i] = static_cast<int8_t>(position.grid.cells[i]);
    cands[i] = static_cast<uint16_t>(position.candidates[i] & 0x1ff);
  }
  hodoku::Hodoku h(values.data(), cands.data(), sol.values.data(), sol.unique);
  const hodoku::Grid before = h.grid();
  std::optional<hodoku::Hodoku::Found> f = h.next();
  if (!f || !allowed(*f->config, options)) return std::nullopt;
  return hodoku::to_trace(before, f->step);
}

}  // namespace gridlogic::human
