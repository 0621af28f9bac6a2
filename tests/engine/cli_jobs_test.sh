#!/usr/bin/env bash
# --jobs (engine/cli/line_pool.h): on over 5,000 mixed lines — 17-clue, multi-solution (Serg),
# top1465, contradictions, malformed lines, comments and blank lines — `--jobs 4` writes byte for byte
# what `--jobs 1` writes, for solve (text and JSON) and rate, with the same exit status; an input that
# does not open keeps its place between the answers; --progress reports the final count.
# usage: cli_jobs_test.sh path/to/gridlogic DATASETS_DIR      (exit 77 = skipped: no data sets)
set -u
cli=$1
data=$2
if [ ! -d "$data/sudoku-17clue" ]; then
  echo "skip: $data is absent (the shared data sets)"
  exit 77
fi
# The checked preset (ASan, several times slower) sets GRIDLOGIC_DATASET_SAMPLE=k: a k-th of the lines,
# the same mix and the same checks; the native run takes them all.
k=${GRIDLOGIC_DATASET_SAMPLE:-1}
fails=0
same() {  # same NAME FILE1 FILE2
  if cmp -s "$2" "$3"; then echo "ok   $1"; else echo "FAIL $1: $(diff "$2" "$3" | head -5)"; fails=$((fails + 1)); fi
}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# A mix of N 17-clue, M Serg and K top1465 puzzles, in a fixed order: every 97th line is not a puzzle,
# every 173rd a contradiction, every 131st is followed by a comment and a blank line (skipped, but they
# count in the "line N" places).
mix() {  # mix N M K FILE
  {
    grep -v '^#' "$data/sudoku-17clue/puzzles2_17_clue" | head -"$1"
    grep -v '^#' "$data/sudoku-serg-benchmark/puzzles7_serg_benchmark" | head -"$2"
    grep -v '^#' "$data/sudoku-magictour-top1465/puzzles3_magictour_top1465" | head -"$3"
  } | awk 'NR%97==0{print "not a puzzle " NR} NR%131==0{print "# comment"; print ""} NR%173==0{print "11" substr($0,3)} {print}' >"$4"
  local lines
  lines=$(grep -cv '^\(#.*\)\?$' "$4")
  if [ "$lines" -ge $((5000 / k)) ]; then echo "ok   $lines puzzle lines"; else echo "FAIL only $lines lines"; fails=$((fails + 1)); fi
}
mix $((2000 / k)) $((1500 / k)) $((1465 / k)) "$tmp/mixed.txt"
lines=$(grep -cv '^\(#.*\)\?$' "$tmp/mixed.txt")
# Rating top1465's puzzles takes minutes; the rate mix has a hundred of them.
mix $((3600 / k)) $((1300 / k)) $((100 / k)) "$tmp/rate.txt"

run() {  # run NAME ARGS...: stdout, stderr and exit status of --jobs 1 and --jobs 4 must agree
  local name=$1
  shift
  "$cli" "$@" --jobs 1 >"$tmp/one.out" 2>"$tmp/one.err"
  echo "exit $?" >>"$tmp/one.err"
  "$cli" "$@" --jobs 4 >"$tmp/four.out" 2>"$tmp/four.err"
  echo "exit $?" >>"$tmp/four.err"
  same "$name: stdout" "$tmp/one.out" "$tmp/four.out"
  same "$name: stderr and exit status" "$tmp/one.err" "$tmp/four.err"
}

run "solve" solve "$tmp/mixed.txt"
errors=$(grep -c '^error' "$tmp/one.out")
if [ "$errors" -ge $((50 / k)) ]; then echo "ok   $errors error lines in the mix"; else echo "FAIL $errors error lines"; fails=$((fails + 1)); fi
# JSON carries the time each search took; everything else must agree.
"$cli" solve --json --jobs 1 "$tmp/mixed.txt" | sed 's/"ms":[0-9.e+-]*//' >"$tmp/one.json"
"$cli" solve --json --jobs 4 "$tmp/mixed.txt" | sed 's/"ms":[0-9.e+-]*//' >"$tmp/four.json"
same "solve --json (times aside)" "$tmp/one.json" "$tmp/four.json"
run "rate" rate --runs 1 "$tmp/rate.txt"
# A missing file between two good ones: exit 2, its message between the same answers.
head -300 "$tmp/mixed.txt" >"$tmp/a.txt"
tail -300 "$tmp/mixed.txt" >"$tmp/b.txt"
run "missing file" solve "$tmp/a.txt" "$tmp/nonexistent.txt" "$tmp/b.txt"
grep -q "exit 2" "$tmp/one.err" && echo "ok   missing file exit 2" || { echo "FAIL missing file exit"; fails=$((fails + 1)); }
# Standard input and --whole go through the pool too.
"$cli" solve --jobs 1 <"$tmp/mixed.txt" >"$tmp/one.out"
"$cli" solve --jobs 4 <"$tmp/mixed.txt" >"$tmp/four.out"
same "stdin" "$tmp/one.out" "$tmp/four.out"
run "--whole" solve --whole "$tmp/a.txt" "$tmp/b.txt"

# --progress: asked for, the last report on stderr is the number of answers.
"$cli" solve --jobs 4 --progress "$tmp/mixed.txt" 2>"$tmp/progress.err" >/dev/null
want="solve: answered $lines"
if [ "$(tail -1 "$tmp/progress.err")" == "$want" ]; then echo "ok   progress"; else echo "FAIL progress: $(tail -2 "$tmp/progress.err")"; fails=$((fails + 1)); fi
"$cli" solve --jobs 0 </dev/null >/dev/null 2>&1
if [ $? -eq 1 ]; then echo "ok   --jobs 0 is a usage error"; else echo "FAIL --jobs 0"; fails=$((fails + 1)); fi

echo "$fails failure(s)"
[ "$fails" -eq 0 ]
