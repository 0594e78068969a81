import QtQuick
import QtMultimedia
import TileRummy

// The game's sounds: a tile set down, your turn, a penalty, the end of a
// round. Main.qml loads this only while sound is on (and not at all where Qt
// Multimedia is missing: the game is then silent, and says so once).
Item {
    id: board

    property GameController game: null

    SoundEffect {
        id: place

        source: "qrc:/sounds/place.wav"
        volume: 0.55
    }
    SoundEffect {
        id: turn

        source: "qrc:/sounds/turn.wav"
        volume: 0.45
    }
    SoundEffect {
        id: penalty

        source: "qrc:/sounds/penalty.wav"
        volume: 0.5
    }
    SoundEffect {
        id: round

        source: "qrc:/sounds/round.wav"
        volume: 0.5
    }

    Connections {
        target: board.game ? board.game.board : null
        enabled: board.game !== null

        // A tile moved on the table or the rack (a person's or an AI's move).
        function onDraftChanged() {
            if (board.game.board.canAct || board.game.board.animating)
                place.play();
        }
    }
    Connections {
        target: board.game
        enabled: board.game !== null

        function onTurnEnded(player: int, action: string) {
            if (action === "play" || action === "draw")
                place.play();
        }
        function onPenaltyGiven(player: int, reason: string, tiles: int) {
            penalty.play();
        }
        function onRoundEnded() {
            round.play();
        }
    }

    // Your turn: when a person's turn starts (after the hand-over, if any).
    property bool yourTurn: game !== null && game.board.canAct
    onYourTurnChanged: if (yourTurn && !game.board.draftChanged) turn.play()
}
