// The turn in progress: moves and their index rules, what is refused,
// undo / redo / reset and the rack orders. The set feedback and the joker
// swapped are in test_turn_draft_sets.
#include "draft_support.h"
#include "turn_draft.h"

#include <QTest>

using trtest::idPosition;
using trtest::idSet;
using trtest::idTable;
using trtest::showIds;
using trtest::tileId;

Q_DECLARE_METATYPE(tilerummy::DraftMove)
Q_DECLARE_METATYPE(tilerummy::DraftRefusal)

namespace {

tilerummy::DraftTarget target(const QString& kind, int set, int position)
{
    if (kind == QLatin1String("new"))
        return tilerummy::DraftTarget::newSet(set);
    if (kind == QLatin1String("into"))
        return tilerummy::DraftTarget::intoSet(set, position);
    if (kind == QLatin1String("rack"))
        return tilerummy::DraftTarget::rack(position);
    qFatal("test data: bad target kind '%s'", qPrintable(kind));
}

tilerummy::DraftMove move(const QString& tiles, tilerummy::DraftTarget to)
{
    return {idSet(tiles), to};
}

bool samePosition(const tilerummy::IdPosition& a, const tilerummy::IdPosition& b)
{
    return a.table == b.table && a.rack == b.rack;
}

// The table and rack of a draft, e.g. "R1 R2 R3 | K5 / O7 J".
QString show(const tilerummy::TurnDraft& draft)
{
    return showIds(draft.table()) + QStringLiteral(" / ") + showIds(draft.rack());
}

const QString kTable = QStringLiteral("K1 | R1 R2 R3 | B1 B2 B3 B4 B5");
const QString kRack = QStringLiteral("O1 O2 O3 O4");

} // namespace

class TestTurnDraft : public QObject {
    Q_OBJECT

private slots:
    void startsAtTheStart()
    {
        const tilerummy::IdPosition start = idPosition(kTable, kRack);
        const tilerummy::TurnDraft draft(start, false, 30);
        QVERIFY(samePosition(draft.start(), start));
        QVERIFY(samePosition(draft.position(), start));
        QCOMPARE(draft.table(), start.table);
        QCOMPARE(draft.rack(), start.rack);
        QVERIFY(!draft.canUndo());
        QVERIFY(!draft.canRedo());
        QVERIFY(draft.unchanged());
        QVERIFY(draft.placedFromRack().empty());
        QCOMPARE(draft.meldPoints(), 0);
        QVERIFY(!draft.initialMeldDone());
        QCOMPARE(draft.initialMeld(), 30);
        QVERIFY(draft.isFromRack(tileId("O2")));
        QVERIFY(!draft.isFromRack(tileId("R2")));
        QVERIFY(!draft.isFromRack(tileId("O2'")));
    }

