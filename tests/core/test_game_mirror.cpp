// A seat's copy of a hosted game (Game::mirror, applyHostTurn): whole seeded
// AI games are played on a host game, and each turn is told to copies of every
// seat as the host tells it (the table after, drawn tiles to their drawer
// only), from the deal and from the middle of the game. After every turn each
// copy has the host's table, the seat's own rack (the same tiles), every
// rack's and the pool's count, the meld states and whose turn it is, and it
// holds all 106 tiles once; its own turn check agrees with the host's on the
// plays. A bystander's copy (a watcher's: no rack) follows the same way.
// Turns that cannot follow from a copy are refused and change nothing.
#include "ai_player.h"
#include "game.h"
#include "match_record.h"
#include "random.h"
#include "test_scale.h"
#include "tile_ids.h"
#include "turn_check.h"

#include <QtTest/QTest>

using namespace tilerummy;

namespace {

SeatSnapshot snapshotOf(const Game& g, int seat)
{
    SeatSnapshot s;
    s.rules = g.rules();
    s.seat = seat;
    s.first = g.firstPlayer();
    s.current = g.currentPlayer();
    s.turns = g.turnNumber();
    s.table = g.table();
    if (seat != kBystander)
        s.rack = g.rack(seat);
    for (int p = 0; p < g.playerCount(); ++p) {
        s.rackCounts.push_back(static_cast<int>(g.rack(p).size()));
        s.meldDone.push_back(g.initialMeldDone(p));
    }
    s.pool = g.poolSize();
    return s;
}

HostTurn toldTo(const TurnRecord& r, const Game& host, int seat)
{
    HostTurn t;
    t.player = r.player;
    t.action = r.action;
    t.table = host.table();
    t.drawnCount = static_cast<int>(r.drawn.size());
    if (r.player == seat)
        t.drawn = r.drawn;
    t.reason = r.reason;
    return t;
}

// The copy agrees with the host on all that its seat can know.
bool agrees(const Game& copy, const Game& host, int seat, QString* why)
{
    auto no = [why](const QString& w) {
        *why = w;
        return false;
    };
    if (copy.table() != host.table())
        return no("the table differs");
    if (seat != kBystander && sortedIds(copy.rack(seat)) != sortedIds(host.rack(seat)))
        return no("the seat's own rack differs");
    // (The round's last turn: the host stops at its player; the copy waits for the host's end.)
    if ((!host.isOver() && copy.currentPlayer() != host.currentPlayer()) || copy.turnNumber() != host.turnNumber())
        return no("whose turn it is differs");
    if (copy.poolSize() != host.poolSize())
        return no("the pool's count differs");
    for (int p = 0; p < host.playerCount(); ++p)
        if (copy.rack(p).size() != host.rack(p).size() || copy.initialMeldDone(p) != host.initialMeldDone(p))
            return no(QStringLiteral("player %1's count or meld differs").arg(p));
    std::string error;
    if (!copy.tilesAccountedFor(&error))
        return no(QString::fromStdString(error));
    return true;
}

} // namespace

class GameMirrorTest : public QObject {
    Q_OBJECT

private slots:
    void copiesFollowWholeGames();
    void turnsThatCannotBeAreRefused();
    void joinedMatchFollowsTheHost();
};

