// Play again with the same people, through two game controllers on loopback:
// Ann hosts, Bea joins, a round plays to the match's end. The host asks; Bea's
// game is asked and answers, and each screen shows the answers; the host deals
// the new match at the same table: Bea's token takes her seat again (no code,
// no join dialog), a new deal, both screens agree. A friend who says no is
// let go and an AI takes the seat. Nobody new joins a table whose match is
// over (it listens no more); unasked, nothing is dealt again.
#include "join_support.h"
#include "seat_setups.h"
#include "session/game_controller.h"

#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

namespace {

// Ann (here) and Bea (joined) play one round, to the match's end.
void playToTheEnd(GameController& host, GameController& bea)
{
    for (GameController* g : {&host, &bea}) {
        g->board()->setMoveStepMs(0);
        g->setAiMinimumThinkMs(0);
    }
    QCOMPARE(host.newMatch(setupOf({SeatKind::Person, SeatKind::Remote}, seedWhereFirstIs(0, 2), {"Ann"})), QString());
    QCOMPARE(bea.joinedTable()->join(joinOf(host, "Bea")), QString());
    QTRY_VERIFY(bea.joined() && !host.host()->waiting());
    tilerummy::AiPlayer annAi(tilerummy::AiLevel::Standard, 5);
    tilerummy::AiPlayer beaAi(tilerummy::AiLevel::Standard, 6);
    playRound(host, bea, annAi, beaAi);
    QVERIFY(host.isMatchOver());
    QTRY_VERIFY(bea.isMatchOver());
}

} // namespace

class PlayAgainTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); } // the autosave goes aside
    void theSamePeoplePlayAgain();
    void aFriendWhoSaysNoLeavesTheSeatToAnAi();
};

void PlayAgainTest::theSamePeoplePlayAgain()
{
    GameController host;
    GameController bea;
    playToTheEnd(host, bea);
    // Unasked, nothing to deal; the table lets nobody new in. Quitting asks
    // nothing (no game to end or pause), though Bea is still connected.
    QVERIFY(!host.host()->friendsSeated().isEmpty());
    QCOMPARE(host.host()->quitQuestion(), QString());
    QVERIFY(!host.playAgain());
    QVERIFY(host.host()->canAskAgain());
    QVERIFY(!bea.joinedTable()->againAsked());
    GameController stranger;
    QSignalSpy refused(stranger.joinedTable(), &JoinedTable::joinRefused);
    QCOMPARE(stranger.joinedTable()->join(joinOf(host, "Cy")), QString());
    QTRY_COMPARE(refused.count(), 1);

    // Asked: Bea's screen shows the question and the answers so far.
    QVERIFY(host.host()->askAgain());
    QVERIFY(!host.host()->canAskAgain());
    QCOMPARE(host.host()->againAnswers(), (QStringList{"Ann: plays again", "Bea: has not answered yet"}));
    QTRY_VERIFY(bea.joinedTable()->againAsked());
    QCOMPARE(bea.joinedTable()->againAnswers(), host.host()->againAnswers());
    QCOMPARE(bea.joinedTable()->myAgainAnswer(), QString());
    bea.joinedTable()->answerAgain(true);
    QTRY_COMPARE(host.host()->againAnswers(), (QStringList{"Ann: plays again", "Bea: yes, again"}));
    QTRY_COMPARE(bea.joinedTable()->myAgainAnswer(), QStringLiteral("yes"));

    // Dealt: the same table, Bea back in her seat by her token, a new deal.
    const int port = host.host()->port();
    const QString code = host.host()->code();
    const std::vector<int> oldRack = host.game().rack(1);
    QVERIFY(host.playAgain());
    QVERIFY(!host.isMatchOver() && !host.isRoundOver());
    QCOMPARE(host.host()->port(), port);
    QCOMPARE(host.host()->code(), code);
    QCOMPARE(host.names(), (QStringList{"Ann", "Bea"}));
    QTRY_VERIFY_WITH_TIMEOUT(bea.joined() && !bea.isMatchOver() && !bea.isRoundOver() &&
                                 bea.guest()->phase() == TableGuest::Phase::Playing,
                             15000);
    QTRY_VERIFY(!host.host()->waiting());
    QVERIFY(!bea.joinedTable()->againAsked());
    QCOMPARE(bea.guest()->seat(), 1);
    QVERIFY(tilerummy::sortedIds(host.game().rack(1)) != tilerummy::sortedIds(oldRack));
    QTRY_VERIFY(agreesNow(host, bea, 1));
    agree(host, bea, 1);
    // And it plays: a turn each.
    const int turn = host.turnNumber();
    QTRY_VERIFY(host.canAct() || bea.canAct());
    if (host.canAct())
        QVERIFY(host.drawTile());
    else {
        QTRY_VERIFY(bea.canAct());
        QVERIFY(bea.drawTile());
    }
    QTRY_VERIFY_WITH_TIMEOUT(host.turnNumber() == turn + 1 && bea.turnNumber() == turn + 1, 3000);
}

void PlayAgainTest::aFriendWhoSaysNoLeavesTheSeatToAnAi()
{
    GameController host;
    GameController bea;
    playToTheEnd(host, bea);
    QVERIFY(host.host()->askAgain());
    QTRY_VERIFY(bea.joinedTable()->againAsked());
    bea.joinedTable()->answerAgain(false);
    QTRY_COMPARE(host.host()->againAnswers(), (QStringList{"Ann: plays again", "Bea: no (an AI takes the seat)"}));
    QVERIFY(host.playAgain());
    QCOMPARE(host.seats(), (QList<SeatKind>{SeatKind::Person, SeatKind::Standard}));
    QVERIFY(!host.host()->isOpen()); // nobody to host for
    QTRY_COMPARE(bea.guest()->phase(), TableGuest::Phase::Left);
    QVERIFY2(bea.guest()->problem().contains("closed"), qPrintable(bea.guest()->problem()));
    QVERIFY(!host.isMatchOver());
}

QTEST_MAIN(PlayAgainTest)
#include "test_ui_play_again.moc"
