// sudoku_human_hodoku_tabling.cpp — the port of HoDoKu's TablingSolver: for every candidate "set" and
// "not set" a table of everything it implies (directly, then expanded through the other tables), from
// which nice loops and AICs (grouped ones with group nodes) and forcing chains are read; forcing nets
// are the same with tables filled by playing the assumption out for four rounds of singles. Each step
// keeps the chain HoDoKu would print (rebuilt backwards through the tables); the steps are sorted with
// HoDoKu's comparators and the first taken. No ALS nodes (HoDoKu's default). sudoku_hodoku.h.
#include <algorithm>
#include <map>
#include <unordered_map>

#include "sudoku_hodoku.h"

namespace gridlogic::human::hodoku {
namespace {

constexpr int kMaxEntries = 1000;  // Options.MAX_TABLE_ENTRY_LENGTH
constexpr int kLookAhead = 4;      // Options.ANZ_TABLE_LOOK_AHEAD
constexpr uint64_t EXPANDED = 0x2000000000000000ull, ON_TABLE = 0x4000000000000000ull,
                   EXTENDED_TABLE = 0x8000000000000000ull;

uint64_t make_ret(int64_t i1, int64_t i2, int64_t i3, int64_t i4, int64_t i5) {
  if (i1 > 4096) i1 = 0;
  if (i2 > 1023) i2 = 0;
  if (i3 > 1023) i3 = 0;
  if (i4 > 1023) i4 = 0;
  if (i5 > 1023) i5 = 0;
  if (i2 > i1) std::swap(i1, i2);
  if (i3 > i1) std::swap(i1, i3);
  if (i4 > i1) std::swap(i1, i4);
  if (i5 > i1) std::swap(i1, i5);
  return static_cast<uint64_t>((i5 << 42) + (i4 << 32) + (i3 << 22) + (i2 << 12) + i1);
}
int ret_of(uint64_t r, int which) {
  if (which == 0) return static_cast<int>(r & 0xfff);
  int v = static_cast<int>((r >> (which * 10 + 2)) & 0x3ff);
  if (which == 5) v &= 0x1ff;
  return v;
}

// TableEntry.
struct Table {
  int index = 0;
  std::vector<int> entries;
  std::vector<uint64_t> ret;
  std::array<Set81, 10> on{}, off{};
  // entry -> index for normal nodes (entry < 4096), allocated at the first entry: a solver keeps 1,620
  // tables, and filling them at construction was most of the time of a path that needs no chain.
  std::vector<int16_t> normal_ix;
  std::unordered_map<int, int> other_ix;  // group nodes

  void reset() {
    if (!normal_ix.empty())
      for (int i = 0; i < index; ++i)
        if (entries[i] >= 0 && entries[i] < 4096) normal_ix[entries[i]] = -1;
    other_ix.clear();
    index = 0;
    entries.clear();
    ret.clear();
    for (auto& s : on) s.clear();
    for (auto& s : off) s.clear();
  }
  int entry(int i) const { return i < index ? entries[i] : 0; }
  uint64_t ret_at(int i) const { return i < index ? ret[i] : 0; }
  bool full() const { return index == kMaxEntries; }
  int cell(int i) const { return chain::cell(entry(i)); }
  bool strong(int i) const { return chain::strong(entry(i)); }
  int cand(int i) const { return chain::cand(entry(i)); }
  int node_type(int i) const { return chain::node_type(entry(i)); }
  int distance(int i) const { return ret_of(ret_at(i), 5) & 0x1ff; }
  void set_distance(int i, int d) {
    if (i >= index) return;
    ret[i] &= 0xE00FFFFFFFFFFFFFull;
    ret[i] |= static_cast<uint64_t>(d & 0x1ff) << 52;
  }
  int ret_index(int i, int which) const { return ret_of(ret_at(i), which); }
  bool expanded(int i) const { return ret_at(i) & EXPANDED; }
  bool on_table(int i) const { return ret_at(i) & ON_TABLE; }
  bool extended(int i) const { return ret_at(i) & EXTENDED_TABLE; }
  bool contains(int e) const {
    if (e >= 0 && e < 4096) return !normal_ix.empty() && normal_ix[e] >= 0;
    return other_ix.count(e) > 0;
  }
  int find(int e) const {  // getEntryIndex(entry); 0 when absent (HoDoKu would fail there)
    if (e >= 0 && e < 4096) return !normal_ix.empty() && normal_ix[e] >= 0 ? normal_ix[e] : 0;
    auto it = other_ix.find(e);
    return it == other_ix.end() ? 0 : it->second;
  }
  int find(int cell, bool set, int cand) const { return find(chain::make(cell, cand, set)); }

