// sudoku_human_cycles.cpp — Sudoku Explainer's bidirectional cycles (X-cycle, Y-cycle, cycle), which SE
// finds in the same rung as the static forcing chains (find_forcing_chain) and sorts with them.
//
// A cycle is a loop of implications from "a cell is v" back to itself, alternating "on → off" (a value
// placed removes its peers' v, or with Y links the cell's other candidates) and "off → on" (a house with
// two places for the value, with X links; a bivalue cell, with Y links). Every link of such a loop also
// holds read backwards, so the loop holds both ways: either every "on" of it is true or every "off" is.
// A candidate outside the loop's cells that sees an "on" of the loop with its value, and also an "off"
// of it with its value, is false either way. SE rates X- and Y-cycles 6.5, cycles using both 7.0, plus
// its length bonus over the number of literals in the loop.
//
// SE's search, reproduced because its paths decide which cycle (and so which removals) a position
// yields: from each candidate assumed on, a breadth-first walk in which every literal is reached once
// ("on" ones) or once per parent ("off" ones, unless already an ancestor); a walk back to the start
// after at least four links is a cycle. Passes X only, Y only (from bivalue cells), then both.
#include <algorithm>
#include <limits>
#include <optional>

#include "gridlogic/deadline.h"
#include "sudoku_human_internal.h"

namespace gridlogic::human {
namespace {

struct Literal {
  int node;  // cell * n + value - 1
  bool on;
  int parent;  // index in the walk, -1 for the assumption
};

struct Pass {
  bool x, y;
  const char* technique;
  const char* title;
  double base;
  int sort_key;  // SE's order between hints of equal rating and length: X, then Y, then both
};

constexpr Pass kPasses[] = {
    {true, false, "bidirectional-x-cycle", "Bidirectional X-cycle", 6.5, 2},
    {false, true, "bidirectional-y-cycle", "Bidirectional Y-cycle", 6.5, 3},
    {true, true, "bidirectional-cycle", "Bidirectional cycle", 7.0, 4},
};

// SE's order of a cell's houses in its chains: box, row, column (house_of holds row, column, box).
constexpr int kHouseOrder[] = {2, 0, 1};

std::string literal_text(const Board& b, int node, bool on) {
  return cell_label(b, node / b.n) + (on ? " is " : " is not ") + value_char(node % b.n + 1);
}

class CycleSearch {
 public:
  explicit CycleSearch(const Board& b, std::vector<FoundCycle>* all = nullptr,
                       const std::vector<int>* components = nullptr)
      : b_(b),
        n_(b.n),
        mark_(b.size * b.n, 0),
        off_mark_(b.size * b.n, 0),
        seen_(b.size * b.n, 0),
        all_(all),
        components_(components) {}

  // The cycle SE would sort first, among those it would sort before `beat` (or any, without it).
  std::optional<Step> run(const std::optional<ChainRank>& beat) {
    for (const Pass& pass : kPasses) {
      for (int cell = 0; cell < b_.size; ++cell) {
        if (b_.value[cell] || popcount(b_.cand[cell]) < 2) continue;
        if (!pass.x && popcount(b_.cand[cell]) > 2) continue;  // a Y-cycle leaves through the cell's pair
        for (int v = 1; v <= n_; ++v) {
          if (!b_.has(cell, v) || !closes(pass, cell, v)) continue;
          if (components_ && (component_ = (*components_)[(cell * n_ + v - 1) * 2 + 1]) < 0) continue;
          spend_work(kWorkPerChainLiteral * n_);  // a walk's share of the work limit (deadline.h)
          if (time_is_up()) return std::nullopt;  // the request's limits (deadline.h)
          // Walks stop at the longest loop that could still be sorted first (collecting: every loop).
          std::optional<ChainRank> bound = beat;
          if (best_ && (!bound || best_rating_ < bound->rating))
            bound = ChainRank{best_rating_, best_complexity_, best_key_, 0};
          const int longest = all_ ? std::numeric_limits<int>::max() : longest_useful(pass, bound);
          if (longest < 4) continue;
          walk(pass, cell * n_ + v - 1, longest, beat);
        }
      }
    }
    return best_;
  }

