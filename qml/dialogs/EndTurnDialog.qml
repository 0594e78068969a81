import QtQuick
import QtQuick.Layouts
import TileRummy

// Asked before an end of turn that would cost penalty tiles: the turn
// check's fault on the table as it stands (game.verdict.fault), and a choice:
// keep arranging (the default: Enter and Escape), or end anyway, when the
// table goes back as it was and the penalty tiles are drawn. It closes by
// itself when the turn ends some other way (the time runs out). It stands
// clear of the sets it blames (`blamed`), below or above them.
ThemedDialog {
    id: dialog

    required property GameController game
    // The sets at fault, in the window's coordinates (width 0: none known).
    property rect blamed: Qt.rect(0, 0, 0, 0)

    // Ends the turn now if the table would stand, else asks first.
    function ask() {
        if (!game.board.canAct)
            return
        if (game.verdict.fault === "")
            game.endTurn()
        else
            open()
    }

    function endAnyway() {
        close()
        if (game.board.canAct)
            game.endTurn()
    }

    objectName: "endTurnDialog"
    // Centred, unless that covers the blamed sets: then on the side of them with more room.
    anchors.centerIn: undefined
    x: parent ? Math.round((parent.width - width) / 2) : 0
    y: {
        if (!parent)
            return 0;
        const centred = Math.round((parent.height - height) / 2);
        const b = dialog.blamed;
        if (b.width <= 0 || centred >= b.y + b.height || centred + height <= b.y)
            return centred;
        const below = Math.min(parent.height - height - 8, b.y + b.height + 16);
        const above = Math.max(8, b.y - height - 16);
        return parent.height - (b.y + b.height) >= b.y ? below : above;
    }
    //: Asked when the table is not legal: ending the turn puts it back and costs tiles.
    title: qsTr("End anyway and draw %n tile(s)?", "", game.verdict.penaltyTiles)
    width: Math.min(520, parent ? parent.width - 32 : 520)

    Connections {
        target: dialog.game.board

        function onBoardChanged() {
            if (dialog.visible && !dialog.game.board.canAct)
                dialog.close()
        }
    }

    ColumnLayout {
        anchors.fill: parent
        spacing: 14
        focus: true
        // It takes the focus as the dialog opens: a reader says why the table would not stand.
        Accessible.role: Accessible.Pane
        Accessible.name: SpokenWords.tiles(dialog.game.verdict.fault)

        Keys.onReturnPressed: dialog.close()
        Keys.onEnterPressed: dialog.close()

        ErrorNote {
            objectName: "endTurnFaultText"
            Layout.fillWidth: true
            text: Theme.withSymbols(dialog.game.verdict.fault)
            Accessible.ignored: true // the focus above says it: not twice
            topPadding: 8
            bottomPadding: 8
        }

        Text {
            Layout.fillWidth: true
            text: qsTr("Ending now puts the table back as it was at the start of your turn, and you draw %n tile(s).",
                       "", dialog.game.verdict.penaltyTiles)
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
                objectName: "endAnywayButton"
                text: qsTr("End anyway")
                onClicked: dialog.endAnyway()
                Accessible.name: qsTr("End the turn anyway and draw %n tile(s)", "", dialog.game.verdict.penaltyTiles)
            }
            ThemedButton {
                objectName: "keepArrangingButton"
                primary: true
                text: qsTr("Keep arranging")
                onClicked: dialog.close()
                Accessible.name: qsTr("Keep arranging the table")
            }
        }
    }
}
