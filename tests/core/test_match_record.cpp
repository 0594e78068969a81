// Recorded matches: a seeded match played through RecordedMatch replays from
// its setup and actions to exactly the same tables, racks, pool, scores and
// totals, across rounds; each action is checked before it is replayed and a
// bad one is refused with a reason that names it.
#include "ai_player.h"
#include "match.h"
#include "match_record.h"
#include "tile_ids.h"

#include <QTest>

#include <algorithm>
#include <stdexcept>

namespace {

// A proposal of the current player that the turn check rejects: the first
// rack tile alone as a new set on the table (every id still in it).
tilerummy::RecordedAction illegalProposal(const tilerummy::Game& g)
{
    tilerummy::IdTable table = g.table();
    tilerummy::IdSet rack = g.rack(g.currentPlayer());
    table.push_back({rack.front()});
    rack.erase(rack.begin());
    return tilerummy::RecordedAction::play(table, rack);
}

// Plays one turn of the current player: mostly what the AI decides, with a
// time-out and an illegal proposal now and then so that every kind of turn
// is recorded. The same call is made on the plain match, when given.
void playTurn(tilerummy::RecordedMatch& m, std::vector<tilerummy::AiPlayer>& ais, tilerummy::Match* plain)
{
    const tilerummy::Game& g = m.round();
    const int p = g.currentPlayer();
    const int turn = g.turnNumber();
    if (turn % 17 == 5) {
        m.timeOut();
        if (plain)
            plain->round().timeOut();
        return;
    }
    if (turn % 13 == 7 && !g.rack(p).empty()) {
        const tilerummy::RecordedAction bad = illegalProposal(g);
        const tilerummy::TurnRecord r = m.play(bad.table, bad.rack);
        QCOMPARE(r.action, tilerummy::TurnAction::Penalty);
        if (plain)
            plain->round().play(bad.table, bad.rack);
        return;
    }
    const tilerummy::AiDecision d = ais[static_cast<std::size_t>(p)].decide(tilerummy::viewOf(g, p));
    if (d.play) {
        const auto ids = tilerummy::assignIds({g.table(), g.rack(p)}, d.table);
        QVERIFY(ids.has_value());
        const tilerummy::TurnRecord r = m.play(ids->table, ids->rack);
        QCOMPARE(r.action, tilerummy::TurnAction::Play);
        if (plain)
            plain->round().play(ids->table, ids->rack);
    } else {
        m.drawOrPass();
        if (plain)
            plain->round().drawOrPass();
    }
}

std::vector<tilerummy::AiPlayer> makeAis(int players, tilerummy::AiLevel level, std::uint64_t seed)
{
    std::vector<tilerummy::AiPlayer> ais;
    for (int p = 0; p < players; ++p)
        ais.emplace_back(level, seed * 10 + static_cast<std::uint64_t>(p), 20000);
    return ais;
}

void compareGames(const tilerummy::Game& a, const tilerummy::Game& b)
{
    QCOMPARE(a.playerCount(), b.playerCount());
    QCOMPARE(a.table(), b.table());
    for (int p = 0; p < a.playerCount(); ++p) {
        QCOMPARE(a.rack(p), b.rack(p));
        QCOMPARE(a.initialMeldDone(p), b.initialMeldDone(p));
    }
    QCOMPARE(a.pool(), b.pool());
    QCOMPARE(a.currentPlayer(), b.currentPlayer());
    QCOMPARE(a.firstPlayer(), b.firstPlayer());
    QCOMPARE(a.turnNumber(), b.turnNumber());
    QCOMPARE(a.isOver(), b.isOver());
    QCOMPARE(a.endReason(), b.endReason());
    QCOMPARE(a.winner(), b.winner());
    QCOMPARE(a.scores(), b.scores());
}

void compareMatches(const tilerummy::Match& a, const tilerummy::Match& b)
{
    compareGames(a.round(), b.round());
    QCOMPARE(a.roundNumber(), b.roundNumber());
    QCOMPARE(a.roundsScored(), b.roundsScored());
    QCOMPARE(a.totals(), b.totals());
    QCOMPARE(a.roundScores(), b.roundScores());
    QCOMPARE(a.isOver(), b.isOver());
    QCOMPARE(a.winner(), b.winner());
}

void compareTurns(const std::vector<tilerummy::TurnRecord>& a, const std::vector<tilerummy::TurnRecord>& b)
{
    QCOMPARE(a.size(), b.size());
    for (std::size_t i = 0; i < a.size(); ++i) {
        QCOMPARE(a[i].player, b[i].player);
        QCOMPARE(a[i].action, b[i].action);
        QCOMPARE(a[i].initialMeldDone, b[i].initialMeldDone);
        QCOMPARE(a[i].before.table, b[i].before.table);
        QCOMPARE(a[i].before.rack, b[i].before.rack);
        QCOMPARE(a[i].after.table, b[i].after.table);
        QCOMPARE(a[i].after.rack, b[i].after.rack);
        QCOMPARE(a[i].drawn, b[i].drawn);
        QCOMPARE(a[i].reason, b[i].reason);
        QCOMPARE(a[i].invalidSet, b[i].invalidSet);
        QCOMPARE(a[i].pool, b[i].pool);
    }
}

// Rules under which a round ends quickly without a single play: a rack of one
// tile cannot make a set, so the players draw the pool dry and then pass.
tilerummy::MatchSetup drawOnlySetup(int rounds = 1)
{
    tilerummy::MatchSetup setup;
    setup.players = 2;
    setup.rules.rackSize = 1;
    setup.rules.rounds = rounds;
    setup.seed = 42;
    return setup;
}

void drawToTheEnd(tilerummy::RecordedMatch& m)
{
    int guard = 0;
    while (!m.round().isOver() && ++guard < 1000)
        m.drawOrPass();
    QVERIFY(m.round().isOver());
}

QString why(const tilerummy::MatchSetup& setup, const std::vector<tilerummy::RecordedAction>& actions)
{
    std::string reason;
    auto m = tilerummy::RecordedMatch::replay(setup, actions, &reason);
    if (m)
        return QStringLiteral("<accepted>");
    return QString::fromStdString(reason);
}

} // namespace

