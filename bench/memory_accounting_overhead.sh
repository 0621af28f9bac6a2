#!/usr/bin/env bash
# memory_accounting_overhead.sh — what the heap accounting of the memory limit costs (memory_budget.cpp):
# the native CLI as built (on) against the same objects relinked with memory_budget.cpp compiled
# -DGRIDLOGIC_NO_HEAP_ACCOUNTING (off: the library's operator new), on the same inputs, interleaved.
#   bash bench/memory_accounting_overhead.sh [DATASETS_DIR]     (after tools/build.sh native)
# Prints user+sys CPU seconds, best of 3 (the fairer figure on a shared machine), and on/off.
set -euo pipefail
cd "$(dirname "$0")/.."
data="${1:-../shared/datasets}"
build=build/native
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# The off build: the compile command of memory_budget.cpp and the CLI's link command, from ninja.
compile=$(cd "$build" && ninja -t commands gridlogic | grep -- '-c .*engine/src/memory_budget.cpp$' | sed 's/^ccache //')
link=$(cd "$build" && ninja -t commands gridlogic | grep -- '-o gridlogic ')
(cd "$build" && eval "${compile/ -o engine\/CMakeFiles\/gridlogic_engine.dir\/src\/memory_budget.cpp.o/ -DGRIDLOGIC_NO_HEAP_ACCOUNTING -o $tmp/memory_budget.cpp.o}")
cp "$build/engine/libgridlogic_engine.a" "$tmp/lib.a"
ar r "$tmp/lib.a" "$tmp/memory_budget.cpp.o" 2>/dev/null
link=${link#: && }; link=${link% && :}
link=${link/engine\/libgridlogic_engine.a/$tmp/lib.a}
(cd "$build" && eval "${link/-o gridlogic /-o $tmp/gridlogic-off }")
if nm -C "$tmp/gridlogic-off" | grep -q ' T operator new(unsigned long)$'; then echo "off build still has the accounting" >&2; exit 1; fi
on="$build/gridlogic" off="$tmp/gridlogic-off"
# awk, not grep | head: head's early exit would end grep by SIGPIPE, a failure under pipefail.
awk '!/^#/ && n++ < 2000' "$data/sudoku-17clue/puzzles2_17_clue" >"$tmp/17.txt"
for _ in $(seq 10); do cat "$tmp/17.txt"; done >"$tmp/17x10.txt"
awk '!/^#/ && n++ < 400' "$data/sudoku-magictour-top1465/puzzles3_magictour_top1465" >"$tmp/hard.txt"
cpu() { /usr/bin/time -f '%U %S' "$@" >/dev/null 2>"$tmp/t"; awk '{ print $1 + $2 }' "$tmp/t" | tail -1; }
printf '%-30s %8s %8s %7s\n' workload off_s on_s on/off
while IFS='|' read -r name args; do
  best_off=999 best_on=999
  for _ in 1 2 3; do
    t=$(cpu $off $args); best_off=$(awk -v a="$t" -v b="$best_off" 'BEGIN { print (a < b) ? a : b }')
    t=$(cpu $on $args); best_on=$(awk -v a="$t" -v b="$best_on" 'BEGIN { print (a < b) ? a : b }')
  done
  printf '%-30s %8.2f %8.2f %7.3f\n' "$name" "$best_off" "$best_on" "$(awk -v a="$best_on" -v b="$best_off" 'BEGIN { print a / b }')"
done <<LIST
solve fast, 20000 17-clue|solve --jobs 1 $tmp/17x10.txt
solve sat, 2000 17-clue|solve --jobs 1 --method sat $tmp/17.txt
explain, 400 magictour top|explain --jobs 1 $tmp/hard.txt
rate, 400 magictour top|rate --jobs 1 $tmp/hard.txt
generate 9x9, 200|generate --count 200 --seed 3
LIST
