#!/usr/bin/env bash
# After packaging on macOS: the disk image signed with the Developer ID
# (macos-signing.sh's TILERUMMY_CODESIGN_IDENTITY), sent to Apple's notary
# service, waited for, and the ticket stapled to it, so that Gatekeeper opens
# it without a network. From the secrets, when they exist:
#   APPLE_ID, APPLE_TEAM_ID   the developer account
#   APPLE_APP_PASSWORD        an app-specific password of that account
# Without them, or without the signing identity, it says so and leaves the
# image as it is.
# Usage: scripts/ci/macos-notarize.sh DMG...
set -euo pipefail
[ "$#" -gt 0 ] || { echo "usage: macos-notarize.sh DMG..." >&2; exit 2; }
if [ -z "${TILERUMMY_CODESIGN_IDENTITY:-}" ]; then
  echo "::notice title=macOS notarization skipped::the app is not signed with a Developer ID (macos-signing.sh was skipped)" >&2
  exit 0
fi
if [ -z "${APPLE_ID:-}" ] || [ -z "${APPLE_TEAM_ID:-}" ] || [ -z "${APPLE_APP_PASSWORD:-}" ]; then
  echo "::notice title=macOS notarization skipped::no APPLE_ID, APPLE_TEAM_ID and APPLE_APP_PASSWORD secrets: the disk image is signed but not notarized" >&2
  exit 0
fi
for dmg in "$@"; do
  codesign --force --timestamp --sign "$TILERUMMY_CODESIGN_IDENTITY" "$dmg"
  xcrun notarytool submit "$dmg" --apple-id "$APPLE_ID" --team-id "$APPLE_TEAM_ID" \
    --password "$APPLE_APP_PASSWORD" --wait --timeout 30m
  xcrun stapler staple "$dmg"
  xcrun stapler validate "$dmg"
  spctl --assess --type open --context context:primary-signature --verbose "$dmg"
done
