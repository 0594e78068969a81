import QtQuick
import QtTest
import TileRummy

// The game without a mouse, in its own window (Main.qml): a whole turn of a
// game played with keys only, from the hand-over to a legal table committed
// (tiles selected with Space, a new set with Ctrl+G, a tile added to a set
// with Enter, a tile moved from one set to another and the move undone with
// Ctrl+Z, Ctrl+Enter), the next player's draw (Ctrl+D); and the tutorial from
// the start screen: the course's cards, lessons solved with keys (a table
// tile taken into a new set), Next. No mouse event is sent.
Item {
    id: root

    width: 100
    height: 100

    property var window: null

    GameController {
        id: game

        board.moveStepMs: 0
        seatTurns.minimumThinkMs: 0
    }

    SignalSpy {
        id: hintSpy

        target: game.hint
        signalName: "ready"
    }

    SignalSpy {
        id: penaltySpy

        target: game
        signalName: "penaltyGiven"
    }

    SceneTestCase {
        id: test

        name: "Keyboard"
        when: windowShown
        scene: root.window ? root.window.contentItem : root

        function focused() {
            return root.window.activeFocusItem;
        }

        function key(k, modifiers) {
            keyClick(k, modifiers === undefined ? Qt.NoModifier : modifiers);
            settle();
        }

        function isHandle(item) {
            return item && item.objectName === "setHandle";
        }

        // The rack (of the game or the lesson) the tiles are on.
        function rackItem() {
            return root.window.screen === WindowScreen.Tutorial ? find("tutorialRack") : find("rack");
        }

        // Moves the keyboard's focus to `target` (a Tile) with the arrow keys
        // only, as a person would: up and down between the rack's shelves and
        // the table's sets, left and right along them.
        function focusByKeys(target) {
            for (let step = 0; step < 80; ++step) {
                const cur = focused();
                if (cur === target)
                    return;
                verify(cur && (cur.tileId !== undefined || isHandle(cur)), "the focus is on a tile or a set: " + cur);
                const columns = rackItem().columns;
                const curPlace = isHandle(cur) ? "table" : cur.place;
                const curPos = isHandle(cur) ? -1 : cur.position;
                let k;
                if (curPlace === "rack" && target.place === "rack") {
                    // The shelves: each rack tile stands in its slot (shelf = slot / columns).
                    const rc = Math.floor(cur.slot / columns);
                    const rt = Math.floor(target.slot / columns);
                    k = rc < rt ? Qt.Key_Down : rc > rt ? Qt.Key_Up : (cur.slot < target.slot ? Qt.Key_Right : Qt.Key_Left);
                } else if (curPlace === "rack") {
                    k = Qt.Key_Up;
                } else if (target.place === "rack") {
                    k = Qt.Key_Down;
                } else if (cur.setIndex !== target.setIndex) {
                    k = cur.setIndex < target.setIndex ? Qt.Key_Down : Qt.Key_Up;
                } else {
                    k = curPos < target.position ? Qt.Key_Right : Qt.Key_Left;
                }
                key(k);
            }
            fail("the focus did not reach " + target.notation + " by the arrow keys");
        }

        // The tile showing this id (rack or table).
        function tileById(id) {
            const all = findAll(scene, "rackTile", []).concat(findAll(scene, "tableTile", []));
            const t = all.filter(t => t.visible && t.tileId === id);
            verify(t.length > 0, "tile " + id + " is shown");
            return t[0];
        }

        function tileByNotation(notation, place) {
            const names = place === "rack" ? ["rackTile"] : place === "table" ? ["tableTile"] : ["rackTile", "tableTile"];
            let all = [];
            for (const n of names)
                all = all.concat(findAll(scene, n, []));
            const t = all.filter(t => t.visible && t.notation === notation && t.input === root.window.input);
            verify(t.length > 0, notation + " is shown");
            return t[0];
        }

        function selectByKeys(tile) {
            focusByKeys(tile);
            const before = root.window.board.selection.length;
            key(Qt.Key_Space);
            compare(root.window.board.selection.length, before + 1);
        }

        function lastTileOfSet(index) {
            const sets = tableSets().filter(s => s.input === root.window.input);
            const tiles = tilesOf(sets[index]);
            return tiles[tiles.length - 1];
        }

        function initTestCase() {
            testSettings.resetToDefaults();
            testSettings.animationSpeed = 0;
            testSettings.soundEnabled = false;
            testSettings.forgetLessons();
            // A game dealt before the window is made (as --seed and --resume do): its news is said once the window shows.
            compare(game.newMatch({
                "players": [{ "seat": SeatKind.Person, "name": "Ann" }, { "seat": SeatKind.Standard, "name": "" }],
                "seed": "3"
            }), "");
            tryVerify(() => game.board.canAct && game.news.latest !== "", 5000);
            const dealtNews = game.news.latest;
            const component = Qt.createComponent("qrc:/qt/qml/TileRummy/Main.qml");
            compare(component.status, Component.Ready, component.errorString());
            root.window = component.createObject(null, {
                "game": game,
                "settings": testSettings,
                "screen": WindowScreen.Game
            });
            verify(root.window !== null);
            root.window.width = 1360;
            root.window.height = 860;
            find("handOverScreen").armMs = 0; // keys at once (tst_hand_over: the moment it waits)
            root.window.requestActivate();
            tryVerify(() => root.window.active, 5000, "the game's window takes the keys");
            waitForRendering(root.window.contentItem);
            settle();
            tryCompare(find("announcer"), "words", dealtNews, 3000, "the news of a game dealt before the window");
        }

        function cleanupTestCase() {
            if (root.window)
                root.window.destroy();
        }

        // The opening a hint finds for seat 0's rack (the solver as an
        // oracle only: it is taken back, and the sets are laid by keys).
        function openingPlan() {
            for (let seed = 1; seed < 60; ++seed) {
                compare(game.newMatch({
                    "players": [{
                            "seat": SeatKind.Person,
                            "name": "Ann"
                        }, {
                            "seat": SeatKind.Person,
                            "name": "Ben"
                        }],
                    "seed": String(seed)
                }), "");
                if (game.handOverPending)
                    game.confirmHandOver();
                tryVerify(() => game.board.canAct, 5000);
                hintSpy.clear();
                game.hint.request();
                hintSpy.wait(10000);
                if (hintSpy.signalArguments[0][0].length === 0)
                    continue;
                tryVerify(() => game.hint.pending && !game.board.animating, 10000);
                settle();
                const plan = tableSets().map(s => tilesOf(s).map(t => t.tileId));
                game.hint.dismiss();
                tryVerify(() => game.board.canAct && game.board.table.count === 0, 5000);
                // Two sets at least, one of three tiles or more.
                if (plan.length >= 2 && plan.some(set => set.length >= 3))
                    return {
                        "seed": seed,
                        "plan": plan
                    };
            }
            fail("no deal with an opening of two sets in 60 seeds");
        }

        // A hint carries off the tile that had the focus: the focus does not
        // follow it to the table (a move the person did not make), it goes to
        // the rack; at once (the views follow the last move as the play is
        // finished) and step by step (the last step while the play still runs).
        function test_1b_aHintDoesNotCarryTheFocusOff() {
            const found = openingPlan();
            for (const step of [0, 40]) {
                compare(game.newMatch({
                    "players": [{ "seat": SeatKind.Person, "name": "Ann" }, { "seat": SeatKind.Person, "name": "Ben" }],
                    "seed": String(found.seed)
                }), "");
                if (game.handOverPending)
                    game.confirmHandOver();
                tryVerify(() => game.board.canAct, 5000);
                settle();
                game.board.moveStepMs = step;
                const last = found.plan[found.plan.length - 1];
                const carried = last[last.length - 1]; // laid by the hint's last move
                tileById(carried).forceActiveFocus();
                settle();
                game.hint.request();
                tryVerify(() => game.hint.pending && !game.board.animating, 10000);
                settle();
                verify(tileById(carried).place === "table", "the hint laid it");
                tryVerify(() => focused() && focused().place === "rack", 2000,
                          "step " + step + ": the focus on " + (focused() ? focused().Accessible.name + " " + focused().place : "nothing"));
                game.hint.dismiss();
                game.board.moveStepMs = 0;
            }
        }

        function test_1_aTurnWithKeysOnly() {
            const found = openingPlan();
            // The same deal again, from its hand-over, by keys.
            compare(game.newMatch({
                "players": [{
                        "seat": SeatKind.Person,
                        "name": "Ann"
                    }, {
                        "seat": SeatKind.Person,
                        "name": "Ben"
                    }],
                "seed": String(found.seed)
            }), "");
            settle();
            verify(game.handOverPending);
            verify(find("handOverScreen").activeFocus, "the hand-over takes the keys");
            key(Qt.Key_Return);
            verify(!game.handOverPending);
            tryVerify(() => game.board.canAct, 5000);
            penaltySpy.clear();
            const player = game.board.currentPlayer;
            const rackBefore = game.board.rack.count;

            // Ctrl+T: the focus on the rack.
            key(Qt.Key_T, Qt.ControlModifier);
            verify(focused() && focused().place === "rack" && focused().position === 0);

            let laid = 0;
            for (const set of found.plan) {
                // The first two tiles selected and laid as a new set ...
                selectByKeys(tileById(set[0]));
                selectByKeys(tileById(set[1]));
                const sets = game.board.table.count;
                key(Qt.Key_G, Qt.ControlModifier);
                compare(game.board.table.count, sets + 1, "Ctrl+G lays a new set");
                compare(game.board.selection.length, 0);
                // ... and each further tile added after the set's last tile with Enter.
                for (let i = 2; i < set.length; ++i) {
                    selectByKeys(tileById(set[i]));
                    focusByKeys(lastTileOfSet(sets));
                    key(Qt.Key_Return);
                    compare(tableSets()[sets].size, i + 1, "Enter adds the selected tile to the set");
                }
                laid += set.length;
                compare(tilesOf(tableSets()[sets]).map(t => t.tileId).sort().join(), set.slice().sort().join());
            }
            compare(game.board.rack.count, rackBefore - laid);
            verify(game.board.meldPoints >= game.board.initialMeld);

            // A tile moved from one set to another (Space on it, Enter on the
            // other set's tile), then the move undone with Ctrl+Z.
            const sizes = tableSets().map(s => s.size);
            const moving = lastTileOfSet(0).tileId;
            selectByKeys(lastTileOfSet(0));
            focusByKeys(lastTileOfSet(1));
            key(Qt.Key_Return);
            compare(tableSets()[0].size, sizes[0] - 1);
            compare(tableSets()[1].size, sizes[1] + 1);
            compare(game.board.setOfTile(moving), 1);
            // That table would not stand: Ctrl+Enter asks before it costs
            // tiles, and Escape keeps arranging.
            verify(game.verdict.fault.length > 0, "the moved tile leaves an illegal table");
            const ask = find("gameTable").endTurnDialog;
            key(Qt.Key_Return, Qt.ControlModifier);
            tryVerify(() => ask.opened, 3000, "Ctrl+Enter asks before a penalty");
            key(Qt.Key_Escape);
            tryVerify(() => !ask.visible, 3000);
            compare(penaltySpy.count, 0);
            verify(game.board.canAct);
            key(Qt.Key_Z, Qt.ControlModifier);
            compare(tableSets().map(s => s.size), sizes);
            compare(game.board.setOfTile(tilesOf(tableSets()[0])[sizes[0] - 1].tileId), 0);

            // The set's handle: Space selects the whole set, Escape clears it.
            const handle = findAll(tableSets()[0], "setHandle", [])[0];
            focusByKeys(tilesOf(tableSets()[0])[0]);
            key(Qt.Key_Left);
            verify(handle.activeFocus, "Left from a set's first tile: its handle");
            key(Qt.Key_Space);
            compare(game.board.selection.length, sizes[0]);
            key(Qt.Key_Escape);
            compare(game.board.selection.length, 0);
            // Keys that change nothing under the focus say what they did, or why not.
            const announcer = find("announcer");
            compare(announcer.words, "No tile selected.");
            key(Qt.Key_Escape);
            compare(announcer.words, "Nothing to cancel.");
            key(Qt.Key_2, Qt.ControlModifier);
            compare(announcer.words, "The rack is sorted by number, for groups.");
            key(Qt.Key_1, Qt.ControlModifier);
            compare(announcer.words, "The rack is sorted by colour, for runs.");

            // Ctrl+Enter: the table is checked and the turn passes.
            key(Qt.Key_Return, Qt.ControlModifier);
            compare(penaltySpy.count, 0, "a legal table");
            verify(game.board.currentPlayer !== player);
            compare(game.board.table.count, found.plan.length);

            // The next person: Enter at the hand-over, Ctrl+D draws.
            verify(game.handOverPending);
            key(Qt.Key_H, Qt.ControlModifier);
            compare(announcer.words, "A hint is for your turn.", "Ctrl+H before the turn is taken");
            key(Qt.Key_Space);
            tryVerify(() => game.board.canAct, 5000);
            const other = game.board.currentPlayer;
            const before = game.scoreboard.rackSizes[other];
            key(Qt.Key_D, Qt.ControlModifier);
            compare(game.scoreboard.rackSizes[other], before + 1);
            compare(game.board.currentPlayer, player);

            // Ctrl+H says that it looks (the search takes up to 3 s).
            key(Qt.Key_Return); // the hand-over
            tryVerify(() => game.board.canAct, 5000);
            keyClick(Qt.Key_H, Qt.ControlModifier);
            compare(announcer.words, "Looking for a hint.");
            tryVerify(() => !game.hint.busy && !game.board.animating, 10000);
            if (game.hint.pending)
                game.hint.dismiss();
            // test_2 begins at a hand-over: this turn passes.
            key(Qt.Key_D, Qt.ControlModifier);
            verify(game.handOverPending);
        }

        // The action bar's buttons are reached with Tab and pressed with Enter.
        function test_2_buttonsByTab() {
            key(Qt.Key_Return); // the hand-over
            tryVerify(() => game.board.canAct, 5000);
            const draw = find("drawButton");
            const count = game.scoreboard.rackSizes[game.board.currentPlayer];
            const who = game.board.currentPlayer;
            let reached = false;
            for (let i = 0; i < 80 && !reached; ++i) {
                key(Qt.Key_Tab);
                reached = draw.activeFocus;
            }
            verify(reached, "Tab reaches the Draw button");
            verify(draw.visualFocus, "with its focus ring");
            key(Qt.Key_Return);
            compare(game.scoreboard.rackSizes[who], count + 1);
        }

        function test_3_theTutorialWithKeysOnly() {
            key(Qt.Key_F1);
            compare(root.window.screen, WindowScreen.Start);
            const play = find("playButton");
            verify(play.activeFocus, "the start screen's first button has the focus");
            // Down four times: "New game…", "Join a game…", "Play online…", then the tutorial.
            key(Qt.Key_Down);
            key(Qt.Key_Down);
            key(Qt.Key_Down);
            verify(find("playOnlineButton").activeFocus);
            key(Qt.Key_Down);
            verify(find("tutorialButton").activeFocus);
            verify(find("tutorialButton").visualFocus, "its focus ring shows");
            key(Qt.Key_Return);
            compare(root.window.screen, WindowScreen.Course);

            // The course: the first card has the focus; Enter opens it.
            const grid = find("lessonGrid");
            tryVerify(() => grid.activeFocus, 2000, "the lessons take the keys");
            compare(grid.currentIndex, 0);
            key(Qt.Key_Return);
            compare(root.window.screen, WindowScreen.Tutorial);
            const tutorial = root.window.tutorialController;
            compare(tutorial.lessonIndex, 0);

            // Lesson 1, the first meld: B3 B4 B5 and K6 R6 O6 from the rack.
            tryVerify(() => focused() && focused().place === "rack", 2000, "the rack has the focus");
            for (const set of [["B3", "B4", "B5"], ["K6", "R6", "O6"]]) {
                for (const n of set)
                    selectByKeys(tileByNotation(n, "rack"));
                key(Qt.Key_G, Qt.ControlModifier);
            }
            key(Qt.Key_Return, Qt.ControlModifier); // Check
            compare(tutorial.verdict, TutorialController.Passed, tutorial.explanation);
            tryVerify(() => find("nextLessonButton").activeFocus, 2000, "Next takes the focus");
            // The tile of lesson 1 that had the focus (black 6) lies on lesson
            // 2's table: it does not take the focus (a reader read it before the lesson).
            const places = [];
            const track = () => places.push(focused() ? String(focused().place) : "none");
            root.window.activeFocusItemChanged.connect(track);
            key(Qt.Key_Return);
            compare(tutorial.lessonIndex, 1);
            tryVerify(() => focused() && focused().place === "rack", 2000, "the rack has the focus");
            root.window.activeFocusItemChanged.disconnect(track);
            verify(places.indexOf("table") < 0, "the focus went by " + places.join(", "));
            // The next lesson says itself (its number, title, goal); Ctrl+I says it again.
            const announcer = find("announcer");
            tryVerify(() => announcer.words.startsWith("Lesson 2: " + tutorial.title + "."), 2000, announcer.words);
            verify(announcer.words.indexOf("Goal: ") > 0, announcer.words);
            announcer.words = "";
            key(Qt.Key_I, Qt.ControlModifier);
            verify(announcer.words.startsWith("Lesson 2: " + tutorial.title + "."), "Ctrl+I in a lesson: " + announcer.words);

            // Back to the course (Escape), the arrows to lesson 4, Enter.
            // (Where it went is said first, the course shown once it is: at once with no reader.)
            key(Qt.Key_Escape);
            compare(find("announcer").words, "Back to the lessons.", "Escape says where it went");
            tryCompare(root.window, "screen", WindowScreen.Course);
            const cards = find("lessonGrid");
            tryVerify(() => cards.activeFocus, 2000);
            while (cards.currentIndex < 3)
                key(Qt.Key_Right);
            compare(tutorial.lessons[cards.currentIndex].id, "shift-run");
            key(Qt.Key_Space);
            compare(root.window.screen, WindowScreen.Tutorial);
            compare(tutorial.lessons[tutorial.lessonIndex].id, "shift-run");

            // Borrow from a long run: B8 off B5 B6 B7 B8, with K8 R8 from the
            // rack, into a new set.
            tryVerify(() => focused() && focused().place === "rack", 2000);
            selectByKeys(tileByNotation("B8", "table"));
            selectByKeys(tileByNotation("K8", "rack"));
            selectByKeys(tileByNotation("R8", "rack"));
            key(Qt.Key_G, Qt.ControlModifier);
            key(Qt.Key_Return, Qt.ControlModifier);
            compare(tutorial.verdict, TutorialController.Passed, tutorial.explanation);
            tryVerify(() => find("nextLessonButton").activeFocus, 2000);
            key(Qt.Key_Space);
            compare(tutorial.lessons[tutorial.lessonIndex].id, tutorial.lessons[4].id);
        }
    }
}
