// Practice puzzles: generated puzzles for every level (valid, possible, the
// best play legal and proven, better than any play without rearranging, in the
// level's band, repeatable from the seed), the plain play on hand-made cases
// and against a brute force written here, the rearrangement measure, and the
// judge of a player's answer.
#include "test_scale.h"
#include "test_support.h"

#include "meld.h"
#include "practice_puzzle.h"
#include "random.h"
#include "rules.h"
#include "solver.h"
#include "turn_check.h"

#include <QtTest/QTest>

#include <algorithm>
#include <set>

using namespace tilerummy;
using trtest::show;
using trtest::table;
using trtest::tiles;
using trtest::without;

namespace {

constexpr int kSeedsPerLevel = 20;

QString describe(const Puzzle& p)
{
    return QStringLiteral("level %1 seed %2: table [%3] rack [%4] best [%5]")
        .arg(p.level)
        .arg(p.seed)
        .arg(show(p.position.table), show(p.position.rack), show(p.best.table));
}

// ---- the brute force for the plain play ----------------------------------------
//
// Every rack tile goes back to the rack, to one table set, or to one of a few
// new sets (numbered in order of first use); the table sets with their new
// tiles and the new sets must all be valid. The most tiles placed that way.

struct Brute {
    const Table& table;
    const Tiles& rack;
    std::vector<int> where; // -1 rack, 0..n-1 table set, n.. new set
    int best = 0;

    void search(std::size_t i, int newSetsUsed)
    {
        if (i == rack.size()) {
            evaluate(newSetsUsed);
            return;
        }
        const int n = static_cast<int>(table.size());
        const int maxNew = static_cast<int>(rack.size()) / kMinSetSize;
        for (int w = -1; w < n + std::min(newSetsUsed + 1, maxNew); ++w) {
            where[i] = w;
            search(i + 1, w >= n ? std::max(newSetsUsed, w - n + 1) : newSetsUsed);
        }
    }

    void evaluate(int newSetsUsed)
    {
        const int n = static_cast<int>(table.size());
        Table sets = table;
        sets.resize(static_cast<std::size_t>(n + newSetsUsed));
        int placed = 0;
        for (std::size_t i = 0; i < rack.size(); ++i) {
            if (where[i] >= 0) {
                sets[static_cast<std::size_t>(where[i])].push_back(rack[i]);
                ++placed;
            }
        }
        if (placed <= best)
            return;
        for (const auto& set : sets)
            if (!isValidSet(set))
                return;
        best = placed;
    }
};

int brutePlain(const Table& t, const Tiles& rack)
{
    Brute b{t, rack, std::vector<int>(rack.size(), -1), 0};
    b.search(0, 0);
    return b.best;
}

// A small random position: 1-3 valid sets (jokers now and then) and a rack of
// 1-6 tiles, most of them near the table's tiles, all from one box.
Position smallPosition(Random& rng)
{
    std::array<int, kFaceKinds> box{};
    box.fill(kCopiesPerFace);
    auto take = [&](Tile t) { return box[static_cast<std::size_t>(t.index())]-- > 0; };
    Position p;
    const int sets = 1 + static_cast<int>(rng.below(3));
    for (int s = 0; s < sets; ++s) {
        for (int tries = 0; tries < 20; ++tries) {
            Tiles set;
            if (rng.chance(1, 2)) {
                const auto colour = static_cast<Colour>(rng.below(kColours));
                const int length = 3 + static_cast<int>(rng.below(3));
                const int start = 1 + static_cast<int>(rng.below(static_cast<std::uint32_t>(kMaxValue - length + 1)));
                for (int v = start; v < start + length; ++v)
                    set.push_back(Tile::numbered(colour, v));
            } else {
                const int value = 1 + static_cast<int>(rng.below(kMaxValue));
                std::vector<int> colours = {0, 1, 2, 3};
                rng.shuffle(colours);
                const int size = 3 + static_cast<int>(rng.below(2));
                for (int i = 0; i < size; ++i)
                    set.push_back(Tile::numbered(static_cast<Colour>(colours[static_cast<std::size_t>(i)]), value));
            }
            if (rng.chance(1, 5))
                set[rng.below(static_cast<std::uint32_t>(set.size()))] = Tile::joker();
            auto saved = box;
            bool ok = true;
            for (Tile t : set)
                ok = take(t) && ok;
            if (ok && box[static_cast<std::size_t>(Tile::joker().index())] >= 0) {
                p.table.push_back(set);
                break;
            }
            box = saved;
        }
    }
    const int rackSize = 1 + static_cast<int>(rng.below(6));
    while (static_cast<int>(p.rack.size()) < rackSize) {
        Tile t;
        if (rng.chance(1, 12)) {
            t = Tile::joker();
        } else if (rng.chance(3, 4) && !p.table.empty()) {
            const Tiles& set = p.table[rng.below(static_cast<std::uint32_t>(p.table.size()))];
            Tile near = set[rng.below(static_cast<std::uint32_t>(set.size()))];
            if (near.isJoker())
                continue;
            if (rng.chance(1, 2)) {
                const int v = near.value() + static_cast<int>(rng.below(5)) - 2;
                if (v < 1 || v > kMaxValue)
                    continue;
                t = Tile::numbered(near.colour(), v);
            } else {
                t = Tile::numbered(static_cast<Colour>(rng.below(kColours)), near.value());
            }
        } else {
            t = Tile::fromIndex(static_cast<int>(rng.below(kNumberedFaces)));
        }
        if (box[static_cast<std::size_t>(t.index())] > 0) {
            --box[static_cast<std::size_t>(t.index())];
            p.rack.push_back(t);
        }
    }
    return p;
}

Position afterBest(const Puzzle& p)
{
    return {p.best.table, without(p.position.rack, p.best.placed)};
}

// A hand-made puzzle: R3 goes to the run's start, and the run's R7 joins the
// rack's K7 B7 (three tiles; without moving the R7 only the R3 fits).
Puzzle handPuzzle()
{
    Puzzle p;
    p.position = {table("R4 R5 R6 R7 | K10 B10 O10"), tiles("K7 B7 R3")};
    SolveRequest req;
    req.table = p.position.table;
    req.rack = p.position.rack;
    p.best = solve(req);
    p.bestTiles = p.best.tilesPlaced;
    p.plainTiles = bestPlainPlay(p.position.table, p.position.rack);
    const Rearrangement r = measureRearrangement(p.position.table, p.best.table);
    p.rearranged = r.tilesMoved;
    p.setsBroken = r.setsBroken;
    return p;
}

} // namespace

