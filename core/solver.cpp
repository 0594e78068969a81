#include "solver.h"

#include "meld.h"

#include <algorithm>
#include <array>
#include <chrono>
#include <climits>
#include <cstdint>
#include <unordered_map>

namespace tr {

int placementPoints(const Tiles& tiles)
{
    int sum = 0;
    for (Tile t : tiles)
        sum += t.isJoker() ? kJokerRackPenalty : t.value();
    return sum;
}

namespace {

using Clock = std::chrono::steady_clock;
constexpr int kNone = INT_MIN / 4; // no legal completion
constexpr int kJoker = kNumberedFaces;

struct Key {
    std::array<std::uint64_t, 4> w{};
    bool operator==(const Key&) const = default;
};

struct KeyHash {
    std::size_t operator()(const Key& k) const
    {
        std::uint64_t h = 0x9e3779b97f4a7c15ULL;
        for (std::uint64_t x : k.w) {
            h ^= x + 0x9e3779b97f4a7c15ULL + (h << 6) + (h >> 2);
            h *= 0xff51afd7ed558ccdULL;
        }
        return static_cast<std::size_t>(h ^ (h >> 33));
    }
};

// A candidate set: a bit per numbered face (each at most once in a set) and a joker count.
struct Candidate {
    std::uint64_t faces = 0;
    int jokers = 0;
};

class Search {
public:
    Search(const SolveRequest& req, bool meldMode, Clock::time_point deadline)
        : req_(req), meldMode_(meldMode), deadline_(deadline)
    {
        must_.fill(0);
        opt_.fill(0);
    }

    void addMust(Tile t)
    {
        if (t.isJoker())
            ++jMust_;
        else
            ++must_[static_cast<std::size_t>(t.index())];
    }
    void addOptional(Tile t)
    {
        if (t.isJoker())
            ++jOpt_;
        else
            ++opt_[static_cast<std::size_t>(t.index())];
    }

    // Runs the search; false when it was cut short (time or stop flag).
    bool run(int* best)
    {
        *best = search(0);
        return !aborted_;
    }

    // Walks the memoised optimum and returns its sets.
    Table reconstruct()
    {
        Table sets;
        int i = 0;
        for (;;) {
            i = firstFrom(i);
            if (i >= kNumberedFaces)
                break;
            const int target = search(i);
            bool moved = false;
            if (must_[static_cast<std::size_t>(i)] == 0 && opt_[static_cast<std::size_t>(i)] > 0) {
                --opt_[static_cast<std::size_t>(i)];
                if (search(i) == target) {
                    moved = true;
                } else {
                    ++opt_[static_cast<std::size_t>(i)];
                }
            }
            if (moved)
                continue;
            for (const Candidate& c : candidates(i)) {
                Undo undo;
                const int gain = apply(c, &undo);
                const int rest = search(i);
                if (rest != kNone && gain + rest == target) {
                    sets.push_back(toTiles(c));
                    moved = true;
                    break;
                }
                revert(undo);
            }
            if (!moved)
                break; // cannot happen for a solved state
        }
        return sets;
    }

    long long nodes() const { return nodes_; }

private:
    struct Undo {
        std::array<std::uint8_t, 14> faceIdx{};
        std::array<bool, 14> fromMust{};
        int count = 0;
        int jMustUsed = 0;
        int jOptUsed = 0;
        int meldBefore = 0;
    };

    int firstFrom(int i) const
    {
        while (i < kNumberedFaces && must_[static_cast<std::size_t>(i)] + opt_[static_cast<std::size_t>(i)] == 0)
            ++i;
        return i;
    }

    // The search maximises one number: the objective first, the other measure
    // second, and fewer sets last (a play that is easier to follow).
    int gainOf(Tile t) const
    {
        const int points = t.isJoker() ? kJokerRackPenalty : t.value();
        return req_.objective == Objective::Tiles ? (1 << 20) + (points << 8) : (points << 14) + (1 << 8);
    }
    static constexpr int kSetCost = 1;

