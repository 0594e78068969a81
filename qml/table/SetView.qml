pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import TileRummy

// One set on the table: its tiles side by side on a faint shadow of the felt,
// with a handle on its left to move it as a whole. While a turn is arranged,
// a set that is not a valid run or group yet is outlined (amber while it has
// fewer than three tiles, red when it cannot be one, each with its own mark
// in the corner), and says why on hover. The handle takes the keyboard's
// focus: Space selects the whole set, Enter puts the selected tiles at its
// end (Shift+Enter: its start). The table model's roles fill its required
// properties.
Item {
    id: set

    // Tiles read left to right in every language: the table and racks are
    // not mirrored in a right-to-left layout (Hebrew).
    LayoutMirroring.enabled: false
    LayoutMirroring.childrenInherit: true

    required property int index
    required property var tiles
    required property var tileIds
    // For each tile as shown, its place in the set as laid (where the board puts tiles).
    required property var laidAt
    required property int size
    required property bool valid
    required property bool complete
    required property string reason
    required property int kind
    required property string notation
    required property int row
    required property int column
    required property bool marked
    // Changed with tiles of the table before the player's first meld: not
    // allowed yet, outlined and explained like a set at fault.
    required property bool beforeMeld
    property TableInput input: null
    property var freshIds: []
    property var markedIds: [] // laid by another seat's last play
    property var plannedIds: [] // the person's plan, laid while they wait
    property color markColour: "transparent"
    property bool rejected: false // the turn check found this set wrong
    // Whether a set that is not (yet) valid says so: not while another seat's
    // play is shown, whose sets pass through such forms on their way.
    property bool faultsShown: true
    readonly property bool faulty: (!valid || beforeMeld) && faultsShown
    property real tileWidth: 48
    property real tileHeight: 64
    property real pixelScale: 1 // the scale the table is shown at (its zoom)
    property int raisedTo: 0 // its stacking among the sets when none is opened (TableArea.raiseSet)

    readonly property real tileGap: Math.max(1, Math.round(tileWidth * 0.04))
    readonly property real margin: Math.round(tileWidth * 0.12)
    readonly property real handleWidth: Math.round(tileWidth * 0.3)
    readonly property real tileStep: tileWidth + tileGap
    readonly property real firstTileX: handleWidth + margin
    // While tiles are carried over this set: the place they would go opens.
    readonly property int openAt: input !== null && input.dragging && input.target !== null
                                  && input.target.kind === DropTarget.InSet && input.target.set === index
                                  ? input.target.position : -1

    // Where the tiles end as they lie without an open place.
    readonly property real tilesEnd: firstTileX + Math.max(1, size) * tileStep - tileGap

    objectName: "tableSet"
    implicitWidth: tilesEnd + (openAt >= 0 ? tileStep : 0) + margin
    implicitHeight: tileHeight + 2 * margin

    // The tiles' spoken names, in order ("red 3, red 4, red 5").
    readonly property string spokenTiles: {
        const names = [];
        for (const t of tiles)
            names.push(t.accessibleName);
        //: Separates the tiles of a set read out by a screen reader.
        return names.join(qsTr(", "));
    }

    function focusHandle() {
        handle.forceActiveFocus();
    }

    // What the set is, and why an unfinished one is not valid (the reason
    // names its tiles), for a screen reader: while a move plays out
    // (board.animating) the words wait for its end, a set's change said once.
    readonly property string setWords: valid ? (kind === TableModel.Run ? qsTr("run %1").arg(spokenTiles)
                                                                        : qsTr("group %1").arg(spokenTiles))
                                             : qsTr("unfinished set %1").arg(spokenTiles)
    readonly property string faultWords: valid ? qsTr("valid")
                                               : reason !== "" ? SpokenWords.tiles(reason)
                                                               : (complete ? qsTr("not a valid run or group")
                                                                           : qsTr("too short"))
    readonly property bool movePlaying: input !== null && input.board.animating
    property string spokenWords: setWords
    property string spokenFault: faultWords
    Binding on spokenWords {
        when: !set.movePlaying
        value: set.setWords
        restoreMode: Binding.RestoreNone
    }
    Binding on spokenFault {
        when: !set.movePlaying
        value: set.faultWords
        restoreMode: Binding.RestoreNone
    }

    Accessible.role: Accessible.Grouping
    Accessible.name: spokenWords
    Accessible.description: spokenFault

    Rectangle {
        objectName: "setOutline"
        anchors.fill: parent
        radius: set.margin * 1.5
        color: Theme.setShade
        border.color: set.faulty ? (set.complete ? Theme.invalidSet : Theme.incompleteSet)
                                 : set.marked ? Theme.changedSet : "transparent"
        border.width: set.faulty || set.marked ? 2 : 0
    }

    // Not valid: a mark at the top of the handle besides the outline's
    // colour, "!" for a set that cannot be a run or group, "…" for one that is
    // too short.
    Rectangle {
        objectName: "setMark"
        visible: set.faulty
        x: Math.round((set.firstTileX - width) / 2)
        y: Math.round(set.margin * 0.5)
        z: 2
        width: Math.max(13, Math.round(set.tileWidth * 0.3))
        height: width
        radius: width / 2
        color: set.complete ? Theme.invalidSet : Theme.incompleteSet
        border.color: Theme.header
        border.width: 1

        Text {
            anchors.centerIn: parent
            text: set.complete ? "!" : "\u2026"
            color: Theme.header
            font.family: Theme.fontFamily
            font.pixelSize: Math.round(parent.height * 0.7)
            font.bold: true
        }
    }

    // Shown for a moment at an illegal end of turn, before everything goes back.
    Rectangle {
        objectName: "rejectedMark"
        visible: set.rejected
        anchors {
            fill: parent
            margins: -4
        }
        radius: set.margin * 1.5 + 4
        color: Qt.rgba(0.9, 0.28, 0.3, 0.25)
        border.color: Theme.invalidSet
        border.width: 4

        SequentialAnimation on opacity {
            running: set.rejected
            loops: Animation.Infinite
            NumberAnimation {
                from: 1
                to: 0.35
                duration: 220
            }
            NumberAnimation {
                from: 0.35
                to: 1
                duration: 220
            }
        }
    }

    // The handle: a grip to carry the whole set, and the set's stop for the keyboard.
    Item {
        id: handle

        readonly property TableInput input: set.input
        readonly property int setIndex: set.index

        objectName: "setHandle"
        width: set.handleWidth
        height: parent.height
        enabled: set.input !== null && set.input.active
        activeFocusOnTab: enabled

        Accessible.role: Accessible.Button
        //: A set's handle for screen readers: %1 its number on the table, %2 what it is ("run red 3, red 4, red 5").
        Accessible.name: qsTr("Set %1: %2").arg(set.index + 1).arg(set.Accessible.name)
        Accessible.description: qsTr("Space selects the whole set; Enter puts the selected tiles at its end")
        Accessible.focusable: enabled
        Accessible.onPressAction: set.input.keys.toggleSet(set)

        Keys.onSpacePressed: set.input.keys.toggleSet(set)
        Keys.onReturnPressed: event => set.input.keys.dropSelectionInSet(set, (event.modifiers & Qt.ShiftModifier) !== 0)
        Keys.onEnterPressed: event => set.input.keys.dropSelectionInSet(set, (event.modifiers & Qt.ShiftModifier) !== 0)
        Keys.onLeftPressed: set.input.keys.stepFocus(handle, false)
        Keys.onRightPressed: set.input.keys.stepFocus(handle, true)
        Keys.onUpPressed: set.input.keys.stepFocusVertically(handle, false)
        Keys.onDownPressed: set.input.keys.stepFocusVertically(handle, true)

        // The keyboard's focus.
        FocusRing {
            shown: handle.activeFocus
            gap: 2
            baseRadius: 4
        }

        Column {
            anchors.centerIn: parent
            spacing: Math.max(2, set.tileHeight * 0.05)
            opacity: handle.enabled ? (grip.containsMouse || handle.activeFocus ? 0.95 : 0.55) : 0.2

            Repeater {
                model: 4

                Rectangle {
                    width: Math.max(3, set.handleWidth * 0.28)
                    height: width
                    radius: width / 2
                    color: Theme.feltText
                }
            }
        }

        DragArea {
            id: grip

            anchors.fill: parent
            input: set.input
            hoverEnabled: true
            cursorShape: Qt.SizeAllCursor
            onDragStarted: at => set.input.drags.startSetDrag(set, handle, at)
            // A click on the handle selects the whole set.
            onTapped: set.input.board.setSelection(set.tileIds)
        }

        // A set at fault says why here too (the "!" lies on the handle).
        ToolTip.visible: grip.containsMouse && !grip.pressed
        ToolTip.delay: Theme.tipDelay
        ToolTip.text: (set.faulty && set.reason !== "" ? Theme.withSymbols(set.reason) + "\n" : "")
                      + qsTr("Drag to move the whole set; click to select it")
    }

    Item {
        x: set.firstTileX
        y: set.margin - Math.round(set.tileHeight * 0.03)

        Repeater {
            model: set.tiles

            Tile {
                required property var modelData
                required property int index

                objectName: "tableTile"
                x: (index + (set.openAt >= 0 && index >= set.openAt ? 1 : 0)) * set.tileStep
                width: set.tileWidth
                height: set.tileHeight
                tileId: modelData.tileId
                notation: modelData.notation
                value: modelData.value
                colourName: modelData.colourName
                isJoker: modelData.isJoker
                accessibleName: modelData.accessibleName
                standsFor: modelData.standsFor
                input: set.input
                place: "table"
                setIndex: set.index
                pixelScale: set.pixelScale
                position: index
                fresh: set.freshIds.indexOf(modelData.tileId) >= 0
                markColour: set.markedIds.indexOf(modelData.tileId) >= 0 ? set.markColour : "transparent"
                planned: set.plannedIds.indexOf(modelData.tileId) >= 0
            }
        }
    }

    HoverHandler {
        id: hover
    }

    ToolTip.visible: hover.hovered && !grip.containsMouse && set.faulty && set.reason !== "" && !(set.input && set.input.dragging)
    ToolTip.delay: Theme.tipDelay
    ToolTip.text: Theme.withSymbols(set.reason)

    // Where tiles dropped at a point (window coordinates) would go (a
    // DropTarget): before the tile at `position`; null when the point is not
    // near this set.
    function targetAt(p: point): var {
        const q = mapFromItem(null, p.x, p.y);
        // The cell beside either end is this set's: a new set cannot lie
        // there (two sets keep an empty cell between them).
        const reach = tileStep;
        if (q.y < -margin || q.y > height + margin || q.x < -reach || q.x > width + reach)
            return null;
        // One tile carried over the middle of a joker it can stand for: the
        // two swap (the board decides whether it can).
        const carried = input ? input.liftedIds : [];
        if (carried.length === 1 && q.y >= margin && q.y <= margin + tileHeight) {
            const shown = Math.floor((q.x - firstTileX) / tileStep);
            const k = openAt >= 0 && shown > openAt ? shown - 1 : shown;
            const within = (q.x - firstTileX - shown * tileStep) / tileWidth;
            if (shown !== openAt && k >= 0 && k < size && within > 0.2 && within < 0.8 && tiles[k].isJoker
                    && input.board.canSwapJoker(carried[0], tileIds[k])) {
                const corner = mapToItem(null, firstTileX + shown * tileStep, margin);
                const far = mapToItem(null, firstTileX + shown * tileStep + tileWidth, margin + tileHeight);
                return DropTarget.onJoker(index, tileIds[k],
                                          Qt.rect(corner.x, corner.y, far.x - corner.x, far.y - corner.y));
            }
        }
        // Where the pointer is among the tiles as they lie without the open
        // place (else the place would move away from under the pointer).
        let raw = Math.round((q.x - firstTileX) / tileStep);
        if (openAt >= 0 && raw > openAt)
            raw -= 1;
        const position = Math.max(0, Math.min(size, raw));
        const mx = firstTileX + position * tileStep + (position === openAt ? (tileWidth - 6) / 2 : -tileGap / 2 - 3);
        const m = mapToItem(null, mx, margin * 0.5);
        const scale = mapToItem(null, 100, 0).x - mapToItem(null, 0, 0).x;
        // How far the point lies from the tiles (as they lie without the open
        // place): where two sets reach it, the nearer one takes the tiles.
        const off = q.x < firstTileX ? firstTileX - q.x : (q.x > tilesEnd ? q.x - tilesEnd : 0);
        return DropTarget.inSet(index, position, position < size ? laidAt[position] : -1,
                                Qt.rect(m.x, m.y, 6, (height - margin) * scale / 100), off);
    }
}
