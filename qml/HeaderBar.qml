pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import TileRummy

// The strip above the table: the game's name, the players with the number of
// tiles each holds, their score and whose turn it is, the turn's clock, the
// pool, the round and seed, and the game's menu buttons.
Rectangle {
    id: header

    required property GameController game

    signal newGameRequested
    signal saveRequested
    signal openRequested
    signal settingsRequested
    signal menuRequested
    signal panelToggled

    // Where a player sits on the screen (an AI's tiles fly from there).
    function seatItem(player: int): Item {
        return seats.itemAt(player);
    }
    readonly property Item poolItem: pool

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

    // Below this width the header packs tighter (the buttons no wider than their text).
    readonly property bool narrow: width < 1250

    RowLayout {
        anchors {
            fill: parent
            leftMargin: header.narrow ? 12 : 20
            rightMargin: header.narrow ? 10 : 16
        }
        spacing: header.narrow ? 8 : 12

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
                // Narrow windows (and larger text) need the room for the buttons.
                visible: header.width >= 1500 || (header.game.playerCount <= 2 && header.width >= 1150)
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
                text: header.game.roundOver ? qsTr("Round %1 is over").arg(header.game.roundNumber)
                      : header.game.aiThinking ? qsTr("%1 is thinking…").arg(header.game.currentPlayerName)
                      : qsTr("%1's turn").arg(header.game.currentPlayerName)
                color: Theme.accent
                font.family: Theme.fontFamily
                font.pixelSize: 15
                font.bold: true
            }

            Row {
                Layout.alignment: Qt.AlignHCenter
                spacing: 6

                Repeater {
                    id: seats

                    model: header.game.players

                    Rectangle {
                        id: seat

                        required property int index
                        required property var modelData
                        readonly property bool current: modelData.current
                        readonly property int tiles: modelData.rackSize

                        width: seatRow.implicitWidth + 14
                        height: 22
                        radius: 11
                        color: current ? Theme.accent : "transparent"
                        border.color: current ? Theme.accent : Theme.headerLine
                        border.width: 1

                        Accessible.role: Accessible.StaticText
                        //: A seat at the table for screen readers: the player and how many tiles they hold.
                        Accessible.name: qsTr("%1, %n tile(s)", "", tiles).arg(seatName.text)
                        ToolTip.visible: seatHover.hovered
                        ToolTip.text: qsTr("%1: %n tile(s), total score %2", "", seat.tiles).arg(seat.modelData.name).arg(seat.modelData.total)

                        HoverHandler {
                            id: seatHover
                        }

                        Row {
                            id: seatRow

                            anchors.centerIn: parent
                            spacing: 6

                            Text {
                                id: seatName

                                anchors.verticalCenter: parent.verticalCenter
                                // Narrow windows with many players: names cut short (the tooltip has them whole).
                                width: Math.min(implicitWidth, header.width < 1250 && header.game.playerCount > 2 ? 64 : 400)
                                elide: Text.ElideRight
                                text: seat.modelData.name + (seat.modelData.isAi ? " \u2699" : "")
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

        // The turn's clock, when the rules set a time limit.
        Rectangle {
            objectName: "turnClock"
            visible: header.game.turnSeconds > 0 && header.game.humanTurn && !header.game.handOverPending
            Layout.alignment: Qt.AlignVCenter
            implicitWidth: clockText.implicitWidth + 24
            implicitHeight: 32
            radius: 16
            color: header.game.secondsLeft <= 10 ? Theme.red : Theme.felt
            border.color: Theme.headerLine

            Accessible.role: Accessible.Clock
            Accessible.name: qsTr("%n second(s) left", "", header.game.secondsLeft)

            Text {
                id: clockText

                anchors.centerIn: parent
                text: "\u23F1 " + Math.floor(header.game.secondsLeft / 60) + ":" + String(header.game.secondsLeft % 60).padStart(2, "0")
                color: Theme.headerText
                font.family: Theme.fontFamily
                font.pixelSize: 15
                font.bold: true
            }
        }

        // The pool: how many tiles are left to draw.
        Rectangle {
            id: pool

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
            visible: header.width >= 1100 || header.game.playerCount <= 2
            Layout.alignment: Qt.AlignVCenter
            text: header.width >= 1500 ? qsTr("Round %1 · Seed %2").arg(header.game.roundNumber).arg(header.game.seed)
                                       : qsTr("R%1 · #%2").arg(header.game.roundNumber).arg(header.game.seed)
            ToolTip.visible: seedHover.hovered
            ToolTip.text: qsTr("Round %1 of the game dealt with seed %2").arg(header.game.roundNumber).arg(header.game.seed)

            HoverHandler {
                id: seedHover
            }
            color: Theme.headerDim
            font.family: Theme.fontFamily
            font.pixelSize: 13
        }

        GameButton {
            objectName: "menuButton"
            implicitWidth: header.narrow ? implicitContentWidth + leftPadding + rightPadding
                                  : Math.max(implicitBackgroundWidth, implicitContentWidth + leftPadding + rightPadding)
            Layout.alignment: Qt.AlignVCenter
            text: qsTr("Menu")
            tip: qsTr("The start screen: the tutorial, practice puzzles, a new game (F1)")
            onClicked: header.menuRequested()
        }

        GameButton {
            objectName: "newGameButton"
            Layout.alignment: Qt.AlignVCenter
            text: qsTr("New game")
            tip: qsTr("Set up a new game (Ctrl+N)")
            primary: true
            onClicked: header.newGameRequested()
        }

        GameButton {
            objectName: "saveButton"
            implicitWidth: header.narrow ? implicitContentWidth + leftPadding + rightPadding
                                  : Math.max(implicitBackgroundWidth, implicitContentWidth + leftPadding + rightPadding)
            Layout.alignment: Qt.AlignVCenter
            text: qsTr("Save")
            tip: qsTr("Save the game to a file (Ctrl+S)")
            onClicked: header.saveRequested()
        }

        GameButton {
            objectName: "openButton"
            implicitWidth: header.narrow ? implicitContentWidth + leftPadding + rightPadding
                                  : Math.max(implicitBackgroundWidth, implicitContentWidth + leftPadding + rightPadding)
            Layout.alignment: Qt.AlignVCenter
            text: qsTr("Open")
            tip: qsTr("Open a saved game (Ctrl+O)")
            onClicked: header.openRequested()
        }

        GameButton {
            objectName: "settingsButton"
            Layout.alignment: Qt.AlignVCenter
            implicitWidth: 40
            text: "\u2699"
            Accessible.name: qsTr("Settings")
            tip: qsTr("Settings: tile size, animation speed, sound, language")
            onClicked: header.settingsRequested()
        }

        GameButton {
            objectName: "panelButton"
            Layout.alignment: Qt.AlignVCenter
            implicitWidth: 40
            text: "\u2630"
            Accessible.name: qsTr("Turns and scores")
            tip: qsTr("Show or hide the turn log and the scores (F2)")
            onClicked: header.panelToggled()
        }
    }
}
