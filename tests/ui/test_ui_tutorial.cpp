// The tutorial through its controller, as the scene drives it: the course as
// loaded from the resources, every lesson opened on the board and solved with
// the same drags a player makes (and remembered as done), wrong attempts
// explained with the set at fault shown, moving through the course and
// forgetting progress, and closing. "Show me" is in test_ui_tutorial_show_me,
// the practice puzzles in test_ui_tutorial_puzzles, the verdicts' words in
// test_ui_tutorial_words.
#include "settings/app_settings.h"
#include "tutorial_support.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

namespace {

// The id of a tile with this face on the board's rack (onTable false) or table.
int idOf(const TurnBoard& board, const char* notation, bool onTheTable)
{
    const tilerummy::Tile wanted = face(notation);
    if (onTheTable) {
        for (const tilerummy::IdSet& set : board.draft().table())
            for (tilerummy::TileId id : set)
                if (tilerummy::faceOf(id) == wanted)
                    return id;
    } else {
        for (tilerummy::TileId id : board.draft().rack())
            if (tilerummy::faceOf(id) == wanted)
                return id;
    }
    return -1;
}

} // namespace

class TestUiTutorial : public QObject {
    Q_OBJECT

private slots:
    void init() { QVERIFY(dir_.isValid()); }

    void theCourseLoads();
    void everyLessonIsSolvedWithDrags();
    void wrongAttemptsAreExplained();
    void movingThroughTheCourse();
    void closeClearsTheBoard();

private:
    // A file of its own for each test (QSettings caches files by name within a process).
    QString iniPath() const { return dir_.filePath(QString::fromLatin1(QTest::currentTestFunction()) + ".ini"); }
    QTemporaryDir dir_;
};

void TestUiTutorial::theCourseLoads()
{
    AppSettings settings(iniPath());
    TutorialController tutorial;
    tutorial.setSettings(&settings);
    QCOMPARE(tutorial.settings(), &settings);
    QCOMPARE(tutorial.courseError(), QString());
    QVERIFY(tutorial.lessonCount() >= 12);
    QCOMPARE(static_cast<int>(tutorial.course().size()), tutorial.lessonCount());
    QCOMPARE(tutorial.lessonsDone(), 0);

    const QList<LessonCard> lessons = tutorial.lessons();
    QCOMPARE(lessons.size(), tutorial.lessonCount());
    QStringList ids;
    for (int i = 0; i < lessons.size(); ++i) {
        const LessonCard& lesson = lessons.at(i);
        const tilerummy::Lesson& data = tutorial.course().at(static_cast<std::size_t>(i));
        QCOMPARE(lesson.number, i + 1);
        QCOMPARE(lesson.id, QString::fromStdString(data.id));
        QVERIFY(!lesson.id.isEmpty());
        QCOMPARE(lesson.title, QString::fromStdString(data.title));
        QVERIFY(!lesson.title.isEmpty());
        QVERIFY(!lesson.skills.isEmpty());
        QCOMPARE(lesson.skills.size(), static_cast<int>(data.skills.size()));
        QCOMPARE(lesson.goal, QString::fromStdString(data.goalText));
        QCOMPARE(lesson.done, false);
        ids.append(lesson.id);
    }
    ids.removeDuplicates();
    QCOMPARE(ids.size(), lessons.size());
    QVERIFY(ids.contains(QStringLiteral("initial-meld")));
    QVERIFY(ids.contains(QStringLiteral("trap-set-of-two")));

    // Nothing on the board yet.
    QCOMPARE(tutorial.mode(), TutorialController::Mode::NoBoard);
    QVERIFY(!tutorial.canAct());
    QVERIFY(!tutorial.check());
    QVERIFY(!tutorial.showMe());
    QVERIFY(!tutorial.hasNextLesson());
    QVERIFY(!tutorial.nextLesson());
    QCOMPARE(tutorial.title(), QString());
    QCOMPARE(tutorial.rack()->rowCount(), 0);
    QCOMPARE(tutorial.table()->rowCount(), 0);
    QVERIFY(!tutorial.openLesson(-1));
    QVERIFY(!tutorial.openLesson(tutorial.lessonCount()));
    QVERIFY(!tutorial.openLessonById(QStringLiteral("no-such-lesson")));
    QCOMPARE(tutorial.mode(), TutorialController::Mode::NoBoard);
    QVERIFY(!tutorial.canAct());
}

