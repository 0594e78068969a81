pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import TileRummy

// The table: green felt inside a wooden edge, a grid of cells the size of a
// tile (the table model's columns and rows) on which each set lies at its
// cell. Until the first set is laid it tells what an opening play needs.
// Tiles dropped near a set join it where they are dropped; on the free felt
// they start a new set at the cell where they are dropped. The grid zooms
// out to fit (down to minimumZoom), then scrolls.
Item {
    id: area

    // Tiles read left to right in every language: the table and racks are
    // not mirrored in a right-to-left layout (Hebrew).
    LayoutMirroring.enabled: false
    LayoutMirroring.childrenInherit: true

    required property TurnBoard board
    property TableInput input: null
    property real tileWidth: 48
    property real tileHeight: 64
    property real minimumZoom: 0.7
    // A strip at the felt's foot kept free of sets, from the felt's edge (the
    // game's TableTip lies there); the sets' margin when it is less.
    property real footInset: 0

    Accessible.role: Accessible.Pane
    Accessible.name: qsTr("Table")

    // The felt, lit from above the middle, in the shadow of the wooden edge at the top.
    Rectangle {
        id: felt

        anchors.fill: parent
        radius: 18
        border.color: Theme.feltDark
        border.width: 2
        gradient: Gradient {
            GradientStop {
                position: 0
                color: Theme.feltDark
            }
            GradientStop {
                position: 0.04
                color: Theme.felt
            }
            GradientStop {
                position: 0.4
                color: Theme.feltLight
            }
            GradientStop {
                position: 1
                color: Theme.felt
            }
        }

        // A stitched line a little inside the edge.
        Rectangle {
            anchors {
                fill: parent
                margins: 10
            }
            radius: felt.radius - 6
            color: "transparent"
            border.color: Theme.feltLine
            border.width: 1
            opacity: 0.45
        }
    }

    Column {
        anchors.centerIn: parent
        width: parent.width * 0.7
        spacing: area.tileHeight * 0.15
        visible: area.board.table.count === 0

        Text {
            readonly property int size: Math.round(area.tileHeight * 0.9)

            width: parent.width
            horizontalAlignment: Text.AlignHCenter
            text: qsTr("Tile Rummy")
            color: Theme.feltText
            opacity: 0.16
            font.family: Theme.fontFamily
            font.pixelSize: size
            font.bold: true
            font.letterSpacing: size * 0.08
        }

        Text {
            objectName: "openingHint"
            width: parent.width
            horizontalAlignment: Text.AlignHCenter
            wrapMode: Text.WordWrap
            text: area.board.initialMeldDone
                  ? qsTr("Lay your sets here.")
                  : qsTr("Open with runs and groups worth at least %1 points.").arg(area.board.initialMeld)
            color: Theme.feltText
            opacity: 0.75
            font.family: Theme.fontFamily
            font.pixelSize: Math.max(13, Math.round(area.tileHeight * 0.24))
        }
    }

    // The grid's cells, in the sets' units (before the zoom).
    readonly property real tileGap: Math.max(1, Math.round(tileWidth * 0.04))
    readonly property real setMargin: Math.round(tileWidth * 0.12)
    readonly property real cellWidth: tileWidth + tileGap
    readonly property real cellHeight: tileHeight + 2 * setMargin + Math.round(tileWidth * 0.18)
    readonly property real gridPadding: Math.round(tileWidth * 0.45) // room for the first set's handle
    readonly property real gridWidth: 2 * gridPadding + board.table.columns * cellWidth
    // The rows shown: the table's (the rows its sets take and a free one, at
    // least six) and as many more as the felt holds at the width's zoom. The
    // zoom fits the rows the sets take, not the free row below them (it is
    // scrolled to): a set laid in the last row in view does not zoom the table
    // out and move every tile under the player's hand; one laid below does.
    readonly property real widthZoom: flick.width > 0 ? Math.min(1, flick.width / gridWidth) : 1
    readonly property int rowsInView: Math.floor(Math.max(0, flick.height) / (cellHeight * widthZoom))
    readonly property int rowsShown: Math.max(board.table.rows, rowsInView)
    readonly property real gridHeight: rowsShown * cellHeight
    // Fits the grid's width, and the sets' rows (at least the minimum) where it
    // can (down to minimumZoom).
    readonly property int rowsZoomed: Math.max(board.table.minimumRows, board.table.rowsUsed, rowsInView)
    readonly property real zoom: Math.max(minimumZoom, Math.min(widthZoom, flick.height / (rowsZoomed * cellHeight)))

    Flickable {
        id: flick

        objectName: "tableFlick"
        anchors {
            fill: parent
            margins: area.tileWidth * 0.25
            bottomMargin: Math.max(area.tileWidth * 0.25, area.footInset)
        }
        clip: true
        contentWidth: Math.max(width, area.gridWidth * area.zoom)
        contentHeight: Math.max(height, area.gridHeight * area.zoom)
        boundsBehavior: Flickable.StopAtBounds
        interactive: !(area.input && area.input.dragging)

        ScrollBar.vertical: ScrollBar {
            policy: flick.contentHeight > flick.height ? ScrollBar.AlwaysOn : ScrollBar.AsNeeded
        }
        ScrollBar.horizontal: ScrollBar {
            policy: flick.contentWidth > flick.width ? ScrollBar.AlwaysOn : ScrollBar.AsNeeded
        }

        Item {
            id: grid

            objectName: "tableGrid"
            x: Math.max(0, (flick.width - width * area.zoom) / 2)
            width: area.gridWidth
            height: area.gridHeight
            scale: area.zoom
            transformOrigin: Item.TopLeft

            // Where a new set would start: the cell under the carried tiles.
            Rectangle {
                objectName: "newSetCell"
                readonly property var target: area.input ? area.input.target : null
                visible: target !== null && target.kind === DropTarget.NewSet
                x: visible ? area.gridPadding + target.column * area.cellWidth - 2 : 0
                y: visible ? target.row * area.cellHeight + area.setMargin - 2 : 0
                width: visible ? target.length * area.cellWidth - area.tileGap + 4 : 0
                height: area.tileHeight + 4
                radius: area.setMargin
                color: Qt.rgba(1, 1, 1, 0.12)
                border.color: Theme.dropMarker
                border.width: 2
            }

            Repeater {
                id: repeater

                objectName: "tableRepeater"
                model: area.board.table

                SetView {
                    tileWidth: area.tileWidth
                    tileHeight: area.tileHeight
                    pixelScale: area.zoom
                    input: area.input
                    freshIds: area.board.freshTiles
                    markedIds: area.markedTiles
                    plannedIds: area.plannedTiles
                    markColour: Theme.seatColour(area.markedPlayer)
                    rejected: index === area.board.rejectedSet
                    faultsShown: !area.showingPlay
                    // The first tile at its cell; the handle in the empty cell before it.
                    x: area.gridPadding + column * area.cellWidth - firstTileX
                    y: row * area.cellHeight
                    // Over the others while the place carried tiles would go opens (its
                    // tiles move aside), and while a tile flies in (raiseSet).
                    z: openAt >= 0 ? area.raisedCount + 1 : raisedTo
                }
            }
        }
    }

    // Another seat's last play: the tiles it laid and whose seat (-1: none; a game sets them).
    property var markedTiles: []
    // The tiles of the person's plan, laid while they wait (a game sets them).
    property var plannedTiles: []
    property int markedPlayer: -1
    // Another seat's play is being shown move by move (a game sets it).
    property bool showingPlay: false

    // Where new sets go when dropped on the felt.
    Rectangle {
        objectName: "newSetMarker"
        anchors {
            fill: parent
            margins: 6
        }
        radius: 16
        color: "transparent"
        border.color: Theme.dropMarker
        border.width: 3
        visible: area.input !== null && area.input.dragging && area.input.target !== null
                 && area.input.target.kind === DropTarget.NewSet
        opacity: 0.8

        Text {
            anchors {
                bottom: parent.bottom
                horizontalCenter: parent.horizontalCenter
                bottomMargin: 10
            }
            text: qsTr("Drop here for a new set")
            color: Theme.dropMarker
            font.family: Theme.fontFamily
            font.pixelSize: 15
            font.bold: true
        }
    }

    // A point (window coordinates) moved just inside the felt's view, so that
    // a tile of `w` by `h` (window units) put there shows whole: where a tile
    // that comes from a seat beyond the felt starts its flight, so that no
    // frame shows it cut at the felt's edge.
    function insideView(p: point, w: real, h: real): point {
        const topLeft = flick.mapToItem(null, 0, 0);
        const bottomRight = flick.mapToItem(null, flick.width, flick.height);
        return Qt.point(Math.max(topLeft.x, Math.min(bottomRight.x - w, p.x)),
                        Math.max(topLeft.y, Math.min(bottomRight.y - h, p.y)));
    }

    // The sets `sets` (their indices) scrolled into the felt's view, as little
    // as it takes; their top left first when they do not fit in it. Returns
    // how far the table's tiles moved on the screen.
    function bringIntoView(sets: var): point {
        let left = Infinity, top = Infinity, right = -Infinity, bottom = -Infinity;
        for (const i of sets) {
            const view = repeater.itemAt(i);
            if (!view || !view.visible)
                continue;
            const p = view.mapToItem(flick.contentItem, 0, 0);
            const q = view.mapToItem(flick.contentItem, view.width, view.height);
            left = Math.min(left, p.x);
            top = Math.min(top, p.y);
            right = Math.max(right, q.x);
            bottom = Math.max(bottom, q.y);
        }
        if (right < left)
            return Qt.point(0, 0);
        const margin = 8;
        // Where the view starts along one axis so that [from, to] shows.
        const start = (from, to, now, size, content) => {
            let at = now;
            if (to - from + 2 * margin > size || from - margin < now)
                at = from - margin;
            else if (to + margin > now + size)
                at = to + margin - size;
            return Math.max(0, Math.min(content - size, at));
        };
        const x = flick.contentX, y = flick.contentY;
        flick.contentX = start(left, right, x, flick.width, flick.contentWidth);
        flick.contentY = start(top, bottom, y, flick.height, flick.contentHeight);
        return Qt.point(x - flick.contentX, y - flick.contentY);
    }

    // Set `i` lies over every other set (until another is raised): a tile
    // flying into it passes over the sets on its way.
    property int raisedCount: 0

    function raiseSet(i: int) {
        const view = repeater.itemAt(i);
        if (view)
            view.raisedTo = ++raisedCount;
    }

    // The SetView showing set `i` (null when there is none).
    function setView(i: int): var {
        return repeater.itemAt(i);
    }

    // Where tiles dropped at a point (window coordinates) would go (a
    // DropTarget): into a set near it, else a new set of `length` tiles whose
    // first tile lies at the cell under `first` (the first carried tile's
    // centre; the point itself when not given); null off the table. Between
    // two sets (both reach the point, neither lies under it) the board says
    // which the tiles fit (the nearer when both do); fitting neither, they
    // make a new set there if there is room, else the drop is refused.
    function targetAt(p: point, first: var, length: var): var {
        const q = mapFromItem(null, p.x, p.y);
        if (q.x < 0 || q.y < 0 || q.x > width || q.y > height)
            return null;
        let reaching = [];
        for (let i = 0; i < repeater.count; ++i) {
            const item = repeater.itemAt(i);
            const t = item ? item.targetAt(p) : null;
            if (t)
                reaching.push(t);
        }
        reaching.sort((a, b) => a.distance - b.distance);
        const carried = input ? input.liftedIds : [];
        if (reaching.length > 1 && reaching[0].distance > 0 && carried.length > 0) {
            const fit = board.fittingPlace(carried, reaching.map(t => t.set));
            if (fit >= 0)
                return reaching[fit];
            const cell = cellAt(first !== undefined && first !== null ? first : p, length);
            if (board.roomForNewSet(carried, cell.row, cell.column))
                return cell;
            return DropTarget.refused(reaching[0].set, reaching[1].set);
        }
        if (reaching.length > 0)
            return reaching[0];
        return cellAt(first !== undefined && first !== null ? first : p, length);
    }

    // A new set of `length` tiles whose first lies at the cell under `at` (window coordinates).
    function cellAt(at: point, length: var): var {
        const g = grid.mapFromItem(null, at.x, at.y);
        const n = length !== undefined ? Math.max(1, length) : 1;
        const column = Math.max(0, Math.min(board.table.columns - Math.min(n, board.table.columns),
                                            Math.floor((g.x - gridPadding) / cellWidth)));
        const row = Math.max(0, Math.min(rowsShown - 1, Math.floor(g.y / cellHeight)));
        return DropTarget.newSet(row, column, n);
    }
}
