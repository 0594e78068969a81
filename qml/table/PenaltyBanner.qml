pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Layouts
import TileRummy

// Says why a turn was penalised (news: the status's lastPenalty, a PenaltyNews
// that tells who, why and which tiles): an illegal table was put back, or the
// time ran out, and how many tiles were drawn. The drawn tiles show only to
// their owner (the person whose rack is on the screen: rackPlayer), the others
// see the number. It needs reading: it stays until it is clicked or closed
// (a new game's "no penalty" takes it away too). Give it a width (and a
// place); it sizes its height.
Item {
    id: banner

    // The last penalty given (each new one is shown; given: false hides it).
    property var news: ({ given: false })
    // The seat whose rack the screen shows (-1: none).
    property int rackPlayer: -1
    // The tile size setting (the tiles drawn).
    property real tileScale: 1

    // The penalty shown (a copy of game.status.lastPenalty when it was given).
    property var penalty: ({})
    property bool shown: false

    readonly property var drawn: penalty.tiles ?? []
    readonly property int count: drawn.length
    readonly property string name: penalty.name ?? ""
    // The drawn tiles are shown to their owner only.
    readonly property bool ownTiles: shown && penalty.player !== undefined && penalty.player === rackPlayer
    readonly property string message: {
        if (!shown)
            return ""
        if (penalty.timeOut)
            return qsTr("%1's time ran out: %n penalty tile(s).", "", count).arg(name)
        let reason = String(penalty.reason ?? "").trim()
        if (reason.endsWith("."))
            reason = reason.slice(0, -1)
        return qsTr("%1's table was not legal: %2. Everything went back where it was, and %1 drew %n penalty tile(s).",
                    "", count).arg(name).arg(reason)
    }

    function showPenalty(map: var) {
        penalty = map
        shown = true
    }

    function dismiss() {
        shown = false
    }

    objectName: "penaltyBanner"
    implicitWidth: 620
    implicitHeight: card.implicitHeight
    height: implicitHeight
    visible: opacity > 0
    opacity: shown ? 1 : 0
    z: 50

    Behavior on opacity {
        NumberAnimation { duration: 180 }
    }

    // Not an alert: the news says the penalty and its reason once (SpokenNews).
    Accessible.role: Accessible.Grouping
    Accessible.name: qsTr("Penalty")

    // Hidden, nothing of it is in a screen reader's tree.
    HiddenFromReaders {
        target: banner
        hidden: !banner.visible
    }

    onNewsChanged: news.given ? showPenalty(news) : dismiss()

    Rectangle {
        id: card

        width: parent.width
        implicitHeight: row.implicitHeight + 24
        radius: 10
        color: Theme.header
        border.color: Theme.red
        border.width: 2

        // A soft shadow.
        Rectangle {
            z: -1
            anchors.fill: parent
            anchors.topMargin: 4
            anchors.margins: -2
            radius: 12
            color: "#000000"
            opacity: 0.3
        }

        MouseArea {
            anchors.fill: parent
            enabled: banner.shown
            cursorShape: Qt.PointingHandCursor
            onClicked: banner.dismiss()
        }

        RowLayout {
            id: row

            anchors {
                left: parent.left
                right: parent.right
                verticalCenter: parent.verticalCenter
                leftMargin: 14
                rightMargin: 10
            }
            spacing: 14

            // A red warning mark.
            Rectangle {
                Layout.alignment: Qt.AlignTop
                Layout.preferredWidth: 30
                Layout.preferredHeight: 30
                radius: 15
                color: Theme.red

                // A stopwatch for a turn out of time (drawn from SVG: no emoji font needed), else "!".
                Icon {
                    objectName: "timeOutIcon"
                    anchors.centerIn: parent
                    visible: banner.penalty.timeOut === true
                    name: "timer"
                    size: 20
                }
                Text {
                    anchors.centerIn: parent
                    visible: banner.penalty.timeOut !== true
                    text: "!"
                    color: Theme.ivory
                    font.family: Theme.fontFamily
                    font.pixelSize: 19
                    font.bold: true
                }
            }

            ColumnLayout {
                Layout.fillWidth: true
                spacing: 8

                Text {
                    objectName: "penaltyText"
                    Layout.fillWidth: true
                    text: Theme.withSymbols(banner.message)
                    Accessible.name: SpokenWords.tiles(banner.message)
                    color: Theme.headerText
                    font.family: Theme.fontFamily
                    font.pixelSize: 14
                    wrapMode: Text.WordWrap
                }

                // The tiles drawn, for their owner only.
                Row {
                    objectName: "penaltyTiles"
                    visible: banner.ownTiles && banner.count > 0
                    spacing: 4

                    Text {
                        anchors.verticalCenter: parent.verticalCenter
                        text: qsTr("You drew:")
                        color: Theme.headerDim
                        font.family: Theme.fontFamily
                        font.pixelSize: 13
                        rightPadding: 4
                    }

                    Repeater {
                        model: banner.ownTiles ? banner.drawn : []

                        Tile {
                            required property var modelData

                            width: Math.round(28 * banner.tileScale)
                            height: Math.round(38 * banner.tileScale)
                            tileId: modelData.tileId
                            notation: modelData.notation
                            value: modelData.value
                            colourName: modelData.colourName
                            isJoker: modelData.isJoker
                            accessibleName: modelData.accessibleName
                        }
                    }
                }
            }

            ThemedButton {
                objectName: "penaltyCloseButton"
                Layout.alignment: Qt.AlignTop
                Layout.preferredWidth: 30
                Layout.preferredHeight: 30
                leftPadding: 0
                rightPadding: 0
                topPadding: 0
                bottomPadding: 0
                text: "\u2715"
                font.pixelSize: 12
                onClicked: banner.dismiss()
                Accessible.name: qsTr("Dismiss")
            }
        }
    }
}
