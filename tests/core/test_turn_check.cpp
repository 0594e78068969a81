// The turn check: conservation, nothing back to the rack, at least one tile
// played, every set valid, and the initial meld; every table manipulation of
// the official rules, legal and broken; every line of examples/turns.jsonl.
#include "test_support.h"

#include "rules.h"
#include "turn_check.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest/QTest>

using namespace tilerummy;
using trtest::show;

namespace {

constexpr int kAnyPoints = -1;

TurnInput turn(bool meldDone, const QString& beforeTable, const QString& beforeRack, const QString& afterTable,
               const QString& afterRack)
{
    TurnInput in;
    in.initialMeldDone = meldDone;
    in.before = {trtest::table(beforeTable), trtest::tiles(beforeRack)};
    in.after = {trtest::table(afterTable), trtest::tiles(afterRack)};
    return in;
}

bool tilesFromJson(const QJsonValue& value, Tiles* out)
{
    if (!value.isArray())
        return false;
    for (const QJsonValue& v : value.toArray()) {
        const auto t = Tile::parse(v.toString().toStdString());
        if (!v.isString() || !t)
            return false;
        out->push_back(*t);
    }
    return true;
}

bool positionFromJson(const QJsonValue& value, Position* out)
{
    const QJsonObject o = value.toObject();
    if (!o.value(QLatin1String("table")).isArray())
        return false;
    for (const QJsonValue& set : o.value(QLatin1String("table")).toArray()) {
        Tiles tiles;
        if (!tilesFromJson(set, &tiles))
            return false;
        out->table.push_back(tiles);
    }
    return tilesFromJson(o.value(QLatin1String("rack")), &out->rack);
}

QString name(std::string_view name)
{
    return QString::fromLatin1(name.data(), static_cast<qsizetype>(name.size()));
}

// A fault and the facts its words need, in one line: "tile-back-to-rack B4",
// "invalid-set 2: set-of-two K1 K2", "meld-too-low 24 of 30, 1 new sets".
QString facts(const TurnFault& f)
{
    QString out = name(turnFaultName(f.kind));
    switch (f.kind) {
    case TurnFault::Kind::TileFromNowhere:
    case TurnFault::Kind::TileVanished:
    case TurnFault::Kind::TileBackToRack:
        out += QLatin1Char(' ') + QString::fromStdString(f.tile.notation());
        break;
    case TurnFault::Kind::InvalidSet:
        out += QStringLiteral(" %1: %2 %3").arg(f.set).arg(name(setFaultName(f.setFault.kind)), show(f.setFault.tiles));
        break;
    case TurnFault::Kind::MeldTouchesTable:
        out += QStringLiteral(" %1").arg(f.set);
        break;
    case TurnFault::Kind::MeldTooLow:
        out += QStringLiteral(" %1 of %2, %3 new sets").arg(f.points).arg(f.needed).arg(f.newSets);
        break;
    default:
        break;
    }
    return out;
}

} // namespace

class TestTurnCheck : public QObject {
    Q_OBJECT

private slots:
    void check_data();
    void check();
    void sabra1985Rules();
    void faults_data();
    void faults();
    void possible_data();
    void possible();
    void examples_data();
    void examples();
};

