// sudoku_human_internal.h — what the human solver's technique files share (internal to the engine):
// the board (values + candidate masks + houses), the step a technique finds, and the finders.
//
// sudoku_human.cpp owns the board and the driver; sudoku_human_singles.cpp, _subsets.cpp, _fish.cpp,
// _wings.cpp and _chains.cpp each hold one family of finders (_hodoku.cpp HoDoKu's, for the HoDoKu
// ladder of _hodoku_ladder.cpp only). A finder looks at the board without
// changing it and returns the first step of its technique that changes something (a placement or at
// least one removed candidate), or nullopt.
#pragma once

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "gridlogic/sudoku_human.h"

namespace gridlogic::human {

// A step with its SE rating.
struct Step {
  TraceStep trace;
  double rating = 0;
};

// Houses 0..n-1 are rows, n..2n-1 columns, 2n..3n-1 boxes.
enum class HouseKind { Row, Column, Box };

// The houses of a shape, built once per shape and shared by every board of it: the "+" levels of the
// forcing chains build a scratch board at every stalled assumption, and building the houses each time
// was a fifth of their time (allocation).
struct Topology {
  std::vector<std::vector<int>> houses;    // 3n houses of n cells
  std::vector<std::vector<int>> house_of;  // per cell: its row, column and box house
  std::vector<std::array<int, 3>> slot;    // per cell: its index in those houses (house_of order)
  static const Topology& of(const SudokuShape& shape);
};

// A naked single's causes: for each value the cell cannot take, the first filled peer (its row, then its
// column, then its box) holding that value, so a hint can point at what rules each value out. A value
// removed by an earlier deduction (no filled peer holds it) has none. `value_at(cell)` is 0 when empty.
template <class ValueAt>
std::vector<int> naked_single_causes(const Topology& t, int n, int cell, int v, ValueAt value_at) {
  std::vector<int> out;
  for (int other = 1; other <= n; ++other) {
    if (other == v) continue;
    int found = -1;
    for (int k = 0; k < 3 && found < 0; ++k)
      for (int peer : t.houses[t.house_of[cell][k]])
        if (peer != cell && value_at(peer) == other) {
          found = peer;
          break;
        }
    if (found >= 0 && std::find(out.begin(), out.end(), found) == out.end()) out.push_back(found);
  }
  return out;
}

struct Board {
  SudokuShape shape;
  int n = 0;
  int size = 0;                                   // n²
  std::vector<uint8_t> value;                     // 0 = empty
  std::vector<uint32_t> cand;                     // bit v-1; 0 for a filled cell
  const std::vector<std::vector<int>>& houses;    // Topology::of(shape).houses
  const std::vector<std::vector<int>>& house_of;  // Topology::of(shape).house_of
  const std::vector<std::array<int, 3>>& slot;    // Topology::of(shape).slot

  explicit Board(const HumanPosition& p);
  Board(const SudokuShape& shape, std::vector<uint8_t> value, std::vector<uint32_t> cand);
  Board(const Board&) = default;
  Board& operator=(const Board&) = delete;  // the houses are references
  int row(int cell) const { return cell / n; }
  int col(int cell) const { return cell % n; }
  int box(int cell) const { return shape.box_of(row(cell), col(cell)); }
  bool sees(int a, int b) const { return a != b && (row(a) == row(b) || col(a) == col(b) || box(a) == box(b)); }
  HouseKind kind(int house) const {
    return house < n ? HouseKind::Row : house < 2 * n ? HouseKind::Column : HouseKind::Box;
  }
  bool has(int cell, int v) const { return (cand[cell] >> (v - 1)) & 1u; }
  // The cells of a house where v is a candidate, as a mask over the house's positions 0..n-1. Read
  // from a table built at the first call after a change (the fish, hidden subsets and claiming ask
  // for every house and value, at every stalled assumption of the "+" levels).
  uint32_t positions(int house, int v) const {
    if (positions_.empty()) fill_positions();
    return positions_[house * n + v - 1];
  }
  // The same table whole (house * n + v - 1), valid until the next change.
  const uint32_t* positions_table() const {
    if (positions_.empty()) fill_positions();
    return positions_.data();
  }
  // Every write to `value` or `cand` must be followed by this (place() and apply() do).
  void changed() { positions_.clear(); }

