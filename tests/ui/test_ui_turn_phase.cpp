// The turn's phase (app/session/turn_phase.h): every event from every phase
// goes where the table says, and the person may act only in an open turn of
// theirs, rack shown, nothing else in the way.
#include "session/turn_phase.h"

#include <QTest>

Q_DECLARE_METATYPE(TurnPhase)
Q_DECLARE_METATYPE(TurnEvent)

class TurnPhaseTest : public QObject {
    Q_OBJECT

private slots:
    void everyEventFromEveryPhase_data()
    {
        QTest::addColumn<TurnPhase>("now");
        QTest::addColumn<TurnEvent>("event");
        QTest::addColumn<TurnPhase>("next");
        using P = TurnPhase;
        using E = TurnEvent;
        const P all[] = {P::Open, P::ShowingDraft, P::ShowingPlay, P::Replaying, P::AwaitingHost};
        const char* names[] = {"open", "showing-draft", "showing-play", "replaying", "awaiting-host"};
        // What each event does from each phase, in the order of `all`.
        struct Row {
            E event;
            const char* name;
            P next[5];
        };
        const Row rows[] = {
            {E::TurnBegan, "turn-began", {P::Open, P::Open, P::Open, P::Open, P::Open}},
            {E::DraftShown,
             "draft-shown",
             {P::ShowingDraft, P::ShowingDraft, P::ShowingPlay, P::Replaying, P::AwaitingHost}},
            {E::PlayShown,
             "play-shown",
             {P::ShowingPlay, P::ShowingPlay, P::ShowingPlay, P::Replaying, P::AwaitingHost}},
            {E::PlayMade, "play-made", {P::Open, P::ShowingDraft, P::Open, P::Replaying, P::AwaitingHost}},
            {E::ReplayBegan,
             "replay-began",
             {P::Replaying, P::ShowingDraft, P::ShowingPlay, P::Replaying, P::AwaitingHost}},
            {E::ReplayOver, "replay-over", {P::Open, P::ShowingDraft, P::ShowingPlay, P::Open, P::AwaitingHost}},
            {E::SentToHost,
             "sent-to-host",
             {P::AwaitingHost, P::ShowingDraft, P::ShowingPlay, P::Replaying, P::AwaitingHost}},
            {E::HostRefused, "host-refused", {P::Open, P::ShowingDraft, P::ShowingPlay, P::Replaying, P::Open}},
        };
        for (const Row& row : rows)
            for (int i = 0; i < 5; ++i)
                QTest::addRow("%s, %s", names[i], row.name) << all[i] << row.event << row.next[i];
    }
    void everyEventFromEveryPhase()
    {
        QFETCH(TurnPhase, now);
        QFETCH(TurnEvent, event);
        QFETCH(TurnPhase, next);
        QCOMPARE(static_cast<int>(nextPhase(now, event)), static_cast<int>(next));
    }

    void thePersonActsOnlyInAnOpenTurnOfTheirs()
    {
        const TurnFacts free{TurnPhase::Open, true, true, false, false, false};
        QVERIFY(personMayAct(free));
        for (TurnPhase phase :
             {TurnPhase::ShowingDraft, TurnPhase::ShowingPlay, TurnPhase::Replaying, TurnPhase::AwaitingHost}) {
            TurnFacts facts = free;
            facts.phase = phase;
            QVERIFY(!personMayAct(facts));
        }
        TurnFacts facts = free;
        facts.personsTurn = false; // an AI's turn, or the round is over
        QVERIFY(!personMayAct(facts));
        facts = free;
        facts.rackShown = false; // hot-seat, before the hand-over
        QVERIFY(!personMayAct(facts));
        facts = free;
        facts.paused = true;
        QVERIFY(!personMayAct(facts));
        facts = free;
        facts.tableWaits = true;
        QVERIFY(!personMayAct(facts));
        facts = free;
        facts.animating = true; // a hint laid out, a wrong set shown
        QVERIFY(!personMayAct(facts));
    }

    void theOthersPlaysAreShownInTheirPhases()
    {
        QVERIFY(!showsAnotherPlay(TurnPhase::Open));
        QVERIFY(showsAnotherPlay(TurnPhase::ShowingDraft));
        QVERIFY(showsAnotherPlay(TurnPhase::ShowingPlay));
        QVERIFY(showsAnotherPlay(TurnPhase::Replaying));
        QVERIFY(!showsAnotherPlay(TurnPhase::AwaitingHost));
    }
};

QTEST_APPLESS_MAIN(TurnPhaseTest)
#include "test_ui_turn_phase.moc"
