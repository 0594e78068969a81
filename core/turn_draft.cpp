#include "turn_draft.h"

#include "meld.h"

#include <algorithm>
#include <tuple>

namespace tr {

namespace {

bool samePosition(const IdPosition& a, const IdPosition& b)
{
    return a.table == b.table && a.rack == b.rack;
}

bool contains(const IdSet& ids, TileId id)
{
    return std::find(ids.begin(), ids.end(), id) != ids.end();
}

// Where `position` (an index into `ids` before the move, -1 or past the end
// for the end) lands once the moving tiles are taken out of `ids`.
std::size_t adjustedPosition(const IdSet& ids, int position, const std::vector<char>& moving)
{
    const std::size_t end = position < 0 ? ids.size() : std::min(ids.size(), static_cast<std::size_t>(position));
    std::size_t at = 0;
    for (std::size_t i = 0; i < end; ++i)
        if (!moving[static_cast<std::size_t>(ids[i])])
            ++at;
    return at;
}

void removeMoving(IdSet& ids, const std::vector<char>& moving)
{
    std::erase_if(ids, [&](TileId id) { return moving[static_cast<std::size_t>(id)] != 0; });
}

} // namespace

std::string_view draftRefusalName(DraftRefusal::Kind kind)
{
    switch (kind) {
    case DraftRefusal::Kind::None:
        return "none";
    case DraftRefusal::Kind::NoTiles:
        return "no-tiles";
    case DraftRefusal::Kind::NotATile:
        return "not-a-tile";
    case DraftRefusal::Kind::TileTwice:
        return "tile-twice";
    case DraftRefusal::Kind::TileNotHere:
        return "tile-not-here";
    case DraftRefusal::Kind::NoSuchSet:
        return "no-such-set";
    case DraftRefusal::Kind::NoPlaceOnTable:
        return "no-place-on-table";
    case DraftRefusal::Kind::NoPlaceInSet:
        return "no-place-in-set";
    case DraftRefusal::Kind::NoPlaceOnRack:
        return "no-place-on-rack";
    case DraftRefusal::Kind::TableTileToRack:
        return "table-tile-to-rack";
    case DraftRefusal::Kind::NoChange:
        return "no-change";
    }
    return "none";
}

TurnDraft::TurnDraft(IdPosition start, bool initialMeldDone, int initialMeld)
    : start_(std::move(start)), initialMeldDone_(initialMeldDone), initialMeld_(initialMeld)
{
    current_ = start_;
}

bool TurnDraft::apply(const DraftMove& move, DraftRefusal* why)
{
    using Kind = DraftRefusal::Kind;
    auto fail = [why](Kind kind, TileId tile = -1, int index = 0) {
        if (why)
            *why = {kind, tile, index};
        return false;
    };
    if (move.tiles.empty())
        return fail(Kind::NoTiles);

    // Every tile once, and each on this draft.
    std::vector<char> moving(kTileCount, 0);
    for (TileId id : move.tiles) {
        if (id < 0 || id >= kTileCount)
            return fail(Kind::NotATile, id);
        if (moving[static_cast<std::size_t>(id)])
            return fail(Kind::TileTwice, id);
        moving[static_cast<std::size_t>(id)] = 1;
        const bool onTable = std::any_of(current_.table.begin(), current_.table.end(),
                                         [id](const IdSet& set) { return contains(set, id); });
        if (!onTable && !contains(current_.rack, id))
            return fail(Kind::TileNotHere, id);
    }

    // The target, in the draft's indexes before the move.
    const DraftTarget& target = move.target;
    const int sets = static_cast<int>(current_.table.size());
    switch (target.kind) {
    case DraftTarget::Kind::NewSet:
        if (target.set < -1)
            return fail(Kind::NoPlaceOnTable, -1, target.set);
        break;
    case DraftTarget::Kind::IntoSet:
        if (target.set < 0 || target.set >= sets)
            return fail(Kind::NoSuchSet, -1, target.set);
        if (target.position < -1)
            return fail(Kind::NoPlaceInSet, -1, target.position);
        break;
    case DraftTarget::Kind::Rack:
        if (target.position < -1)
            return fail(Kind::NoPlaceOnRack, -1, target.position);
        for (TileId id : move.tiles)
            if (!isFromRack(id))
                return fail(Kind::TableTileToRack, id);
        break;
    }

    // Take the tiles out (leaving emptied sets in place, so that the target's
    // indexes still mean what they meant), put them in, then drop empty sets.
    IdPosition next = current_;
    switch (target.kind) {
    case DraftTarget::Kind::NewSet: {
        for (IdSet& set : next.table)
            removeMoving(set, moving);
        removeMoving(next.rack, moving);
        const std::size_t at =
            target.set < 0 || target.set > sets ? next.table.size() : static_cast<std::size_t>(target.set);
        next.table.insert(next.table.begin() + static_cast<std::ptrdiff_t>(at), move.tiles);
        break;
    }
    case DraftTarget::Kind::IntoSet: {
        IdSet& into = next.table[static_cast<std::size_t>(target.set)];
        const std::size_t at = adjustedPosition(into, target.position, moving);
        for (IdSet& set : next.table)
            removeMoving(set, moving);
        removeMoving(next.rack, moving);
        into.insert(into.begin() + static_cast<std::ptrdiff_t>(at), move.tiles.begin(), move.tiles.end());
        break;
    }
    case DraftTarget::Kind::Rack: {
        const std::size_t at = adjustedPosition(next.rack, target.position, moving);
        for (IdSet& set : next.table)
            removeMoving(set, moving);
        removeMoving(next.rack, moving);
        next.rack.insert(next.rack.begin() + static_cast<std::ptrdiff_t>(at), move.tiles.begin(), move.tiles.end());
        break;
    }
    }
    std::erase_if(next.table, [](const IdSet& set) { return set.empty(); });

    if (samePosition(next, current_))
        return fail(Kind::NoChange);
    push(std::move(next));
    return true;
}

bool TurnDraft::sortRack(RackOrder order)
{
    IdPosition next = current_;
    next.rack = sortedRack(current_.rack, order);
    if (next.rack == current_.rack)
        return false;
    push(std::move(next));
    return true;
}

bool TurnDraft::canUndo() const
{
    return !undo_.empty();
}

bool TurnDraft::canRedo() const
{
    return !redo_.empty();
}

bool TurnDraft::undo()
{
    if (undo_.empty())
        return false;
    redo_.push_back(std::move(current_));
    current_ = std::move(undo_.back());
    undo_.pop_back();
    return true;
}

bool TurnDraft::redo()
{
    if (redo_.empty())
        return false;
    undo_.push_back(std::move(current_));
    current_ = std::move(redo_.back());
    redo_.pop_back();
    return true;
}

bool TurnDraft::reset()
{
    if (samePosition(current_, start_))
        return false;
    push(start_);
    return true;
}

bool TurnDraft::unchanged() const
{
    return current_.table == start_.table && sortedIds(current_.rack) == sortedIds(start_.rack);
}

IdSet TurnDraft::placedFromRack() const
{
    IdSet out;
    for (const IdSet& set : current_.table)
        for (TileId id : set)
            if (isFromRack(id))
                out.push_back(id);
    return out;
}

bool TurnDraft::isFromRack(TileId id) const
{
    return contains(start_.rack, id);
}

std::vector<DraftSetInfo> TurnDraft::setInfo() const
{
    // The start's sets as sorted ids: a set is unchanged when it holds exactly
    // the tiles of one of them, whatever their order.
    std::vector<IdSet> startSets;
    startSets.reserve(start_.table.size());
    for (const IdSet& set : start_.table)
        startSets.push_back(sortedIds(set));
    std::sort(startSets.begin(), startSets.end());

    // What the set faults are judged against: the rack tiles laid so far, the
    // table at the start.
    const TileCounts played(facesOf(placedFromRack()));
    const Table tableBefore = facesOf(start_.table);

    std::vector<DraftSetInfo> out;
    out.reserve(current_.table.size());
    for (const IdSet& set : current_.table) {
        const Tiles faces = facesOf(set);
        const SetAnalysis analysis = analyseSet(faces);
        DraftSetInfo info;
        info.valid = analysis.valid();
        info.complete = static_cast<int>(set.size()) >= kMinSetSize;
        if (!info.valid)
            info.fault = classifySetFault(faces, played, tableBefore);
        info.meldValue = info.valid ? analysis.meldValue : 0;
        info.changed = !std::binary_search(startSets.begin(), startSets.end(), sortedIds(set));
        info.fromRackOnly =
            !set.empty() && std::all_of(set.begin(), set.end(), [this](TileId id) { return isFromRack(id); });
        out.push_back(std::move(info));
    }
    return out;
}

int TurnDraft::meldPoints() const
{
    int points = 0;
    for (const DraftSetInfo& info : setInfo())
        if (info.valid && info.fromRackOnly)
            points += info.meldValue;
    return points;
}

void TurnDraft::push(IdPosition next)
{
    undo_.push_back(std::move(current_));
    current_ = std::move(next);
    redo_.clear();
}

IdSet sortedRack(const IdSet& rack, RackOrder order)
{
    auto key = [order](TileId id) {
        const Tile t = faceOf(id);
        if (t.isJoker())
            return std::make_tuple(1, 0, 0, id);
        const int colour = static_cast<int>(t.colour());
        return order == RackOrder::Runs ? std::make_tuple(0, colour, t.value(), id)
                                        : std::make_tuple(0, t.value(), colour, id);
    };
    IdSet out = rack;
    std::sort(out.begin(), out.end(), [&](TileId a, TileId b) { return key(a) < key(b); });
    return out;
}

} // namespace tr
