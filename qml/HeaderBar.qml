pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import TileRummy

// The strip above the table: the game's name, the players with the number of
// tiles each holds and whose turn it is, the pool, the seed of the deal and a
// new game.
Rectangle {
    id: header

    required property GameController game

    implicitHeight: 58
    color: Theme.header

    Rectangle {
        anchors {
            left: parent.left
            right: parent.right
            bottom: parent.bottom
        }
        height: 1
        color: Theme.headerLine
    }

    RowLayout {
        anchors {
            fill: parent
            leftMargin: 20
            rightMargin: 16
        }
        spacing: 18

        // The name, with a small stack of tiles.
        Row {
            spacing: 10
            Layout.alignment: Qt.AlignVCenter

            Item {
                width: 26
                height: 30
                anchors.verticalCenter: parent.verticalCenter

                Repeater {
                    model: 2

                    Rectangle {
                        id: logoTile

                        required property int index

                        x: index * 8
                        y: (1 - index) * 4
                        width: 17
                        height: 24
                        radius: 3
                        color: Theme.ivory
                        border.color: Theme.tileEdge
                        rotation: index === 0 ? -8 : 6

                        Text {
                            anchors.centerIn: parent
                            text: logoTile.index === 0 ? "7" : "\u25C6"
                            color: logoTile.index === 0 ? Theme.blue : Theme.red
                            font.family: Theme.fontFamily
                            font.pixelSize: 12
                            font.bold: true
                        }
                    }
                }
            }

            Text {
                anchors.verticalCenter: parent.verticalCenter
                text: qsTr("Tile Rummy")
                color: Theme.headerText
                font.family: Theme.fontFamily
                font.pixelSize: 20
                font.bold: true
            }
        }

        Item {
            Layout.fillWidth: true
        }

        // Whose turn it is, and the players around the table.
        ColumnLayout {
            spacing: 3
            Layout.alignment: Qt.AlignVCenter

            Text {
                objectName: "turnLabel"
                Layout.alignment: Qt.AlignHCenter
                text: qsTr("%1's turn").arg(header.game.currentPlayerName)
                color: Theme.accent
                font.family: Theme.fontFamily
                font.pixelSize: 15
                font.bold: true
            }

            Row {
                Layout.alignment: Qt.AlignHCenter
                spacing: 6

                Repeater {
                    model: header.game.playerCount

                    Rectangle {
                        id: seat

                        required property int index
                        readonly property bool current: index === header.game.currentPlayer
                        readonly property int tiles: header.game.rackSizes[index] ?? 0

                        width: seatRow.implicitWidth + 14
                        height: 22
                        radius: 11
                        color: current ? Theme.accent : "transparent"
                        border.color: current ? Theme.accent : Theme.headerLine
                        border.width: 1

                        Accessible.role: Accessible.StaticText
                        //: A seat at the table for screen readers: the player and how many tiles they hold.
                        Accessible.name: qsTr("%1, %n tile(s)", "", tiles).arg(seatName.text)

                        Row {
                            id: seatRow

                            anchors.centerIn: parent
                            spacing: 6

                            Text {
                                id: seatName

                                anchors.verticalCenter: parent.verticalCenter
                                text: header.game.playerName(seat.index)
                                color: seat.current ? Theme.header : Theme.headerDim
                                font.family: Theme.fontFamily
                                font.pixelSize: 12
                                font.bold: seat.current
                            }

                            // How many tiles the player holds, on a small tile.
                            Rectangle {
                                anchors.verticalCenter: parent.verticalCenter
                                width: Math.max(16, seatCount.implicitWidth + 6)
                                height: 16
                                radius: 3
                                color: Theme.ivory
                                border.color: Theme.tileEdge

                                Text {
                                    id: seatCount

                                    anchors.centerIn: parent
                                    text: seat.tiles
                                    color: Theme.black
                                    font.family: Theme.fontFamily
                                    font.pixelSize: 10
                                    font.bold: true
                                }
                            }
                        }
                    }
                }
            }
        }

        Item {
            Layout.fillWidth: true
        }

        // The pool: how many tiles are left to draw.
        Rectangle {
            Layout.alignment: Qt.AlignVCenter
            implicitWidth: poolRow.implicitWidth + 24
            implicitHeight: 32
            radius: 8
            color: Theme.felt
            border.color: Theme.headerLine

            Row {
                id: poolRow

                anchors.centerIn: parent
                spacing: 8

                // A small pile of face-down tiles.
                Item {
                    width: 22
                    height: 20
                    anchors.verticalCenter: parent.verticalCenter

                    Repeater {
                        model: 3

                        Rectangle {
                            required property int index

                            x: index * 3
                            y: 4 - index * 2
                            width: 13
                            height: 17
                            radius: 3
                            color: Theme.ivoryShade
                            border.color: Theme.tileEdge
                            rotation: (index - 1) * 7
                        }
                    }
                }

                Text {
                    objectName: "poolLabel"
                    anchors.verticalCenter: parent.verticalCenter
                    text: qsTr("Pool: %1").arg(header.game.poolCount)
                    color: Theme.headerText
                    font.family: Theme.fontFamily
                    font.pixelSize: 15
                    font.bold: true
                }
            }
        }

        Text {
            objectName: "seedLabel"
            Layout.alignment: Qt.AlignVCenter
            text: qsTr("Seed: %1").arg(header.game.seed)
            color: Theme.headerDim
            font.family: Theme.fontFamily
            font.pixelSize: 13
        }

        Button {
            id: newGameButton

            objectName: "newGameButton"
            Layout.alignment: Qt.AlignVCenter
            text: qsTr("New game")
            font.family: Theme.fontFamily
            font.pixelSize: 13
            font.bold: true
            hoverEnabled: true
            onClicked: header.game.newGame(header.game.playerCount, "")

            contentItem: Text {
                text: newGameButton.text
                font: newGameButton.font
                color: Theme.header
                horizontalAlignment: Text.AlignHCenter
                verticalAlignment: Text.AlignVCenter
            }
            background: Rectangle {
                implicitWidth: 96
                implicitHeight: 32
                radius: 8
                color: newGameButton.down ? Qt.darker(Theme.accent, 1.2)
                                          : newGameButton.hovered ? Qt.lighter(Theme.accent, 1.1) : Theme.accent
            }
        }
    }
}
