// A game hosted for a friend on another machine, through the game controller
// and a real connection on loopback (TableClient, as the joining game and the
// bots use it): the table waits until the friend joins and then shows their
// name; the person's moves reach the friend as they are made; the friend's
// illegal play is played out, judged by the same turn check and penalised,
// their draw is a draw; a friend who drops is played by the AI after the
// grace time, and takes their seat back with the token; the friend is never
// sent the host's rack. A seat named in the dialog is kept for that name, and
// a saved hosted game opens its table anew, keeping each friend's seat. Codes
// guessed from many addresses hold new joins, and the host reads it in the log.
#include "net/seat_view.h"
#include "net/table_client.h"
#include "net/table_server.h"
#include "raw_client_support.h"
#include "seat_setups.h"
#include "session/game_controller.h"

#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace tilerummy::net;

namespace {

QUrl urlOf(const TableHost* host)
{
    return QUrl(QStringLiteral("wss://127.0.0.1:%1").arg(host->port()));
}

// The friend's side: a connection and what their seat knows.
struct Friend {
    TableClient client;
    SeatView view;
    std::vector<ServerMessage> received;
    QList<QByteArray> raw;

    Friend()
    {
        QObject::connect(&client, &TableClient::received, [this](const ServerMessage& m, const QByteArray& bytes) {
            std::string why;
            QVERIFY2(view.apply(m, &why), why.c_str());
            received.push_back(m);
            raw.append(bytes);
        });
    }
    template <typename T> int count() const
    {
        return static_cast<int>(std::count_if(received.begin(), received.end(),
                                              [](const ServerMessage& m) { return std::holds_alternative<T>(m); }));
    }
    template <typename T> const T* last() const
    {
        for (auto it = received.rbegin(); it != received.rend(); ++it)
            if (const auto* m = std::get_if<T>(&*it))
                return m;
        return nullptr;
    }
};

// A hello with a wrong code from `from` (any of 127/8); waits for the
// host's answer, its close frame.
void guessFrom(const QString& from, quint16 port, const QByteArray& code)
{
    RawClient guesser;
    guesser.open(from, port);
    guesser.sendText(R"({"type":"hello","protocol":1,"name":"Guess","code":")" + code + R"("})");
    QTRY_VERIFY_WITH_TIMEOUT(guesser.closed(), 10000);
}

} // namespace

class HostTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); } // the autosave goes aside
    void friendJoinsPlaysDropsAndComesBack();
    void theHostsClockTimesTheFriend();
    void aNameKeepsNoSeatAndAResumedGameKeepsTokens();
    void theHostHandsAnAwaySeatToTheAiAndSeesWhoLeft();
    void aTokenSeatsOnlyAtTheTableThatGaveIt();
    void codesGuessedFromManyAddressesHoldNewJoins();
};

