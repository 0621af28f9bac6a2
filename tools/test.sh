#!/usr/bin/env bash
# Sets everything up, builds the four presets, and runs every test: GoogleTest + CLI (ctest), the same
# again in the checked build (assertions on, ASan + UBSan; docs/testing.md), node tests of the WASM
# module, Playwright browser tests in Debian's Chromium, and a short run of every fuzz target
# (build/fuzz). Exits non-zero on any failure.
#   tools/test.sh --scale   instead: docs/scale.md's recipes on real services (tools/scale/check-real.sh:
#                           GNU parallel over a real sshd, the job array under a real one-node Slurm,
#                           each daemon its own; installs openssh-server, slurm-wlm parts and munge)
set -euo pipefail
cd "$(dirname "$0")/.."
if [ "${1:-}" = --scale ]; then
  bash tools/setup.sh
  bash tools/build.sh native
  exec bash tools/scale/check-real.sh --install
fi
# Each phase says how long it took (wall seconds), so a slow CI run shows where its minutes went.
start=$SECONDS phase_start=$SECONDS
phase() {  # phase "NAME": ends the previous phase with its time, starts the next
  echo "   (took $((SECONDS - phase_start)) s; $((SECONDS - start)) s so far)"
  phase_start=$SECONDS
  echo "== $1 =="
}
echo "== set-up and build (native, wasm, checked) =="
bash tools/setup.sh
bash tools/build.sh native wasm checked
[ -d ../shared/datasets ] || echo "note: ../shared/datasets is absent; tests that need it will skip"

phase "engine (GoogleTest, CLI)"
ctest --preset native
phase "engine again, checked: assertions, ASan, UBSan (data sets sampled)"
ctest --preset checked
phase "WASM module (node)"
node --test tests/node/
phase "browser (Playwright + Chromium)"
node --test tests/browser/
# Every libFuzzer target for a short time (docs/testing.md §5): a regression in a parser shows as a
# finding. 20 s each, one target per core at a time (14 targets: 2½ minutes on 2 cores); raise it for a
# longer run.
phase "fuzz targets (libFuzzer, ASan + UBSan)"
bash tools/fuzz.sh "${GRIDLOGIC_FUZZ_SECONDS:-20}"
phase "done"
