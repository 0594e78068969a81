#!/usr/bin/env bash
# The packages of a built preset: cpack -G GENERATORS with build/PRESET's
# CPackConfig.cmake, into PACKAGES_DIR (default packages/), then lists them.
# Linux: "DEB;TGZ"; Windows: "NSIS;ZIP"; macOS: DragNDrop, after which every
# program and library in the app bundle must hold both arm64 and x86_64 (a
# universal build). scripts/portability-tests.sh runs it for the MinGW-w64
# build's installer (port-mingw NSIS).
# Usage: scripts/ci/package.sh PRESET GENERATORS
set -euo pipefail
cd "$(dirname "$0")/../.."
preset=${1:?usage: package.sh PRESET GENERATORS}
generators=${2:?usage: package.sh PRESET GENERATORS}
out=${PACKAGES_DIR:-packages}
config="build/$preset/CPackConfig.cmake"
if [ ! -f "$config" ]; then
  echo "package: no $config: build the preset $preset first" >&2
  exit 1
fi
rm -rf "$out"
cpack -G "$generators" -B "$out" --config "$config"

# Every Mach-O file of the staged bundle, with the architectures it lacks.
if [[ "$generators" == *DragNDrop* ]]; then
  app=$(find "$out/_CPack_Packages" -maxdepth 4 -name tilerummy.app -type d | head -n 1)
  if [ -z "$app" ]; then
    echo "package: no tilerummy.app staged under $out/_CPack_Packages" >&2
    exit 1
  fi
  checked=0
  thin=()
  while IFS= read -r -d '' file; do
    file -b "$file" | grep -q '^Mach-O' || continue
    archs=$(lipo -archs "$file")
    checked=$((checked + 1))
    [[ " $archs " == *" arm64 "* && " $archs " == *" x86_64 "* ]] || thin+=("${file#"$app"/} ($archs)")
  done < <(find "$app" -type f -print0)
  if [ "${#thin[@]}" -gt 0 ]; then
    echo "package: not universal (arm64 and x86_64), ${#thin[@]} of $checked:" >&2
    printf '  %s\n' "${thin[@]}" >&2
    exit 1
  fi
  echo "package: all $checked programs and libraries in tilerummy.app hold arm64 and x86_64"
fi

find "$out" -maxdepth 1 -type f \( -name '*.deb' -o -name '*.tar.gz' -o -name '*.exe' -o -name '*.zip' -o -name '*.dmg' \) \
  -exec ls -l {} +
