// sudoku_human_hodoku_als.cpp — ports of HoDoKu's AlsSolver (ALS-XZ, ALS-XY-wing: the first found;
// ALS-XY-chain: every chain, one per set of removals, sorted by HoDoKu's AlsComparator) and of its
// MiscellaneousSolver (Sue de Coq). No overlapping ALSs (HoDoKu's default). sudoku_hodoku.h.
#include <map>

#include "sudoku_hodoku.h"

namespace gridlogic::human::hodoku {
namespace {

class AlsSolver : public Solver {
 public:
  using Solver::Solver;
  bool get(Type type, Step& out) override {
    g_ = finder.sudoku;
    switch (type) {
      case Type::ALS_XZ: return xz(out);
      case Type::ALS_XY_WING: return xy_wing(out);
      case Type::ALS_XY_CHAIN: return xy_chain(out);
      default: return false;
    }
  }

 private:
  Grid* g_ = nullptr;
  const std::vector<Als>* alses_ = nullptr;
  const std::vector<RC>* rcs_ = nullptr;
  static constexpr int kMaxRc = 50;
  RC chain_[kMaxRc];
  int chain_index_ = 0;
  const RC* first_rc_ = nullptr;
  std::vector<bool> in_chain_;
  const Als* start_als_ = nullptr;
  std::map<std::string, int> deletes_;
  std::vector<Step> steps_;

  void collect() {
    alses_ = &finder.alses(false);
    rcs_ = &finder.restricted_commons(*alses_, false);
  }

  // checkCandidatesToDelete: z (every common value but the restricted ones) leaves the cells outside
  // both sets that see all z of both; the z cells become fins.
  void deletes(Step& s, const Als& a1, const Als& a2, int r1, int r2, int r3, int r4) {
    unsigned prc = a1.candidates & a2.candidates;
    for (int r : {r1, r2, r3, r4})
      if (r > 0) prc &= ~mask_of(r);
    if (prc == 0 || !a1.buddies.intersects(a2.buddies)) return;
    for (unsigned m = prc; m; m &= m - 1) {
      const int cand = first_cand(m);
      const Set81 rcb = a1.buddies_per_cand[cand] & a2.buddies_per_cand[cand];
      if (rcb.empty()) continue;
      for (int c : rcb) s.add_delete(c, cand);
      for (int c : a1.per_cand[cand] | a2.per_cand[cand]) s.add_fin(c, cand);
    }
  }

  void add_rc(Step& s, const Als& a1, const Als& a2, int cand, bool with_chain) {
    for (int c : a1.per_cand[cand] | a2.per_cand[cand]) s.add_endo_fin(c, cand);
    if (!with_chain) return;
    int min_dist = INT32_MAX, m1 = -1, m2 = -1;
    for (int i1 : a1.per_cand[cand])
      for (int i2 : a2.per_cand[cand]) {
        const int dx = line_of(i1) - line_of(i2), dy = col_of(i1) - col_of(i2);
        const int d = dx * dx + dy * dy;
        if (d < min_dist) {
          min_dist = d;
          m1 = i1;
          m2 = i2;
        }
      }
    const int tmp[2] = {chain::make(m1, cand, false), chain::make(m2, cand, false)};
    s.add_chain(0, 1, tmp);
  }

  bool doubly_linked(Step& s, const Als& a1, const Als& a2, int rc1, int rc2) {
    unsigned prc = a1.candidates & ~mask_of(rc1) & ~mask_of(rc2);
    bool doubly = false;
    for (unsigned m = prc; m; m &= m - 1) {
      const int cand = first_cand(m);
      const Set81 rci = a1.buddies_per_cand[cand].minus(a2.indices);
      for (int c : rci) {
        s.add_delete(c, cand);
        doubly = true;
      }
    }
    return doubly;
  }

  bool xz(Step& out) {
    collect();
    const auto& alses = *alses_;
    Step s;
    for (const RC& rc : *rcs_) {
      if (rc.als1 > rc.als2) continue;
      const Als &a1 = alses[rc.als1], &a2 = alses[rc.als2];
      deletes(s, a1, a2, rc.cand1, -1, -1, -1);
      if (rc.cand2 != 0) {
        deletes(s, a1, a2, rc.cand2, -1, -1, -1);
        const bool d1 = doubly_linked(s, a1, a2, rc.cand1, rc.cand2);
        const bool d2 = doubly_linked(s, a2, a1, rc.cand1, rc.cand2);
        if (d1 || d2) s.fins.clear();
      }
      if (!s.to_delete.empty()) {
        s.type = Type::ALS_XZ;
        s.add_als(a1.indices, a1.candidates);
        s.add_als(a2.indices, a2.candidates);
        add_rc(s, a1, a2, rc.cand1, false);
        if (rc.cand2 != 0) add_rc(s, a1, a2, rc.cand2, false);
        out = std::move(s);
        return true;
      }
    }
    return false;
  }

