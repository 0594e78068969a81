#!/usr/bin/env python3
"""The workflow's steps are scripts of scripts/ci/ that anyone can run.

Each `run:` of .github/workflows/build.yml, past a job's checkout, calls one
script of scripts/ci/ (or ./test.sh, the Debian job's whole build); each such
script exists, is executable, says at its top how to run it ("Usage:"), and
passes shellcheck; every script of scripts/ci/ is called by some step; and a
CMake preset a step names (build-and-test.sh PRESET, package.sh PRESET) exists
as a configure, build and test preset and is meant for the job's system (its
condition names the runner's: Windows, Darwin, Linux). Usage:
    test_workflow_steps.py SOURCE_DIR
"""
import json
import pathlib
import shlex
import shutil
import subprocess
import sys

import yaml

RUNNER_SYSTEM = {"windows": "Windows", "macos": "Darwin", "ubuntu": "Linux"}
# The scripts that take a preset as their first argument, and which kinds of preset they need.
PRESET_SCRIPTS = {
    "scripts/ci/build-and-test.sh": ("configurePresets", "buildPresets", "testPresets"),
    "scripts/ci/package.sh": ("configurePresets",),
}

faults = []


def fault(text):
    faults.append(text)


def preset_allows(preset, system):
    """Whether a configure preset's condition (equals / notEquals on
    ${hostSystemName}) lets it run on `system`; no condition: everywhere."""
    condition = preset.get("condition")
    if condition is None:
        return True
    if condition.get("lhs") != "${hostSystemName}" or condition.get("type") not in ("equals", "notEquals"):
        return True  # a condition this test does not read
    same = condition.get("rhs") == system
    return same if condition["type"] == "equals" else not same


def main():
    source = pathlib.Path(sys.argv[1]).resolve()
    workflow_path = source / ".github" / "workflows" / "build.yml"
    workflow = yaml.safe_load(workflow_path.read_text(encoding="utf-8"))
    presets = json.loads((source / "CMakePresets.json").read_text(encoding="utf-8"))
    by_kind = {kind: {p["name"]: p for p in presets.get(kind, [])}
               for kind in ("configurePresets", "buildPresets", "testPresets")}
    called = set()

    for job_name, job in workflow["jobs"].items():
        runner = str(job.get("runs-on", ""))
        system = "Linux" if "container" in job else next(
            (s for prefix, s in RUNNER_SYSTEM.items() if runner.startswith(prefix)), None)
        checked_out = False
        for number, step in enumerate(job.get("steps", []), start=1):
            where = "job %s, step %d (%s)" % (job_name, number, step.get("name") or step.get("uses") or "run")
            if str(step.get("uses", "")).startswith("actions/checkout"):
                checked_out = True
            if "run" not in step:
                continue
            command = step["run"].strip()
            if not checked_out:
                continue  # before the checkout there are no scripts: the container's own tools
            if "\n" in command:
                fault("%s: runs several lines, not one script: %r" % (where, command))
                continue
            words = shlex.split(command)
            script = words[0]
            if script == "./test.sh":
                continue
            if not script.startswith("scripts/ci/"):
                fault("%s: runs %r, not a script of scripts/ci/" % (where, command))
                continue
            called.add(script)
            path = source / script
            if not path.is_file():
                fault("%s: %s does not exist" % (where, script))
                continue
            if script in PRESET_SCRIPTS:
                name = words[1] if len(words) > 1 else ""
                for kind in PRESET_SCRIPTS[script]:
                    if name not in by_kind[kind]:
                        fault("%s: %s names the preset %r, which CMakePresets.json has not in %s"
                              % (where, script, name, kind))
                configure = by_kind["configurePresets"].get(name)
                if configure is not None and system and not preset_allows(configure, system):
                    fault("%s: the preset %s is not meant for %s (its condition: %s)"
                          % (where, name, system, configure.get("condition")))

    scripts = sorted((source / "scripts" / "ci").glob("*.sh"))
    # A script that a called script runs (release.sh runs release-version.sh) is called too.
    pending = [s for s in called if (source / s).is_file()]
    while pending:
        text = (source / pending.pop()).read_text(encoding="utf-8")
        for path in scripts:
            rel = path.relative_to(source).as_posix()
            if rel not in called and path.name in text:
                called.add(rel)
                pending.append(rel)

    for path in scripts:
        rel = path.relative_to(source).as_posix()
        if not path.stat().st_mode & 0o111:
            fault("%s is not executable" % rel)
        head = path.read_text(encoding="utf-8").split("\nset -", 1)[0]
        if "Usage:" not in head:
            fault("%s does not say at its top how to run it (a \"Usage:\" line)" % rel)
        if rel not in called:
            fault("%s is called by no step of %s" % (rel, workflow_path.name))

    shellcheck = shutil.which("shellcheck")
    if shellcheck is None:
        fault("no shellcheck (scripts/install-deps.sh installs it)")
    else:
        result = subprocess.run([shellcheck, "--format=gcc", *map(str, scripts)],
                                capture_output=True, text=True, cwd=source)
        for line in result.stdout.splitlines():
            fault("shellcheck: " + line)
        if result.returncode != 0 and not result.stdout:
            fault("shellcheck failed: " + result.stderr.strip())

    print("scripts called: %s" % " ".join(sorted(called)))
    for text in faults:
        print("FAIL  " + text)
    return 1 if faults else 0


if __name__ == "__main__":
    sys.exit(main())
