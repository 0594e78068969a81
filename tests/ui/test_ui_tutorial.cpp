// The tutorial through its controller, as the scene drives it: the course as
// loaded from the resources, every lesson opened on the board and solved with
// the same drags a player makes (and remembered as done), wrong attempts
// explained with the set at fault shown, "show me" playing the solution out
// (at once and animated, at a learner's pace, paused and stepped through, no
// step showing a freed joker as if it stayed) without counting the lesson, moving through the
// course and forgetting progress, practice puzzles made on the worker thread
// (judged best, legal but lesser, or wrong; a second request replacing the
// first; the controller going away while one is being made), and closing.
// The core's verdicts in the window's English words (verdict_words.h): every
// lesson verdict, set fault, puzzle verdict, refused move and rule problem,
// plural forms included, each kind with words of its own; the explanation
// worded in the language installed when it is read.
#include "app_settings.h"
#include "board_support.h"
#include "language.h"
#include "marking_translator.h"
#include "move_plan.h"
#include "practice_puzzle.h"
#include "solver.h"
#include "tile_ids.h"
#include "turn_words.h"
#include "tutorial_controller.h"
#include "verdict_words.h"

#include <QElapsedTimer>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <algorithm>
#include <memory>
#include <optional>
#include <set>
#include <utility>
#include <vector>

