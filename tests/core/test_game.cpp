// A round of the game: the draw for the first turn and the deal, draws,
// plays, penalties and time-outs. The random source is in test_game_random,
// the end of a round and whole AI games in test_game_endings.
#include "game_support.h"
#include "test_support.h"

#include "game.h"
#include "random.h"

#include <QtTest/QTest>

#include <numeric>
#include <set>

using namespace tilerummy;
using trtest::show;

Q_DECLARE_METATYPE(std::vector<int>)

namespace {

// The same game, constructed step by step as game.h documents it, on the same
// random sequence: shuffle; each contender draws from the back, the highest
// value starts (a joker counts 0), the tied draw again; shuffle again; deal
// rackSize tiles round by round from the back.
struct DocumentedDeal {
    int first = 0;
    std::vector<IdSet> racks;
    IdSet pool;
};

DocumentedDeal documentedDeal(int players, int rackSize, std::uint64_t seed)
{
    Random rng(seed);
    IdSet box(106);
    std::iota(box.begin(), box.end(), 0);
    rng.shuffle(box);
    std::vector<int> contenders(static_cast<std::size_t>(players));
    std::iota(contenders.begin(), contenders.end(), 0);
    std::size_t drawn = 0;
    while (contenders.size() > 1) {
        std::vector<int> best;
        int high = -1;
        for (int p : contenders) {
            const Tile t = faceOf(box[box.size() - 1 - drawn++]);
            const int value = t.isJoker() ? 0 : t.value();
            if (value > high) {
                high = value;
                best.clear();
            }
            if (value == high)
                best.push_back(p);
        }
        contenders = best;
    }
    DocumentedDeal d;
    d.first = contenders.front();
    rng.shuffle(box);
    d.racks.resize(static_cast<std::size_t>(players));
    for (int round = 0; round < rackSize; ++round)
        for (int p = 0; p < players; ++p) {
            d.racks[static_cast<std::size_t>(p)].push_back(box.back());
            box.pop_back();
        }
    d.pool = box;
    return d;
}

} // namespace

class TestGame : public QObject {
    Q_OBJECT

private slots:
    // The deal.
    void deal_data();
    void deal();
    void dealExact_data();
    void dealExact();
    void dealFollowsDocumentedProcedure();
    void seeds();

    // Turns.
    void drawOrPass();
    void legalPlayCommits_data();
    void legalPlayCommits();
    void illegalPlayPenalty_data();
    void illegalPlayPenalty();
    void tableTileBackToRackIsPenalised();
    void penaltyDrawsWhatIsLeft_data();
    void penaltyDrawsWhatIsLeft();
    void timeOut_data();
    void timeOut();

private:
    void checkPenalty(const Game& g, const Snapshot& before, const TurnRecord& record, int expectedTiles);
};

// ---- the deal ---------------------------------------------------------------

void TestGame::deal_data()
{
    QTest::addColumn<int>("players");
    QTest::addColumn<int>("rackSize");
    QTest::addColumn<quint64>("seed");
    for (int rack : {14, 16})
        for (int players : {2, 3, 4})
            for (quint64 seed : {1ULL, 77ULL})
                QTest::newRow(
                    qPrintable(QStringLiteral("%1 players, %2 tiles, seed %3").arg(players).arg(rack).arg(seed)))
                    << players << rack << seed;
}

void TestGame::deal()
{
    QFETCH(int, players);
    QFETCH(int, rackSize);
    QFETCH(quint64, seed);

    Rules rules;
    rules.rackSize = rackSize;
    const Game g(players, rules, seed);
    QCOMPARE(g.playerCount(), players);
    QVERIFY(g.rules() == rules);
    for (int p = 0; p < players; ++p) {
        QCOMPARE(static_cast<int>(g.rack(p).size()), rackSize);
        QVERIFY(!g.initialMeldDone(p));
    }
    QCOMPARE(g.poolSize(), 106 - players * rackSize);
    QCOMPARE(static_cast<int>(g.pool().size()), g.poolSize());
    QVERIFY(g.table().empty());
    QVERIFY(g.firstPlayer() >= 0 && g.firstPlayer() < players);
    QCOMPARE(g.currentPlayer(), g.firstPlayer());
    QCOMPARE(g.turnNumber(), 0);
    QVERIFY(!g.isOver());
    QCOMPARE(g.endReason(), EndReason::None);
    QVERIFY(!g.winner().has_value());
    std::string error;
    QVERIFY2(g.tilesAccountedFor(&error), error.c_str());
}

