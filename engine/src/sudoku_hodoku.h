// sudoku_hodoku.h — HoDoKu 2.2.0's solver, ported for the HoDoKu ladder on 9×9 (internal to the engine).
//
// `rate --hodoku yes` must follow HoDoKu's path step for step to give HoDoKu's score: its singles come
// from first-in-first-out queues kept as candidates disappear, each technique returns the step HoDoKu
// would (its own search order, and where it collects several, its own sort — Java's TimSort with
// HoDoKu's comparators, intransitive ones included), and the order of removals feeds the queues. So
// this is a port of HoDoKu's code, not a reimplementation: Sudoku2 (Grid), SolutionStep (Step),
// SudokuStepFinder (Finder) and the solvers of HoDoKu's `solver` package, each in its
// sudoku_human_hodoku_*.cpp file, with HoDoKu's names kept where that helps to compare with its source
// (github.com/u0hz/HoDoKu, 2.2.0, GPL-3). Only what the default settings use is ported: no templates,
// kraken fish, death blossom or ALS nodes in tabled chains. docs/human-solver.md.
#pragma once

#include <array>
#include <bit>
#include <cstdint>
#include <cstring>
#include <map>
#include <optional>
#include <memory>
#include <string>
#include <unordered_map>
#include <vector>

namespace gridlogic::human::hodoku {

// ---------------------------------------------------------------------------------------------------
// SudokuSet: 81 cells as two words (cells 0..63, 64..80), iterated in ascending order.

struct Set81 {
  uint64_t m1 = 0, m2 = 0;
  static constexpr uint64_t kMax2 = (uint64_t{1} << 17) - 1;
  static Set81 all() { return {~uint64_t{0}, kMax2}; }
  bool empty() const { return (m1 | m2) == 0; }
  void clear() { m1 = m2 = 0; }
  void add(int i) { i < 64 ? m1 |= uint64_t{1} << i : m2 |= uint64_t{1} << (i - 64); }
  void remove(int i) { i < 64 ? m1 &= ~(uint64_t{1} << i) : m2 &= ~(uint64_t{1} << (i - 64)); }
  bool contains(int i) const { return i < 64 ? (m1 >> i) & 1u : (m2 >> (i - 64)) & 1u; }
  int size() const { return std::popcount(m1) + std::popcount(m2); }
  // The i-th element in ascending order (SudokuSet.get).
  int get(int i) const {
    const int c1 = std::popcount(m1);
    uint64_t m = i < c1 ? m1 : m2;
    int k = i < c1 ? i : i - c1;
    for (; k > 0; --k) m &= m - 1;
    return (i < c1 ? 0 : 64) + std::countr_zero(m);
  }
  Set81 operator&(const Set81& o) const { return {m1 & o.m1, m2 & o.m2}; }
  Set81 operator|(const Set81& o) const { return {m1 | o.m1, m2 | o.m2}; }
  Set81 minus(const Set81& o) const { return {m1 & ~o.m1, m2 & ~o.m2}; }
  Set81& operator&=(const Set81& o) {
    m1 &= o.m1;
    m2 &= o.m2;
    return *this;
  }
  Set81& operator|=(const Set81& o) {
    m1 |= o.m1;
    m2 |= o.m2;
    return *this;
  }
  void and_not(const Set81& o) {
    m1 &= ~o.m1;
    m2 &= ~o.m2;
  }
  // SudokuSet.contains(set): every element of o is here.
  bool contains_all(const Set81& o) const { return (o.m1 & ~m1) == 0 && (o.m2 & ~m2) == 0; }
  bool intersects(const Set81& o) const { return (m1 & o.m1) || (m2 & o.m2); }
  friend bool operator==(const Set81&, const Set81&) = default;
  struct iterator {
    uint64_t a, b;
    int operator*() const { return a ? std::countr_zero(a) : 64 + std::countr_zero(b); }
    iterator& operator++() {
      if (a) a &= a - 1;
      else b &= b - 1;
      return *this;
    }
    bool operator!=(const iterator& o) const { return a != o.a || b != o.b; }
  };
  iterator begin() const { return {m1, m2}; }
  iterator end() const { return {0, 0}; }
};

// ---------------------------------------------------------------------------------------------------
// Sudoku2's static tables.

constexpr int kLength = 81;
enum EntityType { BLOCK = 0, LINE = 1, COL = 2, CELL = 3 };

struct Tables {
  int lines[9][9], cols[9][9], blocks[9][9];
  int all_units[27][9];    // rows, columns, blocks
  int constraints[81][3];  // a cell's row, 9 + column, 18 + block
  Set81 buddies[81];
  Set81 line_t[9], col_t[9], block_t[9], all_t[27];  // LINE_TEMPLATES, ...
  static const Tables& get();
};
inline const Tables& T() { return Tables::get(); }
inline int line_of(int i) { return i / 9; }
inline int col_of(int i) { return i % 9; }
inline int block_of(int i) { return (i / 27) * 3 + (i % 9) / 3; }
inline int anz(unsigned mask) { return std::popcount(mask); }
inline int first_cand(unsigned mask) { return std::countr_zero(mask) + 1; }  // CAND_FROM_MASK
inline unsigned mask_of(int v) { return 1u << (v - 1); }
// POSSIBLE_VALUES[mask], ascending.
inline int values_of(unsigned mask, int* out) {
  int n = 0;
  for (; mask; mask &= mask - 1) out[n++] = std::countr_zero(mask) + 1;
  return n;
}
// Sudoku2.getBuddies: the cells that see every cell of `cells` (all 81 when empty).
Set81 buddies_of(const Set81& cells);

// ---------------------------------------------------------------------------------------------------
// Sudoku2: values, candidate masks, free counts per house and value, and the singles queues.

struct SinglesQueue {
  static constexpr int kCap = 3 * kLength;
  std::array<int16_t, kCap> index{}, value{};
  int get = 0, put = 0, iter = 0;
  void add(int i, int v) {
    if (put < kCap) {
      index[put] = static_cast<int16_t>(i);
      value[put++] = static_cast<int16_t>(v);
    }
  }
  int take() {  // getSingle
    if (get >= put) return -1;
    const int r = get++;
    if (get >= put) get = put = 0;
    return r;
  }
  int first() {
    iter = get;
    return next();
  }
  int next() { return iter >= put ? -1 : iter++; }
  void delete_naked(int cell);
  void delete_hidden(int constraint, int v);
  void clear() { get = put = 0; }
};

struct Grid {
  std::array<uint16_t, kLength> cells{};  // candidate masks (bit v-1), 0 for a set cell
  std::array<int8_t, kLength> values{};
  std::array<bool, kLength> fixed{};  // givens
  std::array<std::array<int8_t, 10>, 27> free{};
  int unsolved = kLength;
  std::array<int8_t, kLength> solution{};
  SinglesQueue ns, hs;

