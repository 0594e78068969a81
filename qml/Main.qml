import QtQuick
import QtQuick.Controls
import QtQuick.Dialogs
import TileRummy

// The game window. main.cpp (or a test) hands it the GameController and the
// settings. Every action has a key: see the shortcuts below.
//
// No `pragma ComponentBehavior: Bound` here: GameTable's Loader instantiates
// the side panel's Component, and Qt 6.4 refuses to create a bound component
// outside its creation context ("Cannot instantiate bound component outside
// its creation context"), so the panel would never show.
ApplicationWindow {
    id: window

    required property GameController game
    required property AppSettings settings

    width: 1360
    height: 860
    minimumWidth: 1000
    minimumHeight: 680
    visible: true
    title: qsTr("Tile Rummy")
    color: Theme.woodDark

    // AI turns play out move by move at the chosen speed.
    Binding {
        target: window.game
        property: "moveStepMs"
        value: window.settings.animationMs(450) + 0 * window.settings.animationSpeed
    }
    Binding {
        target: window.game
        property: "aiMinimumThinkMs"
        value: window.settings.animationMs(500) + 0 * window.settings.animationSpeed
    }

    GameTable {
        id: table

        objectName: "gameTable"
        anchors.fill: parent
        game: window.game
        settings: window.settings
        onNewGameRequested: window.openNewGame()
        onSaveRequested: saveDialog.open()
        onOpenRequested: openDialog.open()
        onSettingsRequested: window.openSettings()
        sidePanel: Component {
            SidePanel {
                game: window.game // qmllint disable unqualified
            }
        }
    }

    // The penalty, explained, over the table.
    PenaltyBanner {
        objectName: "penaltyBanner"
        anchors.horizontalCenter: parent.horizontalCenter
        y: 76
        width: Math.min(680, parent.width - 40)
        game: window.game
    }

    Toast {
        id: toast

        objectName: "toast"
        anchors.horizontalCenter: parent.horizontalCenter
        y: parent.height - 330
        width: Math.min(560, parent.width - 40)
    }

    NewGameDialog {
        id: newGameDialog

        objectName: "newGameDialog"
        game: window.game
        settings: window.settings
    }

    SettingsDialog {
        id: settingsDialog

        objectName: "settingsDialog"
        game: window.game
        settings: window.settings
    }

    RoundEndScreen {
        objectName: "roundEndScreen"
        game: window.game
        onNewGameRequested: window.openNewGame()
    }

    ResumeDialog {
        objectName: "resumeDialog"
        game: window.game
    }

    // Sound, while it is on. Without Qt Multimedia the game stays silent.
    Loader {
        id: sounds

        active: window.settings.soundEnabled
        source: Qt.resolvedUrl("SoundBoard.qml")
        onStatusChanged: if (status === Loader.Error)
            console.warn("Tile Rummy: no sound (Qt Multimedia's QML module is missing)")
        onLoaded: item.game = window.game
    }

    // Between two people at one screen: nobody sees the next rack too early.
    HandOverScreen {
        objectName: "handOverScreen"
        anchors.fill: parent
        game: window.game
    }

    function openNewGame() {
        newGameDialog.openWith(window.game.setup);
    }

    function openSettings() {
        settingsDialog.open();
    }

    function quitAndSave() {
        window.game.autosave();
        Qt.quit();
    }

    FileDialog {
        id: saveDialog

        title: qsTr("Save the game")
        fileMode: FileDialog.SaveFile
        defaultSuffix: "trsave"
        nameFilters: [qsTr("Tile Rummy games (*.trsave)"), qsTr("All files (*)")]
        onAccepted: {
            if (window.game.saveToFile(String(selectedFile)))
                toast.show(qsTr("Game saved."));
        }
    }

    FileDialog {
        id: openDialog

        title: qsTr("Open a saved game")
        fileMode: FileDialog.OpenFile
        nameFilters: [qsTr("Tile Rummy games (*.trsave)"), qsTr("All files (*)")]
        onAccepted: {
            const error = window.game.loadFromFile(String(selectedFile));
            toast.show(error === "" ? qsTr("Game loaded.") : qsTr("Could not open the game: %1").arg(error));
        }
    }

    Connections {
        target: window.game

        function onSaveFailed(reason: string) {
            toast.show(qsTr("The game could not be saved: %1").arg(reason));
        }
        function onHintReady(placed: list<string>) {
            if (placed.length === 0)
                toast.show(window.game.initialMeldDone ? qsTr("No play found for this rack: draw a tile.")
                                                       : qsTr("Your rack has no opening of %1 points yet: draw a tile.").arg(window.game.initialMeld));
            else
                toast.show(qsTr("Hint: lay %1. Undo or Reset takes it back.").arg(placed.join(" ")));
        }
    }

    Connections {
        target: table.input

        function onRefused(reason: string) {
            toast.show(reason);
        }
    }

    // --- Keys -----------------------------------------------------------------

    Shortcut {
        sequence: "Ctrl+Z"
        onActivated: window.game.undo()
    }
    Shortcut {
        sequences: ["Ctrl+Shift+Z", "Ctrl+Y"]
        onActivated: window.game.redo()
    }
    Shortcut {
        sequence: "Ctrl+R"
        onActivated: window.game.resetTurn()
    }
    Shortcut {
        sequences: ["Ctrl+Return", "Ctrl+Enter"]
        onActivated: window.game.endTurn()
    }
    Shortcut {
        sequence: "Ctrl+D"
        onActivated: window.game.drawTile()
    }
    Shortcut {
        sequence: "Ctrl+H"
        onActivated: window.game.requestHint()
    }
    Shortcut {
        sequence: "Ctrl+1"
        onActivated: window.game.sortRack("runs")
    }
    Shortcut {
        sequence: "Ctrl+2"
        onActivated: window.game.sortRack("groups")
    }
    Shortcut {
        sequence: "Ctrl+G"
        onActivated: table.input.selectionToNewSet()
    }
    Shortcut {
        sequence: "Ctrl+T"
        onActivated: table.input.focusFirstTile()
    }
    Shortcut {
        sequence: "Escape"
        onActivated: window.game.clearSelection()
    }
    Shortcut {
        sequence: "F2"
        onActivated: table.panelVisible = !table.panelVisible
    }
    Shortcut {
        sequence: "Ctrl+N"
        onActivated: window.openNewGame()
    }
    Shortcut {
        sequence: "Ctrl+S"
        onActivated: saveDialog.open()
    }
    Shortcut {
        sequence: "Ctrl+O"
        onActivated: openDialog.open()
    }
    Shortcut {
        sequence: "Ctrl+,"
        onActivated: window.openSettings()
    }
    Shortcut {
        sequence: "Ctrl+Q"
        context: Qt.ApplicationShortcut
        onActivated: window.quitAndSave()
    }
}
