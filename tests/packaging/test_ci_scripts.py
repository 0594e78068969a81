#!/usr/bin/env python3
"""The macOS job's scripts, run here where their logic does not need a Mac.

scripts/ci/package.sh with a DragNDrop generator must refuse an app bundle
with any program or library of one architecture and name it, and pass one
whose every Mach-O file holds arm64 and x86_64; here `cpack`, `file` and
`lipo` are stand-ins that stage such a bundle and read the architectures a
stand-in binary declares. macos-signing.sh and macos-notarize.sh without
their secrets must do nothing but say plainly that they were skipped (a
GitHub notice) and succeed. Usage: test_ci_scripts.py SOURCE_DIR
"""
import os
import pathlib
import subprocess
import sys
import tempfile

failures = []


def check(ok, what, detail=""):
    print(("ok    " if ok else "FAIL  ") + what + (": " + detail if detail and not ok else ""))
    if not ok:
        failures.append(what)


def stand_in(folder, name, body):
    path = folder / name
    path.write_text("#!/bin/sh\n" + body)
    path.chmod(0o755)


source = pathlib.Path(sys.argv[1]).resolve()
scripts = source / "scripts" / "ci"

# A stand-in Mach-O file is a text file "MACHO <archs>"; cpack stages the
# bundle whose files STAGE names ("path=archs;..."), and a disk image.
STAGE_CPACK = r'''
out=""
while [ "$#" -gt 0 ]; do [ "$1" = "-B" ] && out="$2"; shift; done
app="$out/_CPack_Packages/Darwin/DragNDrop/tilerummy-0.1.0-macos/tilerummy.app"
echo "$STAGE" | tr ';' '\n' | while IFS='=' read -r file archs; do
  mkdir -p "$(dirname "$app/$file")"
  printf 'MACHO %s\n' "$archs" > "$app/$file"
done
mkdir -p "$app/Contents/Resources" && echo "not a program" > "$app/Contents/Resources/qt.conf"
touch "$out/tilerummy-0.1.0-macos.dmg"
'''
FILE = r'''
for last; do :; done
if head -c 5 "$last" | grep -q MACHO; then echo "Mach-O universal binary"; else echo "ASCII text"; fi
'''
LIPO = r'''
[ "$1" = "-archs" ] && sed -n 's/^MACHO //p' "$2"
'''

with tempfile.TemporaryDirectory() as folder:
    folder = pathlib.Path(folder)
    tools = folder / "bin"
    tools.mkdir()
    stand_in(tools, "cpack", STAGE_CPACK)
    stand_in(tools, "file", FILE)
    stand_in(tools, "lipo", LIPO)
    tree = folder / "tree"  # package.sh works from the source folder: a copy of scripts/ci and a built preset
    (tree / "scripts").mkdir(parents=True)
    os.symlink(scripts, tree / "scripts" / "ci")
    (tree / "build" / "release-macos").mkdir(parents=True)
    (tree / "build" / "release-macos" / "CPackConfig.cmake").write_text("# stand-in\n")
    env = dict(os.environ, PATH="%s:%s" % (tools, os.environ["PATH"]), PACKAGES_DIR=str(folder / "packages"))

    def package(stage):
        return subprocess.run([str(tree / "scripts" / "ci" / "package.sh"), "release-macos", "DragNDrop"],
                              capture_output=True, text=True, env=dict(env, STAGE=stage), cwd=tree)

    universal = "Contents/MacOS/tilerummy=x86_64 arm64;Contents/MacOS/tilerummy-cli=x86_64 arm64;" \
                "Contents/Frameworks/QtCore.framework/Versions/A/QtCore=x86_64 arm64"
    passed = package(universal)
    check(passed.returncode == 0 and "all 3 programs and libraries" in passed.stdout,
          "a bundle of universal files passes", passed.stdout + passed.stderr)
    thin = universal + ";Contents/PlugIns/sqldrivers/libqsqlite.dylib=arm64"
    refused = package(thin)
    check(refused.returncode == 1 and "Contents/PlugIns/sqldrivers/libqsqlite.dylib (arm64)" in refused.stderr
          and "1 of 4" in refused.stderr, "a bundle with one arm64-only plugin is refused, naming it",
          refused.stdout + refused.stderr)
    missing = subprocess.run([str(tree / "scripts" / "ci" / "package.sh"), "release-msvc", "NSIS;ZIP"],
                             capture_output=True, text=True, env=env, cwd=tree)
    check(missing.returncode == 1 and "build the preset release-msvc first" in missing.stderr,
          "a preset not built is named", missing.stdout + missing.stderr)

# Signing and notarization without their secrets.
bare = {k: v for k, v in os.environ.items()
        if k not in ("MACOS_CERTIFICATE", "MACOS_CERTIFICATE_PASSWORD", "APPLE_ID", "APPLE_TEAM_ID",
                     "APPLE_APP_PASSWORD", "TILERUMMY_CODESIGN_IDENTITY", "GITHUB_ENV")}
signing = subprocess.run([str(scripts / "macos-signing.sh")], capture_output=True, text=True, env=bare)
check(signing.returncode == 0 and signing.stdout == ""
      and "::notice title=macOS signing skipped::no MACOS_CERTIFICATE" in signing.stderr,
      "macos-signing.sh without the certificate says it is skipped", signing.stdout + signing.stderr)
notarize = subprocess.run([str(scripts / "macos-notarize.sh"), "tilerummy.dmg"], capture_output=True, text=True,
                          env=bare)
check(notarize.returncode == 0 and "::notice title=macOS notarization skipped::" in notarize.stderr,
      "macos-notarize.sh without a Developer ID says it is skipped", notarize.stdout + notarize.stderr)
no_account = subprocess.run([str(scripts / "macos-notarize.sh"), "tilerummy.dmg"], capture_output=True, text=True,
                            env=dict(bare, TILERUMMY_CODESIGN_IDENTITY="Developer ID Application: T (X)"))
check(no_account.returncode == 0 and "no APPLE_ID, APPLE_TEAM_ID and APPLE_APP_PASSWORD" in no_account.stderr,
      "macos-notarize.sh without the account says it is skipped", no_account.stdout + no_account.stderr)

sys.exit(1 if failures else 0)
