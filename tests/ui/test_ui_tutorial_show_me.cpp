// The tutorial's "show me": the solution played out (at once and animated, at
// a learner's pace, paused and stepped through, each step said in words, no
// step showing a freed joker as if it stayed) without counting the lesson.
#include "move_plan.h"
#include "settings/app_settings.h"
#include "tutorial_support.h"
#include "words/turn_words.h"

#include <QElapsedTimer>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <optional>
#include <vector>

namespace {

QString text(const tilerummy::Table& table)
{
    QStringList sets;
    for (const tilerummy::Tiles& set : table)
        sets.append(QString::fromStdString(tilerummy::notation(set)));
    return sets.join(QStringLiteral(" | "));
}

} // namespace

class TestUiTutorialShowMe : public QObject {
    Q_OBJECT

private slots:
    void init() { QVERIFY(dir_.isValid()); }

    void showMePlaysTheSolution();
    void showMeFollowsTheAnimationSpeed();
    void showMeAnimates();
    void showMeSaysEachStep();
    void showMeIsPausedAndStepped();
    void showMeFreesTheJokerTruthfully();

private:
    // A file of its own for each test (QSettings caches files by name within a process).
    QString iniPath() const { return dir_.filePath(QString::fromLatin1(QTest::currentTestFunction()) + ".ini"); }
    QTemporaryDir dir_;
};

void TestUiTutorialShowMe::showMePlaysTheSolution()
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
void TestUiTutorialShowMe::showMeFollowsTheAnimationSpeed()
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
void TestUiTutorialShowMe::showMeSaysEachStep()
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
void TestUiTutorialShowMe::showMeIsPausedAndStepped()
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
    QTest::qWait(tutorial.moveStepMs() * 3 / 2); // a negative check: longer than a move (200 ms; 266 after a set)
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
void TestUiTutorialShowMe::showMeFreesTheJokerTruthfully()
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

void TestUiTutorialShowMe::showMeAnimates()
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
    // A negative check: longer than the stopped show's next move would take (100 ms the first; 200, 266).
    QTest::qWait(tutorial.moveStepMs() * 3 / 2);
    verifyBoardHolds(tutorial, tutorial.course().front().before);
    QCOMPARE(tutorial.verdict(), TutorialController::Verdict::NotChecked);
}

QTEST_MAIN(TestUiTutorialShowMe)
#include "test_ui_tutorial_show_me.moc"
