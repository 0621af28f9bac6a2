#!/usr/bin/env bash
# Builds the libFuzzer targets (preset `fuzz`: clang-14, ASan + UBSan, build/fuzz) and runs each one.
#   tools/fuzz.sh [SECONDS] [TARGET...]     default: 30 seconds each, every target
# Seeds are written fresh from generated puzzles and tests/data (fuzz_seeds); what a run learns is kept
# in build/fuzz/corpus/<target>/ (git-ignored, build output). A finding stops that target: the input
# is saved as build/fuzz/findings/<target>/crash-… and the script exits non-zero after the others ran.
# Each target prints one summary line: executions, execs/s, corpus size.
# Reproduce a finding: build/fuzz/fuzz/fuzz_<target> build/fuzz/findings/<target>/crash-…
# The long run (docs/testing.md §5): GRIDLOGIC_FUZZ_RUNS=10000000 nice -n 19 tools/fuzz.sh 86400 TARGET…
# stops each target at that many executions (or SECONDS, whichever comes first); GRIDLOGIC_FUZZ_JOBS=1
# runs one target at a time (the default is one per core).
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-30}"
shift || true
if command -v ccache >/dev/null; then
  export CMAKE_C_COMPILER_LAUNCHER=ccache CMAKE_CXX_COMPILER_LAUNCHER=ccache
  # As in tools/build.sh: a fresh clone elsewhere (CI's) hits the cache too, -g and all.
  export CCACHE_BASEDIR="${CCACHE_BASEDIR:-$(dirname "$PWD")}" CCACHE_NOHASHDIR=1 CCACHE_MAXSIZE="${CCACHE_MAXSIZE:-5G}"
fi
[ -f build/fuzz/build.ninja ] || cmake --preset fuzz >/dev/null
cmake --build --preset fuzz
bin=build/fuzz/fuzz
targets=("$@")
if [ ${#targets[@]} -eq 0 ]; then
  for f in "$bin"/fuzz_*; do
    t=${f##*/fuzz_}
    [ "$t" = seeds ] || targets+=("$t")
  done
fi
seeds=build/fuzz/seeds
rm -rf "$seeds" && "$bin/fuzz_seeds" "$seeds" "$PWD" >/dev/null
# LeakSanitizer needs ptrace, which containers often forbid; leaks are not what these targets look for.
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=0}"
export UBSAN_OPTIONS="${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}"
# Targets run GRIDLOGIC_FUZZ_JOBS at a time (default: one per core), each for SECONDS of wall clock.
parallel="${GRIDLOGIC_FUZZ_JOBS:-$(nproc)}"
run_target() {  # run_target T: fuzzes T, writes its summary row to build/fuzz/logs/T.row, fails on a finding
  local t=$1 corpus=build/fuzz/corpus/$1 findings=build/fuzz/findings/$1 log=build/fuzz/logs/$1.log status=0
  mkdir -p "$corpus" "$findings" "$seeds/$t" "${log%/*}"
  # The run() target does real work per input: short inputs, and a slow one is a finding (-timeout).
  local extra=(-max_len=4096 -timeout=10)
  [ "$t" = run ] && extra=(-max_len=300 -timeout=20)
  [ -n "${GRIDLOGIC_FUZZ_RUNS:-}" ] && extra+=(-runs="$GRIDLOGIC_FUZZ_RUNS")
  # -rss_limit_mb: an input that makes a parser allocate beyond 1 GB is a finding too.
  /usr/bin/time -o "$log.time" -f '%U %S' "$bin/fuzz_$t" "$corpus" "$seeds/$t" -max_total_time="$seconds" \
    -print_final_stats=1 -rss_limit_mb=1024 -artifact_prefix="$findings/" "${extra[@]}" >"$log" 2>&1 || status=1
  local execs rate size cpu per_cpu
  execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
  rate=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log" | tail -1)
  size=$(ls "$corpus" | wc -l)
  cpu=$(awk '/^[0-9.]+ [0-9.]+$/ { print $1 + $2 }' "$log.time" 2>/dev/null | tail -1)
  per_cpu=$(awk -v e="${execs:-0}" -v c="${cpu:-0}" 'BEGIN { if (c > 0) printf "%d", e / c; else print "?" }')
  printf '%-18s %12s %10s %12s %8s\n' "$t" "${execs:-?}" "${rate:-?}" "$per_cpu" "$size" >"${log%.log}.row"
  return $status
}
# execs/s is libFuzzer's (wall clock); execs/cpu-s divides by the CPU time the target got, which is the
# fairer figure on a shared machine.
printf '%-18s %12s %10s %12s %8s\n' target executions execs/s execs/cpu-s corpus
declare -A pid_of
for t in "${targets[@]}"; do
  while [ "$(jobs -rp | wc -l)" -ge "$parallel" ]; do wait -n || true; done
  run_target "$t" &
  pid_of[$t]=$!
done
failed=()
for t in "${targets[@]}"; do
  wait "${pid_of[$t]}" || failed+=("$t")
  cat "build/fuzz/logs/$t.row"
done
if [ ${#failed[@]} -gt 0 ]; then
  echo "fuzz findings in: ${failed[*]} (inputs in build/fuzz/findings/, logs in build/fuzz/logs/)" >&2
  for t in "${failed[@]}"; do grep -a -m3 -E 'ERROR|fuzz finding|runtime error|SUMMARY' "build/fuzz/logs/$t.log" >&2 || true; done
  exit 1
fi
