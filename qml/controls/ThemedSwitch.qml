import QtQuick
import QtQuick.Controls
import TileRummy

// An on/off switch in the table's colours, labelled "On"/"Off".
Switch {
    id: control

    // Focus from the keys, while the keys are used (no ring after a click).
    readonly property bool keyFocus: visualFocus && KeyboardUse.active

    text: checked ? qsTr("On") : qsTr("Off")
    font.family: Theme.fontFamily
    font.pixelSize: 14

    indicator: Rectangle {
        x: control.leftPadding
        y: (control.height - height) / 2
        implicitWidth: 46
        implicitHeight: 24
        radius: 12
        color: control.checked ? Theme.accent : Theme.feltDark
        border.width: control.keyFocus ? 2 : 1
        border.color: control.keyFocus ? Theme.focusRing : Theme.feltLine

        FocusRing {
            shown: control.keyFocus
            baseRadius: parent.radius
        }

        Rectangle {
            x: control.checked ? parent.width - width - 3 : 3
            y: 3
            width: 18
            height: 18
            radius: 9
            color: Theme.ivory
            border.color: Theme.tileEdge
            Behavior on x {
                NumberAnimation {
                    duration: 120
                }
            }
        }
    }
    contentItem: Text {
        leftPadding: control.indicator.width + 10
        text: control.text
        font: control.font
        color: Theme.feltText
        verticalAlignment: Text.AlignVCenter
    }
}
