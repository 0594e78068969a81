import QtQuick
import QtQuick.Controls
import QtTest
import TileRummy

// Every dialog of the game's window (Main.qml) in every language (English,
// German, Dutch, Hebrew) at the default window size, at the smallest,
// 800x600, and at 1600x1000: the new game, the settings (a slider's fill
// right to left; a scroll bar at 800x600), about, the resume offer, save and
// open, the end of a round, and joining a table (a refusal, and the cover over
// the table when seated and once it is gone). No visible text may be cut
// short (elided) or drawn outside its dialog or the window; a failure lists
// each such text with the dialog, the language and the window size (the audit
// is FitTestCase.qml's; the screens are tst_fit.qml's).
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

    // A table for the window's game to join (test_12c).
    GameController {
        id: hostGame

        board.moveStepMs: 0
        seatTurns.minimumThinkMs: 0
    }

    FitTestCase {
        id: test

        root: root
        game: game
        name: "Fit"
        when: windowShown
        scene: root.window ? root.window.contentItem : root

        function test_08_newGameDialog() {
            root.window.showScreen(WindowScreen.Game);
            root.window.openNewGame();
            const dialog = findChild(root.window, "newGameDialog");
            tryCompare(dialog, "opened", true);
            // Every AI level at the table: each says what it does.
            dialog.openWith({
                "players": [SeatKind.Person, SeatKind.Beginner, SeatKind.Standard, SeatKind.Expert].map(seat => ({
                            "seat": seat,
                            "name": ""
                        }))
            }, false);
            compare(findAll(dialog.contentItem, "levelSummary", []).length, 3);
            dialog.matchLength = "rounds";
            // The language is changed in the settings, with this dialog closed: opened again after each change.
            const reopen = () => {
                dialog.close();
                tryCompare(dialog, "visible", false);
                dialog.open();
                tryCompare(dialog, "opened", true);
            };
            sweep("new game", reopen);
            dialog.matchLength = "target";
            dialog.errorText = "These rules cannot be played: the first meld must be worth 0 to 1000 points.";
            sweep("new game, to a score, an error", reopen);
            dialog.errorText = "";
            // A friend on another machine in the seat list, beside an AI and its summary.
            dialog.openWith({
                "players": [SeatKind.Person, SeatKind.Remote, SeatKind.Expert].map(seat => ({
                            "seat": seat,
                            "name": ""
                        }))
            }, false);
            sweep("new game, a friend on another machine", reopen);
            dialog.reject();
            tryCompare(dialog, "visible", false);
        }

        function test_08b_newGameDialogChangedWhileOpen() {
            // The language and the AI level changed with the dialog open: each
            // level's words wrap inside the seats' column, never one line across.
            root.window.showScreen(WindowScreen.Game);
            root.window.openNewGame();
            const dialog = findChild(root.window, "newGameDialog");
            tryCompare(dialog, "opened", true);
            dialog.openWith({
                "players": [SeatKind.Person, SeatKind.Beginner].map(seat => ({
                            "seat": seat,
                            "name": ""
                        }))
            }, false);
            for (const size of [sizes[2], sizes[0]]) {
                setSize(size);
                for (const language of ["en", "de", "he", "de", "he"]) {
                    setLanguage(language);
                    for (const kind of [SeatKind.Standard, SeatKind.Expert, SeatKind.Beginner]) {
                        const box = findChild(dialog.contentItem, "seatBox1");
                        box.activated(dialog.seatKinds.indexOf(kind));
                        layOut();
                        const column = findChild(dialog.contentItem, "seatsColumn");
                        const where = language + " " + size.width + "x" + size.height + " " + kind;
                        const summaries = findAll(dialog.contentItem, "levelSummary", []);
                        compare(summaries.length, 1, where);
                        const s = summaries[0];
                        verify(s.lineCount >= 2, where + ": on one line");
                        verify(s.width <= column.width + 1, where + ": " + s.width + " wider than its column " + column.width);
                        const left = s.mapToItem(dialog.contentItem, 0, 0).x;
                        verify(left >= -1 && left + s.width <= dialog.contentItem.width + 1, where + ": outside the dialog");
                    }
                }
            }
            setLanguage("en");
            setSize(sizes[0]);
            dialog.reject();
            tryCompare(dialog, "visible", false);
        }

        function test_09_settings() {
            const dialog = openPopup("settingsDialog");
            sweep("settings");
            // Right to left, a slider fills from the right up to its handle.
            for (const language of ["en", "he"]) {
                setLanguage(language);
                layOut();
                const fills = findAll(dialog.contentItem, "sliderFill", []);
                verify(fills.length >= 1, "the tile size slider");
                for (const fill of fills) {
                    const slider = fill.slider;
                    const track = fill.parent;
                    const handle = slider.handle;
                    const handleMiddle = handle.mapToItem(track, handle.width / 2, 0).x;
                    const filledEnd = language === "he" ? fill.x : fill.x + fill.width;
                    verify(Math.abs(filledEnd - handleMiddle) <= handle.width / 2 + 1,
                           language + ": the fill reaches the handle (" + filledEnd + ", handle at " + handleMiddle + ")");
                    compare(language === "he" ? fill.x + fill.width : fill.x, language === "he" ? track.width : 0,
                            language + ": the fill starts at the slider's start");
                }
            }
            // At the smallest window the settings scroll, and a scroll bar says so.
            setSize(sizes[1]);
            layOut();
            const bar = findAll(dialog.contentItem, "dialogScrollBar", [])[0];
            verify(bar !== undefined, "the settings' scroll bar");
            const flick = bar.parent;
            verify(flick.contentHeight > flick.height, "the settings scroll at 800x600");
            verify(bar.visible && bar.height > 0 && bar.opacity > 0, "the scroll bar shows while the settings scroll");
            setSize(sizes[0]);
            setLanguage("en");
            closePopup(dialog);
        }

        function test_10_about() {
            const dialog = openPopup("aboutDialog");
            sweep("about");
            closePopup(dialog);
        }

        function test_11_resume() {
            const dialog = openPopup("resumeDialog");
            sweep("resume offer");
            dialog.errorText = "The saved game is damaged: the file ends in the middle of the table.";
            sweep("resume refused");
            dialog.errorText = "";
            closePopup(dialog);
        }

        // The save and open dialogs (Qt Quick Dialogs' own file dialog here).
        function test_11b_fileDialogs() {
            root.window.showScreen(WindowScreen.Game);
            for (const name of ["saveDialog", "openDialog"]) {
                const dialog = findChild(root.window, name);
                verify(dialog, "no " + name);
                dialog.open();
                tryVerify(() => dialog.visible);
                sweep(name === "saveDialog" ? "save dialog" : "open dialog", () => {
                    if (!dialog.visible)
                        dialog.open();
                });
                // It is shown in the window (not a native dialog the walk cannot see).
                layOut();
                verify(shownText(root.window.contentItem.parent, dialog.title), name + ": its title is not shown");
                dialog.close();
                tryVerify(() => !dialog.visible);
            }
        }

        function test_12_roundEnd() {
            root.window.showScreen(WindowScreen.Game);
            newGame([SeatKind.Beginner, SeatKind.Beginner], 3);
            tryCompare(game.status, "roundOver", true, 60000);
            const screen = findChild(root.window, "roundEndScreen");
            tryCompare(screen, "opened", true);
            // As at a lobby's rated table (the longest such line).
            screen.ratingNews = "Your last rated game: place 3 of 4. Your rating is now 1487 (-13).";
            screen.fromLobby = true; // its "Back to the lobby" beside "New game"
            sweep("round end");
            closePopup(screen);
        }

        // Quitting while friends sit at the table hosted here: the question
        // and its three answers.
        function test_12b_quitHosted() {
            const dialog = openPopup("quitHostedDialog");
            sweep("quit with friends at the table");
            closePopup(dialog);
        }

        // Joining a table: the dialog (with a refusal shown), and the cover
        // over the table when the table cannot be reached (the longest words).
        function test_12c_joinTable() {
            root.window.showScreen(WindowScreen.Start);
            const dialog = openPopup("joinDialog");
            findChild(dialog, "joinAddressField").text = "wss://example.org:4520";
            findChild(dialog, "joinNameField").text = "Bea";
            sweep("join dialog");
            dialog.errorText = "“not an address” is not the address of a table: type it as the host's screen shows it, e.g. 192.168.1.5:4520.";
            sweep("join dialog, refused");
            dialog.errorText = "";
            closePopup(dialog);

            // Seated, before the deal: the rules and the seats.
            compare(hostGame.newMatch({
                "players": [{ "seat": SeatKind.Person, "name": "Annemarie-Louise" }, { "seat": SeatKind.Remote, "name": "" },
                            { "seat": SeatKind.Remote, "name": "" }, { "seat": SeatKind.Expert, "name": "" }],
                "turnSeconds": 60, "rounds": 3, "poolEmpty": "one-more-turn", "seed": "4"
            }), "");
            root.window.showScreen(WindowScreen.Game);
            compare(game.joinedTable.join({ "address": "127.0.0.1:" + hostGame.host.port, "code": hostGame.host.code,
                                     "name": "Bartholomäus", "fingerprint": hostGame.host.fingerprint }), "");
            tryCompare(game.joinedTable.guest, "phase", TableGuest.Seated, 5000);
            verify(find("guestCover").visible);
            sweep("guest cover, seated");
            // The host deals a game of its own: the table closes, and the cover says so.
            compare(hostGame.newMatch({ "players": [{ "seat": SeatKind.Person, "name": "" },
                                                    { "seat": SeatKind.Standard, "name": "" }], "seed": "4" }), "");
            tryCompare(game.joinedTable.guest, "phase", TableGuest.Left, 10000);
            const cover = find("guestCover");
            verify(cover.visible);
            verify(!game.board.canAct);
            compare(findChild(cover, "guestCoverTitle").text, "You are no longer at the table");
            sweep("guest cover");
            game.leaveTable();
            verify(!cover.visible);
            verify(!game.joinedTable.guest.active);

            // A join with no table there: refused in words (the dialog shows them), nothing left behind.
            compare(game.joinedTable.join({ "address": "127.0.0.1:1", "name": "Bea" }), "");
            tryVerify(() => !game.joinedTable.guest.active, 10000);
            verify(!cover.visible);
        }
    }
}
