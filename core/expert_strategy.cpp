#include "expert_strategy.h"

#include "meld.h"
#include "random.h"

#include <algorithm>

namespace tilerummy {

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
    // Stable: tiles of equal penalty stay in table order, the same with every standard library.
    std::stable_sort(out.begin(), out.end(), [](const Removable& a, const Removable& b) {
        return a.tile.rackPenalty() < b.tile.rackPenalty();
    });
    return out;
}

// One guess at the hidden tiles (the opponents' racks and the pool's order),
// played on by quick most-tiles players: a Monte Carlo look-ahead.
struct World {
    Table table;
    std::vector<Tiles> racks;
    std::vector<bool> meldDone;
    Tiles pool;
};

void removeTiles(Tiles& rack, const Tiles& gone)
{
    for (Tile t : gone) {
        auto it = std::find(rack.begin(), rack.end(), t);
        if (it != rack.end())
            rack.erase(it);
    }
}

// My share of the outcome in hundredths, 0..100, after playing `turns` turns
// from `next` (cut short when `stop` is set: the caller's answer is dropped
// then). In integers, so that the sums compared are exact on every machine: in
// floating point a compiler may fuse 0.5 + 0.06 * lead into one rounding (a
// multiply-add, as clang does on ARM) or not, and a near tie could go either way.
int playOut(World w, int me, int next, int turns, int initialMeld, const std::atomic<bool>* stop)
{
    const int players = static_cast<int>(w.racks.size());
    for (int t = 0; t < turns && !(stop && stop->load(std::memory_order_relaxed)); ++t) {
        const int p = next;
        next = (next + 1) % players;
        SolveRequest req;
        req.table = w.table;
        req.rack = w.racks[static_cast<std::size_t>(p)];
        req.initialMeldDone = w.meldDone[static_cast<std::size_t>(p)];
        req.initialMeld = initialMeld;
        req.nodeLimit = 3000;
        req.tidy = false;
        req.stop = stop;
        const SolveResult r = solve(req);
        if (r.tilesPlaced > 0) {
            w.table = r.table;
            removeTiles(w.racks[static_cast<std::size_t>(p)], r.placed);
            w.meldDone[static_cast<std::size_t>(p)] = true;
            if (w.racks[static_cast<std::size_t>(p)].empty())
                return p == me ? 100 : 0;
        } else if (!w.pool.empty()) {
            w.racks[static_cast<std::size_t>(p)].push_back(w.pool.back());
            w.pool.pop_back();
        }
    }
    std::size_t fewest = kTileCount;
    for (int p = 0; p < players; ++p)
        if (p != me)
            fewest = std::min(fewest, w.racks[static_cast<std::size_t>(p)].size());
    const int lead = static_cast<int>(fewest) - static_cast<int>(w.racks[static_cast<std::size_t>(me)].size());
    return std::clamp(50 + 6 * lead, 2, 98);
}

// Is drawing better than laying `play`? Both are played on in the same
// guessed worlds (the same hidden tiles for both, so the comparison is fair).
// The look-ahead is most of the expert's thinking: it ends at once when
// `stop` is set (the decision is dropped then, whatever it says).
bool drawLooksBetter(const AiView& view, const SolveResult& play, const ExpertTuning& tuning,
                     const std::atomic<bool>* stop)
{
    TileCounts unseen;
    for (int i = 0; i < kFaceKinds; ++i)
        unseen.add(Tile::fromIndex(i), i == kNumberedFaces ? kJokerCount : kCopiesPerFace);
    unseen = unseen.minus(TileCounts(view.table)).minus(TileCounts(view.rack));
    Tiles hidden = unseen.tiles();
    // Seeded by what the player sees, so that a game stays reproducible.
    std::uint64_t seed = 0x5eed;
    for (Tile t : view.rack)
        seed = seed * 131 + static_cast<std::uint64_t>(t.index());
    seed = seed * 131 + static_cast<std::uint64_t>(view.poolSize);
    for (const auto& set : view.table)
        for (Tile t : set)
            seed = seed * 31 + static_cast<std::uint64_t>(t.index());

    const int players = static_cast<int>(view.rackSizes.size());
    const int next = (view.seat + 1) % players;
    int playScore = 0;
    int drawScore = 0;
    for (int k = 0; k < tuning.rolloutWorlds && !(stop && stop->load(std::memory_order_relaxed)); ++k) {
        Random rng(deriveSeed(seed, k));
        rng.shuffle(hidden);
        World base;
        base.table = view.table;
        base.meldDone = view.meldDone;
        base.meldDone.resize(static_cast<std::size_t>(players), true);
        std::size_t taken = 0;
        for (int p = 0; p < players; ++p) {
            if (p == view.seat) {
                base.racks.push_back(view.rack);
                continue;
            }
            const auto n =
                std::min(hidden.size() - taken, static_cast<std::size_t>(view.rackSizes[static_cast<std::size_t>(p)]));
            base.racks.emplace_back(hidden.begin() + static_cast<std::ptrdiff_t>(taken),
                                    hidden.begin() + static_cast<std::ptrdiff_t>(taken + n));
            taken += n;
        }
        base.pool.assign(hidden.begin() + static_cast<std::ptrdiff_t>(taken), hidden.end());

        World laid = base;
        laid.table = play.table;
        removeTiles(laid.racks[static_cast<std::size_t>(view.seat)], play.placed);
        laid.meldDone[static_cast<std::size_t>(view.seat)] = true;
        playScore += playOut(std::move(laid), view.seat, next, tuning.rolloutTurns, view.rules.initialMeld, stop);

        World drew = std::move(base);
        if (!drew.pool.empty()) {
            drew.racks[static_cast<std::size_t>(view.seat)].push_back(drew.pool.back());
            drew.pool.pop_back();
        }
        drawScore += playOut(std::move(drew), view.seat, next, tuning.rolloutTurns, view.rules.initialMeld, stop);
    }
    return drawScore > playScore;
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

    const bool seatsKnown =
        view.rackSizes.size() >= 2 && view.seat >= 0 && view.seat < static_cast<int>(view.rackSizes.size());
    if (tuning.rolloutWorlds > 0 && seatsKnown && play.tilesPlaced <= tuning.rolloutMaxPlay && view.poolSize > 0) {
        if (drawLooksBetter(view, play, tuning, stop))
            return {};
    } else if (play.tilesPlaced <= tuning.drawInsteadAtMost && view.poolSize >= tuning.drawInsteadPool &&
               own >= tuning.drawInsteadRackAtLeast) {
        return {};
    }
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

} // namespace tilerummy
