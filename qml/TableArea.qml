pragma ComponentBehavior: Bound

import QtQuick
import TileRummy

// The table: green felt inside a wooden edge, where the sets lie row by row.
// Until the first set is laid it tells what an opening play needs.
Item {
    id: area

    required property GameController game
    property real tileWidth: 48
    property real tileHeight: 64

    Accessible.role: Accessible.Pane
    Accessible.name: qsTr("Table")

    // The felt, lit from above the middle, in the shadow of the wooden edge at the top.
    Rectangle {
        id: felt

        anchors.fill: parent
        radius: 18
        border.color: Theme.feltDark
        border.width: 2
        gradient: Gradient {
            GradientStop {
                position: 0
                color: Theme.feltDark
            }
            GradientStop {
                position: 0.04
                color: Theme.felt
            }
            GradientStop {
                position: 0.4
                color: Theme.feltLight
            }
            GradientStop {
                position: 1
                color: Theme.felt
            }
        }

        // A stitched line a little inside the edge.
        Rectangle {
            anchors {
                fill: parent
                margins: 10
            }
            radius: felt.radius - 6
            color: "transparent"
            border.color: Theme.feltLine
            border.width: 1
            opacity: 0.45
        }
    }

    Column {
        anchors.centerIn: parent
        width: parent.width * 0.7
        spacing: area.tileHeight * 0.15
        visible: area.game.table.count === 0

        Text {
            readonly property int size: Math.round(area.tileHeight * 0.9)

            width: parent.width
            horizontalAlignment: Text.AlignHCenter
            text: qsTr("Tile Rummy")
            color: Theme.feltText
            opacity: 0.16
            font.family: Theme.fontFamily
            font.pixelSize: size
            font.bold: true
            font.letterSpacing: size * 0.08
        }

        Text {
            objectName: "openingHint"
            width: parent.width
            horizontalAlignment: Text.AlignHCenter
            wrapMode: Text.WordWrap
            text: area.game.initialMeldDone
                  ? qsTr("Lay your sets here.")
                  : qsTr("Open with runs and groups worth at least %1 points.").arg(area.game.initialMeld)
            color: Theme.feltText
            opacity: 0.75
            font.family: Theme.fontFamily
            font.pixelSize: Math.max(13, Math.round(area.tileHeight * 0.24))
        }
    }

    Flow {
        id: sets

        anchors {
            fill: parent
            margins: area.tileWidth * 0.6
        }
        spacing: area.tileWidth * 0.35

        Repeater {
            objectName: "tableRepeater"
            model: area.game.table

            SetView {
                tileWidth: area.tileWidth
                tileHeight: area.tileHeight
            }
        }
    }
}
