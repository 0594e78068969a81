pragma ComponentBehavior: Bound

import QtQuick
import TileRummy

// One set on the table: its tiles side by side on a faint shadow of the felt.
// The table model's roles (tiles, tileIds, size, valid, kind, meldValue,
// notation) fill its required properties.
Item {
    id: set

    required property int index
    required property var tiles
    required property int size
    required property bool valid
    required property string kind
    required property string notation

    property real tileWidth: 48
    property real tileHeight: 64
    readonly property real tileGap: Math.max(1, Math.round(tileWidth * 0.04))
    readonly property real margin: Math.round(tileWidth * 0.12)

    objectName: "tableSet"
    implicitWidth: Math.max(1, size) * (tileWidth + tileGap) - tileGap + 2 * margin
    implicitHeight: tileHeight + 2 * margin

    Accessible.role: Accessible.Grouping
    Accessible.name: valid ? (kind === "run" ? qsTr("run %1").arg(notation) : qsTr("group %1").arg(notation))
                           : qsTr("unfinished set %1").arg(notation)

    Rectangle {
        anchors.fill: parent
        radius: set.margin * 1.5
        color: Theme.feltDark
        opacity: 0.35
        border.color: set.valid ? "transparent" : Theme.accent
        border.width: set.valid ? 0 : 2
    }

    Row {
        x: set.margin
        y: set.margin - Math.round(set.tileHeight * 0.03)
        spacing: set.tileGap

        Repeater {
            model: set.tiles

            Tile {
                required property var modelData

                objectName: "tableTile"
                width: set.tileWidth
                height: set.tileHeight
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
