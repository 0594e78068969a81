pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Layouts
import TileRummy

// The host's table waits for friends on other machines (TableHost.waiting):
// a cover over the table saying where to join (the addresses and the code),
// and who has joined so far. The game goes on by itself once every seat has
// its player. Place it over the table, below the header (it fills its parent).
Rectangle {
    id: lobby

    required property TableHost host

    // The host wants another game instead (the new game dialog).
    signal newGameRequested()

    objectName: "hostLobby"
    visible: host.open && host.waiting
    // Where its card ends (news shows below it, not over its buttons).
    readonly property real cardBottom: card.y + card.height
    z: 90
    color: Qt.rgba(0.02, 0.12, 0.08, 0.82)

    Accessible.role: Accessible.Dialog
    Accessible.name: title.text

    // Hidden, nothing of it is in a screen reader's tree.
    HiddenFromReaders {
        target: lobby
        hidden: !lobby.visible
    }

    // The table underneath gets nothing while friends are awaited.
    MouseArea {
        anchors.fill: parent
        hoverEnabled: true
        acceptedButtons: Qt.AllButtons
        onWheel: wheel => wheel.accepted = true
    }

    Rectangle {
        id: card

        anchors.centerIn: parent
        width: Math.min(640, lobby.width - 48)
        height: content.implicitHeight + 84
        radius: 18
        border.color: Theme.woodGroove
        gradient: Gradient {
            GradientStop { position: 0; color: Theme.woodLight }
            GradientStop { position: 1; color: Theme.woodDark }
        }

        Rectangle {
            anchors {
                fill: parent
                margins: 10
            }
            radius: 12
            color: Theme.header
            border.color: Theme.woodGroove
        }

        ColumnLayout {
            id: content

            anchors {
                left: parent.left
                right: parent.right
                verticalCenter: parent.verticalCenter
                leftMargin: 44
                rightMargin: 44
            }
            spacing: 14

            Text {
                id: title

                objectName: "hostLobbyTitle"
                Layout.fillWidth: true
                horizontalAlignment: Text.AlignHCenter
                text: qsTr("Waiting for friends to join")
                color: Theme.headerText
                font.family: Theme.fontFamily
                font.pixelSize: 28
                font.bold: true
                wrapMode: Text.WordWrap
                Accessible.role: Accessible.Heading
                Accessible.name: text
            }

            Text {
                Layout.fillWidth: true
                horizontalAlignment: Text.AlignHCenter
                text: lobby.host.problem !== ""
                      ? lobby.host.problem
                      : qsTr("On their machine: Join a game. This table shows there by itself on the same network; from elsewhere they paste the invitation below (or type its address and the code).")
                color: lobby.host.problem !== "" ? "#ff8a80" : Theme.headerDim
                font.family: Theme.fontFamily
                font.pixelSize: 15
                wrapMode: Text.WordWrap
            }

            // The code, large, and the addresses.
            Text {
                objectName: "hostLobbyCode"
                visible: lobby.host.code !== ""
                Layout.fillWidth: true
                horizontalAlignment: Text.AlignHCenter
                text: qsTr("Code %1").arg(lobby.host.code)
                color: Theme.headerText
                font.family: Theme.fontFamily
                font.pixelSize: 36
                font.bold: true
                font.letterSpacing: 4
            }

            // The start of the table's certificate fingerprint, for a friend
            // who joins without the invitation to check by voice.
            Text {
                objectName: "hostLobbyFingerprint"
                visible: lobby.host.fingerprintStart !== ""
                Layout.fillWidth: true
                horizontalAlignment: Text.AlignHCenter
                //: %1 the start of the table's certificate fingerprint, "AB:CD:EF:01:23:45:67:89".
                text: qsTr("Encrypted. Its certificate's fingerprint begins %1").arg(lobby.host.fingerprintStart)
                color: Theme.headerDim
                font.family: Theme.fontFamily
                font.pixelSize: 15
                wrapMode: Text.WordWrap
                Accessible.role: Accessible.StaticText
                Accessible.name: text
            }

            // A code of the host's own, in place of the one made for the table.
            RowLayout {
                Layout.alignment: Qt.AlignHCenter
                spacing: 8

                ThemedTextField {
                    id: ownCode

                    objectName: "hostLobbyOwnCode"
                    Layout.preferredWidth: 200
                    placeholderText: qsTr("Your own code")
                    spokenName: qsTr("Your own code for this table")
                    onAccepted: useCode.clicked()
                }
                ThemedButton {
                    id: useCode

                    objectName: "hostLobbyUseCode"
                    text: qsTr("Use it")
                    enabled: ownCode.text.trim() !== ""
                    onClicked: {
                        codeProblem.text = lobby.host.setCode(ownCode.text);
                        if (codeProblem.text === "")
                            ownCode.text = "";
                    }
                }
            }
            Text {
                id: codeProblem

                objectName: "hostLobbyCodeProblem"
                visible: text !== ""
                Layout.fillWidth: true
                horizontalAlignment: Text.AlignHCenter
                wrapMode: Text.WordWrap
                color: Theme.invalidSet
                font.family: Theme.fontFamily
                font.pixelSize: 14
            }

            // An invitation for each address of this machine, to copy and send.
            Repeater {
                model: lobby.host.invites

                RowLayout {
                    id: inviteRow

                    required property string modelData
                    required property int index
                    property bool copied: false

                    Layout.fillWidth: true
                    spacing: 10

                    TextEdit {
                        id: link

                        objectName: "hostLobbyInvite" + inviteRow.index
                        Layout.fillWidth: true
                        horizontalAlignment: Text.AlignHCenter
                        text: inviteRow.modelData
                        readOnly: true
                        selectByMouse: true
                        wrapMode: TextEdit.WrapAnywhere
                        color: Theme.headerText
                        font.family: Theme.fontFamily
                        font.pixelSize: 17
                        Accessible.role: Accessible.StaticText
                        Accessible.name: qsTr("Invitation %1").arg(inviteRow.modelData)
                    }
                    ThemedButton {
                        objectName: "hostLobbyCopyInvite" + inviteRow.index
                        text: inviteRow.copied ? qsTr("Copied") : qsTr("Copy")
                        Accessible.name: qsTr("Copy the invitation %1").arg(inviteRow.modelData)
                        onClicked: {
                            link.selectAll();
                            link.copy();
                            link.deselect();
                            inviteRow.copied = true;
                            copiedShown.restart();
                        }
                    }
                    Timer {
                        id: copiedShown

                        interval: 2500
                        onTriggered: inviteRow.copied = false
                    }
                }
            }

            // Who sits where, and who is still awaited.
            SeatList {
                Layout.fillWidth: true
                Layout.topMargin: 4
                seats: lobby.host.seats
            }

            WatchersRow {
                Layout.fillWidth: true
                host: lobby.host
            }

            ThemedButton {
                objectName: "hostLobbyNewGameButton"
                Layout.alignment: Qt.AlignHCenter
                text: qsTr("Start a different game")
                onClicked: lobby.newGameRequested()
                Accessible.name: qsTr("Stop waiting and start a different game")
            }
        }
    }
}