class TestPracticePuzzle : public QObject {
    Q_OBJECT

private slots:
    void generatedPuzzles();
    void sameSeedSamePuzzle();
    void levelsGrowHarder();
    void stopped();
    void plainPlayHandMade_data();
    void plainPlayHandMade();
    void plainPlayAgainstBruteForce();
    void rearrangementMeasure_data();
    void rearrangementMeasure();
    void movingFewTiles();
    void judgeBestPlay();
    void judgeLesserPlay();
    void judgeInvalidArrangement();
    void judgeOtherIllegalTurns();
};

void TestPracticePuzzle::generatedPuzzles()
{
    for (int level = 1; level <= kPuzzleLevels; ++level) {
        const PuzzleLevelSpec& spec = puzzleLevelSpec(level);
        std::set<std::pair<Table, Tiles>> seen;
        for (int s = 1; s <= trtest::volume(kSeedsPerLevel, 5); ++s) {
            const auto seed = static_cast<std::uint64_t>(s) * 7919u + static_cast<std::uint64_t>(level);
            const auto made = makePuzzle(seed, level);
            QVERIFY(made.has_value());
            const Puzzle& p = *made;
            const QString what = describe(p);
            QCOMPARE(p.seed, seed);
            QCOMPARE(p.level, level);

            // The table: 3-8 valid sets; the rack: 3-8 tiles; a possible position.
            QVERIFY2(p.position.table.size() >= 3 && p.position.table.size() <= 8, qPrintable(what));
            QVERIFY2(p.position.rack.size() >= 3 && p.position.rack.size() <= 8, qPrintable(what));
            for (const auto& set : p.position.table)
                QVERIFY2(isValidSet(set), qPrintable(what));
            TileCounts all(p.position.table);
            all.add(p.position.rack);
            std::string error;
            QVERIFY2(all.withinBox(&error), qPrintable(what + QStringLiteral(": ") + QString::fromStdString(error)));
            TurnInput same{true, p.position, p.position};
            QVERIFY2(checkPossible(same, &error), qPrintable(what));

            // The best play: legal, proven, as many tiles as a fresh solve finds.
            QVERIFY2(p.best.optimal, qPrintable(what));
            const TurnVerdict verdict = checkTurn({true, p.position, afterBest(p)}, Rules::official());
            QVERIFY2(verdict.legal, qPrintable(what + QStringLiteral(": ") + QString::fromStdString(verdict.reason)));
            QCOMPARE(p.bestTiles, p.best.tilesPlaced);
            SolveRequest req;
            req.table = p.position.table;
            req.rack = p.position.rack;
            req.tidy = false;
            QCOMPARE(solve(req).tilesPlaced, p.bestTiles);

            // Better than any play that leaves the table's sets in place, and
            // not just the rack laid out as new sets.
            QCOMPARE(p.plainTiles, bestPlainPlay(p.position.table, p.position.rack));
            QVERIFY2(p.bestTiles > p.plainTiles, qPrintable(what));
            QVERIFY2(bestPlainPlay({}, p.position.rack) < p.bestTiles, qPrintable(what));

            // The level's band, and the measure as documented.
            const Rearrangement r = measureRearrangement(p.position.table, p.best.table);
            QCOMPARE(p.rearranged, r.tilesMoved);
            QCOMPARE(p.setsBroken, r.setsBroken);
            QVERIFY2(p.rearranged >= spec.minRearranged && p.rearranged <= spec.maxRearranged, qPrintable(what));
            QVERIFY2(p.setsBroken >= spec.minSetsBroken && p.setsBroken <= spec.maxSetsBroken, qPrintable(what));

            // The certified lower bound: no play moving fewer tiles places as
            // many; exact at levels 1 and 2, where a play moving that many does.
            QCOMPARE(p.rearrangedAtLeast, std::min(level, 3));
            QVERIFY2(p.rearrangedAtLeast <= p.rearranged, qPrintable(what));
            for (int k = 0; k < p.rearrangedAtLeast; ++k)
                QVERIFY2(!reachesMoving(p.position.table, p.position.rack, k, p.bestTiles), qPrintable(what));
            if (p.rearranged <= 2)
                QVERIFY2(reachesMoving(p.position.table, p.position.rack, p.rearranged, p.bestTiles), qPrintable(what));

            // The judge agrees that the best play is the best.
            const PuzzleVerdict judged = judgePuzzle(p, afterBest(p));
            QVERIFY2(judged.legal && judged.best, qPrintable(what));
            QCOMPARE(judged.tilesPlaced, p.bestTiles);

            // Different seeds, different puzzles.
            QVERIFY2(seen.insert({p.position.table, p.position.rack}).second, qPrintable(what));
        }
    }
}

