#!/usr/bin/env python3
"""The Windows installer that CPack writes (cpack -G NSIS over the MinGW-w64
build, Debian's makensis), run silently under Wine: it installs what the build
installs, the start menu entry, the uninstall entry and the tilerummy:// link
handler; installed again over itself it leaves one copy; its uninstaller then
takes away every file, folder, shortcut and registry key it added. Run by
scripts/portability-tests.sh in the Wine prefix it made (WINEPREFIX).

Usage: nsis_under_wine.py WINE WINESERVER INSTALLER PACKAGE_DIR
  INSTALLER    tilerummy-VERSION-win64.exe
  PACKAGE_DIR  the files CPack put in it (_CPack_Packages/win64/NSIS/<name>)
Exit code 1 with each fault named.
"""
import os
import pathlib
import re
import subprocess
import sys

PRODUCT = "Tile Rummy"
VENDOR_KEY = r"Software\The Tile Rummy developers"
UNINSTALL_KEY = r"Software\Microsoft\Windows\CurrentVersion\Uninstall" + "\\" + PRODUCT
URL_KEY = r"Software\Classes\tilerummy"
INSTALL_DIR = r"C:\Program Files" + "\\" + PRODUCT
START_MENU = "ProgramData/Microsoft/Windows/Start Menu/Programs/" + PRODUCT

# What a Windows machine has whether or not the game was ever installed, and
# a fresh Wine prefix only makes when a program first writes below it: the
# key that holds a user's own file types and link handlers.
ALWAYS_THERE = {("HKCU", r"Software\Classes")}


def wine_own_change(key, name, data):
    """Values Wine itself rewrites whenever a program starts, or that Windows
    would carry out at the next start: the display driver's date (a device
    class's DriverDateData), and the uninstaller's own copy in Temp that it
    asks to be deleted then (PendingFileRenameOperations naming ~nsuN.tmp only)."""
    if key[1].startswith("System\\CurrentControlSet\\Control\\Class\\") and name == '"DriverDateData"':
        return True
    if name == '"PendingFileRenameOperations"':
        # str(7):"\\??\\C:\\users\\me\\Temp\\~nsu1.tmp\0\0\\??\\C:\\...\\Un.exe\0\0": pairs of
        # a path and where it goes, an empty one for "delete"
        entries = re.sub(r'^str\(\d+\):"|"$', "", data).split("\\0")
        paths = [p for p in entries if p.startswith("\\\\??")]
        return bool(paths) and all(re.search(r"\\Temp\\+~nsu\d+\.tmp", p) for p in paths)
    return False


def drive_c_paths(prefix):
    """Every file and folder under drive_c, but the users' Temp folders: an
    NSIS uninstaller runs from a copy of itself there (~nsuN.tmp), which it
    asks Windows to delete at the next start."""
    root = prefix / "drive_c"
    paths = set()
    for path in root.rglob("*"):
        rel = path.relative_to(root).as_posix()
        if re.match(r"users/[^/]+/Temp(/|$)", rel):
            continue
        paths.add(rel)
    return paths


def read_registry(prefix):
    """{(hive, key): {value name: data}} of Wine's system.reg (HKLM) and user.reg
    (HKCU), without the times Wine keeps beside each key."""
    keys = {}
    for hive, name in (("HKLM", "system.reg"), ("HKCU", "user.reg")):
        values = None
        with open(prefix / name, encoding="utf-8", errors="replace") as f:
            for line in f:
                line = line.rstrip("\n")
                head = re.match(r"^\[(.*)\](?: \d+)?$", line)
                if head:
                    values = keys.setdefault((hive, head.group(1).replace("\\\\", "\\")), {})
                elif values is not None and line and not line.startswith(("#", ";")):
                    name_part, _, data = line.partition("=")
                    values[name_part] = data
    return keys


def snapshot(prefix):
    return drive_c_paths(prefix), read_registry(prefix)


class Wine:
    def __init__(self, wine, wineserver, prefix):
        self.wine, self.wineserver, self.prefix = wine, wineserver, prefix

    def run(self, *args):
        """Runs a Windows program and waits until every Wine process has ended
        and the registry is written (an uninstaller goes on in a copy of itself)."""
        result = subprocess.run([self.wine, *args], capture_output=True, text=True, timeout=120)
        subprocess.run([self.wineserver, "-w"], timeout=120, check=False)
        return result.returncode

    def host_path(self, windows_path):
        assert windows_path.startswith("C:\\")
        return self.prefix / "drive_c" / windows_path[3:].replace("\\", "/")