void TestTurnCheck::check_data()
{
    QTest::addColumn<bool>("meldDone");
    QTest::addColumn<bool>("sabra1985"); // initial meld 50 instead of 30
    QTest::addColumn<QString>("beforeTable");
    QTest::addColumn<QString>("beforeRack");
    QTest::addColumn<QString>("afterTable");
    QTest::addColumn<QString>("afterRack");
    QTest::addColumn<bool>("legal");
    QTest::addColumn<int>("meldPoints"); // kAnyPoints: not checked
    QTest::addColumn<QString>("says");   // a word the reason must contain (optional)

    auto row = [](const char* name, bool meldDone, const char* bt, const char* br, const char* at, const char* ar,
                  bool legal, int points, const char* says = "") {
        QTest::newRow(name) << meldDone << false << QString::fromLatin1(bt) << QString::fromLatin1(br)
                            << QString::fromLatin1(at) << QString::fromLatin1(ar) << legal << points
                            << QString::fromLatin1(says);
    };
    constexpr bool done = true;
    constexpr bool notYet = false;
    constexpr bool legal = true;
    constexpr bool illegal = false;

    // Adding tiles from the rack.
    row("add to a run", done, "R3 R4 R5", "R6 K1", "R3 R4 R5 R6", "K1", legal, 6);
    row("add to both ends of a run", done, "R3 R4 R5", "R2 R6", "R2 R3 R4 R5 R6", "", legal, 8);
    row("add to a run, any order", done, "R3 R4 R5", "R6", "R6 R4 R3 R5", "", legal, 6);
    row("add a fourth colour to a group", done, "K7 R7 B7", "O7", "K7 R7 B7 O7", "", legal, 7);
    row("add a joker to a run", done, "R3 R4 R5", "J", "R3 R4 R5 J", "", legal, 6);
    row("add a joker to a group", done, "K7 R7 B7", "J", "K7 R7 B7 J", "", legal, 7);
    row("a joker pair with K13 counts as 13s", done, "", "K13 J J", "K13 J J", "", legal, 39);
    row("new set from the rack", done, "R3 R4 R5", "K1 K2 K3 O9", "R3 R4 R5 | K1 K2 K3", "O9", legal, 6);
    row("broken: add a repeated colour to a group", done, "K7 R7 B7", "R7", "K7 R7 B7 R7", "", illegal, kAnyPoints,
        "colour");
    row("broken: add leaving a gap", done, "R3 R4 R5", "R7", "R3 R4 R5 R7", "", illegal, kAnyPoints);
    row("broken: a new set of two", done, "R3 R4 R5", "K1 K2", "R3 R4 R5 | K1 K2", "", illegal, kAnyPoints,
        "at least 3");

    // Shifting a run: add at one end to free the tile at the other.
    row("shift a run", done, "R3 R4 R5", "R2 K5 B5", "R2 R3 R4 | K5 R5 B5", "", legal, 12);
    row("move the end of a run of four", done, "B8 B9 B10 B11", "K11 R11", "B8 B9 B10 | K11 R11 B11", "", legal, 22);
    row("broken: shift without adding leaves two", done, "R3 R4 R5", "K5 B5", "R3 R4 | K5 R5 B5", "", illegal,
        kAnyPoints, "at least 3");

    // Splitting a run to insert a tile.
    row("split a run", done, "R3 R4 R5 R6 R7 R8", "R5", "R3 R4 R5 | R5 R6 R7 R8", "", legal, 5);
    row("broken: split leaving two", done, "R3 R4 R5 R6 R7 R8", "R5", "R3 R4 | R5 R5 R6 R7 R8", "", illegal,
        kAnyPoints);
    row("broken: insert without splitting", done, "R3 R4 R5 R6 R7 R8", "R5", "R3 R4 R5 R5 R6 R7 R8", "", illegal,
        kAnyPoints);
    row("broken: split without playing", done, "R3 R4 R5 R6 R7 R8", "K1", "R3 R4 R5 | R6 R7 R8", "K1", illegal,
        kAnyPoints, "no tile");

    // Substituting in a group of three: the fourth colour in, one tile out for a run.
    row("substitute in a group", done, "K9 R9 B9", "O9 B10 B11", "K9 R9 O9 | B9 B10 B11", "", legal, 30);
    row("broken: take from a group of three", done, "K9 R9 B9", "B10 B11", "K9 R9 | B9 B10 B11", "", illegal,
        kAnyPoints);
    row("broken: substitute a repeated colour", done, "K9 R9 B9", "R9 B10 B11", "K9 R9 R9 | B9 B10 B11", "", illegal,
        kAnyPoints);

    // Taking the fourth tile of a set for another set.
    row("take the fourth tile of a group", done, "K6 R6 B6 O6", "O7 O8", "K6 R6 B6 | O6 O7 O8", "", legal, 15);
    row("take the fourth tile of a run", done, "K4 K5 K6 K7", "R4 B4", "K5 K6 K7 | K4 R4 B4", "", legal, 8);
    row("broken: take from a group of three", done, "K6 R6 B6", "B7 B8", "K6 R6 | B6 B7 B8", "", illegal, kAnyPoints);

    // Retrieving a joker: replace it with the tile it stands for, play it again at once.
    row("retrieve a joker from a run", done, "R7 J R9", "R8 K2 B2", "R7 R8 R9 | K2 B2 J", "", legal, 12);
    row("retrieve a joker from a group", done, "K5 R5 J", "B5 O1 O2", "K5 R5 B5 | O1 O2 J", "", legal, 8);
    row("retrieve a joker, add it to a set", done, "R7 J R9 | K3 R3 B3", "R8", "R7 R8 R9 | K3 R3 B3 J", "", legal, 8);
    row("broken: retrieved joker kept", done, "R7 J R9", "R8 K2", "R7 R8 R9", "K2 J", illegal, kAnyPoints, "joker");
    row("broken: joker replaced by a wrong tile", done, "R7 J R9", "K8 K2 B2", "R7 K8 R9 | K2 B2 J", "", illegal,
        kAnyPoints);
    row("broken: joker retrieved before the initial meld", notYet, "R7 J R9", "R8 K10 R10 B10",
        "R7 R8 R9 | K10 R10 B10 J", "", illegal, kAnyPoints);

    // A joker may stand for a tile whose two copies are both elsewhere.
    row("joker as a tile whose copies are elsewhere", done, "R4 R5 R6 | K6 R6 B6", "R5 J R7",
        "R4 R5 R6 | K6 R6 B6 | R5 J R7", "", legal, 18);

    // Combined split: a run's end and a group's fourth tile with a rack tile.
    row("combined split", done, "R3 R4 R5 R6 | K7 R7 B7 O7", "R8", "R3 R4 R5 | K7 B7 O7 | R6 R7 R8", "", legal, 8);
    row("broken: combined split leaves a group of two", done, "R3 R4 R5 R6 | K7 R7 B7", "R8",
        "R3 R4 R5 | K7 B7 | R6 R7 R8", "", illegal, kAnyPoints);

    // Multiple split: two runs split, the freed tiles grouped with a rack tile.
    row("multiple split", done, "R4 R5 R6 R7 R8 R9 R10 | K4 K5 K6 K7 K8 K9 K10", "B7",
        "R4 R5 R6 | R8 R9 R10 | K4 K5 K6 | K8 K9 K10 | K7 R7 B7", "", legal, 7);
    row("broken: multiple split leaves two", done, "R4 R5 R6 R7 R8 R9 R10 | K4 K5 K6 K7 K8 K9", "B7",
        "R4 R5 R6 | R8 R9 R10 | K4 K5 K6 | K8 K9 | K7 R7 B7", "", illegal, kAnyPoints);

    // Nothing from the table goes to a rack.
    row("broken: harvested tile kept", done, "B4 B5 B6 B7", "K2 R2 O2", "B5 B6 B7 | K2 R2 O2", "B4", illegal,
        kAnyPoints, "B4");
    row("broken: group tile swapped for a rack tile", done, "K3 R3 B3", "O3", "R3 B3 O3", "K3", illegal, kAnyPoints,
        "K3");

    // Conservation and playing something.
    row("broken: a tile appears", done, "R3 R4 R5", "R6", "R3 R4 R5 R6 R7", "", illegal, kAnyPoints, "R7");
    row("broken: a tile vanishes", done, "R3 R4 R5", "R6 K1", "R3 R4 R5 R6", "", illegal, kAnyPoints, "K1");
    row("broken: a joker appears", done, "R3 R4 R5", "R6", "R3 R4 R5 R6 J", "", illegal, kAnyPoints);
    row("broken: nothing played", done, "R3 R4 R5", "R6", "R3 R4 R5", "R6", illegal, kAnyPoints, "no tile");
    row("broken: a tile swapped between rack and table", done, "R3 R4 R5", "R6", "R4 R5 R6", "R3", illegal, kAnyPoints);

    // The initial meld: new sets from the rack only, worth at least 30.
    row("initial meld R10 R11 J = 33", notYet, "", "R10 R11 J K1", "R10 R11 J", "K1", legal, 33);
    row("initial meld R7 R8 J = 24", notYet, "", "R7 R8 J", "R7 R8 J", "", illegal, 24, "24");
    row("initial meld of two sets = 30", notYet, "", "R1 R2 R3 K8 R8 B8", "R1 R2 R3 | K8 R8 B8", "", legal, 30);
    row("initial meld of exactly 30", notYet, "", "R9 R10 R11 K2", "R9 R10 R11", "K2", legal, 30);
    row("initial meld of 29", notYet, "", "K2 K3 K4 K5 R5 B5 O5", "K2 K3 K4 K5 | R5 B5 O5", "", illegal, 29);
    row("initial meld of 28 in one group", notYet, "", "K7 R7 B7 O7", "K7 R7 B7 O7", "", illegal, 28);
    row("initial meld keeping a joker", notYet, "", "R10 R11 R12 J", "R10 R11 R12", "J", legal, 33);
    row("initial meld K10 R10 J = 30", notYet, "", "K10 R10 J", "K10 R10 J", "", legal, 30);
    row("initial meld J O11 O12 O13 = 46", notYet, "", "J O11 O12 O13", "J O11 O12 O13", "", legal, 46);
    row("initial meld J J R13 = 39", notYet, "", "J J R13", "J J R13", "", legal, 39);
    row("initial meld beside the table", notYet, "R3 R4 R5", "K10 R10 B10", "R5 R3 R4 | B10 K10 R10", "", legal, 30);
    row("broken: initial meld adding to the table", notYet, "R3 R4 R5", "R6 K10 R10 B10", "R3 R4 R5 R6 | K10 R10 B10",
        "", illegal, kAnyPoints, "as they were");
    row("broken: initial meld using a table tile", notYet, "R3 R4 R5 R6", "K6 B6 O9 O10 O11",
        "R3 R4 R5 | K6 R6 B6 | O9 O10 O11", "", illegal, kAnyPoints);
    row("broken: initial meld with an invalid set", notYet, "", "R10 R11 R13", "R10 R11 R13", "", illegal, kAnyPoints);
    row("broken: initial meld playing nothing", notYet, "R3 R4 R5", "K10 R10 B10", "R3 R4 R5", "K10 R10 B10", illegal,
        kAnyPoints);

    // The 1985 Sabra rules: an initial meld of 50.
    auto sabra = [](const char* name, const char* rack, const char* set, bool legal, int points) {
        QTest::newRow(name) << false << true << QString() << QString::fromLatin1(rack) << QString::fromLatin1(set)
                            << QString() << legal << points << QString();
    };
    sabra("1985: 40 is not enough", "K10 R10 B10 O10", "K10 R10 B10 O10", illegal, 40);
    sabra("1985: 52 is enough", "K13 R13 B13 O13", "K13 R13 B13 O13", legal, 52);
    sabra("1985: 48 is not enough", "R12 J R13 K1 K2 K3 O1 O2 O3", "J R12 R13 | K1 K2 K3 | O1 O2 O3", illegal, 48);
    sabra("1985: 50 exactly", "R11 R12 R13 K2 K3 K4 K5", "R11 R12 R13 | K2 K3 K4 K5", legal, 50);
}

