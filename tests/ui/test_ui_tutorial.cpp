// The tutorial through its controller, as the scene drives it: the course as
// loaded from the resources, every lesson opened on the board and solved with
// the same drags a player makes (and remembered as done), wrong attempts
// explained with the set at fault shown, "show me" playing the solution out
// (at once and animated) without counting the lesson, moving through the
// course and forgetting progress, practice puzzles made on the worker thread
// (judged best, legal but lesser, or wrong; a second request replacing the
// first; the controller going away while one is being made), and closing.
#include "app_settings.h"
#include "board_support.h"
#include "move_plan.h"
#include "practice_puzzle.h"
#include "solver.h"
#include "tile_ids.h"
#include "tutorial_controller.h"

#include <QElapsedTimer>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <algorithm>
#include <memory>
#include <optional>

namespace {

bool onTable(const tr::IdTable& table, tr::TileId id)
{
    return std::any_of(table.begin(), table.end(),
                       [id](const tr::IdSet& set) { return std::find(set.begin(), set.end(), id) != set.end(); });
}

// The end of turn that lays `table` from `start`: ids as the core assigns
// them, the rack the start rack's ids not on that table, in rack order.
std::optional<tr::IdPosition> targetFor(const tr::IdPosition& start, const tr::Table& table)
{
    std::optional<tr::IdPosition> ids = tr::assignIds(start, table);
    if (!ids)
        return std::nullopt;
    tr::IdSet rack;
    for (tr::TileId id : start.rack) {
        if (!onTable(ids->table, id))
            rack.push_back(id);
    }
    ids->rack = rack;
    return ids;
}

// Lays the faces of `table` from the board's starting position.
bool play(TurnBoard& board, const tr::Table& table)
{
    const std::optional<tr::IdPosition> target = targetFor(board.draft().start(), table);
    return target && layOut(board, *target);
}

// Each set's tiles sorted, the sets in table order.
tr::Table canonical(const tr::Table& table)
{
    tr::Table out;
    for (const tr::Tiles& set : table)
        out.push_back(tr::sortedTiles(set));
    return out;
}

QString text(const tr::Table& table)
{
    QStringList sets;
    for (const tr::Tiles& set : table)
        sets.append(QString::fromStdString(tr::notation(set)));
    return sets.join(QStringLiteral(" | "));
}

tr::Tile face(const char* notation)
{
    const std::optional<tr::Tile> tile = tr::Tile::parse(notation);
    Q_ASSERT(tile);
    return *tile;
}

// The id of a tile with this face on the board's rack (onTable false) or table.
int idOf(const TurnBoard& board, const char* notation, bool onTheTable)
{
    const tr::Tile wanted = face(notation);
    if (onTheTable) {
        for (const tr::IdSet& set : board.draft().table())
            for (tr::TileId id : set)
                if (tr::faceOf(id) == wanted)
                    return id;
    } else {
        for (tr::TileId id : board.draft().rack())
            if (tr::faceOf(id) == wanted)
                return id;
    }
    return -1;
}

// The board shows exactly this starting position (faces and the models' ids).
void verifyBoardHolds(TutorialController& tutorial, const tr::Position& position)
{
    const tr::IdPosition ids = tr::firstIds(position);
    QCOMPARE(tutorial.draft().position().faces(), position);
    QCOMPARE(tutorial.draft().start(), tutorial.draft().position());
    QCOMPARE(tutorial.rack()->tiles(), ids.rack);
    QCOMPARE(tutorial.table()->sets(), ids.table);
    QCOMPARE(tutorial.rack()->rowCount(), static_cast<int>(position.rack.size()));
    QCOMPARE(tutorial.table()->rowCount(), static_cast<int>(position.table.size()));
}

// A legal play from the puzzle's position that places some tiles but fewer
// than the best: the solver's best play with fewer rack tiles to choose from.
std::optional<tr::Table> lesserPlay(const tr::Puzzle& puzzle)
{
    const tr::Tiles& rack = puzzle.position.rack;
    for (std::size_t drop = 1; drop < rack.size(); ++drop) {
        for (std::size_t first = 0; first + drop <= rack.size(); ++first) {
            tr::SolveRequest request;
            request.table = puzzle.position.table;
            request.rack = rack;
            request.rack.erase(request.rack.begin() + static_cast<std::ptrdiff_t>(first),
                               request.rack.begin() + static_cast<std::ptrdiff_t>(first + drop));
            request.initialMeldDone = true;
            request.timeLimitMs = 2000;
            const tr::SolveResult result = tr::solve(request);
            if (result.tilesPlaced > 0 && result.tilesPlaced < puzzle.bestTiles)
                return result.table;
        }
    }
    return std::nullopt;
}

} // namespace

