pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import TileRummy

// The selected tiles into a set chosen from a list (Ctrl+M): the table's
// sets by their words ("Set 4: run black 6, black 7, black 8"), those the
// tiles fit first, then a new set (first when none fits: an opening's new
// sets), then the others. Made for the keys
// and a screen reader: with the tiles selected, adding them to a set is
// Ctrl+M and Enter, not one set per arrow. The move is proposed to the
// board, which decides; the focus follows the first tile (KeyboardMoves).
Menu {
    id: chooser

    required property TurnBoard board
    required property KeyboardMoves keys
    // The tiles to place and the choices, set when it opens (choose).
    property var tiles: []
    property var choices: [] // {set, words, fits}; set -1: a new set

    // Opens the list for the selection; false (nothing opened) when no tile is selected.
    function choose(): bool {
        if (!keys.active || board.selection.length === 0)
            return false;
        const ids = Array.from(board.selection);
        const fitting = [];
        const others = [];
        for (let s = 0; s < board.table.count; ++s) {
            const view = keys.tableArea ? keys.tableArea.setView(s) : null;
            if (!view)
                continue;
            const inIt = ids.every(id => view.tileIds.indexOf(id) >= 0);
            if (inIt)
                continue; // the tiles already lie there
            const fits = board.fittingPlace(ids, [s]) === 0;
            //: A set in the list of sets to put the selected tiles into: %1 its number, %2 its words.
            const words = fits ? qsTr("Set %1: %2, fits").arg(s + 1).arg(view.Accessible.name)
                               : qsTr("Set %1: %2").arg(s + 1).arg(view.Accessible.name);
            (fits ? fitting : others).push({ "set": s, "words": words, "fits": fits });
        }
        chooser.tiles = ids;
        chooser.choices = fitting.concat([{ "set": -1, "words": qsTr("A new set"), "fits": true }]).concat(others);
        chooser.x = Math.round((chooser.parent.width - chooser.width) / 2);
        chooser.y = Math.round(chooser.parent.height / 4);
        chooser.open();
        return true;
    }

    function put(set: int) {
        keys.focusedTile = chooser.tiles[0];
        if (set < 0)
            board.moveToNewSet(chooser.tiles, -1);
        else
            board.moveToSet(chooser.tiles, set, -1);
        // The focus out of the list before it closes (else the list gives it
        // to the window, and a reader says the window and the scene on the
        // way): to the set's handle, then, once shown there, the first tile.
        const view = set >= 0 && keys.tableArea ? keys.tableArea.setView(set) : null;
        if (view)
            view.focusHandle();
        Qt.callLater(chooser.focusMoved); // qmllint disable
    }

    function focusMoved() {
        const tile = keys.flights.tiles[chooser.tiles[0]];
        if (tile && tile.visible)
            tile.forceActiveFocus();
    }

    objectName: "setChooser"
    //: The title of the list of sets the selected tiles can go into.
    title: qsTr("Put %n tile(s) into", "", chooser.tiles.length)
    // The list opens on its first choice, for the keys and a reader.
    onOpened: if (chooser.count > 0) chooser.currentIndex = 0

    background: Rectangle {
        implicitWidth: 360
        color: Theme.header
        border.color: Theme.headerLine
        radius: 6
    }

    Repeater {
        model: chooser.choices

        MenuItem {
            id: choice

            required property var modelData

            objectName: "setChoice"
            text: modelData.words
            // The arrows go from the first choice down, wherever the pointer
            // rests (a choice under it would become the current one).
            hoverEnabled: false
            Accessible.name: text
            onTriggered: chooser.put(choice.modelData.set)

            contentItem: Text {
                text: choice.text
                color: Theme.headerText
                font.family: Theme.fontFamily
                font.pixelSize: 14
                font.bold: choice.modelData.fits
                verticalAlignment: Text.AlignVCenter
                wrapMode: Text.WordWrap
            }
            background: Rectangle {
                implicitWidth: 360
                implicitHeight: 36
                color: choice.highlighted ? Theme.button : "transparent"
                radius: 4
            }
        }
    }
}
