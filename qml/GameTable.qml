import QtQuick
import QtQuick.Layouts
import TileRummy

// The whole game scene: the header strip, the table and the player's rack on
// the wooden edge of the table. Sizes follow the window.
Rectangle {
    id: scene

    required property GameController game

    // One tile size for the table and the rack, from the room there is.
    readonly property real tileWidth: Math.round(Math.max(34, Math.min(64, width / 22, (height - 140) / 10)))
    readonly property real tileHeight: Math.round(tileWidth * 4 / 3)

    gradient: Gradient {
        GradientStop {
            position: 0
            color: Theme.woodDark
        }
        GradientStop {
            position: 0.7
            color: Theme.wood
        }
        GradientStop {
            position: 1
            color: Theme.woodDark
        }
    }

    ColumnLayout {
        anchors.fill: parent
        spacing: 0

        HeaderBar {
            Layout.fillWidth: true
            game: scene.game
        }

        TableArea {
            objectName: "tableArea"
            Layout.fillWidth: true
            Layout.fillHeight: true
            Layout.margins: 14
            Layout.bottomMargin: 0
            game: scene.game
            tileWidth: scene.tileWidth
            tileHeight: scene.tileHeight
        }

        // The table's wooden edge in front of the player, with the rack on it.
        Item {
            Layout.fillWidth: true
            Layout.preferredHeight: rack.implicitHeight + 34

            Rack {
                id: rack

                objectName: "rack"
                anchors.centerIn: parent
                width: implicitWidth
                height: implicitHeight
                tiles: scene.game.rack
                ownerName: scene.game.rackPlayerName
                tileWidth: scene.tileWidth
                tileHeight: scene.tileHeight
            }
        }
    }
}