class TestMatchRecord : public QObject {
    Q_OBJECT

private slots:
    void replayReproducesASeededAiGame_data()
    {
        QTest::addColumn<int>("players");
        QTest::addColumn<int>("level");
        QTest::addColumn<quint64>("seed");
        QTest::newRow("2 beginners, seed 3") << 2 << int(tilerummy::AiLevel::Beginner) << quint64(3);
        QTest::newRow("3 beginners, seed 11") << 3 << int(tilerummy::AiLevel::Beginner) << quint64(11);
        QTest::newRow("4 standard, seed 8") << 4 << int(tilerummy::AiLevel::Standard) << quint64(8);
        QTest::newRow("2 standard, big seed")
            << 2 << int(tilerummy::AiLevel::Standard) << quint64(18446744073709551615ULL);
    }

    void replayReproducesASeededAiGame()
    {
        QFETCH(int, players);
        QFETCH(int, level);
        QFETCH(quint64, seed);
        const tilerummy::MatchSetup setup{players, tilerummy::Rules{}, seed};
        tilerummy::RecordedMatch m(setup);
        tilerummy::Match plain(players, setup.rules, seed);
        auto ais = makeAis(players, static_cast<tilerummy::AiLevel>(level), seed);
        int half = -1;
        std::unique_ptr<tilerummy::RecordedMatch> midway;
        while (!m.round().isOver()) {
            playTurn(m, ais, &plain);
            if (QTest::currentTestFailed())
                return;
            if (half < 0 && m.round().turnNumber() == 20) {
                // A game in progress: saved and restored mid-round.
                half = static_cast<int>(m.actions().size());
                std::string reason;
                midway = tilerummy::RecordedMatch::replay(setup, m.actions(), &reason);
                QVERIFY2(midway, reason.c_str());
                compareGames(midway->round(), m.round());
                compareTurns(midway->turns(), m.turns());
            }
        }
        QVERIFY(half > 0);
        // The recorder changes nothing: the plain match got the same turns.
        QVERIFY(plain.scoreRound());
        compareMatches(m.match(), plain);
        QCOMPARE(static_cast<int>(m.turns().size()), m.round().turnNumber());
        QCOMPARE(m.actions().size(), m.turns().size());
        // Scored at once when the round ended.
        QCOMPARE(m.match().roundsScored(), 1);
        QCOMPARE(m.match().totals(), m.round().scores());
        QVERIFY(m.match().isOver());
        // Every kind of turn was played.
        auto count = [&](tilerummy::TurnAction a) {
            return std::count_if(m.turns().begin(), m.turns().end(), [a](const auto& t) { return t.action == a; });
        };
        QVERIFY(count(tilerummy::TurnAction::Play) > 0);
        QVERIFY(count(tilerummy::TurnAction::Penalty) > 0);
        QVERIFY(count(tilerummy::TurnAction::Draw) > 0);

        std::string reason;
        const auto replayed = tilerummy::RecordedMatch::replay(setup, m.actions(), &reason);
        QVERIFY2(replayed, reason.c_str());
        compareMatches(replayed->match(), m.match());
        compareTurns(replayed->turns(), m.turns());
        QVERIFY(replayed->actions() == m.actions());
        QVERIFY(replayed->round().tilesAccountedFor());

        // The game restored midway, played on with the same actions, ends the same.
        for (std::size_t i = static_cast<std::size_t>(half); i < m.actions().size(); ++i)
            QVERIFY(midway->apply(m.actions()[i]));
        compareMatches(midway->match(), m.match());
        compareTurns(midway->turns(), m.turns());
    }

