import QtQuick
import QtQuick.Controls
import QtTest
import TileRummy

// Helpers shared by the test cases of tst_screens.qml and
// tst_screens_in_play.qml: the objects a test makes, destroyed after it; a
// dialog's controls; a GameController with a match dealt.
QtObject {
    // The test's root item: what make() makes lies in it.
    required property Item root
    // A GameController, for newGame().
    required property Component gameComponent

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
        game.board.moveStepMs = 0
        game.seatTurns.minimumThinkMs = 0
        const players = []
        for (let i = 0; i < seats.length; ++i)
            players.push({ seat: seats[i], name: "" })
        const setup = Object.assign({ players: players, seed: "12345" }, extra ?? {})
        test.compare(game.newMatch(setup), "")
        return game
    }
}
