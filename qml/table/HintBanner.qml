import QtQuick
import QtQuick.Layouts
import TileRummy

// While a hint lies on the table (hint.pending): which tiles it lays, and the
// choice to keep its moves or take them back. The moves themselves play out
// on the table as drags (animating meanwhile). Give it a width; it sizes its
// height.
Item {
    id: banner

    required property HintAssistant hint
    // The hint's moves are playing out on the table.
    property bool animating: false

    readonly property bool shown: hint.pending
    readonly property string tiles: {
        const list = [];
        for (const tile of hint.tiles)
            list.push(tile);
        return list.join(" ");
    }

    objectName: "hintBanner"
    implicitWidth: 620
    implicitHeight: card.implicitHeight
    height: implicitHeight
    visible: opacity > 0
    opacity: shown ? 1 : 0
    z: 45

    Behavior on opacity {
        NumberAnimation {
            duration: 160
        }
    }

    // Its words once the hint lies on the table (its moves played out), for a screen reader.
    signal laidOut(string words)
    readonly property bool laid: shown && !animating
    onLaidChanged: if (laid) banner.laidOut(banner.spoken)
    // Said: the play set by set (shown: the tiles it lays).
    readonly property string spoken: hint.play !== "" ? qsTr("Hint: %1 Keep these moves, or take them back.").arg(hint.spokenPlay)
                                                      : hintText.plain

    // Not an alert: the news says the hint once, in its turn (laidOut), and
    // an alert would be said again, its words twice (its name, its text).
    Accessible.role: Accessible.Grouping
    Accessible.name: qsTr("Hint")

    // Hidden, nothing of it is in a screen reader's tree.
    HiddenFromReaders {
        target: banner
        hidden: !banner.visible
    }

    Rectangle {
        id: card

        width: parent.width
        implicitHeight: row.implicitHeight + 20
        radius: 10
        color: Theme.header
        border.color: Theme.accent
        border.width: 2

        RowLayout {
            id: row

            anchors {
                left: parent.left
                right: parent.right
                verticalCenter: parent.verticalCenter
                leftMargin: 14
                rightMargin: 10
            }
            spacing: 12

            Text {
                id: hintText

                objectName: "hintText"
                Layout.fillWidth: true
                wrapMode: Text.WordWrap
                color: Theme.headerText
                font.family: Theme.fontFamily
                font.pixelSize: 14
                // Shown with the colours' symbols; read out without them.
                readonly property string plain: banner.animating ? qsTr("Hint: watch the best play for your rack (%1).").arg(banner.tiles)
                                                                      : qsTr("Hint: this play lays %1. Keep these moves, or take them back.").arg(banner.tiles)
                text: Theme.withSymbols(plain)
                Accessible.name: SpokenWords.tiles(plain)
            }
            ThemedButton {
                objectName: "dismissHintButton"
                text: qsTr("Take back")
                onClicked: banner.hint.dismiss()
                Accessible.description: qsTr("The table and your rack go back to how they were before the hint")
            }
            ThemedButton {
                objectName: "keepHintButton"
                text: qsTr("Keep")
                primary: true
                enabled: !banner.animating
                onClicked: banner.hint.apply()
                Accessible.description: qsTr("Go on from the hint's table; End turn plays it")
            }
        }
    }
}
