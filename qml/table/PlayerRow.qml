import QtQuick
import QtQuick.Layouts
import TileRummy

// One player on the Scores tab: their name (AI marked), under it their time
// bank when the game has one (SeatClocks: red in its last 30 seconds), the
// tiles on their rack on a small tile, and their total; whose turn it is
// stands out.
Rectangle {
    id: row

    required property string name
    required property bool current
    required property bool isAi
    required property int tiles
    required property int total
    // The time bank as a clock shows it ("4:32"; "" without banks) and its seconds.
    property string bank: ""
    property int bankSeconds: 0
    property real tilesColumn: 40
    property real totalColumn: 48

    implicitHeight: bank === "" ? 36 : 50
    radius: 7
    color: current ? Theme.accent : Qt.rgba(1, 1, 1, 0.05)
    border.color: current ? Qt.darker(Theme.accent, 1.3) : Theme.headerLine

    Accessible.role: Accessible.Row
    Accessible.name: {
        const said = current ? qsTr("%1 (to play): %n tile(s), total %2", "", tiles)
                             : qsTr("%1: %n tile(s), total %2", "", tiles);
        const base = said.arg(name).arg(total);
        return bank === "" ? base : qsTr("%1, time bank %2").arg(base).arg(bank);
    }

    component RowText: Text {
        property bool current: false

        color: current ? Theme.header : Theme.headerText
        font.family: Theme.fontFamily
        font.pixelSize: 12
        elide: Text.ElideRight
    }

    RowLayout {
        anchors {
            fill: parent
            leftMargin: 8
            rightMargin: 8
        }
        spacing: 6

        // The name (AI marked) and, under it, the time bank: a chess clock's face.
        ColumnLayout {
            Layout.fillWidth: true
            spacing: 2

            RowLayout {
                Layout.fillWidth: true
                spacing: 6

                RowText {
                    current: row.current
                    Layout.fillWidth: true
                    text: row.name
                    font.pixelSize: 13
                    font.bold: row.current
                }
                RowText {
                    current: row.current
                    visible: row.isAi
                    text: qsTr("AI")
                    color: row.current ? Theme.header : Theme.headerDim
                    font.pixelSize: 10
                }
            }
            Rectangle {
                objectName: "bankClock"
                visible: row.bank !== ""
                Layout.preferredHeight: 18
                Layout.preferredWidth: bankFace.implicitWidth + 10
                radius: 4
                color: row.bankSeconds <= 30 ? Theme.red : Qt.rgba(0, 0, 0, row.current ? 0.25 : 0.15)

                Row {
                    id: bankFace

                    anchors.centerIn: parent
                    spacing: 3

                    Icon {
                        anchors.verticalCenter: parent.verticalCenter
                        name: "timer"
                        size: 12
                    }
                    Text {
                        anchors.verticalCenter: parent.verticalCenter
                        text: row.bank
                        color: "white"
                        font.family: Theme.fontFamily
                        font.pixelSize: 11
                        font.bold: row.current
                    }
                }
            }
        }
        // The tiles on the rack, on a small tile.
        Item {
            Layout.preferredWidth: row.tilesColumn
            Layout.preferredHeight: 22

            Rectangle {
                anchors.right: parent.right
                anchors.verticalCenter: parent.verticalCenter
                width: Math.max(20, count.implicitWidth + 8)
                height: 22
                radius: 3
                color: Theme.ivory
                border.color: Theme.tileEdge

                Text {
                    id: count

                    anchors.centerIn: parent
                    text: row.tiles
                    color: Theme.black
                    font.family: Theme.fontFamily
                    font.pixelSize: 11
                    font.bold: true
                }
            }
        }
        RowText {
            current: row.current
            objectName: "playerTotal"
            Layout.preferredWidth: row.totalColumn
            horizontalAlignment: Text.AlignRight
            text: row.total
            font.pixelSize: 14
            font.bold: true
        }
    }
}
