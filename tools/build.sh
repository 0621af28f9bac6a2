#!/usr/bin/env bash
# Builds one or both presets (default: both). Configures only when the build folder is new.
#   tools/build.sh [native] [wasm]
set -euo pipefail
cd "$(dirname "$0")/.."
presets=("$@")
[ ${#presets[@]} -gt 0 ] || presets=(native wasm)
for p in "${presets[@]}"; do
  [ -f "build/$p/build.ninja" ] || cmake --preset "$p"
  cmake --build --preset "$p"
done
