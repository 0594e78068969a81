// The move solver against a brute force written here, on a few hundred random
// positions: the most tiles and the most points any legal placement reaches.
#include "solver_answers.h"
#include "test_support.h"

#include "meld.h"
#include "random.h"
#include "solver.h"

#include <QtTest/QTest>

#include <algorithm>
#include <array>
#include <map>

using namespace tilerummy;
using trtest::show;

namespace {

// ---- the brute force ------------------------------------------------------------
//
// Tries every sub-multiset of the rack and asks whether the table plus that
// subset can be split into valid sets, by a plain recursive search over the
// sets that hold the lowest remaining tile. Sets are enumerated from the
// definition of runs and groups, independently of the solver.

using Counts = std::array<int, kFaceKinds>;

Counts countsOf(const Tiles& tiles)
{
    Counts c{};
    for (Tile t : tiles)
        ++c[static_cast<std::size_t>(t.index())];
    return c;
}

int face(int colour, int value)
{
    return (value - 1) * kColours + colour;
}

// Every valid set (as counts) that holds face f and can be taken from c.
std::vector<Counts> setsHolding(int f, const Counts& c)
{
    std::vector<Counts> out;
    const Tile tile = Tile::fromIndex(f);
    const int v = tile.value();
    const int colour = static_cast<int>(tile.colour());
    const int jokers = c[J];

    // Groups: value v, colour `colour` and any other colours present, jokers filling up to 3 or 4.
    for (int mask = 0; mask < 16; ++mask) {
        if (!(mask & (1 << colour)))
            continue;
        Counts s{};
        int size = 0;
        bool ok = true;
        for (int k = 0; k < kColours; ++k) {
            if (!(mask & (1 << k)))
                continue;
            if (c[static_cast<std::size_t>(face(k, v))] == 0)
                ok = false;
            s[static_cast<std::size_t>(face(k, v))] = 1;
            ++size;
        }
        if (!ok)
            continue;
        for (int j = 0; j <= jokers; ++j) {
            if (size + j < 3 || size + j > 4)
                continue;
            Counts g = s;
            g[J] = j;
            out.push_back(g);
        }
    }
    // Runs: colour `colour`, values lo..hi around v; every other place a real
    // tile (when there is one) or a joker (while there are some).
    for (int lo = 1; lo <= v; ++lo) {
        for (int hi = std::max(v, lo + 2); hi <= 13; ++hi) {
            Counts s{};
            s[static_cast<std::size_t>(f)] = 1;
            auto fill = [&](auto&& self, int x) -> void {
                if (x > hi) {
                    out.push_back(s);
                    return;
                }
                if (x == v) {
                    self(self, x + 1);
                    return;
                }
                const auto g = static_cast<std::size_t>(face(colour, x));
                if (c[g] > 0) {
                    s[g] = 1;
                    self(self, x + 1);
                    s[g] = 0;
                }
                if (s[J] < jokers) {
                    ++s[J];
                    self(self, x + 1);
                    --s[J];
                }
            };
            fill(fill, lo);
        }
    }
    return out;
}

Tiles tilesOf(const Counts& c)
{
    Tiles out;
    for (int f = 0; f < kFaceKinds; ++f)
        for (int n = 0; n < c[static_cast<std::size_t>(f)]; ++n)
            out.push_back(Tile::fromIndex(f));
    return out;
}

class BruteForce {
public:
    // Can c be split into valid sets?
    bool partition(Counts& c)
    {
        int f = 0;
        while (f < J && c[static_cast<std::size_t>(f)] == 0)
            ++f;
        if (f == J)
            return c[J] == 0;
        if (auto it = canSplit_.find(c); it != canSplit_.end())
            return it->second;
        bool ok = false;
        for (const Counts& s : setsHolding(f, c)) {
            check(s);
            for (int k = 0; k < kFaceKinds; ++k)
                c[static_cast<std::size_t>(k)] -= s[static_cast<std::size_t>(k)];
            ok = partition(c);
            for (int k = 0; k < kFaceKinds; ++k)
                c[static_cast<std::size_t>(k)] += s[static_cast<std::size_t>(k)];
            if (ok)
                break;
        }
        canSplit_.emplace(c, ok);
        return ok;
    }

    // The highest total meld value of a split of c into valid sets; -1 when none.
    int bestMeld(Counts& c)
    {
        int f = 0;
        while (f < J && c[static_cast<std::size_t>(f)] == 0)
            ++f;
        if (f == J)
            return c[J] == 0 ? 0 : -1;
        if (auto it = bestMeld_.find(c); it != bestMeld_.end())
            return it->second;
        int best = -1;
        for (const Counts& s : setsHolding(f, c)) {
            check(s);
            for (int k = 0; k < kFaceKinds; ++k)
                c[static_cast<std::size_t>(k)] -= s[static_cast<std::size_t>(k)];
            const int rest = bestMeld(c);
            for (int k = 0; k < kFaceKinds; ++k)
                c[static_cast<std::size_t>(k)] += s[static_cast<std::size_t>(k)];
            if (rest >= 0)
                best = std::max(best, rest + analyseSet(tilesOf(s)).meldValue);
        }
        bestMeld_.emplace(c, best);
        return best;
    }

