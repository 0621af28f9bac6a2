// cnf.h — a CNF formula under construction: variables in named ranges, clauses, canonical order.
//
// Var and Lit are small MiniSat-style value types (an index; 2*var+sign) so that hot code handles plain
// integers. Variables are allocated in named ranges ("s" with dimensions {9,9,9}) whose names travel to
// DIMACS comments and to the lecture view's labels. DIMACS input and output live in dimacs.h/.cpp
// (write_dimacs stays declared here, where its callers have always found it).
#pragma once

#include <cstdint>
#include <initializer_list>
#include <iosfwd>
#include <span>
#include <string>
#include <vector>

namespace gridlogic {

// A propositional variable: a 0-based index (DIMACS writes index + 1).
struct Var {
  int32_t index = -1;
  friend bool operator==(Var, Var) = default;
};

// A literal: a variable or its negation, coded as 2 * index + (negated ? 1 : 0).
struct Lit {
  int32_t code = -1;

  static Lit pos(Var v) { return Lit{2 * v.index}; }
  static Lit neg(Var v) { return Lit{2 * v.index + 1}; }
  Var var() const { return Var{code >> 1}; }
  bool negated() const { return (code & 1) != 0; }
  Lit operator~() const { return Lit{code ^ 1}; }
  int dimacs() const { return negated() ? -(var().index + 1) : var().index + 1; }
  friend bool operator==(Lit, Lit) = default;
};

// A block of consecutive variables addressed by a multi-index, e.g. s[row][col][value].
struct VarRange {
  std::string name;                      // short name shown in DIMACS comments and labels ("s")
  Var first;                             // the variable at index {0, 0, ...}
  std::vector<int> dims;                 // extent of each index
  std::vector<std::string> index_names;  // optional, one per dimension ("r", "c", "v")

  int size() const;
  // The variable at the given multi-index (row-major); indices must be within dims.
  Var at(std::initializer_list<int> index) const;
  bool contains(Var v) const { return v.index >= first.index && v.index < first.index + size(); }
};

// A formula being built. Clauses are stored flat; order is insertion order unless canonicalised.
class Cnf {
 public:
  Var new_var();
  // Allocates size = product(dims) consecutive variables under a name; returns the range (the reference
  // lasts until the next new_range or name_range: keep a copy when allocating several).
  const VarRange& new_range(std::string name, std::vector<int> dims, std::vector<std::string> index_names = {});
  // Names variables that already exist (a reader restoring DIMACS "c var" comments): the block must
  // lie below num_vars() and overlap no other range.
  const VarRange& name_range(std::string name, Var first, std::vector<int> dims,
                             std::vector<std::string> index_names = {});

  void add_clause(std::span<const Lit> lits);
  void add_clause(std::initializer_list<Lit> lits) { add_clause(std::span(lits.begin(), lits.size())); }
  // While a guard is pushed, every clause added gets its literal too, so "when → (what the clauses
  // say)" for any encoding (document 003 adds ¬S to each clause of a sandwich position's PB this way).
  // Guards nest; pop_guard removes the last one.
  void push_guard(Lit lit) { guards_.push_back(lit); }
  void pop_guard() { guards_.pop_back(); }

  // Cardinality building blocks used by every genre's encoding.
  void at_least_one(std::span<const Lit> lits) { add_clause(lits); }
  void at_most_one_pairwise(std::span<const Lit> lits);
  void exactly_one_pairwise(std::span<const Lit> lits);

  int num_vars() const { return num_vars_; }
  int num_clauses() const { return static_cast<int>(starts_.size()); }
  std::span<const Lit> clause(int i) const;
  // Named ranges, ordered by first variable (disjoint; new_range appends, name_range inserts in order).
  const std::vector<VarRange>& ranges() const { return ranges_; }

  // "s[r3,c5,v7]" for a variable in a named range (1-based indices), "x42" otherwise.
  std::string describe(Var v) const;

  // Rewrites the clauses into a canonical order so that equal clause sets give byte-identical DIMACS
  // and the same solver run (document 003, chapter 5: solving times depend on clause and literal
  // order). Literals within a clause ascend by variable; duplicate literals are dropped, and so are
  // tautologies (x or not x) and repeated clauses: the formula is treated as a set of sets, and its
  // models do not change. Clauses then go longest first (as document 003 passes them), ties broken
  // lexicographically by literal. Variables and named ranges are untouched.
  void canonicalize();

 private:
  int num_vars_ = 0;
  std::vector<Lit> lits_;
  std::vector<uint32_t> starts_;
  std::vector<VarRange> ranges_;
  std::vector<Lit> guards_;
};

// Writes DIMACS CNF: a header comment, one "c var" line per named range, "p cnf V C", the clauses in
// stored order (canonicalize() first for a canonical file). read_dimacs (dimacs.h) reads it back,
// range names included; both are in dimacs.cpp so the "c var" syntax is defined in one place.
void write_dimacs(const Cnf& cnf, std::ostream& out);

}  // namespace gridlogic