  void add(int c1, int c2, int c3, int node_type, int cand, bool set, int r1, int r2, int r3, int r4, int r5,
           int penalty) {
    if (index >= kMaxEntries) return;
    if (node_type == chain::NORMAL_NODE && ((set && on[cand].contains(c1)) || (!set && off[cand].contains(c1)))) return;
    const int e = chain::make(c1, c2, c3, cand, set, node_type);
    entries.push_back(e);
    ret.push_back(make_ret(r1, r2, r3, r4, r5));
    ++index;
    const int i = index - 1;
    if (r1 < kMaxEntries) set_distance(i, distance(r1) + 1);
    if (node_type == chain::NORMAL_NODE) (set ? on : off)[cand].add(c1);
    set_distance(i, distance(i) + penalty);
    if (e >= 0 && e < 4096) {
      if (normal_ix.empty()) normal_ix.assign(4096, -1);
      normal_ix[e] = static_cast<int16_t>(i);
    } else {
      other_ix[e] = i;
    }
  }
  void add(int cell, int cand, bool set, int r1 = 0) {
    add(cell, -1, -1, chain::NORMAL_NODE, cand, set, r1, 0, 0, 0, 0, 0);
  }
  void add_group(int c1, int c2, int c3, int cand, bool set) {
    add(c1, c2, c3, chain::GROUP_NODE, cand, set, 0, 0, 0, 0, 0, 0);
  }
};

struct GroupNode {
  Set81 indices, buddies;
  int cand = 0, line = -1, col = -1, block = 0, index1 = 0, index2 = 0, index3 = -1;
};

// A SudokuSet as HoDoKu's tmpSet behaves when read at an index past its size (an empty set's get(0)
// returns the first element it had when last read): only the step texts depend on it.
struct JavaSet {
  Set81 s;
  int values[81] = {};
  bool init = false;
  void set(const Set81& x) {
    s = x;
    init = false;
  }
  void touch() {  // SudokuSet.size() and get() fill the buffer
    if (init) return;
    int n = 0;
    for (int c : s) values[n++] = c;
    init = true;
  }
  int get(int i) {
    touch();
    return values[i];
  }
};

class TablingSolver : public Solver {
 public:
  explicit TablingSolver(Finder& f) : Solver(f) {}
  bool get(Type type, Step& out) override {
    g_ = finder.sudoku;
    switch (type) {
      case Type::NICE_LOOP:
      case Type::GROUPED_NICE_LOOP:
        allocate();
        with_groups_ = type == Type::GROUPED_NICE_LOOP;
        steps_.clear();
        nice_loops();
        if (steps_.empty()) return false;
        java_sort(steps_, compare_steps);
        break;
      case Type::FORCING_CHAIN:
      case Type::FORCING_NET:
        allocate();
        with_groups_ = true;
        steps_.clear();
        chains_only_ = type == Type::FORCING_CHAIN;
        forcing_chains();
        if (steps_.empty()) return false;
        java_sort(steps_, tabling_compare);
        break;
      default: return false;
    }
    out = std::move(steps_.front());
    return true;
  }

 private:
  // The tables (1,620 of them) and chain buffers, about 2 MB: made when a chain is first asked for, as
  // every HoDoKu path makes a solver and most never reach the chains.
  void allocate() {
    if (!on_.empty()) return;
    on_.resize(810);
    off_.resize(810);
    chain_.resize(kMaxEntries);
    tmp_chain_.resize(kMaxEntries);
    mins_.assign(200, std::vector<int>(kMaxEntries));
    min_indexes_.assign(200, 0);
  }

  Grid* g_ = nullptr;
  bool with_groups_ = false, chains_only_ = true;
  std::vector<Table> on_, off_;
  std::vector<Table> extended_;
  std::map<int, int> extended_map_;
  int extended_index_ = 0;
  std::vector<GroupNode> groups_;
  std::vector<Step> steps_;
  std::map<std::string, int> deletes_;
  Step global_;
  Chain tmp_chains_[9];
  int tmp_chains_index_ = 0;
  std::vector<int> chain_, tmp_chain_;
  int chain_index_ = 0;
  std::vector<std::vector<int>> mins_;
  std::vector<int> min_indexes_;
  int act_min_ = 0;
  Set81 tmp_set_c_, lasso_;
  JavaSet tmp_set_;  // HoDoKu's tmpSet where its stale content reaches a step's text
  Grid saved_;

  static int tabling_compare(const Step& o1, const Step& o2) {  // TablingComparator
    if (!o1.indices.empty() && o2.indices.empty()) return -1;
    if (o1.indices.empty() && !o2.indices.empty()) return 1;
    if (!o1.indices.empty()) {
      int result = static_cast<int>(o2.indices.size()) - static_cast<int>(o1.indices.size());
      if (result != 0) return result;
      if (!equivalent(o1, o2)) {
        const int s1 = int_sum(o1.indices), s2 = int_sum(o2.indices);
        return s1 == s2 ? 1 : s1 - s2;
      }
      return o1.chain_length() - o2.chain_length();
    }
    int result = static_cast<int>(o2.to_delete.size()) - static_cast<int>(o1.to_delete.size());
    if (result != 0) return result;
    if (!equivalent(o1, o2)) {
      for (size_t i = 0; i < o1.to_delete.size(); ++i) {  // compareCandidatesToDelete
        const Cand &c1 = o1.to_delete[i], &c2 = o2.to_delete[i];
        result = (c1.index * 10 + c1.value) - (c2.index * 10 + c2.value);
        if (result != 0) return result;
      }
    }
    return o1.chain_length() - o2.chain_length();
  }

  void reset_tmp_chains() {
    for (Chain& c : tmp_chains_) c.start = c.end = 0;
    tmp_chains_index_ = 0;
  }

  // -------------------------------------------------------------------------------------------------
  // Filling and expanding the tables.

  Table& next_extended(int i) {
    if (i >= static_cast<int>(extended_.size())) extended_.emplace_back();
    else extended_[i].reset();
    return extended_[i];
  }

