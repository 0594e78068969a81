#include "partition_dp.h"

#include "meld.h"

#include <algorithm>
#include <climits>
#include <vector>

namespace tilerummy::detail {

int tileScore(Objective objective, Tile t)
{
    const int points = t.isJoker() ? kJokerRackPenalty : t.value();
    // Objective first, the other measure second; both in units of 256 so that
    // a cost of one per set breaks the remaining ties (fewer sets).
    return objective == Objective::Tiles ? (1 << 20) + (points << 8) : (points << 14) + (1 << 8);
}

namespace {

constexpr int kNone = INT_MIN / 4;
constexpr int kInfinity = INT_MAX / 4;
// Sets cost nothing in the search: a cost per set would make every tie worth
// exploring (ten times the work on big tables); the solver joins runs after.
constexpr int kSetCost = 0;
constexpr int kCells = kNumberedFaces;
constexpr int kLastRunStart = kMaxValue - 2; // a run started later cannot reach three tiles

// The fewest groups that hold `once` colours once, `twice` colours twice and
// `jokers` jokers (each group 3..4 tiles, colours distinct, at least one
// numbered tile); -1 when no grouping exists.
class GroupTable {
public:
    GroupTable()
    {
        for (int once = 0; once <= kColours; ++once)
            for (int twice = 0; once + twice <= kColours; ++twice)
                for (int jokers = 0; jokers <= kJokerCount; ++jokers)
                    table_[static_cast<std::size_t>(once)][static_cast<std::size_t>(twice)]
                          [static_cast<std::size_t>(jokers)] = static_cast<std::int8_t>(fewest(once, twice, jokers));
    }
    int operator()(int once, int twice, int jokers) const
    {
        return table_[static_cast<std::size_t>(once)][static_cast<std::size_t>(twice)]
                     [static_cast<std::size_t>(jokers)];
    }

private:
    static int fewest(int once, int twice, int jokers)
    {
        const int real = once + 2 * twice;
        if (real == 0)
            return jokers == 0 ? 0 : -1;
        for (int m = twice > 0 ? 2 : 1; m <= real && m <= 2 * kColours; ++m) {
            // Spread the numbered tiles evenly (each colour at most once a group).
            const int high = (real + m - 1) / m;
            const int low = real / m;
            const int highCount = real % m;
            if (high > kMaxGroupSize)
                continue;
            const int need =
                highCount * std::max(0, kMinSetSize - high) + (m - highCount) * std::max(0, kMinSetSize - low);
            if (need <= jokers && jokers <= kMaxGroupSize * m - real)
                return m;
        }
        return -1;
    }
    std::array<std::array<std::array<std::int8_t, kJokerCount + 1>, kColours + 1>, kColours + 1> table_{};
};

const GroupTable& groupTable()
{
    static const GroupTable table;
    return table;
}

// The memo: open addressing with linear probing (much faster here than
// std::unordered_map), one 16-byte slot per entry so a probe touches one
// cache line. One per thread, reused by every search: a slot belongs to the
// current search only when it carries its generation, so clearing is a
// counter bump, not a wipe of the table.
class FlatMemo {
public:
    struct Entry {
        int value = 0;
        bool exact = false; // else an upper bound
    };

    void clear()
    {
        if (++generation_ > kGenerationMask) { // wrapped: wipe once
            for (Slot& slot : slots_)
                slot.stamp = 0;
            generation_ = 1;
        }
        count_ = 0;
    }

    bool find(std::uint64_t key, Entry* entry) const
    {
        for (std::size_t i = slot(key);; i = (i + 1) & (slots_.size() - 1)) {
            const Slot& s = slots_[i];
            if ((s.stamp & kGenerationMask) != generation_)
                return false;
            if (s.key == key) {
                *entry = {s.value, (s.stamp & kExactBit) != 0};
                return true;
            }
        }
    }

    void put(std::uint64_t key, const Entry& entry)
    {
        if (2 * (count_ + 1) > slots_.size())
            grow();
        for (std::size_t i = slot(key);; i = (i + 1) & (slots_.size() - 1)) {
            Slot& s = slots_[i];
            const bool mine = (s.stamp & kGenerationMask) == generation_;
            if (!mine || s.key == key) {
                count_ += !mine;
                s = {key, entry.value, generation_ | (entry.exact ? kExactBit : 0u)};
                return;
            }
        }
    }

private:
    static constexpr std::uint32_t kExactBit = 1u << 31;
    static constexpr std::uint32_t kGenerationMask = kExactBit - 1;

