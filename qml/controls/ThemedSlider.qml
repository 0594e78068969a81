import QtQuick
import QtQuick.Controls
import TileRummy

// A slider of the game's own look: an amber track filling a groove in the
// felt from the slider's start (the right, right to left), and an ivory
// handle like a tile's edge (a ring when the keys move it).
// Enter is left to the dialog or screen it is on.
Slider {
    id: slider

    Keys.onReturnPressed: event => event.accepted = false

    background: Rectangle {
        x: slider.leftPadding
        y: slider.topPadding + slider.availableHeight / 2 - height / 2
        implicitWidth: 200
        implicitHeight: 6
        width: slider.availableWidth
        height: implicitHeight
        radius: 3
        color: Theme.feltDark
        border.color: Theme.feltLine

        // Filled from the slider's start: the left, or the right when mirrored (right to left).
        Rectangle {
            readonly property Slider slider: slider

            objectName: "sliderFill"
            x: slider.mirrored ? parent.width - width : 0
            width: slider.position * parent.width
            height: parent.height
            radius: 3
            color: Theme.accent
        }
    }
    handle: Rectangle {
        x: slider.leftPadding + slider.visualPosition * (slider.availableWidth - width)
        y: slider.topPadding + slider.availableHeight / 2 - height / 2
        implicitWidth: 18
        implicitHeight: 24
        radius: 4
        color: slider.pressed ? Theme.ivoryShade : Theme.ivory
        border.width: slider.activeFocus && KeyboardUse.active ? 2 : 1
        border.color: slider.activeFocus && KeyboardUse.active ? Theme.accent : Theme.tileEdge

        FocusRing {
            shown: slider.activeFocus
            baseRadius: parent.radius
        }
    }
}
