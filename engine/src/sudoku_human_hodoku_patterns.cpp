// sudoku_human_hodoku_patterns.cpp — ports of HoDoKu's SingleDigitPatternSolver (skyscraper, 2-string
// kite, empty rectangle), WingSolver (XY-wing, XYZ-wing, W-wing) and ColoringSolver (simple and multi
// colours), each returning the first step in HoDoKu's search order (duals off, HoDoKu's default).
// sudoku_hodoku.h.
#include "sudoku_hodoku.h"

namespace gridlogic::human::hodoku {
namespace {

// ---------------------------------------------------------------------------------------------------
// Single digit patterns.

class SingleDigitSolver : public Solver {
 public:
  explicit SingleDigitSolver(Finder& f) : Solver(f) {
    static constexpr int kOffsets[9][4] = {{0, 1, 9, 10},   {0, 2, 9, 11},   {1, 2, 10, 11},
                                           {0, 1, 18, 19},  {0, 2, 18, 20},  {1, 2, 19, 20},
                                           {9, 10, 18, 19}, {9, 11, 18, 20}, {10, 11, 19, 20}};
    static constexpr int kLineOffsets[9] = {2, 2, 2, 1, 1, 1, 0, 0, 0};
    static constexpr int kColOffsets[9] = {2, 1, 0, 2, 1, 0, 2, 1, 0};
    int index_offset = 0, line_offset = 0, col_offset = 0;
    for (int i = 0; i < 9; i++) {
      for (int j = 0; j < 9; j++) {
        er_sets_[i][j].clear();
        for (int k = 0; k < 4; k++) er_sets_[i][j].add(kOffsets[j][k] + index_offset);
        er_lines_[i][j] = kLineOffsets[j] + line_offset;
        er_cols_[i][j] = kColOffsets[j] + col_offset;
      }
      index_offset += 3;
      col_offset += 3;
      if (i % 3 == 2) {
        index_offset += 18;
        line_offset += 3;
        col_offset = 0;
      }
    }
  }
  bool get(Type type, Step& out) override {
    g_ = finder.sudoku;
    switch (type) {
      case Type::SKYSCRAPER: return skyscraper(true, out) || skyscraper(false, out);
      case Type::TWO_STRING_KITE: return kite(out);
      case Type::EMPTY_RECTANGLE: return empty_rectangles(out);
      default: return false;
    }
  }

 private:
  Grid* g_ = nullptr;
  Set81 er_sets_[9][9];
  int er_lines_[9][9], er_cols_[9][9];
  int only2_[18][2];

  bool empty_rectangles(Step& out) {
    const Tables& t = T();
    for (int cand = 1; cand <= 9; ++cand)
      for (int i = 0; i < 9; i++) {
        if (g_->free[18 + i][cand] < 2 || g_->free[18 + i][cand] > 5) continue;
        const Set81 block_cands = finder.candidates()[cand] & t.block_t[i];
        for (int j = 0; j < 9; j++) {
          bool not_enough = true;
          if (!(block_cands & er_sets_[i][j]).empty()) continue;
          Set81 tmp = block_cands & t.line_t[er_lines_[i][j]];
          if (tmp.size() >= 2) not_enough = false;
          if (tmp.minus(t.col_t[er_cols_[i][j]]).empty()) continue;
          const int er_line = er_lines_[i][j];
          tmp = block_cands & t.col_t[er_cols_[i][j]];
          if (tmp.size() >= 2) not_enough = false;
          if (tmp.minus(t.line_t[er_lines_[i][j]]).empty()) continue;
          const int er_col = er_cols_[i][j];
          if (not_enough) continue;  // HoDoKu's default: no ERs with only two candidates
          if (check_er(cand, i, block_cands, t.lines[er_line], false, er_col, out)) return true;
          if (check_er(cand, i, block_cands, t.cols[er_col], true, er_line, out)) return true;
        }
      }
    return false;
  }

