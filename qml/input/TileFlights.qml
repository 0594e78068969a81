pragma ComponentBehavior: Bound

import QtQuick
import TileRummy

// The tiles' flights: every Tile shown is listed here (tileArrived, tileLeft;
// the other parts of TableInput look tiles up here too). Before the board
// moves tiles (its tilesAboutToMove) this notes where each one is; after the
// next layout, each tile that lies somewhere else flies there from where it
// was: a dropped tile from under the pointer (dropOrigins), a tile new to the
// rack from the pool, a tile new to the table from the moving player's seat.
// No rules here: only where things are on the screen.
Item {
    id: flights

    required property TurnBoard board
    property AppSettings settings: null
    property var tableArea: null // its zoom, insideView(point, w, h), bringIntoView(sets)
    property Item poolAnchor: null // where new tiles come from
    property var seatAnchor: null // function(player) -> Item, where an AI's tiles come from
    readonly property int flightMs: settings ? settings.animationMs(280) + 0 * settings.animationSpeed : 280

    property var tiles: ({}) // tile id -> the Tile item showing it
    property var dropOrigins: ({}) // tile id -> where it is drawn under the pointer, while a drop is proposed
    property var before: ({}) // tile id -> where it was, in window coordinates
    property var beforeOnTable: ({}) // tile id -> true: it was on the table (it moves when the felt scrolls)
    property var arrivals: []
    property bool landingPending: false // a snapshot was taken: tiles may have moved
    property bool movedByHand: false // at the snapshot, the person dropped the tiles (under the pointer)
    property real beforeZoom: 1 // the table's zoom at the snapshot

    function tileArrived(tile: Tile) {
        tiles[tile.tileId] = tile;
        arrivals.push(tile);
    }

    function tileLeft(tile: Tile) {
        if (tiles[tile.tileId] === tile)
            delete tiles[tile.tileId];
    }

    function snapshot() {
        const where = {};
        const onTable = {};
        for (const id in tiles) {
            const t = tiles[id];
            if (t && t.visible && t.width > 0) {
                where[id] = t.mapToItem(null, 0, 0);
                if (t.place === "table")
                    onTable[id] = true;
            }
        }
        beforeOnTable = onTable;
        movedByHand = false;
        for (const id in dropOrigins) {
            where[id] = dropOrigins[id];
            movedByHand = true;
        }
        before = where;
        beforeZoom = tableArea ? tableArea.zoom : 1;
        landingPending = true;
    }

    // How many window units one unit of the item is (the table's zoom).
    function scaleOf(item: Item): real {
        const a = item.mapToItem(null, 0, 0);
        const b = item.mapToItem(null, 100, 0);
        return Math.max(0.01, (b.x - a.x) / 100);
    }

    // The tile flies from `from` (window coordinates) to where it rests; how
    // far it flies, in window units (0: it does not).
    function flyTile(tile: Tile, from: point): real {
        if (flightMs <= 0)
            return 0;
        const now = tile.restPoint();
        const length = Math.abs(from.x - now.x) + Math.abs(from.y - now.y);
        if (length < 1)
            return 0;
        const scale = scaleOf(tile);
        const dx = (from.x - now.x) / scale;
        const dy = (from.y - now.y) / scale;
        if (Math.abs(dx) + Math.abs(dy) <= 2)
            return 0;
        tile.flyFrom(dx, dy, flightMs);
        return length;
    }

    // The sets whose tiles fly lie over the others while they do, the set
    // of the longest flight on top: a tile that comes from across the table
    // passes over the sets on its way, never under them.
    function raiseSets(flown: var) {
        if (!tableArea)
            return;
        flown.sort((a, b) => a.length - b.length);
        for (const f of flown)
            tableArea.raiseSet(f.set);
    }

    // The sets of the table where tiles land that the person did not drop
    // there (an AI's play, a hint, a play shown again, a move by the keys)
    // scrolled into the felt's view first: they would else land out of sight
    // on a table larger than the felt.
    function bringLandingIntoView(landing: var) {
        if (!tableArea)
            return;
        const sets = [];
        for (const id in tiles) {
            const tile = tiles[id];
            if (!tile || !tile.visible || tile.place !== "table" || sets.indexOf(tile.setIndex) >= 0)
                continue;
            const from = before[id];
            const now = tile.restPoint();
            if (from === undefined ? landing.indexOf(tile) >= 0 : Math.abs(from.x - now.x) + Math.abs(from.y - now.y) > 2)
                sets.push(tile.setIndex);
        }
        if (sets.length === 0)
            return;
        // The tiles that were on the table moved with it: from where they are now shown.
        const shift = tableArea.bringIntoView(sets);
        if (shift.x === 0 && shift.y === 0)
            return;
        for (const id in beforeOnTable) {
            const from = before[id];
            if (from !== undefined)
                before[id] = Qt.point(from.x + shift.x, from.y + shift.y);
        }
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
        const flown = []; // {set, length} of each table tile that flies
        const noteFlight = (tile, length) => {
            if (length > 0 && tile.place === "table")
                flown.push({"set": tile.setIndex, "length": length});
        };
        if (landingPending && !movedByHand)
            bringLandingIntoView(landing);
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
                    noteFlight(tile, flyTile(tile, from));
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
            noteFlight(tile, flyTile(tile, from));
        }
        raiseSets(flown);
    }

    Connections {
        target: flights.board

        function onTilesAboutToMove() {
            flights.snapshot();
        }
    }

    Connections {
        target: flights.Window.window

        function onAfterAnimating() {
            flights.land();
        }
    }
}