  Grid();                                   // empty: every candidate everywhere
  void set_givens(const int8_t* values81);  // setSudoku: each given set in reading order
  // From a position (values and candidate masks): rebuildInternalData.
  void set_position(const int8_t* values81, const uint16_t* cands81);
  bool is_cand(int i, int v) const { return (cells[i] >> (v - 1)) & 1u; }
  int anz_cands(int i) const { return anz(cells[i]); }
  bool set_candidate(int index, int value, bool set);
  bool del_candidate(int index, int value) { return set_candidate(index, value, false); }
  bool set_cell(int index, int value);
  bool solved() const { return unsolved == 0; }
  void rebuild();

 private:
  void add_hidden(int constraint, int value);
};

// ---------------------------------------------------------------------------------------------------
// SolutionType, with each one's StepConfig (HoDoKu 2.2.0's defaults).

enum class Type : uint8_t {
#define HODOKU_TYPE(id, name, arg) id,
#include "sudoku_hodoku_types.inc"
#undef HODOKU_TYPE
  COUNT
};
enum class Category : uint8_t {
  SINGLES,
  INTERSECTIONS,
  SUBSETS,
  BASIC_FISH,
  FINNED_BASIC_FISH,
  FRANKEN_FISH,
  FINNED_FRANKEN_FISH,
  MUTANT_FISH,
  FINNED_MUTANT_FISH,
  SINGLE_DIGIT_PATTERNS,
  COLORING,
  UNIQUENESS,
  CHAINS_AND_LOOPS,
  WINGS,
  ALMOST_LOCKED_SETS,
  ENUMERATIONS,
  MISCELLANEOUS,
  LAST_RESORT
};
struct StepConfig {
  int index;  // the solver's order
  Type type;
  int level;  // 1 easy .. 5 extreme
  Category category;
  int score;
  bool enabled;
};
const std::vector<StepConfig>& solver_steps();  // enabled or not, sorted by index
const StepConfig* step_config(Type t);          // getStepConfig (chains, nets, colours mapped)
const char* step_name(Type t);                  // "Naked Single"
const char* arg_name(Type t);                   // "n1"
const char* type_id(Type t);                    // "NAKED_SINGLE"
int type_compare(Type a, Type b);               // SolutionType.compare
int fish_size(Type t);
bool is_fish(Type t);
bool is_basic_fish(Type t);
bool is_franken_fish(Type t);
bool is_sashimi(Type t);
bool is_single(Type t);

// ---------------------------------------------------------------------------------------------------
// Chain entries (Chain.makeSEntry): candidate, strong bit, cell, second/third cell of a group node.

namespace chain {
constexpr int NORMAL_NODE = 0, GROUP_NODE = 1, ALS_NODE = 2;
constexpr int kMin = INT32_MIN;  // net separator (Integer.MIN_VALUE)
int make(int cell1, int cell2, int cell3, int cand, bool strong, int node_type);
inline int make(int cell, int cand, bool strong) { return make(cell, 0, 0, cand, strong, NORMAL_NODE); }
inline int abs(int e) { return e > 0 ? e : -e; }
inline int cell(int e) { return (abs(e) >> 5) & 0x7f; }
inline int cell2(int e) {
  const int r = (abs(e) >> 12) & 0x7f;
  return r == 0x7f ? -1 : r;
}
inline int cell3(int e) {
  const int r = (abs(e) >> 19) & 0x7f;
  return r == 0x7f ? -1 : r;
}
inline int cand(int e) { return abs(e) & 0xf; }
inline bool strong(int e) { return (abs(e) & 0x10) != 0; }
inline int node_type(int e) { return (abs(e) & 0x3c000000) >> 26; }
inline int set_strong(int e, bool s) { return s ? e | 0x10 : e & ~0x10; }
// getSNodeBuddies for normal and group nodes.
Set81 node_buddies(int e);
}  // namespace chain

struct Chain {
  int start = 0, end = 0;
  std::vector<int> chain;
  int length() const { return end - start + 1; }  // no ALS nodes: every entry counts 1
};

struct Cand {
  int index = 0, value = 0;
  friend bool operator==(const Cand&, const Cand&) = default;
};
inline bool cand_less(const Cand& a, const Cand& b) {  // Candidate.compareTo: value, then index
  return a.value != b.value ? a.value < b.value : a.index < b.index;
}
struct Entity {
  int name = 0, number = 0;
  friend bool operator==(const Entity&, const Entity&) = default;
};
struct AlsInStep {
  std::vector<int> indices, candidates;
};
struct RC {  // RestrictedCommon
  int als1 = 0, als2 = 0, cand1 = 0, cand2 = 0, actual = 0;
  bool check(const RC* last, bool first_try);
};

// SolutionStep.
struct Step {
  Type type = Type::HIDDEN_SINGLE;
  int entity = 0, entity_number = 0;
  std::vector<int> values, indices;
  std::vector<Cand> to_delete, cannibalistic, fins, endo_fins;
  std::vector<Entity> base, cover;
  std::vector<Chain> chains;
  std::vector<AlsInStep> alses;
  std::map<int, int> colors;  // colorCandidates: cell -> colour (0..3)
  std::vector<RC> rcs;

