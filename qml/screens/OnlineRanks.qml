pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import TileRummy

// The lobby's leaderboard (the player's own line marked) or the player's
// rated games, the newest first, one at a time (OnlineScreen.qml).
Rectangle {
    id: ranks

    required property OnlineLobby lobby
    property bool showingHistory: false

    radius: 10
    color: Theme.feltDark
    border.color: Theme.feltLine

    // The list scrolled so that a line reached by the keys shows.
    function showLine(line: Item) {
        list.contentY = Math.max(0, Math.min(line.y, Math.max(list.contentY, line.y + line.height - list.height)));
    }

    // Aligned explicitly, so that a right-to-left language mirrors it (a
    // name's own direction would align it otherwise, off its place).
    component Cell: Text {
        horizontalAlignment: Text.AlignLeft
        color: Theme.headerText
        font.family: Theme.fontFamily
        font.pixelSize: 14
        elide: Text.ElideRight
        verticalAlignment: Text.AlignVCenter
        Accessible.ignored: true
    }

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: 10
        spacing: 8

        // One of two views, chosen as any other choice (a reader hears which is shown).
        ChoiceRow {
            objectName: "ranksViewChoice"
            Layout.fillWidth: true
            Layout.maximumWidth: implicitWidth
            accessibleName: qsTr("What the list shows")
            options: [{ text: qsTr("Leaderboard"), value: false }, { text: qsTr("Your rated games"), value: true }]
            value: ranks.showingHistory
            onActivated: value => {
                ranks.showingHistory = value;
                if (value)
                    ranks.lobby.askHistory();
                else
                    ranks.lobby.askLeaderboard();
            }
        }

        Flickable {
            id: list

            objectName: ranks.showingHistory ? "ratedGames" : "leaderboard"
            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true
            contentHeight: rows.implicitHeight
            boundsBehavior: Flickable.StopAtBounds
            ScrollBar.vertical: ScrollBar {
            }

            Column {
                id: rows

                width: list.width
                spacing: 2

                Cell {
                    width: rows.width
                    visible: (ranks.showingHistory ? ranks.lobby.history : ranks.lobby.leaderboard).length === 0
                    wrapMode: Text.WordWrap
                    color: Theme.feltText
                    text: ranks.showingHistory ? qsTr("No rated game yet: your rating moves with each one.")
                                               : qsTr("Nobody has played a rated game here yet.")
                    activeFocusOnTab: visible // reached as the lines would be
                    Accessible.focusable: true
                    Accessible.ignored: false
                    Accessible.role: Accessible.StaticText
                    Accessible.name: text
                }
                // The columns' names (each line says them to a screen reader itself).
                Row {
                    objectName: "leaderboardHeader"
                    x: 6
                    width: rows.width - 12
                    height: 22
                    visible: !ranks.showingHistory && ranks.lobby.leaderboard.length > 0
                    Item {
                        width: 36
                        height: parent.height
                    }
                    Cell {
                        width: parent.width - 36 - 70 - 60
                        height: parent.height
                        text: qsTr("Player")
                        color: Theme.feltText
                        font.pixelSize: 12
                    }
                    Cell {
                        width: 70
                        height: parent.height
                        horizontalAlignment: Text.AlignRight
                        text: qsTr("Rating")
                        color: Theme.feltText
                        font.pixelSize: 12
                    }
                    Cell {
                        width: 60
                        height: parent.height
                        horizontalAlignment: Text.AlignRight
                        //: The leaderboard's column of rated games played (short).
                        text: qsTr("Games")
                        color: Theme.feltText
                        font.pixelSize: 12
                    }
                }
                Repeater {
                    model: ranks.showingHistory ? [] : ranks.lobby.leaderboard

                    delegate: Rectangle {
                        id: player

                        required property var modelData

                        width: rows.width
                        height: 28
                        radius: 4
                        color: modelData.me ? Theme.felt : "transparent"
                        border.color: activeFocus ? Theme.focusRing : modelData.me ? Theme.accent : "transparent"
                        border.width: activeFocus ? 2 : 1
                        // Each line is reached by Tab (a reader hears it), the list scrolled to it.
                        activeFocusOnTab: true
                        onActiveFocusChanged: if (activeFocus)
                            ranks.showLine(this)
                        Accessible.focusable: true
                        Accessible.role: Accessible.ListItem
                        //: A leaderboard's line: %1 the place, %2 the name, %3 the rating, then the rated games.
                        Accessible.name: qsTr("%1. %2, rating %3, %n rated game(s)", "", modelData.games)
                                             .arg(modelData.place).arg(modelData.name).arg(modelData.rating)

                        Row {
                            anchors.fill: parent
                            anchors.leftMargin: 6
                            anchors.rightMargin: 6
                            Cell {
                                width: 36
                                height: player.height
                                text: player.modelData.place
                                color: Theme.feltText
                            }
                            Cell {
                                width: parent.width - 36 - 70 - 60
                                height: player.height
                                text: player.modelData.name
                                font.bold: player.modelData.me
                            }
                            Cell {
                                width: 70
                                height: player.height
                                horizontalAlignment: Text.AlignRight
                                text: player.modelData.rating
                                font.bold: true
                            }
                            Cell {
                                width: 60
                                height: player.height
                                horizontalAlignment: Text.AlignRight
                                text: player.modelData.games
                                color: Theme.feltText
                            }
                        }
                    }
                }
                Repeater {
                    model: ranks.showingHistory ? ranks.lobby.history : []

                    delegate: Rectangle {
                        id: game

                        required property var modelData

                        width: rows.width
                        height: lines.implicitHeight + 6
                        radius: 4
                        color: "transparent"
                        border.color: activeFocus ? Theme.focusRing : "transparent"
                        border.width: 2
                        activeFocusOnTab: true
                        onActiveFocusChanged: if (activeFocus)
                            ranks.showLine(this)
                        Accessible.focusable: true
                        Accessible.role: Accessible.ListItem
                        Accessible.name: modelData.when + ": " + modelData.text

                        Column {
                            id: lines

                            x: 4
                            y: 2
                            width: parent.width - 8
                            Cell {
                                width: lines.width
                                text: game.modelData.when
                                color: Theme.feltText
                                font.pixelSize: 12
                            }
                            Cell {
                                width: lines.width
                                text: game.modelData.text
                                color: game.modelData.change >= 0 ? Theme.headerText : Theme.incompleteSet
                            }
                        }
                    }
                }
            }
        }
    }
}
