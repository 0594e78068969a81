#!/usr/bin/python3
"""The game as a screen reader meets it, over AT-SPI (the accessibility bus Orca reads).

Run by run_screen_reader_test.sh under Xvfb and a private session bus: the
AT-SPI bus and registry are started here, the game (argv[1]) is started with
its accessibility on, and a listener records the events a reader hears while
a person plays seven turns against the standard AI by keys alone. Checked:
  - the header's state (whose turn, the pool, the round) is in the tree;
  - whenever a turn has ended, and after a dialog closed, some object has the focus;
  - each turn of the AI and each tile drawn produce a notification (what
    Orca speaks as it shows) that carries the words of what happened, tiles
    named by colour and number ("You drew blue 5.", "Standard AI drew a tile.
    Your turn; the pool has 75 tiles.");
  - Ctrl+I says the game's state; Ctrl+L goes to the log's newest line, Home
    and End to its oldest and newest (each line said in words);
  - a reader's Press action on a button works it;
  - Space on a tile says it is selected, and again that it is not;
  - an illegal end of turn: the dialog that asks takes the focus and says why;
  - Undo reads disabled at the start of a turn, Draw enabled;
  - the New game dialog's options read as radio buttons with the chosen one
    checked, and the first seat's drop-down reads "Person";
  - a time bank chosen there by a reader's Press starts a game whose Scores
    tab reads each player's bank ("Player 1 (to play): 14 tiles, total 0,
    time bank 4:59").
  - no flood: the game's start, each AI turn, a hint and a new game each send
    at most orca_queue.FLOOD events that Orca queues within a second (its
    flood rule; the counts are printed);
  - keys that change nothing under the focus say what they did or why not
    (Ctrl+2, Ctrl+T on the first tile, Escape), Escape in the log goes back to
    the rack;
  - after a penalty the rack's name and Ctrl+I say the tiles the rack holds;
  - the lessons: the focus on a lesson, named, the arrows from one to the
    next; an opened lesson says its title, teaching and goal; Space on a tile
    in a lesson says it is selected; Escape in a lesson
    says where it went;
  - no tile code reaches speech, and no sentence is said twice within 2 s.
On a failure it prints what it found and the events heard.
"""
import os
import re
import subprocess
import sys
import time

GAME = sys.argv[1]
SEED = "11"  # the eighth turn of the person has a hint of five sets (the flood check needs a big one)
failures = []
children = []


def note(message):
    print(message, flush=True)


def check(ok, what, detail=""):
    note(("ok    " if ok else "FAIL  ") + what + (": " + detail if detail and not ok else ""))
    if not ok:
        failures.append(what)
    return ok


def finish(code):
    for child in reversed(children):
        if child.poll() is None:
            child.terminate()
            try:
                child.wait(5)
            except subprocess.TimeoutExpired:
                child.kill()
    sys.exit(code)


# The accessibility bus of this session, and its registry.
launcher = "/usr/libexec/at-spi-bus-launcher"
if os.path.exists(launcher):
    children.append(subprocess.Popen([launcher, "--launch-immediately"]))
    time.sleep(1.0)

import gi  # noqa: E402  (after the bus is up: pyatspi connects on import)

import orca_queue  # noqa: E402

gi.require_version("Atspi", "2.0")
import pyatspi  # noqa: E402
from gi.repository import GLib  # noqa: E402

heard = []  # (type, role, name, detail1, whether Orca queues it, when)


def on_event(event):
    try:
        # A name as it changed (the event's own), not as it is by the time the event is read.
        name = event.any_data if event.type.endswith("accessible-name") and isinstance(event.any_data, str) \
            else event.source.name
        role = event.source.getRoleName()
        heard.append((event.type, role, name or "", event.detail1,
                      orca_queue.queued(event.type, role, name or "", event.detail1), time.time()))
    except Exception:  # an object gone by the time it is asked (Orca drops those too)
        pass


for kind in orca_queue.LISTENED + ("object:announcement",):
    pyatspi.Registry.registerEventListener(on_event, kind)
context = GLib.MainContext.default()


