// For the tests of the move solver (test_solver, test_solver_brute_force):
// the joker's face index, and every promise of a solver's answer checked.
#pragma once

#include "test_support.h"

#include "meld.h"
#include "rules.h"
#include "solver.h"
#include "tile.h"
#include "turn_check.h"

#include <QString>

inline constexpr int J = tilerummy::kNumberedFaces; // the joker's index

// Checks every promise of a solver answer; returns what is wrong, or nothing.
inline QString checkAnswer(const tilerummy::SolveRequest& req, const tilerummy::SolveResult& res)
{
    using trtest::show;
    tilerummy::TileCounts added(res.table);
    added = added.minus(tilerummy::TileCounts(req.table));
    if (!(added == tilerummy::TileCounts(res.placed)))
        return QStringLiteral("'placed' (%1) is not what the table gained").arg(show(res.placed));
    // placed: rack tiles in rack order.
    std::size_t at = 0;
    for (tilerummy::Tile t : req.rack)
        if (at < res.placed.size() && res.placed[at] == t)
            ++at;
    if (at != res.placed.size())
        return QStringLiteral("'placed' (%1) is not in rack order").arg(show(res.placed));
    if (res.tilesPlaced != static_cast<int>(res.placed.size()))
        return QStringLiteral("tilesPlaced %1 but %2 placed").arg(res.tilesPlaced).arg(res.placed.size());
    if (res.pointsPlaced != tilerummy::placementPoints(res.placed))
        return QStringLiteral("pointsPlaced %1, not %2")
            .arg(res.pointsPlaced)
            .arg(tilerummy::placementPoints(res.placed));
    for (const auto& set : res.table)
        if (show(tilerummy::analyseSet(set).canonical) != show(set))
            return QStringLiteral("the set %1 is not in canonical order").arg(show(set));
    if (res.tilesPlaced == 0) {
        if (trtest::normalised(res.table) != trtest::normalised(req.table))
            return QStringLiteral("nothing placed, yet the table changed: %1 -> %2")
                .arg(show(req.table), show(res.table));
        return QString();
    }
    tilerummy::TurnInput in;
    in.initialMeldDone = req.initialMeldDone;
    in.before = {req.table, req.rack};
    in.after = {res.table, trtest::without(req.rack, res.placed)};
    tilerummy::Rules rules;
    rules.initialMeld = req.initialMeld;
    const tilerummy::TurnVerdict v = tilerummy::checkTurn(in, rules);
    if (!v.legal)
        return QStringLiteral("the answer %1 is not a legal turn: %2")
            .arg(show(res.table), QString::fromStdString(v.reason));
    return QString();
}
