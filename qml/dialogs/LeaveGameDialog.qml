import QtQuick
import QtQuick.Layouts
import TileRummy

// Asked when a new game would take the place of a game under way: start the
// new one (the game on the table ends), or keep playing (the default: Enter
// and Escape; the new game dialog stays open behind).
ThemedDialog {
    id: dialog

    property var setup: null

    // The new game, once the person says so.
    signal confirmed(var setup)

    function ask(newSetup: var) {
        setup = newSetup
        open()
    }

    function confirm() {
        const chosen = setup
        setup = null
        close()
        confirmed(chosen)
    }

    objectName: "leaveGameDialog"
    title: qsTr("End the game on the table?")
    width: Math.min(480, parent ? parent.width - 32 : 480)

    ColumnLayout {
        anchors.fill: parent
        spacing: 14
        focus: true
        // It takes the focus as the dialog opens: a reader hears what is asked.
        Accessible.role: Accessible.Pane
        Accessible.name: dialog.title

        Keys.onReturnPressed: dialog.close()
        Keys.onEnterPressed: dialog.close()

        Text {
            Layout.fillWidth: true
            text: qsTr("A game is under way. The new game takes its place, and the game on the table ends without its scores.")
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
                objectName: "startNewGameAnywayButton"
                text: qsTr("Start the new game")
                onClicked: dialog.confirm()
            }
            ThemedButton {
                objectName: "keepPlayingButton"
                primary: true
                text: qsTr("Keep playing")
                onClicked: dialog.close()
            }
        }
    }
}
