pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import TileRummy

// The end of a round (the scoreboard's roundSummary, once roundOver): how it
// ended, each player's tiles left with their value, the round's score and the
// totals, and the scores of the match round by round. Then the next round
// (nextRoundRequested), or at the end of the match a new game
// (newGameRequested). "Look at the table" closes it; show() opens it again
// while the round is over.
ThemedDialog {
    id: dialog

    // The score sheet it shows.
    required property Scoreboard scoreboard
    // The round on the table is over: the screen opens when one ends and
    // closes when the next is dealt (or a new game begins).
    property bool roundOver: false
    // A table joined on another machine: its host keeps the game (no review here).
    property bool joined: false
    // At a match's end at a table with friends: the check of its deals
    // ("This deal was fair: checked."; "" elsewhere).
    property string dealCheck: ""
    // At a match's end at a lobby's rated table: the new rating ("" elsewhere).
    property string ratingNews: ""
    // The game was one a lobby seated the player at: the way on is back to it.
    property bool fromLobby: false
    // The tile size setting (the tiles left on each rack).
    property real tileScale: 1
    // The game, for playing again with the same people at a match's end
    // with friends (PlayAgainPanel); null: not offered.
    property GameController game: null

    readonly property var summary: scoreboard.roundSummary
    readonly property var summaryPlayers: summary.players
    readonly property bool matchOver: summary.matchOver
    readonly property var history: scoreboard.scoreHistory
    // The match has (or had) more than one round: the table of rounds helps.
    readonly property bool showHistory: history.length > 1 || (scoreboard.setup.rounds ?? 1) > 1
                                        || (scoreboard.setup.targetScore ?? 0) > 0

    // The match is over and the player asked for a new game (open the new game dialog).
    signal newGameRequested()
    // The game reviewed turn by turn (the rounds so far).
    signal reviewRequested()
    // The next round of the match, please.
    signal nextRoundRequested()
    // Back to the lobby's screen (a lobby's game is over).
    signal lobbyRequested()

    function show() {
        if (roundOver)
            open()
    }

    // With a screen reader on, it opens once the news of the round's last
    // turn is said (the move that went out, the scores), not before it.
    property Announcer news: null
    function openAfterNews() {
        afterNews.waited = false;
        afterNews.interval = 0;
        afterNews.restart();
    }
    Timer {
        id: afterNews

        property bool waited: false
        onTriggered: {
            const wait = dialog.news ? dialog.news.readerWaitMs() : 0;
            if (wait > 0 && !waited) {
                waited = true;
                interval = Math.min(wait, 20000); // (the news of a round's end runs long: its last turn, the scores)
                restart();
            } else {
                dialog.show();
            }
        }
    }

    function primaryAction() {
        if (matchOver && fromLobby) {
            close()
            lobbyRequested()
        } else if (matchOver) {
            close()
            newGameRequested()
        } else {
            nextRoundRequested()
            close()
        }
    }

    objectName: "roundEndScreen"
    title: matchOver ? qsTr("Game over") : qsTr("Round %1 is over").arg(summary.over ? summary.round : scoreboard.roundNumber)
    width: Math.min(820, parent ? parent.width - 32 : 820)
    height: Math.min(implicitHeight, parent ? parent.height - 32 : implicitHeight)

    Component.onCompleted: show()
    onRoundOverChanged: roundOver ? openAfterNews() : close()

    component Cell: Text {
        color: Theme.headerText
        font.family: Theme.fontFamily
        font.pixelSize: 14
        elide: Text.ElideRight
        verticalAlignment: Text.AlignVCenter
    }

    // A line under the result at a match's end, centred, said as it is shown.
    component EndNote: Text {
        Layout.fillWidth: true
        horizontalAlignment: Text.AlignHCenter
        color: Theme.feltText
        font.family: Theme.fontFamily
        font.pixelSize: 15
        wrapMode: Text.WordWrap
        Accessible.role: Accessible.StaticText
        Accessible.name: text
    }

    component HeadCell: Text {
        color: Theme.feltText
        font.family: Theme.fontFamily
        font.pixelSize: 11
        font.bold: true
        font.capitalization: Font.AllUppercase
        font.letterSpacing: 0.8
        elide: Text.ElideRight
    }

    Flickable {
        id: flick

        anchors.fill: parent
        implicitWidth: body.implicitWidth
        implicitHeight: body.implicitHeight
        contentWidth: width
        contentHeight: body.implicitHeight
        clip: contentHeight > height
        boundsBehavior: Flickable.StopAtBounds
        ScrollIndicator.vertical: ScrollIndicator {}
        focus: true
        // It takes the focus as the screen opens: a reader says what it holds
        // (the round's end; Enter goes on, Tab to the buttons).
        Accessible.role: Accessible.Pane
        Accessible.name: dialog.summary.text

        Keys.onReturnPressed: dialog.primaryAction()
        Keys.onEnterPressed: dialog.primaryAction()

        ColumnLayout {
            id: body

            width: flick.width
            spacing: 14

            Text {
                objectName: "roundTitle"
                Layout.fillWidth: true
                text: dialog.summary.text
                color: Theme.headerText
                font.family: Theme.fontFamily
                font.pixelSize: 20
                font.bold: true
                wrapMode: Text.WordWrap
                Accessible.role: Accessible.Heading
                Accessible.name: text
            }

            // The match's result.
            Rectangle {
                visible: dialog.matchOver
                Layout.fillWidth: true
                implicitHeight: matchResult.implicitHeight + 20
                radius: 8
                color: Theme.header
                border.color: Theme.accent
                border.width: 2

                Text {
                    id: matchResult

                    objectName: "matchResult"
                    anchors {
                        left: parent.left
                        right: parent.right
                        verticalCenter: parent.verticalCenter
                        margins: 14
                    }
                    horizontalAlignment: Text.AlignHCenter
                    text: dialog.summary.matchWinnerName !== ""
                          ? qsTr("Game over \u2014 %1 wins").arg(dialog.summary.matchWinnerName)
                          : qsTr("Game over \u2014 it is a tie")
                    color: Theme.accent
                    font.family: Theme.fontFamily
                    font.pixelSize: 22
                    font.bold: true
                    wrapMode: Text.WordWrap
                    // A paragraph, not a label: a reader reads a dialog's and a
                    // panel's labels as the focus enters each (it was said twice);
                    // the news says who won the match.
                    Accessible.role: Accessible.Paragraph
                    Accessible.name: text
                }
            }
            EndNote {
                objectName: "dealCheck"
                visible: dialog.matchOver && dialog.dealCheck !== ""
                text: dialog.dealCheck
            }
            EndNote {
                objectName: "ratingNews"
                visible: dialog.matchOver && dialog.ratingNews !== ""
                text: dialog.ratingNews
                color: Theme.accent
                font.bold: true
            }

            // Play again with the same people (friends on other machines).
            PlayAgainPanel {
                Layout.fillWidth: true
                game: dialog.matchOver ? dialog.game : null
            }

            // Each player's tiles left and scores.
            Rectangle {
                Layout.fillWidth: true
                implicitHeight: scores.implicitHeight + 20
                radius: 8
                color: Theme.feltDark
                border.color: Theme.feltLine

                ColumnLayout {
                    id: scores

                    anchors {
                        left: parent.left
                        right: parent.right
                        top: parent.top
                        margins: 10
                    }
                    spacing: 0

                    RowLayout {
                        Layout.fillWidth: true
                        Layout.bottomMargin: 6
                        spacing: 12

                        HeadCell {
                            Layout.preferredWidth: 150
                            text: qsTr("Player")
                        }
                        HeadCell {
                            Layout.fillWidth: true
                            text: qsTr("Tiles left")
                        }
                        HeadCell {
                            Layout.preferredWidth: 64
                            horizontalAlignment: Text.AlignRight
                            text: qsTr("Value")
                        }
                        HeadCell {
                            Layout.preferredWidth: 64
                            horizontalAlignment: Text.AlignRight
                            text: qsTr("Round")
                        }
                        HeadCell {
                            Layout.preferredWidth: 64
                            horizontalAlignment: Text.AlignRight
                            text: qsTr("Total")
                        }
                    }

                    // In a Column, not straight in the layout: Qt 6.4's layouts can use
                    // a Repeater's deleted delegate after the players changed (a crash).
                    Column {
                        Layout.fillWidth: true

                        Repeater {
                            objectName: "roundRows"
                            model: dialog.summaryPlayers

                            Rectangle {
                                id: playerRow

                                required property var modelData
                                required property int index
                                readonly property bool winner: index === dialog.summary.winner
                                readonly property var rack: modelData.rack
                                // A joined table: another's rack, told as a count (its points are rackValue).
                                readonly property int hiddenTiles: modelData.hiddenTiles ?? 0

                                objectName: "roundRow" + index
                                width: parent.width
                                implicitHeight: Math.max(44, rackFlow.implicitHeight + 14)
                                radius: 6
                                color: winner ? Qt.rgba(0.95, 0.70, 0.24, 0.16) : index % 2 ? Qt.rgba(1, 1, 1, 0.04) : "transparent"

                                Accessible.role: Accessible.Row
                                //: For screen readers: %1 the player, %2 the points of the tiles left, %3 this round's score (signed), %4 the total score.
                                Accessible.name: qsTr("%1: %n tile(s) left worth %2, round %3, total %4", "",
                                                      Math.max(rack.length, hiddenTiles))
                                                 .arg(modelData.name).arg(modelData.rackValue)
                                                 .arg(Theme.signed(modelData.score)).arg(modelData.total)

                                RowLayout {
                                    anchors {
                                        fill: parent
                                        leftMargin: 6
                                        rightMargin: 6
                                    }
                                    spacing: 12

                                    Cell {
                                        objectName: "playerName"
                                        Layout.preferredWidth: 144
                                        text: (playerRow.winner ? "\u2605 " : "") + playerRow.modelData.name
                                        font.bold: playerRow.winner
                                        color: playerRow.winner ? Theme.accent : Theme.headerText
                                    }

                                    Item {
                                        Layout.fillWidth: true
                                        implicitHeight: rackFlow.implicitHeight

                                        Flow {
                                            id: rackFlow

                                            objectName: "rackFlow"
                                            LayoutMirroring.enabled: false // tiles read left to right

                                            width: parent.width
                                            anchors.verticalCenter: parent.verticalCenter
                                            spacing: 3

                                            Repeater {
                                                model: playerRow.rack

                                                Tile {
                                                    required property var modelData

                                                    width: Math.round(28 * dialog.tileScale)
                                                    height: Math.round(38 * dialog.tileScale)
                                                    tileId: modelData.tileId
                                                    notation: modelData.notation
                                                    value: modelData.value
                                                    colourName: modelData.colourName
                                                    isJoker: modelData.isJoker
                                                    accessibleName: modelData.accessibleName
                                                }
                                            }
                                        }

                                        Cell {
                                            objectName: "hiddenRack"
                                            visible: playerRow.hiddenTiles > 0
                                            anchors.verticalCenter: parent.verticalCenter
                                            //: A joined table's round end: another player's rack is not shown, only its size.
                                            text: qsTr("%n tile(s), not shown", "", playerRow.hiddenTiles)
                                            color: Theme.feltText
                                            font.italic: true
                                        }
                                        Cell {
                                            visible: playerRow.rack.length === 0 && playerRow.hiddenTiles === 0
                                            anchors.verticalCenter: parent.verticalCenter
                                            text: qsTr("none \u2014 went out")
                                            color: Theme.feltText
                                            font.italic: true
                                        }
                                    }

                                    Cell {
                                        objectName: "rackValue"
                                        Layout.preferredWidth: 64
                                        horizontalAlignment: Text.AlignRight
                                        text: playerRow.modelData.rackValue
                                    }
                                    Cell {
                                        objectName: "roundScore"
                                        Layout.preferredWidth: 64
                                        horizontalAlignment: Text.AlignRight
                                        text: Theme.signed(playerRow.modelData.score)
                                        font.bold: true
                                        color: playerRow.modelData.score > 0 ? "#9be3b0"
                                                                             : playerRow.modelData.score < 0 ? "#ffb0a0" : Theme.headerText
                                    }
                                    Cell {
                                        objectName: "totalScore"
                                        Layout.preferredWidth: 64
                                        horizontalAlignment: Text.AlignRight
                                        text: Theme.number(playerRow.modelData.total)
                                        font.bold: true
                                        font.pixelSize: 16
                                    }
                                }
                            }
                        }
                    }
                }
            }

            // The match round by round.
            ColumnLayout {
                visible: dialog.showHistory
                Layout.fillWidth: true
                spacing: 6

                HeadCell {
                    text: qsTr("Scores by round")
                    font.pixelSize: 12
                }

                Rectangle {
                    Layout.fillWidth: true
                    implicitHeight: historyGrid.implicitHeight + 16
                    radius: 8
                    color: Theme.feltDark
                    border.color: Theme.feltLine

                    // A Grid, not a GridLayout: Qt 6.4's layouts can use a Repeater's
                    // deleted delegate when the window is resized after the players
                    // changed while this screen was closed (a crash).
                    Grid {
                        id: historyGrid

                        // Each player's column: what is left beside the rounds' column.
                        readonly property real scoreWidth: Math.max(40, (width - 90 - columnSpacing * (columns - 1)) / Math.max(1, columns - 1))

                        objectName: "historyGrid"
                        anchors {
                            left: parent.left
                            right: parent.right
                            top: parent.top
                            margins: 8
                            leftMargin: 12
                            rightMargin: 12
                        }
                        columns: dialog.summaryPlayers.length + 1
                        columnSpacing: 12
                        rowSpacing: 3

                        HeadCell {
                            width: 90
                            text: qsTr("Round")
                        }
                        Repeater {
                            model: dialog.summaryPlayers

                            HeadCell {
                                required property var modelData

                                width: historyGrid.scoreWidth
                                horizontalAlignment: Text.AlignRight
                                text: modelData.name
                                font.capitalization: Font.MixedCase
                            }
                        }

                        Repeater {
                            model: dialog.history.length * (dialog.summaryPlayers.length + 1)

                            Cell {
                                required property int index
                                readonly property int round: Math.floor(index / (dialog.summaryPlayers.length + 1))
                                readonly property int column: index % (dialog.summaryPlayers.length + 1)

                                width: column > 0 ? historyGrid.scoreWidth : 90
                                horizontalAlignment: column > 0 ? Text.AlignRight : Text.AlignLeft
                                font.pixelSize: 13
                                color: column > 0 ? Theme.headerText : Theme.feltText
                                text: column === 0 ? qsTr("Round %1").arg(round + 1)
                                                   : Theme.signed(dialog.history[round]?.scores[column - 1] ?? 0)
                            }
                        }

                        Cell {
                            width: 90
                            text: qsTr("Total")
                            font.bold: true
                        }
                        Repeater {
                            model: dialog.summaryPlayers

                            Cell {
                                required property var modelData

                                width: historyGrid.scoreWidth
                                horizontalAlignment: Text.AlignRight
                                text: Theme.number(modelData.total)
                                font.bold: true
                                color: Theme.accent
                            }
                        }
                    }
                }
            }
        }
    }

    footer: Item {
        implicitHeight: 60

        RowLayout {
            anchors {
                fill: parent
                leftMargin: 24
                rightMargin: 24
                bottomMargin: 10
            }
            spacing: 10

            ThemedButton {
                objectName: "reviewGameButton"
                visible: !dialog.joined
                text: qsTr("Review")
                onClicked: {
                    dialog.close()
                    dialog.reviewRequested()
                }
                Accessible.name: qsTr("Review the game turn by turn, against the best plays")
            }
            Item {
                Layout.fillWidth: true
            }
            ThemedButton {
                objectName: "lookAtTableButton"
                text: qsTr("Look at the table")
                onClicked: dialog.close()
                Accessible.name: qsTr("Close this and look at the table")
            }
            ThemedButton {
                objectName: "nextRoundButton"
                visible: !dialog.matchOver
                primary: true
                text: qsTr("Next round")
                onClicked: dialog.primaryAction()
                Accessible.name: qsTr("Deal the next round")
            }
            ThemedButton {
                objectName: "roundNewGameButton"
                visible: dialog.matchOver
                primary: !dialog.fromLobby
                text: qsTr("New game")
                onClicked: {
                    dialog.close()
                    dialog.newGameRequested()
                }
                Accessible.name: qsTr("Start a new game")
            }
            ThemedButton {
                objectName: "roundLobbyButton"
                visible: dialog.matchOver && dialog.fromLobby
                primary: true
                text: qsTr("Back to the lobby")
                onClicked: dialog.primaryAction()
                Accessible.name: qsTr("Back to the lobby's tables and ratings")
            }
        }
    }
}
