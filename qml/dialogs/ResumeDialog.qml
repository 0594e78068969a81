import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import TileRummy

// At start, when the game saved on quit is offered (saves.resumeOffered):
// resume it, or set it aside and play the game on the table. Opens and closes
// by itself. When the saved game cannot be loaded (at start, or on Resume),
// the dialog says why and the game on the table goes on.
ThemedDialog {
    id: dialog

    required property SaveSession saves

    // Why the saved game could not be resumed ("" while there is no error).
    property string errorText: ""

    // The saved game was set aside ("New game").
    signal declined()
    // The saved game is on the table again.
    signal resumed()

    // Set while saves.resumeAutosave() runs (it withdraws the offer either way).
    property bool resuming: false

    function resume() {
        refusalShown = true // a refusal is shown here, not again by sync()
        resuming = true
        const error = saves.resumeAutosave()
        resuming = false
        if (error !== "") {
            errorText = error
            if (!visible)
                open()
            return
        }
        errorText = ""
        close()
        resumed()
    }

    function decline() {
        errorText = ""
        saves.declineResume()
        close()
        declined()
    }

    // The autosave found at start could not be opened (saves.resumeRefusal):
    // said once, then the game on the table goes on.
    property bool refusalShown: false

    function sync() {
        if (resuming)
            return
        if (saves.resumeRefusal !== "" && !refusalShown) {
            refusalShown = true
            errorText = saves.resumeRefusal
            if (!visible)
                open()
            return
        }
        if (saves.resumeOffered && !visible)
            open()
        else if (!saves.resumeOffered && errorText === "" && visible)
            close()
    }

    objectName: "resumeDialog"
    title: errorText === "" ? qsTr("Resume your last game?") : qsTr("The game could not be resumed")
    width: Math.min(520, parent ? parent.width - 32 : 520)
    closePolicy: Popup.NoAutoClose

    Component.onCompleted: sync()

    Connections {
        target: dialog.saves

        function onResumeOfferedChanged() {
            dialog.sync()
        }
    }

    ColumnLayout {
        id: body

        anchors.fill: parent
        spacing: 14
        focus: true
        // It takes the focus as the dialog opens: a reader hears what is asked.
        Accessible.role: Accessible.Pane
        Accessible.name: dialog.title

        Keys.onReturnPressed: dialog.errorText === "" ? dialog.resume() : dialog.close()
        Keys.onEnterPressed: dialog.errorText === "" ? dialog.resume() : dialog.close()
        Keys.onEscapePressed: dialog.errorText === "" ? dialog.decline() : dialog.close()

        // The saved game, on a card.
        Rectangle {
            visible: dialog.errorText === ""
            Layout.fillWidth: true
            implicitHeight: description.implicitHeight + 28
            radius: 8
            color: Theme.feltDark
            border.color: Theme.feltLine

            Row {
                anchors {
                    left: parent.left
                    leftMargin: 16
                    verticalCenter: parent.verticalCenter
                }
                spacing: 14

                // A small stack of tiles.
                Item {
                    width: 34
                    height: 38
                    anchors.verticalCenter: parent.verticalCenter

                    Repeater {
                        model: 3

                        Rectangle {
                            required property int index

                            x: index * 7
                            y: 6 - index * 3
                            width: 20
                            height: 28
                            radius: 3
                            color: Theme.ivory
                            border.color: Theme.tileEdge
                            rotation: (index - 1) * 8
                        }
                    }
                }

                Text {
                    id: description

                    objectName: "resumeDescription"
                    anchors.verticalCenter: parent.verticalCenter
                    width: body.width - 32 - 48
                    text: dialog.saves.resumeDescription
                    color: Theme.headerText
                    font.family: Theme.fontFamily
                    font.pixelSize: 15
                    wrapMode: Text.WordWrap
                    Accessible.role: Accessible.StaticText
                    Accessible.name: text
                }
            }
        }

        Text {
            visible: dialog.errorText === ""
            Layout.fillWidth: true
            text: qsTr("It was saved when the game was last closed. A new game sets it aside.")
            color: Theme.feltText
            font.family: Theme.fontFamily
            font.pixelSize: 13
            wrapMode: Text.WordWrap
        }

        ErrorNote {
            objectName: "resumeError"
            Layout.fillWidth: true
            text: dialog.errorText
            topPadding: 8
            bottomPadding: 8
        }

        Text {
            visible: dialog.errorText !== ""
            Layout.fillWidth: true
            text: qsTr("The saved game was set aside; the game on the table goes on.")
            color: Theme.feltText
            font.family: Theme.fontFamily
            font.pixelSize: 13
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
                objectName: "declineResumeButton"
                visible: dialog.errorText === ""
                text: qsTr("New game")
                onClicked: dialog.decline()
                Accessible.name: qsTr("Set the saved game aside and play a new game")
            }
            ThemedButton {
                objectName: "resumeButton"
                visible: dialog.errorText === ""
                primary: true
                text: qsTr("Resume")
                onClicked: dialog.resume()
                Accessible.name: qsTr("Resume the saved game")
            }
            ThemedButton {
                objectName: "resumeErrorOkButton"
                visible: dialog.errorText !== ""
                primary: true
                text: qsTr("OK")
                onClicked: dialog.close()
                Accessible.name: qsTr("OK")
            }
        }
    }

    onClosed: {
        if (!saves.resumeOffered)
            errorText = ""
    }
}
