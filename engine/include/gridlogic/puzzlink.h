// puzzlink.h — the puzz.link (pzprjs) URL codec every genre shares: the URL envelope, the Number16
// cell encoding and 5-bit base-32 bit fields (borders, holes). Genres add only their own body layout
// and value checks (shared/FORMATS.md; docs/formats.md).
#pragma once

#include <functional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "gridlogic/result.h"

namespace gridlogic {

// The parts of a puzz.link URL: https://puzz.link/p?TYPE/COLS/ROWS/BODY.
struct PuzzLinkUrl {
  std::string type;  // "sudoku", "suguru", ... without pzprjs's "_edit" / "_play"
  int cols = 0;
  int rows = 0;
  std::string body;  // everything after ROWS, inner '/' kept
};

// Reads the envelope as pzprjs does: any host (puzz.link, pzv.jp) or none, "type=…&" pairs before the
// puzzle, "_edit"/"_play" suffixes, a "v:…" segment, a '#' fragment. Sides run from 1 to max_side.
// `example` ("sudoku/9/9/…") goes into the error messages.
Result<PuzzLinkUrl> parse_puzzlink_url(std::string_view url, int max_side, std::string_view example);
// "https://puzz.link/p?TYPE/COLS/ROWS/BODY", with the trailing '/' pzprjs adds after a body that
// ends in a symbol.
std::string format_puzzlink_url(std::string_view type, int cols, int rows, std::string_view body);

// Number16 cells: '0'-'f' one value, '-xx' / '+xxx' and pzprjs's longer forms bigger ones, '.' a clue
// of unknown value, 'g'-'z' runs of 1-20 blank cells; other characters are skipped (as pzprjs does).
inline constexpr int kNumber16Unknown = -1;  // the value of a '.' cell
struct Number16Cells {
  std::vector<int> values;  // one per cell; 0 blank
  int covered = 0;          // cells the body described before it ended (the rest stay blank)
};
// Decodes `cells` cells of a grid `cols` wide from body[pos…]; pos ends after what was read.
// `check(value)` is the genre's: "" accepts the value, otherwise its words ("7 is not a value of a
// 4×4 Sudoku"), reported as "puzz.link body, character K (r2c3): <words>".
Result<Number16Cells> decode_number16(std::string_view body, size_t& pos, int cols, int cells,
                                      const std::function<std::string(int value)>& check);
// The encoder pzprjs uses: values 1… (0 blank), blanks as runs of at most 20.
std::string encode_number16(std::span<const int> values);

// `bits` bits packed five to a base-32 digit (0-9a-v), most significant first, from body[pos…].
// `what` names the section in errors ("vertical borders").
Result<std::vector<bool>> decode_bits(std::string_view body, size_t& pos, int bits, std::string_view what);
std::string encode_bits(const std::vector<bool>& bits);

}  // namespace gridlogic
