// Sets on the table (official modern Sabra / Pressman 1998 rules): runs and
// groups, jokers, order independence, canonical order and meld value, and
// every line of the shared examples/sets.txt.
#include "test_support.h"

#include "meld.h"
#include "random.h"

#include <QtTest/QTest>

#include <algorithm>

using namespace tilerummy;
using trtest::show;
using trtest::tiles;

namespace {
enum Kind { Invalid = 0, Run = 1, Group = 2 };

QString kindName(SetKind kind)
{
    switch (kind) {
    case SetKind::Invalid:
        return QStringLiteral("invalid");
    case SetKind::Run:
        return QStringLiteral("run");
    case SetKind::Group:
        return QStringLiteral("group");
    }
    return QString();
}

QString kindName(int kind)
{
    return kindName(static_cast<SetKind>(kind));
}

// Kind enum values in meld.h and here must agree.
static_assert(static_cast<int>(SetKind::Invalid) == Invalid && static_cast<int>(SetKind::Run) == Run &&
              static_cast<int>(SetKind::Group) == Group);
} // namespace

class TestSets : public QObject {
    Q_OBJECT

private slots:
    void analyse_data();
    void analyse();
    void everyOrder_data();
    void everyOrder();
    void reasons_data();
    void reasons();
    void readings_data();
    void readings();
    void canonicalTableKeepsInvalidSets();
    void whatCanStillBecomeASet();
    void examples_data();
    void examples();
};