void TestPracticePuzzle::sameSeedSamePuzzle()
{
    for (int level = 1; level <= kPuzzleLevels; ++level) {
        for (std::uint64_t seed : {0ull, 1ull, 42ull, 0xdeadbeefcafeull}) {
            const auto a = makePuzzle(seed, level);
            const auto b = makePuzzle(seed, level);
            QVERIFY(a && b);
            QCOMPARE(a->position, b->position);
            QCOMPARE(a->best.table, b->best.table);
            QCOMPARE(a->best.placed, b->best.placed);
            QCOMPARE(a->bestTiles, b->bestTiles);
            QCOMPARE(a->plainTiles, b->plainTiles);
            QCOMPARE(a->rearranged, b->rearranged);
        }
        // The same seed at another level is another puzzle.
        const auto here = makePuzzle(5, level);
        const auto next = makePuzzle(5, level % kPuzzleLevels + 1);
        QVERIFY(here && next);
        QVERIFY(!(here->position == next->position));
    }
    // A fixed seed gives a fixed puzzle on every machine: the first puzzle of
    // level 1, seed 1 (a change here changes every player's puzzles).
    const auto fixed = makePuzzle(1, 1);
    QVERIFY(fixed);
    QCOMPARE(show(fixed->position.table),
             QStringLiteral("K8 B8 O8 | R10 R11 R12 R13 | B5 B6 B7 B8 | B5 B6 B7 | O9 O10 O11 O12 O13"));
    QCOMPARE(show(fixed->position.rack), QStringLiteral("K1 O6 K8 O8 B10"));
}

void TestPracticePuzzle::levelsGrowHarder()
{
    std::vector<double> meanMoved;
    std::vector<double> meanBroken;
    const int seeds = trtest::volume(kSeedsPerLevel, 8); // means of 8 puzzles still grow level by level
    for (int level = 1; level <= kPuzzleLevels; ++level) {
        double moved = 0;
        double broken = 0;
        for (int s = 1; s <= seeds; ++s) {
            const auto p = makePuzzle(static_cast<std::uint64_t>(s) * 104729u, level);
            QVERIFY(p);
            moved += p->rearranged;
            broken += p->setsBroken;
        }
        meanMoved.push_back(moved / seeds);
        meanBroken.push_back(broken / seeds);
    }
    for (int level = 2; level <= kPuzzleLevels; ++level) {
        const auto i = static_cast<std::size_t>(level - 1);
        QVERIFY2(meanMoved[i] > meanMoved[i - 1],
                 qPrintable(QStringLiteral("mean rearranged, level %1: %2, level %3: %4")
                                .arg(level - 1)
                                .arg(meanMoved[i - 1])
                                .arg(level)
                                .arg(meanMoved[i])));
        QVERIFY(meanBroken[i] >= meanBroken[i - 1]);
    }
}