    struct Slot {
        std::uint64_t key;
        int value;
        std::uint32_t stamp; // generation, and the exact bit
    };

    std::size_t slot(std::uint64_t key) const
    {
        key ^= key >> 33;
        key *= 0xff51afd7ed558ccdULL;
        key ^= key >> 33;
        return static_cast<std::size_t>(key) & (slots_.size() - 1);
    }

    void grow()
    {
        std::vector<Slot> old(slots_.size() * 2, Slot{0, 0, 0});
        old.swap(slots_);
        count_ = 0;
        for (const Slot& s : old)
            if ((s.stamp & kGenerationMask) == generation_)
                put(s.key, {s.value, (s.stamp & kExactBit) != 0});
    }

    std::vector<Slot> slots_ = std::vector<Slot>(1 << 12, Slot{0, 0, 0});
    std::uint32_t generation_ = 1;
    std::size_t count_ = 0;
};

struct State {
    std::array<std::array<std::uint8_t, 3>, kColours> runs{}; // per colour: open runs of length 1, 2, 3+
    std::uint8_t groupOnce = 0;                               // colours of the current value with one tile in groups
    std::uint8_t groupTwice = 0;                              // ... with two
    std::uint8_t jokers = 0;                                  // jokers laid so far
    std::uint16_t meld = 0;                                   // meld value so far (capped at the threshold)
};

struct Move {
    int k = 0;      // copies of the cell's face laid
    int g = 0;      // of which in groups
    int y = 0;      // jokers laid in this colour's runs at this value
    int jg = 0;     // jokers in this value's groups (last colour of a value only)
    int groups = 0; // groups formed at this value
};

class Dp {
public:
    Dp(const Supply& supply, const PartitionGoal& goal, const SearchLimits& limits)
        : supply_(supply), goal_(goal), limits_(limits), jokerTotal_(supply.jokerMust + supply.jokerOpt),
          jokerScore_(tileScore(goal.objective, Tile::joker())), memo_(threadMemo())
    {
        memo_.clear();
        // What the optional tiles from each cell on could add at most.
        for (int cell = kCells - 1; cell >= 0; --cell)
            optionalAhead_[static_cast<std::size_t>(cell)] =
                optionalAhead_[static_cast<std::size_t>(cell + 1)] +
                supply.opt[static_cast<std::size_t>(cell)] * tileScore(goal.objective, Tile::fromIndex(cell));
    }

    // Most positions are solved in a few thousand steps with the loose
    // bound; those that are not get the tails (what the steps so far put in
    // the memo stays good), and are searched again.
    int solve(int alpha, int ceiling, const TailBounds* known)
    {
        if (known && known->from <= kMaxValue && !goal_.meldMode)
            tails_ = *known;
        if (goal_.meldMode || tails_.from <= kMaxValue)
            return search(0, State{}, alpha, ceiling);
        trialSteps_ = kStepsBeforeTails;
        const int quick = search(0, State{}, alpha, ceiling);
        trialSteps_ = 0;
        if (!outOfTrialSteps_)
            return quick;
        outOfTrialSteps_ = false;
        aborted_ = false;
        boundTails();
        return search(0, State{}, alpha, ceiling);
    }
    bool aborted() const { return aborted_; }
    long long nodes() const { return nodes_; }

    Table reconstruct()
    {
        Table sets;
        std::array<std::vector<Tiles>, kColours> open;
        std::vector<std::pair<Tile, int>> groupParts;
        State st;
        for (int cell = 0; cell < kCells; ++cell) {
            const int target = search(cell, st, kNone, kInfinity);
            bool found = false;
            forEachOption(cell, st, [&](const State& next, int gain, const Move& move) {
                if (found)
                    return;
                const int rest = search(cell + 1, next, target - gain - 1, kInfinity);
                if (rest == kNone || gain + rest != target)
                    return;
                found = true;
                layCell(cell, move, open, groupParts, sets);
                st = next;
            });
            if (!found)
                return {}; // cannot happen for a solved state
        }
        for (auto& runs : open)
            for (auto& run : runs)
                sets.push_back(std::move(run));
        return sets;
    }

private:
    static int valueOf(int cell) { return cell / kColours + 1; }

    // Copies of colour c's tile of value v that could be laid (0 off the board).
    int availableAt(int c, int v) const
    {
        if (v > kMaxValue)
            return 0;
        const auto cell = static_cast<std::size_t>((v - 1) * kColours + c);
        return supply_.must[cell] + supply_.opt[cell];
    }

