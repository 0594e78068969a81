import QtQuick
import QtQuick.Controls
import QtTest
import TileRummy

// The screens of a game in play against a real GameController: the hand-over
// cover, the end of a round, the penalty banner, the side panel and the toast
// (the dialogs are tst_screens.qml's; the helpers both share,
// ScreensUtil.qml's). `testSettings` is an AppSettings on a temporary INI file
// (tst_qml.cpp).
Item {
    id: root

    width: 1280
    height: 800

    Component {
        id: gameComponent

        GameController {}
    }
    Component {
        id: handOverComponent

        HandOverScreen {
            required property GameController game

            armMs: 0 // armed at once here (tst_hand_over: the moment it waits)
            pending: game.handOverPending
            nextName: game.names[game.board.currentPlayer] ?? ""
            logLines: game.log.lines
            onConfirmed: game.confirmHandOver()
        }
    }
    Component {
        id: roundEndComponent

        RoundEndScreen {
            required property GameController game

            scoreboard: game.scoreboard
            roundOver: game.status.roundOver
            joined: game.joinedTable.joined
            onNextRoundRequested: game.nextRound()
        }
    }
    Component {
        id: penaltyComponent

        PenaltyBanner {
            required property GameController game

            news: game.status.lastPenalty
            rackPlayer: game.board.rackPlayer
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

    // Helpers shared by the test cases (ScreensUtil.qml).
    ScreensUtil {
        id: util

        root: root
        gameComponent: gameComponent
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
            const first = game.names[game.board.currentPlayer] ?? ""
            const second = first === "Anna" ? "Ben" : "Anna"
            compare(game.board.rackPlayer, game.board.currentPlayer)

            // The first player draws: the cover is up for the second, with what the first did.
            verify(game.drawTile())
            compare(game.handOverPending, true)
            verify(screen.visible)
            compare(game.board.rackPlayer, -1)
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
            compare(game.names[game.board.currentPlayer] ?? "", second)
            compare(game.board.rackPlayer, game.board.currentPlayer)

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
            game.board.moveStepMs = 0
            game.seatTurns.minimumThinkMs = 0
            const screen = util.make(roundEndComponent, { game: game })
            verify(!screen.visible)
            compare(game.newMatch({ players: [{ seat: SeatKind.Beginner, name: "Ada" }, { seat: SeatKind.Beginner, name: "Bo" }],
                                    seed: "5", rounds: 2 }), "")
            tryCompare(game.status, "roundOver", true, 60000)
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
            game.board.moveStepMs = 0
            game.seatTurns.minimumThinkMs = 0
            const screen = util.make(roundEndComponent, { game: game })
            const spy = util.make(spyComponent, { target: screen, signalName: "newGameRequested" })
            compare(game.newMatch({ players: [{ seat: SeatKind.Beginner, name: "" }, { seat: SeatKind.Standard, name: "" }],
                                    seed: "8" }), "")
            tryCompare(game.status, "roundOver", true, 60000)
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
            // A lobby's rated table: the new rating under the result (none elsewhere).
            const rating = findChild(screen.contentItem, "ratingNews")
            verify(!rating.visible)
            screen.ratingNews = "Your last rated game: place 1 of 2. Your rating is now 1662 (+162)."
            verify(rating.visible)
            compare(rating.Accessible.name, screen.ratingNews)
            // A lobby's game: the way on is back to the lobby (Enter too); a new game stays offered.
            screen.fromLobby = true
            const lobbyButton = findChild(screen.footer, "roundLobbyButton")
            verify(lobbyButton.visible && lobbyButton.primary)
            verify(!findChild(screen.footer, "roundNewGameButton").primary)
            const lobbySpy = util.make(spyComponent, { target: screen, signalName: "lobbyRequested" })
            mouseClick(lobbyButton)
            compare(lobbySpy.count, 1)
            compare(spy.count, 0)
            tryCompare(screen, "visible", false)
            screen.fromLobby = false
            screen.show()
            tryCompare(screen, "opened", true)
            verify(!lobbyButton.visible)
            const newGame = findChild(screen.footer, "roundNewGameButton")
            verify(newGame.visible)
            mouseClick(newGame)
            compare(spy.count, 1)
            tryCompare(screen, "visible", false)
        }

        function test_opensOnLoadWhenRoundIsOver() {
            const game = util.make(gameComponent)
            game.board.moveStepMs = 0
            game.seatTurns.minimumThinkMs = 0
            compare(game.newMatch({ players: [{ seat: SeatKind.Beginner, name: "" }, { seat: SeatKind.Beginner, name: "" }],
                                    seed: "3" }), "")
            tryCompare(game.status, "roundOver", true, 60000)
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
            if (game.board.currentPlayer !== 0) {
                if (game.handOverPending)
                    game.confirmHandOver()
                if (game.atThisScreen(game.board.currentPlayer))
                    verify(game.drawTile())
            }
            tryCompare(game.board, "currentPlayer", 0, 20000)
            if (game.handOverPending)
                game.confirmHandOver()
            tryCompare(game.board, "canAct", true, 20000)
        }

        // Seat 0 lays one tile alone and ends the turn.
        function illegalEndOfTurn(game: GameController) {
            compare(game.board.currentPlayer, 0)
            const tile = game.board.rack.tileIdAt(0)
            verify(game.board.moveToNewSet([tile], -1))
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
            const drawn = game.status.lastPenalty.tiles.length
            compare(drawn, 3)
            const name = game.playerName(0)
            const text = findChild(banner, "penaltyText").text
            verify(text.startsWith(name + "'s table was not legal: "), text)
            verify(text.indexOf("Everything went back where it was, and " + name + " drew 3 penalty tiles.") > 0, text)
            compare(game.scoreboard.rackSizes[0], before + 3)

            // The person at the screen sees the tiles they drew.
            compare(game.status.lastPenalty.player, game.board.rackPlayer)
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
            verify(game.status.lastPenalty.player !== game.board.rackPlayer)
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
            compare(banner.Accessible.role, Accessible.Grouping) // not an alert: the news says a penalty, once
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
            const panel = util.make(sidePanelComponent, { scoreboard: game.scoreboard, log: game.log, height: 500 })
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
            game.board.moveStepMs = 0
            game.seatTurns.minimumThinkMs = 0
            compare(game.newMatch({ players: [{ seat: SeatKind.Beginner, name: "" }, { seat: SeatKind.Beginner, name: "" }],
                                    seed: "5", rounds: 2 }), "")
            const panel = util.make(sidePanelComponent, { scoreboard: game.scoreboard, log: game.log, height: 500 })
            panel.currentTab = 1
            tryCompare(game.status, "roundOver", true, 60000)
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
            verify(toast.visible && toast.opacity === 1)
            compare(toast.fadesAfter, toast.durationFor(notice), "it stays as long as a slow reader needs")
            toast.show("That tile is not yours to move.")
            compare(toast.fadesAfter, 3000, "the next, short, its 3 s")
        }
    }
}
