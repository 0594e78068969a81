// The move solver: the shared examples, hand-made positions with known
// answers, a few hundred random positions against a brute force written here,
// the points objective, the initial meld mode, and time limits.
#include "test_support.h"

#include "meld.h"
#include "random.h"
#include "rules.h"
#include "solver.h"
#include "turn_check.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
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
constexpr int J = kNumberedFaces; // the joker's index

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

// Checks every promise of a solver answer; returns what is wrong, or nothing.
QString checkAnswer(const SolveRequest& req, const SolveResult& res)
{
    TileCounts added(res.table);
    added = added.minus(TileCounts(req.table));
    if (!(added == TileCounts(res.placed)))
        return QStringLiteral("'placed' (%1) is not what the table gained").arg(show(res.placed));
    // placed: rack tiles in rack order.
    std::size_t at = 0;
    for (Tile t : req.rack)
        if (at < res.placed.size() && res.placed[at] == t)
            ++at;
    if (at != res.placed.size())
        return QStringLiteral("'placed' (%1) is not in rack order").arg(show(res.placed));
    if (res.tilesPlaced != static_cast<int>(res.placed.size()))
        return QStringLiteral("tilesPlaced %1 but %2 placed").arg(res.tilesPlaced).arg(res.placed.size());
    if (res.pointsPlaced != placementPoints(res.placed))
        return QStringLiteral("pointsPlaced %1, not %2").arg(res.pointsPlaced).arg(placementPoints(res.placed));
    for (const auto& set : res.table)
        if (show(analyseSet(set).canonical) != show(set))
            return QStringLiteral("the set %1 is not in canonical order").arg(show(set));
    if (res.tilesPlaced == 0) {
        if (trtest::normalised(res.table) != trtest::normalised(req.table))
            return QStringLiteral("nothing placed, yet the table changed: %1 -> %2")
                .arg(show(req.table), show(res.table));
        return QString();
    }
    TurnInput in;
    in.initialMeldDone = req.initialMeldDone;
    in.before = {req.table, req.rack};
    in.after = {res.table, trtest::without(req.rack, res.placed)};
    Rules rules;
    rules.initialMeld = req.initialMeld;
    const TurnVerdict v = checkTurn(in, rules);
    if (!v.legal)
        return QStringLiteral("the answer %1 is not a legal turn: %2")
            .arg(show(res.table), QString::fromStdString(v.reason));
    return QString();
}

QString describe(const SolveRequest& req)
{
    return QStringLiteral("table [%1] rack [%2] meld %3 threshold %4")
        .arg(show(req.table), show(req.rack))
        .arg(req.initialMeldDone ? QStringLiteral("done") : QStringLiteral("not done"))
        .arg(req.initialMeld);
}

bool tilesFromJson(const QJsonValue& value, Tiles* out)
{
    if (!value.isArray())
        return false;
    for (const QJsonValue& v : value.toArray()) {
        const auto t = Tile::parse(v.toString().toStdString());
        if (!t)
            return false;
        out->push_back(*t);
    }
    return true;
}

// A big position: long runs and full groups, both jokers and many tiles on the rack.
SolveRequest bigPosition()
{
    SolveRequest req;
    req.table = trtest::table(QStringLiteral(
        "K1 K2 K3 K4 K5 K6 K7 | R3 R4 R5 R6 R7 R8 | B5 B6 B7 B8 B9 | O2 O3 O4 O5 | K9 R9 B9 O9 | K10 R10 B10 O10 | "
        "K11 R11 B11 | R12 B12 O12 | B1 B2 B3 B4 | O6 O7 O8"));
    req.rack = trtest::tiles(QStringLiteral("J J K8 R2 R13 B13 O11 K12 O1 R1 K5 R6 B7 O9 K13 O13 B3 R10 O4 K2"));
    return req;
}

} // namespace

class TestSolver : public QObject {
    Q_OBJECT

private slots:
    void examples_data();
    void examples();
    void positions_data();
    void positions();
    void againstBruteForce_data();
    void againstBruteForce();
    void timeLimit_data();
    void timeLimit();
    void simplePlay_data();
    void simplePlay();
    void placementPoints();
};

void TestSolver::examples_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("error");

    QStringList lines;
    QString error;
    if (!trtest::readExampleLines("positions.jsonl", &lines, &error)) {
        QTest::newRow("positions.jsonl") << QByteArray() << error;
        return;
    }
    int n = 0;
    for (const QString& line : lines)
        QTest::newRow(qPrintable(QStringLiteral("line %1").arg(++n))) << line.toUtf8() << QString();
}

