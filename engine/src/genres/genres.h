// genres.h — the genres' descriptors and the verb functions they list (internal to the engine library).
//
// A genre is one file here ending in its GenreSpec (sudoku.cpp, tectonic.cpp, variant.cpp, hashi.cpp),
// with siblings for long verbs (generation, explanation); engine/src/genre.cpp lists the descriptors.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "gridlogic/genre.h"

namespace gridlogic::verbs {

// Seeds up to 2^53 − 1, so that JavaScript numbers carry them back exactly.
inline constexpr int64_t kMaxGeneratorSeed = (int64_t{1} << 53) - 1;

// Option rows several genres' verbs share, declared once here and referenced from each verb's table
// (STYLE.md: a shared row is declared once). Help, checks and the site read them like any other row.
inline constexpr OptionSpec kSolveCountOption =
    integer_option("count", "2", 1, 1000000, "count solutions up to N (1: any solution; 2: prove uniqueness)");
inline constexpr OptionSpec kBudgetOption = integer_option(
    "budget", "-1", -1, INT64_MAX,
    "search effort before answering unknown: SAT conflicts (Sudoku's fast search: guesses); -1: no limit");
inline constexpr OptionSpec kCheckSolutionOption =
    text_option("solution", "S", "", "the proposed solution, in the form check reads (else the input's last part)");
inline constexpr OptionSpec kConflictsOptions[] = {
    text_option("solution", "GRID", "",
                "the grid so far, as check takes it ('.' for an empty cell; Hashi: the bridges)"),
};
inline constexpr OptionSpec kGenerateCountOption = integer_option("count", "1", 1, 10000, "how many puzzles");
inline constexpr OptionSpec kSeedOption =
    integer_option("seed", "", 0, kMaxGeneratorSeed, "the random seed (default: a fresh one, reported back)");

// sudoku.cpp
Response sudoku_solve(const Request& request);
Response sudoku_encode(const Request& request);
Response sudoku_convert(const Request& request);
Response sudoku_check(const Request& request);
// sudoku_patterns.cpp
Response sudoku_patterns(const Request& request);
// sudoku_generate.cpp
Response sudoku_generate(const Request& request);
std::optional<std::string> check_sudoku_size(std::string_view text);
std::optional<std::string> check_sudoku_difficulty(std::string_view text);
std::optional<std::string> check_sudoku_technique(std::string_view text);
Response sudoku_techniques_verb(const Request& request);
// sudoku_explain.cpp
Response sudoku_explain(const Request& request);
std::optional<std::string> check_max_rating(std::string_view text);
// sudoku_rate.cpp
Response sudoku_rate(const Request& request);

// tectonic.cpp
Response tectonic_solve(const Request& request);
Response tectonic_check(const Request& request);
Response tectonic_encode(const Request& request);
Response tectonic_convert(const Request& request);
Response tectonic_explain(const Request& request);
Response tectonic_rate(const Request& request);
Response tectonic_ablation(const Request& request);
// tectonic_generate.cpp
Response tectonic_generate(const Request& request);
std::optional<std::string> check_tectonic_size(std::string_view text);
std::optional<std::string> check_tectonic_difficulty(std::string_view text);

// variant.cpp
Response variant_solve(const Request& request);
Response variant_check(const Request& request);
Response variant_encode(const Request& request);
Response variant_convert(const Request& request);
Response variant_generate(const Request& request);
Response variant_explain(const Request& request);
Response variant_rate(const Request& request);

// hashi.cpp
Response hashi_solve(const Request& request);
Response hashi_check(const Request& request);
Response hashi_encode(const Request& request);
Response hashi_convert(const Request& request);
Response hashi_explain(const Request& request);
Response hashi_rate(const Request& request);
// hashi_generate.cpp
Response hashi_generate(const Request& request);
Response hashi_compare(const Request& request);
std::optional<std::string> check_hashi_size(std::string_view text);
std::optional<std::string> check_hashi_difficulty(std::string_view text);
std::optional<std::string> check_hashi_shape(const Options& options);

// conflicts_verbs.cpp
Response sudoku_conflicts(const Request& request);
Response variant_conflicts(const Request& request);
Response tectonic_conflicts(const Request& request);
Response hashi_conflicts(const Request& request);

// setting_verbs.cpp: the setter's questions (gridlogic/setting.h), one options table for every genre.
Response sudoku_candidates(const Request& request);
Response variant_candidates(const Request& request);
Response tectonic_candidates(const Request& request);
Response hashi_candidates(const Request& request);
Response sudoku_analyze(const Request& request);
Response variant_analyze(const Request& request);
Response tectonic_analyze(const Request& request);
Response hashi_analyze(const Request& request);
inline constexpr OptionSpec kSettingBudgetOption = integer_option(
    "budget", "-1", -1, INT64_MAX, "SAT conflicts in all before answering with what is known; -1: no limit");
inline constexpr OptionSpec kCandidatesOptions[] = {
    integer_option("count", "8", 1, 10000, "count the solutions with each value up to N (1: only whether one has it)"),
    kSettingBudgetOption,
};
inline constexpr OptionSpec kAnalyzeOptions[] = {
    integer_option("count", "100", 2, 100000, "count solutions up to N (the suggested given splits those found)"),
    kSettingBudgetOption,
};
inline constexpr std::string_view kCandidatesSummary =
    "for each cell and value (Hashi: island pair and bridge count) whether some solution has it, and how many do";
inline constexpr std::string_view kAnalyzeSummary =
    "for a puzzle being set: its solutions, level and hardest step once unique, givens that could go, a given "
    "that splits the solutions, or what contradicts";

// render.cpp: the puzzle as SVG (gridlogic/svg_render.h), one options table for every genre.
Response sudoku_render(const Request& request);
Response variant_render(const Request& request);
Response tectonic_render(const Request& request);
Response hashi_render(const Request& request);
std::optional<std::string> check_render_options(const Options& options);  // --solution yes with --grid
inline constexpr OptionSpec kRenderOptions[] = {
    choice_option("format", "svg", "svg|png", "svg (every front end) or png (the command-line tool, through librsvg)"),
    flag_option("solution", "no", "draw the solution too (the engine solves the puzzle)"),
    text_option("grid", "GRID", "",
                "the grid so far to draw, as check takes it ('.' for an empty cell; Hashi: the bridges)"),
    integer_option("size", "600", 64, 8192, "the image's width in pixels (the height follows the board)"),
    choice_option("theme", "light", "light|dark|print",
                  "the colours: the site's light or dark theme, or black on white"),
    text_option("output", "DIR", "", "command-line tool: write one file per puzzle into DIR (puzzle-LINE.svg/.png)"),
};
inline constexpr std::string_view kRenderSummary =
    "draw the puzzle as an image, with or without its solution or a grid in progress";

}  // namespace gridlogic::verbs