void HostTest::friendJoinsPlaysDropsAndComesBack()
{
    GameController game;
    game.host()->setGraceSeconds(1);
    QCOMPARE(game.newMatch(setupOf({SeatKind::Person, SeatKind::Remote}, seedWhereFirstIs(0))), QString());
    TableHost* host = game.host();
    QVERIFY(host->isOpen());
    QVERIFY(host->waiting());
    QVERIFY(!host->code().isEmpty());
    QVERIFY(host->port() > 0);
    QVERIFY(!game.canAct()); // the table waits for the friend
    QCOMPARE(game.names().at(1), QStringLiteral("Friend 2"));

    // A wrong code is refused; the right one seats the friend.
    Friend stranger;
    QSignalSpy strangerDropped(&stranger.client, &TableClient::dropped);
    stranger.client.open({urlOf(host), "Eve", "0000", host->fingerprint(), {}});
    QTRY_COMPARE(strangerDropped.count(), 1);
    QVERIFY(stranger.last<ErrorReply>() && stranger.last<ErrorReply>()->code == "code");
    QVERIFY(host->waiting());

    Friend ann;
    QSignalSpy news(host, &TableHost::news);
    const TableClient::Join join{urlOf(host), "Ann", host->code(), host->fingerprint(), {}};
    ann.client.open(join);
    QTRY_VERIFY(!host->waiting());
    QTRY_VERIFY(ann.view.inGame());
    QCOMPARE(ann.view.seat(), 1);
    QCOMPARE(game.names().at(1), QStringLiteral("Ann"));
    QVERIFY(!news.isEmpty() && news.last().at(0).toString().contains("Ann joined"));
    QVERIFY(game.canAct());
    QCOMPARE(ann.view.table(), game.game().table());
    QCOMPARE(tilerummy::sortedIds(ann.view.rack()), tilerummy::sortedIds(game.game().rack(1)));
    QCOMPARE(ann.view.rackCounts().at(0), 14);

    // The person's move shows on the friend's screen as it is made.
    const int tile = game.game().rack(0).front();
    QVERIFY(game.board()->moveToNewSet({tile}));
    QTRY_VERIFY(ann.last<DraftShown>() != nullptr);
    QCOMPARE(ann.last<DraftShown>()->player, 0);
    QCOMPARE(ann.last<DraftShown>()->table.back(), (tilerummy::IdSet{tile}));
    QVERIFY(game.drawTile());
    QTRY_VERIFY(ann.view.myTurn());

    // The friend's illegal play (two tiles are no set) is penalised as at one machine.
    const int turnBefore = game.turnNumber();
    tilerummy::IdTable illegal = ann.view.table();
    illegal.push_back({ann.view.rack().at(0), ann.view.rack().at(1)});
    ann.client.send(EndTurn{illegal, {}});
    QTRY_VERIFY_WITH_TIMEOUT(game.turnNumber() == turnBefore + 1, 10000);
    QCOMPARE(game.status()->lastPenalty().player, 1);
    QTRY_COMPARE(ann.view.rackCounts().at(1), 14 + 3);
    QCOMPARE(int(ann.view.rack().size()), 17);
    QCOMPARE(ann.last<TurnPlayed>()->action, tilerummy::TurnAction::Penalty);
    QCOMPARE(int(ann.last<TurnPlayed>()->drawn.size()), 3);

    // Not her turn: refused, nothing changes.
    ann.client.send(DrawTile{});
    QTRY_VERIFY(ann.last<ErrorReply>() != nullptr);
    QCOMPARE(ann.last<ErrorReply>()->code, QStringLiteral("turn"));
    QCOMPARE(game.turnNumber(), turnBefore + 1);

    // Her draw. A move named for a turn that is over is refused, and changes nothing.
    QVERIFY(game.drawTile());
    QTRY_VERIFY(ann.view.myTurn());
    const int refusals = ann.count<ErrorReply>();
    ann.client.send(DrawTile{ann.view.game(), ann.view.turn() - 1});
    QTRY_COMPARE(ann.count<ErrorReply>(), refusals + 1);
    QCOMPARE(ann.last<ErrorReply>()->message, QStringLiteral("That move is for a turn that is over."));
    QCOMPARE(game.turnNumber(), turnBefore + 2);
    ann.client.send(DrawTile{});
    QTRY_COMPARE(game.turnNumber(), turnBefore + 3);
    QTRY_COMPARE(ann.view.turn(), turnBefore + 3); // her turn's message reached her too
    QCOMPARE(ann.last<TurnPlayed>()->player, 1);
    QCOMPARE(ann.last<TurnPlayed>()->action, tilerummy::TurnAction::Draw);
    QCOMPARE(ann.view.rackCounts().at(1), 18);

    // She never heard of a tile of the host's rack.
    for (const ServerMessage& m : ann.received)
        if (const auto* s = std::get_if<TableState>(&m))
            for (int id : s->rack)
                QVERIFY(std::find(game.game().rack(0).begin(), game.game().rack(0).end(), id) ==
                        game.game().rack(0).end());

    // She drops; past the grace time the AI plays her turn.
    const QString token = ann.client.token();
    QVERIFY(!token.isEmpty());
    ann.client.close();
    QVERIFY(game.drawTile());
    // Her turn: the screen says she is away, and when the AI takes over.
    QTRY_VERIFY(game.status()->absence().contains("Ann is away: the AI plays for them in"));
    // Her seat's badge says so, without the countdown (the list is not made anew every second).
    QCOMPARE(game.scoreboard()->players().at(1).absence,
             QStringLiteral("Ann is away: the AI plays for them if they are not back soon."));
    QVERIFY(game.scoreboard()->players().at(0).absence.isEmpty());
    QTRY_VERIFY_WITH_TIMEOUT(game.turnNumber() == turnBefore + 5, 15000);
    // The turn the AI played for her says so in the log.
    QVERIFY2(game.log()->lines().last().contains(QStringLiteral("(the AI for Ann)")),
             qPrintable(game.log()->lines().last()));
    QTRY_VERIFY(std::any_of(news.begin(), news.end(),
                            [](const QList<QVariant>& args) { return args.at(0).toString().contains("AI plays"); }));

    // Her name alone takes nothing: refused, and told nothing of the game.
    Friend byName;
    QSignalSpy byNameDropped(&byName.client, &TableClient::dropped);
    byName.client.open(join);
    QTRY_COMPARE(byNameDropped.count(), 1);
    QVERIFY(byName.last<ErrorReply>() && byName.last<ErrorReply>()->code == errors::kName);
    QCOMPARE(static_cast<int>(byName.received.size()), 1);
    // Back with her token: the same seat, the game as it is now.
    TableClient::Join back = join;
    back.token = token;
    Friend again;
    again.client.open(back);
    QTRY_VERIFY(again.view.inGame());
    QCOMPARE(again.view.seat(), 1);
    QCOMPARE(again.view.turn(), game.turnNumber());
    QCOMPARE(tilerummy::sortedIds(again.view.rack()), tilerummy::sortedIds(game.game().rack(1)));
    QTRY_VERIFY(std::any_of(news.begin(), news.end(),
                            [](const QList<QVariant>& args) { return args.at(0).toString().contains("is back"); }));
    // Her token turned over: the welcome gave her a new one, the table's save
    // keeps it, and the one she came back with (copied off the wire, say) opens nothing.
    const QString turned = again.client.token();
    QVERIFY(!turned.isEmpty() && turned != token);
    QCOMPARE(host->hosted()->tokens.value(1), turned);
    Friend replay;
    QSignalSpy replayDropped(&replay.client, &TableClient::dropped);
    replay.client.open(back);
    QTRY_COMPARE(replayDropped.count(), 1);
    QVERIFY(replay.last<ErrorReply>() && replay.last<ErrorReply>()->code == errors::kStale);
    QVERIFY(!replay.view.welcomed());
    QVERIFY(again.client.isOpen());
    // Her new token taken while she is connected (another window of hers, or
    // someone who copied it): the seat goes to the new connection, she is
    // told, and the host's log names both addresses.
    TableClient::Join turnedJoin = join;
    turnedJoin.token = turned;
    Friend other;
    QSignalSpy againDropped(&again.client, &TableClient::dropped);
    other.client.open(turnedJoin);
    QTRY_VERIFY(other.view.inGame());
    QTRY_COMPARE(againDropped.count(), 1);
    QVERIFY(again.last<ErrorReply>() && again.last<ErrorReply>()->code == errors::kReplaced);
    QVERIFY2(game.log()->lines().last().startsWith(QStringLiteral("Ann's seat was taken back on a new connection")),
             qPrintable(game.log()->lines().last()));

    // The host starts another game at one screen: the friend is told, and the table closes.
    QSignalSpy gone(&other.client, &TableClient::dropped);
    QCOMPARE(game.newMatch(setupOf({SeatKind::Person, SeatKind::Standard}, 3)), QString());
    QVERIFY(!host->isOpen());
    QTRY_VERIFY(other.last<ErrorReply>() && other.last<ErrorReply>()->code == "closed");
    QTRY_COMPARE(gone.count(), 1);
}

