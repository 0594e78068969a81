// The racks as each player keeps them: where each tile lies on the shelves
// (tilerummy::RackSlots; a tile new to a rack goes into a free slot, a rack
// nothing is known of lies as dealt), and the tiles new to each rack (drawn
// at its player's last turn), highlighted until that player moves.
#pragma once

#include "rack_slots.h"

#include <optional>
#include <vector>

class KeptRacks {
public:
    // Racks for `players`, as far as `known` says where their tiles lie; none new.
    void reset(int players, std::vector<std::optional<tilerummy::RackSlots>> known = {});
    // Where each player keeps the tiles, where known (a save keeps these).
    const std::vector<std::optional<tilerummy::RackSlots>>& known() const { return slots_; }

    // The player's rack `rack` as they keep it.
    tilerummy::RackSlots slotsOf(int player, const tilerummy::IdSet& rack) const;
    void keep(int player, const tilerummy::RackSlots& arranged);

    // The rack each turn of a person here was played from, as they arranged
    // it, and whether its play was the hint's (the review shows these); one a
    // turn, the last kept.
    const std::vector<tilerummy::TurnRack>& turnRacks() const { return turnRacks_; }
    void keepTurnRack(const tilerummy::TurnRack& rack);
    // A match begins (none) or is taken up again (those a save kept).
    void setTurnRacks(std::vector<tilerummy::TurnRack> racks) { turnRacks_ = std::move(racks); }

    tilerummy::IdSet newTiles(int player) const;
    void setNewTiles(int player, const tilerummy::IdSet& tiles);
    // The player moved: their new tiles are new no more (false when there were none).
    bool clearNewTiles(int player);

private:
    std::vector<std::optional<tilerummy::RackSlots>> slots_; // by player
    std::vector<tilerummy::IdSet> new_;                      // by player
    std::vector<tilerummy::TurnRack> turnRacks_;
};
