pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import TileRummy

// The strip above the table: the game's name, the players with the number of
// tiles each holds, their score and whose turn it is, the turn's clock, the
// pool, the round and seed, and the game's menu buttons. It shows the parts
// it is given: the scoreboard, the clock and where the turn stands.
Rectangle {
    id: header

    required property Scoreboard scoreboard
    required property TurnClock clock
    required property TurnStatus status
    // The game is another machine's (its round, not its seed, is shown).
    property bool joined: false
    // The table has friends on other machines: its deal's seed is secret
    // until the match is over (docs/protocol.md, "Deals anyone can check").
    property bool hosting: false
    readonly property bool seedSecret: joined || hosting
    // Hot-seat: the next person has not taken the screen yet (their clock is not shown).
    property bool handOverPending: false

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

    // The game's actions, as buttons or (folded) as the items of a menu.
    readonly property var actions: [
        { name: "menu", text: qsTr("Menu"), tip: qsTr("The start screen: the tutorial, practice puzzles, a new game (F1)") },
        { name: "newGame", text: qsTr("New game"), tip: qsTr("Set up a new game (Ctrl+N)") },
        { name: "save", text: qsTr("Save"), tip: qsTr("Save the game to a file (Ctrl+S)") },
        { name: "open", text: qsTr("Open"), tip: qsTr("Open a saved game (Ctrl+O)") },
        { name: "settings", text: qsTr("Settings"), tip: qsTr("Settings: tile size, animation speed, sound, language") }
    ]
    function trigger(action: string) {
        switch (action) {
        case "menu":
            return header.menuRequested();
        case "newGame":
            return header.newGameRequested();
        case "save":
            return header.saveRequested();
        case "open":
            return header.openRequested();
        case "settings":
            return header.settingsRequested();
        }
    }

    // Room, from the widest to the narrowest window (800 pixels, German, four
    // players): the actions as buttons (the seed beside them if it fits);
    // else folded into the "more" menu; and
    // if the players still do not fit on one line, they go two a line
    // (without the turn's line: the highlighted seat and the status beside
    // the rack say whose turn it is); the seed only where there is room.
    // Nothing runs off the window and no name is cut short.
    readonly property real spacing: narrow ? 8 : 12
    // What is always there: margins, logo, clock, pool, the panel's button, the spaces.
    readonly property real baseWidth: (narrow ? 22 : 36) + logoRow.implicitWidth
                                      + (clock.visible ? clock.implicitWidth + spacing : 0) + pool.implicitWidth
                                      + panelButton.implicitWidth + 6 * spacing + 24
    readonly property real buttonsWidth: menuButton.implicitWidth + newGameButton.implicitWidth + saveButton.implicitWidth
                                         + openButton.implicitWidth + settingsButton.implicitWidth + 5 * spacing
    readonly property real seedWidth: seedLabel.implicitWidth + spacing
    // The seats on one line (under the turn's line), or two a line.
    readonly property real seatsOneLine: {
        let sum = 0
        for (let i = 0; i < seats.count; ++i)
            sum += (seats.itemAt(i) ? seats.itemAt(i).width : 0) + (i > 0 ? 6 : 0)
        return Math.max(turnLabel.implicitWidth, sum)
    }
    readonly property real seatsTwoLines: {
        const column = [0, 0]
        for (let i = 0; i < seats.count; ++i)
            column[i % 2] = Math.max(column[i % 2], seats.itemAt(i) ? seats.itemAt(i).width : 0)
        return column[0] + column[1] + 6
    }
    readonly property bool folded: width < baseWidth + seatsOneLine + buttonsWidth
    readonly property bool seatsTwoALine: width < baseWidth + moreButton.implicitWidth + seatsOneLine
    readonly property bool seedShown: width >= baseWidth + (folded ? moreButton.implicitWidth : buttonsWidth)
                                      + (seatsTwoALine ? seatsTwoLines : seatsOneLine) + seedWidth

    RowLayout {
        anchors {
            fill: parent
            leftMargin: header.narrow ? 12 : 20
            rightMargin: header.narrow ? 10 : 16
        }
        spacing: header.spacing

        // The name, with a small stack of tiles.
        Row {
            id: logoRow

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
                visible: header.width >= 1500 || (header.scoreboard.players.length <= 2 && header.width >= 1150)
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
            id: playersColumn

            spacing: 3
            Layout.alignment: Qt.AlignVCenter

            Text {
                id: turnLabel

                objectName: "turnLabel"
                visible: !header.seatsTwoALine
                Layout.alignment: Qt.AlignHCenter
                text: header.status.headline
                Accessible.role: Accessible.StaticText
                Accessible.name: text
                Accessible.ignored: !visible || text === ""
                color: Theme.accent
                font.family: Theme.fontFamily
                font.pixelSize: 15
                font.bold: true
            }

            Grid {
                id: seatGrid

                Layout.alignment: Qt.AlignHCenter
                columns: header.seatsTwoALine ? 2 : Math.max(1, seats.count)
                spacing: header.seatsTwoALine ? 3 : 6
                columnSpacing: 6

                Repeater {
                    id: seats

                    model: header.scoreboard.players

                    Rectangle {
                        id: seat

                        objectName: "seatChip"
                        required property int index
                        required property var modelData
                        readonly property bool current: modelData.current
                        readonly property int tiles: header.scoreboard.rackSizes[index] ?? 0

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
                        ToolTip.delay: Theme.tipDelay
                        ToolTip.text: qsTr("%1: %n tile(s), total score %2", "", seat.tiles).arg(seat.modelData.name).arg(seat.modelData.total)
                                      + (seat.modelData.absence !== "" ? "\n" + seat.modelData.absence : "")

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
                                // A friend on another machine: two arrows; an AI: a gear.
                                // A friend who is away says so.
                                text: (seat.modelData.left ? qsTr("%1 (left)").arg(seat.modelData.name)
                                       : seat.modelData.absence !== "" ? qsTr("%1 (away)").arg(seat.modelData.name)
                                                                     : seat.modelData.name)
                                      + (seat.modelData.seat === SeatKind.Remote ? " \u21c4"
                                                                                 : seat.modelData.isAi ? " \u2699" : "")
                                font.italic: seat.modelData.absence !== ""
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
            id: clock

            objectName: "turnClock"
            visible: header.clock.turnSeconds > 0 && header.status.humanTurn && !header.handOverPending
            Layout.alignment: Qt.AlignVCenter
            implicitWidth: clockText.implicitWidth + 24
            implicitHeight: 32
            radius: 16
            color: header.clock.secondsLeft <= 10 ? Theme.red : Theme.felt
            border.color: Theme.headerLine

            Accessible.role: Accessible.Clock
            Accessible.name: qsTr("%n second(s) left", "", header.clock.secondsLeft)
            Accessible.ignored: !visible

            Row {
                id: clockText

                anchors.centerIn: parent
                spacing: 6

                Icon {
                    objectName: "clockIcon"
                    anchors.verticalCenter: parent.verticalCenter
                    name: "timer"
                    size: 18
                }
                Text {
                    anchors.verticalCenter: parent.verticalCenter
                    text: Math.floor(header.clock.secondsLeft / 60) + ":" + String(header.clock.secondsLeft % 60).padStart(2, "0")
                    color: Theme.headerText
                    font.family: Theme.fontFamily
                    font.pixelSize: 15
                    font.bold: true
                }
            }
        }

        // The pool: how many tiles are left to draw.
        Rectangle {
            id: pool

            Layout.alignment: Qt.AlignVCenter
            Accessible.role: Accessible.StaticText
            Accessible.name: qsTr("Pool: %n tile(s)", "", header.status.poolCount)
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
                    text: qsTr("Pool: %1").arg(header.status.poolCount)
                    color: Theme.headerText
                    font.family: Theme.fontFamily
                    font.pixelSize: 15
                    font.bold: true
                }
            }
        }

        Text {
            id: seedLabel

            objectName: "seedLabel"
            visible: header.seedShown
            Accessible.role: Accessible.StaticText
            Accessible.name: header.seedSecret ? qsTr("Round %1").arg(header.scoreboard.roundNumber)
                             : qsTr("Round %1 · Seed %2").arg(header.scoreboard.roundNumber).arg(header.scoreboard.seed)
            Accessible.ignored: !visible
            Layout.alignment: Qt.AlignVCenter
            // A joined table's deal is its host's, a hosted one's secret: no seed here.
            text: header.seedSecret ? qsTr("Round %1").arg(header.scoreboard.roundNumber)
                  : header.width >= 1500 ? qsTr("Round %1 · Seed %2").arg(header.scoreboard.roundNumber).arg(header.scoreboard.seed)
                  : qsTr("R%1 · #%2").arg(header.scoreboard.roundNumber).arg(header.scoreboard.seed)
            ToolTip.visible: seedHover.hovered
            ToolTip.delay: Theme.tipDelay
            ToolTip.text: header.joined ? qsTr("Round %1 of a game another machine hosts").arg(header.scoreboard.roundNumber)
                          : header.hosting ? qsTr("Round %1: the deal stays secret until the game is over, when your friends' games check it").arg(header.scoreboard.roundNumber)
                          : qsTr("Round %1 of the game dealt with seed %2").arg(header.scoreboard.roundNumber).arg(header.scoreboard.seed)

            HoverHandler {
                id: seedHover
            }
            color: Theme.headerDim
            font.family: Theme.fontFamily
            font.pixelSize: 13
        }

        // The game's actions as buttons when there is room; else folded into
        // the menu behind "more" (the same actions, the same order).
        GameButton {
            id: menuButton

            objectName: "menuButton"
            visible: !header.folded
            implicitWidth: header.narrow ? implicitContentWidth + leftPadding + rightPadding
                                  : Math.max(implicitBackgroundWidth, implicitContentWidth + leftPadding + rightPadding)
            Layout.alignment: Qt.AlignVCenter
            text: header.actions[0].text
            tip: header.actions[0].tip
            onClicked: header.menuRequested()
        }

        GameButton {
            id: newGameButton

            objectName: "newGameButton"
            visible: !header.folded
            Layout.alignment: Qt.AlignVCenter
            text: header.actions[1].text
            tip: header.actions[1].tip
            primary: true
            onClicked: header.newGameRequested()
        }

        GameButton {
            id: saveButton

            objectName: "saveButton"
            visible: !header.folded
            implicitWidth: header.narrow ? implicitContentWidth + leftPadding + rightPadding
                                  : Math.max(implicitBackgroundWidth, implicitContentWidth + leftPadding + rightPadding)
            Layout.alignment: Qt.AlignVCenter
            text: header.actions[2].text
            tip: header.actions[2].tip
            onClicked: header.saveRequested()
        }

        GameButton {
            id: openButton

            objectName: "openButton"
            visible: !header.folded
            implicitWidth: header.narrow ? implicitContentWidth + leftPadding + rightPadding
                                  : Math.max(implicitBackgroundWidth, implicitContentWidth + leftPadding + rightPadding)
            Layout.alignment: Qt.AlignVCenter
            text: header.actions[3].text
            tip: header.actions[3].tip
            onClicked: header.openRequested()
        }

        GameButton {
            id: settingsButton

            objectName: "settingsButton"
            visible: !header.folded
            Layout.alignment: Qt.AlignVCenter
            implicitWidth: 40
            text: "\u2699"
            Accessible.name: header.actions[4].text
            tip: header.actions[4].tip
            onClicked: header.settingsRequested()
        }

        // "More": the actions above as a menu, when they do not fit.
        GameButton {
            id: moreButton

            objectName: "moreButton"
            visible: header.folded
            Layout.alignment: Qt.AlignVCenter
            implicitWidth: 40
            text: ""
            Accessible.name: qsTr("More")
            tip: qsTr("The menu, a new game, save, open, settings")
            // Not over the open menu's first item.
            // The menu is made at the first click, not at start (a Menu
            // costs the window's first frame some 20 ms).
            property Menu menu: null

            ToolTip.visible: hovered && !(menu && menu.visible)
            ToolTip.delay: Theme.tipDelay
            onClicked: {
                if (!menu)
                    menu = moreMenu.createObject(moreButton);
                menu.opened ? menu.close() : menu.open();
            }

            Icon {
                anchors.centerIn: parent
                name: "menu"
                size: 20
            }

            Component {
                id: moreMenu

                Menu {
                    objectName: "moreMenu"
                    // Under the button, flush with its outer edge.
                    x: moreButton.LayoutMirroring.enabled ? 0 : moreButton.width - width
                    y: moreButton.height + 4

                    background: Rectangle {
                        implicitWidth: 220
                        color: Theme.header
                        border.color: Theme.headerLine
                        radius: 6
                    }

                    Repeater {
                        model: header.actions

                        MenuItem {
                            id: moreItem

                            required property var modelData

                            objectName: "moreItem_" + modelData.name
                            text: modelData.text
                            Accessible.name: text
                            Accessible.description: modelData.tip
                            onTriggered: header.trigger(modelData.name)

                            contentItem: Text {
                                text: moreItem.text
                                color: Theme.headerText
                                font.family: Theme.fontFamily
                                font.pixelSize: 14
                                font.bold: moreItem.modelData.name === "newGame"
                                verticalAlignment: Text.AlignVCenter
                                wrapMode: Text.WordWrap
                            }
                            background: Rectangle {
                                implicitWidth: 220
                                implicitHeight: 36
                                color: moreItem.highlighted ? Theme.button : "transparent"
                                radius: 4
                            }
                        }
                    }
                }
            }
        }

        GameButton {
            id: panelButton

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
