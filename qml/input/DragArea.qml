pragma ComponentBehavior: Bound

import QtQuick

// The pointer's grip on tiles, for a Tile and for a set's handle: a MouseArea
// that tells a click from a drag. A press let go without moving more than a
// few pixels is `tapped`; moving further starts a drag (`dragStarted`, with
// where the press was, in this area's coordinates), after which the scene's
// TableInput (`input`) carries the tiles under the pointer, drops them where
// the button is let go, or puts them back when the press is taken away.
MouseArea {
    id: area

    property var input: null // the scene's TableInput (var: TableInput uses Tile, which uses this)
    property point pressPoint
    property bool dragging: false
    // Shift was held when the button went down (a tile carries its tail).
    property bool shiftPressed: false

    signal dragStarted(point at)
    signal tapped

    preventStealing: true
    acceptedButtons: Qt.LeftButton

    onPressed: event => {
        pressPoint = Qt.point(event.x, event.y);
        shiftPressed = (event.modifiers & Qt.ShiftModifier) !== 0;
        dragging = false;
    }
    onPositionChanged: event => {
        if (!pressed)
            return;
        if (!dragging && Math.abs(event.x - pressPoint.x) + Math.abs(event.y - pressPoint.y) > 6) {
            dragging = true;
            area.dragStarted(pressPoint);
        }
        if (dragging)
            area.input.drags.dragTo(area.mapToItem(null, event.x, event.y));
    }
    onReleased: event => {
        if (dragging) {
            dragging = false;
            area.input.drags.drop(area.mapToItem(null, event.x, event.y));
        } else {
            area.tapped();
        }
    }
    onCanceled: {
        if (dragging)
            area.input.drags.cancelDrag();
        dragging = false;
    }
}
