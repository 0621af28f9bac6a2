// dimacs.h — reading DIMACS CNF, the file format of SAT solvers (documents 002 and 003, §2.2.1).
//
// Works with cnf.h, which declares the writer (write_dimacs); both are implemented in dimacs.cpp so the
// "c var" comments that carry range names are written and read in one place, and a written file reads
// back with the same clauses and the same named ranges.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "gridlogic/cnf.h"
#include "gridlogic/result.h"

namespace gridlogic {

// Variables a DIMACS file may declare or use: 1,048,576. Far above any puzzle encoding (a 25×25 Sudoku
// has 15,625); it keeps a mistyped header or one large literal from asking MiniSat for gigabytes (a
// variable costs about 70 bytes there: 2^25 of them took 2.3 GB and a minute), and 2 * index + 1 well
// inside Lit's 32-bit code. Checked before anything is allocated (docs/cli.md, "Limits").
inline constexpr int kMaxDimacsVariables = 1 << 20;
// Clauses a header may declare (the count is only compared with the file's, never allocated).
inline constexpr int64_t kMaxDimacsClauses = INT32_MAX;

// Reads DIMACS CNF as MiniSat does, tolerant of what real files contain and strict about what is
// clearly broken:
//   accepted   comment lines ('c' first) anywhere, also inside a clause that spans lines; blank lines;
//              CR LF endings; clauses spanning lines and several clauses on a line; a '+' sign; an
//              empty clause ("0" alone); a last clause without its 0 at the end of the input; the
//              SATLIB end marker: reading stops at a line starting with '%' (those files end
//              "%\n0\n", and that 0 is not an empty clause).
//   tolerated  (a warning, appended to *warnings when given, as MiniSat prints one) literals above
//              the header's variable count — the header is a minimum, variables it declares but no
//              clause uses still exist — and a clause count different from the header's.
//   errors     a missing, malformed or repeated "p cnf <variables> <clauses>" line; a clause before
//              it; a token that is not an integer; a variable above kMaxDimacsVariables.
// "c var NAME FIRST..LAST dims [i=]D... " comments, as write_dimacs writes them, become named ranges
// when they are well formed and fit the formula (a range that does not fit is a warning); any other
// comment is ignored. Error messages say where and what was expected:
// "line 7: expected an integer literal or 0, found 'x1'".
Result<Cnf> read_dimacs(std::string_view text, std::vector<std::string>* warnings = nullptr);

}  // namespace gridlogic
