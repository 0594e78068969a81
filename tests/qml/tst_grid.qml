import QtQuick
import QtTest
import TileRummy

// The felt as a grid and the rack as slots, under a real mouse: a tile
// dropped on free felt starts a set at that cell; a set that grows keeps its
// first cell; an AI's turn leaves every set it did not touch in its cell and
// never shows two sets over each other (checked on the scene, frame by frame,
// while it plays out); a rack tile put in a slot stays there through an AI's
// turn, an illegal end of turn, a save and a resume.
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
        id: refusedSpy

        target: game.board
        signalName: "moveRefused"
    }

    SignalSpy {
        id: penaltySpy

        target: game
        signalName: "penaltyGiven"
    }

    SceneTestCase {
        id: test

        name: "Grid"
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

        // The centre of a slot of the rack.
        function slotPoint(slot) {
            const rack = find("rack");
            const column = slot % rack.columns;
            const shelf = Math.floor(slot / rack.columns);
            return rack.mapToItem(root, rack.padding + column * rack.step + rack.tileWidth / 2,
                                  rack.shelfY(shelf) + rack.tileHeight / 2);
        }

        function setHolding(id) {
            const sets = tableSets().filter(s => s.tileIds.indexOf(id) >= 0);
            verify(sets.length === 1, "one set holds tile " + id);
            return sets[0];
        }

        function rackTileWithId(id) {
            const tiles = rackTiles().filter(t => t.tileId === id);
            verify(tiles.length === 1, "tile " + id + " is on the rack");
            return tiles[0];
        }

        // Where every set lies, by its tiles: "ids" -> "row:column".
        function cellsBySet() {
            const out = {};
            for (const s of tableSets())
                out[s.tileIds.slice().sort((a, b) => a - b).join(",")] = s.row + ":" + s.column;
            return out;
        }

        // No two sets of the scene over each other (their rectangles on the grid).
        function verifyNoOverlap(when) {
            const sets = tableSets().filter(s => s.visible);
            for (let i = 0; i < sets.length; ++i) {
                for (let j = i + 1; j < sets.length; ++j) {
                    const a = sets[i];
                    const b = sets[j];
                    const apart = a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y
                                  || b.y + b.height <= a.y;
                    verify(apart, when + ": " + a.notation + " over " + b.notation);
                }
            }
        }

        function initTestCase() {
            testSettings.animationSpeed = 0;
        }

        // A test that failed half-way leaves no animations on for the next.
        function cleanup() {
            testSettings.animationSpeed = 0;
            game.board.moveStepMs = 0;
        }

        function test_1_aTileDroppedOnFreeFeltStartsASetThere() {
            newGame([SeatKind.Person, SeatKind.Person], 11);
            const id = rackTiles()[0].tileId;
            drag(rackTiles()[0], cellPoint(2, 7));
            const set = setHolding(id);
            compare(set.row, 2);
            compare(set.column, 7);
            // Another, far from it: its own set at its own cell.
            const other = rackTiles()[0].tileId;
            drag(rackTiles()[0], cellPoint(4, 15));
            compare(setHolding(other).row, 4);
            compare(setHolding(other).column, 15);
            compare(setHolding(id).column, 7);
        }

        function test_2_aSetThatGrowsKeepsItsFirstCell() {
            newGame([SeatKind.Person, SeatKind.Person], 12);
            const first = rackTiles()[0].tileId;
            drag(rackTiles()[0], cellPoint(1, 3));
            for (let n = 2; n <= 4; ++n) {
                const set = setHolding(first);
                const tiles = tilesOf(set);
                const last = tiles[tiles.length - 1];
                drag(rackTiles()[0], last.mapToItem(root, last.width * 1.2, last.height / 2));
                const grown = setHolding(first);
                compare(grown.size, n);
                compare(grown.row, 1);
                compare(grown.column, 3);
            }
            // Undo and redo keep it there too.
            verify(game.board.undo());
            settle();
            compare(setHolding(first).column, 3);
            verify(game.board.redo());
            settle();
            compare(setHolding(first).size, 4);
            compare(setHolding(first).row, 1);
        }

        function test_3_anAiTurnMovesOnlyWhatItPlays() {
            newGame([SeatKind.Person, SeatKind.Expert], 5);
            game.board.moveStepMs = 30;
            let checked = 0;
            for (let turn = 0; turn < 40 && checked < 3; ++turn) {
                if (game.status.roundOver)
                    break;
                tryVerify(() => game.board.canAct, 20000);
                const before = cellsBySet();
                const setsBefore = tableSets().length;
                verify(game.drawTile());
                // The AI's turn, watched frame by frame.
                let frames = 0;
                while ((game.seatTurns.thinking || game.board.animating || game.board.currentPlayer !== 0) && frames < 4000) {
                    wait(5);
                    verifyNoOverlap("AI turn " + turn + ", frame " + frames);
                    ++frames;
                }
                settle();
                verifyNoOverlap("after AI turn " + turn);
                const after = cellsBySet();
                let kept = 0;
                for (const key in before) {
                    if (after[key] !== undefined) {
                        compare(after[key], before[key], "an untouched set keeps its cell");
                        ++kept;
                    }
                }
                if (setsBefore > 0 && tableSets().length > setsBefore)
                    ++checked; // an AI play on a table with sets
            }
            verify(checked > 0, "the AI played on a laid table");
            game.board.moveStepMs = 0;
        }

        // After another seat's play: its tiles and changed sets are marked, and
        // "Last turn" plays it out again from the table before it, then the
        // turn goes on as it was.
        function test_5_theLastTurnShownAgain() {
            newGame([SeatKind.Person, SeatKind.Expert], 5);
            for (let turn = 0; turn < 40 && game.marks.player !== 1; ++turn) {
                verify(game.drawTile());
                tryVerify(() => game.board.canAct || game.status.roundOver, 20000);
            }
            compare(game.marks.player, 1, "the AI played");
            settle();
            verify(game.marks.tiles.length > 0);
            const marked = findAll(scene, "lastTurnMark", []).filter(m => m.visible);
            compare(marked.length, game.marks.tiles.length, "each tile it laid is marked");
            const button = find("lastTurnButton");
            verify(button.visible && button.enabled);
            const cells = cellsBySet();
            const rack = rackTiles().map(t => t.tileId + "@" + t.slot).join(" ");
            game.board.moveStepMs = 30;
            mouseClick(button);
            verify(game.board.animating, "the play is shown again");
            compare(find("statusLine").text, game.playerName(1) + "'s last turn, shown again.");
            verify(!game.board.canAct);
            // The person's own controls are off while it replays.
            for (const name of ["undoButton", "redoButton", "resetButton", "hintButton", "drawButton", "endTurnButton",
                                "sortGroupsButton", "sortRunsButton", "lastTurnButton"])
                verify(!find(name).enabled, name + " is off while the last turn replays");
            compare(rackTiles().map(t => t.tileId + "@" + t.slot).join(" "), rack, "the person's rack stays on screen");
            tryVerify(() => game.board.canAct, 20000);
            game.board.moveStepMs = 0;
            settle();
            compare(cellsBySet(), cells);
            compare(rackTiles().map(t => t.tileId + "@" + t.slot).join(" "), rack);
            verify(button.enabled, "it can be shown again");
            // A move of the person's clears the marks.
            drag(rackTiles()[0], cellPoint(5, 16));
            compare(game.marks.player, -1);
            verify(!button.shown && !button.enabled);
            compare(findAll(scene, "lastTurnMark", []).filter(m => m.visible).length, 0);
        }

        // An AI's play is marked as it is shown: the tiles it lays in its
        // seat's colour (never the gold of the person's own), the sets it
        // changes outlined; the marks of the play before (another AI's) go as
        // it starts. At its end the marks are those of its last frame.
        function test_6_anAisPlayIsMarkedAsItIsShown() {
            newGame([SeatKind.Person, SeatKind.Expert, SeatKind.Expert], 5);
            testSettings.animationSpeed = 3; // fast: tiles fly
            game.board.moveStepMs = testSettings.animationMs(450); // as the window paces a play (Main.qml)
            let watched = 0;
            let crossed = 0;
            let plays = 0;
            for (let turn = 0; turn < 40 && plays < 2; ++turn) {
                verify(game.drawTile());
                let player = -1;
                let before = [];
                let marksShown = "";
                while (!game.board.canAct && !game.status.roundOver) {
                    wait(5);
                    if (!game.board.animating) {
                        // A play just ended (and no other has started): its marks stay as they were shown.
                        if (player >= 0 && marksShown !== "" && game.marks.player === player) {
                            compare(game.marks.tiles.slice().sort((a, b) => a - b).join(","), marksShown,
                                    "the marks at the end are those of the play's last frame");
                            plays += 1;
                        }
                        player = -1;
                        continue;
                    }
                    if (player !== game.board.currentPlayer) { // a play starts: the table before it
                        player = game.board.currentPlayer;
                        marksShown = "";
                        before = tableSets().filter(s => !s.marked).map(s => s.tileIds.slice().sort((a, b) => a - b).join(","));
                    }
                    compare(game.marks.player, player, "the seat whose play is shown");
                    const felt = find("tableArea");
                    compare(findAll(felt, "freshMark", []).filter(m => m.visible).length, 0,
                            "no gold edge on another seat's tiles");
                    const marked = findAll(felt, "lastTurnMark", []).filter(m => m.visible);
                    compare(marked.length, game.marks.tiles.length, "each tile laid so far, and no other, in the seat's colour");
                    compare(findAll(felt, "setMark", []).filter(m => m.visible).length, 0,
                            "a set on its way is outlined as changed, not as wrong");
                    // Tiles flying in from the seat show whole, never cut at the felt's edge.
                    const view = find("tableFlick");
                    const topLeft = view.mapToItem(null, 0, 0);
                    const bottomRight = view.mapToItem(null, view.width, view.height);
                    for (const tile of findAll(felt, "tableTile", [])) {
                        watched += tile.z > 0 ? 1 : 0; // in flight
                        const at = tile.mapToItem(null, 0, 0);
                        const end = tile.mapToItem(null, tile.width, tile.height);
                        verify(at.x >= topLeft.x - 1 && at.y >= topLeft.y - 1 && end.x <= bottomRight.x + 1
                               && end.y <= bottomRight.y + 1, "tile " + tile.notation + " inside the felt's view");
                    }
                    // A tile in flight passes over the other sets, never under them.
                    const views = tableSets();
                    for (const s of views) {
                        for (const tile of findAll(s, "tableTile", []).filter(t => t.z > 0)) {
                            const a = tile.mapToItem(null, 0, 0);
                            const b = tile.mapToItem(null, tile.width, tile.height);
                            for (const other of views) {
                                if (other === s)
                                    continue;
                                const c = other.mapToItem(null, 0, 0);
                                const d = other.mapToItem(null, other.width, other.height);
                                if (a.x < d.x && c.x < b.x && a.y < d.y && c.y < b.y) {
                                    crossed += 1;
                                    verify(s.z > other.z || (s.z === other.z && s.index > other.index),
                                           "tile " + tile.notation + " flies over set " + other.notation);
                                }
                            }
                        }
                    }
                    for (const s of tableSets()) {
                        const changed = before.indexOf(s.tileIds.slice().sort((a, b) => a - b).join(",")) < 0;
                        compare(s.marked, changed, "the sets changed so far are outlined, no other: " + s.notation);
                    }
                    marksShown = game.marks.tiles.slice().sort((a, b) => a - b).join(",");
                }
            }
            game.board.moveStepMs = 0;
            testSettings.animationSpeed = 0;
            verify(plays >= 2, "AIs laid tiles while they were watched");
            verify(watched > 0, "tiles were seen in flight");
            verify(crossed > 0, "tiles were seen flying across other sets");
        }

        // A tile flying to a set across the table passes over the sets on its
        // way, whatever their order: here a rack tile goes up to the first
        // set, over two sets laid after it in the rows between.
        function test_6_aFlyingTileCrossesOverOtherSets() {
            newGame([SeatKind.Person, SeatKind.Standard], 21);
            testSettings.animationSpeed = 1; // tiles fly
            const ids = rackTiles().map(t => t.tileId);
            verify(game.board.moveToCell([ids[0]], 0, 3));
            verify(game.board.moveToCell([ids[1]], 2, 3));
            verify(game.board.moveToCell([ids[2]], 4, 3));
            settle();
            tryVerify(() => findAll(find("tableArea"), "tableTile", []).every(t => t.z <= 0), 3000, "the tiles landed");
            compare(tableSets().length, 3);
            verify(game.board.moveToSet([ids[3]], 0, -1));
            let crossed = 0;
            let seen = false;
            for (let frame = 0; frame < 200; ++frame) {
                const flying = findAll(find("tableArea"), "tableTile", []).filter(t => t.z > 0);
                if (seen && flying.length === 0)
                    break;
                seen = seen || flying.length > 0;
                const sets = tableSets();
                for (const tile of flying) {
                    const own = sets.filter(v => v.index === tile.setIndex)[0];
                    const a = tile.mapToItem(null, 0, 0);
                    const b = tile.mapToItem(null, tile.width, tile.height);
                    for (const other of sets) {
                        const c = other.mapToItem(null, 0, 0);
                        const d = other.mapToItem(null, other.width, other.height);
                        if (other === own || !(a.x < d.x && c.x < b.x && a.y < d.y && c.y < b.y))
                            continue;
                        crossed += 1;
                        verify(own.z > other.z, "tile " + tile.notation + " flies over set " + other.notation);
                    }
                }
                wait(10);
            }
            testSettings.animationSpeed = 0;
            verify(crossed > 0, "the tile was seen crossing the sets between");
        }

        // The buttons beside the rack take clicks, and the rack's scrolling
        // view does not lie over them.
        function test_6_theSortButtonsTakeClicks() {
            newGame([SeatKind.Person, SeatKind.Person], 21);
            const rackView = find("rackView");
            for (const name of ["sortRunsButton", "sortGroupsButton"]) {
                const button = find(name);
                const right = button.mapToItem(root, button.width, 0).x;
                verify(right <= rackView.mapToItem(root, 0, 0).x, name + " is not under the rack's view");
            }
            const before = rackTiles().map(t => t.tileId + "@" + t.slot).join(" ");
            mouseClick(find("sortRunsButton"));
            settle();
            verify(rackTiles().map(t => t.tileId + "@" + t.slot).join(" ") !== before, "789 sorted the rack");
            const runs = rackTiles().map(t => t.tileId + "@" + t.slot).join(" ");
            mouseClick(find("sortGroupsButton"));
            settle();
            verify(rackTiles().map(t => t.tileId + "@" + t.slot).join(" ") !== runs, "777 sorted the rack");
        }

        // Two people and an AI at one screen: between a person's turn and the
        // next, the rack is empty and says why.
        function test_7_aHiddenRackSaysWhy() {
            newGame([SeatKind.Person, SeatKind.Person, SeatKind.Expert], 8);
            const said = find("rackHiddenText");
            verify(!said.visible);
            verify(rackTiles().length > 0);
            verify(game.drawTile());
            tryVerify(() => rackTiles().length === 0 && said.visible, 5000);
            verify(said.text.length > 10);
            compare(find("rack").title, "The rack");
        }

        // A tile dropped just before a set's first tile lies where it was
        // dropped (the set grows into the free cell on its left; its tiles stay
        // put), and where two sets reach the pointer (one opened a place for the
        // carried tiles, so it reaches over the gap) the nearer one takes them.
        function test_8_tilesLandWhereTheyAreDropped() {
            newGame([SeatKind.Person, SeatKind.Person], 13);
            const a = rackTiles()[0].tileId;
            drag(rackTiles()[0], cellPoint(1, 5));
            compare(setHolding(a).column, 5);
            const b = rackTiles()[0].tileId;
            const first = tilesOf(setHolding(a))[0];
            drag(rackTiles()[0], first.mapToItem(root, -first.width * 0.4, first.height / 2));
            const grown = setHolding(a);
            compare(grown.size, 2);
            compare(grown.column, 4);
            compare(tilesOf(grown)[0].tileId, b);
            compare(tilesOf(grown)[1].tileId, a);

            const c = rackTiles()[0].tileId;
            drag(rackTiles()[0], cellPoint(1, 7));
            compare(setHolding(c).column, 7);
            compare(setHolding(c).size, 1);
            // Tiles carried over the first set: it opens a place at its end.
            const input = table.input;
            input.liftedIds = [rackTiles()[0].tileId];
            input.target = DropTarget.inSet(setHolding(a).index, 2, -1, Qt.rect(0, 0, 0, 0), 0);
            settle();
            const onC = tilesOf(setHolding(c))[0];
            const target = find("tableArea").targetAt(onC.mapToItem(null, onC.width * 0.3, onC.height / 2));
            input.liftedIds = [];
            input.target = null;
            verify(target !== null);
            compare(target.kind, DropTarget.InSet);
            compare(target.set, setHolding(c).index);
        }

        function test_4_aRackTileStaysInItsSlot() {
            newGame([SeatKind.Person, SeatKind.Standard], 7);
            const rack = find("rack");
            const slot = rack.columns - 2; // near the end of the top shelf, empty after the deal
            verify(rack.tiles.tileInSlot(slot) < 0);
            const id = rackTiles()[2].tileId;
            drag(rackTileWithId(id), slotPoint(slot));
            compare(rackTileWithId(id).slot, slot);
            // An AI's turn.
            verify(game.drawTile());
            tryVerify(() => game.board.canAct, 20000);
            settle();
            compare(rackTileWithId(id).slot, slot);
            // An illegal end of turn: a lone tile laid, End turn, three tiles drawn.
            const lone = rackTiles().filter(t => t.tileId !== id)[0].tileId;
            drag(rackTileWithId(lone), cellPoint(5, 2));
            penaltySpy.clear();
            verify(game.endTurn());
            tryVerify(() => penaltySpy.count === 1, 5000);
            tryVerify(() => game.board.canAct, 20000);
            settle();
            compare(rackTileWithId(id).slot, slot);
            // Saved and resumed.
            const path = "/tmp/tilerummy-tst-grid-" + Date.now() + ".trsave";
            verify(game.saves.saveToFile(path));
            newGame([SeatKind.Person, SeatKind.Person], 99);
            compare(game.saves.loadFromFile(path), "");
            if (game.handOverPending)
                game.confirmHandOver();
            settle();
            compare(rackTileWithId(id).slot, slot);
        }

        // The one free cell between two sets: a tile dropped there joins the
        // set it can grow (left or right), and one that fits neither is
        // refused with the reason (no room there for a set of its own).
        function test_7_aTileBetweenTwoSetsJoinsTheOneItFits() {
            newGame([SeatKind.Person, SeatKind.Person], 21);
            // Two tiles could start a set: one number in two colours, or one colour.
            const pair = (p, q) => (p.value === q.value) !== (p.colourName === q.colourName);
            const faces = rackTiles().filter(t => !t.isJoker).map(t => ({ "tileId": t.tileId, "value": t.value, "colourName": t.colourName }));
            let fits = null;
            let neither = null;
            for (const x of faces) {
                for (const a of faces) {
                    for (const b of faces) {
                        if (x === a || x === b || a === b)
                            continue;
                        if (!fits && pair(x, a) && !pair(x, b))
                            fits = [a.tileId, b.tileId, x.tileId];
                        if (!neither && !pair(x, a) && !pair(x, b))
                            neither = [a.tileId, b.tileId, x.tileId];
                    }
                }
            }
            verify(fits !== null && neither !== null, "the deal has the tiles the test needs");
            // The tile it fits on the left, then on the right: it goes there both times.
            for (const left of [true, false]) {
                const [a, b, x] = fits;
                drag(rackTileWithId(left ? a : b), cellPoint(1, 3));
                drag(rackTileWithId(left ? b : a), cellPoint(1, 5));
                compare(setHolding(a).size, 1);
                compare(setHolding(b).size, 1);
                drag(rackTileWithId(x), cellPoint(1, 4));
                compare(setHolding(a).size, 2, "the tile joins the set it fits");
                verify(setHolding(a).tileIds.indexOf(x) >= 0);
                compare(setHolding(b).size, 1);
                verify(game.board.resetTurn());
                settle();
            }
            // A tile that fits neither: refused, with why, and back on the rack.
            const [a, b, x] = neither;
            drag(rackTileWithId(a), cellPoint(1, 3));
            drag(rackTileWithId(b), cellPoint(1, 5));
            refusedSpy.clear();
            drag(rackTileWithId(x), cellPoint(1, 4));
            compare(refusedSpy.count, 1);
            verify(refusedSpy.signalArguments[0][0].indexOf("no room") >= 0, refusedSpy.signalArguments[0][0]);
            rackTileWithId(x);
            compare(setHolding(a).size, 1);
            compare(setHolding(b).size, 1);
            verify(game.board.resetTurn());
        }
    }
}
