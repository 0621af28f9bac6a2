// lecture_step_graph.cpp — the graph of the step on screen (lecture_step_graph.h).
#include "lecture_step_graph.h"

#include <algorithm>
#include <bit>
#include <map>
#include <queue>
#include <set>

#include "gridlogic/hashi_format.h"
#include "lecture_variant.h"

namespace gridlogic::lecture {
namespace {

std::string cell_name(int cols, int cell) {
  return "r" + std::to_string(cell / cols + 1) + "c" + std::to_string(cell % cols + 1);
}

// What the cell genres share: which cells see each other, and the houses (a value once in each).
struct CellRules {
  int cols = 1;
  std::vector<std::vector<int>> houses;
  std::vector<std::vector<int>> houses_of;  // per cell, the indices of its houses
  std::vector<std::vector<int>> near;       // Tectonic: touching cells (they differ as well)

  bool sees(int a, int b) const {
    if (a == b) return false;
    for (int h : houses_of[a])
      if (std::find(houses[h].begin(), houses[h].end(), b) != houses[h].end()) return true;
    return !near.empty() && std::find(near[a].begin(), near[a].end(), b) != near[a].end();
  }
};

CellRules cell_rules(const Lecture& L) {
  CellRules r;
  r.cols = L.cols;
  if (L.sudoku) {
    const SudokuShape shape = L.sudoku->shape;
    const int n = shape.n();
    r.houses.assign(3 * n, {});
    for (int cell = 0; cell < n * n; ++cell) {
      const int row = cell / n, col = cell % n;
      r.houses[row].push_back(cell);
      r.houses[n + col].push_back(cell);
      r.houses[2 * n + shape.box_of(row, col)].push_back(cell);
    }
  } else if (L.variant) {
    // Rows, columns and regions; a rule's own groups (a cage's digits differ too) are left to its
    // narrowing steps, which the graph draws from the rule's node.
    const VariantGrid& g = L.variant->grid;
    const int n = g.n;
    r.houses.assign(3 * n, {});
    for (int cell = 0; cell < n * n; ++cell) {
      r.houses[cell / n].push_back(cell);
      r.houses[n + cell % n].push_back(cell);
      if (g.region[cell] >= 0 && g.region[cell] < n) r.houses[2 * n + g.region[cell]].push_back(cell);
    }
  } else if (L.tectonic) {
    const TectonicPuzzle& p = *L.tectonic;
    for (const auto& region : p.cells) r.houses.push_back(region);
    r.near = p.neighbours;
  }
  r.houses_of.assign(std::max(1, L.rows * L.cols), {});
  for (size_t h = 0; h < r.houses.size(); ++h)
    for (int cell : r.houses[h]) r.houses_of[cell].push_back(static_cast<int>(h));
  return r;
}

bool has(const BoardState& s, int cell, int v) { return (s.candidates[cell] >> v) & 1u; }

// The builder: nodes keyed by (cell, value), labelled r3c5=7 or r3c5≠7.
struct Builder {
  const Lecture& L;
  Graph g;
  std::map<std::pair<int, int>, int> index;

