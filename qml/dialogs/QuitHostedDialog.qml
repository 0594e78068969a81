import QtQuick
import QtQuick.Layouts
import TileRummy

// Asked when the window would close while friends on other machines sit at
// the table it hosts: end the table (they are told it is over), pause it (the
// game is kept and they are seated again when it opens), or keep playing (the
// default: Enter and Escape).
ThemedDialog {
    id: dialog

    required property TableHost host

    // The person's answer: the window quits after it.
    signal ended()
    signal paused()

    objectName: "quitHostedDialog"
    title: qsTr("Friends are at your table")
    width: Math.min(520, parent ? parent.width - 32 : 520)

    ColumnLayout {
        anchors.fill: parent
        spacing: 14
        focus: true
        // It takes the focus as the dialog opens: a reader hears what is asked.
        Accessible.role: Accessible.Pane
        Accessible.name: dialog.title + ". " + question.text

        Keys.onReturnPressed: dialog.close()
        Keys.onEnterPressed: dialog.close()

        Text {
            id: question

            objectName: "quitHostedQuestion"
            Layout.fillWidth: true
            text: dialog.host.quitQuestion
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
                objectName: "endTableButton"
                text: qsTr("End the table")
                onClicked: {
                    dialog.close();
                    dialog.ended();
                }
            }
            ThemedButton {
                objectName: "pauseTableButton"
                text: qsTr("Pause it")
                onClicked: {
                    dialog.close();
                    dialog.paused();
                }
            }
            ThemedButton {
                objectName: "keepHostingButton"
                primary: true
                text: qsTr("Keep playing")
                onClicked: dialog.close()
            }
        }
    }
}