void TestSolver::examples()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, error);
    if (!error.isEmpty())
        QFAIL(qPrintable(error));

    QJsonParseError parseError;
    const QJsonObject o = QJsonDocument::fromJson(json, &parseError).object();
    QVERIFY2(!o.isEmpty(), qPrintable(parseError.errorString()));
    SolveRequest req;
    for (const QJsonValue& set : o.value(QLatin1String("table")).toArray()) {
        Tiles tiles;
        QVERIFY(tilesFromJson(set, &tiles));
        req.table.push_back(tiles);
    }
    QVERIFY(tilesFromJson(o.value(QLatin1String("rack")), &req.rack));
    req.initialMeldDone = o.value(QLatin1String("initialMeldDone")).toBool(true);
    req.objective = o.value(QLatin1String("objective")).toString() == QLatin1String("points") ? Objective::Points
                                                                                              : Objective::Tiles;
    const QJsonObject rules = o.value(QLatin1String("rules")).toObject();
    if (rules.contains(QLatin1String("initialMeld")))
        req.initialMeld = rules.value(QLatin1String("initialMeld")).toInt();
    const QJsonObject answer = o.value(QLatin1String("answer")).toObject();
    QVERIFY2(answer.contains(QLatin1String("tilesPlaced")), "each example gives tilesPlaced");

    const SolveResult res = solve(req);
    QVERIFY(res.optimal);
    QCOMPARE(res.tilesPlaced, answer.value(QLatin1String("tilesPlaced")).toInt());
    if (answer.contains(QLatin1String("pointsPlaced")))
        QCOMPARE(res.pointsPlaced, answer.value(QLatin1String("pointsPlaced")).toInt());
    const QString problem = checkAnswer(req, res);
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
}

void TestSolver::positions_data()
{
    QTest::addColumn<QString>("table");
    QTest::addColumn<QString>("rack");
    QTest::addColumn<bool>("meldDone");
    QTest::addColumn<bool>("points"); // the points objective (else tiles)
    QTest::addColumn<int>("initialMeld");
    QTest::addColumn<int>("tilesPlaced");
    QTest::addColumn<int>("pointsPlaced");

    auto row = [](const char* name, const char* table, const char* rack, bool meldDone, bool points, int initialMeld,
                  int tiles, int pts) {
        QTest::newRow(name) << QString::fromLatin1(table) << QString::fromLatin1(rack) << meldDone << points
                            << initialMeld << tiles << pts;
    };
    // After the initial meld: rearranging the table.
    row("whole rack with a joker", "R3 R4 R5", "R2 R6 K9 B9 O9 J", true, false, 30, 6, 65);
    row("split a run", "R3 R4 R5 R6 R7 R8", "R5", true, false, 30, 1, 5);
    row("substitute in a group", "K9 R9 B9", "O9 B10 B11", true, false, 30, 3, 30);
    row("retrieve a joker", "R7 J R9", "R8 K2 B2", true, false, 30, 3, 12);
    row("multiple split", "R4 R5 R6 R7 R8 R9 R10 | K4 K5 K6 K7 K8 K9 K10", "B7", true, false, 30, 1, 7);
    row("combined split", "R3 R4 R5 R6 | K7 R7 B7 O7", "R8", true, false, 30, 1, 8);
    row("take a run's end for a group", "K11 K12 K13", "K10 R13 B13", true, false, 30, 3, 36);
    row("table jokers stay on the table", "R5 J R7 | K9 B9 J", "R6 O9", true, false, 30, 2, 15);
    row("nothing fits", "R3 R4 R5", "K1 O13", true, false, 30, 0, 0);
    row("nothing fits a long run", "R1 R2 R3 R4 R5 R6 | K7 R7 B7 O7", "K13", true, false, 30, 0, 0);
    row("nothing fits two runs that could join", "R1 R2 R3 | R4 R5 R6", "K13", true, false, 30, 0, 0);
    row("empty rack", "R3 R4 R5", "", true, false, 30, 0, 0);
    row("empty table, nothing", "", "K1 O13 R7", true, false, 30, 0, 0);
    // Tiles against points: R1 R2 J R4 (4 tiles, 37) or K13 B13 J (3 tiles, 56).
    row("most tiles", "", "J R1 R2 R4 K13 B13", true, false, 30, 4, 37);
    row("most points", "", "J R1 R2 R4 K13 B13", true, true, 30, 3, 56);
    row("most points with the table", "K11 K12 K13", "K10 R13 B13", true, true, 30, 3, 36);
    // Before the initial meld: new sets from the rack worth the threshold, or nothing.
    row("meld of 33", "", "R10 R11 R12 K1 K2", false, false, 30, 3, 33);
    row("meld of two sets", "", "R1 R2 R3 K8 R8 B8", false, false, 30, 6, 30);
    row("meld too small", "", "R1 R2 R3 K4 K5 K6", false, false, 30, 0, 0);
    row("meld with a joker too small", "", "R7 R8 J", false, false, 30, 0, 0);
    row("meld with a joker", "", "R10 R11 J", false, false, 30, 3, 51);
    row("meld beside the table", "R3 R4 R5", "R6 K10 R10 B10", false, false, 30, 3, 30);
    row("meld of 4 of 6", "", "R2 R6 K9 B9 O9 J", false, false, 30, 4, 57);
    row("meld 40 under 1985 rules", "", "K10 R10 B10 O10", false, false, 50, 0, 0);
    row("meld 40 under official rules", "", "K10 R10 B10 O10", false, false, 30, 4, 40);
    row("meld 52 under 1985 rules", "", "K13 R13 B13 O13 K1", false, false, 50, 4, 52);
    row("meld, most points", "", "J R1 R2 R4 K13 B13 K12 K11", false, true, 30, 7, 73);
    // B2 J B4 (9) and J B6 B7 (21, the joker as B8) open with 30; joined into
    // one run the jokers could only be B3 and B5 (27): they must stay apart.
    row("meld of two runs that must stay apart", "", "B2 B4 B6 B7 J J", false, false, 30, 6, 79);
}

