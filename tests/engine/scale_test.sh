#!/usr/bin/env bash
# docs/scale.md's recipes on this machine: GNU parallel over two "hosts" (two local job slots, and two
# named hosts reached through a stand-in for ssh) and the Slurm job-array script run task by task, on
# 10,000 puzzles plus malformed lines; each merged result must be byte for byte one process's.
# usage: scale_test.sh path/to/gridlogic DATASETS_DIR REPO_DIR   (exit 77 = skipped: no data sets or parallel)
set -u
cli=$1
data=$2
repo=$3
if [ ! -d "$data/sudoku-17clue" ]; then
  echo "skip: $data is absent (the shared data sets)"
  exit 77
fi
if ! command -v parallel >/dev/null; then
  echo "skip: GNU parallel is not installed (tools/setup.sh installs it)"
  exit 77
fi
fails=0
same() {  # same NAME FILE1 FILE2
  if cmp -s "$2" "$3"; then echo "ok   $1"; else echo "FAIL $1: $(diff "$2" "$3" | head -5)"; fails=$((fails + 1)); fi
}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# 10,000 puzzles (17-clue, Serg's multi-solution set, top1465) and every 97th line malformed, so the
# error places ("stdin line N") show whether the blocks number their lines as the corpus does.
{
  grep -v '^#' "$data/sudoku-17clue/puzzles2_17_clue" | head -7000
  grep -v '^#' "$data/sudoku-serg-benchmark/puzzles7_serg_benchmark" | head -2000
  grep -v '^#' "$data/sudoku-magictour-top1465/puzzles3_magictour_top1465" | head -1000
} | awk 'NR%97==0{print "not a puzzle " NR} {print}' >"$tmp/corpus.txt"
echo "corpus: $(wc -l <"$tmp/corpus.txt") lines"

"$cli" solve --jobs 1 <"$tmp/corpus.txt" >"$tmp/one.txt"

# The recipe: blocks of 1000 lines, job N numbers its first line (N-1)*1000+1, answers in order.
parallel --pipe -N 1000 --keep-order -S 1/:,1/: \
  "$cli solve --jobs 1 --first-line \$(( ({#} - 1) * 1000 + 1 ))" <"$tmp/corpus.txt" >"$tmp/local.txt"
same "GNU parallel, two local job slots" "$tmp/one.txt" "$tmp/local.txt"

# The same with --sshlogin to two hosts; the stand-in for ssh runs the remote command here, so the
# quoting parallel does for a remote shell is exercised too.
cat >"$tmp/fake-ssh" <<'SH'
#!/bin/sh
while [ "$#" -gt 0 ]; do case "$1" in -*) shift ;; *) break ;; esac; done
echo "$1" >>"$(dirname "$0")/hosts.log"
shift
[ "$1" = -- ] && shift
# sshd always sets SHELL (the login shell), and parallel's remote worker runs the job with $SHELL;
# a CI runner may have none, which would make every remote job run nothing.
SHELL=/bin/sh exec sh -c "$*"
SH
chmod +x "$tmp/fake-ssh"
parallel --ssh "$tmp/fake-ssh" --pipe -N 1000 --keep-order -S 1/host-a,1/host-b \
  "$cli solve --jobs 1 --first-line \$(( ({#} - 1) * 1000 + 1 ))" <"$tmp/corpus.txt" >"$tmp/ssh.txt"
same "GNU parallel, --sshlogin host-a,host-b" "$tmp/one.txt" "$tmp/ssh.txt"
hosts=$(sort -u "$tmp/hosts.log" | tr '\n' ' ')
if [ "$hosts" == "host-a host-b " ]; then echo "ok   both hosts took blocks"; else echo "FAIL hosts: $hosts"; fails=$((fails + 1)); fi

# The job array, four tasks run one after another as Slurm would run them side by side.
for task in 0 1 2 3; do
  SLURM_ARRAY_TASK_ID=$task SLURM_ARRAY_TASK_COUNT=4 SLURM_CPUS_PER_TASK=2 GRIDLOGIC=$cli \
    bash "$repo/tools/scale/slurm-array.sh" "$tmp/corpus.txt" "$tmp/parts" solve
done
cat "$tmp/parts"/part-*.out >"$tmp/array.txt"
same "Slurm job array, 4 tasks" "$tmp/one.txt" "$tmp/array.txt"

echo "$fails failure(s)"
[ "$fails" -eq 0 ]
