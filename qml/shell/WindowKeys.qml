import QtQuick
import QtQuick.Dialogs
import TileRummy

// The window's keys (the README's table of them): each shortcut and what it
// does on the screen shown. Main.qml gives it the window and the parts the
// keys act on.
Item {
    id: keys

    required property var window // the ApplicationWindow of Main.qml: its screen, board, input and actions
    required property TutorialController tutorial
    required property GameReview review
    required property GameTable table
    required property Toast toast
    required property SaveGameDialog saveDialog
    required property FileDialog openDialog

    Shortcut {
        sequence: "Ctrl+Z"
        onActivated: keys.window.board.undo()
    }
    Shortcut {
        sequences: ["Ctrl+Shift+Z", "Ctrl+Y"]
        onActivated: keys.window.board.redo()
    }
    Shortcut {
        sequence: "Ctrl+R"
        onActivated: keys.window.board.resetTurn()
    }
    Shortcut {
        sequences: ["Ctrl+Return", "Ctrl+Enter"]
        onActivated: keys.window.screen === WindowScreen.Tutorial ? keys.tutorial.check() : keys.table.askToEndTurn()
    }
    Shortcut {
        sequence: "Ctrl+D"
        enabled: keys.window.screen === WindowScreen.Game
        onActivated: keys.window.game.drawTile()
    }
    Shortcut {
        sequence: "Ctrl+H"
        onActivated: {
            if (keys.window.screen === WindowScreen.Tutorial)
                keys.tutorial.showMe();
            else if (keys.window.screen === WindowScreen.Review)
                keys.review.showMe();
            else if (keys.window.screen !== WindowScreen.Game)
                return;
            else if (!keys.window.game.hint.allowed)
                keys.toast.show(qsTr("Hints are switched off in the settings."));
            else if (keys.window.game.hint.busy) // (asked again, it would start over)
                keys.tell(qsTr("Still looking for a hint."));
            else if (keys.window.game.hint.request()) // its words come with it (HintBanner), a few seconds on
                keys.tell(qsTr("Looking for a hint."));
            else
                keys.tell(keys.window.game.board.animating ? qsTr("Wait until the moves are laid.")
                                                           : qsTr("A hint is for your turn."));
        }
    }
    // A key whose work a reader would not hear (nothing under the focus
    // changes) says what it did, or why it did nothing.
    function tell(words: string): int { // how long what would speak over the words waits (Main.sayNow)
        return keys.window.sayNow(words);
    }

    function sort(order: int) {
        if (!keys.window.board.canArrangeRack) {
            keys.tell(qsTr("The rack cannot be sorted now."));
            return;
        }
        keys.window.board.sortRack(order);
        keys.tell(order === TurnBoard.Runs ? qsTr("The rack is sorted by colour, for runs.")
                                           : qsTr("The rack is sorted by number, for groups."));
    }

    Shortcut {
        sequence: "Ctrl+1"
        onActivated: keys.sort(TurnBoard.Runs)
    }
    Shortcut {
        sequence: "Ctrl+2"
        onActivated: keys.sort(TurnBoard.Groups)
    }
    Shortcut {
        sequence: "Ctrl+G"
        onActivated: keys.window.input.keys.selectionToNewSet()
    }
    Shortcut {
        sequence: "Ctrl+M"
        enabled: keys.window.screen === WindowScreen.Game || keys.window.screen === WindowScreen.Tutorial
        onActivated: {
            if (!keys.window.input || !keys.window.input.chooseSet())
                keys.tell(keys.window.board.canAct ? qsTr("Select tiles first (Space); then Ctrl+M lists the sets to put them into.")
                                                   : qsTr("Tiles can be moved in your turn."));
        }
    }
    Shortcut {
        sequence: "Ctrl+T"
        onActivated: {
            const first = keys.window.input ? keys.window.input.keys.firstRackTile() : null;
            if (!first)
                keys.tell(qsTr("The rack has no tiles."));
            else if (first.activeFocus) // already there: the focus does not move, so it says nothing
                keys.tell(qsTr("First tile: %1.").arg(first.Accessible.name));
            else
                first.forceActiveFocus();
        }
    }
    Shortcut {
        sequence: "Escape"
        onActivated: {
            if (keys.window.board.selection.length > 0) {
                keys.window.board.clearSelection();
                keys.tell(qsTr("No tile selected."));
            } else if (keys.window.screen === WindowScreen.Game) {
                if (keys.window.game.hint.pending && keys.window.game.hint.dismiss())
                    keys.tell(qsTr("The hint's moves are taken back."));
                else if (keys.table.holdsFocusInPanel())
                    keys.table.focusRack(); // out of the log or the panel, back to the tiles (the focus says where)
                else if (keys.table.holdsFocus())
                    keys.tell(qsTr("Nothing to cancel."));
            } else if (keys.window.screen === WindowScreen.Tutorial) {
                // Where it goes, said before the screen there takes the focus and a reader reads it
                // (Escape again meanwhile: it goes at once).
                if (leaving.running) {
                    leaving.stop();
                    keys.window.showScreen(leaving.screen);
                    return;
                }
                const lesson = keys.tutorial.mode === TutorialController.Lesson;
                leaving.screen = lesson ? WindowScreen.Course : WindowScreen.Start;
                leaving.interval = keys.tell(lesson ? qsTr("Back to the lessons.") : qsTr("Back to the start screen."));
                leaving.restart();
            } else if (keys.window.screen === WindowScreen.Course || keys.window.screen === WindowScreen.Games
                       || keys.window.screen === WindowScreen.Online) {
                keys.window.showScreen(WindowScreen.Start);
            } else if (keys.window.screen === WindowScreen.Review) {
                keys.window.leaveReview();
            } else if (keys.window.screen === WindowScreen.Start) {
                keys.window.showScreen(WindowScreen.Game);
            }
        }
    }
    Timer {
        id: leaving

        property int screen: WindowScreen.Start

        onTriggered: if (keys.window.screen === WindowScreen.Tutorial)
            keys.window.showScreen(leaving.screen)
    }
    // The state of the game, said (whose turn, every rack, the pool, the round, the opening).
    Shortcut {
        sequence: "Ctrl+I"
        enabled: keys.window.screen === WindowScreen.Game
        onActivated: keys.window.sayNow(keys.window.game.news.state())
    }
    // The turn log's newest line (the log shown first when it is hidden).
    Shortcut {
        sequence: "Ctrl+L"
        enabled: keys.window.screen === WindowScreen.Game
        onActivated: keys.table.focusLog()
    }
    Shortcut {
        sequence: "F2"
        enabled: keys.window.screen === WindowScreen.Game
        onActivated: keys.table.panelVisible = !keys.table.panelVisible
    }
    Shortcut {
        sequence: "F1"
        onActivated: keys.window.showScreen(keys.window.screen === WindowScreen.Start ? WindowScreen.Game : WindowScreen.Start)
    }
    Shortcut {
        sequence: "Ctrl+N"
        onActivated: keys.window.openNewGame()
    }
    Shortcut {
        sequence: "Ctrl+S"
        onActivated: keys.saveDialog.start()
    }
    Shortcut {
        sequence: "Ctrl+O"
        onActivated: keys.openDialog.open()
    }
    Shortcut {
        sequence: "Ctrl+,"
        onActivated: keys.window.openSettings()
    }
    Shortcut {
        sequence: "Ctrl+Q"
        context: Qt.ApplicationShortcut
        onActivated: keys.window.quitAndSave()
    }
}