void TestPracticePuzzle::stopped()
{
    std::atomic<bool> stop{true};
    QVERIFY(!makePuzzle(3, 3, &stop).has_value());
    std::atomic<bool> go{false};
    QVERIFY(makePuzzle(3, 3, &go).has_value());
}

void TestPracticePuzzle::plainPlayHandMade_data()
{
    QTest::addColumn<QString>("tableText");
    QTest::addColumn<QString>("rackText");
    QTest::addColumn<int>("expected");

    QTest::newRow("empty rack") << "R3 R4 R5"
                                << "" << 0;
    QTest::newRow("nothing fits") << "R3 R4 R5"
                                  << "B9 K1" << 0;
    QTest::newRow("run ends, both sides") << "R3 R4 R5"
                                          << "R2 R6 R7" << 3;
    QTest::newRow("run end, two below") << "R3 R4 R5"
                                        << "R1 R2" << 2;
    QTest::newRow("gap: not at an end") << "R3 R4 R5"
                                        << "R7" << 0;
    QTest::newRow("no run past 13") << "R11 R12 R13"
                                    << "R1" << 0;
    QTest::newRow("joker extends a run") << "R3 R4 R5"
                                         << "J" << 1;
    QTest::newRow("joker bridges to a rack tile") << "R3 R4 R5"
                                                  << "J R7" << 2;
    QTest::newRow("run with a joker grows") << "R3 J R5"
                                            << "R6 R7" << 2;
    QTest::newRow("group of three, fourth") << "K5 R5 B5"
                                            << "O5" << 1;
    QTest::newRow("group of three takes one") << "K5 R5 B5"
                                              << "O5 O5" << 1;
    QTest::newRow("group of three, joker fourth") << "K5 R5 B5"
                                                  << "J" << 1;
    QTest::newRow("group of four is full") << "K5 R5 B5 O5"
                                           << "K5 J" << 0;
    QTest::newRow("colour already there") << "K5 R5 B5"
                                          << "K5" << 0;
    QTest::newRow("one tile, both ways") << "R3 R4 R5 | K6 B6 O6"
                                         << "R6" << 1;
    QTest::newRow("two copies, both ways") << "R3 R4 R5 | K6 B6 O6"
                                           << "R6 R6 R7" << 3;
    QTest::newRow("the run needs it more") << "R3 R4 R5 | K6 B6 O6"
                                           << "R7 R6" << 2;
    QTest::newRow("new run from the rack") << "K1 K2 K3"
                                           << "B9 B10 B11 R9 O9" << 3;
    QTest::newRow("new run and group") << "K1 K2 K3"
                                       << "B9 B10 B11 R9 O9 K9" << 6;
    QTest::newRow("new set and an addition") << "R3 R4 R5"
                                             << "R6 K9 B9 O9" << 4;
    QTest::newRow("new set with a joker") << "K1 K2 K3"
                                          << "B7 B8 J" << 3;
    QTest::newRow("no rearranging") << "R3 R4 R5 R6 | K10 B10 O10"
                                    << "K6 B6" << 0;
    QTest::newRow("no splitting") << "R3 R4 R5 R6 R7"
                                  << "R5 R5" << 0;
    QTest::newRow("empty table") << ""
                                 << "B9 B10 B11 R2" << 3;
    QTest::newRow("table joker stays") << "K5 R5 J"
                                       << "B5 O5" << 1;
}

void TestPracticePuzzle::plainPlayHandMade()
{
    QFETCH(QString, tableText);
    QFETCH(QString, rackText);
    QFETCH(int, expected);
    const Table t = table(tableText);
    const Tiles rack = tiles(rackText);
    QCOMPARE(bestPlainPlay(t, rack), expected);
    QCOMPARE(brutePlain(t, rack), expected);
}