  int node(int cell, int value, uint32_t flags) {
    auto [it, fresh] = index.emplace(std::make_pair(cell, value), static_cast<int>(g.nodes.size()));
    if (!fresh) {
      g.nodes[it->second].flags |= flags;
      return it->second;
    }
    GraphNode n;
    n.flags = flags;
    g.nodes.push_back(n);
    return it->second;
  }
  int find(int cell, int value) const {
    auto it = index.find({cell, value});
    return it == index.end() ? -1 : it->second;
  }
  void label_all() {
    for (auto& [key, i] : index) {
      const bool removed = g.nodes[i].flags & kNodeRemoved;
      g.nodes[i].label = cell_name(L.cols, key.first) + (removed ? "≠" : "=") + std::to_string(key.second);
      if (removed) g.nodes[i].flags |= kNodeNegative;
    }
  }
  void edge(int a, int b, uint32_t flags) {
    if (a < 0 || b < 0 || a == b) return;
    for (const GraphEdge& e : g.edges)
      if ((e.from == a && e.to == b) || ((flags & kEdgeUndirected) && e.from == b && e.to == a)) return;
    g.edges.push_back({a, b, flags});
  }
};

// The other value of a bivalue cell.
int other_value(uint32_t candidates, int v) {
  const uint32_t rest = candidates & ~(1u << v);
  return rest && std::popcount(rest) == 1 ? std::countr_zero(rest) : 0;
}

// The chain of an X-chain, an XY-chain or an XY-wing as (cell, value) in order, each link alternately
// strong (within a cell, or the only two places of a value in a house) and weak; empty when the step's
// cells do not read as one.
std::vector<std::pair<int, int>> chain_of(const Lecture& L, const TraceStep& t, const BoardState& before) {
  if (t.removed.empty()) return {};
  const int z = t.removed[0].value;
  std::vector<std::pair<int, int>> chain;
  if (t.technique == "x-chain") {
    for (int cell : t.cells) chain.emplace_back(cell, z);
    return chain;
  }
  std::vector<int> cells = t.cells;
  if (t.technique == "xy-wing") {
    if (cells.size() != 3) return {};
    cells = {t.cells[1], t.cells[0], t.cells[2]};  // pincer, pivot, pincer: an XY-chain of three
  } else if (t.technique != "xy-chain") {
    return {};
  }
  int held = z;
  for (size_t i = 0; i < cells.size(); ++i) {
    const uint32_t c = before.candidates[cells[i]];
    if (!((c >> held) & 1u)) return {};
    const int next = other_value(c, held);
    if (!next) return {};
    chain.emplace_back(cells[i], held);
    chain.emplace_back(cells[i], next);
    held = next;
  }
  if (held != z) return {};
  (void)L;
  return chain;
}

// The candidates a step's pattern is made of, by kind of technique.
std::vector<std::pair<int, int>> pattern_of(const TraceStep& t, const BoardState& before, int max_value) {
  std::vector<std::pair<int, int>> out;
  std::set<std::pair<int, int>> removed;
  for (const CellValue& cv : t.removed) removed.insert({cv.cell, cv.value});
  const std::string& k = t.technique;
  if (k == "full-house" || k == "hidden-single" || k == "naked-single") {
    for (const CellValue& cv : t.placed) out.emplace_back(cv.cell, cv.value);
    return out;
  }
  const bool whole_cells = k.rfind("naked-", 0) == 0 || k == "xyz-wing";
  const bool hidden = k.rfind("hidden-", 0) == 0;
  std::set<int> values;
  for (const CellValue& cv : t.removed) values.insert(cv.value);
  for (const CellValue& cv : t.placed) values.insert(cv.value);
  for (int cell : t.cells)
    for (int v = 1; v <= max_value; ++v) {
      if (!has(before, cell, v)) continue;
      if (whole_cells || (hidden && !removed.count({cell, v})) || (!hidden && values.count(v)))
        out.emplace_back(cell, v);
    }
  for (const CellValue& cv : t.placed)
    if (std::find(out.begin(), out.end(), std::make_pair(cv.cell, cv.value)) == out.end())
      out.emplace_back(cv.cell, cv.value);
  return out;
}

// Strong link between two candidates: one of them holds (a bivalue cell, or the only two places of a
// value in a house).
bool strong(const CellRules& R, const BoardState& s, std::pair<int, int> a, std::pair<int, int> b) {
  if (a.first == b.first) return std::popcount(s.candidates[a.first]) == 2 && a.second != b.second;
  if (a.second != b.second) return false;
  for (int h : R.houses_of[a.first]) {
    const auto& house = R.houses[h];
    if (std::find(house.begin(), house.end(), b.first) == house.end()) continue;
    int places = 0;
    for (int cell : house) places += has(s, cell, a.second) && !s.value[cell];
    if (places == 2) return true;
  }
  return false;
}

// Places `cells` (pattern cells) keeping their board geometry: x = rank of the column, y = rank of the
// row (times the values stacked in a cell).
void layout_pattern(Builder& b, const std::vector<std::pair<int, int>>& pattern, int cols) {
  std::set<int> xs, ys;
  std::map<int, int> per_cell;
  for (auto [cell, v] : pattern) {
    xs.insert(cell % cols);
    ys.insert(cell / cols);
    ++per_cell[cell];
  }
  int stack = 1;
  for (auto& [cell, count] : per_cell) stack = std::max(stack, count);
  std::map<int, int> seen;
  for (auto [cell, v] : pattern) {
    GraphNode& n = b.g.nodes[b.find(cell, v)];
    n.x = static_cast<float>(std::distance(xs.begin(), xs.find(cell % cols))) * 1.4f;
    n.y = static_cast<float>(std::distance(ys.begin(), ys.find(cell / cols)) * stack + seen[cell]++);
  }
}

// Lays a chain out left to right, eight links a row, each row turning back (a snake).
void layout_chain(Builder& b, const std::vector<std::pair<int, int>>& chain) {
  constexpr int kRow = 8;
  for (size_t i = 0; i < chain.size(); ++i) {
    GraphNode& n = b.g.nodes[b.find(chain[i].first, chain[i].second)];
    const int row = static_cast<int>(i) / kRow, at = static_cast<int>(i) % kRow;
    n.x = static_cast<float>(row % 2 ? kRow - 1 - at : at);
    n.y = static_cast<float>(row) * 1.6f;
  }
}

void finish_extent(Graph& g) {
  float w = 0, h = 0;
  for (const GraphNode& n : g.nodes) w = std::max(w, n.x), h = std::max(h, n.y);
  g.width = w + 1;
  g.height = h + 1;
}

}  // namespace

std::string technique_title(std::string_view technique) {
  // Names with letters a person writes in capitals (X-wing, XY-chain, 2-SAT); the rest as a sentence.
  static const std::pair<std::string_view, std::string_view> kNames[] = {
      {"x-wing", "X-wing"},
      {"xy-wing", "XY-wing"},
      {"xyz-wing", "XYZ-wing"},
      {"x-chain", "X-chain"},
      {"xy-chain", "XY-chain"},
      {"forcing-x-chain", "Forcing X-chain"},
      {"bidirectional-x-cycle", "Bidirectional X-cycle"},
      {"bidirectional-y-cycle", "Bidirectional Y-cycle"},
      {"bug-plus-one", "BUG+1"},
      {"bug-type-2", "BUG type 2"},
      {"bug-type-3", "BUG type 3"},
      {"bug-type-4", "BUG type 4"},
      {"2-sat", "2-SAT round"},
      {"cut-round", "Cut round"},
      {"rule-1", "Rule 1"},
      {"rule-2", "Rule 2"},
      {"rule-3", "Rule 3"},
      {"rule-4", "Rule 4"},
      {"rule-5", "Rule 5"},
      {"rule-6", "Rule 6"},
      {"killercage", "Killer cage"},
      {"littlekillersum", "Little killer"},
      {"slowthermometer", "Slow thermometer"},
      {"betweenline", "Between line"},
      {"difference", "Kropki white dot"},
      {"ratio", "Kropki black dot"},
      {"xv", "XV"},
      {"sandwichsum", "Sandwich sum"}};
  for (auto [key, name] : kNames)
    if (technique == key) return std::string(name);
  std::string t(technique);
  std::replace(t.begin(), t.end(), '-', ' ');
  if (!t.empty()) t[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(t[0])));
  return t;
}

