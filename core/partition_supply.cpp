// The supply of a partition search (partition_dp.h): the tiles counted
// face by face, and the rack tiles no set could hold left out before the
// search (each is a tile that changes no answer and only widens the bounds).
#include "partition_dp.h"

#include "meld.h"

#include <algorithm>

namespace tilerummy::detail {

void Supply::addMust(Tile t)
{
    if (t.isJoker())
        ++jokerMust;
    else
        ++must[static_cast<std::size_t>(t.index())];
}

void Supply::addOptional(Tile t)
{
    if (t.isJoker())
        ++jokerOpt;
    else
        ++opt[static_cast<std::size_t>(t.index())];
}

void Supply::removeMust(Tile t)
{
    if (t.isJoker())
        --jokerMust;
    else
        --must[static_cast<std::size_t>(t.index())];
}

namespace {

// A rack tile that no set could hold, whatever the rest does: no two other
// tiles of its value (or jokers) for a group, no three-place window of its
// colour around it that the tiles and jokers could fill. Leaving such tiles
// out changes no answer and makes the bounds tighter.
bool couldBeInASet(const Supply& s, int cell)
{
    auto avail = [&](int f) { return s.must[static_cast<std::size_t>(f)] + s.opt[static_cast<std::size_t>(f)]; };
    const int jokers = s.jokerMust + s.jokerOpt;
    const int v = cell / kColours + 1;
    const int c = cell % kColours;
    int others = 0;
    for (int oc = 0; oc < kColours; ++oc)
        others += oc != c && avail((v - 1) * kColours + oc) > 0;
    if (others + jokers >= kMinSetSize - 1)
        return true;
    for (int start = std::max(1, v - 2); start <= std::min(v, kMaxValue - 2); ++start) {
        int missing = 0;
        for (int w = start; w < start + kMinSetSize; ++w)
            missing += w != v && avail((w - 1) * kColours + c) == 0;
        if (missing <= jokers)
            return true;
    }
    return false;
}

} // namespace

Supply withoutUnplaceable(Supply s)
{
    for (bool dropped = true; dropped;) {
        dropped = false;
        for (int cell = 0; cell < kNumberedFaces; ++cell) {
            if (s.opt[static_cast<std::size_t>(cell)] > 0 && !couldBeInASet(s, cell)) {
                s.opt[static_cast<std::size_t>(cell)] = 0;
                dropped = true;
            }
        }
    }
    return s;
}

} // namespace tilerummy::detail