void TestUiTutorial::everyLessonIsSolvedWithDrags()
{
    AppSettings settings(iniPath());
    TutorialController tutorial;
    tutorial.setSettings(&settings);
    QSignalSpy passed(&tutorial, &TutorialController::lessonPassed);
    QSignalSpy lessonsChanged(&tutorial, &TutorialController::lessonsChanged);
    QSignalSpy solved(&tutorial, &TutorialController::puzzleSolved);

    for (int i = 0; i < tutorial.lessonCount(); ++i) {
        const tilerummy::Lesson& lesson = tutorial.course().at(static_cast<std::size_t>(i));
        const QString id = QString::fromStdString(lesson.id);
        QVERIFY2(tutorial.openLesson(i), qPrintable(id));
        QCOMPARE(tutorial.mode(), TutorialController::Mode::Lesson);
        QCOMPARE(tutorial.lessonIndex(), i);
        verifyBoardHolds(tutorial, lesson.before);
        QCOMPARE(tutorial.title(), QString::fromStdString(lesson.title));
        QCOMPARE(tutorial.teaching(), QString::fromStdString(lesson.teaching));
        QCOMPARE(tutorial.goalText(), QString::fromStdString(lesson.goalText));
        QCOMPARE(tutorial.skills().size(), static_cast<int>(lesson.skills.size()));
        QCOMPARE(tutorial.initialMeldDone(), lesson.initialMeldDone);
        QCOMPARE(tutorial.verdict(), TutorialController::Verdict::NotChecked);
        QCOMPARE(tutorial.rejectedSet(), -1);
        QVERIFY(tutorial.canAct());
        QVERIFY(!tutorial.animating());

        QVERIFY2(play(tutorial, lesson.solution.table), qPrintable(id));
        QCOMPARE(canonical(tutorial.draft().position().faces().table), canonical(lesson.solution.table));
        QVERIFY(tutorial.isDraftChanged());

        const int passedBefore = passed.count();
        QVERIFY(tutorial.check());
        QVERIFY2(tutorial.verdict() == TutorialController::Verdict::Passed,
                 qPrintable(id + QStringLiteral(": ") + tutorial.explanation()));
        QVERIFY(!tutorial.explanation().isEmpty());
        QCOMPARE(tutorial.rejectedSet(), -1);
        QCOMPARE(passed.count(), passedBefore + 1);
        QCOMPARE(passed.last().at(0).toString(), id);
        QVERIFY(settings.lessonsDone().contains(id));
        QCOMPARE(tutorial.lessonsDone(), i + 1);
        QCOMPARE(tutorial.lessons().at(i).done, true);
        if (i + 1 < tutorial.lessonCount())
            QCOMPARE(tutorial.lessons().at(i + 1).done, false);
    }
    QVERIFY(lessonsChanged.count() >= tutorial.lessonCount());
    QCOMPARE(solved.count(), 0);

    // Passing a lesson again changes nothing.
    QVERIFY(tutorial.openLesson(0));
    QVERIFY(play(tutorial, tutorial.course().front().solution.table));
    const int changes = lessonsChanged.count();
    QVERIFY(tutorial.check());
    QCOMPARE(tutorial.verdict(), TutorialController::Verdict::Passed);
    QCOMPARE(tutorial.lessonsDone(), tutorial.lessonCount());
    QCOMPARE(settings.lessonsDone().size(), tutorial.lessonCount());
    QCOMPARE(lessonsChanged.count(), changes);

    // Remembered by the settings file.
    AppSettings again(iniPath());
    QCOMPARE(again.lessonsDone().size(), tutorial.lessonCount());
}

