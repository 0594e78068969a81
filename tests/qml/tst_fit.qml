import QtQuick
import QtQuick.Controls
import QtTest
import TileRummy

// Every screen and dialog of the game's window (Main.qml) in every language
// (English, German, Dutch, Hebrew) at the default window size and at the
// smallest, 800x600: no visible text may be cut short (elided: Text.truncated)
// or drawn outside the dialog or frame it belongs to, or the window. A failure
// lists each such text with the screen, the language and the window size.
// The header folds its buttons into a menu at 800x600; the icons are SVG.
Item {
    id: root

    width: 100
    height: 100

    property var window: null

    GameController {
        id: game

        moveStepMs: 0
        seatTurns.minimumThinkMs: 0
    }

    // A table for the window's game to join (test_12c).
    GameController {
        id: hostGame

        moveStepMs: 0
        seatTurns.minimumThinkMs: 0
    }

    // What the audit's own test adds: a text cut short, one running out of
    // a dialog, and one running out of the window.
    Component {
        id: badComponent

        Item {
            anchors.fill: parent

            Text {
                objectName: "elidedText"
                width: 40
                elide: Text.ElideRight
                text: "A text much too long for its forty pixels"
            }
            Text {
                objectName: "offWindowText"
                x: parent.width - 30
                y: 200
                text: "Running off the window"
            }
        }
    }
    Component {
        id: badDialogComponent

        ThemedDialog {
            title: "A dialog"
            width: 300

            Text {
                objectName: "offDialogText"
                text: "A line that is far wider than the dialog around it, and does not wrap"
            }
        }
    }

    SceneTestCase {
        id: test

        readonly property var languages: ["en", "de", "nl", "he"]
        readonly property var sizes: [{
                "width": 1360,
                "height": 860
            }, {
                "width": 800,
                "height": 600
            }, {
                "width": 1600,
                "height": 1000
            }]

        name: "Fit"
        when: windowShown
        scene: root.window ? root.window.contentItem : root

        function typeName(item) {
            return String(item).replace(/\(0x[0-9a-f]+.*$/, "").replace(/_QMLTYPE_\d+$/, "");
        }

        function shown(item) {
            return item.visible && item.opacity > 0.01 && item.width > 0 && item.height > 0;
        }

        // A Text or Label (not a TextInput or TextEdit).
        function isText(item) {
            return item.truncated !== undefined && item.elide !== undefined && item.lineCount !== undefined;
        }

        function isFrame(item) {
            return typeName(item).indexOf("PopupItem") >= 0;
        }

        function isFlickable(item) {
            return item.contentX !== undefined && item.contentWidth !== undefined && item.flickableDirection !== undefined;
        }

        // Where a text's letters are drawn, in its own coordinates.
        function paintedRect(t) {
            const cw = t.contentWidth;
            const ch = t.contentHeight;
            const ha = t.effectiveHorizontalAlignment;
            let x = t.leftPadding;
            if (ha === Text.AlignRight)
                x = t.width - t.rightPadding - cw;
            else if (ha === Text.AlignHCenter)
                x = t.leftPadding + (t.width - t.leftPadding - t.rightPadding - cw) / 2;
            let y = t.topPadding;
            if (t.verticalAlignment === Text.AlignBottom)
                y = t.height - t.bottomPadding - ch;
            else if (t.verticalAlignment === Text.AlignVCenter)
                y = t.topPadding + (t.height - t.topPadding - t.bottomPadding - ch) / 2;
            return Qt.rect(x, y, cw, ch);
        }

        function where(item) {
            const path = [];
            for (let p = item; p; p = p.parent) {
                if (p.objectName !== "")
                    path.unshift(p.objectName);
            }
            return typeName(item) + (path.length > 0 ? " in " + path.join("/") : "");
        }

        // `r` (in `item`'s coordinates) lies within `bound`'s rect (x, y, w, h in its own).
        function outside(item, r, bound, bx, by, bw, bh, vertical) {
            const p = item.mapToItem(bound, r.x, r.y);
            const slack = 1.5;
            if (p.x < bx - slack || p.x + r.width > bx + bw + slack)
                return true;
            return vertical && (p.y < by - slack || p.y + r.height > by + bh + slack);
        }

        // The texts under `item` that are cut short or drawn outside their
        // frame: the dialog (a popup) they are in, else the window. Inside a
        // Flickable a text must lie within what it scrolls (clipped at
        // its sides when it scrolls only up and down).
        function audit(item, frame, flickable, out) {
            if (!shown(item))
                return out;
            if (isText(item) && item.text !== "" && typeName(item).indexOf("ToolTip") < 0) {
                const problems = [];
                if (item.truncated)
                    problems.push("cut short");
                const r = paintedRect(item);
                const content = root.window.contentItem;
                // Scrolled out of sight (up or down) is not out of the window.
                if (outside(item, r, content, 0, 0, content.width, content.height, !flickable))
                    problems.push("outside the window");
                else if (flickable && flickable.contentWidth <= flickable.width + 1
                         && outside(item, r, flickable, 0, 0, flickable.width, flickable.height, false))
                    problems.push("outside the sides of the scrolling area " + where(flickable));
                else if (!flickable && frame !== content && outside(item, r, frame, 0, 0, frame.width, frame.height, true))
                    problems.push("outside its dialog " + where(frame));
                if (problems.length > 0)
                    out.push("\"" + String(item.text).slice(0, 60) + "\" " + problems.join(", ") + " (" + where(item) + ")");
            }
            // A layout's items keep apart and within it (side to side): none
            // runs over its neighbour, as a row too wide for its column would.
            if (typeName(item).indexOf("Layout") >= 0 && item.width > 0) {
                const kids = [];
                for (let i = 0; i < item.children.length; ++i) {
                    const k = item.children[i];
                    if (shown(k) && k.width > 0.5 && k.height > 0.5)
                        kids.push(k);
                }
                const slack = 1.5;
                for (let i = 0; i < kids.length; ++i) {
                    const a = kids[i];
                    if (a.x < -slack || a.x + a.width > item.width + slack)
                        out.push(where(a) + " runs past the side of its layout " + where(item));
                    for (let j = i + 1; j < kids.length; ++j) {
                        const b = kids[j];
                        if (a.x + a.width > b.x + slack && b.x + b.width > a.x + slack && a.y + a.height > b.y + slack
                                && b.y + b.height > a.y + slack)
                            out.push(where(a) + " overlaps " + where(b));
                    }
                }
            }
            const nextFrame = isFrame(item) ? item : frame;
            const nextFlickable = isFrame(item) ? null : (isFlickable(item) ? item : flickable);
            for (let i = 0; i < item.children.length; ++i)
                audit(item.children[i], nextFrame, nextFlickable, out);
            return out;
        }

        function shownText(item, text) {
            if (!shown(item))
                return false;
            if (isText(item) && item.text === text)
                return true;
            for (let i = 0; i < item.children.length; ++i) {
                if (shownText(item.children[i], text))
                    return true;
            }
            return false;
        }

        function textCount(item) {
            if (!shown(item))
                return 0;
            let n = isText(item) && item.text !== "" ? 1 : 0;
            for (let i = 0; i < item.children.length; ++i)
                n += textCount(item.children[i]);
            return n;
        }

        function setSize(size) {
            root.window.width = size.width;
            root.window.height = size.height;
        }

        function setLanguage(code) {
            testSettings.language = code;
        }

        function layOut() {
            settle();
            wait(60);
            settle();
        }

        // The whole window in every language at every size; `prepare`, when
        // given, runs after each change of size and language (to open a
        // popup again, say).
        function sweep(screen, prepare) {
            const out = [];
            for (const size of sizes) {
                setSize(size);
                for (const language of languages) {
                    setLanguage(language);
                    if (prepare)
                        prepare();
                    layOut();
                    const top = root.window.contentItem.parent;
                    verify(textCount(top) >= 3, screen + ": no texts to check");
                    const found = audit(top, root.window.contentItem, null, []);
                    for (const f of found)
                        out.push(screen + " [" + language + " " + size.width + "x" + size.height + "]: " + f);
                }
            }
            setSize(sizes[0]);
            setLanguage("en");
            layOut();
            // Each on a line of its own (a failure's message is cut short).
            for (const line of out)
                console.warn("does not fit: " + line);
            compare(out.length, 0, out.length + " texts do not fit (each above, \"does not fit\"); the first:\n  " + out.slice(0, 3).join("\n  "));
        }

        function newGame(seats, seed, extra) {
            compare(game.newMatch(Object.assign({
                "players": seats.map(s => ({
                            "seat": s,
                            "name": ""
                        })),
                "seed": String(seed)
            }, extra ?? {})), "");
        }

        function openPopup(name) {
            const popup = findChild(root.window, name);
            verify(popup, "no popup " + name);
            if (!popup.opened)
                popup.open();
            tryCompare(popup, "opened", true);
            return popup;
        }

        function closePopup(popup) {
            popup.close();
            tryCompare(popup, "visible", false);
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
            setSize(sizes[0]);
            waitForRendering(root.window.contentItem);
            settle();
        }

        // A test that failed half-way leaves no dialog open for the next.
        function cleanup() {
            for (const name of ["newGameDialog", "settingsDialog", "aboutDialog", "resumeDialog", "roundEndScreen", "joinDialog"]) {
                const popup = findChild(root.window, name);
                if (popup && popup.visible)
                    popup.close();
            }
            testSettings.tileScale = 1;
        }

        function cleanupTestCase() {
            testSettings.language = "en";
            if (root.window)
                root.window.destroy();
        }

        function test_01_startScreen() {
            root.window.showScreen(WindowScreen.Start);
            sweep("start screen");
        }

        function test_02_course() {
            root.window.showScreen(WindowScreen.Course);
            settle();
            sweep("course");
        }

        function test_03_lesson() {
            root.window.openLesson(0);
            settle();
            compare(root.window.screen, WindowScreen.Tutorial);
            sweep("lesson");
            const tutorial = root.window.tutorialController;
            verify(tutorial.moveToNewSet([tutorial.rack.tileIdAt(0)], -1));
            verify(tutorial.check());
            compare(tutorial.verdict, TutorialController.Wrong);
            sweep("lesson, a wrong attempt explained");
        }

        function test_04_puzzle() {
            root.window.openPuzzles();
            tryVerify(() => root.window.tutorialController.mode === TutorialController.Puzzle && !root.window.tutorialController.puzzleBusy, 20000);
            sweep("practice puzzle");
        }

        function test_05_handOver() {
            root.window.showScreen(WindowScreen.Game);
            newGame([SeatKind.Person, SeatKind.Person], 5, {
                "turnSeconds": 60
            });
            verify(game.handOverPending);
            sweep("hand-over");
        }

        function test_06_gameTable() {
            newGame([SeatKind.Person, SeatKind.Standard, SeatKind.Expert, SeatKind.Beginner], 5, {
                "turnSeconds": 60
            });
            if (game.handOverPending)
                game.confirmHandOver();
            tryVerify(() => game.canAct, 5000);
            verify(game.moveToNewSet([game.rack.tileIdAt(0)], -1));
            sweep("game table");
            testSettings.tileScale = 1.6;
            sweep("game table, tiles at 160%");
            testSettings.tileScale = 1;
        }

        // While an AI thinks, the person lays a plan: the felt's line about it
        // fits, in every language and size.
        function test_06d_aPlanWhileWaiting() {
            root.window.showScreen(WindowScreen.Game);
            newGame([SeatKind.Person, SeatKind.Standard], 5);
            if (game.handOverPending)
                game.confirmHandOver();
            tryVerify(() => game.canAct, 5000);
            game.seatTurns.minimumThinkMs = 600000; // the AI thinks while the sweep runs
            verify(game.drawTile());
            tryVerify(() => game.canPlan, 5000);
            sweep("game table, the plan's tip");
            verify(game.moveToNewSet([game.rack.tileIdAt(0)], -1));
            verify(game.plannedTiles.length === 1);
            sweep("game table, a plan laid while waiting");
            game.seatTurns.minimumThinkMs = 0;
        }

        // The rack keeps to its own width (at 160% too): it does not run
        // under the side panel or the turn's buttons; and those buttons line
        // up in two rows in every language.
        function test_06b_rackAndButtons() {
            root.window.showScreen(WindowScreen.Game);
            const rackView = find("rackView");
            const actionBar = find("actionBar");
            const panel = find("sidePanelLoader");
            const scene = find("gameTable");
            const names = ["undoButton", "redoButton", "resetButton", "hintButton", "drawButton", "endTurnButton"];
            const rectOf = item => {
                const p = item.mapToItem(root.window.contentItem, 0, 0);
                return Qt.rect(p.x, p.y, item.width, item.height);
            };
            const overlap = (a, b) => a.x < b.x + b.width - 0.5 && b.x < a.x + a.width - 0.5 && a.y < b.y + b.height - 0.5 && b.y < a.y + a.height - 0.5;
            for (const scale of [1, 1.6]) {
                testSettings.tileScale = scale;
                for (const size of sizes) {
                    setSize(size);
                    for (const language of languages) {
                        setLanguage(language);
                        layOut();
                        const what = language + " " + size.width + "x" + size.height + " at " + scale * 100 + "%";
                        const rack = rectOf(rackView);
                        verify(rack.width > 0, what);
                        verify(!overlap(rack, rectOf(actionBar)), what + ": the rack runs under the turn's buttons");
                        if (panel.visible)
                            verify(!overlap(rack, rectOf(panel)), what + ": the rack runs under the side panel");
                        verify(rack.x >= 0 && rack.x + rack.width <= root.window.contentItem.width + 0.5, what + ": the rack is off the window");
                        // The rows line up (two of three, or folded three of two): each button over the one below it, as wide.
                        const columns = actionBar.folded ? 2 : 3;
                        for (let i = 0; i + columns < names.length; ++i) {
                            const top = rectOf(find(names[i]));
                            const bottom = rectOf(find(names[i + columns]));
                            verify(Math.abs(top.x - bottom.x) < 0.5 && Math.abs(top.width - bottom.width) < 0.5 && top.y + top.height < bottom.y,
                                   what + ": the turn's buttons do not line up: " + names[i] + " " + top + ", " + names[i + columns] + " " + bottom);
                        }
                        verify(rectOf(actionBar).y + actionBar.height <= root.window.contentItem.height, what + ": the turn's buttons run off the window");
                        // A rack as dealt (two shelves of seven) keeps tiles of at least three quarters of the table's size, in every language.
                        if (game.rack.usedColumns <= 7)
                            verify(scene.rackTileWidth >= 0.75 * scene.tileWidth,
                                   what + ": the rack's tiles are " + scene.rackTileWidth + " wide, the table's " + scene.tileWidth);
                    }
                }
            }
            testSettings.tileScale = 1;
            setSize(sizes[0]);
            setLanguage("en");
            layOut();
        }

        // At 800x600 with the turn log open, the table's tiles keep at least
        // 70% of the chosen size (the table scrolls beyond that), and a rack
        // of 35 tiles shows every tile whole, at 100% and at 160%.
        function test_06c_smallWindowWithTheLogOpen() {
            root.window.showScreen(WindowScreen.Game);
            newGame([SeatKind.Person, SeatKind.Person], 5);
            // A rack as dealt, at 100%: its tiles keep the table's size (the empty slots may scroll).
            if (game.handOverPending)
                game.confirmHandOver();
            tryVerify(() => game.canAct, 5000);
            setSize(sizes[1]);
            find("gameTable").panelVisible = true;
            layOut();
            compare(rackTiles()[0].width, find("gameTable").tileWidth, "a dealt rack keeps the table's tile size");
            // Both draw until the first holds 35 tiles (a rack is hidden until its hand-over).
            for (;;) {
                if (game.handOverPending)
                    game.confirmHandOver();
                tryVerify(() => game.canAct, 5000);
                if (game.currentPlayer === 0 && game.rack.count >= 35)
                    break;
                verify(game.drawTile());
            }
            const scene = find("gameTable");
            const area = find("tableArea");
            const rackView = find("rackView");
            setSize(sizes[1]);
            scene.panelVisible = true;
            for (const scale of [1, 1.6]) {
                testSettings.tileScale = scale;
                layOut();
                const what = "800x600, the log open, at " + scale * 100 + "%";
                verify(find("sidePanelLoader").visible, what + ": the log shows");
                verify(area.zoom >= 0.7, what + ": the table's tiles at " + Math.round(area.zoom * 100) + "% of their size");
                const tiles = rackTiles();
                compare(tiles.length, game.rack.count);
                verify(tiles.length >= 35);
                for (const tile of tiles) {
                    const p = tile.mapToItem(rackView, 0, 0);
                    verify(p.x >= -0.5 && p.x + tile.width <= rackView.width + 0.5,
                           what + ": the rack's tile " + tile.tileId + " is cut (" + p.x + ".." + (p.x + tile.width) + " of " + rackView.width + ")");
                }
            }
            testSettings.tileScale = 1;
            scene.panelVisible = scene.width >= 1240;
            setSize(sizes[0]);
            layOut();
        }

        function test_07_penaltyBanner() {
            root.window.showScreen(WindowScreen.Game);
            newGame([SeatKind.Person, SeatKind.Person], 5, {
                "turnSeconds": 60
            });
            game.confirmHandOver();
            tryVerify(() => game.canAct, 5000);
            verify(game.moveToNewSet([game.rack.tileIdAt(0)], -1));
            verify(game.endTurn());
            const banner = findChild(root.window, "penaltyBanner");
            tryVerify(() => banner.visible);
            // The banner hides after a while: shown again for each look.
            const penalty = banner.penalty;
            sweep("penalty banner", () => banner.showPenalty(penalty));
        }

        function test_08_newGameDialog() {
            root.window.showScreen(WindowScreen.Game);
            root.window.openNewGame();
            const dialog = findChild(root.window, "newGameDialog");
            tryCompare(dialog, "opened", true);
            // Every AI level at the table: each says what it does.
            dialog.openWith({
                "players": [SeatKind.Person, SeatKind.Beginner, SeatKind.Standard, SeatKind.Expert].map(seat => ({
                            "seat": seat,
                            "name": ""
                        }))
            }, false);
            compare(findAll(dialog.contentItem, "levelSummary", []).length, 3);
            dialog.matchLength = "rounds";
            // The language is changed in the settings, with this dialog closed: opened again after each change.
            const reopen = () => {
                dialog.close();
                tryCompare(dialog, "visible", false);
                dialog.open();
                tryCompare(dialog, "opened", true);
            };
            sweep("new game", reopen);
            dialog.matchLength = "target";
            dialog.errorText = "These rules cannot be played: the first meld must be worth 0 to 1000 points.";
            sweep("new game, to a score, an error", reopen);
            dialog.errorText = "";
            // A friend on another machine in the seat list, beside an AI and its summary.
            dialog.openWith({
                "players": [SeatKind.Person, SeatKind.Remote, SeatKind.Expert].map(seat => ({
                            "seat": seat,
                            "name": ""
                        }))
            }, false);
            sweep("new game, a friend on another machine", reopen);
            dialog.reject();
            tryCompare(dialog, "visible", false);
        }

        function test_09_settings() {
            const dialog = openPopup("settingsDialog");
            sweep("settings");
            // Right to left, a slider fills from the right up to its handle.
            for (const language of ["en", "he"]) {
                setLanguage(language);
                layOut();
                const fills = findAll(dialog.contentItem, "sliderFill", []);
                verify(fills.length >= 1, "the tile size slider");
                for (const fill of fills) {
                    const slider = fill.slider;
                    const track = fill.parent;
                    const handle = slider.handle;
                    const handleMiddle = handle.mapToItem(track, handle.width / 2, 0).x;
                    const filledEnd = language === "he" ? fill.x : fill.x + fill.width;
                    verify(Math.abs(filledEnd - handleMiddle) <= handle.width / 2 + 1,
                           language + ": the fill reaches the handle (" + filledEnd + ", handle at " + handleMiddle + ")");
                    compare(language === "he" ? fill.x + fill.width : fill.x, language === "he" ? track.width : 0,
                            language + ": the fill starts at the slider's start");
                }
            }
            // At the smallest window the settings scroll, and a scroll bar says so.
            setSize(sizes[1]);
            layOut();
            const bar = findAll(dialog.contentItem, "dialogScrollBar", [])[0];
            verify(bar !== undefined, "the settings' scroll bar");
            const flick = bar.parent;
            verify(flick.contentHeight > flick.height, "the settings scroll at 800x600");
            verify(bar.visible && bar.height > 0 && bar.opacity > 0, "the scroll bar shows while the settings scroll");
            setSize(sizes[0]);
            setLanguage("en");
            closePopup(dialog);
        }

        function test_10_about() {
            const dialog = openPopup("aboutDialog");
            sweep("about");
            closePopup(dialog);
        }

        function test_11_resume() {
            const dialog = openPopup("resumeDialog");
            sweep("resume offer");
            dialog.errorText = "The saved game is damaged: the file ends in the middle of the table.";
            sweep("resume refused");
            dialog.errorText = "";
            closePopup(dialog);
        }

        // The save and open dialogs (Qt Quick Dialogs' own file dialog here).
        function test_11b_fileDialogs() {
            root.window.showScreen(WindowScreen.Game);
            for (const name of ["saveDialog", "openDialog"]) {
                const dialog = findChild(root.window, name);
                verify(dialog, "no " + name);
                dialog.open();
                tryVerify(() => dialog.visible);
                sweep(name === "saveDialog" ? "save dialog" : "open dialog", () => {
                    if (!dialog.visible)
                        dialog.open();
                });
                // It is shown in the window (not a native dialog the walk cannot see).
                layOut();
                verify(shownText(root.window.contentItem.parent, dialog.title), name + ": its title is not shown");
                dialog.close();
                tryVerify(() => !dialog.visible);
            }
        }

        function test_12_roundEnd() {
            root.window.showScreen(WindowScreen.Game);
            newGame([SeatKind.Beginner, SeatKind.Beginner], 3);
            tryCompare(game, "roundOver", true, 60000);
            const screen = findChild(root.window, "roundEndScreen");
            tryCompare(screen, "opened", true);
            sweep("round end");
            closePopup(screen);
        }

        // The round just played, reviewed: the summary, the turn card, the
        // racks, and a turn's best play shown.
        function test_12d_review() {
            root.window.showScreen(WindowScreen.Game);
            newGame([SeatKind.Person, SeatKind.Beginner], 3);
            while (!game.roundOver) {
                tryVerify(() => game.canAct || game.roundOver, 60000);
                if (!game.roundOver)
                    verify(game.drawTile());
            }
            root.window.openReview(game.saves.openInReview(root.window.reviewBoard), WindowScreen.Game);
            compare(root.window.screen, WindowScreen.Review);
            const review = root.window.reviewBoard;
            review.moveStepMs = 0;
            settle();
            sweep("review");
            for (let i = 0; i < review.positionCount; ++i) {
                review.goToPosition(i);
                if (review.betterPlayExisted)
                    break;
            }
            verify(review.showMe());
            settle();
            sweep("review, the best play shown");
            root.window.leaveReview();
            const screen = findChild(root.window, "roundEndScreen");
            tryCompare(screen, "opened", true);
            closePopup(screen);
        }

        // The games played here, their statistics and charts.
        function test_12e_games() {
            const folder = String(testFolder).replace(/^file:\/\//, "") + "/fit-history";
            verify(testGames.keep(folder, 2));
            game.saves.historyFolder = folder;
            root.window.showScreen(WindowScreen.Games);
            tryVerify(() => !root.window.playedGames.busy && root.window.playedGames.games.length >= 2, 30000);
            settle();
            sweep("games and statistics");
            // A narrow window shows the past games on their own.
            sweep("past games", () => {
                const games = find("gamesScreen");
                games.showingList = true;
            });
            find("gamesScreen").showingList = false;
            root.window.showScreen(WindowScreen.Start);
        }

        // The host's lobby, waiting for friends on other machines (the code,
        // the addresses, the seats), in every language and size.
        function test_12b_hostLobby() {
            root.window.showScreen(WindowScreen.Game);
            newGame([SeatKind.Person, SeatKind.Remote, SeatKind.Remote, SeatKind.Expert], 4);
            verify(game.host.waiting);
            const lobby = find("hostLobby");
            tryVerify(() => lobby.visible);
            sweep("host lobby");
            newGame([SeatKind.Person, SeatKind.Standard], 4); // the table closes
            verify(!game.host.open);
            verify(!lobby.visible);
        }

        // Joining a table: the dialog (with a refusal shown), and the cover
        // over the table when the table cannot be reached (the longest words).
        function test_12c_joinTable() {
            root.window.showScreen(WindowScreen.Start);
            const dialog = openPopup("joinDialog");
            findChild(dialog, "joinAddressField").text = "wss://example.org:4520";
            findChild(dialog, "joinNameField").text = "Bea";
            sweep("join dialog");
            dialog.errorText = "“not an address” is not the address of a table: type it as the host's screen shows it, e.g. 192.168.1.5:4520.";
            sweep("join dialog, refused");
            dialog.errorText = "";
            closePopup(dialog);

            // Seated, before the deal: the rules and the seats.
            compare(hostGame.newMatch({
                "players": [{ "seat": SeatKind.Person, "name": "Annemarie-Louise" }, { "seat": SeatKind.Remote, "name": "" },
                            { "seat": SeatKind.Remote, "name": "" }, { "seat": SeatKind.Expert, "name": "" }],
                "turnSeconds": 60, "rounds": 3, "poolEmpty": "one-more-turn", "seed": "4"
            }), "");
            root.window.showScreen(WindowScreen.Game);
            compare(game.joinedTable.join({ "address": "127.0.0.1:" + hostGame.host.port, "code": hostGame.host.code,
                                     "name": "Bartholomäus" }), "");
            tryCompare(game.joinedTable.guest, "phase", TableGuest.Seated, 5000);
            verify(find("guestCover").visible);
            sweep("guest cover, seated");
            // The host deals a game of its own: the table closes, and the cover says so.
            compare(hostGame.newMatch({ "players": [{ "seat": SeatKind.Person, "name": "" },
                                                    { "seat": SeatKind.Standard, "name": "" }], "seed": "4" }), "");
            tryCompare(game.joinedTable.guest, "phase", TableGuest.Left, 10000);
            const cover = find("guestCover");
            verify(cover.visible);
            verify(!game.canAct);
            compare(findChild(cover, "guestCoverTitle").text, "You are no longer at the table");
            sweep("guest cover");
            game.leaveTable();
            verify(!cover.visible);
            verify(!game.joinedTable.guest.active);

            // A join with no table there: refused in words (the dialog shows them), nothing left behind.
            compare(game.joinedTable.join({ "address": "127.0.0.1:1", "name": "Bea" }), "");
            tryVerify(() => !game.joinedTable.guest.active, 10000);
            verify(!cover.visible);
        }

        // At 800x600 the header's buttons fold into the "more" menu, which
        // holds the same actions; at the default size they are buttons.
        function test_13_headerFolds() {
            root.window.showScreen(WindowScreen.Game);
            newGame([SeatKind.Person, SeatKind.Standard, SeatKind.Expert, SeatKind.Beginner], 8, {
                "turnSeconds": 60
            });
            tryVerify(() => game.canAct, 5000);
            const header = findChild(root.window, "gameTable").header;
            const more = findChild(header, "moreButton");
            const buttons = ["menuButton", "newGameButton", "saveButton", "openButton", "settingsButton"].map(n => findChild(header, n));
            setSize(sizes[0]);
            layOut();
            verify(!more.visible, "folded at the default size");
            verify(buttons.every(b => b.visible));
            for (const language of languages) {
                setLanguage(language);
                setSize(sizes[1]);
                layOut();
                compare(root.window.contentItem.width, 800);
                verify(more.visible, language + ": no menu button at 800x600");
                verify(buttons.every(b => !b.visible), language);
                // Nothing of the header runs off the window or under another.
                const row = more.parent;
                let right = -1;
                const items = [];
                for (let i = 0; i < row.children.length; ++i) {
                    const child = row.children[i];
                    if (shown(child))
                        items.push(child);
                }
                for (const child of items) {
                    const p = child.mapToItem(header, 0, 0);
                    verify(p.x >= 0 && p.x + child.width <= header.width + 0.5, language + ": " + where(child) + " off the header");
                }
                items.sort((a, b) => a.x - b.x);
                for (let i = 1; i < items.length; ++i)
                    verify(items[i].x >= items[i - 1].x + items[i - 1].width - 0.5,
                           language + ": " + where(items[i]) + " overlaps " + where(items[i - 1]));
            }
            setLanguage("en");
            layOut();
            // The menu has the same actions: Settings opens the settings.
            mouseClick(more);
            // Made at the first click (not at start).
            const menu = more.menu;
            verify(menu && menu.objectName === "moreMenu");
            tryCompare(menu, "opened", true);
            const names = [];
            for (let i = 0; i < menu.count; ++i)
                names.push(menu.itemAt(i).text);
            compare(names, ["Menu", "New game", "Save", "Open", "Settings"]);
            sweep("the header's menu", () => menu.open());
            menu.open();
            tryCompare(menu, "opened", true);
            mouseClick(menu.itemAt(4));
            const settings = findChild(root.window, "settingsDialog");
            tryCompare(settings, "opened", true);
            closePopup(settings);
            setSize(sizes[0]);
            layOut();
            verify(!more.visible);
        }

        // The turn's clock and the menu button draw their icons from SVG
        // (no emoji font needed): the pictures load.
        function test_14_iconsLoad() {
            const header = findChild(root.window, "gameTable").header;
            const icon = findChild(header, "clockIcon");
            verify(icon);
            verify(icon.valid, "the clock's SVG is read");
            verify(icon.width > 0);
            const images = ["timer", "menu"].map(name => Qt.createQmlObject("import TileRummy; Icon { name: \"" + name + "\" }", root));
            for (const image of images) {
                verify(image.valid, image.name + ".svg is read");
                image.destroy();
            }
        }

        // The window cannot be made smaller than 800x600.
        function test_15_minimumSize() {
            compare(root.window.minimumWidth, 800);
            compare(root.window.minimumHeight, 600);
        }

        // The audit itself: a text cut short, one out of its dialog and one
        // out of the window are each reported.
        function test_99_auditFindsWhatDoesNotFit() {
            root.window.showScreen(WindowScreen.Game);
            const extra = badComponent.createObject(root.window.contentItem);
            const dialog = badDialogComponent.createObject(root.window.contentItem);
            extra.z = 1000;
            dialog.open();
            tryCompare(dialog, "opened", true);
            layOut();
            const out = audit(root.window.contentItem.parent, root.window.contentItem, null, []);
            dialog.close();
            dialog.destroy();
            extra.destroy();
            verify(out.some(s => s.indexOf("elidedText") >= 0 && s.indexOf("cut short") >= 0), out.join("\n"));
            verify(out.some(s => s.indexOf("offWindowText") >= 0 && s.indexOf("outside the window") >= 0), out.join("\n"));
            verify(out.some(s => s.indexOf("offDialogText") >= 0 && s.indexOf("outside its dialog") >= 0), out.join("\n"));
        }
    }
}
