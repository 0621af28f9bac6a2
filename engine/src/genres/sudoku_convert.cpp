// sudoku_convert.cpp — the Sudoku verbs `convert` (between the forms of sudoku_format.h) and `check`
// (a puzzle and a proposed solution: valid, invalid with every conflict, or incomplete).
#include <string>
#include <vector>

#include "gridlogic/json.h"
#include "gridlogic/text.h"
#include "gridlogic/sudoku.h"
#include "gridlogic/sudoku_fast.h"
#include "gridlogic/sudoku_format.h"
#include "gridlogic/variant_sudokupad.h"
#include "genres/genres.h"

namespace gridlogic::verbs {
namespace {

// One group of equal values in a house.
struct Conflict {
  std::string house;  // "row 3", "column 2", "box 5"
  int value = 0;
  std::vector<std::string> cells;
};

std::string count_word(size_t k) {
  static const char* kWords[] = {"", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"};
  return k < 10 ? kWords[k] : std::to_string(k);
}

// Every repeated value of every house, in the order find_sudoku_violation scans (row i, column i,
// box i for i = 1..n), so the first conflict is the one it would name.
std::vector<Conflict> find_conflicts(const SudokuGrid& g) {
  const SudokuShape& shape = g.shape;
  const int n = shape.n();
  std::vector<Conflict> out;
  using Cell = std::pair<int, int>;
  auto house = [&](const std::string& name, auto cell_at) {
    std::vector<int> index(n + 1, -1);  // conflict of each value in this house
    std::vector<int> first(n + 1, -1);  // first position holding each value
    for (int k = 0; k < n; ++k) {
      auto [r, c] = cell_at(k);
      const int v = g.at(r, c);
      if (v == 0) continue;
      if (first[v] < 0) {
        first[v] = k;
        continue;
      }
      if (index[v] < 0) {
        auto [r0, c0] = cell_at(first[v]);
        index[v] = static_cast<int>(out.size());
        out.push_back(Conflict{name, v, {cell_name(r0, c0)}});
      }
      out[index[v]].cells.push_back(cell_name(r, c));
    }
  };
  for (int i = 0; i < n; ++i) {
    house("row " + std::to_string(i + 1), [&](int k) { return Cell{i, k}; });
    house("column " + std::to_string(i + 1), [&](int k) { return Cell{k, i}; });
    const int br = (i / shape.box_rows) * shape.box_rows, bc = (i % shape.box_rows) * shape.box_cols;
    house("box " + std::to_string(i + 1), [&](int k) {
      return Cell{br + k / shape.box_cols, bc + k % shape.box_cols};
    });
  }
  return out;
}

std::string describe(const Conflict& c) {
  std::string s = c.house + " has " + count_word(c.cells.size()) + " " + value_char(c.value) + "s: ";
  for (size_t i = 0; i < c.cells.size(); ++i) {
    if (i > 0) s += i + 1 == c.cells.size() ? " and " : ", ";
    s += c.cells[i];
  }
  return s;
}

void write_cells(JsonWriter& w, const std::vector<std::string>& cells) {
  w.begin_array();
  for (const std::string& c : cells) w.value(c);
  w.end_array();
}

// puzz.link's Sudoku plays these sides only; it draws any other with 3×3 boxes (a 12×12 link opens a
// different puzzle there), so a link of another side is written with a warning.
bool puzzlink_plays(int n) { return n == 4 || n == 6 || n == 9 || n == 16 || n == 25; }

// A SudokuPad link: the grid as a variant puzzle with its boxes as regions and no further rule.
Response sudoku_to_sudokupad(const SudokuGrid& grid) {
  const int n = grid.shape.n();
  if (n > kVariantMaxSide)
    return Response::failure("gridlogic writes SudokuPad links up to 16×16; this Sudoku is " + std::to_string(n) + "×" +
                             std::to_string(n));
  VariantPuzzle p;
  p.grid.n = n;
  for (int cell = 0; cell < n * n; ++cell) p.grid.region.push_back(grid.shape.box_of(cell / n, cell % n));
  p.givens = grid.cells;
  const std::string url = format_sudokupad_url(p);
  Response r;
  r.text = url + "\n";
  JsonWriter w;
  w.begin_object()
      .key("to")
      .value("sudokupad")
      .key("size")
      .value(n)
      .key("givens")
      .value(grid.givens())
      .key("puzzle")
      .value(url)
      .end_object();
  r.json = w.str();
  return r;
}

}  // namespace

Response sudoku_convert(const Request& request) {
  const std::string to = request.options.get("to");
  auto puzzle = parse_sudoku_puzzle(request.input);
  if (!puzzle) return Response::failure(puzzle.error().message);
  const SudokuGrid* grid = &puzzle->givens;
  if (to == "sudokupad") {
    if (puzzle->has_marks())
      return Response::failure(
          "a pencil-mark puzzle has no SudokuPad link here (it carries givens only); write it "
          "--to candidates or --to json");
    return sudoku_to_sudokupad(*grid);
  }
  const SudokuFormat format = *parse_sudoku_format_name(to);
  if (!sudoku_format_keeps_shape(grid->shape, format)) {
    const SudokuShape usual = *SudokuShape::for_side(grid->shape.n());
    return Response::failure("this Sudoku's boxes are " + std::to_string(grid->shape.box_rows) + "×" +
                             std::to_string(grid->shape.box_cols) + " (rows×columns), but the " + to +
                             " form implies " + std::to_string(usual.box_rows) + "×" + std::to_string(usual.box_cols) +
                             "; use --to json");
  }
  const Result<std::string> written = format_sudoku_puzzle(*puzzle, format);
  if (!written) return Response::failure(written.error().message);
  const std::string& out = *written;
  const int n = grid->shape.n();
  const std::string warning = format == SudokuFormat::Url && !puzzlink_plays(n)
                                  ? "puzz.link plays Sudoku of side 4, 6, 9, 16 and 25 only: it opens this " +
                                        std::to_string(n) + "×" + std::to_string(n) +
                                        " link with 3×3 boxes, a different puzzle; share gridlogic's own link (--to "
                                        "json) or a SudokuPad link (--to sudokupad)"
                                  : "";
  Response r;
  // A grid ends in '\n' already; an empty line after it keeps the grids of several puzzles apart. The
  // warning is a '#' line, which every Sudoku reader skips, so the output still reads back.
  r.text = out + "\n" + (warning.empty() ? "" : "# warning: " + warning + "\n");
  JsonWriter w;
  w.begin_object()
      .key("to")
      .value(to)
      .key("size")
      .value(n)
      .key("givens")
      .value(grid->givens())
      .key("puzzle")
      .value(out);
  if (!warning.empty()) w.key("warning").value(warning);
  w.end_object();
  r.json = w.str();
  return r;
}

Response sudoku_check(const Request& request) {
  const Options& o = request.options;
  const std::string solution_option = o.get("solution");
  std::string_view puzzle_text = request.input, solution_text = solution_option;
  if (!o.has("solution")) {
    const std::string_view t = trim(request.input);
    const size_t cut = t.find_last_of(" \t\r\n");
    if (cut == std::string_view::npos)
      return Response::failure(
          "expected a puzzle and a proposed solution separated by whitespace (or the solution in --solution)");
    puzzle_text = t.substr(0, cut);
    solution_text = t.substr(cut + 1);
  }
  auto marked = parse_sudoku_puzzle(puzzle_text);
  if (!marked) return Response::failure("puzzle: " + marked.error().message);
  const SudokuGrid* puzzle = &marked->givens;
  auto proposed = parse_sudoku(solution_text);
  if (!proposed) return Response::failure("solution: " + proposed.error().message);
  const int n = puzzle->shape.n();
  if (proposed->shape.n() != n)
    return Response::failure("the solution is " + std::to_string(proposed->shape.n()) + "×" +
                             std::to_string(proposed->shape.n()) + " but the puzzle is " + std::to_string(n) + "×" +
                             std::to_string(n));

  // The proposal may leave the givens out: an empty cell takes the puzzle's given.
  SudokuGrid filled{puzzle->shape, proposed->cells};
  std::vector<std::string> wrong, empty;
  std::string first_wrong;
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c) {
      const int i = r * n + c, g = puzzle->cells[i];
      if (filled.cells[i] == 0) filled.cells[i] = static_cast<uint8_t>(g);
      if (g != 0 && filled.cells[i] != g) {
        if (wrong.empty())
          first_wrong =
              cell_name(r, c) + " holds " + value_char(filled.cells[i]) + " but the given is " + value_char(g);
        wrong.push_back(cell_name(r, c));
      }
      if (filled.cells[i] == 0) empty.push_back(cell_name(r, c));
    }
  const std::vector<Conflict> conflicts = find_conflicts(filled);
  // A pencil-mark puzzle: every filled cell holds one of its candidates.
  const std::optional<std::string> off_marks = find_candidate_violation(*marked, filled);

