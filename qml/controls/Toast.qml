import QtQuick
import TileRummy

// A brief message in a bubble (a refused move, a failed save): show(text)
// shows it for 3 s, a long one as long as it takes to read (up to 15 s),
// then it fades. A new message replaces the one showing. Give it a place
// (e.g. centred above the rack); it sizes itself.
Item {
    id: toast

    // How long a message stays at least before it fades (ms) ...
    property int duration: 3000
    // ... and how long for each of its characters, so that a long one can be
    // read (a slow reader's pace), up to `longest`.
    property int perCharacter: 70
    property int longest: 15000
    property string text: ""
    // Up to this wide; longer messages wrap.
    property int maximumWidth: 520

    // The message showing fades in this many ms from when it was shown (0: it
    // is not waiting to fade).
    readonly property int fadesAfter: hideTimer.running ? hideTimer.interval : 0

    // How long `message` stays before it fades (ms).
    function durationFor(message: string): int {
        return Math.max(duration, Math.min(longest, perCharacter * message.length))
    }

    // A message shown (a screen reader says it: Announcer).
    signal shown(string message)

    function show(message: string) {
        text = message
        toast.shown(message)
        opacity = 1
        fade.stop()
        hideTimer.interval = durationFor(message)
        hideTimer.restart()
    }

    function hide() {
        hideTimer.stop()
        fade.start()
    }

    // Gone at once (what it says is not for whoever sits down next).
    function clear() {
        hideTimer.stop()
        fade.stop()
        opacity = 0
    }

    objectName: "toast"
    implicitWidth: bubble.width
    implicitHeight: bubble.height
    width: implicitWidth
    height: implicitHeight
    opacity: 0
    visible: opacity > 0
    z: 60

    // Said by the news (Main.qml's onShown), once and in its turn: an alert
    // would say it again.
    Accessible.role: Accessible.StaticText
    Accessible.name: text
    Accessible.ignored: !visible

    Timer {
        id: hideTimer

        interval: toast.duration // set for each message (durationFor)
        onTriggered: fade.start()
    }

    NumberAnimation {
        id: fade

        target: toast
        property: "opacity"
        to: 0
        duration: 400
    }

    Rectangle {
        id: bubble

        width: Math.min(toast.maximumWidth, label.implicitWidth + 36)
        height: label.implicitHeight + 20
        radius: height / 2 > 22 ? 12 : height / 2
        color: Qt.rgba(0.06, 0.16, 0.11, 0.94)
        border.color: Theme.accent
        border.width: 1

        Text {
            id: label

            anchors {
                left: parent.left
                right: parent.right
                verticalCenter: parent.verticalCenter
                leftMargin: 18
                rightMargin: 18
            }
            text: toast.text
            color: Theme.headerText
            font.family: Theme.fontFamily
            font.pixelSize: 14
            horizontalAlignment: Text.AlignHCenter
            wrapMode: Text.WordWrap
        }

        MouseArea {
            anchors.fill: parent
            onClicked: toast.hide()
        }
    }
}
