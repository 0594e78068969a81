import QtQuick
import QtTest

// A TestCase for the table scenes (the game's and the tutorial's), with what
// their tests share: finding items by objectName, waiting for the scene to be
// laid out, and dragging with the mouse as a person does. Coordinates are in
// `scene`'s (the root item of the test, or a window's contentItem).
TestCase {
    required property Item scene

    function findAll(item, name, out) {
        if (item.objectName === name)
            out.push(item);
        for (let i = 0; i < item.children.length; ++i)
            findAll(item.children[i], name, out);
        return out;
    }

    function find(name) {
        const all = findAll(scene, name, []);
        verify(all.length > 0, "no item named " + name);
        return all[0];
    }

    // An item of a dialog (a Popup: its items lie in the window's overlay, not in the scene).
    function findInPopup(popup, name) {
        const all = [];
        for (const part of [popup.contentItem, popup.header, popup.footer]) {
            if (part)
                findAll(part, name, all);
        }
        verify(all.length > 0, "no item named " + name + " in " + popup.objectName);
        return all[0];
    }

    function rackTiles() {
        return findAll(scene, "rackTile", []).filter(t => t.visible).sort((a, b) => a.position - b.position);
    }

    function tableSets() {
        return findAll(scene, "tableSet", []).sort((a, b) => a.index - b.index);
    }

    function tilesOf(setView) {
        return findAll(setView, "tableTile", []).sort((a, b) => a.position - b.position);
    }

    function pendingPolish(item, out) {
        if (isPolishScheduled(item))
            out.push(item);
        for (let i = 0; i < item.children.length; ++i)
            pendingPolish(item.children[i], out);
        return out;
    }

    // Waits until the scene is laid out again after a change: the table's
    // Flow and the rack's Grid place new delegates only at the next
    // polish (and the table may zoom after that), so a point taken from a
    // tile before then is where it is not. A person never moves within
    // that frame; a test on a busy machine can.
    function settle() {
        for (let round = 0; round < 20; ++round) {
            wait(0);
            const pending = pendingPolish(scene, []);
            if (pending.length === 0)
                return;
            for (const item of pending)
                verify(waitForItemPolished(item, 5000), "the scene was not laid out");
        }
        fail("the scene did not settle");
    }

    // A drag with the mouse, in the scene's coordinates, as a person
    // makes it: from the item as it lies once the scene is laid out, and
    // the scene laid out again after the drop.
    function drag(item, to, dx, dy) {
        settle();
        const from = item.mapToItem(scene, (dx === undefined ? item.width / 2 : dx), (dy === undefined ? item.height / 2 : dy));
        mousePress(scene, from.x, from.y);
        mouseMove(scene, from.x + 8, from.y - 8, -1, Qt.LeftButton);
        mouseMove(scene, (from.x + to.x) / 2, (from.y + to.y) / 2, -1, Qt.LeftButton);
        mouseMove(scene, to.x, to.y, -1, Qt.LeftButton);
        wait(0);
        mouseRelease(scene, to.x, to.y);
        settle();
    }

    // A point of the free felt, below the sets.
}
