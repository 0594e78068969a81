#!/usr/bin/env python3
"""The Debian package end to end, as a user gets it.

    test_deb_package.py BUILD_DIR SOURCE_DIR VERSION [QMLIMPORTSCANNER QT_QML_DIR]

1. `cpack -G DEB` on the build tree, into a temporary folder.
2. The control file: name, version, section, the libraries (dpkg-shlibdeps)
   and the QML modules the scene imports in Depends (every module
   qmlimportscanner finds for ../../qml that a Debian package holds),
   Qt Multimedia only recommended.
3. The contents: both executables, LICENSE and README, the desktop entry and
   the AppStream metainfo (desktop-file-validate, appstreamcli validate and
   validate-tree), the icon at every size, and that they agree with each other.
4. As root (or with sudo without a password; else it stops here, skipped):
   `apt-get install ./tilerummy_*.deb`, the installed files validated again,
   `tilerummy --version` without a display, `tilerummy-cli --version` and a
   CLI command, the installed game started under xvfb-run (X11, a fresh HOME):
   its window with its icon, and the first frame shown; then the package is
   removed again (also when a check fails).

Exit 0 passed, 1 failed, 77 skipped (SKIP_RETURN_CODE in CMakeLists.txt).
"""

import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
import xml.etree.ElementTree as ET

SKIP = 77
APP_ID = "io.github.tilerummy.TileRummy"
ICON_SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)
# QML modules the game may run without: it only goes silent.
OPTIONAL_QML_PACKAGES = {"qml6-module-qtmultimedia"}
# Needed at run time though no import in qml/ names it: Qt Quick Dialogs' own
# FileDialog (save, open) imports Qt.labs.folderlistmodel; the window's SVG
# icons are drawn with Qt Quick Shapes (qml6-module-qtquick-shapes).
EXTRA_DEPENDS = {"qml6-module-qt-labs-folderlistmodel", "qml6-module-qtquick-shapes"}

started = time.monotonic()


class Failed(Exception):
    pass


def step(text):
    print(f"--- [{time.monotonic() - started:5.1f} s] {text}", flush=True)


def check(condition, message):
    if not condition:
        raise Failed(message)


def run(cmd, *, ok=True, env=None, timeout=180, cwd=None):
    """Runs cmd, returns (exit code, stdout, stderr); with ok, a non-zero exit fails."""
    try:
        result = subprocess.run(cmd, capture_output=True, text=True, env=env, timeout=timeout, cwd=cwd)
    except subprocess.TimeoutExpired:
        raise Failed(f"{' '.join(cmd)}: no answer within {timeout} s")
    if ok and result.returncode != 0:
        raise Failed(f"{' '.join(cmd)} exited with {result.returncode}:\n{result.stdout}{result.stderr}")
    return result.returncode, result.stdout, result.stderr


def package_names(field):
    """The package names of a Depends-style field ("a (>= 1), b | c" -> {a, b, c})."""
    names = set()
    for alternative in re.split(r"[,|]", field):
        name = alternative.strip().split(" ")[0].split("(")[0]
        if name:
            names.add(name)
    return names


def validate(desktop_file, metainfo_file):
    code, out, err = run(["desktop-file-validate", desktop_file], ok=False)
    print(f"desktop-file-validate {desktop_file}: exit {code}\n{out}{err}".rstrip())
    check(code == 0 and not (out + err).strip(), f"desktop-file-validate complains about {desktop_file}")
    code, out, err = run(["appstreamcli", "validate", "--no-net", metainfo_file], ok=False)
    print(f"appstreamcli validate --no-net {metainfo_file}: exit {code}\n{out}{err}".rstrip())
    check(code == 0, f"appstreamcli validate fails for {metainfo_file}")


