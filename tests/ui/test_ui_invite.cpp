// Invitations to a table (tilerummy://HOST:PORT/CODE) as the game takes them:
// the host's lobby offers one for each of its addresses, each naming its port
// and code; a friend's game joins by one (its table and code taken from it),
// and refuses a bad one with the reason, joining nothing; the command line
// takes one (the desktop opens links so), and so does macOS's "open URL"
// event (InviteEvents), which passes on nothing else.
#include "join_support.h"
#include "net/invite_link.h"
#include "seat_setups.h"
#include "session/game_controller.h"
#include "settings/launch_options.h"
#include "window/invite_events.h"

#include <QCoreApplication>
#include <QFileOpenEvent>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

class InviteTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); } // the autosave goes aside
    void theLobbyOffersAnInvitationForEachAddress();
    void aFriendJoinsByTheInvitation();
    void aBadInvitationJoinsNothing();
    void theCommandLineTakesAnInvitation();
    void macOsOpensAnInvitationInTheRunningGame();
};

void InviteTest::theLobbyOffersAnInvitationForEachAddress()
{
    GameController host;
    QCOMPARE(host.newMatch(setupOf({SeatKind::Person, SeatKind::Remote}, seedWhereFirstIs(0))), QString());
    const QStringList invites = host.host()->invites();
    QCOMPARE(invites.size(), host.host()->addresses().size());
    QVERIFY(!invites.isEmpty());
    for (int i = 0; i < invites.size(); ++i) {
        QString why;
        const std::optional<tilerummy::net::Invite> invite = tilerummy::net::readInvite(invites.at(i), &why);
        QVERIFY2(invite, qPrintable(why));
        QCOMPARE(invite->table, QUrl(host.host()->addresses().at(i)));
        QCOMPARE(invite->code, host.host()->code());
        QCOMPARE(invite->table.scheme(), QStringLiteral("wss")); // the window hosts over TLS
        QCOMPARE(invite->fingerprint, host.host()->fingerprint());
    }
    // A code of the host's own: the invitations follow.
    QCOMPARE(host.host()->setCode(QStringLiteral("owls")), QString());
    QVERIFY(host.host()->invites().constFirst().contains(QStringLiteral("/OWLS?fingerprint=")));
}

void InviteTest::aFriendJoinsByTheInvitation()
{
    GameController host;
    GameController guest;
    QCOMPARE(host.newMatch(setupOf({SeatKind::Person, SeatKind::Remote}, seedWhereFirstIs(0), {"Ann"})), QString());
    const QString link = tilerummy::net::inviteLink(QUrl(QStringLiteral("wss://127.0.0.1:%1").arg(host.host()->port())),
                                                    host.host()->code(), host.host()->fingerprint());
    // What the join dialog fills in from it.
    const QVariantMap read = guest.joinedTable()->readInvite(link).toMap();
    QCOMPARE(read.value("invite").toBool(), true);
    QCOMPARE(read.value("error").toString(), QString());
    QCOMPARE(read.value("address").toString(), QStringLiteral("wss://127.0.0.1:%1").arg(host.host()->port()));
    QCOMPARE(read.value("code").toString(), host.host()->code());
    QCOMPARE(read.value("fingerprint").toString(), host.host()->fingerprint());
    QCOMPARE(guest.joinedTable()->readInvite(QStringLiteral("127.0.0.1")).toMap().value("invite").toBool(), false);
    // Joined with the link as the address, and a code field left as it was.
    QSignalSpy seated(guest.joinedTable(), &JoinedTable::seatTaken);
    QCOMPARE(guest.joinedTable()->join({{"address", link}, {"code", "WRONG"}, {"name", "Bea"}}), QString());
    QTRY_COMPARE(seated.count(), 1);
    QTRY_VERIFY(guest.joined());
    QCOMPARE(guest.names(), (QStringList{"Ann", "Bea"}));
    agree(host, guest, 1);
}

void InviteTest::aBadInvitationJoinsNothing()
{
    GameController guest;
    const QString error = guest.joinedTable()->join(
        {{"address", QStringLiteral("tilerummy://127.0.0.1:4520/")}, {"code", "KMTARWCE"}, {"name", "Bea"}});
    QVERIFY2(error.contains(QStringLiteral("no table code")), qPrintable(error));
    QVERIFY(!guest.guest()->isActive());
    const QVariantMap read = guest.joinedTable()->readInvite(QStringLiteral("tilerummy://x:4520/CODE?token=1")).toMap();
    QCOMPARE(read.value("invite").toBool(), true);
    QVERIFY(read.value("error").toString().contains(QStringLiteral("does not know")));
}

void InviteTest::theCommandLineTakesAnInvitation()
{
    const QString link = QStringLiteral("tilerummy://192.168.1.5:4520/KMTARWCE");
    LaunchOptions options = parseLaunchOptions({"tilerummy", link});
    QCOMPARE(options.invite, link);
    QVERIFY(options.warnings.isEmpty());
    QVERIFY(!options.explicitGame);
    // A bad one too: the join dialog says what is wrong with it.
    options = parseLaunchOptions({"tilerummy", "tilerummy://nothing"});
    QCOMPARE(options.invite, QStringLiteral("tilerummy://nothing"));
    // A second link, or anything else, is reported and ignored.
    options = parseLaunchOptions({"tilerummy", link, "tilerummy://other:1/CODE", "stray"});
    QCOMPARE(options.invite, link);
    QCOMPARE(options.warnings.size(), 2);
    QVERIFY(parseLaunchOptions({"tilerummy", "--help"}).helpText.contains(QStringLiteral("tilerummy://")));
}

void InviteTest::macOsOpensAnInvitationInTheRunningGame()
{
    InviteEvents events;
    QObject application;
    application.installEventFilter(&events);
    QSignalSpy opened(&events, &InviteEvents::opened);
    QFileOpenEvent link(QUrl(QStringLiteral("tilerummy://192.168.1.5:4520/KMTARWCE")));
    QVERIFY(QCoreApplication::sendEvent(&application, &link) || opened.count() == 1);
    QCOMPARE(opened.count(), 1);
    QCOMPARE(opened.at(0).at(0).toString(), QStringLiteral("tilerummy://192.168.1.5:4520/KMTARWCE"));
    // A file opened so is not an invitation: passed on, nothing said.
    QFileOpenEvent file(QUrl::fromLocalFile(QStringLiteral("/tmp/game.trsave")));
    QCoreApplication::sendEvent(&application, &file);
    QCOMPARE(opened.count(), 1);
}

QTEST_MAIN(InviteTest)
#include "test_ui_invite.moc"