 private:
  mutable std::vector<uint32_t> positions_;  // house * n + v - 1; empty when stale
  void fill_positions() const;
};

// The native build targets plain x86-64 (no POPCNT instruction), where std::popcount is a call into
// libgcc; this inline bit count is what the hot loops of the chains and finders want. WASM has one.
inline int popcount(uint32_t m) {
#if defined(__POPCNT__) || defined(__wasm__)
  return std::popcount(m);
#else
  m = m - ((m >> 1) & 0x55555555u);
  m = (m & 0x33333333u) + ((m >> 2) & 0x33333333u);
  return static_cast<int>((((m + (m >> 4)) & 0x0f0f0f0fu) * 0x01010101u) >> 24);
#endif
}
// Whether m has exactly two bits (the chains ask it of every cell and house they follow: cheaper than
// the bit count above).
inline bool two_bits(uint32_t m) {
  const uint32_t rest = m & (m - 1);
  return rest && !(rest & (rest - 1));
}
inline int lowest_value(uint32_t m) { return std::countr_zero(m) + 1; }

// The i-th house (0 ≤ i < 3n) in the order SE's producers visit them: boxes, then columns, then rows
// (houses are stored rows, columns, boxes). Among steps of one rating SE takes the first it finds, so
// the order decides the path.
inline int se_house(int n, int i) { return i < n ? 2 * n + i : i < 2 * n ? i : i - 2 * n; }

// Calls found(chosen indices, union) for every k-combination of `masks` whose union has exactly k bits
// (the shape of subsets and fish alike); stops when found returns true, and returns whether it did.
template <class F>
bool combinations(const std::vector<uint32_t>& masks, int k, F&& found) {
  std::vector<int> chosen;
  if (static_cast<int>(masks.size()) < k) return false;
  chosen.reserve(k);
  auto rec = [&](auto&& self, size_t start, uint32_t acc) -> bool {
    if (static_cast<int>(chosen.size()) == k) return popcount(acc) == k && found(chosen, acc);
    for (size_t i = start; i < masks.size(); ++i) {
      const uint32_t next = acc | masks[i];
      if (popcount(next) > k) continue;
      chosen.push_back(static_cast<int>(i));
      if (self(self, i + 1, next)) return true;
      chosen.pop_back();
    }
    return false;
  };
  return rec(rec, 0, 0);
}

// "row 3", "column 5", "box 2" (1-based).
std::string house_name(const Board& b, int house);
// "r3c5".
std::string cell_label(const Board& b, int cell);
// "r1c2, r1c5".
std::string cell_list(const Board& b, const std::vector<int>& cells);
// "3", "3 and 7", "3, 7 and 9".
std::string value_list(const std::vector<int>& values);
// "{3,7}" — a cell's candidates.
std::string cand_set(uint32_t mask);
// "r1c8, r1c9" — the distinct cells of a removal list, in order.
std::vector<int> distinct_cells(const std::vector<CellValue>& removed);

// The finders, one per technique (or pair of related ones), ladder order in sudoku_human.cpp.
std::optional<Step> find_full_house(const Board& b);
std::optional<Step> find_hidden_single(const Board& b, bool boxes);  // boxes (1.2) or lines (1.5)
std::optional<Step> find_naked_single(const Board& b);
// `accept`, when given, filters: a finder returns the first step of its kind that accept() takes (the
// "direct" rungs of sudoku_human_direct.cpp look for one whose removals leave a hidden single).
using StepFilter = std::function<bool(const Step&)>;
std::optional<Step> find_pointing(const Board& b, const StepFilter& accept = {});
std::optional<Step> find_claiming(const Board& b, const StepFilter& accept = {});
std::optional<Step> find_naked_subset(const Board& b, int k, const StepFilter& accept = {});
std::optional<Step> find_hidden_subset(const Board& b, int k, const StepFilter& accept = {});
// SE's "direct" rungs: pointing (1.7), claiming (1.9), hidden pair (2.0), hidden triple (2.5) whose
// removals leave a hidden single; the step places that single.
std::optional<Step> find_direct_pointing(const Board& b);
std::optional<Step> find_direct_claiming(const Board& b);
std::optional<Step> find_direct_hidden_subset(const Board& b, int k);
std::optional<Step> find_fish(const Board& b, int k, const StepFilter& accept = {});
std::optional<Step> find_xy_wing(const Board& b);
std::optional<Step> find_xyz_wing(const Board& b);
std::optional<Step> find_simple_colouring(const Board& b);
std::optional<Step> find_x_chain(const Board& b);
std::optional<Step> find_xy_chain(const Board& b);

// Uniqueness rungs (sudoku_human_unique.cpp): unique rectangles and loops, types 1–4 (4.5–5.3, the
// lowest-rated one), BUG+1 (5.6).
std::optional<Step> find_unique_loop(const Board& b);
std::optional<Step> find_bug_plus_one(const Board& b);
// Aligned exclusion (sudoku_human_aligned.cpp): of a pair (6.2) and of a triple (7.5).
std::optional<Step> find_aligned_pair_exclusion(const Board& b);
std::optional<Step> find_aligned_triple_exclusion(const Board& b);

// SE's chaining rungs (sudoku_human_forcing.cpp); each returns the lowest-rated step of its kind.
std::optional<Step> find_forcing_chain(const Board& b);            // forcing X-chains, forcing chains, cycles, 6.5+
std::optional<Step> find_nishio(const Board& b);                   // 7.5+
std::optional<Step> find_multiple_forcing_chains(const Board& b);  // cell / region, 8.0+
std::optional<Step> find_dynamic_forcing_chains(const Board& b, int level);  // 8.5+, +0.5 a level
// While one is alive on this thread (the solver holds one for a whole solve), the "+" levels remember
// what their nested searches found in each assumed position, for the next assumption, rung or step
// that stalls in the same position (sudoku_human_forcing.cpp). Nests; the outermost frees the memory.
class NestedSearchMemoScope {
 public:
  NestedSearchMemoScope();
  ~NestedSearchMemoScope();
  NestedSearchMemoScope(const NestedSearchMemoScope&) = delete;
  NestedSearchMemoScope& operator=(const NestedSearchMemoScope&) = delete;
};

// Where SE sorts a chaining hint among those of its rung: by rating, then length (complexity, the
// literals it uses), then kind (sort_key: 2 X, 3 Y, 4 both).
struct ChainRank {
  double rating;
  int complexity;
  int sort_key;
  int start;  // the literal (cell * n + value - 1) SE's search started from when it found the chain
};
// SE's bidirectional X-/Y-cycles and cycles (sudoku_human_cycles.cpp), searched with the static forcing
// chains: the one SE would sort first, if it sorts before `beat`. On equal rating, length and kind SE
// keeps the order it found them in: by the cell and value it started from, a cycle before a chain
// from the same start.
std::optional<Step> find_bidirectional_cycle(const Board& b, const std::optional<ChainRank>& beat);
// Every cycle that search finds with a removal, in the order SE finds them (its static chaining rule
// nested in an assumption at the "+" levels takes them all: sudoku_human_forcing.cpp). `loop` holds
// its literals (node * 2 + on) from the start round; `causes` the candidates whose absence its links
// use, as SE's getRuleParents lists them for the loop and the loop read backwards.
struct FoundCycle {
  double rating;
  int length;
  int sort_key;
  int start;
  std::vector<int> loop;
  std::vector<CellValue> removed, causes;
};
// `components`: per literal (node * 2 + on) its strongly connected component in the static implication
// graph, -1 where that holds no loop; the walks keep to the start's (the cycles, and the order and
// parents SE's breadth-first walk gives their literals, are the same).
void all_bidirectional_cycles(const Board& b, std::vector<FoundCycle>& out, const std::vector<int>& components);

// HoDoKu's techniques SE lacks (sudoku_human_hodoku.cpp), on the HoDoKu ladder only: finned fish of k
// lines with fins in one box (sashimi: without its fins a base line would keep one cell), ALS-XZ and
// ALS-XY-wing. Their steps carry no SE rating (0).
std::optional<Step> find_finned_fish(const Board& b, int k, bool sashimi);
std::optional<Step> find_als_xz(const Board& b);
std::optional<Step> find_als_xy_wing(const Board& b);

// The HoDoKu ladder on 9×9 is HoDoKu 2.2.0's own solver, ported (sudoku_hodoku.h,
// sudoku_human_hodoku_*.cpp): its path, scores and levels are HoDoKu's. Other sizes climb
// hodoku_ladder() below. hodoku_solve returns nullopt when the puzzle has no solution (the generic
// ladder then reports the contradiction); hodoku_next_step is HoDoKu's hint from a position.
bool hodoku_port_applies(const SudokuShape& shape);
std::optional<HumanSolveResult> hodoku_solve(const SudokuGrid& puzzle, const HumanOptions& options,
                                             TraceObserver* observer);
std::optional<TraceStep> hodoku_next_step(const HumanPosition& position, const HumanOptions& options);

// A rung of a ladder: the technique (SE rating; 0 when SE has none) and its finder.
struct Rung {
  HumanTechnique technique;
  std::function<std::optional<Step>(const Board&)> find;
};
// Sudoku Explainer's ladder (sudoku_human.cpp), easiest rung first.
const std::vector<Rung>& ladder();
// The HoDoKu ladder (sudoku_human_hodoku_ladder.cpp), in HoDoKu's order.
const std::vector<Rung>& hodoku_ladder();

// SE's length modifier for chains: +0.1 each time the length passes 4, 6, 8, 12, 16, 24, 32, ...
double chain_length_bonus(int length);

}  // namespace gridlogic::human