void HostTest::theHostsClockTimesTheFriend()
{
    GameController game;
    QVERIFY(game.setSeats({SeatKind::Person, SeatKind::Remote}));
    tilerummy::Rules rules;
    rules.turnSeconds = 2;
    game.start(2, seedWhereFirstIs(0), rules);
    QVERIFY(game.host()->waiting());
    Friend ann;
    ann.client.open({urlOf(game.host()), "Ann", game.host()->code(), game.host()->fingerprint(), {}});
    QTRY_VERIFY(ann.view.inGame());
    QVERIFY(ann.last<TableState>()->turnMsLeft > 0); // the person's turn, timed
    QVERIFY(game.drawTile());
    QTRY_VERIFY(ann.view.myTurn());
    // Ann does nothing: her time runs out on the host's clock, as a person's would.
    QTRY_VERIFY_WITH_TIMEOUT(ann.last<TurnPlayed>() && ann.last<TurnPlayed>()->player == 1, 10000);
    QCOMPARE(ann.last<TurnPlayed>()->action, tilerummy::TurnAction::Penalty);
    QCOMPARE(game.status()->lastPenalty().timeOut, true);
    QCOMPARE(int(ann.view.rack().size()), 14 + 3);
}

void HostTest::aNameKeepsNoSeatAndAResumedGameKeepsTokens()
{
    QTemporaryDir dir;
    GameController game;
    // A name given in the dialog keeps nothing: whoever comes first sits first.
    QCOMPARE(game.newMatch(setupOf({SeatKind::Person, SeatKind::Remote, SeatKind::Remote}, seedWhereFirstIs(0, 3),
                                   {"", "Bea", ""})),
             QString());
    TableHost* host = game.host();
    QCOMPARE(host->code().size(), TableHub::kCodeLetters);
    QVERIFY(!host->seats().at(1).taken);

    Friend zed;
    zed.client.open({urlOf(host), "Zed", host->code(), host->fingerprint(), {}});
    QTRY_VERIFY(zed.view.welcomed());
    QCOMPARE(zed.view.seat(), 1);
    QCOMPARE(host->seats().at(1).name, QStringLiteral("Zed"));
    Friend bea;
    bea.client.open({urlOf(host), "Bea", host->code(), host->fingerprint(), {}});
    QTRY_VERIFY(bea.view.inGame());
    QCOMPARE(bea.view.seat(), 2);
    QVERIFY(!host->waiting());
    QVERIFY(game.drawTile());
    QTRY_COMPARE(game.currentPlayer(), 1);
    // A stranger with Zed's name, in any case, is refused while he is here ...
    Friend eve;
    QSignalSpy eveDropped(&eve.client, &TableClient::dropped);
    eve.client.open({urlOf(host), "zed", host->code(), host->fingerprint(), {}});
    QTRY_COMPARE(eveDropped.count(), 1);
    QVERIFY(eve.last<ErrorReply>() && eve.last<ErrorReply>()->code == errors::kName);

    // The host's game closes (the window quits): the friends are told they
    // keep their seats, and the save keeps the table.
    const QString path = dir.filePath("hosted.json");
    QVERIFY(game.saves()->saveToFile(path));
    const std::optional<HostedTable> table = host->hosted();
    QVERIFY(table);
    QSignalSpy zedDropped(&zed.client, &TableClient::dropped);
    host->pause();
    QTRY_COMPARE(zedDropped.count(), 1);
    QVERIFY(zed.last<ErrorReply>() && zed.last<ErrorReply>()->code == errors::kPaused);
    QVERIFY(!host->isOpen());

    // Resumed: the same table (address, code), each seat kept for its token.
    GameController resumed;
    QCOMPARE(resumed.saves()->loadFromFile(path), QString());
    QVERIFY(resumed.host()->isOpen());
    QCOMPARE(resumed.host()->port(), table->port);
    QCOMPARE(resumed.host()->code(), table->code);
    // The game is on: Zed, whose turn it is, is away until he is back.
    QVERIFY(!resumed.host()->waiting());
    QCOMPARE(resumed.host()->seats().at(1).name, QStringLiteral("Zed"));
    QVERIFY(resumed.host()->seats().at(1).taken && !resumed.host()->seats().at(1).connected);
    QCOMPARE(resumed.turnNumber(), game.turnNumber());
    QVERIFY2(resumed.status()->absence().startsWith("Zed is away"), qPrintable(resumed.status()->absence()));
    // ... and while he is away: a name is no key.
    Friend eve2;
    QSignalSpy eve2Dropped(&eve2.client, &TableClient::dropped);
    eve2.client.open({urlOf(resumed.host()), "Zed", resumed.host()->code(), resumed.host()->fingerprint(), {}});
    QTRY_COMPARE(eve2Dropped.count(), 1);
    QVERIFY(eve2.last<ErrorReply>() && eve2.last<ErrorReply>()->code == errors::kName);
    QVERIFY(!eve2.view.welcomed());
    // The friends' games, retrying with their tokens, are seated again.
    Friend zed2;
    zed2.client.open(
        {urlOf(resumed.host()), "Zed", resumed.host()->code(), resumed.host()->fingerprint(), zed.client.token()});
    QTRY_VERIFY(zed2.view.inGame());
    QCOMPARE(zed2.view.seat(), 1);
    // With the round's story from its deal, as the game before the quit would have told it.
    const TableState* back = zed2.last<TableState>();
    QVERIFY(back);
    QCOMPARE(static_cast<int>(back->history.size()), game.turnNumber());
    QVERIFY(back->history.front().player == game.game().firstPlayer());
    QVERIFY(back->historyTable.empty());
    QTRY_VERIFY(resumed.status()->absence().isEmpty());
    Friend bea2;
    bea2.client.open(
        {urlOf(resumed.host()), "Bea", resumed.host()->code(), resumed.host()->fingerprint(), bea.client.token()});
    QTRY_VERIFY(bea2.view.inGame());
    QCOMPARE(bea2.view.seat(), 2);
    QCOMPARE(zed2.view.turn(), game.turnNumber());
    QCOMPARE(tilerummy::sortedIds(zed2.view.rack()), tilerummy::sortedIds(resumed.game().rack(1)));
    QTRY_VERIFY(zed2.view.myTurn()); // the game goes on where it was: Zed's turn
}