    // Indexes in a target are read before the move; the draft adjusts them
    // for the tiles taken away first.
    void moves_data()
    {
        QTest::addColumn<QString>("table");
        QTest::addColumn<QString>("rack");
        QTest::addColumn<QString>("tiles");
        QTest::addColumn<QString>("kind");
        QTest::addColumn<int>("set");
        QTest::addColumn<int>("position");
        QTest::addColumn<QString>("expected"); // table / rack

        // Within one set: before the tile that was at `position`.
        QTest::newRow("within a set, forward") << kTable << kRack << "B1"
                                               << "into" << 2 << 3 << "K1 | R1 R2 R3 | B2 B3 B1 B4 B5 / O1 O2 O3 O4";
        QTest::newRow("within a set, backward") << kTable << kRack << "B4"
                                                << "into" << 2 << 1 << "K1 | R1 R2 R3 | B1 B4 B2 B3 B5 / O1 O2 O3 O4";
        QTest::newRow("within a set, to the end (-1)")
            << kTable << kRack << "B2"
            << "into" << 2 << -1 << "K1 | R1 R2 R3 | B1 B3 B4 B5 B2 / O1 O2 O3 O4";
        QTest::newRow("within a set, past the end")
            << kTable << kRack << "B2"
            << "into" << 2 << 99 << "K1 | R1 R2 R3 | B1 B3 B4 B5 B2 / O1 O2 O3 O4";
        QTest::newRow("within a set, to the front")
            << kTable << kRack << "B5 B4"
            << "into" << 2 << 0 << "K1 | R1 R2 R3 | B5 B4 B1 B2 B3 / O1 O2 O3 O4";
        QTest::newRow("within a set, before a moved tile")
            << kTable << kRack << "B1 B3"
            << "into" << 2 << 3 << "K1 | R1 R2 R3 | B2 B1 B3 B4 B5 / O1 O2 O3 O4";
        // An earlier set emptied by the move: the target index still names the set meant.
        QTest::newRow("earlier set emptied") << kTable << kRack << "K1"
                                             << "into" << 2 << 0 << "R1 R2 R3 | K1 B1 B2 B3 B4 B5 / O1 O2 O3 O4";
        QTest::newRow("earlier set emptied, into the middle")
            << kTable << kRack << "K1 R2"
            << "into" << 2 << 2 << "R1 R3 | B1 B2 K1 R2 B3 B4 B5 / O1 O2 O3 O4";
        // The target set emptied by the move itself: it comes back in the new order.
        QTest::newRow("target set re-ordered whole")
            << kTable << kRack << "R3 R1 R2"
            << "into" << 1 << 0 << "K1 | R3 R1 R2 | B1 B2 B3 B4 B5 / O1 O2 O3 O4";
        QTest::newRow("target set emptied, with an earlier set")
            << kTable << kRack << "R2 K1 R1 R3"
            << "into" << 1 << 2 << "R2 K1 R1 R3 | B1 B2 B3 B4 B5 / O1 O2 O3 O4";
        // New sets: before the set that was at `set`.
        QTest::newRow("new set at the front") << kTable << kRack << "B1 B2"
                                              << "new" << 0 << -1 << "B1 B2 | K1 | R1 R2 R3 | B3 B4 B5 / O1 O2 O3 O4";
        QTest::newRow("new set in the middle from the rack")
            << kTable << kRack << "O3 O1 O2"
            << "new" << 1 << -1 << "K1 | O3 O1 O2 | R1 R2 R3 | B1 B2 B3 B4 B5 / O4";
        QTest::newRow("new set at the end (-1)")
            << kTable << kRack << "O1"
            << "new" << -1 << -1 << "K1 | R1 R2 R3 | B1 B2 B3 B4 B5 | O1 / O2 O3 O4";
        QTest::newRow("new set past the end") << kTable << kRack << "O1"
                                              << "new" << 9 << -1 << "K1 | R1 R2 R3 | B1 B2 B3 B4 B5 | O1 / O2 O3 O4";
        QTest::newRow("new set after an emptied one")
            << kTable << kRack << "K1"
            << "new" << 2 << -1 << "R1 R2 R3 | K1 | B1 B2 B3 B4 B5 / O1 O2 O3 O4";
        QTest::newRow("whole set to the end") << kTable << kRack << "R1 R2 R3"
                                              << "new" << 3 << -1 << "K1 | B1 B2 B3 B4 B5 | R1 R2 R3 / O1 O2 O3 O4";
        QTest::newRow("whole set to the front") << kTable << kRack << "B1 B2 B3 B4 B5"
                                                << "new" << 0 << -1 << "B1 B2 B3 B4 B5 | K1 | R1 R2 R3 / O1 O2 O3 O4";
        QTest::newRow("whole set re-ordered in place")
            << kTable << kRack << "R2 R3 R1"
            << "new" << 1 << -1 << "K1 | R2 R3 R1 | B1 B2 B3 B4 B5 / O1 O2 O3 O4";
        // Tiles from several places in one move, in the order given.
        QTest::newRow("rack and table together") << kTable << kRack << "O4 B5 K1"
                                                 << "into" << 1 << 1 << "R1 O4 B5 K1 R2 R3 | B1 B2 B3 B4 / O1 O2 O3";
        // The rack: before the tile that was at `position`.
        QTest::newRow("rack, forward") << kTable << kRack << "O1"
                                       << "rack" << -1 << 3 << "K1 | R1 R2 R3 | B1 B2 B3 B4 B5 / O2 O3 O1 O4";
        QTest::newRow("rack, backward") << kTable << kRack << "O4 O3"
                                        << "rack" << -1 << 0 << "K1 | R1 R2 R3 | B1 B2 B3 B4 B5 / O4 O3 O1 O2";
        QTest::newRow("rack, to the end") << kTable << kRack << "O2"
                                          << "rack" << -1 << -1 << "K1 | R1 R2 R3 | B1 B2 B3 B4 B5 / O1 O3 O4 O2";
        QTest::newRow("from an empty table") << ""
                                             << "R7 R8 R9 K1"
                                             << "R7 R8 R9"
                                             << "new" << 0 << -1 << "R7 R8 R9 / K1";
    }

