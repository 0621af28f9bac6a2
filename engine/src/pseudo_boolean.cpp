// pseudo_boolean.cpp — the PB normal form and the encode_pb entry point; translators in pb_bdd.cpp
// and pb_adder.cpp (see pseudo_boolean.h).
#include "gridlogic/pseudo_boolean.h"

#include <algorithm>
#include <cassert>
#include <numeric>

namespace gridlogic {

PbNormalForm normalize_pb(std::span<const Lit> lits, std::span<const int64_t> weights, PbCompare compare,
                          int64_t bound) {
  assert(lits.size() == weights.size() && "normalize_pb: one weight per literal");
  // Merge per variable into offset + Σ c_v·v (w·¬v = w − w·v), in variable order for determinism.
  std::vector<size_t> order(lits.size());
  std::iota(order.begin(), order.end(), size_t{0});
  std::stable_sort(order.begin(), order.end(),
                   [&](size_t a, size_t b) { return lits[a].var().index < lits[b].var().index; });
  [[maybe_unused]] int64_t magnitude = 0;  // checked by the assert below only
  int64_t offset = 0;                      // the sum when every merged term is 0
  PbNormalForm pb;
  for (size_t k = 0; k < order.size();) {
    const Var v = lits[order[k]].var();
    int64_t c = 0;
    for (; k < order.size() && lits[order[k]].var() == v; ++k) {
      const int64_t w = weights[order[k]];
      assert(w > -kPbMaxWeightSum && w < kPbMaxWeightSum && "normalize_pb: weight out of range");
      magnitude += w < 0 ? -w : w;
      assert(magnitude <= kPbMaxWeightSum && "normalize_pb: sum of |weights| out of range");
      if (lits[order[k]].negated()) {
        offset += w;
        c -= w;
      } else {
        c += w;
      }
    }
    if (c > 0) {
      pb.lits.push_back(Lit::pos(v));
      pb.weights.push_back(c);
    } else if (c < 0) {  // c·v = c + |c|·¬v
      offset += c;
      pb.lits.push_back(Lit::neg(v));
      pb.weights.push_back(-c);
    }
  }
  const int64_t total = std::accumulate(pb.weights.begin(), pb.weights.end(), int64_t{0});
  // The left side ranges over [offset, offset + total]; decide bounds outside it before subtracting,
  // so that bound − offset cannot overflow.
  const int64_t lo = offset, hi = offset + total;
  using Kind = PbNormalForm::Kind;
  auto decided = [](bool holds) {
    PbNormalForm d;
    d.kind = holds ? Kind::AlwaysTrue : Kind::AlwaysFalse;
    return d;
  };
  switch (compare) {
    case PbCompare::Le:
      if (bound >= hi) return decided(true);
      if (bound < lo) return decided(false);
      pb.bound = bound - offset;
      break;
    case PbCompare::Ge:  // Σ w·l ≥ K  ⇔  Σ w·¬l ≤ total − K
      if (bound <= lo) return decided(true);
      if (bound > hi) return decided(false);
      pb.bound = total - (bound - offset);
      for (Lit& l : pb.lits) l = ~l;
      break;
    case PbCompare::Eq:
      if (bound < lo || bound > hi) return decided(false);
      if (total == 0) return decided(true);
      pb.bound = bound - offset;
      pb.equality = true;
      break;
  }
  // Here 0 ≤ bound < total (≤) or ≤ total (=), so at least one term remains.
  pb.kind = Kind::Constraint;
  std::vector<size_t> by_weight(pb.lits.size());
  std::iota(by_weight.begin(), by_weight.end(), size_t{0});
  std::stable_sort(by_weight.begin(), by_weight.end(),
                   [&](size_t a, size_t b) { return pb.weights[a] > pb.weights[b]; });
  PbNormalForm sorted = pb;
  for (size_t i = 0; i < by_weight.size(); ++i) {
    sorted.lits[i] = pb.lits[by_weight[i]];
    sorted.weights[i] = pb.weights[by_weight[i]];
  }
  return sorted;
}

void encode_pb(Cnf& cnf, std::span<const Lit> lits, std::span<const int64_t> weights, PbCompare compare, int64_t bound,
               PbMethod method) {
  const PbNormalForm pb = normalize_pb(lits, weights, compare, bound);
  switch (pb.kind) {
    case PbNormalForm::Kind::AlwaysTrue: return;
    case PbNormalForm::Kind::AlwaysFalse: cnf.add_clause(std::span<const Lit>{}); return;
    case PbNormalForm::Kind::Constraint: break;
  }
  if (method == PbMethod::Bdd) encode_pb_bdd(cnf, pb);
  else encode_pb_adder(cnf, pb);
}

}  // namespace gridlogic
