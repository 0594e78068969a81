pragma ComponentBehavior: Bound

import QtQuick
import TileRummy

// The hands of the person at the table, as a layer over the whole scene: it
// picks tiles up (one, the selected ones, or a set by its handle), carries
// them under the pointer, shows where they would land, and on release
// proposes the move to the board (a game or a lesson), which decides. It also makes the
// tiles fly: before the models change it notes where every tile is, and each
// tile that appears somewhere else flies there from where it was (from the
// pool when it is new to the rack, from the player's seat when it is new to
// the table). No rules here: only where things are on the screen.
Item {
    id: input

    // Tiles read left to right in every language: the table and racks are
    // not mirrored in a right-to-left layout (Hebrew).
    LayoutMirroring.enabled: false
    LayoutMirroring.childrenInherit: true

    required property TurnBoard board
    property AppSettings settings: null
    property var tableArea: null // targetAt(point) in window coordinates
    property var rack: null // targetAt(point) in window coordinates
    property Item poolAnchor: null // where new tiles come from
    property var seatAnchor: null // function(player) -> Item, where an AI's tiles come from

    readonly property bool active: board.canAct // the person at the screen may move tiles
    readonly property var selectedIds: board.selection
    property var liftedIds: []
    property int focusedTile: -1
    property var target: null // where a drop would land now (a DropTarget; null: nowhere)
    readonly property bool dragging: liftedIds.length > 0
    readonly property int flightMs: settings ? settings.animationMs(280) + 0 * settings.animationSpeed : 280

    // The carried tiles: their faces, where the pointer holds them, their size.
    property var ghostTiles: []
    property point ghostPoint
    property point grabPoint
    property int grabIndex: 0
    property real ghostTileWidth: 48
    property real ghostTileHeight: 64

    property var tiles: ({}) // tile id -> the Tile item showing it
    property var before: ({}) // tile id -> where it was, in window coordinates
    property var dropOrigins: ({})
    property var arrivals: []
    property bool landingPending: false // a snapshot was taken: tiles may have moved
    property real beforeZoom: 1 // the table's zoom at the snapshot

    signal refused(string reason)

    function toggle(id: int) {
        if (active)
            board.toggleSelected(id, true);
    }

    // --- Picking up, carrying, dropping -----------------------------------

    function startDrag(tile: Tile, pressPoint: point) {
        const ids = selectedIds.indexOf(tile.tileId) >= 0 ? selectedIds.slice() : [tile.tileId];
        lift(ids, tile, pressPoint, ids.indexOf(tile.tileId));
    }

    // A whole set, picked up by its handle (a point in the handle's item).
    function startSetDrag(setView: var, handle: Item, pressPoint: point) {
        const ids = setView.tileIds.slice();
        const first = tiles[ids[0]];
        if (!first)
            return;
        const p = handle.mapToItem(first, pressPoint.x, pressPoint.y);
        lift(ids, first, Qt.point(p.x, p.y), 0);
    }

    function lift(ids: var, grabbed: Tile, pressPoint: point, index: int) {
        const faces = [];
        for (const id of ids) {
            const t = tiles[id];
            if (t)
                faces.push({
                    "tileId": t.tileId,
                    "notation": t.notation,
                    "value": t.value,
                    "colourName": t.colourName,
                    "isJoker": t.isJoker,
                    "accessibleName": t.accessibleName
                });
        }
        const scale = scaleOf(grabbed);
        ghostTileWidth = grabbed.width * scale;
        ghostTileHeight = grabbed.height * scale;
        grabPoint = Qt.point(pressPoint.x * scale, pressPoint.y * scale);
        grabIndex = Math.max(0, index);
        ghostTiles = faces;
        ghostPoint = grabbed.mapToItem(null, pressPoint.x, pressPoint.y);
        liftedIds = ids;
        target = null;
    }

    function dragTo(p: point) {
        ghostPoint = p;
        target = targetAt(p);
    }

    function cancelDrag() {
        flyBack();
        liftedIds = [];
        target = null;
    }

    function drop(p: point) {
        const ids = liftedIds;
        const where = targetAt(p);
        // Each carried tile lands from where it is drawn under the pointer.
        const origins = {};
        for (let k = 0; k < ids.length; ++k)
            origins[ids[k]] = ghostTileOrigin(k);
        dropOrigins = origins;
        let moved = false;
        if (where !== null) {
            if (where.kind === "set")
                moved = board.moveToSet(ids, where.set, where.position);
            else if (where.kind === "new")
                moved = board.moveToCell(ids, where.row, where.column);
            else if (where.kind === "rack")
                moved = board.moveToSlot(ids, where.slot);
        }
        if (!moved)
            flyBack();
        dropOrigins = {};
        liftedIds = [];
        target = null;
        return moved;
    }

    // Where the k-th carried tile is drawn, in window coordinates.
    function ghostTileOrigin(k: int): point {
        const step = ghostTileWidth * 1.04;
        return Qt.point(ghostPoint.x - grabPoint.x + (k - grabIndex) * step, ghostPoint.y - grabPoint.y);
    }

    function flyBack() {
        for (let k = 0; k < liftedIds.length; ++k) {
            const t = tiles[liftedIds[k]];
            if (t)
                flyTile(t, ghostTileOrigin(k));
        }
    }

    function targetAt(p: point): var {
        if (rack) {
            const onRack = rack.targetAt(p);
            if (onRack)
                return onRack;
        }
        if (!tableArea)
            return null;
        // A new set starts where the first carried tile is drawn.
        const first = ghostTileOrigin(0);
        const centre = Qt.point(first.x + ghostTileWidth / 2, first.y + ghostTileHeight / 2);
        return tableArea.targetAt(p, liftedIds.length > 0 ? centre : null, Math.max(1, liftedIds.length));
    }

    // --- Keyboard ---------------------------------------------------------

    // Enter on a tile: with nothing selected, selects it; else the selection
    // goes right after it (in a set) or before it (on the rack); with
    // `before` (Shift+Enter) before it in a set too.
    function dropSelectionAt(tile: Tile, before: bool) {
        if (!active)
            return;
        const ids = selectedIds.slice();
        if (ids.length === 0 || (ids.length === 1 && ids[0] === tile.tileId)) {
            toggle(tile.tileId);
            return;
        }
        focusedTile = ids[0];
        if (tile.place === "table")
            board.moveToSet(ids, tile.setIndex, before ? tile.position : tile.position + 1);
        else
            board.moveToRack(ids, tile.position);
    }

    // Space on a set's handle: the whole set selected (or unselected).
    function toggleSet(setView: var) {
        if (!active)
            return;
        const ids = setView.tileIds.slice();
        let all = ids.length > 0;
        for (const id of ids)
            all = all && selectedIds.indexOf(id) >= 0;
        board.setSelection(all ? [] : ids);
    }

    // Enter on a set's handle: the selection goes to the end of the set
    // (Shift: to its start); with nothing selected, the set is selected.
    function dropSelectionInSet(setView: var, atStart: bool) {
        if (!active)
            return;
        const ids = [];
        for (const id of selectedIds) {
            if (setView.tileIds.indexOf(id) < 0)
                ids.push(id);
        }
        if (ids.length === 0) {
            toggleSet(setView);
            return;
        }
        focusedTile = ids[0];
        board.moveToSet(ids, setView.index, atStart ? 0 : -1);
    }

    function selectionToNewSet() {
        if (active && selectedIds.length > 0) {
            focusedTile = selectedIds[0];
            board.moveToNewSet(selectedIds.slice(), -1);
        }
    }

    // Left/Right: the next tile or set handle of this board in the focus
    // chain (the buttons between them are left to Tab).
    function stepFocus(from: var, forward: bool) {
        let next = from.nextItemInFocusChain(forward);
        for (let guard = 0; next && next !== from && guard < 1000; ++guard) {
            if (next.tileId !== undefined && next.input === input && next.place !== "")
                break;
            if (next.objectName === "setHandle" && next.input === input)
                break;
            next = next.nextItemInFocusChain(forward);
        }
        if (next && next !== from)
            next.forceActiveFocus();
    }

    // The tile at a place, if it is shown.
    function tileAt(place: string, setIndex: int, position: int): var {
        for (const id in tiles) {
            const t = tiles[id];
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

    function focusFirstTile() {
        const ids = Object.keys(tiles);
        for (const id of ids) {
            const t = tiles[id];
            if (t && t.place === "rack" && t.position === 0) {
                t.forceActiveFocus();
                return;
            }
        }
    }

    // --- Flying tiles -------------------------------------------------------

    function tileArrived(tile: Tile) {
        tiles[tile.tileId] = tile;
        arrivals.push(tile);
        if (tile.tileId === focusedTile && active)
            tile.forceActiveFocus();
    }

    function tileLeft(tile: Tile) {
        if (tiles[tile.tileId] === tile)
            delete tiles[tile.tileId];
    }

    function snapshot() {
        const where = {};
        for (const id in tiles) {
            const t = tiles[id];
            if (t && t.visible && t.width > 0)
                where[id] = t.mapToItem(null, 0, 0);
        }
        for (const id in dropOrigins)
            where[id] = dropOrigins[id];
        before = where;
        beforeZoom = tableArea ? tableArea.zoom : 1;
        landingPending = true;
    }

    function scaleOf(item: Item): real {
        const a = item.mapToItem(null, 0, 0);
        const b = item.mapToItem(null, 100, 0);
        return Math.max(0.01, (b.x - a.x) / 100);
    }

    function flyTile(tile: Tile, from: point) {
        if (flightMs <= 0)
            return;
        const now = tile.restPoint();
        if (Math.abs(from.x - now.x) + Math.abs(from.y - now.y) < 1)
            return;
        const scale = scaleOf(tile);
        const dx = (from.x - now.x) / scale;
        const dy = (from.y - now.y) / scale;
        if (Math.abs(dx) + Math.abs(dy) > 2)
            tile.flyFrom(dx, dy, flightMs);
    }

    // After the layout of a frame, before it is drawn: the tiles that came
    // since the last frame fly in from where they were. So do the tiles that
    // stayed (the models change only the rows that changed) but were moved
    // along, once after each snapshot.
    function land() {
        if (arrivals.length === 0 && !landingPending)
            return;
        const landing = arrivals;
        arrivals = [];
        if (landingPending) {
            landingPending = false;
            // The table zoomed in or out (a row came or went): every tile on it
            // moved, and they take their new places at once rather than all
            // flying (a hundred flights repaint the whole felt for a third of
            // a second); the tiles that came to the table or left it still fly.
            const rezoomed = tableArea !== null && Math.abs(tableArea.zoom - beforeZoom) > 0.0001;
            for (const id in tiles) {
                const tile = tiles[id];
                const from = before[id];
                if (tile && tile.visible && from !== undefined && landing.indexOf(tile) < 0
                        && !(rezoomed && tile.place === "table"))
                    flyTile(tile, from);
            }
        }
        for (const tile of landing) {
            if (!tile || !tile.visible)
                continue;
            let from = before[tile.tileId];
            if (from === undefined) {
                let anchor = null;
                if (tile.place === "rack")
                    anchor = poolAnchor;
                else if (seatAnchor)
                    anchor = seatAnchor(board.movingPlayer);
                if (!anchor)
                    continue;
                from = anchor.mapToItem(null, anchor.width / 2 - tile.width / 2, anchor.height / 2 - tile.height / 2);
                if (tile.place === "table" && tableArea) {
                    const scale = scaleOf(tile);
                    from = tableArea.insideView(from, tile.width * scale, tile.height * scale);
                }
            }
            flyTile(tile, from);
        }
    }

    Connections {
        target: input.board

        function onTilesAboutToMove() {
            input.snapshot();
        }
        function onMoveRefused(reason: string) {
            input.refused(reason);
        }
        function onBoardChanged() {
            if (!input.board.canAct && input.dragging)
                input.cancelDrag();
        }
    }

    Connections {
        target: input.Window.window

        function onAfterAnimating() {
            input.land();
        }
    }

    // Where the carried tiles would land.
    Rectangle {
        objectName: "dropMarker"
        visible: input.dragging && input.target !== null && input.target.marker !== null
        x: visible ? input.target.marker.x : 0
        y: visible ? input.target.marker.y : 0
        width: visible ? input.target.marker.width : 0
        height: visible ? input.target.marker.height : 0
        radius: Math.min(width, height) / 2
        color: Theme.dropMarker
        opacity: 0.85
    }

    // The carried tiles, under the pointer.
    Row {
        objectName: "dragGhost"
        visible: input.dragging
        x: input.ghostPoint.x - input.grabPoint.x - input.grabIndex * (input.ghostTileWidth * 1.04)
        // Over a set, drawn above the place it goes so as not to hide it.
        y: input.ghostPoint.y - input.grabPoint.y
           - (input.target !== null && input.target.kind === "set" ? input.ghostTileHeight * 0.6 : 0)
        spacing: input.ghostTileWidth * 0.04
        scale: 1.06
        transformOrigin: Item.TopLeft

        Repeater {
            model: input.ghostTiles

            Tile {
                required property var modelData

                // (input is gone for a moment while the scene is torn down)
                width: input ? input.ghostTileWidth : 0
                height: input ? input.ghostTileHeight : 0
                tileId: modelData.tileId
                notation: modelData.notation
                value: modelData.value
                colourName: modelData.colourName
                isJoker: modelData.isJoker
                accessibleName: modelData.accessibleName
            }
        }
    }
}