void TestSets::analyse_data()
{
    QTest::addColumn<QString>("set");
    QTest::addColumn<int>("kind");
    QTest::addColumn<QString>("canonical"); // for a valid set
    QTest::addColumn<int>("meldValue");     // jokers as the highest tiles they can stand for

    auto valid = [](const char* name, const char* set, Kind kind, const char* canonical, int value) {
        QTest::newRow(name) << QString::fromLatin1(set) << int(kind) << QString::fromLatin1(canonical) << value;
    };
    auto invalid = [](const char* name, const char* set) {
        QTest::newRow(name) << QString::fromLatin1(set) << int(Invalid) << QString() << 0;
    };

    // Runs: 3..13 tiles of one colour, consecutive values, shown ascending.
    valid("run of 3", "R4 R5 R6", Run, "R4 R5 R6", 15);
    valid("run of 3 unordered", "R6 R4 R5", Run, "R4 R5 R6", 15);
    valid("run from 1", "K1 K2 K3", Run, "K1 K2 K3", 6);
    valid("run to 13", "K11 K12 K13", Run, "K11 K12 K13", 36);
    valid("run of 4 descending", "B13 B12 B11 B10", Run, "B10 B11 B12 B13", 46);
    valid("run of 13 shuffled", "O13 O1 O12 O2 O11 O3 O10 O4 O9 O5 O8 O6 O7", Run,
          "O1 O2 O3 O4 O5 O6 O7 O8 O9 O10 O11 O12 O13", 91);
    // Jokers stand where they must, and otherwise take the highest place they can.
    valid("joker in a gap", "R7 J R9", Run, "R7 J R9", 24);
    valid("joker in a gap unordered", "R9 R7 J", Run, "R7 J R9", 24);
    valid("joker after R5 R6", "R5 R6 J", Run, "R5 R6 J", 18);
    valid("joker before R5 R6 in the list", "J R5 R6", Run, "R5 R6 J", 18);
    valid("joker below R12 R13", "R12 R13 J", Run, "J R12 R13", 36);
    valid("joker as O10", "J O11 O12 O13", Run, "J O11 O12 O13", 46);
    valid("two jokers below O12 O13", "O12 J O13 J", Run, "J J O12 O13", 46);
    valid("two jokers below R12 R13", "R12 R13 J J", Run, "J J R12 R13", 46);
    valid("two jokers with R5", "J J R5", Run, "R5 J J", 18);
    valid("two jokers with R1", "R1 J J", Run, "R1 J J", 6);
    valid("two jokers around R12", "J R12 J", Run, "J R12 J", 36);
    valid("two jokers with B7", "J J B7", Run, "B7 J J", 24);
    valid("joker above B2 B3", "J B2 B3", Run, "B2 B3 J", 9);
    valid("two jokers in two gaps", "B1 J B3 J B5", Run, "B1 J B3 J B5", 15);
    valid("two jokers in one gap", "R5 R8 J J", Run, "R5 J J R8", 26);
    valid("13 tiles, joker as K13", "K1 K2 K3 K4 K5 K6 K7 K8 K9 K10 K11 K12 J", Run,
          "K1 K2 K3 K4 K5 K6 K7 K8 K9 K10 K11 K12 J", 91);
    valid("13 tiles, joker as K1", "K13 K12 K11 K10 K9 K8 K7 K6 K5 K4 K3 K2 J", Run,
          "J K2 K3 K4 K5 K6 K7 K8 K9 K10 K11 K12 K13", 91);
    valid("13 tiles, joker as B2", "B1 J B3 B4 B5 B6 B7 B8 B9 B10 B11 B12 B13", Run,
          "B1 J B3 B4 B5 B6 B7 B8 B9 B10 B11 B12 B13", 91);
    // One tile and two jokers can be read as a run or as a group; the value is
    // the higher reading (K13 J J: three 13s = 39, more than K11 K12 K13).
    valid("two jokers with K13", "K13 J J", Group, "K13 J J", 39);

    // Groups: 3 or 4 tiles of one value, all colours different; shown K R B O, jokers last.
    valid("group of 4", "K2 B2 O2 R2", Group, "K2 R2 B2 O2", 8);
    valid("group of 3", "O9 K9 R9", Group, "K9 R9 O9", 27);
    valid("group of 1s", "B1 O1 R1", Group, "R1 B1 O1", 3);
    valid("group with a joker", "K10 R10 J", Group, "K10 R10 J", 30);
    valid("group with a joker first", "J R10 K10", Group, "K10 R10 J", 30);
    valid("group of 4 with a joker", "J B7 O7 K7", Group, "K7 B7 O7 J", 28);
    valid("group of 4 with two jokers", "R5 J K5 J", Group, "K5 R5 J J", 20);
    valid("group of 13s with a joker", "O13 J K13", Group, "K13 O13 J", 39);

    // Runs do not wrap: 1 never follows 13.
    invalid("R12 R13 R1", "R12 R13 R1");
    invalid("R13 J R1", "R13 J R1");
    invalid("J R13 R1", "J R13 R1");
    invalid("R13 R1 R2", "R13 R1 R2");
    invalid("R11 R12 R13 R1", "R11 R12 R13 R1");
    invalid("R12 R13 J J R1", "R12 R13 J J R1");
    // Too few, too many.
    invalid("empty", "");
    invalid("one tile", "R1");
    invalid("two tiles", "R1 R2");
    invalid("two tiles with a joker", "R5 J");
    invalid("two jokers", "J J");
    invalid("three jokers", "J J J");
    invalid("three jokers and a tile", "J J J R5");
    invalid("14-tile run with a joker", "B1 B2 B3 B4 B5 B6 B7 B8 B9 B10 B11 B12 B13 J");
    invalid("14-tile run with a repeat", "B1 B2 B3 B4 B5 B6 B7 B8 B9 B10 B11 B12 B13 B1");
    invalid("group of 5 with a joker", "K5 R5 B5 O5 J");
    invalid("group of 4 plus two jokers", "K5 R5 B5 J J");
    // Duplicates.
    invalid("run with a repeat", "R5 R5 R6");
    invalid("run of 4 with a repeat", "R5 R6 R6 R7");
    invalid("group with a repeat", "K3 K3 B3");
    invalid("group of 4 with a repeat", "K3 R3 B3 K3");
    invalid("group of 5 with a repeat", "K5 R5 B5 O5 K5");
    invalid("repeat and a joker", "R5 R5 J");
    // Mixed and gapped.
    invalid("run with another colour", "R5 R6 K7");
    invalid("group with another value", "R5 K5 K6");
    invalid("staircase", "R5 K6 B7");
    invalid("group plus a run tile", "K5 R5 B5 O5 R6");
    invalid("joker between colours", "K7 J O8");
    invalid("gap of two, one joker", "R5 R8 J");
    invalid("gap of three, two jokers", "R3 R7 J J");
    invalid("gaps without jokers", "R1 R3 R5");
    invalid("run and group mixed", "B2 J B3 R2");
}