    QString problem; // a set the enumeration made that meld.cpp calls invalid

private:
    void check(const Counts& s)
    {
        if (problem.isEmpty() && !isValidSet(tilesOf(s)))
            problem = QStringLiteral("the brute force made %1, which analyseSet calls invalid").arg(show(tilesOf(s)));
    }

    std::map<Counts, bool> canSplit_;
    std::map<Counts, int> bestMeld_;
};

struct Best {
    int tiles = 0;
    int points = 0; // joker 30
};

// The most tiles and the most points any legal placement reaches.
Best bruteForce(const SolveRequest& req, QString* problem)
{
    BruteForce bf;
    Counts base{}; // the table's tiles, which must all be placed (none before the initial meld)
    if (req.initialMeldDone)
        for (const auto& set : req.table)
            for (Tile t : set)
                ++base[static_cast<std::size_t>(t.index())];
    const Counts rack = countsOf(req.rack);
    std::vector<int> faces;
    for (int f = 0; f < kFaceKinds; ++f)
        if (rack[static_cast<std::size_t>(f)] > 0)
            faces.push_back(f);

    Best best;
    Counts pick{};
    // Every sub-multiset of the rack, by recursion over its distinct faces.
    auto visit = [&](auto&& self, std::size_t i) -> void {
        if (i == faces.size()) {
            int n = 0, points = 0;
            for (int f = 0; f < kFaceKinds; ++f) {
                n += pick[static_cast<std::size_t>(f)];
                points += pick[static_cast<std::size_t>(f)] * (f == J ? 30 : Tile::fromIndex(f).value());
            }
            if (n == 0)
                return;
            Counts all = base;
            for (int f = 0; f < kFaceKinds; ++f)
                all[static_cast<std::size_t>(f)] += pick[static_cast<std::size_t>(f)];
            bool ok;
            if (req.initialMeldDone)
                ok = bf.partition(all);
            else
                ok = bf.bestMeld(all) >= req.initialMeld; // new sets from the rack alone
            if (ok) {
                best.tiles = std::max(best.tiles, n);
                best.points = std::max(best.points, points);
            }
            return;
        }
        const int f = faces[i];
        for (int k = 0; k <= rack[static_cast<std::size_t>(f)]; ++k) {
            pick[static_cast<std::size_t>(f)] = k;
            self(self, i + 1);
        }
        pick[static_cast<std::size_t>(f)] = 0;
    };
    visit(visit, 0);
    *problem = bf.problem;
    return best;
}

// ---- random positions -------------------------------------------------------------

// A valid table of 0..3 random runs and groups, 0..2 jokers on the table or the
// rack, and a rack of 1..maxRack tiles near the table's values, within the box.
void randomPosition(Random& rng, int maxRack, SolveRequest* req)
{
    Counts used{};
    auto take = [&](Tile t) {
        if (used[static_cast<std::size_t>(t.index())] >= (t.isJoker() ? kJokerCount : kCopiesPerFace))
            return false;
        ++used[static_cast<std::size_t>(t.index())];
        return true;
    };
    req->table.clear();
    req->rack.clear();
    const int lo = 1 + static_cast<int>(rng.below(9)); // values around lo .. lo + 5
    const int sets = static_cast<int>(rng.below(4));
    for (int s = 0; s < sets; ++s) {
        for (int attempt = 0; attempt < 10; ++attempt) {
            Tiles set;
            if (rng.below(2) == 0) {
                const auto colour = static_cast<Colour>(rng.below(4));
                const int len = 3 + static_cast<int>(rng.below(3));
                const int start = std::min(lo + static_cast<int>(rng.below(3)), 14 - len);
                for (int v = start; v < start + len; ++v)
                    set.push_back(Tile::numbered(colour, v));
            } else {
                const int value = std::min(13, lo + static_cast<int>(rng.below(5)));
                std::vector<int> colours = {0, 1, 2, 3};
                rng.shuffle(colours);
                const int size = 3 + static_cast<int>(rng.below(2));
                for (int k = 0; k < size; ++k)
                    set.push_back(Tile::numbered(static_cast<Colour>(colours[static_cast<std::size_t>(k)]), value));
            }
            Counts before = used;
            bool ok = true;
            for (Tile t : set)
                ok = ok && take(t);
            if (ok) {
                req->table.push_back(set);
                break;
            }
            used = before;
        }
    }
    const int jokers = static_cast<int>(rng.below(3));
    for (int j = 0; j < jokers; ++j) {
        ++used[J];
        if (!req->table.empty() && rng.below(2) == 0) {
            // A joker in place of a table tile, which goes back to the box.
            auto& set = req->table[rng.below(static_cast<std::uint32_t>(req->table.size()))];
            auto& t = set[rng.below(static_cast<std::uint32_t>(set.size()))];
            if (!t.isJoker()) {
                --used[static_cast<std::size_t>(t.index())];
                t = Tile::joker();
                continue;
            }
        }
        req->rack.push_back(Tile::joker());
    }
    const int rackSize = 1 + static_cast<int>(rng.below(static_cast<std::uint32_t>(maxRack)));
    while (static_cast<int>(req->rack.size()) < rackSize) {
        const int value = std::clamp(lo - 1 + static_cast<int>(rng.below(8)), 1, 13);
        const Tile t = Tile::numbered(static_cast<Colour>(rng.below(4)), value);
        if (take(t))
            req->rack.push_back(t);
    }
    rng.shuffle(req->rack);
}

QString describe(const SolveRequest& req)
{
    return QStringLiteral("table [%1] rack [%2] meld %3 threshold %4")
        .arg(show(req.table), show(req.rack))
        .arg(req.initialMeldDone ? QStringLiteral("done") : QStringLiteral("not done"))
        .arg(req.initialMeld);
}

} // namespace

