// A friend's seat taken over, and freed by the host: two game controllers on
// loopback (Ann hosts, Bea joins) and a stranger written by hand from another
// address with Bea's key (read off a wire, say). The stranger gets the seat
// and Bea is told; the host is asked (takenOverSeat, in words naming both
// addresses) and frees the seat: the stranger is let go (error "freed"), the
// key opens nothing any more (stale), the table waits, and Bea joins again
// with the code, mid-game, into her own seat and rack; the game goes on.
// Kept instead, nothing changes.
#include "join_support.h"
#include "raw_client_support.h"
#include "seat_setups.h"
#include "session/game_controller.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

namespace {

// A hello from `from` with this key, as a stranger who has it would send it.
void helloFrom(RawClient& client, const QString& from, GameController& host, const QString& token)
{
    client.open(from, static_cast<quint16>(host.host()->port()));
    client.sendText(
        QJsonDocument(
            QJsonObject{
                {"type", "hello"}, {"protocol", 1}, {"name", "Eve"}, {"code", host.host()->code()}, {"token", token}})
            .toJson(QJsonDocument::Compact));
}

// The type and code of the texts a raw client got ("welcome", "error:freed", …).
QStringList kinds(RawClient& client)
{
    QStringList list;
    for (const QByteArray& text : client.texts()) {
        const QJsonObject o = QJsonDocument::fromJson(text).object();
        const QString type = o.value("type").toString();
        list << (type == "error" ? type + ":" + o.value("code").toString() : type);
    }
    return list;
}

} // namespace

class HostTakeoverTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); } // the autosave goes aside
    void theHostFreesASeatTakenOverAndItsPlayerComesBack();
    void aSeatKeptStaysAsItIs();
};

void HostTakeoverTest::theHostFreesASeatTakenOverAndItsPlayerComesBack()
{
    GameController host;
    GameController bea;
    for (GameController* g : {&host, &bea}) {
        g->board()->setMoveStepMs(0);
        g->setAiMinimumThinkMs(0);
    }
    QCOMPARE(host.newMatch(setupOf({SeatKind::Person, SeatKind::Remote}, seedWhereFirstIs(0), {"Ann"})), QString());
    QCOMPARE(bea.joinedTable()->join(joinOf(host, "Bea")), QString());
    QTRY_VERIFY(bea.joined() && host.canAct());
    const std::vector<int> beasRack = bea.game().rack(1);

    // A stranger with Bea's key, from another address: the seat is theirs, Bea is told.
    QSignalSpy asked(host.host(), &TableHost::takenOverChanged);
    RawClient eve;
    helloFrom(eve, QStringLiteral("127.0.0.9"), host, bea.guest()->keptSeat().token);
    QTRY_VERIFY(kinds(eve).contains("welcome"));
    QTRY_COMPARE(bea.guest()->phase(), TableGuest::Phase::Left);
    QVERIFY2(bea.guest()->problem().contains("If that was not you, tell the host"), qPrintable(bea.guest()->problem()));
    QTRY_COMPARE(asked.count(), 1);
    QCOMPARE(host.host()->takenOverSeat(), 1);
    const QString said = host.host()->takenOverText();
    QVERIFY2(said.startsWith("Bea's seat was taken back with Bea's key from 127.0.0.9, while Bea was connected from "
                             "127.0.0.1."),
             qPrintable(said));
    const QString eveKey = host.host()->hosted()->tokens.value(1);

    // Freed: the stranger goes, told why; the table waits; the host asks no more.
    QSignalSpy news(host.host(), &TableHost::news);
    QVERIFY(host.host()->freeSeat(1));
    QTRY_VERIFY(eve.closed());
    QVERIFY2(kinds(eve).contains("error:freed"), qPrintable(kinds(eve).join(' ')));
    QCOMPARE(host.host()->takenOverSeat(), -1);
    QVERIFY(host.host()->waiting());
    QVERIFY(!host.canAct());
    QVERIFY(host.host()->hosted()->tokens.value(1).isEmpty());
    QVERIFY(std::any_of(news.begin(), news.end(), [](const QList<QVariant>& args) {
        return args.at(0).toString() == "Bea's seat is free: the game waits for whoever joins with the code.";
    }));
    QVERIFY(!host.host()->freeSeat(1)); // nobody on it to free
    // The key the stranger was given opens nothing.
    RawClient again;
    helloFrom(again, QStringLiteral("127.0.0.9"), host, eveKey);
    QTRY_VERIFY(again.closed());
    QVERIFY2(kinds(again).contains("error:stale"), qPrintable(kinds(again).join(' ')));

    // Bea joins again with the code, mid-game: her seat, her rack, and the game goes on.
    bea.joinedTable()->leave();
    QCOMPARE(bea.joinedTable()->join(joinOf(host, "Bea")), QString());
    QTRY_VERIFY(bea.joined());
    QTRY_VERIFY(!host.host()->waiting());
    QCOMPARE(bea.guest()->seat(), 1);
    QCOMPARE(tilerummy::sortedIds(bea.game().rack(1)), tilerummy::sortedIds(beasRack));
    QCOMPARE(host.names().value(1), QStringLiteral("Bea"));
    QTRY_VERIFY(host.canAct());
    agree(host, bea, 1);
    const int turn = host.turnNumber();
    QVERIFY(host.drawTile());
    QTRY_VERIFY(bea.canAct() && bea.turnNumber() == turn + 1);
    QVERIFY(bea.drawTile());
    QTRY_VERIFY(host.canAct() && host.turnNumber() == turn + 2);
    // Her draw reaches her screen a moment after the turn (slow under the sanitizers).
    QTRY_COMPARE(tilerummy::sortedIds(bea.game().rack(1)), tilerummy::sortedIds(host.game().rack(1)));
    agree(host, bea, 1);
}

void HostTakeoverTest::aSeatKeptStaysAsItIs()
{
    GameController host;
    GameController bea;
    QCOMPARE(host.newMatch(setupOf({SeatKind::Person, SeatKind::Remote}, seedWhereFirstIs(0), {"Ann"})), QString());
    QCOMPARE(bea.joinedTable()->join(joinOf(host, "Bea")), QString());
    QTRY_VERIFY(bea.joined());
    RawClient other;
    helloFrom(other, QStringLiteral("127.0.0.8"), host, bea.guest()->keptSeat().token);
    QTRY_COMPARE(host.host()->takenOverSeat(), 1);
    host.host()->keepTakenOverSeat();
    QCOMPARE(host.host()->takenOverSeat(), -1);
    QCOMPARE(host.host()->takenOverText(), QString());
    QVERIFY(!host.host()->waiting());
    QVERIFY(!other.closed());
    QVERIFY(!host.host()->hosted()->tokens.value(1).isEmpty());
}

QTEST_MAIN(HostTakeoverTest)
#include "test_ui_host_takeover.moc"
