import QtQuick
import QtQuick.Controls
import QtQuick.Dialogs
import TileRummy

// The game window. main.cpp (or a test) hands it the GameController and the
// settings. Every action has a key: see the shortcuts below.
// No `pragma ComponentBehavior: Bound`: GameTable's Loader makes the side panel's
// Component, and Qt 6.4 refuses a bound component outside its creation context.
ApplicationWindow {
    id: window

    required property GameController game
    required property AppSettings settings
    // What the window shows: the first screen, the game, the course (the
    // tutorial's lessons) or the tutorial's board (a lesson or a puzzle).
    property int screen: WindowScreen.Game
    readonly property alias tutorialController: tutorial
    readonly property alias reviewBoard: review
    readonly property alias playedGames: played
    // The board the keys move tiles on.
    readonly property TurnBoard board: screen === WindowScreen.Tutorial ? tutorial : screen === WindowScreen.Review ? review.board : game.board
    readonly property var input: screen === WindowScreen.Tutorial ? tutorialScene.input
                                 : screen === WindowScreen.Review ? reviewScene.input : table.input
    // Where the review's Back goes (the screen it was opened from).
    property int reviewReturn: WindowScreen.Game

    // An invitation to a table the game was opened with (a tilerummy:// link the desktop
    // gave it: main.cpp), or given while it runs (macOS's "open URL"): the join dialog, filled.
    property string invite: ""
    property InviteEvents invites: null
    function openInvite(link: string) {
        joinDialog.openWith(link);
    }
    Component.onCompleted: if (invite !== "")
        openInvite(invite)
    Connections {
        target: window.invites
        function onOpened(link: string) {
            window.openInvite(link);
        }
    }

    function showScreen(shown: int) { // a WindowScreen
        if (shown !== WindowScreen.Tutorial)
            tutorial.close();
        window.screen = shown;
    }
    function openLesson(index: int) {
        if (tutorial.openLesson(index))
            window.screen = WindowScreen.Tutorial;
    }
    // A game opened for review ("" from GameReview.open*), or why it could not be.
    function openReview(error: string, from: int) {
        if (error !== "") {
            toast.show(qsTr("Could not review the game: %1").arg(error));
            return;
        }
        window.reviewReturn = from;
        window.screen = WindowScreen.Review;
        // The keys go to the review (its Left and Right), never to what lies behind it.
        reviewScene.forceActiveFocus();
    }
    // A turn of the game on the table played again in the review (from its log).
    function replayTurn(round: int, turn: int) {
        const error = window.game.saves.openInReview(review);
        if (error === "")
            review.goTo(round, turn);
        window.openReview(error, WindowScreen.Game);
    }
    function leaveReview() {
        window.showScreen(window.reviewReturn);
        // Back at a round that is over: its end, with the way on.
        if (window.screen === WindowScreen.Game && window.game.status.roundOver)
            roundEndScreen.show();
    }
    function openPuzzles() {
        window.screen = WindowScreen.Tutorial;
        tutorial.newPuzzle(window.settings.puzzleLevel);
    }

    width: 1360
    height: 860
    minimumWidth: 800
    minimumHeight: 600
    visible: true
    title: qsTr("Tile Rummy")
    color: Theme.woodDark
    // Right to left in Hebrew: the header, panels, buttons and dialogs are
    // mirrored; the table and the racks are not (tiles read left to right).
    // (qmllint types Qt.application as QQmlApplication; it is a QQuickApplication.)
    // qmllint disable
    LayoutMirroring.enabled: Qt.application.layoutDirection === Qt.RightToLeft
    // qmllint enable
    LayoutMirroring.childrenInherit: true
    // A game is under way on the table: a turn has been played, or a round
    // before this one, and the match is not over (a new game asks first).
    readonly property bool gameUnderWay: (window.game.status.turnNumber > 0 || window.game.scoreboard.roundNumber > 1)
                                         && !window.game.scoreboard.matchOver
    readonly property bool dialogOpen: newGameDialog.visible || leaveGameDialog.visible || settingsDialog.visible || aboutDialog.visible
                                       || saveDialog.visible || openDialog.visible

    // The game waits while the window shows something else or a dialog is open.
    Binding {
        target: window.game
        property: "paused"
        value: window.screen !== WindowScreen.Game || window.dialogOpen
    }

    // (It takes the pace of "show me" from the settings.)
    TutorialController {
        id: tutorial

        settings: window.settings
    }

    // A game reviewed turn by turn (its turns play out at the game's pace).
    GameReview {
        id: review
    }
    // The pace, the hints, a friend's grace, as the settings say.
    SettingsApplied {
        game: window.game
        settings: window.settings
        review: review
    }
    // The games finished here and their statistics.
    PlayedGames {
        id: played

        folder: window.game.saves.historyFolder
    }

    GameTable {
        id: table

        objectName: "gameTable"
        anchors.fill: parent
        windowNoticeHeight: toast.visible && toast.overGame ? toast.height : 0
        visible: window.screen === WindowScreen.Game || window.screen === WindowScreen.Start
        enabled: window.screen === WindowScreen.Game // under the start screen nothing of it takes the focus
        game: window.game
        settings: window.settings
        news: announcer
        onNewGameRequested: window.openNewGame()
        onSaveRequested: saveDialog.start()
        onOpenRequested: openDialog.open()
        onSettingsRequested: window.openSettings()
        onMenuRequested: window.showScreen(WindowScreen.Start)
        onRoundEndRequested: roundEndScreen.show()
        sidePanel: Component {
            SidePanel {
                scoreboard: window.game.scoreboard // qmllint disable unqualified
                log: window.game.log // qmllint disable unqualified
                clocks: window.game.clock.seats // qmllint disable unqualified
                canReview: !window.game.joinedTable.joined // qmllint disable unqualified
                host: window.game.host // qmllint disable unqualified
                guest: window.game.joinedTable.guest // qmllint disable unqualified
                chat: notices.chat // qmllint disable unqualified
                onReplayRequested: (round, turn) => window.replayTurn(round, turn) // qmllint disable unqualified
            }
        }
    }

    Toast {
        id: toast

        objectName: "toast"
        z: 200
        anchors.horizontalCenter: parent.horizontalCenter
        // Below a cover's card when one shows (its buttons stay clear); over
        // the game in the lane kept for it between the felt and the rack
        // (GameTable.windowNoticeHeight); elsewhere above where the rack lies.
        readonly property real coverBottom: guestCover.visible ? guestCover.y + guestCover.cardBottom
                                            : hostLobby.visible ? hostLobby.y + hostLobby.cardBottom
                                            : handOverScreen.visible ? handOverScreen.y + handOverScreen.cardBottom : -1
        readonly property bool overGame: window.screen === WindowScreen.Game && coverBottom < 0
        y: coverBottom >= 0 ? Math.min(parent.height - height - 8, coverBottom + 12)
                            : overGame ? table.noticeBottom - height : parent.height - 330
        width: Math.min(560, parent.width - 40)

        // At one screen with others: a notice of one person's turn (a hint's
        // "no opening yet" tells of their rack) goes before the next sits down.
        readonly property bool handingOver: window.game.handOverPending
        onHandingOverChanged: if (toast.handingOver) toast.clear()
        onShown: message => window.game.news.say(message)
    }

    // A reader hears where the focus is when the window becomes active (Qt tells it only when the focus moves).
    onActiveChanged: if (window.active) focusTold.restart()
    Timer {
        id: focusTold

        interval: 200
        onTriggered: SpokenWords.tellFocus(window.activeFocusItem)
    }

    Announcer { id: announcer } // what happens away from the focus, said to a screen reader once
    Connections {
        target: window.game.news
        function onSaid(words: string) { announcer.say(words) }
    }
    // What a key did or why it did nothing, the game's state asked for: said at once, tiles in words.
    // Returns how long what would speak over it waits (Announcer.readerWaitMs).
    function sayNow(words: string): int {
        announcer.sayNow(SpokenWords.tiles(words));
        return announcer.readerWaitMs();
    }

    NewGameDialog {
        id: newGameDialog

        objectName: "newGameDialog"
        settings: window.settings
        tableSeed: window.game.scoreboard.seed
        // Over a game under way, the person is asked first (LeaveGameDialog).
        onStartRequested: setup => {
            if (window.gameUnderWay)
                leaveGameDialog.ask(setup);
            else
                answer(setup, window.game.newMatch(setup));
        }
        // Opened over another screen (the start screen, a lesson): the game
        // shows once dealt; cancelled, the window stays where it was.
        onStarted: window.showScreen(WindowScreen.Game)
    }

    LeaveGameDialog {
        id: leaveGameDialog

        onConfirmed: setup => newGameDialog.answer(setup, window.game.newMatch(setup))
    }

    JoinDialog {
        id: joinDialog

        objectName: "joinDialog"
        table: window.game.joinedTable
        settings: window.settings
        // The game's screen shows the table being joined (its cover says how it goes).
        onJoined: window.showScreen(WindowScreen.Game)
    }

    SettingsDialog {
        id: settingsDialog

        objectName: "settingsDialog"
        settings: window.settings
        onAboutRequested: aboutDialog.open()
    }

    AboutDialog {
        id: aboutDialog
    }

    RoundEndScreen {
        id: roundEndScreen

        objectName: "roundEndScreen"
        news: announcer
        scoreboard: window.game.scoreboard
        game: window.game
        // After the moment of a person's going out (GameTable.celebrating).
        roundOver: window.game.scoreboard.roundSummary.over && !table.celebrating
        joined: window.game.joinedTable.joined
        dealCheck: joined ? window.game.joinedTable.dealCheck.words : window.game.host.dealWords
        ratingNews: onlinePlay.lobby.tableResult
        fromLobby: onlinePlay.lobby.atLobbyTable
        onLobbyRequested: window.showScreen(WindowScreen.Online)
        onNextRoundRequested: window.game.nextRound()
        tileScale: window.settings.tileScale
        onNewGameRequested: window.openNewGame()
        onReviewRequested: window.openReview(window.game.saves.openInReview(review), WindowScreen.Game)
    }

    ResumeDialog {
        objectName: "resumeDialog"
        saves: window.game.saves
        // A saved game resumed from the first screen is played at once (also one left in its first turn).
        onResumed: window.showScreen(WindowScreen.Game)
        // A game asked for on the command line: the last one was kept, not asked about.
        Component.onCompleted: {
            if (window.game.saves.keptAside !== "")
                toast.show(window.game.saves.keptAside);
        }
    }

    // Sound, while it is on. Without Qt Multimedia the game stays silent.
    Loader {
        id: sounds

        active: window.settings.soundEnabled
        source: Qt.resolvedUrl("SoundBoard.qml")
        onStatusChanged: if (status === Loader.Error)
            console.warn("Tile Rummy: no sound (Qt Multimedia's QML module is missing)")
        onLoaded: item.game = window.game
    }

    // The host's table waits for friends on other machines.
    HostLobby {
        id: hostLobby

        objectName: "hostLobby"
        // Below the header: its buttons (a new game, settings, the menu) stay at hand.
        anchors.fill: parent
        anchors.topMargin: table.header.height
        enabled: window.screen === WindowScreen.Game
        host: window.game.host
        onNewGameRequested: window.openNewGame()
    }

    // A table of another machine being joined, or lost, or left.
    GuestCover {
        id: guestCover

        objectName: "guestCover"
        anchors.fill: parent
        anchors.topMargin: table.header.height
        enabled: window.screen === WindowScreen.Game
        guest: window.game.joinedTable.guest
        onNewGameRequested: window.openNewGame()
        onLeaveRequested: window.game.leaveTable()
    }

    // Friends joining, dropping, coming back, a seat taken over: in words.
    TableNotices {
        id: notices

        game: window.game
        toast: toast
    }

    // Between two people at one screen: nobody sees the next rack too early.
    HandOverScreen {
        id: handOverScreen

        objectName: "handOverScreen"
        anchors.fill: parent
        enabled: window.screen === WindowScreen.Game
        pending: window.game.handOverPending
        nextName: window.game.names[window.game.board.currentPlayer] ?? ""
        logLines: window.game.log.lines
        onConfirmed: window.game.confirmHandOver()
    }

    // The tutorial and the first screen lie over the game (and its hand-over
    // cover). The tutorial's screens are made when first needed, not at start.
    property bool tutorialSceneMade: false
    onScreenChanged: {
        if (screen === WindowScreen.Tutorial)
            tutorialSceneMade = true;
        // Back at the game (from the start screen, a review, the tutorial):
        // the keys are at the rack, unless something on the table holds them.
        if (screen === WindowScreen.Game)
            table.keepFocusSoon(false);
    }

    Loader {
        id: tutorialScene

        readonly property var input: item ? (item as TutorialScene).input : null

        anchors.fill: parent
        z: 110
        active: window.tutorialSceneMade
        visible: window.screen === WindowScreen.Tutorial
        sourceComponent: TutorialScene {
            tutorial: window.tutorialController // qmllint disable unqualified
            settings: window.settings // qmllint disable unqualified
            news: announcer // qmllint disable unqualified
            onCourseRequested: window.showScreen(WindowScreen.Course) // qmllint disable unqualified
            onStartRequested: window.showScreen(WindowScreen.Start) // qmllint disable unqualified
        }
    }

    Loader {
        anchors.fill: parent
        z: 110
        active: window.screen === WindowScreen.Course
        sourceComponent: CourseScreen {
            tutorial: window.tutorialController // qmllint disable unqualified
            onBackRequested: window.showScreen(WindowScreen.Start) // qmllint disable unqualified
            onLessonRequested: index => window.openLesson(index) // qmllint disable unqualified
            onPuzzlesRequested: window.openPuzzles() // qmllint disable unqualified
        }
    }

    Loader {
        id: reviewScene

        readonly property var input: item ? (item as ReviewScreen).input : null

        anchors.fill: parent
        z: 110
        focus: active
        active: window.screen === WindowScreen.Review
        sourceComponent: ReviewScreen {
            review: window.reviewBoard // qmllint disable unqualified
            settings: window.settings // qmllint disable unqualified
            onBackRequested: window.leaveReview() // qmllint disable unqualified
            onSaid: words => window.sayNow(words) // qmllint disable unqualified
        }
    }

    Loader {
        anchors.fill: parent
        z: 110
        active: window.screen === WindowScreen.Games
        sourceComponent: GamesScreen {
            played: window.playedGames // qmllint disable unqualified
            onBackRequested: window.showScreen(WindowScreen.Start) // qmllint disable unqualified
            onReviewRequested: file => window.openReview(window.reviewBoard.openFile(file), WindowScreen.Games) // qmllint disable unqualified
            onPlayAgainRequested: setup => window.playDealAgain(setup) // qmllint disable unqualified
        }
    }

    // "Play online": the lobby's connection, kept whichever screen shows.
    OnlinePlay {
        id: onlinePlay
        anchors.fill: parent
        z: 110
        shown: window.screen === WindowScreen.Online
        game: window.game
        settings: window.settings
        toast: toast
        onBackRequested: window.showScreen(WindowScreen.Start)
        onGameRequested: window.showScreen(WindowScreen.Game)
    }

    StartScreen {
        id: startScreen

        anchors.fill: parent
        z: 110
        visible: window.screen === WindowScreen.Start
        settings: window.settings
        lessonsDone: tutorial.lessonsDone
        lessonCount: tutorial.lessonCount
        gameUnderWay: !window.game.status.roundOver
        // The game on the table so far (a joined table's is the host's).
        canReviewGame: !window.game.joinedTable.joined && (window.game.status.turnNumber > 0 || window.game.scoreboard.roundNumber > 1 || window.game.status.roundOver)
        onPlayRequested: {
            window.showScreen(WindowScreen.Game);
            if (window.game.status.roundOver)
                window.openNewGame();
        }
        onNewGameRequested: window.openNewGame()
        onJoinRequested: joinDialog.open()
        onOnlineRequested: window.showScreen(WindowScreen.Online)
        rejoinTitle: window.game.joinedTable.rejoinOffered ? window.game.joinedTable.rejoinTitle : ""
        rejoinDetail: window.game.joinedTable.rejoinDetail
        // The seat is taken back from here: the game's screen once the host seats
        // this game again; if it does not, why, here (nothing is dealt behind it).
        onRejoinRequested: {
            startScreen.rejoinProblem = window.game.joinedTable.rejoin();
            startScreen.rejoining = startScreen.rejoinProblem === "";
        }
        onRejoinForgotten: {
            startScreen.rejoinProblem = "";
            window.game.joinedTable.forgetRejoin();
        }

        // The host's answer (a refused table is left by then; the seat stays
        // offered when it may be taken back later).
        Connections {
            target: window.game.joinedTable
            enabled: startScreen.rejoining
            function onSeatTaken() {
                startScreen.rejoining = false;
                window.showScreen(WindowScreen.Game);
            }
            function onJoinRefused(why: string) {
                startScreen.rejoining = false;
                startScreen.rejoinProblem = why;
            }
        }
        onTutorialRequested: window.showScreen(WindowScreen.Course)
        onPuzzlesRequested: window.openPuzzles()
        onReviewGameRequested: window.openReview(window.game.saves.openInReview(review), WindowScreen.Start)
        onGamesRequested: window.showScreen(WindowScreen.Games)
        onSettingsRequested: window.openSettings()
        onAboutRequested: aboutDialog.open()
        onQuitRequested: window.quitAndSave()
    }

    function openNewGame() {
        newGameDialog.openWith(window.game.scoreboard.setup, false);
    }

    // A past game's deal, seats and rules in the new game dialog.
    function playDealAgain(setup: var) {
        if (!setup || !setup.players) {
            toast.show(qsTr("This game's file could not be read."));
            return;
        }
        newGameDialog.openWith(setup, true);
    }

    function openSettings() {
        settingsDialog.open();
    }

    // Quits, the game kept; asks first while friends are seated (WindowQuit).
    WindowQuit {
        id: windowQuit

        game: window.game
        onQuitting: window.quitting()
    }
    property alias quits: windowQuit.quits
    signal quitting()
    function quitAndSave() {
        windowQuit.ask();
    }
    onClosing: close => close.accepted = windowQuit.mayClose()

    SaveGameDialog {
        id: saveDialog

        objectName: "saveDialog"
        settings: window.settings
        overlay: window.Overlay.overlay
        onAccepted: {
            if (window.game.saves.saveToFile(String(selectedFile)))
                toast.show(qsTr("Game saved."));
        }
    }

    FileDialog {
        id: openDialog

        objectName: "openDialog"
        title: qsTr("Open a saved game")
        fileMode: FileDialog.OpenFile
        nameFilters: [qsTr("Tile Rummy games (*.trsave)"), qsTr("All files (*)")]
        onAccepted: {
            const error = window.game.saves.loadFromFile(String(selectedFile));
            if (error === "")
                window.showScreen(WindowScreen.Game);
            toast.show(error === "" ? qsTr("Game loaded.") : qsTr("Could not open the game: %1").arg(error));
        }
    }

    Connections {
        target: window.game.saves

        function onSaveFailed(reason: string) {
            toast.show(qsTr("The game could not be saved: %1").arg(reason));
        }
    }

    // The person's turn began with their plan laid: how it went.
    Connections {
        target: window.game

        function onPlanNews(words: string) {
            toast.show(words);
        }
    }

    Connections {
        target: window.game.hint

        function onReady(placed: list<string>) {
            if (placed.length === 0)
                toast.show(window.game.board.initialMeldDone ? qsTr("No play found for this rack: draw a tile.")
                                                       : qsTr("Your rack has no opening of %1 points yet: draw a tile.").arg(window.game.board.initialMeld));
        }

        function onTableIsBest() {
            toast.show(qsTr("Your table already is the best play: end your turn."));
        }
    }

    Connections {
        target: table.input

        function onRefused(reason: string) {
            toast.show(reason);
        }
    }

    Connections {
        target: tutorialScene.input

        function onRefused(reason: string) { toast.show(reason) }
        function onSaid(words: string) { window.sayNow(words) } // Space on a tile: "red 5 selected, 1 tile in all"
    }

    // The keys (WindowKeys.qml).
    WindowKeys {
        window: window
        tutorial: tutorial
        review: review
        table: table
        toast: toast
        saveDialog: saveDialog
        openDialog: openDialog
    }
}