  void reset() { *this = Step{}; }
  void add_delete(int i, int v) { to_delete.push_back({i, v}); }
  void add_fin(int i, int v) { fins.push_back({i, v}); }
  void add_endo_fin(int i, int v) { endo_fins.push_back({i, v}); }
  void add_chain(int start, int end, const int* entries) {
    chains.push_back({start, end, std::vector<int>(entries, entries + end + 1)});
  }
  void add_als(const Set81& cells, unsigned cands);
  int chain_length() const;
  bool is_net() const;
  int alses_index_count() const;
  // getCandidateString: sorts and deduplicates to_delete (HoDoKu does so in place) and returns a key
  // naming the step type and the removals (the deletesMap key of HoDoKu's chain and ALS searches).
  std::string candidate_key();
  std::string single_key() const;  // getSingleCandidateString
  // toString(2): HoDoKu's one-line text ("Skyscraper: 2 in r1c5,r8c4 (connected by r18c7) => r9c5<>2").
  std::string text() const;
  // The chains in HoDoKu's notation (Eureka for chains and loops; forcing-chain form for nets).
  std::vector<std::string> chain_texts() const;
};

// SolutionStep.compareTo and isEquivalent.
int compare_steps(const Step& a, const Step& b);
bool equivalent(const Step& a, const Step& b);
int index_sum(const std::vector<Cand>& list);  // getIndexSumme
int int_sum(const std::vector<int>& list);     // getSumme
bool equal_ints(const std::vector<int>& a, const std::vector<int>& b);
std::string cell_print(int index);                  // "r3c5"
std::string compact_cells(std::vector<int> cells);  // getCompactCellPrint: "r1c39,r2c4"

// ---------------------------------------------------------------------------------------------------
// java.util.TimSort (Collections.sort), so that HoDoKu's comparators, intransitive ones included, give
// the same order as in Java. Sorts `v` by cmp(a, b) < 0.

namespace timsort_detail {
template <class Cmp>
struct Sorter {
  std::vector<int>& a;
  Cmp& c;
  std::vector<int> tmp;
  int min_gallop = 7;
  std::vector<int> run_base, run_len;
  int stack_size = 0;
  static void arraycopy(const int* src, int* dst, int n) { std::memmove(dst, src, sizeof(int) * n); }
  static void binary_sort(std::vector<int>& a, int lo, int hi, int start, Cmp& c) {
    if (start == lo) start++;
    for (; start < hi; start++) {
      const int pivot = a[start];
      int left = lo, right = start;
      while (left < right) {
        const int mid = (left + right) >> 1;
        if (c(pivot, a[mid]) < 0) right = mid;
        else left = mid + 1;
      }
      std::memmove(&a[left + 1], &a[left], sizeof(int) * (start - left));
      a[left] = pivot;
    }
  }
  static int count_run(std::vector<int>& a, int lo, int hi, Cmp& c) {
    int run_hi = lo + 1;
    if (run_hi == hi) return 1;
    if (c(a[run_hi++], a[lo]) < 0) {
      while (run_hi < hi && c(a[run_hi], a[run_hi - 1]) < 0) run_hi++;
      for (int l = lo, h = run_hi - 1; l < h;) std::swap(a[l++], a[h--]);
    } else {
      while (run_hi < hi && c(a[run_hi], a[run_hi - 1]) >= 0) run_hi++;
    }
    return run_hi - lo;
  }
  static int min_run(int n) {
    int r = 0;
    while (n >= 32) {
      r |= n & 1;
      n >>= 1;
    }
    return n + r;
  }
  int gallop_left(int key, const int* arr, int base, int len, int hint) {
    int last = 0, ofs = 1;
    if (c(key, arr[base + hint]) > 0) {
      const int max_ofs = len - hint;
      while (ofs < max_ofs && c(key, arr[base + hint + ofs]) > 0) {
        last = ofs;
        ofs = (ofs << 1) + 1;
        if (ofs <= 0) ofs = max_ofs;
      }
      if (ofs > max_ofs) ofs = max_ofs;
      last += hint;
      ofs += hint;
    } else {
      const int max_ofs = hint + 1;
      while (ofs < max_ofs && c(key, arr[base + hint - ofs]) <= 0) {
        last = ofs;
        ofs = (ofs << 1) + 1;
        if (ofs <= 0) ofs = max_ofs;
      }
      if (ofs > max_ofs) ofs = max_ofs;
      const int t = last;
      last = hint - ofs;
      ofs = hint - t;
    }
    last++;
    while (last < ofs) {
      const int m = last + ((ofs - last) >> 1);
      if (c(key, arr[base + m]) > 0) last = m + 1;
      else ofs = m;
    }
    return ofs;
  }
  int gallop_right(int key, const int* arr, int base, int len, int hint) {
    int ofs = 1, last = 0;
    if (c(key, arr[base + hint]) < 0) {
      const int max_ofs = hint + 1;
      while (ofs < max_ofs && c(key, arr[base + hint - ofs]) < 0) {
        last = ofs;
        ofs = (ofs << 1) + 1;
        if (ofs <= 0) ofs = max_ofs;
      }
      if (ofs > max_ofs) ofs = max_ofs;
      const int t = last;
      last = hint - ofs;
      ofs = hint - t;
    } else {
      const int max_ofs = len - hint;
      while (ofs < max_ofs && c(key, arr[base + hint + ofs]) >= 0) {
        last = ofs;
        ofs = (ofs << 1) + 1;
        if (ofs <= 0) ofs = max_ofs;
      }
      if (ofs > max_ofs) ofs = max_ofs;
      last += hint;
      ofs += hint;
    }
    last++;
    while (last < ofs) {
      const int m = last + ((ofs - last) >> 1);
      if (c(key, arr[base + m]) < 0) ofs = m;
      else last = m + 1;
    }
    return ofs;
  }
  void merge_lo(int base1, int len1, int base2, int len2) {
    tmp.assign(a.begin() + base1, a.begin() + base1 + len1);
    int* A = a.data();
    int* t = tmp.data();
    int cursor1 = 0, cursor2 = base2, dest = base1;
    A[dest++] = A[cursor2++];
    if (--len2 == 0) {
      arraycopy(t + cursor1, A + dest, len1);
      return;
    }
    if (len1 == 1) {
      arraycopy(A + cursor2, A + dest, len2);
      A[dest + len2] = t[cursor1];
      return;
    }
    int mg = min_gallop;
    for (;;) {
      int count1 = 0, count2 = 0;
      bool out = false;
      do {
        if (c(A[cursor2], t[cursor1]) < 0) {
          A[dest++] = A[cursor2++];
          count2++;
          count1 = 0;
          if (--len2 == 0) {
            out = true;
            break;
          }
        } else {
          A[dest++] = t[cursor1++];
          count1++;
          count2 = 0;
          if (--len1 == 1) {
            out = true;
            break;
          }
        }
      } while ((count1 | count2) < mg);
      if (out) break;
      do {
        count1 = gallop_right(A[cursor2], t, cursor1, len1, 0);
        if (count1 != 0) {
          arraycopy(t + cursor1, A + dest, count1);
          dest += count1;
          cursor1 += count1;
          len1 -= count1;
          if (len1 <= 1) {
            out = true;
            break;
          }
        }
        A[dest++] = A[cursor2++];
        if (--len2 == 0) {
          out = true;
          break;
        }
        count2 = gallop_left(t[cursor1], A, cursor2, len2, 0);
        if (count2 != 0) {
          arraycopy(A + cursor2, A + dest, count2);
          dest += count2;
          cursor2 += count2;
          len2 -= count2;
          if (len2 == 0) {
            out = true;
            break;
          }
        }
        A[dest++] = t[cursor1++];
        if (--len1 == 1) {
          out = true;
          break;
        }
        mg--;
      } while ((count1 >= 7) | (count2 >= 7));
      if (out) break;
      if (mg < 0) mg = 0;
      mg += 2;
    }
    min_gallop = mg < 1 ? 1 : mg;
    if (len1 == 1) {
      arraycopy(A + cursor2, A + dest, len2);
      A[dest + len2] = t[cursor1];
    } else if (len1 > 1) {
      arraycopy(t + cursor1, A + dest, len1);
    }  // len1 == 0: Java throws "Comparison method violates its general contract!"
  }
  void merge_hi(int base1, int len1, int base2, int len2) {
    tmp.assign(a.begin() + base2, a.begin() + base2 + len2);
    int* A = a.data();
    int* t = tmp.data();
    int cursor1 = base1 + len1 - 1, cursor2 = len2 - 1, dest = base2 + len2 - 1;
    A[dest--] = A[cursor1--];
    if (--len1 == 0) {
      arraycopy(t, A + dest - (len2 - 1), len2);
      return;
    }
    if (len2 == 1) {
      dest -= len1;
      cursor1 -= len1;
      arraycopy(A + cursor1 + 1, A + dest + 1, len1);
      A[dest] = t[cursor2];
      return;
    }
    int mg = min_gallop;
    for (;;) {
      int count1 = 0, count2 = 0;
      bool out = false;
      do {
        if (c(t[cursor2], A[cursor1]) < 0) {
          A[dest--] = A[cursor1--];
          count1++;
          count2 = 0;
          if (--len1 == 0) {
            out = true;
            break;
          }
        } else {
          A[dest--] = t[cursor2--];
          count2++;
          count1 = 0;
          if (--len2 == 1) {
            out = true;
            break;
          }
        }
      } while ((count1 | count2) < mg);
      if (out) break;
      do {
        count1 = len1 - gallop_right(t[cursor2], A, base1, len1, len1 - 1);
        if (count1 != 0) {
          dest -= count1;
          cursor1 -= count1;
          len1 -= count1;
          arraycopy(A + cursor1 + 1, A + dest + 1, count1);
          if (len1 == 0) {
            out = true;
            break;
          }
        }
        A[dest--] = t[cursor2--];
        if (--len2 == 1) {
          out = true;
          break;
        }
        count2 = len2 - gallop_left(A[cursor1], t, 0, len2, len2 - 1);
        if (count2 != 0) {
          dest -= count2;
          cursor2 -= count2;
          len2 -= count2;
          arraycopy(t + cursor2 + 1, A + dest + 1, count2);
          if (len2 <= 1) {
            out = true;
            break;
          }
        }
        A[dest--] = A[cursor1--];
        if (--len1 == 0) {
          out = true;
          break;
        }
        mg--;
      } while ((count1 >= 7) | (count2 >= 7));
      if (out) break;
      if (mg < 0) mg = 0;
      mg += 2;
    }
    min_gallop = mg < 1 ? 1 : mg;
    if (len2 == 1) {
      dest -= len1;
      cursor1 -= len1;
      arraycopy(A + cursor1 + 1, A + dest + 1, len1);
      A[dest] = t[cursor2];
    } else if (len2 > 1) {
      arraycopy(t, A + dest - (len2 - 1), len2);
    }
  }
  void merge_at(int i) {
    int base1 = run_base[i], len1 = run_len[i];
    const int base2 = run_base[i + 1];
    int len2 = run_len[i + 1];
    run_len[i] = len1 + len2;
    if (i == stack_size - 3) {
      run_base[i + 1] = run_base[i + 2];
      run_len[i + 1] = run_len[i + 2];
    }
    stack_size--;
    const int k = gallop_right(a[base2], a.data(), base1, len1, 0);
    base1 += k;
    len1 -= k;
    if (len1 == 0) return;
    len2 = gallop_left(a[base1 + len1 - 1], a.data(), base2, len2, len2 - 1);
    if (len2 == 0) return;
    if (len1 <= len2) merge_lo(base1, len1, base2, len2);
    else merge_hi(base1, len1, base2, len2);
  }
  void merge_collapse() {
    while (stack_size > 1) {
      int n = stack_size - 2;
      if ((n > 0 && run_len[n - 1] <= run_len[n] + run_len[n + 1]) ||
          (n > 1 && run_len[n - 2] <= run_len[n] + run_len[n - 1])) {
        if (run_len[n - 1] < run_len[n + 1]) n--;
      } else if (n < 0 || run_len[n] > run_len[n + 1]) {
        break;
      }
      merge_at(n);
    }
  }
  void merge_force_collapse() {
    while (stack_size > 1) {
      int n = stack_size - 2;
      if (n > 0 && run_len[n - 1] < run_len[n + 1]) n--;
      merge_at(n);
    }
  }
};
}  // namespace timsort_detail

// Sorts the indices 0..n-1 of some list by cmp(i, j) as java.util.TimSort would sort that list.
template <class Cmp>
std::vector<int> java_sort_order(int n, Cmp cmp) {
  std::vector<int> a(n);
  for (int i = 0; i < n; ++i) a[i] = i;
  if (n < 2) return a;
  using S = timsort_detail::Sorter<Cmp>;
  if (n < 32) {
    const int init = S::count_run(a, 0, n, cmp);
    S::binary_sort(a, 0, n, init, cmp);
    return a;
  }
  S s{a, cmp, {}, 7, std::vector<int>(49), std::vector<int>(49), 0};
  int lo = 0, remaining = n;
  const int min_run = S::min_run(n);
  do {
    int run = S::count_run(a, lo, n, cmp);
    if (run < min_run) {
      const int force = remaining <= min_run ? remaining : min_run;
      S::binary_sort(a, lo, lo + force, lo + run, cmp);
      run = force;
    }
    s.run_base[s.stack_size] = lo;
    s.run_len[s.stack_size++] = run;
    s.merge_collapse();
    lo += run;
    remaining -= run;
  } while (remaining != 0);
  s.merge_force_collapse();
  return a;
}
// Collections.sort(list, comparator) on a vector of steps.
template <class Cmp>
void java_sort(std::vector<Step>& steps, Cmp cmp) {
  const std::vector<int> order =
      java_sort_order(static_cast<int>(steps.size()), [&](int x, int y) { return cmp(steps[x], steps[y]); });
  std::vector<Step> sorted;
  sorted.reserve(steps.size());
  for (int i : order) sorted.push_back(std::move(steps[i]));
  steps = std::move(sorted);
}

// ---------------------------------------------------------------------------------------------------
// Almost locked sets and the step finder's shared caches (SudokuStepFinder).

struct Als {
  Set81 indices;
  unsigned candidates = 0;
  std::array<Set81, 10> per_cand{}, buddies_per_cand{}, buddies_als_per_cand{};
  Set81 buddies;
  bool has(int v) const { return (candidates >> (v - 1)) & 1u; }
};

class Finder;

// Each solver ports one class of HoDoKu's `solver` package; get() returns its step for a type it
// handles, or nothing.
struct Solver {
  Finder& finder;
  explicit Solver(Finder& f) : finder(f) {}
  virtual ~Solver() = default;
  virtual bool get(Type type, Step& out) = 0;
};
std::unique_ptr<Solver> make_simple_solver(Finder&);
std::unique_ptr<Solver> make_fish_solver(Finder&);
std::unique_ptr<Solver> make_single_digit_solver(Finder&);
std::unique_ptr<Solver> make_uniqueness_solver(Finder&);
std::unique_ptr<Solver> make_wing_solver(Finder&);
std::unique_ptr<Solver> make_coloring_solver(Finder&);
std::unique_ptr<Solver> make_chain_solver(Finder&);
std::unique_ptr<Solver> make_als_solver(Finder&);
std::unique_ptr<Solver> make_misc_solver(Finder&);
std::unique_ptr<Solver> make_tabling_solver(Finder&);

// The singles a table of the forcing nets plays out (SimpleSolver.findAllNakedSingles/HiddenSingles).
void all_naked_singles(Grid& g, std::vector<Step>& out);
void all_hidden_singles(Grid& g, std::vector<Step>& out);

class Finder {
 public:
  Finder();
  ~Finder();
  Grid* sudoku = nullptr;
  int step_number = 0;
  bool unique = true;         // the puzzle has one solution (uniqueness steps allowed)
  bool givens_unique = true;  // the givens alone have one solution (avoidable rectangles)

  void set_sudoku(Grid* g) {
    sudoku = g;
    set_dirty();
  }
  void set_dirty();
  bool get_step(Type type, Step& out);  // stepNumber++ when found
  void do_step(const Step& step);
  const std::array<Set81, 10>& candidates();
  const std::array<Set81, 10>& positions();
  const std::array<Set81, 10>& candidates_allowed();
  const Set81& empty_cells();
  const std::vector<Als>& alses(bool only_larger_than_one);
  const std::vector<RC>& restricted_commons(const std::vector<Als>& alses, bool allow_overlap);
  std::vector<int> rc_start, rc_end;

 private:
  std::array<Set81, 10> cands_{}, pos_{}, allowed_{};
  Set81 empty_;
  bool cands_dirty_ = true, pos_dirty_ = true, allowed_dirty_ = true;
  std::vector<Als> alses_[2];
  int alses_step_[2] = {-1, -1};
  std::vector<RC> rcs_;
  int rc_step_ = -1;
  const std::vector<Als>* rc_list_ = nullptr;
  std::vector<std::unique_ptr<Solver>> solvers_;
};

}  // namespace gridlogic::human::hodoku