def check_installed(wine, package_dir, version, registry, faults, when):
    def fault(text):
        faults.append(f"{when}: {text}")

    install_dir = wine.host_path(INSTALL_DIR)
    expected = {p.relative_to(package_dir).as_posix() for p in package_dir.rglob("*") if p.is_file()}
    expected.add("Uninstall.exe")
    found = {p.relative_to(install_dir).as_posix() for p in install_dir.rglob("*") if p.is_file()} \
        if install_dir.is_dir() else set()
    if found != expected:
        fault(f"{INSTALL_DIR} holds {sorted(found)}, not {sorted(expected)}")
    for name in ("LICENSE.txt", "README.md"):
        if (install_dir / name).is_file() and (package_dir / name).is_file() \
                and (install_dir / name).read_bytes() != (package_dir / name).read_bytes():
            fault(f"{name} installed is not the one packed")

    menu = wine.prefix / "drive_c" / START_MENU
    for link, target in ((f"{PRODUCT}.lnk", r"bin\tilerummy.exe"), ("Uninstall.lnk", "Uninstall.exe")):
        path = menu / link
        if not path.is_file():
            fault(f"no start menu entry {START_MENU}/{link}")
            continue
        data = path.read_bytes()
        if target.encode() not in data and target.encode("utf-16-le") not in data:
            fault(f"the start menu entry {link} does not open {target}")
    desktop = list(wine.prefix.glob(f"drive_c/users/*/Desktop/{PRODUCT}.lnk"))
    if desktop:
        fault(f"a desktop shortcut without being asked for one: {desktop[0]}")

    uninstall = registry.get(("HKLM", UNINSTALL_KEY))
    if uninstall is None:
        fault(f"no uninstall entry HKLM\\{UNINSTALL_KEY} (Settings > Apps would not list the game)")
    else:
        wanted = {
            '"DisplayName"': f'"{PRODUCT} {version}"',
            '"DisplayVersion"': f'"{version}"',
            '"UninstallString"': '"\\"C:\\\\Program Files\\\\Tile Rummy\\\\Uninstall.exe\\""',
        }
        for name, data in wanted.items():
            if uninstall.get(name) != data:
                fault(f"the uninstall entry's {name} is {uninstall.get(name)}, not {data}")
    command = registry.get(("HKCU", URL_KEY + r"\shell\open\command"), {}).get("@")
    want = '"\\"C:\\\\Program Files\\\\Tile Rummy\\\\bin\\\\tilerummy.exe\\" \\"%1\\""'
    if command != want:
        fault(f"tilerummy:// links open {command}, not {want}")
    if '"URL Protocol"' not in registry.get(("HKCU", URL_KEY), {}):
        fault(f"HKCU\\{URL_KEY} is not marked as a URL protocol")


def leftovers(before, after):
    """What `after` has that `before` had not: files and folders, registry keys,
    and values added or changed."""
    paths_before, keys_before = before
    paths_after, keys_after = after
    found = [f"file or folder C:/{p}" for p in sorted(paths_after - paths_before)]
    for key in sorted(keys_after.keys() - keys_before.keys()):
        if key not in ALWAYS_THERE:
            found.append(f"registry key {key[0]}\\{key[1]}")
    for key in sorted(keys_after.keys() & keys_before.keys()):
        for name, data in sorted(keys_after[key].items()):
            if keys_before[key].get(name) != data and not wine_own_change(key, name, data):
                found.append(f"registry value {key[0]}\\{key[1]} {name}={data}")
    return found


def main(argv):
    if len(argv) != 5:
        print(__doc__, file=sys.stderr)
        return 2
    wine_exe, wineserver, installer, package_dir = argv[1], argv[2], pathlib.Path(argv[3]), pathlib.Path(argv[4])
    prefix = pathlib.Path(os.environ["WINEPREFIX"])
    version_match = re.match(r"tilerummy-(.+)-win64\.exe$", installer.name)
    if not version_match:
        print(f"nsis_under_wine: {installer.name} is not tilerummy-VERSION-win64.exe", file=sys.stderr)
        return 2
    version = version_match.group(1)
    wine = Wine(wine_exe, wineserver, prefix)
    faults = []

    subprocess.run([wineserver, "-w"], timeout=120, check=False)
    before = snapshot(prefix)

    if wine.run(str(installer), "/S") != 0:
        faults.append("the installer (/S) failed")
    installed = snapshot(prefix)
    check_installed(wine, package_dir, version, installed[1], faults, "installed")

    # Installed again: the old copy uninstalled first (CPACK_NSIS_ENABLE_UNINSTALL_BEFORE_INSTALL), one copy left.
    if wine.run(str(installer), "/S") != 0:
        faults.append("the installer (/S), run a second time, failed")
    again = snapshot(prefix)
    check_installed(wine, package_dir, version, again[1], faults, "installed twice")
    if again[0] != installed[0] or again[1].keys() != installed[1].keys():
        faults.append("installed twice: " + "; ".join(leftovers(installed, again) + leftovers(again, installed)))

    uninstaller = INSTALL_DIR + r"\Uninstall.exe"
    if not wine.host_path(uninstaller).is_file():
        faults.append(f"no {uninstaller} to run")
    elif wine.run(uninstaller, "/S") != 0:
        faults.append("the uninstaller (/S) failed")
    for thing in leftovers(before, snapshot(prefix)):
        faults.append(f"uninstalled, yet left: {thing}")

    for fault in faults:
        print(f"nsis_under_wine: {fault}", file=sys.stderr)
    if faults:
        return 1
    print(f"nsis_under_wine: {installer.name} installed (twice) and uninstalled under Wine, nothing left")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