class TestSolverBruteForce : public QObject {
    Q_OBJECT

private slots:
    void againstBruteForce_data();
    void againstBruteForce();
};

void TestSolverBruteForce::againstBruteForce_data()
{
    QTest::addColumn<int>("mode"); // 0 tiles, 1 points, 2 initial meld
    QTest::addColumn<quint64>("seed");
    QTest::addColumn<int>("count");
    for (quint64 block = 0; block < 8; ++block)
        QTest::newRow(qPrintable(QStringLiteral("tiles, block %1").arg(block))) << 0 << (1000 + block) << 50;
    for (quint64 block = 0; block < 3; ++block)
        QTest::newRow(qPrintable(QStringLiteral("points, block %1").arg(block))) << 1 << (2000 + block) << 50;
    for (quint64 block = 0; block < 3; ++block)
        QTest::newRow(qPrintable(QStringLiteral("initial meld, block %1").arg(block))) << 2 << (3000 + block) << 50;
}

void TestSolverBruteForce::againstBruteForce()
{
    QFETCH(int, mode);
    QFETCH(quint64, seed);
    QFETCH(int, count);

    Random rng(seed);
    int placedSomething = 0;
    int neededRearranging = 0;
    int jokerOnTable = 0;
    for (int i = 0; i < count; ++i) {
        SolveRequest req;
        randomPosition(rng, mode == 2 ? 10 : 8, &req);
        req.initialMeldDone = mode != 2;
        req.objective = mode == 1 ? Objective::Points : Objective::Tiles;
        req.initialMeld = mode == 2 ? 10 + 10 * static_cast<int>(rng.below(3)) : 30;
        const QString where = describe(req);

        for (const auto& set : req.table)
            QVERIFY2(isValidSet(set), qPrintable(QStringLiteral("generator: ") + where));
        TileCounts all(req.table);
        all.add(req.rack);
        QVERIFY2(all.withinBox(), qPrintable(QStringLiteral("generator: ") + where));

        const SolveResult res = solve(req);
        QVERIFY2(res.optimal, qPrintable(where));
        const QString problem = checkAnswer(req, res);
        QVERIFY2(problem.isEmpty(), qPrintable(problem + QStringLiteral(" -- ") + where));

        QString bruteProblem;
        const Best best = bruteForce(req, &bruteProblem);
        QVERIFY2(bruteProblem.isEmpty(), qPrintable(bruteProblem));
        if (mode == 1) {
            QVERIFY2(res.pointsPlaced == best.points,
                     qPrintable(QStringLiteral("solver %1 points, brute force %2 -- %3")
                                    .arg(res.pointsPlaced)
                                    .arg(best.points)
                                    .arg(where)));
        } else {
            QVERIFY2(res.tilesPlaced == best.tiles, qPrintable(QStringLiteral("solver %1 tiles, brute force %2 -- %3")
                                                                   .arg(res.tilesPlaced)
                                                                   .arg(best.tiles)
                                                                   .arg(where)));
        }
        if (res.tilesPlaced > 0)
            ++placedSomething;
        if (req.initialMeldDone && res.tilesPlaced > tilerummy::simplePlay(req).tilesPlaced)
            ++neededRearranging;
        if (TileCounts(req.table)[Tile::joker()] > 0)
            ++jokerOnTable;
    }
    qInfo("%d of %d positions had a play, %d needed the table rearranged, %d had a joker on the table", placedSomething,
          count, neededRearranging, jokerOnTable);
    if (mode != 2) {
        QVERIFY2(neededRearranging >= count / 10, "too few positions need the table rearranged");
        QVERIFY2(jokerOnTable >= count / 10, "too few positions have a joker on the table");
    }
    // The positions are not all trivial.
    QVERIFY2(placedSomething >= count / 5,
             qPrintable(QStringLiteral("only %1 of %2 positions had a play").arg(placedSomething).arg(count)));
}

QTEST_APPLESS_MAIN(TestSolverBruteForce)
#include "test_solver_brute_force.moc"
