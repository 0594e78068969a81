import QtQuick
import QtQuick.Controls
import QtTest
import TileRummy

// The game's own window (Main.qml) and the windows it opens over the game: the
// turn clock stops while any of them is open (new game, settings, about, save,
// open); the save dialog's button says Save and saves on a click; New game…
// on the start screen opens the dialog over it and shows the game only once
// one is dealt; the keys' focus ring shows only while the keys are used; the
// buttons beside the rack do not move when the line above them changes; the
// course's lesson titles are whole.
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

    Connections {
        id: bigPlayWatch

        enabled: false
        target: game.log

        function onLinesChanged() {
            const details = game.log.details;
            if (details.length > 0 && details[details.length - 1] !== "")
                game.paused = true;
        }
    }

    SceneTestCase {
        id: test

        name: "Window"
        when: windowShown
        scene: root.window ? root.window.contentItem : root

        // Dialogs are not items: look for them among the window content's data.
        function findDialog(name) {
            const children = root.window.contentItem.data;
            for (let i = 0; i < children.length; ++i) {
                if (children[i] && children[i].objectName === name)
                    return children[i];
            }
            fail("no dialog " + name);
        }

        function findIn(item, test) {
            if (!item)
                return null;
            if (test(item))
                return item;
            for (let i = 0; i < item.children.length; ++i) {
                const found = findIn(item.children[i], test);
                if (found)
                    return found;
            }
            return null;
        }

        function initTestCase() {
            testSettings.resetToDefaults();
            testSettings.animationSpeed = 0;
            testSettings.soundEnabled = false;
            const component = Qt.createComponent("qrc:/qt/qml/TileRummy/Main.qml");
            compare(component.status, Component.Ready, component.errorString());
            root.window = component.createObject(null, {
                "game": game,
                "settings": testSettings,
                "screen": WindowScreen.Game
            });
            verify(root.window !== null);
            root.window.requestActivate();
            tryVerify(() => root.window.active, 5000, "the game's window takes the keys");
            waitForRendering(root.window.contentItem);
        }

        function cleanupTestCase() {
            if (root.window)
                root.window.destroy();
        }

        // A game against an AI with a turn time; the person's turn, their clock running.
        function personsTurnWithAClock() {
            compare(game.newMatch({
                "players": [{ "seat": SeatKind.Person, "name": "Ann" }, { "seat": SeatKind.Standard, "name": "" }],
                "turnSeconds": 60,
                "seed": "7"
            }), "");
            tryVerify(() => game.status.humanTurn && !game.paused, 10000);
            tryVerify(() => game.clock.secondsLeft < 60, 3000, "the clock runs");
        }

        // The sort buttons beside the rack take a click in the game's window.
        function test_0_sortButtonsTakeClicks() {
            root.window.showScreen(WindowScreen.Game);
            compare(game.newMatch({
                "players": [{ "seat": SeatKind.Person, "name": "Ann" }, { "seat": SeatKind.Standard, "name": "" }],
                "seed": "7"
            }), "");
            tryVerify(() => game.board.canAct, 10000);
            settle();
            const slotsOf = () => findAll(scene, "rackTile", []).map(t => t.tileId + "@" + t.slot).sort().join(" ");
            const before = slotsOf();
            mouseClick(find("sortRunsButton"));
            settle();
            verify(slotsOf() !== before, "789 sorted the rack");
            const runs = slotsOf();
            mouseClick(find("sortGroupsButton"));
            settle();
            verify(slotsOf() !== runs, "777 sorted the rack");
        }

        function test_1_clockStopsWhileAWindowIsOpen() {
            root.window.showScreen(WindowScreen.Game);
            personsTurnWithAClock();
            const windows = [
                ["newGameDialog", () => keyClick(Qt.Key_N, Qt.ControlModifier)],
                ["settingsDialog", () => mouseClick(find("settingsButton"))],
                ["aboutDialog", () => findDialog("aboutDialog").open()],
                ["saveDialog", () => keyClick(Qt.Key_S, Qt.ControlModifier)],
                ["openDialog", () => keyClick(Qt.Key_O, Qt.ControlModifier)]
            ];
            for (const [name, open] of windows) {
                const dialog = findDialog(name);
                open();
                tryVerify(() => dialog.visible, 3000, name + " opens");
                verify(game.paused, name + ": the game waits");
                const left = game.clock.secondsLeft;
                testClock.advance(game.clock, 1300); // 1.3 s go by while it is open (tst_qml.cpp)
                compare(game.clock.secondsLeft, left, name + ": the clock stands");
                dialog.close();
                tryVerify(() => !dialog.visible, 3000, name + " closes");
                verify(!game.paused, name + ": the game goes on");
                compare(root.window.screen, WindowScreen.Game);
            }
            const left = game.clock.secondsLeft;
            tryVerify(() => game.clock.secondsLeft < left, 3000, "the clock runs again");
        }

        function test_2_saveSavesOnAClick() {
            root.window.showScreen(WindowScreen.Game);
            personsTurnWithAClock();
            const dialog = findDialog("saveDialog");
            const folder = String(testFolder);
            testSettings.saveFolder = folder;
            keyClick(Qt.Key_S, Qt.ControlModifier);
            tryVerify(() => dialog.visible, 3000);
            compare(dialog.acceptLabel, "Save");
            // Qt's own dialog here (no desktop's): its Save button and the name field.
            const overlay = root.window.Overlay.overlay;
            // Laid out before a click on its name field, which shows in a save dialog from its next polish.
            tryVerify(() => pendingPolish(overlay, []).length === 0, 3000, "the dialog is laid out");
            const field = findIn(overlay, item => item.objectName === "fileNameTextField" && item.visible);
            verify(field, "the file name field");
            const save = findIn(overlay, item => item.visible && item.text === "Save" && item.clicked !== undefined
                                                 && item !== field);
            verify(save, "a Save button");
            verify(field.text.endsWith(".trsave"), field.text);
            verify(save.enabled, "a name to save under from the start");

            // A name of one's own, typed, then one click on Save (no Enter).
            const name = "tst-window-" + Date.now();
            mouseClick(field);
            field.selectAll();
            for (const ch of name)
                keyClick(ch);
            verify(save.enabled);
            mouseClick(save);
            tryVerify(() => !dialog.visible, 3000, "the click saves and closes");
            // (Qt 6.4's own dialog gives a path, a native one a file: URL.)
            const saved = String(dialog.selectedFile);
            verify(saved.endsWith(folder.replace(/^file:\/\//, "") + "/" + name + ".trsave"), saved);
            compare(find("toast").text, "Game saved.");
            compare(game.saves.loadFromFile(saved), "");
            compare(String(testSettings.saveFolder), folder, "the next save starts there");
        }

        function test_3_newGameFromTheStartScreen() {
            root.window.showScreen(WindowScreen.Start);
            verify(game.paused);
            const dialog = findDialog("newGameDialog");
            const turn = game.status.turnNumber;
            mouseClick(find("startNewGameButton"));
            tryCompare(dialog, "opened", true);
            compare(root.window.screen, WindowScreen.Start, "the dialog opens over the start screen");
            verify(game.paused, "the game behind it waits");
            mouseClick(findChild(dialog.footer, "cancelButton"));
            tryVerify(() => !dialog.visible, 3000);
            compare(root.window.screen, WindowScreen.Start, "cancelled: still the start screen");
            verify(game.paused);
            compare(game.status.turnNumber, turn);

            // A game under way: starting a new one asks first.
            if (!root.window.gameUnderWay) {
                root.window.showScreen(WindowScreen.Game);
                tryVerify(() => game.board.canAct, 5000);
                verify(game.drawTile());
                root.window.showScreen(WindowScreen.Start);
            }
            verify(root.window.gameUnderWay);
            const under = game.status.turnNumber;
            const seed = game.scoreboard.seed;
            const leave = findDialog("leaveGameDialog");
            mouseClick(find("startNewGameButton"));
            tryCompare(dialog, "opened", true);
            mouseClick(findChild(dialog.footer, "startButton"));
            tryCompare(leave, "opened", true);
            compare(game.status.turnNumber, under, "nothing is dealt before the person says so");
            // Keep playing: the game stays, the dialog behind stays open.
            mouseClick(findChild(leave.footer, "keepPlayingButton"));
            tryVerify(() => !leave.visible, 3000);
            verify(dialog.visible);
            compare(game.status.turnNumber, under);
            mouseClick(findChild(dialog.footer, "startButton"));
            tryCompare(leave, "opened", true);
            mouseClick(findChild(leave.footer, "startNewGameAnywayButton"));
            tryVerify(() => !dialog.visible && !leave.visible, 3000);
            compare(root.window.screen, WindowScreen.Game, "the new game shows");
            verify(game.scoreboard.seed !== seed, "a new deal");
            verify(!game.paused);
        }

        function shownRings() {
            const all = findAll(root.window.contentItem, "focusRing", []).concat(
                findAll(root.window.Overlay.overlay, "focusRing", []));
            return all.filter(ring => ring.visible);
        }

        // The keys' ring shows once keys are used, never after a click.
        function test_4_focusRingOnlyWithKeys() {
            root.window.showScreen(WindowScreen.Game);
            personsTurnWithAClock();
            mouseClick(find("tableArea"), 8, 8);
            compare(shownRings().length, 0);
            keyClick(Qt.Key_Tab);
            tryVerify(() => shownRings().length === 1, 3000, "Tab: a ring");
            mouseClick(find("tableArea"), 8, 8);
            compare(shownRings().length, 0, "a click: no ring");

            // The settings opened with a click: the focus on its first control, without a ring.
            const settings = findDialog("settingsDialog");
            mouseClick(find("settingsButton"));
            tryCompare(settings, "opened", true);
            verify(root.window.activeFocusItem !== null);
            compare(shownRings().length, 0, "opened by a click: no ring");
            keyClick(Qt.Key_Tab);
            tryVerify(() => shownRings().length === 1, 3000, "Tab in the dialog: a ring");
            mouseClick(settings.contentItem, 5, 5);
            compare(shownRings().length, 0, "a click in the dialog: no ring");
            settings.close();
            tryVerify(() => !settings.visible);
        }

        // The course's cards show each lesson's whole title, at the window's
        // smallest width, in English and in German.
        function test_6_lessonTitlesWhole() {
            const width = root.window.width;
            root.window.width = root.window.minimumWidth;
            root.window.showScreen(WindowScreen.Course);
            for (const language of ["en", "de"]) {
                testSettings.language = language;
                const grid = find("lessonGrid");
                for (let i = 0; i < grid.count; ++i) {
                    grid.positionViewAtIndex(i, GridView.Contain);
                    settle();
                    const titles = findAll(grid, "lessonTitle", []).filter(t => t.visible);
                    verify(titles.length > 0);
                    for (const title of titles)
                        verify(!title.truncated && title.lineCount <= 2, language + ": " + title.text);
                }
            }
            testSettings.language = "";
            root.window.width = width;
            root.window.showScreen(WindowScreen.Game);
        }

        // The buttons beside the rack stay where they are, whatever the line above
        // them says (one line, two, the opening's meter or not); disabled, they
        // have no fill.
        function test_5_actionButtonsStayPut() {
            root.window.showScreen(WindowScreen.Game);
            compare(game.newMatch({
                "players": [{ "seat": SeatKind.Person, "name": "Ann" },
                            { "seat": SeatKind.Person, "name": "Bartholomew Fitzgerald-Sm" }],
                "seed": "11"
            }), "");
            const end = find("endTurnButton");
            const status = find("statusLine");
            const yOf = () => end.mapToItem(root.window.contentItem, 0, 0).y;
            const places = [];
            let twoLines = false;
            for (let turn = 0; turn < 4; ++turn) {
                tryVerify(() => game.handOverPending, 3000);
                waitForRendering(root.window.contentItem);
                places.push(yOf());
                twoLines = twoLines || status.lineCount === 2;
                game.confirmHandOver();
                tryVerify(() => game.board.canAct, 3000);
                waitForRendering(root.window.contentItem);
                places.push(yOf());
                verify(!end.enabled);
                verify(end.background.color.a < 0.2, "disabled: no fill");
                verify(find("drawButton").enabled);
                compare(find("drawButton").background.color.a, 1);
                verify(game.drawTile());
            }
            verify(twoLines, "a status of two lines was shown");
            for (const y of places)
                compare(y, places[0]);
        }

        // End turn becomes the main button (bold) when the table would stand
        // and stops being it when it would not: neither it, the other buttons
        // nor the rack beside them move, in English and in German.
        function test_5b_nothingMovesWhenEndTurnBecomesTheMainButton() {
            root.window.showScreen(WindowScreen.Game);
            for (const language of ["en", "de"]) {
                testSettings.language = language;
                compare(game.newMatch({
                    "players": [{ "seat": SeatKind.Person, "name": "Ann" }, { "seat": SeatKind.Standard, "name": "" }],
                    "seed": "7"
                }), "");
                tryVerify(() => game.board.canAct, 10000);
                const end = find("endTurnButton");
                const rack = find("rack");
                const where = () => [end, find("undoButton"), rack].map(i => {
                    const p = i.mapToItem(root.window.contentItem, 0, 0);
                    return Math.round(p.x) + "," + Math.round(p.y) + "," + Math.round(i.width);
                }).join(" ");
                waitForRendering(root.window.contentItem);
                verify(end.primary, language + ": nothing moved: End turn would not cost");
                const before = where();
                verify(game.board.moveToNewSet([game.board.rack.tileIdAt(0)])); // a lone tile: it would cost
                waitForRendering(root.window.contentItem);
                verify(!end.primary);
                compare(where(), before, language + ": the buttons and the rack stay put");
            }
            testSettings.language = "en";
        }

        // "Look at the table" closes the end of a round; the button beside
        // the rack brings it back, and with it the next round.
        function test_7_scoresAgainAfterLookingAtTheTable() {
            root.window.showScreen(WindowScreen.Game);
            compare(game.newMatch({
                "players": [{ "seat": SeatKind.Beginner, "name": "Ada" }, { "seat": SeatKind.Beginner, "name": "Bo" }],
                "rounds": 2,
                "seed": "5"
            }), "");
            tryVerify(() => game.status.roundOver, 60000);
            const screen = findDialog("roundEndScreen");
            tryVerify(() => screen.opened, 5000);
            game.paused = true; // no AI turn of the next round meanwhile
            mouseClick(findIn(screen.footer, item => item.objectName === "lookAtTableButton"));
            tryVerify(() => !screen.visible, 3000);
            game.paused = false;
            const scores = find("endTurnButton");
            compare(scores.text, "Scores…");
            verify(scores.enabled);
            mouseClick(scores);
            tryVerify(() => screen.opened, 3000, "the end of the round shows again");
            game.paused = true;
            mouseClick(findIn(screen.footer, item => item.objectName === "nextRoundButton"));
            tryVerify(() => !screen.visible, 3000);
            compare(game.scoreboard.roundNumber, 2);
            compare(find("endTurnButton").text, "End turn");
            game.paused = false;
        }

        // The review takes the keys once it opens: Left and Right step its
        // turns, as its buttons' tips say, and Space reaches nothing behind it.
        function test_8_reviewKeysGoToIt() {
            root.window.showScreen(WindowScreen.Game);
            compare(game.newMatch({
                "players": [{ "seat": SeatKind.Person, "name": "Ann" }, { "seat": SeatKind.Standard, "name": "" }],
                "seed": "12"
            }), "");
            for (let turn = 0; turn < 3; ++turn) {
                tryVerify(() => game.board.canAct, 10000);
                verify(game.drawTile());
            }
            tryVerify(() => game.board.canAct, 10000);
            const turn = game.status.turnNumber;
            mouseClick(find("drawButton")); // the last thing clicked: Space must not click it again
            tryVerify(() => game.board.canAct, 10000);
            const board = root.window.reviewBoard;
            root.window.openReview(game.saves.openInReview(board), WindowScreen.Game);
            compare(root.window.screen, WindowScreen.Review);
            waitForRendering(root.window.contentItem);
            verify(board.positionCount > 2);
            keyClick(Qt.Key_Home);
            compare(board.position, 0, "Home: the first turn");
            keyClick(Qt.Key_Right);
            compare(board.position, 1, "Right: the next turn");
            keyClick(Qt.Key_Right);
            keyClick(Qt.Key_Left);
            compare(board.position, 1, "Left: the turn before");
            const turnsNow = game.status.turnNumber;
            keyClick(Qt.Key_Space);
            wait(50);
            compare(root.window.screen, WindowScreen.Review);
            verify(!root.window.dialogOpen, "Space opens nothing behind the review");
            compare(game.status.turnNumber, turnsNow, "Space plays nothing behind the review");
            verify(turnsNow > turn);
            root.window.leaveReview();
            compare(root.window.screen, WindowScreen.Game);
        }

        // A game left in its first turn (tiles moved, no turn played yet),
        // resumed from the start screen's dialog: the game is shown, the
        // tiles where they were left.
        function test_9_aFirstTurnResumedFromTheStartScreenIsShown() {
            root.window.showScreen(WindowScreen.Game);
            compare(game.newMatch({
                "players": [{ "seat": SeatKind.Person, "name": "Ann" }, { "seat": SeatKind.Standard, "name": "" }],
                "seed": "7" // the person plays first
            }), "");
            tryVerify(() => game.board.canAct, 10000);
            const tile = game.board.rack.tileIdAt(0);
            verify(game.board.moveToNewSet([tile]));
            const path = "/tmp/tilerummy-tst-window-" + Date.now() + ".trsave";
            verify(game.saves.saveToFile(path));
            compare(game.newMatch({
                "players": [{ "seat": SeatKind.Person, "name": "Ann" }, { "seat": SeatKind.Standard, "name": "" }],
                "seed": "3"
            }), "");
            root.window.showScreen(WindowScreen.Start);
            game.saves.autosaveFile = path;
            verify(game.saves.offerResume());
            const dialog = findDialog("resumeDialog");
            tryVerify(() => dialog.opened, 3000);
            mouseClick(findInPopup(dialog, "resumeButton"));
            tryVerify(() => !dialog.visible, 3000);
            compare(root.window.screen, WindowScreen.Game, "the resumed game is shown");
            compare(game.status.turnNumber, 0);
            compare(game.board.table.count, 1);
            verify(game.board.canUndo, "the move can be undone");
            game.saves.autosaveFile = "";
        }

        // A big play is one line of the log that opens to its sets; any turn's
        // line plays that turn again in the review.
        function test_10_theLogOpensABigPlayAndReplaysATurn() {
            root.window.showScreen(WindowScreen.Game);
            compare(game.newMatch({
                "players": [{ "seat": SeatKind.Expert, "name": "" }, { "seat": SeatKind.Expert, "name": "" }],
                "seed": "3"
            }), "");
            const scene = find("gameTable");
            scene.panelVisible = true;
            // Paused the moment a big play is the log's newest line.
            bigPlayWatch.enabled = true;
            tryVerify(() => game.paused || game.status.roundOver, 60000, "a big play");
            bigPlayWatch.enabled = false;
            waitForRendering(root.window.contentItem);
            const big = game.log.details.length - 1;
            verify(game.log.details[big] !== "", "a big play's line");
            const view = find("turnLogView");
            view.positionViewAtEnd(); // at the log's foot: opened, it comes into view
            waitForRendering(root.window.contentItem);
            const toggles = findAll(view, "logDetailsToggle", []).filter(t => t.visible);
            verify(toggles.length > 0, "the big play's line offers its sets");
            const toggle = toggles[0];
            const details = findAll(toggle.parent, "logDetails", [])[0];
            verify(!details.visible);
            mouseClick(toggle);
            verify(details.visible, "opened: the sets, one a line");
            verify(details.text.length > 0);
            tryVerify(() => details.mapToItem(view, 0, details.height).y <= view.height + 0.5, 2000,
                      "the opened sets come into view");
            mouseClick(toggle);
            verify(!details.visible);

            // The line's turn again in the review.
            const line = toggle.parent.parent;
            mouseMove(line, line.width / 2, 4);
            const replay = findAll(line, "replayTurnButton", [])[0];
            tryVerify(() => replay.visible, 2000, "a turn's line offers to play it again");
            const turn = game.log.turnAt(line.index);
            mouseClick(replay);
            compare(root.window.screen, WindowScreen.Review);
            compare(root.window.reviewBoard.turn, turn.turn);
            compare(root.window.reviewBoard.round, turn.round);
            root.window.leaveReview();
            compare(root.window.screen, WindowScreen.Game);
            game.paused = false;
            scene.panelVisible = scene.width >= 1240;
        }

        // At one screen with others, a notice of one person's turn (here a
        // hint's "no opening yet", which tells of their rack) is gone before
        // the next person sits down.
        function test_12_aNoticeGoesBeforeTheNextPersonSitsDown() {
            root.window.showScreen(WindowScreen.Game);
            compare(game.newMatch({
                "players": [{ "seat": SeatKind.Person, "name": "Ann" }, { "seat": SeatKind.Person, "name": "Bo" }],
                "seed": "7"
            }), "");
            if (game.handOverPending)
                game.confirmHandOver();
            tryVerify(() => game.board.canAct, 10000);
            const toast = find("toast");
            toast.show("No opening of 30 points is possible with your rack yet: draw a tile.");
            verify(toast.visible);
            verify(game.drawTile());
            verify(game.handOverPending);
            verify(!toast.visible, "the notice went with its turn");
            game.confirmHandOver();
        }
    }
}
