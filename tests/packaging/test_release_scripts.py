#!/usr/bin/env python3
"""The release job's steps (scripts/ci/release-*.sh), run as the workflow runs them.

release-version.sh takes the version from the tag only when the tag names the
version CMakeLists.txt declares (v0.1.0 for 0.1.0), else refuses and says
which differs; release-checksums.sh writes SHA256SUMS for a folder's files,
which `sha256sum -c` then checks. Usage: test_release_scripts.py SOURCE_DIR
"""
import pathlib
import re
import subprocess
import sys
import tempfile

failures = []


def check(ok, what, detail=""):
    print(("ok    " if ok else "FAIL  ") + what + (": " + detail if detail and not ok else ""))
    if not ok:
        failures.append(what)


source = pathlib.Path(sys.argv[1]).resolve()
scripts = source / "scripts" / "ci"
declared = re.search(r"^project\(TileRummy VERSION ([0-9.]+)", (source / "CMakeLists.txt").read_text(), re.M).group(1)

right = subprocess.run([str(scripts / "release-version.sh"), "v" + declared], capture_output=True, text=True)
check(right.returncode == 0 and right.stdout.strip() == declared, "the tag v%s gives the version %s" % (declared, declared),
      right.stdout + right.stderr)
for tag in ("v9.9.9", declared, "v" + declared + "-rc1"):
    wrong = subprocess.run([str(scripts / "release-version.sh"), tag], capture_output=True, text=True)
    check(wrong.returncode == 1 and declared in wrong.stderr and wrong.stdout == "",
          "the tag %s is refused, naming the declared version" % tag, wrong.stdout + wrong.stderr)

with tempfile.TemporaryDirectory() as folder:
    for name, data in (("tilerummy_0.1.0_amd64.deb", b"deb"), ("tilerummy-0.1.0-win64.exe", b"exe")):
        (pathlib.Path(folder) / name).write_bytes(data)
    made = subprocess.run([str(scripts / "release-checksums.sh"), folder], capture_output=True, text=True)
    sums = (pathlib.Path(folder) / "SHA256SUMS").read_text() if made.returncode == 0 else ""
    check(made.returncode == 0 and len(sums.splitlines()) == 2, "SHA256SUMS lists each file", made.stdout + made.stderr)
    verified = subprocess.run(["sha256sum", "-c", "SHA256SUMS"], cwd=folder, capture_output=True, text=True)
    check(verified.returncode == 0, "sha256sum -c checks them", verified.stdout + verified.stderr)
    (pathlib.Path(folder) / "tilerummy-0.1.0-win64.exe").write_bytes(b"changed")
    tampered = subprocess.run(["sha256sum", "-c", "SHA256SUMS"], cwd=folder, capture_output=True, text=True)
    check(tampered.returncode != 0, "a file changed after is caught")
    empty = tempfile.mkdtemp()
    none = subprocess.run([str(scripts / "release-checksums.sh"), empty], capture_output=True, text=True)
    check(none.returncode == 1 and "no file" in none.stderr, "an empty folder is refused", none.stderr)

sys.exit(1 if failures else 0)
