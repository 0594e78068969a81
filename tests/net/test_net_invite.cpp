// An invitation to a table (tilerummy://HOST:PORT/CODE, with the host's
// certificate fingerprint for a table over TLS): written and read back; a
// link that is foreign, cut short or says more than an invitation does is
// refused with a sentence, and nothing is taken from it.
#include "net/invite_link.h"

#include <QTest>

using namespace tilerummy::net;

namespace {

const QString kFingerprint = QStringLiteral("AB:CD:EF:01:23:45:67:89:AB:CD:EF:01:23:45:67:89:"
                                            "AB:CD:EF:01:23:45:67:89:AB:CD:EF:01:23:45:67:89");

} // namespace

class InviteTest : public QObject {
    Q_OBJECT

private slots:
    void aLinkReadsBackAsItsTable();
    void aLinkIsReadAsTypedToo();
    void whatIsNotAnInvitationIsRefusedInWords_data();
    void whatIsNotAnInvitationIsRefusedInWords();
};

void InviteTest::aLinkReadsBackAsItsTable()
{
    const QString plain = inviteLink(QUrl(QStringLiteral("ws://192.168.1.5:4520")), QStringLiteral("KMTARWCE"));
    QCOMPARE(plain, QStringLiteral("tilerummy://192.168.1.5:4520/KMTARWCE"));
    QString why;
    std::optional<Invite> invite = readInvite(plain, &why);
    QVERIFY2(invite, qPrintable(why));
    QCOMPARE(invite->table, QUrl(QStringLiteral("ws://192.168.1.5:4520")));
    QCOMPARE(invite->code, QStringLiteral("KMTARWCE"));
    QVERIFY(invite->fingerprint.isEmpty());

    const QString secure =
        inviteLink(QUrl(QStringLiteral("wss://table.example.org:5000")), QStringLiteral("FRIENDS"), kFingerprint);
    QCOMPARE(secure, QStringLiteral("tilerummy://table.example.org:5000/FRIENDS?fingerprint=") + kFingerprint);
    invite = readInvite(secure, &why);
    QVERIFY2(invite, qPrintable(why));
    QCOMPARE(invite->table, QUrl(QStringLiteral("wss://table.example.org:5000")));
    QCOMPARE(invite->code, QStringLiteral("FRIENDS"));
    QCOMPARE(invite->fingerprint, kFingerprint);

    // An IPv6 host keeps its brackets in the link.
    const QString six = inviteLink(QUrl(QStringLiteral("ws://[fe80::1]:4521")), QStringLiteral("OWLS"));
    QCOMPARE(six, QStringLiteral("tilerummy://[fe80::1]:4521/OWLS"));
    invite = readInvite(six, &why);
    QVERIFY2(invite, qPrintable(why));
    QCOMPARE(invite->table.host(), QStringLiteral("fe80::1"));
    QCOMPARE(invite->table.port(), 4521);
}

void InviteTest::aLinkIsReadAsTypedToo()
{
    QString why;
    // Spaces around it, the scheme in capitals, no port (the default), a code
    // in small letters, a fingerprint without colons.
    const std::optional<Invite> invite = readInvite(QStringLiteral("  TileRummy://box.local/kmtarwce?fingerprint=") +
                                                        QString(kFingerprint).remove(':') + "\n",
                                                    &why);
    QVERIFY2(invite, qPrintable(why));
    QCOMPARE(invite->table, QUrl(QStringLiteral("wss://box.local:4520")));
    QCOMPARE(invite->code, QStringLiteral("KMTARWCE"));
    QCOMPARE(invite->fingerprint, kFingerprint);
    QVERIFY(looksLikeInvite(QStringLiteral(" tilerummy:anything")));
    QVERIFY(!looksLikeInvite(QStringLiteral("ws://192.168.1.5:4520")));
}

void InviteTest::whatIsNotAnInvitationIsRefusedInWords_data()
{
    QTest::addColumn<QString>("link");
    QTest::addColumn<QString>("said");
    QTest::newRow("another scheme") << "https://example.org/KMTARWCE"
                                    << "starts with tilerummy://";
    QTest::newRow("a table's address") << "ws://192.168.1.5:4520"
                                       << "starts with tilerummy://";
    QTest::newRow("empty") << ""
                           << "starts with tilerummy://";
    QTest::newRow("no host") << "tilerummy:///KMTARWCE"
                             << "names no host";
    QTest::newRow("no code") << "tilerummy://192.168.1.5:4520"
                             << "no table code";
    QTest::newRow("code cut short") << "tilerummy://192.168.1.5:4520/KM"
                                    << "no table code";
    QTest::newRow("two codes") << "tilerummy://192.168.1.5:4520/KMTA/RWCE"
                               << "no table code";
    QTest::newRow("a code of signs") << "tilerummy://192.168.1.5:4520/KM%3BTA"
                                     << "no table code";
    QTest::newRow("port 0") << "tilerummy://192.168.1.5:0/KMTARWCE"
                            << "port";
    QTest::newRow("port too big") << "tilerummy://192.168.1.5:70000/KMTARWCE"
                                  << "garbled";
    QTest::newRow("a user") << "tilerummy://eve@192.168.1.5:4520/KMTARWCE"
                            << "parts an invitation does not have";
    QTest::newRow("a fragment") << "tilerummy://192.168.1.5:4520/KMTARWCE#x"
                                << "parts an invitation does not have";
    QTest::newRow("a bad fingerprint") << "tilerummy://192.168.1.5:4520/KMTARWCE?fingerprint=AB:CD"
                                       << "not a certificate's";
    QTest::newRow("something unknown") << "tilerummy://192.168.1.5:4520/KMTARWCE?token=secret"
                                       << "does not know (“token”)";
}

void InviteTest::whatIsNotAnInvitationIsRefusedInWords()
{
    QFETCH(QString, link);
    QFETCH(QString, said);
    QString why;
    QVERIFY(!readInvite(link, &why));
    QVERIFY2(why.contains(said), qPrintable(why));
}

QTEST_GUILESS_MAIN(InviteTest)
#include "test_net_invite.moc"
