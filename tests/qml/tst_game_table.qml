import QtQuick
import QtTest
import TileRummy

// The game table under a real mouse: tiles dragged from the rack to the
// table, a run split by dragging selected tiles off it, a tile taken from a
// run's middle leaving the gap, drops that land where the pointer is, a set
// carried by its handle, an illegal end of turn that asks first and then puts
// everything back and deals three tiles, undo, tiles re-ordered on the rack,
// and a whole game played to its end through the buttons.
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

        name: "GameTable"
        scene: root
        when: windowShown

        function freeFelt() {
            const area = find("tableArea");
            return area.mapToItem(root, area.width * 0.5, area.height - 30);
        }

        function newGame(seats, seed) {
            const players = seats.map(s => ({
                        "seat": s,
                        "name": ""
                    }));
            compare(game.newMatch({
                "players": players,
                "seed": String(seed)
            }), "");
            if (game.handOverPending)
                game.confirmHandOver();
            tryVerify(() => game.board.canAct, 5000);
            wait(50);
            settle();
        }

        function initTestCase() {
            testSettings.animationSpeed = 0; // tiles land at once, so the test knows where they are
        }

        function init() {
            penaltySpy.clear();
            hintSpy.clear();
        }

        // A tile just drawn is marked on the rack by its edge and a dot in its
        // corner, drawn to the tile's size, at 160% as at 100%.
        function test_theNewTileMarkAtEverySize() {
            for (const scale of [1, 1.6]) {
                testSettings.tileScale = scale;
                newGame([SeatKind.Person, SeatKind.Person], 3);
                verify(game.drawTile());
                game.confirmHandOver();
                tryVerify(() => game.board.canAct, 5000);
                verify(game.drawTile());
                game.confirmHandOver();
                tryVerify(() => game.board.canAct, 5000);
                settle();
                const fresh = rackTiles().filter(t => t.fresh);
                compare(fresh.length, 1, "the tile drawn is marked");
                const tile = fresh[0];
                const edge = findAll(tile, "freshMark", [])[0];
                const dot = findAll(tile, "freshDot", [])[0];
                verify(edge.visible && dot.visible, scale + ": the edge and the dot show");
                compare(edge.width, tile.width);
                compare(dot.width, tile.dotSize);
                verify(dot.width >= 5 && dot.width <= tile.width * 0.2, scale + ": a dot, not a glyph: " + dot.width);
                verify(dot.x + dot.width <= tile.width && dot.y >= 0, scale + ": inside the tile's corner");
            }
            testSettings.tileScale = 1;
        }

        function test_rackToTable() {
            newGame([SeatKind.Person, SeatKind.Person], 3);
            const tile = rackTiles()[0];
            const id = tile.tileId;
            drag(tile, freeFelt());
            compare(game.board.table.count, 1);
            compare(game.board.rack.count, 13);
            verify(game.board.freshTiles.indexOf(id) >= 0);
            // The new set is marked as unfinished.
            tryCompare(tableSets()[0], "complete", false);
            compare(tilesOf(tableSets()[0])[0].tileId, id);
            verify(tilesOf(tableSets()[0])[0].fresh);

            // A second tile dropped just right of the first joins its set.
            const first = tilesOf(tableSets()[0])[0];
            const right = first.mapToItem(root, first.width * 1.2, first.height / 2);
            drag(rackTiles()[0], right);
            compare(game.board.table.count, 1);
            compare(tableSets()[0].size, 2);

            // Undo takes the last move back; redo makes it again.
            mouseClick(find("undoButton"));
            compare(tableSets()[0].size, 1);
            mouseClick(find("redoButton"));
            compare(tableSets()[0].size, 2);
            // And a tile laid this turn may go back to the rack.
            const back = tilesOf(tableSets()[0])[1];
            const rackEnd = find("rack").mapToItem(root, 20, 20);
            drag(back, rackEnd);
            compare(tableSets()[0].size, 1);
            compare(game.board.rack.count, 13);
            mouseClick(find("resetButton"));
            compare(game.board.table.count, 0);
            compare(game.board.rack.count, 14);
        }

        // The action buttons' tips show beside them, never over the status
        // line or the opening meter above them, nor over another button.
        function test_actionTipsNeverCoverTheMeter() {
            newGame([SeatKind.Person, SeatKind.Person], 3);
            drag(rackTiles()[0], freeFelt()); // Undo, Reset and End turn take the pointer too
            const meter = find("meldMeter");
            verify(meter.opacity > 0, "the opening meter shows");
            const covers = (a, b) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
            const rectOf = item => {
                const p = item.mapToItem(root, 0, 0);
                return Qt.rect(p.x, p.y, item.width, item.height);
            };
            const names = ["undoButton", "resetButton", "hintButton", "drawButton", "endTurnButton"];
            for (const name of names) {
                const button = find(name);
                verify(button.enabled, name + " is on");
                mouseMove(button, button.width / 2, button.height / 2);
                const tip = button.shownTip;
                tryVerify(() => tip.opened, 3000, name + ": the tip shows");
                const shown = rectOf(tip.background);
                for (const above of [meter, find("statusLine")])
                    verify(!covers(shown, rectOf(above)), name + "'s tip covers " + above.objectName);
                for (const other of names.concat("redoButton"))
                    verify(!covers(shown, rectOf(find(other))), name + "'s tip covers " + other);
                mouseMove(root, 5, 5);
                tryVerify(() => !tip.visible, 3000);
            }
        }

        // A press puts a button's tip away while the pointer rests on it:
        // Undo, turned off by its own click, kept its tip over the game.
        function test_pressPutsTheTipAway() {
            newGame([SeatKind.Person, SeatKind.Person], 3);
            drag(rackTiles()[0], freeFelt());
            const undo = find("undoButton");
            mouseMove(undo, undo.width / 2, undo.height / 2);
            const tip = undo.shownTip;
            tryVerify(() => tip.opened, 3000, "the tip shows");
            mouseClick(undo);
            verify(!undo.enabled, "nothing more to undo");
            tryVerify(() => !tip.visible, 3000, "the tip goes with the press");
            mouseMove(root, 5, 5);
            mouseMove(find("redoButton"), 5, 5);
            mouseMove(undo, undo.width / 2, undo.height / 2);
            drag(rackTiles()[0], freeFelt());
            mouseMove(root, 5, 5);
            mouseMove(undo, undo.width / 2, undo.height / 2);
            tryVerify(() => tip.opened, 3000, "the tip shows again once the pointer came back");
            mouseMove(root, 5, 5);
        }

        function test_reorderTheRack() {
            newGame([SeatKind.Person, SeatKind.Person], 4);
            const tiles = rackTiles();
            const moving = tiles[0].tileId;
            const target = tiles[4];
            // Dropped on the left half of the fifth tile: it goes before it.
            drag(tiles[0], target.mapToItem(root, target.width * 0.3, target.height / 2));
            const now = rackTiles();
            compare(now[3].tileId, moving);
            compare(game.board.rack.count, 14);
            compare(game.board.table.count, 0);
            // The sort buttons order the rack.
            mouseClick(find("sortGroupsButton"));
            const sorted = rackTiles();
            for (let i = 1; i < sorted.length; ++i) {
                if (!sorted[i].isJoker && !sorted[i - 1].isJoker)
                    verify(sorted[i - 1].value <= sorted[i].value, "groups sort by number");
            }
        }

        function test_illegalEndOfTurnRevertsAndPenalises() {
            newGame([SeatKind.Person, SeatKind.Person], 5);
            const before = game.board.rack.count;
            const who = game.board.currentPlayer;
            drag(rackTiles()[2], freeFelt());
            const apart = freeFelt();
            drag(rackTiles()[2], Qt.point(apart.x - 300, apart.y)); // not onto the first: a set of its own
            compare(game.board.table.count, 2);
            // End turn is not the main button now, and it asks first, saying why.
            const end = find("endTurnButton");
            verify(!end.primary, "End turn is the main button only when the table would stand");
            verify(game.verdict.fault.length > 0);
            const dialog = table.endTurnDialog;
            mouseClick(end);
            tryVerify(() => dialog.opened, 3000, "End turn asks before a penalty");
            compare(findInPopup(dialog, "endTurnFaultText").text, Theme.withSymbols(game.verdict.fault));
            compare(penaltySpy.count, 0);
            // Keep arranging: nothing happens.
            mouseClick(findInPopup(dialog, "keepArrangingButton"));
            tryVerify(() => !dialog.visible, 3000);
            compare(penaltySpy.count, 0);
            compare(game.board.table.count, 2);
            verify(game.board.canAct);
            // Enter keeps arranging (Ctrl+Enter asks the same: tst_keyboard).
            mouseClick(end);
            tryVerify(() => dialog.opened, 3000);
            keyClick(Qt.Key_Return);
            tryVerify(() => !dialog.visible, 3000);
            compare(penaltySpy.count, 0);
            // End anyway: the rule stands.
            mouseClick(end);
            tryVerify(() => dialog.opened, 3000);
            mouseClick(findInPopup(dialog, "endAnywayButton"));
            compare(penaltySpy.count, 1);
            compare(game.board.table.count, 0); // everything went back
            compare(game.scoreboard.rackSizes[who], before + 3); // and three tiles were drawn
            verify(game.status.lastPenalty.reason.length > 0);
            verify(game.handOverPending); // the next person's turn
        }

        // A deal whose best opening (laid by the hint) has a run of four or
        // more: that run's view.
        function dealWithARunOfFour() {
            let run = null;
            for (let seed = 1; seed < 80 && run === null; ++seed) {
                newGame([SeatKind.Person, SeatKind.Person], seed);
                hintSpy.clear();
                mouseClick(find("hintButton"));
                hintSpy.wait(10000);
                tryVerify(() => game.board.canAct, 5000);
                wait(20);
                settle();
                for (const set of tableSets()) {
                    if (set.kind === TableModel.Run && set.size >= 4 && set.valid)
                        run = set;
                }
            }
            verify(run !== null, "no deal with a run of four in 80 seeds");
            return run;
        }

        // A tile taken from the middle of a run leaves the gap, as on felt:
        // the run becomes two sets and no tile that stays moves on screen.
        function test_takingFromARunsMiddleLeavesTheGap() {
            const run = dealWithARunOfFour();
            const sets = game.board.table.count;
            const size = run.size;
            const tiles = tilesOf(run);
            const taken = tiles[1].tileId;
            const where = {};
            for (const t of tiles)
                where[t.tileId] = t.mapToItem(root, 0, 0);
            drag(tiles[1], freeFelt());
            compare(game.board.table.count, sets + 2, "the run became two sets, and the tile one of its own");
            let stayed = 0;
            for (const set of tableSets()) {
                for (const t of tilesOf(set)) {
                    if (t.tileId === taken || where[t.tileId] === undefined)
                        continue;
                    const now = t.mapToItem(root, 0, 0);
                    fuzzyCompare(now.x, where[t.tileId].x, 1, "tile " + t.tileId + " stayed where it lay");
                    fuzzyCompare(now.y, where[t.tileId].y, 1, "tile " + t.tileId + " stayed where it lay");
                    ++stayed;
                }
            }
            compare(stayed, size - 1);
            // Undo makes the run whole again.
            mouseClick(find("undoButton"));
            compare(game.board.table.count, sets);
            compare(tableSets()[run.index].size, size);
        }

        // A tile dropped on a set lands where the pointer is: on a tile's
        // left half before it, on its right half after it, beside the ends at
        // the ends; whether the pointer came straight from the rack, or along
        // the set from the left or the right (the place opening under it on
        // the way). The point is taken from where the person sees the tile
        // at the moment of the drop.
        function test_aDropLandsWhereThePointerIs_data() {
            return [{
                    "tag": "100%",
                    "scale": 1.0
                }, {
                    "tag": "smallest tiles",
                    "scale": testSettings.minTileScale
                }, {
                    "tag": "160%",
                    "scale": 1.6
                }];
        }

        function test_aDropLandsWhereThePointerIs(data) {
            testSettings.tileScale = data.scale;
            newGame([SeatKind.Person, SeatKind.Person], 8);
            // Four tiles in a row on the felt, each dropped just right of the one before.
            drag(rackTiles()[0], freeFelt());
            for (let n = 1; n < 4; ++n) {
                const last = tilesOf(tableSets()[0])[n - 1];
                drag(rackTiles()[0], last.mapToItem(root, last.width * 1.2, last.height / 2));
            }
            compare(game.board.table.count, 1);
            compare(tableSets()[0].size, 4);
            const order = tilesOf(tableSets()[0]).map(t => t.tileId);
            const fractions = [-0.4, 0.1, 0.35, 0.65, 0.9, 1.02];
            let drops = 0;
            for (const approach of ["straight", "fromLeft", "fromRight"]) {
                for (let k = 0; k < 4; ++k) {
                    for (const f of fractions) {
                        if ((f < 0 && k > 0) || (f > 1 && k < 3))
                            continue; // beside a tile between two: the other tile's half
                        const moving = rackTiles()[0];
                        const id = moving.tileId;
                        const set = tableSets()[0];
                        settle();
                        const from = moving.mapToItem(root, moving.width / 2, moving.height / 2);
                        mousePress(root, from.x, from.y);
                        mouseMove(root, from.x + 8, from.y - 8, -1, Qt.LeftButton);
                        const target = () => {
                            const t = tilesOf(set)[k];
                            return t.mapToItem(root, t.width * f, t.height / 2);
                        };
                        const aim = target();
                        if (approach === "fromLeft" || approach === "fromRight") {
                            const first = tilesOf(set)[0].mapToItem(root, -20, tilesOf(set)[0].height / 2);
                            const last = tilesOf(set)[3].mapToItem(root, tilesOf(set)[3].width + 20,
                                                                  tilesOf(set)[3].height / 2);
                            const start = approach === "fromLeft" ? first : last;
                            mouseMove(root, start.x, start.y, -1, Qt.LeftButton);
                            for (let step = 1; step <= 8; ++step) {
                                const x = start.x + (aim.x - start.x) * step / 8;
                                mouseMove(root, x, aim.y, -1, Qt.LeftButton);
                                wait(0);
                            }
                        }
                        // Where the person sees the tile now (a place opened before it moves it).
                        let at = target();
                        for (let round = 0; round < 4; ++round) {
                            mouseMove(root, at.x, at.y, -1, Qt.LeftButton);
                            wait(30);
                            const again = target();
                            if (Math.abs(again.x - at.x) < 0.5)
                                break;
                            at = again;
                        }
                        wait(0);
                        mouseRelease(root, at.x, at.y);
                        settle();
                        const expected = f < 0.5 ? k : k + 1;
                        const now = tilesOf(tableSets()[0]).map(t => t.tileId);
                        compare(now.indexOf(id), expected,
                                approach + ": dropped at " + f + " of tile " + k + " lands at " + expected + ", not "
                                + now.indexOf(id));
                        mouseClick(find("undoButton"));
                        compare(tilesOf(tableSets()[0]).map(t => t.tileId), order);
                        ++drops;
                    }
                }
            }
            verify(drops >= 40);
            testSettings.tileScale = 1.0;
        }

        // Shift+drag carries a tile of the table with every tile to its
        // right; a line at the felt's foot teaches it (after picking several
        // tiles by clicks), each tip until it is used.
        function test_shiftDragCarriesTheTailAndTipsTeachIt() {
            testSettings.resetToDefaults(); // the tips show again
            testSettings.animationSpeed = 0;
            newGame([SeatKind.Person, SeatKind.Person], 3);
            const tip = find("tableTip");
            compare(tip.which, "select");
            verify(tip.visible);
            verify(find("tableTipText").text.length > 0);
            // Two tiles picked by clicks, carried together: that tip is done.
            const two = rackTiles();
            mouseClick(two[0]);
            mouseClick(two[1]);
            drag(two[1], freeFelt());
            compare(tableSets()[0].size, 2);
            verify(testSettings.tipsUsed.indexOf("select") >= 0);
            compare(tip.which, "tail"); // the table has a set now

            const run = dealWithARunOfFour();
            mouseClick(find("keepHintButton"));
            tryVerify(() => !game.hint.pending);
            compare(tip.which, "tail");
            const sets = game.board.table.count;
            const size = run.size;
            const runIndex = run.index;
            const tiles = tilesOf(run);
            const tail = tiles.slice(1).map(t => t.tileId);
            settle();
            const from = tiles[1].mapToItem(root, tiles[1].width / 2, tiles[1].height / 2);
            const to = freeFelt();
            mousePress(root, from.x, from.y, Qt.LeftButton, Qt.ShiftModifier);
            mouseMove(root, from.x + 8, from.y - 8, -1, Qt.LeftButton, Qt.ShiftModifier);
            mouseMove(root, (from.x + to.x) / 2, (from.y + to.y) / 2, -1, Qt.LeftButton, Qt.ShiftModifier);
            mouseMove(root, to.x, to.y, -1, Qt.LeftButton, Qt.ShiftModifier);
            wait(0);
            mouseRelease(root, to.x, to.y, Qt.LeftButton, Qt.ShiftModifier);
            settle();
            compare(game.board.table.count, sets + 1);
            compare(tableSets()[runIndex].size, 1, "the run kept its first tile");
            compare(tilesOf(tableSets()[sets]).map(t => t.tileId), tail, "the tail went, in its order");
            verify(testSettings.tipsUsed.indexOf("tail") >= 0);
            compare(tip.which, "");
            verify(!tip.visible);
            // A plain drag (no Shift) of a table tile still carries that tile alone.
            const again = tilesOf(tableSets()[sets]);
            drag(again[0], tableSets()[runIndex].mapToItem(root, tableSets()[runIndex].width + 4,
                                                              tableSets()[runIndex].height / 2));
            compare(tableSets()[runIndex].size, 2);
            compare(size, tail.length + 1);
        }

        function test_splitARunAndMoveASet() {
            const run = dealWithARunOfFour();
            const sets = game.board.table.count;
            const size = run.size;
            const runIndex = run.index;
            // Select the last two tiles by clicking them, then drag one: both go.
            const tiles = tilesOf(run);
            mouseClick(tiles[size - 2]);
            mouseClick(tiles[size - 1]);
            compare(game.board.selection.length, 2);
            drag(tiles[size - 1], freeFelt());
            compare(game.board.table.count, sets + 1);
            compare(tableSets()[runIndex].size, size - 2);
            compare(tableSets()[sets].size, 2);
            compare(game.board.selection.length, 0);

            // The split-off pair carried back by its handle joins the run again.
            const pair = tableSets()[sets];
            const handle = findAll(pair, "setHandle", [])[0];
            const runTiles = tilesOf(tableSets()[runIndex]);
            const last = runTiles[runTiles.length - 1];
            drag(handle, last.mapToItem(root, last.width * 1.3, last.height / 2));
            compare(game.board.table.count, sets);
            compare(tableSets()[runIndex].size, size);
            verify(tableSets()[runIndex].valid);
        }

        // Every move without the mouse: Tab to the rack, Space selects, the
        // arrows step, Ctrl+G lays the selection as a new set, Enter on a
        // tile of the table puts the selection right after it.
        function test_keyboardMoves() {
            newGame([SeatKind.Person, SeatKind.Person], 6);
            table.input.keys.focusFirstTile();
            const first = rackTiles()[0];
            verify(first.activeFocus);
            keyClick(Qt.Key_Space);
            // The focused tile is ringed while the keys are in use.
            tryVerify(() => findChild(first, "focusRing") !== null && findChild(first, "focusRing").visible, 1000,
                      "the focused tile has a ring");
            keyClick(Qt.Key_Right);
            keyClick(Qt.Key_Space);
            compare(game.board.selection.length, 2);
            const picked = game.board.selection.slice();
            table.input.keys.selectionToNewSet();
            compare(game.board.table.count, 1);
            compare(tableSets()[0].size, 2);
            compare(tilesOf(tableSets()[0])[0].tileId, picked[0]);
            // The focus stays with the tiles moved.
            tryVerify(() => tilesOf(tableSets()[0])[0].activeFocus);
            tryVerify(() => findChild(tilesOf(tableSets()[0])[0], "focusRing") !== null, 1000,
                      "the focused tile on the table has a ring");
            // A click puts the keys aside: no ring.
            mouseClick(tilesOf(tableSets()[0])[0]);
            tryVerify(() => findChild(tilesOf(tableSets()[0])[0], "focusRing") === null, 1000,
                      "no ring after a click");
            game.board.clearSelection(); // the click selected it

            // One more from the rack, put after the set's first tile with Enter.
            const third = rackTiles()[0];
            const id = third.tileId;
            third.forceActiveFocus();
            keyClick(Qt.Key_Space);
            compare(game.board.selection.length, 1);
            tilesOf(tableSets()[0])[0].forceActiveFocus();
            keyClick(Qt.Key_Return);
            compare(tableSets()[0].size, 3);
            compare(tilesOf(tableSets()[0])[1].tileId, id);
            compare(game.board.rack.count, 11);
        }

        function test_wholeGameToTheEnd() {
            newGame([SeatKind.Person, SeatKind.Beginner], 21);
            let turns = 0;
            while (!game.status.roundOver && turns < 400) {
                if (game.handOverPending)
                    game.confirmHandOver();
                if (!game.board.canAct) {
                    wait(10);
                    continue;
                }
                hintSpy.clear();
                mouseClick(find("hintButton"));
                hintSpy.wait(10000);
                tryVerify(() => game.board.canAct, 5000);
                if (game.board.draftChanged) {
                    compare(game.verdict.fault, "", "the hint's table would stand");
                    verify(find("endTurnButton").primary, "End turn is the main button for a legal table");
                    mouseClick(find("endTurnButton"));
                    verify(!table.endTurnDialog.visible, "a legal table ends without asking");
                }
                else
                    mouseClick(find("drawButton"));
                ++turns;
            }
            verify(game.status.roundOver, "the round ended");
            compare(penaltySpy.count, 0); // the hints were all legal
            const summary = game.scoreboard.roundSummary;
            let sum = 0;
            for (const p of summary.players)
                sum += p.score;
            compare(sum, 0);
            verify(summary.text.length > 0);
            // The person went out (the hints are strong): a moment of
            // celebration over the felt, then it goes by itself.
            compare(summary.winner, 0);
            compare(summary.celebration, "You went out!");
            verify(table.celebrating);
            const card = find("celebrationCard");
            verify(card.visible);
            const area = find("tableArea");
            const middle = card.mapToItem(area, card.width / 2, card.height / 2);
            verify(Math.abs(middle.x - area.width / 2) < 2 && Math.abs(middle.y - area.height / 2) < 2, "in the felt's middle");
            tryVerify(() => !table.celebrating, 5000, "the moment passes");
            verify(!card.visible);
        }
    }
}
