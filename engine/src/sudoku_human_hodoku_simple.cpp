// sudoku_human_hodoku_simple.cpp — the port of HoDoKu's SimpleSolver: full houses and naked singles from
// the naked-single queue, hidden singles from the hidden-single queue (first in, first out: the order in
// which candidates disappeared), locked candidates, locked pairs/triples and naked/hidden subsets in
// HoDoKu's house order (blocks, rows, columns). sudoku_hodoku.h.
#include "sudoku_hodoku.h"

namespace gridlogic::human::hodoku {

void all_naked_singles(Grid& g, std::vector<Step>& out) {
  // findAllNakedSingles: the queue's entries in order (its sort keeps that order: singles compare equal).
  for (int q = g.ns.first(); q != -1; q = g.ns.next()) {
    const int index = g.ns.index[q], value = g.ns.value[q];
    if (g.values[index] == 0) {
      Step s;
      s.type = Type::NAKED_SINGLE;
      s.values.push_back(value);
      s.indices.push_back(index);
      out.push_back(std::move(s));
    }
  }
}

void all_hidden_singles(Grid& g, std::vector<Step>& out) {
  bool found[kLength] = {};
  const Tables& t = T();
  for (int q = g.hs.first(); q != -1; q = g.hs.next()) {
    const int index = g.hs.index[q], value = g.hs.value[q];
    if (g.values[index] != 0 || found[index]) continue;
    for (int k = 0; k < 3; ++k)
      if (g.free[t.constraints[index][k]][value] == 1) {
        Step s;
        s.type = Type::HIDDEN_SINGLE;
        s.values.push_back(value);
        s.indices.push_back(index);
        s.entity = k;
        out.push_back(std::move(s));
        found[index] = true;
        break;
      }
  }
}

namespace {

class SimpleSolver : public Solver {
 public:
  using Solver::Solver;
  bool get(Type type, Step& out) override {
    g_ = finder.sudoku;
    std::optional<Step> r;
    switch (type) {
      case Type::FULL_HOUSE: r = full_house(); break;
      case Type::HIDDEN_SINGLE: r = hidden_single(); break;
      case Type::HIDDEN_PAIR: r = hidden_xle(2); break;
      case Type::HIDDEN_TRIPLE: r = hidden_xle(3); break;
      case Type::HIDDEN_QUADRUPLE: r = hidden_xle(4); break;
      case Type::NAKED_SINGLE: r = naked_single(); break;
      case Type::LOCKED_PAIR: r = naked_xle(2, true); break;
      case Type::NAKED_PAIR: r = naked_xle(2, false); break;
      case Type::LOCKED_TRIPLE: r = naked_xle(3, true); break;
      case Type::NAKED_TRIPLE: r = naked_xle(3, false); break;
      case Type::NAKED_QUADRUPLE: r = naked_xle(4, false); break;
      case Type::LOCKED_CANDIDATES_1:
      case Type::LOCKED_CANDIDATES_2: r = locked_candidates(type); break;
      default: return false;
    }
    if (!r) return false;
    out = std::move(*r);
    return true;
  }

 private:
  Grid* g_ = nullptr;

  std::optional<Step> full_house() {
    const Tables& t = T();
    SinglesQueue& q = g_->ns;
    for (int qi = q.first(); qi != -1; qi = q.next()) {
      const int index = q.index[qi], value = q.value[qi];
      if (g_->values[index] != 0) continue;
      for (int k = 0; k < 3; ++k) {
        const int constr = t.constraints[index][k];
        bool valid = true;
        for (int j = 1; j <= 9; j++)
          if (j != value && g_->free[constr][j] != 0) {
            valid = false;
            break;
          }
        if (valid) {
          Step s;
          s.type = Type::FULL_HOUSE;
          s.values.push_back(value);
          s.indices.push_back(index);
          return s;
        }
      }
    }
    return std::nullopt;
  }

  std::optional<Step> naked_single() {
    SinglesQueue& q = g_->ns;
    for (int qi; (qi = q.take()) != -1;) {
      const int index = q.index[qi], value = q.value[qi];
      if (g_->values[index] == 0) {
        Step s;
        s.type = Type::NAKED_SINGLE;
        s.values.push_back(value);
        s.indices.push_back(index);
        return s;
      }
    }
    return std::nullopt;
  }

  std::optional<Step> hidden_single() {
    const Tables& t = T();
    SinglesQueue& q = g_->hs;
    for (int qi; (qi = q.take()) != -1;) {
      const int index = q.index[qi], value = q.value[qi];
      if (g_->values[index] == 0) {
        // HoDoKu stops at the first unsolved entry, found valid or not.
        for (int k = 0; k < 3; ++k)
          if (g_->free[t.constraints[index][k]][value] == 1) {
            Step s;
            s.type = Type::HIDDEN_SINGLE;
            s.values.push_back(value);
            s.indices.push_back(index);
            return s;
          }
        return std::nullopt;
      }
    }
    return std::nullopt;
  }