void TestSets::analyse()
{
    QFETCH(QString, set);
    QFETCH(int, kind);
    QFETCH(QString, canonical);
    QFETCH(int, meldValue);

    const Tiles input = tiles(set);
    const SetAnalysis a = analyseSet(input);
    QCOMPARE(kindName(a.kind), kindName(kind));
    QCOMPARE(a.valid(), kind != Invalid);
    QCOMPARE(isValidSet(input), kind != Invalid);
    if (kind == Invalid) {
        QVERIFY2(!a.reason.empty(), "an invalid set says why");
        QCOMPARE(a.meldValue, 0);
        QCOMPARE(show(a.canonical), show(input)); // invalid sets keep their order
        return;
    }
    QVERIFY2(a.reason.empty(), a.reason.c_str());
    QCOMPARE(show(a.canonical), canonical);
    QCOMPARE(a.meldValue, meldValue);
    if (kind == Run)
        QVERIFY(a.canBeRun);
    if (kind == Group)
        QVERIFY(a.canBeGroup); // where it could also be a run, the group reading is worth more
    // The canonical order holds the same tiles and is its own canonical order.
    QVERIFY(TileCounts(a.canonical) == TileCounts(input));
    const SetAnalysis again = analyseSet(a.canonical);
    QCOMPARE(show(again.canonical), canonical);
    QCOMPARE(again.meldValue, meldValue);
}

void TestSets::everyOrder_data()
{
    analyse_data();
}

void TestSets::everyOrder()
{
    // Validity, kind, canonical order and value do not depend on the order of the tiles.
    QFETCH(QString, set);
    QFETCH(int, kind);
    QFETCH(QString, canonical);
    QFETCH(int, meldValue);

    auto same = [&](const Tiles& order) {
        const SetAnalysis a = analyseSet(order);
        if (static_cast<int>(a.kind) != kind)
            return QStringLiteral("%1 is %2").arg(show(order), kindName(a.kind));
        if (kind != Invalid && show(a.canonical) != canonical)
            return QStringLiteral("%1 shows as %2").arg(show(order), show(a.canonical));
        if (kind != Invalid && a.meldValue != meldValue)
            return QStringLiteral("%1 is worth %2").arg(show(order)).arg(a.meldValue);
        return QString();
    };
    Tiles perm = tiles(set);
    if (perm.size() <= 7) {
        // Every order.
        std::sort(perm.begin(), perm.end());
        do {
            const QString problem = same(perm);
            QVERIFY2(problem.isEmpty(), qPrintable(problem));
        } while (std::next_permutation(perm.begin(), perm.end()));
    } else {
        // Too many orders for all: the reverse and a few hundred seeded shuffles.
        std::reverse(perm.begin(), perm.end());
        QVERIFY2(same(perm).isEmpty(), qPrintable(same(perm)));
        Random rng(perm.size());
        for (int i = 0; i < 300; ++i) {
            rng.shuffle(perm);
            const QString problem = same(perm);
            QVERIFY2(problem.isEmpty(), qPrintable(problem));
        }
    }
}

void TestSets::reasons_data()
{
    QTest::addColumn<QString>("set");
    QTest::addColumn<QString>("says");

    QTest::newRow("wrap") << QStringLiteral("R12 R13 R1") << QStringLiteral("never follows 13");
    QTest::newRow("wrap with joker") << QStringLiteral("R13 J R1") << QStringLiteral("never follows 13");
    QTest::newRow("too few") << QStringLiteral("R1 R2") << QStringLiteral("at least 3");
    QTest::newRow("14-tile run") << QStringLiteral("B1 B2 B3 B4 B5 B6 B7 B8 B9 B10 B11 B12 B13 J")
                                 << QStringLiteral("at most 13");
    QTest::newRow("group colour twice") << QStringLiteral("K3 K3 B3") << QStringLiteral("K3");
    QTest::newRow("run value twice") << QStringLiteral("R5 R5 R6") << QStringLiteral("R5");
    QTest::newRow("group of 5") << QStringLiteral("K5 R5 B5 O5 J") << QStringLiteral("at most 4");
    QTest::newRow("three jokers") << QStringLiteral("J J J") << QStringLiteral("2 jokers");
}

void TestSets::reasons()
{
    QFETCH(QString, set);
    QFETCH(QString, says);
    const SetAnalysis a = analyseSet(tiles(set));
    QVERIFY(!a.valid());
    QVERIFY2(QString::fromStdString(a.reason).contains(says), a.reason.c_str());
}

