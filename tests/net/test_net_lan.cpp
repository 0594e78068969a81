// Tables on the local network: a beacon's announcement is heard by a browser
// on this machine (loopback, as on a machine without any other network), with
// the host's address and what it said; a changed announcement replaces the
// old one; a table no longer announced is forgotten; datagrams that are not
// announcements, or of another protocol version, are ignored. A table says
// what its hub is (the game's and the command line's one announcement), and
// is offered only while a seat is free.
#include "net/lan_discovery.h"
#include "net/table_hub.h"

#include <QSignalSpy>
#include <QTest>
#include <QUdpSocket>

using namespace tilerummy::net;

class LanTest : public QObject {
    Q_OBJECT

private slots:
    void aTableIsHeardChangesAndIsForgotten();
    void aHubSaysWhatItsTableIs();
    void aFullTableIsNotOffered();
};

void LanTest::aHubSaysWhatItsTableIs()
{
    TableHub::Config config;
    config.names = {QStringLiteral("Ann"), QString(), QString()};
    config.seats = {tilerummy::AiLevel::Standard, std::nullopt, std::nullopt};
    config.atHost = {true, false, false};
    config.code = QStringLiteral("K7Q2");
    const TableHub hosted(config);
    TableAnnouncement a = hosted.announcement(4520, true, QStringLiteral("i1"), QStringLiteral("box"));
    QCOMPARE(a.protocol, kProtocolVersion);
    QCOMPARE(a.instance, QStringLiteral("i1"));
    QCOMPARE(a.name, QStringLiteral("Ann")); // the person at the host's screen
    QCOMPARE(a.port, 4520);
    QVERIFY(a.tls);
    QVERIFY(a.needsCode);
    QCOMPARE(a.seats, 3);
    QCOMPARE(a.freeSeats, 2);

    // Served from the command line: nobody at the host's screen, no code.
    config.seats = {std::nullopt, std::nullopt, tilerummy::AiLevel::Expert};
    config.atHost.clear();
    config.code.clear();
    const TableHub served(config);
    a = served.announcement(4521, false, QStringLiteral("i2"), QString(kMaxNameChars + 10, QLatin1Char('x')));
    QCOMPARE(a.name, QString(kMaxNameChars, QLatin1Char('x'))); // the machine's name, as long as a name may be
    QVERIFY(!a.needsCode);
    QVERIFY(!a.tls);
    QCOMPARE(a.freeSeats, 2);
}

void LanTest::aFullTableIsNotOffered()
{
    const quint16 port = static_cast<quint16>(45000 + (QCoreApplication::applicationPid() + 1) % 10000);
    LanBrowser browser(port);
    QString error;
    QVERIFY2(browser.start(&error), qPrintable(error));
    LanBeacon beacon(port);
    TableAnnouncement table;
    table.instance = QStringLiteral("full");
    table.name = QStringLiteral("Bo");
    table.port = 4522;
    table.seats = 2;
    table.freeSeats = 1;
    beacon.offer(table);
    QTRY_COMPARE(browser.tables().size(), std::size_t(1));
    table.freeSeats = 0; // the last seat taken: no longer offered
    beacon.offer(table);
    QTRY_VERIFY_WITH_TIMEOUT(browser.tables().empty(), LanBrowser::kForgetMs + 3000);
}

void LanTest::aTableIsHeardChangesAndIsForgotten()
{
    // A port of its own, so that other games on the machine do not mix in.
    const quint16 port = static_cast<quint16>(45000 + QCoreApplication::applicationPid() % 10000);
    LanBrowser browser(port);
    QString error;
    QVERIFY2(browser.start(&error), qPrintable(error));

    // Noise first: not JSON, another app, another version.
    QUdpSocket noise;
    noise.writeDatagram("hello", QHostAddress::LocalHost, port);
    noise.writeDatagram(R"({"type":"table","app":"other"})", QHostAddress::LocalHost, port);
    TableAnnouncement future;
    future.protocol = kProtocolVersion + 1;
    future.instance = "f";
    future.name = "Future";
    future.port = 1;
    future.seats = 2;
    noise.writeDatagram(writeAnnouncement(future), QHostAddress::LocalHost, port);

    LanBeacon beacon(port);
    TableAnnouncement table;
    table.instance = "abc123";
    table.name = "Ann";
    table.port = 4520;
    table.needsCode = true;
    table.seats = 3;
    table.freeSeats = 1;
    beacon.announce(table);
    QTRY_COMPARE(browser.tables().size(), std::size_t(1));
    LanTable heard = browser.tables().front();
    QCOMPARE(heard.table, table);
    QVERIFY(!heard.address.isNull());

    table.freeSeats = 0;
    beacon.announce(table);
    QTRY_COMPARE(browser.tables().front().table.freeSeats, 0);
    QCOMPARE(browser.tables().size(), std::size_t(1)); // the same table, heard again

    QSignalSpy changed(&browser, &LanBrowser::tablesChanged);
    beacon.stop();
    QTRY_VERIFY_WITH_TIMEOUT(browser.tables().empty(), LanBrowser::kForgetMs + 3000);
    QVERIFY(!changed.isEmpty());
}

QTEST_GUILESS_MAIN(LanTest)
#include "test_net_lan.moc"
