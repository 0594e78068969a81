// Glicko-2 (core/glicko2.h): the paper's worked example to its printed
// digits, and a game of several people rated as one period.
#include "glicko2.h"

#include <QtTest/QTest>

using namespace tilerummy;

class TestGlicko2 : public QObject {
    Q_OBJECT

private slots:
    void thePapersExample();
    void noGamesOnlyWidensTheDeviation();
    void twoEqualPlayersMoveByTheSameStep();
    void aDrawOfEqualsChangesNoRating();
    void fourPeopleAreOrderedByTheirPlaces();
    void anUnsurePlayerMovesMoreThanASureOne();
};

// Glickman, "Example of the Glicko-2 system" (2013): 1500/200/0.06 against
// 1400/30, 1550/100 and 1700/300, winning the first and losing the others,
// with tau 0.5: 1464.06 / 151.52 / 0.05999.
void TestGlicko2::thePapersExample()
{
    const Glicko2Rating player{1500, 200, 0.06};
    const std::vector<Glicko2Outcome> outcomes{
        {{1400, 30, 0.06}, 1.0},
        {{1550, 100, 0.06}, 0.0},
        {{1700, 300, 0.06}, 0.0},
    };
    const Glicko2Rating after = glicko2Updated(player, outcomes, 0.5);
    QVERIFY2(std::abs(after.rating - 1464.06) < 0.01, qPrintable(QString::number(after.rating, 'f', 4)));
    QVERIFY2(std::abs(after.deviation - 151.52) < 0.01, qPrintable(QString::number(after.deviation, 'f', 4)));
    QVERIFY2(std::abs(after.volatility - 0.05999) < 0.00001, qPrintable(QString::number(after.volatility, 'f', 6)));
}

void TestGlicko2::noGamesOnlyWidensTheDeviation()
{
    const Glicko2Rating player{1600, 100, 0.06};
    const Glicko2Rating after = glicko2Updated(player, {});
    QCOMPARE(after.rating, 1600.0);
    QCOMPARE(after.volatility, 0.06);
    QVERIFY(after.deviation > 100.0 && after.deviation < 101.0);
    // Never beyond a new player's.
    QCOMPARE(glicko2Updated(Glicko2Rating{}, {}).deviation, Glicko2Rating::kStartDeviation);
}

void TestGlicko2::twoEqualPlayersMoveByTheSameStep()
{
    const std::vector<Glicko2Rating> after = glicko2RatedGame({Glicko2Rating{}, Glicko2Rating{}}, {1, 0});
    QCOMPARE(after.size(), std::size_t(2));
    QVERIFY(after[1].rating > 1500.0);
    QVERIFY(after[0].rating < 1500.0);
    QVERIFY(std::abs((after[1].rating - 1500.0) - (1500.0 - after[0].rating)) < 1e-9);
    QVERIFY(after[0].deviation < Glicko2Rating::kStartDeviation); // something is known now
    QVERIFY(std::abs(after[0].deviation - after[1].deviation) < 1e-9);
}

void TestGlicko2::aDrawOfEqualsChangesNoRating()
{
    const Glicko2Rating a{1700, 80, 0.06};
    const std::vector<Glicko2Rating> after = glicko2RatedGame({a, a}, {0, 0});
    QVERIFY(std::abs(after[0].rating - 1700.0) < 1e-9);
    QVERIFY(std::abs(after[1].rating - 1700.0) < 1e-9);
}

void TestGlicko2::fourPeopleAreOrderedByTheirPlaces()
{
    // Four new players: the winner gains most, the last loses most, the two
    // between them tie for second and move alike.
    const std::vector<Glicko2Rating> before(4);
    const std::vector<Glicko2Rating> after = glicko2RatedGame(before, {3, 0, 1, 1});
    QVERIFY(after[1].rating > after[2].rating);
    QVERIFY(std::abs(after[2].rating - 1500.0) < 1e-6); // a win, a loss, a draw: as expected
    QVERIFY(std::abs(after[2].rating - after[3].rating) < 1e-9);
    QVERIFY(after[3].rating > after[0].rating);
    QVERIFY(after[0].rating < 1500.0);
    QVERIFY(after[1].rating > 1500.0);
    // What the winner gains the last loses (equal players, mirrored places).
    QVERIFY(std::abs((after[1].rating - 1500.0) - (1500.0 - after[0].rating)) < 1e-6);
}

void TestGlicko2::anUnsurePlayerMovesMoreThanASureOne()
{
    const Glicko2Rating unsure{1500, 300, 0.06};
    const Glicko2Rating sure{1500, 50, 0.06};
    const Glicko2Rating opponent{1500, 50, 0.06};
    const double unsureGain = glicko2Updated(unsure, {{opponent, 1.0}}).rating - 1500.0;
    const double sureGain = glicko2Updated(sure, {{opponent, 1.0}}).rating - 1500.0;
    QVERIFY(unsureGain > 4 * sureGain);
    QVERIFY(sureGain > 0.0);
}

QTEST_APPLESS_MAIN(TestGlicko2)
#include "test_glicko2.moc"