// A variant rule's narrowing step (killer cage 7, a thermometer, innies…): the rule as one node, named
// by the first words of the step's explanation, the candidates its cells keep (what the rule still
// allows, yellow rings, a column per cell) joined to it, and what it removes (red) with an arrow
// from it. The rule's reasoning is a search over its cells together, so no single candidate rules out
// another: the arrow starts at the rule.
Graph variant_rule_graph(const Lecture& L, int k) {
  const TraceStep& t = L.steps[k - 1].trace;
  const BoardState& before = L.state(k - 1);
  Builder b{L, {}, {}};
  b.g.label_all = true;
  std::set<std::pair<int, int>> removed;
  for (const CellValue& cv : t.removed)
    if (has(before, cv.cell, cv.value)) removed.insert({cv.cell, cv.value});
  std::vector<std::pair<int, int>> kept;
  for (int cell : t.cells)
    for (int v = 1; v <= L.cols; ++v)
      if (has(before, cell, v) && !removed.count({cell, v}) && !before.value[cell]) kept.emplace_back(cell, v);
  for (auto [cell, v] : kept) b.node(cell, v, kNodeFocus);
  std::vector<int> elim;
  for (auto [cell, v] : removed) elim.push_back(b.node(cell, v, kNodeRemoved));
  b.label_all();
  const int rule = static_cast<int>(b.g.nodes.size());
  GraphNode node;
  node.flags = kNodeRule;
  // "killer cage 7 on r4c9 r5c9: …" → "killer cage 7"; "Innies of region 5: …" → "Innies of region 5".
  std::string name = t.explanation.substr(0, t.explanation.find(':'));
  if (const size_t on = name.find(" on "); on != std::string::npos) name.resize(on);
  node.label = name.empty() ? technique_title(t.technique) : name;
  b.g.nodes.push_back(node);
  for (auto [cell, v] : kept) b.edge(rule, b.find(cell, v), kEdgeFocus | kEdgeUndirected);
  for (int e : elim) b.edge(rule, e, kEdgeRemoves);

  // The rule on the left, then a column per cell of the rule (in the rule's order: a thermometer
  // from its bulb) with the candidates it keeps, the removed candidates in a column on the right. Not
  // the board geometry: a cage down one column would stack all its candidates into one tall column,
  // whose names collide at a projector's text size.
  float right = 0, tall = 0;
  {
    std::map<int, int> column, row;
    for (auto [cell, v] : kept) {
      if (!column.count(cell)) column.emplace(cell, static_cast<int>(column.size()));
      GraphNode& n = b.g.nodes[b.find(cell, v)];
      n.x = 2.0f + 1.4f * static_cast<float>(column[cell]);
      n.y = static_cast<float>(row[cell]++);
      right = std::max(right, n.x);
      tall = std::max(tall, n.y);
    }
  }
  const float column_h = static_cast<float>(elim.size()) - 1;
  const float h = std::max(tall, column_h);
  for (auto [cell, v] : kept) b.g.nodes[b.find(cell, v)].y += (h - tall) / 2;
  for (size_t i = 0; i < elim.size(); ++i) {
    GraphNode& n = b.g.nodes[elim[i]];
    n.x = (kept.empty() ? 2.0f : right + 2.0f);
    n.y = static_cast<float>(i) + (h - column_h) / 2;
  }
  b.g.nodes[rule].x = 0;
  b.g.nodes[rule].y = h / 2;
  finish_extent(b.g);
  // The rule's reason, when the step gives one: "(combinations that fit: {1,6} {2,5} {3,4})".
  if (const size_t open = t.explanation.rfind(" ("); open != std::string::npos && t.explanation.back() == ')')
    b.g.notes.push_back(t.explanation.substr(open + 2, t.explanation.size() - open - 3));
  b.g.title = technique_title(t.technique) + ": the rule keeps " + std::to_string(kept.size()) +
              " candidates of its cells and rules out " + std::to_string(elim.size());
  return b.g;
}