    std::uint16_t capMeld(int meld) const
    {
        return static_cast<std::uint16_t>(goal_.meldMode ? std::min(meld, goal_.meldThreshold) : 0);
    }

    template <typename F> void forEachOption(int cell, const State& st, F&& f) const
    {
        const int v = valueOf(cell);
        const int c = cell % kColours;
        const int n1 = st.runs[static_cast<std::size_t>(c)][0];
        const int n2 = st.runs[static_cast<std::size_t>(c)][1];
        const int n3 = st.runs[static_cast<std::size_t>(c)][2];
        if (v == kMaxValue && n1 > 0)
            return; // those runs would end with two tiles
        const int must = supply_.must[static_cast<std::size_t>(cell)];
        const int avail = must + supply_.opt[static_cast<std::size_t>(cell)];
        const int face = tileScore(goal_.objective, Tile::fromIndex(cell));
        for (int k = avail; k >= must; --k) { // more tiles first: good plays early prune the rest
            for (int g = 0; g <= k; ++g) {
                for (int y = 0; y <= jokerTotal_ - st.jokers; ++y) {
                    const int u = k - g + y; // tiles at this place of colour c's runs
                    if (u < n1 + n2)
                        continue; // runs of one or two tiles must go on
                    const int rest = u - n1 - n2;
                    const int e3 = std::min(n3, rest); // extend finished runs before starting new ones
                    const int s = rest - e3;
                    if (s > 0 && v > kLastRunStart)
                        continue;
                    // Runs of one or two tiles must go on at the next places:
                    // are there tiles (or jokers) enough for them there?
                    const int jokersLeft = jokerTotal_ - st.jokers - y;
                    if (s + n1 > availableAt(c, v + 1) + jokersLeft || s > availableAt(c, v + 2) + jokersLeft)
                        continue;
                    State next = st;
                    next.runs[static_cast<std::size_t>(c)] = {static_cast<std::uint8_t>(s),
                                                              static_cast<std::uint8_t>(n1),
                                                              static_cast<std::uint8_t>(n2 + e3)};
                    next.groupOnce = static_cast<std::uint8_t>(next.groupOnce + (g == 1));
                    next.groupTwice = static_cast<std::uint8_t>(next.groupTwice + (g == 2));
                    next.jokers = static_cast<std::uint8_t>(next.jokers + y);
                    const int gain = (k - must) * face + jokerGain(st.jokers, y) - s * kSetCost;
                    const int meld = st.meld + v * (k + y);
                    if (c < kColours - 1) {
                        next.meld = capMeld(meld);
                        f(next, gain, Move{k, g, y, 0, 0});
                        continue;
                    }
                    // The value is complete: lay its groups, jokers filling.
                    for (int jg = 0; jg <= jokerTotal_ - next.jokers; ++jg) {
                        const int groups = groupTable()(next.groupOnce, next.groupTwice, jg);
                        if (groups < 0)
                            continue;
                        State done = next;
                        done.jokers = static_cast<std::uint8_t>(done.jokers + jg);
                        done.groupOnce = 0;
                        done.groupTwice = 0;
                        done.meld = capMeld(meld + v * jg);
                        f(done, gain + jokerGain(next.jokers, jg) - groups * kSetCost, Move{k, g, y, jg, groups});
                    }
                }
            }
        }
    }

    std::uint64_t key(int cell, const State& st) const
    {
        std::uint64_t k = static_cast<std::uint64_t>(cell);
        for (const auto& r : st.runs)
            for (std::uint8_t n : r)
                k = (k << 3) | n;
        k = (k << 3) | st.groupOnce;
        k = (k << 3) | st.groupTwice;
        k = (k << 2) | st.jokers;
        k = (k << 10) | st.meld;
        return k;
    }

    bool limitReached()
    {
        if (aborted_)
            return true;
        ++nodes_;
        if (limits_.nodeLimit > 0 && nodes_ > limits_.nodeLimit)
            aborted_ = true;
        else if (trialSteps_ > 0 && nodes_ > trialSteps_)
            aborted_ = outOfTrialSteps_ = true;
        else if ((nodes_ & 255) == 0 && ((limits_.stop && limits_.stop->load(std::memory_order_relaxed)) ||
                                         (limits_.deadline != std::chrono::steady_clock::time_point::max() &&
                                          std::chrono::steady_clock::now() > limits_.deadline)))
            aborted_ = true;
        return aborted_;
    }

