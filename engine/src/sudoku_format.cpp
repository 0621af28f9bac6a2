// sudoku_format.cpp — reading and writing the text forms of a Sudoku (see sudoku_format.h and
// docs/formats.md). Works with sudoku.cpp (the one-line form) and json_value.cpp (the JSON reader).
#include "gridlogic/sudoku_format.h"

#include <algorithm>
#include <bit>
#include <cctype>
#include <cstdio>
#include <vector>

#include "gridlogic/json.h"
#include "gridlogic/puzzlink.h"
#include "gridlogic/text.h"

#if defined(__wasm_simd128__)
#include <wasm_simd128.h>
#endif

namespace gridlogic {
namespace {

constexpr int kSides[] = {4, 6, 9, 12, 16, 25};
const char* const kSidesText = "4, 6, 9, 12, 16 or 25";

bool valid_side(long long n) {
  for (int s : kSides)
    if (n == s) return true;
  return false;
}

std::string side_text(int n) { return std::to_string(n) + "×" + std::to_string(n); }

// The value of a one-character cell, or -1; '.' and '0' are blank (0). Letters: A = 10, either case.
int char_value(char ch) {
  if (ch == '.' || ch == '0') return 0;
  if (ch >= '1' && ch <= '9') return ch - '0';
  const char up = static_cast<char>(std::toupper(static_cast<unsigned char>(ch)));
  if (up >= 'A' && up <= 'Z') return up - 'A' + 10;
  return -1;
}

std::string expected_values(int n) {
  std::string s = n <= 9 ? "1-" + std::string(1, value_char(n)) : "1-9, A-" + std::string(1, value_char(n));
  return s + ", '.' or '0'";
}

std::string printable(std::string_view token) {
  return utf8_char_count(token) == 1 ? describe_char(token, 0) : quote_excerpt(token);
}

std::string not_a_value(std::string_view token, int n) {
  return printable(token) + " is not a value of a " + side_text(n) + " Sudoku; expected " + expected_values(n);
}

bool is_cell_char(char ch) { return std::isalnum(static_cast<unsigned char>(ch)) || ch == '.'; }

// The length of a box-drawing character (U+2500–U+257F: │ ─ ┼ …) at line[i], or 0. Frames drawn with
// them are read like '|' '-' '+'; any other non-ASCII character is an error naming it (issue 26: an
// 'é' after 81 cells was once skipped as a separator and the line solved).
size_t box_drawing_length(std::string_view line, size_t i) {
  if (i + 2 < line.size() && line[i] == '\xE2' && (line[i + 1] == '\x94' || line[i + 1] == '\x95') &&
      (static_cast<unsigned char>(line[i + 2]) & 0xC0) == 0x80)
    return 3;
  return 0;
}

// ASCII characters that may stand between cells or make up band separator lines.
bool is_separator_char(char ch) {
  switch (ch) {
    case ' ':
    case '\t':
    case '\v':
    case '\f':
    case '|':
    case ',':
    case ';':
    case '-':
    case '+':
    case '=':
    case '*':
    case ':':
    case '!':
    case '_':
    case '~': return true;
    default: return false;
  }
}

// 1-based column of byte `pos` in `line`, counting UTF-8 characters (not continuation bytes).
int column_of(std::string_view line, size_t pos) {
  int col = 1;
  for (size_t i = 0; i < pos && i < line.size(); ++i)
    if ((static_cast<unsigned char>(line[i]) & 0xC0) != 0x80) ++col;
  return col;
}

// A run of cell characters in a line of text, with its place.
struct Token {
  std::string_view text;
  int line = 0;    // 1-based; 0 when the input was one line (then only the column is named)
  int column = 0;  // 1-based, in characters
};

std::string place(const Token& t) {
  std::string s = t.line > 0 ? "line " + std::to_string(t.line) + ", " : "";
  return s + "column " + std::to_string(t.column);
}

// Splits one line of text into runs of cell characters, or names the first character that is
// neither a cell nor a separator.
Result<std::vector<Token>> tokenize(std::string_view line, int line_number) {
  std::vector<Token> tokens;
  size_t i = 0;
  while (i < line.size()) {
    if (is_cell_char(line[i])) {
      size_t j = i;
      while (j < line.size() && is_cell_char(line[j])) ++j;
      tokens.push_back(Token{line.substr(i, j - i), line_number, column_of(line, i)});
      i = j;
    } else if (is_separator_char(line[i]) || line[i] == '\r') {
      ++i;
    } else if (const size_t len = box_drawing_length(line, i)) {
      i += len;
    } else {
      Token at{line.substr(i, utf8_char_length(line, i)), line_number, column_of(line, i)};
      return Error{place(at) + ": " + printable(at.text) +
                   " is neither a cell (1-9, letters, '.' or '0') nor a separator (space, '|', '-', '+')"};
    }
  }
  return tokens;
}

// Each character of each token as one cell.
std::vector<Token> cells_of(const std::vector<Token>& tokens) {
  std::vector<Token> cells;
  for (const Token& t : tokens)
    for (size_t k = 0; k < t.text.size(); ++k)
      cells.push_back(Token{t.text.substr(k, 1), t.line, t.column + static_cast<int>(k)});
  return cells;
}

// The value of one cell token of an n×n grid: one character, or (for n > 9) a decimal number.
int token_value(std::string_view text, int n) {
  if (text.size() == 1) return char_value(text[0]);
  if (n <= 9 || text.size() > 2) return -1;
  int v = 0;
  for (char ch : text) {
    if (ch < '0' || ch > '9') return -1;
    v = v * 10 + (ch - '0');
  }
  return v;
}

// Fills a grid of `shape` from n² cell tokens, naming the place of the first bad one.
Result<SudokuGrid> grid_from_cells(const std::vector<Token>& cells, SudokuShape shape) {
  const int n = shape.n();
  SudokuGrid grid{shape, std::vector<uint8_t>(cells.size())};
  for (size_t i = 0; i < cells.size(); ++i) {
    const int v = token_value(cells[i].text, n);
    if (v < 0 || v > n) {
      const int r = static_cast<int>(i) / n, c = static_cast<int>(i) % n;
      return Error{place(cells[i]) + " (" + cell_name(r, c) + "): " + not_a_value(cells[i].text, n)};
    }
    grid.cells[i] = static_cast<uint8_t>(v);
  }
  return grid;
}

// One line that carries separators ("53..7.... 6..195..." or "5 3 . | . 7 . | ..."). `counted` says
// whether the line had the cells of some size (so an error is about a cell, not about the line).
Result<SudokuGrid> parse_spaced_line(std::string_view line, bool& counted) {
  counted = false;
  auto tokens = tokenize(line, 0);
  if (!tokens) return tokens.error();
  counted = true;
  // Tokens of a big grid may be numbers ("10 11 12 ..."): then there are n² of them.
  for (int n : kSides)
    if (n > 9 && tokens->size() == static_cast<size_t>(n * n))
      return grid_from_cells(*tokens, *SudokuShape::for_side(n));
  std::vector<Token> cells = cells_of(*tokens);
  for (int n : kSides)
    if (cells.size() == static_cast<size_t>(n * n)) return grid_from_cells(cells, *SudokuShape::for_side(n));
  counted = false;
  return Error{"a Sudoku line has 16, 36, 81, 144, 256 or 625 cells (4×4 to 25×25); this one has " +
               std::to_string(cells.size())};
}

// A link has "://" or, as pzprjs's short forms ("p?sudoku/9/9/…"), a '/' after its '?'. A '?' alone is
// a mistyped cell of a line ("53??7…"), reported as that cell, not as a broken URL.
bool looks_like_url(std::string_view line) {
  const size_t q = line.find('?');
  return line.find("://") != std::string_view::npos ||
         (q != std::string_view::npos && line.find('/', q) != std::string_view::npos);
}

// The lines of `text` that carry content: not blank, not a '#' comment. Numbers are 1-based.
std::vector<std::pair<int, std::string_view>> content_lines(std::string_view text) {
  std::vector<std::pair<int, std::string_view>> out;
  int number = 0;
  size_t start = 0;
  while (start <= text.size()) {
    size_t end = text.find('\n', start);
    if (end == std::string_view::npos) end = text.size();
    std::string_view line = text.substr(start, end - start);
    ++number;
    std::string_view t = trim(line);
    if (!t.empty() && t[0] != '#') out.emplace_back(number, line);
    if (end == text.size()) break;
    start = end + 1;
  }
  return out;
}

// How many lines content_lines() would give, counting no further than `stop_at` (no vector: a text of
// millions of lines is answered in one pass without allocating).
size_t count_content_lines(std::string_view text, size_t stop_at) {
  size_t count = 0;
  for (size_t start = 0; start <= text.size() && count < stop_at;) {
    size_t end = text.find('\n', start);
    if (end == std::string_view::npos) end = text.size();
    const std::string_view t = trim(text.substr(start, end - start));
    if (!t.empty() && t[0] != '#') ++count;
    if (end == text.size()) break;
    start = end + 1;
  }
  return count;
}

// --- Pencil marks ---------------------------------------------------------------------------------

// The side n of a pencil-mark line of this many characters (n³), or 0.
int candidates_side(size_t length) {
  for (int n : kSides)
    if (length == static_cast<size_t>(n) * n * n) return n;
  return 0;
}

uint32_t all_values(int n) { return n >= 32 ? ~0u : (1u << n) - 1; }

// Calls f(peer) for every other cell of `cell`'s row, column and box (a box cell in its row or column
// twice).
template <class F>
void each_peer(const SudokuShape& shape, int cell, F&& f) {
  const int n = shape.n(), r = cell / n, c = cell % n, b = shape.box_of(r, c);
  for (int k = 0; k < n; ++k) {
    if (k != c) f(r * n + k);
    if (k != r) f(k * n + c);
  }
  const int r0 = (b / shape.box_rows) * shape.box_rows, c0 = (b % shape.box_rows) * shape.box_cols;
  for (int i = r0; i < r0 + shape.box_rows; ++i)
    for (int j = c0; j < c0 + shape.box_cols; ++j)
      if (i != r && j != c) f(i * n + j);
}

// The puzzle of these candidate masks and (JSON) these givens: a cell whose only candidate no peer
// shares becomes a given, as Sukaku Explainer and HoDoKu read pencil marks, and every given's value
// leaves its peers' candidates (neither changes the puzzle's solutions). `where(cell)` names a cell's
// place for an error.
template <class Where>
Result<SudokuPuzzle> puzzle_of_marks(SudokuGrid givens, std::vector<uint32_t> masks, Where where) {
  const SudokuShape shape = givens.shape;
  const int cells = shape.cells();
  for (int cell = 0; cell < cells; ++cell) {
    if (const int v = givens.cells[cell]) {
      if (!(masks[cell] >> (v - 1) & 1u))
        return Error{where(cell) + ": " + cell_name(cell / shape.n(), cell % shape.n()) + " is given " +
                     std::string(1, value_char(v)) + ", which is not among its candidates"};
      masks[cell] = 1u << (v - 1);
      continue;
    }
    if (masks[cell] == 0)
      return Error{where(cell) + ": " + cell_name(cell / shape.n(), cell % shape.n()) +
                   " has no candidate; a pencil-mark cell lists the values it may take"};
  }
  // To a fixed point, so that the puzzle read back from its own written form is the same puzzle: a
  // given's value leaving its peers can leave another cell a single candidate no peer shares.
  const auto clear_peers = [&](int cell) {
    const uint32_t keep = ~(1u << (givens.cells[cell] - 1));
    each_peer(shape, cell, [&](int p) {
      if (!givens.cells[p]) masks[p] &= keep;  // a given keeps its value (a clash is the rules' to report)
    });
  };
  for (int cell = 0; cell < cells; ++cell)
    if (givens.cells[cell]) clear_peers(cell);
  for (bool promoted = true; promoted;) {
    promoted = false;
    for (int cell = 0; cell < cells; ++cell) {
      if (givens.cells[cell] || std::popcount(masks[cell]) != 1) continue;
      bool shared = false;
      each_peer(shape, cell, [&](int p) { shared = shared || (masks[p] & masks[cell]); });
      if (shared) continue;
      givens.cells[cell] = static_cast<uint8_t>(std::countr_zero(masks[cell]) + 1);
      clear_peers(cell);
      promoted = true;
    }
  }
  return SudokuPuzzle{std::move(givens), std::move(masks)};
}

// The candidate masks of an n³-character pencil-mark line (its n characters per cell read as Sukaku
// Explainer reads them: any value character is a candidate, '.' and '0' hold a place). `place(i)`
// names character i (0-based) for an error.
template <class Place>
Result<std::vector<uint32_t>> masks_of_line(std::string_view line, int n, Place place) {
  std::vector<uint32_t> masks(static_cast<size_t>(n) * n, 0);
  for (size_t i = 0; i < line.size(); ++i) {
    const int cell = static_cast<int>(i) / n;
    const int v = char_value(line[i]);
    if (v < 0 || v > n)
      return Error{place(i) + " (" + cell_name(cell / n, cell % n) + "): " + printable(line.substr(i, 1)) +
                   " is not a candidate of a " + side_text(n) + " Sudoku; expected " + expected_values(n)};
    if (v) masks[cell] |= 1u << (v - 1);
  }
  return masks;
}

std::string characters_of_cell(int cell, int n) {
  return "characters " + std::to_string(cell * n + 1) + "-" + std::to_string(cell * n + n);
}

// Pencil-mark groups: n rows of n groups of candidates (n ≤ 9), or n² groups on one line, with at
// least one group of several candidates (else it is a grid of givens). nullopt when the lines are not
// laid out so; else the puzzle or an error naming the group.
std::optional<Result<SudokuPuzzle>> parse_marks_grid(const std::vector<std::pair<int, std::string_view>>& lines) {
  std::vector<std::vector<Token>> rows;
  for (const auto& [number, line] : lines) {
    auto tokens = tokenize(line, lines.size() == 1 ? 0 : number);
    if (!tokens) return std::nullopt;  // the grid reader names that character
    if (!tokens->empty()) rows.push_back(std::move(*tokens));
  }
  std::vector<Token> groups;
  int n = 0;
  for (int side : {4, 6, 9}) {
    if (rows.size() == 1 && rows[0].size() == static_cast<size_t>(side * side)) {
      n = side;
      groups = rows[0];
    } else if (rows.size() == static_cast<size_t>(side)) {
      bool some = false;
      for (const auto& row : rows) {
        size_t chars = 0;
        for (const Token& t : row) chars += t.text.size();
        some = some || (row.size() == static_cast<size_t>(side) && chars > row.size());
      }
      if (!some) continue;
      n = side;
      for (size_t r = 0; r < rows.size(); ++r) {
        if (rows[r].size() != static_cast<size_t>(n))
          return Result<SudokuPuzzle>(Error{"line " + std::to_string(rows[r][0].line) + ": row " +
                                            std::to_string(r + 1) + " has " + std::to_string(rows[r].size()) +
                                            " groups of candidates; expected " + std::to_string(n) +
                                            " (one per cell, as in the other rows)"});
        groups.insert(groups.end(), rows[r].begin(), rows[r].end());
      }
    }
  }
  if (n == 0) return std::nullopt;
  bool several = false;
  for (const Token& t : groups) several = several || t.text.size() > 1;
  if (!several) return std::nullopt;
  const SudokuShape shape = *SudokuShape::for_side(n);
  std::vector<uint32_t> masks(groups.size(), 0);
  for (size_t i = 0; i < groups.size(); ++i) {
    const Token& t = groups[i];
    const int r = static_cast<int>(i) / n, c = static_cast<int>(i) % n;
    for (size_t k = 0; k < t.text.size(); ++k) {
      const int v = char_value(t.text[k]);
      if (v < 0 || v > n)
        return Result<SudokuPuzzle>(Error{place(Token{t.text.substr(k, 1), t.line, t.column + static_cast<int>(k)}) +
                                          " (" + cell_name(r, c) + "): " + printable(t.text.substr(k, 1)) +
                                          " is not a candidate of a " + side_text(n) + " Sudoku; expected 1-" +
                                          std::string(1, value_char(n)) + " ('.' or '0' only to hold a place)"});
      if (v) masks[i] |= 1u << (v - 1);
    }
  }
  return puzzle_of_marks(SudokuGrid{shape, std::vector<uint8_t>(groups.size(), 0)}, std::move(masks),
                         [&](int cell) { return place(groups[cell]); });
}

Result<SudokuPuzzle> puzzle_from_json(const JsonValue& object);

Result<SudokuPuzzle> parse_sudoku_json_puzzle(std::string_view text) {
  auto doc = parse_json(text);
  if (!doc) return Error{"JSON: " + doc.error().message};
  return puzzle_from_json(*doc);
}

}  // namespace

std::string_view sudoku_format_name(SudokuFormat f) {
  switch (f) {
    case SudokuFormat::Line: return "line";
    case SudokuFormat::Grid: return "grid";
    case SudokuFormat::Url: return "url";
    case SudokuFormat::Json: return "json";
    case SudokuFormat::Candidates: return "candidates";
  }
  return "line";
}

std::optional<SudokuFormat> parse_sudoku_format_name(std::string_view name) {
  for (SudokuFormat f :
       {SudokuFormat::Line, SudokuFormat::Grid, SudokuFormat::Url, SudokuFormat::Json, SudokuFormat::Candidates})
    if (sudoku_format_name(f) == name) return f;
  return std::nullopt;
}

Result<SudokuGrid> parse_sudoku(std::string_view text) {
  auto puzzle = parse_sudoku_puzzle(text);
  if (!puzzle) return puzzle.error();
  if (puzzle->has_marks())
    return Error{
        "this is a pencil-mark puzzle (every cell's candidates given, a Sukaku): solve, explain, rate, check, "
        "conflicts and convert read one; this command reads a puzzle of givens only"};
  return std::move(puzzle->givens);
}

Result<SudokuPuzzle> parse_sudoku_puzzle(std::string_view text) {
  const auto givens_only = [](Result<SudokuGrid> g) -> Result<SudokuPuzzle> {
    if (!g) return g.error();
    return SudokuPuzzle{std::move(*g), {}};
  };
  const std::string_view t = trim(text);
  // The common case, one 9×9 line of digits and dots, read at once: what the readers below give for it
  // (a single content line, plain, no pencil marks), without their line splitting and per-character
  // library calls — a tenth of a 17-clue solve in WebAssembly went to reading the puzzle.
  if (t.size() == 81) {
    SudokuPuzzle plain{SudokuGrid{*SudokuShape::for_side(9), std::vector<uint8_t>(81)}, {}};
#if defined(__wasm_simd128__)
    // 16 characters a step (the last step overlaps the one before): ch − '0' is 0..9 for a digit, and
    // '.' (254 then) becomes 0. In WebAssembly the loop below costs several times as much.
    const v128_t zero = wasm_i8x16_splat('0'), nine = wasm_i8x16_splat(9), dot = wasm_i8x16_splat('.');
    v128_t other = wasm_i64x2_splat(0);
    for (const size_t at : {0, 16, 32, 48, 64, 65}) {
      const v128_t ch = wasm_v128_load(t.data() + at), is_dot = wasm_i8x16_eq(ch, dot);
      const v128_t v = wasm_i8x16_sub(ch, zero);
      other = wasm_v128_or(other, wasm_v128_andnot(wasm_u8x16_sub_sat(v, nine), is_dot));
      wasm_v128_store(plain.givens.cells.data() + at, wasm_v128_andnot(v, is_dot));
    }
    if (!wasm_v128_any_true(other)) return plain;
#else
    bool digits = true;
    for (size_t i = 0; i < 81 && digits; ++i) {
      const char ch = t[i];
      digits = ch == '.' || (ch >= '0' && ch <= '9');
      plain.givens.cells[i] = static_cast<uint8_t>(ch == '.' ? 0 : ch - '0');
    }
    if (digits) return plain;
#endif
  }
  if (!t.empty() && t[0] == '{') return parse_sudoku_json_puzzle(t);
  const size_t count = count_content_lines(text, 2);
  if (count == 0)
    return Error{"no puzzle: expected a line of cells, a grid of lines, a puzz.link URL or a JSON object"};
  if (count > 1) {
    // A pencil-mark grid has n rows and its frames: a text of many more lines goes straight to the
    // grid reader, which refuses it without reading every line (parse_sudoku_grid's bounds).
    if (count_content_lines(text, 65) <= 64)
      if (auto marks = parse_marks_grid(content_lines(text))) return std::move(*marks);
    return givens_only(parse_sudoku_grid(text));
  }
  const auto lines = content_lines(text);
  const std::string_view line = trim(lines[0].second);
  if (looks_like_url(line)) return givens_only(parse_sudoku_url(line));
  bool plain = true;
  for (char ch : line) plain = plain && is_cell_char(ch);
  if (plain && candidates_side(line.size())) return parse_sudoku_candidates(line);
  if (plain) return givens_only(parse_sudoku_line(line));
  if (auto marks = parse_marks_grid(lines)) return std::move(*marks);
  // Not a grid on one line either: the line form's message ("this one has 12") says more.
  bool counted = false;
  auto spaced = parse_spaced_line(line, counted);
  if (spaced || counted) return givens_only(std::move(spaced));
  return givens_only(parse_sudoku_line(line));
}

Result<SudokuGrid> parse_sudoku_grid(std::string_view text) {
  // Bounds checked before any line is tokenized (a 10 MB grid is refused at once): 25 rows with band
  // separators and borders need far fewer lines, and a row of 25 cells far fewer characters.
  constexpr size_t kMaxGridLines = 64, kMaxGridLineChars = 1024;
  if (count_content_lines(text, kMaxGridLines + 1) > kMaxGridLines)
    return Error{"the grid has more than " + std::to_string(kMaxGridLines) + " lines; a Sudoku grid has " + kSidesText +
                 " rows (one per line), with at most a separator line between bands"};
  const auto lines = content_lines(text);
  for (const auto& [number, line] : lines)
    if (line.size() > kMaxGridLineChars)
      return Error{"line " + std::to_string(number) + " is " + std::to_string(line.size()) +
                   " characters long; a row of a Sudoku grid has at most 25 cells"};
  std::vector<std::vector<Token>> rows;  // the cell runs of each row line
  for (const auto& [number, line] : lines) {
    auto tokens = tokenize(line, number);
    if (!tokens) return tokens.error();
    if (!tokens->empty()) rows.push_back(std::move(*tokens));  // no cell character: a band separator
  }
  const int count = static_cast<int>(rows.size());
  if (!valid_side(count)) {
    std::string s = "the grid has " + std::to_string(count) + " row" + (count == 1 ? "" : "s") +
                    "; a Sudoku grid has " + kSidesText + " (one per line";
    if (count > 0) {
      const size_t first = cells_of(rows[0]).size();
      if (valid_side(static_cast<long long>(first)))
        s += "; its first row, line " + std::to_string(rows[0][0].line) + ", has " + std::to_string(first) + " cells";
    }
    return Error{s + ")"};
  }
  const int n = count;
  std::vector<Token> cells;
  for (int r = 0; r < n; ++r) {
    const std::vector<Token>& row = rows[r];
    if (n > 9 && row.size() == static_cast<size_t>(n)) {  // "10 11 12 …": one token per cell
      cells.insert(cells.end(), row.begin(), row.end());
      continue;
    }
    std::vector<Token> row_cells = cells_of(row);
    if (row_cells.size() != static_cast<size_t>(n))
      return Error{"line " + std::to_string(row[0].line) + ": row " + std::to_string(r + 1) + " has " +
                   std::to_string(row_cells.size()) + " cells; expected " + std::to_string(n) + " (the grid has " +
                   std::to_string(n) + " rows)"};
    cells.insert(cells.end(), row_cells.begin(), row_cells.end());
  }
  return grid_from_cells(cells, *SudokuShape::for_side(n));
}

Result<SudokuGrid> parse_sudoku_url(std::string_view text) {
  auto url = parse_puzzlink_url(text, 25, "sudoku/<cols>/<rows>/<body>");
  if (!url) return url.error();
  if (url->type != "sudoku")
    return Error{"this puzz.link URL is a " + quote_excerpt(url->type) + " puzzle, not a sudoku"};
  if (url->cols != url->rows)
    return Error{"puzz.link URL: a Sudoku is square; this one is " + std::to_string(url->cols) + " columns by " +
                 std::to_string(url->rows) + " rows"};
  if (!valid_side(url->cols))
    return Error{"puzz.link URL: a Sudoku of side " + std::to_string(url->cols) + " has no boxes; expected " +
                 kSidesText};
  const SudokuShape shape = *SudokuShape::for_side(url->cols);
  const int n = shape.n(), total = shape.cells();
  size_t pos = 0;
  auto cells = decode_number16(url->body, pos, n, total, [&](int value) -> std::string {
    if (value == kNumber16Unknown) return "'.' is a clue of unknown value, which a Sudoku cannot have";
    if (value < 1 || value > n)
      return std::to_string(value) + " is not a value of a " + side_text(n) + " Sudoku; expected 1-" +
             std::to_string(n);
    return "";
  });
  if (!cells) return cells.error();
  if (cells->covered < total)
    return Error{"the puzz.link body gives " + std::to_string(cells->covered) + " of the " + std::to_string(total) +
                 " cells; is the URL cut short?"};
  SudokuGrid grid{shape, std::vector<uint8_t>(total, 0)};
  for (int c = 0; c < total; ++c) grid.cells[c] = static_cast<uint8_t>(cells->values[c]);
  return grid;
}

namespace {

// A string of cells in JSON: one ASCII character per cell, at most 625 of them. Says which character is
// not (named with its code point) or how many characters there are, counting characters, not bytes.
std::optional<Error> check_givens_string(const std::string& g, const std::string& place) {
  if (g.size() > 625 * 4)
    return Error{"JSON: " + place + " has " + std::to_string(utf8_char_count(g)) +
                 " characters; a Sudoku has at most 625 cells"};
  size_t chars = 0;
  for (size_t i = 0; i < g.size(); i += utf8_char_length(g, i), ++chars)
    if (static_cast<unsigned char>(g[i]) >= 0x80)
      return Error{"JSON: " + place + ", character " + std::to_string(chars + 1) + ": " + describe_char(g, i) +
                   " is not a cell; expected a value, '.' or '0'"};
  return std::nullopt;
}

}  // namespace

Result<SudokuGrid> parse_sudoku_json(std::string_view text) {
  auto doc = parse_json(text);
  if (!doc) return Error{"JSON: " + doc.error().message};
  return sudoku_from_json(*doc);
}

Result<SudokuGrid> sudoku_from_json(const JsonValue& object) {
  auto puzzle = puzzle_from_json(object);
  if (!puzzle) return puzzle.error();
  if (puzzle->has_marks())
    return Error{"JSON: this puzzle has \"candidates\" (pencil marks), which this command does not read"};
  return std::move(puzzle->givens);
}

namespace {

Result<SudokuPuzzle> puzzle_from_json(const JsonValue& object) {
  if (!object.is_object())
    return Error{"a Sudoku in JSON is an object such as {\"genre\":\"sudoku\",\"givens\":\"…\"}, not " +
                 std::string(JsonValue::kind_name(object.kind()))};
  for (const auto& [key, value] : object.members()) {
    (void)value;
    if (key != "genre" && key != "size" && key != "box" && key != "givens" && key != "candidates" && key != "title" &&
        key != "author" && key != "source")
      return Error{
          "JSON: unknown member " + quote_excerpt(key) +
          " of a Sudoku; expected genre, size, box, givens (and optionally candidates, title, author, source)"};
  }
  const JsonValue* genre = object.find("genre");
  if (!genre || !genre->is_string()) return Error{"JSON: a puzzle names its genre: \"genre\":\"sudoku\""};
  if (genre->as_string() != "sudoku")
    return Error{"JSON: genre " + quote_excerpt(genre->as_string()) + " is not sudoku"};
  for (const char* key : {"title", "author", "source"})
    if (const JsonValue* v = object.find(key); v && !v->is_string())
      return Error{std::string("JSON: \"") + key + "\" is a string"};

  int size = 0;
  if (const JsonValue* s = object.find("size")) {
    auto v = s->as_integer();
    if (!s->is_number() || !v || !valid_side(*v))
      return Error{std::string("JSON: \"size\" is the side length, ") + kSidesText};
    size = static_cast<int>(*v);
  }
  const JsonValue* givens = object.find("givens");
  if (!givens) return Error{"JSON: a Sudoku has \"givens\": a string of n² cells or an array of n rows"};

  // Collect the cells with their places, then check them against the size.
  struct Cell {
    std::string text;
    std::string where;
  };
  std::vector<Cell> cells;
  if (givens->is_string()) {
    const std::string& g = givens->as_string();
    // Sizes first, before one entry per character is made (a 10 MB string once took 1.45 GB here).
    if (auto e = check_givens_string(g, "givens")) return *e;
    for (size_t i = 0; i < g.size(); ++i)
      cells.push_back(Cell{g.substr(i, 1), "givens, character " + std::to_string(i + 1)});
  } else if (givens->is_array()) {
    const auto& rows = givens->items();
    if (rows.size() > 25)
      return Error{"JSON: \"givens\" has " + std::to_string(rows.size()) + " rows; a Sudoku has " + kSidesText};
    // The count of rows first: with a row missing, every row is "too long" (8 rows of 9 is not a grid of
    // rows of 8), so the message names the rows.
    if (!valid_side(static_cast<long long>(rows.size()))) {
      std::string s = "JSON: \"givens\" has " + std::to_string(rows.size()) + " row" + (rows.size() == 1 ? "" : "s") +
                      "; a Sudoku has " + kSidesText + " rows, as many as a row has cells";
      const size_t first = rows.empty()          ? 0
                           : rows[0].is_string() ? rows[0].as_string().size()
                           : rows[0].is_array()  ? rows[0].items().size()
                                                 : 0;
      if (valid_side(static_cast<long long>(first)))
        s += " (givens[0] has " + std::to_string(first) + " cells, so " + std::to_string(first) + " rows)";
      return Error{s};
    }
    for (size_t r = 0; r < rows.size(); ++r) {
      const std::string row_place = "givens[" + std::to_string(r) + "]";
      if (rows[r].is_string()) {
        const std::string& g = rows[r].as_string();
        if (auto e = check_givens_string(g, row_place)) return *e;
        if (rows.size() != g.size())
          return Error{"JSON: " + row_place + " has " + std::to_string(g.size()) + " cells; expected " +
                       std::to_string(rows.size()) + " (one per row)"};
        for (size_t i = 0; i < g.size(); ++i)
          cells.push_back(Cell{g.substr(i, 1), row_place + ", character " + std::to_string(i + 1)});
      } else if (rows[r].is_array()) {
        const auto& items = rows[r].items();
        if (rows.size() != items.size())
          return Error{"JSON: " + row_place + " has " + std::to_string(items.size()) + " cells; expected " +
                       std::to_string(rows.size()) + " (one per row)"};
        for (size_t i = 0; i < items.size(); ++i) {
          const std::string item_place = row_place + "[" + std::to_string(i) + "]";
          auto v = items[i].is_number() ? items[i].as_integer() : std::nullopt;
          if (!v || *v < 0 || *v > 99)
            return Error{"JSON: " + item_place + " is a value 1..n or 0 for a blank, not " +
                         std::string(JsonValue::kind_name(items[i].kind()))};
          cells.push_back(Cell{std::to_string(*v), item_place});
        }
      } else {
        return Error{"JSON: " + row_place + " is a row: a string of cells or an array of numbers"};
      }
    }
  } else {
    return Error{"JSON: \"givens\" is a string of n² cells or an array of n rows, not " +
                 std::string(JsonValue::kind_name(givens->kind()))};
  }

  int n = 0;
  for (int s : kSides)
    if (cells.size() == static_cast<size_t>(s * s)) n = s;
  if (n == 0)
    return Error{"JSON: \"givens\" has " + std::to_string(cells.size()) +
                 " cells; a Sudoku has 16, 36, 81, 144, 256 or 625"};
  if (size != 0 && size != n)
    return Error{"JSON: \"size\" is " + std::to_string(size) + " but \"givens\" has " + std::to_string(cells.size()) +
                 " cells (" + side_text(n) + ")"};
  SudokuShape shape = *SudokuShape::for_side(n);
  if (const JsonValue* box = object.find("box")) {
    std::optional<int64_t> br, bc;
    if (box->is_array() && box->items().size() == 2) {
      br = box->items()[0].is_number() ? box->items()[0].as_integer() : std::nullopt;
      bc = box->items()[1].is_number() ? box->items()[1].as_integer() : std::nullopt;
    }
    if (!br || !bc || *br < 1 || *bc < 1 || *br * *bc != n)
      return Error{"JSON: \"box\" is [rows, columns] of one box, whose product is the size " + std::to_string(n) +
                   " (for example " + "[" + std::to_string(shape.box_rows) + "," + std::to_string(shape.box_cols) +
                   "])"};
    shape = SudokuShape{static_cast<int>(*br), static_cast<int>(*bc)};
  }
  SudokuGrid grid{shape, std::vector<uint8_t>(cells.size())};
  for (size_t i = 0; i < cells.size(); ++i) {
    const int v = cells[i].text.size() == 1 ? char_value(cells[i].text[0]) : token_value(cells[i].text, 99);
    if (v < 0 || v > n)
      return Error{"JSON: " + cells[i].where + " (" + cell_name(static_cast<int>(i) / n, static_cast<int>(i) % n) +
                   "): " + not_a_value(cells[i].text, n)};
    grid.cells[i] = static_cast<uint8_t>(v);
  }
  const JsonValue* marks = object.find("candidates");
  if (!marks) return SudokuPuzzle{std::move(grid), {}};
  const size_t want = static_cast<size_t>(n) * n * n;
  if (!marks->is_string() || marks->as_string().size() != want)
    return Error{"JSON: \"candidates\" is a string of " + std::to_string(want) + " characters, " + std::to_string(n) +
                 " per cell (the pencil-mark line)" +
                 (marks->is_string() ? ", not " + std::to_string(utf8_char_count(marks->as_string())) : std::string())};
  auto masks = masks_of_line(marks->as_string(), n,
                             [](size_t i) { return "JSON: candidates, character " + std::to_string(i + 1); });
  if (!masks) return masks.error();
  return puzzle_of_marks(std::move(grid), std::move(*masks),
                         [n](int cell) { return "JSON: candidates, " + characters_of_cell(cell, n); });
}

}  // namespace

bool sudoku_format_keeps_shape(const SudokuShape& shape, SudokuFormat f) {
  if (f == SudokuFormat::Json) return true;
  auto conventional = SudokuShape::for_side(shape.n());
  return conventional && *conventional == shape;
}

std::string format_sudoku(const SudokuGrid& grid, SudokuFormat f) {
  const SudokuShape& shape = grid.shape;
  const int n = shape.n();
  switch (f) {
    case SudokuFormat::Line: return format_sudoku_line(grid);
    case SudokuFormat::Grid: {
      // "5 3 . | . 7 . | . . ." and "------+-------+------" between bands.
      std::string rule;
      const int bands = n / shape.box_cols;
      for (int b = 0; b < bands; ++b) {
        if (b > 0) rule += '+';
        rule += std::string(2 * shape.box_cols - 1 + (b > 0) + (b < bands - 1), '-');
      }
      std::string out;
      for (int r = 0; r < n; ++r) {
        if (r > 0 && r % shape.box_rows == 0) out += rule + '\n';
        for (int c = 0; c < n; ++c) {
          if (c > 0) out += c % shape.box_cols == 0 ? " | " : " ";
          out += value_char(grid.at(r, c));
        }
        out += '\n';
      }
      return out;
    }
    case SudokuFormat::Url: {
      const std::vector<int> values(grid.cells.begin(), grid.cells.end());
      return format_puzzlink_url("sudoku", n, n, encode_number16(values));
    }
    case SudokuFormat::Candidates: return *format_sudoku_puzzle(sudoku_with_candidates(grid), f);
    case SudokuFormat::Json: {
      JsonWriter w;
      w.begin_object()
          .key("genre")
          .value("sudoku")
          .key("size")
          .value(n)
          .key("box")
          .begin_array()
          .value(shape.box_rows)
          .value(shape.box_cols)
          .end_array()
          .key("givens")
          .value(format_sudoku_line(grid))
          .end_object();
      return w.str();
    }
  }
  return format_sudoku_line(grid);
}

Result<SudokuPuzzle> parse_sudoku_candidates(std::string_view text) {
  const std::string_view line = trim(text);
  const int n = candidates_side(line.size());
  if (n == 0)
    return Error{
        "a pencil-mark line has n³ characters, n for each cell (729 for 9×9; 64, 216, 1728, 4096 or "
        "15625 for the other sizes); this one has " +
        std::to_string(line.size())};
  auto masks = masks_of_line(line, n, [](size_t i) { return "character " + std::to_string(i + 1); });
  if (!masks) return masks.error();
  const SudokuShape shape = *SudokuShape::for_side(n);
  return puzzle_of_marks(SudokuGrid{shape, std::vector<uint8_t>(shape.cells(), 0)}, std::move(*masks),
                         [n](int cell) { return characters_of_cell(cell, n); });
}

SudokuPuzzle sudoku_with_candidates(const SudokuGrid& givens) {
  const SudokuShape shape = givens.shape;
  std::vector<uint32_t> masks(shape.cells(), all_values(shape.n()));
  for (int cell = 0; cell < shape.cells(); ++cell)
    if (const int v = givens.cells[cell]) {
      masks[cell] = 1u << (v - 1);
      each_peer(shape, cell, [&](int p) { masks[p] &= ~(1u << (v - 1)); });
    }
  // A given keeps its own value even where a peer repeats it (the rule checks report that).
  for (int cell = 0; cell < shape.cells(); ++cell)
    if (const int v = givens.cells[cell]) masks[cell] = 1u << (v - 1);
  return SudokuPuzzle{givens, std::move(masks)};
}

std::optional<std::string> find_candidate_violation(const SudokuPuzzle& puzzle, const SudokuGrid& filled) {
  if (!puzzle.has_marks()) return std::nullopt;
  const int n = puzzle.givens.shape.n();
  for (int cell = 0; cell < puzzle.givens.shape.cells(); ++cell) {
    const int v = filled.cells[cell];
    if (v && !(puzzle.candidates[cell] >> (v - 1) & 1u)) {
      std::string set;
      for (int w = 1; w <= n; ++w)
        if (puzzle.candidates[cell] >> (w - 1) & 1u) set += std::string(set.empty() ? "" : ",") + value_char(w);
      return cell_name(cell / n, cell % n) + " is " + std::string(1, value_char(v)) + ", not one of its candidates {" +
             set + "}";
    }
  }
  return std::nullopt;
}

namespace {

std::string candidates_line(const SudokuPuzzle& p) {
  const int n = p.givens.shape.n();
  std::string out;
  out.reserve(static_cast<size_t>(p.givens.shape.cells()) * n);
  for (int cell = 0; cell < p.givens.shape.cells(); ++cell)
    for (int v = 1; v <= n; ++v) out += (p.candidates[cell] >> (v - 1) & 1u) ? value_char(v) : '.';
  return out;
}

}  // namespace

Result<std::string> format_sudoku_puzzle(const SudokuPuzzle& puzzle, SudokuFormat f) {
  if (f == SudokuFormat::Candidates)
    return candidates_line(puzzle.has_marks() ? puzzle : sudoku_with_candidates(puzzle.givens));
  if (!puzzle.has_marks()) return format_sudoku(puzzle.givens, f);
  if (f != SudokuFormat::Json)
    return Error{"a pencil-mark puzzle has no " + std::string(sudoku_format_name(f)) +
                 " form (it carries givens only); write it --to candidates or --to json"};
  const SudokuShape& shape = puzzle.givens.shape;
  JsonWriter w;
  w.begin_object()
      .key("genre")
      .value("sudoku")
      .key("size")
      .value(shape.n())
      .key("box")
      .begin_array()
      .value(shape.box_rows)
      .value(shape.box_cols)
      .end_array()
      .key("givens")
      .value(format_sudoku_line(puzzle.givens))
      .key("candidates")
      .value(candidates_line(puzzle))
      .end_object();
  return w.str();
}

}  // namespace gridlogic
