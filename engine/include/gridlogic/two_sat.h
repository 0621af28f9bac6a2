// two_sat.h — 2-SAT: implication graph of binary clauses, its SCCs, a model, the forced literals.
//
// Tectonic (document 000, chapter 5) hands what its rules leave to 2-SAT: a cell with two
// candidates is one Boolean variable, each binary constraint between such cells a clause (a ∨ b),
// i.e. the implications ¬a → b and ¬b → a. Besides deciding satisfiability this answers what a
// solver needs for explanations: which literals hold in EVERY model (the deductions) and, when
// there is no model, which variables x have x and ¬x in one strongly connected component (the
// contradiction). The graph itself is a plain value (ImplicationGraph) for the lecture view to
// draw. Works with cnf.h (Var, Lit, Cnf); binary_part() takes the short clauses out of any Cnf.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "gridlogic/cnf.h"

namespace gridlogic {

// One clause (a ∨ b); a unit clause is stored as (a ∨ a).
struct BinaryClause {
  Lit a;
  Lit b;
  friend bool operator==(BinaryClause, BinaryClause) = default;
};

// A literal of the implication graph. Node i of ImplicationGraph::nodes is the literal with code i.
struct ImplicationNode {
  Lit lit;
  int scc = -1;       // index into ImplicationGraph::sccs
  std::string label;  // "s[r1,c2,v3]" or "¬s[r1,c2,v3]"; empty when no names were asked for
};

// An implication from → to, produced by clause `clause` of the TwoSat (its index in clauses()).
struct ImplicationEdge {
  Lit from;
  Lit to;
  int clause = -1;
};

// The whole graph as a value: 2 * num_vars nodes; the edges of every clause in clause order (two
// for (a ∨ b) with a ≠ b: ¬a → b then ¬b → a; one, ¬a → a, for a unit); the strongly connected
// components in topological order: every edge goes from an SCC to the same or a later one.
struct ImplicationGraph {
  std::vector<ImplicationNode> nodes;
  std::vector<ImplicationEdge> edges;
  std::vector<std::vector<Lit>> sccs;  // topological order; literals within one by ascending code
};

// Names a variable for labels; Cnf::describe is the usual one.
using VarNamer = std::function<std::string(Var)>;

// A 2-CNF formula and its solution by Tarjan's SCC algorithm (iterative: the WASM stack is small).
//
// Deciding satisfiability, a model and the conflicting variables is O(V + C) for V variables and C
// clauses. The forced literals cost more, because "l holds in every model" means "¬l reaches l":
// reachability is swept over the SCC DAG 64 targets at a time, and what a forced literal implies
// (or what implies a free one) is settled without a sweep. Worst case O(S/128 · (S + C)) time for S
// SCCs, O(S + C) memory; a long implication chain takes one sweep.
class TwoSat {
 public:
  explicit TwoSat(int num_vars = 0);

  Var new_var();
  // Adds (a ∨ b); the variable count grows to cover both literals. Invalidates the last solve().
  void add_clause(Lit a, Lit b);
  // Adds the unit clause a, stored as (a ∨ a).
  void add_unit(Lit a) { add_clause(a, a); }

  int num_vars() const { return num_vars_; }
  int num_clauses() const { return static_cast<int>(clauses_.size()); }
  const std::vector<BinaryClause>& clauses() const { return clauses_; }

  // Computes SCCs, satisfiability, a model, the forced literals or the conflicting variables.
  bool solve();

  // Results of the last solve(); asking before solve() or after a later add_clause is a misuse.
  bool satisfiable() const;
  // The value of a variable (or literal) in the model: the literal whose SCC comes later in
  // topological order is true. Only when satisfiable.
  bool value(Var v) const;
  bool value(Lit l) const;
  // Literals true in every model, one per variable at most, by ascending variable. Empty when
  // unsatisfiable.
  const std::vector<Lit>& forced() const;
  // Variables x with x and ¬x in one SCC, ascending; non-empty exactly when unsatisfiable.
  const std::vector<Var>& conflict_vars() const;
  // The SCC index (as in ImplicationGraph::sccs) of a literal.
  int scc(Lit l) const;

  // The implication graph of the last solve(), labelled by `name` (or unlabelled).
  ImplicationGraph graph(const VarNamer& name = {}) const;
  ImplicationGraph graph(const Cnf& names) const;

 private:
  int num_vars_ = 0;
  std::vector<BinaryClause> clauses_;

  // Set by solve().
  bool solved_ = false;
  bool satisfiable_ = false;
  int num_sccs_ = 0;
  std::vector<int> scc_;  // per literal code, topological SCC index
  std::vector<Lit> forced_;
  std::vector<Var> conflict_vars_;
};

// The one- and two-literal clauses of a Cnf as a TwoSat over the same variables.
struct BinaryPart {
  TwoSat two_sat;
  std::vector<int> source;  // source[i]: the Cnf clause that became two_sat clause i
  int skipped = 0;          // Cnf clauses left out: empty, or with three or more distinct literals

  // True when nothing was left out, so two_sat has exactly the Cnf's models. Otherwise two_sat is a
  // relaxation: its unsatisfiability and its forced literals still hold for the Cnf.
  bool is_two_cnf() const { return skipped == 0; }
};

// Repeated literals are merged first, so (a ∨ a ∨ b) counts as the binary clause (a ∨ b).
BinaryPart binary_part(const Cnf& cnf);

}  // namespace gridlogic
