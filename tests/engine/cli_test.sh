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

# sat: a DIMACS file in, MiniSat-style answer out ("s ..." verdict, "v ... 0" model lines).
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
printf 'c document 003, 2.2.1\np cnf 3 4\n1 -2 0\n2 3 0\n-1 -3 0\n-1 -2 3 0\n' >"$tmp/doc.cnf"
out=$("$cli" sat "$tmp/doc.cnf")
check "sat verdict" "s SATISFIABLE" "$out"
check "sat model" "v -1 -2 3 0" "$out"
out=$(printf 'c uf\np cnf 1 2\n1 0\n-1 0\n%%\n0\n' | "$cli" sat)
check "sat unsatisfiable from stdin, SATLIB end marker" "s UNSATISFIABLE" "$out"
check "sat count all" "c models 4 (all)" "$(printf 'p cnf 2 0\n' | "$cli" sat --count 10)"
out=$(printf 'p cnf 3 0\n' | "$cli" sat --count 5)
check "sat count to the limit" "c models 5 (limit reached; there may be more)" "$out"
check "sat count verdict" "s SATISFIABLE" "$out"
check "sat count none" "s UNSATISFIABLE" "$(printf 'p cnf 1 2\n1 0\n-1 0\n' | "$cli" sat --count 3)"
# Pigeonhole 9 -> 8 needs far more than one conflict.
python3 - >"$tmp/php.cnf" <<'PY'
P, H = 9, 8
v = lambda i, h: i * H + h + 1
cl = [[v(i, h) for h in range(H)] for i in range(P)]
cl += [[-v(i, h), -v(j, h)] for h in range(H) for i in range(P) for j in range(i + 1, P)]
print(f"p cnf {P * H} {len(cl)}")
for c in cl: print(" ".join(map(str, c)), 0)
PY
check "sat budget" "s UNKNOWN" "$("$cli" sat --budget 1 "$tmp/php.cnf")"
# A Sudoku encoded by `encode` is solved by `sat`, and its model is a model of the file.
echo "$p17" | "$cli" encode --encoding efficient >"$tmp/sudoku.cnf"
"$cli" sat "$tmp/sudoku.cnf" >"$tmp/sudoku.out"
check "sat on encode output" "s SATISFIABLE" "$(cat "$tmp/sudoku.out")"
verdict=$(python3 - "$tmp/sudoku.cnf" "$tmp/sudoku.out" <<'PY'
import sys
clauses = [[int(t) for t in l.split()[:-1]] for l in open(sys.argv[1]) if l[0] not in "cp"]
model = {int(t) for l in open(sys.argv[2]) if l.startswith("v ") for t in l.split()[1:]}
ok = all(any(x in model for x in c) for c in clauses) and 0 in model
ok = ok and sum(1 for x in model if x > 0) == 81 and all(len(l) <= 81 for l in open(sys.argv[2]))
print("valid" if ok else "invalid")
PY
)
check "sat model satisfies every clause" valid "$verdict"
printf 'p cnf 3 1\n1 x1 0\n' >"$tmp/bad.cnf"
err=$("$cli" sat "$tmp/bad.cnf" 2>&1 >/dev/null); status=$?
check "sat reader error names file and line" "$tmp/bad.cnf line 2: expected an integer literal or 0, found 'x1'" "$err"
check "sat reader error exit 2" 2 "$status"
"$cli" sat /nonexistent/file.cnf >/dev/null 2>&1; check "sat unreadable exit 2" 2 "$?"
"$cli" sat "$tmp/doc.cnf" "$tmp/doc.cnf" >/dev/null 2>&1; check "sat one file exit 1" 1 "$?"

echo "$fails failed"
[ "$fails" = 0 ]
