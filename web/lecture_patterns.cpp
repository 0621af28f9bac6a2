// lecture_patterns.cpp — the pattern of givens over a set, one puzzle a step (lecture_patterns.h).
#include "lecture_patterns.h"

#include <algorithm>

#include "gridlogic/puzzle_set.h"
#include "gridlogic/sudoku_format.h"
#include "gridlogic/sudoku_generator.h"
#include "gridlogic/sudoku_patterns.h"

namespace gridlogic::lecture {
namespace {

// The default set: generated rather than shipped, so the page needs no data file (a generated puzzle is
// a function of seed and index, natively and in WASM alike).
Result<std::vector<SudokuGrid>> generated_set() {
  SudokuGeneratorOptions o;
  o.seed = 1;
  o.symmetry = SudokuSymmetry::None;
  std::vector<SudokuGrid> out;
  for (int i = 0; i < kDefaultPatternPuzzles; ++i) {
    auto g = generate_sudoku(o, static_cast<uint64_t>(i));
    if (!g) return g.error();
    out.push_back(g->puzzle);
  }
  return out;
}

Result<std::vector<SudokuGrid>> read_set(std::string_view text) {
  auto entries = split_puzzle_set(text);
  if (!entries) return entries.error();
  std::vector<SudokuGrid> out;
  for (const PuzzleSetEntry& e : *entries) {
    auto g = parse_sudoku(e.text);
    if (!g) return Error{e.where + ": " + g.error().message};
    if (!out.empty() && g->shape != out.front().shape)
      return Error{e.where + ": every puzzle of a set must have the first one's size (" +
                   std::to_string(out.front().shape.n()) + "×" + std::to_string(out.front().shape.n()) + ")"};
    out.push_back(std::move(*g));
  }
  if (out.empty()) return Error{"the set has no puzzle"};
  return out;
}

}  // namespace

Result<bool> load_sudoku_patterns(Lecture& L, std::string_view set, BoardState& expected) {
  auto puzzles = set.empty() ? generated_set() : read_set(set);
  if (!puzzles) return puzzles.error();
  const SudokuShape shape = puzzles->front().shape;
  const int n = shape.n();
  L.sudoku = puzzles->front();
  L.rows = L.cols = n;
  L.given.assign(n * n, 1);  // the board shows only givens, each in the givens' colour
  BoardState& s = L.states.emplace_back();
  s.value.assign(n * n, 0);
  s.candidates.assign(n * n, 0);
  s.heat.assign(n * n, 0);

  SudokuPatterns patterns(shape);
  int most = 0;
  for (size_t i = 0; i < puzzles->size(); ++i) {
    const SudokuGrid& g = (*puzzles)[i];
    add_sudoku_pattern(patterns, g);
    TraceStep t;
    t.technique = "pattern-puzzle";
    for (int cell = 0; cell < n * n; ++cell)
      if (g.cells[cell]) {
        t.cells.push_back(cell);
        t.placed.push_back({cell, g.cells[cell]});
      }
    const auto top = std::max_element(patterns.givens.begin(), patterns.givens.end());
    most = static_cast<int>(top - patterns.givens.begin());
    t.explanation = "puzzle " + std::to_string(i + 1) + " of " + std::to_string(puzzles->size()) + ": " +
                    std::to_string(g.givens()) + " givens; r" + std::to_string(most / n + 1) + "c" +
                    std::to_string(most % n + 1) + " is now given most often (" + std::to_string(*top) + " of " +
                    std::to_string(i + 1) + ")";
    Step step;
    step.trace = std::move(t);
    L.steps.push_back(std::move(step));
  }
  expected.heat = patterns.givens;
  L.verdict = std::to_string(patterns.puzzles) + " puzzles, " + std::to_string(patterns.unique) + " unique";
  L.summary = "Where the givens sit, over " +
              (set.empty() ? std::to_string(kDefaultPatternPuzzles) + " generated " + std::to_string(n) + "×" +
                                 std::to_string(n) + " puzzles (generate --symmetry none --seed 1)"
                           : std::to_string(puzzles->size()) + " puzzles") +
              ", one puzzle a step";
  return true;
}

void apply_pattern_step(const Lecture&, const TraceStep& step, BoardState& s) {
  std::fill(s.value.begin(), s.value.end(), 0);
  for (const CellValue& cv : step.placed) {
    s.value[cv.cell] = static_cast<int8_t>(cv.value);
    ++s.heat[cv.cell];
  }
}

}  // namespace gridlogic::lecture