void TestTurnCheck::check()
{
    QFETCH(bool, meldDone);
    QFETCH(bool, sabra1985);
    QFETCH(QString, beforeTable);
    QFETCH(QString, beforeRack);
    QFETCH(QString, afterTable);
    QFETCH(QString, afterRack);
    QFETCH(bool, legal);
    QFETCH(int, meldPoints);
    QFETCH(QString, says);

    const TurnInput in = turn(meldDone, beforeTable, beforeRack, afterTable, afterRack);
    const Rules rules = sabra1985 ? Rules::sabra1985() : Rules::official();
    std::string error;
    QVERIFY2(checkPossible(in, &error), error.c_str());

    const TurnVerdict v = checkTurn(in, rules);
    QVERIFY2(v.legal == legal, v.reason.c_str());
    QVERIFY2(!v.reason.empty(), "a verdict always says why");
    if (meldPoints != kAnyPoints)
        QCOMPARE(v.meldPoints, meldPoints);
    if (!says.isEmpty())
        QVERIFY2(QString::fromStdString(v.reason).contains(says), v.reason.c_str());
    if (legal)
        QCOMPARE(v.invalidSet, -1);
    // A fault exactly when illegal; the set at fault is the one the reason names.
    QCOMPARE(v.fault.kind == TurnFault::Kind::None, legal);
    if (v.fault.kind == TurnFault::Kind::InvalidSet)
        QCOMPARE(v.fault.set, v.invalidSet);
    else
        QCOMPARE(v.invalidSet, -1);
}