void TestUiTutorial::wrongAttemptsAreExplained()
{
    AppSettings settings(iniPath());
    TutorialController tutorial;
    tutorial.setSettings(&settings);
    QSignalSpy passed(&tutorial, &TutorialController::lessonPassed);
    QSignalSpy verdicts(&tutorial, &TutorialController::verdictChanged);

    // The trap: O5 taken from O5 O6 O7 leaves two tiles behind.
    QVERIFY(tutorial.openLessonById(QStringLiteral("trap-set-of-two")));
    const int o5 = idOf(tutorial, "O5", true);
    const int o6 = idOf(tutorial, "O6", true);
    const int k5 = idOf(tutorial, "K5", false);
    const int b5 = idOf(tutorial, "B5", false);
    QVERIFY(o5 >= 0 && o6 >= 0 && k5 >= 0 && b5 >= 0);
    QVERIFY(tutorial.moveToNewSet({o5, k5, b5}));
    const int leftBehind = tutorial.setOfTile(o6);
    QVERIFY(leftBehind >= 0);
    QCOMPARE(tutorial.draft().table().at(static_cast<std::size_t>(leftBehind)).size(), std::size_t(2));
    QVERIFY(tutorial.check());
    QCOMPARE(tutorial.verdict(), TutorialController::Verdict::Wrong);
    QCOMPARE(tutorial.explanation(),
             QStringLiteral("O6 O7: this set now has only two tiles; a run or group needs at least three."));
    QCOMPARE(tutorial.rejectedSet(), leftBehind);
    QCOMPARE(passed.count(), 0);
    QCOMPARE(settings.lessonsDone(), QStringList());
    QVERIFY(verdicts.count() >= 1);

    // Any move makes the verdict old news.
    QVERIFY(tutorial.moveToSet({o5}, leftBehind, 0));
    QCOMPARE(tutorial.verdict(), TutorialController::Verdict::NotChecked);
    QCOMPARE(tutorial.explanation(), QString());
    QCOMPARE(tutorial.rejectedSet(), -1);
    // ...an undo too.
    QVERIFY(tutorial.undo());
    QVERIFY(tutorial.check());
    QCOMPARE(tutorial.verdict(), TutorialController::Verdict::Wrong);
    QCOMPARE(tutorial.rejectedSet(), leftBehind);
    QVERIFY(tutorial.undo());
    QCOMPARE(tutorial.verdict(), TutorialController::Verdict::NotChecked);
    QCOMPARE(tutorial.rejectedSet(), -1);

    // The first meld: one set worth less than 30 points.
    QVERIFY(tutorial.openLessonById(QStringLiteral("initial-meld")));
    QCOMPARE(tutorial.lessonIndex(), 0);
    QCOMPARE(tutorial.verdict(), TutorialController::Verdict::NotChecked); // opening a lesson starts afresh
    QCOMPARE(tutorial.rejectedSet(), -1);
    QVERIFY(!tutorial.initialMeldDone());
    QCOMPARE(tutorial.initialMeld(), 30);
    const QList<int> low{idOf(tutorial, "B3", false), idOf(tutorial, "B4", false), idOf(tutorial, "B5", false)};
    QVERIFY(!low.contains(-1));
    QVERIFY(tutorial.moveToNewSet(low));
    QCOMPARE(tutorial.meldPoints(), 12);
    QVERIFY(tutorial.check());
    QCOMPARE(tutorial.verdict(), TutorialController::Verdict::Wrong);
    QCOMPARE(tutorial.explanation(),
             QStringLiteral("The new set is worth 12 points; the first meld needs 30 from the rack alone."));
    QCOMPARE(passed.count(), 0);

    // Checked with nothing moved: wrong, and it says so.
    QVERIFY(tutorial.openLesson(2));
    QVERIFY(!tutorial.isDraftChanged());
    QVERIFY(tutorial.check());
    QCOMPARE(tutorial.verdict(), TutorialController::Verdict::Wrong);
    QCOMPARE(tutorial.explanation(), QStringLiteral("Nothing was played yet. ") + tutorial.goalText());
    QVERIFY(tutorial.explanation().endsWith(QString::fromStdString(tutorial.course().at(2).goalText)));
    QCOMPARE(tutorial.rejectedSet(), -1);

    // A table tile put back on the rack is refused by the board itself.
    QSignalSpy refused(&tutorial, &TurnBoard::moveRefused);
    const tilerummy::TileId tableTile = tutorial.draft().table().front().front();
    QVERIFY(!tutorial.moveToRack({tableTile}));
    QCOMPARE(refused.count(), 1);
    QCOMPARE(refused.at(0).at(0).toString(),
             QString::fromStdString(tilerummy::faceOf(tableTile).notation()) +
                 QStringLiteral(" was on the table at the start of the turn and must stay on the table."));
    QCOMPARE(passed.count(), 0);
    QCOMPARE(settings.lessonsDone(), QStringList());
}

