#include "rack_slots.h"
#include "tile_id_set.h"

#include <algorithm>
#include <tuple>

namespace tilerummy {

RackSlots RackSlots::dealt(const IdSet& tiles)
{
    RackSlots rack;
    while (rack.columns() * kRackShelves < static_cast<int>(tiles.size()))
        rack.grow();
    const std::size_t top = (tiles.size() + 1) / 2;
    for (std::size_t i = 0; i < tiles.size(); ++i) {
        const int slot = i < top ? static_cast<int>(i) : rack.columns() + static_cast<int>(i - top);
        rack.slots_[static_cast<std::size_t>(slot)] = tiles[i];
    }
    return rack;
}

std::optional<RackSlots> RackSlots::fromSlots(const std::vector<TileId>& cells)
{
    if (cells.size() % kRackShelves != 0 || static_cast<int>(cells.size()) < kRackShelves * kRackColumns)
        return std::nullopt;
    TileIdSet seen;
    for (TileId id : cells)
        if (id != kEmpty && !seen.insert(id))
            return std::nullopt;
    RackSlots rack;
    rack.slots_ = cells;
    return rack;
}

int RackSlots::slotOf(TileId id) const
{
    const auto it = std::find(slots_.begin(), slots_.end(), id);
    return it == slots_.end() || id == kEmpty ? -1 : static_cast<int>(it - slots_.begin());
}

IdSet RackSlots::tiles() const
{
    IdSet out;
    for (TileId id : slots_)
        if (id != kEmpty)
            out.push_back(id);
    return out;
}

int RackSlots::tileCount() const
{
    return static_cast<int>(std::count_if(slots_.begin(), slots_.end(), [](TileId id) { return id != kEmpty; }));
}

void RackSlots::remove(const IdSet& ids)
{
    for (TileId& slot : slots_)
        if (slot != kEmpty && std::find(ids.begin(), ids.end(), slot) != ids.end())
            slot = kEmpty;
}

void RackSlots::grow()
{
    const int old = columns();
    std::vector<TileId> next(static_cast<std::size_t>((old + 1) * kRackShelves), kEmpty);
    for (int shelf = 0; shelf < kRackShelves; ++shelf)
        for (int column = 0; column < old; ++column)
            next[static_cast<std::size_t>(shelf * (old + 1) + column)] =
                slots_[static_cast<std::size_t>(shelf * old + column)];
    slots_ = std::move(next);
}

void RackSlots::put(const IdSet& ids, int slot)
{
    remove(ids);
    int at = std::max(0, slot);
    for (TileId id : ids) {
        // Room at `at`: the tiles from there up to the next empty slot move one along.
        while (true) {
            while (at >= slotCount())
                grow();
            int hole = at;
            while (hole < slotCount() && slots_[static_cast<std::size_t>(hole)] != kEmpty)
                ++hole;
            if (hole < slotCount()) {
                for (int k = hole; k > at; --k)
                    slots_[static_cast<std::size_t>(k)] = slots_[static_cast<std::size_t>(k - 1)];
                break;
            }
            // No empty slot after `at`: a column more on each shelf, then again
            // (growing moves the slots of the bottom shelf along by one).
            const int shelf = at / columns();
            const int column = at % columns();
            grow();
            at = shelf * columns() + column;
        }
        slots_[static_cast<std::size_t>(at)] = id;
        ++at;
    }
}

void RackSlots::putInFreeSlots(const IdSet& ids)
{
    for (TileId id : ids) {
        if (slotOf(id) >= 0)
            continue;
        auto free = std::find(slots_.begin(), slots_.end(), kEmpty);
        if (free == slots_.end()) {
            grow();
            free = std::find(slots_.begin(), slots_.end(), kEmpty);
        }
        *free = id;
    }
}

void RackSlots::putBack(const IdSet& ids, const RackSlots& start)
{
    IdSet rest;
    for (TileId id : ids) {
        const int was = start.slotOf(id);
        if (was < 0 || slotOf(id) >= 0) {
            if (slotOf(id) < 0)
                rest.push_back(id);
            continue;
        }
        // The same shelf and column, as the rack may have grown since.
        const int shelf = was / start.columns();
        const int column = was % start.columns();
        while (column >= columns())
            grow();
        TileId& slot = slots_[static_cast<std::size_t>(shelf * columns() + column)];
        if (slot == kEmpty)
            slot = id;
        else
            rest.push_back(id);
    }
    putInFreeSlots(rest);
}

void RackSlots::sort(RackOrder order)
{
    const IdSet sorted = sortedRack(tiles(), order);
    // Stretches: a run of one colour in steps of one (789), or one value (777); the jokers.
    auto together = [order](TileId a, TileId b) {
        const Tile x = faceOf(a);
        const Tile y = faceOf(b);
        if (x.isJoker() || y.isJoker())
            return x.isJoker() && y.isJoker();
        if (order == RackOrder::Groups)
            return x.value() == y.value();
        return x.colour() == y.colour() && y.value() == x.value() + 1;
    };
    auto sameColour = [](TileId a, TileId b) {
        const Tile x = faceOf(a);
        const Tile y = faceOf(b);
        return x.isJoker() == y.isJoker() && (x.isJoker() || x.colour() == y.colour());
    };
    std::vector<IdSet> stretches;
    for (TileId id : sorted) {
        if (stretches.empty() || !together(stretches.back().back(), id))
            stretches.emplace_back();
        stretches.back().push_back(id);
    }
    // Laid shelf by shelf with a gap between stretches; where that does not fit,
    // runs of one colour are laid together; where that does not fit, no gaps.
    auto lay = [&](const std::vector<IdSet>& parts, int columns) -> std::optional<std::vector<TileId>> {
        std::vector<TileId> out(static_cast<std::size_t>(columns * kRackShelves), kEmpty);
        int shelf = 0;
        int column = 0;
        for (const IdSet& part : parts) {
            const int length = static_cast<int>(part.size());
            if (column > 0 && column + length > columns) {
                ++shelf;
                column = 0;
            }
            if (shelf >= kRackShelves || length > columns)
                return std::nullopt;
            for (TileId id : part)
                out[static_cast<std::size_t>(shelf * columns + column++)] = id;
            ++column; // the gap
        }
        return out;
    };
    std::vector<IdSet> byColour;
    for (const IdSet& part : stretches) {
        if (order == RackOrder::Runs && !byColour.empty() && sameColour(byColour.back().back(), part.front()))
            byColour.back().insert(byColour.back().end(), part.begin(), part.end());
        else
            byColour.push_back(part);
    }
    for (const std::vector<IdSet>* parts : {&stretches, &byColour}) {
        if (const auto laid = lay(*parts, columns())) {
            slots_ = *laid;
            return;
        }
    }
    // Packed in reading order, the rack grown as needed.
    while (columns() * kRackShelves < static_cast<int>(sorted.size()))
        grow();
    std::fill(slots_.begin(), slots_.end(), kEmpty);
    std::copy(sorted.begin(), sorted.end(), slots_.begin());
}

RackSlots RackSlots::following(const RackSlots& kept, const IdSet& rack, IdSet* added)
{
    RackSlots out = kept;
    IdSet gone;
    for (TileId id : out.slots_)
        if (id != kEmpty && std::find(rack.begin(), rack.end(), id) == rack.end())
            gone.push_back(id);
    out.remove(gone);
    IdSet fresh;
    for (TileId id : rack)
        if (TileIdSet::inBox(id) && out.slotOf(id) < 0)
            fresh.push_back(id);
    out.putInFreeSlots(fresh);
    if (added)
        *added = fresh;
    return out;
}

const TurnRack* turnRackOf(const std::vector<TurnRack>& racks, int round, int turn)
{
    const auto it = std::find_if(racks.begin(), racks.end(),
                                 [&](const TurnRack& rack) { return rack.round == round && rack.turn == turn; });
    return it != racks.end() ? &*it : nullptr;
}

bool playedTheHint(const std::vector<TurnRack>& racks, int round, int turn)
{
    const TurnRack* rack = turnRackOf(racks, round, turn);
    return rack && rack->hinted;
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

} // namespace tilerummy
