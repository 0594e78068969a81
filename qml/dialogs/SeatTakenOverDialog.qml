import QtQuick
import QtQuick.Layouts
import TileRummy

// Asked when a friend's seat was taken back with their key from another
// address while they were connected (TableHost.takenOverSeat): someone may
// have their key. Free the seat (whoever took it goes, the key opens nothing,
// the table waits for the friend to join again with the code), or keep it as
// it is (it was the friend, on another connection): the default, Enter and
// Escape.
ThemedDialog {
    id: dialog

    required property TableHost host

    objectName: "seatTakenOverDialog"
    title: qsTr("A seat was taken over")
    width: Math.min(560, parent ? parent.width - 32 : 560)

    Connections {
        target: dialog.host
        function onTakenOverChanged() {
            if (dialog.host.takenOverSeat >= 0)
                dialog.open();
            else
                dialog.close();
        }
    }
    onRejected: host.keepTakenOverSeat()

    ColumnLayout {
        anchors.fill: parent
        spacing: 14
        focus: true
        // It takes the focus as the dialog opens: a reader hears what is asked.
        Accessible.role: Accessible.Pane
        Accessible.name: dialog.title + ". " + question.text

        Keys.onReturnPressed: dialog.reject()
        Keys.onEnterPressed: dialog.reject()

        Text {
            id: question

            objectName: "seatTakenOverText"
            Layout.fillWidth: true
            text: dialog.host.takenOverText
            color: Theme.feltText
            font.family: Theme.fontFamily
            font.pixelSize: 14
            wrapMode: Text.WordWrap
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

            Item {
                Layout.fillWidth: true
            }
            ThemedButton {
                objectName: "freeSeatButton"
                text: qsTr("Free the seat")
                onClicked: {
                    const seat = dialog.host.takenOverSeat;
                    dialog.close();
                    dialog.host.freeSeat(seat);
                }
            }
            ThemedButton {
                objectName: "keepSeatButton"
                primary: true
                //: The seat taken over stays as it is: it was its player, on another connection.
                text: qsTr("It was them: keep it")
                onClicked: dialog.reject()
            }
        }
    }
}