  bool check_er(int cand, int block, const Set81& block_cands, const int* indices, bool reversed, int first_col,
                Step& out) {
    const Tables& t = T();
    for (int i = 0; i < 9; i++) {
      const int index = indices[i];
      if (g_->values[index] != 0 || block_of(index) == block || !g_->is_cand(index, cand)) continue;
      const int act_col = reversed ? line_of(index) : col_of(index);
      Set81 tmp = finder.candidates()[cand] & (reversed ? t.line_t[act_col] : t.col_t[act_col]);
      if (tmp.size() != 2) continue;
      int index2 = tmp.get(0);
      if (index2 == index) index2 = tmp.get(1);
      const int act_line = reversed ? col_of(index2) : line_of(index2);
      tmp = finder.candidates()[cand] & (reversed ? t.col_t[act_line] : t.line_t[act_line]);
      for (int del : tmp) {
        if (block_of(del) == block) continue;
        const int col_del = reversed ? line_of(del) : col_of(del);
        if (col_del == first_col) {
          Step s;
          s.type = Type::EMPTY_RECTANGLE;
          s.entity = BLOCK;
          s.entity_number = block + 1;
          s.values.push_back(cand);
          s.indices.push_back(index);
          s.indices.push_back(index2);
          for (int c : block_cands) s.add_fin(c, cand);
          s.add_delete(del, cand);
          out = std::move(s);
          return true;
        }
      }
    }
    return false;
  }

  bool skyscraper(bool lines, Step& out) {
    const Tables& t = T();
    const int c_start = lines ? 0 : 9, c_end = c_start + 9;
    for (int cand = 1; cand <= 9; ++cand) {
      int count = 0;
      for (int constr = c_start; constr < c_end; constr++) {
        if (g_->free[constr][cand] != 2) continue;
        int k = 0;
        for (int cell : t.all_units[constr])
          if (g_->is_cand(cell, cand)) {
            only2_[count][k++] = cell;
            if (k >= 2) break;
          }
        count++;
      }
      for (int i = 0; i < count; i++)
        for (int j = i + 1; j < count; j++) {
          auto other = [&](int c) { return lines ? col_of(c) : line_of(c); };
          bool found = false;
          int other_index = 1;
          if (other(only2_[i][0]) == other(only2_[j][0])) found = true;
          if (!found && other(only2_[i][1]) == other(only2_[j][1])) {
            found = true;
            other_index = 0;
          }
          if (!found) continue;
          if (other(only2_[i][other_index]) == other(only2_[j][other_index])) continue;
          const Set81 first =
              finder.candidates()[cand] & t.buddies[only2_[i][other_index]] & t.buddies[only2_[j][other_index]];
          if (first.empty()) continue;
          Step s;
          s.type = Type::SKYSCRAPER;
          s.values.push_back(cand);
          const int a = other_index == 0 ? 0 : 1, b = 1 - a;
          s.indices = {only2_[i][a], only2_[j][a], only2_[i][b], only2_[j][b]};
          for (int c : first) s.add_delete(c, cand);
          out = std::move(s);
          return true;
        }
    }
    return false;
  }