    void moves()
    {
        QFETCH(QString, table);
        QFETCH(QString, rack);
        QFETCH(QString, tiles);
        QFETCH(QString, kind);
        QFETCH(int, set);
        QFETCH(int, position);
        QFETCH(QString, expected);
        tilerummy::TurnDraft draft(idPosition(table, rack), true, 30);
        tilerummy::DraftRefusal why;
        QVERIFY2(draft.apply(move(tiles, target(kind, set, position)), &why),
                 tilerummy::draftRefusalName(why.kind).data());
        QCOMPARE(show(draft), expected);
        QVERIFY(draft.canUndo());
        QVERIFY(!draft.canRedo());
        // The start is kept as it was.
        QCOMPARE(showIds(draft.start().table), showIds(idTable(table)));
        QVERIFY(draft.undo());
        QVERIFY(samePosition(draft.position(), idPosition(table, rack)));
    }

    void refused_data()
    {
        using Kind = tilerummy::DraftRefusal::Kind;
        QTest::addColumn<tilerummy::DraftMove>("move");
        QTest::addColumn<tilerummy::DraftRefusal>("why");

        const auto id = [](const char* t) { return tileId(QLatin1String(t)); };
        const auto no = [](Kind kind, tilerummy::TileId tile = -1, int index = 0) {
            return tilerummy::DraftRefusal{kind, tile, index};
        };
        QTest::newRow("no tiles") << tilerummy::DraftMove{{}, tilerummy::DraftTarget::newSet()} << no(Kind::NoTiles);
        QTest::newRow("a tile not on the draft")
            << tilerummy::DraftMove{{id("O5")}, tilerummy::DraftTarget::newSet()} << no(Kind::TileNotHere, id("O5"));
        QTest::newRow("the other copy") << tilerummy::DraftMove{{id("O1'")}, tilerummy::DraftTarget::newSet()}
                                        << no(Kind::TileNotHere, id("O1'"));
        QTest::newRow("not a tile") << tilerummy::DraftMove{{106}, tilerummy::DraftTarget::newSet()}
                                    << no(Kind::NotATile, 106);
        QTest::newRow("a negative id") << tilerummy::DraftMove{{-1}, tilerummy::DraftTarget::newSet()}
                                       << no(Kind::NotATile, -1);
        QTest::newRow("a tile twice") << tilerummy::DraftMove{{id("O1"), id("O2"), id("O1")},
                                                              tilerummy::DraftTarget::newSet()}
                                      << no(Kind::TileTwice, id("O1"));
        QTest::newRow("a table tile to the rack")
            << tilerummy::DraftMove{{id("O1"), id("B5")}, tilerummy::DraftTarget::rack()}
            << no(Kind::TableTileToRack, id("B5"));
        QTest::newRow("into a set past the end")
            << tilerummy::DraftMove{{id("O1")}, tilerummy::DraftTarget::intoSet(3)} << no(Kind::NoSuchSet, -1, 3);
        QTest::newRow("into set -1") << tilerummy::DraftMove{{id("O1")}, tilerummy::DraftTarget::intoSet(-1)}
                                     << no(Kind::NoSuchSet, -1, -1);
        QTest::newRow("into a set at -2") << tilerummy::DraftMove{{id("O1")}, tilerummy::DraftTarget::intoSet(1, -2)}
                                          << no(Kind::NoPlaceInSet, -1, -2);
        QTest::newRow("a new set at -2") << tilerummy::DraftMove{{id("O1")}, tilerummy::DraftTarget::newSet(-2)}
                                         << no(Kind::NoPlaceOnTable, -1, -2);
        QTest::newRow("the rack at -2") << tilerummy::DraftMove{{id("O1")}, tilerummy::DraftTarget::rack(-2)}
                                        << no(Kind::NoPlaceOnRack, -1, -2);
        // Moves that change nothing are not steps.
        QTest::newRow("a tile onto itself")
            << tilerummy::DraftMove{{id("B1")}, tilerummy::DraftTarget::intoSet(2, 0)} << no(Kind::NoChange);
        QTest::newRow("before its own neighbour")
            << tilerummy::DraftMove{{id("B1")}, tilerummy::DraftTarget::intoSet(2, 1)} << no(Kind::NoChange);
        QTest::newRow("the last tile to the end")
            << tilerummy::DraftMove{{id("B5")}, tilerummy::DraftTarget::intoSet(2)} << no(Kind::NoChange);
        QTest::newRow("a set to its own place")
            << tilerummy::DraftMove{idSet(QStringLiteral("R1 R2 R3")), tilerummy::DraftTarget::newSet(1)}
            << no(Kind::NoChange);
        QTest::newRow("a set to just after itself")
            << tilerummy::DraftMove{idSet(QStringLiteral("R1 R2 R3")), tilerummy::DraftTarget::newSet(2)}
            << no(Kind::NoChange);
        QTest::newRow("the last set to the end")
            << tilerummy::DraftMove{idSet(QStringLiteral("B1 B2 B3 B4 B5")), tilerummy::DraftTarget::newSet()}
            << no(Kind::NoChange);
        QTest::newRow("a set onto itself in order")
            << tilerummy::DraftMove{idSet(QStringLiteral("R1 R2 R3")), tilerummy::DraftTarget::intoSet(1, 0)}
            << no(Kind::NoChange);
        QTest::newRow("a rack tile to its place")
            << tilerummy::DraftMove{{id("O2")}, tilerummy::DraftTarget::rack(1)} << no(Kind::NoChange);
        QTest::newRow("the rack's end to its end")
            << tilerummy::DraftMove{{id("O4")}, tilerummy::DraftTarget::rack()} << no(Kind::NoChange);
    }

