import QtQuick
import QtTest
import TileRummy

// The game's own window (Main.qml) laid out as a person sees it: the notices
// of a turn (the penalty, a hint, the window's notices) lie in their own lane
// between the felt and the rack, over no set and no tile; a window made
// narrow hides the side panel and the felt takes its room at once; the turn
// log keeps its newest line whole as the panel's height changes; the buttons
// beside the rack keep their place as its tiles change size; tiles laid out of
// the felt's view are scrolled into it; the felt's tip covers no set.
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

    SceneTestCase {
        id: test

        name: "WindowLayout"
        when: windowShown
        scene: root.window ? root.window.contentItem : root

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
            waitForRendering(root.window.contentItem);
        }

        function cleanupTestCase() {
            if (root.window)
                root.window.destroy();
        }

        // The penalty's banner never lies over the table, where the tiles go
        // back and the next player lays theirs; it stays until it is closed.
        function test_1_thePenaltyBannerLeavesTheTableFreeAndWaits() {
            root.window.showScreen(WindowScreen.Game);
            compare(game.newMatch({
                "players": [{ "seat": SeatKind.Person, "name": "Ann" }, { "seat": SeatKind.Standard, "name": "" }],
                "seed": "7"
            }), "");
            tryVerify(() => game.board.canAct, 10000);
            verify(game.board.moveToNewSet([game.board.rack.tileIdAt(0)]));
            verify(game.endTurn()); // an illegal table: put back, three tiles
            const banner = find("penaltyBanner");
            tryVerify(() => banner.shown && banner.opacity > 0.99, 5000, "the penalty is explained");
            const felt = find("tableArea");
            const a = banner.mapToItem(root.window.contentItem, 0, 0);
            const b = felt.mapToItem(root.window.contentItem, 0, 0);
            verify(a.y >= b.y + felt.height - 0.5 || a.y + banner.height <= b.y + 0.5,
                   "the banner (" + a.y + ".." + (a.y + banner.height) + ") lies over the table (" + b.y + ".." + (b.y + felt.height) + ")");
            verifyApart(banner, find("rackView"), "the penalty banner and the rack");
            tryVerify(() => game.board.canAct, 10000, "the AI played its turn");
            wait(8500); // a negative check: no hiding by itself (it hid after 8 s once, 9dceae0)
            verify(banner.shown, "the banner waits to be closed");
            mouseClick(findAll(banner, "penaltyCloseButton", [])[0]);
            tryVerify(() => !banner.visible, 3000);
        }

        // Two items of the window do not overlap (their rectangles, as shown).
        function verifyApart(a, b, what) {
            const p = a.mapToItem(root.window.contentItem, 0, 0);
            const q = b.mapToItem(root.window.contentItem, 0, 0);
            const apart = p.x + a.width <= q.x + 0.5 || q.x + b.width <= p.x + 0.5 || p.y + a.height <= q.y + 0.5
                          || q.y + b.height <= p.y + 0.5;
            verify(apart, what + " overlap: " + [p.x, p.y, a.width, a.height] + " and " + [q.x, q.y, b.width, b.height]);
        }

        // A hint's bar and the window's notices take their own place between
        // the felt and the rack: no set of the table and no tile of the rack lies under them.
        function test_2_theHintAndNoticesCoverNoSetAndNoTile() {
            root.window.showScreen(WindowScreen.Game);
            compare(game.newMatch({
                "players": [{ "seat": SeatKind.Person, "name": "Ann" }, { "seat": SeatKind.Standard, "name": "" }],
                "seed": "7"
            }), "");
            tryVerify(() => game.board.canAct, 10000);
            const felt = find("tableArea");
            const rack = find("rackView");
            verify(game.hint.request());
            const banner = find("hintBanner");
            tryVerify(() => banner.opacity > 0.99, 10000, "the hint shows");
            verifyApart(banner, felt, "the hint and the table");
            verifyApart(banner, rack, "the hint and the rack");
            const toast = find("toast");
            toast.show("A notice about the turn, long enough to need two lines at the narrowest window the game allows.");
            tryVerify(() => toast.opacity > 0.99, 3000);
            wait(50);
            verifyApart(toast, felt, "a notice and the table");
            verifyApart(toast, rack, "a notice and the rack");
            verifyApart(toast, banner, "a notice and the hint");
            toast.clear();
            verify(game.hint.dismiss());
        }

        // A window made narrow hides the side panel, and the felt takes its
        // room at once (it kept the panel's place until the next resize).
        function test_3_theFeltTakesTheRoomOfAHiddenPanel() {
            root.window.showScreen(WindowScreen.Game);
            compare(game.newMatch({
                "players": [{ "seat": SeatKind.Person, "name": "Ann" }, { "seat": SeatKind.Standard, "name": "" }],
                "seed": "3"
            }), "");
            tryVerify(() => game.board.canAct, 10000);
            const area = find("tableArea");
            const panel = find("sidePanelLoader");
            for (const scale of [1, 1.6]) {
                testSettings.tileScale = scale;
                root.window.width = 1360;
                root.window.height = 860;
                tryVerify(() => panel.visible, 3000, "the panel shows in a wide window");
                settle();
                root.window.width = 800;
                root.window.height = 600;
                tryVerify(() => !panel.visible, 3000, "the panel hides in a narrow window");
                settle();
                wait(50);
                settle();
                const right = area.mapToItem(root.window.contentItem, area.width, 0).x;
                verify(right > root.window.width - 40,
                       "the felt ends at " + right + " in a window " + root.window.width + " wide (" + scale * 100 + "%)");
            }
            testSettings.tileScale = 1;
            root.window.width = 1360;
            root.window.height = 860;
            settle();
        }

        // The log's timers that follow its foot (SidePanel.qml: followEnd,
        // followAgain) run still.
        function following(view) {
            for (let i = 0; i < view.resources.length; ++i) {
                if (view.resources[i].running)
                    return true;
            }
            return false;
        }

        // The turn log shown at its newest line keeps it whole when the panel
        // gets shorter (the rack's row grows as its tiles do when some are
        // laid): the last line was cut off at 1600x1000 with the 160% tiles.
        function test_4_theLogKeepsItsNewestLineWhole() {
            root.window.showScreen(WindowScreen.Game);
            root.window.width = 1600;
            root.window.height = 1000;
            testSettings.tileScale = 1.6;
            compare(game.newMatch({
                "players": [{ "seat": SeatKind.Person, "name": "Ann" }, { "seat": SeatKind.Standard, "name": "" }],
                "seed": "3"
            }), "");
            const scene = find("gameTable");
            scene.panelVisible = true;
            const panel = find("sidePanelLoader");
            tryVerify(() => panel.visible, 3000);
            const view = find("turnLogView");
            // Enough turns for the log to scroll.
            while (view.contentHeight < view.height + 100) {
                tryVerify(() => game.board.canAct, 10000);
                verify(game.drawTile());
            }
            tryVerify(() => game.board.canAct, 10000);
            const newestWhole = () => {
                const lines = findAll(view, "turnLogLine", []).filter(l => l.index === view.count - 1);
                if (lines.length !== 1)
                    return false;
                const foot = lines[0].mapToItem(view, 0, lines[0].height).y;
                return foot <= view.height + 0.5 && foot > 0;
            };
            tryVerify(newestWhole, 3000, "the newest line shows whole");
            for (const step of [-70, -70, 90]) {
                root.window.height += step;
                settle();
                tryVerify(newestWhole, 3000, "the newest line shows whole in a window " + root.window.height + " high");
            }
            // Read back by the reader, the log stays where it was put.
            tryVerify(() => !following(view), 3000, "the foot followed");
            view.positionViewAtBeginning();
            settle();
            const top = view.contentY;
            root.window.height -= 50;
            settle();
            wait(120); // a negative check: longer than the log's 80 ms second follow of its foot
            compare(view.contentY, top, "the log read back stays put");
            testSettings.tileScale = 1;
            root.window.width = 1360;
            root.window.height = 860;
            scene.panelVisible = true;
            settle();
        }

        // The turn's buttons and the sort buttons keep their place as the
        // rack's tiles grow and shrink with the tiles it holds (they moved
        // down 40 pixels over ten draws at 160%, away from the pointer).
        function test_5_theButtonsBesideTheRackStayPut() {
            root.window.showScreen(WindowScreen.Game);
            root.window.width = 1600;
            root.window.height = 1000;
            testSettings.tileScale = 1.6;
            compare(game.newMatch({
                "players": [{ "seat": SeatKind.Person, "name": "Ann" }, { "seat": SeatKind.Standard, "name": "" }],
                "seed": "3"
            }), "");
            tryVerify(() => game.board.canAct, 10000);
            settle();
            const scene = find("gameTable");
            const names = ["drawButton", "endTurnButton", "sortRunsButton"];
            const placeOf = name => find(name).mapToItem(root.window.contentItem, 0, 0);
            const before = names.map(placeOf);
            const firstTileWidth = scene.rackTileWidth;
            for (let i = 0; i < 10; ++i) {
                tryVerify(() => game.board.canAct, 10000);
                verify(game.drawTile());
            }
            tryVerify(() => game.board.canAct, 10000);
            settle();
            verify(scene.rackTileWidth < firstTileWidth, "the rack's tiles are smaller (" + scene.rackTileWidth + ")");
            names.forEach((name, i) => {
                const now = placeOf(name);
                verify(Math.abs(now.x - before[i].x) < 0.5 && Math.abs(now.y - before[i].y) < 0.5,
                       name + " moved from " + before[i] + " to " + now);
            });
            testSettings.tileScale = 1;
            root.window.width = 1360;
            root.window.height = 860;
            settle();
        }

        // Tiles that land where the person did not drop them (an AI's play,
        // a hint, a move by the keys) land in view: the felt scrolls to their
        // set when it lies beyond the felt's edge (a hint laid tiles in rows
        // below the felt at 160%, out of sight); the tiles already on the
        // table do not fly for the scroll.
        function test_6_tilesLandInView() {
            root.window.showScreen(WindowScreen.Game);
            root.window.width = 800;
            root.window.height = 600;
            testSettings.tileScale = 1.6;
            compare(game.newMatch({
                "players": [{ "seat": SeatKind.Person, "name": "Ann" }, { "seat": SeatKind.Standard, "name": "" }],
                "seed": "3"
            }), "");
            tryVerify(() => game.board.canAct, 10000);
            settle();
            const area = find("tableArea");
            const flick = find("tableFlick");
            const row = game.board.table.rows - 1;
            verify(row * area.cellHeight * area.zoom > flick.height, "the last row lies beyond the felt");
            flick.contentY = 0;
            const inView = tile => {
                const p = tile.mapToItem(flick, 0, 0);
                const q = tile.mapToItem(flick, tile.width, tile.height);
                return p.x >= -0.5 && p.y >= -0.5 && q.x <= flick.width + 0.5 && q.y <= flick.height + 0.5;
            };
            const laid = game.board.rack.tileIdAt(0);
            verify(game.board.moveToCell([laid], row, 2));
            settle();
            const tile = findAll(area, "tableTile", []).filter(t => t.tileId === laid)[0];
            verify(tile !== undefined);
            tryVerify(() => inView(tile), 2000, "the tile laid in the last row is in view");
            verify(flick.contentY > 0);
            // Back at the top, the person's own drop does not scroll the felt.
            flick.contentY = 0;
            const input = find("tableInput");
            const rackTile = findAll(find("rack"), "rackTile", []).filter(t => t.tileId === game.board.rack.tileIdAt(1))[0];
            const from = rackTile.mapToItem(root.window.contentItem, rackTile.width / 2, rackTile.height / 2);
            const to = flick.mapToItem(root.window.contentItem, flick.width / 2, 20);
            mousePress(root.window.contentItem, from.x, from.y);
            for (let k = 1; k <= 8; ++k) {
                mouseMove(root.window.contentItem, from.x + (to.x - from.x) * k / 8, from.y + (to.y - from.y) * k / 8);
                wait(16);
            }
            wait(0);
            mouseRelease(root.window.contentItem, to.x, to.y);
            settle();
            compare(game.board.table.count, 2, "the dropped tile made a set");
            compare(flick.contentY, 0, "a drop under the pointer keeps the felt where it is");
            verify(game.board.resetTurn());
            testSettings.tileScale = 1;
            root.window.width = 1360;
            root.window.height = 860;
            settle();
        }

        // The tip at the felt's foot lies in a strip of its own below the
        // sets (it covered the symbols of the bottom row's tiles), its words
        // whole in every language and size, and the strip is kept whether the
        // tip shows or not (nothing moves when it comes or goes).
        function test_7_theTableTipCoversNoSet() {
            root.window.showScreen(WindowScreen.Game);
            compare(game.newMatch({
                "players": [{ "seat": SeatKind.Person, "name": "Ann" }, { "seat": SeatKind.Standard, "name": "" }],
                "seed": "3"
            }), "");
            tryVerify(() => game.board.canAct, 10000);
            const tip = find("tableTip");
            const flick = find("tableFlick");
            for (const scale of [1, 1.6]) {
                testSettings.tileScale = scale;
                for (const size of [[800, 600], [1360, 860], [1600, 1000]]) {
                    for (const language of ["en", "de", "nl", "he"]) {
                        testSettings.language = language;
                        root.window.width = size[0];
                        root.window.height = size[1];
                        settle();
                        const what = language + " " + size + " at " + scale * 100 + "%";
                        verify(tip.visible, what + ": the tip shows");
                        const flickFoot = flick.mapToItem(root.window.contentItem, 0, flick.height).y;
                        const tipTop = tip.mapToItem(root.window.contentItem, 0, 0).y;
                        verify(tipTop >= flickFoot - 0.5, what + ": the tip (from " + tipTop + ") lies over the sets (to " + flickFoot + ")");
                        verify(tip.height <= tip.stripHeight + 0.5, what + ": the tip is higher than its strip");
                        const words = find("tableTipText");
                        tryVerify(() => !words.truncated, 1000, what + ": the tip's words are cut");
                    }
                }
            }
            // Gone (a drag), the tip leaves the felt as it was.
            const before = flick.height;
            testSettings.markTipUsed("select");
            testSettings.markTipUsed("tail");
            settle();
            verify(!tip.visible);
            compare(flick.height, before, "the felt keeps its size without the tip");
            testSettings.resetToDefaults();
            testSettings.animationSpeed = 0;
            testSettings.soundEnabled = false;
            root.window.width = 1360;
            root.window.height = 860;
            settle();
        }
    
        // Without a table with friends the chat shows nothing and takes no
        // room: the panel's tabs sit at its top (they were pushed a third of
        // the way down by an empty chat panel that filled its share).
        function test_8_anEmptyChatTakesNoRoom() {
            compare(game.newMatch({
                "players": [{ "seat": SeatKind.Person, "name": "Ann" }, { "seat": SeatKind.Standard, "name": "" }],
                "seed": "3"
            }), "");
            tryVerify(() => game.board.canAct, 10000);
            root.window.width = 1360;
            root.window.height = 860;
            settle();
            const panel = find("sidePanel");
            const tabs = find("sidePanelTabs");
            compare(find("chatPanel").height, 0);
            const top = tabs.mapToItem(panel, 0, 0).y;
            verify(top < 30, "the tabs begin " + top + " below the panel's top");
        }
    }
}
