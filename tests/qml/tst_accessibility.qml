import QtQuick
import QtQuick.Controls
import QtTest
import TileRummy

// Every screen of the game's own window (Main.qml) walked item by item: each
// visible thing a person can press, click or reach with Tab must have a
// spoken name (Accessible.name, with a letter or a digit: not a symbol
// alone) for screen readers. A control or focusable
// item names itself; a MouseArea is named by the item it belongs to (its
// parent, or the parent's parent). Scroll bars, which say what they are, are
// left out. A failure lists each item without a name and where it is.
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

    // A log's line as the game shows it in Hebrew: right to left, wrapped.
    Component {
        id: rtlLine

        TextEdit {
            readOnly: true
            textFormat: TextEdit.PlainText
            wrapMode: TextEdit.Wrap
            horizontalAlignment: TextEdit.AlignRight
            font.pixelSize: 12
            LayoutMirroring.enabled: true
        }
    }

    // What the last test of the audit itself adds: a button and a click
    // area with no name.
    Component {
        id: namelessComponent

        Item {
            objectName: "nameless"
            anchors.fill: parent

            Button {
                objectName: "namelessButton"
                width: 40
                height: 30
            }
            // Its text, a symbol, is all it has to say.
            Button {
                objectName: "symbolButton"
                x: 100
                width: 40
                height: 30
                text: "\u2699"
                Accessible.name: text
            }
            Rectangle {
                x: 50
                width: 40
                height: 30

                MouseArea {
                    objectName: "namelessMouseArea"
                    anchors.fill: parent
                }
            }
        }
    }

    // A screen hidden from readers while it is hidden: a button, and a
    // picture that is never for readers.
    Component {
        id: hiddenComponent

        Rectangle {
            id: hidden

            visible: false
            Accessible.role: Accessible.Dialog
            Accessible.name: "A screen"

            Button {
                text: "A button"
            }
            Rectangle {
                Accessible.role: Accessible.Graphic
                Accessible.ignored: true
            }
            HiddenFromReaders {
                target: hidden
                hidden: !hidden.visible
            }
        }
    }

    SceneTestCase {
        id: test

        name: "Accessibility"
        when: windowShown
        scene: root.window ? root.window.contentItem : root

        function typeName(item) {
            return String(item).replace(/\(0x[0-9a-f]+.*$/, "").replace(/_QMLTYPE_\d+$/, "");
        }

        function shown(item) {
            return item.visible && item.opacity > 0.01 && item.width > 0 && item.height > 0;
        }

        // A name says something when it has a letter or a digit (Latin,
        // Greek, Cyrillic, Hebrew, Arabic): a button showing only a symbol
        // (⚙, ✕, ‹) needs a name in words.
        function spoken(name) {
            return name !== undefined && name !== null
                    && /[0-9A-Za-z\u00C0-\u024F\u0370-\u04FF\u0590-\u06FF]/.test(String(name));
        }

        function nameOf(item) {
            if (!item)
                return "";
            const name = item.Accessible.name;
            if (spoken(name))
                return String(name);
            // A popup's frame: Qt names a dialog by its title; a list's popup
            // (a combo box's) by its list.
            if (typeName(item).indexOf("PopupItem") >= 0) {
                if (item.title)
                    return String(item.title);
                return nameOf(item.contentItem);
            }
            return "";
        }

        function isControl(item) {
            return item.focusPolicy !== undefined && item.availableWidth !== undefined;
        }

        function isMouseArea(item) {
            return typeName(item) === "QQuickMouseArea";
        }

        function hasTapHandler(item) {
            for (let i = 0; i < item.data.length; ++i) {
                const d = item.data[i];
                if (d && typeName(d).indexOf("TapHandler") >= 0 && d.enabled)
                    return true;
            }
            return false;
        }

        function where(item) {
            const path = [];
            for (let p = item; p; p = p.parent) {
                if (p.objectName !== "")
                    path.unshift(p.objectName);
            }
            const text = item.text !== undefined && typeof item.text === "string" ? " text=\"" + item.text + "\"" : "";
            return typeName(item) + text + " in " + path.join("/");
        }

        // The visible interactive items without a name, under `item`.
        function nameless(item, out) {
            if (!shown(item))
                return out;
            const type = typeName(item);
            const exempt = /ScrollBar|ScrollIndicator/.test(type);
            if (!exempt) {
                const control = isControl(item);
                const focusable = item.activeFocusOnTab || (control && (item.focusPolicy & Qt.TabFocus) !== 0);
                const mouse = isMouseArea(item) && item.enabled;
                if (mouse) {
                    if (nameOf(item.parent) === "" && nameOf(item.parent ? item.parent.parent : null) === "")
                        out.push(where(item));
                } else if (control || focusable || (hasTapHandler(item) && item.enabled)) {
                    if (nameOf(item) === "")
                        out.push(where(item));
                }
            }
            for (let i = 0; i < item.children.length; ++i)
                nameless(item.children[i], out);
            return out;
        }

        // The whole window: its content and its overlay (the dialogs).
        function audit(what) {
            settle();
            wait(50);
            const out = nameless(root.window.contentItem.parent, []);
            compare(out.length, 0, what + ": " + out.length + " without an accessible name:\n  " + out.join("\n  "));
        }

        // Counts the items of the kind the audit looks at, so that an empty
        // walk cannot pass.
        function interactiveCount() {
            let n = 0;
            const count = item => {
                if (!shown(item))
                    return;
                if (isControl(item) || item.activeFocusOnTab || isMouseArea(item))
                    ++n;
                for (let i = 0; i < item.children.length; ++i)
                    count(item.children[i]);
            };
            count(root.window.contentItem.parent);
            return n;
        }

        function newGame(seats, seed) {
            compare(game.newMatch({
                "players": seats.map(s => ({
                            "seat": s,
                            "name": ""
                        })),
                "seed": String(seed)
            }), "");
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
                "screen": WindowScreen.Start
            });
            verify(root.window !== null);
            root.window.width = 1360;
            root.window.height = 860;
            waitForRendering(root.window.contentItem);
            settle();
        }

        function cleanupTestCase() {
            if (root.window)
                root.window.destroy();
        }

        function test_1_startScreen() {
            compare(root.window.screen, WindowScreen.Start);
            verify(interactiveCount() >= 6);
            audit("start screen");
        }

        function test_2_course() {
            root.window.showScreen(WindowScreen.Course);
            settle();
            verify(find("courseScreen").visible);
            verify(findAll(scene, "lessonCard", []).length >= 12);
            audit("course");
        }

        function test_3_lesson() {
            root.window.openLesson(0);
            settle();
            compare(root.window.screen, WindowScreen.Tutorial);
            audit("lesson");
            // A wrong attempt: the verdict, and a set not valid on the table.
            const tutorial = root.window.tutorialController;
            verify(tutorial.moveToNewSet([tutorial.rack.tileIdAt(0)], -1));
            verify(tutorial.check());
            compare(tutorial.verdict, TutorialController.Wrong);
            audit("lesson, a wrong attempt explained");
            // Passed: the Next button.
            verify(tutorial.resetTurn());
            verify(tutorial.openLesson(0));
            settle();
            const rack = [];
            for (let i = 0; i < tutorial.rack.count; ++i)
                rack.push(tutorial.rack.tileIdAt(i));
            verify(tutorial.moveToNewSet(rack.slice(0, 3), -1));
            verify(tutorial.moveToNewSet(rack.slice(3), -1));
            verify(tutorial.check());
            compare(tutorial.verdict, TutorialController.Passed);
            verify(find("nextLessonButton").visible);
            audit("lesson passed");
        }

        function test_4_puzzle() {
            root.window.openPuzzles();
            tryVerify(() => root.window.tutorialController.mode === TutorialController.Puzzle && !root.window.tutorialController.puzzleBusy, 20000);
            settle();
            verify(find("levelButton1").visible);
            audit("practice puzzle");
        }

        function test_5_gameTable() {
            root.window.showScreen(WindowScreen.Game);
            newGame([SeatKind.Person, SeatKind.Person], 5);
            settle();
            verify(game.handOverPending);
            audit("hand-over");
            game.confirmHandOver();
            tryVerify(() => game.board.canAct, 5000);
            settle();
            verify(find("sidePanel").visible);
            audit("game table");
            // Sets not valid yet on the table, and a selection.
            verify(game.board.moveToNewSet([game.board.rack.tileIdAt(0)], -1));
            verify(game.board.moveToNewSet([game.board.rack.tileIdAt(0), game.board.rack.tileIdAt(1)], -1));
            game.board.toggleSelected(game.board.rack.tileIdAt(0), true);
            settle();
            verify(findAll(scene, "setHandle", []).length >= 2);
            audit("game table with sets");
            find("sidePanelTabs").currentIndex = 1;
            audit("scores tab");
            find("sidePanelTabs").currentIndex = 0;
            // An illegal end of turn: the penalty banner (then the next player's hand-over).
            verify(game.endTurn());
            tryVerify(() => find("penaltyBanner").visible);
            audit("penalty banner");
        }

        function test_6_hint() {
            newGame([SeatKind.Person, SeatKind.Standard], 7);
            if (game.handOverPending)
                game.confirmHandOver();
            tryVerify(() => game.board.canAct, 5000);
            hintSpy.clear();
            game.hint.request();
            hintSpy.wait(10000);
            tryVerify(() => game.board.canAct || game.hint.pending, 5000);
            if (game.hint.pending) {
                tryVerify(() => !game.board.animating, 10000);
                // It fades in: visible from the first frame of the fade, which may not have come yet.
                tryVerify(() => find("hintBanner").visible, 5000);
                audit("hint banner");
                game.hint.dismiss();
            }
        }

        function test_7_settingsDialog() {
            root.window.openSettings();
            const dialog = findChild(root.window, "settingsDialog");
            tryCompare(dialog, "opened", true);
            audit("settings");
            // The language list open.
            const box = findChild(dialog.contentItem, "languageBox");
            box.popup.open();
            tryCompare(box.popup, "opened", true);
            audit("settings, language list open");
            box.popup.close();
            tryCompare(box.popup, "visible", false);
            dialog.close();
            tryCompare(dialog, "visible", false);
        }

        function test_8_newGameDialog() {
            root.window.openNewGame();
            const dialog = findChild(root.window, "newGameDialog");
            tryCompare(dialog, "opened", true);
            dialog.matchLength = "rounds";
            audit("new game");
            dialog.reject();
            tryCompare(dialog, "visible", false);
        }

        // The dialog by ear (Orca 43 says neither a focused drop-down's new
        // name nor its description, and reads no text in a Qt 6.4 field):
        // Down says the new choice, the open list each option and its place,
        // a name field the name in it.
        function test_8b_newGameDialogSaysItsChoices() {
            root.window.openNewGame();
            const dialog = findChild(root.window, "newGameDialog");
            tryCompare(dialog, "opened", true);
            const announcer = findChild(root.window, "announcer");
            const box = findInPopup(dialog, "seatBox1");
            box.forceActiveFocus();
            keyClick(Qt.Key_Down);
            compare(announcer.words, box.displayText, "Down: the new choice is said");
            keyClick(Qt.Key_Space);
            tryCompare(box.popup, "opened", true);
            keyClick(Qt.Key_Down);
            verify(/, \d of \d$/.test(announcer.words), "an option of the open list: " + announcer.words);
            keyClick(Qt.Key_Escape);
            tryCompare(box.popup, "visible", false);
            const name = findInPopup(dialog, "nameField0");
            name.forceActiveFocus();
            name.text = "Anna";
            box.forceActiveFocus();
            name.forceActiveFocus();
            compare(name.Accessible.name, "Name of player 1: Anna", "a name field reads the name in it");
            dialog.reject();
            tryCompare(dialog, "visible", false);
        }

        function test_9_roundEnd() {
            newGame([SeatKind.Beginner, SeatKind.Beginner], 3);
            tryCompare(game.status, "roundOver", true, 60000);
            const screen = findChild(root.window, "roundEndScreen");
            tryCompare(screen, "opened", true);
            audit("round end");
            screen.close();
            tryCompare(screen, "visible", false);
        }

        // The audit itself: a button and a click area without a name are
        // both reported.
        // "Play online": signing in, then signed in at a lobby (testLobby)
        // with a table of one's own in the list and the ranks.
        function test_9b_online() {
            root.window.showScreen(WindowScreen.Online);
            const screen = find("onlineScreen");
            tryVerify(() => screen && screen.visible);
            const lobby = screen.lobby;
            lobby.keyFile = String(testFolder).replace(/^file:\/\//, "") + "/reader-player.key";
            settle();
            audit("online, signing in");
            const address = testLobby.start();
            verify(address !== "");
            // Keys only: the focus is never left on a control that went away.
            const focused = () => root.window.activeFocusItem;
            find("lobbyAddressField").text = address;
            find("lobbyNameField").text = "Orla";
            find("lobbyConnectButton").forceActiveFocus();
            keyClick(Qt.Key_Return);
            tryVerify(() => lobby.phase === OnlineLobby.SignedIn, 10000);
            tryVerify(() => focused() === find("quickMatchButton"), 5000, "signed in: at Find a game");
            keyClick(Qt.Key_Return);
            tryVerify(() => lobby.queued, 10000);
            tryVerify(() => focused() === find("cancelQuickButton"), 5000, "waiting: at Stop waiting");
            keyClick(Qt.Key_Return);
            tryVerify(() => !lobby.queued, 10000);
            tryVerify(() => focused() === find("quickMatchButton"), 5000, "the wait stopped: at Find a game");
            find("makeTableButton").forceActiveFocus();
            keyClick(Qt.Key_Return);
            tryVerify(() => lobby.atTable && lobby.tables.length === 1, 10000);
            tryVerify(() => focused() === find("startTableButton"), 5000, "a table made: at Start now");
            settle();
            verify(find("joinOpenTable0").Accessible.name.indexOf("Sit down at") === 0);
            audit("online, at a table");
            find("leaveTableButton").forceActiveFocus();
            keyClick(Qt.Key_Return);
            tryVerify(() => !lobby.atTable, 10000);
            tryVerify(() => focused() === find("quickMatchButton"), 5000, "the table left: at Find a game");
            // The ranks' two views are a choice a reader hears, by the arrows.
            verify(find("leaderboard") !== null);
            find("ranksViewChoice").forceActiveFocus();
            keyClick(Qt.Key_Right);
            tryVerify(() => find("ratedGames") !== null, 2000, "Right: the rated games");
            keyClick(Qt.Key_Left);
            tryVerify(() => find("leaderboard") !== null, 2000, "Left: the leaderboard");
            const signOut = find("signOutButton");
            signOut.forceActiveFocus();
            keyClick(Qt.Key_Return);
            tryVerify(() => lobby.phase === OnlineLobby.Offline, 5000);
            tryVerify(() => focused() === find("lobbyConnectButton"), 5000, "signed out: at Connect");
            root.window.showScreen(WindowScreen.Start);
        }

        function test_99_auditFindsWhatHasNoName() {
            const extra = namelessComponent.createObject(root.window.contentItem);
            verify(extra !== null);
            extra.z = 1000;
            settle();
            const out = nameless(root.window.contentItem.parent, []);
            extra.destroy();
            verify(out.some(s => s.indexOf("namelessButton") >= 0), out.join("\n"));
            verify(out.some(s => s.indexOf("namelessMouseArea") >= 0), out.join("\n"));
            verify(out.some(s => s.indexOf("symbolButton") >= 0), out.join("\n"));
        }

        // A hidden screen is out of a reader's tree, all of it; shown again,
        // each of its items has its own setting back.
        function test_hiddenScreensAreOutOfTheTree() {
            const screen = hiddenComponent.createObject(root);
            verify(screen !== null);
            const button = screen.children[0];
            const picture = screen.children[1];
            verify(screen.Accessible.ignored && button.Accessible.ignored && picture.Accessible.ignored);
            screen.visible = true;
            verify(!screen.Accessible.ignored && !button.Accessible.ignored);
            verify(picture.Accessible.ignored, "an item ignored of its own stays ignored");
            screen.visible = false;
            verify(button.Accessible.ignored);
            screen.destroy();
        }

        // Texts naming tiles show each colour's symbol; each tile is held
        // left to right, so a run keeps its order in a Hebrew sentence, and
        // the tiles of a set are a no-break space apart.
        function test_tileNamesWithSymbols() {
            compare(Theme.withSymbols("Ana laid R7 R8 J, then K13."),
                    "Ana laid \u200E\u25C6R7\u200E\u00A0\u200E\u25C6R8\u200E\u00A0\u200EJ\u200E, then \u200E\u25CFK13\u200E.")
            compare(Theme.withSymbols("Just a Joker and B14"), "Just a Joker and B14")
        }

        // A right-to-left sentence that wraps never cuts a set: its tiles
        // lie on one line, in their order from left to right.
        function test_aSetIsNeverCutInAHebrewLine() {
            const line = rtlLine.createObject(root);
            const lines = ["תור 6: מחשב רגיל פתח: הניח K10 K11 K12 (33 נקודות).",
                           "תור 16: מחשב רגיל: העברת B11 אל O11 R11 B11, עם K10 K11 K12 ו־R5 R6 R7."];
            for (const text of lines) {
                for (let width = 120; width <= 320; width += 10) {
                    line.width = width;
                    line.text = Theme.withSymbols(text);
                    const at = ["K10", "K11", "K12"].map(tile => line.positionToRectangle(line.text.indexOf(tile)));
                    compare(at[1].y, at[0].y, "K10 and K11 on one line at " + width);
                    compare(at[2].y, at[0].y, "K11 and K12 on one line at " + width);
                    verify(at[0].x < at[1].x && at[1].x < at[2].x, "in their order at " + width);
                }
            }
            line.destroy();
        }
    }
}