  // createSubsetStep: the removals of a naked or hidden subset, and whether a naked pair or triple is
  // locked (its cells share a block and a line, and it removes candidates outside the block in both).
  // mode: 1 locked only, 2 naked/hidden only (not locked), 0 either.
  std::optional<Step> subset_step(const int* idx, int n, unsigned cands, Type type, int mode) {
    const Tables& t = T();
    Step s;
    s.type = type;
    bool same[3] = {true, true, true};
    int constraint[3] = {t.constraints[idx[0]][0], t.constraints[idx[0]][1], t.constraints[idx[0]][2]};
    for (int i = 1; i < n; ++i)
      for (int j = 0; j < 3; ++j)
        if (same[j] && constraint[j] != t.constraints[idx[i]][j]) same[j] = false;
    int found_constraints = 0;
    const bool hidden = type == Type::HIDDEN_PAIR || type == Type::HIDDEN_TRIPLE || type == Type::HIDDEN_QUADRUPLE;
    if (hidden) {
      for (int i = 0; i < n; ++i) {
        const unsigned del = g_->cells[idx[i]] & ~cands;
        for (unsigned m = del; m; m &= m - 1) s.add_delete(idx[i], first_cand(m));
      }
    } else {
      bool found[3] = {false, false, false};
      for (int i = 0; i < 3; ++i) {
        if (!same[i]) continue;
        for (int cell : t.all_units[constraint[i]]) {
          bool skip = false;
          for (int k = 0; k < n; ++k)
            if (cell == idx[k]) skip = true;
          if (skip) continue;
          const unsigned del = g_->cells[cell] & cands;
          for (unsigned m = del; m; m &= m - 1) {
            s.add_delete(cell, first_cand(m));
            if (!found[i] && (i == 2 || t.constraints[cell][2] != constraint[2])) {
              found[i] = true;
              found_constraints++;
            }
          }
        }
      }
    }
    if (s.to_delete.empty()) return std::nullopt;
    const bool locked = n < 4 && found_constraints > 1 && !hidden && ((same[2] && same[0]) || (same[2] && same[1]));
    if (locked) {
      if (type == Type::NAKED_PAIR) s.type = Type::LOCKED_PAIR;
      if (type == Type::NAKED_TRIPLE) s.type = Type::LOCKED_TRIPLE;
    }
    for (int i = 0; i < n; ++i) s.indices.push_back(idx[i]);
    for (unsigned m = cands; m; m &= m - 1) s.values.push_back(first_cand(m));
    if (mode == 1 && !locked) return std::nullopt;
    if (mode == 2 && locked) return std::nullopt;
    return s;
  }

  std::optional<Step> naked_in(const int (*units)[9], int k, int mode) {
    for (int e = 0; e < 9; ++e) {
      int arr[9], max = 0;
      for (int cell : units[e]) {
        const int a = anz(g_->cells[cell]);
        if (a != 0 && a <= k) arr[max++] = cell;
      }
      if (max < k) continue;
      for (int i1 = 0; i1 < max - k + 1; i1++) {
        const unsigned c1 = g_->cells[arr[i1]];
        for (int i2 = i1 + 1; i2 < max - k + 2; i2++) {
          const unsigned c2 = c1 | g_->cells[arr[i2]];
          if (anz(c2) > k) continue;
          if (k == 2) {
            if (anz(c2) == k) {
              const int idx[] = {arr[i1], arr[i2]};
              if (auto s = subset_step(idx, 2, c2, Type::NAKED_PAIR, mode)) return s;
            }
            continue;
          }
          for (int i3 = i2 + 1; i3 < max - k + 3; i3++) {
            const unsigned c3 = c2 | g_->cells[arr[i3]];
            if (anz(c3) > k) continue;
            if (k == 3) {
              if (anz(c3) == k) {
                const int idx[] = {arr[i1], arr[i2], arr[i3]};
                if (auto s = subset_step(idx, 3, c3, Type::NAKED_TRIPLE, mode)) return s;
              }
              continue;
            }
            for (int i4 = i3 + 1; i4 < max; i4++) {
              const unsigned c4 = c3 | g_->cells[arr[i4]];
              if (anz(c4) != k) continue;
              const int idx[] = {arr[i1], arr[i2], arr[i3], arr[i4]};
              if (auto s = subset_step(idx, 4, c4, Type::NAKED_QUADRUPLE, mode)) return s;
            }
          }
        }
      }
    }
    return std::nullopt;
  }

  std::optional<Step> naked_xle(int k, bool locked_only) {
    const Tables& t = T();
    const int mode = locked_only ? 1 : 2;
    if (auto s = naked_in(t.blocks, k, mode)) return s;
    if (locked_only) return std::nullopt;
    if (auto s = naked_in(t.lines, k, mode)) return s;
    return naked_in(t.cols, k, mode);
  }

