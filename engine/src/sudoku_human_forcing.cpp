// sudoku_human_forcing.cpp — Sudoku Explainer's chaining rungs: forcing X-chains and forcing chains,
// Nishio, cell and region forcing chains, dynamic forcing chains and the "+" levels, each rated as SE
// rates them.
//
// All of them follow implications between candidates ("r1c2 is 5" on, "r1c2 is not 5" off) from an
// assumption:
//   on  → off: a value placed removes its other candidates and the same value from its peers;
//   off → on: static chains use only what the position shows (a cell with two candidates, a house with
//             two places for a value); dynamic chains play the assumption out, so a cell or house
//             emptied down to one candidate by the chain itself also forces it;
//   "+" levels: when the chain stalls, level 1 lets locked candidates, subsets and fish remove more
//             candidates in the assumed position, level 2 also static forcing chains found inside it,
//             level 3 static cell/region forcing chains; level 4 the basic ones and dynamic forcing
//             chains only (SE's nesting).
// An assumption leading to a candidate being both on and off is refuted; branches that all lead to the
// same conclusion (every candidate of a cell, every place of a value in a house, an assumption and its
// opposite) prove it. The rating is SE's base for the kind plus its length bonus (chain_length_bonus)
// over the number of implications the conclusion needs. docs/human-solver.md lists the ratings.
#include <algorithm>
#include <array>
#include <cassert>
#include <cmath>
#include <limits>
#include <map>
#include <memory>
#include <optional>
#include <unordered_map>

#include "gridlogic/deadline.h"
#include "sudoku_human_internal.h"

namespace gridlogic::human {
namespace {

enum class Link : uint8_t { Start, Weak, Cell, House, Rule };

struct Lit {
  int node;  // cell * n + (value - 1)
  bool on;
  Link link;          // how it was implied (Cell/House: the strong links that decide X or Y chains)
  uint16_t nparents;  // (16 bytes a literal: the runs write millions of them)
  int parents;        // the parent itself when it is the only one (most are), else its offset in Run::pool
  int nested = -1;    // Link::Rule from a chain found inside the assumption: its index in Run::nested
};

// A chain a "+" level found inside an assumption. SE counts its literals in the complexity of every
// hint whose chains use one of its removals, once per hint however many of them it uses (`key` tells
// two equal chains found in different runs apart from different ones).
struct NestedChain {
  uint64_t key;
  int complexity;
};

// Grids up to this many nodes (16×16: 4,096) keep a dense per-node table in every Run, for O(1)
// lookups in the searches' hot loops; larger ones keep a sorted index of what the run reached. The
// searches keep a Run for every candidate at once, so dense tables cost nodes² × 8 bytes: 134 MB at
// 16×16, but 4 GB for an empty 25×25 (15,625 nodes), which aborted the WASM module at its 2 GB heap.
constexpr int kDenseNodes = 4096;

// One assumption played out.
struct Run {
  std::vector<Lit> lits;
  std::vector<int> pool;
  std::vector<NestedChain> nested;
  // Per node its literal or -1 (small grids: at most 2 × kDenseNodes literals), or empty.
  mutable std::vector<int16_t> on_dense, off_dense;
  // A run of at most kScanLits literals leaves them out of on_dense and off_dense (all -1), and at()
  // reads them from `lits`: a nested search's runs average 15 literals, and writing then clearing
  // each one's entries, in tables that together outgrow the cache, cost a tenth of its time.
  static constexpr size_t kScanLits = 20;
  bool scan = false;
  // A nested search's long run leaves its tables clean too, and at() fills them the first time it is
  // asked (most runs never are: LitSets): `built` says whether they hold the literals. Writing them as
  // each run ended, then clearing them before its next, missed the cache at every literal (the runs'
  // tables together are megabytes).
  mutable bool built = false;
  mutable uint8_t asked = 0;    // the questions at() answered from `lits` since the run ended
  std::vector<uint64_t> index;  // else (node * 2 + on) << 32 | literal, sorted
  // Per literal the number of its ancestors (itself included), or -1 until asked (Chainer::count()).
  mutable std::vector<int> counted;
  int conflict = -1;      // a node both on and off
  int conflict_lit = -1;  // the literal that made it so
  // The literals SE's sets hold: it stops at a contradiction without adding the literal that made it,
  // and still intersects what the branch had reached (a contradictory branch proves anything).
  int limit() const { return conflict_lit < 0 ? static_cast<int>(lits.size()) : conflict_lit; }
  bool has_x = false, has_y = false;
  // The position as the run left it (dynamic chains), so that the next "+" level can resume it.
  std::vector<uint32_t> end_cand;
  std::vector<uint8_t> end_value;
  // Where the run stalled with nothing left for level 1 (the basic techniques): its literal and
  // parent counts (-1: it never did) and its position. Levels 2 and 3 go on from there with static
  // chains, level 4 with dynamic ones (SE's rules), so level 4 resumes the runs of level 3 from here.
  int basic_lits = -1;
  size_t basic_pool = 0;
  std::vector<uint32_t> basic_cand;
  std::vector<uint8_t> basic_value;

  // Parent k of literal l (Lit::parents).
  int parent(const Lit& l, int k) const { return l.nparents == 1 ? l.parents : pool[l.parents + k]; }

  // The literal that set `node` on (or off) in this run, or -1.
  int at(int node, bool on) const {
    if (scan) {
      for (size_t i = 0; i < lits.size(); ++i)
        if (lits[i].node == node && lits[i].on == on) return static_cast<int>(i);
      return -1;
    }
    if (!on_dense.empty()) {
      if (!built && asked < 2) {  // (one or two questions, as a contradiction asks: cheaper read off)
        ++asked;
        for (size_t i = 0; i < lits.size(); ++i)
          if (lits[i].node == node && lits[i].on == on) return static_cast<int>(i);
        return -1;
      }
      if (!built) {
        for (size_t i = 0; i < lits.size(); ++i)
          (lits[i].on ? on_dense : off_dense)[lits[i].node] = static_cast<int16_t>(i);
        built = true;
      }
      return (on ? on_dense : off_dense)[node];
    }
    const uint64_t key = static_cast<uint64_t>(node * 2 + on) << 32;
    const auto it = std::lower_bound(index.begin(), index.end(), key);
    return it != index.end() && (*it >> 32) == (key >> 32) ? static_cast<int>(*it & 0xffffffffu) : -1;
  }
  int on_at(int node) const { return at(node, true); }
  int off_at(int node) const { return at(node, false); }
};

struct Mode {
  bool dynamic = false;
  bool same_value_only = false;  // Nishio: links of one value only
  int level = 0;                 // "+" levels: 1 basic techniques, 2 also static forcing chains,
                                 // 3 also static cell/region chains, 4 basic and dynamic chains
  // The order implications are followed in, which decides each literal's parents and so the
  // complexity SE counts: SE's multiple and dynamic chains follow the oldest pending "on" literal
  // first, an "off" one only when no "on" one waits; its forcing X-chains and forcing chains go layer
  // by layer (first come, first served, as false here).
  bool on_first = true;
  // Only a contradiction on the assumption's own candidate stops the run (SE's forcing chains
  // search on to the assumption's opposite).
  bool refute_start_only = false;
};

// What every static chain of a position reaches, for all assumptions at once. Static chains follow a
// fixed implication graph (on → off to the cell's other candidates and the value's peers; off → on
// through a bivalue cell or a house with two places for the value), and that graph holds every
// implication's contrapositive. So the chain from "X is on" meets a contradiction exactly when it
// reaches "X is off", and what it reaches does not depend on the order the chain explores in. The "+"
// levels ask, at every stalled assumption, which candidate of the assumed position a static chain
// refutes (level 2) and whether a static cell or region forcing chain exists in it (level 3): playing
// out every candidate there was most of their time. Here one pass of Tarjan's algorithm over the
// graph's strongly connected components, sinks first, gives each literal its reach as a bitset; only
// the assumptions that reach their own opposite (level 2) or whose branches meet (level 3) are then
// played out by Chainer::run, for the literals the step reports.
class StaticClosure {
 public:
  // lazy: nothing explored until complete() (a "+" level that skips the static chains never pays).
  explicit StaticClosure(const Board& b, bool lazy = false) : b_(b), n_(b.n), index_(b.size * b.n, -1) {
    for (int node = 0; node < b.size * n_; ++node)
      if (b.has(node / n_, node % n_ + 1)) {
        index_[node] = static_cast<int>(nodes_.size());
        nodes_.push_back(node);
      }
    lits_ = 2 * static_cast<int>(nodes_.size());
    words_ = (lits_ + 63) / 64;
    start_components();
    if (!lazy) complete();
  }

  // The literal "node is on" (or off), or -1 when node is not a candidate.
  int lit(int node, bool on) const { return index_[node] < 0 ? -1 : 2 * index_[node] + (on ? 0 : 1); }
  bool reaches(int from, int to) const { return (reach(from)[to / 64] >> (to % 64)) & 1u; }
  // Whether the static chain from "node is on" meets a contradiction.
  bool refuted(int node) const { return reaches(lit(node, true), lit(node, false)); }
  // Whether the literals `from` all reach one same literal outside the nodes `except` (both polarities).
  bool common_reach(std::initializer_list<int> from, const std::vector<int>& except) const {
    return meet(
        from, [](int l) { return l; }, except);
  }
  // Whether a cell or region forcing chain over these branches can exist: all reach one same literal
  // besides the branches themselves (a contradictory branch reaches a part of its reach: see
  // Run::limit()).
  bool branches_meet(const std::vector<int>& starts) const {
    return meet(
        starts, [this](int s) { return lit(s, true); }, starts);
  }
  // Whether the literals to_lit(x), x in `from`, all reach one literal outside the nodes `except`.
  template <class From, class ToLit>
  bool meet(const From& from, ToLit to_lit, const std::vector<int>& except) const {
    common_.assign(words_, ~0ull);
    for (int x : from) {
      const uint64_t* r = reach(to_lit(x));
      uint64_t any = 0;
      for (int w = 0; w < words_; ++w) any |= common_[w] &= r[w];
      if (!any) return false;  // (most groups share nothing after two branches)
    }
    for (int node : except)
      for (bool on : {true, false}) {
        const int l = lit(node, on);
        common_[l / 64] &= ~(1ull << (l % 64));
      }
    return std::any_of(common_.begin(), common_.end(), [](uint64_t w) { return w != 0; });
  }
  // Calls f(starts) for every cell's candidates and every value's places in a house that the static
  // multiple_chains() tries (from cells of three candidates or more); stops when f returns true.
  template <class F>
  bool each_group(F&& f) const {
    std::vector<int> starts;
    for (int cell = 0; cell < b_.size; ++cell) {
      if (b_.value[cell] || popcount(b_.cand[cell]) < 3) continue;
      starts.clear();
      for (int v = 1; v <= n_; ++v)
        if (b_.has(cell, v)) starts.push_back(cell * n_ + v - 1);
      if (f(starts)) return true;
    }
    for (int h = 0; h < 3 * n_; ++h)
      for (int v = 1; v <= n_; ++v) {
        const uint32_t pos = b_.positions(h, v);
        if (popcount(pos) < 2) continue;
        starts.clear();
        for (int i = 0; i < n_; ++i)
          if ((pos >> i) & 1u) starts.push_back(b_.houses[h][i] * n_ + v - 1);
        if (popcount(b_.cand[starts[0] / n_]) < 3) continue;
        if (f(starts)) return true;
      }
    return false;
  }
  // Per literal (node * 2 + on, as FoundCycle has them) its component when that holds a loop (two
  // literals or more), else -1: a bidirectional cycle stays inside one such component.
  std::vector<int> loop_components() const {
    std::vector<int> size(ncomp_, 0), out(static_cast<size_t>(b_.size) * n_ * 2, -1);
    for (int l = 0; l < lits_; ++l) ++size[comp_[l]];
    for (int l = 0; l < lits_; ++l)
      if (size[comp_[l]] > 1) out[nodes_[l / 2] * 2 + ((l & 1) ? 0 : 1)] = comp_[l];
    return out;
  }
  // Whether some static cell or region forcing chain exists.
  bool has_branches() const {
    return each_group([&](const std::vector<int>& starts) { return branches_meet(starts); });
  }

 private:
  const Board& b_;
  int n_;
  std::vector<int> index_;  // node → its number among the candidates, or -1
  std::vector<int> nodes_;  // the candidates' nodes
  int lits_ = 0, words_ = 0;
  std::vector<int> first_, last_, edges_;  // literal → its implied literals (expand())
  std::vector<int> comp_;                  // literal → its component
  std::vector<uint64_t> reach_;            // component → the literals it reaches (itself included)
  mutable std::vector<uint64_t> common_;   // scratch of the queries

  const uint64_t* reach(int l) const { return &reach_[static_cast<size_t>(comp_[l]) * words_]; }

