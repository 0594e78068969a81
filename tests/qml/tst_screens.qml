import QtQuick
import QtQuick.Controls
import QtTest
import TileRummy

// The game's dialogs against a real GameController: the new game dialog, the
// settings and the resume offer (the screens of a game in play are
// tst_screens_in_play.qml's; the helpers both share, ScreensUtil.qml's).
// `testSettings` is an AppSettings on a temporary INI file (tst_qml.cpp).
Item {
    id: root

    width: 1280
    height: 800

    Component {
        id: gameComponent

        GameController {}
    }
    Component {
        id: newGameComponent

        NewGameDialog {}
    }
    Component {
        id: settingsComponent

        SettingsDialog {}
    }
    Component {
        id: resumeComponent

        ResumeDialog {}
    }
    Component {
        id: spyComponent

        SignalSpy {}
    }

    // Helpers shared by the test cases (ScreensUtil.qml).
    ScreensUtil {
        id: util

        root: root
        gameComponent: gameComponent
    }

    TestCase {
        id: newGameTest

        name: "NewGameDialog"
        when: windowShown

        function cleanup() {
            util.destroyAll()
            wait(0)
        }

        function init() {
            testSettings.resetToDefaults()
        }

        function typeText(text: string) {
            for (const ch of text)
                keyClick(ch)
        }

        function openDialog(game: GameController): NewGameDialog {
            // As the window does: Start hands the setup to the game, and its answer back.
            const dialog = util.make(newGameComponent, { settings: testSettings, tableSeed: game.scoreboard.seed })
            verify(dialog)
            dialog.startRequested.connect(setup => dialog.answer(setup, game.newMatch(setup)))
            dialog.openWith(game.scoreboard.setup, false)
            tryCompare(dialog, "opened", true)
            return dialog
        }

        // The texts that say what the AI levels at the table do.
        function levelSummaries(item, out) {
            if (item.objectName === "levelSummary" && item.visible)
                out.push(item.text)
            for (let i = 0; i < item.children.length; ++i)
                levelSummaries(item.children[i], out)
            return out
        }

        function test_startsThreePlayerGame() {
            const game = util.newGame(newGameTest, [SeatKind.Person, SeatKind.Standard])
            const dialog = openDialog(game)
            // What the standard AI does, in a few words.
            let levels = levelSummaries(dialog.contentItem, [])
            compare(levels.length, 1)
            verify(levels[0].indexOf("Standard AI") >= 0 && levels[0].indexOf("points") > 0, levels[0])
            verify(levels[0].indexOf("A fair game") > 0, levels[0]) // and how strong it is

            // The first seat's list has the focus; Tab goes on to its name.
            tryVerify(() => util.inDialog(newGameTest, dialog, "seatBox0").activeFocus)
            keyClick(Qt.Key_Tab)
            verify(util.inDialog(newGameTest, dialog, "nameField0").activeFocus)

            // Two seats from the game on the table, with their default names left empty.
            compare(util.inDialog(newGameTest, dialog, "nameField0").text, "")
            compare(util.inDialog(newGameTest, dialog, "nameField1").placeholderText, "Standard AI")
            verify(!util.inDialog(newGameTest, dialog, "removeSeat0").enabled)

            mouseClick(util.inDialog(newGameTest, dialog, "addSeatButton"))
            const third = util.inDialog(newGameTest, dialog, "seatBox2")
            verify(third)
            verify(util.inDialog(newGameTest, dialog, "removeSeat0").enabled)

            // Player 1: a person called Anna.
            util.inDialog(newGameTest, dialog, "nameField0").forceActiveFocus()
            typeText("Anna")
            // Player 2: standard -> expert, default name.
            const second = util.inDialog(newGameTest, dialog, "seatBox1")
            second.forceActiveFocus()
            keyClick(Qt.Key_Down)
            compare(second.currentIndex, 3)
            // Player 3: standard -> person, called Ben.
            third.forceActiveFocus()
            keyClick(Qt.Key_Up)
            keyClick(Qt.Key_Up)
            compare(third.currentIndex, 0)
            compare(util.inDialog(newGameTest, dialog, "nameField2").placeholderText, "Player 3")
            util.inDialog(newGameTest, dialog, "nameField2").forceActiveFocus()
            typeText("Ben")
            // Now only the expert's words; with a beginner too, both, in the list's order.
            levels = levelSummaries(dialog.contentItem, [])
            compare(levels.length, 1)
            verify(levels[0].indexOf("Expert AI") >= 0 && levels[0].indexOf("thinks ahead") > 0, levels[0])
            mouseClick(util.inDialog(newGameTest, dialog, "addSeatButton"))
            util.inDialog(newGameTest, dialog, "seatBox3").forceActiveFocus()
            keyClick(Qt.Key_Up)
            levels = levelSummaries(dialog.contentItem, [])
            compare(levels.length, 2)
            verify(levels[0].indexOf("Beginner AI") >= 0 && levels[1].indexOf("Expert AI") >= 0, levels.join(" | "))
            mouseClick(util.inDialog(newGameTest, dialog, "removeSeat3"))
            compare(levelSummaries(dialog.contentItem, []).length, 1)

            // Rules: 50 to open, two rounds.
            util.inDialog(newGameTest, dialog, "meldChoice").forceActiveFocus()
            keyClick(Qt.Key_Right)
            compare(dialog.initialMeld, 50)
            util.inDialog(newGameTest, dialog, "matchChoice").forceActiveFocus()
            keyClick(Qt.Key_Right)
            compare(dialog.matchLength, "rounds")
            verify(util.inDialog(newGameTest, dialog, "roundsBox").visible)

            // Digits only in the seed.
            const seed = util.inDialog(newGameTest, dialog, "seedField")
            seed.forceActiveFocus()
            typeText("47x11")
            compare(seed.text, "4711")

            mouseClick(util.inDialog(newGameTest, dialog, "startButton"))
            tryCompare(dialog, "visible", false)
            compare(dialog.errorText, "")

            compare(game.names.length, 3)
            compare(game.scoreboard.seed, "4711")
            compare(game.scoreboard.setup.players.map(p => p.seat), [SeatKind.Person, SeatKind.Expert, SeatKind.Person])
            compare(game.names, ["Anna", "Expert AI", "Ben"])
            compare(game.board.initialMeld, 50)
            compare(game.scoreboard.setup.rounds, 3)

            // Remembered for next time.
            compare(MatchOptions.lastSetup(testSettings).players.map(p => p.seat), [SeatKind.Person, SeatKind.Expert, SeatKind.Person])
            compare(testSettings.lastNames, ["Anna", "", "Ben"])
            compare(testSettings.lastInitialMeld, 50)
            compare(testSettings.lastRounds, 3)
            compare(testSettings.lastTargetScore, 0)
        }

        // A past game's deal played again: the dialog opens with its seed.
        function test_sameDealFillsTheSeed() {
            const game = util.newGame(newGameTest, [SeatKind.Person, SeatKind.Standard])
            const dialog = openDialog(game)
            const seed = util.inDialog(newGameTest, dialog, "seedField")
            compare(seed.text, "")
            dialog.close()
            dialog.openWith(game.scoreboard.setup, true)
            tryCompare(dialog, "opened", true)
            compare(seed.text, "12345")
            mouseClick(util.inDialog(newGameTest, dialog, "startButton"))
            tryCompare(dialog, "visible", false)
            compare(game.scoreboard.seed, "12345")
        }

        function test_badSeedShowsError() {
            const game = util.newGame(newGameTest, [SeatKind.Person, SeatKind.Standard])
            const dialog = openDialog(game)
            const seed = util.inDialog(newGameTest, dialog, "seedField")
            const error = util.inDialog(newGameTest, dialog, "errorText")
            verify(!error.visible)

            // More than fits in 64 bits: the game refuses it.
            seed.forceActiveFocus()
            typeText("99999999999999999999")
            mouseClick(util.inDialog(newGameTest, dialog, "startButton"))
            verify(dialog.opened)
            verify(error.visible)
            verify(error.text.indexOf("seed") >= 0, error.text)
            compare(game.scoreboard.seed, "12345")
            compare(game.names.length, 2)

            // Enter starts the game once the seed is fixed.
            seed.text = "77"
            seed.forceActiveFocus()
            keyClick(Qt.Key_Return)
            tryCompare(dialog, "visible", false)
            compare(game.scoreboard.seed, "77")
            compare(dialog.errorText, "")
        }

        function test_removeSeatAndTargetScore() {
            const game = util.newGame(newGameTest, [SeatKind.Person, SeatKind.Beginner, SeatKind.Beginner, SeatKind.Expert],
                                      { targetScore: 300, turnSeconds: 60, poolEmpty: "one-more-turn" })
            const dialog = openDialog(game)
            compare(dialog.matchLength, "target")
            compare(dialog.targetScore, 300)
            compare(dialog.turnSeconds, 60)
            compare(dialog.poolEmpty, "one-more-turn")
            verify(!util.inDialog(newGameTest, dialog, "addSeatButton").enabled)
            mouseClick(util.inDialog(newGameTest, dialog, "removeSeat1"))
            verify(util.inDialog(newGameTest, dialog, "addSeatButton").enabled)
            dialog.start()
            tryCompare(dialog, "visible", false)
            compare(game.scoreboard.setup.players.map(p => p.seat), [SeatKind.Person, SeatKind.Beginner, SeatKind.Expert])
            compare(game.scoreboard.setup.targetScore, 300)
            compare(game.clock.turnSeconds, 60)
            compare(game.scoreboard.setup.poolEmpty, "one-more-turn")
            compare(testSettings.turnSeconds, 60)
            compare(testSettings.lastPoolEmptyRule, "one-more-turn")
            compare(testSettings.lastTargetScore, 300)
        }

        function test_escapeCancels() {
            const game = util.newGame(newGameTest, [SeatKind.Person, SeatKind.Standard])
            const dialog = openDialog(game)
            const rejected = util.make(spyComponent, { target: dialog, signalName: "rejected" })
            keyClick(Qt.Key_Escape)
            tryCompare(dialog, "visible", false)
            compare(rejected.count, 1)
            compare(game.scoreboard.seed, "12345")
        }
    }

    TestCase {
        id: settingsTest

        name: "SettingsDialog"
        when: windowShown

        function cleanup() {
            util.destroyAll()
            wait(0)
        }

        function init() {
            testSettings.resetToDefaults()
        }

        function test_changesSettings() {
            const game = util.newGame(settingsTest, [SeatKind.Person, SeatKind.Standard])
            const dialog = util.make(settingsComponent, {
                settings: testSettings, languages: [{ code: "de", name: "Deutsch" }]
            })
            dialog.open()
            tryCompare(dialog, "opened", true)

            // Tile size, with the preview following.
            const slider = util.inDialog(settingsTest, dialog, "tileScaleSlider")
            compare(slider.value, 100) // per cent, as it shows and is said
            slider.forceActiveFocus()
            keyClick(Qt.Key_Right)
            keyClick(Qt.Key_Right)
            fuzzyCompare(testSettings.tileScale, 1.1, 0.001)
            compare(util.inDialog(settingsTest, dialog, "previewTile").width, Math.round(48 * 1.1))

            const speed = util.inDialog(settingsTest, dialog, "speedChoice")
            compare(speed.currentIndex, 2)
            speed.forceActiveFocus()
            keyClick(Qt.Key_Right)
            compare(testSettings.animationSpeed, 3)
            keyClick(Qt.Key_Left)
            keyClick(Qt.Key_Left)
            keyClick(Qt.Key_Left)
            compare(testSettings.animationSpeed, 0)

            const sound = util.inDialog(settingsTest, dialog, "soundSwitch")
            verify(sound.checked)
            mouseClick(sound)
            compare(testSettings.soundEnabled, false)

            const language = util.inDialog(settingsTest, dialog, "languageBox")
            compare(language.count, 3)
            compare(language.currentIndex, 0)
            language.forceActiveFocus()
            keyClick(Qt.Key_Down)
            compare(testSettings.language, "en")
            keyClick(Qt.Key_Down)
            compare(testSettings.language, "de")

            const time = util.inDialog(settingsTest, dialog, "turnTimeChoice")
            time.forceActiveFocus()
            keyClick(Qt.Key_Right)
            keyClick(Qt.Key_Right)
            compare(testSettings.turnSeconds, 60)

            // Everything back, and the controls follow.
            mouseClick(util.inDialog(settingsTest, dialog, "restoreDefaultsButton"))
            compare(testSettings.tileScale, 1.0)
            compare(testSettings.animationSpeed, 2)
            compare(testSettings.soundEnabled, true)
            compare(testSettings.language, "")
            compare(testSettings.turnSeconds, 0)
            compare(slider.value, 100)
            compare(speed.currentIndex, 2)
            verify(sound.checked)
            compare(language.currentIndex, 0)
            compare(time.currentIndex, 0)

            // Enter closes it.
            time.forceActiveFocus()
            keyClick(Qt.Key_Return)
            tryCompare(dialog, "visible", false)
        }

        // The language chosen with the mouse is the one the box shows, in
        // the new language and when the dialog is opened again.
        function test_languageShowsTheChoice() {
            const game = util.newGame(settingsTest, [SeatKind.Person, SeatKind.Standard])
            const dialog = util.make(settingsComponent, {
                settings: testSettings, languages: [{ code: "de", name: "Deutsch" }]
            })
            dialog.open()
            tryCompare(dialog, "opened", true)
            const box = util.inDialog(settingsTest, dialog, "languageBox")
            compare(box.displayText, "System default")

            const choose = (index) => {
                mouseClick(box)
                tryCompare(box.popup, "opened", true)
                tryVerify(() => box.popup.contentItem.itemAtIndex(index), 3000, "entry " + index)
                const item = box.popup.contentItem.itemAtIndex(index)
                waitForRendering(item)
                mouseClick(item)
                tryCompare(box.popup, "visible", false)
            }
            choose(2)
            compare(testSettings.language, "de")
            compare(box.currentIndex, 2)
            compare(box.displayText, "Deutsch")
            wait(50) // the new language's texts written anew
            compare(box.currentIndex, 2)
            compare(box.displayText, "Deutsch")

            dialog.close()
            tryCompare(dialog, "visible", false)
            dialog.open()
            tryCompare(dialog, "opened", true)
            compare(box.displayText, "Deutsch")

            choose(1)
            compare(testSettings.language, "en")
            wait(50)
            compare(box.currentIndex, 1)
            compare(box.displayText, "English")
            dialog.close()
            tryCompare(dialog, "visible", false)
        }
    }

    TestCase {
        id: resumeTest

        name: "ResumeDialog"
        when: windowShown

        function cleanup() {
            util.destroyAll()
            wait(0)
        }

        function test_staysClosedWithoutAnOffer() {
            const game = util.newGame(resumeTest, [SeatKind.Person, SeatKind.Standard])
            verify(!game.saves.resumeOffered)
            const dialog = util.make(resumeComponent, { saves: game.saves })
            wait(50)
            verify(!dialog.visible)
        }
    }
}
