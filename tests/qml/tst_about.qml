import QtQuick
import QtTest
import TileRummy

// The About dialog: the version main.cpp sets (Qt.application.version, the
// project's version as BuildInfo has it), the licence with its "no warranty",
// the credits for the rules, the Qt version, Close; and the two ways to it in
// the game's window: the start screen's About button and the settings' About….
Item {
    id: root

    width: 1280
    height: 800

    property var window: null

    Component {
        id: aboutComponent

        AboutDialog {}
    }

    GameController {
        id: game

        board.moveStepMs: 0
        seatTurns.minimumThinkMs: 0
    }

    TestCase {
        id: aboutTest

        name: "AboutDialog"
        when: windowShown

        property var dialog: null

        function initTestCase() {
            // As main.cpp does: the application's version is the project's.
            Qt.application.version = BuildInfo.version;
        }

        function cleanup() {
            if (dialog)
                dialog.destroy();
            dialog = null;
            wait(0);
        }

        function inDialog(name: string): var {
            return findChild(dialog.contentItem, name) ?? findChild(dialog.footer, name);
        }

        function openDialog() {
            dialog = aboutComponent.createObject(root);
            verify(dialog);
            dialog.open();
            tryCompare(dialog, "opened", true);
        }

        function test_showsVersionLicenceCreditsAndQt() {
            verify(/^\d+\.\d+\.\d+$/.test(BuildInfo.version), "a version x.y.z: " + BuildInfo.version);
            openDialog();
            compare(dialog.title, "About Tile Rummy");
            compare(inDialog("aboutName").text, "Tile Rummy");
            compare(inDialog("aboutVersion").text, "Version " + BuildInfo.version);
            verify(inDialog("aboutVersion").visible);

            const licence = inDialog("aboutLicence");
            verify(licence.visible);
            verify(licence.text.indexOf("GPL-3.0-or-later") >= 0, licence.text);
            verify(licence.text.indexOf("NO WARRANTY") >= 0, licence.text);
            verify(licence.text.indexOf("https://www.gnu.org/licenses/gpl-3.0.html") >= 0, licence.text);

            const credits = inDialog("aboutCredits").text;
            verify(credits.indexOf("Ephraim Hertzano") >= 0, credits);
            verify(credits.indexOf("Pressman (1998 edition)") >= 0, credits);
            verify(credits.indexOf("not affiliated with Rummikub") >= 0, credits);

            verify(/^6\.\d+/.test(BuildInfo.qtVersion), BuildInfo.qtVersion);
            verify(inDialog("aboutQt").text.indexOf("Qt " + BuildInfo.qtVersion) >= 0, inDialog("aboutQt").text);

            mouseClick(inDialog("closeAboutButton"));
            tryCompare(dialog, "visible", false);
        }

        function test_escapeCloses() {
            openDialog();
            keyClick(Qt.Key_Escape);
            tryCompare(dialog, "visible", false);
        }
    }

    // In the game's window: from the start screen and from the settings.
    SceneTestCase {
        id: windowTest

        name: "AboutInTheWindow"
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

        function initTestCase() {
            Qt.application.version = BuildInfo.version;
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
            waitForRendering(root.window.contentItem);
        }

        function cleanupTestCase() {
            if (root.window)
                root.window.destroy();
        }

        function test_1_fromTheStartScreen() {
            const about = findDialog("aboutDialog");
            verify(!about.visible);
            verify(find("startScreen").visible);
            mouseClick(find("aboutButton"));
            tryCompare(about, "opened", true);
            compare(findChild(about.contentItem, "aboutVersion").text, "Version " + BuildInfo.version);
            mouseClick(findChild(about.footer, "closeAboutButton"));
            tryCompare(about, "visible", false);
            compare(root.window.screen, WindowScreen.Start);
        }

        function test_2_fromTheSettings() {
            const about = findDialog("aboutDialog");
            const settings = findDialog("settingsDialog");
            mouseClick(find("startSettingsButton"));
            tryCompare(settings, "opened", true);
            mouseClick(findChild(settings.footer, "settingsAboutButton"));
            tryCompare(about, "opened", true);
            keyClick(Qt.Key_Escape);
            tryCompare(about, "visible", false);
            verify(settings.visible, "back to the settings");
            mouseClick(findChild(settings.footer, "closeSettingsButton"));
            tryCompare(settings, "visible", false);
        }
    }
}
