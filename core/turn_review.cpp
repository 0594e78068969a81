#include "turn_review.h"

#include "meld.h"
#include "table_rearrangement.h"

#include <algorithm>
#include <optional>

namespace tilerummy {

namespace {

int jokersIn(const Tiles& tiles)
{
    return static_cast<int>(std::count_if(tiles.begin(), tiles.end(), [](Tile t) { return t.isJoker(); }));
}

// Whether `part` is within `whole`, faces counted as multisets.
bool within(const Tiles& part, const Tiles& whole)
{
    return TileCounts(part).isSubsetOf(TileCounts(whole));
}

// The tiles `a` and `b` share, faces counted as multisets (sorted).
Tiles shared(const Tiles& a, const Tiles& b)
{
    const TileCounts ca(a);
    const TileCounts cb(b);
    TileCounts both;
    for (int f = 0; f < kFaceKinds; ++f)
        both.add(Tile::fromIndex(f), std::min(ca[Tile::fromIndex(f)], cb[Tile::fromIndex(f)]));
    return both.tiles();
}

// Tiles of `a` that are not in `b`.
Tiles without(const Tiles& a, const Tiles& b)
{
    const TileCounts ca(a);
    return ca.minus(TileCounts(shared(a, b))).tiles();
}

std::optional<SetRework::Kind> reworkOf(const Table& before, const Table& after, std::size_t i, int partner)
{
    const Tiles& old = before[i];
    const Tiles kept = partner < 0 ? Tiles{} : shared(old, after[static_cast<std::size_t>(partner)]);
    if (partner >= 0 && kept.size() == old.size()) {
        if (after[static_cast<std::size_t>(partner)].size() == old.size())
            return std::nullopt; // as it was
        // Grown by tiles of another set too: joined (with the rack's tiles alone: extended).
        const Tiles grown = without(after[static_cast<std::size_t>(partner)], old);
        const Tiles laid = TileCounts(after).minus(TileCounts(before)).tiles();
        return without(grown, laid).empty() ? SetRework::Kind::Extended : SetRework::Kind::Joined;
    }
    if (jokersIn(kept) < jokersIn(old))
        return SetRework::Kind::JokerFreed;
    for (const Tiles& set : after)
        if (within(old, set))
            return SetRework::Kind::Joined;
    if (analyseSet(old).kind == SetKind::Run) {
        for (std::size_t k = 0; k < after.size(); ++k)
            if (static_cast<int>(k) != partner && analyseSet(after[k]).kind == SetKind::Run &&
                shared(old, after[k]).size() - static_cast<std::size_t>(jokersIn(shared(old, after[k]))) >= 2)
                return SetRework::Kind::Split;
    }
    return SetRework::Kind::TilesTaken;
}

} // namespace

std::vector<SetRework> reworksOf(const Table& before, const Table& after)
{
    std::vector<SetRework> out;
    const std::vector<int> partner = pairSets(before, after);
    for (std::size_t i = 0; i < before.size(); ++i)
        if (const auto kind = reworkOf(before, after, i, partner[i]))
            out.push_back({*kind, static_cast<int>(i), before[i]});
    return out;
}

const SetRework* mainRework(const std::vector<SetRework>& reworks)
{
    const SetRework* main = nullptr;
    for (const SetRework& r : reworks)
        if (!main || r.kind < main->kind)
            main = &r;
    return main;
}

TurnReview reviewTurn(const Position& before, bool initialMeldDone, int initialMeld, const Tiles& laid,
                      const Table& tableAfter, long long nodeLimit, const std::atomic<bool>* stop)
{
    TurnReview review;
    review.tilesPlaced = static_cast<int>(laid.size());
    review.pointsPlaced = placementPoints(laid);
    SolveRequest req;
    req.table = before.table;
    req.rack = before.rack;
    req.initialMeldDone = initialMeldDone;
    req.objective = Objective::Tiles;
    req.initialMeld = initialMeld;
    req.nodeLimit = nodeLimit;
    req.stop = stop;
    review.best = solve(req);
    if (review.best.tilesPlaced < review.tilesPlaced) {
        review.best.table = canonicalTable(tableAfter);
        review.best.placed = laid;
        review.best.tilesPlaced = review.tilesPlaced;
        review.best.pointsPlaced = review.pointsPlaced;
    }
    review.bestReworks = reworksOf(before.table, review.best.table);
    return review;
}

} // namespace tilerummy
