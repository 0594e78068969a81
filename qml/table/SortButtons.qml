import QtQuick
import QtQuick.Layouts
import TileRummy

// The two buttons beside the rack that sort it: by colour for runs (789), by
// number for groups (777). For the game's table and the tutorial's; in a
// game also while the person waits for their turn.
ColumnLayout {
    id: buttons

    required property TurnBoard board

    spacing: 6

    GameButton {
        objectName: "sortRunsButton"
        text: "789"
        Accessible.name: qsTr("Sort by colour, for runs")
        tip: qsTr("Sort the rack by colour and number, for runs (Ctrl+1)")
        enabled: buttons.board.canArrangeRack
        onClicked: buttons.board.sortRack(TurnBoard.Runs)
    }
    GameButton {
        objectName: "sortGroupsButton"
        text: "777"
        Accessible.name: qsTr("Sort by number, for groups")
        tip: qsTr("Sort the rack by number, for groups (Ctrl+2)")
        enabled: buttons.board.canArrangeRack
        onClicked: buttons.board.sortRack(TurnBoard.Groups)
    }
}
