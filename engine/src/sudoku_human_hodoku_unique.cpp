// sudoku_human_hodoku_unique.cpp — the port of HoDoKu's UniquenessSolver: uniqueness tests 1–6, hidden
// rectangles, avoidable rectangles 1–2 and BUG+1. HoDoKu scans every rectangle once per position, keeps
// the steps of other types it meets on the way and hands them out when those types are asked for; the
// port keeps that cache, since it decides which rectangle each type gets. sudoku_hodoku.h.
#include <algorithm>
#include <optional>
#include <vector>

#include "sudoku_hodoku.h"

namespace gridlogic::human::hodoku {
namespace {

class UniquenessSolver : public Solver {
 public:
  using Solver::Solver;
  bool get(Type type, Step& out) override {
    g_ = finder.sudoku;
    if (!finder.unique) return false;  // HoDoKu: only for puzzles with one solution
    std::optional<Step> r;
    switch (type) {
      case Type::UNIQUENESS_1:
      case Type::UNIQUENESS_2:
      case Type::UNIQUENESS_3:
      case Type::UNIQUENESS_4:
      case Type::UNIQUENESS_5:
      case Type::UNIQUENESS_6:
      case Type::HIDDEN_RECTANGLE: r = uniqueness(type); break;
      case Type::AVOIDABLE_RECTANGLE_1:
      case Type::AVOIDABLE_RECTANGLE_2:
        if (!finder.givens_unique) return false;
        r = avoidable(type);
        break;
      case Type::BUG_PLUS_1: r = bug_plus_1(); break;
      default: return false;
    }
    if (!r) return false;
    out = std::move(*r);
    return true;
  }

 private:
  Grid* g_ = nullptr;
  std::vector<int> rects_;
  int indexe_[4] = {0, 0, 0, 0};
  int cand1_ = 0, cand2_ = 0;
  std::vector<Step> cached_;
  int step_number_ = -1;
  bool last_ur_ = false, last_ar_ = false;
  Set81 two_, additional_;

  std::optional<Step> from_cache(Type type) {
    for (const Step& s : cached_)
      if (s.type == type) return s;
    return std::nullopt;
  }

  std::optional<Step> uniqueness(Type type) {
    if (finder.step_number == step_number_ && last_ur_) {
      if (auto s = from_cache(type)) return s;
    } else {
      step_number_ = finder.step_number;
      cached_.clear();
      rects_.clear();
    }
    last_ur_ = true;
    last_ar_ = false;
    for (int i = 0; i < kLength; i++) {
      if (g_->anz_cands(i) != 2) continue;
      int cs[9];
      values_of(g_->cells[i], cs);
      cand1_ = cs[0];
      cand2_ = cs[1];
      if (auto s = for_start_cell(i, false, type)) return s;
    }
    return std::nullopt;
  }

  std::optional<Step> avoidable(Type type) {
    if (finder.step_number == step_number_ && last_ar_) {
      if (auto s = from_cache(type)) return s;
    } else {
      step_number_ = finder.step_number;
      cached_.clear();
      rects_.clear();
    }
    last_ur_ = false;
    last_ar_ = true;
    for (int i = 0; i < kLength; i++) {
      if (g_->values[i] == 0 || g_->fixed[i]) continue;
      cand1_ = g_->values[i];
      if (auto s = for_start_cell(i, true, type)) return s;
      if (auto s = for_start_cell(i, true, type)) return s;  // sic: HoDoKu tries twice
    }
    return std::nullopt;
  }

  std::optional<Step> bug_plus_1() {
    int index3 = -1;
    for (int i = 0; i < kLength; i++) {
      const int a = g_->anz_cands(i);
      if (a > 3) return std::nullopt;
      if (a == 3) {
        if (index3 != -1) return std::nullopt;
        index3 = i;
      }
    }
    if (index3 == -1) return std::nullopt;
    int cand3 = -1;
    int bug[3] = {-1, -1, -1};
    for (int constr = 0; constr < 27; constr++)
      for (int cand = 1; cand <= 9; cand++) {
        const int a = g_->free[constr][cand];
        if (a > 3) return std::nullopt;
        if (a == 3) {
          if (bug[constr / 9] != -1 || (cand3 != -1 && cand3 != cand)) return std::nullopt;
          cand3 = cand;
          bug[constr / 9] = constr;
        }
      }
    const Tables& t = T();
    if (cand3 != -1 && g_->is_cand(index3, cand3) && t.constraints[index3][0] == bug[0] &&
        t.constraints[index3][1] == bug[1] && t.constraints[index3][2] == bug[2]) {
      Step s;
      s.type = Type::BUG_PLUS_1;
      for (unsigned m = g_->cells[index3]; m; m &= m - 1)
        if (first_cand(m) != cand3) s.add_delete(index3, first_cand(m));
      return s;
    }
    return std::nullopt;
  }