void TestPracticePuzzle::plainPlayAgainstBruteForce()
{
    Random rng(20240611);
    int nonZero = 0;
    const int cases = trtest::volume(300, 60);
    for (int i = 0; i < cases; ++i) {
        const Position p = smallPosition(rng);
        const int fast = bestPlainPlay(p.table, p.rack);
        const int brute = brutePlain(p.table, p.rack);
        QVERIFY2(fast == brute, qPrintable(QStringLiteral("table [%1] rack [%2]: %3, brute force %4")
                                               .arg(show(p.table), show(p.rack))
                                               .arg(fast)
                                               .arg(brute)));
        nonZero += brute > 0 ? 1 : 0;
    }
    QVERIFY2(nonZero >= cases / 3, qPrintable(QString::number(nonZero))); // the cases exercise something
    // And the positions of level-1 puzzles (racks of up to 5).
    for (int s = 1; s <= 10; ++s) {
        const auto p = makePuzzle(static_cast<std::uint64_t>(s), 1);
        QVERIFY(p);
        QCOMPARE(p->plainTiles, brutePlain(p->position.table, p->position.rack));
    }
}

void TestPracticePuzzle::rearrangementMeasure_data()
{
    QTest::addColumn<QString>("beforeText");
    QTest::addColumn<QString>("afterText");
    QTest::addColumn<int>("moved");
    QTest::addColumn<int>("broken");
    QTest::addColumn<int>("touched"); // broken, or took in a table tile from another set

    QTest::newRow("unchanged") << "R3 R4 R5 | K9 B9 O9"
                               << "K9 B9 O9 | R3 R4 R5" << 0 << 0 << 0;
    QTest::newRow("additions only") << "R3 R4 R5 | K9 B9 O9"
                                    << "R2 R3 R4 R5 R6 | K9 R9 B9 O9 | K1 K2 K3" << 0 << 0 << 0;
    QTest::newRow("an end taken") << "R4 R5 R6 R7"
                                  << "R4 R5 R6 | K7 R7 B7" << 1 << 1 << 1;
    QTest::newRow("a group's fourth taken") << "K7 R7 B7 O7"
                                            << "K7 R7 B7 | O7 O8 O9" << 1 << 1 << 1;
    QTest::newRow("a run split") << "R3 R4 R5 R6 R7"
                                 << "R3 R4 R5 | R5 R6 R7" << 2 << 1 << 1;
    QTest::newRow("runs to groups") << "R3 R4 R5 | B3 B4 B5"
                                    << "R3 B3 O3 | R4 B4 O4 | R5 B5 O5" << 4 << 2 << 2;
    QTest::newRow("a joker freed") << "R3 J R5 | K8 B8 O8"
                                   << "R3 R4 R5 | K8 B8 O8 J" << 1 << 1 << 2;
    QTest::newRow("an end moved onto a group") << "K4 K5 K6 K7 | B7 O7 R7"
                                               << "K4 K5 K6 | K7 B7 O7 R7" << 1 << 1 << 2;
}

void TestPracticePuzzle::rearrangementMeasure()
{
    QFETCH(QString, beforeText);
    QFETCH(QString, afterText);
    QFETCH(int, moved);
    QFETCH(int, broken);
    QFETCH(int, touched);
    const Rearrangement r = measureRearrangement(table(beforeText), table(afterText));
    QCOMPARE(r.tilesMoved, moved);
    QCOMPARE(r.setsBroken, broken);
    QCOMPARE(r.setsTouched, touched);
}

void TestPracticePuzzle::movingFewTiles()
{
    // R3 to the run's start; the R7 moved to K7 B7.
    const Table t = table("R4 R5 R6 R7 | K10 B10 O10");
    const Tiles rack = tiles("K7 B7 R3");
    QVERIFY(reachesMoving(t, rack, 0, 1));
    QVERIFY(!reachesMoving(t, rack, 0, 2));
    QVERIFY(reachesMoving(t, rack, 1, 3));
    QVERIFY(!reachesMoving(t, rack, 1, 4));
    // A run split around a second R5 moves two tiles; one is not enough.
    const Table run = table("R3 R4 R5 R6 R7 | K1 B1 O1");
    const Tiles five = tiles("R5 K9");
    QVERIFY(!reachesMoving(run, five, 0, 1));
    QVERIFY(!reachesMoving(run, five, 1, 1));
    QVERIFY(reachesMoving(run, five, 2, 1));
    // A moved tile must find a place: the group's fourth can leave only to a set.
    const Table group = table("K7 R7 B7 O7");
    QVERIFY(!reachesMoving(group, tiles("O8"), 1, 1));
    QVERIFY(reachesMoving(group, tiles("O8 O9"), 1, 2));
    // A freed joker.
    QVERIFY(reachesMoving(table("R3 J R5 | K9 B9 O9"), tiles("R4 K2 K3"), 1, 3));
    QVERIFY(!reachesMoving(table("R3 J R5 | K9 B9 O9"), tiles("R4 K2 K3"), 0, 3));
}