  // A literal's implications, appended to edges_ when the search first visits it (level 2 visits only
  // part of the graph): edges_[first_[l] .. last_[l]).
  void expand(int l) {
    const int node = nodes_[l / 2], cell = node / n_, v = node % n_ + 1;
    const uint32_t bit = 1u << (v - 1);
    first_[l] = static_cast<int>(edges_.size());
    if (!(l & 1)) {  // on: the cell's other candidates and the value's other places go off
      for (uint32_t m = b_.cand[cell] & ~bit; m; m &= m - 1)
        edges_.push_back(lit(cell * n_ + std::countr_zero(m), false));
      // (a peer in two houses gives a duplicate edge)
      for (int j = 0; j < 3; ++j) {
        const int h = b_.house_of[cell][j];
        for (uint32_t m = b_.positions(h, v) & ~(1u << b_.slot[cell][j]); m; m &= m - 1)
          edges_.push_back(lit(b_.houses[h][std::countr_zero(m)] * n_ + v - 1, false));
      }
    } else {  // off: a bivalue cell's other candidate, a house's other place of two, go on
      if (two_bits(b_.cand[cell])) edges_.push_back(lit(cell * n_ + std::countr_zero(b_.cand[cell] & ~bit), true));
      for (int j = 0; j < 3; ++j) {
        const int h = b_.house_of[cell][j];
        const uint32_t others = b_.positions(h, v) & ~(1u << b_.slot[cell][j]);
        if (others && !(others & (others - 1)))
          edges_.push_back(lit(b_.houses[h][std::countr_zero(others)] * n_ + v - 1, true));
      }
    }
    last_[l] = static_cast<int>(edges_.size());
  }

  // Tarjan's algorithm, iterative, one root at a time; a component is complete only after every
  // component it reaches, so its reach is its members plus theirs. Between roots the stack is empty
  // and every literal visited so far has its complete reach.
  std::vector<int> low_, order_, stack_, call_, next_edge_, merged_;
  std::vector<char> on_stack_;
  int counter_ = 0, ncomp_ = 0, next_root_ = 0;

  void start_components() {
    comp_.assign(lits_, -1);
    first_.assign(lits_, 0);
    last_.assign(lits_, 0);
    edges_.reserve(static_cast<size_t>(lits_) * 8);
    low_.assign(lits_, 0);
    order_.assign(lits_, -1);
    next_edge_.assign(lits_, 0);
    on_stack_.assign(lits_, 0);
    reach_.reserve(static_cast<size_t>(lits_) * words_);
  }

  void visit(int root) {
    if (order_[root] >= 0) return;
    std::vector<int>& low = low_;
    std::vector<int>& order = order_;
    std::vector<int>& stack = stack_;
    std::vector<int>& call = call_;
    std::vector<int>& next_edge = next_edge_;
    std::vector<int>& merged = merged_;
    std::vector<char>& on_stack = on_stack_;
    int& counter = counter_;
    int& ncomp = ncomp_;
    {
      call.push_back(root);
      order[root] = low[root] = counter++;
      expand(root);
      next_edge[root] = first_[root];
      stack.push_back(root);
      on_stack[root] = 1;
      while (!call.empty()) {
        const int u = call.back();
        if (next_edge[u] < last_[u]) {
          const int w = edges_[next_edge[u]++];
          if (order[w] < 0) {
            order[w] = low[w] = counter++;
            expand(w);
            next_edge[w] = first_[w];
            stack.push_back(w);
            on_stack[w] = 1;
            call.push_back(w);
          } else if (on_stack[w]) {
            low[u] = std::min(low[u], order[w]);
          }
          continue;
        }
        call.pop_back();
        if (!call.empty()) low[call.back()] = std::min(low[call.back()], low[u]);
        if (low[u] != order[u]) continue;
        // u roots a component: pop it, then its reach is its members and what their edges reach.
        const int c = ncomp++;
        reach_.resize(static_cast<size_t>(ncomp) * words_, 0);  // reserved: no reallocation
        const size_t first = stack.size();
        size_t at = stack.size();
        do {
          --at;
        } while (stack[at] != u);
        for (size_t i = at; i < first; ++i) {
          const int m = stack[i];
          on_stack[m] = 0;
          comp_[m] = c;
        }
        uint64_t* mine = &reach_[static_cast<size_t>(c) * words_];
        merged.resize(ncomp, -1);
        for (size_t i = at; i < first; ++i) {
          const int m = stack[i];
          mine[m / 64] |= 1ull << (m % 64);
          for (int e = first_[m]; e < last_[m]; ++e) {
            const int d = comp_[edges_[e]];
            if (d == c || merged[d] == c) continue;  // each component's reach once
            merged[d] = c;
            const uint64_t* theirs = &reach_[static_cast<size_t>(d) * words_];
            for (int w = 0; w < words_; ++w) mine[w] |= theirs[w];
          }
        }
        stack.resize(at);
      }
    }
  }

 public:
  // Completes the closure (every literal's reach).
  void complete() {
    for (; next_root_ < lits_; ++next_root_) visit(next_root_);
  }
};

struct Mode;
class Chainer;
// SE sorts a chaining rung's hints by rating, then complexity, then kind (sort_key: 1 double
// implication, 5 cell, 6 region, 7 contradiction), and keeps the order it found them in among equals
// (stably): by the cell it starts from (row by row), its value, then the house (box, row, column) and
// the target's place in the chain. `order` holds that last part.
struct Ranked {
  int tenths = 0, complexity = 0, sort_key = 0;
  std::array<int, 5> order{};
  auto tie() const { return std::tie(tenths, complexity, sort_key, order); }
  bool operator<(const Ranked& o) const { return tie() < o.tie(); }
  static Ranked of(double base, int complexity, int sort_key, std::array<int, 5> order) {
    return Ranked{static_cast<int>(std::lround((base + chain_length_bonus(complexity - 2)) * 10)), complexity, sort_key,
                  order};
  }
};

// A hint of a chaining rule searched inside an assumption (a "+" level): SE takes every hint of the
// rule, in its sorted order, and needs of each only what it concludes, what it costs and what it uses.
struct NestedHint {
  Ranked rank;
  int node;  // the conclusion: `node` on (placed) or off (removed)
  bool on;
  int complexity;
  uint64_t key;
  uint32_t first = 0, count = 0;  // rule_causes() of its chains: NestedHints::causes[first, first + count)
};
// A search's hints, their causes in one array (a vector per hint was a tenth of the nested searches'
// time in allocation; kept between searches, `clear()` keeps the memory).
struct NestedHints {
  std::vector<NestedHint> hints;
  std::vector<CellValue> causes;
  // Only the hints take_nested() can take: per candidate the first hint in SE's order that removes it
  // (a placement removes the cell's other candidates), valid where every hint has a cause the outer
  // chain removed (Chainer::plain_found_nothing()). The others are ranked and never walked again.
  bool winners_only = false;
  void clear() {
    hints.clear();
    causes.clear();
    winners_only = false;
  }
  // Sorts the hints as SE sorts them (stably: among equals, the order found).
  void sort() {
    std::stable_sort(hints.begin(), hints.end(),
                     [](const NestedHint& x, const NestedHint& y) { return x.rank < y.rank; });
  }
};

// `all`, when given, receives every hint found, sorted as SE sorts them (and no step is returned).
std::optional<Step> multiple_chains(const Board& b, const Mode& mode, NestedHints* all = nullptr);
void rule_causes(const Board& b, const Run& r, const std::vector<int>& chain, std::vector<CellValue>& out);
bool keep_causes(const Board& b, NestedHints& found, NestedHint& h, size_t first);

// The board of the outer chain whose stalls the nested searches serve (Chainer::extend() sets it). A
// nested hint's cause can be a parent only where that board has the candidate (Chainer::add_cause()),
// and the board only loses candidates along a solve (NestedMemoTable keeps its hints for boards that
// hold no more), so keep_causes() drops the others and with them the hints left with none: no outer
// chain could take those. Null: keep every cause.
thread_local const std::vector<uint32_t>* t_outer_cand = nullptr;

// Keys telling nested chains apart (FNV-1a style over 64-bit words).
constexpr uint64_t kNestedSeed = 1469598103934665603ull;
inline uint64_t mix_key(uint64_t h, uint64_t word) { return (h ^ word) * 1099511628211ull; }

// Folds the literals `chain` of run `r` (Chainer::ancestors(), in order) into a nested chain's key.
uint64_t chain_key(uint64_t h, const Run& r, const std::vector<int>& chain) {
  for (int i : chain) h = mix_key(h, static_cast<uint64_t>(r.lits[i].node) * 2 + r.lits[i].on);
  return h;
}

// What the nested searches of the "+" levels found in one assumed position: each level's hints (2
// static forcing chains, 3 static cell/region chains, 4 dynamic chains). They depend on that position
// alone (the outer chain only picks those that need its removals, take_nested()), and the runs of one
// rung, the rungs of one step and consecutive steps stall in many of the same positions: about a
// quarter of the nested searches of the forum's hardest puzzles repeat one done before.
// A remembered search still spends the work units it cost (deadline.h), so a work limit stops a
// request at the same point with or without it: one that would run out during the search searches
// again, and a search stopped by a limit is not kept.
// A level's hints in one position as take_nested() reads them, in SE's order: each one's conclusion,
// its chain's key and complexity, and its causes (node numbers) in one shared array. A quarter of the
// bytes of NestedHint's (rank, a vector per hint): the table's bound then holds about four times the
// positions, and level 4's successive tries on one puzzle stall in many of the same ones (with the
// table cleared at its bound far more often, the slowest puzzle took 1.3 times as long).
struct StoredHints {
  struct Hint {
    uint64_t key;
    int32_t complexity;
    int32_t node;
    uint32_t first;  // its causes: causes[first .. first + count)
    uint16_t count;
    bool on;
  };
  std::vector<Hint> hints;
  std::vector<uint16_t> causes;  // cell * n + value - 1 (at most 25 × 25 × 25)

  void assign(const NestedHints& found, int n) {
    size_t total = 0;
    for (const NestedHint& h : found.hints) total += h.count;
    hints.clear();
    causes.clear();
    hints.reserve(found.hints.size());
    causes.reserve(total);
    for (const NestedHint& h : found.hints) {
      hints.push_back(
          {h.key, h.complexity, h.node, static_cast<uint32_t>(causes.size()), static_cast<uint16_t>(h.count), h.on});
      for (uint32_t k = h.first; k < h.first + h.count; ++k)
        causes.push_back(static_cast<uint16_t>(found.causes[k].cell * n + found.causes[k].value - 1));
    }
  }
  size_t bytes() const { return hints.capacity() * sizeof(Hint) + causes.capacity() * sizeof(uint16_t); }
};

struct NestedMemo {
  std::array<bool, 5> known{};
  std::array<bool, 5> winners_only{};  // NestedHints::winners_only: only for searches that allow it
  std::array<int64_t, 5> work{};
  std::array<StoredHints, 5> hints;
};

class NestedMemoTable {
 public:
  // The position's entry, or nullptr when no NestedSearchMemoScope is alive.
  // `outer`: the candidates of the board whose chain stalled there (t_outer_cand): the hints kept are
  // those such a board can take, so they serve only boards that hold no candidate it lacks (a solve's
  // boards, one after another); another board starts the table afresh.
  static NestedMemo* find(const Board& b, const std::vector<uint32_t>& outer) {
    NestedMemoTable& t = get();
    if (t.depth == 0) return nullptr;
    bool within = t.outer.size() == outer.size();
    for (size_t i = 0; within && i < outer.size(); ++i) within = !(outer[i] & ~t.outer[i]);
    if (t.bytes > kMaxBytes || !within) {  // a bound on what a request holds (memory_budget.h counts it)
      t.map.clear();
      t.bytes = 0;
    }
    t.outer = outer;
    Key key{b.shape, b.value, b.cand};
    const auto [it, fresh] = t.map.try_emplace(std::move(key));
    if (fresh) t.bytes += kEntryBytes + it->first.cand.size() * 5;
    return &it->second;
  }
  // Counts what a level's hints hold, for the bound.
  static void added(const StoredHints& hints) { get().bytes += hints.bytes(); }
  static NestedMemoTable& get() {
    thread_local NestedMemoTable t;
    return t;
  }

  int depth = 0;
  struct Key {
    SudokuShape shape;
    std::vector<uint8_t> value;
    std::vector<uint32_t> cand;
    bool operator==(const Key&) const = default;
  };
  struct KeyHash {
    size_t operator()(const Key& k) const {
      uint64_t h = kNestedSeed;
      for (uint32_t c : k.cand) h = mix_key(h, c);
      return static_cast<size_t>(h);
    }
  };
  std::unordered_map<Key, NestedMemo, KeyHash> map;
  size_t bytes = 0;
  std::vector<uint32_t> outer;  // the last outer board's candidates (find())

