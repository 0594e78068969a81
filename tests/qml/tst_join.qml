import QtQuick
import QtTest
import TileRummy

// The game's window joins a table another game serves (a second game in this
// process hosts it, on loopback): from the start screen, Join a game… takes
// the address, the code and a name (a wrong code is refused in the dialog,
// the fields kept); the table shows as the host has it. The
// host's player's moves show on the joining screen as they are made, and
// their turn plays out there; the person at the joining screen drags a tile
// with the mouse and the host's table shows it, then draws, and the turn
// passes on both screens. A host that closes the table is told in words. An
// invitation (tilerummy://…) copied from the host's lobby and pasted into the
// join dialog fills it in and joins; a bad one opened from the desktop says
// why. Quitting while a friend sits at the table hosted here asks first: keep
// playing, or end the table (the friend is told).
Item {
    id: root

    width: 100
    height: 100

    property var window: null

    // The host: Ann at its screen, a seat for a friend on another machine.
    GameController {
        id: hostGame

        board.moveStepMs: 0
        seatTurns.minimumThinkMs: 0
    }

    // The window's game: the one that joins.
    GameController {
        id: game

        board.moveStepMs: 0
        seatTurns.minimumThinkMs: 0
    }

    // The clipboard, as a person's copy and paste use it.
    TextEdit {
        id: clipboard

        visible: false
        function put(text) {
            clipboard.text = text;
            clipboard.selectAll();
            clipboard.copy();
        }
        function read() {
            clipboard.text = "";
            clipboard.paste();
            return clipboard.text;
        }
    }

    SignalSpy {
        id: quitSpy

        target: root.window
        signalName: "quitting"
    }

    SceneTestCase {
        id: test

        name: "Join"
        when: windowShown
        scene: root.window ? root.window.contentItem : root

        // Dialogs are not items: look for them among the window content's data.
        function findDialog(name) {
            const children = root.window.contentItem.data;
            for (let i = 0; i < children.length; ++i) {
                if (children[i] && children[i].objectName === name)
                    return children[i];
            }
            fail("no dialog " + name);
        }

        // Types into a field as a person does: a click, the old text selected, the keys.
        function typeInto(field, text) {
            mouseClick(field);
            field.selectAll();
            for (const c of text)
                keyClick(c);
            compare(field.text, text);
        }

        function tableTileIds() {
            return findAll(scene, "tableTile", []).filter(t => t.visible).map(t => t.tileId).sort((a, b) => a - b);
        }

        function initTestCase() {
            testSettings.resetToDefaults();
            testSettings.animationSpeed = 0;
            testSettings.soundEnabled = false;
            const component = Qt.createComponent("qrc:/qt/qml/TileRummy/Main.qml");
            compare(component.status, Component.Ready, component.errorString());
            root.window = component.createObject(null, {
                "game": game,
                "settings": testSettings,
                "screen": WindowScreen.Start
            });
            verify(root.window !== null);
            root.window.requestActivate();
            waitForRendering(root.window.contentItem);
        }

        function cleanupTestCase() {
            if (root.window)
                root.window.destroy();
        }

        // Before the deal: the seats and the rules, as the host set them.
        function test_0_seatsAndRulesBeforeTheDeal() {
            compare(hostGame.newMatch({
                "players": [{ "seat": SeatKind.Person, "name": "Ann" }, { "seat": SeatKind.Remote, "name": "" },
                            { "seat": SeatKind.Remote, "name": "" }],
                "turnSeconds": 60,
                "seed": "4"
            }), "");
            root.window.showScreen(WindowScreen.Game);
            compare(game.joinedTable.join({ "address": "127.0.0.1:" + hostGame.host.port, "code": hostGame.host.code,
                                     "name": "Bea", "fingerprint": hostGame.host.fingerprint }), "");
            tryCompare(game.joinedTable.guest, "phase", TableGuest.Seated, 5000);
            const cover = find("guestCover");
            verify(cover.visible);
            compare(findChild(cover, "guestCoverTitle").text, "Waiting for the game to begin");
            const rules = findChild(cover, "guestCoverRules");
            verify(rules.visible);
            verify(rules.text.indexOf("opening 30 points") >= 0 && rules.text.indexOf("60 s a turn") >= 0, rules.text);
            compare(game.joinedTable.guest.seats.length, 3);
            compare(game.joinedTable.guest.seats[0].name, "Ann");
            compare(game.joinedTable.guest.seats[1].name, "Bea");
            verify(!game.joinedTable.guest.seats[2].taken);
            verify(!game.board.canAct);
            // Leaving before the deal frees the seat.
            settle();
            mouseClick(findChild(cover, "guestLeaveButton"));
            tryVerify(() => !game.joinedTable.guest.active, 3000);
            tryVerify(() => !hostGame.host.seats[1].taken, 3000);
            root.window.showScreen(WindowScreen.Start);
        }

        function test_1_joinFollowAndPlay() {
            // Seed 4: Ann moves first, and has an opening play.
            compare(hostGame.newMatch({
                "players": [{ "seat": SeatKind.Person, "name": "Ann" }, { "seat": SeatKind.Remote, "name": "" }],
                "seed": "4"
            }), "");
            verify(hostGame.host.waiting);

            // The start screen's Join a game…: the address, the code, a name.
            mouseClick(find("joinGameButton"));
            const dialog = findDialog("joinDialog");
            tryVerify(() => dialog.opened, 3000);
            typeInto(findChild(dialog, "joinAddressField"), "127.0.0.1:" + hostGame.host.port);
            typeInto(findChild(dialog, "joinNameField"), "Bea");
            // A wrong code: the host's refusal shows in the dialog, its fields
            // kept, the start screen behind it, no game dealt.
            typeInto(findChild(dialog, "joinCodeField"), "WRONGONE");
            const turnsBefore = game.status.turnNumber;
            // Typed without the invitation, the table's certificate is its
            // host's own: the dialog gives the start of its fingerprint to
            // check with the host, who shows it beside the code; then it is trusted.
            mouseClick(findChild(dialog, "joinButton"));
            tryVerify(() => findChild(dialog, "joinErrorText").visible, 5000, "the certificate is asked about");
            const asked = findChild(dialog, "joinErrorText").text;
            verify(asked.indexOf(hostGame.host.fingerprintStart) >= 0, asked);
            verify(hostGame.host.fingerprintStart.length === 23, hostGame.host.fingerprintStart);
            compare(findChild(dialog, "joinFingerprintField").text, hostGame.host.fingerprint);
            compare(findChild(dialog, "joinButton").text, "Trust and join");
            compare(game.joinedTable.guest.phase, TableGuest.Idle);
            verify(hostGame.host.waiting, "nobody was seated");
            mouseClick(findChild(dialog, "joinButton"));
            tryVerify(() => findChild(dialog, "joinErrorText").visible, 5000, "the refusal shows");
            verify(findChild(dialog, "joinErrorText").text.indexOf("code") >= 0, findChild(dialog, "joinErrorText").text);
            verify(dialog.visible);
            compare(root.window.screen, WindowScreen.Start);
            compare(game.joinedTable.guest.phase, TableGuest.Idle);
            verify(!find("guestCover").visible);
            compare(game.status.turnNumber, turnsBefore);
            compare(findChild(dialog, "joinNameField").text, "Bea");
            compare(findChild(dialog, "joinAddressField").text, "127.0.0.1:" + hostGame.host.port);
            compare(findChild(dialog, "joinButton").text, "Try again");
            typeInto(findChild(dialog, "joinCodeField"), hostGame.host.code);
            mouseClick(findChild(dialog, "joinButton"));
            tryVerify(() => !dialog.visible, 3000);
            compare(root.window.screen, WindowScreen.Game);
            tryVerify(() => game.joinedTable.joined, 10000, "the host dealt");
            tryVerify(() => !hostGame.host.waiting, 3000);
            compare(game.names, ["Ann", "Bea"]);
            compare(hostGame.names[1], "Bea");
            verify(!find("guestCover").visible);
            compare(testSettings.joinName, "Bea"); // for next time

            // Ann's hint is hers alone: nothing of it reaches Bea's screen. Kept,
            // it is Ann's table, and shows there as she has it.
            tryVerify(() => hostGame.board.canAct, 3000);
            verify(!game.board.canAct);
            verify(hostGame.hint.request());
            tryVerify(() => !hostGame.hint.busy && hostGame.hint.pending, 10000, "Ann has an opening play");
            tryVerify(() => !hostGame.board.animating, 5000);
            settle();
            compare(tableTileIds().length, 0, "the hint was sent");
            verify(hostGame.hint.apply());
            tryVerify(() => tableTileIds().length === hostGame.board.table.tileCount, 5000, "the play shows once kept");
            verify(hostGame.endTurn());
            tryVerify(() => game.board.canAct, 10000, "Bea's turn");
            settle();
            const laid = tableTileIds();
            verify(laid.length >= 3);
            compare(laid.length, hostGame.board.table.tileCount);
            compare(game.board.table.count, hostGame.board.table.count);
            compare(game.status.poolCount, hostGame.status.poolCount);

            // Bea drags a tile of her rack onto the felt: Ann's table shows it.
            const felt = find("tableArea");
            const tile = rackTiles()[0];
            const id = tile.tileId;
            drag(tile, felt.mapToItem(scene, felt.width * 0.7, felt.height * 0.8));
            compare(game.board.setOfTile(id) >= 0, true);
            tryVerify(() => hostGame.board.setOfTile(id) >= 0, 5000, "the tile reached the host's table");
            compare(hostGame.board.table.tileCount, laid.length + 1);

            // She draws: the tile goes back, on both screens, and the turn is Ann's.
            mouseClick(find("drawButton"));
            tryVerify(() => hostGame.board.canAct, 5000);
            tryVerify(() => !game.board.canAct && game.board.currentPlayer === 0, 5000);
            compare(hostGame.board.setOfTile(id), -1);
            compare(game.board.setOfTile(id), -1);
            compare(game.scoreboard.rackSizes[1], 15);
        }

        function test_2_aHostThatClosesIsToldInWords() {
            verify(game.joinedTable.joined);
            // Ann starts a game of her own: Bea's screen says so.
            compare(hostGame.newMatch({
                "players": [{ "seat": SeatKind.Person, "name": "Ann" }, { "seat": SeatKind.Standard, "name": "" }],
                "seed": "5"
            }), "");
            const cover = find("guestCover");
            tryVerify(() => cover.visible, 5000);
            compare(findChild(cover, "guestCoverTitle").text, "You are no longer at the table");
            verify(findChild(cover, "guestCoverStatus").text.indexOf("closed") >= 0);
            verify(!game.board.canAct);
            // Play here: a game of this screen again.
            const leave = findChild(cover, "guestLeaveButton");
            verify(leave.visible && leave.enabled, "Play here shows");
            settle();
            mouseClick(leave);
            tryVerify(() => !cover.visible, 3000);
            verify(!game.joinedTable.joined);
            tryVerify(() => game.board.canAct || game.seatTurns.thinking, 5000);
        }

        function test_3_anInvitationIsCopiedPastedAndJoined() {
            // The window's game hosts: its lobby offers an invitation to copy.
            root.window.showScreen(WindowScreen.Game);
            compare(game.newMatch({
                "players": [{ "seat": SeatKind.Person, "name": "Cy" }, { "seat": SeatKind.Remote, "name": "" }],
                "seed": "4"
            }), "");
            const lobby = find("hostLobby");
            tryVerify(() => lobby.visible, 3000);
            const shown = findChild(lobby, "hostLobbyInvite0");
            verify(shown.text.startsWith("tilerummy://")
                   && shown.text.endsWith("/" + game.host.code + "?fingerprint=" + game.host.fingerprint), shown.text);
            // Beside the code, the start of the fingerprint, to check by voice.
            const fingerprint = findChild(lobby, "hostLobbyFingerprint");
            verify(fingerprint.visible);
            verify(fingerprint.text.indexOf(game.host.fingerprintStart) >= 0, fingerprint.text);
            clipboard.put("");
            const copy = findChild(lobby, "hostLobbyCopyInvite0");
            mouseClick(copy);
            compare(clipboard.read(), shown.text);
            compare(copy.text, "Copied");
            compare(game.newMatch({
                "players": [{ "seat": SeatKind.Person, "name": "Cy" }, { "seat": SeatKind.Standard, "name": "" }],
                "seed": "4"
            }), "");
            verify(!game.host.open);

            // Ann hosts; her invitation (on loopback here) pasted into the join dialog.
            compare(hostGame.newMatch({
                "players": [{ "seat": SeatKind.Person, "name": "Ann" }, { "seat": SeatKind.Remote, "name": "" }],
                "seed": "4"
            }), "");
            root.window.showScreen(WindowScreen.Start);
            mouseClick(find("joinGameButton"));
            const dialog = findDialog("joinDialog");
            tryVerify(() => dialog.opened, 3000);
            const address = findChild(dialog, "joinAddressField");
            clipboard.put("tilerummy://127.0.0.1:" + hostGame.host.port + "/" + hostGame.host.code.toLowerCase()
                          + "?fingerprint=" + hostGame.host.fingerprint);
            mouseClick(address);
            address.selectAll();
            keySequence(StandardKey.Paste);
            compare(address.text, "wss://127.0.0.1:" + hostGame.host.port, "the invitation's table");
            compare(findChild(dialog, "joinCodeField").text, hostGame.host.code);
            compare(findChild(dialog, "joinFingerprintField").text, hostGame.host.fingerprint);
            compare(findChild(dialog, "joinButton").text, "Join", "the invitation's certificate is trusted");
            compare(findChild(dialog, "joinErrorText").text, "");
            typeInto(findChild(dialog, "joinNameField"), "Bea");
            mouseClick(findChild(dialog, "joinButton"));
            tryVerify(() => !dialog.visible, 3000);
            tryVerify(() => game.joinedTable.joined, 10000, "joined by the invitation");
            compare(game.names, ["Ann", "Bea"]);
            game.leaveTable();
            tryVerify(() => !game.joinedTable.guest.active, 3000);

            // A bad invitation the desktop opens the game with: the dialog says why.
            root.window.showScreen(WindowScreen.Start);
            root.window.openInvite("tilerummy://127.0.0.1:" + hostGame.host.port + "/");
            tryVerify(() => dialog.opened, 3000);
            const said = findChild(dialog, "joinErrorText").text;
            verify(said.indexOf("no table code") >= 0, said);
            compare(game.joinedTable.guest.phase, TableGuest.Idle);
            dialog.close();
            tryVerify(() => !dialog.visible, 3000);
        }

        function test_4_quittingWithAFriendAtTheTableAsks() {
            root.window.quits = false;
            root.window.showScreen(WindowScreen.Game);
            compare(game.newMatch({
                "players": [{ "seat": SeatKind.Person, "name": "Cy" }, { "seat": SeatKind.Remote, "name": "" }],
                "seed": "4"
            }), "");
            verify(game.host.open);
            // A table with friends keeps its deal's seed secret, on the host's screen too.
            compare(findChild(root.window, "seedLabel").text, "Round 1");
            compare(game.host.quitQuestion, "", "nobody is seated yet");
            compare(hostGame.joinedTable.join({ "address": "127.0.0.1:" + game.host.port, "code": game.host.code,
                                                "name": "Ann", "fingerprint": game.host.fingerprint }), "");
            tryVerify(() => game.host.friendsSeated.length === 1, 10000, "Ann sits at Cy's table");
            verify(game.host.quitQuestion.startsWith("Ann is playing at your table."), game.host.quitQuestion);
            quitSpy.clear();
            root.window.quitAndSave();
            const dialog = findChild(root.window, "quitHostedDialog");
            verify(dialog, "no dialog quitHostedDialog");
            tryVerify(() => dialog.opened, 3000);
            compare(findChild(dialog, "quitHostedQuestion").text, game.host.quitQuestion);
            // Keep playing: nothing changes.
            mouseClick(findChild(dialog, "keepHostingButton"));
            tryVerify(() => !dialog.visible, 3000);
            compare(quitSpy.count, 0);
            verify(game.host.open);
            compare(game.host.friendsSeated, ["Ann"]);
            // Asked again: the table ends, Ann is told, the window quits.
            root.window.quitAndSave();
            tryVerify(() => dialog.opened, 3000);
            mouseClick(findChild(dialog, "endTableButton"));
            compare(quitSpy.count, 1);
            verify(!game.host.open);
            tryVerify(() => hostGame.joinedTable.guest.phase === TableGuest.Left, 5000, "Ann is told");
            verify(hostGame.joinedTable.guest.problem.indexOf("closed") >= 0, hostGame.joinedTable.guest.problem);
            hostGame.joinedTable.leave();
            root.window.quits = true;
            tryVerify(() => !dialog.visible, 3000);
        }
    }
}