void TestTurnCheck::faults_data()
{
    QTest::addColumn<bool>("meldDone");
    QTest::addColumn<QString>("beforeTable");
    QTest::addColumn<QString>("beforeRack");
    QTest::addColumn<QString>("afterTable");
    QTest::addColumn<QString>("afterRack");
    QTest::addColumn<QString>("facts");
    QTest::addColumn<QString>("reason"); // the CLI's English, unchanged

    auto row = [](const char* name, bool meldDone, const char* bt, const char* br, const char* at, const char* ar,
                  const char* facts, const char* reason) {
        QTest::newRow(name) << meldDone << QString::fromLatin1(bt) << QString::fromLatin1(br) << QString::fromLatin1(at)
                            << QString::fromLatin1(ar) << QString::fromLatin1(facts) << QString::fromLatin1(reason);
    };
    row("legal", true, "R3 R4 R5", "R6", "R3 R4 R5 R6", "", "none", "legal: 1 tile played");
    row("a tile from nowhere", true, "R3 R4 R5", "R6", "R3 R4 R5 R6 R7", "", "tile-from-nowhere R7",
        "tile R7 appeared from nowhere");
    row("a tile gone", true, "R3 R4 R5", "R6 K1", "R3 R4 R5 R6", "", "tile-vanished K1", "tile K1 vanished");
    row("a joker back to the rack", true, "R7 J R9", "R8 K2", "R7 R8 R9", "K2 J", "joker-back-to-rack",
        "a joker taken from the table must be played again in the same turn");
    row("a tile back to the rack", true, "B4 B5 B6 B7", "K2 R2 O2", "B5 B6 B7 | K2 R2 O2", "B4", "tile-back-to-rack B4",
        "tile B4 was taken from the table back to the rack");
    row("nothing played", true, "R3 R4 R5 R6 R7 R8", "K1", "R3 R4 R5 | R6 R7 R8", "K1", "nothing-played",
        "no tile was played from the rack");
    row("a set of two", true, "R3 R4 R5", "K1 K2", "R3 R4 R5 | K1 K2", "", "invalid-set 1: set-of-two K1 K2",
        "set 2 (K1 K2): a set needs at least 3 tiles; this one has 2");
    row("what is left of a run", true, "R3 R4 R5", "K5 B5", "R3 R4 | K5 R5 B5", "",
        "invalid-set 0: set-left-with-two R3 R4", "set 1 (R3 R4): a set needs at least 3 tiles; this one has 2");
    row("a freed joker alone", true, "R7 J R9", "R8 K13", "R7 R8 R9 | J", "K13", "invalid-set 1: freed-joker-alone J",
        "set 2 (J): a set needs at least 3 tiles; this one has 1");
    row("a group with a colour twice", true, "K7 R7 B7", "R7", "K7 R7 B7 R7", "",
        "invalid-set 0: group-same-colour K7 R7 B7 R7",
        "set 1 (K7 R7 B7 R7): a group holds each colour once; this one has two R7");
    row("the meld touches the table", false, "R3 R4 R5", "R6 K10 R10 B10", "R3 R4 R5 R6 | K10 R10 B10", "",
        "meld-touches-table 0",
        "before the initial meld the sets on the table must stay as they were; new sets come from the rack only");
    row("the meld takes a table tile", false, "R3 R4 R5 R6", "K6 B6 O9 O10 O11", "R3 R4 R5 | K6 R6 B6 | O9 O10 O11", "",
        "meld-touches-table 0",
        "before the initial meld the sets on the table must stay as they were; new sets come from the rack only");
    row("the meld too low", false, "", "R7 R8 J", "R7 R8 J", "", "meld-too-low 24 of 30, 1 new sets",
        "the initial meld is worth 24 points; it needs at least 30");
    row("two sets too low", false, "", "K2 K3 K4 K5 R5 B5 O5", "K2 K3 K4 K5 | R5 B5 O5", "",
        "meld-too-low 29 of 30, 2 new sets", "the initial meld is worth 29 points; it needs at least 30");
}

