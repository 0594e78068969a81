// The AI worker on its own: jobs run off the GUI thread on a snapshot and come
// back on the GUI thread with their ticket; the event loop keeps running
// while they think; whatever is cancelled (one job, or all of them with a new
// generation) is dropped even when its result is already on its way; and the
// destructor stops a thinking AI and returns.
#include "ai/ai_worker.h"
#include "expert_strategy.h"

#include "game.h"

#include <QElapsedTimer>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTest>
#include <QThread>
#include <QTimer>

#include <algorithm>
#include <memory>
#include <sstream>

namespace {

tilerummy::Tiles tiles(const std::string& text)
{
    std::istringstream in(text);
    std::vector<std::string> tokens;
    for (std::string token; in >> token;)
        tokens.push_back(token);
    std::string error;
    const std::optional<tilerummy::Tiles> parsed = tilerummy::parseTiles(tokens, &error);
    if (!parsed)
        qFatal("bad tiles in the test: %s", error.c_str());
    return *parsed;
}

// What the current player of the game of this seed sees at the deal.
tilerummy::AiView dealtView(std::uint64_t seed)
{
    const tilerummy::Game game(2, tilerummy::Rules{}, seed);
    const int player = game.currentPlayer();
    return tilerummy::viewOf(game, player);
}

// A late position: 10 sets on the table, 32 tiles on the rack, both jokers
// among them (the solver's hardest kind; it takes a millisecond or two).
tilerummy::SolveRequest heavyRequest()
{
    tilerummy::SolveRequest request;
    for (const char* set : {"O3 O4 O5 O6 O7", "K6 K7 K8", "R4 R5 R6 R7 R8", "K3 K4 K5 K6 K7", "B2 B3 B4 B5 B6",
                            "R1 R2 R3 R4 R5", "R11 R12 R13", "B7 B8 B9", "O7 O8 O9 O10 O11", "O4 O5 O6"})
        request.table.push_back(tiles(set));
    request.rack = tiles("K2 K5 R2 R11 J B3 R1 K9 R3 R13 K4 K13 B8 O3 B7 B1 B1 J K1 B10 B9 B5 R6 O11 K9 R12 K2 B4 "
                         "K12 K8 K10 O2");
    request.initialMeldDone = true;
    request.objective = tilerummy::Objective::Points;
    return request; // no time or node limit: only the stop flag ends it early
}

// The heavy position as the expert sees it, against a rack of 20 with 12
// tiles in the pool: it can lay part of its rack, and weighs that against
// drawing by its look-ahead.
tilerummy::AiView heavyView()
{
    const tilerummy::SolveRequest request = heavyRequest();
    tilerummy::AiView view;
    view.table = request.table;
    view.rack = request.rack;
    view.initialMeldDone = true;
    view.rackSizes = {static_cast<int>(request.rack.size()), 20};
    view.meldDone = {true, true};
    view.seat = 0;
    view.poolSize = tilerummy::kTileCount - static_cast<int>(tilerummy::TileCounts(request.table).total()) -
                    static_cast<int>(request.rack.size()) - 20;
    return view;
}

// An expert whose look-ahead guesses all of `worlds` worlds (up to 32 in the
// game, where it stops once one choice is plain): a real search as long as one
// likes, on any machine, that only its stop flag ends early.
tilerummy::AiPlayer expertLookingAhead(int worlds)
{
    tilerummy::AiPlayer expert(tilerummy::AiLevel::Expert, 5);
    tilerummy::ExpertTuning tuning;
    tuning.rolloutWorlds = worlds;
    tuning.decidedAfter = 0;
    expert.setExpertTuning(tuning);
    return expert;
}

// Counts the ticks of a 5 ms timer: a blocked GUI thread gets at most one in
// (missed intervals are not made up), a free one gets one every 5 ms or so.
class Ticker {
public:
    Ticker()
    {
        timer_.setInterval(5);
        QObject::connect(&timer_, &QTimer::timeout, [this] { ++ticks_; });
        timer_.start();
    }
    int ticks() const { return ticks_; }

private:
    QTimer timer_;
    int ticks_ = 0;
};

constexpr int kGenerous = 30000; // ms: QTRY timeouts, far above any real run

} // namespace

class TestUiAiWorker : public QObject {
    Q_OBJECT

private slots:
    void init();
    void decisionComesBackOnTheGuiThreadWithItsTicket();
    void eventLoopRunsWhileAPacedAiThinks();
    void eventLoopRunsDuringARealSearch();
    void resultOnItsWayIsDroppedAfterCancelAll();
    void cancellingOneJobKeepsTheOthers();
    void cancelStopsARealSearch();
    void destructorStopsAThinkingAiAndReturns();
    void destructorRightAfterAStartDoesNotCrash();
};

