// The turn in progress, its sets: worked out once for each state of the
// draft and anew after every change, their feedback and the meld's points,
// a set of the table changed before the first meld marked, and a tile that
// takes a joker's place.
#include "draft_support.h"
#include "joker_swap.h"
#include "turn_draft.h"

#include <QTest>

using trtest::idPosition;
using trtest::idSet;
using trtest::showIds;
using trtest::tileId;

class TestTurnDraftSets : public QObject {
    Q_OBJECT

private slots:
    // The sets are worked out once for each state of the draft, and anew
    // after every change: a move, undo, redo, reset, a re-sorted rack.
    void setInfoFollowsEveryChange()
    {
        tilerummy::TurnDraft draft(idPosition(QStringLiteral("R1 R2 R3"), QStringLiteral("R4 K9 B9 O9")), true, 30);
        const auto validity = [&draft] {
            QString out;
            for (const auto& set : draft.setInfo())
                out += set.valid ? QLatin1Char('v') : QLatin1Char('x');
            return out;
        };
        QCOMPARE(validity(), QStringLiteral("v"));
        QVERIFY(draft.apply({idSet(QStringLiteral("K9 B9")), tilerummy::DraftTarget::newSet()}));
        QCOMPARE(validity(), QStringLiteral("vx"));
        QVERIFY(draft.apply({idSet(QStringLiteral("O9")), tilerummy::DraftTarget::intoSet(1)}));
        QCOMPARE(validity(), QStringLiteral("vv"));
        QVERIFY(draft.undo());
        QCOMPARE(validity(), QStringLiteral("vx"));
        QVERIFY(draft.redo());
        QCOMPARE(validity(), QStringLiteral("vv"));
        const tilerummy::TurnDraft copy = draft; // a copy keeps what was worked out, and stays right
        QVERIFY(draft.reset());
        QCOMPARE(validity(), QStringLiteral("v"));
        QCOMPARE(copy.setInfo().size(), std::size_t{2});
        draft.sortRack(tilerummy::RackOrder::Groups); // the table as it is
        QCOMPARE(validity(), QStringLiteral("v"));
    }

