#!/usr/bin/env bash
# Builds Tile Rummy (installing missing Debian/Ubuntu packages when it can)
# and starts the game. Arguments go to the game, e.g. ./run.sh --seed 5
set -euo pipefail
cd "$(dirname "$0")"
scripts/install-deps.sh
cmake --preset release >/dev/null
cmake --build --preset release --target tilerummy tilerummy-cli
if [ -z "${DISPLAY:-}" ] && [ -z "${WAYLAND_DISPLAY:-}" ] && [ -z "${QT_QPA_PLATFORM:-}" ]; then
  echo "run.sh: no display found; to try the game headless: xvfb-run ./run.sh" >&2
fi
exec build/release/bin/tilerummy "$@"
