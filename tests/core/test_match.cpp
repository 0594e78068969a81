// Multi-round matches: totals across rounds, an end after N rounds or at a
// target score, the next round dealt from the next seed.
#include "ai_player.h"
#include "match.h"
#include "tile_ids.h"

#include <QTest>

#include <numeric>

namespace {

// Plays the match's current round to its end with beginner AIs.
void playRound(tilerummy::Match& match, std::uint64_t seed)
{
    tilerummy::Game& g = match.round();
    std::vector<tilerummy::AiPlayer> ais;
    for (int p = 0; p < g.playerCount(); ++p)
        ais.emplace_back(tilerummy::AiLevel::Beginner, seed + static_cast<std::uint64_t>(p), 20000);
    while (!g.isOver()) {
        const int p = g.currentPlayer();
        const tilerummy::AiDecision d = ais[static_cast<std::size_t>(p)].decide(tilerummy::viewOf(g, p));
        if (d.play) {
            const auto ids = tilerummy::assignIds({g.table(), g.rack(p)}, d.table);
            QVERIFY(ids.has_value());
            g.play(ids->table, ids->rack);
        } else {
            g.drawOrPass();
        }
    }
}

} // namespace

class TestMatch : public QObject {
    Q_OBJECT

private slots:
    void roundsThenOver_data()
    {
        QTest::addColumn<int>("players");
        QTest::addColumn<int>("rounds");
        QTest::newRow("2 players, 1 round") << 2 << 1;
        QTest::newRow("2 players, 3 rounds") << 2 << 3;
        QTest::newRow("4 players, 2 rounds") << 4 << 2;
    }

    void roundsThenOver()
    {
        QFETCH(int, players);
        QFETCH(int, rounds);
        tilerummy::Rules rules;
        rules.rounds = rounds;
        tilerummy::Match match(players, rules, 77);
        std::vector<int> expected(static_cast<std::size_t>(players), 0);
        for (int r = 1; r <= rounds; ++r) {
            QCOMPARE(match.roundNumber(), r);
            QVERIFY(!match.isOver());
            QVERIFY(!match.scoreRound()); // the round is not over yet
            QVERIFY(!match.nextRound());
            playRound(match, static_cast<std::uint64_t>(r));
            QVERIFY(match.scoreRound());
            QVERIFY(!match.scoreRound()); // only once
            for (int p = 0; p < players; ++p)
                expected[static_cast<std::size_t>(p)] += match.round().scores()[static_cast<std::size_t>(p)];
            QCOMPARE(match.totals(), expected);
            QCOMPARE(std::accumulate(match.totals().begin(), match.totals().end(), 0), 0);
            if (r < rounds)
                QVERIFY(match.nextRound());
        }
        QVERIFY(match.isOver());
        QVERIFY(!match.nextRound());
        QCOMPARE(match.roundsScored(), rounds);
        const int best = *std::max_element(expected.begin(), expected.end());
        if (std::count(expected.begin(), expected.end(), best) == 1)
            QCOMPARE(*match.winner(),
                     static_cast<int>(std::max_element(expected.begin(), expected.end()) - expected.begin()));
        else
            QVERIFY(!match.winner().has_value());
    }

    void targetScoreEndsTheMatch()
    {
        tilerummy::Rules rules;
        rules.targetScore = 150;
        tilerummy::Match match(2, rules, 5);
        int rounds = 0;
        for (;;) {
            playRound(match, static_cast<std::uint64_t>(rounds));
            QVERIFY(match.scoreRound());
            ++rounds;
            const int best = *std::max_element(match.totals().begin(), match.totals().end());
            QCOMPARE(match.isOver(), best >= 150 || rounds >= tilerummy::Match::kMaxRounds);
            if (match.isOver())
                break;
            QVERIFY(match.nextRound());
        }
        QVERIFY(rounds >= 1);
        QVERIFY(match.winner().has_value());
        QVERIFY(match.totals()[static_cast<std::size_t>(*match.winner())] >= 150);
    }

    void roundsAreNewDeals()
    {
        tilerummy::Rules rules;
        rules.rounds = 2;
        tilerummy::Match a(3, rules, 9);
        tilerummy::Match b(3, rules, 9);
        QCOMPARE(a.round().rack(0), b.round().rack(0)); // same seed, same deal
        const auto firstDeal = a.round().rack(0);
        playRound(a, 1);
        QVERIFY(a.scoreRound());
        QVERIFY(a.nextRound());
        QCOMPARE(a.round().turnNumber(), 0);
        QCOMPARE(a.round().poolSize(), 106 - 3 * 14);
        QVERIFY(a.round().rack(0) != firstDeal);
        QVERIFY(a.round().tilesAccountedFor());
    }
};

QTEST_GUILESS_MAIN(TestMatch)
#include "test_match.moc"