def pump(seconds):
    end = time.time() + seconds
    while time.time() < end:
        while context.pending():
            context.iteration(False)
        time.sleep(0.02)


def wait_for(what, test, seconds):
    end = time.time() + seconds
    while time.time() < end:
        pump(0.1)
        try:
            found = test()
        except Exception:
            found = None
        if found:
            return found
    return None


def walk(node, out, depth=0):
    try:
        states = node.getState()
        out.append((node, node.getRoleName(), node.name or "", states, depth))
        for i in range(node.childCount):
            child = node.getChildAtIndex(i)
            if child is not None:
                walk(child, out, depth + 1)
    except Exception:
        pass
    return out


def find_app():
    desktop = pyatspi.Registry.getDesktop(0)
    for i in range(desktop.childCount):
        app = desktop.getChildAtIndex(i)
        if app is not None and app.name == "tilerummy":
            return app
    return None


def tree():
    app = find_app()
    return walk(app, []) if app else []


def showing(entries):
    return [e for e in entries if e[3].contains(pyatspi.STATE_SHOWING)]


def find(role, name_pattern, entries=None):
    entries = showing(tree()) if entries is None else entries
    return [e for e in entries if e[1] == role and re.search(name_pattern, e[2])]


def focused():
    return [e for e in tree() if e[3].contains(pyatspi.STATE_FOCUSED)]


def sensitive(entry):
    return entry[3].contains(pyatspi.STATE_SENSITIVE)


def spoken_since(start):
    """What the notifications say since event `start` (Orca speaks one as it shows), and announcements."""
    return [e[2] for e in heard[start:]
            if (e[0] in ("object:state-changed:showing", "object:property-change:accessible-name")
                and e[1] == "notification") or e[0] == "object:announcement"]


def check_burst(start, what, end=None):
    """At most orca_queue.FLOOD events Orca queues within any second of heard[start:end]; the counts printed."""
    events = [e for e in heard[start:end] if e[4]]
    most = orca_queue.densest([e[5] for e in events])
    words = "at most %d in a second of %s" % (most, orca_queue.summary(events))
    note("      %s: %s" % (what, words))
    return check(most <= orca_queue.FLOOD, "%s: at most %d events a reader queues in a second (no flood)"
                 % (what, orca_queue.FLOOD), words)


def dump():
    for node, role, name, states, depth in tree():
        marks = [s for s in ("showing", "focused", "checked", "sensitive")
                 if states.contains(getattr(pyatspi, "STATE_" + s.upper()))]
        note("  " * depth + "%s %r [%s]" % (role, name, ",".join(marks)))


def key(*keys):
    subprocess.run(["xdotool", "key", "--clearmodifiers", *keys], check=True)


