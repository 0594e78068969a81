pragma ComponentBehavior: Bound

import QtQuick
import TileRummy

// Moving tiles with the keyboard (the keys of a Tile and of a set's handle
// call these): Enter puts the selected tiles beside the focused tile or into
// the focused set, Space on a handle selects the whole set, the arrows move
// the focus among this board's tiles and set handles, a number or a colour's
// letter typed goes to the next tile of it (jumpByKey). Moves are proposed to
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

    // A tile shown anew (after a move): it takes the focus back if it had it,
    // in the person's turn, and not for a move playing out (a hint's): the
    // focus is not carried off by a move the person did not make. In another
    // seat's turn (its move re-lays the sets) the focus keeper places it once
    // the news of that move is said (FocusKeeper), not before.
    function tileArrived(tile: Tile) {
        if (tile.tileId === focusedTile && board.canAct && !board.showingPlayOut())
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

    // Where a tile lies, in words: "shelf 1, 4 of 9" on the rack (its shelf,
    // its place among the shelf's tiles), "set 3, 2 of 4" on the table.
    function placeWords(tile: var): string {
        if (tile.place === "table") {
            const view = tableArea ? tableArea.setView(tile.setIndex) : null;
            return view ? qsTr("set %1, %2 of %3").arg(tile.setIndex + 1).arg(tile.position + 1).arg(view.size) : "";
        }
        if (tile.place !== "rack" || !rack)
            return "";
        const shelf = Math.floor(tile.slot / rack.columns);
        let before = 0;
        let all = 0;
        for (const id in flights.tiles) {
            const t = flights.tiles[id];
            if (t && t.visible && t.place === "rack" && Math.floor(t.slot / rack.columns) === shelf) {
                ++all;
                if (t.slot < tile.slot)
                    ++before;
            }
        }
        return qsTr("shelf %1, %2 of %3").arg(shelf + 1).arg(before + 1).arg(all);
    }

    // The tiles shown, in reading order: the rack's shelf by shelf (its
    // slots), then the table's set by set.
    function tilesInOrder(): var {
        const shown = [];
        for (const id in flights.tiles) {
            const t = flights.tiles[id];
            if (t && t.visible && (t.place === "rack" || t.place === "table"))
                shown.push(t);
        }
        const rank = t => t.place === "rack" ? t.slot : 1000 + t.setIndex * 100 + t.position;
        return shown.sort((a, b) => rank(a) - rank(b));
    }

    // A key typed on a tile: a number (1 then 0 to 3 within a moment: 10 to
    // 13; 0 alone: 10) or a colour's letter (or the joker's) goes to the next
    // such tile after `from`, round to the first. A 1 waits that moment for
    // a second digit (else the focus would stop at a 1 on its way to a 12, and
    // a reader say it). True when it was such a key.
    function jumpByKey(from: Tile, text: string): bool {
        if (text.length !== 1)
            return false;
        const key = text.toLowerCase();
        if (key >= "0" && key <= "9") {
            const afterOne = oneWaits.running;
            oneWaits.stop();
            if (key === "1" && !afterOne) {
                oneWaits.from = from;
                oneWaits.start();
            } else {
                jumpToNumber(afterOne ? oneWaits.from : from,
                             afterOne && key <= "3" ? 10 + Number(key) : key === "0" ? 10 : Number(key));
            }
            return true;
        }
        //: Keys typed on a tile that go to the next tile of a colour: black, red, blue, orange, then the joker (one letter each; letters a keyboard of the language types).
        const letters = qsTr("k r b o j").split(" ");
        const colours = ["black", "red", "blue", "orange"];
        const at = letters.indexOf(key);
        if (at < 0)
            return false;
        jumpTo(from, at === 4 ? (t => t.isJoker) : (t => !t.isJoker && t.colourName === colours[at]),
               at === 4 ? qsTr("No joker on the rack or the table.") : qsTr("No tile of that colour."));
        return true;
    }
    readonly property Timer oneWaits: Timer {
        property Tile from: null
        interval: 700
        onTriggered: keyboard.jumpToNumber(from, 1)
    }
    function jumpToNumber(from: Tile, number: int) {
        //: Said when a number typed on a tile finds no tile of it.
        jumpTo(from, t => !t.isJoker && t.value === number, qsTr("No %1 on the rack or the table.").arg(number));
    }
    // To the next tile after `from` that is `wanted`, or said why not.
    function jumpTo(from: Tile, wanted: var, missing: string) {
        if (!from)
            return;
        const shown = tilesInOrder();
        const start = shown.indexOf(from);
        for (let k = 1; k <= shown.length; ++k) {
            const t = shown[(start + k) % shown.length];
            if (wanted(t)) {
                if (t === from) // the only one: the focus stays, so it is said
                    input.said(qsTr("The only one: %1.").arg(t.Accessible.name));
                else
                    t.forceActiveFocus();
                return;
            }
        }
        input.said(missing);
    }
}