namespace {

bool onTable(const tilerummy::IdTable& table, tilerummy::TileId id)
{
    return std::any_of(table.begin(), table.end(), [id](const tilerummy::IdSet& set) {
        return std::find(set.begin(), set.end(), id) != set.end();
    });
}

// The end of turn that lays `table` from `start`: ids as the core assigns
// them, the rack the start rack's ids not on that table, in rack order.
std::optional<tilerummy::IdPosition> targetFor(const tilerummy::IdPosition& start, const tilerummy::Table& table)
{
    std::optional<tilerummy::IdPosition> ids = tilerummy::assignIds(start, table);
    if (!ids)
        return std::nullopt;
    tilerummy::IdSet rack;
    for (tilerummy::TileId id : start.rack) {
        if (!onTable(ids->table, id))
            rack.push_back(id);
    }
    ids->rack = rack;
    return ids;
}

// Lays the faces of `table` from the board's starting position.
bool play(TurnBoard& board, const tilerummy::Table& table)
{
    const std::optional<tilerummy::IdPosition> target = targetFor(board.draft().start(), table);
    return target && layOut(board, *target);
}

// Each set's tiles sorted, the sets in table order.
tilerummy::Table canonical(const tilerummy::Table& table)
{
    tilerummy::Table out;
    for (const tilerummy::Tiles& set : table)
        out.push_back(tilerummy::sortedTiles(set));
    return out;
}

QString text(const tilerummy::Table& table)
{
    QStringList sets;
    for (const tilerummy::Tiles& set : table)
        sets.append(QString::fromStdString(tilerummy::notation(set)));
    return sets.join(QStringLiteral(" | "));
}

tilerummy::Tile face(const char* notation)
{
    const std::optional<tilerummy::Tile> tile = tilerummy::Tile::parse(notation);
    Q_ASSERT(tile);
    return *tile;
}

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

// The board shows exactly this starting position (faces and the models' ids).
void verifyBoardHolds(TutorialController& tutorial, const tilerummy::Position& position)
{
    const tilerummy::IdPosition ids = tilerummy::firstIds(position);
    QCOMPARE(tutorial.draft().position().faces(), position);
    QCOMPARE(tutorial.draft().start(), tutorial.draft().position());
    QCOMPARE(tutorial.rack()->tiles(), ids.rack);
    QCOMPARE(tutorial.table()->sets(), ids.table);
    QCOMPARE(tutorial.rack()->rowCount(), static_cast<int>(position.rack.size()));
    QCOMPARE(tutorial.table()->rowCount(), static_cast<int>(position.table.size()));
}

// A legal play from the puzzle's position that places some tiles but fewer
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

tilerummy::Tiles tiles(const char* text)
{
    tilerummy::Tiles out;
    for (const QString& token : QString::fromLatin1(text).split(QLatin1Char(' '), Qt::SkipEmptyParts))
        out.push_back(face(qPrintable(token)));
    return out;
}

tilerummy::Table tableOf(const char* text)
{
    tilerummy::Table out;
    for (const QString& set : QString::fromLatin1(text).split(QLatin1Char('|'), Qt::SkipEmptyParts))
        out.push_back(tiles(qPrintable(set)));
    return out;
}

const tilerummy::Lesson* lessonById(const TutorialController& tutorial, const QString& id)
{
    for (const tilerummy::Lesson& lesson : tutorial.course())
        if (QString::fromStdString(lesson.id) == id)
            return &lesson;
    return nullptr;
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
    void showMeFollowsTheAnimationSpeed();
    void showMeAnimates();
    void showMeSaysEachStep();
    void showMeIsPausedAndStepped();
    void showMeFreesTheJokerTruthfully();
    void movingThroughTheCourse();
    void aPuzzleIsMadeAndJudged();
    void theLastPuzzleAskedForIsShown();
    void aPuzzleOpensByItsNumber();
    void goingAwayWhileAPuzzleIsMade();
    void closeClearsTheBoard();
    void lessonVerdictsInWords_data();
    void lessonVerdictsInWords();
    void otherLessonVerdictsInWords();
    void setFaultsInWords_data();
    void setFaultsInWords();
    void puzzleVerdictsInWords();
    void refusalsAndRulesInWords();
    void everyKindHasWordsOfItsOwn();
    void theExplanationFollowsTheLanguage();

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

void TestUiTutorial::showMePlaysTheSolution()
{
    AppSettings settings(iniPath());
    settings.setAnimationSpeed(AppSettings::Instant); // the solution shown at once
    TutorialController tutorial;
    tutorial.setSettings(&settings);
    QCOMPARE(tutorial.moveStepMs(), 0);

    for (int i = 0; i < tutorial.lessonCount(); ++i) {
        const tilerummy::Lesson& lesson = tutorial.course().at(static_cast<std::size_t>(i));
        const QString id = QString::fromStdString(lesson.id);
        QVERIFY(tutorial.openLesson(i));
        // Something moved first: the solution is shown from the lesson's table.
        const int tile = tutorial.rack()->tileIdAt(0);
        QVERIFY(tutorial.moveToNewSet({tile}));
        QVERIFY(tutorial.showMe());
        QVERIFY(!tutorial.animating());
        QVERIFY(tutorial.canAct());
        QVERIFY(tutorial.showingSolution());
        QCOMPARE(tutorial.verdict(), TutorialController::Verdict::Shown);
        QVERIFY(!tutorial.explanation().isEmpty());
        const tilerummy::Position after = tutorial.draft().position().faces();
        QVERIFY2(canonical(after.table) == canonical(lesson.solution.table),
                 qPrintable(id + QStringLiteral(": ") + text(after.table) + QStringLiteral(" / ") +
                            text(lesson.solution.table)));
        QCOMPARE(tilerummy::sortedTiles(after.rack), tilerummy::sortedTiles(lesson.solution.rack));
        // The models show it too.
        QCOMPARE(tutorial.table()->sets(), tutorial.draft().table());
        QCOMPARE(tutorial.rack()->tiles(), tutorial.draft().rack());

        // It passes the check, but the lesson counts only when the player makes it.
        QVERIFY(tutorial.check());
        QVERIFY2(tutorial.verdict() == TutorialController::Verdict::Passed,
                 qPrintable(id + ": " + tutorial.explanation()));
        QCOMPARE(settings.lessonsDone(), QStringList());
        QCOMPARE(tutorial.lessonsDone(), 0);
        QCOMPARE(tutorial.lessons().at(i).done, false);
    }

    // Undoing the last move of the shown solution and making it again is
    // still the shown solution: not counted.
    QVERIFY(tutorial.openLesson(0));
    QVERIFY(tutorial.showMe());
    QVERIFY(tutorial.undo());
    QVERIFY(tutorial.redo());
    QVERIFY(tutorial.check());
    QCOMPARE(tutorial.verdict(), TutorialController::Verdict::Passed);
    QCOMPARE(settings.lessonsDone(), QStringList());

    // After "show me", the player's own solution from the start counts.
    QVERIFY(tutorial.openLesson(0));
    QVERIFY(tutorial.showMe());
    QVERIFY(tutorial.resetTurn());
    QVERIFY(!tutorial.showingSolution());
    QCOMPARE(tutorial.verdict(), TutorialController::Verdict::NotChecked);
    QVERIFY(play(tutorial, tutorial.course().front().solution.table));
    QVERIFY(tutorial.check());
    QCOMPARE(tutorial.verdict(), TutorialController::Verdict::Passed);
    QCOMPARE(settings.lessonsDone(), QStringList{QString::fromStdString(tutorial.course().front().id)});
}

// "Show me" follows the animation speed: a flight and a pause a move.
void TestUiTutorial::showMeFollowsTheAnimationSpeed()
{
    AppSettings settings(iniPath());
    settings.setAnimationSpeed(AppSettings::Normal);
    TutorialController tutorial;
    QCOMPARE(tutorial.moveStepMs(), 0); // no settings: as set
    tutorial.setSettings(&settings);
    QCOMPARE(tutorial.moveStepMs(), TutorialController::kShowMeStepMs);
    settings.setAnimationSpeed(AppSettings::Slow);
    QCOMPARE(tutorial.moveStepMs(), 2 * TutorialController::kShowMeStepMs);
    settings.setAnimationSpeed(AppSettings::Fast);
    QCOMPARE(tutorial.moveStepMs(), TutorialController::kShowMeStepMs / 2);
    settings.setAnimationSpeed(AppSettings::Instant);
    QCOMPARE(tutorial.moveStepMs(), 0);
    // Longer than a tile's flight (TableInput's 280 ms at normal speed): a pause between moves.
    settings.setAnimationSpeed(AppSettings::Normal);
    QVERIFY(tutorial.moveStepMs() >= settings.animationMs(280) + 500);
    // A learner's pace: time to read a step's words, slower than an AI's turn.
    QVERIFY(tutorial.moveStepMs() >= 1500);

    // Played out at that pace: the second move comes a step after the first.
    const int index = tutorial.lessonCount() - 1;
    QVERIFY(tutorial.openLesson(index));
    QSignalSpy moves(&tutorial, &TurnBoard::tilesAboutToMove);
    QElapsedTimer clock;
    clock.start();
    QVERIFY(tutorial.showMe());
    QTRY_VERIFY_WITH_TIMEOUT(moves.count() >= 2, 10000);
    const qint64 first = clock.elapsed();
    const int seen = static_cast<int>(moves.count());
    QTRY_VERIFY_WITH_TIMEOUT(moves.count() > seen, 10000);
    QVERIFY2(clock.elapsed() - first >= TutorialController::kShowMeStepMs - 100,
             qPrintable(QString::number(clock.elapsed() - first)));
}

// "Show me" says each step as it is shown ("Step 2 of 3: take R7 from R5 R6
// R7 R8 R9 to make R7 B7 O7."), the words of the move it makes; at the
// Instant speed every step at once, one a line; the words go with the next move.
void TestUiTutorial::showMeSaysEachStep()
{
    AppSettings settings(iniPath());
    TutorialController tutorial;
    tutorial.setSettings(&settings);
    tutorial.setMoveStepMs(30);
    const int index = tutorial.lessonCount() - 1;
    QVERIFY(tutorial.openLesson(index));
    const std::optional<tilerummy::IdPosition> target =
        targetFor(tutorial.draft().start(), tutorial.course().at(static_cast<std::size_t>(index)).solution.table);
    QVERIFY(target);
    const std::vector<tilerummy::DraftMove> plan = tilerummy::planMoves(tutorial.draft().position(), *target);
    const int steps = static_cast<int>(plan.size());
    QVERIFY(steps >= 2);
    // The words of each step, from the draft as it is before it.
    QStringList expected;
    tilerummy::TurnDraft draft = tutorial.draft();
    for (int i = 0; i < steps; ++i) {
        expected << QStringLiteral("Step %1 of %2: %3")
                        .arg(i + 1)
                        .arg(steps)
                        .arg(tilerummy::ui::asSentence(tilerummy::ui::describeStep(draft, plan[std::size_t(i)])));
        QVERIFY(draft.apply(plan[std::size_t(i)], nullptr, tilerummy::LayoutRule::KeepOthers));
    }
    QStringList said;
    connect(&tutorial, &TurnBoard::stepWordsChanged, this, [&] {
        if (!tutorial.stepWords().isEmpty())
            said << tutorial.stepWords();
    });
    QVERIFY(tutorial.showMe());
    QTRY_VERIFY_WITH_TIMEOUT(!tutorial.animating(), 10000);
    QCOMPARE(said, expected);
    QCOMPARE(tutorial.stepWords(), expected.last()); // the last step stays to be read
    for (const QString& words : said)
        QVERIFY2(words.contains(QStringLiteral(" to make ")) || words.contains(QStringLiteral(": Add ")) ||
                     words.contains(QStringLiteral(": Lay ")),
                 qPrintable(words));

    // The words of the three kinds of step.
    auto id = [](const char* text) { return tilerummy::Tile::parse(text)->index() * tilerummy::kCopiesPerFace; };
    const tilerummy::TurnDraft table({{{id("R5"), id("R6"), id("R7"), id("R8"), id("R9")}, {id("B7"), id("O7")}},
                                      {id("O4"), id("K9"), id("K10"), id("K11")}},
                                     true, 30);
    QCOMPARE(tilerummy::ui::describeStep(table, {{id("R7")}, tilerummy::DraftTarget::intoSet(1, 0)}),
             QStringLiteral("take R7 from R5 R6 R7 R8 R9 to make R7 B7 O7"));
    QCOMPARE(tilerummy::ui::describeStep(table, {{id("O4")}, tilerummy::DraftTarget::intoSet(1)}),
             QStringLiteral("add O4 to B7 O7"));
    QCOMPARE(tilerummy::ui::describeStep(table, {{id("K9"), id("K10"), id("K11")}, tilerummy::DraftTarget::newSet()}),
             QStringLiteral("lay K9 K10 K11"));
    QCOMPARE(tilerummy::ui::describeStep(table, {{id("R9"), id("B7"), id("O4")}, tilerummy::DraftTarget::newSet()}),
             QStringLiteral("take R9 from R5 R6 R7 R8 R9, B7 from B7 O7 and O4 from the rack to make R9 B7 O4"));

    // The player moves: the words go.
    QVERIFY(tutorial.undo());
    QCOMPARE(tutorial.stepWords(), QString());

    // Instant: every step at once, one a line.
    tutorial.setMoveStepMs(0);
    QVERIFY(tutorial.openLesson(index));
    QVERIFY(tutorial.showMe());
    QCOMPARE(tutorial.stepWords(), expected.join(QLatin1Char('\n')));
}

// "Show me" says each step as it plays and goes through them as the person
// wants: paused it waits, a step by hand is made or taken back with its words,
// and played on it goes to the end at its pace; back from the end the
// solution is no longer shown whole. A move of the player's ends the stepping.
void TestUiTutorial::showMeIsPausedAndStepped()
{
    AppSettings settings(iniPath());
    TutorialController tutorial;
    tutorial.setSettings(&settings);
    tutorial.setMoveStepMs(200);
    const int index = tutorial.lessonCount() - 1;
    QVERIFY(tutorial.openLesson(index));
    const tilerummy::IdPosition start = tutorial.draft().position();
    const std::optional<tilerummy::IdPosition> target =
        targetFor(tutorial.draft().start(), tutorial.course().at(static_cast<std::size_t>(index)).solution.table);
    QVERIFY(target);
    const std::vector<tilerummy::DraftMove> plan = tilerummy::planMoves(start, *target);
    const int steps = static_cast<int>(plan.size());
    QVERIFY(steps >= 2);
    QStringList expected; // each step's words
    tilerummy::TurnDraft draft = tutorial.draft();
    for (int i = 0; i < steps; ++i) {
        expected << QStringLiteral("Step %1 of %2: %3")
                        .arg(i + 1)
                        .arg(steps)
                        .arg(tilerummy::ui::asSentence(tilerummy::ui::describeStep(draft, plan[std::size_t(i)])));
        QVERIFY(draft.apply(plan[std::size_t(i)], nullptr, tilerummy::LayoutRule::KeepOthers));
    }
    // Nothing to go through before "show me".
    QCOMPARE(tutorial.showSteps(), 0);
    QVERIFY(!tutorial.pauseShow());
    QVERIFY(!tutorial.stepForward());
    QVERIFY(!tutorial.stepBack());

    QSignalSpy board(&tutorial, &TurnBoard::boardChanged);
    // While it plays by itself, every change the scene hears of says it goes on (not paused).
    int pausedWhilePlaying = 0;
    const QMetaObject::Connection watch = connect(&tutorial, &TurnBoard::boardChanged, this, [&] {
        if (tutorial.showPaused())
            ++pausedWhilePlaying;
    });
    QVERIFY(tutorial.showMe());
    QCOMPARE(tutorial.showSteps(), steps);
    QCOMPARE(tutorial.showStep(), 0);
    QVERIFY(!tutorial.showPaused());
    QVERIFY(!tutorial.resumeShow()); // it goes on already
    // Said as it plays: the first step's words once it is made.
    QTRY_VERIFY_WITH_TIMEOUT(tutorial.showStep() >= 1, 5000);
    disconnect(watch);
    QCOMPARE(pausedWhilePlaying, 0);
    QVERIFY(tutorial.pauseShow());
    QVERIFY(tutorial.showPaused());
    QVERIFY(!tutorial.pauseShow());
    const int at = tutorial.showStep();
    QVERIFY(at < steps);
    QCOMPARE(tutorial.stepWords(), expected.at(at - 1));
    // Paused, it waits: no step is made, the board is not the player's.
    QTest::qWait(4 * tutorial.moveStepMs());
    QCOMPARE(tutorial.showStep(), at);
    QVERIFY(tutorial.animating());
    QVERIFY(!tutorial.canAct());
    QSignalSpy refused(&tutorial, &TurnBoard::moveRefused);
    QVERIFY(!tutorial.moveToNewSet({tutorial.rack()->tileIdAt(0)}));
    QCOMPARE(refused.count(), 1);
    QVERIFY(refused.at(0).at(0).toString().contains(QStringLiteral("paused")));

    // The next step by hand, said; it still waits.
    board.clear();
    QVERIFY(tutorial.stepForward());
    QCOMPARE(tutorial.showStep(), at + 1);
    QCOMPARE(tutorial.stepWords(), expected.at(at));
    QVERIFY(board.count() > 0); // the scene follows
    // Back to the start, a step at a time, each said.
    while (tutorial.showStep() > 1) {
        const int before = tutorial.showStep();
        QVERIFY(tutorial.stepBack());
        QCOMPARE(tutorial.showStep(), before - 1);
        QCOMPARE(tutorial.stepWords(), expected.at(before - 2));
    }
    QVERIFY(tutorial.stepBack());
    QCOMPARE(tutorial.showStep(), 0);
    QCOMPARE(tutorial.stepWords(), QStringLiteral("The table before the first step."));
    QCOMPARE(tutorial.draft().table(), start.table);
    QVERIFY(!tutorial.stepBack());
    QVERIFY(tutorial.showPaused());

    // Played on: every step said in turn, to the end.
    QStringList said;
    connect(&tutorial, &TurnBoard::stepWordsChanged, this, [&] { said << tutorial.stepWords(); });
    QVERIFY(tutorial.resumeShow());
    QVERIFY(!tutorial.showPaused());
    QTRY_VERIFY_WITH_TIMEOUT(!tutorial.animating(), 10000);
    QCOMPARE(said, expected);
    QCOMPARE(tutorial.showStep(), steps);
    QCOMPARE(tutorial.verdict(), TutorialController::Verdict::Shown);
    QVERIFY(tutorial.canAct());
    QVERIFY(!tutorial.stepForward());
    QVERIFY(!tutorial.resumeShow());

    // Back from the end: the solution is not shown whole any more, until the
    // last step is made again.
    QVERIFY(tutorial.stepBack());
    QCOMPARE(tutorial.verdict(), TutorialController::Verdict::NotChecked);
    QVERIFY(!tutorial.canAct());
    QVERIFY(tutorial.stepForward());
    QCOMPARE(tutorial.verdict(), TutorialController::Verdict::Shown);
    QVERIFY(tutorial.canAct());

    // The player's move: the board is theirs, no steps to go through.
    QVERIFY(tutorial.undo());
    QCOMPARE(tutorial.showSteps(), 0);
    QVERIFY(!tutorial.stepBack());
    QVERIFY(!tutorial.stepForward());
}

// The lessons where a joker is won back: "show me" takes the joker from its
// set (to the set it ends in) before a tile comes into that set, so that no
// table on the way shows the joker as if it stayed (K5 into K4 J K6 reads K4
// K5 K6 J). Every step leaves the joker where the words say.
void TestUiTutorial::showMeFreesTheJokerTruthfully()
{
    AppSettings settings(iniPath());
    TutorialController tutorial;
    tutorial.setSettings(&settings);
    tutorial.setMoveStepMs(0);
    int freed = 0;
    for (int i = 0; i < tutorial.lessonCount(); ++i) {
        QVERIFY(tutorial.openLesson(i));
        const tilerummy::Lesson& lesson = tutorial.course().at(static_cast<std::size_t>(i));
        const std::optional<tilerummy::IdPosition> target = targetFor(tutorial.draft().start(), lesson.solution.table);
        QVERIFY(target);
        const std::vector<tilerummy::DraftMove> plan = tilerummy::planMoves(tutorial.draft().position(), *target);
        tilerummy::TurnDraft draft = tutorial.draft();
        bool jokerFreed = false;
        for (const tilerummy::DraftMove& move : plan) {
            if (move.target.kind == tilerummy::DraftTarget::Kind::IntoSet) {
                const int into = tilerummy::setIndexOf(target->table, move.tiles.front());
                for (tilerummy::TileId id : draft.table()[static_cast<std::size_t>(move.target.set)])
                    QVERIFY2(!tilerummy::faceOf(id).isJoker() || tilerummy::setIndexOf(target->table, id) == into,
                             qPrintable(QString::fromStdString(lesson.id) + QStringLiteral(": ") +
                                        tilerummy::ui::asSentence(tilerummy::ui::describeStep(draft, move)) +
                                        QStringLiteral(" while the joker leaves")));
            }
            for (tilerummy::TileId id : move.tiles)
                jokerFreed =
                    jokerFreed || (tilerummy::faceOf(id).isJoker() && tilerummy::setIndexOf(draft.table(), id) >= 0);
            QVERIFY(draft.apply(move, nullptr, tilerummy::LayoutRule::KeepOthers));
        }
        freed += jokerFreed ? 1 : 0;
    }
    QVERIFY(freed >= 3); // joker-retrieve, joker-in-group, joker-and-split

    // Won back in its lesson: first the joker goes to its new set, then K5 takes its place.
    QVERIFY(tutorial.openLessonById(QStringLiteral("joker-retrieve")));
    QVERIFY(tutorial.showMe());
    const QStringList steps = tutorial.stepWords().split(QLatin1Char('\n'));
    QCOMPARE(steps.size(), 2);
    QVERIFY2(steps.at(0).contains(QStringLiteral("J from K4 J K6")) &&
                 steps.at(0).contains(QStringLiteral("to make B13 O13 J")),
             qPrintable(steps.at(0)));
    QVERIFY2(steps.at(1).contains(QStringLiteral("add K5 to K4 K6"), Qt::CaseInsensitive), qPrintable(steps.at(1)));
}

void TestUiTutorial::showMeAnimates()
{
    AppSettings settings(iniPath());
    TutorialController tutorial;
    tutorial.setSettings(&settings);
    tutorial.setMoveStepMs(20);
    QCOMPARE(tutorial.moveStepMs(), 20);
    const int index = tutorial.lessonCount() - 1;
    const tilerummy::Lesson& lesson = tutorial.course().at(static_cast<std::size_t>(index));
    QVERIFY(tutorial.openLesson(index));
    const std::optional<tilerummy::IdPosition> target = targetFor(tutorial.draft().start(), lesson.solution.table);
    QVERIFY(target);
    const std::size_t steps = tilerummy::planMoves(tutorial.draft().position(), *target).size();
    QVERIFY(steps >= 2);

    QSignalSpy moves(&tutorial, &TurnBoard::tilesAboutToMove);
    QSignalSpy refused(&tutorial, &TurnBoard::moveRefused);
    QVERIFY(tutorial.showMe());
    QVERIFY(tutorial.animating());
    QVERIFY(!tutorial.canAct());
    QVERIFY(tutorial.showingSolution());
    QCOMPARE(tutorial.verdict(), TutorialController::Verdict::NotChecked);
    // Nothing else happens meanwhile.
    QVERIFY(!tutorial.check());
    QVERIFY(!tutorial.showMe());
    QVERIFY(!tutorial.moveToNewSet({tutorial.rack()->tileIdAt(0)}));
    QCOMPARE(refused.count(), 1);
    QVERIFY(!tutorial.undo());

    QTRY_VERIFY_WITH_TIMEOUT(!tutorial.animating(), 10000);
    QVERIFY(tutorial.canAct());
    QCOMPARE(tutorial.verdict(), TutorialController::Verdict::Shown);
    QVERIFY(moves.count() >= static_cast<int>(steps)); // one step at a time
    QCOMPARE(canonical(tutorial.draft().position().faces().table), canonical(lesson.solution.table));
    QVERIFY(tutorial.check());
    QCOMPARE(tutorial.verdict(), TutorialController::Verdict::Passed);
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
    QCOMPARE(tutorial.verdict(), TutorialController::Verdict::NotChecked);
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

void TestUiTutorial::aPuzzleIsMadeAndJudged()
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
    QTest::qWait(200);
    QCOMPARE(tutorial.mode(), TutorialController::Mode::Lesson);
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
    QCOMPARE(tutorial.mode(), TutorialController::Mode::Puzzle);
    QVERIFY(!tutorial.puzzleSeed().isEmpty());
    QCOMPARE(tutorial.puzzleLevel(), 1);
}

void TestUiTutorial::aPuzzleOpensByItsNumber()
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
    QTest::qWait(200);
    QCOMPARE(tutorial.mode(), TutorialController::Mode::NoBoard);
    QCOMPARE(tutorial.rack()->rowCount(), 0);
    QCOMPARE(tutorial.table()->rowCount(), 0);
}

void TestUiTutorial::lessonVerdictsInWords_data()
{
    QTest::addColumn<QString>("lesson");
    QTest::addColumn<QString>("table");
    QTest::addColumn<QString>("rack");
    QTest::addColumn<QString>("words");

    auto row = [](const char* name, const char* lesson, const char* table, const char* rack, const char* words) {
        QTest::newRow(name) << QString::fromLatin1(lesson) << QString::fromLatin1(table) << QString::fromLatin1(rack)
                            << QString::fromUtf8(words);
    };
    row("what is left of a set", "trap-set-of-two", "O6 O7 | R5 R6 R7 R8 | K10 K11 K12 K13 | K5 B5 O5", "",
        "O6 O7: this set now has only two tiles; a run or group needs at least three.");
    row("a freed joker alone", "trap-harvest", "R6 R7 R8 | K3 B3 O3 | B9 B10 B11 | J", "K13",
        "J is alone: the joker you freed must be played in a set this turn.");
    row("a freed joker with one tile", "trap-harvest", "R6 R7 R8 | K3 B3 O3 | B11 J | B9 B10", "K13",
        "B11 J: the joker you freed must be played in a set of at least three tiles this turn.\n"
        "B9 B10: this set now has only two tiles; a run or group needs at least three.");
    row("tiles of two sets", "trap-harvest", "R6 R7 R8 | O3 B11 | K3 B3 J | B9 B10", "K13",
        "O3 B11: the tiles you took out must be played in sets of at least three this turn.\n"
        "B9 B10: this set now has only two tiles; a run or group needs at least three.");
    row("a taken tile alone", "substitute-group", "K7 B7 O7 | O8 O9 O10 | K1 K2 K3 | R7", "R5 R6",
        "R7 is alone: a tile you take from a set must be played in another set this turn.");
    row("a rack tile alone", "split-run", "R3 R4 R5 R6 R7 R8 | K10 B10 O10 | K3 K4 K5 | K2", "R5",
        "K2 is alone: a run or group needs at least three tiles.");
    row("a gap", "split-run", "R3 R4 R5 R6 | K10 B10 O10 | K3 K4 K5 | R5 R7 R8", "K2",
        "R5 R7 R8: a run needs consecutive numbers.");
    row("two sets at fault, both named", "split-run", "R3 R4 R5 R6 | K10 B10 O10 | K3 K4 | K5 R5 R7 R8", "K2",
        "K3 K4: this set now has only two tiles; a run or group needs at least three.\n"
        "K5 R5 R7 R8: a run is one colour with consecutive numbers and a group one number in different colours; "
        "this set is neither.");
    row("a joker kept", "trap-harvest", "R6 R7 R8 | K3 B3 O3 | B9 B10 B11", "K13 J",
        "J was on the table: a joker you take from a set must be played in a set this turn; it can't go to your "
        "rack.");
    row("a table tile kept", "add", "R5 R6 R7 | K9 R9 B9 O9 | B10 B11 B12 B13 | O1 O2 O3", "R4",
        "R4 was on the table: a tile from the table can't go back to your rack; play it in a set.");
    row("a tile from nowhere", "add", "R4 R5 R6 R7 | K9 R9 B9 O9 | B10 B11 B12 B13 | O1 O2 O3 O4", "",
        "O4 is not one of the tiles in play: only the tiles on the table and on your rack can be used.");
    row("a tile missing", "add", "R4 R5 R6 R7 | K9 R9 B9 O9 | B10 B11 B12 | O1 O2 O3", "",
        "B13 is missing: every tile must end on the table or stay on your rack.");
    row("the goal's tile left", "split-run", "R3 R4 R5 R6 R7 R8 | K10 B10 O10 | K2 K3 K4 K5", "R5",
        "R5 is still on your rack: the goal is to play it.");
    row("two tiles left", "add", "R4 R5 R6 R7 | K9 R9 B9 | B10 B11 B12 | O1 O2 O3", "O9 B13",
        "You still have 2 tiles on your rack (O9 B13): play them all.");
    row("one tile left", "add", "R4 R5 R6 R7 | K9 R9 B9 O9 | B10 B11 B12 | O1 O2 O3", "B13",
        "You still have 1 tile on your rack (B13): play it too.");
    row("the table touched before the first meld", "initial-meld",
        "K1 K2 K3 K4 | B3 B4 B5 B6 B7 B8 | R9 B9 O9 | K6 R6 O6", "",
        "Before the first meld the sets on the table must stay as they were; new sets come from the rack only.");
    row("a first meld too small", "initial-meld", "K1 K2 K3 K4 | B6 B7 B8 | R9 B9 O9 | K6 R6 O6", "B3 B4 B5",
        "The new set is worth 18 points; the first meld needs 30 from the rack alone.");
    row("passed, one set rearranged", "split-run", "R3 R4 R5 | K10 B10 O10 | K3 K4 K5 | R5 R6 R7 R8", "K2",
        "Well done: you played R5, rearranging 1 set.");
    row("passed, two sets rearranged", "trap-harvest", "R6 R7 R8 | K3 B3 O3 | B9 B10 B11 J", "K13",
        "Well done: you played R7, rearranging 2 sets.");
    row("passed, a first meld", "initial-meld-joker", "K5 K6 K7 | R3 B3 O3 | O10 O11 O12 | R9 J R11", "K2 B5",
        "Well done: you played {R9 R11 J} for a first meld worth 30 points.");
}

// Through checkLesson, as the tutorial judges an attempt, then in words.
void TestUiTutorial::lessonVerdictsInWords()
{
    QFETCH(QString, lesson);
    QFETCH(QString, table);
    QFETCH(QString, rack);
    QFETCH(QString, words);
    TutorialController tutorial;
    const tilerummy::Lesson* l = lessonById(tutorial, lesson);
    QVERIFY2(l, qPrintable(lesson));
    const tilerummy::Position after{tableOf(qPrintable(table)), tiles(qPrintable(rack))};
    const tilerummy::LessonVerdict verdict = tilerummy::checkLesson(*l, after);
    // "{R9 R11 J}": a list as the locale writes it ("R9, R11 and J" in en_GB, "R9, R11, and J" in en_US).
    const qsizetype open = words.indexOf(QLatin1Char('{'));
    if (open >= 0) {
        const qsizetype close = words.indexOf(QLatin1Char('}'), open);
        const QStringList items = words.mid(open + 1, close - open - 1).split(QLatin1Char(' '));
        words.replace(open, close - open + 1, QLocale().createSeparatedList(items));
    }
    QCOMPARE(tilerummy::ui::describeLessonVerdict(verdict, QString::fromStdString(l->goalText)), words);
}

// Verdicts the course does not give as they stand: made by hand.
void TestUiTutorial::otherLessonVerdictsInWords()
{
    using Why = tilerummy::LessonVerdict::Why;
    tilerummy::LessonVerdict v;
    v.why = Why::TurnFault;
    v.turnFault.kind = tilerummy::TurnFault::Kind::NothingPlayed;
    QCOMPARE(tilerummy::ui::describeLessonVerdict(v, QStringLiteral("Play the red 5.")),
             QStringLiteral("Nothing was played yet. Play the red 5."));

    v = {};
    v.why = Why::GoalTilesLeft;
    v.tiles = tiles("R5 R6");
    QCOMPARE(tilerummy::ui::describeLessonVerdict(v, {}),
             QStringLiteral("R5 and R6 are still on your rack: the goal is to play them."));

    v = {};
    v.why = Why::TurnFault;
    v.turnFault.kind = tilerummy::TurnFault::Kind::MeldTooLow;
    v.turnFault.points = 18;
    v.turnFault.needed = 30;
    v.turnFault.newSets = 2;
    QCOMPARE(tilerummy::ui::describeLessonVerdict(v, {}),
             QStringLiteral("The new sets are worth 18 points; the first meld needs 30 from the rack alone."));

    v = {};
    v.passed = true;
    v.why = Why::Passed;
    v.tiles = tiles("R7 O9 B13");
    const QString list =
        QLocale().createSeparatedList({QStringLiteral("R7"), QStringLiteral("O9"), QStringLiteral("B13")});
    QCOMPARE(tilerummy::ui::describeLessonVerdict(v, {}), QStringLiteral("Well done: you played %1.").arg(list));
    v.setsRearranged = 3;
    QCOMPARE(tilerummy::ui::describeLessonVerdict(v, {}),
             QStringLiteral("Well done: you played %1, rearranging 3 sets.").arg(list));

    // A fault of the game's own (never in a lesson): said as a refused turn.
    v = {};
    v.why = Why::TurnFault;
    v.turnFault.kind = tilerummy::TurnFault::Kind::NotTheTurnsTiles;
    QVERIFY(tilerummy::ui::describeLessonVerdict(v, {}).startsWith(QStringLiteral("This turn is not allowed: ")));
}

void TestUiTutorial::setFaultsInWords_data()
{
    QTest::addColumn<QString>("set");
    QTest::addColumn<QString>("played");
    QTest::addColumn<QString>("before");
    QTest::addColumn<QString>("words");

    auto row = [](const char* set, const char* played, const char* before, const char* words) {
        QTest::newRow(words) << QString::fromLatin1(set) << QString::fromLatin1(played) << QString::fromLatin1(before)
                             << QString::fromUtf8(words);
    };
    row("", "R1", "R2 R3 R4", "An empty set was left on the table.");
    row("J", "R8", "R7 J R9", "J is alone: the joker you freed must be played in a set this turn.");
    row("J K5", "R8", "R7 J R9 | K5 K6 K7 K8",
        "J K5: the joker you freed must be played in a set of at least three tiles this turn.");
    row("J J", "R8 B2", "R7 J R9 | B1 J B3",
        "J J: the jokers you freed must be played in a set of at least three tiles this turn.");
    row("R7", "K13", "R4 R5 R6 R7", "R7 is alone: a tile you take from a set must be played in another set this turn.");
    row("K13", "K13", "R4 R5 R6 R7", "K13 is alone: a run or group needs at least three tiles.");
    row("O6 O7", "K5 B5", "O5 O6 O7", "O6 O7: this set now has only two tiles; a run or group needs at least three.");
    row("B10 K7", "R1", "B8 B9 B10 | K7 R7 B7 O7",
        "B10 K7: the tiles you took out must be played in sets of at least three this turn.");
    row("K1 K2", "K1 K2", "R3 R4 R5", "K1 K2: this set has only two tiles; a run or group needs at least three.");
    row("R5 J J J", "R5 J J J", "", "R5 J J J: a set holds at most two jokers.");
    row("R5 R5 J", "R5 R5 J", "",
        "R5 R5 J: the same tile twice; a run needs different numbers and a group different colours.");
    row("K7 R7 B7 O7 J", "J", "K7 R7 B7 O7", "K7 R7 B7 O7 J: a group has at most four tiles, one of each colour.");
    row("K7 B7 K7", "K7", "K7 R7 B7", "K7 B7 K7: a group needs tiles of different colours.");
    row("K4 K5 K6 K7 K7", "K7", "K4 K5 K6 K7", "K4 K5 K6 K7 K7: a run needs each number once.");
    row("R1 R2 R3 R4 R5 R6 R7 R8 R9 R10 R11 R12 R13 J", "J", "R1 R2 R3 R4 R5 R6 R7 R8 R9 R10 R11 R12 R13",
        "R1 R2 R3 R4 R5 R6 R7 R8 R9 R10 R11 R12 R13 J: a run has at most 13 tiles.");
    row("R12 R13 R1", "R1", "R11 R12 R13", "R12 R13 R1: a run can't go on from 13 to 1.");
    row("R5 R7 R8", "R5", "R6 R7 R8", "R5 R7 R8: a run needs consecutive numbers.");
    row("R3 J R7", "R7", "R3 J R5", "R3 J R7: a run needs consecutive numbers, and the joker can't fill all the gaps.");
    row("R1 J J R9", "R9", "R1 J J",
        "R1 J J R9: a run needs consecutive numbers, and the jokers can't fill all the gaps.");
    row("K7 O7 R8", "R8", "K7 R7 O7 B7",
        "K7 O7 R8: a run is one colour with consecutive numbers and a group one number in different colours; this "
        "set is neither.");
}

void TestUiTutorial::setFaultsInWords()
{
    QFETCH(QString, set);
    QFETCH(QString, played);
    QFETCH(QString, before);
    QFETCH(QString, words);
    const tilerummy::SetFault fault = tilerummy::classifySetFault(
        tiles(qPrintable(set)), tilerummy::TileCounts(tiles(qPrintable(played))), tableOf(qPrintable(before)));
    QCOMPARE(tilerummy::ui::describeSetFault(fault), words);
    // The penalty's clause is the same words without the full stop.
    tilerummy::TurnFault penalty;
    penalty.kind = tilerummy::TurnFault::Kind::InvalidSet;
    penalty.setFault = fault;
    QCOMPARE(tilerummy::ui::describeTurnFault(penalty), words.chopped(1));
}

void TestUiTutorial::puzzleVerdictsInWords()
{
    const QString goal = QStringLiteral("The best play lays 3 tiles.");
    tilerummy::PuzzleVerdict v;
    v.legal = true;
    v.best = true;
    v.tilesPlaced = 3;
    v.bestTiles = 3;
    QCOMPARE(tilerummy::ui::describePuzzleVerdict(v, goal), QStringLiteral("The best play: 3 tiles placed."));
    v.tilesPlaced = 1;
    v.bestTiles = 1;
    QCOMPARE(tilerummy::ui::describePuzzleVerdict(v, goal), QStringLiteral("The best play: 1 tile placed."));
    v.best = false;
    v.bestTiles = 3;
    QCOMPARE(tilerummy::ui::describePuzzleVerdict(v, goal),
             QStringLiteral("Legal: you placed 1 tile. The best play places 3 tiles."));
    v.tilesPlaced = 2;
    QCOMPARE(tilerummy::ui::describePuzzleVerdict(v, goal),
             QStringLiteral("Legal: you placed 2 tiles. The best play places 3 tiles."));

    // Wrong: as the tutorial says it.
    tilerummy::PuzzleVerdict wrong;
    wrong.bestTiles = 3;
    wrong.fault.kind = tilerummy::TurnFault::Kind::NothingPlayed;
    QCOMPARE(tilerummy::ui::describePuzzleVerdict(wrong, goal), QStringLiteral("Nothing was played yet. ") + goal);
    wrong.fault.kind = tilerummy::TurnFault::Kind::TileBackToRack;
    wrong.fault.tile = face("R7");
    QCOMPARE(
        tilerummy::ui::describePuzzleVerdict(wrong, goal),
        QStringLiteral("R7 was on the table: a tile from the table can't go back to your rack; play it in a set."));
    wrong.fault.kind = tilerummy::TurnFault::Kind::TileFromNowhere;
    wrong.fault.tile = face("R8");
    QCOMPARE(tilerummy::ui::describePuzzleVerdict(wrong, goal),
             QStringLiteral("R8 is not one of the tiles in play: only the tiles on the table and on your rack can be "
                            "used."));
    wrong.fault.kind = tilerummy::TurnFault::Kind::TileVanished;
    QCOMPARE(tilerummy::ui::describePuzzleVerdict(wrong, goal),
             QStringLiteral("R8 is missing: every tile must end on the table or stay on your rack."));
    wrong.fault.kind = tilerummy::TurnFault::Kind::InvalidSet;
    wrong.fault.setFault = tilerummy::classifySetFault(tiles("K7 B7 R3"), tilerummy::TileCounts(tiles("K7 B7 R3")), {});
    QCOMPARE(tilerummy::ui::describePuzzleVerdict(wrong, goal),
             QStringLiteral("K7 B7 R3: a run is one colour with consecutive numbers and a group one number in "
                            "different colours; this set is neither."));
}

void TestUiTutorial::refusalsAndRulesInWords()
{
    using Kind = tilerummy::DraftRefusal::Kind;
    const tilerummy::TileId r5 = face("R5").index() * tilerummy::kCopiesPerFace;
    QCOMPARE(tilerummy::ui::describeDraftRefusal({Kind::TableTileToRack, r5, 0}),
             QStringLiteral("R5 was on the table at the start of the turn and must stay on the table."));
    QCOMPARE(tilerummy::ui::describeDraftRefusal({Kind::TileTwice, r5 + 1, 0}),
             QStringLiteral("R5 is listed twice in one move."));
    QCOMPARE(tilerummy::ui::describeDraftRefusal({Kind::NotATile, 200, 0}),
             QStringLiteral("200 is not a tile of the game."));
    QCOMPARE(tilerummy::ui::describeDraftRefusal({Kind::NoSuchSet, -1, 7}),
             QStringLiteral("There is no set 7 on the table."));
    QCOMPARE(tilerummy::ui::describeDraftRefusal({Kind::NoChange, -1, 0}), QStringLiteral("The move changes nothing."));

    tilerummy::Rules rules;
    rules.rounds = 0;
    const std::optional<tilerummy::RuleProblem> problem = tilerummy::findRuleProblem(rules);
    QVERIFY(problem);
    QCOMPARE(tilerummy::ui::describeRuleProblem(*problem), QStringLiteral("a match must have 1 to 100 rounds, not 0"));
}

// The words for every kind the core can return, family by family (set faults,
// lesson verdicts, penalty clauses, attempt sentences, refused moves, rule
// problems): {kind's name, words}.
static std::vector<std::vector<std::pair<QString, QString>>> wordsForEveryKind()
{
    const auto name = [](std::string_view n) {
        return QString::fromLatin1(n.data(), static_cast<qsizetype>(n.size()));
    };
    const tilerummy::Tiles set = tiles("R1 R2");
    std::vector<std::vector<std::pair<QString, QString>>> families(6);
    for (int k = 1; k <= static_cast<int>(tilerummy::kLastSetFaultKind); ++k) {
        const tilerummy::SetFault fault{static_cast<tilerummy::SetFaultKind>(k), set, 1};
        families[0].emplace_back(name(tilerummy::setFaultName(fault.kind)), tilerummy::ui::describeSetFault(fault));
    }
    for (int k = 0; k <= static_cast<int>(tilerummy::kLastLessonWhy); ++k) {
        tilerummy::LessonVerdict v;
        v.why = static_cast<tilerummy::LessonVerdict::Why>(k);
        v.passed = v.why == tilerummy::LessonVerdict::Why::Passed;
        v.tiles = set;
        v.setFault = {tilerummy::SetFaultKind::SetOfTwo, set, 0};
        // The turn check's fault the verdict carries (each kind's words: families[3]).
        v.turnFault.kind = tilerummy::TurnFault::Kind::MeldTooLow;
        v.turnFault.points = 12;
        v.turnFault.needed = 30;
        v.turnFault.newSets = 1;
        v.points = 12;
        families[1].emplace_back(name(tilerummy::lessonWhyName(v.why)),
                                 tilerummy::ui::describeLessonVerdict(v, QStringLiteral("Play.")));
    }
    for (int k = 1; k <= static_cast<int>(tilerummy::kLastTurnFaultKind); ++k) {
        tilerummy::TurnFault fault;
        fault.kind = static_cast<tilerummy::TurnFault::Kind>(k);
        fault.tile = face("R1");
        fault.setFault = {tilerummy::SetFaultKind::SetOfTwo, set, 0};
        fault.points = 12;
        fault.needed = 30;
        fault.newSets = 1;
        families[2].emplace_back(name(tilerummy::turnFaultName(fault.kind)), tilerummy::ui::describeTurnFault(fault));
        families[3].emplace_back(name(tilerummy::turnFaultName(fault.kind)),
                                 tilerummy::ui::describeAttemptFault(fault, QStringLiteral("Play.")));
    }
    for (int k = 1; k <= static_cast<int>(tilerummy::kLastDraftRefusal); ++k) {
        const tilerummy::DraftRefusal refusal{static_cast<tilerummy::DraftRefusal::Kind>(k), 10, 5};
        families[4].emplace_back(name(tilerummy::draftRefusalName(refusal.kind)),
                                 tilerummy::ui::describeDraftRefusal(refusal));
    }
    for (int k = 0; k <= static_cast<int>(tilerummy::kLastRuleField); ++k) {
        const tilerummy::RuleProblem problem{static_cast<tilerummy::RuleProblem::Field>(k), 1, 9, 40};
        families[5].emplace_back(name(tilerummy::ruleFieldName(problem.field)),
                                 tilerummy::ui::describeRuleProblem(problem));
    }
    return families;
}

// Every kind the core can return has words: none empty, none left with a
// placeholder, no two kinds of a family with the same words (a kind fallen
// through to another's words would), and every one of them through
// translate(), so none is English the translators never see.
void TestUiTutorial::everyKindHasWordsOfItsOwn()
{
    for (const auto& family : wordsForEveryKind()) {
        std::set<QString> seen;
        for (const auto& [kind, words] : family) {
            QVERIFY2(!words.isEmpty(), qPrintable(kind));
            QVERIFY2(!words.contains(QLatin1Char('%')), qPrintable(kind + QStringLiteral(": ") + words));
            QVERIFY2(seen.insert(words).second, qPrintable(kind + QStringLiteral(": ") + words));
        }
    }
    QCOMPARE(tilerummy::ui::describeSetFault({}), QString()); // valid: nothing to say
    QCOMPARE(tilerummy::ui::describeTurnFault({}), QString());

    const MarkingTranslator marking;
    for (const auto& family : wordsForEveryKind())
        for (const auto& [kind, words] : family)
            QVERIFY2(MarkingTranslator::marked(words), qPrintable(kind + QStringLiteral(": ") + words));
}

// The verdict is kept as the core gave it and worded when read: in the
// language installed then.
void TestUiTutorial::theExplanationFollowsTheLanguage()
{
    TutorialController tutorial;
    QVERIFY(tutorial.openLesson(0));
    QVERIFY(tutorial.showMe());
    QCOMPARE(tutorial.verdict(), TutorialController::Verdict::Shown);
    const QString english = tutorial.explanation();
    QVERIFY(english.startsWith(QStringLiteral("That is one way")));
    QCOMPARE(tilerummy::ui::useLanguage(QStringLiteral("de")), QStringLiteral("de"));
    const QString german = tutorial.explanation();
    tilerummy::ui::useLanguage(QStringLiteral("en"));
    QVERIFY2(!german.isEmpty() && german != english, qPrintable(german));
    QCOMPARE(tutorial.explanation(), english);

    // A set's reason on the table (its tooltip) is read again too.
    QVERIFY(tutorial.resetTurn());
    const int tile = tutorial.rack()->data(tutorial.rack()->index(0), tilerummy::ui::TileIdRole).toInt();
    QVERIFY(tutorial.moveToNewSet({tile}));
    TableModel* table = tutorial.table();
    const int last = table->rowCount() - 1;
    const QString reason = table->data(table->index(last), TableModel::ReasonRole).toString();
    QVERIFY2(reason.contains(QStringLiteral("alone")), qPrintable(reason));
    QSignalSpy changed(table, &QAbstractItemModel::dataChanged);
    tilerummy::ui::useLanguage(QStringLiteral("nl"));
    const QString dutch = table->data(table->index(last), TableModel::ReasonRole).toString();
    tilerummy::ui::useLanguage(QStringLiteral("en"));
    QVERIFY(!changed.isEmpty());
    QVERIFY(changed.first().at(2).value<QList<int>>().contains(TableModel::ReasonRole));
    QVERIFY2(!dutch.isEmpty() && dutch != reason, qPrintable(dutch));
}

QTEST_MAIN(TestUiTutorial)
#include "test_ui_tutorial.moc"