void GameMirrorTest::copiesFollowWholeGames()
{
    int turnsChecked = 0;
    // 12 games (three of each table size: 2, 3 and 4 players); never under 3.
    const int games = trtest::volume(12, 3);
    for (std::uint64_t seed = 1; seed <= static_cast<std::uint64_t>(games); ++seed) {
        const int players = 2 + static_cast<int>(seed % 3);
        Game host(players, Rules{}, seed);
        std::vector<AiPlayer> ais;
        for (int p = 0; p < players; ++p)
            ais.emplace_back(p % 2 ? AiLevel::Expert : AiLevel::Standard, deriveSeed(seed, p), 20000);
        std::vector<Game> copies;
        std::vector<int> seats;
        for (int s = 0; s < players; ++s) {
            std::string error;
            auto copy = Game::mirror(snapshotOf(host, s), &error);
            QVERIFY2(copy, error.c_str());
            copies.push_back(std::move(*copy));
            seats.push_back(s);
        }
        { // and a bystander's (a watcher's): no rack of its own
            std::string error;
            auto copy = Game::mirror(snapshotOf(host, kBystander), &error);
            QVERIFY2(copy, error.c_str());
            QVERIFY(copy->isMirror());
            QCOMPARE(copy->mirrorSeat(), kBystander);
            copies.push_back(std::move(*copy));
            seats.push_back(kBystander);
        }
        while (!host.isOver()) {
            const int p = host.currentPlayer();
            const AiDecision d = ais[static_cast<std::size_t>(p)].decide(viewOf(host, p));
            TurnRecord record;
            if (d.play) {
                const auto ids = assignIds({host.table(), host.rack(p)}, d.table);
                QVERIFY(ids);
                record = host.play(ids->table, ids->rack);
            } else {
                record = host.drawOrPass();
            }
            for (std::size_t c = 0; c < copies.size(); ++c) {
                std::string error;
                // On odd seeds the play was shown mid-turn first (a draft): its
                // tiles are taken into the player's stand-ins before the turn.
                if (seed % 2 && record.action == TurnAction::Play && record.player != seats[c]) {
                    IdSet laid;
                    for (const IdSet& set : host.table())
                        for (TileId id : set)
                            if (std::find(record.after.rack.begin(), record.after.rack.end(), id) ==
                                    record.after.rack.end() &&
                                std::find(record.before.rack.begin(), record.before.rack.end(), id) !=
                                    record.before.rack.end())
                                laid.push_back(id);
                    QVERIFY(copies[c].holdInRack(record.player, laid));
                    for (TileId id : laid) {
                        const IdSet& rack = copies[c].rack(record.player);
                        QVERIFY(std::find(rack.begin(), rack.end(), id) != rack.end());
                    }
                    QVERIFY(copies[c].tilesAccountedFor(&error));
                    if (seats[c] != kBystander) // never this seat's tiles
                        QVERIFY(!copies[c].holdInRack(record.player, copies[c].rack(seats[c])));
                }
                // Every other copy is told a play's points, as the host's table
                // tells them: it takes them, without a turn check of its own.
                HostTurn told = toldTo(record, host, seats[c]);
                if (c % 2 == 1 && record.action == TurnAction::Play)
                    told.meldPoints = record.meldPoints;
                const std::uint64_t checksBefore = turnChecksRun();
                const auto made = copies[c].applyHostTurn(told, &error);
                QVERIFY2(made, qPrintable(QStringLiteral("seed %1, turn %2: %3")
                                              .arg(seed)
                                              .arg(host.turnNumber())
                                              .arg(QString::fromStdString(error))));
                QCOMPARE(made->action, record.action);
                if (record.action == TurnAction::Play) // told, or the copy's turn check agrees
                    QCOMPARE(made->meldPoints, record.meldPoints);
                if (told.meldPoints >= 0)
                    QCOMPARE(turnChecksRun(), checksBefore);
                QString why;
                QVERIFY2(agrees(copies[c], host, seats[c], &why),
                         qPrintable(QStringLiteral("seed %1, turn %2, seat %3: %4")
                                        .arg(seed)
                                        .arg(host.turnNumber())
                                        .arg(seats[c])
                                        .arg(why)));
                ++turnsChecked;
            }
            // A late joiner: a copy made from the middle of the game.
            if (host.turnNumber() == 9 && !host.isOver()) {
                std::string error;
                auto late = Game::mirror(snapshotOf(host, 0), &error);
                QVERIFY2(late, error.c_str());
                copies.push_back(std::move(*late));
                seats.push_back(0);
            }
        }
        for (Game& copy : copies) {
            QVERIFY(!copy.isOver()); // the host says when
            copy.endAsHostSays(host.endReason(), host.winner(), host.scores());
            QVERIFY(copy.isOver());
            QCOMPARE(copy.scores(), host.scores());
        }
    }
    QVERIFY(turnsChecked > 80 * games);
}