  bool kite(Step& out) {
    const Tables& t = T();
    for (int cand = 1; cand <= 9; ++cand) {
      int c1 = 0, c2 = 0;
      for (int constr = 0; constr < 18; constr++) {
        if (g_->free[constr][cand] != 2) continue;
        int k = 0;
        for (int cell : t.all_units[constr])
          if (g_->is_cand(cell, cand)) {
            only2_[c1 + c2][k++] = cell;
            if (k >= 2) break;
          }
        if (constr < 9) c1++;
        else c2++;
      }
      for (int i = 0; i < c1; i++)
        for (int j = c1; j < c1 + c2; j++) {
          int* a = only2_[i];
          int* b = only2_[j];
          // HoDoKu swaps the stored pairs in place (the swaps persist for the later pairs).
          if (block_of(a[0]) == block_of(b[0])) {
          } else if (block_of(a[0]) == block_of(b[1])) {
            std::swap(b[0], b[1]);
          } else if (block_of(a[1]) == block_of(b[0])) {
            std::swap(a[0], a[1]);
          } else if (block_of(a[1]) == block_of(b[1])) {
            std::swap(b[0], b[1]);
            std::swap(a[0], a[1]);
          } else {
            continue;
          }
          if (a[0] == b[0] || a[0] == b[1] || a[1] == b[0] || a[1] == b[1]) continue;
          const int cross = line_of(b[1]) * 9 + col_of(a[1]);
          if (!g_->is_cand(cross, cand)) continue;
          Step s;
          s.type = Type::TWO_STRING_KITE;
          s.values.push_back(cand);
          s.indices = {a[1], b[1], a[0], b[0]};
          s.add_delete(cross, cand);
          s.add_fin(a[0], cand);
          s.add_fin(b[0], cand);
          out = std::move(s);
          return true;
        }
    }
    return false;
  }
};

// ---------------------------------------------------------------------------------------------------
// Wings.

class WingSolver : public Solver {
 public:
  using Solver::Solver;
  bool get(Type type, Step& out) override {
    g_ = finder.sudoku;
    switch (type) {
      case Type::XY_WING: return wing(false, out);
      case Type::XYZ_WING: return wing(true, out);
      case Type::W_WING: return w_wing(out);
      default: return false;
    }
  }

 private:
  Grid* g_ = nullptr;
  int w1_ = 0, w2_ = 0;

  bool wing(bool xyz, Step& out) {
    const Tables& t = T();
    int bi[81], tri[81], nb = 0, nt = 0;
    for (int i = 0; i < kLength; i++) {
      if (g_->anz_cands(i) == 2) bi[nb++] = i;
      if (xyz && g_->anz_cands(i) == 3) tri[nt++] = i;
    }
    const int end = xyz ? nt : nb;
    const int* bitri = xyz ? tri : bi;
    for (int i = 0; i < end; i++)
      for (int j = xyz ? 0 : i + 1; j < nb; j++) {
        if (anz(g_->cells[bitri[i]] | g_->cells[bi[j]]) != 3) continue;
        for (int k = j + 1; k < nb; k++) {
          int i1 = bitri[i], i2 = bi[j], i3 = bi[k];
          unsigned c1 = g_->cells[i1], c2 = g_->cells[i2], c3 = g_->cells[i3];
          if (anz(c1 | c2 | c3) != 3) continue;
          if (c1 == c2 || c2 == c3 || c3 == c1) continue;
          const int tries = xyz ? 1 : 3;
          for (int tr = 0; tr < tries; tr++) {
            if (tr == 1) {
              i1 = bi[j];
              i2 = bitri[i];
              c1 = g_->cells[i1];
              c2 = g_->cells[i2];
            } else if (tr == 2) {
              i1 = bi[k];
              i2 = bi[j];
              i3 = bitri[i];
              c1 = g_->cells[i1];
              c2 = g_->cells[i2];
              c3 = g_->cells[i3];
            }
            if (!t.buddies[i1].contains(i2) || !t.buddies[i1].contains(i3)) continue;
            const unsigned cell = c2 & c3;
            if (anz(cell) != 1) continue;
            const int z = first_cand(cell);
            Set81 elim = t.buddies[i2] & t.buddies[i3] & finder.candidates()[z];
            if (xyz) elim &= t.buddies[i1];
            if (elim.empty()) continue;
            Step s;
            s.type = xyz ? Type::XYZ_WING : Type::XY_WING;
            int cs[9];
            values_of(g_->cells[i1], cs);
            s.values.push_back(cs[0]);
            s.values.push_back(cs[1]);
            s.values.push_back(xyz ? cs[2] : z);
            s.indices = {i1, i2, i3};
            if (xyz) s.add_fin(i1, z);
            s.add_fin(i2, z);
            s.add_fin(i3, z);
            for (int c : elim) s.add_delete(c, z);
            out = std::move(s);
            return true;
          }
        }
      }
    return false;
  }