    void setInfoAndMeldPoints()
    {
        tilerummy::TurnDraft draft(
            idPosition(QStringLiteral("R1 R2 R3 | K5 R5 B5"), QStringLiteral("O10 O11 O12 K11 K12 J R4 B8 R7 O5")),
            false, 30);
        {
            const auto info = draft.setInfo();
            QCOMPARE(info.size(), std::size_t{2});
            for (const auto& set : info) {
                QVERIFY(set.valid);
                QVERIFY(set.complete);
                QVERIFY(set.fault.valid());
                QVERIFY(!set.changed);
                QVERIFY(!set.fromRackOnly);
            }
            QCOMPARE(info[0].meldValue, 6);
            QCOMPARE(info[1].meldValue, 15);
        }
        QVERIFY(draft.apply({idSet(QStringLiteral("O10 O11 O12")), tilerummy::DraftTarget::newSet()}));
        QCOMPARE(draft.meldPoints(), 33);
        // The joker stands for K13: 11 + 12 + 13.
        QVERIFY(draft.apply({idSet(QStringLiteral("K11 J K12")), tilerummy::DraftTarget::newSet()}));
        QCOMPARE(draft.meldPoints(), 69);
        // A table set extended: valid and changed, but not part of the meld.
        QVERIFY(draft.apply({idSet(QStringLiteral("R4")), tilerummy::DraftTarget::intoSet(0)}));
        QCOMPARE(draft.meldPoints(), 69);
        // An unfinished set from the rack.
        QVERIFY(draft.apply({idSet(QStringLiteral("R7 B8")), tilerummy::DraftTarget::newSet()}));
        // The group re-ordered: the same tiles as at the start, so not changed.
        QVERIFY(draft.apply({idSet(QStringLiteral("B5")), tilerummy::DraftTarget::intoSet(1, 0)}));
        QCOMPARE(showIds(draft.table()), QStringLiteral("R1 R2 R3 R4 | B5 K5 R5 | O10 O11 O12 | K11 J K12 | R7 B8"));

        auto info = draft.setInfo();
        QCOMPARE(info.size(), std::size_t{5});
        // R1 R2 R3 R4
        QVERIFY(info[0].valid && info[0].complete && info[0].changed && !info[0].fromRackOnly);
        QCOMPARE(info[0].meldValue, 10);
        // B5 K5 R5
        QVERIFY(info[1].valid && info[1].complete && !info[1].changed && !info[1].fromRackOnly);
        QCOMPARE(info[1].meldValue, 15);
        // O10 O11 O12
        QVERIFY(info[2].valid && info[2].changed && info[2].fromRackOnly);
        QCOMPARE(info[2].meldValue, 33);
        // K11 J K12
        QVERIFY(info[3].valid && info[3].changed && info[3].fromRackOnly);
        QCOMPARE(info[3].meldValue, 36);
        // R7 B8: incomplete
        QVERIFY(!info[4].valid && !info[4].complete && info[4].changed && info[4].fromRackOnly);
        QCOMPARE(info[4].meldValue, 0);
        // Rack tiles only: a set of two (as the turn check would call it).
        QCOMPARE(info[4].fault.kind, tilerummy::SetFaultKind::SetOfTwo);
        QVERIFY(info[4].fault.tiles == tilerummy::facesOf(idSet(QStringLiteral("R7 B8"))));
        QCOMPARE(draft.meldPoints(), 69);

        // Three tiles that are no set: complete, invalid, neither run nor group.
        QVERIFY(draft.apply({idSet(QStringLiteral("O5")), tilerummy::DraftTarget::intoSet(4)}));
        info = draft.setInfo();
        QVERIFY(!info[4].valid && info[4].complete);
        QCOMPARE(info[4].fault.kind, tilerummy::SetFaultKind::NeitherRunNorGroup);
        QCOMPARE(info[4].meldValue, 0);

        // A table tile in a set of rack tiles takes that set out of the meld.
        QVERIFY(draft.apply({idSet(QStringLiteral("K5")), tilerummy::DraftTarget::intoSet(3, 0)}));
        info = draft.setInfo();
        QCOMPARE(showIds(draft.table()[3]), QStringLiteral("K5 K11 J K12"));
        QVERIFY(!info[3].valid && !info[3].fromRackOnly);
        QVERIFY(info[1].changed && !info[1].valid); // B5 R5
        // What is left of a table set, said as such (not as a rack tile's set of two).
        QCOMPARE(info[1].fault.kind, tilerummy::SetFaultKind::SetLeftWithTwo);
        QCOMPARE(draft.meldPoints(), 33);
        QCOMPARE(showIds(draft.placedFromRack()), QStringLiteral("R4 O10 O11 O12 K11 J K12 R7 B8 O5"));

        // Back at the start everything reads as at the start.
        QVERIFY(draft.reset());
        QCOMPARE(draft.meldPoints(), 0);
        for (const auto& set : draft.setInfo())
            QVERIFY(!set.changed);
    }

    void setInfoChangedFollowsTheTiles()
    {
        // A start set taken apart and put back in another order, at another
        // place, reads as unchanged; the same faces with other copies do not.
        tilerummy::TurnDraft draft(idPosition(QStringLiteral("R1 R2 R3 | K7 R7 B7"), QStringLiteral("R1' R2' R3'")),
                                   true, 30);
        QVERIFY(draft.apply({idSet(QStringLiteral("R3 R2 R1")), tilerummy::DraftTarget::newSet()}));
        QVERIFY(draft.apply({idSet(QStringLiteral("R1' R2' R3'")), tilerummy::DraftTarget::newSet(0)}));
        QCOMPARE(showIds(draft.table()), QStringLiteral("R1' R2' R3' | K7 R7 B7 | R3 R2 R1"));
        const auto info = draft.setInfo();
        QVERIFY(info[0].changed && info[0].fromRackOnly && info[0].valid);
        QVERIFY(!info[1].changed);
        QVERIFY(!info[2].changed);
        QCOMPARE(draft.meldPoints(), 6);
    }
    // Before the first meld a set of the table changed is marked (the turn
    // check would refuse it), a set made from the rack is not; after the meld
    // neither is.
    void aTableSetChangedBeforeTheMeldIsMarked()
    {
        for (const bool opened : {false, true}) {
            tilerummy::TurnDraft draft(
                idPosition(QStringLiteral("R1 R2 R3 | K7 R7 B7"), QStringLiteral("R4 O7 K9 K10 K11")), opened, 30);
            QVERIFY(draft.apply({idSet(QStringLiteral("R4")), tilerummy::DraftTarget::intoSet(0)}));
            QVERIFY(draft.apply({idSet(QStringLiteral("K9 K10 K11")), tilerummy::DraftTarget::newSet()}));
            const auto info = draft.setInfo();
            QCOMPARE(info.size(), std::size_t(3));
            QVERIFY(info[0].valid && info[0].changed);
            QCOMPARE(info[0].beforeMeld, !opened);
            QVERIFY(!info[1].beforeMeld); // untouched
            QVERIFY(!info[2].beforeMeld); // from the rack
        }
    }