Graph cell_step_graph(const Lecture& L, int k) {
  if (k <= 0 || k > L.size() || (!L.sudoku && !L.tectonic && !L.variant)) return {};
  if (L.variant && variant_rule_step(L.steps[k - 1].trace.technique)) return variant_rule_graph(L, k);
  const TraceStep& t = L.steps[k - 1].trace;
  const BoardState& before = L.state(k - 1);
  const BoardState& after = L.state(k);
  const CellRules R = cell_rules(L);
  int max_value = 0;
  for (uint32_t c : before.candidates) max_value = std::max(max_value, 31 - std::countl_zero(c | 1u));
  Builder b{L, {}, {}};
  b.g.label_all = true;

  // What the step removes: its own removals, and for a placement every peer's candidate it takes away.
  std::vector<std::pair<int, int>> removed;
  for (const CellValue& cv : t.removed)
    if (has(before, cv.cell, cv.value)) removed.emplace_back(cv.cell, cv.value);
  for (const CellValue& cv : t.placed)
    for (int cell = 0; cell < static_cast<int>(before.candidates.size()); ++cell)
      if (cell != cv.cell && has(before, cell, cv.value) && !has(after, cell, cv.value) && !before.value[cell])
        removed.emplace_back(cell, cv.value);
  std::sort(removed.begin(), removed.end());
  removed.erase(std::unique(removed.begin(), removed.end()), removed.end());

  const std::vector<std::pair<int, int>> chain = chain_of(L, t, before);
  std::vector<std::pair<int, int>> pattern = chain.empty() ? pattern_of(t, before, max_value) : chain;
  std::set<std::pair<int, int>> placed;
  for (const CellValue& cv : t.placed) placed.insert({cv.cell, cv.value});
  std::set<std::pair<int, int>> removed_set(removed.begin(), removed.end());
  for (auto [cell, v] : pattern) {
    uint32_t flags = kNodeFocus;
    if (placed.count({cell, v})) flags |= kNodePlaced | kNodeForced;
    if (removed_set.count({cell, v})) flags |= kNodeRemoved;
    b.node(cell, v, flags);
  }
  std::vector<int> elim_nodes;
  for (auto [cell, v] : removed)
    if (b.find(cell, v) < 0) elim_nodes.push_back(b.node(cell, v, kNodeRemoved));

  // Links inside the pattern.
  if (!chain.empty()) {
    for (size_t i = 0; i + 1 < chain.size(); ++i) {
      const bool is_strong = t.technique == "x-chain" ? i % 2 == 0 : chain[i].first == chain[i + 1].first;
      b.edge(b.find(chain[i].first, chain[i].second), b.find(chain[i + 1].first, chain[i + 1].second),
             is_strong ? kEdgeStrong : kEdgeWeak);
    }
  } else {
    for (size_t i = 0; i < pattern.size(); ++i)
      for (size_t j = i + 1; j < pattern.size(); ++j)
        if (strong(R, before, pattern[i], pattern[j]))
          b.edge(b.find(pattern[i].first, pattern[i].second), b.find(pattern[j].first, pattern[j].second),
                 kEdgeStrong | kEdgeUndirected);
  }
  // Each removed candidate, from the pattern candidates that rule it out: a chain's two ends (one of
  // them holds the value), otherwise every candidate of the pattern that sees it with the same value
  // or shares its cell (a hidden subset's values push the others out).
  for (auto [cell, v] : removed) {
    const int to = b.find(cell, v);
    if (!chain.empty()) {
      for (auto end : {chain.front(), chain.back()})
        if (end.second == v && R.sees(end.first, cell)) b.edge(b.find(end.first, end.second), to, kEdgeRemoves);
      continue;
    }
    for (auto [pc, pv] : pattern) {
      if (removed_set.count({pc, pv})) continue;
      if ((pv == v && R.sees(pc, cell)) || (pc == cell && pv != v)) b.edge(b.find(pc, pv), to, kEdgeRemoves);
    }
  }
  b.label_all();

  // Layout: the pattern (its geometry) or the chain on the left / top, the removed candidates in a
  // column to the right (patterns) or a row below (chains).
  if (!chain.empty()) {
    layout_chain(b, chain);
    float bottom = 0;
    for (const GraphNode& n : b.g.nodes) bottom = std::max(bottom, n.y);
    const float span = static_cast<float>(std::min<size_t>(chain.size(), 8) - 1);
    for (size_t i = 0; i < elim_nodes.size(); ++i) {
      GraphNode& n = b.g.nodes[elim_nodes[i]];
      n.x =
          elim_nodes.size() == 1 ? span / 2 : span * static_cast<float>(i) / static_cast<float>(elim_nodes.size() - 1);
      n.y = bottom + 1.6f + static_cast<float>(i % 2) * 0.5f;
    }
  } else {
    layout_pattern(b, pattern, L.cols);
    float right = 0, tall = 0;
    for (auto [cell, v] : pattern) {
      right = std::max(right, b.g.nodes[b.find(cell, v)].x);
      tall = std::max(tall, b.g.nodes[b.find(cell, v)].y);
    }
    const float column_h = static_cast<float>(elim_nodes.size()) - 1;
    const float h = std::max(tall, column_h);
    for (auto [cell, v] : pattern) b.g.nodes[b.find(cell, v)].y += (h - tall) / 2;
    for (size_t i = 0; i < elim_nodes.size(); ++i) {
      GraphNode& n = b.g.nodes[elim_nodes[i]];
      n.x = right + 2.0f;
      n.y = static_cast<float>(i) + (h - column_h) / 2;
    }
  }
  finish_extent(b.g);

  const size_t pattern_n = pattern.size();
  b.g.title = technique_title(t.technique) + ": " + std::to_string(pattern_n) +
              (pattern_n == 1 ? " value" : " candidates") + (chain.empty() ? " in the pattern, " : " in the chain, ") +
              std::to_string(removed.size()) + (removed.size() == 1 ? " candidate removed" : " candidates removed");
  if (!chain.empty())
    b.g.notes.push_back(
        "Read the arrows: a solid link means one of its two ends is true, a dashed link that not "
        "both are; either end of the chain holds " +
        std::to_string(chain.front().second) + ", so every candidate seeing both ends loses it.");
  else if (!placed.empty() && removed.size() == elim_nodes.size() && pattern_n == placed.size())
    b.g.notes.push_back("The value placed, and the candidates it takes from the cells that see it.");
  return b.g;
}