// A token is a key to one table's seat: one this table never gave seats nobody
// (not as a new player either), one it gave before the games began, whose seat
// was freed by a drop, is a newcomer's hello like any other.
void HostTest::aTokenSeatsOnlyAtTheTableThatGaveIt()
{
    GameController game;
    QCOMPARE(game.newMatch(setupOf({SeatKind::Person, SeatKind::Remote, SeatKind::Remote}, seedWhereFirstIs(0, 3))),
             QString());
    TableHost* host = game.host();
    // Another table's token, with this table's code and a free seat.
    Friend stranger;
    QSignalSpy strangerDropped(&stranger.client, &TableClient::dropped);
    stranger.client.open(
        {urlOf(host), "Cy", host->code(), host->fingerprint(), QStringLiteral("0123456789abcdef0123456789abcdef")});
    QTRY_COMPARE(strangerDropped.count(), 1);
    QVERIFY(stranger.last<ErrorReply>() && stranger.last<ErrorReply>()->code == errors::kSeat);
    QCOMPARE(static_cast<int>(stranger.received.size()), 1);
    QVERIFY(!host->seats().at(1).taken && !host->seats().at(2).taken);
    // The same answer with another code (a new game of the same host has one): it tells nothing of the code.
    Friend lost;
    QSignalSpy lostDropped(&lost.client, &TableClient::dropped);
    lost.client.open({urlOf(host), "Cy", QStringLiteral("OLDCODE1"), host->fingerprint(),
                      QStringLiteral("0123456789abcdef0123456789abcdef")});
    QTRY_COMPARE(lostDropped.count(), 1);
    QVERIFY(lost.last<ErrorReply>() && lost.last<ErrorReply>()->code == errors::kSeat);

    // Zed sits down and drops before the games begin: his seat is free again ...
    auto zed = std::make_unique<Friend>();
    zed->client.open({urlOf(host), "Zed", host->code(), host->fingerprint(), {}});
    QTRY_VERIFY(zed->view.welcomed());
    const QString token = zed->client.token();
    QVERIFY(!token.isEmpty());
    zed.reset();
    QTRY_VERIFY(!host->seats().at(1).taken);
    // ... and his hello with the old token seats him as anyone new: a new token.
    Friend back;
    back.client.open({urlOf(host), "Zed", host->code(), host->fingerprint(), token});
    QTRY_VERIFY(back.view.welcomed());
    QVERIFY(!back.client.token().isEmpty() && back.client.token() != token);
    // Bea takes the last seat, and the game begins.
    Friend bea;
    bea.client.open({urlOf(host), "Bea", host->code(), host->fingerprint(), {}});
    QTRY_VERIFY(bea.view.inGame());
    QCOMPARE(back.view.seat() + bea.view.seat(), 3);
}

