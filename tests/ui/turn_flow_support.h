// For the tests of a turn end to end through the GameController
// (test_ui_turn_flow*): a deal where a given seat moves first, a setup for
// GameController::newMatch, a tile's notation.
#pragma once

#include "match.h"
#include "save/seat_kind.h"
#include "tile.h"

#include <QString>
#include <QVariantMap>

#include <cstdint>

inline std::uint64_t seedWhereFirstIs(int player, int players = 2)
{
    for (std::uint64_t seed = 1;; ++seed) {
        if (tilerummy::Match(players, tilerummy::Rules{}, seed).round().currentPlayer() == player)
            return seed;
    }
}

inline QVariantMap setupOf(const QList<SeatKind>& seats, std::uint64_t seed, int turnSeconds = 0, int rounds = 1)
{
    QVariantList players;
    for (SeatKind seat : seats)
        players.append(QVariantMap{{"seat", int(seat)}, {"name", QString()}});
    return {{"players", players}, {"seed", QString::number(seed)}, {"turnSeconds", turnSeconds}, {"rounds", rounds}};
}

inline QString notation(tilerummy::TileId id)
{
    return QString::fromStdString(tilerummy::faceOf(id).notation());
}