    Key key(int i) const
    {
        Key k;
        for (int f = i; f < kNumberedFaces; ++f) {
            const std::uint64_t nibble = static_cast<std::uint64_t>(must_[static_cast<std::size_t>(f)]) |
                                         static_cast<std::uint64_t>(opt_[static_cast<std::size_t>(f)]) << 2;
            k.w[static_cast<std::size_t>(f / 16)] |= nibble << (4 * (f % 16));
        }
        k.w[3] |= (static_cast<std::uint64_t>(jMust_) | static_cast<std::uint64_t>(jOpt_) << 2) << 16;
        k.w[3] |= static_cast<std::uint64_t>(meld_) << 20;
        return k;
    }

    int available(int face) const
    {
        return must_[static_cast<std::size_t>(face)] + opt_[static_cast<std::size_t>(face)];
    }

    // Every distinct set that holds face i with i as its lowest numbered face.
    std::vector<Candidate> candidates(int i) const
    {
        std::vector<Candidate> out;
        const int jokers = jMust_ + jOpt_;
        const Tile tile = Tile::fromIndex(i);
        const int v = tile.value();
        const int c = static_cast<int>(tile.colour());
        auto push = [&](Candidate cand) {
            for (const Candidate& o : out)
                if (o.faces == cand.faces && o.jokers == cand.jokers)
                    return;
            out.push_back(cand);
        };
        // Groups: other colours of the same value (higher index), jokers filling.
        std::array<int, 3> others{};
        int nOthers = 0;
        for (int oc = c + 1; oc < kColours; ++oc) {
            const int f = (v - 1) * kColours + oc;
            if (available(f) > 0)
                others[static_cast<std::size_t>(nOthers++)] = f;
        }
        for (int mask = 0; mask < (1 << nOthers); ++mask) {
            Candidate cand;
            cand.faces = 1ULL << i;
            int size = 1;
            for (int b = 0; b < nOthers; ++b)
                if (mask & (1 << b)) {
                    cand.faces |= 1ULL << others[static_cast<std::size_t>(b)];
                    ++size;
                }
            for (int j = 0; j <= std::min(jokers, kJokerCount); ++j) {
                if (size + j >= kMinSetSize && size + j <= kMaxGroupSize) {
                    cand.jokers = j;
                    push(cand);
                }
            }
        }
        // Runs of colour c with tile i as the lowest numbered tile: jokers may
        // stand below it; above it each place is a real tile or a joker.
        for (int before = 0; before <= std::min(jokers, v - 1); ++before) {
            Candidate cand;
            cand.faces = 1ULL << i;
            cand.jokers = before;
            extendRun(cand, v, before + 1, jokers, c, push);
        }
        return out;
    }

    template <typename Push>
    void extendRun(Candidate cand, int top, int length, int jokers, int colour, Push& push) const
    {
        if (length >= kMinSetSize)
            push(cand);
        if (top >= kMaxValue || length >= kMaxRunSize)
            return;
        const int next = top + 1;
        const int f = (next - 1) * kColours + colour;
        if (available(f) > 0) {
            Candidate real = cand;
            real.faces |= 1ULL << f;
            extendRun(real, next, length + 1, jokers, colour, push);
        }
        if (cand.jokers < jokers) {
            Candidate wild = cand;
            ++wild.jokers;
            extendRun(wild, next, length + 1, jokers, colour, push);
        }
    }

    Tiles toTiles(const Candidate& c) const
    {
        Tiles tiles;
        for (int f = 0; f < kNumberedFaces; ++f)
            if (c.faces & (1ULL << f))
                tiles.push_back(Tile::fromIndex(f));
        for (int j = 0; j < c.jokers; ++j)
            tiles.push_back(Tile::joker());
        return tiles;
    }

    int apply(const Candidate& c, Undo* undo)
    {
        int gain = 0;
        undo->meldBefore = meld_;
        for (int f = 0; f < kNumberedFaces; ++f) {
            if (!(c.faces & (1ULL << f)))
                continue;
            const auto idx = static_cast<std::size_t>(f);
            const bool fromMust = must_[idx] > 0;
            if (fromMust) {
                --must_[idx];
            } else {
                --opt_[idx];
                gain += gainOf(Tile::fromIndex(f));
            }
            undo->faceIdx[static_cast<std::size_t>(undo->count)] = static_cast<std::uint8_t>(f);
            undo->fromMust[static_cast<std::size_t>(undo->count)] = fromMust;
            ++undo->count;
        }
        for (int j = 0; j < c.jokers; ++j) {
            if (jMust_ > 0) {
                --jMust_;
                ++undo->jMustUsed;
            } else {
                --jOpt_;
                ++undo->jOptUsed;
                gain += gainOf(Tile::joker());
            }
        }
        if (meldMode_)
            meld_ = std::min(req_.initialMeld, meld_ + analyseSet(toTiles(c)).meldValue);
        return gain - kSetCost;
    }

