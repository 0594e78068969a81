import QtQuick
import QtQuick.Controls
import TileRummy

// A text field like an ivory tile face, with a gold edge when it has focus
// and the focus ring around it when the focus came from the keyboard.
TextField {
    id: control

    font.family: Theme.fontFamily
    font.pixelSize: 14
    color: Theme.black
    placeholderTextColor: "#8f8468"
    selectionColor: Theme.accent
    selectedTextColor: Theme.black
    leftPadding: 10
    rightPadding: 10
    selectByMouse: true

    Accessible.role: Accessible.EditableText
    Accessible.name: placeholderText

    background: Rectangle {
        implicitWidth: 160
        implicitHeight: 36
        radius: 6
        color: control.enabled ? Theme.ivory : Theme.ivoryShade
        border.width: control.activeFocus ? 2 : 1
        border.color: control.activeFocus ? Theme.accent : Theme.tileEdge

        FocusRing {
            shown: control.activeFocus && (control.focusReason === Qt.TabFocusReason
                                            || control.focusReason === Qt.BacktabFocusReason)
            baseRadius: parent.radius
        }
    }
}
