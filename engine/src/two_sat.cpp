// two_sat.cpp — 2-SAT by iterative Tarjan SCCs; forced literals by DAG reachability (two_sat.h).
#include "gridlogic/two_sat.h"

#include <algorithm>
#include <cassert>
#include <cstdint>

namespace gridlogic {
namespace {

// The implications of one clause, in the order ImplicationGraph documents. A unit (a ∨ a) has the
// single implication ¬a → a: drawing it twice would only overlay the same arrow.
template <class F>
void for_each_implication(BinaryClause c, F&& f) {
  f(~c.a, c.b);
  if (c.a != c.b) f(~c.b, c.a);
}

// A directed graph in compressed-row form: the successors of node u are to[first[u] .. first[u+1]).
struct Adjacency {
  std::vector<int> first;
  std::vector<int> to;
};

template <class ForEachEdge>
Adjacency make_adjacency(int num_nodes, ForEachEdge&& for_each_edge) {
  Adjacency g;
  g.first.assign(num_nodes + 1, 0);
  for_each_edge([&](int u, int) { ++g.first[u + 1]; });
  for (int u = 0; u < num_nodes; ++u) g.first[u + 1] += g.first[u];
  g.to.resize(g.first[num_nodes]);
  std::vector<int> fill(g.first.begin(), g.first.end() - 1);
  for_each_edge([&](int u, int w) { g.to[fill[u]++] = w; });
  return g;
}

// Tarjan's SCC algorithm with an explicit call stack, so deep implication chains cannot overflow
// the (small, fixed) WASM stack. Numbers SCCs in completion order, which is reverse topological
// order; returns their count.
int tarjan(const Adjacency& g, std::vector<int>& comp) {
  const int n = static_cast<int>(g.first.size()) - 1;
  struct Frame {
    int node;
    int next;  // position in g.to of the next successor to visit
  };
  std::vector<int> index(n, -1), low(n, 0);
  std::vector<char> on_stack(n, 0);
  std::vector<int> stack;
  std::vector<Frame> calls;
  comp.assign(n, -1);
  int counter = 0, num = 0;
  auto discover = [&](int u) {
    index[u] = low[u] = counter++;
    stack.push_back(u);
    on_stack[u] = 1;
    calls.push_back({u, g.first[u]});
  };
  for (int root = 0; root < n; ++root) {
    if (index[root] >= 0) continue;
    discover(root);
    while (!calls.empty()) {
      const int u = calls.back().node;
      if (calls.back().next < g.first[u + 1]) {
        const int w = g.to[calls.back().next++];
        if (index[w] < 0) discover(w);
        else if (on_stack[w]) low[u] = std::min(low[u], index[w]);
        continue;
      }
      if (low[u] == index[u]) {
        int w;
        do {
          w = stack.back();
          stack.pop_back();
          on_stack[w] = 0;
          comp[w] = num;
        } while (w != u);
        ++num;
      }
      calls.pop_back();
      if (!calls.empty()) low[calls.back().node] = std::min(low[calls.back().node], low[u]);
    }
  }
  return num;
}

// For a satisfiable formula, marks the SCCs whose literals hold in every model.
//
// A literal l is forced iff ¬l →* l. If ¬l leads to l, ¬l is impossible. If not, the literals
// reachable from ¬l are consistent (reaching x and ¬x would mean x →* l) and closed under
// implication, so setting them true and every other variable as in the model satisfies each clause,
// with l false. Only SCCs true in the model can be forced ("targets").
//
// Reachability to 64 targets at a time is one backwards sweep of the SCC DAG with a 64-bit mask per
// SCC, over the window between the earliest complement and the latest target (edges only go
// forward). Two closures save sweeps: whatever a forced literal implies is forced, and whatever
// implies a free literal is free. Taking targets from both ends of the topological order lets one
// sweep settle a long chain whichever way it is forced. Half the S SCCs are targets, so at worst
// ⌈S/128⌉ sweeps: O(S/128 · (S + E)) for E edges, plus O(S + E) for all closures together.
std::vector<char> forced_sccs(const std::vector<int>& scc, int num_sccs, const Adjacency& g) {
  const int num_lits = static_cast<int>(scc.size());
  std::vector<int> complement(num_sccs);
  for (int code = 0; code < num_lits; ++code) complement[scc[code]] = scc[code ^ 1];
  const Adjacency dag = make_adjacency(num_sccs, [&](auto&& edge) {
    for (int u = 0; u < num_lits; ++u)
      for (int k = g.first[u]; k < g.first[u + 1]; ++k)
        if (scc[u] != scc[g.to[k]]) edge(scc[u], scc[g.to[k]]);
  });
  const Adjacency rdag = make_adjacency(num_sccs, [&](auto&& edge) {
    for (int c = 0; c < num_sccs; ++c)
      for (int k = dag.first[c]; k < dag.first[c + 1]; ++k) edge(dag.to[k], c);
  });
  auto is_true = [&](int c) { return c > complement[c]; };

  enum : char { kUndecided, kForced, kFree };
  std::vector<char> state(num_sccs, kUndecided);
  std::vector<char> reaches_free(num_sccs, 0);  // visited by the backward closure
  std::vector<int> queue;
  auto close_forced = [&](int d) {
    if (state[d] == kForced) return;  // already reached by an earlier closure, with its successors
    state[d] = kForced;
    queue.assign(1, d);
    for (size_t q = 0; q < queue.size(); ++q)
      for (int k = dag.first[queue[q]]; k < dag.first[queue[q] + 1]; ++k) {
        const int s = dag.to[k];
        if (state[s] == kForced) continue;
        assert(is_true(s) && state[s] == kUndecided);
        state[s] = kForced;
        queue.push_back(s);
      }
  };
  auto close_free = [&](int d) {
    if (reaches_free[d]) return;
    reaches_free[d] = 1;
    queue.assign(1, d);
    for (size_t q = 0; q < queue.size(); ++q) {
      const int c = queue[q];
      if (is_true(c)) {
        assert(state[c] != kForced);
        state[c] = kFree;
      }
      for (int k = rdag.first[c]; k < rdag.first[c + 1]; ++k)
        if (!reaches_free[rdag.to[k]]) {
          reaches_free[rdag.to[k]] = 1;
          queue.push_back(rdag.to[k]);
        }
    }
  };

  std::vector<int> targets;  // topological order
  for (int d = 0; d < num_sccs; ++d)
    if (is_true(d)) targets.push_back(d);
  std::vector<uint64_t> reach(num_sccs, 0);
  std::vector<int> block;
  size_t front = 0, back = targets.size();
  for (;;) {
    block.clear();
    for (bool take_front = true; block.size() < 64 && front < back; take_front = !take_front) {
      const int d = take_front ? targets[front++] : targets[--back];
      if (state[d] == kUndecided) block.push_back(d);
    }
    if (block.empty()) break;
    int lo = num_sccs, hi = -1;
    for (int d : block) {
      lo = std::min(lo, complement[d]);
      hi = std::max(hi, d);
    }
    std::fill(reach.begin() + lo, reach.begin() + hi + 1, 0);
    for (size_t j = 0; j < block.size(); ++j) reach[block[j]] = uint64_t{1} << j;
    for (int c = hi; c >= lo; --c)
      for (int k = dag.first[c]; k < dag.first[c + 1]; ++k)
        if (dag.to[k] <= hi) reach[c] |= reach[dag.to[k]];
    for (size_t j = 0; j < block.size(); ++j) {
      if (reach[complement[block[j]]] >> j & 1) close_forced(block[j]);
      else close_free(block[j]);
    }
  }
  std::vector<char> forced(num_sccs);
  for (int c = 0; c < num_sccs; ++c) forced[c] = state[c] == kForced;
  return forced;
}

}  // namespace

TwoSat::TwoSat(int num_vars) : num_vars_(num_vars) { assert(num_vars >= 0); }

Var TwoSat::new_var() {
  solved_ = false;
  return Var{num_vars_++};
}

void TwoSat::add_clause(Lit a, Lit b) {
  assert(a.code >= 0 && b.code >= 0 && "TwoSat::add_clause: undefined literal");
  num_vars_ = std::max({num_vars_, a.var().index + 1, b.var().index + 1});
  clauses_.push_back({a, b});
  solved_ = false;
}

bool TwoSat::solve() {
  const int num_lits = 2 * num_vars_;
  Adjacency g = make_adjacency(num_lits, [&](auto&& edge) {
    for (BinaryClause c : clauses_) for_each_implication(c, [&](Lit from, Lit to) { edge(from.code, to.code); });
  });
  num_sccs_ = tarjan(g, scc_);
  for (int& s : scc_) s = num_sccs_ - 1 - s;  // completion order → topological order

  conflict_vars_.clear();
  forced_.clear();
  for (int v = 0; v < num_vars_; ++v)
    if (scc_[2 * v] == scc_[2 * v + 1]) conflict_vars_.push_back(Var{v});
  satisfiable_ = conflict_vars_.empty();
  solved_ = true;
  if (!satisfiable_) return false;

  std::vector<char> forced = forced_sccs(scc_, num_sccs_, g);
  for (int v = 0; v < num_vars_; ++v) {
    Lit l = value(Var{v}) ? Lit::pos(Var{v}) : Lit::neg(Var{v});
    if (forced[scc_[l.code]]) forced_.push_back(l);
  }
  return true;
}

bool TwoSat::satisfiable() const {
  assert(solved_ && "TwoSat::satisfiable: call solve() first");
  return satisfiable_;
}

bool TwoSat::value(Lit l) const {
  assert(solved_ && satisfiable_ && "TwoSat::value: needs a satisfiable solve()");
  assert(l.var().index >= 0 && l.var().index < num_vars_);
  return scc_[l.code] > scc_[l.code ^ 1];
}

bool TwoSat::value(Var v) const { return value(Lit::pos(v)); }

const std::vector<Lit>& TwoSat::forced() const {
  assert(solved_ && "TwoSat::forced: call solve() first");
  return forced_;
}

const std::vector<Var>& TwoSat::conflict_vars() const {
  assert(solved_ && "TwoSat::conflict_vars: call solve() first");
  return conflict_vars_;
}

int TwoSat::scc(Lit l) const {
  assert(solved_ && "TwoSat::scc: call solve() first");
  assert(l.var().index >= 0 && l.var().index < num_vars_);
  return scc_[l.code];
}

ImplicationGraph TwoSat::graph(const VarNamer& name) const {
  assert(solved_ && "TwoSat::graph: call solve() first");
  ImplicationGraph g;
  g.nodes.resize(2 * num_vars_);
  g.sccs.resize(num_sccs_);
  for (int code = 0; code < 2 * num_vars_; ++code) {
    ImplicationNode& node = g.nodes[code];
    node.lit = Lit{code};
    node.scc = scc_[code];
    g.sccs[node.scc].push_back(node.lit);
  }
  if (name) {
    for (int v = 0; v < num_vars_; ++v) {
      g.nodes[2 * v].label = name(Var{v});
      g.nodes[2 * v + 1].label = "¬" + g.nodes[2 * v].label;
    }
  }
  for (int i = 0; i < num_clauses(); ++i)
    for_each_implication(clauses_[i], [&](Lit from, Lit to) { g.edges.push_back({from, to, i}); });
  return g;
}

ImplicationGraph TwoSat::graph(const Cnf& names) const {
  return graph([&names](Var v) { return names.describe(v); });
}

BinaryPart binary_part(const Cnf& cnf) {
  BinaryPart part{TwoSat(cnf.num_vars()), {}, 0};
  for (int i = 0; i < cnf.num_clauses(); ++i) {
    Lit distinct[2];
    int k = 0;
    bool too_long = false;
    for (Lit l : cnf.clause(i)) {
      if ((k > 0 && distinct[0] == l) || (k > 1 && distinct[1] == l)) continue;
      if (k == 2) {
        too_long = true;
        break;
      }
      distinct[k++] = l;
    }
    if (k == 0 || too_long) {
      ++part.skipped;
      continue;
    }
    part.two_sat.add_clause(distinct[0], distinct[k - 1]);
    part.source.push_back(i);
  }
  return part;
}

}  // namespace gridlogic
