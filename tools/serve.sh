#!/usr/bin/env bash
# The main job: set everything up, build the site, and serve it on http://127.0.0.1:8080 (PORT to change).
set -euo pipefail
cd "$(dirname "$0")/.."
bash tools/setup.sh
bash tools/build.sh wasm
exec node tools/static-server.mjs build/site "${PORT:-8080}"
