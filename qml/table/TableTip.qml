import QtQuick
import TileRummy

// A line at the felt's foot that teaches one way of handling tiles the game
// does not show by itself, in the person's turns until they have used it
// (settings.tipsUsed): first picking several tiles by clicking them, then
// carrying a tile with every tile to its right (Shift+drag). While the person
// waits for their turn it says that they may plan their move on the table,
// and once they do, that nobody else sees the plan. It takes no clicks: tiles
// dropped on it land on the felt below. stripHeight is as high as its longest
// words need at the felt's width (a line, two on a narrow felt), whether it
// shows or not: the felt keeps that strip free of sets (TableArea.footInset),
// so that the tip never covers a tile and nothing moves when it comes.
Rectangle {
    id: tip

    property AppSettings settings: null
    // The person may move tiles now, and nothing else is shown at the foot.
    property bool allowed: false
    // The table has sets (a tail to carry).
    property bool tableHasSets: false
    // The person waits for their turn and may plan on the table (planned: a plan is laid).
    property bool planning: false
    property bool planned: false

    readonly property string which: {
        if (planning)
            return planned ? "planned" : "plan";
        if (!settings || !allowed)
            return "";
        const used = {};
        for (const t of settings.tipsUsed)
            used[t] = true;
        if (!used["select"])
            return "select";
        if (tableHasSets && !used["tail"])
            return "tail";
        return "";
    }

    // The words of a tip ("" for none).
    function words(tipName: string): string {
        switch (tipName) {
        case "plan":
            return qsTr("While you wait, you may plan your move on the table: nobody else sees it.");
        case "planned":
            return qsTr("Your plan: nobody else sees it. It becomes your move when your turn comes.");
        case "select":
            return qsTr("Tip: click tiles to pick several, then drag one of them: they all go together.");
        case "tail":
            return qsTr("Tip: hold Shift while you drag a tile of the table to take it with every tile to its right.");
        }
        return "";
    }

    // The widest the words may be: the felt's width less a margin.
    readonly property real roomForWords: tip.parent ? tip.parent.width - 48 : 600
    // The height of the tip with its longest words, shown or not.
    readonly property real stripHeight: longest.implicitHeight + 10

    objectName: "tableTip"
    visible: which !== ""
    implicitWidth: line.implicitWidth + 24
    implicitHeight: line.implicitHeight + 10
    radius: Math.min(height / 2, 14)
    color: Qt.rgba(0, 0, 0, 0.32)

    // The longest of the tips, laid out as the tip would be (never shown).
    Text {
        id: longest

        visible: false
        width: Math.min(implicitWidth, tip.roomForWords)
        wrapMode: Text.WordWrap
        maximumLineCount: 2
        font: line.font
        text: {
            let words = "";
            for (const name of ["plan", "planned", "select", "tail"]) {
                const these = tip.words(name);
                if (these.length > words.length)
                    words = these;
            }
            return words;
        }
    }

    Text {
        id: line

        objectName: "tableTipText"
        anchors.centerIn: parent
        width: Math.min(implicitWidth, tip.roomForWords)
        wrapMode: Text.WordWrap
        maximumLineCount: 2
        elide: Text.ElideRight
        color: Theme.feltText
        font.family: Theme.fontFamily
        font.pixelSize: 13
        text: tip.words(tip.which)
        Accessible.role: Accessible.StaticText
        Accessible.name: text
        // The mouse's tips are not a reader's (said at each turn, they would
        // be heard again and again); the plan's are.
        Accessible.ignored: text === "" || !tip.visible || tip.which === "select" || tip.which === "tail"
    }
}