  void fill_tables() {
    for (int i = 0; i < 810; i++) {
      on_[i].reset();
      off_[i].reset();
    }
    extended_map_.clear();
    extended_index_ = 0;
    const auto& cands = finder.candidates();
    const Tables& t = T();
    if (chains_only_) {
      for (int i = 0; i < kLength; i++) {
        if (g_->values[i] != 0) continue;
        int cs[9];
        const int nc = values_of(g_->cells[i], cs);
        for (int j = 1; j <= 9; j++) {
          if (!g_->is_cand(i, j)) continue;
          Table& on = on_[i * 10 + j];
          Table& off = off_[i * 10 + j];
          on.add(i, j, true);
          off.add(i, j, false);
          for (int k = 0; k < nc; k++) {
            if (cs[k] == j) continue;
            on.add(i, cs[k], false);
            if (nc == 2) off.add(i, cs[k], true);
          }
          Set81 tmp1 = cands[j];
          tmp1.remove(i);
          for (int k = 0; k < 3; ++k) {
            const int constr = t.constraints[i][k];
            const int n = g_->free[constr][j];
            if (n < 2) continue;
            const Set81 tmp = tmp1 & t.all_t[constr];
            tmp_set_.set(tmp);
            if (tmp.empty()) continue;
            tmp_set_.touch();
            for (int c : tmp) on.add(c, j, false);
            if (n == 2) off.add(tmp.get(0), j, true);
          }
        }
      }
    } else {
      saved_ = *g_;
      for (int i = 0; i < kLength; i++) {
        if (saved_.values[i] != 0) continue;
        int cs[9];
        const int nc = values_of(saved_.cells[i], cs);
        for (int j = 0; j < nc; j++) {
          *g_ = saved_;
          table_entry(on_[i * 10 + cs[j]], i, cs[j], true);
          *g_ = saved_;
          table_entry(off_[i * 10 + cs[j]], i, cs[j], false);
        }
      }
      *g_ = saved_;
    }
  }

  void table_entry(Table& entry, int cell, int cand, bool set) {
    if (set) {
      set_cell(cell, cand, entry, false, false);
    } else {
      g_->del_candidate(cell, cand);
      entry.add(cell, cand, false, 0);
      if (g_->anz_cands(cell) == 1) set_cell(cell, first_cand(g_->cells[cell]), entry, false, true);
    }
    std::vector<Step> singles;
    for (int j = 0; j < kLookAhead; j++) {
      singles.clear();
      all_naked_singles(*g_, singles);
      all_hidden_singles(*g_, singles);
      for (const Step& s : singles) set_cell(s.indices[0], s.values[0], entry, true, s.type == Type::NAKED_SINGLE);
    }
  }

  void set_cell(int cell, int cand, Table& entry, bool get_ret, bool naked) {
    const Tables& t = T();
    Set81 tmp = finder.candidates()[cand];
    tmp.remove(cell);
    tmp &= t.buddies[cell];
    tmp_set_.set(tmp);
    tmp_set_.touch();
    int cs[9];
    const int nc = values_of(g_->cells[cell], cs);
    int entity = LINE;
    int nfree = g_->free[t.constraints[cell][0]][cand];
    if (g_->free[t.constraints[cell][1]][cand] < nfree) {
      entity = COL;
      nfree = g_->free[t.constraints[cell][1]][cand];
    }
    if (g_->free[t.constraints[cell][2]][cand] < nfree) entity = BLOCK;
    g_->set_cell(cell, cand);
    const int ret_index = entry.index;
    if (get_ret) {
      int ri[5] = {0, 0, 0, 0, 0};
      int n = 0;
      if (naked) {
        int cc[9];
        const int ncc = values_of(saved_.cells[cell], cc);
        for (int i = 0; i < ncc && n < 5; i++)
          if (cc[i] != cand) ri[n++] = entry.find(cell, false, cc[i]);
      } else {
        const Set81 house = entity == LINE  ? t.line_t[line_of(cell)]
                            : entity == COL ? t.col_t[col_of(cell)]
                                            : t.block_t[block_of(cell)];
        Set81 tmp1 = finder.candidates()[cand];
        tmp1.remove(cell);
        tmp1 &= house;
        for (int c : tmp1) {
          if (n >= 5) break;
          ri[n++] = entry.find(c, false, cand);
        }
      }
      entry.add(cell, -1, -1, chain::NORMAL_NODE, cand, true, ri[0], ri[1], ri[2], ri[3], ri[4], 0);
    } else {
      entry.add(cell, cand, true);
    }
    for (int c : tmp) entry.add(c, cand, false, ret_index);
    for (int i = 0; i < nc; i++)
      if (cs[i] != cand) entry.add(cell, cs[i], false, ret_index);
  }

  void group_nodes() {
    groups_.clear();
    const Tables& t = T();
    for (const Set81* houses : {t.line_t, t.col_t})
      for (int i = 0; i < 9; i++)
        for (int cand = 1; cand <= 9; cand++) {
          const Set81 in_house = houses[i] & finder.candidates()[cand];
          if (in_house.empty()) continue;
          for (int j = 0; j < 9; j++) {
            const Set81 tmp = in_house & t.block_t[j];
            if (tmp.size() < 2) continue;
            GroupNode gn;
            gn.cand = cand;
            gn.indices = tmp;
            gn.index1 = tmp.get(0);
            gn.index2 = tmp.get(1);
            gn.index3 = tmp.size() > 2 ? tmp.get(2) : -1;
            gn.block = block_of(gn.index1);
            if (line_of(gn.index1) == line_of(gn.index2)) gn.line = line_of(gn.index1);
            if (col_of(gn.index1) == col_of(gn.index2)) gn.col = col_of(gn.index1);
            gn.buddies = t.buddies[gn.index1] & t.buddies[gn.index2];
            if (gn.index3 >= 0) gn.buddies &= t.buddies[gn.index3];
            groups_.push_back(gn);
          }
        }
  }

