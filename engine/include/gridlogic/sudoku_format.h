// sudoku_format.h — every text form of a classic Sudoku the engine reads and writes: the one-line form
// (sudoku.h), a grid of lines, puzz.link `sudoku` URLs and the project JSON (docs/formats.md).
//
// parse_sudoku() detects the form, so verbs accept any of them; format_sudoku() writes one. Errors are
// values naming the place ("line 3, column 7: ...", "puzz.link body, character 5: ..."), never thrown.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "gridlogic/json_value.h"
#include "gridlogic/result.h"
#include "gridlogic/sudoku.h"

namespace gridlogic {

enum class SudokuFormat {
  Line,  // 81 characters, '.' blank (sudoku.h)
  Grid,  // n lines of space-separated cells with '|' between boxes and '-+' lines between bands
  Url,   // https://puzz.link/p?sudoku/9/9/<Number16 body>
  Json,  // {"genre":"sudoku","size":9,"box":[3,3],"givens":"53..7...."}
};

std::string_view sudoku_format_name(SudokuFormat f);                    // "line", "grid", "url", "json"
std::optional<SudokuFormat> parse_sudoku_format_name(std::string_view name);

// Any form, detected: a JSON object ('{' first), a URL (has '?' or "://"), one line of cells (which
// may carry separators: "53..7.... 6..195..."), or a grid of lines. Surrounding blank lines and lines
// starting with '#' are ignored (except inside JSON).
Result<SudokuGrid> parse_sudoku(std::string_view text);

// The single forms. The grid reader takes one row per line; lines with no cell character (only
// '-', '+', '|', '=', '*', ':', spaces, box-drawing characters) separate bands and are skipped. A row
// whose whitespace/'|'/','-separated tokens number n is read token by token (so 16×16 rows may write
// "10 11 12"); otherwise each letter, digit or '.' is one cell. Blanks are '.' or '0'.
Result<SudokuGrid> parse_sudoku_grid(std::string_view text);
// puzz.link / pzv.jp URLs, also without host ("p?sudoku/4/4/g1k23k3g"), with type=…& pairs, a pid
// suffix (_edit, _play), a v:… segment or a trailing '/'.
Result<SudokuGrid> parse_sudoku_url(std::string_view text);
// The project JSON, as text or as a parsed object.
Result<SudokuGrid> parse_sudoku_json(std::string_view text);
Result<SudokuGrid> sudoku_from_json(const JsonValue& object);

// Whether `f` can say which boxes `shape` has: the line, grid and URL forms imply the conventional
// boxes of the side length (SudokuShape::for_side); only JSON carries others (e.g. 6×6 with 3×2 boxes).
bool sudoku_format_keeps_shape(const SudokuShape& shape, SudokuFormat f);

// Writes one form; Grid ends every line with '\n', the others have no newline. For a shape that the
// form cannot express (see above) the boxes are lost; callers check sudoku_format_keeps_shape first.
std::string format_sudoku(const SudokuGrid& grid, SudokuFormat f);

}  // namespace gridlogic