QTEST_MAIN(HostTest)
#include "test_ui_host.moc"

void HostTest::theHostHandsAnAwaySeatToTheAiAndSeesWhoLeft()
{
    GameController game;
    game.setAiMinimumThinkMs(0);
    game.host()->setGraceSeconds(600); // the AI would not play for her in this test's time
    QCOMPARE(game.newMatch(setupOf({SeatKind::Person, SeatKind::Remote}, seedWhereFirstIs(1))), QString());
    TableHost* host = game.host();
    Friend ann;
    const TableClient::Join join{urlOf(host), "Ann", host->code(), host->fingerprint(), {}};
    ann.client.open(join);
    QTRY_VERIFY(ann.view.inGame());
    QCOMPARE(game.currentPlayer(), 1);
    const QString token = ann.client.token();

    // She drops in her turn: the host need not wait out her grace time.
    ann.client.close();
    QTRY_VERIFY(host->graceCounting(1));
    QVERIFY(game.status()->absence().startsWith("Ann is away: the AI plays for them in"));
    QVERIFY(!host->graceCounting(0));
    QVERIFY(!host->handToAi(0)); // the host's own seat is no friend's
    const int turn = game.turnNumber();
    QVERIFY(host->handToAi(1));
    QVERIFY(!host->graceCounting(1));
    QTRY_VERIFY_WITH_TIMEOUT(game.turnNumber() == turn + 1, 10000);
    QVERIFY2(game.log()->lines().last().contains(QStringLiteral("(the AI for Ann)")),
             qPrintable(game.log()->lines().last()));
    QTRY_COMPARE(game.scoreboard()->players().at(1).absence, QStringLiteral("Ann is away: the AI plays for them."));
    QVERIFY(!game.scoreboard()->players().at(1).left);

    // Her token still brings her back; then she leaves the table, and the host sees it.
    Friend back;
    TableClient::Join withToken = join;
    withToken.token = token;
    back.client.open(withToken);
    QTRY_VERIFY(back.view.inGame());
    QTRY_VERIFY(game.scoreboard()->players().at(1).absence.isEmpty());
    back.client.send(Leave{});
    back.client.close();
    QTRY_VERIFY(game.scoreboard()->players().at(1).left);
    QCOMPARE(game.scoreboard()->players().at(1).absence, QStringLiteral("Ann left the table: the AI plays for them."));
    QVERIFY(!host->graceCounting(1)); // nothing to hand over: the AI plays for her already
}