 private:
  static constexpr size_t kMaxBytes = size_t{32} << 20;
  static constexpr size_t kEntryBytes = sizeof(NestedMemo) + 64;
};

// A level's hints in the position `scratch` (n values): remembered (`memo`), or found by `search` into
// `found` and kept in `local`.
// `winners_only`: whether the search may keep only the winning hints (NestedHints::winners_only).
template <class Search>
const StoredHints& nested_hints(NestedMemo* memo, int level, int n, NestedHints& found, StoredHints& local,
                                bool winners_only, Search&& search) {
  if (memo && memo->known[level] && (winners_only || !memo->winners_only[level]) && work_left() > memo->work[level]) {
    spend_work(memo->work[level]);
    return memo->hints[level];
  }
  const int64_t before = detail::t_work.spent;
  found.clear();
  found.winners_only = winners_only;
  search(found);
  if (!memo || time_is_up()) {
    local.assign(found, n);
    return local;
  }
  memo->work[level] = detail::t_work.spent - before;
  memo->hints[level].assign(found, n);
  memo->known[level] = true;
  memo->winners_only[level] = found.winners_only;
  NestedMemoTable::added(memo->hints[level]);
  return memo->hints[level];
}

// Per node (cell * n + value - 1) its cell << 5 | value - 1: the runs split every literal they follow
// into its cell and value, and the division by n (a variable) was a tenth of a short run's time.
struct NodeSplit {
  static const uint32_t* of(int n, int nodes) {
    thread_local std::array<std::vector<uint32_t>, 33> tables;  // per n (candidate masks: n ≤ 32)
    std::vector<uint32_t>& t = tables[n];
    if (static_cast<int>(t.size()) != nodes) {
      t.resize(nodes);
      for (int node = 0; node < nodes; ++node)
        t[node] = static_cast<uint32_t>(node / n) << 5 | static_cast<uint32_t>(node % n);
    }
    return t.data();
  }
};

// A shape's houses as flat arrays, for the runs' hot loops (Topology's are vectors of vectors, one
// more load at each use): per cell its houses and its place in each (cell * 3 + j, house_of order),
// per house its cells (house * n + i).
struct FlatTopology {
  std::vector<int> house_of, slot, houses;
  static const FlatTopology& of(const Board& b) {
    thread_local std::map<std::pair<int, int>, std::unique_ptr<FlatTopology>> cache;
    std::unique_ptr<FlatTopology>& t = cache[{b.shape.box_rows, b.shape.box_cols}];
    if (!t) {
      t = std::make_unique<FlatTopology>();
      for (int cell = 0; cell < b.size; ++cell)
        for (int j = 0; j < 3; ++j) {
          t->house_of.push_back(b.house_of[cell][j]);
          t->slot.push_back(b.slot[cell][j]);
        }
      for (int h = 0; h < 3 * b.n; ++h)
        for (int i = 0; i < b.n; ++i) t->houses.push_back(b.houses[h][i]);
    }
    return *t;
  }
};

// SE visits a cell's houses box first, then row, then column (house_of: row, column, box).
constexpr std::array<int, 3> kSeHouseOrder = {2, 0, 1};

class Chainer {
 public:
  explicit Chainer(const Board& b)
      : b_(b),
        n_(b.n),
        nodes_(b.size * b.n),
        split_(NodeSplit::of(b.n, nodes_)),
        flat_(FlatTopology::of(b)),
        hof_(flat_.house_of.data()),
        slot_(flat_.slot.data()),
        cells_(flat_.houses.data()),
        pos_(b.positions_table()) {}

  // Plays out `node` on (or off) under `mode` from the board's position.
  void run(Run& r, int node, bool on, const Mode& mode) const {
    // The run plays out in the Chainer's tables, cleared where the last run set them (propagate()).
    // Small grids then copy them into the run's own (Run::at()), reset here where its previous run
    // set them (refilling all of them was a tenth of the nested levels' time). A search keeps a
    // run for every candidate, and their tables together outgrow the cache: looked up in them as
    // they grew, every implication tried missed it (most of the nested runs' time).
    if (nodes_ <= kDenseNodes) {
      if (static_cast<int>(r.on_dense.size()) != nodes_) {
        r.on_dense.assign(nodes_, -1);
        r.off_dense.assign(nodes_, -1);
      } else if (!r.scan && r.built) {  // (a short run left them clean: Run::scan; an unbuilt one too)
        if (r.lits.size() * 16 < static_cast<size_t>(nodes_)) {
          for (const Lit& l : r.lits) (l.on ? r.on_dense : r.off_dense)[l.node] = -1;
        } else {  // (cleared whole: reading a long run's literals back missed the cache)
          std::fill(r.on_dense.begin(), r.on_dense.end(), -1);
          std::fill(r.off_dense.begin(), r.off_dense.end(), -1);
        }
      }
      r.scan = true;  // (the tables are clean)
      r.built = false;
      r.asked = 0;
    } else {
      r.on_dense.clear();
      r.off_dense.clear();
      r.scan = false;
    }
    use_own_tables();
    r.lits.clear();
    r.pool.clear();
    r.nested.clear();
    r.index.clear();
    r.counted.clear();
    // The position as the chain has it: only dynamic chains read it (static ones follow the board's
    // links), and only they leave it to the "+" levels. A run takes candidates out of it only as it
    // follows an "off" literal (step_off_dynamic(), which logs them in removed_), and puts them back
    // when it ends: the board's position is copied only after resume() (a nested search's runs
    // average 15 literals, and copying the position for each was a tenth of its time).
    if (mode.dynamic && !board_position_) {
      cand_ = b_.cand;
      value_ = b_.value;
      if (start_places_.empty()) {
        recount();
        start_places_ = places_;
      } else {
        places_ = start_places_;
      }
      board_position_ = true;
    }
    // An "off" whose cell keeps three candidates or more and whose value keeps other than two places
    // in each of its houses implies nothing (step_off_dynamic()): four in ten of a nested search's runs
    // on the forum's hardest. Its run is the assumption alone, written here without playing it out.
    if (mode.dynamic && !on && mode.level == 0 && !mode.same_value_only && !keep_ends_ && nodes_ <= kDenseNodes &&
        implies_nothing_off(node)) {
      r.lits.push_back({node, false, Link::Start, 0, 0});
      r.conflict = -1;
      r.conflict_lit = -1;
      r.basic_lits = -1;
      spend_work(kWorkPerChainLiteral);
      return;
    }
    removed_n_ = 0;
    queued_[0] = queued_[1] = 0;
    r.conflict = -1;
    r.conflict_lit = -1;
    r.basic_lits = -1;
    start_ = mode.refute_start_only ? node : -1;
    dynamic_ = mode.dynamic;
    add(r, node, on, Link::Start, {});
    propagate(r, mode, 0, 1);
    restore();
    spend_work(kWorkPerChainLiteral * static_cast<int64_t>(r.lits.size()));  // the work limit (deadline.h)
  }

  // Continues run `r`, which the previous "+" level (mode.level - 1) played out on this same board:
  // the same run at this level is identical up to where that one stopped (a contradiction, or a stall
  // where no technique of the lower levels applies), so it goes on from there, trying at that stall
  // only what this level adds. Small grids only (the run keeps its tables).
  // Level 4 continues the runs of level 1, 2 or 3 from where level 1 left them (Run::basic_lits): SE
  // allows no static chain inside its level 4's assumptions.
  void resume(Run& r, const Mode& mode) const {
    r.counted.clear();
    if (mode.level >= 4 && r.basic_lits >= 0) {
      for (size_t i = r.basic_lits; i < r.lits.size(); ++i)
        (r.lits[i].on ? r.on_dense : r.off_dense)[r.lits[i].node] = -1;
      r.lits.resize(r.basic_lits);
      r.pool.resize(r.basic_pool);
      r.nested.clear();  // only levels 2 and up find nested chains
      r.conflict = r.conflict_lit = -1;
      r.end_cand = r.basic_cand;
      r.end_value = r.basic_value;
    }
    use_own_tables();
    for (size_t i = 0; i < r.lits.size(); ++i) (r.lits[i].on ? on_ : off_)[r.lits[i].node] = static_cast<int>(i);
    cand_ = r.end_cand;
    value_ = r.end_value;
    board_position_ = false;
    removed_n_ = 0;  // (restore() puts back nothing here: the next run() copies the board's position)
    start_ = -1;
    dynamic_ = mode.dynamic;
    recount();
    const size_t before = r.lits.size();
    propagate(r, mode, before, mode.level == 1 ? 1 : mode.level);
    spend_work(kWorkPerChainLiteral * static_cast<int64_t>(r.lits.size() - before));
  }

  // Whether resume() can continue the runs of the level below on this board.
  bool can_resume() const { return nodes_ <= kDenseNodes; }
  // Makes the runs keep the position they leave (Run::end_cand), for resume(): only the outermost
  // search's runs are resumed, and the nested searches' runs are most of all runs.
  void keep_ends() { keep_ends_ = true; }
  // Tells a level-4 search that the plain dynamic chains found no hint on this board
  // (PlainChainsNone), so its nested searches keep only the hints its runs can take.
  void plain_found_nothing() { plain_found_nothing_ = true; }

 private:
  // Implications from literal `next` on; at each stall, the "+" level's techniques from part `from`
  // (1 basic techniques, 2 static chains, 3 static cell/region chains, 4 dynamic chains; level 4 has
  // parts 1 and 4 only) at the first stall, from part 1 at the later ones.
  void propagate(Run& r, const Mode& mode, size_t next, int from) const {
    // on_first: the unprocessed literals of each kind in order (add_v() queues each new one), from
    // `next` on (scanning the run for the next one of a kind was a tenth of the runs' own time)
    queued_[0] = queued_[1] = 0;
    for (size_t i = next; i < r.lits.size(); ++i) queue_[r.lits[i].on ? 0 : 1][queued_[r.lits[i].on ? 0 : 1]++] = i;
    size_t next_on = 0, next_off = 0;
    for (;;) {
      if (!mode.on_first) {
        while (next < r.lits.size() && r.conflict < 0) step(r, static_cast<int>(next++), mode);
      } else {
        while (r.conflict < 0) {
          if (next_on < queued_[0]) {
            step(r, queue_[0][next_on++], mode);
            continue;
          }
          if (next_off == queued_[1]) break;
          step(r, queue_[1][next_off++], mode);
        }
      }
      if (r.conflict >= 0 || mode.level == 0 || !extend(r, mode, from)) break;
      from = 1;
    }
    if (mode.dynamic && keep_ends_ && nodes_ <= kDenseNodes) {
      r.end_cand = cand_;
      r.end_value = value_;
    }
    if (nodes_ <= kDenseNodes) {  // the run keeps its tables (Run::scan: a short one, its literals)
      const bool scan = r.lits.size() <= Run::kScanLits;
      const bool clean = r.scan;  // (run() cleans the tables; resume() may leave a long run's set)
      // (the outermost search's runs, which resume() continues, keep them built)
      const bool write = !scan && keep_ends_;
      for (size_t i = 0; i < r.lits.size(); ++i) {
        const Lit& l = r.lits[i];
        if (write) (l.on ? r.on_dense : r.off_dense)[l.node] = static_cast<int16_t>(i);
        else if (!clean) (l.on ? r.on_dense : r.off_dense)[l.node] = -1;
        (l.on ? on_ : off_)[l.node] = -1;
      }
      r.scan = scan;
      r.built = write;
      r.asked = 0;
      return;
    }
    // Keep the run's literals as its index, and clear the dense tables for the next run (only the
    // entries this run set: cheaper than refilling all of them).
    r.index.reserve(r.lits.size());
    for (size_t i = 0; i < r.lits.size(); ++i) {
      const Lit& l = r.lits[i];
      r.index.push_back(static_cast<uint64_t>(l.node * 2 + l.on) << 32 | i);
      (l.on ? on_ : off_)[l.node] = -1;
    }
    std::sort(r.index.begin(), r.index.end());
  }

 public:
  // How many implications lead to literal `lit` (itself included).
  // SE's complexity of the chains to `lits`: their literals, and (with `nested`, the chains already
  // counted for this hint) the complexity of each chain found inside an assumption that they use.
  // `chain`, when given, receives the literals counted, in the run's order (the nested hints need
  // them, and scanning `seen` for them cost more than the search when runs are long).
  static int ancestors(const Run& r, std::initializer_list<int> lits, std::vector<char>& seen,
                       std::vector<uint64_t>* nested = nullptr, std::vector<int>* chain = nullptr) {
    thread_local std::vector<int> own;  // the literals, when the caller wants `seen` only
    std::vector<int>& out = chain ? *chain : own;
    out.clear();
    uint64_t stamp = 0;
    const int count = walk(r, lits, nested, &out, stamp);
    seen.assign(r.lits.size(), 0);
    for (int i : out) seen[i] = 1;
    return count;
  }

  // ancestors() without `seen`, for the nested hints, which read only the count and `chain`: the
  // literals visited are marked with a stamp instead of a cleared `seen` (clearing it, the run's
  // length, at each of a search's thousands of hints cost more than the walks). `chain` receives
  // the literals visited that the walk of stamp `also` did not visit (0: no such walk), after those
  // it holds, and is sorted: two walks give the union of both. The walk's own stamp is left in
  // `stamp`.
  static int walk(const Run& r, std::initializer_list<int> lits, std::vector<uint64_t>* nested, std::vector<int>* chain,
                  uint64_t& stamp, uint64_t also = 0) {
    thread_local std::vector<uint64_t> mark;
    thread_local uint64_t last = 0;
    if (mark.size() < r.lits.size()) mark.resize(r.lits.size(), 0);
    stamp = ++last;
    thread_local std::vector<int> stack;
    stack.assign(lits);
    int count = 0;
    while (!stack.empty()) {
      const int i = stack.back();
      stack.pop_back();
      if (i < 0 || mark[i] == stamp) continue;
      if (chain && (also == 0 || mark[i] != also)) chain->push_back(i);
      mark[i] = stamp;
      ++count;
      const Lit& l = r.lits[i];
      if (nested && l.nested >= 0) {
        const NestedChain& c = r.nested[l.nested];
        if (std::find(nested->begin(), nested->end(), c.key) == nested->end()) {
          nested->push_back(c.key);
          count += c.complexity;
        }
      }
      for (int k = 0; k < l.nparents; ++k) stack.push_back(r.parent(l, k));
    }
    if (chain) std::sort(chain->begin(), chain->end());
    return count;
  }

  // ancestors()' count alone (the nested chains counted once with the walks before: `nested`), for a
  // hint's rank: most hints found are beaten, and need neither `seen` nor their literals.
  static int complexity(const Run& r, std::initializer_list<int> lits, std::vector<uint64_t>& nested) {
    uint64_t stamp = 0;
    return walk(r, lits, &nested, nullptr, stamp);
  }

