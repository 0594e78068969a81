import QtQuick
import QtQuick.Controls
import QtTest
import TileRummy

// Nothing on the table is covered or left unsaid: a tooltip waits for the
// pointer to rest (passing over the header's seats pops none up), the
// question before an illegal end of turn stands clear of the set it blames,
// and a set of the table changed before the first meld is outlined and says
// why, as a set at fault does (over its tiles, and over the handle its "!"
// lies on).
Item {
    id: root

    width: 1360
    height: 860

    GameController {
        id: game

        board.moveStepMs: 0
        seatTurns.minimumThinkMs: 0
    }

    GameTable {
        id: table

        anchors.fill: parent
        game: game
        settings: testSettings
    }

    SceneTestCase {
        id: test

        name: "ClearView"
        scene: root
        when: windowShown

        function newGame(seats, seed) {
            compare(game.newMatch({
                "players": seats.map(s => ({
                            "seat": s,
                            "name": ""
                        })),
                "seed": String(seed)
            }), "");
            if (game.handOverPending)
                game.confirmHandOver();
            tryVerify(() => game.board.canAct, 5000);
            settle();
        }

        // The centre of a cell of the felt, in the scene's coordinates.
        function cellPoint(row, column) {
            const area = find("tableArea");
            const grid = find("tableGrid");
            return grid.mapToItem(root, area.gridPadding + column * area.cellWidth + area.tileWidth / 2,
                                  row * area.cellHeight + area.setMargin + area.tileHeight / 2);
        }

        function initTestCase() {
            testSettings.animationSpeed = 0;
        }

        function test_1_aTooltipWaitsForThePointerToRest() {
            newGame([SeatKind.Person, SeatKind.Standard], 3);
            const seats = findAll(root, "seatChip", []);
            verify(seats.length === 2);
            const tip = ToolTip.toolTip; // the one Qt shares between the items that use it
            // Passing over the seats, a moment over each: no tip.
            for (const seat of seats) {
                mouseMove(seat, seat.width / 2, seat.height / 2);
                wait(100); // a negative check: a tip at once would show by now (they wait 600 ms)
                verify(!tip.visible, "a tip popped up at once over " + seat.objectName);
            }
            // Resting on one: its tip.
            tryVerify(() => tip.visible, 3000, "the tip shows after a rest");
            mouseMove(root, 5, root.height - 5);
            tryVerify(() => !tip.visible, 3000);
        }

        function test_2_theEndTurnQuestionStandsClearOfTheSetItBlames() {
            newGame([SeatKind.Person, SeatKind.Standard], 4);
            const dialog = table.endTurnDialog;
            // A lone tile at the felt's top, then one at its foot.
            for (const row of [0, 3]) {
                const tile = rackTiles()[0];
                const id = tile.tileId;
                drag(tile, cellPoint(row, 8));
                const set = tableSets().filter(s => s.tileIds.indexOf(id) >= 0)[0];
                verify(set.faulty);
                table.askToEndTurn();
                tryVerify(() => dialog.opened, 3000);
                tryVerify(() => !dialog.enter.running, 3000, "its opening transition ends");
                const p = set.mapToItem(null, 0, 0);
                const apart = dialog.y + dialog.height <= p.y + 0.5 || p.y + set.height <= dialog.y + 0.5;
                verify(apart, "the end-turn question (" + dialog.y + ".." + (dialog.y + dialog.height)
                       + ") covers the set it blames (" + p.y + ".." + (p.y + set.height) + ", row " + row + ")");
                dialog.close();
                tryVerify(() => !dialog.visible, 3000);
                verify(game.board.resetTurn());
                settle();
            }
        }

        function test_3_aTableSetChangedBeforeTheMeldIsOutlined() {
            newGame([SeatKind.Person, SeatKind.Expert], 5);
            // Draw until the AI has laid a set that a tile of the person's
            // rack fits (it stays valid with it), the person not opened yet.
            let move = null;
            for (let turn = 0; turn < 60 && move === null && !game.status.roundOver; ++turn) {
                settle();
                for (const tile of rackTiles()) {
                    for (const s of tableSets()) {
                        if (move === null && s.size >= 3 && s.valid && game.board.fittingPlace([tile.tileId], [s.index]) === 0)
                            move = { "tile": tile.tileId, "set": s.index };
                    }
                }
                if (move === null) {
                    verify(game.drawTile());
                    tryVerify(() => game.board.canAct || game.status.roundOver, 20000);
                }
            }
            verify(move !== null, "a rack tile fits a set of the table");
            verify(!game.board.initialMeldDone);
            verify(!tableSets()[move.set].faulty);
            verify(game.board.moveToSet([move.tile], move.set, -1));
            settle();
            const changed = tableSets().filter(s => s.tileIds.indexOf(move.tile) >= 0)[0];
            verify(changed.valid);
            verify(changed.faulty, "the changed set is outlined");
            verify(changed.reason.indexOf("first meld") >= 0, changed.reason);
            // The "!" lies on the set's handle: resting there, the pointer is told why too.
            const handle = findChild(changed, "setHandle");
            mouseMove(handle, handle.width / 2, handle.height / 2);
            const tip = handle.ToolTip.toolTip; // the window's one tooltip: the set's and the handle's
            tryVerify(() => tip.visible && tip.text.indexOf("first meld") >= 0 && tip.text.indexOf("Drag to move") >= 0, 3000,
                      "the handle's tip says why, and what the handle does: " + tip.text);
            mouseMove(root, 5, 5);
            verify(game.board.undo());
            settle();
            verify(!tableSets().some(s => s.faulty));
        }
    }
}
