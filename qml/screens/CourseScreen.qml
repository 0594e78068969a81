pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import TileRummy

// The tutorial's course: every lesson as a card (its number, title, what it
// teaches, its goal, and a tick once done), in order from the first meld to
// the hard moves. A card opens its lesson; done lessons can be played again.
// The keyboard: the arrows go from card to card, Enter or Space opens one,
// Tab reaches the buttons above, Escape goes back. Fills its parent.
Rectangle {
    id: screen

    required property TutorialController tutorial

    signal backRequested
    signal lessonRequested(int index)
    signal puzzlesRequested

    // A skill's name for people.
    function skillName(skill: string): string {
        switch (skill) {
        case "initial-meld":
            return qsTr("first meld")
        case "add":
            return qsTr("adding")
        case "shift-run":
            return qsTr("shifting")
        case "split-run":
            return qsTr("splitting")
        case "substitute-group":
            return qsTr("substituting")
        case "take-fourth":
            return qsTr("taking the fourth")
        case "joker-retrieve":
            return qsTr("freeing a joker")
        case "combined-split":
            return qsTr("combined split")
        case "multiple-split":
            return qsTr("multiple splits")
        case "trap-set-of-two":
            return qsTr("trap: a set of two")
        case "trap-harvest":
            return qsTr("trap: a stranded tile")
        }
        return skill
    }

    objectName: "courseScreen"
    z: 80
    color: Theme.feltDark

    Accessible.role: Accessible.Pane
    Accessible.name: qsTr("Lessons")

    MouseArea {
        anchors.fill: parent
        acceptedButtons: Qt.AllButtons
        hoverEnabled: true // no tooltip of the table below shows through
    }

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: 24
        spacing: 16

        RowLayout {
            Layout.fillWidth: true
            spacing: 14

            ThemedButton {
                objectName: "courseBackButton"
                text: qsTr("‹ Back")
                Accessible.name: qsTr("Back to the start screen")
                onClicked: screen.backRequested()
            }
            ColumnLayout {
                Layout.fillWidth: true
                spacing: 2

                Text {
                    Layout.fillWidth: true
                    wrapMode: Text.WordWrap
                    text: qsTr("Learn to rearrange the table")
                    color: Theme.headerText
                    font.family: Theme.fontFamily
                    font.pixelSize: 26
                    font.bold: true
                    Accessible.role: Accessible.Heading
                    Accessible.name: text
                }
                Text {
                    objectName: "courseProgress"
                    Layout.fillWidth: true
                    wrapMode: Text.WordWrap
                    text: screen.tutorial.courseError !== ""
                          ? qsTr("The lessons could not be read: %1").arg(screen.tutorial.courseError)
                          : qsTr("%1 of %2 lessons done. Each is one turn: drag the tiles, then press Check.")
                            .arg(screen.tutorial.lessonsDone).arg(screen.tutorial.lessonCount)
                    color: Theme.feltText
                    font.family: Theme.fontFamily
                    font.pixelSize: 15
                }
            }
            ThemedButton {
                objectName: "continueCourseButton"
                primary: true
                visible: screen.tutorial.lessonCount > 0
                text: screen.tutorial.lessonsDone === 0 ? qsTr("Start the first lesson")
                                                        : (screen.tutorial.lessonsDone < screen.tutorial.lessonCount
                                                           ? qsTr("Continue") : qsTr("Play the last lesson again"))
                onClicked: screen.lessonRequested(screen.tutorial.firstOpenLesson())
            }
            ThemedButton {
                objectName: "coursePuzzlesButton"
                text: qsTr("Practice puzzles")
                onClicked: screen.puzzlesRequested()
            }
        }

        GridView {
            id: grid

            objectName: "lessonGrid"
            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true
            cellWidth: Math.floor(width / Math.max(1, Math.floor(width / 300)))
            // Room for a title on two lines and a goal on three (German, Dutch).
            cellHeight: 176
            model: screen.tutorial.lessons
            boundsBehavior: Flickable.StopAtBounds
            ScrollBar.vertical: ScrollBar {}
            keyNavigationEnabled: true
            focus: true
            activeFocusOnTab: true
            Accessible.role: Accessible.List
            Accessible.name: qsTr("Lessons")
            // The keys start on the lesson last opened if it is not done yet
            // (back from it by Escape), else on the first lesson not done.
            Component.onCompleted: {
                const left = screen.tutorial.lessonIndex;
                const leftOpen = left >= 0 && left < screen.tutorial.lessons.length && !screen.tutorial.lessons[left].done;
                currentIndex = Math.max(0, leftOpen ? left : screen.tutorial.firstOpenLesson());
                forceActiveFocus();
            }

            delegate: Item {
                id: cell

                required property var modelData
                required property int index

                width: grid.cellWidth
                height: grid.cellHeight
                // The current lesson holds the keys' focus while the grid has
                // it: a reader hears each lesson the arrows go to (the grid
                // alone would say only "Lessons").
                focus: true
                Accessible.role: Accessible.Button
                Accessible.name: qsTr("Lesson %1: %2").arg(cell.modelData.number).arg(cell.modelData.title)
                                 + (cell.modelData.done ? qsTr(", done") : "")
                Accessible.description: SpokenWords.tiles(cell.modelData.goal ?? "")
                Accessible.focusable: true
                Accessible.onPressAction: screen.lessonRequested(cell.index)

                Rectangle {
                    id: card

                    objectName: "lessonCard"
                    property string lessonId: cell.modelData.id
                    // The keys' ring (not after a click: KeyboardUse).
                    readonly property bool keyFocus: grid.currentIndex === cell.index && grid.activeFocus
                                                     && KeyboardUse.active

                    anchors.fill: parent
                    anchors.margins: 7
                    radius: 10
                    color: cardArea.containsMouse ? Theme.feltLight : Theme.felt
                    border.width: keyFocus ? 3 : 1
                    border.color: keyFocus ? Theme.focusRing : (cell.modelData.done ? Theme.accent : Theme.feltLine)

                    ColumnLayout {
                        anchors.fill: parent
                        anchors.margins: 12
                        spacing: 6

                        RowLayout {
                            Layout.fillWidth: true
                            spacing: 10

                            Rectangle {
                                Layout.preferredWidth: 30
                                Layout.preferredHeight: 30
                                radius: 15
                                color: cell.modelData.done ? Theme.accent : Theme.feltDark

                                Text {
                                    anchors.centerIn: parent
                                    text: cell.modelData.done ? "\u2713" : cell.modelData.number
                                    color: cell.modelData.done ? Theme.buttonPrimaryText : Theme.headerText
                                    font.family: Theme.fontFamily
                                    font.pixelSize: 15
                                    font.bold: true
                                }
                            }
                            // The whole title, on two lines when it needs them (room
                            // for two always, so that every card is laid out alike).
                            Text {
                                id: title

                                objectName: "lessonTitle"
                                Layout.fillWidth: true
                                Layout.preferredHeight: twoLines.implicitHeight
                                text: cell.modelData.title
                                wrapMode: Text.WordWrap
                                maximumLineCount: 2
                                elide: Text.ElideRight
                                verticalAlignment: Text.AlignVCenter
                                color: Theme.headerText
                                font.family: Theme.fontFamily
                                font.pixelSize: 17
                                font.bold: true

                                Text {
                                    id: twoLines

                                    visible: false
                                    font: title.font
                                    text: "A\nA"
                                }
                            }
                        }
                        Text {
                            Layout.fillWidth: true
                            text: cell.modelData.goal
                            wrapMode: Text.WordWrap
                            color: Theme.feltText
                            font.family: Theme.fontFamily
                            font.pixelSize: 14
                        }
                        Item {
                            Layout.fillHeight: true
                        }
                        Flow {
                            Layout.fillWidth: true
                            spacing: 6

                            Repeater {
                                model: cell.modelData.skills

                                delegate: Rectangle {
                                    id: tag

                                    required property string modelData

                                    width: tagText.implicitWidth + 14
                                    height: tagText.implicitHeight + 6
                                    radius: height / 2
                                    color: Theme.feltDark

                                    Text {
                                        id: tagText

                                        anchors.centerIn: parent
                                        text: screen.skillName(tag.modelData)
                                        color: Theme.headerDim
                                        font.family: Theme.fontFamily
                                        font.pixelSize: 12
                                    }
                                }
                            }
                        }
                    }

                    MouseArea {
                        id: cardArea

                        anchors.fill: parent
                        hoverEnabled: true
                        cursorShape: Qt.PointingHandCursor
                        onClicked: screen.lessonRequested(cell.index)
                    }
                }
            }

            Keys.onReturnPressed: screen.lessonRequested(currentIndex)
            Keys.onEnterPressed: screen.lessonRequested(currentIndex)
            Keys.onSpacePressed: screen.lessonRequested(currentIndex)
        }
    }

    Keys.onEscapePressed: screen.backRequested()
}
