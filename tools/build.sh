#!/usr/bin/env bash
# Builds the presets named (default: native and wasm). Configures only when the build folder is new.
#   tools/build.sh [native] [wasm] [checked]
set -euo pipefail
cd "$(dirname "$0")/.."
presets=("$@")
[ ${#presets[@]} -gt 0 ] || presets=(native wasm)
# ccache (tools/setup.sh installs it) makes a rebuild of unchanged sources take seconds, also in a fresh
# clone elsewhere on the same machine (CI's): CCACHE_BASEDIR makes paths relative to the build folder,
# so no absolute path may be compiled in (tests find their data from the binary's place, test_paths.h).
if command -v ccache >/dev/null; then
  export CMAKE_C_COMPILER_LAUNCHER=ccache CMAKE_CXX_COMPILER_LAUNCHER=ccache
  export CCACHE_BASEDIR="${CCACHE_BASEDIR:-$(dirname "$PWD")}" CCACHE_NOHASHDIR=1 CCACHE_MAXSIZE="${CCACHE_MAXSIZE:-5G}"
fi
for p in "${presets[@]}"; do
  [ -f "build/$p/build.ninja" ] || cmake --preset "$p"
  cmake --build --preset "$p"
done
