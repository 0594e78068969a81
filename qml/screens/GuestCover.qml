pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Layouts
import TileRummy

// A table of another machine, joined (its TableGuest), that cannot be played now:
// connecting, seated before the deal, the connection lost and being taken
// back, or left (the host closed it, or refused us). A cover over the table
// says which in words, who sits where, and offers to leave. Place it over the
// table, below the header (it fills its parent).
Rectangle {
    id: cover

    required property TableGuest guest
    readonly property bool gone: guest.phase === TableGuest.Left
    // Where its card ends (news shows below it, not over its buttons).
    readonly property real cardBottom: card.y + card.height

    // The person wants a game of their own instead (the new game dialog).
    signal newGameRequested()
    // The person leaves the table (or closes the cover of one gone).
    signal leaveRequested()

    objectName: "guestCover"
    visible: guest.active && guest.waiting
    z: 90
    color: Qt.rgba(0.02, 0.12, 0.08, 0.82)

    Accessible.role: Accessible.Dialog
    Accessible.name: title.text

    // Hidden, nothing of it is in a screen reader's tree.
    HiddenFromReaders {
        target: cover
        hidden: !cover.visible
    }

    // The table underneath gets nothing meanwhile.
    MouseArea {
        anchors.fill: parent
        hoverEnabled: true
        acceptedButtons: Qt.AllButtons
        onWheel: wheel => wheel.accepted = true
    }

    Rectangle {
        id: card

        anchors.centerIn: parent
        width: Math.min(640, cover.width - 48)
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

                objectName: "guestCoverTitle"
                Layout.fillWidth: true
                horizontalAlignment: Text.AlignHCenter
                text: cover.guest.heading
                color: Theme.headerText
                font.family: Theme.fontFamily
                font.pixelSize: 28
                font.bold: true
                wrapMode: Text.WordWrap
                Accessible.role: Accessible.Heading
                Accessible.name: text
            }

            Text {
                objectName: "guestCoverStatus"
                Layout.fillWidth: true
                horizontalAlignment: Text.AlignHCenter
                text: cover.guest.status
                color: cover.gone ? "#ff8a80" : Theme.headerDim
                font.family: Theme.fontFamily
                font.pixelSize: 15
                wrapMode: Text.WordWrap
                Accessible.role: Accessible.StaticText
                Accessible.name: text
            }

            // The rules, as the host set them, before the deal.
            Text {
                objectName: "guestCoverRules"
                visible: cover.guest.rules !== "" && !cover.gone
                Layout.fillWidth: true
                horizontalAlignment: Text.AlignHCenter
                //: The joined table's rules, e.g. "opening 30 points, 14 tiles each, 60 s a turn".
                text: qsTr("Rules: %1").arg(cover.guest.rules)
                color: Theme.headerText
                font.family: Theme.fontFamily
                font.pixelSize: 15
                wrapMode: Text.WordWrap
            }

            SeatList {
                visible: cover.guest.seats.length > 0 && !cover.gone
                Layout.fillWidth: true
                Layout.topMargin: 4
                seats: cover.guest.seats
                selfSeat: cover.guest.seat
                hostWord: qsTr("at the host's screen")
            }

            RowLayout {
                Layout.alignment: Qt.AlignHCenter
                spacing: 12

                ThemedButton {
                    objectName: "guestLeaveButton"
                    text: cover.gone ? qsTr("Play here") : qsTr("Leave the table")
                    onClicked: cover.leaveRequested()
                    Accessible.name: cover.gone ? qsTr("Close this and play a game at this screen")
                                                : qsTr("Leave the table: the host's AI plays your seat")
                }
                ThemedButton {
                    objectName: "guestNewGameButton"
                    visible: cover.gone
                    primary: true
                    text: qsTr("New game…")
                    onClicked: cover.newGameRequested()
                }
            }
        }
    }
}
