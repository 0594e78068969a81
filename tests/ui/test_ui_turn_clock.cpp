// The turn clock on a time source the test moves: the seconds left, a pause
// that stops them, a turn that starts with part of its time gone (another
// machine's clock), and the one expiry a turn.
#include "session/turn_clock.h"

#include <QSignalSpy>
#include <QTest>

class TestUiTurnClock : public QObject {
    Q_OBJECT

    qint64 now_ = 1000;

    void onFakeTime(TurnClock& clock)
    {
        clock.setTimeSource([this] { return now_; });
    }

private slots:
    void countsDownAndRunsOutOnce()
    {
        TurnClock clock;
        onFakeTime(clock);
        clock.setTurnSeconds(30);
        QCOMPARE(clock.secondsLeft(), 30);
        QSignalSpy expired(&clock, &TurnClock::expired);
        QSignalSpy changed(&clock, &TurnClock::secondsLeftChanged);
        clock.start(false);
        QCOMPARE(clock.secondsLeft(), 30);
        now_ += 999;
        QCOMPARE(clock.secondsLeft(), 30); // a second is shown until it is all gone
        now_ += 1;
        QCOMPARE(clock.secondsLeft(), 29);
        changed.clear();
        clock.tick();
        QCOMPARE(changed.count(), 1);
        clock.tick();
        QCOMPARE(changed.count(), 1); // the same second: nothing to say
        now_ += 29'000;
        QCOMPARE(clock.secondsLeft(), 0);
        QCOMPARE(expired.count(), 0);
        clock.tick();
        QCOMPARE(expired.count(), 1);
        now_ += 5'000;
        clock.tick();
        QCOMPARE(expired.count(), 1); // once a turn
        QCOMPARE(clock.secondsLeft(), 0);

        // The next turn has its whole time again; a stopped clock shows it.
        clock.start(false);
        QCOMPARE(clock.secondsLeft(), 30);
        clock.stop();
        now_ += 60'000;
        clock.tick();
        QCOMPARE(expired.count(), 1);
        QCOMPARE(clock.secondsLeft(), 30);
    }

    void aPauseStopsTheTime()
    {
        TurnClock clock;
        onFakeTime(clock);
        clock.setTurnSeconds(10);
        QSignalSpy expired(&clock, &TurnClock::expired);
        clock.start(false);
        now_ += 4'000;
        QCOMPARE(clock.secondsLeft(), 6);
        clock.setPaused(true);
        now_ += 60'000; // a long pause
        clock.tick();
        QCOMPARE(clock.secondsLeft(), 6);
        QCOMPARE(expired.count(), 0);
        clock.setPaused(false);
        QCOMPARE(clock.secondsLeft(), 6);
        now_ += 5'500;
        clock.tick();
        QCOMPARE(clock.secondsLeft(), 1);
        QCOMPARE(expired.count(), 0);
        now_ += 500;
        clock.tick();
        QCOMPARE(expired.count(), 1);

        // A turn that starts paused counts nothing until it goes on.
        clock.start(true);
        now_ += 20'000;
        QCOMPARE(clock.secondsLeft(), 10);
        clock.setPaused(false);
        now_ += 2'000;
        QCOMPARE(clock.secondsLeft(), 8);
    }

    void aTurnMayStartWithPartOfItsTimeGone()
    {
        TurnClock clock;
        onFakeTime(clock);
        clock.setTurnSeconds(60);
        clock.start(false, 12'500); // the host's clock: 12.5 s left
        QCOMPARE(clock.secondsLeft(), 13);
        now_ += 12'500;
        QCOMPARE(clock.secondsLeft(), 0);
        clock.start(false, 90'000); // more than the turn's time: the whole turn
        QCOMPARE(clock.secondsLeft(), 60);
    }

    // A clock given another time source mid-turn (paused, too) keeps the turn's time.
    void aNewTimeSourceKeepsTheTurnsTime()
    {
        TurnClock clock;
        onFakeTime(clock);
        clock.setTurnSeconds(10);
        clock.start(false);
        now_ += 3'000;
        clock.setPaused(true);
        qint64 other = -50'000;
        clock.setTimeSource([&other] { return other; });
        QCOMPARE(clock.secondsLeft(), 7);
        other += 10'000; // still paused
        QCOMPARE(clock.secondsLeft(), 7);
        clock.setPaused(false);
        other += 2'000;
        QCOMPARE(clock.secondsLeft(), 5);
    }

    void noLimitNeverRunsOut()
    {
        TurnClock clock;
        onFakeTime(clock);
        QSignalSpy expired(&clock, &TurnClock::expired);
        clock.start(false);
        now_ += 3'600'000;
        clock.tick();
        QCOMPARE(clock.secondsLeft(), 0); // no clock to show
        QCOMPARE(expired.count(), 0);
    }

    // The real clock: the ticker looks at the time by itself.
    void theTickerRunsOnItsOwn()
    {
        TurnClock clock;
        clock.setTurnSeconds(1);
        QSignalSpy expired(&clock, &TurnClock::expired);
        clock.start(false);
        QVERIFY(expired.wait(5000));
        QCOMPARE(expired.count(), 1);
    }
};

QTEST_GUILESS_MAIN(TestUiTurnClock)
#include "test_ui_turn_clock.moc"