    void refused()
    {
        QFETCH(tilerummy::DraftMove, move);
        QFETCH(tilerummy::DraftRefusal, why);
        tilerummy::TurnDraft draft(idPosition(kTable, kRack), true, 30);
        // A move undone first, so that a refused move is seen to leave history alone.
        QVERIFY(draft.apply({idSet(QStringLiteral("K1")), tilerummy::DraftTarget::intoSet(1, 0)}));
        QVERIFY(draft.undo());
        tilerummy::DraftRefusal refusal;
        QVERIFY(!draft.apply(move, &refusal));
        QVERIFY2(refusal == why, qPrintable(QStringLiteral("%1 tile %2 index %3")
                                                .arg(QLatin1String(tilerummy::draftRefusalName(refusal.kind)))
                                                .arg(refusal.tile)
                                                .arg(refusal.index)));
        QVERIFY(samePosition(draft.position(), idPosition(kTable, kRack)));
        QVERIFY(!draft.canUndo());
        QVERIFY(draft.canRedo());    // a refused move does not clear redo
        QVERIFY(!draft.apply(move)); // without a reason asked for
    }

    void rackTilesMayGoBack()
    {
        tilerummy::TurnDraft draft(idPosition(QStringLiteral("R1 R2 R3"), QStringLiteral("R4 K9 O9")), true, 30);
        QVERIFY(draft.apply({idSet(QStringLiteral("R4")), tilerummy::DraftTarget::intoSet(0)}));
        QCOMPARE(show(draft), QStringLiteral("R1 R2 R3 R4 / K9 O9"));
        QCOMPARE(showIds(draft.placedFromRack()), QStringLiteral("R4"));
        QVERIFY(!draft.unchanged());
        // Back to the rack, between K9 and O9.
        QVERIFY(draft.apply({idSet(QStringLiteral("R4")), tilerummy::DraftTarget::rack(1)}));
        QCOMPARE(show(draft), QStringLiteral("R1 R2 R3 / K9 R4 O9"));
        QVERIFY(draft.unchanged()); // the rack's order aside
        // A table tile moved into a new set is still a table tile.
        QVERIFY(draft.apply({idSet(QStringLiteral("R1")), tilerummy::DraftTarget::newSet()}));
        tilerummy::DraftRefusal why;
        QVERIFY(!draft.apply({idSet(QStringLiteral("R1")), tilerummy::DraftTarget::rack()}, &why));
        QCOMPARE(why.kind, tilerummy::DraftRefusal::Kind::TableTileToRack);
        QCOMPARE(tilerummy::faceOf(why.tile), tilerummy::faceOf(tileId(QLatin1String("R1"))));
        QVERIFY(!draft.unchanged());
    }

