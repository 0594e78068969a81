import QtQuick
import TileRummy

// What the network table tells the person at this window: friends joining,
// dropping, coming back (the host's news and a joined table's, in the
// toast), and a friend's seat taken over from another address, for the host
// to free or keep (SeatTakenOverDialog).
Item {
    id: notices

    required property GameController game
    required property Toast toast

    Connections {
        target: notices.game.host
        function onNews(text: string) {
            notices.toast.show(text)
        }
    }
    Connections {
        target: notices.game.joinedTable.guest
        function onNews(text: string) {
            notices.toast.show(text)
        }
    }

    SeatTakenOverDialog {
        host: notices.game.host
    }
}