  // walk()'s count for literal `lit` of a run that holds no nested chain (a nested search's), kept in
  // the run: the hints of a search walk from the same literals many times over.
  static int count(const Run& r, int lit) {
    assert(r.nested.empty() && "Chainer::count: a run with nested chains counts them per hint");
    if (r.counted.size() != r.lits.size()) r.counted.assign(r.lits.size(), -1);
    int& c = r.counted[lit];
    if (c < 0) {
      uint64_t stamp = 0;
      c = walk(r, {lit}, nullptr, nullptr, stamp);
    }
    return c;
  }

  int n() const { return n_; }
  int nodes() const { return nodes_; }

 private:
  const Board& b_;
  int n_, nodes_;
  // The run in progress: per node its literal or -1 (the run's tables, or own_ for large grids), and
  // the position as the chain has it (dynamic chains). One run at a time per Chainer (nested searches
  // make their own).
  mutable int* on_ = nullptr;
  mutable int* off_ = nullptr;
  mutable std::vector<int> own_on_, own_off_;
  mutable std::vector<uint32_t> cand_;
  mutable std::vector<uint8_t> value_;
  // house * n + value - 1 → its places in the house as a mask (count_places())
  mutable std::vector<uint32_t> places_;
  mutable std::vector<uint32_t> start_places_;  // the board's (run() starts from them)
  bool keep_ends_ = false;                      // keep_ends()
  bool plain_found_nothing_ = false;            // plain_found_nothing()
  const uint32_t* split_;                       // NodeSplit::of()
  const FlatTopology& flat_;
  const int* hof_;       // cell * 3 + j: b_.house_of[cell][j]
  const int* slot_;      // cell * 3 + j: b_.slot[cell][j]
  const int* cells_;     // house * n + i: b_.houses[house][i]
  const uint32_t* pos_;  // house * n + v - 1: b_.positions(house, v) (b_ does not change while searched)
  // Whether cand_, value_ and places_ hold the board's position (run() restores it as it ends).
  mutable bool board_position_ = false;
  mutable std::vector<int> removed_;  // the nodes the run in progress took out of cand_ (removed_n_)
  mutable size_t removed_n_ = 0;
  // The run's literals of each kind (on, off) in order, as propagate() takes them, and their number.
  mutable std::vector<int> queue_[2];
  mutable size_t queued_[2] = {0, 0};
  mutable int start_ = -1;        // Mode::refute_start_only: the assumption's node
  mutable bool dynamic_ = false;  // the run's Mode::dynamic

  // The run in progress looks its literals up in the Chainer's tables (clean between runs).
  void use_own_tables() const {
    if (own_on_.empty()) {
      own_on_.assign(nodes_, -1);
      own_off_.assign(nodes_, -1);
      // (a run sets each node on and off at most once)
      queue_[0].resize(nodes_);
      queue_[1].resize(nodes_);
      removed_.resize(nodes_);
    }
    on_ = own_on_.data();
    off_ = own_off_.data();
  }
  int cell_of(int node) const { return split_[node] >> 5; }
  int value_of(int node) const { return (split_[node] & 31) + 1; }

  void add(Run& r, int node, bool on, Link link, std::initializer_list<int> parents) const {
    add_v(r, node, on, link, parents.begin(), parents.size());
  }
  void add_v(Run& r, int node, bool on, Link link, const int* parents, size_t count) const {
    int* mine = on ? on_ : off_;
    if (mine[node] >= 0) return;
    const int lit = static_cast<int>(r.lits.size());
    assert(count <= std::numeric_limits<uint16_t>::max() && "Lit::nparents");
    r.lits.push_back(
        {node, on, link, static_cast<uint16_t>(count), count == 1 ? *parents : static_cast<int>(r.pool.size())});
    if (count > 1) r.pool.insert(r.pool.end(), parents, parents + count);
    mine[node] = lit;
    queue_[on ? 0 : 1][queued_[on ? 0 : 1]++] = lit;
    if (link == Link::Cell) r.has_y = true;
    if (link == Link::House) r.has_x = true;
    // SE's dynamic chains change their grid only as they follow an "off" literal (step()); static
    // chains read the board's.
    if ((on ? off_ : on_)[node] >= 0 && r.conflict < 0 && (start_ < 0 || node == start_)) {
      r.conflict = node;
      r.conflict_lit = lit;
    }
  }

  // The per house and value places (cand_) as masks over the house's positions, kept with them: a
  // dynamic chain's off-literal asks, for each of its cell's houses, whether the value has one place
  // left besides it, which and which places the chain took, which scanned the house's cells.
  void count_places(int cell, uint32_t was, uint32_t now) const {
    for (uint32_t m = was & ~now; m; m &= m - 1)
      for (int j = 0; j < 3; ++j)
        places_[hof_[cell * 3 + j] * n_ + std::countr_zero(m)] &= ~(1u << slot_[cell * 3 + j]);
    for (uint32_t m = now & ~was; m; m &= m - 1)
      for (int j = 0; j < 3; ++j) places_[hof_[cell * 3 + j] * n_ + std::countr_zero(m)] |= 1u << slot_[cell * 3 + j];
  }
  // Puts back what the run took out of the position (removed_), when it started from the board's.
  void restore() const {
    if (!board_position_) return;
    for (size_t k = 0; k < removed_n_; ++k) {
      const int node = removed_[k];
      const int cell = cell_of(node), v = value_of(node);
      cand_[cell] |= 1u << (v - 1);
      for (int j = 0; j < 3; ++j) places_[hof_[cell * 3 + j] * n_ + v - 1] |= 1u << slot_[cell * 3 + j];
    }
    removed_n_ = 0;
  }
  void recount() const {
    places_.assign(3 * n_ * n_, 0);
    for (int cell = 0; cell < b_.size; ++cell)
      for (int j = 0; j < 3; ++j) {
        const int h = hof_[cell * 3 + j] * n_;
        for (uint32_t m = cand_[cell]; m; m &= m - 1) places_[h + std::countr_zero(m)] |= 1u << slot_[cell * 3 + j];
      }
  }

  // Whether a dynamic chain's "off" literal of `node`, in the board's position (cand_, places_),
  // implies nothing: step_off_dynamic() finds neither its cell nor a house of it with two places left.
  bool implies_nothing_off(int node) const {
    const int cell = cell_of(node), v = value_of(node);
    if (!(cand_[cell] & (1u << (v - 1)))) return true;
    if (two_bits(cand_[cell])) return false;
    for (int j = 0; j < 3; ++j)
      if (two_bits(places_[hof_[cell * 3 + j] * n_ + v - 1])) return false;
    return true;
  }

  void step(Run& r, int i, const Mode& mode) const {
    const Lit lit = r.lits[i];
    const int cell = cell_of(lit.node), v = value_of(lit.node);
    if (lit.on) {
      // The cell's other candidates, then the value's other places in its box, row and column (SE's
      // order, which decides the parents later literals get), in house order (bit order of the masks).
      if (!mode.same_value_only)
        for (uint32_t m = b_.cand[cell] & ~(1u << (v - 1)); m; m &= m - 1)
          add(r, cell * n_ + std::countr_zero(m), false, Link::Weak, {i});
      for (int j : kSeHouseOrder) {
        const int h = hof_[cell * 3 + j];
        for (uint32_t m = pos_[h * n_ + v - 1] & ~(1u << slot_[cell * 3 + j]); m; m &= m - 1)
          add(r, cells_[h * n_ + std::countr_zero(m)] * n_ + v - 1, false, Link::Weak, {i});
      }
      return;
    }
    // Off: what is left in the cell, and the value's places left in the cell's houses.
    if (mode.dynamic) {
      step_off_dynamic(r, i, mode);
      return;
    }
    if (!mode.same_value_only && two_bits(b_.cand[cell]))
      add(r, cell * n_ + lowest_value(b_.cand[cell] & ~(1u << (v - 1))) - 1, true, Link::Cell, {i});
    for (int j : kSeHouseOrder) {
      // Two places for the value in the house: the other one (the last other, as a scan finds it).
      const int h = hof_[cell * 3 + j];
      const uint32_t pos = pos_[h * n_ + v - 1];
      if (two_bits(pos))
        add(r, cells_[h * n_ + 31 - std::countl_zero(pos & ~(1u << slot_[cell * 3 + j]))] * n_ + v - 1, true,
            Link::House, {i});
    }
  }

  // A dynamic chain's "off" literal, as SE follows it: its cell or a house of it with two places left
  // for what this literal takes away (this one among them) forces the other, whose parents are this
  // literal and the chain's earlier removals there; then the candidate leaves the chain's grid. SE
  // takes a candidate out of its grid only here, so a cell or house is forced when the last but one
  // of its removals is followed, not when it is found.
  void step_off_dynamic(Run& r, int i, const Mode& mode) const {
    const Lit lit = r.lits[i];
    const int cell = cell_of(lit.node), v = value_of(lit.node);
    const uint32_t bit = 1u << (v - 1);
    int parents[32];  // at most n ≤ 25
    if (!mode.same_value_only && (cand_[cell] & bit) && two_bits(cand_[cell])) {
      const int target = cell * n_ + lowest_value(cand_[cell] & ~bit) - 1;
      if (on_[target] < 0) {
        size_t count = 0;
        parents[count++] = i;
        for (uint32_t m = b_.cand[cell] & ~cand_[cell]; m; m &= m - 1)
          parents[count++] = off_[cell * n_ + std::countr_zero(m)];
        add_v(r, target, true, Link::Cell, parents, count);
      }
    }
    for (int j : kSeHouseOrder) {
      const int h = hof_[cell * 3 + j];
      const uint32_t left = places_[h * n_ + v - 1];
      if (!(cand_[cell] & bit) || !two_bits(left)) continue;
      const int other = cells_[h * n_ + std::countr_zero(left & ~(1u << slot_[cell * 3 + j]))];
      if (on_[other * n_ + v - 1] >= 0) continue;
      size_t count = 0;
      parents[count++] = i;
      // the chain's removals of v in h, in the house's order
      for (uint32_t m = pos_[h * n_ + v - 1] & ~left; m; m &= m - 1)
        parents[count++] = off_[cells_[h * n_ + std::countr_zero(m)] * n_ + v - 1];
      add_v(r, other * n_ + v - 1, true, Link::House, parents, count);
    }
    const uint32_t was = cand_[cell];
    if (!(was & bit)) return;
    cand_[cell] = was & ~bit;
    count_places(cell, was, cand_[cell]);
    removed_[removed_n_++] = lit.node;
  }

  // A literal a chain found inside the assumed position implies; SE counts that chain's complexity in
  // every hint that uses it.
  void add_rule(Run& r, int node, bool on, const std::vector<int>& parents, const NestedChain& chain) const {
    const size_t before = r.lits.size();
    add_v(r, node, on, Link::Rule, parents.data(), parents.size());
    if (r.lits.size() == before) return;
    const auto it =
        std::find_if(r.nested.begin(), r.nested.end(), [&](const NestedChain& c) { return c.key == chain.key; });
    r.lits.back().nested = static_cast<int>(it - r.nested.begin());
    if (it == r.nested.end()) r.nested.push_back(chain);
  }

  // The chain's removals a basic step found in the assumed position needs, as SE's getRuleParents
  // has them: locked candidates and fish, the value's removals in the base houses outside the cover
  // houses; a naked pair, its cells' other values; a hidden pair, its values in the house's other cells.
  std::vector<int> basic_parents(const Board& scratch, const Step& s) const {
    std::vector<int> out;
    auto add = [&](int cell, int v) {
      const int lit = b_.has(cell, v) ? off_[cell * n_ + v - 1] : -1;
      if (lit >= 0) out.push_back(lit);
    };
    auto in_house = [&](int cell, int h) {
      const auto& ho = b_.house_of[cell];
      return ho[0] == h || ho[1] == h || ho[2] == h;
    };
    auto all_in = [&](const std::vector<int>& cells, int h) {
      return std::all_of(cells.begin(), cells.end(), [&](int c) { return in_house(c, h); });
    };
    const std::string& t = s.trace.technique;
    const std::vector<int>& cells = s.trace.cells;
    if (t == "pointing" || t == "claiming") {
      const int v = s.trace.removed[0].value, gone = s.trace.removed[0].cell;
      // base: the box (pointing) or line (claiming) whose places of v the pattern holds; cover: the
      // other house through the pattern, which holds the removals.
      int base = -1, cover = -1;
      for (int j = 0; j < 3; ++j) {
        const int h = b_.house_of[cells[0]][j];
        if (!all_in(cells, h)) continue;
        if (in_house(gone, h)) cover = h;
        else if ((t == "pointing") == (j == 2) && base < 0) base = h;
      }
      if (base < 0 || cover < 0) return out;
      for (int cell : b_.houses[base])
        if (!in_house(cell, cover)) add(cell, v);
    } else if (t == "x-wing") {
      const int v = s.trace.removed[0].value;
      std::vector<int> covers;
      for (const HouseRole& h : s.trace.houses)
        if (h.role == "cover") covers.push_back((h.kind == "row" ? 0 : n_) + h.index);
      for (const HouseRole& h : s.trace.houses) {
        if (h.role != "base") continue;
        for (int cell : b_.houses[(h.kind == "row" ? 0 : n_) + h.index])
          if (std::none_of(covers.begin(), covers.end(), [&](int c) { return in_house(cell, c); })) add(cell, v);
      }
    } else if (t == "naked-pair") {
      uint32_t values = 0;
      for (int cell : cells) values |= scratch.cand[cell];
      for (int cell : cells)
        for (int w = 1; w <= n_; ++w)
          if (!((values >> (w - 1)) & 1u)) add(cell, w);
    } else if (t == "hidden-pair") {
      uint32_t values = 0;
      for (int cell : cells) values |= scratch.cand[cell];
      for (const CellValue& cv : s.trace.removed) values &= ~(1u << (cv.value - 1));
      for (int i = 0; i < 3 * n_; ++i) {  // the house it was found in, in the finder's order
        const int h = se_house(n_, i);
        if (!all_in(cells, h)) continue;
        bool hidden = true;  // the values nowhere else in h
        for (int cell : b_.houses[h])
          if (std::find(cells.begin(), cells.end(), cell) == cells.end())
            hidden = hidden && !(scratch.cand[cell] & values);
        if (!hidden) continue;
        for (int cell : b_.houses[h])
          if (std::find(cells.begin(), cells.end(), cell) == cells.end())
            for (int w = 1; w <= n_; ++w)
              if ((values >> (w - 1)) & 1u) add(cell, w);
        break;
      }
    }
    return out;
  }

