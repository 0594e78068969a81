// The tutorial's practice puzzles, made on the worker thread: judged best,
// legal but lesser, or wrong; the last one asked for shown again; one opened
// by its number; a second request replacing the first; the controller going
// away while one is being made.
#include "practice_puzzle.h"
#include "settings/app_settings.h"
#include "solver.h"
#include "tutorial_support.h"

#include <QElapsedTimer>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <memory>
#include <optional>

namespace {

// than the best: the solver's best play with fewer rack tiles to choose from.
std::optional<tilerummy::Table> lesserPlay(const tilerummy::Puzzle& puzzle)
{
    const tilerummy::Tiles& rack = puzzle.position.rack;
    for (std::size_t drop = 1; drop < rack.size(); ++drop) {
        for (std::size_t first = 0; first + drop <= rack.size(); ++first) {
            tilerummy::SolveRequest request;
            request.table = puzzle.position.table;
            request.rack = rack;
            request.rack.erase(request.rack.begin() + static_cast<std::ptrdiff_t>(first),
                               request.rack.begin() + static_cast<std::ptrdiff_t>(first + drop));
            request.initialMeldDone = true;
            request.timeLimitMs = 2000;
            const tilerummy::SolveResult result = tilerummy::solve(request);
            if (result.tilesPlaced > 0 && result.tilesPlaced < puzzle.bestTiles)
                return result.table;
        }
    }
    return std::nullopt;
}

} // namespace

class TestUiTutorialPuzzles : public QObject {
    Q_OBJECT

private slots:
    void init() { QVERIFY(dir_.isValid()); }

    void aPuzzleIsMadeAndJudged();
    void theLastPuzzleAskedForIsShown();
    void aPuzzleOpensByItsNumber();
    void goingAwayWhileAPuzzleIsMade();

private:
    // A file of its own for each test (QSettings caches files by name within a process).
    QString iniPath() const { return dir_.filePath(QString::fromLatin1(QTest::currentTestFunction()) + ".ini"); }
    QTemporaryDir dir_;
};

void TestUiTutorialPuzzles::aPuzzleIsMadeAndJudged()
{
    AppSettings settings(iniPath());
    settings.setAnimationSpeed(AppSettings::Instant); // "show me" at once
    TutorialController tutorial;
    tutorial.setSettings(&settings);
    QSignalSpy busy(&tutorial, &TutorialController::puzzleBusyChanged);
    QSignalSpy solved(&tutorial, &TutorialController::puzzleSolved);
    QSignalSpy failed(&tutorial, &TutorialController::puzzleFailed);
    QSignalSpy passed(&tutorial, &TutorialController::lessonPassed);

    QVERIFY(!tutorial.newPuzzle(2, QStringLiteral("abc")));
    QVERIFY(!tutorial.puzzleBusy());
    QCOMPARE(tutorial.mode(), TutorialController::Mode::NoBoard);
    QCOMPARE(busy.count(), 0);

    QVERIFY(tutorial.newPuzzle(1, QStringLiteral("7")));
    QVERIFY(tutorial.puzzleBusy());
    QCOMPARE(busy.count(), 1);
    QCOMPARE(settings.puzzleLevel(), 1);
    QVERIFY(tutorial.waitForPuzzle(30000));
    QVERIFY(!tutorial.puzzleBusy());
    QCOMPARE(busy.count(), 2);
    QCOMPARE(failed.count(), 0);
    QCOMPARE(tutorial.mode(), TutorialController::Mode::Puzzle);
    QCOMPARE(tutorial.lessonIndex(), -1);
    QVERIFY(tutorial.puzzle().has_value());
    const tilerummy::Puzzle puzzle = *tutorial.puzzle();
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
    const std::optional<tilerummy::Puzzle> again = tilerummy::makePuzzle(7, 1);
    QVERIFY(again);
    QCOMPARE(again->position, puzzle.position);
    QCOMPARE(again->bestTiles, puzzle.bestTiles);

    // The best play, made with drags.
    QVERIFY(play(tutorial, puzzle.best.table));
    QVERIFY(tutorial.check());
    QVERIFY2(tutorial.verdict() == TutorialController::Verdict::Passed, qPrintable(tutorial.explanation()));
    QCOMPARE(tutorial.explanation(), QStringLiteral("The best play: %1 tiles placed.").arg(puzzle.bestTiles));
    QCOMPARE(tutorial.rejectedSet(), -1);
    QCOMPARE(solved.count(), 1);
    QCOMPARE(settings.puzzlesSolved(), 1);
    QCOMPARE(passed.count(), 0); // a puzzle is not a lesson

    // A legal play that places fewer tiles.
    QVERIFY(tutorial.resetTurn());
    QCOMPARE(tutorial.verdict(), TutorialController::Verdict::NotChecked);
    QCOMPARE(tutorial.draft().position(), tutorial.draft().start());
    if (const std::optional<tilerummy::Table> lesser = lesserPlay(puzzle)) {
        QVERIFY(play(tutorial, *lesser));
        QVERIFY(tutorial.check());
        QVERIFY2(tutorial.verdict() == TutorialController::Verdict::Legal, qPrintable(tutorial.explanation()));
        QVERIFY2(
            tutorial.explanation().endsWith(QStringLiteral("The best play places %1 tiles.").arg(puzzle.bestTiles)),
            qPrintable(tutorial.explanation()));
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
    QCOMPARE(tutorial.verdict(), TutorialController::Verdict::Wrong);
    QCOMPARE(tutorial.explanation(), QString::fromStdString(tilerummy::faceOf(tile).notation()) +
                                         QStringLiteral(" is alone: a run or group needs at least three tiles."));
    QVERIFY(tutorial.rejectedSet() >= 0);
    QCOMPARE(tutorial.rejectedSet(), tutorial.setOfTile(tile));
    QCOMPARE(solved.count(), 1);
    QVERIFY(tutorial.moveToRack({tile}));
    QCOMPARE(tutorial.verdict(), TutorialController::Verdict::NotChecked);
    QCOMPARE(tutorial.rejectedSet(), -1);

    // Shown: it passes, but is not counted as solved.
    QVERIFY(tutorial.showMe());
    QCOMPARE(tutorial.verdict(), TutorialController::Verdict::Shown);
    QCOMPARE(canonical(tutorial.draft().position().faces().table), canonical(puzzle.best.table));
    QVERIFY(tutorial.check());
    QCOMPARE(tutorial.verdict(), TutorialController::Verdict::Passed);
    QCOMPARE(solved.count(), 1);
    QCOMPARE(settings.puzzlesSolved(), 1);

    // A lesson opened while a puzzle is being made: the puzzle never shows.
    QVERIFY(tutorial.newPuzzle(5, QStringLiteral("31337")));
    QVERIFY(tutorial.puzzleBusy());
    QCOMPARE(settings.puzzleLevel(), 5);
    QVERIFY(tutorial.openLesson(0));
    QVERIFY(!tutorial.puzzleBusy());
    QTest::qWait(50); // a negative check: the maker stopped, its result (if posted) is dropped
    QCOMPARE(tutorial.mode(), TutorialController::Mode::Lesson);
    verifyBoardHolds(tutorial, tutorial.course().front().before);

    // Levels are clamped.
    QVERIFY(tutorial.newPuzzle(-3, QStringLiteral("7")));
    QCOMPARE(settings.puzzleLevel(), 1);
    QVERIFY(tutorial.waitForPuzzle(30000));
    QCOMPARE(tutorial.puzzleLevel(), 1);
    QCOMPARE(tutorial.puzzle()->position, puzzle.position);
}

void TestUiTutorialPuzzles::theLastPuzzleAskedForIsShown()
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
    QTest::qWait(50); // a negative check: nothing of the first one arrives late
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
    QCOMPARE(tutorial.mode(), TutorialController::Mode::Puzzle);
    QVERIFY(!tutorial.puzzleSeed().isEmpty());
    QCOMPARE(tutorial.puzzleLevel(), 1);
}

