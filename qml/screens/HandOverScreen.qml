pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Layouts
import TileRummy

// Between two people at one screen: an opaque cover over the table and the
// racks while the next person takes the seat (pending: the game's
// handOverPending). It says whose turn it is and what happened since (the last
// lines of the turn log, which everyone saw anyway). Its button, Enter or
// Space shows their rack (confirmed: the game's confirmHandOver()), once it
// has shown for a moment (armed): a click or a key meant for the table (a
// double click on End turn, a click on the log as an AI's turn ends, a held
// key) never shows the next person's rack. A click elsewhere does nothing.
// Place it over everything (it fills its parent).
Rectangle {
    id: screen

    // The screen is handed over: it covers the table until confirmed.
    property bool pending: false
    // Whose tiles come next.
    property string nextName: ""
    // The turn log (TurnLog.lines): its last lines are shown.
    property var logLines: []

    // The next player has the screen (the game shows their rack).
    signal confirmed()

    // The lines of the turn log shown (the newest last).
    readonly property var recentLines: logLines.slice(Math.max(0, logLines.length - 3))

    // Where the card ends (a notice of the window shows below it, Main's Toast).
    readonly property real cardBottom: card.y + card.height
    // The screen has shown long enough (armMs) to take the next person's answer.
    property bool armed: false
    property int armMs: 900

    function confirm() {
        if (pending && armed)
            confirmed()
    }

    // Disarmed when it comes, armed armMs later (at once for 0).
    function arm() {
        armed = pending && armMs <= 0;
        if (pending && !armed)
            armTimer.restart();
    }

    onPendingChanged: arm()

    Timer {
        id: armTimer

        interval: screen.armMs
        onTriggered: screen.armed = screen.pending
    }

    objectName: "handOverScreen"
    anchors.fill: parent
    visible: pending
    z: 100
    focus: visible
    activeFocusOnTab: visible

    gradient: Gradient {
        GradientStop { position: 0; color: Theme.feltDark }
        GradientStop { position: 0.55; color: Theme.felt }
        GradientStop { position: 1; color: Theme.feltDark }
    }

    Accessible.role: Accessible.Dialog
    Accessible.name: qsTr("Pass to %1").arg(screen.nextName)

    // Hidden, nothing of it is in a screen reader's tree.
    HiddenFromReaders {
        target: screen
        hidden: !screen.visible
    }

    onVisibleChanged: {
        if (visible && enabled)
            forceActiveFocus()
    }
    // Disabled while another screen lies over it (it takes no keys then).
    onEnabledChanged: {
        if (visible && enabled)
            forceActiveFocus()
    }
    Component.onCompleted: {
        arm();
        if (visible)
            forceActiveFocus()
    }

    // Enter or Space pressed now (not held from before, repeating); nothing
    // underneath takes keys while the cover is up.
    Keys.onPressed: event => {
        if (event.key === Qt.Key_Return || event.key === Qt.Key_Enter || event.key === Qt.Key_Space) {
            if (!event.isAutoRepeat)
                confirm();
            event.accepted = true;
            return;
        }
        event.accepted = event.key !== Qt.Key_Tab && event.key !== Qt.Key_Backtab;
    }

    // Clicks on the cover go nowhere: the table underneath gets nothing.
    MouseArea {
        anchors.fill: parent
        hoverEnabled: true
        acceptedButtons: Qt.AllButtons
        onWheel: wheel => wheel.accepted = true
    }

    // A faint pattern of tile outlines on the felt.
    Grid {
        id: pattern

        // Rows as many as fill the screen (the Grid is given columns only, so
        // that it never holds more tiles than its cells while the screen resizes).
        readonly property int rowCount: Math.ceil(screen.height / 110) + 1

        anchors.centerIn: parent
        columns: Math.ceil(screen.width / 90) + 1
        spacing: 42
        opacity: 0.06

        Repeater {
            model: pattern.columns * pattern.rowCount

            Rectangle {
                width: 48
                height: 64
                radius: 7
                color: "transparent"
                border.color: Theme.ivory
                border.width: 2
            }
        }
    }

    // The card in the middle, in a wooden frame.
    Rectangle {
        id: card

        objectName: "handOverCard"
        anchors.centerIn: parent
        width: Math.min(620, screen.width - 48)
        height: content.implicitHeight + 84
        radius: 18
        border.color: Theme.woodGroove
        gradient: Gradient {
            GradientStop { position: 0; color: Theme.woodLight }
            GradientStop { position: 1; color: Theme.woodDark }
        }

        Rectangle {
            anchors {
                fill: parent
                margins: 10
            }
            radius: 12
            color: Theme.header
            border.color: Theme.woodGroove
        }

        ColumnLayout {
            id: content

            anchors {
                left: parent.left
                right: parent.right
                verticalCenter: parent.verticalCenter
                leftMargin: 44
                rightMargin: 44
            }
            spacing: 18

            // Two tiles face down, passed on.
            Row {
                Layout.alignment: Qt.AlignHCenter
                spacing: -10

                Repeater {
                    model: 3

                    Rectangle {
                        required property int index

                        width: 34
                        height: 46
                        radius: 5
                        rotation: (index - 1) * 10
                        color: Theme.ivoryShade
                        border.color: Theme.tileEdge
                        border.width: 2

                        Rectangle {
                            anchors.centerIn: parent
                            width: 18
                            height: 28
                            radius: 3
                            color: "transparent"
                            border.color: Theme.tileEdge
                        }
                    }
                }
            }

            Text {
                objectName: "handOverTitle"
                Layout.fillWidth: true
                horizontalAlignment: Text.AlignHCenter
                text: qsTr("Pass to %1").arg(screen.nextName)
                color: Theme.headerText
                font.family: Theme.fontFamily
                font.pixelSize: 34
                font.bold: true
                wrapMode: Text.WordWrap
                Accessible.role: Accessible.Heading
                Accessible.name: text
            }

            Text {
                Layout.fillWidth: true
                horizontalAlignment: Text.AlignHCenter
                text: qsTr("Everyone else, please look away: %1's tiles come next.").arg(screen.nextName)
                color: Theme.headerDim
                font.family: Theme.fontFamily
                font.pixelSize: 15
                wrapMode: Text.WordWrap
            }

            ThemedButton {
                id: readyButton

                objectName: "handOverReadyButton"
                Layout.alignment: Qt.AlignHCenter
                Layout.topMargin: 6
                primary: true
                large: true
                enabled: screen.armed
                text: qsTr("Click when you are ready")
                onClicked: screen.confirm()
                Accessible.name: qsTr("%1 is ready: show the rack").arg(screen.nextName)
                Keys.onSpacePressed: event => {
                    if (!event.isAutoRepeat)
                        screen.confirm();
                }
            }

            Text {
                Layout.fillWidth: true
                horizontalAlignment: Text.AlignHCenter
                text: qsTr("or press Enter or Space")
                color: Theme.headerDim
                font.family: Theme.fontFamily
                font.pixelSize: 12
            }

            // What happened since (public).
            Rectangle {
                visible: screen.recentLines.length > 0
                Layout.fillWidth: true
                Layout.topMargin: 6
                implicitHeight: recent.implicitHeight + 24
                radius: 8
                color: Qt.rgba(1, 1, 1, 0.05)
                border.color: Theme.headerLine

                ColumnLayout {
                    id: recent

                    anchors {
                        left: parent.left
                        right: parent.right
                        top: parent.top
                        margins: 12
                    }
                    spacing: 5

                    Text {
                        text: qsTr("Meanwhile")
                        color: Theme.accent
                        font.family: Theme.fontFamily
                        font.pixelSize: 12
                        font.bold: true
                        font.capitalization: Font.AllUppercase
                        font.letterSpacing: 1
                    }

                    Repeater {
                        objectName: "handOverLog"
                        model: screen.visible ? screen.recentLines : [] // made only when shown (each line is news to a reader)

                        Text {
                            required property string modelData

                            Layout.fillWidth: true
                            text: Theme.withSymbols(modelData)
                            Accessible.name: SpokenWords.tiles(modelData)
                            color: Theme.headerText
                            font.family: Theme.fontFamily
                            font.pixelSize: 13
                            wrapMode: Text.WordWrap
                            Accessible.role: Accessible.StaticText
                            Accessible.ignored: !screen.visible // made while the screen is hidden (HiddenFromReaders is before it)
                        }
                    }
                }
            }
        }
    }
}