def check_control(deb, version, scanner, qml_dir, source):
    step("the control file (dpkg-deb -I)")
    _, info, _ = run(["dpkg-deb", "-I", deb])
    print(info.rstrip())

    def field(name):
        return run(["dpkg-deb", "-f", deb, name])[1].strip()

    check(field("Package") == "tilerummy", "Package is not tilerummy")
    check(field("Version") == version, f"Version {field('Version')} is not the project's {version}")
    check(field("Section") == "games", "Section is not games")
    check(field("Homepage").startswith("https://"), "no Homepage")
    check("\n" in field("Description"), "no long description")
    depends = package_names(field("Depends"))
    recommends = package_names(field("Recommends"))
    # From dpkg-shlibdeps: the libraries the executables link (Ubuntu 24.04
    # names some of them with a "t64" suffix).
    for library in ("libc6", "libstdc++6", "libqt6core6", "libqt6gui6", "libqt6qml6", "libqt6quick6"):
        check(any(name == library or name == library + "t64" for name in depends),
              f"Depends lacks {library} (CPACK_DEBIAN_PACKAGE_SHLIBDEPS)")
    for package in EXTRA_DEPENDS:
        check(package in depends, f"Depends lacks {package}")
    for package in OPTIONAL_QML_PACKAGES:
        check(package in recommends and package not in depends, f"{package} should be recommended, not required")

    # Every QML module the scene imports (and what they import) that comes from
    # a Debian package must come with the package: Depends, or Recommends for
    # the optional ones.
    if not scanner or not os.path.exists(scanner):
        print("qmlimportscanner not found: the QML modules are checked against the fixed list only")
        required = {"qml6-module-qtquick", "qml6-module-qtquick-controls", "qml6-module-qtquick-templates",
                    "qml6-module-qtquick-layouts", "qml6-module-qtquick-window", "qml6-module-qtqml",
                    "qml6-module-qtqml-models", "qml6-module-qtqml-workerscript", "qml6-module-qtquick-dialogs"}
        missing = required - depends
        check(not missing, f"Depends lacks {sorted(missing)}")
        return

    _, out, _ = run([scanner, "-rootPath", os.path.join(source, "qml"), "-importPath", qml_dir])
    imports = json.loads(out)
    direct = set()
    for qml in os.listdir(os.path.join(source, "qml")):
        if qml.endswith(".qml"):
            with open(os.path.join(source, "qml", qml), encoding="utf-8") as f:
                direct.update(re.findall(r"^import\s+([A-Za-z][\w.]*)", f.read(), re.M))
    direct.discard("TileRummy")  # linked into the executable
    found = {entry["name"]: entry.get("path", "") for entry in imports if entry.get("type") == "module"}
    for name in sorted(direct):
        check(found.get(name), f"qml/ imports {name}, which qmlimportscanner does not find here")
    owners = {}
    for name, path in sorted(found.items()):
        if not path or not os.path.exists(os.path.join(path, "qmldir")):
            continue  # an optional import not installed here (e.g. another style's)
        code, out, _ = run(["dpkg-query", "-S", os.path.join(path, "qmldir")], ok=False)
        if code != 0:
            print(f"  {name}: {path} belongs to no package (a Qt not from Debian?)")
            continue
        owners.setdefault(out.split(":")[0], []).append(name)
    for package, modules in sorted(owners.items()):
        wanted = recommends if package in OPTIONAL_QML_PACKAGES else depends
        kind = "Recommends" if package in OPTIONAL_QML_PACKAGES else "Depends"
        print(f"  {package} ({', '.join(modules)}): {'in ' + kind if package in wanted else 'MISSING'}")
        check(package in wanted, f"{kind} lacks {package}, which holds {', '.join(modules)}")


