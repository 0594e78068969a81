import QtQuick
import TileRummy

// The keyboard's focus on a control: a ring in Theme.focusRing just outside
// the item it is put in (a control's background, say), edged in dark so that
// it shows on light wood and amber too. Shown while `shown` (a control's
// visualFocus: focus that came from Tab, Backtab or a shortcut) and the
// keyboard is in use (KeyboardUse: no ring after a click).
Rectangle {
    property bool shown: false
    property real gap: 3
    property real baseRadius: 8

    objectName: "focusRing"
    visible: shown && KeyboardUse.active
    anchors {
        fill: parent
        margins: -gap
    }
    radius: baseRadius + gap
    color: "transparent"
    border.width: 2
    border.color: Theme.focusRing

    Rectangle {
        anchors {
            fill: parent
            margins: -1
        }
        radius: parent.radius + 1
        color: "transparent"
        border.width: 1
        border.color: Theme.header
        opacity: 0.8
    }
}