    // A tile dropped on a joker it can stand for takes its place, in one
    // undoable step; the joker lies at hand in a set of its own near its set.
    void aTileTakesTheJokersPlace()
    {
        const tilerummy::IdPosition start = idPosition(
            QStringLiteral("R3 J R5 | K7 B7 O7 R7' | B3 B4 B5 B6 B7' | K5 O5 J'"), QStringLiteral("R4 K9 R7"));
        tilerummy::TurnDraft draft(start, true, 30, {{0, 0}, {0, 5}, {1, 0}, {2, 0}});
        const tilerummy::TileId r4 = tileId(QStringLiteral("R4"));
        const tilerummy::TileId joker = tileId(QStringLiteral("J"));
        const tilerummy::TileId other = tileId(QStringLiteral("J'"));
        QVERIFY(tilerummy::canSwapJoker(draft, r4, joker));
        QVERIFY(!tilerummy::canSwapJoker(draft, tileId(QStringLiteral("K9")), joker)); // not what it stands for
        QVERIFY(!tilerummy::canSwapJoker(draft, tileId(QStringLiteral("R3")), joker)); // in its set already
        QVERIFY(!tilerummy::canSwapJoker(draft, r4, tileId(QStringLiteral("R5"))));    // no joker
        QVERIFY(!tilerummy::canSwapJoker(draft, other, joker));                        // a joker for a joker
        QVERIFY(!tilerummy::canSwapJoker(draft, tileId(QStringLiteral("R7")), other)); // K5 O5 R7: no group

        QVERIFY(tilerummy::swapJoker(draft, r4, joker));
        QCOMPARE(draft.table().size(), std::size_t{5});
        QCOMPARE(draft.table()[0], idSet(QStringLiteral("R3 R4 R5")));
        QCOMPARE(draft.table()[1], idSet(QStringLiteral("J")));
        QCOMPARE(draft.layout()[0], (tilerummy::TableCell{0, 0})); // where the run lay
        QVERIFY(draft.layout()[1].isValid());
        QCOMPARE(draft.rack(), idSet(QStringLiteral("K9 R7")));
        QVERIFY(tilerummy::layoutFits(draft.table(), draft.layout()));
        QVERIFY(draft.undo()); // one step
        QCOMPARE(draft.table(), start.table);
        QCOMPARE(draft.rack(), start.rack);

        // B5 from the middle of the blue run onto the group's joker: the run
        // leaves its gap, the group is whole, the joker at hand.
        QVERIFY(tilerummy::swapJoker(draft, tileId(QStringLiteral("B5")), other));
        QCOMPARE(draft.table()[2], idSet(QStringLiteral("B3 B4")));
        QCOMPARE(draft.table()[3], idSet(QStringLiteral("B6 B7'")));
        QCOMPARE(draft.table()[4], idSet(QStringLiteral("K5 O5 B5")));
        QCOMPARE(draft.table()[5], idSet(QStringLiteral("J'")));
        QCOMPARE(draft.layout()[3], (tilerummy::TableCell{1, 3}));
        QCOMPARE(draft.layout()[4], (tilerummy::TableCell{2, 0}));
        QVERIFY(tilerummy::layoutFits(draft.table(), draft.layout()));
        QVERIFY(draft.undo());
        QCOMPARE(draft.table(), start.table);
    }
};

QTEST_GUILESS_MAIN(TestTurnDraftSets)
#include "test_turn_draft_sets.moc"