  void fill_group_tables() {
    group_nodes();
    const Tables& t = T();
    for (size_t i = 0; i < groups_.size(); i++) {
      const GroupNode& gn = groups_[i];
      const int on_idx = extended_index_++;
      Table& on_entry = next_extended(on_idx);
      on_entry.add_group(gn.index1, gn.index2, gn.index3, gn.cand, true);
      extended_map_[on_entry.entries[0]] = on_idx;
      const int off_idx = extended_index_++;
      Table& off_entry0 = next_extended(off_idx);
      off_entry0.add_group(gn.index1, gn.index2, gn.index3, gn.cand, false);
      extended_map_[off_entry0.entries[0]] = off_idx;
      Table& on = extended_[on_idx];
      Table& off = extended_[off_idx];
      const Set81 tmp = finder.candidates()[gn.cand] & gn.buddies;
      tmp_set_.set(tmp);
      if (!tmp.empty()) {
        tmp_set_.touch();
        for (int c : tmp) {
          on.add(c, gn.cand, false);
          on_[c * 10 + gn.cand].add_group(gn.index1, gn.index2, gn.index3, gn.cand, false);
        }
        Set81 tmp1 = tmp & t.block_t[gn.block];
        if (tmp1.size() == 1) {
          off.add(tmp1.get(0), gn.cand, true);
          off_[tmp1.get(0) * 10 + gn.cand].add_group(gn.index1, gn.index2, gn.index3, gn.cand, true);
        }
        tmp1 = tmp & (gn.line != -1 ? t.line_t[gn.line] : t.col_t[gn.col]);
        if (tmp1.size() == 1) {
          off.add(tmp1.get(0), gn.cand, true);
          off_[tmp1.get(0) * 10 + gn.cand].add_group(gn.index1, gn.index2, gn.index3, gn.cand, true);
        }
      }
      int line_anz = 0, line1 = -1, col_anz = 0, col1 = -1, block_anz = 0, block1 = -1;
      for (size_t j = 0; j < groups_.size(); j++) {
        const GroupNode& gn2 = groups_[j];
        if (j == i || gn.cand != gn2.cand || gn.indices.intersects(gn2.indices)) continue;
        if (gn.line != -1 && gn.line == gn2.line) {
          if (++line_anz == 1) line1 = static_cast<int>(j);
          on.add_group(gn2.index1, gn2.index2, gn2.index3, gn.cand, false);
        }
        if (gn.col != -1 && gn.col == gn2.col) {
          if (++col_anz == 1) col1 = static_cast<int>(j);
          on.add_group(gn2.index1, gn2.index2, gn2.index3, gn.cand, false);
        }
        if (gn.block == gn2.block) {
          if (++block_anz == 1) block1 = static_cast<int>(j);
          on.add_group(gn2.index1, gn2.index2, gn2.index3, gn.cand, false);
        }
      }
      auto strong_pair = [&](int count, int other, const Set81& house) {
        if (count != 1) return;
        const GroupNode& gn2 = groups_[other];
        const Set81 rest = (house & finder.candidates()[gn.cand]).minus(gn.indices).minus(gn2.indices);
        tmp_set_.set(rest);
        if (rest.empty()) off.add_group(gn2.index1, gn2.index2, gn2.index3, gn.cand, true);
      };
      if (line_anz == 1) strong_pair(line_anz, line1, t.line_t[gn.line]);
      if (col_anz == 1) strong_pair(col_anz, col1, t.col_t[gn.col]);
      if (block_anz == 1) strong_pair(block_anz, block1, t.block_t[gn.block]);
    }
  }

  void expand(std::vector<Table>& table) {
    for (int i = 0; i < 810; i++) {
      Table& dest = table[i];
      if (dest.index == 0) continue;
      for (int j = 1; j < kMaxEntries; j++) {
        if (dest.entry(j) == 0 || dest.full()) break;
        const int de = dest.entries[j];
        Table* src;
        int src_index = chain::cell(de) * 10 + chain::cand(de);
        bool from_extended = false, from_on = false;
        if (chain::node_type(de) != chain::NORMAL_NODE) {
          auto it = extended_map_.find(de);
          if (it == extended_map_.end()) continue;
          src_index = it->second;
          src = &extended_[src_index];
          from_extended = true;
        } else {
          src = chain::strong(de) ? &on_[src_index] : &off_[src_index];
          from_on = chain::strong(de);
        }
        if (src->index == 0) continue;
        const int base_distance = dest.distance(j);
        for (int k = 1; k < src->index; k++) {
          if (src->expanded(k)) continue;
          const int src_distance = src->distance(k);
          const int se = src->entries[k];
          if (dest.contains(se)) {
            const int org = dest.find(se);
            if (dest.expanded(org) &&
                (dest.distance(org) > base_distance + src_distance ||
                 (dest.distance(org) == base_distance + src_distance && dest.node_type(org) > src->node_type(k)))) {
              dest.ret[org] = make_ret(src_index, 0, 0, 0, 0) | EXPANDED;
              if (from_extended) dest.ret[org] |= EXTENDED_TABLE;
              else if (from_on) dest.ret[org] |= ON_TABLE;
              dest.set_distance(org, base_distance + src_distance);
            }
          } else {
            if (chain::node_type(se) == chain::NORMAL_NODE)
              dest.add(chain::cell(se), chain::cand(se), chain::strong(se), src_index);
            else
              dest.add(chain::cell(se), chain::cell2(se), chain::cell3(se), chain::node_type(se), chain::cand(se),
                       chain::strong(se), src_index, 0, 0, 0, 0, 0);
            const int last = dest.index - 1;
            if (last >= 0) {
              dest.ret[last] |= EXPANDED;
              if (from_extended) dest.ret[last] |= EXTENDED_TABLE;
              else if (from_on) dest.ret[last] |= ON_TABLE;
              dest.set_distance(last, base_distance + src_distance);
            }
          }
        }
      }
    }
  }

