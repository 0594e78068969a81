#!/usr/bin/env bash
# Before packaging on macOS: the Developer ID Application certificate into a
# keychain of its own, and its identity into TILERUMMY_CODESIGN_IDENTITY, which
# packaging/CMakeLists.txt signs the bundle with when installing (hardened
# runtime, secure timestamp). From the secrets, when they exist:
#   MACOS_CERTIFICATE           the certificate and its key, a .p12 in base64
#   MACOS_CERTIFICATE_PASSWORD  the .p12's password
# Without them it says so and the bundle is signed ad hoc (Gatekeeper then
# asks the player to open it from the Finder's context menu).
# In GitHub Actions the identity goes to GITHUB_ENV for the later steps; on
# one's own Mac: eval "$(scripts/ci/macos-signing.sh)".
# Usage: scripts/ci/macos-signing.sh
set -euo pipefail
if [ -z "${MACOS_CERTIFICATE:-}" ] || [ -z "${MACOS_CERTIFICATE_PASSWORD:-}" ]; then
  echo "::notice title=macOS signing skipped::no MACOS_CERTIFICATE and MACOS_CERTIFICATE_PASSWORD secrets: the app is signed ad hoc, not with a Developer ID, and cannot be notarized" >&2
  exit 0
fi
keychain="${RUNNER_TEMP:-${TMPDIR:-/tmp}}/tilerummy-signing.keychain-db"
keychain_password=$(uuidgen)
p12=$(mktemp)
trap 'rm -f "$p12"' EXIT
printf '%s' "$MACOS_CERTIFICATE" | base64 --decode >"$p12"
security create-keychain -p "$keychain_password" "$keychain"
security set-keychain-settings -lut 21600 "$keychain"
security unlock-keychain -p "$keychain_password" "$keychain"
security import "$p12" -k "$keychain" -P "$MACOS_CERTIFICATE_PASSWORD" -T /usr/bin/codesign
security set-key-partition-list -S apple-tool:,apple: -s -k "$keychain_password" "$keychain" >/dev/null
# The new keychain searched too, before the user's own.
existing=$(security list-keychains -d user | tr -d '"')
# shellcheck disable=SC2086 # one keychain path a word
security list-keychains -d user -s "$keychain" $existing
identity=$(security find-identity -v -p codesigning "$keychain" |
  sed -n 's/.*"\(Developer ID Application: .*\)"$/\1/p' | head -n 1)
if [ -z "$identity" ]; then
  echo "macos-signing: MACOS_CERTIFICATE holds no Developer ID Application identity" >&2
  exit 1
fi
echo "macos-signing: signing with $identity" >&2
if [ -n "${GITHUB_ENV:-}" ]; then
  echo "TILERUMMY_CODESIGN_IDENTITY=$identity" >>"$GITHUB_ENV"
else
  printf 'export TILERUMMY_CODESIGN_IDENTITY=%q\n' "$identity"
fi