void TestUiTutorialPuzzles::aPuzzleOpensByItsNumber()
{
    // The number is the seed, then the level: 483 at level 2 is 4832.
    TutorialController tutorial;
    QVERIFY(tutorial.puzzleNumber().isEmpty());
    QVERIFY(tutorial.newPuzzle(2, QStringLiteral("483")));
    QVERIFY(tutorial.waitForPuzzle(30000));
    QCOMPARE(tutorial.puzzleNumber(), QStringLiteral("4832"));
    const tilerummy::Position shared = tutorial.puzzle()->position;

    // Another puzzle, then the number typed in (with spaces): the same puzzle.
    QVERIFY(tutorial.newPuzzle(1, QStringLiteral("5")));
    QVERIFY(tutorial.waitForPuzzle(30000));
    QCOMPARE(tutorial.puzzleNumber(), QStringLiteral("51"));
    QVERIFY(tutorial.openPuzzle(QStringLiteral(" 48 32 ")));
    QVERIFY(tutorial.waitForPuzzle(30000));
    QCOMPARE(tutorial.puzzleSeed(), QStringLiteral("483"));
    QCOMPARE(tutorial.puzzleLevel(), 2);
    QCOMPARE(tutorial.puzzleNumber(), QStringLiteral("4832"));
    QCOMPARE(tutorial.puzzle()->position, shared);

    // No puzzle has a number ending in 0 or 6..9, or one that is not a number: nothing changes.
    for (const char* typed : {"4830", "4836", "4839", "", "12a3", "-42", "99999999999999999999"}) {
        QVERIFY2(!tutorial.openPuzzle(QString::fromLatin1(typed)), typed);
        QVERIFY(!tutorial.puzzleBusy());
        QCOMPARE(tutorial.puzzleNumber(), QStringLiteral("4832"));
    }
    // Every seed has its number, and back.
    for (std::uint64_t seed : {std::uint64_t(0), std::uint64_t(999999999), tilerummy::kMaxNumberedPuzzleSeed})
        for (int level = 1; level <= tilerummy::kPuzzleLevels; ++level) {
            const auto id = tilerummy::puzzleFromNumber(tilerummy::puzzleNumber(seed, level));
            QVERIFY(id);
            QCOMPARE(id->seed, seed);
            QCOMPARE(id->level, level);
        }
}

void TestUiTutorialPuzzles::goingAwayWhileAPuzzleIsMade()
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
        QVERIFY(tutorial->waitForPuzzlePosted(20000));
        tutorial.reset();
    }
    QTest::qWait(50); // a negative check: nothing arrives for a controller that is gone
    QCOMPARE(settings.puzzlesSolved(), 0);
}

QTEST_MAIN(TestUiTutorialPuzzles)
#include "test_ui_tutorial_puzzles.moc"
