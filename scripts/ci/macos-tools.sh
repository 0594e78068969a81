#!/usr/bin/env bash
# What the macOS job needs beside Qt (jurplel/install-qt-action's, universal)
# and Xcode's command line tools:
#   Ninja    the presets' generator (Homebrew)
#   OpenSSL  3's libcrypto for arm64 and x86_64 at once, which Homebrew has not
#            (a bottle is one architecture): built here from the release
#            tarball (its SHA-256 pinned), static, once for each architecture,
#            joined with lipo into build/openssl-universal, the preset
#            release-macos's OPENSSL_ROOT_DIR; kept while it is this version
# Usage: scripts/ci/macos-tools.sh
set -euo pipefail
cd "$(dirname "$0")/../.."
openssl_version=3.0.22
openssl_sha256=67ebca7e50d17383028045486653492195b83db95f8558709701bb47b5c1ef81
openssl_url="https://github.com/openssl/openssl/releases/download/openssl-$openssl_version/openssl-$openssl_version.tar.gz"
prefix="$PWD/build/openssl-universal"
deployment_target=12.0 # CMakePresets.json, release-macos: CMAKE_OSX_DEPLOYMENT_TARGET

if ! command -v ninja >/dev/null 2>&1; then
  brew install ninja
fi
echo "macos-tools: Ninja $(ninja --version)"

if [ "$(cat "$prefix/VERSION" 2>/dev/null)" = "$openssl_version" ]; then
  echo "macos-tools: OpenSSL $openssl_version (arm64, x86_64) already in $prefix"
  exit 0
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
curl -fsSL --retry 3 -o "$work/openssl.tar.gz" "$openssl_url"
echo "$openssl_sha256  $work/openssl.tar.gz" | shasum -a 256 -c -
jobs=$(sysctl -n hw.ncpu)
for arch in arm64 x86_64; do
  mkdir -p "$work/$arch"
  tar -xzf "$work/openssl.tar.gz" -C "$work/$arch" --strip-components 1
  (
    cd "$work/$arch"
    ./Configure "darwin64-$arch-cc" no-shared no-tests "-mmacosx-version-min=$deployment_target" \
      --prefix="$work/$arch-installed" --libdir=lib >/dev/null
    make -j"$jobs" build_libs >/dev/null
    make install_dev >/dev/null
  )
done
# The headers are the same for both (64-bit, the same features); else one set would lie to the other.
if ! diff -r "$work/arm64-installed/include" "$work/x86_64-installed/include" >/dev/null; then
  echo "macos-tools: OpenSSL's arm64 and x86_64 headers differ; a universal libcrypto needs one set" >&2
  exit 1
fi
rm -rf "$prefix"
mkdir -p "$prefix/lib"
cp -R "$work/arm64-installed/include" "$prefix/include"
for lib in libcrypto.a libssl.a; do
  lipo -create "$work/arm64-installed/lib/$lib" "$work/x86_64-installed/lib/$lib" -output "$prefix/lib/$lib"
done
echo "$openssl_version" >"$prefix/VERSION"
echo "macos-tools: OpenSSL $openssl_version in $prefix: $(lipo -archs "$prefix/lib/libcrypto.a")"
