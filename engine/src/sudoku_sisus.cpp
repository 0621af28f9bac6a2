// sudoku_sisus.cpp — document 004's Simple Sudoku Solver model (SiSuS) and its two metrics, refutation
// sum and dependency (declared in sudoku_rating.h; sudoku_rating.cpp combines them into a level).
//
// The state is the grid plus one used-values mask per house; a cell's candidates are the values its
// three houses do not use yet (the model knows no technique beyond singles, so no candidate is ever
// removed otherwise). Every step rescans the grid for singles: O(n²) mask operations, cheap next to
// keeping incremental counts right under the thousands of trial placements a refutation makes.
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
uint32_t pick(std::mt19937& rng, uint32_t k) {
  return static_cast<uint32_t>((static_cast<uint64_t>(rng()) * k) >> 32);
}

}  // namespace

// SplitMix64's finaliser, so neighbouring seeds and runs get unrelated streams.
uint64_t sisus_run_seed(uint64_t seed, int run) {
  return mix64(seed * 0x9E3779B97F4A7C15ull + static_cast<uint64_t>(run) * 0xD1B54A32D192ED03ull + 1);
}

namespace {

// Houses of a shape: for each cell its row, column and box index; for each house its cells.
struct Geometry {
  int n = 0, cells = 0;
  uint32_t full = 0;                     // bits 0..n-1
  std::vector<int> house_of;             // 3 per cell: row, n + column, 2n + box
  std::vector<int> house_cells;          // n per house, 3n houses

  explicit Geometry(SudokuShape s) : n(s.n()), cells(s.cells()), full(n >= 32 ? ~0u : (1u << n) - 1) {
    house_of.resize(3 * cells);
    house_cells.resize(3 * n * n);
    std::vector<int> fill(3 * n, 0);
    for (int cell = 0; cell < cells; ++cell) {
      const int r = cell / n, c = cell % n;
      const int h[3] = {r, n + c, 2 * n + s.box_of(r, c)};
      for (int k = 0; k < 3; ++k) {
        house_of[3 * cell + k] = h[k];
        house_cells[h[k] * n + fill[h[k]]++] = cell;
      }
    }
  }
};

// A position of the model: values and the used-values mask of each house.
struct Board {
  std::vector<uint8_t> value;  // 0 = empty
  std::vector<uint32_t> used;  // per house, bit v-1 for value v
  int empty = 0;

  Board(const Geometry& g, const SudokuGrid& puzzle) : value(puzzle.cells), used(3 * g.n, 0) {
    for (int cell = 0; cell < g.cells; ++cell) {
      if (value[cell] == 0) {
        ++empty;
        continue;
      }
      for (int k = 0; k < 3; ++k) used[g.house_of[3 * cell + k]] |= 1u << (value[cell] - 1);
    }
  }
  uint32_t candidates(const Geometry& g, int cell) const {
    const int* h = &g.house_of[3 * cell];
    return g.full & ~(used[h[0]] | used[h[1]] | used[h[2]]);
  }
  void place(const Geometry& g, int cell, int v) {
    assert(value[cell] == 0);
    value[cell] = static_cast<uint8_t>(v);
    for (int k = 0; k < 3; ++k) used[g.house_of[3 * cell + k]] |= 1u << (v - 1);
    --empty;
  }
};

// Singles of a position, one entry per cell (a cell that is a naked and a hidden single counts once:
// document 004 counts the cells where a simple technique yields the value).
struct Singles {
  std::vector<int> cells;       // the cells with a single
  std::vector<uint8_t> forced;  // per cell: its value while listed, else 0
  std::vector<uint32_t> cand;   // per cell: candidates at the scan (scratch)
  bool contradiction = false;

