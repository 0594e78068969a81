import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import TileRummy

// The whole game scene: the header strip, the table (with the turn log and
// scores beside it when there is room), and the wooden edge in front of the
// player with the sort buttons, the rack and the turn's actions. Over all of
// it, the TableInput layer that carries tiles. Sizes follow the window and the
// tile size setting.
Rectangle {
    id: scene

    required property GameController game
    property AppSettings settings: null
    property Announcer news: null // what a screen reader is told: the focus waits for it (FocusKeeper)
    property bool panelVisible: width >= 1240
    property Component sidePanel: null

    readonly property real tileScale: settings ? settings.tileScale : 1
    // One tile size for the table and the rack, from the room there is.
    readonly property real tileWidth: Math.round(Math.max(30, Math.min(72, width / 24, (height - 190) / 9.5)) * tileScale)
    readonly property real tileHeight: Math.round(tileWidth * 4 / 3)
    // The rack's tiles: the table's size where every tile of the rack (and a
    // free slot after the last) fits beside the buttons, else the largest that
    // fits (a narrow window, a full rack), down to rackTileFloor; the empty
    // slots beyond, or a rack still too wide, scroll.
    readonly property real rackTileFloor: Math.min(tileWidth, 18)
    readonly property real rackTileWidth: {
        const shown = Math.min(rack.columns, scene.game.board.rack.usedColumns + 1);
        let width = tileWidth;
        while (width > rackTileFloor && rack.widthFor(width, shown) > rackView.width)
            --width;
        return width;
    }
    // A notice of the window's showing over the game (Main's Toast): the
    // lane below the felt keeps its place, at its foot (noticeBottom).
    property real windowNoticeHeight: 0
    readonly property real noticeBottom: noticeLane.y + noticeLane.height
    readonly property alias input: input
    readonly property alias header: header
    readonly property alias endTurnDialog: endTurnDialog
    // A person at this screen went out and the moment is still shown (the round's scores wait).
    readonly property alias celebrating: celebration.showing

    signal newGameRequested
    signal saveRequested
    signal openRequested
    signal settingsRequested
    signal menuRequested
    signal roundEndRequested

    // The keys to the turn log's newest line (the panel shown first).
    function focusLog() {
        scene.panelVisible = true;
        const panel = sidePanelLoader.item as SidePanel;
        if (panel)
            panel.focusNewestLine();
    }

    // The keys' focus is in the side panel (the log, the scores, the chat).
    function holdsFocusInPanel(): bool {
        return focusKeeper.holds(sidePanelLoader, scene.Window.activeFocusItem);
    }
    // The keys' focus is in the scene (not in a dialog over it, nor elsewhere).
    function holdsFocus(): bool {
        return focusKeeper.holds(scene, scene.Window.activeFocusItem);
    }
    // The keys' focus to the rack (FocusKeeper.toRack).
    function focusRack() {
        focusKeeper.toRack();
    }

    // Ends the person's turn (the End turn button, Ctrl+Enter): at once when
    // the table would stand, else after asking (EndTurnDialog).
    function askToEndTurn() {
        endTurnDialog.blamed = faultyArea();
        endTurnDialog.ask();
    }

    // Where the sets at fault lie, in the window's coordinates (width 0: none).
    function faultyArea(): rect {
        let left = Infinity, top = Infinity, right = -Infinity, bottom = -Infinity;
        for (let i = 0; i < scene.game.board.table.count; ++i) {
            const view = tableArea.setView(i);
            if (!view || !view.faulty || !view.visible)
                continue;
            const p = view.mapToItem(null, 0, 0);
            left = Math.min(left, p.x);
            top = Math.min(top, p.y);
            right = Math.max(right, p.x + view.width);
            bottom = Math.max(bottom, p.y + view.height);
        }
        return right < left ? Qt.rect(0, 0, 0, 0) : Qt.rect(left, top, right - left, bottom - top);
    }

    gradient: Gradient {
        GradientStop {
            position: 0
            color: Theme.woodDark
        }
        GradientStop {
            position: 0.7
            color: Theme.wood
        }
        GradientStop {
            position: 1
            color: Theme.woodDark
        }
    }

    ColumnLayout {
        anchors.fill: parent
        spacing: 0

        HeaderBar {
            id: header

            Layout.fillWidth: true
            scoreboard: scene.game.scoreboard
            clock: scene.game.clock
            status: scene.game.status
            joined: scene.game.joinedTable.joined
            hosting: scene.game.host.open
            handOverPending: scene.game.handOverPending
            onNewGameRequested: scene.newGameRequested()
            onSaveRequested: scene.saveRequested()
            onOpenRequested: scene.openRequested()
            onSettingsRequested: scene.settingsRequested()
            onMenuRequested: scene.menuRequested()
            onPanelToggled: scene.panelVisible = !scene.panelVisible
        }

        RowLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            Layout.margins: 14
            Layout.bottomMargin: 0
            spacing: 12

            TableArea {
                id: tableArea

                objectName: "tableArea"
                Layout.fillWidth: true
                Layout.fillHeight: true
                board: scene.game.board
                input: input
                markedTiles: scene.game.marks.tiles
                plannedTiles: scene.game.board.plannedTiles
                markedPlayer: scene.game.marks.player
                showingPlay: scene.game.marks.showingPlay
                tileWidth: scene.tileWidth
                tileHeight: scene.tileHeight
                // The tip's strip below the sets, whether it shows or not (nothing moves when it comes).
                footInset: tableTip.stripHeight + tableTip.anchors.bottomMargin + 2

                // A way of handling tiles not yet used, taught at the felt's foot.
                TableTip {
                    id: tableTip

                    anchors.left: parent.left
                    anchors.bottom: parent.bottom
                    anchors.margins: 8
                    settings: scene.settings
                    allowed: scene.game.board.canAct && !input.dragging && !scene.game.hint.pending
                    tableHasSets: scene.game.board.table.count > 0
                    planning: scene.game.board.canPlan && !input.dragging
                    planned: scene.game.board.plannedTiles.length > 0 || scene.game.board.canUndo
                }

                Celebration {
                    id: celebration

                    objectName: "celebration"
                    anchors.fill: parent
                    text: scene.game.scoreboard.roundSummary.celebration
                    settings: scene.settings
                }

            }

            Loader {
                id: sidePanelLoader

                objectName: "sidePanelLoader"
                active: scene.sidePanel !== null && scene.panelVisible
                visible: active
                Layout.fillHeight: true
                // No room kept while hidden: the felt takes it at once (Qt 6.4's
                // RowLayout kept a hidden Loader's width until the next resize).
                Layout.preferredWidth: active ? 280 : 0
                Layout.maximumWidth: active ? 280 : 0
                sourceComponent: scene.sidePanel
            }
        }

        // Notices of the turn in a lane of their own between the felt and the
        // rack, the felt giving way while one shows: a hint to keep or take
        // back, a penalty explained, the window's notices (windowNoticeHeight
        // keeps their place). None covers a set or a tile.
        Item {
            id: noticeLane

            objectName: "noticeLane"
            Layout.fillWidth: true
            Layout.preferredHeight: notices.height > 0 ? notices.height + 12 : 0

            Column {
                id: notices

                anchors.horizontalCenter: parent.horizontalCenter
                anchors.bottom: parent.bottom
                width: Math.min(720, noticeLane.width - 40)
                spacing: 8

                HintBanner {
                    width: parent.width
                    hint: scene.game.hint
                    animating: scene.game.board.animating
                    onLaidOut: words => scene.game.news.say(words)
                }

                PenaltyBanner {
                    objectName: "penaltyBanner"
                    width: parent.width
                    news: scene.game.status.lastPenalty
                    rackPlayer: scene.game.board.rackPlayer
                    tileScale: scene.tileScale
                }

                Item {
                    width: parent.width
                    height: scene.windowNoticeHeight
                    visible: height > 0
                }
            }
        }

        // The table's wooden edge in front of the player, with the rack on it.
        RowLayout {
            id: rackEdge

            Layout.fillWidth: true
            Layout.preferredHeight: Math.max(rack.implicitHeight + 34, actionBar.implicitHeight + 20)
            Layout.leftMargin: 14
            Layout.rightMargin: 14
            spacing: 14

            // Sorting the rack; another seat's last play shown again. This
            // and the turn's buttons keep to the foot of the wooden edge, which
            // grows and shrinks with the rack's tiles: they do not move.
            ColumnLayout {
                id: sortColumn

                Layout.alignment: Qt.AlignBottom
                Layout.bottomMargin: 10
                Layout.fillWidth: false
                spacing: 8

                SortButtons {
                    Layout.fillWidth: true
                    board: scene.game.board
                }

                // Keeps its place while there is no play to show (nothing
                // beside it moves when it appears).
                GameButton {
                    readonly property bool shown: scene.game.marks.player >= 0

                    objectName: "lastTurnButton"
                    Layout.fillWidth: true
                    opacity: shown ? 1 : 0
                    enabled: shown && scene.game.canReplayLastTurn
                    text: qsTr("Last turn")
                    tip: qsTr("Play the last turn again")
                    onClicked: scene.game.replayLastTurn()
                }
            }

            // The rack scrolls sideways when it holds more than fits.
            Flickable {
                id: rackView

                objectName: "rackView"
                Layout.fillWidth: true
                Layout.preferredHeight: rack.implicitHeight + 14
                Layout.alignment: Qt.AlignVCenter
                contentWidth: Math.max(width, rack.implicitWidth)
                contentHeight: height
                clip: true
                interactive: contentWidth > width && !input.dragging
                boundsBehavior: Flickable.StopAtBounds
                flickableDirection: Flickable.HorizontalFlick

                // Always shown while a tile lies beyond the view; while only
                // empty slots do, when the rack is scrolled (a bar under a
                // rack whose every tile is in sight said there was more).
                ScrollBar.horizontal: ScrollBar {
                    objectName: "rackScrollBar"
                    policy: rackView.contentWidth <= rackView.width ? ScrollBar.AlwaysOff
                            : rack.widthFor(rack.tileWidth, scene.game.board.rack.usedColumns) > rackView.width
                              ? ScrollBar.AlwaysOn : ScrollBar.AsNeeded
                }

                Rack {
                    id: rack

                    objectName: "rack"
                    x: Math.max(0, (rackView.width - implicitWidth) / 2)
                    // Room above for a selected tile, which stands higher.
                    y: Math.round((rackView.height - implicitHeight) / 2)
                    width: implicitWidth
                    height: implicitHeight
                    tiles: scene.game.board.rack
                    input: input
                    ownerName: scene.game.names[scene.game.board.rackPlayer] ?? ""
                    hiddenText: scene.game.joinedTable.guest.watching
                                ? qsTr("You are watching: every rack stays hidden, as at a real table.")
                                : scene.game.board.rackPlayer < 0 && !scene.game.status.roundOver
                                ? qsTr("Racks are hidden while another player has the turn.") : ""
                    tileWidth: scene.rackTileWidth
                    tileHeight: Math.round(scene.rackTileWidth * 4 / 3)
                }
            }

            ActionBar {
                id: actionBar

                objectName: "actionBar"
                Layout.alignment: Qt.AlignBottom
                Layout.bottomMargin: 10
                Layout.fillWidth: false
                // Wider when the buttons' words are (German "Zug beenden").
                Layout.preferredWidth: Math.max(folded ? foldedWidth : wideWidth, implicitWidth)
                // Folded where three columns would leave the rack too little
                // room for nine columns of tiles of the table's size (a narrow
                // window, large tiles, long words): from the window's width,
                // not the rack's tiles, so that no button moves in a game.
                folded: rackEdge.width - sortColumn.width - 2 * rackEdge.spacing - wideWidth
                        < rack.widthFor(scene.tileWidth, 9)
                game: scene.game
                onRoundEndRequested: scene.roundEndRequested()
                onEndTurnRequested: scene.askToEndTurn()
            }
        }
    }

    EndTurnDialog {
        id: endTurnDialog

        game: scene.game
    }

    // The keys' focus is never lost in the game (FocusKeeper).
    function keepFocusSoon(turnCame: bool) {
        focusKeeper.keepSoon(turnCame);
    }
    // A game dealt before the window was made (--seed, --resume): its news, said then to nobody, said now.
    Component.onCompleted: if (scene.news && scene.enabled && scene.game.news.latest !== "")
        scene.news.say(scene.game.news.latest)
    // With a screen reader on, the next AI turn waits for the news of the one before.
    Binding {
        target: scene.game.seatTurns
        property: "newsDoneAt"
        value: scene.news && SpokenWords.readerActive() ? scene.news.doneAtMs : 0
    }
    FocusKeeper {
        id: focusKeeper

        scene: scene
        rack: rack
        input: input
        game: scene.game
        news: scene.news
        passers: [sidePanelLoader, rackView]
    }

    Connections {
        target: input

        function onSaid(words: string) { scene.game.news.say(words) }
        function onTipUsed(tip: string) {
            if (scene.settings)
                scene.settings.markTipUsed(tip)
        }
    }

    TableInput {
        id: input

        objectName: "tableInput"
        anchors.fill: parent
        board: scene.game.board
        settings: scene.settings
        tableArea: tableArea
        rack: rack
        poolAnchor: header.poolItem
        seatAnchor: player => header.seatItem(player)
    }
}