  // checkRect: a rectangle is looked at once per position.
  bool new_rect(int a, int b, int c, int d) {
    int r[4] = {a, b, c, d};
    std::sort(r, r + 4);
    const int key = ((r[0] * 10 + r[1]) * 10 + r[2]) * 10 + r[3];  // sic: HoDoKu's (colliding) key
    for (int k : rects_)
      if (k == key) return false;
    if (rects_.size() < 400) rects_.push_back(key);
    return true;
  }

  std::optional<Step> for_start_cell(int i11, bool avoid, Type type) {
    const Tables& t = T();
    const int line11 = line_of(i11), col11 = col_of(i11), block11 = block_of(i11);
    // HoDoKu takes these before it changes cand2 (avoidable rectangles): the previous cand2's set (its
    // set for 0 is empty).
    const Set81 allowed1 = finder.candidates_allowed()[cand1_];
    const Set81 allowed2 = cand2_ ? finder.candidates_allowed()[cand2_] : Set81{};
    for (int i12 : t.blocks[block11]) {
      if (i12 == i11) continue;
      if (line11 != line_of(i12) && col11 != col_of(i12)) continue;
      const bool ok12 = avoid ? (g_->values[i12] != 0 && !g_->fixed[i12])
                              : (g_->values[i12] == 0 && allowed1.contains(i12) && allowed2.contains(i12));
      if (!ok12) continue;
      if (avoid) cand2_ = g_->values[i12];
      const bool is_lines = line11 == line_of(i12);
      const int* unit11 = t.all_units[is_lines ? col_of(i11) + 9 : line_of(i11)];
      const int* unit12 = t.all_units[is_lines ? col_of(i12) + 9 : line_of(i12)];
      for (int j = 0; j < 9; j++) {
        if (block_of(unit11[j]) == block11) continue;
        const int i21 = unit11[j], i22 = unit12[j];
        bool ok = allowed1.contains(i21) && allowed1.contains(i22) && allowed2.contains(i22);  // sic: i22 twice
        if (!ok && avoid) {
          const Grid& g = *g_;
          ok = (g.values[i21] == cand2_ && !g.fixed[i21] && g.values[i22] == 0 && g.is_cand(i22, cand1_) &&
                g.anz_cands(i22) == 2) ||
               (g.values[i22] == cand1_ && !g.fixed[i22] && g.values[i21] == 0 && g.is_cand(i21, cand2_) &&
                g.anz_cands(i21) == 2) ||
               (g.values[i21] == 0 && g.is_cand(i21, cand2_) && g.anz_cands(i21) == 2 && g.values[i22] == 0 &&
                g.is_cand(i22, cand1_) && g.anz_cands(i22) == 2);
        }
        if (!ok || !new_rect(i11, i12, i21, i22)) continue;
        indexe_[0] = i11;
        indexe_[1] = i12;
        indexe_[2] = i21;
        indexe_[3] = i22;
        std::optional<Step> s = avoid ? check_avoidable(i21, i22, type) : check_ur(type);
        if (s) return s;
      }
    }
    return std::nullopt;
  }

  Step init_step(Type type) const {
    Step s;
    s.type = type;
    s.values = {cand1_, cand2_};
    s.indices = {indexe_[0], indexe_[1], indexe_[2], indexe_[3]};
    return s;
  }

  // A step found: returned when it is of the type asked for, else kept for later.
  std::optional<Step> offer(Step&& s, Type type) {
    if (s.type == type) return std::move(s);
    cached_.push_back(std::move(s));
    return std::nullopt;
  }

