#!/usr/bin/env bash
# Deterministic limits (issue 38): on a corpus whose hard lines meet the work limit, `explain` and `rate`
# with --jobs 2 write byte for byte what --jobs 1 writes — stdout, stderr and exit status — while other
# processes keep every core busy, so the requests run slower than on an idle machine. With the clock as
# the limit they differed (36 of 200 explain lines); the work limit stops each request at the same step
# whatever the load (engine/include/gridlogic/deadline.h).
# usage: cli_limits_jobs_test.sh path/to/gridlogic DATASETS_DIR [WORK_LIMIT] [LINES]
#   WORK_LIMIT: units (default 2000000: a fraction of a second a request, so the test is quick; the
#   default limit's run is tools/limits_determinism.sh). LINES: puzzles of each set (default 8).
# Exit 77 = skipped: no data sets.
set -u
cli=$1
data=$2
work=${3:-2000000}
lines=${4:-8}
hard="$data/sudoku-forum-hardest-1106/puzzles6_forum_hardest_1106"
top="$data/sudoku-magictour-top1465/puzzles3_magictour_top1465"
if [ ! -f "$hard" ] || [ ! -f "$top" ]; then
  echo "skip: the shared data sets are absent ($data)"
  exit 77
fi
fails=0
tmp=$(mktemp -d)
busy=()
cleanup() {
  for pid in "${busy[@]}"; do kill "$pid" 2>/dev/null; done
  rm -rf "$tmp"
}
trap cleanup EXIT

# Hard puzzles (most meet the limit) between easier ones (most do not), and a bad line.
{
  grep -v '^#' "$hard" | head -"$lines"
  echo "not a puzzle"
  grep -v '^#' "$top" | head -"$lines"
} | awk '{print} NR%5==0{print "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"}' >"$tmp/corpus.txt"

# Every core busy with other work, as on a shared machine (killed by the trap).
for _ in $(seq 1 "$(nproc)"); do
  (while :; do :; done) &
  busy+=($!)
done

same() {  # same NAME FILE1 FILE2
  if cmp -s "$2" "$3"; then echo "ok   $1"; else echo "FAIL $1: $(diff "$2" "$3" | head -6)"; fails=$((fails + 1)); fi
}
run() {  # run NAME ARGS...
  local name=$1
  shift
  "$cli" "$@" --work-limit "$work" --jobs 1 "$tmp/corpus.txt" >"$tmp/one.out" 2>"$tmp/one.err"
  echo "exit $?" >>"$tmp/one.err"
  "$cli" "$@" --work-limit "$work" --jobs 2 "$tmp/corpus.txt" >"$tmp/two.out" 2>"$tmp/two.err"
  echo "exit $?" >>"$tmp/two.err"
  same "$name --jobs 2 = --jobs 1: stdout" "$tmp/one.out" "$tmp/two.out"
  same "$name --jobs 2 = --jobs 1: stderr and exit status" "$tmp/one.err" "$tmp/two.err"
  local stopped whole
  # A stop reads 'stopped: the work limit of N units was reached' in text, '"stopped":"work-limit"' in JSON.
  stopped=$(grep -cE 'the work limit of|"stopped":"work-limit"' "$tmp/one.out")
  whole=$(grep -cvE 'the work limit of|"stopped":"work-limit"' "$tmp/one.out")
  if [ "$stopped" -ge 3 ] && [ "$whole" -ge 3 ]; then
    echo "ok   $name: $stopped lines stopped by the work limit, $whole not"
  else
    echo "FAIL $name: the corpus must meet the limit on some lines and not on others ($stopped stopped, $whole not)"
    fails=$((fails + 1))
  fi
  check_exit 3 "$(tail -1 "$tmp/one.err")" "$name"
}
check_exit() {
  if [ "$2" = "exit $1" ]; then echo "ok   $3: $2"; else echo "FAIL $3: $2, expected exit $1"; fails=$((fails + 1)); fi
}

run explain explain
run "explain --json" explain --json
run rate rate --runs 3

echo "$fails failed"
[ "$fails" = 0 ]