env = dict(os.environ, QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1", QT_QPA_PLATFORM="xcb", QT_QUICK_BACKEND="software")
game_log = open(os.path.join(os.environ.get("HOME", "/tmp"), "game.log"), "w")
children.append(subprocess.Popen([GAME, "--players", "human,standard", "--seed", SEED], env=env, stdout=game_log,
                                 stderr=subprocess.STDOUT))

if not check(wait_for("the game on the bus", find_app, 60) is not None, "the game is on the accessibility bus"):
    finish(1)
window = subprocess.run(["xdotool", "search", "--sync", "--name", "^Tile Rummy$"], capture_output=True, text=True,
                        timeout=60).stdout.split()
subprocess.run(["xdotool", "windowfocus", "--sync", window[0]], check=True)
pump(2)
# The start screen, if it shows: Play.
if find("push button", r"^Play$"):
    key("Return")
    pump(1)

# ---- The person's turn: the header, the focus, the buttons' states.
draw = wait_for("the person's turn", lambda: [e for e in find("push button", r"^Draw$") if sensitive(e)], 60)
if not check(bool(draw), "the person's turn comes (Draw enabled)"):
    dump()
    finish(1)
entries = showing(tree())
check(bool(find("label", r"^Pool: \d+ tiles?$", entries)), "the header's pool is in the tree")
check(bool(find("label", r"^Round 1\b", entries)), "the header's round is in the tree")
check(bool(find("label", r"(Your turn|Player 1)", entries)), "the header says whose turn it is")
check(bool(focused()), "the focus is in the window at the start of the turn", str(focused()))
pump(1)
check_burst(0, "the game's start (the window, the deal, the AI's first turn, the person's)")
undo = find("push button", r"^Undo$", entries)
check(bool(undo) and not sensitive(undo[0]), "Undo reads disabled at the start of a turn")

start = len(heard)
key("ctrl+i")
state = wait_for("the state said", lambda: [w for w in spoken_since(start) if w.startswith("Your turn. Racks: you ")], 10)
check(bool(state), "Ctrl+I says the game's state", str(spoken_since(start)))

# ---- Seven turns by keys: draw, hear the tile, hear the AI, hear the turn come back.
for turn in range(1, 8):
    start = len(heard)
    key("ctrl+d")
    drew = wait_for("the tile drawn said",
                    lambda: [w for w in spoken_since(start) if re.search(r"\bYou drew ((black|red|blue|orange) \d+|joker)\.", w)],
                    20)
    check(bool(drew), "turn %d: the tile drawn is said in words" % turn, str(spoken_since(start)))
    drawn_at = len(heard)
    back = wait_for("the AI's turn said",
                    lambda: [w for w in spoken_since(start) if re.search(r"\bStandard AI\b.*Your turn; the pool has \d+ tiles", w)],
                    90)
    check(bool(back), "turn %d: the AI's turn and the person's turn coming are said" % turn, str(spoken_since(start)))
    if back:
        check(not re.search(r"\b[KRBO]\d", back[0]), "turn %d: the AI's tiles are said in words" % turn, back[0])
    pump(0.5)
    check_burst(drawn_at, "turn %d: the AI's turn and the person's coming" % turn)
    check(bool(focused()), "turn %d: after the turns ended some object has the focus" % turn)
    undo = find("push button", r"^Undo$")
    check(bool(undo) and not sensitive(undo[0]), "turn %d: Undo reads disabled at the start of the turn" % turn)

# ---- A hint: said, without a flood; then taken back (the banner's Take back).
start = len(heard)
key("ctrl+h")
hint = wait_for("the hint said", lambda: [w for w in spoken_since(start) if re.search(r"^(Hint: |No play found|Your rack has no opening)", w)], 30)
check(bool(hint), "Ctrl+H: the hint is said", str(spoken_since(start)))
pump(1)
check_burst(start, "a hint")
# Escape takes it back, and says so (it said "Nothing to cancel" with the hint's tiles on the table).
if hint and hint[0].startswith("Hint: "):
    start = len(heard)
    key("Escape")
    check(bool(wait_for("the hint taken back", lambda: [w for w in spoken_since(start)
                                                        if w == "The hint's moves are taken back."], 10)),
          "Escape with a hint shown: its moves are taken back, and it is said", str(spoken_since(start)))
    # The banner fades out (HintBanner.qml), its buttons in the tree until it is gone: the words may come first.
    check(bool(wait_for("the hint's banner gone", lambda: not find("push button", r"^Take back$"), 3)),
          "Escape with a hint shown: the hint's banner goes")
    pump(1)

# ---- The turn log by keys: Ctrl+L to its newest line, Home and End.
key("ctrl+l")
newest = wait_for("the newest line focused", lambda: [e for e in focused() if e[1] == "list item"], 5)
check(bool(newest) and "Your turn" not in newest[0][2] and re.match(r"^Turn \d+: ", newest[0][2]) is not None,
      "Ctrl+L: the log's newest line has the focus, in words", str(newest and newest[0][2]))
key("Home")
oldest = wait_for("the oldest line focused",
                  lambda: [e for e in focused() if e[1] == "list item" and e[2].startswith("Round 1:")], 5)
check(bool(oldest), "Home: the log's oldest line", str(focused()))
key("End")
back = wait_for("the newest line again", lambda: [e for e in focused() if e[1] == "list item" and newest
                                                  and e[2] == newest[0][2]], 5)
check(bool(back), "End: the newest line again", str(focused()))

# ---- A reader's Press on a button does what Space does (a dimmed one nothing).
panel = find("push button", r"^Turns and scores$")
if check(bool(panel), "the side panel's button is in the tree"):
    panel[0][0].queryAction().doAction(0)
    hidden = wait_for("the panel hidden", lambda: not find("panel", r"^Game log and scores$"), 5)
    check(bool(hidden), "Press on a button works it (the side panel hides)")
    panel = find("push button", r"^Turns and scores$")
    panel[0][0].queryAction().doAction(0)
    wait_for("the panel back", lambda: find("panel", r"^Game log and scores$"), 5)
    pump(0.5)
    check(bool(focused()), "the focus stays in the game when the panel it was in hides")
undo = find("push button", r"^Undo$")
if undo:
    undo[0][0].queryAction().doAction(0)
    pump(0.5)
    check(not sensitive(find("push button", r"^Undo$")[0]), "Press on a dimmed button does nothing")

# ---- An illegal table: the dialog that asks takes the focus and says why, tiles in words.
key("ctrl+t")
start = len(heard)
key("space")
picked = wait_for("the selection said",
                  lambda: [w for w in spoken_since(start) if re.search(r"((black|red|blue|orange) \d+|joker) selected, 1 tile in all", w)], 10)
check(bool(picked), "Space on a tile: its selection is said", str(spoken_since(start)))
key("space")
dropped = wait_for("the unselection said", lambda: [w for w in spoken_since(start) if " not selected, 0 tiles in all" in w], 10)
check(bool(dropped), "Space again: its unselection is said", str(spoken_since(start)))
key("space")
key("ctrl+g")
pump(0.5)
key("ctrl+Return")
why = wait_for("the end-turn dialog's reason focused",
               lambda: [e for e in focused() if e[1] == "panel" and "alone" in e[2]], 10)
check(bool(why) and re.match(r"^((black|red|blue|orange) \d+|joker) is alone", why[0][2]) is not None,
      "Ctrl+Enter on an illegal table: the dialog's focus says why, in words", str(focused()))
key("Escape")
pump(0.5)
key("ctrl+z")
pump(0.5)
check(bool(focused()), "after the dialog and Undo some object has the focus")

# ---- Keys that change nothing under the focus say what they did, or why not.
start = len(heard)
key("ctrl+2")
check(bool(wait_for("the sort said", lambda: [w for w in spoken_since(start) if "sorted by number" in w], 5)),
      "Ctrl+2: the sort is said", str(spoken_since(start)))
key("ctrl+t")
pump(2.1)  # (two presses within 2 s would be answered twice within 2 s: the check at the end)
start = len(heard)
key("ctrl+t")
check(bool(wait_for("the first tile said", lambda: [w for w in spoken_since(start) if w.startswith("First tile: ")], 5)),
      "Ctrl+T on the first tile: it is said again", str(spoken_since(start)))
start = len(heard)
key("Escape")
check(bool(wait_for("nothing to cancel", lambda: [w for w in spoken_since(start) if w == "Nothing to cancel."], 5)),
      "Escape with nothing to cancel says so", str(spoken_since(start)))
key("ctrl+l")
wait_for("the log focused", lambda: [e for e in focused() if e[1] == "list item"], 5)
key("Escape")
check(bool(wait_for("back on the rack", lambda: [e for e in focused() if e[1] == "push button"
                                                  and re.match(r"^((black|red|blue|orange) \d+|joker)$", e[2])], 5)),
      "Escape in the log: the focus goes back to a tile of the rack", str(focused()))

# ---- Faster by ear: a number or a colour's letter typed on a tile goes to the next such tile, which says where
# it lies; Ctrl+M lists the sets to put the selection into (a tile added to a set in 4 keys).
TILE_WORDS = r"^((black|red|blue|orange) (\d+)|joker)$"
on = [e for e in focused() if e[1] == "push button" and re.match(TILE_WORDS, e[2])]
if check(bool(on), "a tile has the focus before the typed keys", str(focused())):
    value = re.match(TILE_WORDS, on[0][2]).group(3)
    if value is not None and int(value) <= 10:
        start = len(heard)
        key(value[-1] if int(value) < 10 else "0")
        pump(1)
        now = [e for e in focused() if e[1] == "push button" and re.match(TILE_WORDS, e[2])]
        only = [w for w in spoken_since(start) if w == "The only one: %s." % on[0][2]]
        check(bool(now) and re.match(TILE_WORDS, now[0][2]).group(3) == value and (now[0][0] != on[0][0] or only),
              "typing %s on a tile: the next %s has the focus (or the only one is said)" % (value, value),
              "%s; %s" % (now and now[0][2], spoken_since(start)))
        where = now[0][0].description if now else ""
        check(re.search(r"^(.+, )?(shelf|set) \d+, \d+ of \d+$", where) is not None,
              "a focused tile says where it lies (shelf or set, its place)", where)
    start = len(heard)
    key("r")
    pump(1)
    now = [e for e in focused() if e[1] == "push button" and re.match(TILE_WORDS, e[2])]
    said = [w for w in spoken_since(start) if w == "No tile of that colour." or w.startswith("The only one: red ")]
    check(bool(now) and (now[0][2].startswith("red ") or said), "typing r on a tile: the next red tile has the focus",
          "%s; %s" % (now and now[0][2], spoken_since(start)))
    key("ctrl+t")
    pump(0.5)
    key("space")
    pump(0.5)
    key("ctrl+m")
    choices = wait_for("the list of sets", lambda: [e for e in showing(tree()) if e[1] == "menu item"], 5)
    names = [e[2] for e in choices or []]
    new = names.index("A new set") if "A new set" in names else -1
    check(new >= 0 and all(re.match(r"^Set \d+: (run|group) .+, fits$", n) for n in names[:new])
          and all(re.match(r"^Set \d+: (run|group) .+", n) and not n.endswith(", fits") for n in names[new + 1:]),
          "Ctrl+M with a tile selected: the table's sets it fits, a new set, then the other sets", str(names))
    check(bool([e for e in focused() if e[1] == "menu item" and names and e[2] == names[0]]),
          "the list of sets opens with the focus on its first choice", str(focused()))
    key("Escape")
    wait_for("the list closed", lambda: not [e for e in showing(tree()) if e[1] == "menu item"], 5)
    start = len(heard)
    key("Escape")
    check(bool(wait_for("the selection cleared", lambda: [w for w in spoken_since(start) if w == "No tile selected."], 5)),
          "Escape after the list: the selection is cleared, and it is said", str(spoken_since(start)))
    key("ctrl+t")
    pump(0.5)

# ---- A penalty taken: the rack's count as the rack shows it, in its name and in Ctrl+I (the focus is on the rack).
key("space")
key("ctrl+g")
pump(0.5)
key("ctrl+Return")
anyway = wait_for("the end-turn dialog", lambda: find("push button", r"^End the turn anyway"), 10)
if check(bool(anyway), "the end-turn dialog offers to end anyway"):
    start = len(heard)
    anyway[0][0].queryAction().doAction(0)
    wait_for("the penalty said", lambda: [w for w in spoken_since(start) if "penalty" in w], 10)
    back = wait_for("the person's turn again",
                    lambda: [w for w in spoken_since(start) if "Your turn; the pool has" in w], 90)
    pump(0.5)
    racks = find("list", r"rack, \d+ tiles?$")
    tiles = [e for e in showing(tree()) if e[1] == "push button" and e[3].contains(pyatspi.STATE_SELECTABLE)]
    named = int(re.search(r"(\d+) tiles?$", racks[0][2]).group(1)) if racks else -1
    on_rack = racks[0][0].childCount if racks else -2
    check(bool(racks) and named == len([1 for i in range(on_rack)
                                        if racks[0][0].getChildAtIndex(i).getRoleName() == "push button"]),
          "after a penalty the rack's name says the tiles it holds", "%s, %d tiles on it" % (racks and racks[0][2], on_rack))
    start = len(heard)
    key("ctrl+i")
    state = wait_for("the state said", lambda: [w for w in spoken_since(start) if w.startswith("Your turn. Racks: you ")], 10)
    check(bool(state) and ("you %d tiles" % named) in state[0], "Ctrl+I says the rack's count as the rack shows it",
          "%s; the rack: %d" % (state, named))

# ---- Nothing hidden takes the focus: the start screen over the game (its penalty banner showing) by Up and Tab.
key("F1")
if check(bool(wait_for("the start screen", lambda: find("panel", r"^Start screen$"), 5)), "F1 shows the start screen"):
    hidden = []
    for k in ("Up", "Up", "Tab", "Tab", "Tab", "shift+Tab", "Down"):
        key(k)
        pump(0.3)
        for e in focused():
            if not e[3].contains(pyatspi.STATE_SHOWING) or e[2] == "Dismiss":
                hidden.append("%s: %s %r" % (k, e[1], e[2]))
    check(not hidden, "on the start screen the keys reach nothing hidden", "; ".join(hidden))
    key("Escape")
    wait_for("the game again", lambda: not find("panel", r"^Start screen$"), 5)
    pump(0.5)

# ---- The New game dialog: its choices read with their values.
key("ctrl+n")
dialog = wait_for("the new game dialog", lambda: find("dialog", r"New game"), 10)
if check(bool(dialog), "Ctrl+N opens the New game dialog"):
    entries = showing(tree())
    radios = [e for e in entries if e[1] == "radio button"]
    checked = [e[2] for e in radios if e[3].contains(pyatspi.STATE_CHECKED)]
    check(len(radios) >= 4 and len(checked) >= 2, "the dialog's options are radio buttons, the chosen ones checked",
          "%d radio buttons, checked: %s" % (len(radios), checked))
    check(any(e[2] == "30" or e[2].startswith("30 ") for e in radios if e[3].contains(pyatspi.STATE_CHECKED)),
          "the opening's 30 points read as checked", str(checked))
    seat = find("combo box", r"^Player 1 is: ", entries)
    check(bool(seat) and seat[0][2].endswith(": Person"), "the first seat's drop-down reads Person",
          str([e[2] for e in entries if e[1] == "combo box"]))
    key("Escape")
    pump(1)
    check(not find("dialog", r"New game"), "Escape closes the dialog")
    check(bool(focused()), "after the dialog some object has the focus")

# ---- A time bank chosen by a reader's Press: each player's bank read on the Scores tab.
key("ctrl+n")
if check(bool(wait_for("the new game dialog", lambda: find("dialog", r"New game"), 10)), "the dialog opens again"):
    five = find("radio button", r"^5 min$")
    if check(bool(five), "the time bank's choices read as radio buttons", str([e[2] for e in find("radio button", ".")])):
        five[0][0].queryAction().doAction(0)
        chosen = wait_for("5 min checked, +0 s shown", lambda: [
            e[2] for e in find("radio button", r"^(5 min|\+0 s)$") if e[3].contains(pyatspi.STATE_CHECKED)] == [
            "5 min", "+0 s"], 5)
        check(bool(chosen), "5 min reads as checked, and the increment's choices show",
              str([(e[2], e[3].contains(pyatspi.STATE_CHECKED)) for e in find("radio button", ".")]))
        start = find("push button", r"^Start game$")
        if check(bool(start), "the dialog's Start game button is in the tree"):
            start[0][0].queryAction().doAction(0)
            sure = wait_for("the question before the game on the table ends",
                            lambda: find("push button", r"^Start the new game$"), 5)
            began = len(heard)
            if sure:
                sure[0][0].queryAction().doAction(0)
            came = wait_for("the person's turn said", lambda: [w for w in spoken_since(began) if "Your turn; the pool has" in w], 60)
            check(bool(came), "a new game: the person's turn is said", str(spoken_since(began)))
            pump(1)
            check_burst(began, "a new game's start (the deal, the first turns)")
            scores = wait_for("the Scores tab", lambda: find("page tab", r"^Scores$"), 5)
            if check(bool(scores), "the side panel's Scores tab is in the tree"):
                action = scores[0][0].queryAction()
                names = [action.getName(i).lower() for i in range(action.nActions)]
                check("press" in names, "a reader's Press works the Scores tab", str(names))
                action.doAction(names.index("press") if "press" in names else 0)
                rows = wait_for("the players' rows", lambda: find("table row", r"time bank \d+:\d\d$"), 5)
                check(bool(rows) and len(rows) == 2 and any("(to play)" in e[2] for e in rows),
                      "each player's row reads their time bank",
                      "the tab's actions %s; rows: %s" % (names, [(e[1], e[2]) for e in showing(tree()) if "tile" in e[2]]))

# ---- The lessons by ear: the focus on a lesson, the arrows from lesson to lesson, Escape says where it went.
key("F1")
learn = wait_for("the start screen's lessons", lambda: find("push button", r"^Learn"), 5)
if check(bool(learn), "the start screen offers the lessons"):
    learn[0][0].queryAction().doAction(0)
    first = wait_for("a lesson focused", lambda: [e for e in focused() if re.match(r"^Lesson \d+: ", e[2])], 5)
    check(bool(first), "the lessons open with the focus on a lesson, named", str(focused()))
    key("Right")
    second = wait_for("the next lesson focused", lambda: [e for e in focused() if re.match(r"^Lesson \d+: ", e[2])
                                                           and first and e[2] != first[0][2]], 5)
    check(bool(second), "Right: the next lesson has the focus, named", str(focused()))
    start = len(heard)
    key("Return")
    # The lesson says what it is, then the keys go to its rack (once the words are likely said: up to 12 s).
    wait_for("a tile of the lesson focused", lambda: [e for e in focused() if e[1] == "push button"
                                                      and not e[2].startswith("Lesson")], 16)
    check(bool(second) and any(w.startswith(second[0][2] + ". ") and "Goal: " in w for w in spoken_since(start)),
          "an opened lesson says its title, teaching and goal", str(spoken_since(start)))
    start = len(heard)
    key("space")
    check(bool(wait_for("the lesson's selection said", lambda: [w for w in spoken_since(start)
                                                                 if " selected, 1 tile in all" in w], 5)),
          "Space on a tile in a lesson says it is selected", str(spoken_since(start)))
    key("Escape")  # the selection cleared
    start = len(heard)
    key("Escape")
    check(bool(wait_for("where Escape went", lambda: [w for w in spoken_since(start) if w == "Back to the lessons."], 5)),
          "Escape in a lesson says where it went", str(spoken_since(start)))
    check(bool(wait_for("the lesson left focused", lambda: [e for e in focused() if second and e[2] == second[0][2]], 5)),
          "back from a lesson the focus is on the lesson left", "%s, left %s" % (focused(), second and second[0][2]))

# ---- Everything said: tiles in words, and no sentence twice within 2 s (a key pressed twice is answered twice).
spoken = [(e[2], e[5]) for e in heard if e[2] and (
    (e[0] == "object:state-changed:showing" and e[3] and e[1] in ("notification", "alert"))
    or e[0] == "object:announcement")]
codes = [w for w, _ in spoken if re.search(r"\b[KRBO]\d{1,2}\b", w)]
check(not codes, "no tile code reaches speech (tiles in words everywhere)", "; ".join(codes[:3]))
twice = [w for (w, t), (v, u) in zip(spoken, spoken[1:]) if w == v and u - t < 2]
check(not twice, "no sentence is said twice within 2 s", "; ".join(twice[:3]))

game_log.flush()
with open(game_log.name) as log:
    script_errors = [line.strip() for line in log if re.search(r"\.qml:\d+: (TypeError|ReferenceError)", line)]
check(not script_errors, "the scene's scripts ran without errors", "; ".join(script_errors[:5]))

if failures:
    note("\n%d check(s) failed. The tree:" % len(failures))
    dump()
    note("Heard:")
    for e in heard:
        if e[1] == "notification" or e[0] in ("object:state-changed:focused", "object:announcement"):
            note("  %s %s %r %s" % e[:4])
    finish(1)
note("all checks passed")
finish(0)