// The structure the window words, beside the CLI's English reason (unchanged:
// the contract's).
void TestTurnCheck::faults()
{
    QFETCH(bool, meldDone);
    QFETCH(QString, beforeTable);
    QFETCH(QString, beforeRack);
    QFETCH(QString, afterTable);
    QFETCH(QString, afterRack);
    QFETCH(QString, facts);
    QFETCH(QString, reason);
    const TurnVerdict v = checkTurn(turn(meldDone, beforeTable, beforeRack, afterTable, afterRack), Rules::official());
    QCOMPARE(::facts(v.fault), facts);
    QCOMPARE(QString::fromStdString(v.reason), reason);
    if (v.fault.kind != TurnFault::Kind::InvalidSet)
        QVERIFY(v.fault.setFault.valid());
}

void TestTurnCheck::sabra1985Rules()
{
    QCOMPARE(Rules::sabra1985().initialMeld, 50);
    QCOMPARE(Rules::official().initialMeld, 30);
    Rules r = Rules::sabra1985();
    r.initialMeld = 30;
    QVERIFY(r == Rules::official()); // only the meld threshold differs

    // J R12 R13 + K1 K2 K3 + O1 O2 O3 is worth 48 (the joker stands for R11): enough for 30, not for 50.
    const TurnInput in = turn(false, QString(), QStringLiteral("R12 J R13 K1 K2 K3 O1 O2 O3"),
                              QStringLiteral("J R12 R13 | K1 K2 K3 | O1 O2 O3"), QString());
    QVERIFY(checkTurn(in, Rules::official()).legal);
    const TurnVerdict v = checkTurn(in, Rules::sabra1985());
    QVERIFY(!v.legal);
    QCOMPARE(v.meldPoints, 48);
}

