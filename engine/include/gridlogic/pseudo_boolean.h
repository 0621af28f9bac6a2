// pseudo_boolean.h — Σ wᵢ·lᵢ (≤ | ≥ | =) K as clauses, by a BDD or by an adder network (works with cnf.h).
//
// Document 003 §4.1 (after Eén & Sörensson, "Translating Pseudo-Boolean Constraints into SAT", 2006)
// encodes killer cages, sandwich sums and tower counts this way. encode_pb first brings any constraint
// into one normal form, so that the two translators only ever see positive weights, distinct variables
// and a bound that leaves the constraint undecided:
//   - literals of the same variable merge (w·¬x = w − w·x); zero weights drop out;
//   - a negative weight flips its literal (w·x = w + |w|·¬x), moving w into the bound;
//   - Σ w·l ≥ K becomes Σ w·¬l ≤ Σw − K;
//   - a bound no assignment can meet adds the empty clause; one that every assignment meets adds
//     nothing. The terms are then sorted by decreasing weight (ties by variable), the BDD order that
//     document 003 and Eén & Sörensson recommend.
//
// BDD (pb_bdd.cpp, document 003 §4.1.1). Node (i, K) stands for "Σ_{j≥i} wⱼlⱼ meets K"; it has an
// "extendable" variable e that is true iff the assignment so far can be completed. Nodes are shared:
// for = by (i, remaining sum K), since two different satisfiable sums are different functions; for ≤
// by the interval of bounds [β, γ] that give the same function (Eén & Sörensson §5.1), so e.g. all
// bounds ≥ Σ_{j≥i} wⱼ are the one terminal "true". A node whose two children coincide is its child.
// For each internal node n on literal x with children t (x true) and f (x false), the six clauses of
// §4.1.1 make e_n ↔ ITE(x, e_t, e_f), with two redundant ones that help propagation:
//   (¬n ∨ ¬x ∨ t)  (¬n ∨ x ∨ f)  (n ∨ ¬x ∨ ¬t)  (n ∨ x ∨ ¬f)  (¬t ∨ ¬f ∨ n)  (t ∨ f ∨ ¬n)
// plus the unit clause (root). Terminal children are constants (true iff the sum meets the bound),
// which document 003 gives a variable and a unit clause each; here the constant is substituted
// instead (satisfied clauses dropped, false literals removed), which is the same clause set after unit
// propagation without the terminal variables. Variables: one per internal node, in range "pb_bdd".
// Size: at most (n+1)·(K+1) nodes, polynomial for small weights (Killer cages: K ≤ 45).
//
// Adder network (pb_adder.cpp, document 003 §4.1.2). Each weight's 1-bits put its literal into the
// bucket of that bit; each bucket is reduced first-in first-out by full adders (three inputs) and a
// half adder (two), sums staying in the bucket and carries moving to the next, so only the adders the
// weights need are built. Per adder, figure 4.3's clauses: a full adder has 8 parity clauses defining
// the sum and 6 majority clauses defining the carry (14); a half adder has 4 XOR clauses and the 3
// clauses of c ↔ x∧y (7; figure 4.3 lists c → x, c → y as four clauses and has a sign slip in
// (x∧y) → ¬s). Variables: two per adder (sum, carry) in range "pb_adder" [n: adder, o: 1 sum 2 carry].
// The remaining bits oₖ are compared with K: for = one unit clause per bit (empty buckets are the
// constant 0); for ≤ one clause per 0-bit k of K, (¬oₖ ∨ ⋁_{j>k, Kⱼ=1} ¬oⱼ): the sum exceeds K iff
// at the highest bit where they differ the sum has 1 and K has 0. Size: O(Σ bit-length of weights).
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "gridlogic/cnf.h"

namespace gridlogic {

enum class PbCompare { Le, Ge, Eq };
enum class PbMethod { Bdd, Adder };

// Σ weights[i]·lits[i] compare bound, as clauses added to cnf (plus auxiliary variables).
// Contract: lits.size() == weights.size(); Σ|weights| ≤ kPbMaxWeightSum; the literals' variables exist.
void encode_pb(Cnf& cnf, std::span<const Lit> lits, std::span<const int64_t> weights, PbCompare compare, int64_t bound,
               PbMethod method);

// Keeps every intermediate sum of the normal form and of the BDD's intervals far from overflow.
inline constexpr int64_t kPbMaxWeightSum = int64_t{1} << 60;

// The normal form both translators take: Σ weights[i]·lits[i] ≤ bound (or = bound), weights positive
// and non-increasing, one literal per variable, 0 ≤ bound < Σ weights (≤) or ≤ Σ weights (=).
struct PbNormalForm {
  enum class Kind { Constraint, AlwaysTrue, AlwaysFalse };
  Kind kind = Kind::AlwaysTrue;
  std::vector<Lit> lits;
  std::vector<int64_t> weights;
  bool equality = false;  // = rather than ≤
  int64_t bound = 0;
};

PbNormalForm normalize_pb(std::span<const Lit> lits, std::span<const int64_t> weights, PbCompare compare,
                          int64_t bound);

// The translators proper; pb.kind must be Constraint.
void encode_pb_bdd(Cnf& cnf, const PbNormalForm& pb);
void encode_pb_adder(Cnf& cnf, const PbNormalForm& pb);

}  // namespace gridlogic
