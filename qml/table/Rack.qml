pragma ComponentBehavior: Bound

import QtQuick
import TileRummy

// The player's wooden rack: two shelves of fixed slots on which the tiles
// stand where they were put (the model's slot role: shelf = slot / columns).
// A tile new to the rack (drawn) glows until the player's next move. Each
// tile is a Tile named "rackTile".
Item {
    id: rack

    // Tiles read left to right in every language: the table and racks are
    // not mirrored in a right-to-left layout (Hebrew).
    LayoutMirroring.enabled: false
    LayoutMirroring.childrenInherit: true

    required property RackModel tiles
    property TableInput input: null
    property string ownerName
    // The rack's name for screen readers ("Ana's rack", "Your rack").
    property string title: ownerName !== "" ? qsTr("%1's rack").arg(ownerName) : qsTr("The rack")
    // Said on the empty rack while its tiles are hidden (another seat plays
    // at a screen shared by several people); empty: nothing is said.
    property string hiddenText: ""
    property real tileWidth: 48
    property real tileHeight: 64

    readonly property real tileGap: gapFor(tileWidth)
    readonly property real shelfLip: Math.round(tileHeight * 0.16)
    readonly property real padding: paddingFor(tileWidth)
    // Slots a shelf (the model grows them when the rack is full).
    readonly property int columns: Math.max(1, tiles.columns)
    readonly property real step: tileWidth + tileGap
    readonly property real shelfHeight: tileHeight + shelfLip
    readonly property real rowGap: Math.round(padding * 0.5)
    // How far a tile's foot sinks behind the lip of its shelf.
    readonly property real tileSink: Math.round(tileHeight * 0.05)

    function shelfY(row: int): real {
        return rowGap + row * (shelfHeight + rowGap)
    }

    // The width of `count` columns of the rack with tiles `width` wide (its
    // own implicitWidth: all its columns at tileWidth).
    function widthFor(width: real, count: int): real {
        return count * (width + gapFor(width)) - gapFor(width) + 2 * paddingFor(width)
    }
    // Between two slots, and around the shelves, for tiles `width` wide.
    function gapFor(width: real): real {
        return Math.round(width * 0.1)
    }
    function paddingFor(width: real): real {
        return Math.round(width * 0.32)
    }

    implicitWidth: widthFor(tileWidth, columns)
    implicitHeight: shelfY(2)

    Accessible.role: Accessible.List
    Accessible.name: qsTr("%1, %n tile(s)", "", tiles.count).arg(title)

    // Shadow cast on the table.
    Rectangle {
        anchors {
            fill: parent
            topMargin: 6
            leftMargin: 4
            rightMargin: -4
            bottomMargin: -8
        }
        radius: 14
        color: "#000000"
        opacity: 0.3
    }

    // The board.
    Rectangle {
        id: board

        anchors.fill: parent
        radius: 12
        border.color: Theme.woodDark
        border.width: 1
        gradient: Gradient {
            GradientStop {
                position: 0
                color: Theme.woodLight
            }
            GradientStop {
                position: 0.55
                color: Theme.wood
            }
            GradientStop {
                position: 1
                color: Theme.woodDark
            }
        }

        // A few long grain lines.
        Repeater {
            model: 7

            Rectangle {
                required property int index

                x: board.radius + (index * 37) % 23
                width: board.width - 2 * board.radius - (index * 53) % 41
                y: board.height * (0.09 + index * 0.135)
                height: 1
                color: Theme.woodGrain
                opacity: 0.35 + (index % 3) * 0.1
            }
        }
    }

    // The two shelves: a dark groove behind each row of tiles ...
    Repeater {
        model: 2

        Rectangle {
            required property int index

            x: Math.round(rack.padding * 0.5)
            width: rack.width - 2 * x
            y: rack.shelfY(index)
            height: rack.tileHeight
            radius: 6
            color: Theme.woodGroove
            opacity: 0.45
        }
    }

    // The tiles, each in its slot.
    Item {
        id: grid

        x: rack.padding
        y: rack.shelfY(0) - rack.tileSink

        Repeater {
            id: repeater

            objectName: "rackRepeater"
            model: rack.tiles

            Tile {
                required property int index
                required property int slot
                required property bool isNew

                objectName: "rackTile"
                x: (slot % rack.columns) * rack.step
                y: Math.floor(slot / rack.columns) * (rack.shelfY(1) - rack.shelfY(0))
                width: rack.tileWidth
                height: rack.tileHeight
                input: rack.input
                place: "rack"
                position: index
                fresh: isNew
            }
        }
    }

    // ... and the lip in front that the tiles stand in.
    Repeater {
        model: 2

        Rectangle {
            required property int index

            x: Math.round(rack.padding * 0.5)
            width: rack.width - 2 * x
            y: rack.shelfY(index) + rack.tileHeight - rack.tileSink * 2
            height: rack.shelfLip
            radius: 4
            border.color: Theme.woodDark
            border.width: 1
            gradient: Gradient {
                GradientStop {
                    position: 0
                    color: Theme.woodLight
                }
                GradientStop {
                    position: 1
                    color: Theme.wood
                }
            }
        }
    }

    Text {
        objectName: "rackHiddenText"
        anchors.centerIn: parent
        width: parent.width - 2 * rack.padding
        visible: rack.tiles.count === 0 && rack.hiddenText !== ""
        text: rack.hiddenText
        horizontalAlignment: Text.AlignHCenter
        wrapMode: Text.WordWrap
        color: Theme.headerText
        font.family: Theme.fontFamily
        font.pixelSize: Math.max(13, Math.round(rack.tileHeight * 0.22))
        style: Text.Raised
        styleColor: Theme.woodDark
    }

    // The tile on the shelf of `slot` nearest to its column (null: the shelf is empty).
    function tileNearSlot(slot: int): var {
        const shelf = Math.floor(slot / columns);
        let best = null;
        let distance = 1e9;
        for (let i = 0; i < repeater.count; ++i) {
            const t = repeater.itemAt(i);
            if (t && Math.floor(t.slot / columns) === shelf && Math.abs(t.slot - slot) < distance) {
                best = t;
                distance = Math.abs(t.slot - slot);
            }
        }
        return best;
    }

    // Where tiles dropped at a point (window coordinates) would go (a
    // DropTarget): at the slot under it; null when the point is off the rack.
    function targetAt(p: point): var {
        const q = mapFromItem(null, p.x, p.y);
        if (q.x < 0 || q.y < 0 || q.x > width || q.y > height)
            return null;
        const row = q.y < shelfY(1) - rowGap / 2 ? 0 : 1;
        const column = Math.max(0, Math.min(columns - 1, Math.floor((q.x - padding + tileGap / 2) / step)));
        const slot = row * columns + column;
        const m = mapToItem(null, padding + column * step - tileGap / 2 - 3, shelfY(row) - tileSink);
        return DropTarget.onRack(slot, Qt.rect(m.x, m.y, 6, tileHeight));
    }
}