  // A candidate whose absence a chain in the assumed position `scratch` uses, as a parent: when the
  // outer chain removed it (SE's getRuleParents: there in the initial grid, gone in the current one).
  // (`node`: cell * n + w - 1; most causes have no literal, which is looked at first.)
  void add_cause(std::vector<int>& parents, const Board& scratch, int node) const {
    const int lit = off_[node];
    if (lit < 0) return;
    const int cell = cell_of(node), w = value_of(node);
    if (!b_.has(cell, w) || scratch.has(cell, w)) return;
    if (std::find(parents.begin(), parents.end(), lit) == parents.end()) parents.push_back(lit);
  }

  // Every hint of a chaining rule found in the assumed position that needs one of the outer chain's
  // removals, in SE's order: each removes what SE's hint removes (a placement: the cell's other
  // candidates). Returns whether anything new was removed.
  bool take_nested(Run& r, const Board& scratch, const StoredHints& stored) const {
    bool any = false;
    std::vector<int> parents;
    for (const StoredHints::Hint& h : stored.hints) {
      // What it would remove that the run has not: most hints repeat an earlier one's conclusion,
      // and then their parents do not matter.
      const int cell = cell_of(h.node);
      const uint32_t bit = 1u << (h.node % n_);
      uint32_t fresh = 0;
      for (uint32_t m = h.on ? scratch.cand[cell] & ~bit : bit; m; m &= m - 1)
        if (off_[cell * n_ + std::countr_zero(m)] < 0) fresh |= m & -m;
      if (!fresh) continue;
      parents.clear();
      for (uint32_t k = h.first; k < h.first + h.count; ++k) add_cause(parents, scratch, stored.causes[k]);
      if (parents.empty()) continue;
      const NestedChain chain{h.key, h.complexity};
      for (uint32_t m = fresh; m; m &= m - 1) {
        const int node = cell * n_ + std::countr_zero(m);
        if (off_[node] >= 0) continue;
        add_rule(r, node, false, parents, chain);
        any = true;
      }
    }
    return any;
  }

