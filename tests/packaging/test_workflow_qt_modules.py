#!/usr/bin/env python3
"""The Qt add-on modules the release workflow installs match what the game uses.

Every `find_package(Qt6 ... COMPONENTS ...)` of the project's CMake files names
the Qt components the build uses, and every `import Qt...` of qml/ a module the
scene loads at run time (QtMultimedia, QtCharts); those outside Qt's essential
modules (the ones install-qt-action always installs: qtbase, qtdeclarative,
qttools, ...) come from an add-on module that each `jurplel/install-qt-action`
step of .github/workflows must list under `modules:`. The test fails on a component
whose module a step leaves out (configure would fail on that runner: the
WebSockets module was missing once) and on a module a step installs that no
component needs (the two lists drift apart). Usage:
    test_workflow_qt_modules.py SOURCE_DIR
"""
import pathlib
import re
import sys

# The components that come with Qt's essential modules (no `modules:` entry).
ESSENTIAL = {
    "Core", "Gui", "Network", "Widgets", "Test", "Concurrent", "Sql", "Xml", "DBus", "OpenGL",
    "PrintSupport",  # qtbase
    "Qml", "Quick", "QuickControls2", "QuickTest", "QuickLayouts", "QuickDialogs2",  # qtdeclarative
    "LinguistTools", "Tools", "UiTools",  # qttools
    "Svg",  # qtsvg
}
# The add-on module of each other component (install-qt-action's names).
ADD_ON = {
    "WebSockets": "qtwebsockets",
    "Multimedia": "qtmultimedia",
    "Charts": "qtcharts",
    "ShaderTools": "qtshadertools",
    "Quick3D": "qtquick3d",
    "SerialPort": "qtserialport",
    "Positioning": "qtpositioning",
    "NetworkAuth": "qtnetworkauth",
}


def components(source: pathlib.Path) -> dict:
    """Each Qt component a CMake file finds, with the first file that does."""
    found = {}
    for path in sorted(source.rglob("CMakeLists.txt")):
        rel = path.relative_to(source)
        if rel.parts[0].startswith("build") or rel.parts[0].startswith("."):
            continue
        text = path.read_text(encoding="utf-8")
        for call in re.finditer(r"find_package\(\s*Qt6\b([^)]*)\)", text):
            words = call.group(1).split()
            if "COMPONENTS" not in words:
                continue
            for word in words[words.index("COMPONENTS") + 1:]:
                if word.isupper():  # OPTIONAL_COMPONENTS, CONFIG, ...
                    break
                found.setdefault(word, str(rel))
    return found


# The add-on module of each QML import outside the essential ones.
QML_ADD_ON = {"QtMultimedia": "qtmultimedia", "QtCharts": "qtcharts", "QtWebSockets": "qtwebsockets",
              "QtQuick3D": "qtquick3d", "QtPositioning": "qtpositioning"}
QML_ESSENTIAL = {"QtQuick", "QtQml", "QtCore", "QtTest", "Qt"}


def qml_imports(source: pathlib.Path) -> dict:
    """Each Qt module qml/ imports (its first name: QtQuick.Controls is QtQuick), with the first file."""
    found = {}
    for path in sorted((source / "qml").rglob("*.qml")):
        for match in re.finditer(r"^import\s+(Qt[A-Za-z0-9]*)", path.read_text(encoding="utf-8"), re.M):
            found.setdefault(match.group(1), str(path.relative_to(source)))
    return found


def install_steps(source: pathlib.Path) -> list:
    """(workflow, job line, modules) of each install-qt-action step."""
    steps = []
    for workflow in sorted((source / ".github" / "workflows").glob("*.yml")):
        lines = workflow.read_text(encoding="utf-8").splitlines()
        for i, line in enumerate(lines):
            if "jurplel/install-qt-action" not in line:
                continue
            indent = len(line) - len(line.lstrip(" -"))
            modules = None
            for follow in lines[i + 1:]:
                stripped = follow.strip()
                if stripped.startswith("- ") and len(follow) - len(follow.lstrip(" -")) <= indent:
                    break  # the next step
                match = re.match(r"modules:\s*['\"]?([^'\"#]*)", stripped)
                if match:
                    modules = match.group(1).split()
            steps.append((workflow.name, i + 1, modules or []))
    return steps


def main() -> int:
    source = pathlib.Path(sys.argv[1]).resolve()
    found = components(source)
    unknown = [c for c in found if c not in ESSENTIAL and c not in ADD_ON]
    needed = {ADD_ON[c]: c for c in found if c in ADD_ON and c not in ESSENTIAL}
    faults = ["%s (found in %s) is neither an essential Qt module nor a known add-on: add it to this test"
              % (c, found[c]) for c in unknown]
    imported = qml_imports(source)
    for module, path in imported.items():
        if module in QML_ADD_ON:
            needed.setdefault(QML_ADD_ON[module], "import " + module)
            found.setdefault("import " + module, path)
        elif module not in QML_ESSENTIAL:
            faults.append("import %s (%s) is neither an essential Qt module nor a known add-on: add it to this test"
                          % (module, path))
    steps = install_steps(source)
    if not steps:
        faults.append("no jurplel/install-qt-action step in .github/workflows")
    for workflow, line, modules in steps:
        for module, component in sorted(needed.items()):
            if module not in modules:
                user = component if component.startswith("import ") else "Qt6::" + component
                faults.append("%s:%d installs %s without %s, which %s (%s) needs"
                              % (workflow, line, " ".join(modules) or "no add-on", module, user, found[component]))
        for module in modules:
            if module not in needed:
                faults.append("%s:%d installs %s, which no find_package(Qt6 ...) or QML import needs"
                              % (workflow, line, module))
    print("components found: %s" % " ".join(sorted(found)))
    print("add-on modules needed: %s" % (" ".join(sorted(needed)) or "none"))
    for workflow, line, modules in steps:
        print("%s:%d modules: %s" % (workflow, line, " ".join(modules) or "none"))
    for fault in faults:
        print("FAIL  " + fault)
    return 1 if faults else 0


if __name__ == "__main__":
    sys.exit(main())
