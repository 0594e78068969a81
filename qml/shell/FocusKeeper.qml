import QtQuick
import TileRummy

// The keyboard's focus never gets lost in the game (GameTable has one): when
// the item that had it is gone or hidden (a turn ended, a panel hidden, the
// start screen closed), and when the person's turn comes, the rack takes it:
// the tile that had it last, or its first, or the hidden rack itself, which
// says why. Focus in a dialog or on another screen stays there; elsewhere in
// the scene it stays too, but for the person's turn coming.
QtObject {
    id: keeper

    required property Item scene // the game's scene: what "in the game" means
    required property Item rack
    required property TableInput input
    required property GameController game
    // Items that only pass the focus on (a loader, a view): nobody's.
    property list<Item> passers

    // Keeps it once what changed has settled (the tiles shown anew).
    function keepSoon(turnCame: bool) {
        keeper.turnCameWaiting = keeper.turnCameWaiting || turnCame;
        keeper.settle.restart();
    }

    function keep(turnCame: bool) {
        if (!scene.visible || !scene.Window.active) // an inactive window's focus is nobody's
            return;
        const item = scene.Window.activeFocusItem;
        if (!keeper.lost(item) && (!keeper.holds(scene, item) || keeper.holds(rack, item) || !turnCame))
            return;
        keeper.toRack();
    }

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

        function onTurnEnded() { keeper.keepSoon(false) }
    }
    property bool turnCameWaiting: false
    readonly property Timer settle: Timer {
        interval: 0
        onTriggered: {
            keeper.keep(keeper.turnCameWaiting);
            keeper.turnCameWaiting = false;
        }
    }
}