void TestGame::dealExact_data()
{
    QTest::addColumn<int>("players");
    QTest::addColumn<quint64>("seed");
    QTest::addColumn<int>("rackSize");
    QTest::addColumn<int>("first");
    QTest::addColumn<std::vector<int>>("rack0Head"); // the first four tiles dealt to seat 0
    QTest::addColumn<std::vector<int>>("lastTail");  // the last two dealt to the last seat
    QTest::addColumn<std::vector<int>>("poolBack");  // the last two of the pool (the back is drawn next)
    QTest::addColumn<int>("poolSize");

    // Worked out with an independent implementation of the documented
    // procedure; the comment shows the draw for the first turn.
    auto row = [](int players, quint64 seed, int rackSize, int first, std::vector<int> head, std::vector<int> tail,
                  std::vector<int> back, int pool, const char* draws) {
        QTest::newRow(
            qPrintable(QStringLiteral("%1 players, seed %2: %3").arg(players).arg(seed).arg(QLatin1String(draws))))
            << players << seed << rackSize << first << head << tail << back << pool;
    };
    row(2, 1, 14, 0, {74, 77, 42, 100}, {53, 30}, {90, 36}, 78, "K9 O2");
    row(3, 1, 14, 0, {74, 3, 100, 93}, {12, 41}, {103, 11}, 64, "K9 O2 R2");
    row(4, 1, 14, 0, {74, 42, 27, 72}, {75, 95}, {29, 45}, 50, "K9 O2 R2 R6");
    row(2, 2, 14, 1, {39, 7, 96, 104}, {62, 19}, {85, 18}, 78, "K3 B5");
    row(3, 2, 14, 2, {39, 60, 104, 61}, {72, 1}, {46, 43}, 64, "K3 B5 B6");
    row(4, 2, 14, 3, {39, 96, 63, 38}, {16, 101}, {35, 90}, 50, "K3 B5 B6 O9");
    row(3, 3, 14, 1, {41, 77, 11, 15}, {4, 80}, {10, 9}, 64, "B7 B10 J (a joker counts 0)");
    row(3, 4, 14, 0, {77, 4, 85, 34}, {21, 92}, {24, 33}, 64, "R11 K4 O11, tie: B10 R1");
    row(4, 4, 14, 2, {77, 0, 58, 3}, {40, 65}, {57, 41}, 50, "R11 K4 O11 B10, tie: R1 K13");
    row(3, 18, 14, 2, {25, 72, 100, 68}, {3, 41}, {57, 53}, 64, "B5 K13 R13, tie: K9 B12");
    row(4, 18, 14, 1, {25, 24, 31, 48}, {91, 90}, {45, 22}, 50, "B5 K13 R13 K9, tie: B12 B7");
    row(2, 19, 14, 0, {28, 34, 37, 15}, {75, 93}, {105, 66}, 78, "R10 K10, tie: B9 K5");
    row(2, 28, 14, 0, {100, 91, 63, 10}, {70, 71}, {103, 57}, 78, "K7 R7, tie: O9 K6");
    row(3, 5, 16, 0, {56, 31, 5, 60}, {9, 52}, {54, 42}, 58, "O12 B8 O2");
    row(4, 2024, 16, 0, {17, 66, 105, 42}, {92, 22}, {10, 45}, 42, "B9 B5 K4 K1");
}

void TestGame::dealExact()
{
    QFETCH(int, players);
    QFETCH(quint64, seed);
    QFETCH(int, rackSize);
    QFETCH(int, first);
    QFETCH(std::vector<int>, rack0Head);
    QFETCH(std::vector<int>, lastTail);
    QFETCH(std::vector<int>, poolBack);
    QFETCH(int, poolSize);

    const Game g(players, rulesWith(rackSize), seed);
    QCOMPARE(g.firstPlayer(), first);
    const IdSet& rack0 = g.rack(0);
    QCOMPARE(show(std::vector<int>(rack0.begin(), rack0.begin() + 4)), show(rack0Head));
    const IdSet& last = g.rack(players - 1);
    QCOMPARE(show(std::vector<int>(last.end() - 2, last.end())), show(lastTail));
    QCOMPARE(show(std::vector<int>(g.pool().end() - 2, g.pool().end())), show(poolBack));
    QCOMPARE(g.poolSize(), poolSize);
}

