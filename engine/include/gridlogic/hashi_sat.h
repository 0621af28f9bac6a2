// hashi_sat.h — Hashi as SAT (document 001 §4.1): the exact solver with connectivity as the document's
// spanning tree (figure 5) or as lazily added cut constraints, with uniqueness and counting on top.
//
// Per edge two Booleans, y[e,1] "at least one bridge" and y[e,2] "two bridges" (y[e,2] → y[e,1]; names
// 1-based, as DIMACS comments and Cnf::describe show them); crossing edges never both carry a bridge;
// every island's Σ (y[e,1] + y[e,2]) over its edges equals its
// clue (encode_pb, BDD), or is at least 1 for an island without a clue. Connectivity (docs/hashi.md maps
// each of figure 5's lines to its clauses):
//   Tree  figure 5: one root r, an order value z ∈ 1..N per island (order encoding), every bridge has
//         a direction (the sign of figure 5's x), a directed bridge makes z increase, and every island but
//         the root is entered by a directed bridge. A model exists iff the bridges connect all islands.
//   Cuts  no connectivity clauses: solve, split the model into its connected groups, add for each group
//         the clause "some edge leaving it carries a bridge", solve again on the same solver, repeat.
//         Every cut holds in every solution, so the cuts stay when counting goes on.
// Cuts is the default: bench_hashi measured it faster on both public sets (docs/benchmarks.md).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "gridlogic/cnf.h"
#include "gridlogic/hashi.h"
#include "gridlogic/trace.h"

namespace gridlogic {

// How the SAT solve enforces one connected group: figure 5's spanning tree, or cuts added lazily.
enum class HashiConnectivity { Tree, Cuts };
inline constexpr HashiConnectivity kHashiDefaultConnectivity = HashiConnectivity::Cuts;
std::string_view hashi_connectivity_name(HashiConnectivity c);  // "tree", "cuts"
std::optional<HashiConnectivity> parse_hashi_connectivity(std::string_view name);

// The named variables of the encoding (the ranges of Tree stay empty with Cuts).
struct HashiVars {
  VarRange y;     // at({edge, k-1}): the edge carries at least k bridges (k = 1, 2)
  VarRange dir;   // at({edge, 0}): a bridge runs a→b (figure 5: x > 0); at({edge, 1}): b→a (x < 0)
  VarRange root;  // at({island}): the island is the tree's root (figure 5's r)
  VarRange z;     // at({island, k-1}) ⇔ z_island > k, k = 1..N-1 (order encoding of z ∈ 1..N)
  bool tree = false;

  Var bridge(int edge, int k) const { return y.at({edge, k - 1}); }
};

// Writes the rules, and with Tree the spanning tree, into `cnf` (variables in named ranges "y", "dir",
// "r", "z", plus the PB encoding's "pb_bdd" and the exactly-one's auxiliaries).
HashiVars encode_hashi(const HashiPuzzle& p, HashiConnectivity connectivity, Cnf& cnf);

// What solve_hashi_sat is asked: the connectivity method, how many solutions, what budget.
struct HashiSatOptions {
  HashiConnectivity connectivity = kHashiDefaultConnectivity;
  int limit = 2;                 // 1: any solution; 2: prove uniqueness; N: count up to N
  int64_t conflict_budget = -1;  // conflicts over the whole run (every cut round) before "unknown"
};

// What solve_hashi_sat found: the count and verdict, the first solution, the search's statistics.
struct HashiSatResult {
  int count = 0;            // connected solutions found, up to the limit
  bool exhausted = false;   // proved there are no more
  bool budget_hit = false;  // the conflict budget ran out first
  HashiBridges first;       // the first solution (verified by find_hashi_violation)
  HashiBridges second;      // with count ≥ 2: the second (so a generator can see where they differ)
  std::string error;        // internal error: a model breaking a rule
  uint64_t decisions = 0, propagations = 0, conflicts = 0;
  int cut_rounds = 0;  // Cuts: solver answers that were disconnected and led to cuts
  int cuts = 0;        // Cuts: cut clauses added
  int variables = 0;   // of the encoded formula (before cuts and blocking clauses)
  int clauses = 0;
};

// Counts connected solutions up to options.limit, blocking each found one by a clause over the y
// variables. With an observer: Cuts reports one TraceStep per round ("cut-round", a substep "cut" per
// group: its island cells, the cut's variables, and as links (lo = hi) the bridges the rejected model
// puts inside the group), and "connected" for each solution; Tree reports
// "spanning-tree" per solution (the root first, placed = (cell, z) per island, a substep per tree edge).
HashiSatResult solve_hashi_sat(const HashiPuzzle& p, const HashiSatOptions& options = {},
                               TraceObserver* observer = nullptr);

}  // namespace gridlogic