    void multiRoundMatchReplaysWithNextRound()
    {
        tilerummy::Rules rules;
        rules.rounds = 3;
        const tilerummy::MatchSetup setup{3, rules, 2024};
        tilerummy::RecordedMatch m(setup);
        tilerummy::Match plain(3, rules, 2024);
        std::vector<std::size_t> roundStarts{0};
        for (int round = 1; round <= 3; ++round) {
            QCOMPARE(m.match().roundNumber(), round);
            QVERIFY(m.turns().empty());
            QVERIFY(!m.nextRound()); // not while the round is on
            auto ais = makeAis(3, tilerummy::AiLevel::Beginner, static_cast<std::uint64_t>(round));
            while (!m.round().isOver()) {
                playTurn(m, ais, &plain);
                if (QTest::currentTestFailed())
                    return;
            }
            QCOMPARE(m.match().roundsScored(), round); // scored at once
            QVERIFY(plain.scoreRound());
            QCOMPARE(static_cast<int>(m.turns().size()), m.round().turnNumber());
            // A turn once the round is over is refused and not recorded.
            const std::size_t before = m.actions().size();
            const tilerummy::TurnRecord refused = m.drawOrPass();
            QCOMPARE(refused.action, tilerummy::TurnAction::Pass);
            QVERIFY(!refused.reason.empty());
            QCOMPARE(m.actions().size(), before);
            if (round < 3) {
                QVERIFY(m.nextRound());
                QVERIFY(plain.nextRound());
                QCOMPARE(m.actions().back().kind, tilerummy::RecordedAction::Kind::NextRound);
                QVERIFY(m.turns().empty()); // a new turn log for the new round
                roundStarts.push_back(m.actions().size());
            }
        }
        QVERIFY(m.match().isOver());
        QVERIFY(!m.nextRound());
        compareMatches(m.match(), plain);

        std::string reason;
        const auto replayed = tilerummy::RecordedMatch::replay(setup, m.actions(), &reason);
        QVERIFY2(replayed, reason.c_str());
        compareMatches(replayed->match(), m.match());
        compareTurns(replayed->turns(), m.turns());
        QCOMPARE(replayed->match().roundScores().size(), std::size_t(3));

        // Each prefix that ends just after a NextRound is a fresh deal of that round.
        for (std::size_t r = 1; r < roundStarts.size(); ++r) {
            const std::vector<tilerummy::RecordedAction> prefix(
                m.actions().begin(), m.actions().begin() + static_cast<long>(roundStarts[r]));
            const auto at = tilerummy::RecordedMatch::replay(setup, prefix, &reason);
            QVERIFY2(at, reason.c_str());
            QCOMPARE(at->match().roundNumber(), static_cast<int>(r) + 1);
            QCOMPARE(at->round().turnNumber(), 0);
            QVERIFY(at->turns().empty());
            QCOMPARE(at->match().roundsScored(), static_cast<int>(r));
        }
    }