class TestUiTutorial : public QObject {
    Q_OBJECT

private slots:
    void init() { QVERIFY(dir_.isValid()); }

    void theCourseLoads();
    void everyLessonIsSolvedWithDrags();
    void wrongAttemptsAreExplained();
    void showMePlaysTheSolution();
    void showMeAnimates();
    void movingThroughTheCourse();
    void aPuzzleIsMadeAndJudged();
    void theLastPuzzleAskedForIsShown();
    void goingAwayWhileAPuzzleIsMade();
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

    const QVariantList lessons = tutorial.lessons();
    QCOMPARE(lessons.size(), tutorial.lessonCount());
    QStringList ids;
    for (int i = 0; i < lessons.size(); ++i) {
        const QVariantMap lesson = lessons.at(i).toMap();
        const tr::Lesson& data = tutorial.course().at(static_cast<std::size_t>(i));
        QCOMPARE(lesson.value("number").toInt(), i + 1);
        QCOMPARE(lesson.value("id").toString(), QString::fromStdString(data.id));
        QVERIFY(!lesson.value("id").toString().isEmpty());
        QCOMPARE(lesson.value("title").toString(), QString::fromStdString(data.title));
        QVERIFY(!lesson.value("title").toString().isEmpty());
        QVERIFY(!lesson.value("skills").toStringList().isEmpty());
        QCOMPARE(lesson.value("skills").toStringList().size(), static_cast<int>(data.skills.size()));
        QCOMPARE(lesson.value("goal").toString(), QString::fromStdString(data.goalText));
        QVERIFY(lesson.contains("done"));
        QCOMPARE(lesson.value("done").toBool(), false);
        ids.append(lesson.value("id").toString());
    }
    ids.removeDuplicates();
    QCOMPARE(ids.size(), lessons.size());
    QVERIFY(ids.contains(QStringLiteral("initial-meld")));
    QVERIFY(ids.contains(QStringLiteral("trap-set-of-two")));

    // Nothing on the board yet.
    QCOMPARE(tutorial.mode(), QString());
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
    QCOMPARE(tutorial.mode(), QString());
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
        const tr::Lesson& lesson = tutorial.course().at(static_cast<std::size_t>(i));
        const QString id = QString::fromStdString(lesson.id);
        QVERIFY2(tutorial.openLesson(i), qPrintable(id));
        QCOMPARE(tutorial.mode(), QStringLiteral("lesson"));
        QCOMPARE(tutorial.lessonIndex(), i);
        verifyBoardHolds(tutorial, lesson.before);
        QCOMPARE(tutorial.title(), QString::fromStdString(lesson.title));
        QCOMPARE(tutorial.teaching(), QString::fromStdString(lesson.teaching));
        QCOMPARE(tutorial.goalText(), QString::fromStdString(lesson.goalText));
        QCOMPARE(tutorial.skills().size(), static_cast<int>(lesson.skills.size()));
        QCOMPARE(tutorial.initialMeldDone(), lesson.initialMeldDone);
        QCOMPARE(tutorial.verdict(), QString());
        QCOMPARE(tutorial.rejectedSet(), -1);
        QVERIFY(tutorial.canAct());
        QVERIFY(!tutorial.animating());

        QVERIFY2(play(tutorial, lesson.solution.table), qPrintable(id));
        QCOMPARE(canonical(tutorial.draft().position().faces().table), canonical(lesson.solution.table));
        QVERIFY(tutorial.isDraftChanged());

