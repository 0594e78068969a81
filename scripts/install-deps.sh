#!/usr/bin/env bash
# Installs the Debian/Ubuntu packages Tile Rummy needs to build, run and test,
# when some are missing and we may install (root, or sudo without a password).
# Elsewhere it says what is missing and leaves the machine alone.
set -euo pipefail

packages=(
  cmake ninja-build g++ python3 libglpk-dev
  qt6-base-dev qt6-websockets-dev qt6-declarative-dev qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools
  qml6-module-qtquick qml6-module-qtquick-controls qml6-module-qtquick-templates
  qml6-module-qtquick-layouts qml6-module-qtquick-window qml6-module-qtqml
  qml6-module-qtqml-models qml6-module-qtqml-workerscript qml6-module-qttest
  qml6-module-qtquick-dialogs qml6-module-qt-labs-folderlistmodel qml6-module-qtmultimedia
  qt6-charts-dev qml6-module-qtcharts  # the statistics screen's charts (qml/screens/StatisticsCharts.qml)
  qml6-module-qtquick-shapes  # the window's SVG icons, drawn as outlines (qml/controls/Icon.qml)
  libgl1-mesa-dev libgl1-mesa-dri xvfb xauth x11-utils xdotool fonts-dejavu-core
  at-spi2-core python3-pyatspi dbus-daemon  # the screen reader's bus and a listener: tests/accessibility
  libssl-dev  # libcrypto makes the window's table its certificate (app/net/host_certificate.cpp) and a lobby player's key (app/lobby)
  libqt6sql6-sqlite  # the lobby's database (app/lobby/lobby_store.cpp; Qt SQL's headers are qt6-base-dev's)
  libqt6sql6-psql postgresql haproxy  # lobbies sharing PostgreSQL behind HAProxy (tests/cli/test_lobby_cluster.py)
  dpkg-dev desktop-file-utils appstream
  shellcheck python3-yaml  # the workflow's scripts checked, its YAML read: tests/packaging/test_workflow_steps.py
  clang-14 libclang-rt-14-dev  # libFuzzer: scripts/fuzz-smoke.sh
  libc++-14-dev libc++abi-14-dev g++-mingw-w64-x86-64-posix wine64  # clang + libc++, MinGW-w64, Wine: scripts/portability-tests.sh
  nsis  # makensis: the Windows installer CPack writes, built over the MinGW-w64 build and run under Wine (scripts/portability-tests.sh)
)
# Node.js and npm run the release workflow's validators (tests/packaging/test_workflow_lint.py);
# a Node.js of its own (NodeSource's carries npm) is kept, not replaced by Debian's.
command -v node >/dev/null 2>&1 || packages+=(nodejs)
command -v npm >/dev/null 2>&1 || packages+=(npm)

if ! command -v dpkg-query >/dev/null 2>&1; then
  echo "install-deps: not a Debian/Ubuntu system; install Qt 6.4+ (Quick, Quick Controls), CMake 3.25+ and Ninja yourself (see README.md)." >&2
  exit 0
fi

missing=()
for p in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$p")
  fi
done
[ ${#missing[@]} -eq 0 ] && exit 0

echo "install-deps: installing ${missing[*]}" >&2
if [ "$(id -u)" -eq 0 ]; then
  sudo=()
elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
  sudo=(sudo -n)
else
  echo "install-deps: missing packages; run as root or install them:" >&2
  echo "  sudo apt-get install ${missing[*]}" >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
"${sudo[@]}" apt-get update -q
"${sudo[@]}" apt-get install -y -q "${missing[@]}"
