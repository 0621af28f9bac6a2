// table_constraint.h — finite-domain CSP variables in the direct encoding, and table (extensional)
// constraints over them as clauses (document 003, §2.3.4).
//
// A CSP variable with d values is d Boolean variables, one per value, held to exactly one by an
// at-least-one clause and pairwise at-most-one clauses. A table constraint lists the allowed, or the
// forbidden, value tuples of k such variables; encode_table turns it into clauses in the direct
// encoding (a conflict clause per forbidden tuple) or the support encoding (per variable pair and
// value, a clause naming the other variable's supporting values). Works on the Cnf of cnf.h.
#pragma once

#include <cassert>
#include <string>
#include <vector>

#include "gridlogic/cnf.h"

namespace gridlogic {

// A CSP variable in the direct encoding: it takes value i (0-based) exactly when values[i] is true.
// The literals may come from anywhere (a Sudoku cell's s[r,c,*], say); keeping exactly one true is the
// owner's job, or add_finite_domain's.
struct FiniteDomain {
  std::vector<Lit> values;  // one literal per value

  int size() const { return static_cast<int>(values.size()); }
  Lit is(int value) const {
    assert(value >= 0 && value < size());
    return values[value];
  }
};

// Allocates a CSP variable with `size` values as the named range name[v] and adds its at-least-one
// clause and pairwise at-most-one clauses.
FiniteDomain add_finite_domain(Cnf& cnf, std::string name, int size);

enum class TableKind {
  Allowed,    // the tuples listed are the only ones allowed
  Forbidden,  // the tuples listed are forbidden, every other one is allowed
};

enum class TableEncoding {
  Direct,   // one conflict clause (not x1=a or not x2=b ...) per forbidden tuple
  Support,  // support clauses per variable pair; see encode_table
};

// A relation over the CSP variables in `scope`, given by tuples of 0-based value indices.
struct TableConstraint {
  std::vector<FiniteDomain> scope;
  TableKind kind = TableKind::Allowed;
  std::vector<std::vector<int>> tuples;  // each of scope.size() values; repeats are harmless
};

// The most tuples (product of the scope's domain sizes) encode_table works over: tables are for
// small scopes, and the direct encoding of a large one would be this many clauses anyway.
inline constexpr int kMaxTableTuples = 1 << 22;

// Adds clauses which, together with exactly one true value literal per scope variable, are satisfied
// exactly by the allowed tuples. Clauses come in a fixed order that depends only on the relation,
// not on the order of the tuples.
//
// Direct: a clause (not x1=t1 or ... or not xk=tk) for every forbidden tuple t.
// Support, as document 003 defines it: for every pair of scope variables xi, xj and every value a of
// xi, the clause (not xi=a or xj=b1 or xj=b2 ...) over the values b of xj that some allowed tuple pairs
// with xi=a; it is left out when a is compatible with every value of xj. For one variable this is a
// unit clause per forbidden value. Support clauses only see the constraint's binary projections, so
// they are exact for binary constraints and for n-ary ones that are the conjunction of their
// projections (the document's "at most one of x1, x2, x3 is 5"), but not in general (x1 + x2 + x3
// even: every pair is unconstrained). To stay exact, the support encoding also adds the direct
// conflict clause of every forbidden tuple whose pairs are all supported — none for constraints that
// decompose, so the document's clause lists come out unchanged.
//
// Contract: a non-empty scope, every tuple of the scope's arity with values inside the domains, and
// at most kMaxTableTuples tuples in the product of the domains.
void encode_table(Cnf& cnf, const TableConstraint& table, TableEncoding encoding);

}  // namespace gridlogic
