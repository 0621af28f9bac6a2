// lecture_graph.cpp — the graphs of the lecture view (lecture_model.h): 2-SAT implication graphs laid
// out by their SCC order, CDCL implication graphs laid out by decision level with the first-UIP cut,
// the binary clauses a formula still has on a board, and a generated graph for the renderer's benchmark.
//
// Layouts are plain grid coordinates (column, row); the view scales them into its panel. Both layouts
// read left to right: an implication always points to a later column (or, inside one SCC or one
// level's column group, to the same or a later one).
#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdio>
#include <map>
#include <numeric>

#include "lecture_genres.h"
#include "lecture_internal.h"
#include "lecture_model.h"
#include "lecture_step_graph.h"

namespace gridlogic::lecture {

// The multi-index of a variable in its range.
std::vector<int> range_index(const VarRange& r, Var v) {
  std::vector<int> idx(r.dims.size());
  int offset = v.index - r.first.index;
  for (size_t k = r.dims.size(); k-- > 0;) {
    idx[k] = offset % r.dims[k];
    offset /= r.dims[k];
  }
  return idx;
}

const VarRange* find_range(const Cnf& cnf, std::string_view name) {
  for (const VarRange& r : cnf.ranges())
    if (r.name == name) return &r;
  return nullptr;
}

std::string cell_label(int cols, int cell) {
  return "r" + std::to_string(cell / cols + 1) + "c" + std::to_string(cell % cols + 1);
}

namespace {

// Binary clauses a residual graph shows at most; beyond it only the clauses about the current step's
// cells are kept (a 9×9 Sudoku's whole residual is a few thousand clauses, a 25×25's far more).
constexpr int kResidualClauseCap = 6000;

// Places the nodes of `order` (already sorted) into sub-columns of at most max_rows, from column x.
// Returns the next free column.
float place_column(Graph& g, const std::vector<int>& order, float x, int max_rows) {
  const int n = static_cast<int>(order.size());
  const int sub = std::max(1, (n + max_rows - 1) / max_rows);
  const int rows = (n + sub - 1) / sub;
  for (int i = 0; i < n; ++i) {
    GraphNode& node = g.nodes[order[i]];
    node.x = x + static_cast<float>(i / rows) * 0.8f;
    // Centre short columns vertically against the tallest one later (see finish()).
    node.y = static_cast<float>(i % rows);
  }
  return x + static_cast<float>(sub - 1) * 0.8f + 1.0f;
}

void finish(Graph& g) {
  float w = 0, h = 0;
  for (const GraphNode& n : g.nodes) {
    w = std::max(w, n.x);
    h = std::max(h, n.y);
  }
  // Centre every column vertically.
  std::map<int, float> column_h;
  for (const GraphNode& n : g.nodes) {
    float& c = column_h[static_cast<int>(std::lround(n.x * 10))];
    c = std::max(c, n.y);
  }
  for (GraphNode& n : g.nodes) n.y += (h - column_h[static_cast<int>(std::lround(n.x * 10))]) / 2;
  g.width = w + 1;
  g.height = h + 1;
}

int max_rows_for(int n) { return std::max(8, static_cast<int>(std::ceil(std::sqrt(static_cast<double>(n)) * 0.9))); }

// Lays out a graph whose nodes carry a group = SCC index in topological order: column = longest path
// over the SCC DAG; within a column nodes follow the mean row of their predecessors (fewer crossings).
void layout_by_scc(Graph& g) {
  const int n = static_cast<int>(g.nodes.size());
  int sccs = 0;
  for (const GraphNode& node : g.nodes) sccs = std::max(sccs, node.group + 1);
  std::vector<std::vector<int>> out_by_scc(sccs);
  for (const GraphEdge& e : g.edges) out_by_scc[g.nodes[e.from].group].push_back(e.to);
  std::vector<int> layer(sccs, 0);
  for (int s = 0; s < sccs; ++s)
    for (int to : out_by_scc[s]) {
      const int t = g.nodes[to].group;
      if (t != s) layer[t] = std::max(layer[t], layer[s] + 1);
    }
  int layers = 0;
  for (int s = 0; s < sccs; ++s) layers = std::max(layers, layer[s] + 1);
  std::vector<std::vector<int>> by_layer(layers);
  for (int i = 0; i < n; ++i) by_layer[layer[g.nodes[i].group]].push_back(i);
  std::vector<std::vector<int>> preds(n);
  for (const GraphEdge& e : g.edges) preds[e.to].push_back(e.from);
  const int max_rows = max_rows_for(n);
  std::vector<float> rank(n, 0);
  float x = 0;
  for (auto& column : by_layer) {
    if (column.empty()) continue;
    std::vector<float> key(n, 0);
    for (int v : column) {
      float sum = 0;
      int cnt = 0;
      for (int u : preds[v])
        if (layer[g.nodes[u].group] < layer[g.nodes[v].group]) sum += rank[u], ++cnt;
      key[v] = cnt ? sum / cnt : static_cast<float>(g.nodes[v].group);
    }
    std::stable_sort(column.begin(), column.end(), [&](int a, int b) {
      if (key[a] != key[b]) return key[a] < key[b];
      return g.nodes[a].group < g.nodes[b].group;
    });
    for (size_t i = 0; i < column.size(); ++i)
      rank[column[i]] = static_cast<float>(i) / static_cast<float>(column.size());
    x = place_column(g, column, x, max_rows) + 0.6f;
  }
  finish(g);
}

// Lays out an implication graph by decision level, left to right: each level gets a group of columns
// (depth inside the level = longest path through same-level edges); nodes must be in trail order.
void layout_by_level(Graph& g) {
  const int n = static_cast<int>(g.nodes.size());
  std::vector<std::vector<int>> preds(n);
  for (const GraphEdge& e : g.edges) preds[e.to].push_back(e.from);
  std::vector<int> depth(n, 0);
  std::map<int, std::map<int, std::vector<int>>> columns;  // level → depth → nodes in trail order
  int conflict = -1;
  for (int v = 0; v < n; ++v) {
    if (g.nodes[v].flags & kNodeConflict) {
      conflict = v;
      continue;
    }
    for (int u : preds[v])
      if (g.nodes[u].level == g.nodes[v].level) depth[v] = std::max(depth[v], depth[u] + 1);
    columns[g.nodes[v].level][depth[v]].push_back(v);
  }
  size_t tallest = 1;
  for (auto& [level, cols] : columns)
    for (auto& [d, nodes] : cols) tallest = std::max(tallest, nodes.size());
  const int max_rows = std::max(max_rows_for(n), 6);
  float x = 0;
  g.by_level = true;
  g.columns.clear();
  for (auto& [level, cols] : columns) {
    g.columns.emplace_back(x, level);
    for (auto& [d, nodes] : cols) x = place_column(g, nodes, x, max_rows);
    x += 0.5f;
  }
  if (conflict >= 0) {
    g.nodes[conflict].x = x;
    g.nodes[conflict].y = 0;
  }
  finish(g);
}

Graph two_sat_graph(const Lecture& L, const ImplicationGraph& ig, const TraceStep* step) {
  Graph g;
  // Which literal codes appear in an edge; a variable with no clause is left out.
  std::vector<int> degree(ig.nodes.size(), 0);
  for (const ImplicationEdge& e : ig.edges) {
    if (e.from.code >= 0 && e.from.code < static_cast<int>(degree.size())) ++degree[e.from.code];
    if (e.to.code >= 0 && e.to.code < static_cast<int>(degree.size())) ++degree[e.to.code];
  }
  std::vector<int> index(ig.nodes.size(), -1);
  std::vector<int> scc_size(ig.sccs.size(), 0);
  for (size_t s = 0; s < ig.sccs.size(); ++s) scc_size[s] = static_cast<int>(ig.sccs[s].size());
  // Labels "r1c5=1" from the Tectonic round: the cell and value, to mark the step's deductions.
  auto parse_label = [&](const std::string& label, int& cell, int& value) {
    int r = 0, c = 0, v = 0;
    const char* s = label.c_str();
    if (label.rfind("¬", 0) == 0) s += std::string("¬").size();
    if (std::sscanf(s, "r%dc%d=%d", &r, &c, &v) != 3) return false;
    cell = (r - 1) * L.cols + (c - 1);
    value = v;
    return true;
  };
  for (size_t i = 0; i < ig.nodes.size(); ++i) {
    if (!degree[i]) continue;
    const ImplicationNode& in = ig.nodes[i];
    GraphNode node;
    node.group = in.scc;
    node.label = in.label.empty() ? describe_literal(in.lit, nullptr) : in.label;
    if (in.lit.negated()) {
      node.flags |= kNodeNegative;
      // "¬r1c5=1" reads better as "r1c5≠1".
      const std::string neg = "¬";
      if (node.label.rfind(neg, 0) == 0 && node.label.find('=') != std::string::npos) {
        node.label = node.label.substr(neg.size());
        node.label.replace(node.label.find('='), 1, "≠");
      }
    }
    if (in.scc >= 0 && in.scc < static_cast<int>(scc_size.size()) && scc_size[in.scc] > 1) node.flags |= kNodeInCycle;
    if (in.scc >= 0 && in.scc == ig.nodes[i ^ 1].scc) node.flags |= kNodeContradiction;
    int cell = -1, value = 0;
    if (step && parse_label(in.label, cell, value)) {
      for (int c : step->cells)
        if (c == cell) node.flags |= kNodeFocus;
      for (const CellValue& cv : step->placed)
        if (!in.lit.negated() && cv.cell == cell && cv.value == value) node.flags |= kNodeForced;
      for (const CellValue& cv : step->removed)
        if (in.lit.negated() && cv.cell == cell && cv.value == value) node.flags |= kNodeForced;
    }
    index[i] = static_cast<int>(g.nodes.size());
    g.nodes.push_back(std::move(node));
  }
  for (const ImplicationEdge& e : ig.edges) {
    const int a = index[e.from.code], b = index[e.to.code];
    if (a < 0 || b < 0 || a == b) continue;
    GraphEdge ge{a, b, 0};
    if ((g.nodes[a].flags & kNodeFocus) && (g.nodes[b].flags & kNodeFocus)) ge.flags |= kEdgeFocus;
    g.edges.push_back(ge);
  }
  // The step's literals (green) and the implication paths forcing them; the rest of the round dimmed.
  if (step) {
    std::vector<int> code_of(g.nodes.size(), -1), forced;
    for (size_t i = 0; i < index.size(); ++i)
      if (index[i] >= 0) {
        code_of[index[i]] = static_cast<int>(i);
        if (g.nodes[index[i]].flags & kNodeForced) forced.push_back(static_cast<int>(i));
      }
    if (!forced.empty()) {
      const std::vector<bool> has_path = mark_forcing_paths(g, ig, code_of, forced);
      // A value placed because the round ruled out every other candidate of its cell has no path of
      // its own (the clause "some value" is not binary): bright, marked placed, not forced.
      for (size_t f = 0; f < forced.size(); ++f)
        if (!has_path[f]) {
          GraphNode& n = g.nodes[index[forced[f]]];
          n.flags = (n.flags & ~(kNodeForced | kNodeDim)) | kNodePlaced;
        }
      g.label_all = true;
    }
  }
  layout_by_scc(g);
  return g;
}

Graph conflict_graph(const Lecture& L, const ConflictSnapshot& c, bool learned_step) {
  Graph g;
  std::vector<bool> learned_var(L.cnf.num_vars() + 1, false);
  for (Lit l : c.learned)
    if (l.var().index >= 0 && l.var().index < static_cast<int>(learned_var.size())) learned_var[l.var().index] = true;
  for (const gridlogic::GraphNode& cn : c.nodes) {
    GraphNode node;
    node.level = cn.level;
    node.group = cn.level;
    if (cn.is_conflict()) {
      node.label = "κ conflict";
      node.flags |= kNodeConflict | kNodeConflictSide;
    } else {
      node.label = L.literal_name(cn.lit);  // the column heading gives the level
      if (cn.lit.negated()) node.flags |= kNodeNegative;
      if (cn.decision) node.flags |= kNodeDecision;
      if (cn.conflict_side) node.flags |= kNodeConflictSide;
      if (learned_var[cn.lit.var().index]) node.flags |= kNodeLearned;
    }
    g.nodes.push_back(std::move(node));
  }
  if (c.uip >= 0 && c.uip < static_cast<int>(g.nodes.size())) g.nodes[c.uip].flags |= kNodeUip;
  for (const gridlogic::GraphEdge& e : c.edges) {
    GraphEdge ge{e.from, e.to, 0};
    const bool from_side = g.nodes[e.from].flags & kNodeConflictSide, to_side = g.nodes[e.to].flags & kNodeConflictSide;
    if (!from_side && to_side && c.level > 0) ge.flags |= kEdgeCut;
    if (g.nodes[e.to].flags & kNodeConflict) ge.flags |= kEdgeIntoConflict;
    g.edges.push_back(ge);
  }
  auto clause = [&](const std::vector<Lit>& lits) {
    std::string s = "(";
    for (size_t i = 0; i < lits.size(); ++i) s += (i ? " ∨ " : "") + L.literal_name(lits[i]);
    return s + ")";
  };
  g.title = "CDCL conflict at decision level " + std::to_string(c.level) + ": " + std::to_string(c.nodes.size() - 1) +
            " literals";
  g.notes.push_back("false clause " + clause(c.clause));
  if (c.level == 0) {
    g.notes.push_back("at level 0 nothing can be undone: the formula is unsatisfiable");
  } else {
    g.notes.push_back("first UIP " + L.literal_name(c.uip_lit()) +
                      "; the cut separates it (and all before) from the conflict side");
    g.notes.push_back("cut clause " + clause(c.cut_clause));
    g.notes.push_back(std::string(learned_step ? "LEARNED " : "learned ") + clause(c.learned) + ", back to level " +
                      std::to_string(c.backjump_level));
  }
  g.label_all = true;  // every literal named: the lecture reads the cut from the labels
  layout_by_level(g);
  return g;
}

// The implication graph of a trail: every assigned literal, edges from the reasons.
Graph trail_graph(const Lecture& L, const std::vector<TrailEntry>& trail, const TraceStep& step) {
  Graph g;
  std::vector<int> node_of(2 * std::max(1, L.cnf.num_vars()) + 2, -1);
  std::vector<bool> is_new(node_of.size(), false);
  for (int v : step.variables) {
    const int code = v > 0 ? 2 * (v - 1) : 2 * (-v - 1) + 1;
    if (code >= 0 && code < static_cast<int>(is_new.size())) is_new[code] = true;
  }
  const bool highlight = step.technique == "decision" || step.technique == "propagation" || step.technique == "learned";
  for (const TrailEntry& e : trail) {
    if (e.lit.code < 0 || e.lit.code >= static_cast<int>(node_of.size())) continue;
    GraphNode node;
    node.level = node.group = e.level;
    node.label = L.literal_name(e.lit);
    if (e.lit.negated()) node.flags |= kNodeNegative;
    if (e.is_decision()) node.flags |= kNodeDecision;
    if (highlight && is_new[e.lit.code]) node.flags |= kNodeNew;
    node_of[e.lit.code] = static_cast<int>(g.nodes.size());
    g.nodes.push_back(std::move(node));
  }
  for (const TrailEntry& e : trail) {
    if (e.lit.code < 0 || e.lit.code >= static_cast<int>(node_of.size())) continue;
    for (size_t i = 1; i < e.reason.size(); ++i) {
      const int from = node_of[(~e.reason[i]).code];
      if (from >= 0) g.edges.push_back({from, node_of[e.lit.code], 0});
    }
  }
  int levels = 0;
  for (const TrailEntry& e : trail) levels = std::max(levels, e.level);
  g.title = "Implication graph of the trail: " + std::to_string(trail.size()) + " literals on " +
            std::to_string(levels + 1) + (levels ? " levels" : " level");
  if (trail.empty()) g.title = "No literal is assigned yet";
  g.label_all = true;
  layout_by_level(g);
  return g;
}

// The binary clauses the formula still has on the board of position k.
Graph residual_graph(const Lecture& L, int k) {
  const BoardState& s = L.state(k);
  const TraceStep* step = k > 0 ? &L.steps[k - 1].trace : nullptr;
  ResidualVars rv;
  rv.assign.assign(L.cnf.num_vars(), -1);
  rv.cell.assign(L.cnf.num_vars(), -1);
  rv.cell2.assign(L.cnf.num_vars(), -1);
  if (!L.genre->residual_vars || !L.genre->residual_vars(L, s, rv)) return {};
  const VarRange* range = rv.range;
  const std::vector<int8_t>& assign = rv.assign;
  const std::vector<int>& var_cells = rv.cell;
  const std::vector<int>& var_cells2 = rv.cell2;
  std::vector<bool> focus_cell(std::max(1, L.rows * L.cols), false);
  if (step)
    for (int c : step->cells)
      if (c >= 0 && c < static_cast<int>(focus_cell.size())) focus_cell[c] = true;
  auto in_focus = [&](Var v) {
    const int a = var_cells[v.index], b = var_cells2[v.index];
    return (a >= 0 && focus_cell[a]) || (b >= 0 && focus_cell[b]);
  };
  // Reduce every clause by the assignment; keep those of one or two open literals of the range.
  std::vector<std::pair<Lit, Lit>> binary;
  for (int i = 0; i < L.cnf.num_clauses(); ++i) {
    auto clause = L.cnf.clause(i);
    Lit open[2];
    int n_open = 0;
    bool satisfied = false, outside = false;
    for (Lit l : clause) {
      const int8_t a = assign[l.var().index];
      if (!range->contains(l.var())) {
        outside = true;
        break;
      }
      if (a < 0) {
        if ((n_open >= 1 && open[0] == l) || (n_open >= 2 && open[1] == l)) continue;  // repeated literal
        if (n_open < 2) open[n_open] = l;
        ++n_open;
      } else if ((a == 1) != l.negated()) {
        satisfied = true;
        break;
      }
    }
    if (outside || satisfied || n_open == 0 || n_open > 2) continue;
    binary.emplace_back(open[0], n_open == 2 ? open[1] : open[0]);
  }
  const size_t all = binary.size();
  bool focused = false;
  if (binary.size() > static_cast<size_t>(kResidualClauseCap) && step) {
    std::vector<std::pair<Lit, Lit>> kept;
    for (auto& [a, b] : binary)
      if (in_focus(a.var()) || in_focus(b.var())) kept.push_back({a, b});
    binary = std::move(kept);
    focused = true;
  }
  if (binary.size() > static_cast<size_t>(kResidualClauseCap)) binary.resize(kResidualClauseCap);
  // Number the variables compactly for the TwoSat.
  std::map<int, int> compact;
  std::vector<Var> original;
  auto cv = [&](Lit l) {
    auto [it, fresh] = compact.emplace(l.var().index, static_cast<int>(original.size()));
    if (fresh) original.push_back(l.var());
    return Lit{2 * it->second + (l.negated() ? 1 : 0)};
  };
  TwoSat f;
  for (auto& [a, b] : binary) {
    const Lit ca = cv(a), cb = cv(b);
    f.add_clause(ca, cb);
  }
  Graph g;
  if (original.empty()) {
    g.title = "No binary clause is left on this board";
    return g;
  }
  const bool sat = f.solve();
  ImplicationGraph ig = f.graph();
  std::vector<bool> forced(2 * original.size(), false);
  for (Lit l : f.forced()) forced[l.code] = true;
  std::vector<int> index(ig.nodes.size(), -1);
  std::vector<int> degree(ig.nodes.size(), 0);
  for (const ImplicationEdge& e : ig.edges) ++degree[e.from.code], ++degree[e.to.code];
  std::vector<int> scc_size(ig.sccs.size());
  for (size_t i = 0; i < ig.sccs.size(); ++i) scc_size[i] = static_cast<int>(ig.sccs[i].size());
  for (size_t i = 0; i < ig.nodes.size(); ++i) {
    if (!degree[i]) continue;
    const Lit compact_lit = ig.nodes[i].lit;
    const Lit lit{2 * original[compact_lit.var().index].index + (compact_lit.negated() ? 1 : 0)};
    GraphNode node;
    node.group = ig.nodes[i].scc;
    node.label = L.literal_name(lit);
    if (lit.negated()) node.flags |= kNodeNegative;
    if (forced[i]) node.flags |= kNodeForced;
    if (scc_size[node.group] > 1) node.flags |= kNodeInCycle;
    if (ig.nodes[i].scc == ig.nodes[i ^ 1].scc) node.flags |= kNodeContradiction;
    if (in_focus(lit.var())) node.flags |= kNodeFocus;
    index[i] = static_cast<int>(g.nodes.size());
    g.nodes.push_back(std::move(node));
  }
  for (const ImplicationEdge& e : ig.edges) {
    const int a = index[e.from.code], b = index[e.to.code];
    if (a < 0 || b < 0 || a == b) continue;
    GraphEdge ge{a, b, 0};
    if ((g.nodes[a].flags & kNodeFocus) && (g.nodes[b].flags & kNodeFocus)) ge.flags |= kEdgeFocus;
    g.edges.push_back(ge);
  }
  g.title = "Binary clauses left on the board: " + std::to_string(binary.size()) +
            (focused ? " of " + std::to_string(all) + " (those about the step's cells)" : "") + ", " +
            std::to_string(original.size()) + " open variables";
  if (!sat) g.notes.push_back("no 2-SAT model: some literal implies its own negation (red)");
  else if (!f.forced().empty())
    g.notes.push_back(std::to_string(f.forced().size()) + " literals hold in every model of these clauses (green)");
  layout_by_scc(g);
  return g;
}

}  // namespace

std::optional<CellValue> Lecture::cell_value(Var v) const {
  if (!genre || !genre->cell_value) return std::nullopt;
  const int n = cnf.num_vars();
  if (cell_values_vars_ != n || cell_values_ranges_ != cnf.ranges().size()) {
    cell_values_.assign(static_cast<size_t>(n), CellValue{-1, 0});
    for (int i = 0; i < n; ++i)
      if (const auto cv = genre->cell_value(*this, Var{i})) cell_values_[i] = *cv;
    cell_values_vars_ = n;
    cell_values_ranges_ = cnf.ranges().size();
  }
  if (v.index < 0 || v.index >= n) return genre->cell_value(*this, v);
  const CellValue& cv = cell_values_[v.index];
  return cv.value ? std::optional<CellValue>(cv) : std::nullopt;
}

std::string Lecture::literal_name(Lit l) const {
  if (const auto cv = cell_value(l.var()))
    return cell_label(cols, cv->cell) + (l.negated() ? "≠" : "=") + std::to_string(cv->value);
  if (genre && genre->literal_name)
    if (std::string name = genre->literal_name(*this, l); !name.empty()) return name;
  return describe_literal(l, &cnf);
}

Graph Lecture::graph_at(int k, bool whole_residual) const {
  k = std::clamp(k, 0, size());
  const Step* step = k > 0 ? &steps[k - 1] : nullptr;
  if (trail_based()) {
    if (step && step->conflict >= 0)
      return conflict_graph(*this, conflicts[step->conflict], step->trace.technique == "learned");
    return trail_graph(*this, k > 0 ? trails[k - 1] : std::vector<TrailEntry>{}, step ? step->trace : TraceStep{});
  }
  if (how->has(kMethodHeatmap)) {
    Graph g;
    g.title = "Patterns have no implication graph: the heatmap shows the set";
    return g;
  }
  if (step && step->two_sat_round >= 0) {
    const TectonicTwoSatRound& r = two_sat_rounds[step->two_sat_round];
    Graph g = two_sat_graph(*this, r.graph, &step->trace);
    g.title = "2-SAT round " + std::to_string(step->two_sat_round + 1) + ": " + std::to_string(r.variables) +
              " variables (cell = value), " + std::to_string(r.clauses) + " binary clauses";
    g.notes.push_back(r.satisfiable
                          ? std::to_string(r.placed) + " values placed and " + std::to_string(r.removed) +
                                " candidates ruled out: each green literal is true in every model, "
                                "because its negation leads to it along the bright arrows"
                          : "no model: a literal and its negation share a strongly connected component (red)");
    return g;
  }
  if (whole_residual) {
    Graph g = residual_graph(*this, k);
    g.residual = true;
    return g;
  }
  if (hashi) return hashi_island_graph(*this, k);
  if (step) return cell_step_graph(*this, k);
  Graph g;
  g.title = "The start: press → to see the first step's reasoning here";
  return g;
}

Graph benchmark_graph(int nodes, uint32_t seed) {
  Graph g;
  nodes = std::max(nodes, 2);
  uint32_t state = seed ? seed : 1;
  auto rnd = [&]() {  // xorshift32: the same graph every run
    state ^= state << 13;
    state ^= state >> 17;
    state ^= state << 5;
    return state;
  };
  const int rows = std::max(2, static_cast<int>(std::sqrt(nodes * 0.6)));
  const int layers = (nodes + rows - 1) / rows;
  for (int i = 0; i < nodes; ++i) {
    GraphNode n;
    n.x = static_cast<float>(i / rows);
    n.y = static_cast<float>(i % rows);
    n.group = (i / rows) % 12;
    if (rnd() % 7 == 0) n.flags |= kNodeNegative;
    if (rnd() % 31 == 0) n.flags |= kNodeForced;
    g.nodes.push_back(n);
  }
  for (int i = 0; i < nodes; ++i) {
    const int layer = i / rows;
    if (layer + 1 >= layers) continue;
    for (int k = 0; k < 2; ++k) {
      const int to = (layer + 1) * rows + static_cast<int>(rnd() % rows);
      if (to < nodes) g.edges.push_back({i, to, rnd() % 17 == 0 ? kEdgeCut : 0u});
    }
  }
  g.width = static_cast<float>(layers);
  g.height = static_cast<float>(rows);
  g.title = "Benchmark: " + std::to_string(nodes) + " nodes, " + std::to_string(g.edges.size()) + " edges";
  return g;
}

}  // namespace gridlogic::lecture
