// sudoku_human_hodoku_chains.cpp — the port of HoDoKu's ChainSolver: X-chains, XY-chains, remote pairs
// and turbot fish, found by a depth-first walk over strong and weak links from every candidate, every
// chain kept (one per set of removals, the shortest), then sorted with SolutionStep.compareTo and the
// first taken. Chains are limited to 20 links (HoDoKu's default), turbot fish to 3. sudoku_hodoku.h.
#include <map>

#include "sudoku_hodoku.h"

namespace gridlogic::human::hodoku {
namespace {

constexpr int X_CHAIN = 0, XY_CHAIN = 1, REMOTE_PAIR = 2, TURBOT_FISH = 4;
constexpr int kMaxChain = 2 * kLength;

class ChainSolver : public Solver {
 public:
  using Solver::Solver;
  bool get(Type type, Step& out) override {
    int kind;
    switch (type) {
      case Type::X_CHAIN: kind = X_CHAIN; break;
      case Type::XY_CHAIN: kind = XY_CHAIN; break;
      case Type::REMOTE_PAIR: kind = REMOTE_PAIR; break;
      case Type::TURBOT_FISH: kind = TURBOT_FISH; break;
      default: return false;
    }
    g_ = finder.sudoku;
    steps_.clear();
    chains(kind);
    if (steps_.empty()) return false;
    java_sort(steps_, compare_steps);
    out = std::move(steps_.front());
    return true;
  }

 private:
  Grid* g_ = nullptr;
  struct Entry {
    int cell = 0, cand = 0;
    bool strong_only = false;
    int akt = 0, end = 0;
  } stack_[kMaxChain];
  int level_ = 0, max_length_ = 20;
  std::vector<int> links_;
  int start_idx_[810], end_idx_[810];
  int chain_[kMaxChain];
  Set81 chain_set_;
  int start_ = 0, start_cand_ = 0, start_cand2_ = 0;
  unsigned rp_cell_ = 0;
  Set81 start_cell_set_, start_cell_set2_;
  std::map<std::string, int> deletes_;
  std::vector<Step> steps_;

  void all_links(int type) {
    const Tables& t = T();
    links_.clear();
    for (int cell = 0; cell < kLength; cell++) {
      const unsigned c = g_->cells[cell];
      if (c == 0 || ((type == REMOTE_PAIR || type == XY_CHAIN) && anz(c) != 2)) continue;
      for (int v = 1; v <= 9; v++) {
        const int se = cell * 10 + v;
        start_idx_[se] = static_cast<int>(links_.size());
        if (!g_->is_cand(cell, v)) {
          end_idx_[se] = start_idx_[se];
          continue;
        }
        if (anz(c) == 2 && type != X_CHAIN && type != TURBOT_FISH) {
          int cs[9];
          values_of(c, cs);
          links_.push_back(chain::make(cell, cs[0] == v ? cs[1] : cs[0], true));
        }
        for (int k = 0; k < 3; k++) {
          const int constr = t.constraints[cell][k];
          const bool strong = g_->free[constr][v] == 2 && (type == X_CHAIN || type == TURBOT_FISH);
          for (int o : t.all_units[constr]) {
            if (o == cell || !g_->is_cand(o, v)) continue;
            const unsigned c2 = g_->cells[o];
            if (type == REMOTE_PAIR && c2 != c) continue;
            if (type == XY_CHAIN && anz(c2) != 2) continue;
            if (k == 2 && (line_of(cell) == line_of(o) || col_of(cell) == col_of(o))) continue;
            links_.push_back(chain::make(o, v, strong));
          }
        }
        end_idx_[se] = static_cast<int>(links_.size());
      }
    }
  }

  void chains(int type) {
    std::fill(std::begin(start_idx_), std::end(start_idx_), 0);
    std::fill(std::begin(end_idx_), std::end(end_idx_), 0);
    all_links(type);
    max_length_ = type == TURBOT_FISH ? 3 : 20;
    deletes_.clear();
    const auto& cands = finder.candidates();
    const Tables& t = T();
    for (start_ = 0; start_ < kLength; start_++) {
      if (g_->values[start_] != 0) continue;
      int cs[9];
      const int nc = values_of(g_->cells[start_], cs);
      for (int ci = 0; ci < nc; ci++) {
        start_cand_ = cs[ci];
        const int lsi = start_ * 10 + start_cand_;
        for (int li = start_idx_[lsi]; li < end_idx_[lsi]; li++) {
          const int link = links_[li];
          if (!chain::strong(link)) continue;
          if ((type == X_CHAIN || type == TURBOT_FISH) && chain::cand(link) != start_cand_) continue;
          if ((type == XY_CHAIN || type == REMOTE_PAIR) && g_->anz_cands(chain::cell(link)) != 2) continue;
          if ((type == XY_CHAIN || type == REMOTE_PAIR) && chain::cell(link) != start_) continue;
          if (type == REMOTE_PAIR) {
            rp_cell_ = g_->cells[start_];
            start_cand2_ = cs[0] != start_cand_ ? cs[0] : cs[1];
          }
          level_ = 1;
          chain_[0] = chain::make(start_, start_cand_, false);
          chain_[1] = link;
          Entry& e = stack_[1];
          e.cell = chain::cell(link);
          e.cand = chain::cand(link);
          e.strong_only = !chain::strong(link);
          e.akt = start_idx_[e.cell * 10 + e.cand];
          e.end = end_idx_[e.cell * 10 + e.cand];
          chain_set_.clear();
          chain_set_.add(start_);
          start_cell_set_ = t.buddies[start_] & cands[start_cand_];
          if (type == REMOTE_PAIR) start_cell_set2_ = t.buddies[start_] & cands[start_cand2_];
          walk(type);
        }
      }
    }
  }

