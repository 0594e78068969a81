pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Layouts
import TileRummy

// "Play online": a lobby a community runs (OnlineLobby). Until signed in,
// the lobby's address (kept; none at first) and the name a new player takes;
// then the player's rating, the ways to a table (OnlineTables.qml) and the
// leaderboard with the player's rated games (OnlineRanks.qml). The lobby's
// connection belongs to the model (Main.qml keeps it): leaving this screen
// keeps the player signed in and seated. Fills its parent; Esc goes back
// (WindowKeys).
Rectangle {
    id: screen

    required property OnlineLobby lobby
    required property AppSettings settings

    // A narrow window shows the tables or the ranks, one at a time.
    readonly property bool narrow: width < 1100
    property bool showingRanks: false

    signal backRequested
    // The game on the table (a lobby's table being played) is shown.
    signal tableRequested

    objectName: "onlineScreen"

    Accessible.role: Accessible.Pane
    Accessible.name: qsTr("Play online")

    function shown() {
        if (screen.lobby.phase === OnlineLobby.SignedIn) {
            screen.lobby.askLeaderboard();
            screen.lobby.askHistory();
            backButton.forceActiveFocus();
        } else {
            if (addressField.text === "")
                addressField.forceActiveFocus();
            else
                connectButton.forceActiveFocus();
        }
    }
    onVisibleChanged: if (visible)
        shown()

    // A reader's focus never stays on what went away (a button that did its
    // job, the sign-in card once signed in): the next sensible control takes it.
    function refocus() {
        if (!screen.visible)
            return;
        const focused = screen.Window.activeFocusItem;
        if (focused && focused.visible && focused !== screen) {
            for (let item = focused.parent; item; item = item.parent) {
                if (item === screen)
                    return; // still on a control of this screen
            }
        }
        if (screen.lobby.phase === OnlineLobby.SignedIn)
            tablesPane.focusFirst();
        else if (addressField.text === "")
            addressField.forceActiveFocus();
        else
            connectButton.forceActiveFocus();
    }
    Timer {
        id: refocusSoon

        interval: 0 // once the screen has followed the change
        onTriggered: screen.refocus()
    }
    Connections {
        target: screen.lobby
        function onStateChanged() { refocusSoon.restart(); }
        function onMyTableChanged() { refocusSoon.restart(); }
        function onQueueChanged() { refocusSoon.restart(); }
    }
    Component.onCompleted: if (visible)
        shown()

    // Why the last connect was not even tried ("" when it was).
    property string refusal: ""
    function connectNow() {
        screen.refusal = screen.lobby.connectTo(addressField.text, nameField.text);
    }

    gradient: Gradient {
        GradientStop {
            position: 0
            color: Theme.feltDark
        }
        GradientStop {
            position: 0.5
            color: Theme.felt
        }
        GradientStop {
            position: 1
            color: Theme.feltDark
        }
    }

    // Clicks and the pointer's hover stop here: the table below waits.
    MouseArea {
        anchors.fill: parent
        acceptedButtons: Qt.AllButtons
        hoverEnabled: true
    }

    ColumnLayout {
        anchors.fill: parent
        spacing: 0

        Rectangle {
            Layout.fillWidth: true
            Layout.preferredHeight: 56
            color: Theme.header

            RowLayout {
                anchors.fill: parent
                anchors.leftMargin: 14
                anchors.rightMargin: 14
                spacing: 12

                GameButton {
                    id: backButton

                    objectName: "onlineBackButton"
                    text: qsTr("‹ Menu")
                    tip: screen.lobby.phase === OnlineLobby.SignedIn ? qsTr("Back to the start screen (Esc); you stay signed in")
                                                                     : qsTr("Back to the start screen (Esc)")
                    onClicked: screen.backRequested()
                }
                Text {
                    text: qsTr("Play online")
                    color: Theme.headerText
                    font.family: Theme.fontFamily
                    font.pixelSize: 19
                    font.bold: true
                    Accessible.role: Accessible.Heading
                    Accessible.name: text
                }
                Text {
                    objectName: "onlineStatusText"
                    Layout.fillWidth: true
                    text: screen.lobby.phase === OnlineLobby.SignedIn ? screen.lobby.status : ""
                    elide: Text.ElideRight
                    horizontalAlignment: Text.AlignRight
                    color: Theme.feltText
                    font.family: Theme.fontFamily
                    font.pixelSize: 14
                }
                GameButton {
                    objectName: "signOutButton"
                    visible: screen.lobby.phase !== OnlineLobby.Offline
                    text: qsTr("Sign out")
                    tip: qsTr("Leave the lobby (a table you wait at is left, and the quick match's queue)")
                    onClicked: screen.lobby.disconnectFromLobby()
                }
            }
        }

        // Not signed in: where the lobby is, and who the player is there.
        Item {
            visible: screen.lobby.phase !== OnlineLobby.SignedIn
            Layout.fillWidth: true
            Layout.fillHeight: true

            Rectangle {
                anchors.centerIn: parent
                width: Math.min(620, parent.width - 40)
                height: signInColumn.implicitHeight + 48
                radius: 12
                color: Theme.feltDark
                border.color: Theme.feltLine

                ColumnLayout {
                    id: signInColumn

                    anchors.fill: parent
                    anchors.margins: 24
                    spacing: 12

                    Text {
                        Layout.fillWidth: true
                        text: qsTr("Play people anywhere: a lobby lists tables, seats you with players of your strength, and keeps a rating.")
                        horizontalAlignment: Text.AlignLeft // mirrored in a right-to-left language
                        wrapMode: Text.WordWrap
                        color: Theme.headerText
                        font.family: Theme.fontFamily
                        font.pixelSize: 16
                    }
                    Text {
                        objectName: "onlineSignInStatus"
                        Layout.fillWidth: true
                        text: screen.lobby.status
                        horizontalAlignment: Text.AlignLeft // mirrored in a right-to-left language
                        wrapMode: Text.WordWrap
                        color: Theme.feltText
                        font.family: Theme.fontFamily
                        font.pixelSize: 14
                        Accessible.role: Accessible.StaticText
                        Accessible.name: text
                    }
                    GridLayout {
                        Layout.fillWidth: true
                        columns: 2
                        columnSpacing: 12
                        rowSpacing: 10

                        Text {
                            text: qsTr("Lobby")
                            color: Theme.headerText
                            font.family: Theme.fontFamily
                            font.pixelSize: 14
                        }
                        ThemedTextField {
                            id: addressField

                            objectName: "lobbyAddressField"
                            Layout.fillWidth: true
                            text: screen.settings.lobbyAddress
                            enabled: screen.lobby.phase === OnlineLobby.Offline
                            placeholderText: qsTr("e.g. lobby.example.org")
                            spokenName: qsTr("The lobby's address")
                            onAccepted: screen.connectNow()
                        }
                        Text {
                            text: qsTr("Your name")
                            color: Theme.headerText
                            font.family: Theme.fontFamily
                            font.pixelSize: 14
                        }
                        ThemedTextField {
                            id: nameField

                            objectName: "lobbyNameField"
                            Layout.fillWidth: true
                            text: screen.settings.joinName
                            enabled: screen.lobby.phase === OnlineLobby.Offline || screen.lobby.nameAsked
                            maximumLength: MatchOptions.maxNameLength
                            placeholderText: qsTr("How the others see you")
                            spokenName: qsTr("Your name at the lobby")
                            onAccepted: screen.lobby.nameAsked ? nameButton.clicked() : screen.connectNow()
                        }
                    }
                    ErrorNote {
                        objectName: "lobbyProblemText"
                        Layout.fillWidth: true
                        question: screen.lobby.untrustedFingerprint !== ""
                        text: screen.refusal !== "" ? screen.refusal : screen.lobby.problem
                    }
                    RowLayout {
                        Layout.fillWidth: true
                        spacing: 10

                        Item {
                            Layout.fillWidth: true
                        }
                        ThemedButton {
                            objectName: "trustLobbyButton"
                            visible: screen.lobby.untrustedFingerprint !== "" && screen.lobby.phase === OnlineLobby.Offline
                            text: qsTr("Trust and connect")
                            Accessible.description: qsTr("Trust this lobby's certificate, by the fingerprint shown, from now on")
                            onClicked: screen.lobby.trustLobby()
                        }
                        ThemedButton {
                            id: nameButton

                            objectName: "chooseNameButton"
                            visible: screen.lobby.nameAsked
                            primary: true
                            text: qsTr("Use this name")
                            onClicked: screen.refusal = screen.lobby.chooseName(nameField.text)
                        }
                        ThemedButton {
                            id: connectButton

                            objectName: "lobbyConnectButton"
                            visible: !screen.lobby.nameAsked
                            primary: true
                            enabled: screen.lobby.phase === OnlineLobby.Offline
                            text: screen.lobby.phase === OnlineLobby.Connecting ? qsTr("Connecting…") : qsTr("Connect")
                            Accessible.description: qsTr("Connect to the lobby and sign in with your player's key")
                            onClicked: screen.connectNow()
                        }
                    }
                    Text {
                        Layout.fillWidth: true
                        text: qsTr("No account and no password: the game makes a key for you, kept on this computer, that tells the lobby it is you again.")
                        horizontalAlignment: Text.AlignLeft // mirrored in a right-to-left language
                        wrapMode: Text.WordWrap
                        color: Theme.feltText
                        font.family: Theme.fontFamily
                        font.pixelSize: 12
                    }
                }
            }
        }

        // Signed in, a narrow window: the tables or the ranks, one at a time.
        RowLayout {
            visible: screen.lobby.phase === OnlineLobby.SignedIn && screen.narrow
            Layout.fillWidth: true
            Layout.leftMargin: 14
            Layout.rightMargin: 14
            Layout.topMargin: 10
            spacing: 8

            GameButton {
                objectName: "showTablesButton"
                text: qsTr("Tables")
                primary: !screen.showingRanks
                onClicked: screen.showingRanks = false
            }
            GameButton {
                objectName: "showRanksButton"
                text: qsTr("Ratings")
                primary: screen.showingRanks
                onClicked: screen.showingRanks = true
            }
            Item {
                Layout.fillWidth: true
            }
        }

        // Signed in: the ways to a table, and the ranks.
        RowLayout {
            visible: screen.lobby.phase === OnlineLobby.SignedIn
            Layout.fillWidth: true
            Layout.fillHeight: true
            Layout.margins: 14
            spacing: 14

            OnlineTables {
                id: tablesPane

                visible: !screen.narrow || !screen.showingRanks
                Layout.fillWidth: true
                Layout.fillHeight: true
                lobby: screen.lobby
                onTableRequested: screen.tableRequested()
            }
            OnlineRanks {
                visible: !screen.narrow || screen.showingRanks
                Layout.fillHeight: true
                Layout.fillWidth: screen.narrow
                Layout.preferredWidth: screen.narrow ? -1 : Math.max(300, (screen.width - 42) * 0.36)
                lobby: screen.lobby
            }
        }
    }
}
