pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import TileRummy

// A narrow panel beside the table with two tabs: "Turns", what happened turn
// by turn (log.lines, newest at the bottom), and "Scores", the players with
// their tiles and totals (whose turn it is marked) and the match's rounds
// (scoreboard).
Rectangle {
    id: panel

    // The score columns: as wide as their headings in the language in use.
    readonly property real tilesColumn: Math.max(40, tilesHeading.implicitWidth)
    readonly property real totalColumn: Math.max(48, totalHeading.implicitWidth)

    required property Scoreboard scoreboard
    required property TurnLog log
    // Each seat's time bank (a game with time banks), beside each player.
    property SeatClocks clocks: null

    // The people around a networked table (ChatPanel): hosted here, or joined; its chat.
    property TableHost host: null
    property TableGuest guest: null
    property TableChat chat: null

    // 0: turns, 1: scores.
    property alias currentTab: tabs.currentIndex
    // The game may be reviewed here (a joined table's game is its host's).
    property bool canReview: true

    // A turn of the log, to be played again in the review (round and turn from 0).
    signal replayRequested(int round, int turn)

    // The keys go to the log's newest line (Ctrl+L).
    function focusNewestLine() {
        tabs.currentIndex = 0;
        log.currentIndex = log.count - 1;
        log.positionViewAtEnd();
        log.forceActiveFocus();
    }

    objectName: "sidePanel"
    implicitWidth: 280
    color: Theme.feltDark

    Accessible.role: Accessible.Pane
    Accessible.name: qsTr("Game log and scores")

    // The wooden edge towards the table.
    Rectangle {
        anchors {
            left: parent.left
            top: parent.top
            bottom: parent.bottom
        }
        width: 5
        gradient: Gradient {
            orientation: Gradient.Horizontal
            GradientStop { position: 0; color: Theme.woodDark }
            GradientStop { position: 0.5; color: Theme.woodLight }
            GradientStop { position: 1; color: Theme.woodGroove }
        }
    }

    component PanelTab: TabButton {
        id: tab

        font.family: Theme.fontFamily
        font.pixelSize: 13
        font.bold: checked
        hoverEnabled: true
        Accessible.name: text
        // A screen reader's Press shows the tab (a TabButton offers only SetFocus here).
        Accessible.onPressAction: tab.TabBar.tabBar.setCurrentIndex(tab.TabBar.index)

        contentItem: Text {
            text: tab.text
            font: tab.font
            color: tab.checked ? Theme.header : Theme.feltText
            horizontalAlignment: Text.AlignHCenter
            verticalAlignment: Text.AlignVCenter
        }
        background: Rectangle {
            implicitHeight: 30
            radius: 7
            color: tab.checked ? Theme.ivory : tab.hovered ? Qt.rgba(1, 1, 1, 0.08) : "transparent"
            border.width: tab.visualFocus ? 2 : 0
            border.color: Theme.focusRing

            FocusRing {
                shown: tab.visualFocus
                gap: 2
                baseRadius: parent.radius
            }
        }
    }

    component SmallText: Text {
        color: Theme.headerText
        font.family: Theme.fontFamily
        font.pixelSize: 12
        elide: Text.ElideRight
    }

    ColumnLayout {
        anchors {
            fill: parent
            leftMargin: 15
            rightMargin: 10
            topMargin: 10
            bottomMargin: 10
        }
        spacing: 8

        ChatPanel {
            Layout.fillWidth: true
            Layout.fillHeight: false // a layout fills by default: it takes only what it shows
            host: panel.host
            guest: panel.guest
            chat: panel.chat
        }

        TabBar {
            id: tabs

            objectName: "sidePanelTabs"
            Layout.fillWidth: true
            spacing: 4
            padding: 3
            Accessible.name: qsTr("Panels")

            background: Rectangle {
                radius: 9
                color: Theme.header
                border.color: Theme.headerLine
            }

            PanelTab {
                objectName: "turnsTab"
                text: qsTr("Turns")
            }
            PanelTab {
                objectName: "scoresTab"
                text: qsTr("Scores")
            }
        }

        StackLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            currentIndex: tabs.currentIndex

            // What happened, turn by turn.
            ListView {
                id: log

                // The log was shown at its foot (the newest line) before the
                // panel's height changed (the rack's row grows with its
                // tiles): the foot is kept, and the newest line stays whole.
                property bool atFoot: true

                objectName: "turnLogView"
                clip: true
                spacing: 2
                // A line appended is a row inserted (TurnLogRows): one item made for it.
                model: panel.log.rows
                boundsBehavior: Flickable.StopAtBounds
                activeFocusOnTab: true
                Accessible.role: Accessible.List
                Accessible.name: qsTr("Turns")
                // With the focus, Up and Down go from line to line (each
                // line takes the focus, and a screen reader says it), Home and
                // End to the oldest and the newest; it is entered at the newest.
                keyNavigationEnabled: true
                Keys.onPressed: event => {
                    if (event.key === Qt.Key_Home || event.key === Qt.Key_End) {
                        log.currentIndex = event.key === Qt.Key_Home ? 0 : log.count - 1;
                        log.positionViewAtIndex(log.currentIndex, ListView.Contain);
                        event.accepted = true;
                    }
                }
                onActiveFocusChanged: if (!activeFocus) log.currentIndex = log.count - 1

                ScrollBar.vertical: ScrollBar {
                    policy: ScrollBar.AsNeeded
                }

                onContentYChanged: atFoot = atYEnd
                onHeightChanged: if (atFoot) followEnd.restart()

                // Newest at the bottom, followed as it grows (and the current
                // line with it, unless the keys are reading the log).
                onCountChanged: {
                    if (!log.activeFocus)
                        log.currentIndex = log.count - 1;
                    followEnd.restart();
                }
                Component.onCompleted: followEnd.restart()

                Timer {
                    id: followEnd

                    interval: 0
                    onTriggered: {
                        log.positionViewAtEnd();
                        followAgain.restart();
                    }
                }

                // Once the newest line is laid out (a long line wraps onto
                // more lines): to its foot again, so that it is whole in view.
                Timer {
                    id: followAgain

                    interval: 80
                    onTriggered: log.positionViewAtEnd()
                }

                delegate: Rectangle {
                    id: line

                    objectName: "turnLogLine"
                    required property string modelData
                    required property int index
                    // The lines that are not a turn (a round's start and end) stand out.
                    //: Must match the start of the turn lines of the log ("Turn 3: ...").
                    readonly property bool roundLine: !modelData.startsWith(qsTr("Turn") + " ")
                    // A big play's sets, one a line, shown when the line is opened.
                    readonly property string details: panel.log.details[index] ?? ""
                    property bool open: false
                    // The turn it tells, to play again in the review (empty: none).
                    readonly property var turn: {
                        panel.log.lines; // asked again when the log changes
                        return panel.log.turnAt(index);
                    }
                    readonly property bool replayable: panel.canReview && turn.turn !== undefined

                    // Opened or closed; opened, its details come into view
                    // (once the line has grown to hold them).
                    function toggle() {
                        open = !open;
                        if (open)
                            growing.restart();
                    }
                    // While the opened line grows (its words wrap line by
                    // line), the log scrolls on to its foot.
                    Timer {
                        id: growing

                        interval: 40
                        repeat: true
                        property int ticks: 0
                        onRunningChanged: ticks = 0
                        onTriggered: {
                            log.forceLayout();
                            log.contentY = Math.max(log.contentY, line.y + line.height - log.height);
                            if (++ticks >= 6)
                                stop();
                        }
                    }

                    width: ListView.view.width - 8
                    implicitHeight: lineColumn.implicitHeight + 8
                    radius: 4
                    color: index === log.count - 1 ? Qt.rgba(1, 1, 1, 0.08) : "transparent"

                    // The current line holds the list's focus (a reader says it, tiles in words).
                    focus: ListView.isCurrentItem
                    Accessible.role: Accessible.ListItem
                    Accessible.name: SpokenWords.tiles(open ? modelData + " " + details : modelData)
                    Accessible.focusable: true
                    // Enter opens a big play to its sets, and closes it.
                    Keys.onReturnPressed: event => {
                        event.accepted = line.details !== "";
                        if (event.accepted)
                            line.toggle();
                    }

                    FocusRing {
                        shown: line.activeFocus
                        gap: 1
                        baseRadius: 4
                    }

                    HoverHandler {
                        id: lineHover
                    }

                    Column {
                        id: lineColumn

                        anchors {
                            left: parent.left
                            right: parent.right
                            verticalCenter: parent.verticalCenter
                            leftMargin: 6
                            rightMargin: line.replayable ? 28 : 6
                        }
                        spacing: 3

                        Text {
                            width: parent.width
                            text: Theme.withSymbols(line.modelData)
                            // The line says it (a reader hears each name change: once is enough).
                            Accessible.ignored: true
                            color: line.roundLine ? Theme.accent : Theme.headerText
                            font.family: Theme.fontFamily
                            font.pixelSize: 12
                            font.bold: line.roundLine
                            wrapMode: Text.Wrap
                            lineHeight: 1.1
                        }
                        // A big play opens to its sets.
                        Text {
                            objectName: "logDetailsToggle"
                            visible: line.details !== ""
                            text: (line.open ? "\u25BE " : "\u25B8 ") + (line.open ? qsTr("Fewer details") : qsTr("Set by set"))
                            color: Theme.feltText
                            font.family: Theme.fontFamily
                            font.pixelSize: 11
                            font.underline: toggleArea.containsMouse

                            MouseArea {
                                id: toggleArea

                                anchors.fill: parent
                                hoverEnabled: true
                                cursorShape: Qt.PointingHandCursor
                                onClicked: line.toggle()
                            }
                            Accessible.role: Accessible.Button
                            Accessible.name: text
                            Accessible.ignored: !visible
                            Accessible.onPressAction: line.toggle()
                        }
                        Text {
                            objectName: "logDetails"
                            visible: line.open
                            Accessible.ignored: true // the line says it, opened
                            width: parent.width
                            leftPadding: 10
                            text: Theme.withSymbols(line.details)
                            color: Theme.headerText
                            font.family: Theme.fontFamily
                            font.pixelSize: 11
                            wrapMode: Text.Wrap
                            lineHeight: 1.1
                        }
                    }

                    // Play the turn again, step by step, in the review: a
                    // light mark rather than a button of the controls (a
                    // button on every line made the log slow to lay out as it
                    // grew), shown while the line is hovered or it has the focus.
                    Rectangle {
                        id: replay

                        objectName: "replayTurnButton"
                        visible: line.replayable && (lineHover.hovered || activeFocus)
                        anchors {
                            right: parent.right
                            top: parent.top
                            rightMargin: 2
                            topMargin: 2
                        }
                        width: 24
                        height: 22
                        radius: 4
                        color: replayArea.containsMouse ? Theme.buttonHover : Theme.button
                        activeFocusOnTab: line.replayable

                        function play() {
                            panel.replayRequested(line.turn.round, line.turn.turn);
                        }

                        Text {
                            anchors.centerIn: parent
                            text: "\u21BB" // ↻
                            color: Theme.headerText
                            font.family: Theme.fontFamily
                            font.pixelSize: 13
                        }
                        MouseArea {
                            id: replayArea

                            anchors.fill: parent
                            hoverEnabled: true
                            cursorShape: Qt.PointingHandCursor
                            onClicked: replay.play()
                        }
                        FocusRing {
                            shown: replay.activeFocus
                            gap: 1
                            baseRadius: 4
                        }
                        Keys.onSpacePressed: play()
                        Keys.onReturnPressed: play()
                        Accessible.role: Accessible.Button
                        Accessible.name: qsTr("Play this turn again")
                        Accessible.ignored: !visible
                        Accessible.onPressAction: play()
                        ToolTip.visible: replayArea.containsMouse
                        ToolTip.delay: Theme.tipDelay
                        ToolTip.text: qsTr("Play this turn again, step by step, in the review")
                    }
                }
            }

            // The players and the match.
            Flickable {
                objectName: "scoresView"
                clip: true
                contentWidth: width
                contentHeight: scoreColumn.implicitHeight
                boundsBehavior: Flickable.StopAtBounds
                ScrollIndicator.vertical: ScrollIndicator {}

                ColumnLayout {
                    id: scoreColumn

                    width: parent.width - 6
                    spacing: 6

                    RowLayout {
                        Layout.fillWidth: true
                        Layout.leftMargin: 8
                        Layout.rightMargin: 8
                        spacing: 6

                        SmallText {
                            Layout.fillWidth: true
                            text: qsTr("Player")
                            color: Theme.feltText
                            font.bold: true
                        }
                        SmallText {
                            id: tilesHeading

                            Layout.preferredWidth: panel.tilesColumn
                            horizontalAlignment: Text.AlignRight
                            text: qsTr("Tiles")
                            color: Theme.feltText
                            font.bold: true
                        }
                        SmallText {
                            id: totalHeading

                            Layout.preferredWidth: panel.totalColumn
                            horizontalAlignment: Text.AlignRight
                            text: qsTr("Total")
                            color: Theme.feltText
                            font.bold: true
                        }
                    }

                    Repeater {
                        objectName: "playerRows"
                        model: panel.scoreboard.players

                        PlayerRow {
                            required property var modelData
                            required property int index

                            objectName: "playerRow" + index
                            Layout.fillWidth: true
                            name: modelData.name
                            current: modelData.current ?? false
                            isAi: modelData.isAi ?? false
                            tiles: panel.scoreboard.rackSizes[index] ?? 0
                            total: modelData.total
                            bank: panel.clocks && panel.clocks.on ? (panel.clocks.texts[index] ?? "") : ""
                            bankSeconds: panel.clocks ? (panel.clocks.seconds[index] ?? 0) : 0
                            tilesColumn: panel.tilesColumn
                            totalColumn: panel.totalColumn
                        }
                    }

                    // The rounds of the match so far.
                    SmallText {
                        Layout.topMargin: 10
                        Layout.leftMargin: 8
                        text: panel.scoreboard.scoreHistory.length > 0 ? qsTr("Rounds") : qsTr("No round scored yet.")
                        color: Theme.feltText
                        font.bold: panel.scoreboard.scoreHistory.length > 0
                        font.italic: panel.scoreboard.scoreHistory.length === 0
                    }

                    GridLayout {
                        objectName: "sideHistory"
                        visible: panel.scoreboard.scoreHistory.length > 0
                        Layout.fillWidth: true
                        Layout.leftMargin: 8
                        Layout.rightMargin: 8
                        columns: panel.scoreboard.players.length + 1
                        columnSpacing: 6
                        rowSpacing: 2

                        SmallText {
                            Layout.preferredWidth: 24
                            text: "#"
                            color: Theme.feltText
                        }
                        Repeater {
                            model: panel.scoreboard.players

                            SmallText {
                                required property var modelData

                                Layout.fillWidth: true
                                Layout.preferredWidth: 40
                                horizontalAlignment: Text.AlignRight
                                text: modelData.name
                                color: Theme.feltText
                            }
                        }
                        Repeater {
                            model: panel.scoreboard.scoreHistory.length * (panel.scoreboard.players.length + 1)

                            SmallText {
                                required property int index
                                readonly property int round: Math.floor(index / (panel.scoreboard.players.length + 1))
                                readonly property int column: index % (panel.scoreboard.players.length + 1)
                                // A new match empties the history before the Repeater drops this cell: a round gone reads 0.
                                readonly property int score: column > 0 ? (panel.scoreboard.scoreHistory[round]?.scores[column - 1] ?? 0) : 0

                                Layout.fillWidth: column > 0
                                horizontalAlignment: column > 0 ? Text.AlignRight : Text.AlignLeft
                                text: column === 0 ? String(round + 1) : (score > 0 ? "+" + score : String(score))
                                color: column === 0 ? Theme.feltText : Theme.headerText
                            }
                        }
                    }
                }
            }
        }
    }
}
