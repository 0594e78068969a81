import QtQuick
import QtQuick.Controls
import QtTest
import TileRummy

// The game's screens against a real GameController: the new game dialog, the
// settings, the resume offer, the hand-over cover, the end of a round, the
// penalty banner, the side panel and the toast. `testSettings` is an
// AppSettings on a temporary INI file (tst_qml.cpp).
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
        id: handOverComponent

        HandOverScreen {
            required property GameController game

            armMs: 0 // armed at once here (tst_hand_over: the moment it waits)
            pending: game.handOverPending
            nextName: game.names[game.currentPlayer] ?? ""
            logLines: game.log.lines
            onConfirmed: game.confirmHandOver()
        }
    }
    Component {
        id: roundEndComponent

        RoundEndScreen {
            required property GameController game

            scoreboard: game.scoreboard
            roundOver: game.roundOver
            joined: game.joinedTable.joined
            onNextRoundRequested: game.nextRound()
        }
    }
    Component {
        id: penaltyComponent

        PenaltyBanner {
            required property GameController game

            news: game.lastPenalty
            rackPlayer: game.rackPlayer
        }
    }
    Component {
        id: sidePanelComponent

        SidePanel {}
    }
    Component {
        id: toastComponent

        Toast {}
    }
    Component {
        id: spyComponent

        SignalSpy {}
    }

    // Helpers shared by the test cases.
    QtObject {
        id: util

        // Made by make(): destroyed newest first after each test, so that
        // no screen outlives the game it shows.
        property var made: []

        function make(component: Component, properties: var): var {
            const object = component.createObject(root, properties ?? {})
            made.push(object)
            return object
        }

        function destroyAll() {
            while (made.length > 0) {
                const object = made.pop()
                if (object)
                    object.destroy()
            }
        }

        // A control of a dialog: in its content, footer or header.
        function inDialog(test: TestCase, dialog: Dialog, name: string): var {
            return test.findChild(dialog.contentItem, name) ?? test.findChild(dialog.footer, name)
                   ?? test.findChild(dialog.header, name)
        }

        function newGame(test: TestCase, seats: var, extra: var): GameController {
            const game = make(gameComponent)
            test.verify(game)
            game.moveStepMs = 0
            game.seatTurns.minimumThinkMs = 0
            const players = []
            for (let i = 0; i < seats.length; ++i)
                players.push({ seat: seats[i], name: "" })
            const setup = Object.assign({ players: players, seed: "12345" }, extra ?? {})
            test.compare(game.newMatch(setup), "")
            return game
        }
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
            compare(game.initialMeld, 50)
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

    TestCase {
        id: handOverTest

        name: "HandOverScreen"
        when: windowShown

        function cleanup() {
            util.destroyAll()
            wait(0)
        }

        function test_coversAndConfirms() {
            const game = util.make(gameComponent)
            compare(game.newMatch({ players: [{ seat: SeatKind.Person, name: "Anna" }, { seat: SeatKind.Person, name: "Ben" }],
                                    seed: "5" }), "")
            const screen = util.make(handOverComponent, { game: game })
            verify(screen)
            if (game.handOverPending) {
                verify(screen.visible)
                mouseClick(findChild(screen, "handOverReadyButton"))
            }
            compare(game.handOverPending, false)
            verify(!screen.visible)
            // Whoever starts: "first" draws, the cover goes up for "second".
            const first = game.names[game.currentPlayer] ?? ""
            const second = first === "Anna" ? "Ben" : "Anna"
            compare(game.rackPlayer, game.currentPlayer)

            // The first player draws: the cover is up for the second, with what the first did.
            verify(game.drawTile())
            compare(game.handOverPending, true)
            verify(screen.visible)
            compare(game.rackPlayer, -1)
            compare(screen.width, root.width)
            compare(screen.height, root.height)
            compare(findChild(screen, "handOverTitle").text, "Pass to " + second)
            verify(screen.recentLines.length > 0 && screen.recentLines.length <= 3)
            compare(screen.recentLines[screen.recentLines.length - 1], game.log.lines[game.log.lines.length - 1])
            verify(screen.recentLines.join("\n").indexOf(first) >= 0, screen.recentLines.join("\n"))

            // A click beside the button does nothing; on it, the second player's rack shows.
            mouseClick(screen, 40, 40)
            compare(game.handOverPending, true)
            mouseClick(findChild(screen, "handOverReadyButton"))
            compare(game.handOverPending, false)
            verify(!screen.visible)
            compare(game.names[game.currentPlayer] ?? "", second)
            compare(game.rackPlayer, game.currentPlayer)

            // The second draws; Space hands over to the first.
            verify(game.drawTile())
            verify(screen.visible)
            compare(findChild(screen, "handOverTitle").text, "Pass to " + first)
            tryVerify(() => screen.activeFocus)
            keyClick(Qt.Key_Space)
            compare(game.handOverPending, false)

            // Again; Enter hands over.
            verify(game.drawTile())
            tryVerify(() => screen.activeFocus)
            keyClick(Qt.Key_Return)
            compare(game.handOverPending, false)
            verify(!screen.visible)
        }
    }

    TestCase {
        id: roundEndTest

        name: "RoundEndScreen"
        when: windowShown

        function cleanup() {
            util.destroyAll()
            wait(0)
        }

        function signed(score: int): string {
            return score > 0 ? "+" + score : score < 0 ? "\u2212" + (-score) : "0"
        }

        function checkRows(screen: RoundEndScreen, game: GameController) {
            const summary = game.scoreboard.roundSummary
            compare(findChild(screen.contentItem, "roundTitle").text, summary.text)
            verify(summary.text.length > 0)
            for (let i = 0; i < summary.players.length; ++i) {
                const player = summary.players[i]
                const row = findChild(screen.contentItem, "roundRow" + i)
                verify(row, "row " + i)
                compare(findChild(row, "playerName").text.indexOf(player.name) >= 0, true)
                compare(findChild(row, "rackValue").text, String(player.rackValue))
                compare(findChild(row, "roundScore").text, signed(player.score))
                compare(findChild(row, "totalScore").text, player.total < 0 ? "\u2212" + (-player.total) : String(player.total))
                compare(findChild(row, "rackFlow").children.length - 1, player.rack.length) // the tiles and the Repeater
            }
        }

        function test_roundOfTwoAis() {
            const game = util.make(gameComponent)
            game.moveStepMs = 0
            game.seatTurns.minimumThinkMs = 0
            const screen = util.make(roundEndComponent, { game: game })
            verify(!screen.visible)
            compare(game.newMatch({ players: [{ seat: SeatKind.Beginner, name: "Ada" }, { seat: SeatKind.Beginner, name: "Bo" }],
                                    seed: "5", rounds: 2 }), "")
            tryCompare(game, "roundOver", true, 60000)
            tryCompare(screen, "opened", true)
            checkRows(screen, game)
            verify(!screen.matchOver)
            verify(!findChild(screen.contentItem, "matchResult").visible)
            verify(findChild(screen.contentItem, "historyGrid").visible)
            const summary = game.scoreboard.roundSummary
            for (let i = 0; i < 2; ++i)
                compare(summary.players[i].total, summary.players[i].score)

            // Look at the table, then back.
            mouseClick(findChild(screen.footer, "lookAtTableButton"))
            tryCompare(screen, "visible", false)
            screen.show()
            tryCompare(screen, "opened", true)

            const next = findChild(screen.footer, "nextRoundButton")
            verify(next.visible)
            verify(!findChild(screen.footer, "roundNewGameButton").visible)
            // Paused, so that two AIs at full speed cannot finish round 2
            // (and bring the screen back) before it is seen closed.
            game.paused = true
            mouseClick(next)
            tryCompare(screen, "visible", false)
            compare(game.scoreboard.roundNumber, 2)
            game.paused = false
        }

        function test_matchOverOffersNewGame() {
            const game = util.make(gameComponent)
            game.moveStepMs = 0
            game.seatTurns.minimumThinkMs = 0
            const screen = util.make(roundEndComponent, { game: game })
            const spy = util.make(spyComponent, { target: screen, signalName: "newGameRequested" })
            compare(game.newMatch({ players: [{ seat: SeatKind.Beginner, name: "" }, { seat: SeatKind.Standard, name: "" }],
                                    seed: "8" }), "")
            tryCompare(game, "roundOver", true, 60000)
            tryCompare(screen, "opened", true)
            checkRows(screen, game)
            verify(screen.matchOver)
            const result = findChild(screen.contentItem, "matchResult")
            verify(result.visible)
            const winner = game.scoreboard.roundSummary.matchWinnerName
            if (winner !== "")
                compare(result.text, "Game over \u2014 " + winner + " wins")
            else
                verify(result.text.indexOf("tie") >= 0)
            verify(!findChild(screen.footer, "nextRoundButton").visible)
            const newGame = findChild(screen.footer, "roundNewGameButton")
            verify(newGame.visible)
            mouseClick(newGame)
            compare(spy.count, 1)
            tryCompare(screen, "visible", false)
        }

        function test_opensOnLoadWhenRoundIsOver() {
            const game = util.make(gameComponent)
            game.moveStepMs = 0
            game.seatTurns.minimumThinkMs = 0
            compare(game.newMatch({ players: [{ seat: SeatKind.Beginner, name: "" }, { seat: SeatKind.Beginner, name: "" }],
                                    seed: "3" }), "")
            tryCompare(game, "roundOver", true, 60000)
            const screen = util.make(roundEndComponent, { game: game })
            tryCompare(screen, "opened", true)
            checkRows(screen, game)
        }
    }

    TestCase {
        id: penaltyTest

        name: "PenaltyBanner"
        when: windowShown

        function cleanup() {
            util.destroyAll()
            wait(0)
        }

        // Plays on until it is seat 0's turn (a person), with the rack shown.
        function toSeatZero(game: GameController) {
            if (game.currentPlayer !== 0) {
                if (game.handOverPending)
                    game.confirmHandOver()
                if (game.atThisScreen(game.currentPlayer))
                    verify(game.drawTile())
            }
            tryCompare(game, "currentPlayer", 0, 20000)
            if (game.handOverPending)
                game.confirmHandOver()
            tryCompare(game, "canAct", true, 20000)
        }

        // Seat 0 lays one tile alone and ends the turn.
        function illegalEndOfTurn(game: GameController) {
            compare(game.currentPlayer, 0)
            const tile = game.rack.tileIdAt(0)
            verify(game.moveToNewSet([tile], -1))
            verify(game.endTurn())
        }

        function test_illegalTableAgainstAnAi() {
            const game = util.newGame(penaltyTest, [SeatKind.Person, SeatKind.Standard])
            const banner = util.make(penaltyComponent, { game: game, width: 600 })
            verify(!banner.visible)
            toSeatZero(game)
            const before = game.scoreboard.rackSizes[0]
            illegalEndOfTurn(game)
            tryCompare(banner, "shown", true)
            tryCompare(banner, "visible", true)
            const drawn = game.lastPenalty.tiles.length
            compare(drawn, 3)
            const name = game.playerName(0)
            const text = findChild(banner, "penaltyText").text
            verify(text.startsWith(name + "'s table was not legal: "), text)
            verify(text.indexOf("Everything went back where it was, and " + name + " drew 3 penalty tiles.") > 0, text)
            compare(game.scoreboard.rackSizes[0], before + 3)

            // The person at the screen sees the tiles they drew.
            compare(game.lastPenalty.player, game.rackPlayer)
            verify(findChild(banner, "penaltyTiles").visible)

            // A click takes it away.
            mouseClick(banner)
            tryCompare(banner, "visible", false)
        }

        function test_hiddenTilesAndTimeout() {
            const game = util.make(gameComponent)
            compare(game.newMatch({ players: [{ seat: SeatKind.Person, name: "Anna" }, { seat: SeatKind.Person, name: "Ben" }],
                                    seed: "9" }), "")
            const banner = util.make(penaltyComponent, { game: game, width: 600, duration: 300 })
            toSeatZero(game)
            illegalEndOfTurn(game)
            tryCompare(banner, "shown", true)
            // Ben is next: Anna's tiles are not shown, only their number.
            verify(game.lastPenalty.player !== game.rackPlayer)
            verify(!findChild(banner, "penaltyTiles").visible)
            verify(findChild(banner, "penaltyText").text.indexOf("Anna drew 3 penalty tiles") > 0)
            // It goes by itself.
            tryCompare(banner, "visible", false, 3000)
        }

        function tileMap(value: int): var {
            return { tileId: value, notation: "B" + value, value: value, colourName: "blue", isJoker: false,
                     accessibleName: "blue " + value }
        }

        function test_timeOutText() {
            const game = util.newGame(penaltyTest, [SeatKind.Person, SeatKind.Standard])
            const banner = util.make(penaltyComponent, { game: game, width: 600 })
            banner.showPenalty({ player: 0, name: "Anna", reason: "the time ran out", timeOut: true,
                                 tiles: [], human: true })
            compare(findChild(banner, "penaltyText").text, "Anna's time ran out: 0 penalty tiles.")
            banner.showPenalty({ player: 1, name: "Ben", reason: "x", timeOut: true,
                                 tiles: [tileMap(1), tileMap(2), tileMap(3)], human: true })
            compare(findChild(banner, "penaltyText").text, "Ben's time ran out: 3 penalty tiles.")
            compare(banner.Accessible.role, Accessible.AlertMessage)
        }
    }

    TestCase {
        id: sidePanelTest

        name: "SidePanel"
        when: windowShown

        function cleanup() {
            util.destroyAll()
            wait(0)
        }

        function test_turnsAndScores() {
            const game = util.make(gameComponent)
            compare(game.newMatch({ players: [{ seat: SeatKind.Person, name: "Anna" }, { seat: SeatKind.Person, name: "Ben" },
                                              { seat: SeatKind.Person, name: "Cy" }], seed: "4" }), "")
            const panel = util.make(sidePanelComponent, { game: game, height: 500 })
            compare(panel.width, 280)
            const log = findChild(panel, "turnLogView")
            compare(log.count, game.log.lines.length)
            if (game.handOverPending)
                game.confirmHandOver()
            verify(game.drawTile())
            compare(log.count, game.log.lines.length)
            // Follows the newest line.
            tryVerify(() => log.atYEnd)

            panel.currentTab = 1
            const row0 = findChild(panel, "playerRow0")
            const row1 = findChild(panel, "playerRow1")
            verify(row0 && row1 && findChild(panel, "playerRow2"))
            verify(!row0.current)
            verify(row1.current)
            compare(findChild(row1, "playerTotal").text, "0")
            compare(row0.tiles, 15)
        }

        // The rounds' table empties when a new match starts: its cells must
        // not read rounds that are gone (the GUI soak met "Cannot read
        // property '1' of undefined" here).
        function test_historyForgottenByANewMatch() {
            failOnWarning(/TypeError/)
            const game = util.make(gameComponent)
            game.moveStepMs = 0
            game.seatTurns.minimumThinkMs = 0
            compare(game.newMatch({ players: [{ seat: SeatKind.Beginner, name: "" }, { seat: SeatKind.Beginner, name: "" }],
                                    seed: "5", rounds: 2 }), "")
            const panel = util.make(sidePanelComponent, { game: game, height: 500 })
            panel.currentTab = 1
            tryCompare(game, "roundOver", true, 60000)
            const history = findChild(panel, "sideHistory")
            tryVerify(() => history.visible)
            compare(game.scoreboard.scoreHistory.length, 1)
            compare(game.newMatch({ players: [{ seat: SeatKind.Person, name: "" }, { seat: SeatKind.Beginner, name: "" },
                                              { seat: SeatKind.Beginner, name: "" }], seed: "6" }), "")
            compare(game.scoreboard.scoreHistory.length, 0)
            tryVerify(() => !history.visible)
        }
    }

    TestCase {
        id: toastTest

        name: "Toast"
        when: windowShown

        function cleanup() {
            util.destroyAll()
            wait(0)
        }

        function test_showsAndFades() {
            const toast = util.make(toastComponent, { duration: 200, perCharacter: 0 })
            verify(!toast.visible)
            toast.show("That tile is not yours to move.")
            verify(toast.visible)
            compare(toast.text, "That tile is not yours to move.")
            verify(toast.width > 100)
            tryCompare(toast, "visible", false, 2000)
        }

        // A long notice stays long enough to read; a short one its 3 s.
        function test_longNoticesStayLongEnoughToRead() {
            const toast = util.make(toastComponent)
            compare(toast.durationFor("That tile is not yours to move."), 3000)
            const notice = "R8 was on the table at the start of the turn and must stay on the table: "
                         + "put it back into a set, or take back the move with Undo, then end the turn."
            verify(toast.durationFor(notice) >= 10000, "a slow reader gets through " + notice.length + " characters")
            verify(toast.durationFor(notice.repeat(5)) <= 15000, "and no notice stays for ever")
            toast.show(notice)
            wait(4000)
            verify(toast.visible && toast.opacity === 1, "still there after 4 s")
        }
    }
}
