#include "set_fault.h"

#include "meld.h"

#include <algorithm>

namespace tilerummy {

namespace {

// Is `set` made only of tiles of one before-set (what is left of a set the
// player took tiles from)?
bool remainderOfOneSet(const Tiles& set, const Table& before)
{
    const TileCounts counts(set);
    return std::any_of(before.begin(), before.end(),
                       [&](const Tiles& old) { return counts.isSubsetOf(TileCounts(old)); });
}

SetFaultKind kindOf(const Tiles& set, const TileCounts& played, const Table& before, int jokers)
{
    const int n = static_cast<int>(set.size());
    if (n == 0)
        return SetFaultKind::EmptySet;
    const bool tableOnly = std::none_of(set.begin(), set.end(), [&](Tile t) { return played[t] > 0; });
    if (n < kMinSetSize) {
        if (tableOnly && jokers > 0)
            return n == 1 ? SetFaultKind::FreedJokerAlone : SetFaultKind::FreedJokerTooFew;
        if (n == 1)
            return tableOnly ? SetFaultKind::TakenTileAlone : SetFaultKind::TileAlone;
        if (tableOnly)
            return remainderOfOneSet(set, before) ? SetFaultKind::SetLeftWithTwo : SetFaultKind::TakenTilesTooFew;
        return SetFaultKind::SetOfTwo;
    }
    if (jokers > kJokerCount)
        return SetFaultKind::TooManyJokers;

    Tiles numbered;
    for (Tile t : set)
        if (!t.isJoker())
            numbered.push_back(t);
    std::sort(numbered.begin(), numbered.end(), [](Tile a, Tile b) { return a.value() < b.value(); });
    const bool sameValue =
        std::all_of(numbered.begin(), numbered.end(), [&](Tile t) { return t.value() == numbered.front().value(); });
    const bool sameColour =
        std::all_of(numbered.begin(), numbered.end(), [&](Tile t) { return t.colour() == numbered.front().colour(); });
    if (sameValue && sameColour)
        return SetFaultKind::SameTileTwice;
    if (sameValue)
        return n > kMaxGroupSize ? SetFaultKind::GroupTooBig : SetFaultKind::GroupSameColour;
    if (sameColour) {
        for (std::size_t i = 1; i < numbered.size(); ++i)
            if (numbered[i].value() == numbered[i - 1].value())
                return SetFaultKind::RunRepeatsNumber;
        if (n > kMaxRunSize)
            return SetFaultKind::RunTooLong;
        if (numbered.front().value() == 1 && numbered.back().value() == kMaxValue)
            return SetFaultKind::RunWraps;
        return jokers == 0 ? SetFaultKind::RunGap : SetFaultKind::RunGapJokers;
    }
    return SetFaultKind::NeitherRunNorGroup;
}

} // namespace

SetFault classifySetFault(const Tiles& set, const TileCounts& playedFromRack, const Table& tableBefore)
{
    SetFault fault;
    if (!set.empty() && analyseSet(set).valid())
        return fault;
    fault.tiles = set;
    fault.jokers = static_cast<int>(std::count(set.begin(), set.end(), Tile::joker()));
    fault.kind = kindOf(set, playedFromRack, tableBefore, fault.jokers);
    return fault;
}

std::string_view setFaultName(SetFaultKind kind)
{
    switch (kind) {
    case SetFaultKind::None:
        return "none";
    case SetFaultKind::EmptySet:
        return "empty-set";
    case SetFaultKind::FreedJokerAlone:
        return "freed-joker-alone";
    case SetFaultKind::FreedJokerTooFew:
        return "freed-joker-too-few";
    case SetFaultKind::TakenTileAlone:
        return "taken-tile-alone";
    case SetFaultKind::TileAlone:
        return "tile-alone";
    case SetFaultKind::SetLeftWithTwo:
        return "set-left-with-two";
    case SetFaultKind::TakenTilesTooFew:
        return "taken-tiles-too-few";
    case SetFaultKind::SetOfTwo:
        return "set-of-two";
    case SetFaultKind::TooManyJokers:
        return "too-many-jokers";
    case SetFaultKind::SameTileTwice:
        return "same-tile-twice";
    case SetFaultKind::GroupTooBig:
        return "group-too-big";
    case SetFaultKind::GroupSameColour:
        return "group-same-colour";
    case SetFaultKind::RunRepeatsNumber:
        return "run-repeats-number";
    case SetFaultKind::RunTooLong:
        return "run-too-long";
    case SetFaultKind::RunWraps:
        return "run-wraps";
    case SetFaultKind::RunGap:
        return "run-gap";
    case SetFaultKind::RunGapJokers:
        return "run-gap-jokers";
    case SetFaultKind::NeitherRunNorGroup:
        return "neither-run-nor-group";
    }
    return "none";
}

} // namespace tilerummy
