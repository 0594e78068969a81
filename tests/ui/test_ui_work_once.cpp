// The work a drag or an AI's step costs, counted: the draft's sets are worked
// out once for each state of the draft (TurnDraft::setInfo) and the turn check
// runs once for it (End turn's verdict, EndTurnVerdict), however often the
// views read them; End turn commits the check it has. An AI's play shown move
// by move works the sets out once a move and checks the turn once, at its end.
#include "assist/end_turn_verdict.h"
#include "match.h"
#include "session/game_controller.h"
#include "turn_check.h"
#include "turn_draft.h"

#include <QSignalSpy>
#include <QTest>

#include <cstdint>

namespace {

std::uint64_t seedWhereFirstIs(int player)
{
    for (std::uint64_t seed = 1;; ++seed) {
        if (tilerummy::Match(2, tilerummy::Rules{}, seed).round().currentPlayer() == player)
            return seed;
    }
}

QVariantMap setupOf(const QList<SeatKind>& seats, std::uint64_t seed)
{
    QVariantList players;
    for (SeatKind seat : seats)
        players.append(QVariantMap{{"seat", int(seat)}, {"name", QString()}});
    return {{"players", players}, {"seed", QString::number(seed)}, {"turnSeconds", 0}, {"rounds", 1}};
}

// What the views read after a change: every row of both models, the meld's
// points, End turn's verdict (each a few times, as several bindings do).
void readAsTheViewsDo(GameController& controller)
{
    for (int read = 0; read < 4; ++read) {
        for (int row = 0; row < controller.board()->table()->rowCount(); ++row)
            for (int role : controller.board()->table()->roleNames().keys())
                (void)controller.board()->table()->data(controller.board()->table()->index(row), role);
        (void)controller.board()->meldPoints();
        (void)controller.verdict()->fault();
    }
}

struct Work {
    std::uint64_t analyses = tilerummy::TurnDraft::analysesRun();
    std::uint64_t checks = tilerummy::turnChecksRun();
    Work since() const
    {
        Work now;
        return {now.analyses - analyses, now.checks - checks};
    }
    bool operator==(const Work&) const = default;
};

char* toString(const Work& work)
{
    return QTest::toString(QStringLiteral("%1 analyses, %2 checks").arg(work.analyses).arg(work.checks));
}

} // namespace

class TestUiWorkOnce : public QObject {
    Q_OBJECT

private slots:
    void aDragWorksTheTableOutOnce();
    void anAiStepWorksTheTableOutOnce();
};

void TestUiWorkOnce::aDragWorksTheTableOutOnce()
{
    GameController controller;
    QCOMPARE(controller.newMatch(setupOf({SeatKind::Person, SeatKind::Standard}, seedWhereFirstIs(0))), QString());
    QVERIFY(controller.canAct());
    QSignalSpy verdictChanged(controller.verdict(), &EndTurnVerdict::changed);

    // A tile laid alone: the table no longer stands; the verdict says so once.
    Work work;
    QVERIFY(controller.board()->moveToNewSet({controller.board()->rack()->tileIdAt(0)}));
    readAsTheViewsDo(controller);
    QCOMPARE(work.since(), (Work{1, 1}));
    QVERIFY(!controller.verdict()->fault().isEmpty());
    QCOMPARE(verdictChanged.count(), 1);

    // A second tile into the same set: once more.
    work = Work{};
    QVERIFY(controller.board()->moveToSet({controller.board()->rack()->tileIdAt(0)}, 0));
    readAsTheViewsDo(controller);
    QCOMPARE(work.since(), (Work{1, 1}));

    // Within the rack: the table is as it was, its sets not worked out again
    // (the rack's tiles are not the table's), the turn checked once.
    work = Work{};
    QVERIFY(controller.board()->moveToSlot({controller.board()->rack()->tileIdAt(0)}, 20));
    readAsTheViewsDo(controller);
    QCOMPARE(work.since(), (Work{1, 1}));

    // End turn commits the check it has: the penalty, and no check more.
    work = Work{};
    QSignalSpy penalties(&controller, &GameController::penaltyGiven);
    QVERIFY(controller.endTurn());
    QCOMPARE(penalties.count(), 1);
    QCOMPARE(work.since().checks, std::uint64_t{0});
}

void TestUiWorkOnce::anAiStepWorksTheTableOutOnce()
{
    GameController controller;
    controller.board()->setMoveStepMs(5);
    QCOMPARE(controller.newMatch(setupOf({SeatKind::Standard, SeatKind::Standard}, 11)), QString());
    // Each move shown: the work since the one before (the first of a play is
    // the turn's beginning too, and not counted).
    QList<Work> steps;
    Work before;
    bool showing = false;
    connect(controller.board(), &TurnBoard::draftChanged, this, [&] {
        readAsTheViewsDo(controller);
        if (controller.showingPlay() && showing)
            steps.append(before.since());
        showing = controller.showingPlay();
        before = Work{};
    });
    // Each play: the turn checks from the turn's beginning to its end.
    int plays = 0;
    QList<std::uint64_t> playChecks;
    Work turnStart;
    connect(&controller, &GameController::turnEnded, this, [&](int, const QString& action) {
        if (action == QLatin1String("play")) {
            ++plays;
            playChecks.append(turnStart.since().checks);
        }
        turnStart = Work{};
    });
    QTRY_VERIFY_WITH_TIMEOUT(plays >= 3 || controller.isRoundOver(), 60000);
    QVERIFY(plays >= 1);
    QVERIFY(!steps.isEmpty());
    for (const Work& step : steps)
        QCOMPARE(step, (Work{1, 0}));
    for (std::uint64_t checks : playChecks)
        QCOMPARE(checks, std::uint64_t{1});
}

QTEST_GUILESS_MAIN(TestUiWorkOnce)
#include "test_ui_work_once.moc"