    void revert(const Undo& undo)
    {
        for (int k = 0; k < undo.count; ++k) {
            const auto idx = static_cast<std::size_t>(undo.faceIdx[static_cast<std::size_t>(k)]);
            if (undo.fromMust[static_cast<std::size_t>(k)])
                ++must_[idx];
            else
                ++opt_[idx];
        }
        jMust_ += undo.jMustUsed;
        jOpt_ += undo.jOptUsed;
        meld_ = undo.meldBefore;
    }

    bool timeUp()
    {
        if (aborted_)
            return true;
        if (req_.nodeLimit > 0 && nodes_ >= req_.nodeLimit)
            aborted_ = true;
        if ((++nodes_ & 1023) == 0) {
            if ((req_.stop && req_.stop->load(std::memory_order_relaxed)) ||
                (deadline_ != Clock::time_point::max() && Clock::now() > deadline_))
                aborted_ = true;
        }
        return aborted_;
    }

    int search(int i)
    {
        i = firstFrom(i);
        if (i >= kNumberedFaces) {
            if (jMust_ > 0)
                return kNone;
            if (meldMode_ && meld_ > 0 && meld_ < req_.initialMeld)
                return kNone;
            return 0;
        }
        const Key k = key(i);
        if (auto it = memo_.find(k); it != memo_.end())
            return it->second;
        if (timeUp())
            return kNone;

        int best = kNone;
        const auto idx = static_cast<std::size_t>(i);
        if (must_[idx] == 0) {
            --opt_[idx]; // leave one copy on the rack
            best = search(i);
            ++opt_[idx];
        }
        for (const Candidate& c : candidates(i)) {
            Undo undo;
            const int gain = apply(c, &undo);
            const int rest = search(i);
            revert(undo);
            if (rest != kNone)
                best = std::max(best, gain + rest);
        }
        if (!aborted_)
            memo_.emplace(k, best);
        return best;
    }

