pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import TileRummy

// Who watches a networked table: the host sees each watcher's name with a
// button to send them away; a player (or a watcher) at a joined table sees
// how many watch. Nothing shows when nobody watches and this screen does not.
ColumnLayout {
    id: row

    // The table this screen hosts (its watchers' names), or null.
    property TableHost host: null
    // The table this screen joined (how many watch; whether it is to watch), or null.
    property TableGuest guest: null
    property color textColor: Theme.feltText

    readonly property bool hosting: host !== null && host.open
    readonly property var names: hosting ? host.watcherNames : []
    readonly property bool watchingHere: guest !== null && guest.watching
    readonly property int count: hosting ? names.length : guest !== null && guest.active ? guest.watchers : 0

    objectName: "watchersRow"
    visible: count > 0 || watchingHere
    spacing: 4

    Text {
        objectName: "watchersLine"
        Layout.fillWidth: true
        wrapMode: Text.Wrap
        horizontalAlignment: Text.AlignLeft
        text: row.watchingHere ? qsTr("You are watching: the racks stay hidden. %n watcher(s).", "", row.count)
              : qsTr("%n watcher(s) at the table.", "", row.count)
        color: row.textColor
        font.family: Theme.fontFamily
        font.pixelSize: 13
        Accessible.role: Accessible.StaticText
        Accessible.name: text
    }

    // The host's: each watcher, to send away.
    Repeater {
        model: row.names

        RowLayout {
            id: watcher

            required property string modelData
            required property int index

            Layout.fillWidth: true
            spacing: 8

            Text {
                Layout.fillWidth: true
                horizontalAlignment: Text.AlignLeft
                elide: Text.ElideRight
                text: watcher.modelData
                color: row.textColor
                font.family: Theme.fontFamily
                font.pixelSize: 13
            }
            ThemedButton {
                objectName: "sendAwayButton"
                text: qsTr("Send away")
                onClicked: row.host.sendWatcherAway(watcher.index)
                //: %1 a watcher's name.
                Accessible.name: qsTr("Send %1 away: they stop watching the table").arg(watcher.modelData)
            }
        }
    }
}
