#!/usr/bin/env python3
"""make_cases.py — writes the malformed-input corpus (*.jsonl here) from the tables below.

The corpus is committed; this script is how it was written and how to extend it: add a bad input to a
genre's table (with the words its message must contain), or an option case, and run
`python3 tests/data/malformed/make_cases.py`. Each bad input is tried with every verb of its genre that
reads input, so one row is six cases. Format of a case: README.md here.
"""
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))
BLANK81 = "." * 81
VERBS = ["solve", "check", "encode", "convert", "explain", "rate"]


def put(line, i, s):
    return line[:i] + s + line[i + 1:]


# (name, input, words) — the input is a str, or {"hex": ...} / {"repeat": [prefix, piece, times, suffix]}.
SUDOKU = [
    ("three characters", "xyz", ["a Sudoku line has", "this one has 3"]),
    ("80 cells", "." * 80, ["this one has 80"]),
    ("626 cells", "." * 626, ["this one has 626"]),
    ("a million cells", {"repeat": ["", ".", 1000000, ""]}, ["this one has 1000000"]),
    ("non-ASCII cell", put(BLANK81, 4, "é"), ["character 5 (r1c5)", "U+00E9"]),
    ("emoji cell", put(BLANK81, 80, "😀"), ["character 81 (r9c9)", "U+1F600"]),
    ("82 characters with non-ASCII", BLANK81 + "é", ["this one has 82"]),
    ("question mark cell", put(BLANK81, 2, "?"), ["character 3 (r1c3)", "'?'"]),
    ("two question marks", "53??7" + "." * 76, ["character 3 (r1c3)", "'?'"]),
    ("stray UTF-8 lead byte", {"hex": ("." * 10).encode().hex() + "c3" + ("." * 70).encode().hex()},
     ["character 11 (r2c2)", "0xC3", "not UTF-8"]),
    ("control character", {"hex": ("." * 7).encode().hex() + "01" + ("." * 73).encode().hex()},
     ["character 8 (r1c8)", "U+0001"]),
    ("letter out of range", put(BLANK81, 0, "Z"), ["character 1 (r1c1)", "'Z'", "1-9"]),
    ("value above 4x4", "5" + "." * 15, ["character 1 (r1c1)", "'5'", "4×4"]),
    ("cut link", "https://puzz.link/p?sudoku/9/9/g", ["cut short"]),
    ("cut short link form", "p?sudoku/4/4/1", ["cut short"]),
    ("non-square link", "https://puzz.link/p?sudoku/9/8/", ["square", "9 columns by 8 rows"]),
    ("side without boxes", "https://puzz.link/p?sudoku/7/7/", ["side 7", "no boxes"]),
    ("five-digit side", "https://puzz.link/p?sudoku/99999/9/", ["'99999' columns", "expected 1 to 25"]),
    ("link of another type", "https://puzz.link/p?nurikabe/9/9/", []),
    ("JSON givens too short", '{"genre":"sudoku","givens":"12"}', ['"givens" has 2 cells']),
    ("JSON givens of 10 MB", {"repeat": ['{"genre":"sudoku","givens":"', "1", 10000000, '"}']},
     ["10000000 characters", "at most 625 cells"]),
    ("JSON givens non-ASCII", '{"genre":"sudoku","givens":"' + "." * 80 + 'é"}', ["character 81", "U+00E9"]),
    ("JSON givens of 30 rows", '{"genre":"sudoku","givens":[' + ",".join(['"1"'] * 30) + "]}", ["30 rows"]),
    ("JSON cut", '{"genre":"sudoku","givens":"', ["JSON"]),
    ("JSON unknown member", '{"genre":"sudoku","givens":"' + BLANK81 + '","frob":1}', ["unknown member", "frob"]),
    ("JSON side 7", '{"genre":"sudoku","size":7,"givens":"' + BLANK81 + '"}', ['"size" is the side length']),
    ("JSON bad box", '{"genre":"sudoku","box":[2,2],"givens":"' + BLANK81 + '"}', ['"box"', "product"]),
    ("JSON givens a number", '{"genre":"sudoku","givens":5}', ['"givens" is a string']),
    ("JSON huge number", '{"genre":"sudoku","size":1e400,"givens":"' + BLANK81 + '"}', ["JSON"]),
    ("grid rows of different length", "1 2 3 4\n1 2\n3 4 1 2\n4 3 2 1", []),
]