        const int passedBefore = passed.count();
        QVERIFY(tutorial.check());
        QVERIFY2(tutorial.verdict() == QLatin1String("passed"),
                 qPrintable(id + QStringLiteral(": ") + tutorial.explanation()));
        QVERIFY(!tutorial.explanation().isEmpty());
        QCOMPARE(tutorial.rejectedSet(), -1);
        QCOMPARE(passed.count(), passedBefore + 1);
        QCOMPARE(passed.last().at(0).toString(), id);
        QVERIFY(settings.lessonsDone().contains(id));
        QCOMPARE(tutorial.lessonsDone(), i + 1);
        QCOMPARE(tutorial.lessons().at(i).toMap().value("done").toBool(), true);
        if (i + 1 < tutorial.lessonCount())
            QCOMPARE(tutorial.lessons().at(i + 1).toMap().value("done").toBool(), false);
    }
    QVERIFY(lessonsChanged.count() >= tutorial.lessonCount());
    QCOMPARE(solved.count(), 0);

    // Passing a lesson again changes nothing.
    QVERIFY(tutorial.openLesson(0));
    QVERIFY(play(tutorial, tutorial.course().front().solution.table));
    const int changes = lessonsChanged.count();
    QVERIFY(tutorial.check());
    QCOMPARE(tutorial.verdict(), QStringLiteral("passed"));
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
    QCOMPARE(tutorial.verdict(), QStringLiteral("wrong"));
    QVERIFY2(tutorial.explanation().contains(QStringLiteral("two")), qPrintable(tutorial.explanation()));
    QVERIFY2(tutorial.explanation().contains(QStringLiteral("O6 O7")), qPrintable(tutorial.explanation()));
    QCOMPARE(tutorial.rejectedSet(), leftBehind);
    QCOMPARE(passed.count(), 0);
    QCOMPARE(settings.lessonsDone(), QStringList());
    QVERIFY(verdicts.count() >= 1);

    // Any move makes the verdict old news.
    QVERIFY(tutorial.moveToSet({o5}, leftBehind, 0));
    QCOMPARE(tutorial.verdict(), QString());
    QCOMPARE(tutorial.explanation(), QString());
    QCOMPARE(tutorial.rejectedSet(), -1);
    // ...an undo too.
    QVERIFY(tutorial.undo());
    QVERIFY(tutorial.check());
    QCOMPARE(tutorial.verdict(), QStringLiteral("wrong"));
    QCOMPARE(tutorial.rejectedSet(), leftBehind);
    QVERIFY(tutorial.undo());
    QCOMPARE(tutorial.verdict(), QString());
    QCOMPARE(tutorial.rejectedSet(), -1);

    // The first meld: one set worth less than 30 points.
    QVERIFY(tutorial.openLessonById(QStringLiteral("initial-meld")));
    QCOMPARE(tutorial.lessonIndex(), 0);
    QCOMPARE(tutorial.verdict(), QString()); // opening a lesson starts afresh
    QCOMPARE(tutorial.rejectedSet(), -1);
    QVERIFY(!tutorial.initialMeldDone());
    QCOMPARE(tutorial.initialMeld(), 30);
    const QList<int> low{idOf(tutorial, "B3", false), idOf(tutorial, "B4", false), idOf(tutorial, "B5", false)};
    QVERIFY(!low.contains(-1));
    QVERIFY(tutorial.moveToNewSet(low));
    QCOMPARE(tutorial.meldPoints(), 12);
    QVERIFY(tutorial.check());
    QCOMPARE(tutorial.verdict(), QStringLiteral("wrong"));
    QVERIFY2(tutorial.explanation().contains(QStringLiteral("12 points")), qPrintable(tutorial.explanation()));
    QVERIFY2(tutorial.explanation().contains(QStringLiteral("30")), qPrintable(tutorial.explanation()));
    QCOMPARE(passed.count(), 0);

    // Checked with nothing moved: wrong, and it says so.
    QVERIFY(tutorial.openLesson(2));
    QVERIFY(!tutorial.isDraftChanged());
    QVERIFY(tutorial.check());
    QCOMPARE(tutorial.verdict(), QStringLiteral("wrong"));
    QVERIFY2(tutorial.explanation().startsWith(QStringLiteral("Nothing")), qPrintable(tutorial.explanation()));
    QVERIFY(tutorial.explanation().contains(QString::fromStdString(tutorial.course().at(2).goalText)));
    QCOMPARE(tutorial.rejectedSet(), -1);

    // A table tile put back on the rack is refused by the board itself.
    QSignalSpy refused(&tutorial, &TurnBoard::moveRefused);
    QVERIFY(!tutorial.moveToRack({tutorial.draft().table().front().front()}));
    QCOMPARE(refused.count(), 1);
    QCOMPARE(passed.count(), 0);
    QCOMPARE(settings.lessonsDone(), QStringList());
}

