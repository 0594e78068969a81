import QtQuick
import TileRummy

// How the window quits: the game kept (the autosave), and, while friends on
// other machines sit at the table hosted here, only after asking whether to
// end the table or pause it (QuitHostedDialog). The window's Quit, its keys
// and its close button all come here.
Item {
    id: exit

    required property GameController game
    // Whether quitting ends the application (tests say no, and hear `quitting`).
    property bool quits: true
    signal quitting()

    // Quits, or asks first when friends are seated.
    function ask() {
        if (exit.game.host.quitQuestion !== "") {
            dialog.open();
            return;
        }
        finish();
    }
    function finish() {
        exit.game.saves.autosave();
        exit.quitting();
        if (exit.quits)
            Qt.quit();
    }
    // Whether the window may close now (its close button); if not, it asks.
    function mayClose(): bool {
        if (exit.game.host.quitQuestion === "")
            return true;
        dialog.open();
        return false;
    }

    QuitHostedDialog {
        id: dialog

        host: exit.game.host
        onEnded: {
            exit.game.host.end();
            exit.finish();
        }
        onPaused: exit.finish() // main.cpp pauses the table as the application quits
    }
}
