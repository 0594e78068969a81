#!/usr/bin/env bash
# Builds Tile Rummy (installing missing Debian/Ubuntu packages when it can)
# and runs every test through ctest.
set -euo pipefail
cd "$(dirname "$0")"
scripts/install-deps.sh
cmake --preset release >/dev/null
cmake --build --preset release
ctest --preset release --parallel 2 "$@"
