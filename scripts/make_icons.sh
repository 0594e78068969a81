#!/usr/bin/env bash
# Renders the application icon from resources/icons/*.svg into the files the
# build installs and the packages use (committed, so a build needs none of
# these tools):
#   resources/icons/png/tilerummy-N.png  N = 16 22 24 32 48 64 128 256 512
#                                        (16 to 24 from the pixel-drawn SVGs)
#   resources/icons/tilerummy.ico        Windows: the exe and the installer
#   resources/icons/tilerummy.icns       macOS: the app bundle
#   resources/icons/installer-*.bmp      the Windows installer's welcome page and header
# Needs rsvg-convert (librsvg2-bin), ImageMagick's convert and png2icns
# (icnsutils): apt-get install librsvg2-bin imagemagick icnsutils
set -euo pipefail
cd "$(dirname "$0")/.."
icons=resources/icons
for tool in rsvg-convert convert png2icns python3; do
  command -v "$tool" >/dev/null || { echo "make_icons: $tool is missing" >&2; exit 1; }
done

python3 scripts/pixel_icons.py # tilerummy-16/22/24.svg
mkdir -p "$icons/png"
for size in 16 22 24 32 48 64 128 256 512; do
  source="$icons/tilerummy.svg"
  [ -f "$icons/tilerummy-$size.svg" ] && source="$icons/tilerummy-$size.svg"
  rsvg-convert --width "$size" --height "$size" "$source" --output "$icons/png/tilerummy-$size.png"
done

# The .ico holds 16 to 256 px (256 PNG-compressed, the rest as bitmaps).
convert "$icons"/png/tilerummy-{16,24,32,48,64,128,256}.png "$icons/tilerummy.ico"
# The .icns sizes png2icns knows: 16, 32, 48, 128, 256, 512.
png2icns "$icons/tilerummy.icns" "$icons"/png/tilerummy-{16,32,48,128,256,512}.png >/dev/null
# The Windows installer's pictures (24-bit BMP, as NSIS reads them): the welcome
# and finish pages' side (164 x 314, the icon on the felt of Theme.qml) and the
# other pages' header (150 x 57, the icon on white).
convert -size 164x314 gradient:'#2a7a51'-'#154a30' "$icons/png/tilerummy-128.png" \
  -gravity north -geometry +0+56 -composite -type TrueColor BMP3:"$icons/installer-welcome.bmp"
convert -size 150x57 xc:white "$icons/png/tilerummy-48.png" \
  -gravity west -geometry +6+0 -composite -type TrueColor BMP3:"$icons/installer-header.bmp"
echo "make_icons: wrote $icons/png/*.png, $icons/tilerummy.ico, $icons/tilerummy.icns, $icons/installer-*.bmp"