void TestSolver::positions()
{
    QFETCH(QString, table);
    QFETCH(QString, rack);
    QFETCH(bool, meldDone);
    QFETCH(bool, points);
    QFETCH(int, initialMeld);
    QFETCH(int, tilesPlaced);
    QFETCH(int, pointsPlaced);

    SolveRequest req;
    req.table = trtest::table(table);
    req.rack = trtest::tiles(rack);
    req.initialMeldDone = meldDone;
    req.objective = points ? Objective::Points : Objective::Tiles;
    req.initialMeld = initialMeld;
    const SolveResult res = solve(req);
    QVERIFY(res.optimal);
    QCOMPARE(res.tilesPlaced, tilesPlaced);
    QCOMPARE(res.pointsPlaced, pointsPlaced);
    const QString problem = checkAnswer(req, res);
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
}

void TestSolver::againstBruteForce_data()
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

void TestSolver::againstBruteForce()
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

void TestSolver::timeLimit_data()
{
    QTest::addColumn<bool>("meldDone");
    QTest::addColumn<bool>("points");
    QTest::addColumn<bool>("stopFlag"); // cancelled by the stop flag instead of the clock
    QTest::newRow("tiles, 1 ms") << true << false << false;
    QTest::newRow("points, 1 ms") << true << true << false;
    QTest::newRow("initial meld, 1 ms") << false << false << false;
    QTest::newRow("stop flag set") << true << false << true;
}

void TestSolver::timeLimit()
{
    QFETCH(bool, meldDone);
    QFETCH(bool, points);
    QFETCH(bool, stopFlag);

    SolveRequest req = bigPosition();
    req.initialMeldDone = meldDone;
    req.objective = points ? Objective::Points : Objective::Tiles;
    std::atomic<bool> stop{true};
    if (stopFlag)
        req.stop = &stop;
    else
        req.timeLimitMs = 1;
    const SolveResult res = solve(req);
    const QString problem = checkAnswer(req, res);
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    if (res.optimal) {
        // It was proven best within the limit: the unlimited search agrees.
        SolveRequest full = req;
        full.timeLimitMs = 0;
        full.stop = nullptr;
        const SolveResult exact = solve(full);
        QCOMPARE(res.tilesPlaced, exact.tilesPlaced);
        QCOMPARE(res.pointsPlaced, exact.pointsPlaced);
    }
}

void TestSolver::simplePlay_data()
{
    QTest::addColumn<QString>("table");
    QTest::addColumn<QString>("rack");
    QTest::addColumn<bool>("meldDone");
    QTest::addColumn<int>("tilesPlaced");

    QTest::newRow("new set and an addition") << "R3 R4 R5"
                                             << "R6 K1 K2 K3 O13" << true << 4;
    QTest::newRow("additions at both ends and a group") << "R3 R4 R5 | K9 R9 B9"
                                                        << "R2 R6 O9 K1" << true << 3;
    QTest::newRow("no rearranging") << "R3 R4 R5 R6 R7 R8"
                                    << "R5" << true << 0;
    QTest::newRow("initial meld only") << "R3 R4 R5"
                                       << "R6 R10 R11 R12" << false << 3;
    QTest::newRow("initial meld too small") << "R3 R4 R5"
                                            << "R6 R7 R8" << false << 0;
}

void TestSolver::simplePlay()
{
    QFETCH(QString, table);
    QFETCH(QString, rack);
    QFETCH(bool, meldDone);
    QFETCH(int, tilesPlaced);
    SolveRequest req;
    req.table = trtest::table(table);
    req.rack = trtest::tiles(rack);
    req.initialMeldDone = meldDone;
    const SolveResult res = tilerummy::simplePlay(req);
    QVERIFY(!res.optimal);
    QCOMPARE(res.tilesPlaced, tilesPlaced);
    const QString problem = checkAnswer(req, res);
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    // The existing sets are only extended, never taken apart.
    QVERIFY(static_cast<int>(res.table.size()) >= static_cast<int>(req.table.size()));
}

void TestSolver::placementPoints()
{
    QCOMPARE(tilerummy::placementPoints(trtest::tiles(QStringLiteral("R1 J K13"))), 44);
    QCOMPARE(tilerummy::placementPoints(Tiles{}), 0);
}

QTEST_APPLESS_MAIN(TestSolver)
#include "test_solver.moc"
