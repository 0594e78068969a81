import QtQuick
import TileRummy

// Why something was refused, in words: bold red on an ivory note with a red
// edge, read out as an alert. Hidden while its text is empty. A `question`
// (something to check before going on, not a fault) is dark ink on a wood edge.
Text {
    id: note

    property bool question: false

    visible: text !== ""
    color: question ? Theme.black : Theme.red
    font.family: Theme.fontFamily
    font.pixelSize: 14
    font.bold: true
    leftPadding: 10
    rightPadding: 10
    topPadding: 7
    bottomPadding: 7
    wrapMode: Text.WordWrap
    Accessible.role: Accessible.AlertMessage
    Accessible.name: text

    Rectangle {
        z: -1
        anchors.fill: parent
        radius: 6
        color: Theme.ivory
        border.color: note.question ? Theme.wood : Theme.red
        border.width: 2
    }
}
