#!/usr/bin/env bash
# The release job: the packages in DIR (the other jobs' artifacts) and their
# SHA256SUMS published as the GitHub Release of TAG, titled with the version
# the tag names (release-version.sh refuses a tag that is not v + the version
# CMakeLists.txt declares; release-checksums.sh writes SHA256SUMS).
# Needs gh, logged in or with GH_TOKEN (the job's token may write contents).
# Usage: scripts/ci/release.sh TAG DIR
set -euo pipefail
here=$(dirname "$0")
tag=${1:?usage: release.sh TAG DIR}
dir=${2:?usage: release.sh TAG DIR}
version=$("$here/release-version.sh" "$tag")
"$here/release-checksums.sh" "$dir"
gh release create "$tag" "$dir"/* --title "Tile Rummy $version" --generate-notes
