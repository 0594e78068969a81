#!/usr/bin/env bash
# The fuzz smoke of CI: configures the fuzz preset (clang, libFuzzer, ASan and
# UBSan; build/fuzz), builds the fuzz targets and runs each for a short time
# on a copy of its committed corpus (ctest label fuzz). Fails on any crash,
# broken property, leak, undefined behaviour or timeout. Seconds per target:
# TILERUMMY_FUZZ_SECONDS (default 12). See tests/fuzz/README.md.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${TILERUMMY_FUZZ_SECONDS:-12}
cmake --preset fuzz -DTILERUMMY_FUZZ_SECONDS="$seconds" >/dev/null
cmake --build --preset fuzz --parallel 2
ctest --preset fuzz --parallel 2
