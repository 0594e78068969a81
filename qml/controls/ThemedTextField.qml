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

    // What it is for, to a reader (its placeholder unless told).
    property string spokenName: placeholderText

    Accessible.role: Accessible.EditableText
    // With the focus, what is in it too ("Name of player 1: Ann"): Qt 6.4
    // gives a reader no text runs in a field, so Orca reads none of its text.
    // As it was when the focus came, not changing with each key (nor for a
    // hidden entry).
    property string textWhenFocused: ""
    onActiveFocusChanged: if (activeFocus) control.textWhenFocused = control.text
    Accessible.name: textWhenFocused !== "" && echoMode === TextInput.Normal
                     //: A text field read by a screen reader: %1 what it is for, %2 what is in it.
                     ? qsTr("%1: %2").arg(spokenName).arg(textWhenFocused) : spokenName

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
