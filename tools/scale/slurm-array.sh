#!/usr/bin/env bash
# slurm-array.sh — one task of a Slurm job array: answers its range of a corpus's lines (docs/scale.md).
#
#   sbatch --array=0-9 tools/scale/slurm-array.sh CORPUS OUTDIR solve [--json] [OPTIONS...]
#   cat OUTDIR/part-*.out > answers.txt          # once every task has finished: the corpus's answers
#
# Task i of N answers lines i*ceil(L/N)+1 .. (i+1)*ceil(L/N) of the L-line corpus on the cores Slurm gave
# it (--jobs), numbering them as the corpus does (--first-line), so the concatenated parts are byte for
# byte one process's `gridlogic VERB ... < CORPUS`. A part is written under a temporary name and renamed
# when complete, so a failed or requeued task never leaves half a part. Outside Slurm, set
# SLURM_ARRAY_TASK_ID and SLURM_ARRAY_TASK_COUNT yourself (tests/engine/scale_test.sh does).
# GRIDLOGIC names the binary (default: gridlogic on PATH).
#SBATCH --job-name=gridlogic
#SBATCH --cpus-per-task=4
#SBATCH --output=gridlogic-%A_%a.log
set -euo pipefail
if [ $# -lt 3 ]; then
  echo "usage: slurm-array.sh CORPUS OUTDIR VERB [OPTIONS...]" >&2
  exit 1
fi
corpus=$1
out=$2
shift 2
task=${SLURM_ARRAY_TASK_ID:?run under sbatch --array, or set SLURM_ARRAY_TASK_ID}
tasks=${SLURM_ARRAY_TASK_COUNT:?run under sbatch --array, or set SLURM_ARRAY_TASK_COUNT}
total=$(wc -l <"$corpus")
per=$(((total + tasks - 1) / tasks))
first=$((task * per + 1))
last=$((first + per - 1))
mkdir -p "$out"
part=$out/part-$(printf '%06d' "$task")
if [ "$first" -le "$total" ]; then
  sed -n "${first},${last}p;${last}q" "$corpus" |
    "${GRIDLOGIC:-gridlogic}" "$@" --jobs "${SLURM_CPUS_PER_TASK:-1}" --first-line "$first" >"$part.tmp"
else
  : >"$part.tmp"  # more tasks than lines: an empty part keeps the numbering simple
fi
mv "$part.tmp" "$part.out"