def check_contents(deb, root, version, source):
    step("the contents (dpkg-deb -c), validated")
    _, listing, _ = run(["dpkg-deb", "-c", deb])
    files = {line.split()[-1].lstrip(".") for line in listing.splitlines()}
    expected = [
        "/usr/bin/tilerummy",
        "/usr/bin/tilerummy-cli",
        "/usr/share/doc/tilerummy/LICENSE",
        "/usr/share/doc/tilerummy/README.md",
        f"/usr/share/applications/{APP_ID}.desktop",
        f"/usr/share/metainfo/{APP_ID}.metainfo.xml",
        f"/usr/share/icons/hicolor/scalable/apps/{APP_ID}.svg",
    ] + [f"/usr/share/icons/hicolor/{s}x{s}/apps/{APP_ID}.png" for s in ICON_SIZES]
    for path in expected:
        check(path in files, f"the package has no {path}")
    run(["dpkg-deb", "-x", deb, root])
    desktop = os.path.join(root, f"usr/share/applications/{APP_ID}.desktop")
    metainfo = os.path.join(root, f"usr/share/metainfo/{APP_ID}.metainfo.xml")
    validate(desktop, metainfo)
    code, out, err = run(["appstreamcli", "validate-tree", "--no-net", root], ok=False)
    print(f"appstreamcli validate-tree --no-net: exit {code}\n{out}{err}".rstrip())
    check(code == 0, "appstreamcli validate-tree fails")

    # The desktop entry, the metainfo and the files agree.
    with open(desktop, encoding="utf-8") as f:
        # The main group's keys alone (an action's Exec comes after it).
        main_group = f.read().split("\n[Desktop Action")[0]
        entry = dict(line.split("=", 1) for line in main_group.splitlines() if "=" in line)
    check(entry.get("Icon") == APP_ID, f"Icon={entry.get('Icon')} is not {APP_ID}")
    check(f"/usr/bin/{entry.get('Exec', '').split(' ')[0]}" in files, f"Exec={entry.get('Exec')} is not installed")
    # Invitations (tilerummy://…) open in the game, the link as its argument.
    check("x-scheme-handler/tilerummy;" in entry.get("MimeType", ""), f"MimeType={entry.get('MimeType')}")
    check(entry.get("Exec", "").endswith(" %u"), f"Exec={entry.get('Exec')} takes no link")
    check("Game;" in entry.get("Categories", "") and "BoardGame;" in entry.get("Categories", ""), "Categories")
    for keyword in ("rummikub", "rummy", "tiles"):
        check(keyword in entry.get("Keywords", "").split(";"), f"Keywords lack {keyword}")
    component = ET.parse(metainfo).getroot()
    check(component.findtext("id") == APP_ID, "the metainfo's id is not the app id")
    check(component.findtext("launchable") == f"{APP_ID}.desktop", "the metainfo's launchable")
    check(component.findtext("project_license") == "GPL-3.0-or-later", "project_license")
    releases = [r.get("version") for r in component.iter("release")]
    check(version in releases, f"the metainfo has no release {version} (it has {releases})")
    binaries = {b.text for b in component.iter("binary")}
    check(binaries == {"tilerummy", "tilerummy-cli"}, f"the metainfo provides {binaries}")
    for image in component.iter("image"):
        name = image.text.rsplit("/", 1)[-1]
        check(os.path.exists(os.path.join(source, "docs", "screenshots", name)),
              f"the screenshot {image.text} is not in docs/screenshots")


def sudo_prefix():
    if os.geteuid() == 0:
        return []
    if shutil.which("sudo") and subprocess.run(["sudo", "-n", "true"], capture_output=True).returncode == 0:
        return ["sudo", "-n"]
    return None


def installed(package):
    code, out, _ = run(["dpkg-query", "-W", "-f=${Status}", package], ok=False)
    return code == 0 and "install ok installed" in out


def check_installed(work, version):
    step("the installed files")
    _, listing, _ = run(["dpkg", "-L", "tilerummy"])
    check("/usr/bin/tilerummy" in listing.split(), "dpkg -L does not list /usr/bin/tilerummy")
    validate(f"/usr/share/applications/{APP_ID}.desktop", f"/usr/share/metainfo/{APP_ID}.metainfo.xml")

    home = os.path.join(work, "home")
    runtime = os.path.join(work, "runtime")
    os.makedirs(home)
    os.makedirs(runtime, mode=0o700)
    env = {k: v for k, v in os.environ.items()
           if k not in ("QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY", "QT_QUICK_CONTROLS_STYLE")}
    env.update(HOME=home, XDG_RUNTIME_DIR=runtime, XDG_CONFIG_HOME=os.path.join(home, ".config"),
               XDG_DATA_HOME=os.path.join(home, ".local/share"))

    step("tilerummy --version (no display), tilerummy-cli")
    _, out, _ = run(["/usr/bin/tilerummy", "--version"], env=env, timeout=30)
    check(out == f"tilerummy {version}\n", f"tilerummy --version printed {out!r}")
    _, out, _ = run(["/usr/bin/tilerummy-cli", "--version"], env=env, timeout=30)
    check(out == f"tilerummy-cli {version}\n", f"tilerummy-cli --version printed {out!r}")
    _, out, _ = run(["/usr/bin/tilerummy-cli", "validate", "R7", "J", "R9"], env=env, timeout=30)
    check(out.strip() == "valid run", f"tilerummy-cli validate R7 J R9 printed {out!r}")

    step("the installed game under xvfb-run: its window")
    # The window as the X server sees it: title, WM_CLASS (StartupWMClass in
    # the desktop entry) and the icon the game sets (_NET_WM_ICON).
    probe = r"""
/usr/bin/tilerummy >"$1/game.out" 2>"$1/game.err" &
game=$!
for i in $(seq 1 150); do
  line=$(xwininfo -root -tree | grep '"Tile Rummy": ("tilerummy" "tilerummy")' | grep -v ' 1x1+' | head -n 1)
  [ -n "$line" ] && break
  kill -0 $game 2>/dev/null || break
  sleep 0.2
done
echo "window: $line"
if [ -n "$line" ]; then
  id=$(echo "$line" | awk '{print $1}')
  xprop -id "$id" WM_CLASS
  xprop -id "$id" _NET_WM_ICON | head -n 2
fi
kill $game 2>/dev/null; wait $game 2>/dev/null
true
"""
    _, out, err = run(["xvfb-run", "-a", "-n", "160", "-s", "-screen 0 1600x1000x24", "bash", "-c", probe, "probe", work],
                      env=env, timeout=90)
    print(out.rstrip())
    game_err = open(os.path.join(work, "game.err"), encoding="utf-8", errors="replace").read()
    window = re.search(r"^window: .*\)\s+(\d+)x(\d+)\+", out, re.M)
    check(window and int(window.group(1)) >= 640 and int(window.group(2)) >= 480,
          f"no Tile Rummy window showed:\n{out}{err}\n{game_err}")
    check('WM_CLASS(STRING) = "tilerummy", "tilerummy"' in out, "the window's WM_CLASS is not tilerummy")
    check("Icon (16 x 16)" in out, "the window has no icon (_NET_WM_ICON)")
    problems = [line for line in game_err.splitlines()
                if re.search(r"qrc:|\.qml:|is not installed|failed to load|not found|could not", line, re.I)]
    check(not problems, "the game reported problems:\n" + "\n".join(problems))

    step("the installed game under xvfb-run: the first frame")
    code, out, err = run(["xvfb-run", "-a", "-n", "160", "-s", "-screen 0 1600x1000x24",
                          "/usr/bin/tilerummy", "--quit-after-first-frame"], env=env, timeout=90, ok=False)
    print(out.rstrip())
    check(code == 0, f"tilerummy --quit-after-first-frame exited with {code}:\n{out}{err}")
    check(re.search(r"^tilerummy: first frame \d+ ms after main\(\)$", out, re.M),
          f"no first frame reported:\n{out}{err}")