  // A "+" level: the techniques find more removals in the assumed position. Returns whether any.
  bool extend(Run& r, const Mode& mode, int from = 1) const {
    std::vector<uint32_t> cand = cand_;
    for (int cell = 0; cell < b_.size; ++cell)
      if (value_[cell]) cand[cell] = 0;
    Board scratch(b_.shape, value_, std::move(cand));
    // SE's Chainer allows these four rules only, in this order (locking, hidden pair, naked pair,
    // X-wing): triples, quads and larger fish would refute assumptions its levels cannot. Like SE, the
    // first rule with a step that needs one of the chain's removals adds every such step's removals.
    using Finder = std::optional<Step> (*)(const Board&, const StepFilter&);
    static const std::array<std::array<Finder, 2>, 4> kBasic = {{
        {[](const Board& x, const StepFilter& f) { return find_pointing(x, f); },
         [](const Board& x, const StepFilter& f) { return find_claiming(x, f); }},
        {[](const Board& x, const StepFilter& f) { return find_hidden_subset(x, 2, f); }, nullptr},
        {[](const Board& x, const StepFilter& f) { return find_naked_subset(x, 2, f); }, nullptr},
        {[](const Board& x, const StepFilter& f) { return find_fish(x, 2, f); }, nullptr},
    }};
    for (const auto& rule : kBasic) {
      if (from > 1) break;
      bool any = false;
      const StepFilter take = [&](const Step& s) {
        const std::vector<int> parents = basic_parents(scratch, s);
        if (parents.empty()) return false;  // SE: the rule holds without the chain, so it is not part of it
        for (const CellValue& cv : s.trace.removed) {
          const int node = cv.cell * n_ + cv.value - 1;
          if (off_[node] >= 0) continue;
          add_v(r, node, false, Link::Rule, parents.data(), parents.size());
          any = true;
        }
        return false;  // every step of the rule
      };
      for (Finder f : rule)
        if (f) f(scratch, take);
      if (any) return true;
    }
    if (mode.level < 2) return false;
    if (keep_ends_ && r.basic_lits < 0 && nodes_ <= kDenseNodes) {  // where level 1 ends (resume())
      r.basic_lits = static_cast<int>(r.lits.size());
      r.basic_pool = r.pool.size();
      r.basic_cand = cand_;
      r.basic_value = value_;
    }
    NestedMemo* memo = NestedMemoTable::find(scratch, b_.cand);
    const auto* const was_outer = t_outer_cand;
    t_outer_cand = &b_.cand;
    struct Restore {
      const std::vector<uint32_t>* was;
      ~Restore() { t_outer_cand = was; }
    } restore{was_outer};
    thread_local NestedHints found;  // (extend() never runs inside itself: nested searches are level 0)
    StoredHints local;
    // Level 4: dynamic chains inside the assumed position, and no static ones: SE's level 4 (and 5)
    // nests only its dynamic forcing chains after the basic techniques ("Dynamic Forcing Chains
    // already cover Simple and Multiple Forcing Chains", Chaining.getAdvancedPotentials). Its level 5
    // would add, after them, dynamic chains of level 2 (nested two deep); the ladder stops at 4.
    if (mode.level >= 4) {
      const StoredHints& hints = nested_hints(memo, 4, n_, found, local, plain_found_nothing_, [&](NestedHints& hints) {
        multiple_chains(scratch, Mode{true, false, 0}, &hints);
      });
      return take_nested(r, scratch, hints);
    }
    // Level 2: SE's static forcing chains inside the assumed position: an assumption (on or off)
    // whose chain reaches its own opposite, along one value's links (forcing X-chains, 6.6) and along
    // all links (7.0), as the rung before the "+" levels finds them, and with them the bidirectional
    // cycles (SE's rule is its static chaining rung: Chaining(false, false, false, 0)). SE takes every
    // such hint that needs one of the outer chain's removals, in its sorted order; a refuted "on"
    // removes the candidate, a refuted "off" the cell's other candidates, a cycle its removals.
    std::optional<StaticClosure> closure;  // built when a level must search (not when remembered)
    auto complete_closure = [&]() -> const StaticClosure& {
      if (!closure) closure.emplace(scratch, true);
      closure->complete();
      return *closure;
    };
    if (from <= 2) {
      const StoredHints& hints = nested_hints(memo, 2, n_, found, local, false, [&](NestedHints& hints) {
        const StaticClosure& c = complete_closure();
        Chainer inner(scratch);
        Run ir;
        std::vector<char> seen;
        std::vector<int> chain;
        for (int pass = 0; pass < 2; ++pass) {
          const bool x_only = pass == 0;
          for (int node = 0; node < nodes_; ++node) {
            const int cell = cell_of(node), v = value_of(node);
            if (!scratch.has(cell, v)) continue;
            for (bool on : {true, false}) {
              if (!c.reaches(c.lit(node, on), c.lit(node, !on))) continue;
              inner.run(ir, node, on, Mode{false, x_only, 0, false, true});
              if (ir.conflict != node) continue;
              const int complexity = Chainer::ancestors(ir, {ir.at(node, !on)}, seen, nullptr, &chain);
              NestedHint h{Ranked::of(x_only ? 6.6 : 7.0, complexity, x_only ? 2 : 4, {cell, v, on ? 0 : 1, 0, 0}),
                           node, !on, complexity, 0};
              const size_t first = hints.causes.size();
              rule_causes(scratch, ir, chain, hints.causes);
              if (!keep_causes(scratch, hints, h, first)) continue;
              h.key = chain_key(mix_key(kNestedSeed, node * 2 + on), ir, chain);
              hints.hints.push_back(h);
            }
          }
        }
        // SE's rule finds its bidirectional cycles too, each sorted before the chains from its start.
        thread_local std::vector<FoundCycle> cycles;
        cycles.clear();
        all_bidirectional_cycles(scratch, cycles, c.loop_components());
        for (size_t k = 0, found_here = 0; k < cycles.size(); ++k) {
          FoundCycle& f = cycles[k];
          found_here = k && cycles[k - 1].start == f.start ? found_here + 1 : 0;
          const size_t first = hints.causes.size();
          hints.causes.insert(hints.causes.end(), f.causes.begin(), f.causes.end());
          NestedHint h{{}, 0, false, f.length, 0};
          if (!keep_causes(scratch, hints, h, first)) continue;
          uint64_t key = mix_key(kNestedSeed, ~uint64_t{0});
          for (int lit : f.loop) key = mix_key(key, static_cast<uint64_t>(lit));
          const Ranked rank{static_cast<int>(std::lround(f.rating * 10)),
                            f.length,
                            f.sort_key,
                            {f.start / n_, f.start % n_ + 1, -1, static_cast<int>(found_here), 0}};
          h.rank = rank;
          h.key = key;
          for (const CellValue& cv : f.removed) {  // each removal a hint, sharing the cycle's causes
            h.node = cv.cell * n_ + cv.value - 1;
            hints.hints.push_back(h);
          }
        }
        hints.sort();
      });
      // The closure just built also says whether level 3 can find anything here, which the next rung
      // asks first in this same position (its runs resume from it): remembered, it needs no closure.
      if (memo && closure && !memo->known[3] && !closure->has_branches()) memo->known[3] = true;
      if (take_nested(r, scratch, hints)) return true;
    }
    // Level 3: static cell and region forcing chains inside it.
    if (mode.level < 3) return false;
    const StoredHints& hints = nested_hints(memo, 3, n_, found, local, false, [&](NestedHints& hints) {
      // Static cell/region chains need a literal common to every branch's closure (the search finds
      // none in most assumed positions).
      if (complete_closure().has_branches()) multiple_chains(scratch, Mode{false, false, 0}, &hints);
    });
    return take_nested(r, scratch, hints);
  }
};

// --- Explanations -------------------------------------------------------------------------------------

std::string literal_text(const Board& b, int node, bool on) {
  return cell_label(b, node / b.n) + (on ? " is " : " is not ") + value_char(node % b.n + 1);
}

// The implications leading to `lit` from the assumption (left out), oldest first, as "r1c7 is not 5,
// so r2c7 is 5, so ...".
std::string chain_text(const Board& b, const Run& r, int lit) {
  std::vector<int> path;
  for (int i = lit; i >= 0;) {
    path.push_back(i);
    const Lit& l = r.lits[i];
    i = l.nparents ? r.parent(l, 0) : -1;
    // Dynamic literals have several parents; the sentence follows the first and the count says the rest.
  }
  std::reverse(path.begin(), path.end());
  // The assumption: the sentence has already said "if ...". A literal a nested level found (Link::Rule)
  // may have no parents in the run: it is said with what found it, never left out.
  if (!path.empty() && r.lits[path.front()].link == Link::Start) path.erase(path.begin());
  // A branch whose assumption is the conclusion itself (a region chain through the cell it concludes on).
  if (path.empty()) return literal_text(b, r.lits[lit].node, r.lits[lit].on) + " already";
  std::string s;
  const size_t shown = 14;
  for (size_t k = 0; k < path.size(); ++k) {
    if (path.size() > shown && k == shown / 2) {
      s += ", … (" + std::to_string(path.size() - shown) + " more)";
      k = path.size() - shown / 2;
    }
    const Lit& l = r.lits[path[k]];
    s += (k ? ", so " : "") + literal_text(b, l.node, l.on);
    if (l.link == Link::Rule) s += " (by a locked set, fish or chain in the position the assumption leaves)";
  }
  return s;
}

// --- The hint search ----------------------------------------------------------------------------------

// Runs kept between searches, so their buffers are allocated once per thread; one set per nesting depth
// (the "+" levels search inside a search).
struct PooledRuns {
  std::vector<Run>* runs;
  bool top;  // the outermost search's set (the ladder's rungs run there, one after another)
  PooledRuns() : top(depth() == 0) {
    if (pools().size() <= static_cast<size_t>(depth())) pools().push_back(std::make_unique<std::vector<Run>[]>(2));
    runs = pools()[depth()++].get();
  }
  ~PooledRuns() { --depth(); }
  PooledRuns(const PooledRuns&) = delete;
  PooledRuns& operator=(const PooledRuns&) = delete;
  static std::vector<std::unique_ptr<std::vector<Run>[]>>& pools() {
    thread_local std::vector<std::unique_ptr<std::vector<Run>[]>> p;
    return p;
  } static int& depth() {
    thread_local int d = 0;
    return d;
  }
};

// What the outermost set of runs holds: every candidate's dynamic chains on and off at "+" level
// `level`, played out on this position (the rung before the next "+" level, which resumes them), or
// level -1 (anything else: other rungs, a search stopped by the time limit).
struct TopRuns {
  int level = -1;
  SudokuShape shape;
  std::vector<uint32_t> cand;
  std::vector<uint8_t> value;
  bool holds(const Board& b, int l) const {
    return level == l && shape == b.shape && cand == b.cand && value == b.value;
  }
  static TopRuns& get() {
    thread_local TopRuns t;
    return t;
  }
};

// The last position where the plain dynamic chains (level 0, SE 8.5; the rung SE's ladder tries before
// the "+" levels) found no hint, searched to the end. There, every hint a nested dynamic search finds
// inside an assumption of level 4 has a cause the outer chain removed: its chains, read on the board
// itself (where all the candidates they use the absence of are absent too, and every candidate they
// use is present), would be a plain dynamic chain's contradiction, double implication or cell or
// region chain with the same start and conclusion, and a dynamic run reaches everything its
// implications reach unless it meets a contradiction first, which would be a hint too. So every
// nested hint has parents in take_nested(), which then takes, per candidate, the first hint in SE's
// order that removes it, and the others need not be walked (NestedHints::winners_only; counted on the
// forum's hardest: one nested hint in ten removes a candidate no earlier one does).
struct PlainChainsNone {
  bool valid = false;
  SudokuShape shape;
  std::vector<uint32_t> cand;
  std::vector<uint8_t> value;
  bool holds(const Board& b) const { return valid && shape == b.shape && cand == b.cand && value == b.value; }
  static PlainChainsNone& get() {
    thread_local PlainChainsNone t;
    return t;
  }
};

struct Kind {
  const char* technique;
  const char* title;
  double base;
};

struct Found {
  Step step;
  bool valid = false;
  int complexity = 0;  // of `step` (SE sorts equal ratings by it; find_bidirectional_cycle needs it)
  int start = -1;      // the literal its search started from (ties with a cycle; idem)
};

struct RankedFound {
  Step step;
  bool valid = false;
  Ranked rank;
  static Ranked of(double base, int complexity, int sort_key, std::array<int, 5> order) {
    return Ranked::of(base, complexity, sort_key, order);
  }
  bool beaten_by(const Ranked& r) const { return !valid || r < rank; }
  void offer(Step s, const Ranked& r) {
    if (!beaten_by(r)) return;
    step = std::move(s);
    valid = true;
    rank = r;
  }
};

Step make_step(const Kind& k, int complexity, std::vector<CellValue> removed, std::vector<CellValue> placed,
               std::vector<int> cells, std::string explanation) {
  Step s;
  s.rating = k.base + chain_length_bonus(complexity - 2);
  s.trace.technique = k.technique;
  std::sort(cells.begin(), cells.end());
  cells.erase(std::unique(cells.begin(), cells.end()), cells.end());
  s.trace.cells = std::move(cells);
  s.trace.removed = std::move(removed);
  s.trace.placed = std::move(placed);
  s.trace.explanation = std::string(k.title) + ": " + explanation;
  return s;
}

std::vector<int> lit_cells(const Board& b, const Run& r, const std::vector<char>& seen) {
  std::vector<int> cells;
  for (size_t i = 0; i < seen.size(); ++i)
    if (seen[i]) cells.push_back(r.lits[i].node / b.n);
  return cells;
}

// The implications a chain used (the literals `seen` marks), as links between candidates for a hint to
// draw: "if not a then b" (a literal set on) is a strong link, "if a then not b" a weak one.
std::vector<CandidateLink> lit_links(const Board& b, const Run& r, const std::vector<char>& seen,
                                     std::vector<CandidateLink> out = {}) {
  for (size_t i = 0; i < seen.size(); ++i) {
    if (!seen[i]) continue;
    const Lit& l = r.lits[i];
    for (int k = 0; k < l.nparents; ++k) {
      const Lit& from = r.lits[r.parent(l, k)];
      out.push_back({{from.node / b.n, from.node % b.n + 1}, {l.node / b.n, l.node % b.n + 1}, l.on});
    }
  }
  return out;
}

Step with_links(Step s, std::vector<CandidateLink> links) {
  s.trace.chain = std::move(links);
  return s;
}

// Static chains from one assumption that imply its opposite (SE's forcing X-chain and forcing chain).
// SE looks for them twice: along links of the assumption's value only (rated as forcing X-chains, 6.6),
// then along all links (rated as forcing chains, 7.0, whatever links the chain happens to use: SE has
// no forcing Y-chain). It follows each search until the opposite of the assumption turns up, past
// any other contradiction, and counts the ancestors of that opposite. An assumption and its opposite
// implying a same literal L is the chain from "not L" through the opposite of the assumption, which
// that search finds.
Found unary_chains(const Board& b) {
  Chainer ch(b);
  const int nodes = ch.nodes();
  RankedFound best;
  PooledRuns pooled;
  if (pooled.top) TopRuns::get().level = -1;
  std::vector<Run>* runs = pooled.runs;
  if (runs[0].empty()) runs[0].resize(1);
  std::vector<char> seen;
  static const Kind kX{"forcing-x-chain", "Forcing X-chain", 6.6};
  static const Kind kXY{"forcing-chain", "Forcing chain", 7.0};
  // SE's name for the shortest X-chain that refutes its assumption (six literals).
  static const Kind kTurbot{"forcing-x-chain", "Turbot fish (forcing X-chain)", 6.6};
  // Only the runs that reach their opposite are played out: the closure (all links) says which, and
  // a chain along one value's links is one along all links.
  const StaticClosure closure(b);
  for (int pass = 0; pass < 2; ++pass) {
    const bool x_only = pass == 0;
    const Mode mode{false, x_only, 0, false, true};
    for (int node = 0; node < nodes; ++node) {
      if (time_is_up()) return {};  // the request's time limit (deadline.h)
      const int cell = node / b.n, v = node % b.n + 1;
      if (!b.has(cell, v)) continue;
      for (bool on : {true, false}) {
        if (!closure.reaches(closure.lit(node, on), closure.lit(node, !on))) continue;
        Run& r = runs[0][0];
        ch.run(r, node, on, mode);
        if (r.conflict != node) continue;
        const int target = r.at(node, !on);
        const int complexity = Chainer::ancestors(r, {target}, seen);
        const Kind& base = x_only ? kX : kXY;
        const Ranked rank = RankedFound::of(base.base, complexity, x_only ? 2 : 4, {cell, v, on ? 0 : 1, 0, 0});
        if (!best.beaten_by(rank)) continue;  // the sentence costs more than the search
        std::vector<CellValue> removed, placed;
        (on ? removed : placed).push_back({cell, v});
        const std::string why = "if " + literal_text(b, node, on) + " then " + chain_text(b, r, target) +
                                ", which contradicts the assumption";
        const Kind& kind = x_only && complexity == 6 ? kTurbot : base;
        best.offer(with_links(make_step(kind, complexity, removed, placed, lit_cells(b, r, seen),
                                        why + "; so " + literal_text(b, node, !on)),
                              lit_links(b, r, seen)),
                   rank);
      }
    }
  }
  Found found;
  found.valid = best.valid;
  found.step = std::move(best.step);
  found.complexity = best.rank.complexity;
  found.start = best.rank.order[0] * b.n + best.rank.order[1] - 1;
  return found;
}

// Multiple and dynamic chains. `mode.dynamic` false: cell and region forcing chains (SE 8.0); Nishio
// when same_value_only (7.5): contradictions only; dynamic: contradictions, double implications, cell
// and region chains at 8.5 + 0.5 per "+" level.
// The candidates whose absence the chain `chain` of run `r` (Chainer::ancestors(), in order) uses, as SE's
// collectRuleParents finds them: for a literal forced on because its cell had one candidate left, the
// cell's other values; because a house had one place left, the value's other places there (the house
// the literal's parent shares with it, in SE's order). A nested chain needs those of them that the
// outer chain removed, so only candidates absent from `b` (the assumed position) are listed.
// What literal `l` of run `r` uses of what `b` lacks (rule_causes()): for a literal forced on by its
// cell, `mask` holds the cell's other values absent from b (house -1); by a house, `house` and the
// value's other places there absent from b. mask 0: none (an off literal, or the start).
struct LitCauses {
  int house;
  uint32_t mask;
};
LitCauses lit_causes(const Board& b, const Run& r, const Lit& l, const uint32_t* split) {
  if (!l.on || !l.nparents) return {-1, 0};
  const int cell = static_cast<int>(split[l.node] >> 5), v = static_cast<int>(split[l.node] & 31) + 1;
  const uint32_t full = (1u << b.n) - 1;
  if (l.link == Link::Cell) return {-1, full & ~b.cand[cell] & ~(1u << (v - 1))};
  if (l.link != Link::House) return {-1, 0};
  const int from = static_cast<int>(split[r.lits[r.parent(l, 0)].node] >> 5);
  for (int j : kSeHouseOrder) {
    const int h = b.house_of[cell][j];
    if (b.house_of[from][j] == h) return {h, full & ~b.positions(h, v) & ~(1u << b.slot[cell][j])};
  }
  return {-1, 0};
}

void rule_causes(const Board& b, const Run& r, const std::vector<int>& chain, std::vector<CellValue>& out) {
  const uint32_t* split = NodeSplit::of(b.n, b.size * b.n);
  // (masks over the values, or the house's places, in ascending order: the order of a scan)
  for (int i : chain) {
    const Lit& l = r.lits[i];
    const LitCauses c = lit_causes(b, r, l, split);
    const int cell = static_cast<int>(split[l.node] >> 5), v = static_cast<int>(split[l.node] & 31) + 1;
    for (uint32_t m = c.mask; m; m &= m - 1) {
      if (c.house < 0) out.push_back({cell, std::countr_zero(m) + 1});
      else out.push_back({b.houses[c.house][std::countr_zero(m)], v});
    }
  }
}

// Drops the repeats of nested hint h's causes, found.causes from `first` on (the first kept: the order
// decides the parents' order, so the sentence), and gives h what is left; false when none is left, a
// hint no outer chain can take (take_nested()).
bool keep_causes(const Board& b, NestedHints& found, NestedHint& h, size_t first) {
  std::vector<CellValue>& causes = found.causes;
  thread_local std::vector<uint32_t> mark;
  thread_local uint32_t stamp = 0;
  if (mark.size() < static_cast<size_t>(b.size * b.n)) mark.assign(b.size * b.n, 0);
  if (++stamp == 0) {
    std::fill(mark.begin(), mark.end(), 0);
    stamp = 1;
  }
  size_t kept = first;
  const std::vector<uint32_t>* outer = t_outer_cand;
  for (size_t k = first; k < causes.size(); ++k) {
    const CellValue cv = causes[k];
    if (outer && !(((*outer)[cv.cell] >> (cv.value - 1)) & 1u)) continue;  // never a parent (t_outer_cand)
    uint32_t& m = mark[cv.cell * b.n + cv.value - 1];
    if (m == stamp) continue;
    m = stamp;
    causes[kept++] = cv;
  }
  causes.resize(kept);
  h.first = static_cast<uint32_t>(first);
  h.count = static_cast<uint32_t>(kept - first);
  return kept > first;
}

// The literals each run reached (up to Run::limit()), as bitsets over the position's candidates, on and
// off: the double implications and the cell and region chains ask which literals two or more runs
// share, and most pairs and groups share none, which one AND over a few words tells (scanning the
// first run's literals and looking each up in the others was most of a nested dynamic search's time
// besides the runs). A filter only: what passes it is searched literal by literal as before. Off
// (everything passes) above kMaxCandidates, where the sets (candidates² / 32 bytes) would outgrow the
// runs' own tables.
class LitSets {
 public:
  static constexpr int kMaxCandidates = 1024;
  LitSets(const Board& b, int nodes) : index_(nodes, -1) {
    int count = 0;
    for (int node = 0; node < nodes; ++node)
      if (b.has(node / b.n, node % b.n + 1)) index_[node] = count++;
    if (count > kMaxCandidates) {
      exact_ = false;
      return;
    }
    words_ = (2 * count + 63) / 64;
    bits_.assign(static_cast<size_t>(2 * count) * words_, 0);
    common_.resize(words_);
  }
  // Records run `r`, the run of `node` on (or off). Runs only reach the position's candidates; one that
  // did not would turn the filter off (exact either way).
  void add(const Run& r, int node, bool on) {
    if (!exact_) return;
    uint64_t* out = row(node, on);
    std::fill(out, out + words_, 0);
    for (int i = 0; i < r.limit(); ++i) {
      const Lit& l = r.lits[i];
      const int c = index_[l.node];
      if (c < 0) {
        exact_ = false;
        continue;
      }
      const int k = 2 * c + (l.on ? 0 : 1);
      out[k / 64] |= 1ull << (k % 64);
    }
  }
  // Whether the run of (node, on) may hold literal (lit_node, lit_on) before its limit (false: not).
  bool may_hold(int node, bool on, int lit_node, bool lit_on) {
    if (!exact_ || index_[lit_node] < 0) return true;
    const int k = 2 * index_[lit_node] + (lit_on ? 0 : 1);
    return (row(node, on)[k / 64] >> (k % 64)) & 1u;
  }
  // Whether literal (lit_node, lit_on) may be among those the last may_share() found common.
  bool common_may_hold(int lit_node, bool lit_on) const {
    if (!exact_ || index_[lit_node] < 0) return true;
    const int k = 2 * index_[lit_node] + (lit_on ? 0 : 1);
    return (common_[k / 64] >> (k % 64)) & 1u;
  }
  // Whether the runs of these (node, on) may share a literal (false: they share none).
  template <class Runs>
  bool may_share(const Runs& runs) {
    if (!exact_) return true;
    bool first = true;
    for (const auto& [node, on] : runs) {
      const uint64_t* r = row(node, on);
      if (first) std::copy(r, r + words_, common_.begin());
      else
        for (int w = 0; w < words_; ++w) common_[w] &= r[w];
      first = false;
    }
    return std::any_of(common_.begin(), common_.end(), [](uint64_t w) { return w != 0; });
  }