void TestUiAiWorker::init()
{
    // The worker's last resort (a job that ignored its stop flag and was left
    // running at shutdown) and any AI play the core refused fail the test.
    QTest::failOnWarning(QRegularExpression(QStringLiteral("^(AiWorker|GameController): ")));
}

void TestUiAiWorker::decisionComesBackOnTheGuiThreadWithItsTicket()
{
    const tilerummy::AiView view = dealtView(14);
    AiWorker worker;
    QSignalSpy decided(&worker, &AiWorker::decisionReady);
    QSignalSpy busy(&worker, &AiWorker::busyChanged);
    QVERIFY(decided.isValid());
    QThread* deliveredOn = nullptr;
    AiOutcome outcome;
    connect(&worker, &AiWorker::decisionReady, this, [&](quint64, const AiOutcome& result) {
        deliveredOn = QThread::currentThread();
        outcome = result;
    });

    const AiWorker::Ticket ticket = worker.decide(view, tilerummy::AiLevel::Expert, 11);
    QVERIFY(ticket != 0);
    QVERIFY(worker.isLive(ticket));
    QVERIFY(worker.isBusy());
    QCOMPARE(decided.count(), 0); // never reported from inside decide()

    QTRY_COMPARE_WITH_TIMEOUT(decided.count(), 1, kGenerous);
    QCOMPARE(decided.at(0).at(0).toULongLong(), ticket);
    QCOMPARE(deliveredOn, QThread::currentThread());
    QVERIFY(!worker.isBusy());
    QVERIFY(!worker.isLive(ticket));
    QCOMPARE(busy.count(), 2);
    QCOMPARE(busy.at(0).at(0).toBool(), true);
    QCOMPARE(busy.at(1).at(0).toBool(), false);

    // The same decision the AI makes on the same snapshot synchronously.
    tilerummy::AiPlayer same(tilerummy::AiLevel::Expert, 11);
    const tilerummy::AiDecision expected = same.decide(view);
    QCOMPARE(outcome.decision.play, expected.play);
    QVERIFY(outcome.decision.table == expected.table);
    QVERIFY(outcome.decision.play); // this deal has an opening for the expert
    QVERIFY(outcome.player.level() == tilerummy::AiLevel::Expert);
    QCOMPARE(worker.droppedCount(), 0);
}

void TestUiAiWorker::eventLoopRunsWhileAPacedAiThinks()
{
    AiWorker worker;
    QSignalSpy decided(&worker, &AiWorker::decisionReady);
    Ticker ticker;
    int ticksAtResult = -1;
    connect(&worker, &AiWorker::decisionReady, this, [&] { ticksAtResult = ticker.ticks(); });

    worker.decide(dealtView(7), tilerummy::AiLevel::Standard, 3, tilerummy::AiPlayer::kDefaultNodeLimit, 400);
    QTRY_COMPARE_WITH_TIMEOUT(decided.count(), 1, kGenerous);
    // 400 ms of thinking: dozens of ticks on a free GUI thread, at most one
    // if the thinking had blocked it.
    QVERIFY2(ticksAtResult >= 3, qPrintable(QStringLiteral("%1 ticks").arg(ticksAtResult)));
}

void TestUiAiWorker::eventLoopRunsDuringARealSearch()
{
    AiWorker worker;
    QSignalSpy decided(&worker, &AiWorker::decisionReady);
    Ticker ticker;
    int ticksAtResult = -1;
    connect(&worker, &AiWorker::decisionReady, this,
            [&](quint64, const AiOutcome&) { ticksAtResult = ticker.ticks(); });

    QElapsedTimer clock;
    clock.start();
    worker.decide(heavyView(), expertLookingAhead(2000));
    QTRY_COMPARE_WITH_TIMEOUT(decided.count(), 1, 120000);
    qInfo("the expert thought %lld ms; the GUI thread ticked %d times meanwhile",
          static_cast<long long>(clock.elapsed()), ticksAtResult);
    QVERIFY2(clock.elapsed() >= 100, "the look-ahead was too short to watch the event loop");
    QVERIFY2(ticksAtResult >= 3, qPrintable(QStringLiteral("%1 ticks").arg(ticksAtResult)));
}

