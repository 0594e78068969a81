import QtQuick
import TileRummy

// What the network table tells the person at this window: friends joining,
// dropping, coming back (the host's news and a joined table's, in the
// toast), and a friend's seat taken over from another address, for the host
// to free or keep (SeatTakenOverDialog); the table's chat (TableChat), its
// lines said for a screen reader.
Item {
    id: notices

    required property GameController game
    required property Toast toast
    // The table's chat, its lines said aloud (the side panel shows them).
    readonly property TableChat chat: tableChat

    TableChat {
        id: tableChat

        host: notices.game.host
        guest: notices.game.joinedTable.guest
        onHeard: words => notices.game.news.say(words)
    }

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
