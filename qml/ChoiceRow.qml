pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import TileRummy

// A few values side by side (or one above the other when `vertical`), one
// chosen (the chosen one looks like an ivory tile). One stop in the tab
// order: the arrow keys (or a click) choose.
// `value` is bound by the user; a choice only emits activated(value).
FocusScope {
    id: row

    // [{text, value}]
    property var options: []
    property var value
    property string accessibleName
    // One option a line (for long texts).
    property bool vertical: false

    signal activated(var value)

    readonly property int currentIndex: {
        for (let i = 0; i < options.length; ++i) {
            if (options[i].value === value)
                return i
        }
        return -1
    }

    function choose(index) {
        if (index < 0 || index >= options.length)
            return
        row.activated(options[index].value)
    }

    implicitWidth: pills.implicitWidth + 6
    implicitHeight: pills.implicitHeight + 6
    activeFocusOnTab: true

    Accessible.role: Accessible.Grouping
    Accessible.name: accessibleName

    Keys.onLeftPressed: choose(Math.max(0, currentIndex - 1))
    Keys.onRightPressed: choose(Math.min(options.length - 1, currentIndex + 1))
    Keys.onUpPressed: event => {
        event.accepted = vertical
        if (vertical)
            choose(Math.max(0, currentIndex - 1))
    }
    Keys.onDownPressed: event => {
        event.accepted = vertical
        if (vertical)
            choose(Math.min(options.length - 1, currentIndex + 1))
    }
    Keys.onSpacePressed: choose((currentIndex + 1) % options.length)

    Rectangle {
        anchors.fill: parent
        radius: 9
        color: Theme.feltDark
        // Outlined while the keys are used (KeyboardUse; a click chooses at once).
        border.width: row.activeFocus && KeyboardUse.active ? 2 : 1
        border.color: row.activeFocus && KeyboardUse.active ? Theme.accent : Theme.feltLine

        // It takes the focus only from the keyboard (a click chooses at once).
        FocusRing {
            shown: row.activeFocus
            baseRadius: parent.radius
        }
    }

    Grid {
        id: pills

        x: 3
        y: 3
        columns: row.vertical ? 1 : Math.max(1, row.options.length)
        spacing: 2
        // Vertical: every option as wide as the widest.
        readonly property real widest: {
            let w = 0
            for (let i = 0; i < children.length; ++i)
                w = Math.max(w, children[i].implicitWidth)
            return w
        }

        Repeater {
            model: row.options

            AbstractButton {
                id: pill

                required property var modelData
                required property int index
                readonly property bool chosen: index === row.currentIndex

                leftPadding: 12
                rightPadding: 12
                implicitWidth: Math.max(44, implicitContentWidth + leftPadding + rightPadding)
                implicitHeight: 30
                width: row.vertical ? pills.widest : implicitWidth
                focusPolicy: Qt.NoFocus
                hoverEnabled: true
                text: modelData.text
                checkable: false
                onClicked: {
                    row.forceActiveFocus()
                    row.choose(index)
                }

                Accessible.role: Accessible.RadioButton
                Accessible.name: text
                Accessible.checkable: true
                Accessible.checked: chosen

                background: Rectangle {
                    radius: 7
                    color: pill.chosen ? Theme.ivory : pill.hovered ? Qt.rgba(1, 1, 1, 0.10) : "transparent"
                    border.width: pill.chosen ? 1 : 0
                    border.color: Theme.tileEdge
                }
                contentItem: Text {
                    text: pill.text
                    color: pill.chosen ? Theme.black : Theme.feltText
                    font.family: Theme.fontFamily
                    font.pixelSize: 13
                    font.bold: pill.chosen
                    horizontalAlignment: row.vertical ? Text.AlignLeft : Text.AlignHCenter
                    verticalAlignment: Text.AlignVCenter
                }
            }
        }
    }
}
