#!/usr/bin/env bash
# One fuzz test of ctest (label fuzz): runs FUZZER for SECONDS on a copy of its
# committed corpus and regression inputs in WORK (the build tree), never
# writing into the repository. Fails on any crash, broken property, leak,
# undefined behaviour, timeout or out-of-memory (libFuzzer exits non-zero and
# leaves the input as WORK/crash-*, timeout-*, leak-* or oom-*).
#   run_fuzzer.sh FUZZER SOURCE_DIR NAME WORK SECONDS [libFuzzer options...]
set -euo pipefail
fuzzer=$(realpath "$1") source=$(realpath "$2") name=$3 work=$(realpath -m "$4") seconds=$5
shift 5
rm -rf "$work"
mkdir -p "$work/corpus"
cp "$source/corpus/$name"/* "$work/corpus/"
if [ -d "$source/regressions/$name" ] && compgen -G "$source/regressions/$name/*" >/dev/null; then
  cp "$source/regressions/$name"/* "$work/corpus/"
fi
dict=()
[ -f "$source/dict/$name.dict" ] && dict=(-dict="$source/dict/$name.dict")
cd "$work"
exec "$fuzzer" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
  -artifact_prefix="$work/" "${dict[@]}" "$@" "$work/corpus"
