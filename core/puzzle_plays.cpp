#include "puzzle_plays.h"

#include "meld.h"
#include "partition_dp.h"

#include <algorithm>
#include <array>
#include <map>
#include <set>
#include <tuple>
#include <utility>
#include <vector>

namespace tilerummy {

namespace {

using FaceCounts = std::array<std::uint8_t, kFaceKinds>;

FaceCounts countsOf(const Tiles& tiles)
{
    FaceCounts c{};
    for (Tile t : tiles)
        ++c[static_cast<std::size_t>(t.index())];
    return c;
}

// The plain play, and the test of whether a play moving only a few given
// table tiles reaches the best: every table set keeps a core (all its tiles
// for the plain play; the set minus the moved tiles otherwise) that stays
// together and takes tiles from the pool (the rack and the moved tiles) to be
// valid; the rest of the pool makes new sets, every moved tile included. The
// most rack tiles placed that way, exactly, or -1 when the moved tiles cannot
// all be placed. Cores are independent but for the pool they share: a search
// over the cores' additions, memoised on what is left, with the new sets at
// the end from the solver's partition search.

struct Pool {
    FaceCounts rack{};  // may be placed
    FaceCounts moved{}; // must be placed (table tiles that left their set)
    // Spelled out rather than a defaulted <=>: that needs std::array's <=>,
    // which libc++ 14 (clang, as on macOS) does not have, so it is deleted
    // there. The order only keys the memo maps: lexicographic, rack first.
    friend bool operator<(const Pool& a, const Pool& b)
    {
        return std::tie(a.rack, a.moved) < std::tie(b.rack, b.moved);
    }
};

// Every way (as a sorted multiset of pool faces) that `core` can take tiles
// from the pool and be a valid set, the empty way first when the core is valid
// as it is. A valid set holds each face once, jokers apart: a run each value
// once, a group each colour once.
std::vector<Tiles> additionsFor(const Tiles& core, const FaceCounts& pool)
{
    std::vector<Tiles> out;
    if (isValidSet(core))
        out.push_back(Tiles{});
    int coreJokers = 0;
    Tiles numbered;
    for (Tile t : core) {
        if (t.isJoker())
            ++coreJokers;
        else
            numbered.push_back(t);
    }
    const FaceCounts inCore = countsOf(core);
    const int jokersFree =
        std::min<int>(pool[static_cast<std::size_t>(Tile::joker().index())], std::max(0, kJokerCount - coreJokers));
    const bool oneColour =
        std::all_of(numbered.begin(), numbered.end(), [&](Tile t) { return t.colour() == numbered.front().colour(); });
    const bool oneValue =
        std::all_of(numbered.begin(), numbered.end(), [&](Tile t) { return t.value() == numbered.front().value(); });
    // The faces that could join: the core's colour (a run) or value (a group);
    // any face for a core of jokers alone.
    Tiles faces;
    for (int f = 0; f < kNumberedFaces; ++f) {
        const Tile t = Tile::fromIndex(f);
        if (pool[static_cast<std::size_t>(f)] == 0 || inCore[static_cast<std::size_t>(f)] > 0)
            continue;
        if (numbered.empty() || (oneColour && t.colour() == numbered.front().colour()) ||
            (oneValue && t.value() == numbered.front().value()))
            faces.push_back(t);
    }
    if (faces.size() > 20)
        faces.resize(20); // never for a real position: a pool of more than 20 faces joining one core
    std::set<Tiles> seen;
    const std::size_t n = faces.size();
    for (std::uint32_t mask = 0; mask < (1u << n); ++mask) {
        Tiles add;
        for (std::size_t i = 0; i < n; ++i)
            if (mask & (1u << i))
                add.push_back(faces[i]);
        if (static_cast<int>(core.size() + add.size()) > kMaxRunSize)
            continue;
        for (int j = 0; j <= jokersFree; ++j) {
            if (j > 0)
                add.push_back(Tile::joker());
            if (add.empty())
                continue;
            Tiles grown = core;
            grown.insert(grown.end(), add.begin(), add.end());
            if (isValidSet(grown) && seen.insert(sortedTiles(add)).second)
                out.push_back(sortedTiles(add));
        }
    }
    return out;
}

class CoreSearch {
public:
    CoreSearch(const Table& cores, const Pool& pool) : pool_(pool)
    {
        FaceCounts all{};
        for (std::size_t i = 0; i < all.size(); ++i)
            all[i] = static_cast<std::uint8_t>(pool.rack[i] + pool.moved[i]);
        for (const auto& core : cores) {
            if (core.empty())
                continue;
            auto ways = additionsFor(core, all);
            if (ways.empty()) {
                impossible_ = true; // this core can never be valid
                return;
            }
            if (ways.size() > 1 || !ways.front().empty())
                ways_.push_back(std::move(ways)); // a valid core that can take nothing plays no part
        }
    }