  // -------------------------------------------------------------------------------------------------
  // Building a step's chain from the tables (buildChain / addChain).

  Table& table_at(const Table& from, int i, const Table& org) {
    const int r = org.ret_index(i, 0);
    if (from.extended(i)) return extended_[r];
    if (from.on_table(i)) return on_[r];
    return off_[r];
  }

  int build_chain(Table* entry, int entry_index, std::vector<int>& act, bool is_min, Set81& chain_set) {
    int n = 0;
    act[n++] = entry->entry(entry_index);
    int first = entry_index;
    bool expanded = false;
    Table* org = entry;
    while (first != 0 && n < kMaxEntries) {
      if (entry->expanded(first)) {
        const int org_entry = org->entry(first);
        entry = &table_at(*entry, first, *org);
        expanded = true;
        first = entry->find(org_entry);
      }
      const int tmp_entry_index = first;
      for (int i = 0; i < 5; i++) {
        const int ei = entry->ret_index(tmp_entry_index, i);
        if (i == 0) {
          first = ei;
          const int e = entry->entry(ei);
          act[n++] = e;
          if (!is_min) {
            chain_set.add(chain::cell(e));
            if (chain::node_type(e) == chain::GROUP_NODE) {
              if (chain::cell2(e) != -1) chain_set.add(chain::cell2(e));
              if (chain::cell3(e) != -1) chain_set.add(chain::cell3(e));
            }
          } else if (chain_set.contains(chain::cell(e))) {
            for (int j = 0; j < chain_index_; j++)
              if (chain_[j] == e) return n;
          }
        } else if (ei != 0 && !is_min && act_min_ < static_cast<int>(mins_.size())) {
          mins_[act_min_][0] = entry->entry(ei);
          min_indexes_[act_min_++] = 1;
        }
      }
      if (expanded && first == 0) {
        const int ret_entry = entry->entry(0);
        entry = org;
        first = entry->find(ret_entry);
        expanded = false;
      }
    }
    return n;
  }

  void build_chain(Table& entry, int cell, int cand, bool set) {
    chain_index_ = 0;
    const int ce = chain::make(cell, cand, set);
    int index = -1;
    for (int i = 0; i < entry.index; i++)
      if (entry.entries[i] == ce) {
        index = i;
        break;
      }
    if (index == -1) return;
    act_min_ = 0;
    std::fill(min_indexes_.begin(), min_indexes_.end(), 0);
    tmp_set_c_.clear();
    chain_index_ = build_chain(&entry, index, chain_, false, tmp_set_c_);
    for (int m = 0; m < act_min_; m++)
      min_indexes_[m] = build_chain(&entry, entry.find(mins_[m][0]), mins_[m], true, tmp_set_c_);
  }

  void add_chain(Table& entry, int cell, int cand, bool set, bool nice_loop = false, bool aic = false) {
    build_chain(entry, cell, cand, set);
    if (chain_index_ == 0) return;
    int j = 0;
    if (nice_loop || aic) {
      lasso_.clear();
      if (nice_loop && chain::cell(chain_[0]) == chain::cell(chain_[1])) return;
    }
    int last_cell = -1, last_entry = -1;
    const int first_cell = chain::cell(chain_[chain_index_ - 1]);
    for (int i = chain_index_ - 1; i >= 0; i--) {
      const int old = chain_[i];
      const int new_cell = chain::cell(old);
      if (nice_loop || aic) {
        if (lasso_.contains(new_cell)) return;
        if (last_cell != -1 && (last_cell != first_cell || aic)) {
          lasso_.add(last_cell);
          if (chain::node_type(last_entry) == chain::GROUP_NODE) {
            if (chain::cell2(last_entry) != -1) lasso_.add(chain::cell2(last_entry));
            if (chain::cell3(last_entry) != -1) lasso_.add(chain::cell3(last_entry));
          }
        }
      }
      last_cell = new_cell;
      last_entry = old;
      tmp_chain_[j++] = old;
      for (int k = 0; k < act_min_; k++)
        if (mins_[k][min_indexes_[k] - 1] == old) {
          for (int l = min_indexes_[k] - 2; l >= 0; l--) tmp_chain_[j++] = -mins_[k][l];
          tmp_chain_[j++] = chain::kMin;
        }
    }
    if (j > 0 && tmp_chains_index_ < 9) {
      Chain& c = tmp_chains_[tmp_chains_index_++];
      c.chain.assign(tmp_chain_.begin(), tmp_chain_.begin() + j);
      c.start = 0;
      c.end = j - 1;
      global_.chains.push_back(c);
    }
  }

  // -------------------------------------------------------------------------------------------------
  // Forcing chains and nets.

