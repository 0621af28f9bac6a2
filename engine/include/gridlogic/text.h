// text.h — small text helpers every parser and message of the engine shares: trimming, splitting,
// and the "r3c5" name of a cell.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace gridlogic {

// s without leading and trailing white space (space, tab, CR, LF, VT, FF).
std::string_view trim(std::string_view s);
// The parts of s between `sep` characters; "a//b" gives "a", "", "b"; "" gives one empty part.
std::vector<std::string_view> split(std::string_view s, char sep);
// "r3c5" (1-based), the way players and the error messages name a cell.
std::string cell_name(int row, int col);

}  // namespace gridlogic