    int run() { return impossible_ ? -1 : best(0, pool_); }

private:
    int best(std::size_t core, const Pool& rest)
    {
        if (core == ways_.size())
            return newSets(rest);
        const auto key = std::make_pair(core, rest);
        if (const auto it = memo_.find(key); it != memo_.end())
            return it->second;
        int result = -1;
        for (const Tiles& add : ways_[core]) {
            Pool left = rest;
            int fromRack = 0;
            bool fits = true;
            for (Tile t : add) {
                const auto f = static_cast<std::size_t>(t.index());
                // A moved tile first: it must be placed, and the copies are alike.
                if (left.moved[f] > 0) {
                    --left.moved[f];
                } else if (left.rack[f] > 0) {
                    --left.rack[f];
                    ++fromRack;
                } else {
                    fits = false;
                    break;
                }
            }
            if (!fits)
                continue;
            const int after = best(core + 1, left);
            if (after >= 0)
                result = std::max(result, fromRack + after);
        }
        memo_.emplace(key, result);
        return result;
    }

    // The most rack tiles that new sets from the rest can hold with every
    // moved tile in them; -1 when the moved tiles cannot all be placed.
    int newSets(const Pool& rest)
    {
        int rackLeft = 0;
        int movedLeft = 0;
        for (std::size_t i = 0; i < rest.rack.size(); ++i) {
            rackLeft += rest.rack[i];
            movedLeft += rest.moved[i];
        }
        if (movedLeft == 0 && rackLeft < kMinSetSize)
            return 0;
        if (const auto it = leaves_.find(rest); it != leaves_.end())
            return it->second;
        detail::Supply supply;
        for (int i = 0; i < kFaceKinds; ++i) {
            for (int n = 0; n < rest.rack[static_cast<std::size_t>(i)]; ++n)
                supply.addOptional(Tile::fromIndex(i));
            for (int n = 0; n < rest.moved[static_cast<std::size_t>(i)]; ++n)
                supply.addMust(Tile::fromIndex(i));
        }
        detail::PartitionGoal goal;
        goal.objective = Objective::Tiles;
        const detail::Partition p = detail::bestPartition(supply, goal, detail::SearchLimits{});
        int placed = -1;
        if (p.complete && p.feasible) {
            placed = -movedLeft;
            for (const auto& set : p.sets)
                placed += static_cast<int>(set.size());
        }
        leaves_.emplace(rest, placed);
        return placed;
    }

    Pool pool_;
    bool impossible_ = false;
    std::vector<std::vector<Tiles>> ways_;
    std::map<std::pair<std::size_t, Pool>, int> memo_;
    std::map<Pool, int> leaves_;
};

} // namespace

int bestPlainPlay(const Table& table, const Tiles& rack)
{
    Pool pool;
    pool.rack = countsOf(rack);
    return std::max(0, CoreSearch(table, pool).run());
}

// Copies of a face in one set are counted once.
bool reachesMoving(const Table& table, const Tiles& rack, int count, int target, const std::atomic<bool>* stop)
{
    if (count < 0)
        return false;
    struct Slot {
        std::size_t set;
        Tile face;
    };
    std::vector<Slot> slots;
    for (std::size_t s = 0; s < table.size(); ++s)
        for (Tile t : sortedTiles(table[s]))
            slots.push_back({s, t});
    std::vector<std::size_t> pick;
    bool found = false;
    auto tryPick = [&]() {
        Table cores = table;
        Pool pool;
        pool.rack = countsOf(rack);
        for (std::size_t i : pick) {
            Tiles& core = cores[slots[i].set];
            core.erase(std::find(core.begin(), core.end(), slots[i].face));
            ++pool.moved[static_cast<std::size_t>(slots[i].face.index())];
        }
        return CoreSearch(cores, pool).run() >= target;
    };
    // Combinations of slots, skipping a slot equal to the one before it that
    // was not picked (the same face in the same set: the same choice).
    auto recurse = [&](auto&& self, std::size_t from) -> void {
        if (found || (stop && stop->load()))
            return;
        if (static_cast<int>(pick.size()) == count) {
            found = tryPick();
            return;
        }
        for (std::size_t i = from; i < slots.size() && !found; ++i) {
            if (i > from && slots[i].set == slots[i - 1].set && slots[i].face == slots[i - 1].face)
                continue;
            pick.push_back(i);
            self(self, i + 1);
            pick.pop_back();
        }
    };
    recurse(recurse, 0);
    return found;
}

} // namespace tilerummy
