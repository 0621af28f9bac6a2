// pb_bdd.cpp — a PB constraint in normal form as a shared BDD of ITE nodes (pseudo_boolean.h,
// document 003 §4.1.1); pseudo_boolean.cpp normalises, pb_adder.cpp is the alternative.
#include <algorithm>
#include <cassert>
#include <map>
#include <utility>
#include <vector>

#include "gridlogic/pseudo_boolean.h"

namespace gridlogic {
namespace {

// Terminal children are the constants true and false rather than variables; a node id ≥ 0 is an
// internal node.
constexpr int32_t kTrueNode = -1;
constexpr int32_t kFalseNode = -2;
// Beyond every bound and sum: the normal form keeps Σ weights ≤ 2^60.
constexpr int64_t kInfinity = int64_t{1} << 62;

struct Node {
  int32_t level;  // the term this node branches on
  int32_t t, f;   // child when that term's literal is true / false
};

class BddBuilder {
 public:
  explicit BddBuilder(const PbNormalForm& pb)
      : pb_(pb), suffix_(pb.lits.size() + 1, 0), le_memo_(pb.lits.size()), eq_memo_(pb.lits.size()) {
    for (size_t i = pb.lits.size(); i-- > 0;) suffix_[i] = suffix_[i + 1] + pb.weights[i];
  }

  int32_t build_root() { return pb_.equality ? build_eq(0, pb_.bound) : build_le(0, pb_.bound).node; }
  const std::vector<Node>& nodes() const { return nodes_; }

 private:
  // A node together with the interval [beta, gamma] of bounds K for which "Σ_{j≥i} ≤ K" is this node.
  struct Built {
    int32_t node;
    int64_t beta, gamma;
  };

  // "Σ_{j≥i} wⱼlⱼ ≤ k". Eén & Sörensson's interval memo: the node for k serves every bound in its
  // interval, which is the intersection of its children's intervals (the true child's shifted by wᵢ).
  Built build_le(size_t i, int64_t k) {
    if (k < 0) return {kFalseNode, -kInfinity, -1};
    if (k >= suffix_[i]) return {kTrueNode, suffix_[i], kInfinity};
    std::map<int64_t, std::pair<int64_t, int32_t>>& memo = le_memo_[i];  // beta → (gamma, node)
    auto it = memo.upper_bound(k);
    if (it != memo.begin() && k <= std::prev(it)->second.first) {
      --it;
      return {it->second.second, it->first, it->second.first};
    }
    const int64_t w = pb_.weights[i];
    const Built t = build_le(i + 1, k - w);
    const Built f = build_le(i + 1, k);
    const Built self{make_node(i, t.node, f.node), std::max(t.beta + w, f.beta), std::min(t.gamma + w, f.gamma)};
    assert(self.beta <= k && k <= self.gamma);
    memo.emplace(self.beta, std::make_pair(self.gamma, self.node));
    return self;
  }

  // "Σ_{j≥i} wⱼlⱼ = k". Document 003's memo by (level, remaining sum): different satisfiable sums
  // are different functions, and unsatisfiable ones all collapse into the false terminal below.
  int32_t build_eq(size_t i, int64_t k) {
    if (k < 0 || k > suffix_[i]) return kFalseNode;
    if (i == pb_.lits.size()) return kTrueNode;  // k == 0 here
    auto found = eq_memo_[i].find(k);
    if (found != eq_memo_[i].end()) return found->second;
    const int32_t t = build_eq(i + 1, k - pb_.weights[i]);
    const int32_t f = build_eq(i + 1, k);
    const int32_t node = make_node(i, t, f);
    eq_memo_[i].emplace(k, node);
    return node;
  }

  // A node whose branches agree does not depend on its literal: it is its child (this is how sums
  // that cannot be reached, e.g. odd sums of even weights, fold into the false terminal).
  int32_t make_node(size_t level, int32_t t, int32_t f) {
    if (t == f) return t;
    nodes_.push_back(Node{static_cast<int32_t>(level), t, f});
    return static_cast<int32_t>(nodes_.size() - 1);
  }

  const PbNormalForm& pb_;
  std::vector<int64_t> suffix_;  // suffix_[i] = Σ_{j≥i} wⱼ
  std::vector<std::map<int64_t, std::pair<int64_t, int32_t>>> le_memo_;
  std::vector<std::map<int64_t, int32_t>> eq_memo_;
  std::vector<Node> nodes_;  // children before parents
};

// Adds a clause in which true/false literals stand for terminal children: one that contains true is
// satisfied and dropped, false literals are left out.
constexpr Lit kTrueLit{-2};  // ~kTrueLit == kFalseLit: the code's low bit is the sign, as for any Lit
constexpr Lit kFalseLit{-1};

void add_folded(Cnf& cnf, std::initializer_list<Lit> lits) {
  Lit kept[3];
  size_t n = 0;
  for (Lit l : lits) {
    if (l == kTrueLit) return;
    if (l != kFalseLit) kept[n++] = l;
  }
  cnf.add_clause(std::span<const Lit>(kept, n));
}

}  // namespace

void encode_pb_bdd(Cnf& cnf, const PbNormalForm& pb) {
  assert(pb.kind == PbNormalForm::Kind::Constraint && "encode_pb_bdd: normal form expected");
  BddBuilder builder(pb);
  const int32_t root = builder.build_root();
  const std::vector<Node>& nodes = builder.nodes();
  Var first{cnf.num_vars()};
  if (!nodes.empty()) first = cnf.new_range("pb_bdd", {static_cast<int>(nodes.size())}).first;
  auto extendable = [&](int32_t node) {
    if (node == kTrueNode) return kTrueLit;
    if (node == kFalseNode) return kFalseLit;
    return Lit::pos(Var{first.index + node});
  };
  add_folded(cnf, {extendable(root)});
  // Top-down, as document 003's second breadth-first pass visits them.
  for (size_t id = nodes.size(); id-- > 0;) {
    const Node& node = nodes[id];
    const Lit n = extendable(static_cast<int32_t>(id));
    const Lit x = pb.lits[node.level];
    const Lit t = extendable(node.t);
    const Lit f = extendable(node.f);
    add_folded(cnf, {~n, ~x, t});  // 1. e ∧ x → e_t
    add_folded(cnf, {~n, x, f});   // 2. e ∧ ¬x → e_f
    add_folded(cnf, {n, ~x, ~t});  // 3. ¬e ∧ x → ¬e_t
    add_folded(cnf, {n, x, ~f});   // 4. ¬e ∧ ¬x → ¬e_f
    add_folded(cnf, {~t, ~f, n});  // 5. e_t ∧ e_f → e
    add_folded(cnf, {t, f, ~n});   // 6. ¬e_t ∧ ¬e_f → ¬e
  }
}

}  // namespace gridlogic
