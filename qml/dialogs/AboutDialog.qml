pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import TileRummy

// About Tile Rummy: the version, the licence (and that there is no warranty),
// where the rules come from, and the Qt it runs on. Opened from the start
// screen and from the settings.
ThemedDialog {
    id: dialog

    // The game's version as main.cpp sets it (QCoreApplication::applicationVersion).
    property string version: Qt.application.version
    readonly property string licenceUrl: "https://www.gnu.org/licenses/gpl-3.0.html"
    readonly property string homepageUrl: "https://github.com/tilerummy/tilerummy"

    objectName: "aboutDialog"
    title: qsTr("About Tile Rummy")
    width: Math.min(560, parent ? parent.width - 32 : 560)
    height: Math.min(implicitHeight, parent ? parent.height - 32 : implicitHeight)

    onOpened: flick.forceActiveFocus()

    component Paragraph: Text {
        Layout.fillWidth: true
        color: Theme.feltText
        linkColor: Theme.accent
        font.family: Theme.fontFamily
        font.pixelSize: 14
        wrapMode: Text.WordWrap
        textFormat: Text.StyledText
        onLinkActivated: link => Qt.openUrlExternally(link)

        HoverHandler {
            cursorShape: parent.hoveredLink !== "" ? Qt.PointingHandCursor : Qt.ArrowCursor
        }
    }

    Flickable {
        id: flick

        anchors.fill: parent
        implicitWidth: column.implicitWidth
        implicitHeight: column.implicitHeight
        contentWidth: width
        contentHeight: column.implicitHeight
        clip: contentHeight > height
        boundsBehavior: Flickable.StopAtBounds
        ScrollIndicator.vertical: ScrollIndicator {}
        focus: true
        // It takes the focus as the dialog opens: a reader hears whose it is.
        Accessible.role: Accessible.Pane
        Accessible.name: dialog.title

        Keys.onReturnPressed: dialog.close()
        Keys.onEnterPressed: dialog.close()

        ColumnLayout {
            id: column

            width: flick.width
            spacing: 12

            RowLayout {
                Layout.fillWidth: true
                spacing: 16

                Image {
                    Layout.preferredWidth: 72
                    Layout.preferredHeight: 72
                    source: "qrc:/icons/tilerummy-128.png"
                    sourceSize.width: 144
                    sourceSize.height: 144
                    fillMode: Image.PreserveAspectFit
                    smooth: true
                    Accessible.ignored: true
                }
                ColumnLayout {
                    Layout.fillWidth: true
                    spacing: 2

                    Text {
                        objectName: "aboutName"
                        text: qsTr("Tile Rummy")
                        color: Theme.headerText
                        font.family: Theme.fontFamily
                        font.pixelSize: 26
                        font.bold: true
                        Accessible.role: Accessible.Heading
                        Accessible.name: text
                    }
                    Text {
                        objectName: "aboutVersion"
                        //: %1 is the game's version number, e.g. 0.1.0
                        text: qsTr("Version %1").arg(dialog.version)
                        color: Theme.feltText
                        font.family: Theme.fontFamily
                        font.pixelSize: 15
                        Accessible.role: Accessible.StaticText
                        Accessible.name: text
                    }
                }
            }

            Paragraph {
                text: qsTr("The game of runs and groups with number tiles, and the art of rearranging the table.")
            }

            Paragraph {
                objectName: "aboutLicence"
                text: qsTr("Tile Rummy is free software: you can redistribute it and/or modify it under the terms of the GNU General Public License, version 3 or (at your option) any later version (GPL-3.0-or-later).")
                      + "<br><br>"
                      + qsTr("This program comes with ABSOLUTELY NO WARRANTY; without even the implied warranty of MERCHANTABILITY or FITNESS FOR A PARTICULAR PURPOSE.")
                      //: %1 is the licence's web address; keep the <a href="%1">…</a> around the licence's name
                      + " " + qsTr("See the <a href=\"%1\">GNU General Public License</a> for details.").arg(dialog.licenceUrl)
            }

            Paragraph {
                objectName: "aboutCredits"
                text: qsTr("The rules: Rummikub, the game invented by Ephraim Hertzano; the modern rules as published by Pressman (1998 edition) and Sabra.")
                      + "<br>" + qsTr("Tile Rummy is not affiliated with Rummikub or its publishers.")
            }

            Paragraph {
                objectName: "aboutQt"
                //: %1 is the version of Qt, the toolkit the game is made with, e.g. 6.4.2
                text: BuildInfo.qtVersion === BuildInfo.qtBuildVersion
                       ? qsTr("Made with Qt %1.").arg(BuildInfo.qtVersion)
                       //: %1 is the Qt version the game runs on, %2 the one it was built with
                       : qsTr("Running on Qt %1 (built with Qt %2).").arg(BuildInfo.qtVersion).arg(BuildInfo.qtBuildVersion)
            }

            Paragraph {
                objectName: "aboutHomepage"
                //: %1 is a link to the project's page
                text: qsTr("Source code and bug reports: %1")
                      .arg("<a href=\"%1\">%2</a>".arg(dialog.homepageUrl).arg(dialog.homepageUrl.replace("https://", "")))
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

            Item {
                Layout.fillWidth: true
            }
            ThemedButton {
                objectName: "closeAboutButton"
                primary: true
                text: qsTr("Close")
                onClicked: dialog.close()
                Accessible.name: qsTr("Close the About dialog")
            }
        }
    }
}
