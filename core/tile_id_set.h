// A set of the box's tiles by id (0..kTileCount-1), as a mask: which tiles
// are on the table, seen, moving, held. Ids outside the box are never in it,
// and insert says so; one type for every such mask, rather than a vector of
// flags and a range check written at each place.
#pragma once

#include "game.h"
#include "tile.h"

#include <bitset>
#include <cstddef>

namespace tilerummy {

class TileIdSet {
public:
    TileIdSet() = default;
    explicit TileIdSet(const IdSet& ids) { insertAll(ids); }
    explicit TileIdSet(const IdTable& table) { insertAll(table); }

    // An id of a tile of the box.
    static bool inBox(TileId id) { return id >= 0 && id < kTileCount; }

    bool contains(TileId id) const { return inBox(id) && bits_.test(static_cast<std::size_t>(id)); }
    // Adds a tile: false (and no change) when the id is not of the box or is in the set already.
    bool insert(TileId id)
    {
        if (!inBox(id) || bits_.test(static_cast<std::size_t>(id)))
            return false;
        bits_.set(static_cast<std::size_t>(id));
        return true;
    }
    // Adds each tile of the box among them (others are passed over); false when any was not added.
    bool insertAll(const IdSet& ids)
    {
        bool all = true;
        for (TileId id : ids)
            all = insert(id) && all;
        return all;
    }
    bool insertAll(const IdTable& table)
    {
        bool all = true;
        for (const IdSet& set : table)
            all = insertAll(set) && all;
        return all;
    }
    void erase(TileId id)
    {
        if (inBox(id))
            bits_.reset(static_cast<std::size_t>(id));
    }
    int size() const { return static_cast<int>(bits_.count()); }
    bool empty() const { return bits_.none(); }
    friend bool operator==(const TileIdSet&, const TileIdSet&) = default;

private:
    std::bitset<kTileCount> bits_;
};

} // namespace tilerummy
