import QtQuick
import QtQuick.Controls
import TileRummy

// A button of the game's own look: felt green on wood and in the header, or
// amber for the main action of the moment. Its text is its accessible name
// (a button showing a symbol sets a spoken one); a shortcut, when it has one,
// shows in the tooltip. Space or Enter clicks it; Tab shows a ring around it.
// Disabled, it fades into the wood: no fill, a faint outline, faint words.
// It is as wide as its words in bold, main button or not.
Button {
    id: button

    // Focus from the keys, while the keys are used (no ring after a click).
    readonly property bool keyFocus: visualFocus && KeyboardUse.active

    property bool primary: false
    property string tip: ""

    font.family: Theme.fontFamily
    font.pixelSize: 14
    font.bold: primary
    hoverEnabled: true
    // As wide as its words in bold, whether it is the main button or not: a
    // button that becomes the main one moves nothing beside it.
    implicitWidth: Math.max(implicitBackgroundWidth + leftInset + rightInset,
                            Math.ceil(boldWords.advanceWidth) + leftPadding + rightPadding)

    TextMetrics {
        id: boldWords

        font.family: button.font.family
        font.pixelSize: button.font.pixelSize
        font.bold: true
        text: button.text
    }
    focusPolicy: Qt.StrongFocus

    Accessible.name: text
    Accessible.description: tip
    Keys.onReturnPressed: button.clicked()
    Keys.onEnterPressed: button.clicked()

    // The tip beside the row of buttons this one is in (its parent), towards
    // the start of the line (the left; right to left, the right), level with
    // the button: not above it, for buttons with something to read above them
    // (the action bar's status line and opening meter), and not over the
    // buttons beside it.
    property bool tipBeside: false
    // The tip in use: Qt's shared one above the button, or the one beside it.
    readonly property QtObject shownTip: tipBeside ? besideTip : ToolTip.toolTip

    // A press puts the tip away until the pointer leaves or the button is
    // on again (a button that turns off with its press, End turn, kept it
    // over the game while the pointer rested there: a disabled button hears
    // no hover, so its hover state can be stale).
    property bool tipPutAway: false
    onPressed: tipPutAway = true
    onHoveredChanged: if (!hovered) tipPutAway = false
    onEnabledChanged: if (enabled) tipPutAway = false
    readonly property bool tipWanted: hovered && tip !== "" && !tipPutAway

    ToolTip.visible: tipWanted && !tipBeside
    ToolTip.delay: Theme.tipDelay
    ToolTip.text: tip

    ToolTip {
        id: besideTip

        objectName: "besideTip"
        visible: button.tipBeside && button.tipWanted
        delay: Theme.tipDelay
        text: button.tip
        x: button.mirrored ? (button.parent ? button.parent.width : button.width) - button.x + 6
                           : -button.x - implicitWidth - 6
        y: (button.height - implicitHeight) / 2
    }

    contentItem: Text {
        text: button.text
        font: button.font
        color: button.enabled && button.primary ? Theme.buttonPrimaryText : Theme.headerText
        opacity: button.enabled ? 1 : 0.4
        horizontalAlignment: Text.AlignHCenter
        verticalAlignment: Text.AlignVCenter
        elide: Text.ElideRight
    }

    background: Rectangle {
        implicitWidth: 84
        implicitHeight: 34
        radius: 8
        color: {
            const base = button.primary ? Theme.buttonPrimary : Theme.button;
            if (!button.enabled)
                return Qt.rgba(0, 0, 0, 0.10);
            if (button.down)
                return Qt.darker(base, 1.2);
            return button.hovered ? Qt.lighter(base, 1.12) : base;
        }
        border.color: button.keyFocus ? Theme.focusRing
                                         : !button.enabled ? Qt.rgba(1, 1, 1, 0.18)
                                                           : Qt.darker(button.primary ? Theme.buttonPrimary : Theme.button, 1.4)
        border.width: button.keyFocus ? 2 : 1

        FocusRing {
            shown: button.keyFocus
        }
    }
}
