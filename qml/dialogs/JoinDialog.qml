pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import TileRummy

// Join a game another machine hosts: the tables open on this network are
// listed by themselves (LanTables); one is picked, or an address typed (a
// table elsewhere). With the code the host's screen shows and the name to be
// seen by, Join hands it all to the game's JoinedTable. The dialog stays
// while it connects and closes once the host gives a seat; what the game or
// the host refuses shows in red, the fields as they were, to try again (no
// game is dealt behind it). The address and name are kept for next time. An
// invitation (tilerummy://…) pasted into the address field, or opened from
// the desktop (openWith), fills in the address, the code and the fingerprint.
// A table whose certificate nobody vouches for (the window's own, joined
// without an invitation) is refused with the start of its fingerprint: once
// the person has checked it with the host, "Trust and join" pins it.
ThemedDialog {
    id: dialog

    required property JoinedTable table
    required property AppSettings settings
    property string errorText: ""
    // Join was pressed and the host has not answered yet.
    readonly property bool connecting: table.guest.phase === TableGuest.Connecting
    // The person typed an address of their own: the tables heard do not replace it.
    property bool addressTyped: false
    // The fingerprint of a certificate the join was refused for, to trust once checked.
    property string offeredFingerprint: ""
    readonly property bool trusting: offeredFingerprint !== "" && fingerprintField.text === offeredFingerprint

    // The table was joined (the game's screen then shows it).
    signal joined()

    // Joins to play, or (`watch`) to watch: no seat, no rack, the table and the turns as a bystander sees them.
    property bool lastWatch: false // the last join was to watch (trusting the host's certificate goes on so)
    function join(watch: bool) {
        if (connecting)
            return
        lastWatch = watch
        const refused = table.join({ address: addressField.text, code: codeField.text, name: nameField.text,
                                       fingerprint: fingerprintField.text, watch: watch })
        if (refused !== "") {
            errorText = refused
            return
        }
        settings.joinAddress = addressField.text
        settings.joinName = nameField.text
        errorText = ""
    }

    // An invitation's address, code and fingerprint in their fields; false
    // (the fields as they were) when `text` is not one, or one that does not
    // read: then, when `sayWhy`, the dialog says why.
    function takeInvite(text: string, sayWhy: bool): bool {
        const read = table.readInvite(text);
        if (!read["invite"] || read["error"] !== "") {
            if (sayWhy)
                errorText = read["error"];
            return false;
        }
        addressField.text = read["address"];
        codeField.text = read["code"];
        fingerprintField.text = read["fingerprint"];
        addressTyped = true;
        errorText = "";
        return true
    }

    // Opened with an invitation (a link the desktop gave the game).
    function openWith(link: string) {
        open();
        takeInvite(link, true);
        if (errorText === "")
            nameField.forceActiveFocus();
    }

    // The host's answer: a seat (the game's screen shows the table), or a
    // refusal (nothing of the table stays behind the dialog).
    Connections {
        target: dialog.table
        enabled: dialog.visible
        function onSeatTaken() {
            dialog.close()
            dialog.joined()
        }
        function onJoinRefused(why: string, fingerprint: string) {
            dialog.errorText = why
            dialog.offeredFingerprint = fingerprint
            if (fingerprint !== "")
                fingerprintField.text = fingerprint
        }
    }
    onRejected: if (connecting)
        table.leave()

    objectName: "joinDialog"
    title: qsTr("Join a game")
    width: Math.min(620, parent ? parent.width - 32 : 620)

    onAboutToShow: {
        addressField.text = settings.joinAddress
        nameField.text = settings.joinName
        codeField.text = ""
        fingerprintField.text = ""
        errorText = ""
        offeredFingerprint = ""
        addressTyped = false
    }
    // The first field to fill has the keys (an invitation fills the code).
    onOpened: (nameField.text === "" || codeField.text !== "" ? nameField : codeField).forceActiveFocus()

    LanTables {
        id: lan

        running: dialog.visible
        // A table heard on this network takes the place of an address
        // remembered from another time (unless one was typed).
        onTablesChanged: {
            if (dialog.addressTyped || tables.length === 0)
                return
            for (let i = 0; i < tables.length; ++i) {
                if (tables[i].address === addressField.text)
                    return
            }
            addressField.text = tables[0].address
        }
    }

    component FieldLabel: Text {
        color: Theme.feltText
        font.family: Theme.fontFamily
        font.pixelSize: 14
        wrapMode: Text.WordWrap
        Layout.minimumWidth: Math.min(implicitWidth, 130)
    }

    ColumnLayout {
        anchors.fill: parent
        spacing: 12

        Text {
            Layout.fillWidth: true
            text: qsTr("Tables open on this network")
            color: Theme.headerText
            font.family: Theme.fontFamily
            font.pixelSize: 15
            font.bold: true
        }

        // The tables heard: a click fills in the address.
        Rectangle {
            Layout.fillWidth: true
            implicitHeight: Math.max(54, tableColumn.implicitHeight + 16)
            radius: 8
            color: Qt.rgba(0, 0, 0, 0.16)
            border.color: Theme.headerLine

            ColumnLayout {
                id: tableColumn

                anchors {
                    left: parent.left
                    right: parent.right
                    verticalCenter: parent.verticalCenter
                    margins: 8
                }
                spacing: 4

                Text {
                    objectName: "noTablesText"
                    visible: lan.tables.length === 0
                    Layout.fillWidth: true
                    Layout.margins: 6
                    text: lan.problem !== "" ? lan.problem
                                             : qsTr("Looking for tables… A table shows here once its host has started it.")
                    color: Theme.feltText
                    font.family: Theme.fontFamily
                    font.pixelSize: 14
                    font.italic: true
                    wrapMode: Text.WordWrap
                }

                Repeater {
                    model: lan.tables

                    ThemedButton {
                        id: tableButton

                        required property var modelData
                        required property int index

                        objectName: "lanTable" + index
                        Layout.fillWidth: true
                        primary: addressField.text === modelData.address
                        //: A table found on the network: %1 its name, %2 the free seats, %3 all its seats.
                        text: qsTr("%1 — %2 of %3 seats free").arg(modelData.name).arg(modelData.freeSeats)
                                                                 .arg(modelData.seats)
                        Accessible.description: modelData.address
                        onClicked: {
                            addressField.text = modelData.address
                            codeField.forceActiveFocus()
                        }
                    }
                }
            }
        }

        GridLayout {
            Layout.fillWidth: true
            columns: 2
            columnSpacing: 12
            rowSpacing: 10

            FieldLabel {
                text: qsTr("Address")
            }
            ThemedTextField {
                id: addressField

                objectName: "joinAddressField"
                Layout.fillWidth: true
                placeholderText: qsTr("e.g. 192.168.1.5:4520")
                spokenName: qsTr("The table's address")
                // Its length a moment ago: an invitation pasted whole fills in
                // the fields (one typed by hand is read when Join is pressed).
                property int lastLength: 0
                onTextEdited: {
                    dialog.addressTyped = true
                    if (text.length > lastLength + 1)
                        dialog.takeInvite(text, false)
                    lastLength = text.length
                }
                onAccepted: dialog.join(false)
            }
            FieldLabel {
                text: qsTr("Code")
            }
            ThemedTextField {
                id: codeField

                objectName: "joinCodeField"
                Layout.fillWidth: true
                placeholderText: qsTr("As the host's screen shows it")
                maximumLength: 32
                inputMethodHints: Qt.ImhPreferNumbers
                spokenName: qsTr("The table's code")
                onAccepted: dialog.join(false)
            }
            FieldLabel {
                text: qsTr("Your name")
            }
            ThemedTextField {
                id: nameField

                objectName: "joinNameField"
                Layout.fillWidth: true
                maximumLength: MatchOptions.maxNameLength
                placeholderText: qsTr("How the others see you")
                spokenName: qsTr("Your name at the table")
                onAccepted: dialog.join(false)
            }
            FieldLabel {
                visible: fingerprintField.visible
                text: qsTr("Fingerprint")
            }
            ThemedTextField {
                id: fingerprintField

                objectName: "joinFingerprintField"
                // Only a secure table has a certificate to trust (an
                // address without ws:// or wss:// is a secure one's).
                visible: !addressField.text.trim().startsWith("ws://")
                Layout.fillWidth: true
                placeholderText: qsTr("A self-signed host's: AB:CD:…")
                spokenName: qsTr("The host's certificate fingerprint")
                onAccepted: dialog.join(false)
            }
        }

        ErrorNote {
            objectName: "joinErrorText"
            Layout.fillWidth: true
            question: dialog.trusting // the certificate to check, not a fault
            text: dialog.errorText
        }
    }

    footer: Item {
        implicitHeight: 60

        RowLayout {
            anchors {
                fill: parent
                leftMargin: 24
                rightMargin: 24
                bottomMargin: 10
            }
            spacing: 10

            Item {
                Layout.fillWidth: true
            }
            ThemedButton {
                objectName: "joinCancelButton"
                text: qsTr("Cancel")
                onClicked: dialog.reject()
            }
            ThemedButton {
                objectName: "watchButton"
                enabled: !dialog.connecting
                text: qsTr("Watch")
                onClicked: dialog.join(true)
                Accessible.name: qsTr("Watch the table without a seat: its table and turns, never a rack")
                ToolTip.visible: hovered
                ToolTip.delay: Theme.tipDelay
                ToolTip.text: qsTr("Watch without playing: you see the table and the turns, never a rack, if the host allows watchers")
            }
            ThemedButton {
                objectName: "joinButton"
                primary: true
                enabled: !dialog.connecting
                text: dialog.connecting ? qsTr("Joining…")
                                        : dialog.trusting ? qsTr("Trust and join")
                                        : dialog.errorText !== "" ? qsTr("Try again") : qsTr("Join")
                onClicked: dialog.join(dialog.trusting && dialog.lastWatch)
                Accessible.name: dialog.trusting ? qsTr("Trust the host's certificate and join the table")
                                                 : qsTr("Join the table")
            }
        }
    }
}