  std::optional<Step> check_ur(Type type) {
    const Tables& t = T();
    two_.clear();
    additional_.clear();
    const unsigned ur_mask = mask_of(cand1_) | mask_of(cand2_);
    for (int i : indexe_) {
      if (g_->cells[i] & ~ur_mask) additional_.add(i);
      else two_.add(i);
    }
    const int two_size = two_.size();
    if (two_size == 3) {
      Step s = init_step(Type::UNIQUENESS_1);
      const int del = additional_.get(0);
      if (g_->is_cand(del, cand1_)) s.add_delete(del, cand1_);
      if (g_->is_cand(del, cand2_)) s.add_delete(del, cand2_);
      if (!s.to_delete.empty())
        if (auto r = offer(std::move(s), type)) return r;
    }
    if (two_size == 2 || two_size == 1) {
      unsigned add_mask = 0;
      Set81 tmp = Set81::all();
      for (int i3 : additional_) {
        add_mask |= g_->cells[i3] & ~ur_mask;
        if (anz(add_mask) > 1) break;
        tmp &= t.buddies[i3];
      }
      if (anz(add_mask) == 1) {
        const int add_cand = first_cand(add_mask);
        tmp &= finder.candidates()[add_cand];
        if (!tmp.empty()) {
          const int i1 = additional_.get(0), i2 = additional_.get(1);
          Type ty = Type::UNIQUENESS_2;
          if (additional_.size() == 3 || (line_of(i1) != line_of(i2) && col_of(i1) != col_of(i2)))
            ty = Type::UNIQUENESS_5;
          Step s = init_step(ty);
          for (int c : tmp) s.add_delete(c, add_cand);
          if (auto r = offer(std::move(s), type)) return r;
        }
      }
    }
    if (two_size == 2) {
      unsigned u3 = 0;
      for (int i3 : additional_) u3 |= g_->cells[i3] & ~ur_mask;
      const int i1 = additional_.get(0), i2 = additional_.get(1);
      if (line_of(i1) == line_of(i2))
        if (auto r = check_u3(LINE, t.lines[line_of(i1)], u3, ur_mask, type)) return r;
      if (col_of(i1) == col_of(i2))
        if (auto r = check_u3(COL, t.cols[col_of(i1)], u3, ur_mask, type)) return r;
      if (block_of(i1) == block_of(i2))
        if (auto r = check_u3(BLOCK, t.blocks[block_of(i1)], u3, ur_mask, type)) return r;
    }
    if (two_size == 2) {
      const int i1 = additional_.get(0), i2 = additional_.get(1);
      if (line_of(i1) == line_of(i2) || col_of(i1) == col_of(i2)) {
        const Set81 tmp = t.buddies[i1] & t.buddies[i2];
        int del = -1;
        if ((tmp & finder.candidates()[cand1_]).empty()) del = cand2_;
        else if ((tmp & finder.candidates()[cand2_]).empty()) del = cand1_;
        if (del != -1) {
          Step s = init_step(Type::UNIQUENESS_4);
          if (g_->is_cand(i1, del)) s.add_delete(i1, del);
          if (g_->is_cand(i2, del)) s.add_delete(i2, del);
          if (!s.to_delete.empty())
            if (auto r = offer(std::move(s), type)) return r;
        }
      }
    }
    if (two_size == 2) {
      const int i1 = additional_.get(0), i2 = additional_.get(1);
      if (line_of(i1) != line_of(i2) && col_of(i1) != col_of(i2)) {
        Set81 tmp = t.line_t[line_of(i1)] | t.col_t[col_of(i1)] | t.line_t[line_of(i2)] | t.col_t[col_of(i2)];
        tmp.and_not(additional_);
        tmp.and_not(two_);
        int del = -1;
        if ((tmp & finder.candidates()[cand1_]).empty()) del = cand1_;
        else if ((tmp & finder.candidates()[cand2_]).empty()) del = cand2_;
        if (del != -1) {
          Step s = init_step(Type::UNIQUENESS_6);
          if (g_->is_cand(i1, del)) s.add_delete(i1, del);
          if (g_->is_cand(i2, del)) s.add_delete(i2, del);
          if (!s.to_delete.empty())
            if (auto r = offer(std::move(s), type)) return r;
        }
      }
    }
    if (two_size == 2 || two_size == 1) {
      const int i1 = two_.get(0), i2 = two_size > 1 ? two_.get(1) : -1;
      bool do_check = true;
      if (two_size == 2 && (line_of(i1) == line_of(i2) || col_of(i1) == col_of(i2))) do_check = false;
      if (do_check) {
        if (auto r = hidden_rect(i1, type)) return r;
        if (two_size == 2)
          if (auto r = hidden_rect(i2, type)) return r;
      }
    }
    return std::nullopt;
  }

  std::optional<Step> hidden_rect(int corner, Type type) {
    const int line_c = line_of(corner), col_c = col_of(corner);
    const int i1 = additional_.get(0), i2 = additional_.get(1);
    int line1 = line_of(i1);
    if (line1 == line_c) line1 = line_of(i2);
    int col1 = col_of(i1);
    if (col1 == col_c) col1 = col_of(i2);
    if (auto r = hidden_rect_cand(line1, col1, cand1_, cand2_, type)) return r;
    return hidden_rect_cand(line1, col1, cand2_, cand1_, type);
  }

