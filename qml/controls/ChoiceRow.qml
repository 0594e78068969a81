pragma ComponentBehavior: Bound

import QtQuick
import TileRummy

// A few values side by side (or one above the other when `vertical`), one
// chosen (the chosen one looks like an ivory tile). One stop in the tab
// order: the arrow keys (or a click) choose.
// `value` is bound by the user; a choice only emits activated(value).
// Its implicit width is all the options on one line (vertical: the widest);
// given less (a layout with Layout.fillWidth and Layout.maximumWidth:
// implicitWidth), the options go onto more lines and a long one wraps its
// words, so that no text runs out of the row.
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

    // All options side by side (vertical: the widest), as they would like to be.
    readonly property real naturalWidth: {
        let sum = 0
        let widest = 0
        for (let i = 0; i < pills.children.length; ++i) {
            const pill = pills.children[i]
            if (pill.naturalWidth === undefined)
                continue
            sum += pill.naturalWidth + (sum > 0 ? pills.spacing : 0)
            widest = Math.max(widest, pill.naturalWidth)
        }
        return vertical ? widest : sum
    }

    // (A pixel to spare: the Flow must not wrap at its natural width for a rounding.)
    implicitWidth: Math.ceil(naturalWidth) + 7
    implicitHeight: pills.implicitHeight + 6
    activeFocusOnTab: true

    // A radio group: its options are radio buttons, the chosen one checked;
    // the group itself says which is chosen.
    Accessible.role: Accessible.Grouping
    Accessible.name: accessibleName
    Accessible.description: currentIndex >= 0 ? options[currentIndex].text : ""

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

    Flow {
        id: pills

        x: 3
        y: 3
        width: Math.max(0, row.width - 6)
        spacing: 2

        Repeater {
            model: row.options

            // A plain item, not a button: its role (a radio button, checked
            // when chosen) stays what it says (Qt 6.4's controls put their own back).
            Rectangle {
                id: pill

                required property var modelData
                required property int index
                readonly property bool chosen: index === row.currentIndex
                readonly property string text: modelData.text

                // Its text on one line (a Text's implicit width is without wrapping).
                readonly property real naturalWidth: Math.max(44, label.implicitWidth + 24)

                implicitWidth: naturalWidth
                implicitHeight: Math.max(30, label.implicitHeight + 12)
                // Vertical: one a line, each as wide as the row.
                width: row.vertical ? pills.width : Math.min(naturalWidth, pills.width)
                height: implicitHeight
                // Within the row's focus, the chosen option holds it (a reader says it, checked).
                focus: chosen
                radius: 7
                color: pill.chosen ? Theme.ivory : hover.hovered ? Qt.rgba(1, 1, 1, 0.10) : "transparent"
                border.width: pill.chosen ? 1 : 0
                border.color: Theme.tileEdge

                Accessible.role: Accessible.RadioButton
                Accessible.name: modelData.spoken ?? text // an option may have longer words for the ear ("30 seconds")
                Accessible.checkable: true
                Accessible.checked: chosen
                Accessible.focusable: true
                Accessible.onPressAction: row.choose(index)
                Accessible.onToggleAction: row.choose(index) // a checkable item's first action (AT-SPI "toggle")

                HoverHandler {
                    id: hover
                }
                TapHandler {
                    onTapped: {
                        row.forceActiveFocus();
                        row.choose(pill.index);
                    }
                }

                Text {
                    id: label

                    anchors {
                        left: parent.left
                        right: parent.right
                        verticalCenter: parent.verticalCenter
                        leftMargin: 12
                        rightMargin: 12
                    }
                    text: pill.text
                    wrapMode: Text.WordWrap
                    color: pill.chosen ? Theme.black : Theme.feltText
                    font.family: Theme.fontFamily
                    font.pixelSize: 13
                    font.bold: pill.chosen
                    horizontalAlignment: row.vertical ? Text.AlignLeft : Text.AlignHCenter
                    verticalAlignment: Text.AlignVCenter
                    Accessible.ignored: true
                }
            }
        }
    }
}
