// The move solver: the shared examples, hand-made positions with known
// answers, the points objective, the initial meld mode, and time limits. A
// few hundred random positions against a brute force are in
// test_solver_brute_force.
#include "solver_answers.h"
#include "test_support.h"

#include "solver.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest/QTest>

using namespace tilerummy;
using trtest::show;

namespace {

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
