// sudoku_format.h — every text form of a classic Sudoku the engine reads and writes: the one-line form
// (sudoku.h), a grid of lines, puzz.link `sudoku` URLs and the project JSON (docs/formats.md); and the
// pencil-mark ("Sukaku") forms that give every cell's candidates: the n³-character line (729 for 9×9)
// and the pencil-mark grid, as Sudoku Explainer, Sukaku Explainer and HoDoKu read them.
//
// parse_sudoku() detects the form, so verbs accept any of them; format_sudoku() writes one.
// parse_sudoku_puzzle() also reads the pencil-mark forms (the verbs that solve, explain, rate and check
// a puzzle). Errors are values naming the place ("line 3, column 7: ...", "puzz.link body, character
// 5: ...", "character 40 (r1c5): ..."), never thrown.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "gridlogic/json_value.h"
#include "gridlogic/result.h"
#include "gridlogic/sudoku.h"

namespace gridlogic {

enum class SudokuFormat {
  Line,        // 81 characters, '.' blank (sudoku.h)
  Grid,        // n lines of space-separated cells with '|' between boxes and '-+' lines between bands
  Url,         // https://puzz.link/p?sudoku/9/9/<Number16 body>
  Json,        // {"genre":"sudoku","size":9,"box":[3,3],"givens":"53..7....", "candidates":"…" with pencil marks}
  Candidates,  // the n³-character pencil-mark line: cell by cell, n characters each, the value v or
               // '.' at place v (1-9, then A-P), as Sukaku Explainer writes it (729 for 9×9)
};

std::string_view sudoku_format_name(SudokuFormat f);  // "line", "grid", "url", "json", "candidates"
std::optional<SudokuFormat> parse_sudoku_format_name(std::string_view name);

// Any form of givens, detected: a JSON object ('{' first), a URL (has '?' or "://"), one line of cells
// (which may carry separators: "53..7.... 6..195..."), or a grid of lines. Surrounding blank lines and
// lines starting with '#' are ignored (except inside JSON). A pencil-mark puzzle is an error saying
// which verbs read one.
Result<SudokuGrid> parse_sudoku(std::string_view text);

// A puzzle as the solving verbs read it: its givens and, for a pencil-mark puzzle (a "Sukaku"), the
// candidates of every cell — the puzzle is then "fill the grid by the rules, each cell with one of its
// candidates". A cell whose only candidate no peer shares is a given (Sukaku Explainer's and HoDoKu's
// reading); a cell with one candidate that a peer shares is an empty cell with one candidate.
struct SudokuPuzzle {
  SudokuGrid givens;
  // Empty for a puzzle of givens only. Else one mask per cell (bit v-1 for value v; a given has its
  // value's bit), already cleared of every value a given holds in the cell's row, column or box.
  std::vector<uint32_t> candidates;
  bool has_marks() const { return !candidates.empty(); }
};

// Every form parse_sudoku() reads, and the pencil-mark forms:
//  - one line of n³ characters (64, 216, 729, 1728, 4096 or 15625), n a cell: a value character is a
//    candidate wherever it stands among its cell's n, '.' or '0' holds a place (Sukaku Explainer);
//  - a line of n² space-separated groups, or a grid of n lines of n groups (9×9 and smaller), each group
//    the candidates of one cell, frames of '|', '-', '+', '*' and box-drawing characters skipped, as
//    HoDoKu and Sudoku Explainer copy pencil marks ("578 19 4 | 28 …"); a group with one digit is a
//    cell with one candidate;
//  - the JSON form with a "candidates" member (an n³-character string as above).
// Errors name the character and cell ("character 40 (r1c5): 'x' is not a candidate; …") or the line.
Result<SudokuPuzzle> parse_sudoku_puzzle(std::string_view text);
// The pencil-mark line alone.
Result<SudokuPuzzle> parse_sudoku_candidates(std::string_view line);
// The candidates the rules leave a puzzle of givens (each empty cell: the values no peer holds), as a
// pencil-mark puzzle of the same givens.
SudokuPuzzle sudoku_with_candidates(const SudokuGrid& givens);
// Whether a complete grid fills every cell with one of its candidates (puzzles without marks: true).
// nullopt when it does; else "r3c4 is 7, not one of its candidates {1,5}".
std::optional<std::string> find_candidate_violation(const SudokuPuzzle& puzzle, const SudokuGrid& filled);
// The puzzle in a form: Candidates writes the pencil-mark line (a puzzle without marks: the candidates
// the rules leave), Json carries "candidates" when there are marks; Line, Grid and Url cannot carry
// marks, so a puzzle with marks is an error naming the forms that can.
Result<std::string> format_sudoku_puzzle(const SudokuPuzzle& puzzle, SudokuFormat f);

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
