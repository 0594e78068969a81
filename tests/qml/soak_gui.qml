import QtQuick
import QtTest
import TileRummy

// The GUI soak: the game's own window (Main.qml) played by a seeded random
// hand for many turns against AI seats. Each human turn drags random tiles of
// the rack and the table (with the real mouse) to random places: onto the
// felt, onto sets, between them, back onto the rack; sets are carried by their
// handles, tiles selected and dragged together, moves undone and redone. Then
// the turn ends, mostly with End turn (often an illegal table: penalty and
// everything back), sometimes with Draw, a hint kept, a reset, or by letting
// the turn's time run out. Rounds are played to their end through the
// end-of-round screen, matches one after another with varied seats and rules.
//
// After every end of turn the probe (soakProbe, soak_probe.h) has checked the
// core and the models: 106 distinct tiles across table, racks and pool, every
// committed set valid, the turn's record against the change, the models
// showing the committed position, zero-sum scores at the end of each round.
// At every human turn the tiles the scene shows are compared with the models.
// Memory: the resident size (/proc/self/statm, after gc(), deleteLater and
// malloc_trim) and the C heap in use are read every ten human turns after a
// warm-up and at the start of every round; the rounds' starts (the table
// nearly empty again) may not grow from the earlier half to the later.
//
// Not a tst_*.qml: tst_qml's own run leaves it out; ctest runs it as gui_soak
// (label soak). TILERUMMY_GUI_SOAK_TURNS sets the human turns (160 in CI),
// TILERUMMY_GUI_SOAK_SEED the seed (1), TILERUMMY_GUI_SOAK_MEMORY=0 leaves the
// memory unchecked (sanitizer builds): see tests/qml/CMakeLists.txt.
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

    // Counters, not SignalSpys: a spy keeps every emission's arguments, which
    // over thousands of turns is memory the soak would count against the game.
    Connections {
        target: game.hint

        function onReady(placed: list<string>) {
            counts.hints += 1;
        }

        // The person's own table was the best play already: the hint's answer too.
        function onTableIsBest() {
            counts.hints += 1;
        }
    }

    Connections {
        id: counts

        property int turns: 0 // turns ended since the soak began
        property int hints: 0
        property int humanPenalties: 0

        target: game

        function onTurnEnded(player: int, action: string) {
            counts.turns += 1;
        }
        function onPenaltyGiven(player: int, reason: string, tiles: int) {
            if (game.atThisScreen(player))
                counts.humanPenalties += 1;
        }
    }

    SceneTestCase {
        id: test

        // A seeded random source (mulberry32), so that a run can be repeated.
        property int state: 1
        property int matchCount: 0
        property int turnsAtStart: 0 // counts.turns when the human turn began
        property string roundKey: "" // seed and round of the last human turn
        property var roundStarts: [] // [human turn, RSS KiB, C heap KiB, round] at each round's first human turn
        property var figures: ({
                "humanTurns": 0,
                "drags": 0,
                "undos": 0,
                "ends": 0,
                "draws": 0,
                "hints": 0,
                "timeOuts": 0,
                "matches": 0,
                "roundEnds": 0,
                "sceneChecks": 0
            })

        function random() {
            state = (state + 0x6D2B79F5) | 0;
            let t = state;
            t = Math.imul(t ^ (t >>> 15), t | 1);
            t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
            return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
        }
        function below(n) {
            return Math.floor(random() * n);
        }
        function pick(list) {
            return list[below(list.length)];
        }

        name: "GuiSoak"
        when: windowShown
        scene: root.window ? root.window.contentItem : root

        function ours(item) {
            return item.visible && item.input === root.window.input;
        }
        function sets() {
            return tableSets().filter(s => ours(s));
        }
        function rackShown() {
            return rackTiles().filter(t => ours(t));
        }
        // Is the item's middle inside the (clipping) view it scrolls in?
        function inView(item, view) {
            const p = item.mapToItem(view, item.width / 2, item.height / 2);
            return p.x > 2 && p.y > 2 && p.x < view.width - 2 && p.y < view.height - 2;
        }
        function tableTilesInView() {
            const flick = find("tableFlick");
            let all = [];
            for (const s of sets())
                all = all.concat(tilesOf(s).filter(t => inView(t, flick)));
            return all;
        }
        function rackTilesInView() {
            const view = find("rackView");
            return rackShown().filter(t => inView(t, view));
        }
        function handlesInView() {
            const flick = find("tableFlick");
            const out = [];
            for (const s of sets()) {
                const h = findAll(s, "setHandle", []);
                if (h.length > 0 && h[0].visible && inView(h[0], flick))
                    out.push(h[0]);
            }
            return out;
        }

        // A random place to drop on: the felt anywhere, beside or on a tile
        // of the table, the gap after a set, or the rack.
        function randomSpot() {
            const kind = below(10);
            if (kind < 3) {
                const flick = find("tableFlick");
                return flick.mapToItem(scene, 4 + random() * (flick.width - 8), 4 + random() * (flick.height - 8));
            }
            const onTable = tableTilesInView();
            if (kind < 6 && onTable.length > 0) {
                const t = pick(onTable);
                return t.mapToItem(scene, t.width * (-0.3 + random() * 1.6), t.height * (0.2 + random() * 0.6));
            }
            const shown = sets();
            if (kind < 8 && shown.length > 0) {
                const s = pick(shown);
                const tiles = tilesOf(s);
                if (tiles.length > 0) {
                    const last = tiles[tiles.length - 1];
                    return last.mapToItem(scene, last.width * (1.2 + random() * 0.8), last.height / 2);
                }
            }
            const rack = find("rack");
            return rack.mapToItem(scene, random() * rack.width, random() * rack.height);
        }

        function clickIfShown(name) {
            const all = findAll(scene, name, []).filter(b => b.visible && b.enabled);
            if (all.length === 0)
                return false;
            mouseClick(all[0]);
            settle();
            return true;
        }

        // The end-of-round screen (a dialog: not among the scene's items) and its buttons.
        function roundEndScreen() {
            const screen = findChild(root.window, "roundEndScreen");
            verify(screen !== null, "the window has an end-of-round screen");
            return screen;
        }
        function clickRoundEndButton(name) {
            const screen = roundEndScreen();
            const button = findChild(screen.footer, name) ?? findChild(screen.contentItem, name);
            verify(button !== null && button.visible, name + " shows");
            mouseClick(button);
        }

        // The tiles the scene shows, against the models and the core.
        function checkScene(where) {
            settle();
            const shownSets = sets().map(s => tilesOf(s).map(t => t.tileId));
            const shownRack = rackShown().map(t => t.tileId);
            const problem = soakProbe.checkScene(shownSets, shownRack);
            compare(problem, "", where + ": " + problem);
            figures.sceneChecks += 1;
        }

        function checkProbe(where) {
            compare(soakProbe.error, "", where);
            compare(soakProbe.turns, counts.turns, "the probe checked every end of turn");
        }

        function newMatch() {
            const players = 2 + below(3);
            const human = below(players);
            const levels = [SeatKind.Beginner, SeatKind.Standard, SeatKind.Standard, SeatKind.Expert];
            const seats = [];
            for (let p = 0; p < players; ++p)
                seats.push({
                    "seat": p === human ? SeatKind.Person : pick(levels),
                    "name": ""
                });
            // Every third match is timed (from the second on): 3 s turns, and
            // some turns wait for the time to run out. The turns that do not
            // wait take well under 3 s; one that does not make it is timed out
            // all the same, which the checks take as any end of turn.
            const timed = matchCount % 3 === 1;
            const setup = {
                "players": seats,
                "seed": String(state >>> 0),
                "initialMeld": pick([30, 30, 0, 50]),
                "rackSize": pick([14, 14, 16, 8]),
                "poolEmpty": pick(["until-no-play", "one-more-turn"]),
                "rounds": 1 + below(3),
                "turnSeconds": timed ? 3 : 0
            };
            compare(game.newMatch(setup), "");
            matchCount += 1;
            figures.matches += 1;
            settle();
        }

        // Until the person may move: AI turns play, the ends of rounds go
        // through the end-of-round screen (the next round, or a new match).
        function untilHumanTurn() {
            for (let guard = 0; guard < 400; ++guard) {
                if (game.board.canAct)
                    return;
                if (game.status.roundOver) {
                    tryVerify(() => roundEndScreen().opened, 5000, "the end of the round shows");
                    checkProbe("at the end of the round");
                    let sum = 0;
                    for (const p of game.scoreboard.roundSummary.players)
                        sum += p.score;
                    compare(sum, 0, "the round's scores sum to zero");
                    figures.roundEnds += 1;
                    if (game.scoreboard.matchOver) {
                        clickRoundEndButton("lookAtTableButton");
                        tryVerify(() => !roundEndScreen().visible, 5000);
                        newMatch();
                    } else {
                        // (The AIs may end the new round before the person's first turn: wait for the deal only.)
                        const before = game.scoreboard.roundNumber;
                        clickRoundEndButton("nextRoundButton");
                        tryVerify(() => game.scoreboard.roundNumber === before + 1, 5000, "the next round is dealt");
                        // Its closing screen takes the clicks until it is gone.
                        tryVerify(() => !roundEndScreen().visible, 5000, "the end of the round closes");
                    }
                    continue;
                }
                tryVerify(() => game.board.canAct || game.status.roundOver, 30000, "the AI seats play their turns");
            }
            fail("no human turn came");
        }

        // One random drag: a rack tile, a table tile, a set by its handle, or
        // a selection of tiles.
        function randomDrag() {
            const kind = below(10);
            let item = null;
            if (kind < 4) {
                const rack = rackTilesInView();
                if (rack.length > 0)
                    item = pick(rack);
            } else if (kind < 7) {
                const table = tableTilesInView();
                if (table.length > 0)
                    item = pick(table);
            } else if (kind < 8) {
                const handles = handlesInView();
                if (handles.length > 0)
                    item = pick(handles);
            } else {
                // Two or three tiles clicked into a selection, then one of them dragged.
                const all = rackTilesInView().concat(tableTilesInView());
                for (let k = 0; k < 2 + below(2) && all.length > 0; ++k)
                    mouseClick(pick(all));
                settle();
                const chosen = all.filter(t => t.selected);
                item = chosen.length > 0 ? pick(chosen) : null;
            }
            if (item === null)
                return;
            drag(item, randomSpot());
            figures.drags += 1;
        }

        // End turn, or Draw when nothing changed (End turn is not offered then).
        // An illegal table asks first: the soak ends anyway (the penalty is part of the play).
        function endTurn() {
            const dialog = find("gameTable").endTurnDialog;
            const end = find("endTurnButton");
            mouseClick(end.enabled ? end : find("drawButton"));
            if (dialog.visible) {
                // (It closes by itself if the turn ends meanwhile: the time ran out.)
                tryVerify(() => dialog.opened || !dialog.visible, 3000);
                if (dialog.opened)
                    mouseClick(findInPopup(dialog, "endAnywayButton"));
            }
        }

        // The end of the turn, one of the ways a person ends it.
        function endTheTurn() {
            const ways = below(100);
            const timed = game.clock.turnSeconds > 0;
            if (timed && ways < 25) {
                // The time runs out (with or without tiles moved).
                tryVerify(() => counts.turns > turnsAtStart, (game.clock.turnSeconds + 10) * 1000, "the time runs out");
                figures.timeOuts += 1;
                return;
            }
            if (ways < 60) {
                figures.ends += 1;
                endTurn();
            } else if (ways < 75) {
                figures.draws += 1;
                mouseClick(find("drawButton"));
            } else if (ways < 90) {
                // A hint: kept, maybe spoilt by a drag or two, then ended.
                figures.hints += 1;
                const hints = counts.hints;
                mouseClick(find("hintButton"));
                // The hint comes (or, in a timed match, the time may run out first).
                tryVerify(() => counts.hints > hints || counts.turns > turnsAtStart, 20000, "the hint comes");
                tryVerify(() => !game.board.animating && !game.hint.busy, 10000);
                settle();
                if (game.board.canAct && game.hint.pending)
                    clickIfShown("keepHintButton");
                for (let k = below(3) - 1; k > 0; --k)
                    randomDrag();
                endTurn();
            } else {
                clickIfShown("resetButton");
                endTurn();
            }
        }

        function oneHumanTurn() {
            untilHumanTurn();
            // The question of the last turn has faded (its shade takes clicks till then).
            tryVerify(() => !find("gameTable").endTurnDialog.visible, 3000);
            checkProbe("before the human turn");
            // The memory at the start of each round (the table nearly empty
            // again, the same scene) has no reason to grow from round to round.
            const key = game.scoreboard.seed + ":" + game.scoreboard.roundNumber;
            if (key !== roundKey) {
                roundKey = key;
                const rss = rssNow();
                roundStarts.push([figures.humanTurns + 1, rss, soakProbe.heapKb(), game.scoreboard.roundNumber]);
            }
            checkScene("at the start of the turn");
            // A penalty banner from the last turn is clicked away (it covers the top of the table).
            const banner = find("penaltyBanner");
            if (banner.shown && banner.opacity > 0.99)
                mouseClick(banner);
            figures.humanTurns += 1;
            turnsAtStart = counts.turns;
            const actions = below(7);
            for (let a = 0; a < actions && game.board.canAct; ++a) {
                const what = below(10);
                if (what < 7) {
                    randomDrag();
                } else if (what < 9) {
                    if (clickIfShown("undoButton"))
                        figures.undos += 1;
                } else {
                    clickIfShown(pick(["redoButton", "sortRunsButton", "sortGroupsButton"]));
                }
            }
            if (game.board.canAct)
                checkScene("in the middle of the turn");
            if (game.board.canAct)
                endTheTurn();
            // The turn ended (a play, a draw, a penalty or a time-out): the probe checked it.
            tryVerify(() => counts.turns > turnsAtStart, 10000, "the turn ended");
            checkProbe("after the human's end of turn");
        }

        function rssNow() {
            for (let k = 0; k < 3; ++k) {
                gc();
                soakProbe.flushDeletes();
                wait(0);
            }
            return soakProbe.rssKb();
        }

        function initTestCase() {
            testSettings.resetToDefaults();
            testSettings.animationSpeed = 0; // tiles land at once, so the test knows where they are
            testSettings.soundEnabled = false;
            const component = Qt.createComponent("qrc:/qt/qml/TileRummy/Main.qml");
            compare(component.status, Component.Ready, component.errorString());
            root.window = component.createObject(null, {
                "game": game,
                "settings": testSettings,
                "screen": WindowScreen.Game
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

        function test_soak() {
            const turns = soakProbe.envInt("TILERUMMY_GUI_SOAK_TURNS", 160);
            state = soakProbe.envInt("TILERUMMY_GUI_SOAK_SEED", 1);
            // A script error anywhere in the scene fails the soak.
            failOnWarning(/TypeError|ReferenceError|Binding loop/);
            // The warm-up: the scene has made its delegates, the AIs their
            // threads, the heap its arenas (most of the resident size's rise).
            const warmUp = Math.min(40, Math.floor(turns / 4));
            counts.turns = 0; // the controller's own first game may have had AI turns: from here on
            counts.humanPenalties = 0;
            soakProbe.watch(game);
            newMatch();
            const samples = []; // [human turn, RSS KiB, heap in use KiB] after the warm-up
            const sample = t => {
                const rss = rssNow();
                samples.push([t, rss, soakProbe.heapKb()]);
            };
            const started = Date.now();
            for (let t = 1; t <= turns; ++t) {
                oneHumanTurn();
                if (t >= warmUp && (t - warmUp) % 10 === 0)
                    sample(t);
            }
            if (samples.length === 0 || samples[samples.length - 1][0] !== turns)
                sample(turns);
            const seconds = (Date.now() - started) / 1000;
            console.log("GUI soak: " + JSON.stringify(figures) + ", human penalties " + counts.humanPenalties
                        + ", all turns " + soakProbe.turns + ", penalties " + soakProbe.penalties + ", rounds scored " + soakProbe.rounds + ", " + seconds.toFixed(1) + " s");
            if (samples[0][1] < 0) {
                console.log("GUI soak: no /proc/self/statm here, memory not checked");
                return;
            }

            // Least-squares slope of column k of a list of samples, per human turn.
            const slopeOf = (list, k) => {
                const n = list.length;
                const mx = list.reduce((s, p) => s + p[0], 0) / n;
                const my = list.reduce((s, p) => s + p[k], 0) / n;
                let sxy = 0;
                let sxx = 0;
                for (const p of list) {
                    sxy += (p[0] - mx) * (p[k] - my);
                    sxx += (p[0] - mx) * (p[0] - mx);
                }
                return sxx > 0 ? sxy / sxx : 0;
            };
            const round = list => JSON.stringify(list.map(p => p.map(v => Math.round(v))));
            console.log("GUI soak memory every 10 human turns [turn, RSS KiB, heap KiB]: " + round(samples) + "; RSS "
                        + (samples[0][1] / 1024).toFixed(1) + " MiB after the warm-up, "
                        + (samples[samples.length - 1][1] / 1024).toFixed(1) + " MiB at the end, slope "
                        + slopeOf(samples, 1).toFixed(1) + " KiB per human turn");

            // The check: memory at the rounds' starts after the warm-up. The
            // resident size there follows what is in use (flushDeletes trims
            // the allocator), not what the table held a moment ago.
            const starts = roundStarts.filter(p => p[0] > warmUp);
            console.log("GUI soak memory at the rounds' starts [turn, RSS KiB, heap KiB, round]: " + round(roundStarts));
            if (!soakProbe.envInt("TILERUMMY_GUI_SOAK_MEMORY", 1)) {
                console.log("GUI soak: memory not checked (TILERUMMY_GUI_SOAK_MEMORY=0: a sanitizer's allocator)");
                return;
            }
            if (turns < 100 && starts.length < 2) {
                console.log("GUI soak: too few rounds after the warm-up to compare the memory");
                return;
            }
            verify(starts.length >= 2, "two rounds at least after the warm-up");
            const half = Math.floor(starts.length / 2);
            const mean = (list, k) => list.reduce((s, p) => s + p[k], 0) / list.length;
            const first = starts[0];
            const last = starts[starts.length - 1];
            // The later half of the rounds against the earlier half (a mean
            // each: a single reading wanders by a few MiB).
            const growth = mean(starts.slice(half), 1) - mean(starts.slice(0, half), 1);
            const heapGrowth = first[2] < 0 ? 0 : mean(starts.slice(half), 2) - mean(starts.slice(0, half), 2);
            console.log("GUI soak memory: RSS " + (first[1] / 1024).toFixed(1) + " MiB at human turn " + first[0]
                        + " (after the warm-up), " + (last[1] / 1024).toFixed(1) + " MiB at " + last[0] + ", slope "
                        + slopeOf(starts, 1).toFixed(1) + " KiB per human turn; the later rounds' starts hold "
                        + growth.toFixed(0) + " KiB more resident, " + heapGrowth.toFixed(0) + " KiB more heap in use");

            // Bounds: 4 MiB, or 12 KiB a human turn between the halves in a
            // long run. Clean runs: within +-1.5 MiB at 160 human turns (a
            // round's start wanders by a few MiB; the match's history is kept
            // until the match ends, 1-2 MiB at a third round); over 1000 human
            // turns +3 MiB resident (about 4 KiB a human turn, outside the C
            // heap) and +1.4 MiB heap. A leak of 32 KiB a turn (about 100 KiB
            // a human turn, 5-6 MiB between the halves at 160) fails.
            const apart = mean(starts.slice(half), 0) - mean(starts.slice(0, half), 0);
            const bound = Math.max(4096, 12 * apart);
            verify(growth < bound, "RSS at the rounds' starts grew " + growth.toFixed(0) + " KiB in " + apart.toFixed(0)
                   + " human turns");
            verify(heapGrowth < bound, "the heap in use at the rounds' starts grew " + heapGrowth.toFixed(0) + " KiB in "
                   + apart.toFixed(0) + " human turns");
        }
    }
}
