#!/usr/bin/env bash
# The C++ style is .clang-format's (Debian's clang-format-14, which tools/setup.sh installs).
#   tools/format.sh           formats every C++ file of the repository in place
#   tools/format.sh --check   changes nothing; lists the files clang-format would change and fails
#                             (ctest's code_format runs this); exit 77 when clang-format-14 is absent
set -euo pipefail
cd "$(dirname "$0")/.."
cf=$(command -v clang-format-14 || true)
if [ -z "$cf" ]; then
  echo "skip: clang-format-14 is absent (tools/setup.sh installs it)"
  exit 77
fi
files=()
if git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
  mapfile -t files < <(git ls-files '*.cpp' '*.h')
else  # an exported tree without .git
  mapfile -t files < <(find engine wasm web tests bench -name '*.cpp' -o -name '*.h')
fi
if [ "${1:-}" != --check ]; then
  "$cf" -i "${files[@]}"
  exit 0
fi
# --dry-run -Werror reports each place as "FILE:LINE:COL: error: code should be clang-formatted".
bad=$("$cf" --dry-run -Werror "${files[@]}" 2>&1 | sed -n 's/^\([^:]*\):[0-9]*:[0-9]*: error: code should be clang-formatted.*/\1/p' | sort -u || true)
if [ -n "$bad" ]; then
  echo "not formatted as .clang-format says (run tools/format.sh, or clang-format-14 -i FILE):"
  echo "$bad" | sed 's/^/  /'
  exit 1
fi
echo "ok: ${#files[@]} C++ files formatted as .clang-format says"
