pragma ComponentBehavior: Bound

import QtQuick
import TileRummy

// A person at this screen went out: for a moment the words ("You went out!")
// rise over the felt and a handful of tiles burst from them and fall away.
// Nothing takes the pointer. `showing` is true from the moment the words come
// until the moment is over, so that the round's scores wait for it. At the
// Instant animation speed the words show alone, briefly.
Item {
    id: celebration

    // The words (the scoreboard's roundSummary.celebration): "" for none.
    property string text: ""
    // The settings, for the animation speed (null: the normal speed).
    property AppSettings settings: null

    readonly property int burstMs: settings ? settings.animationMs(1800) + 0 * settings.animationSpeed : 1800
    readonly property int holdMs: Math.max(1400, burstMs + 500)
    // Over for the words it showed: set when the moment ends, cleared when the words go.
    property bool done: false
    readonly property bool showing: text !== "" && !done

    onTextChanged: {
        done = false;
        if (text !== "")
            holdTimer.restart();
    }

    Timer {
        id: holdTimer

        interval: celebration.holdMs
        onTriggered: celebration.done = true
    }

    // The tiles that burst from behind the words: each flies out and falls, turning.
    Repeater {
        model: celebration.showing && celebration.burstMs > 0 ? 18 : 0

        Rectangle {
            id: flying

            required property int index
            readonly property real angle: index / 18 * 2 * Math.PI + (index % 3) * 0.2
            readonly property real reach: 160 + (index * 37) % 120
            readonly property color ink: [Theme.black, Theme.red, Theme.blue, Theme.orange][index % 4]
            property real t

            width: 22
            height: 29
            radius: 4
            color: Theme.ivory
            border.color: Theme.tileEdge
            x: celebration.width / 2 - width / 2 + Math.cos(angle) * reach * t
            y: celebration.height / 2 - height / 2 + Math.sin(angle) * reach * t * 0.7 + 220 * t * t
            rotation: (index % 2 ? 1 : -1) * 300 * t
            opacity: 1 - t * t

            Text {
                anchors.centerIn: parent
                text: String(1 + (flying.index * 5) % 13)
                color: flying.ink
                font.family: Theme.fontFamily
                font.pixelSize: 13
                font.bold: true
            }

            NumberAnimation on t {
                from: 0
                to: 1
                duration: celebration.burstMs
                easing.type: Easing.OutQuad
            }
        }
    }

    Rectangle {
        id: card

        objectName: "celebrationCard"
        anchors.centerIn: parent
        width: words.implicitWidth + 64
        height: words.implicitHeight + 28
        radius: 14
        color: Theme.feltDark
        border.color: Theme.accent
        border.width: 2
        visible: celebration.showing
        scale: celebration.showing ? 1 : 0.6
        Behavior on scale {
            NumberAnimation {
                duration: 260
                easing.type: Easing.OutBack
            }
        }

        Text {
            id: words

            anchors.centerIn: parent
            text: celebration.text
            color: Theme.accent
            font.family: Theme.fontFamily
            font.pixelSize: 34
            font.bold: true
            // Not said: the end screen that follows says who won, once.
            Accessible.ignored: true
        }
    }
}
