#!/usr/bin/env bash
# The sanitizer stages of CI, each configured, built and run from its preset
# (CMakePresets.json) and timed:
#   asan  the ctest suite under AddressSanitizer + UndefinedBehaviorSanitizer
#         (LeakSanitizer on; tests/sanitizers/lsan.supp): the game's code
#         instrumented, the tests' own not; left out (labels): packaging,
#         qml_fit (layout), the self-play audit (volume; the soak's games are
#         its games under ASan), crash_resume (crash), screen_reader (screenreader)
#   tsan  the tests of the AI's threads (ctest label tsan) under ThreadSanitizer
#         (tests/sanitizers/tsan.supp)
# Usage: scripts/sanitizer-tests.sh [asan] [tsan]   (no argument: both)
# Builds in build/asan and build/tsan; -j2 (JOBS overrides), ctest on 2 at once.
set -euo pipefail
cd "$(dirname "$0")/.."

jobs="${JOBS:-2}"
stages=("$@")
[ ${#stages[@]} -eq 0 ] && stages=(asan tsan)

stage() {
    local name="$1"
    local start=$SECONDS
    echo "== sanitizer stage ${name}: configure, build, test"
    cmake --preset "${name}" >/dev/null
    cmake --build --preset "${name}" -j "${jobs}"
    local built=$SECONDS
    ctest --preset "${name}" --parallel 2
    local end=$SECONDS
    echo "== sanitizer stage ${name}: passed in $((end - start)) s (build $((built - start)) s, tests $((end - built)) s)"
}

total_start=$SECONDS
for name in "${stages[@]}"; do
    case "${name}" in
    asan | tsan) stage "${name}" ;;
    *)
        echo "sanitizer-tests: unknown stage ${name} (asan, tsan)" >&2
        exit 2
        ;;
    esac
done
echo "== sanitizer stages ${stages[*]}: $((SECONDS - total_start)) s in all"