    // Jokers are alike: the first ones laid are the table's (they must be),
    // any laid after those are the rack's and count as placed.
    int jokerGain(int laidBefore, int count) const
    {
        const int fromRack =
            std::max(0, laidBefore + count - supply_.jokerMust) - std::max(0, laidBefore - supply_.jokerMust);
        return fromRack * jokerScore_;
    }

    // An upper bound of what the state can still add: every optional tile
    // ahead laid, or (once the tails are known) the rest of this value's
    // tiles and jokers and the best the values after it can add.
    int bound(int cell, const State& st) const
    {
        const int rackJokersLeft = supply_.jokerOpt - std::max(0, st.jokers - supply_.jokerMust);
        const int loose = optionalAhead_[static_cast<std::size_t>(cell)] + rackJokersLeft * jokerScore_;
        const int v = valueOf(cell);
        if (cell % kColours == 0 && tailKnown(v))
            return std::min(loose, tail(v, st.jokers));
        if (!tailKnown(v + 1))
            return loose;
        const int inValue =
            optionalAhead_[static_cast<std::size_t>(cell)] - optionalAhead_[static_cast<std::size_t>(v * kColours)];
        int after = kNone;
        for (int y = 0; st.jokers + y <= jokerTotal_; ++y)
            after = std::max(after, jokerGain(st.jokers, y) + tail(v + 1, st.jokers + y));
        return std::min(loose, inValue + after);
    }

    // The tails: for each value w from the last down, and each count of
    // jokers laid before it, an upper bound of what the values from w on can
    // add, whatever runs come into w. It is the value of a relaxed state
    // (every colour with four runs of three or more open, which may go on
    // or end: any real state's completions are completions of it too), found
    // by the same search with the tails after w as bounds. A big rack whose
    // last tile cannot be laid then shows it values early, not at its end.
    void boundTails()
    {
        for (int w = kMaxValue; w >= 2 && !aborted_; --w) {
            for (int j = 0; j <= jokerTotal_ && !aborted_; ++j) {
                State relaxed;
                for (auto& r : relaxed.runs)
                    r = {0, 0, kMaxOpenRuns};
                relaxed.jokers = static_cast<std::uint8_t>(j);
                tails_.value[static_cast<std::size_t>(w)][static_cast<std::size_t>(j)] =
                    search((w - 1) * kColours, relaxed, kNone, kInfinity);
            }
            if (!aborted_)
                tails_.from = w;
        }
    }
    bool tailKnown(int v) const { return v >= tails_.from && v <= kMaxValue; }
    int tail(int v, int jokersLaid) const
    {
        return tails_.value[static_cast<std::size_t>(v)][static_cast<std::size_t>(jokersLaid)];
    }

public:
    const TailBounds& tails() const { return tails_; }

private:
    // The best the state can add when that is above `alpha`; otherwise some
    // upper bound at most `alpha` (the caller cannot use it then). The memo
    // keeps exact values and such bounds apart. `beta` is what the state
    // can add at most on the way it was reached (the caller's ceiling less
    // the gains on the way): a value that reaches it is the state's, exactly,
    // and the options left need no look.
    int search(int cell, const State& st, int alpha, int beta)
    {
        if (cell == kCells) {
            for (const auto& r : st.runs)
                if (r[0] > 0 || r[1] > 0)
                    return kNone;
            if (st.jokers < supply_.jokerMust)
                return kNone;
            if (goal_.meldMode && st.meld > 0 && st.meld < goal_.meldThreshold)
                return kNone;
            return 0;
        }
        const int ceiling = bound(cell, st);
        if (ceiling <= alpha)
            return ceiling;
        const std::uint64_t k = key(cell, st);
        if (Entry known; memo_.find(k, &known) && (known.exact || known.value <= alpha))
            return known.value;
        if (limitReached())
            return kNone;
        int best = kNone;
        forEachOption(cell, st, [&](const State& next, int gain, const Move&) {
            if (aborted_ || best >= beta)
                return;
            const int floor = std::max(alpha, best);
            const int rest = search(cell + 1, next, floor == kNone ? kNone : floor - gain,
                                    beta == kInfinity ? kInfinity : beta - gain);
            if (rest != kNone)
                best = std::max(best, gain + rest);
        });
        if (aborted_)
            return kNone;
        memo_.put(k, Entry{best, best > alpha || best == kNone});
        return best;
    }

