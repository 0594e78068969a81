import QtQuick
import QtTest
import TileRummy

// The review and the statistics as a player uses them: finished games kept
// in a history (testGames, tst_qml.cpp), the games screen listing them with
// their statistics and charts, a game reviewed turn by turn with the mouse
// and the keys (and "Show me" on a turn where a better play existed), the
// statistics read again as after a restart, and a game in progress reviewed
// from its player's side only.
Item {
    id: root

    width: 1360
    height: 860

    // A history of its own for each run (testFolder is the run's temporary folder).
    readonly property string historyFolder: String(testFolder).replace(/^file:\/\//, "") + "/review-history"

    Component {
        id: playedComponent

        PlayedGames {}
    }
    Component {
        id: reviewComponent

        GameReview {}
    }
    Component {
        id: reviewScreenComponent

        ReviewScreen {
            anchors.fill: parent
        }
    }
    Component {
        id: gamesScreenComponent

        GamesScreen {
            anchors.fill: parent
        }
    }
    Component {
        id: gameComponent

        GameController {}
    }
    Component {
        id: spyComponent

        SignalSpy {}
    }

    SceneTestCase {
        id: test

        name: "Review"
        scene: root
        when: windowShown

        property var made: []

        function make(component: Component, properties: var): var {
            const object = component.createObject(root, properties ?? {});
            verify(object);
            made.push(object);
            return object;
        }

        function cleanup() {
            while (made.length > 0) {
                const object = made.pop();
                if (object)
                    object.destroy();
            }
            wait(0);
        }

        function initTestCase() {
            verify(testGames.keep(root.historyFolder, 3));
        }

        function loadedPlayed(): PlayedGames {
            const played = make(playedComponent);
            const spy = make(spyComponent, { target: played, signalName: "changed" });
            played.folder = root.historyFolder;
            played.refresh();
            spy.wait(30000);
            return played;
        }

        function test_gamesScreenListsTheGamesWithTheirStatistics() {
            const played = loadedPlayed();
            compare(played.games.length, 3);
            const screen = make(gamesScreenComponent, { played: played });
            settle();
            // The totals: against the standard AI, then all games; three games each.
            const rows = findAll(screen, "totalsRows", [])[0];
            compare(rows.count, 2);
            compare(played.totals[0].against, "Standard AI");
            compare(played.totals[0].games, 3);
            compare(played.totals[1].games, 3);
            // The charts are there (test_chartsShowTheSeries reads them).
            tryCompare(find("chartsLoader"), "status", Loader.Ready);
            // Each game's line, and Review on it.
            const reviewed = make(spyComponent, { target: screen, signalName: "reviewRequested" });
            const button = find("reviewGameButton1");
            verify(button.visible);
            mouseClick(button);
            compare(reviewed.count, 1);
            compare(reviewed.signalArguments[0][0], played.games[1].file);
            // Play again: the same deal, seats and rules, for the new game dialog.
            const again = make(spyComponent, { target: screen, signalName: "playAgainRequested" });
            mouseClick(find("playAgainButton2"));
            compare(again.count, 1);
            const setup = again.signalArguments[0][0];
            compare(setup.seed, "41"); // the newest first: seeds 43, 42, 41
            compare(setup.players.length, 2);
            compare(setup.players[0].name, "Ann");
            compare(setup.players[0].seat, SeatKind.Person);
            compare(setup.players[1].seat, SeatKind.Standard);
            compare(setup.rounds, 2);
        }

        function test_chartsShowTheSeries() {
            const played = loadedPlayed();
            const charts = make(Qt.createComponent("qrc:/qt/qml/TileRummy/StatisticsCharts.qml"), { played: played, width: 600, height: 700 });
            verify(charts, "Qt Charts is missing");
            const series = (name) => {
                for (let c = 0; c < charts.children.length; ++c) {
                    const chart = charts.children[c];
                    for (let i = 0; i < chart.count; ++i)
                        if (chart.series(i).objectName === name)
                            return chart.series(i);
                }
                return null;
            };
            compare(series("roundPointsLine").count, played.roundPoints.length);
            compare(played.roundPoints.length, 6); // three games of two rounds
            compare(series("missedLine").count, played.missedPerTurn.length);
            // The win share against the standard AI, after each of the three games.
            const win = charts.children[0];
            compare(win.count, 1);
            compare(win.series(0).count, 3);
            compare(win.series(0).name, "Standard AI");
            // Every axis says what it counts.
            for (const name of ["roundPointsLine", "missedLine"]) {
                const line = series(name);
                verify(line.axisX.titleText.length > 0, name + ": its x axis is labelled");
                verify(line.axisY.titleText.length > 0, name + ": its y axis is labelled");
            }
            verify(win.axisX(win.series(0)).titleText.length > 0);
            verify(win.axisY(win.series(0)).titleText.length > 0, "the win share's y axis is labelled");
        }

        function test_statisticsSurviveARestart() {
            const first = loadedPlayed();
            const totals = JSON.stringify(first.totals);
            const games = JSON.stringify(first.games);
            // As after a restart: a new model on the same folder.
            const again = loadedPlayed();
            compare(JSON.stringify(again.totals), totals);
            compare(JSON.stringify(again.games), games);
        }

        function test_reviewAFinishedGameTurnByTurn() {
            const played = loadedPlayed();
            const review = make(reviewComponent);
            review.board.moveStepMs = 0;
            compare(review.openFile(played.games[0].file), "");
            const screen = make(reviewScreenComponent, { review: review, settings: testSettings });
            screen.forceActiveFocus();
            settle();
            compare(review.roundCount, 2);
            compare(review.position, 0);
            verify(review.positionCount > 20);
            // The summary names both players' turns.
            compare(review.summary.length, 2);
            verify(find("reviewSummary").visible);
            verify(review.summary[0].text.indexOf("Ann") === 0, review.summary[0].text);

            // Through the turns with the mouse, then the keys: each shows its line and verdict
            // and says it (the focus stays where it is).
            const said = make(spyComponent, { target: screen, signalName: "said" });
            mouseClick(find("reviewNextButton"));
            compare(review.position, 1);
            compare(said.count, 1);
            verify(said.signalArguments[0][0].indexOf("Turn " + (review.turn + 1) + ": ") === 0, said.signalArguments[0][0]);
            verify(said.signalArguments[0][0].indexOf(review.verdict) > 0, said.signalArguments[0][0]);
            compare(find("reviewSlider").value, 1);
            keyClick(Qt.Key_Right);
            compare(review.position, 2);
            keyClick(Qt.Key_Left);
            compare(review.position, 1);
            keyClick(Qt.Key_End);
            compare(review.position, review.positionCount - 1);
            compare(review.round, 1);
            keyClick(Qt.Key_PageUp);
            compare(review.round, 0);
            compare(review.turn, 0);
            keyClick(Qt.Key_Home);
            compare(review.position, 0);

            // The round is over: every rack is there to see.
            const others = review.otherRacks;
            compare(others.length, 1);
            verify(!others[0].hidden);
            compare(others[0].tiles.length, 14);
            verify(review.rackShown);
            compare(rackTiles().length, 14);

            // Every turn, one after another: the table as the turn left it.
            let better = -1;
            for (let i = 0; i < review.positionCount; ++i) {
                verify(review.goToPosition(i));
                verify(find("reviewLogLine").text.indexOf("Turn " + (review.turn + 1) + ":") === 0, find("reviewLogLine").text);
                compare(find("turnOfTurns").text, "Turn " + (review.turn + 1) + " of " + review.turnCount);
                verify(review.verdict !== "");
                if (better < 0 && review.betterPlayExisted && review.board.currentPlayer === 0)
                    better = i;
            }
            verify(better >= 0, "Ann missed no play");

            // "Show me" on the turn where a better play existed: the best play, played out.
            verify(review.goToPosition(better));
            settle();
            const laidAsPlayed = review.board.table.tileCount;
            const showMe = find("reviewShowMeButton");
            verify(showMe.enabled);
            mouseClick(showMe);
            tryVerify(() => !review.board.animating);
            verify(review.showingBest);
            verify(find("reviewVerdict").text.indexOf("The best play lays") === 0, find("reviewVerdict").text);
            verify(review.board.table.tileCount > laidAsPlayed, review.board.table.tileCount + " vs " + laidAsPlayed);
            // Watch again: the turn as it was.
            mouseClick(find("watchAgainButton"));
            tryVerify(() => !review.board.animating);
            verify(!review.showingBest);
            compare(review.board.table.tileCount, laidAsPlayed);

            // A turn of the biggest misses, from the summary.
            const miss = review.biggestMisses[0];
            mouseClick(find("missButton0"));
            compare(review.round, miss.round);
            compare(review.turn, miss.turn);
            verify(review.betterPlayExisted);

            // A review moves no tile: a tile dragged to the felt stays on the rack.
            const onRack = rackTiles().length;
            const onTable = review.board.table.tileCount;
            const tile = rackTiles()[0];
            drag(tile, tile.mapToItem(root, tile.width / 2, -200));
            compare(rackTiles().length, onRack);
            compare(review.board.table.tileCount, onTable);
        }

        // A turn's play, a move at a time, back and forth: with the buttons
        // and Shift with the arrows, each move said in words, the turn the same.
        function test_aTurnsPlayStepsForwardAndBack() {
            const played = loadedPlayed();
            const review = make(reviewComponent);
            review.board.moveStepMs = 0;
            compare(review.openFile(played.games[0].file), "");
            const screen = make(reviewScreenComponent, { review: review, settings: testSettings });
            screen.forceActiveFocus();
            let at = -1;
            for (let i = 0; i < review.positionCount && at < 0; ++i) {
                verify(review.goToPosition(i));
                if (review.playSteps >= 3)
                    at = i;
            }
            verify(at >= 0, "a turn whose play takes three moves or more");
            settle();
            const steps = review.playSteps;
            compare(review.playStep, steps, "the play was shown to its end");
            const sets = () => tableSets().map(v => v.notation).join(" | ");
            const end = sets();
            const back = find("stepBackButton");
            const forward = find("stepForwardButton");
            verify(back.enabled && !forward.enabled);
            const seen = [end];
            mouseClick(back);
            settle();
            compare(review.playStep, steps - 1);
            compare(review.board.stepWords.indexOf("Step " + (steps - 1) + " of " + steps + ": "), 0, review.board.stepWords);
            verify(find("reviewStepWords").visible);
            verify(sets() !== end, "a move was taken back");
            seen.push(sets());
            for (let k = steps - 2; k >= 0; --k) {
                keyClick(Qt.Key_Left, Qt.ShiftModifier);
                settle();
                compare(review.playStep, k);
                seen.push(sets());
            }
            compare(review.board.stepWords, "The table before the first step.");
            compare(review.position, at, "the same turn throughout");
            const start = sets();
            verify(!back.enabled && forward.enabled);
            keyClick(Qt.Key_Left, Qt.ShiftModifier);
            compare(review.playStep, 0, "nothing before the first step");
            // Forward again, each table as it was on the way back.
            for (let k = 1; k <= steps; ++k) {
                if (k % 2)
                    keyClick(Qt.Key_Right, Qt.ShiftModifier);
                else
                    mouseClick(forward);
                settle();
                compare(review.playStep, k);
                compare(sets(), seen[steps - k], "move " + k);
                compare(review.board.stepWords.indexOf("Step " + k + " of " + steps + ": "), 0, review.board.stepWords);
            }
            compare(sets(), end);
            compare(review.position, at);
            // Right without Shift: the next turn; the first step back was the
            // table the turn before left.
            keyClick(Qt.Key_Right);
            compare(review.position, at + 1);
            verify(at > 0);
            verify(review.goToPosition(at - 1));
            settle();
            compare(sets(), start);
        }

        function test_aGameInProgressIsSeenFromItsPlayersSide() {
            const game = make(gameComponent);
            game.board.moveStepMs = 0;
            game.seatTurns.minimumThinkMs = 0;
            compare(game.newMatch({ players: [{ seat: SeatKind.Person, name: "Ann" }, { seat: SeatKind.Standard, name: "" }], seed: "777" }), "");
            // Ann draws three times; the AI plays between.
            for (let i = 0; i < 3; ++i) {
                tryVerify(() => game.board.canAct, 20000);
                verify(game.drawTile());
            }
            tryVerify(() => game.board.canAct, 20000);
            const review = make(reviewComponent);
            review.board.moveStepMs = 0;
            compare(game.saves.openInReview(review), "");
            verify(review.positionCount >= 5);
            const screen = make(reviewScreenComponent, { review: review, settings: testSettings });
            settle();
            // Only Ann's turns are summed up.
            compare(review.summary.length, 1);
            compare(review.summary[0].name, "Ann");
            for (let i = 0; i < review.positionCount; ++i) {
                verify(review.goToPosition(i));
                settle();
                const ann = review.board.currentPlayer === 0;
                compare(review.rackShown, ann);
                compare(review.otherRacks[0].hidden, ann);
                if (ann) {
                    verify(rackTiles().length > 0);
                } else {
                    // Another's turn: its rack and what it could have laid stay hidden.
                    compare(rackTiles().length, 0);
                    verify(review.otherRacks[0].tiles.length >= 14);
                    verify(!review.betterPlayExisted);
                    verify(!find("reviewShowMeButton").enabled);
                    verify(review.verdict.indexOf("hidden") >= 0, review.verdict);
                }
            }
        }
    }
}
