// The one classification of an invalid set (classifySetFault): every kind,
// told apart by the tiles and by where they came from (the rack this turn, one
// set of the table, several), with the jokers counted; valid sets have none.
#include "test_support.h"

#include "meld.h"
#include "set_fault.h"

#include <QtTest/QTest>

#include <set>

using namespace tilerummy;
using trtest::show;

namespace {

struct Case {
    const char* name;
    const char* set;
    const char* played; // the rack tiles played this turn
    const char* before; // the table at the start of the turn
    SetFaultKind kind;
    int jokers;
};

const Case kCases[] = {
    {"valid run", "R5 R6 R7", "R7", "R5 R6 R8", SetFaultKind::None, 0},
    {"valid group with a joker", "K7 J B7", "J", "", SetFaultKind::None, 0},
    {"empty", "", "R1", "R2 R3 R4", SetFaultKind::EmptySet, 0},
    {"a freed joker alone", "J", "R8", "R7 J R9", SetFaultKind::FreedJokerAlone, 1},
    {"a freed joker with a table tile", "J K5", "R8", "R7 J R9 | K5 K6 K7 K8", SetFaultKind::FreedJokerTooFew, 1},
    {"two freed jokers", "J J", "R8 B2", "R7 J R9 | B1 J B3", SetFaultKind::FreedJokerTooFew, 2},
    {"a table tile alone", "R7", "K13", "R4 R5 R6 R7", SetFaultKind::TakenTileAlone, 0},
    {"a rack tile alone", "K13", "K13", "R4 R5 R6 R7", SetFaultKind::TileAlone, 0},
    {"a rack joker alone", "J", "J", "R4 R5 R6 R7", SetFaultKind::TileAlone, 1},
    {"what is left of a run", "O6 O7", "K5 B5", "O5 O6 O7", SetFaultKind::SetLeftWithTwo, 0},
    {"what is left of a group", "K9 R9", "B10 B11", "K9 R9 B9", SetFaultKind::SetLeftWithTwo, 0},
    {"table tiles of two sets", "B10 K7", "R1", "B8 B9 B10 | K7 R7 B7 O7", SetFaultKind::TakenTilesTooFew, 0},
    {"two rack tiles", "K1 K2", "K1 K2", "R3 R4 R5", SetFaultKind::SetOfTwo, 0},
    {"a rack tile and a table tile", "R7 K5", "R7", "K5 K6 K7 K8", SetFaultKind::SetOfTwo, 0},
    {"three jokers", "R5 J J J", "R5 J J J", "", SetFaultKind::TooManyJokers, 3},
    {"the same tile twice", "R5 R5 J", "R5 R5 J", "", SetFaultKind::SameTileTwice, 1},
    {"five in a group", "K7 R7 B7 O7 J", "J", "K7 R7 B7 O7", SetFaultKind::GroupTooBig, 1},
    {"a group with a colour twice", "K7 B7 K7", "K7", "K7 R7 B7", SetFaultKind::GroupSameColour, 0},
    {"a run with a number twice", "K4 K5 K6 K7 K7", "K7", "K4 K5 K6 K7", SetFaultKind::RunRepeatsNumber, 0},
    {"a run of fourteen", "R1 R2 R3 R4 R5 R6 R7 R8 R9 R10 R11 R12 R13 J", "J",
     "R1 R2 R3 R4 R5 R6 R7 R8 R9 R10 R11 R12 R13", SetFaultKind::RunTooLong, 1},
    {"a run from 13 to 1", "R12 R13 R1", "R1", "R11 R12 R13", SetFaultKind::RunWraps, 0},
    {"a run with a gap", "R5 R7 R8", "R5", "R6 R7 R8", SetFaultKind::RunGap, 0},
    {"a gap one joker cannot fill", "R3 J R7", "R7", "R3 J R5", SetFaultKind::RunGapJokers, 1},
    {"gaps two jokers cannot fill", "R1 J J R9", "R9", "R1 J J", SetFaultKind::RunGapJokers, 2},
    {"colours and numbers mixed", "K7 O7 R8", "R8", "K7 R7 O7 B7", SetFaultKind::NeitherRunNorGroup, 0},
};

} // namespace

class TestSetFault : public QObject {
    Q_OBJECT

private slots:
    void classify_data();
    void classify();
    void everyKindIsReached();
    void everyKindHasAName();
};

void TestSetFault::classify_data()
{
    QTest::addColumn<int>("index");
    for (int i = 0; i < static_cast<int>(std::size(kCases)); ++i)
        QTest::newRow(kCases[i].name) << i;
}

void TestSetFault::classify()
{
    QFETCH(int, index);
    const Case& c = kCases[index];
    const Tiles set = trtest::tiles(QString::fromLatin1(c.set));
    const TileCounts played(trtest::tiles(QString::fromLatin1(c.played)));
    const Table before = trtest::table(QString::fromLatin1(c.before));
    const SetFault fault = classifySetFault(set, played, before);
    QCOMPARE(QString::fromLatin1(setFaultName(fault.kind).data()), QString::fromLatin1(setFaultName(c.kind).data()));
    QCOMPARE(fault.valid(), analyseSet(set).valid() && !set.empty());
    if (fault.valid()) {
        QVERIFY(fault.tiles.empty());
        QCOMPARE(fault.jokers, 0);
    } else {
        QCOMPARE(show(fault.tiles), QString::fromLatin1(c.set)); // the set as it lies
        QCOMPARE(fault.jokers, c.jokers);
    }
}

void TestSetFault::everyKindIsReached()
{
    std::set<SetFaultKind> reached;
    for (const Case& c : kCases)
        reached.insert(c.kind);
    for (int k = 0; k <= static_cast<int>(kLastSetFaultKind); ++k)
        QVERIFY2(reached.count(static_cast<SetFaultKind>(k)) == 1, setFaultName(static_cast<SetFaultKind>(k)).data());
}

void TestSetFault::everyKindHasAName()
{
    std::set<std::string_view> names;
    for (int k = 0; k <= static_cast<int>(kLastSetFaultKind); ++k) {
        const std::string_view name = setFaultName(static_cast<SetFaultKind>(k));
        QVERIFY(!name.empty());
        QVERIFY2(names.insert(name).second, name.data());
    }
}

QTEST_APPLESS_MAIN(TestSetFault)
#include "test_set_fault.moc"
