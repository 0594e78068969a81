pragma ComponentBehavior: Bound

import QtQuick
import TileRummy

// Carrying tiles with the pointer (a DragArea on a Tile or a set's handle
// starts it): picks up one tile, the selected ones, or a set by its handle,
// draws them under the pointer (dragGhost) with a bar where they would land
// (dropMarker; `target`, a DropTarget that the rack or the table reports), and
// on release proposes the move to the board, which decides. Tiles that stay
// where they were fly back from under the pointer (TileFlights).
Item {
    id: drags

    required property TurnBoard board
    required property TileFlights flights // the tiles shown, their flights
    property var tableArea: null // targetAt(point, first, length) in window coordinates
    property var rack: null // targetAt(point) in window coordinates

    property var liftedIds: []
    // The tiles were lifted while the person waited for their turn (the rack only).
    property bool liftedWhileWaiting: false
    property var target: null // where a drop would land now (a DropTarget; null: nowhere)
    readonly property bool dragging: liftedIds.length > 0

    // The carried tiles: their faces, where the pointer holds them, their size.
    property var ghostTiles: []
    property point ghostPoint
    property point grabPoint
    property int grabIndex: 0
    property real ghostTileWidth: 48
    property real ghostTileHeight: 64

    // A way of carrying tiles that a tip teaches was used ("select", "tail").
    signal tipUsed(string tip)

    // The tile, or the selected tiles when it is one of them; with `withTail`
    // (Shift held) a tile of the table and every tile right of it in its set.
    function startDrag(tile: Tile, pressPoint: point, withTail: bool) {
        let ids = Array.from(board.selection).indexOf(tile.tileId) >= 0 ? Array.from(board.selection) : [tile.tileId];
        const set = board.setOfTile(tile.tileId);
        const view = withTail && set >= 0 && tableArea ? tableArea.setView(set) : null;
        if (view) {
            const all = view.tileIds.slice();
            ids = all.slice(all.indexOf(tile.tileId));
            if (ids.length > 1)
                drags.tipUsed("tail");
        } else if (ids.length > 1) {
            drags.tipUsed("select");
        }
        lift(ids, tile, pressPoint, ids.indexOf(tile.tileId));
    }

    // A whole set, picked up by its handle (a point in the handle's item).
    function startSetDrag(setView: var, handle: Item, pressPoint: point) {
        const ids = setView.tileIds.slice();
        const first = flights.tiles[ids[0]];
        if (!first)
            return;
        const p = handle.mapToItem(first, pressPoint.x, pressPoint.y);
        lift(ids, first, Qt.point(p.x, p.y), 0);
    }

    function lift(ids: var, grabbed: Tile, pressPoint: point, index: int) {
        const faces = [];
        for (const id of ids) {
            const t = flights.tiles[id];
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
        const scale = flights.scaleOf(grabbed);
        ghostTileWidth = grabbed.width * scale;
        ghostTileHeight = grabbed.height * scale;
        grabPoint = Qt.point(pressPoint.x * scale, pressPoint.y * scale);
        grabIndex = Math.max(0, index);
        ghostTiles = faces;
        ghostPoint = grabbed.mapToItem(null, pressPoint.x, pressPoint.y);
        liftedIds = ids;
        liftedWhileWaiting = !board.canAct && !board.canPlan;
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

    function drop(p: point): bool {
        const ids = liftedIds;
        const where = targetAt(p);
        // Each carried tile lands from where it is drawn under the pointer.
        const origins = {};
        for (let k = 0; k < ids.length; ++k)
            origins[ids[k]] = ghostTileOrigin(k);
        flights.dropOrigins = origins;
        let moved = false;
        if (where !== null) {
            if (where.kind === DropTarget.InSet)
                moved = board.moveToSet(ids, where.set, where.laidPosition);
            else if (where.kind === DropTarget.NewSet)
                moved = board.moveToCell(ids, where.row, where.column);
            else if (where.kind === DropTarget.OnRack)
                moved = board.moveToSlot(ids, where.slot);
            else if (where.kind === DropTarget.OnJoker)
                moved = board.swapJoker(ids[0], where.joker);
            else if (where.kind === DropTarget.Refused)
                board.refuseBetween(ids, where.set, where.otherSet);
        }
        if (!moved)
            flyBack();
        flights.dropOrigins = {};
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
            const t = flights.tiles[liftedIds[k]];
            if (t)
                flights.flyTile(t, ghostTileOrigin(k));
        }
    }

    function targetAt(p: point): var {
        if (rack) {
            const onRack = rack.targetAt(p);
            if (onRack)
                return onRack;
        }
        if (!tableArea || !(board.canAct || board.canPlan)) // waiting for the turn, no plan: the rack only
            return null;
        // A new set starts where the first carried tile is drawn.
        const first = ghostTileOrigin(0);
        const centre = Qt.point(first.x + ghostTileWidth / 2, first.y + ghostTileHeight / 2);
        return tableArea.targetAt(p, liftedIds.length > 0 ? centre : null, Math.max(1, liftedIds.length));
    }

    Connections {
        target: drags.board

        function onBoardChanged() {
            if (drags.dragging && !(drags.liftedWhileWaiting ? drags.board.canArrangeRack
                                                             : drags.board.canAct || drags.board.canPlan))
                drags.cancelDrag();
        }
    }

    // Where the carried tiles would land.
    Rectangle {
        objectName: "dropMarker"
        visible: drags.dragging && drags.target !== null && drags.target.marker !== null
        x: visible ? drags.target.marker.x : 0
        y: visible ? drags.target.marker.y : 0
        width: visible ? drags.target.marker.width : 0
        height: visible ? drags.target.marker.height : 0
        readonly property bool outline: visible && drags.target.outline
        radius: outline ? 6 : Math.min(width, height) / 2
        color: outline ? "transparent" : Theme.dropMarker
        border.color: Theme.dropMarker
        border.width: outline ? 4 : 0
        opacity: 0.85
    }

    // The carried tiles, under the pointer.
    Row {
        objectName: "dragGhost"
        visible: drags.dragging
        x: drags.ghostPoint.x - drags.grabPoint.x - drags.grabIndex * (drags.ghostTileWidth * 1.04)
        // Over a set (or a joker it would replace), drawn above the place it
        // goes so as not to hide it.
        y: drags.ghostPoint.y - drags.grabPoint.y
           - (drags.target !== null && (drags.target.kind === DropTarget.InSet || drags.target.kind === DropTarget.OnJoker)
              ? drags.ghostTileHeight * 0.6 : 0)
        spacing: drags.ghostTileWidth * 0.04
        scale: 1.06
        transformOrigin: Item.TopLeft

        Repeater {
            model: drags.ghostTiles

            Tile {
                required property var modelData

                // (drags is gone for a moment while the scene is torn down)
                width: drags ? drags.ghostTileWidth : 0
                height: drags ? drags.ghostTileHeight : 0
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