void TestUiAiWorker::resultOnItsWayIsDroppedAfterCancelAll()
{
    const tilerummy::AiView view = dealtView(14);
    AiWorker worker;
    QSignalSpy decided(&worker, &AiWorker::decisionReady);
    QSignalSpy dropped(&worker, &AiWorker::resultDropped);

    const AiWorker::Ticket stale = worker.decide(view, tilerummy::AiLevel::Expert, 5);
    // No event loop runs while this waits: the job ends and its result is
    // posted, but not delivered.
    QVERIFY(worker.waitForIdle(kGenerous));
    QCOMPARE(decided.count(), 0);

    const quint64 generation = worker.generation();
    worker.cancelAll();
    QCOMPARE(worker.generation(), generation + 1);
    QVERIFY(!worker.isLive(stale));
    QVERIFY(!worker.isBusy());

    const AiWorker::Ticket fresh = worker.decide(view, tilerummy::AiLevel::Expert, 5);
    QVERIFY(fresh != stale);
    QTRY_COMPARE_WITH_TIMEOUT(decided.count(), 1, kGenerous);
    QCOMPARE(decided.at(0).at(0).toULongLong(), fresh);
    QCOMPARE(dropped.count(), 1);
    QCOMPARE(dropped.at(0).at(0).toULongLong(), stale);
    QCOMPARE(worker.droppedCount(), 1);
    // A negative check: no more results come.
    QTest::qWait(50);
    QCOMPARE(decided.count(), 1); // the stale one never comes after all
}

void TestUiAiWorker::cancellingOneJobKeepsTheOthers()
{
    AiWorker worker;
    QSignalSpy decided(&worker, &AiWorker::decisionReady);
    QSignalSpy hinted(&worker, &AiWorker::hintReady);

    const AiWorker::Ticket hint = worker.hint(heavyRequest());
    const AiWorker::Ticket decision = worker.decide(dealtView(7), tilerummy::AiLevel::Beginner, 2);
    worker.cancel(hint);
    QVERIFY(!worker.isLive(hint));
    QVERIFY(worker.isLive(decision));
    QTRY_COMPARE_WITH_TIMEOUT(decided.count(), 1, kGenerous);
    QCOMPARE(decided.at(0).at(0).toULongLong(), decision);
    QVERIFY(worker.waitForIdle(kGenerous));
    QCoreApplication::processEvents();
    QCOMPARE(hinted.count(), 0);
    QVERIFY(!worker.isBusy());
}

void TestUiAiWorker::cancelStopsARealSearch()
{
    // How long a look-ahead of 16 worlds takes here: the one cancelled has
    // 4,000, some 250 times as long.
    QElapsedTimer clock;
    clock.start();
    (void)expertLookingAhead(16).decide(heavyView());
    const qint64 sixteen = std::max<qint64>(1, clock.elapsed());
    const qint64 full = sixteen * 250;

    AiWorker worker;
    QSignalSpy decided(&worker, &AiWorker::decisionReady);
    QSignalSpy dropped(&worker, &AiWorker::resultDropped);
    worker.decide(heavyView(), expertLookingAhead(4000));
    QTest::qWait(20); // a head start for the search (nothing tells when it began: the stop is timed either way)
    clock.restart();
    worker.cancelAll();
    QVERIFY(worker.waitForIdle(kGenerous));
    const qint64 stopped = clock.elapsed();
    qInfo("the look-ahead stopped %lld ms after the cancel; the whole of it takes some %lld ms",
          static_cast<long long>(stopped), static_cast<long long>(full));
    QTRY_COMPARE_WITH_TIMEOUT(dropped.count(), 1, kGenerous);
    QCOMPARE(decided.count(), 0);
    // The look-ahead and the solver look at the flag often: it stops within
    // a guessed world or so, not in a good part of the search.
    QVERIFY2(stopped < full / 10, qPrintable(QStringLiteral("%1 ms of %2").arg(stopped).arg(full)));
}

void TestUiAiWorker::destructorStopsAThinkingAiAndReturns()
{
    auto worker = std::make_unique<AiWorker>();
    QSignalSpy decided(worker.get(), &AiWorker::decisionReady);
    // Paced to a minute: only the stop flag can end it sooner.
    worker->decide(dealtView(7), tilerummy::AiLevel::Expert, 1, tilerummy::AiPlayer::kDefaultNodeLimit, 60000);
    QTest::qWait(50); // a head start: the job thinking or pacing (nothing tells when it began)
    QElapsedTimer clock;
    clock.start();
    worker.reset();
    // Far less than a minute, and not by the worker's last resort (which
    // warns, failing the test).
    QVERIFY2(clock.elapsed() < AiWorker::kShutdownWaitMs, qPrintable(QStringLiteral("%1 ms").arg(clock.elapsed())));
    QCoreApplication::processEvents();
    QCOMPARE(decided.count(), 0);
}

void TestUiAiWorker::destructorRightAfterAStartDoesNotCrash()
{
    // Results that are posted while (or after) the worker goes away are never
    // delivered to it. Many rounds to give the races a chance.
    for (int round = 0; round < 50; ++round) {
        auto worker = std::make_unique<AiWorker>();
        worker->decide(dealtView(static_cast<std::uint64_t>(round + 1)), tilerummy::AiLevel::Expert, 1);
        worker->hint(heavyRequest());
        if (round % 2 == 0)
            QThread::usleep(500);
        worker.reset();
        QCoreApplication::processEvents();
    }
}

QTEST_GUILESS_MAIN(TestUiAiWorker)
#include "test_ui_ai_worker.moc"
