import QtQuick
import TileRummy

// A line at the felt's foot that teaches one way of handling tiles the game
// does not show by itself, in the person's turns until they have used it
// (settings.tipsUsed): first picking several tiles by clicking them, then
// carrying a tile with every tile to its right (Shift+drag). While the person
// waits for their turn it says that they may plan their move on the table,
// and once they do, that nobody else sees the plan. It takes no clicks: tiles
// dropped on it land on the felt below.
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

    objectName: "tableTip"
    visible: which !== ""
    implicitWidth: line.implicitWidth + 24
    implicitHeight: line.implicitHeight + 10
    radius: height / 2
    color: Qt.rgba(0, 0, 0, 0.32)

    Text {
        id: line

        objectName: "tableTipText"
        anchors.centerIn: parent
        width: Math.min(implicitWidth, tip.parent ? tip.parent.width - 48 : implicitWidth)
        wrapMode: Text.WordWrap
        color: Theme.feltText
        font.family: Theme.fontFamily
        font.pixelSize: 13
        text: tip.which === "plan"
              ? qsTr("While you wait, you may plan your move on the table: nobody else sees it.")
              : tip.which === "planned"
                ? qsTr("Your plan: nobody else sees it. It becomes your move when your turn comes.")
                : tip.which === "select"
              ? qsTr("Tip: click tiles to pick several, then drag one of them: they all go together.")
              : tip.which === "tail"
                ? qsTr("Tip: hold Shift while you drag a tile of the table to take it with every tile to its right.")
                : ""
        Accessible.role: Accessible.StaticText
        Accessible.name: text
        Accessible.ignored: text === "" || !tip.visible
    }
}
