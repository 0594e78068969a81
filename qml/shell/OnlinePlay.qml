import QtQuick
import TileRummy

// "Play online" (Main.qml): the lobby's connection (OnlineLobby), kept
// whichever screen shows, so that a player stays signed in and seated while
// they play; its screen, made when shown. A seat the lobby gives shows the
// game; what the lobby tells goes to the toast (and so to a screen reader).
Item {
    id: online

    required property GameController game
    required property AppSettings settings
    required property Toast toast
    property bool shown: false
    readonly property alias lobby: onlineLobby

    signal backRequested
    signal gameRequested

    visible: shown

    OnlineLobby {
        id: onlineLobby

        objectName: "onlineLobby"
        table: online.game.joinedTable
        settings: online.settings
        onSeatTaken: online.gameRequested()
        onNews: text => online.toast.show(text)
    }

    Loader {
        anchors.fill: parent
        active: online.shown
        sourceComponent: OnlineScreen {
            lobby: online.lobby // qmllint disable unqualified
            settings: online.settings // qmllint disable unqualified
            onBackRequested: online.backRequested() // qmllint disable unqualified
            onTableRequested: online.gameRequested() // qmllint disable unqualified
        }
    }
}
