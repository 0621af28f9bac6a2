#!/usr/bin/env bash
# The CLI contract of SPEC.md ("Fixed points") on the built binary: JSON per line, statuses, exit codes.
# usage: cli_test.sh path/to/gridlogic
set -u
cli=$1
fails=0
check() {  # check NAME EXPECTED ACTUAL
  if [[ "$3" == *"$2"* ]]; then echo "ok   $1"; else echo "FAIL $1: expected '$2' in: $3"; fails=$((fails + 1)); fi
}

# A 17-clue puzzle (the first of Royle's set, document 002) is unique, and its solution obeys the rules.
p17='.......1.4.........2...........5.4.7..8...3....1.9....3..4..2...5.1........8.6...'
out=$(echo "$p17" | "$cli" solve --genre sudoku --json)
check "17-clue status" '"status":"unique"' "$out"
sol=$(sed -n 's/.*"solution":"\([^"]*\)".*/\1/p' <<<"$out")
verdict=$(python3 - "$p17" "$sol" <<'PY'
import sys
p, s = sys.argv[1], sys.argv[2]
ok = len(s) == 81 and all(c in "123456789" for c in s)
ok = ok and all(a in ".0" or a == b for a, b in zip(p, s))
units = [[r*9+c for c in range(9)] for r in range(9)] + [[r*9+c for r in range(9)] for c in range(9)]
units += [[(br+i)*9+bc+j for i in range(3) for j in range(3)] for br in (0,3,6) for bc in (0,3,6)]
ok = ok and all(len({s[i] for i in u}) == 9 for u in units)
print("valid" if ok else "invalid")
PY
)
check "17-clue solution obeys the rules" valid "$verdict"

out=$(printf '# comment\n\n%s\n%s\n' "11${p17:2}" "xyz" | "$cli" solve --json)
check "contradiction" '"status":"none"' "$(sed -n 1p <<<"$out")"
check "error names the line" '"error":"stdin line 4: a Sudoku line has' "$(sed -n 2p <<<"$out")"
check "one object per puzzle" 2 "$(wc -l <<<"$out")"

out=$(printf '%81s\n' '' | tr ' ' '.' | "$cli" solve --count 5 --json)
check "count to a limit" '"status":"multiple","solution":' "$out"
check "count field" '"count":5' "$out"
check "plain output" "unique	" "$(echo "$p17" | "$cli" solve)"
check "solved with --count 1" '"status":"solved"' "$(echo "$p17" | "$cli" solve --count 1 --json)"

out=$(printf '%81s\n' '' | tr ' ' '.' | "$cli" encode --encoding extended)
check "encode header" "p cnf 729 11988" "$out"

"$cli" solve --count zero </dev/null >/dev/null 2>&1; check "usage error exit 1" 1 "$?"
"$cli" bogus </dev/null >/dev/null 2>&1; check "unknown command exit 1" 1 "$?"
"$cli" solve /nonexistent/file >/dev/null 2>&1; check "unreadable input exit 2" 2 "$?"
echo "$p17" | "$cli" solve --json >/dev/null; check "processed exit 0" 0 "$?"

echo "$fails failed"
[ "$fails" = 0 ]
