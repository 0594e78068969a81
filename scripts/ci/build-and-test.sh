#!/usr/bin/env bash
# The Windows and macOS jobs' build: configure, build and test with one of
# CMakePresets.json's presets (release-msvc on Windows, release-macos on macOS,
# release elsewhere), whose test preset leaves out what needs Linux's tools.
# Runnable on one's own machine from any folder: on Windows in Git Bash started
# from the "x64 Native Tools" prompt after scripts/ci/windows-tools.sh, on macOS
# after scripts/ci/macos-tools.sh; Qt 6 found on PATH or CMAKE_PREFIX_PATH.
# Usage: scripts/ci/build-and-test.sh PRESET [JOBS]
set -euo pipefail
cd "$(dirname "$0")/../.."
preset=${1:?usage: build-and-test.sh PRESET [JOBS]}
jobs=${2:-$(nproc 2>/dev/null || sysctl -n hw.ncpu 2>/dev/null || echo 2)}
cmake --preset "$preset"
cmake --build --preset "$preset" --parallel "$jobs"
ctest --preset "$preset" --parallel "$jobs"
