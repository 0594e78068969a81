pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
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

    Flow {
        id: pills

        x: 3
        y: 3
        width: Math.max(0, row.width - 6)
        spacing: 2

        Repeater {
            model: row.options

            AbstractButton {
                id: pill

                required property var modelData
                required property int index
                readonly property bool chosen: index === row.currentIndex

                // Its text on one line (a Text's implicit width is without wrapping).
                readonly property real naturalWidth: Math.max(44, implicitContentWidth + leftPadding + rightPadding)

                leftPadding: 12
                rightPadding: 12
                topPadding: 6
                bottomPadding: 6
                implicitWidth: naturalWidth
                implicitHeight: Math.max(30, implicitContentHeight + topPadding + bottomPadding)
                // Vertical: one a line, each as wide as the row.
                width: row.vertical ? pills.width : Math.min(naturalWidth, pills.width)
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
                    wrapMode: Text.WordWrap
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
