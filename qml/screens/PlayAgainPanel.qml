pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Layouts
import TileRummy

// At the end of a match with friends on other machines: play again with the
// same people. The host asks (TableHost.askAgain), sees each answer as it
// comes and deals the new match (GameController.playAgain: a friend who did
// not say yes leaves their seat to an AI). A friend is asked on their own
// screen, answers Yes or No (JoinedTable.answerAgain) and sees the others'
// answers; the new match then takes the table on both.
ColumnLayout {
    id: panel

    // The game (null: nothing is offered).
    property GameController game: null

    readonly property TableHost host: game ? game.host : null
    readonly property JoinedTable table: game ? game.joinedTable : null
    readonly property bool joined: table !== null && table.joined
    readonly property bool hostMayAsk: host !== null && !joined && host.canAskAgain
    readonly property bool hostAsked: host !== null && !joined && host.againAsked
    readonly property bool guestAsked: joined && table.againAsked
    readonly property string myAnswer: table ? table.myAgainAnswer : ""

    objectName: "playAgainPanel"
    visible: hostMayAsk || hostAsked || guestAsked
    spacing: 8

    Text {
        objectName: "playAgainHeading"
        Layout.fillWidth: true
        horizontalAlignment: Text.AlignHCenter
        text: panel.guestAsked ? qsTr("The host asks to play again with the same people.")
                               : panel.hostAsked ? qsTr("Who plays again")
                                                 : qsTr("Play again with the same people?")
        color: Theme.headerText
        font.family: Theme.fontFamily
        font.pixelSize: 16
        font.bold: true
        wrapMode: Text.WordWrap
        Accessible.role: Accessible.Heading
        Accessible.name: text
    }

    // Each seat's answer so far.
    Repeater {
        model: panel.hostAsked ? panel.host.againAnswers : panel.guestAsked ? panel.table.againAnswers : []

        Text {
            required property string modelData
            required property int index

            objectName: "playAgainAnswer" + index
            Layout.fillWidth: true
            horizontalAlignment: Text.AlignHCenter
            text: modelData
            color: Theme.feltText
            font.family: Theme.fontFamily
            font.pixelSize: 14
            wrapMode: Text.WordWrap
            Accessible.role: Accessible.StaticText
            Accessible.name: text
        }
    }

    Text {
        objectName: "playAgainMine"
        visible: panel.guestAsked && panel.myAnswer !== ""
        Layout.fillWidth: true
        horizontalAlignment: Text.AlignHCenter
        text: panel.myAnswer === "yes" ? qsTr("You play again: the new match begins when the host deals it.")
                                       : qsTr("You do not play again: an AI takes your seat if the others do.")
        color: Theme.headerDim
        font.family: Theme.fontFamily
        font.pixelSize: 14
        wrapMode: Text.WordWrap
    }

    RowLayout {
        Layout.alignment: Qt.AlignHCenter
        spacing: 10

        ThemedButton {
            objectName: "askAgainButton"
            visible: panel.hostMayAsk
            text: qsTr("Ask the friends")
            Accessible.name: qsTr("Ask the friends to play again with the same people")
            onClicked: panel.host.askAgain()
        }
        ThemedButton {
            objectName: "dealAgainButton"
            visible: panel.hostAsked
            primary: true
            text: qsTr("Deal the new match")
            onClicked: panel.game.playAgain()
        }
        ThemedButton {
            objectName: "againYesButton"
            visible: panel.guestAsked
            primary: panel.myAnswer !== "yes"
            text: qsTr("Yes, play again")
            onClicked: panel.table.answerAgain(true)
        }
        ThemedButton {
            objectName: "againNoButton"
            visible: panel.guestAsked
            text: qsTr("No, thanks")
            onClicked: panel.table.answerAgain(false)
        }
    }
}