 private:
  const Board& b_;
  int n_;
  std::vector<Literal> walk_;
  std::vector<int> pending_on_, pending_off_, out_;
  std::vector<int> closing_;        // the literals whose "off" implies the walk's start
  std::vector<uint32_t> mark_;      // per node, == stamp_: reached "on" in this walk
  std::vector<uint32_t> off_mark_;  // per node, == stamp_: reached "off" in this walk
  std::vector<uint32_t> seen_;      // per node, == seen_stamp_: listed by the on_to_off() in progress
  uint32_t stamp_ = 0, seen_stamp_ = 0;
  std::optional<Step> best_;
  double best_rating_ = 0;
  int best_complexity_ = 0, best_key_ = 0;
  std::vector<FoundCycle>* all_;        // collecting every cycle instead of the best
  const std::vector<int>* components_;  // all_bidirectional_cycles()
  int component_ = -1;                  // the walk's start's

  // Whether a walk may go through this literal: inside the start's loop component, when known.
  bool inside(int node, bool on) const { return !components_ || (*components_)[node * 2 + on] == component_; }

  // The longest cycle of this pass (in literals) that could still be sorted before `beat`.
  static int longest_useful(const Pass& pass, const std::optional<ChainRank>& beat) {
    if (!beat) return std::numeric_limits<int>::max();
    // A loop of L literals rates base + bonus(L - 2): grow L by two while the next one still fits.
    int length = 2;
    while (pass.base + chain_length_bonus(length) <= beat->rating + 1e-9 && length < 1 << 20) length += 2;
    return length;
  }

  // Whether a loop can come back to "cell is v": only through a strong link into it (most candidates
  // have none, and their walks were most of the search's time).
  bool closes(const Pass& pass, int cell, int v) const {
    if (pass.y && two_bits(b_.cand[cell])) return true;
    if (pass.x)
      for (int h : b_.house_of[cell])
        if (two_bits(b_.positions(h, v))) return true;
    return false;
  }

  bool is_ancestor(int from, int node, bool on) const {
    for (int i = walk_[from].parent; i >= 0; i = walk_[i].parent)
      if (walk_[i].node == node && walk_[i].on == on) return true;
    return false;
  }

  // SE's "on → off": the cell's other candidates (Y links), then the value's peers box, row, column.
  void on_to_off(const Pass& pass, int node) {
    out_.clear();
    const int cell = node / n_, v = node % n_ + 1;
    if (pass.y)
      for (uint32_t m = b_.cand[cell] & ~(1u << (v - 1)); m; m &= m - 1)
        out_.push_back(cell * n_ + std::countr_zero(m));
    ++seen_stamp_;
    for (int j : kHouseOrder) {
      const int h = b_.house_of[cell][j];
      for (uint32_t m = b_.positions(h, v) & ~(1u << b_.slot[cell][j]); m; m &= m - 1) {
        const int peer = b_.houses[h][std::countr_zero(m)] * n_ + v - 1;
        if (seen_[peer] == seen_stamp_) continue;  // a peer in two houses is one literal
        seen_[peer] = seen_stamp_;
        out_.push_back(peer);
      }
    }
  }

  // SE's "off → on": a bivalue cell's other candidate (Y links), a house's other place of two (X links).
  void off_to_on(const Pass& pass, int node) {
    out_.clear();
    const int cell = node / n_, v = node % n_ + 1;
    if (pass.y && two_bits(b_.cand[cell]))
      out_.push_back(cell * n_ + lowest_value(b_.cand[cell] & ~(1u << (v - 1))) - 1);
    if (!pass.x) return;
    for (int j : kHouseOrder) {
      const int h = b_.house_of[cell][j];
      const uint32_t others = b_.positions(h, v) & ~(1u << b_.slot[cell][j]);
      if (!two_bits(b_.positions(h, v))) continue;
      const int to = b_.houses[h][std::countr_zero(others)] * n_ + v - 1;
      if (std::find(out_.begin(), out_.end(), to) == out_.end()) out_.push_back(to);
    }
  }

