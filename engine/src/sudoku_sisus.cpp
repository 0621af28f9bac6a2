// sudoku_sisus.cpp — document 004's Simple Sudoku Solver model (SiSuS) and its two metrics, refutation
// sum and dependency (declared in sudoku_rating.h; sudoku_rating.cpp combines them into a level).
//
// The state is the grid plus one used-values mask per house; a cell's candidates are the values its
// three houses do not use yet (the model knows no technique beyond singles, so no candidate is ever
// removed otherwise). The position keeps its singles incrementally (Board): each placement updates only
// the cell's peers and houses, where a rescan of the whole grid cost O(n²) per step.
//
// Randomness: one std::mt19937 per run (its output is fixed by the C++ standard) and our own range
// reduction (multiply-shift), because std::uniform_int_distribution differs between standard
// libraries and the ratings must be the same natively and in WebAssembly.
#include <algorithm>
#include <bit>
#include <cassert>
#include <limits>
#include <random>

#include "gridlogic/random.h"
#include "gridlogic/sudoku_rating.h"

namespace gridlogic {
namespace {

constexpr int kUnrefuted = -1;  // refute(): singles stalled without a contradiction
constexpr int kNoBetter = -2;   // refute(): the bound was passed, so this cell cannot win

// A uniform index in [0, k) from 32 random bits (Lemire's multiply-shift; the bias, < k/2^32, is
// irrelevant here and the result is the same on every platform).
uint32_t pick(std::mt19937& rng, uint32_t k) { return static_cast<uint32_t>((static_cast<uint64_t>(rng()) * k) >> 32); }

}  // namespace

// SplitMix64's finaliser, so neighbouring seeds and runs get unrelated streams.
uint64_t sisus_run_seed(uint64_t seed, int run) {
  return mix64(seed * 0x9E3779B97F4A7C15ull + static_cast<uint64_t>(run) * 0xD1B54A32D192ED03ull + 1);
}

namespace {

// Houses of a shape: for each cell its row, column and box index; for each house its cells.
struct Geometry {
  int n = 0, cells = 0;
  uint32_t full = 0;              // bits 0..n-1
  std::vector<int> house_of;      // 3 per cell: row, n + column, 2n + box
  std::vector<uint32_t> slot_of;  // 3 per cell: its bit among the n cells of that house
  std::vector<int> house_cells;   // n per house, 3n houses

  explicit Geometry(SudokuShape s) : n(s.n()), cells(s.cells()), full(n >= 32 ? ~0u : (1u << n) - 1) {
    // A bit per value and per cell of a house in 32 bits, a bit per house in Board::hidden_houses.
    assert(n >= 1 && n <= 32 && "SiSuS: a side of 1 to 32");
    house_of.resize(3 * cells);
    slot_of.resize(3 * cells);
    house_cells.resize(3 * n * n);
    std::vector<int> fill(3 * n, 0);
    for (int cell = 0; cell < cells; ++cell) {
      const int r = cell / n, c = cell % n;
      const int h[3] = {r, n + c, 2 * n + s.box_of(r, c)};
      for (int k = 0; k < 3; ++k) {
        house_of[3 * cell + k] = h[k];
        slot_of[3 * cell + k] = 1u << fill[h[k]];
        house_cells[h[k] * n + fill[h[k]]++] = cell;
      }
    }
  }
};

// A position of the model, kept incrementally: a refutation places hundreds of values, and rescanning
// the grid after each (O(n²) per step) was nearly all of a 25×25 rating. Besides the values and the
// used-values mask of each house it keeps each empty cell's candidates, which cells of each house can
// still take each value (a bit per cell of the house), and from those the naked singles, the hidden
// ones and the two kinds of contradiction, each updated only where a placement changes them.
struct Board {
  std::vector<uint8_t> value;          // 0 = empty
  std::vector<uint32_t> used;          // per house, bit v-1 for value v
  std::vector<uint32_t> cand;          // per cell, its candidates; 0 once filled
  std::vector<uint32_t> places;        // per house and value (h * n + v-1): the empty cells (slots) that can take it
  std::vector<uint32_t> hidden;        // per house, the unused values with exactly one place
  std::vector<uint64_t> naked;         // bit per cell: empty with exactly one candidate
  int naked_n = 0;                     // how many such bits
  uint64_t hidden_houses[2] = {0, 0};  // bit per house (3n ≤ 75): hidden[h] != 0
  int empty = 0;
  int stuck = 0;    // empty cells without a candidate (a contradiction)
  int nowhere = 0;  // unused values of a house with no place left (a contradiction)