  std::optional<Step> hidden_rect_cand(int line, int col, int c1, int c2, Type type) {
    const Tables& t = T();
    const Set81 corners = two_ | additional_;
    if (!(finder.candidates()[c1] & t.line_t[line]).minus(corners).empty()) return std::nullopt;
    if (!(finder.candidates()[c1] & t.col_t[col]).minus(corners).empty()) return std::nullopt;
    const int del = line * 9 + col;
    Step s = init_step(Type::HIDDEN_RECTANGLE);
    if (g_->is_cand(del, c2)) s.add_delete(del, c2);
    if (!s.to_delete.empty()) return offer(std::move(s), type);
    return std::nullopt;
  }

  std::optional<Step> check_u3(int unit_type, const int* unit, unsigned u3, unsigned ur_mask, Type type) {
    Set81 u3_indices;
    const Set81 corners = two_ | additional_;
    for (int i = 0; i < 9; i++) {
      const unsigned cell = g_->cells[unit[i]];
      if (cell != 0 && (cell & ur_mask) == 0 && !corners.contains(unit[i])) u3_indices.add(unit[i]);
    }
    if (u3_indices.empty()) return std::nullopt;
    return check_u3_rec(unit_type, unit, u3_indices, u3, additional_, 0, type);
  }

  static bool same_line_or_col(const Set81& s) {
    if (s.empty()) return false;
    const int l = line_of(s.get(0)), c = col_of(s.get(0));
    bool sl = true, sc = true;
    for (int x : s) {
      if (line_of(x) != l) sl = false;
      if (col_of(x) != c) sc = false;
    }
    return sl || sc;
  }

  static int block_for_check3(const Set81& s) {
    if (s.empty()) return -1;
    const int b = block_of(s.get(0));
    for (int x : s)
      if (block_of(x) != b) return -1;
    return b;
  }

  std::optional<Step> check_u3_rec(int unit_type, const int* unit, const Set81& u3_indices, unsigned cands_included,
                                   const Set81& indices_included, int start, Type type) {
    const Tables& t = T();
    const int n = u3_indices.size();
    for (int i = start; i < n; i++) {
      unsigned akt_cands = cands_included;
      Set81 akt = indices_included;
      akt.add(u3_indices.get(i));
      akt_cands |= g_->cells[u3_indices.get(i)];
      if ((unit_type != BLOCK || !same_line_or_col(akt)) && anz(akt_cands) == akt.size() - 1) {
        Step s = init_step(Type::UNIQUENESS_3);
        for (int j = 0; j < 9; j++)
          if (g_->values[unit[j]] == 0 && !akt.contains(unit[j]))
            for (unsigned m = g_->cells[unit[j]] & akt_cands; m; m &= m - 1) s.add_delete(unit[j], first_cand(m));
        if (!s.to_delete.empty()) {
          for (unsigned m = akt_cands; m; m &= m - 1)
            for (int x : akt)
              if (g_->is_cand(x, first_cand(m))) s.add_fin(x, first_cand(m));
          if (unit_type == LINE || unit_type == COL) {
            const int block = block_for_check3(akt);
            if (block != -1)
              for (int c : t.blocks[block])
                if (g_->values[c] == 0 && !akt.contains(c))
                  for (unsigned m = g_->cells[c] & akt_cands; m; m &= m - 1) s.add_delete(c, first_cand(m));
          }
          if (auto r = offer(std::move(s), type)) return r;
        }
      }
      if (auto r = check_u3_rec(unit_type, unit, u3_indices, akt_cands, akt, i + 1, type)) return r;
    }
    return std::nullopt;
  }

  std::optional<Step> check_avoidable(int i21, int i22, Type type) {
    const Tables& t = T();
    if (g_->values[i21] != 0 || g_->values[i22] != 0) {
      Step s = init_step(Type::AVOIDABLE_RECTANGLE_1);
      if (g_->values[i21] != 0) {
        if (g_->is_cand(i22, cand1_)) s.add_delete(i22, cand1_);
      } else if (g_->is_cand(i21, cand2_)) {
        s.add_delete(i21, cand2_);
      }
      if (!s.to_delete.empty()) return offer(std::move(s), type);
      return std::nullopt;
    }
    int cs[9];
    values_of(g_->cells[i21], cs);
    const int add = cs[0] == cand2_ ? cs[1] : cs[0];
    if (!g_->is_cand(i22, add)) return std::nullopt;
    const Set81 tmp = t.buddies[i21] & t.buddies[i22] & finder.candidates()[add];
    if (tmp.empty()) return std::nullopt;
    Step s = init_step(Type::AVOIDABLE_RECTANGLE_2);
    for (int c : tmp) s.add_delete(c, add);
    s.add_endo_fin(i21, add);
    s.add_endo_fin(i22, add);
    return offer(std::move(s), type);
  }
};

}  // namespace

std::unique_ptr<Solver> make_uniqueness_solver(Finder& f) { return std::make_unique<UniquenessSolver>(f); }

}  // namespace gridlogic::human::hodoku