void TestSets::readings_data()
{
    // Which readings a set allows (a run, a group, or both).
    QTest::addColumn<QString>("set");
    QTest::addColumn<bool>("run");
    QTest::addColumn<bool>("group");

    QTest::newRow("run") << QStringLiteral("R4 R5 R6") << true << false;
    QTest::newRow("group") << QStringLiteral("K4 R4 B4") << false << true;
    QTest::newRow("R5 J J") << QStringLiteral("R5 J J") << true << true;
    QTest::newRow("K13 J J") << QStringLiteral("K13 J J") << true << true;
    QTest::newRow("R5 R6 J") << QStringLiteral("R5 R6 J") << true << false;
    QTest::newRow("K5 R5 J") << QStringLiteral("K5 R5 J") << false << true;
    QTest::newRow("R5 R5 J") << QStringLiteral("R5 R5 J") << false << false;
}

void TestSets::readings()
{
    QFETCH(QString, set);
    QFETCH(bool, run);
    QFETCH(bool, group);
    const SetAnalysis a = analyseSet(tiles(set));
    QCOMPARE(a.canBeRun, run);
    QCOMPARE(a.canBeGroup, group);
}

// Where a tile dropped between two sets goes: the set it can still make.
void TestSets::whatCanStillBecomeASet()
{
    QVERIFY(!canBecomeSet({}));
    QVERIFY(canBecomeSet(tiles("K13")));
    QVERIFY(canBecomeSet(tiles("J")));
    QVERIFY(canBecomeSet(tiles("R13 K13"))); // a group's start
    QVERIFY(canBecomeSet(tiles("B12 B13"))); // a run's start
    QVERIFY(canBecomeSet(tiles("R3 R9")));   // R4 to R8 can come
    QVERIFY(canBecomeSet(tiles("J K4")));
    QVERIFY(!canBecomeSet(tiles("R13 R13"))); // one face twice
    QVERIFY(!canBecomeSet(tiles("R13 K12"))); // colours and numbers both mixed
    QVERIFY(canBecomeSet(tiles("R13 B13 O13 K13")));
    QVERIFY(!canBecomeSet(tiles("K13 R3 R4 R5 R6 R7")));
    QVERIFY(canBecomeSet(tiles("B8 B9 B10 B11 B12 B13")));
    QVERIFY(!canBecomeSet(tiles("K9 J K11 B12 B13")));
}

void TestSets::canonicalTableKeepsInvalidSets()
{
    const Table t = trtest::table(QStringLiteral("R6 J R4 | R9 R7 K1 | O2 K2 R2"));
    QCOMPARE(show(canonicalTable(t)), QStringLiteral("R4 J R6 | R9 R7 K1 | K2 R2 O2"));
    QVERIFY(canonicalTable(Table{}).empty());
}

void TestSets::examples_data()
{
    QTest::addColumn<QString>("set");
    QTest::addColumn<bool>("valid");
    QTest::addColumn<QString>("error"); // a problem reading the example file

    QStringList lines;
    QString error;
    if (!trtest::readExampleLines("sets.txt", &lines, &error)) {
        QTest::newRow("sets.txt") << QString() << false << error;
        return;
    }
    int n = 0;
    for (const QString& line : lines) {
        ++n;
        const int space = line.indexOf(QLatin1Char(' '));
        const QString expected = space < 0 ? line : line.left(space);
        const QString set = space < 0 ? QString() : line.mid(space + 1).trimmed();
        QString bad;
        if (expected != QLatin1String("valid") && expected != QLatin1String("invalid"))
            bad = QStringLiteral("sets.txt line '%1': expected 'valid' or 'invalid' first").arg(line);
        QTest::newRow(qPrintable(QStringLiteral("%1: %2").arg(n).arg(line)))
            << set << (expected == QLatin1String("valid")) << bad;
    }
}

void TestSets::examples()
{
    QFETCH(QString, set);
    QFETCH(bool, valid);
    QFETCH(QString, error);
    if (!error.isEmpty())
        QFAIL(qPrintable(error));
    const SetAnalysis a = analyseSet(tiles(set));
    QVERIFY2(a.valid() == valid, a.reason.c_str());
}

QTEST_APPLESS_MAIN(TestSets)
#include "test_sets.moc"
