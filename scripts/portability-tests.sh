#!/usr/bin/env bash
# The portability stage of CI: players are on Windows and macOS, so the core
# must build, warning-free, with their compilers and standard libraries, and
# play the very same seeded games there. Each build has its own folder:
#   gcc     the core and tests/portability's selfplay_core with GCC
#           (preset port-gcc; build/port-gcc)
#   libcxx  the same with clang 14 and libc++, the standard library of macOS
#           (preset port-libcxx; build/port-libcxx)
#   mingw   the same for 64-bit Windows with MinGW-w64 (preset port-mingw,
#           cmake/mingw-w64-x86_64.cmake; build/port-mingw), the .exe run
#           under Wine in a throw-away prefix
#   nsis    the Windows installer CPack writes for that build with Debian's
#           makensis (scripts/ci/package.sh port-mingw NSIS), installed,
#           installed again and uninstalled silently under Wine: nothing may
#           be left (tests/portability/nsis_under_wine.py)
#   compare the three programs play the same seeded games (2-4 AI seats of
#           every level, rule variants) and make the same practice puzzles:
#           their outputs, a digest of every turn of every game, must be the
#           same byte for byte; else the first game that differs is named
#   app     the app's sources (app/**/*.cpp) with clang 14 and libc++ against
#           the Qt headers, -fsyntax-only (preset port-app, configured only;
#           tests/portability/syntax_only.py)
# Warnings are errors everywhere. Builds run JOBS compiles at once (default 2).
# Usage: scripts/portability-tests.sh   (the packages: scripts/install-deps.sh)
set -euo pipefail
cd "$(dirname "$0")/.."

jobs="${JOBS:-2}"
total_start=$SECONDS

# The seeded games: SEED:GAMES:SEATS[:RULES] (tests/portability/selfplay_core.cpp).
runs=(
    11:6:beginner,standard
    12:6:standard,expert
    13:6:expert,beginner
    14:6:beginner,standard,expert:sabra1985
    15:6:expert,standard,beginner,standard:rack16
    16:6:expert,expert,expert,expert:one-more-turn
    17:6:beginner,beginner,standard,expert:sabra1985+rack16+one-more-turn
    18:6:standard,expert,expert:rack16+one-more-turn
    puzzles:19:4
)

build() {
    local preset="$1"
    local start=$SECONDS
    cmake --preset "$preset" >/dev/null
    cmake --build --preset "$preset" -j "$jobs"
    echo "== portability: $preset built in $((SECONDS - start)) s"
}

play() {
    local name="$1"
    shift
    local start=$SECONDS
    if ! "$@" "${runs[@]}" >"build/port-$name/selfplay.txt" 2>"build/port-$name/selfplay.err"; then
        echo "portability: the $name build's selfplay_core failed:" >&2
        cat "build/port-$name/selfplay.err" >&2
        exit 1
    fi
    echo "== portability: $name played $(tail -n 1 "build/port-$name/selfplay.txt") in $((SECONDS - start)) s"
}

# Is `name`'s output GCC's, byte for byte? Else names the first game (or
# puzzle) that differs, its run, and both lines.
compare() {
    local name="$1"
    local ours="build/port-gcc/selfplay.txt" theirs="build/port-$name/selfplay.txt"
    if cmp -s "$ours" "$theirs"; then
        echo "== portability: $name plays the same as gcc ($(wc -l <"$ours") lines)"
        return 0
    fi
    local line first what run
    line=$(cmp "$ours" "$theirs" 2>&1 | sed -n 's/.*line \([0-9]*\).*/\1/p')
    line=${line:-1}
    first=$(sed -n "${line}p" "$ours")
    what=$(echo "$first" | grep -o '^\(game\|puzzle\) [0-9]*' || echo "line $line")
    run=$(head -n "$line" "$ours" | grep '^run [0-9]* [^ ]*$' | tail -n 1 || true)
    echo "portability: the $name build does not play as gcc: $what differs first (${run:-no run})" >&2
    echo "  gcc:   $first" >&2
    echo "  $name: $(sed -n "${line}p" "$theirs")" >&2
    return 1
}

echo "== portability: gcc"
build port-gcc
play gcc build/port-gcc/tests/portability/selfplay_core

echo "== portability: clang 14 + libc++"
build port-libcxx
play libcxx build/port-libcxx/tests/portability/selfplay_core

echo "== portability: MinGW-w64, run under Wine"
build port-mingw
wine=$(command -v wine64 || true)
[ -z "$wine" ] && [ -x /usr/lib/wine/wine64 ] && wine=/usr/lib/wine/wine64 # Debian's wine64 package
[ -z "$wine" ] && wine=$(command -v wine || true)
if [ -z "$wine" ]; then
    echo "portability: no wine64 to run the Windows build (scripts/install-deps.sh installs it)" >&2
    exit 1
fi
wineserver=$(command -v wineserver || true)
[ -x /usr/lib/wine/wineserver64 ] && wineserver=/usr/lib/wine/wineserver64
WINEPREFIX=$(mktemp -d "${TMPDIR:-/tmp}/tilerummy-wine.XXXXXX")
# No Mono, no Gecko; no menu entries on this machine for the installer's shortcuts.
export WINEPREFIX WINEDEBUG=-all WINEDLLOVERRIDES="mscoree,mshtml,winemenubuilder.exe="
# Wine keeps its server's socket in /tmp/wine-XXXXXX/server-DEV-INODE (of the prefix).
server_dir=$(printf 'server-%x-%x' $(stat -c '%d %i' "$WINEPREFIX"))
cleanup() {
    if [ -n "$wineserver" ]; then
        "$wineserver" -k 2>/dev/null || true # this prefix's server only
        "$wineserver" -w 2>/dev/null || true
    fi
    rm -rf "$WINEPREFIX"
    for dir in /tmp/wine-* "/tmp/.wine-$(id -u)"; do
        [ -d "$dir/$server_dir" ] || continue
        rm -rf "${dir:?}/$server_dir"
        rmdir "$dir" 2>/dev/null || true # when no other prefix uses it
    done
}
trap cleanup EXIT
start=$SECONDS
"$wine" wineboot --init >/dev/null 2>&1 || true # creates the prefix: some seconds, once
echo "== portability: Wine prefix made in $((SECONDS - start)) s"
play mingw "$wine" build/port-mingw/tests/portability/selfplay_core.exe

echo "== portability: the Windows installer (scripts/ci/package.sh port-mingw NSIS), run under Wine"
start=$SECONDS
if [ -z "$wineserver" ]; then
    echo "portability: no wineserver to wait for the installer with" >&2
    exit 1
fi
PACKAGES_DIR=build/port-mingw/packages scripts/ci/package.sh port-mingw NSIS >/dev/null
installer=$(ls build/port-mingw/packages/tilerummy-*-win64.exe)
python3 tests/portability/nsis_under_wine.py "$wine" "$wineserver" "$installer" \
    "build/port-mingw/packages/_CPack_Packages/win64/NSIS/$(basename "$installer" .exe)"
echo "== portability: installer checked in $((SECONDS - start)) s"

echo "== portability: compare"
same=0
compare libcxx || same=1
compare mingw || same=1
[ "$same" -eq 0 ] || exit 1

echo "== portability: the app's sources, clang 14 + libc++, -fsyntax-only"
start=$SECONDS
cmake --preset port-app >/dev/null
python3 tests/portability/syntax_only.py build/port-app . "$jobs"
echo "== portability: app sources checked in $((SECONDS - start)) s"

echo "== portability: passed in $((SECONDS - total_start)) s"
