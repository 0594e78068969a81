pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import TileRummy

// A drop-down list on an ivory face; its model is a list of strings.
ComboBox {
    id: control

    // Focus from the keys, while the keys are used (no ring after a click).
    readonly property bool keyFocus: visualFocus && KeyboardUse.active
    // The longest option's text, in pixels: the list opens at least that wide,
    // so that no option is cut short (the box itself may be narrower).
    readonly property real widestOption: {
        optionMetrics.font // measured again when the font changes (advanceWidth alone does not say)
        let widest = 0
        const options = control.model ?? []
        for (let i = 0; i < options.length; ++i)
            widest = Math.max(widest, optionMetrics.advanceWidth(String(options[i])))
        return widest
    }

    // Room beside the shown text for the arrow.
    readonly property int indicatorRoom: 24
    // The box's width that shows the longest option whole.
    readonly property real widestBoxWidth: Math.ceil(widestOption) + leftPadding + rightPadding
                                           + indicatorRoom + 1

    FontMetrics {
        id: optionMetrics

        font: control.font
    }

    font.family: Theme.fontFamily
    font.pixelSize: 14
    hoverEnabled: true
    leftPadding: 10

    // What the box chooses ("Player 2 is"): a screen reader hears it with the
    // choice shown ("Player 2 is: Person"), again when the choice changes.
    property string label: ""

    Accessible.role: Accessible.ComboBox
    //: A drop-down as a screen reader names it: %1 what it chooses, %2 the choice ("Language: Deutsch").
    Accessible.name: label === "" ? displayText : qsTr("%1: %2").arg(label).arg(displayText)

    // The choice as it changes, said: Orca 43 says neither a focused
    // drop-down's new name nor its new description (Qt 6.4 sends the latter
    // as an object). Down and Up (or Enter in the list) say the new choice;
    // with the list open, the option the arrows are on and where it lies
    // ("Expert AI, 3 of 3").
    // Said by the window's announcer (Main.sayNow), where there is one.
    function tell(words: string) {
        const shell = control.Window.window;
        if (shell && typeof shell.sayNow === "function") // qmllint disable
            shell.sayNow(words);
    }
    onActivated: index => {
        if (activeFocus)
            tell(textAt(index));
    }
    onHighlightedIndexChanged: if (popup.visible && highlightedIndex >= 0)
        //: A drop-down's open list, read by a screen reader: %1 the option, %2 its place, %3 how many.
        tell(qsTr("%1, %2 of %3").arg(textAt(highlightedIndex)).arg(highlightedIndex + 1).arg(count))

    delegate: ItemDelegate {
        id: option

        required property string modelData
        required property int index

        width: ListView.view.width
        text: modelData
        font: control.font
        highlighted: control.highlightedIndex === index
        hoverEnabled: control.hoverEnabled
        Accessible.name: modelData

        contentItem: Text {
            text: option.text
            font: option.font
            color: Theme.black
            verticalAlignment: Text.AlignVCenter
            elide: Text.ElideRight
        }
        background: Rectangle {
            implicitHeight: 34
            color: option.highlighted ? Qt.rgba(0.95, 0.70, 0.24, 0.45) : "transparent"
        }
    }

    indicator: Text {
        x: control.width - width - 10
        y: (control.height - height) / 2
        text: "\u25BE" // ▾
        color: Theme.woodDark
        font.family: Theme.fontFamily
        font.pixelSize: 14
    }

    contentItem: Text {
        leftPadding: 0
        rightPadding: control.indicatorRoom
        text: control.displayText
        font: control.font
        color: Theme.black
        verticalAlignment: Text.AlignVCenter
        elide: Text.ElideRight
    }

    background: Rectangle {
        implicitWidth: 150
        implicitHeight: 36
        radius: 6
        color: control.down ? Theme.ivoryShade : Theme.ivory
        border.width: control.keyFocus ? 2 : 1
        border.color: control.keyFocus ? Theme.accent : Theme.tileEdge

        FocusRing {
            shown: control.keyFocus
            baseRadius: parent.radius
        }
    }

    popup: Popup {
        y: control.height + 2
        // The option's padding on both sides, the list's, and room for a scroll indicator.
        width: Math.max(control.width, Math.ceil(control.widestOption) + 2 * 12 + 2 * 4 + 8)
        x: control.mirrored ? control.width - width : 0
        implicitHeight: contentItem.implicitHeight + 8
        padding: 4

        contentItem: ListView {
            clip: true
            Accessible.role: Accessible.List
            Accessible.name: control.Accessible.name
            implicitHeight: contentHeight
            model: control.popup.visible ? control.delegateModel : null
            currentIndex: control.highlightedIndex
            ScrollIndicator.vertical: ScrollIndicator {}
        }

        background: Rectangle {
            radius: 6
            color: Theme.ivory
            border.color: Theme.tileEdge
        }
    }
}