    void illegalPlaysAndTimeOutsReplayWithTheirPenalties()
    {
        tilerummy::Rules rules;
        rules.penaltyTiles = 2;
        rules.timeoutPenaltyTiles = 4;
        const tilerummy::MatchSetup setup{2, rules, 9};
        tilerummy::RecordedMatch m(setup);
        const int p0 = m.round().currentPlayer();
        const std::size_t rack0 = m.round().rack(p0).size();
        const tilerummy::RecordedAction bad = illegalProposal(m.round());
        const tilerummy::TurnRecord r1 = m.play(bad.table, bad.rack);
        QCOMPARE(r1.action, tilerummy::TurnAction::Penalty);
        QCOMPARE(r1.drawn.size(), std::size_t(2));
        QCOMPARE(m.round().rack(p0).size(), rack0 + 2);
        QVERIFY(m.actions().back() == bad); // the proposal as made
        const tilerummy::TurnRecord r2 = m.timeOut();
        QCOMPARE(r2.action, tilerummy::TurnAction::Penalty);
        QCOMPARE(r2.drawn.size(), std::size_t(4));
        QCOMPARE(m.actions().back().kind, tilerummy::RecordedAction::Kind::TimeOut);
        m.drawOrPass();
        QCOMPARE(m.actions().size(), std::size_t(3));

        std::string reason;
        const auto replayed = tilerummy::RecordedMatch::replay(setup, m.actions(), &reason);
        QVERIFY2(replayed, reason.c_str());
        compareMatches(replayed->match(), m.match());
        compareTurns(replayed->turns(), m.turns());
        QCOMPARE(replayed->turns()[0].reason, r1.reason);
        QCOMPARE(replayed->turns()[0].drawn, r1.drawn);
        QCOMPARE(replayed->turns()[1].drawn, r2.drawn);
    }

    void emptyReplayIsTheDeal()
    {
        const tilerummy::MatchSetup setup{4, tilerummy::Rules::sabra1985(), 123};
        std::string reason;
        const auto m = tilerummy::RecordedMatch::replay(setup, {}, &reason);
        QVERIFY(m);
        const tilerummy::Match fresh(4, tilerummy::Rules::sabra1985(), 123);
        compareMatches(m->match(), fresh);
        QVERIFY(m->setup() == setup);
        QVERIFY(m->actions().empty());
        QVERIFY(m->turns().empty());
    }

    void badSetupsAreRefused_data()
    {
        QTest::addColumn<int>("players");
        QTest::addColumn<int>("rackSize");
        QTest::addColumn<int>("rounds");
        QTest::addColumn<QString>("message");
        QTest::newRow("1 player") << 1 << 14 << 1 << "setup: players must be 2..4, not 1";
        QTest::newRow("5 players") << 5 << 14 << 1 << "setup: players must be 2..4, not 5";
        QTest::newRow("rack of 40") << 2 << 40 << 1 << "setup: rule rackSize must be 1..26, not 40";
        QTest::newRow("0 rounds") << 3 << 14 << 0 << "setup: rule rounds must be 1..100, not 0";
    }

