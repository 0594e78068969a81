// The end of a round: when the pool runs dry (no one can play, or one more
// turn each) or a player goes out, and whole AI games played to their end,
// the same each time from the same seed.
#include "game_support.h"
#include "test_support.h"

#include "ai_player.h"
#include "game.h"
#include "self_play.h"
#include "tile_ids.h"

#include <QtTest/QTest>

#include <algorithm>
#include <numeric>
#include <set>

using namespace tilerummy;
using trtest::show;

namespace {

std::vector<int> rackValues(const Game& g)
{
    std::vector<int> values;
    for (int p = 0; p < g.playerCount(); ++p)
        values.push_back(rackValue(g.rack(p)));
    return values;
}

} // namespace

class TestGameEndings : public QObject {
    Q_OBJECT

private slots:
    // Endings.
    void poolEmptyUntilNoOneCanPlay_data();
    void poolEmptyUntilNoOneCanPlay();
    void poolEmptyPlayRestartsTheCount();
    void poolEmptyOneMoreTurnEach_data();
    void poolEmptyOneMoreTurnEach();
    void goingOutWins();
    void aiGames_data();
    void aiGames();
    void selfPlayIsRepeatable();
};

// ---- endings -------------------------------------------------------------------

void TestGameEndings::poolEmptyUntilNoOneCanPlay_data()
{
    QTest::addColumn<int>("players");
    QTest::addColumn<quint64>("seed");
    for (int players : {2, 3, 4})
        QTest::newRow(qPrintable(QStringLiteral("%1 players").arg(players))) << players << quint64(40 + players);
}

void TestGameEndings::poolEmptyUntilNoOneCanPlay()
{
    QFETCH(int, players);
    QFETCH(quint64, seed);
    Game g(players, Rules{}, seed);
    while (g.poolSize() > 0) {
        QCOMPARE(g.drawOrPass().action, TurnAction::Draw);
        QVERIFY(!g.isOver());
        QVERIFY(g.tilesAccountedFor());
    }
    // A full round of turns without a play ends the round; not one turn sooner.
    for (int i = 0; i < players; ++i) {
        QVERIFY(!g.isOver());
        const TurnRecord r = g.drawOrPass();
        QCOMPARE(r.action, TurnAction::Pass);
        QVERIFY(r.drawn.empty());
        QCOMPARE(r.after.rack, r.before.rack);
        QVERIFY(g.tilesAccountedFor());
    }
    QVERIFY(g.isOver());
    QCOMPARE(g.endReason(), EndReason::PoolEmpty);
    std::optional<int> winner;
    const std::vector<int> expected = roundScores(rackValues(g), std::nullopt, &winner);
    QCOMPARE(show(g.scores()), show(expected));
    QCOMPARE(g.winner(), winner);
    QCOMPARE(std::accumulate(g.scores().begin(), g.scores().end(), 0), 0);
    // The lowest rack won.
    const std::vector<int> values = rackValues(g);
    const int low = *std::min_element(values.begin(), values.end());
    for (int p = 0; p < players; ++p)
        QCOMPARE(g.scores()[static_cast<std::size_t>(p)] >= 0, values[static_cast<std::size_t>(p)] == low);
    // Once over, nothing changes.
    const Snapshot end(g);
    const TurnRecord r = g.drawOrPass();
    QCOMPARE(r.action, TurnAction::Pass);
    QCOMPARE(g.turnNumber(), end.turn);
    QCOMPARE(g.play(g.table(), g.rack(g.currentPlayer())).action, TurnAction::Pass);
    QCOMPARE(g.timeOut().action, TurnAction::Pass);
    QCOMPARE(g.turnNumber(), end.turn);
    QCOMPARE(g.rack(end.current), end.racks[static_cast<std::size_t>(end.current)]);
}