void TestPracticePuzzle::judgeBestPlay()
{
    const Puzzle p = handPuzzle();
    QCOMPARE(p.bestTiles, 3);
    QCOMPARE(p.plainTiles, 1);
    QCOMPARE(p.rearranged, 1);
    const PuzzleVerdict v = judgePuzzle(p, {table("R3 R4 R5 R6 | K7 R7 B7 | K10 B10 O10"), {}});
    QVERIFY2(v.legal, turnFaultName(v.fault.kind).data());
    QCOMPARE(v.fault.kind, TurnFault::Kind::None);
    QVERIFY(v.best);
    QCOMPARE(v.tilesPlaced, 3);
    QCOMPARE(v.bestTiles, 3);
    // The solver's own answer too.
    const PuzzleVerdict solverAnswer = judgePuzzle(p, afterBest(p));
    QVERIFY(solverAnswer.legal && solverAnswer.best);
}

void TestPracticePuzzle::judgeLesserPlay()
{
    const Puzzle p = handPuzzle();
    const PuzzleVerdict v = judgePuzzle(p, {table("R3 R4 R5 R6 R7 | K10 B10 O10"), tiles("K7 B7")});
    QVERIFY(v.legal);
    QCOMPARE(v.tilesPlaced, 1);
    QCOMPARE(v.bestTiles, 3);
    QVERIFY(!v.best);
}

void TestPracticePuzzle::judgeInvalidArrangement()
{
    const Puzzle p = handPuzzle();
    PuzzleVerdict v = judgePuzzle(p, {table("R4 R5 R6 R7 | K7 B7 R3 | K10 B10 O10"), {}});
    QVERIFY(!v.legal);
    QVERIFY(!v.best);
    QCOMPARE(v.tilesPlaced, 0);
    QCOMPARE(v.fault.kind, TurnFault::Kind::InvalidSet);
    QCOMPARE(v.fault.set, 1);
    QCOMPARE(v.fault.setFault.kind, SetFaultKind::NeitherRunNorGroup);
    QCOMPARE(show(v.fault.setFault.tiles), QStringLiteral("K7 B7 R3"));
    // A table tile left alone: said as a tile taken from a set.
    v = judgePuzzle(p, {table("R3 R4 R5 R6 | R7 | K10 B10 O10 | K7 B7"), {}});
    QCOMPARE(v.fault.kind, TurnFault::Kind::InvalidSet);
    QCOMPARE(v.fault.set, 1);
    QCOMPARE(v.fault.setFault.kind, SetFaultKind::TakenTileAlone);
}

void TestPracticePuzzle::judgeOtherIllegalTurns()
{
    const Puzzle p = handPuzzle();
    // Nothing played.
    PuzzleVerdict v = judgePuzzle(p, p.position);
    QVERIFY(!v.legal);
    QCOMPARE(v.fault.kind, TurnFault::Kind::NothingPlayed);
    // A table tile taken to the rack.
    v = judgePuzzle(p, {table("R3 R4 R5 R6 | K10 B10 O10"), tiles("K7 B7 R7")});
    QVERIFY(!v.legal);
    QCOMPARE(v.fault.kind, TurnFault::Kind::TileBackToRack);
    QCOMPARE(v.fault.tile.notation(), std::string("R7"));
    // A tile from nowhere.
    v = judgePuzzle(p, {table("R3 R4 R5 R6 R7 R8 | K10 B10 O10"), tiles("K7 B7")});
    QVERIFY(!v.legal);
    QCOMPARE(v.fault.kind, TurnFault::Kind::TileFromNowhere);
    QCOMPARE(v.fault.tile.notation(), std::string("R8"));
    // A tile gone.
    v = judgePuzzle(p, {table("R3 R4 R5 R6 | K10 B10 O10"), tiles("K7 B7")});
    QVERIFY(!v.legal);
    QCOMPARE(v.fault.kind, TurnFault::Kind::TileVanished);
    QCOMPARE(v.fault.tile.notation(), std::string("R7"));
}

QTEST_APPLESS_MAIN(TestPracticePuzzle)
#include "test_practice_puzzle.moc"
