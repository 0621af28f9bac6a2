// pb_adder.cpp — a PB constraint in normal form as an adder network and a comparator
// (pseudo_boolean.h, document 003 §4.1.2); pseudo_boolean.cpp normalises, pb_bdd.cpp is the alternative.
#include <cassert>
#include <deque>
#include <vector>

#include "gridlogic/pseudo_boolean.h"

namespace gridlogic {
namespace {

// An output bit with no adder or input behind it is the constant 0 (document 003's "false-variable");
// the comparator's clauses fold constants away rather than spend a variable on them.
constexpr Lit kTrueLit{-2};  // ~kTrueLit == kFalseLit: the code's low bit is the sign, as for any Lit
constexpr Lit kFalseLit{-1};

void add_folded(Cnf& cnf, const std::vector<Lit>& lits) {
  std::vector<Lit> kept;
  for (Lit l : lits) {
    if (l == kTrueLit) return;
    if (l != kFalseLit) kept.push_back(l);
  }
  cnf.add_clause(kept);
}

// Figure 4.3: s ↔ x ⊕ y ⊕ z (8 clauses), c ↔ at least two of x, y, z (6 clauses).
void add_full_adder(Cnf& cnf, Lit x, Lit y, Lit z, Lit s, Lit c) {
  cnf.add_clause({x, y, z, ~s});
  cnf.add_clause({x, ~y, ~z, ~s});
  cnf.add_clause({~x, y, ~z, ~s});
  cnf.add_clause({~x, ~y, z, ~s});
  cnf.add_clause({~x, ~y, ~z, s});
  cnf.add_clause({~x, y, z, s});
  cnf.add_clause({x, ~y, z, s});
  cnf.add_clause({x, y, ~z, s});
  cnf.add_clause({~x, ~y, c});
  cnf.add_clause({~x, ~z, c});
  cnf.add_clause({~y, ~z, c});
  cnf.add_clause({x, y, ~c});
  cnf.add_clause({x, z, ~c});
  cnf.add_clause({y, z, ~c});
}

// s ↔ x ⊕ y (4 clauses), c ↔ x ∧ y (3 clauses).
void add_half_adder(Cnf& cnf, Lit x, Lit y, Lit s, Lit c) {
  cnf.add_clause({x, y, ~s});
  cnf.add_clause({x, ~y, s});
  cnf.add_clause({~x, y, s});
  cnf.add_clause({~x, ~y, ~s});
  cnf.add_clause({~x, ~y, c});
  cnf.add_clause({x, ~c});
  cnf.add_clause({y, ~c});
}

// How many adders the reduction below builds for these bucket sizes, so that their outputs can be
// one named range: a full adder turns three bits of a layer into one (plus a carry), a half adder two.
int count_adders(std::vector<size_t> sizes) {
  int adders = 0;
  for (size_t k = 0; k < sizes.size(); ++k) {
    size_t carries = 0;
    for (; sizes[k] >= 2; ++carries, ++adders) sizes[k] -= sizes[k] >= 3 ? 2 : 1;
    if (carries == 0) continue;
    if (k + 1 == sizes.size()) sizes.push_back(0);
    sizes[k + 1] += carries;
  }
  return adders;
}

}  // namespace

void encode_pb_adder(Cnf& cnf, const PbNormalForm& pb) {
  assert(pb.kind == PbNormalForm::Kind::Constraint && "encode_pb_adder: normal form expected");
  // Bucket k holds the literals whose weight has bit k set (a weight's 0-bits feed nothing).
  std::vector<std::deque<Lit>> layer;
  for (size_t i = 0; i < pb.lits.size(); ++i)
    for (int k = 0; k < 63; ++k)
      if ((pb.weights[i] >> k) & 1) {
        if (layer.size() <= static_cast<size_t>(k)) layer.resize(k + 1);
        layer[k].push_back(pb.lits[i]);
      }
  std::vector<size_t> sizes;
  for (const auto& bucket : layer) sizes.push_back(bucket.size());
  const int adders = count_adders(sizes);
  Var first{cnf.num_vars()};
  if (adders > 0) first = cnf.new_range("pb_adder", {adders, 2}, {"n", "o"}).first;
  int next = 0;

  // Reduce each layer first-in first-out (Eén & Sörensson's queue keeps the adder trees shallow):
  // sums stay in the layer, carries go to the next one, until one bit is left.
  std::vector<Lit> out;  // out[k]: bit k of the sum
  for (size_t k = 0; k < layer.size(); ++k) {
    while (layer[k].size() >= 2) {
      const Lit s = Lit::pos(Var{first.index + 2 * next});
      const Lit c = Lit::pos(Var{first.index + 2 * next + 1});
      ++next;
      const Lit x = layer[k].front();
      layer[k].pop_front();
      const Lit y = layer[k].front();
      layer[k].pop_front();
      if (!layer[k].empty()) {
        const Lit z = layer[k].front();
        layer[k].pop_front();
        add_full_adder(cnf, x, y, z, s, c);
      } else {
        add_half_adder(cnf, x, y, s, c);
      }
      layer[k].push_back(s);
      if (layer.size() == k + 1) layer.emplace_back();
      layer[k + 1].push_back(c);
    }
    out.push_back(layer[k].empty() ? kFalseLit : layer[k].front());
  }
  assert(next == adders);

  const size_t width = out.size();
  assert(width < 63 && (pb.bound >> width) == 0 && "encode_pb_adder: the sum has a bit for every bit of K");
  auto bound_bit = [&](size_t k) { return ((pb.bound >> k) & 1) != 0; };
  if (pb.equality) {
    for (size_t k = 0; k < width; ++k) add_folded(cnf, {bound_bit(k) ? out[k] : ~out[k]});
    return;
  }
  // Σ > K iff at the highest bit where they differ Σ has 1 and K has 0: forbid that for each 0-bit.
  for (size_t k = 0; k < width; ++k) {
    if (bound_bit(k)) continue;
    std::vector<Lit> clause{~out[k]};
    for (size_t j = k + 1; j < width; ++j)
      if (bound_bit(j)) clause.push_back(~out[j]);
    add_folded(cnf, clause);
  }
}

}  // namespace gridlogic