  void adjust_type(Step& s) {
    if (!s.is_net()) return;
    if (s.type == Type::FORCING_CHAIN_CONTRADICTION) s.type = Type::FORCING_NET_CONTRADICTION;
    if (s.type == Type::FORCING_CHAIN_VERITY) s.type = Type::FORCING_NET_VERITY;
  }

  void replace_or_copy() {
    adjust_type(global_);
    if (!chains_only_ &&
        (global_.type == Type::FORCING_CHAIN_CONTRADICTION || global_.type == Type::FORCING_CHAIN_VERITY))
      return;
    const std::string del = global_.to_delete.empty() ? global_.single_key() : global_.candidate_key();
    auto it = deletes_.find(del);
    if (it != deletes_.end()) {
      Step& act = steps_[it->second];
      if (act.chain_length() > global_.chain_length()) act = global_;
      return;
    }
    steps_.push_back(global_);
    deletes_[del] = static_cast<int>(steps_.size()) - 1;
  }

  void start_step(Type type, Table& entry) {
    global_.reset();
    global_.type = type;
    if (entry.strong(0)) global_.add_delete(entry.cell(0), entry.cand(0));
    else {
      global_.indices.push_back(entry.cell(0));
      global_.values.push_back(entry.cand(0));
    }
  }

  void check_one_chain(Table& entry) {
    if (entry.index == 0) return;
    const int c0 = entry.cell(0), v0 = entry.cand(0);
    if ((entry.strong(0) && entry.off[v0].contains(c0)) || (!entry.strong(0) && entry.on[v0].contains(c0))) {
      start_step(Type::FORCING_CHAIN_CONTRADICTION, entry);
      global_.entity = CELL;
      global_.entity_number = tmp_set_.get(0);
      reset_tmp_chains();
      add_chain(entry, c0, v0, !entry.strong(0));
      replace_or_copy();
    }
    for (int i = 0; i < 10; i++) {
      tmp_set_.set(entry.on[i] & entry.off[i]);
      if (tmp_set_.s.empty()) continue;
      start_step(Type::FORCING_CHAIN_CONTRADICTION, entry);
      global_.entity = CELL;
      const int c = tmp_set_.get(0);
      global_.entity_number = c;
      reset_tmp_chains();
      add_chain(entry, c, i, false);
      add_chain(entry, c, i, true);
      replace_or_copy();
    }
    for (int i = 1; i < 10; i++)
      for (int j = i + 1; j < 10; j++) {
        tmp_set_.set(entry.on[i] & entry.on[j]);
        if (tmp_set_.s.empty()) continue;
        start_step(Type::FORCING_CHAIN_CONTRADICTION, entry);
        global_.entity = CELL;
        const int c = tmp_set_.get(0);
        global_.entity_number = c;
        reset_tmp_chains();
        add_chain(entry, c, i, true);
        add_chain(entry, c, j, true);
        replace_or_copy();
      }
    const Tables& t = T();
    check_house_set(entry, t.line_t, LINE);
    check_house_set(entry, t.col_t, COL);
    check_house_set(entry, t.block_t, BLOCK);
    Set81 tmp = Set81::all();
    for (int i = 1; i < 10; i++) tmp &= entry.off[i] | Set81::all().minus(finder.candidates()[i]);
    for (int i = 0; i < 10; i++) tmp.and_not(entry.on[i]);
    Set81 placed;
    for (int i = 1; i < 10; i++) placed |= finder.positions()[i];
    tmp.and_not(placed);
    tmp_set_.set(tmp);
    if (!tmp.empty()) tmp_set_.touch();
    for (int c : tmp) {
      start_step(Type::FORCING_CHAIN_CONTRADICTION, entry);
      global_.entity = CELL;
      global_.entity_number = c;
      reset_tmp_chains();
      for (unsigned m = g_->cells[c]; m; m &= m - 1) add_chain(entry, c, first_cand(m), false);
      replace_or_copy();
    }
    check_house_del(entry, t.line_t, LINE);
    check_house_del(entry, t.col_t, COL);
    check_house_del(entry, t.block_t, BLOCK);
  }

  void check_house_del(Table& entry, const Set81* houses, int entity) {
    for (int i = 1; i < 10; i++)
      for (int j = 0; j < 9; j++) {
        const Set81 tmp = houses[j] & finder.candidates_allowed()[i];
        tmp_set_.set(tmp);
        if (tmp.empty() || !entry.off[i].contains_all(tmp)) continue;
        tmp_set_.touch();
        start_step(Type::FORCING_CHAIN_CONTRADICTION, entry);
        global_.entity = entity;
        global_.entity_number = j;
        reset_tmp_chains();
        for (int c : tmp) add_chain(entry, c, i, false);
        replace_or_copy();
      }
  }

  void check_house_set(Table& entry, const Set81* houses, int entity) {
    for (int i = 1; i < 10; i++)
      for (int j = 0; j < 9; j++) {
        const Set81 tmp = houses[j] & entry.on[i];
        tmp_set_.set(tmp);
        tmp_set_.touch();
        if (tmp.size() <= 1) continue;
        start_step(Type::FORCING_CHAIN_CONTRADICTION, entry);
        global_.entity = entity;
        global_.entity_number = j;
        reset_tmp_chains();
        for (int c : tmp) add_chain(entry, c, i, true);
        replace_or_copy();
      }
  }

