// verbs.h — the verb functions api.cpp's table dispatches to (internal to the engine library).
//
// One verb per function, grouped in files by genre and concern. A verb checks its options with
// Options::reject_unknown first, so a misspelt option is an error rather than silently ignored.
#pragma once

#include "gridlogic/api.h"

namespace gridlogic::verbs {

// sudoku_solve.cpp
Response sudoku_solve(const Request& request);
Response sudoku_encode(const Request& request);

}  // namespace gridlogic::verbs
