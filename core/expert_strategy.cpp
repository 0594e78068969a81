#include "expert_strategy.h"

#include "meld.h"

#include <algorithm>

namespace tr {

namespace {

// A rack tile of the play that can come off its set, leaving it valid; the
// set it sits in after the play. Low tiles are held first: if an opponent
// goes out, they cost least.
struct Removable {
    std::size_t set;
    Tile tile;
};

std::vector<Removable> removableRackTiles(const SolveResult& play, const Tiles& placed, bool jokers)
{
    TileCounts fromRack(placed);
    std::vector<Removable> out;
    for (std::size_t s = 0; s < play.table.size(); ++s) {
        const Tiles& set = play.table[s];
        for (std::size_t i = 0; i < set.size(); ++i) {
            const Tile t = set[i];
            if (fromRack[t] == 0 || (t.isJoker() && !jokers))
                continue;
            Tiles rest = set;
            rest.erase(rest.begin() + static_cast<std::ptrdiff_t>(i));
            if (isValidSet(rest) &&
                std::none_of(out.begin(), out.end(), [&](const Removable& r) { return r.set == s; }))
                out.push_back({s, t});
        }
    }
    std::sort(out.begin(), out.end(),
              [](const Removable& a, const Removable& b) { return a.tile.rackPenalty() < b.tile.rackPenalty(); });
    return out;
}

} // namespace

AiDecision expertDecision(const AiView& view, const ExpertTuning& tuning, long long nodeLimit,
                          const std::atomic<bool>* stop)
{
    SolveRequest req = solveRequestFor(view, nodeLimit, stop);

    int smallestOpponent = kTileCount;
    const int own = static_cast<int>(view.rack.size());
    for (std::size_t p = 0; p < view.rackSizes.size(); ++p)
        if (static_cast<int>(p) != view.seat)
            smallestOpponent = std::min(smallestOpponent, view.rackSizes[p]);
    const bool endgame = smallestOpponent <= tuning.dumpWhenOpponentAtMost;

    req.objective = endgame ? Objective::Points : Objective::Tiles;
    SolveResult play = solve(req);
    if (play.tilesPlaced == 0)
        return {};
    if (!view.initialMeldDone && play.tilesPlaced < tuning.meldAtLeastTiles && play.tilesPlaced != own)
        return {};
    if (play.tilesPlaced == own || endgame || !view.initialMeldDone)
        return {true, play.table}; // go out, shed points, or open: lay it all

    if (play.tilesPlaced <= tuning.drawInsteadAtMost && view.poolSize >= tuning.drawInsteadPool &&
        own >= tuning.drawInsteadRackAtLeast)
        return {};
    if (tuning.drawInsteadRackShare > 0 && play.tilesPlaced * tuning.drawInsteadRackShare < own && view.poolSize > 0)
        return {};

    // Joker timing: a joker on the rack is the most flexible tile for later;
    // keep it when laying it gains little.
    const int jokersLaid = static_cast<int>(std::count(play.placed.begin(), play.placed.end(), Tile::joker()));
    if (jokersLaid > 0 && tuning.jokerKeepMargin >= 0) {
        SolveRequest without = req;
        without.rack.erase(std::remove(without.rack.begin(), without.rack.end(), Tile::joker()), without.rack.end());
        const SolveResult alt = solve(without);
        if (alt.tilesPlaced > 0 && play.tilesPlaced - jokersLaid - alt.tilesPlaced <= tuning.jokerKeepMargin)
            play = alt;
    }

    // Hold back tiles that come off cleanly, keeping at least one laid.
    auto removable = removableRackTiles(play, play.placed, tuning.holdJokers);
    const int hold = std::min<int>({tuning.maxReserve, static_cast<int>(removable.size()), play.tilesPlaced - 1});
    if (hold <= 0)
        return {true, play.table};
    Table table = play.table;
    TileCounts fromRack(play.placed); // each held tile must be one the rack laid
    int held = 0;
    for (const Removable& r : removable) {
        if (held == hold)
            break;
        if (fromRack[r.tile] == 0)
            continue;
        fromRack.add(r.tile, -1);
        Tiles& set = table[r.set];
        set.erase(std::find(set.begin(), set.end(), r.tile));
        ++held;
    }
    return {true, canonicalTable(table)};
}

} // namespace tr
