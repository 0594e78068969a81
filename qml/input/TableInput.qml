pragma ComponentBehavior: Bound

import QtQuick
import TileRummy

// The hands of the person at the table, as a layer over the whole scene: the
// `input` that the scene's tiles, set handles, rack and table are given. It
// puts three parts together, which they call directly:
//   drags    (PointerDrags)   carrying tiles with the pointer and dropping them;
//   keys     (KeyboardMoves)  moving them with the keyboard, and the focus among them;
//   flights  (TileFlights)    tiles flying from where they were to where they are now;
//   chooseSet (SetChooser)    the selection into a set picked from a list (Ctrl+M).
// Its own: the selection as the views show it, and selecting a tile.
// Moves are proposed to the board (a game or a lesson), which decides. No
// rules here: only where things are on the screen.
Item {
    id: tableInput

    // Tiles read left to right in every language: the table and racks are
    // not mirrored in a right-to-left layout (Hebrew).
    LayoutMirroring.enabled: false
    LayoutMirroring.childrenInherit: true

    required property TurnBoard board
    property AppSettings settings: null
    property var tableArea: null // the TableArea: where tiles would land on it, its sets, its zoom
    property var rack: null // the Rack: where tiles would land on it, its tiles and shelves
    property Item poolAnchor: null // where new tiles come from
    property var seatAnchor: null // function(player) -> Item, where an AI's tiles come from

    readonly property bool active: board.canAct || board.canPlan // the person may move tiles (or plan while they wait)
    readonly property bool rackActive: board.canArrangeRack // ... or arrange the rack (also while waiting)
    readonly property var selectedIds: board.selection
    readonly property PointerDrags drags: pointerDrags
    readonly property KeyboardMoves keys: keyboardMoves
    readonly property TileFlights flights: tileFlights
    property alias liftedIds: pointerDrags.liftedIds
    property alias target: pointerDrags.target // where a drop would land now (a DropTarget; null: nowhere)
    readonly property bool dragging: pointerDrags.dragging
    property alias focusedTile: keyboardMoves.focusedTile

    signal refused(string reason)
    // A way of carrying tiles that a tip teaches was used (PointerDrags.tipUsed).
    signal tipUsed(string tip)

    function toggle(id: int) {
        if (active)
            board.toggleSelected(id, true);
    }
    // A key toggled a tile (`name`: its spoken name): the same, said for a
    // screen reader ("red 7 selected, 2 tiles in all"; readers do not say
    // the tile's description changing).
    signal said(string words)
    function toggleByKey(id: int, name: string) {
        if (!active)
            return;
        board.toggleSelected(id, true);
        const selected = tableInput.selectedIds;
        const count = selected.length;
        tableInput.said(selected.indexOf(id) >= 0 ? qsTr("%1 selected, %n tile(s) in all", "", count).arg(name)
                                                   : qsTr("%1 not selected, %n tile(s) in all", "", count).arg(name));
    }

    Connections {
        target: tableInput.board

        function onMoveRefused(reason: string) {
            tableInput.refused(reason);
        }
    }

    TileFlights {
        id: tileFlights

        board: tableInput.board
        settings: tableInput.settings
        tableArea: tableInput.tableArea
        poolAnchor: tableInput.poolAnchor
        seatAnchor: tableInput.seatAnchor
    }

    KeyboardMoves {
        id: keyboardMoves

        board: tableInput.board
        flights: tileFlights
        input: tableInput
        tableArea: tableInput.tableArea
        rack: tableInput.rack
    }

    PointerDrags {
        id: pointerDrags

        anchors.fill: parent
        board: tableInput.board
        flights: tileFlights
        tableArea: tableInput.tableArea
        rack: tableInput.rack
        onTipUsed: tip => tableInput.tipUsed(tip)
    }

    // The selected tiles into a set chosen from a list: false when none is selected.
    function chooseSet(): bool {
        return setChooser.choose();
    }
    SetChooser {
        id: setChooser

        board: tableInput.board
        keys: keyboardMoves
    }
}
