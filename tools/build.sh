#!/usr/bin/env bash
# Builds one or both presets (default: both). Configures only when the build folder is new.
#   tools/build.sh [native] [wasm]
set -euo pipefail
cd "$(dirname "$0")/.."
presets=("$@")
[ ${#presets[@]} -gt 0 ] || presets=(native wasm)
# ccache (tools/setup.sh installs it) makes a rebuild of unchanged sources, as in CI's fresh clone on a
# machine that built before, take seconds; it is read when a build folder is configured. No
# CCACHE_BASEDIR: it would make __FILE__ relative, and tests find their data files from it.
if command -v ccache >/dev/null; then
  export CMAKE_C_COMPILER_LAUNCHER=ccache CMAKE_CXX_COMPILER_LAUNCHER=ccache
  export CCACHE_MAXSIZE="${CCACHE_MAXSIZE:-5G}"
fi
for p in "${presets[@]}"; do
  [ -f "build/$p/build.ninja" ] || cmake --preset "$p"
  cmake --build --preset "$p"
done
