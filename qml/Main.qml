import QtQuick
import QtQuick.Controls
import TileRummy

// The game window. main.cpp (or a test) hands it the GameController.
ApplicationWindow {
    id: window

    required property GameController game

    width: 1280
    height: 800
    minimumWidth: 960
    minimumHeight: 640
    visible: true
    title: qsTr("Tile Rummy")
    color: Theme.woodDark

    GameTable {
        objectName: "gameTable"
        anchors.fill: parent
        game: window.game
    }
}
