#include "turn_plan.h"

#include "joker_swap.h"
#include "tile_ids.h"

#include <algorithm>

namespace tilerummy {

namespace {

bool onRack(const TurnDraft& draft, TileId id)
{
    return std::find(draft.rack().begin(), draft.rack().end(), id) != draft.rack().end();
}

// The sets of `board` the tiles lie in (each once); false when a tile is
// neither there nor on the rack.
bool setsOf(const TurnDraft& board, const IdSet& tiles, IdTable* from)
{
    for (TileId id : tiles) {
        const int s = setIndexOf(board.table(), id);
        if (s < 0) {
            if (!onRack(board, id))
                return false;
            continue;
        }
        const IdSet& set = board.table()[static_cast<std::size_t>(s)];
        if (std::find(from->begin(), from->end(), set) == from->end())
            from->push_back(set);
    }
    return true;
}

// The move's tiles lie where they lay when it was planned: each table tile
// in a set as it was then, each other tile on the rack.
bool tilesWhereTheyLay(const PlannedMove& move, const TurnDraft& draft)
{
    return std::all_of(move.tiles.begin(), move.tiles.end(), [&](TileId id) {
        const auto was = std::find_if(move.from.begin(), move.from.end(), [id](const IdSet& set) {
            return std::find(set.begin(), set.end(), id) != set.end();
        });
        if (was == move.from.end())
            return onRack(draft, id);
        const int s = setIndexOf(draft.table(), id);
        return s >= 0 && draft.table()[static_cast<std::size_t>(s)] == *was;
    });
}

// The set the move adds to (or swaps a joker in) is as it was.
bool targetAsItWas(const PlannedMove& move, const TurnDraft& draft)
{
    if (move.into.empty())
        return true;
    const int s = setIndexOf(draft.table(), move.anchor);
    return s >= 0 && draft.table()[static_cast<std::size_t>(s)] == move.into;
}

// The planned move as a move on `draft` (nullopt: its place is gone).
std::optional<DraftMove> onDraft(const PlannedMove& move, const TurnDraft& draft)
{
    switch (move.kind) {
    case PlannedMove::Kind::IntoSet: {
        const int s = setIndexOf(draft.table(), move.anchor);
        if (s < 0)
            return std::nullopt;
        const IdSet& set = draft.table()[static_cast<std::size_t>(s)];
        const int at = static_cast<int>(std::find(set.begin(), set.end(), move.anchor) - set.begin());
        return DraftMove{move.tiles, DraftTarget::intoSet(s, at + (move.afterAnchor ? 1 : 0))};
    }
    case PlannedMove::Kind::NewSet:
        return DraftMove{move.tiles, move.cell.isValid() ? DraftTarget::newSetAt(move.cell) : DraftTarget::newSet()};
    case PlannedMove::Kind::Rack:
        return DraftMove{move.tiles, move.slot >= 0 ? DraftTarget::rackSlot(move.slot) : DraftTarget::rack()};
    case PlannedMove::Kind::SwapJoker:
        break;
    }
    return std::nullopt;
}

} // namespace

std::optional<PlannedMove> planMove(const TurnDraft& board, const DraftMove& move)
{
    PlannedMove planned;
    planned.tiles = move.tiles;
    if (move.tiles.empty() || !setsOf(board, move.tiles, &planned.from))
        return std::nullopt;
    switch (move.target.kind) {
    case DraftTarget::Kind::IntoSet: {
        if (move.target.set < 0 || move.target.set >= static_cast<int>(board.table().size()))
            return std::nullopt;
        const IdSet& set = board.table()[static_cast<std::size_t>(move.target.set)];
        planned.kind = PlannedMove::Kind::IntoSet;
        const bool atEnd = move.target.position < 0 || move.target.position >= static_cast<int>(set.size());
        planned.anchor = atEnd ? set.back() : set[static_cast<std::size_t>(move.target.position)];
        planned.afterAnchor = atEnd;
        planned.into = set;
        break;
    }
    case DraftTarget::Kind::NewSet:
        planned.kind = PlannedMove::Kind::NewSet;
        planned.cell = move.target.cell;
        break;
    case DraftTarget::Kind::Rack:
        planned.kind = PlannedMove::Kind::Rack;
        planned.slot = move.target.slot;
        break;
    }
    return planned;
}

PlannedMove planJokerSwap(const TurnDraft& board, TileId tile, TileId joker)
{
    PlannedMove planned;
    planned.kind = PlannedMove::Kind::SwapJoker;
    planned.tiles = {tile};
    planned.anchor = joker;
    setsOf(board, planned.tiles, &planned.from);
    if (const int s = setIndexOf(board.table(), joker); s >= 0)
        planned.into = board.table()[static_cast<std::size_t>(s)];
    return planned;
}

std::vector<std::size_t> makePlan(const std::vector<PlannedMove>& plan, TurnDraft& draft)
{
    std::vector<std::size_t> leftOut;
    for (std::size_t i = 0; i < plan.size(); ++i) {
        const PlannedMove& move = plan[i];
        bool made = false;
        if (tilesWhereTheyLay(move, draft) && targetAsItWas(move, draft)) {
            if (move.kind == PlannedMove::Kind::SwapJoker) {
                made = canSwapJoker(draft, move.tiles.front(), move.anchor) &&
                       swapJoker(draft, move.tiles.front(), move.anchor);
            } else if (const std::optional<DraftMove> m = onDraft(move, draft)) {
                made = draft.apply(*m, nullptr, LayoutRule::ByHand);
            }
        }
        if (!made)
            leftOut.push_back(i);
    }
    return leftOut;
}

} // namespace tilerummy