  bool xy_wing(Step& out) {
    collect();
    const auto& alses = *alses_;
    const auto& rcs = *rcs_;
    Step s;
    for (size_t i = 0; i < rcs.size(); i++) {
      const RC& rc1 = rcs[i];
      for (size_t j = i + 1; j < rcs.size(); j++) {
        const RC& rc2 = rcs[j];
        if (rc1.cand2 == 0 && rc2.cand2 == 0 && rc1.cand1 == rc2.cand1) continue;
        if (!((rc1.als1 == rc2.als1 && rc1.als2 != rc2.als2) || (rc1.als2 == rc2.als1 && rc1.als1 != rc2.als2) ||
              (rc1.als1 == rc2.als2 && rc1.als2 != rc2.als1) || (rc1.als2 == rc2.als2 && rc1.als1 != rc2.als1)))
          continue;
        const Als *a = nullptr, *b = nullptr, *c = nullptr;
        if (rc1.als1 == rc2.als1) {
          c = &alses[rc1.als1];
          a = &alses[rc1.als2];
          b = &alses[rc2.als2];
        }
        if (rc1.als1 == rc2.als2) {
          c = &alses[rc1.als1];
          a = &alses[rc1.als2];
          b = &alses[rc2.als1];
        }
        if (rc1.als2 == rc2.als1) {
          c = &alses[rc1.als2];
          a = &alses[rc1.als1];
          b = &alses[rc2.als2];
        }
        if (rc1.als2 == rc2.als2) {
          c = &alses[rc1.als2];
          a = &alses[rc1.als1];
          b = &alses[rc2.als1];
        }
        if (a->indices.intersects(b->indices)) continue;
        const Set81 u = a->indices | b->indices;
        if (u == a->indices || u == b->indices) continue;
        deletes(s, *a, *b, rc1.cand1, rc1.cand2, rc2.cand1, rc2.cand2);
        if (!s.to_delete.empty()) {
          s.type = Type::ALS_XY_WING;
          s.add_als(a->indices, a->candidates);
          s.add_als(b->indices, b->candidates);
          s.add_als(c->indices, c->candidates);
          add_rc(s, *a, *c, rc1.cand1, false);
          if (rc1.cand2 != 0) add_rc(s, *a, *c, rc1.cand2, false);
          add_rc(s, *b, *c, rc2.cand1, false);
          if (rc2.cand2 != 0) add_rc(s, *b, *c, rc2.cand2, false);
          out = std::move(s);
          return true;
        }
      }
    }
    return false;
  }

  bool xy_chain(Step& out) {
    collect();
    steps_.clear();
    deletes_.clear();
    const auto& alses = *alses_;
    for (size_t i = 0; i < alses.size(); i++) {
      start_als_ = &alses[i];
      chain_index_ = 0;
      in_chain_.assign(alses.size(), false);
      in_chain_[i] = true;
      first_rc_ = nullptr;
      chain_rec(static_cast<int>(i), nullptr);
    }
    if (steps_.empty()) return false;
    java_sort(steps_, [](const Step& o1, const Step& o2) {  // AlsComparator
      int result = static_cast<int>(o2.to_delete.size()) - static_cast<int>(o1.to_delete.size());
      if (result != 0) return result;
      if (!equivalent(o1, o2)) return index_sum(o1.to_delete) - index_sum(o2.to_delete);
      result = static_cast<int>(o1.alses.size()) - static_cast<int>(o2.alses.size());
      if (result != 0) return result;
      result = o1.alses_index_count() - o2.alses_index_count();
      if (result != 0) return result;
      return type_compare(o1.type, o2.type);
    });
    out = std::move(steps_.front());
    return true;
  }