 private:
  std::vector<int> index_;  // node → its number among the candidates, or -1
  int words_ = 0;
  std::vector<uint64_t> bits_;  // (candidate * 2 + off) * words_: the run's literals
  std::vector<uint64_t> common_;
  bool exact_ = true;
  uint64_t* row(int node, bool on) { return &bits_[static_cast<size_t>(index_[node] * 2 + (on ? 0 : 1)) * words_]; }
};

// Where a nested search's runs first use a cause an outer chain can take as a parent (rule_causes()
// filtered as keep_causes() filters it, by t_outer_cand): a hint whose chains end before that literal
// in every run they come from has no cause left and is dropped, so it is not walked at all (a
// literal's parents come before it in its run). Most of a nested dynamic search's hints were walked,
// their causes listed and then dropped.
class OuterCauses {
 public:
  OuterCauses(const Board& b, int nodes) : b_(b), outer_(t_outer_cand) {
    if (!outer_) return;
    cell_.resize(b.size);
    house_.assign(3 * b.n * b.n, 0);
    for (int cell = 0; cell < b.size; ++cell) {
      cell_[cell] = (*outer_)[cell] & ~b.cand[cell];
      for (uint32_t m = cell_[cell]; m; m &= m - 1)
        for (int j = 0; j < 3; ++j) house_[b.house_of[cell][j] * b.n + std::countr_zero(m)] |= 1u << b.slot[cell][j];
    }
    // (kept between searches, told apart by a stamp: clearing it for each search, most of which
    // ask for few runs, cost more than they saved)
    thread_local std::vector<uint64_t> first;
    thread_local uint32_t stamp = 0;
    if (first.size() < static_cast<size_t>(nodes) * 2) first.resize(static_cast<size_t>(nodes) * 2, 0);
    if (++stamp == 0) {
      std::fill(first.begin(), first.end(), 0);
      stamp = 1;
    }
    first_ = first.data();
    stamp_ = stamp;
  }
  bool active() const { return outer_ != nullptr; }
  // Whether the branches of a cell's (house < 0) or a house's places of v have a cause of their own.
  bool own(int cell, int house, int v) const {
    return house < 0 ? cell_[cell] != 0 : house_[house * b_.n + v - 1] != 0;
  }
  // Whether the chain to literal `lit` of run `r` (the run of `node` on or off) may use such a cause.
  bool may_use(const Run& r, int node, bool on, int lit) {
    uint64_t& f = first_[node * 2 + on];
    if (f >> 32 != stamp_) f = static_cast<uint64_t>(stamp_) << 32 | static_cast<uint32_t>(first(r));
    return lit >= static_cast<int>(static_cast<uint32_t>(f));
  }