TECTONIC = [
    ("cut link", "https://puzz.link/p?suguru/5/5/dam8o3c71g4g4i2j5j4", ["gives 19 of the 25 cells", "cut short"]),
    ("numbers missing", "https://puzz.link/p?suguru/2/2/00", ["gives 0 of the 4 cells", "cut short"]),
    ("bad border digit", "https://puzz.link/p?suguru/5/5/zz", ["character 1", "'z'", "base-32"]),
    ("non-ASCII border digit", "https://puzz.link/p?suguru/5/5/é", ["U+00E9", "base-32"]),
    ("zero columns", "https://puzz.link/p?suguru/0/5/", ["0 columns", "1 to 64"]),
    ("too many rows", "https://puzz.link/p?suguru/5/65/", ["65 rows", "1 to 64"]),
    ("other genre", "https://puzz.link/p?nurikabe/5/5/x", ["'nurikabe'", "is not Tectonic"]),
    ("long type", "https://puzz.link/p?" + "q" * 5000 + "/5/5/x", ["is not Tectonic", "5000 characters"]),
    ("clue too large", "https://puzz.link/p?suguru/2/2/00-ff", ["given 255"]),
    ("text form one part", "abc", ["'GIVENS REGIONS'", "one part only"]),
    ("JSON without sizes", '{"genre":"tectonic"}', ['"rows" and "cols"']),
    ("JSON rows too many", '{"genre":"tectonic","rows":1000000,"cols":1000000}', ['"rows" and "cols"']),
    ("data form short", "2 2\n1", []),
    ("question mark clue", "https://puzz.link/p?suguru/2/2/00.", ["'?'", "Tectonic does not use"]),
]

HASHI = [
    ("cut link", "https://puzz.link/p?hashi/5/5/4g2i3h23k3", ["of the 25 cells", "cut short"]),
    ("empty body", "https://puzz.link/p?hashi/5/5/", ["gives 0 of the 25 cells", "cut short"]),
    ("clue 9", "https://puzz.link/p?hashi/5/5/4g9", ["character 3 (r1c3)", "the clue 9"]),
    ("clue 0", "https://puzz.link/p?hashi/5/5/0", ["character 1 (r1c1)", "the clue 0"]),
    ("short hex", "https://puzz.link/p?hashi/5/5/-1", ["'-'", "hexadecimal"]),
    ("other genre", "https://puzz.link/p?suguru/5/5/4g2", ["'suguru'", "is not Hashi"]),
    ("side too large", "https://puzz.link/p?hashi/101/5/", ["101 columns", "1 to 100"]),
    ("no question mark", "abc", ["text form", "'a' is not a cell"]),
    ("JSON without sizes", '{"genre":"hashi"}', ['"rows" and "cols"']),
    ("JSON unknown key", '{"genre":"hashi","rows":3,"cols":3,"cells":"1"}', ["unknown key", "cells"]),
    ("data form short", "1 2", ["the grid ends"]),
    ("non-ASCII type", "https://puzz.link/p?hashï/5/5/4", ["'hashï'", "is not Hashi"]),
]

GRID4 = '[[{},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]]'


def killer(value):
    return '{"size":4,"grid":' + GRID4 + ',"killercage":[{"cells":["R1C1","R1C2"],"value":' + value + "}]}"


