pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import TileRummy

// The player's settings, applied at once (and saved by AppSettings): tile
// size with a preview, animation speed, sound, hints, language and the time limit
// for new games. "Restore defaults" puts them all back.
ThemedDialog {
    id: dialog

    required property AppSettings settings
    // The languages besides English: [{code, name}], the translations
    // shipped with the game.
    property var languages: settings ? settings.translatedLanguages : []

    // "About Tile Rummy" in the footer (Main.qml opens the About dialog).
    signal aboutRequested

    // "" (the system's), "en", then the languages given, each once.
    readonly property var languageCodes: {
        const codes = ["", "en"]
        for (const entry of languages) {
            if (entry && entry.code && codes.indexOf(entry.code) < 0)
                codes.push(entry.code)
        }
        return codes
    }
    readonly property var languageNames: {
        const names = [qsTr("System default"), qsTr("English")]
        for (const entry of languages) {
            if (entry && entry.code && entry.code !== "en" && names.length < languageCodes.length)
                names.push(entry.name || entry.code)
        }
        return names
    }

    objectName: "settingsDialog"
    title: qsTr("Settings")
    width: Math.min(560, parent ? parent.width - 32 : 560)
    height: Math.min(implicitHeight, parent ? parent.height - 32 : implicitHeight)

    onOpened: scaleSlider.forceActiveFocus()

    component FieldLabel: Text {
        color: Theme.feltText
        font.family: Theme.fontFamily
        font.pixelSize: 14
        elide: Text.ElideRight
    }

    Flickable {
        id: flick

        anchors.fill: parent
        implicitWidth: grid.implicitWidth
        implicitHeight: grid.implicitHeight
        contentWidth: width
        contentHeight: grid.implicitHeight
        // More than shows: a scroll bar says so, beside the content.
        readonly property bool scrolls: contentHeight > height + 1
        clip: scrolls
        boundsBehavior: Flickable.StopAtBounds
        ScrollBar.vertical: ScrollBar {
            objectName: "dialogScrollBar"
            policy: flick.scrolls ? ScrollBar.AlwaysOn : ScrollBar.AlwaysOff
        }
        focus: true

        Keys.onReturnPressed: dialog.accept()
        Keys.onEnterPressed: dialog.accept()

        GridLayout {
            id: grid

            width: flick.width - (flick.scrolls ? 14 : 0)
            columns: 2
            columnSpacing: 16
            rowSpacing: 14

            FieldLabel {
                Layout.alignment: Qt.AlignTop
                Layout.topMargin: 8
                text: qsTr("Tile size")
            }
            ColumnLayout {
                Layout.fillWidth: true
                spacing: 8

                RowLayout {
                    spacing: 10
                    ThemedSlider {
                        id: scaleSlider

                        objectName: "tileScaleSlider"
                        Layout.fillWidth: true
                        // In per cent, as it shows (and as a screen reader says its value).
                        from: Math.round(dialog.settings.minTileScale * 100)
                        to: Math.round(dialog.settings.maxTileScale * 100)
                        stepSize: Math.round(dialog.settings.tileScaleStep * 100)
                        snapMode: Slider.SnapAlways
                        value: Math.round(dialog.settings.tileScale * 100)
                        onMoved: dialog.settings.tileScale = value / 100
                        Accessible.name: qsTr("Tile size")
                        Accessible.description: qsTr("%1 %").arg(Math.round(dialog.settings.tileScale * 100))
                    }
                    FieldLabel {
                        Layout.preferredWidth: 56
                        horizontalAlignment: Text.AlignRight
                        text: qsTr("%1 %").arg(Math.round(dialog.settings.tileScale * 100))
                    }
                }

                // A few tiles at the chosen size.
                Rectangle {
                    Layout.fillWidth: true
                    Layout.preferredHeight: 64 * 1.6 + 20
                    radius: 8
                    color: Theme.feltDark
                    border.color: Theme.feltLine
                    clip: true

                    Row {
                        anchors.centerIn: parent
                        spacing: Math.round(4 * dialog.settings.tileScale)
                        LayoutMirroring.enabled: false // tiles read left to right

                        Repeater {
                            model: [
                                { tileId: 48, notation: "R7", value: 7, colourName: "red", isJoker: false },
                                { tileId: 21, notation: "B8", value: 8, colourName: "blue", isJoker: false },
                                { tileId: 86, notation: "O9", value: 9, colourName: "orange", isJoker: false },
                                { tileId: 104, notation: "J", value: 0, colourName: "", isJoker: true }
                            ]

                            Tile {
                                required property var modelData

                                objectName: "previewTile"
                                width: Math.round(48 * dialog.settings.tileScale)
                                height: Math.round(64 * dialog.settings.tileScale)
                                tileId: modelData.tileId
                                notation: modelData.notation
                                value: modelData.value
                                colourName: modelData.colourName
                                isJoker: modelData.isJoker
                                // As the game names tiles (the "Tile" texts of tile_data.cpp).
                                accessibleName: modelData.isJoker ? qsTranslate("Tile", "joker")
                                                                  : qsTranslate("Tile", "%1 %2").arg(qsTranslate("Tile", modelData.colourName)).arg(modelData.value)
                            }
                        }
                    }
                }
            }

            FieldLabel {
                text: qsTr("Animations")
            }
            ChoiceRow {
                objectName: "speedChoice"
                accessibleName: qsTr("Animation speed")
                options: [{ text: qsTr("Instant"), value: AppSettings.Instant }, { text: qsTr("Slow"), value: AppSettings.Slow },
                          { text: qsTr("Normal"), value: AppSettings.Normal }, { text: qsTr("Fast"), value: AppSettings.Fast }]
                value: dialog.settings.animationSpeed
                onActivated: v => dialog.settings.animationSpeed = v
            }

            FieldLabel {
                text: qsTr("Sound")
            }
            ThemedSwitch {
                objectName: "soundSwitch"
                checked: dialog.settings.soundEnabled
                onToggled: dialog.settings.soundEnabled = checked
                Accessible.name: qsTr("Sound")
            }

            FieldLabel {
                text: qsTr("Hints in games")
            }
            ThemedSwitch {
                objectName: "hintsSwitch"
                checked: dialog.settings.hintsEnabled
                onToggled: dialog.settings.hintsEnabled = checked
                Accessible.name: qsTr("Hints in games")
                ToolTip.visible: hovered
                ToolTip.delay: Theme.tipDelay
                ToolTip.text: qsTr("Off: the Hint button and Ctrl+H do nothing in games (the tutorial keeps its help).")
            }

            FieldLabel {
                text: qsTr("A friend who drops")
            }
            ChoiceRow {
                objectName: "graceChoice"
                accessibleName: qsTr("How long a friend on another machine who lost the connection keeps their seat before the AI plays it")
                options: [{ text: qsTr("30 s"), value: 30 }, { text: qsTr("1 min"), value: 60 },
                          { text: qsTr("2 min"), value: 120 }, { text: qsTr("5 min"), value: 300 }]
                value: dialog.settings.graceSeconds
                onActivated: v => dialog.settings.graceSeconds = v
            }

            FieldLabel {
                text: qsTr("Watchers")
            }
            ChoiceRow {
                objectName: "watchersChoice"
                accessibleName: qsTr("How many people may watch a table you host (they see what a bystander sees: no rack)")
                options: [{ text: qsTr("None"), value: 0 }, { text: "2", value: 2 },
                          { text: "4", value: 4 }, { text: "8", value: 8 }]
                value: dialog.settings.tableWatchers
                onActivated: v => dialog.settings.tableWatchers = v
            }

            FieldLabel {
                text: qsTr("Language")
            }
            ThemedComboBox {
                id: languageBox

                // The language chosen. Choosing one writes the names anew, in
                // it: a new model, which puts a ComboBox back to its first
                // entry (the system's); the box is then set to the choice again.
                readonly property int chosen: Math.max(0, dialog.languageCodes.indexOf(dialog.settings.language))

                objectName: "languageBox"
                Layout.preferredWidth: 220
                model: dialog.languageNames
                currentIndex: chosen
                onModelChanged: currentIndex = Qt.binding(() => languageBox.chosen)
                onActivated: index => dialog.settings.language = dialog.languageCodes[index]
                label: qsTr("Language")
            }

            FieldLabel {
                Layout.alignment: Qt.AlignTop
                Layout.topMargin: 9
                text: qsTr("Time a turn")
            }
            ColumnLayout {
                spacing: 4
                TurnTimeChoice {
                    objectName: "turnTimeChoice"
                    accessibleName: qsTr("Time limit for a turn in new games")
                    value: dialog.settings.turnSeconds
                    onActivated: v => dialog.settings.turnSeconds = v
                }
                FieldLabel {
                    text: qsTr("For new games.")
                    font.pixelSize: 12
                    opacity: 0.8
                }
            }
        }
    }

    footer: Item {
        implicitHeight: 60

        RowLayout {
            anchors {
                fill: parent
                leftMargin: 24
                rightMargin: 24
                bottomMargin: 10
            }
            spacing: 10

            ThemedButton {
                objectName: "restoreDefaultsButton"
                text: qsTr("Restore defaults")
                onClicked: dialog.settings.resetToDefaults()
                Accessible.name: qsTr("Restore the default settings")
            }
            ThemedButton {
                objectName: "settingsAboutButton"
                text: qsTr("About…")
                onClicked: dialog.aboutRequested()
                Accessible.name: qsTr("About Tile Rummy")
            }
            Item {
                Layout.fillWidth: true
            }
            ThemedButton {
                objectName: "closeSettingsButton"
                primary: true
                text: qsTr("Done")
                onClicked: dialog.accept()
                Accessible.name: qsTr("Close the settings")
            }
        }
    }
}