    void badSetupsAreRefused()
    {
        QFETCH(int, players);
        QFETCH(int, rackSize);
        QFETCH(int, rounds);
        QFETCH(QString, message);
        tilerummy::MatchSetup setup;
        setup.players = players;
        setup.rules.rackSize = rackSize;
        setup.rules.rounds = rounds;
        QCOMPARE(why(setup, {}), message);
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, tilerummy::RecordedMatch{setup});
    }

    void turnActionsAfterTheRoundAreRefused()
    {
        const tilerummy::MatchSetup setup = drawOnlySetup(2);
        tilerummy::RecordedMatch m(setup);
        drawToTheEnd(m);
        const std::size_t n = m.actions().size();
        QVERIFY(n > 100);
        QCOMPARE(m.round().endReason(), tilerummy::EndReason::PoolEmpty);
        QCOMPARE(m.match().roundsScored(), 1);

        auto with = [&](tilerummy::RecordedAction extra) {
            auto actions = m.actions();
            actions.push_back(std::move(extra));
            return why(setup, actions);
        };
        const QString index = QString::number(n);
        QCOMPARE(with(tilerummy::RecordedAction::draw()),
                 "action " + index + " (draw): the round is over (the next round is not dealt yet)");
        QCOMPARE(with(tilerummy::RecordedAction::timeOut()),
                 "action " + index + " (timeout): the round is over (the next round is not dealt yet)");
        QCOMPARE(with(tilerummy::RecordedAction::play(m.round().table(), m.round().rack(m.round().currentPlayer()))),
                 "action " + index + " (play): the round is over (the next round is not dealt yet)");
        QCOMPARE(with(tilerummy::RecordedAction::nextRound()), QStringLiteral("<accepted>"));

        // Live, the same are refused and not recorded.
        QCOMPARE(m.timeOut().action, tilerummy::TurnAction::Pass);
        QCOMPARE(m.play(m.round().table(), m.round().rack(0)).action, tilerummy::TurnAction::Pass);
        QCOMPARE(m.actions().size(), n);

        // The last round over: the match is over, and so is every action.
        QVERIFY(m.nextRound());
        drawToTheEnd(m);
        QVERIFY(m.match().isOver());
        QVERIFY(!m.nextRound());
        const QString last = QString::number(m.actions().size());
        QCOMPARE(with(tilerummy::RecordedAction::nextRound()), "action " + last + " (next): the match is over");
        QCOMPARE(with(tilerummy::RecordedAction::draw()), "action " + last + " (draw): the match is over");
    }

    void nextRoundWhileTheRoundIsOnIsRefused()
    {
        const tilerummy::MatchSetup setup = drawOnlySetup(3);
        QCOMPARE(why(setup, {tilerummy::RecordedAction::nextRound()}), "action 0 (next): the round is not over");
        QCOMPARE(why(setup, {tilerummy::RecordedAction::draw(), tilerummy::RecordedAction::draw(),
                             tilerummy::RecordedAction::nextRound()}),
                 "action 2 (next): the round is not over");
        tilerummy::RecordedMatch m(setup);
        QVERIFY(!m.nextRound());
        QVERIFY(m.actions().empty());
    }

    void playsWithWrongIdsAreRefused()
    {
        const tilerummy::MatchSetup setup{2, tilerummy::Rules{}, 77};
        const tilerummy::RecordedMatch m(setup);
        const tilerummy::Game& g = m.round();
        const tilerummy::IdSet rack = g.rack(g.currentPlayer());
        const tilerummy::IdSet& pool = g.pool();
        const QString player = QString::number(g.currentPlayer() + 1);

        QCOMPARE(why(setup, {tilerummy::RecordedAction::play({}, rack)}),
                 QStringLiteral("<accepted>")); // an empty play
        tilerummy::IdSet bad = rack;
        bad.push_back(106);
        QCOMPARE(why(setup, {tilerummy::RecordedAction::play({}, bad)}),
                 QStringLiteral("action 0 (play): tile id 106 is out of range 0..105"));
        QCOMPARE(why(setup, {tilerummy::RecordedAction::draw(), tilerummy::RecordedAction::draw(),
                             tilerummy::RecordedAction::play({{-1, rack[0]}}, rack)}),
                 QStringLiteral("action 2 (play): tile id -1 is out of range 0..105"));
        // A tile left out.
        tilerummy::IdSet missing(rack.begin() + 1, rack.end());
        QCOMPARE(why(setup, {tilerummy::RecordedAction::play({}, missing)}),
                 "action 0 (play): the proposal's tile ids (13) are not exactly those of the table and player " +
                     player + "'s rack (14)");
        // A tile from the pool.
        tilerummy::IdSet extra = rack;
        extra.push_back(pool.back());
        QCOMPARE(why(setup, {tilerummy::RecordedAction::play({}, extra)}),
                 "action 0 (play): the proposal's tile ids (15) are not exactly those of the table and player " +
                     player + "'s rack (14)");
        // A tile swapped for one of the pool.
        tilerummy::IdSet swapped = rack;
        swapped[3] = pool.front();
        QCOMPARE(why(setup, {tilerummy::RecordedAction::play({}, swapped)}),
                 "action 0 (play): the proposal's tile ids (14) are not exactly those of the table and player " +
                     player + "'s rack (14)");
        // A tile twice.
        tilerummy::IdSet twice = rack;
        twice[1] = twice[0];
        QCOMPARE(why(setup, {tilerummy::RecordedAction::play({}, twice)}),
                 "action 0 (play): tile id " + QString::number(rack[0]) + " appears more than once in the proposal");

        // Live: refused, nothing recorded, nothing changed.
        tilerummy::RecordedMatch live(setup);
        const tilerummy::TurnRecord r = live.play({}, missing);
        QCOMPARE(r.action, tilerummy::TurnAction::Pass);
        QCOMPARE(QString::fromStdString(r.reason),
                 "the proposal's tile ids (13) are not exactly those of the table and player " + player +
                     "'s rack (14)");
        QVERIFY(live.actions().empty());
        QVERIFY(live.turns().empty());
        QCOMPARE(live.round().turnNumber(), 0);
        QCOMPARE(live.round().rack(live.round().currentPlayer()), rack);
        std::string reason;
        QVERIFY(!live.apply(tilerummy::RecordedAction::play({}, bad), &reason));
        QCOMPARE(reason, std::string("tile id 106 is out of range 0..105"));
        QVERIFY(live.actions().empty());
    }
};

QTEST_GUILESS_MAIN(TestMatchRecord)
#include "test_match_record.moc"
