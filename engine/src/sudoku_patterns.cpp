// sudoku_patterns.cpp — given and solution patterns over a set of Sudoku (see sudoku_patterns.h).
#include "gridlogic/sudoku_patterns.h"

#include <algorithm>
#include <cassert>
#include <cmath>
#include <cstdio>

#include "gridlogic/sudoku_fast.h"

namespace gridlogic {

SudokuPatterns::SudokuPatterns(SudokuShape s)
    : shape(s), givens(s.cells(), 0), values(static_cast<size_t>(s.cells()) * (s.n() + 1), 0) {}

double SudokuPatterns::given_percent(int cell) const { return puzzles == 0 ? 0.0 : 100.0 * givens[cell] / puzzles; }

int SudokuPatterns::popular_value(int cell) const {
  int best = 0;
  for (int v = 1; v <= n(); ++v)
    if (values[cell * (n() + 1) + v] > values[cell * (n() + 1) + best]) best = v;
  return best;
}

int SudokuPatterns::popular_count(int cell) const { return values[cell * (n() + 1) + popular_value(cell)]; }

std::vector<int> SudokuPatterns::popular_histogram() const {
  std::vector<int> h(n() + 1, 0);
  for (int cell = 0; cell < shape.cells(); ++cell) {
    const int v = popular_value(cell);
    if (v > 0) ++h[v];
  }
  return h;
}

void add_sudoku_pattern(SudokuPatterns& p, const SudokuGrid& puzzle) {
  assert(puzzle.shape.n() == p.n() && "add_sudoku_pattern: the puzzle's size differs from the set's");
  ++p.puzzles;
  for (int cell = 0; cell < p.shape.cells(); ++cell) p.givens[cell] += puzzle.cells[cell] != 0;
  // Limit 2 proves uniqueness: a puzzle with several solutions has no one solution to count.
  const FastSudokuResult fr = solve_sudoku_fast(puzzle, 2);
  if (fr.count != 1 || !fr.exhausted) {
    ++p.not_unique;
    return;
  }
  ++p.unique;
  for (int cell = 0; cell < p.shape.cells(); ++cell) ++p.values[cell * (p.n() + 1) + fr.first.cells[cell]];
}

namespace {

std::string fixed(double x, int decimals) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.*f", decimals, x);
  return buf;
}

}  // namespace

std::string sudoku_patterns_csv(const SudokuPatterns& p) {
  const int n = p.n();
  std::string out = "table,row";
  for (int c = 1; c <= n; ++c) out += ",c" + std::to_string(c);
  out += '\n';
  auto table = [&](const char* name, auto cell_text) {
    for (int r = 0; r < n; ++r) {
      out += name;
      out += "," + std::to_string(r + 1);
      for (int c = 0; c < n; ++c) out += "," + cell_text(r * n + c);
      out += '\n';
    }
  };
  table("givens", [&](int cell) { return std::to_string(p.givens[cell]); });
  table("percent", [&](int cell) { return fixed(p.given_percent(cell), 1); });
  table("popular", [&](int cell) { return std::to_string(p.popular_value(cell)); });
  table("popular_count", [&](int cell) { return std::to_string(p.popular_count(cell)); });
  return out;
}

std::string sudoku_patterns_svg(const SudokuPatterns& p) {
  const int n = p.n();
  const int cell = n <= 9 ? 44 : n <= 16 ? 30 : 22;
  const int side = n * cell, gap = 40, top = 48, margin = 16;
  const int width = 2 * side + gap + 2 * margin, height = top + side + margin + 24;
  double max_percent = 0;
  for (int i = 0; i < p.shape.cells(); ++i) max_percent = std::max(max_percent, p.given_percent(i));
  std::string s;
  s += "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" + std::to_string(width) + "\" height=\"" +
       std::to_string(height) + "\" viewBox=\"0 0 " + std::to_string(width) + " " + std::to_string(height) +
       "\" font-family=\"sans-serif\">\n";
  s += "<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n";
  const std::string font = std::to_string(n <= 9 ? 12 : n <= 16 ? 9 : 7);
  auto panel = [&](int x0, const std::string& title, auto fill, auto label, auto tip) {
    s += "<text x=\"" + std::to_string(x0) + "\" y=\"" + std::to_string(top - 14) + "\" font-size=\"14\">" + title +
         "</text>\n";
    for (int r = 0; r < n; ++r)
      for (int c = 0; c < n; ++c) {
        const int i = r * n + c, x = x0 + c * cell, y = top + r * cell;
        s += "<g><title>" + cell_name(r, c) + ": " + tip(i) + "</title><rect x=\"" + std::to_string(x) + "\" y=\"" +
             std::to_string(y) + "\" width=\"" + std::to_string(cell) + "\" height=\"" + std::to_string(cell) +
             "\" fill=\"" + fill(i) + "\" stroke=\"#999\" stroke-width=\"0.5\"/><text x=\"" +
             std::to_string(x + cell / 2) + "\" y=\"" + std::to_string(y + cell / 2 + 4) + "\" font-size=\"" + font +
             "\" text-anchor=\"middle\">" + label(i) + "</text></g>\n";
      }
    // Box borders.
    for (int br = 0; br < n; br += p.shape.box_rows)
      for (int bc = 0; bc < n; bc += p.shape.box_cols)
        s += "<rect x=\"" + std::to_string(x0 + bc * cell) + "\" y=\"" + std::to_string(top + br * cell) +
             "\" width=\"" + std::to_string(p.shape.box_cols * cell) + "\" height=\"" +
             std::to_string(p.shape.box_rows * cell) + "\" fill=\"none\" stroke=\"black\" stroke-width=\"2\"/>\n";
  };
  // Givens: white (never a given) to deep red (the most frequent cell).
  panel(
      margin, "Givens per cell (% of " + std::to_string(p.puzzles) + " puzzles)",
      [&](int i) {
        const double t = max_percent > 0 ? p.given_percent(i) / max_percent : 0.0;
        char buf[16];
        std::snprintf(buf, sizeof buf, "#%02x%02x%02x", 255, static_cast<int>(std::lround(255 - 200 * t)),
                      static_cast<int>(std::lround(255 - 220 * t)));
        return std::string(buf);
      },
      [&](int i) { return fixed(p.given_percent(i), 1); },
      [&](int i) { return std::to_string(p.givens[i]) + " givens"; });
  // Popular values: one hue per value, as document 002's figure 5 colours them.
  panel(
      margin + side + gap, "Most frequent solution value (" + std::to_string(p.unique) + " solutions)",
      [&](int i) {
        const int v = p.popular_value(i);
        if (v == 0) return std::string("#ffffff");
        return "hsl(" + std::to_string((v - 1) * 360 / n) + ",70%,80%)";
      },
      [&](int i) {
        const int v = p.popular_value(i);
        return v == 0 ? std::string() : std::string(1, value_char(v));
      },
      [&](int i) { return std::to_string(p.popular_count(i)) + " of " + std::to_string(p.unique) + " solutions"; });
  s += "</svg>\n";
  return s;
}

}  // namespace gridlogic