  Board(const Geometry& g, const SudokuGrid& puzzle, const std::vector<uint32_t>& allowed = {})
      : value(puzzle.cells),
        used(3 * g.n, 0),
        cand(g.cells, 0),
        places(3 * g.n * g.n, 0),
        hidden(3 * g.n, 0),
        naked((g.cells + 63) / 64, 0) {
    for (int cell = 0; cell < g.cells; ++cell)
      if (value[cell])
        for (int k = 0; k < 3; ++k) used[g.house_of[3 * cell + k]] |= 1u << (value[cell] - 1);
    for (int cell = 0; cell < g.cells; ++cell) {
      if (value[cell]) continue;
      ++empty;
      const int* h = &g.house_of[3 * cell];
      cand[cell] = g.full & ~(used[h[0]] | used[h[1]] | used[h[2]]);
      if (!allowed.empty()) cand[cell] &= allowed[cell];
      for (int k = 0; k < 3; ++k)
        for (uint32_t m = cand[cell]; m; m &= m - 1)
          places[h[k] * g.n + std::countr_zero(m)] |= g.slot_of[3 * cell + k];
      classify(cell);
      if (cand[cell] == 0) ++stuck;
    }
    for (int h = 0; h < 3 * g.n; ++h)
      for (int bit = 0; bit < g.n; ++bit) {
        if (!(used[h] >> bit & 1) && places[h * g.n + bit] == 0) ++nowhere;
        refresh(g, h, bit);
      }
  }

  uint32_t candidates(int cell) const { return cand[cell]; }
  bool is_naked(int cell) const { return naked[cell >> 6] >> (cell & 63) & 1; }
  int naked_count() const { return naked_n; }
  // The i-th naked single in cell order.
  int naked_at(int i) const {
    for (size_t w = 0;; ++w) {
      uint64_t m = naked[w];
      const int k = std::popcount(m);  // one word per call; the count itself is kept
      if (i >= k) {
        i -= k;
        continue;
      }
      for (; i > 0; --i) m &= m - 1;
      return static_cast<int>(w * 64) + std::countr_zero(m);
    }
  }

  void place(const Geometry& g, int cell, int v) {
    assert(value[cell] == 0);
    const int bit = v - 1;
    const uint32_t vmask = 1u << bit;
    const uint32_t old = cand[cell];
    value[cell] = static_cast<uint8_t>(v);
    cand[cell] = 0;
    --empty;
    if (old == 0) --stuck;
    if (is_naked(cell)) {
      naked[cell >> 6] &= ~(uint64_t{1} << (cell & 63));
      --naked_n;
    }
    const int* hc = &g.house_of[3 * cell];
    for (int k = 0; k < 3; ++k) {
      const int h = hc[k];
      lose_place(g, h, old, g.slot_of[3 * cell + k]);
      if (!(used[h] & vmask)) {
        if (places[h * g.n + bit] == 0) --nowhere;
        used[h] |= vmask;
        refresh(g, h, bit);
      }
    }
    // The peers that could take v lose it, found through the cell's houses' places for v (a peer in
    // two of them has left the second one's places by the time that is read).
    for (int k = 0; k < 3; ++k) {
      const int* house = &g.house_cells[hc[k] * g.n];
      for (uint32_t m = places[hc[k] * g.n + bit]; m; m &= m - 1) {
        const int p = house[std::countr_zero(m)];
        cand[p] &= ~vmask;
        for (int j = 0; j < 3; ++j) lose_place(g, g.house_of[3 * p + j], vmask, g.slot_of[3 * p + j]);
        classify(p);
        if (cand[p] == 0) ++stuck;
      }
    }
  }

 private:
  // The cell in `slot` of house h is no longer a place there for the values of `values`.
  void lose_place(const Geometry& g, int h, uint32_t values, uint32_t slot) {
    for (uint32_t m = values; m; m &= m - 1) {
      const int bit = std::countr_zero(m);
      uint32_t& at = places[h * g.n + bit];
      at &= ~slot;
      if (at == 0 && !(used[h] >> bit & 1)) ++nowhere;
      refresh(g, h, bit);
    }
  }
  // The hidden bit of value bit+1 in house h, from its used mask and its place count.
  void refresh(const Geometry& g, int h, int bit) {
    const uint32_t m = 1u << bit;
    const uint32_t at = places[h * g.n + bit];
    if (!(used[h] & m) && at && !(at & (at - 1))) hidden[h] |= m;
    else hidden[h] &= ~m;
    const uint64_t hb = uint64_t{1} << (h & 63);
    if (hidden[h]) hidden_houses[h >> 6] |= hb;
    else hidden_houses[h >> 6] &= ~hb;
  }
  // The naked bit of an empty cell (counting a cell without candidates is the caller's).
  void classify(int cell) {
    const uint32_t m = cand[cell];
    const bool single = m && (m & (m - 1)) == 0;
    if (single == is_naked(cell)) return;
    naked[cell >> 6] ^= uint64_t{1} << (cell & 63);
    naked_n += single ? 1 : -1;
  }
};

// The singles of a position, one per cell (a cell that is a naked and a hidden single counts once:
// document 004 counts the cells where a simple technique yields the value), in a fixed order the
// random picks depend on: naked singles by cell, then the other hidden ones by house and value. The
// naked ones are read from the position's bitset when picked; only the hidden ones are listed.
struct Singles {
  int naked = 0;                // how many naked singles
  std::vector<int> hidden;      // cells with a hidden single and more than one candidate
  std::vector<uint8_t> forced;  // per cell: its value while listed in `hidden`, else 0
  bool contradiction = false;