    void unchangedMeansTheSameTable()
    {
        tilerummy::TurnDraft draft(idPosition(QStringLiteral("R1 R2 R3 | K5 R5 B5"), QStringLiteral("O2 O1")), true,
                                   30);
        QVERIFY(draft.sortRack(tilerummy::RackOrder::Groups)); // the rack's order does not count
        QVERIFY(draft.unchanged());
        // Tiles re-ordered inside a set: the table is not the same.
        QVERIFY(draft.apply({idSet(QStringLiteral("R1")), tilerummy::DraftTarget::intoSet(0)}));
        QVERIFY(!draft.unchanged());
        QVERIFY(draft.apply({idSet(QStringLiteral("R1")), tilerummy::DraftTarget::intoSet(0, 0)}));
        QVERIFY(draft.unchanged());
        // Sets swapped: not the same either.
        QVERIFY(draft.apply({idSet(QStringLiteral("K5 R5 B5")), tilerummy::DraftTarget::newSet(0)}));
        QVERIFY(!draft.unchanged());
    }

    void undoRedoChain()
    {
        const tilerummy::IdPosition start = idPosition(kTable, kRack);
        tilerummy::TurnDraft draft(start, true, 30);
        QVERIFY(!draft.undo());
        QVERIFY(!draft.redo());
        QVERIFY(draft.apply({idSet(QStringLiteral("O1 O2 O3")), tilerummy::DraftTarget::newSet()}));
        const tilerummy::IdPosition p1 = draft.position();
        QVERIFY(draft.apply({idSet(QStringLiteral("K1")), tilerummy::DraftTarget::intoSet(1, 0)}));
        const tilerummy::IdPosition p2 = draft.position();
        QVERIFY(draft.apply({idSet(QStringLiteral("B5")), tilerummy::DraftTarget::intoSet(2)}));
        const tilerummy::IdPosition p3 = draft.position();
        QCOMPARE(show(draft), QStringLiteral("K1 R1 R2 R3 | B1 B2 B3 B4 | O1 O2 O3 B5 / O4"));

        QVERIFY(draft.undo());
        QVERIFY(samePosition(draft.position(), p2));
        QVERIFY(draft.undo());
        QVERIFY(samePosition(draft.position(), p1));
        QVERIFY(draft.canUndo() && draft.canRedo());
        QVERIFY(draft.redo());
        QVERIFY(samePosition(draft.position(), p2));
        QVERIFY(draft.redo());
        QVERIFY(samePosition(draft.position(), p3));
        QVERIFY(!draft.redo());
        QVERIFY(!draft.canRedo());

        // A new move after undo drops what could be redone.
        QVERIFY(draft.undo());
        QVERIFY(draft.undo());
        QVERIFY(draft.apply({idSet(QStringLiteral("O4")), tilerummy::DraftTarget::intoSet(2)}));
        QVERIFY(!draft.canRedo());
        QVERIFY(!draft.redo());
        QCOMPARE(show(draft), QStringLiteral("K1 | R1 R2 R3 | B1 B2 B3 B4 B5 O4 | O1 O2 O3 / "));

        // All the way back, then no further.
        QVERIFY(draft.undo());
        QVERIFY(samePosition(draft.position(), p1));
        QVERIFY(draft.undo());
        QVERIFY(samePosition(draft.position(), start));
        QVERIFY(!draft.canUndo());
        QVERIFY(!draft.undo());
        QVERIFY(draft.canRedo());
    }

