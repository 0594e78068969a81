#!/usr/bin/env bash
# screen_reader_game.py under Xvfb and a private session bus (the AT-SPI bus
# and registry start in it), with the settings of a fresh home: sound off,
# moves shown at their usual pace (the flood checks count what a hint and a
# turn send as they play out). Usage: run_screen_reader_test.sh <tilerummy>
set -euo pipefail
game="$1"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
export HOME="$work" XDG_CONFIG_HOME="$work/config" XDG_DATA_HOME="$work/data" XDG_CACHE_HOME="$work/cache"
export XDG_RUNTIME_DIR="$work/run"
mkdir -p "$XDG_CONFIG_HOME/TileRummy" "$XDG_DATA_HOME" "$XDG_CACHE_HOME" "$XDG_RUNTIME_DIR"
chmod 700 "$XDG_RUNTIME_DIR"
printf '[sound]\nenabled=false\n' > "$XDG_CONFIG_HOME/TileRummy/Tile Rummy.conf"
status=0
xvfb-run -a -n 120 -s "-screen 0 1600x1000x24" dbus-run-session -- \
  /usr/bin/python3 "$(dirname "$0")/screen_reader_game.py" "$game" || status=$?
if [ "$status" -ne 0 ] && [ -f "$work/game.log" ]; then
  echo "== the game's output:"
  grep -v "^QStandard\|audio" "$work/game.log" | tail -40
fi
exit "$status"