  explicit Singles(const Geometry& g) : forced(g.cells, 0) { hidden.reserve(g.cells); }
  void clear() {
    for (int c : hidden) forced[c] = 0;
    hidden.clear();
    naked = 0;
    contradiction = false;
  }
  int size() const { return naked + static_cast<int>(hidden.size()); }
  // The i-th single: its cell, and its value in `v`.
  int at(const Board& b, int i, int& v) const {
    if (i < naked) {
      const int cell = b.naked_at(i);
      v = std::countr_zero(b.candidates(cell)) + 1;
      return cell;
    }
    const int cell = hidden[i - naked];
    v = forced[cell];
    return cell;
  }
};

// Finds the singles of `b`. A contradiction — an empty cell without candidates, a value with no place
// left in a house that lacks it, or one cell forced to two values — ends the scan. A hidden single
// in a naked single's cell is always that cell's one candidate, so only cells with several
// candidates can be forced two ways.
void scan(const Geometry& g, const Board& b, Singles& s) {
  s.clear();
  if (b.stuck > 0 || b.nowhere > 0) {
    s.contradiction = true;
    return;
  }
  s.naked = b.naked_count();
  for (int w = 0; w < 2; ++w)
    for (uint64_t hm = b.hidden_houses[w]; hm; hm &= hm - 1) {
      const int h = w * 64 + std::countr_zero(hm);
      for (uint32_t hidden = b.hidden[h]; hidden; hidden &= hidden - 1) {
        const int bit = std::countr_zero(hidden);
        const int cell = g.house_cells[h * g.n + std::countr_zero(b.places[h * g.n + bit])];
        if (b.is_naked(cell)) continue;
        const auto v = static_cast<uint8_t>(bit + 1);
        if (s.forced[cell] == 0) {
          s.forced[cell] = v;
          s.hidden.push_back(cell);
        } else if (s.forced[cell] != v) {
          s.contradiction = true;
          return;
        }
      }
    }
}

// One run's working memory.
struct Model {
  const Geometry& g;
  const SudokuGrid& solution;
  std::mt19937 rng;
  Singles singles;
  Board trial;  // scratch for refutations
  std::vector<int> empties;
  int contradiction_cost;  // 1: the step that finds the contradiction counts (SisusOptions)

  Model(const Geometry& geo, const SudokuGrid& puzzle, const SudokuGrid& sol, uint32_t seed, int cost)
      : g(geo), solution(sol), rng(seed), singles(geo), trial(geo, puzzle), contradiction_cost(cost) {}

  // Document 004's ref_v: assume v in `cell`, then take random single steps until a contradiction
  // shows; the number of steps taken, plus contradiction_cost for the step that notices it. kUnrefuted
  // when the singles stall first; kNoBetter as soon as the cost would pass `limit` (the caller's cell
  // can no longer beat the best one).
  int refute(const Board& b, int cell, int v, int limit) {
    trial = b;
    trial.place(g, cell, v);
    for (int steps = 0;; ++steps) {
      scan(g, trial, singles);
      if (singles.contradiction) return steps + contradiction_cost;
      if (singles.size() == 0) return kUnrefuted;
      if (steps + 1 + contradiction_cost > limit) return kNoBetter;
      int v = 0;
      const int c = singles.at(trial, static_cast<int>(pick(rng, static_cast<uint32_t>(singles.size()))), v);
      trial.place(g, c, v);
    }
  }

  // A cell's refutation score: the sum of ref_v over its wrong candidates; kNoBetter once it reaches
  // `bound`, kUnrefuted if a candidate is not refutable by singles.
  int cell_score(const Board& b, int cell, int bound) {
    const int right = solution.cells[cell];
    int score = 0;
    for (uint32_t m = b.candidates(cell); m; m &= m - 1) {
      const int v = std::countr_zero(m) + 1;
      if (v == right) continue;
      const int r = refute(b, cell, v, bound - 1 - score);
      if (r < 0) return r;
      score += r;
    }
    return score;
  }