  void chain_rec(int als_index, const RC* last_rc) {
    if (chain_index_ >= kMaxRc) return;
    const auto& alses = *alses_;
    bool first_try = true;
    // The restricted commons are copied: checkRC writes each one's actual candidate (HoDoKu stores it
    // in the shared list, and the chain keeps a clone).
    std::vector<RC>& rcs = const_cast<std::vector<RC>&>(*rcs_);
    for (int i = finder.rc_start[als_index]; i < finder.rc_end[als_index]; i++) {
      RC& rc = rcs[i];
      if (chain_index_ >= kMaxRc || !rc.check(last_rc, first_try)) continue;
      if (in_chain_[rc.als2]) continue;
      const Als& akt = alses[rc.als2];
      if (chain_index_ == 0) first_rc_ = &rc;
      chain_[chain_index_++] = rc;
      in_chain_[rc.als2] = true;
      if (chain_index_ >= 3) {
        Step s;
        int c1 = first_rc_->cand1, c2 = first_rc_->cand2, c3 = 0, c4 = 0;
        if (first_rc_->actual == 1) c2 = 0;
        else if (first_rc_->actual == 2) c1 = 0;
        if (rc.actual == 1) c3 = rc.cand1;
        else if (rc.actual == 2) c3 = rc.cand2;
        else if (rc.actual == 3) {
          c3 = rc.cand1;
          c4 = rc.cand2;
        }
        deletes(s, *start_als_, akt, c1, c2, c3, c4);
        if (!s.to_delete.empty()) {
          s.type = Type::ALS_XY_CHAIN;
          s.add_als(start_als_->indices, start_als_->candidates);
          const Als* tmp_als = start_als_;
          for (int j = 0; j < chain_index_; j++) {
            const Als& tmp = alses[chain_[j].als2];
            s.add_als(tmp.indices, tmp.candidates);
            s.rcs.push_back(chain_[j]);
            if (chain_[j].actual == 1 || chain_[j].actual == 3) add_rc(s, *tmp_als, tmp, chain_[j].cand1, true);
            if (chain_[j].actual == 2 || chain_[j].actual == 3) add_rc(s, *tmp_als, tmp, chain_[j].cand2, true);
            tmp_als = &tmp;
          }
          bool write = true;
          int replace = -1;
          const std::string elim = s.candidate_key();
          auto it = deletes_.find(elim);
          if (it != deletes_.end()) {
            if (steps_[it->second].alses_index_count() > s.alses_index_count()) replace = it->second;
            else write = false;
          }
          if (write) {
            if (replace != -1) {
              steps_[replace] = std::move(s);
            } else {
              steps_.push_back(std::move(s));
              deletes_[elim] = static_cast<int>(steps_.size()) - 1;
            }
          }
        }
      }
      chain_rec(rc.als2, &rc);
      in_chain_[rc.als2] = false;
      chain_index_--;
      if (last_rc == nullptr) {
        if (rc.cand2 != 0 && first_try) {
          first_try = false;
          i--;
        } else {
          first_try = true;
        }
      }
    }
  }
};

// ---------------------------------------------------------------------------------------------------
// Sue de Coq.

class MiscSolver : public Solver {
 public:
  using Solver::Solver;
  bool get(Type type, Step& out) override {
    if (type != Type::SUE_DE_COQ) return false;
    g_ = finder.sudoku;
    const Tables& t = T();
    return sdc(t.line_t, out) || sdc(t.col_t, out);
  }

 private:
  Grid* g_ = nullptr;
  Set81 non_block_, block_, inter_, inter_act_, non_block_act_, block_act_;
  unsigned inter_act_cands_ = 0, non_block_act_cands_ = 0, block_act_cands_ = 0;
  struct Entry {
    int akt = -1;
    unsigned cands = 0;
    Set81 indices;
  } stack1_[10], stack2_[10];

  bool sdc(const Set81* non_blocks, Step& out) {
    const Tables& t = T();
    const Set81 empty = finder.empty_cells();
    for (int i = 0; i < 9; i++) {
      non_block_ = non_blocks[i] & empty;
      for (int j = 0; j < 9; j++) {
        block_ = t.block_t[j] & empty;
        inter_ = non_block_ & block_;
        if (inter_.size() < 2) continue;
        if (intersection(out)) return true;
      }
    }
    return false;
  }

  bool intersection(Step& out) {
    const int max = inter_.size();
    inter_act_.clear();
    for (int i1 = 0; i1 < max - 1; i1++) {
      const int index1 = inter_.get(i1);
      inter_act_.add(index1);
      const unsigned c1 = g_->cells[index1];
      for (int i2 = i1 + 1; i2 < max; i2++) {
        const int index2 = inter_.get(i2);
        const unsigned c2 = c1 | g_->cells[index2];
        inter_act_.add(index2);
        int n_plus = anz(c2) - 2;
        if (n_plus >= 2 && houses(n_plus, c2, out)) return true;
        for (int i3 = i2 + 1; i3 < max; i3++) {
          const int index3 = inter_.get(i3);
          const unsigned c3 = c2 | g_->cells[index3];
          n_plus = anz(c3) - 3;
          if (n_plus >= 2) {
            inter_act_.add(index3);
            if (houses(n_plus, c3, out)) return true;
            inter_act_.remove(index3);
          }
        }
        inter_act_.remove(index2);
      }
      inter_act_.remove(index1);
    }
    return false;
  }

