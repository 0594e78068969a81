import QtQuick
import QtQuick.Controls
import QtTest
import TileRummy

// Every screen of the game's window (Main.qml) in every language (English,
// German, Dutch, Hebrew) at the default window size, at the smallest,
// 800x600, and at 1600x1000: the start, the course, a lesson, a practice
// puzzle, the hand-over, the game table (the rack and the turn's buttons, the
// log open in a small window, a plan laid while an AI thinks), the penalty
// banner, the review, the games played, the host's lobby, "Play online". No visible text may
// be cut short (elided) or drawn outside its frame or the window; a failure
// lists each such text with the screen, the language and the window size (the
// audit is FitTestCase.qml's; the dialogs are tst_fit_dialogs.qml's). The
// header folds its buttons into a menu at 800x600; the icons are SVG; the
// window is no smaller than 800x600; the audit finds what does not fit.
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

    FitTestCase {
        id: test

        root: root
        game: game
        name: "Fit"
        when: windowShown
        scene: root.window ? root.window.contentItem : root

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
            tryVerify(() => game.board.canAct, 5000);
            verify(game.board.moveToNewSet([game.board.rack.tileIdAt(0)], -1));
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
            tryVerify(() => game.board.canAct, 5000);
            game.seatTurns.minimumThinkMs = 600000; // the AI thinks while the sweep runs
            verify(game.drawTile());
            tryVerify(() => game.board.canPlan, 5000);
            sweep("game table, the plan's tip");
            verify(game.board.moveToNewSet([game.board.rack.tileIdAt(0)], -1));
            verify(game.board.plannedTiles.length === 1);
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
                        if (game.board.rack.usedColumns <= 7)
                            verify(scene.rackTileWidth >= 0.75 * scene.tileWidth,
                                   what + ": the rack's tiles are " + scene.rackTileWidth + " wide, the table's " + scene.tileWidth);
                        // Every tile in sight: no scroll bar for the empty slots beyond (German, once).
                        verify(find("rackScrollBar").policy !== ScrollBar.AlwaysOn,
                               what + ": the rack's scroll bar stays though every tile is in sight");
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
            tryVerify(() => game.board.canAct, 5000);
            setSize(sizes[1]);
            find("gameTable").panelVisible = true;
            layOut();
            compare(rackTiles()[0].width, find("gameTable").tileWidth, "a dealt rack keeps the table's tile size");
            // Both draw until the first holds 35 tiles (a rack is hidden until its hand-over).
            for (;;) {
                if (game.handOverPending)
                    game.confirmHandOver();
                tryVerify(() => game.board.canAct, 5000);
                if (game.board.currentPlayer === 0 && game.board.rack.count >= 35)
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
                compare(tiles.length, game.board.rack.count);
                verify(tiles.length >= 35);
                for (const tile of tiles) {
                    const p = tile.mapToItem(rackView, 0, 0);
                    verify(p.x >= -0.5 && p.x + tile.width <= rackView.width + 0.5,
                           what + ": the rack's tile " + tile.tileId + " is cut (" + p.x + ".." + (p.x + tile.width) + " of " + rackView.width + ")");
                }
                // Only empty slots lie beyond: no scroll bar shown for them.
                verify(find("rackScrollBar").policy !== ScrollBar.AlwaysOn,
                       what + ": the rack's scroll bar stays though every tile is in sight");
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
            tryVerify(() => game.board.canAct, 5000);
            verify(game.board.moveToNewSet([game.board.rack.tileIdAt(0)], -1));
            verify(game.endTurn());
            const banner = findChild(root.window, "penaltyBanner");
            tryVerify(() => banner.visible);
            // The banner hides after a while: shown again for each look.
            const penalty = banner.penalty;
            sweep("penalty banner", () => banner.showPenalty(penalty));
        }

        // The round just played, reviewed: the summary, the turn card, the
        // racks, and a turn's best play shown.
        function test_12d_review() {
            root.window.showScreen(WindowScreen.Game);
            newGame([SeatKind.Person, SeatKind.Beginner], 3);
            while (!game.status.roundOver) {
                tryVerify(() => game.board.canAct || game.status.roundOver, 60000);
                if (!game.status.roundOver)
                    verify(game.drawTile());
            }
            root.window.openReview(game.saves.openInReview(root.window.reviewBoard), WindowScreen.Game);
            compare(root.window.screen, WindowScreen.Review);
            const review = root.window.reviewBoard;
            review.board.moveStepMs = 0;
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

        // "Play online": not signed in (no lobby yet, then a lobby that
        // cannot be reached), then signed in at a lobby (testLobby): a table
        // of one's own in the list, a private one with its code, the quick
        // match's wait; in every language and size.
        function test_12f_online() {
            root.window.showScreen(WindowScreen.Online);
            const screen = find("onlineScreen");
            tryVerify(() => screen && screen.visible);
            const lobby = screen.lobby;
            lobby.keyFile = String(testFolder).replace(/^file:\/\//, "") + "/fit-player.key";
            sweep("online, no lobby yet");
            compare(lobby.connectTo("ws://127.0.0.1:1", "Ann"), "");
            tryVerify(() => lobby.phase === OnlineLobby.Offline && lobby.problem !== "", 10000);
            sweep("online, a lobby not reached");
            const address = testLobby.start();
            verify(address !== "");
            compare(lobby.connectTo(address, "Ann"), "");
            tryVerify(() => lobby.phase === OnlineLobby.SignedIn, 10000);
            lobby.createTable(4, true, false);
            tryVerify(() => lobby.atTable && lobby.tables.length === 1, 10000);
            settle();
            sweep("online, a table of one's own");
            // A narrow window shows the ranks on their own.
            sweep("online, the ranks", () => {
                screen.showingRanks = true;
            });
            screen.showingRanks = false;
            lobby.leaveTable();
            tryVerify(() => !lobby.atTable, 10000);
            lobby.createTable(3, false, true);
            tryVerify(() => lobby.myTableCode !== "", 10000);
            sweep("online, a private table");
            lobby.leaveTable();
            tryVerify(() => !lobby.atTable, 10000);
            lobby.quickMatch(4, 300);
            tryVerify(() => lobby.queued, 10000);
            sweep("online, waiting in the quick match");
            lobby.cancelQuickMatch();
            tryVerify(() => !lobby.queued, 10000);
            lobby.disconnectFromLobby();
            root.window.showScreen(WindowScreen.Start);
        }

        // At 800x600 the header's buttons fold into the "more" menu, which
        // holds the same actions; at the default size they are buttons.
        function test_13_headerFolds() {
            root.window.showScreen(WindowScreen.Game);
            newGame([SeatKind.Person, SeatKind.Standard, SeatKind.Expert, SeatKind.Beginner], 8, {
                "turnSeconds": 60
            });
            tryVerify(() => game.board.canAct, 5000);
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