    const SolveRequest& req_;
    const bool meldMode_;
    const Clock::time_point deadline_;
    std::array<std::uint8_t, kNumberedFaces> must_{};
    std::array<std::uint8_t, kNumberedFaces> opt_{};
    int jMust_ = 0;
    int jOpt_ = 0;
    int meld_ = 0;
    bool aborted_ = false;
    long long nodes_ = 0;
    std::unordered_map<Key, int, KeyHash> memo_;
};

Tiles sortedTiles(Tiles t)
{
    std::sort(t.begin(), t.end());
    return t;
}

// Puts sets that were already on the table first, in their old order, then the new ones.
Table orderLikeBefore(const Table& before, Table sets)
{
    Table out;
    for (const auto& old : before) {
        const Tiles key = sortedTiles(old);
        auto it = std::find_if(sets.begin(), sets.end(), [&](const Tiles& s) { return sortedTiles(s) == key; });
        if (it != sets.end()) {
            out.push_back(*it);
            sets.erase(it);
        }
    }
    out.insert(out.end(), sets.begin(), sets.end());
    return canonicalTable(out);
}

void fillPlaced(const SolveRequest& req, SolveResult* result)
{
    TileCounts added(result->table);
    added = added.minus(TileCounts(req.table));
    result->placed.clear();
    for (Tile t : req.rack) {
        if (added[t] > 0) {
            result->placed.push_back(t);
            added.add(t, -1);
        }
    }
    result->tilesPlaced = static_cast<int>(result->placed.size());
    result->pointsPlaced = placementPoints(result->placed);
}

Clock::time_point deadlineFor(const SolveRequest& req, Clock::time_point start)
{
    return req.timeLimitMs > 0 ? start + std::chrono::milliseconds(req.timeLimitMs) : Clock::time_point::max();
}

// New sets from the rack only (the table untouched); nullopt when cut short.
std::optional<Table> rackOnlySets(const SolveRequest& req, bool meldMode, Clock::time_point deadline, long long* nodes)
{
    Search search(req, meldMode, deadline);
    for (Tile t : req.rack)
        search.addOptional(t);
    int best = 0;
    const bool complete = search.run(&best);
    *nodes += search.nodes();
    if (!complete)
        return std::nullopt;
    return search.reconstruct();
}

double elapsedMs(Clock::time_point start)
{
    return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
}

// Adds each rack tile that fits at the end of a run or into a group of three.
void addToSets(Table& table, Tiles& rack)
{
    bool changed = true;
    while (changed) {
        changed = false;
        for (std::size_t r = 0; r < rack.size() && !changed; ++r) {
            for (auto& set : table) {
                Tiles grown = set;
                grown.push_back(rack[r]);
                if (isValidSet(grown)) {
                    set = analyseSet(grown).canonical;
                    rack.erase(rack.begin() + static_cast<std::ptrdiff_t>(r));
                    changed = true;
                    break;
                }
            }
        }
    }
}

} // namespace

SolveResult simplePlay(const SolveRequest& req)
{
    const auto start = Clock::now();
    SolveResult result;
    result.optimal = false;
    long long nodes = 0;
    auto fresh = rackOnlySets(req, !req.initialMeldDone, deadlineFor(req, start), &nodes);
    Table table = req.table;
    if (fresh) {
        TileCounts used(*fresh);
        Tiles rest;
        for (Tile t : req.rack) {
            if (used[t] > 0)
                used.add(t, -1);
            else
                rest.push_back(t);
        }
        table.insert(table.end(), fresh->begin(), fresh->end());
        if (req.initialMeldDone)
            addToSets(table, rest);
    }
    result.table = canonicalTable(table);
    fillPlaced(req, &result);
    result.nodes = nodes;
    result.ms = elapsedMs(start);
    return result;
}

SolveResult solve(const SolveRequest& req)
{
    const auto start = Clock::now();
    const auto deadline = deadlineFor(req, start);
    SolveResult result;
    long long nodes = 0;
    if (!req.initialMeldDone) {
        // Only new sets from the rack, worth at least the threshold, or nothing.
        auto fresh = rackOnlySets(req, true, deadline, &nodes);
        if (fresh) {
            Table table = req.table;
            table.insert(table.end(), fresh->begin(), fresh->end());
            result.table = canonicalTable(table);
            fillPlaced(req, &result);
            result.optimal = true;
        } else {
            // Cut short before any meld was proven: placing nothing is legal.
            result.table = canonicalTable(req.table);
            fillPlaced(req, &result);
            result.optimal = false;
        }
    } else {
        Search search(req, false, deadline);
        for (const auto& set : req.table)
            for (Tile t : set)
                search.addMust(t);
        for (Tile t : req.rack)
            search.addOptional(t);
        int best = 0;
        const bool complete = search.run(&best);
        nodes += search.nodes();
        if (complete && best != kNone) {
            result.table = orderLikeBefore(req.table, search.reconstruct());
            fillPlaced(req, &result);
            // Placing nothing leaves the table as it was: the search's
            // reconstruction may split its sets differently (R1..R6 into
            // R1 R2 R3 and R4 R5 R6), which is no legal turn without a tile.
            if (result.tilesPlaced == 0)
                result.table = canonicalTable(req.table);
            result.optimal = true;
        } else {
            // Cut short: fall back on a quick play without rearrangement,
            // with a quarter of the time the search had.
            SolveRequest quick = req;
            quick.timeLimitMs = req.timeLimitMs > 0 ? std::max(1, req.timeLimitMs / 4) : 0;
            quick.nodeLimit = req.nodeLimit > 0 ? std::max(1LL, req.nodeLimit / 4) : 0;
            result = simplePlay(quick);
            result.optimal = false;
        }
    }
    result.nodes += nodes;
    result.ms = elapsedMs(start);
    return result;
}

} // namespace tr