VARIANT = [
    ("killer cage value 4294967299", killer("4294967299"), ["killercage", "out of range"]),
    ("killer cage value -4294967293", killer("-4294967293"), ["killercage", "out of range"]),
    ("killer cage value 1e300", killer("1e300"), ["killercage", "out of range"]),
    ("killer cage value of 20 digits", killer('"99999999999999999999"'), ["killercage", "out of range"]),
    ("killer cage value not a number", killer('"12a"'), ["killercage", "expected a whole number"]),
    ("killer cell outside", '{"size":4,"grid":' + GRID4 + ',"killercage":[{"cells":["R5C1"],"value":3}]}',
     ["'R5C1'", "outside the 4×4 grid"]),
    ("killer cell not a cell", '{"size":4,"grid":' + GRID4 + ',"killercage":[{"cells":["X"],"value":3}]}',
     ["'X'", "is not a cell"]),
    ("grid rows missing", '{"size":4,"grid":[]}', ['"grid"', "4 rows"]),
    ("unknown field", '{"size":4,"grid":' + GRID4 + ',"frob":[{}]}', ["'frob'", "not a rule gridlogic knows"]),
    ("unknown non-ASCII field", '{"size":4,"grid":' + GRID4 + ',"frøb":[{}]}', ["'frøb'", "not a rule"]),
    ("long unknown field", '{"size":4,"grid":' + GRID4 + ',"' + "f" * 3000 + '":[{}]}', ["3000 characters"]),
    ("bad lz-string", "https://www.f-puzzles.com/?load=!!!!", ["lz-string", "'!'"]),
    ("empty SudokuPad payload", "https://sudokupad.app/fpuzzles", ["lz-string payload is empty"]),
    ("link to elsewhere", "https://example.com/x", ["carries no f-puzzles puzzle"]),
    ("JSON cut", '{"size":4,"grid":[', ["f-puzzles JSON"]),
    ("size 0", '{"size":0,"grid":[]}', []),
]

# Options: (genre, args, words) — a usage error, exit status 1, before any input is read.
OPTIONS = [
    ("sudoku", ["solve", "--count", "0"], ["--count"]),
    ("sudoku", ["solve", "--count", "abc"], ["--count", "'abc'"]),
    ("sudoku", ["solve", "--count", "99999999999999999999999"], ["--count"]),
    ("sudoku", ["solve", "--budget", "x"], ["--budget"]),
    ("sudoku", ["solve", "--frob", "1"], ["does not take --frob"]),
    ("sudoku", ["solve", "--frob"], ["--frob needs a value"]),
    ("sudoku", ["convert", "--to", "xml"], ["--to", "'xml'"]),
    ("sudoku", ["explain", "--steps", "-1"], ["--steps"]),
    ("sudoku", ["rate", "--runs", "0"], ["--runs"]),
    ("sudoku", ["generate", "--size", "7"], ["7"]),
    ("sudoku", ["generate", "--size", "1000"], ["1000"]),
    ("sudoku", ["generate", "--count", "0"], ["--count"]),
    ("sudoku", ["generate", "--seed", "-1"], ["--seed"]),
    ("sudoku", ["generate", "--difficulty", "impossible"], ["--difficulty"]),
    ("sudoku", ["generate", "--symmetry", "spiral"], ["--symmetry"]),
    ("sudoku", ["patterns", "--format", "png"], ["--format"]),
    ("tectonic", ["solve", "--method", "guess"], ["--method"]),
    ("tectonic", ["solve", "--disable-rule", "99"], ["--disable-rule"]),
    ("tectonic", ["convert", "--to", "xml"], ["--to"]),
    ("tectonic", ["generate", "--size", "0x0"], ["--size"]),
    ("tectonic", ["generate", "--size", "1000x1000"], ["--size"]),
    ("tectonic", ["generate", "--difficulty", "9"], ["--difficulty"]),
    ("tectonic", ["generate", "--max-region", "99"], ["--max-region"]),
    ("hashi", ["solve", "--connectivity", "psychic"], ["--connectivity"]),
    ("hashi", ["solve", "--count", "-5"], ["--count"]),
    ("hashi", ["explain", "--stage", "hardest"], ["--stage"]),
    ("hashi", ["generate", "--size", "1x1"], ["--size"]),
    ("hashi", ["generate", "--islands", "-1"], ["--islands"]),
    ("hashi", ["generate", "--islands", "100000"], ["--islands"]),
    ("hashi", ["rate", "--frob", "1"], ["does not take --frob"]),
    ("variant", ["solve", "--sums", "magic"], ["--sums"]),
    ("variant", ["solve", "--killer", "magic"], ["--killer"]),
    ("variant", ["generate", "--rule", "sandwich"], ["--rule"]),
    ("variant", ["generate", "--size", "16"], ["--size"]),
    ("variant", ["convert", "--to", "url"], ["--to"]),
    ("variant", ["explain", "--steps", "0"], ["--steps"]),
]

