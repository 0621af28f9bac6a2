#!/usr/bin/env bash
# The work limit's promise at the default limits (docs/cli.md, "Work and time"): on a corpus whose
# hardest lines meet the default limit, `explain` and `rate` with --jobs 2 write byte for byte what
# --jobs 1 writes, while busy loops keep every core occupied. Minutes: each line that meets the limit
# spends it in full. tests/engine/cli_limits_jobs_test.sh is the same check at a small limit, for ctest.
#   tools/limits_determinism.sh [path/to/gridlogic] [DATASETS_DIR] [WORK_LIMIT]
# Without WORK_LIMIT the default limits apply (the CLI's: the work limit alone).
set -euo pipefail
cd "$(dirname "$0")/.."
cli=${1:-build/native/gridlogic}
data=${2:-../shared/datasets}
limit=${3:-}
tmp=$(mktemp -d)
busy=()
cleanup() {
  for pid in "${busy[@]}"; do kill "$pid" 2>/dev/null || true; done
  rm -rf "$tmp"
}
trap cleanup EXIT

# Lines that meet the default limit (empty 16×16 and 25×25 grids explained: the ladder climbs and
# climbs), between 9×9 puzzles of the forum's hardest that do not.
{
  # awk, not grep | head: head's early exit would end grep by SIGPIPE, a failure under pipefail.
  awk '!/^#/ && n++ < 6' "$data/sudoku-forum-hardest-1106/puzzles6_forum_hardest_1106"
  printf '%256s\n' '' | tr ' ' '.'
  awk '!/^#/ && n++ < 6' "$data/sudoku-magictour-top1465/puzzles3_magictour_top1465"
  printf '%625s\n' '' | tr ' ' '.'
} >"$tmp/corpus.txt"

for _ in $(seq 1 "$(nproc)"); do
  (while :; do :; done) &
  busy+=($!)
done
echo "corpus: $(wc -l <"$tmp/corpus.txt") lines; $(nproc) busy loops; limit: ${limit:-the default}"

fails=0
for verb in explain rate; do
  args=("$verb")
  [ -n "$limit" ] && args+=(--work-limit "$limit")
  start=$SECONDS
  "$cli" "${args[@]}" --jobs 1 "$tmp/corpus.txt" >"$tmp/one.out" 2>"$tmp/one.err" || echo "exit $?" >>"$tmp/one.err"
  middle=$SECONDS
  "$cli" "${args[@]}" --jobs 2 "$tmp/corpus.txt" >"$tmp/two.out" 2>"$tmp/two.err" || echo "exit $?" >>"$tmp/two.err"
  stopped=$(grep -c 'the work limit of' "$tmp/one.out" || true)
  if cmp -s "$tmp/one.out" "$tmp/two.out" && cmp -s "$tmp/one.err" "$tmp/two.err"; then
    echo "ok   $verb: --jobs 2 = --jobs 1 byte for byte ($(wc -l <"$tmp/one.out") lines, $stopped stopped by the work limit; $((middle - start)) s and $((SECONDS - middle)) s)"
  else
    echo "FAIL $verb: --jobs 2 differs from --jobs 1"
    diff "$tmp/one.out" "$tmp/two.out" | head -5 || true
    fails=$((fails + 1))
  fi
done
[ "$fails" = 0 ]
