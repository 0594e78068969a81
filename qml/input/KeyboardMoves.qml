pragma ComponentBehavior: Bound

import QtQuick
import TileRummy

// Moving tiles with the keyboard (the keys of a Tile and of a set's handle
// call these): Enter puts the selected tiles beside the focused tile or into
// the focused set, Space on a handle selects the whole set, the arrows move
// the focus among this board's tiles and set handles. Moves are proposed to
// the board, which decides. `focusedTile` is the tile with the focus; after a
// move, shown anew, it takes the focus back (tileArrived).
QtObject {
    id: keyboard

    required property TurnBoard board
    required property TileFlights flights // the tiles shown
    required property Item input // the TableInput the tiles and handles call their `input`
    property var tableArea: null // setView(i)
    property var rack: null // columns, tiles, tileNearSlot(slot)

    readonly property bool active: board.canAct || board.canPlan // the person may move tiles (or plan while they wait)
    property int focusedTile: -1

    // A tile shown anew (after a move): it takes the focus back if it had it.
    function tileArrived(tile: Tile) {
        if (tile.tileId === focusedTile && active)
            tile.forceActiveFocus();
    }

    // Enter on a tile: with nothing selected, selects it; else the selection
    // goes right after it (in a set) or before it (on the rack); with
    // `before` (Shift+Enter) before it in a set too.
    function dropSelectionAt(tile: Tile, before: bool) {
        if (!active)
            return;
        const ids = Array.from(board.selection);
        if (ids.length === 0 || (ids.length === 1 && ids[0] === tile.tileId)) {
            board.toggleSelected(tile.tileId, true);
            return;
        }
        focusedTile = ids[0];
        if (tile.place === "table") {
            // The place as shown, given to the board as the set is laid (its laidAt).
            const laidAt = tableArea ? tableArea.setView(tile.setIndex).laidAt : [];
            const shown = before ? tile.position : tile.position + 1;
            board.moveToSet(ids, tile.setIndex, shown < laidAt.length ? laidAt[shown] : -1);
        } else
            board.moveToRack(ids, tile.position);
    }

    // Space on a set's handle: the whole set selected (or unselected).
    function toggleSet(setView: var) {
        if (!active)
            return;
        const ids = setView.tileIds.slice();
        let all = ids.length > 0;
        for (const id of ids)
            all = all && Array.from(board.selection).indexOf(id) >= 0;
        board.setSelection(all ? [] : ids);
    }

    // Enter on a set's handle: the selection goes to the end of the set
    // (Shift: to its start); with nothing selected, the set is selected.
    function dropSelectionInSet(setView: var, atStart: bool) {
        if (!active)
            return;
        const ids = [];
        for (const id of board.selection) {
            if (setView.tileIds.indexOf(id) < 0)
                ids.push(id);
        }
        if (ids.length === 0) {
            toggleSet(setView);
            return;
        }
        focusedTile = ids[0];
        board.moveToSet(ids, setView.index, atStart && setView.laidAt.length > 0 ? setView.laidAt[0] : -1);
    }

    function selectionToNewSet() {
        if (active && board.selection.length > 0) {
            focusedTile = board.selection[0];
            board.moveToNewSet(Array.from(board.selection), -1);
        }
    }

    // Left/Right: the next tile or set handle of this board in the focus
    // chain (the buttons between them are left to Tab).
    function stepFocus(from: var, forward: bool) {
        let next = from.nextItemInFocusChain(forward);
        for (let guard = 0; next && next !== from && guard < 1000; ++guard) {
            if (next.tileId !== undefined && next.input === keyboard.input && next.place !== "")
                break;
            if (next.objectName === "setHandle" && next.input === keyboard.input)
                break;
            next = next.nextItemInFocusChain(forward);
        }
        if (next && next !== from)
            next.forceActiveFocus();
    }

    // The tile at a place, if it is shown.
    function tileAt(place: string, setIndex: int, position: int): var {
        for (const id in flights.tiles) {
            const t = flights.tiles[id];
            if (t && t.visible && t.place === place && t.position === position
                    && (place === "rack" || t.setIndex === setIndex))
                return t;
        }
        return null;
    }

    // The rack's tile at `position` takes the focus, if it is shown.
    function focusRackTile(position: int) {
        const t = tileAt("rack", -1, position);
        if (t)
            t.forceActiveFocus();
    }

    // The tile of set `s` nearest to position `k` (-1: the set's handle).
    function focusInSet(s: int, k: int): bool {
        const view = tableArea ? tableArea.setView(s) : null;
        if (!view)
            return false;
        const t = k < 0 ? null : tileAt("table", s, Math.min(k, view.size - 1));
        if (t) {
            t.forceActiveFocus();
            return true;
        }
        view.focusHandle();
        return true;
    }

    // Up/Down: on the rack, the other shelf (down from the lower one: none;
    // up from the upper one: the last set on the table); on the table, the
    // set before or after (down from the last set: the rack).
    function stepFocusVertically(from: var, down: bool) {
        const onHandle = from.objectName === "setHandle";
        const place = onHandle ? "table" : from.place;
        if (place === "rack") {
            const columns = rack ? rack.columns : 1;
            const slot = from.slot + (down ? columns : -columns);
            const near = slot >= 0 && slot < 2 * columns && rack ? rack.tileNearSlot(slot) : null;
            if (near)
                near.forceActiveFocus();
            else if (!down && board.table.count > 0)
                focusInSet(board.table.count - 1, from.slot % columns);
            return;
        }
        const s = from.setIndex;
        const k = onHandle ? -1 : from.position;
        if (!down && s > 0)
            focusInSet(s - 1, k);
        else if (down && s + 1 < board.table.count)
            focusInSet(s + 1, k);
        else if (down && rack && rack.tiles.count > 0)
            focusRackTile(Math.max(0, Math.min(k, rack.tiles.count - 1)));
    }

    // The rack's first tile as shown (null: the rack shows none).
    function firstRackTile(): Item {
        let first = null;
        for (const id in flights.tiles) {
            const t = flights.tiles[id];
            if (t && t.visible && t.place === "rack" && (!first || t.position < first.position))
                first = t;
        }
        return first;
    }

    // The rack's first tile takes the focus: false when the rack shows none.
    function focusFirstTile(): bool {
        const first = firstRackTile();
        if (first)
            first.forceActiveFocus();
        return first !== null;
    }

    // The focus back to the rack: to the tile that had it last if it is
    // there, else to the first.
    function focusOnRack(): bool {
        const last = flights.tiles[focusedTile];
        if (last && last.visible && last.place === "rack") {
            last.forceActiveFocus();
            return true;
        }
        return focusFirstTile();
    }
}