void TestUiTutorial::showMePlaysTheSolution()
{
    AppSettings settings(iniPath());
    TutorialController tutorial;
    tutorial.setSettings(&settings);
    QCOMPARE(tutorial.moveStepMs(), 0);

    for (int i = 0; i < tutorial.lessonCount(); ++i) {
        const tr::Lesson& lesson = tutorial.course().at(static_cast<std::size_t>(i));
        const QString id = QString::fromStdString(lesson.id);
        QVERIFY(tutorial.openLesson(i));
        // Something moved first: the solution is shown from the lesson's table.
        const int tile = tutorial.rack()->tileIdAt(0);
        QVERIFY(tutorial.moveToNewSet({tile}));
        QVERIFY(tutorial.showMe());
        QVERIFY(!tutorial.animating());
        QVERIFY(tutorial.canAct());
        QVERIFY(tutorial.showingSolution());
        QCOMPARE(tutorial.verdict(), QStringLiteral("shown"));
        QVERIFY(!tutorial.explanation().isEmpty());
        const tr::Position after = tutorial.draft().position().faces();
        QVERIFY2(canonical(after.table) == canonical(lesson.solution.table),
                 qPrintable(id + QStringLiteral(": ") + text(after.table) + QStringLiteral(" / ") +
                            text(lesson.solution.table)));
        QCOMPARE(tr::sortedTiles(after.rack), tr::sortedTiles(lesson.solution.rack));
        // The models show it too.
        QCOMPARE(tutorial.table()->sets(), tutorial.draft().table());
        QCOMPARE(tutorial.rack()->tiles(), tutorial.draft().rack());

        // It passes the check, but the lesson counts only when the player makes it.
        QVERIFY(tutorial.check());
        QVERIFY2(tutorial.verdict() == QLatin1String("passed"), qPrintable(id + ": " + tutorial.explanation()));
        QCOMPARE(settings.lessonsDone(), QStringList());
        QCOMPARE(tutorial.lessonsDone(), 0);
        QCOMPARE(tutorial.lessons().at(i).toMap().value("done").toBool(), false);
    }

    // Undoing the last move of the shown solution and making it again is
    // still the shown solution: not counted.
    QVERIFY(tutorial.openLesson(0));
    QVERIFY(tutorial.showMe());
    QVERIFY(tutorial.undo());
    QVERIFY(tutorial.redo());
    QVERIFY(tutorial.check());
    QCOMPARE(tutorial.verdict(), QStringLiteral("passed"));
    QCOMPARE(settings.lessonsDone(), QStringList());

    // After "show me", the player's own solution from the start counts.
    QVERIFY(tutorial.openLesson(0));
    QVERIFY(tutorial.showMe());
    QVERIFY(tutorial.resetTurn());
    QVERIFY(!tutorial.showingSolution());
    QCOMPARE(tutorial.verdict(), QString());
    QVERIFY(play(tutorial, tutorial.course().front().solution.table));
    QVERIFY(tutorial.check());
    QCOMPARE(tutorial.verdict(), QStringLiteral("passed"));
    QCOMPARE(settings.lessonsDone(), QStringList{QString::fromStdString(tutorial.course().front().id)});
}

