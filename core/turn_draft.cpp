#include "turn_draft.h"

#include "meld.h"
#include "tile_id_set.h"

#include <algorithm>
#include <numeric>
#include <tuple>

namespace tilerummy {

namespace {

bool contains(const IdSet& ids, TileId id)
{
    return std::find(ids.begin(), ids.end(), id) != ids.end();
}

// Where `position` (an index into `ids` before the move, -1 or past the end
// for the end) lands once the moving tiles are taken out of `ids`.
std::size_t adjustedPosition(const IdSet& ids, int position, const TileIdSet& moving)
{
    const std::size_t end = position < 0 ? ids.size() : std::min(ids.size(), static_cast<std::size_t>(position));
    std::size_t at = 0;
    for (std::size_t i = 0; i < end; ++i)
        if (!moving.contains(ids[i]))
            ++at;
    return at;
}

void removeMoving(IdSet& ids, const TileIdSet& moving)
{
    std::erase_if(ids, [&](TileId id) { return moving.contains(id); });
}

} // namespace

void TurnDraft::leaveGaps(const IdTable& before, const TableLayout& beforeLayout, std::vector<int>& was, State& next,
                          std::vector<char>& touched)
{
    IdTable& table = next.position.table;
    for (std::size_t i = table.size(); i-- > 0;) {
        const int o = was[i];
        if (o < 0 || touched[i] != 0)
            continue;
        const IdSet& old = before[static_cast<std::size_t>(o)];
        if (table[i].size() >= old.size() || analyseSet(facesOf(old)).kind != SetKind::Run)
            continue;
        // The run's tiles as they lay, and the stretches of them still there.
        const IdSet shown = shownOrder(old);
        IdTable pieces;
        std::vector<int> starts;
        for (std::size_t k = 0; k < shown.size(); ++k) {
            if (!contains(table[i], shown[k]))
                continue;
            if (k == 0 || !contains(table[i], shown[k - 1])) {
                pieces.emplace_back();
                starts.push_back(static_cast<int>(k));
            }
            pieces.back().push_back(shown[k]);
        }
        if (pieces.size() < 2)
            continue;
        const TableCell cell = beforeLayout[static_cast<std::size_t>(o)];
        table.erase(table.begin() + static_cast<std::ptrdiff_t>(i));
        next.layout.erase(next.layout.begin() + static_cast<std::ptrdiff_t>(i));
        touched.erase(touched.begin() + static_cast<std::ptrdiff_t>(i));
        was.erase(was.begin() + static_cast<std::ptrdiff_t>(i));
        for (std::size_t p = pieces.size(); p-- > 0;) {
            was.insert(was.begin() + static_cast<std::ptrdiff_t>(i), -1);
            table.insert(table.begin() + static_cast<std::ptrdiff_t>(i), pieces[p]);
            next.layout.insert(next.layout.begin() + static_cast<std::ptrdiff_t>(i),
                               TableCell{cell.row, cell.column + starts[p]});
            touched.insert(touched.begin() + static_cast<std::ptrdiff_t>(i), 0);
        }
    }
}

int TurnDraft::closeGaps(State& next, int s, TableCell wanted)
{
    IdTable& table = next.position.table;
    TableLayout& layout = next.layout;
    for (bool joined = true; joined;) {
        joined = false;
        const int length = static_cast<int>(table[static_cast<std::size_t>(s)].size());
        for (int t = 0; t < static_cast<int>(table.size()); ++t) {
            const TableCell other = layout[static_cast<std::size_t>(t)];
            if (t == s || other.row != wanted.row)
                continue;
            const bool right = other.column == wanted.column + length;
            const bool left =
                other.column + static_cast<int>(table[static_cast<std::size_t>(t)].size()) == wanted.column;
            if (!right && !left)
                continue;
            const int first = right ? s : t;
            const int second = right ? t : s;
            IdSet joinedSet = shownOrder(table[static_cast<std::size_t>(first)]);
            const IdSet after = shownOrder(table[static_cast<std::size_t>(second)]);
            joinedSet.insert(joinedSet.end(), after.begin(), after.end());
            if (analyseSet(facesOf(joinedSet)).kind != SetKind::Run || shownOrder(joinedSet) != joinedSet)
                continue;
            const TableCell start = right ? wanted : other;
            table[static_cast<std::size_t>(first)] = joinedSet;
            layout[static_cast<std::size_t>(first)] = start;
            table.erase(table.begin() + second);
            layout.erase(layout.begin() + second);
            s = first > second ? first - 1 : first;
            wanted = start;
            joined = true;
            break;
        }
    }
    return s;
}

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
    case DraftRefusal::Kind::NoCellOnTable:
        return "no-cell-on-table";
    case DraftRefusal::Kind::TableTileToRack:
        return "table-tile-to-rack";
    case DraftRefusal::Kind::NoChange:
        return "no-change";
    }
    return "none";
}

