// variant_doc003_puzzles.h — the 9×9 puzzles of document 003's hidden thermometers, secret direction and
// Fawlty Towers that variant_doc003_test.cpp builds and checks, shared with bench/bench_variant.cpp, which
// times our encodings of them against the document's: a random solved grid, a rule instance that grid
// keeps, then givens from the grid while a second solution exists. Also the random walks and shapes the
// test's small instances use.
#pragma once

#include <algorithm>
#include <optional>
#include <string>
#include <vector>

#include "gridlogic/random.h"
#include "gridlogic/variant.h"
#include "gridlogic/variant_rules.h"
#include "variant_enumerate.h"

namespace gridlogic::variant_doc003_puzzles {

using variant_enumerate::Fill;

inline int pick(SplitMix64& rng, int lo, int hi) {
  return lo + static_cast<int>(rng.below(static_cast<uint64_t>(hi - lo + 1)));
}
inline bool chance(SplitMix64& rng, int percent) { return static_cast<int>(rng.below(100)) < percent; }

inline std::vector<int> king_neighbours(int n, int cell) {
  std::vector<int> out;
  for (int dr = -1; dr <= 1; ++dr)
    for (int dc = -1; dc <= 1; ++dc) {
      const int r = cell / n + dr, c = cell % n + dc;
      if ((dr || dc) && r >= 0 && r < n && c >= 0 && c < n) out.push_back(r * n + c);
    }
  return out;
}

// A walk of king steps from a random cell, up to `len` cells, never back on itself; with `w`, each step
// goes to a larger value (not smaller, when partial).
inline std::vector<int> walk(int n, SplitMix64& rng, int len, const Fill* w, bool partial,
                             const std::vector<bool>* avoid = nullptr) {
  std::vector<int> line;
  int at = pick(rng, 0, n * n - 1);
  if (avoid && (*avoid)[at]) return line;
  line.push_back(at);
  while (static_cast<int>(line.size()) < len) {
    std::vector<int> next;
    for (int c : king_neighbours(n, at))
      if (std::find(line.begin(), line.end(), c) == line.end() && (!avoid || !(*avoid)[c]) &&
          (!w || (partial ? (*w)[c] >= (*w)[at] : (*w)[c] > (*w)[at])))
        next.push_back(c);
    if (next.empty()) break;
    at = next[rng.below(next.size())];
    line.push_back(at);
  }
  return line;
}

inline HiddenThermometer shape_of(int n, const std::vector<int>& line, bool partial) {
  HiddenThermometer th;
  th.partial = partial;
  for (int c : line) th.shape.push_back({c / n - line[0] / n, c % n - line[0] % n});
  return th;
}

// A random solved 9×9: the pattern grid with its digits, rows within bands, bands, columns within
// stacks and stacks shuffled.
inline Fill random_grid9(SplitMix64& rng) {
  std::vector<int> digits{1, 2, 3, 4, 5, 6, 7, 8, 9}, bands{0, 1, 2}, stacks{0, 1, 2};
  rng.shuffle(digits), rng.shuffle(bands), rng.shuffle(stacks);
  std::vector<int> rows, cols;
  for (int b : bands) {
    std::vector<int> in{0, 1, 2};
    rng.shuffle(in);
    for (int i : in) rows.push_back(3 * b + i);
  }
  for (int s : stacks) {
    std::vector<int> in{0, 1, 2};
    rng.shuffle(in);
    for (int i : in) cols.push_back(3 * s + i);
  }
  Fill w(81);
  for (int r = 0; r < 9; ++r)
    for (int c = 0; c < 9; ++c) {
      const int R = rows[r], C = cols[c];
      w[r * 9 + c] = static_cast<uint8_t>(digits[(R * 3 + R / 3 + C) % 9]);
    }
  return w;
}

inline std::string rc(int cell, int n = 9) {
  return "R" + std::to_string(cell / n + 1) + "C" + std::to_string(cell % n + 1);
}

inline VariantPuzzle empty9() {
  VariantPuzzle p;
  p.grid = variant_enumerate::boxed_grid(9, 3, 3);
  p.givens.assign(81, 0);
  return p;
}

// A 9×9 puzzle of one rule before its givens: the grid it was built around, and the rule as its
// f-puzzles field.
struct NineByNine {
  VariantPuzzle puzzle;
  Fill grid;
  std::string field, value;
  int path_cells = 0;  // secret direction: the cells of the path, start and treasure included
};

// Eight thermometers (document 003's puzzle has eight) of 3–5 cells along increasing walks of the grid.
inline NineByNine hidden_thermometers_9x9(SplitMix64& rng) {
  NineByNine b{empty9(), random_grid9(rng), "hiddenthermometer", "["};
  std::vector<bool> used(81, false);
  std::vector<HiddenThermometer> thermos;
  while (thermos.size() < 8) {
    const auto line = walk(9, rng, 5, &b.grid, false, &used);
    if (line.size() < 3) continue;
    for (int c : line) used[c] = true;
    thermos.push_back(shape_of(9, line, false));
    b.value += std::string(thermos.size() > 1 ? "," : "") + "{\"shape\":[";
    for (size_t i = 0; i < thermos.back().shape.size(); ++i)
      b.value += std::string(i ? "," : "") + "[" + std::to_string(thermos.back().shape[i].first) + "," +
                 std::to_string(thermos.back().shape[i].second) + "]";
    b.value += "]}";
  }
  b.value += "]";
  b.puzzle.rules.push_back(make_hidden_thermometers(thermos));
  return b;
}

// A grid with exactly one box centre holding 9, and the start whose path to it is longest (at least 4
// cells); nullopt when 200 grids have none.
inline std::optional<NineByNine> secret_direction_9x9(SplitMix64& rng) {
  const VariantGrid g = variant_enumerate::boxed_grid(9, 3, 3);
  for (int attempt = 0; attempt < 200; ++attempt) {
    const Fill w = random_grid9(rng);
    int best = -1, best_len = 0;
    for (int s = 0; s < 81; ++s) {
      if (make_secret_direction(s)->verify(g, w)) continue;
      // The cells of the path, by walking it (the rule accepts it, so it ends at the treasure).
      int len = 1;
      for (int at = s;; ++len) {
        int centre = -1, nine = -1;
        for (int q = 0; q < 81; ++q)
          if (g.region[q] == g.region[at]) {
            if (q / 9 % 3 == 1 && q % 9 % 3 == 1) centre = q;
            if (w[q] == 9) nine = q;
          }
        if (nine == centre) break;
        const int dr = (nine / 9 > centre / 9) - (nine / 9 < centre / 9),
                  dc = (nine % 9 > centre % 9) - (nine % 9 < centre % 9);
        at = (at / 9 + w[at] * dr) * 9 + (at % 9 + w[at] * dc);
      }
      if (len > best_len) best = s, best_len = len;
    }
    if (best < 0 || best_len < 4) continue;
    NineByNine b{empty9(), w, "secretdirection", "{\"start\":\"" + rc(best) + "\"}", best_len};
    b.puzzle.rules.push_back(make_secret_direction(best));
    return b;
  }
  return std::nullopt;
}

// Nine towers of 2–5 cells; those that do not increase are faulty by their order, about half of the
// others get a wrong sum.
inline NineByNine fawlty_towers_9x9(SplitMix64& rng) {
  NineByNine b{empty9(), random_grid9(rng), "fawltytowers", "{\"towers\":["};
  const Fill& w = b.grid;
  std::vector<FawltyTower> towers;
  int nonincreasing = 0, wrong = 0;
  for (int c = 0; c < 9; ++c) {
    FawltyTower t;
    const int h = pick(rng, 2, 5);
    bool inc = true;
    for (int k = 0; k < h; ++k) {
      t.cells.push_back((8 - k) * 9 + c);
      t.sum += w[t.cells.back()];
      if (k && w[t.cells[k]] <= w[t.cells[k - 1]]) inc = false;
    }
    if (!inc) ++nonincreasing;
    else if (chance(rng, 50)) t.sum += pick(rng, -3, 3) | 1, ++wrong;  // odd offset: never 0
    b.value += std::string(c ? "," : "") + "{\"cells\":[";
    for (size_t k = 0; k < t.cells.size(); ++k) b.value += std::string(k ? "," : "") + "\"" + rc(t.cells[k]) + "\"";
    b.value += "],\"sum\":" + std::to_string(t.sum) + "}";
    towers.push_back(std::move(t));
  }
  b.value += "],\"nonincreasing\":" + std::to_string(nonincreasing) + ",\"wrongsum\":" + std::to_string(wrong) + "}";
  b.puzzle.rules.push_back(make_fawlty_towers(towers, nonincreasing, wrong));
  return b;
}

// Givens from w (cells where another solution differs, picked at random) while a second solution
// exists, under the default encoding. Returns "" or what went wrong.
inline std::string add_givens_until_unique(VariantPuzzle& p, const Fill& w, SplitMix64& rng) {
  for (int round = 0; round < 81; ++round) {
    const VariantSolveResult r = solve_variant(p);
    if (!r.error.empty()) return r.error;
    if (r.count == 0) return "no solution, though the drawn grid keeps the rule";
    if (r.count == 1 && r.exhausted) return "";
    const Fill& other = r.first != w ? r.first : r.second;
    std::vector<int> differ;
    for (int cell = 0; cell < 81; ++cell)
      if (other[cell] != w[cell]) differ.push_back(cell);
    const int cell = differ[rng.below(differ.size())];
    p.givens[cell] = w[cell];
  }
  return "";
}

}  // namespace gridlogic::variant_doc003_puzzles