void TestGameEndings::poolEmptyPlayRestartsTheCount()
{
    // Three players, pool empty: pass, play, then it takes three more turns
    // without a play to end the round.
    Game g(3, Rules{}, 12);
    while (g.poolSize() > 0)
        g.drawOrPass();
    QCOMPARE(g.drawOrPass().action, TurnAction::Pass);
    // Find the next player with a legal play (the racks hold 35 tiles each).
    int passes = 1;
    std::optional<IdPosition> play;
    while (!(play = solverPlay(g))) {
        QCOMPARE(g.drawOrPass().action, TurnAction::Pass);
        QVERIFY(++passes < 3);
    }
    QCOMPARE(g.play(play->table, play->rack).action, TurnAction::Play);
    QVERIFY(!g.isOver());
    QVERIFY(g.tilesAccountedFor());
    for (int i = 0; i < 2; ++i) {
        QCOMPARE(g.drawOrPass().action, TurnAction::Pass);
        QVERIFY(!g.isOver());
    }
    QCOMPARE(g.drawOrPass().action, TurnAction::Pass);
    QVERIFY(g.isOver());
    QCOMPARE(g.endReason(), EndReason::PoolEmpty);
    QCOMPARE(show(g.scores()), show(roundScores(rackValues(g), std::nullopt, nullptr)));
}

void TestGameEndings::poolEmptyOneMoreTurnEach_data()
{
    QTest::addColumn<int>("players");
    QTest::addColumn<bool>("withPlay"); // one of the last turns is a play
    for (int players : {2, 3, 4})
        for (bool withPlay : {false, true})
            QTest::newRow(qPrintable(QStringLiteral("%1 players%2").arg(players).arg(withPlay ? ", a play" : "")))
                << players << withPlay;
}

void TestGameEndings::poolEmptyOneMoreTurnEach()
{
    QFETCH(int, players);
    QFETCH(bool, withPlay);
    Game g(players, rulesWith(14, PoolEmptyRule::OneMoreTurnEach), 30 + players);
    while (g.poolSize() > 0) {
        QVERIFY(!g.isOver());
        g.drawOrPass();
    }
    // The turn that emptied the pool is done; now each player gets one more turn.
    std::set<int> lastTurns;
    bool played = false;
    for (int i = 0; i < players; ++i) {
        QVERIFY2(!g.isOver(), qPrintable(QStringLiteral("over after %1 of the last turns").arg(i)));
        lastTurns.insert(g.currentPlayer());
        std::optional<IdPosition> play;
        if (withPlay && !played)
            play = solverPlay(g);
        if (play) {
            QCOMPARE(g.play(play->table, play->rack).action, TurnAction::Play);
            played = true;
        } else {
            QCOMPARE(g.drawOrPass().action, TurnAction::Pass);
        }
        QVERIFY(g.tilesAccountedFor());
    }
    QVERIFY(g.isOver());
    QCOMPARE(g.endReason(), EndReason::PoolEmpty);
    QCOMPARE(static_cast<int>(lastTurns.size()), players);
    QCOMPARE(played, withPlay);
    QCOMPARE(show(g.scores()), show(roundScores(rackValues(g), std::nullopt, nullptr)));
}

void TestGameEndings::goingOutWins()
{
    // Three-tile racks: find a seed whose first player holds a set worth 30 or
    // more, and goes out on the first turn.
    Rules rules;
    rules.rackSize = 3;
    for (quint64 seed = 1; seed < 200000; ++seed) {
        Game g(3, rules, seed);
        const int p = g.currentPlayer();
        const SetAnalysis s = analyseSet(facesOf(g.rack(p)));
        if (!s.valid() || s.meldValue < 30)
            continue;
        const std::vector<int> racksBefore = rackValues(g);
        const TurnRecord r = g.play({g.rack(p)}, {});
        QCOMPARE(r.action, TurnAction::Play);
        QVERIFY(g.isOver());
        QCOMPARE(g.endReason(), EndReason::Rummikub);
        QCOMPARE(g.winner(), std::optional<int>(p));
        QVERIFY(g.rack(p).empty());
        QVERIFY(g.tilesAccountedFor());
        int pot = 0;
        for (int q = 0; q < 3; ++q) {
            if (q == p)
                continue;
            QCOMPARE(g.scores()[static_cast<std::size_t>(q)], -racksBefore[static_cast<std::size_t>(q)]);
            pot += racksBefore[static_cast<std::size_t>(q)];
        }
        QCOMPARE(g.scores()[static_cast<std::size_t>(p)], pot);
        QCOMPARE(endReasonName(g.endReason()), std::string("rummikub"));
        return;
    }
    QFAIL("no seed dealt a first player a set worth 30");
}

