// hashi.h — Hashiwokakero (Bridges, document 001): the puzzle model every Hashi solver, format and
// generator shares.
//
// Islands with clues 1–8 sit on a grid; bridges run horizontally or vertically between two islands that
// see each other (no island between them), at most two per pair, never crossing another bridge, and in
// the end every island's bridges sum to its clue and all islands form one connected group. The model
// lists every pair that could carry a bridge (an "edge": the nearest island in each direction) and every
// pair of edges that would cross, so solvers work on edges only. A clue may be unknown (puzz.link '.'):
// such an island takes any number of bridges from 1 to 8.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "gridlogic/result.h"

namespace gridlogic {

inline constexpr int kHashiMaxSide = 100;    // rows and columns
inline constexpr int kHashiUnknownClue = 0;  // an island whose number is not given

// One island: its cell and its clue (1–8, or kHashiUnknownClue).
struct HashiIsland {
  int row = 0;
  int col = 0;
  int clue = 0;
};

// A pair of islands that see each other along a row or column: the only places a bridge can go.
struct HashiEdge {
  int a = 0;  // island index, a < b (a is left of / above b)
  int b = 0;
  bool horizontal = false;
  std::vector<int> cells;  // the cells strictly between the two islands (row-major indices)
};

// The puzzle: immutable once made by make_hashi (which checks it). Islands are in row-major order.
struct HashiPuzzle {
  int rows = 0;
  int cols = 0;
  std::vector<HashiIsland> islands;
  std::vector<int> island_at;                  // per cell (row-major): island index, -1 = water
  std::vector<HashiEdge> edges;                // sorted by (a, b)
  std::vector<std::vector<int>> incident;      // per island: its edges (up to 4), ascending
  std::vector<std::pair<int, int>> crossings;  // (horizontal edge, vertical edge) pairs that cross
  std::vector<std::vector<int>> crossing;      // per edge: the edges it crosses, ascending

  int island_count() const { return static_cast<int>(islands.size()); }
  int edge_count() const { return static_cast<int>(edges.size()); }
  int other(int edge, int island) const { return edges[edge].a == island ? edges[edge].b : edges[edge].a; }
  // The edge between islands i and j, or -1.
  int edge_between(int i, int j) const;
};

// Bridges per edge (0, 1 or 2), indexed like HashiPuzzle::edges: a (partial or full) solution.
using HashiBridges = std::vector<uint8_t>;

// "r3c5" (1-based), the name every message uses for an island.
std::string hashi_island_name(const HashiPuzzle& p, int island);

// Builds and checks a puzzle from per-cell clues (row-major; -1 water, 0 an island of unknown clue,
// 1–8 a clue). Errors name the place: a clue above 8, an island that can see no other island, a clue
// larger than twice the islands it sees.
Result<HashiPuzzle> make_hashi(int rows, int cols, const std::vector<int>& cells);

// Per cell: -1 water, 0 unknown-clue island, else the clue (the inverse of make_hashi's input).
std::vector<int> hashi_cells(const HashiPuzzle& p);

// The connected groups of islands joined by at least one bridge: per island its group index
// (groups numbered from 0 in order of their first island); returns the number of groups.
int hashi_components(const HashiPuzzle& p, const HashiBridges& bridges, std::vector<int>& group);

// The first broken rule of a full solution, named by place ("r1c1 has 3 bridges but its clue is 4",
// "the bridges r1c2–r5c2 and r3c1–r3c4 cross", "r7c7 is not connected to r1c1"); nullopt when the
// bridges solve the puzzle.
std::optional<std::string> find_hashi_violation(const HashiPuzzle& p, const HashiBridges& bridges);

}  // namespace gridlogic