  bool w_wing(Step& out) {
    const Tables& t = T();
    for (int i = 0; i < kLength; i++) {
      if (g_->values[i] != 0 || g_->anz_cands(i) != 2) continue;
      const unsigned cell1 = g_->cells[i];
      int cs[9];
      values_of(cell1, cs);
      const int cand1 = cs[0], cand2 = cs[1];
      const Set81 pre1 = t.buddies[i] & finder.candidates()[cand1];
      const Set81 pre2 = t.buddies[i] & finder.candidates()[cand2];
      for (int j = i + 1; j < kLength; j++) {
        if (g_->cells[j] != cell1) continue;
        Set81 elim = pre1 & t.buddies[j];
        if (!elim.empty() && check_link(cand1, cand2, i, j, elim, out)) return true;
        elim = pre2 & t.buddies[j];
        if (!elim.empty() && check_link(cand2, cand1, i, j, elim, out)) return true;
      }
    }
    return false;
  }

  bool check_link(int cand1, int cand2, int index1, int index2, const Set81& elim, Step& out) {
    const Tables& t = T();
    for (int constr = 0; constr < 27; constr++) {
      if (g_->free[constr][cand2] != 2) continue;
      bool sees1 = false, sees2 = false;
      for (int akt : t.all_units[constr]) {
        if (akt != index1 && akt != index2 && g_->is_cand(akt, cand2)) {
          if (t.buddies[akt].contains(index1)) {
            sees1 = true;
            w1_ = akt;
          } else if (t.buddies[akt].contains(index2)) {
            sees2 = true;
            w2_ = akt;
          }
        }
        if (sees1 && sees2) break;
      }
      if (sees1 && sees2) {
        Step s;
        s.type = Type::W_WING;
        s.values = {cand1, cand2};
        s.indices = {index1, index2};
        s.add_fin(index1, cand2);
        s.add_fin(index2, cand2);
        s.add_fin(w1_, cand2);
        s.add_fin(w2_, cand2);
        for (int c : elim) s.add_delete(c, cand1);
        out = std::move(s);
        return true;
      }
    }
    return false;
  }
};

// ---------------------------------------------------------------------------------------------------
// Colouring.

class ColoringSolver : public Solver {
 public:
  using Solver::Solver;
  bool get(Type type, Step& out) override {
    g_ = finder.sudoku;
    switch (type) {
      case Type::SIMPLE_COLORS:
        for (int c = 1; c <= 9; c++)
          if (simple(c, out)) return true;
        return false;
      case Type::MULTI_COLORS:
        for (int c = 1; c <= 9; c++)
          if (multi(c, out)) return true;
        return false;
      default: return false;
    }
  }

 private:
  Grid* g_ = nullptr;
  Set81 sets_[40][2];
  int n_pairs_ = 0;
  Set81 start_;

  int conjugate(int index, int cand, int constraint) {
    if (g_->free[constraint][cand] != 2) return -1;
    const Set81 tmp = finder.candidates()[cand] & T().all_t[constraint];
    int r = tmp.get(0);
    if (r == index) r = tmp.get(1);
    return r;
  }

  void color(int index, int cand, bool on) {
    if (index == -1 || !start_.contains(index)) return;
    sets_[n_pairs_][on ? 0 : 1].add(index);
    start_.remove(index);
    for (int k = 0; k < 3; ++k) color(conjugate(index, cand, T().constraints[index][k]), cand, !on);
  }

  int do_coloring(int cand) {
    n_pairs_ = 0;
    start_.clear();
    for (int index : finder.candidates()[cand]) {
      const int* cs = T().constraints[index];
      if (g_->free[cs[0]][cand] == 2 || g_->free[cs[1]][cand] == 2 || g_->free[cs[2]][cand] == 2) start_.add(index);
    }
    while (!start_.empty()) {
      sets_[n_pairs_][0].clear();
      sets_[n_pairs_][1].clear();
      color(start_.get(0), cand, true);
      if (sets_[n_pairs_][0].empty() || sets_[n_pairs_][1].empty()) {
        sets_[n_pairs_][0].clear();
        sets_[n_pairs_][1].clear();
      } else {
        n_pairs_++;
      }
    }
    return n_pairs_;
  }

