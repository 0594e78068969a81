import QtQuick
import QtQuick.Layouts
import TileRummy

// What the person whose turn it is can do, beside the rack: undo, redo and
// reset the turn's moves, ask for a hint, draw a tile or end the turn; and a
// line that says what is going on (whose turn, the opening meld's count).
// The line has room for two lines and the meter keeps its place when hidden,
// so that the buttons never move under the pointer. Folded (a narrow window,
// long words), the buttons stand in two columns and three rows, which leaves
// the rack more room.
ColumnLayout {
    id: bar

    required property GameController game
    // Two columns of buttons rather than three (the scene decides, from the
    // window's width alone, so nothing moves while a game is played).
    property bool folded: false
    // The bar's width with three columns of buttons, and with two.
    readonly property real wideWidth: Math.max(280, buttonsWidth(3))
    readonly property real foldedWidth: Math.max(240, buttonsWidth(2))

    // The width of the buttons in `columns` columns, each as wide as its widest.
    function buttonsWidth(columns: int): real {
        const buttons = [undoButton, redoButton, resetButton, hintButton, drawButton, endTurnButton];
        let width = (columns - 1) * buttonGrid.columnSpacing;
        for (let column = 0; column < columns; ++column) {
            let widest = 0;
            for (let i = column; i < buttons.length; i += columns)
                widest = Math.max(widest, buttons[i].implicitWidth);
            width += widest;
        }
        return width;
    }

    // The round is over and the person asks for its scores again (and the next round).
    signal roundEndRequested()
    // The person asks to end the turn (End turn): the scene ends it, or asks first.
    signal endTurnRequested()

    spacing: 8

    Text {
        id: status

        objectName: "statusLine"
        Layout.fillWidth: true
        Layout.preferredWidth: bar.folded ? 220 : 260
        Layout.preferredHeight: twoLines.implicitHeight
        horizontalAlignment: Text.AlignHCenter
        verticalAlignment: Text.AlignBottom
        wrapMode: Text.WordWrap
        maximumLineCount: 2
        elide: Text.ElideRight
        color: Theme.headerText
        font.family: Theme.fontFamily
        font.pixelSize: 14
        font.bold: true
        text: bar.game.status.prompt
        Accessible.role: Accessible.StaticText
        Accessible.name: text

        // As high as two lines of it.
        Text {
            id: twoLines

            visible: false
            font: status.font
            text: "A\nA"
        }
    }

    // The opening meld's progress.
    Rectangle {
        objectName: "meldMeter"
        opacity: bar.game.status.humanTurn && !bar.game.board.initialMeldDone && !bar.game.handOverPending ? 1 : 0
        Layout.fillWidth: true
        Layout.preferredHeight: 6
        radius: 3
        color: Theme.feltDark

        Rectangle {
            width: parent.width * Math.min(1, bar.game.board.meldPoints / Math.max(1, bar.game.board.initialMeld))
            height: parent.height
            radius: 3
            color: bar.game.board.meldPoints >= bar.game.board.initialMeld ? Theme.feltLine : Theme.accent
        }
    }

    // Each button fills its column, so the rows line up in every language.
    GridLayout {
        id: buttonGrid

        columns: bar.folded ? 2 : 3
        columnSpacing: 6
        rowSpacing: 6
        Layout.alignment: Qt.AlignHCenter

        GameButton {
            id: undoButton

            objectName: "undoButton"
            Layout.fillWidth: true
            tipBeside: true // never over the status line and the meter
            text: qsTr("Undo")
            tip: qsTr("Take back the last move (Ctrl+Z)")
            enabled: bar.game.board.canUndo
            onClicked: bar.game.board.undo()
        }
        GameButton {
            id: redoButton

            objectName: "redoButton"
            Layout.fillWidth: true
            tipBeside: true // never over the status line and the meter
            text: qsTr("Redo")
            tip: qsTr("Make the move again (Ctrl+Shift+Z)")
            enabled: bar.game.board.canRedo
            onClicked: bar.game.board.redo()
        }
        GameButton {
            id: resetButton

            objectName: "resetButton"
            Layout.fillWidth: true
            tipBeside: true // never over the status line and the meter
            text: qsTr("Reset")
            tip: qsTr("Put everything back as it was at the start of the turn (Ctrl+R)")
            enabled: (bar.game.board.canAct || bar.game.board.canPlan) && bar.game.board.draftChanged
            onClicked: bar.game.board.resetTurn()
        }
        GameButton {
            id: hintButton

            objectName: "hintButton"
            Layout.fillWidth: true
            tipBeside: true
            text: bar.game.hint.busy ? qsTr("Thinking…") : qsTr("Hint")
            tip: bar.game.hint.allowed ? qsTr("Show the best play for your rack, move by move (Ctrl+H)")
                                       : qsTr("Hints are switched off in the settings")
            enabled: bar.game.board.canAct && !bar.game.hint.busy && bar.game.hint.allowed && !bar.game.hint.pending
            onClicked: bar.game.hint.request()
        }
        GameButton {
            id: drawButton

            objectName: "drawButton"
            Layout.fillWidth: true
            tipBeside: true
            text: bar.game.status.poolCount > 0 ? qsTr("Draw") : qsTr("Pass")
            tip: bar.game.status.poolCount > 0 ? qsTr("Take a tile from the pool and end the turn (Ctrl+D)")
                                        : qsTr("The pool is empty: pass and end the turn (Ctrl+D)")
            enabled: bar.game.board.canAct
            onClicked: bar.game.drawTile()
        }
        // At the end of a round: the round's scores again, and from there the
        // next round. In the turn of a friend who is away (at the host): the
        // AI plays for them now rather than when their grace time is out.
        GameButton {
            id: endTurnButton

            readonly property bool handsToAi: bar.game.status.absence !== ""
                                              && bar.game.host.graceCounting(bar.game.board.currentPlayer)

            objectName: "endTurnButton"
            Layout.fillWidth: true
            tipBeside: true
            text: bar.game.status.roundOver ? qsTr("Scores…") : handsToAi ? qsTr("AI plays now") : qsTr("End turn")
            tip: bar.game.status.roundOver ? qsTr("The round's scores, and the next round")
                 : handsToAi ? qsTr("Let the AI play for %1 now, without waiting for them (they can still come back)")
                               .arg(bar.game.playerName(bar.game.board.currentPlayer))
                 : bar.game.verdict.fault !== ""
                   ? qsTr("%1 Ending now puts the table back and costs %n tile(s) (Ctrl+Enter)", "",
                          bar.game.verdict.penaltyTiles).arg(bar.game.verdict.fault)
                 : qsTr("The table is checked; an illegal table goes back and costs penalty tiles (Ctrl+Enter)")
            // The main button only when ending now would stand.
            primary: bar.game.status.roundOver || handsToAi || bar.game.verdict.fault === ""
            enabled: bar.game.status.roundOver || handsToAi || (bar.game.board.canAct && bar.game.board.draftChanged)
            onClicked: {
                if (bar.game.status.roundOver)
                    bar.roundEndRequested();
                else if (handsToAi)
                    bar.game.host.handToAi(bar.game.board.currentPlayer);
                else
                    bar.endTurnRequested();
            }
        }
    }
}