  void check_two_chains(Table& on, Table& off) {
    if (on.index == 0 || off.index == 0) return;
    for (int i = 1; i < 10; i++) {
      Set81 tmp = on.on[i] & off.on[i];
      tmp.remove(on.cell(0));
      tmp_set_.set(tmp);
      if (!tmp.empty()) tmp_set_.touch();
      for (int c : tmp) {
        global_.reset();
        global_.type = Type::FORCING_CHAIN_VERITY;
        global_.indices.push_back(c);
        global_.values.push_back(i);
        reset_tmp_chains();
        add_chain(on, c, i, true);
        add_chain(off, c, i, true);
        replace_or_copy();
      }
    }
    for (int i = 1; i < 10; i++) {
      Set81 tmp = on.off[i] & off.off[i];
      tmp.remove(on.cell(0));
      tmp_set_.set(tmp);
      if (!tmp.empty()) tmp_set_.touch();
      for (int c : tmp) {
        global_.reset();
        global_.type = Type::FORCING_CHAIN_VERITY;
        global_.add_delete(c, i);
        reset_tmp_chains();
        add_chain(on, c, i, false);
        add_chain(off, c, i, false);
        replace_or_copy();
      }
    }
  }

  void check_entry_list(const std::vector<Table*>& list) {
    std::array<Set81, 10> ons{}, offs{};
    for (size_t i = 0; i < list.size(); i++)
      for (int j = 1; j < 10; j++) {
        if (i == 0) {
          ons[j] = list[i]->on[j];
          offs[j] = list[i]->off[j];
        } else {
          ons[j] &= list[i]->on[j];
          offs[j] &= list[i]->off[j];
        }
      }
    for (int j = 1; j < 10; j++) {
      for (int c : ons[j]) {
        global_.reset();
        global_.type = Type::FORCING_CHAIN_VERITY;
        global_.indices.push_back(c);
        global_.values.push_back(j);
        reset_tmp_chains();
        for (Table* t : list) add_chain(*t, c, j, true);
        replace_or_copy();
      }
      for (int c : offs[j]) {
        global_.reset();
        global_.type = Type::FORCING_CHAIN_VERITY;
        global_.add_delete(c, j);
        reset_tmp_chains();
        for (Table* t : list) add_chain(*t, c, j, false);
        replace_or_copy();
      }
    }
  }

  void check_all_for_house(const Set81* houses) {
    std::vector<Table*> list;
    if (!houses) {
      for (int i = 0; i < kLength; i++) {
        if (g_->values[i] != 0) continue;
        list.clear();
        for (unsigned m = g_->cells[i]; m; m &= m - 1) list.push_back(&on_[i * 10 + first_cand(m)]);
        check_entry_list(list);
      }
      return;
    }
    for (int i = 0; i < 9; i++)
      for (int j = 1; j < 10; j++) {
        const Set81 tmp = houses[i] & finder.candidates()[j];
        tmp_set_.set(tmp);
        if (tmp.empty()) continue;
        tmp_set_.touch();
        list.clear();
        for (int c : tmp) list.push_back(&on_[c * 10 + j]);
        check_entry_list(list);
      }
  }

  void forcing_chains() {
    deletes_.clear();
    finder.candidates();
    finder.positions();
    finder.candidates_allowed();
    fill_tables();
    if (with_groups_) fill_group_tables();
    expand(on_);
    expand(off_);
    for (int i = 0; i < 810; i++) {
      check_one_chain(on_[i]);
      check_one_chain(off_[i]);
    }
    for (int i = 0; i < 810; i++) check_two_chains(on_[i], off_[i]);
    const Tables& t = T();
    check_all_for_house(nullptr);
    check_all_for_house(t.line_t);
    check_all_for_house(t.col_t);
    check_all_for_house(t.block_t);
  }

  // -------------------------------------------------------------------------------------------------
  // Nice loops and AICs.

  void nice_loops() {
    deletes_.clear();
    chains_only_ = true;
    fill_tables();
    if (with_groups_) fill_group_tables();
    expand(on_);
    expand(off_);
    check_nice_loops(on_);
    check_nice_loops(off_);
    check_aics(off_);
  }

  void check_nice_loops(std::vector<Table>& tables) {
    for (int i = 0; i < 810; i++) {
      const int start = tables[i].cell(0);
      for (int j = 1; j < tables[i].index; j++)
        if (tables[i].node_type(j) == chain::NORMAL_NODE && tables[i].cell(j) == start) check_nice_loop(tables[i], j);
    }
  }

  void check_aics(std::vector<Table>& tables) {
    const Tables& t = T();
    for (int i = 0; i < 810; i++) {
      Table& tb = tables[i];
      const int start = tb.cell(0), start_cand = tb.cand(0);
      const Set81& buddies = t.buddies[start];
      for (int j = 1; j < tb.index; j++) {
        if (tb.node_type(j) != chain::NORMAL_NODE || !tb.strong(j) || tb.cell(j) == start) continue;
        if (start_cand == tb.cand(j)) {
          const Set81 tmp = buddies & t.buddies[tb.cell(j)] & finder.candidates()[start_cand];
          if (tmp.size() >= 2) check_aic(tb, j);
        } else {
          if (!buddies.contains(tb.cell(j))) continue;
          if (g_->is_cand(tb.cell(j), start_cand) && g_->is_cand(start, tb.cand(j))) check_aic(tb, j);
        }
      }
    }
  }