TurnDraft::TurnDraft(IdPosition start, bool initialMeldDone, int initialMeld, const TableLayout& layout,
                     const std::optional<RackSlots>& rackSlots)
    : initialMeldDone_(initialMeldDone), initialMeld_(initialMeld)
{
    start_.rack = rackSlots ? RackSlots::following(*rackSlots, start.rack) : RackSlots::dealt(start.rack);
    start.rack = start_.rack.tiles();
    start_.layout = repairedLayout(start.table, layout.empty() ? flowLayout(start.table) : layout);
    start_.position = std::move(start);
    current_ = start_;
}

bool TurnDraft::apply(const DraftMove& move, DraftRefusal* why, LayoutRule rule)
{
    using Kind = DraftRefusal::Kind;
    auto fail = [why](Kind kind, TileId tile = -1, int index = 0) {
        if (why)
            *why = {kind, tile, index};
        return false;
    };
    if (move.tiles.empty())
        return fail(Kind::NoTiles);
    const IdTable& table = current_.position.table;
    const IdSet& rack = current_.position.rack;

    // Every tile once, and each on this draft.
    TileIdSet moving;
    for (TileId id : move.tiles) {
        if (!TileIdSet::inBox(id))
            return fail(Kind::NotATile, id);
        if (!moving.insert(id))
            return fail(Kind::TileTwice, id);
        const bool onTable =
            std::any_of(table.begin(), table.end(), [id](const IdSet& set) { return contains(set, id); });
        if (!onTable && !contains(rack, id))
            return fail(Kind::TileNotHere, id);
    }

    // The target, in the draft's indexes before the move.
    const DraftTarget& target = move.target;
    const int sets = static_cast<int>(table.size());
    switch (target.kind) {
    case DraftTarget::Kind::NewSet:
        if (target.set < -1)
            return fail(Kind::NoPlaceOnTable, -1, target.set);
        if (target.cell != TableCell{} && !target.cell.isValid())
            return fail(Kind::NoCellOnTable, -1, target.cell.column);
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

    // Where the first tile came from (a new set without a cell goes near it).
    TableCell origin;
    for (std::size_t i = 0; i < table.size(); ++i)
        if (contains(table[i], move.tiles.front()))
            origin = current_.layout[i];

    // Take the tiles out (leaving emptied sets in place, so that the target's
    // indexes still mean what they meant), put them in, then drop empty sets.
    State next = current_;
    IdTable& nextTable = next.position.table;
    std::vector<char> touched(table.size(), 0); // the set the tiles go to
    std::vector<int> was(table.size());         // the draft's set each set was (-1: new)
    std::iota(was.begin(), was.end(), 0);
    auto takeOut = [&] {
        for (IdSet& set : nextTable)
            removeMoving(set, moving);
        next.rack.remove(move.tiles);
    };
    switch (target.kind) {
    case DraftTarget::Kind::NewSet: {
        // A whole set moved to another cell keeps its place in the table's order.
        const auto whole = std::find(table.begin(), table.end(), move.tiles);
        takeOut();
        std::size_t at = target.set < 0 || target.set > sets ? nextTable.size() : static_cast<std::size_t>(target.set);
        if (target.set < 0 && whole != table.end())
            at = static_cast<std::size_t>(whole - table.begin());
        nextTable.insert(nextTable.begin() + static_cast<std::ptrdiff_t>(at), move.tiles);
        next.layout.insert(next.layout.begin() + static_cast<std::ptrdiff_t>(at), target.cell);
        touched.insert(touched.begin() + static_cast<std::ptrdiff_t>(at), 1);
        was.insert(was.begin() + static_cast<std::ptrdiff_t>(at), -1);
        break;
    }
    case DraftTarget::Kind::IntoSet: {
        IdSet& into = nextTable[static_cast<std::size_t>(target.set)];
        const std::size_t at = adjustedPosition(into, target.position, moving);
        takeOut();
        into.insert(into.begin() + static_cast<std::ptrdiff_t>(at), move.tiles.begin(), move.tiles.end());
        touched[static_cast<std::size_t>(target.set)] = 1;
        break;
    }
    case DraftTarget::Kind::Rack: {
        int slot = target.slot;
        if (slot < 0) {
            // Before the tile at `position` of those that stay (into the empty
            // slot before it, if there is one), or after the last tile.
            IdSet staying = rack;
            removeMoving(staying, moving);
            const std::size_t at = adjustedPosition(rack, target.position, moving);
            IdSet order = staying;
            order.insert(order.begin() + static_cast<std::ptrdiff_t>(at), move.tiles.begin(), move.tiles.end());
            if (order == rack)
                return fail(Kind::NoChange);
            RackSlots rest = current_.rack;
            rest.remove(move.tiles);
            if (at < staying.size()) {
                slot = rest.slotOf(staying[at]);
                if (slot > 0 && rest.at(slot - 1) == RackSlots::kEmpty && move.tiles.size() == 1)
                    --slot;
            } else {
                slot = staying.empty() ? 0 : rest.slotOf(staying.back()) + 1;
            }
        }
        takeOut();
        next.rack.put(move.tiles, slot);
        break;
    }
    }
    for (std::size_t i = nextTable.size(); i-- > 0;) {
        if (nextTable[i].empty()) {
            nextTable.erase(nextTable.begin() + static_cast<std::ptrdiff_t>(i));
            next.layout.erase(next.layout.begin() + static_cast<std::ptrdiff_t>(i));
            touched.erase(touched.begin() + static_cast<std::ptrdiff_t>(i));
            was.erase(was.begin() + static_cast<std::ptrdiff_t>(i));
        }
    }
    // Tiles that stay in a set stay in their cells: a set that lost tiles at
    // its front, or gained some before its first tile, starts where its kept
    // tiles put it, where that fits (the sets that gave tiles first).
    for (int pass = 0; pass < 2; ++pass) {
        for (std::size_t i = 0; i < nextTable.size(); ++i) {
            const int o = was[i];
            if (o < 0 || (touched[i] != 0) != (pass == 1) || nextTable[i] == table[static_cast<std::size_t>(o)])
                continue;
            const TableCell kept = anchoredCell(table[static_cast<std::size_t>(o)],
                                                current_.layout[static_cast<std::size_t>(o)], nextTable[i]);
            if (placeFits(nextTable, next.layout, static_cast<int>(i), kept))
                next.layout[i] = kept;
        }
    }
    if (rule == LayoutRule::ByHand)
        leaveGaps(table, current_.layout, was, next, touched);
    next.position.rack = next.rack.tiles();

    // The set the tiles went to takes its place; the others keep theirs.
    const auto it = std::find(touched.begin(), touched.end(), 1);
    if (it != touched.end()) {
        const int s = static_cast<int>(it - touched.begin());
        TableCell& cell = next.layout[static_cast<std::size_t>(s)];
        const int length = static_cast<int>(nextTable[static_cast<std::size_t>(s)].size());
        if (!cell.isValid())
            cell = freePlace(nextTable, next.layout, length, origin, s);
        int settled = s;
        if (rule == LayoutRule::ByHand) {
            // Where the tiles it kept put it (a tile added before its first one moves its start).
            const int o = was[static_cast<std::size_t>(s)];
            const TableCell wanted =
                o < 0 ? cell
                      : anchoredCell(table[static_cast<std::size_t>(o)], current_.layout[static_cast<std::size_t>(o)],
                                     nextTable[static_cast<std::size_t>(s)]);
            settled = closeGaps(next, s, wanted);
        }
        if (rule != LayoutRule::KeepOthers)
            settleSet(nextTable, next.layout, settled);
        else // where it is if there is room, else the nearest free place
            cell = freePlace(nextTable, next.layout, length, cell, s);
    }

    if (next == current_)
        return fail(Kind::NoChange);
    push(std::move(next));
    return true;
}

bool TurnDraft::sortRack(RackOrder order)
{
    State next = current_;
    next.rack.sort(order);
    next.position.rack = next.rack.tiles();
    if (next == current_)
        return false;
    push(std::move(next));
    return true;
}

bool TurnDraft::arrange(const IdTable& table, const TableLayout& layout, const RackSlots& rack)
{
    State next{{table, {}}, layout, rack};
    if (!admits(next) || next == current_)
        return false;
    push(std::move(next));
    return true;
}

bool TurnDraft::admits(State& state) const
{
    const IdTable& table = state.position.table;
    state.position.rack = state.rack.tiles();
    if (sortedIds(table, state.position.rack) != sortedIds(start_.position.table, start_.position.rack) ||
        std::any_of(table.begin(), table.end(), [](const IdSet& s) { return s.empty(); }))
        return false;
    for (TileId id : state.position.rack)
        if (!isFromRack(id))
            return false;
    state.layout = repairedLayout(table, state.layout);
    return true;
}

bool TurnDraft::resume(std::vector<State> undo, State current, std::vector<State> redo)
{
    if (!admits(current))
        return false;
    for (std::vector<State>* steps : {&undo, &redo})
        for (State& step : *steps)
            if (!admits(step))
                return false;
    undo_ = std::move(undo);
    current_ = std::move(current);
    redo_ = std::move(redo);
    changed();
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
    changed();
    return true;
}

bool TurnDraft::redo()
{
    if (redo_.empty())
        return false;
    undo_.push_back(std::move(current_));
    current_ = std::move(redo_.back());
    redo_.pop_back();
    changed();
    return true;
}

bool TurnDraft::reset()
{
    if (current_ == start_)
        return false;
    push(start_);
    return true;
}

bool TurnDraft::unchanged() const
{
    return table() == start().table && sortedIds(rack()) == sortedIds(start().rack);
}

IdSet TurnDraft::placedFromRack() const
{
    const IdSet laid = tilesLaid(start().rack, rack());
    IdSet out; // in table order
    for (const IdSet& set : table())
        for (TileId id : set)
            if (contains(laid, id))
                out.push_back(id);
    return out;
}

bool TurnDraft::isFromRack(TileId id) const
{
    return contains(start().rack, id);
}

namespace {
thread_local std::uint64_t setsWorkedOut = 0;
} // namespace

const std::vector<DraftSetInfo>& TurnDraft::setInfo() const
{
    if (!setInfo_) {
        setInfo_ = analyse();
        ++setsWorkedOut;
    }
    return *setInfo_;
}

std::uint64_t TurnDraft::analysesRun()
{
    return setsWorkedOut;
}

std::vector<DraftSetInfo> TurnDraft::analyse() const
{
    // A set is unchanged when it holds exactly the tiles of one of the start's
    // sets, whatever their order.
    const std::vector<bool> changed = setsChanged(start().table, table());

    // What the set faults are judged against: the rack tiles laid so far, the
    // table at the start.
    const TileCounts played(facesOf(placedFromRack()));
    const Table tableBefore = facesOf(start().table);

    std::vector<DraftSetInfo> out;
    out.reserve(table().size());
    for (std::size_t index = 0; index < table().size(); ++index) {
        const IdSet& set = table()[index];
        const Tiles faces = facesOf(set);
        const SetAnalysis analysis = analyseSet(faces);
        DraftSetInfo info;
        info.valid = analysis.valid();
        info.kind = analysis.kind;
        info.complete = static_cast<int>(set.size()) >= kMinSetSize;
        if (!info.valid)
            info.fault = classifySetFault(faces, played, tableBefore);
        info.meldValue = info.valid ? analysis.meldValue : 0;
        info.changed = changed[index];
        info.fromRackOnly =
            !set.empty() && std::all_of(set.begin(), set.end(), [this](TileId id) { return isFromRack(id); });
        info.beforeMeld = !initialMeldDone_ && info.changed && !info.fromRackOnly;
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

IdSet shownOrder(const IdSet& set)
{
    const SetAnalysis analysis = analyseSet(facesOf(set));
    if (analysis.kind != SetKind::Run || analysis.canonical.size() != set.size())
        return set;
    IdSet out;
    std::vector<char> used(set.size(), 0);
    for (const Tile& face : analysis.canonical) {
        for (std::size_t i = 0; i < set.size(); ++i) {
            if (!used[i] && faceOf(set[i]) == face) {
                used[i] = 1;
                out.push_back(set[i]);
                break;
            }
        }
    }
    return out.size() == set.size() ? out : set;
}

void TurnDraft::push(State next)
{
    undo_.push_back(std::move(current_));
    current_ = std::move(next);
    redo_.clear();
    changed();
}

} // namespace tilerummy
