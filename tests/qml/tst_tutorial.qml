import QtQuick
import QtTest
import TileRummy

// The tutorial as a newcomer meets it, in the game's own window (Main.qml):
// from the first screen to the course, then lessons finished by dragging
// tiles with the mouse, a wrong attempt explained, "show me" (each step said
// as it plays, paused and stepped through), progress kept, and a practice
// puzzle solved.
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
        id: passedSpy

        signalName: "lessonPassed"
    }

    SceneTestCase {
        id: test

        name: "Tutorial"
        when: windowShown
        scene: root.window ? root.window.contentItem : root

        function tutorial() {
            return root.window.tutorialController;
        }

        function lessonScene() {
            return find("tutorialScene");
        }

        // The tutorial rack's tile showing this face.
        function rackTile(notation) {
            const tiles = findAll(lessonScene(), "rackTile", []).filter(t => t.visible && t.notation === notation);
            verify(tiles.length > 0, "no " + notation + " on the rack");
            return tiles[0];
        }

        // The sets on the tutorial's table, in table order.
        function lessonSets() {
            return findAll(lessonScene(), "tableSet", []).sort((a, b) => a.index - b.index);
        }

        // A point of the table's free felt, low on the table (a new set starts
        // at the cell there); `fx`, `fy`: another point, as parts of the table.
        function freeFelt(fx, fy) {
            const area = find("tutorialTableArea");
            return area.mapToItem(scene, area.width * (fx === undefined ? 0.2 : fx),
                                  area.height * (fy === undefined ? 0.55 : fy));
        }

        // Just right of the last tile of a set (the tile joins the set at its end).
        function afterSet(set) {
            const tiles = tilesOf(set);
            const last = tiles[tiles.length - 1];
            return last.mapToItem(scene, last.width * 1.15, last.height / 2);
        }

        function setWith(notations) {
            const wanted = notations.slice().sort().join(" ");
            for (const set of lessonSets()) {
                const faces = tilesOf(set).map(t => t.notation).sort().join(" ");
                if (faces === wanted)
                    return set;
            }
            fail("no set " + wanted);
        }

        function click(name) {
            const item = find(name);
            verify(item.visible && item.enabled, name + " can be clicked");
            mouseClick(item);
            settle();
        }

        function initTestCase() {
            testSettings.animationSpeed = 0; // tiles land at once
            testSettings.soundEnabled = false;
            testSettings.forgetLessons();
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
            passedSpy.target = root.window.tutorialController;
            settle();
        }

        function cleanupTestCase() {
            if (root.window)
                root.window.destroy();
        }

        function test_1_fromTheFirstScreenToALesson() {
            compare(root.window.screen, WindowScreen.Start);
            verify(find("startScreen").visible);
            click("tutorialButton");
            compare(root.window.screen, WindowScreen.Course);
            verify(find("courseScreen").visible);
            verify(!game.board.canAct, "the game waits while the tutorial is open");
            const cards = findAll(scene, "lessonCard", []);
            verify(cards.length >= 12, "the course lists every lesson");
            compare(cards[0].lessonId, "initial-meld");
            mouseClick(cards[0]);
            settle();
            compare(root.window.screen, WindowScreen.Tutorial);
            compare(tutorial().mode, TutorialController.Lesson);
            compare(tutorial().lessonIndex, 0);
            verify(find("lessonTitle").text.indexOf(tutorial().title) >= 0);
            verify(find("teachingText").text.length > 20);
            // Paragraphs, not labels: a reader reads a panel's labels again
            // each time the focus comes back into it (Orca 43: unrelatedLabels).
            compare(find("teachingText").Accessible.role, Accessible.Paragraph);
            compare(find("goalText").Accessible.role, Accessible.Paragraph);
            // Opened, the lesson says what it is (once the frame has settled).
            tryVerify(() => find("announcer").words.startsWith("Lesson 1: " + tutorial().title + "."), 2000, find("announcer").words);
        }

        // Lesson 1, the first meld: a wrong attempt first, explained; then done.
        function test_2_firstMeldWithAWrongAttempt() {
            compare(tutorial().lessonIndex, 0);
            const tableBefore = lessonSets().length;
            drag(rackTile("B3"), freeFelt());
            compare(lessonSets().length, tableBefore + 1);
            drag(rackTile("B4"), afterSet(setWith(["B3"])));
            drag(rackTile("B5"), afterSet(setWith(["B3", "B4"])));
            // Only 12 points: not a first meld.
            click("checkButton");
            compare(tutorial().verdict, TutorialController.Wrong);
            const card = find("verdictCard");
            verify(card.visible);
            const explanation = find("verdictText").text;
            verify(explanation.indexOf("12") >= 0 && explanation.indexOf("30") >= 0,
                   "the explanation says how many points there are and how many are needed: " + explanation);
            compare(passedSpy.count, 0);

            // A move makes the verdict old news; the rest of the meld makes it.
            drag(rackTile("K6"), freeFelt(0.6, 0.3));
            verify(!find("verdictCard").visible);
            drag(rackTile("R6"), afterSet(setWith(["K6"])));
            drag(rackTile("O6"), afterSet(setWith(["K6", "R6"])));
            click("checkButton");
            compare(tutorial().verdict, TutorialController.Passed, find("verdictText").text);
            compare(passedSpy.count, 1);
            compare(passedSpy.signalArguments[0][0], "initial-meld");
            verify(testSettings.lessonsDone.indexOf("initial-meld") >= 0, "progress is remembered");
            click("nextLessonButton");
            compare(tutorial().lessonIndex, 1);
        }

        // Lesson 2: the joker counts as the tile it stands for.
        function test_3_jokerInTheFirstMeld() {
            compare(tutorial().lessonIndex, 1);
            drag(rackTile("R9"), freeFelt());
            drag(rackTile("J"), afterSet(setWith(["R9"])));
            drag(rackTile("R11"), afterSet(setWith(["R9", "J"])));
            click("checkButton");
            compare(tutorial().verdict, TutorialController.Passed, find("verdictText").text);
            click("nextLessonButton");
            compare(tutorial().lessonIndex, 2);
        }

        // Lesson 3: adding to runs and groups, each tile dropped onto its set.
        function test_4_addToTheTable() {
            compare(tutorial().lessonIndex, 2);
            drag(rackTile("R7"), afterSet(setWith(["R4", "R5", "R6"])));
            drag(rackTile("O9"), afterSet(setWith(["K9", "R9", "B9"])));
            drag(rackTile("B13"), afterSet(setWith(["B10", "B11", "B12"])));
            click("checkButton");
            compare(tutorial().verdict, TutorialController.Passed, find("verdictText").text);
            compare(testSettings.lessonsDone.length, 3);
        }

        // Lesson 3 again by keys: Ctrl+M lists every set, those the selection
        // fits first, then a new set, then the others; Enter puts the tile there. Twice, so
        // the second list is the table as it is then, not the first's.
        function test_4a_addToTheTableFromTheListOfSets() {
            verify(tutorial().openLesson(tutorial().lessons.findIndex(l => l.id === "add")));
            settle();
            const chooser = findChild(lessonScene(), "setChooser"); // the lesson's (the game has its own)
            for (const [tile, set] of [["R7", ["R4", "R5", "R6"]], ["O9", ["K9", "R9", "B9"]]]) {
                rackTile(tile).forceActiveFocus();
                keyClick(Qt.Key_Space);
                keyClick(Qt.Key_M, Qt.ControlModifier);
                tryCompare(chooser, "opened", true);
                const words = [];
                for (let i = 0; i < chooser.count; ++i)
                    words.push(chooser.itemAt(i).text);
                compare(words.length, 5, words.join(" | "));
                const index = lessonSets().indexOf(setWith(set));
                compare(words[0], "Set " + (index + 1) + ": " + lessonSets()[index].Accessible.name + ", fits");
                compare(words.filter(w => w.endsWith(", fits")).length, 1, words.join(" | "));
                compare(words[1], "A new set");
                // The pointer resting on a choice does not move the arrows' place.
                const under = chooser.itemAt(3);
                mouseMove(under, under.width / 2, under.height / 2);
                keyClick(Qt.Key_Down);
                compare(chooser.currentIndex, 1, "Down from the first choice");
                keyClick(Qt.Key_Up);
                compare(chooser.currentIndex, 0);
                keyClick(Qt.Key_Return);
                tryCompare(chooser, "visible", false);
                settle();
                setWith(set.concat([tile]));
            }
        }

        // The set-of-two trap: the wrong tile taken, explained, then undone.
        function test_5_theTrapOfASetOfTwo() {
            const index = tutorial().lessons.findIndex(l => l.id === "trap-set-of-two");
            verify(index >= 0);
            verify(tutorial().openLesson(index));
            settle();
            // O5 off O5 O6 O7 and K5 B5 beside it: a group, but O6 O7 is left alone.
            const o5 = tilesOf(setWith(["O5", "O6", "O7"]))[0];
            compare(o5.notation, "O5");
            drag(o5, freeFelt());
            drag(rackTile("K5"), afterSet(setWith(["O5"])));
            drag(rackTile("B5"), afterSet(setWith(["O5", "K5"])));
            click("checkButton");
            compare(tutorial().verdict, TutorialController.Wrong);
            const text = find("verdictText").text;
            verify(text.indexOf("O6") >= 0 && text.indexOf("O7") >= 0, "the set at fault is named: " + text);
            compare(tutorial().rejectedSet, lessonSets().indexOf(setWith(["O6", "O7"])));
            // Show me plays the answer out from the lesson's table.
            click("showMeButton");
            tryCompare(tutorial(), "verdict", TutorialController.Shown);
            setWith(["K5", "R5", "B5"]);
            setWith(["R6", "R7", "R8"]);
            setWith(["O5", "O6", "O7"]);
            verify(testSettings.lessonsDone.indexOf("trap-set-of-two") < 0, "watching is not finishing");
        }

        // A tile dropped on the middle of a joker it can stand for takes its
        // place; the freed joker lies at hand (selected) and is played on.
        function test_5a_winBackAJokerByADrop() {
            const index = tutorial().lessons.findIndex(l => l.id === "joker-retrieve");
            verify(index >= 0);
            verify(tutorial().openLesson(index));
            settle();
            const run = setWith(["K4", "J", "K6"]);
            const joker = tilesOf(run).find(t => t.isJoker);
            const sets = lessonSets().length;
            // Carried over the joker: the joker is outlined, and the tile is
            // drawn above it so that the outline shows.
            const k5 = rackTile("K5");
            const from = k5.mapToItem(scene, k5.width / 2, k5.height / 2);
            const to = joker.mapToItem(scene, joker.width / 2, joker.height / 2);
            mousePress(scene, from.x, from.y);
            mouseMove(scene, from.x + 8, from.y - 8, -1, Qt.LeftButton);
            mouseMove(scene, (from.x + to.x) / 2, (from.y + to.y) / 2, -1, Qt.LeftButton);
            mouseMove(scene, to.x, to.y, -1, Qt.LeftButton);
            wait(0);
            const markers = findAll(scene, "dropMarker", []).filter(m => m.visible);
            compare(markers.length, 1);
            verify(markers[0].outline, "the joker is outlined");
            const ghost = findAll(scene, "dragGhost", []).filter(g => g.visible)[0];
            verify(ghost.mapToItem(scene, 0, ghost.height).y <= joker.mapToItem(scene, 0, joker.height * 0.5).y,
                   "the carried tile leaves the joker's outline in view");
            mouseRelease(scene, to.x, to.y);
            settle();
            setWith(["K4", "K5", "K6"]);
            const freed = setWith(["J"]);
            compare(lessonSets().length, sets + 1);
            compare(tutorial().selection, [tilesOf(freed)[0].tileId], "the joker is at hand");
            // Dropped beside a joker (its edge), a tile goes next to it as usual.
            drag(rackTile("B13"), afterSet(freed));
            drag(rackTile("O13"), afterSet(setWith(["J", "B13"])));
            click("checkButton");
            compare(tutorial().verdict, TutorialController.Passed, find("verdictText").text);
            // One undo takes the swap back whole.
            verify(tutorial().undo() && tutorial().undo() && tutorial().undo());
            setWith(["K4", "J", "K6"]);
            compare(lessonSets().length, sets);
        }

        // "Show me" says each step under the table as it plays, at its pace,
        // and can be paused and stepped on and back. The joker won back leaves
        // its run first (to its new set), then K5 takes its place: no step
        // shows the joker staying on at the run's end.
        function test_5b_showMeStepByStep() {
            const index = tutorial().lessons.findIndex(l => l.id === "joker-retrieve");
            verify(tutorial().openLesson(index));
            settle();
            tutorial().moveStepMs = 800; // slow enough to pause after the first step
            click("showMeButton");
            verify(tutorial().animating);
            compare(tutorial().showSteps, 2);
            const words = find("stepWords");
            tryVerify(() => words.visible && words.text.indexOf("Step 1 of 2") >= 0, 5000,
                      "the first step is said as it plays: " + words.text);
            verify(find("verdictCard").visible, "the steps show while the solution plays");
            compare(tutorial().verdict, TutorialController.NotChecked);
            click("showMePauseButton");
            verify(tutorial().showPaused);
            compare(tutorial().showStep, 1);
            setWith(["B13", "O13", "J"]);
            setWith(["K4", "K6"]);
            compare(find("showMePauseButton").text, "Play");
            wait(1200); // a negative check: longer than a move (800 ms; 1066 after a set formed)
            compare(tutorial().showStep, 1, "paused, the play waits");
            verify(tutorial().animating && !tutorial().canAct, "the board is still the solution's");
            click("showMeNextButton");
            compare(tutorial().showStep, 2);
            verify(words.text.indexOf("Step 2 of 2") >= 0 && words.text.indexOf("K5") >= 0, words.text);
            setWith(["K4", "K5", "K6"]);
            compare(tutorial().verdict, TutorialController.Shown);
            // A step back, then played on to the end at its pace.
            click("showMeBackButton");
            compare(tutorial().showStep, 1);
            verify(words.text.indexOf("Step 1 of 2") >= 0, words.text);
            compare(tutorial().verdict, TutorialController.NotChecked);
            click("showMePauseButton");
            verify(!tutorial().showPaused);
            tryCompare(tutorial(), "verdict", TutorialController.Shown, 5000);
            verify(find("verdictText").text.length > 0);
            verify(!find("showMeNextButton").enabled);
            tutorial().moveStepMs = 0;
        }

        // The steps' words and buttons lie in the card, not below it, after
        // a lesson whose shown play left words in the card (the card kept
        // room for words no longer there and its buttons fell out of it).
        function test_5c_theStepsStayInTheirCard() {
            // As played: Show me in lesson 6 to its end, then in lesson 10.
            tutorial().moveStepMs = 0;
            verify(tutorial().openLesson(tutorial().lessons.findIndex(l => l.id === "split-run")));
            settle();
            click("showMeButton");
            tryCompare(tutorial(), "verdict", TutorialController.Shown, 10000);
            settle();
            verify(find("verdictText").text.length > 0, "the last lesson's words are in the card");
            verify(tutorial().openLesson(tutorial().lessons.findIndex(l => l.id === "trap-harvest")));
            settle();
            tutorial().moveStepMs = 800;
            click("showMeButton");
            const words = find("stepWords");
            tryVerify(() => words.visible && words.text.indexOf("Step 1 of") >= 0, 5000, words.text);
            settle();
            const card = find("verdictCard");
            const steps = find("showMeSteps");
            const foot = steps.mapToItem(card, 0, steps.height).y;
            verify(foot <= card.height + 0.5, "the step buttons reach " + foot + " in a card " + card.height + " high");
            const top = words.mapToItem(card, 0, 0).y;
            verify(top >= 0 && top < 30, "the step's words start at " + top);
            tryCompare(tutorial(), "verdict", TutorialController.Shown, 10000);
            tutorial().moveStepMs = 0;
        }

        // A practice puzzle: made by the solver, told how many tiles the best play lays.
        function test_6_practicePuzzle() {
            root.window.showScreen(WindowScreen.Start);
            settle();
            click("puzzlesButton");
            compare(root.window.screen, WindowScreen.Tutorial);
            tryVerify(() => tutorial().mode === TutorialController.Puzzle, 10000);
            settle();
            verify(tutorial().bestTiles > 0);
            verify(find("goalText").text.indexOf(String(tutorial().bestTiles)) >= 0);
            click("showMeButton");
            tryCompare(tutorial(), "verdict", TutorialController.Shown);
            verify(find("nextPuzzleButton").visible);

            // Its number is shown, to share; another's, typed in, opens that puzzle.
            const number = find("puzzleNumberText");
            verify(number.visible);
            compare(number.text, tutorial().puzzleNumber);
            verify(/^[0-9]+[1-5]$/.test(number.text), number.text);
            const field = find("puzzleNumberField");
            mouseClick(field);
            for (const digit of "4832")
                keyClick(digit);
            keyClick(Qt.Key_Return);
            tryVerify(() => !tutorial().puzzleBusy && tutorial().puzzleNumber === "4832", 10000);
            settle();
            compare(number.text, "4832");
            compare(tutorial().puzzleLevel, 2);
            compare(field.text, "");
            verify(!find("puzzleNumberError").visible);
            // A number no puzzle has (its last digit is no level): said so, the puzzle stays.
            mouseClick(field);
            for (const digit of "4830")
                keyClick(digit);
            click("openPuzzleNumberButton");
            verify(find("puzzleNumberError").visible);
            compare(tutorial().puzzleNumber, "4832");
            compare(field.text, "4830");
        }

        function test_7_backToTheGame() {
            click("backToCourseButton"); // from a puzzle: the start screen
            compare(root.window.screen, WindowScreen.Start);
            click("playButton");
            compare(root.window.screen, WindowScreen.Game);
            verify(find("gameTable").visible);
            compare(tutorial().mode, TutorialController.NoBoard);
        }

        // A language chosen in the settings applies at once, without a restart:
        // the window's texts, the game's log, and in Hebrew the mirrored
        // layout, with the rack's tiles still reading left to right.
        function test_8_languageAppliedAtOnce() {
            root.window.showScreen(WindowScreen.Start);
            settle();
            compare(find("playButton").text, "Play");
            const englishLog = game.log.lines[0];
            testSettings.language = "de";
            settle();
            compare(find("playButton").text, "Weiterspielen");
            verify(game.log.lines[0] !== englishLog && game.log.lines[0].startsWith("Runde 1"), game.log.lines[0]);
            compare(Qt.application.layoutDirection, Qt.LeftToRight);
            // The longer German words still fit the window.
            root.window.showScreen(WindowScreen.Game);
            settle();
            const endTurn = find("endTurnButton");
            const right = endTurn.mapToItem(scene, endTurn.width, 0).x;
            verify(right <= scene.width, "End turn (" + endTurn.text + ") ends at " + right + " of " + scene.width);
            for (const name of ["menuButton", "newGameButton", "saveButton", "openButton", "undoButton", "redoButton",
                                "resetButton", "hintButton", "drawButton", "endTurnButton"])
                verify(!find(name).contentItem.truncated, name + " shows all of \"" + find(name).text + "\"");
            root.window.showScreen(WindowScreen.Start);
            settle();

            testSettings.language = "he";
            settle();
            compare(find("playButton").text, "לשחק");
            compare(Qt.application.layoutDirection, Qt.RightToLeft);
            root.window.showScreen(WindowScreen.Game);
            settle();
            const panel = find("sidePanelLoader").mapToItem(scene, 0, 0);
            const table = find("tableArea").mapToItem(scene, 0, 0);
            verify(panel.x < table.x, "the side panel moves to the left in Hebrew");
            const tiles = findAll(find("rack"), "rackTile", []).filter(t => t.visible)
                              .sort((a, b) => a.index - b.index);
            verify(tiles.length > 2);
            const first = tiles[0].mapToItem(scene, 0, 0), second = tiles[1].mapToItem(scene, 0, 0);
            verify(first.y < second.y - 2 || first.x < second.x, "the rack's tiles still read left to right");

            testSettings.language = "en";
            settle();
            compare(Qt.application.layoutDirection, Qt.LeftToRight);
            verify(find("sidePanelLoader").mapToItem(scene, 0, 0).x > find("tableArea").mapToItem(scene, 0, 0).x);
            verify(game.log.lines[0] === englishLog, game.log.lines[0]);
        }
    }
}
