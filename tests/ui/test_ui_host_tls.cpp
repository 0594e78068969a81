// The window's table is encrypted by default: two game controllers on
// loopback, the friend's connection carried by a relay that keeps every byte
// (what anyone on a shared network reads). Nothing of the hello crosses in
// the clear: not the code, not the name, not the seat's token. A friend who
// joins without the invitation is asked to check the certificate's
// fingerprint with the host and trusts it so; a wrong fingerprint, or a
// plain ws:// client (an older game), joins nothing and the table goes on.
// The certificate is the same at the next table hosted (a pin holds).
#include "join_support.h"
#include "net/table_client.h"
#include "relay_support.h"
#include "seat_setups.h"
#include "session/game_controller.h"

#include <QFile>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QWebSocketServer>

class HostTlsTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); } // the autosave goes aside
    void nothingOfAJoinCrossesInTheClear();
    void aFriendWithoutTheInvitationChecksTheFingerprint();
    void aWrongFingerprintOrAPlainClientJoinsNothing();
    void theNextTableHasTheSameCertificate();
};

void HostTlsTest::nothingOfAJoinCrossesInTheClear()
{
    GameController host;
    GameController guest;
    QCOMPARE(host.newMatch(setupOf({SeatKind::Person, SeatKind::Remote}, seedWhereFirstIs(0), {"Ann"})), QString());
    QCOMPARE(host.host()->fingerprint().size(), 95);
    QVERIFY(host.host()->addresses().constFirst().startsWith(QStringLiteral("wss://")));
    QCOMPARE(host.host()->problem(), QString());
    Relay relay(static_cast<quint16>(host.host()->port()));
    QVariantMap join = joinOf(host, "Bealicious");
    join["address"] = QStringLiteral("127.0.0.1:%1").arg(relay.port());
    QCOMPARE(guest.joinedTable()->join(join), QString());
    QTRY_VERIFY(guest.joined());
    const QString token = guest.guest()->keptSeat().token;
    QVERIFY(!token.isEmpty());
    // What crossed: a TLS handshake (a handshake record, TLS 1.x), and none of the secrets.
    const QByteArray& heard = relay.heard();
    QVERIFY(heard.size() > 1000);
    QCOMPARE(heard.at(0), char(0x16));
    QCOMPARE(heard.at(1), char(0x03));
    for (const QString& secret : {host.host()->code(), token, QStringLiteral("Bealicious"), QStringLiteral("hello")})
        QVERIFY2(!heard.contains(secret.toUtf8()), qPrintable(secret));
    QVERIFY(!heard.contains("\"rack\""));
}

void HostTlsTest::aFriendWithoutTheInvitationChecksTheFingerprint()
{
    GameController host;
    GameController guest;
    QCOMPARE(host.newMatch(setupOf({SeatKind::Person, SeatKind::Remote}, seedWhereFirstIs(0), {"Ann"})), QString());
    QVariantMap join = joinOf(host, "Bea");
    join.remove("fingerprint"); // typed from the host's screen: address and code
    QSignalSpy refused(guest.joinedTable(), &JoinedTable::joinRefused);
    QSignalSpy seated(guest.joinedTable(), &JoinedTable::seatTaken);
    QCOMPARE(guest.joinedTable()->join(join), QString());
    QTRY_COMPARE(refused.count(), 1);
    // The refusal asks to check the start of the fingerprint, as the host's lobby shows it.
    const QString why = refused.at(0).at(0).toString();
    QCOMPARE(refused.at(0).at(1).toString(), host.host()->fingerprint());
    QCOMPARE(host.host()->fingerprintStart(), host.host()->fingerprint().left(23));
    QVERIFY2(why.contains(host.host()->fingerprintStart()) && why.contains("Ask the host"), qPrintable(why));
    QCOMPARE(seated.count(), 0);
    QVERIFY(host.host()->waiting()); // the host learnt nothing: no hello was sent
    QVERIFY(!guest.joined());
    // Checked and trusted: the seat, and the fingerprint kept with it to come back.
    join["fingerprint"] = refused.at(0).at(1);
    QCOMPARE(guest.joinedTable()->join(join), QString());
    QTRY_COMPARE(seated.count(), 1);
    QTRY_VERIFY(guest.joined());
    QCOMPARE(guest.guest()->keptSeat().fingerprint, host.host()->fingerprint());
    agree(host, guest, 1);
}