# Whole-CLI cases: files, directories, DIMACS for `sat`.
CLI = [
    {"name": "directory as input", "args": ["solve"], "where": "dir", "exit": 2, "words": ["is a directory"]},
    {"name": "directory as input, --whole", "args": ["solve", "--whole"], "where": "dir", "exit": 2,
     "words": ["is a directory"]},
    {"name": "directory to convert --whole", "args": ["convert", "--whole", "--json"], "where": "dir", "exit": 2,
     "words": ["is a directory"]},
    {"name": "directory to tectonic solve", "args": ["tectonic", "solve"], "where": "dir", "exit": 2,
     "words": ["is a directory"]},
    {"name": "directory to sat", "args": ["sat"], "where": "dir", "exit": 2, "words": ["is a directory"]},
    {"name": "missing file", "args": ["solve"], "where": "missing", "exit": 2, "words": ["cannot open"]},
    {"name": "missing file, --whole", "args": ["solve", "--whole"], "where": "missing", "exit": 2,
     "words": ["cannot open"]},
    {"name": "sat header of 2e9 variables", "args": ["sat"], "input": "p cnf 2000000000 1\n1 0\n", "exit": 2,
     "words": ["'2000000000' variables", "at most 1048576"], "seconds": 5},
    {"name": "sat header at the old maximum", "args": ["sat"], "input": "p cnf 33554432 1\n1 0\n", "exit": 2,
     "words": ["at most 1048576"], "seconds": 5},
    {"name": "sat clause count beyond int64", "args": ["sat"], "input": "p cnf 3 99999999999999999999\n1 0\n",
     "exit": 2, "words": ["clauses", "at most 2147483647"]},
    {"name": "sat clause count beyond int32", "args": ["sat"], "input": "p cnf 3 99999999999\n1 0\n", "exit": 2,
     "words": ["'99999999999' clauses"]},
    {"name": "sat literal too large", "args": ["sat"], "input": "p cnf 3 1\n1 4000000 0\n", "exit": 2,
     "words": ["literal '4000000'", "1048576"], "seconds": 5},
    {"name": "sat stray byte", "args": ["sat"], "input_hex": b"p cnf 3 1\n1 \xc3x 0\n".hex(), "exit": 2,
     "words": ["line 2", "\\xC3x"]},
    {"name": "sat long token", "args": ["sat"], "input": "p cnf 3 1\n" + "y" * 5000 + " 0\n", "exit": 2,
     "words": ["line 2", "(5000 characters)"]},
    {"name": "sat no header", "args": ["sat"], "input": "1 2 0\n", "exit": 2, "words": ["expected 'p cnf"]},
    {"name": "sat with --json", "args": ["sat", "--json"], "input": "p cnf 1 1\n1 0\n", "exit": 1,
     "words": ["--json"]},
    # A bad --method is a usage error for every genre, before any input is read (docs/cli.md).
    {"name": "sudoku solve --method magic", "args": ["solve", "--method", "magic", "--json"], "input": "." * 16 + "\n",
     "exit": 1, "words": ["--method takes", "fast, sat or human", "'magic'"]},
    {"name": "unknown genre", "args": ["solve", "--genre", "kakuro"], "input": "x\n", "exit": 1,
     "words": ["kakuro"]},
    {"name": "unknown verb", "args": ["frobnicate"], "input": "x\n", "exit": 1, "words": ["frobnicate"]},
    {"name": "hashi with a budget answers unknown", "args": ["hashi", "solve", "--budget", "1000", "--json"],
     "input": "", "exit": 0, "status": "unknown", "hashi_odd": True, "words": [], "seconds": 20},
    # The request time limit (docs/cli.md, "Limits"): each answers within its limit (plus the slack of
    # a sanitized build) and says the limit stopped it; a search cut short is never "no solution". A
    # run that a limit cut short exits 3 (docs/cli.md, "Exit status").
    {"name": "hashi solve stopped by --time-limit", "args": ["hashi", "solve", "--time-limit", "1", "--json"],
     "input": "", "exit": 3, "status": "unknown", "hashi_odd": True, "words": [], "stopped": True, "seconds": 15},
    {"name": "hashi rate stopped by --time-limit", "args": ["hashi", "rate", "--time-limit", "1", "--json"],
     "input": "", "exit": 3, "status": "error", "hashi_odd": True,
     "words": ["stopped before it could show", "time limit of 1 s"], "seconds": 15},
    {"name": "explain of an empty 25x25 stopped by --time-limit", "args": ["explain", "--time-limit", "1", "--json"],
     "input": "." * 625 + "\n", "exit": 3, "words": [], "stopped": True, "seconds": 15},
    # The chaining rungs kept a per-node table for every candidate's run (nodes², 4 GB on a 25x25):
    # natively 3.9 GB once the search reached them (within 4-8 s, by the machine's load); in WASM, after
    # the case above, an abort of the module at its 2 GB heap (tests/node/malformed.test.mjs).
    {"name": "explain of an empty 25x25 within the memory bound", "args": ["explain", "--time-limit", "3", "--json"],
     "input": "." * 625 + "\n", "exit": 3, "words": [], "stopped": True, "seconds": 15},
    {"name": "sudoku count of an empty 9x9 stopped by --time-limit",
     "args": ["solve", "--method", "sat", "--count", "1000000", "--time-limit", "1", "--json"],
     "input": "." * 81 + "\n", "exit": 3, "status": "multiple", "words": [], "stopped": True, "seconds": 15},
    {"name": "25x25 generate stopped by --time-limit", "args": ["generate", "--size", "25", "--count", "1000",
     "--time-limit", "1", "--json"], "input": "", "exit": 3, "words": [], "seconds": 15},
    {"name": "explain of an empty 25x25 stopped by --work-limit", "args": ["explain", "--work-limit", "20000000", "--json"],
     "input": "." * 625 + "\n", "exit": 3, "words": [], "stopped": "work-limit", "seconds": 15},
    {"name": "hashi rate stopped by --work-limit", "args": ["hashi", "rate", "--work-limit", "1000000", "--json"],
     "input": "", "exit": 3, "status": "error", "hashi_odd": True,
     "words": ["stopped before it could show", "work limit of 1000000 units"], "seconds": 15},
    {"name": "a time limit out of range", "args": ["solve", "--time-limit", "-3"], "input": "." * 16 + "\n",
     "exit": 1, "words": ["--time-limit"]},
    # The request memory limit (docs/cli.md, "Memory"): work that grows past --max-memory stops at its
    # next checkpoint and says so; the default (512 MB a puzzle) holds the cases above.
    {"name": "sudoku count of an empty 9x9 stopped by --max-memory",
     "args": ["solve", "--method", "sat", "--count", "1000000", "--max-memory", "8", "--json"],
     "input": "." * 81 + "\n", "exit": 3, "status": "multiple", "words": [], "stopped": "memory-limit", "seconds": 20},
    {"name": "explain of an empty 25x25 stopped by --max-memory", "args": ["explain", "--max-memory", "8", "--json"],
     "input": "." * 625 + "\n", "exit": 3, "words": [], "stopped": "memory-limit", "seconds": 20},
    # sat's plain output: the count so far, the reason, and the verdict the models found allow.
    {"name": "sat count stopped by --max-memory", "args": ["sat", "--count", "1000000", "--max-memory", "4"],
     "input": "p cnf 40 1\n1 2 0\n", "exit": 3, "status": "c gridlogic sat",
     "words": ["c stopped: the memory limit of 4 MB was reached", "s SATISFIABLE"], "seconds": 20},
    {"name": "a memory limit out of range", "args": ["solve", "--max-memory", "-1"], "input": "." * 16 + "\n",
     "exit": 1, "words": ["--max-memory", "0 to 1048576", "'-1'"]},
    {"name": "a memory limit past its maximum", "args": ["tectonic", "generate", "--max-memory", "1048577"],
     "input": "", "exit": 1, "words": ["--max-memory", "0 to 1048576"]},
    # A JSON number as an option value (the WASM API's options object) gets the CLI's words for the same
    # text: the option, what it takes, the value as the number's shortest text.
    {"name": "count as a huge JSON number", "args": ["solve", "--count", "1e+99"], "wasm_options": {"count": 1e99},
     "input": "." * 16 + "\n", "exit": 1, "words": ["--count takes a whole number", "'1e+99'"]},
    {"name": "count as a fractional JSON number", "args": ["solve", "--count", "2.5"], "wasm_options": {"count": 2.5},
     "input": "." * 16 + "\n", "exit": 1, "words": ["--count takes a whole number", "'2.5'"]},
    {"name": "method as a JSON number", "args": ["solve", "--method", "5"], "wasm_options": {"method": 5},
     "input": "." * 16 + "\n", "exit": 1, "words": ["--method takes", "fast, sat or human", "'5'"]},
    {"name": "time limit as a fractional JSON number", "args": ["hashi", "solve", "--time-limit", "0.5"],
     "wasm_options": {"time-limit": 0.5}, "input": "", "exit": 1, "words": ["--time-limit takes a whole number", "'0.5'"]},
]


