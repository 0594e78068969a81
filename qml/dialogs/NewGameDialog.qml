pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import TileRummy

// The new game dialog: 2 to 4 seats (a person or an AI, each with a name),
// the rules, the length of the match and the seed of the deal. Start asks
// for the match (startRequested: the window hands the setup to the game's
// newMatch and gives its answer back); what the game refuses is shown in red
// and the dialog stays. A game that starts is remembered in the settings
// (settings.last*), so that openWith(game.scoreboard.setup) or openLast()
// opens with it next time.
ThemedDialog {
    id: dialog

    required property AppSettings settings
    // The seed of the game on the table ("": none), to deal it again.
    property string tableSeed: ""

    // The kinds of seat (SeatKind values) in the order of the seat list, and their words.
    readonly property var seatKinds: MatchOptions.seatKinds
    readonly property var seatLabels: seatKinds.map(kind => kind === SeatKind.Person ? qsTr("Person")
                                                          : kind === SeatKind.Remote ? qsTr("A friend on another machine")
                                                          : MatchOptions.defaultName(kind, 0))

    // The AI levels at the table (SeatKind values, in the dialog's order).
    property var levelsInUse: []

    function updateLevelsInUse() {
        const used = [];
        for (let i = 0; i < seatModel.count; ++i)
            used.push(seatModel.get(i).seat);
        levelsInUse = seatKinds.filter(kind => used.indexOf(kind) >= 0 && MatchOptions.levelSummary(kind) !== "");
    }

    property int initialMeld: MatchOptions.initialMeldChoices[0]
    property int rackSize: MatchOptions.rackSizeChoices[0]
    property int turnSeconds: 0
    property int bankSeconds: 0
    property int bankIncrement: 0
    property string poolEmpty: "until-no-play"
    // "one" round, a number of "rounds", or to a "target" score.
    property string matchLength: "one"
    property int rounds: MatchOptions.defaultRounds
    property int targetScore: MatchOptions.defaultTargetScore
    property string errorText: ""

    // Start: the setup as MatchOptions reads it; answer() takes the game's answer.
    signal startRequested(var setup)
    // A new match started (the dialog then closes).
    signal started()

    // Opens with a setup map as game.scoreboard.setup gives it (players: [{name, seat}],
    // each rule by its name, seed): its seats and rules; its deal too (the seed
    // field filled) when `sameDeal`, to play a past game's deal again.
    function openWith(setup: var, sameDeal: bool) {
        seatModel.clear()
        const players = setup && setup.players ? setup.players : []
        for (let i = 0; i < players.length && i < MatchOptions.maxPlayers; ++i) {
            const seat = seatKinds.indexOf(players[i].seat) >= 0 ? players[i].seat : SeatKind.Person
            let name = players[i].name ?? ""
            // A default name stays empty, so that it follows the seat.
            if (MatchOptions.isDefaultName(name, seat, i))
                name = ""
            seatModel.append({ seat: seat, name: name })
        }
        if (seatModel.count < MatchOptions.minPlayers) {
            seatModel.clear()
            seatModel.append({ seat: SeatKind.Person, name: "" })
            seatModel.append({ seat: SeatKind.Standard, name: "" })
        }
        const chosen = (choices, key) => choices.indexOf(setup?.[key]) >= 0 ? setup[key] : choices[0]
        initialMeld = chosen(MatchOptions.initialMeldChoices, "initialMeld")
        rackSize = chosen(MatchOptions.rackSizeChoices, "rackSize")
        turnSeconds = chosen(MatchOptions.turnSecondsChoices, "turnSeconds")
        bankSeconds = chosen(MatchOptions.bankSecondsChoices, "bankSeconds")
        bankIncrement = chosen(MatchOptions.bankIncrementChoices, "bankIncrementSeconds")
        poolEmpty = setup && setup.poolEmpty === "one-more-turn" ? "one-more-turn" : "until-no-play"
        const target = setup?.targetScore ?? 0
        const count = setup?.rounds ?? 1
        matchLength = target > 0 ? "target" : count > 1 ? "rounds" : "one"
        if (target > 0)
            targetScore = Math.max(MatchOptions.minTargetScore, Math.min(MatchOptions.maxTargetScore, target))
        else if (count > 1)
            rounds = Math.max(MatchOptions.minRounds, Math.min(MatchOptions.maxRounds, count))
        seedField.text = sameDeal && setup ? (setup.seed ?? "") : ""
        errorText = ""
        open()
    }

    // Opens with the setup last started from this dialog (the settings).
    function openLast() {
        openWith(MatchOptions.lastSetup(settings), false)
    }

    function addSeat() {
        if (seatModel.count >= MatchOptions.maxPlayers)
            return
        seatModel.append({ seat: seatModel.count === 0 ? SeatKind.Person : SeatKind.Standard, name: "" })
    }

    function removeSeat(index: int) {
        if (seatModel.count > MatchOptions.minPlayers && index >= 0 && index < seatModel.count)
            seatModel.remove(index)
    }

    // The setup as the game's newMatch takes it.
    function setupMap(): var {
        const players = []
        for (let i = 0; i < seatModel.count; ++i) {
            const entry = seatModel.get(i)
            players.push({ name: entry.name.trim(), seat: entry.seat })
        }
        return {
            players: players,
            initialMeld: initialMeld,
            rackSize: rackSize,
            turnSeconds: turnSeconds,
            bankSeconds: bankSeconds,
            bankIncrementSeconds: bankSeconds > 0 ? bankIncrement : 0,
            poolEmpty: poolEmpty,
            rounds: matchLength === "rounds" ? rounds : 1,
            targetScore: matchLength === "target" ? targetScore : 0,
            seed: seedField.text.trim()
        }
    }

    function start() { startRequested(setupMap()) }

    // The game's answer to startRequested: "" (dealt: remembered, closed) or why not.
    function answer(setup: var, error: string) {
        errorText = error
        if (error !== "")
            return
        MatchOptions.remember(settings, setup)
        close()
        started()
    }

    objectName: "newGameDialog"
    title: qsTr("New game")
    width: Math.min(wide ? Math.max(900, twoColumnsWidth) : 600, parent ? parent.width - 32 : 900)
    height: Math.min(implicitHeight, parent ? parent.height - 32 : implicitHeight)

    // The seats and the rules side by side where the window has room for
    // both at their narrowest (twoColumnsWidth: the dialog widens to it),
    // else one above the other.
    readonly property real twoColumnsWidth: seatRowMinimum + sections.columnSpacing + rulesColumn.implicitWidth
                                            + leftPadding + rightPadding + 14
    readonly property bool wide: parent ? parent.width >= 1000 && parent.width - 32 >= twoColumnsWidth : true

    // The first seat's list takes the focus when the dialog opens.
    property ThemedComboBox firstSeatBox: null

    // A seat's row: its number, what plays it (as wide as its longest
    // choice), a name and ×. At its narrowest (seatRowMinimum) it sets the
    // narrowest the seats' column may be: the rules' column gives way, and
    // nothing of a row runs under the rules.
    readonly property int seatNumberWidth: 26
    readonly property int seatBoxMinimum: 148
    readonly property int nameMinimumWidth: 120
    readonly property int removeSeatWidth: 36
    readonly property int seatSpacing: 8
    readonly property real seatBoxWidth: Math.max(seatBoxMinimum, firstSeatBox ? firstSeatBox.widestBoxWidth : 0)
    readonly property real seatRowMinimum: seatNumberWidth + seatBoxWidth + nameMinimumWidth + removeSeatWidth
                                           + 3 * seatSpacing
    readonly property real seatsColumnWidth: Math.max(seatRowMinimum, (sections.width - sections.columnSpacing) / 2)

    onOpened: {
        if (firstSeatBox)
            firstSeatBox.forceActiveFocus(Qt.TabFocusReason) // with its focus ring
    }

    ListModel {
        id: seatModel

        onCountChanged: dialog.updateLevelsInUse()
        onDataChanged: dialog.updateLevelsInUse()
    }

    // A label on the felt: on more lines rather than cut short, and never
    // squeezed narrower than its longest word allows (up to 130 pixels).
    component FieldLabel: Text {
        color: Theme.feltText
        font.family: Theme.fontFamily
        font.pixelSize: 14
        wrapMode: Text.WordWrap
        Layout.minimumWidth: Math.min(implicitWidth, 130)
    }

    component SectionTitle: Text {
        color: Theme.headerText
        font.family: Theme.fontFamily
        font.pixelSize: 15
        font.bold: true
        Accessible.role: Accessible.Heading
        Accessible.name: text
    }

    Flickable {
        id: flick

        anchors.fill: parent
        implicitWidth: sections.implicitWidth
        implicitHeight: sections.implicitHeight
        contentWidth: width
        contentHeight: sections.implicitHeight
        // More than shows: a scroll bar says so, beside the content.
        readonly property bool scrolls: contentHeight > height + 1
        clip: scrolls
        boundsBehavior: Flickable.StopAtBounds
        ScrollBar.vertical: ScrollBar {
            objectName: "dialogScrollBar"
            policy: flick.scrolls ? ScrollBar.AlwaysOn : ScrollBar.AlwaysOff
        }
        focus: true

        Keys.onReturnPressed: dialog.start()
        Keys.onEnterPressed: dialog.start()

        GridLayout {
            id: sections

            width: flick.width - (flick.scrolls ? 14 : 0)
            columns: dialog.wide ? 2 : 1
            columnSpacing: 28
            rowSpacing: 18

            // The seats.
            ColumnLayout {
                objectName: "seatsColumn"
                Layout.alignment: Qt.AlignTop
                Layout.fillWidth: true
                // Side by side: half of the width, never less than a seat's row.
                Layout.preferredWidth: dialog.wide ? dialog.seatsColumnWidth : -1
                Layout.maximumWidth: dialog.wide ? dialog.seatsColumnWidth : Number.POSITIVE_INFINITY
                spacing: 8

                SectionTitle {
                    text: qsTr("Players")
                }

                Repeater {
                    id: seatRows

                    model: seatModel

                    RowLayout {
                        id: seatRow

                        required property int index
                        required property int seat
                        required property string name

                        Layout.fillWidth: true
                        spacing: dialog.seatSpacing

                        Binding {
                            when: seatRow.index === 0
                            target: dialog
                            property: "firstSeatBox"
                            value: seatCombo
                            restoreMode: Binding.RestoreNone
                        }

                        // The seat's number, on a small tile.
                        Rectangle {
                            Layout.preferredWidth: dialog.seatNumberWidth
                            Layout.preferredHeight: 34
                            radius: 4
                            color: Theme.ivory
                            border.color: Theme.tileEdge

                            Text {
                                anchors.centerIn: parent
                                text: seatRow.index + 1
                                color: Theme.black
                                font.family: Theme.fontFamily
                                font.pixelSize: 15
                                font.bold: true
                            }
                        }

                        ThemedComboBox {
                            id: seatCombo

                            objectName: "seatBox" + seatRow.index
                            // As wide as its longest choice ("A friend on another machine").
                            Layout.preferredWidth: dialog.seatBoxWidth
                            Layout.minimumWidth: Layout.preferredWidth
                            model: dialog.seatLabels
                            currentIndex: Math.max(0, dialog.seatKinds.indexOf(seatRow.seat))
                            onActivated: index => seatModel.setProperty(seatRow.index, "seat", dialog.seatKinds[index])
                            label: qsTr("Player %1 is").arg(seatRow.index + 1)
                        }

                        ThemedTextField {
                            objectName: "nameField" + seatRow.index
                            Layout.fillWidth: true
                            Layout.minimumWidth: dialog.nameMinimumWidth
                            text: seatRow.name
                            maximumLength: MatchOptions.maxNameLength
                            placeholderText: {
                                dialog.settings.language // the seat's own name, in the language in use
                                return MatchOptions.defaultName(seatRow.seat, seatRow.index)
                            }
                            onTextEdited: seatModel.setProperty(seatRow.index, "name", text)
                            spokenName: qsTr("Name of player %1").arg(seatRow.index + 1)
                        }

                        ThemedButton {
                            objectName: "removeSeat" + seatRow.index
                            Layout.preferredWidth: dialog.removeSeatWidth
                            leftPadding: 0
                            rightPadding: 0
                            text: "\u2715" // ✕
                            enabled: seatModel.count > MatchOptions.minPlayers
                            onClicked: dialog.removeSeat(seatRow.index)
                            Accessible.name: qsTr("Remove player %1").arg(seatRow.index + 1)
                            ToolTip.visible: hovered
                            ToolTip.delay: Theme.tipDelay
                            ToolTip.text: Accessible.name
                        }
                    }
                }

                ThemedButton {
                    objectName: "addSeatButton"
                    Layout.alignment: Qt.AlignLeft
                    text: qsTr("+ Add a player")
                    enabled: seatModel.count < MatchOptions.maxPlayers
                    onClicked: dialog.addSeat()
                    Accessible.name: qsTr("Add a player")
                }

                // What each AI level at the table does, in a few words.
                Repeater {
                    model: dialog.levelsInUse

                    Text {
                        required property int modelData

                        objectName: "levelSummary"
                        Layout.fillWidth: true
                        color: Theme.feltText
                        font.family: Theme.fontFamily
                        font.pixelSize: 13
                        wrapMode: Text.WordWrap
                        textFormat: Text.StyledText
                        text: {
                            dialog.settings.language // in the language in use
                            return "<b>" + MatchOptions.defaultName(modelData, 0) + "</b>: " + MatchOptions.levelSummary(modelData)
                        }
                    }
                }

                Item {
                    Layout.preferredHeight: 4
                }

                SectionTitle {
                    text: qsTr("Deal")
                }

                RowLayout {
                    spacing: 10
                    Layout.fillWidth: true

                    FieldLabel {
                        id: seedLabel

                        text: qsTr("Seed")
                    }
                    ThemedTextField {
                        id: seedField

                        objectName: "seedField"
                        Layout.fillWidth: true
                        Layout.minimumWidth: 90
                        Layout.maximumWidth: 200
                        placeholderText: qsTr("Random deal")
                        maximumLength: MatchOptions.maxSeedLength
                        validator: RegularExpressionValidator {
                            regularExpression: /[0-9]*/
                        }
                        inputMethodHints: Qt.ImhDigitsOnly
                        Accessible.name: qsTr("Seed (empty: a random deal)")
                    }
                    ThemedButton {
                        objectName: "sameDealButton"
                        text: qsTr("Same deal")
                        onClicked: seedField.text = dialog.tableSeed
                        Accessible.name: qsTr("Use the seed of the game on the table")
                        ToolTip.visible: hovered
                        ToolTip.delay: Theme.tipDelay
                        ToolTip.text: qsTr("The seed of the game on the table: %1").arg(dialog.tableSeed)
                    }
                }
                FieldLabel {
                    Layout.fillWidth: true
                    Layout.leftMargin: seedLabel.width + 10
                    text: qsTr("The same seed deals the same tiles again.")
                    font.pixelSize: 12
                    wrapMode: Text.WordWrap
                    opacity: 0.8
                }
            }

            // The rules and the length of the match.
            GridLayout {
                id: rulesColumn

                objectName: "rulesColumn"
                Layout.alignment: Qt.AlignTop
                Layout.fillWidth: true
                Layout.preferredWidth: dialog.wide ? sections.width - sections.columnSpacing - dialog.seatsColumnWidth : -1
                columns: 2
                columnSpacing: 12
                rowSpacing: 10

                SectionTitle {
                    Layout.columnSpan: 2
                    text: qsTr("Rules")
                }

                FieldLabel {
                    text: qsTr("First meld")
                }
                ChoiceRow {
                    objectName: "meldChoice"
                    Layout.fillWidth: true
                    Layout.maximumWidth: implicitWidth
                    accessibleName: qsTr("Points needed for the first meld")
                    options: Array.from(MatchOptions.initialMeldChoices, points => ({ text: qsTr("%1 points").arg(points), value: points }))
                    value: dialog.initialMeld
                    onActivated: v => dialog.initialMeld = v
                }

                FieldLabel {
                    text: qsTr("Tiles each")
                }
                ChoiceRow {
                    objectName: "rackChoice"
                    Layout.fillWidth: true
                    Layout.maximumWidth: implicitWidth
                    accessibleName: qsTr("Tiles dealt to each player")
                    options: Array.from(MatchOptions.rackSizeChoices, tiles => ({ text: String(tiles), value: tiles }))
                    value: dialog.rackSize
                    onActivated: v => dialog.rackSize = v
                }

                FieldLabel {
                    text: qsTr("Time a turn")
                }
                TurnTimeChoice {
                    objectName: "timeChoice"
                    Layout.fillWidth: true
                    Layout.maximumWidth: implicitWidth
                    accessibleName: qsTr("Time limit for a turn")
                    value: dialog.turnSeconds
                    onActivated: v => dialog.turnSeconds = v
                }

                FieldLabel {
                    Layout.alignment: Qt.AlignTop
                    Layout.topMargin: 8
                    text: qsTr("Time bank")
                }
                TimeBankChoice {
                    Layout.fillWidth: true
                    bank: dialog.bankSeconds
                    increment: dialog.bankIncrement
                    onBankActivated: v => dialog.bankSeconds = v
                    onIncrementActivated: v => dialog.bankIncrement = v
                }

                FieldLabel {
                    Layout.alignment: Qt.AlignTop
                    Layout.topMargin: 8
                    text: qsTr("Empty pool")
                }
                ColumnLayout {
                    Layout.fillWidth: true
                    spacing: 4
                    ChoiceRow {
                        objectName: "poolChoice"
                        Layout.fillWidth: true
                        Layout.maximumWidth: implicitWidth
                        vertical: true
                        accessibleName: qsTr("When the pool is empty")
                        options: [{ text: qsTr("Play on until no one can play"), value: "until-no-play" },
                                  { text: qsTr("One more turn each"), value: "one-more-turn" }]
                        value: dialog.poolEmpty
                        onActivated: v => dialog.poolEmpty = v
                    }
                    FieldLabel {
                        Layout.fillWidth: true
                        font.pixelSize: 12
                        opacity: 0.8
                        wrapMode: Text.WordWrap
                        text: dialog.poolEmpty === "until-no-play" ? qsTr("The official rule.")
                                                                    : qsTr("Then the round ends.")
                    }
                }

                FieldLabel {
                    Layout.alignment: Qt.AlignTop
                    Layout.topMargin: 8
                    text: qsTr("Match")
                }
                ColumnLayout {
                    Layout.fillWidth: true
                    spacing: 8
                    ChoiceRow {
                        objectName: "matchChoice"
                        Layout.fillWidth: true
                        Layout.maximumWidth: implicitWidth
                        accessibleName: qsTr("Length of the match")
                        options: [{ text: qsTr("One round"), value: "one" },
                                  { text: qsTr("Rounds"), value: "rounds" },
                                  { text: qsTr("To a score"), value: "target" }]
                        value: dialog.matchLength
                        onActivated: v => dialog.matchLength = v
                    }
                    RowLayout {
                        visible: dialog.matchLength !== "one"
                        Layout.fillWidth: true
                        spacing: 10

                        NumberBox {
                            objectName: "roundsBox"
                            visible: dialog.matchLength === "rounds"
                            from: MatchOptions.minRounds
                            to: MatchOptions.maxRounds
                            value: dialog.rounds
                            onValueModified: dialog.rounds = value
                            accessibleName: qsTr("Number of rounds")
                        }
                        NumberBox {
                            objectName: "targetBox"
                            visible: dialog.matchLength === "target"
                            from: MatchOptions.minTargetScore
                            to: MatchOptions.maxTargetScore
                            stepSize: MatchOptions.targetScoreStep
                            value: dialog.targetScore
                            onValueModified: dialog.targetScore = value
                            accessibleName: qsTr("Target score")
                        }
                        FieldLabel {
                            Layout.fillWidth: true
                            wrapMode: Text.WordWrap
                            text: dialog.matchLength === "rounds" ? qsTr("rounds") : qsTr("points to win")
                        }
                    }
                }
            }

            ErrorNote {
                objectName: "errorText"
                Layout.columnSpan: sections.columns
                Layout.fillWidth: true
                text: dialog.errorText
            }
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
                objectName: "cancelButton"
                text: qsTr("Cancel")
                onClicked: dialog.reject()
                Accessible.name: qsTr("Cancel")
            }
            ThemedButton {
                objectName: "startButton"
                primary: true
                text: qsTr("Start game")
                onClicked: dialog.start()
                Accessible.name: qsTr("Start game")
            }
        }
    }
}
