import QtQuick
import QtQuick.Controls
import TileRummy

// One tile as it lies on the rack or the table: an ivory face with the number
// in its colour and the colour's symbol, or the joker's face. The roles of the
// tile models (tileId, notation, value, colourName, isJoker, accessibleName)
// fill its required properties.
//
// Given the scene's TableInput as `input`, the tile can be picked up: a click
// selects it, a drag carries it (with the other selected tiles), Space and
// Enter do the same from the keyboard (Shift+Enter: before this tile), the
// arrows move the focus (Up/Down: the shelf or set above or below), a number
// or a colour's letter to the next such tile. Where it
// lies is `place` ("rack" or "table", with the set's index and its position
// there). A selected tile stands a little higher, with a ring; the keyboard's
// focus is a second ring around it.
Item {
    id: tile

    required property int tileId
    required property string notation
    required property int value
    required property string colourName
    required property bool isJoker
    required property string accessibleName

    readonly property real radius: Math.round(width * 0.14)
    readonly property real thickness: Math.max(2, Math.round(height * 0.06))
    // The two jokers in the box are printed in two colours, like the real ones.
    readonly property color inkColour: isJoker ? (tileId % 2 === 0 ? Theme.red : Theme.black)
                                               : Theme.tileColour(colourName)

    property var input: null // the scene's TableInput (var: TableInput uses Tile)
    property string place: ""
    property int setIndex: -1
    property int position: -1
    property bool fresh: false // laid from the rack this turn (on the rack: just drawn)
    property color markColour: "transparent" // laid by another seat's last play: that seat's colour
    property bool planned: false // laid by the person's plan while they wait: drawn as a plan, see-through
    property real pixelScale: 1 // the scale it is shown at (the table's zoom)
    property string standsFor: "" // a joker in a valid set: what it stands for, in words
    readonly property bool selected: input !== null && input.selectedIds.indexOf(tileId) >= 0
    readonly property bool lifted: input !== null && input.liftedIds.indexOf(tileId) >= 0
    // The rack's tiles may be arranged while the person waits for their turn, the table's not.
    readonly property bool interactive: input !== null && place !== ""
                                        && (place === "rack" ? input.rackActive : input.active)

    // Flies from where it was to where it is now (see TileFlights).
    function flyFrom(dx: real, dy: real, ms: int) {
        flight.stop();
        shift.x = dx;
        shift.y = dy;
        flightX.duration = ms;
        flightY.duration = ms;
        flight.start();
    }

    // Where the tile rests (its flight's offset left out), in window coordinates.
    function restPoint(): point {
        return mapToItem(null, -shift.x, -shift.y);
    }

    implicitWidth: 48
    implicitHeight: 64
    opacity: lifted ? 0.25 : planned ? 0.72 : 1
    z: flight.running ? 10 : 0
    activeFocusOnTab: place !== "" && input !== null
    transform: [
        Translate {
            id: shift
        },
        // Selected: standing a little higher (not by colour alone).
        Translate {
            y: tile.selected && !tile.lifted ? -Math.round(tile.height * 0.06) : 0
        }
    ]

    // The tile's state in words for a screen reader ("selected, laid this
    // turn"): each a real change of the tile, said once. Not whether it may be
    // picked (that comes and goes with every turn: the Press action and the
    // selectable state say it), and not the steps of a move playing out
    // (board.animating): the words wait for the move's end.
    readonly property string stateWords: {
        const parts = [];
        if (selected)
            parts.push(qsTr("selected"));
        if (fresh)
            parts.push(place === "rack" ? qsTr("just drawn") : qsTr("laid this turn"));
        if (markColour.a > 0)
            parts.push(qsTr("laid in the last turn"));
        if (planned)
            parts.push(qsTr("in your plan"));
        if (standsFor !== "")
            parts.push(standsFor);
        //: Joins the states of a tile for screen readers: "selected, laid this turn".
        return parts.join(qsTr(", "));
    }
    readonly property bool movePlaying: input !== null && input.board.animating
    property string spokenState: stateWords
    Binding on spokenState {
        when: !tile.movePlaying
        value: tile.stateWords
        restoreMode: Binding.RestoreNone
    }

    Accessible.role: Accessible.Button
    Accessible.name: accessibleName
    // With the focus, where it lies too ("shelf 1, 4 of 9"): only the focused
    // tile's words change as tiles move about.
    Accessible.description: activeFocus && input ? [spokenState, input.keys.placeWords(tile)].filter(w => w !== "").join(qsTr(", "))
                                                 : spokenState
    Accessible.focusable: interactive
    Accessible.selectable: interactive
    Accessible.selected: selected
    Accessible.onPressAction: if (input) input.toggleByKey(tileId, accessibleName)
    Accessible.onToggleAction: if (input) input.toggleByKey(tileId, accessibleName)

    Component.onCompleted: {
        faceTimer.restart();
        if (input) {
            input.flights.tileArrived(tile);
            input.keys.tileArrived(tile);
        }
    }
    Component.onDestruction: if (input) input.flights.tileLeft(tile)
    onActiveFocusChanged: if (activeFocus && input) input.focusedTile = tileId

    Keys.enabled: input !== null
    // A number or a colour's letter: to the next such tile (KeyboardMoves.jumpByKey).
    Keys.onPressed: event => {
        if ((event.modifiers & (Qt.ControlModifier | Qt.AltModifier)) === 0 && input.keys.jumpByKey(tile, event.text))
            event.accepted = true;
    }
    Keys.onSpacePressed: input.toggleByKey(tileId, accessibleName)
    Keys.onReturnPressed: event => input.keys.dropSelectionAt(tile, (event.modifiers & Qt.ShiftModifier) !== 0)
    Keys.onEnterPressed: event => input.keys.dropSelectionAt(tile, (event.modifiers & Qt.ShiftModifier) !== 0)
    Keys.onLeftPressed: input.keys.stepFocus(tile, false)
    Keys.onRightPressed: input.keys.stepFocus(tile, true)
    Keys.onUpPressed: input.keys.stepFocusVertically(tile, false)
    Keys.onDownPressed: input.keys.stepFocusVertically(tile, true)

    ParallelAnimation {
        id: flight

        NumberAnimation {
            id: flightX

            target: shift
            property: "x"
            to: 0
            easing.type: Easing.OutCubic
        }
        NumberAnimation {
            id: flightY

            target: shift
            property: "y"
            to: 0
            easing.type: Easing.OutCubic
        }
    }

    // The tile as printed (shadow, body, face, number and symbol, or the
    // joker's face): one image, painted once for each face and size by
    // TileFaces, in Theme's colours. Its pixels match the screen's at the
    // scale it is shown at (pixelScale: the table's zoom).
    Image {
        id: faceImage

        objectName: "tileFace"
        width: tile.width + 2
        height: tile.height + tile.thickness + 1
        smooth: true
    }
    // Painted when first shown (tiles on a screen or dialog not open yet
    // wait) at the screen's pixels; while the tile's size or the zoom settle
    // (a new window, a new zoom), at their last values only: the address is
    // set a moment later, by a timer rather than a delayed binding, so that a
    // tile taken off the board meanwhile (its context gone) is left alone.
    readonly property string faceAddress: !tile.visible ? "" : TileFaces.address({
        "face": tile.isJoker ? "joker" : String(tile.value),
        //: The letter printed on a joker tile.
        "symbol": tile.isJoker ? qsTr("J") : Theme.colourSymbol(tile.colourName),
        "ink": tile.inkColour,
        "ivory": Theme.ivory,
        "ivoryShade": Theme.ivoryShade,
        "ivoryEdge": Theme.ivoryEdge,
        "body": Theme.tileBody,
        "bodyEdge": Theme.tileEdge,
        "shadow": Theme.tileShadow,
        "font": Theme.fontFamily,
        "size": Qt.size(tile.width, tile.height),
        "scale": tile.pixelScale * Screen.devicePixelRatio
    })
    onFaceAddressChanged: faceTimer.restart()

    Timer {
        id: faceTimer

        interval: 0
        onTriggered: faceImage.source = tile.faceAddress
    }

    // Laid from the rack this turn: a gold edge and a dot in the corner. Else,
    // laid by another seat's last play: an edge and a bar in that seat's colour.
    readonly property color edgeColour: fresh ? Theme.fresh : markColour
    readonly property real dotSize: Math.max(5, Math.round(width * 0.14))
    readonly property real barHeight: Math.max(3, Math.round(height * 0.05))

    // A tile of the plan: a white ring besides being see-through.
    Rectangle {
        objectName: "planMark"
        visible: tile.planned
        anchors.fill: parent
        anchors.margins: -2
        radius: tile.radius + 2
        color: "transparent"
        border.color: Theme.plannedTile
        border.width: 2
    }
    Rectangle {
        objectName: tile.fresh ? "freshMark" : "lastTurnMark"
        visible: tile.edgeColour.a > 0
        anchors.fill: parent
        radius: tile.radius
        color: "transparent"
        border.color: tile.edgeColour
        border.width: Math.max(2, Math.round(tile.width * (tile.fresh ? 0.05 : 0.06)))
    }
    Rectangle {
        objectName: tile.fresh ? "freshDot" : "lastTurnBar"
        visible: tile.edgeColour.a > 0
        x: tile.fresh ? tile.width - width - tile.radius * 0.5 : tile.radius * 0.6
        y: tile.fresh ? tile.radius * 0.5 : tile.height - height - tile.radius * 0.6
        width: tile.fresh ? tile.dotSize : tile.width - tile.radius * 1.2
        height: tile.fresh ? tile.dotSize : tile.barHeight
        radius: height / 2
        color: tile.edgeColour
    }

    // Selected: a ring close around the tile.
    Rectangle {
        objectName: "selectionRing"
        visible: tile.selected
        anchors {
            fill: parent
            margins: -3
        }
        radius: tile.radius + 3
        color: "transparent"
        border.width: 3
        border.color: Theme.selection
    }
    // The keyboard's focus: a ring outside it (outside the selection's too),
    // made only while the tile has the focus and the keys are in use (a ring
    // made and unmade at every click slowed the frames of mouse play). Not a
    // Bound component: Qt 6.4 refuses to make one for a tile made by another
    // file's delegate.
    Loader {
        active: tile.activeFocus && KeyboardUse.active
        anchors.fill: parent
        sourceComponent: Item {
            FocusRing {
                shown: true
                gap: tile.selected ? 6 : 3 // qmllint disable unqualified
                baseRadius: tile.radius // qmllint disable unqualified
                border.width: 3
            }
        }
    }

    // Hovered, a joker says what it stands for.
    HoverHandler {
        id: hover

        enabled: tile.standsFor !== ""
    }
    ToolTip.visible: hover.hovered && standsFor !== "" && !(input && input.dragging)
    ToolTip.delay: Theme.tipDelay
    ToolTip.text: standsFor

    DragArea {
        id: mouse

        anchors.fill: parent
        input: tile.input
        enabled: tile.interactive
        cursorShape: mouse.dragging ? Qt.ClosedHandCursor : Qt.OpenHandCursor
        onDragStarted: at => tile.input.drags.startDrag(tile, at, mouse.shiftPressed)
        onTapped: tile.input.toggle(tile.tileId)
    }
}
