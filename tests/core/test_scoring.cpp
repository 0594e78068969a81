// Round scores: losers score minus their rack (joker 30), the winner the sum;
// zero-sum; when the pool ran dry the lowest rack wins and ties share the pot
// (the remainder going by seat order).
#include "test_support.h"

#include "game.h"

#include <QtTest/QTest>

#include <numeric>

using namespace tilerummy;
using trtest::show;

Q_DECLARE_METATYPE(std::vector<int>)

class TestScoring : public QObject {
    Q_OBJECT

private slots:
    void rackValues_data();
    void rackValues();
    void roundScores_data();
    void roundScores();
};

void TestScoring::rackValues_data()
{
    QTest::addColumn<QString>("rack");
    QTest::addColumn<int>("value");

    QTest::newRow("empty") << QString() << 0;
    QTest::newRow("one tile") << QStringLiteral("R7") << 7;
    QTest::newRow("joker costs 30") << QStringLiteral("J") << 30;
    QTest::newRow("mixed") << QStringLiteral("R5 J K13") << 48;
    QTest::newRow("both jokers") << QStringLiteral("J J K1") << 61;
    QTest::newRow("pairs") << QStringLiteral("O13 O13 B1 B1") << 28;
}

void TestScoring::rackValues()
{
    QFETCH(QString, rack);
    QFETCH(int, value);
    trtest::IdMaker ids;
    QCOMPARE(rackValue(ids.ids(trtest::tiles(rack))), value);
}

void TestScoring::roundScores_data()
{
    QTest::addColumn<std::vector<int>>("racks");
    QTest::addColumn<int>("wentOut"); // -1: the pool ran dry
    QTest::addColumn<std::vector<int>>("scores");
    QTest::addColumn<int>("winner"); // -1: no single winner

    using V = std::vector<int>;
    // Someone went out: the losers pay their racks to the winner.
    QTest::newRow("went out, 3 players") << V{0, 10, 25} << 0 << V{35, -10, -25} << 0;
    QTest::newRow("went out, 4 players") << V{12, 0, 7, 30} << 1 << V{-12, 49, -7, -30} << 1;
    QTest::newRow("went out, 2 players") << V{0, 5} << 0 << V{5, -5} << 0;
    QTest::newRow("went out, last seat") << V{40, 61, 0} << 2 << V{-40, -61, 101} << 2;
    // Pool empty: the lowest rack wins the others' racks.
    QTest::newRow("pool empty, seat 0 lowest") << V{10, 20, 30} << -1 << V{50, -20, -30} << 0;
    QTest::newRow("pool empty, seat 1 lowest") << V{20, 10, 30} << -1 << V{-20, 50, -30} << 1;
    QTest::newRow("pool empty, 2 players") << V{44, 43} << -1 << V{-44, 44} << 1;
    // Ties for lowest share the pot; the remainder goes by seat order.
    QTest::newRow("tie of two, odd pot") << V{10, 10, 25} << -1 << V{13, 12, -25} << -1;
    QTest::newRow("tie of two, even pot") << V{30, 5, 40, 5} << -1 << V{-30, 35, -40, 35} << -1;
    QTest::newRow("tie of two, seats 0 and 2") << V{4, 9, 4, 9} << -1 << V{9, -9, 9, -9} << -1;
    QTest::newRow("tie of three, remainder 1") << V{3, 3, 3, 10} << -1 << V{4, 3, 3, -10} << -1;
    QTest::newRow("tie of three, remainder 2") << V{20, 6, 6, 6} << -1 << V{-20, 7, 7, 6} << -1;
    QTest::newRow("everyone tied") << V{7, 7, 7} << -1 << V{0, 0, 0} << -1;
}

void TestScoring::roundScores()
{
    QFETCH(std::vector<int>, racks);
    QFETCH(int, wentOut);
    QFETCH(std::vector<int>, scores);
    QFETCH(int, winner);

    std::optional<int> out;
    if (wentOut >= 0)
        out = wentOut;
    std::optional<int> who = 12345; // overwritten
    const std::vector<int> got = tilerummy::roundScores(racks, out, &who);
    QCOMPARE(show(got), show(scores));
    QCOMPARE(std::accumulate(got.begin(), got.end(), 0), 0); // zero-sum
    QCOMPARE(who.has_value(), winner >= 0);
    if (winner >= 0)
        QCOMPARE(*who, winner);
    // The winner argument is optional.
    QCOMPARE(show(tilerummy::roundScores(racks, out, nullptr)), show(scores));
}

QTEST_APPLESS_MAIN(TestScoring)
#include "test_scoring.moc"