  bool houses(int n_plus, unsigned cand, Step& out) {
    inter_act_cands_ = cand;
    const Set81 source = non_block_.minus(inter_act_);
    return houses(n_plus, source, 0x1ff, false, out);
  }

  void deletes(Step& s, const Set81& cells, unsigned cands) {
    if (cells.empty() || anz(cands) == 0) return;
    for (int c : cells)
      for (unsigned m = g_->cells[c] & cands; m; m &= m - 1) s.add_delete(c, first_cand(m));
  }

  void set_cands(const Set81& a, const Set81& b, unsigned cands, std::vector<Cand>& dest) {
    for (int c : a | b)
      for (unsigned m = g_->cells[c] & cands; m; m &= m - 1) dest.push_back({c, first_cand(m)});
  }

  bool houses(int n_plus, const Set81& source, unsigned allowed, bool second, Step& out) {
    if (source.empty()) return false;
    Entry* stack = second ? stack2_ : stack1_;
    const int max = source.size();
    int level = 1;
    stack[0].akt = -1;
    stack[0].cands = 0;
    stack[0].indices.clear();
    stack[1].akt = -1;
    for (;;) {
      while (stack[level].akt >= max - 1)
        if (--level <= 0) return false;
      stack[level].akt++;
      stack[level].indices = stack[level - 1].indices;
      stack[level].indices.add(source.get(stack[level].akt));
      stack[level].cands = stack[level - 1].cands | g_->cells[source.get(stack[level].akt)];
      if ((stack[level].cands & ~allowed) == 0) {
        const int contained = anz(stack[level].cands & inter_act_cands_);
        const unsigned extra_cands = stack[level].cands & ~inter_act_cands_;
        const int extra = anz(extra_cands);
        if (!second) {
          if (contained > 0 && level > extra && level - extra < n_plus) {
            non_block_act_ = stack[level].indices;
            non_block_act_cands_ = stack[level].cands;
            const Set81 block_source = block_.minus(inter_act_).minus(non_block_act_);
            const unsigned block_allowed = ~(non_block_act_cands_ & ~extra_cands) & 0xffffu;
            if (houses(n_plus - (non_block_act_.size() - extra), block_source, block_allowed, true, out)) return true;
          }
        } else if (contained > 0 && stack[level].indices.size() - extra == n_plus) {
          Step s;
          block_act_ = stack[level].indices;
          block_act_cands_ = stack[level].cands;
          const unsigned both = block_act_cands_ & non_block_act_cands_;
          deletes(s, block_.minus(block_act_).minus(inter_act_),
                  ((inter_act_cands_ | block_act_cands_) & ~non_block_act_cands_) | both);
          deletes(s, non_block_.minus(non_block_act_).minus(inter_act_),
                  ((inter_act_cands_ | non_block_act_cands_) & ~block_act_cands_) | both);
          if (!s.to_delete.empty()) {
            s.type = Type::SUE_DE_COQ;
            for (int c : inter_act_) s.indices.push_back(c);
            for (unsigned m = inter_act_cands_; m; m &= m - 1) s.values.push_back(first_cand(m));
            set_cands(non_block_act_, inter_act_, non_block_act_cands_, s.fins);
            set_cands(block_act_, inter_act_, block_act_cands_, s.endo_fins);
            s.add_als(inter_act_, inter_act_cands_);
            s.add_als(block_act_, block_act_cands_);
            s.add_als(non_block_act_, non_block_act_cands_);
            out = std::move(s);
            return true;
          }
        }
      }
      if (stack[level].akt < max - 1) {
        level++;
        stack[level].akt = stack[level - 1].akt;
      }
    }
  }
};

}  // namespace

std::unique_ptr<Solver> make_als_solver(Finder& f) { return std::make_unique<AlsSolver>(f); }
std::unique_ptr<Solver> make_misc_solver(Finder& f) { return std::make_unique<MiscSolver>(f); }

}  // namespace gridlogic::human::hodoku