  // The refutation step: the empty cell with the lowest score, ties broken at random (the cells are
  // visited in a random order and only a strictly lower score replaces the best). Returns the cell
  // and adds its score to `run`.
  int refutation_step(const Board& b, SisusRun& run) {
    empties.clear();
    for (int cell = 0; cell < g.cells; ++cell)
      if (!b.value[cell]) empties.push_back(cell);
    for (size_t i = empties.size(); i > 1; --i) std::swap(empties[i - 1], empties[pick(rng, static_cast<uint32_t>(i))]);

    constexpr int kInf = std::numeric_limits<int>::max() / 2;
    int best = kInf, best_cell = -1;
    for (int cell : empties) {
      // Every wrong candidate costs at least contradiction_cost, so a cell with w of them scores at least
      // w × contradiction_cost. Once the best is at most 1 + contradiction_cost, no refutation a later
      // cell could try may take a random step (that needs a limit of at least 1 + contradiction_cost),
      // so a cell that cannot win is skipped without changing the random stream: the same run, without
      // a position copy per candidate of every remaining cell.
      if (best <= 1 + contradiction_cost && (std::popcount(b.candidates(cell)) - 1) * contradiction_cost >= best)
        continue;
      const int score = cell_score(b, cell, best);
      if (score >= 0 && score < best) {
        best = score;
        best_cell = cell;
        if (best == 0) break;
      }
    }
    if (best_cell < 0) {
      // Document 004 met no such position ("for more complex problems it may be necessary to further
      // specify the model"). Our specification: an unrefutable candidate costs n² — more than any
      // chain of singles in the grid can take — and the refutable ones their ref_v.
      ++run.unrefutable_steps;
      for (int cell : empties) {
        const int right = solution.cells[cell];
        int score = 0;
        for (uint32_t m = b.candidates(cell); m; m &= m - 1) {
          const int v = std::countr_zero(m) + 1;
          if (v == right) continue;
          const int r = refute(b, cell, v, kInf);
          score += r == kUnrefuted ? g.cells : r;
        }
        if (score < best) {
          best = score;
          best_cell = cell;
        }
      }
    }
    run.refutation_scores.push_back(best);
    run.refutation_sum += best;
    return best_cell;
  }
};

}  // namespace

SisusRun run_sisus(const SudokuGrid& puzzle, const SudokuGrid& solution, uint64_t seed, bool count_contradiction_step,
                   const std::vector<uint32_t>& candidates) {
  assert(puzzle.shape == solution.shape && puzzle.cells.size() == solution.cells.size());
  const Geometry g(puzzle.shape);
  Board board(g, puzzle, candidates);
  Model model(g, puzzle, solution, static_cast<uint32_t>(seed) ^ static_cast<uint32_t>(seed >> 32),
              count_contradiction_step ? 1 : 0);
  SisusRun run;
  run.order.reserve(board.empty);
  run.possibilities.reserve(board.empty);
  while (board.empty > 0) {
    scan(g, board, model.singles);
    assert(!model.singles.contradiction && "run_sisus: the solution does not solve the puzzle");
    const int singles = model.singles.size();
    int cell;
    if (singles > 0) {
      run.possibilities.push_back(singles);
      int v = 0;
      cell = model.singles.at(board, static_cast<int>(pick(model.rng, static_cast<uint32_t>(singles))), v);
      assert(v == solution.cells[cell]);
    } else {
      run.possibilities.push_back(0);
      cell = model.refutation_step(board, run);
    }
    board.place(g, cell, solution.cells[cell]);
    run.order.push_back(cell);
  }
  return run;
}

SisusRating rate_sisus(const SudokuGrid& puzzle, const SudokuGrid& solution, const SisusOptions& options,
                       const std::vector<uint32_t>& candidates) {
  assert(options.runs >= 1 && "rate_sisus: runs must be at least 1");
  assert(options.dependency_steps >= 1 && "rate_sisus: dependency_steps must be at least 1");
  SisusRating rating;
  rating.runs = options.runs;
  for (int i = 0; i < options.runs; ++i) {
    const SisusRun run =
        run_sisus(puzzle, solution, sisus_run_seed(options.seed, i), options.count_contradiction_step, candidates);
    rating.refutation_sum += run.refutation_sum;
    rating.refutation_steps += static_cast<double>(run.refutation_scores.size());
    rating.unrefutable_steps += run.unrefutable_steps;
    const size_t k = std::min(run.possibilities.size(), static_cast<size_t>(options.dependency_steps));
    if (k > 0) {
      double sum = 0;
      for (size_t s = 0; s < k; ++s) sum += run.possibilities[s];
      rating.dependency += sum / static_cast<double>(k);
    }
  }
  const double runs = options.runs;
  rating.refutation_sum /= runs;
  rating.dependency /= runs;
  rating.refutation_steps /= runs;
  rating.unrefutable_steps /= runs;
  return rating;
}

}  // namespace gridlogic