    // Lays the chosen move: extends and closes this colour's runs, and at the
    // value's last colour forms its groups.
    void layCell(int cell, const Move& move, std::array<std::vector<Tiles>, kColours>& open,
                 std::vector<std::pair<Tile, int>>& groupParts, Table& sets) const
    {
        const Tile face = Tile::fromIndex(cell);
        const int c = cell % kColours;
        auto& runs = open[static_cast<std::size_t>(c)];
        Tiles slots(static_cast<std::size_t>(move.k - move.g), face);
        slots.insert(slots.end(), static_cast<std::size_t>(move.y), Tile::joker());
        // Short runs first: they must go on; then finished ones; the rest close.
        std::stable_sort(runs.begin(), runs.end(), [](const Tiles& a, const Tiles& b) {
            return std::min<std::size_t>(a.size(), 3) < std::min<std::size_t>(b.size(), 3);
        });
        std::vector<Tiles> still;
        std::size_t next = 0;
        for (auto& run : runs) {
            if (next < slots.size()) {
                run.push_back(slots[next++]);
                still.push_back(std::move(run));
            } else {
                sets.push_back(std::move(run)); // three or more tiles (the search saw to it)
            }
        }
        for (; next < slots.size(); ++next)
            still.push_back(Tiles{slots[next]});
        runs = std::move(still);

        if (move.g > 0)
            groupParts.emplace_back(face, move.g);
        if (c != kColours - 1)
            return;
        std::vector<Tiles> groups(static_cast<std::size_t>(move.groups));
        // Stable: faces with as many copies stay in colour order, so that the
        // groups come out the same with every standard library.
        std::stable_sort(groupParts.begin(), groupParts.end(),
                         [](const auto& a, const auto& b) { return a.second > b.second; });
        for (const auto& [tile, copies] : groupParts) {
            // Each copy into a different group, the emptiest first.
            std::vector<std::size_t> order(groups.size());
            for (std::size_t i = 0; i < order.size(); ++i)
                order[i] = i;
            std::stable_sort(order.begin(), order.end(),
                             [&](std::size_t a, std::size_t b) { return groups[a].size() < groups[b].size(); });
            for (int n = 0; n < copies; ++n)
                groups[order[static_cast<std::size_t>(n)]].push_back(tile);
        }
        for (int j = 0; j < move.jg; ++j) {
            auto emptiest = std::min_element(groups.begin(), groups.end(),
                                             [](const Tiles& a, const Tiles& b) { return a.size() < b.size(); });
            emptiest->push_back(Tile::joker());
        }
        for (auto& group : groups)
            sets.push_back(std::move(group));
        groupParts.clear();
    }

    const Supply& supply_;
    const PartitionGoal& goal_;
    const SearchLimits& limits_;
    const int jokerTotal_;
    const int jokerScore_;
    std::array<int, kCells + 1> optionalAhead_{};
    static constexpr std::uint8_t kMaxOpenRuns = 2 + kJokerCount; // more than a colour's tiles at one value
    TailBounds tails_;
    bool aborted_ = false;
    static constexpr long long kStepsBeforeTails = 3000;
    long long trialSteps_ = 0;     // while > 0, the search stops after so many steps (solve's first try)
    bool outOfTrialSteps_ = false; // it did
    long long nodes_ = 0;
    using Entry = FlatMemo::Entry;
    static FlatMemo& threadMemo()
    {
        thread_local FlatMemo memo;
        return memo;
    }
    FlatMemo& memo_;
};

} // namespace

Partition bestPartition(const Supply& supply, const PartitionGoal& goal, const SearchLimits& limits,
                        const PartitionHints& hints)
{
    const Supply playable = withoutUnplaceable(supply);
    Dp dp(playable, goal, limits);
    Partition out;
    // Scores are objective * 256 minus the sets (fewer than 256).
    const int alpha = hints.minObjective < 0 ? kNone : hints.minObjective * 256 - 256;
    const int best = dp.solve(alpha, hints.ceiling < 0 ? kInfinity : hints.ceiling, hints.tails);
    out.nodes = dp.nodes();
    out.tails = dp.tails();
    out.complete = !dp.aborted();
    if (!out.complete || best == kNone || best <= alpha)
        return out;
    out.feasible = true;
    out.score = best;
    out.sets = dp.reconstruct();
    return out;
}

} // namespace tilerummy::detail
