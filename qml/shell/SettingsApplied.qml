import QtQuick
import TileRummy

// What the settings set in the game: the pace AI turns and reviewed turns
// play out at, whether hints are offered, how long a friend's seat waits.
Item {
    id: applied

    required property GameController game
    required property AppSettings settings
    required property GameReview review

    Binding {
        target: applied.game.board
        property: "moveStepMs"
        value: applied.settings.animationMs(450) + 0 * applied.settings.animationSpeed
    }
    Binding {
        target: applied.review.board
        property: "moveStepMs"
        value: applied.settings.animationMs(450) + 0 * applied.settings.animationSpeed
    }
    Binding {
        target: applied.game.hint
        property: "allowed"
        value: applied.settings.hintsEnabled
    }
    Binding {
        target: applied.game.host
        property: "graceSeconds"
        value: applied.settings.graceSeconds
    }
    Binding {
        target: applied.game.host
        property: "watchersAllowed"
        value: applied.settings.tableWatchers
    }
    Binding {
        target: applied.game.seatTurns
        property: "minimumThinkMs"
        value: applied.settings.animationMs(500) + 0 * applied.settings.animationSpeed
    }
}