  static bool wrap(const Set81& set) {
    for (int a : set)
      if (T().buddies[a].intersects(set)) return true;
    return false;
  }

  void trap(const Set81& s1, const Set81& s2, int cand, Step& s) {
    Set81 del;
    for (int a : s1)
      for (int b : s2) del |= T().buddies[a] & T().buddies[b] & finder.candidates()[cand];
    for (int c : del) s.add_delete(c, cand);
  }

  static void add_colors(Step& s, const Set81& set, int colour) {
    for (int c : set) s.colors[c] = colour;
  }

  bool simple(int cand, Step& out) {
    const int n = do_coloring(cand);
    for (int i = 0; i < n; i++) {
      const Set81 &s1 = sets_[i][0], &s2 = sets_[i][1];
      Step s;
      if (wrap(s1))
        for (int c : s1) s.add_delete(c, cand);
      if (wrap(s2))
        for (int c : s2) s.add_delete(c, cand);
      if (!s.to_delete.empty()) {
        s.type = Type::SIMPLE_COLORS_WRAP;
        s.values.push_back(cand);
        add_colors(s, s1, 0);
        add_colors(s, s2, 1);
        out = std::move(s);
        return true;
      }
      trap(s1, s2, cand, s);
      if (!s.to_delete.empty()) {
        s.type = Type::SIMPLE_COLORS_TRAP;
        s.values.push_back(cand);
        add_colors(s, s1, 0);
        add_colors(s, s2, 1);
        out = std::move(s);
        return true;
      }
    }
    return false;
  }

  static bool sees_both(const Set81& set, const Set81& s21, const Set81& s22) {  // checkMultiColor1
    bool a = false, b = false;
    for (int c : set) {
      if (T().buddies[c].intersects(s21)) a = true;
      if (T().buddies[c].intersects(s22)) b = true;
      if (a && b) return true;
    }
    return false;
  }

  static bool sees(const Set81& s1, const Set81& s2) {  // checkMultiColor2
    for (int c : s1)
      if (T().buddies[c].intersects(s2)) return true;
    return false;
  }

  bool multi(int cand, Step& out) {
    const int n = do_coloring(cand);
    for (int i = 0; i < n; i++)
      for (int j = 0; j < n; j++) {
        if (i == j) continue;
        const Set81 &s11 = sets_[i][0], &s12 = sets_[i][1], &s21 = sets_[j][0], &s22 = sets_[j][1];
        auto finish = [&](Step& s, Type type) {
          s.type = type;
          s.values.push_back(cand);
          add_colors(s, s11, 0);
          add_colors(s, s12, 1);
          add_colors(s, s21, 2);
          add_colors(s, s22, 3);
          out = std::move(s);
        };
        Step s;
        if (sees_both(s11, s21, s22))
          for (int c : s11) s.add_delete(c, cand);
        if (sees_both(s12, s21, s22))
          for (int c : s12) s.add_delete(c, cand);
        if (!s.to_delete.empty()) {
          finish(s, Type::MULTI_COLORS_2);
          return true;
        }
        if (sees(s11, s21)) trap(s12, s22, cand, s);
        if (sees(s11, s22)) trap(s12, s21, cand, s);
        if (sees(s12, s21)) trap(s11, s22, cand, s);
        if (sees(s12, s22)) trap(s11, s21, cand, s);
        if (!s.to_delete.empty()) {
          finish(s, Type::MULTI_COLORS_1);
          return true;
        }
      }
    return false;
  }
};

}  // namespace

std::unique_ptr<Solver> make_single_digit_solver(Finder& f) { return std::make_unique<SingleDigitSolver>(f); }
std::unique_ptr<Solver> make_wing_solver(Finder& f) { return std::make_unique<WingSolver>(f); }
std::unique_ptr<Solver> make_coloring_solver(Finder& f) { return std::make_unique<ColoringSolver>(f); }

}  // namespace gridlogic::human::hodoku