  void walk(const Pass& pass, int start, int longest, const std::optional<ChainRank>& beat) {
    walk_.clear();
    pending_on_.clear();
    pending_off_.clear();
    ++stamp_;
    walk_.push_back({start, true, -1});
    mark_[start] = stamp_;
    pending_on_.push_back(0);
    // SE keeps every "off" literal reached once per parent, but a repeat only matters where it closes
    // the loop: the "on" literals it leads to were all reached from its first occurrence already.
    off_to_on(pass, start);
    closing_ = out_;
    for (int length = 0; (!pending_on_.empty() || !pending_off_.empty()) && length + 2 <= longest;) {
      ++length;
      for (int p : pending_on_) {
        on_to_off(pass, walk_[p].node);
        for (int node : out_) {
          const bool repeat = off_mark_[node] == stamp_;
          if (repeat && std::find(closing_.begin(), closing_.end(), node) == closing_.end()) continue;
          // (only a literal reached before can be an ancestor)
          if (!inside(node, false) || (repeat && is_ancestor(p, node, false))) continue;
          off_mark_[node] = stamp_;
          pending_off_.push_back(static_cast<int>(walk_.size()));
          walk_.push_back({node, false, p});
        }
      }
      pending_on_.clear();
      ++length;
      for (int p : pending_off_) {
        off_to_on(pass, walk_[p].node);
        for (int node : out_) {
          if (length >= 4 && node == start) offer(pass, p, length, beat);
          if (mark_[node] == stamp_ || !inside(node, true)) continue;
          mark_[node] = stamp_;
          pending_on_.push_back(static_cast<int>(walk_.size()));
          walk_.push_back({node, true, p});
        }
      }
      pending_off_.clear();
    }
  }

  // The candidates absent from the position whose absence the loop's links use, as SE's
  // collectRuleParents finds them on the loop and on the loop read backwards: a literal turned on by
  // a cell's last candidate (a Y link; backwards, an "off" reached through the cell) uses the cell's
  // missing values; by a house's last place, the value's missing places there — forwards the first
  // house (box, row, column) where two places are left, backwards the first the two cells share.
  void add_causes(const std::vector<int>& loop, std::vector<CellValue>& out) const {
    for (size_t k = 1; k <= loop.size(); ++k) {
      const Literal& to = walk_[loop[k % loop.size()]];  // the start again after the last
      const Literal& from = walk_[loop[k - 1]];
      const int cell = to.node / n_, v = to.node % n_ + 1, other = from.node / n_;
      if (cell == other) {
        for (int w = 1; w <= n_; ++w)
          if (w != v && !b_.has(cell, w)) out.push_back({cell, w});
        continue;
      }
      for (int j : kHouseOrder) {
        const int h = b_.house_of[cell][j];
        if (b_.house_of[other][j] != h || (to.on && !two_bits(b_.positions(h, v)))) continue;
        for (int c : b_.houses[h])
          if (c != cell && !b_.has(c, v)) out.push_back({c, v});
        break;
      }
    }
  }