Graph hashi_island_graph(const Lecture& L, int k) {
  Graph g;
  if (!L.hashi) return g;
  k = std::clamp(k, 0, L.size());
  const HashiPuzzle& p = *L.hashi;
  const BoardState& s = L.state(k);
  const BoardState* prev = k > 0 ? &L.state(k - 1) : nullptr;
  const TraceStep* step = k > 0 ? &L.steps[k - 1].trace : nullptr;
  g.keep_aspect = true;
  g.label_all = true;
  const bool tree = s.root >= 0;
  const bool cut = !s.cut_groups.empty();
  std::vector<int> cut_group(p.island_count(), -1);
  for (size_t gi = 0; gi < s.cut_groups.size(); ++gi)
    for (int island : s.cut_groups[gi]) cut_group[island] = static_cast<int>(gi);
  for (int i = 0; i < p.island_count(); ++i) {
    const HashiIsland& is = p.islands[i];
    GraphNode n;
    n.x = static_cast<float>(is.col);
    n.y = static_cast<float>(is.row);
    n.label = hashi_island_name(p, i) + " (" + (is.clue ? std::to_string(is.clue) : "?") + ")";
    const int cell = is.row * p.cols + is.col;
    if (step && std::find(step->cells.begin(), step->cells.end(), cell) != step->cells.end()) n.flags |= kNodeFocus;
    if (tree) {
      if (s.order[i] > 0) n.label += " z=" + std::to_string(s.order[i]);
      else n.flags |= kNodeDim;
      if (i == s.root) n.flags |= kNodeDecision;
    } else if (cut) {
      n.group = cut_group[i];
      if (n.group >= 0) n.flags |= kNodeInCycle;
    } else if (!s.group.empty() && s.group[i] >= 0) {
      n.group = s.group[i];
      n.flags |= kNodeInCycle;
    }
    g.nodes.push_back(std::move(n));
  }
  int bridges = 0;
  if (tree) {
    // The solution's bridges, faint, under the tree's arrows: the tree spans them.
    for (int e = 0; e < p.edge_count(); ++e)
      if (s.lo[e] > 0) g.edges.push_back({p.edges[e].a, p.edges[e].b, kEdgeUndirected | kEdgeDim});
    for (size_t e = 0; e < s.tree_edges.size(); ++e) {
      const bool newest = e + 1 == s.tree_edges.size() && step && step->technique == "tree-edge";
      g.edges.push_back({s.tree_edges[e].first, s.tree_edges[e].second, kEdgeStrong | (newest ? kEdgeFocus : 0u)});
    }
    int reached = 0;
    for (int z : s.order) reached += z > 0;
    g.title = "Spanning tree: root " + hashi_island_name(p, s.root) + ", " + std::to_string(reached) + " of " +
              std::to_string(p.island_count()) + " islands reached";
    g.notes.push_back(
        "z numbers the islands from the root (z=1): every arrow goes from a smaller z to a larger one; "
        "only the order matters, so the numbers may jump.");
  } else if (cut) {
    for (int e = 0; e < p.edge_count(); ++e)
      if (e < static_cast<int>(s.round_bridges.size()) && s.round_bridges[e] > 0) {
        g.edges.push_back({p.edges[e].a, p.edges[e].b, kEdgeStrong | kEdgeUndirected});
        bridges += s.round_bridges[e];
      }
    g.title = "Cut round: the solver's model has " + std::to_string(bridges) + " bridges in " +
              std::to_string(s.cut_groups.size()) + " separate groups";
    g.notes.push_back(
        "Each colour is a group the model leaves unconnected; the cut adds a clause asking for a bridge "
        "that leaves it.");
  } else {
    int decided = 0, open = 0;
    for (int e = 0; e < p.edge_count(); ++e) {
      const bool changed = prev && (prev->lo[e] != s.lo[e] || prev->hi[e] != s.hi[e]);
      if (s.lo[e] > 0) {
        g.edges.push_back({p.edges[e].a, p.edges[e].b, kEdgeStrong | kEdgeUndirected | (changed ? kEdgeFocus : 0u)});
        ++decided;
      } else if (s.hi[e] > 0) {
        g.edges.push_back({p.edges[e].a, p.edges[e].b, kEdgeWeak | kEdgeUndirected | (changed ? kEdgeFocus : 0u)});
        ++open;
      }
    }
    g.title = "Islands: " + std::to_string(decided) + " bridges placed, " + std::to_string(open) + " still possible";
    g.notes.push_back("Solid: a bridge is there; dashed: one may still go there; yellow: what this step changed.");
  }
  g.width = static_cast<float>(p.cols);
  g.height = static_cast<float>(p.rows);
  return g;
}