void TestUiTutorial::showMeAnimates()
{
    AppSettings settings(iniPath());
    TutorialController tutorial;
    tutorial.setSettings(&settings);
    tutorial.setMoveStepMs(20);
    QCOMPARE(tutorial.moveStepMs(), 20);
    const int index = tutorial.lessonCount() - 1;
    const tr::Lesson& lesson = tutorial.course().at(static_cast<std::size_t>(index));
    QVERIFY(tutorial.openLesson(index));
    const std::optional<tr::IdPosition> target = targetFor(tutorial.draft().start(), lesson.solution.table);
    QVERIFY(target);
    const std::size_t steps = tr::planMoves(tutorial.draft().position(), *target).size();
    QVERIFY(steps >= 2);

    QSignalSpy moves(&tutorial, &TurnBoard::tilesAboutToMove);
    QSignalSpy refused(&tutorial, &TurnBoard::moveRefused);
    QVERIFY(tutorial.showMe());
    QVERIFY(tutorial.animating());
    QVERIFY(!tutorial.canAct());
    QVERIFY(tutorial.showingSolution());
    QCOMPARE(tutorial.verdict(), QString());
    // Nothing else happens meanwhile.
    QVERIFY(!tutorial.check());
    QVERIFY(!tutorial.showMe());
    QVERIFY(!tutorial.moveToNewSet({tutorial.rack()->tileIdAt(0)}));
    QCOMPARE(refused.count(), 1);
    QVERIFY(!tutorial.undo());

    QTRY_VERIFY_WITH_TIMEOUT(!tutorial.animating(), 10000);
    QVERIFY(tutorial.canAct());
    QCOMPARE(tutorial.verdict(), QStringLiteral("shown"));
    QVERIFY(moves.count() >= static_cast<int>(steps)); // one step at a time
    QCOMPARE(canonical(tutorial.draft().position().faces().table), canonical(lesson.solution.table));
    QVERIFY(tutorial.check());
    QCOMPARE(tutorial.verdict(), QStringLiteral("passed"));
    QCOMPARE(settings.lessonsDone(), QStringList());

    // Another lesson opened while it plays stops it.
    QVERIFY(tutorial.openLesson(index));
    QVERIFY(tutorial.showMe());
    QVERIFY(tutorial.animating());
    QVERIFY(tutorial.openLesson(0));
    QVERIFY(!tutorial.animating());
    QVERIFY(!tutorial.showingSolution());
    QTest::qWait(100);
    verifyBoardHolds(tutorial, tutorial.course().front().before);
    QCOMPARE(tutorial.verdict(), QString());
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
    for (const tr::Lesson& lesson : tutorial.course())
        settings.markLessonDone(QString::fromStdString(lesson.id));
    QCOMPARE(tutorial.lessonsDone(), count);
    QCOMPARE(tutorial.firstOpenLesson(), count - 1); // all done: the last one

    QSignalSpy changed(&tutorial, &TutorialController::lessonsChanged);
    tutorial.forgetProgress();
    QVERIFY(changed.count() >= 1);
    QCOMPARE(tutorial.lessonsDone(), 0);
    QCOMPARE(tutorial.firstOpenLesson(), 0);
    QCOMPARE(settings.lessonsDone(), QStringList());
    for (const QVariant& lesson : tutorial.lessons())
        QCOMPARE(lesson.toMap().value("done").toBool(), false);

    // Without settings nothing is remembered, and nothing breaks.
    TutorialController alone;
    QCOMPARE(alone.firstOpenLesson(), 0);
    QVERIFY(alone.openLesson(0));
    QVERIFY(play(alone, alone.course().front().solution.table));
    QVERIFY(alone.check());
    QCOMPARE(alone.verdict(), QStringLiteral("passed"));
    QCOMPARE(alone.lessonsDone(), 0);
    alone.forgetProgress();
}

