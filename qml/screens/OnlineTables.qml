pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import TileRummy

// The signed-in player's ways to a table at the lobby (OnlineScreen.qml):
// who they are and their rating; the table they wait at (its code, start,
// leave), their wait in the quick match, or the table being played; else a
// quick match, a table of their own, a private table's code, and the open
// tables to join.
ColumnLayout {
    id: tables

    required property OnlineLobby lobby
    // Chosen here, for the next quick match and the next table made.
    property int quickSeats: 2
    property int quickWaitS: 60
    property int tableSeats: 2
    property bool tableRated: true
    property bool tablePrivate: false

    signal tableRequested

    // The control a reader's focus lands on when the one it was on went away
    // (signed in, a wait begun or stopped, a table made or left): the way on.
    function focusFirst() {
        const firsts = [cancelQuickButton, startTableButton, leaveTableButton, backToTableButton, quickMatchButton];
        for (const item of firsts) {
            if (item.visible) {
                item.forceActiveFocus();
                return;
            }
        }
    }

    spacing: 12

    component Card: Rectangle {
        default property alias content: cardColumn.data

        Layout.fillWidth: true
        implicitHeight: cardColumn.implicitHeight + 24
        radius: 10
        color: Theme.feltDark
        border.color: Theme.feltLine

        ColumnLayout {
            id: cardColumn

            anchors.fill: parent
            anchors.margins: 12
            spacing: 8
        }
    }
    component Heading: Text {
        horizontalAlignment: Text.AlignLeft // explicit: mirrored in a right-to-left language
        Layout.fillWidth: true
        color: Theme.feltText
        font.family: Theme.fontFamily
        font.pixelSize: 12
        font.bold: true
        font.capitalization: Font.AllUppercase
        font.letterSpacing: 0.6
        Accessible.role: Accessible.Heading
        Accessible.name: text
    }
    component Line: Text {
        horizontalAlignment: Text.AlignLeft // explicit: mirrored in a right-to-left language
        Layout.fillWidth: true
        wrapMode: Text.WordWrap
        color: Theme.headerText
        font.family: Theme.fontFamily
        font.pixelSize: 14
        Accessible.role: Accessible.StaticText
        Accessible.name: text
    }

    // Who the player is here.
    Card {
        Line {
            objectName: "onlineNameText"
            text: tables.lobby.name
            font.pixelSize: 20
            font.bold: true
        }
        Line {
            objectName: "onlineRatingText"
            text: tables.lobby.ratingText
            font.pixelSize: 16
        }
        Line {
            objectName: "onlineLastResultText"
            visible: text !== ""
            text: tables.lobby.lastResult
            color: Theme.accent
        }
        ErrorNote {
            objectName: "onlineProblemText"
            Layout.fillWidth: true
            text: tables.lobby.problem
        }
    }

    // The lobby's table is being played.
    Card {
        visible: tables.lobby.playing
        Line {
            text: qsTr("Your table is being played.")
        }
        ThemedButton {
            id: backToTableButton

            objectName: "backToTableButton"
            primary: true
            text: qsTr("Back to your table")
            onClicked: tables.tableRequested()
        }
    }

    // The table the player waits at.
    Card {
        visible: tables.lobby.atTable
        Heading {
            text: qsTr("Your table")
        }
        Line {
            objectName: "myTableTitle"
            text: tables.lobby.myTableTitle
            font.bold: true
        }
        Line {
            objectName: "myTableDetail"
            text: tables.lobby.myTableDetail
        }
        Line {
            objectName: "myTableCode"
            visible: tables.lobby.myTableCode !== ""
            //: A private table's code, for the player to give to friends.
            text: qsTr("Friends join with the code %1").arg(tables.lobby.myTableCode)
            font.bold: true
            color: Theme.accent
        }
        Line {
            text: tables.lobby.mayStart ? qsTr("The game starts when every seat is taken, or when you start it: AIs take the free seats.")
                                        : qsTr("The game starts when every seat is taken, or when the table's maker starts it.")
            color: Theme.feltText
        }
        RowLayout {
            spacing: 10
            ThemedButton {
                id: startTableButton

                objectName: "startTableButton"
                visible: tables.lobby.mayStart
                primary: true
                text: qsTr("Start now")
                Accessible.description: qsTr("Start the game now; AIs take the free seats")
                onClicked: tables.lobby.startTable()
            }
            ThemedButton {
                id: leaveTableButton

                objectName: "leaveTableButton"
                text: qsTr("Leave the table")
                Accessible.description: qsTr("Get up from this table: its seat is free again")
                onClicked: tables.lobby.leaveTable()
            }
        }
    }

    // Waiting in the quick match.
    Card {
        visible: tables.lobby.queued
        Heading {
            text: qsTr("Quick match")
        }
        Line {
            objectName: "queueText"
            text: tables.lobby.queueText
            // Said once when the wait begins, not each second.
            Accessible.name: qsTr("Waiting for a quick match")
        }
        BusyIndicator {
            Layout.preferredHeight: 32
            Layout.preferredWidth: 32
            running: tables.lobby.queued
            Accessible.ignored: true
        }
        ThemedButton {
            id: cancelQuickButton

            objectName: "cancelQuickButton"
            text: qsTr("Stop waiting")
            Accessible.description: qsTr("Leave the quick match's queue")
            onClicked: tables.lobby.cancelQuickMatch()
        }
    }

    // The ways to a table, while the player is at none.
    Card {
        visible: !tables.lobby.atTable && !tables.lobby.queued && !tables.lobby.playing
        Heading {
            text: qsTr("Quick match: players of your strength")
        }
        RowLayout {
            Layout.fillWidth: true
            spacing: 12
            ChoiceRow {
                Layout.fillWidth: true
                Layout.maximumWidth: implicitWidth
                objectName: "quickSeatsChoice"
                accessibleName: qsTr("Players at the table")
                options: [{ text: qsTr("2 players"), value: 2 }, { text: qsTr("4 players"), value: 4 }]
                value: tables.quickSeats
                onActivated: value => tables.quickSeats = value
            }
            ChoiceRow {
                Layout.fillWidth: true
                Layout.maximumWidth: implicitWidth
                objectName: "quickWaitChoice"
                accessibleName: qsTr("How long to wait for people before AIs take the free seats")
                options: [{ text: qsTr("30 s"), spoken: qsTr("%n second(s)", "", 30), value: 30 },
                    { text: qsTr("1 min"), spoken: qsTr("%n minute(s)", "", 1), value: 60 },
                    { text: qsTr("2 min"), spoken: qsTr("%n minute(s)", "", 2), value: 120 },
                    { text: qsTr("5 min"), spoken: qsTr("%n minute(s)", "", 5), value: 300 }]
                value: tables.quickWaitS
                onActivated: value => tables.quickWaitS = value
            }
            ThemedButton {
                id: quickMatchButton

                objectName: "quickMatchButton"
                primary: true
                text: qsTr("Find a game")
                Accessible.description: qsTr("A rated table with players of a similar rating; AIs take the seats nobody took after the wait")
                onClicked: tables.lobby.quickMatch(tables.quickSeats, tables.quickWaitS)
            }
        }
        Heading {
            Layout.topMargin: 6
            text: qsTr("A table of your own")
        }
        RowLayout {
            Layout.fillWidth: true
            spacing: 12
            ChoiceRow {
                Layout.fillWidth: true
                Layout.maximumWidth: implicitWidth
                objectName: "tableSeatsChoice"
                accessibleName: qsTr("Seats at your table")
                options: [{ text: qsTr("2 seats"), value: 2 }, { text: qsTr("3 seats"), value: 3 },
                    { text: qsTr("4 seats"), value: 4 }]
                value: tables.tableSeats
                onActivated: value => tables.tableSeats = value
            }
            ChoiceRow {
                Layout.fillWidth: true
                Layout.maximumWidth: implicitWidth
                objectName: "tableRatedChoice"
                accessibleName: qsTr("Whether the table's games change ratings")
                options: [{ text: qsTr("Rated"), value: true }, { text: qsTr("Friendly"), value: false }]
                value: tables.tableRated
                onActivated: value => tables.tableRated = value
            }
            ChoiceRow {
                Layout.fillWidth: true
                Layout.maximumWidth: implicitWidth
                objectName: "tablePrivateChoice"
                accessibleName: qsTr("Who may sit down: anyone, or friends with the code")
                options: [{ text: qsTr("Open"), value: false }, { text: qsTr("Private"), value: true }]
                value: tables.tablePrivate
                onActivated: value => tables.tablePrivate = value
            }
            ThemedButton {
                objectName: "makeTableButton"
                text: qsTr("Make the table")
                onClicked: tables.lobby.createTable(tables.tableSeats, tables.tableRated, tables.tablePrivate)
            }
        }
        RowLayout {
            spacing: 12
            ThemedTextField {
                id: codeField

                objectName: "tableCodeField"
                Layout.preferredWidth: 220
                maximumLength: 16
                placeholderText: qsTr("A private table's code")
                spokenName: qsTr("A private table's code, from your friend")
                onAccepted: joinCodeButton.clicked()
            }
            ThemedButton {
                id: joinCodeButton

                objectName: "joinByCodeButton"
                text: qsTr("Join by code")
                onClicked: {
                    const why = tables.lobby.joinByCode(codeField.text);
                    codeNote.text = why;
                }
            }
            ErrorNote {
                id: codeNote

                Layout.fillWidth: true
            }
        }
    }

    // The open tables.
    Rectangle {
        visible: !tables.lobby.playing
        Layout.fillWidth: true
        Layout.fillHeight: true
        radius: 10
        color: Theme.feltDark
        border.color: Theme.feltLine

        Flickable {
            id: tableList

            objectName: "openTables"
            anchors.fill: parent
            anchors.margins: 10
            clip: true
            contentHeight: tableColumn.implicitHeight
            boundsBehavior: Flickable.StopAtBounds
            ScrollBar.vertical: ScrollBar {
            }

            Column {
                id: tableColumn

                width: tableList.width
                spacing: 6

                Heading {
                    width: tableColumn.width
                    text: qsTr("Open tables (%1)").arg(tables.lobby.tables.length)
                }
                Line {
                    width: tableColumn.width
                    visible: tables.lobby.tables.length === 0
                    text: qsTr("No open table right now: make one, or find a game in the quick match.")
                    color: Theme.feltText
                }
                Repeater {
                    model: tables.lobby.tables

                    delegate: Rectangle {
                        id: row

                        required property var modelData
                        required property int index

                        objectName: "openTable" + index
                        width: tableColumn.width
                        height: rowLayout.implicitHeight + 12
                        radius: 6
                        color: Theme.felt
                        Accessible.role: Accessible.ListItem
                        Accessible.name: modelData.title + ". " + modelData.detail

                        RowLayout {
                            id: rowLayout

                            anchors.fill: parent
                            anchors.margins: 6
                            spacing: 10

                            ColumnLayout {
                                Layout.fillWidth: true
                                spacing: 2
                                Line {
                                    text: row.modelData.title
                                    font.bold: true
                                    Accessible.ignored: true
                                }
                                Line {
                                    text: row.modelData.detail
                                    color: Theme.feltText
                                    Accessible.ignored: true
                                }
                            }
                            ThemedButton {
                                objectName: "joinOpenTable" + row.index
                                enabled: !tables.lobby.atTable && !tables.lobby.queued
                                text: qsTr("Sit down")
                                Accessible.name: qsTr("Sit down at %1").arg(row.modelData.title)
                                onClicked: tables.lobby.joinTable(row.modelData.id)
                            }
                        }
                    }
                }
            }
        }
    }
}