  void walk(int type) {
    const Tables& t = T();
    Entry* e = &stack_[level_];
    for (;;) {
      while (e->akt >= e->end) {
        level_--;
        e = &stack_[level_];
        chain_set_.remove(e->cell);
        if (level_ <= 0) return;
      }
      int link = links_[e->akt++];
      bool link_strong = chain::strong(link);
      if (e->strong_only && !link_strong) continue;
      const int cell = chain::cell(link), cand = chain::cand(link);
      if (e->cell == cell && e->cand == cand) continue;
      if (type == REMOTE_PAIR && g_->cells[cell] != rp_cell_) continue;
      if ((type == X_CHAIN || type == TURBOT_FISH) && cand != start_cand_) continue;
      if ((type == XY_CHAIN || type == REMOTE_PAIR) && g_->anz_cands(cell) != 2) continue;
      if ((type == XY_CHAIN || type == REMOTE_PAIR) && e->strong_only && cell != e->cell) continue;
      bool is_loop = false;
      if (chain_set_.contains(cell)) {
        if (start_ != cell) continue;
        is_loop = true;
      }
      chain_set_.add(e->cell);
      if (!e->strong_only && link_strong) {
        link = chain::set_strong(link, false);
        link_strong = false;
      }
      chain_[++level_] = link;
      if (level_ > 1 && link_strong && cand == start_cand_) {
        const Set81 m = start_cell_set_ & t.buddies[cell];
        if (!m.empty()) {
          switch (type) {
            case X_CHAIN: check_x(m, false); break;
            case TURBOT_FISH:
              if (level_ == 3) check_x(m, true);
              break;
            case XY_CHAIN: check_xy(m); break;
            case REMOTE_PAIR:
              if (level_ >= 7) check_rp(m, cell);
              break;
            default: break;
          }
        }
      }
      const bool old_strong_only = e->strong_only;
      e = &stack_[level_];
      if (level_ < max_length_ && !is_loop) {
        e->cell = cell;
        e->cand = cand;
        e->strong_only = !old_strong_only;
        e->akt = start_idx_[cell * 10 + cand];
        e->end = end_idx_[cell * 10 + cand];
      } else {
        e->akt = e->end;
      }
    }
  }

  bool dedupe(Step& s) {  // one chain per set of removals: the shortest found first
    const std::string del = s.candidate_key();
    auto it = deletes_.find(del);
    if (it != deletes_.end() && it->second <= level_) return false;
    deletes_[del] = level_;
    return true;
  }

  void store(Step& s) {
    s.add_chain(0, level_, chain_);
    steps_.push_back(std::move(s));
  }

  void check_x(const Set81& m, bool turbot) {
    Step s;
    s.type = turbot ? Type::TURBOT_FISH : Type::X_CHAIN;
    s.values.push_back(start_cand_);
    for (int c : m) s.add_delete(c, start_cand_);
    if (!turbot && !dedupe(s)) return;
    store(s);
  }

  void check_xy(const Set81& m) {
    Step s;
    s.type = Type::XY_CHAIN;
    s.values.push_back(start_cand_);
    for (int c : m) s.add_delete(c, start_cand_);
    if (!dedupe(s)) return;
    store(s);
  }

  void check_rp(const Set81& m, int end_index) {
    const Tables& t = T();
    Set81 rp1, rp2;
    if (level_ > 7) {
      for (int i = 0; i <= level_; i += 2)
        for (int j = i + 6; j <= level_; j += 4) {
          const Set81 tmp = t.buddies[chain::cell(chain_[i])] & t.buddies[chain::cell(chain_[j])];
          rp1 |= tmp & finder.candidates()[start_cand_];
          rp2 |= tmp & finder.candidates()[start_cand2_];
        }
    } else {
      rp1 = m;
      rp2 = start_cell_set2_ & t.buddies[end_index];
    }
    Step s;
    s.type = Type::REMOTE_PAIR;
    s.values = {start_cand_, start_cand2_};
    for (int c : rp1) s.add_delete(c, start_cand_);
    for (int c : rp2) s.add_delete(c, start_cand2_);
    if (!dedupe(s)) return;
    store(s);
  }
};

}  // namespace

std::unique_ptr<Solver> make_chain_solver(Finder& f) { return std::make_unique<ChainSolver>(f); }

}  // namespace gridlogic::human::hodoku
