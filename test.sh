#!/usr/bin/env bash
# Builds Tile Rummy (installing missing Debian/Ubuntu packages when it can)
# and runs every test once, in stages (each in its own build folder):
#   optimised   the optimised build (build/release): the game, the CLI, the
#               benchmarks, and the tests the sanitizers leave out (packaging,
#               layout, the self-play audit, crash_resume, screen_reader: the
#               asan preset's excluded labels, read from CMakePresets.json),
#               and the soaks at their full length (label soak)
#   sanitizers  every other test under ASan + UBSan (the soaks shorter), the AI
#               thread tests under TSan
#               (scripts/sanitizer-tests.sh; build/asan, build/tsan)
#   fuzz        each fuzzer for a short time on its corpus (scripts/fuzz-smoke.sh; build/fuzz)
#   portability the core with GCC, clang + libc++ and MinGW-w64 (its .exe under Wine,
#               and its Windows installer installed and uninstalled there),
#               warning-free, playing the same seeded games; the app's sources with
#               clang + libc++ (scripts/portability-tests.sh; build/port-*)
# TILERUMMY_TEST_STAGES picks some; default: those four. One more, for a quick
# round: release, the whole suite on the optimised build (arguments go to its ctest).
set -euo pipefail
cd "$(dirname "$0")"
scripts/install-deps.sh
for stage in ${TILERUMMY_TEST_STAGES:-optimised sanitizers fuzz portability}; do
  start=$SECONDS
  case "$stage" in
    optimised)
      cmake --preset release >/dev/null
      cmake --build --preset release --target optimised_suite
      only=$(python3 -c 'import json; print(next(p for p in json.load(open("CMakePresets.json"))["testPresets"]
                                               if p["name"] == "asan")["filter"]["exclude"]["label"])')
      ctest --preset release --parallel 2 -L "$only|soak" "$@"
      ;;
    release)
      cmake --preset release >/dev/null
      cmake --build --preset release
      ctest --preset release --parallel 2 "$@"
      ;;
    sanitizers) scripts/sanitizer-tests.sh ;;
    fuzz) scripts/fuzz-smoke.sh ;;
    portability) scripts/portability-tests.sh ;;
    *)
      echo "test.sh: unknown stage '$stage' (optimised, sanitizers, fuzz, portability, release)" >&2
      exit 2
      ;;
  esac
  echo "== test.sh: stage $stage passed in $((SECONDS - start)) s"
done
