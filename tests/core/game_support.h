// For the tests of a round of the game (test_game, test_game_endings): the
// state of a game between actions, the exact solver's best play as ids, rules
// with a rack size and a rule for the empty pool.
#pragma once

#include "game.h"
#include "rules.h"
#include "solver.h"
#include "tile_ids.h"

#include <optional>
#include <vector>

// The state of a game between actions, to compare with after one.
struct Snapshot {
    tilerummy::IdTable table;
    std::vector<tilerummy::IdSet> racks;
    tilerummy::IdSet pool;
    int current = 0;
    int turn = 0;
    std::vector<bool> meld;

    explicit Snapshot(const tilerummy::Game& g)
        : table(g.table()), pool(g.pool()), current(g.currentPlayer()), turn(g.turnNumber())
    {
        for (int p = 0; p < g.playerCount(); ++p) {
            racks.push_back(g.rack(p));
            meld.push_back(g.initialMeldDone(p));
        }
    }
};

// The best play the exact solver finds for the current player, as ids; nullopt
// when it places nothing.
inline std::optional<tilerummy::IdPosition> solverPlay(const tilerummy::Game& g)
{
    const int p = g.currentPlayer();
    tilerummy::SolveRequest req;
    req.table = tilerummy::facesOf(g.table());
    req.rack = tilerummy::facesOf(g.rack(p));
    req.initialMeldDone = g.initialMeldDone(p);
    req.initialMeld = g.rules().initialMeld;
    const tilerummy::SolveResult result = tilerummy::solve(req);
    if (result.tilesPlaced == 0)
        return std::nullopt;
    return tilerummy::assignIds({g.table(), g.rack(p)}, result.table);
}

inline tilerummy::Rules rulesWith(int rackSize,
                                  tilerummy::PoolEmptyRule rule = tilerummy::PoolEmptyRule::UntilNoOneCanPlay)
{
    tilerummy::Rules r;
    r.rackSize = rackSize;
    r.poolEmpty = rule;
    return r;
}