 private:
  const Board& b_;
  const std::vector<uint32_t>* outer_;
  std::vector<uint32_t> cell_;   // per cell: the candidates the outer board has and this one lacks
  std::vector<uint32_t> house_;  // house * n + v - 1: the places of v in the house among them
  uint64_t* first_ = nullptr;    // node * 2 + on: stamp_ << 32 | first() (another stamp: not known)
  uint32_t stamp_ = 0;
  int first(const Run& r) const {
    const uint32_t* split = NodeSplit::of(b_.n, b_.size * b_.n);
    for (size_t i = 0; i < r.lits.size(); ++i) {
      const LitCauses c = lit_causes(b_, r, r.lits[i], split);
      const uint32_t outer =
          c.house < 0 ? cell_[split[r.lits[i].node] >> 5] : house_[c.house * b_.n + (split[r.lits[i].node] & 31)];
      if (c.mask & outer) return static_cast<int>(i);
    }
    return std::numeric_limits<int>::max();
  }
};

// A nested hint ranked but not yet walked for its causes (NestedHints::winners_only): what its
// extraction needs to find its chains again.
struct PendingHint {
  enum Kind : uint8_t { kContradiction, kDouble, kBranches };
  Ranked rank;
  Kind kind;
  bool on;    // contradiction: the assumption's polarity; double and branches: the common literal's
  int node;   // contradiction and double: the assumption's node; branches: the first branch's
  int house;  // branches: -1 (a cell's) or the house
  int a, c;   // contradiction: unused; double: the common literal in the "on" run and the "off" one;
              // branches: the common literal in the first branch's run
};

std::optional<Step> multiple_chains(const Board& b, const Mode& mode, NestedHints* all) {
  Chainer ch(b);
  const int nodes = ch.nodes();
  const uint32_t* split = NodeSplit::of(b.n, nodes);  // node → cell << 5 | value - 1
  static const char* const kPlus[] = {"", " (+)", " (+ forcing chains)", " (+ multiple forcing chains)",
                                      " (+ dynamic forcing chains)"};
  const std::string plus = kPlus[mode.level];
  const double base = mode.same_value_only ? 7.5 : !mode.dynamic ? 8.0 : 8.5 + 0.5 * mode.level;
  const std::string tag = mode.level == 0 ? "" : "-plus" + std::to_string(mode.level);  // as chain_kinds()
  std::array<std::string, 6> techniques = {"nishio", "dynamic-contradiction-chains" + tag,
                                           "dynamic-double-chains" + tag, "cell-forcing-chains",
                                           "region-forcing-chains"};
  std::array<std::string, 6> titles = {"Nishio forcing chains", "Dynamic contradiction forcing chains" + plus,
                                       "Dynamic double forcing chains" + plus, "Cell forcing chains",
                                       "Region forcing chains"};
  if (mode.dynamic && !mode.same_value_only) {
    techniques[3] = "dynamic-cell-forcing-chains" + tag;
    techniques[4] = "dynamic-region-forcing-chains" + tag;
    titles[3] = "Dynamic cell forcing chains" + plus;
    titles[4] = "Dynamic region forcing chains" + plus;
  }
  auto kind = [&](int i) { return Kind{techniques[i].c_str(), titles[i].c_str(), base}; };

  // Play out every candidate on (and off, for dynamic chains), once.
  PooledRuns pooled;
  std::vector<Run>& on_runs = pooled.runs[0];
  std::vector<Run>& off_runs = pooled.runs[1];
  on_runs.resize(nodes);
  off_runs.resize(mode.dynamic && !mode.same_value_only ? nodes : 0);
  std::vector<char> seen, seen2;
  std::vector<uint64_t> nested_seen;  // the nested chains a hint's complexity has counted
  std::vector<int> chain, chain2;     // a nested hint's literals (ancestors())
  RankedFound best;
  // SE's rank of each kind of hint (Ranked): a contradiction from `node` on (or off), a double
  // implication from `node` (the common literal: `li` in the "on" run, `on`), a cell's (house < 0) or
  // a house's branches from `starts` to a literal `on` (li in the first branch).
  auto contradiction_rank = [&](int node, bool on, int complexity) {
    return RankedFound::of(base, complexity, 7, {node / b.n, node % b.n + 1, on ? 0 : 1, 0, 0});
  };
  auto double_rank = [&](int node, bool on, int li, int complexity) {
    return RankedFound::of(base, complexity, 1, {node / b.n, node % b.n + 1, 0, on ? 0 : 1, li});
  };
  // sort_key and order: SE's (see Ranked); order's first two: the first branch's cell and value
  // (value 0 for a cell's), third: the house kind in SE's order.
  auto branches_rank = [&](const std::vector<int>& starts, int house, bool on, int li, int complexity) {
    // SE's house order: box, row, column (houses here: rows, then columns, then boxes).
    const int house_rank = house < 0 ? -1 : house / b.n == 2 ? 0 : house / b.n == 0 ? 1 : 2;
    return RankedFound::of(base, complexity, house < 0 ? 5 : 6,
                           {starts[0] / b.n, house_rank < 0 ? 0 : starts[0] % b.n + 1, house_rank, on ? 0 : 1, li});
  };
  // The complexity of a nested hint (SE counts each chain's ancestors apart; a nested search's runs
  // hold no nested chain), from the runs' counts.
  auto count_walks = [&](const Run& r1, int l1, const Run& r2, int l2) {
    return Chainer::count(r1, l1) + Chainer::count(r2, l2);
  };
  // Nested hints (`all`): each hint's chains walked for its complexity, its literals (its key) and
  // its causes; false when it has no cause (keep_causes()).
  auto nest_contradiction = [&](int node, bool on) {
    const Run& r = on ? on_runs[node] : off_runs[node];
    const int a = r.on_at(r.conflict), c = r.off_at(r.conflict);
    NestedHint h{};
    // SE counts the two chains' ancestors apart: what they share counts twice. A nested hint's
    // literals (`chain`) are the union of both, as one walk from both would find them.
    nested_seen.clear();
    chain.clear();
    uint64_t to_a = 0, to_c = 0;
    int complexity = Chainer::walk(r, {a}, &nested_seen, &chain, to_a);
    complexity += Chainer::walk(r, {c}, &nested_seen, &chain, to_c, to_a);
    const size_t first = all->causes.size();
    rule_causes(b, r, chain, all->causes);
    if (!keep_causes(b, *all, h, first)) return false;
    h.key = chain_key(mix_key(kNestedSeed, node * 2 + !on), r, chain);
    h.rank = contradiction_rank(node, on, complexity);
    h.node = node;
    h.on = !on;
    h.complexity = complexity;
    all->hints.push_back(h);
    return true;
  };
  auto nest_double = [&](int node, int l1, int l2) {
    const Run& r1 = on_runs[node];
    const Run& r2 = off_runs[node];
    const int target = r1.lits[l1].node;
    const bool on = r1.lits[l1].on;
    nested_seen.clear();
    uint64_t stamp = 0;
    chain.clear();
    chain2.clear();
    int complexity = Chainer::walk(r1, {l1}, &nested_seen, &chain, stamp);
    complexity += Chainer::walk(r2, {l2}, &nested_seen, &chain2, stamp);
    NestedHint h{double_rank(node, on, l1, complexity), target, on, complexity, 0};
    const size_t first = all->causes.size();
    rule_causes(b, r1, chain, all->causes);
    rule_causes(b, r2, chain2, all->causes);
    if (!keep_causes(b, *all, h, first)) return false;
    h.key = chain_key(chain_key(mix_key(kNestedSeed, target * 2 + on), r1, chain), r2, chain2);
    all->hints.push_back(h);
    return true;
  };
  auto nest_branches = [&](const std::vector<int>& starts, int house, int li) {
    const Lit& l = on_runs[starts[0]].lits[li];
    NestedHint h{{}, l.node, l.on, 0, mix_key(kNestedSeed, l.node * 2 + l.on)};
    const size_t first = all->causes.size();
    const int v = starts[0] % b.n + 1;  // the branches' own cause: the cell's or the house's absent ones
    if (house < 0) {
      for (int w = 1; w <= b.n; ++w)
        if (!b.has(starts[0] / b.n, w)) all->causes.push_back({starts[0] / b.n, w});
    } else {
      for (int c : b.houses[house])
        if (!b.has(c, v)) all->causes.push_back({c, v});
    }
    int complexity = 0;
    nested_seen.clear();
    for (int s : starts) {  // each branch walked once, for its complexity and its literals
      uint64_t stamp = 0;
      chain.clear();
      complexity += Chainer::walk(on_runs[s], {on_runs[s].at(l.node, l.on)}, &nested_seen, &chain, stamp);
      h.key = chain_key(h.key, on_runs[s], chain);
      rule_causes(b, on_runs[s], chain, all->causes);
    }
    if (!keep_causes(b, *all, h, first)) return false;
    h.complexity = complexity;
    h.rank = branches_rank(starts, house, l.on, li, complexity);
    all->hints.push_back(h);
    return true;
  };
  // NestedHints::winners_only: the hints ranked as found, then in SE's order the first to remove each
  // candidate extracted (as take_nested() takes them: a hint none of whose removals is new is skipped).
  std::vector<PendingHint> pending;
  auto nest_winners = [&]() {
    std::stable_sort(pending.begin(), pending.end(),
                     [](const PendingHint& x, const PendingHint& y) { return x.rank < y.rank; });
    thread_local std::vector<char> taken;
    taken.assign(nodes, 0);
    std::vector<int> group;
    for (const PendingHint& p : pending) {
      // The hint's conclusion: a node on (placed) or off.
      int node = p.node;
      bool on = !p.on;
      if (p.kind == PendingHint::kDouble) {
        node = on_runs[p.node].lits[p.a].node;
        on = p.on;
      } else if (p.kind == PendingHint::kBranches) {
        node = on_runs[p.node].lits[p.a].node;
        on = p.on;
      }
      const int cell = node / b.n;
      const uint32_t bit = 1u << (node % b.n);
      const uint32_t removes = on ? b.cand[cell] & ~bit : bit;
      bool fresh = false;
      for (uint32_t m = removes; m && !fresh; m &= m - 1) fresh = !taken[cell * b.n + std::countr_zero(m)];
      if (!fresh) continue;
      bool kept;
      if (p.kind == PendingHint::kContradiction) {
        kept = nest_contradiction(p.node, p.on);
      } else if (p.kind == PendingHint::kDouble) {
        kept = nest_double(p.node, p.a, p.c);
      } else {
        group.clear();
        const int v = p.node % b.n + 1;
        if (p.house < 0) {
          for (int w = 1; w <= b.n; ++w)
            if (b.has(p.node / b.n, w)) group.push_back(p.node / b.n * b.n + w - 1);
        } else {
          for (int c : b.houses[p.house])
            if (b.has(c, v)) group.push_back(c * b.n + v - 1);
        }
        kept = nest_branches(group, p.house, p.a);
      }
      if (!kept) continue;
      for (uint32_t m = removes; m; m &= m - 1) taken[cell * b.n + std::countr_zero(m)] = 1;
    }
  };
  // Static chains: only the branches of a cell or region that meet (StaticClosure) are played out.
  std::optional<StaticClosure> closure;
  std::vector<char> wanted;
  if (!mode.dynamic) {
    closure.emplace(b);
    wanted.assign(nodes, 0);
    closure->each_group([&](const std::vector<int>& starts) {
      if (closure->branches_meet(starts))
        for (int s : starts) wanted[s] = 1;
      return false;
    });
  }
  // The previous "+" level's runs on this position, left by the rung before: continued, not redone.
  const bool chained = pooled.top && mode.dynamic && !mode.same_value_only;
  // Level 4 continues level 3's (or 2's, or 1's) from where level 1 ended them (Chainer::resume()).
  const bool resume = chained && mode.level >= 1 && ch.can_resume() &&
                      (TopRuns::get().holds(b, mode.level - 1) ||
                       (mode.level == 4 && TopRuns::get().level >= 1 && TopRuns::get().holds(b, TopRuns::get().level)));
  if (chained) ch.keep_ends();
  if (pooled.top) TopRuns::get().level = -1;
  // The plain dynamic chains: whether they find nothing here (PlainChainsNone), for level 4.
  const bool plain = !all && mode.dynamic && !mode.same_value_only && mode.level == 0;
  if (plain) PlainChainsNone::get().valid = false;
  if (!all && mode.level >= 4 && PlainChainsNone::get().holds(b)) ch.plain_found_nothing();
  LitSets sets(b, nodes);  // each run recorded as it ends, its literals still in the cache
  std::optional<OuterCauses> outer;
  if (all && t_outer_cand) outer.emplace(b, nodes);
  for (int node = 0; node < nodes; ++node) {
    if (time_is_up()) return std::nullopt;  // the request's time limit (deadline.h)
    if (!b.has(node / b.n, node % b.n + 1)) continue;
    if (closure && !wanted[node]) continue;
    for (bool on : {true, false}) {
      if (!on && off_runs.empty()) break;
      Run& r = on ? on_runs[node] : off_runs[node];
      if (resume) ch.resume(r, mode);
      else ch.run(r, node, on, mode);
      sets.add(r, node, on);
    }
  }
  if (chained) TopRuns::get() = TopRuns{mode.level, b.shape, b.cand, b.value};
  if (mode.dynamic) {
    for (int node = 0; node < nodes; ++node) {
      const int cell = node / b.n, v = node % b.n + 1;
      if (!b.has(cell, v)) continue;
      for (bool on : {true, false}) {
        if (!on && off_runs.empty()) continue;
        const Run& r = on ? on_runs[node] : off_runs[node];
        if (r.conflict < 0) continue;
        const int a = r.on_at(r.conflict), c = r.off_at(r.conflict);
        if (outer && !outer->may_use(r, node, on, std::max(a, c))) continue;  // no cause (OuterCauses)
        if (all) {
          if (!all->winners_only) nest_contradiction(node, on);
          else
            pending.push_back({contradiction_rank(node, on, count_walks(r, a, r, c)), PendingHint::kContradiction, on,
                               node, -1, 0, 0});
          continue;
        }
        nested_seen.clear();
        const int complexity = Chainer::complexity(r, {a}, nested_seen) + Chainer::complexity(r, {c}, nested_seen);
        const Ranked rank = contradiction_rank(node, on, complexity);
        if (!best.beaten_by(rank)) continue;
        Chainer::ancestors(r, {a, c}, seen);
        std::vector<CellValue> removed, placed;
        (on ? removed : placed).push_back({cell, v});
        best.offer(
            with_links(
                make_step(kind(mode.same_value_only ? 0 : 1), complexity, removed, placed, lit_cells(b, r, seen),
                          "if " + literal_text(b, node, on) + " then " + chain_text(b, r, a) + "; but also " +
                              chain_text(b, r, c) + "; the assumption is impossible, so " + literal_text(b, node, !on)),
                lit_links(b, r, seen)),
            rank);
      }
    }
    if (mode.same_value_only) return best.valid ? std::optional<Step>(best.step) : std::nullopt;
    // Double implication: an assumption and its opposite imply the same thing.
    for (int node = 0; node < nodes; ++node) {
      if (!b.has(node / b.n, node % b.n + 1)) continue;
      // SE looks for them from cells of three candidates or more only (a bivalue cell's are its cell
      // forcing chains).
      if (popcount(b.cand[node / b.n]) < 3) continue;
      if (!sets.may_share(std::array<std::pair<int, bool>, 2>{{{node, true}, {node, false}}})) continue;
      const Run& r1 = on_runs[node];
      const Run& r2 = off_runs[node];
      // Only what the first branch implies can be common (not every node: this runs nested too).
      for (int li = 0; li < r1.limit(); ++li) {
        const Lit& lit = r1.lits[li];
        const int target = lit.node;
        const bool on = lit.on;
        if (target == node || !((b.cand[split[target] >> 5] >> (split[target] & 31)) & 1u)) continue;
        if (!sets.may_hold(node, false, target, on)) continue;  // (not in r2 before its limit)
        {
          const int l1 = li, l2 = r2.at(target, on);  // (li: r1.at(target, on))
          if (l1 < 0 || l2 < 0 || l2 >= r2.limit()) continue;
          if (outer && !outer->may_use(r1, node, true, l1) && !outer->may_use(r2, node, false, l2)) continue;
          if (all) {
            if (!all->winners_only) nest_double(node, li, l2);
            else
              pending.push_back(
                  {double_rank(node, on, li, count_walks(r1, l1, r2, l2)), PendingHint::kDouble, on, node, -1, li, l2});
            continue;
          }
          nested_seen.clear();
          const int complexity =
              Chainer::complexity(r1, {l1}, nested_seen) + Chainer::complexity(r2, {l2}, nested_seen);
          const Ranked rank = double_rank(node, on, li, complexity);
          if (!best.beaten_by(rank)) continue;
          Chainer::ancestors(r1, {l1}, seen);
          Chainer::ancestors(r2, {l2}, seen2);
          std::vector<int> cells = lit_cells(b, r1, seen), more = lit_cells(b, r2, seen2);
          cells.insert(cells.end(), more.begin(), more.end());
          std::vector<CellValue> removed, placed;
          (on ? placed : removed).push_back({target / b.n, target % b.n + 1});
          best.offer(with_links(make_step(kind(2), complexity, removed, placed, cells,
                                          "if " + literal_text(b, node, true) + " then " + chain_text(b, r1, l1) +
                                              "; if " + literal_text(b, node, false) + " then " +
                                              chain_text(b, r2, l2) + "; either way " + literal_text(b, target, on)),
                                lit_links(b, r2, seen2, lit_links(b, r1, seen))),
                     rank);
        }
      }
    }
  }
  // Cell and region forcing chains: every branch implies the same literal (ranked by branches_rank()).
  std::vector<std::pair<int, bool>> starts_on;
  auto branches = [&](const std::vector<int>& starts, int house) {
    if (closure && !closure->branches_meet(starts)) return;  // nothing in common (its runs were skipped)
    starts_on.clear();
    for (int s : starts) starts_on.push_back({s, true});
    if (!sets.may_share(starts_on)) return;
    const Run& first = on_runs[starts[0]];
    for (int li = 0; li < first.limit(); ++li) {
      const Lit& l = first.lits[li];
      if (l.link == Link::Start) continue;
      if (std::find(starts.begin(), starts.end(), l.node) != starts.end()) continue;
      if (!sets.common_may_hold(l.node, l.on)) continue;  // (not in every branch before its limit)
      if (!std::all_of(starts.begin(), starts.end(), [&](int s) {
            const int at = on_runs[s].at(l.node, l.on);
            return at >= 0 && at < on_runs[s].limit();
          }))
        continue;
      if (outer && !outer->own(starts[0] / b.n, house, starts[0] % b.n + 1) &&
          std::none_of(starts.begin(), starts.end(),
                       [&](int s) { return outer->may_use(on_runs[s], s, true, on_runs[s].at(l.node, l.on)); }))
        continue;  // no cause (OuterCauses)
      int complexity = 0;
      nested_seen.clear();
      if (all) {
        if (!all->winners_only) {
          nest_branches(starts, house, li);
          continue;
        }
        for (int s : starts) complexity += Chainer::count(on_runs[s], on_runs[s].at(l.node, l.on));
        pending.push_back({branches_rank(starts, house, l.on, li, complexity), PendingHint::kBranches, l.on, starts[0],
                           house, li, 0});
        continue;
      }
      for (int s : starts) complexity += Chainer::complexity(on_runs[s], {on_runs[s].at(l.node, l.on)}, nested_seen);
      const Ranked rank = branches_rank(starts, house, l.on, li, complexity);
      if (!best.beaten_by(rank)) continue;
      std::vector<int> cells;
      std::vector<CandidateLink> links;
      for (int s : starts) {
        Chainer::ancestors(on_runs[s], {on_runs[s].at(l.node, l.on)}, seen);
        std::vector<int> c = lit_cells(b, on_runs[s], seen);
        cells.insert(cells.end(), c.begin(), c.end());
        links = lit_links(b, on_runs[s], seen, std::move(links));
      }
      const std::string what =
          house < 0 ? cell_label(b, starts[0] / b.n)
                    : std::string("the places of ") + value_char(starts[0] % b.n + 1) + " in " + house_name(b, house);
      std::string text =
          "every possibility of " + what + " leads to the same conclusion, " + literal_text(b, l.node, l.on) + ": ";
      for (size_t k = 0; k < starts.size(); ++k) {
        const Run& r = on_runs[starts[k]];
        text += (k ? "; " : "") + std::string("if ") + literal_text(b, starts[k], true) + " then " +
                chain_text(b, r, r.at(l.node, l.on));
      }
      std::vector<CellValue> removed, placed;
      (l.on ? placed : removed).push_back({l.node / b.n, l.node % b.n + 1});
      best.offer(
          with_links(make_step(kind(house < 0 ? 3 : 4), complexity, removed, placed, cells, text), std::move(links)),
          rank);
    }
  };
  // SE's static multiple chains start only from cells of three candidates or more (a bivalue cell's
  // chains are its rung's): its cell chains, and the region chains whose first place is such a cell.
  const int fewest = mode.dynamic ? 2 : 3;
  std::vector<int> starts;
  for (int cell = 0; cell < b.size; ++cell) {
    if (b.value[cell] || popcount(b.cand[cell]) < fewest) continue;
    starts.clear();
    for (int v = 1; v <= b.n; ++v)
      if (b.has(cell, v)) starts.push_back(cell * b.n + v - 1);
    branches(starts, -1);
  }
  for (int h = 0; h < 3 * b.n; ++h)
    for (int v = 1; v <= b.n; ++v) {
      const uint32_t pos = b.positions(h, v);
      if (popcount(pos) < 2) continue;
      starts.clear();
      for (int i = 0; i < b.n; ++i)
        if ((pos >> i) & 1u) starts.push_back(b.houses[h][i] * b.n + v - 1);
      if (popcount(b.cand[starts[0] / b.n]) < fewest) continue;
      branches(starts, h);
    }
  if (all) {
    if (all->winners_only) nest_winners();
    all->sort();
    return std::nullopt;
  }
  if (plain && !best.valid && !time_is_up()) PlainChainsNone::get() = PlainChainsNone{true, b.shape, b.cand, b.value};
  if (!best.valid) return std::nullopt;
  return best.step;
}

}  // namespace

// SE's static chaining rung sorts its forcing chains and its bidirectional cycles together.
std::optional<Step> find_forcing_chain(const Board& b) {
  Found chain = unary_chains(b);
  if (time_is_up()) return std::nullopt;
  std::optional<ChainRank> rank;
  if (chain.valid) {
    const std::string& t = chain.step.trace.technique;
    rank = ChainRank{chain.step.rating, chain.complexity, t == "forcing-x-chain" ? 2 : 4, chain.start};
  }
  if (std::optional<Step> cycle = find_bidirectional_cycle(b, rank)) return cycle;
  if (!chain.valid) return std::nullopt;
  return std::move(chain.step);
}

std::optional<Step> find_nishio(const Board& b) { return multiple_chains(b, Mode{true, true, 0}); }

std::optional<Step> find_multiple_forcing_chains(const Board& b) { return multiple_chains(b, Mode{false, false, 0}); }

std::optional<Step> find_dynamic_forcing_chains(const Board& b, int level) {
  return multiple_chains(b, Mode{true, false, level});
}

NestedSearchMemoScope::NestedSearchMemoScope() { ++NestedMemoTable::get().depth; }

NestedSearchMemoScope::~NestedSearchMemoScope() {
  NestedMemoTable& t = NestedMemoTable::get();
  if (--t.depth > 0) return;
  t.map = {};
  t.bytes = 0;
}

}  // namespace gridlogic::human