// Twenty addresses, a wrong code each (none waits on its own): the table holds
// every new join, the right code too, and says so in the turn log and its news.
void HostTest::codesGuessedFromManyAddressesHoldNewJoins()
{
    GameController game;
    QCOMPARE(game.newMatch(setupOf({SeatKind::Person, SeatKind::Remote}, seedWhereFirstIs(0))), QString());
    TableHost* host = game.host();
    QVERIFY(host->isOpen());
    QSignalSpy held(host, &TableHost::joinsHeld);
    const int linesBefore = static_cast<int>(game.log()->lines().size());
    for (int n = 0; n < TableServer::kWrongCodesPerMinute; ++n)
        guessFrom(QStringLiteral("127.0.0.%1").arg(10 + n), static_cast<quint16>(host->port()),
                  QByteArray::number(1000 + n));
    QTRY_COMPARE(held.count(), 1);
    QCOMPARE(held.at(0).at(0).toInt(), TableServer::kWrongCodesPerMinute);    // addresses
    QVERIFY(held.at(0).at(1).toInt() > 50 && held.at(0).at(1).toInt() <= 60); // seconds
    QCOMPARE(static_cast<int>(game.log()->lines().size()), linesBefore + 1);
    QVERIFY2(game.log()->lines().last().contains(QStringLiteral("guessing this table's code")),
             qPrintable(game.log()->lines().last()));

    // The right code, from an address that guessed nothing: it waits too.
    Friend ann;
    QSignalSpy dropped(&ann.client, &TableClient::dropped);
    ann.client.open({urlOf(host), "Ann", host->code(), host->fingerprint(), {}});
    QTRY_COMPARE(dropped.count(), 1);
    QVERIFY(ann.last<ErrorReply>() && ann.last<ErrorReply>()->code == "wait");
    QVERIFY(ann.last<ErrorReply>()->retryS > 50 && ann.last<ErrorReply>()->retryS <= 60);
    QVERIFY2(ann.last<ErrorReply>()->message.contains("new players wait"), qPrintable(ann.last<ErrorReply>()->message));
    QVERIFY(host->waiting());
    QCOMPARE(held.count(), 1); // told once
}
