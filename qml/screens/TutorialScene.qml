pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Layouts
import TileRummy

// A lesson or a practice puzzle, on the same table as the game: the lesson's
// teaching and goal above, the table, the rack on the wooden edge, and the
// lesson's actions (undo, redo, reset, show me, check). The tiles move by the
// same drags (TableInput) as in a game; Check hands the table to the core,
// which explains what is wrong or passes it. Fills its parent.
Rectangle {
    id: scene

    required property TutorialController tutorial
    property AppSettings settings: null

    readonly property real tileScale: settings ? settings.tileScale : 1
    readonly property real tileWidth: Math.round(Math.max(30, Math.min(72, width / 24, (height - 300) / 9.5)) * tileScale)
    readonly property real tileHeight: Math.round(tileWidth * 4 / 3)
    readonly property alias input: input
    readonly property bool isPuzzle: tutorial.mode === TutorialController.Puzzle

    signal courseRequested
    signal startRequested

    objectName: "tutorialScene"
    z: 70

    Accessible.role: Accessible.Pane
    Accessible.name: isPuzzle ? qsTr("Practice puzzle") : qsTr("Lesson")

    // A lesson or puzzle shown (opened, or laid out in the place of the last:
    // Next lesson, the next puzzle): its title, teaching and goal are said
    // once (`news`), then the keys go to the rack's first tile if the focus
    // went with what the lesson replaced, or is outside the scene (with a
    // reader on, once the words are likely said; a place the person gave it
    // meanwhile, like the puzzle number's field, is kept). The teaching and goal are
    // paragraphs, not labels: a reader would read labels again each time the
    // focus came back into the scene (from the list of sets, a dialog).
    readonly property string layoutKey: tutorial.mode + " " + tutorial.lessonIndex + " " + tutorial.puzzleSeed
    property Announcer news: null
    function focusRackIfLost() {
        let f = Window.activeFocusItem;
        const lost = !f || !f.visible;
        while (f && f !== scene)
            f = f.parent;
        if (visible && tutorial.canAct && (lost || f !== scene))
            input.keys.focusFirstTile();
    }
    onLayoutKeyChanged: if (visible)
        shown.restart()
    onVisibleChanged: if (visible)
        shown.restart()
    // Opened and laid out in one go: said once.
    Timer {
        id: shown

        interval: 0
        onTriggered: {
            refocus.interval = 0;
            if (scene.visible && scene.news && scene.tutorial.canAct) {
                scene.news.sayNow(scene.spokenState());
                refocus.interval = Math.min(scene.news.readerWaitMs(), scene.news.longestFocusWaitMs);
            }
            refocus.restart();
        }
    }
    // The lesson or puzzle in words: its title, teaching and goal, and the
    // last check's verdict (when shown, and on Ctrl+I).
    function spokenState(): string {
        const title = scene.isPuzzle ? scene.tutorial.title : qsTr("Lesson %1: %2").arg(scene.tutorial.lessonIndex + 1).arg(scene.tutorial.title);
        let words = title + ". " + scene.tutorial.teaching + " " + qsTr("Goal: %1").arg(scene.tutorial.goalText);
        if (scene.tutorial.explanation !== "")
            words += " " + scene.tutorial.explanation;
        return SpokenWords.tiles(words);
    }
    Shortcut {
        sequence: "Ctrl+I"
        enabled: scene.visible && scene.news !== null
        onActivated: scene.news.sayNow(scene.spokenState())
    }

    // A tile of the last lesson that had the focus does not take it in this
    // one (the same tile, by its id, may lie anywhere here).
    Connections {
        target: scene.tutorial
        function onBoardStarted() { scene.input.focusedTile = -1 }
    }

    // After the frame's changes (the rack's tiles are made first).
    Timer {
        id: refocus

        interval: 0
        onTriggered: scene.focusRackIfLost()
    }

    gradient: Gradient {
        GradientStop {
            position: 0
            color: Theme.woodDark
        }
        GradientStop {
            position: 0.7
            color: Theme.wood
        }
        GradientStop {
            position: 1
            color: Theme.woodDark
        }
    }

    ColumnLayout {
        anchors.fill: parent
        spacing: 0

        // The header: back to the course, what this is, (puzzles) the level.
        Rectangle {
            Layout.fillWidth: true
            Layout.preferredHeight: 56
            color: Theme.header

            RowLayout {
                anchors.fill: parent
                anchors.leftMargin: 14
                anchors.rightMargin: 14
                spacing: 12

                GameButton {
                    objectName: "backToCourseButton"
                    text: scene.isPuzzle ? qsTr("‹ Menu") : qsTr("‹ Lessons")
                    Accessible.name: scene.isPuzzle ? qsTr("Back to the start screen") : qsTr("Back to the lessons")
                    tip: scene.isPuzzle ? qsTr("Back to the start screen (Esc)") : qsTr("Back to the list of lessons (Esc)")
                    onClicked: scene.isPuzzle ? scene.startRequested() : scene.courseRequested()
                }
                Text {
                    objectName: "lessonTitle"
                    Layout.fillWidth: true
                    // On two lines rather than cut short when the window is narrow.
                    wrapMode: Text.WordWrap
                    maximumLineCount: 2
                    fontSizeMode: Text.VerticalFit
                    minimumPixelSize: 13
                    Layout.maximumHeight: 52
                    text: scene.isPuzzle ? scene.tutorial.title
                                         : qsTr("Lesson %1 of %2: %3").arg(scene.tutorial.lessonIndex + 1).arg(scene.tutorial.lessonCount).arg(scene.tutorial.title)
                    color: Theme.headerText
                    font.family: Theme.fontFamily
                    font.pixelSize: 19
                    font.bold: true
                    Accessible.role: Accessible.Heading
                    Accessible.name: text
                }
                Text {
                    visible: scene.isPuzzle
                    text: qsTr("Level")
                    color: Theme.headerDim
                    font.family: Theme.fontFamily
                    font.pixelSize: 14
                }
                Repeater {
                    model: scene.isPuzzle ? 5 : 0

                    delegate: GameButton {
                        required property int index

                        objectName: "levelButton" + (index + 1)
                        implicitWidth: 36
                        text: String(index + 1)
                        primary: scene.tutorial.puzzleLevel === index + 1
                        enabled: !scene.tutorial.puzzleBusy
                        Accessible.name: qsTr("Level %1").arg(index + 1)
                        tip: index === 0 ? qsTr("Level 1: one tile moves") : qsTr("Level %1: more of the table to rearrange").arg(index + 1)
                        onClicked: scene.tutorial.newPuzzle(index + 1)
                    }
                }
                GameButton {
                    objectName: "newPuzzleButton"
                    visible: scene.isPuzzle
                    text: scene.tutorial.puzzleBusy ? qsTr("Making one…") : qsTr("New puzzle")
                    enabled: !scene.tutorial.puzzleBusy
                    tip: qsTr("Another puzzle of this level")
                    onClicked: scene.tutorial.newPuzzle(scene.tutorial.puzzleLevel)
                }
                Text {
                    visible: scene.isPuzzle && scene.settings !== null
                    text: scene.settings ? qsTr("%1 solved").arg(scene.settings.puzzlesSolved) : ""
                    color: Theme.headerDim
                    font.family: Theme.fontFamily
                    font.pixelSize: 14
                }
            }
        }

        // What the lesson teaches, and its goal.
        Rectangle {
            objectName: "lessonCardPanel"
            Layout.fillWidth: true
            Layout.leftMargin: 14
            Layout.rightMargin: 14
            Layout.topMargin: 10
            Layout.preferredHeight: teachingColumn.implicitHeight + 20
            radius: 10
            color: Theme.ivory
            border.color: Theme.tileEdge

            ColumnLayout {
                id: teachingColumn

                anchors.left: parent.left
                anchors.right: parent.right
                anchors.verticalCenter: parent.verticalCenter
                anchors.margins: 14
                spacing: 4

                Text {
                    objectName: "teachingText"
                    Layout.fillWidth: true
                    wrapMode: Text.WordWrap
                    text: Theme.withSymbols(scene.tutorial.teaching)
                    Accessible.name: SpokenWords.tiles(scene.tutorial.teaching)
                    Accessible.role: Accessible.Paragraph
                    color: Theme.black
                    font.family: Theme.fontFamily
                    font.pixelSize: 15
                }
                Text {
                    objectName: "goalText"
                    Layout.fillWidth: true
                    wrapMode: Text.WordWrap
                    text: Theme.withSymbols(qsTr("Goal: %1").arg(scene.tutorial.goalText))
                    Accessible.name: SpokenWords.tiles(qsTr("Goal: %1").arg(scene.tutorial.goalText))
                    Accessible.role: Accessible.Paragraph
                    color: Theme.woodGroove
                    font.family: Theme.fontFamily
                    font.pixelSize: 15
                    font.bold: true
                }
                // A puzzle's number, to share it; another's, typed in, opens that one.
                RowLayout {
                    objectName: "puzzleNumberRow"
                    visible: scene.isPuzzle
                    Layout.fillWidth: true
                    Layout.topMargin: 4
                    spacing: 8

                    Text {
                        text: qsTr("Puzzle number")
                        color: Theme.black
                        font.family: Theme.fontFamily
                        font.pixelSize: 14
                    }
                    // Selectable, to copy it.
                    TextEdit {
                        objectName: "puzzleNumberText"
                        text: scene.tutorial.puzzleNumber
                        readOnly: true
                        selectByMouse: true
                        color: Theme.black
                        selectionColor: Theme.accent
                        font.family: Theme.fontFamily
                        font.pixelSize: 14
                        font.bold: true
                        Accessible.role: Accessible.StaticText
                        Accessible.name: qsTr("Puzzle number %1").arg(text)
                    }
                    Item {
                        Layout.fillWidth: true
                    }
                    ThemedTextField {
                        id: puzzleNumberField

                        objectName: "puzzleNumberField"
                        // Wide enough for its placeholder in every language.
                        Layout.minimumWidth: 150
                        implicitHeight: 32
                        placeholderText: qsTr("Another number")
                        maximumLength: 26
                        validator: RegularExpressionValidator {
                            regularExpression: /[0-9 ]*/
                        }
                        inputMethodHints: Qt.ImhDigitsOnly
                        onTextEdited: puzzleNumberError.visible = false
                        onAccepted: openNumberButton.clicked()
                    }
                    GameButton {
                        id: openNumberButton

                        objectName: "openPuzzleNumberButton"
                        text: qsTr("Open")
                        // Always to be read; an empty field is answered like a wrong number.
                        enabled: !scene.tutorial.puzzleBusy
                        tip: qsTr("Open the puzzle of this number")
                        onClicked: {
                            const opened = scene.tutorial.openPuzzle(puzzleNumberField.text);
                            puzzleNumberError.visible = !opened;
                            if (opened)
                                puzzleNumberField.clear();
                        }
                    }
                }
                Text {
                    id: puzzleNumberError

                    objectName: "puzzleNumberError"
                    visible: false
                    Layout.fillWidth: true
                    wrapMode: Text.WordWrap
                    text: qsTr("No puzzle has that number: its last digit is the level, 1 to 5.")
                    color: Theme.red
                    font.family: Theme.fontFamily
                    font.pixelSize: 14
                    Accessible.role: Accessible.AlertMessage
                    Accessible.name: text
                }
            }
        }

        TableArea {
            id: tableArea

            objectName: "tutorialTableArea"
            Layout.fillWidth: true
            Layout.fillHeight: true
            Layout.margins: 14
            Layout.bottomMargin: 0
            board: scene.tutorial
            input: input
            tileWidth: scene.tileWidth
            tileHeight: scene.tileHeight

            // The verdict of the last check, over the foot of the table; while
            // "Show me" plays, each step in words and the way through them.
            Rectangle {
                id: verdictCard

                objectName: "verdictCard"
                readonly property int kind: scene.tutorial.verdict
                // The steps of the play shown can be gone through (not once checked).
                readonly property bool stepping: scene.tutorial.showSteps > 0
                                                 && (kind === TutorialController.NotChecked || kind === TutorialController.Shown)

                visible: kind !== TutorialController.NotChecked || stepping
                anchors.horizontalCenter: parent.horizontalCenter
                anchors.bottom: parent.bottom
                anchors.bottomMargin: 16
                width: Math.min(parent.width - 40, 760)
                height: verdictRow.implicitHeight + 20
                radius: 10
                z: 20
                color: Theme.header
                border.width: 2
                border.color: kind === TutorialController.Wrong ? Theme.invalidSet : (kind === TutorialController.Passed ? Theme.feltLine : Theme.accent)
                Accessible.role: Accessible.AlertMessage
                Accessible.name: SpokenWords.tiles(scene.tutorial.explanation !== "" ? scene.tutorial.explanation
                                                                                     : scene.tutorial.stepWords)

                // Passed: the way on takes the focus, so that Enter goes on.
                onKindChanged: focusNext.restart()

                Timer {
                    id: focusNext

                    interval: 0
                    onTriggered: {
                        if (verdictCard.kind === TutorialController.Passed && nextLessonButton.visible)
                            nextLessonButton.forceActiveFocus(Qt.TabFocusReason);
                        else if ((verdictCard.kind === TutorialController.Passed || verdictCard.kind === TutorialController.Shown) && nextPuzzleButton.visible)
                            nextPuzzleButton.forceActiveFocus(Qt.TabFocusReason);
                    }
                }

                RowLayout {
                    id: verdictRow

                    anchors.left: parent.left
                    anchors.right: parent.right
                    anchors.verticalCenter: parent.verticalCenter
                    anchors.margins: 14
                    spacing: 12

                    Rectangle {
                        Layout.preferredWidth: 30
                        Layout.preferredHeight: 30
                        Layout.alignment: Qt.AlignTop
                        radius: 15
                        color: verdictCard.border.color

                        Text {
                            anchors.centerIn: parent
                            text: verdictCard.kind === TutorialController.Wrong ? "!" : (verdictCard.kind === TutorialController.Passed ? "\u2713" : "i")
                            color: Theme.header
                            font.family: Theme.fontFamily
                            font.pixelSize: 18
                            font.bold: true
                        }
                    }
                    // A Column, not a ColumnLayout: Qt 6.4's layout kept the
                    // height of a step's words laid out narrower (three lines
                    // for one), and the step's buttons fell out of the card.
                    Column {
                        Layout.fillWidth: true
                        spacing: 6

                        Text {
                            id: verdictText

                            objectName: "verdictText"
                            width: parent.width
                            visible: text !== ""
                            wrapMode: Text.WordWrap
                            text: Theme.withSymbols(scene.tutorial.explanation)
                            Accessible.name: SpokenWords.tiles(scene.tutorial.explanation)
                            color: Theme.headerText
                            font.family: Theme.fontFamily
                            font.pixelSize: 15
                        }
                        // "Show me", step by step in words: the step being shown.
                        Text {
                            objectName: "stepWords"
                            width: parent.width
                            visible: text !== ""
                            wrapMode: Text.WordWrap
                            text: Theme.withSymbols(scene.tutorial.stepWords)
                            Accessible.name: SpokenWords.tiles(scene.tutorial.stepWords)
                            color: Theme.accent
                            font.family: Theme.fontFamily
                            font.pixelSize: 14
                            Accessible.role: Accessible.StaticText
                        }
                        // The way through the steps: back, pause or play on, next.
                        RowLayout {
                            objectName: "showMeSteps"
                            visible: verdictCard.stepping
                            spacing: 6

                            GameButton {
                                objectName: "showMeBackButton"
                                focusPolicy: Qt.TabFocus // a click leaves the keys where they were
                                text: qsTr("‹ Step")
                                Accessible.name: qsTr("The step before")
                                tip: qsTr("Take the last step back")
                                enabled: scene.tutorial.showStep > 0
                                onClicked: scene.tutorial.stepBack()
                            }
                            GameButton {
                                objectName: "showMePauseButton"
                                focusPolicy: Qt.TabFocus // a click leaves the keys where they were
                                text: scene.tutorial.showPaused ? qsTr("Play") : qsTr("Pause")
                                tip: scene.tutorial.showPaused ? qsTr("Go on with the steps") : qsTr("Stop at this step")
                                enabled: scene.tutorial.showStep < scene.tutorial.showSteps
                                onClicked: scene.tutorial.showPaused ? scene.tutorial.resumeShow() : scene.tutorial.pauseShow()
                            }
                            GameButton {
                                objectName: "showMeNextButton"
                                focusPolicy: Qt.TabFocus // a click leaves the keys where they were
                                text: qsTr("Step ›")
                                Accessible.name: qsTr("The next step")
                                tip: qsTr("Make the next step now")
                                enabled: scene.tutorial.showStep < scene.tutorial.showSteps
                                onClicked: scene.tutorial.stepForward()
                            }
                        }
                    }
                    ThemedButton {
                        id: nextLessonButton

                        objectName: "nextLessonButton"
                        visible: verdictCard.kind === TutorialController.Passed && !scene.isPuzzle
                        primary: true
                        text: scene.tutorial.hasNextLesson ? qsTr("Next lesson") : qsTr("Back to the lessons")
                        onClicked: scene.tutorial.hasNextLesson ? scene.tutorial.nextLesson() : scene.courseRequested()
                    }
                    ThemedButton {
                        id: nextPuzzleButton

                        objectName: "nextPuzzleButton"
                        visible: scene.isPuzzle && (verdictCard.kind === TutorialController.Passed || verdictCard.kind === TutorialController.Shown)
                        primary: true
                        enabled: !scene.tutorial.puzzleBusy
                        text: qsTr("Next puzzle")
                        onClicked: scene.tutorial.newPuzzle(scene.tutorial.puzzleLevel)
                    }
                }
            }

            // While a puzzle is being made.
            Text {
                anchors.centerIn: parent
                visible: scene.tutorial.puzzleBusy
                text: qsTr("Making a puzzle…")
                color: Theme.feltText
                font.family: Theme.fontFamily
                font.pixelSize: 20
            }
        }

        // The table's wooden edge: sorting, the rack, the lesson's actions.
        RowLayout {
            Layout.fillWidth: true
            Layout.preferredHeight: rack.implicitHeight + 34
            Layout.leftMargin: 14
            Layout.rightMargin: 14
            spacing: 14

            SortButtons {
                Layout.alignment: Qt.AlignVCenter
                board: scene.tutorial
            }

            Item {
                Layout.fillWidth: true
                Layout.preferredHeight: rack.implicitHeight + 14

                Rack {
                    id: rack

                    objectName: "tutorialRack"
                    anchors.centerIn: parent
                    width: implicitWidth
                    height: implicitHeight
                    tiles: scene.tutorial.rack
                    input: input
                    title: qsTr("Your rack")
                    tileWidth: scene.tileWidth
                    tileHeight: scene.tileHeight
                }
            }

            GridLayout {
                Layout.alignment: Qt.AlignVCenter
                columns: 3
                columnSpacing: 6
                rowSpacing: 6

                GameButton {
                    objectName: "tutorialUndoButton"
                    text: qsTr("Undo")
                    tip: qsTr("Take back the last move (Ctrl+Z)")
                    enabled: scene.tutorial.canUndo
                    onClicked: scene.tutorial.undo()
                }
                GameButton {
                    objectName: "tutorialRedoButton"
                    text: qsTr("Redo")
                    tip: qsTr("Make the move again (Ctrl+Shift+Z)")
                    enabled: scene.tutorial.canRedo
                    onClicked: scene.tutorial.redo()
                }
                GameButton {
                    objectName: "tutorialResetButton"
                    text: qsTr("Reset")
                    tip: qsTr("The table and rack as the lesson started (Ctrl+R)")
                    enabled: scene.tutorial.canAct && scene.tutorial.draftChanged
                    onClicked: scene.tutorial.resetTurn()
                }
                GameButton {
                    objectName: "showMeButton"
                    Layout.columnSpan: 1
                    text: qsTr("Show me")
                    tip: qsTr("Watch a solution played move by move, from the starting table (Ctrl+H)")
                    enabled: scene.tutorial.canAct
                    onClicked: scene.tutorial.showMe()
                }
                GameButton {
                    objectName: "checkButton"
                    Layout.columnSpan: 2
                    Layout.fillWidth: true
                    primary: true
                    text: qsTr("Check")
                    tip: qsTr("Is the table right, and is the goal reached? (Ctrl+Enter)")
                    enabled: scene.tutorial.canAct && scene.tutorial.draftChanged
                    onClicked: scene.tutorial.check()
                }
            }
        }
    }

    TableInput {
        id: input

        objectName: "tutorialInput"
        anchors.fill: parent
        board: scene.tutorial
        settings: scene.settings
        tableArea: tableArea
        rack: rack
    }
}
