// hashi_format.h — Hashi puzzle and solution forms (works with hashi.h): puzz.link `hashi` URLs, the
// readable one-line text form, the janko and .has data forms, the project JSON; solutions as the SPEC's
// bridge list and as the janko solution grid (one line with '/' between rows, or janko's own lines).
//
// Puzzle forms (docs/hashi.md has examples):
//   url    https://puzz.link/p?hashi/COLS/ROWS/BODY — Number16 cells (FORMATS.md); `hashikake` and
//          `bridges` are read as aliases, `hashi` is written; byte-exact on FORMATS.md's vectors.
//   text   rows split by '/': '1'-'8' an island, '?' an island without a clue, '.' water ('-' and '0'
//          read as water too); white space is ignored: "4.2../.3..2/3..../.3.1./3.4.3".
//   janko  "R C", then R lines of C tokens: '-' water, 1-8 an island ('?' an island without a clue).
//   has    the hashi-cllv-2019 files: "R C N" (N = number of islands), then R lines of C integers,
//          0 water, 1-8 an island; written as "%2d " per cell like the published files.
//   json   {"genre":"hashi","rows":R,"cols":C,"islands":[[r,c,clue],…]}, 0-based, clue null = unknown.
// Solution forms (a solution is HashiBridges, one count per edge of the puzzle):
//   bridges  [[r1,c1,r2,c2,k],…]: 0-based cells of the two islands (row-major order), k = 1 or 2, each
//            pair once (SPEC.md); also read inside an object {"bridges":[…]} such as `solve --json` prints.
//   grid     janko's solution tokens, one character per cell, rows split by '/': '-' no bridge (water or
//            island), '1'/'2' a single/double horizontal bridge, 'a'/'b' a single/double vertical one;
//            also read as janko's "R C" + R lines of space-separated tokens. A bridge between two islands
//            that touch crosses no cell, so the grid cannot show it (no janko puzzle has touching
//            islands; the .has instances have many): format_hashi_solution then falls back to the
//            bridge list, so its one line always says everything.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "gridlogic/hashi.h"
#include "gridlogic/json_value.h"
#include "gridlogic/result.h"

namespace gridlogic {

class JsonWriter;

// The puzzle forms `convert --to` writes; parse_hashi reads every one of them.
enum class HashiFormat { Url, Text, Json, Janko, Has };
std::string_view hashi_format_name(HashiFormat f);  // "url", "text", "json", "janko", "has"
std::optional<HashiFormat> parse_hashi_format(std::string_view name);

// Any puzzle form, detected: '{' → JSON; a letter first or "://" → URL; a first line of two or three
// whole numbers ("R C", "R C N") and no '/' → janko / .has; otherwise the text form. Errors name the
// place: the URL character, the line and column of a data form, the character and cell of the text
// form, the island of the JSON form; then make_hashi's checks (a clue above 8, an island that sees no
// other island, a clue larger than twice the islands it sees).
Result<HashiPuzzle> parse_hashi(std::string_view text);
Result<HashiPuzzle> parse_hashi_url(std::string_view url);
Result<HashiPuzzle> hashi_from_json(const JsonValue& object);

std::string format_hashi(const HashiPuzzle& p, HashiFormat f);  // janko and has end in '\n'
std::string format_hashi_url(const HashiPuzzle& p);             // https://puzz.link/p?hashi/C/R/…

// --- Solutions -----------------------------------------------------------------------------------------
// "[[0,0,0,2,1],…]" in edge order (islands row-major, so each pair comes out once, smaller cell first).
std::string format_hashi_bridges(const HashiPuzzle& p, const HashiBridges& bridges);
void write_hashi_bridges(JsonWriter& out, const HashiPuzzle& p, const HashiBridges& bridges);
// The grid form on one line ("--2-1/…"); nullopt when a bridge joins two touching islands.
std::optional<std::string> format_hashi_solution_grid(const HashiPuzzle& p, const HashiBridges& bridges);
// janko's multi-line solution ("R C" + rows of tokens); same limit as the grid form.
std::optional<std::string> format_hashi_janko_solution(const HashiPuzzle& p, const HashiBridges& bridges);
// The one-line solution `solve` prints and `check` reads back: the grid form, or the bridge list
// when the grid cannot show every bridge.
std::string format_hashi_solution(const HashiPuzzle& p, const HashiBridges& bridges);

// Any solution form, detected ('[' or '{' → bridge list; "R C" first → janko lines; else the grid).
// Errors name the place: "item 3 ([0,0,4,0,1]): r1c1 and r5c1 do not see each other", "r2c3 shows a
// horizontal bridge but no two islands face each other across it", "the bridge r1c1–r1c5 is single at
// r1c2 but double at r1c3". The counts are not checked against the rules: find_hashi_violation does.
Result<HashiBridges> parse_hashi_solution(const HashiPuzzle& p, std::string_view text);
Result<HashiBridges> hashi_bridges_from_json(const HashiPuzzle& p, const JsonValue& list);

}  // namespace gridlogic