void TestUiTutorial::movingThroughTheCourse()
{
    AppSettings settings(iniPath());
    TutorialController tutorial;
    tutorial.setSettings(&settings);
    const int count = tutorial.lessonCount();
    QCOMPARE(tutorial.firstOpenLesson(), 0);

    QVERIFY(tutorial.openLesson(0));
    QVERIFY(tutorial.hasNextLesson());
    QVERIFY(tutorial.nextLesson());
    QCOMPARE(tutorial.lessonIndex(), 1);
    verifyBoardHolds(tutorial, tutorial.course().at(1).before);
    QVERIFY(tutorial.openLesson(count - 1));
    QVERIFY(!tutorial.hasNextLesson());
    QVERIFY(!tutorial.nextLesson());
    QCOMPARE(tutorial.lessonIndex(), count - 1);
    QVERIFY(tutorial.openLessonById(QString::fromStdString(tutorial.course().at(3).id)));
    QCOMPARE(tutorial.lessonIndex(), 3);

    // Progress: the first lesson not done.
    settings.markLessonDone(QString::fromStdString(tutorial.course().at(0).id));
    QCOMPARE(tutorial.firstOpenLesson(), 1);
    settings.markLessonDone(QString::fromStdString(tutorial.course().at(2).id));
    QCOMPARE(tutorial.firstOpenLesson(), 1);
    QCOMPARE(tutorial.lessonsDone(), 2);
    settings.markLessonDone(QStringLiteral("not-a-lesson-of-the-course"));
    QCOMPARE(tutorial.lessonsDone(), 2); // only the course's lessons count
    for (const tilerummy::Lesson& lesson : tutorial.course())
        settings.markLessonDone(QString::fromStdString(lesson.id));
    QCOMPARE(tutorial.lessonsDone(), count);
    QCOMPARE(tutorial.firstOpenLesson(), count - 1); // all done: the last one

    QSignalSpy changed(&tutorial, &TutorialController::lessonsChanged);
    settings.forgetLessons();
    QVERIFY(changed.count() >= 1);
    QCOMPARE(tutorial.lessonsDone(), 0);
    QCOMPARE(tutorial.firstOpenLesson(), 0);
    QCOMPARE(settings.lessonsDone(), QStringList());
    for (const LessonCard& lesson : tutorial.lessons())
        QCOMPARE(lesson.done, false);

    // Without settings nothing is remembered, and nothing breaks.
    TutorialController alone;
    QCOMPARE(alone.firstOpenLesson(), 0);
    QVERIFY(alone.openLesson(0));
    QVERIFY(play(alone, alone.course().front().solution.table));
    QVERIFY(alone.check());
    QCOMPARE(alone.verdict(), TutorialController::Verdict::Passed);
    QCOMPARE(alone.lessonsDone(), 0);
}

void TestUiTutorial::closeClearsTheBoard()
{
    AppSettings settings(iniPath());
    TutorialController tutorial;
    tutorial.setSettings(&settings);
    QVERIFY(tutorial.openLesson(1));
    QVERIFY(tutorial.moveToNewSet({tutorial.rack()->tileIdAt(0)}));
    QVERIFY(tutorial.check());
    QVERIFY(tutorial.verdict() != TutorialController::Verdict::NotChecked);
    tutorial.close();
    QCOMPARE(tutorial.mode(), TutorialController::Mode::NoBoard);
    QVERIFY(!tutorial.canAct());
    QCOMPARE(tutorial.rack()->rowCount(), 0);
    QCOMPARE(tutorial.table()->rowCount(), 0);
    QCOMPARE(tutorial.verdict(), TutorialController::Verdict::NotChecked);
    QCOMPARE(tutorial.rejectedSet(), -1);
    QCOMPARE(tutorial.title(), QString());
    QVERIFY(!tutorial.check());
    QVERIFY(!tutorial.showMe());
    QVERIFY(!tutorial.moveToNewSet({1}));

    // Closed while a solution plays out, or while a puzzle is made.
    tutorial.setMoveStepMs(20);
    QVERIFY(tutorial.openLesson(tutorial.lessonCount() - 1));
    QVERIFY(tutorial.showMe());
    QVERIFY(tutorial.animating());
    tutorial.close();
    QVERIFY(!tutorial.animating());
    QVERIFY(tutorial.newPuzzle(5, QStringLiteral("77")));
    tutorial.close();
    QVERIFY(!tutorial.puzzleBusy());
    QTest::qWait(50); // a negative check: no puzzle and no move of the solution (20 ms a move) come late
    QCOMPARE(tutorial.mode(), TutorialController::Mode::NoBoard);
    QCOMPARE(tutorial.rack()->rowCount(), 0);
    QCOMPARE(tutorial.table()->rowCount(), 0);
}

QTEST_MAIN(TestUiTutorial)
#include "test_ui_tutorial.moc"
