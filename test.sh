#!/usr/bin/env bash
# Builds Tile Rummy (installing missing Debian/Ubuntu packages when it can)
# and runs every test, in stages (each in its own build folder):
#   release     the whole suite, optimised (build/release; arguments go to its ctest)
#   sanitizers  the suite under ASan + UBSan (not packaging, qml_fit, the audit, crash_resume), the AI thread tests under TSan
#               (scripts/sanitizer-tests.sh; build/asan, build/tsan)
#   fuzz        each fuzzer for a short time on its corpus (scripts/fuzz-smoke.sh; build/fuzz)
#   portability the core with GCC, clang + libc++ and MinGW-w64 (its .exe under Wine),
#               warning-free, playing the same seeded games; the app's sources with
#               clang + libc++ (scripts/portability-tests.sh; build/port-*)
# TILERUMMY_TEST_STAGES picks some ("release" for a quick round); default: all four.
set -euo pipefail
cd "$(dirname "$0")"
scripts/install-deps.sh
for stage in ${TILERUMMY_TEST_STAGES:-release sanitizers fuzz portability}; do
  start=$SECONDS
  case "$stage" in
    release)
      cmake --preset release >/dev/null
      cmake --build --preset release
      ctest --preset release --parallel 2 "$@"
      ;;
    sanitizers) scripts/sanitizer-tests.sh ;;
    fuzz) scripts/fuzz-smoke.sh ;;
    portability) scripts/portability-tests.sh ;;
    *)
      echo "test.sh: unknown stage '$stage' (release, sanitizers, fuzz, portability)" >&2
      exit 2
      ;;
  esac
  echo "== test.sh: stage $stage passed in $((SECONDS - start)) s"
done
