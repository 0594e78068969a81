// A player's rack as two shelves of fixed slots: a tile stays in the slot it
// was put in until it is moved; empty slots stay empty. The rack grows a
// column on both shelves when it is full. Reading order (the top shelf left to
// right, then the bottom one) is the rack's order wherever a list is wanted.
#pragma once

#include "game.h"
#include "tile.h"

#include <optional>
#include <vector>

namespace tilerummy {

inline constexpr int kRackShelves = 2;
inline constexpr int kRackColumns = 13; // slots a shelf at the least

enum class RackOrder {
    Runs,   // by colour, then value: 789
    Groups, // by value, then colour: 777
};

class RackSlots {
public:
    static constexpr TileId kEmpty = -1;

    RackSlots() : slots_(static_cast<std::size_t>(kRackShelves * kRackColumns), kEmpty) {}
    // These tiles dealt onto an empty rack: the first half on the top shelf,
    // the rest below, each from the left.
    static RackSlots dealt(const IdSet& tiles);
    // Read from a save: `slots` row by row, kEmpty for an empty slot, of
    // kRackShelves * n entries (n >= kRackColumns). Nullopt when not of that
    // shape or a tile is there twice or is no tile of the box.
    static std::optional<RackSlots> fromSlots(const std::vector<TileId>& cells);

    int columns() const { return static_cast<int>(slots_.size()) / kRackShelves; }
    int slotCount() const { return static_cast<int>(slots_.size()); }
    TileId at(int slot) const { return slots_[static_cast<std::size_t>(slot)]; }
    const std::vector<TileId>& cells() const { return slots_; }
    // The slot holding this tile, or -1.
    int slotOf(TileId id) const;
    // The tiles in reading order.
    IdSet tiles() const;
    int tileCount() const;

    // Takes these tiles off the rack (their slots stay empty).
    void remove(const IdSet& ids);
    // Puts these tiles (none of them on the rack) into the slots from `slot`
    // on, one after the other; tiles in the way move along towards the next
    // empty slot. Past the last slot the rack grows.
    void put(const IdSet& ids, int slot);
    // Puts each tile into the first empty slot (from the top shelf's left).
    void putInFreeSlots(const IdSet& ids);
    // Puts each tile back into `slot` of `start` when that slot is empty, else
    // into the first empty slot.
    void putBack(const IdSet& ids, const RackSlots& start);
    // The rack sorted: each run (789) or group (777) on a stretch of its own,
    // one empty slot between stretches while there is room, jokers last.
    void sort(RackOrder order);

    // The slots of `kept` with the tiles that are no longer on `rack` taken
    // off and those new to it put into free slots (returned in `added`).
    static RackSlots following(const RackSlots& kept, const IdSet& rack, IdSet* added = nullptr);

    friend bool operator==(const RackSlots&, const RackSlots&) = default;

private:
    void grow(); // one more column on each shelf
    std::vector<TileId> slots_;
};

// The rack a player's turn was played from, as they arranged it (by round,
// from 0, and turn, from 0 in its round): a save keeps these, so that the
// review shows each turn's rack as its player had it. `hinted`: the turn's
// play was the hint's, kept (the review does not credit the player with it).
struct TurnRack {
    int round = 0;
    int turn = 0;
    RackSlots arranged;
    bool hinted = false;
    friend bool operator==(const TurnRack&, const TurnRack&) = default;
};

// The rack kept for turn `turn` of round `round` (null: none was kept).
const TurnRack* turnRackOf(const std::vector<TurnRack>& racks, int round, int turn);
// Whether `racks` say that turn `turn` of round `round` played the hint's play.
bool playedTheHint(const std::vector<TurnRack>& racks, int round, int turn);

// Sorts rack tiles: jokers last, then by the order asked; ties by tile id.
IdSet sortedRack(const IdSet& rack, RackOrder order);

} // namespace tilerummy
