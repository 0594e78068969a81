pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import TileRummy

// The people around a networked table, at the top of the side panel: who
// watches (WatchersRow), and the table's chat (TableChat): its lines, the
// quick phrases (each in the reader's own language), a line to write, and
// a menu to mute a person. Nothing shows when no table with friends is on.
ColumnLayout {
    id: panel

    property TableHost host: null
    property TableGuest guest: null
    property TableChat chat: null

    objectName: "chatPanel"
    spacing: 6

    WatchersRow {
        Layout.fillWidth: true
        host: panel.host
        guest: panel.guest
    }

    RowLayout {
        visible: panel.chat !== null && panel.chat.available
        Layout.fillWidth: true

        Text {
            Layout.fillWidth: true
            horizontalAlignment: Text.AlignLeft
            text: qsTr("Chat")
            color: Theme.feltText
            font.family: Theme.fontFamily
            font.pixelSize: 13
            font.bold: true
            Accessible.role: Accessible.Heading
            Accessible.name: text
        }
        GameButton {
            id: muteButton

            objectName: "chatMuteButton"
            visible: panel.chat !== null && panel.chat.speakers.length > 0
            text: qsTr("Mute…")
            tip: qsTr("Hide a person's chat lines (only on this screen)")
            onClicked: muteMenu.popup(muteButton, 0, muteButton.height)

            Menu {
                id: muteMenu

                Repeater {
                    model: panel.chat ? panel.chat.speakers : []

                    MenuItem {
                        required property string modelData

                        checkable: true
                        checked: panel.chat.muted.length >= 0 && panel.chat.isMuted(modelData)
                        //: %1 a person at the table; checked: their chat lines are hidden.
                        text: qsTr("Mute %1").arg(modelData)
                        onToggled: panel.chat.setMuted(modelData, checked)
                    }
                }
            }
        }
    }

    ListView {
        id: lines

        objectName: "chatLines"
        visible: panel.chat !== null && panel.chat.available
        Layout.fillWidth: true
        Layout.preferredHeight: 96
        clip: true
        model: panel.chat ? panel.chat.lines : null
        spacing: 2
        // The newest line in view as lines come.
        onCountChanged: positionViewAtEnd()
        Accessible.role: Accessible.List
        Accessible.name: qsTr("Chat lines")

        delegate: Text {
            required property string shown
            required property bool mine

            width: ListView.view.width
            wrapMode: Text.Wrap
            horizontalAlignment: Text.AlignLeft
            textFormat: Text.PlainText
            text: shown
            color: mine ? Theme.headerDim : Theme.feltText
            font.family: Theme.fontFamily
            font.pixelSize: 13
            Accessible.role: Accessible.ListItem
            Accessible.name: text
        }
    }

    // A line of one's own; below it, the quick phrases' menu and Send.
    ThemedTextField {
        id: lineField

        objectName: "chatField"
        visible: panel.chat !== null && panel.chat.canSay
        Layout.fillWidth: true
        maximumLength: 200
        placeholderText: qsTr("Say something…")
        spokenName: qsTr("A chat line to the table")
        onAccepted: send()

        function send() {
            if (panel.chat.sayText(text) === "")
                text = "";
        }
    }

    RowLayout {
        visible: panel.chat !== null && panel.chat.canSay
        Layout.fillWidth: true
        spacing: 6

        GameButton {
            id: phraseButton

            objectName: "chatPhrasesButton"
            text: qsTr("Quick phrases") + " ▾"
            tip: qsTr("Quick phrases: each friend reads them in their own language")
            onClicked: phraseMenu.popup(phraseButton, 0, phraseButton.height)

            Menu {
                id: phraseMenu

                Repeater {
                    model: panel.chat ? panel.chat.phrases : []

                    MenuItem {
                        required property var modelData

                        objectName: "chatPhrase_" + modelData.id
                        text: modelData.text
                        onTriggered: panel.chat.sayPhrase(modelData.id)
                    }
                }
            }
        }
        Item {
            Layout.fillWidth: true
        }
        GameButton {
            objectName: "chatSendButton"
            text: qsTr("Send")
            tip: qsTr("Send the line to everyone at the table (Enter)")
            enabled: lineField.text.trim() !== ""
            onClicked: lineField.send()
        }
    }
}
