"""The seams of the app, kept (issue 48): fails, naming each fault, when

- a folder of the window's C++ (app/<folder>, a library tilerummy_ui_<folder>)
  includes a header of another app folder it does not declare it uses
  (app/window/CMakeLists.txt, tilerummy_ui_folder(... USES ...); the build
  writes the list to BUILD/app/folder-uses.txt);
- the app's folders include each other in a circle;
- a file of app/, tests/ or benchmarks/ includes a header of an app folder
  other than by its path from the folder ("board/turn_board.h"; the build
  finds an app folder's headers only so, cmake/FolderIncludes.cmake);
- a file other than the controller's own takes the game controller
  (GameController& or *): the parts, the saves too, read the game through
  GameView and hear its events;
- the controller shows QML more than 20 properties of its own (the board, the
  parts and a few of the game's states: GameController's Q_PROPERTYs);
- a hand-written source (C++, QML, Python, shell, JavaScript) of app/, core/,
  qml/, tests/ or benchmarks/ is longer than 600 lines (what the build
  generates is in the build folder, not walked; nor are Python's caches).

Usage: guard.py SOURCE_DIR BUILD_DIR
"""
import os
import re
import sys

MAX_LINES = 600
# The folders of hand-written sources the line limit holds for, and their files.
LIMITED_FOLDERS = ("app", "core", "qml", "tests", "benchmarks")
SOURCE_ENDINGS = (".h", ".cpp", ".qml", ".py", ".sh", ".js")
# The app's libraries outside the window's folders, by folder, and their CMake targets.
LIBRARIES = {
    "ai": {"tilerummy_ai"},
    "net": {"tilerummy_net", "tilerummy_wire"},
    "save": {"tilerummy_save"},
    "json": {"tilerummy_json"},
    "lessons": {"tilerummy_lessons"},
    "lobby": {"tilerummy_lobby"},
}
INCLUDE = re.compile(r'^\s*(?:#\s*include\s+|Q_MOC_INCLUDE\()"([^"]+)"', re.M)
TAKES_CONTROLLER = re.compile(r"\bGameController\s*(const\s*)?[&*]")
MAX_CONTROLLER_PROPERTIES = 20
PROPERTY = re.compile(r"^\s*Q_PROPERTY\(", re.M)


def read(path):
    with open(path, encoding="utf-8") as f:
        return f.read()


def main(source, build):
    faults = []
    app = os.path.join(source, "app")
    folders = sorted(d for d in os.listdir(app) if os.path.isdir(os.path.join(app, d)))
    # Which folder each header of the app lives in (header names are unique).
    home = {}
    for folder in folders:
        for name in os.listdir(os.path.join(app, folder)):
            if name.endswith(".h"):
                if name in home:
                    faults.append(f"app/{folder}/{name}: a header of that name is also in app/{home[name]}")
                home[name] = folder

    declared = {}
    uses_file = os.path.join(build, "app", "folder-uses.txt")
    for line in read(uses_file).splitlines():
        folder, _, uses = line.partition(":")
        declared[folder.strip()] = set(uses.replace(";", " ").split())

    graph = {folder: set() for folder in folders}
    for folder in folders:
        for name in sorted(os.listdir(os.path.join(app, folder))):
            if not name.endswith((".h", ".cpp")):
                continue
            path = f"app/{folder}/{name}"
            text = read(os.path.join(source, path))
            for include in INCLUDE.findall(text):
                other = home.get(os.path.basename(include))
                if other is None or other == folder:
                    continue
                graph[folder].add(other)
                if folder in declared:
                    allowed = other in declared[folder] or LIBRARIES.get(other, set()) & declared[folder]
                    if not allowed:
                        faults.append(f"{path}: includes {include} of app/{other}, which app/{folder} does not declare")
            if not name.startswith("game_controller") and TAKES_CONTROLLER.search(text):
                faults.append(f"{path}: takes the GameController (read GameView and its events instead)")
    # Each app header included by its path from its folder, everywhere.
    for top in ("app", "tests", "benchmarks"):
        for root, dirs, names in os.walk(os.path.join(source, top)):
            for name in sorted(names):
                if not name.endswith((".h", ".cpp")):
                    continue
                path = os.path.join(root, name)
                for include in INCLUDE.findall(read(path)):
                    folder = home.get(os.path.basename(include))
                    if folder is not None and include != f"{folder}/{os.path.basename(include)}":
                        faults.append(f"{os.path.relpath(path, source)}: includes \"{include}\""
                                      f" (say \"{folder}/{os.path.basename(include)}\")")
    controller = "app/session/game_controller.h"
    properties = len(PROPERTY.findall(read(os.path.join(source, controller))))
    if properties > MAX_CONTROLLER_PROPERTIES:
        faults.append(f"{controller}: {properties} properties, more than {MAX_CONTROLLER_PROPERTIES}"
                      " (give QML the part that has them)")
    for folder in declared:
        if folder not in folders:
            faults.append(f"app/window/CMakeLists.txt declares a folder app/{folder} that does not exist")

    # A circle between folders: a depth-first walk that meets a folder on its own path.
    state = {}

    def walk(folder, path):
        state[folder] = "open"
        for other in sorted(graph[folder]):
            if state.get(other) == "open":
                circle = path[path.index(other):] + [other]
                faults.append("the folders include each other in a circle: " + " -> ".join(circle))
            elif other not in state:
                walk(other, path + [other])
        state[folder] = "done"

    for folder in folders:
        if folder not in state:
            walk(folder, [folder])

    for top in LIMITED_FOLDERS:
        for root, dirs, names in os.walk(os.path.join(source, top)):
            dirs[:] = [d for d in dirs if d != "__pycache__"]
            for name in sorted(names):
                if name.endswith(SOURCE_ENDINGS):
                    path = os.path.join(root, name)
                    lines = read(path).count("\n")
                    if lines > MAX_LINES:
                        faults.append(f"{os.path.relpath(path, source)}: {lines} lines, more than {MAX_LINES}")

    for fault in faults:
        print(fault)
    print(f"{len(faults)} faults in {len(folders)} folders")
    return 1 if faults else 0


if __name__ == "__main__":
    if len(sys.argv) != 3:
        print(__doc__)
        sys.exit(2)
    sys.exit(main(sys.argv[1], sys.argv[2]))
