#!/usr/bin/env bash
# The version of a release, from its tag: prints it when TAG (vX.Y.Z) names the
# version CMakeLists.txt's project() declares, the game's one version (About,
# --version, the packages); else says which differs and exits 1.
# Usage: scripts/ci/release-version.sh TAG [SOURCE_DIR]
set -euo pipefail
tag=${1:?usage: release-version.sh TAG [SOURCE_DIR]}
source_dir=${2:-$(cd "$(dirname "$0")/../.." && pwd)}
declared=$(sed -n 's/^project(TileRummy VERSION \([0-9][0-9.]*\).*/\1/p' "$source_dir/CMakeLists.txt")
if [ -z "$declared" ]; then
  echo "release-version: no project(TileRummy VERSION …) in $source_dir/CMakeLists.txt" >&2
  exit 1
fi
if [ "$tag" != "v$declared" ]; then
  echo "release-version: the tag $tag does not name the version CMakeLists.txt declares ($declared): tag v$declared, or change project(… VERSION …) first" >&2
  exit 1
fi
echo "$declared"
