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

// sudoku_convert.cpp
Response sudoku_convert(const Request& request);
Response sudoku_check(const Request& request);

// sudoku_patterns_verb.cpp
Response sudoku_patterns(const Request& request);

// sudoku_generate.cpp
Response sudoku_generate(const Request& request);

// sudoku_explain.cpp
Response sudoku_explain(const Request& request);

// sudoku_rate.cpp
Response sudoku_rate(const Request& request);

// tectonic_verbs.cpp
Response tectonic_solve(const Request& request);
Response tectonic_check(const Request& request);
Response tectonic_encode(const Request& request);
Response tectonic_convert(const Request& request);
Response tectonic_explain(const Request& request);
Response tectonic_rate(const Request& request);
Response tectonic_ablation(const Request& request);

// tectonic_generate.cpp
Response tectonic_generate(const Request& request);

// hashi_verbs.cpp
Response hashi_solve(const Request& request);
Response hashi_check(const Request& request);
Response hashi_encode(const Request& request);
Response hashi_convert(const Request& request);
Response hashi_explain(const Request& request);
Response hashi_rate(const Request& request);
// variant_verbs.cpp
Response variant_solve(const Request& request);
Response variant_check(const Request& request);
Response variant_encode(const Request& request);
Response variant_convert(const Request& request);
Response variant_generate(const Request& request);
Response variant_explain(const Request& request);
Response variant_rate(const Request& request);
// hashi_generate.cpp
Response hashi_generate(const Request& request);
Response hashi_compare(const Request& request);

// conflicts_verbs.cpp
Response sudoku_conflicts(const Request& request);
Response variant_conflicts(const Request& request);
Response tectonic_conflicts(const Request& request);
Response hashi_conflicts(const Request& request);

}  // namespace gridlogic::verbs
