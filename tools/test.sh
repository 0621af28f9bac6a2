#!/usr/bin/env bash
# Sets everything up, builds both presets, and runs every test: GoogleTest + CLI (ctest), node tests of
# the WASM module, Playwright browser tests in Debian's Chromium. Exits non-zero on any failure.
set -euo pipefail
cd "$(dirname "$0")/.."
bash tools/setup.sh
bash tools/build.sh native wasm
[ -d ../shared/datasets ] || echo "note: ../shared/datasets is absent; tests that need it will skip"

echo "== engine (GoogleTest, CLI) =="
ctest --preset native
echo "== WASM module (node) =="
node --test tests/node/
echo "== browser (Playwright + Chromium) =="
node --test tests/browser/
