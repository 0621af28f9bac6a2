#!/usr/bin/env bash
# Installs everything a fresh Debian 12 machine lacks to build and test gridlogic, by package name.
# Idempotent: a second run checks and returns in seconds.
#   - Debian packages: compilers (clang-14 with libFuzzer for tests/fuzz), CMake, Emscripten, Chromium,
#     GoogleTest, Google Benchmark, GNU parallel
#   - Debian *source* packages minisat2 and imgui, unpacked with Debian's patches into third_party/
#     (git-ignored): the WASM builds need their .cc/.cpp files, which no binary package ships
#   - npm dev dependencies from the committed package-lock.json
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
deps="$root/third_party"

log() { printf '[setup] %s\n' "$*"; }
as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }

# clang-14 + libclang-rt-14-dev: the fuzz preset (tests/fuzz): libFuzzer (-fsanitize=fuzzer) and the
# ASan/UBSan runtimes ship in libclang-rt-14-dev, so no separate libfuzzer package is needed;
# time: tools/fuzz.sh reports executions per CPU second with /usr/bin/time.
# librsvg2-dev + libcairo2-dev: the CLI's `render --format png` (librsvg draws the engine's SVG onto a
# cairo surface) and `booklet` (cairo's PDF surface); native CLI only, never the WASM build.
# librsvg2-bin: rsvg-convert draws the web-app's PNG icons from their SVG sources at build time.
# poppler-utils: the booklet test reads the PDF back (pdfinfo, pdftotext, pdftoppm).
# parallel: GNU parallel spreads a corpus over cores and machines (docs/scale.md, tests/engine/scale_test.sh).
# libsimde-dev (headers only): the AVX-512 copy of the SIMD 9×9 search is checked through SIMDe on CPUs
# without AVX-512 (tests/engine/sudoku_simd_simde_test.cpp, docs/simd.md).
# clang-format-14: the C++ style is .clang-format's; ctest's code_format checks it (tools/format.sh).
debs=(build-essential cmake ninja-build pkg-config dpkg-dev python3
      libgtest-dev libbenchmark-dev emscripten chromium fonts-dejavu-core ccache
      clang-14 libclang-rt-14-dev time librsvg2-dev librsvg2-bin libcairo2-dev poppler-utils parallel
      libsimde-dev clang-format-14)
missing=()
for p in "${debs[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
done

# apt-get source needs deb-src entries; derive them from the machine's own deb entries.
src_list=/etc/apt/sources.list.d/gridlogic-deb-src.sources
need_src=0
for s in minisat2 imgui; do
  ls "$deps/$s"/*/ >/dev/null 2>&1 || need_src=1
done
if [ "$need_src" = 1 ] && [ ! -f "$src_list" ]; then
  if [ -f /etc/apt/sources.list.d/debian.sources ]; then
    log "adding deb-src entries ($src_list)"
    sed 's/^Types: deb$/Types: deb-src/' /etc/apt/sources.list.d/debian.sources | as_root tee "$src_list" >/dev/null
  elif [ -f /etc/apt/sources.list ]; then
    grep -E '^deb ' /etc/apt/sources.list | sed 's/^deb /deb-src /' | as_root tee /etc/apt/sources.list.d/gridlogic-deb-src.list >/dev/null
  fi
  missing+=(__update__)
fi

if [ ${#missing[@]} -gt 0 ]; then
  log "apt-get update"
  as_root apt-get update -qq
  pkgs=()
  for p in "${missing[@]}"; do [ "$p" = __update__ ] || pkgs+=("$p"); done
  if [ ${#pkgs[@]} -gt 0 ]; then
    log "installing ${pkgs[*]}"
    as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${pkgs[@]}"
  fi
fi

# Source packages: fetched by name, unpacked with Debian's patches applied.
for s in minisat2 imgui; do
  if ! ls -d "$deps/$s"/*/ >/dev/null 2>&1; then
    log "fetching Debian source package $s"
    rm -rf "$deps/$s" && mkdir -p "$deps/$s/dl"
    (cd "$deps/$s/dl" && apt-get source --download-only -qq "$s")
    dsc=$(ls "$deps/$s/dl"/*.dsc | head -1)
    dpkg-source --no-check -x "$dsc" "$deps/$s/src" >/dev/null
    rm -rf "$deps/$s/dl"
  fi
done

# npm dev dependencies (playwright-core drives Debian's chromium; it never downloads a browser).
if [ ! -d node_modules/playwright-core ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  log "npm ci"
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm ci --no-audit --no-fund --loglevel=error
fi
log "ready"
