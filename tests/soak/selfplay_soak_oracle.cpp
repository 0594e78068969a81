// The self-play soak's oracles, written here from the rules without the
// engine's code: a tile id's face, a rack's points, whether a set is a run or
// a group; and the sorted ids and the tiles' text the checks compare and print.
#include "selfplay_soak.h"

#include <algorithm>
#include <array>
#include <string>
#include <vector>

namespace soak {

namespace {

struct Face {
    bool joker = false;
    int value = 0;  // 1..13
    int colour = 0; // 0..3
};

// Ids 2f and 2f+1 carry face f (value-major: f = (value-1)*4 + colour); 104, 105 are jokers.
Face faceOfId(TileId id)
{
    if (id >= 104)
        return {true, 0, 0};
    const int face = id / 2;
    return {false, face / 4 + 1, face % 4};
}

} // namespace

int rackPoints(const IdSet& rack)
{
    int sum = 0;
    for (TileId id : rack) {
        const Face f = faceOfId(id);
        sum += f.joker ? 30 : f.value;
    }
    return sum;
}

// A run (3..13 tiles of one colour, consecutive, jokers filling gaps or ends)
// or a group (3..4 tiles of one value, distinct colours, jokers for the rest).
bool oracleValidSet(const IdSet& set)
{
    const int n = static_cast<int>(set.size());
    if (n < 3)
        return false;
    std::vector<Face> numbered;
    for (TileId id : set) {
        const Face f = faceOfId(id);
        if (!f.joker)
            numbered.push_back(f);
    }
    if (numbered.empty())
        return false; // cannot happen with two jokers, but an all-joker set is no set
    bool group = n <= 4;
    std::array<bool, 4> colourSeen{};
    for (const Face& f : numbered) {
        group = group && f.value == numbered.front().value && !colourSeen[static_cast<std::size_t>(f.colour)];
        colourSeen[static_cast<std::size_t>(f.colour)] = true;
    }
    bool run = n <= 13;
    std::array<bool, 14> valueSeen{};
    int low = 14;
    int high = 0;
    for (const Face& f : numbered) {
        run = run && f.colour == numbered.front().colour && !valueSeen[static_cast<std::size_t>(f.value)];
        valueSeen[static_cast<std::size_t>(f.value)] = true;
        low = std::min(low, f.value);
        high = std::max(high, f.value);
    }
    // n tiles starting at some s >= 1 with s + n - 1 <= 13 cover low..high iff high - low + 1 <= n (<= 13).
    run = run && high - low + 1 <= n;
    return group || run;
}

IdSet sorted(IdSet ids)
{
    std::sort(ids.begin(), ids.end());
    return ids;
}

IdSet allIds(const IdTable& table, const IdSet& rack)
{
    IdSet ids = rack;
    for (const auto& set : table)
        ids.insert(ids.end(), set.begin(), set.end());
    return sorted(ids);
}

std::vector<IdSet> sortedSets(const IdTable& table)
{
    std::vector<IdSet> sets;
    for (const auto& set : table)
        sets.push_back(sorted(set));
    std::sort(sets.begin(), sets.end());
    return sets;
}

bool contains(const IdSet& sortedIds, TileId id)
{
    return std::binary_search(sortedIds.begin(), sortedIds.end(), id);
}

std::string idsText(const IdSet& ids)
{
    std::string text;
    for (TileId id : ids) {
        if (!text.empty())
            text += ' ';
        text += tilerummy::faceOf(id).notation() + "#" + std::to_string(id);
    }
    return "[" + text + "]";
}

std::string tableText(const IdTable& table)
{
    std::string text;
    for (const auto& set : table)
        text += idsText(set);
    return text.empty() ? "(empty)" : text;
}

} // namespace soak
