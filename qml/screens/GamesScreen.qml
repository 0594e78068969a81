pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Dialogs
import QtQuick.Layouts
import TileRummy

// The games played here (PlayedGames): the statistics by opposition, their
// charts (StatisticsCharts.qml, made when Qt Charts is there), and the past
// games, the newest first, each to be reviewed; a saved game can be reviewed
// too. Fills its parent.
Rectangle {
    id: screen

    required property PlayedGames played
    // A narrow window shows the statistics or the past games, one at a time.
    readonly property bool narrow: width < 1100
    property bool showingList: false

    // Review this game's file (a kept one, or a saved one).
    signal reviewRequested(string file)
    signal backRequested
    // A new game of a past game's deal, seats and rules (a setup map).
    signal playAgainRequested(var setup)

    objectName: "gamesScreen"
    z: 70

    Accessible.role: Accessible.Pane
    Accessible.name: qsTr("Your games")

    // Shown (made by Main.qml's Loader, or shown again): the history read anew.
    function shown() {
        screen.played.refresh();
        backButton.forceActiveFocus();
    }
    onVisibleChanged: if (visible)
        shown()
    Component.onCompleted: if (visible)
        shown()

    gradient: Gradient {
        GradientStop {
            position: 0
            color: Theme.feltDark
        }
        GradientStop {
            position: 0.5
            color: Theme.felt
        }
        GradientStop {
            position: 1
            color: Theme.feltDark
        }
    }

    // Clicks and the pointer's hover stop here: the table below waits
    // (and shows no tooltip through this screen).
    MouseArea {
        anchors.fill: parent
        acceptedButtons: Qt.AllButtons
        hoverEnabled: true
    }

    // A share in percent, whole.
    function share(value: real): string {
        return qsTr("%1 %").arg(Math.round(value));
    }

    component Cell: Text {
        color: Theme.headerText
        font.family: Theme.fontFamily
        font.pixelSize: 14
        elide: Text.ElideRight
        verticalAlignment: Text.AlignVCenter
    }
    component HeadCell: Text {
        color: Theme.feltText
        font.family: Theme.fontFamily
        verticalAlignment: Text.AlignVCenter
        font.pixelSize: 11
        font.bold: true
        font.capitalization: Font.AllUppercase
        font.letterSpacing: 0.6
        wrapMode: Text.WordWrap
        elide: Text.ElideNone
    }

    ColumnLayout {
        anchors.fill: parent
        spacing: 0

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
                    id: backButton

                    objectName: "gamesBackButton"
                    text: qsTr("‹ Menu")
                    tip: qsTr("Back to the start screen (Esc)")
                    onClicked: screen.backRequested()
                }
                Text {
                    Layout.fillWidth: true
                    text: qsTr("Your games")
                    elide: Text.ElideRight
                    color: Theme.headerText
                    font.family: Theme.fontFamily
                    font.pixelSize: 19
                    font.bold: true
                    Accessible.role: Accessible.Heading
                    Accessible.name: text
                }
                GameButton {
                    objectName: "reviewSavedButton"
                    text: qsTr("Review a saved game…")
                    tip: qsTr("Open a saved game's file and review it turn by turn")
                    onClicked: openDialog.open()
                }
            }
        }

        Text {
            objectName: "noGamesText"
            visible: !screen.played.busy && screen.played.games.length === 0
            Layout.fillWidth: true
            Layout.margins: 40
            horizontalAlignment: Text.AlignHCenter
            wrapMode: Text.WordWrap
            text: qsTr("No finished game yet. Each game you finish here is kept, to be reviewed turn by turn and counted in your statistics.")
            color: Theme.headerText
            font.family: Theme.fontFamily
            font.pixelSize: 17
        }
        Text {
            visible: screen.played.busy && screen.played.games.length === 0
            Layout.fillWidth: true
            Layout.margins: 40
            horizontalAlignment: Text.AlignHCenter
            text: qsTr("Reading your games…")
            color: Theme.feltText
            font.family: Theme.fontFamily
            font.pixelSize: 17
        }

        // Narrow: which of the two is shown.
        RowLayout {
            visible: screen.narrow && screen.played.games.length > 0
            Layout.fillWidth: true
            Layout.leftMargin: 14
            Layout.rightMargin: 14
            Layout.topMargin: 10
            spacing: 8

            GameButton {
                objectName: "showStatisticsButton"
                text: qsTr("Statistics")
                primary: !screen.showingList
                onClicked: screen.showingList = false
            }
            GameButton {
                objectName: "showPastGamesButton"
                text: qsTr("Past games (%1)").arg(screen.played.games.length)
                primary: screen.showingList
                onClicked: screen.showingList = true
            }
            Item {
                Layout.fillWidth: true
            }
        }

        RowLayout {
            visible: screen.played.games.length > 0
            Layout.fillWidth: true
            Layout.fillHeight: true
            Layout.margins: 14
            spacing: 14

            // The statistics: the totals by opposition, then the charts.
            ColumnLayout {
                visible: !screen.narrow || !screen.showingList
                Layout.fillWidth: true
                Layout.fillHeight: true
                spacing: 10

                Rectangle {
                    objectName: "totalsTable"
                    Layout.fillWidth: true
                    implicitHeight: totalsColumn.implicitHeight + 16
                    radius: 10
                    color: Theme.feltDark
                    border.color: Theme.feltLine

                    Column {
                        id: totalsColumn

                        // Each figure's column: what is left beside the opposition's.
                        readonly property real figureWidth: (width - 150) / 6

                        anchors.left: parent.left
                        anchors.right: parent.right
                        anchors.top: parent.top
                        anchors.margins: 8
                        anchors.leftMargin: 12
                        anchors.rightMargin: 12
                        spacing: 2

                        Row {
                            HeadCell {
                                width: 150
                                text: qsTr("Against")
                            }
                            Repeater {
                                model: [qsTr("Games"), qsTr("Won"), qsTr("Rounds won"), qsTr("Average round"), qsTr("Best round"), qsTr("Missed per turn")]

                                HeadCell {
                                    required property string modelData

                                    width: totalsColumn.figureWidth
                                    horizontalAlignment: Text.AlignRight
                                    text: modelData
                                }
                            }
                        }
                        Repeater {
                            objectName: "totalsRows"
                            model: screen.played.totals

                            Row {
                                id: totalsRow

                                required property var modelData
                                required property int index
                                readonly property bool all: index === screen.played.totals.length - 1

                                Cell {
                                    width: 150
                                    height: 24
                                    text: totalsRow.modelData.against
                                    font.bold: totalsRow.all
                                }
                                Repeater {
                                    model: [String(totalsRow.modelData.games), screen.share(totalsRow.modelData.winShare),
                                        qsTr("%1 of %2").arg(totalsRow.modelData.roundsWon).arg(totalsRow.modelData.rounds),
                                        Theme.number(Math.round(totalsRow.modelData.averageRound)),
                                        Theme.number(totalsRow.modelData.bestRound), totalsRow.modelData.missedPerTurn.toFixed(2)]

                                    Cell {
                                        required property var modelData

                                        width: totalsColumn.figureWidth
                                        height: 24
                                        horizontalAlignment: Text.AlignRight
                                        text: modelData
                                        font.bold: totalsRow.all
                                    }
                                }
                            }
                        }
                    }
                }

                Loader {
                    objectName: "chartsLoader"
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    Component.onCompleted: setSource(Qt.resolvedUrl("StatisticsCharts.qml"), {
                            "played": screen.played
                        })
                    onStatusChanged: if (status === Loader.Error)
                        console.warn("Tile Rummy: no charts (Qt Charts' QML module is missing)")
                }
            }

            // The past games, the newest first.
            // The list: two fifths of the width, at least 300 pixels (narrow: all of it).
            Rectangle {
                visible: !screen.narrow || screen.showingList
                Layout.fillHeight: true
                Layout.fillWidth: screen.narrow
                Layout.preferredWidth: screen.narrow ? -1 : Math.max(300, (screen.width - 42) * 0.4)
                radius: 10
                color: Theme.feltDark
                border.color: Theme.feltLine

                // A Repeater in a Flickable, not a ListView: Qt 6.4 refuses to
                // make a ListView's bound delegates here ("Component is not
                // ready"); the history holds at most 200 games.
                Flickable {
                    id: gameList

                    objectName: "pastGames"
                    anchors.fill: parent
                    anchors.margins: 8
                    clip: true
                    contentHeight: gameColumn.implicitHeight
                    boundsBehavior: Flickable.StopAtBounds
                    ScrollBar.vertical: ScrollBar {
                    }

                    Column {
                        id: gameColumn

                        width: gameList.width
                        spacing: 4

                        Text {
                            width: gameList.width
                            height: 28
                            verticalAlignment: Text.AlignVCenter
                            text: qsTr("Past games (%1)").arg(screen.played.games.length)
                            color: Theme.feltText
                            font.family: Theme.fontFamily
                            font.pixelSize: 11
                            font.bold: true
                            font.capitalization: Font.AllUppercase
                            font.letterSpacing: 0.6
                        }
                        Repeater {
                            model: screen.played.games

                            Rectangle {
                                id: gameRow

                                required property var modelData
                                required property int index

                                width: gameColumn.width - 10
                                implicitHeight: rowLayout.implicitHeight + 12
                                radius: 6
                                color: index % 2 ? Qt.rgba(1, 1, 1, 0.04) : "transparent"

                                Accessible.role: Accessible.Row
                                Accessible.name: [modelData.when, modelData.against, modelData.result].join(", ")

                                RowLayout {
                                    id: rowLayout

                                    anchors.left: parent.left
                                    anchors.right: parent.right
                                    anchors.verticalCenter: parent.verticalCenter
                                    anchors.leftMargin: 8
                                    anchors.rightMargin: 4
                                    spacing: 8

                                    ColumnLayout {
                                        Layout.fillWidth: true
                                        spacing: 0

                                        Cell {
                                            Layout.fillWidth: true
                                            text: gameRow.modelData.against + (gameRow.modelData.opponents !== "" && gameRow.modelData.opponents !== gameRow.modelData.against ? " \u2014 " + gameRow.modelData.opponents : "")
                                            font.bold: true
                                        }
                                        // The result under the game (the buttons take the row's end).
                                        Cell {
                                            objectName: "gameResult"
                                            Layout.fillWidth: true
                                            text: gameRow.modelData.hasScore ? qsTr("%1, %2 points").arg(gameRow.modelData.result).arg(Theme.number(gameRow.modelData.score)) : gameRow.modelData.result
                                            color: gameRow.modelData.won ? Theme.accent : Theme.headerText
                                            font.bold: gameRow.modelData.won
                                        }
                                        Cell {
                                            Layout.fillWidth: true
                                            text: gameRow.modelData.when
                                            color: Theme.feltText
                                            font.pixelSize: 12
                                        }
                                    }
                                    GameButton {
                                        objectName: "playAgainButton" + gameRow.index
                                        text: qsTr("Play again")
                                        tip: qsTr("A new game of the same deal, with the same seats and rules")
                                        onClicked: screen.playAgainRequested(screen.played.setupOf(gameRow.modelData.file))
                                    }
                                    GameButton {
                                        objectName: "reviewGameButton" + gameRow.index
                                        text: qsTr("Review")
                                        tip: qsTr("Review this game turn by turn")
                                        onClicked: screen.reviewRequested(gameRow.modelData.file)
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    FileDialog {
        id: openDialog

        objectName: "reviewOpenDialog"
        title: qsTr("Review a saved game")
        fileMode: FileDialog.OpenFile
        nameFilters: [qsTr("Tile Rummy games (*.trsave)"), qsTr("All files (*)")]
        onAccepted: screen.reviewRequested(String(selectedFile))
    }
}
