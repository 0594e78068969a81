import QtQuick
import QtTest
import TileRummy

// The hand-over between two people at one screen (HandOverScreen over the
// game's window): only its button, Enter or Space shows the next person's
// rack, and only once the cover has shown for a moment. A click beside the
// button, the second click of a double click on Draw, a key pressed as the
// cover comes: none shows the rack of the person who is not yet seated. A
// notice of the window lies below the cover's card.
Item {
    id: root

    width: 100
    height: 100

    property var window: null

    GameController {
        id: game

        board.moveStepMs: 0
        seatTurns.minimumThinkMs: 0
    }

    SceneTestCase {
        id: test

        name: "HandOver"
        when: windowShown
        scene: root.window ? root.window.contentItem : root

        function initTestCase() {
            testSettings.resetToDefaults();
            testSettings.animationSpeed = 0;
            testSettings.soundEnabled = false;
            const component = Qt.createComponent("qrc:/qt/qml/TileRummy/Main.qml");
            compare(component.status, Component.Ready, component.errorString());
            root.window = component.createObject(null, {
                "game": game,
                "settings": testSettings,
                "screen": WindowScreen.Game
            });
            verify(root.window !== null);
            waitForRendering(root.window.contentItem);
        }

        function cleanupTestCase() {
            if (root.window)
                root.window.destroy();
        }

        function newHotSeat() {
            root.window.showScreen(WindowScreen.Game);
            compare(game.newMatch({
                "players": [{ "seat": SeatKind.Person, "name": "Ann" }, { "seat": SeatKind.Person, "name": "Ben" }],
                "seed": "3"
            }), "");
            settle();
            verify(game.handOverPending);
            return find("handOverScreen");
        }

        // Seated once the cover has shown for its moment.
        function seat(cover) {
            tryVerify(() => cover.armed, cover.armMs + 2000);
            mouseClick(find("handOverReadyButton"));
            verify(!game.handOverPending, "the button shows the rack once armed");
            tryVerify(() => game.board.canAct, 5000);
        }

        function test_1_aClickBesideTheButtonShowsNoRack() {
            const cover = newHotSeat();
            tryVerify(() => cover.armed, cover.armMs + 2000);
            for (const p of [Qt.point(20, 20), Qt.point(cover.width - 30, 30), Qt.point(cover.width / 2, cover.height - 20),
                             Qt.point(cover.width - 20, cover.height - 20)]) {
                mouseClick(cover, p.x, p.y);
                verify(game.handOverPending, "a click at " + p + " showed the rack");
            }
            mouseDoubleClickSequence(cover, 20, cover.height / 2);
            verify(game.handOverPending, "a double click beside the button showed the rack");
            seat(cover);
        }

        function test_2_theCoverTakesNoAnswerAtOnce() {
            const cover = newHotSeat();
            seat(cover);
            verify(game.drawTile());
            verify(game.handOverPending);
            settle();
            verify(!cover.armed);
            // The button, Enter and Space as the cover comes: Ann is still at the screen.
            mouseClick(find("handOverReadyButton"));
            verify(game.handOverPending, "the button took a click at once");
            keyClick(Qt.Key_Return);
            keyClick(Qt.Key_Space);
            verify(game.handOverPending, "a key showed the rack at once");
            tryVerify(() => cover.armed, cover.armMs + 2000);
            keyClick(Qt.Key_Return);
            verify(!game.handOverPending, "Enter shows Ben's rack once armed");
        }

        // Ann draws with a double click (one click too many): the second
        // lands on the cover that the first brought, and Ben's rack stays hidden.
        function test_3_aDoubleClickOnDrawShowsNoRack() {
            const cover = newHotSeat();
            seat(cover);
            const ann = game.board.currentPlayer;
            const draw = find("drawButton");
            mouseDoubleClickSequence(draw);
            verify(game.board.currentPlayer !== ann, "the first click drew");
            verify(game.handOverPending, "the second click showed Ben's rack");
            compare(game.board.rackPlayer, -1, "no rack is shown");
            seat(cover);
        }

        // A notice of the window (Ctrl+S's "Game saved.") shows below the
        // cover's card, not over the card's news of the turns.
        function test_4_aNoticeLiesBelowTheCard() {
            const cover = newHotSeat();
            const toast = find("toast");
            toast.show("Game saved.");
            tryVerify(() => toast.opacity > 0.99, 3000);
            const card = find("handOverCard");
            const cardFoot = card.mapToItem(root.window.contentItem, 0, card.height).y;
            const toastTop = toast.mapToItem(root.window.contentItem, 0, 0).y;
            verify(toastTop >= cardFoot, "the notice (from " + toastTop + ") lies over the card (to " + cardFoot + ")");
            verify(toastTop + toast.height <= root.window.contentItem.height, "the notice is in the window");
            toast.clear();
            seat(cover);
        }
    }
}
