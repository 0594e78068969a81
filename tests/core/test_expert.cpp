// The expert's strategy: it goes out whenever it can, decides the same way
// for the same view (its look-ahead is seeded by what it sees), copes with a
// view that lacks the public facts, and only ever plays legal turns.
#include "ai_player.h"
#include "expert_strategy.h"
#include "game.h"
#include "test_support.h"
#include "tile_ids.h"
#include "turn_check.h"

#include <QtTest/QTest>

using namespace tr;

namespace {

bool legal(const AiView& view, const AiDecision& d)
{
    TurnInput turn;
    turn.initialMeldDone = view.initialMeldDone;
    turn.before = {view.table, view.rack};
    turn.after.table = d.table;
    TileCounts left(view.rack);
    left = left.minus(TileCounts(d.table).minus(TileCounts(view.table)));
    turn.after.rack = left.tiles();
    return checkTurn(turn, view.rules).legal;
}

// A mid-game view: the deal of a seed played on by standard AIs for a while.
AiView midGameView(std::uint64_t seed, int turns)
{
    Game g(2, Rules{}, seed);
    AiPlayer a(AiLevel::Standard, seed), b(AiLevel::Standard, seed + 1);
    for (int t = 0; t < turns && !g.isOver(); ++t) {
        const int p = g.currentPlayer();
        const AiDecision d = (p == 0 ? a : b).decide(viewOf(g, p));
        if (d.play) {
            const auto ids = assignIds({g.table(), g.rack(p)}, d.table);
            g.play(ids->table, ids->rack);
        } else {
            g.drawOrPass();
        }
    }
    return viewOf(g, g.currentPlayer());
}

} // namespace

class TestExpert : public QObject {
    Q_OBJECT

private slots:
    void goesOutWhenItCan()
    {
        AiView view;
        view.table = trtest::table("R3 R4 R5 | K9 B9 O9");
        view.rack = trtest::tiles("R6 R7 R9 J");
        view.initialMeldDone = true;
        view.rackSizes = {4, 9};
        view.seat = 0;
        view.poolSize = 40;
        AiPlayer expert(AiLevel::Expert, 1);
        const AiDecision d = expert.decide(view);
        QVERIFY(d.play);
        QVERIFY(legal(view, d));
        QCOMPARE(TileCounts(d.table).total(), 10); // every rack tile laid
    }

    void sameViewSameDecision_data()
    {
        QTest::addColumn<quint64>("seed");
        for (quint64 seed : {3ull, 8ull, 21ull, 40ull})
            QTest::newRow(qPrintable(QString::number(seed))) << seed;
    }

    void sameViewSameDecision()
    {
        QFETCH(quint64, seed);
        const AiView view = midGameView(seed, 24);
        AiPlayer a(AiLevel::Expert, 5), b(AiLevel::Expert, 5);
        const AiDecision first = a.decide(view);
        const AiDecision second = b.decide(view);
        QCOMPARE(first.play, second.play);
        QCOMPARE(trtest::show(canonicalTable(first.table)), trtest::show(canonicalTable(second.table)));
        if (first.play)
            QVERIFY(legal(view, first));
    }

    void viewWithoutPublicFacts()
    {
        // No rack sizes, no seat: the look-ahead is skipped, the play is still legal.
        AiView view = midGameView(12, 20);
        view.rackSizes.clear();
        view.meldDone.clear();
        AiPlayer expert(AiLevel::Expert, 2);
        const AiDecision d = expert.decide(view);
        if (d.play)
            QVERIFY(legal(view, d));
    }
};

QTEST_GUILESS_MAIN(TestExpert)
#include "test_expert.moc"