void TestGameEndings::aiGames_data()
{
    QTest::addColumn<int>("players");
    QTest::addColumn<int>("level");
    QTest::addColumn<quint64>("seed");
    QTest::addColumn<int>("ruleVariant"); // 0 official, 1 one-more-turn, 2 rack of 16

    const int beginner = int(AiLevel::Beginner);
    const int expert = int(AiLevel::Expert);
    const int standard = int(AiLevel::Standard);
    QTest::newRow("beginners, 2 players") << 2 << beginner << quint64(1) << 0;
    QTest::newRow("beginners, 3 players") << 3 << beginner << quint64(2) << 0;
    QTest::newRow("beginners, 4 players") << 4 << beginner << quint64(3) << 0;
    QTest::newRow("beginners, one more turn") << 3 << beginner << quint64(4) << 1;
    QTest::newRow("beginners, rack of 16") << 4 << beginner << quint64(5) << 2;
    QTest::newRow("experts, 3 players") << 3 << expert << quint64(6) << 0;
    QTest::newRow("standard, 3 players") << 3 << standard << quint64(7) << 0;
}

void TestGameEndings::aiGames()
{
    QFETCH(int, players);
    QFETCH(int, level);
    QFETCH(quint64, seed);
    QFETCH(int, ruleVariant);
    Rules rules;
    if (ruleVariant == 1)
        rules.poolEmpty = PoolEmptyRule::OneMoreTurnEach;
    if (ruleVariant == 2)
        rules.rackSize = 16;

    Game g(players, rules, seed);
    std::vector<AiPlayer> ais;
    for (int p = 0; p < players; ++p)
        ais.emplace_back(static_cast<AiLevel>(level), seed * 10 + static_cast<quint64>(p), 20000);
    int plays = 0;
    while (!g.isOver()) {
        QVERIFY2(g.turnNumber() < 2000, "the game does not end");
        const int p = g.currentPlayer();
        const AiView view = viewOf(g, p);
        const AiDecision d = ais[static_cast<std::size_t>(p)].decide(view);
        TurnRecord r;
        if (d.play) {
            std::string error;
            const auto ids = assignIds({g.table(), g.rack(p)}, d.table, &error);
            QVERIFY2(ids.has_value(), error.c_str());
            r = g.play(ids->table, ids->rack);
            QVERIFY2(r.action == TurnAction::Play, r.reason.c_str()); // the AI never plays illegally
            ++plays;
        } else {
            r = g.drawOrPass();
            QVERIFY(r.action == TurnAction::Draw || r.action == TurnAction::Pass);
            QCOMPARE(r.action == TurnAction::Pass, r.drawn.empty());
        }
        QCOMPARE(r.player, p);
        std::string error;
        QVERIFY2(g.tilesAccountedFor(&error), error.c_str());
        for (const auto& set : g.table())
            QVERIFY2(isValidSet(facesOf(set)), qPrintable(show(facesOf(set))));
    }
    QVERIFY(plays > 0);
    QCOMPARE(std::accumulate(g.scores().begin(), g.scores().end(), 0), 0);
    if (g.endReason() == EndReason::Rummikub) {
        QVERIFY(g.winner().has_value());
        QVERIFY(g.rack(*g.winner()).empty());
        QCOMPARE(show(g.scores()), show(roundScores(rackValues(g), g.winner(), nullptr)));
    } else {
        QCOMPARE(g.endReason(), EndReason::PoolEmpty);
        QCOMPARE(g.poolSize(), 0);
        QCOMPARE(show(g.scores()), show(roundScores(rackValues(g), std::nullopt, nullptr)));
    }
}

void TestGameEndings::selfPlayIsRepeatable()
{
    // Beginners decide without a search that a clock could cut short, so the
    // same seed must give the same games.
    SelfPlayOptions options;
    options.seats = {AiLevel::Beginner, AiLevel::Beginner, AiLevel::Beginner};
    options.games = 3;
    options.seed = 2024;
    SelfPlaySummary a, b;
    std::string error;
    QVERIFY2(runSelfPlay(options, nullptr, &a, &error), error.c_str());
    QVERIFY2(runSelfPlay(options, nullptr, &b, &error), error.c_str());
    QCOMPARE(a.games, 3);
    QCOMPARE(std::accumulate(a.wins.begin(), a.wins.end(), 0) + a.draws, 3);
    QCOMPARE(show(a.wins), show(b.wins));
    QCOMPARE(a.draws, b.draws);
    QCOMPARE(a.avgTurns, b.avgTurns);
    QVERIFY(gameSeed(2024, 0) != gameSeed(2024, 1));
    QCOMPARE(gameSeed(2024, 0), gameSeed(2024, 0));
}

QTEST_APPLESS_MAIN(TestGameEndings)
#include "test_game_endings.moc"
