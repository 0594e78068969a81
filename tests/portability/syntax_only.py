#!/usr/bin/env python3
"""The app's own sources compiled with -fsyntax-only -Werror, each with the
command line (compiler, flags, include directories, defines) that a configured
build wrote to its compile_commands.json: scripts/portability-tests.sh runs it
on the preset port-app (clang 14 with libc++, against the Qt headers), which is
configured but never built. Files the build generates (moc, QML type
registration, resources) are left out: only sources under SOURCE/app count.

Usage: syntax_only.py BUILD_DIR SOURCE_DIR [JOBS]
Prints one line per file; exit code 1 when any file fails, 2 when none is found.
"""
import concurrent.futures
import json
import os
import shlex
import subprocess
import sys


def syntax_command(entry):
    args = shlex.split(entry["command"]) if "command" in entry else list(entry["arguments"])
    out, skip = [], False
    for arg in args:
        if skip:
            skip = False
        elif arg in ("-o", "-MF", "-MT", "-MQ"):
            skip = True  # the object file and the dependency file: nothing is written
        elif arg not in ("-c", "-MD", "-MMD"):
            out.append(arg)
    return out + ["-fsyntax-only", "-Werror"]


def main():
    build, source = sys.argv[1], os.path.realpath(sys.argv[2])
    jobs = int(sys.argv[3]) if len(sys.argv) > 3 else 1
    app = os.path.join(source, "app") + os.sep
    with open(os.path.join(build, "compile_commands.json"), encoding="utf-8") as f:
        entries = [e for e in json.load(f) if os.path.realpath(os.path.join(e["directory"], e["file"])).startswith(app)]
    entries.sort(key=lambda e: e["file"])
    if not entries:
        print(f"syntax_only: no sources under {app} in {build}/compile_commands.json", file=sys.stderr)
        return 2

    def check(entry):
        r = subprocess.run(syntax_command(entry), cwd=entry["directory"], capture_output=True, text=True)
        return entry, r

    failed = 0
    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, jobs)) as pool:
        for entry, r in pool.map(check, entries):
            name = os.path.relpath(os.path.join(entry["directory"], entry["file"]), source)
            print(f"  {name}: {'ok' if r.returncode == 0 else 'FAILED'}", flush=True)
            if r.returncode != 0:
                failed += 1
                sys.stdout.write(r.stdout + r.stderr)
    print(f"syntax_only: {len(entries) - failed} of {len(entries)} app sources pass")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
