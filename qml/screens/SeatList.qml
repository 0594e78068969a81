pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Layouts
import TileRummy

// The seats of a network table as its lobbies show them (TableHost.seats,
// TableGuest.seats): each name and where its player is.
Rectangle {
    id: list

    // Maps: name, remote, ai, taken, connected, aiPlaying.
    required property var seats
    // This screen's own seat (-1 on the host's screen).
    property int selfSeat: -1
    // The word for a person at the host's screen.
    property string hostWord: qsTr("here")

    implicitHeight: column.implicitHeight + 24
    radius: 8
    color: Qt.rgba(1, 1, 1, 0.05)
    border.color: Theme.headerLine

    ColumnLayout {
        id: column

        anchors {
            left: parent.left
            right: parent.right
            verticalCenter: parent.verticalCenter
            margins: 16
        }
        spacing: 6

        Repeater {
            model: list.seats

            RowLayout {
                id: seatRow

                required property var modelData
                required property int index
                readonly property bool awaited: seatRow.modelData.remote && !seatRow.modelData.taken

                Layout.fillWidth: true
                spacing: 12

                Text {
                    Layout.fillWidth: true
                    // At the start of the row in either direction, whatever the name's script.
                    horizontalAlignment: Text.AlignLeft
                    text: seatRow.awaited && seatRow.modelData.name === ""
                          ? qsTr("Seat %1: a friend").arg(seatRow.index + 1)
                          : seatRow.modelData.name
                    color: seatRow.awaited ? Theme.headerDim : Theme.headerText
                    font.family: Theme.fontFamily
                    font.pixelSize: 16
                    font.bold: seatRow.index === list.selfSeat
                    elide: Text.ElideRight
                }
                Text {
                    text: seatRow.index === list.selfSeat ? qsTr("you")
                          : seatRow.awaited ? qsTr("waiting…")
                          : seatRow.modelData.ai ? qsTr("AI")
                          : seatRow.modelData.aiPlaying ? qsTr("away, the AI plays")
                          : seatRow.modelData.remote && !seatRow.modelData.connected ? qsTr("away")
                          : seatRow.modelData.remote ? qsTr("joined") : list.hostWord
                    color: seatRow.awaited ? Theme.headerDim : Theme.headerText
                    font.family: Theme.fontFamily
                    font.pixelSize: 14
                    font.italic: seatRow.awaited
                }
            }
        }
    }
}
