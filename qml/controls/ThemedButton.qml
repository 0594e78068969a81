import QtQuick
import QtQuick.Controls
import TileRummy

// A button for the game's dialogs and screens: gold for the main action
// (`primary`), else a light outline on the felt. Enter clicks it like Space;
// Tab shows a ring around it. Disabled: no fill, a faint outline, faint words.
Button {
    id: control

    // Focus from the keys, while the keys are used (no ring after a click).
    readonly property bool keyFocus: visualFocus && KeyboardUse.active

    // The dialog's main action: gold, like the header's new game button.
    property bool primary: false
    // A larger button (the hand-over screen).
    property bool large: false

    font.family: Theme.fontFamily
    font.pixelSize: large ? 20 : 14
    font.bold: primary
    hoverEnabled: true
    focusPolicy: Qt.StrongFocus
    leftPadding: large ? 36 : 18
    rightPadding: large ? 36 : 18
    topPadding: large ? 14 : 8
    bottomPadding: large ? 14 : 8

    Accessible.role: Accessible.Button
    Accessible.name: text
    Keys.onReturnPressed: control.clicked()
    Keys.onEnterPressed: control.clicked()

    contentItem: Text {
        text: control.text
        font: control.font
        color: control.enabled && control.primary ? Theme.header : Theme.headerText
        opacity: control.enabled ? 1 : 0.4
        horizontalAlignment: Text.AlignHCenter
        verticalAlignment: Text.AlignVCenter
        elide: Text.ElideRight
    }

    background: Rectangle {
        implicitWidth: control.large ? 220 : 96
        implicitHeight: control.large ? 56 : 36
        radius: control.large ? 12 : 8
        color: {
            if (!control.enabled)
                return Qt.rgba(0, 0, 0, 0.10)
            if (control.primary) {
                return control.down ? Qt.darker(Theme.accent, 1.2)
                                    : control.hovered ? Qt.lighter(Theme.accent, 1.1) : Theme.accent
            }
            return control.down ? Qt.rgba(1, 1, 1, 0.20) : control.hovered ? Qt.rgba(1, 1, 1, 0.10) : Qt.rgba(0, 0, 0, 0.12)
        }
        border.width: control.keyFocus ? 2 : 1
        border.color: control.keyFocus ? Theme.focusRing
                                          : !control.enabled ? Qt.rgba(1, 1, 1, 0.18)
                                                             : control.primary ? Qt.darker(Theme.accent, 1.3) : Theme.feltLine

        FocusRing {
            shown: control.keyFocus
            baseRadius: parent.radius
        }
    }
}