void TestGame::dealFollowsDocumentedProcedure()
{
    for (int players = 2; players <= 4; ++players) {
        for (quint64 seed = 0; seed < 150; ++seed) {
            const int rackSize = seed % 3 == 0 ? 16 : 14;
            const Game g(players, rulesWith(rackSize), seed);
            const DocumentedDeal d = documentedDeal(players, rackSize, seed);
            const QByteArray where = QStringLiteral("players %1 seed %2").arg(players).arg(seed).toLatin1();
            QVERIFY2(g.firstPlayer() == d.first, where.constData());
            for (int p = 0; p < players; ++p)
                QVERIFY2(g.rack(p) == d.racks[static_cast<std::size_t>(p)], where.constData());
            QVERIFY2(g.pool() == d.pool, where.constData());
        }
    }
}

void TestGame::seeds()
{
    // The same seed deals the same game; different seeds deal different games;
    // over many seeds every seat gets to start.
    for (int players = 2; players <= 4; ++players) {
        std::set<int> firsts;
        std::set<IdSet> rack0s;
        for (quint64 seed = 1; seed <= 60; ++seed) {
            const Game a(players, Rules{}, seed);
            const Game b(players, Rules{}, seed);
            QCOMPARE(a.firstPlayer(), b.firstPlayer());
            QCOMPARE(a.pool(), b.pool());
            for (int p = 0; p < players; ++p)
                QCOMPARE(a.rack(p), b.rack(p));
            firsts.insert(a.firstPlayer());
            rack0s.insert(a.rack(0));
        }
        QCOMPARE(static_cast<int>(firsts.size()), players);
        QCOMPARE(static_cast<int>(rack0s.size()), 60);
    }
}

// ---- turns --------------------------------------------------------------------

void TestGame::drawOrPass()
{
    Game g(3, Rules{}, 11);
    for (int turn = 0; turn < 6; ++turn) {
        const Snapshot before(g);
        const TileId next = g.pool().back();
        const TurnRecord r = g.drawOrPass();
        QCOMPARE(r.action, TurnAction::Draw);
        QCOMPARE(r.player, before.current);
        QCOMPARE(r.drawn, IdSet{next});
        IdSet expected = before.racks[static_cast<std::size_t>(before.current)];
        expected.push_back(next);
        QCOMPARE(g.rack(before.current), expected);
        QCOMPARE(r.before.rack, before.racks[static_cast<std::size_t>(before.current)]);
        QCOMPARE(r.after.rack, expected);
        QCOMPARE(g.poolSize(), static_cast<int>(before.pool.size()) - 1);
        QCOMPARE(r.pool, g.poolSize());
        QCOMPARE(g.currentPlayer(), (before.current + 1) % 3);
        QCOMPARE(g.turnNumber(), before.turn + 1);
        QVERIFY(g.table().empty());
        for (int p = 0; p < 3; ++p)
            if (p != before.current)
                QCOMPARE(g.rack(p), before.racks[static_cast<std::size_t>(p)]);
        QVERIFY(g.tilesAccountedFor());
    }
}

void TestGame::legalPlayCommits_data()
{
    QTest::addColumn<int>("players");
    QTest::addColumn<quint64>("seed");
    for (int players : {2, 3, 4})
        for (quint64 seed : {3ULL, 8ULL})
            QTest::newRow(qPrintable(QStringLiteral("%1 players, seed %2").arg(players).arg(seed))) << players << seed;
}

