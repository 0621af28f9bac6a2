// variant_sudokupad.h — SudokuPad's own puzzle format (the "scl"/"ctc" links and the JSON behind them) in
// and out of the variant model. Reading goes through the f-puzzles form (variant_fpuzzles.h): each
// SudokuPad element is classified by its styling into an f-puzzles constraint, so one reader checks every
// rule and `convert --to fpuzzles` works on SudokuPad puzzles too. docs/formats.md, "SudokuPad".
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "gridlogic/json_value.h"
#include "gridlogic/result.h"
#include "gridlogic/variant.h"

namespace gridlogic {

// Whether the text is one of SudokuPad's forms this file reads (a sudokupad.app or crackingthecryptic
// link that is not an f-puzzles one, a bare scl…/ctc… id, or SudokuPad JSON): what the variant genre claims.
bool is_sudokupad_input(std::string_view text);

// Reads any of those forms; nullopt when the text is none of them (parse_variant then tries f-puzzles).
// Short links (sudokupad.app/<id>) are an error saying what they are and what to paste instead.
std::optional<Result<VariantPuzzle>> parse_sudokupad_text(std::string_view text);

// The payload after "scl"/"ctc": lz-string Base64 (URL-encoded or not) of the JSON or its zipped form.
Result<VariantPuzzle> parse_sudokupad_payload(std::string_view payload);

// A SudokuPad puzzle object (keys already unzipped) as the f-puzzles JSON object parse_fpuzzles reads.
// An element no rule matches is an error naming it (colour, cells), never skipped: a puzzle solved without
// one of its rules would be solved wrongly. Only cell shading and invisible shapes are skipped.
Result<JsonValue> sudokupad_to_fpuzzles(const JsonValue& puzzle);

// SudokuPad's compact JSON ("zipped": bare keys, short key names, `t`/`f` for true/false, colours without
// quotes or '#') back to standard JSON text.
Result<std::string> sudokupad_unzip(std::string_view zipped);

// The SudokuPad JSON of a puzzle (what SudokuPad's own f-puzzles import draws for each rule, so that
// SudokuPad shows it and parse_sudokupad_payload reads it back to the same rules). Error naming the first
// rule SudokuPad has no element for (clone, minimum, document 003's rules …).
Result<std::string> format_sudokupad_json(const VariantPuzzle& p);
// https://sudokupad.app/scl<payload>, the payload URL-encoded; when format_sudokupad_json cannot, the
// f-puzzles link SudokuPad also opens (https://sudokupad.app/fpuzzles<payload>) and `fallback` says why.
std::string format_sudokupad_url(const VariantPuzzle& p, std::string* fallback = nullptr);

}  // namespace gridlogic