    void resetIsAStep()
    {
        const tilerummy::IdPosition start = idPosition(kTable, kRack);
        tilerummy::TurnDraft draft(start, true, 30);
        QVERIFY(!draft.reset()); // already at the start
        QVERIFY(!draft.canUndo());

        QVERIFY(draft.apply({idSet(QStringLiteral("O1 O2 O3")), tilerummy::DraftTarget::newSet(0)}));
        QVERIFY(draft.apply({idSet(QStringLiteral("B1")), tilerummy::DraftTarget::intoSet(0, 0)}));
        QVERIFY(draft.undo());
        QVERIFY(draft.canRedo());
        QVERIFY(draft.reset());
        QVERIFY(samePosition(draft.position(), start));
        QVERIFY(!draft.canRedo()); // reset is a new step
        QVERIFY(!draft.reset());
        QVERIFY(draft.undo()); // undoing the reset
        QCOMPARE(show(draft), QStringLiteral("O1 O2 O3 | K1 | R1 R2 R3 | B1 B2 B3 B4 B5 / O4"));
        QVERIFY(draft.redo());
        QVERIFY(samePosition(draft.position(), start));
        QVERIFY(!draft.canRedo());
        QVERIFY(draft.undo()); // the reset
        QVERIFY(draft.undo()); // the first move
        QVERIFY(samePosition(draft.position(), start));
        QVERIFY(!draft.canUndo());
        QVERIFY(draft.redo());
        QVERIFY(draft.redo());
        QVERIFY(samePosition(draft.position(), start)); // the reset again, not the undone B1 move
        QVERIFY(!draft.redo());

        // A sorted rack is a change too, and reset puts the rack back in its order.
        tilerummy::TurnDraft sorted(idPosition(QString(), QStringLiteral("R5 K1 J B3")), true, 30);
        QVERIFY(sorted.sortRack(tilerummy::RackOrder::Runs));
        QVERIFY(sorted.unchanged());
        QVERIFY(sorted.reset());
        QCOMPARE(showIds(sorted.rack()), QStringLiteral("R5 K1 J B3"));
    }

    void sortRackIsUndoable()
    {
        tilerummy::TurnDraft draft(idPosition(QStringLiteral("R1 R2 R3"), QStringLiteral("O7 J K7 R7' K8 B7")), true,
                                   30);
        QVERIFY(draft.sortRack(tilerummy::RackOrder::Groups));
        QCOMPARE(showIds(draft.rack()), QStringLiteral("K7 R7' B7 O7 K8 J"));
        QVERIFY(!draft.sortRack(tilerummy::RackOrder::Groups)); // already so
        QVERIFY(draft.sortRack(tilerummy::RackOrder::Runs));
        QCOMPARE(showIds(draft.rack()), QStringLiteral("K7 K8 R7' B7 O7 J"));
        QVERIFY(draft.undo());
        QCOMPARE(showIds(draft.rack()), QStringLiteral("K7 R7' B7 O7 K8 J"));
        QVERIFY(draft.undo());
        QCOMPARE(showIds(draft.rack()), QStringLiteral("O7 J K7 R7' K8 B7"));
        QVERIFY(!draft.canUndo());
        QCOMPARE(showIds(draft.table()[0]), QStringLiteral("R1 R2 R3"));
    }

    void sortedRack_data()
    {
        QTest::addColumn<QString>("rack");
        QTest::addColumn<QString>("runs");
        QTest::addColumn<QString>("groups");
        QTest::newRow("empty") << ""
                               << ""
                               << "";
        QTest::newRow("one colour") << "R9 R2 R13 R1"
                                    << "R1 R2 R9 R13"
                                    << "R1 R2 R9 R13";
        QTest::newRow("one value") << "O5 K5 B5 R5"
                                   << "K5 R5 B5 O5"
                                   << "K5 R5 B5 O5";
        QTest::newRow("mixed") << "B2 K3 R1 O2 K1 B1"
                               << "K1 K3 R1 B1 B2 O2"
                               << "K1 R1 B1 B2 O2 K3";
        QTest::newRow("jokers last") << "J' K13 J R1"
                                     << "K13 R1 J J'"
                                     << "R1 K13 J J'";
        QTest::newRow("copies by id") << "R5' O4 R5 J' O4'"
                                      << "R5 R5' O4 O4' J'"
                                      << "O4 O4' R5 R5' J'";
        QTest::newRow("colour before value for runs") << "O1 K13 B7 R2"
                                                      << "K13 R2 B7 O1"
                                                      << "O1 R2 B7 K13";
    }

    void sortedRack()
    {
        QFETCH(QString, rack);
        QFETCH(QString, runs);
        QFETCH(QString, groups);
        QCOMPARE(showIds(tilerummy::sortedRack(idSet(rack), tilerummy::RackOrder::Runs)), runs);
        QCOMPARE(showIds(tilerummy::sortedRack(idSet(rack), tilerummy::RackOrder::Groups)), groups);
    }
};

QTEST_GUILESS_MAIN(TestTurnDraft)
#include "test_turn_draft.moc"