void TestGame::legalPlayCommits()
{
    QFETCH(int, players);
    QFETCH(quint64, seed);
    // Draw until someone has an initial meld, play it, then play on until a
    // second legal play was committed on top of the first.
    Game g(players, Rules{}, seed);
    int commits = 0;
    for (int turn = 0; turn < 80 && commits < 2 && !g.isOver(); ++turn) {
        const Snapshot before(g);
        const auto play = solverPlay(g);
        if (!play) {
            QCOMPARE(g.drawOrPass().action, TurnAction::Draw);
            continue;
        }
        QVERIFY(g.verdictFor(play->table, play->rack).legal);
        const TurnRecord r = g.play(play->table, play->rack);
        QCOMPARE(r.action, TurnAction::Play);
        QVERIFY(r.drawn.empty());
        QCOMPARE(r.initialMeldDone, bool(before.meld[static_cast<std::size_t>(before.current)]));
        QCOMPARE(r.before.table, before.table);
        QCOMPARE(r.after.table, play->table);
        QCOMPARE(g.table(), play->table);
        QCOMPARE(g.rack(before.current), play->rack);
        QVERIFY(g.initialMeldDone(before.current));
        QCOMPARE(g.poolSize(), static_cast<int>(before.pool.size()));
        QCOMPARE(r.pool, g.poolSize());
        QCOMPARE(g.turnNumber(), before.turn + 1);
        if (!g.isOver())
            QCOMPARE(g.currentPlayer(), (before.current + 1) % players);
        std::string error;
        QVERIFY2(g.tilesAccountedFor(&error), error.c_str());
        ++commits;
    }
    QCOMPARE(commits, 2);
}

void TestGame::checkPenalty(const Game& g, const Snapshot& before, const TurnRecord& r, int expectedTiles)
{
    const auto cur = static_cast<std::size_t>(before.current);
    QCOMPARE(r.action, TurnAction::Penalty);
    QVERIFY(!r.reason.empty());
    QCOMPARE(r.player, before.current);
    // Exactly the tiles at the back of the pool, back first.
    IdSet expectedDrawn(before.pool.rbegin(), before.pool.rbegin() + expectedTiles);
    QCOMPARE(r.drawn, expectedDrawn);
    IdSet rack = before.racks[cur];
    rack.insert(rack.end(), expectedDrawn.begin(), expectedDrawn.end());
    QCOMPARE(g.rack(before.current), rack);
    QCOMPARE(r.after.rack, rack);
    QCOMPARE(r.before.rack, before.racks[cur]);
    // Table and rack back to the start of the turn: nothing of the proposal stays.
    QCOMPARE(g.table(), before.table);
    QCOMPARE(r.after.table, before.table);
    QCOMPARE(g.initialMeldDone(before.current), bool(before.meld[cur]));
    QCOMPARE(g.poolSize(), static_cast<int>(before.pool.size()) - expectedTiles);
    QCOMPARE(r.pool, g.poolSize());
    QCOMPARE(g.turnNumber(), before.turn + 1);
    if (!g.isOver())
        QCOMPARE(g.currentPlayer(), (before.current + 1) % g.playerCount());
    std::string error;
    QVERIFY2(g.tilesAccountedFor(&error), error.c_str());
}

void TestGame::illegalPlayPenalty_data()
{
    QTest::addColumn<QString>("kind");
    for (const char* kind : {"one tile as a set", "a meld under 30", "another player's tile", "a rack tile dropped",
                             "a rack tile twice", "nothing played", "a tile from the pool", "an id out of range"})
        QTest::newRow(kind) << QString::fromLatin1(kind);
}

void TestGame::illegalPlayPenalty()
{
    QFETCH(QString, kind);
    Game g(3, Rules{}, 5);
    const Snapshot before(g);
    const int p = g.currentPlayer();
    IdSet rack = g.rack(p);
    IdTable table = g.table();

    if (kind == QLatin1String("one tile as a set")) {
        table.push_back({rack.back()});
        rack.pop_back();
    } else if (kind == QLatin1String("a meld under 30")) {
        // A valid set from the rack, worth less than the 30 of the initial meld.
        const Tiles faces = facesOf(rack);
        bool found = false;
        for (std::size_t a = 0; a < faces.size() && !found; ++a)
            for (std::size_t b = a + 1; b < faces.size() && !found; ++b)
                for (std::size_t c = b + 1; c < faces.size() && !found; ++c) {
                    const SetAnalysis s = analyseSet({faces[a], faces[b], faces[c]});
                    if (s.valid() && s.meldValue < 30) {
                        table.push_back({rack[a], rack[b], rack[c]});
                        IdSet rest;
                        for (std::size_t i = 0; i < rack.size(); ++i)
                            if (i != a && i != b && i != c)
                                rest.push_back(rack[i]);
                        rack = rest;
                        found = true;
                    }
                }
        QVERIFY2(found, "seed 5 deals the first player a set worth less than 30");
        QVERIFY(!g.verdictFor(table, rack).legal);
    } else if (kind == QLatin1String("another player's tile")) {
        const IdSet& other = g.rack((p + 1) % 3);
        table.push_back({rack[0], rack[1], other[0]});
        rack.erase(rack.begin(), rack.begin() + 2);
    } else if (kind == QLatin1String("a rack tile dropped")) {
        rack.pop_back();
    } else if (kind == QLatin1String("a rack tile twice")) {
        rack.push_back(rack.front());
    } else if (kind == QLatin1String("nothing played")) {
        // the table and rack as they are
    } else if (kind == QLatin1String("a tile from the pool")) {
        rack.push_back(g.pool().back());
    } else if (kind == QLatin1String("an id out of range")) {
        table.push_back({rack[0], rack[1], 106});
        rack.erase(rack.begin(), rack.begin() + 2);
    }
    const TurnRecord r = g.play(table, rack);
    checkPenalty(g, before, r, 3);
}