def main():
    if len(sys.argv) < 4:
        print(__doc__)
        return 2
    build, source, version = sys.argv[1:4]
    scanner = sys.argv[4] if len(sys.argv) > 4 else ""
    qml_dir = sys.argv[5] if len(sys.argv) > 5 else ""
    for tool in ("cpack", "dpkg-deb", "dpkg-query", "desktop-file-validate", "appstreamcli", "xvfb-run",
                 "xwininfo", "xprop"):
        if not shutil.which(tool):
            print(f"FAIL: {tool} is missing (scripts/install-deps.sh installs it)")
            return 1

    work = tempfile.mkdtemp(prefix="tilerummy-packaging-")
    sudo = None
    ours = False
    try:
        step("cpack -G DEB")
        out_dir = os.path.join(work, "out")
        run(["cpack", "-G", "DEB", "-B", out_dir, "--config", os.path.join(build, "CPackConfig.cmake")],
            cwd=work, timeout=300)
        arch = run(["dpkg", "--print-architecture"])[1].strip()
        deb = os.path.join(out_dir, f"tilerummy_{version}_{arch}.deb")
        check(os.path.exists(deb), f"cpack made no {deb}: {os.listdir(out_dir)}")

        check_control(deb, version, scanner, qml_dir, source)
        check_contents(deb, os.path.join(work, "root"), version, source)

        sudo = sudo_prefix()
        if sudo is None:
            print("SKIP: installing the package needs root or sudo without a password; "
                  "the package itself passed its checks")
            return SKIP
        if installed("tilerummy"):
            print("SKIP: a tilerummy package is installed on this machine already; not replacing it "
                  "(apt-get remove tilerummy to run this test)")
            return SKIP

        step("apt-get install ./" + os.path.basename(deb))
        apt_env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
        ours = True
        code, out, err = run(sudo + ["apt-get", "-o", "DPkg::Lock::Timeout=300", "install", "-y", "-q",
                                     "--no-install-recommends", deb], ok=False, env=apt_env, timeout=600)
        print("\n".join(line for line in (out + err).splitlines() if not line.startswith("(Reading database")))
        check(code == 0 and installed("tilerummy"), f"apt-get install failed ({code})")

        check_installed(work, version)

        step("apt-get remove tilerummy")
        run(sudo + ["apt-get", "-o", "DPkg::Lock::Timeout=300", "remove", "-y", "-q", "tilerummy"],
            env=apt_env, timeout=300)
        ours = False
        check(not installed("tilerummy") and not os.path.exists("/usr/bin/tilerummy"), "the package stayed")
        step("passed")
        return 0
    except Failed as failure:
        print(f"FAIL: {failure}")
        return 1
    finally:
        if ours and sudo is not None:
            subprocess.run(sudo + ["dpkg", "--remove", "tilerummy"], capture_output=True)
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
