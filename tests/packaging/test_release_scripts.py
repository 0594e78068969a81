#!/usr/bin/env python3
"""The release job's scripts (scripts/ci/release*.sh), run as the workflow runs them.

release-version.sh takes the version from the tag only when the tag names the
version CMakeLists.txt declares (v0.1.0 for 0.1.0), else refuses and says
which differs; release-checksums.sh writes SHA256SUMS for a folder's files,
which `sha256sum -c` then checks; release.sh, the job's step, hands the
packages and SHA256SUMS to `gh release create` titled with the version, and
nothing for a tag of another version. Usage: test_release_scripts.py SOURCE_DIR
"""
import os
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

# release.sh, the job's one step, with a `gh` that writes down what it was asked.
with tempfile.TemporaryDirectory() as folder:
    folder = pathlib.Path(folder)
    bin_dir, packages, asked = folder / "bin", folder / "release", folder / "gh-args"
    bin_dir.mkdir()
    packages.mkdir()
    (bin_dir / "gh").write_text('#!/bin/sh\nprintf "%%s\\n" "$@" > "%s"\n' % asked)
    (bin_dir / "gh").chmod(0o755)
    (packages / ("tilerummy_%s_amd64.deb" % declared)).write_bytes(b"deb")
    env = dict(os.environ, PATH="%s:%s" % (bin_dir, os.environ["PATH"]))
    published = subprocess.run([str(scripts / "release.sh"), "v" + declared, str(packages)],
                               capture_output=True, text=True, env=env)
    args = asked.read_text().splitlines() if asked.exists() else []
    check(published.returncode == 0 and args[:3] == ["release", "create", "v" + declared]
          and "Tile Rummy " + declared in args and str(packages / "SHA256SUMS") in args
          and str(packages / ("tilerummy_%s_amd64.deb" % declared)) in args,
          "release.sh publishes the packages and SHA256SUMS as \"Tile Rummy %s\"" % declared,
          published.stdout + published.stderr + " gh got: %s" % args)
    asked.unlink(missing_ok=True)
    refused = subprocess.run([str(scripts / "release.sh"), "v9.9.9", str(packages)],
                             capture_output=True, text=True, env=env)
    check(refused.returncode == 1 and not asked.exists(), "release.sh publishes nothing for a tag of another version",
          refused.stdout + refused.stderr)

sys.exit(1 if failures else 0)