  void mark_grouped() {
    bool grouped = false;
    const Chain& c = global_.chains[0];
    for (int i = c.start; i <= c.end; i++)
      if (chain::node_type(c.chain[i]) != chain::NORMAL_NODE) grouped = true;
    if (!grouped) return;
    if (global_.type == Type::DISCONTINUOUS_NICE_LOOP) global_.type = Type::GROUPED_DISCONTINUOUS_NICE_LOOP;
    if (global_.type == Type::CONTINUOUS_NICE_LOOP) global_.type = Type::GROUPED_CONTINUOUS_NICE_LOOP;
    if (global_.type == Type::AIC) global_.type = Type::GROUPED_AIC;
  }

  void store_loop(int length) {
    mark_grouped();
    const std::string del = global_.candidate_key();
    auto it = deletes_.find(del);
    if (it != deletes_.end() && steps_[it->second].chain_length() <= length) return;
    deletes_[del] = static_cast<int>(steps_.size());
    global_.chains.resize(1);
    steps_.push_back(global_);
  }

  void check_nice_loop(Table& entry, int entry_index) {
    if (entry.distance(entry_index) <= 2) return;
    global_.reset();
    global_.type = Type::DISCONTINUOUS_NICE_LOOP;
    reset_tmp_chains();
    add_chain(entry, entry.cell(entry_index), entry.cand(entry_index), entry.strong(entry_index), true);
    if (global_.chains.empty()) return;
    const Chain nl = global_.chains[0];
    if (nl.chain.size() < 2 || chain::cell(nl.chain[0]) == chain::cell(nl.chain[1])) return;
    const int nl_index = nl.end;
    const int nl_length = nl.length();
    const bool first_strong = entry.strong(1);
    const bool last_strong = entry.strong(entry_index);
    const int start_cand = entry.cand(0), end_cand = entry.cand(entry_index), start = entry.cell(0);
    const auto& cands = finder.candidates();
    if (!first_strong && !last_strong && start_cand == end_cand) {
      global_.add_delete(start, start_cand);
    } else if (first_strong && last_strong && start_cand == end_cand) {
      for (unsigned m = g_->cells[start]; m; m &= m - 1)
        if (first_cand(m) != start_cand) global_.add_delete(start, first_cand(m));
    } else if (first_strong != last_strong && start_cand != end_cand) {
      global_.add_delete(start, first_strong ? end_cand : start_cand);
    } else if ((!first_strong && !last_strong && g_->anz_cands(start) == 2 && start_cand != end_cand) ||
               (first_strong && last_strong && start_cand != end_cand) ||
               (first_strong != last_strong && start_cand == end_cand)) {
      global_.type = Type::CONTINUOUS_NICE_LOOP;
      const std::vector<int>& c = nl.chain;
      for (int i = 0; i <= nl_index; i++) {
        if ((i == 0 && first_strong && last_strong) ||
            (i > 0 && chain::strong(c[i]) && i <= nl_index - 2 && chain::cell(c[i - 1]) != chain::cell(c[i]))) {
          if (i == 0 || (!chain::strong(c[i + 1]) && chain::cell(c[i]) == chain::cell(c[i + 1]) &&
                         chain::strong(c[i + 2]) && chain::cell(c[i + 1]) != chain::cell(c[i + 2]))) {
            int c1 = chain::cand(c[i]), c2 = i + 2 <= nl_index ? chain::cand(c[i + 2]) : 0;
            if (i == 0) {
              c1 = start_cand;
              c2 = end_cand;
            }
            const int cell = chain::cell(c[i]);
            for (unsigned m = g_->cells[cell]; m; m &= m - 1)
              if (first_cand(m) != c1 && first_cand(m) != c2) global_.add_delete(cell, first_cand(m));
          }
        }
        if (i > 0 && !chain::strong(c[i]) && chain::cell(c[i - 1]) != chain::cell(c[i])) {
          const int act = chain::cand(c[i]);
          Set81 tmp = chain::node_buddies(c[i - 1]) & chain::node_buddies(c[i]);
          tmp.and_not(tmp_set_c_);
          tmp.remove(start);
          tmp &= cands[act];
          for (int x : tmp) global_.add_delete(x, act);
        }
      }
    }
    if (!global_.to_delete.empty()) store_loop(nl_length);
  }

  void check_aic(Table& entry, int entry_index) {
    if (entry.distance(entry_index) <= 2) return;
    const Tables& t = T();
    global_.reset();
    global_.type = Type::AIC;
    const int start_cand = entry.cand(0), end_cand = entry.cand(entry_index);
    const int start = entry.cell(0), end = entry.cell(entry_index);
    if (start_cand == end_cand) {
      const Set81 tmp = t.buddies[start] & t.buddies[end] & finder.candidates()[start_cand];
      if (tmp.size() > 1)
        for (int c : tmp)
          if (c != start) global_.add_delete(c, start_cand);
    } else {
      if (g_->is_cand(start, end_cand)) global_.add_delete(start, end_cand);
      if (g_->is_cand(end, start_cand)) global_.add_delete(end, start_cand);
    }
    if (global_.to_delete.empty()) return;
    reset_tmp_chains();
    add_chain(entry, end, end_cand, entry.strong(entry_index), false, true);
    if (global_.chains.empty()) return;
    store_loop(global_.chains[0].length());
  }
};

}  // namespace

std::unique_ptr<Solver> make_tabling_solver(Finder& f) { return std::make_unique<TablingSolver>(f); }

}  // namespace gridlogic::human::hodoku
