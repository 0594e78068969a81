#include "practice_puzzle.h"

#include "meld.h"
#include "partition_dp.h"
#include "random.h"
#include "rules.h"

#include <algorithm>
#include <array>
#include <climits>
#include <map>
#include <set>
#include <tuple>
#include <utility>
#include <vector>

namespace tilerummy {

namespace {

constexpr int kBig = 1000; // "no upper bound" in a band

// Tables grow with the level, and so do racks; jokers appear from level 3.
const std::array<PuzzleLevelSpec, kPuzzleLevels> kSpecs = {{
    // rearranged, sets broken, table sets, rack, jokers % (table set, rack)
    {1, 1, 1, 1, 3, 5, 3, 5, 0, 0},
    {2, 2, 1, 2, 3, 6, 3, 6, 0, 0},
    {3, 4, 1, 2, 4, 7, 4, 7, 8, 0},
    {5, 6, 2, kBig, 5, 8, 5, 8, 10, 5},
    {7, kBig, 2, kBig, 6, 8, 5, 8, 14, 8},
}};

// A budget of search steps for one candidate's solve: far above what these
// small positions need (a few thousand), so that a cut is rare, and counted in
// steps so that a seed gives the same puzzle everywhere. A cut candidate is
// dropped.
constexpr long long kSolveNodeLimit = 400000;

// Lower bounds of the rearrangement are certified up to this many moved
// tiles (the test tries every choice of tiles to move: a few hundred for two).
constexpr int kCertifiedUpTo = 2;

using FaceCounts = std::array<std::uint8_t, kFaceKinds>;

FaceCounts countsOf(const Tiles& tiles)
{
    FaceCounts c{};
    for (Tile t : tiles)
        ++c[static_cast<std::size_t>(t.index())];
    return c;
}

// ---- plays that keep cores of the table's sets ------------------------------
//
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

// Does some play that moves exactly `count` table tiles (and keeps the rest
// of each set together) place `target` rack tiles? Tries every choice of
// tiles to move (copies of a face in one set counted once).
bool reachableMoving(const Table& table, const Tiles& rack, int count, int target, const std::atomic<bool>* stop)
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

// ---- the rearrangement: a maximum-weight matching of old sets to new ones -----

int sharedTiles(const Tiles& a, const Tiles& b)
{
    const FaceCounts ca = countsOf(a);
    const FaceCounts cb = countsOf(b);
    int n = 0;
    for (std::size_t i = 0; i < ca.size(); ++i)
        n += std::min(ca[i], cb[i]);
    return n;
}

// The Hungarian method (rows <= columns, 1-based internally): the assignment
// of every row to its own column with the least total cost; returns each
// row's column.
std::vector<int> assignRows(const std::vector<std::vector<long long>>& cost)
{
    const int n = static_cast<int>(cost.size());
    const int m = n == 0 ? 0 : static_cast<int>(cost[0].size());
    constexpr long long kInf = LLONG_MAX / 4;
    std::vector<long long> u(static_cast<std::size_t>(n + 1)), v(static_cast<std::size_t>(m + 1));
    std::vector<int> p(static_cast<std::size_t>(m + 1)), way(static_cast<std::size_t>(m + 1));
    for (int i = 1; i <= n; ++i) {
        p[0] = i;
        int j0 = 0;
        std::vector<long long> minv(static_cast<std::size_t>(m + 1), kInf);
        std::vector<bool> used(static_cast<std::size_t>(m + 1), false);
        do {
            used[static_cast<std::size_t>(j0)] = true;
            const int i0 = p[static_cast<std::size_t>(j0)];
            long long delta = kInf;
            int j1 = 0;
            for (int j = 1; j <= m; ++j) {
                if (used[static_cast<std::size_t>(j)])
                    continue;
                const long long cur = cost[static_cast<std::size_t>(i0 - 1)][static_cast<std::size_t>(j - 1)] -
                                      u[static_cast<std::size_t>(i0)] - v[static_cast<std::size_t>(j)];
                if (cur < minv[static_cast<std::size_t>(j)]) {
                    minv[static_cast<std::size_t>(j)] = cur;
                    way[static_cast<std::size_t>(j)] = j0;
                }
                if (minv[static_cast<std::size_t>(j)] < delta) {
                    delta = minv[static_cast<std::size_t>(j)];
                    j1 = j;
                }
            }
            for (int j = 0; j <= m; ++j) {
                if (used[static_cast<std::size_t>(j)]) {
                    u[static_cast<std::size_t>(p[static_cast<std::size_t>(j)])] += delta;
                    v[static_cast<std::size_t>(j)] -= delta;
                } else {
                    minv[static_cast<std::size_t>(j)] -= delta;
                }
            }
            j0 = j1;
        } while (p[static_cast<std::size_t>(j0)] != 0);
        do {
            const int j1 = way[static_cast<std::size_t>(j0)];
            p[static_cast<std::size_t>(j0)] = p[static_cast<std::size_t>(j1)];
            j0 = j1;
        } while (j0 != 0);
    }
    std::vector<int> column(static_cast<std::size_t>(n), -1);
    for (int j = 1; j <= m; ++j)
        if (p[static_cast<std::size_t>(j)] != 0)
            column[static_cast<std::size_t>(p[static_cast<std::size_t>(j)] - 1)] = j - 1;
    return column;
}

// ---- drawing candidates ------------------------------------------------------

using Box = std::array<int, kFaceKinds>; // tiles of each face left in the box

int pickWeighted(Random& rng, const std::vector<int>& weights)
{
    int total = 0;
    for (int w : weights)
        total += w;
    if (total <= 0)
        return -1;
    int r = static_cast<int>(rng.below(static_cast<std::uint32_t>(total)));
    for (std::size_t i = 0; i < weights.size(); ++i) {
        if (r < weights[i])
            return static_cast<int>(i);
        r -= weights[i];
    }
    return -1;
}

int between(Random& rng, int low, int high)
{
    return low + static_cast<int>(rng.below(static_cast<std::uint32_t>(high - low + 1)));
}

bool takeAll(Box& box, const Tiles& tiles)
{
    Box left = box;
    for (Tile t : tiles)
        if (--left[static_cast<std::size_t>(t.index())] < 0)
            return false;
    box = left;
    return true;
}

// A random valid set from what is left in the box: a run of 3-6 (shorter ones
// likelier) or a group of 3-4, perhaps with a joker in place of one tile.
std::optional<Tiles> drawSet(Random& rng, Box& box, bool withJoker)
{
    for (int tries = 0; tries < 40; ++tries) {
        Tiles set;
        if (rng.chance(3, 5)) {
            static const std::vector<int> lengthWeights = {0, 0, 0, 40, 30, 20, 10};
            const int length = pickWeighted(rng, lengthWeights);
            const auto colour = static_cast<Colour>(rng.below(kColours));
            const int start = between(rng, 1, kMaxValue - length + 1);
            for (int v = start; v < start + length; ++v)
                set.push_back(Tile::numbered(colour, v));
        } else {
            const int value = between(rng, 1, kMaxValue);
            std::vector<int> colours = {0, 1, 2, 3};
            rng.shuffle(colours);
            const int size = rng.chance(3, 5) ? 3 : 4;
            for (int i = 0; i < size; ++i)
                set.push_back(Tile::numbered(static_cast<Colour>(colours[static_cast<std::size_t>(i)]), value));
        }
        if (withJoker)
            set[rng.below(static_cast<std::uint32_t>(set.size()))] = Tile::joker();
        if (takeAll(box, set))
            return analyseSet(set).canonical;
    }
    return std::nullopt;
}

// How much a face could do with the table: the same face (a run to split, a
// group to share), the same colour a value or two away, the same value.
int affinity(Tile face, const Table& table)
{
    int w = 1;
    for (const auto& set : table) {
        for (Tile t : set) {
            if (t.isJoker())
                continue;
            const int dv = std::abs(t.value() - face.value());
            if (t.colour() == face.colour()) {
                if (dv == 0)
                    w += 6;
                else if (dv == 1)
                    w += 4;
                else if (dv == 2)
                    w += 2;
            } else if (dv == 0) {
                w += 3;
            }
        }
    }
    return w;
}

struct Candidate {
    Table table;
    Tiles rack;
};

Candidate drawCandidate(Random& rng, const PuzzleLevelSpec& spec)
{
    Candidate c;
    Box box;
    box.fill(kCopiesPerFace);
    box[static_cast<std::size_t>(Tile::joker().index())] = kJokerCount;
    const int sets = between(rng, spec.minSets, spec.maxSets);
    for (int i = 0; i < sets; ++i) {
        const bool joker = box[static_cast<std::size_t>(Tile::joker().index())] > 0 &&
                           rng.chance(static_cast<std::uint32_t>(spec.tableJokerPercent), 100);
        if (auto set = drawSet(rng, box, joker))
            c.table.push_back(*set);
    }
    const int rackSize = between(rng, spec.minRack, spec.maxRack);
    if (box[static_cast<std::size_t>(Tile::joker().index())] > 0 &&
        rng.chance(static_cast<std::uint32_t>(spec.rackJokerPercent), 100)) {
        c.rack.push_back(Tile::joker());
        --box[static_cast<std::size_t>(Tile::joker().index())];
    }
    std::vector<int> weights(kNumberedFaces);
    for (int f = 0; f < kNumberedFaces; ++f)
        weights[static_cast<std::size_t>(f)] = affinity(Tile::fromIndex(f), c.table);
    while (static_cast<int>(c.rack.size()) < rackSize) {
        std::vector<int> w(kNumberedFaces);
        for (int f = 0; f < kNumberedFaces; ++f)
            w[static_cast<std::size_t>(f)] = weights[static_cast<std::size_t>(f)] * box[static_cast<std::size_t>(f)];
        const int f = pickWeighted(rng, w);
        if (f < 0)
            break;
        c.rack.push_back(Tile::fromIndex(f));
        --box[static_cast<std::size_t>(f)];
    }
    c.table = canonicalTable(c.table);
    c.rack = sortedTiles(c.rack);
    return c;
}

bool inBand(const PuzzleLevelSpec& spec, const Rearrangement& r)
{
    return r.tilesMoved >= spec.minRearranged && r.tilesMoved <= spec.maxRearranged &&
           r.setsBroken >= spec.minSetsBroken && r.setsBroken <= spec.maxSetsBroken;
}

} // namespace

const PuzzleLevelSpec& puzzleLevelSpec(int level)
{
    return kSpecs[static_cast<std::size_t>(std::clamp(level, 1, kPuzzleLevels) - 1)];
}

int bestPlainPlay(const Table& table, const Tiles& rack)
{
    Pool pool;
    pool.rack = countsOf(rack);
    return std::max(0, CoreSearch(table, pool).run());
}

bool reachesMoving(const Table& table, const Tiles& rack, int moved, int tiles)
{
    return reachableMoving(table, rack, moved, tiles, nullptr);
}

Rearrangement measureRearrangement(const Table& before, const Table& after)
{
    Rearrangement out;
    if (before.empty())
        return out;
    // Rows: old sets; columns: new sets (padded so every old set has one). The
    // cost prefers more shared tiles first, then more old sets kept whole.
    const std::size_t columns = std::max(after.size(), before.size());
    std::vector<std::vector<long long>> cost(before.size(), std::vector<long long>(columns, 0));
    std::vector<std::vector<int>> shared(before.size(), std::vector<int>(columns, 0));
    for (std::size_t i = 0; i < before.size(); ++i) {
        for (std::size_t j = 0; j < after.size(); ++j) {
            shared[i][j] = sharedTiles(before[i], after[j]);
            const bool whole = shared[i][j] == static_cast<int>(before[i].size());
            cost[i][j] = -(static_cast<long long>(shared[i][j]) * 1000 + (whole ? 1 : 0));
        }
    }
    const std::vector<int> column = assignRows(cost);
    for (std::size_t i = 0; i < before.size(); ++i) {
        const int kept = shared[i][static_cast<std::size_t>(column[i])];
        const int lost = static_cast<int>(before[i].size()) - kept;
        out.tilesMoved += lost;
        if (lost > 0)
            ++out.setsBroken;
    }
    return out;
}

std::optional<Puzzle> makePuzzle(std::uint64_t seed, int level, const std::atomic<bool>* stop)
{
    level = std::clamp(level, 1, kPuzzleLevels);
    const PuzzleLevelSpec& spec = puzzleLevelSpec(level);
    Random rng(deriveSeed(seed, level));
    for (int attempt = 1;; ++attempt) {
        if (stop && stop->load())
            return std::nullopt;
        Candidate c = drawCandidate(rng, spec);
        if (static_cast<int>(c.table.size()) < spec.minSets || c.rack.empty())
            continue;
        SolveRequest req;
        req.table = c.table;
        req.rack = c.rack;
        req.initialMeldDone = true;
        req.objective = Objective::Tiles;
        req.nodeLimit = kSolveNodeLimit;
        req.tidy = true;
        req.stop = stop;
        SolveResult best = solve(req);
        if (stop && stop->load())
            return std::nullopt;
        // A play of one tile is no puzzle; a cut search proves nothing.
        if (!best.optimal || best.tilesPlaced < 2)
            continue;
        const Rearrangement moved = measureRearrangement(c.table, best.table);
        if (!inBand(spec, moved))
            continue;
        const int plain = bestPlainPlay(c.table, c.rack);
        if (plain >= best.tilesPlaced)
            continue;
        // Certify that no best play gets away with less rearranging: moving
        // one table tile (from level 2) or two (from level 3) is not enough.
        const int certify = std::min(moved.tilesMoved, std::min(spec.minRearranged, kCertifiedUpTo + 1)) - 1;
        bool lesserWorks = false;
        for (int k = 1; k <= certify && !lesserWorks; ++k)
            lesserWorks = reachableMoving(c.table, c.rack, k, best.tilesPlaced, stop);
        if (stop && stop->load())
            return std::nullopt;
        if (lesserWorks)
            continue;
        Puzzle p;
        p.seed = seed;
        p.level = level;
        p.position = {std::move(c.table), std::move(c.rack)};
        p.bestTiles = best.tilesPlaced;
        p.best = std::move(best);
        p.plainTiles = plain;
        p.rearranged = moved.tilesMoved;
        p.setsBroken = moved.setsBroken;
        p.rearrangedAtLeast = std::max(1, certify + 1);
        p.attempts = attempt;
        return p;
    }
}

PuzzleVerdict judgePuzzle(const Puzzle& puzzle, const Position& after)
{
    PuzzleVerdict out;
    out.bestTiles = puzzle.bestTiles;
    TurnInput turn;
    turn.initialMeldDone = true;
    turn.before = puzzle.position;
    turn.after = after;
    const TurnVerdict v = checkTurn(turn, Rules::official());
    if (!v.legal) {
        out.fault = v.fault;
        return out;
    }
    out.legal = true;
    out.tilesPlaced = static_cast<int>(puzzle.position.rack.size()) - static_cast<int>(after.rack.size());
    out.best = out.tilesPlaced >= puzzle.bestTiles;
    return out;
}

} // namespace tilerummy