  explicit Singles(const Geometry& g) : forced(g.cells, 0), cand(g.cells, 0) { cells.reserve(g.cells); }
  void clear() {
    for (int c : cells) forced[c] = 0;
    cells.clear();
    contradiction = false;
  }
};

// Finds every single of `b`. A contradiction — an empty cell without candidates, a value with no place
// left in a house that lacks it, or one cell forced to two values — ends the scan.
void scan(const Geometry& g, const Board& b, Singles& s) {
  s.clear();
  for (int cell = 0; cell < g.cells; ++cell) {
    if (b.value[cell]) {
      s.cand[cell] = 0;
      continue;
    }
    const uint32_t m = b.candidates(g, cell);
    s.cand[cell] = m;
    if (m == 0) {
      s.contradiction = true;
      return;
    }
    if ((m & (m - 1)) == 0) {
      s.forced[cell] = static_cast<uint8_t>(std::countr_zero(m) + 1);
      s.cells.push_back(cell);
    }
  }
  for (int h = 0; h < 3 * g.n; ++h) {
    const int* hc = &g.house_cells[h * g.n];
    uint32_t once = 0, twice = 0;
    for (int k = 0; k < g.n; ++k) {
      const uint32_t m = s.cand[hc[k]];
      twice |= once & m;
      once |= m;
    }
    if ((g.full & ~b.used[h]) & ~once) {
      s.contradiction = true;
      return;
    }
    for (uint32_t hidden = once & ~twice; hidden; hidden &= hidden - 1) {
      const int bit = std::countr_zero(hidden);
      int cell = -1;
      for (int k = 0; k < g.n && cell < 0; ++k)
        if (s.cand[hc[k]] >> bit & 1) cell = hc[k];
      const auto v = static_cast<uint8_t>(bit + 1);
      if (s.forced[cell] == 0) {
        s.forced[cell] = v;
        s.cells.push_back(cell);
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
  Board trial;           // scratch for refutations
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
      if (singles.cells.empty()) return kUnrefuted;
      if (steps + 1 + contradiction_cost > limit) return kNoBetter;
      const int c = singles.cells[pick(rng, static_cast<uint32_t>(singles.cells.size()))];
      trial.place(g, c, singles.forced[c]);
    }
  }

  // A cell's refutation score: the sum of ref_v over its wrong candidates; kNoBetter once it reaches
  // `bound`, kUnrefuted if a candidate is not refutable by singles.
  int cell_score(const Board& b, int cell, int bound) {
    const int right = solution.cells[cell];
    int score = 0;
    for (uint32_t m = b.candidates(g, cell); m; m &= m - 1) {
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
    for (size_t i = empties.size(); i > 1; --i)
      std::swap(empties[i - 1], empties[pick(rng, static_cast<uint32_t>(i))]);

    constexpr int kInf = std::numeric_limits<int>::max() / 2;
    int best = kInf, best_cell = -1;
    for (int cell : empties) {
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
        for (uint32_t m = b.candidates(g, cell); m; m &= m - 1) {
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

SisusRun run_sisus(const SudokuGrid& puzzle, const SudokuGrid& solution, uint64_t seed,
                   bool count_contradiction_step) {
  assert(puzzle.shape == solution.shape && puzzle.cells.size() == solution.cells.size());
  const Geometry g(puzzle.shape);
  Board board(g, puzzle);
  Model model(g, puzzle, solution, static_cast<uint32_t>(seed) ^ static_cast<uint32_t>(seed >> 32),
              count_contradiction_step ? 1 : 0);
  SisusRun run;
  run.order.reserve(board.empty);
  run.possibilities.reserve(board.empty);
  while (board.empty > 0) {
    scan(g, board, model.singles);
    assert(!model.singles.contradiction && "run_sisus: the solution does not solve the puzzle");
    const std::vector<int>& cells = model.singles.cells;
    int cell;
    if (!cells.empty()) {
      run.possibilities.push_back(static_cast<int>(cells.size()));
      cell = cells[pick(model.rng, static_cast<uint32_t>(cells.size()))];
      assert(model.singles.forced[cell] == solution.cells[cell]);
    } else {
      run.possibilities.push_back(0);
      cell = model.refutation_step(board, run);
    }
    board.place(g, cell, solution.cells[cell]);
    run.order.push_back(cell);
  }
  return run;
}

SisusRating rate_sisus(const SudokuGrid& puzzle, const SudokuGrid& solution, const SisusOptions& options) {
  assert(options.runs >= 1 && "rate_sisus: runs must be at least 1");
  assert(options.dependency_steps >= 1 && "rate_sisus: dependency_steps must be at least 1");
  SisusRating rating;
  rating.runs = options.runs;
  for (int i = 0; i < options.runs; ++i) {
    const SisusRun run = run_sisus(puzzle, solution, sisus_run_seed(options.seed, i), options.count_contradiction_step);
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