void GameMirrorTest::turnsThatCannotBeAreRefused()
{
    Game host(3, Rules{}, 5);
    std::string error;
    auto copy = Game::mirror(snapshotOf(host, 1), &error);
    QVERIFY(copy);
    const Game before = *copy;
    const int other = (1 + 1) % 3;
    const int current = host.currentPlayer();

    HostTurn wrongPlayer;
    wrongPlayer.player = (current + 1) % 3;
    wrongPlayer.drawnCount = 1;
    QVERIFY(!copy->applyHostTurn(wrongPlayer, &error));
    QVERIFY(!error.empty());

    if (current != 1) {
        // Another player lays a tile of this seat's rack: it cannot be.
        HostTurn stolen;
        stolen.player = current;
        stolen.action = TurnAction::Play;
        const IdSet& mine = copy->rack(1);
        stolen.table = {{mine[0], mine[1], mine[2]}};
        QVERIFY(!copy->applyHostTurn(stolen, &error));
        // Tiles drawn told to a seat that did not draw them.
        HostTurn told;
        told.player = current;
        told.drawnCount = 1;
        told.drawn = {host.rack(other).front()};
        QVERIFY(!copy->applyHostTurn(told, &error));
    }
    QCOMPARE(copy->table(), before.table());
    QCOMPARE(copy->rack(1), before.rack(1));
    QCOMPARE(copy->turnNumber(), before.turnNumber());

    // A snapshot whose counts do not add up to the box.
    SeatSnapshot bad = snapshotOf(host, 1);
    bad.pool += 1;
    QVERIFY(!Game::mirror(bad, &error));
    bad = snapshotOf(host, 1);
    bad.rack.push_back(bad.rack.front());
    QVERIFY(!Game::mirror(bad, &error));
    // A bystander holds no rack; no seat is below the bystander's.
    bad = snapshotOf(host, kBystander);
    bad.rack = host.rack(0);
    QVERIFY(!Game::mirror(bad, &error));
    bad = snapshotOf(host, kBystander);
    bad.seat = kBystander - 1;
    QVERIFY(!Game::mirror(bad, &error));
    // A bystander is told nobody's draw.
    auto watcher = Game::mirror(snapshotOf(host, kBystander), &error);
    QVERIFY(watcher);
    HostTurn drawn;
    drawn.player = current;
    drawn.drawnCount = 1;
    drawn.drawn = {host.rack(current).front()};
    QVERIFY(!watcher->applyHostTurn(drawn, &error));
}

// A match joined from another machine: each round dealt as the host deals
// it, its turns as the host tells them, scored and ended as the host says;
// the seat's own turns cannot be recorded here.
void GameMirrorTest::joinedMatchFollowsTheHost()
{
    Rules rules;
    rules.rounds = 2;
    const MatchSetup setup{2, rules, 77};
    RecordedMatch host(setup);
    std::unique_ptr<RecordedMatch> seat;
    std::vector<AiPlayer> ais{AiPlayer(AiLevel::Standard, 1, 20000), AiPlayer(AiLevel::Expert, 2, 20000)};
    for (int round = 1; round <= 2; ++round) {
        std::string error;
        auto copy = Game::mirror(snapshotOf(host.round(), 1), &error);
        QVERIFY2(copy, error.c_str());
        if (!seat)
            seat = RecordedMatch::joined(setup, std::move(*copy), round, host.match().totals());
        else
            seat->dealAsHostSays(std::move(*copy), round, host.match().totals());
        QVERIFY(seat->isJoined());
        QCOMPARE(seat->match().roundNumber(), round);
        QCOMPARE(seat->drawOrPass().reason.empty(), false); // refused: the host plays the match
        QVERIFY(!seat->nextRound());
        while (!host.round().isOver()) {
            const Game& g = host.round();
            const int p = g.currentPlayer();
            const AiDecision d = ais[static_cast<std::size_t>(p)].decide(viewOf(g, p));
            TurnRecord record;
            if (d.play) {
                const auto ids = assignIds({g.table(), g.rack(p)}, d.table);
                QVERIFY(ids);
                record = host.play(ids->table, ids->rack);
            } else {
                record = host.drawOrPass();
            }
            QVERIFY2(seat->applyHostTurn(toldTo(record, host.round(), 1), &error), error.c_str());
        }
        QCOMPARE(seat->turns().size(), host.turns().size());
        QVERIFY(!seat->round().isOver());
        const Game& g = host.round();
        seat->endRoundAsHostSays(g.endReason(), g.winner(), g.scores(), host.match().totals());
        QVERIFY(seat->round().isOver());
        QCOMPARE(seat->match().totals(), host.match().totals());
        QCOMPARE(seat->match().roundsScored(), round);
        QVERIFY(!seat->match().isOver()); // until the host says so
        if (round == 1)
            QVERIFY(host.nextRound());
    }
    QVERIFY(host.match().isOver());
    seat->endMatchAsHostSays();
    QVERIFY(seat->match().isOver());
    QCOMPARE(seat->match().winner(), host.match().winner());
    QCOMPARE(seat->actions().size(), std::size_t{0}); // nothing recorded here
}

QTEST_APPLESS_MAIN(GameMirrorTest)
#include "test_game_mirror.moc"