void TestUiTutorial::aPuzzleIsMadeAndJudged()
{
    AppSettings settings(iniPath());
    TutorialController tutorial;
    tutorial.setSettings(&settings);
    QSignalSpy busy(&tutorial, &TutorialController::puzzleBusyChanged);
    QSignalSpy solved(&tutorial, &TutorialController::puzzleSolved);
    QSignalSpy failed(&tutorial, &TutorialController::puzzleFailed);
    QSignalSpy passed(&tutorial, &TutorialController::lessonPassed);

    QVERIFY(!tutorial.newPuzzle(2, QStringLiteral("abc")));
    QVERIFY(!tutorial.puzzleBusy());
    QCOMPARE(tutorial.mode(), QString());
    QCOMPARE(busy.count(), 0);

    QVERIFY(tutorial.newPuzzle(1, QStringLiteral("7")));
    QVERIFY(tutorial.puzzleBusy());
    QCOMPARE(busy.count(), 1);
    QCOMPARE(settings.puzzleLevel(), 1);
    QVERIFY(tutorial.waitForPuzzle(30000));
    QVERIFY(!tutorial.puzzleBusy());
    QCOMPARE(busy.count(), 2);
    QCOMPARE(failed.count(), 0);
    QCOMPARE(tutorial.mode(), QStringLiteral("puzzle"));
    QCOMPARE(tutorial.lessonIndex(), -1);
    QVERIFY(tutorial.puzzle().has_value());
    const tr::Puzzle puzzle = *tutorial.puzzle();
    QCOMPARE(puzzle.seed, std::uint64_t(7));
    QCOMPARE(puzzle.level, 1);
    QCOMPARE(tutorial.puzzleSeed(), QStringLiteral("7"));
    QCOMPARE(tutorial.puzzleLevel(), 1);
    QVERIFY(puzzle.bestTiles > 0);
    QCOMPARE(tutorial.bestTiles(), puzzle.bestTiles);
    QVERIFY(tutorial.goalText().contains(QString::number(puzzle.bestTiles)));
    QVERIFY(tutorial.title().contains(QStringLiteral("1")));
    QVERIFY(!tutorial.teaching().isEmpty());
    QVERIFY(tutorial.canAct());
    QVERIFY(tutorial.initialMeldDone());
    verifyBoardHolds(tutorial, puzzle.position);
    // The same seed makes the same puzzle.
    const std::optional<tr::Puzzle> again = tr::makePuzzle(7, 1);
    QVERIFY(again);
    QCOMPARE(again->position, puzzle.position);
    QCOMPARE(again->bestTiles, puzzle.bestTiles);

    // The best play, made with drags.
    QVERIFY(play(tutorial, puzzle.best.table));
    QVERIFY(tutorial.check());
    QVERIFY2(tutorial.verdict() == QLatin1String("passed"), qPrintable(tutorial.explanation()));
    QCOMPARE(tutorial.rejectedSet(), -1);
    QCOMPARE(solved.count(), 1);
    QCOMPARE(settings.puzzlesSolved(), 1);
    QCOMPARE(passed.count(), 0); // a puzzle is not a lesson

    // A legal play that places fewer tiles.
    QVERIFY(tutorial.resetTurn());
    QCOMPARE(tutorial.verdict(), QString());
    QCOMPARE(tutorial.draft().position(), tutorial.draft().start());
    if (const std::optional<tr::Table> lesser = lesserPlay(puzzle)) {
        QVERIFY(play(tutorial, *lesser));
        QVERIFY(tutorial.check());
        QVERIFY2(tutorial.verdict() == QLatin1String("legal"), qPrintable(tutorial.explanation()));
        QVERIFY(tutorial.explanation().contains(QString::number(puzzle.bestTiles)));
        QCOMPARE(tutorial.rejectedSet(), -1);
        QCOMPARE(solved.count(), 1);
        QCOMPARE(settings.puzzlesSolved(), 1);
        QVERIFY(tutorial.resetTurn());
    } else {
        qWarning("no lesser play found for puzzle seed 7 level 1: that part is skipped");
    }

    // An invalid arrangement: a rack tile alone in a new set.
    const int tile = tutorial.rack()->tileIdAt(0);
    QVERIFY(tutorial.moveToNewSet({tile}));
    QVERIFY(tutorial.check());
    QCOMPARE(tutorial.verdict(), QStringLiteral("wrong"));
    QVERIFY(!tutorial.explanation().isEmpty());
    QVERIFY(tutorial.rejectedSet() >= 0);
    QCOMPARE(tutorial.rejectedSet(), tutorial.setOfTile(tile));
    QCOMPARE(solved.count(), 1);
    QVERIFY(tutorial.moveToRack({tile}));
    QCOMPARE(tutorial.verdict(), QString());
    QCOMPARE(tutorial.rejectedSet(), -1);

    // Shown: it passes, but is not counted as solved.
    QVERIFY(tutorial.showMe());
    QCOMPARE(tutorial.verdict(), QStringLiteral("shown"));
    QCOMPARE(canonical(tutorial.draft().position().faces().table), canonical(puzzle.best.table));
    QVERIFY(tutorial.check());
    QCOMPARE(tutorial.verdict(), QStringLiteral("passed"));
    QCOMPARE(solved.count(), 1);
    QCOMPARE(settings.puzzlesSolved(), 1);

    // A lesson opened while a puzzle is being made: the puzzle never shows.
    QVERIFY(tutorial.newPuzzle(5, QStringLiteral("31337")));
    QVERIFY(tutorial.puzzleBusy());
    QCOMPARE(settings.puzzleLevel(), 5);
    QVERIFY(tutorial.openLesson(0));
    QVERIFY(!tutorial.puzzleBusy());
    QTest::qWait(200);
    QCOMPARE(tutorial.mode(), QStringLiteral("lesson"));
    verifyBoardHolds(tutorial, tutorial.course().front().before);

    // Levels are clamped.
    QVERIFY(tutorial.newPuzzle(-3, QStringLiteral("7")));
    QCOMPARE(settings.puzzleLevel(), 1);
    QVERIFY(tutorial.waitForPuzzle(30000));
    QCOMPARE(tutorial.puzzleLevel(), 1);
    QCOMPARE(tutorial.puzzle()->position, puzzle.position);
}

