import QtQuick
import TileRummy

// The keyboard's focus never gets lost in the game (GameTable has one): when
// the item that had it is gone or hidden (a turn ended, a panel hidden, the
// start screen closed), and when the person's turn comes, the rack takes it:
// the tile that had it last, or its first, or the hidden rack itself, which
// says why. Focus in a dialog or on another screen stays there; elsewhere in
// the scene it stays too, but for the person's turn coming. With a screen
// reader on, the focus moves once the news of what moved it is said (a move
// playing out, then what `news` has to say: the AI's turn, a hint), not
// before; if the person moves it meanwhile, it stays where they put it.
QtObject {
    id: keeper

    required property Item scene // the game's scene: what "in the game" means
    required property Item rack
    required property TableInput input
    required property GameController game
    property Announcer news: null
    // The longest the focus waits for the news (the Announcer's longestFocusWaitMs).
    property int longestWaitMs: keeper.news ? keeper.news.longestFocusWaitMs : 0
    // Items that only pass the focus on (a loader, a view): nobody's.
    property list<Item> passers

    // Keeps it once what changed has settled (the tiles shown anew).
    function keepSoon(turnCame: bool) {
        keeper.turnCameWaiting = keeper.turnCameWaiting || turnCame;
        keeper.gameMovedWaiting = keeper.gameMovedWaiting || game.board.showingPlayOut(); // lost to a move playing out
        keeper.settle.interval = 0;
        keeper.settle.restart();
    }

    function keep(turnCame: bool) {
        if (!scene.visible || !scene.Window.active) // an inactive window's focus is nobody's
            return;
        const item = scene.Window.activeFocusItem;
        const waited = keeper.waitedFor;
        keeper.waitedFor = null;
        if (waited !== null && waited.item !== item && !keeper.lost(item))
            return; // moved by the person while the news was said
        if (!keeper.lost(item) && (!keeper.holds(scene, item) || keeper.holds(rack, item) || !turnCame))
            return;
        // The game moved it (the turn came or ended, a move played out), not the person: it waits for the news.
        const byMove = (waited !== null && waited.byMove) || game.board.animating || keeper.gameMovedWaiting;
        const wait = keeper.newsWaitMs(turnCame || byMove);
        const since = waited !== null ? waited.since : Date.now();
        if (wait > 0 && Date.now() - since < keeper.longestWaitMs) {
            keeper.waitedFor = { "item": item, "since": since, "byMove": byMove };
            keeper.turnCameWaiting = turnCame;
            keeper.settle.interval = wait;
            keeper.settle.restart();
            return;
        }
        keeper.toRack();
    }

    // How long the news of what moves the focus is yet to take (0: a reader
    // is off, or the game did not move it): a move playing out, then its words.
    function newsWaitMs(byGame: bool): int {
        if (!byGame || !SpokenWords.readerActive())
            return 0;
        if (game.board.animating)
            return 250;
        return keeper.news ? keeper.news.readerWaitMs() : 0;
    }
    property var waitedFor: null // the focus as it was when it began to wait for the news, since when, whether a move moved it

    // The rack takes it: the tile that had it last, or its first, or the rack itself.
    function toRack() {
        if (!input.keys.focusOnRack())
            rack.forceActiveFocus();
    }

    // Nobody holds it: nothing, a hidden item, the window's own items, a passer.
    function lost(item: Item): bool {
        if (!item || !item.visible || item === scene.parent || item === scene.Window.contentItem)
            return true;
        for (let i = 0; i < keeper.passers.length; ++i) {
            if (item === keeper.passers[i])
                return true;
        }
        return false;
    }

    function holds(ancestor: Item, item: Item): bool {
        for (let i = item; i; i = i.parent) {
            if (i === ancestor)
                return true;
        }
        return false;
    }

    readonly property bool personsTurn: game.status.humanTurn && !game.handOverPending
    onPersonsTurnChanged: if (keeper.personsTurn) keeper.keepSoon(true)
    readonly property Item focusNow: scene.Window.activeFocusItem
    onFocusNowChanged: if (keeper.lost(keeper.focusNow)) keeper.keepSoon(false)
    // The window active again (or first): the focus where it was, or at the rack.
    readonly property bool windowActive: scene.Window.active
    onWindowActiveChanged: if (keeper.windowActive) keeper.keepSoon(false)

    readonly property Connections turns: Connections {
        target: keeper.game

        // A turn's end moves it (the person's laid tile went to the table): after its news.
        function onTurnEnded() {
            keeper.gameMovedWaiting = true;
            keeper.keepSoon(false);
        }
    }
    property bool turnCameWaiting: false
    property bool gameMovedWaiting: false // a turn's end or a play shown moved it, not the person
    readonly property Timer settle: Timer {
        interval: 0
        onTriggered: {
            const turnCame = keeper.turnCameWaiting;
            keeper.turnCameWaiting = false;
            keeper.keep(turnCame);
            keeper.gameMovedWaiting = false;
        }
    }
}
