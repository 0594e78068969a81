pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import TileRummy

// A game reviewed turn by turn (GameReview): the summary at the top (what
// each player could have laid more, the turns where the most was missed, each
// a button to that turn), the turn's table played out as it was, the other
// racks beside it, the turn's line of the log and its verdict, the rack of the
// player whose turn it is, and the way through the game: back, next, a slider
// over every turn, the play's moves one at a time, "Watch again" and "Show
// me" (the best play, played out on the turn's table). Keys: Left and Right a
// turn, Shift+Left and Shift+Right a move, Page Up and Page Down a round,
// Home and End the first and last turn, Ctrl+H "Show me". Fills its parent.
Rectangle {
    id: scene

    required property GameReview review
    property AppSettings settings: null

    readonly property real tileScale: settings ? settings.tileScale : 1
    readonly property real tileWidth: Math.round(Math.max(28, Math.min(60, (width - 300) / 24, (height - 420) / 8)) * tileScale)
    readonly property real tileHeight: Math.round(tileWidth * 4 / 3)
    readonly property alias input: input
    readonly property string moverName: review.names[review.board.currentPlayer] ?? ""

    signal backRequested
    // The turn the review went to, in words, for a reader: the keys and
    // buttons that go there (the turn before, Home, a miss's "Go to this
    // turn") leave the focus where it is, so it would hear nothing.
    signal said(string words)

    property string lastSaid: ""
    Connections {
        target: scene.review

        function onPositionChanged() {
            const words = qsTr("Turn %1: %2").arg(scene.review.turn + 1).arg(scene.review.logLine) + " "
                          + scene.review.verdict;
            if (words !== scene.lastSaid) {
                scene.lastSaid = words;
                scene.said(words);
            }
        }
    }

    objectName: "reviewScene"
    z: 70
    focus: true

    Accessible.role: Accessible.Pane
    Accessible.name: qsTr("Review of a game")

    onVisibleChanged: if (visible)
        scene.forceActiveFocus()

    // Shift with an arrow: a move of the turn's play instead of a turn.
    Keys.onLeftPressed: event => (event.modifiers & Qt.ShiftModifier) ? review.stepBack() : review.back()
    Keys.onRightPressed: event => (event.modifiers & Qt.ShiftModifier) ? review.stepForward() : review.next()
    Keys.onPressed: event => {
        if (event.key === Qt.Key_Home) {
            review.goToPosition(0);
            event.accepted = true;
        } else if (event.key === Qt.Key_End) {
            review.goToPosition(review.positionCount - 1);
            event.accepted = true;
        } else if (event.key === Qt.Key_PageUp) {
            review.goTo(Math.max(0, review.round - 1), 0);
            event.accepted = true;
        } else if (event.key === Qt.Key_PageDown) {
            review.goTo(Math.min(review.roundCount - 1, review.round + 1), 0);
            event.accepted = true;
        }
    }

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

    // Clicks and the pointer's hover stop here: the game's table below waits.
    MouseArea {
        anchors.fill: parent
        acceptedButtons: Qt.AllButtons
        hoverEnabled: true
    }

    component Words: Text {
        color: Theme.headerText
        font.family: Theme.fontFamily
        font.pixelSize: 14
        wrapMode: Text.WordWrap
    }

    ColumnLayout {
        anchors.fill: parent
        spacing: 0

        // The header: back, which game, which round.
        Rectangle {
            Layout.fillWidth: true
            Layout.preferredHeight: 56
            color: Theme.header

            RowLayout {
                anchors.fill: parent
                anchors.leftMargin: 14
                anchors.rightMargin: 14
                spacing: 12

                GameButton {
                    objectName: "reviewBackButton"
                    text: qsTr("‹ Back")
                    tip: qsTr("Leave the review (Esc)")
                    onClicked: scene.backRequested()
                }
                Text {
                    objectName: "reviewTitle"
                    Layout.fillWidth: true
                    text: qsTr("Review: %1").arg(scene.review.players)
                    elide: Text.ElideRight
                    color: Theme.headerText
                    font.family: Theme.fontFamily
                    font.pixelSize: 19
                    font.bold: true
                    Accessible.role: Accessible.Heading
                    Accessible.name: text
                }
                Text {
                    objectName: "reviewRound"
                    visible: scene.review.roundCount > 1
                    text: qsTr("Round %1 of %2").arg(scene.review.round + 1).arg(scene.review.roundCount)
                    color: Theme.headerDim
                    font.family: Theme.fontFamily
                    font.pixelSize: 14
                }
            }
        }

        // The summary: each player's turns against the best plays, and the turns that missed the most.
        Rectangle {
            objectName: "reviewSummary"
            Layout.fillWidth: true
            Layout.leftMargin: 14
            Layout.rightMargin: 14
            Layout.topMargin: 10
            Layout.preferredHeight: summaryColumn.implicitHeight + 16
            radius: 10
            color: Theme.ivory
            border.color: Theme.tileEdge

            ColumnLayout {
                id: summaryColumn

                anchors.left: parent.left
                anchors.right: parent.right
                anchors.verticalCenter: parent.verticalCenter
                anchors.margins: 14
                spacing: 3

                Repeater {
                    model: scene.review.summary

                    Words {
                        required property var modelData

                        Layout.fillWidth: true
                        text: modelData.text
                        color: Theme.black
                        Accessible.role: Accessible.StaticText
                        Accessible.name: text
                    }
                }
                Flow {
                    objectName: "biggestMisses"
                    visible: scene.review.biggestMisses.length > 0
                    Layout.fillWidth: true
                    Layout.topMargin: 3
                    spacing: 6

                    Words {
                        height: 30
                        verticalAlignment: Text.AlignVCenter
                        wrapMode: Text.NoWrap
                        text: qsTr("Where the most could have been laid:")
                        color: Theme.woodGroove
                        font.bold: true
                    }
                    Repeater {
                        model: scene.review.biggestMisses

                        GameButton {
                            required property var modelData
                            required property int index

                            objectName: "missButton" + index
                            focusPolicy: Qt.TabFocus // a click leaves the keys on the review
                            implicitHeight: 30
                            text: modelData.text
                            tip: qsTr("Go to this turn")
                            onClicked: scene.review.goTo(modelData.round, modelData.turn)
                        }
                    }
                }
            }
        }

        // The table as the turn played it out, and the other racks beside it.
        RowLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            Layout.margins: 14
            Layout.bottomMargin: 0
            spacing: 12

            TableArea {
                id: tableArea

                objectName: "reviewTableArea"
                Layout.fillWidth: true
                Layout.fillHeight: true
                board: scene.review.board
                input: input
                tileWidth: scene.tileWidth
                tileHeight: scene.tileHeight
            }

            Rectangle {
                objectName: "otherRacks"
                Layout.preferredWidth: Math.min(300, Math.max(200, scene.width * 0.2))
                Layout.fillHeight: true
                radius: 10
                color: Theme.feltDark
                border.color: Theme.feltLine

                Flickable {
                    anchors.fill: parent
                    anchors.margins: 10
                    contentHeight: racksColumn.implicitHeight
                    clip: true
                    boundsBehavior: Flickable.StopAtBounds

                    Column {
                        id: racksColumn

                        width: parent.width
                        spacing: 10

                        Repeater {
                            model: scene.review.otherRacks

                            Column {
                                id: otherRack

                                required property var modelData

                                width: racksColumn.width
                                spacing: 4

                                Words {
                                    width: parent.width
                                    text: otherRack.modelData.name
                                    font.bold: true
                                    elide: Text.ElideRight
                                    wrapMode: Text.NoWrap
                                }
                                Flow {
                                    visible: !otherRack.modelData.hidden
                                    width: parent.width
                                    spacing: 2
                                    LayoutMirroring.enabled: false // tiles read left to right

                                    Repeater {
                                        model: otherRack.modelData.tiles

                                        Tile {
                                            required property var modelData

                                            width: Math.round(22 * scene.tileScale)
                                            height: Math.round(30 * scene.tileScale)
                                            tileId: modelData.tileId
                                            notation: modelData.notation
                                            value: modelData.value
                                            colourName: modelData.colourName
                                            isJoker: modelData.isJoker
                                            accessibleName: modelData.accessibleName
                                        }
                                    }
                                }
                                Words {
                                    visible: otherRack.modelData.hidden
                                    width: parent.width
                                    //: A review of a round still being played: another player's rack stays hidden.
                                    text: qsTr("%n tile(s), not shown", "", otherRack.modelData.count)
                                    color: Theme.feltText
                                    font.italic: true
                                }
                            }
                        }
                    }
                }
            }
        }

        // The turn: its line of the log, and what it laid against the best play.
        Rectangle {
            objectName: "turnCard"
            Layout.fillWidth: true
            Layout.leftMargin: 14
            Layout.rightMargin: 14
            Layout.topMargin: 8
            Layout.preferredHeight: turnColumn.implicitHeight + 16
            radius: 10
            color: Theme.header
            border.width: 2
            border.color: scene.review.betterPlayExisted ? Theme.accent : Theme.feltLine

            ColumnLayout {
                id: turnColumn

                anchors.left: parent.left
                anchors.right: parent.right
                anchors.verticalCenter: parent.verticalCenter
                anchors.margins: 14
                spacing: 2

                Words {
                    objectName: "reviewLogLine"
                    Layout.fillWidth: true
                    text: Theme.withSymbols(qsTr("Turn %1: %2").arg(scene.review.turn + 1).arg(scene.review.logLine))
                    Accessible.name: SpokenWords.tiles(qsTr("Turn %1: %2").arg(scene.review.turn + 1).arg(scene.review.logLine))
                    font.pixelSize: 15
                    font.bold: true
                    Accessible.role: Accessible.StaticText
                }
                Words {
                    objectName: "reviewVerdict"
                    Layout.fillWidth: true
                    // Shown, the best play says what it lays; else the turn against it.
                    text: Theme.withSymbols(scene.review.showingBest ? scene.review.bestPlay : scene.review.verdict)
                    Accessible.name: SpokenWords.tiles(scene.review.showingBest ? scene.review.bestPlay : scene.review.verdict)
                    color: scene.review.betterPlayExisted ? Theme.accent : Theme.headerText
                    Accessible.role: Accessible.StaticText
                }
                // "Show me", step by step in words.
                Words {
                    objectName: "reviewStepWords"
                    Layout.fillWidth: true
                    visible: text !== ""
                    text: Theme.withSymbols(scene.review.board.stepWords)
                    Accessible.name: SpokenWords.tiles(scene.review.board.stepWords)
                    color: Theme.accent
                    Accessible.role: Accessible.StaticText
                }
            }
        }

        // Through the game: a slider over every turn.
        RowLayout {
            Layout.fillWidth: true
            Layout.leftMargin: 14
            Layout.rightMargin: 14
            Layout.topMargin: 4
            spacing: 10

            Words {
                objectName: "turnOfTurns"
                // Within the round, as the game's log counts (the header names the round).
                text: qsTr("Turn %1 of %2").arg(scene.review.turn + 1).arg(scene.review.turnCount)
                wrapMode: Text.NoWrap
            }
            ThemedSlider {
                objectName: "reviewSlider"
                Layout.fillWidth: true
                from: 0
                to: Math.max(1, scene.review.positionCount - 1)
                stepSize: 1
                snapMode: Slider.SnapAlways
                value: scene.review.position
                enabled: scene.review.positionCount > 1
                onMoved: scene.review.goToPosition(Math.round(value))
                Accessible.name: qsTr("Turn")
            }
        }

        // The wooden edge: the rack of the player whose turn it is, the way through.
        RowLayout {
            Layout.fillWidth: true
            Layout.preferredHeight: rack.implicitHeight + 24
            Layout.leftMargin: 14
            Layout.rightMargin: 14
            spacing: 14

            Item {
                Layout.fillWidth: true
                Layout.minimumWidth: rack.implicitWidth
                Layout.preferredHeight: rack.implicitHeight + 10

                Rack {
                    id: rack

                    objectName: "reviewRack"
                    anchors.centerIn: parent
                    width: implicitWidth
                    height: implicitHeight
                    tiles: scene.review.board.rack
                    input: input
                    ownerName: scene.moverName
                    hiddenText: scene.review.rackShown ? "" : qsTr("%1's rack is not shown while the round is being played.").arg(scene.moverName)
                    tileWidth: scene.tileWidth
                    tileHeight: scene.tileHeight
                }
            }

            GridLayout {
                Layout.alignment: Qt.AlignVCenter
                Layout.fillWidth: false
                columns: 2
                columnSpacing: 6
                rowSpacing: 6

                GameButton {
                    objectName: "reviewPreviousButton"
                    focusPolicy: Qt.TabFocus // a click leaves the keys on the review
                    Layout.fillWidth: true
                    text: qsTr("‹ Turn")
                    Accessible.name: qsTr("The turn before")
                    tip: qsTr("The turn before (Left)")
                    enabled: scene.review.position > 0
                    onClicked: scene.review.back()
                }
                GameButton {
                    objectName: "reviewNextButton"
                    focusPolicy: Qt.TabFocus // a click leaves the keys on the review
                    Layout.fillWidth: true
                    primary: true
                    text: qsTr("Turn ›")
                    Accessible.name: qsTr("The next turn")
                    tip: qsTr("The next turn (Right)")
                    enabled: scene.review.position + 1 < scene.review.positionCount
                    onClicked: scene.review.next()
                }
                GameButton {
                    objectName: "stepBackButton"
                    focusPolicy: Qt.TabFocus // a click leaves the keys on the review
                    Layout.fillWidth: true
                    text: qsTr("‹ Move")
                    Accessible.name: qsTr("The move before")
                    tip: qsTr("The play a move back (Shift+Left)")
                    enabled: scene.review.playStep > 0
                    onClicked: scene.review.stepBack()
                }
                GameButton {
                    objectName: "stepForwardButton"
                    focusPolicy: Qt.TabFocus // a click leaves the keys on the review
                    Layout.fillWidth: true
                    text: qsTr("Move ›")
                    Accessible.name: qsTr("The next move")
                    tip: qsTr("The play a move on (Shift+Right)")
                    enabled: scene.review.playStep < scene.review.playSteps
                    onClicked: scene.review.stepForward()
                }
                GameButton {
                    objectName: "watchAgainButton"
                    focusPolicy: Qt.TabFocus // a click leaves the keys on the review
                    Layout.fillWidth: true
                    text: qsTr("Watch again")
                    tip: qsTr("The turn played out again as it was")
                    enabled: scene.review.loaded
                    onClicked: scene.review.watchAgain()
                }
                GameButton {
                    objectName: "reviewShowMeButton"
                    focusPolicy: Qt.TabFocus // a click leaves the keys on the review
                    Layout.fillWidth: true
                    text: qsTr("Show me")
                    tip: qsTr("The best play, played out on this turn's table (Ctrl+H)")
                    enabled: scene.review.betterPlayExisted
                    onClicked: scene.review.showMe()
                }
            }
        }
    }

    TableInput {
        id: input

        objectName: "reviewInput"
        anchors.fill: parent
        board: scene.review.board
        settings: scene.settings
        tableArea: tableArea
        rack: rack
    }
}