void TestUiTutorial::theLastPuzzleAskedForIsShown()
{
    AppSettings settings(iniPath());
    TutorialController tutorial;
    tutorial.setSettings(&settings);
    QSignalSpy failed(&tutorial, &TutorialController::puzzleFailed);
    QVERIFY(tutorial.newPuzzle(1, QStringLiteral("7")));
    QVERIFY(tutorial.newPuzzle(1, QStringLiteral(" 8 ")));
    QVERIFY(tutorial.puzzleBusy());
    QVERIFY(tutorial.waitForPuzzle(30000));
    QCOMPARE(tutorial.puzzleSeed(), QStringLiteral("8"));
    QTest::qWait(200); // nothing of the first one arrives late
    QCOMPARE(tutorial.puzzleSeed(), QStringLiteral("8"));
    QCOMPARE(tutorial.puzzle()->seed, std::uint64_t(8));
    QCOMPARE(failed.count(), 0); // the one stopped is dropped, not reported
    verifyBoardHolds(tutorial, tutorial.puzzle()->position);

    // Made one after the other, each replaces the last.
    QVERIFY(tutorial.newPuzzle(2, QStringLiteral("9")));
    QCOMPARE(tutorial.puzzleSeed(), QStringLiteral("8")); // the old one stays until the new one is made
    QVERIFY(tutorial.waitForPuzzle(30000));
    QCOMPARE(tutorial.puzzleSeed(), QStringLiteral("9"));
    QCOMPARE(tutorial.puzzleLevel(), 2);
    QCOMPARE(settings.puzzleLevel(), 2);
    verifyBoardHolds(tutorial, tutorial.puzzle()->position);

    // A random seed when none is given.
    QVERIFY(tutorial.newPuzzle(1));
    QVERIFY(tutorial.waitForPuzzle(30000));
    QCOMPARE(tutorial.mode(), QStringLiteral("puzzle"));
    QVERIFY(!tutorial.puzzleSeed().isEmpty());
    QCOMPARE(tutorial.puzzleLevel(), 1);
}

void TestUiTutorial::goingAwayWhileAPuzzleIsMade()
{
    AppSettings settings(iniPath());
    {
        auto tutorial = std::make_unique<TutorialController>();
        tutorial->setSettings(&settings);
        QVERIFY(tutorial->newPuzzle(5, QStringLiteral("4242")));
        QVERIFY(tutorial->puzzleBusy());
        QElapsedTimer timer;
        timer.start();
        tutorial.reset();
        QVERIFY2(timer.elapsed() < 5000, qPrintable(QString::number(timer.elapsed())));
    }
    {
        // Made, its result queued, then the controller goes before it arrives.
        auto tutorial = std::make_unique<TutorialController>();
        QVERIFY(tutorial->newPuzzle(1, QStringLiteral("7")));
        QThread::msleep(1500);
        tutorial.reset();
    }
    QTest::qWait(200); // nothing arrives for a controller that is gone
    QCOMPARE(settings.puzzlesSolved(), 0);
}

void TestUiTutorial::closeClearsTheBoard()
{
    AppSettings settings(iniPath());
    TutorialController tutorial;
    tutorial.setSettings(&settings);
    QVERIFY(tutorial.openLesson(1));
    QVERIFY(tutorial.moveToNewSet({tutorial.rack()->tileIdAt(0)}));
    QVERIFY(tutorial.check());
    QVERIFY(!tutorial.verdict().isEmpty());
    tutorial.close();
    QCOMPARE(tutorial.mode(), QString());
    QVERIFY(!tutorial.canAct());
    QCOMPARE(tutorial.rack()->rowCount(), 0);
    QCOMPARE(tutorial.table()->rowCount(), 0);
    QCOMPARE(tutorial.verdict(), QString());
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
    QTest::qWait(200);
    QCOMPARE(tutorial.mode(), QString());
    QCOMPARE(tutorial.rack()->rowCount(), 0);
    QCOMPARE(tutorial.table()->rowCount(), 0);
}

QTEST_MAIN(TestUiTutorial)
#include "test_ui_tutorial.moc"
