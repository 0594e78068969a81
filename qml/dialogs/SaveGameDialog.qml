import QtQuick
import QtQuick.Dialogs
import TileRummy

// "Save the game": the platform's own save dialog where there is one, with a
// file name to start from (the date and time, in the folder saved to last:
// settings.saveFolder) so that one click on Save saves. Where Qt draws the dialog itself
// (Linux without a desktop's file dialog), Qt 6.4 takes the typed name only
// on Enter and leaves Save greyed until then: each edit is passed on at once
// (`overlay` is where that dialog lies, Overlay.overlay of the window).
FileDialog {
    id: dialog

    required property AppSettings settings
    property Item overlay: null
    property var patchedField: null

    function start() {
        const stamp = Qt.formatDateTime(new Date(), "yyyy-MM-dd-HHmm");
        const folder = String(settings.saveFolder).replace(/\/$/, "");
        currentFolder = folder;
        selectedFile = folder + "/tile-rummy-" + stamp + ".trsave";
        open();
    }

    function findField(item: Item): Item {
        if (!item)
            return null;
        if (item.objectName === "fileNameTextField" && item.visible)
            return item;
        for (let i = 0; i < item.children.length; ++i) {
            const found = findField(item.children[i]);
            if (found)
                return found;
        }
        return null;
    }

    // Qt's own dialog: the name typed is taken at each edit, as Enter takes it.
    function passEditsOn() {
        const field = findField(overlay);
        if (!field || field === patchedField)
            return;
        patchedField = field;
        field.textEdited.connect(() => {
            if (field.text.trim() !== "")
                field.editingFinished();
        });
    }

    onVisibleChanged: if (visible)
        passEditsOn()

    title: qsTr("Save the game")
    acceptLabel: qsTr("Save")
    fileMode: FileDialog.SaveFile
    defaultSuffix: "trsave"
    nameFilters: [qsTr("Tile Rummy games (*.trsave)"), qsTr("All files (*)")]
    // The next save starts in the same folder (Qt 6.4's own dialog gives a
    // path, a native one a file: URL).
    onAccepted: {
        let path = String(selectedFile);
        if (!path.startsWith("file:"))
            path = (path.startsWith("/") ? "file://" : "file:///") + path;
        settings.saveFolder = path.substring(0, path.lastIndexOf("/"));
    }
}
