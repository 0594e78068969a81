import QtQuick
import QtTest
import TileRummy

// While you wait, under a real mouse: during an AI's turn the person's rack
// can be arranged, and a plan laid on the table that nobody else sees becomes
// the move when the turn comes.
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
        id: planSpy

        target: game
        signalName: "planNews"
    }

    SceneTestCase {
        id: test

        name: "Waiting"
        scene: root
        when: windowShown

        function freeFelt() {
            const area = find("tableArea");
            return area.mapToItem(root, area.width * 0.5, area.height - 30);
        }

        function newGame(seats, seed) {
            testSettings.animationSpeed = 0; // tiles land at once, so the test knows where they are
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

        // With a screen reader on, the next AI waits for the news of the turn
        // before (GameTable binds SeatTurns.newsDoneAt to the window's
        // Announcer; set by hand here, with no reader): at least until then,
        // at its pace; at the Instant pace (0) it does not wait.
        function test_theAiWaitsForTheNews() {
            newGame([SeatKind.Person, SeatKind.Standard], 4);
            game.seatTurns.minimumThinkMs = 50;
            let me = game.board.currentPlayer;
            let began = Date.now();
            game.seatTurns.newsDoneAt = began + 1500;
            mouseClick(find("drawButton"));
            tryVerify(() => game.board.currentPlayer === me && game.board.canAct, 15000);
            verify(Date.now() - began >= 1500, "the AI answered " + (Date.now() - began) + " ms after the draw");

            game.seatTurns.minimumThinkMs = 0;
            began = Date.now();
            game.seatTurns.newsDoneAt = began + 20000;
            mouseClick(find("drawButton"));
            tryVerify(() => game.board.currentPlayer === me && game.board.canAct, 15000);
            verify(Date.now() - began < 15000, "the Instant pace waits for nothing");
            game.seatTurns.newsDoneAt = 0;
        }

        // While an AI takes its turn the person's rack can be arranged (by the
        // sort buttons and by drags on the rack; a drag onto the table is a
        // plan, undone here), and the turn that comes starts from that arrangement.
        function test_theRackIsArrangedWhileWaiting() {
            newGame([SeatKind.Person, SeatKind.Standard], 4);
            game.seatTurns.minimumThinkMs = 2500;
            const me = game.board.currentPlayer;
            mouseClick(find("drawButton"));
            tryVerify(() => game.board.currentPlayer !== me, 3000);
            verify(!game.board.canAct);
            verify(game.board.canArrangeRack);
            const sort = find("sortGroupsButton");
            verify(sort.enabled, "the sorts work while waiting");
            mouseClick(sort);
            let tiles = rackTiles();
            for (let i = 1; i < tiles.length; ++i) {
                if (!tiles[i].isJoker && !tiles[i - 1].isJoker)
                    verify(tiles[i - 1].value <= tiles[i].value, "sorted by number while waiting");
            }
            // A drag on the rack: the first tile before the fifth.
            const moving = tiles[0].tileId;
            drag(tiles[0], tiles[4].mapToItem(root, tiles[4].width * 0.3, tiles[4].height / 2));
            compare(rackTiles()[3].tileId, moving);
            // Onto the table: a plan, and Undo takes it back to its slot.
            const slots = rackTiles().map(t => t.tileId + "@" + t.slot).join(" ");
            drag(rackTiles()[0], freeFelt());
            compare(game.board.table.count, 1);
            verify(game.board.canUndo);
            mouseClick(find("undoButton"));
            settle();
            compare(game.board.table.count, 0);
            compare(rackTiles().map(t => t.tileId + "@" + t.slot).join(" "), slots);
            const arranged = rackTiles().map(t => t.tileId + "@" + t.slot);
            verify(!game.board.canAct);
            // The turn comes: the rack is as arranged (a tile drawn meanwhile aside).
            tryVerify(() => game.board.canAct, 15000);
            settle();
            const now = rackTiles().map(t => t.tileId + "@" + t.slot);
            for (const entry of arranged)
                verify(now.indexOf(entry) >= 0, entry + " stayed in its slot");
            game.seatTurns.minimumThinkMs = 0;
        }

        // Plan while you wait: during an AI's turn the person lays a plan on
        // the table, drawn as a plan and kept out of the game (the log, the
        // racks' counts); when the turn comes it is the draft, a move at a
        // time to undo, and said in one line. Not at a shared screen.
        function test_aPlanLaidWhileWaitingBecomesTheMove() {
            newGame([SeatKind.Person, SeatKind.Standard], 4);
            game.seatTurns.minimumThinkMs = 2500;
            const me = game.board.currentPlayer;
            mouseClick(find("drawButton"));
            tryVerify(() => game.board.currentPlayer !== me, 3000);
            verify(game.board.canPlan, "the person may plan while the AI thinks");
            compare(find("tableTipText").text, "While you wait, you may plan your move on the table: nobody else sees it.");
            const logLines = game.log.lines.join("\n");
            const rackCount = game.scoreboard.rackSizes[me];
            const first = rackTiles()[0].tileId;
            const second = rackTiles()[1].tileId;
            drag(rackTiles()[0], freeFelt());
            const set = tableSets()[0];
            drag(rackTiles()[0], set.mapToItem(root, set.width + 10, set.height / 2));
            compare(game.board.table.count, 1);
            compare(tableSets()[0].tileIds.slice().sort().join(","), [first, second].sort().join(","));
            compare(game.board.plannedTiles.slice().sort().join(","), [first, second].sort().join(","));
            for (const tile of tilesOf(tableSets()[0])) {
                verify(findAll(tile, "planMark", [])[0].visible, "drawn as a plan");
                verify(tile.opacity < 1);
                verify(tile.Accessible.description.indexOf("in your plan") >= 0);
            }
            compare(find("tableTipText").text, "Your plan: nobody else sees it. It becomes your move when your turn comes.");
            compare(game.log.lines.join("\n"), logLines, "the log says nothing of it");
            compare(game.scoreboard.rackSizes[me], rackCount, "the rack's count shows no tile laid");
            verify(!find("endTurnButton").enabled && !find("hintButton").enabled && !find("drawButton").enabled);
            planSpy.clear();
            tryVerify(() => game.board.canAct, 15000);
            settle();
            compare(planSpy.count, 1);
            verify(planSpy.signalArguments[0][0] !== "");
            const onTable = [].concat(...tableSets().map(s => s.tileIds));
            verify(onTable.indexOf(first) >= 0 && onTable.indexOf(second) >= 0, "the plan is the draft");
            compare(game.board.plannedTiles.length, 0);
            compare(findAll(find("tableArea"), "planMark", []).filter(m => m.visible).length, 0);
            verify(game.board.canUndo && game.board.draftChanged);
            mouseClick(find("undoButton"));
            settle();
            compare([].concat(...tableSets().map(s => s.tileIds)).indexOf(second), -1, "a move at a time");
            game.seatTurns.minimumThinkMs = 0;

            // Two people at one screen: no plan (the other would see it).
            newGame([SeatKind.Person, SeatKind.Person, SeatKind.Standard], 4);
            for (let turn = 0; turn < 3 && game.board.currentPlayer !== 2; ++turn) {
                verify(game.drawTile());
                if (game.handOverPending)
                    game.confirmHandOver();
            }
            compare(game.board.currentPlayer, 2);
            verify(!game.board.canPlan, "no plan at a shared screen");
        }
    }
}