  std::optional<Step> hidden_in(int base, const int (*units)[9], int k) {
    for (int e = 0; e < 9; ++e) {
      int max = 0;
      for (int cell : units[e])
        if (g_->cells[cell] != 0) max++;
      if (max <= k) continue;
      unsigned cand_mask = 0;
      unsigned ipc[10] = {};
      for (int v = 1; v <= 9; v++) {
        const int f = g_->free[base + e][v];
        if (f != 0 && f <= k) {
          cand_mask |= mask_of(v);
          for (int j = 0; j < 9; j++)
            if (g_->cells[units[e][j]] & mask_of(v)) ipc[v] |= 1u << j;
        }
      }
      if (anz(cand_mask) < k) continue;
      int arr[9];
      const int n = values_of(cand_mask, arr);
      static constexpr Type kTypes[] = {Type::HIDDEN_SINGLE, Type::HIDDEN_SINGLE, Type::HIDDEN_PAIR,
                                        Type::HIDDEN_TRIPLE, Type::HIDDEN_QUADRUPLE};
      auto try_step = [&](unsigned cands, unsigned cells) -> std::optional<Step> {
        if (anz(cells) != k) return std::nullopt;
        int idx[4], m = 0;
        for (unsigned c = cells; c; c &= c - 1) idx[m++] = units[e][std::countr_zero(c)];
        return subset_step(idx, k, cands, kTypes[k], 0);
      };
      for (int i1 = 0; i1 < n - k + 1; i1++) {
        const unsigned cand1 = mask_of(arr[i1]), cell1 = ipc[arr[i1]];
        for (int i2 = i1 + 1; i2 < n - k + 2; i2++) {
          const unsigned cand2 = cand1 | mask_of(arr[i2]), cell2 = cell1 | ipc[arr[i2]];
          if (k == 2) {
            if (auto s = try_step(cand2, cell2)) return s;
            continue;
          }
          for (int i3 = i2 + 1; i3 < n - k + 3; i3++) {
            const unsigned cand3 = cand2 | mask_of(arr[i3]), cell3 = cell2 | ipc[arr[i3]];
            if (k == 3) {
              if (auto s = try_step(cand3, cell3)) return s;
              continue;
            }
            for (int i4 = i3 + 1; i4 < n; i4++)
              if (auto s = try_step(cand3 | mask_of(arr[i4]), cell3 | ipc[arr[i4]])) return s;
          }
        }
      }
    }
    return std::nullopt;
  }

  std::optional<Step> hidden_xle(int k) {
    const Tables& t = T();
    if (auto s = hidden_in(18, t.blocks, k)) return s;
    if (auto s = hidden_in(0, t.lines, k)) return s;
    return hidden_in(9, t.cols, k);
  }

  Step locked_step(Type type, int cand, int skip_constraint, const int* unit) {
    const Tables& t = T();
    Step s;
    s.type = type;
    s.values.push_back(cand);
    s.entity = skip_constraint < 9 ? LINE : skip_constraint < 18 ? COL : BLOCK;
    s.entity_number = skip_constraint % 9 + 1;
    for (int i = 0; i < 9; i++) {
      const int index = unit[i];
      if (!g_->is_cand(index, cand)) continue;
      if (t.constraints[index][0] == skip_constraint || t.constraints[index][1] == skip_constraint ||
          t.constraints[index][2] == skip_constraint)
        s.indices.push_back(index);
      else s.add_delete(index, cand);
    }
    return s;
  }

  std::optional<Step> locked_in(int base, const int (*units)[9]) {
    const Tables& t = T();
    for (int constr = 0; constr < 9; constr++)
      for (int cand = 1; cand <= 9; cand++) {
        const int unit_free = g_->free[constr + base][cand];
        if (unit_free != 2 && unit_free != 3) continue;
        bool first = true, same[3] = {true, true, true};
        int constraint[3] = {0, 0, 0};
        for (int index : units[constr]) {
          if (!g_->is_cand(index, cand)) continue;
          if (first) {
            for (int j = 0; j < 3; ++j) constraint[j] = t.constraints[index][j];
            first = false;
          } else {
            for (int j = 0; j < 3; j++)
              if (same[j] && constraint[j] != t.constraints[index][j]) same[j] = false;
          }
        }
        const int skip = base + constr;
        if (base == 18) {
          int akt;
          if (same[0] && g_->free[constraint[0]][cand] > unit_free) akt = constraint[0];
          else if (same[1] && g_->free[constraint[1]][cand] > unit_free) akt = constraint[1];
          else continue;
          return locked_step(Type::LOCKED_CANDIDATES_1, cand, skip, t.all_units[akt]);
        }
        if (same[2] && g_->free[constraint[2]][cand] > unit_free)
          return locked_step(Type::LOCKED_CANDIDATES_2, cand, skip, t.all_units[constraint[2]]);
      }
    return std::nullopt;
  }

  std::optional<Step> locked_candidates(Type type) {
    const Tables& t = T();
    if (type == Type::LOCKED_CANDIDATES_1) return locked_in(18, t.blocks);
    if (auto s = locked_in(0, t.lines)) return s;
    return locked_in(9, t.cols);
  }
};

}  // namespace

std::unique_ptr<Solver> make_simple_solver(Finder& f) { return std::make_unique<SimpleSolver>(f); }

}  // namespace gridlogic::human::hodoku
