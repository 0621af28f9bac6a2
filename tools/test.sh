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
bash tools/setup.sh
bash tools/build.sh native wasm checked
[ -d ../shared/datasets ] || echo "note: ../shared/datasets is absent; tests that need it will skip"

echo "== engine (GoogleTest, CLI) =="
ctest --preset native
echo "== engine again, checked: assertions, ASan, UBSan (data sets sampled) =="
ctest --preset checked
echo "== WASM module (node) =="
node --test tests/node/
echo "== browser (Playwright + Chromium) =="
node --test tests/browser/
# Every libFuzzer target for a short time (docs/testing.md §5): a regression in a parser shows as a
# finding. 20 s × 13 targets keeps CI's 90 minutes on 2 cores in reach; raise it for a longer run.
echo "== fuzz targets (libFuzzer, ASan + UBSan) =="
bash tools/fuzz.sh "${GRIDLOGIC_FUZZ_SECONDS:-20}"
