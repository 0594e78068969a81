import QtQuick
import QtTest
import TileRummy

// What tst_fit.qml and tst_fit_dialogs.qml share: the game's window
// (Main.qml), made once for the file's tests, shown in every language
// (English, German, Dutch, Hebrew) at the default window size, at the
// smallest, 800x600, and at 1600x1000 (sweep), and the audit of what does not
// fit: a visible text cut short (elided: Text.truncated) or drawn outside the
// dialog or frame it belongs to, or the window, and a layout's items running
// over each other or past its side. A failure lists each with the screen, the
// language and the window size.
SceneTestCase {
    // The test's root item: the window is root.window, made by initTestCase.
    required property Item root
    // The game the window shows.
    required property GameController game

    readonly property var languages: ["en", "de", "nl", "he"]
    readonly property var sizes: [{
            "width": 1360,
            "height": 860
        }, {
            "width": 800,
            "height": 600
        }, {
            "width": 1600,
            "height": 1000
        }]

    function typeName(item) {
        return String(item).replace(/\(0x[0-9a-f]+.*$/, "").replace(/_QMLTYPE_\d+$/, "");
    }

    function shown(item) {
        return item.visible && item.opacity > 0.01 && item.width > 0 && item.height > 0;
    }

    // A Text or Label (not a TextInput or TextEdit).
    function isText(item) {
        return item.truncated !== undefined && item.elide !== undefined && item.lineCount !== undefined;
    }

    function isFrame(item) {
        return typeName(item).indexOf("PopupItem") >= 0;
    }

    function isFlickable(item) {
        return item.contentX !== undefined && item.contentWidth !== undefined && item.flickableDirection !== undefined;
    }

    // Where a text's letters are drawn, in its own coordinates.
    function paintedRect(t) {
        const cw = t.contentWidth;
        const ch = t.contentHeight;
        const ha = t.effectiveHorizontalAlignment;
        let x = t.leftPadding;
        if (ha === Text.AlignRight)
            x = t.width - t.rightPadding - cw;
        else if (ha === Text.AlignHCenter)
            x = t.leftPadding + (t.width - t.leftPadding - t.rightPadding - cw) / 2;
        let y = t.topPadding;
        if (t.verticalAlignment === Text.AlignBottom)
            y = t.height - t.bottomPadding - ch;
        else if (t.verticalAlignment === Text.AlignVCenter)
            y = t.topPadding + (t.height - t.topPadding - t.bottomPadding - ch) / 2;
        return Qt.rect(x, y, cw, ch);
    }

    function where(item) {
        const path = [];
        for (let p = item; p; p = p.parent) {
            if (p.objectName !== "")
                path.unshift(p.objectName);
        }
        return typeName(item) + (path.length > 0 ? " in " + path.join("/") : "");
    }

    // `r` (in `item`'s coordinates) lies within `bound`'s rect (x, y, w, h in its own).
    function outside(item, r, bound, bx, by, bw, bh, vertical) {
        const p = item.mapToItem(bound, r.x, r.y);
        const slack = 1.5;
        if (p.x < bx - slack || p.x + r.width > bx + bw + slack)
            return true;
        return vertical && (p.y < by - slack || p.y + r.height > by + bh + slack);
    }

    // The texts under `item` that are cut short or drawn outside their
    // frame: the dialog (a popup) they are in, else the window. Inside a
    // Flickable a text must lie within what it scrolls (clipped at
    // its sides when it scrolls only up and down).
    function audit(item, frame, flickable, out) {
        if (!shown(item))
            return out;
        if (isText(item) && item.text !== "" && typeName(item).indexOf("ToolTip") < 0) {
            const problems = [];
            if (item.truncated)
                problems.push("cut short");
            const r = paintedRect(item);
            const content = root.window.contentItem;
            // Scrolled out of sight (up or down) is not out of the window.
            if (outside(item, r, content, 0, 0, content.width, content.height, !flickable))
                problems.push("outside the window");
            else if (flickable && flickable.contentWidth <= flickable.width + 1
                     && outside(item, r, flickable, 0, 0, flickable.width, flickable.height, false))
                problems.push("outside the sides of the scrolling area " + where(flickable));
            else if (!flickable && frame !== content && outside(item, r, frame, 0, 0, frame.width, frame.height, true))
                problems.push("outside its dialog " + where(frame));
            if (problems.length > 0)
                out.push("\"" + String(item.text).slice(0, 60) + "\" " + problems.join(", ") + " (" + where(item) + ")");
        }
        // A layout's items keep apart and within it (side to side): none
        // runs over its neighbour, as a row too wide for its column would.
        if (typeName(item).indexOf("Layout") >= 0 && item.width > 0) {
            const kids = [];
            for (let i = 0; i < item.children.length; ++i) {
                const k = item.children[i];
                if (shown(k) && k.width > 0.5 && k.height > 0.5)
                    kids.push(k);
            }
            const slack = 1.5;
            for (let i = 0; i < kids.length; ++i) {
                const a = kids[i];
                if (a.x < -slack || a.x + a.width > item.width + slack)
                    out.push(where(a) + " runs past the side of its layout " + where(item));
                for (let j = i + 1; j < kids.length; ++j) {
                    const b = kids[j];
                    if (a.x + a.width > b.x + slack && b.x + b.width > a.x + slack && a.y + a.height > b.y + slack
                            && b.y + b.height > a.y + slack)
                        out.push(where(a) + " overlaps " + where(b));
                }
            }
        }
        const nextFrame = isFrame(item) ? item : frame;
        const nextFlickable = isFrame(item) ? null : (isFlickable(item) ? item : flickable);
        for (let i = 0; i < item.children.length; ++i)
            audit(item.children[i], nextFrame, nextFlickable, out);
        return out;
    }

    function shownText(item, text) {
        if (!shown(item))
            return false;
        if (isText(item) && item.text === text)
            return true;
        for (let i = 0; i < item.children.length; ++i) {
            if (shownText(item.children[i], text))
                return true;
        }
        return false;
    }

    function textCount(item) {
        if (!shown(item))
            return 0;
        let n = isText(item) && item.text !== "" ? 1 : 0;
        for (let i = 0; i < item.children.length; ++i)
            n += textCount(item.children[i]);
        return n;
    }

    function setSize(size) {
        root.window.width = size.width;
        root.window.height = size.height;
    }

    function setLanguage(code) {
        testSettings.language = code;
    }

    function layOut() {
        settle();
        wait(60);
        settle();
    }

    // The whole window in every language at every size; `prepare`, when
    // given, runs after each change of size and language (to open a
    // popup again, say).
    function sweep(screen, prepare) {
        const out = [];
        for (const size of sizes) {
            setSize(size);
            for (const language of languages) {
                setLanguage(language);
                if (prepare)
                    prepare();
                layOut();
                const top = root.window.contentItem.parent;
                verify(textCount(top) >= 3, screen + ": no texts to check");
                const found = audit(top, root.window.contentItem, null, []);
                for (const f of found)
                    out.push(screen + " [" + language + " " + size.width + "x" + size.height + "]: " + f);
            }
        }
        setSize(sizes[0]);
        setLanguage("en");
        layOut();
        // Each on a line of its own (a failure's message is cut short).
        for (const line of out)
            console.warn("does not fit: " + line);
        compare(out.length, 0, out.length + " texts do not fit (each above, \"does not fit\"); the first:\n  " + out.slice(0, 3).join("\n  "));
    }

    function newGame(seats, seed, extra) {
        compare(game.newMatch(Object.assign({
            "players": seats.map(s => ({
                        "seat": s,
                        "name": ""
                    })),
            "seed": String(seed)
        }, extra ?? {})), "");
    }

    function openPopup(name) {
        const popup = findChild(root.window, name);
        verify(popup, "no popup " + name);
        if (!popup.opened)
            popup.open();
        tryCompare(popup, "opened", true);
        return popup;
    }

    function closePopup(popup) {
        popup.close();
        tryCompare(popup, "visible", false);
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
        setSize(sizes[0]);
        waitForRendering(root.window.contentItem);
        settle();
    }

    // A test that failed half-way leaves no dialog open for the next.
    function cleanup() {
        for (const name of ["newGameDialog", "settingsDialog", "aboutDialog", "resumeDialog", "roundEndScreen", "joinDialog", "quitHostedDialog"]) {
            const popup = findChild(root.window, name);
            if (popup && popup.visible)
                popup.close();
        }
        testSettings.tileScale = 1;
    }

    function cleanupTestCase() {
        testSettings.language = "en";
        if (root.window)
            root.window.destroy();
    }
}
