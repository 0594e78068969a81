pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Layouts
import TileRummy

// The first screen: play (the game on the table, or a new one), learn the
// game in the tutorial, practise with puzzles, the settings, about, quit. Reached
// again from the game's Menu button (F1). Tab or the arrow keys go from
// button to button, Enter or Space presses one. Fills its parent.
Rectangle {
    id: screen

    required property AppSettings settings
    // Lessons done of how many (for the tutorial's line).
    property int lessonsDone: 0
    property int lessonCount: 0
    // A game is under way (else "Play" deals a new one).
    property bool gameUnderWay: true
    // The game on the table may be reviewed (some of it is played).
    property bool canReviewGame: false
    // A seat kept at a table this game was at when it closed: its button
    // ("Rejoin Ann's table") and its line; "" when none is kept.
    property string rejoinTitle: ""
    property string rejoinDetail: ""
    // The seat is being taken back (the host has not answered yet).
    property bool rejoining: false
    // Why the host did not seat this game again, in words ("" when it did, or was not asked).
    property string rejoinProblem: ""

    signal playRequested
    signal newGameRequested
    signal joinRequested
    signal onlineRequested
    signal rejoinRequested
    signal rejoinForgotten
    signal tutorialRequested
    signal puzzlesRequested
    signal reviewGameRequested
    signal gamesRequested
    signal settingsRequested
    signal aboutRequested
    signal quitRequested

    objectName: "startScreen"
    z: 90

    Accessible.role: Accessible.Pane
    Accessible.name: qsTr("Start screen")

    // Hidden, nothing of it is in a screen reader's tree.
    HiddenFromReaders {
        target: screen
        hidden: !screen.visible
    }

    // Shown: the keys start on the first button.
    onVisibleChanged: if (visible)
        screen.focusFirst()
    Component.onCompleted: if (visible)
        screen.focusFirst()

    function focusFirst() {
        if (rejoinTitle !== "")
            rejoinButton.forceActiveFocus();
        else
            playButton.forceActiveFocus();
    }

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

    ColumnLayout {
        anchors.centerIn: parent
        width: Math.min(560, parent.width - 60)
        spacing: 14

        // A run and a joker, as on the box (tiles as in the game, with the
        // colour's symbol).
        Row {
            Layout.alignment: Qt.AlignHCenter
            Layout.bottomMargin: 6
            spacing: 8
            LayoutMirroring.enabled: false // tiles read left to right

            Repeater {
                model: [7, 8, 9, 0]

                delegate: Tile {
                    required property int modelData

                    width: 54
                    height: 72
                    tileId: modelData === 0 ? 105 : ((modelData - 1) * 4 + 1) * 2
                    notation: modelData === 0 ? "J" : "R" + modelData
                    value: modelData
                    colourName: modelData === 0 ? "" : "red"
                    isJoker: modelData === 0
                    accessibleName: ""
                    Accessible.ignored: true // a picture: nothing to press or read
                }
            }
        }

        Text {
            Layout.alignment: Qt.AlignHCenter
            text: qsTr("Tile Rummy")
            color: Theme.headerText
            font.family: Theme.fontFamily
            font.pixelSize: 46
            font.bold: true
            Accessible.role: Accessible.Heading
            Accessible.name: text
        }
        Text {
            Layout.alignment: Qt.AlignHCenter
            Layout.bottomMargin: 16
            text: qsTr("Runs, groups and the art of rearranging the table")
            color: Theme.feltText
            font.family: Theme.fontFamily
            font.pixelSize: 16
        }

        // Back to the table this game was at: the seat is taken back by its token.
        RowLayout {
            Layout.fillWidth: true
            spacing: 14
            visible: screen.rejoinTitle !== ""

            ThemedButton {
                id: rejoinButton

                objectName: "rejoinButton"
                Layout.fillWidth: true
                large: true
                primary: true
                text: screen.rejoinTitle
                enabled: !screen.rejoining
                Accessible.description: screen.rejoinDetail
                onClicked: screen.rejoinRequested()
            }
            ThemedButton {
                objectName: "forgetRejoinButton"
                text: qsTr("Forget it")
                Accessible.description: qsTr("Leave that table for good: its host's AI plays your seat")
                onClicked: screen.rejoinForgotten()
            }
        }
        Text {
            Layout.fillWidth: true
            Layout.topMargin: -8
            visible: screen.rejoinTitle !== "" && screen.rejoinProblem === ""
            text: screen.rejoining ? qsTr("Taking your seat back…") : screen.rejoinDetail
            color: Theme.feltText
            font.family: Theme.fontFamily
            font.pixelSize: 14
            wrapMode: Text.Wrap
            horizontalAlignment: Text.AlignHCenter
        }
        // The host did not seat this game again: why, in words (the seat stays
        // offered when it may be taken back later).
        ErrorNote {
            objectName: "rejoinProblemText"
            Layout.fillWidth: true
            Layout.topMargin: -8
            text: screen.rejoinProblem
            horizontalAlignment: Text.AlignHCenter
        }
        ThemedButton {
            id: playButton

            objectName: "playButton"
            Layout.fillWidth: true
            large: true
            primary: screen.rejoinTitle === ""
            focus: true // the window's first focus (hidden, GameTable.keepFocus takes it to the rack)
            // With no game under way it is the one New game button.
            text: screen.gameUnderWay ? qsTr("Play") : qsTr("New game…")
            Accessible.description: screen.gameUnderWay ? qsTr("Back to the game on the table")
                                                        : qsTr("Choose the players and deal")
            onClicked: screen.playRequested()
        }
        ThemedButton {
            objectName: "startNewGameButton"
            visible: screen.gameUnderWay
            Layout.fillWidth: true
            text: qsTr("New game…")
            onClicked: screen.newGameRequested()
        }
        RowLayout {
            Layout.fillWidth: true
            spacing: 14

            ThemedButton {
                objectName: "joinGameButton"
                Layout.fillWidth: true
                Layout.preferredWidth: 1
                text: qsTr("Join a game…")
                Accessible.description: qsTr("Play at a table another machine hosts")
                onClicked: screen.joinRequested()
            }
            ThemedButton {
                objectName: "playOnlineButton"
                Layout.fillWidth: true
                Layout.preferredWidth: 1
                text: qsTr("Play online…")
                Accessible.description: qsTr("Find players at a lobby: open tables, a quick match, ratings")
                onClicked: screen.onlineRequested()
            }
        }
        ThemedButton {
            objectName: "tutorialButton"
            Layout.fillWidth: true
            large: true
            text: screen.lessonCount > 0 && screen.lessonsDone > 0
                  ? qsTr("Learn to rearrange: lessons (%1 of %2 done)").arg(screen.lessonsDone).arg(screen.lessonCount)
                  : qsTr("Learn to play: the tutorial")
            Accessible.description: qsTr("Short lessons, from the first meld to the hard moves")
            onClicked: screen.tutorialRequested()
        }
        ThemedButton {
            objectName: "puzzlesButton"
            Layout.fillWidth: true
            text: screen.settings.puzzlesSolved > 0
                  ? qsTr("Practice puzzles (%1 solved)").arg(screen.settings.puzzlesSolved)
                  : qsTr("Practice puzzles: find the best play")
            onClicked: screen.puzzlesRequested()
        }
        RowLayout {
            Layout.fillWidth: true
            spacing: 14

            ThemedButton {
                objectName: "reviewThisGameButton"
                Layout.fillWidth: true
                Layout.preferredWidth: 1
                visible: screen.canReviewGame
                text: qsTr("Review this game")
                Accessible.description: qsTr("Step through the game on the table, turn by turn, against the best plays")
                onClicked: screen.reviewGameRequested()
            }
            ThemedButton {
                objectName: "yourGamesButton"
                Layout.fillWidth: true
                Layout.preferredWidth: 1
                text: qsTr("Your games and statistics")
                Accessible.description: qsTr("The games you finished, to review, and how you play against each level")
                onClicked: screen.gamesRequested()
            }
        }
        RowLayout {
            Layout.fillWidth: true
            spacing: 14

            ThemedButton {
                objectName: "startSettingsButton"
                Layout.fillWidth: true
                text: qsTr("Settings")
                onClicked: screen.settingsRequested()
            }
            ThemedButton {
                objectName: "aboutButton"
                Layout.fillWidth: true
                text: qsTr("About")
                Accessible.description: qsTr("The version, the licence and the credits")
                onClicked: screen.aboutRequested()
            }
            ThemedButton {
                objectName: "quitButton"
                Layout.fillWidth: true
                text: qsTr("Quit")
                onClicked: screen.quitRequested()
            }
        }
    }

    Keys.onEscapePressed: screen.playRequested()
    // Up and Down (Left and Right too) step through the buttons like Tab.
    Keys.onUpPressed: screen.stepFocus(false)
    Keys.onDownPressed: screen.stepFocus(true)
    Keys.onLeftPressed: screen.stepFocus(false)
    Keys.onRightPressed: screen.stepFocus(true)

    function stepFocus(forward: bool) {
        const from = Window.activeFocusItem;
        if (!from)
            return;
        const next = from.nextItemInFocusChain(forward);
        if (next)
            next.forceActiveFocus(forward ? Qt.TabFocusReason : Qt.BacktabFocusReason);
    }
}
