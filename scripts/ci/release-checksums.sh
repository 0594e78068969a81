#!/usr/bin/env bash
# The SHA-256 checksums of a release's files: writes DIR/SHA256SUMS, a line
# per file of DIR (`sha256sum -c SHA256SUMS` checks them), and prints it.
# Usage: scripts/ci/release-checksums.sh DIR
set -euo pipefail
dir=${1:?usage: release-checksums.sh DIR}
cd "$dir"
files=$(find . -maxdepth 1 -type f ! -name SHA256SUMS -printf '%f\n' | LC_ALL=C sort)
if [ -z "$files" ]; then
  echo "release-checksums: no file in $dir" >&2
  exit 1
fi
# shellcheck disable=SC2086 # one name a line, no spaces in package names
sha256sum $files > SHA256SUMS
cat SHA256SUMS