void TestGame::tableTileBackToRackIsPenalised()
{
    // After a first meld, the next player who takes a table tile onto the rack
    // (and plays a tile of its own) is penalised.
    Game g(2, Rules{}, 3);
    int guard = 0;
    while (g.table().empty() && guard++ < 60) {
        const auto play = solverPlay(g);
        if (play)
            QCOMPARE(g.play(play->table, play->rack).action, TurnAction::Play);
        else
            g.drawOrPass();
    }
    QVERIFY(!g.table().empty());
    const Snapshot before(g);
    IdTable table = g.table();
    IdSet rack = g.rack(g.currentPlayer());
    rack.push_back(table[0].back()); // a table tile to the rack
    table[0].pop_back();
    table.push_back({rack.front()}); // and a rack tile to the table
    rack.erase(rack.begin());
    const TurnRecord r = g.play(table, rack);
    checkPenalty(g, before, r, 3);
}

void TestGame::penaltyDrawsWhatIsLeft_data()
{
    QTest::addColumn<int>("poolLeft");
    QTest::addColumn<int>("penaltyTiles");
    QTest::addColumn<int>("drawn");
    QTest::newRow("pool 5, penalty 3") << 5 << 3 << 3;
    QTest::newRow("pool 3, penalty 3") << 3 << 3 << 3;
    QTest::newRow("pool 2, penalty 3") << 2 << 3 << 2;
    QTest::newRow("pool 1, penalty 3") << 1 << 3 << 1;
    QTest::newRow("pool 0, penalty 3") << 0 << 3 << 0;
    QTest::newRow("pool 9, penalty 5") << 9 << 5 << 5;
    QTest::newRow("pool 9, penalty 0") << 9 << 0 << 0;
}

void TestGame::penaltyDrawsWhatIsLeft()
{
    QFETCH(int, poolLeft);
    QFETCH(int, penaltyTiles);
    QFETCH(int, drawn);
    Rules rules;
    rules.penaltyTiles = penaltyTiles;
    Game g(2, rules, 21);
    while (g.poolSize() > poolLeft)
        g.drawOrPass();
    QVERIFY(!g.isOver());
    const Snapshot before(g);
    IdSet rack = g.rack(g.currentPlayer());
    IdTable table{{rack.back()}};
    rack.pop_back();
    const TurnRecord r = g.play(table, rack);
    checkPenalty(g, before, r, drawn);
}

void TestGame::timeOut_data()
{
    QTest::addColumn<int>("timeoutPenaltyTiles");
    QTest::newRow("official 3") << 3;
    QTest::newRow("1") << 1;
    QTest::newRow("none") << 0;
    QTest::newRow("5") << 5;
}

void TestGame::timeOut()
{
    QFETCH(int, timeoutPenaltyTiles);
    Rules rules;
    rules.penaltyTiles = 7; // not the one a time-out uses
    rules.timeoutPenaltyTiles = timeoutPenaltyTiles;
    rules.turnSeconds = 60;
    Game g(4, rules, 9);
    g.drawOrPass();
    const Snapshot before(g);
    const TurnRecord r = g.timeOut();
    checkPenalty(g, before, r, timeoutPenaltyTiles);
}

QTEST_APPLESS_MAIN(TestGame)
#include "test_game.moc"
