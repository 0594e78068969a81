// What the tests of network tables share: a deal where a given seat moves
// first, and a setup for GameController::newMatch from seat kinds and names.
#pragma once

#include "match.h"
#include "save/seat_kind.h"

#include <QString>
#include <QStringList>
#include <QVariantMap>

#include <cstdint>

// The first seed whose first round starts with `player`.
inline std::uint64_t seedWhereFirstIs(int player, int players = 2)
{
    for (std::uint64_t seed = 1;; ++seed)
        if (tilerummy::Match(players, tilerummy::Rules{}, seed).round().currentPlayer() == player)
            return seed;
}

inline QVariantMap setupOf(const QList<SeatKind>& seats, std::uint64_t seed, const QStringList& names = {})
{
    QVariantList players;
    for (int i = 0; i < seats.size(); ++i)
        players.append(QVariantMap{{"seat", int(seats.at(i))}, {"name", names.value(i)}});
    return {{"players", players}, {"seed", QString::number(seed)}};
}
