import QtQuick
import QtQuick.Layouts
import TileRummy

// The time bank of a new game (a variant, chess style): each player's time
// for the game (MatchOptions.bankSecondsChoices, 0: none) and, with a bank,
// the seconds added after each of their turns. When a bank runs out the AI
// plays that turn. Bind `bank` and `increment`; a choice emits its signal.
ColumnLayout {
    id: choice

    property int bank: 0
    property int increment: 0

    signal bankActivated(int seconds)
    signal incrementActivated(int seconds)

    spacing: 4

    ChoiceRow {
        objectName: "bankChoice"
        Layout.fillWidth: true
        Layout.maximumWidth: implicitWidth
        accessibleName: qsTr("Time bank for each player")
        options: Array.from(MatchOptions.bankSecondsChoices, seconds => ({
                                                                  text: seconds === 0 ? qsTr("None") : qsTr("%1 min").arg(seconds / 60),
                                                                  value: seconds
                                                              }))
        value: choice.bank
        onActivated: v => choice.bankActivated(v)
    }
    ChoiceRow {
        objectName: "bankIncrementChoice"
        visible: choice.bank > 0
        Layout.fillWidth: true
        Layout.maximumWidth: implicitWidth
        accessibleName: qsTr("Time added after each turn")
        options: Array.from(MatchOptions.bankIncrementChoices, seconds => ({
                                                                    text: qsTr("+%1 s").arg(seconds),
                                                                    value: seconds
                                                                }))
        value: choice.increment
        onActivated: v => choice.incrementActivated(v)
    }
    Text {
        visible: choice.bank > 0
        Layout.preferredWidth: 300 // wraps: the dialog is not widened for it
        color: Theme.feltText
        font.family: Theme.fontFamily
        font.pixelSize: 12
        opacity: 0.8
        wrapMode: Text.WordWrap
        text: qsTr("Added to the bank after each turn. When a bank runs out, the AI plays that turn.")
    }
}