def input_fields(inp):
    if isinstance(inp, dict) and "hex" in inp:
        return {"input_hex": inp["hex"]}
    if isinstance(inp, dict):
        return {"input_repeat": inp["repeat"]}
    return {"input": inp + "\n"}


def genre_cases(genre, table):
    out = []
    for name, inp, words in table:
        for verb in VERBS:
            case = {"name": f"{genre} {verb}: {name}", "args": [genre, verb, "--json"]}
            # check reads "PUZZLE SOLUTION"; with --solution the whole line is the puzzle, read first.
            if verb == "check":
                case["args"] += ["--solution", "1"]
            # A multi-line puzzle (grid or data form) is one input with --whole.
            if isinstance(inp, str) and "\n" in inp:
                case["args"].append("--whole")
            case.update(input_fields(inp))
            case.update({"exit": 0, "status": "error", "words": words})
            if isinstance(inp, dict) and "repeat" in inp:
                case["seconds"] = 10
            out.append(case)
    return out


def hashi_odd_grid():
    # 18×18, 81 islands all '2' (an odd total: no solution), the 341-byte input.
    return "https://puzz.link/p?hashi/18/18/" + "".join(
        ("2" if r % 2 == 0 and c % 2 == 0 else "g") for r in range(18) for c in range(18))


def main():
    files = {
        "sudoku.jsonl": genre_cases("sudoku", SUDOKU),
        "tectonic.jsonl": genre_cases("tectonic", TECTONIC),
        "hashi.jsonl": genre_cases("hashi", HASHI),
        "variant.jsonl": genre_cases("variant", VARIANT),
        # A puzzle line follows, so verbs that read input get as far as their options.
        "options.jsonl": [{"name": f"{g} {' '.join(a)}", "args": [g] + a, "input": "." * 16 + "\n", "exit": 1,
                           "words": w} for g, a, w in OPTIONS],
        "cli.jsonl": [],
    }
    for case in CLI:
        if case.pop("hashi_odd", False):
            case["input"] = hashi_odd_grid() + "\n"
        files["cli.jsonl"].append(case)
    total = 0
    for name, cases in files.items():
        with open(os.path.join(HERE, name), "w", encoding="utf-8") as f:
            for case in cases:
                f.write(json.dumps(case, ensure_ascii=False) + "\n")
        total += len(cases)
    print(f"{total} cases")


if __name__ == "__main__":
    main()