  // A cycle closing on the start through the "off" literal `last`: its removals, and whether SE would
  // sort it first so far.
  void offer(const Pass& pass, int last, int length, const std::optional<ChainRank>& beat) {
    const double rating = pass.base + chain_length_bonus(length - 2);
    auto before = [&](double r, int c, int k) {
      if (rating < r - 1e-9) return true;
      if (rating > r + 1e-9) return false;
      return length < c || (length == c && pass.sort_key < k);
    };
    // A chain of equal rating, length and kind was found in the same pass: SE keeps the one whose
    // search started first, the cycle on the same start (it looks for cycles first).
    const int start = walk_[0].node;
    if (!all_ && beat && !before(beat->rating, beat->complexity, beat->sort_key + (start <= beat->start ? 1 : 0)))
      return;
    if (!all_ && best_ && !before(best_rating_, best_complexity_, best_key_)) return;
    std::vector<int> loop;  // the literals from the start round to `last`
    for (int i = last; i >= 0; i = walk_[i].parent) loop.push_back(i);
    std::reverse(loop.begin(), loop.end());
    std::vector<int> cells;
    for (int i : loop) {
      const int cell = walk_[i].node / n_;
      if (std::find(cells.begin(), cells.end(), cell) == cells.end()) cells.push_back(cell);
    }
    // Removals: outside the loop's cells, a candidate seeing an "on" and an "off" of its value.
    auto peers_of = [&](int node, auto&& f) {
      const int cell = node / n_, v = node % n_ + 1;
      for (int j = 0; j < 3; ++j) {
        const int h = b_.house_of[cell][j];
        for (uint32_t m = b_.positions(h, v) & ~(1u << b_.slot[cell][j]); m; m &= m - 1) {
          const int peer = b_.houses[h][std::countr_zero(m)];
          if (std::find(cells.begin(), cells.end(), peer) == cells.end()) f(peer * n_ + v - 1);
        }
      }
    };
    std::vector<char> sees_on(b_.size * n_, 0);
    for (int i : loop)
      if (walk_[i].on) peers_of(walk_[i].node, [&](int node) { sees_on[node] = 1; });
    std::vector<CellValue> removed;
    for (int i : loop)
      if (!walk_[i].on)
        peers_of(walk_[i].node, [&](int node) {
          if (sees_on[node] == 1) {
            sees_on[node] = 2;
            removed.push_back({node / n_, node % n_ + 1});
          }
        });
    if (removed.empty()) return;
    std::sort(removed.begin(), removed.end(), [](const CellValue& a, const CellValue& c) {
      return a.cell != c.cell ? a.cell < c.cell : a.value < c.value;
    });
    if (all_) {
      FoundCycle f{rating, length, pass.sort_key, start, {}, std::move(removed), {}};
      for (int i : loop) f.loop.push_back(walk_[i].node * 2 + walk_[i].on);
      add_causes(loop, f.causes);
      all_->push_back(std::move(f));
      return;
    }

    Step s;
    s.rating = rating;
    const bool wing = pass.x && !pass.y && cells.size() == 4;  // SE's name for the shortest X-cycle
    s.trace.technique = pass.technique;
    std::vector<CandidateLink> links;
    std::string text;
    for (size_t k = 0; k < loop.size(); ++k) {
      const Literal& l = walk_[loop[k]];
      text += (k == 0 ? "if " : k == 1 ? " then " : ", so ") + literal_text(b_, l.node, l.on);
      const Literal& to = k + 1 < loop.size() ? walk_[loop[k + 1]] : walk_[loop[0]];
      links.push_back({{l.node / n_, l.node % n_ + 1}, {to.node / n_, to.node % n_ + 1}, to.on});
    }
    text += ", so " + literal_text(b_, walk_[loop[0]].node, true) + " again";
    std::string gone;
    for (size_t k = 0; k < removed.size(); ++k)
      gone += (k ? ", " : "") + cell_label(b_, removed[k].cell) + " is not " + value_char(removed[k].value);
    s.trace.explanation = std::string(wing ? "Generalized X-wing (bidirectional X-cycle)" : pass.title) + ": " + text +
                          "; read backwards, from " + literal_text(b_, walk_[loop[0]].node, false) +
                          ", the loop holds too with \"is\" and \"is not\" swapped, so a candidate that sees an "
                          "\"is\" of its value in both readings is false: " +
                          gone;
    std::sort(cells.begin(), cells.end());
    s.trace.cells = std::move(cells);
    s.trace.removed = std::move(removed);
    s.trace.chain = std::move(links);
    best_ = std::move(s);
    best_rating_ = rating;
    best_complexity_ = length;
    best_key_ = pass.sort_key;
  }
};

}  // namespace

std::optional<Step> find_bidirectional_cycle(const Board& b, const std::optional<ChainRank>& beat) {
  return CycleSearch(b).run(beat);
}

void all_bidirectional_cycles(const Board& b, std::vector<FoundCycle>& out, const std::vector<int>& components) {
  CycleSearch(b, &out, &components).run(std::nullopt);
}

}  // namespace gridlogic::human