  std::string status, error;
  if (!wrong.empty() || !conflicts.empty() || off_marks) {
    status = "invalid";
    error = !wrong.empty() ? first_wrong : !conflicts.empty() ? describe(conflicts[0]) : *off_marks;
  } else if (!empty.empty()) {
    status = "incomplete";
  } else {
    if (auto broken = find_sudoku_violation(marked->givens, filled))
      return Response::failure("internal error: check passed a grid that breaks a rule (" + *broken + ")");
    status = "valid";
  }

  JsonWriter w;
  w.begin_object().key("status").value(status);
  if (!error.empty()) w.key("error").value(error);
  if (!wrong.empty()) {
    w.key("wrongGivens");
    write_cells(w, wrong);
  }
  if (!conflicts.empty()) {
    w.key("conflicts").begin_array();
    for (const Conflict& c : conflicts) {
      w.begin_object().key("house").value(c.house).key("value").value(c.value).key("cells");
      write_cells(w, c.cells);
      w.end_object();
    }
    w.end_array();
  }
  std::string text = status;
  if (!error.empty()) text += '\t' + error;
  if (!empty.empty()) {
    w.key("empty");
    write_cells(w, empty);
    if (status == "incomplete") {
      // Whether the cells filled so far still lead to a solution (one is enough to say so).
      std::vector<uint32_t> masks = marked->candidates;
      for (size_t i = 0; i < masks.size(); ++i)
        if (filled.cells[i]) masks[i] = 1u << (filled.cells[i] - 1);
      const bool completable =
          (marked->has_marks() ? solve_sudoku_candidates(filled, masks, 1) : solve_sudoku_fast(filled, 1)).count > 0;
      w.key("completable").value(completable);
      text += '\t' + std::to_string(empty.size()) + " empty cell" + (empty.size() == 1 ? "" : "s") +
              (completable ? "; can still be completed" : "; cannot be completed");
    }
  }
  w.end_object();
  Response r;
  r.json = w.str();
  r.text = text + '\n';
  return r;
}

}  // namespace gridlogic::verbs
