pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import TileRummy

// The table: green felt inside a wooden edge, where the sets lie row by row.
// Until the first set is laid it tells what an opening play needs. Tiles
// dropped near a set join it where they are dropped; on the free felt they
// start a new set.
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
    property real zoom: 1
    property real minimumZoom: 0.6

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

    // The sets, row after row; the table zooms out as it fills (down to
    // minimumZoom) and then scrolls.
    Flickable {
        id: flick

        objectName: "tableFlick"
        anchors {
            fill: parent
            margins: area.tileWidth * 0.4
        }
        clip: true
        contentWidth: width
        contentHeight: Math.max(height, sets.height * area.zoom)
        boundsBehavior: Flickable.StopAtBounds
        interactive: !(area.input && area.input.dragging)

        ScrollBar.vertical: ScrollBar {
            policy: flick.contentHeight > flick.height ? ScrollBar.AlwaysOn : ScrollBar.AsNeeded
        }

        Flow {
            id: sets

            width: flick.width / area.zoom
            scale: area.zoom
            transformOrigin: Item.TopLeft
            spacing: area.tileWidth * 0.3

            Repeater {
                id: repeater

                objectName: "tableRepeater"
                model: area.board.table

                SetView {
                    tileWidth: area.tileWidth
                    tileHeight: area.tileHeight
                    input: area.input
                    freshIds: area.board.freshTiles
                    rejected: index === area.board.rejectedSet
                    // A set that grows or shrinks in place (the model changes only that row).
                    onImplicitWidthChanged: area.refit()
                }

                onItemAdded: area.refit()
                onItemRemoved: area.refit()
            }
        }
    }

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
                 && area.input.target.kind === "new"
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

    onWidthChanged: refit()
    onHeightChanged: refit()
    onTileWidthChanged: refit()

    // The largest zoom step at which all sets fit the felt without scrolling.
    function refit() {
        fitTimer.restart();
    }

    Timer {
        id: fitTimer

        interval: 0
        onTriggered: area.zoom = area.bestZoom()
    }

    function bestZoom(): real {
        const widths = [];
        for (let i = 0; i < repeater.count; ++i) {
            const item = repeater.itemAt(i);
            if (item)
                widths.push(item.implicitWidth);
        }
        const rowHeight = tileHeight + 2 * Math.round(tileWidth * 0.12);
        const gap = tileWidth * 0.3;
        for (let z = 1.0; z > minimumZoom + 0.001; z -= 0.1) {
            const room = flick.width / z;
            let rows = widths.length > 0 ? 1 : 0;
            let x = 0;
            for (const w of widths) {
                if (x > 0 && x + w > room) {
                    ++rows;
                    x = 0;
                }
                x += w + gap;
            }
            if ((rows * (rowHeight + gap)) * z <= flick.height)
                return z;
        }
        return minimumZoom;
    }

    // The SetView showing set `i` (null when there is none).
    function setView(i: int): var {
        return repeater.itemAt(i);
    }

    // Where tiles dropped at a point (window coordinates) would go: into a
    // set near it, else a new set; null off the table.
    function targetAt(p: point): var {
        const q = mapFromItem(null, p.x, p.y);
        if (q.x < 0 || q.y < 0 || q.x > width || q.y > height)
            return null;
        let at = -1;
        for (let i = 0; i < repeater.count; ++i) {
            const item = repeater.itemAt(i);
            if (!item)
                continue;
            const t = item.targetAt(p);
            if (t)
                return t;
            // A new set goes where it is dropped in the flow of sets: before
            // the first set below the point, or right of it on its row.
            const s = item.mapFromItem(null, p.x, p.y);
            if (at < 0 && (s.y < 0 || (s.y <= item.height && s.x < 0)))
                at = i;
        }
        return {
            "kind": "new",
            "at": at
        };
    }
}
