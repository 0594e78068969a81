// For the tests of joining a table another game hosts (test_ui_join*): the
// setup that joins a host's table, and both screens agreeing on what the
// joining seat may know.
#pragma once

#include "session/game_controller.h"

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
