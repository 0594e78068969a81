// For the tests of joining a table another game hosts (test_ui_join*): the
// setup that joins a host's table, and both screens agreeing on what the
// joining seat may know.
#pragma once

#include "ai_player.h"
#include "session/game_controller.h"
#include "tile_ids.h"

#include <QTest>

// What a friend types to join the host's table: its address (wss://, the
// scheme left out), its code, a name, and its certificate's fingerprint (as
// the invitation carries it).
inline QVariantMap joinOf(GameController& host, const QString& name)
{
    return {{"address", QStringLiteral("127.0.0.1:%1").arg(host.host()->port())},
            {"code", host.host()->code()},
            {"name", name},
            {"fingerprint", host.host()->fingerprint()}};
}

// Both screens agree on what the joining seat may know.
inline void agree(const GameController& host, const GameController& guest, int seat)
{
    QCOMPARE(guest.game().table(), host.game().table());
    QCOMPARE(tilerummy::sortedIds(guest.game().rack(seat)), tilerummy::sortedIds(host.game().rack(seat)));
    for (int p = 0; p < host.playerCount(); ++p) {
        QCOMPARE(guest.game().rack(p).size(), host.game().rack(p).size());
        QCOMPARE(guest.game().initialMeldDone(p), host.game().initialMeldDone(p));
    }
    QCOMPARE(guest.game().poolSize(), host.game().poolSize());
    QCOMPARE(guest.currentPlayer(), host.currentPlayer());
    QCOMPARE(guest.turnNumber(), host.turnNumber());
    QCOMPARE(guest.draft().startLayout(), host.draft().startLayout()); // every set where it lies there
}

// A person's turn on their board: the play a standard AI would make, laid
// out as drags (the hint's way), then End turn; or a draw.
inline void playPersonTurn(GameController& game, tilerummy::AiPlayer& ai)
{
    const int player = game.currentPlayer();
    const tilerummy::AiDecision decision = ai.decide(tilerummy::viewOf(game.game(), player));
    if (decision.play) {
        const auto ids = tilerummy::assignIds({game.game().table(), game.game().rack(player)}, decision.table);
        QVERIFY(ids);
        game.showHint(*ids);
        QVERIFY(game.endTurn());
    } else {
        QVERIFY(game.drawTile());
    }
}

// The same as agree(), as a yes or no: a turn's messages (the table, then a
// tile drawn) may reach the joined screen a moment apart.
inline bool agreesNow(const GameController& host, const GameController& guest, int seat)
{
    if (guest.game().table() != host.game().table() ||
        tilerummy::sortedIds(guest.game().rack(seat)) != tilerummy::sortedIds(host.game().rack(seat)))
        return false;
    for (int p = 0; p < host.playerCount(); ++p)
        if (guest.game().rack(p).size() != host.game().rack(p).size() ||
            guest.game().initialMeldDone(p) != host.game().initialMeldDone(p))
            return false;
    return true;
}

// The round on, to its end: each person plays their turns on their own
// board (the AI seat plays at the host by itself); after every turn both
// screens agree.
inline void playRound(GameController& host, GameController& guest, tilerummy::AiPlayer& annAi,
                      tilerummy::AiPlayer& beaAi)
{
    for (int turns = 0; !host.isRoundOver() && turns < 400; ++turns) {
        const int before = host.turnNumber();
        if (host.canAct())
            playPersonTurn(host, annAi);
        else if (guest.canAct())
            playPersonTurn(guest, beaAi);
        QTRY_VERIFY_WITH_TIMEOUT(host.turnNumber() > before || host.isRoundOver(), 20000);
        QTRY_VERIFY_WITH_TIMEOUT(guest.turnNumber() == host.turnNumber() || host.isRoundOver(), 20000);
        QTRY_VERIFY_WITH_TIMEOUT(agreesNow(host, guest, 1) || host.isRoundOver(), 20000);
        if (!host.isRoundOver())
            agree(host, guest, 1);
    }
    QVERIFY(host.isRoundOver());
}