void HostTlsTest::aWrongFingerprintOrAPlainClientJoinsNothing()
{
    GameController host;
    GameController guest;
    QCOMPARE(host.newMatch(setupOf({SeatKind::Person, SeatKind::Remote}, seedWhereFirstIs(0), {"Ann"})), QString());
    QSignalSpy refused(guest.joinedTable(), &JoinedTable::joinRefused);
    QVariantMap join = joinOf(host, "Bea");
    QString wrong = host.host()->fingerprint();
    wrong[0] = wrong[0] == QLatin1Char('A') ? QLatin1Char('B') : QLatin1Char('A');
    join["fingerprint"] = wrong;
    QCOMPARE(guest.joinedTable()->join(join), QString());
    QTRY_COMPARE(refused.count(), 1);
    QVERIFY2(refused.at(0).at(0).toString().contains("not the"), qPrintable(refused.at(0).at(0).toString()));
    QCOMPARE(refused.at(0).at(1).toString(), QString()); // nothing offered to trust
    // An older game, or a typed ws://: refused in words, no crash on either side.
    join = joinOf(host, "Bea");
    join["address"] = QStringLiteral("ws://127.0.0.1:%1").arg(host.host()->port());
    join.remove("fingerprint");
    QCOMPARE(guest.joinedTable()->join(join), QString());
    QTRY_COMPARE_WITH_TIMEOUT(refused.count(), 2, 15000);
    QVERIFY2(refused.at(1).at(0).toString().contains("without ws://"), qPrintable(refused.at(1).at(0).toString()));
    QVERIFY(host.host()->waiting());
    // The other way round: a plain table (serve without a certificate) typed without ws://.
    QWebSocketServer plain(QStringLiteral("plain"), QWebSocketServer::NonSecureMode);
    plain.setHandshakeTimeout(std::chrono::milliseconds(500));
    QVERIFY(plain.listen(QHostAddress::LocalHost));
    join["address"] = QStringLiteral("127.0.0.1:%1").arg(plain.serverPort());
    QCOMPARE(guest.joinedTable()->join(join), QString());
    QTRY_COMPARE_WITH_TIMEOUT(refused.count(), 3, 15000);
    QVERIFY2(refused.at(2).at(0).toString().contains("begins with ws://"), qPrintable(refused.at(2).at(0).toString()));
    // The table still seats the friend who has the invitation.
    QSignalSpy seated(guest.joinedTable(), &JoinedTable::seatTaken);
    QCOMPARE(guest.joinedTable()->join(joinOf(host, "Bea")), QString());
    QTRY_COMPARE(seated.count(), 1);
}

void HostTlsTest::theNextTableHasTheSameCertificate()
{
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("host-certificate.pem"));
    QString first;
    {
        GameController host;
        host.host()->setCertificateFile(file);
        QCOMPARE(host.newMatch(setupOf({SeatKind::Person, SeatKind::Remote}, seedWhereFirstIs(0))), QString());
        first = host.host()->fingerprint();
        QVERIFY(!first.isEmpty());
    }
    // Kept for its owner alone: the key is in it.
    QCOMPARE(QFile::permissions(file) & (QFileDevice::ReadGroup | QFileDevice::ReadOther), QFileDevice::Permissions());
    GameController again;
    again.host()->setCertificateFile(file);
    QCOMPARE(again.newMatch(setupOf({SeatKind::Person, SeatKind::Remote}, seedWhereFirstIs(0))), QString());
    QCOMPARE(again.host()->fingerprint(), first);
    QVERIFY(again.host()->invites().constFirst().endsWith(QStringLiteral("?fingerprint=") + first));
}

QTEST_MAIN(HostTlsTest)
#include "test_ui_host_tls.moc"