std::vector<bool> mark_forcing_paths(Graph& g, const ImplicationGraph& ig, const std::vector<int>& code_of,
                                     const std::vector<int>& forced) {
  const int codes = static_cast<int>(ig.nodes.size());
  std::vector<int> node_of(codes, -1);
  for (size_t i = 0; i < code_of.size(); ++i)
    if (code_of[i] >= 0 && code_of[i] < codes) node_of[code_of[i]] = static_cast<int>(i);
  std::vector<std::vector<std::pair<int, int>>> out(codes);  // code → (to code, graph edge or -1)
  std::map<std::pair<int, int>, int> graph_edge;
  for (size_t e = 0; e < g.edges.size(); ++e) graph_edge[{g.edges[e].from, g.edges[e].to}] = static_cast<int>(e);
  for (const ImplicationEdge& e : ig.edges) {
    if (e.from.code < 0 || e.from.code >= codes || e.to.code < 0 || e.to.code >= codes) continue;
    const int a = node_of[e.from.code], b = node_of[e.to.code];
    auto it = a >= 0 && b >= 0 ? graph_edge.find({a, b}) : graph_edge.end();
    out[e.from.code].push_back({e.to.code, it == graph_edge.end() ? -1 : it->second});
  }
  std::vector<bool> on_node(g.nodes.size(), false), on_edge(g.edges.size(), false);
  std::vector<bool> found(forced.size(), false);
  for (size_t f = 0; f < forced.size(); ++f) {
    const int target = forced[f];
    if (target < 0 || target >= codes) continue;
    // Breadth-first from ¬target: the shortest implication path ¬l → … → l.
    const int start = target ^ 1;
    std::vector<std::pair<int, int>> parent(codes, {-2, -1});  // (previous code, graph edge)
    std::queue<int> queue;
    queue.push(start);
    parent[start] = {-1, -1};
    while (!queue.empty() && parent[target].first == -2) {
      const int c = queue.front();
      queue.pop();
      for (auto [to, edge] : out[c])
        if (parent[to].first == -2) {
          parent[to] = {c, edge};
          queue.push(to);
        }
    }
    if (parent[target].first == -2) continue;
    found[f] = true;
    for (int c = target; c >= 0; c = parent[c].first) {
      if (node_of[c] >= 0) on_node[node_of[c]] = true;
      if (parent[c].second >= 0) on_edge[parent[c].second] = true;
    }
  }
  for (size_t i = 0; i < g.nodes.size(); ++i)
    if (!on_node[i]) g.nodes[i].flags |= kNodeDim;
  for (size_t e = 0; e < g.edges.size(); ++e) g.edges[e].flags |= on_edge[e] ? kEdgeForcing : kEdgeDim;
  return found;
}

}  // namespace gridlogic::lecture
