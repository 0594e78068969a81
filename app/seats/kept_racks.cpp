#include "seats/kept_racks.h"

#include <algorithm>

void KeptRacks::reset(int players, std::vector<std::optional<tilerummy::RackSlots>> known)
{
    slots_ = std::move(known);
    slots_.resize(static_cast<std::size_t>(players));
    new_.assign(static_cast<std::size_t>(players), {});
}

tilerummy::RackSlots KeptRacks::slotsOf(int player, const tilerummy::IdSet& rack) const
{
    const std::size_t seat = static_cast<std::size_t>(player);
    if (seat < slots_.size() && slots_[seat])
        return tilerummy::RackSlots::following(*slots_[seat], rack);
    return tilerummy::RackSlots::dealt(rack);
}

void KeptRacks::keep(int player, const tilerummy::RackSlots& arranged)
{
    if (player >= 0 && player < static_cast<int>(slots_.size()))
        slots_[static_cast<std::size_t>(player)] = arranged;
}

void KeptRacks::keepTurnRack(const tilerummy::TurnRack& rack)
{
    const auto same = std::find_if(turnRacks_.begin(), turnRacks_.end(), [&](const tilerummy::TurnRack& kept) {
        return kept.round == rack.round && kept.turn == rack.turn;
    });
    if (same != turnRacks_.end())
        *same = rack;
    else
        turnRacks_.push_back(rack);
}

tilerummy::IdSet KeptRacks::newTiles(int player) const
{
    return player >= 0 && player < static_cast<int>(new_.size()) ? new_[static_cast<std::size_t>(player)]
                                                                 : tilerummy::IdSet{};
}

void KeptRacks::setNewTiles(int player, const tilerummy::IdSet& tiles)
{
    if (player >= 0 && player < static_cast<int>(new_.size()))
        new_[static_cast<std::size_t>(player)] = tiles;
}

bool KeptRacks::clearNewTiles(int player)
{
    if (player < 0 || player >= static_cast<int>(new_.size()) || new_[static_cast<std::size_t>(player)].empty())
        return false;
    new_[static_cast<std::size_t>(player)].clear();
    return true;
}