void TestTurnCheck::possible_data()
{
    QTest::addColumn<QString>("beforeTable");
    QTest::addColumn<QString>("beforeRack");
    QTest::addColumn<QString>("afterTable");
    QTest::addColumn<QString>("afterRack");
    QTest::addColumn<bool>("possible");

    QTest::newRow("ordinary") << "R5 R6 R7"
                              << "R5 J"
                              << "R5 R6 R7 | R5 J"
                              << "" << true;
    QTest::newRow("three R5 before") << "R5 R6 R7 | K5 R5 B5"
                                     << "R5"
                                     << "R5 R6 R7 | K5 R5 B5 R5"
                                     << "" << false;
    QTest::newRow("three R5 after") << "R5 R6 R7"
                                    << "R5"
                                    << "R5 R6 R7 | R5 R5"
                                    << "" << false;
    QTest::newRow("three jokers") << "R5 R6 J"
                                  << "J J"
                                  << "R5 R6 J"
                                  << "J J" << false;
}

void TestTurnCheck::possible()
{
    QFETCH(QString, beforeTable);
    QFETCH(QString, beforeRack);
    QFETCH(QString, afterTable);
    QFETCH(QString, afterRack);
    QFETCH(bool, possible);
    std::string error;
    QCOMPARE(checkPossible(turn(true, beforeTable, beforeRack, afterTable, afterRack), &error), possible);
    QCOMPARE(error.empty(), possible);
}

void TestTurnCheck::examples_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("error");

    QStringList lines;
    QString error;
    if (!trtest::readExampleLines("turns.jsonl", &lines, &error)) {
        QTest::newRow("turns.jsonl") << QByteArray() << error;
        return;
    }
    int n = 0;
    for (const QString& line : lines) {
        ++n;
        const QJsonObject o = QJsonDocument::fromJson(line.toUtf8()).object();
        const QString name = o.value(QLatin1String("name")).toString(QStringLiteral("line %1").arg(n));
        QTest::newRow(qPrintable(QStringLiteral("%1: %2").arg(n).arg(name))) << line.toUtf8() << QString();
    }
}

void TestTurnCheck::examples()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, error);
    if (!error.isEmpty())
        QFAIL(qPrintable(error));

    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    QVERIFY2(doc.isObject(), qPrintable(parseError.errorString()));
    const QJsonObject o = doc.object();
    QVERIFY2(o.value(QLatin1String("legal")).isBool(), "each example says whether it is legal");

    TurnInput in;
    in.initialMeldDone = o.value(QLatin1String("initialMeldDone")).toBool(false);
    QVERIFY2(positionFromJson(o.value(QLatin1String("before")), &in.before), "bad 'before'");
    QVERIFY2(positionFromJson(o.value(QLatin1String("after")), &in.after), "bad 'after'");
    Rules rules;
    const QJsonObject r = o.value(QLatin1String("rules")).toObject();
    if (r.contains(QLatin1String("initialMeld")))
        rules.initialMeld = r.value(QLatin1String("initialMeld")).toInt();

    std::string why;
    QVERIFY2(checkPossible(in, &why), why.c_str());
    const TurnVerdict v = checkTurn(in, rules);
    QVERIFY2(v.legal == o.value(QLatin1String("legal")).toBool(), v.reason.c_str());
    if (o.contains(QLatin1String("meldPoints")))
        QCOMPARE(v.meldPoints, o.value(QLatin1String("meldPoints")).toInt());
}

QTEST_APPLESS_MAIN(TestTurnCheck)
#include "test_turn_check.moc"
